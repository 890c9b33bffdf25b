//! IP address conversions from basic_functions.c: `ip2long`, `long2ip`, `inet_pton`,
//! `inet_ntop`. php calls libc's inet_pton/inet_ntop; these follow the oracle's libc
//! (musl): dotted quads are exactly four decimal parts without leading zeros, and an IPv6
//! address is written in its mixed form only under the `::ffff:0:0/96` prefix.

use crate::def;
use crate::standard::file::arg_path;
use rphp_vm::builtins::{Builtin, arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("ip2long", ip2long, 1, 1, &["ip"]),
    def("long2ip", long2ip, 1, 1, &["ip"]),
    def("inet_pton", inet_pton, 1, 1, &["ip"]),
    def("inet_ntop", inet_ntop, 1, 1, &["ip"]),
];

/// A dotted quad as libc's inet_pton(AF_INET) reads it.
fn parse_v4(s: &[u8]) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut parts = s.split(|&b| b == b'.');
    for slot in &mut out {
        let p = parts.next()?;
        if p.is_empty() || p.len() > 3 || !p.iter().all(u8::is_ascii_digit) {
            return None;
        }
        if p.len() > 1 && p[0] == b'0' {
            return None;
        }
        let v = p.iter().fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
        *slot = u8::try_from(v).ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// An IPv6 address as libc's inet_pton(AF_INET6) reads it (a dotted quad may end it).
fn parse_v6(s: &[u8]) -> Option<[u8; 16]> {
    let mut words: Vec<u16> = Vec::with_capacity(8);
    let mut gap: Option<usize> = None;
    let mut i = 0;
    if s.starts_with(b"::") {
        gap = Some(0);
        i = 2;
        if s.len() == 2 {
            return Some([0; 16]);
        }
    } else if s.first() == Some(&b':') {
        return None;
    }
    loop {
        let rest = &s[i..];
        let end = rest.iter().position(|&b| b == b':').unwrap_or(rest.len());
        let part = &rest[..end];
        if part.contains(&b'.') {
            // a trailing dotted quad: two words
            if end != rest.len() || words.len() > 6 {
                return None;
            }
            let q = parse_v4(part)?;
            words.push(u16::from_be_bytes([q[0], q[1]]));
            words.push(u16::from_be_bytes([q[2], q[3]]));
            break;
        }
        if part.is_empty() || part.len() > 4 || !part.iter().all(u8::is_ascii_hexdigit) {
            return None;
        }
        let w = part.iter().fold(0u16, |w, &d| {
            (w << 4) | u16::from((d as char).to_digit(16).unwrap_or(0) as u8)
        });
        words.push(w);
        if words.len() > 8 {
            return None;
        }
        i += end;
        if i == s.len() {
            break;
        }
        // at a ':'
        i += 1;
        if s.get(i) == Some(&b':') {
            if gap.is_some() {
                return None;
            }
            gap = Some(words.len());
            i += 1;
            if i == s.len() {
                break;
            }
        } else if i == s.len() {
            return None;
        }
    }
    let full = match gap {
        Some(at) => {
            if words.len() > 7 {
                return None;
            }
            let mut w = words[..at].to_vec();
            w.resize(8 - (words.len() - at), 0);
            w.extend_from_slice(&words[at..]);
            w
        }
        None if words.len() == 8 => words,
        None => return None,
    };
    let mut out = [0u8; 16];
    for (k, w) in full.iter().enumerate() {
        out[k * 2..k * 2 + 2].copy_from_slice(&w.to_be_bytes());
    }
    Some(out)
}

/// An IPv6 address as the oracle's inet_ntop writes it: lowercase hex words, the first
/// longest run of two or more zero words as `::`, `::ffff:a.b.c.d` for mapped IPv4.
fn format_v6(b: &[u8; 16]) -> String {
    let words: Vec<u16> = b
        .chunks_exact(2)
        .map(|c| u16::from_be_bytes([c[0], c[1]]))
        .collect();
    if words[..5].iter().all(|&w| w == 0) && words[5] == 0xffff {
        return format!("::ffff:{}.{}.{}.{}", b[12], b[13], b[14], b[15]);
    }
    let (mut best, mut best_len) = (0, 0);
    let mut k = 0;
    while k < 8 {
        if words[k] == 0 {
            let start = k;
            while k < 8 && words[k] == 0 {
                k += 1;
            }
            if k - start > best_len {
                (best, best_len) = (start, k - start);
            }
        } else {
            k += 1;
        }
    }
    let hex = |ws: &[u16]| {
        ws.iter()
            .map(|w| format!("{w:x}"))
            .collect::<Vec<_>>()
            .join(":")
    };
    if best_len < 2 {
        return hex(&words);
    }
    format!(
        "{}::{}",
        hex(&words[..best]),
        hex(&words[best + best_len..])
    )
}

fn ip2long(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ip = arg_path(vm, a, 0, "ip2long", "ip")?;
    Ok(match parse_v4(&ip) {
        Some(q) => Value::Int(i64::from(u32::from_be_bytes(q))),
        None => Value::Bool(false),
    })
}

fn long2ip(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ip = arg_int(vm, a, 0, "long2ip", "ip")? as u32;
    let q = ip.to_be_bytes();
    Ok(Value::str(format!("{}.{}.{}.{}", q[0], q[1], q[2], q[3])))
}

fn inet_pton(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ip = arg_path(vm, a, 0, "inet_pton", "ip")?;
    let packed = if ip.contains(&b':') {
        parse_v6(&ip).map(|b| b.to_vec())
    } else if ip.contains(&b'.') {
        parse_v4(&ip).map(|b| b.to_vec())
    } else {
        None
    };
    Ok(packed.map_or(Value::Bool(false), |b| Value::str(&b)))
}

fn inet_ntop(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ip = arg_str(vm, a, 0, "inet_ntop", "ip")?;
    Ok(match ip.len() {
        4 => Value::str(format!("{}.{}.{}.{}", ip[0], ip[1], ip[2], ip[3])),
        16 => {
            let mut b = [0u8; 16];
            b.copy_from_slice(&ip);
            Value::str(format_v6(&b))
        }
        _ => Value::Bool(false),
    })
}
