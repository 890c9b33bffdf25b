//! Front-end benchmark: lex and parse every `.php` file under the given paths in-process and
//! print the throughput. `bench/frontend.sh` runs it beside php on the same files.

use std::path::{Path, PathBuf};

// The same allocator as the `rphp` binary.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::time::Instant;

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        let mut children: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        children.sort();
        for child in children {
            collect(&child, out);
        }
    } else if path.extension().is_some_and(|e| e == "php") {
        out.push(path.to_path_buf());
    }
}

fn main() {
    let mut files = Vec::new();
    for arg in std::env::args_os().skip(1) {
        collect(Path::new(&arg), &mut files);
    }
    let sources: Vec<Vec<u8>> = files.iter().filter_map(|f| std::fs::read(f).ok()).collect();
    let bytes: usize = sources.iter().map(Vec::len).sum();
    let mut best_lex = f64::MAX;
    let mut best_parse = f64::MAX;
    let mut rejected = 0;
    for _ in 0..3 {
        let start = Instant::now();
        let mut tokens = 0usize;
        for source in &sources {
            tokens += rphp_lexer::lex(source).tokens.len();
        }
        best_lex = best_lex.min(start.elapsed().as_secs_f64());
        std::hint::black_box(tokens);

        let start = Instant::now();
        rejected = 0;
        for source in &sources {
            let result = rphp_parser::parse(source);
            if result.first_fatal().is_some() {
                rejected += 1;
            }
        }
        best_parse = best_parse.min(start.elapsed().as_secs_f64());
    }
    let mb = bytes as f64 / (1024.0 * 1024.0);
    println!(
        "rphp: {} files, {:.2} MB, {} rejected; lex {:.3} s ({:.1} MB/s); lex+parse {:.3} s ({:.1} MB/s)",
        sources.len(),
        mb,
        rejected,
        best_lex,
        mb / best_lex,
        best_parse,
        mb / best_parse
    );
}
