//! The charsets of html.c: php's names, reading one character (get_next_char: UTF-8 and
//! the multi-byte charsets' validation), and the single-byte charsets' mappings to and from
//! Unicode.

use super::entities::*;
use rphp_vm::exec::Vm;

#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Charset {
    Utf8,
    Latin1,
    Cp1252,
    Latin15,
    Cp1251,
    Latin5,
    Cp866,
    MacRoman,
    Koi8r,
    Big5,
    Gb2312,
    Big5Hkscs,
    Sjis,
    EucJp,
}

impl Charset {
    /// UTF-8 and ISO-8859-1: code points are the characters.
    pub(crate) fn unicode_compat(self) -> bool {
        matches!(self, Charset::Utf8 | Charset::Latin1)
    }

    /// Big5, GB2312, Big5-HKSCS, Shift_JIS, EUC-JP: basic entities only.
    pub(crate) fn partial(self) -> bool {
        matches!(
            self,
            Charset::Big5 | Charset::Gb2312 | Charset::Big5Hkscs | Charset::Sjis | Charset::EucJp
        )
    }

    fn to_uni_table(self) -> Option<&'static [u16; 256]> {
        Some(match self {
            Charset::Cp1252 => &TO_UNI_WIN1252,
            Charset::Latin15 => &TO_UNI_ISO885915,
            Charset::Cp1251 => &TO_UNI_WIN1251,
            Charset::Latin5 => &TO_UNI_ISO88595,
            Charset::Cp866 => &TO_UNI_CP866,
            Charset::MacRoman => &TO_UNI_MACROMAN,
            Charset::Koi8r => &TO_UNI_KOI8R,
            _ => return None,
        })
    }

    /// map_to_unicode for a single-byte charset (0xFFFF: no mapping); identity otherwise.
    pub(crate) fn map_to_unicode(self, c: u32) -> u32 {
        match self.to_uni_table() {
            Some(t) => t.get(c as usize).map_or(0xffff, |&v| u32::from(v)),
            None => c,
        }
    }

    /// Whether this charset has a to-Unicode table (the non-Unicode single-byte ones).
    pub(crate) fn has_to_unicode(self) -> bool {
        self.to_uni_table().is_some()
    }

    /// map_from_unicode: the byte for a code point, if the charset has one.
    pub(crate) fn map_from_unicode(self, code: u32) -> Option<u32> {
        let search = |table: &[(u16, u8)]| {
            table
                .binary_search_by_key(&code, |(c, _)| u32::from(*c))
                .ok()
                .map(|i| u32::from(table[i].1))
        };
        match self {
            Charset::Utf8 => Some(code),
            Charset::Latin1 => (code <= 0xff).then_some(code),
            Charset::Latin5 => match code {
                0..=0xa0 | 0xad => Some(code),
                0x2116 => Some(0xf0),
                0xa7 => Some(0xfd),
                0x040d | 0x0450 | 0x045d => None,
                0x0401..=0x045f => Some(code - 0x360),
                _ => None,
            },
            Charset::Latin15 => {
                if code < 0xa4 || (code > 0xbe && code <= 0xff) {
                    Some(code)
                } else {
                    search(FROM_UNI_ISO885915)
                }
            }
            Charset::Cp1252 => {
                if code <= 0x7f || (0xa0..=0xff).contains(&code) {
                    Some(code)
                } else {
                    search(FROM_UNI_WIN1252)
                }
            }
            Charset::MacRoman | Charset::Cp1251 | Charset::Koi8r | Charset::Cp866 => {
                if self == Charset::MacRoman && code == 0x7f {
                    return None;
                }
                if code <= 0x7f {
                    return Some(code);
                }
                search(match self {
                    Charset::MacRoman => FROM_UNI_MACROMAN,
                    Charset::Cp1251 => FROM_UNI_WIN1251,
                    Charset::Koi8r => FROM_UNI_KOI8R,
                    _ => FROM_UNI_CP866,
                })
            }
            Charset::Sjis | Charset::EucJp => {
                ((0x20..=0x7d).contains(&code) && code != 0x5c).then_some(code)
            }
            Charset::Big5 | Charset::Big5Hkscs | Charset::Gb2312 => {
                (0x20..=0x7d).contains(&code).then_some(code)
            }
        }
    }
}

const NAMES: &[(&str, Charset)] = &[
    ("ISO-8859-1", Charset::Latin1),
    ("ISO8859-1", Charset::Latin1),
    ("ISO-8859-15", Charset::Latin15),
    ("ISO8859-15", Charset::Latin15),
    ("utf-8", Charset::Utf8),
    ("cp1252", Charset::Cp1252),
    ("Windows-1252", Charset::Cp1252),
    ("1252", Charset::Cp1252),
    ("BIG5", Charset::Big5),
    ("950", Charset::Big5),
    ("GB2312", Charset::Gb2312),
    ("936", Charset::Gb2312),
    ("BIG5-HKSCS", Charset::Big5Hkscs),
    ("Shift_JIS", Charset::Sjis),
    ("SJIS", Charset::Sjis),
    ("932", Charset::Sjis),
    ("SJIS-win", Charset::Sjis),
    ("CP932", Charset::Sjis),
    ("EUCJP", Charset::EucJp),
    ("EUC-JP", Charset::EucJp),
    ("eucJP-win", Charset::EucJp),
    ("KOI8-R", Charset::Koi8r),
    ("koi8-ru", Charset::Koi8r),
    ("koi8r", Charset::Koi8r),
    ("cp1251", Charset::Cp1251),
    ("Windows-1251", Charset::Cp1251),
    ("win-1251", Charset::Cp1251),
    ("iso8859-5", Charset::Latin5),
    ("iso-8859-5", Charset::Latin5),
    ("cp866", Charset::Cp866),
    ("866", Charset::Cp866),
    ("ibm866", Charset::Cp866),
    ("MacRoman", Charset::MacRoman),
];

/// determine_charset: the hint, else internal_encoding / default_charset, else UTF-8; an
/// unknown name warns (unless `quiet`) and means UTF-8.
pub(crate) fn determine(vm: &mut Vm, func: &str, hint: Option<&[u8]>, quiet: bool) -> Charset {
    let hint: Option<Vec<u8>> = match hint {
        Some(h) if !h.is_empty() => Some(h.to_vec()),
        _ => ["internal_encoding", "default_charset"]
            .iter()
            .find_map(|k| vm.ini.get(k).filter(|v| !v.is_empty()))
            .map(|v| v.as_bytes().to_vec()),
    };
    let Some(hint) = hint else {
        return Charset::Utf8;
    };
    let hint = &hint[..hint.iter().position(|&c| c == 0).unwrap_or(hint.len())];
    if let Some((_, cs)) = NAMES
        .iter()
        .find(|(name, _)| name.as_bytes().eq_ignore_ascii_case(hint))
    {
        return *cs;
    }
    if !quiet && !hint.is_empty() {
        vm.warn(format!(
            "{func}(): Charset \"{}\" is not supported, assuming UTF-8",
            String::from_utf8_lossy(hint)
        ));
    }
    Charset::Utf8
}

/// get_next_char: the next character and the index after it, or `Err(index)` for an
/// invalid sequence (the index past the bytes to drop, php's UTR #36 strategy).
pub(crate) fn next_char(cs: Charset, s: &[u8], pos: usize) -> Result<(u32, usize), usize> {
    let c = s[pos];
    let avail = s.len() - pos;
    let at = |i: usize| s.get(pos + i).copied().unwrap_or(0);
    let two = || (u32::from(c) << 8) | u32::from(at(1));
    match cs {
        Charset::Utf8 => next_utf8(s, pos),
        Charset::Big5 | Charset::Big5Hkscs if (0x81..=0xfe).contains(&c) => {
            if avail < 2 {
                return Err(pos + 1);
            }
            let next = at(1);
            if (0x40..=0x7e).contains(&next) || (0xa1..=0xfe).contains(&next) {
                Ok((two(), pos + 2))
            } else if cs == Charset::Big5 || (next != 0x80 && next != 0xff) {
                Err(pos + 1)
            } else {
                Err(pos + 2)
            }
        }
        Charset::Gb2312 => {
            let lead = |b: u8| b != 0x8e && b != 0x8f && b != 0xa0 && b != 0xff;
            if (0xa1..=0xfe).contains(&c) {
                if avail < 2 {
                    return Err(pos + 1);
                }
                let next = at(1);
                if (0xa1..=0xfe).contains(&next) {
                    Ok((two(), pos + 2))
                } else {
                    Err(pos + if lead(next) { 1 } else { 2 })
                }
            } else if lead(c) {
                Ok((u32::from(c), pos + 1))
            } else {
                Err(pos + 1)
            }
        }
        Charset::Sjis => {
            if (0x81..=0x9f).contains(&c) || (0xe0..=0xfc).contains(&c) {
                if avail < 2 {
                    return Err(pos + 1);
                }
                let next = at(1);
                if next >= 0x40 && next != 0x7f && next < 0xfd {
                    Ok((two(), pos + 2))
                } else if next != 0x80 && next != 0xa0 && next < 0xfd {
                    Err(pos + 1)
                } else {
                    Err(pos + 2)
                }
            } else if c < 0x80 || (0xa1..=0xdf).contains(&c) {
                Ok((u32::from(c), pos + 1))
            } else {
                Err(pos + 1)
            }
        }
        Charset::EucJp => next_eucjp(s, pos),
        _ => Ok((u32::from(c), pos + 1)),
    }
}

fn next_eucjp(s: &[u8], pos: usize) -> Result<(u32, usize), usize> {
    let c = s[pos];
    let avail = s.len() - pos;
    let at = |i: usize| s.get(pos + i).copied().unwrap_or(0);
    let hi = |b: u8| (0xa1..=0xfe).contains(&b);
    let skip = |b: u8| if b != 0xa0 && b != 0xff { 1 } else { 2 };
    if hi(c) || c == 0x8e {
        if avail < 2 {
            return Err(pos + 1);
        }
        let next = at(1);
        let ok = if c == 0x8e {
            (0xa1..=0xdf).contains(&next)
        } else {
            hi(next)
        };
        if ok {
            Ok(((u32::from(c) << 8) | u32::from(next), pos + 2))
        } else {
            Err(pos + skip(next))
        }
    } else if c == 0x8f {
        if avail < 3 || !hi(at(1)) || !hi(at(2)) {
            let bad = |b: u8| b != 0xa0 && b != 0xff;
            return Err(if avail < 2 || bad(at(1)) {
                pos + 1
            } else if avail < 3 || bad(at(2)) {
                pos + 2
            } else {
                pos + 3
            });
        }
        Ok((
            (u32::from(c) << 16) | (u32::from(at(1)) << 8) | u32::from(at(2)),
            pos + 3,
        ))
    } else if c != 0xa0 && c != 0xff {
        Ok((u32::from(c), pos + 1))
    } else {
        Err(pos + 1)
    }
}

fn next_utf8(s: &[u8], pos: usize) -> Result<(u32, usize), usize> {
    let c = s[pos];
    if c < 0x80 {
        return Ok((u32::from(c), pos + 1));
    }
    let trail = |i: usize| s.get(pos + i).is_some_and(|&b| (0x80..0xc0).contains(&b));
    let lead = |i: usize| {
        s.get(pos + i)
            .is_some_and(|&b| b < 0x80 || (0xc2..0xf5).contains(&b))
    };
    let avail = s.len() - pos;
    let bits = |i: usize| u32::from(s[pos + i] & 0x3f);
    if c < 0xc2 {
        Err(pos + 1)
    } else if c < 0xe0 {
        if avail < 2 {
            return Err(pos + 1);
        }
        if !trail(1) {
            return Err(pos + if lead(1) { 1 } else { 2 });
        }
        Ok(((u32::from(c & 0x1f) << 6) | bits(1), pos + 2))
    } else if c < 0xf0 {
        if avail < 3 || !trail(1) || !trail(2) {
            return Err(if avail < 2 || lead(1) {
                pos + 1
            } else if avail < 3 || lead(2) {
                pos + 2
            } else {
                pos + 3
            });
        }
        let cp = (u32::from(c & 0x0f) << 12) | (bits(1) << 6) | bits(2);
        if cp < 0x800 || (0xd800..=0xdfff).contains(&cp) {
            return Err(pos + 3);
        }
        Ok((cp, pos + 3))
    } else if c < 0xf5 {
        if avail < 4 || !trail(1) || !trail(2) || !trail(3) {
            return Err(if avail < 2 || lead(1) {
                pos + 1
            } else if avail < 3 || lead(2) {
                pos + 2
            } else if avail < 4 || lead(3) {
                pos + 3
            } else {
                pos + 4
            });
        }
        let cp = (u32::from(c & 0x07) << 18) | (bits(1) << 12) | (bits(2) << 6) | bits(3);
        if !(0x10000..=0x10ffff).contains(&cp) {
            return Err(pos + 4);
        }
        Ok((cp, pos + 4))
    } else {
        Err(pos + 1)
    }
}

/// write_octet_sequence: UTF-8 for UTF-8, else the low byte.
pub(crate) fn write(out: &mut Vec<u8>, cs: Charset, code: u32) {
    if cs != Charset::Utf8 {
        out.push(code as u8);
        return;
    }
    match char::from_u32(code) {
        Some(ch) => {
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        }
        None if code < 0x10000 => out.extend_from_slice(&[
            0xe0 | (code >> 12) as u8,
            0x80 | ((code >> 6) & 0x3f) as u8,
            0x80 | (code & 0x3f) as u8,
        ]),
        None => {}
    }
}
