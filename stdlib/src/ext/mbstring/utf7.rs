//! UTF-7 and UTF7-IMAP (modified UTF-7, `imap` true) as libmbfl reads, writes and validates
//! them: UTF-16 units in Base64 sections opened by `+` (`&`) and closed by `-` or, in UTF-7,
//! by a character that may end one.

use super::encoding::BAD;

/// `decode_base64`'s classes past the 64 digit values.
const DASH: u8 = 0xFC;
const DIRECT: u8 = 0xFD;
const ASCII: u8 = 0xFE;
const ILLEGAL: u8 = 0xFF;

fn can_end_base64(c: u32) -> bool {
    matches!(
        char::from_u32(c),
        Some(' ' | '\t' | '\r' | '\n' | '\'' | '(' | ')' | ',' | '.' | ':' | '?')
    )
}

fn is_optional_direct(c: u8) -> bool {
    b"!\"#$%&*;<=>@[]^_`{|}".contains(&c)
}

fn digit(c: u8, imap: bool) -> u8 {
    match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' if !imap => 63,
        b',' if imap => 63,
        b'-' => DASH,
        _ if imap => ILLEGAL,
        _ if can_end_base64(u32::from(c)) || is_optional_direct(c) || c == 0 => DIRECT,
        _ if c <= 0x7F => ASCII,
        _ => ILLEGAL,
    }
}

fn table(imap: bool) -> &'static [u8; 64] {
    if imap {
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+,"
    } else {
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    }
}

fn is_end(n: u8) -> bool {
    n >= DASH
}

struct Dec<'a> {
    s: &'a [u8],
    p: usize,
    out: &'a mut Vec<u32>,
    surrogate: u32,
    base64: bool,
    imap: bool,
}

impl Dec<'_> {
    fn unit(&mut self, cp: u32) {
        let cp = cp & 0xFFFF;
        loop {
            if self.surrogate != 0 {
                if (0xDC00..=0xDFFF).contains(&cp) {
                    self.out
                        .push(((self.surrogate & 0x3FF) << 10) + (cp & 0x3FF) + 0x10000);
                    self.surrogate = 0;
                    return;
                }
                self.out.push(BAD);
                self.surrogate = 0;
                continue;
            }
            if (0xD800..=0xDBFF).contains(&cp) {
                self.surrogate = cp;
            } else if (0xDC00..=0xDFFF).contains(&cp)
                || (self.imap && (0x20..=0x7E).contains(&cp) && cp != u32::from(b'&'))
            {
                self.out.push(BAD);
            } else {
                self.out.push(cp);
            }
            return;
        }
    }

    fn end(&mut self, n: u8, abrupt: bool) {
        if self.imap {
            if abrupt || n == ILLEGAL || self.surrogate != 0 {
                self.out.push(BAD);
                self.surrogate = 0;
            }
        } else {
            if abrupt || self.surrogate != 0 {
                self.out.push(BAD);
                self.surrogate = 0;
            }
            if n == ILLEGAL {
                self.out.push(BAD);
            } else if n == DIRECT || n == ASCII {
                self.p -= 1;
            }
        }
        self.base64 = false;
    }

    fn next(&mut self) -> u8 {
        let n = digit(self.s[self.p], self.imap);
        self.p += 1;
        n
    }

    fn at_end(&self) -> bool {
        self.p == self.s.len()
    }

    /// One step of a Base64 section: up to three UTF-16 units in eight digits.
    fn base64_step(&mut self) -> bool {
        let n1 = self.next();
        if is_end(n1) {
            self.end(n1, false);
            return true;
        } else if self.at_end() {
            self.end(n1, true);
            return true;
        }
        let n2 = self.next();
        if is_end(n2) || self.at_end() {
            self.end(n2, true);
            return true;
        }
        let n3 = self.next();
        if is_end(n3) {
            self.end(n3, true);
            return true;
        }
        self.unit((u32::from(n1) << 10) | (u32::from(n2) << 4) | (u32::from(n3 & 0x3C) >> 2));
        if self.at_end() {
            if n3 & 3 != 0 || self.surrogate != 0 {
                self.out.push(BAD);
            }
            return false;
        }
        let n4 = self.next();
        if is_end(n4) {
            self.end(n4, n3 & 3 != 0);
            return true;
        } else if self.at_end() {
            self.end(n4, true);
            return true;
        }
        let n5 = self.next();
        if is_end(n5) || self.at_end() {
            self.end(n5, true);
            return true;
        }
        let n6 = self.next();
        if is_end(n6) {
            self.end(n6, true);
            return true;
        }
        self.unit(
            (u32::from(n3) << 14)
                | (u32::from(n4) << 8)
                | (u32::from(n5) << 2)
                | (u32::from(n6 & 0x30) >> 4),
        );
        if self.at_end() {
            if n6 & 0xF != 0 || self.surrogate != 0 {
                self.out.push(BAD);
            }
            return false;
        }
        let n7 = self.next();
        if is_end(n7) {
            self.end(n7, n6 & 0xF != 0);
            return true;
        } else if self.at_end() {
            self.end(n7, true);
            return true;
        }
        let n8 = self.next();
        if is_end(n8) {
            self.end(n8, true);
            return true;
        }
        self.unit(((u32::from(n6) & 0x3F) << 12) | (u32::from(n7) << 6) | u32::from(n8));
        true
    }
}

/// `mb_utf7_to_wchar` / `mb_utf7imap_to_wchar`.
pub(crate) fn decode(s: &[u8], imap: bool, out: &mut Vec<u32>) {
    let mut d = Dec {
        s,
        p: 0,
        out,
        surrogate: 0,
        base64: false,
        imap,
    };
    let shift = if imap { b'&' } else { b'+' };
    while d.p < s.len() {
        if d.base64 {
            if !d.base64_step() {
                break;
            }
            continue;
        }
        let c = s[d.p];
        d.p += 1;
        if c == shift {
            if d.p < s.len() {
                if s[d.p] == b'-' {
                    d.out.push(u32::from(shift));
                    d.p += 1;
                } else {
                    d.base64 = true;
                }
            } else if imap {
                d.base64 = true;
            }
        } else if (imap && (0x20..=0x7E).contains(&c)) || (!imap && c <= 0x7F) {
            d.out.push(u32::from(c));
        } else {
            d.out.push(BAD);
        }
    }
    if imap && d.base64 {
        d.out.push(BAD);
    }
}

fn should_direct_encode(w: u32, imap: bool) -> bool {
    if imap {
        return (0x20..=0x7E).contains(&w);
    }
    matches!(
        char::from_u32(w),
        Some('A'..='Z' | 'a'..='z' | '0'..='9' | '\0' | '/' | '-')
    ) || can_end_base64(w)
}

/// Encoder state: bit 0 Base64 open, bits 1..=3 cached bit count, bits 4..=7 the cached bits.
pub(crate) fn put(w: u32, imap: bool, state: &mut u8, out: &mut Vec<u8>) -> bool {
    let t = table(imap);
    let mut base64 = *state & 1 != 0;
    let mut nbits = u32::from((*state >> 1) & 7);
    let mut cache = u64::from(*state >> 4);
    if w >= 0x11_0000 {
        return false;
    }
    if base64 && should_direct_encode(w, imap) {
        if nbits > 0 {
            out.push(t[((cache << (6 - nbits)) & 0x3F) as usize]);
        }
        nbits = 0;
        cache = 0;
        base64 = false;
        if imap || !can_end_base64(w) {
            out.push(b'-');
        }
    }
    if !base64 {
        if imap && w == u32::from(b'&') {
            out.extend_from_slice(b"&-");
        } else if should_direct_encode(w, imap) {
            out.push(w as u8);
        } else {
            out.push(if imap { b'&' } else { b'+' });
            base64 = true;
        }
    }
    if base64 {
        let bits = if w >= 0x1_0000 {
            let v = u64::from(w - 0x1_0000);
            nbits += 32;
            (cache << 32) | 0xD800_DC00 | ((v & 0xF_FC00) << 6) | (v & 0x3FF)
        } else {
            nbits += 16;
            (cache << 16) | u64::from(w)
        };
        while nbits >= 6 {
            out.push(t[((bits >> (nbits - 6)) & 0x3F) as usize]);
            nbits -= 6;
        }
        cache = bits & ((1 << nbits) - 1);
    }
    *state = u8::from(base64) | ((nbits as u8) << 1) | ((cache as u8) << 4);
    true
}

/// Close an open Base64 section at the end of the text.
pub(crate) fn finish(imap: bool, state: &mut u8, out: &mut Vec<u8>) {
    let nbits = u32::from((*state >> 1) & 7);
    let cache = u32::from(*state >> 4);
    if nbits > 0 {
        out.push(table(imap)[((cache << (6 - nbits)) & 0x3F) as usize]);
    }
    if *state & 1 != 0 {
        out.push(b'-');
    }
    *state = 0;
}

fn unit_valid(cp: u32, surrogate: bool, imap: bool) -> bool {
    if surrogate {
        (0xDC00..=0xDFFF).contains(&cp)
    } else {
        let direct = (0x20..=0x7E).contains(&cp) && cp != u32::from(b'&');
        !((0xDC00..=0xDFFF).contains(&cp) || (imap && direct))
    }
}

fn end_valid(n: u8, gap: bool, surrogate: bool) -> bool {
    !(gap || surrogate || n == ASCII || n == ILLEGAL)
}

/// `mb_check_utf7` / `mb_check_utf7imap`.
pub(crate) fn check(s: &[u8], imap: bool) -> bool {
    let e = s.len();
    let mut p = 0;
    let mut base64 = false;
    let mut sur = false;
    let next = |p: &mut usize| {
        let n = digit(s[*p], imap);
        *p += 1;
        n
    };
    let has_sur = |cp: u32, sur: bool| !sur && (0xD800..=0xDBFF).contains(&cp);
    while p < e {
        if base64 {
            let n1 = next(&mut p);
            if is_end(n1) {
                if !end_valid(n1, false, sur) {
                    return false;
                }
                base64 = false;
                continue;
            } else if p == e {
                return false;
            }
            let n2 = next(&mut p);
            if is_end(n2) || p == e {
                return false;
            }
            let n3 = next(&mut p);
            if is_end(n3) {
                return false;
            }
            let cp1 = (u32::from(n1) << 10) | (u32::from(n2) << 4) | (u32::from(n3 & 0x3C) >> 2);
            if !unit_valid(cp1, sur, imap) {
                return false;
            }
            sur = has_sur(cp1, sur);
            if p == e {
                return !(imap || n3 & 3 != 0 || sur);
            }
            let n4 = next(&mut p);
            if is_end(n4) {
                if !end_valid(n4, n3 & 3 != 0, sur) {
                    return false;
                }
                base64 = false;
                continue;
            } else if p == e {
                return false;
            }
            let n5 = next(&mut p);
            if is_end(n5) || p == e {
                return false;
            }
            let n6 = next(&mut p);
            if is_end(n6) {
                return false;
            }
            let cp2 = (u32::from(n3) << 14)
                | (u32::from(n4) << 8)
                | (u32::from(n5) << 2)
                | (u32::from(n6 & 0x30) >> 4);
            if !unit_valid(cp2 & 0xFFFF, sur, imap) {
                return false;
            }
            sur = has_sur(cp2 & 0xFFFF, sur);
            if p == e {
                return !(imap || n6 & 0xF != 0 || sur);
            }
            let n7 = next(&mut p);
            if is_end(n7) {
                if !end_valid(n7, n6 & 0xF != 0, sur) {
                    return false;
                }
                base64 = false;
                continue;
            } else if p == e {
                return false;
            }
            let n8 = next(&mut p);
            if is_end(n8) {
                return false;
            }
            let cp3 = ((u32::from(n6) << 12) | (u32::from(n7) << 6) | u32::from(n8)) & 0xFFFF;
            if !unit_valid(cp3, sur, imap) {
                return false;
            }
            sur = has_sur(cp3, sur);
        } else {
            let c = s[p];
            p += 1;
            if c == if imap { b'&' } else { b'+' } {
                if p == e {
                    return !imap && !sur;
                }
                let n = digit(s[p], imap);
                if n == DASH {
                    p += 1;
                } else if (imap && n == ILLEGAL) || (!imap && n > DASH) {
                    return false;
                } else {
                    base64 = true;
                }
            } else if imap {
                if !(0x20..=0x7E).contains(&c) {
                    return false;
                }
            } else if !(should_direct_encode(u32::from(c), false) || is_optional_direct(c)) {
                return false;
            }
        }
    }
    if imap { !base64 } else { !sur }
}
