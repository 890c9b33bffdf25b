//! Declared types as php shows and compares them: the canonical text of
//! `zend_type_to_string` (class names first, resolved; then builtin types in php's fixed
//! order; `?T` for a single nullable type; `iterable` as `Traversable|array`) and the
//! disjunctive normal form the inheritance checks compare (`crate::exec::variance`).

use super::Compiler;
use crate::bytecode::ParamType;
use rphp_parser::ast::{self, Type, TypeKind};

/// Builtin type bits in the order php prints them.
const ORDER: &[&str] = &[
    "static", "callable", "object", "array", "string", "int", "float", "bool", "false", "true",
    "void", "never",
];

#[derive(Default)]
struct Shape {
    /// Class terms in declaration order (`A`, `(A&B)`), or one pure intersection `A&B`.
    classes: Vec<String>,
    builtins: Vec<&'static str>,
    null: bool,
    mixed: bool,
    /// Union of intersections; builtin names lowercase, classes resolved, `self`/`parent`
    /// kept for the checker.
    dnf: Vec<Vec<Box<[u8]>>>,
}

impl Compiler {
    /// The canonical display text and DNF of a declared type.
    pub(super) fn type_shape(&self, t: &Type) -> (String, Vec<Vec<Box<[u8]>>>) {
        let mut s = Shape::default();
        self.walk_type(t, &mut s, false);
        (display(&s), s.dnf)
    }

    fn class_term(&self, n: &ast::Name) -> (String, Box<[u8]>) {
        let lower = n.name.to_ascii_lowercase();
        match lower.as_slice() {
            b"self" | b"parent" if !self.in_trait => {
                let shown = match (lower.as_slice(), &self.class_name, &self.class_parent) {
                    (b"self", Some(c), _) if !c.contains(&0) => String::from_utf8_lossy(c).into(),
                    (b"parent", _, Some(p)) => String::from_utf8_lossy(p).into(),
                    _ => String::from_utf8_lossy(&lower).into(),
                };
                (shown, lower.into())
            }
            b"self" | b"parent" => (String::from_utf8_lossy(&lower).into(), lower.into()),
            _ => {
                let full: Vec<u8> = if n.kind == ast::NameKind::FullyQualified {
                    n.name.strip_prefix(b"\\").unwrap_or(&n.name).to_vec()
                } else {
                    self.resolve_class(n)
                };
                (String::from_utf8_lossy(&full).into(), full.into())
            }
        }
    }

    fn walk_type(&self, t: &Type, s: &mut Shape, in_union: bool) {
        match &t.kind {
            TypeKind::Name(n) => {
                let lower = n.name.to_ascii_lowercase();
                let b: Option<&'static str> = match lower.as_slice() {
                    b"int" => Some("int"),
                    b"float" => Some("float"),
                    b"string" => Some("string"),
                    b"bool" => Some("bool"),
                    b"false" => Some("false"),
                    b"true" => Some("true"),
                    b"void" => Some("void"),
                    b"never" => Some("never"),
                    b"object" => Some("object"),
                    b"array" => Some("array"),
                    b"callable" => Some("callable"),
                    _ => None,
                };
                match (b, lower.as_slice()) {
                    (Some(b), _) => add_builtin(s, b),
                    (None, b"null") => {
                        s.null = true;
                        s.dnf.push(vec![(*b"null").into()]);
                    }
                    (None, b"mixed") => {
                        s.mixed = true;
                        s.dnf.push(vec![(*b"mixed").into()]);
                    }
                    (None, b"iterable") => {
                        s.classes.push("Traversable".into());
                        s.dnf.push(vec![(*b"Traversable").into()]);
                        add_builtin(s, "array");
                    }
                    _ => {
                        let (shown, key) = self.class_term(n);
                        s.classes.push(shown);
                        s.dnf.push(vec![key]);
                    }
                }
            }
            TypeKind::Array => add_builtin(s, "array"),
            TypeKind::Callable => add_builtin(s, "callable"),
            TypeKind::Static => add_builtin(s, "static"),
            TypeKind::Nullable(inner) => {
                self.walk_type(inner, s, in_union);
                s.null = true;
                s.dnf.push(vec![(*b"null").into()]);
            }
            TypeKind::Union(ts) => {
                for t in ts {
                    self.walk_type(t, s, true);
                }
            }
            TypeKind::Intersection(ts) => {
                let mut shown = Vec::new();
                let mut term = Vec::new();
                for t in ts {
                    if let TypeKind::Name(n) = &t.kind {
                        let (sh, key) = self.class_term(n);
                        shown.push(sh);
                        term.push(key);
                    }
                }
                let text = shown.join("&");
                s.classes
                    .push(if in_union { format!("({text})") } else { text });
                s.dnf.push(term);
            }
        }
    }
}

fn add_builtin(s: &mut Shape, b: &'static str) {
    if !s.builtins.contains(&b) {
        s.builtins.push(b);
    }
    s.dnf.push(vec![b.as_bytes().into()]);
}

fn display(s: &Shape) -> String {
    if s.mixed {
        return "mixed".into();
    }
    let mut parts: Vec<String> = s.classes.clone();
    for b in ORDER {
        if !s.builtins.contains(b) {
            continue;
        }
        // `bool` covers `false` and `true` (php rejects `true|false` at compile time)
        if matches!(*b, "false" | "true") && s.builtins.contains(&"bool") {
            continue;
        }
        parts.push((*b).into());
    }
    let mut text = parts.join("|");
    if s.null {
        text = with_null(&text);
    }
    text
}

/// A display text with `null` added as php adds it (`?T` for one type, `T|U|null`).
pub(crate) fn with_null(text: &str) -> String {
    if text.is_empty() {
        "null".into()
    } else if text.contains('|') || text.contains('&') {
        format!("{text}|null")
    } else if text == "mixed" || text == "null" || text.starts_with('?') {
        text.into()
    } else {
        format!("?{text}")
    }
}

impl Compiler {
    /// A parameter's default as php shows it in a declaration (`zend_get_function_declaration`):
    /// literals (strings cut at 10 bytes, arrays as `[]`/`[...]`), constant names, `A::B`,
    /// otherwise `<expression>`.
    pub(super) fn default_text(&mut self, d: &ast::Expr) -> Box<str> {
        use crate::bytecode::ConstExpr;
        let c = match self.const_expr(d) {
            Ok(c) => c,
            Err(_) => return "<expression>".into(),
        };
        let c = match c {
            ConstExpr::Neg(inner) => match *inner {
                ConstExpr::Lit(crate::bytecode::Const::Int(i)) => {
                    ConstExpr::Lit(crate::bytecode::Const::Int(i.wrapping_neg()))
                }
                ConstExpr::Lit(crate::bytecode::Const::Float(f)) => {
                    ConstExpr::Lit(crate::bytecode::Const::Float(-f))
                }
                other => ConstExpr::Neg(Box::new(other)),
            },
            other => other,
        };
        match c {
            ConstExpr::Lit(l) => lit_text(&l).into(),
            ConstExpr::Constant { name, fallback } => {
                let n = fallback.unwrap_or(name);
                String::from_utf8_lossy(&n).into()
            }
            ConstExpr::ClassConst { class, name } => format!(
                "{}::{}",
                String::from_utf8_lossy(&class),
                String::from_utf8_lossy(&name)
            )
            .into(),
            ConstExpr::Array(items) if items.is_empty() => "[]".into(),
            ConstExpr::Array(_) => "[...]".into(),
            _ => "<expression>".into(),
        }
    }
}

fn lit_text(c: &crate::bytecode::Const) -> String {
    use crate::bytecode::Const;
    match c {
        Const::Null => "null".into(),
        Const::Bool(true) => "true".into(),
        Const::Bool(false) => "false".into(),
        Const::Int(i) => i.to_string(),
        Const::Float(f) => crate::value::float_fmt::gcvt(*f, 14),
        Const::Str(s) if s.len() > 10 => format!("'{}...'", String::from_utf8_lossy(&s[..10])),
        Const::Str(s) => format!("'{}'", String::from_utf8_lossy(s)),
        Const::Array(a) if a.is_empty() => "[]".into(),
        Const::Array(_) => "[...]".into(),
    }
}

/// The declared type as the runtime checks it.
pub(super) fn param_type(t: &Type) -> ParamType {
    let mut alternatives = Vec::new();
    collect_type(t, &mut alternatives);
    ParamType {
        alternatives,
        display: type_display(t),
        dnf: Vec::new(),
    }
}

fn collect_type(t: &Type, out: &mut Vec<Box<[u8]>>) {
    match &t.kind {
        TypeKind::Name(n) => {
            let lower = n.name.to_ascii_lowercase();
            let builtin = super::is_builtin_type(&lower)
                && !matches!(lower.as_slice(), b"self" | b"static" | b"parent");
            if builtin {
                if lower == b"iterable" {
                    out.push((*b"iterable").into());
                }
                out.push(lower.into());
            } else if n.kind == ast::NameKind::FullyQualified {
                // kept marked so that `Compiler::resolved_type` does not namespace it
                let mut fq = b"\\".to_vec();
                fq.extend_from_slice(&n.name);
                out.push(fq.into());
            } else {
                out.push(n.name.clone());
            }
        }
        TypeKind::Array => out.push((*b"array").into()),
        TypeKind::Callable => out.push((*b"callable").into()),
        TypeKind::Static => out.push((*b"static").into()),
        TypeKind::Nullable(inner) => {
            collect_type(inner, out);
            out.push((*b"null").into());
        }
        TypeKind::Union(ts) => ts.iter().for_each(|t| collect_type(t, out)),
        TypeKind::Intersection(ts) => ts.iter().for_each(|t| collect_type(t, out)),
    }
}

fn type_display(t: &Type) -> String {
    match &t.kind {
        TypeKind::Name(n) => {
            let lower = n.name.to_ascii_lowercase();
            match lower.as_slice() {
                b"int" | b"float" | b"string" | b"bool" | b"null" | b"void" | b"mixed"
                | b"object" | b"iterable" | b"false" | b"true" | b"never" | b"array"
                | b"callable" | b"self" | b"parent" => String::from_utf8_lossy(&lower).into_owned(),
                _ => String::from_utf8_lossy(&n.name).into_owned(),
            }
        }
        TypeKind::Array => "array".into(),
        TypeKind::Callable => "callable".into(),
        TypeKind::Static => "static".into(),
        TypeKind::Nullable(inner) => format!("?{}", type_display(inner)),
        TypeKind::Union(ts) => ts.iter().map(type_display).collect::<Vec<_>>().join("|"),
        TypeKind::Intersection(ts) => ts.iter().map(type_display).collect::<Vec<_>>().join("&"),
    }
}
