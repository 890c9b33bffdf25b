//! ext/reflection as native internal classes (`rphp_vm::class_def`): the shared state of
//! every reflection object ([`Refl`]: what it reflects), the `Reflector` interface and
//! `ReflectionException` (a prelude), `Reflection::getModifierNames` and the type classes
//! (`types`); classes in `class`, functions/methods/parameters in `function`, properties
//! and class constants in `property`. The VM's model is read through `rphp_vm::reflect`.

mod attribute;
mod class;
mod doc;
mod export;
mod extension;
mod function;
mod property;
mod types;

use rphp_vm::builtins::Builtins;
use rphp_vm::bytecode::{ParamType, Unit};
use rphp_vm::class::{Class, ClassConst, MethodEntry, PropInfo};
use rphp_vm::class_def::Prelude;
use rphp_vm::exec::{Control, Func, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpStr, Value};
use std::rc::Rc;
use std::sync::Arc;

static PRELUDE: Prelude = Prelude {
    file: "ext/reflection",
    classes: &["Reflector", "ReflectionException"],
    source: r#"<?php
interface Reflector extends Stringable {}
class ReflectionException extends Exception {}
"#,
};

/// Reflection objects cannot be cloned ("Trying to clone an uncloneable object").
pub(crate) static HANDLERS: rphp_vm::class_def::Handlers = rphp_vm::class_def::Handlers {
    clone: rphp_vm::class_def::CloneMode::Forbidden,
    props_for: None,
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

/// Register every reflection class.
pub fn register_classes(b: &mut Builtins) {
    b.add_prelude(&PRELUDE);
    b.add_prelude(&attribute::PRELUDE);
    b.add_class(&attribute::ATTRIBUTE);
    b.add_class(&attribute::SENSITIVE_VALUE);
    for def in types::CLASSES {
        b.add_class(def);
    }
    for def in class::CLASSES {
        b.add_class(def);
    }
    for def in function::CLASSES {
        b.add_class(def);
    }
    for def in property::CLASSES {
        b.add_class(def);
    }
    for def in extension::CLASSES {
        b.add_class(def);
    }
}

/// A function-like thing a ReflectionFunction/Method/Parameter points at.
#[derive(Clone)]
pub(crate) enum FnT {
    User {
        func: Rc<Func>,
        closure: Option<ObjectHandle>,
    },
    Builtin(u32),
    Method {
        class: Rc<Class>,
        m: Rc<MethodEntry>,
    },
    /// A method of an internal class not linked as an entry (a closure of one).
    Internal(&'static rphp_vm::exec::InternalMethod),
}

/// A property a ReflectionProperty points at.
#[derive(Clone)]
pub(crate) struct PropT {
    pub name: PhpStr,
    /// `None`: a dynamic property.
    pub info: Option<Rc<PropInfo>>,
    pub is_static: bool,
}

/// A type a ReflectionType points at.
#[derive(Clone)]
pub(crate) struct TypeT {
    pub ty: ParamType,
}

/// What a reflection object reflects.
#[derive(Clone, Default)]
pub(crate) enum Refl {
    #[default]
    None,
    Class(Rc<Class>, Option<ObjectHandle>),
    Func(FnT),
    Param(FnT, usize),
    Prop(Rc<Class>, PropT),
    Const(Rc<Class>, Rc<ClassConst>),
    Type(TypeT),
    Attr(attribute::AttrT),
}

/// The state of a reflection object (an object whose constructor did not run reflects
/// nothing: php's "Internal error: Failed to retrieve the reflection object").
pub(crate) fn state(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<Refl, Control> {
    let r = this
        .and_then(|o| o.state::<Refl>().map(|s| s.clone()))
        .unwrap_or_default();
    if matches!(r, Refl::None) {
        return Err(Control::Error(
            ThrowKind::Error,
            "Internal error: Failed to retrieve the reflection object".into(),
        ));
    }
    let _ = vm;
    Ok(r)
}

/// A ReflectionException (code 0).
pub(crate) fn rexc(vm: &mut Vm, msg: impl AsRef<str>) -> Control {
    Control::Throw(vm.create_throwable("ReflectionException", msg.as_ref()))
}

/// A ReflectionException with code -1 (php's "does not exist" errors).
pub(crate) fn rexc_missing(vm: &mut Vm, msg: impl AsRef<str>) -> Control {
    let e = vm.create_throwable("ReflectionException", msg.as_ref());
    e.borrow_mut().properties.insert("code", Value::Int(-1));
    Control::Throw(e)
}

/// A new object of reflection class `class` reflecting `r`, with its public props.
pub(crate) fn make(vm: &mut Vm, class: &str, r: Refl, props: &[(&str, Value)]) -> Value {
    let o = vm.new_object(class.as_bytes());
    {
        let mut b = o.borrow_mut();
        for (k, v) in props {
            b.properties.insert(*k, v.clone());
        }
    }
    o.set_state(r);
    Value::Object(o)
}

/// Set the state and public props of `this` (constructors).
pub(crate) fn init(this: Option<&ObjectHandle>, r: Refl, props: &[(&str, Value)]) {
    if let Some(o) = this {
        {
            let mut b = o.borrow_mut();
            for (k, v) in props {
                b.properties.insert(*k, v.clone());
            }
        }
        o.set_state(r);
    }
}

pub(crate) fn s(v: &PhpStr) -> Value {
    Value::Str(v.clone())
}

pub(crate) fn lossy(v: &PhpStr) -> String {
    v.to_string_lossy().to_string()
}

pub(crate) fn arg(a: &[Value], n: usize) -> Value {
    rphp_vm::builtins::arg(a, n)
}

/// The unit of a user function-like, if any.
pub(crate) fn fn_unit(vm: &Vm, f: &FnT) -> Option<Arc<Unit>> {
    match f {
        FnT::User { func, .. } => Some(func.unit.clone()),
        FnT::Method { m, .. } => rphp_vm::reflect::method_unit(vm, m),
        _ => None,
    }
}

/// Wrap a value so Control::Call continues with it unchanged.
pub(crate) fn call(callee: Value, args: Vec<Value>) -> Control {
    Control::Call {
        callee,
        args,
        then: Box::new(|_vm: &mut Vm, v: Value| Ok(v)),
    }
}

/// Whether `name` (lowercase) is a builtin type name.
pub(crate) fn is_builtin_type(name: &str) -> bool {
    matches!(
        name.to_ascii_lowercase().as_str(),
        "int"
            | "float"
            | "string"
            | "bool"
            | "array"
            | "callable"
            | "iterable"
            | "object"
            | "mixed"
            | "void"
            | "null"
            | "never"
            | "false"
            | "true"
            | "static"
    )
}
