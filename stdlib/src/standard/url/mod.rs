//! ext/standard/url.c and http.c: urlencode, urldecode, rawurlencode, rawurldecode
//! (here), parse_url (`parse`), http_build_query and parse_str (`query`).

pub mod parse;
pub mod query;

use crate::def;
use crate::standard::string::bytes;
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("urlencode", urlencode, 1, 1, &["string"]),
    def("urldecode", urldecode, 1, 1, &["string"]),
    def("rawurlencode", rawurlencode, 1, 1, &["string"]),
    def("rawurldecode", rawurldecode, 1, 1, &["string"]),
    def("parse_url", parse::parse_url, 1, 2, &["url", "component"]),
    def(
        "http_build_query",
        query::http_build_query,
        1,
        4,
        &["data", "numeric_prefix", "arg_separator", "encoding_type"],
    ),
    crate::def_ref(
        "parse_str",
        query::parse_str,
        2,
        2,
        0b10,
        &["string", "result"],
    ),
];

/// The URL constants (`PHP_URL_*`, `PHP_QUERY_*`).
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("PHP_URL_SCHEME", 0),
    ("PHP_URL_HOST", 1),
    ("PHP_URL_PORT", 2),
    ("PHP_URL_USER", 3),
    ("PHP_URL_PASS", 4),
    ("PHP_URL_PATH", 5),
    ("PHP_URL_QUERY", 6),
    ("PHP_URL_FRAGMENT", 7),
    ("PHP_QUERY_RFC1738", 1),
    ("PHP_QUERY_RFC3986", 2),
];

/// Their ini settings with php's defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("arg_separator.output", "&"),
    ("arg_separator.input", "&"),
    ("max_input_nesting_level", "64"),
    ("max_input_vars", "1000"),
];

/// php_url_encode (`raw` false: space as `+`, `~` escaped) or php_raw_url_encode (RFC 3986).
pub(crate) fn encode(s: &[u8], raw: bool) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(s.len() * 3);
    for &c in s {
        if c.is_ascii_alphanumeric() || c == b'-' || c == b'_' || c == b'.' || (raw && c == b'~') {
            out.push(c);
        } else if c == b' ' && !raw {
            out.push(b'+');
        } else {
            out.extend_from_slice(&[b'%', HEX[usize::from(c >> 4)], HEX[usize::from(c & 15)]]);
        }
    }
    out
}

/// php_url_decode (`raw` false: `+` is a space) or php_raw_url_decode; a `%` not followed
/// by two hex digits stays.
pub(crate) fn decode(s: &[u8], raw: bool) -> Vec<u8> {
    let hex = |c: Option<&u8>| c.and_then(|&c| (c as char).to_digit(16));
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'+' if !raw => out.push(b' '),
            b'%' => {
                if let (Some(h), Some(l)) = (hex(s.get(i + 1)), hex(s.get(i + 2))) {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                } else {
                    out.push(b'%');
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    out
}

fn urlencode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "urlencode", "string")?;
    Ok(bytes(encode(&s, false)))
}

fn rawurlencode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "rawurlencode", "string")?;
    Ok(bytes(encode(&s, true)))
}

fn urldecode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "urldecode", "string")?;
    Ok(bytes(decode(&s, false)))
}

fn rawurldecode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "rawurldecode", "string")?;
    Ok(bytes(decode(&s, true)))
}
