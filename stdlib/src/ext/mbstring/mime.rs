//! mb_decode_mimeheader(): RFC 2047 encoded words (`=?charset?B|Q?text?=`) decoded from
//! their charset, the text around them read as ASCII, folded lines unfolded, and whitespace
//! between adjacent encoded words dropped; the result is in the internal encoding.

use super::encoding::{BAD, decode, lookup};
use super::pseudo::decode_base64;
use super::{encode, state};
use rphp_vm::builtins::arg_str;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | b'\n')
}

/// Decode one encoded word starting at `p` (at `=?`): the index after it and its code points,
/// or `None` when it is not one (unknown charset, no `B`/`Q`).
fn encoded_word(s: &[u8], p: usize) -> Option<(usize, Vec<u32>)> {
    let start = p + 2;
    let q = start + s[start..].iter().position(|&c| c == b'?')?;
    if q == start {
        return None;
    }
    let enc = lookup(&s[start..q])?;
    let mode = s.get(q + 1)?.to_ascii_uppercase();
    if !matches!(mode, b'B' | b'Q') || s.get(q + 2) != Some(&b'?') {
        return None;
    }
    let text_start = q + 3;
    let (text_end, next) = match s[text_start..].windows(2).position(|w| w == b"?=") {
        Some(e) => (text_start + e, text_start + e + 2),
        None => (s.len(), s.len()),
    };
    let text = &s[text_start..text_end];
    if mode == b'B' {
        // bad Base64 characters stay as errors between the decoded runs
        let mut raw = Vec::new();
        decode_base64(text, &mut raw);
        let mut codes = Vec::new();
        for run in raw.split_inclusive(|&c| c == BAD) {
            let (body, bad) = match run.split_last() {
                Some((&BAD, body)) => (body, true),
                _ => (run, false),
            };
            let bytes: Vec<u8> = body.iter().map(|&c| c as u8).collect();
            codes.extend(decode(enc.kind, &bytes));
            if bad {
                codes.push(BAD);
            }
        }
        return Some((next, codes));
    }
    let bytes: Vec<u8> = {
        let mut out = Vec::with_capacity(text.len());
        let mut i = 0;
        while i < text.len() {
            let c = text[i];
            let hex = |k: usize| text.get(k).and_then(|&h| (h as char).to_digit(16));
            if c == b'=' && i + 2 < text.len() {
                // "=XX"; any other two characters after "=" are dropped
                match (hex(i + 1), hex(i + 2)) {
                    (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
                    _ => out.push(b'='),
                }
                i += 3;
                continue;
            }
            out.push(if c == b'_' { b' ' } else { c });
            i += 1;
        }
        out
    };
    Some((next, decode(enc.kind, &bytes)))
}

pub(crate) fn mb_decode_mimeheader(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_decode_mimeheader", "string")?;
    let mut codes: Vec<u32> = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i..].starts_with(b"=?")
            && let Some((next, decoded)) = encoded_word(&s, i)
        {
            codes.extend(decoded);
            i = next;
            // whitespace after an encoded word: dropped before another one, else one space
            let ws_end = i + s[i..].iter().take_while(|&&c| is_ws(c)).count();
            if ws_end > i && ws_end < s.len() {
                let next_is_word =
                    s[ws_end..].starts_with(b"=?") && encoded_word(&s, ws_end).is_some();
                if !next_is_word {
                    codes.push(u32::from(b' '));
                }
            }
            i = ws_end;
            continue;
        }
        let c = s[i];
        if c == b'\r' || c == b'\n' {
            // an unfolded line break and the indentation after it become one space
            while i < s.len() && (s[i] == b'\r' || s[i] == b'\n') {
                i += 1;
            }
            while i < s.len() && (s[i] == b' ' || s[i] == b'\t') {
                i += 1;
            }
            if i < s.len() {
                codes.push(u32::from(b' '));
            }
            continue;
        }
        codes.push(if c < 0x80 { u32::from(c) } else { BAD });
        i += 1;
    }
    let internal = state(vm).internal;
    Ok(super::bytes(encode(vm, internal, &codes)))
}
