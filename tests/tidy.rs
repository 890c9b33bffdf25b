//! House rules checked inside `cargo test`: dependency direction, file headers, no global
//! mutable state, file sizes, no machine paths in the tree.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The workspace crates from the bottom of the dependency order to the top. A crate may
/// depend only on crates that come before it.
const ORDER: &[(&str, &str)] = &[
    ("lexer", "rphp-lexer"),
    ("parser", "rphp-parser"),
    ("vm", "rphp-vm"),
    ("stdlib", "rphp-stdlib"),
    ("async-rt", "rphp-async-rt"),
    ("repl", "rphp-repl"),
    ("php-tests", "rphp-php-tests"),
];

fn rphp_dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).expect("read Cargo.toml");
    let doc: toml::Table = text.parse().expect("parse Cargo.toml");
    let mut names = Vec::new();
    for section in ["dependencies", "build-dependencies"] {
        if let Some(table) = doc.get(section).and_then(|v| v.as_table()) {
            names.extend(table.keys().filter(|k| k.starts_with("rphp")).cloned());
        }
    }
    names
}

#[test]
fn dependencies_point_one_way() {
    for (index, (dir, name)) in ORDER.iter().enumerate() {
        let allowed: Vec<&str> = ORDER[..index].iter().map(|(_, n)| *n).collect();
        for dependency in rphp_dependencies(&root().join(dir).join("Cargo.toml")) {
            assert!(
                allowed.contains(&dependency.as_str()),
                "{name} depends on {dependency}, against the order lexer <- parser <- vm <- stdlib <- async-rt <- repl"
            );
        }
    }
    // `vm` in particular never depends on the crates that fill its builtin registry.
    let vm = rphp_dependencies(&root().join("vm/Cargo.toml"));
    assert!(
        !vm.iter()
            .any(|d| d == "rphp-stdlib" || d == "rphp-async-rt")
    );
}

fn tracked_files() -> Vec<PathBuf> {
    let output = std::process::Command::new("git")
        .args(["ls-files", "-co", "--exclude-standard"])
        .current_dir(root())
        .output()
        .expect("git ls-files");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| root().join(line))
        .filter(|path| path.is_file())
        .collect()
}

fn rust_sources() -> Vec<PathBuf> {
    tracked_files()
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect()
}

#[test]
fn every_rust_file_says_what_it_holds() {
    let missing: Vec<_> = rust_sources()
        .into_iter()
        .filter(|path| {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            !text.trim_start().starts_with("//!")
        })
        .collect();
    assert!(
        missing.is_empty(),
        "files without a `//!` header: {missing:#?}"
    );
}

#[test]
fn no_global_mutable_state() {
    let forbidden = ["static mut ", "thread_local!"];
    let mut found = Vec::new();
    for path in rust_sources() {
        if path.starts_with(root().join("tests")) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for pattern in forbidden {
            if text.contains(pattern) {
                found.push(format!("{}: {pattern}", path.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "global mutable state (BRIEF invariant 3): {found:#?}"
    );
}

#[test]
fn rooms_stay_small() {
    // A file past ~1500 lines wants splitting; grammar and opcode tables may be listed here.
    const EXCEPTIONS: &[&str] = &[];
    let mut big = Vec::new();
    for path in rust_sources() {
        let relative = path
            .strip_prefix(root())
            .unwrap_or(&path)
            .to_string_lossy()
            .into_owned();
        let lines = std::fs::read_to_string(&path)
            .unwrap_or_default()
            .lines()
            .count();
        if lines > 1500 && !EXCEPTIONS.contains(&relative.as_str()) {
            big.push(format!("{relative}: {lines} lines"));
        }
    }
    assert!(big.is_empty(), "files over 1500 lines: {big:#?}");
}

#[test]
fn no_machine_paths_in_the_tree() {
    // Paths of a developer's machine must not leak into the repository.
    let needles = ["/work/main", "/tmp/src/", "/tmp/target", "/root/"];
    let mut found = Vec::new();
    for path in tracked_files() {
        if path.ends_with("tests/tidy.rs") {
            continue;
        }
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        if bytes.len() > 4 << 20 {
            continue;
        }
        let text = String::from_utf8_lossy(&bytes);
        for needle in needles {
            if text.contains(needle) {
                found.push(format!("{}: {needle}", path.display()));
            }
        }
    }
    assert!(found.is_empty(), "machine paths in the tree: {found:#?}");
}
