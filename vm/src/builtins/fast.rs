//! Fast entries of a few hot builtins, for the dispatch loop's fast lane (`exec::fast`):
//! a pure function of the arguments as they sit on the value stack that answers only the
//! plain cases — the right number of arguments, each of the exact type the builtin takes —
//! and returns `None` for everything else, which then goes the full way (`Vm::do_fcall` ->
//! the registered builtin, with its coercions, warnings and errors). So a fast entry never
//! warns, throws or changes state, and its answers are exactly the builtin's for the cases it
//! takes. Looked up by name when a builtin is registered (`Builtins::register`).
use crate::value::{PhpStr, Value};

/// A builtin's fast entry: its arguments (borrowed where they sit, never a reference cell)
/// -> its result, or `None` when the full builtin must run.
pub type FastFn = fn(&[&Value]) -> Option<Value>;

/// A fast entry that also reads or advances state the builtin keeps in the VM's extension
/// slots (mt_rand's generator): the same contract as `FastFn` otherwise.
pub type ExtFastFn = fn(&mut crate::exec::ExtSlots, &[&Value]) -> Option<Value>;

/// The fast entry of builtin `name` (lowercase), if it has one.
pub(crate) fn lookup(name: &[u8]) -> Option<FastFn> {
    Some(match name {
        b"strlen" => strlen,
        b"count" | b"sizeof" => count,
        b"is_int" | b"is_integer" | b"is_long" => |a| is(a, |v| matches!(v, Value::Int(_))),
        b"is_float" | b"is_double" => |a| is(a, |v| matches!(v, Value::Float(_))),
        b"is_string" => |a| is(a, |v| matches!(v, Value::Str(_))),
        b"is_bool" => |a| is(a, |v| matches!(v, Value::Bool(_))),
        b"is_array" => |a| is(a, |v| matches!(v, Value::Array(_))),
        b"is_null" => |a| is(a, |v| matches!(v, Value::Null)),
        b"is_object" => |a| is(a, |v| matches!(v, Value::Object(_))),
        b"is_scalar" => |a| {
            is(a, |v| {
                matches!(
                    v,
                    Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::Bool(_)
                )
            })
        },
        b"abs" => abs,
        b"ord" => ord,
        b"chr" => chr,
        _ => return None,
    })
}

/// The single argument of a one-parameter builtin, when it is a plain value.
#[inline(always)]
fn one<'a>(a: &[&'a Value]) -> Option<&'a Value> {
    match a {
        [v] if !matches!(v, Value::Ref(_)) => Some(*v),
        _ => None,
    }
}

fn is(a: &[&Value], test: fn(&Value) -> bool) -> Option<Value> {
    one(a).map(|v| Value::Bool(test(v)))
}

fn strlen(a: &[&Value]) -> Option<Value> {
    match one(a)? {
        Value::Str(s) => Some(Value::Int(s.len() as i64)),
        _ => None,
    }
}

fn count(a: &[&Value]) -> Option<Value> {
    match one(a)? {
        Value::Array(arr) => Some(Value::Int(arr.len() as i64)),
        _ => None,
    }
}

fn abs(a: &[&Value]) -> Option<Value> {
    match one(a)? {
        Value::Int(i) if *i != i64::MIN => Some(Value::Int(i.abs())),
        Value::Float(f) => Some(Value::Float(f.abs())),
        _ => None,
    }
}

fn ord(a: &[&Value]) -> Option<Value> {
    match one(a)? {
        // an empty or longer string is deprecated in 8.5: the full way
        Value::Str(s) => match s.as_bytes() {
            [b] => Some(Value::Int(*b as i64)),
            _ => None,
        },
        _ => None,
    }
}

fn chr(a: &[&Value]) -> Option<Value> {
    match one(a)? {
        // a codepoint outside 0..=255 is deprecated in 8.5: the full way
        Value::Int(i @ 0..=255) => Some(Value::Str(PhpStr::new(&[*i as u8]))),
        _ => None,
    }
}
