//! php's float formatting (`php_gcvt`): `precision` significant digits for echo and string
//! conversion (`precision=14`: `0.1+0.2` is `0.3`, `1e15` is `1.0E+15`), and the shortest
//! round-trip form for `serialize_precision=-1` (var_dump, var_export, json).
//! Digits come from Rust's formatter, which is correctly rounded (ties to even) like
//! `zend_dtoa`.

use smallvec::SmallVec;
use std::fmt::{self, Write as _};

/// Decimal digits (no trailing zeros, at least one) and the decimal point position:
/// value = 0.DIGITS × 10^decpt.
fn digits(f: f64, precision: Option<usize>) -> (SmallVec<[u8; 32]>, i32) {
    let mut ds = SmallVec::new();
    if f == 0.0 {
        ds.push(b'0');
        return (ds, 1);
    }
    // Rust's `{:e}` text ("d.ddde-x"), written into a buffer on the stack.
    let mut text = Text(SmallVec::new());
    let _ = match precision {
        Some(p) => write!(text, "{:.*e}", p.saturating_sub(1), f.abs()),
        None => write!(text, "{:e}", f.abs()),
    };
    let text = &text.0;
    let e_at = text.iter().position(|&c| c == b'e').unwrap_or(text.len());
    let exp = std::str::from_utf8(text.get(e_at + 1..).unwrap_or(&[]))
        .ok()
        .and_then(|e| e.parse::<i32>().ok())
        .unwrap_or(0);
    ds.extend(text[..e_at].iter().copied().filter(u8::is_ascii_digit));
    while ds.len() > 1 && ds.last() == Some(&b'0') {
        ds.pop();
    }
    (ds, exp + 1)
}

/// A `fmt::Write` into bytes on the stack (the digits of one float).
struct Text(SmallVec<[u8; 32]>);

impl fmt::Write for Text {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

/// `php_gcvt(value, ndigit, '.', 'E')`; `precision` -1 (or any negative) is mode 0, the
/// shortest round-trip digits with the exponential threshold at 17 digits.
pub fn gcvt(f: f64, precision: i32) -> String {
    if f.is_nan() {
        return "NAN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "INF".into() } else { "-INF".into() };
    }
    let (ds, decpt, ndigit) = if precision < 0 {
        let (ds, decpt) = digits(f, None);
        (ds, decpt, 17)
    } else {
        // an f64 has at most 767 significant digits: more only adds zeros
        let p = precision.clamp(1, 800);
        let (ds, decpt) = digits(f, Some(p as usize));
        (ds, decpt, p)
    };
    let mut out = String::with_capacity(ds.len() + 8);
    if f.is_sign_negative() {
        out.push('-');
    }
    let d = |i: usize| ds[i] as char;
    if if decpt < 0 {
        decpt < -3
    } else {
        decpt > ndigit
    } {
        // exponential format, always with a fraction digit: 1.0E+25
        let e = decpt - 1;
        out.push(d(0));
        out.push('.');
        if ds.len() == 1 {
            out.push('0');
        } else {
            out.extend(ds[1..].iter().map(|&b| b as char));
        }
        out.push('E');
        out.push(if e < 0 { '-' } else { '+' });
        let _ = write!(out, "{}", e.unsigned_abs());
    } else if decpt <= 0 {
        out.push_str("0.");
        for _ in decpt..0 {
            out.push('0');
        }
        out.extend(ds.iter().map(|&b| b as char));
    } else {
        let decpt = decpt as usize;
        for i in 0..decpt {
            out.push(if i < ds.len() { d(i) } else { '0' });
        }
        if ds.len() > decpt {
            out.push('.');
            out.extend(ds[decpt..].iter().map(|&b| b as char));
        }
    }
    out
}

/// php's OnSetPrecision: the value as `ZEND_ATOL` reads it, refused below -1.
pub fn parse_precision(raw: &str) -> Option<i32> {
    let t = raw.trim_start();
    let (neg, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let end = digits
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(digits.len());
    let n: i64 = digits[..end].parse().unwrap_or(0);
    let n = if neg { -n } else { n };
    if n < -1 {
        return None;
    }
    Some(i32::try_from(n).unwrap_or(i32::MAX))
}

/// A float as echo and `(string)` print it under php's default `precision=14`. String
/// conversion with the VM's setting goes through `Diagnostics::precision` (`to_str`).
pub fn float_to_string(f: f64) -> String {
    gcvt(f, 14)
}

/// The shortest round-trip form (`serialize_precision=-1`), as var_dump and messages
/// ("Implicit conversion from float 1.5 ...") print it.
pub fn float_repr(f: f64) -> String {
    gcvt(f, -1)
}

/// var_export's form: the shortest round-trip digits, with `.0` added to finite values that
/// print without a fraction or exponent.
pub fn float_export(f: f64) -> String {
    let mut s = gcvt(f, -1);
    if f.is_finite() && !s.contains(['.', 'E', 'e']) {
        s.push_str(".0");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precision_14() {
        assert_eq!(float_to_string(0.1 + 0.2), "0.3");
        assert_eq!(float_to_string(1e15), "1.0E+15");
        assert_eq!(float_to_string(1e14), "1.0E+14");
        assert_eq!(float_to_string(-0.0), "-0");
        assert_eq!(float_to_string(1.0), "1");
        assert_eq!(float_to_string(100.0), "100");
        assert_eq!(float_to_string(0.0001), "0.0001");
        assert_eq!(float_to_string(0.00001), "1.0E-5");
        assert_eq!(float_to_string(123456789012345.0), "1.2345678901234E+14");
        assert_eq!(float_to_string(123456789012355.0), "1.2345678901236E+14");
        assert_eq!(float_to_string(f64::INFINITY), "INF");
        assert_eq!(float_to_string(f64::NEG_INFINITY), "-INF");
        assert_eq!(float_to_string(f64::NAN), "NAN");
    }

    #[test]
    fn shortest() {
        assert_eq!(float_repr(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(float_export(1e25), "1.0E+25");
        assert_eq!(float_export(1.0), "1.0");
        assert_eq!(float_export(-0.0), "-0.0");
        assert_eq!(float_export(1e16), "10000000000000000.0");
        assert_eq!(float_export(1e17), "1.0E+17");
        assert_eq!(float_export(1.5e-7), "1.5E-7");
        assert_eq!(float_repr(12345678901234567.0), "12345678901234568");
    }
}
