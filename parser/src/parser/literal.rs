//! Literal decoding: integer/float literals and string escape sequences.
//!
//! String decoding is kept in this one module so it can be switched to the lexer's helper.

/// A decoded numeric literal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum DecodedNumber {
    Int(i64),
    Float(f64),
}

/// Decode an integer or float literal as php does (separators, prefixes, overflow to float).
pub(crate) fn decode_number(text: &[u8]) -> DecodedNumber {
    let clean: Vec<u8> = text.iter().copied().filter(|&b| b != b'_').collect();
    let (radix, digits): (u32, &[u8]) = match clean.as_slice() {
        [b'0', b'x' | b'X', rest @ ..] => (16, rest),
        [b'0', b'b' | b'B', rest @ ..] => (2, rest),
        [b'0', b'o' | b'O', rest @ ..] => (8, rest),
        [b'0', rest @ ..] if !rest.is_empty() && rest.iter().all(u8::is_ascii_digit) => (8, rest),
        d if d.iter().all(u8::is_ascii_digit) && !d.is_empty() => (10, d),
        d => {
            let s = std::str::from_utf8(d).unwrap_or("0");
            return DecodedNumber::Float(s.parse::<f64>().unwrap_or(0.0));
        }
    };
    let mut value: i64 = 0;
    let mut overflow = false;
    for &b in digits {
        let digit = match (b as char).to_digit(radix) {
            Some(d) => d as i64,
            None => break,
        };
        match value
            .checked_mul(radix as i64)
            .and_then(|v| v.checked_add(digit))
        {
            Some(v) => value = v,
            None => {
                overflow = true;
                break;
            }
        }
    }
    if !overflow {
        return DecodedNumber::Int(value);
    }
    if radix == 10 {
        let s = std::str::from_utf8(digits).unwrap_or("0");
        return DecodedNumber::Float(s.parse::<f64>().unwrap_or(f64::INFINITY));
    }
    let mut f = 0.0f64;
    for &b in digits {
        match (b as char).to_digit(radix) {
            Some(d) => f = f * radix as f64 + d as f64,
            None => break,
        }
    }
    DecodedNumber::Float(f)
}

/// The value of `T_NUM_STRING` inside `"$a[...]"`: an integer when it is a canonical decimal
/// integer that fits, otherwise the string itself.
pub(crate) fn num_string_value(text: &[u8], negative: bool) -> Result<i64, Vec<u8>> {
    let canonical = !text.is_empty()
        && text.iter().all(u8::is_ascii_digit)
        && (text == b"0" || text[0] != b'0');
    if canonical {
        let mut v: i64 = 0;
        let mut ok = true;
        for &b in text {
            match v.checked_mul(10).and_then(|x| {
                if negative {
                    x.checked_sub((b - b'0') as i64)
                } else {
                    x.checked_add((b - b'0') as i64)
                }
            }) {
                Some(n) => v = n,
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok && !(negative && v == 0) {
            return Ok(v);
        }
    }
    let mut s = Vec::with_capacity(text.len() + 1);
    if negative {
        s.push(b'-');
    }
    s.extend_from_slice(text);
    Err(s)
}

/// Contents of a single-quoted string token (`'...'` including quotes).
pub(crate) fn decode_single_quoted(raw: &[u8]) -> Vec<u8> {
    rphp_lexer::decode_single_quoted(strip_quotes(raw, b'\'')).into_owned()
}

fn strip_quotes(raw: &[u8], q: u8) -> &[u8] {
    let mut s = raw;
    // `b"..."` binary prefix.
    if let [b'b' | b'B', rest @ ..] = s {
        s = rest;
    }
    if let [first, rest @ ..] = s {
        if *first == q {
            s = rest;
        }
    }
    if let [rest @ .., last] = s {
        if *last == q {
            s = rest;
        }
    }
    s
}

pub(crate) use rphp_lexer::Quote;

/// A complete `"..."` token without interpolation (including its quotes).
pub(crate) fn decode_double_quoted_token(raw: &[u8]) -> Vec<u8> {
    unescape(strip_quotes(raw, b'"'), Quote::Double)
}

/// Decode escape sequences in string content (php's zend_scan_escape_string). An invalid
/// `\u{...}` is a lexer error that stops the parse before the value matters; the raw bytes
/// stand in for it.
pub(crate) fn unescape(s: &[u8], quote: Quote) -> Vec<u8> {
    rphp_lexer::decode_escapes(s, quote).map_or_else(|_| s.to_vec(), |v| v.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(decode_number(b"0x1F"), DecodedNumber::Int(31));
        assert_eq!(decode_number(b"0b101"), DecodedNumber::Int(5));
        assert_eq!(decode_number(b"0o17"), DecodedNumber::Int(15));
        assert_eq!(decode_number(b"017"), DecodedNumber::Int(15));
        assert_eq!(decode_number(b"1_000"), DecodedNumber::Int(1000));
        assert_eq!(
            decode_number(b"9223372036854775807"),
            DecodedNumber::Int(i64::MAX)
        );
        assert_eq!(
            decode_number(b"9223372036854775808"),
            DecodedNumber::Float(9223372036854775808.0)
        );
        assert_eq!(decode_number(b"1.5e3"), DecodedNumber::Float(1500.0));
        assert_eq!(decode_number(b".5"), DecodedNumber::Float(0.5));
        assert_eq!(decode_number(b"0"), DecodedNumber::Int(0));
    }

    #[test]
    fn escapes() {
        assert_eq!(
            unescape(br#"a\n\x41\101\u{1F600}\q\$"#, Quote::Double),
            b"a\nAA\xF0\x9F\x98\x80\\q$".to_vec()
        );
        assert_eq!(decode_single_quoted(br"'a\'b\\c\n'"), b"a'b\\c\\n".to_vec());
        assert_eq!(unescape(br#"\""#, Quote::Heredoc), br#"\""#.to_vec());
    }
}
