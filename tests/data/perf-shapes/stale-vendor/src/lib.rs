pub fn f() -> u32 { tinydep::one() + 1 }
