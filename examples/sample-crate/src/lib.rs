//! A small library for selfprof's demo and integration tests: compiled
//! with `rustc -Zself-profile`, it gives the compiler enough to do (traits,
//! generics, iterators, a few modules, monomorphized code) for a
//! meaningful profile, while building in about a second.
//! Kept compatible with Rust 1.63 (Debian's rustc, which writes format v8).

pub mod shapes {
    use std::fmt;

    /// Anything with an area and a perimeter.
    pub trait Shape: fmt::Debug {
        fn area(&self) -> f64;
        fn perimeter(&self) -> f64;
        fn name(&self) -> String {
            format!("{:?}", self)
        }
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    pub struct Circle {
        pub r: f64,
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    pub struct Rect {
        pub w: f64,
        pub h: f64,
    }

    impl Shape for Circle {
        fn area(&self) -> f64 {
            std::f64::consts::PI * self.r * self.r
        }
        fn perimeter(&self) -> f64 {
            2.0 * std::f64::consts::PI * self.r
        }
    }

    impl Shape for Rect {
        fn area(&self) -> f64 {
            self.w * self.h
        }
        fn perimeter(&self) -> f64 {
            2.0 * (self.w + self.h)
        }
    }

    /// Static dispatch: one copy per shape type.
    pub fn total_area<S: Shape>(shapes: &[S]) -> f64 {
        shapes.iter().map(Shape::area).sum()
    }

    /// Dynamic dispatch over mixed shapes.
    pub fn largest(shapes: &[Box<dyn Shape>]) -> Option<&dyn Shape> {
        shapes
            .iter()
            .map(|s| s.as_ref())
            .max_by(|a, b| a.area().partial_cmp(&b.area()).unwrap_or(std::cmp::Ordering::Equal))
    }
}

pub mod stats {
    /// Mean and population variance of anything convertible to f64.
    pub fn mean_variance<I, T>(values: I) -> Option<(f64, f64)>
    where
        I: IntoIterator<Item = T>,
        T: Into<f64>,
    {
        let xs: Vec<f64> = values.into_iter().map(Into::into).collect();
        if xs.is_empty() {
            return None;
        }
        let n = xs.len() as f64;
        let mean = xs.iter().sum::<f64>() / n;
        let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
        Some((mean, var))
    }

    /// The median of a slice of totally ordered values.
    pub fn median<T: Ord + Clone>(values: &[T]) -> Option<T> {
        let mut v = values.to_vec();
        v.sort();
        v.get(v.len() / 2).cloned()
    }

    /// A running histogram with fixed-width buckets.
    #[derive(Debug, Default)]
    pub struct Histogram {
        width: u32,
        buckets: Vec<u64>,
    }

    impl Histogram {
        pub fn new(width: u32) -> Self {
            Histogram { width: width.max(1), buckets: Vec::new() }
        }
        pub fn add(&mut self, x: u32) {
            let i = (x / self.width) as usize;
            if i >= self.buckets.len() {
                self.buckets.resize(i + 1, 0);
            }
            self.buckets[i] += 1;
        }
        pub fn mode_bucket(&self) -> Option<(u32, u64)> {
            self.buckets
                .iter()
                .enumerate()
                .max_by_key(|&(_, c)| *c)
                .map(|(i, c)| (i as u32 * self.width, *c))
        }
    }

    impl Extend<u32> for Histogram {
        fn extend<I: IntoIterator<Item = u32>>(&mut self, iter: I) {
            for x in iter {
                self.add(x);
            }
        }
    }
}

pub mod matrix {
    use std::ops::{Add, Mul};

    /// A dense row-major matrix over any numeric-like element type.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Matrix<T> {
        rows: usize,
        cols: usize,
        data: Vec<T>,
    }

    impl<T: Copy + Default + Add<Output = T> + Mul<Output = T>> Matrix<T> {
        pub fn from_fn(rows: usize, cols: usize, f: impl Fn(usize, usize) -> T) -> Self {
            let data = (0..rows * cols).map(|k| f(k / cols, k % cols)).collect();
            Matrix { rows, cols, data }
        }
        pub fn identity(n: usize, one: T) -> Self {
            Self::from_fn(n, n, |i, j| if i == j { one } else { T::default() })
        }
        pub fn get(&self, i: usize, j: usize) -> T {
            self.data[i * self.cols + j]
        }
        pub fn transpose(&self) -> Self {
            Self::from_fn(self.cols, self.rows, |i, j| self.get(j, i))
        }
        pub fn trace(&self) -> T {
            (0..self.rows.min(self.cols)).fold(T::default(), |acc, i| acc + self.get(i, i))
        }
    }

    impl<T: Copy + Default + Add<Output = T> + Mul<Output = T>> Mul for &Matrix<T> {
        type Output = Matrix<T>;
        fn mul(self, rhs: &Matrix<T>) -> Matrix<T> {
            assert_eq!(self.cols, rhs.rows, "dimension mismatch");
            Matrix::from_fn(self.rows, rhs.cols, |i, j| {
                (0..self.cols).fold(T::default(), |acc, k| acc + self.get(i, k) * rhs.get(k, j))
            })
        }
    }
}

pub mod graph {
    use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
    use std::hash::Hash;

    /// An undirected graph over any hashable node type.
    #[derive(Debug, Default)]
    pub struct Graph<N: Eq + Hash + Clone> {
        adj: HashMap<N, Vec<N>>,
    }

    impl<N: Eq + Hash + Clone + Ord> Graph<N> {
        pub fn new() -> Self {
            Graph { adj: HashMap::new() }
        }
        pub fn edge(&mut self, a: N, b: N) -> &mut Self {
            self.adj.entry(a.clone()).or_default().push(b.clone());
            self.adj.entry(b).or_default().push(a);
            self
        }
        /// Breadth-first distances from `start`, sorted by node.
        pub fn distances(&self, start: &N) -> BTreeMap<N, usize> {
            let mut dist = BTreeMap::new();
            let mut seen = HashSet::new();
            let mut queue = VecDeque::new();
            queue.push_back((start.clone(), 0));
            seen.insert(start.clone());
            while let Some((n, d)) = queue.pop_front() {
                dist.insert(n.clone(), d);
                for m in self.adj.get(&n).into_iter().flatten() {
                    if seen.insert(m.clone()) {
                        queue.push_back((m.clone(), d + 1));
                    }
                }
            }
            dist
        }
        pub fn components(&self) -> usize {
            let mut seen: HashSet<&N> = HashSet::new();
            let mut count = 0;
            let mut nodes: Vec<&N> = self.adj.keys().collect();
            nodes.sort();
            for n in nodes {
                if seen.contains(n) {
                    continue;
                }
                count += 1;
                let mut stack = vec![n];
                while let Some(x) = stack.pop() {
                    if seen.insert(x) {
                        stack.extend(self.adj[x].iter());
                    }
                }
            }
            count
        }
    }
}

pub mod text {
    use std::collections::BTreeMap;

    /// Word frequencies, case-folded, most frequent first.
    pub fn word_counts(text: &str) -> Vec<(String, usize)> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for w in text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
        {
            *counts.entry(w).or_insert(0) += 1;
        }
        let mut v: Vec<_> = counts.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }

    /// Run-length encoding of a string: "aaab" -> [('a', 3), ('b', 1)].
    pub fn run_lengths(s: &str) -> Vec<(char, usize)> {
        let mut out: Vec<(char, usize)> = Vec::new();
        for c in s.chars() {
            match out.last_mut() {
                Some((last, n)) if *last == c => *n += 1,
                _ => out.push((c, 1)),
            }
        }
        out
    }
}

use graph::Graph;
use matrix::Matrix;
use shapes::{Circle, Rect, Shape};

/// Uses every module with concrete types, so the generic code above is
/// monomorphized and codegen has real work to do.
pub fn demo() -> String {
    let circles = [Circle { r: 1.0 }, Circle { r: 2.5 }];
    let rects = [Rect { w: 2.0, h: 3.0 }, Rect { w: 0.5, h: 8.0 }];
    let mixed: Vec<Box<dyn Shape>> = vec![Box::new(circles[1]), Box::new(rects[0])];
    let biggest = shapes::largest(&mixed).map(|s| s.name()).unwrap_or_default();

    let (mean, var) = stats::mean_variance([3u8, 1, 4, 1, 5, 9, 2, 6]).unwrap_or((0.0, 0.0));
    let (fmean, _) = stats::mean_variance(vec![2.5f32, 3.5]).unwrap_or((0.0, 0.0));
    let med = stats::median(&["pear", "apple", "fig"]).unwrap_or("");
    let mut h = stats::Histogram::new(10);
    h.extend((0..100u32).map(|x| (x * x) % 97));

    let m = Matrix::from_fn(3, 3, |i, j| (i * 3 + j) as i64);
    let p = &m * &m.transpose();
    let f = &Matrix::identity(2, 1.5f64) * &Matrix::from_fn(2, 2, |i, j| (i + j) as f64);

    let mut g = Graph::new();
    g.edge(1u32, 2).edge(2, 3).edge(3, 4).edge(10, 11);
    let mut sg = Graph::new();
    sg.edge("a", "b").edge("b", "c");

    let words = text::word_counts("the cat and the hat and the bat");
    let runs = text::run_lengths("aaabccdddd");

    format!(
        "area {:.2}/{:.2}, biggest {}, mean {:.2} var {:.2} fmean {:.1}, median {}, mode {:?}, \
         trace {} / {}, dist {:?}, components {}+{}, top word {:?}, runs {}",
        shapes::total_area(&circles),
        shapes::total_area(&rects),
        biggest,
        mean,
        var,
        fmean,
        med,
        h.mode_bucket(),
        p.trace(),
        f.trace(),
        g.distances(&1),
        g.components(),
        sg.components(),
        words.first(),
        runs.len()
    )
}
