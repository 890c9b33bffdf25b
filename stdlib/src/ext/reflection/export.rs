//! The `__toString()` texts of reflection objects (php's `_class_string`,
//! `_function_string`, `_parameter_string`, `_property_string`, `_class_const_string`).

use super::function::{PInfo, fn_name, is_closure_fn, is_internal_fn, params};
use super::property::{own_props, prop_modifiers};
use super::types::type_text;
use super::{FnT, PropT, fn_unit, lossy};
use rphp_vm::bytecode::{ClassKind, ConstExpr, Init, Visibility};
use rphp_vm::class::{Class, ClassConst, MethodEntry};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, Value};
use std::rc::Rc;

/// php's text of a constant expression (`zend_ast_export` for the common shapes).
pub(crate) fn const_expr_text(e: &ConstExpr) -> String {
    expr_text(e, true)
}

/// The same without the leading `\` of class names (`getDefaultValueConstantName`).
pub(crate) fn const_name_text(e: &ConstExpr) -> String {
    expr_text(e, false)
}

fn expr_text(e: &ConstExpr, qualified: bool) -> String {
    let const_expr_text = |e: &ConstExpr| expr_text(e, qualified);
    match e {
        ConstExpr::Lit(c) => default_text(&rphp_vm::reflect::materialize(c)),
        ConstExpr::Constant { name, .. } => String::from_utf8_lossy(name).to_string(),
        ConstExpr::ClassConst { class, name } => {
            let c = String::from_utf8_lossy(class);
            let c = c.trim_start_matches('\\');
            let special = ["self", "parent", "static"]
                .iter()
                .any(|s| c.eq_ignore_ascii_case(s));
            format!(
                "{}{c}::{}",
                if special || !qualified || !c.contains('\\') {
                    ""
                } else {
                    "\\"
                },
                String::from_utf8_lossy(name)
            )
        }
        ConstExpr::ClassName(c) => format!("{}::class", String::from_utf8_lossy(c)),
        ConstExpr::Neg(i) => format!("-{}", const_expr_text(i)),
        ConstExpr::Plus(i) => format!("+{}", const_expr_text(i)),
        ConstExpr::Not(i) => format!("!{}", const_expr_text(i)),
        ConstExpr::BitNot(i) => format!("~{}", const_expr_text(i)),
        ConstExpr::Array(items) => {
            let list = items.iter().all(|(k, _, _)| k.is_none());
            let parts: Vec<String> = items
                .iter()
                .map(|(k, v, spread)| match (k, spread) {
                    (_, true) => format!("...{}", const_expr_text(v)),
                    (Some(k), _) if !list => {
                        format!("{} => {}", const_expr_text(k), const_expr_text(v))
                    }
                    _ => const_expr_text(v),
                })
                .collect();
            format!("[{}]", parts.join(", "))
        }
        ConstExpr::New(c, args) => {
            let c = String::from_utf8_lossy(c);
            let c = c.trim_start_matches('\\');
            let special = ["self", "parent", "static"]
                .iter()
                .any(|s| c.eq_ignore_ascii_case(s));
            let parts: Vec<String> = args
                .iter()
                .map(|(n, v)| {
                    // an argument is an AST node: a literal prints as zend_ast_export_zval
                    let v = match v {
                        ConstExpr::Lit(l) => zval_text(&rphp_vm::reflect::materialize(l)),
                        v => const_expr_text(v),
                    };
                    match n {
                        Some(n) => format!("{}: {v}", String::from_utf8_lossy(n)),
                        None => v,
                    }
                })
                .collect();
            format!(
                "new {}{c}({})",
                if special { "" } else { "\\" },
                parts.join(", ")
            )
        }
        _ => "<default>".into(),
    }
}

/// php's `zend_ast_export_zval`: a literal inside an exported expression (strings
/// escaped, arrays with every key).
fn zval_text(v: &Value) -> String {
    let quoted = |s: &[u8]| {
        let mut out = String::from("'");
        for c in String::from_utf8_lossy(s).chars() {
            if c == '\'' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
        out.push('\'');
        out
    };
    match v {
        Value::Null => "null".into(),
        Value::Float(f) => rphp_vm::value::float_fmt::gcvt(*f, 14),
        Value::Str(s) => quoted(s.as_bytes()),
        Value::Array(a) => {
            let parts: Vec<String> = a
                .iter()
                .map(|(k, v)| match k {
                    ArrayKey::Int(n) => format!("{n} => {}", zval_text(v)),
                    ArrayKey::Str(s) => format!("{} => {}", quoted(s.as_bytes()), zval_text(v)),
                })
                .collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Ref(r) => zval_text(&r.get()),
        v => default_text(v),
    }
}

fn float_text(f: f64) -> String {
    if f.is_finite() && f == f.trunc() && f.abs() < 1e15 {
        format!("{f:.1}")
    } else if f.is_nan() {
        "NAN".into()
    } else if f.is_infinite() {
        if f > 0.0 { "INF".into() } else { "-INF".into() }
    } else {
        format!("{f}")
    }
}

/// php's `format_default_value`.
pub(crate) fn default_text(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Bool(true) => "true".into(),
        Value::Bool(false) => "false".into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => float_text(*f),
        Value::Str(s) => format!("'{}'", s.to_string_lossy()),
        Value::Array(a) => array_text(a),
        Value::Object(o) => {
            let name = o
                .borrow()
                .properties
                .get(&ArrayKey::Str("name".into()))
                .map(Value::deref_value);
            match name {
                Some(Value::Str(n)) => format!("{}::{}", lossy(&o.class_name()), lossy(&n)),
                _ => lossy(&o.class_name()),
            }
        }
        Value::Ref(r) => default_text(&r.get()),
        _ => String::new(),
    }
}

fn array_text(a: &PhpArray) -> String {
    let list = a
        .iter()
        .enumerate()
        .all(|(i, (k, _))| matches!(k, ArrayKey::Int(n) if n == i as i64));
    let parts: Vec<String> = a
        .iter()
        .map(|(k, v)| {
            let v = default_text(v);
            if list {
                return v;
            }
            match k {
                ArrayKey::Int(n) => format!("{n} => {v}"),
                ArrayKey::Str(s) => format!("'{}' => {v}", s.to_string_lossy()),
            }
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

/// `Parameter #i [ <required> int $x = 5 ]`
pub(crate) fn param_text(vm: &Vm, f: &FnT, i: usize, p: &PInfo) -> String {
    let mut out = format!(
        "Parameter #{i} [ <{}> ",
        if p.optional { "optional" } else { "required" }
    );
    if let Some(t) = &p.ty {
        out.push_str(&type_text(t));
        out.push(' ');
    }
    if p.by_ref {
        out.push('&');
    }
    if p.variadic {
        out.push_str("...");
    }
    out.push('$');
    out.push_str(&p.name);
    if p.optional && !p.variadic {
        match fn_unit(vm, f) {
            Some(u) => {
                if let Some(e) = rphp_vm::reflect::param_default_expr(&u, i as u32) {
                    out.push_str(" = ");
                    out.push_str(&const_expr_text(&e));
                }
            }
            None => out.push_str(" = <default>"),
        }
    }
    out.push_str(" ]");
    out
}

fn method_parts(vm: &Vm, scope: &Rc<Class>, m: &MethodEntry) -> String {
    let mut out = String::new();
    if m.declaring != scope.id {
        out.push_str(&format!(", inherits {}", lossy(&m.declaring_name)));
    } else if let Some(p) = &scope.parent {
        if let Some(pm) = p.find_method(m.name.as_bytes()) {
            if pm.declaring != m.declaring && pm.visibility != Visibility::Private {
                out.push_str(&format!(", overwrites {}", lossy(&pm.declaring_name)));
            }
        }
    }
    if let Some((owner, _)) = super::function::prototype(vm, scope, m) {
        out.push_str(&format!(", prototype {}", lossy(&owner.name)));
    }
    if m.name.as_bytes().eq_ignore_ascii_case(b"__construct") {
        out.push_str(", ctor");
    }
    out
}

/// `Function [ ... ] { ... }` / `Method [ ... ]` / `Closure [ ... ]`.
pub(crate) fn fn_text(vm: &Vm, f: &FnT, scope: Option<&Rc<Class>>, indent: &str) -> String {
    let internal = is_internal_fn(vm, f);
    let mut out = String::from(indent);
    let kind = if is_closure_fn(f) {
        "Closure"
    } else if matches!(f, FnT::Method { .. } | FnT::Internal(_)) {
        "Method"
    } else {
        "Function"
    };
    out.push_str(kind);
    out.push_str(" [ <");
    out.push_str(if internal { "internal:Core" } else { "user" });
    if let (FnT::Method { m, class }, false) = (f, is_closure_fn(f)) {
        let sc = scope.cloned().unwrap_or_else(|| class.clone());
        out.push_str(&method_parts(vm, &sc, m));
    }
    out.push_str("> ");
    let unit = fn_unit(vm, f);
    if let FnT::Method { m, .. } = f {
        if m.is_abstract {
            out.push_str("abstract ");
        }
        if m.is_final {
            out.push_str("final ");
        }
        if m.is_static {
            out.push_str("static ");
        }
        out.push_str(m.visibility.word());
        out.push_str(" method ");
    } else {
        out.push_str("function ");
    }
    if unit.as_ref().is_some_and(|u| u.returns_ref) {
        out.push('&');
    }
    out.push_str(&lossy(&fn_name(vm, f)));
    out.push_str(" ] {\n");
    if let Some(u) = &unit {
        if !u.internal {
            out.push_str(&format!(
                "{indent}  @@ {} {} - {}\n",
                u.file,
                u.start_line,
                end_line(u)
            ));
        }
    }
    if let FnT::User {
        closure: Some(c), ..
    } = f
    {
        let bound = rphp_vm::reflect::closure_bound(c);
        if !bound.is_empty() {
            out.push_str(&format!(
                "\n{indent}  - Bound Variables [{}] {{\n",
                bound.len()
            ));
            for (i, (n, _)) in bound.iter().enumerate() {
                out.push_str(&format!(
                    "{indent}      Variable #{i} [ ${} ]\n",
                    String::from_utf8_lossy(n)
                ));
            }
            out.push_str(&format!("{indent}  }}\n"));
        }
    }
    let ps = params(vm, f);
    if !ps.is_empty() || unit.as_ref().is_some_and(|u| u.return_type.is_some()) {
        out.push_str(&format!("\n{indent}  - Parameters [{}] {{\n", ps.len()));
        for (i, p) in ps.iter().enumerate() {
            out.push_str(&format!("{indent}    {}\n", param_text(vm, f, i, p)));
        }
        out.push_str(&format!("{indent}  }}\n"));
    }
    // the return types of the engine interfaces' methods are tentative (php's stubs),
    // Stringable::__toString's excepted
    let tentative = matches!(f, FnT::Method { m, .. } if m.is_abstract
        && !m.name.as_bytes().eq_ignore_ascii_case(b"__tostring"))
        && unit.as_ref().is_some_and(|u| u.internal);
    if let Some(t) = unit.and_then(|u| u.return_type.clone()) {
        let what = if tentative {
            "Tentative return"
        } else {
            "Return"
        };
        out.push_str(&format!("{indent}  - {what} [ {} ]\n", type_text(&t)));
    }
    out.push_str(indent);
    out.push_str("}\n");
    out
}

/// The declared default of a property as php prints it (`None`: no default).
fn prop_default_text(vm: &mut Vm, p: &PropT) -> Option<String> {
    match super::property::decl_default(vm, p)? {
        None => Some("NULL".into()),
        Some(Init::Lit(c)) => Some(default_text(&rphp_vm::reflect::materialize(&c))),
        Some(Init::Expr(e)) => Some(const_expr_text(&e)),
    }
}

/// `Property [ public int $x = 5 ]`
pub(crate) fn prop_text(vm: &mut Vm, p: &PropT, indent: &str) -> String {
    let mut out = format!("{indent}Property [ ");
    let Some(info) = &p.info else {
        out.push_str(&format!("<dynamic> public ${} ]\n", lossy(&p.name)));
        return out;
    };
    out.push_str(info.visibility.word());
    out.push(' ');
    let m = prop_modifiers(p);
    if m & 4096 != 0 && info.visibility != Visibility::Private {
        out.push_str("private(set) ");
    } else if m & 2048 != 0 && info.visibility == Visibility::Public {
        out.push_str("protected(set) ");
    }
    if p.is_static {
        out.push_str("static ");
    }
    if info.readonly {
        out.push_str("readonly ");
    }
    if let Some(t) = &info.ty {
        out.push_str(&type_text(t));
        out.push(' ');
    }
    out.push('$');
    out.push_str(&lossy(&p.name));
    if let Some(d) = prop_default_text(vm, p) {
        out.push_str(" = ");
        out.push_str(&d);
    }
    out.push_str(" ]\n");
    out
}

/// `Constant [ public int X ] { 1 }`
pub(crate) fn const_text(
    vm: &mut Vm,
    c: &Rc<Class>,
    k: &ClassConst,
    indent: &str,
) -> Result<String, Control> {
    let v = super::class::const_value(vm, c, k)?;
    let (ty, text) = match &v {
        Value::Null => ("null", String::new()),
        Value::Bool(b) => ("bool", if *b { "1" } else { "" }.to_string()),
        Value::Int(i) => ("int", i.to_string()),
        Value::Float(_) => {
            let s = rphp_vm::builtins::value_to_str(vm, &v)?;
            ("float", lossy(&s))
        }
        Value::Str(s) => ("string", lossy(s)),
        Value::Array(_) => ("array", "Array".to_string()),
        Value::Object(o) => {
            let n = match &k.ty {
                Some(t) => t.display.clone(),
                None => lossy(&o.class_name()),
            };
            return Ok(format!(
                "{indent}Constant [ {}{} {n} {} ] {{ Object }}\n",
                if k.is_final { "final " } else { "" },
                k.visibility.word(),
                lossy(&k.name)
            ));
        }
        _ => ("mixed", String::new()),
    };
    // a typed constant shows its declared type (8.3)
    let ty = k.ty.as_ref().map_or(ty, |t| t.display.as_str());
    Ok(format!(
        "{indent}Constant [ {}{} {} {} ] {{ {} }}\n",
        if k.is_final { "final " } else { "" },
        k.visibility.word(),
        ty,
        lossy(&k.name),
        text
    ))
}

/// `Class [ <user> class A extends B implements I ] { ... }`
pub(crate) fn class_text(
    vm: &mut Vm,
    c: &Rc<Class>,
    obj: Option<&ObjectHandle>,
    indent: &str,
) -> Result<String, Control> {
    let sub = format!("{indent}    ");
    let mut out = String::from(indent);
    if obj.is_some() {
        out.push_str("Object of class [ ");
    } else {
        out.push_str(match c.kind {
            ClassKind::Interface => "Interface [ ",
            ClassKind::Trait => "Trait [ ",
            _ => "Class [ ",
        });
    }
    out.push_str(if c.internal {
        "<internal:Core> "
    } else {
        "<user> "
    });
    if c.is_a_lname(b"traversable") && c.kind == ClassKind::Class && c.internal {
        out.push_str("<iterateable> ");
    }
    match c.kind {
        ClassKind::Interface => out.push_str("interface "),
        ClassKind::Trait => out.push_str("trait "),
        _ => {
            if c.is_abstract
                || (c.kind == ClassKind::Class && c.methods.values().any(|m| m.is_abstract))
            {
                out.push_str("abstract ");
            }
            if c.is_final || c.kind == ClassKind::Enum {
                out.push_str("final ");
            }
            if c.is_readonly {
                out.push_str("readonly ");
            }
            out.push_str("class ");
        }
    }
    out.push_str(&lossy(&c.name));
    if let Some(p) = &c.parent {
        out.push_str(&format!(" extends {}", lossy(&p.name)));
    }
    if !c.interfaces.is_empty() {
        let names: Vec<String> = c.interfaces.iter().map(|i| lossy(&i.name)).collect();
        let word = if c.kind == ClassKind::Interface {
            "extends"
        } else {
            "implements"
        };
        out.push_str(&format!(" {word} {}", names.join(", ")));
    }
    out.push_str(" ] {\n");
    if let (Some(d), false) = (&c.decl, c.internal) {
        out.push_str(&format!(
            "{indent}  @@ {} {}-{}\n",
            d.file, d.start_line, d.end_line
        ));
    }
    let consts = super::class::const_list(c);
    out.push_str(&format!("\n{indent}  - Constants [{}] {{\n", consts.len()));
    for k in &consts {
        out.push_str(&const_text(vm, c, k, &sub)?);
    }
    out.push_str(&format!("{indent}  }}\n"));
    let props = own_props(c, None);
    let statics: Vec<&PropT> = props.iter().filter(|p| p.is_static).collect();
    out.push_str(&format!(
        "\n{indent}  - Static properties [{}] {{\n",
        statics.len()
    ));
    for p in &statics {
        out.push_str(&prop_text(vm, p, &sub));
    }
    out.push_str(&format!("{indent}  }}\n"));
    let methods: Vec<Rc<MethodEntry>> = super::class::method_list(c)
        .into_iter()
        .filter(|m| m.visibility != Visibility::Private || m.declaring == c.id)
        .collect();
    let (st, inst): (Vec<_>, Vec<_>) = methods.into_iter().partition(|m| m.is_static);
    out.push_str(&format!("\n{indent}  - Static methods [{}] {{", st.len()));
    if st.is_empty() {
        out.push('\n');
    }
    for m in &st {
        out.push('\n');
        let f = FnT::Method {
            class: c.clone(),
            m: m.clone(),
        };
        out.push_str(&fn_text(vm, &f, Some(c), &sub));
    }
    out.push_str(&format!("{indent}  }}\n"));
    let inst_props: Vec<&PropT> = props.iter().filter(|p| !p.is_static).collect();
    out.push_str(&format!(
        "\n{indent}  - Properties [{}] {{\n",
        inst_props.len()
    ));
    for p in &inst_props {
        out.push_str(&prop_text(vm, p, &sub));
    }
    out.push_str(&format!("{indent}  }}\n"));
    if let Some(o) = obj {
        let mut declared: Vec<Vec<u8>> = Vec::new();
        let mut k = Some(c.clone());
        while let Some(cur) = k {
            if let Some(d) = &cur.decl {
                declared.extend(d.props.iter().map(|p| p.name.to_vec()));
            }
            k = cur.parent.clone();
        }
        let dynamic: Vec<PropT> = own_props(c, Some(o))
            .into_iter()
            .filter(|p| p.info.is_none() && !declared.iter().any(|d| *d == p.name.as_bytes()))
            .collect();
        out.push_str(&format!(
            "\n{indent}  - Dynamic properties [{}] {{\n",
            dynamic.len()
        ));
        for p in &dynamic {
            out.push_str(&prop_text(vm, p, &sub));
        }
        out.push_str(&format!("{indent}  }}\n"));
    }
    out.push_str(&format!("\n{indent}  - Methods [{}] {{", inst.len()));
    if inst.is_empty() {
        out.push('\n');
    }
    for m in &inst {
        out.push('\n');
        let f = FnT::Method {
            class: c.clone(),
            m: m.clone(),
        };
        out.push_str(&fn_text(vm, &f, Some(c), &sub));
    }
    out.push_str(&format!("{indent}  }}\n"));
    out.push_str(indent);
    out.push_str("}\n");
    Ok(out)
}

/// The line of a function's closing brace (php's `line_end`): the VM keeps only the
/// start line, so the source is scanned from there, skipping strings and comments.
/// Falls back to the last line with code when the source cannot be read.
pub(crate) fn end_line(u: &rphp_vm::bytecode::Unit) -> u32 {
    let fallback = u.lines.iter().copied().max().unwrap_or(u.start_line);
    if matches!(u.kind, rphp_vm::bytecode::UnitKind::ArrowFn) {
        return fallback;
    }
    let Ok(src) = std::fs::read(&*u.file) else {
        return fallback;
    };
    scan_end(&src, u.start_line).unwrap_or(fallback)
}

fn scan_end(src: &[u8], start_line: u32) -> Option<u32> {
    let mut line = 1u32;
    let mut i = 0;
    while line < start_line {
        if *src.get(i)? == b'\n' {
            line += 1;
        }
        i += 1;
    }
    let line_end = src[i..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(src.len(), |p| i + p);
    if let Some(p) = src[i..line_end]
        .windows(8)
        .position(|w| w.eq_ignore_ascii_case(b"function"))
    {
        i += p + 8;
    }
    let (mut parens, mut braces, mut opened) = (0i32, 0i32, false);
    while i < src.len() {
        let c = src[i];
        match c {
            b'\n' => line += 1,
            b'\'' | b'"' => {
                i += 1;
                while i < src.len() && src[i] != c {
                    if src[i] == b'\\' {
                        i += 1;
                    }
                    if src.get(i) == Some(&b'\n') {
                        line += 1;
                    }
                    i += 1;
                }
            }
            b'#' if src.get(i + 1) != Some(&b'[') => {
                while i < src.len() && src[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if src.get(i + 1) == Some(&b'/') => {
                while i < src.len() && src[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if src.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < src.len() && !(src[i] == b'*' && src[i + 1] == b'/') {
                    if src[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            b'(' => parens += 1,
            b')' => parens -= 1,
            b';' if parens == 0 && !opened => return Some(line),
            b'{' if parens == 0 => {
                opened = true;
                braces += 1;
            }
            b'{' => braces += 1,
            b'}' => {
                braces -= 1;
                if opened && braces == 0 {
                    return Some(line);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}
