//! Length and substrings in characters: mb_strlen, mb_substr, mb_strcut, mb_str_split,
//! mb_strwidth, mb_strimwidth, mb_str_pad. Fixed-width encodings slice bytes; UTF-8 and
//! UTF-16 decode, so invalid sequences come back as the substitute character, as in php.

use super::encoding::{BAD, Encoding, Kind, decode, utf8_char_len};
use super::unicode::width;
use super::{arg_encoding, bytes, encode};
use rphp_vm::builtins::{arg_int, arg_opt_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

/// `MBFL_SUBSTR_UNTIL_END`.
pub(crate) const UNTIL_END: usize = usize::MAX;

/// `mb_get_strlen`: characters in `s`.
pub(crate) fn char_len(enc: &Encoding, s: &[u8]) -> usize {
    if let Some(n) = s.len().checked_div(enc.width) {
        n
    } else if enc.kind == Kind::Utf8 && std::str::from_utf8(s).is_ok() {
        s.iter().filter(|&&b| !(0x80..0xC0).contains(&b)).count()
    } else {
        decode(enc.kind, s).len()
    }
}

/// `mb_get_substr`: `len` characters from character `from`.
pub(crate) fn substr(vm: &mut Vm, enc: &Encoding, s: &[u8], from: usize, len: usize) -> Vec<u8> {
    if len == 0 || from >= s.len() {
        return Vec::new();
    }
    if enc.width > 0 {
        let from = from.saturating_mul(enc.width);
        if from >= s.len() {
            return Vec::new();
        }
        let len = len.saturating_mul(enc.width).min(s.len() - from);
        return s[from..from + len].to_vec();
    }
    substr_slow(vm, enc, s, from, len)
}

/// Decode, take the characters, encode again (errors become the substitute character).
pub(crate) fn substr_slow(
    vm: &mut Vm,
    enc: &Encoding,
    s: &[u8],
    from: usize,
    len: usize,
) -> Vec<u8> {
    let codes = decode(enc.kind, s);
    if from >= codes.len() {
        return Vec::new();
    }
    let end = from.saturating_add(len).min(codes.len());
    encode(vm, enc, &codes[from..end])
}

pub(crate) fn mb_strlen(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_strlen", "string")?;
    let enc = arg_encoding(vm, a, 1, "mb_strlen")?;
    Ok(Value::Int(char_len(enc, &s) as i64))
}

pub(crate) fn mb_substr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_substr", "string")?;
    let from = arg_int(vm, a, 1, "mb_substr", "start")?;
    let len = arg_opt_int(vm, a, 2, "mb_substr", "length")?;
    let enc = arg_encoding(vm, a, 3, "mb_substr")?;
    let range = "must be between -9223372036854775807 and 9223372036854775807";
    if from == i64::MIN {
        return Err(value_error("mb_substr", 1, "start", range));
    }
    if len == Some(i64::MIN) {
        return Err(value_error("mb_substr", 2, "length", range));
    }
    let mblen = if from < 0 || len.is_some_and(|l| l < 0) {
        char_len(enc, &s)
    } else {
        0
    };
    let real_from = if from >= 0 {
        from as u64 as usize
    } else if from.unsigned_abs() < mblen as u64 {
        mblen - from.unsigned_abs() as usize
    } else {
        0
    };
    let real_len = match len {
        None => UNTIL_END,
        Some(l) if l >= 0 => l as u64 as usize,
        Some(l) if real_from < mblen && l.unsigned_abs() < (mblen - real_from) as u64 => {
            mblen - real_from - l.unsigned_abs() as usize
        }
        Some(_) => 0,
    };
    Ok(bytes(substr(vm, enc, &s, real_from, real_len)))
}

pub(crate) fn mb_strcut(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_strcut", "string")?;
    let mut from = arg_int(vm, a, 1, "mb_strcut", "start")?;
    let len = arg_opt_int(vm, a, 2, "mb_strcut", "length")?;
    let enc = arg_encoding(vm, a, 3, "mb_strcut")?;
    let total = s.len() as i64;
    let mut len = len.unwrap_or(total);
    if from < 0 {
        from = (total + from).max(0);
    }
    if len < 0 {
        len = (total - from + len).max(0);
    }
    if from > total || len == 0 {
        return Ok(bytes(Vec::new()));
    }
    let (from, len) = (from as usize, len as u64 as usize);
    let out: &[u8] = if enc.width > 0 {
        let w = enc.width;
        let from = from & !(w - 1);
        let len = len.min(s.len() - from) & !(w - 1);
        &s[from..from + len]
    } else if enc.kind == Kind::Utf8 {
        let is_cont = |i: usize| s.get(i).is_some_and(|&b| (0x80..0xC0).contains(&b));
        let mut start = from;
        while start > 0 && is_cont(start) {
            start -= 1;
        }
        let mut end = start.saturating_add(len);
        if end >= s.len() {
            &s[start..]
        } else {
            while end > start && is_cont(end) {
                end -= 1;
            }
            &s[start..end]
        }
    } else {
        return Ok(bytes(cut_utf16(enc, &s, from, len)));
    };
    Ok(bytes(out.to_vec()))
}

/// `mbfl_strcut` for UTF-16: the byte range widened to whole code units and shrunk so that
/// no surrogate pair is split.
fn cut_utf16(enc: &Encoding, s: &[u8], from: usize, len: usize) -> Vec<u8> {
    let le = enc.kind == Kind::Utf16Le;
    let unit = |i: usize| -> u32 {
        match (s.get(i), s.get(i + 1)) {
            (Some(&a), Some(&b)) if le => (u32::from(b) << 8) | u32::from(a),
            (Some(&a), Some(&b)) => (u32::from(a) << 8) | u32::from(b),
            _ => 0,
        }
    };
    let mut start = from & !1;
    if start >= 2 && (0xDC00..=0xDFFF).contains(&unit(start)) {
        start -= 2;
    }
    let mut end = start.saturating_add(len).min(s.len()) & !1;
    if end < s.len() && end >= start + 2 && (0xD800..=0xDBFF).contains(&unit(end - 2)) {
        end -= 2;
    }
    s[start.min(s.len())..end.max(start).min(s.len())].to_vec()
}

pub(crate) fn mb_str_split(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_str_split", "string")?;
    let split = if a.len() > 1 {
        arg_int(vm, a, 1, "mb_str_split", "length")?
    } else {
        1
    };
    if split <= 0 {
        return Err(value_error(
            "mb_str_split",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    if split > i64::from(u32::MAX / 4) {
        return Err(value_error("mb_str_split", 1, "length", "is too large"));
    }
    let enc = arg_encoding(vm, a, 2, "mb_str_split")?;
    let split = split as usize;
    let mut out = PhpArray::new();
    let mut push = |chunk: &[u8]| {
        let _ = out.push(Value::Str(PhpStr::new(chunk)));
    };
    if enc.width > 0 {
        for chunk in s.chunks(enc.width * split) {
            push(chunk);
        }
    } else if enc.kind == Kind::Utf8 {
        let mut p = 0;
        while p < s.len() {
            let start = p;
            for _ in 0..split {
                if p >= s.len() {
                    break;
                }
                p += utf8_char_len(s[p]);
            }
            p = p.min(s.len());
            push(&s[start..p]);
        }
    } else {
        let codes = decode(enc.kind, &s);
        for chunk in codes.chunks(split) {
            let encoded = encode(vm, enc, chunk);
            let _ = out.push(bytes(encoded));
        }
    }
    Ok(Value::Array(out))
}

pub(crate) fn str_width(enc: &Encoding, s: &[u8]) -> usize {
    decode(enc.kind, s).into_iter().map(width).sum()
}

pub(crate) fn mb_strwidth(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_strwidth", "string")?;
    let enc = arg_encoding(vm, a, 1, "mb_strwidth")?;
    Ok(Value::Int(str_width(enc, &s) as i64))
}

pub(crate) fn mb_strimwidth(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_strimwidth";
    let s = arg_str(vm, a, 0, F, "string")?;
    let mut from = arg_int(vm, a, 1, F, "start")?;
    let mut width_arg = arg_int(vm, a, 2, F, "width")?;
    let marker = if a.len() > 3 {
        arg_str(vm, a, 3, F, "trim_marker")?
    } else {
        PhpStr::empty()
    };
    let enc = arg_encoding(vm, a, 4, F)?;
    if from != 0 {
        let len = char_len(enc, &s) as i64;
        if from < 0 {
            from += len;
        }
        if from < 0 || from > len {
            return Err(value_error(F, 1, "start", "is out of range"));
        }
    }
    if width_arg < 0 {
        vm.deprecated(format!(
            "{F}(): passing a negative integer to argument #3 ($width) is deprecated"
        ));
        width_arg += str_width(enc, &s) as i64;
        if from > 0 {
            let head = substr(vm, enc, &s, 0, from as usize);
            width_arg -= str_width(enc, &head) as i64;
        }
        if width_arg < 0 {
            return Err(value_error(F, 2, "width", "is out of range"));
        }
    }
    let (from, mut width_left) = (from as usize, width_arg as usize);
    let codes = decode(enc.kind, &s);
    let mut remaining = width_left;
    let mut overflow = false;
    let mut input_err = false;
    for &c in codes.iter().skip(from) {
        input_err |= c == BAD;
        let w = width(c);
        if remaining < w {
            overflow = true;
            break;
        }
        remaining -= w;
    }
    if !overflow {
        if !input_err {
            if from == 0 {
                return Ok(Value::Str(s));
            }
            return Ok(bytes(substr(vm, enc, &s, from, UNTIL_END)));
        }
        return Ok(bytes(substr_slow(vm, enc, &s, from, UNTIL_END)));
    }
    let marker_width = str_width(enc, &marker);
    if width_left <= marker_width {
        return Ok(Value::Str(marker));
    }
    width_left -= marker_width;
    let mut end = from;
    for &c in codes.iter().skip(from) {
        let w = width(c);
        if width_left < w {
            break;
        }
        width_left -= w;
        end += 1;
    }
    let mut out = encode(vm, enc, &codes[from.min(end)..end]);
    out.extend_from_slice(&marker);
    Ok(bytes(out))
}

pub(crate) fn mb_str_pad(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_str_pad";
    let s = arg_str(vm, a, 0, F, "string")?;
    let length = arg_int(vm, a, 1, F, "length")?;
    let pad = if a.len() > 2 {
        arg_str(vm, a, 2, F, "pad_string")?
    } else {
        PhpStr::new(b" ")
    };
    let pad_type = if a.len() > 3 {
        arg_int(vm, a, 3, F, "pad_type")?
    } else {
        1
    };
    let enc = arg_encoding(vm, a, 4, F)?;
    let input_len = char_len(enc, &s);
    if length < 0 || (length as u64) <= input_len as u64 {
        return Ok(Value::Str(s));
    }
    if pad.is_empty() || char_len(enc, &pad) == 0 {
        return Err(value_error(F, 2, "pad_string", "must not be empty"));
    }
    if !(0..=2).contains(&pad_type) {
        return Err(value_error(
            F,
            3,
            "pad_type",
            "must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH",
        ));
    }
    let pad_len = char_len(enc, &pad).max(1);
    let num = length as usize - input_len;
    let (left, right) = match pad_type {
        0 => (num, 0),
        1 => (0, num),
        _ => (num / 2, num - num / 2),
    };
    let mut out = Vec::with_capacity(s.len() + num * pad.len() / pad_len + 4);
    let fill = |vm: &mut Vm, out: &mut Vec<u8>, count: usize| {
        for _ in 0..count / pad_len {
            out.extend_from_slice(&pad);
        }
        let rest = count % pad_len;
        if rest > 0 {
            out.extend(substr(vm, enc, &pad, 0, rest));
        }
    };
    fill(vm, &mut out, left);
    out.extend_from_slice(&s);
    fill(vm, &mut out, right);
    Ok(bytes(out))
}
