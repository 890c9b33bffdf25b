//! Building arrays: array_merge(_recursive), array_replace(_recursive), array_combine,
//! array_flip, array_change_key_case, array_fill(_keys), array_pad, array_chunk, array_slice, array_splice,
//! array_reverse, array_count_values, array_column.

use super::{entries, kept, kept_entries, ref_array, renumber, string_key};
use crate::{def, def_ref};
use rphp_vm::builtins::{
    Builtin, arg, arg_array, arg_bool, arg_int, arg_opt_int, type_error, value_error,
};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::convert::to_array;
use rphp_vm::value::{ArrayKey, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("array_merge", array_merge, 0, u8::MAX, &["arrays"]),
    def(
        "array_merge_recursive",
        array_merge_recursive,
        0,
        u8::MAX,
        &["arrays"],
    ),
    def(
        "array_replace",
        array_replace,
        1,
        u8::MAX,
        &["array", "replacements"],
    ),
    def(
        "array_replace_recursive",
        array_replace_recursive,
        1,
        u8::MAX,
        &["array", "replacements"],
    ),
    def("array_combine", array_combine, 2, 2, &["keys", "values"]),
    def("array_flip", array_flip, 1, 1, &["array"]),
    def(
        "array_change_key_case",
        array_change_key_case,
        1,
        2,
        &["array", "case"],
    ),
    def(
        "array_fill",
        array_fill,
        3,
        3,
        &["start_index", "count", "value"],
    ),
    def("array_fill_keys", array_fill_keys, 2, 2, &["keys", "value"]),
    def("array_pad", array_pad, 3, 3, &["array", "length", "value"]),
    def(
        "array_chunk",
        array_chunk,
        2,
        3,
        &["array", "length", "preserve_keys"],
    ),
    def(
        "array_slice",
        array_slice,
        2,
        4,
        &["array", "offset", "length", "preserve_keys"],
    ),
    def_ref(
        "array_splice",
        array_splice,
        2,
        4,
        1,
        &["array", "offset", "length", "replacement"],
    ),
    def(
        "array_reverse",
        array_reverse,
        1,
        2,
        &["array", "preserve_keys"],
    ),
    def("array_count_values", array_count_values, 1, 1, &["array"]),
    def(
        "array_column",
        array_column,
        2,
        3,
        &["array", "column_key", "index_key"],
    ),
];

/// The arrays of a variadic `...$arrays` parameter starting at `from` (php names only the
/// first declared parameter in messages).
fn variadic_arrays(
    a: &[Value],
    from: usize,
    func: &str,
    first: &str,
) -> Result<Vec<PhpArray>, Control> {
    let mut out = Vec::with_capacity(a.len());
    for i in 0..a.len() {
        match arg(a, i) {
            Value::Array(x) => out.push(x),
            v => {
                let msg = if i < from {
                    format!(
                        "{func}(): Argument #{} (${first}) must be of type array, {} given",
                        i + 1,
                        v.value_name()
                    )
                } else {
                    format!(
                        "{func}(): Argument #{} must be of type array, {} given",
                        i + 1,
                        v.value_name()
                    )
                };
                return Err(Control::Error(rphp_vm::exec::ThrowKind::TypeError, msg));
            }
        }
    }
    Ok(out)
}

fn array_merge(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arrays = variadic_arrays(a, 0, "array_merge", "arrays")?;
    let mut out = PhpArray::new();
    for arr in &arrays {
        for (k, v) in kept_entries(arr) {
            match k {
                ArrayKey::Int(_) => {
                    out.push(v)?;
                }
                k => {
                    out.insert(k, v);
                }
            }
        }
    }
    Ok(Value::Array(out))
}

/// `php_array_merge_recursive`, with an explicit depth guard instead of unbounded recursion.
/// php's `php_array_merge_recursive`. `visiting` holds the destination arrays being merged
/// into (php's recursion protection of `thash`): meeting one again inside itself, through
/// a reference, is the Error "Recursion detected".
fn merge_recursive(
    dest: &mut PhpArray,
    src: &PhpArray,
    visiting: &mut Vec<PhpArray>,
    vm: &mut Vm,
) -> Result<(), Control> {
    for (k, v) in kept_entries(src) {
        match k {
            ArrayKey::Int(_) => {
                dest.push(v)?;
            }
            k => {
                let Some(existing) = dest.get(&k).map(Value::deref_value) else {
                    dest.insert(k, v);
                    continue;
                };
                let thash = match &existing {
                    Value::Array(x) => Some(x.clone()),
                    _ => None,
                };
                if let Some(t) = &thash {
                    if visiting.iter().any(|a| PhpArray::ptr_eq(a, t)) {
                        return Err(Control::Error(
                            rphp_vm::exec::ThrowKind::Error,
                            "Recursion detected".into(),
                        ));
                    }
                }
                let mut target = match existing {
                    Value::Array(x) => x,
                    Value::Null => PhpArray::from_values(vec![Value::Null]),
                    other => to_array(&other, &mut vm.diag)?,
                };
                match &v.deref_value() {
                    Value::Array(s) => {
                        // (a guard for the Rust stack too: php recurses on its C stack)
                        if visiting.len() > 4096 {
                            return Err(Control::Error(
                                rphp_vm::exec::ThrowKind::Error,
                                "Nesting level too deep - recursive dependency?".into(),
                            ));
                        }
                        let pushed = match thash {
                            Some(t) => {
                                visiting.push(t);
                                true
                            }
                            None => false,
                        };
                        let r = merge_recursive(&mut target, s, visiting, vm);
                        if pushed {
                            visiting.pop();
                        }
                        r?;
                    }
                    other => {
                        target.push(other.clone())?;
                    }
                }
                dest.insert(k, Value::Array(target));
            }
        }
    }
    Ok(())
}

fn array_merge_recursive(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arrays = variadic_arrays(a, 0, "array_merge_recursive", "arrays")?;
    let mut out = PhpArray::new();
    for arr in &arrays {
        merge_recursive(&mut out, arr, &mut Vec::new(), vm)?;
    }
    Ok(Value::Array(out))
}

fn array_replace(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arrays = variadic_arrays(a, 1, "array_replace", "array")?;
    let mut out = arrays.first().cloned().unwrap_or_default();
    for arr in arrays.iter().skip(1) {
        for (k, v) in kept_entries(arr) {
            out.insert(k, v);
        }
    }
    Ok(Value::Array(out))
}

/// php's `php_array_replace_recursive`. `visiting` holds the source arrays being walked
/// (php's recursion protection): meeting one again inside itself, through a reference,
/// is the Error "Recursion detected".
fn replace_recursive(
    dest: &mut PhpArray,
    src: &PhpArray,
    visiting: &mut Vec<PhpArray>,
) -> Result<(), Control> {
    for (k, raw) in src.iter() {
        let existing = dest.get(&k).map(Value::deref_value);
        match (existing, raw.deref_value()) {
            (Some(Value::Array(mut d)), Value::Array(s)) => {
                // (a guard for the Rust stack too: php recurses on its C stack)
                if visiting.len() > 4096 {
                    return Err(Control::Error(
                        rphp_vm::exec::ThrowKind::Error,
                        "Nesting level too deep - recursive dependency?".into(),
                    ));
                }
                if visiting.iter().any(|a| PhpArray::ptr_eq(a, &s)) {
                    return Err(Control::Error(
                        rphp_vm::exec::ThrowKind::Error,
                        "Recursion detected".into(),
                    ));
                }
                visiting.push(s.clone());
                let r = replace_recursive(&mut d, &s, visiting);
                visiting.pop();
                r?;
                dest.insert(k, Value::Array(d));
            }
            _ => {
                dest.insert(k, kept(raw));
            }
        }
    }
    Ok(())
}

fn array_replace_recursive(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arrays = variadic_arrays(a, 1, "array_replace_recursive", "array")?;
    let mut out = arrays.first().cloned().unwrap_or_default();
    for arr in arrays.iter().skip(1) {
        replace_recursive(&mut out, arr, &mut Vec::new())?;
    }
    Ok(Value::Array(out))
}

fn array_combine(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let keys = arg_array(a, 0, "array_combine", "keys")?;
    let values = arg_array(a, 1, "array_combine", "values")?;
    if keys.len() != values.len() {
        return Err(Control::Error(
            rphp_vm::exec::ThrowKind::ValueError,
            "array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements".into(),
        ));
    }
    let mut out = PhpArray::new();
    for (k, v) in keys.values().zip(values.values()) {
        let key = string_key(vm, &k.deref_value())?;
        out.insert(key, v.deref_value());
    }
    Ok(Value::Array(out))
}

fn array_flip(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_flip", "array")?;
    let mut out = PhpArray::new();
    for (k, v) in entries(&arr) {
        match v {
            Value::Int(i) => {
                out.insert(ArrayKey::Int(i), k.to_value());
            }
            Value::Str(s) => {
                out.insert(ArrayKey::from_php_str(s), k.to_value());
            }
            _ => vm.warn("array_flip(): Can only flip string and integer values, entry skipped"),
        }
    }
    Ok(Value::Array(out))
}

/// A `?int` parameter, its TypeError naming the nullable type as php does.
fn opt_int(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<i64>, Control> {
    arg_opt_int(vm, a, n, func, param).map_err(|e| match e {
        Control::Error(rphp_vm::exec::ThrowKind::TypeError, m) => Control::Error(
            rphp_vm::exec::ThrowKind::TypeError,
            m.replacen("must be of type int,", "must be of type ?int,", 1),
        ),
        e => e,
    })
}

fn array_change_key_case(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_change_key_case", "array")?;
    let upper = a.len() > 1 && arg_int(vm, a, 1, "array_change_key_case", "case")? != 0;
    let mut out = PhpArray::new();
    for (k, v) in arr.iter() {
        let k = match k {
            ArrayKey::Str(s) => {
                let mut b = s.to_vec();
                if upper {
                    b.make_ascii_uppercase();
                } else {
                    b.make_ascii_lowercase();
                }
                ArrayKey::Str(b.into())
            }
            k => k,
        };
        out.insert(k, v.clone());
    }
    Ok(Value::Array(out))
}

fn array_fill(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let start = arg_int(vm, a, 0, "array_fill", "start_index")?;
    let count = arg_int(vm, a, 1, "array_fill", "count")?;
    let value = arg(a, 2);
    if count < 0 {
        return Err(value_error(
            "array_fill",
            1,
            "count",
            "must be greater than or equal to 0",
        ));
    }
    if count >= 1 << 30 {
        return Err(value_error("array_fill", 1, "count", "is too large"));
    }
    let mut out = PhpArray::new();
    for i in 0..count {
        match start.checked_add(i) {
            Some(k) if i == 0 || k != i64::MIN => {
                out.insert(ArrayKey::Int(k), value.clone());
            }
            _ => {
                out.push(value.clone())?;
            }
        }
    }
    Ok(Value::Array(out))
}

fn array_fill_keys(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let keys = arg_array(a, 0, "array_fill_keys", "keys")?;
    let value = arg(a, 1);
    let mut out = PhpArray::new();
    for k in keys.values() {
        let key = string_key(vm, &k.deref_value())?;
        out.insert(key, value.clone());
    }
    Ok(Value::Array(out))
}

fn array_pad(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_pad", "array")?;
    let length = arg_int(vm, a, 1, "array_pad", "length")?;
    let value = arg(a, 2);
    let n = arr.len() as u64;
    let want = length.unsigned_abs();
    if want <= n {
        return Ok(Value::Array(arr));
    }
    if want - n > 0x4000_0000 {
        return Err(value_error(
            "array_pad",
            1,
            "length",
            "must not exceed the maximum allowed array size",
        ));
    }
    let pads = (want - n) as usize;
    let items = entries(&arr);
    let padding = std::iter::repeat_n((ArrayKey::Int(0), value), pads);
    let out = if length < 0 {
        renumber(padding.chain(items))
    } else {
        renumber(items.into_iter().chain(padding))
    };
    Ok(Value::Array(out))
}

fn array_chunk(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_chunk", "array")?;
    let size = arg_int(vm, a, 1, "array_chunk", "length")?;
    let preserve = a.len() > 2 && arg_bool(vm, a, 2, "array_chunk", "preserve_keys")?;
    if size < 1 {
        return Err(value_error(
            "array_chunk",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    let mut out = PhpArray::new();
    let mut chunk = PhpArray::new();
    // elements copied as php copies them: a shared reference stays one
    for (k, v) in kept_entries(&arr) {
        if preserve {
            chunk.insert(k, v);
        } else {
            chunk.push(v)?;
        }
        if chunk.len() >= size {
            out.push(Value::Array(std::mem::take(&mut chunk)))?;
        }
    }
    if !chunk.is_empty() {
        out.push(Value::Array(chunk))?;
    }
    Ok(Value::Array(out))
}

/// php's offset/length normalisation for array_slice and array_splice: the start and the
/// number of elements, clamped to the array.
fn clamp(n: usize, offset: i64, length: Option<i64>) -> (usize, usize) {
    let n = n as i64;
    let mut start = offset;
    if start > n {
        return (n as usize, 0);
    }
    if start < 0 {
        start = (n + start).max(0);
    }
    let len = match length {
        None => n - start,
        Some(l) if l < 0 => (n - start + l).max(0),
        Some(l) => l.min(n - start),
    };
    (start as usize, len.max(0) as usize)
}

fn array_slice(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_slice", "array")?;
    let offset = arg_int(vm, a, 1, "array_slice", "offset")?;
    let length = opt_int(vm, a, 2, "array_slice", "length")?;
    let preserve = a.len() > 3 && arg_bool(vm, a, 3, "array_slice", "preserve_keys")?;
    let (start, len) = clamp(arr.len(), offset, length);
    // only the slice's elements are copied
    let items = arr.iter().skip(start).take(len).map(|(k, v)| (k, kept(v)));
    if preserve {
        let mut out = PhpArray::new();
        for (k, v) in items {
            out.insert(k, v);
        }
        return Ok(Value::Array(out));
    }
    Ok(Value::Array(renumber(items)))
}

fn array_splice(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, "array_splice", "array")?;
    let offset = arg_int(vm, a, 1, "array_splice", "offset")?;
    let length = opt_int(vm, a, 2, "array_splice", "length")?;
    let replacement = match arg(a, 3) {
        // a replacement array's shared references stay references
        Value::Array(r) => r.values().map(kept).collect(),
        Value::Null if a.len() <= 3 => Vec::new(),
        v => to_array(&v, &mut vm.diag)?
            .values()
            .map(Value::deref_value)
            .collect::<Vec<_>>(),
    };
    let (start, len) = clamp(arr.len(), offset, length);
    // the array is changed in place: its elements keep their references
    let mut items: Vec<(ArrayKey, Value)> = arr.iter().map(|(k, v)| (k, v.clone())).collect();
    let tail = items.split_off(start.min(items.len()));
    let mut tail = tail.into_iter();
    let removed: Vec<_> = tail.by_ref().take(len).collect();
    let kept = items
        .into_iter()
        .chain(replacement.into_iter().map(|v| (ArrayKey::Int(0), v)))
        .chain(tail);
    cell.set(Value::Array(renumber(kept)));
    Ok(Value::Array(renumber(removed)))
}

fn array_reverse(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_reverse", "array")?;
    let preserve = a.len() > 1 && arg_bool(vm, a, 1, "array_reverse", "preserve_keys")?;
    let items = kept_entries(&arr).into_iter().rev();
    if preserve {
        let mut out = PhpArray::new();
        for (k, v) in items {
            out.insert(k, v);
        }
        return Ok(Value::Array(out));
    }
    Ok(Value::Array(renumber(items)))
}

fn array_count_values(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_count_values", "array")?;
    let mut out = PhpArray::new();
    for v in arr.values() {
        let key = match v.deref_value() {
            Value::Int(i) => ArrayKey::Int(i),
            Value::Str(s) => ArrayKey::from_php_str(s),
            _ => {
                vm.warn(
                    "array_count_values(): Can only count string and integer values, entry skipped",
                );
                continue;
            }
        };
        let n = match out.get(&key) {
            Some(Value::Int(n)) => n + 1,
            _ => 1,
        };
        out.insert(key, Value::Int(n));
    }
    Ok(Value::Array(out))
}

/// A `string|int|null` parameter of array_column (Z_PARAM_STR_OR_LONG_OR_NULL, coercive):
/// a float or bool is an int, a `__toString` object a string.
fn column_param(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    param: &str,
) -> Result<Option<ArrayKey>, Control> {
    match arg(a, n) {
        Value::Null => Ok(None),
        Value::Int(i) => Ok(Some(ArrayKey::Int(i))),
        Value::Str(s) => Ok(Some(ArrayKey::from_php_str(s))),
        // under strict_types nothing else converts
        v if vm.builtin_strict => Err(type_error("array_column", n, param, "string|int|null", &v)),
        Value::Bool(b) => Ok(Some(ArrayKey::Int(i64::from(b)))),
        Value::Float(_) => Ok(Some(ArrayKey::Int(arg_int(
            vm,
            a,
            n,
            "array_column",
            param,
        )?))),
        v @ Value::Object(_) if rphp_vm::builtins::value_to_str_now(vm, &v).is_ok() => {
            Ok(Some(string_key(vm, &v)?))
        }
        v => Err(type_error("array_column", n, param, "string|int|null", &v)),
    }
}

/// `array_column_fetch_prop`: the element `k` of an array row, or the property of an
/// object row (visibility from the caller's scope, `__isset`/`__get` honoured).
fn column_fetch(vm: &mut Vm, row: &Value, k: &ArrayKey) -> Result<Option<Value>, Control> {
    match row {
        Value::Array(arr) => Ok(arr.get(k).map(Value::deref_value)),
        Value::Object(o) => {
            let name = match k {
                ArrayKey::Int(i) => rphp_vm::value::PhpStr::from(i.to_string().as_str()),
                ArrayKey::Str(s) => s.clone(),
            };
            // an incomplete object's has_property handler warns each time php asks it
            // (in "exists", then in "isset" mode) and finds nothing
            if vm.incomplete_access_in(o, "array_column") {
                vm.incomplete_access_in(o, "array_column");
                return Ok(None);
            }
            vm.fetch_prop_if_set(o, &name)
        }
        _ => Ok(None),
    }
}

fn array_column(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_column", "array")?;
    let column = column_param(vm, a, 1, "column_key")?;
    let index = column_param(vm, a, 2, "index_key")?;
    let mut out = PhpArray::new();
    for row in arr.values() {
        let row = row.deref_value();
        let value = match &column {
            None => row.clone(),
            Some(k) => match column_fetch(vm, &row, k)? {
                Some(v) => v,
                None => continue,
            },
        };
        let key = match &index {
            Some(ik) => match column_fetch(vm, &row, ik)? {
                Some(Value::Int(i)) => Some(ArrayKey::Int(i)),
                Some(Value::Str(s)) => Some(ArrayKey::from_php_str(s)),
                // array_set_zval_key: php 8.5 deprecates null, floats truncate, others throw
                Some(v) => Some(rphp_vm::value::array::normalize_key(&v, &mut vm.diag)?),
                None => None,
            },
            None => None,
        };
        match key {
            Some(k) => {
                out.insert(k, value);
            }
            None => {
                out.push(value)?;
            }
        }
    }
    Ok(Value::Array(out))
}
