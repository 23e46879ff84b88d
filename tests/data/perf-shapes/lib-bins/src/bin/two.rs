fn main() {
    println!("two {}", lib_bins::shared());
}
