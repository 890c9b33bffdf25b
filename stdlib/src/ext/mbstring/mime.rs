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

/// The longest line mb_encode_mimeheader() writes (a folded line's leading space aside).
const LINE_MAX: usize = 75;

/// Whether a byte is written as `=XX` in a Q encoded word (`mime_char_needs_qencode`).
fn q_needs_escape(b: u8) -> bool {
    !(b.is_ascii_alphabetic() || matches!(b, b'!' | b'*' | b'+' | b'-' | b'/'))
}

/// The encoded text of `bytes`: Base64 or Q.
fn transfer(bytes: &[u8], base64: bool, out: &mut Vec<u8>) {
    if base64 {
        super::pseudo::encode_base64(bytes, out);
        return;
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if q_needs_escape(b) {
            out.extend_from_slice(&[b'=', HEX[usize::from(b >> 4)], HEX[usize::from(b & 0xF)]]);
        } else {
            out.push(b);
        }
    }
}

/// The charset bytes of `codes` in `kind`, unconvertible ones as `?` (a stateful charset
/// starts and ends in ASCII).
fn charset_bytes(kind: super::encoding::Kind, codes: &[u32]) -> Vec<u8> {
    super::encoding::encode(
        kind,
        codes,
        super::encoding::ErrorMode::Char(u32::from(b'?')),
    )
    .0
}

fn is_plain(w: u32) -> bool {
    (0x21..=0x7E).contains(&w)
}

/// `mb_mime_header_encode`: printable ASCII words pass through (folded before the line
/// grows past 75), and from the first word with anything else the rest is encoded words.
fn mime_encode(
    input: &[u8],
    codes: &[u32],
    out_enc: &super::encoding::Encoding,
    base64: bool,
    linefeed: &[u8],
    indent: usize,
) -> Vec<u8> {
    let leading = codes.iter().take_while(|&&w| w == u32::from(b' ')).count();
    if codes[leading..].iter().all(|&w| is_plain(w)) {
        return input.to_vec();
    }
    let space = u32::from(b' ');
    let mut out: Vec<u8> = Vec::with_capacity(input.len() * 2);
    let mut line = indent;
    // the plain words, each with the run of spaces before it
    let mut i = 0;
    let mut first = true;
    let encode_from = loop {
        let gap_end = i + codes[i..].iter().take_while(|&&w| w == space).count();
        if gap_end == codes.len() {
            out.extend(codes[i..].iter().map(|&w| w as u8));
            return out;
        }
        let end = codes[gap_end..]
            .iter()
            .position(|&w| w == space)
            .map_or(codes.len(), |p| gap_end + p);
        let word = &codes[gap_end..end];
        let gap = gap_end - i;
        if !word.iter().all(|&w| is_plain(w)) || (first && gap > 0) {
            break i;
        }
        if first {
            if line + word.len() > LINE_MAX {
                break i;
            }
        } else if line + gap + word.len() > LINE_MAX {
            if word.len() > LINE_MAX {
                break i;
            }
            out.extend_from_slice(linefeed);
            out.extend(std::iter::repeat_n(b' ', gap));
            line = gap - 1;
        } else {
            out.extend(std::iter::repeat_n(b' ', gap));
            line += gap;
        }
        out.extend(word.iter().map(|&w| w as u8));
        line += word.len();
        first = false;
        if end == codes.len() {
            return out;
        }
        i = end;
    };
    // one space of the gap before the encoded part stays plain
    let encode_from = if first { encode_from } else { encode_from + 1 };
    let rest = &codes[encode_from..];
    let header = format!("=?{}?{}?", out_enc.mime, if base64 { 'B' } else { 'Q' });
    let enc_len = |chunk: &[u32]| {
        let mut t = Vec::new();
        transfer(&charset_bytes(out_enc.kind, chunk), base64, &mut t);
        t.len()
    };
    // the space before the encoded part, or a fold when the line has no room left for an
    // encoded word (its header would end past column 60)
    let need = line + header.len() + (LINE_MAX - 60);
    if first {
        if need > LINE_MAX {
            out.extend_from_slice(linefeed);
            out.push(b' ');
            line = 0;
        }
    } else {
        if need > LINE_MAX {
            out.extend_from_slice(linefeed);
            out.push(b' ');
            line = 0;
        } else {
            out.push(b' ');
            line += 1;
        }
    }
    let mut start = 0;
    while start < rest.len() {
        if start > 0 {
            out.extend_from_slice(linefeed);
            out.push(b' ');
            line = 0;
        }
        let mut end = start + 1;
        while end < rest.len() && line + header.len() + enc_len(&rest[start..=end]) + 2 <= LINE_MAX
        {
            end += 1;
        }
        out.extend_from_slice(header.as_bytes());
        transfer(
            &charset_bytes(out_enc.kind, &rest[start..end]),
            base64,
            &mut out,
        );
        out.extend_from_slice(b"?=");
        line += header.len() + enc_len(&rest[start..end]) + 2;
        start = end;
    }
    out
}

pub(crate) fn mb_encode_mimeheader(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_encode_mimeheader";
    let s = arg_str(vm, a, 0, F, "string")?;
    let language = super::convert::LANGUAGES
        .get(state(vm).language)
        .map_or("neutral", |l| l.0);
    let (charset, header_enc, _) = super::extra::mail_encodings(language);
    let out_enc = match rphp_vm::builtins::arg_opt_str(vm, a, 1, F, "charset")? {
        Some(name) => super::get_encoding(vm, &name, F, 1, "charset")?,
        None => lookup(charset.as_bytes()).unwrap_or(super::encoding::utf8()),
    };
    if out_enc.mime.is_empty() {
        return Err(rphp_vm::builtins::value_error(
            F,
            1,
            "charset",
            &format!(
                "\"{}\" cannot be used for MIME header encoding",
                out_enc.name
            ),
        ));
    }
    let mut base64 = header_enc == "BASE64";
    if let Some(t) = rphp_vm::builtins::arg_opt_str(vm, a, 2, F, "transfer_encoding")? {
        match t.first() {
            Some(b'B' | b'b') => base64 = true,
            Some(b'Q' | b'q') => base64 = false,
            _ => {}
        }
    }
    let mut linefeed = if a.len() > 3 {
        arg_str(vm, a, 3, F, "newline")?.to_vec()
    } else {
        b"\r\n".to_vec()
    };
    linefeed.truncate(8);
    if let Some(nul) = linefeed.iter().position(|&b| b == 0) {
        linefeed.truncate(nul);
    }
    let indent = if a.len() > 4 {
        rphp_vm::builtins::arg_int(vm, a, 4, F, "indent")?
    } else {
        0
    };
    let indent = if (0..74).contains(&indent) {
        indent as usize
    } else {
        0
    };
    if s.is_empty() {
        return Ok(super::bytes(Vec::new()));
    }
    let internal = state(vm).internal;
    let codes = decode(internal.kind, &s);
    Ok(super::bytes(mime_encode(
        &s, &codes, out_enc, base64, &linefeed, indent,
    )))
}
