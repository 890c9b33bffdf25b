//! The text encodings ext/mbstring supports here: their names, aliases and MIME names as
//! `mbfl_name2encoding` finds them, and decoding to / encoding from code points with php's
//! error markers (an invalid byte sequence decodes to one `BAD` marker; a code point the
//! target cannot hold becomes the substitute character, `U+XXXX`, `&#xXXXX;` or nothing).

use super::cjk::jis;
use super::pseudo;
use super::sbcs;
use super::utf7;

/// The marker a decoder emits for an invalid byte sequence (`MBFL_BAD_INPUT`).
pub(crate) const BAD: u32 = 0xFFFF_FFFF;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Base64,
    Uuencode,
    HtmlEnt,
    Qprint,
    Bit7,
    Bit8,
    Ucs4,
    Ucs4Be,
    Ucs4Le,
    Ucs2,
    Ucs2Be,
    Ucs2Le,
    Utf32,
    Utf32Be,
    Utf32Le,
    Utf16,
    Utf16Be,
    Utf16Le,
    Utf8,
    Ascii,
    Cp1252,
    Latin1,
    Utf7,
    Utf7Imap,
    EucJp,
    Sjis,
    EucJpWin,
    Cp932,
    SjisWin,
    Cp51932,
    Jis,
    Iso2022Jp,
    /// A table-driven single-byte encoding: bytes below 0x80 are ASCII, the table holds
    /// 0x80..=0xFF (0: undefined).
    Table(&'static [u16; 128]),
}

/// One encoding: php's name, MIME name, aliases and fixed character width (0: variable).
pub(crate) struct Encoding {
    pub kind: Kind,
    pub name: &'static str,
    pub mime: &'static str,
    pub aliases: &'static [&'static str],
    pub width: usize,
}

const fn enc(
    kind: Kind,
    name: &'static str,
    mime: &'static str,
    aliases: &'static [&'static str],
    width: usize,
) -> Encoding {
    Encoding {
        kind,
        name,
        mime,
        aliases,
        width,
    }
}

/// Every supported encoding, in `mb_list_encodings()` order.
pub(crate) static ENCODINGS: &[Encoding] = &[
    enc(Kind::Base64, "BASE64", "BASE64", &[], 0),
    enc(Kind::Uuencode, "UUENCODE", "x-uuencode", &[], 0),
    enc(
        Kind::HtmlEnt,
        "HTML-ENTITIES",
        "HTML-ENTITIES",
        &["HTML", "html"],
        0,
    ),
    enc(
        Kind::Qprint,
        "Quoted-Printable",
        "Quoted-Printable",
        &["qprint"],
        0,
    ),
    enc(Kind::Bit7, "7bit", "7bit", &[], 1),
    enc(Kind::Bit8, "8bit", "8bit", &["binary"], 1),
    enc(
        Kind::Ucs4,
        "UCS-4",
        "UCS-4",
        &["ISO-10646-UCS-4", "UCS4"],
        4,
    ),
    enc(Kind::Ucs4Be, "UCS-4BE", "UCS-4BE", &["byte4be"], 4),
    enc(Kind::Ucs4Le, "UCS-4LE", "UCS-4LE", &["byte4le"], 4),
    enc(
        Kind::Ucs2,
        "UCS-2",
        "UCS-2",
        &["ISO-10646-UCS-2", "UCS2", "UNICODE"],
        2,
    ),
    enc(Kind::Ucs2Be, "UCS-2BE", "UCS-2BE", &["byte2be"], 2),
    enc(Kind::Ucs2Le, "UCS-2LE", "UCS-2LE", &["byte2le"], 2),
    enc(Kind::Utf32, "UTF-32", "UTF-32", &["utf32"], 4),
    enc(Kind::Utf32Be, "UTF-32BE", "UTF-32BE", &[], 4),
    enc(Kind::Utf32Le, "UTF-32LE", "UTF-32LE", &[], 4),
    enc(Kind::Utf16, "UTF-16", "UTF-16", &["utf16"], 0),
    enc(Kind::Utf16Be, "UTF-16BE", "UTF-16BE", &[], 0),
    enc(Kind::Utf16Le, "UTF-16LE", "UTF-16LE", &[], 0),
    enc(Kind::Utf8, "UTF-8", "UTF-8", &["utf8"], 0),
    enc(Kind::Utf7, "UTF-7", "UTF-7", &["utf7"], 0),
    enc(Kind::Utf7Imap, "UTF7-IMAP", "", &["mUTF-7"], 0),
    enc(
        Kind::Ascii,
        "ASCII",
        "US-ASCII",
        &[
            "ANSI_X3.4-1968",
            "iso-ir-6",
            "ANSI_X3.4-1986",
            "ISO_646.irv:1991",
            "US-ASCII",
            "ISO646-US",
            "us",
            "IBM367",
            "IBM-367",
            "cp367",
            "csASCII",
        ],
        1,
    ),
    enc(
        Kind::EucJp,
        "EUC-JP",
        "EUC-JP",
        &["EUC", "EUC_JP", "eucJP", "x-euc-jp"],
        0,
    ),
    enc(Kind::Sjis, "SJIS", "Shift_JIS", &["x-sjis", "SHIFT-JIS"], 0),
    enc(
        Kind::EucJpWin,
        "eucJP-win",
        "EUC-JP",
        &["eucJP-open", "eucJP-ms"],
        0,
    ),
    enc(
        Kind::Cp932,
        "CP932",
        "Shift_JIS",
        &["MS932", "Windows-31J", "MS_Kanji"],
        0,
    ),
    enc(
        Kind::SjisWin,
        "SJIS-win",
        "Shift_JIS",
        &["SJIS-ms", "SJIS-open"],
        0,
    ),
    enc(Kind::Cp51932, "CP51932", "CP51932", &["cp51932"], 0),
    enc(Kind::Jis, "JIS", "ISO-2022-JP", &[], 0),
    enc(Kind::Iso2022Jp, "ISO-2022-JP", "ISO-2022-JP", &[], 0),
    enc(Kind::Cp1252, "Windows-1252", "Windows-1252", &["cp1252"], 1),
    enc(
        Kind::Table(&sbcs::CP1254),
        "Windows-1254",
        "Windows-1254",
        &["CP1254", "CP-1254", "WINDOWS-1254"],
        1,
    ),
    enc(
        Kind::Latin1,
        "ISO-8859-1",
        "ISO-8859-1",
        &["ISO8859-1", "latin1"],
        1,
    ),
    iso(&sbcs::ISO8859_2, "ISO-8859-2", &["ISO8859-2", "latin2"]),
    iso(&sbcs::ISO8859_3, "ISO-8859-3", &["ISO8859-3", "latin3"]),
    iso(&sbcs::ISO8859_4, "ISO-8859-4", &["ISO8859-4", "latin4"]),
    iso(&sbcs::ISO8859_5, "ISO-8859-5", &["ISO8859-5", "cyrillic"]),
    iso(&sbcs::ISO8859_6, "ISO-8859-6", &["ISO8859-6", "arabic"]),
    iso(&sbcs::ISO8859_7, "ISO-8859-7", &["ISO8859-7", "greek"]),
    iso(&sbcs::ISO8859_8, "ISO-8859-8", &["ISO8859-8", "hebrew"]),
    iso(&sbcs::ISO8859_9, "ISO-8859-9", &["ISO8859-9", "latin5"]),
    iso(&sbcs::ISO8859_10, "ISO-8859-10", &["ISO8859-10", "latin6"]),
    iso(&sbcs::ISO8859_13, "ISO-8859-13", &["ISO8859-13"]),
    iso(&sbcs::ISO8859_14, "ISO-8859-14", &["ISO8859-14", "latin8"]),
    iso(&sbcs::ISO8859_15, "ISO-8859-15", &["ISO8859-15"]),
    iso(&sbcs::ISO8859_16, "ISO-8859-16", &["ISO8859-16"]),
    iso(
        &sbcs::CP1251,
        "Windows-1251",
        &["CP1251", "CP-1251", "WINDOWS-1251"],
    ),
    iso(&sbcs::CP866, "CP866", &["CP-866", "IBM866", "IBM-866"]),
    iso(&sbcs::KOI8_R, "KOI8-R", &["KOI8R"]),
    iso(&sbcs::KOI8_U, "KOI8-U", &["KOI8U"]),
    iso(&sbcs::CP850, "CP850", &["CP-850", "IBM850", "IBM-850"]),
];

/// A table-driven single-byte encoding whose MIME name is its name.
const fn iso(
    table: &'static [u16; 128],
    name: &'static str,
    aliases: &'static [&'static str],
) -> Encoding {
    enc(Kind::Table(table), name, name, aliases, 1)
}

pub(crate) fn utf8() -> &'static Encoding {
    by_kind(Kind::Utf8)
}

pub(crate) fn by_kind(kind: Kind) -> &'static Encoding {
    ENCODINGS.iter().find(|e| e.kind == kind).unwrap_or(&PASS)
}

/// `mbfl_encoding_pass`: the http output "encoding" that leaves output as it is; never listed.
pub(crate) static PASS: Encoding = enc(Kind::Bit8, "pass", "pass", &[], 1);

/// php 8's deprecation for converting through a transfer encoding, by kind.
pub(crate) fn deprecation(e: &Encoding) -> Option<&'static str> {
    Some(match e.kind {
        Kind::Base64 => {
            "Handling Base64 via mbstring is deprecated; use base64_encode/base64_decode instead"
        }
        Kind::Qprint => {
            "Handling QPrint via mbstring is deprecated; use quoted_printable_encode/quoted_printable_decode instead"
        }
        Kind::HtmlEnt => {
            "Handling HTML entities via mbstring is deprecated; use htmlspecialchars, htmlentities, or mb_encode_numericentity/mb_decode_numericentity instead"
        }
        Kind::Uuencode => {
            "Handling Uuencode via mbstring is deprecated; use convert_uuencode/convert_uudecode instead"
        }
        _ => return None,
    })
}

/// Whether `e` is [`PASS`].
pub(crate) fn is_pass(e: &Encoding) -> bool {
    std::ptr::eq(e, &PASS)
}

/// [`lookup`], or [`PASS`] for "pass" (`php_mb_get_encoding_or_pass`).
pub(crate) fn lookup_or_pass(name: &[u8]) -> Option<&'static Encoding> {
    if name == b"pass" {
        return Some(&PASS);
    }
    lookup(name)
}

/// `mbfl_name2encoding`: the name, then the MIME name, then the aliases, case-insensitively.
pub(crate) fn lookup(name: &[u8]) -> Option<&'static Encoding> {
    let eq = |s: &str| s.as_bytes().eq_ignore_ascii_case(name);
    ENCODINGS
        .iter()
        .find(|e| eq(e.name))
        .or_else(|| ENCODINGS.iter().find(|e| !e.mime.is_empty() && eq(e.mime)))
        .or_else(|| ENCODINGS.iter().find(|e| e.aliases.iter().any(|a| eq(a))))
}

/// Windows-1252's 0x80..=0x9F; the five bytes Microsoft leaves undefined map to the C1
/// controls U+0081, U+008D, U+008F, U+0090, U+009D, as php 8.5 maps them.
const CP1252_HIGH: [u16; 32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
];

/// Decode bytes to code points, invalid sequences as [`BAD`].
pub(crate) fn decode(kind: Kind, s: &[u8]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    match kind {
        Kind::Utf8 => decode_utf8(s, &mut out),
        Kind::Ascii | Kind::Bit7 => {
            out.extend(s.iter().map(|&b| if b < 0x80 { u32::from(b) } else { BAD }));
        }
        Kind::Latin1 | Kind::Bit8 => out.extend(s.iter().map(|&b| u32::from(b))),
        Kind::Table(t) => out.extend(s.iter().map(|&b| match b {
            0..=0x7F => u32::from(b),
            _ => match t[usize::from(b - 0x80)] {
                0 => BAD,
                c => u32::from(c),
            },
        })),
        Kind::Cp1252 => out.extend(s.iter().map(|&b| match b {
            0x80..=0x9F => u32::from(CP1252_HIGH[usize::from(b - 0x80)]),
            _ => u32::from(b),
        })),
        Kind::Utf16 | Kind::Ucs2 => {
            let (body, le) = match s {
                [0xFF, 0xFE, rest @ ..] => (rest, true),
                [0xFE, 0xFF, rest @ ..] => (rest, false),
                _ => (s, false),
            };
            if kind == Kind::Utf16 {
                decode_utf16(body, le, &mut out);
            } else {
                decode_ucs2(body, le, &mut out);
            }
        }
        Kind::Utf16Be => decode_utf16(s, false, &mut out),
        Kind::Utf16Le => decode_utf16(s, true, &mut out),
        Kind::Ucs2Be => decode_ucs2(s, false, &mut out),
        Kind::Ucs2Le => decode_ucs2(s, true, &mut out),
        Kind::Utf32 | Kind::Ucs4 => {
            let (body, le) = match s {
                [0xFF, 0xFE, 0, 0, rest @ ..] => (rest, true),
                [0, 0, 0xFE, 0xFF, rest @ ..] => (rest, false),
                _ => (s, false),
            };
            decode_wide(body, le, kind == Kind::Utf32, &mut out);
        }
        Kind::Utf32Be => decode_wide(s, false, true, &mut out),
        Kind::Utf32Le => decode_wide(s, true, true, &mut out),
        Kind::Ucs4Be => decode_wide(s, false, false, &mut out),
        Kind::Ucs4Le => decode_wide(s, true, false, &mut out),
        Kind::Utf7 => utf7::decode(s, false, &mut out),
        Kind::Utf7Imap => utf7::decode(s, true, &mut out),
        Kind::Base64 => pseudo::decode_base64(s, &mut out),
        Kind::Qprint => pseudo::decode_qprint(s, &mut out),
        Kind::Uuencode => pseudo::decode_uuencode(s, &mut out),
        Kind::HtmlEnt => pseudo::decode_htmlent(s, &mut out),
        Kind::EucJp => jis::decode_eucjp(s, &mut out),
        Kind::Sjis => jis::decode_sjis(s, &mut out),
        Kind::EucJpWin => jis::decode_eucjp_win(s, &mut out),
        Kind::Cp932 | Kind::SjisWin => jis::decode_cp932(s, &mut out),
        Kind::Cp51932 => jis::decode_cp51932(s, &mut out),
        Kind::Jis | Kind::Iso2022Jp => jis::decode_iso2022jp(s, &mut out),
    }
    out
}

fn is_cont(b: u8) -> bool {
    b & 0xC0 == 0x80
}

/// php's UTF-8 decoder (`mb_utf8_to_wchar`): a bad lead byte or a truncated sequence is one
/// error; the byte that broke a sequence is decoded again.
fn decode_utf8(s: &[u8], out: &mut Vec<u32>) {
    let n = s.len();
    let mut i = 0;
    while i < n {
        let c = s[i];
        i += 1;
        if c < 0x80 {
            out.push(u32::from(c));
        } else if c < 0xC2 {
            out.push(BAD);
        } else if c <= 0xDF {
            match s.get(i) {
                Some(&c2) if is_cont(c2) => {
                    out.push((u32::from(c & 0x1F) << 6) | u32::from(c2 & 0x3F));
                    i += 1;
                }
                _ => out.push(BAD),
            }
        } else if c <= 0xEF {
            if n - i >= 2 {
                let (c2, c3) = (s[i], s[i + 1]);
                if !is_cont(c2) || (c == 0xE0 && c2 < 0xA0) || (c == 0xED && c2 >= 0xA0) {
                    out.push(BAD);
                } else if !is_cont(c3) {
                    out.push(BAD);
                    i += 1;
                } else {
                    out.push(
                        (u32::from(c & 0xF) << 12)
                            | (u32::from(c2 & 0x3F) << 6)
                            | u32::from(c3 & 0x3F),
                    );
                    i += 2;
                }
            } else {
                out.push(BAD);
                if let Some(&c2) = s.get(i)
                    && (c != 0xE0 || c2 >= 0xA0)
                    && (c != 0xED || c2 < 0xA0)
                    && is_cont(c2)
                {
                    i += 1;
                    if s.get(i).is_some_and(|&b| is_cont(b)) {
                        i += 1;
                    }
                }
            }
        } else if c <= 0xF4 {
            if n - i >= 3 {
                let (c2, c3, c4) = (s[i], s[i + 1], s[i + 2]);
                if !is_cont(c2) || (c == 0xF0 && c2 < 0x90) || (c == 0xF4 && c2 >= 0x90) {
                    out.push(BAD);
                } else if !is_cont(c3) {
                    out.push(BAD);
                    i += 1;
                } else if !is_cont(c4) {
                    out.push(BAD);
                    i += 2;
                } else {
                    out.push(
                        (u32::from(c & 0x7) << 18)
                            | (u32::from(c2 & 0x3F) << 12)
                            | (u32::from(c3 & 0x3F) << 6)
                            | u32::from(c4 & 0x3F),
                    );
                    i += 3;
                }
            } else {
                out.push(BAD);
                if let Some(&c2) = s.get(i)
                    && ((c == 0xF0 && c2 >= 0x90)
                        || (c == 0xF4 && c2 < 0x90)
                        || (0xF1..=0xF3).contains(&c))
                {
                    while s.get(i).is_some_and(|&b| is_cont(b)) {
                        i += 1;
                    }
                }
            }
        } else {
            out.push(BAD);
        }
    }
}

fn unit16(pair: &[u8], le: bool) -> u32 {
    let (a, b) = (u32::from(pair[0]), u32::from(pair[1]));
    if le { (b << 8) | a } else { (a << 8) | b }
}

fn decode_utf16(s: &[u8], le: bool, out: &mut Vec<u32>) {
    let units: Vec<u32> = s.chunks_exact(2).map(|p| unit16(p, le)).collect();
    let mut i = 0;
    while i < units.len() {
        let n = units[i];
        i += 1;
        if (0xD800..=0xDBFF).contains(&n) {
            match units.get(i) {
                Some(&n2) if (0xD800..=0xDBFF).contains(&n2) => out.push(BAD),
                Some(&n2) if (0xDC00..=0xDFFF).contains(&n2) => {
                    out.push((((n & 0x3FF) << 10) | (n2 & 0x3FF)) + 0x10000);
                    i += 1;
                }
                Some(&n2) => {
                    out.push(BAD);
                    out.push(n2);
                    i += 1;
                }
                None => out.push(BAD),
            }
        } else if (0xDC00..=0xDFFF).contains(&n) {
            out.push(BAD);
        } else {
            out.push(n);
        }
    }
    if s.len() % 2 == 1 {
        out.push(BAD);
    }
}

fn decode_ucs2(s: &[u8], le: bool, out: &mut Vec<u32>) {
    out.extend(s.chunks_exact(2).map(|p| unit16(p, le)));
    if s.len() % 2 == 1 {
        out.push(BAD);
    }
}

fn decode_wide(s: &[u8], le: bool, utf32: bool, out: &mut Vec<u32>) {
    for q in s.chunks_exact(4) {
        let w = if le {
            u32::from_le_bytes([q[0], q[1], q[2], q[3]])
        } else {
            u32::from_be_bytes([q[0], q[1], q[2], q[3]])
        };
        if utf32 && (w >= 0x11_0000 || (0xD800..=0xDFFF).contains(&w)) {
            out.push(BAD);
        } else {
            out.push(w);
        }
    }
    if s.len() % 4 != 0 {
        out.push(BAD);
    }
}

/// How a code point the target cannot hold (or a `BAD` marker) is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ErrorMode {
    /// The substitute character (`?` unless `mb_substitute_character()` changed it).
    Char(u32),
    /// Drop it.
    None,
    /// `U+XXXX` for an unmappable code point, the substitute character for bad input.
    Long(u32),
    /// `&#xXXXX;` for an unmappable code point, the substitute character for bad input.
    Entity(u32),
    /// Internal: byte 0xFF (never valid UTF-8), so error markers never match real text.
    BadUtf8,
}

/// Append one code point in the target encoding; false if the target cannot hold it.
pub(crate) fn put(kind: Kind, w: u32, out: &mut Vec<u8>) -> bool {
    put_state(kind, w, out, &mut 0)
}

/// [`put`] for a stateful encoding: `state` is its shift state, starting at 0.
pub(crate) fn put_state(kind: Kind, w: u32, out: &mut Vec<u8>, state: &mut u8) -> bool {
    match kind {
        Kind::Utf7 => return utf7::put(w, false, state, out),
        Kind::Utf7Imap => return utf7::put(w, true, state, out),
        Kind::HtmlEnt => pseudo::put_htmlent(w, out),
        Kind::Base64 | Kind::Qprint | Kind::Uuencode => out.push(w as u8),
        Kind::EucJp => return jis::put_eucjp(w, out),
        Kind::Sjis => return jis::put_sjis(w, out),
        Kind::EucJpWin => return jis::put_eucjp_win(w, out),
        Kind::Cp932 => return jis::put_cp932(w, false, out),
        Kind::SjisWin => return jis::put_cp932(w, true, out),
        Kind::Cp51932 => return jis::put_cp51932(w, out),
        Kind::Jis => return jis::put_iso2022jp(w, true, state, out),
        Kind::Iso2022Jp => return jis::put_iso2022jp(w, false, state, out),
        Kind::Utf8 => match char::from_u32(w) {
            Some(c) => {
                let mut b = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
            }
            None if (0xD800..=0xDFFF).contains(&w) => {
                out.extend_from_slice(&[
                    0xE0 | (w >> 12) as u8,
                    0x80 | ((w >> 6) & 0x3F) as u8,
                    0x80 | (w & 0x3F) as u8,
                ]);
            }
            None => return false,
        },
        Kind::Ascii | Kind::Bit7 => {
            if w >= 0x80 {
                return false;
            }
            out.push(w as u8);
        }
        Kind::Latin1 | Kind::Bit8 => {
            if w >= 0x100 {
                return false;
            }
            out.push(w as u8);
        }
        Kind::Table(t) => {
            if w < 0x80 {
                out.push(w as u8);
            } else {
                match t.iter().position(|&c| c != 0 && u32::from(c) == w) {
                    Some(i) => out.push(0x80 + i as u8),
                    None => return false,
                }
            }
        }
        Kind::Cp1252 => {
            if w < 0x80 || (0xA0..0x100).contains(&w) {
                out.push(w as u8);
            } else {
                match CP1252_HIGH.iter().position(|&c| u32::from(c) == w) {
                    Some(i) => out.push(0x80 + i as u8),
                    None => return false,
                }
            }
        }
        Kind::Utf16 | Kind::Utf16Be | Kind::Utf16Le => {
            let le = kind == Kind::Utf16Le;
            if w < 0x1_0000 {
                push16(w, le, out);
            } else if w < 0x11_0000 {
                push16(((w >> 10) - 0x40) | 0xD800, le, out);
                push16((w & 0x3FF) | 0xDC00, le, out);
            } else {
                return false;
            }
        }
        Kind::Ucs2 | Kind::Ucs2Be | Kind::Ucs2Le => {
            if w >= 0x1_0000 {
                return false;
            }
            push16(w, kind == Kind::Ucs2Le, out);
        }
        Kind::Utf32 | Kind::Utf32Be | Kind::Utf32Le => {
            if w >= 0x11_0000 {
                return false;
            }
            push32(w, kind == Kind::Utf32Le, out);
        }
        Kind::Ucs4 | Kind::Ucs4Be | Kind::Ucs4Le => {
            if w == BAD {
                return false;
            }
            push32(w, kind == Kind::Ucs4Le, out);
        }
    }
    true
}

/// End a text in a stateful encoding (ISO-2022-JP shifts back to ASCII).
pub(crate) fn finish(kind: Kind, out: &mut Vec<u8>, state: &mut u8) {
    match kind {
        Kind::Jis | Kind::Iso2022Jp => jis::finish_iso2022jp(state, out),
        Kind::Utf7 => utf7::finish(false, state, out),
        Kind::Utf7Imap => utf7::finish(true, state, out),
        _ => {}
    }
}

fn push16(w: u32, le: bool, out: &mut Vec<u8>) {
    let b = (w as u16).to_be_bytes();
    if le {
        out.extend_from_slice(&[b[1], b[0]]);
    } else {
        out.extend_from_slice(&b);
    }
}

fn push32(w: u32, le: bool, out: &mut Vec<u8>) {
    if le {
        out.extend_from_slice(&w.to_le_bytes());
    } else {
        out.extend_from_slice(&w.to_be_bytes());
    }
}

/// Encode code points; returns the bytes and the number of errors (`mb_fast_convert`).
pub(crate) fn encode(kind: Kind, codes: &[u32], mode: ErrorMode) -> (Vec<u8>, usize) {
    if matches!(kind, Kind::Base64 | Kind::Qprint | Kind::Uuencode) {
        // These take each code point as a byte; only bad input needs a replacement.
        let masked: Vec<u32> = codes
            .iter()
            .map(|&w| if w == BAD { BAD } else { w & 0xFF })
            .collect();
        let (bytes, errors) = encode(Kind::Bit8, &masked, mode);
        let mut out = Vec::with_capacity(bytes.len() * 4 / 3 + 4);
        match kind {
            Kind::Base64 => pseudo::encode_base64(&bytes, &mut out),
            Kind::Qprint => pseudo::encode_qprint(&bytes, &mut out),
            _ => pseudo::encode_uuencode(&bytes, &mut out),
        }
        return (out, errors);
    }
    let mut out = Vec::with_capacity(codes.len());
    let mut errors = 0;
    let mut state = 0u8;
    for &w in codes {
        if w != BAD && put_state(kind, w, &mut out, &mut state) {
            continue;
        }
        errors += 1;
        let repl: Vec<u32> = match mode {
            ErrorMode::BadUtf8 => {
                out.push(0xFF);
                continue;
            }
            ErrorMode::None => continue,
            ErrorMode::Char(c) => vec![c],
            ErrorMode::Long(c) | ErrorMode::Entity(c) if w == BAD => vec![c],
            ErrorMode::Long(_) => format!("U+{w:X}").bytes().map(u32::from).collect(),
            ErrorMode::Entity(_) => format!("&#x{w:X};").bytes().map(u32::from).collect(),
        };
        for r in repl {
            if !put_state(kind, r, &mut out, &mut state) {
                put_state(kind, u32::from(b'?'), &mut out, &mut state);
            }
        }
    }
    finish(kind, &mut out, &mut state);
    (out, errors)
}

/// Bytes of a fixed-width or UTF-8 encoding's character starting with `b` (`mblen_table`).
pub(crate) fn utf8_char_len(b: u8) -> usize {
    match b {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    }
}
