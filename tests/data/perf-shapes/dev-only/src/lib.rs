pub fn f() -> u32 { pathdep::one() + 1 }
