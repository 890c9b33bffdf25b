//! ext/standard/html.c: htmlspecialchars, htmlspecialchars_decode, html_entity_decode,
//! htmlentities, get_html_translation_table, with the ENT_* flags (quote styles, doctypes
//! HTML 4.01 / XML 1 / XHTML / HTML 5, ENT_IGNORE, ENT_SUBSTITUTE, ENT_DISALLOWED,
//! double_encode) in every charset php knows (`charset`); the entity tables are generated
//! (`entities`).

pub(crate) mod charset;
mod entities;

use crate::def;
use crate::standard::string::{arg_nullable_str, bytes};
use charset::{Charset, determine, next_char, write};
use entities::{DECODE_HTML4, DECODE_HTML5, ENCODE_HTML4, ENCODE_HTML5, Enc};
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "htmlspecialchars",
        htmlspecialchars,
        1,
        4,
        &["string", "flags", "encoding", "double_encode"],
    ),
    def(
        "htmlentities",
        htmlentities,
        1,
        4,
        &["string", "flags", "encoding", "double_encode"],
    ),
    def(
        "htmlspecialchars_decode",
        htmlspecialchars_decode,
        1,
        2,
        &["string", "flags"],
    ),
    def(
        "html_entity_decode",
        html_entity_decode,
        1,
        3,
        &["string", "flags", "encoding"],
    ),
    def(
        "get_html_translation_table",
        get_html_translation_table,
        0,
        3,
        &["table", "flags", "encoding"],
    ),
];

/// The HTML constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("HTML_SPECIALCHARS", 0),
    ("HTML_ENTITIES", 1),
    ("ENT_COMPAT", 2),
    ("ENT_QUOTES", 3),
    ("ENT_NOQUOTES", 0),
    ("ENT_IGNORE", 4),
    ("ENT_SUBSTITUTE", 8),
    ("ENT_DISALLOWED", 128),
    ("ENT_HTML401", 0),
    ("ENT_XML1", 16),
    ("ENT_XHTML", 32),
    ("ENT_HTML5", 48),
];

const QUOTE_SINGLE: i64 = 1;
const QUOTE_DOUBLE: i64 = 2;
const IGNORE_ERRORS: i64 = 4;
const SUBSTITUTE_ERRORS: i64 = 8;
const SUBSTITUTE_DISALLOWED: i64 = 128;
const DEFAULT_FLAGS: i64 = 3 | 8;

#[derive(Clone, Copy, PartialEq)]
enum Doc {
    Html401,
    Xml1,
    Xhtml,
    Html5,
}

fn doctype(flags: i64) -> Doc {
    match flags & 48 {
        16 => Doc::Xml1,
        32 => Doc::Xhtml,
        48 => Doc::Html5,
        _ => Doc::Html401,
    }
}

fn unicode_cp_is_allowed(cp: u32, doc: Doc) -> bool {
    match doc {
        Doc::Html401 => {
            (0x20..=0x7e).contains(&cp)
                || cp == 0x0a
                || cp == 0x09
                || cp == 0x0d
                || (0xa0..=0xd7ff).contains(&cp)
                || (0xe000..=0x10ffff).contains(&cp)
        }
        Doc::Html5 => {
            (0x20..=0x7e).contains(&cp)
                || ((0x09..=0x0d).contains(&cp) && cp != 0x0b)
                || (0xa0..=0xd7ff).contains(&cp)
                || ((0xe000..=0x10ffff).contains(&cp)
                    && (cp & 0xffff) < 0xfffe
                    && !(0xfdd0..=0xfdef).contains(&cp))
        }
        Doc::Xhtml | Doc::Xml1 => {
            (0x20..=0xd7ff).contains(&cp)
                || cp == 0x0a
                || cp == 0x09
                || cp == 0x0d
                || ((0xe000..=0x10ffff).contains(&cp) && cp != 0xfffe && cp != 0xffff)
        }
    }
}

fn numeric_entity_is_allowed(cp: u32, doc: Doc) -> bool {
    match doc {
        Doc::Html401 => cp <= 0x10ffff,
        Doc::Html5 => {
            (0x20..=0x7e).contains(&cp)
                || ((0x09..=0x0c).contains(&cp) && cp != 0x0b)
                || ((0xa0..=0x10ffff).contains(&cp)
                    && (cp & 0xffff) < 0xfffe
                    && !(0xfdd0..=0xfdef).contains(&cp))
        }
        Doc::Xhtml | Doc::Xml1 => unicode_cp_is_allowed(cp, doc),
    }
}

/// process_numeric_entity on `s[pos..]` (just after `&#`): the code point and the index
/// of the `;`, or `Err(index where reading stopped)`.
fn numeric_entity(s: &[u8], mut pos: usize) -> Result<(u32, usize), usize> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let hex = at(pos) == b'x' || at(pos) == b'X';
    if hex {
        pos += 1;
    }
    let radix = if hex { 16 } else { 10 };
    if !(at(pos) as char).is_digit(radix) {
        return Err(pos);
    }
    let mut code: u64 = 0;
    while let Some(d) = (at(pos) as char).to_digit(radix) {
        code = code
            .saturating_mul(u64::from(radix))
            .saturating_add(u64::from(d));
        pos += 1;
    }
    if at(pos) != b';' || code > 0x10ffff {
        return Err(pos);
    }
    Ok((code as u32, pos))
}

/// process_named_entity_html on `s[pos..]` (just after `&`): the name's end (the `;`), or
/// `Err(index where reading stopped)`.
fn named_entity(s: &[u8], pos: usize) -> Result<usize, usize> {
    let mut end = pos;
    while end < s.len() && s[end].is_ascii_alphanumeric() {
        end += 1;
    }
    if s.get(end) != Some(&b';') || end == pos {
        return Err(end);
    }
    Ok(end)
}

/// The inverse map php decodes with: `all` the doctype's full table, else the basic one.
#[derive(Clone, Copy)]
enum Inverse {
    Html4,
    Html5,
    BasicApos,
    BasicNoApos,
}

fn inverse_map(all: bool, doc: Doc) -> Inverse {
    match (all, doc) {
        (true, Doc::Html401 | Doc::Xhtml) => Inverse::Html4,
        (true, Doc::Html5) => Inverse::Html5,
        (false, Doc::Html401) => Inverse::BasicNoApos,
        _ => Inverse::BasicApos,
    }
}

fn resolve(map: Inverse, name: &[u8]) -> Option<(u32, u32)> {
    let basic = |apos: bool| match name {
        b"quot" => Some((0x22, 0)),
        b"amp" => Some((0x26, 0)),
        b"lt" => Some((0x3c, 0)),
        b"gt" => Some((0x3e, 0)),
        b"apos" if apos => Some((0x27, 0)),
        _ => None,
    };
    let table = match map {
        Inverse::BasicApos => return basic(true),
        Inverse::BasicNoApos => return basic(false),
        Inverse::Html4 => DECODE_HTML4,
        Inverse::Html5 => DECODE_HTML5,
    };
    table
        .binary_search_by(|(n, _, _)| n.as_bytes().cmp(name))
        .ok()
        .map(|i| (table[i].1, table[i].2))
}

/// The basic entity (htmlspecialchars) for a code point.
fn basic_entity(cp: u32, doc: Doc) -> Option<&'static str> {
    match cp {
        0x22 => Some("quot"),
        0x26 => Some("amp"),
        0x27 => Some(if doc == Doc::Html401 { "#039" } else { "apos" }),
        0x3c => Some("lt"),
        0x3e => Some("gt"),
        _ => None,
    }
}

fn encode_table(doc: Doc) -> &'static [(u32, Enc)] {
    if doc == Doc::Html5 {
        ENCODE_HTML5
    } else {
        ENCODE_HTML4
    }
}

fn lookup_enc(doc: Doc, cp: u32) -> Option<&'static Enc> {
    let table = encode_table(doc);
    table
        .binary_search_by_key(&cp, |(c, _)| *c)
        .ok()
        .map(|i| &table[i].1)
}

struct Escape {
    all: bool,
    flags: i64,
    doc: Doc,
    charset: Charset,
    double_encode: bool,
}

/// php_escape_html_entities_ex.
fn escape(s: &[u8], o: &Escape) -> Vec<u8> {
    let (flags, doc, cs) = (o.flags, o.doc, o.charset);
    let replacement: &[u8] = if cs == Charset::Utf8 {
        "\u{FFFD}".as_bytes()
    } else {
        b"&#xFFFD;"
    };
    let inv = inverse_map(true, doc);
    let mut out = Vec::with_capacity(s.len() + s.len() / 4);
    let mut cursor = 0;
    while cursor < s.len() {
        let before = cursor;
        let this_char = match next_char(cs, s, cursor) {
            Ok((c, next)) => {
                cursor = next;
                c
            }
            Err(next) => {
                cursor = next;
                if flags & IGNORE_ERRORS != 0 {
                    continue;
                } else if flags & SUBSTITUTE_ERRORS != 0 {
                    out.extend_from_slice(replacement);
                    continue;
                }
                return Vec::new();
            }
        };
        let mut seq: &[u8] = &s[before..cursor];
        if this_char == u32::from(b'&') {
            if !o.double_encode {
                if let Some(len) = existing_entity(s, cursor, flags, doc, inv) {
                    out.push(b'&');
                    out.extend_from_slice(&s[cursor..cursor + len]);
                    out.push(b';');
                    cursor += len + 1;
                    continue;
                }
            }
            out.extend_from_slice(b"&amp;");
            continue;
        }
        if (this_char == 0x27 && flags & QUOTE_SINGLE == 0)
            || (this_char == 0x22 && flags & QUOTE_DOUBLE == 0)
        {
            out.extend_from_slice(seq);
            continue;
        }
        let to_uni = o.all && cs.has_to_unicode();
        let mut code = this_char;
        if to_uni {
            code = cs.map_to_unicode(this_char);
            if code == 0xffff {
                out.extend_from_slice(seq);
                continue;
            }
        }
        let entity = if o.all {
            entity_for_char(code, cs, doc, s, &mut cursor)
        } else {
            basic_entity(code, doc)
        };
        if let Some(e) = entity {
            out.push(b'&');
            out.extend_from_slice(e.as_bytes());
            out.push(b';');
            continue;
        }
        if flags & SUBSTITUTE_DISALLOWED != 0 {
            let check = cs.unicode_compat() || to_uni || code <= 0x7d;
            if check && !unicode_cp_is_allowed(code, doc) {
                seq = replacement;
            }
        }
        out.extend_from_slice(seq);
    }
    out
}

/// With double_encode off: the length of a valid entity after `&` at `cursor` (up to, not
/// including, its `;`).
fn existing_entity(s: &[u8], cursor: usize, flags: i64, doc: Doc, inv: Inverse) -> Option<usize> {
    if s.get(cursor) == Some(&b'#') {
        let (cp, end) = numeric_entity(s, cursor + 1).ok()?;
        if flags & SUBSTITUTE_DISALLOWED != 0 && !numeric_entity_is_allowed(cp, doc) {
            return None;
        }
        return Some(end - cursor);
    }
    let end = named_entity(s, cursor).ok()?;
    let name = &s[cursor..end];
    if resolve(inv, name).is_none() && !(doc == Doc::Xhtml && name == b"apos") {
        return None;
    }
    Some(end - cursor)
}

/// find_entity_for_char: may consume the next character of a two-code-point entity.
fn entity_for_char(
    cp: u32,
    cs: Charset,
    doc: Doc,
    s: &[u8],
    cursor: &mut usize,
) -> Option<&'static str> {
    if cp >= 0x1e000 {
        return None;
    }
    match lookup_enc(doc, cp)? {
        Enc::One(name) => Some(name),
        Enc::Multi(default, seconds) => {
            if *cursor < s.len() {
                if let Ok((next, after)) = next_char(cs, s, *cursor) {
                    if let Some((_, name)) = seconds.iter().find(|(c, _)| *c == next) {
                        *cursor = after;
                        return Some(name);
                    }
                }
            }
            *default
        }
    }
}

/// php_unescape_html_entities / traverse_for_entities.
fn unescape(s: &[u8], all: bool, flags: i64, cs: Charset) -> Vec<u8> {
    let doc = doctype(flags);
    let map = inverse_map(all, doc);
    let mut out = Vec::with_capacity(s.len());
    let mut p = 0;
    while p < s.len() {
        if s[p] != b'&' || p + 3 >= s.len() {
            out.push(s[p]);
            p += 1;
            continue;
        }
        let decoded = if s[p + 1] == b'#' {
            numeric_entity(s, p + 2).and_then(|(code, end)| {
                let basic = code < 64 && basic_entity(code, Doc::Xml1).is_some();
                if (!all && !basic)
                    || !unicode_cp_is_allowed(code, doc)
                    || (doc == Doc::Html5 && code == 0x0d)
                {
                    Err(end)
                } else {
                    Ok((code, 0, end))
                }
            })
        } else {
            named_entity(s, p + 1).and_then(|end| match resolve(map, &s[p + 1..end]) {
                Some((c1, c2)) => Ok((c1, c2, end)),
                None if doc == Doc::Xhtml && &s[p + 1..end] == b"apos" => Ok((0x27, 0, end)),
                None => Err(end),
            })
        };
        let decoded = decoded.and_then(|(code, code2, end)| {
            if (code == 0x27 && flags & QUOTE_SINGLE == 0)
                || (code == 0x22 && flags & QUOTE_DOUBLE == 0)
            {
                return Err(end);
            }
            if cs == Charset::Utf8 {
                return Ok((code, code2, end));
            }
            match cs.map_from_unicode(code) {
                Some(mapped) if code2 == 0 => Ok((mapped, 0, end)),
                _ => Err(end),
            }
        });
        match decoded {
            Ok((code, code2, end)) => {
                let pair = [code, code2];
                let chars = if code2 == 0 { &pair[..1] } else { &pair[..] };
                for &c in chars {
                    write(&mut out, cs, c);
                }
                p = end + 1;
            }
            Err(next) => {
                out.extend_from_slice(&s[p..next.min(s.len())]);
                p = next;
            }
        }
    }
    out
}

fn opt_flags(vm: &mut Vm, a: &[Value], f: &str) -> Result<i64, Control> {
    if a.len() > 1 {
        arg_int(vm, a, 1, f, "flags")
    } else {
        Ok(DEFAULT_FLAGS)
    }
}

fn html_entities(vm: &mut Vm, a: &[Value], f: &str, all: bool) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, f, "string")?;
    let flags = opt_flags(vm, a, f)?;
    let hint = arg_nullable_str(vm, a, 2, f, "encoding")?;
    let double_encode = if a.len() > 3 {
        arg_bool(vm, a, 3, f, "double_encode")?
    } else {
        true
    };
    let charset = determine(vm, f, hint.as_deref(), false);
    let doc = doctype(flags);
    if all && charset.partial() {
        vm.notice(format!(
            "{f}(): Only basic entities substitution is supported for multi-byte encodings other than UTF-8; functionality is equivalent to htmlspecialchars"
        ));
    }
    let all = all && !charset.partial() && doc != Doc::Xml1;
    let o = Escape {
        all,
        flags,
        doc,
        charset,
        double_encode,
    };
    Ok(bytes(escape(&s, &o)))
}

fn htmlspecialchars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    html_entities(vm, a, "htmlspecialchars", false)
}

fn htmlentities(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    html_entities(vm, a, "htmlentities", true)
}

fn htmlspecialchars_decode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "htmlspecialchars_decode";
    let s = arg_str(vm, a, 0, f, "string")?;
    let flags = opt_flags(vm, a, f)?;
    if !s.contains(&b'&') {
        return Ok(Value::Str(s));
    }
    Ok(bytes(unescape(&s, false, flags, Charset::Latin1)))
}

fn html_entity_decode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "html_entity_decode";
    let s = arg_str(vm, a, 0, f, "string")?;
    let flags = opt_flags(vm, a, f)?;
    let hint = arg_nullable_str(vm, a, 2, f, "encoding")?;
    if !s.contains(&b'&') {
        return Ok(Value::Str(s));
    }
    let charset = determine(vm, f, hint.as_deref(), false);
    Ok(bytes(unescape(&s, true, flags, charset)))
}

fn get_html_translation_table(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "get_html_translation_table";
    let table = if !a.is_empty() {
        arg_int(vm, a, 0, f, "table")?
    } else {
        0
    };
    let flags = opt_flags(vm, a, f)?;
    let hint = if a.len() > 2 {
        Some(arg_str(vm, a, 2, f, "encoding")?)
    } else {
        None
    };
    let charset = determine(vm, f, hint.as_deref(), false);
    let doc = doctype(flags);
    let all = table != 0 && !charset.partial() && doc != Doc::Xml1;
    let skip = |cp: u32| {
        (cp == 0x27 && flags & QUOTE_SINGLE == 0) || (cp == 0x22 && flags & QUOTE_DOUBLE == 0)
    };
    let mut out = PhpArray::new();
    let entity = |name: &str| Value::str(format!("&{name};"));
    if !all {
        for cp in 0..64u32 {
            if let (false, Some(name)) = (skip(cp), basic_entity(cp, doc)) {
                out.insert(ArrayKey::from_bytes(&[cp as u8]), entity(name));
            }
        }
        return Ok(Value::Array(out));
    }
    // write_s3row_data: `first` is the key's first character in the target charset
    let add = |out: &mut PhpArray, first: u32, enc: &Enc| {
        let mut key = Vec::new();
        write(&mut key, charset, first);
        match enc {
            Enc::One(name) => {
                out.insert(ArrayKey::from_bytes(&key), entity(name));
            }
            Enc::Multi(default, seconds) => {
                if let Some(name) = default {
                    out.insert(ArrayKey::from_bytes(&key), entity(name));
                }
                for (second, name) in seconds.iter() {
                    let second = if charset.unicode_compat() {
                        Some(*second)
                    } else {
                        charset.map_from_unicode(*second)
                    };
                    let Some(second) = second else { continue };
                    let mut k = key.clone();
                    write(&mut k, charset, second);
                    out.insert(ArrayKey::from_bytes(&k), entity(name));
                }
            }
        }
    };
    if charset.unicode_compat() {
        let limit = if charset == Charset::Utf8 {
            0x1e000
        } else {
            0x100
        };
        for (cp, enc) in encode_table(doc) {
            if *cp < limit && !skip(*cp) {
                add(&mut out, *cp, enc);
            }
        }
    } else {
        for byte in 0..=255u32 {
            if skip(byte) {
                continue;
            }
            if let Some(enc) = lookup_enc(doc, charset.map_to_unicode(byte)) {
                add(&mut out, byte, enc);
            }
        }
    }
    Ok(Value::Array(out))
}
