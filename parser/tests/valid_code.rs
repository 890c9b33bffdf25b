//! Valid PHP 8.5 code parses without diagnostics. Every snippet was accepted by the PHP 8.5
//! oracle's parser (some fail later at compile time, which is not the parser's business).

use rphp_parser::parse;

fn assert_parses(src: &str) {
    let r = parse(src.as_bytes());
    assert!(
        r.first_fatal().is_none(),
        "{src:?}\n  errors: {:?}",
        r.errors
    );
}

#[test]
fn valid_snippets() {
    let data = include_str!("data/valid_snippets.txt");
    let mut n = 0;
    for chunk in data.split("####\n").skip(1) {
        let src = chunk.strip_suffix('\n').unwrap_or(chunk);
        assert_parses(src);
        n += 1;
    }
    assert!(n > 100);
}

#[test]
fn all_constructs_file() {
    assert_parses(include_str!("data/valid_all_constructs.php"));
}

#[test]
fn statements_file() {
    assert_parses(include_str!("data/valid_statements.php"));
}
