//! Fast paths of the flag sorts (sort, rsort, asort, arsort, ksort, krsort) for arrays whose
//! sort keys are all ints, or all strings that php compares byte by byte. php 8's sorts are
//! stable (ties keep their original order), and for these keys the comparison is a total
//! order that never warns, so the sorted result is unique: any stable sort gives php's exact
//! result, and one without the per-comparison dispatch of `flag_compare` is much faster.
//! Anything else (floats, mixed types, references, numeric strings under SORT_REGULAR,
//! SORT_NATURAL...) returns `None` and takes the general path.

use super::sort::{SORT_NUMERIC, SORT_STRING};
use rphp_vm::builtins::SortMode;
use rphp_vm::value::numeric::parse_numeric;
use rphp_vm::value::{ArrayData, ArrayKey, PhpArray, PhpStr, Value};
use std::cmp::Ordering;

/// Ints beyond this magnitude may compare equal as floats (SORT_NUMERIC).
const EXACT_FLOAT_INT: i64 = 1 << 53;

/// The sort keys of an array, when they all have one simple type.
enum Keys {
    Int(Vec<i64>),
    Str(Vec<PhpStr>),
}

/// The sort keys of `arr` for `mode`, or `None` when some key is neither a plain int nor a
/// plain string, or when the types are mixed.
fn collect_keys(arr: &PhpArray, mode: SortMode) -> Option<Keys> {
    let mut iter = arr.iter();
    let first = match iter.next() {
        Some((k, v)) => key_of(k, v, mode)?,
        None => return None,
    };
    match first {
        ArrayKey::Int(i) => {
            let mut ints = Vec::with_capacity(arr.len());
            ints.push(i);
            for (k, v) in iter {
                match key_of(k, v, mode)? {
                    ArrayKey::Int(i) => ints.push(i),
                    ArrayKey::Str(_) => return None,
                }
            }
            Some(Keys::Int(ints))
        }
        ArrayKey::Str(s) => {
            let mut strs = Vec::with_capacity(arr.len());
            strs.push(s);
            for (k, v) in iter {
                match key_of(k, v, mode)? {
                    ArrayKey::Str(s) => strs.push(s),
                    ArrayKey::Int(_) => return None,
                }
            }
            Some(Keys::Str(strs))
        }
    }
}

/// What one entry sorts by: its key (ksort) or its value when that is a plain int or string.
fn key_of(k: ArrayKey, v: &Value, mode: SortMode) -> Option<ArrayKey> {
    match mode {
        SortMode::Keys => Some(k),
        _ => match v {
            Value::Int(i) => Some(ArrayKey::Int(*i)),
            Value::Str(s) => Some(ArrayKey::Str(s.clone())),
            _ => None,
        },
    }
}

/// Whether `flags` compares these keys by plain order: ints by value (SORT_REGULAR, or
/// SORT_NUMERIC while every int is exact as a float), strings byte by byte (SORT_STRING, or
/// SORT_REGULAR when no string is numeric: `zendi_smart_strcmp` only compares two numeric
/// strings as numbers).
fn plain_order(keys: &Keys, flags: i64) -> bool {
    match keys {
        Keys::Int(ints) => {
            flags == 0
                || (flags == SORT_NUMERIC
                    && ints
                        .iter()
                        .all(|i| (-EXACT_FLOAT_INT..=EXACT_FLOAT_INT).contains(i)))
        }
        Keys::Str(strs) => {
            flags == SORT_STRING
                || (flags == 0
                    && strs
                        .iter()
                        .all(|s| parse_numeric(s.as_ref(), false).is_none()))
        }
    }
}

/// php's result of a flag sort of `arr`, when a fast path applies.
pub(crate) fn fast_sort(
    arr: &PhpArray,
    mode: SortMode,
    flags: i64,
    reverse: bool,
) -> Option<PhpArray> {
    if arr.len() < 2 {
        return None;
    }
    let keys = collect_keys(arr, mode)?;
    if !plain_order(&keys, flags) {
        return None;
    }
    let dir = |o: Ordering| if reverse { o.reverse() } else { o };
    if let SortMode::Values = mode {
        // Equal ints (or equal strings) cannot be told apart, so stability is moot.
        let values: Vec<Value> = match keys {
            Keys::Int(mut ints) => {
                ints.sort_unstable_by(|a, b| dir(a.cmp(b)));
                ints.into_iter().map(Value::Int).collect()
            }
            Keys::Str(strs) => str_order(&strs, reverse, false)
                .into_iter()
                .filter_map(|i| strs.get(i).cloned().map(Value::Str))
                .collect(),
        };
        return Some(PhpArray::from_values(values));
    }
    let order = match &keys {
        Keys::Int(ints) => {
            let mut order: Vec<usize> = (0..ints.len()).collect();
            // `sort_by` is stable: ties keep their original positions, as in php 8.
            order.sort_by(|&a, &b| dir(ints[a].cmp(&ints[b])));
            order
        }
        Keys::Str(strs) => str_order(strs, reverse, true),
    };
    let entries: Vec<(ArrayKey, &Value)> = arr.iter().collect();
    let mut out = ArrayData::with_capacity(entries.len());
    for i in order {
        let (k, v) = entries.get(i)?;
        out.insert_unique(k.clone(), (*v).clone());
    }
    Some(PhpArray::from_data(out))
}

/// The positions of `strs` in stable byte order (descending when `reverse`): the bytes are
/// borrowed once, and each carries its first 8 bytes as a big-endian integer, so most
/// comparisons are one integer comparison (equal prefixes fall back to the bytes).
fn str_order(strs: &[PhpStr], reverse: bool, stable: bool) -> Vec<usize> {
    let mut items: Vec<(u64, &[u8], usize)> = strs
        .iter()
        .enumerate()
        .map(|(i, s)| (prefix(s.as_ref()), s.as_ref(), i))
        .collect();
    let cmp =
        |a: &(u64, &[u8], usize), b: &(u64, &[u8], usize)| a.0.cmp(&b.0).then_with(|| a.1.cmp(b.1));
    match (reverse, stable) {
        (false, true) => items.sort_by(cmp),
        (true, true) => items.sort_by(|a, b| cmp(b, a)),
        (false, false) => items.sort_unstable_by(cmp),
        (true, false) => items.sort_unstable_by(|a, b| cmp(b, a)),
    }
    items.into_iter().map(|(_, _, i)| i).collect()
}

/// The first 8 bytes as a big-endian integer, zero-padded: ordered as the bytes are, up to
/// ties between a string and its extension by NULs (broken by the full comparison).
fn prefix(s: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    let n = s.len().min(8);
    b[..n].copy_from_slice(&s[..n]);
    u64::from_be_bytes(b)
}
