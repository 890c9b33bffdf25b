//! ext/standard/math.c: number_format (php 8.4's rounding), dechex/hexdec, decbin/bindec,
//! decoct/octdec, base_convert here; abs/round/floor/intdiv/log/the trigonometry in `basic`.

pub mod basic;

use crate::def;
use crate::standard::string::bytes;
use rphp_vm::builtins::{Builtin, arg, arg_int, arg_opt_str, arg_str, type_error, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::numeric::{Number, parse_numeric};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "number_format",
        number_format,
        1,
        4,
        &[
            "num",
            "decimals",
            "decimal_separator",
            "thousands_separator",
        ],
    ),
    def("dechex", dechex, 1, 1, &["num"]),
    def("decbin", decbin, 1, 1, &["num"]),
    def("decoct", decoct, 1, 1, &["num"]),
    def("hexdec", hexdec, 1, 1, &["hex_string"]),
    def("bindec", bindec, 1, 1, &["binary_string"]),
    def("octdec", octdec, 1, 1, &["octal_string"]),
    def(
        "base_convert",
        base_convert,
        3,
        3,
        &["num", "from_base", "to_base"],
    ),
];

/// `_php_math_round` with PHP_ROUND_HALF_UP (php 8.4's algorithm, no pre-rounding).
pub(crate) fn php_round(value: f64, places: i64) -> f64 {
    basic::round_mode(value, places, basic::ROUND_HALF_UP)
}

/// Insert `sep` every three digits of `int_part` (ASCII digits).
fn group(int_part: &[u8], sep: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(int_part.len() + int_part.len() / 3 * sep.len());
    for (i, &d) in int_part.iter().enumerate() {
        if i > 0 && (int_part.len() - i) % 3 == 0 {
            out.extend_from_slice(sep);
        }
        out.push(d);
    }
    out
}

fn number_format(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "number_format";
    let num = match arg(a, 0) {
        Value::Int(i) => Number::Int(i),
        Value::Float(x) => Number::Float(x),
        Value::Bool(b) => Number::Int(i64::from(b)),
        Value::Null => {
            vm.deprecated(format!(
                "{f}(): Passing null to parameter #1 ($num) of type int|float is deprecated"
            ));
            Number::Int(0)
        }
        Value::Str(s) => match parse_numeric(&s, true) {
            Some(n) if !n.trailing => n.number,
            _ => return Err(type_error(f, 0, "num", "int|float", &arg(a, 0))),
        },
        v => return Err(type_error(f, 0, "num", "int|float", &v)),
    };
    let dec = if a.len() > 1 {
        arg_int(vm, a, 1, f, "decimals")?
    } else {
        0
    };
    let dec_point = arg_opt_str(vm, a, 2, f, "decimal_separator")?
        .map_or_else(|| b".".to_vec(), |s| s.to_vec());
    let thousands = arg_opt_str(vm, a, 3, f, "thousands_separator")?
        .map_or_else(|| b",".to_vec(), |s| s.to_vec());
    let (negative, digits) = match num {
        Number::Int(i) => {
            let v = i128::from(i);
            if dec < 0 {
                // php 8.5 (as the oracle measures it) prints every int as 0 here.
                return Ok(bytes(b"0".to_vec()));
            }
            let mut text = v.unsigned_abs().to_string();
            if dec > 0 {
                text.push('.');
                text.extend(std::iter::repeat_n('0', dec.min(1 << 20) as usize));
            }
            (v < 0, text)
        }
        Number::Float(x) => {
            let d = php_round(x, dec);
            let prec = dec.clamp(0, 1 << 20) as usize;
            let text = if d.is_nan() {
                "nan".to_string()
            } else {
                format!("{:.*}", prec, d.abs())
            };
            let negative = d < 0.0 && text.bytes().any(|c| c.is_ascii_digit() && c != b'0');
            (negative && x < 0.0, text)
        }
    };
    let (int_part, frac) = match digits.split_once('.') {
        Some((i, fr)) => (i.as_bytes(), Some(fr.as_bytes())),
        None => (digits.as_bytes(), None),
    };
    let mut out = Vec::new();
    if negative {
        out.push(b'-');
    }
    out.extend(group(int_part, &thousands));
    if let Some(fr) = frac {
        if dec > 0 {
            out.extend_from_slice(&dec_point);
            out.extend_from_slice(fr);
        }
    }
    Ok(bytes(out))
}

/// `n` as an unsigned number in base 2, 8 or 16 (`bits` 1, 3 or 4 per digit), with php's
/// lowercase digits (`_php_math_longtobase`).
fn base_digits(mut n: u64, bits: u32) -> Value {
    let mut buf = [0u8; 64];
    let mut at = buf.len();
    let mask = (1u64 << bits) - 1;
    loop {
        at -= 1;
        buf[at] = b"0123456789abcdef"[(n & mask) as usize];
        n >>= bits;
        if n == 0 {
            break;
        }
    }
    Value::Str(PhpStr::new(&buf[at..]))
}

fn to_base(vm: &mut Vm, a: &[Value], f: &str, bits: u32) -> Result<Value, Control> {
    let n = arg_int(vm, a, 0, f, "num")? as u64;
    Ok(base_digits(n, bits))
}

fn dechex(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    to_base(vm, a, "dechex", 4)
}

fn decbin(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    to_base(vm, a, "decbin", 1)
}

fn decoct(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    to_base(vm, a, "decoct", 3)
}

/// Fast entries (`rphp_vm::builtins::fast`) of dechex, decbin and decoct: an int argument,
/// the only one that neither converts nor throws. Also registers the `RoundingMode` enum.
pub(crate) fn register_fast(b: &mut rphp_vm::builtins::Builtins) {
    fn int_arg(a: &[&Value]) -> Option<u64> {
        match a {
            [Value::Int(i)] => Some(*i as u64),
            _ => None,
        }
    }
    b.set_fast(b"dechex", |a| int_arg(a).map(|n| base_digits(n, 4)));
    b.set_fast(b"decbin", |a| int_arg(a).map(|n| base_digits(n, 1)));
    b.set_fast(b"decoct", |a| int_arg(a).map(|n| base_digits(n, 3)));
    b.add_prelude(&basic::ROUNDING_MODE);
}

/// `_php_math_basetozval`: digits of `base`, others ignored with a deprecation; an int,
/// or a float once the value overflows.
fn base_to_value(vm: &mut Vm, s: &[u8], base: u32) -> Value {
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
    let mut start = 0;
    let mut end = s.len();
    while start < end && is_space(s[start]) {
        start += 1;
    }
    while start < end && is_space(s[end - 1]) {
        end -= 1;
    }
    let mut s = &s[start..end];
    if s.len() >= 2 && s[0] == b'0' {
        let prefix = s[1].to_ascii_lowercase();
        if (base == 16 && prefix == b'x')
            || (base == 8 && prefix == b'o')
            || (base == 2 && prefix == b'b')
        {
            s = &s[2..];
        }
    }
    let base_i = i64::from(base);
    let (cutoff, cutlim) = (i64::MAX / base_i, i64::MAX % base_i);
    let mut num: i64 = 0;
    let mut fnum: f64 = 0.0;
    let mut float_mode = false;
    let mut invalid = false;
    for &c in s {
        let Some(d) = (c as char).to_digit(36).filter(|&d| d < base) else {
            invalid = true;
            continue;
        };
        let d = i64::from(d);
        if !float_mode {
            if num < cutoff || (num == cutoff && d <= cutlim) {
                num = num * base_i + d;
                continue;
            }
            fnum = num as f64;
            float_mode = true;
        }
        fnum = fnum * f64::from(base) + d as f64;
    }
    if invalid {
        vm.deprecated(
            "Invalid characters passed for attempted conversion, these have been ignored",
        );
    }
    if float_mode {
        Value::Float(fnum)
    } else {
        Value::Int(num)
    }
}

fn hexdec(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "hexdec", "hex_string")?;
    Ok(base_to_value(vm, &s, 16))
}

fn bindec(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "bindec", "binary_string")?;
    Ok(base_to_value(vm, &s, 2))
}

fn octdec(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "octdec", "octal_string")?;
    Ok(base_to_value(vm, &s, 8))
}

fn base_convert(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "base_convert";
    let s = arg_str(vm, a, 0, f, "num")?;
    let from = arg_int(vm, a, 1, f, "from_base")?;
    let to = arg_int(vm, a, 2, f, "to_base")?;
    if !(2..=36).contains(&from) {
        return Err(value_error(
            f,
            1,
            "from_base",
            "must be between 2 and 36 (inclusive)",
        ));
    }
    if !(2..=36).contains(&to) {
        return Err(value_error(
            f,
            2,
            "to_base",
            "must be between 2 and 36 (inclusive)",
        ));
    }
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let v = base_to_value(vm, &s, from as u32);
    let to = to as u64;
    let out = match v {
        Value::Float(mut fv) => {
            let mut out = Vec::new();
            if fv.abs() < 1.0 {
                out.push(b'0');
            }
            while fv.abs() >= 1.0 {
                let d = (fv % to as f64).abs() as usize;
                out.push(DIGITS[d.min(35)]);
                fv /= to as f64;
            }
            out.reverse();
            out
        }
        Value::Int(i) => {
            let mut n = i as u64;
            let mut out = Vec::new();
            loop {
                out.push(DIGITS[(n % to) as usize]);
                n /= to;
                if n == 0 {
                    break;
                }
            }
            out.reverse();
            out
        }
        _ => b"0".to_vec(),
    };
    Ok(bytes(out))
}
