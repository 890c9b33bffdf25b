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
    let Some(p) = precision else {
        return shortest_digits(f);
    };
    // Rust's `{:e}` text ("d.ddde-x"), written into a buffer on the stack.
    let mut text = Text(SmallVec::new());
    let _ = write!(text, "{:.*e}", p.saturating_sub(1), f.abs());
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

/// `digits` of the shortest text that reads back as `f` (php's `zend_dtoa` mode 0), from
/// Ryu's: its text ("123.45", "0.001", "1e-7", "1.5e300") split into digits and the
/// decimal point's position.
fn shortest_digits(f: f64) -> (SmallVec<[u8; 32]>, i32) {
    let mut buf = ryu::Buffer::new();
    let text = buf.format_finite(f.abs()).as_bytes();
    let (mantissa, exp) = match text.iter().position(|&c| c == b'e') {
        Some(at) => (
            &text[..at],
            std::str::from_utf8(&text[at + 1..])
                .ok()
                .and_then(|e| e.parse::<i32>().ok())
                .unwrap_or(0),
        ),
        None => (text, 0),
    };
    let int_len = mantissa
        .iter()
        .position(|&c| c == b'.')
        .unwrap_or(mantissa.len()) as i32;
    let mut ds: SmallVec<[u8; 32]> = mantissa
        .iter()
        .copied()
        .filter(u8::is_ascii_digit)
        .collect();
    let lead = ds.iter().take_while(|&&c| c == b'0').count();
    let lead = lead.min(ds.len().saturating_sub(1));
    ds.drain(..lead);
    while ds.len() > 1 && ds.last() == Some(&b'0') {
        ds.pop();
    }
    (ds, int_len + exp - lead as i32)
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
    let mut out = Vec::new();
    gcvt_into(&mut out, f, precision);
    // (ASCII only: digits, signs, '.', 'E', "NAN", "INF")
    String::from_utf8(out).unwrap_or_default()
}

/// `gcvt` appended to `out` (no string of its own).
pub fn gcvt_into(out: &mut Vec<u8>, f: f64, precision: i32) {
    if f.is_nan() {
        out.extend_from_slice(b"NAN");
        return;
    }
    if f.is_infinite() {
        out.extend_from_slice(if f > 0.0 { b"INF" } else { b"-INF" });
        return;
    }
    // The shortest digits where php writes them without an exponent (from 1e-4 up) and
    // Ryu does too (below 1e16): Ryu's text is php's, but for the ".0" it gives a whole
    // number.
    if precision < 0 && f.abs() >= 1e-4 {
        let mut buf = ryu::Buffer::new();
        let text = buf.format_finite(f).as_bytes();
        if !text.contains(&b'e') {
            out.extend_from_slice(text.strip_suffix(b".0").unwrap_or(text));
            return;
        }
    }
    gcvt_digits_into(out, f, precision);
}

/// `gcvt_into` of a finite `f` from its digits and decimal point.
fn gcvt_digits_into(out: &mut Vec<u8>, f: f64, precision: i32) {
    let (ds, decpt, ndigit) = if precision < 0 {
        let (ds, decpt) = digits(f, None);
        (ds, decpt, 17)
    } else {
        // an f64 has at most 767 significant digits: more only adds zeros
        let p = precision.clamp(1, 800);
        let (ds, decpt) = digits(f, Some(p as usize));
        (ds, decpt, p)
    };
    out.reserve(ds.len() + 8);
    if f.is_sign_negative() {
        out.push(b'-');
    }
    if if decpt < 0 {
        decpt < -3
    } else {
        decpt > ndigit
    } {
        // exponential format, always with a fraction digit: 1.0E+25
        let e = decpt - 1;
        out.push(ds[0]);
        out.push(b'.');
        if ds.len() == 1 {
            out.push(b'0');
        } else {
            out.extend_from_slice(&ds[1..]);
        }
        out.push(b'E');
        out.push(if e < 0 { b'-' } else { b'+' });
        let _ = write!(VecText(out), "{}", e.unsigned_abs());
    } else if decpt <= 0 {
        out.extend_from_slice(b"0.");
        for _ in decpt..0 {
            out.push(b'0');
        }
        out.extend_from_slice(&ds);
    } else {
        let decpt = decpt as usize;
        for i in 0..decpt {
            out.push(ds.get(i).copied().unwrap_or(b'0'));
        }
        if ds.len() > decpt {
            out.push(b'.');
            out.extend_from_slice(&ds[decpt..]);
        }
    }
}

/// A `fmt::Write` appending to a byte vector.
struct VecText<'a>(&'a mut Vec<u8>);

impl fmt::Write for VecText<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
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

#[cfg(test)]
mod shortest_tests {
    use super::*;

    /// The shortest digits through Rust's own `{:e}` (what `shortest_digits` replaced).
    fn shortest_by_fmt(f: f64) -> (Vec<u8>, i32) {
        let text = format!("{:e}", f.abs());
        let (m, e) = text.split_once('e').unwrap_or((&text, "0"));
        let mut ds: Vec<u8> = m.bytes().filter(u8::is_ascii_digit).collect();
        while ds.len() > 1 && ds.last() == Some(&b'0') {
            ds.pop();
        }
        (ds, e.parse::<i32>().unwrap_or(0) + 1)
    }

    #[test]
    fn shortest_digits_agree_with_fmt() {
        let mut fixed = vec![
            1.0,
            0.1,
            0.3,
            1.5,
            123.456,
            0.001,
            1e-7,
            1e15,
            1e16,
            1e17,
            1e21,
            1e22,
            1e23,
            5e-324,
            f64::MAX,
            f64::MIN_POSITIVE,
            9007199254740993.0,
            0.30000000000000004,
            100.0,
            1234567890123456789.0,
            -2.5,
        ];
        // a fixed-seed xorshift over the bit patterns of finite doubles
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f64::from_bits(x);
            if f.is_finite() && f != 0.0 {
                fixed.push(f);
            }
        }
        for f in fixed {
            let (ds, decpt) = shortest_digits(f);
            let (fds, fdecpt) = shortest_by_fmt(f);
            // as short as Rust's, and reads back as the value
            assert_eq!(ds.len(), fds.len(), "{f:e}");
            let text = format!("0.{}e{decpt}", String::from_utf8_lossy(&ds));
            assert_eq!(text.parse::<f64>().ok(), Some(f.abs()), "{f:e}");
            // where two texts are equally close, php's (and Ryu's) is the one ending in an
            // even digit; Rust's `{:e}` rounds half up (1658206780088562.25 is ...562.2)
            if (ds.to_vec(), decpt) != (fds.clone(), fdecpt) {
                assert_eq!(decpt, fdecpt, "{f:e}");
                assert!(ds.last().is_some_and(|d| d % 2 == 0), "{f:e}");
            }
        }
        let tie = f64::from_bits(0x4317_9085_685d_83c9); // 1658206780088562.25, exactly
        assert_eq!(gcvt(tie, -1), "1658206780088562.2");
    }

    #[test]
    fn ryu_text_where_php_has_no_exponent() {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut values = vec![1e-4, 0.00012, 1e15, 9999999999999998.0, 1e16, 0.5, 100.0];
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // magnitudes around the fast path's bounds and between them
            let m = (x >> 11) as f64 / (1u64 << 53) as f64;
            let e = (x % 26) as i32 - 6;
            values.push(if x & 1 == 0 { m } else { -m } * 10f64.powi(e));
            values.push(f64::from_bits(x));
        }
        for f in values.into_iter().filter(|f| f.is_finite()) {
            let (mut fast, mut general) = (Vec::new(), Vec::new());
            gcvt_into(&mut fast, f, -1);
            gcvt_digits_into(&mut general, f, -1);
            assert_eq!(fast, general, "{f:e}");
        }
    }

    #[test]
    fn gcvt_forms() {
        assert_eq!(gcvt(0.1, -1), "0.1");
        assert_eq!(gcvt(1e25, -1), "1.0E+25");
        assert_eq!(gcvt(-0.0001, -1), "-0.0001");
        assert_eq!(gcvt(0.00001, -1), "1.0E-5");
        assert_eq!(gcvt(123456789012345678.0, -1), "1.2345678901234568E+17");
        assert_eq!(gcvt(100.0, -1), "100");
        assert_eq!(gcvt(f64::NAN, -1), "NAN");
        assert_eq!(gcvt(f64::NEG_INFINITY, 14), "-INF");
        assert_eq!(gcvt(1.0 / 3.0, 14), "0.33333333333333");
    }
}
