//! substr and substr_replace (string and array forms).

use super::bytes;
use crate::def;
use rphp_vm::builtins::{
    ArrayOrStr, Builtin, arg, arg_array_or_str, arg_int, arg_opt_int, arg_str, value_to_str,
};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("substr", substr, 2, 3, &["string", "offset", "length"]),
    def(
        "substr_replace",
        substr_replace,
        3,
        4,
        &["string", "replace", "offset", "length"],
    ),
];

/// php's substr window: start and length within a string of `len` bytes, or None for "".
pub(crate) fn substr_window(
    len: usize,
    offset: i64,
    length: Option<i64>,
) -> Option<(usize, usize)> {
    let len_i = len as i64;
    if offset > len_i {
        return None;
    }
    let f = if offset < 0 {
        if offset.unsigned_abs() > len as u64 {
            0
        } else {
            len_i + offset
        }
    } else {
        offset
    };
    let l = match length {
        Some(l) if l < 0 => {
            if l.unsigned_abs() > (len_i - f) as u64 {
                0
            } else {
                len_i - f + l
            }
        }
        Some(l) if l > len_i - f => len_i - f,
        Some(l) => l,
        None => len_i - f,
    };
    Some((f as usize, l as usize))
}

fn substr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "substr", "string")?;
    let offset = arg_int(vm, a, 1, "substr", "offset")?;
    let length = arg_opt_int(vm, a, 2, "substr", "length")?;
    Ok(match substr_window(s.len(), offset, length) {
        Some((0, l)) if l == s.len() => Value::Str(s),
        Some((f, l)) => bytes(s[f..f + l].to_vec()),
        None => bytes(Vec::new()),
    })
}

/// Replace `l` bytes at `f` of `s` (php's normalisation of negative offset and length).
fn replace_one(s: &[u8], repl: &[u8], offset: i64, length: i64) -> Vec<u8> {
    let len = s.len() as i64;
    let mut f = offset;
    if f < 0 {
        f = (len + f).max(0);
    } else if f > len {
        f = len;
    }
    let mut l = length;
    if l < 0 {
        l = ((len - f) + l).max(0);
    }
    if l > len - f {
        l = len - f;
    }
    let (f, l) = (f as usize, l as usize);
    let mut out = Vec::with_capacity(s.len() - l + repl.len());
    out.extend_from_slice(&s[..f]);
    out.extend_from_slice(repl);
    out.extend_from_slice(&s[f + l..]);
    out
}

/// An `array|int` (or `array|int|null`) parameter.
enum ArrayOrInt {
    Array(PhpArray),
    Int(Option<i64>),
}

fn array_or_int(vm: &mut Vm, a: &[Value], n: usize, param: &str) -> Result<ArrayOrInt, Control> {
    match arg(a, n) {
        Value::Array(arr) => Ok(ArrayOrInt::Array(arr)),
        Value::Null if n == 3 => Ok(ArrayOrInt::Int(None)),
        _ => Ok(ArrayOrInt::Int(Some(arg_int(
            vm,
            a,
            n,
            "substr_replace",
            param,
        )?))),
    }
}

fn substr_replace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "substr_replace";
    let subject = arg_array_or_str(vm, a, 0, f, "string")?;
    let replace = arg_array_or_str(vm, a, 1, f, "replace")?;
    let offset = array_or_int(vm, a, 2, "offset")?;
    let length = if a.len() > 3 {
        array_or_int(vm, a, 3, "length")?
    } else {
        ArrayOrInt::Int(None)
    };
    let mut repl_values: Vec<Value> = match &replace {
        ArrayOrStr::Array(arr) => arr.values().map(Value::deref_value).collect(),
        ArrayOrStr::Str(_) => Vec::new(),
    };
    repl_values.reverse();
    match subject {
        ArrayOrStr::Str(s) => {
            let off = match offset {
                ArrayOrInt::Int(o) => o.unwrap_or(0),
                ArrayOrInt::Array(_) => {
                    return Err(Control::Error(
                        ThrowKind::TypeError,
                        format!(
                            "{f}(): Argument #3 ($offset) cannot be an array when working on a single string"
                        ),
                    ));
                }
            };
            let len = match length {
                ArrayOrInt::Int(l) => l.unwrap_or(s.len() as i64),
                ArrayOrInt::Array(_) => {
                    return Err(Control::Error(
                        ThrowKind::TypeError,
                        format!(
                            "{f}(): Argument #4 ($length) cannot be an array when working on a single string"
                        ),
                    ));
                }
            };
            let repl = match &replace {
                ArrayOrStr::Str(r) => r.to_vec(),
                ArrayOrStr::Array(_) => match repl_values.pop() {
                    Some(v) => value_to_str(vm, &v)?.to_vec(),
                    None => Vec::new(),
                },
            };
            Ok(bytes(replace_one(&s, &repl, off, len)))
        }
        ArrayOrStr::Array(subjects) => {
            let mut offsets: Vec<Value> = match &offset {
                ArrayOrInt::Array(arr) => arr.values().map(Value::deref_value).collect(),
                ArrayOrInt::Int(_) => Vec::new(),
            };
            offsets.reverse();
            let mut lengths: Vec<Value> = match &length {
                ArrayOrInt::Array(arr) => arr.values().map(Value::deref_value).collect(),
                ArrayOrInt::Int(_) => Vec::new(),
            };
            lengths.reverse();
            let mut out = PhpArray::new();
            for (key, v) in subjects.iter() {
                let s = value_to_str(vm, &v.deref_value())?;
                let off = match &offset {
                    ArrayOrInt::Int(o) => o.unwrap_or(0),
                    ArrayOrInt::Array(_) => match offsets.pop() {
                        Some(v) => rphp_vm::value::convert::to_int(&v, &mut vm.diag)?,
                        None => 0,
                    },
                };
                let len = match &length {
                    ArrayOrInt::Int(l) => l.unwrap_or(s.len() as i64),
                    ArrayOrInt::Array(_) => match lengths.pop() {
                        Some(v) => rphp_vm::value::convert::to_int(&v, &mut vm.diag)?,
                        None => s.len() as i64,
                    },
                };
                let repl = match &replace {
                    ArrayOrStr::Str(r) => r.to_vec(),
                    ArrayOrStr::Array(_) => match repl_values.pop() {
                        Some(v) => value_to_str(vm, &v)?.to_vec(),
                        None => Vec::new(),
                    },
                };
                out.insert(key, bytes(replace_one(&s, &repl, off, len)));
            }
            Ok(Value::Array(out))
        }
    }
}
