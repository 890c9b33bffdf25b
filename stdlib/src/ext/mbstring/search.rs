//! Searching in characters: the mb_strpos family, the mb_strstr family and
//! mb_substr_count. As in php, both strings are searched as UTF-8 (converted first, error
//! markers as byte 0xFF, unless the encoding already is UTF-8) and case-insensitive search
//! compares the simple case folding.

use super::encoding::{self, ErrorMode, Kind, decode, utf8_char_len};
use super::strings::{UNTIL_END, substr};
use super::unicode::{CaseMode, convert_case};
use super::{arg_encoding, bytes, error_mode};
use rphp_vm::builtins::{arg_bool, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

use super::encoding::Encoding;

/// Why a search gave no position.
enum Miss {
    NotFound,
    Offset,
}

/// A character offset as a byte position in UTF-8 text (`offset_to_pointer_utf8`).
fn offset_to_pos(s: &[u8], offset: i64) -> Option<usize> {
    if offset < 0 {
        let mut pos = s.len();
        let mut left = offset.unsigned_abs();
        while left > 0 {
            if pos == 0 {
                return None;
            }
            pos -= 1;
            if !(0x80..0xC0).contains(&s[pos]) {
                left -= 1;
            }
        }
        Some(pos)
    } else {
        let mut pos = 0;
        for _ in 0..offset {
            if pos >= s.len() {
                return None;
            }
            pos += utf8_char_len(s[pos]);
        }
        Some(pos.min(s.len()))
    }
}

/// Characters before byte `pos` of UTF-8 text (`pointer_to_offset_utf8`).
fn pos_to_offset(s: &[u8], pos: usize) -> usize {
    s[..pos.min(s.len())]
        .iter()
        .filter(|&&b| !(0x80..0xC0).contains(&b))
        .count()
}

fn find(hay: &[u8], needle: &[u8], from: usize, to: usize) -> Option<usize> {
    let hay = hay.get(from..to.max(from))?;
    if needle.is_empty() {
        return Some(from);
    }
    hay.windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn rfind(hay: &[u8], needle: &[u8], from: usize, to: usize) -> Option<usize> {
    let hay = hay.get(from..to.max(from))?;
    if needle.is_empty() {
        return Some(to.max(from));
    }
    hay.windows(needle.len())
        .rposition(|w| w == needle)
        .map(|p| p + from)
}

/// `mb_find_strpos` on UTF-8 text.
fn find_utf8(hay: &[u8], needle: &[u8], offset: i64, reverse: bool) -> Result<usize, Miss> {
    let start = offset_to_pos(hay, offset).ok_or(Miss::Offset)?;
    if hay.len() < needle.len() {
        return Err(Miss::NotFound);
    }
    let found = if !reverse {
        find(hay, needle, start, hay.len())
    } else if offset >= 0 {
        rfind(hay, needle, start, hay.len())
    } else {
        let needle_chars = pos_to_offset(needle, needle.len()) as i64;
        let end = offset_to_pos(&hay[start..], needle_chars)
            .map(|p| start + p)
            .unwrap_or(hay.len());
        rfind(hay, needle, 0, end.min(hay.len()))
    };
    found.map(|p| pos_to_offset(hay, p)).ok_or(Miss::NotFound)
}

/// Text as UTF-8 for searching; invalid sequences become byte 0xFF.
fn as_utf8(enc: &Encoding, s: &[u8]) -> Vec<u8> {
    if enc.kind == Kind::Utf8 {
        s.to_vec()
    } else {
        encoding::encode(Kind::Utf8, &decode(enc.kind, s), ErrorMode::BadUtf8).0
    }
}

/// Case-folded (simple) UTF-8 text, errors as the substitute character.
fn folded(vm: &mut Vm, enc: &Encoding, s: &[u8]) -> Vec<u8> {
    let codes = convert_case(CaseMode::FoldSimple, &decode(enc.kind, s));
    let mode = error_mode(vm);
    encoding::encode(Kind::Utf8, &codes, mode).0
}

fn position(
    vm: &mut Vm,
    enc: &Encoding,
    hay: &[u8],
    needle: &[u8],
    offset: i64,
    reverse: bool,
    fold: bool,
) -> Result<usize, Miss> {
    if fold {
        let (h, n) = (folded(vm, enc, hay), folded(vm, enc, needle));
        find_utf8(&h, &n, offset, reverse)
    } else {
        find_utf8(&as_utf8(enc, hay), &as_utf8(enc, needle), offset, reverse)
    }
}

fn strpos_variant(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    reverse: bool,
    fold: bool,
) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, func, "haystack")?;
    let needle = arg_str(vm, a, 1, func, "needle")?;
    let offset = if a.len() > 2 {
        arg_int(vm, a, 2, func, "offset")?
    } else {
        0
    };
    let enc = arg_encoding(vm, a, 3, func)?;
    match position(vm, enc, &hay, &needle, offset, reverse, fold) {
        Ok(n) => Ok(Value::Int(n as i64)),
        Err(Miss::NotFound) => Ok(Value::Bool(false)),
        Err(Miss::Offset) => Err(value_error(
            func,
            2,
            "offset",
            "must be contained in argument #1 ($haystack)",
        )),
    }
}

pub(crate) fn mb_strpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strpos_variant(vm, a, "mb_strpos", false, false)
}

pub(crate) fn mb_strrpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strpos_variant(vm, a, "mb_strrpos", true, false)
}

pub(crate) fn mb_stripos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strpos_variant(vm, a, "mb_stripos", false, true)
}

pub(crate) fn mb_strripos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strpos_variant(vm, a, "mb_strripos", true, true)
}

fn strstr_variant(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    reverse: bool,
    fold: bool,
) -> Result<Value, Control> {
    let hay = arg_str(vm, a, 0, func, "haystack")?;
    let needle = arg_str(vm, a, 1, func, "needle")?;
    // (a null `$before_needle` was deprecated by the VM's check of bool parameters)
    let before = a.len() > 2 && arg_bool(vm, a, 2, func, "before_needle")?;
    let enc = arg_encoding(vm, a, 3, func)?;
    match position(vm, enc, &hay, &needle, 0, reverse, fold) {
        Ok(n) if before => Ok(bytes(substr(vm, enc, &hay, 0, n))),
        Ok(n) => Ok(bytes(substr(vm, enc, &hay, n, UNTIL_END))),
        Err(_) => Ok(Value::Bool(false)),
    }
}

pub(crate) fn mb_strstr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_variant(vm, a, "mb_strstr", false, false)
}

pub(crate) fn mb_strrchr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_variant(vm, a, "mb_strrchr", true, false)
}

pub(crate) fn mb_stristr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_variant(vm, a, "mb_stristr", false, true)
}

pub(crate) fn mb_strrichr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strstr_variant(vm, a, "mb_strrichr", true, true)
}

pub(crate) fn mb_substr_count(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_substr_count";
    let hay = arg_str(vm, a, 0, F, "haystack")?;
    let needle = arg_str(vm, a, 1, F, "needle")?;
    if needle.is_empty() {
        return Err(value_error(F, 1, "needle", "must not be empty"));
    }
    let enc = arg_encoding(vm, a, 2, F)?;
    let convert = |s: &[u8]| {
        if enc.kind == Kind::Utf8 && std::str::from_utf8(s).is_ok() {
            s.to_vec()
        } else {
            encoding::encode(Kind::Utf8, &decode(enc.kind, s), ErrorMode::BadUtf8).0
        }
    };
    let (h, n) = (convert(&hay), convert(&needle));
    if n.is_empty() {
        return Err(value_error(F, 1, "needle", "must not be empty"));
    }
    let mut count = 0;
    let mut p = 0;
    while let Some(found) = find(&h, &n, p, h.len()) {
        count += 1;
        p = found + n.len();
    }
    Ok(Value::Int(count))
}
