//! AST snapshots (insta) of every case under `cases/parser*/`: regression guards for the
//! shape of rphp's AST, not oracle outputs (php has no AST dump to compare with).
//!
//! Each snapshot is `{:#?}` of the program, made compact (spans as `start..end`, byte
//! strings as `b"..."`), followed by one line per diagnostic.
//! Review changes with `cargo insta review -p rphp-php-tests`.

use rphp_parser::Severity;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

fn render(source: &[u8]) -> String {
    let result = rphp_parser::parse(source);
    let mut out = compact(&format!("{:#?}\n", result.program));
    for error in &result.errors {
        let label = match error.severity {
            Severity::Parse => "Parse error",
            Severity::Fatal | Severity::CompileError => "Fatal error",
            Severity::Warning => "Warning",
            Severity::Deprecated => "Deprecated",
        };
        let _ = writeln!(out, "{label}: {} on line {}", error.message, error.line);
    }
    out
}

/// Shorten the pretty Debug text: `Span {\n start: 6,\n end: 13,\n}` becomes `6..13` and a
/// bracketed column of byte values (the AST's `Box<[u8]>` names and strings) becomes `b"..."`.
fn compact(pretty: &str) -> String {
    let lines: Vec<&str> = pretty.lines().collect();
    let mut out = String::with_capacity(pretty.len() / 2);
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        if let Some(head) = trimmed.strip_suffix("Span {") {
            let start = lines
                .get(i + 1)
                .and_then(|l| l.trim().strip_prefix("start: "));
            let end = lines
                .get(i + 2)
                .and_then(|l| l.trim().strip_prefix("end: "));
            let close = lines.get(i + 3).map(|l| l.trim());
            if let (Some(start), Some(end), Some(close @ ("}" | "},"))) = (start, end, close) {
                let comma = if close.ends_with(',') { "," } else { "" };
                let _ = writeln!(
                    out,
                    "{indent}{head}{}..{}{comma}",
                    start.trim_end_matches(','),
                    end.trim_end_matches(',')
                );
                i += 4;
                continue;
            }
        }
        if let Some(head) = trimmed.strip_suffix('[') {
            let mut bytes = Vec::new();
            let mut j = i + 1;
            while let Some(value) = lines.get(j).and_then(|l| l.trim().strip_suffix(',')) {
                match value.parse::<u8>() {
                    Ok(byte) => bytes.push(byte),
                    Err(_) => break,
                }
                j += 1;
            }
            let close = lines.get(j).map(|l| l.trim());
            if !bytes.is_empty() && matches!(close, Some("]" | "],")) {
                let comma = if close == Some("],") { "," } else { "" };
                let text: String = bytes
                    .iter()
                    .flat_map(|b| std::ascii::escape_default(*b))
                    .map(char::from)
                    .collect();
                let _ = writeln!(out, "{indent}{head}b\"{text}\"{comma}");
                i = j + 1;
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
        i += 1;
    }
    out
}

#[test]
fn ast_snapshots() {
    let cases = rphp_php_tests::discover(&rphp_php_tests::cases_dir()).expect("cannot list cases");
    let filter = std::env::var("RPHP_CASES").ok();
    let cases = rphp_php_tests::filter_cases(cases, filter.as_deref());
    let mut failed = Vec::new();
    let mut checked = 0;
    for case in cases.iter().filter(|c| c.area().starts_with("parser")) {
        let source = std::fs::read(case.php_path()).expect("cannot read case");
        let name = format!("{}__{}", case.area().replace('-', "_"), case.stem);
        let snapshot = render(&source);
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            insta::with_settings!({
                prepend_module_to_snapshot => false,
                input_file => case.php_path(),
                omit_expression => true,
            }, {
                insta::assert_snapshot!(name.as_str(), snapshot);
            });
        }));
        checked += 1;
        if outcome.is_err() {
            failed.push(case.id.clone());
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {checked} AST snapshots differ: {}",
        failed.len(),
        failed.join(", ")
    );
}
