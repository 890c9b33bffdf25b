//! strip_tags: php's state machine (html tags, `<?php ... ?>`, `<!-- -->`, `<!DOCTYPE>`,
//! quotes inside tags) with the allowed-tags string or array.

use super::bytes;
use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_str, type_error, value_to_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "strip_tags",
    strip_tags,
    1,
    2,
    &["string", "allowed_tags"],
)];

fn strip_tags(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "strip_tags", "string")?;
    let allow = match arg(a, 1) {
        Value::Null => None,
        Value::Array(list) => {
            let mut tags = Vec::new();
            for v in list.values() {
                let tag = value_to_str(vm, &v.deref_value())?;
                tags.push(b'<');
                tags.extend_from_slice(&tag);
                tags.push(b'>');
            }
            (!tags.is_empty()).then_some(tags)
        }
        v @ Value::Object(_) => match arg_str(vm, a, 1, "strip_tags", "allowed_tags") {
            Ok(t) => Some(t.to_vec()),
            Err(c @ Control::Method(_)) => return Err(c),
            Err(_) => {
                return Err(type_error(
                    "strip_tags",
                    1,
                    "allowed_tags",
                    "array|string|null",
                    &v,
                ));
            }
        },
        v @ Value::Resource(_) => {
            return Err(type_error(
                "strip_tags",
                1,
                "allowed_tags",
                "array|string|null",
                &v,
            ));
        }
        _ => Some(arg_str(vm, a, 1, "strip_tags", "allowed_tags")?.to_vec()),
    };
    Ok(bytes(strip(&s, allow.as_deref())))
}

/// `php_tag_find`: normalise the buffered tag (`<a href=..>` -> `<a>`, `</a>` -> `<a>`) and
/// look it up in the lowercased allow list.
fn tag_allowed(tag: &[u8], allow: &[u8]) -> bool {
    if tag.is_empty() {
        return false;
    }
    let at = |i: usize| tag.get(i).copied().unwrap_or(0).to_ascii_lowercase();
    let mut norm = Vec::with_capacity(tag.len() + 1);
    let mut started = false;
    let mut t = 0usize;
    loop {
        let c = at(t);
        match c {
            b'<' => norm.push(c),
            b'>' => break,
            0 => break,
            _ if !c.is_ascii_whitespace() && c != 0x0b => {
                started = true;
                let before = if t > 0 { at(t - 1) } else { 0 };
                if c != b'/' || (before != b'<' && at(t + 1) != b'>') {
                    norm.push(c);
                }
            }
            _ => {
                if started {
                    break;
                }
            }
        }
        t += 1;
    }
    norm.push(b'>');
    let allow = &allow[..allow.iter().position(|&c| c == 0).unwrap_or(allow.len())];
    super::find(allow, &norm).is_some()
}

#[derive(Clone, Copy, PartialEq)]
enum State {
    Text,
    Tag,
    Php,
    Bang,
    Comment,
}

/// php_strip_tags_ex with `allow_tag_spaces` off.
pub(crate) fn strip(buf: &[u8], allow: Option<&[u8]>) -> Vec<u8> {
    let allow: Option<Vec<u8>> = allow.map(|a| a.to_ascii_lowercase());
    let at = |i: usize| buf.get(i).copied().unwrap_or(0);
    let is_space = |c: u8| c.is_ascii_whitespace() || c == 0x0b;
    let mut out = Vec::with_capacity(buf.len());
    let mut tag: Vec<u8> = Vec::new();
    let (mut lc, mut br, mut depth, mut in_q) = (0u8, 0i64, 0i64, 0u8);
    let mut is_xml = false;
    let mut state = State::Text;
    let mut p = 0usize;
    while p < buf.len() {
        let c = buf[p];
        match state {
            State::Text => match c {
                0 => {}
                b'<' => {
                    if in_q != 0 {
                    } else if is_space(at(p + 1)) {
                        out.push(c);
                    } else {
                        lc = b'<';
                        state = State::Tag;
                        if allow.is_some() {
                            tag.push(b'<');
                        }
                    }
                }
                b'>' => {
                    if depth > 0 {
                        depth -= 1;
                    } else if in_q == 0 {
                        out.push(c);
                    }
                }
                _ => out.push(c),
            },
            State::Tag => {
                let mut regular = false;
                match c {
                    0 => {}
                    b'<' => {
                        if in_q != 0 {
                        } else if is_space(at(p + 1)) {
                            regular = true;
                        } else {
                            depth += 1;
                        }
                    }
                    b'>' => {
                        if depth > 0 {
                            depth -= 1;
                        } else if in_q != 0 {
                        } else {
                            lc = b'>';
                            if !(is_xml && p >= 1 && buf[p - 1] == b'-') {
                                in_q = 0;
                                is_xml = false;
                                state = State::Text;
                                if let Some(allow) = &allow {
                                    tag.push(b'>');
                                    if tag_allowed(&tag, allow) {
                                        out.extend_from_slice(&tag);
                                    }
                                    tag.clear();
                                }
                            }
                        }
                    }
                    b'"' | b'\'' => {
                        if p != 0 && (in_q == 0 || c == in_q) {
                            in_q = if in_q != 0 { 0 } else { c };
                        }
                        regular = true;
                    }
                    b'!' if p >= 1 && buf[p - 1] == b'<' => {
                        state = State::Bang;
                        lc = c;
                    }
                    b'?' if p >= 1 && buf[p - 1] == b'<' => {
                        br = 0;
                        state = State::Php;
                    }
                    _ => regular = true,
                }
                if regular && allow.is_some() {
                    tag.push(c);
                }
            }
            State::Php => match c {
                b'(' if lc != b'"' && lc != b'\'' => {
                    lc = b'(';
                    br += 1;
                }
                b')' if lc != b'"' && lc != b'\'' => {
                    lc = b')';
                    br -= 1;
                }
                b'>' => {
                    if depth > 0 {
                        depth -= 1;
                    } else if in_q == 0 && br == 0 && p >= 1 && lc != b'"' && buf[p - 1] == b'?' {
                        in_q = 0;
                        state = State::Text;
                        tag.clear();
                    }
                }
                b'"' | b'\'' if p >= 1 && buf[p - 1] != b'\\' => {
                    if lc == c {
                        lc = 0;
                    } else if lc != b'\\' {
                        lc = c;
                    }
                    if in_q == 0 || c == in_q {
                        in_q = if in_q != 0 { 0 } else { c };
                    }
                }
                b'l' | b'L'
                    if p > 4
                        && buf[p - 1].eq_ignore_ascii_case(&b'm')
                        && buf[p - 2].eq_ignore_ascii_case(&b'x')
                        && buf[p - 3] == b'?'
                        && buf[p - 4] == b'<' =>
                {
                    state = State::Tag;
                    is_xml = true;
                }
                _ => {}
            },
            State::Bang => match c {
                b'>' => {
                    if depth > 0 {
                        depth -= 1;
                    } else if in_q == 0 {
                        state = State::Text;
                        tag.clear();
                    }
                }
                b'"' | b'\'' if p != 0 && buf[p - 1] != b'\\' && (in_q == 0 || c == in_q) => {
                    in_q = if in_q != 0 { 0 } else { c };
                }
                b'-' if p >= 2 && buf[p - 1] == b'-' && buf[p - 2] == b'!' => {
                    state = State::Comment;
                }
                b'E' | b'e' if p > 6 && buf[p - 6..p].eq_ignore_ascii_case(b"doctyp") => {
                    state = State::Tag;
                }
                _ => {}
            },
            State::Comment => {
                if c == b'>' && in_q == 0 && p >= 2 && buf[p - 1] == b'-' && buf[p - 2] == b'-' {
                    state = State::Text;
                    tag.clear();
                }
            }
        }
        p += 1;
    }
    out
}
