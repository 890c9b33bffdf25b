//! Case conversion (mb_convert_case, mb_strtoupper, mb_strtolower, mb_ucfirst, mb_lcfirst)
//! and trimming (mb_trim, mb_ltrim, mb_rtrim).

use super::encoding::{Encoding, Kind, decode};
use super::sbcs;
use super::strings::{UNTIL_END, substr};
use super::unicode::{CaseMode, convert_case, lower_first, title_first};
use super::{arg_encoding, bytes, encode};
use rphp_vm::builtins::{arg_int, arg_opt_str, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

fn convert(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    mode: CaseMode,
    enc_arg: usize,
) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, func, "string")?;
    let enc = arg_encoding(vm, a, enc_arg, func)?;
    let codes = case_for(enc, mode, &decode(enc.kind, &s));
    Ok(bytes(encode(vm, enc, &codes)))
}

/// `convert_case`, with php's Turkish rule for ISO-8859-9 (i <-> U+0130, I <-> U+0131) in
/// the upper, lower and fold modes.
fn case_for(enc: &Encoding, mode: CaseMode, codes: &[u32]) -> Vec<u32> {
    let turkish = matches!(enc.kind, Kind::Table(t) if std::ptr::eq(t, &sbcs::ISO8859_9));
    let special = |c: u32| match mode {
        CaseMode::Upper | CaseMode::UpperSimple if c == 0x69 => Some(0x130),
        CaseMode::Lower | CaseMode::LowerSimple | CaseMode::Fold | CaseMode::FoldSimple => {
            match c {
                0x49 => Some(0x131),
                0x130 => Some(0x69),
                _ => None,
            }
        }
        _ => None,
    };
    if !turkish || !codes.iter().any(|&c| special(c).is_some()) {
        return convert_case(mode, codes);
    }
    let mut out = Vec::with_capacity(codes.len());
    for &c in codes {
        match special(c) {
            Some(m) => out.push(m),
            None => out.extend(convert_case(mode, &[c])),
        }
    }
    out
}

pub(crate) fn mb_convert_case(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_convert_case", "string")?;
    let mode = arg_int(vm, a, 1, "mb_convert_case", "mode")?;
    let enc = arg_encoding(vm, a, 2, "mb_convert_case")?;
    let Some(mode) = CaseMode::from_int(mode) else {
        return Err(value_error(
            "mb_convert_case",
            1,
            "mode",
            "must be one of the MB_CASE_* constants",
        ));
    };
    let codes = case_for(enc, mode, &decode(enc.kind, &s));
    Ok(bytes(encode(vm, enc, &codes)))
}

pub(crate) fn mb_strtoupper(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    convert(vm, a, "mb_strtoupper", CaseMode::Upper, 1)
}

pub(crate) fn mb_strtolower(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    convert(vm, a, "mb_strtolower", CaseMode::Lower, 1)
}

fn first_char(vm: &mut Vm, a: &[Value], func: &str, title: bool) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, func, "string")?;
    let enc = arg_encoding(vm, a, 1, func)?;
    if s.is_empty() {
        return Ok(Value::Str(s));
    }
    let first = substr(vm, enc, &s, 0, 1);
    let codes = decode(enc.kind, &first);
    let mapped: Vec<u32> = codes
        .iter()
        .flat_map(|&c| {
            if title {
                title_first(c)
            } else {
                lower_first(c)
            }
        })
        .collect();
    if mapped == codes {
        return Ok(Value::Str(s));
    }
    let mut out = encode(vm, enc, &mapped);
    out.extend(substr(vm, enc, &s, 1, UNTIL_END));
    Ok(bytes(out))
}

pub(crate) fn mb_ucfirst(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    first_char(vm, a, "mb_ucfirst", true)
}

pub(crate) fn mb_lcfirst(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    first_char(vm, a, "mb_lcfirst", false)
}

/// What `mb_trim` strips by default.
const TRIM_DEFAULT: &[u32] = &[
    0x20, 0x0C, 0x0A, 0x0D, 0x09, 0x0B, 0x00, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
    0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0x85,
    0x180E,
];

fn trim(vm: &mut Vm, a: &[Value], func: &str, left: bool, right: bool) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, func, "string")?;
    let chars = arg_opt_str(vm, a, 1, func, "characters")?;
    let enc = arg_encoding(vm, a, 2, func)?;
    let set: Vec<u32> = match &chars {
        Some(c) => decode(enc.kind, c),
        None => TRIM_DEFAULT.to_vec(),
    };
    if set.is_empty() {
        return Ok(Value::Str(s));
    }
    let codes = decode(enc.kind, &s);
    let strip = |c: &u32| set.contains(c);
    let lead = if left {
        codes.iter().take_while(|c| strip(c)).count()
    } else {
        0
    };
    let trail = if right {
        codes[lead..].iter().rev().take_while(|c| strip(c)).count()
    } else {
        0
    };
    if lead == 0 && trail == 0 {
        return Ok(Value::Str(s));
    }
    let keep = codes.len() - lead - trail;
    Ok(bytes(substr(vm, enc, &s, lead, keep)))
}

pub(crate) fn mb_trim(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    trim(vm, a, "mb_trim", true, true)
}

pub(crate) fn mb_ltrim(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    trim(vm, a, "mb_ltrim", true, false)
}

pub(crate) fn mb_rtrim(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    trim(vm, a, "mb_rtrim", false, true)
}
