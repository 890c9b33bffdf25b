//! ext/hash's non-cryptographic algorithms, written out: the three CRC-32 variants, adler32,
//! FNV-1 / FNV-1a (32 and 64 bit), Jenkins' one-at-a-time (joaat) and MurmurHash3 (x86 32,
//! x86 128, x64 128). Each returns php's digest bytes (its byte order per algorithm).

/// A reflected CRC-32 table for `poly` (crc32c: 0x82F63B78).
const fn reflected_table(poly: u32) -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 { (c >> 1) ^ poly } else { c >> 1 };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
}

/// The MSB-first CRC-32 table (bzip2's polynomial 0x04C11DB7), php's "crc32".
const fn msb_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = (i as u32) << 24;
        let mut k = 0;
        while k < 8 {
            c = if c & 0x8000_0000 != 0 {
                (c << 1) ^ 0x04C1_1DB7
            } else {
                c << 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
}

const CRC32C: [u32; 256] = reflected_table(0x82F6_3B78);
const CRC32_BZIP: [u32; 256] = msb_table();

/// Slicing-by-16 tables of the reflected IEEE CRC-32 (zlib's): `t[k][b]` is the CRC of byte
/// `b` followed by `k` zero bytes.
const fn slice16_tables() -> [[u32; 256]; 16] {
    let mut t = [[0u32; 256]; 16];
    t[0] = reflected_table(0xEDB8_8320);
    let mut k = 1;
    while k < 16 {
        let mut i = 0;
        while i < 256 {
            let prev = t[k - 1][i];
            t[k][i] = (prev >> 8) ^ t[0][(prev & 0xff) as usize];
            i += 1;
        }
        k += 1;
    }
    t
}

static CRC32_SLICE16: [[u32; 256]; 16] = slice16_tables();

/// Below this length the table walk beats crc32fast, whose short-input path goes a byte at
/// a time past its last 64-byte block.
const CRC32_SHORT: usize = 128;

/// The standard CRC-32 (zlib's, php's `crc32()` and hash "crc32b") as a number.
pub(crate) fn crc32b_value(data: &[u8]) -> u32 {
    // The IEEE CRC-32 (zlib's, php's crc32()); crc32fast folds with PCLMULQDQ where the CPU
    // has it, as php's own crc32_x86.c does. Short strings (the common case in loops) take
    // sixteen bytes a step through the slicing tables.
    if data.len() >= CRC32_SHORT {
        return crc32fast::hash(data);
    }
    let t = &CRC32_SLICE16;
    let mut crc = !0u32;
    let mut blocks = data.chunks_exact(16);
    for b in &mut blocks {
        let lo = crc ^ u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        crc = t[15][(lo & 0xff) as usize]
            ^ t[14][((lo >> 8) & 0xff) as usize]
            ^ t[13][((lo >> 16) & 0xff) as usize]
            ^ t[12][(lo >> 24) as usize]
            ^ t[11][usize::from(b[4])]
            ^ t[10][usize::from(b[5])]
            ^ t[9][usize::from(b[6])]
            ^ t[8][usize::from(b[7])]
            ^ t[7][usize::from(b[8])]
            ^ t[6][usize::from(b[9])]
            ^ t[5][usize::from(b[10])]
            ^ t[4][usize::from(b[11])]
            ^ t[3][usize::from(b[12])]
            ^ t[2][usize::from(b[13])]
            ^ t[1][usize::from(b[14])]
            ^ t[0][usize::from(b[15])];
    }
    let mut rest = blocks.remainder().chunks_exact(4);
    for b in &mut rest {
        let x = crc ^ u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        crc = t[3][(x & 0xff) as usize]
            ^ t[2][((x >> 8) & 0xff) as usize]
            ^ t[1][((x >> 16) & 0xff) as usize]
            ^ t[0][(x >> 24) as usize];
    }
    for &b in rest.remainder() {
        crc = (crc >> 8) ^ t[0][((crc ^ u32::from(b)) & 0xff) as usize];
    }
    !crc
}

fn reflected(table: &[u32; 256], state: u32, data: &[u8]) -> u32 {
    let mut state = state;
    for &b in data {
        state = (state >> 8) ^ table[((state ^ u32::from(b)) & 0xff) as usize];
    }
    state
}

/// bzip2's CRC over `data` from running state `state` (start: `!0`).
pub(crate) fn crc32_step(mut state: u32, data: &[u8]) -> u32 {
    for &b in data {
        state = (state << 8) ^ CRC32_BZIP[((state >> 24) ^ u32::from(b)) as usize];
    }
    state
}

/// The Castagnoli CRC over `data` from running state `state` (start: `!0`).
pub(crate) fn crc32c_step(state: u32, data: &[u8]) -> u32 {
    reflected(&CRC32C, state, data)
}

/// hash "crc32": bzip2's CRC, its final value written little-endian.
pub(crate) fn crc32(data: &[u8]) -> Vec<u8> {
    (!crc32_step(!0, data)).to_le_bytes().to_vec()
}

pub(crate) fn crc32b(data: &[u8]) -> Vec<u8> {
    crc32b_value(data).to_be_bytes().to_vec()
}

pub(crate) fn crc32c(data: &[u8]) -> Vec<u8> {
    (!crc32c_step(!0, data)).to_be_bytes().to_vec()
}

pub(crate) fn adler32(data: &[u8]) -> Vec<u8> {
    let (mut s1, mut s2) = (1u32, 0u32);
    for chunk in data.chunks(5552) {
        for &b in chunk {
            s1 += u32::from(b);
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
    }
    ((s2 << 16) | s1).to_be_bytes().to_vec()
}

pub(crate) const FNV32_START: u32 = 0x811c_9dc5;
pub(crate) const FNV64_START: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1 (FNV-1a when `alternate`), 32 bits, from running value `h`.
pub(crate) fn fnv32_step(mut h: u32, data: &[u8], alternate: bool) -> u32 {
    for &b in data {
        if alternate {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        } else {
            h = h.wrapping_mul(0x0100_0193);
            h ^= u32::from(b);
        }
    }
    h
}

/// FNV-1 (FNV-1a when `alternate`), 64 bits, from running value `h`.
pub(crate) fn fnv64_step(mut h: u64, data: &[u8], alternate: bool) -> u64 {
    for &b in data {
        if alternate {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        } else {
            h = h.wrapping_mul(0x0100_0000_01b3);
            h ^= u64::from(b);
        }
    }
    h
}

pub(crate) fn fnv32(data: &[u8], alternate: bool) -> Vec<u8> {
    fnv32_step(FNV32_START, data, alternate)
        .to_be_bytes()
        .to_vec()
}

pub(crate) fn fnv64(data: &[u8], alternate: bool) -> Vec<u8> {
    fnv64_step(FNV64_START, data, alternate)
        .to_be_bytes()
        .to_vec()
}

/// Jenkins' one-at-a-time over `data` from running value `h` (start: 0).
pub(crate) fn joaat_step(mut h: u32, data: &[u8]) -> u32 {
    for &b in data {
        h = h.wrapping_add(u32::from(b));
        h = h.wrapping_add(h << 10);
        h ^= h >> 6;
    }
    h
}

/// joaat's final avalanche.
pub(crate) fn joaat_finish(mut h: u32) -> u32 {
    h = h.wrapping_add(h << 3);
    h ^= h >> 11;
    h.wrapping_add(h << 15)
}

pub(crate) fn joaat(data: &[u8]) -> Vec<u8> {
    joaat_finish(joaat_step(0, data)).to_be_bytes().to_vec()
}

fn fmix32(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

fn fmix64(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ (k >> 33)
}

/// Little-endian word `i` of a block (missing bytes are zero: the tail).
fn le32(block: &[u8], i: usize) -> u32 {
    let mut w = [0u8; 4];
    for (j, slot) in w.iter_mut().enumerate() {
        *slot = block.get(i * 4 + j).copied().unwrap_or(0);
    }
    u32::from_le_bytes(w)
}

fn le64(block: &[u8], i: usize) -> u64 {
    let mut w = [0u8; 8];
    for (j, slot) in w.iter_mut().enumerate() {
        *slot = block.get(i * 8 + j).copied().unwrap_or(0);
    }
    u64::from_le_bytes(w)
}

/// MurmurHash3_x86_32 ("murmur3a").
pub(crate) fn murmur3a(data: &[u8], seed: u32) -> Vec<u8> {
    const C1: u32 = 0xcc9e_2d51;
    const C2: u32 = 0x1b87_3593;
    let mix = |k: u32| k.wrapping_mul(C1).rotate_left(15).wrapping_mul(C2);
    let mut h = seed;
    let blocks = data.chunks_exact(4);
    let tail = blocks.remainder();
    for block in blocks {
        h ^= mix(le32(block, 0));
        h = h.rotate_left(13).wrapping_mul(5).wrapping_add(0xe654_6b64);
    }
    if !tail.is_empty() {
        h ^= mix(le32(tail, 0));
    }
    h ^= data.len() as u32;
    fmix32(h).to_be_bytes().to_vec()
}

/// MurmurHash3_x86_128 ("murmur3c").
pub(crate) fn murmur3c(data: &[u8], seed: u32) -> Vec<u8> {
    const C: [u32; 4] = [0x239b_961b, 0xab0e_9789, 0x38b3_4ae5, 0xa1e3_8b93];
    const ROT: [u32; 4] = [15, 16, 17, 18];
    const ADD: [u32; 4] = [0x561c_cd1b, 0x0bca_a747, 0x96cd_1c35, 0x32ac_3b17];
    let mut h = [seed; 4];
    let mix = |k: u32, i: usize| {
        k.wrapping_mul(C[i])
            .rotate_left(ROT[i])
            .wrapping_mul(C[(i + 1) % 4])
    };
    let blocks = data.chunks_exact(16);
    let tail = blocks.remainder();
    for block in blocks {
        for i in 0..4 {
            h[i] ^= mix(le32(block, i), i);
            h[i] = h[i].rotate_left([19, 17, 15, 13][i]);
            h[i] = h[i].wrapping_add(h[(i + 1) % 4]);
            h[i] = h[i].wrapping_mul(5).wrapping_add(ADD[i]);
        }
    }
    for (i, v) in h.iter_mut().enumerate() {
        if tail.len() > i * 4 {
            *v ^= mix(le32(tail, i), i);
        }
    }
    let len = data.len() as u32;
    for v in h.iter_mut() {
        *v ^= len;
    }
    let finish = |h: &mut [u32; 4]| {
        h[0] = h[0]
            .wrapping_add(h[1])
            .wrapping_add(h[2])
            .wrapping_add(h[3]);
        h[1] = h[1].wrapping_add(h[0]);
        h[2] = h[2].wrapping_add(h[0]);
        h[3] = h[3].wrapping_add(h[0]);
    };
    finish(&mut h);
    for v in h.iter_mut() {
        *v = fmix32(*v);
    }
    finish(&mut h);
    h.iter().flat_map(|v| v.to_be_bytes()).collect()
}

/// MurmurHash3_x64_128 ("murmur3f").
pub(crate) fn murmur3f(data: &[u8], seed: u64) -> Vec<u8> {
    const C1: u64 = 0x87c3_7b91_1142_53d5;
    const C2: u64 = 0x4cf5_ad43_2745_937f;
    let (mut h1, mut h2) = (seed, seed);
    let mix1 = |k: u64| k.wrapping_mul(C1).rotate_left(31).wrapping_mul(C2);
    let mix2 = |k: u64| k.wrapping_mul(C2).rotate_left(33).wrapping_mul(C1);
    let blocks = data.chunks_exact(16);
    let tail = blocks.remainder();
    for block in blocks {
        h1 ^= mix1(le64(block, 0));
        h1 = h1
            .rotate_left(27)
            .wrapping_add(h2)
            .wrapping_mul(5)
            .wrapping_add(0x52dc_e729);
        h2 ^= mix2(le64(block, 1));
        h2 = h2
            .rotate_left(31)
            .wrapping_add(h1)
            .wrapping_mul(5)
            .wrapping_add(0x3849_5ab5);
    }
    if tail.len() > 8 {
        h2 ^= mix2(le64(tail, 1));
    }
    if !tail.is_empty() {
        h1 ^= mix1(le64(tail, 0));
    }
    let len = data.len() as u64;
    h1 ^= len;
    h2 ^= len;
    h1 = h1.wrapping_add(h2);
    h2 = h2.wrapping_add(h1);
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 = h1.wrapping_add(h2);
    h2 = h2.wrapping_add(h1);
    let mut out = h1.to_be_bytes().to_vec();
    out.extend_from_slice(&h2.to_be_bytes());
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn short_crc32_matches_crc32fast() {
        let data: Vec<u8> = (0..600u32).map(|i| (i * 7 + i / 3) as u8).collect();
        for n in 0..data.len() {
            assert_eq!(
                super::crc32b_value(&data[..n]),
                crc32fast::hash(&data[..n]),
                "{n}"
            );
        }
    }
}
