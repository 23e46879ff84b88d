//! match-stress: a secondary benchmark of selfprof-perf. A bytecode
//! interpreter whose dispatch is one large match over an enum with many
//! variants, plus macro-generated opcode tables: MIR building, match
//! lowering, borrow checking and LLVM's switch handling of a big function.

macro_rules! opcodes {
    ($($name:ident = $n:literal => |$s:ident, $a:ident| $body:expr;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Op { $($name),* }

        impl Op {
            pub fn from_byte(b: u8) -> Option<Op> {
                match b { $($n => Some(Op::$name),)* _ => None }
            }
            pub fn name(self) -> &'static str {
                match self { $(Op::$name => stringify!($name)),* }
            }
        }

        pub fn exec(op: Op, stack: &mut Vec<i64>, arg: i64) -> Result<(), &'static str> {
            match op {
                $(Op::$name => { let $s = &mut *stack; let $a = arg; $body })*
            }
        }
    };
}

fn pop(s: &mut Vec<i64>) -> Result<i64, &'static str> {
    s.pop().ok_or("stack underflow")
}

fn bin(s: &mut Vec<i64>, f: impl Fn(i64, i64) -> Option<i64>) -> Result<(), &'static str> {
    let b = pop(s)?;
    let a = pop(s)?;
    s.push(f(a, b).ok_or("arithmetic error")?);
    Ok(())
}

opcodes! {
    Add0 = 0 => |s, x| bin(s, |a, b| a.checked_add(b).map(|v| v.wrapping_add(x * 0)));
    Sub0 = 1 => |s, x| bin(s, |a, b| a.checked_sub(b).map(|v| v.wrapping_add(x * 0)));
    Mul0 = 2 => |s, x| bin(s, |a, b| a.checked_mul(b).map(|v| v.wrapping_add(x * 0)));
    Div0 = 3 => |s, x| bin(s, |a, b| a.checked_div(b).map(|v| v.wrapping_add(x * 0)));
    Rem0 = 4 => |s, x| bin(s, |a, b| a.checked_rem(b).map(|v| v.wrapping_add(x * 0)));
    And0 = 5 => |s, x| bin(s, |a, b| Some(a & b).map(|v| v.wrapping_add(x * 0)));
    Or0 = 6 => |s, x| bin(s, |a, b| Some(a | b).map(|v| v.wrapping_add(x * 0)));
    Xor0 = 7 => |s, x| bin(s, |a, b| Some(a ^ b).map(|v| v.wrapping_add(x * 0)));
    Shl0 = 8 => |s, x| bin(s, |a, b| a.checked_shl((b & 63) as u32).map(|v| v.wrapping_add(x * 0)));
    Shr0 = 9 => |s, x| bin(s, |a, b| a.checked_shr((b & 63) as u32).map(|v| v.wrapping_add(x * 0)));
    Min0 = 10 => |s, x| bin(s, |a, b| Some(a.min(b)).map(|v| v.wrapping_add(x * 0)));
    Max0 = 11 => |s, x| bin(s, |a, b| Some(a.max(b)).map(|v| v.wrapping_add(x * 0)));
    Eq0 = 12 => |s, x| bin(s, |a, b| Some((a == b) as i64).map(|v| v.wrapping_add(x * 0)));
    Ne0 = 13 => |s, x| bin(s, |a, b| Some((a != b) as i64).map(|v| v.wrapping_add(x * 0)));
    Lt0 = 14 => |s, x| bin(s, |a, b| Some((a < b) as i64).map(|v| v.wrapping_add(x * 0)));
    Le0 = 15 => |s, x| bin(s, |a, b| Some((a <= b) as i64).map(|v| v.wrapping_add(x * 0)));
    Gt0 = 16 => |s, x| bin(s, |a, b| Some((a > b) as i64).map(|v| v.wrapping_add(x * 0)));
    Ge0 = 17 => |s, x| bin(s, |a, b| Some((a >= b) as i64).map(|v| v.wrapping_add(x * 0)));
    Add1 = 18 => |s, x| bin(s, |a, b| a.checked_add(b).map(|v| v.wrapping_add(x * 1)));
    Sub1 = 19 => |s, x| bin(s, |a, b| a.checked_sub(b).map(|v| v.wrapping_add(x * 1)));
    Mul1 = 20 => |s, x| bin(s, |a, b| a.checked_mul(b).map(|v| v.wrapping_add(x * 1)));
    Div1 = 21 => |s, x| bin(s, |a, b| a.checked_div(b).map(|v| v.wrapping_add(x * 1)));
    Rem1 = 22 => |s, x| bin(s, |a, b| a.checked_rem(b).map(|v| v.wrapping_add(x * 1)));
    And1 = 23 => |s, x| bin(s, |a, b| Some(a & b).map(|v| v.wrapping_add(x * 1)));
    Or1 = 24 => |s, x| bin(s, |a, b| Some(a | b).map(|v| v.wrapping_add(x * 1)));
    Xor1 = 25 => |s, x| bin(s, |a, b| Some(a ^ b).map(|v| v.wrapping_add(x * 1)));
    Shl1 = 26 => |s, x| bin(s, |a, b| a.checked_shl((b & 63) as u32).map(|v| v.wrapping_add(x * 1)));
    Shr1 = 27 => |s, x| bin(s, |a, b| a.checked_shr((b & 63) as u32).map(|v| v.wrapping_add(x * 1)));
    Min1 = 28 => |s, x| bin(s, |a, b| Some(a.min(b)).map(|v| v.wrapping_add(x * 1)));
    Max1 = 29 => |s, x| bin(s, |a, b| Some(a.max(b)).map(|v| v.wrapping_add(x * 1)));
    Eq1 = 30 => |s, x| bin(s, |a, b| Some((a == b) as i64).map(|v| v.wrapping_add(x * 1)));
    Ne1 = 31 => |s, x| bin(s, |a, b| Some((a != b) as i64).map(|v| v.wrapping_add(x * 1)));
    Lt1 = 32 => |s, x| bin(s, |a, b| Some((a < b) as i64).map(|v| v.wrapping_add(x * 1)));
    Le1 = 33 => |s, x| bin(s, |a, b| Some((a <= b) as i64).map(|v| v.wrapping_add(x * 1)));
    Gt1 = 34 => |s, x| bin(s, |a, b| Some((a > b) as i64).map(|v| v.wrapping_add(x * 1)));
    Ge1 = 35 => |s, x| bin(s, |a, b| Some((a >= b) as i64).map(|v| v.wrapping_add(x * 1)));
    Add2 = 36 => |s, x| bin(s, |a, b| a.checked_add(b).map(|v| v.wrapping_add(x * 2)));
    Sub2 = 37 => |s, x| bin(s, |a, b| a.checked_sub(b).map(|v| v.wrapping_add(x * 2)));
    Mul2 = 38 => |s, x| bin(s, |a, b| a.checked_mul(b).map(|v| v.wrapping_add(x * 2)));
    Div2 = 39 => |s, x| bin(s, |a, b| a.checked_div(b).map(|v| v.wrapping_add(x * 2)));
    Rem2 = 40 => |s, x| bin(s, |a, b| a.checked_rem(b).map(|v| v.wrapping_add(x * 2)));
    And2 = 41 => |s, x| bin(s, |a, b| Some(a & b).map(|v| v.wrapping_add(x * 2)));
    Or2 = 42 => |s, x| bin(s, |a, b| Some(a | b).map(|v| v.wrapping_add(x * 2)));
    Xor2 = 43 => |s, x| bin(s, |a, b| Some(a ^ b).map(|v| v.wrapping_add(x * 2)));
    Shl2 = 44 => |s, x| bin(s, |a, b| a.checked_shl((b & 63) as u32).map(|v| v.wrapping_add(x * 2)));
    Shr2 = 45 => |s, x| bin(s, |a, b| a.checked_shr((b & 63) as u32).map(|v| v.wrapping_add(x * 2)));
    Min2 = 46 => |s, x| bin(s, |a, b| Some(a.min(b)).map(|v| v.wrapping_add(x * 2)));
    Max2 = 47 => |s, x| bin(s, |a, b| Some(a.max(b)).map(|v| v.wrapping_add(x * 2)));
    Eq2 = 48 => |s, x| bin(s, |a, b| Some((a == b) as i64).map(|v| v.wrapping_add(x * 2)));
    Ne2 = 49 => |s, x| bin(s, |a, b| Some((a != b) as i64).map(|v| v.wrapping_add(x * 2)));
    Lt2 = 50 => |s, x| bin(s, |a, b| Some((a < b) as i64).map(|v| v.wrapping_add(x * 2)));
    Le2 = 51 => |s, x| bin(s, |a, b| Some((a <= b) as i64).map(|v| v.wrapping_add(x * 2)));
    Gt2 = 52 => |s, x| bin(s, |a, b| Some((a > b) as i64).map(|v| v.wrapping_add(x * 2)));
    Ge2 = 53 => |s, x| bin(s, |a, b| Some((a >= b) as i64).map(|v| v.wrapping_add(x * 2)));
    Add3 = 54 => |s, x| bin(s, |a, b| a.checked_add(b).map(|v| v.wrapping_add(x * 3)));
    Sub3 = 55 => |s, x| bin(s, |a, b| a.checked_sub(b).map(|v| v.wrapping_add(x * 3)));
    Mul3 = 56 => |s, x| bin(s, |a, b| a.checked_mul(b).map(|v| v.wrapping_add(x * 3)));
    Div3 = 57 => |s, x| bin(s, |a, b| a.checked_div(b).map(|v| v.wrapping_add(x * 3)));
    Rem3 = 58 => |s, x| bin(s, |a, b| a.checked_rem(b).map(|v| v.wrapping_add(x * 3)));
    And3 = 59 => |s, x| bin(s, |a, b| Some(a & b).map(|v| v.wrapping_add(x * 3)));
    Or3 = 60 => |s, x| bin(s, |a, b| Some(a | b).map(|v| v.wrapping_add(x * 3)));
    Xor3 = 61 => |s, x| bin(s, |a, b| Some(a ^ b).map(|v| v.wrapping_add(x * 3)));
    Shl3 = 62 => |s, x| bin(s, |a, b| a.checked_shl((b & 63) as u32).map(|v| v.wrapping_add(x * 3)));
    Shr3 = 63 => |s, x| bin(s, |a, b| a.checked_shr((b & 63) as u32).map(|v| v.wrapping_add(x * 3)));
    Min3 = 64 => |s, x| bin(s, |a, b| Some(a.min(b)).map(|v| v.wrapping_add(x * 3)));
    Max3 = 65 => |s, x| bin(s, |a, b| Some(a.max(b)).map(|v| v.wrapping_add(x * 3)));
    Eq3 = 66 => |s, x| bin(s, |a, b| Some((a == b) as i64).map(|v| v.wrapping_add(x * 3)));
    Ne3 = 67 => |s, x| bin(s, |a, b| Some((a != b) as i64).map(|v| v.wrapping_add(x * 3)));
    Lt3 = 68 => |s, x| bin(s, |a, b| Some((a < b) as i64).map(|v| v.wrapping_add(x * 3)));
    Le3 = 69 => |s, x| bin(s, |a, b| Some((a <= b) as i64).map(|v| v.wrapping_add(x * 3)));
    Gt3 = 70 => |s, x| bin(s, |a, b| Some((a > b) as i64).map(|v| v.wrapping_add(x * 3)));
    Ge3 = 71 => |s, x| bin(s, |a, b| Some((a >= b) as i64).map(|v| v.wrapping_add(x * 3)));
    Push0 = 72 => |s, x| { s.push(x + 0); Ok(()) };
    Dup0 = 73 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=0 { s.push(v); } Ok(()) };
    Neg0 = 74 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 0)); Ok(()) };
    Push1 = 75 => |s, x| { s.push(x + 1); Ok(()) };
    Dup1 = 76 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=1 { s.push(v); } Ok(()) };
    Neg1 = 77 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 1)); Ok(()) };
    Push2 = 78 => |s, x| { s.push(x + 2); Ok(()) };
    Dup2 = 79 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=2 { s.push(v); } Ok(()) };
    Neg2 = 80 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 2)); Ok(()) };
    Push3 = 81 => |s, x| { s.push(x + 3); Ok(()) };
    Dup3 = 82 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=3 { s.push(v); } Ok(()) };
    Neg3 = 83 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 3)); Ok(()) };
    Push4 = 84 => |s, x| { s.push(x + 4); Ok(()) };
    Dup4 = 85 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=4 { s.push(v); } Ok(()) };
    Neg4 = 86 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 4)); Ok(()) };
    Push5 = 87 => |s, x| { s.push(x + 5); Ok(()) };
    Dup5 = 88 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=5 { s.push(v); } Ok(()) };
    Neg5 = 89 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 5)); Ok(()) };
    Push6 = 90 => |s, x| { s.push(x + 6); Ok(()) };
    Dup6 = 91 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=6 { s.push(v); } Ok(()) };
    Neg6 = 92 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 6)); Ok(()) };
    Push7 = 93 => |s, x| { s.push(x + 7); Ok(()) };
    Dup7 = 94 => |s, _x| { let v = *s.last().ok_or("empty")?; for _ in 0..=7 { s.push(v); } Ok(()) };
    Neg7 = 95 => |s, x| { let v = pop(s)?; s.push(v.wrapping_neg() ^ (x << 7)); Ok(()) };
}

/// Runs `code` (opcode, argument byte pairs) and returns the stack.
pub fn run(code: &[u8]) -> Result<Vec<i64>, String> {
    let mut stack = Vec::new();
    for pair in code.chunks(2) {
        let op = Op::from_byte(pair[0]).ok_or_else(|| format!("bad opcode {}", pair[0]))?;
        let arg = *pair.get(1).unwrap_or(&0) as i64;
        exec(op, &mut stack, arg).map_err(|e| format!("{}: {}", op.name(), e))?;
    }
    Ok(stack)
}
