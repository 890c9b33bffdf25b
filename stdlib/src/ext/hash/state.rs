//! Incremental digests for `hash_init()`'s HashContext: a [`State`] takes data piece by
//! piece and gives php's digest at the end. The RustCrypto digests, xxh32/xxh64/xxh3 and
//! the byte-at-a-time checksums keep only their running state; murmur3 and xxh3 with a
//! custom secret keep the data and digest it at the end.

use super::algos::Options;
use super::noncrypto;
use md5::Digest;

/// A digest being computed.
pub(crate) trait State {
    fn update(&mut self, data: &[u8]);
    /// The digest of everything given so far (the state is not used afterwards).
    fn finish(&mut self) -> Vec<u8>;
    /// An independent copy (`hash_copy`, `clone`).
    fn copy(&self) -> Box<dyn State>;
}

/// A RustCrypto digest, its output cut to `N` bytes (0: whole).
#[derive(Clone)]
struct Crypto<D, const N: usize>(D);

impl<D: Digest + Clone + 'static, const N: usize> State for Crypto<D, N> {
    fn update(&mut self, data: &[u8]) {
        Digest::update(&mut self.0, data);
    }
    fn finish(&mut self) -> Vec<u8> {
        let mut d = self.0.clone().finalize().to_vec();
        if N > 0 {
            d.truncate(N);
        }
        d
    }
    fn copy(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

pub(crate) fn crypto<D: Digest + Clone + 'static, const N: usize>(
    _: &Options,
) -> Option<Box<dyn State>> {
    Some(Box::new(Crypto::<D, N>(D::new())))
}

/// The checksums that fold one byte at a time.
#[derive(Clone)]
pub(crate) enum Fold {
    Crc32(u32),
    Crc32b(crc32fast::Hasher),
    Crc32c(u32),
    Adler32(u32, u32),
    Fnv32(u32, bool),
    Fnv64(u64, bool),
    Joaat(u32),
}

impl State for Fold {
    fn update(&mut self, data: &[u8]) {
        match self {
            Fold::Crc32(s) => *s = noncrypto::crc32_step(*s, data),
            Fold::Crc32b(h) => h.update(data),
            Fold::Crc32c(s) => *s = noncrypto::crc32c_step(*s, data),
            Fold::Adler32(s1, s2) => {
                for chunk in data.chunks(5552) {
                    for &b in chunk {
                        *s1 += u32::from(b);
                        *s2 += *s1;
                    }
                    *s1 %= 65521;
                    *s2 %= 65521;
                }
            }
            Fold::Fnv32(h, alternate) => *h = noncrypto::fnv32_step(*h, data, *alternate),
            Fold::Fnv64(h, alternate) => *h = noncrypto::fnv64_step(*h, data, *alternate),
            Fold::Joaat(h) => *h = noncrypto::joaat_step(*h, data),
        }
    }
    fn finish(&mut self) -> Vec<u8> {
        match self {
            Fold::Crc32(s) => (!*s).to_le_bytes().to_vec(),
            Fold::Crc32b(h) => h.clone().finalize().to_be_bytes().to_vec(),
            Fold::Crc32c(s) => (!*s).to_be_bytes().to_vec(),
            Fold::Adler32(s1, s2) => ((*s2 << 16) | *s1).to_be_bytes().to_vec(),
            Fold::Fnv32(h, _) => h.to_be_bytes().to_vec(),
            Fold::Fnv64(h, _) => h.to_be_bytes().to_vec(),
            Fold::Joaat(h) => noncrypto::joaat_finish(*h).to_be_bytes().to_vec(),
        }
    }
    fn copy(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

pub(crate) fn fold(f: Fold) -> Option<Box<dyn State>> {
    Some(Box::new(f))
}

/// xxh32, xxh64 and xxh3/xxh128 with a seed.
#[derive(Clone)]
enum Xxh {
    X32(xxhash_rust::xxh32::Xxh32),
    X64(xxhash_rust::xxh64::Xxh64),
    X3(Box<xxhash_rust::xxh3::Xxh3>, bool),
}

impl State for Xxh {
    fn update(&mut self, data: &[u8]) {
        match self {
            Xxh::X32(h) => h.update(data),
            Xxh::X64(h) => h.update(data),
            Xxh::X3(h, _) => h.update(data),
        }
    }
    fn finish(&mut self) -> Vec<u8> {
        match self {
            Xxh::X32(h) => h.digest().to_be_bytes().to_vec(),
            Xxh::X64(h) => h.digest().to_be_bytes().to_vec(),
            Xxh::X3(h, false) => h.digest().to_be_bytes().to_vec(),
            Xxh::X3(h, true) => h.digest128().to_be_bytes().to_vec(),
        }
    }
    fn copy(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}

pub(crate) fn xxh32(o: &Options) -> Option<Box<dyn State>> {
    let seed = o.seed.unwrap_or(0) as u32;
    Some(Box::new(Xxh::X32(xxhash_rust::xxh32::Xxh32::new(seed))))
}

pub(crate) fn xxh64(o: &Options) -> Option<Box<dyn State>> {
    let seed = o.seed.unwrap_or(0) as u64;
    Some(Box::new(Xxh::X64(xxhash_rust::xxh64::Xxh64::new(seed))))
}

fn xxh3_with(o: &Options, wide: bool) -> Option<Box<dyn State>> {
    if o.secret.is_some() {
        return None;
    }
    let seed = o.seed.unwrap_or(0) as u64;
    let h = xxhash_rust::xxh3::Xxh3::with_seed(seed);
    Some(Box::new(Xxh::X3(Box::new(h), wide)))
}

pub(crate) fn xxh3(o: &Options) -> Option<Box<dyn State>> {
    xxh3_with(o, false)
}

pub(crate) fn xxh128(o: &Options) -> Option<Box<dyn State>> {
    xxh3_with(o, true)
}

/// An algorithm without a running state here: the data is kept and digested at the end.
#[derive(Clone)]
pub(crate) struct Buffered {
    pub run: fn(&[u8], &Options) -> Vec<u8>,
    pub opts: Options,
    pub data: Vec<u8>,
}

impl State for Buffered {
    fn update(&mut self, data: &[u8]) {
        self.data.extend_from_slice(data);
    }
    fn finish(&mut self) -> Vec<u8> {
        (self.run)(&self.data, &self.opts)
    }
    fn copy(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }
}
