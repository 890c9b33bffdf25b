//! ReflectionExtension: the extensions rphp provides by php's names, their version and
//! the classes ext/reflection and ext/standard declare.

use super::class::make_class;
use super::{arg, init, rexc_missing};
use rphp_vm::builtins::{arg_str, type_error};
use rphp_vm::class_def::{ClassDef, ConstVal, Method, PropDef};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};

type R = Result<Value, Control>;

pub(super) static CLASSES: &[&ClassDef] = &[&EXTENSION];

const RE: &str = "ReflectionExtension";

static PROPS: &[PropDef] = &[PropDef::public("name", ConstVal::Str(""))];

static EXTENSION: ClassDef = ClassDef {
    handlers: Some(&super::HANDLERS),
    flags: rphp_vm::class_def::C_NOT_SERIALIZABLE,
    name: RE,
    interfaces: &["Reflector"],
    props: PROPS,
    methods: &[
        Method::new(RE, "__construct", construct, 1, 1, &["name"]),
        Method::new(RE, "__toString", get_name, 0, 0, &[]),
        Method::new(RE, "getName", get_name, 0, 0, &[]),
        Method::new(RE, "getVersion", get_version, 0, 0, &[]),
        Method::new(RE, "getFunctions", empty, 0, 0, &[]),
        Method::new(RE, "getConstants", empty, 0, 0, &[]),
        Method::new(RE, "getINIEntries", empty, 0, 0, &[]),
        Method::new(RE, "getDependencies", empty, 0, 0, &[]),
        Method::new(RE, "getClasses", get_classes, 0, 0, &[]),
        Method::new(RE, "getClassNames", get_class_names, 0, 0, &[]),
        Method::new(RE, "info", info, 0, 0, &[]),
        Method::new(RE, "isPersistent", ret_true, 0, 0, &[]),
        Method::new(RE, "isTemporary", ret_false, 0, 0, &[]),
    ],
    ..ClassDef::EMPTY
};

/// The extensions rphp provides, as php names them.
const NAMES: &[&str] = &[
    "Core",
    "date",
    "pcre",
    "json",
    "random",
    "Reflection",
    "SPL",
    "standard",
    "ctype",
    "hash",
    "mbstring",
    "iconv",
];

const REFLECTION_CLASSES: &[&str] = &[
    "ReflectionException",
    "Reflection",
    "Reflector",
    "ReflectionFunctionAbstract",
    "ReflectionFunction",
    "ReflectionParameter",
    "ReflectionType",
    "ReflectionNamedType",
    "ReflectionUnionType",
    "ReflectionIntersectionType",
    "ReflectionMethod",
    "ReflectionClass",
    "ReflectionObject",
    "ReflectionProperty",
    "ReflectionClassConstant",
    "ReflectionExtension",
    "ReflectionEnum",
    "ReflectionEnumUnitCase",
    "ReflectionEnumBackedCase",
];

const STANDARD_CLASSES: &[&str] = &[
    "__PHP_Incomplete_Class",
    "AssertionError",
    "php_user_filter",
    "Directory",
];

fn name_of(this: Option<&ObjectHandle>) -> String {
    this.and_then(|o| {
        o.borrow()
            .properties
            .get(&ArrayKey::Str(PhpStr::from("name")))
            .map(Value::deref_value)
    })
    .map(|v| match v {
        Value::Str(s) => s.to_string_lossy().to_string(),
        _ => String::new(),
    })
    .unwrap_or_default()
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> R {
    if let v @ (Value::Array(_) | Value::Object(_)) = arg(a, 0) {
        return Err(type_error(
            "ReflectionExtension::__construct",
            0,
            "name",
            "string",
            &v,
        ));
    }
    let name = arg_str(vm, a, 0, "ReflectionExtension::__construct", "name")?;
    let text = name.to_string_lossy();
    match NAMES.iter().find(|n| n.eq_ignore_ascii_case(&text)) {
        Some(n) => {
            init(this, super::Refl::None, &[("name", Value::str(*n))]);
            Ok(Value::Null)
        }
        None => Err(rexc_missing(
            vm,
            format!("Extension \"{text}\" does not exist"),
        )),
    }
}

fn get_name(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::str(name_of(this)))
}

fn get_version(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(rphp_vm::builtins::var::builtin_constant(b"PHP_VERSION").unwrap_or(Value::Null))
}

fn empty(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Array(PhpArray::new()))
}

fn ret_true(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(true))
}

fn ret_false(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    Ok(Value::Bool(false))
}

fn class_names(this: Option<&ObjectHandle>) -> &'static [&'static str] {
    match name_of(this).as_str() {
        "Reflection" => REFLECTION_CLASSES,
        "standard" => STANDARD_CLASSES,
        _ => &[],
    }
}

fn get_class_names(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let mut out = PhpArray::new();
    for n in class_names(this) {
        let _ = out.push(Value::str(*n));
    }
    Ok(Value::Array(out))
}

fn get_classes(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let mut out = PhpArray::new();
    for n in class_names(this) {
        if let Some(c) = rphp_vm::reflect::find_class(vm, n.as_bytes())? {
            let v = make_class(vm, &c);
            out.insert(ArrayKey::Str(PhpStr::from(*n)), v);
        }
    }
    Ok(Value::Array(out))
}

fn info(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> R {
    let name = name_of(this);
    vm.out
        .echo(format!("\n{name}\n\n{name} support => enabled\n").as_bytes());
    Ok(Value::Null)
}
