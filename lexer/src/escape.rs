//! String values: php's escape decoding for single-quoted, double-quoted, backquoted and
//! heredoc segments, and the removal of a flexible heredoc's closing-marker indentation.
//!
//! How the parser gets a literal's value from its tokens:
//! - `'...'` (T_CONSTANT_ENCAPSED_STRING starting with `'`, `b'` or `B'`):
//!   `decode_single_quoted(body)` where `body` is the text between the quotes.
//! - `"..."` without interpolation (T_CONSTANT_ENCAPSED_STRING starting with `"`, `b"`):
//!   `decode_escapes(body, Quote::Double)`.
//! - a T_ENCAPSED_AND_WHITESPACE segment inside `"..."` / `` `...` ``:
//!   `decode_escapes(text, Quote::Double / Quote::Backtick)`.
//! - a heredoc / nowdoc segment: `heredoc_segment_value(...)`, with the closing marker's
//!   indentation from `heredoc_indentation(end_heredoc_text)`.

use std::borrow::Cow;

/// Which delimiter a double-quote-like string has: it decides whether `\"` / `` \` `` is an
/// escape (only for its own delimiter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quote {
    Double,
    Backtick,
    Heredoc,
}

/// A fatal problem in an escape sequence (php raises it as a ParseError).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EscapeError {
    pub message: &'static str,
    /// Byte offset of the backslash in the decoded input.
    pub offset: usize,
}

/// The value of a single-quoted string body: only `\\` and `\'` are escapes.
pub fn decode_single_quoted(body: &[u8]) -> Cow<'_, [u8]> {
    if !body.contains(&b'\\') {
        return Cow::Borrowed(body);
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c == b'\\' {
            match body.get(i + 1) {
                Some(&next @ (b'\\' | b'\'')) => {
                    out.push(next);
                    i += 2;
                    continue;
                }
                Some(&next) => {
                    out.push(b'\\');
                    out.push(next);
                    i += 2;
                    continue;
                }
                None => {}
            }
        }
        out.push(c);
        i += 1;
    }
    Cow::Owned(out)
}

/// The value of a double-quoted / backquoted / heredoc segment (php's
/// `zend_scan_escape_string`). Errors on invalid `\u{...}`; octal overflow (`\400`) is
/// only a warning, which the lexer reports, and is decoded modulo 256 as php does.
pub fn decode_escapes(text: &[u8], quote: Quote) -> Result<Cow<'_, [u8]>, EscapeError> {
    scan_escapes(text, quote, true, &mut |_, _| {})
}

/// Where decoded bytes go: nowhere when only validating (no allocation per token).
struct Sink(Option<Vec<u8>>);

impl Sink {
    #[inline]
    fn push(&mut self, b: u8) {
        if let Some(v) = &mut self.0 {
            v.push(b);
        }
    }
    fn extend_from_slice(&mut self, s: &[u8]) {
        if let Some(v) = &mut self.0 {
            v.extend_from_slice(s);
        }
    }
}

/// `decode_escapes` that also reports each octal-overflow warning: `(offset, message)`.
/// With `decode` false it only validates and returns the input unchanged.
pub(crate) fn scan_escapes<'a>(
    text: &'a [u8],
    quote: Quote,
    decode: bool,
    warn: &mut dyn FnMut(usize, String),
) -> Result<Cow<'a, [u8]>, EscapeError> {
    let Some(first) = text.iter().position(|&b| b == b'\\') else {
        return Ok(Cow::Borrowed(text));
    };
    let quote_byte = match quote {
        Quote::Double => b'"',
        Quote::Backtick => b'`',
        Quote::Heredoc => 0,
    };
    let mut out = Sink(if decode {
        Some(Vec::with_capacity(text.len()))
    } else {
        None
    });
    out.extend_from_slice(&text[..first]);
    let at = |i: usize| text.get(i).copied().unwrap_or(0);
    let mut i = first;
    while i < text.len() {
        let c = text[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        if i >= text.len() {
            out.push(b'\\');
            break;
        }
        let e = text[i];
        match e {
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'f' => out.push(0x0c),
            b'v' => out.push(0x0b),
            b'e' => out.push(0x1b),
            b'"' | b'`' if e != quote_byte => {
                out.push(b'\\');
                out.push(e);
            }
            b'"' | b'`' | b'\\' | b'$' => out.push(e),
            b'x' | b'X' if at(i + 1).is_ascii_hexdigit() => {
                let mut value = hex_value(at(i + 1));
                i += 1;
                if at(i + 1).is_ascii_hexdigit() {
                    value = value * 16 + hex_value(at(i + 1));
                    i += 1;
                }
                out.push(value);
            }
            b'u' => {
                if at(i + 1) != b'{' {
                    out.push(b'\\');
                    out.push(b'u');
                } else {
                    // \u{hex+}
                    let digits_start = i + 2;
                    let mut j = digits_start;
                    while at(j).is_ascii_hexdigit() {
                        j += 1;
                    }
                    if at(j) != b'}' || j == digits_start {
                        return Err(EscapeError {
                            message: "Invalid UTF-8 codepoint escape sequence",
                            offset: start,
                        });
                    }
                    let mut codepoint: u64 = 0;
                    let mut too_large = false;
                    for &d in &text[digits_start..j] {
                        codepoint = codepoint * 16 + u64::from(hex_value(d));
                        if codepoint > 0x10FFFF {
                            too_large = true;
                            break;
                        }
                    }
                    if too_large {
                        return Err(EscapeError {
                            message: "Invalid UTF-8 codepoint escape sequence: Codepoint too large",
                            offset: start,
                        });
                    }
                    push_utf8(&mut out, codepoint as u32);
                    i = j;
                }
            }
            b'0'..=b'7' => {
                let mut digits = 1;
                let mut value: u32 = u32::from(e - b'0');
                while digits < 3 && matches!(at(i + 1), b'0'..=b'7') {
                    value = value * 8 + u32::from(at(i + 1) - b'0');
                    i += 1;
                    digits += 1;
                }
                if digits == 3 && e > b'3' {
                    let spelled = String::from_utf8_lossy(&text[i - 2..=i]).into_owned();
                    warn(
                        start,
                        format!("Octal escape sequence overflow \\{spelled} is greater than \\377"),
                    );
                }
                out.push((value & 0xff) as u8);
            }
            _ => {
                out.push(b'\\');
                out.push(e);
            }
        }
        i += 1;
    }
    Ok(match out.0 {
        Some(decoded) => Cow::Owned(decoded),
        None => Cow::Borrowed(text),
    })
}

fn hex_value(d: u8) -> u8 {
    match d {
        b'0'..=b'9' => d - b'0',
        b'a'..=b'f' => d - b'a' + 10,
        b'A'..=b'F' => d - b'A' + 10,
        _ => 0,
    }
}

fn push_utf8(out: &mut Sink, cp: u32) {
    if cp < 0x80 {
        out.push(cp as u8);
    } else if cp <= 0x7FF {
        out.push(((cp >> 6) + 0xC0) as u8);
        out.push(((cp & 0x3F) + 0x80) as u8);
    } else if cp <= 0xFFFF {
        out.push(((cp >> 12) + 0xE0) as u8);
        out.push((((cp >> 6) & 0x3F) + 0x80) as u8);
        out.push(((cp & 0x3F) + 0x80) as u8);
    } else {
        out.push(((cp >> 18) + 0xF0) as u8);
        out.push((((cp >> 12) & 0x3F) + 0x80) as u8);
        out.push((((cp >> 6) & 0x3F) + 0x80) as u8);
        out.push(((cp & 0x3F) + 0x80) as u8);
    }
}

/// The indentation (in bytes of spaces/tabs) of a heredoc's closing marker, from the
/// T_END_HEREDOC token text (`"    EOT"` -> 4), and whether it is made of spaces.
pub fn heredoc_indentation(end_heredoc_text: &[u8]) -> (usize, bool) {
    let n = end_heredoc_text
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    (n, end_heredoc_text.first() != Some(&b'\t'))
}

/// An error from removing heredoc indentation: the message and how many newlines into the
/// segment the offending line is (php reports the segment's line plus that).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndentError {
    pub message: String,
    pub newlines_before: usize,
}

fn next_newline(s: &[u8], from: usize) -> Option<(usize, usize)> {
    let mut i = from;
    while i < s.len() {
        match s[i] {
            b'\r' => return Some((i, if s.get(i + 1) == Some(&b'\n') { 2 } else { 1 })),
            b'\n' => return Some((i, 1)),
            _ => i += 1,
        }
    }
    None
}

/// Remove `indentation` leading spaces/tabs from every line of a heredoc segment (php's
/// `strip_multiline_string_indentation`). `newline_at_start`: the segment starts a line
/// (it follows the `<<<ID\n` or a newline); `newline_at_end`: the segment is the last one
/// (its final line is the one before the closing marker). The segment text given here must
/// not contain the newline before the closing marker.
pub fn strip_heredoc_indentation(
    segment: &[u8],
    indentation: usize,
    using_spaces: bool,
    newline_at_start: bool,
    newline_at_end: bool,
) -> Result<Vec<u8>, IndentError> {
    let end = segment.len();
    let mut out = Vec::with_capacity(end);
    let mut str_pos = 0usize;
    let mut newline_count = 0usize;
    // `nl`: position of the current line's newline; None means "no more lines".
    let mut have_nl = true;
    if !newline_at_start {
        match next_newline(segment, 0) {
            None => return Ok(segment.to_vec()),
            Some((nl, len)) => {
                out.extend_from_slice(&segment[..nl + len]);
                str_pos = nl + len;
                newline_count += 1;
            }
        }
    }
    while str_pos <= end && have_nl {
        let found = next_newline(segment, str_pos);
        let (nl, nl_len) = match found {
            Some(x) => (Some(x.0), x.1),
            None if newline_at_end => (Some(end), 0),
            None => (None, 0),
        };
        have_nl = nl.is_some();
        let mut skip = 0;
        while skip < indentation {
            if Some(str_pos) == nl {
                break;
            }
            let c = segment.get(str_pos).copied();
            if str_pos == end || (c != Some(b' ') && c != Some(b'\t')) {
                return Err(IndentError {
                    message: format!(
                        "Invalid body indentation level (expecting an indentation level of at least {indentation})"
                    ),
                    newlines_before: newline_count,
                });
            }
            if (!using_spaces && c == Some(b' ')) || (using_spaces && c == Some(b'\t')) {
                return Err(IndentError {
                    message: "Invalid indentation - tabs and spaces cannot be mixed".to_owned(),
                    newlines_before: newline_count,
                });
            }
            skip += 1;
            str_pos += 1;
        }
        if str_pos == end {
            break;
        }
        let len = match nl {
            Some(nl) => (nl - str_pos + nl_len).min(end - str_pos),
            None => end - str_pos,
        };
        out.extend_from_slice(&segment[str_pos..str_pos + len]);
        str_pos += len;
        newline_count += 1;
    }
    Ok(out)
}

/// The value of one heredoc (or nowdoc) T_ENCAPSED_AND_WHITESPACE segment.
/// `text`: the token text; `is_last`: the next token is T_END_HEREDOC (then the text's
/// final newline is not part of the value); `follows_newline`: the byte before the token is
/// a newline (the segment starts a line); `indentation`/`using_spaces`: from
/// `heredoc_indentation` of the closing marker.
pub fn heredoc_segment_value(
    text: &[u8],
    is_last: bool,
    follows_newline: bool,
    indentation: usize,
    using_spaces: bool,
    nowdoc: bool,
) -> Result<Vec<u8>, String> {
    let mut body = text;
    if is_last {
        if body.ends_with(b"\r\n") {
            body = &body[..body.len() - 2];
        } else if body.ends_with(b"\n") || body.ends_with(b"\r") {
            body = &body[..body.len() - 1];
        }
    }
    let stripped = if indentation > 0 {
        strip_heredoc_indentation(body, indentation, using_spaces, follows_newline, is_last)
            .map_err(|e| e.message)?
    } else {
        body.to_vec()
    };
    if nowdoc {
        return Ok(stripped);
    }
    match decode_escapes(&stripped, Quote::Heredoc) {
        Ok(value) => Ok(value.into_owned()),
        Err(e) => Err(e.message.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_quoted() {
        assert_eq!(&*decode_single_quoted(br"a\'b\\c\n"), br"a'b\c\n");
        assert_eq!(&*decode_single_quoted(b"x\\"), b"x\\");
    }

    #[test]
    fn double_quoted() {
        let v = decode_escapes(br#"\x41\101\u{1F600}\t\$\"\`\q\"#, Quote::Double).unwrap();
        assert_eq!(&*v, "AA\u{1F600}\t$\"\\`\\q\\".as_bytes());
        assert!(decode_escapes(br"\u{}", Quote::Double).is_err());
        assert!(decode_escapes(br"\u{110000}", Quote::Double).is_err());
        assert_eq!(&*decode_escapes(br"\400", Quote::Double).unwrap(), b"\x00");
        assert_eq!(
            &*decode_escapes(br"\u0041", Quote::Double).unwrap(),
            br"\u0041"
        );
    }

    #[test]
    fn heredoc_strip() {
        let v = heredoc_segment_value(b"    a\n      b\n", true, true, 4, true, false).unwrap();
        assert_eq!(v, b"a\n  b");
        assert!(heredoc_segment_value(b"  a\n b\n", true, true, 2, true, false).is_err());
    }
}
