//! `PhpStr`: php's byte string as an 8-byte handle to one allocation that holds the
//! refcounts, a cached hash and the bytes (inline up to `INLINE` bytes, on the heap past it).
//! Copy-on-write through `Rc::make_mut`; cloning only bumps the refcount.

use smallvec::SmallVec;
use std::borrow::Borrow;
use std::cell::Cell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::rc::Rc;

/// Bytes kept inside the string's own allocation. With smallvec's `union` feature a
/// `SmallVec<[u8; 24]>` is 32 bytes, so the `Rc` box (two counts, the hash, the bytes) is
/// 56 bytes: one 64-byte malloc chunk, the same chunk a 16-byte inline buffer would take.
pub const INLINE: usize = 24;

/// Hash of a byte string, the same function `PhpStr::hash_value` caches. Never 0, so 0 can
/// mean "not computed yet".
///
/// php's own string hash (DJB "times 33"), so keys that differ in their last characters
/// (`"k1"`, `"k2"`, ... or `dechex($i)`) take neighbouring heads of an array's index as they
/// do in php (see `array/index.rs`).
pub fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h: u64 = 5381;
    for &b in bytes {
        h = h.wrapping_mul(33).wrapping_add(u64::from(b));
    }
    if h == 0 { 1 } else { h }
}

#[derive(Clone)]
struct StrData {
    /// 0 until computed; reset by every mutation.
    hash: Cell<u64>,
    bytes: SmallVec<[u8; INLINE]>,
}

/// A php string: immutable-looking bytes with cheap clones and copy-on-write mutation.
#[derive(Clone)]
pub struct PhpStr(Rc<StrData>);

impl PhpStr {
    pub fn new(bytes: &[u8]) -> Self {
        PhpStr(Rc::new(StrData {
            hash: Cell::new(0),
            bytes: SmallVec::from_slice(bytes),
        }))
    }

    pub fn empty() -> Self {
        PhpStr::new(b"")
    }

    pub fn from_vec(bytes: Vec<u8>) -> Self {
        if bytes.len() <= INLINE {
            return PhpStr::new(&bytes);
        }
        PhpStr(Rc::new(StrData {
            hash: Cell::new(0),
            bytes: SmallVec::from_vec(bytes),
        }))
    }

    /// The string of bytes built in a buffer of the string's own kind (no copy).
    pub fn from_small(bytes: SmallVec<[u8; INLINE]>) -> Self {
        PhpStr(Rc::new(StrData {
            hash: Cell::new(0),
            bytes,
        }))
    }

    /// `a . b` in one allocation of the exact size (no copy-on-write of `a` first).
    pub fn concat(a: &[u8], b: &[u8]) -> Self {
        let len = a.len() + b.len();
        let bytes = if len <= INLINE {
            let mut v = SmallVec::new();
            v.extend_from_slice(a);
            v.extend_from_slice(b);
            v
        } else {
            let mut v = Vec::with_capacity(len);
            v.extend_from_slice(a);
            v.extend_from_slice(b);
            SmallVec::from_vec(v)
        };
        PhpStr(Rc::new(StrData {
            hash: Cell::new(0),
            bytes,
        }))
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.0.bytes
    }

    /// The bytes for writing: clones them first if another handle shares them, and
    /// forgets the cached hash.
    pub fn make_mut(&mut self) -> &mut SmallVec<[u8; INLINE]> {
        let data = Rc::make_mut(&mut self.0);
        data.hash.set(0);
        &mut data.bytes
    }

    /// Appends in place (a string being built: `.=`, a concatenation's temporary). The
    /// heap buffer at least doubles and starts at 64 bytes, so a line built piece by piece
    /// reallocates once or twice.
    #[inline]
    pub fn push_bytes(&mut self, bytes: &[u8]) {
        // a string held only here (the common case: a temporary being built) is written
        // in place without `make_mut`'s out-of-line test and copy path
        let data = match Rc::get_mut(&mut self.0) {
            Some(d) => d,
            None => Rc::make_mut(&mut self.0),
        };
        data.hash.set(0);
        let v = &mut data.bytes;
        let need = v.len() + bytes.len();
        if need > v.capacity() {
            v.grow(need.max(v.capacity() * 2).max(64));
        }
        v.extend_from_slice(bytes);
    }

    /// The cached hash of the bytes (computed on first use).
    pub fn hash_value(&self) -> u64 {
        let cached = self.0.hash.get();
        if cached != 0 {
            return cached;
        }
        let h = hash_bytes(&self.0.bytes);
        self.0.hash.set(h);
        h
    }

    /// Whether two handles share one allocation.
    pub fn ptr_eq(a: &PhpStr, b: &PhpStr) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }

    /// How many handles share this allocation.
    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.0)
    }

    /// Whether the bytes are stored inline (no second allocation).
    pub fn is_inline(&self) -> bool {
        !self.0.bytes.spilled()
    }

    /// A Rust string for OS and display edges (invalid UTF-8 replaced).
    /// The bytes as text: valid UTF-8 as it is, any other byte carried losslessly as
    /// `diag::msg_str` does, so a message built from it shows php's bytes.
    pub fn to_string_lossy(&self) -> String {
        crate::diag::msg_str(&self.0.bytes).into_owned()
    }
}

impl Default for PhpStr {
    fn default() -> Self {
        PhpStr::empty()
    }
}

impl Deref for PhpStr {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0.bytes
    }
}

impl AsRef<[u8]> for PhpStr {
    fn as_ref(&self) -> &[u8] {
        &self.0.bytes
    }
}

impl Borrow<[u8]> for PhpStr {
    fn borrow(&self) -> &[u8] {
        &self.0.bytes
    }
}

impl PartialEq for PhpStr {
    fn eq(&self, other: &Self) -> bool {
        if PhpStr::ptr_eq(self, other) {
            return true;
        }
        let (a, b) = (self.0.hash.get(), other.0.hash.get());
        if a != 0 && b != 0 && a != b {
            return false;
        }
        self.0.bytes == other.0.bytes
    }
}

impl Eq for PhpStr {}

impl PartialOrd for PhpStr {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for PhpStr {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.as_bytes().cmp(other.as_bytes())
    }
}

impl Hash for PhpStr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
    }
}

impl From<&[u8]> for PhpStr {
    fn from(bytes: &[u8]) -> Self {
        PhpStr::new(bytes)
    }
}

impl From<&str> for PhpStr {
    fn from(s: &str) -> Self {
        PhpStr::new(s.as_bytes())
    }
}

impl From<Vec<u8>> for PhpStr {
    fn from(v: Vec<u8>) -> Self {
        PhpStr::from_vec(v)
    }
}

impl From<String> for PhpStr {
    fn from(s: String) -> Self {
        PhpStr::from_vec(s.into_bytes())
    }
}

impl fmt::Debug for PhpStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "b\"{}\"", self.as_bytes().escape_ascii())
    }
}

impl fmt::Display for PhpStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(self.as_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(std::mem::size_of::<PhpStr>(), 8);
        assert_eq!(std::mem::size_of::<SmallVec<[u8; INLINE]>>(), 32);
        assert_eq!(std::mem::size_of::<StrData>(), 40);
    }

    #[test]
    fn short_strings_are_inline_and_long_ones_spill() {
        assert!(PhpStr::new(&[b'x'; INLINE]).is_inline());
        assert!(!PhpStr::new(&[b'x'; INLINE + 1]).is_inline());
    }

    #[test]
    fn copy_on_write() {
        let a = PhpStr::from("hello");
        let mut b = a.clone();
        assert!(PhpStr::ptr_eq(&a, &b));
        assert_eq!(a.ref_count(), 2);
        b.push_bytes(b" world");
        assert_eq!(&*a, b"hello");
        assert_eq!(&*b, b"hello world");
        let before = b.as_bytes().as_ptr();
        let h1 = b.hash_value();
        b.make_mut()[0] = b'j';
        assert_eq!(
            b.as_bytes().as_ptr(),
            before,
            "an unshared write stays in place"
        );
        assert_ne!(b.hash_value(), h1, "the cached hash is reset by a write");
        assert_eq!(b.hash_value(), hash_bytes(b"jello world"));
    }

    #[test]
    fn equality_uses_bytes() {
        let a = PhpStr::from("abc");
        let b = PhpStr::from_vec(b"abc".to_vec());
        a.hash_value();
        assert_eq!(a, b);
        assert_ne!(a, PhpStr::from("abd"));
    }
}
