//! C-style escapes and byte statistics: addcslashes, stripcslashes, count_chars.

use super::bytes;
use super::trim::charmask;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("addcslashes", addcslashes, 2, 2, &["string", "characters"]),
    def("stripcslashes", stripcslashes, 1, 1, &["string"]),
    def("count_chars", count_chars, 1, 2, &["string", "mode"]),
];

fn addcslashes(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "addcslashes", "string")?;
    let what = arg_str(vm, a, 1, "addcslashes", "characters")?;
    if what.is_empty() {
        return Ok(Value::Str(s));
    }
    let mask = charmask(vm, &what, "addcslashes");
    let mut out = Vec::with_capacity(s.len() * 2);
    for &c in s.iter() {
        if !mask[usize::from(c)] {
            out.push(c);
            continue;
        }
        out.push(b'\\');
        if !(32..=126).contains(&c) {
            match c {
                b'\n' => out.push(b'n'),
                b'\t' => out.push(b't'),
                b'\r' => out.push(b'r'),
                0x07 => out.push(b'a'),
                0x0b => out.push(b'v'),
                0x08 => out.push(b'b'),
                0x0c => out.push(b'f'),
                _ => out.extend_from_slice(format!("{c:03o}").as_bytes()),
            }
        } else {
            out.push(c);
        }
    }
    Ok(bytes(out))
}

fn stripcslashes(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "stripcslashes", "string")?;
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'\\' || i + 1 >= s.len() {
            out.push(s[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = s[i];
        let simple = match c {
            b'n' => Some(b'\n'),
            b'r' => Some(b'\r'),
            b'a' => Some(0x07),
            b't' => Some(b'\t'),
            b'v' => Some(0x0b),
            b'b' => Some(0x08),
            b'f' => Some(0x0c),
            b'\\' => Some(b'\\'),
            _ => None,
        };
        if let Some(v) = simple {
            out.push(v);
            i += 1;
            continue;
        }
        if c == b'x' && s.get(i + 1).is_some_and(u8::is_ascii_hexdigit) {
            let mut v = 0u32;
            let mut n = 0;
            while n < 2 && s.get(i + 1).is_some_and(u8::is_ascii_hexdigit) {
                i += 1;
                v = v * 16 + (s[i] as char).to_digit(16).unwrap_or(0);
                n += 1;
            }
            out.push(v as u8);
            i += 1;
            continue;
        }
        let mut v = 0u32;
        let mut n = 0;
        while n < 3 && i < s.len() && (b'0'..=b'7').contains(&s[i]) {
            v = v * 8 + u32::from(s[i] - b'0');
            i += 1;
            n += 1;
        }
        if n > 0 {
            out.push(v as u8);
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(bytes(out))
}

fn count_chars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "count_chars", "string")?;
    let mode = if a.len() > 1 {
        arg_int(vm, a, 1, "count_chars", "mode")?
    } else {
        0
    };
    if !(0..=4).contains(&mode) {
        return Err(value_error(
            "count_chars",
            1,
            "mode",
            "must be between 0 and 4 (inclusive)",
        ));
    }
    let mut counts = [0i64; 256];
    for &c in s.iter() {
        counts[usize::from(c)] += 1;
    }
    if mode >= 3 {
        let out = (0..=255u8)
            .filter(|&c| (counts[usize::from(c)] != 0) == (mode == 3))
            .collect();
        return Ok(bytes(out));
    }
    let mut arr = PhpArray::new();
    for (c, &n) in counts.iter().enumerate() {
        let keep = match mode {
            0 => true,
            1 => n != 0,
            _ => n == 0,
        };
        if keep {
            arr.insert(c as i64, Value::Int(n));
        }
    }
    Ok(Value::Array(arr))
}
