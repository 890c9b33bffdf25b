//! Oracle tests: every `tests/fixtures/*.php` is lexed and compared with what php 8.5 said
//! (`.tokens` from `dump_tokens.php`, `.err` from `php -l`; see `regen.sh`).

use rphp_lexer::{LexOptions, LexSeverity, lex_with};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn escape(text: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for &b in text {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\\""),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\x{b:02X}");
            }
        }
    }
    out
}

fn options_for(name: &str) -> LexOptions {
    LexOptions {
        short_open_tag: !name.starts_with("short_tags_off_"),
        ..LexOptions::default()
    }
}

/// rphp's tokens in the dump format of `dump_tokens.php`.
fn dump_tokens(source: &[u8], options: LexOptions) -> String {
    let lexed = lex_with(source, options);
    let mut out = String::new();
    for token in &lexed.tokens {
        if token.kind == rphp_lexer::TokenKind::End {
            continue;
        }
        let text = &source[token.span.start as usize..token.span.end as usize];
        let name = match token.kind.php_name() {
            Some(name) => name.to_owned(),
            None => format!("'{}'", token.kind.fixed_text().unwrap_or("?")),
        };
        let _ = writeln!(out, "{name} {} \"{}\"", token.line, escape(text));
    }
    out
}

/// rphp's diagnostics in the `.err` format (up to and including the first ParseError).
fn dump_errors(source: &[u8], options: LexOptions) -> String {
    let lexed = lex_with(source, options);
    let mut out = String::new();
    for error in &lexed.errors {
        let severity = match error.severity {
            LexSeverity::ParseError => "ParseError",
            LexSeverity::CompileWarning => "CompileWarning",
            LexSeverity::Deprecated => "Deprecated",
        };
        let _ = writeln!(out, "{severity} {} {}", error.line, error.message);
        if error.severity == LexSeverity::ParseError {
            break;
        }
    }
    out
}

/// Whether rphp's lexer diagnostics agree with php's. When php's last diagnostic is a
/// parser "syntax error" (not the lexer's business), the lexer must report everything
/// before it and may add only a ParseError on that line or later (php never got there).
fn errors_match(expected: &str, actual: &str) -> bool {
    if expected == actual {
        return true;
    }
    let exp: Vec<&str> = expected.lines().collect();
    let Some((last, before)) = exp.split_last() else {
        return false;
    };
    let Some(rest) = last.strip_prefix("ParseError ") else {
        return false;
    };
    let Some((line, message)) = rest.split_once(' ') else {
        return false;
    };
    if !message.starts_with("syntax error") {
        return false;
    }
    let syntax_line: u32 = line.parse().unwrap_or(0);
    let act: Vec<&str> = actual.lines().collect();
    if act.len() < before.len() || act[..before.len()] != *before {
        return false;
    }
    act[before.len()..].iter().all(|extra| {
        extra
            .strip_prefix("ParseError ")
            .and_then(|r| r.split_once(' '))
            .and_then(|(l, _)| l.parse::<u32>().ok())
            .is_some_and(|l| l >= syntax_line)
    })
}

fn strip_header(expected: &str) -> String {
    expected
        .lines()
        .filter(|l| !l.starts_with("# oracle:"))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn diff(expected: &str, actual: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let mut out = String::new();
    let first = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let from = first.saturating_sub(3);
    let _ = writeln!(out, "  first difference at line {}:", first + 1);
    for i in from..(first + 6).min(e.len().max(a.len())) {
        let exp = e.get(i).copied().unwrap_or("<none>");
        let act = a.get(i).copied().unwrap_or("<none>");
        if exp == act {
            let _ = writeln!(out, "    {exp}");
        } else {
            let _ = writeln!(out, "  - {exp}");
            let _ = writeln!(out, "  + {act}");
        }
    }
    out
}

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "php"))
        .collect();
    files.sort();
    files
}

#[test]
fn oracle_fixtures() {
    let files = fixtures();
    assert!(!files.is_empty(), "no fixtures");
    let mut failures = Vec::new();
    let mut passed = 0;
    for php in &files {
        let name = php
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        let source = std::fs::read(php).expect("read fixture");
        let options = options_for(&name);
        let mut problems = String::new();
        let tokens_file = php.with_extension("tokens");
        match std::fs::read_to_string(&tokens_file) {
            Ok(expected) => {
                let expected = strip_header(&expected);
                let actual = dump_tokens(&source, options);
                if expected != actual {
                    problems.push_str(" tokens differ\n");
                    problems.push_str(&diff(&expected, &actual));
                }
            }
            Err(_) => problems.push_str(" missing .tokens (run lexer/tests/regen.sh)\n"),
        }
        let err_file = php.with_extension("err");
        let actual_errors = dump_errors(&source, options);
        match std::fs::read_to_string(&err_file) {
            Ok(expected) => {
                let expected = strip_header(&expected);
                if !errors_match(&expected, &actual_errors) {
                    problems.push_str(" diagnostics differ\n");
                    problems.push_str(&diff(&expected, &actual_errors));
                }
            }
            Err(_) => {
                // Fixtures not named err_* must lex without ParseErrors.
                if actual_errors.contains("ParseError") {
                    problems.push_str(" unexpected lex errors:\n");
                    problems.push_str(&actual_errors);
                }
            }
        }
        if problems.is_empty() {
            passed += 1;
        } else {
            failures.push(format!("{name}:{problems}"));
        }
    }
    eprintln!("oracle fixtures: {passed}/{} pass", files.len());
    if !failures.is_empty() {
        panic!(
            "{} fixture(s) differ from php 8.5:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}

#[test]
fn never_panics_on_garbage() {
    // Deterministic xorshift; bytes biased towards php syntax so deep states get exercised.
    let alphabet: &[u8] = b"<?php \n\r\t$abcXYZ_09'\"`\\{}[]()->?:;#/*=<<<EOT\x00\x80\xff&.|!@%^~,";
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..3000 {
        let len = (next() % 200) as usize;
        let mut input = Vec::with_capacity(len + 8);
        if round % 2 == 0 {
            input.extend_from_slice(b"<?php ");
        }
        for _ in 0..len {
            let r = next();
            if r % 5 == 0 {
                input.push((r >> 8) as u8);
            } else {
                input.push(alphabet[(r >> 8) as usize % alphabet.len()]);
            }
        }
        for options in [
            LexOptions {
                short_open_tag: true,
                ..LexOptions::default()
            },
            LexOptions {
                short_open_tag: false,
                ..LexOptions::default()
            },
        ] {
            let lexed = lex_with(&input, options);
            let last = lexed.tokens.last().expect("End token");
            assert_eq!(last.kind, rphp_lexer::TokenKind::End);
            assert_eq!(
                lexed
                    .tokens
                    .iter()
                    .filter(|t| t.kind == rphp_lexer::TokenKind::End)
                    .count(),
                1
            );
            // Tokens tile the input exactly.
            let mut at = 0u32;
            for t in &lexed.tokens {
                assert_eq!(t.span.start, at, "gap/overlap in {input:?}");
                at = t.span.end;
            }
            assert_eq!(at as usize, input.len());
        }
    }
}

#[test]
fn heredoc_templates_never_panic() {
    let pieces: [&[u8]; 12] = [
        b"<<<EOT\n",
        b"<<<'EOT'\n",
        b"EOT",
        b"  EOT",
        b"\tEOT",
        b"$a",
        b"{$b}",
        b"${c}",
        b"\n",
        b" ",
        b"\\",
        b"\r\n",
    ];
    let mut state: u64 = 42;
    for _ in 0..3000 {
        let mut input = b"<?php ".to_vec();
        for _ in 0..(state % 12) {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            input.extend_from_slice(pieces[(state >> 33) as usize % pieces.len()]);
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let lexed = rphp_lexer::lex(&input);
        assert_eq!(
            lexed.tokens.last().map(|t| t.kind),
            Some(rphp_lexer::TokenKind::End)
        );
    }
}
