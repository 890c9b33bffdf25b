//! Argument helpers for builtins: php's parameter coercion (`zend_parse_arg_*`) with its
//! exact TypeError texts ("strlen(): Argument #1 ($string) must be of type string, array given").

use crate::exec::{Control, ThrowKind, Vm};
use crate::value::convert::{str_to_float, to_str};
use crate::value::numeric::{Number, parse_numeric};
use crate::value::{PhpArray, PhpStr, Value};

pub fn type_error(func: &str, n: usize, param: &str, expected: &str, given: &Value) -> Control {
    Control::Error(
        ThrowKind::TypeError,
        format!(
            "{func}(): Argument #{} (${param}) must be of type {expected}, {} given",
            n + 1,
            given.value_name()
        ),
    )
}

pub fn value_error(func: &str, n: usize, param: &str, msg: &str) -> Control {
    Control::Error(
        ThrowKind::ValueError,
        format!("{func}(): Argument #{} (${param}) {msg}", n + 1),
    )
}

/// The argument or null when absent.
pub fn arg(args: &[Value], n: usize) -> Value {
    args.get(n).map(Value::deref_value).unwrap_or(Value::Null)
}

/// A string parameter (coercive mode).
pub fn arg_str(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<PhpStr, Control> {
    str_typed(vm, args, n, func, param, "string")
}

/// `arg_str` with the type its errors name (`?string` for a nullable parameter).
fn str_typed(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
    ty: &str,
) -> Result<PhpStr, Control> {
    // the argument of the parameter's own type: no copy of the value, no checks
    if let Some(Value::Str(v)) = args.get(n) {
        return Ok(v.clone());
    }
    let v = arg(args, n);
    if vm.builtin_strict && !matches!(v, Value::Str(_)) {
        return Err(type_error(func, n, param, ty, &v));
    }
    match &v {
        Value::Str(s) => Ok(s.clone()),
        Value::Int(_) | Value::Float(_) | Value::Bool(_) => Ok(to_str(&v, &mut vm.diag)?),
        Value::Null => {
            vm.deprecated(format!(
                "{func}(): Passing null to parameter #{} (${param}) of type string is deprecated",
                n + 1
            ));
            Ok(PhpStr::empty())
        }
        Value::Object(o) if o.instance_of(b"Throwable") || o.class().magic.to_string.is_some() => {
            if let Some(call) = vm.builtin_arg_to_string(&v) {
                // the builtin runs again with the string (`magic_cont.rs`)
                return Err(call);
            }
            vm.to_string_value(&v)
        }
        _ => Err(type_error(func, n, param, ty, &v)),
    }
}

/// An int parameter (coercive mode).
pub fn arg_int(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<i64, Control> {
    int_typed(vm, args, n, func, param, "int")
}

/// `arg_int` with the type its errors name (`?int` for a nullable parameter).
fn int_typed(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
    ty: &str,
) -> Result<i64, Control> {
    // the argument of the parameter's own type: no copy of the value, no checks
    if let Some(Value::Int(i)) = args.get(n) {
        return Ok(*i);
    }
    let v = arg(args, n);
    if vm.builtin_strict && !matches!(v, Value::Int(_)) {
        return Err(type_error(func, n, param, ty, &v));
    }
    match &v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(i64::from(*b)),
        // php's `zend_parse_arg_long_weak`: a float (or float string) outside the int range
        // or NAN is the TypeError; a fractional one is deprecated and truncated
        Value::Float(f) if !crate::value::convert::fits_int(*f) => {
            Err(type_error(func, n, param, ty, &v))
        }
        Value::Float(f) => {
            if f.fract() != 0.0 {
                vm.deprecated(format!(
                    "Implicit conversion from float {} to int loses precision",
                    crate::value::convert::float_repr(*f)
                ));
            }
            Ok(*f as i64)
        }
        Value::Str(s) => match parse_numeric(s, true) {
            Some(num) if !num.trailing => match num.number {
                Number::Int(i) => Ok(i),
                Number::Float(f) if !crate::value::convert::fits_int(f) => {
                    Err(type_error(func, n, param, ty, &v))
                }
                Number::Float(f) if f.fract() == 0.0 => Ok(f as i64),
                Number::Float(f) => {
                    vm.deprecated(format!(
                        "Implicit conversion from float-string \"{}\" to int loses precision",
                        s.to_string_lossy()
                    ));
                    Ok(f as i64)
                }
            },
            _ => Err(type_error(func, n, param, ty, &v)),
        },
        Value::Null => {
            vm.deprecated(format!(
                "{func}(): Passing null to parameter #{} (${param}) of type int is deprecated",
                n + 1
            ));
            Ok(0)
        }
        _ => Err(type_error(func, n, param, ty, &v)),
    }
}

/// A float parameter (coercive mode).
pub fn arg_float(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<f64, Control> {
    // the argument of the parameter's own type: no copy of the value, no checks
    if let Some(Value::Float(f)) = args.get(n) {
        return Ok(*f);
    }
    let v = arg(args, n);
    if vm.builtin_strict && !matches!(v, Value::Int(_) | Value::Float(_)) {
        return Err(type_error(func, n, param, "float", &v));
    }
    match &v {
        Value::Int(i) => Ok(*i as f64),
        Value::Float(f) => Ok(*f),
        Value::Bool(b) => Ok(f64::from(u8::from(*b))),
        Value::Str(s) => match parse_numeric(s, true) {
            Some(num) if !num.trailing => Ok(str_to_float(s)),
            _ => Err(type_error(func, n, param, "float", &v)),
        },
        Value::Null => {
            vm.deprecated(format!(
                "{func}(): Passing null to parameter #{} (${param}) of type float is deprecated",
                n + 1
            ));
            Ok(0.0)
        }
        _ => Err(type_error(func, n, param, "float", &v)),
    }
}

/// A bool parameter (coercive mode).
pub fn arg_bool(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<bool, Control> {
    // the argument of the parameter's own type: no copy of the value, no checks
    if let Some(Value::Bool(b)) = args.get(n) {
        return Ok(*b);
    }
    let v = arg(args, n);
    if vm.builtin_strict && !matches!(v, Value::Bool(_)) {
        return Err(type_error(func, n, param, "bool", &v));
    }
    match &v {
        Value::Array(_) | Value::Object(_) => Err(type_error(func, n, param, "bool", &v)),
        _ => Ok(crate::value::convert::to_bool(&v, &mut vm.diag)),
    }
}

/// An array parameter.
pub fn arg_array(args: &[Value], n: usize, func: &str, param: &str) -> Result<PhpArray, Control> {
    match arg(args, n) {
        Value::Array(a) => Ok(a),
        v => Err(type_error(func, n, param, "array", &v)),
    }
}

/// A `?string` parameter: `None` for null (no deprecation), otherwise as [`arg_str`].
pub fn arg_opt_str(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<PhpStr>, Control> {
    match arg(args, n) {
        Value::Null => Ok(None),
        _ => str_typed(vm, args, n, func, param, "?string").map(Some),
    }
}

/// A `?int` parameter: `None` for null (no deprecation), otherwise as [`arg_int`].
pub fn arg_opt_int(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<i64>, Control> {
    match arg(args, n) {
        Value::Null => Ok(None),
        _ => int_typed(vm, args, n, func, param, "?int").map(Some),
    }
}

/// An `array|string` parameter.
pub enum ArrayOrStr {
    Array(PhpArray),
    Str(PhpStr),
}

/// An `array|string` parameter (coercive mode: scalars become strings, null is deprecated).
pub fn arg_array_or_str(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<ArrayOrStr, Control> {
    match arg(args, n) {
        Value::Array(a) => Ok(ArrayOrStr::Array(a)),
        Value::Null => {
            vm.deprecated(format!(
                "{func}(): Passing null to parameter #{} (${param}) of type array|string is deprecated",
                n + 1
            ));
            Ok(ArrayOrStr::Str(PhpStr::empty()))
        }
        v @ Value::Object(_) => match arg_str(vm, args, n, func, param) {
            Ok(s) => Ok(ArrayOrStr::Str(s)),
            Err(c @ Control::Method(_)) => Err(c),
            Err(_) => Err(type_error(func, n, param, "array|string", &v)),
        },
        _ => arg_str(vm, args, n, func, param).map(ArrayOrStr::Str),
    }
}

/// `value_to_str` run to completion here (a caller that goes on after a failed
/// conversion).
pub fn value_to_str_now(vm: &mut Vm, v: &Value) -> Result<PhpStr, Control> {
    vm.to_string_value(v)
}

/// `zval_get_string`: any value as a string, objects through the VM (`__toString`).
pub fn value_to_str(vm: &mut Vm, v: &Value) -> Result<PhpStr, Control> {
    if let Some(call) = vm.builtin_arg_to_string(v) {
        // the builtin runs again, given the string (`magic_cont.rs`); a caller that must
        // not stop uses `value_to_str_now`
        return Err(call);
    }
    vm.to_string_value(v)
}

/// Deliver the diagnostics a builtin raised so far, before it writes output (printf's
/// precision notice comes before the text, as in php).
pub fn flush_diags(vm: &mut Vm) {
    vm.flush_diags();
}
