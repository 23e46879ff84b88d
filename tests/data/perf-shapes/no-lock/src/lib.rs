pub use nosuchcrate_xyz::*;
