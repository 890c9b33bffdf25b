//! Comparison: strcmp, strcasecmp, strncmp, strncasecmp, strnatcmp, strnatcasecmp,
//! substr_compare. Like php 8.5: a byte difference at the first mismatch, else -1/0/1.

use super::substr::substr_window;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_opt_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};
use std::cmp::Ordering;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("strcmp", strcmp, 2, 2, &["string1", "string2"]),
    def("strcoll", strcoll, 2, 2, &["string1", "string2"]),
    def("strcasecmp", strcasecmp, 2, 2, &["string1", "string2"]),
    def("strncmp", strncmp, 3, 3, &["string1", "string2", "length"]),
    def(
        "strncasecmp",
        strncasecmp,
        3,
        3,
        &["string1", "string2", "length"],
    ),
    def("strnatcmp", strnatcmp, 2, 2, &["string1", "string2"]),
    def(
        "strnatcasecmp",
        strnatcasecmp,
        2,
        2,
        &["string1", "string2"],
    ),
    def(
        "substr_compare",
        substr_compare,
        3,
        5,
        &["haystack", "needle", "offset", "length", "case_insensitive"],
    ),
];

/// `zend_binary_strcmp` / `strcasecmp`: the difference of the first differing bytes
/// (lowercased when `fold`), else -1/0/1 by length.
pub(crate) fn byte_cmp(a: &[u8], b: &[u8], fold: bool) -> i64 {
    for (&x, &y) in a.iter().zip(b) {
        let (x, y) = if fold {
            (x.to_ascii_lowercase(), y.to_ascii_lowercase())
        } else {
            (x, y)
        };
        if x != y {
            return i64::from(x) - i64::from(y);
        }
    }
    match a.len().cmp(&b.len()) {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

fn two(vm: &mut Vm, a: &[Value], func: &str) -> Result<(PhpStr, PhpStr), Control> {
    let s1 = arg_str(vm, a, 0, func, "string1")?;
    let s2 = arg_str(vm, a, 1, func, "string2")?;
    Ok((s1, s2))
}

fn strcmp(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (s1, s2) = two(vm, a, "strcmp")?;
    Ok(Value::Int(byte_cmp(&s1, &s2, false)))
}

/// `strcoll()` in the C locale: C `strcmp` on the strings up to their first NUL byte.
fn strcoll(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (s1, s2) = two(vm, a, "strcoll")?;
    let cut = |s: &[u8]| s.iter().position(|&c| c == 0).map_or(s.len(), |i| i);
    let (c1, c2) = (&s1[..cut(&s1)], &s2[..cut(&s2)]);
    Ok(Value::Int(match c1.cmp(c2) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }))
}

fn strcasecmp(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (s1, s2) = two(vm, a, "strcasecmp")?;
    Ok(Value::Int(byte_cmp(&s1, &s2, true)))
}

fn ncmp(vm: &mut Vm, a: &[Value], func: &str, fold: bool) -> Result<Value, Control> {
    let (s1, s2) = two(vm, a, func)?;
    let n = arg_int(vm, a, 2, func, "length")?;
    if n < 0 {
        return Err(value_error(
            func,
            2,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let n = usize::try_from(n).unwrap_or(usize::MAX);
    let (x, y) = (&s1[..n.min(s1.len())], &s2[..n.min(s2.len())]);
    Ok(Value::Int(byte_cmp(x, y, fold)))
}

fn strncmp(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    ncmp(vm, a, "strncmp", false)
}

fn strncasecmp(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    ncmp(vm, a, "strncasecmp", true)
}

/// `strnatcmp_ex`: natural-order comparison (runs of digits compare by value).
pub(crate) fn natcmp(a: &[u8], b: &[u8], fold: bool) -> i64 {
    if a.is_empty() || b.is_empty() {
        return match a.len().cmp(&b.len()) {
            Ordering::Equal => 0,
            Ordering::Greater => 1,
            Ordering::Less => -1,
        };
    }
    let at = |i: usize| a.get(i).copied().unwrap_or(0);
    let bt = |i: usize| b.get(i).copied().unwrap_or(0);
    let (mut ai, mut bi) = (0usize, 0usize);
    let mut leading = true;
    loop {
        let mut ca = at(ai);
        let mut cb = bt(bi);
        while leading && ca == b'0' && ai + 1 < a.len() && at(ai + 1).is_ascii_digit() {
            ai += 1;
            ca = at(ai);
        }
        while leading && cb == b'0' && bi + 1 < b.len() && bt(bi + 1).is_ascii_digit() {
            bi += 1;
            cb = bt(bi);
        }
        leading = false;
        while is_space(ca) {
            ai += 1;
            ca = at(ai);
        }
        while is_space(cb) {
            bi += 1;
            cb = bt(bi);
        }
        if ca.is_ascii_digit() && cb.is_ascii_digit() {
            let fractional = ca == b'0' || cb == b'0';
            let digit_a = |i: usize| i < a.len() && a[i].is_ascii_digit();
            let digit_b = |i: usize| i < b.len() && b[i].is_ascii_digit();
            let result = if fractional {
                loop {
                    match (digit_a(ai), digit_b(bi)) {
                        (false, false) => break 0,
                        (false, true) => break -1,
                        (true, false) => break 1,
                        _ => {}
                    }
                    if a[ai] < b[bi] {
                        break -1;
                    } else if a[ai] > b[bi] {
                        break 1;
                    }
                    ai += 1;
                    bi += 1;
                }
            } else {
                let mut bias = 0;
                loop {
                    match (digit_a(ai), digit_b(bi)) {
                        (false, false) => break bias,
                        (false, true) => break -1,
                        (true, false) => break 1,
                        _ => {}
                    }
                    if bias == 0 {
                        bias = match a[ai].cmp(&b[bi]) {
                            Ordering::Less => -1,
                            Ordering::Greater => 1,
                            Ordering::Equal => 0,
                        };
                    }
                    ai += 1;
                    bi += 1;
                }
            };
            if result != 0 {
                return result;
            } else if ai >= a.len() && bi >= b.len() {
                return 0;
            } else if ai >= a.len() {
                return -1;
            } else if bi >= b.len() {
                return 1;
            }
            ca = at(ai);
            cb = bt(bi);
        }
        if fold {
            ca = ca.to_ascii_uppercase();
            cb = cb.to_ascii_uppercase();
        }
        if ca < cb {
            return -1;
        } else if ca > cb {
            return 1;
        }
        ai += 1;
        bi += 1;
        if ai >= a.len() && bi >= b.len() {
            return 0;
        } else if ai >= a.len() {
            return -1;
        } else if bi >= b.len() {
            return 1;
        }
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

fn strnatcmp(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (s1, s2) = two(vm, a, "strnatcmp")?;
    Ok(Value::Int(natcmp(&s1, &s2, false)))
}

fn strnatcasecmp(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (s1, s2) = two(vm, a, "strnatcasecmp")?;
    Ok(Value::Int(natcmp(&s1, &s2, true)))
}

fn substr_compare(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "substr_compare";
    let hay = arg_str(vm, a, 0, f, "haystack")?;
    let needle = arg_str(vm, a, 1, f, "needle")?;
    let mut offset = arg_int(vm, a, 2, f, "offset")?;
    let length = arg_opt_int(vm, a, 3, f, "length")?;
    let fold = a.len() > 4 && arg_bool(vm, a, 4, f, "case_insensitive")?;
    if let Some(l) = length {
        if l < 0 {
            return Err(value_error(
                f,
                3,
                "length",
                "must be greater than or equal to 0",
            ));
        }
        if l == 0 {
            return Ok(Value::Int(0));
        }
    }
    let len = hay.len() as i64;
    if offset < 0 {
        offset = (offset + len).max(0);
    }
    if offset > len {
        return Err(value_error(
            f,
            2,
            "offset",
            "must be contained in argument #1 ($haystack)",
        ));
    }
    let (start, _) = substr_window(hay.len(), offset, None).unwrap_or((hay.len(), 0));
    let cmp_len = length.map_or(usize::MAX, |l| usize::try_from(l).unwrap_or(usize::MAX));
    let x = &hay[start..(start + cmp_len.min(hay.len() - start))];
    let y = &needle[..cmp_len.min(needle.len())];
    Ok(Value::Int(byte_cmp(x, y, fold)))
}
