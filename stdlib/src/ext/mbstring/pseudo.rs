//! The transfer "encodings" php deprecates but still converts: BASE64, Quoted-Printable and
//! UUENCODE treat code points as bytes, HTML-ENTITIES writes everything past ASCII as a named
//! or decimal entity and reads entities back (libmbfl's `mb_*_to_wchar`/`mb_wchar_to_*`).

use super::encoding::BAD;
use super::pseudo_entities::ENTITIES;

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn b64_value(c: u8) -> Option<u32> {
    B64.iter().position(|&x| x == c).map(|p| p as u32)
}

pub(crate) fn decode_base64(s: &[u8], out: &mut Vec<u32>) {
    let (mut bits, mut cache) = (0u32, 0u32);
    for &c in s {
        if matches!(c, b'\r' | b'\n' | b' ' | b'\t' | b'=') {
            continue;
        }
        match b64_value(c) {
            None => out.push(BAD),
            Some(v) => {
                bits += 6;
                cache = (cache << 6) | v;
                if bits == 24 {
                    out.extend_from_slice(&[
                        (cache >> 16) & 0xFF,
                        (cache >> 8) & 0xFF,
                        cache & 0xFF,
                    ]);
                    bits = 0;
                    cache = 0;
                }
            }
        }
    }
    if bits == 18 {
        out.extend_from_slice(&[(cache >> 10) & 0xFF, (cache >> 2) & 0xFF]);
    } else if bits == 12 {
        out.push((cache >> 4) & 0xFF);
    }
}

pub(crate) fn encode_base64(bytes: &[u8], out: &mut Vec<u8>) {
    let mut chars = 0;
    let mut chunks = bytes.chunks_exact(3);
    for c in chunks.by_ref() {
        if chars > 72 {
            out.extend_from_slice(b"\r\n");
            chars = 0;
        }
        let n = (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2]);
        for shift in [18, 12, 6, 0] {
            out.push(B64[((n >> shift) & 0x3F) as usize]);
        }
        chars += 4;
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        if chars > 72 {
            out.extend_from_slice(b"\r\n");
        }
        let a = u32::from(rest[0]);
        match rest.get(1) {
            None => {
                out.extend_from_slice(&[B64[(a >> 2) as usize], B64[((a & 3) << 4) as usize]]);
                out.extend_from_slice(b"==");
            }
            Some(&b) => {
                let n = (a << 8) | u32::from(b);
                out.extend_from_slice(&[
                    B64[((n >> 10) & 0x3F) as usize],
                    B64[((n >> 4) & 0x3F) as usize],
                    B64[((n & 0xF) << 2) as usize],
                    b'=',
                ]);
            }
        }
    }
}

fn hex_digit(c: u8) -> Option<u32> {
    (c as char).to_digit(16)
}

pub(crate) fn decode_qprint(s: &[u8], out: &mut Vec<u32>) {
    let e = s.len();
    let mut p = 0;
    while p < e {
        let c = s[p];
        p += 1;
        if c == b'=' && p < e {
            let c2 = s[p];
            p += 1;
            if hex_digit(c2).is_some() && p < e {
                let c3 = s[p];
                p += 1;
                match (hex_digit(c2), hex_digit(c3)) {
                    (Some(h), Some(l)) => out.push((h << 4) | l),
                    _ => out.extend_from_slice(&[u32::from(b'='), u32::from(c2), u32::from(c3)]),
                }
            } else if c2 == b'\r' && p < e {
                let c3 = s[p];
                p += 1;
                if c3 != b'\n' {
                    out.push(u32::from(c3));
                }
            } else if c2 != b'\n' {
                out.extend_from_slice(&[u32::from(b'='), u32::from(c2)]);
            }
        } else {
            out.push(u32::from(c));
        }
    }
}

pub(crate) fn encode_qprint(bytes: &[u8], out: &mut Vec<u8>) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut chars = 0;
    for &w in bytes {
        match w {
            0 => {
                out.push(0);
                chars = 0;
                continue;
            }
            b'\n' => {
                out.extend_from_slice(b"\r\n");
                chars = 0;
                continue;
            }
            b'\r' => continue,
            _ => {}
        }
        if chars >= 72 {
            out.extend_from_slice(b"=\r\n");
            chars = 0;
        }
        if w >= 0x80 || w == b'=' {
            out.extend_from_slice(&[b'=', HEX[usize::from(w >> 4)], HEX[usize::from(w & 0xF)]]);
            chars += 3;
        } else {
            out.push(w);
            chars += 1;
        }
    }
}

fn uudec(c: u8) -> u32 {
    u32::from(c.wrapping_sub(b' ') & 0o77)
}

pub(crate) fn decode_uuencode(s: &[u8], out: &mut Vec<u32>) {
    #[derive(PartialEq)]
    enum St {
        Ground,
        Size,
        A,
        SkipNewline,
    }
    let mut st = St::Ground;
    let mut size = 0u32;
    let e = s.len();
    let mut p = 0;
    while p < e {
        let c = s[p];
        p += 1;
        match st {
            St::Ground => {
                if c == b'b' && e - p >= 5 && &s[p..p + 5] == b"egin " {
                    p += 5;
                    while p < e {
                        p += 1;
                        if s[p - 1] == b'\n' {
                            break;
                        }
                    }
                    st = St::Size;
                }
            }
            St::Size => {
                size = uudec(c);
                st = St::A;
            }
            St::A => {
                if e - p < 4 {
                    p = e;
                    continue;
                }
                let a = uudec(c);
                let b = uudec(s[p]);
                let cc = uudec(s[p + 1]);
                let d = uudec(s[p + 2]);
                p += 3;
                for v in [(a << 2) | (b >> 4), (b << 4) | (cc >> 2), (cc << 6) | d] {
                    if size > 0 {
                        out.push(v & 0xFF);
                        size -= 1;
                    }
                }
                st = if size > 0 { St::A } else { St::SkipNewline };
            }
            St::SkipNewline => st = St::Size,
        }
    }
}

fn six(bits: u32) -> u8 {
    if bits == 0 { b'`' } else { bits as u8 + 32 }
}

pub(crate) fn encode_uuencode(bytes: &[u8], out: &mut Vec<u8>) {
    if bytes.is_empty() {
        return;
    }
    out.extend_from_slice(b"begin 0644 filename\n");
    out.push(bytes.len().min(45) as u8 + 32);
    let mut encoded = 0;
    let mut rest = bytes.len();
    for c in bytes.chunks(3) {
        rest -= c.len();
        let w = u32::from(c[0]);
        let w2 = c.get(1).map_or(0, |&b| u32::from(b));
        let w3 = c.get(2).map_or(0, |&b| u32::from(b));
        out.extend_from_slice(&[
            six((w >> 2) & 0x3F),
            six(((w & 3) << 4) + ((w2 >> 4) & 0xF)),
            six(((w2 & 0xF) << 2) + ((w3 >> 6) & 3)),
            six(w3 & 0x3F),
        ]);
        encoded += 3;
        if encoded >= 45 {
            out.push(b'\n');
            if rest > 0 {
                out.push(rest.min(45) as u8 + 32);
            }
            encoded = 0;
        }
    }
    if encoded > 0 {
        out.push(b'\n');
    }
}

fn is_entity_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'#'
}

/// The value of a numeric entity's digits (after `#`), `None` when malformed or too big.
fn numeric_entity(digits: &[u8]) -> Option<u32> {
    let (digits, radix) = match digits {
        [b'x' | b'X', rest @ ..] => (rest, 16),
        _ => (digits, 10),
    };
    if digits.is_empty() {
        return None;
    }
    let mut value: u32 = 0;
    for &d in digits {
        let v = (d as char).to_digit(radix)?;
        value = value.wrapping_mul(radix).wrapping_add(v);
    }
    (value <= 0x10_FFFF).then_some(value)
}

pub(crate) fn decode_htmlent(s: &[u8], out: &mut Vec<u32>) {
    let e = s.len();
    let mut p = 0;
    while p < e {
        let c = s[p];
        p += 1;
        if c != b'&' {
            out.push(u32::from(c));
            continue;
        }
        let mut term = p;
        while term < e && is_entity_char(s[term]) {
            term += 1;
        }
        if term < e && s[term] == b';' {
            if s[p] == b'#' && e - p >= 2 {
                if let Some(v) = numeric_entity(&s[p + 1..term]) {
                    out.push(v);
                    p = term + 1;
                    continue;
                }
            } else if term > p
                && let Some(&(_, code)) = ENTITIES.iter().find(|(n, _)| n.as_bytes() == &s[p..term])
            {
                out.push(code);
                p = term + 1;
                continue;
            }
        }
        out.push(u32::from(b'&'));
        out.extend(s[p..term].iter().map(|&b| u32::from(b)));
        p = term;
        if term < e && s[term] == b';' {
            out.push(u32::from(b';'));
            p += 1;
        }
    }
}

pub(crate) fn put_htmlent(w: u32, out: &mut Vec<u8>) {
    if w < 0x80 {
        out.push(w as u8);
        return;
    }
    out.push(b'&');
    match ENTITIES.iter().find(|&&(_, code)| code == w) {
        Some((name, _)) => out.extend_from_slice(name.as_bytes()),
        None => {
            out.push(b'#');
            out.extend_from_slice(w.to_string().as_bytes());
        }
    }
    out.push(b';');
}
