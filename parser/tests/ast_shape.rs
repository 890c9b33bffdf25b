//! The AST carries what the compiler needs: precedence, decoded literals, names, spans.

use rphp_parser::ast::*;
use rphp_parser::parse;

fn expr_of(src: &str) -> Expr {
    let r = parse(format!("<?php {src};").as_bytes());
    assert!(r.errors.is_empty(), "{src}: {:?}", r.errors);
    match r.program.statements.into_iter().next().map(|s| s.kind) {
        Some(StmtKind::Expr(e)) => e,
        other => panic!("not an expression statement: {other:?}"),
    }
}

fn binary(e: &Expr) -> (&Expr, BinaryOp, &Expr) {
    match &e.kind {
        ExprKind::Binary(b) => (&b.left, b.op, &b.right),
        other => panic!("not binary: {other:?}"),
    }
}

#[test]
fn precedence_and_associativity() {
    let e = expr_of("1 + 2 * 3");
    let (l, op, r) = binary(&e);
    assert_eq!(op, BinaryOp::Add);
    assert_eq!(l.kind, ExprKind::Int(1));
    assert_eq!(binary(r).1, BinaryOp::Mul);

    let e = expr_of("2 ** 3 ** 4");
    let (l, op, r) = binary(&e);
    assert_eq!((op, &l.kind), (BinaryOp::Pow, &ExprKind::Int(2)));
    assert_eq!(binary(r).1, BinaryOp::Pow);

    let e = expr_of("$a ?? $b ?? $c");
    assert_eq!(binary(binary(&e).2).1, BinaryOp::Coalesce);

    let e = expr_of("$a |> f(...) == $b");
    let (l, op, _) = binary(&e);
    assert_eq!(op, BinaryOp::Equal);
    assert_eq!(binary(l).1, BinaryOp::Pipe);

    let e = expr_of("$a . $b |> $c");
    let (l, op, _) = binary(&e);
    assert_eq!(op, BinaryOp::Pipe);
    assert_eq!(binary(l).1, BinaryOp::Concat);
}

#[test]
fn assignment_inside_higher_precedence() {
    let e = expr_of("!$a = f()");
    match e.kind {
        ExprKind::Unary(u) => assert!(matches!(u.expr.kind, ExprKind::Assign(_))),
        other => panic!("{other:?}"),
    }
    let e = expr_of("$a and $b = 1 or $c");
    assert_eq!(binary(&e).1, BinaryOp::LogicalOr);
}

#[test]
fn literals_are_decoded() {
    assert_eq!(expr_of("0x1F").kind, ExprKind::Int(31));
    assert_eq!(expr_of("1_000").kind, ExprKind::Int(1000));
    assert_eq!(
        expr_of("9223372036854775808").kind,
        ExprKind::Float(9223372036854775808.0)
    );
    assert_eq!(
        expr_of(r#""a\tb\x41""#).kind,
        ExprKind::String((*b"a\tbA").into())
    );
    assert_eq!(
        expr_of(r"'a\'b\n'").kind,
        ExprKind::String((*b"a'b\\n").into())
    );
    let e = expr_of("<<<EOT\n    a\n      b\n    EOT");
    assert_eq!(e.kind, ExprKind::String((*b"a\n  b").into()));
    let e = expr_of("\"x $a[1] {$b->c}\"");
    match e.kind {
        ExprKind::Interpolated(parts) => assert_eq!(parts.len(), 4),
        other => panic!("{other:?}"),
    }
}

#[test]
fn names_keep_their_kind() {
    match expr_of(r"\Foo\bar()").kind {
        ExprKind::Call(c) => match c.callee {
            Callee::Name(n) => {
                assert_eq!(n.kind, NameKind::FullyQualified);
                assert_eq!(&*n.name, b"Foo\\bar");
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    match expr_of(r"namespace\FOO").kind {
        ExprKind::Constant(n) => assert_eq!((n.kind, &*n.name), (NameKind::Relative, &b"FOO"[..])),
        other => panic!("{other:?}"),
    }
}

#[test]
fn halt_compiler_offset() {
    let src = b"<?php foo(); __halt_compiler(); raw { data";
    let r = parse(src);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(r.program.halt_compiler_offset, Some(31));
}

#[test]
fn class_members() {
    let r = parse(
        b"<?php class A { public private(set) int $x { get => 1; } final public const int C = 1; }",
    );
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    let StmtKind::Class(c) = &r.program.statements[0].kind else {
        panic!()
    };
    let Member::Property(p) = &c.members[0] else {
        panic!()
    };
    assert!(p.modifiers.has(Modifiers::PUBLIC) && p.modifiers.has(Modifiers::PRIVATE_SET));
    assert_eq!(p.hooks.as_ref().map(Vec::len), Some(1));
    let Member::Const(k) = &c.members[1] else {
        panic!()
    };
    assert!(k.ty.is_some() && k.modifiers.has(Modifiers::FINAL));
}

#[test]
fn never_panics_on_garbage() {
    let samples: &[&[u8]] = &[
        b"<?php (((",
        b"<?php \"{$",
        b"<?php <<<A\n",
        b"<?php class { function",
        b"<?php fn(",
        b"<?php #[",
        b"<?php $a->{",
        b"\xff\xfe<?php \x00\x01",
        b"<?php match(",
        b"<?php new class(",
    ];
    for s in samples {
        let _ = parse(s);
    }
    // Every prefix of a real file.
    let src = include_bytes!("data/valid_all_constructs.php");
    for end in (0..src.len()).step_by(7) {
        let _ = parse(&src[..end]);
    }
}
