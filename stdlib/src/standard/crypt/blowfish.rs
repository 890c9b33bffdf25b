//! The `$2a$`/`$2b$`/`$2x$`/`$2y$` scheme of php's crypt_blowfish.c (bcrypt): the key
//! schedule, with `$2x$`'s sign-extension bug and `$2a$`'s countermeasure, is built here;
//! the Blowfish state, its salted expansion and the cipher come from RustCrypto's
//! `blowfish` (feature `bcrypt`), which match php's word for word.

use blowfish::Blowfish;

/// bcrypt's base-64 alphabet.
const BF_ITOA64: &[u8; 64] = b"./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

fn atoi64(c: u8) -> Option<u32> {
    BF_ITOA64.iter().position(|&x| x == c).map(|p| p as u32)
}

/// The 16 salt bytes the 22 characters encode, or `None` for a bad character.
fn decode_salt(src: &[u8]) -> Option<[u8; 16]> {
    let mut out = [0u8; 16];
    let mut o = 0;
    let mut chars = src.iter();
    let mut next = || chars.next().and_then(|&c| atoi64(c));
    while o < 16 {
        let c1 = next()?;
        let c2 = next()?;
        out[o] = ((c1 << 2) | ((c2 & 0x30) >> 4)) as u8;
        o += 1;
        if o >= 16 {
            break;
        }
        let c3 = next()?;
        out[o] = (((c2 & 0x0f) << 4) | ((c3 & 0x3c) >> 2)) as u8;
        o += 1;
        if o >= 16 {
            break;
        }
        let c4 = next()?;
        out[o] = (((c3 & 0x03) << 6) | c4) as u8;
        o += 1;
    }
    Some(out)
}

fn encode(src: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut it = src.chunks(3);
    for chunk in it.by_ref() {
        let c1 = u32::from(chunk[0]);
        out.push(BF_ITOA64[(c1 >> 2) as usize]);
        let mut carry = (c1 & 0x03) << 4;
        let Some(&b2) = chunk.get(1) else {
            out.push(BF_ITOA64[carry as usize]);
            break;
        };
        let c2 = u32::from(b2);
        out.push(BF_ITOA64[(carry | (c2 >> 4)) as usize]);
        carry = (c2 & 0x0f) << 2;
        let Some(&b3) = chunk.get(2) else {
            out.push(BF_ITOA64[carry as usize]);
            break;
        };
        let c3 = u32::from(b3);
        out.push(BF_ITOA64[(carry | (c3 >> 6)) as usize]);
        out.push(BF_ITOA64[(c3 & 0x3f) as usize]);
    }
    out
}

/// `BF_set_key`: the 18 key words the main loop uses and those the initial expansion uses
/// (which differ only when `$2a$`'s safety flips bit 16 of the first).
fn set_key(key: &[u8], flags: u8) -> ([u8; 72], [u8; 72]) {
    let bug = flags & 1 != 0;
    let safety: u32 = u32::from(flags & 2) << 15;
    let mut expanded = [0u8; 72];
    let (mut sign, mut diff) = (0u32, 0u32);
    let mut pos = 0usize;
    for i in 0..18 {
        let (mut correct, mut buggy) = (0u32, 0u32);
        for j in 0..4 {
            let c = key.get(pos).copied().unwrap_or(0);
            correct = (correct << 8) | u32::from(c);
            buggy = (buggy << 8) | (i32::from(c as i8) as u32);
            if j != 0 {
                sign |= buggy & 0x80;
            }
            if c == 0 {
                pos = 0;
            } else {
                pos += 1;
            }
        }
        diff |= correct ^ buggy;
        let word = if bug { buggy } else { correct };
        expanded[i * 4..i * 4 + 4].copy_from_slice(&word.to_be_bytes());
    }
    diff |= diff >> 16;
    diff &= 0xffff;
    diff = diff.wrapping_add(0xffff);
    sign <<= 9;
    sign &= !diff & safety;
    let mut initial = expanded;
    let first = u32::from_be_bytes([initial[0], initial[1], initial[2], initial[3]]) ^ sign;
    initial[..4].copy_from_slice(&first.to_be_bytes());
    (expanded, initial)
}

/// `BF_crypt` with php's minimum cost 4: `None` for a malformed setting. `key` ends at its
/// first NUL (a C string), which is hashed as its terminator.
pub(super) fn crypt_blowfish(key: &[u8], setting: &[u8]) -> Option<Vec<u8>> {
    let at = |i: usize| setting.get(i).copied().unwrap_or(0);
    let flags: u8 = match at(2) {
        b'a' => 2,
        b'b' | b'y' => 4,
        b'x' => 1,
        _ => return None,
    };
    if at(0) != b'$'
        || at(1) != b'2'
        || at(3) != b'$'
        || !(b'0'..=b'3').contains(&at(4))
        || !at(5).is_ascii_digit()
        || (at(4) == b'3' && at(5) > b'1')
        || at(6) != b'$'
    {
        return None;
    }
    let cost = u32::from(at(4) - b'0') * 10 + u32::from(at(5) - b'0');
    if cost < 4 {
        return None;
    }
    let salt = decode_salt(setting.get(7..29)?)?;
    let (expanded, initial) = set_key(key, flags);
    let mut state = Blowfish::bc_init_state();
    state.salted_expand_key(&salt, &initial);
    for _ in 0..(1u64 << cost) {
        state.bc_expand_key(&expanded);
        state.bc_expand_key(&salt);
    }
    let magic = b"OrpheanBeholderScryDoubt";
    let mut digest = Vec::with_capacity(24);
    for pair in magic.chunks(8) {
        let word = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
        let mut lr = [word(&pair[..4]), word(&pair[4..])];
        for _ in 0..64 {
            lr = state.bc_encrypt(lr);
        }
        digest.extend_from_slice(&lr[0].to_be_bytes());
        digest.extend_from_slice(&lr[1].to_be_bytes());
    }
    let mut out = setting[..28].to_vec();
    let last = atoi64(at(28)).unwrap_or(0) & 0x30;
    out.push(BF_ITOA64[last as usize]);
    out.extend_from_slice(&encode(&digest[..23]));
    Some(out)
}
