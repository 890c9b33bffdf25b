//! parse_url: php_url_parse_ex2 step by step (scheme, `host:port` without a scheme,
//! scheme-relative `//host`, user:pass@, IPv6 hosts, `file:///c:/` paths), with php's
//! rejections and its replacement of control characters by `_`.

use crate::standard::string::bytes;
use rphp_vm::builtins::{arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

/// The parts of a URL; `None` for a part that is absent (an empty part is `Some`).
#[derive(Default)]
struct Url {
    scheme: Option<Vec<u8>>,
    user: Option<Vec<u8>>,
    pass: Option<Vec<u8>>,
    host: Option<Vec<u8>>,
    port: u16,
    has_port: bool,
    path: Option<Vec<u8>>,
    query: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

/// A part with control characters replaced by `_`.
fn part(s: &[u8]) -> Option<Vec<u8>> {
    Some(
        s.iter()
            .map(|&c| if c < 32 || c == 127 { b'_' } else { c })
            .collect(),
    )
}

/// C's strtol on a short buffer: leading whitespace, a sign, digits. `None` when no digit.
fn strtol(s: &[u8]) -> Option<i64> {
    let mut i = 0;
    while i < s.len() && (s[i].is_ascii_whitespace() || s[i] == 0x0b) {
        i += 1;
    }
    let neg = match s.get(i) {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let start = i;
    let mut v: i64 = 0;
    while i < s.len() && s[i].is_ascii_digit() {
        v = v.saturating_mul(10).saturating_add(i64::from(s[i] - b'0'));
        i += 1;
    }
    (i > start).then_some(if neg { -v } else { v })
}

enum Next {
    Port(usize),
    Host,
    Path,
}

fn pos(s: &[u8], from: usize, to: usize, c: u8) -> Option<usize> {
    s[from..to].iter().position(|&x| x == c).map(|p| p + from)
}

fn rpos(s: &[u8], from: usize, to: usize, c: u8) -> Option<usize> {
    s[from..to].iter().rposition(|&x| x == c).map(|p| p + from)
}

/// The first of `chars` in `s[from..to]`, or `to`.
fn cspn(s: &[u8], from: usize, to: usize, chars: &[u8]) -> usize {
    s[from..to]
        .iter()
        .position(|c| chars.contains(c))
        .map_or(to, |p| p + from)
}

fn parse(str: &[u8]) -> Option<Url> {
    let mut url = Url::default();
    let ue = str.len();
    let at = |i: usize| str.get(i).copied().unwrap_or(0);
    let slashes = |s: usize| s + 1 < ue && str[s] == b'/' && str[s + 1] == b'/';
    let mut s = 0usize;
    let colon = pos(str, 0, ue, b':');
    let mut next = match colon {
        Some(e) if e != s => {
            let bad = str[s..e]
                .iter()
                .any(|&c| !(c.is_ascii_alphanumeric() || c == b'+' || c == b'.' || c == b'-'));
            if bad {
                if e + 1 < ue && e < cspn(str, s, ue, b"?#") {
                    Next::Port(e)
                } else if slashes(s) {
                    s += 2;
                    Next::Host
                } else {
                    Next::Path
                }
            } else if e + 1 == ue {
                url.scheme = part(&str[s..e]);
                return Some(url);
            } else if str[e + 1] != b'/' {
                let mut p = e + 1;
                while p < ue && str[p].is_ascii_digit() {
                    p += 1;
                }
                if (p == ue || str[p] == b'/') && p - e < 7 {
                    Next::Port(e)
                } else {
                    url.scheme = part(&str[s..e]);
                    s = e + 1;
                    Next::Path
                }
            } else {
                url.scheme = part(&str[s..e]);
                if e + 2 < ue && str[e + 2] == b'/' {
                    s = e + 3;
                    if str[..e].eq_ignore_ascii_case(b"file") && e + 3 < ue && str[e + 3] == b'/' {
                        if e + 5 < ue && str[e + 5] == b':' {
                            s = e + 4;
                        }
                        Next::Path
                    } else {
                        Next::Host
                    }
                } else {
                    s = e + 1;
                    Next::Path
                }
            }
        }
        Some(e) => Next::Port(e),
        None if slashes(s) => {
            s += 2;
            Next::Host
        }
        None => Next::Path,
    };
    if let Next::Port(e) = next {
        let p = e + 1;
        let mut pp = p;
        while pp < ue && pp - p < 6 && str[pp].is_ascii_digit() {
            pp += 1;
        }
        next = if pp - p > 0 && pp - p < 6 && (pp == ue || str[pp] == b'/') {
            match strtol(&str[p..pp]) {
                Some(port @ 0..=65535) => {
                    url.has_port = true;
                    url.port = port as u16;
                    if slashes(s) {
                        s += 2;
                    }
                    Next::Host
                }
                _ => return None,
            }
        } else if p == pp && pp == ue {
            return None;
        } else if slashes(s) {
            s += 2;
            Next::Host
        } else {
            Next::Path
        };
    }
    if let Next::Host = next {
        let e = cspn(str, s, ue, b"/?#");
        if let Some(p) = rpos(str, s, e, b'@') {
            if let Some(pp) = pos(str, s, p, b':') {
                url.user = part(&str[s..pp]);
                url.pass = part(&str[pp + 1..p]);
            } else {
                url.user = part(&str[s..p]);
            }
            s = p + 1;
        }
        let colon = if s < ue && str[s] == b'[' && e > 0 && at(e - 1) == b']' {
            None
        } else if s <= e {
            rpos(str, s, e, b':')
        } else {
            None
        };
        let host_end = match colon {
            Some(p) => {
                if url.port == 0 {
                    let digits = &str[p + 1..e];
                    if digits.len() > 5 {
                        return None;
                    } else if !digits.is_empty() {
                        match strtol(digits) {
                            Some(port @ 0..=65535) => {
                                url.has_port = true;
                                url.port = port as u16;
                            }
                            _ => return None,
                        }
                    }
                }
                p
            }
            None => e,
        };
        if host_end <= s {
            return None;
        }
        url.host = part(&str[s..host_end]);
        if e == ue {
            return Some(url);
        }
        s = e;
    }
    let mut e = ue;
    if let Some(p) = pos(str, s, e, b'#') {
        url.fragment = part(&str[p + 1..e]);
        e = p;
    }
    if let Some(p) = pos(str, s, e, b'?') {
        url.query = part(&str[p + 1..e]);
        e = p;
    }
    if s < e || s == ue {
        url.path = part(&str[s..e]);
    }
    Some(url)
}

pub(crate) fn parse_url(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "parse_url", "url")?;
    let component = if a.len() > 1 {
        arg_int(vm, a, 1, "parse_url", "component")?
    } else {
        -1
    };
    let Some(url) = parse(&s) else {
        return Ok(Value::Bool(false));
    };
    let str_or_null = |v: Option<Vec<u8>>| v.map_or(Value::Null, bytes);
    if component > -1 {
        return Ok(match component {
            0 => str_or_null(url.scheme),
            1 => str_or_null(url.host),
            2 if url.has_port => Value::Int(i64::from(url.port)),
            2 => Value::Null,
            3 => str_or_null(url.user),
            4 => str_or_null(url.pass),
            5 => str_or_null(url.path),
            6 => str_or_null(url.query),
            7 => str_or_null(url.fragment),
            _ => {
                return Err(value_error(
                    "parse_url",
                    1,
                    "component",
                    &format!("must be a valid URL component identifier, {component} given"),
                ));
            }
        });
    }
    let mut out = PhpArray::new();
    let parts = [
        ("scheme", url.scheme),
        ("host", url.host),
        ("port", None),
        ("user", url.user),
        ("pass", url.pass),
        ("path", url.path),
        ("query", url.query),
        ("fragment", url.fragment),
    ];
    for (name, v) in parts {
        if name == "port" {
            if url.has_port {
                out.insert(name, Value::Int(i64::from(url.port)));
            }
        } else if let Some(v) = v {
            out.insert(name, bytes(v));
        }
    }
    Ok(Value::Array(out))
}
