//! Looking into arrays: array_search, array_key_first/last, array_key_exists (key_exists),
//! array_is_list, array_first/last, array_sum, array_product, min, max.

use super::offset_key;
use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_array, arg_bool, type_error};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::compare::identical;
use rphp_vm::value::numeric::parse_numeric;
use rphp_vm::value::ops::{add, binary_op};
use rphp_vm::value::{ArrayKey, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "array_search",
        array_search,
        2,
        3,
        &["needle", "haystack", "strict"],
    ),
    def("array_key_first", array_key_first, 1, 1, &["array"]),
    def("array_key_last", array_key_last, 1, 1, &["array"]),
    def(
        "array_key_exists",
        array_key_exists,
        2,
        2,
        &["key", "array"],
    ),
    def("key_exists", key_exists, 2, 2, &["key", "array"]),
    def("array_is_list", array_is_list, 1, 1, &["array"]),
    def("array_first", array_first, 1, 1, &["array"]),
    def("array_last", array_last, 1, 1, &["array"]),
    def("array_sum", array_sum, 1, 1, &["array"]),
    def("array_product", array_product, 1, 1, &["array"]),
    def("min", min, 1, u8::MAX, &["value", "values"]),
    def("max", max, 1, u8::MAX, &["value", "values"]),
];

fn array_search(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let needle = arg(a, 0);
    let hay = arg_array(a, 1, "array_search", "haystack")?;
    let strict = a.len() > 2 && arg_bool(vm, a, 2, "array_search", "strict")?;
    for (k, v) in hay.iter() {
        let v = v.deref_value();
        let hit = if strict {
            identical(&v, &needle)
        } else {
            vm.loose_equals(&v, &needle)?
        };
        if hit {
            return Ok(k.to_value());
        }
    }
    Ok(Value::Bool(false))
}

fn array_key_first(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_key_first", "array")?;
    Ok(arr.keys().next().map_or(Value::Null, |k| k.to_value()))
}

fn array_key_last(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_key_last", "array")?;
    Ok(arr
        .prev_pos(arr.used())
        .and_then(|p| arr.key_at(p))
        .map_or(Value::Null, |k| k.to_value()))
}

fn key_exists_in(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Control> {
    let k = arg(a, 0);
    let arr = arg_array(a, 1, func, "array")?;
    let key = match &k {
        Value::Array(_) | Value::Object(_) => {
            return Err(Control::Error(
                ThrowKind::TypeError,
                format!("Cannot access offset of type {} on array", k.type_name()),
            ));
        }
        Value::Null => {
            vm.deprecated(
                "Using null as the key parameter for array_key_exists() is deprecated, use an empty string instead",
            );
            ArrayKey::Str(Default::default())
        }
        Value::Float(f) => ArrayKey::Int(rphp_vm::value::array::float_key(*f, &mut vm.diag)),
        _ => offset_key(vm, &k)?,
    };
    Ok(Value::Bool(arr.contains_key(&key)))
}

fn array_key_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    key_exists_in(vm, a, "array_key_exists")
}

fn key_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    key_exists_in(vm, a, "key_exists")
}

fn array_is_list(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_is_list", "array")?;
    let list = arr
        .keys()
        .enumerate()
        .all(|(i, k)| k == ArrayKey::Int(i as i64));
    Ok(Value::Bool(list))
}

fn array_first(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_first", "array")?;
    Ok(arr.values().next().map_or(Value::Null, Value::deref_value))
}

fn array_last(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_last", "array")?;
    Ok(arr
        .prev_pos(arr.used())
        .and_then(|p| arr.value_at(p))
        .map_or(Value::Null, Value::deref_value))
}

/// `php_array_binop`: array_sum and array_product. Arrays, objects and non-numeric strings
/// are skipped with a warning; leading-numeric strings go through the operator (which warns).
fn binop(vm: &mut Vm, a: &[Value], func: &str, product: bool) -> Result<Value, Control> {
    let arr = arg_array(a, 0, func, "array")?;
    let (op_name, mut acc) = if product {
        ("Multiplication", Value::Int(1))
    } else {
        ("Addition", Value::Int(0))
    };
    for v in arr.values() {
        let v = v.deref_value();
        let unsupported = match &v {
            Value::Array(_) | Value::Object(_) => Some(true),
            Value::Str(s) if parse_numeric(s, true).is_none() => Some(false),
            _ => None,
        };
        if let Some(skip) = unsupported {
            vm.warn(format!(
                "{func}(): {op_name} is not supported on type {}",
                v.type_name()
            ));
            if skip {
                continue;
            }
        }
        let v = match v {
            Value::Str(_) if unsupported.is_some() => Value::Int(0),
            Value::Null => Value::Int(0),
            Value::Bool(b) => Value::Int(i64::from(b)),
            v => v,
        };
        acc = if product {
            binary_op(rphp_vm::value::ops::BinOp::Mul, &acc, &v, &mut vm.diag)?
        } else {
            add(&acc, &v, &mut vm.diag)?
        };
    }
    Ok(acc)
}

fn array_sum(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    binop(vm, a, "array_sum", false)
}

fn array_product(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    binop(vm, a, "array_product", true)
}

/// min/max: one array argument (its values) or several values; the first extreme wins.
fn extreme(vm: &mut Vm, a: &[Value], func: &str, want: i32) -> Result<Value, Control> {
    let values: Vec<Value> = if a.len() == 1 {
        match arg(a, 0) {
            Value::Array(arr) => {
                if arr.is_empty() {
                    return Err(Control::Error(
                        ThrowKind::ValueError,
                        format!("{func}(): Argument #1 ($value) must contain at least one element"),
                    ));
                }
                arr.values().map(Value::deref_value).collect()
            }
            v => return Err(type_error(func, 0, "value", "array", &v)),
        }
    } else {
        let values: Vec<Value> = a.iter().map(Value::deref_value).collect();
        return extreme_args(vm, &values, want);
    };
    let mut best = values.first().cloned().unwrap_or(Value::Null);
    for v in values.iter().skip(1) {
        let c = vm.compare_values(v, &best)?;
        if c == want {
            best = v.clone();
        }
    }
    Ok(best)
}

fn min(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    extreme(vm, a, "min", -1)
}

fn max(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    extreme(vm, a, "max", 1)
}

/// php 8.5's varargs min/max: a run of ints stays an int, ints and floats mixed (each
/// exactly representable) compare as doubles and return a float, anything else falls back
/// to `zend_compare` and returns the winning argument.
fn extreme_args(vm: &mut Vm, values: &[Value], want: i32) -> Result<Value, Control> {
    let exact = |i: i64| (i as f64) as i64 == i && (i as f64) < 9.2e18;
    let mut best_i: usize = 0;
    let mut i = 1;
    match values.first() {
        Some(Value::Int(first)) => {
            let mut cur = *first;
            while i < values.len() {
                match &values[i] {
                    Value::Int(x) => {
                        if (want < 0 && cur > *x) || (want > 0 && cur < *x) {
                            cur = *x;
                            best_i = i;
                        }
                    }
                    Value::Float(_) if exact(cur) => {
                        return extreme_doubles(vm, values, want, cur as f64, best_i, i);
                    }
                    _ => return extreme_generic(vm, values, want, best_i, i),
                }
                i += 1;
            }
            Ok(Value::Int(cur))
        }
        Some(Value::Float(f)) => extreme_doubles(vm, values, want, *f, 0, 1),
        _ => extreme_generic(vm, values, want, 0, 1),
    }
}

fn extreme_doubles(
    vm: &mut Vm,
    values: &[Value],
    want: i32,
    mut cur: f64,
    mut best_i: usize,
    from: usize,
) -> Result<Value, Control> {
    let better = |x: f64, best: f64| if want < 0 { best > x } else { best < x };
    for (i, v) in values.iter().enumerate().skip(from) {
        let x = match v {
            Value::Float(x) => *x,
            Value::Int(n) if (*n as f64) as i64 == *n && (*n as f64) < 9.2e18 => *n as f64,
            _ => return extreme_generic(vm, values, want, best_i, i),
        };
        if better(x, cur) {
            cur = x;
            best_i = i;
        }
    }
    Ok(Value::Float(cur))
}

fn extreme_generic(
    vm: &mut Vm,
    values: &[Value],
    want: i32,
    mut best_i: usize,
    from: usize,
) -> Result<Value, Control> {
    for i in from..values.len() {
        if vm.compare_values(&values[i], &values[best_i])? == want {
            best_i = i;
        }
    }
    Ok(values.get(best_i).cloned().unwrap_or(Value::Null))
}
