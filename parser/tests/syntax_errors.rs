//! Invalid code yields php 8.5's exact first error (message, line, severity). Every
//! expectation in `data/syntax_errors.txt` was produced by running the PHP 8.5 oracle
//! (`scripts/oracle/php85 -l`) on the case.
//!
//! Format: a header line `#### LINE parse|fatal MESSAGE`, then the source up to the next
//! header (the newline before a header is not part of the source).

use rphp_parser::{Severity, parse};

struct Case {
    line: u32,
    severity: Severity,
    message: String,
    source: String,
}

fn cases(data: &str) -> Vec<Case> {
    let mut out = Vec::new();
    let mut chunks = data.split("#### ");
    chunks.next();
    for chunk in chunks {
        let (header, body) = chunk.split_once('\n').unwrap_or((chunk, ""));
        let mut parts = header.splitn(3, ' ');
        let line: u32 = parts.next().and_then(|l| l.parse().ok()).expect("line");
        let severity = match parts.next() {
            Some("parse") => Severity::Parse,
            Some("fatal") => Severity::Fatal,
            other => panic!("bad severity {other:?}"),
        };
        let message = parts.next().expect("message").to_owned();
        let source = body.strip_suffix('\n').unwrap_or(body).to_owned();
        out.push(Case {
            line,
            severity,
            message,
            source,
        });
    }
    out
}

#[test]
fn php_error_messages() {
    let data = include_str!("data/syntax_errors.txt");
    let cases = cases(data);
    assert!(cases.len() > 250);
    let mut failures = Vec::new();
    for case in &cases {
        let result = parse(case.source.as_bytes());
        let got = result
            .first_fatal()
            .map(|e| (e.severity, e.message.clone(), e.line));
        let want = Some((case.severity, case.message.clone(), case.line));
        if got != want {
            failures.push(format!(
                "{:?}\n   want {:?}\n   got  {:?}",
                case.source, want, got
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
