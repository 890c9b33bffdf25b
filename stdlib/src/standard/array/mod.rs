//! ext/standard/array.c, one module per family: `build` (merge, replace, combine, fill,
//! pad, chunk, slice, splice...), `query` (search, sum, min/max, first/last...), `sets`
//! (unique, diff, intersect), `sort` (sort/rsort/asort/arsort/ksort/krsort with flags),
//! `stack` (push/pop/shift/unshift and the internal pointer), `walk` (the callback
//! functions, each a continuation the executor drives), `user_sets` (the diff/intersect
//! family with user comparisons), `multisort` (array_multisort), `extract` (extract with
//! flags), `zsort` (php's zend_sort for native comparisons).

pub mod build;
pub mod extract;
pub mod multisort;
pub mod query;
pub mod sets;
pub mod sort;
pub mod sort_fast;
pub mod stack;
pub mod user_sets;
pub mod walk;
pub mod zsort;

use rphp_vm::builtins::type_error;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::array::normalize_key;
use rphp_vm::value::convert::to_str;
use rphp_vm::value::{ArrayKey, PhpArray, PhpRef, Value};

/// The by-reference array parameter `n`: its cell and its current array.
pub(crate) fn ref_array(
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<(PhpRef, PhpArray), Control> {
    let cell = match a.get(n) {
        Some(Value::Ref(r)) => r.clone(),
        Some(v) => PhpRef::new(v.clone()),
        None => PhpRef::new(Value::Null),
    };
    match cell.get() {
        Value::Array(arr) => Ok((cell, arr)),
        v => Err(type_error(func, n, param, "array", &v)),
    }
}

/// `zend_symtable_update` with `zval_get_string`: an int stays an int key, anything else
/// becomes a string key (a numeric string an int key).
pub(crate) fn string_key(vm: &mut Vm, v: &Value) -> Result<ArrayKey, Control> {
    match v {
        Value::Int(i) => Ok(ArrayKey::Int(*i)),
        Value::Str(s) => Ok(ArrayKey::from_php_str(s.clone())),
        Value::Object(_) => {
            let s = vm_string(vm, v)?;
            Ok(ArrayKey::from_php_str(s))
        }
        _ => Ok(ArrayKey::from_php_str(to_str(v, &mut vm.diag)?)),
    }
}

/// `zval_get_string`, objects through `__toString`.
pub(crate) fn vm_string(vm: &mut Vm, v: &Value) -> Result<rphp_vm::value::PhpStr, Control> {
    match v {
        Value::Object(_) => rphp_vm::builtins::value_to_str(vm, v),
        _ => Ok(to_str(v, &mut vm.diag)?),
    }
}

/// An array key from a user value as `$a[$k]` takes it (`null` is `""`).
pub(crate) fn offset_key(vm: &mut Vm, v: &Value) -> Result<ArrayKey, Control> {
    match v {
        Value::Null => Ok(ArrayKey::Str(Default::default())),
        _ => Ok(normalize_key(v, &mut vm.diag)?),
    }
}

/// Rebuild `arr` with integer keys renumbered from 0 (string keys kept), as php's
/// `array_shift`/`array_splice` do; the internal pointer is reset.
pub(crate) fn renumber(items: impl IntoIterator<Item = (ArrayKey, Value)>) -> PhpArray {
    let mut out = PhpArray::new();
    for (k, v) in items {
        match k {
            ArrayKey::Int(_) => {
                let _ = out.push(v);
            }
            k => {
                out.insert(k, v);
            }
        }
    }
    out
}

/// The entries of an array, values dereferenced.
pub(crate) fn entries(arr: &PhpArray) -> Vec<(ArrayKey, Value)> {
    arr.iter().map(|(k, v)| (k, v.deref_value())).collect()
}

/// An element as php copies it into a result array: a reference shared with a variable
/// stays a reference (var_dump shows `&`), a reference nothing else holds is unwrapped.
pub(crate) fn kept(v: &Value) -> Value {
    match v {
        Value::Ref(r) if r.ref_count() > 1 => v.clone(),
        Value::Ref(r) => r.get(),
        v => v.clone(),
    }
}

/// The entries of an array as php copies them into a result (see [`kept`]).
pub(crate) fn kept_entries(arr: &PhpArray) -> Vec<(ArrayKey, Value)> {
    arr.iter().map(|(k, v)| (k, kept(v))).collect()
}
