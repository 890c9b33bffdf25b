//! ReflectionFunctionAbstract, ReflectionFunction, ReflectionMethod and
//! ReflectionParameter: a function's or method's names, flags, parameters (their types
//! and default values), return type, and calling it (`invoke`, `getClosure`).

use super::class::{class_arg, make_class, method_modifiers, split_ns};
use super::types::make_type;
use super::{FnT, Refl, arg, call, fn_unit, init, lossy, make, rexc, rexc_missing, s, state};
use rphp_vm::builtins::{arg_str, type_error};
use rphp_vm::bytecode::{ConstExpr, ParamType, UnitKind, Visibility};
use rphp_vm::class::{Class, MethodEntry};
use rphp_vm::class_def::{C_ABSTRACT, ClassDef, ConstVal, Method, PropDef};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

type R = Result<Value, Control>;

pub(super) static CLASSES: &[&ClassDef] = &[&ABSTRACT, &FUNCTION, &METHOD, &PARAMETER];

const FA: &str = "ReflectionFunctionAbstract";
const RM: &str = "ReflectionMethod";
const RP: &str = "ReflectionParameter";

static NAME_PROPS: &[PropDef] = &[PropDef::public("name", ConstVal::Str(""))];
static METHOD_PROPS: &[PropDef] = &[
    PropDef::public("name", ConstVal::Str("")),
    PropDef::public("class", ConstVal::Str("")),
];

macro_rules! fa {
    ($name:expr, $f:expr, $min:expr, $max:expr, $p:expr) => {
        Method::new(FA, $name, $f, $min, $max, $p)
    };
}

static ABSTRACT: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    name: FA,
    interfaces: &["Reflector"],
    flags: C_ABSTRACT | rphp_vm::class_def::C_NOT_SERIALIZABLE,
    props: NAME_PROPS,
    methods: &[
        fa!("getName", get_name, 0, 0, &[]),
        fa!("getShortName", short_name, 0, 0, &[]),
        fa!("getNamespaceName", ns_name, 0, 0, &[]),
        fa!("inNamespace", in_ns, 0, 0, &[]),
        fa!("isClosure", is_closure, 0, 0, &[]),
        fa!(
            "isDeprecated",
            super::attribute::fn_is_deprecated,
            0,
            0,
            &[]
        ),
        fa!("isInternal", is_internal, 0, 0, &[]),
        fa!("isUserDefined", is_user, 0, 0, &[]),
        fa!("isGenerator", is_generator, 0, 0, &[]),
        fa!("isVariadic", is_variadic, 0, 0, &[]),
        fa!("isStatic", is_static, 0, 0, &[]),
        fa!("returnsReference", returns_ref, 0, 0, &[]),
        fa!("getNumberOfParameters", num_params, 0, 0, &[]),
        fa!("getNumberOfRequiredParameters", num_required, 0, 0, &[]),
        fa!("getParameters", get_params, 0, 0, &[]),
        fa!("getReturnType", return_type, 0, 0, &[]),
        fa!("hasReturnType", has_return_type, 0, 0, &[]),
        fa!("hasTentativeReturnType", ret_false, 0, 0, &[]),
        fa!("getTentativeReturnType", ret_null, 0, 0, &[]),
        fa!("getStaticVariables", static_vars, 0, 0, &[]),
        fa!("getClosureUsedVariables", used_vars, 0, 0, &[]),
        fa!("getClosureThis", closure_this, 0, 0, &[]),
        fa!("getClosureScopeClass", closure_scope, 0, 0, &[]),
        fa!("getClosureCalledClass", closure_called, 0, 0, &[]),
        fa!("getFileName", file_name, 0, 0, &[]),
        fa!("getStartLine", start_line, 0, 0, &[]),
        fa!("getEndLine", end_line, 0, 0, &[]),
        fa!("getDocComment", super::doc::fn_doc, 0, 0, &[]),
        fa!(
            "getAttributes",
            super::attribute::fn_attributes,
            0,
            2,
            &["name", "flags"]
        ),
        fa!("getExtension", get_extension, 0, 0, &[]),
        fa!("getExtensionName", ext_name, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

static FUNCTION: ClassDef = ClassDef {
    name: "ReflectionFunction",
    parent: Some(FA),
    consts: &[("IS_DEPRECATED", ConstVal::Int(2048))],
    methods: &[
        Method::new(
            "ReflectionFunction",
            "__construct",
            fn_construct,
            1,
            1,
            &["function"],
        ),
        Method::new("ReflectionFunction", "__toString", fn_to_string, 0, 0, &[]),
        Method::new("ReflectionFunction", "isAnonymous", is_anonymous, 0, 0, &[]),
        Method::new("ReflectionFunction", "isDisabled", ret_false, 0, 0, &[]),
        Method::new(
            "ReflectionFunction",
            "invoke",
            fn_invoke,
            0,
            u8::MAX,
            &["args"],
        ),
        Method::new(
            "ReflectionFunction",
            "invokeArgs",
            fn_invoke_args,
            0,
            1,
            &["args"],
        ),
        Method::new("ReflectionFunction", "getClosure", fn_closure, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

macro_rules! rm {
    ($name:expr, $f:expr, $min:expr, $max:expr, $p:expr) => {
        Method::new(RM, $name, $f, $min, $max, $p)
    };
}

static METHOD: ClassDef = ClassDef {
    name: RM,
    parent: Some(FA),
    consts: &[
        ("IS_STATIC", ConstVal::Int(16)),
        ("IS_PUBLIC", ConstVal::Int(1)),
        ("IS_PROTECTED", ConstVal::Int(2)),
        ("IS_PRIVATE", ConstVal::Int(4)),
        ("IS_ABSTRACT", ConstVal::Int(64)),
        ("IS_FINAL", ConstVal::Int(32)),
    ],
    props: METHOD_PROPS,
    methods: &[
        rm!(
            "__construct",
            m_construct,
            1,
            2,
            &["objectOrMethod", "method"]
        ),
        rm!("createFromMethodName", m_from_name, 1, 1, &["method"]).static_(),
        rm!("__toString", m_to_string, 0, 0, &[]),
        rm!("invoke", m_invoke, 0, u8::MAX, &["object", "args"]),
        rm!("invokeArgs", m_invoke_args, 0, 2, &["object", "args"]),
        rm!("setAccessible", m_set_accessible, 1, 1, &["accessible"]),
        rm!("getClosure", m_closure, 0, 1, &["object"]),
        rm!("isPublic", m_public, 0, 0, &[]),
        rm!("isPrivate", m_private, 0, 0, &[]),
        rm!("isProtected", m_protected, 0, 0, &[]),
        rm!("isAbstract", m_abstract, 0, 0, &[]),
        rm!("isFinal", m_final, 0, 0, &[]),
        rm!("isConstructor", m_ctor, 0, 0, &[]),
        rm!("isDestructor", m_dtor, 0, 0, &[]),
        rm!("getModifiers", m_modifiers, 0, 0, &[]),
        rm!("getDeclaringClass", m_declaring, 0, 0, &[]),
        rm!("getPrototype", m_prototype, 0, 0, &[]),
        rm!("hasPrototype", m_has_prototype, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

macro_rules! rp {
    ($name:expr, $f:expr, $min:expr, $max:expr, $p:expr) => {
        Method::new(RP, $name, $f, $min, $max, $p)
    };
}

static PARAMETER: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    flags: rphp_vm::class_def::C_NOT_SERIALIZABLE,
    name: RP,
    interfaces: &["Reflector"],
    props: NAME_PROPS,
    methods: &[
        rp!("__construct", p_construct, 2, 2, &["function", "param"]),
        rp!("__toString", p_to_string, 0, 0, &[]),
        rp!("getName", p_name, 0, 0, &[]),
        rp!("getPosition", p_position, 0, 0, &[]),
        rp!("getType", p_type, 0, 0, &[]),
        rp!("hasType", p_has_type, 0, 0, &[]),
        rp!("allowsNull", p_allows_null, 0, 0, &[]),
        rp!("isOptional", p_optional, 0, 0, &[]),
        rp!("isDefaultValueAvailable", p_has_default, 0, 0, &[]),
        rp!("getDefaultValue", p_default, 0, 0, &[]),
        rp!("isDefaultValueConstant", p_default_is_const, 0, 0, &[]),
        rp!("getDefaultValueConstantName", p_default_const, 0, 0, &[]),
        rp!("isVariadic", p_variadic, 0, 0, &[]),
        rp!("isPassedByReference", p_by_ref, 0, 0, &[]),
        rp!("canBePassedByValue", p_by_val, 0, 0, &[]),
        rp!("isPromoted", p_promoted, 0, 0, &[]),
        rp!("isArray", p_is_array, 0, 0, &[]),
        rp!("isCallable", p_is_callable, 0, 0, &[]),
        rp!("getClass", p_class, 0, 0, &[]),
        rp!("getDeclaringFunction", p_function, 0, 0, &[]),
        rp!("getDeclaringClass", p_declaring_class, 0, 0, &[]),
        rp!(
            "getAttributes",
            super::attribute::param_attributes,
            0,
            2,
            &["name", "flags"]
        ),
    ],
    ..ClassDef::EMPTY
};

/// One parameter as reflection sees it.
#[derive(Clone)]
pub(crate) struct PInfo {
    pub name: String,
    pub by_ref: bool,
    pub variadic: bool,
    pub optional: bool,
    pub has_default: bool,
    pub ty: Option<ParamType>,
}

/// The parameters of `f`.
pub(crate) fn params(vm: &Vm, f: &FnT) -> Vec<PInfo> {
    if let Some(u) = fn_unit(vm, f) {
        let n = u.params.len();
        // A parameter before a required one is not optional (php 8).
        let last_required = u.params.iter().rposition(|p| !p.has_default && !p.variadic);
        return u
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| PInfo {
                name: String::from_utf8_lossy(&p.name).to_string(),
                by_ref: p.by_ref,
                variadic: p.variadic,
                optional: (p.has_default || p.variadic) && last_required.is_none_or(|l| i > l),
                has_default: p.has_default && !p.variadic && i < n,
                ty: p.ty.clone(),
            })
            .collect();
    }
    let (names, min, max, by_ref): (&[&str], u8, u8, u32) = match f {
        FnT::Builtin(id) => match vm.builtins.get(*id) {
            Some(b) => (b.params, b.min, b.max, b.by_ref),
            None => return Vec::new(),
        },
        FnT::Internal(im) => (im.params, im.min, im.max, 0),
        FnT::Method { m, .. } => match rphp_vm::reflect::method_internal(m) {
            Some(im) => (im.params, im.min, im.max, 0),
            None => return enum_method_params(m),
        },
        FnT::User { .. } => return Vec::new(),
    };
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let variadic = max == u8::MAX && i + 1 == names.len();
            PInfo {
                name: n.to_string(),
                by_ref: (i < 31 && by_ref & (1 << i) != 0)
                    || (by_ref & (1 << 31) != 0 && i + 1 >= names.len()),
                variadic,
                optional: i >= usize::from(min),
                has_default: i >= usize::from(min) && !variadic,
                ty: None,
            }
        })
        .collect()
}

/// The parameter of an enum's `from()`/`tryFrom()` (`int|string $value`, which php
/// prints `string|int`); none for `cases()` or a method that is no enum's.
fn enum_method_params(m: &MethodEntry) -> Vec<PInfo> {
    let Some((names, _)) = rphp_vm::reflect::enum_method_sig(m) else {
        return Vec::new();
    };
    names
        .iter()
        .map(|n| PInfo {
            name: n.to_string(),
            by_ref: false,
            variadic: false,
            optional: false,
            has_default: false,
            ty: Some(ParamType {
                alternatives: vec![b"string"[..].into(), b"int"[..].into()],
                display: "string|int".into(),
                dnf: vec![vec![b"string"[..].into()], vec![b"int"[..].into()]],
            }),
        })
        .collect()
}

/// The return type of an enum's `cases()`/`from()`/`tryFrom()`.
fn enum_method_return(m: &MethodEntry) -> Option<ParamType> {
    let (_, ret) = rphp_vm::reflect::enum_method_sig(m)?;
    let name = ret.trim_start_matches('?');
    let mut alternatives: Vec<Box<[u8]>> = vec![name.as_bytes().into()];
    if ret.starts_with('?') {
        alternatives.push(b"null"[..].into());
    }
    Some(ParamType {
        dnf: alternatives.iter().map(|a| vec![a.clone()]).collect(),
        alternatives,
        display: ret.to_string(),
    })
}

fn fnt(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<FnT, Control> {
    match state(vm, this)? {
        Refl::Func(f) | Refl::Param(f, _) => Ok(f),
        _ => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
    }
}

/// The name reflection reports for `f`.
pub(crate) fn fn_name(vm: &Vm, f: &FnT) -> PhpStr {
    match f {
        FnT::User { func, .. } => PhpStr::new(&func.unit.name),
        FnT::Builtin(id) => PhpStr::from(vm.builtins.get(*id).map_or("", |b| b.name)),
        FnT::Method { m, .. } => m.name.clone(),
        FnT::Internal(im) => PhpStr::from(im.name),
    }
}

/// A ReflectionMethod for method `m` seen from class `c`.
pub(crate) fn make_method(vm: &mut Vm, c: &Rc<Class>, m: &Rc<MethodEntry>) -> Value {
    make(
        vm,
        RM,
        Refl::Func(FnT::Method {
            class: c.clone(),
            m: m.clone(),
        }),
        &[("name", s(&m.name)), ("class", s(&m.declaring_name))],
    )
}

fn make_function(vm: &mut Vm, f: FnT) -> Value {
    let name = fn_name(vm, &f);
    make(
        vm,
        "ReflectionFunction",
        Refl::Func(f),
        &[("name", Value::Str(name))],
    )
}

fn ret_false(_vm: &mut Vm, _t: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(false))
}

fn ret_null(_vm: &mut Vm, _t: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Null)
}

fn get_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Str(fn_name(vm, &f)))
}

fn short_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::str(split_ns(&lossy(&fn_name(vm, &f))).1))
}

fn ns_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    if matches!(f, FnT::Method { .. }) {
        return Ok(Value::str(""));
    }
    Ok(Value::str(split_ns(&lossy(&fn_name(vm, &f))).0))
}

fn in_ns(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    if matches!(f, FnT::Method { .. }) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(lossy(&fn_name(vm, &f)).contains('\\')))
}

pub(crate) fn is_closure_fn(f: &FnT) -> bool {
    matches!(f, FnT::User { func, .. } if matches!(func.unit.kind, UnitKind::Closure | UnitKind::ArrowFn))
}

fn is_closure(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(
        is_closure_fn(&f)
            || matches!(
                f,
                FnT::User {
                    closure: Some(_),
                    ..
                }
            ),
    ))
}

fn is_anonymous(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(is_closure_fn(&fnt(vm, this)?)))
}

pub(crate) fn is_internal_fn(vm: &Vm, f: &FnT) -> bool {
    match f {
        FnT::User { func, .. } => func.unit.internal,
        FnT::Method { class, m } => {
            rphp_vm::reflect::enum_method_sig(m).is_some()
                || (fn_unit(vm, f).is_none_or(|u| u.internal)
                    && rphp_vm::reflect::class_by_id(vm, m.declaring)
                        .map_or(class.internal, |c| c.internal))
        }
        _ => true,
    }
}

fn is_internal(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(is_internal_fn(vm, &f)))
}

fn is_user(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(!is_internal_fn(vm, &f)))
}

fn is_generator(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(fn_unit(vm, &f).is_some_and(|u| u.is_generator)))
}

fn is_variadic(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(params(vm, &f).iter().any(|p| p.variadic)))
}

fn is_static(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(match &f {
        FnT::Method { m, .. } => m.is_static,
        FnT::User { func, .. } => func.unit.is_static,
        FnT::Internal(im) => im.is_static,
        FnT::Builtin(_) => false,
    }))
}

fn returns_ref(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Bool(fn_unit(vm, &f).is_some_and(|u| u.returns_ref)))
}

fn num_params(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Int(params(vm, &f).len() as i64))
}

fn num_required(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::Int(
        params(vm, &f).iter().filter(|p| !p.optional).count() as i64,
    ))
}

fn make_param(vm: &mut Vm, f: &FnT, i: usize, p: &PInfo) -> Value {
    make(
        vm,
        RP,
        Refl::Param(f.clone(), i),
        &[("name", Value::str(&p.name))],
    )
}

fn get_params(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    let mut out = PhpArray::new();
    for (i, p) in params(vm, &f).iter().enumerate() {
        let v = make_param(vm, &f, i, p);
        let _ = out.push(v);
    }
    Ok(Value::Array(out))
}

fn return_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    let ty = match &f {
        FnT::Method { m, .. } => enum_method_return(m),
        _ => None,
    };
    Ok(
        match ty.or_else(|| fn_unit(vm, &f).and_then(|u| u.return_type.clone())) {
            Some(t) => make_type(vm, &t),
            None => Value::Null,
        },
    )
}

fn has_return_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    if let FnT::Method { m, .. } = &f {
        if rphp_vm::reflect::enum_method_sig(m).is_some() {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(
        fn_unit(vm, &f).is_some_and(|u| u.return_type.is_some()),
    ))
}

fn static_vars(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    bound_vars(vm, this, true)
}

fn used_vars(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    bound_vars(vm, this, false)
}

fn bound_vars(vm: &mut Vm, this: Option<&ObjectHandle>, statics: bool) -> R {
    let f = fnt(vm, this)?;
    let mut out = PhpArray::new();
    if let FnT::User {
        closure: Some(c), ..
    } = &f
    {
        for (k, v) in rphp_vm::reflect::closure_bound(c) {
            out.insert(ArrayKey::Str(PhpStr::new(&k)), v);
        }
    }
    if statics {
        if let Some(u) = fn_unit(vm, &f) {
            let closure = match &f {
                FnT::User {
                    closure: Some(c), ..
                } => Some(c.clone()),
                _ => None,
            };
            let scope = scope_of(vm, &f);
            for (k, v) in rphp_vm::reflect::static_vars(vm, &u, closure.as_ref(), scope.as_ref())? {
                out.insert(ArrayKey::Str(PhpStr::new(&k)), v);
            }
        }
    }
    Ok(Value::Array(out))
}

fn closure_this(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    if let FnT::User {
        closure: Some(c), ..
    } = &f
    {
        if let Some(rphp_vm::reflect::ClosureTarget::User { this: Some(t), .. }) =
            rphp_vm::reflect::closure_target(c)
        {
            return Ok(Value::Object(t));
        }
    }
    Ok(Value::Null)
}

fn closure_scope(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    closure_class(vm, this, false)
}

fn closure_called(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    closure_class(vm, this, true)
}

fn closure_class(vm: &mut Vm, this: Option<&ObjectHandle>, called_class: bool) -> R {
    let f = fnt(vm, this)?;
    if let FnT::User {
        closure: Some(c), ..
    } = &f
    {
        if let Some(rphp_vm::reflect::ClosureTarget::User { scope, called, .. }) =
            rphp_vm::reflect::closure_target(c)
        {
            let scope = if called_class && called != rphp_vm::class::NO_CLASS {
                called
            } else {
                scope
            };
            if let Some(k) = rphp_vm::reflect::class_by_id(vm, scope) {
                return Ok(make_class(vm, &k));
            }
        }
    }
    Ok(Value::Null)
}

fn file_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(match fn_unit(vm, &f) {
        Some(u) if !u.internal => Value::str(&*u.file),
        _ => Value::Bool(false),
    })
}

fn start_line(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(match fn_unit(vm, &f) {
        Some(u) if !u.internal => Value::Int(i64::from(u.start_line)),
        _ => Value::Bool(false),
    })
}

fn end_line(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(match fn_unit(vm, &f) {
        Some(u) if !u.internal => Value::Int(i64::from(super::export::end_line(&u))),
        _ => Value::Bool(false),
    })
}

fn get_extension(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(if is_internal_fn(vm, &f) {
        make(
            vm,
            "ReflectionExtension",
            Refl::None,
            &[("name", Value::str("standard"))],
        )
    } else {
        Value::Null
    })
}

fn ext_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(if is_internal_fn(vm, &f) {
        Value::str("standard")
    } else {
        Value::Bool(false)
    })
}

// ----- ReflectionFunction -----

fn resolve_function(vm: &mut Vm, v: &Value) -> Result<Option<FnT>, Control> {
    if let Value::Object(o) = v {
        return Ok(match rphp_vm::reflect::closure_target(o) {
            Some(rphp_vm::reflect::ClosureTarget::User { func, .. }) => Some(FnT::User {
                func,
                closure: Some(o.clone()),
            }),
            Some(rphp_vm::reflect::ClosureTarget::Builtin(id)) => Some(FnT::Builtin(id)),
            Some(rphp_vm::reflect::ClosureTarget::Method(im)) => Some(FnT::Internal(im)),
            Some(rphp_vm::reflect::ClosureTarget::EnumMethod { class, m }) => {
                Some(FnT::Method { class, m })
            }
            None => None,
        });
    }
    let name = match v {
        Value::Str(s) => s.clone(),
        _ => return Ok(None),
    };
    let n = name.as_bytes();
    let n = n.strip_prefix(b"\\").unwrap_or(n).to_ascii_lowercase();
    if let Some(func) = vm.functions.get(n.as_slice()).cloned() {
        return Ok(Some(FnT::User {
            func,
            closure: None,
        }));
    }
    Ok(vm.builtins.lookup(&n).map(FnT::Builtin))
}

fn fn_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let v = arg(a, 0);
    let v = match v {
        Value::Object(o) if o.instance_of(b"Closure") => Value::Object(o),
        Value::Object(_) | Value::Array(_) | Value::Resource(_) => {
            return Err(type_error(
                "ReflectionFunction::__construct",
                0,
                "function",
                "Closure|string",
                &v,
            ));
        }
        _ => Value::Str(arg_str(
            vm,
            a,
            0,
            "ReflectionFunction::__construct",
            "function",
        )?),
    };
    match resolve_function(vm, &v)? {
        Some(f) => {
            let name = fn_name(vm, &f);
            init(this, Refl::Func(f), &[("name", Value::Str(name))]);
            Ok(Value::Null)
        }
        None => {
            let n = match &v {
                Value::Str(s) => lossy(s),
                _ => String::new(),
            };
            Err(rexc_missing(vm, format!("Function {n}() does not exist")))
        }
    }
}

fn fn_callee(vm: &mut Vm, f: &FnT) -> Result<Value, Control> {
    Ok(match f {
        FnT::User {
            closure: Some(c), ..
        } => Value::Object(c.clone()),
        FnT::User { func, .. } => rphp_vm::reflect::function_closure(vm, func.clone()),
        FnT::Builtin(id) => rphp_vm::reflect::builtin_closure(vm, *id),
        FnT::Method { class, m } => rphp_vm::reflect::method_closure(vm, m, None, class.id)?,
        FnT::Internal(_) => Value::Null,
    })
}

fn fn_invoke(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    let callee = fn_callee(vm, &f)?;
    Err(call(callee, a.to_vec()))
}

fn fn_invoke_args(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    let args = match arg(a, 0) {
        Value::Array(arr) => order_args(vm, &f, &arr)?,
        Value::Null if a.is_empty() => Vec::new(),
        v => {
            return Err(type_error(
                "ReflectionFunction::invokeArgs",
                0,
                "args",
                "array",
                &v,
            ));
        }
    };
    let callee = fn_callee(vm, &f)?;
    Err(call(callee, args))
}

fn fn_closure(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    fn_callee(vm, &f)
}

fn fn_to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::str(super::export::fn_text(vm, &f, None, "")))
}

// ----- ReflectionMethod -----

fn method_target(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
) -> Result<(Rc<Class>, Rc<MethodEntry>), Control> {
    let (c, name) = if a.len() < 2 || matches!(arg(a, 1), Value::Null) && a.len() < 2 {
        let spec = arg_str(vm, a, 0, func, "objectOrMethod")?;
        let text = lossy(&spec);
        let Some(pos) = text.find("::") else {
            return Err(rexc(
                vm,
                format!("{func}(): Argument #1 ($objectOrMethod) must be a valid method name"),
            ));
        };
        let cname = &text[..pos];
        let c = match rphp_vm::reflect::find_class(vm, cname.as_bytes())? {
            Some(c) => c,
            None => {
                return Err(rexc_missing(
                    vm,
                    format!("Class \"{cname}\" does not exist"),
                ));
            }
        };
        (c, text[pos + 2..].to_string())
    } else {
        let c = class_arg(vm, a, 0, func, "objectOrMethod")?;
        if let v @ Value::Array(_) = arg(a, 1) {
            return Err(type_error(func, 1, "method", "?string", &v));
        }
        let name = arg_str(vm, a, 1, func, "method")?;
        (c, lossy(&name))
    };
    match c.find_method(name.as_bytes()).cloned() {
        Some(m) => Ok((c, m)),
        None => Err(rexc_missing(
            vm,
            format!("Method {}::{}() does not exist", lossy(&c.name), name),
        )),
    }
}

fn m_set_accessible(vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    vm.deprecated("Method ReflectionMethod::setAccessible() is deprecated since 8.5, as it has no effect since PHP 8.1");
    Ok(Value::Null)
}

fn m_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    if a.len() < 2 {
        vm.deprecated("Calling ReflectionMethod::__construct() with 1 argument is deprecated, use ReflectionMethod::createFromMethodName() instead");
    }
    let (c, m) = method_target(vm, a, "ReflectionMethod::__construct")?;
    init(
        this,
        Refl::Func(FnT::Method {
            class: c,
            m: m.clone(),
        }),
        &[("name", s(&m.name)), ("class", s(&m.declaring_name))],
    );
    Ok(Value::Null)
}

fn m_from_name(vm: &mut Vm, _this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, m) = method_target(
        vm,
        &a[..a.len().min(1)],
        "ReflectionMethod::createFromMethodName",
    )
    .map_err(|e| rename_arg(vm, e))?;
    Ok(make_method(vm, &c, &m))
}

/// createFromMethodName names its argument `$method`.
fn rename_arg(vm: &mut Vm, e: Control) -> Control {
    let _ = vm;
    if let Control::Throw(o) = &e {
        let msg = o
            .borrow()
            .properties
            .get(&ArrayKey::Str(PhpStr::from("message")))
            .map(Value::deref_value);
        if let Some(Value::Str(m)) = msg {
            let fixed = lossy(&m).replace("($objectOrMethod)", "($method)");
            o.borrow_mut()
                .properties
                .insert("message", Value::str(fixed));
        }
    }
    e
}

/// The positional arguments for `f` from an argument array whose string keys name
/// parameters (php 8's named arguments in invokeArgs/newInstanceArgs); a skipped
/// optional parameter gets its default value.
pub(crate) fn order_args(vm: &mut Vm, f: &FnT, arr: &PhpArray) -> Result<Vec<Value>, Control> {
    if arr.iter().all(|(k, _)| matches!(k, ArrayKey::Int(_))) {
        return Ok(arr.values().cloned().collect());
    }
    let ps = params(vm, f);
    let mut slots: Vec<Option<Value>> = Vec::new();
    let mut extra = Vec::new();
    for (k, v) in arr.iter() {
        match k {
            ArrayKey::Int(_) => {
                if !extra.is_empty() {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        "Cannot use positional argument after named argument".into(),
                    ));
                }
                slots.push(Some(v.clone()));
            }
            ArrayKey::Str(n) => {
                let name = lossy(&n);
                match ps.iter().position(|p| p.name == name && !p.variadic) {
                    Some(i) => {
                        if slots.len() <= i {
                            slots.resize(i + 1, None);
                        } else if slots[i].is_some() {
                            return Err(Control::Error(
                                ThrowKind::Error,
                                format!("Named parameter ${name} overwrites previous argument"),
                            ));
                        }
                        slots[i] = Some(v.clone());
                    }
                    None if ps.last().is_some_and(|p| p.variadic) => extra.push(v.clone()),
                    None => {
                        return Err(Control::Error(
                            ThrowKind::Error,
                            format!("Unknown named parameter ${name}"),
                        ));
                    }
                }
            }
        }
    }
    let required = ps.iter().filter(|p| !p.optional).count();
    if !extra.is_empty() && slots.len() < required {
        let passed = slots.iter().filter(|s| s.is_some()).count();
        let how = if ps.len() > required {
            "at least"
        } else {
            "exactly"
        };
        return Err(Control::Error(
            ThrowKind::ArgumentCountError,
            format!(
                "Too few arguments to function {}(), {passed} passed and {how} {required} expected",
                lossy(&fn_name(vm, f))
            ),
        ));
    }
    let unit = fn_unit(vm, f);
    let scope = scope_of(vm, f);
    let mut out = Vec::with_capacity(slots.len());
    for (i, s) in slots.into_iter().enumerate() {
        match s {
            Some(v) => out.push(v),
            None => {
                let e = unit
                    .as_ref()
                    .and_then(|u| rphp_vm::reflect::param_default_expr(u, i as u32));
                match e {
                    Some(e) => out.push(rphp_vm::reflect::eval_const_expr(vm, &e, scope.as_ref())?),
                    None => {
                        let name = ps.get(i).map_or(String::new(), |p| p.name.clone());
                        return Err(Control::Error(
                            ThrowKind::ArgumentCountError,
                            format!(
                                "{}(): Argument #{} (${name}) not passed",
                                lossy(&fn_name(vm, f)),
                                i + 1
                            ),
                        ));
                    }
                }
            }
        }
    }
    out.extend(extra);
    Ok(out)
}

fn method(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
) -> Result<(Rc<Class>, Rc<MethodEntry>), Control> {
    match state(vm, this)? {
        Refl::Func(FnT::Method { class, m }) => Ok((class, m)),
        _ => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
    }
}

fn invoke_with(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    obj: Value,
    args: Vec<Value>,
    func: &str,
) -> R {
    let (c, m) = method(vm, this)?;
    if m.is_abstract {
        return Err(rexc(
            vm,
            format!(
                "Trying to invoke abstract method {}::{}()",
                lossy(&m.declaring_name),
                lossy(&m.name)
            ),
        ));
    }
    let target = if m.is_static {
        None
    } else {
        match obj {
            Value::Object(o) => {
                let decl = rphp_vm::reflect::class_by_id(vm, m.declaring).unwrap_or(c.clone());
                if !o.class().is_subclass_of(&decl) {
                    return Err(rexc(
                        vm,
                        "Given object is not an instance of the class this method was declared in",
                    ));
                }
                Some(o)
            }
            Value::Null => {
                return Err(rexc(
                    vm,
                    format!(
                        "Trying to invoke non static method {}::{}() without an object",
                        lossy(&m.declaring_name),
                        lossy(&m.name)
                    ),
                ));
            }
            v => return Err(type_error(func, 0, "object", "?object", &v)),
        }
    };
    let called = target.as_ref().map_or(c.id, |o| o.class().id);
    let callee = rphp_vm::reflect::method_closure(vm, &m, target, called)?;
    Err(call(callee, args))
}

fn m_invoke(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let obj = arg(a, 0);
    let args = a.iter().skip(1).cloned().collect();
    invoke_with(vm, this, obj, args, "ReflectionMethod::invoke")
}

fn m_invoke_args(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let obj = arg(a, 0);
    let args = match arg(a, 1) {
        Value::Array(arr) => {
            let f = fnt(vm, this)?;
            order_args(vm, &f, &arr)?
        }
        Value::Null if a.len() < 2 => Vec::new(),
        v => {
            return Err(type_error(
                "ReflectionMethod::invokeArgs",
                1,
                "args",
                "array",
                &v,
            ));
        }
    };
    invoke_with(vm, this, obj, args, "ReflectionMethod::invokeArgs")
}

fn m_closure(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let (c, m) = method(vm, this)?;
    if m.is_static {
        return rphp_vm::reflect::method_closure(vm, &m, None, c.id);
    }
    match arg(a, 0) {
        Value::Object(o) => {
            let decl = rphp_vm::reflect::class_by_id(vm, m.declaring).unwrap_or(c.clone());
            if !o.class().is_subclass_of(&decl) {
                return Err(rexc(
                    vm,
                    "Given object is not an instance of the class this method was declared in",
                ));
            }
            let id = o.class().id;
            rphp_vm::reflect::method_closure(vm, &m, Some(o), id)
        }
        Value::Null => Err(Control::Error(
            ThrowKind::ArgumentCountError,
            "ReflectionMethod::getClosure(): Argument #1 ($object) must be provided for non-static methods".into(),
        )),
        v => Err(type_error("ReflectionMethod::getClosure", 0, "object", "?object", &v)),
    }
}

macro_rules! mflag {
    ($f:ident, |$m:ident| $e:expr) => {
        fn $f(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
            let (_c, $m) = method(vm, this)?;
            Ok(Value::Bool($e))
        }
    };
}

mflag!(m_public, |m| m.visibility == Visibility::Public);
mflag!(m_private, |m| m.visibility == Visibility::Private);
mflag!(m_protected, |m| m.visibility == Visibility::Protected);
mflag!(m_abstract, |m| m.is_abstract);
mflag!(m_final, |m| m.is_final);
mflag!(m_ctor, |m| m
    .name
    .as_bytes()
    .eq_ignore_ascii_case(b"__construct"));
mflag!(m_dtor, |m| m
    .name
    .as_bytes()
    .eq_ignore_ascii_case(b"__destruct"));

fn m_modifiers(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_c, m) = method(vm, this)?;
    Ok(Value::Int(method_modifiers(&m)))
}

fn m_declaring(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, m) = method(vm, this)?;
    let d = rphp_vm::reflect::class_by_id(vm, m.declaring).unwrap_or(c);
    Ok(make_class(vm, &d))
}

/// The method `m` overrides or implements (php's prototype).
pub(crate) fn prototype(
    vm: &Vm,
    c: &Rc<Class>,
    m: &MethodEntry,
) -> Option<(Rc<Class>, Rc<MethodEntry>)> {
    let decl = rphp_vm::reflect::class_by_id(vm, m.declaring).unwrap_or(c.clone());
    let lname = m.name.as_bytes().to_ascii_lowercase();
    if lname == b"__construct" {
        return None;
    }
    for i in &decl.interfaces {
        if let Some(pm) = i.methods.get(lname.as_slice()) {
            let owner = rphp_vm::reflect::class_by_id(vm, pm.declaring).unwrap_or(i.clone());
            return Some((owner, pm.clone()));
        }
    }
    let mut p = decl.parent.clone();
    while let Some(k) = p {
        if let Some(pm) = k.methods.get(lname.as_slice()) {
            if pm.visibility != Visibility::Private {
                let owner = rphp_vm::reflect::class_by_id(vm, pm.declaring).unwrap_or(k.clone());
                return Some(match prototype(vm, &owner, pm) {
                    Some(deeper) => deeper,
                    None => (owner, pm.clone()),
                });
            }
        }
        p = k.parent.clone();
    }
    None
}

fn m_prototype(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, m) = method(vm, this)?;
    match prototype(vm, &c, &m) {
        Some((owner, pm)) => Ok(make_method(vm, &owner, &pm)),
        None => Err(rexc(
            vm,
            format!(
                "Method {}::{} does not have a prototype",
                lossy(&c.name),
                lossy(&m.name)
            ),
        )),
    }
}

fn m_has_prototype(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (c, m) = method(vm, this)?;
    Ok(Value::Bool(prototype(vm, &c, &m).is_some()))
}

fn m_to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let f = fnt(vm, this)?;
    Ok(Value::str(super::export::fn_text(vm, &f, None, "")))
}

// ----- ReflectionParameter -----

fn param(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<(FnT, usize, PInfo), Control> {
    match state(vm, this)? {
        Refl::Param(f, i) => {
            let p = params(vm, &f).get(i).cloned();
            match p {
                Some(p) => Ok((f, i, p)),
                None => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
            }
        }
        _ => Err(Control::Error(ThrowKind::Error, "Internal error".into())),
    }
}

fn p_construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    let func = "ReflectionParameter::__construct";
    let f = match arg(a, 0) {
        Value::Array(arr) if arr.len() == 2 => {
            let items: Vec<Value> = arr.values().map(Value::deref_value).collect();
            let (c, m) = method_target(vm, &items, func)?;
            FnT::Method { class: c, m }
        }
        v @ (Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Null | Value::Array(_)) => {
            return Err(rexc(
                vm,
                format!(
                    "{func}(): Argument #1 ($function) must be a string, an array(class, method), or a callable object, {} given",
                    v.value_name()
                ),
            ));
        }
        v => match resolve_function(vm, &v)? {
            Some(f) => f,
            None => {
                let n = match &v {
                    Value::Str(s) => lossy(s),
                    _ => String::new(),
                };
                return Err(rexc_missing(vm, format!("Function {n}() does not exist")));
            }
        },
    };
    let ps = params(vm, &f);
    let idx = match arg(a, 1) {
        Value::Int(i) => usize::try_from(i).ok().filter(|&i| i < ps.len()),
        v => {
            let name = match v {
                Value::Str(s) => lossy(&s),
                _ => lossy(&arg_str(vm, a, 1, func, "param")?),
            };
            ps.iter().position(|p| p.name == name)
        }
    };
    let Some(idx) = idx else {
        return Err(rexc(
            vm,
            "The parameter specified by its name could not be found",
        ));
    };
    init(
        this,
        Refl::Param(f, idx),
        &[("name", Value::str(&ps[idx].name))],
    );
    Ok(Value::Null)
}

fn p_name(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::str(param(vm, this)?.2.name))
}

fn p_position(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Int(param(vm, this)?.1 as i64))
}

fn p_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, _, p) = param(vm, this)?;
    Ok(match &p.ty {
        Some(t) => make_type(vm, t),
        None => Value::Null,
    })
}

fn p_has_type(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(param(vm, this)?.2.ty.is_some()))
}

fn p_allows_null(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, _, p) = param(vm, this)?;
    Ok(Value::Bool(p.ty.as_ref().is_none_or(|t| {
        t.alternatives
            .iter()
            .any(|a| a.eq_ignore_ascii_case(b"null") || a.eq_ignore_ascii_case(b"mixed"))
    })))
}

fn p_optional(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(param(vm, this)?.2.optional))
}

fn p_has_default(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, _, p) = param(vm, this)?;
    Ok(Value::Bool(p.has_default && fn_unit(vm, &f).is_some()))
}

fn default_expr(vm: &mut Vm, this: Option<&ObjectHandle>) -> Result<(FnT, ConstExpr), Control> {
    let (f, i, p) = param(vm, this)?;
    let e = if p.has_default {
        fn_unit(vm, &f).and_then(|u| rphp_vm::reflect::param_default_expr(&u, i as u32))
    } else {
        None
    };
    match e {
        Some(e) => Ok((f, e)),
        None => Err(rexc(
            vm,
            "Internal error: Failed to retrieve the default value",
        )),
    }
}

fn scope_of(vm: &Vm, f: &FnT) -> Option<Rc<Class>> {
    match f {
        FnT::Method { class, m } => {
            Some(rphp_vm::reflect::class_by_id(vm, m.declaring).unwrap_or(class.clone()))
        }
        // a closure's class scope (a method's closure: the method's class)
        FnT::User {
            closure: Some(c), ..
        } => match rphp_vm::reflect::closure_target(c) {
            Some(rphp_vm::reflect::ClosureTarget::User { scope, .. }) => {
                rphp_vm::reflect::class_by_id(vm, scope)
            }
            _ => None,
        },
        _ => None,
    }
}

fn p_default(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, e) = default_expr(vm, this)?;
    let scope = scope_of(vm, &f);
    rphp_vm::reflect::eval_const_expr(vm, &e, scope.as_ref())
}

fn p_default_is_const(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, e) = default_expr(vm, this)?;
    Ok(Value::Bool(matches!(
        e,
        ConstExpr::Constant { .. } | ConstExpr::ClassConst { .. }
    )))
}

fn p_default_const(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, e) = default_expr(vm, this)?;
    Ok(match e {
        ConstExpr::Constant { .. } | ConstExpr::ClassConst { .. } => {
            Value::str(super::export::const_name_text(&e))
        }
        _ => Value::Null,
    })
}

fn p_variadic(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(param(vm, this)?.2.variadic))
}

fn p_by_ref(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(param(vm, this)?.2.by_ref))
}

fn p_by_val(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(!param(vm, this)?.2.by_ref))
}

fn p_promoted(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, _, p) = param(vm, this)?;
    let FnT::Method { class, m } = &f else {
        return Ok(Value::Bool(false));
    };
    if !m.name.as_bytes().eq_ignore_ascii_case(b"__construct") {
        return Ok(Value::Bool(false));
    }
    let _ = class;
    let promoted =
        fn_unit(vm, &f).is_some_and(|u| promoted_names(&u).iter().any(|n| *n == p.name.as_bytes()));
    Ok(Value::Bool(promoted))
}

/// The parameters a constructor promotes.
pub(crate) fn promoted_names(u: &rphp_vm::bytecode::Unit) -> Vec<Vec<u8>> {
    u.params
        .iter()
        .filter(|p| p.promoted)
        .map(|p| p.name.to_vec())
        .collect()
}

fn p_is_array(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, _, p) = param(vm, this)?;
    vm.deprecated("Method ReflectionParameter::isArray() is deprecated since 8.0, use ReflectionParameter::getType() instead");
    Ok(Value::Bool(p.ty.as_ref().is_some_and(|t| {
        t.alternatives
            .iter()
            .filter(|a| !a.eq_ignore_ascii_case(b"null"))
            .all(|a| a.eq_ignore_ascii_case(b"array"))
    })))
}

fn p_is_callable(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (_, _, p) = param(vm, this)?;
    vm.deprecated("Method ReflectionParameter::isCallable() is deprecated since 8.0, use ReflectionParameter::getType() instead");
    Ok(Value::Bool(p.ty.as_ref().is_some_and(|t| {
        t.alternatives
            .iter()
            .filter(|a| !a.eq_ignore_ascii_case(b"null"))
            .all(|a| a.eq_ignore_ascii_case(b"callable"))
    })))
}

fn p_class(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, _, p) = param(vm, this)?;
    vm.deprecated("Method ReflectionParameter::getClass() is deprecated since 8.0, use ReflectionParameter::getType() instead");
    let Some(t) = &p.ty else {
        return Ok(Value::Null);
    };
    let names: Vec<_> = t
        .alternatives
        .iter()
        .filter(|a| !a.eq_ignore_ascii_case(b"null"))
        .collect();
    let [n] = names.as_slice() else {
        return Ok(Value::Null);
    };
    if super::is_builtin_type(&String::from_utf8_lossy(n)) {
        return Ok(Value::Null);
    }
    let c = if n.eq_ignore_ascii_case(b"self") {
        scope_of(vm, &f)
    } else {
        rphp_vm::reflect::find_class(vm, n)?
    };
    match c {
        Some(c) => Ok(make_class(vm, &c)),
        None => Err(rexc_missing(
            vm,
            format!("Class \"{}\" does not exist", String::from_utf8_lossy(n)),
        )),
    }
}

fn p_function(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, _, _) = param(vm, this)?;
    Ok(match &f {
        FnT::Method { class, m } => make_method(vm, &class.clone(), &m.clone()),
        _ => make_function(vm, f),
    })
}

fn p_declaring_class(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, _, _) = param(vm, this)?;
    Ok(match scope_of(vm, &f) {
        Some(c) => make_class(vm, &c),
        None => Value::Null,
    })
}

fn p_to_string(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let (f, i, p) = param(vm, this)?;
    Ok(Value::str(super::export::param_text(vm, &f, i, &p)))
}
