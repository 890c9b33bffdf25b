//! ext/iconv as php builds it on glibc: iconv (with `//TRANSLIT` and `//IGNORE`),
//! iconv_strlen, iconv_substr, iconv_strpos, iconv_strrpos, iconv_get_encoding and
//! iconv_set_encoding. Charsets are decoded and encoded by ext/mbstring's one table
//! (`mbstring::encoding`); only glibc's names and its byte-order choices live here (UTF-16 and
//! UTF-32 write a little-endian BOM, UCS-2 is little-endian, UCS-4 big-endian).
//! `//TRANSLIT` replacements come from `translit` (generated from glibc).

mod translit;

use super::mbstring::encoding::{BAD, Kind, decode, put};
use super::mbstring::sbcs;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_opt_int, arg_opt_str, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "iconv",
        iconv,
        3,
        3,
        &["from_encoding", "to_encoding", "string"],
    ),
    def("iconv_strlen", iconv_strlen, 1, 2, &["string", "encoding"]),
    def(
        "iconv_substr",
        iconv_substr,
        2,
        4,
        &["string", "offset", "length", "encoding"],
    ),
    def(
        "iconv_strpos",
        iconv_strpos,
        2,
        4,
        &["haystack", "needle", "offset", "encoding"],
    ),
    def(
        "iconv_strrpos",
        iconv_strrpos,
        2,
        3,
        &["haystack", "needle", "encoding"],
    ),
    def("iconv_get_encoding", iconv_get_encoding, 0, 1, &["type"]),
    def(
        "iconv_set_encoding",
        iconv_set_encoding,
        2,
        2,
        &["type", "encoding"],
    ),
];

/// `ICONV_IMPL` and `ICONV_VERSION`: the glibc php on Debian links.
pub(crate) const STR_CONSTANTS: &[(&str, &str)] =
    &[("ICONV_IMPL", "glibc"), ("ICONV_VERSION", "2.36")];

/// The ini settings with php's defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("iconv.input_encoding", ""),
    ("iconv.output_encoding", ""),
    ("iconv.internal_encoding", ""),
];

/// `ICONV_CSNMAXLEN`.
const CSNMAXLEN: usize = 64;
/// What the string functions convert to (`GENERIC_SUPERSET_NAME`).
const SUPERSET: &str = "UCS-4LE";

/// One charset as glibc names it: how it decodes and encodes, and whether output starts
/// with a byte-order mark.
#[derive(Clone, Copy)]
struct Charset {
    kind: Kind,
    bom: &'static [u8],
}

/// glibc's charset names (upper case, without `//` suffixes).
fn charset(name: &[u8]) -> Option<Charset> {
    let upper = String::from_utf8_lossy(name).trim().to_ascii_uppercase();
    let plain = |kind| Some(Charset { kind, bom: &[] });
    let iso = |n: &str| -> Option<Kind> {
        Some(match n {
            "1" => Kind::Latin1,
            "2" => Kind::Table(&sbcs::ISO8859_2),
            "3" => Kind::Table(&sbcs::ISO8859_3),
            "4" => Kind::Table(&sbcs::ISO8859_4),
            "5" => Kind::Table(&sbcs::ISO8859_5),
            "6" => Kind::Table(&sbcs::ISO8859_6),
            "7" => Kind::Table(&sbcs::ISO8859_7),
            "8" => Kind::Table(&sbcs::ISO8859_8),
            "9" => Kind::Table(&sbcs::ISO8859_9),
            "10" => Kind::Table(&sbcs::ISO8859_10),
            "13" => Kind::Table(&sbcs::ISO8859_13),
            "14" => Kind::Table(&sbcs::ISO8859_14),
            "15" => Kind::Table(&sbcs::ISO8859_15),
            "16" => Kind::Table(&sbcs::ISO8859_16),
            _ => return None,
        })
    };
    if let Some(n) = ["ISO-8859-", "ISO8859-", "ISO_8859-", "ISO8859_"]
        .iter()
        .find_map(|p| upper.strip_prefix(p))
    {
        return iso(n).and_then(plain);
    }
    let latin = |n| iso(n).and_then(plain);
    match upper.as_str() {
        "UTF-8" | "UTF8" => plain(Kind::Utf8),
        "ASCII" | "US-ASCII" | "ANSI_X3.4-1968" | "ANSI_X3.4-1986" | "ISO646-US" | "ISO-IR-6"
        | "US" | "IBM367" | "CP367" | "CSASCII" | "646" | "ISO_646.IRV:1991" => plain(Kind::Ascii),
        "LATIN1" | "L1" | "CP819" | "IBM819" | "ISO-IR-100" | "CSISOLATIN1" => latin("1"),
        "LATIN2" | "L2" => latin("2"),
        "LATIN3" | "L3" => latin("3"),
        "LATIN4" | "L4" => latin("4"),
        "CYRILLIC" => latin("5"),
        "ARABIC" => latin("6"),
        "GREEK" => latin("7"),
        "HEBREW" => latin("8"),
        "LATIN5" | "L5" => latin("9"),
        "LATIN6" | "L6" => latin("10"),
        "LATIN7" | "L7" => latin("13"),
        "LATIN8" | "L8" => latin("14"),
        "LATIN-9" | "LATIN9" => latin("15"),
        "LATIN10" | "L10" => latin("16"),
        "CP1252" | "WINDOWS-1252" | "MS-ANSI" => plain(Kind::Table(&sbcs::CP1252)),
        "CP1251" | "WINDOWS-1251" | "MS-CYRL" => plain(Kind::Table(&sbcs::CP1251)),
        "CP1254" | "WINDOWS-1254" | "MS-TURK" => plain(Kind::Table(&sbcs::CP1254)),
        "CP866" | "IBM866" | "866" => plain(Kind::Table(&sbcs::CP866)),
        "CP850" | "IBM850" | "850" => plain(Kind::Table(&sbcs::CP850)),
        "KOI8-R" => plain(Kind::Table(&sbcs::KOI8_R)),
        "KOI8-U" => plain(Kind::Table(&sbcs::KOI8_U)),
        "UTF-16" | "UTF16" => Some(Charset {
            kind: Kind::Utf16,
            bom: &[0xFF, 0xFE],
        }),
        "UTF-16BE" | "UTF16BE" => plain(Kind::Utf16Be),
        "UTF-16LE" | "UTF16LE" => plain(Kind::Utf16Le),
        "UTF-32" | "UTF32" => Some(Charset {
            kind: Kind::Utf32,
            bom: &[0xFF, 0xFE, 0, 0],
        }),
        "UTF-32BE" | "UTF32BE" => plain(Kind::Utf32Be),
        "UTF-32LE" | "UTF32LE" => plain(Kind::Utf32Le),
        "UCS-2" | "UCS2" | "ISO-10646-UCS-2" | "UCS-2LE" | "UNICODELITTLE" => plain(Kind::Ucs2Le),
        "UCS-2BE" | "UNICODEBIG" => plain(Kind::Ucs2Be),
        "UCS-4" | "UCS4" | "ISO-10646-UCS-4" | "UCS-4BE" => plain(Kind::Ucs4Be),
        "UCS-4LE" | "WCHAR_T" => plain(Kind::Ucs4Le),
        _ => None,
    }
}

/// A charset argument split into its name and the `//TRANSLIT` / `//IGNORE` flags.
struct Spec<'a> {
    name: &'a [u8],
    translit: bool,
    ignore: bool,
}

fn spec(s: &[u8]) -> Spec<'_> {
    let mut parts = s.split(|&b| b == b'/').filter(|p| !p.is_empty());
    let name = s.windows(2).position(|w| w == b"//").map_or(s, |i| &s[..i]);
    parts.next();
    let (mut translit, mut ignore) = (false, false);
    for p in parts {
        for flag in p.split(|&b| b == b',') {
            translit |= flag.eq_ignore_ascii_case(b"TRANSLIT");
            ignore |= flag.eq_ignore_ascii_case(b"IGNORE");
        }
    }
    Spec {
        name,
        translit,
        ignore,
    }
}

/// php's `php_iconv_err_t`, the ones this implementation produces.
enum Err {
    Wrong,
    Incomplete,
    Illegal,
}

/// The byte length of a truncated final sequence (glibc's EINVAL), 0 when the input ends
/// cleanly.
fn incomplete_tail(kind: Kind, s: &[u8]) -> usize {
    match kind {
        Kind::Utf8 => {
            let start = s.len().saturating_sub(3);
            for i in (start..s.len()).rev() {
                let b = s[i];
                if b & 0xC0 == 0x80 {
                    continue;
                }
                let need = match b {
                    0xC2..=0xDF => 2,
                    0xE0..=0xEF => 3,
                    0xF0..=0xF4 => 4,
                    _ => return 0,
                };
                let have = s.len() - i;
                if have >= need {
                    return 0;
                }
                // The second byte's range rules still apply to a truncated sequence.
                let ok = match (b, s.get(i + 1)) {
                    (0xE0, Some(&c)) => c >= 0xA0,
                    (0xED, Some(&c)) => c < 0xA0,
                    (0xF0, Some(&c)) => c >= 0x90,
                    (0xF4, Some(&c)) => c < 0x90,
                    _ => true,
                };
                return if ok { have } else { 0 };
            }
            0
        }
        Kind::Utf16 | Kind::Utf16Be | Kind::Utf16Le => {
            let odd = s.len() % 2;
            let body = &s[..s.len() - odd];
            let le =
                kind == Kind::Utf16Le || (kind == Kind::Utf16 && body.starts_with(&[0xFF, 0xFE]));
            let last = body.len().checked_sub(2).map(|i| {
                let (a, b) = (body[i], body[i + 1]);
                if le { b } else { a }
            });
            match last {
                Some(hi) if (0xD8..=0xDB).contains(&hi) => 2 + odd,
                _ => odd,
            }
        }
        Kind::Ucs2 | Kind::Ucs2Be | Kind::Ucs2Le => s.len() % 2,
        Kind::Utf32 | Kind::Utf32Be | Kind::Utf32Le | Kind::Ucs4 | Kind::Ucs4Be | Kind::Ucs4Le => {
            s.len() % 4
        }
        _ => 0,
    }
}

/// Decode to code points: an invalid sequence is an error unless `ignore`; a truncated
/// final sequence always is.
fn to_codes(kind: Kind, s: &[u8], ignore: bool) -> Result<Vec<u32>, Err> {
    // glibc reads UTF-16 and UTF-32 without a byte-order mark as little-endian.
    let kind = match (kind, s) {
        (Kind::Utf16, [0xFE, 0xFF, ..] | [0xFF, 0xFE, ..]) => kind,
        (Kind::Utf16, _) => Kind::Utf16Le,
        (Kind::Utf32, [0, 0, 0xFE, 0xFF, ..] | [0xFF, 0xFE, 0, 0, ..]) => kind,
        (Kind::Utf32, _) => Kind::Utf32Le,
        _ => kind,
    };
    let tail = incomplete_tail(kind, s);
    let mut codes = decode(kind, &s[..s.len() - tail]);
    if codes.contains(&BAD) {
        if !ignore {
            return Err(Err::Illegal);
        }
        codes.retain(|&c| c != BAD);
    }
    if tail > 0 {
        return Err(Err::Incomplete);
    }
    Ok(codes)
}

fn translit_for(c: u32) -> Option<&'static str> {
    translit::TRANSLIT
        .binary_search_by_key(&c, |&(k, _)| k)
        .ok()
        .map(|i| translit::TRANSLIT[i].1)
}

/// Encode code points the way glibc does with the flags given.
fn from_codes(cs: Charset, codes: &[u32], translit: bool, ignore: bool) -> Result<Vec<u8>, Err> {
    let mut out = Vec::with_capacity(codes.len());
    if !codes.is_empty() {
        out.extend_from_slice(cs.bom);
    }
    let kind = match cs.kind {
        Kind::Utf16 if !cs.bom.is_empty() => Kind::Utf16Le,
        Kind::Utf32 if !cs.bom.is_empty() => Kind::Utf32Le,
        k => k,
    };
    for &c in codes {
        let surrogate = (0xD800..=0xDFFF).contains(&c);
        if !surrogate && put(kind, c, &mut out) {
            continue;
        }
        if translit {
            let mut tmp = Vec::new();
            let done = translit_for(c)
                .is_some_and(|r| r.chars().all(|ch| put(kind, u32::from(ch), &mut tmp)));
            if done {
                out.extend_from_slice(&tmp);
            } else {
                put(kind, u32::from(b'?'), &mut out);
            }
        } else if !ignore {
            return Err(Err::Illegal);
        }
    }
    Ok(out)
}

/// `_php_iconv_show_error`.
fn show_error(vm: &mut Vm, func: &str, err: &Err, to: &str, from: &str) {
    match err {
        Err::Wrong => vm.warn(format!(
            "{func}(): Wrong encoding, conversion from \"{from}\" to \"{to}\" is not allowed"
        )),
        Err::Incomplete => vm.notice(format!(
            "{func}(): Detected an incomplete multibyte character in input string"
        )),
        Err::Illegal => vm.notice(format!(
            "{func}(): Detected an illegal character in input string"
        )),
    }
}

fn text(s: &[u8]) -> String {
    let end = s.iter().position(|&b| b == 0).unwrap_or(s.len());
    String::from_utf8_lossy(&s[..end]).into_owned()
}

fn too_long(vm: &mut Vm, func: &str) -> Value {
    vm.warn(format!(
        "{func}(): Encoding parameter exceeds the maximum allowed length of {CSNMAXLEN} characters"
    ));
    Value::Bool(false)
}

fn iconv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let from = arg_str(vm, a, 0, "iconv", "from_encoding")?;
    let to = arg_str(vm, a, 1, "iconv", "to_encoding")?;
    let s = arg_str(vm, a, 2, "iconv", "string")?;
    if from.len() >= CSNMAXLEN || to.len() >= CSNMAXLEN {
        return Ok(too_long(vm, "iconv"));
    }
    let (fspec, tspec) = (spec(&from), spec(&to));
    let result = match (charset(fspec.name), charset(tspec.name)) {
        (Some(f), Some(t)) => to_codes(f.kind, &s, tspec.ignore)
            .and_then(|codes| from_codes(t, &codes, tspec.translit, tspec.ignore)),
        _ => Err(Err::Wrong),
    };
    match result {
        Ok(out) => Ok(Value::Str(PhpStr::new(&out))),
        Err(e) => {
            show_error(vm, "iconv", &e, &text(&to), &text(&from));
            Ok(Value::Bool(false))
        }
    }
}

/// The charset a string function uses: the argument, or `iconv.internal_encoding`.
fn enc_arg(vm: &mut Vm, a: &[Value], n: usize, func: &str) -> Result<Option<Vec<u8>>, Control> {
    match arg_opt_str(vm, a, n, func, "encoding")? {
        Some(e) if e.len() >= CSNMAXLEN => Ok(None),
        Some(e) => Ok(Some(e.to_vec())),
        None => Ok(Some(internal_encoding(vm).into_bytes())),
    }
}

/// Decode for the string functions (`_php_iconv_strlen`'s conversion to UCS-4LE).
fn chars(vm: &mut Vm, func: &str, enc: &[u8], s: &[u8]) -> Option<Vec<u32>> {
    let sp = spec(enc);
    let r = charset(sp.name)
        .ok_or(Err::Wrong)
        .and_then(|cs| to_codes(cs.kind, s, false));
    match r {
        Ok(c) => Some(c),
        Err(e) => {
            show_error(vm, func, &e, SUPERSET, &text(enc));
            None
        }
    }
}

fn iconv_strlen(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "iconv_strlen", "string")?;
    let Some(enc) = enc_arg(vm, a, 1, "iconv_strlen")? else {
        return Ok(too_long(vm, "iconv_strlen"));
    };
    Ok(match chars(vm, "iconv_strlen", &enc, &s) {
        Some(c) => Value::Int(c.len() as i64),
        None => Value::Bool(false),
    })
}

fn iconv_substr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "iconv_substr", "string")?;
    let mut offset = arg_int(vm, a, 1, "iconv_substr", "offset")?;
    let len = arg_opt_int(vm, a, 2, "iconv_substr", "length")?;
    let Some(enc) = enc_arg(vm, a, 3, "iconv_substr")? else {
        return Ok(too_long(vm, "iconv_substr"));
    };
    let mut len = len.unwrap_or(s.len() as i64);
    let Some(codes) = chars(vm, "iconv_substr", &enc, &s) else {
        return Ok(Value::Bool(false));
    };
    let total = codes.len() as i64;
    if offset < 0 {
        offset = (offset + total).max(0);
    } else if offset > total {
        offset = total;
    }
    if len < 0 {
        len = (len + (total - offset)).max(0);
    } else if len > total {
        len = total;
    }
    if offset + len > total {
        len = total - offset;
    }
    if len <= 0 {
        return Ok(Value::str(""));
    }
    let sp = spec(&enc);
    let Some(cs) = charset(sp.name) else {
        return Ok(Value::Bool(false));
    };
    let part = &codes[offset as usize..(offset + len) as usize];
    let cs = Charset { bom: &[], ..cs };
    Ok(match from_codes(cs, part, false, false) {
        Ok(out) => Value::Str(PhpStr::new(&out)),
        Err(e) => {
            show_error(vm, "iconv_substr", &e, &text(&enc), SUPERSET);
            Value::Bool(false)
        }
    })
}

/// `_php_iconv_strpos`: the first (or last) match at or after character `offset`.
fn find(
    vm: &mut Vm,
    func: &str,
    h: &[u8],
    n: &[u8],
    offset: usize,
    enc: &[u8],
    rev: bool,
) -> Result<Value, Control> {
    let Some(needle) = chars(vm, func, enc, n) else {
        return Ok(Value::Bool(false));
    };
    let Some(hay) = chars(vm, func, enc, h) else {
        return Ok(Value::Bool(false));
    };
    if offset > hay.len() {
        return Err(value_error(
            func,
            2,
            "offset",
            "must be contained in argument #1 ($haystack)",
        ));
    }
    if needle.is_empty() || needle.len() > hay.len() {
        return Ok(Value::Bool(false));
    }
    let mut starts = (offset..=hay.len() - needle.len().min(hay.len()))
        .filter(|&i| hay[i..].starts_with(&needle));
    let found = if rev {
        starts.next_back()
    } else {
        starts.next()
    };
    Ok(found.map_or(Value::Bool(false), |i| Value::Int(i as i64)))
}

fn iconv_strpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "iconv_strpos";
    let h = arg_str(vm, a, 0, f, "haystack")?;
    let n = arg_str(vm, a, 1, f, "needle")?;
    let mut offset = if a.len() > 2 {
        arg_int(vm, a, 2, f, "offset")?
    } else {
        0
    };
    let Some(enc) = enc_arg(vm, a, 3, f)? else {
        return Ok(too_long(vm, f));
    };
    if offset < 0 {
        let Some(codes) = chars(vm, f, &enc, &h) else {
            return Ok(Value::Bool(false));
        };
        offset += codes.len() as i64;
        if offset < 0 {
            return Err(value_error(
                f,
                2,
                "offset",
                "must be contained in argument #1 ($haystack)",
            ));
        }
    }
    if n.is_empty() {
        return Ok(Value::Bool(false));
    }
    find(vm, f, &h, &n, offset as usize, &enc, false)
}

fn iconv_strrpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "iconv_strrpos";
    let h = arg_str(vm, a, 0, f, "haystack")?;
    let n = arg_str(vm, a, 1, f, "needle")?;
    if n.is_empty() {
        return Ok(Value::Bool(false));
    }
    let Some(enc) = enc_arg(vm, a, 2, f)? else {
        return Ok(too_long(vm, f));
    };
    find(vm, f, &h, &n, 0, &enc, true)
}

/// An iconv setting, else php's own (`internal_encoding` ...), else `default_charset`.
fn setting(vm: &Vm, which: &str) -> String {
    let own = vm.ini.get(&format!("iconv.{which}")).unwrap_or("");
    if !own.is_empty() {
        return own.to_owned();
    }
    let php = vm.ini.get(which).unwrap_or("");
    if !php.is_empty() {
        return php.to_owned();
    }
    vm.ini.get("default_charset").unwrap_or("UTF-8").to_owned()
}

fn internal_encoding(vm: &Vm) -> String {
    setting(vm, "internal_encoding")
}

fn iconv_get_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ty = match a.first() {
        Some(_) => arg_str(vm, a, 0, "iconv_get_encoding", "type")?.to_vec(),
        None => b"all".to_vec(),
    };
    let names = ["input_encoding", "output_encoding", "internal_encoding"];
    if ty.eq_ignore_ascii_case(b"all") {
        let mut arr = PhpArray::new();
        for n in names {
            arr.insert(n, Value::str(setting(vm, n)));
        }
        return Ok(Value::Array(arr));
    }
    Ok(names
        .iter()
        .find(|n| n.as_bytes().eq_ignore_ascii_case(&ty))
        .map_or(Value::Bool(false), |n| Value::str(setting(vm, n))))
}

fn iconv_set_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ty = arg_str(vm, a, 0, "iconv_set_encoding", "type")?;
    let enc = arg_str(vm, a, 1, "iconv_set_encoding", "encoding")?;
    if enc.len() >= CSNMAXLEN {
        return Ok(too_long(vm, "iconv_set_encoding"));
    }
    let names = ["input_encoding", "output_encoding", "internal_encoding"];
    let Some(n) = names
        .iter()
        .find(|n| n.as_bytes().eq_ignore_ascii_case(&ty))
    else {
        return Ok(Value::Bool(false));
    };
    vm.deprecated(format!(
        "iconv_set_encoding(): Use of iconv.{n} is deprecated"
    ));
    vm.ini
        .set(&format!("iconv.{n}"), &String::from_utf8_lossy(&enc));
    Ok(Value::Bool(true))
}
