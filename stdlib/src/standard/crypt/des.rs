//! crypt(3)'s DES schemes as php's crypt_freesec.c defines them: the traditional two-character
//! salt (25 rounds of salted DES, eight password bytes) and BSDi's extended `_CCCCSSSS`
//! form (a 24-bit iteration count, every password byte folded in). A plain bitwise DES:
//! the permutations are walked bit by bit from the standard tables.

use super::ITOA64;

const IP: [u8; 64] = [
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6,
    64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61,
    53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];

const PC1: [u8; 56] = [
    57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60,
    52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29,
    21, 13, 5, 28, 20, 12, 4,
];

const SHIFTS: [u32; 16] = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

const PC2: [u8; 48] = [
    14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52,
    31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

const E: [u8; 48] = [
    32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18,
    19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
];

const SBOX: [[u8; 64]; 8] = [
    [
        14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12,
        11, 9, 5, 3, 8, 4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9,
        1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
    ],
    [
        15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1,
        10, 6, 9, 11, 5, 0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15,
        4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
    ],
    [
        10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5,
        14, 12, 11, 15, 1, 13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6,
        9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
    ],
    [
        7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2,
        12, 1, 10, 14, 9, 10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1,
        13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
    ],
    [
        2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15,
        10, 3, 9, 8, 6, 4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14,
        2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
    ],
    [
        12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13,
        14, 0, 11, 3, 8, 9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5,
        15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
    ],
    [
        4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5,
        12, 2, 15, 8, 6, 1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4,
        10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
    ],
    [
        13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6,
        11, 0, 14, 9, 2, 7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10,
        8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
    ],
];

const PBOX: [u8; 32] = [
    16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19,
    13, 30, 6, 22, 11, 4, 25,
];

/// Permute `input` (its `width` bits numbered 1.. from the most significant) by `table`.
fn permute(input: u64, width: u32, table: &[u8]) -> u64 {
    table.iter().fold(0u64, |out, &bit| {
        (out << 1) | ((input >> (width - u32::from(bit))) & 1)
    })
}

/// DES with crypt's salt: 16 round keys, the 24 salt bits that swap halves of E's output.
struct Des {
    keys: [u64; 16],
    saltbits: u64,
}

impl Des {
    fn new(key: [u8; 8]) -> Des {
        let cd = permute(u64::from_be_bytes(key), 64, &PC1);
        let (mut c, mut d) = ((cd >> 28) & 0x0fff_ffff, cd & 0x0fff_ffff);
        let mut keys = [0u64; 16];
        for (round, key) in keys.iter_mut().enumerate() {
            let s = SHIFTS[round];
            c = ((c << s) | (c >> (28 - s))) & 0x0fff_ffff;
            d = ((d << s) | (d >> (28 - s))) & 0x0fff_ffff;
            *key = permute((c << 28) | d, 56, &PC2);
        }
        Des { keys, saltbits: 0 }
    }

    /// Salt bit i (from the least significant) swaps E bits i and i + 24 (from the left).
    fn set_salt(&mut self, salt: u32) {
        let mut bits = 0u64;
        for i in 0..24 {
            if salt & (1 << i) != 0 {
                bits |= 0x80_0000 >> i;
            }
        }
        self.saltbits = bits;
    }

    fn feistel(&self, r: u32, key: u64) -> u32 {
        let e = permute(u64::from(r), 32, &E);
        let (mut l48, mut r48) = (e >> 24, e & 0xff_ffff);
        let f = (l48 ^ r48) & self.saltbits;
        l48 ^= f;
        r48 ^= f;
        let x = ((l48 << 24) | r48) ^ key;
        let mut out = 0u64;
        for (i, sbox) in SBOX.iter().enumerate() {
            let six = ((x >> (42 - 6 * i)) & 0x3f) as usize;
            let row = ((six & 0x20) >> 4) | (six & 1);
            let col = (six >> 1) & 0xf;
            out = (out << 4) | u64::from(sbox[row * 16 + col]);
        }
        permute(out, 32, &PBOX) as u32
    }

    /// `count` encryptions of a block in place.
    fn encrypt(&self, block: u64, count: u32) -> u64 {
        let ip = permute(block, 64, &IP);
        let (mut l, mut r) = ((ip >> 32) as u32, ip as u32);
        for _ in 0..count {
            for key in self.keys {
                let f = self.feistel(r, key) ^ l;
                l = r;
                r = f;
            }
            std::mem::swap(&mut l, &mut r);
        }
        let pre = (u64::from(l) << 32) | u64::from(r);
        let mut out = 0u64;
        for (i, &bit) in IP.iter().enumerate() {
            if (pre >> (63 - i)) & 1 != 0 {
                out |= 1u64 << (64 - u32::from(bit));
            }
        }
        out
    }
}

/// php's `ascii_to_bin`: any byte maps to 0..63 (invalid ones wrap).
fn ascii_to_bin(ch: u8) -> u32 {
    let sch = i32::from(ch as i8);
    let v = if sch >= i32::from(b'a') {
        sch - (i32::from(b'a') - 38)
    } else if sch >= i32::from(b'A') {
        sch - (i32::from(b'A') - 12)
    } else {
        sch - i32::from(b'.')
    };
    (v & 0x3f) as u32
}

/// The eight key bytes: each password byte shifted up one bit, zero-padded.
fn key_block(key: &[u8]) -> [u8; 8] {
    let mut block = [0u8; 8];
    for (b, k) in block.iter_mut().zip(key) {
        *b = k << 1;
    }
    block
}

/// `_crypt_extended_r`: `None` where php returns NULL. `key` and `setting` end at their
/// first NUL (C strings).
pub(super) fn crypt_des(key: &[u8], setting: &[u8]) -> Option<Vec<u8>> {
    let at = |i: usize| setting.get(i).copied().unwrap_or(0);
    let mut des = Des::new(key_block(key));
    let (count, salt, mut out) = if at(0) == b'_' {
        let mut count = 0u32;
        for i in 1..5 {
            let value = ascii_to_bin(at(i));
            if ITOA64[value as usize] != at(i) {
                return None;
            }
            count |= value << ((i - 1) * 6);
        }
        if count == 0 {
            return None;
        }
        let mut salt = 0u32;
        for i in 5..9 {
            let value = ascii_to_bin(at(i));
            if ITOA64[value as usize] != at(i) {
                return None;
            }
            salt |= value << ((i - 5) * 6);
        }
        let mut block = u64::from_be_bytes(key_block(key));
        let mut rest = key.get(8..).unwrap_or_default();
        while !rest.is_empty() {
            block = des.encrypt(block, 1);
            let mut bytes = block.to_be_bytes();
            for (b, k) in bytes.iter_mut().zip(rest) {
                *b ^= k << 1;
            }
            rest = rest.get(8..).unwrap_or_default();
            block = u64::from_be_bytes(bytes);
            des = Des::new(bytes);
        }
        (count, salt, setting[..9].to_vec())
    } else {
        let unsafe_char = |c: u8| c == 0 || c == b'\n' || c == b':';
        if unsafe_char(at(0)) || unsafe_char(at(1)) {
            return None;
        }
        let salt = (ascii_to_bin(at(1)) << 6) | ascii_to_bin(at(0));
        (25, salt, vec![at(0), at(1)])
    };
    des.set_salt(salt);
    let result = des.encrypt(0, count);
    let (r0, r1) = ((result >> 32) as u32, result as u32);
    let mut push = |l: u32, digits: u32| {
        for i in (0..digits).rev() {
            out.push(ITOA64[((l >> (6 * i)) & 0x3f) as usize]);
        }
    };
    push(r0 >> 8, 4);
    push((r0 << 16) | ((r1 >> 16) & 0xffff), 4);
    push(r1 << 2, 3);
    Some(out)
}
