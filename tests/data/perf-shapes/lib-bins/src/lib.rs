pub fn shared() -> u32 { 2 }
