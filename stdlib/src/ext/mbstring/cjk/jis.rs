//! The Japanese encodings: EUC-JP, SJIS, CP932, SJIS-win, eucJP-win, CP51932, JIS and
//! ISO-2022-JP, decoded and encoded as libmbfl does (its JIS X 0208/0212 tables, its
//! Unicode-to-JIS reverse table with the same special cases, and each variant's vendor
//! extensions and substitutions).

use super::jis_data as data;
use crate::ext::mbstring::encoding::BAD;

/// Unpack a generated hex string of 4 digits a cell.
const fn unhex<const N: usize>(s: &str) -> [u16; N] {
    let b = s.as_bytes();
    let mut out = [0u16; N];
    let mut i = 0;
    while i < N {
        let mut v = 0u16;
        let mut k = 0;
        while k < 4 {
            let c = b[i * 4 + k];
            let d = match c {
                b'0'..=b'9' => c - b'0',
                b'A'..=b'F' => c - b'A' + 10,
                _ => 0,
            };
            v = (v << 4) | d as u16;
            k += 1;
        }
        out[i] = v;
        i += 1;
    }
    out
}

pub(crate) static JIS0208: [u16; data::JIS0208_LEN] = unhex(data::JIS0208);
pub(crate) static JIS0212: [u16; data::JIS0212_LEN] = unhex(data::JIS0212);
static EXT1: [u16; data::CP932EXT1_LEN] = unhex(data::CP932EXT1);
static EXT2: [u16; data::CP932EXT2_LEN] = unhex(data::CP932EXT2);
static EXT3: [u16; data::CP932EXT3_LEN] = unhex(data::CP932EXT3);
static EXT3_EUCJP: [u16; data::CP932EXT3_EUCJP_LEN] = unhex(data::CP932EXT3_EUCJP);

/// Cell index where each CP932 extension table starts (`cp932extN_ucs_table_min`).
const EXT1_MIN: usize = 12 * 94;
const EXT2_MIN: usize = 88 * 94;
const EXT3_MIN: usize = 114 * 94;

/// libmbfl's `ucs_*_jis_table`: Unicode (BMP) to JIS. 0: none; below 0x80 ASCII; 0xA1..=0xDF
/// half-width kana; 0x2121..=0x7E7E JIS X 0208; with 0x8080 set, JIS X 0212.
static REVERSE: [u16; 0x1_0000] = reverse();

const fn reverse() -> [u16; 0x1_0000] {
    let mut r = [0u16; 0x1_0000];
    let mut i = 0;
    while i < data::JIS0212_LEN {
        let u = JIS0212[i] as usize;
        if u != 0 {
            r[u] = ((((i / 94) + 0x21) << 8) | ((i % 94) + 0x21)) as u16 | 0x8080;
        }
        i += 1;
    }
    i = 0;
    while i < data::JIS0208_LEN {
        let u = JIS0208[i] as usize;
        if u != 0 {
            r[u] = ((((i / 94) + 0x21) << 8) | ((i % 94) + 0x21)) as u16;
        }
        i += 1;
    }
    i = 1;
    while i < 0x80 {
        r[i] = i as u16;
        i += 1;
    }
    i = 0xFF61;
    while i <= 0xFF9F {
        r[i] = (i - 0xFF61 + 0xA1) as u16;
        i += 1;
    }
    r[0xAF] = 0x2131;
    r[0x203E] = 0x2131;
    r[0xFF3C] = 0;
    r[0xFF5E] = 0x2141;
    r
}

/// The reverse table's entry for `w` (0 outside the BMP).
fn rev(w: u32) -> u32 {
    if w < 0x1_0000 {
        u32::from(REVERSE[w as usize])
    } else {
        0
    }
}

fn cell(table: &[u16], s: usize) -> u32 {
    match table.get(s) {
        Some(&w) if w != 0 => u32::from(w),
        _ => BAD,
    }
}

/// The fallbacks every JIS encoder shares for characters its table lacks.
fn common_fallback(w: u32) -> u32 {
    match w {
        0xFF3C => 0x2140,
        0x2225 => 0x2142,
        0xFF0D => 0x215D,
        0xFFE0 => 0x2171,
        0xFFE1 => 0x2172,
        0xFFE2 => 0x224C,
        _ => 0,
    }
}

/// CP932's re-mappings of row 1 (`s` is the cell index) to full-width forms.
fn cp932_row1(s: usize) -> u32 {
    match s {
        31 => 0xFF3C,
        32 => 0xFF5E,
        33 => 0x2225,
        60 => 0xFF0D,
        80 => 0xFFE0,
        81 => 0xFFE1,
        137 => 0xFFE2,
        _ => 0,
    }
}

/// Cell `s` (row * 94 + column) of CP932's view of JIS X 0208: row 1's full-width
/// re-mappings, NEC row 13, then JIS X 0208 itself; a cell past JIS X 0208 is what the
/// encoding's own `beyond` gives (its extensions, its user-defined area). 0: none.
fn cp932_cell(s: usize, beyond: impl Fn(usize) -> u32) -> u32 {
    match if s <= 137 { cp932_row1(s) } else { 0 } {
        0 if (EXT1_MIN..EXT1_MIN + EXT1.len()).contains(&s) => u32::from(EXT1[s - EXT1_MIN]),
        0 if s < JIS0208.len() => u32::from(JIS0208[s]),
        0 => beyond(s),
        w => w,
    }
}

/// A JIS row/cell pair (0x21..=0x7E each) as SJIS bytes.
fn sjis_bytes(c1: u32, c2: u32, out: &mut Vec<u8>) {
    let s1 = ((c1 - 1) >> 1) + if c1 < 0x5F { 0x71 } else { 0xB1 };
    let s2 = if c1 & 1 == 1 {
        c2 + if c2 < 0x60 { 0x1F } else { 0x20 }
    } else {
        c2 + 0x7E
    };
    out.extend_from_slice(&[s1 as u8, s2 as u8]);
}

/// SJIS lead and trail bytes to a cell index (`SJIS_DECODE`).
fn sjis_cell(c: u8, c2: u8) -> usize {
    let (c, c2) = (usize::from(c), usize::from(c2));
    let mut s1 = (if c < 0xA0 { c - 0x81 } else { c - 0xC1 }) * 2 + 0x21;
    let s2 = if c2 < 0x9F {
        c2 + usize::from(c2 < 0x7F) - 0x20
    } else {
        s1 += 1;
        c2 - 0x7E
    };
    (s1 - 0x21) * 94 + s2 - 0x21
}

pub(crate) fn decode_eucjp(s: &[u8], out: &mut Vec<u32>) {
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c < 0x80 {
            out.push(u32::from(c));
        } else if (0xA1..=0xFE).contains(&c) && i < s.len() {
            let c2 = s[i];
            i += 1;
            if (0xA1..=0xFE).contains(&c2) {
                out.push(cell(
                    &JIS0208,
                    usize::from(c - 0xA1) * 94 + usize::from(c2 - 0xA1),
                ));
            } else {
                out.push(BAD);
            }
        } else if c == 0x8E && i < s.len() {
            let c2 = s[i];
            i += 1;
            out.push(if (0xA1..=0xDF).contains(&c2) {
                0xFEC0 + u32::from(c2)
            } else {
                BAD
            });
        } else if c == 0x8F {
            if s.len() - i >= 2 {
                let (c2, c3) = (s[i], s[i + 1]);
                i += 2;
                if (0xA1..=0xFE).contains(&c2) && (0xA1..=0xFE).contains(&c3) {
                    out.push(cell(
                        &JIS0212,
                        usize::from(c2 - 0xA1) * 94 + usize::from(c3 - 0xA1),
                    ));
                } else {
                    out.push(BAD);
                }
            } else {
                out.push(BAD);
                i = s.len();
            }
        } else {
            out.push(BAD);
        }
    }
}

/// Write a JIS code (`rev` format) the EUC way.
fn put_euc(s: u32, out: &mut Vec<u8>) {
    if s < 0x80 {
        out.push(s as u8);
    } else if s < 0x100 {
        out.extend_from_slice(&[0x8E, s as u8]);
    } else if s < 0x8080 {
        out.extend_from_slice(&[((s >> 8) as u8) | 0x80, (s as u8) | 0x80]);
    } else {
        out.extend_from_slice(&[0x8F, ((s >> 8) as u8) | 0x80, (s as u8) | 0x80]);
    }
}

pub(crate) fn put_eucjp(w: u32, out: &mut Vec<u8>) -> bool {
    let mut s = if w == 0xAF { 0xA2B4 } else { rev(w) };
    if s == 0 {
        s = common_fallback(w);
        if s == 0 {
            if w == 0 {
                out.push(0);
                return true;
            }
            return false;
        }
    }
    put_euc(s, out);
    true
}

pub(crate) fn decode_sjis(s: &[u8], out: &mut Vec<u32>) {
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c <= 0x7F {
            out.push(u32::from(c));
        } else if (0xA1..=0xDF).contains(&c) {
            out.push(0xFEC0 + u32::from(c));
        } else if c > 0x80 && c <= 0xEF && c != 0xA0 && i < s.len() {
            let c2 = s[i];
            i += 1;
            if (0x40..=0xFC).contains(&c2) && c2 != 0x7F {
                out.push(cell(&JIS0208, sjis_cell(c, c2)));
            } else {
                out.push(BAD);
            }
        } else {
            out.push(BAD);
        }
    }
}

pub(crate) fn put_sjis(w: u32, out: &mut Vec<u8>) -> bool {
    let mut s = rev(w);
    if s == 0 {
        s = match w {
            0xA5 => 0x216F,
            0xAF | 0x203E => 0x2131,
            _ => common_fallback(w),
        };
        if s == 0 && w != 0 {
            return false;
        }
    } else if s >= 0x8080 {
        return false;
    }
    if s <= 0xFF {
        out.push(s as u8);
    } else {
        sjis_bytes(s >> 8, s & 0xFF, out);
    }
    true
}

/// CP932 and SJIS-win decoding (`mb_cp932_to_wchar`).
pub(crate) fn decode_cp932(s: &[u8], out: &mut Vec<u32>) {
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c < 0x80 {
            out.push(u32::from(c));
        } else if c > 0xA0 && c < 0xE0 {
            out.push(0xFEC0 + u32::from(c));
        } else if c > 0x80 && c < 0xFD && c != 0xA0 && i < s.len() {
            let c2 = s[i];
            i += 1;
            if (0x40..=0xFC).contains(&c2) && c2 != 0x7F {
                let s = sjis_cell(c, c2);
                let w = cp932_cell(s, |s| {
                    if (EXT2_MIN..EXT2_MIN + EXT2.len()).contains(&s) {
                        u32::from(EXT2[s - EXT2_MIN])
                    } else if (EXT3_MIN..EXT3_MIN + EXT3.len()).contains(&s) {
                        u32::from(EXT3[s - EXT3_MIN])
                    } else if (94 * 94..114 * 94).contains(&s) {
                        (s - 94 * 94) as u32 + 0xE000
                    } else {
                        0
                    }
                });
                out.push(if w == 0 { BAD } else { w });
            } else {
                out.push(BAD);
            }
        } else {
            out.push(BAD);
        }
    }
}

/// The code of `w` in CP932's NEC row 13 or IBM rows 115..=119, as a JIS-style pair.
fn cp932_ext_code(w: u32) -> u32 {
    if let Some(i) = EXT1.iter().position(|&c| u32::from(c) == w) {
        return (((i / 94 + 0x2D) << 8) + (i % 94 + 0x21)) as u32;
    }
    if let Some(i) = EXT3.iter().position(|&c| u32::from(c) == w) {
        return (((i / 94 + 0x93) << 8) + (i % 94 + 0x21)) as u32;
    }
    0
}

/// CP932 (`sjis_win` false) and SJIS-win encoding.
pub(crate) fn put_cp932(w: u32, sjis_win: bool, out: &mut Vec<u8>) -> bool {
    let mut user = false;
    let mut s = if w == 0x203E && !sjis_win {
        0x7E
    } else if (0xE000..0xE000 + 20 * 94).contains(&w) {
        let k = w - 0xE000;
        user = true;
        ((k / 94 + 0x7F) << 8) | (k % 94 + 0x21)
    } else {
        rev(w)
    };
    match w {
        0xA5 => s = if sjis_win { 0x216F } else { 0x5C },
        0 => {
            out.push(0);
            return true;
        }
        _ => {
            let f = common_fallback(w);
            if f != 0 {
                s = f;
            }
        }
    }
    if s == 0 || (s >= 0x8080 && !user) {
        s = cp932_ext_code(w);
        if s == 0 {
            return false;
        }
    }
    if s < 0x100 {
        out.push(s as u8);
    } else {
        sjis_bytes(s >> 8, s & 0xFF, out);
    }
    true
}

pub(crate) fn decode_eucjp_win(s: &[u8], out: &mut Vec<u32>) {
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c < 0x80 {
            out.push(u32::from(c));
        } else if (0xA1..=0xFE).contains(&c) && i < s.len() {
            let c2 = s[i];
            i += 1;
            if (0xA1..=0xFE).contains(&c2) {
                let s = usize::from(c - 0xA1) * 94 + usize::from(c2 - 0xA1);
                // (rows 85.. are the user-defined area)
                let w = cp932_cell(s, |s| {
                    if s >= 84 * 94 {
                        (s - 84 * 94) as u32 + 0xE000
                    } else {
                        0
                    }
                });
                out.push(if w == 0 { BAD } else { w });
            } else {
                out.push(BAD);
            }
        } else if c == 0x8E && i < s.len() {
            let c2 = s[i];
            i += 1;
            out.push(if (0xA1..=0xDF).contains(&c2) {
                0xFEC0 + u32::from(c2)
            } else {
                BAD
            });
        } else if c == 0x8F && i < s.len() {
            let c2 = s[i];
            i += 1;
            if i == s.len() {
                out.push(BAD);
                continue;
            }
            let c3 = s[i];
            i += 1;
            if (0xA1..=0xFE).contains(&c2) && (0xA1..=0xFE).contains(&c3) {
                let s = usize::from(c2 - 0xA1) * 94 + usize::from(c3 - 0xA1);
                let mut w = if s < JIS0212.len() {
                    match JIS0212[s] {
                        0x7E => 0xFF5E,
                        x => u32::from(x),
                    }
                } else if (82 * 94..84 * 94).contains(&s) {
                    let code = (u16::from(c2) << 8) | u16::from(c3);
                    EXT3_EUCJP
                        .iter()
                        .position(|&x| x == code)
                        .and_then(|n| EXT3.get(n))
                        .map_or(0, |&x| u32::from(x))
                } else if s >= 84 * 94 {
                    (s - 84 * 94) as u32 + 0xE000 + 94 * 10
                } else {
                    0
                };
                if w == 0xA6 {
                    w = 0xFFE4;
                }
                out.push(if w == 0 { BAD } else { w });
            } else {
                out.push(BAD);
            }
        } else {
            out.push(BAD);
        }
    }
}

pub(crate) fn put_eucjp_win(w: u32, out: &mut Vec<u8>) -> bool {
    if w == 0 {
        out.push(0);
        return true;
    }
    let mut s = if w == 0xAF {
        0xA2B4
    } else if w == 0x203E {
        0x7E
    } else if (0xE000..0xE000 + 10 * 94).contains(&w) {
        let k = w - 0xE000;
        ((k / 94 + 0x75) << 8) + k % 94 + 0x21
    } else if (0xE000 + 10 * 94..0xE000 + 20 * 94).contains(&w) {
        let k = w - (0xE000 + 10 * 94);
        ((k / 94 + 0xF5) << 8) + k % 94 + 0xA1
    } else {
        rev(w)
    };
    if s == 0xA2F1 {
        s = 0x2D62;
    }
    if s == 0 {
        s = match w {
            0xA5 => 0x5C,
            0x2014 => 0x213D,
            _ => common_fallback(w),
        };
        if s == 0 {
            if let Some(i) = EXT1.iter().position(|&c| u32::from(c) == w) {
                s = (((i / 94) + (EXT1_MIN / 94) + 0x21) << 8) as u32 + (i % 94) as u32 + 0x21;
            } else if let Some(i) = EXT3.iter().position(|&c| u32::from(c) == w) {
                s = EXT3_EUCJP.get(i).map_or(0, |&x| u32::from(x));
            }
        }
    }
    if s == 0 {
        return false;
    }
    put_euc(s, out);
    true
}

pub(crate) fn decode_cp51932(s: &[u8], out: &mut Vec<u32>) {
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c < 0x80 {
            out.push(u32::from(c));
        } else if (0xA1..=0xFE).contains(&c) && i < s.len() {
            let c2 = s[i];
            i += 1;
            if (0xA1..=0xFE).contains(&c2) {
                let s = usize::from(c - 0xA1) * 94 + usize::from(c2 - 0xA1);
                let w = cp932_cell(s, |s| {
                    if (EXT2_MIN..EXT2_MIN + EXT2.len()).contains(&s) {
                        u32::from(EXT2[s - EXT2_MIN])
                    } else {
                        0
                    }
                });
                out.push(if w == 0 { BAD } else { w });
            } else {
                out.push(BAD);
            }
        } else if c == 0x8E && i < s.len() {
            let c2 = s[i];
            i += 1;
            out.push(if (0xA1..=0xDF).contains(&c2) {
                0xFEC0 + u32::from(c2)
            } else {
                BAD
            });
        } else {
            out.push(BAD);
        }
    }
}

pub(crate) fn put_cp51932(w: u32, out: &mut Vec<u8>) -> bool {
    if w == 0 {
        out.push(0);
        return true;
    }
    let mut s = rev(w);
    if s >= 0x8080 {
        s = 0;
    }
    if s == 0 {
        s = match w {
            0xA5 => 0x216F,
            _ => common_fallback(w),
        };
        if s == 0 {
            if let Some(i) = EXT1.iter().position(|&c| u32::from(c) == w) {
                s = (((i / 94 + 0x2D) << 8) + (i % 94) + 0x21) as u32;
            } else if let Some(i) = EXT2.iter().position(|&c| u32::from(c) == w) {
                s = (((i / 94 + 0x79) << 8) + (i % 94) + 0x21) as u32;
            }
        }
    }
    if s == 0 || s >= 0x8080 {
        return false;
    }
    put_euc(s, out);
    true
}

/// ISO-2022-JP shift states (`buf->state`).
const ASCII: u8 = 0;
const LATIN: u8 = 1;
const KANA: u8 = 2;
const X0208: u8 = 3;
const X0212: u8 = 4;

/// JIS and ISO-2022-JP decoding (`mb_iso2022jp_to_wchar`).
pub(crate) fn decode_iso2022jp(s: &[u8], out: &mut Vec<u32>) {
    let mut state = ASCII;
    let e = s.len();
    let mut p = 0;
    while p < e {
        let c = s[p];
        p += 1;
        if c == 0x1B {
            if e - p < 2 {
                out.push(BAD);
                if p != e && (s[p] == b'$' || s[p] == b'(') {
                    p += 1;
                }
                continue;
            }
            let c2 = s[p];
            p += 1;
            if c2 == b'$' {
                let c3 = s[p];
                p += 1;
                if c3 == b'@' || c3 == b'B' {
                    state = X0208;
                } else if c3 == b'(' {
                    if p == e {
                        out.push(BAD);
                        break;
                    }
                    let c4 = s[p];
                    p += 1;
                    if c4 == b'@' || c4 == b'B' {
                        state = X0208;
                    } else if c4 == b'D' {
                        state = X0212;
                    } else {
                        out.extend_from_slice(&[BAD, u32::from(b'$'), u32::from(b'(')]);
                        p -= 1;
                    }
                } else {
                    out.extend_from_slice(&[BAD, u32::from(b'$')]);
                    p -= 1;
                }
            } else if c2 == b'(' {
                let c3 = s[p];
                p += 1;
                match c3 {
                    b'B' | b'H' => state = ASCII,
                    b'J' => state = LATIN,
                    b'I' => state = KANA,
                    _ => {
                        out.extend_from_slice(&[BAD, u32::from(b'(')]);
                        p -= 1;
                    }
                }
            } else {
                out.push(BAD);
                p -= 1;
            }
        } else if c == 0x0E {
            state = KANA;
        } else if c == 0x0F {
            state = ASCII;
        } else if state == LATIN && c == 0x5C {
            out.push(0xA5);
        } else if state == LATIN && c == 0x7E {
            out.push(0x203E);
        } else if state == KANA && c > 0x20 && c < 0x60 {
            out.push(0xFF40 + u32::from(c));
        } else if state >= X0208 && c > 0x20 && c < 0x7F {
            if p == e {
                out.push(BAD);
                break;
            }
            let c2 = s[p];
            p += 1;
            if c2 > 0x20 && c2 < 0x7F {
                let cell_ix = usize::from(c - 0x21) * 94 + usize::from(c2 - 0x21);
                let table: &[u16] = if state == X0208 { &JIS0208 } else { &JIS0212 };
                out.push(cell(table, cell_ix));
            } else {
                out.push(BAD);
            }
        } else if c < 0x80 {
            out.push(u32::from(c));
        } else if (0xA1..=0xDF).contains(&c) {
            out.push(0xFEC0 + u32::from(c));
        } else {
            out.push(BAD);
        }
    }
}

fn shift(state: &mut u8, to: u8, out: &mut Vec<u8>) {
    if *state != to {
        out.extend_from_slice(match to {
            ASCII => b"\x1b(B",
            LATIN => b"\x1b(J",
            KANA => b"\x1b(I",
            X0208 => b"\x1b$B",
            _ => b"\x1b$(D",
        });
        *state = to;
    }
}

/// JIS (`jis` true) and ISO-2022-JP encoding with the shift state in `state`.
pub(crate) fn put_iso2022jp(w: u32, jis: bool, state: &mut u8, out: &mut Vec<u8>) -> bool {
    let mut s = if jis && w == 0x203E { 0x1007E } else { rev(w) };
    if s == 0 {
        s = match w {
            0xA5 => 0x1005C,
            _ => common_fallback(w),
        };
        if s == 0 && w != 0 {
            return false;
        }
    } else if !jis && ((0x80..0x2121).contains(&s) || s > 0x8080) {
        return false;
    }
    if s < 0x80 {
        shift(state, ASCII, out);
        out.push(s as u8);
    } else if jis && (0xA1..=0xDF).contains(&s) {
        shift(state, KANA, out);
        out.push((s & 0x7F) as u8);
    } else if s < 0x8080 {
        shift(state, X0208, out);
        out.extend_from_slice(&[((s >> 8) & 0x7F) as u8, (s & 0x7F) as u8]);
    } else if s < 0x1_0000 {
        shift(state, X0212, out);
        out.extend_from_slice(&[((s >> 8) & 0x7F) as u8, (s & 0x7F) as u8]);
    } else {
        shift(state, LATIN, out);
        out.push((s & 0x7F) as u8);
    }
    true
}

/// The escape back to ASCII an ISO-2022-JP text ends with.
pub(crate) fn finish_iso2022jp(state: &mut u8, out: &mut Vec<u8>) {
    shift(state, ASCII, out);
}

/// `mb_check_jis` (`jis` true) and `mb_check_iso2022jp`.
pub(crate) fn check_iso2022jp(s: &[u8], jis: bool) -> bool {
    const KANA_SO: u8 = 5;
    let mut state = ASCII;
    let e = s.len();
    let mut p = 0;
    while p < e {
        let c = s[p];
        p += 1;
        if c == 0x1B {
            if state == KANA_SO || e - p < 2 {
                return false;
            }
            let c2 = s[p];
            let c3 = s[p + 1];
            p += 2;
            match (c2, c3) {
                (b'$', b'@' | b'B') => state = X0208,
                (b'$', b'(') if jis => {
                    let Some(&c4) = s.get(p) else { return false };
                    p += 1;
                    state = match c4 {
                        b'@' | b'B' => X0208,
                        b'D' => X0212,
                        _ => return false,
                    };
                }
                (b'(', b'B') => state = ASCII,
                (b'(', b'H') if jis => state = ASCII,
                (b'(', b'J') => state = LATIN,
                (b'(', b'I') if jis => state = KANA,
                _ => return false,
            }
        } else if c == 0x0E || c == 0x0F {
            if !jis {
                return false;
            }
            if c == 0x0E {
                if state != ASCII {
                    return false;
                }
                state = KANA_SO;
            } else {
                if state != KANA_SO {
                    return false;
                }
                state = ASCII;
            }
        } else if (state == X0208 || (jis && state == X0212)) && c > 0x20 && c < 0x7F {
            let Some(&c2) = s.get(p) else { return false };
            p += 1;
            if !(c2 > 0x20 && c2 < 0x7F) {
                return false;
            }
            let ix = usize::from(c - 0x21) * 94 + usize::from(c2 - 0x21);
            let table: &[u16] = if state == X0208 { &JIS0208 } else { &JIS0212 };
            if table.get(ix).is_none_or(|&w| w == 0) {
                return false;
            }
        } else if c < 0x80 || (jis && (0xA1..=0xDF).contains(&c)) {
            continue;
        } else {
            return false;
        }
    }
    state == ASCII
}
