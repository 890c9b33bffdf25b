//! Fast entries (`rphp_vm::builtins::fast`) of the string builtins programs call in loops:
//! sprintf, str_repeat, str_pad, strpos, str_contains, substr, strcmp, md5, sha1, crc32.
//! Each answers only arguments of the exact types the builtin takes (so `strict_types`
//! changes nothing), in the argument count it takes, and values that cannot warn, throw or
//! reach the memory limit; anything else is `None` and the registered builtin runs, with
//! php's coercions and errors. Results are the builtin's own: the same helpers compute them.

use super::{bytes, find};
use rphp_vm::builtins::Builtins;
use rphp_vm::value::{PhpStr, Value};

/// Attach the fast entries to the registered builtins.
pub(crate) fn register(b: &mut Builtins) {
    b.set_fast(b"sprintf", super::sprintf::sprintf_fast);
    b.set_fast(b"str_repeat", str_repeat);
    b.set_fast(b"str_pad", str_pad);
    b.set_fast(b"strpos", strpos);
    b.set_fast(b"str_contains", str_contains);
    b.set_fast(b"substr", substr);
    b.set_fast(b"strcmp", strcmp);
    b.set_fast(b"md5", |a| digest(a, super::hash::md5_value));
    b.set_fast(b"sha1", |a| digest(a, super::hash::sha1_value));
    b.set_fast(b"crc32", crc32);
}

/// Argument `n` when it is a string (never a reference cell).
#[inline(always)]
fn str_at<'a>(a: &[&'a Value], n: usize) -> Option<&'a PhpStr> {
    match a.get(n) {
        Some(Value::Str(s)) => Some(s),
        _ => None,
    }
}

/// Argument `n` when it is an int.
#[inline(always)]
fn int_at(a: &[&Value], n: usize) -> Option<i64> {
    match a.get(n) {
        Some(Value::Int(i)) => Some(*i),
        _ => None,
    }
}

fn str_repeat(a: &[&Value]) -> Option<Value> {
    let ([_, _], Some(s), Some(n)) = (a, str_at(a, 0), int_at(a, 1)) else {
        return None;
    };
    let n = usize::try_from(n).ok()?;
    let total = s.len().checked_mul(n)?;
    if total >= super::pad::MIN_MEMORY_LIMIT {
        return None;
    }
    Some(match s.as_bytes() {
        [c] => bytes(vec![*c; total]),
        s => bytes(s.repeat(n)),
    })
}

fn str_pad(a: &[&Value]) -> Option<Value> {
    if !(2..=4).contains(&a.len()) {
        return None;
    }
    let s = str_at(a, 0)?;
    let length = int_at(a, 1)?;
    let pad: &[u8] = if a.len() > 2 { str_at(a, 2)? } else { b" " };
    let pad_type = if a.len() > 3 { int_at(a, 3)? } else { 1 };
    if length < 0 || length as u64 <= s.len() as u64 {
        return Some(Value::Str(s.clone()));
    }
    if pad.is_empty() || !(0..=2).contains(&pad_type) {
        return None;
    }
    let total = usize::try_from(length).ok()?;
    if total >= super::pad::MIN_MEMORY_LIMIT {
        return None;
    }
    Some(super::pad::padded(s, total, pad, pad_type))
}

fn strpos(a: &[&Value]) -> Option<Value> {
    if !(2..=3).contains(&a.len()) {
        return None;
    }
    let (hay, needle) = (str_at(a, 0)?, str_at(a, 1)?);
    let mut offset = if a.len() > 2 { int_at(a, 2)? } else { 0 };
    if offset < 0 {
        offset = offset.checked_add(hay.len() as i64)?;
    }
    // out of range: the full path throws the ValueError
    let off = usize::try_from(offset).ok().filter(|&o| o <= hay.len())?;
    Some(match find(&hay[off..], needle) {
        Some(p) => Value::Int((p + off) as i64),
        None => Value::Bool(false),
    })
}

fn str_contains(a: &[&Value]) -> Option<Value> {
    let ([_, _], Some(hay), Some(needle)) = (a, str_at(a, 0), str_at(a, 1)) else {
        return None;
    };
    Some(Value::Bool(find(hay, needle).is_some()))
}

fn substr(a: &[&Value]) -> Option<Value> {
    if !(2..=3).contains(&a.len()) {
        return None;
    }
    let s = str_at(a, 0)?;
    let offset = int_at(a, 1)?;
    let length = match a.get(2) {
        None | Some(Value::Null) => None,
        Some(Value::Int(l)) => Some(*l),
        _ => return None,
    };
    Some(
        match super::substr::substr_window(s.len(), offset, length) {
            Some((0, l)) if l == s.len() => Value::Str(s.clone()),
            Some((f, l)) => Value::Str(PhpStr::new(&s[f..f + l])),
            None => Value::Str(PhpStr::empty()),
        },
    )
}

fn strcmp(a: &[&Value]) -> Option<Value> {
    let ([_, _], Some(x), Some(y)) = (a, str_at(a, 0), str_at(a, 1)) else {
        return None;
    };
    Some(Value::Int(super::compare::byte_cmp(x, y, false)))
}

fn crc32(a: &[&Value]) -> Option<Value> {
    let ([_], Some(s)) = (a, str_at(a, 0)) else {
        return None;
    };
    Some(Value::Int(i64::from(
        crate::ext::hash::noncrypto::crc32b_value(s),
    )))
}

/// md5 and sha1 of a string, hex or (`binary` true) raw.
fn digest(a: &[&Value], run: fn(&[u8], bool) -> Value) -> Option<Value> {
    let s = str_at(a, 0)?;
    let binary = match a {
        [_] => false,
        [_, Value::Bool(b)] => *b,
        _ => return None,
    };
    Some(run(s, binary))
}
