//! ReflectionProperty, ReflectionClassConstant, ReflectionEnumUnitCase and
//! ReflectionEnumBackedCase: a class member's flags, type, default and current value.

use super::class::{class_arg, const_value, make_class};
use super::types::make_type;
use super::{PropT, Refl, arg, init, lossy, make, rexc, rexc_missing, s, state};
use rphp_vm::builtins::{arg_str, type_error};
use rphp_vm::bytecode::{Init, Visibility};
use rphp_vm::class::{Class, ClassConst};
use rphp_vm::class_def::{ClassDef, ConstVal, Method, PropDef};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpStr, Value};
use std::rc::Rc;

type R = Result<Value, Control>;

pub(super) static CLASSES: &[&ClassDef] = &[&PROPERTY, &CONSTANT, &UNIT_CASE, &BACKED_CASE];

const RP: &str = "ReflectionProperty";
const RK: &str = "ReflectionClassConstant";

static PROPS: &[PropDef] = &[
    PropDef::public("name", ConstVal::Str("")),
    PropDef::public("class", ConstVal::Str("")),
];

macro_rules! rp {
    ($name:expr, $f:expr, $min:expr, $max:expr, $p:expr) => {
        Method::new(RP, $name, $f, $min, $max, $p)
    };
}

static PROPERTY: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    flags: rphp_vm::class_def::C_NOT_SERIALIZABLE,
    name: RP,
    interfaces: &["Reflector"],
    consts: &[
        ("IS_STATIC", ConstVal::Int(16)),
        ("IS_READONLY", ConstVal::Int(128)),
        ("IS_PUBLIC", ConstVal::Int(1)),
        ("IS_PROTECTED", ConstVal::Int(2)),
        ("IS_PRIVATE", ConstVal::Int(4)),
        ("IS_ABSTRACT", ConstVal::Int(64)),
        ("IS_PROTECTED_SET", ConstVal::Int(2048)),
        ("IS_PRIVATE_SET", ConstVal::Int(4096)),
        ("IS_VIRTUAL", ConstVal::Int(512)),
        ("IS_FINAL", ConstVal::Int(32)),
    ],
    props: PROPS,
    methods: &[
        rp!("__construct", construct, 2, 2, &["class", "property"]),
        rp!("__toString", to_string, 0, 0, &[]),
        rp!("getName", get_name, 0, 0, &[]),
        rp!("getValue", get_value, 0, 1, &["object"]),
        rp!("setValue", set_value, 1, 2, &["objectOrValue", "value"]),
        rp!("isInitialized", is_initialized, 0, 1, &["object"]),
        rp!("getType", get_type, 0, 0, &[]),
        rp!("hasType", has_type, 0, 0, &[]),
        rp!("hasDefaultValue", has_default, 0, 0, &[]),
        rp!("getDefaultValue", get_default, 0, 0, &[]),
        rp!("isReadOnly", is_readonly, 0, 0, &[]),
        rp!("getModifiers", modifiers, 0, 0, &[]),
        rp!("isPublic", is_public, 0, 0, &[]),
        rp!("isPrivate", is_private, 0, 0, &[]),
        rp!("isProtected", is_protected, 0, 0, &[]),
        rp!("isStatic", is_static, 0, 0, &[]),
        rp!("isDefault", is_default, 0, 0, &[]),
        rp!("isDynamic", is_dynamic, 0, 0, &[]),
        rp!("isPromoted", is_promoted, 0, 0, &[]),
        rp!("isAbstract", ret_false, 0, 0, &[]),
        rp!("isFinal", is_final, 0, 0, &[]),
        rp!("isVirtual", ret_false, 0, 0, &[]),
        rp!("hasHooks", ret_false, 0, 0, &[]),
        rp!("getHooks", super::class::empty_array, 0, 0, &[]),
        rp!("isPrivateSet", is_private_set, 0, 0, &[]),
        rp!("isProtectedSet", is_protected_set, 0, 0, &[]),
        rp!("getDeclaringClass", declaring, 0, 0, &[]),
        rp!("getDocComment", super::doc::prop_doc, 0, 0, &[]),
        rp!("setAccessible", set_accessible, 1, 1, &["accessible"]),
        rp!(
            "getAttributes",
            super::attribute::prop_attributes,
            0,
            2,
            &["name", "flags"]
        ),
    ],
    ..ClassDef::EMPTY
};

macro_rules! rk {
    ($name:expr, $f:expr, $min:expr, $max:expr, $p:expr) => {
        Method::new(RK, $name, $f, $min, $max, $p)
    };
}

static CONSTANT: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    flags: rphp_vm::class_def::C_NOT_SERIALIZABLE,
    name: RK,
    interfaces: &["Reflector"],
    consts: &[
        ("IS_PUBLIC", ConstVal::Int(1)),
        ("IS_PROTECTED", ConstVal::Int(2)),
        ("IS_PRIVATE", ConstVal::Int(4)),
        ("IS_FINAL", ConstVal::Int(32)),
    ],
    props: PROPS,
    methods: &[
        rk!("__construct", k_construct, 2, 2, &["class", "constant"]),
        rk!("__toString", k_to_string, 0, 0, &[]),
        rk!("getName", k_name, 0, 0, &[]),
        rk!("getValue", k_value, 0, 0, &[]),
        rk!("getDeclaringClass", k_declaring, 0, 0, &[]),
        rk!("getModifiers", k_modifiers, 0, 0, &[]),
        rk!("isPublic", k_public, 0, 0, &[]),
        rk!("isPrivate", k_private, 0, 0, &[]),
        rk!("isProtected", k_protected, 0, 0, &[]),
        rk!("isFinal", k_final, 0, 0, &[]),
        rk!("isEnumCase", k_is_case, 0, 0, &[]),
        rk!(
            "isDeprecated",
            super::attribute::const_is_deprecated,
            0,
            0,
            &[]
        ),
        rk!("hasType", k_has_type, 0, 0, &[]),
        rk!("getType", k_type, 0, 0, &[]),
        rk!("getDocComment", super::doc::const_doc, 0, 0, &[]),
        rk!(
            "getAttributes",
            super::attribute::const_attributes,
            0,
            2,
            &["name", "flags"]
        ),
    ],
    ..ClassDef::EMPTY
};

static UNIT_CASE: ClassDef = ClassDef {
    name: "ReflectionEnumUnitCase",
    parent: Some(RK),
    methods: &[
        Method::new(
            "ReflectionEnumUnitCase",
            "__construct",
            unit_construct,
            2,
            2,
            &["class", "constant"],
        ),
        Method::new("ReflectionEnumUnitCase", "getEnum", k_enum, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

static BACKED_CASE: ClassDef = ClassDef {
    name: "ReflectionEnumBackedCase",
    parent: Some("ReflectionEnumUnitCase"),
    methods: &[
        Method::new(
            "ReflectionEnumBackedCase",
            "__construct",
            backed_construct,
            2,
            2,
            &["class", "constant"],
        ),
        Method::new(
            "ReflectionEnumBackedCase",
            "getBackingValue",
            k_backing,
            0,
            0,
            &[],
        ),
    ],
    ..ClassDef::EMPTY
};

fn ret_false(_vm: &mut Vm, _t: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(false))
}

/// The properties of `c` in php's order (own first, then inherited; dynamic ones of
/// `obj` last).
pub(crate) fn own_props(c: &Rc<Class>, obj: Option<&ObjectHandle>) -> Vec<PropT> {
    let mut out: Vec<PropT> = Vec::new();
    let mut seen: Vec<Vec<u8>> = Vec::new();
    let mut add = |name: &[u8], out: &mut Vec<PropT>, want: Option<u32>| {
        if seen.iter().any(|s| s == name) {
            return;
        }
        let found = if let Some(sp) = c.statics.get(name) {
            Some((Rc::new(sp.info.clone()), true))
        } else {
            c.props.get(name).map(|i| (i.clone(), false))
        };
        if let Some((info, is_static)) = found {
            if want.is_some_and(|w| info.declaring != w) {
                return;
            }
            seen.push(name.to_vec());
            out.push(PropT {
                name: info.name.clone(),
                info: Some(info),
                is_static,
            });
        }
    };
    let mut k = Some(c.clone());
    while let Some(cur) = k {
        if let Some(d) = &cur.decl {
            for p in &d.props {
                add(&p.name, &mut out, Some(cur.id));
            }
        }
        for (info, _) in &cur.defaults {
            if info.declaring == cur.id {
                add(info.name.as_bytes(), &mut out, Some(cur.id));
            }
        }
        for n in &cur.static_order {
            add(n, &mut out, Some(cur.id));
        }
        k = cur.parent.clone();
    }
    for (info, _) in &c.defaults {
        add(info.name.as_bytes(), &mut out, None);
    }
    throwable_props(c, &mut out);
    for n in &c.static_order {
        add(n, &mut out, None);
    }
    if let Some(o) = obj {
        let keys: Vec<PhpStr> = o
            .borrow()
            .properties
            .iter()
            .filter_map(|(k, _)| match k {
                ArrayKey::Str(s) if !s.as_bytes().starts_with(b"\0") => Some(s),
                ArrayKey::Int(i) => Some(PhpStr::from(i.to_string())),
                _ => None,
            })
            .collect();
        for k in keys {
            if !c.props.contains_key(k.as_bytes()) && !out.iter().any(|p| p.name == k) {
                out.push(PropT {
                    name: k,
                    info: None,
                    is_static: false,
                });
            }
        }
    }
    out
}

/// The properties php's Exception and Error declare (rphp keeps them as plain
/// storage keys without declarations).
fn throwable_props(c: &Rc<Class>, out: &mut Vec<PropT>) {
    let Some((base, decls)) = rphp_vm::class::throwable_decls(c) else {
        return;
    };
    for info in decls {
        if info.visibility == Visibility::Private && base.id != c.id {
            continue;
        }
        if out.iter().any(|p| p.name == info.name) {
            continue;
        }
        out.push(PropT {
            name: info.name.clone(),
            info: Some(Rc::new(info)),
            is_static: false,
        });
    }
}

/// php's modifier bits of a property.
pub(crate) fn prop_modifiers(p: &PropT) -> i64 {
    let Some(i) = &p.info else { return 1 };
    let mut f = match i.visibility {
        Visibility::Public => 1,
        Visibility::Protected => 2,
        Visibility::Private => 4,
    };
    if p.is_static {
        f |= 16;
    }
    if i.readonly {
        f |= 128;
    }
    if i.is_final {
        f |= 32;
    }
    match i.set_visibility {
        Some(Visibility::Private) => f |= 4096,
        Some(Visibility::Protected) => f |= 2048,
        _ if i.readonly && i.visibility == Visibility::Public => f |= 2048,
        _ => {}
    }
    f
}

/// A ReflectionProperty for `p` of `c`.
pub(crate) fn make_prop(vm: &mut Vm, c: &Rc<Class>, p: PropT) -> Value {
    let class = p
        .info
        .as_ref()
        .map_or_else(|| c.name.clone(), |i| i.declaring_name.clone());
    let name = p.name.clone();
    make(
        vm,
        RP,
        Refl::Prop(c.clone(), p),
        &[("name", Value::Str(name)), ("class", Value::Str(class))],
    )
}

fn prop(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<(Rc<Class>, PropT), Control> {
    match state(vm, this)? {
        Refl::Prop(c, p) => Ok((c, p)),
        _ => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
    }
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let func = "ReflectionProperty::__construct";
    let c = class_arg(vm, a, 0, func, "class")?;
    let name = arg_str(vm, a, 1, func, "property")?;
    let obj = match arg(a, 0) {
        Value::Object(o) => Some(o),
        _ => None,
    };
    let Some(p) = own_props(&c, obj.as_ref())
        .into_iter()
        .find(|p| p.name == name)
    else {
        return Err(rexc_missing(
            vm,
            format!(
                "Property {}::${} does not exist",
                lossy(&c.name),
                lossy(&name)
            ),
        ));
    };
    let class = p
        .info
        .as_ref()
        .map_or_else(|| c.name.clone(), |i| i.declaring_name.clone());
    init(
        this,
        Refl::Prop(c, p),
        &[("name", Value::Str(name)), ("class", Value::Str(class))],
    );
    Ok(Value::Null)
}

fn set_accessible(vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    vm.deprecated("Method ReflectionProperty::setAccessible() is deprecated since 8.5, as it has no effect since PHP 8.1");
    Ok(Value::Null)
}

fn get_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Str(prop(vm, this)?.1.name))
}

fn storage_key(p: &PropT) -> PhpStr {
    p.info
        .as_ref()
        .map_or_else(|| p.name.clone(), |i| i.key.clone())
}

fn check_object(
    vm: &mut Vm,
    c: &Rc<Class>,
    p: &PropT,
    v: Value,
    func: &str,
) -> Result<ObjectHandle, Control> {
    match v {
        Value::Object(o) => {
            let decl = p
                .info
                .as_ref()
                .and_then(|i| rphp_vm::reflect::class_by_id(vm, i.declaring))
                .unwrap_or(c.clone());
            if p.info.is_some() && !o.class().is_subclass_of(&decl) {
                return Err(rexc(
                    vm,
                    "Given object is not an instance of the class this property was declared in",
                ));
            }
            Ok(o)
        }
        Value::Null => Err(Control::Error(
            ThrowKind::TypeError,
            format!("{func}(): Argument #1 ($object) must be provided for instance properties"),
        )),
        v => Err(type_error(func, 0, "object", "?object", &v)),
    }
}

fn get_value(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, p) = prop(vm, this)?;
    if p.is_static {
        return Ok(rphp_vm::reflect::static_prop(vm, &c, p.name.as_bytes())?
            .map_or(Value::Null, |cell| cell.get()));
    }
    let o = check_object(vm, &c, &p, arg(a, 0), "ReflectionProperty::getValue")?;
    let key = storage_key(&p);
    let v = o
        .borrow()
        .properties
        .get(&ArrayKey::Str(key))
        .map(Value::deref_value);
    match v {
        Some(v) => Ok(v),
        None if p.info.as_ref().is_some_and(|i| i.ty.is_some()) => Err(Control::Error(
            ThrowKind::Error,
            format!(
                "Typed property {}::${} must not be accessed before initialization",
                p.info
                    .as_ref()
                    .map_or_else(String::new, |i| lossy(&i.declaring_name)),
                lossy(&p.name)
            ),
        )),
        None => {
            vm.warn(format!(
                "Undefined property: {}::${}",
                lossy(&o.class_name()),
                lossy(&p.name)
            ));
            Ok(Value::Null)
        }
    }
}

fn set_value(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, p) = prop(vm, this)?;
    if p.is_static {
        if a.len() < 2 {
            vm.deprecated(
                "Calling ReflectionProperty::setValue() with a single argument is deprecated",
            );
        }
        let v = if a.len() >= 2 { arg(a, 1) } else { arg(a, 0) };
        if let Some(cell) = rphp_vm::reflect::static_prop(vm, &c, p.name.as_bytes())? {
            cell.set(v);
        }
        return Ok(Value::Null);
    }
    let o = match arg(a, 0) {
        Value::Object(o) => o,
        v => check_object(vm, &c, &p, v, "ReflectionProperty::setValue")?,
    };
    let key = if o.class().is_subclass_of(
        &p.info
            .as_ref()
            .and_then(|i| rphp_vm::reflect::class_by_id(vm, i.declaring))
            .unwrap_or(c.clone()),
    ) {
        storage_key(&p)
    } else {
        p.name.clone()
    };
    if let Some(i) = &p.info {
        if i.readonly
            && o.borrow()
                .properties
                .get(&ArrayKey::Str(key.clone()))
                .is_some()
        {
            return Err(Control::Error(
                ThrowKind::Error,
                format!(
                    "Cannot modify readonly property {}::${}",
                    lossy(&o.class_name()),
                    lossy(&p.name)
                ),
            ));
        }
    }
    let v = arg(a, 1);
    let mut b = o.borrow_mut();
    match b.properties.get(&ArrayKey::Str(key.clone())) {
        Some(Value::Ref(r)) => {
            r.set(v);
        }
        _ => {
            b.properties.insert(ArrayKey::Str(key), v);
        }
    }
    Ok(Value::Null)
}

fn is_initialized(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, p) = prop(vm, this)?;
    if p.is_static {
        return Ok(Value::Bool(true));
    }
    let o = check_object(vm, &c, &p, arg(a, 0), "ReflectionProperty::isInitialized")?;
    let key = storage_key(&p);
    Ok(Value::Bool(
        o.borrow().properties.get(&ArrayKey::Str(key)).is_some(),
    ))
}

fn get_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    Ok(match p.info.as_ref().and_then(|i| i.ty.clone()) {
        Some(t) => make_type(vm, &t),
        None => Value::Null,
    })
}

fn has_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    Ok(Value::Bool(p.info.as_ref().is_some_and(|i| i.ty.is_some())))
}

/// The declared initializer of `p` (outer `None`: none; inner: untyped, null).
pub(crate) fn decl_default(vm: &Vm, p: &PropT) -> Option<Option<Init>> {
    let info = p.info.as_ref()?;
    let c = rphp_vm::reflect::class_by_id(vm, info.declaring)?;
    if let Some(d) = &c.decl {
        if let Some(pd) = d.props.iter().find(|pd| *pd.name == *info.name.as_bytes()) {
            return match (&pd.default, &pd.ty) {
                (Some(i), _) => Some(Some(i.clone())),
                (None, None) => Some(None),
                (None, Some(_)) => None,
            };
        }
    }
    c.defaults
        .iter()
        .find(|(i, _)| i.key == info.key)
        .and_then(|(_, init)| init.clone().map(Some))
        .or(if info.ty.is_none() { Some(None) } else { None })
}

fn has_default(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    Ok(Value::Bool(decl_default(vm, &p).is_some()))
}

fn get_default(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    if decl_default(vm, &p).is_none() {
        vm.deprecated("ReflectionProperty::getDefaultValue() for a property without a default value is deprecated, use ReflectionProperty::hasDefaultValue() to check if the default value exists");
    }
    default_value(vm, &p)
}

/// The declared default value of `p` (null when it has none).
pub(crate) fn default_value(vm: &mut Vm, p: &PropT) -> R {
    match decl_default(vm, p) {
        Some(Some(Init::Lit(c))) => Ok(rphp_vm::reflect::materialize(&c)),
        Some(Some(Init::Expr(e))) => {
            let scope = p
                .info
                .as_ref()
                .and_then(|i| rphp_vm::reflect::class_by_id(vm, i.declaring));
            rphp_vm::reflect::eval_const_expr(vm, &e, scope.as_ref())
        }
        _ => Ok(Value::Null),
    }
}

fn is_readonly(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    Ok(Value::Bool(p.info.as_ref().is_some_and(|i| i.readonly)))
}

fn modifiers(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    Ok(Value::Int(prop_modifiers(&p)))
}

macro_rules! pflag {
    ($f:ident, |$p:ident| $e:expr) => {
        fn $f(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
            let (_c, $p) = prop(vm, this)?;
            Ok(Value::Bool($e))
        }
    };
}

pflag!(is_public, |p| prop_modifiers(&p) & 1 != 0);
pflag!(is_private, |p| prop_modifiers(&p) & 4 != 0);
pflag!(is_protected, |p| prop_modifiers(&p) & 2 != 0);
pflag!(is_static, |p| p.is_static);
pflag!(is_final, |p| prop_modifiers(&p) & 32 != 0);
pflag!(is_default, |p| p.info.is_some());
pflag!(is_dynamic, |p| p.info.is_none());
pflag!(is_private_set, |p| prop_modifiers(&p) & 4096 != 0);
pflag!(is_protected_set, |p| prop_modifiers(&p) & 2048 != 0);

fn is_promoted(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, p) = prop(vm, this)?;
    let Some(info) = &p.info else {
        return Ok(Value::Bool(false));
    };
    let decl = rphp_vm::reflect::class_by_id(vm, info.declaring).unwrap_or(c);
    let Some(ctor) = decl.magic.construct.clone() else {
        return Ok(Value::Bool(false));
    };
    if ctor.declaring != decl.id {
        return Ok(Value::Bool(false));
    }
    let Some(u) = rphp_vm::reflect::method_unit(vm, &ctor) else {
        return Ok(Value::Bool(false));
    };
    let promoted = super::function::promoted_names(&u)
        .iter()
        .any(|n| *n == info.name.as_bytes());
    Ok(Value::Bool(promoted))
}

fn declaring(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, p) = prop(vm, this)?;
    let d = p
        .info
        .as_ref()
        .and_then(|i| rphp_vm::reflect::class_by_id(vm, i.declaring))
        .unwrap_or(c);
    Ok(make_class(vm, &d))
}

fn to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, p) = prop(vm, this)?;
    Ok(Value::str(super::export::prop_text(vm, &p, "")))
}

// ----- class constants -----

/// A ReflectionClassConstant (or enum case) for `k` of `c`.
pub(crate) fn make_const(vm: &mut Vm, c: &Rc<Class>, k: &Rc<ClassConst>) -> Value {
    let class = if k.is_case {
        if c.enum_backing.is_some() {
            "ReflectionEnumBackedCase"
        } else {
            "ReflectionEnumUnitCase"
        }
    } else {
        RK
    };
    make(
        vm,
        class,
        Refl::Const(c.clone(), k.clone()),
        &[("name", s(&k.name)), ("class", s(&k.declaring_name))],
    )
}

fn konst(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<(Rc<Class>, Rc<ClassConst>), Control> {
    match state(vm, this)? {
        Refl::Const(c, k) => Ok((c, k)),
        _ => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
    }
}

fn k_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    const_construct(vm, this, a, "ReflectionClassConstant::__construct")
}

fn const_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value], func: &str) -> R {
    let c = class_arg(vm, a, 0, func, "class")?;
    let name = arg_str(vm, a, 1, func, "constant")?;
    let Some(k) = c.consts.get(name.as_bytes()).cloned() else {
        return Err(rexc_missing(
            vm,
            format!(
                "Constant {}::{} does not exist",
                lossy(&c.name),
                lossy(&name)
            ),
        ));
    };
    init(
        this,
        Refl::Const(c, k.clone()),
        &[("name", s(&k.name)), ("class", s(&k.declaring_name))],
    );
    Ok(Value::Null)
}

fn unit_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    case_construct(vm, this, a, "ReflectionEnumUnitCase::__construct")
}

fn case_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value], func: &str) -> R {
    const_construct(vm, this, a, func)?;
    let (c, k) = konst(vm, this)?;
    if !k.is_case {
        return Err(rexc(
            vm,
            format!(
                "Constant {}::{} is not a case",
                lossy(&c.name),
                lossy(&k.name)
            ),
        ));
    }
    Ok(Value::Null)
}

fn backed_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    case_construct(vm, this, a, "ReflectionEnumBackedCase::__construct")?;
    let (c, k) = konst(vm, this)?;
    if c.enum_backing.is_none() {
        return Err(rexc(
            vm,
            format!(
                "Enum case {}::{} is not a backed case",
                lossy(&c.name),
                lossy(&k.name)
            ),
        ));
    }
    Ok(Value::Null)
}

fn k_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(s(&konst(vm, this)?.1.name))
}

fn k_value(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, k) = konst(vm, this)?;
    const_value(vm, &c, &k)
}

fn k_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, k) = konst(vm, this)?;
    Ok(match &k.ty {
        Some(t) => make_type(vm, t),
        None => Value::Null,
    })
}

fn k_has_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, k) = konst(vm, this)?;
    Ok(Value::Bool(k.ty.is_some()))
}

fn k_declaring(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, k) = konst(vm, this)?;
    let d = rphp_vm::reflect::class_by_id(vm, k.declaring).unwrap_or(c);
    Ok(make_class(vm, &d))
}

fn k_mod(k: &ClassConst) -> i64 {
    let v = match k.visibility {
        Visibility::Public => 1,
        Visibility::Protected => 2,
        Visibility::Private => 4,
    };
    v | if k.is_final { 32 } else { 0 }
}

fn k_modifiers(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Int(k_mod(&konst(vm, this)?.1)))
}

macro_rules! kflag {
    ($f:ident, |$k:ident| $e:expr) => {
        fn $f(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
            let (_c, $k) = konst(vm, this)?;
            Ok(Value::Bool($e))
        }
    };
}

kflag!(k_public, |k| k.visibility == Visibility::Public);
kflag!(k_private, |k| k.visibility == Visibility::Private);
kflag!(k_protected, |k| k.visibility == Visibility::Protected);
kflag!(k_final, |k| k.is_final);
kflag!(k_is_case, |k| k.is_case);

fn k_enum(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, k) = konst(vm, this)?;
    let d = rphp_vm::reflect::class_by_id(vm, k.declaring).unwrap_or(c);
    Ok(super::make(
        vm,
        "ReflectionEnum",
        Refl::Class(d.clone(), None),
        &[("name", s(&d.name))],
    ))
}

fn k_backing(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, k) = konst(vm, this)?;
    match const_value(vm, &c, &k)? {
        Value::Object(o) => Ok(o
            .borrow()
            .properties
            .get(&ArrayKey::Str(PhpStr::from("value")))
            .map(Value::deref_value)
            .unwrap_or(Value::Null)),
        _ => Ok(Value::Null),
    }
}

fn k_to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, k) = konst(vm, this)?;
    Ok(Value::str(super::export::const_text(vm, &c, &k, "")?))
}
