//! ext/hash's algorithm table: php's names in `hash_algos()` order, which are cryptographic
//! (usable by `hash_hmac`), their HMAC block size, and one-shot digests. The cryptographic
//! ones come from RustCrypto crates, the rest from `noncrypto` and `xxhash-rust`.

use super::noncrypto;
use super::state::{self, Buffered, Fold, State};
use md5::Digest;

/// What an algorithm needs besides the data: php's `options` (`seed`, `secret`).
#[derive(Default, Clone)]
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
    /// The incremental form, when there is one for these options.
    stream: Stream,
}

/// An algorithm's incremental state for its options (`None`: keep the data).
type Stream = fn(&Options) -> Option<Box<dyn State>>;

impl Algo {
    pub(crate) fn digest(&self, data: &[u8], opts: &Options) -> Vec<u8> {
        (self.run)(data, opts)
    }

    /// A fresh incremental state (`hash_init`).
    pub(crate) fn start(&self, opts: &Options) -> Box<dyn State> {
        (self.stream)(opts).unwrap_or_else(|| {
            Box::new(Buffered {
                run: self.run,
                opts: opts.clone(),
                data: Vec::new(),
            })
        })
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
    stream: Stream,
) -> Algo {
    Algo {
        name,
        crypto,
        block,
        seeded: takes_seed(name),
        run,
        stream,
    }
}

/// A RustCrypto digest, whole.
const fn rust<D: Digest + Clone + 'static>(name: &'static str, block: usize) -> Algo {
    algo(name, true, block, rc::<D>, state::crypto::<D, 0>)
}

/// Buffered: no running state kept here.
fn keep(_: &Options) -> Option<Box<dyn State>> {
    None
}

/// Every supported algorithm, in php's `hash_algos()` order (snefru, tiger's 4-pass
/// variants and haval are not implemented).
pub(crate) const ALGOS: &[Algo] = &[
    rust::<md2::Md2>("md2", 16),
    rust::<md4::Md4>("md4", 64),
    rust::<md5::Md5>("md5", 64),
    rust::<sha1::Sha1>("sha1", 64),
    rust::<sha2::Sha224>("sha224", 64),
    rust::<sha2::Sha256>("sha256", 64),
    rust::<sha2::Sha384>("sha384", 128),
    rust::<sha2::Sha512_224>("sha512/224", 128),
    rust::<sha2::Sha512_256>("sha512/256", 128),
    rust::<sha2::Sha512>("sha512", 128),
    rust::<sha3::Sha3_224>("sha3-224", 144),
    rust::<sha3::Sha3_256>("sha3-256", 136),
    rust::<sha3::Sha3_384>("sha3-384", 104),
    rust::<sha3::Sha3_512>("sha3-512", 72),
    rust::<ripemd::Ripemd128>("ripemd128", 64),
    rust::<ripemd::Ripemd160>("ripemd160", 64),
    rust::<ripemd::Ripemd256>("ripemd256", 64),
    rust::<ripemd::Ripemd320>("ripemd320", 64),
    rust::<whirlpool::Whirlpool>("whirlpool", 64),
    algo(
        "tiger128,3",
        true,
        64,
        truncated::<tiger::Tiger, 16>,
        state::crypto::<tiger::Tiger, 16>,
    ),
    algo(
        "tiger160,3",
        true,
        64,
        truncated::<tiger::Tiger, 20>,
        state::crypto::<tiger::Tiger, 20>,
    ),
    rust::<tiger::Tiger>("tiger192,3", 64),
    rust::<gost94::Gost94Test>("gost", 32),
    rust::<gost94::Gost94CryptoPro>("gost-crypto", 32),
    algo(
        "adler32",
        false,
        4,
        |d, _| noncrypto::adler32(d),
        |_| state::fold(Fold::Adler32(1, 0)),
    ),
    algo(
        "crc32",
        false,
        4,
        |d, _| noncrypto::crc32(d),
        |_| state::fold(Fold::Crc32(!0)),
    ),
    algo(
        "crc32b",
        false,
        4,
        |d, _| noncrypto::crc32b(d),
        |_| state::fold(Fold::Crc32b(crc32fast::Hasher::new())),
    ),
    algo(
        "crc32c",
        false,
        4,
        |d, _| noncrypto::crc32c(d),
        |_| state::fold(Fold::Crc32c(!0)),
    ),
    algo(
        "fnv132",
        false,
        4,
        |d, _| noncrypto::fnv32(d, false),
        |_| state::fold(Fold::Fnv32(noncrypto::FNV32_START, false)),
    ),
    algo(
        "fnv1a32",
        false,
        4,
        |d, _| noncrypto::fnv32(d, true),
        |_| state::fold(Fold::Fnv32(noncrypto::FNV32_START, true)),
    ),
    algo(
        "fnv164",
        false,
        8,
        |d, _| noncrypto::fnv64(d, false),
        |_| state::fold(Fold::Fnv64(noncrypto::FNV64_START, false)),
    ),
    algo(
        "fnv1a64",
        false,
        8,
        |d, _| noncrypto::fnv64(d, true),
        |_| state::fold(Fold::Fnv64(noncrypto::FNV64_START, true)),
    ),
    algo(
        "joaat",
        false,
        4,
        |d, _| noncrypto::joaat(d),
        |_| state::fold(Fold::Joaat(0)),
    ),
    algo(
        "murmur3a",
        false,
        4,
        |d, o| noncrypto::murmur3a(d, seed32(o)),
        keep,
    ),
    algo(
        "murmur3c",
        false,
        4,
        |d, o| noncrypto::murmur3c(d, seed32(o)),
        keep,
    ),
    algo(
        "murmur3f",
        false,
        8,
        |d, o| noncrypto::murmur3f(d, seed64(o)),
        keep,
    ),
    algo(
        "xxh32",
        false,
        16,
        |d, o| {
            xxhash_rust::xxh32::xxh32(d, seed32(o))
                .to_be_bytes()
                .to_vec()
        },
        state::xxh32,
    ),
    algo(
        "xxh64",
        false,
        32,
        |d, o| {
            xxhash_rust::xxh64::xxh64(d, seed64(o))
                .to_be_bytes()
                .to_vec()
        },
        state::xxh64,
    ),
    algo("xxh3", false, 64, xxh3, state::xxh3),
    algo("xxh128", false, 64, xxh128, state::xxh128),
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
