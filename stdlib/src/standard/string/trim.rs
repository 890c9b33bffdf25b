//! trim, ltrim, rtrim (alias chop) and php's character masks (`"a..z"` ranges, with
//! php_charmask's warnings).

use super::bytes;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("trim", trim, 1, 2, &["string", "characters"]),
    def("ltrim", ltrim, 1, 2, &["string", "characters"]),
    def("rtrim", rtrim, 1, 2, &["string", "characters"]),
    def("chop", chop, 1, 2, &["string", "characters"]),
];

/// The default trim set: " \t\n\r\0\x0B".
pub(crate) const WHITESPACE: &[u8] = b" \t\n\r\0\x0b";

/// `php_charmask`: a 256-entry membership table; bad `..` ranges warn as `func(): ...`.
pub(crate) fn charmask(vm: &mut Vm, input: &[u8], func: &str) -> [bool; 256] {
    let mut mask = [false; 256];
    let len = input.len();
    let mut i = 0;
    while i < len {
        let c = input[i];
        if i + 3 < len && input[i + 1] == b'.' && input[i + 2] == b'.' && input[i + 3] >= c {
            for m in &mut mask[usize::from(c)..=usize::from(input[i + 3])] {
                *m = true;
            }
            i += 4;
            continue;
        }
        if i + 1 < len && input[i] == b'.' && input[i + 1] == b'.' {
            let msg = if i == 0 {
                "Invalid '..'-range, no character to the left of '..'"
            } else if i + 2 >= len {
                "Invalid '..'-range, no character to the right of '..'"
            } else if input[i - 1] > input[i + 2] {
                "Invalid '..'-range, '..'-range needs to be incrementing"
            } else {
                "Invalid '..'-range"
            };
            vm.warn(format!("{func}(): {msg}"));
            i += 1;
            continue;
        }
        mask[usize::from(c)] = true;
        i += 1;
    }
    mask
}

/// Trim `s` by `mode` (1 left, 2 right, 3 both) with the mask of `what`.
fn do_trim(vm: &mut Vm, a: &[Value], func: &str, mode: u8) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, func, "string")?;
    let what = if a.len() > 1 {
        Some(arg_str(vm, a, 1, func, "characters")?)
    } else {
        None
    };
    let mask = match &what {
        Some(w) => charmask(vm, w, func),
        None => {
            let mut m = [false; 256];
            for &c in WHITESPACE {
                m[usize::from(c)] = true;
            }
            m
        }
    };
    let mut start = 0;
    let mut end = s.len();
    if mode & 1 != 0 {
        while start < end && mask[usize::from(s[start])] {
            start += 1;
        }
    }
    if mode & 2 != 0 {
        while end > start && mask[usize::from(s[end - 1])] {
            end -= 1;
        }
    }
    if start == 0 && end == s.len() {
        return Ok(Value::Str(s));
    }
    Ok(bytes(s[start..end].to_vec()))
}

fn trim(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    do_trim(vm, a, "trim", 3)
}

fn ltrim(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    do_trim(vm, a, "ltrim", 1)
}

fn rtrim(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    do_trim(vm, a, "rtrim", 2)
}

fn chop(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    do_trim(vm, a, "chop", 2)
}
