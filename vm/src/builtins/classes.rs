//! The class and object functions of Zend/zend_builtin_functions.c that the object model
//! needs every day: get_class family, *_exists, is_a, get_object_vars (the member
//! listings are in `class_members.rs`, the spl_autoload functions in `autoload.rs`).

use super::{Builtins, arg, arg_str, type_error};
use crate::exec::{Control, Vm};
use crate::value::{PhpArray, Value};

pub fn register(b: &mut Builtins) {
    super::class_members::register(b);
    super::autoload::register(b);
    b.add(
        "get_parent_class",
        get_parent_class,
        0,
        1,
        &["object_or_class"],
    );
    b.add("get_called_class", get_called_class, 0, 0, &[]);
    b.add("class_exists", class_exists, 1, 2, &["class", "autoload"]);
    b.add("get_declared_classes", get_declared_classes, 0, 0, &[]);
    b.add(
        "get_declared_interfaces",
        get_declared_interfaces,
        0,
        0,
        &[],
    );
    b.add("get_declared_traits", get_declared_traits, 0, 0, &[]);
    b.add("func_get_arg", func_get_arg, 1, 1, &["position"]);
    b.add(
        "interface_exists",
        interface_exists,
        1,
        2,
        &["interface", "autoload"],
    );
    b.add("trait_exists", trait_exists, 1, 2, &["trait", "autoload"]);
    b.add("enum_exists", enum_exists, 1, 2, &["enum", "autoload"]);
    b.add("get_object_vars", get_object_vars, 1, 1, &["object"]);
    b.add(
        "get_mangled_object_vars",
        get_mangled_object_vars,
        1,
        1,
        &["object"],
    );
    b.add(
        "is_a",
        is_a,
        2,
        3,
        &["object_or_class", "class", "allow_string"],
    );
    b.add(
        "is_subclass_of",
        is_subclass_of,
        2,
        3,
        &["object_or_class", "class", "allow_string"],
    );
    b.add(
        "class_alias",
        class_alias,
        2,
        3,
        &["class", "alias", "autoload"],
    );
}

fn class_alias(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let original = arg_str(vm, a, 0, "class_alias", "class")?;
    let alias = arg_str(vm, a, 1, "class_alias", "alias")?;
    let autoload = a.len() < 3 || crate::value::convert::to_bool(&arg(a, 2), &mut vm.diag);
    let c = if autoload {
        vm.lookup_class(original.as_bytes()).ok()
    } else {
        vm.find_class(original.as_bytes())
    };
    let Some(c) = c else {
        vm.warn(format!(
            "Class \"{}\" not found",
            original.to_string_lossy()
        ));
        return Ok(Value::Bool(false));
    };
    let shown = alias
        .strip_prefix(b"\\")
        .unwrap_or(alias.as_bytes())
        .to_vec();
    if vm.find_class(&shown).is_some() {
        // php names the class being aliased, not the one holding the name
        let msg = vm.redeclare_text(&c, &shown);
        vm.warn(msg);
        return Ok(Value::Bool(false));
    }
    vm.add_class_alias(&shown, c);
    Ok(Value::Bool(true))
}

/// The class an object-or-class-name argument names (`None`: no such class).
pub(super) fn class_of(
    vm: &mut Vm,
    v: &Value,
    autoload: bool,
) -> Option<std::rc::Rc<crate::class::Class>> {
    match v {
        Value::Object(o) => Some(o.class()),
        Value::Str(s) if autoload => vm.lookup_class(s.as_bytes()).ok(),
        Value::Str(s) => vm.find_class(s.as_bytes()),
        _ => None,
    }
}

fn get_parent_class(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let c = if a.is_empty() {
        vm.deprecated("Calling get_parent_class() without arguments is deprecated");
        vm.scope_class()
    } else {
        // php's Z_PARAM_OBJ_OR_CLASS_NAME: an object, or the name of a class it can load
        let v = arg(a, 0);
        match class_of(vm, &v, true) {
            Some(c) => Some(c),
            None => {
                return Err(Control::Error(
                    crate::exec::ThrowKind::TypeError,
                    format!(
                        "get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, {} given",
                        v.value_name()
                    ),
                ));
            }
        }
    };
    Ok(match c.and_then(|c| c.parent.clone()) {
        Some(p) => Value::Str(p.name.clone()),
        None => Value::Bool(false),
    })
}

fn get_called_class(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    match vm.lookup_class(b"static") {
        Ok(c) => Ok(Value::Str(c.name.clone())),
        Err(_) => Err(Control::Error(
            crate::exec::ThrowKind::Error,
            "get_called_class() must be called from within a class".into(),
        )),
    }
}

fn exists_of(
    vm: &mut Vm,
    a: &mut [Value],
    func: &str,
    param: &str,
    kinds: &[crate::bytecode::ClassKind],
) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, func, param)?;
    let autoload = a.len() < 2 || crate::value::convert::to_bool(&arg(a, 1), &mut vm.diag);
    let c = match vm.find_class_linking(name.as_bytes())? {
        Some(c) => Some(c),
        None if autoload => vm.autoload(name.strip_prefix(b"\\").unwrap_or(name.as_bytes()))?,
        None => None,
    };
    Ok(Value::Bool(c.is_some_and(|c| kinds.contains(&c.kind))))
}

fn class_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    use crate::bytecode::ClassKind as K;
    exists_of(vm, a, "class_exists", "class", &[K::Class, K::Enum])
}

fn interface_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    exists_of(
        vm,
        a,
        "interface_exists",
        "interface",
        &[crate::bytecode::ClassKind::Interface],
    )
}

fn trait_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    exists_of(
        vm,
        a,
        "trait_exists",
        "trait",
        &[crate::bytecode::ClassKind::Trait],
    )
}

fn enum_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    exists_of(
        vm,
        a,
        "enum_exists",
        "enum",
        &[crate::bytecode::ClassKind::Enum],
    )
}

/// `get_object_vars`: the properties visible from the calling scope, unmangled.
/// The property table as it is stored (mangled names, no scope, no handler), int-like
/// names as int keys (php's zend_proptable_to_symtable).
fn get_mangled_object_vars(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let Value::Object(o) = v else {
        return Err(type_error(
            "get_mangled_object_vars",
            0,
            "object",
            "object",
            &v,
        ));
    };
    // (protected names are stored bare: they take their `\0*\0` here, as in `(array)`)
    let class = o.class();
    let out = crate::class::object_to_array(&class, &o.borrow().properties);
    Ok(Value::Array(out))
}

fn get_object_vars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let Value::Object(o) = v else {
        return Err(type_error("get_object_vars", 0, "object", "object", &v));
    };
    let mut out = PhpArray::new();
    if let Some(list) = vm.hooked_visible_props(&o)? {
        for (k, v) in list {
            out.insert(crate::value::ArrayKey::from_php_str(k), v);
        }
        return Ok(Value::Array(out));
    }
    let props = vm.visible_props(&o);
    for (k, v) in props.iter() {
        out.insert(k, v.deref_value());
    }
    Ok(Value::Array(out))
}

fn is_a_impl(vm: &mut Vm, a: &mut [Value], func: &str, strict_sub: bool) -> Result<Value, Control> {
    let v = arg(a, 0);
    let target = arg_str(vm, a, 1, func, "class")?;
    let allow_string = a.len() > 2 && crate::value::convert::to_bool(&arg(a, 2), &mut vm.diag)
        || (strict_sub && a.len() <= 2);
    let c = match &v {
        Value::Object(o) => Some(o.class()),
        Value::Str(s) if allow_string => vm.lookup_class(s.as_bytes()).ok(),
        _ => None,
    };
    let Some(c) = c else {
        return Ok(Value::Bool(false));
    };
    let t = target
        .strip_prefix(b"\\")
        .unwrap_or(target.as_bytes())
        .to_ascii_lowercase();
    if strict_sub && *c.lname == *t {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(c.is_a_lname(&t)))
}

fn is_a(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    is_a_impl(vm, a, "is_a", false)
}

fn is_subclass_of(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    is_a_impl(vm, a, "is_subclass_of", true)
}

/// The declared classes of some kinds: internal ones first (linked ones, then those
/// registered but not linked yet), then user classes in declaration order (anonymous
/// ones once their `new` ran; php declares them with the file).
fn declared_of(vm: &mut Vm, kinds: &[crate::bytecode::ClassKind]) -> Value {
    let mut internal = Vec::new();
    let mut user = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for c in &vm.class_list {
        if !kinds.contains(&c.kind) || c.name.as_bytes().starts_with(b"__rphp") {
            continue;
        }
        seen.insert(c.lname.clone());
        if c.internal {
            internal.push(Value::Str(c.name.clone()));
        } else {
            user.push(Value::Str(c.name.clone()));
        }
    }
    // registered internal classes not linked yet: link them to learn their kind
    let mut pending: Vec<&'static str> = vm.builtins.internal_class_names().collect();
    pending.sort_unstable();
    for name in pending {
        let lower: Box<[u8]> = name.to_ascii_lowercase().into_bytes().into();
        if seen.contains(&lower) || name.starts_with("__") {
            continue;
        }
        if let Ok(Some(c)) = vm.find_class_linking(name.as_bytes()) {
            if kinds.contains(&c.kind) {
                internal.push(Value::Str(c.name.clone()));
            }
        }
    }
    internal.extend(user);
    Value::Array(crate::value::PhpArray::from_values(internal))
}

fn get_declared_classes(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    use crate::bytecode::ClassKind as K;
    Ok(declared_of(vm, &[K::Class, K::Enum]))
}

fn get_declared_interfaces(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(declared_of(vm, &[crate::bytecode::ClassKind::Interface]))
}

fn get_declared_traits(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(declared_of(vm, &[crate::bytecode::ClassKind::Trait]))
}

/// `func_get_arg(int $position)`.
fn func_get_arg(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = super::arg_int(vm, a, 0, "func_get_arg", "position")?;
    let Some(args) = vm.current_args() else {
        return Err(Control::Error(
            crate::exec::ThrowKind::Error,
            "func_get_arg() cannot be called from the global scope".into(),
        ));
    };
    if n < 0 {
        return Err(super::value_error(
            "func_get_arg",
            0,
            "position",
            "must be greater than or equal to 0",
        ));
    }
    match args.get_int(n) {
        Some(v) => Ok(v.deref_value()),
        None => Err(super::value_error(
            "func_get_arg",
            0,
            "position",
            "must be less than the number of the arguments passed to the currently executed function",
        )),
    }
}
