fn main() {
    println!("one {}", lib_bins::shared());
}
