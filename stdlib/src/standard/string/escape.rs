//! Bytes and escapes: addslashes, stripslashes, bin2hex, hex2bin, ord, chr, quotemeta.

use super::bytes;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("addslashes", addslashes, 1, 1, &["string"]),
    def("stripslashes", stripslashes, 1, 1, &["string"]),
    def("bin2hex", bin2hex, 1, 1, &["string"]),
    def("hex2bin", hex2bin, 1, 1, &["string"]),
    def("ord", ord, 1, 1, &["character"]),
    def("chr", chr, 1, 1, &["codepoint"]),
    def("quotemeta", quotemeta, 1, 1, &["string"]),
];

fn addslashes(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "addslashes", "string")?;
    let mut out = Vec::with_capacity(s.len());
    for &c in s.iter() {
        match c {
            0 => out.extend_from_slice(b"\\0"),
            b'\'' | b'"' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    Ok(bytes(out))
}

fn stripslashes(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "stripslashes", "string")?;
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' {
            i += 1;
            match s.get(i) {
                Some(b'0') => out.push(0),
                Some(&c) => out.push(c),
                None => {}
            }
        } else {
            out.push(s[i]);
        }
        i += 1;
    }
    Ok(bytes(out))
}

fn bin2hex(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let s = arg_str(vm, a, 0, "bin2hex", "string")?;
    let mut out = Vec::with_capacity(s.len() * 2);
    for &c in s.iter() {
        out.push(HEX[usize::from(c >> 4)]);
        out.push(HEX[usize::from(c & 15)]);
    }
    Ok(bytes(out))
}

fn hex2bin(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "hex2bin", "string")?;
    if s.len() % 2 != 0 {
        vm.warn("hex2bin(): Hexadecimal input string must have an even length");
        return Ok(Value::Bool(false));
    }
    let digit = |c: u8| (c as char).to_digit(16);
    let mut out = Vec::with_capacity(s.len() / 2);
    for pair in s.chunks(2) {
        match (digit(pair[0]), digit(pair[1])) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => {
                vm.warn("hex2bin(): Input string must be hexadecimal string");
                return Ok(Value::Bool(false));
            }
        }
    }
    Ok(bytes(out))
}

fn ord(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "ord", "character")?;
    if s.is_empty() {
        vm.deprecated("ord(): Providing an empty string is deprecated");
    } else if s.len() > 1 {
        vm.deprecated(
            "ord(): Providing a string that is not one byte long is deprecated. Use ord($str[0]) instead",
        );
    }
    Ok(Value::Int(i64::from(s.first().copied().unwrap_or(0))))
}

fn chr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_int(vm, a, 0, "chr", "codepoint")?;
    if !(0..=255).contains(&n) {
        vm.deprecated(
            "chr(): Providing a value not in-between 0 and 255 is deprecated, this is because a byte value must be in the [0, 255] interval. The value used will be constrained using % 256",
        );
    }
    Ok(bytes(vec![(n % 256) as u8]))
}

fn quotemeta(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "quotemeta", "string")?;
    let mut out = Vec::with_capacity(s.len());
    for &c in s.iter() {
        if b".\\+*?[^]$()".contains(&c) {
            out.push(b'\\');
        }
        out.push(c);
    }
    Ok(bytes(out))
}
