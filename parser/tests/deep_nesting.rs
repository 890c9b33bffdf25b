//! Deeply nested input must end in a parse error, never a stack overflow, even on a thread
//! with a small (2 MiB) stack.

use rphp_parser::{Severity, parse};

fn deep(prefix: &str, open: &str, middle: &str, close: &str, n: usize) -> Vec<u8> {
    let mut s = String::from(prefix);
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..n {
        s.push_str(close);
    }
    s.push_str(";\n");
    s.into_bytes()
}

fn on_small_stack(src: Vec<u8>) -> Option<(Severity, String)> {
    std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(move || {
            let r = parse(&src);
            r.first_fatal().map(|e| (e.severity, e.message.clone()))
        })
        .expect("spawn")
        .join()
        .expect("parser thread must not crash")
}

#[test]
fn deep_parentheses() {
    let r = on_small_stack(deep("<?php\n$a = ", "(", "1", ")", 100_000));
    assert_eq!(r, Some((Severity::Parse, "memory exhausted".to_owned())));
}

#[test]
fn deep_arrays() {
    let r = on_small_stack(deep("<?php\n$a = ", "[", "1", "]", 100_000));
    assert_eq!(r, Some((Severity::Parse, "memory exhausted".to_owned())));
}

#[test]
fn deep_blocks() {
    let r = on_small_stack(deep("<?php\n", "if (1) {", "", "}", 50_000));
    assert_eq!(r, Some((Severity::Parse, "memory exhausted".to_owned())));
}

#[test]
fn deep_mixed_constructs() {
    for (open, close) in [
        ("f(", ")"),
        ("$a[", "]"),
        ("-", ""),
        ("!", ""),
        ("$a = ", ""),
        ("$a ?? ", ""),
        ("2 ** ", ""),
        ("function() { return ", "; }"),
        ("fn() => ", ""),
        ("match(1) { default => ", "}"),
        ("new class { function f() { ", "} }"),
        ("\"{$a[", "]}\""),
        ("${", "}"),
        ("clone ", ""),
        ("yield ", ""),
        ("print ", ""),
        ("@", ""),
        ("(int)", ""),
        ("[[", "]] = $x"),
        ("list(", ") = $x"),
    ] {
        let src = deep("<?php\n", open, "1", close, 60_000);
        let r = on_small_stack(src);
        assert!(r.is_some(), "{open}: deep input must be rejected");
    }
}

#[test]
fn deep_statements() {
    for (open, close) in [
        ("{", "}"),
        ("while (1) {", "}"),
        ("while (1) ", ""),
        ("if (1): ", " endif;"),
        ("foreach ($a as $b) ", ""),
        ("try { ", "} finally {}"),
        ("switch (1) { case 1: ", "}"),
        ("function f() {", "}"),
        ("class A { function f() {", "}}"),
        ("namespace A { ", "}"),
        ("declare(ticks=1) { ", "}"),
        ("else if (1) {} ", ""),
    ] {
        let src = deep("<?php\n", open, "", close, 60_000);
        let _ = on_small_stack(src);
    }
}

#[test]
fn long_else_if_chain_is_fine() {
    let mut s = String::from("<?php\nif ($a) {}");
    for _ in 0..50_000 {
        s.push_str(" else if ($a) {}");
    }
    s.push('\n');
    assert_eq!(on_small_stack(s.into_bytes()), None);
}

#[test]
fn long_flat_chains_are_fine() {
    let mut s = String::from("<?php\n$a = 1");
    for _ in 0..5_000 {
        s.push_str(" . $b->c()[0]");
    }
    s.push_str(";\n");
    assert_eq!(on_small_stack(s.into_bytes()), None);
}
