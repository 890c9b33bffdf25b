//! php's numeric strings (`_is_numeric_string_ex`): optional surrounding whitespace, a
//! sign, decimal digits with an optional fraction and exponent. Integer-looking strings that
//! overflow 64 bits become floats; hex, octal and binary are not numeric.

/// A number read from a string.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    pub fn to_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
        }
    }
}

/// The result of reading a numeric string.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Numeric {
    pub number: Number,
    /// Bytes other than whitespace followed the number ("12abc": leading-numeric).
    pub trailing: bool,
    /// php's `oflow_info`: +1/-1 when an integer-looking string overflowed to a float.
    pub overflow: i8,
}

/// php's whitespace for numeric strings: space, \t, \n, \r, \v, \f.
pub fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The shape of the longest numeric prefix after leading whitespace.
struct Scan {
    /// Where the number starts (after whitespace) and ends.
    start: usize,
    end: usize,
    /// Start of the integer digits (after the sign).
    digits_start: usize,
    /// Integer digits excluding leading zeros.
    significant: usize,
    is_float: bool,
    neg: bool,
}

fn scan(s: &[u8]) -> Option<Scan> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while i < s.len() && is_ws(s[i]) {
        i += 1;
    }
    let start = i;
    let neg = at(i) == b'-';
    if matches!(at(i), b'-' | b'+') {
        i += 1;
    }
    let digits_start = i;
    let mut is_float = false;
    if at(i).is_ascii_digit() {
        while at(i) == b'0' {
            i += 1;
        }
        let sig_start = i;
        while at(i).is_ascii_digit() {
            i += 1;
        }
        let significant = i - sig_start;
        if at(i) == b'.' {
            is_float = true;
            i += 1;
            while at(i).is_ascii_digit() {
                i += 1;
            }
        }
        let end = exponent(s, i).map_or(i, |e| {
            is_float = true;
            e
        });
        Some(Scan {
            start,
            end,
            digits_start,
            significant,
            is_float,
            neg,
        })
    } else if at(i) == b'.' && at(i + 1).is_ascii_digit() {
        i += 1;
        while at(i).is_ascii_digit() {
            i += 1;
        }
        let end = exponent(s, i).unwrap_or(i);
        Some(Scan {
            start,
            end,
            digits_start,
            significant: 0,
            is_float: true,
            neg,
        })
    } else {
        None
    }
}

/// The end of an exponent starting at `i` (`e`, optional sign, at least one digit).
fn exponent(s: &[u8], i: usize) -> Option<usize> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    if !matches!(at(i), b'e' | b'E') {
        return None;
    }
    let mut j = i + 1;
    if matches!(at(j), b'-' | b'+') {
        j += 1;
    }
    if !at(j).is_ascii_digit() {
        return None;
    }
    while at(j).is_ascii_digit() {
        j += 1;
    }
    Some(j)
}

/// Reads a float from a scanned prefix (correctly rounded, as `zend_strtod`).
fn parse_float(s: &[u8]) -> f64 {
    std::str::from_utf8(s)
        .ok()
        .and_then(|t| t.parse::<f64>().ok())
        .unwrap_or(0.0)
}

/// php's `_is_numeric_string_ex`. With `allow_errors` false, only wholly numeric strings
/// (whitespace around allowed) are accepted; with it true, a numeric prefix is accepted and
/// `trailing` says whether junk followed.
pub fn parse_numeric(s: &[u8], allow_errors: bool) -> Option<Numeric> {
    let sc = scan(s)?;
    let mut rest = sc.end;
    while rest < s.len() && is_ws(s[rest]) {
        rest += 1;
    }
    let trailing = rest != s.len();
    if trailing && !allow_errors {
        return None;
    }
    let text = &s[sc.start..sc.end];
    let sign: i8 = if sc.neg { -1 } else { 1 };
    if sc.significant >= 20 {
        return Some(Numeric {
            number: Number::Float(parse_float(text)),
            trailing,
            overflow: sign,
        });
    }
    if sc.is_float {
        return Some(Numeric {
            number: Number::Float(parse_float(text)),
            trailing,
            overflow: 0,
        });
    }
    if sc.significant == 19 {
        // php compares the digits and everything after them (C strcmp, up to a NUL) with
        // the digits of PHP_INT_MIN; only "-9223372036854775808" exactly still fits.
        let tail = &s[sc.end - 19..];
        let tail = tail.split(|&b| b == 0).next().unwrap_or(tail);
        let cmp = tail.cmp(b"9223372036854775808".as_slice());
        if !(cmp.is_lt() || (cmp.is_eq() && sc.neg)) {
            return Some(Numeric {
                number: Number::Float(parse_float(text)),
                trailing,
                overflow: sign,
            });
        }
    }
    let mut acc: u64 = 0;
    for &d in &s[sc.digits_start..sc.end] {
        acc = acc.wrapping_mul(10).wrapping_add(u64::from(d - b'0'));
    }
    let value = if sc.neg {
        (acc as i64).wrapping_neg()
    } else {
        acc as i64
    };
    Some(Numeric {
        number: Number::Int(value),
        trailing,
        overflow: 0,
    })
}

/// A wholly numeric string (php's `is_numeric_string(..., allow_errors=false)`).
pub fn numeric_value(s: &[u8]) -> Option<Number> {
    parse_numeric(s, false).map(|n| n.number)
}

/// `zend_strtod` on a whole string, as `(float)` and `floatval()` read it: leading
/// whitespace, the longest numeric prefix, 0 when there is none.
pub fn strtod_prefix(s: &[u8]) -> f64 {
    match scan(s) {
        Some(sc) => parse_float(&s[sc.start..sc.end]),
        None => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Option<Number> {
        numeric_value(s.as_bytes())
    }

    #[test]
    fn whole_numeric_strings() {
        assert_eq!(n("12"), Some(Number::Int(12)));
        assert_eq!(n("  12  "), Some(Number::Int(12)));
        assert_eq!(n("\x0b\x0c12"), Some(Number::Int(12)));
        assert_eq!(n("-0"), Some(Number::Int(0)));
        assert_eq!(n("1e3"), Some(Number::Float(1000.0)));
        assert_eq!(n("1."), Some(Number::Float(1.0)));
        assert_eq!(n(".5"), Some(Number::Float(0.5)));
        assert_eq!(n("-.5e1"), Some(Number::Float(-5.0)));
        assert_eq!(n("0x1A"), None);
        assert_eq!(n("12abc"), None);
        assert_eq!(n(""), None);
        assert_eq!(n(" "), None);
        assert_eq!(n("."), None);
        assert_eq!(n("1e"), None);
        assert_eq!(n("9223372036854775807"), Some(Number::Int(i64::MAX)));
        assert_eq!(n("-9223372036854775808"), Some(Number::Int(i64::MIN)));
        assert_eq!(
            n("9223372036854775808"),
            Some(Number::Float(9_223_372_036_854_775_808.0))
        );
        assert_eq!(
            n("-9223372036854775808 "),
            Some(Number::Float(-9_223_372_036_854_775_808.0))
        );
        assert_eq!(n("000000000000000000000001"), Some(Number::Int(1)));
    }

    #[test]
    fn leading_numeric_strings() {
        let p = parse_numeric(b"12abc", true).map(|n| (n.number, n.trailing));
        assert_eq!(p, Some((Number::Int(12), true)));
        let p = parse_numeric(b"1e", true).map(|n| (n.number, n.trailing));
        assert_eq!(p, Some((Number::Int(1), true)));
        assert_eq!(parse_numeric(b"abc", true), None);
        assert_eq!(strtod_prefix(b" 1.5xyz"), 1.5);
        assert_eq!(strtod_prefix(b"abc"), 0.0);
    }
}
