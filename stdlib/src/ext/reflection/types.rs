//! `Reflection` (getModifierNames) and the type classes: ReflectionType,
//! ReflectionNamedType, ReflectionUnionType, ReflectionIntersectionType.

use super::{Refl, TypeT, is_builtin_type, make, state};
use rphp_vm::bytecode::ParamType;
use rphp_vm::class_def::{C_ABSTRACT, ClassDef, Method};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, Value};

type R = Result<Value, Control>;

pub(super) static CLASSES: &[&ClassDef] = &[&REFLECTION, &TYPE, &NAMED, &UNION, &INTERSECTION];

static REFLECTION: ClassDef = ClassDef {
    name: "Reflection",
    methods: &[Method::new(
        "Reflection",
        "getModifierNames",
        modifier_names,
        1,
        1,
        &["modifiers"],
    )
    .static_()],
    ..ClassDef::EMPTY
};

static TYPE: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    name: "ReflectionType",
    interfaces: &["Stringable"],
    flags: C_ABSTRACT | rphp_vm::class_def::C_NOT_SERIALIZABLE,
    methods: &[
        Method::new("ReflectionType", "allowsNull", allows_null, 0, 0, &[]),
        Method::new("ReflectionType", "__toString", to_string, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

static NAMED: ClassDef = ClassDef {
    name: "ReflectionNamedType",
    parent: Some("ReflectionType"),
    methods: &[
        Method::new("ReflectionNamedType", "getName", get_name, 0, 0, &[]),
        Method::new("ReflectionNamedType", "isBuiltin", is_builtin, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

static UNION: ClassDef = ClassDef {
    name: "ReflectionUnionType",
    parent: Some("ReflectionType"),
    methods: &[Method::new(
        "ReflectionUnionType",
        "getTypes",
        get_types,
        0,
        0,
        &[],
    )],
    ..ClassDef::EMPTY
};

static INTERSECTION: ClassDef = ClassDef {
    name: "ReflectionIntersectionType",
    parent: Some("ReflectionType"),
    methods: &[Method::new(
        "ReflectionIntersectionType",
        "getTypes",
        get_types,
        0,
        0,
        &[],
    )],
    ..ClassDef::EMPTY
};

/// `Reflection::getModifierNames(int $modifiers): array`
fn modifier_names(vm: &mut Vm, _t: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let m = rphp_vm::builtins::arg_int(vm, a, 0, "Reflection::getModifierNames", "modifiers")?;
    let mut out = PhpArray::new();
    let mut push = |s: &str| {
        let _ = out.push(Value::str(s));
    };
    if m & (64 | 16) != 0 && m & 64 != 0 {
        push("abstract");
    }
    if m & 32 != 0 {
        push("final");
    }
    if m & 512 != 0 {
        push("virtual");
    }
    match m & 7 {
        1 => push("public"),
        4 => push("private"),
        2 => push("protected"),
        _ => {}
    }
    if m & 16 != 0 {
        push("static");
    }
    if m & 4096 != 0 {
        push("private(set)");
    } else if m & 2048 != 0 {
        push("protected(set)");
    } else if m & 1024 != 0 {
        push("public(set)");
    }
    if m & (128 | 65536) != 0 {
        push("readonly");
    }
    Ok(Value::Array(out))
}

fn alts(t: &ParamType) -> Vec<String> {
    t.alternatives
        .iter()
        .map(|a| String::from_utf8_lossy(a).to_string())
        .collect()
}

fn non_null(t: &ParamType) -> Vec<String> {
    alts(t)
        .into_iter()
        .filter(|a| !a.eq_ignore_ascii_case("null"))
        .collect()
}

/// A ReflectionType object for `ty`.
pub(crate) fn make_type(vm: &mut Vm, ty: &ParamType) -> Value {
    // Reflection still names `iterable` (php's iterable fallback flag); messages show
    // `Traversable|array`
    let mut legacy;
    let ty = if ty.alternatives.iter().any(|a| &**a == b"iterable") {
        legacy = ty.clone();
        legacy.display = match legacy.display.as_str() {
            "Traversable|array|null" => "?iterable".into(),
            d => d.replacen("Traversable|array", "iterable", 1),
        };
        legacy.alternatives.dedup();
        &legacy
    } else {
        ty
    };
    let named = !ty.display.contains('|') && !ty.display.contains('&');
    let class = if ty.display.contains('&') && !ty.display.contains('|') {
        "ReflectionIntersectionType"
    } else if !named && (non_null(ty).len() > 1 || ty.display.contains('&')) {
        "ReflectionUnionType"
    } else {
        "ReflectionNamedType"
    };
    make(vm, class, Refl::Type(TypeT { ty: ty.clone() }), &[])
}

fn ty(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<ParamType, Control> {
    match state(vm, this)? {
        Refl::Type(t) => Ok(t.ty),
        _ => Ok(ParamType::default()),
    }
}

fn nullable(t: &ParamType) -> bool {
    alts(t)
        .iter()
        .any(|a| a.eq_ignore_ascii_case("null") || a.eq_ignore_ascii_case("mixed"))
}

fn allows_null(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(nullable(&ty(vm, this)?)))
}

/// php's order of a union's members (`zend_type_to_string`): classes as written, then
/// static, callable, object, array, string, int, float, bool/false/true, void, never, null.
fn canonical(t: &ParamType) -> Vec<String> {
    const ORDER: &[&str] = &[
        "static", "callable", "iterable", "object", "array", "string", "int", "float", "bool",
        "false", "true", "void", "never", "mixed", "null",
    ];
    let mut items = alts(t);
    items.sort_by_key(|a| {
        ORDER
            .iter()
            .position(|o| a.eq_ignore_ascii_case(o))
            .map_or(0, |p| p + 1)
    });
    items
}

/// php's text of a type.
pub(crate) fn type_text(t: &ParamType) -> String {
    if t.display
        .trim_start_matches('?')
        .eq_ignore_ascii_case("iterable")
    {
        return t.display.clone();
    }
    let nn = non_null(t);
    if nn.len() == 1 && !t.display.contains('&') {
        let n = &nn[0];
        if nullable(t) && !n.eq_ignore_ascii_case("mixed") {
            return format!("?{n}");
        }
        return n.clone();
    }
    if nn.is_empty() {
        return "null".into();
    }
    if t.display.contains('&') {
        return t.display.clone();
    }
    canonical(t).join("|")
}

fn to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::str(type_text(&ty(vm, this)?)))
}

fn get_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let t = ty(vm, this)?;
    if t.display
        .trim_start_matches('?')
        .eq_ignore_ascii_case("iterable")
    {
        return Ok(Value::str(t.display.trim_start_matches('?')));
    }
    let nn = non_null(&t);
    Ok(Value::str(
        nn.first().cloned().unwrap_or_else(|| "null".into()),
    ))
}

fn is_builtin(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let t = ty(vm, this)?;
    let name = if t
        .display
        .trim_start_matches('?')
        .eq_ignore_ascii_case("iterable")
    {
        "iterable".to_string()
    } else {
        non_null(&t).first().cloned().unwrap_or_default()
    };
    Ok(Value::Bool(name.is_empty() || is_builtin_type(&name)))
}

fn get_types(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let t = ty(vm, this)?;
    let mut out = PhpArray::new();
    let sep = if t.display.contains('|') { '|' } else { '&' };
    let parts: Vec<String> = if t.display.contains('(') || sep == '&' {
        t.display
            .split(sep)
            .map(|p| p.trim_matches(|c| c == '(' || c == ')').to_string())
            .collect()
    } else {
        canonical(&t)
    };
    for p in parts {
        let sub = ParamType {
            alternatives: vec![p.as_bytes().into()],
            display: p.clone(),
            dnf: Vec::new(),
        };
        let v = if p.contains('&') {
            make(
                vm,
                "ReflectionIntersectionType",
                Refl::Type(TypeT { ty: sub }),
                &[],
            )
        } else {
            make_type(vm, &sub)
        };
        let _ = out.push(v);
    }
    Ok(Value::Array(out))
}
