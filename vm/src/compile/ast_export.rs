//! `assert()`'s default message: php's compiler (zend_compile_assert) passes the asserted
//! expression, printed back as source by zend_ast_export, as the description. This prints
//! the expression forms php prints the same way from rphp's AST; for a form it does not
//! know (closures with bodies, anonymous classes, heredocs...) it gives up and the call
//! gets no message, as before.

use rphp_parser::ast::{
    self, ArgListKind, BinaryOp, CastKind, ClassRef, Expr, ExprKind, MemberName, NameKind,
    NewClass, StrPart, UnaryOp,
};

use super::Compiler;

/// The printed form of `assert(<arg>)`: `None` when a part cannot be printed.
pub(super) fn assert_message(arg: &ast::Arg) -> Option<Vec<u8>> {
    let mut out = b"assert(".to_vec();
    if let Some(n) = &arg.name {
        out.extend_from_slice(&n.name);
        out.extend_from_slice(b": ");
    }
    export(&mut out, &arg.value, 0)?;
    out.push(b')');
    Some(out)
}

impl Compiler {
    /// `assert(x)` (one positional or named argument, the function php treats as
    /// assert): the description argument php's compiler adds (named `description` after
    /// a named argument, so `assert(description: ...)` is php's overwrite Error).
    pub(super) fn assert_description(&self, c: &ast::Call) -> Option<(Vec<u8>, bool)> {
        let ast::Callee::Name(n) = &c.callee else {
            return None;
        };
        if !matches!(n.kind, NameKind::Unqualified | NameKind::FullyQualified)
            || !n.name.eq_ignore_ascii_case(b"assert")
        {
            return None;
        }
        let ArgListKind::Args(list) = &c.args.kind else {
            return None;
        };
        let [arg] = list.as_slice() else {
            return None;
        };
        if arg.spread {
            return None;
        }
        assert_message(arg).map(|m| (m, arg.name.is_some()))
    }
}

fn name(out: &mut Vec<u8>, n: &ast::Name) {
    match n.kind {
        NameKind::FullyQualified => out.push(b'\\'),
        NameKind::Relative => out.extend_from_slice(b"namespace\\"),
        _ => {}
    }
    out.extend_from_slice(&n.name);
}

fn class_ref(out: &mut Vec<u8>, c: &ClassRef) -> Option<()> {
    match c {
        ClassRef::Name(n) => name(out, n),
        ClassRef::Static(_) => out.extend_from_slice(b"static"),
        ClassRef::Expr(e) => export(out, e, 0)?,
    }
    Some(())
}

fn member(out: &mut Vec<u8>, m: &MemberName) -> Option<()> {
    match m {
        MemberName::Ident(i) => out.extend_from_slice(&i.name),
        MemberName::Expr(e) => match &e.kind {
            ExprKind::Variable(_) => export(out, e, 0)?,
            _ => {
                out.push(b'{');
                export(out, e, 0)?;
                out.push(b'}');
            }
        },
    }
    Some(())
}

fn args(out: &mut Vec<u8>, list: &ast::ArgList) -> Option<()> {
    out.push(b'(');
    match &list.kind {
        ArgListKind::FirstClassCallable => out.extend_from_slice(b"..."),
        ArgListKind::Args(list) => {
            for (i, a) in list.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                if a.spread {
                    out.extend_from_slice(b"...");
                }
                if let Some(n) = &a.name {
                    out.extend_from_slice(&n.name);
                    out.extend_from_slice(b": ");
                }
                export(out, &a.value, 0)?;
            }
        }
    }
    out.push(b')');
    Some(())
}

/// zend_ast_export_str: a single-quoted string's body.
fn single_quoted(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'\'');
    for &c in s {
        if c == b'\'' || c == b'\\' {
            out.push(b'\\');
        }
        out.push(c);
    }
    out.push(b'\'');
}

/// zend_ast_export_qstr: a literal part of a double-quoted string.
fn double_quoted_part(out: &mut Vec<u8>, s: &[u8]) {
    for &c in s {
        match c {
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            0x0c => out.extend_from_slice(b"\\f"),
            0x0b => out.extend_from_slice(b"\\v"),
            0x1b => out.extend_from_slice(b"\\e"),
            b'"' | b'\\' | b'$' => {
                out.push(b'\\');
                out.push(c);
            }
            c if c < 32 => out.extend_from_slice(format!("\\0{:02o}", c).as_bytes()),
            c => out.push(c),
        }
    }
}

fn prefix(out: &mut Vec<u8>, op: &str, e: &Expr, priority: u32, p: u32) -> Option<()> {
    if priority > p {
        out.push(b'(');
    }
    out.extend_from_slice(op.as_bytes());
    export(out, e, p + 1)?;
    if priority > p {
        out.push(b')');
    }
    Some(())
}

fn binary(
    out: &mut Vec<u8>,
    (l, op, r): (&Expr, &str, &Expr),
    priority: u32,
    (p, pl, pr): (u32, u32, u32),
) -> Option<()> {
    if priority > p {
        out.push(b'(');
    }
    export(out, l, pl)?;
    out.extend_from_slice(op.as_bytes());
    export(out, r, pr)?;
    if priority > p {
        out.push(b')');
    }
    Some(())
}

/// zend_ast_export_ex for expressions.
fn export(out: &mut Vec<u8>, e: &Expr, priority: u32) -> Option<()> {
    match &e.kind {
        ExprKind::Variable(n) => {
            out.push(b'$');
            out.extend_from_slice(n);
        }
        ExprKind::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
        ExprKind::String(s) => single_quoted(out, s),
        ExprKind::Interpolated(parts) => {
            out.push(b'"');
            for (i, p) in parts.iter().enumerate() {
                match p {
                    StrPart::Literal(s) => double_quoted_part(out, s),
                    StrPart::Expr(x) => {
                        let next_is_name_char = match parts.get(i + 1) {
                            Some(StrPart::Literal(s)) => s.first().is_some_and(|&c| {
                                c == b'_' || c.is_ascii_alphanumeric() || c >= 0x80
                            }),
                            _ => false,
                        };
                        if matches!(x.kind, ExprKind::Variable(_)) && !next_is_name_char {
                            export(out, x, 0)?;
                        } else {
                            out.push(b'{');
                            export(out, x, 0)?;
                            out.push(b'}');
                        }
                    }
                }
            }
            out.push(b'"');
        }
        ExprKind::Array(a) => {
            if a.syntax == ast::ArraySyntax::List {
                return None;
            }
            out.push(b'[');
            for (i, item) in a.items.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                let item = item.as_ref()?;
                if item.spread {
                    out.extend_from_slice(b"...");
                }
                if let Some(k) = &item.key {
                    export(out, k, 80)?;
                    out.extend_from_slice(b" => ");
                }
                if item.by_ref {
                    out.push(b'&');
                }
                export(out, &item.value, 80)?;
            }
            out.push(b']');
        }
        ExprKind::Constant(n) => name(out, n),
        ExprKind::ClassConst(c) => {
            class_ref(out, &c.class)?;
            out.extend_from_slice(b"::");
            member(out, &c.name)?;
        }
        ExprKind::StaticProp(sp) => {
            class_ref(out, &sp.class)?;
            out.extend_from_slice(b"::$");
            member(out, &sp.name)?;
        }
        ExprKind::Prop(p) => {
            export(out, &p.object, 0)?;
            out.extend_from_slice(if p.nullsafe { b"?->" } else { b"->" });
            member(out, &p.name)?;
        }
        ExprKind::Dim(d) => {
            export(out, &d.base, 260)?;
            out.push(b'[');
            if let Some(i) = &d.index {
                export(out, i, 0)?;
            }
            out.push(b']');
        }
        ExprKind::Call(c) => {
            match &c.callee {
                ast::Callee::Name(n) => name(out, n),
                ast::Callee::Expr(x) => export(out, x, 0)?,
            }
            args(out, &c.args)?;
        }
        ExprKind::MethodCall(m) => {
            export(out, &m.object, 0)?;
            out.extend_from_slice(if m.nullsafe { b"?->" } else { b"->" });
            member(out, &m.name)?;
            args(out, &m.args)?;
        }
        ExprKind::StaticCall(s) => {
            class_ref(out, &s.class)?;
            out.extend_from_slice(b"::");
            member(out, &s.name)?;
            args(out, &s.args)?;
        }
        ExprKind::New(n) => {
            out.extend_from_slice(b"new ");
            match &n.class {
                NewClass::Name(c) => name(out, c),
                NewClass::Static(_) => out.extend_from_slice(b"static"),
                NewClass::Expr(x) => export(out, x, 0)?,
                NewClass::Anonymous(_) => return None,
            }
            match &n.args {
                Some(a) => args(out, a)?,
                None => out.extend_from_slice(b"()"),
            }
        }
        ExprKind::Clone(x) => prefix(out, "clone ", x, priority, 270)?,
        ExprKind::Assign(a) => binary(out, (&a.target, " = ", &a.value), priority, (90, 91, 90))?,
        ExprKind::AssignRef(a) => {
            binary(out, (&a.target, " =& ", &a.value), priority, (90, 91, 90))?;
        }
        ExprKind::AssignOp(a) => {
            use ast::AssignOpKind as K;
            let op = match a.op {
                K::Add => " += ",
                K::Sub => " -= ",
                K::Mul => " *= ",
                K::Div => " /= ",
                K::Mod => " %= ",
                K::ShiftLeft => " <<= ",
                K::ShiftRight => " >>= ",
                K::Concat => " .= ",
                K::BitOr => " |= ",
                K::BitAnd => " &= ",
                K::BitXor => " ^= ",
                K::Pow => " **= ",
                K::Coalesce => " ??= ",
            };
            binary(out, (&a.target, op, &a.value), priority, (90, 91, 90))?;
        }
        ExprKind::Binary(b) => {
            let (op, p) = match b.op {
                BinaryOp::Add => (" + ", (200, 200, 201)),
                BinaryOp::Sub => (" - ", (200, 200, 201)),
                BinaryOp::Mul => (" * ", (210, 210, 211)),
                BinaryOp::Div => (" / ", (210, 210, 211)),
                BinaryOp::Mod => (" % ", (210, 210, 211)),
                BinaryOp::ShiftLeft => (" << ", (190, 190, 191)),
                BinaryOp::ShiftRight => (" >> ", (190, 190, 191)),
                BinaryOp::Concat => (" . ", (185, 185, 186)),
                BinaryOp::BitOr => (" | ", (140, 140, 141)),
                BinaryOp::BitAnd => (" & ", (160, 160, 161)),
                BinaryOp::BitXor => (" ^ ", (150, 150, 151)),
                BinaryOp::Identical => (" === ", (170, 171, 171)),
                BinaryOp::NotIdentical => (" !== ", (170, 171, 171)),
                BinaryOp::Equal => (" == ", (170, 171, 171)),
                BinaryOp::NotEqual => (" != ", (170, 171, 171)),
                BinaryOp::Less => (" < ", (180, 181, 181)),
                BinaryOp::LessEqual => (" <= ", (180, 181, 181)),
                BinaryOp::Greater => (" > ", (180, 181, 181)),
                BinaryOp::GreaterEqual => (" >= ", (180, 181, 181)),
                BinaryOp::Spaceship => (" <=> ", (180, 181, 181)),
                BinaryOp::Pow => (" ** ", (250, 251, 250)),
                BinaryOp::LogicalXor => (" xor ", (40, 40, 41)),
                BinaryOp::BoolAnd => (" && ", (130, 130, 131)),
                BinaryOp::BoolOr => (" || ", (120, 120, 121)),
                BinaryOp::LogicalAnd => (" and ", (50, 50, 51)),
                BinaryOp::LogicalOr => (" or ", (30, 30, 31)),
                BinaryOp::Coalesce => (" ?? ", (110, 111, 110)),
                BinaryOp::Pipe => return None,
            };
            binary(out, (&b.left, op, &b.right), priority, p)?;
        }
        ExprKind::Unary(u) => {
            let op = match u.op {
                UnaryOp::Not => "!",
                UnaryOp::BitNot => "~",
                UnaryOp::Neg => "-",
                UnaryOp::Plus => "+",
                UnaryOp::Silence => "@",
            };
            prefix(out, op, &u.expr, priority, 240)?;
        }
        ExprKind::IncDec(i) => {
            use ast::IncDecOp as K;
            match i.op {
                K::PreInc => prefix(out, "++", &i.var, priority, 240)?,
                K::PreDec => prefix(out, "--", &i.var, priority, 240)?,
                K::PostInc | K::PostDec => {
                    if priority > 240 {
                        out.push(b'(');
                    }
                    export(out, &i.var, 241)?;
                    out.extend_from_slice(if i.op == K::PostInc { b"++" } else { b"--" });
                    if priority > 240 {
                        out.push(b')');
                    }
                }
            }
        }
        ExprKind::Cast(c) => {
            let op = match c.kind {
                CastKind::Int => "(int)",
                CastKind::Float => "(double)",
                CastKind::String => "(string)",
                CastKind::Array => "(array)",
                CastKind::Object => "(object)",
                CastKind::Bool => "(bool)",
                CastKind::Unset | CastKind::Void => return None,
            };
            prefix(out, op, &c.expr, priority, 240)?;
        }
        ExprKind::Instanceof(i) => {
            export(out, &i.expr, 0)?;
            out.extend_from_slice(b" instanceof ");
            class_ref(out, &i.class)?;
        }
        ExprKind::Ternary(t) => {
            if priority > 100 {
                out.push(b'(');
            }
            export(out, &t.cond, 100)?;
            match &t.then {
                Some(x) => {
                    out.extend_from_slice(b" ? ");
                    export(out, x, 101)?;
                    out.extend_from_slice(b" : ");
                }
                None => out.extend_from_slice(b" ?: "),
            }
            export(out, &t.otherwise, 101)?;
            if priority > 100 {
                out.push(b')');
            }
        }
        ExprKind::Isset(list) => {
            out.extend_from_slice(b"isset(");
            for (i, x) in list.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                export(out, x, 0)?;
            }
            out.push(b')');
        }
        ExprKind::Empty(x) => {
            out.extend_from_slice(b"empty(");
            export(out, x, 0)?;
            out.push(b')');
        }
        ExprKind::Print(x) => prefix(out, "print ", x, priority, 60)?,
        ExprKind::ArrowFn(f) => {
            if !f.params.is_empty() || f.return_type.is_some() || !f.attributes.is_empty() {
                return None;
            }
            if f.is_static {
                out.extend_from_slice(b"static ");
            }
            out.extend_from_slice(b"fn");
            if f.by_ref {
                out.push(b'&');
            }
            out.extend_from_slice(b"() => ");
            export(out, &f.body, 0)?;
        }
        _ => return None,
    }
    Some(())
}
