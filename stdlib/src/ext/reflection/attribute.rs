//! Attributes through reflection: `getAttributes()` of ReflectionClass and of methods,
//! `ReflectionAttribute` (getName, getArguments, newInstance, getTarget, isRepeated), and
//! php's attribute classes (`Attribute` with its TARGET_* flags, `Override`,
//! `AllowDynamicProperties`, `ReturnTypeWillChange`, `SensitiveParameter`, `Deprecated`)
//! as a prelude. The VM keeps attributes on classes and methods (`AttrDecl`), arguments as
//! constant expressions evaluated in the declaring class's scope when asked for.

use super::{FnT, Refl, arg, make, state};
use rphp_vm::bytecode::AttrDecl;
use rphp_vm::class::Class;
use rphp_vm::class_def::{C_FINAL, C_NOT_SERIALIZABLE, ClassDef, ConstVal, Method, Prelude};
use rphp_vm::exec::{Control, SensitiveValue, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

type R = Result<Value, Control>;

pub(crate) static PRELUDE: Prelude = Prelude {
    file: "ext/reflection/attributes",
    classes: &[
        "Attribute",
        "Override",
        "AllowDynamicProperties",
        "ReturnTypeWillChange",
        "SensitiveParameter",
        "Deprecated",
        "NoDiscard",
    ],
    source: r#"<?php
#[Attribute(Attribute::TARGET_CLASS)]
final class Attribute {
    const TARGET_CLASS = 1;
    const TARGET_FUNCTION = 2;
    const TARGET_METHOD = 4;
    const TARGET_PROPERTY = 8;
    const TARGET_CLASS_CONSTANT = 16;
    const TARGET_PARAMETER = 32;
    const TARGET_CONSTANT = 64;
    const TARGET_ALL = 127;
    const IS_REPEATABLE = 128;
    public int $flags;
    public function __construct(int $flags = Attribute::TARGET_ALL) { $this->flags = $flags; }
}
#[Attribute(Attribute::TARGET_METHOD | Attribute::TARGET_PROPERTY)]
final class Override { public function __construct() {} }
#[Attribute(Attribute::TARGET_CLASS)]
final class AllowDynamicProperties { public function __construct() {} }
#[Attribute(Attribute::TARGET_METHOD)]
final class ReturnTypeWillChange { public function __construct() {} }
#[Attribute(Attribute::TARGET_PARAMETER)]
final class SensitiveParameter { public function __construct() {} }
#[Attribute(Attribute::TARGET_METHOD | Attribute::TARGET_FUNCTION | Attribute::TARGET_CLASS_CONSTANT | Attribute::TARGET_CONSTANT | Attribute::TARGET_CLASS)]
final class Deprecated {
    public readonly ?string $message;
    public readonly ?string $since;
    public function __construct(?string $message = null, ?string $since = null) {
        $this->message = $message;
        $this->since = $since;
    }
}
#[Attribute(Attribute::TARGET_METHOD | Attribute::TARGET_FUNCTION)]
final class NoDiscard {
    public readonly ?string $message;
    public function __construct(?string $message = null) {
        $this->message = $message;
    }
}
"#,
};

/// What a ReflectionAttribute reflects.
#[derive(Clone)]
pub(crate) struct AttrT {
    pub decl: AttrDecl,
    /// The class whose scope evaluates the arguments (`self::X`).
    pub scope: Option<Rc<Class>>,
    /// `Attribute::TARGET_*` of the declaration.
    pub target: i64,
    pub repeated: bool,
}

const RA: &str = "ReflectionAttribute";

pub(crate) static ATTRIBUTE: ClassDef = ClassDef {
    name: RA,
    interfaces: &["Reflector"],
    flags: C_FINAL | C_NOT_SERIALIZABLE,
    consts: &[("IS_INSTANCEOF", ConstVal::Int(2))],
    methods: &[
        Method::new(RA, "getName", get_name, 0, 0, &[]),
        Method::new(RA, "getArguments", get_arguments, 0, 0, &[]),
        Method::new(RA, "newInstance", new_instance, 0, 0, &[]),
        Method::new(RA, "getTarget", get_target, 0, 0, &[]),
        Method::new(RA, "isRepeated", is_repeated, 0, 0, &[]),
        Method::new(RA, "__toString", to_string, 0, 0, &[]),
    ],
    handlers: Some(&super::HANDLERS),
    ..ClassDef::EMPTY
};

fn attr_of(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<AttrT, Control> {
    match state(vm, this)? {
        Refl::Attr(a) => Ok(a),
        _ => Err(Control::Error(
            ThrowKind::Error,
            "Internal error: Failed to retrieve the reflection object".into(),
        )),
    }
}

fn get_name(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let a = attr_of(vm, this)?;
    Ok(Value::Str(PhpStr::new(&a.decl.name)))
}

fn get_target(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    Ok(Value::Int(attr_of(vm, this)?.target))
}

fn is_repeated(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    Ok(Value::Bool(attr_of(vm, this)?.repeated))
}

fn to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let a = attr_of(vm, this)?;
    let mut out = format!("Attribute [ {} ]", String::from_utf8_lossy(&a.decl.name));
    if a.decl.args.is_empty() {
        out.push('\n');
        return Ok(Value::str(out));
    }
    out.push_str(&format!(" {{\n  - Arguments [{}] {{\n", a.decl.args.len()));
    for (i, (name, e)) in a.decl.args.iter().enumerate() {
        let v = rphp_vm::reflect::eval_const_expr(vm, e, a.scope.as_ref())?;
        out.push_str(&format!("    Argument #{i} [ "));
        if let Some(n) = name {
            out.push_str(&String::from_utf8_lossy(n));
            out.push_str(" = ");
        }
        out.push_str(&super::export::default_text(&v));
        out.push_str(" ]\n");
    }
    out.push_str("  }\n}\n");
    Ok(Value::str(out))
}

/// The arguments, positional ones by index and named ones by name.
fn arguments(vm: &mut Vm, a: &AttrT) -> Result<PhpArray, Control> {
    let mut out = PhpArray::new();
    for (name, e) in &a.decl.args {
        let v = rphp_vm::reflect::eval_const_expr(vm, e, a.scope.as_ref())?;
        match name {
            Some(n) => {
                out.insert(ArrayKey::Str(PhpStr::new(n)), v);
            }
            None => {
                let _ = out.push(v);
            }
        }
    }
    Ok(out)
}

fn get_arguments(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let a = attr_of(vm, this)?;
    Ok(Value::Array(arguments(vm, &a)?))
}

/// The `#[Attribute(flags)]` of an attribute class: its flags, `None` when the class is
/// not an attribute.
fn attribute_flags(vm: &mut Vm, c: &Rc<Class>) -> Result<Option<i64>, Control> {
    let Some(decl) = c.decl.clone() else {
        return Ok(None);
    };
    let Some(attr) = decl
        .attributes
        .iter()
        .find(|a| a.name.eq_ignore_ascii_case(b"Attribute"))
    else {
        return Ok(None);
    };
    match attr.args.first() {
        None => Ok(Some(127)),
        Some((_, e)) => {
            let v = rphp_vm::reflect::eval_const_expr(vm, e, Some(c))?;
            match v {
                Value::Int(i) if i & !255 != 0 => Err(Control::Error(
                    ThrowKind::Error,
                    "Invalid attribute flags specified".into(),
                )),
                Value::Int(i) => Ok(Some(i)),
                // php 8.5 reports it as a plain Error
                other => Err(Control::Error(
                    ThrowKind::Error,
                    format!(
                        "Attribute::__construct(): Argument #1 ($flags) must be of type int, {} given",
                        other.value_name()
                    ),
                )),
            }
        }
    }
}

fn target_name(t: i64) -> &'static str {
    match t {
        1 => "class",
        2 => "function",
        4 => "method",
        8 => "property",
        16 => "class constant",
        32 => "parameter",
        _ => "constant",
    }
}

fn new_instance(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let a = attr_of(vm, this)?;
    let shown = String::from_utf8_lossy(&a.decl.name).into_owned();
    let Some(class) = rphp_vm::reflect::find_class(vm, &a.decl.name)? else {
        return Err(Control::Error(
            ThrowKind::Error,
            format!("Attribute class \"{shown}\" not found"),
        ));
    };
    let Some(flags) = attribute_flags(vm, &class)? else {
        return Err(Control::Error(
            ThrowKind::Error,
            format!("Attempting to use non-attribute class \"{shown}\" as attribute"),
        ));
    };
    if flags & a.target == 0 {
        let allowed: Vec<&str> = [1, 2, 4, 8, 16, 32, 64]
            .into_iter()
            .filter(|t| flags & t != 0)
            .map(target_name)
            .collect();
        return Err(Control::Error(
            ThrowKind::Error,
            format!(
                "Attribute \"{shown}\" cannot target {} (allowed targets: {})",
                target_name(a.target),
                allowed.join(", ")
            ),
        ));
    }
    if a.repeated && flags & 128 == 0 {
        return Err(Control::Error(
            ThrowKind::Error,
            format!("Attribute \"{shown}\" must not be repeated"),
        ));
    }
    let args = arguments(vm, &a)?;
    let mut positional = Vec::new();
    let mut named = PhpArray::new();
    for (k, v) in args.iter() {
        match k {
            ArrayKey::Int(_) => positional.push(v.clone()),
            ArrayKey::Str(_) => {
                named.insert(k.clone(), v.clone());
            }
        }
    }
    // named arguments go to the constructor's parameter positions (skipped ones take
    // their defaults)
    let mut args: Vec<Value> = positional;
    if !named.is_empty() {
        let ctor = class.magic.construct.clone();
        let unit = ctor
            .as_ref()
            .and_then(|m| rphp_vm::reflect::method_unit(vm, m));
        let Some(unit) = unit else {
            return Err(Control::Error(
                ThrowKind::Error,
                "Named arguments are not supported for this attribute yet".into(),
            ));
        };
        for (k, _) in named.iter() {
            if let ArrayKey::Str(n) = &k {
                if let Some(i) = unit.params.iter().position(|p| *p.name == *n.as_bytes()) {
                    if i < args.len() {
                        return Err(Control::Error(
                            ThrowKind::Error,
                            format!(
                                "Named parameter ${} overwrites previous argument",
                                n.to_string_lossy()
                            ),
                        ));
                    }
                }
                if !unit.params.iter().any(|p| *p.name == *n.as_bytes()) {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        format!("Unknown named parameter ${}", n.to_string_lossy()),
                    ));
                }
            }
        }
        let last = unit
            .params
            .iter()
            .rposition(|p| named.get(&ArrayKey::Str(PhpStr::new(&p.name))).is_some())
            .unwrap_or(0);
        for (i, p) in unit
            .params
            .iter()
            .enumerate()
            .take(last + 1)
            .skip(args.len())
        {
            let v = match named.get(&ArrayKey::Str(PhpStr::new(&p.name))) {
                Some(v) => v.clone(),
                None => match rphp_vm::reflect::param_default_expr(&unit, i as u32) {
                    Some(e) => rphp_vm::reflect::eval_const_expr(vm, &e, Some(&class))?,
                    None => Value::Null,
                },
            };
            args.push(v);
        }
    }
    // `new Class(...$args)`: the object, then its constructor (if any)
    let o = vm.instantiate_class(&class)?;
    if class.magic.construct.is_none() {
        return Ok(Value::Object(o));
    }
    let keep = o.clone();
    Err(Control::Call {
        callee: Value::Array(PhpArray::from_values(vec![
            Value::Object(o),
            Value::str("__construct"),
        ])),
        args,
        then: Box::new(move |_vm: &mut Vm, _v: Value| Ok(Value::Object(keep))),
    })
}

/// `getAttributes(?string $name = null, int $flags = 0)` over `decls`.
fn filtered(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    decls: &[AttrDecl],
    scope: Option<Rc<Class>>,
    target: i64,
) -> R {
    let name = match arg(a, 0).deref_value() {
        Value::Null => None,
        v => Some(rphp_vm::builtins::value_to_str(vm, &v)?),
    };
    let flags = match a.get(1) {
        Some(v) => match v.deref_value() {
            Value::Int(i) => i,
            _ => 0,
        },
        None => 0,
    };
    if flags & !2 != 0 {
        return Err(Control::Error(
            ThrowKind::ValueError,
            format!("{func}(): Argument #2 ($flags) must be a valid attribute filter flag"),
        ));
    }
    let filter_class = match (&name, flags & 2 != 0) {
        (Some(n), true) => match rphp_vm::reflect::find_class(vm, n.as_bytes())? {
            Some(c) => Some(c),
            None => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    format!("Class \"{}\" not found", n.to_string_lossy()),
                ));
            }
        },
        _ => None,
    };
    let mut out = Vec::new();
    for d in decls {
        let keep = match (&name, &filter_class) {
            (None, _) => true,
            (Some(_), Some(fc)) => match rphp_vm::reflect::find_class(vm, &d.name)? {
                Some(c) => c.is_a(fc.name.as_bytes()),
                None => false,
            },
            // php compares the name as given: a leading `\` matches nothing
            (Some(n), None) => d.name.eq_ignore_ascii_case(n.as_bytes()),
        };
        if !keep {
            continue;
        }
        let repeated = decls
            .iter()
            .filter(|x| x.name.eq_ignore_ascii_case(&d.name))
            .count()
            > 1;
        let t = AttrT {
            decl: d.clone(),
            scope: scope.clone(),
            target,
            repeated,
        };
        out.push(make(vm, RA, Refl::Attr(t), &[]));
    }
    Ok(Value::Array(PhpArray::from_values(out)))
}

/// ReflectionClass::getAttributes.
pub(crate) fn class_attributes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let Refl::Class(c, _) = state(vm, this)? else {
        return Ok(Value::Array(PhpArray::new()));
    };
    let decls = c
        .decl
        .as_ref()
        .map(|d| d.attributes.clone())
        .unwrap_or_default();
    filtered(
        vm,
        a,
        "ReflectionClass::getAttributes",
        &decls,
        Some(c.clone()),
        1,
    )
}

/// ReflectionFunctionAbstract::getAttributes (functions and closures keep theirs on the
/// unit, methods on their declaration).
pub(crate) fn fn_attributes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let r = state(vm, this)?;
    let Refl::Func(FnT::Method { m, .. }) = r else {
        let decls = match &r {
            Refl::Func(f) => super::fn_unit(vm, f)
                .map(|u| u.attributes.clone())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let scope = match &r {
            Refl::Func(FnT::User {
                closure: Some(c), ..
            }) => closure_scope(vm, c),
            _ => None,
        };
        return filtered(
            vm,
            a,
            "ReflectionFunctionAbstract::getAttributes",
            &decls,
            scope,
            2,
        );
    };
    let owner = rphp_vm::reflect::find_class(vm, m.declaring_name.as_bytes())?;
    // a method copied from a trait is declared in the trait
    let mut decls = Vec::new();
    for c in decls_of(vm, m.declaring_name.as_bytes())? {
        let found = c.decl.as_ref().and_then(|d| {
            d.methods
                .iter()
                .find(|md| md.name.eq_ignore_ascii_case(m.name.as_bytes()))
                .map(|md| md.attributes.clone())
        });
        if let Some(f) = found {
            decls = f;
            break;
        }
    }
    filtered(
        vm,
        a,
        "ReflectionFunctionAbstract::getAttributes",
        &decls,
        owner,
        4,
    )
}

/// The declaration of class `name` and of the traits it uses (where members declared in a
/// trait are found).
pub(crate) fn decls_of(vm: &mut Vm, name: &[u8]) -> Result<Vec<Rc<Class>>, Control> {
    let mut out = Vec::new();
    let Some(c) = rphp_vm::reflect::find_class(vm, name)? else {
        return Ok(out);
    };
    let traits: Vec<Box<[u8]>> = c
        .decl
        .as_ref()
        .map(|d| d.traits.iter().flat_map(|t| t.traits.clone()).collect())
        .unwrap_or_default();
    out.push(c);
    for t in traits {
        if let Some(tc) = rphp_vm::reflect::find_class(vm, &t)? {
            out.push(tc);
        }
    }
    Ok(out)
}

/// ReflectionParameter::getAttributes.
pub(crate) fn param_attributes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let Refl::Param(f, i) = state(vm, this)? else {
        return Ok(Value::Array(PhpArray::new()));
    };
    let decls = super::fn_unit(vm, &f)
        .and_then(|u| u.params.get(i).map(|p| p.attributes.clone()))
        .unwrap_or_default();
    let scope = match &f {
        FnT::Method { m, .. } => rphp_vm::reflect::find_class(vm, m.declaring_name.as_bytes())?,
        FnT::User {
            closure: Some(c), ..
        } => closure_scope(vm, c),
        _ => None,
    };
    filtered(
        vm,
        a,
        "ReflectionParameter::getAttributes",
        &decls,
        scope,
        32,
    )
}

/// ReflectionProperty::getAttributes.
pub(crate) fn prop_attributes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let Refl::Prop(_, p) = state(vm, this)? else {
        return Ok(Value::Array(PhpArray::new()));
    };
    let mut decls = Vec::new();
    let mut scope = None;
    if let Some(info) = &p.info {
        let classes = decls_of(vm, info.declaring_name.as_bytes())?;
        scope = classes.first().cloned();
        for c in classes {
            let found = c.decl.as_ref().and_then(|d| {
                d.props
                    .iter()
                    .find(|pd| *pd.name == *info.name.as_bytes())
                    .map(|pd| pd.attributes.clone())
            });
            if let Some(f) = found {
                decls = f;
                break;
            }
        }
    }
    filtered(vm, a, "ReflectionProperty::getAttributes", &decls, scope, 8)
}

/// The attributes of class constant / enum case `k`, with their class.
fn const_decls(
    vm: &mut Vm,
    k: &rphp_vm::class::ClassConst,
) -> Result<(Vec<AttrDecl>, Option<Rc<Class>>), Control> {
    let classes = decls_of(vm, k.declaring_name.as_bytes())?;
    let owner = classes.first().cloned();
    for c in classes {
        let found = c.decl.as_ref().and_then(|d| {
            d.consts
                .iter()
                .find(|kd| *kd.name == *k.name.as_bytes())
                .map(|kd| kd.attributes.clone())
        });
        if let Some(f) = found {
            return Ok((f, owner));
        }
    }
    Ok((Vec::new(), owner))
}

/// ReflectionClassConstant::getAttributes (and enum cases').
pub(crate) fn const_attributes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let Refl::Const(_, k) = state(vm, this)? else {
        return Ok(Value::Array(PhpArray::new()));
    };
    let (decls, scope) = const_decls(vm, &k)?;
    filtered(
        vm,
        a,
        "ReflectionClassConstant::getAttributes",
        &decls,
        scope,
        16,
    )
}

/// ReflectionClassConstant::isDeprecated.
pub(crate) fn const_is_deprecated(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let Refl::Const(_, k) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(k.deprecated))
}

/// ReflectionFunctionAbstract::isDeprecated.
pub(crate) fn fn_is_deprecated(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let Refl::Func(f) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(super::fn_unit(vm, &f).is_some_and(|u| {
        u.attr_flags & rphp_vm::bytecode::ATTR_DEPRECATED != 0
    })))
}

const SPV: &str = "SensitiveParameterValue";

/// `SensitiveParameterValue`: what a backtrace shows for a `#[\SensitiveParameter]`
/// argument (the value kept as native state, so nothing of it is dumped or serialized).
pub(crate) static SENSITIVE_VALUE: ClassDef = ClassDef {
    name: SPV,
    flags: C_FINAL | C_NOT_SERIALIZABLE | rphp_vm::class_def::C_NO_DYNAMIC,
    handlers: Some(&SPV_HANDLERS),
    methods: &[
        Method::new(SPV, "__construct", spv_construct, 1, 1, &["value"]),
        Method::new(SPV, "getValue", spv_get_value, 0, 0, &[]),
        Method::new(SPV, "__debugInfo", spv_debug_info, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

static SPV_HANDLERS: rphp_vm::class_def::Handlers = rphp_vm::class_def::Handlers {
    clone: rphp_vm::class_def::CloneMode::With(spv_clone),
    props_for: None,
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

/// A clone keeps the hidden value.
fn spv_clone(_vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let v = from
        .state::<SensitiveValue>()
        .map(|s| s.0.clone())
        .unwrap_or(Value::Null);
    to.set_state(SensitiveValue(v));
    Ok(())
}

fn spv_construct(_vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    if let Some(o) = this {
        o.set_state(SensitiveValue(arg(a, 0).deref_value()));
    }
    Ok(Value::Null)
}

fn spv_get_value(_vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    Ok(this
        .and_then(|o| o.state::<SensitiveValue>().map(|s| s.0.clone()))
        .unwrap_or(Value::Null))
}

fn spv_debug_info(_vm: &mut Vm, _this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    Ok(Value::Array(PhpArray::new()))
}

/// The class scope of a closure (`self::` in its attributes' arguments).
fn closure_scope(vm: &Vm, c: &ObjectHandle) -> Option<Rc<Class>> {
    match rphp_vm::reflect::closure_target(c)? {
        rphp_vm::reflect::ClosureTarget::User { scope, .. } => {
            rphp_vm::reflect::class_by_id(vm, scope)
        }
        _ => None,
    }
}
