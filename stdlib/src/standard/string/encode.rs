//! Transfer encodings: base64_encode/base64_decode (php's lenient and strict decoders),
//! quoted_printable_encode/decode, convert_uuencode/convert_uudecode, str_rot13.

use super::bytes;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_bool, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("base64_encode", base64_encode, 1, 1, &["string"]),
    def("base64_decode", base64_decode, 1, 2, &["string", "strict"]),
    def(
        "quoted_printable_encode",
        quoted_printable_encode,
        1,
        1,
        &["string"],
    ),
    def(
        "quoted_printable_decode",
        quoted_printable_decode,
        1,
        1,
        &["string"],
    ),
    def("convert_uuencode", convert_uuencode, 1, 1, &["string"]),
    def("convert_uudecode", convert_uudecode, 1, 1, &["string"]),
    def("str_rot13", str_rot13, 1, 1, &["string"]),
];

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with `=` padding.
pub(crate) fn base64(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len().div_ceil(3) * 4);
    for chunk in s.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        out.push(B64[usize::from(b[0] >> 2)]);
        out.push(B64[usize::from(((b[0] & 3) << 4) | (b[1] >> 4))]);
        out.push(if chunk.len() > 1 {
            B64[usize::from(((b[1] & 15) << 2) | (b[2] >> 6))]
        } else {
            b'='
        });
        out.push(if chunk.len() > 2 {
            B64[usize::from(b[2] & 63)]
        } else {
            b'='
        });
    }
    out
}

/// The value of a base64 digit; `Err(true)` for whitespace (tab, LF, CR, space) and
/// `Err(false)` for any other byte.
fn b64_value(c: u8) -> Result<u8, bool> {
    match c {
        b'A'..=b'Z' => Ok(c - b'A'),
        b'a'..=b'z' => Ok(c - b'a' + 26),
        b'0'..=b'9' => Ok(c - b'0' + 52),
        b'+' => Ok(62),
        b'/' => Ok(63),
        b'\t' | b'\n' | b'\r' | b' ' => Err(true),
        _ => Err(false),
    }
}

/// php's base64 decoder: lenient skips every non-alphabet byte and `=`; strict allows only
/// whitespace besides the alphabet, nothing after padding, and a well-formed last group.
pub(crate) fn base64_decode_bytes(s: &[u8], strict: bool) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() / 4 * 3 + 3);
    let (mut i, mut padding) = (0usize, 0usize);
    let mut partial = 0u8;
    for &c in s {
        if c == b'=' {
            padding += 1;
            continue;
        }
        let v = match b64_value(c) {
            Ok(v) => v,
            Err(whitespace) => {
                if strict && !whitespace {
                    return None;
                }
                continue;
            }
        };
        if strict && padding > 0 {
            return None;
        }
        match i % 4 {
            0 => partial = v << 2,
            1 => {
                out.push(partial | (v >> 4));
                partial = (v & 0x0f) << 4;
            }
            2 => {
                out.push(partial | (v >> 2));
                partial = (v & 0x03) << 6;
            }
            _ => out.push(partial | v),
        }
        i += 1;
    }
    if strict && i % 4 == 1 {
        return None;
    }
    if strict && padding > 0 && (padding > 2 || (i + padding) % 4 != 0) {
        return None;
    }
    Some(out)
}

fn base64_encode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "base64_encode", "string")?;
    Ok(bytes(base64(&s)))
}

fn base64_decode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "base64_decode", "string")?;
    let strict = if a.len() > 1 {
        arg_bool(vm, a, 1, "base64_decode", "strict")?
    } else {
        false
    };
    Ok(match base64_decode_bytes(&s, strict) {
        Some(v) => bytes(v),
        None => Value::Bool(false),
    })
}

const QP_MAX_LINE: u64 = 75;

fn quoted_printable_encode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let s = arg_str(vm, a, 0, "quoted_printable_encode", "string")?;
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(s.len() * 3);
    let mut line = 0u64;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c == b'\r' && at(i) == b'\n' && i < s.len() {
            out.extend_from_slice(b"\r\n");
            i += 1;
            line = 0;
        } else if c.is_ascii_control() || c >= 0x7f || c == b'=' || (c == b' ' && at(i) == b'\r') {
            line += 3;
            let wrap = (line > QP_MAX_LINE && c <= 0x7f)
                || ((0x80..=0xdf).contains(&c) && line + 3 > QP_MAX_LINE)
                || ((0xe0..=0xef).contains(&c) && line + 6 > QP_MAX_LINE)
                || ((0xf0..=0xf4).contains(&c) && line + 9 > QP_MAX_LINE);
            if wrap {
                out.extend_from_slice(b"=\r\n");
                line = 3;
            }
            out.extend_from_slice(&[b'=', HEX[usize::from(c >> 4)], HEX[usize::from(c & 15)]]);
        } else {
            line += 1;
            if line > QP_MAX_LINE {
                out.extend_from_slice(b"=\r\n");
                line = 1;
            }
            out.push(c);
        }
    }
    Ok(bytes(out))
}

fn quoted_printable_decode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "quoted_printable_decode", "string")?;
    // php reads the input as a C string: it stops at the first NUL.
    let s = &s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())];
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let hexval = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'=' {
            out.push(s[i]);
            i += 1;
            continue;
        }
        if let (Some(h), Some(l)) = (hexval(at(i + 1)), hexval(at(i + 2))) {
            out.push((h << 4) | l);
            i += 3;
            continue;
        }
        let mut k = 1;
        while at(i + k) == b' ' || at(i + k) == b'\t' {
            k += 1;
        }
        match (at(i + k), at(i + k + 1)) {
            (0, _) => i += k,
            (b'\r', b'\n') => i += k + 2,
            (b'\r' | b'\n', _) => i += k + 1,
            _ => {
                out.push(b'=');
                i += 1;
            }
        }
    }
    Ok(bytes(out))
}

fn uu_enc(c: u8) -> u8 {
    if c == 0 { b'`' } else { (c & 0o77) + b' ' }
}

fn uu_dec(c: u8) -> u8 {
    c.wrapping_sub(b' ') & 0o77
}

fn convert_uuencode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let src = arg_str(vm, a, 0, "convert_uuencode", "string")?;
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let c2 = |i: usize| uu_enc(((at(i) << 4) & 0o60) | ((at(i + 1) >> 4) & 0o17));
    let c3 = |i: usize| uu_enc(((at(i + 1) << 2) & 0o74) | ((at(i + 2) >> 6) & 0o3));
    let e = src.len();
    let mut out = Vec::with_capacity(e * 3 / 2 + 46);
    let (mut s, mut len) = (0usize, 45usize);
    while s + 3 < e {
        let mut ee = s + len;
        if ee > e {
            ee = e;
            len = ee - s;
            if len % 3 != 0 {
                ee = s + len / 3 * 3;
            }
        }
        out.push(uu_enc(len as u8));
        while s < ee {
            out.extend_from_slice(&[uu_enc(at(s) >> 2), c2(s), c3(s), uu_enc(at(s + 2) & 0o77)]);
            s += 3;
        }
        if len == 45 {
            out.push(b'\n');
        }
    }
    if s < e {
        if len == 45 {
            out.push(uu_enc((e - s) as u8));
            len = 0;
        }
        out.push(uu_enc(at(s) >> 2));
        out.push(c2(s));
        out.push(if e - s > 1 { c3(s) } else { uu_enc(0) });
        out.push(if e - s > 2 {
            uu_enc(at(s + 2) & 0o77)
        } else {
            uu_enc(0)
        });
    }
    if len < 45 {
        out.push(b'\n');
    }
    out.extend_from_slice(&[uu_enc(0), b'\n']);
    Ok(bytes(out))
}

/// php_uudecode: `None` for input php rejects.
fn uudecode(src: &[u8]) -> Option<Vec<u8>> {
    if src.is_empty() {
        return None;
    }
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let e = src.len();
    let mut out = Vec::with_capacity(e * 3 / 4 + 3);
    let (mut s, mut total) = (0usize, 0usize);
    while s < e {
        let len = usize::from(uu_dec(at(s)));
        s += 1;
        if len == 0 {
            break;
        }
        if len > e {
            return None;
        }
        total += len;
        let ee = s + if len == 45 {
            60
        } else {
            (len as f64 * 1.33).floor() as usize
        };
        if ee > e {
            return None;
        }
        while s < ee {
            if s + 4 > e {
                return None;
            }
            out.push((uu_dec(at(s)) << 2) | (uu_dec(at(s + 1)) >> 4));
            out.push((uu_dec(at(s + 1)) << 4) | (uu_dec(at(s + 2)) >> 2));
            out.push((uu_dec(at(s + 2)) << 6) | uu_dec(at(s + 3)));
            s += 4;
        }
        if len < 45 {
            break;
        }
        s += 1;
    }
    if total > out.len() {
        out.push((uu_dec(at(s)) << 2) | (uu_dec(at(s + 1)) >> 4));
        if total > 1 {
            out.push((uu_dec(at(s + 1)) << 4) | (uu_dec(at(s + 2)) >> 2));
            if total > 2 {
                out.push((uu_dec(at(s + 2)) << 6) | uu_dec(at(s + 3)));
            }
        }
    }
    out.resize(total, 0);
    Some(out)
}

fn convert_uudecode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let src = arg_str(vm, a, 0, "convert_uudecode", "string")?;
    match uudecode(&src) {
        Some(v) => Ok(bytes(v)),
        None => {
            vm.warn("convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string");
            Ok(Value::Bool(false))
        }
    }
}

fn str_rot13(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "str_rot13", "string")?;
    let out = s
        .iter()
        .map(|&c| match c {
            b'a'..=b'z' => (c - b'a' + 13) % 26 + b'a',
            b'A'..=b'Z' => (c - b'A' + 13) % 26 + b'A',
            _ => c,
        })
        .collect();
    Ok(bytes(out))
}
