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

/// The array argument of current/key/pos: an array, or (deprecated since 8.1) an object's
/// property table.
fn array_or_object(vm: &mut Vm, a: &[Value], func: &str) -> Result<PhpArray, Control> {
    match arg(a, 0) {
        Value::Array(arr) => Ok(arr),
        Value::Object(o) => {
            vm.deprecated(format!(
                "{func}(): Calling {func}() on an object is deprecated"
            ));
            Ok(o.borrow().properties.clone())
        }
        v => Err(type_error(func, 0, "array", "array", &v)),
    }
}

fn current(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = array_or_object(vm, a, "current")?;
    Ok(arr.current().map_or(Value::Bool(false), Value::deref_value))
}

fn pos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = array_or_object(vm, a, "pos")?;
    Ok(arr.current().map_or(Value::Bool(false), Value::deref_value))
}

fn key(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = array_or_object(vm, a, "key")?;
    let Some(k) = arr.current_key() else {
        return Ok(Value::Null);
    };
    // an object's property table: php's key is the mangled name ("\0*\0name" if protected)
    if let (Value::Object(o), ArrayKey::Str(s)) = (arg(a, 0), &k) {
        let class = o.class();
        if rphp_vm::class::unmangle(s.as_bytes()).is_none() {
            if let (n, rphp_vm::bytecode::Visibility::Protected, _) =
                rphp_vm::class::prop_label_parts(&class, s.as_bytes())
            {
                let mut m = b"\0*\0".to_vec();
                m.extend_from_slice(&n);
                return Ok(Value::Str(rphp_vm::value::PhpStr::from_vec(m)));
            }
        }
    }
    Ok(k.to_value())
}

/// Move the pointer of the by-reference array (or, deprecated, of an object's property
/// table) and return the value it lands on. A temporary (`next(f())`) moves a copy.
fn move_pointer(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    step: fn(&mut rphp_vm::value::ArrayData) -> Option<&Value>,
) -> Result<Value, Control> {
    let cell = match a.first() {
        Some(Value::Ref(r)) => r.clone(),
        Some(v) => {
            // a call result, not a variable (the VM gave php's notice when sending it):
            // move a temporary's pointer
            rphp_vm::value::PhpRef::new(v.clone())
        }
        None => return Ok(Value::Bool(false)),
    };
    let obj = match cell.get() {
        Value::Object(o) => o,
        _ => {
            let mut slot = cell.borrow_mut();
            return match &mut *slot {
                Value::Array(arr) => {
                    Ok(step(arr.make_mut()).map_or(Value::Bool(false), Value::deref_value))
                }
                v => Err(type_error(func, 0, "array", "array", v)),
            };
        }
    };
    vm.deprecated(format!(
        "{func}(): Calling {func}() on an object is deprecated"
    ));
    let mut data = obj.borrow_mut();
    Ok(step(data.properties.make_mut()).map_or(Value::Bool(false), Value::deref_value))
}

fn next(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(vm, a, "next", rphp_vm::value::ArrayData::advance)
}
fn prev(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(vm, a, "prev", rphp_vm::value::ArrayData::retreat)
}
fn reset(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(vm, a, "reset", rphp_vm::value::ArrayData::reset)
}
fn end(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    move_pointer(vm, a, "end", rphp_vm::value::ArrayData::end)
}
