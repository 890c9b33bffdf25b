//! json_decode's scanner (php's re2c `json_scanner.re`): tokens, numbers (big integers
//! as floats or strings), strings with their escapes and UTF-8 checks, and which error
//! code each kind of bad input gives.

use super::super::errors::JsonError;
use super::super::flags::{BIGINT_AS_STRING, INVALID_UTF8_IGNORE, INVALID_UTF8_SUBSTITUTE};

/// A decoded string's bytes (short ones, most keys and values, without a heap allocation).
pub(crate) type Bytes = smallvec::SmallVec<[u8; 24]>;

/// A scalar token's value.
pub(crate) enum Scalar {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Bytes),
}

pub(crate) enum Token {
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Colon,
    Comma,
    Scalar(Scalar),
    Eoi,
    Error(JsonError),
}

pub(crate) struct Scanner<'a> {
    s: &'a [u8],
    pos: usize,
    options: i64,
}

/// The digits of `i64::MIN` without its sign (php's `LONG_MIN_DIGITS`).
const LONG_MIN_DIGITS: &[u8] = b"9223372036854775808";

/// The length of a valid UTF-8 sequence at the start of `s` (re2c's `UTF8` rule), if any.
fn utf8_len(s: &[u8]) -> Option<usize> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let t = |c: u8| (0x80..=0xbf).contains(&c);
    let c = at(0);
    match c {
        0x00..=0x7f => Some(1),
        0xc2..=0xdf if t(at(1)) => Some(2),
        0xe0 if (0xa0..=0xbf).contains(&at(1)) && t(at(2)) => Some(3),
        0xe1..=0xec | 0xee..=0xef if t(at(1)) && t(at(2)) => Some(3),
        0xed if (0x80..=0x9f).contains(&at(1)) && t(at(2)) => Some(3),
        0xf0 if (0x90..=0xbf).contains(&at(1)) && t(at(2)) && t(at(3)) => Some(4),
        0xf1..=0xf3 if t(at(1)) && t(at(2)) && t(at(3)) => Some(4),
        0xf4 if (0x80..=0x8f).contains(&at(1)) && t(at(2)) && t(at(3)) => Some(4),
        _ => None,
    }
}

fn hex4(s: &[u8]) -> Option<u32> {
    let digits = s.get(..4)?;
    let mut v = 0;
    for &d in digits {
        v = (v << 4) | char::from(d).to_digit(16)?;
    }
    Some(v)
}

fn push_utf8(out: &mut Bytes, cp: u32) {
    let mut buf = [0u8; 4];
    match char::from_u32(cp) {
        Some(c) => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
        // Surrogates never get here (the scanner rejects unpaired ones).
        None => out.extend_from_slice("\u{fffd}".as_bytes()),
    }
}

impl<'a> Scanner<'a> {
    pub(crate) fn new(s: &'a [u8], options: i64) -> Scanner<'a> {
        Scanner { s, pos: 0, options }
    }

    fn at(&self, i: usize) -> u8 {
        self.s.get(i).copied().unwrap_or(0)
    }

    pub(crate) fn next_token(&mut self) -> Token {
        self.pos += self.s[self.pos.min(self.s.len())..]
            .iter()
            .position(|c| !matches!(c, b' ' | b'\t' | b'\r' | b'\n'))
            .unwrap_or(self.s.len().saturating_sub(self.pos));
        let start = self.pos;
        if start >= self.s.len() {
            return Token::Eoi;
        }
        let c = self.s[start];
        self.pos += 1;
        match c {
            b'{' => Token::LBrace,
            b'}' => Token::RBrace,
            b'[' => Token::LBracket,
            b']' => Token::RBracket,
            b':' => Token::Colon,
            b',' => Token::Comma,
            b'"' => match self.string() {
                Ok(s) => Token::Scalar(Scalar::Str(s)),
                Err(e) => Token::Error(e),
            },
            b'-' | b'0'..=b'9' => self.number(start),
            _ => {
                for (word, value) in [
                    (&b"null"[..], Scalar::Null),
                    (b"true", Scalar::Bool(true)),
                    (b"false", Scalar::Bool(false)),
                ] {
                    if self.s[start..].starts_with(word) {
                        self.pos = start + word.len();
                        return Token::Scalar(value);
                    }
                }
                Token::Error(if c < 0x20 {
                    JsonError::CtrlChar
                } else if utf8_len(&self.s[start..]).is_some() {
                    JsonError::Syntax
                } else {
                    JsonError::Utf8
                })
            }
        }
    }

    fn digits(&mut self) -> usize {
        let from = self.pos;
        while self.at(self.pos).is_ascii_digit() && self.pos < self.s.len() {
            self.pos += 1;
        }
        self.pos - from
    }

    /// `INT`, `FLOAT` or `EXP`, the longest that matches; `start` is at `-` or a digit.
    fn number(&mut self, start: usize) -> Token {
        let negative = self.s[start] == b'-';
        self.pos = start + usize::from(negative);
        match self.at(self.pos) {
            b'0' => self.pos += 1,
            b'1'..=b'9' => {
                self.digits();
            }
            // a lone `-`
            _ => return Token::Error(JsonError::Syntax),
        }
        let int_end = self.pos;
        let mut is_float = false;
        if self.at(self.pos) == b'.' && self.at(self.pos + 1).is_ascii_digit() {
            self.pos += 1;
            self.digits();
            is_float = true;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let mark = self.pos;
            self.pos += 1;
            if matches!(self.at(self.pos), b'+' | b'-') {
                self.pos += 1;
            }
            if self.digits() == 0 {
                self.pos = mark;
            } else {
                is_float = true;
            }
        }
        let text = &self.s[start..self.pos];
        let parse_float = || {
            std::str::from_utf8(text)
                .ok()
                .and_then(|t| t.parse::<f64>().ok())
                .unwrap_or(0.0)
        };
        if is_float {
            return Token::Scalar(Scalar::Float(parse_float()));
        }
        let digits = &self.s[start + usize::from(negative)..int_end];
        let bigint = match digits.len().cmp(&LONG_MIN_DIGITS.len()) {
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => match digits.cmp(LONG_MIN_DIGITS) {
                std::cmp::Ordering::Less => false,
                std::cmp::Ordering::Equal => !negative,
                std::cmp::Ordering::Greater => true,
            },
            std::cmp::Ordering::Greater => true,
        };
        if !bigint {
            let mut v: i64 = 0;
            for &d in digits {
                v = v.wrapping_mul(10).wrapping_sub(i64::from(d - b'0'));
            }
            return Token::Scalar(Scalar::Int(if negative { v } else { v.wrapping_neg() }));
        }
        if self.options & BIGINT_AS_STRING != 0 {
            Token::Scalar(Scalar::Str(Bytes::from_slice(text)))
        } else {
            Token::Scalar(Scalar::Float(parse_float()))
        }
    }

    /// A string after its opening quote: escapes decoded, UTF-8 checked (invalid bytes
    /// ignored or replaced by U+FFFD under the INVALID_UTF8 options).
    fn string(&mut self) -> Result<Bytes, JsonError> {
        // The run of plain ASCII up to the first quote, backslash, control or 8-bit byte:
        // most strings are nothing else, and are copied at once.
        let plain = |c: &u8| (0x20..0x80).contains(c) && *c != b'"' && *c != b'\\';
        let run = self.s[self.pos..].iter().take_while(|c| plain(c)).count();
        let mut out = Bytes::from_slice(&self.s[self.pos..self.pos + run]);
        self.pos += run;
        loop {
            if self.pos >= self.s.len() {
                // php's input ends with a NUL, a control character inside a string.
                return Err(JsonError::CtrlChar);
            }
            let c = self.s[self.pos];
            match c {
                b'"' => {
                    self.pos += 1;
                    return Ok(out);
                }
                0x00..=0x1f => return Err(JsonError::CtrlChar),
                b'\\' => {
                    let esc = self.at(self.pos + 1);
                    let simple = match esc {
                        b'"' | b'\\' | b'/' => Some(esc),
                        b'b' => Some(0x08),
                        b'f' => Some(0x0c),
                        b'n' => Some(b'\n'),
                        b'r' => Some(b'\r'),
                        b't' => Some(b'\t'),
                        _ => None,
                    };
                    if let Some(b) = simple {
                        out.push(b);
                        self.pos += 2;
                        continue;
                    }
                    if esc != b'u' {
                        return Err(JsonError::Syntax);
                    }
                    let Some(unit) = hex4(&self.s[(self.pos + 2).min(self.s.len())..]) else {
                        return Err(JsonError::Syntax);
                    };
                    self.pos += 6;
                    match unit {
                        0xd800..=0xdbff => {
                            let low = if self.s[self.pos..].starts_with(b"\\u") {
                                hex4(&self.s[self.pos + 2..])
                            } else {
                                None
                            };
                            match low {
                                Some(lo @ 0xdc00..=0xdfff) => {
                                    self.pos += 6;
                                    push_utf8(
                                        &mut out,
                                        0x10000 + ((unit & 0x3ff) << 10) + (lo & 0x3ff),
                                    );
                                }
                                _ => return Err(JsonError::Utf16),
                            }
                        }
                        0xdc00..=0xdfff => return Err(JsonError::Utf16),
                        _ => push_utf8(&mut out, unit),
                    }
                }
                0x20..=0x7f => {
                    let run = self.s[self.pos..].iter().take_while(|c| plain(c)).count();
                    out.extend_from_slice(&self.s[self.pos..self.pos + run.max(1)]);
                    self.pos += run.max(1);
                }
                _ => match utf8_len(&self.s[self.pos..]) {
                    Some(n) => {
                        out.extend_from_slice(&self.s[self.pos..self.pos + n]);
                        self.pos += n;
                    }
                    None => {
                        if self.options & INVALID_UTF8_SUBSTITUTE != 0 {
                            out.extend_from_slice("\u{fffd}".as_bytes());
                        } else if self.options & INVALID_UTF8_IGNORE == 0 {
                            return Err(JsonError::Utf8);
                        }
                        self.pos += 1;
                    }
                },
            }
        }
    }
}
