//! ReflectionClass, ReflectionObject and ReflectionEnum: a class's names, flags,
//! hierarchy, members (as ReflectionMethod/Property/ClassConstant objects), instantiation
//! and static properties.

use super::function::make_method;
use super::property::{make_const, make_prop, own_props};
use super::{Refl, arg, init, lossy, make, rexc, rexc_missing, s, state};
use rphp_vm::builtins::{arg_str, type_error};
use rphp_vm::bytecode::{ClassKind, Visibility};
use rphp_vm::class::{Class, ConstState};
use rphp_vm::class_def::{C_NOT_SERIALIZABLE, ClassDef, ConstVal, Method, PropDef};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

type R = Result<Value, Control>;

pub(super) static CLASSES: &[&ClassDef] = &[&CLASS, &OBJECT, &ENUM];

const RC: &str = "ReflectionClass";

macro_rules! m {
    ($name:expr, $f:expr, $min:expr, $max:expr, $p:expr) => {
        Method::new(RC, $name, $f, $min, $max, $p)
    };
}

static PROPS: &[PropDef] = &[PropDef::public("name", ConstVal::Str(""))];

static CLASS: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    flags: C_NOT_SERIALIZABLE,
    name: RC,
    interfaces: &["Reflector"],
    consts: &[
        ("IS_IMPLICIT_ABSTRACT", ConstVal::Int(16)),
        ("IS_EXPLICIT_ABSTRACT", ConstVal::Int(64)),
        ("IS_FINAL", ConstVal::Int(32)),
        ("IS_READONLY", ConstVal::Int(65536)),
        ("SKIP_INITIALIZATION_ON_SERIALIZE", ConstVal::Int(8)),
        ("SKIP_DESTRUCTOR", ConstVal::Int(16)),
    ],
    props: PROPS,
    methods: &[
        m!("__construct", construct, 1, 1, &["objectOrClass"]),
        m!("__toString", to_string, 0, 0, &[]),
        m!("getName", get_name, 0, 0, &[]),
        m!("getShortName", short_name, 0, 0, &[]),
        m!("getNamespaceName", ns_name, 0, 0, &[]),
        m!("inNamespace", in_ns, 0, 0, &[]),
        m!("isInterface", is_interface, 0, 0, &[]),
        m!("isTrait", is_trait, 0, 0, &[]),
        m!("isEnum", is_enum, 0, 0, &[]),
        m!("isAbstract", is_abstract, 0, 0, &[]),
        m!("isFinal", is_final, 0, 0, &[]),
        m!("isReadOnly", is_readonly, 0, 0, &[]),
        m!("isInstantiable", is_instantiable, 0, 0, &[]),
        m!("isCloneable", is_cloneable, 0, 0, &[]),
        m!("isInternal", is_internal, 0, 0, &[]),
        m!("isUserDefined", is_user, 0, 0, &[]),
        m!("isAnonymous", is_anon, 0, 0, &[]),
        m!("isIterable", is_iterable, 0, 0, &[]),
        m!("isIterateable", is_iterable, 0, 0, &[]),
        m!("getParentClass", parent_class, 0, 0, &[]),
        m!("implementsInterface", implements, 1, 1, &["interface"]),
        m!("isSubclassOf", subclass_of, 1, 1, &["class"]),
        m!("isInstance", is_instance, 1, 1, &["object"]),
        m!("getMethods", get_methods, 0, 1, &["filter"]),
        m!("getMethod", get_method, 1, 1, &["name"]),
        m!("hasMethod", has_method, 1, 1, &["name"]),
        m!("getProperties", get_props, 0, 1, &["filter"]),
        m!("getProperty", get_prop, 1, 1, &["name"]),
        m!("hasProperty", has_prop, 1, 1, &["name"]),
        m!("getConstants", get_consts, 0, 1, &["filter"]),
        m!("getConstant", get_const, 1, 1, &["name"]),
        m!("hasConstant", has_const, 1, 1, &["name"]),
        m!("getReflectionConstants", refl_consts, 0, 1, &["filter"]),
        m!("getReflectionConstant", refl_const, 1, 1, &["name"]),
        m!("newInstance", new_instance, 0, u8::MAX, &["args"]),
        m!("newInstanceArgs", new_instance_args, 0, 1, &["args"]),
        m!("newInstanceWithoutConstructor", new_without_ctor, 0, 0, &[]),
        m!("getConstructor", get_ctor, 0, 0, &[]),
        m!("getInterfaceNames", iface_names, 0, 0, &[]),
        m!("getInterfaces", ifaces, 0, 0, &[]),
        m!("getTraits", traits, 0, 0, &[]),
        m!("getTraitNames", trait_names, 0, 0, &[]),
        m!("getTraitAliases", empty_array, 0, 0, &[]),
        m!(
            "getStaticPropertyValue",
            static_value,
            1,
            2,
            &["name", "default"]
        ),
        m!(
            "setStaticPropertyValue",
            set_static_value,
            2,
            2,
            &["name", "value"]
        ),
        m!("getStaticProperties", static_props, 0, 0, &[]),
        m!("getDefaultProperties", default_props, 0, 0, &[]),
        m!("getFileName", file_name, 0, 0, &[]),
        m!("getStartLine", start_line, 0, 0, &[]),
        m!("getEndLine", end_line, 0, 0, &[]),
        m!("getDocComment", super::doc::class_doc, 0, 0, &[]),
        m!(
            "getAttributes",
            super::attribute::class_attributes,
            0,
            2,
            &["name", "flags"]
        ),
        m!("getModifiers", modifiers, 0, 0, &[]),
        m!("getExtension", ret_null, 0, 0, &[]),
        m!("getExtensionName", ret_false, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

static OBJECT: ClassDef = ClassDef {
    name: "ReflectionObject",
    parent: Some(RC),
    methods: &[Method::new(
        "ReflectionObject",
        "__construct",
        construct_object,
        1,
        1,
        &["object"],
    )],
    ..ClassDef::EMPTY
};

static ENUM: ClassDef = ClassDef {
    name: "ReflectionEnum",
    parent: Some(RC),
    methods: &[
        Method::new(
            "ReflectionEnum",
            "__construct",
            construct_enum,
            1,
            1,
            &["objectOrClass"],
        ),
        Method::new("ReflectionEnum", "getCases", enum_cases, 0, 0, &[]),
        Method::new("ReflectionEnum", "getCase", enum_case, 1, 1, &["name"]),
        Method::new("ReflectionEnum", "hasCase", enum_has_case, 1, 1, &["name"]),
        Method::new("ReflectionEnum", "isBacked", enum_backed, 0, 0, &[]),
        Method::new("ReflectionEnum", "getBackingType", enum_backing, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

/// A ReflectionClass for `c`.
pub(crate) fn make_class(vm: &mut Vm, c: &Rc<Class>) -> Value {
    let class = if c.kind == ClassKind::Enum {
        "ReflectionEnum"
    } else {
        RC
    };
    make(
        vm,
        class,
        Refl::Class(c.clone(), None),
        &[("name", s(&c.name))],
    )
}

fn cls(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<Rc<Class>, Control> {
    match state(vm, this)? {
        Refl::Class(c, _) => Ok(c),
        _ => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
    }
}

/// The class an `object|string` argument names; ReflectionException when none.
pub(crate) fn class_arg(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Rc<Class>, Control> {
    match arg(a, n) {
        Value::Object(o) => Ok(o.class()),
        v @ (Value::Array(_) | Value::Resource(_)) => {
            Err(type_error(func, n, param, "object|string", &v))
        }
        _ => {
            let name = if n < a.len() && matches!(arg(a, n), Value::Null) {
                vm.deprecated(format!(
                    "{func}(): Passing null to parameter #{} (${param}) of type object|string is deprecated",
                    n + 1
                ));
                PhpStr::empty()
            } else {
                arg_str(vm, a, n, func, param)?
            };
            match rphp_vm::reflect::find_class(vm, name.as_bytes())? {
                Some(c) => Ok(c),
                None => Err(rexc_missing(
                    vm,
                    format!("Class \"{}\" does not exist", name.to_string_lossy()),
                )),
            }
        }
    }
}

/// php's "Passing null to parameter" deprecation for a `T|string` parameter; the
/// argument is then read as "" (without the plain-string deprecation).
fn null_deprecation(vm: &mut Vm, a: &mut [Value], func: &str, param: &str, ty: &str) {
    if a.is_empty() {
        return;
    }
    if matches!(a[0].deref_value(), Value::Null) {
        vm.deprecated(format!(
            "{func}(): Passing null to parameter #1 (${param}) of type {ty} is deprecated"
        ));
        a[0] = Value::str("");
    }
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = class_arg(vm, a, 0, "ReflectionClass::__construct", "objectOrClass")?;
    init(this, Refl::Class(c.clone(), None), &[("name", s(&c.name))]);
    Ok(Value::Null)
}

fn construct_object(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let Value::Object(o) = arg(a, 0) else {
        return Err(type_error(
            "ReflectionObject::__construct",
            0,
            "object",
            "object",
            &arg(a, 0),
        ));
    };
    let _ = vm;
    let c = o.class();
    init(
        this,
        Refl::Class(c.clone(), Some(o)),
        &[("name", s(&c.name))],
    );
    Ok(Value::Null)
}

fn construct_enum(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = class_arg(vm, a, 0, "ReflectionEnum::__construct", "objectOrClass")?;
    if c.kind != ClassKind::Enum {
        return Err(rexc_missing(
            vm,
            format!("Class \"{}\" is not an enum", lossy(&c.name)),
        ));
    }
    init(this, Refl::Class(c.clone(), None), &[("name", s(&c.name))]);
    Ok(Value::Null)
}

fn get_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(s(&cls(vm, this)?.name))
}

/// (namespace, short name) of a qualified name.
pub(crate) fn split_ns(name: &str) -> (String, String) {
    match name.rfind('\\') {
        Some(p) => (name[..p].to_string(), name[p + 1..].to_string()),
        None => (String::new(), name.to_string()),
    }
}

fn short_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::str(split_ns(&lossy(&cls(vm, this)?.name)).1))
}

fn ns_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::str(split_ns(&lossy(&cls(vm, this)?.name)).0))
}

fn in_ns(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(lossy(&cls(vm, this)?.name).contains('\\')))
}

macro_rules! flag {
    ($f:ident, |$c:ident| $e:expr) => {
        fn $f(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
            let $c = cls(vm, this)?;
            Ok(Value::Bool($e))
        }
    };
}

fn has_abstract_methods(c: &Class) -> bool {
    c.methods.values().any(|m| m.is_abstract)
}

flag!(is_interface, |c| c.kind == ClassKind::Interface);
flag!(is_trait, |c| c.kind == ClassKind::Trait);
flag!(is_enum, |c| c.kind == ClassKind::Enum);
flag!(is_abstract, |c| c.is_abstract
    || (c.kind != ClassKind::Enum && has_abstract_methods(&c)));
flag!(is_final, |c| c.is_final || c.kind == ClassKind::Enum);
flag!(is_readonly, |c| c.is_readonly);
flag!(is_internal, |c| c.internal);
flag!(is_user, |c| !c.internal);
flag!(is_anon, |c| c
    .name
    .as_bytes()
    .windows(10)
    .any(|w| w == b"@anonymous"));
flag!(is_iterable, |c| c.kind == ClassKind::Class
    && !c.is_abstract
    && c.is_a_lname(b"traversable"));
flag!(is_instantiable, |c| c.kind == ClassKind::Class
    && !c.is_abstract
    && c.magic
        .construct
        .as_ref()
        .is_none_or(|m| m.visibility == Visibility::Public));
flag!(is_cloneable, |c| c.kind == ClassKind::Class
    && !c.is_abstract
    && c.magic
        .clone
        .as_ref()
        .is_none_or(|m| m.visibility == Visibility::Public)
    && !matches!(
        c.handlers.map(|h| h.clone),
        Some(rphp_vm::class_def::CloneMode::Forbidden)
    ));

fn ret_false(_vm: &mut Vm, _t: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(false))
}

fn ret_null(_vm: &mut Vm, _t: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Null)
}

pub(crate) fn empty_array(_vm: &mut Vm, _t: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Array(PhpArray::new()))
}

fn parent_class(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    Ok(match &c.parent {
        Some(p) => make_class(vm, p),
        None => Value::Bool(false),
    })
}

fn implements(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let i = match arg(a, 0) {
        Value::Object(o) if o.instance_of(b"ReflectionClass") => {
            match o.state::<Refl>().map(|s| s.clone()) {
                Some(Refl::Class(i, _)) => i,
                _ => return Ok(Value::Bool(false)),
            }
        }
        _ => {
            null_deprecation(
                vm,
                a,
                "ReflectionClass::implementsInterface",
                "interface",
                "ReflectionClass|string",
            );
            let name = arg_str(
                vm,
                a,
                0,
                "ReflectionClass::implementsInterface",
                "interface",
            )?;
            match rphp_vm::reflect::find_class(vm, name.as_bytes())? {
                Some(i) => i,
                None => {
                    return Err(rexc_missing(
                        vm,
                        format!("Interface \"{}\" does not exist", name.to_string_lossy()),
                    ));
                }
            }
        }
    };
    if i.kind != ClassKind::Interface {
        return Err(rexc(vm, format!("{} is not an interface", lossy(&i.name))));
    }
    Ok(Value::Bool(c.is_subclass_of(&i)))
}

fn subclass_of(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let other = match arg(a, 0) {
        Value::Object(o) if o.instance_of(b"ReflectionClass") => {
            match o.state::<Refl>().map(|s| s.clone()) {
                Some(Refl::Class(i, _)) => i,
                _ => return Ok(Value::Bool(false)),
            }
        }
        _ => {
            null_deprecation(
                vm,
                a,
                "ReflectionClass::isSubclassOf",
                "class",
                "ReflectionClass|string",
            );
            let name = arg_str(vm, a, 0, "ReflectionClass::isSubclassOf", "class")?;
            match rphp_vm::reflect::find_class(vm, name.as_bytes())? {
                Some(i) => i,
                None => {
                    return Err(rexc_missing(
                        vm,
                        format!("Class \"{}\" does not exist", name.to_string_lossy()),
                    ));
                }
            }
        }
    };
    Ok(Value::Bool(c.id != other.id && c.is_subclass_of(&other)))
}

fn is_instance(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    match arg(a, 0) {
        Value::Object(o) => Ok(Value::Bool(o.class().is_subclass_of(&c))),
        v => Err(type_error(
            "ReflectionClass::isInstance",
            0,
            "object",
            "object",
            &v,
        )),
    }
}

/// The optional `?int $filter` argument.
fn filter(vm: &mut Vm, a: &[Value], func: &str) -> Result<Option<i64>, Control> {
    match arg(a, 0) {
        Value::Null => Ok(None),
        _ => Ok(Some(rphp_vm::builtins::arg_int(vm, a, 0, func, "filter")?)),
    }
}

/// php's modifier bits of a method.
pub(crate) fn method_modifiers(m: &rphp_vm::class::MethodEntry) -> i64 {
    let mut f = match m.visibility {
        Visibility::Public => 1,
        Visibility::Protected => 2,
        Visibility::Private => 4,
    };
    if m.is_static {
        f |= 16;
    }
    if m.is_final {
        f |= 32;
    }
    if m.is_abstract {
        f |= 64;
    }
    f
}

fn get_methods(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let f = filter(vm, a, "ReflectionClass::getMethods")?;
    let mut out = PhpArray::new();
    for m in method_list(&c) {
        if f.is_some_and(|f| method_modifiers(&m) & f == 0) {
            continue;
        }
        let v = make_method(vm, &c, &m);
        let _ = out.push(v);
    }
    Ok(Value::Array(out))
}

/// The methods of `c` in php's order: own ones in declaration order, inherited after.
pub(crate) fn method_list(c: &Class) -> Vec<Rc<rphp_vm::class::MethodEntry>> {
    let all: Vec<_> = c
        .method_order
        .iter()
        .filter_map(|k| c.methods.get(k).cloned())
        .collect();
    let (mut own, rest): (Vec<_>, Vec<_>) = all
        .into_iter()
        .filter(|m| m.visibility != Visibility::Private || m.declaring == c.id)
        .partition(|m| m.declaring == c.id);
    if let Some(d) = &c.decl {
        own.sort_by_key(|m| {
            d.methods
                .iter()
                .position(|dm| dm.name.eq_ignore_ascii_case(m.name.as_bytes()))
                .unwrap_or(usize::MAX)
        });
    }
    own.into_iter().chain(rest).collect()
}

fn get_method(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::getMethod", "name")?;
    match c.find_method(name.as_bytes()).cloned() {
        Some(m) => Ok(make_method(vm, &c, &m)),
        None => Err(rexc_missing(
            vm,
            format!(
                "Method {}::{}() does not exist",
                lossy(&c.name),
                name.to_string_lossy()
            ),
        )),
    }
}

fn has_method(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::hasMethod", "name")?;
    Ok(Value::Bool(c.find_method(name.as_bytes()).is_some()))
}

fn get_props(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, obj) = match state(vm, this)? {
        Refl::Class(c, o) => (c, o),
        _ => return Ok(Value::Array(PhpArray::new())),
    };
    let f = filter(vm, a, "ReflectionClass::getProperties")?;
    let mut out = PhpArray::new();
    for p in own_props(&c, obj.as_ref()) {
        if f.is_some_and(|f| super::property::prop_modifiers(&p) & f == 0) {
            continue;
        }
        let v = make_prop(vm, &c, p);
        let _ = out.push(v);
    }
    Ok(Value::Array(out))
}

fn find_prop(c: &Rc<Class>, obj: Option<&ObjectHandle>, name: &[u8]) -> Option<super::PropT> {
    own_props(c, obj)
        .into_iter()
        .find(|p| p.name.as_bytes() == name)
}

fn get_prop(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, obj) = match state(vm, this)? {
        Refl::Class(c, o) => (c, o),
        _ => return Ok(Value::Null),
    };
    let name = arg_str(vm, a, 0, "ReflectionClass::getProperty", "name")?;
    let text = lossy(&name);
    if let Some(pos) = text.find("::") {
        let (cname, pname) = (&text[..pos], &text[pos + 2..]);
        let Some(k) = rphp_vm::reflect::find_class(vm, cname.as_bytes())? else {
            return Err(rexc_missing(
                vm,
                format!("Class \"{cname}\" does not exist"),
            ));
        };
        if !c.is_subclass_of(&k) {
            return Err(rexc(
                vm,
                format!(
                    "Fully qualified property name {}::${pname} does not specify a base class of {}",
                    lossy(&k.name),
                    lossy(&c.name)
                ),
            ));
        }
        return match find_prop(&k, None, pname.as_bytes()) {
            Some(p) => Ok(make_prop(vm, &k, p)),
            None => Err(rexc_missing(
                vm,
                format!("Property {}::${pname} does not exist", lossy(&k.name)),
            )),
        };
    }
    match find_prop(&c, obj.as_ref(), name.as_bytes()) {
        Some(p) => Ok(make_prop(vm, &c, p)),
        None => Err(rexc_missing(
            vm,
            format!(
                "Property {}::${} does not exist",
                lossy(&c.name),
                name.to_string_lossy()
            ),
        )),
    }
}

fn has_prop(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, obj) = match state(vm, this)? {
        Refl::Class(c, o) => (c, o),
        _ => return Ok(Value::Null),
    };
    let name = arg_str(vm, a, 0, "ReflectionClass::hasProperty", "name")?;
    Ok(Value::Bool(
        find_prop(&c, obj.as_ref(), name.as_bytes()).is_some(),
    ))
}

/// The class's constants in php's order (own first, inherited after).
pub(crate) fn const_list(c: &Class) -> Vec<Rc<rphp_vm::class::ClassConst>> {
    let all: Vec<_> = c
        .const_order
        .iter()
        .filter_map(|k| c.consts.get(k).cloned())
        .collect();
    if c.internal {
        // an internal class inherits before it declares its own (zend_register_internal_class_ex)
        return all;
    }
    let (own, rest): (Vec<_>, Vec<_>) = all.into_iter().partition(|k| k.declaring == c.id);
    own.into_iter().chain(rest).collect()
}

/// A class constant's value (evaluated on first use).
pub(crate) fn const_value(
    vm: &mut Vm,
    c: &Rc<Class>,
    k: &rphp_vm::class::ClassConst,
) -> Result<Value, Control> {
    let pending = match &*k.state.borrow() {
        ConstState::Ready(v) => return Ok(v.clone()),
        ConstState::Pending(e) => Some(e.clone()),
        ConstState::Evaluating => None,
    };
    let owner = rphp_vm::reflect::class_by_id(vm, k.declaring).unwrap_or_else(|| c.clone());
    match pending {
        // Evaluated here in the declaring class's scope: reflection sees private
        // constants too.
        Some(e) if !k.is_case => {
            *k.state.borrow_mut() = ConstState::Evaluating;
            match rphp_vm::reflect::eval_const_expr(vm, &e, Some(&owner)) {
                Ok(v) => {
                    *k.state.borrow_mut() = ConstState::Ready(v.clone());
                    Ok(v)
                }
                Err(err) => {
                    *k.state.borrow_mut() = ConstState::Pending(e);
                    Err(err)
                }
            }
        }
        _ => vm.class_constant(&owner, k.name.as_bytes()),
    }
}

fn const_mod(k: &rphp_vm::class::ClassConst) -> i64 {
    let v = match k.visibility {
        Visibility::Public => 1,
        Visibility::Protected => 2,
        Visibility::Private => 4,
    };
    v | if k.is_final { 32 } else { 0 }
}

fn get_consts(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let f = filter(vm, a, "ReflectionClass::getConstants")?;
    let mut out = PhpArray::new();
    for k in const_list(&c) {
        if f.is_some_and(|f| const_mod(&k) & f == 0) {
            continue;
        }
        let v = const_value(vm, &c, &k)?;
        out.insert(ArrayKey::Str(k.name.clone()), v);
    }
    Ok(Value::Array(out))
}

fn get_const(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::getConstant", "name")?;
    match c.consts.get(name.as_bytes()).cloned() {
        Some(k) => const_value(vm, &c, &k),
        None => {
            vm.deprecated("ReflectionClass::getConstant() for a non-existent constant is deprecated, use ReflectionClass::hasConstant() to check if the constant exists");
            Ok(Value::Bool(false))
        }
    }
}

fn has_const(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::hasConstant", "name")?;
    Ok(Value::Bool(c.consts.contains_key(name.as_bytes())))
}

fn refl_consts(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let f = filter(vm, a, "ReflectionClass::getReflectionConstants")?;
    let mut out = PhpArray::new();
    for k in const_list(&c) {
        if f.is_some_and(|f| const_mod(&k) & f == 0) {
            continue;
        }
        let v = make_const(vm, &c, &k);
        let _ = out.push(v);
    }
    Ok(Value::Array(out))
}

fn refl_const(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::getReflectionConstant", "name")?;
    match c.consts.get(name.as_bytes()).cloned() {
        Some(k) => Ok(make_const(vm, &c, &k)),
        None => Ok(Value::Bool(false)),
    }
}

fn instantiate(vm: &mut Vm, c: &Rc<Class>, args: Vec<Value>) -> R {
    let ctor = c.magic.construct.clone();
    if let Some(m) = &ctor {
        if m.visibility != Visibility::Public {
            return Err(rexc(
                vm,
                format!(
                    "Access to non-public constructor of class {}",
                    lossy(&c.name)
                ),
            ));
        }
    }
    let o = vm.instantiate_class(c)?;
    match ctor {
        None => {
            if !args.is_empty() {
                return Err(rexc(
                    vm,
                    format!(
                        "Class {} does not have a constructor, so you cannot pass any constructor arguments",
                        lossy(&c.name)
                    ),
                ));
            }
            Ok(Value::Object(o))
        }
        Some(m) => {
            let callee = rphp_vm::reflect::method_closure(vm, &m, Some(o.clone()), c.id)?;
            Err(Control::Call {
                callee,
                args,
                then: Box::new(move |_vm: &mut Vm, _v: Value| Ok(Value::Object(o))),
            })
        }
    }
}

fn new_instance(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    instantiate(vm, &c, a.to_vec())
}

fn new_instance_args(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let args = match arg(a, 0) {
        Value::Array(arr) => match c.magic.construct.clone() {
            Some(m) => {
                let f = super::FnT::Method {
                    class: c.clone(),
                    m,
                };
                super::function::order_args(vm, &f, &arr)?
            }
            None => arr.values().cloned().collect(),
        },
        Value::Null if a.is_empty() => Vec::new(),
        v => {
            return Err(type_error(
                "ReflectionClass::newInstanceArgs",
                0,
                "args",
                "array",
                &v,
            ));
        }
    };
    instantiate(vm, &c, args)
}

fn new_without_ctor(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    if c.internal && c.is_final {
        return Err(rexc(
            vm,
            format!(
                "Class {} is an internal class marked as final that cannot be instantiated without invoking its constructor",
                lossy(&c.name)
            ),
        ));
    }
    Ok(Value::Object(vm.instantiate_class(&c)?))
}

fn get_ctor(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    Ok(match c.magic.construct.clone() {
        Some(m) => make_method(vm, &c, &m),
        None => Value::Null,
    })
}

fn iface_list(c: &Class) -> Vec<Rc<Class>> {
    c.interfaces.clone()
}

fn iface_names(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for i in iface_list(&c) {
        let _ = out.push(s(&i.name));
    }
    Ok(Value::Array(out))
}

fn ifaces(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for i in iface_list(&c) {
        let v = make_class(vm, &i);
        out.insert(ArrayKey::Str(i.name.clone()), v);
    }
    Ok(Value::Array(out))
}

fn trait_list(vm: &mut Vm, c: &Class) -> Result<Vec<Rc<Class>>, Control> {
    let mut out = Vec::new();
    if let Some(d) = &c.decl {
        for u in &d.traits {
            for t in &u.traits {
                if let Some(tc) = rphp_vm::reflect::find_class(vm, t)? {
                    out.push(tc);
                }
            }
        }
    }
    Ok(out)
}

fn traits(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for t in trait_list(vm, &c)? {
        let v = make_class(vm, &t);
        out.insert(ArrayKey::Str(t.name.clone()), v);
    }
    Ok(Value::Array(out))
}

fn trait_names(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for t in trait_list(vm, &c)? {
        let _ = out.push(s(&t.name));
    }
    Ok(Value::Array(out))
}

fn static_value(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::getStaticPropertyValue", "name")?;
    match rphp_vm::reflect::static_prop(vm, &c, name.as_bytes())? {
        Some(cell) => Ok(cell.get()),
        None if a.len() > 1 => Ok(arg(a, 1)),
        None => Err(rexc(
            vm,
            format!(
                "Property {}::${} does not exist",
                lossy(&c.name),
                name.to_string_lossy()
            ),
        )),
    }
}

fn set_static_value(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionClass::setStaticPropertyValue", "name")?;
    match rphp_vm::reflect::static_prop(vm, &c, name.as_bytes())? {
        Some(cell) => {
            cell.set(arg(a, 1));
            Ok(Value::Null)
        }
        None => Err(rexc(
            vm,
            format!(
                "Class {} does not have a property named {}",
                lossy(&c.name),
                name.to_string_lossy()
            ),
        )),
    }
}

fn static_props(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for k in c.static_order.clone() {
        if let Some(cell) = rphp_vm::reflect::static_prop(vm, &c, &k)? {
            out.insert(ArrayKey::Str(PhpStr::new(&k)), cell.get());
        }
    }
    Ok(Value::Array(out))
}

fn default_props(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for p in own_props(&c, None) {
        if p.is_static {
            let v = super::property::default_value(vm, &p)?;
            out.insert(ArrayKey::Str(p.name.clone()), v);
        }
    }
    let defaults = vm.class_defaults(&c)?;
    for p in own_props(&c, None) {
        if p.is_static {
            continue;
        }
        let Some(info) = &p.info else { continue };
        if let Some(v) = defaults.get(&ArrayKey::Str(info.key.clone())) {
            out.insert(ArrayKey::Str(p.name.clone()), v.deref_value());
        }
    }
    Ok(Value::Array(out))
}

fn file_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    Ok(match (&c.decl, c.internal) {
        (Some(d), false) => Value::str(&*d.file),
        _ => Value::Bool(false),
    })
}

fn start_line(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    Ok(match (&c.decl, c.internal) {
        (Some(d), false) => Value::Int(i64::from(d.start_line)),
        _ => Value::Bool(false),
    })
}

fn end_line(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    Ok(match (&c.decl, c.internal) {
        (Some(d), false) => Value::Int(i64::from(d.end_line)),
        _ => Value::Bool(false),
    })
}

fn modifiers(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut f = 0;
    if c.is_abstract && c.kind == ClassKind::Class {
        f |= 64;
    }
    if c.is_final || c.kind == ClassKind::Enum {
        f |= 32;
    }
    if c.is_readonly {
        f |= 65536;
    }
    Ok(Value::Int(f))
}

fn to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, obj) = match state(vm, this)? {
        Refl::Class(c, o) => (c, o),
        _ => return Ok(Value::str("")),
    };
    let obj = obj.filter(|_| this.is_some_and(|t| t.instance_of(b"ReflectionObject")));
    Ok(Value::str(super::export::class_text(
        vm,
        &c,
        obj.as_ref(),
        "",
    )?))
}

fn enum_cases(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let mut out = PhpArray::new();
    for k in const_list(&c) {
        if k.is_case {
            let v = make_const(vm, &c, &k);
            let _ = out.push(v);
        }
    }
    Ok(Value::Array(out))
}

fn enum_case(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionEnum::getCase", "name")?;
    match c.consts.get(name.as_bytes()).cloned() {
        Some(k) if k.is_case => Ok(make_const(vm, &c, &k)),
        Some(_) => Err(rexc(
            vm,
            format!(
                "{}::{} is not a case",
                lossy(&c.name),
                name.to_string_lossy()
            ),
        )),
        None => Err(rexc(
            vm,
            format!(
                "Case {}::{} does not exist",
                lossy(&c.name),
                name.to_string_lossy()
            ),
        )),
    }
}

fn enum_has_case(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    let name = arg_str(vm, a, 0, "ReflectionEnum::hasCase", "name")?;
    Ok(Value::Bool(
        c.consts.get(name.as_bytes()).is_some_and(|k| k.is_case),
    ))
}

fn enum_backed(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(cls(vm, this)?.enum_backing.is_some()))
}

fn enum_backing(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let c = cls(vm, this)?;
    Ok(match &c.enum_backing {
        Some(b) => {
            let t = rphp_vm::bytecode::ParamType {
                alternatives: vec![b.clone()],
                display: String::from_utf8_lossy(b).to_string(),
                dnf: Vec::new(),
            };
            super::types::make_type(vm, &t)
        }
        None => Value::Null,
    })
}
