//! Searching: strpos, stripos, strrpos, strripos, strstr, stristr, strrchr, str_contains,
//! str_starts_with, str_ends_with, substr_count, strpbrk, strspn, strcspn.

use super::{bytes, find, find_fold, rfind, rfind_fold};
use crate::def;
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_opt_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("strpos", strpos, 2, 3, &["haystack", "needle", "offset"]),
    def("stripos", stripos, 2, 3, &["haystack", "needle", "offset"]),
    def("strrpos", strrpos, 2, 3, &["haystack", "needle", "offset"]),
    def(
        "strripos",
        strripos,
        2,
        3,
        &["haystack", "needle", "offset"],
    ),
    def(
        "strstr",
        strstr,
        2,
        3,
        &["haystack", "needle", "before_needle"],
    ),
    def(
        "strchr",
        strchr,
        2,
        3,
        &["haystack", "needle", "before_needle"],
    ),
    def(
        "stristr",
        stristr,
        2,
        3,
        &["haystack", "needle", "before_needle"],
    ),
    def(
        "strrchr",
        strrchr,
        2,
        3,
        &["haystack", "needle", "before_needle"],
    ),
    def("str_contains", str_contains, 2, 2, &["haystack", "needle"]),
    def(
        "str_starts_with",
        str_starts_with,
        2,
        2,
        &["haystack", "needle"],
    ),
    def(
        "str_ends_with",
        str_ends_with,
        2,
        2,
        &["haystack", "needle"],
    ),
    def(
        "substr_count",
        substr_count,
        2,
        4,
        &["haystack", "needle", "offset", "length"],
    ),
    def("strpbrk", strpbrk, 2, 2, &["string", "characters"]),
    def(
        "strspn",
        strspn,
        2,
        4,
        &["string", "characters", "offset", "length"],
    ),
    def(
        "strcspn",
        strcspn,
        2,
        4,
        &["string", "characters", "offset", "length"],
    ),
];

const OFFSET_MSG: &str = "must be contained in argument #1 ($haystack)";

/// Haystack, needle and the optional offset argument of the strpos family.
fn hay_needle_offset(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
) -> Result<(PhpStr, PhpStr, i64), Control> {
    let hay = arg_str(vm, a, 0, func, "haystack")?;
    let needle = arg_str(vm, a, 1, func, "needle")?;
    let offset = if a.len() > 2 {
        arg_int(vm, a, 2, func, "offset")?
    } else {
        0
    };
    Ok((hay, needle, offset))
}

fn forward(vm: &mut Vm, a: &[Value], func: &str, fold: bool) -> Result<Value, Control> {
    let (hay, needle, mut offset) = hay_needle_offset(vm, a, func)?;
    if offset < 0 {
        offset += hay.len() as i64;
    }
    if offset < 0 || offset as u64 > hay.len() as u64 {
        return Err(value_error(func, 2, "offset", OFFSET_MSG));
    }
    let off = offset as usize;
    let found = if fold {
        find_fold(&hay[off..], &needle)
    } else {
        find(&hay[off..], &needle)
    };
    Ok(match found {
        Some(p) => Value::Int((p + off) as i64),
        None => Value::Bool(false),
    })
}

fn strpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    forward(vm, a, "strpos", false)
}

fn stripos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    forward(vm, a, "stripos", true)
}

fn backward(vm: &mut Vm, a: &[Value], func: &str, fold: bool) -> Result<Value, Control> {
    let (hay, needle, offset) = hay_needle_offset(vm, a, func)?;
    let len = hay.len();
    let (start, end) = if offset >= 0 {
        if offset as u64 > len as u64 {
            return Err(value_error(func, 2, "offset", OFFSET_MSG));
        }
        (offset as usize, len)
    } else {
        if offset == i64::MIN || offset.unsigned_abs() > len as u64 {
            return Err(value_error(func, 2, "offset", OFFSET_MSG));
        }
        let back = offset.unsigned_abs() as usize;
        if back < needle.len() {
            (0, len)
        } else {
            (0, len - back + needle.len())
        }
    };
    let window = &hay[start..end];
    let found = if fold {
        rfind_fold(window, &needle)
    } else {
        rfind(window, &needle)
    };
    Ok(match found {
        Some(p) => Value::Int((p + start) as i64),
        None => Value::Bool(false),
    })
}

fn strrpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    backward(vm, a, "strrpos", false)
}

fn strripos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    backward(vm, a, "strripos", true)
}

fn strstr_impl(vm: &mut Vm, a: &[Value], func: &str, fold: bool) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, func, "haystack")?;
    let needle = arg_str(vm, a, 1, func, "needle")?;
    let before = a.len() > 2 && arg_bool(vm, a, 2, func, "before_needle")?;
    let found = if fold {
        find_fold(&hay, &needle)
    } else {
        find(&hay, &needle)
    };
    Ok(match found {
        Some(p) if before => bytes(hay[..p].to_vec()),
        Some(p) => bytes(hay[p..].to_vec()),
        None => Value::Bool(false),
    })
}

fn strstr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_impl(vm, a, "strstr", false)
}

fn strchr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_impl(vm, a, "strchr", false)
}

fn stristr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_impl(vm, a, "stristr", true)
}

fn strrchr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, "strrchr", "haystack")?;
    let needle = arg_str(vm, a, 1, "strrchr", "needle")?;
    let before = a.len() > 2 && arg_bool(vm, a, 2, "strrchr", "before_needle")?;
    let c = needle.first().copied().unwrap_or(0);
    Ok(match hay.iter().rposition(|&b| b == c) {
        Some(p) if before => bytes(hay[..p].to_vec()),
        Some(p) => bytes(hay[p..].to_vec()),
        None => Value::Bool(false),
    })
}

fn str_contains(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, "str_contains", "haystack")?;
    let needle = arg_str(vm, a, 1, "str_contains", "needle")?;
    Ok(Value::Bool(find(&hay, &needle).is_some()))
}

fn str_starts_with(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, "str_starts_with", "haystack")?;
    let needle = arg_str(vm, a, 1, "str_starts_with", "needle")?;
    Ok(Value::Bool(hay.starts_with(&needle)))
}

fn str_ends_with(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, "str_ends_with", "haystack")?;
    let needle = arg_str(vm, a, 1, "str_ends_with", "needle")?;
    Ok(Value::Bool(hay.ends_with(&needle)))
}

fn substr_count(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "substr_count";
    let hay = arg_str(vm, a, 0, f, "haystack")?;
    let needle = arg_str(vm, a, 1, f, "needle")?;
    let mut offset = if a.len() > 2 {
        arg_int(vm, a, 2, f, "offset")?
    } else {
        0
    };
    let length = arg_opt_int(vm, a, 3, f, "length")?;
    if needle.is_empty() {
        return Err(value_error(f, 1, "needle", "must not be empty"));
    }
    let len = hay.len() as i64;
    if offset < 0 {
        offset += len;
    }
    if offset < 0 || offset > len {
        return Err(value_error(f, 2, "offset", OFFSET_MSG));
    }
    let mut end = len;
    if let Some(mut l) = length {
        if l < 0 {
            l += len - offset;
        }
        if l < 0 || l > len - offset {
            return Err(value_error(f, 3, "length", OFFSET_MSG));
        }
        end = offset + l;
    }
    let window = &hay[offset as usize..end as usize];
    let count = if needle.len() == 1 {
        memchr::memchr_iter(needle[0], window).count()
    } else {
        // memmem's iterator reports non-overlapping matches, as php counts them.
        memchr::memmem::find_iter(window, &needle[..]).count()
    };
    Ok(Value::Int(count as i64))
}

fn strpbrk(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "strpbrk", "string")?;
    let chars = arg_str(vm, a, 1, "strpbrk", "characters")?;
    if chars.is_empty() {
        return Err(value_error(
            "strpbrk",
            1,
            "characters",
            "must be a non-empty string",
        ));
    }
    Ok(match s.iter().position(|b| chars.contains(b)) {
        Some(p) => bytes(s[p..].to_vec()),
        None => Value::Bool(false),
    })
}

fn span(vm: &mut Vm, a: &[Value], func: &str, accept: bool) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, func, "string")?;
    let chars = arg_str(vm, a, 1, func, "characters")?;
    let len = s.len() as i64;
    let mut offset = if a.len() > 2 {
        arg_int(vm, a, 2, func, "offset")?
    } else {
        0
    };
    let length = arg_opt_int(vm, a, 3, func, "length")?;
    if offset < 0 {
        offset = (offset + len).max(0);
    } else if offset > len {
        return Ok(Value::Int(0));
    }
    let mut l = length.unwrap_or(len);
    if l < 0 {
        l = (l + len - offset).max(0);
    } else if l > len - offset {
        l = len - offset;
    }
    let window = &s[offset as usize..(offset + l) as usize];
    let n = window
        .iter()
        .take_while(|b| chars.contains(b) == accept)
        .count();
    Ok(Value::Int(n as i64))
}

fn strspn(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    span(vm, a, "strspn", true)
}

fn strcspn(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    span(vm, a, "strcspn", false)
}
