//! Bootstrap set, miscellany: implode (kept for vm's own tests; stdlib replaces it),
//! function_exists, get_included_files, define/
//! constant/defined, microtime, hrtime, ini_get/ini_set, error_reporting, get_class,
//! spl_object_id, register_shutdown_function.

use super::{Builtins, arg, arg_int, arg_str, type_error};
use crate::exec::{Control, Vm};
use crate::value::{PhpStr, Value};

pub fn register(b: &mut Builtins) {
    b.add("implode", implode, 1, 2, &["separator", "array"]);
    b.add("join", implode, 1, 2, &["separator", "array"]);
    b.add("function_exists", function_exists, 1, 1, &["function"]);
    b.add("get_included_files", get_included_files, 0, 0, &[]);
    // compiled in place when called directly with no arguments (compact: always); what
    // reaches these is a dynamic call, or a direct one with arguments it does not take
    b.add("compact", compact, 1, u8::MAX, &["var_name", "var_names"]);
    b.add("get_defined_vars", get_defined_vars, 0, 0, &[]);
    b.add("func_get_args", func_get_args, 0, 0, &[]);
    b.add("func_num_args", func_num_args, 0, 0, &[]);
    b.add("get_required_files", get_included_files, 0, 0, &[]);
    b.add(
        "define",
        define,
        2,
        3,
        &["constant_name", "value", "case_insensitive"],
    );
    b.add("defined", defined, 1, 1, &["constant_name"]);
    b.add("constant", constant, 1, 1, &["name"]);
    b.add("microtime", microtime, 0, 1, &["as_float"]);
    b.add("hrtime", hrtime, 0, 1, &["as_number"]);
    b.add("ini_get", ini_get, 1, 1, &["option"]);
    b.add("error_reporting", error_reporting, 0, 1, &["error_level"]);
    b.add("get_class", get_class, 0, 1, &["object"]);
    b.add(
        "clone",
        crate::exec::clone_builtin,
        1,
        2,
        &["object", "withProperties"],
    );
    b.add("spl_object_id", spl_object_id, 1, 1, &["object"]);
    b.add(
        "register_shutdown_function",
        register_shutdown_function,
        1,
        u8::MAX,
        &["callback", "args"],
    );
    b.add(
        "gc_collect_cycles",
        |vm, _| vm.gc_collect_cycles(),
        0,
        0,
        &[],
    );
    b.add(
        "memory_get_usage",
        |vm, _| Ok(Value::Int(vm.stack_bytes() as i64 + 2 * 1024 * 1024)),
        0,
        1,
        &["real_usage"],
    );
    b.add(
        "memory_get_peak_usage",
        |vm, _| Ok(Value::Int(vm.stack_bytes() as i64 + 2 * 1024 * 1024)),
        0,
        1,
        &["real_usage"],
    );
    b.add("set_time_limit", set_time_limit, 1, 1, &["seconds"]);
}

fn implode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (sep, arr) = match (arg(a, 0), arg(a, 1)) {
        (Value::Array(arr), Value::Null) if a.len() == 1 => (PhpStr::empty(), arr),
        (sep, Value::Array(arr)) => (vm.to_string_value(&sep)?, arr),
        (Value::Array(arr), sep) => (vm.to_string_value(&sep)?, arr),
        (_, other) if a.len() == 1 => {
            return Err(type_error("implode", 0, "array", "array", &arg(a, 0)).or_other(other));
        }
        (_, other) => return Err(type_error("implode", 1, "array", "?array", &other)),
    };
    let mut out = Vec::new();
    for (i, v) in arr.values().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        let s = crate::builtins::value_to_str(vm, &v.deref_value())?;
        out.extend_from_slice(&s);
    }
    Ok(Value::Str(PhpStr::from_vec(out)))
}

trait OrOther {
    fn or_other(self, v: Value) -> Control;
}
impl OrOther for Control {
    fn or_other(self, _v: Value) -> Control {
        self
    }
}

fn function_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "function_exists", "function")?;
    Ok(Value::Bool(vm.lookup_function(&n).is_some()))
}

fn compact(_: &mut Vm, _: &mut [Value]) -> Result<Value, Control> {
    Err(crate::exec::dynamic_call_error("compact"))
}

fn get_defined_vars(_: &mut Vm, _: &mut [Value]) -> Result<Value, Control> {
    Err(crate::exec::dynamic_call_error("get_defined_vars"))
}

fn func_get_args(_: &mut Vm, _: &mut [Value]) -> Result<Value, Control> {
    Err(crate::exec::dynamic_call_error("func_get_args"))
}

fn func_num_args(_: &mut Vm, _: &mut [Value]) -> Result<Value, Control> {
    Err(crate::exec::dynamic_call_error("func_num_args"))
}

/// The files included so far, the main script first, in inclusion order.
fn get_included_files(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Control> {
    let mut out = crate::value::PhpArray::new();
    for p in vm.included_files() {
        let _ = out.push(Value::str(p.as_os_str().as_encoded_bytes()));
    }
    Ok(Value::Array(out))
}

fn define(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "define", "constant_name")?;
    if n.as_bytes().windows(2).any(|w| w == b"::") {
        return Err(Control::Error(
            crate::exec::ThrowKind::ValueError,
            "define(): Argument #1 ($constant_name) cannot be a class constant".into(),
        ));
    }
    let v = arg(a, 1);
    if a.len() > 2 && crate::value::convert::truthy(&arg(a, 2)) {
        vm.warn("define(): Argument #3 ($case_insensitive) is ignored since declaration of case-insensitive constants is no longer supported");
    }
    Ok(Value::Bool(vm.define_constant(&n, v)))
}

fn defined(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "defined", "constant_name")?;
    let n = n.strip_prefix(b"\\").unwrap_or(&n);
    if let Some(pos) = n.windows(2).position(|w| w == b"::") {
        // `Class::NAME`: php looks the constant up as `constant()` would, silently
        let Ok(c) = vm.lookup_class(&n[..pos]) else {
            return Ok(Value::Bool(false));
        };
        return Ok(Value::Bool(vm.class_constant(&c, &n[pos + 2..]).is_ok()));
    }
    Ok(Value::Bool(
        vm.user_constant(n).is_some() || super::var::builtin_constant(n).is_some(),
    ))
}

fn constant(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "constant", "name")?;
    let key = n.strip_prefix(b"\\").unwrap_or(&n);
    vm.constant_deprecation(key);
    if let Some(v) = vm.user_constant(key) {
        return Ok(v.clone());
    }
    match key.to_ascii_lowercase().as_slice() {
        b"true" => return Ok(Value::Bool(true)),
        b"false" => return Ok(Value::Bool(false)),
        b"null" => return Ok(Value::Null),
        _ => {}
    }
    if let Some(v) = super::var::builtin_constant(key) {
        return Ok(v);
    }
    if let Some(pos) = key.windows(2).position(|w| w == b"::") {
        let c = vm.lookup_class(&key[..pos])?;
        return vm.class_constant(&c, &key[pos + 2..]);
    }
    Err(Control::Error(
        crate::exec::ThrowKind::Error,
        format!("Undefined constant \"{}\"", n.to_string_lossy()),
    ))
}

fn now() -> std::time::Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
}

fn microtime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let as_float = a
        .first()
        .is_some_and(|v| crate::value::convert::to_bool(v, &mut vm.diag));
    let d = now();
    if as_float {
        return Ok(Value::Float(d.as_secs_f64()));
    }
    let usec = f64::from(d.subsec_micros()) / 1e6;
    Ok(Value::str(format!("{usec:.8} {}", d.as_secs())))
}

fn hrtime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let as_num = a
        .first()
        .is_some_and(|v| crate::value::convert::to_bool(v, &mut vm.diag));
    let d = vm.start.elapsed();
    let ns = d.as_nanos() as i64 + 1_000_000_000;
    if as_num {
        return Ok(Value::Int(ns));
    }
    Ok(Value::Array(crate::value::PhpArray::from_values(vec![
        Value::Int(ns / 1_000_000_000),
        Value::Int(ns % 1_000_000_000),
    ])))
}

fn ini_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "ini_get", "option")?;
    Ok(match vm.ini.get(&n.to_string_lossy()) {
        Some(v) => Value::str(v),
        None => Value::Bool(false),
    })
}

fn error_reporting(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let old = vm.ini.error_reporting();
    if let Some(v) = a.first() {
        if !v.is_null() {
            let n = arg_int(vm, a, 0, "error_reporting", "error_level")?;
            vm.ini.set_runtime("error_reporting", &n.to_string());
        }
    }
    Ok(Value::Int(old))
}

fn get_class(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if a.is_empty() {
        // 8.3: the scope class, deprecated (outside a class only the Error)
        return match vm.scope_class() {
            Some(c) => {
                vm.deprecated("Calling get_class() without arguments is deprecated");
                Ok(Value::Str(c.name.clone()))
            }
            None => Err(Control::Error(
                crate::exec::ThrowKind::Error,
                "get_class() without arguments must be called from within a class".into(),
            )),
        };
    }
    match arg(a, 0) {
        Value::Object(o) => Ok(Value::Str(o.class_name())),
        v => Err(type_error("get_class", 0, "object", "object", &v)),
    }
}

fn spl_object_id(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Object(o) => Ok(Value::Int(i64::from(o.id()))),
        v => Err(type_error("spl_object_id", 0, "object", "object", &v)),
    }
}

fn register_shutdown_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    super::callback::check_callback(vm, "register_shutdown_function", 0, "callback", &cb)?;
    let args = a.iter().skip(1).cloned().collect();
    vm.shutdown_functions.push((cb, args));
    Ok(Value::Null)
}

fn set_time_limit(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_int(vm, a, 0, "set_time_limit", "seconds")?;
    vm.ini.set("max_execution_time", &n.to_string());
    vm.start = std::time::Instant::now();
    Ok(Value::Bool(true))
}
