pub fn one() -> u32 { 1 }
