//! sort, rsort, usort-free standard sorts with flags: sort/rsort/asort/arsort/ksort/krsort
//! (SORT_REGULAR, SORT_NUMERIC, SORT_STRING, SORT_LOCALE_STRING, SORT_NATURAL, with
//! SORT_FLAG_CASE). All run the VM's resumable stable merge sort.

use super::ref_array;
use super::zsort::zend_sort;
use crate::def_ref;
use crate::standard::string::compare::natcmp;
use rphp_vm::builtins::{Builtin, NativeCmp, SortMode, arg_int, native_sort};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::convert::{to_float, to_str};
use rphp_vm::value::{ArrayKey, PhpArray, PhpRef, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def_ref("sort", sort, 1, 2, 1, &["array", "flags"]),
    def_ref("rsort", rsort, 1, 2, 1, &["array", "flags"]),
    def_ref("asort", asort, 1, 2, 1, &["array", "flags"]),
    def_ref("arsort", arsort, 1, 2, 1, &["array", "flags"]),
    def_ref("ksort", ksort, 1, 2, 1, &["array", "flags"]),
    def_ref("krsort", krsort, 1, 2, 1, &["array", "flags"]),
    def_ref("natsort", natsort, 1, 1, 1, &["array"]),
    def_ref("natcasesort", natcasesort, 1, 1, 1, &["array"]),
];

pub(crate) const SORT_NUMERIC: i64 = 1;
pub(crate) const SORT_STRING: i64 = 2;
pub(crate) const SORT_LOCALE_STRING: i64 = 5;
pub(crate) const SORT_NATURAL: i64 = 6;
pub(crate) const SORT_FLAG_CASE: i64 = 8;

fn sign(c: std::cmp::Ordering) -> i32 {
    c as i32
}

fn to_bytes(vm: &mut Vm, v: &Value) -> Result<Vec<u8>, Control> {
    Ok(super::vm_string(vm, v)?.to_vec())
}

/// `php_get_data_compare_func`: the comparison a flags value selects.
pub(crate) fn flag_compare(vm: &mut Vm, flags: i64, x: &Value, y: &Value) -> Result<i32, Control> {
    let fold = flags & SORT_FLAG_CASE != 0;
    match flags & !SORT_FLAG_CASE {
        SORT_NUMERIC => {
            let num = |vm: &mut Vm, v: &Value| -> Result<f64, Control> {
                Ok(match v {
                    Value::Str(s) => rphp_vm::value::convert::str_to_float(s),
                    Value::Array(a) => f64::from(u8::from(!a.is_empty())),
                    Value::Null => 0.0,
                    Value::Bool(b) => f64::from(u8::from(*b)),
                    Value::Object(_) => {
                        let _ = to_str(v, &mut vm.diag);
                        1.0
                    }
                    _ => to_float(v)?,
                })
            };
            let (a, b) = (num(vm, x)?, num(vm, y)?);
            Ok(sign(a.partial_cmp(&b).unwrap_or(std::cmp::Ordering::Equal)))
        }
        SORT_STRING | SORT_LOCALE_STRING => {
            let (mut a, mut b) = (to_bytes(vm, x)?, to_bytes(vm, y)?);
            if fold {
                a.make_ascii_lowercase();
                b.make_ascii_lowercase();
            }
            Ok(sign(a.cmp(&b)))
        }
        SORT_NATURAL => {
            let (a, b) = (to_bytes(vm, x)?, to_bytes(vm, y)?);
            Ok(natcmp(&a, &b, fold).signum() as i32)
        }
        _ => vm.compare_values(x, y),
    }
}

/// A sort comparator for `flags`, descending when `reverse`.
pub(crate) fn comparator(flags: i64, reverse: bool) -> NativeCmp {
    Box::new(move |vm: &mut Vm, x: &Value, y: &Value| {
        let c = flag_compare(vm, flags, x, y)?;
        Ok(if reverse { -c } else { c })
    })
}

/// Sort `arr` (not through a user's variable) and return its entries in sorted order.
pub(crate) fn sorted(
    vm: &mut Vm,
    arr: &PhpArray,
    mode: SortMode,
    cmp: NativeCmp,
) -> Result<PhpArray, Control> {
    let cell = PhpRef::new(Value::Null);
    native_sort(vm, cell.clone(), arr, mode, cmp)?;
    match cell.get() {
        Value::Array(a) => Ok(a),
        _ => Ok(arr.clone()),
    }
}

/// php's `php_usort`-free sorts: `zend_sort` over the entries (ties broken by position, so
/// the sort is stable), elements moved as they are (references stay references), the result
/// stored into `cell`.
pub(crate) fn php_sort(
    vm: &mut Vm,
    cell: PhpRef,
    arr: &PhpArray,
    mode: SortMode,
    flags: i64,
    reverse: bool,
) -> Result<Value, Control> {
    if let Some(out) = super::sort_fast::fast_sort(arr, mode, flags, reverse) {
        cell.set(Value::Array(out));
        return Ok(Value::Bool(true));
    }
    let mut items: Vec<(usize, ArrayKey, Value)> = arr
        .iter()
        .enumerate()
        .map(|(i, (k, v))| (i, k, v.clone()))
        .collect();
    let mut failed: Option<Control> = None;
    zend_sort(&mut items, &mut |x, y| {
        if failed.is_some() {
            return 0;
        }
        let r = match mode {
            SortMode::Keys => flag_compare(vm, flags, &x.1.to_value(), &y.1.to_value()),
            _ => flag_compare(vm, flags, &x.2.deref_value(), &y.2.deref_value()),
        };
        match r {
            Ok(0) => x.0.cmp(&y.0) as i32,
            Ok(c) => {
                if reverse {
                    -c.signum()
                } else {
                    c.signum()
                }
            }
            Err(e) => {
                failed = Some(e);
                0
            }
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    let out = match mode {
        SortMode::Values => PhpArray::from_values(items.into_iter().map(|(_, _, v)| v).collect()),
        _ => {
            let mut o = PhpArray::new();
            for (_, k, v) in items {
                o.insert(k, v);
            }
            o
        }
    };
    cell.set(Value::Array(out));
    Ok(Value::Bool(true))
}

fn run(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    mode: SortMode,
    reverse: bool,
) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, func, "array")?;
    let flags = if a.len() > 1 {
        arg_int(vm, a, 1, func, "flags")?
    } else {
        0
    };
    php_sort(vm, cell, &arr, mode, flags, reverse)
}

fn natsort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, "natsort", "array")?;
    php_sort(vm, cell, &arr, SortMode::Assoc, SORT_NATURAL, false)
}
fn natcasesort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, "natcasesort", "array")?;
    php_sort(
        vm,
        cell,
        &arr,
        SortMode::Assoc,
        SORT_NATURAL | SORT_FLAG_CASE,
        false,
    )
}

fn sort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "sort", SortMode::Values, false)
}
fn rsort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "rsort", SortMode::Values, true)
}
fn asort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "asort", SortMode::Assoc, false)
}
fn arsort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "arsort", SortMode::Assoc, true)
}
fn ksort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "ksort", SortMode::Keys, false)
}
fn krsort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "krsort", SortMode::Keys, true)
}
