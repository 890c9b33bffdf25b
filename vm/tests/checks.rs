//! php's compile-time checks (`rphp_vm::checks`) against expectations made by the PHP 8.5
//! oracle (`checks/regen.sh`): each `checks/NAME.php` must give exactly the diagnostics in
//! `checks/NAME.expect` (empty: php accepts the file). The linted file's name in a message
//! is compared as `%FILE%`.

use std::path::{Path, PathBuf};

use rphp_parser::Severity;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("checks")
}

/// What `rphp -l` reports, up to and including the first stopping error.
fn lint(source: &[u8], file: &str) -> Vec<String> {
    let mut result = rphp_parser::parse(source);
    if result.first_fatal().is_none() {
        let checks = rphp_vm::checks::check_program(&result.program, source, file);
        result.errors.extend(checks);
    }
    let mut lines = Vec::new();
    for e in &result.errors {
        let label = match e.severity {
            Severity::Parse => "Parse error",
            Severity::Fatal | Severity::CompileError => "Fatal error",
            Severity::Warning => "Warning",
            Severity::Deprecated => "Deprecated",
        };
        lines.push(format!("{label}: {} on line {}", e.message, e.line));
        if e.severity.stops() {
            break;
        }
    }
    lines
}

#[test]
fn every_snippet_matches_the_oracle() {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("checks dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "php"))
        .collect();
    entries.sort();
    assert!(entries.len() > 50, "snippets missing");
    let mut failures = Vec::new();
    for php in entries {
        let source = std::fs::read(&php).expect("snippet");
        let file = php
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        let expect = std::fs::read_to_string(php.with_extension("expect")).expect("expect file");
        let want: Vec<String> = expect
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect();
        let got = lint(&source, &file);
        if got != want {
            failures.push(format!("{file}:\n  php:  {want:?}\n  rphp: {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn deep_input_does_not_overflow_a_small_stack() {
    let handle = std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(|| {
            let mut src = String::from("<?php\n$a = 1");
            for _ in 0..20_000 {
                src.push_str(" . $b[1]->c");
            }
            src.push_str(";\n$x = ");
            for _ in 0..5_000 {
                src.push_str("$y->z()");
                src.push_str("->w");
            }
            src.push_str(";\n");
            let program = rphp_parser::parse(src.as_bytes()).program;
            let diags = rphp_vm::checks::check_program(&program, src.as_bytes(), "deep.php");
            // The AST's own drop is recursive: leak it rather than test the parser here.
            std::mem::forget(program);
            diags
        })
        .expect("thread");
    let diags = handle.join().expect("no overflow");
    assert!(diags.is_empty(), "{diags:?}");
}
