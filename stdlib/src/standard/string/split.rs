//! Splitting and joining: explode, implode (alias join), str_split.

use super::{bytes, find};
use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_int, arg_str, type_error, value_error, value_to_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};
use std::io::Write as _;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("explode", explode, 2, 3, &["separator", "string", "limit"]),
    def("implode", implode, 1, 2, &["separator", "array"]),
    def("join", join, 1, 2, &["separator", "array"]),
    def("str_split", str_split, 1, 2, &["string", "length"]),
];

fn explode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let sep = arg_str(vm, a, 0, "explode", "separator")?;
    let s = arg_str(vm, a, 1, "explode", "string")?;
    let limit = if a.len() > 2 {
        arg_int(vm, a, 2, "explode", "limit")?
    } else {
        i64::MAX
    };
    if sep.is_empty() {
        return Err(value_error("explode", 0, "separator", "must not be empty"));
    }
    let mut out = PhpArray::new();
    if s.is_empty() {
        if limit >= 0 {
            out.push(bytes(Vec::new()))?;
        }
        return Ok(Value::Array(out));
    }
    let mut pieces: Vec<&[u8]> = Vec::new();
    let mut rest: &[u8] = &s;
    while let Some(p) = find(rest, &sep) {
        if limit > 1 && pieces.len() as i64 >= limit - 1 {
            break;
        }
        if (0..=1).contains(&limit) {
            break;
        }
        pieces.push(&rest[..p]);
        rest = &rest[p + sep.len()..];
    }
    pieces.push(rest);
    if limit < 0 {
        let drop = limit.unsigned_abs().min(pieces.len() as u64) as usize;
        pieces.truncate(pieces.len() - drop);
    }
    for p in pieces {
        out.push(bytes(p.to_vec()))?;
    }
    Ok(Value::Array(out))
}

fn implode_impl(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Control> {
    let (sep, pieces) = match (arg(a, 0), a.len()) {
        (Value::Array(arr), 1) => (PhpStr::empty(), arr),
        (Value::Null | Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Str(_), 1) => {
            return Err(missing_array(func));
        }
        (first, 1) => return Err(type_error(func, 0, "separator", "array|string", &first)),
        (first, _) => {
            match first {
                Value::Array(_) => return Err(type_error(func, 0, "separator", "string", &first)),
                // php 8.5 runs a direct two-argument implode() through its frameless
                // variant, which names `string`; the join() alias names the union type.
                Value::Resource(_) if func == "join" => {
                    return Err(type_error(func, 0, "separator", "array|string", &first));
                }
                _ => {}
            }
            let pieces = match arg(a, 1) {
                Value::Array(arr) => arr,
                Value::Null => return Err(missing_array(func)),
                other => return Err(type_error(func, 1, "array", "?array", &other)),
            };
            (arg_str(vm, a, 0, func, "separator")?, pieces)
        }
    };
    // php's two passes: the size of the string pieces first, so the result is one buffer.
    let mut size = sep.len().saturating_mul(pieces.len().saturating_sub(1));
    for v in pieces.values() {
        if let Value::Str(s) = v {
            size = size.saturating_add(s.len());
        }
    }
    let mut out = Vec::with_capacity(size);
    for (i, v) in pieces.values().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        match v {
            Value::Str(s) => out.extend_from_slice(s),
            Value::Int(n) => {
                let _ = write!(out, "{n}");
            }
            v => out.extend_from_slice(&value_to_str(vm, &v.deref_value())?),
        }
    }
    Ok(bytes(out))
}

fn implode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    implode_impl(vm, a, "implode")
}

fn join(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    implode_impl(vm, a, "join")
}

fn str_split(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "str_split", "string")?;
    let len = if a.len() > 1 {
        arg_int(vm, a, 1, "str_split", "length")?
    } else {
        1
    };
    if len < 1 {
        return Err(value_error(
            "str_split",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let len = usize::try_from(len).unwrap_or(usize::MAX);
    let mut out = PhpArray::new();
    for chunk in s.chunks(len) {
        out.push(bytes(chunk.to_vec()))?;
    }
    Ok(Value::Array(out))
}

fn missing_array(func: &str) -> Control {
    Control::Error(
        ThrowKind::TypeError,
        format!(
            "{func}(): If argument #1 ($separator) is of type string, argument #2 ($array) must be of type array, null given"
        ),
    )
}
