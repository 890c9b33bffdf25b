//! The MD5-based (`$1$`, php_crypt_r.c) and SHA-2-based (`$5$`/`$6$`, crypt_sha256.c and
//! crypt_sha512.c: Ulrich Drepper's scheme with php's `rounds=` rules) crypt schemes, over
//! RustCrypto's digests.

use super::ITOA64;
use md5::{Digest, Md5};
use sha2::{Sha256, Sha512};

/// Append `n` characters of crypt's little-endian base-64 for the low bits of `v`.
fn to64(out: &mut Vec<u8>, mut v: u32, n: usize) {
    for _ in 0..n {
        out.push(ITOA64[(v & 0x3f) as usize]);
        v >>= 6;
    }
}

/// `php_md5_crypt_r`: the salt is what follows `$1$`, up to a `$` and at most 8 bytes.
pub(super) fn crypt_md5(pw: &[u8], setting: &[u8]) -> Vec<u8> {
    let rest = setting.strip_prefix(b"$1$").unwrap_or(setting);
    let sl = rest.iter().take(8).take_while(|&&c| c != b'$').count();
    let salt = &rest[..sl];
    let mut ctx = Md5::new();
    ctx.update(pw);
    ctx.update(b"$1$");
    ctx.update(salt);
    let mut alt = Md5::new();
    alt.update(pw);
    alt.update(salt);
    alt.update(pw);
    let mut fin: [u8; 16] = alt.finalize().into();
    let mut pl = pw.len();
    while pl > 0 {
        ctx.update(&fin[..pl.min(16)]);
        pl = pl.saturating_sub(16);
    }
    fin = [0; 16];
    let mut i = pw.len();
    while i != 0 {
        if i & 1 != 0 {
            ctx.update(&fin[..1]);
        } else {
            ctx.update(&pw[..1]);
        }
        i >>= 1;
    }
    fin = ctx.finalize().into();
    for i in 0..1000 {
        let mut c = Md5::new();
        if i & 1 != 0 {
            c.update(pw);
        } else {
            c.update(fin);
        }
        if i % 3 != 0 {
            c.update(salt);
        }
        if i % 7 != 0 {
            c.update(pw);
        }
        if i & 1 != 0 {
            c.update(fin);
        } else {
            c.update(pw);
        }
        fin = c.finalize().into();
    }
    let mut out = b"$1$".to_vec();
    out.extend_from_slice(salt);
    out.push(b'$');
    let f = |i: usize| u32::from(fin[i]);
    for (a, b, c) in [(0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)] {
        to64(&mut out, (f(a) << 16) | (f(b) << 8) | f(c), 4);
    }
    to64(&mut out, f(11), 2);
    out
}

/// C's `strtoul` on the digits after `rounds=`: leading space, a sign, then digits;
/// returns the value (saturated) and the index after it (0 when nothing was parsed).
fn strtoul(s: &[u8]) -> (u64, usize) {
    let mut i = 0;
    while s.get(i).is_some_and(|c| matches!(c, b' ' | b'\t'..=b'\r')) {
        i += 1;
    }
    let negative = s.get(i) == Some(&b'-');
    if matches!(s.get(i), Some(b'-' | b'+')) {
        i += 1;
    }
    let start = i;
    let mut v: u64 = 0;
    let mut overflow = false;
    while let Some(d) = s.get(i).filter(|c| c.is_ascii_digit()) {
        match v
            .checked_mul(10)
            .and_then(|x| x.checked_add(u64::from(d - b'0')))
        {
            Some(x) => v = x,
            None => overflow = true,
        }
        i += 1;
    }
    if i == start {
        return (0, 0);
    }
    if overflow {
        return (u64::MAX, i);
    }
    (if negative { v.wrapping_neg() } else { v }, i)
}

/// The byte orders in which `$5$` and `$6$` write the final digest.
const SHA256_ORDER: &[[usize; 3]] = &[
    [0, 10, 20],
    [21, 1, 11],
    [12, 22, 2],
    [3, 13, 23],
    [24, 4, 14],
    [15, 25, 5],
    [6, 16, 26],
    [27, 7, 17],
    [18, 28, 8],
    [9, 19, 29],
];

const SHA512_ORDER: &[[usize; 3]] = &[
    [0, 21, 42],
    [22, 43, 1],
    [44, 2, 23],
    [3, 24, 45],
    [25, 46, 4],
    [47, 5, 26],
    [6, 27, 48],
    [28, 49, 7],
    [50, 8, 29],
    [9, 30, 51],
    [31, 52, 10],
    [53, 11, 32],
    [12, 33, 54],
    [34, 55, 13],
    [56, 14, 35],
    [15, 36, 57],
    [37, 58, 16],
    [59, 17, 38],
    [18, 39, 60],
    [40, 61, 19],
    [62, 20, 41],
];

/// `php_sha256_crypt_r` (`wide` false) / `php_sha512_crypt_r` (`wide` true); `None` for a
/// `rounds=` outside 1000..=999999999.
pub(super) fn crypt_sha(key: &[u8], setting: &[u8], wide: bool) -> Option<Vec<u8>> {
    let prefix: &[u8] = if wide { b"$6$" } else { b"$5$" };
    let mut salt = setting.strip_prefix(prefix).unwrap_or(setting);
    let mut rounds: Option<u64> = None;
    if let Some(num) = salt.strip_prefix(b"rounds=") {
        let (value, end) = strtoul(num);
        if num.get(end) == Some(&b'$') {
            salt = &num[end + 1..];
            if !(1000..=999_999_999).contains(&value) {
                return None;
            }
            rounds = Some(value);
        }
    }
    let salt_len = salt.iter().take_while(|&&c| c != b'$').count().min(16);
    let salt = &salt[..salt_len];
    let digest = |parts: &[&[u8]]| -> Vec<u8> {
        if wide {
            let mut h = Sha512::new();
            parts.iter().for_each(|p| h.update(p));
            h.finalize().to_vec()
        } else {
            let mut h = Sha256::new();
            parts.iter().for_each(|p| h.update(p));
            h.finalize().to_vec()
        }
    };
    let size = if wide { 64 } else { 32 };
    let alt = digest(&[key, salt, key]);
    let mut a: Vec<u8> = [key, salt].concat();
    let mut cnt = key.len();
    while cnt > size {
        a.extend_from_slice(&alt);
        cnt -= size;
    }
    a.extend_from_slice(&alt[..cnt]);
    cnt = key.len();
    while cnt > 0 {
        if cnt & 1 != 0 {
            a.extend_from_slice(&alt);
        } else {
            a.extend_from_slice(key);
        }
        cnt >>= 1;
    }
    let mut result = digest(&[&a]);
    let dp = digest(&vec![key; key.len()]);
    let p_bytes: Vec<u8> = dp.iter().cycle().take(key.len()).copied().collect();
    let ds = digest(&vec![salt; 16 + usize::from(result[0])]);
    let s_bytes: Vec<u8> = ds.iter().cycle().take(salt_len).copied().collect();
    for i in 0..rounds.unwrap_or(5000) {
        let mut parts: Vec<&[u8]> = Vec::with_capacity(4);
        let prev = result.clone();
        parts.push(if i & 1 != 0 { &p_bytes } else { &prev });
        if i % 3 != 0 {
            parts.push(&s_bytes);
        }
        if i % 7 != 0 {
            parts.push(&p_bytes);
        }
        parts.push(if i & 1 != 0 { &prev } else { &p_bytes });
        result = digest(&parts);
    }
    let mut out = prefix.to_vec();
    if let Some(r) = rounds {
        out.extend_from_slice(format!("rounds={r}$").as_bytes());
    }
    out.extend_from_slice(salt);
    out.push(b'$');
    let b = |i: usize| u32::from(result[i]);
    let order = if wide { SHA512_ORDER } else { SHA256_ORDER };
    for [x, y, z] in order {
        to64(&mut out, (b(*x) << 16) | (b(*y) << 8) | b(*z), 4);
    }
    if wide {
        to64(&mut out, b(63), 2);
    } else {
        to64(&mut out, (b(31) << 8) | b(30), 3);
    }
    Some(out)
}
