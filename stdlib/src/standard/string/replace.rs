//! Replacing: str_replace, str_ireplace (array forms, count by reference) and strtr (both
//! forms; the array form tries the longest key first at each position).

use super::arg_array_or_str;
use super::bytes;
use crate::{def, def_ref};
use rphp_vm::builtins::{ArrayOrStr, Builtin, arg, arg_opt_str, arg_str, type_error, value_to_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};
use std::collections::HashMap;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def_ref(
        "str_replace",
        str_replace,
        3,
        4,
        1 << 3,
        &["search", "replace", "subject", "count"],
    ),
    def_ref(
        "str_ireplace",
        str_ireplace,
        3,
        4,
        1 << 3,
        &["search", "replace", "subject", "count"],
    ),
    def("strtr", strtr, 2, 3, &["string", "from", "to"]),
];

/// Replace every non-overlapping `search` in `s` by `repl`; counts into `count`.
fn replace_all(
    s: &[u8],
    search: &[u8],
    repl: &[u8],
    fold: bool,
    count: &mut i64,
) -> Option<Vec<u8>> {
    if search.is_empty() || search.len() > s.len() {
        return None;
    }
    let folded;
    let (hay, needle): (&[u8], Vec<u8>) = if fold {
        folded = s.to_ascii_lowercase();
        (&folded, search.to_ascii_lowercase())
    } else {
        (s, search.to_vec())
    };
    // memmem's iterator yields non-overlapping matches left to right, as php_str_to_str does.
    let mut matches = memchr::memmem::find_iter(hay, &needle[..]);
    let first = matches.next()?;
    let mut out = Vec::with_capacity(s.len());
    out.extend_from_slice(&s[..first]);
    out.extend_from_slice(repl);
    *count += 1;
    let mut last = first + needle.len();
    for i in matches {
        out.extend_from_slice(&s[last..i]);
        out.extend_from_slice(repl);
        last = i + needle.len();
        *count += 1;
    }
    out.extend_from_slice(&s[last..]);
    Some(out)
}

fn replace_in_subject(
    vm: &mut Vm,
    search: &ArrayOrStr,
    replace: &ArrayOrStr,
    subject: PhpStr,
    fold: bool,
    count: &mut i64,
) -> Result<PhpStr, Control> {
    match search {
        ArrayOrStr::Str(search) => {
            let repl = match replace {
                ArrayOrStr::Str(r) => r.clone(),
                ArrayOrStr::Array(_) => PhpStr::empty(),
            };
            Ok(match replace_all(&subject, search, &repl, fold, count) {
                Some(v) => PhpStr::from_vec(v),
                None => subject,
            })
        }
        ArrayOrStr::Array(searches) => {
            let mut repls: Vec<Value> = match replace {
                ArrayOrStr::Array(r) => r.values().map(Value::deref_value).collect(),
                ArrayOrStr::Str(_) => Vec::new(),
            };
            repls.reverse();
            let mut result = subject;
            for sv in searches.values() {
                let search = value_to_str(vm, &sv.deref_value())?;
                let repl = match replace {
                    ArrayOrStr::Str(r) => r.clone(),
                    ArrayOrStr::Array(_) => match repls.pop() {
                        Some(v) => value_to_str(vm, &v)?,
                        None => PhpStr::empty(),
                    },
                };
                if search.is_empty() {
                    continue;
                }
                if let Some(v) = replace_all(&result, &search, &repl, fold, count) {
                    result = PhpStr::from_vec(v);
                }
                if result.is_empty() {
                    break;
                }
            }
            Ok(result)
        }
    }
}

fn str_replace_impl(
    vm: &mut Vm,
    a: &mut [Value],
    func: &str,
    fold: bool,
) -> Result<Value, Control> {
    let search = arg_array_or_str(vm, a, 0, func, "search")?;
    let replace = arg_array_or_str(vm, a, 1, func, "replace")?;
    let subject = arg_array_or_str(vm, a, 2, func, "subject")?;
    if matches!(search, ArrayOrStr::Str(_)) && matches!(replace, ArrayOrStr::Array(_)) {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "{func}(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string"
            ),
        ));
    }
    let mut count = 0;
    let result = match subject {
        ArrayOrStr::Str(s) => Value::Str(replace_in_subject(
            vm, &search, &replace, s, fold, &mut count,
        )?),
        ArrayOrStr::Array(subjects) => {
            let mut out = PhpArray::new();
            for (key, v) in subjects.iter() {
                let v = v.deref_value();
                let s = value_to_str(vm, &v)?;
                let nv = Value::Str(replace_in_subject(
                    vm, &search, &replace, s, fold, &mut count,
                )?);
                out.insert(key, nv);
            }
            Value::Array(out)
        }
    };
    if let Some(Value::Ref(r)) = a.get(3) {
        r.set(Value::Int(count));
    }
    Ok(result)
}

fn str_replace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    str_replace_impl(vm, a, "str_replace", false)
}

fn str_ireplace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    str_replace_impl(vm, a, "str_ireplace", true)
}

fn strtr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "strtr", "string")?;
    let from_arg = arg(a, 1);
    let to = arg_opt_str(vm, a, 2, "strtr", "to")?;
    // php 8.5 names the form's own type: an array without `to`, a string with it.
    match (&from_arg, &to) {
        (Value::Array(_), _) | (_, Some(_)) if !matches!(from_arg, Value::Resource(_)) => {}
        (_, None) => return Err(type_error("strtr", 1, "from", "array", &from_arg)),
        (_, Some(_)) => return Err(type_error("strtr", 1, "from", "string", &from_arg)),
    }
    let from = rphp_vm::builtins::arg_array_or_str(vm, a, 1, "strtr", "from")?;
    match (from, to) {
        (ArrayOrStr::Str(_), None) => Err(Control::Error(
            ThrowKind::TypeError,
            "strtr(): Argument #2 ($from) must be of type array, string given".into(),
        )),
        (ArrayOrStr::Array(_), Some(_)) => Err(Control::Error(
            ThrowKind::TypeError,
            "strtr(): Argument #2 ($from) must be of type string, array given".into(),
        )),
        (ArrayOrStr::Str(from), Some(to)) => {
            let n = from.len().min(to.len());
            if n == 0 {
                return Ok(Value::Str(s));
            }
            let mut table: [u8; 256] = std::array::from_fn(|i| i as u8);
            for i in 0..n {
                table[usize::from(from[i])] = to[i];
            }
            Ok(bytes(s.iter().map(|&c| table[usize::from(c)]).collect()))
        }
        (ArrayOrStr::Array(pairs), None) => strtr_array(vm, &s, &pairs, arg(a, 0)),
    }
}

fn strtr_array(
    vm: &mut Vm,
    s: &PhpStr,
    pairs: &PhpArray,
    original: Value,
) -> Result<Value, Control> {
    if pairs.is_empty() || s.is_empty() {
        return Ok(match original {
            Value::Str(_) => original,
            _ => Value::Str(s.clone()),
        });
    }
    let mut map: HashMap<Vec<u8>, PhpStr> = HashMap::new();
    let (mut min_len, mut max_len) = (usize::MAX, 0);
    for (key, v) in pairs.iter() {
        let key = match key.to_value() {
            Value::Str(k) => k.to_vec(),
            k => value_to_str(vm, &k)?.to_vec(),
        };
        if key.is_empty() {
            vm.warn("strtr(): Ignoring replacement of empty string");
            continue;
        }
        let v = value_to_str(vm, &v.deref_value())?;
        min_len = min_len.min(key.len());
        max_len = max_len.max(key.len());
        map.insert(key, v);
    }
    if map.is_empty() {
        return Ok(Value::Str(s.clone()));
    }
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    'outer: while i < s.len() {
        let longest = max_len.min(s.len() - i);
        let mut l = longest;
        while l >= min_len && l > 0 {
            if let Some(r) = map.get(&s[i..i + l]) {
                out.extend_from_slice(r);
                i += l;
                continue 'outer;
            }
            l -= 1;
        }
        out.push(s[i]);
        i += 1;
    }
    Ok(bytes(out))
}
