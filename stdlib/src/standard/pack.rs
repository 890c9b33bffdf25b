//! ext/standard/pack.c: `pack()` and `unpack()` with every format code php knows (strings
//! `a A Z h H`, integers `c C s S n v i I l L N V q Q J P`, floats `f g G d e E`, positioning
//! `x X @`), repeaters and `*`, named unpack keys, and php's warnings and ValueErrors.

use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str, value_error, value_to_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::convert::{self, to_float};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("pack", pack, 1, u8::MAX, &["format", "values"]),
    def("unpack", unpack, 2, 3, &["format", "string", "offset"]),
];

fn value_err(msg: String) -> Control {
    Control::Error(ThrowKind::ValueError, msg)
}

/// `atoi` of the digits at `i`: the repeater, wrapped to a C int as php's cast does.
fn read_count(format: &[u8], i: &mut usize) -> i64 {
    let start = *i;
    while *i < format.len() && format[*i].is_ascii_digit() {
        *i += 1;
    }
    let mut n: i64 = 0;
    for &d in &format[start..*i] {
        n = n.saturating_mul(10).saturating_add(i64::from(d - b'0'));
    }
    i64::from(n as i32)
}

/// `zval_get_long`: no warnings for strings, objects give 1.
fn get_long(vm: &mut Vm, v: &Value) -> i64 {
    match v {
        Value::Object(o) => {
            vm.warn(format!(
                "Object of class {} could not be converted to int",
                o.class_name().to_string_lossy()
            ));
            1
        }
        other => convert::to_int(other, &mut vm.diag).unwrap_or(1),
    }
}

fn get_double(vm: &mut Vm, v: &Value) -> f64 {
    match v {
        Value::Object(o) => {
            vm.warn(format!(
                "Object of class {} could not be converted to float",
                o.class_name().to_string_lossy()
            ));
            1.0
        }
        other => to_float(other).unwrap_or(1.0),
    }
}

fn get_string(vm: &mut Vm, v: &Value) -> Result<PhpStr, Control> {
    value_to_str(vm, v)
}

/// Write `bytes` at `pos`, growing the buffer.
fn put(out: &mut Vec<u8>, pos: usize, bytes: &[u8]) {
    if out.len() < pos + bytes.len() {
        out.resize(pos + bytes.len(), 0);
    }
    out[pos..pos + bytes.len()].copy_from_slice(bytes);
}

fn pack(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let format = arg_str(vm, a, 0, "pack", "format")?;
    let args: Vec<Value> = a.iter().skip(1).map(Value::deref_value).collect();
    let num_args = args.len() as i64;
    let mut codes: Vec<(u8, i64)> = Vec::new();
    let mut current: i64 = 0;
    let mut i = 0;
    while i < format.len() {
        let code = format[i];
        i += 1;
        let mut count: i64 = 1;
        if i < format.len() {
            if format[i] == b'*' {
                count = -1;
                i += 1;
            } else if format[i].is_ascii_digit() {
                count = read_count(&format, &mut i);
            }
        }
        match code {
            b'x' | b'X' | b'@' => {
                if count < 0 {
                    vm.warn(format!("pack(): Type {}: '*' ignored", code as char));
                    count = 1;
                }
            }
            b'a' | b'A' | b'Z' | b'h' | b'H' => {
                if current >= num_args {
                    return Err(value_err(format!(
                        "Type {}: not enough arguments",
                        code as char
                    )));
                }
                if count < 0 {
                    let s = get_string(vm, &args[current as usize])?;
                    count = s.len() as i64 + i64::from(code == b'Z');
                }
                current += 1;
            }
            b'q' | b'Q' | b'J' | b'P' | b'c' | b'C' | b's' | b'S' | b'i' | b'I' | b'l' | b'L'
            | b'n' | b'N' | b'v' | b'V' | b'f' | b'g' | b'G' | b'd' | b'e' | b'E' => {
                if count < 0 {
                    count = num_args - current;
                }
                current += count;
                if current > num_args {
                    return Err(value_err(format!(
                        "Type {}: too few arguments",
                        code as char
                    )));
                }
            }
            _ => {
                return Err(value_err(format!(
                    "Type {}: unknown format code",
                    code as char
                )));
            }
        }
        codes.push((code, count));
    }
    if current < num_args {
        vm.warn(format!("pack(): {} arguments unused", num_args - current));
    }
    // Size pass: php checks the total against INT_MAX and warns on `X` past the start.
    let mut pos: i64 = 0;
    let mut peak: i64 = 0;
    for &(code, count) in &codes {
        peak = peak.max(pos);
        let width: i64 = match code {
            b'h' | b'H' => {
                let n = (count + count % 2) / 2;
                if n < 0 || (i64::from(i32::MAX) - pos) < n {
                    return Err(overflow(code));
                }
                pos += n;
                continue;
            }
            b'a' | b'A' | b'Z' | b'c' | b'C' | b'x' => 1,
            b's' | b'S' | b'n' | b'v' => 2,
            b'i' | b'I' | b'l' | b'L' | b'N' | b'V' | b'f' | b'g' | b'G' => 4,
            b'q' | b'Q' | b'J' | b'P' | b'd' | b'e' | b'E' => 8,
            b'X' => {
                pos -= count;
                if pos < 0 {
                    vm.warn("pack(): Type X: outside of string");
                    pos = 0;
                }
                continue;
            }
            _ => {
                pos = count;
                continue;
            }
        };
        if count < 0 || (i64::from(i32::MAX) - pos) / width < count {
            return Err(overflow(code));
        }
        pos += count * width;
    }
    let peak = peak.max(pos).max(0) as usize;
    let limit = crate::standard::string::pad::memory_limit(vm);
    if peak >= limit {
        return Err(Control::Fatal(format!(
            "Allowed memory size of {limit} bytes exhausted (tried to allocate {} bytes)",
            peak.saturating_add(25) & !7
        )));
    }
    let mut out: Vec<u8> = Vec::new();
    let mut pos: usize = 0;
    let mut argi = 0usize;
    let next = |argi: &mut usize| {
        let v = args.get(*argi).cloned().unwrap_or(Value::Null);
        *argi += 1;
        v
    };
    for &(code, count) in &codes {
        let n = count.max(0) as usize;
        match code {
            b'a' | b'A' | b'Z' => {
                let v = next(&mut argi);
                let s = get_string(vm, &v)?;
                let keep = if code == b'Z' { n.saturating_sub(1) } else { n };
                let mut field = vec![if code == b'A' { b' ' } else { 0 }; n];
                let take = s.len().min(keep);
                field[..take].copy_from_slice(&s[..take]);
                put(&mut out, pos, &field);
                pos += n;
            }
            b'h' | b'H' => {
                let v = next(&mut argi);
                let s = get_string(vm, &v)?;
                let mut digits = n;
                if digits > s.len() {
                    vm.warn(format!(
                        "pack(): Type {}: not enough characters in string",
                        code as char
                    ));
                    digits = s.len();
                }
                let mut bytes = vec![0u8; digits.div_ceil(2)];
                for (k, &c) in s[..digits].iter().enumerate() {
                    let nibble = match c {
                        b'0'..=b'9' => c - b'0',
                        b'A'..=b'F' => c - b'A' + 10,
                        b'a'..=b'f' => c - b'a' + 10,
                        _ => {
                            vm.warn(format!(
                                "pack(): Type {}: illegal hex digit {}",
                                code as char, c as char
                            ));
                            0
                        }
                    };
                    let high = (k % 2 == 0) == (code == b'H');
                    bytes[k / 2] |= if high { nibble << 4 } else { nibble };
                }
                put(&mut out, pos, &bytes);
                pos += bytes.len();
            }
            b'c' | b'C' => {
                for _ in 0..n {
                    let v = next(&mut argi);
                    let l = get_long(vm, &v);
                    put(&mut out, pos, &[l as u8]);
                    pos += 1;
                }
            }
            b's' | b'S' | b'n' | b'v' => {
                for _ in 0..n {
                    let v = next(&mut argi);
                    let l = get_long(vm, &v) as u16;
                    let b = if code == b'n' {
                        l.to_be_bytes()
                    } else {
                        l.to_le_bytes()
                    };
                    put(&mut out, pos, &b);
                    pos += 2;
                }
            }
            b'i' | b'I' | b'l' | b'L' | b'N' | b'V' => {
                for _ in 0..n {
                    let v = next(&mut argi);
                    let l = get_long(vm, &v) as u32;
                    let b = if code == b'N' {
                        l.to_be_bytes()
                    } else {
                        l.to_le_bytes()
                    };
                    put(&mut out, pos, &b);
                    pos += 4;
                }
            }
            b'q' | b'Q' | b'J' | b'P' => {
                for _ in 0..n {
                    let v = next(&mut argi);
                    let l = get_long(vm, &v);
                    let b = if code == b'J' {
                        l.to_be_bytes()
                    } else {
                        l.to_le_bytes()
                    };
                    put(&mut out, pos, &b);
                    pos += 8;
                }
            }
            b'f' | b'g' | b'G' => {
                for _ in 0..n {
                    let v = next(&mut argi);
                    let f = get_double(vm, &v) as f32;
                    let b = if code == b'G' {
                        f.to_be_bytes()
                    } else {
                        f.to_le_bytes()
                    };
                    put(&mut out, pos, &b);
                    pos += 4;
                }
            }
            b'd' | b'e' | b'E' => {
                for _ in 0..n {
                    let v = next(&mut argi);
                    let f = get_double(vm, &v);
                    let b = if code == b'E' {
                        f.to_be_bytes()
                    } else {
                        f.to_le_bytes()
                    };
                    put(&mut out, pos, &b);
                    pos += 8;
                }
            }
            b'x' => {
                put(&mut out, pos, &vec![0; n]);
                pos += n;
            }
            b'X' => {
                pos = pos.saturating_sub(n);
                out.truncate(pos);
            }
            _ => {
                // '@'
                if n > pos {
                    put(&mut out, pos, &vec![0; n - pos]);
                }
                pos = n;
                out.truncate(pos);
            }
        }
    }
    out.resize(pos, 0);
    Ok(Value::Str(PhpStr::from_vec(out)))
}

fn overflow(code: u8) -> Control {
    value_err(format!(
        "Type {}: integer overflow in format string",
        code as char
    ))
}

fn unpack(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let format = arg_str(vm, a, 0, "unpack", "format")?;
    let data = arg_str(vm, a, 1, "unpack", "string")?;
    let offset = if a.len() > 2 {
        arg_int(vm, a, 2, "unpack", "offset")?
    } else {
        0
    };
    if offset < 0 || offset > data.len() as i64 {
        return Err(value_error(
            "unpack",
            2,
            "offset",
            "must be contained in argument #2 ($data)",
        ));
    }
    let input = &data[offset as usize..];
    let inputlen = input.len() as i64;
    let mut inputpos: i64 = 0;
    let mut result = PhpArray::new();
    let mut f = 0usize;
    while f < format.len() {
        let kind = format[f];
        f += 1;
        let mut reps: i64 = 1;
        if f < format.len() {
            if format[f].is_ascii_digit() {
                let start = f;
                while f < format.len() && format[f].is_ascii_digit() {
                    f += 1;
                }
                let mut n: i64 = 0;
                for &d in &format[start..f] {
                    n = n.saturating_mul(10).saturating_add(i64::from(d - b'0'));
                }
                if n > i64::from(i32::MAX) {
                    vm.warn(format!("unpack(): Type {}: integer overflow", kind as char));
                    return Ok(Value::Bool(false));
                }
                reps = n;
            } else if format[f] == b'*' {
                reps = -1;
                f += 1;
            }
        }
        let name_start = f;
        while f < format.len() && format[f] != b'/' {
            f += 1;
        }
        let name = &format[name_start..name_start + (f - name_start).min(200)];
        let argb = reps;
        let mut size: i64 = match kind {
            b'X' => {
                if reps < 0 {
                    vm.warn("unpack(): Type X: '*' ignored");
                    reps = 1;
                }
                -1
            }
            b'@' => 0,
            b'a' | b'A' | b'Z' => std::mem::replace(&mut reps, 1),
            b'h' | b'H' => {
                let s = if reps > 0 { (reps + 1) / 2 } else { reps };
                reps = 1;
                s
            }
            b'c' | b'C' | b'x' => 1,
            b's' | b'S' | b'n' | b'v' => 2,
            b'i' | b'I' | b'l' | b'L' | b'N' | b'V' | b'f' | b'g' | b'G' => 4,
            b'q' | b'Q' | b'J' | b'P' | b'd' | b'e' | b'E' => 8,
            _ => {
                return Err(value_err(format!("Invalid format type {}", kind as char)));
            }
        };
        let mut i: i64 = 0;
        while i != reps {
            if size != 0 && size != -1 && i64::from(i32::MAX) - size + 1 < inputpos {
                vm.warn(format!("unpack(): Type {}: integer overflow", kind as char));
                return Ok(Value::Bool(false));
            }
            if inputpos + size <= inputlen {
                let key = if reps == 1 && !name.is_empty() {
                    name.to_vec()
                } else {
                    let mut k = name.to_vec();
                    k.extend_from_slice((i + 1).to_string().as_bytes());
                    k
                };
                let p = inputpos as usize;
                let at = |n: usize| -> &[u8] { input.get(p..p + n).unwrap_or(&[]) };
                let val: Option<Value> = match kind {
                    b'a' | b'A' | b'Z' => {
                        let mut len = inputlen - inputpos;
                        if size >= 0 && len > size {
                            len = size;
                        }
                        size = len;
                        let bytes = at(len as usize);
                        let v = match kind {
                            b'a' => bytes,
                            b'A' => {
                                let end = bytes
                                    .iter()
                                    .rposition(|c| !matches!(c, 0 | b' ' | b'\t' | b'\r' | b'\n'))
                                    .map_or(0, |e| e + 1);
                                &bytes[..end]
                            }
                            _ => {
                                let end = bytes.iter().position(|&c| c == 0).unwrap_or(bytes.len());
                                &bytes[..end]
                            }
                        };
                        Some(Value::str(v))
                    }
                    b'h' | b'H' => {
                        if size > i64::from(i32::MAX / 2) {
                            return Err(value_error(
                                "unpack",
                                0,
                                "format",
                                &format!("repeater must be less than or equal to {}", i32::MAX / 2),
                            ));
                        }
                        let mut len = (inputlen - inputpos) * 2;
                        if size >= 0 && len > size * 2 {
                            len = size * 2;
                        }
                        if len > 0 && argb > 0 {
                            len -= argb % 2;
                        }
                        let src = input.get(p..).unwrap_or(&[]);
                        let mut s = Vec::with_capacity(len.max(0) as usize);
                        for k in 0..len.max(0) as usize {
                            let byte = src.get(k / 2).copied().unwrap_or(0);
                            let high = (k % 2 == 0) == (kind == b'H');
                            let nib = if high { byte >> 4 } else { byte & 0xf };
                            s.push(if nib < 10 {
                                b'0' + nib
                            } else {
                                b'a' + nib - 10
                            });
                        }
                        Some(Value::str(s))
                    }
                    b'c' => Some(Value::Int(i64::from(at(1)[0] as i8))),
                    b'C' => Some(Value::Int(i64::from(at(1)[0]))),
                    b's' | b'S' | b'n' | b'v' => {
                        let b: [u8; 2] = at(2).try_into().unwrap_or_default();
                        Some(Value::Int(match kind {
                            b's' => i64::from(i16::from_le_bytes(b)),
                            b'n' => i64::from(u16::from_be_bytes(b)),
                            _ => i64::from(u16::from_le_bytes(b)),
                        }))
                    }
                    b'i' | b'I' | b'l' | b'L' | b'N' | b'V' => {
                        let b: [u8; 4] = at(4).try_into().unwrap_or_default();
                        Some(Value::Int(match kind {
                            b'i' | b'l' => i64::from(i32::from_le_bytes(b)),
                            b'N' => i64::from(u32::from_be_bytes(b)),
                            _ => i64::from(u32::from_le_bytes(b)),
                        }))
                    }
                    b'q' | b'Q' | b'J' | b'P' => {
                        let b: [u8; 8] = at(8).try_into().unwrap_or_default();
                        Some(Value::Int(if kind == b'J' {
                            i64::from_be_bytes(b)
                        } else {
                            i64::from_le_bytes(b)
                        }))
                    }
                    b'f' | b'g' | b'G' => {
                        let b: [u8; 4] = at(4).try_into().unwrap_or_default();
                        let v = if kind == b'G' {
                            f32::from_be_bytes(b)
                        } else {
                            f32::from_le_bytes(b)
                        };
                        Some(Value::Float(f64::from(v)))
                    }
                    b'd' | b'e' | b'E' => {
                        let b: [u8; 8] = at(8).try_into().unwrap_or_default();
                        Some(Value::Float(if kind == b'E' {
                            f64::from_be_bytes(b)
                        } else {
                            f64::from_le_bytes(b)
                        }))
                    }
                    b'X' => {
                        if inputpos < size {
                            inputpos = -size;
                            i = reps - 1;
                            if reps >= 0 {
                                vm.warn("unpack(): Type X: outside of string");
                            }
                        }
                        None
                    }
                    b'@' => {
                        if reps <= inputlen {
                            inputpos = reps;
                        } else {
                            vm.warn("unpack(): Type @: outside of string");
                        }
                        i = reps - 1;
                        None
                    }
                    _ => None,
                };
                if let Some(v) = val {
                    result.insert(ArrayKey::from_bytes(&key), v);
                }
                inputpos += size;
                if inputpos < 0 {
                    if size != -1 {
                        vm.warn(format!(
                            "unpack(): Type {}: outside of string",
                            kind as char
                        ));
                    }
                    inputpos = 0;
                }
            } else if reps < 0 {
                break;
            } else {
                let have = inputlen - inputpos;
                vm.warn(format!(
                    "unpack(): Type {}: not enough input values, need {} values but only {} {} provided",
                    kind as char,
                    size,
                    have,
                    if have == 1 { "was" } else { "were" }
                ));
                return Ok(Value::Bool(false));
            }
            i += 1;
        }
        if f < format.len() {
            f += 1;
        }
    }
    Ok(Value::Array(result))
}
