//! ext/hash's algorithm table: php's names in `hash_algos()` order, which are cryptographic
//! (usable by `hash_hmac`), their HMAC block size, and one-shot digests. The cryptographic
//! ones come from RustCrypto crates, the rest from `noncrypto` and `xxhash-rust`.

use super::noncrypto;
use md5::Digest;

/// What an algorithm needs besides the data: php's `options` (`seed`, `secret`).
#[derive(Default)]
pub(crate) struct Options {
    pub seed: Option<i64>,
    pub secret: Option<Vec<u8>>,
}

/// One hashing algorithm.
pub(crate) struct Algo {
    pub name: &'static str,
    /// Usable by hash_hmac and friends.
    pub crypto: bool,
    /// The HMAC block size in bytes.
    pub block: usize,
    /// Takes a `seed` option (murmur3, xxh).
    pub seeded: bool,
    run: fn(&[u8], &Options) -> Vec<u8>,
}

impl Algo {
    pub(crate) fn digest(&self, data: &[u8], opts: &Options) -> Vec<u8> {
        (self.run)(data, opts)
    }
}

fn rc<D: Digest>(data: &[u8], _: &Options) -> Vec<u8> {
    D::digest(data).to_vec()
}

fn truncated<D: Digest, const N: usize>(data: &[u8], _: &Options) -> Vec<u8> {
    let mut d = D::digest(data).to_vec();
    d.truncate(N);
    d
}

fn seed32(o: &Options) -> u32 {
    o.seed.unwrap_or(0) as u32
}

fn seed64(o: &Options) -> u64 {
    o.seed.unwrap_or(0) as u64
}

fn xxh3(data: &[u8], o: &Options) -> Vec<u8> {
    use xxhash_rust::xxh3;
    let h = match &o.secret {
        Some(s) => xxh3::xxh3_64_with_secret(data, s),
        None => xxh3::xxh3_64_with_seed(data, seed64(o)),
    };
    h.to_be_bytes().to_vec()
}

fn xxh128(data: &[u8], o: &Options) -> Vec<u8> {
    use xxhash_rust::xxh3;
    let h = match &o.secret {
        Some(s) => xxh3::xxh3_128_with_secret(data, s),
        None => xxh3::xxh3_128_with_seed(data, seed64(o)),
    };
    h.to_be_bytes().to_vec()
}

/// murmur3* and xxh* read a `seed` option.
const fn takes_seed(name: &str) -> bool {
    let b = name.as_bytes();
    b.len() > 2 && ((b[0] == b'm' && b[1] == b'u') || (b[0] == b'x' && b[1] == b'x'))
}

const fn algo(
    name: &'static str,
    crypto: bool,
    block: usize,
    run: fn(&[u8], &Options) -> Vec<u8>,
) -> Algo {
    Algo {
        name,
        crypto,
        block,
        seeded: takes_seed(name),
        run,
    }
}

/// Every supported algorithm, in php's `hash_algos()` order (snefru, tiger's 4-pass
/// variants and haval are not implemented).
pub(crate) const ALGOS: &[Algo] = &[
    algo("md2", true, 16, rc::<md2::Md2>),
    algo("md4", true, 64, rc::<md4::Md4>),
    algo("md5", true, 64, rc::<md5::Md5>),
    algo("sha1", true, 64, rc::<sha1::Sha1>),
    algo("sha224", true, 64, rc::<sha2::Sha224>),
    algo("sha256", true, 64, rc::<sha2::Sha256>),
    algo("sha384", true, 128, rc::<sha2::Sha384>),
    algo("sha512/224", true, 128, rc::<sha2::Sha512_224>),
    algo("sha512/256", true, 128, rc::<sha2::Sha512_256>),
    algo("sha512", true, 128, rc::<sha2::Sha512>),
    algo("sha3-224", true, 144, rc::<sha3::Sha3_224>),
    algo("sha3-256", true, 136, rc::<sha3::Sha3_256>),
    algo("sha3-384", true, 104, rc::<sha3::Sha3_384>),
    algo("sha3-512", true, 72, rc::<sha3::Sha3_512>),
    algo("ripemd128", true, 64, rc::<ripemd::Ripemd128>),
    algo("ripemd160", true, 64, rc::<ripemd::Ripemd160>),
    algo("ripemd256", true, 64, rc::<ripemd::Ripemd256>),
    algo("ripemd320", true, 64, rc::<ripemd::Ripemd320>),
    algo("whirlpool", true, 64, rc::<whirlpool::Whirlpool>),
    algo("tiger128,3", true, 64, truncated::<tiger::Tiger, 16>),
    algo("tiger160,3", true, 64, truncated::<tiger::Tiger, 20>),
    algo("tiger192,3", true, 64, rc::<tiger::Tiger>),
    algo("gost", true, 32, rc::<gost94::Gost94Test>),
    algo("gost-crypto", true, 32, rc::<gost94::Gost94CryptoPro>),
    algo("adler32", false, 4, |d, _| noncrypto::adler32(d)),
    algo("crc32", false, 4, |d, _| noncrypto::crc32(d)),
    algo("crc32b", false, 4, |d, _| noncrypto::crc32b(d)),
    algo("crc32c", false, 4, |d, _| noncrypto::crc32c(d)),
    algo("fnv132", false, 4, |d, _| noncrypto::fnv32(d, false)),
    algo("fnv1a32", false, 4, |d, _| noncrypto::fnv32(d, true)),
    algo("fnv164", false, 8, |d, _| noncrypto::fnv64(d, false)),
    algo("fnv1a64", false, 8, |d, _| noncrypto::fnv64(d, true)),
    algo("joaat", false, 4, |d, _| noncrypto::joaat(d)),
    algo("murmur3a", false, 4, |d, o| {
        noncrypto::murmur3a(d, seed32(o))
    }),
    algo("murmur3c", false, 4, |d, o| {
        noncrypto::murmur3c(d, seed32(o))
    }),
    algo("murmur3f", false, 8, |d, o| {
        noncrypto::murmur3f(d, seed64(o))
    }),
    algo("xxh32", false, 16, |d, o| {
        xxhash_rust::xxh32::xxh32(d, seed32(o))
            .to_be_bytes()
            .to_vec()
    }),
    algo("xxh64", false, 32, |d, o| {
        xxhash_rust::xxh64::xxh64(d, seed64(o))
            .to_be_bytes()
            .to_vec()
    }),
    algo("xxh3", false, 64, xxh3),
    algo("xxh128", false, 64, xxh128),
];

/// The algorithm php names `name` (any case).
pub(crate) fn find(name: &[u8]) -> Option<&'static Algo> {
    ALGOS
        .iter()
        .find(|a| a.name.as_bytes().eq_ignore_ascii_case(name))
}

/// HMAC (RFC 2104) over any algorithm of the table.
pub(crate) fn hmac(algo: &Algo, key: &[u8], data: &[u8]) -> Vec<u8> {
    let opts = Options::default();
    let mut k = if key.len() > algo.block {
        algo.digest(key, &opts)
    } else {
        key.to_vec()
    };
    k.resize(algo.block, 0);
    let mut inner: Vec<u8> = k.iter().map(|b| b ^ 0x36).collect();
    inner.extend_from_slice(data);
    let inner_digest = algo.digest(&inner, &opts);
    let mut outer: Vec<u8> = k.iter().map(|b| b ^ 0x5c).collect();
    outer.extend_from_slice(&inner_digest);
    algo.digest(&outer, &opts)
}
