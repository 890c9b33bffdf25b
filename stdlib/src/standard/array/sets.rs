//! Set operations: array_unique (with sort flags), array_diff, array_diff_key,
//! array_diff_assoc, array_intersect, array_intersect_key, array_intersect_assoc.

use super::sort::{SORT_STRING, comparator, flag_compare, sorted};
use super::vm_string;
use crate::def;
use rphp_vm::builtins::{Builtin, SortMode, arg, arg_array, arg_int};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, Value};
use std::collections::HashSet;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("array_unique", array_unique, 1, 2, &["array", "flags"]),
    def("array_diff", array_diff, 1, u8::MAX, &["array", "arrays"]),
    def(
        "array_diff_key",
        array_diff_key,
        1,
        u8::MAX,
        &["array", "arrays"],
    ),
    def(
        "array_diff_assoc",
        array_diff_assoc,
        1,
        u8::MAX,
        &["array", "arrays"],
    ),
    def(
        "array_intersect",
        array_intersect,
        1,
        u8::MAX,
        &["array", "arrays"],
    ),
    def(
        "array_intersect_key",
        array_intersect_key,
        1,
        u8::MAX,
        &["array", "arrays"],
    ),
    def(
        "array_intersect_assoc",
        array_intersect_assoc,
        1,
        u8::MAX,
        &["array", "arrays"],
    ),
];

fn array_unique(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_unique", "array")?;
    let flags = if a.len() > 1 {
        arg_int(vm, a, 1, "array_unique", "flags")?
    } else {
        SORT_STRING
    };
    if arr.len() <= 1 {
        return Ok(Value::Array(arr));
    }
    if flags == SORT_STRING {
        let mut seen: HashSet<Vec<u8>> = HashSet::new();
        let mut out = PhpArray::new();
        for (k, v) in arr.iter() {
            let s = vm_string(vm, &v.deref_value())?;
            if seen.insert(s.to_vec()) {
                out.insert(k, super::kept(v));
            }
        }
        return Ok(Value::Array(out));
    }
    // php: a stable sort of the entries, then each run of equal neighbours keeps its
    // earliest entry
    let positions: Vec<Value> = arr.values().map(Value::deref_value).collect();
    let indexed = PhpArray::from_values(positions.clone());
    let order = sorted(vm, &indexed, SortMode::Assoc, comparator(flags, false))?;
    let order: Vec<usize> = order
        .keys()
        .filter_map(|k| match k {
            ArrayKey::Int(i) => usize::try_from(i).ok(),
            ArrayKey::Str(_) => None,
        })
        .collect();
    let mut drop = vec![false; positions.len()];
    let mut iter = order.into_iter();
    if let Some(mut last) = iter.next() {
        for i in iter {
            if flag_compare(vm, flags, &positions[last], &positions[i])? != 0 {
                last = i;
            } else if last > i {
                drop[last] = true;
                last = i;
            } else {
                drop[i] = true;
            }
        }
    }
    let mut out = PhpArray::new();
    for (i, (k, v)) in arr.iter().enumerate() {
        if !drop.get(i).copied().unwrap_or(false) {
            out.insert(k, super::kept(v));
        }
    }
    Ok(Value::Array(out))
}

/// The arrays of a set function: `$array` then the variadic `...$arrays`.
fn set_args(a: &[Value], func: &str) -> Result<Vec<PhpArray>, Control> {
    let mut out = vec![arg_array(a, 0, func, "array")?];
    for i in 1..a.len() {
        match arg(a, i) {
            Value::Array(x) => out.push(x),
            v => {
                return Err(Control::Error(
                    ThrowKind::TypeError,
                    format!(
                        "{func}(): Argument #{} must be of type array, {} given",
                        i + 1,
                        v.value_name()
                    ),
                ));
            }
        }
    }
    Ok(out)
}

#[derive(Clone, Copy, PartialEq)]
enum By {
    Value,
    Key,
    Assoc,
}

/// Entries of the first array kept when `keep(found in every other)` (intersect) or
/// `keep(found in none)` (diff). Values compare as strings (`(string) $a === (string) $b`).
fn set_op(vm: &mut Vm, a: &[Value], func: &str, by: By, intersect: bool) -> Result<Value, Control> {
    let arrays = set_args(a, func)?;
    let first = &arrays[0];
    let others = &arrays[1..];
    // string forms of the other arrays' values (array_diff / array_intersect)
    let mut value_sets: Vec<HashSet<Vec<u8>>> = Vec::new();
    if by == By::Value {
        for arr in others {
            let mut set = HashSet::new();
            for v in arr.values() {
                set.insert(vm_string(vm, &v.deref_value())?.to_vec());
            }
            value_sets.push(set);
        }
    }
    let mut out = PhpArray::new();
    for (k, orig) in first.iter() {
        let v = orig.deref_value();
        let mut found_all = true;
        let mut found_any = false;
        let vs = if by == By::Key {
            None
        } else {
            Some(vm_string(vm, &v)?)
        };
        for (i, arr) in others.iter().enumerate() {
            let found = match by {
                By::Value => vs.as_ref().is_some_and(|s| value_sets[i].contains(&s[..])),
                By::Key => arr.contains_key(&k),
                By::Assoc => match arr.get(&k).map(Value::deref_value) {
                    Some(o) => Some(vm_string(vm, &o)?) == vs,
                    None => false,
                },
            };
            found_all &= found;
            found_any |= found;
            if intersect && !found || !intersect && found {
                break;
            }
        }
        let keep = if intersect { found_all } else { !found_any };
        if keep {
            out.insert(k, super::kept(orig));
        }
    }
    Ok(Value::Array(out))
}

fn array_diff(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    set_op(vm, a, "array_diff", By::Value, false)
}
fn array_diff_key(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    set_op(vm, a, "array_diff_key", By::Key, false)
}
fn array_diff_assoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    set_op(vm, a, "array_diff_assoc", By::Assoc, false)
}
fn array_intersect(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    set_op(vm, a, "array_intersect", By::Value, true)
}
fn array_intersect_key(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    set_op(vm, a, "array_intersect_key", By::Key, true)
}
fn array_intersect_assoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    set_op(vm, a, "array_intersect_assoc", By::Assoc, true)
}
