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
use rphp_vm::exec::{Control, ThrowKind, Vm};
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
#[Attribute(Attribute::TARGET_METHOD)]
final class Override { public function __construct() {} }
#[Attribute(Attribute::TARGET_CLASS)]
final class AllowDynamicProperties { public function __construct() {} }
#[Attribute(Attribute::TARGET_METHOD)]
final class ReturnTypeWillChange { public function __construct() {} }
#[Attribute(Attribute::TARGET_PARAMETER)]
final class SensitiveParameter { public function __construct() {} }
#[Attribute(Attribute::TARGET_METHOD | Attribute::TARGET_FUNCTION | Attribute::TARGET_CLASS_CONSTANT | Attribute::TARGET_CONSTANT)]
final class Deprecated {
    public readonly ?string $message;
    public readonly ?string $since;
    public function __construct(?string $message = null, ?string $since = null) {
        $this->message = $message;
        $this->since = $since;
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
    Ok(Value::str(format!(
        "Attribute [ {} ]\n",
        String::from_utf8_lossy(&a.decl.name)
    )))
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
            Ok(Some(match v {
                Value::Int(i) => i,
                _ => 127,
            }))
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
            (Some(n), None) => {
                let n = n.as_bytes();
                let n = n.strip_prefix(b"\\").unwrap_or(n);
                d.name.eq_ignore_ascii_case(n)
            }
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

/// ReflectionFunctionAbstract::getAttributes (methods; functions keep none yet).
pub(crate) fn fn_attributes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let r = state(vm, this)?;
    let Refl::Func(FnT::Method { m, .. }) = r else {
        return filtered(
            vm,
            a,
            "ReflectionFunctionAbstract::getAttributes",
            &[],
            None,
            2,
        );
    };
    let owner = rphp_vm::reflect::find_class(vm, m.declaring_name.as_bytes())?;
    let decls = owner
        .as_ref()
        .and_then(|c| c.decl.as_ref())
        .and_then(|d| {
            d.methods
                .iter()
                .find(|md| md.name.eq_ignore_ascii_case(m.name.as_bytes()))
                .map(|md| md.attributes.clone())
        })
        .unwrap_or_default();
    filtered(
        vm,
        a,
        "ReflectionFunctionAbstract::getAttributes",
        &decls,
        owner,
        4,
    )
}
