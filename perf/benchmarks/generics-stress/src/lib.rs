//! generics-stress: a secondary benchmark of selfprof-perf. Nested generic
//! wrappers and trait impls that monomorphize into many instances, so that
//! type checking, trait selection and codegen of generic code dominate.

pub trait Step {
    fn step(&self, x: u64) -> u64;
}

pub struct Add<const N: u64>;
pub struct Mul<const N: u64>;
pub struct Chain<A, B>(pub A, pub B);
pub struct Twice<A>(pub A);

impl<const N: u64> Step for Add<N> {
    fn step(&self, x: u64) -> u64 {
        x.wrapping_add(N)
    }
}

impl<const N: u64> Step for Mul<N> {
    fn step(&self, x: u64) -> u64 {
        x.wrapping_mul(N)
    }
}

impl<A: Step, B: Step> Step for Chain<A, B> {
    fn step(&self, x: u64) -> u64 {
        self.1.step(self.0.step(x))
    }
}

impl<A: Step> Step for Twice<A> {
    fn step(&self, x: u64) -> u64 {
        self.0.step(self.0.step(x))
    }
}

pub fn run<S: Step>(s: &S, n: u64) -> u64 {
    (0..n).fold(1, |acc, i| s.step(acc ^ i))
}

macro_rules! instances {
    ($($name:ident: $a:literal, $b:literal;)*) => {
        $(
            pub fn $name(n: u64) -> u64 {
                let s = Twice(Chain(Chain(Add::<$a>, Mul::<$b>), Twice(Chain(Mul::<$a>, Add::<$b>))));
                run(&s, n) ^ run(&Twice(Twice(Chain(Add::<$b>, Mul::<$a>))), n)
            }
        )*
        pub fn all(n: u64) -> u64 {
            0 $(^ $name(n))*
        }
    };
}

instances! {
    f1: 1, 3; f2: 2, 5; f3: 3, 7; f4: 4, 11; f5: 5, 13; f6: 6, 17; f7: 7, 19; f8: 8, 23;
    f9: 9, 29; f10: 10, 31; f11: 11, 37; f12: 12, 41; f13: 13, 43; f14: 14, 47; f15: 15, 53;
    f16: 16, 59; f17: 17, 61; f18: 18, 67; f19: 19, 71; f20: 20, 73; f21: 21, 79; f22: 22, 83;
    f23: 23, 89; f24: 24, 97; f25: 25, 101; f26: 26, 103; f27: 27, 107; f28: 28, 109;
    f29: 29, 113; f30: 30, 127; f31: 31, 131; f32: 32, 137;
}

pub struct Wrap<T>(pub T);

impl<T: Clone> Clone for Wrap<T> {
    fn clone(&self) -> Self {
        Wrap(self.0.clone())
    }
}

pub fn nest(x: u8) -> Wrap<Wrap<Wrap<Wrap<Wrap<Wrap<Wrap<Wrap<(u8, Option<u8>)>>>>>>>> {
    Wrap(Wrap(Wrap(Wrap(Wrap(Wrap(Wrap(Wrap((x, Some(x)))))))))).clone()
}
