//! The array as a stack or queue (array_push, array_pop, array_shift, array_unshift, all
//! by reference) and the internal pointer (current/pos, key, next, prev, reset, end).

use super::{entries, ref_array, renumber};
use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, arg, type_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def_ref(
        "array_push",
        array_push,
        1,
        u8::MAX,
        1,
        &["array", "values"],
    ),
    def_ref("array_pop", array_pop, 1, 1, 1, &["array"]),
    def_ref("array_shift", array_shift, 1, 1, 1, &["array"]),
    def_ref(
        "array_unshift",
        array_unshift,
        1,
        u8::MAX,
        1,
        &["array", "values"],
    ),
    def("current", current, 1, 1, &["array"]),
    def("pos", pos, 1, 1, &["array"]),
    def("key", key, 1, 1, &["array"]),
    def_ref("next", next, 1, 1, 1, &["array"]),
    def_ref("prev", prev, 1, 1, 1, &["array"]),
    def_ref("reset", reset, 1, 1, 1, &["array"]),
    def_ref("end", end, 1, 1, 1, &["array"]),
];

fn array_push(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, mut arr) = ref_array(a, 0, "array_push", "array")?;
    cell.set(Value::Null);
    let data = arr.make_mut();
    for v in &a[1..] {
        if let Err(e) = data.push(v.deref_value()) {
            cell.set(Value::Array(arr));
            return Err(e.into());
        }
    }
    let n = data.len();
    cell.set(Value::Array(arr));
    Ok(Value::Int(n as i64))
}

fn array_pop(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, mut arr) = ref_array(a, 0, "array_pop", "array")?;
    let Some(last) = arr.prev_pos(arr.used()) else {
        return Ok(Value::Null);
    };
    let Some(k) = arr.key_at(last) else {
        return Ok(Value::Null);
    };
    cell.set(Value::Null);
    let data = arr.make_mut();
    let v = data.remove(&k).map_or(Value::Null, |v| v.deref_value());
    if let ArrayKey::Int(i) = k {
        if i != i64::MAX && i + 1 == data.next_free() {
            data.set_next_free(i);
        }
    }
    data.reset();
    cell.set(Value::Array(arr));
    Ok(v)
}

fn array_shift(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, "array_shift", "array")?;
    let mut items = entries(&arr).into_iter();
    let Some((_, first)) = items.next() else {
        return Ok(Value::Null);
    };
    cell.set(Value::Array(renumber(items)));
    Ok(first)
}

fn array_unshift(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, "array_unshift", "array")?;
    let new: Vec<(ArrayKey, Value)> = a[1..]
        .iter()
        .map(|v| (ArrayKey::Int(0), v.deref_value()))
        .collect();
    let out = renumber(new.into_iter().chain(entries(&arr)));
    let n = out.len();
    cell.set(Value::Array(out));
    Ok(Value::Int(n as i64))
}

fn array_or_object(a: &[Value], func: &str) -> Result<PhpArray, Control> {
    match arg(a, 0) {
        Value::Array(arr) => Ok(arr),
        v => Err(type_error(func, 0, "array", "array", &v)),
    }
}

fn current(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = array_or_object(a, "current")?;
    Ok(arr.current().map_or(Value::Bool(false), Value::deref_value))
}

fn pos(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = array_or_object(a, "pos")?;
    Ok(arr.current().map_or(Value::Bool(false), Value::deref_value))
}

fn key(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = array_or_object(a, "key")?;
    Ok(arr.current_key().map_or(Value::Null, |k| k.to_value()))
}

/// Move the pointer of the by-reference array and return the value it lands on.
fn move_pointer(
    a: &[Value],
    func: &str,
    step: fn(&mut rphp_vm::value::ArrayData) -> Option<&Value>,
) -> Result<Value, Control> {
    let cell = match a.first() {
        Some(Value::Ref(r)) => r.clone(),
        Some(v) => return Err(type_error(func, 0, "array", "array", v)),
        None => return Ok(Value::Bool(false)),
    };
    let mut slot = cell.borrow_mut();
    match &mut *slot {
        Value::Array(arr) => {
            Ok(step(arr.make_mut()).map_or(Value::Bool(false), Value::deref_value))
        }
        v => Err(type_error(func, 0, "array", "array", v)),
    }
}

fn next(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(a, "next", rphp_vm::value::ArrayData::advance)
}
fn prev(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(a, "prev", rphp_vm::value::ArrayData::retreat)
}
fn reset(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(a, "reset", rphp_vm::value::ArrayData::reset)
}
fn end(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(a, "end", rphp_vm::value::ArrayData::end)
}
