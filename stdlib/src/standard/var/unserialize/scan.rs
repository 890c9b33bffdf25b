//! The token rules of php's re2c unserializer (`var_unserializer.re`): which rule matches
//! at a position and where its match ends, plus php's number parsers (`parse_iv2` with
//! its "Numerical result out of range" clamp, the wrapping `parse_uiv`). Bytes past the
//! end read as NUL, as php reads its NUL-terminated buffer.

/// The rule that matched at a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Tok {
    /// `R:n;` (true) or `r:n;` (false).
    BackRef(bool),
    Null,
    Bool(bool),
    Int,
    /// `d:NAN;`, `d:INF;`, `d:-INF;`
    NanInf,
    Float,
    /// `s:n:"` (false) or `S:n:"` (true, escaped).
    Str(bool),
    Array,
    /// `O:n:"` (false) or `C:n:"` (true, custom).
    Object(bool),
    Enum,
    /// `}`: less data than announced.
    Close,
    /// No rule matched.
    Any,
}

pub(super) struct Scanner {
    pub(super) buf: rphp_vm::value::PhpStr,
}

impl Scanner {
    /// The byte at `i`, NUL past the end.
    pub(super) fn at(&self, i: usize) -> u8 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    /// The end of a run of at least one digit starting at `i`.
    fn digits(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while self.at(j).is_ascii_digit() {
            j += 1;
        }
        (j > i).then_some(j)
    }

    /// `[+-]? [0-9]+` from `i`: the end.
    fn iv(&self, i: usize) -> Option<usize> {
        let i = if matches!(self.at(i), b'+' | b'-') {
            i + 1
        } else {
            i
        };
        self.digits(i)
    }

    /// `(iv | nv | nvexp)` from `i` (the form `d:` takes): the end.
    fn number(&self, i: usize) -> Option<usize> {
        let mut j = if matches!(self.at(i), b'+' | b'-') {
            i + 1
        } else {
            i
        };
        let int_start = j;
        while self.at(j).is_ascii_digit() {
            j += 1;
        }
        let int_digits = j - int_start;
        if self.at(j) == b'.' {
            let frac_start = j + 1;
            let mut k = frac_start;
            while self.at(k).is_ascii_digit() {
                k += 1;
            }
            if int_digits == 0 && k == frac_start {
                return None;
            }
            j = k;
        } else if int_digits == 0 {
            return None;
        }
        if matches!(self.at(j), b'e' | b'E') {
            return self.iv(j + 1);
        }
        Some(j)
    }

    /// `uiv` then the literal `tail`: the end of the match.
    fn uiv_then(&self, i: usize, tail: &[u8]) -> Option<usize> {
        let end = self.digits(i)?;
        tail.iter()
            .enumerate()
            .all(|(n, &b)| self.at(end + n) == b)
            .then_some(end + tail.len())
    }

    /// The rule matching at `start` and the end of its match.
    pub(super) fn scan(&self, start: usize) -> (Tok, usize) {
        let c0 = self.at(start);
        let any = (Tok::Any, start);
        if c0 == b'}' {
            return (Tok::Close, start + 1);
        }
        if self.at(start + 1) != b':' {
            if c0 == b'N' && self.at(start + 1) == b';' {
                return (Tok::Null, start + 2);
            }
            return any;
        }
        let body = start + 2;
        let semi = |end: Option<usize>| end.filter(|&e| self.at(e) == b';').map(|e| e + 1);
        let found = match c0 {
            b'R' | b'r' => semi(self.digits(body)).map(|e| (Tok::BackRef(c0 == b'R'), e)),
            b'b' => match (self.at(body), self.at(body + 1)) {
                (b'0', b';') => Some((Tok::Bool(false), body + 2)),
                (b'1', b';') => Some((Tok::Bool(true), body + 2)),
                _ => None,
            },
            b'i' => semi(self.iv(body)).map(|e| (Tok::Int, e)),
            b'd' => {
                let special = [&b"NAN;"[..], b"INF;", b"-INF;"]
                    .iter()
                    .find(|lit| lit.iter().enumerate().all(|(n, &b)| self.at(body + n) == b))
                    .map(|lit| (Tok::NanInf, body + lit.len()));
                special.or_else(|| semi(self.number(body)).map(|e| (Tok::Float, e)))
            }
            b's' | b'S' => self
                .uiv_then(body, b":\"")
                .map(|e| (Tok::Str(c0 == b'S'), e)),
            b'a' => self.uiv_then(body, b":{").map(|e| (Tok::Array, e)),
            b'O' | b'C' => self
                .uiv_then(body, b":\"")
                .map(|e| (Tok::Object(c0 == b'C'), e)),
            b'E' => self.uiv_then(body, b":\"").map(|e| (Tok::Enum, e)),
            _ => None,
        };
        found.unwrap_or(any)
    }

    /// php's `parse_uiv`: unsigned digits, wrapping on overflow.
    pub(super) fn parse_uiv(&self, i: usize) -> u64 {
        let mut result: u64 = 0;
        let mut j = i;
        while self.at(j).is_ascii_digit() {
            result = result
                .wrapping_mul(10)
                .wrapping_add(u64::from(self.at(j) - b'0'));
            j += 1;
        }
        result
    }

    /// php's `parse_iv2`: a signed number from `i` and where its digits end; `true` when
    /// it was out of range (clamped; php warns).
    pub(super) fn parse_iv2(&self, i: usize) -> (i64, usize, bool) {
        let mut j = i;
        let neg = match self.at(j) {
            b'-' => {
                j += 1;
                true
            }
            b'+' => {
                j += 1;
                false
            }
            _ => false,
        };
        while self.at(j) == b'0' {
            j += 1;
        }
        let start = j;
        let mut result: u64 = 0;
        while self.at(j).is_ascii_digit() {
            result = result
                .wrapping_mul(10)
                .wrapping_add(u64::from(self.at(j) - b'0'));
            j += 1;
        }
        let limit = i64::MAX as u64 + u64::from(neg);
        // MAX_LENGTH_OF_LONG - 1 = 19 digits at most
        if j - start > 19 || result > limit {
            return (if neg { i64::MIN } else { i64::MAX }, j, true);
        }
        let v = if neg {
            (result as i64).wrapping_neg()
        } else {
            result as i64
        };
        (v, j, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tok(s: &str) -> (Tok, usize) {
        Scanner {
            buf: rphp_vm::value::PhpStr::new(s.as_bytes()),
        }
        .scan(0)
    }

    #[test]
    fn rules() {
        assert_eq!(tok("N;"), (Tok::Null, 2));
        assert_eq!(tok("i:-5;"), (Tok::Int, 5));
        assert_eq!(tok("i:5"), (Tok::Any, 0));
        assert_eq!(tok("d:.5;"), (Tok::Float, 5));
        assert_eq!(tok("d:1.;"), (Tok::Float, 5));
        assert_eq!(tok("d:.;"), (Tok::Any, 0));
        assert_eq!(tok("d:1e5;"), (Tok::Float, 6));
        assert_eq!(tok("d:1e;"), (Tok::Any, 0));
        assert_eq!(tok("d:-INF;"), (Tok::NanInf, 7));
        assert_eq!(tok("s:3:\"abc\";"), (Tok::Str(false), 5));
        assert_eq!(tok("a:-1:{"), (Tok::Any, 0));
        assert_eq!(tok("}"), (Tok::Close, 1));
    }

    #[test]
    fn numbers() {
        let s = Scanner {
            buf: rphp_vm::value::PhpStr::new(b"99999999999999999999;"),
        };
        assert_eq!(s.parse_iv2(0), (i64::MAX, 20, true));
        let s = Scanner {
            buf: rphp_vm::value::PhpStr::new(b"-9223372036854775808;"),
        };
        assert_eq!(s.parse_iv2(0), (i64::MIN, 20, false));
    }
}
