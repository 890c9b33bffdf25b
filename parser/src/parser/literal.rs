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
    let inner = strip_quotes(raw, b'\'');
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let b = inner[i];
        if b == b'\\' && i + 1 < inner.len() && (inner[i + 1] == b'\'' || inner[i + 1] == b'\\') {
            out.push(inner[i + 1]);
            i += 2;
        } else {
            out.push(b);
            i += 1;
        }
    }
    out
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

/// Which quoting context escape sequences are decoded in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quote {
    Double,
    Backtick,
    Heredoc,
}

/// A complete `"..."` token without interpolation (including its quotes).
pub(crate) fn decode_double_quoted_token(raw: &[u8]) -> Vec<u8> {
    unescape(strip_quotes(raw, b'"'), Quote::Double)
}

/// Decode escape sequences in string content (php's zend_scan_escape_string).
pub(crate) fn unescape(s: &[u8], quote: Quote) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let b = s[i];
        if b != b'\\' || i + 1 >= s.len() {
            out.push(b);
            i += 1;
            continue;
        }
        let c = s[i + 1];
        i += 2;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'v' => out.push(0x0b),
            b'e' => out.push(0x1b),
            b'f' => out.push(0x0c),
            b'\\' | b'$' => out.push(c),
            b'"' if quote == Quote::Double => out.push(c),
            b'`' if quote == Quote::Backtick => out.push(c),
            b'x' if i < s.len() && s[i].is_ascii_hexdigit() => {
                let mut v = 0u32;
                let mut n = 0;
                while n < 2 && i < s.len() && s[i].is_ascii_hexdigit() {
                    v = v * 16 + (s[i] as char).to_digit(16).unwrap_or(0);
                    i += 1;
                    n += 1;
                }
                out.push(v as u8);
            }
            b'0'..=b'7' => {
                let mut v = (c - b'0') as u32;
                let mut n = 1;
                while n < 3 && i < s.len() && (b'0'..=b'7').contains(&s[i]) {
                    v = v * 8 + (s[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                out.push((v & 0xff) as u8);
            }
            b'u' if i < s.len() && s[i] == b'{' => {
                // \u{XXXX}: the lexer reports malformed ones; decode what is valid.
                let start = i + 1;
                let mut j = start;
                while j < s.len() && s[j].is_ascii_hexdigit() {
                    j += 1;
                }
                if j < s.len() && s[j] == b'}' && j > start {
                    let mut cp: u32 = 0;
                    for &h in &s[start..j] {
                        cp = cp
                            .saturating_mul(16)
                            .saturating_add((h as char).to_digit(16).unwrap_or(0));
                    }
                    push_utf8(&mut out, cp);
                    i = j + 1;
                } else {
                    out.push(b'\\');
                    out.push(b'u');
                }
            }
            _ => {
                out.push(b'\\');
                out.push(c);
            }
        }
    }
    out
}

fn push_utf8(out: &mut Vec<u8>, cp: u32) {
    if cp < 0x80 {
        out.push(cp as u8);
    } else if cp < 0x800 {
        out.push(0xC0 | (cp >> 6) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    } else if cp < 0x10000 {
        out.push(0xE0 | (cp >> 12) as u8);
        out.push(0x80 | ((cp >> 6) & 0x3F) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    } else {
        out.push(0xF0 | ((cp >> 18) & 0x07) as u8);
        out.push(0x80 | ((cp >> 12) & 0x3F) as u8);
        out.push(0x80 | ((cp >> 6) & 0x3F) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    }
}

/// Remove heredoc closing-marker indentation from one literal segment. `at_line_start` says
/// whether the segment begins a line of the body.
pub(crate) fn strip_indentation(seg: &[u8], indent: usize, at_line_start: bool) -> Vec<u8> {
    if indent == 0 {
        return seg.to_vec();
    }
    let mut out = Vec::with_capacity(seg.len());
    let mut i = 0;
    let mut line_start = at_line_start;
    while i < seg.len() {
        if line_start {
            let mut n = 0;
            while n < indent && i < seg.len() && (seg[i] == b' ' || seg[i] == b'\t') {
                i += 1;
                n += 1;
            }
            line_start = false;
            continue;
        }
        let b = seg[i];
        out.push(b);
        i += 1;
        if b == b'\n' || (b == b'\r' && seg.get(i) != Some(&b'\n')) {
            line_start = true;
        }
    }
    out
}

/// Remove the newline that precedes a heredoc's closing marker.
pub(crate) fn strip_final_newline(seg: &mut Vec<u8>) {
    if seg.ends_with(b"\r\n") {
        seg.truncate(seg.len() - 2);
    } else if seg.ends_with(b"\n") || seg.ends_with(b"\r") {
        seg.truncate(seg.len() - 1);
    }
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
