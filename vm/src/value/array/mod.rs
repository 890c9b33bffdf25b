//! `PhpArray`: php's ordered, copy-on-write array. `ArrayData` is packed (a plain
//! `Vec<Value>` for keys `0..n` without holes) until a key or an unset breaks that, then
//! hashed: entries in insertion order with tombstones for deleted slots, plus a
//! chained index from key to entry position (`index.rs`), so unset is O(1) and keeps order.
//! Positions (what `foreach` and the internal pointer hold) are php's bucket indexes.

mod index;
mod key;
#[cfg(test)]
mod tests;

pub use key::{ArrayKey, canonical_int, float_key, normalize_key};
pub(crate) use key::{fits_long, long_compatible};

use super::{OpError, PhpStr, Value};
use index::ChainIndex;
use key::{hash_int, hash_str};
use std::fmt;
use std::ops::Deref;
use std::rc::Rc;

/// The message of the Error thrown when `$a[] = ...` finds no free int key.
pub const NEXT_ELEMENT_OCCUPIED: &str =
    "Cannot add element to the array as the next element is already occupied";

/// One slot of a hashed array.
#[derive(Clone, Debug)]
pub struct Bucket {
    pub key: ArrayKey,
    pub val: Value,
}

#[derive(Clone)]
struct HashStore {
    /// Insertion order; `None` is a tombstone left by a deletion.
    entries: Vec<Option<Bucket>>,
    /// Key -> position in `entries`; kept only past `SMALL` entries (a small array is
    /// searched by a scan of its entries' cached hashes: no index to allocate or fill).
    index: ChainIndex,
    /// Live entries.
    live: u32,
}

#[derive(Clone)]
enum Storage {
    Packed(Vec<Value>),
    /// Boxed so that the common packed array keeps `ArrayData` at 40 bytes.
    Hashed(Box<HashStore>),
}

/// The array itself; shared through `PhpArray`.
pub struct ArrayData {
    storage: Storage,
    /// php's `nNextFreeElement`: `i64::MIN` until an int key is added (php >= 8.3, so an
    /// array whose only int key is -5 appends at -4).
    next_free: i64,
    /// The internal pointer (`current()`, `next()`, ...): a position, past the end when
    /// it equals or exceeds the number of used positions.
    pos: u32,
}

impl Clone for ArrayData {
    /// Separation (`zend_array_dup`): a reference slot whose cell nobody else holds is
    /// copied as a plain value; shared reference cells stay shared by both arrays.
    fn clone(&self) -> Self {
        let storage = match &self.storage {
            Storage::Packed(v) => Storage::Packed(v.iter().map(dup_slot).collect()),
            Storage::Hashed(h) => Storage::Hashed(Box::new(HashStore {
                entries: h
                    .entries
                    .iter()
                    .map(|e| {
                        e.as_ref().map(|b| Bucket {
                            key: b.key.clone(),
                            val: dup_slot(&b.val),
                        })
                    })
                    .collect(),
                index: h.index.clone(),
                live: h.live,
            })),
        };
        ArrayData {
            storage,
            next_free: self.next_free,
            pos: self.pos,
        }
    }
}

fn dup_slot(v: &Value) -> Value {
    match v {
        Value::Ref(r) if r.ref_count() == 1 => r.get(),
        v => v.clone(),
    }
}

impl Default for ArrayData {
    fn default() -> Self {
        ArrayData::new()
    }
}

/// Up to this many entries (live or holes), a hashed array has no index: a literal like
/// `["id" => 1, "name" => ...]` is one entry vector, as php's packed-into-buckets array is
/// one allocation.
const SMALL: usize = 8;

impl HashStore {
    /// An empty store with room for `cap` entries (an index only past `SMALL`).
    fn with_capacity(cap: usize) -> HashStore {
        HashStore {
            entries: Vec::with_capacity(cap),
            index: if cap > SMALL {
                ChainIndex::with_capacity(cap)
            } else {
                ChainIndex::default()
            },
            live: 0,
        }
    }

    /// A small store's lookup: the position of the first live entry whose key matches.
    fn scan(&self, hit: impl Fn(&ArrayKey) -> bool) -> Option<u32> {
        self.entries
            .iter()
            .position(|e| e.as_ref().is_some_and(|b| hit(&b.key)))
            .map(|p| p as u32)
    }

    fn find(&self, key: &ArrayKey) -> Option<u32> {
        if let ArrayKey::Int(k) = key {
            return self.find_int(*k);
        }
        let entries = &self.entries;
        if entries.len() <= SMALL {
            let h = key.hash_value();
            return self.scan(|b| b.hash_value() == h && b == key);
        }
        self.index.find(key.hash_value(), |i| {
            entries
                .get(i as usize)
                .and_then(|e| e.as_ref())
                .is_some_and(|b| b.key == *key)
        })
    }

    #[inline]
    fn find_int(&self, k: i64) -> Option<u32> {
        let entries = &self.entries;
        // an array filled in key order from some first int key (`$a[$i] = ` from 1, or a
        // list that got a hole) holds key k at position k - first: one look, no probe of
        // the index (whose random access is a cache miss on a large array)
        // (a leading hole: a packed array that got a gap, whose positions are its keys)
        let k0 = match entries.first() {
            Some(Some(Bucket {
                key: ArrayKey::Int(k0),
                ..
            })) => Some(*k0),
            Some(None) => Some(0),
            _ => None,
        };
        if let Some(k0) = k0 {
            if let Some(p) = k.checked_sub(k0).and_then(|p| usize::try_from(p).ok()) {
                if let Some(Some(Bucket {
                    key: ArrayKey::Int(j),
                    ..
                })) = entries.get(p)
                {
                    if *j == k {
                        return Some(p as u32);
                    }
                }
            }
        }
        if entries.len() <= SMALL {
            return self.scan(|b| matches!(b, ArrayKey::Int(j) if *j == k));
        }
        self.index.find(hash_int(k), |i| {
            matches!(entries.get(i as usize), Some(Some(Bucket { key: ArrayKey::Int(j), .. })) if *j == k)
        })
    }

    /// The position of string key `k`, whose hash is `hash`.
    fn find_bytes(&self, k: &[u8], hash: u64) -> Option<u32> {
        let entries = &self.entries;
        if entries.len() <= SMALL {
            return self.scan(
                |b| matches!(b, ArrayKey::Str(s) if s.hash_value() == hash && s.as_bytes() == k),
            );
        }
        self.index.find(hash, |i| {
            matches!(entries.get(i as usize), Some(Some(Bucket { key: ArrayKey::Str(s), .. })) if s.as_bytes() == k)
        })
    }

    /// Appends a new entry whose key is known to be absent.
    fn push_new(&mut self, key: ArrayKey, val: Value) -> u32 {
        let pos = self.entries.len() as u32;
        let hash = key.hash_value();
        self.entries.push(Some(Bucket { key, val }));
        self.pushed(hash, pos)
    }

    /// `push_new` of the value in `from`, moved out (`take`) or copied only as the entry
    /// is written: the entry is added empty and then filled in, because `push` (out of
    /// line) and a built `Some(Bucket)` both take it through memory, written in pieces and
    /// reloaded whole (a store-forwarding stall on every insert).
    #[inline(always)]
    fn push_new_from(&mut self, key: ArrayKey, from: &mut Option<Value>, take: bool) -> u32 {
        let pos = self.entries.len() as u32;
        let hash = key.hash_value();
        self.entries.extend(std::iter::once(None));
        if let Some(e) = self.entries.last_mut() {
            let val = match (take, from) {
                (true, from) => from.take(),
                (false, Some(v)) => Some(v.clone()),
                (false, None) => None,
            };
            // (the entry was just added empty: nothing to drop)
            std::mem::forget(e.replace(Bucket {
                key,
                val: val.unwrap_or_default(),
            }));
        }
        self.pushed(hash, pos)
    }

    /// The index's part of an append at `pos`.
    #[inline(always)]
    fn pushed(&mut self, hash: u64, pos: u32) -> u32 {
        self.live += 1;
        if self.entries.len() > SMALL {
            // the index holds only live entries (a removal takes its entry out), so when
            // it holds as many as were live before this one it holds them all; else the
            // array just outgrew the scan (or grew while small again): index every entry
            if self.index.len() + 1 == self.live as usize {
                self.index.insert(hash, pos, self.entries.capacity());
            } else {
                self.rebuild_index();
            }
        }
        pos
    }

    /// Whether the next append should first squeeze out the tombstones: the entry vector
    /// is full and more than a third of it is holes.
    fn wants_compaction(&self) -> bool {
        self.entries.len() == self.entries.capacity() && self.holes() > self.live / 2
    }

    fn holes(&self) -> u32 {
        self.entries.len() as u32 - self.live
    }

    /// Removes the tombstones and rebuilds the index; returns where position `pos` went
    /// (the first live entry at or after it keeps being pointed at; past the end stays past).
    fn compact(&mut self, pos: u32) -> u32 {
        let cut = (pos as usize).min(self.entries.len());
        let new_pos = self.entries[..cut].iter().filter(|e| e.is_some()).count() as u32;
        let capacity = self.entries.capacity();
        let old = std::mem::replace(&mut self.entries, Vec::with_capacity(capacity));
        self.entries.extend(old.into_iter().flatten().map(Some));
        self.rebuild_index();
        new_pos
    }

    fn rebuild_index(&mut self) {
        self.index.clear();
        if self.entries.len() <= SMALL {
            return;
        }
        let room = self.entries.capacity();
        for (i, e) in self.entries.iter().enumerate() {
            if let Some(b) = e {
                self.index.insert(b.key.hash_value(), i as u32, room);
            }
        }
    }

    fn remove_at(&mut self, pos: u32) -> Option<Bucket> {
        let b = self.entries.get_mut(pos as usize)?.take()?;
        self.index.remove(b.key.hash_value(), pos);
        self.live -= 1;
        // php trims trailing holes (nNumUsed shrinks).
        while matches!(self.entries.last(), Some(None)) {
            self.entries.pop();
        }
        Some(b)
    }
}

impl ArrayData {
    pub fn new() -> ArrayData {
        ArrayData {
            storage: Storage::Packed(Vec::new()),
            next_free: i64::MIN,
            pos: 0,
        }
    }

    pub fn with_capacity(n: usize) -> ArrayData {
        ArrayData {
            storage: Storage::Packed(Vec::with_capacity(n)),
            next_free: i64::MIN,
            pos: 0,
        }
    }

    /// A packed array of the values, keys `0..n`.
    pub fn from_values(values: Vec<Value>) -> ArrayData {
        let next_free = if values.is_empty() {
            i64::MIN
        } else {
            values.len() as i64
        };
        ArrayData {
            storage: Storage::Packed(values),
            next_free,
            pos: 0,
        }
    }

    pub fn len(&self) -> usize {
        match &self.storage {
            Storage::Packed(v) => v.len(),
            Storage::Hashed(h) => h.live as usize,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the array is in the packed form.
    pub fn is_packed(&self) -> bool {
        matches!(self.storage, Storage::Packed(_))
    }

    /// Number of used positions (live entries and tombstones): positions run `0..used()`.
    pub fn used(&self) -> u32 {
        match &self.storage {
            Storage::Packed(v) => v.len() as u32,
            Storage::Hashed(h) => h.entries.len() as u32,
        }
    }

    /// php's `nNextFreeElement` as `$a[]` would use it (0 for an array without int keys).
    pub fn next_free(&self) -> i64 {
        if self.next_free == i64::MIN {
            0
        } else {
            self.next_free
        }
    }

    /// Sets `nNextFreeElement` (array_pop and friends adjust it).
    pub fn set_next_free(&mut self, n: i64) {
        self.next_free = n;
    }

    fn position_of(&self, key: &ArrayKey) -> Option<u32> {
        match &self.storage {
            Storage::Packed(v) => match key {
                ArrayKey::Int(i) if *i >= 0 && (*i as u64) < v.len() as u64 => Some(*i as u32),
                _ => None,
            },
            Storage::Hashed(h) => match key {
                ArrayKey::Int(k) if self.past_int_keys(*k) => None,
                _ => h.find(key),
            },
        }
    }

    /// Whether int key `k` is known absent without a probe: every int key an array holds
    /// is below `next_free` (which only goes down when `array_pop` takes the greatest;
    /// `i64::MIN` while no int key was ever added, and `i64::MAX` also names a key held).
    /// A key added past the end (`$a[$i] = v` in a loop over a hashed array) then costs no
    /// missed probe of the index.
    #[inline(always)]
    fn past_int_keys(&self, k: i64) -> bool {
        k >= self.next_free && self.next_free != i64::MAX
    }

    pub fn get(&self, key: &ArrayKey) -> Option<&Value> {
        let pos = self.position_of(key)?;
        self.value_at(pos)
    }

    pub fn get_int(&self, k: i64) -> Option<&Value> {
        match &self.storage {
            Storage::Packed(v) => usize::try_from(k).ok().and_then(|i| v.get(i)),
            Storage::Hashed(_) if self.past_int_keys(k) => None,
            Storage::Hashed(h) => {
                let p = h.find_int(k)?;
                h.entries.get(p as usize)?.as_ref().map(|b| &b.val)
            }
        }
    }

    /// Lookup by a string key's bytes, normalising `"8"` to 8 as php does.
    pub fn get_str(&self, k: &[u8]) -> Option<&Value> {
        self.get_str_hashed(k, || hash_str(k))
    }

    /// `get_str` of a string value: its cached hash is used (no hashing per lookup).
    pub fn get_php_str(&self, k: &PhpStr) -> Option<&Value> {
        self.get_str_hashed(k.as_bytes(), || k.hash_value())
    }

    /// `get_str` with the key's hash computed only when the index is probed.
    #[inline]
    fn get_str_hashed(&self, k: &[u8], hash: impl FnOnce() -> u64) -> Option<&Value> {
        if let Some(i) = canonical_int(k) {
            return self.get_int(i);
        }
        match &self.storage {
            Storage::Packed(_) => None,
            Storage::Hashed(h) => h.find_bytes(k, hash()).and_then(|p| self.value_at(p)),
        }
    }

    pub fn contains_key(&self, key: &ArrayKey) -> bool {
        self.position_of(key).is_some()
    }

    /// `get_mut` of an int key.
    #[inline]
    pub fn get_int_mut(&mut self, k: i64) -> Option<&mut Value> {
        if matches!(self.storage, Storage::Hashed(_)) {
            return self.get_mut(&ArrayKey::Int(k));
        }
        match &mut self.storage {
            Storage::Packed(v) => usize::try_from(k).ok().and_then(|i| v.get_mut(i)),
            Storage::Hashed(_) => None,
        }
    }

    /// `get_mut` by a string value as a key that is no canonical int (the caller has
    /// checked: `canonical_int`): no key is built, the cached hash is used.
    pub fn get_str_key_mut(&mut self, k: &PhpStr) -> Option<&mut Value> {
        let pos = match &self.storage {
            Storage::Packed(_) => None,
            Storage::Hashed(h) => h.find_bytes(k.as_bytes(), k.hash_value()),
        }?;
        self.value_at_mut(pos)
    }

    pub fn get_mut(&mut self, key: &ArrayKey) -> Option<&mut Value> {
        let pos = self.position_of(key)?;
        self.value_at_mut(pos)
    }

    fn note_int_key(&mut self, k: i64) {
        if k >= self.next_free {
            self.next_free = if k < i64::MAX { k + 1 } else { i64::MAX };
        }
    }

    fn hashed_mut(&mut self) -> &mut HashStore {
        if let Storage::Packed(v) = &mut self.storage {
            let values = std::mem::take(v);
            // the capacity asked for (`with_capacity`) carries over
            let mut h = HashStore::with_capacity(values.capacity().max(8));
            for (i, val) in values.into_iter().enumerate() {
                h.push_new(ArrayKey::Int(i as i64), val);
            }
            self.storage = Storage::Hashed(Box::new(h));
        }
        match &mut self.storage {
            Storage::Hashed(h) => h,
            Storage::Packed(_) => unreachable!("converted above"),
        }
    }

    /// An empty array with room for `n` elements, hashed from the start when string keys
    /// are known to come (an array literal whose first key is a string).
    pub fn with_capacity_for(n: usize, hashed: bool) -> ArrayData {
        if !hashed {
            return ArrayData::with_capacity(n);
        }
        ArrayData {
            storage: Storage::Hashed(Box::new(HashStore::with_capacity(n))),
            next_free: i64::MIN,
            pos: 0,
        }
    }

    /// Converts to the hashed form (for callers that know many string keys follow).
    pub fn ensure_hashed(&mut self) {
        self.hashed_mut();
    }

    /// `$a[$key] = $val` (after normalisation): replaces or appends; returns the old value.
    /// A reference slot is replaced, not written through (the VM writes through refs).
    pub fn insert(&mut self, key: ArrayKey, val: Value) -> Option<Value> {
        if let Some(slot) = self.get_mut(&key) {
            return Some(std::mem::replace(slot, val));
        }
        self.insert_new(key, val);
        None
    }

    /// `$a[$key] = $val` when the element there (if any) may be overwritten quietly
    /// (`quiet` of the old value): one lookup for both the test and the write. `Err`
    /// gives the value back with nothing changed. The old value is dropped here.
    #[inline]
    pub fn assign_quiet(
        &mut self,
        key: ArrayKey,
        val: Value,
        quiet: impl Fn(&Value) -> bool,
    ) -> Result<(), Value> {
        match self.position_of(&key) {
            Some(pos) => match self.value_at_mut_raw(pos) {
                Some(slot) if quiet(slot) => {
                    drop(std::mem::replace(slot, val));
                    Ok(())
                }
                _ => Err(val),
            },
            None => {
                self.insert_new(key, val);
                Ok(())
            }
        }
    }

    /// The int or float element at int key `k`, for `$a[$k] op= ...` in place.
    #[inline]
    pub fn num_at_mut(&mut self, k: i64) -> Option<&mut Value> {
        let slot = match &mut self.storage {
            Storage::Packed(v) => usize::try_from(k).ok().and_then(|i| v.get_mut(i))?,
            Storage::Hashed(h) => {
                let pos = h.find_int(k)?;
                h.entries
                    .get_mut(pos as usize)?
                    .as_mut()
                    .map(|b| &mut b.val)?
            }
        };
        matches!(slot, Value::Int(_) | Value::Float(_)).then_some(slot)
    }

    /// `insert_unique` for a hashed array, the value moved (`take`) or copied out of the
    /// slot `from` only as the entry is written (see `HashStore::push_new_from`); `Err`
    /// gives the key back, nothing changed, for a packed array or one due to be compacted.
    #[inline(always)]
    pub fn insert_unique_from(
        &mut self,
        key: ArrayKey,
        from: &mut Option<Value>,
        take: bool,
    ) -> Result<(), ArrayKey> {
        let Storage::Hashed(h) = &self.storage else {
            return Err(key);
        };
        if h.wants_compaction() {
            return Err(key);
        }
        if let ArrayKey::Int(k) = key {
            self.note_int_key(k);
        }
        let Storage::Hashed(h) = &mut self.storage else {
            return Err(key);
        };
        h.push_new_from(key, from, take);
        Ok(())
    }

    /// Adds `key`, which the caller knows is not in the array (the keys of another array,
    /// in a new order): no lookup first.
    pub fn insert_unique(&mut self, key: ArrayKey, val: Value) {
        debug_assert!(!self.contains_key(&key));
        self.insert_new(key, val);
    }

    /// Adds a key known to be absent; returns its position.
    fn insert_new(&mut self, key: ArrayKey, val: Value) -> u32 {
        let mut gap = 0;
        if let ArrayKey::Int(k) = key {
            self.note_int_key(k);
            if let Storage::Packed(v) = &mut self.storage
                && k >= 0
                && v.len() < u32::MAX as usize
            {
                let len = v.len() as u64;
                if k as u64 == len {
                    v.push(val);
                    return k as u32;
                }
                // php keeps a packed array packed across a small gap (the holes are
                // positions too, which the internal pointer can see); mirror its positions.
                if k as u64 > len && k as u64 - len <= len.max(8) {
                    gap = (k as u64 - len) as usize;
                }
            }
        }
        let pointer = self.pos;
        let h = self.hashed_mut();
        if gap > 0 {
            h.entries.extend(std::iter::repeat_n(None, gap));
        }
        if h.wants_compaction() {
            let p = h.compact(pointer);
            let pos = h.push_new(key, val);
            self.pos = p;
            return pos;
        }
        h.push_new(key, val)
    }

    /// The slot for `key`, created as null if absent (`$a[$k][] = ...`, `$a[$k] .= ...`).
    pub fn entry(&mut self, key: ArrayKey) -> &mut Value {
        let pos = match self.position_of(&key) {
            Some(p) => p,
            None => self.insert_new(key, Value::Null),
        };
        match self.value_at_mut_raw(pos) {
            Some(v) => v,
            None => unreachable!("position {pos} was just found or made"),
        }
    }

    /// `$a[] = $val`: appends at `next_free()`; returns the key used, or php's Error when
    /// that key is taken (after `PHP_INT_MAX` was used).
    pub fn push(&mut self, val: Value) -> Result<i64, OpError> {
        let val = match self.push_packed(val) {
            Ok(k) => return Ok(k),
            Err(val) => val,
        };
        let k = self.next_free();
        if self.next_free == i64::MAX && self.contains_key(&ArrayKey::Int(k)) {
            return Err(OpError::Error(NEXT_ELEMENT_OCCUPIED.into()));
        }
        self.insert_new(ArrayKey::Int(k), val);
        Ok(k)
    }

    /// `$a[] = val` on a packed list whose next key is its length: pushed, the key
    /// returned (`Err(val)` for any other array).
    #[inline(always)]
    fn push_packed(&mut self, val: Value) -> Result<i64, Value> {
        if let Storage::Packed(v) = &mut self.storage {
            let len = v.len() as i64;
            if self.next_free == len || (self.next_free == i64::MIN && len == 0) {
                v.push(val);
                self.next_free = len + 1;
                return Ok(len);
            }
        }
        Err(val)
    }

    /// Whether `$a[]` goes onto the end of the packed list (its next key is its length).
    #[inline(always)]
    pub fn packed_push_ready(&self) -> bool {
        match &self.storage {
            Storage::Packed(v) => {
                self.next_free == v.len() as i64 || (self.next_free == i64::MIN && v.is_empty())
            }
            Storage::Hashed(_) => false,
        }
    }

    /// `$a[] = ` the value in `from` (moved out when `take`, else copied) when the array is
    /// `packed_push_ready`: the list grows first, then the value goes from its slot to the
    /// list's end with no call between (false, nothing changed, otherwise).
    #[inline(always)]
    pub fn push_packed_from(&mut self, from: &mut Option<Value>, take: bool) -> bool {
        if !self.packed_push_ready() {
            return false;
        }
        let Storage::Packed(v) = &mut self.storage else {
            return false;
        };
        let len = v.len();
        v.reserve(1);
        let x = match (take, from) {
            (true, from) => match from.take() {
                Some(x) => x,
                None => return false,
            },
            (false, Some(x)) => x.clone(),
            (false, None) => return false,
        };
        // not `push`: its out-of-line body takes the value through memory, a 16-byte
        // reload of what was just stored in halves (a store-forwarding stall)
        v.extend(std::iter::once(x));
        self.next_free = len as i64 + 1;
        true
    }

    /// `$a[] = ...` returning the new slot (for `$a[][] = 1`, `$a[] = &$x`).
    pub fn push_slot(&mut self) -> Result<&mut Value, OpError> {
        let k = self.push(Value::Null)?;
        match self.get_mut(&ArrayKey::Int(k)) {
            Some(v) => Ok(v),
            None => unreachable!("key {k} was just pushed"),
        }
    }

    /// `unset($a[$key])`: removes and returns the value; keeps order, O(1).
    pub fn remove(&mut self, key: &ArrayKey) -> Option<Value> {
        let pos = self.position_of(key)?;
        let val = match &mut self.storage {
            Storage::Packed(v) if pos as usize + 1 == v.len() => v.pop(),
            _ => self.hashed_mut().remove_at(pos).map(|b| b.val),
        };
        if self.pos == pos {
            // php moves the internal pointer to the next live position (or just past the
            // removed one, which was then the last).
            self.pos = self.next_pos(pos + 1).unwrap_or(pos + 1);
        }
        // trailing holes trimmed: the pointer is kept within the used positions, so an
        // element appended next is the current one (php's MIN(nInternalPointer, nNumUsed))
        self.pos = self.pos.min(self.used());
        val
    }

    /// Removes all elements (keeps `next_free`, as a loop of unsets would).
    pub fn clear(&mut self) {
        self.storage = Storage::Packed(Vec::new());
        self.pos = 0;
    }

    // ----- positions -----

    /// The live entry at a position.
    pub fn entry_at(&self, pos: u32) -> Option<(ArrayKey, &Value)> {
        match &self.storage {
            Storage::Packed(v) => v
                .get(pos as usize)
                .map(|val| (ArrayKey::Int(pos as i64), val)),
            Storage::Hashed(h) => h
                .entries
                .get(pos as usize)?
                .as_ref()
                .map(|b| (b.key.clone(), &b.val)),
        }
    }

    /// The position of a live key (inline caches remember it).
    pub fn pos_of(&self, key: &ArrayKey) -> Option<u32> {
        self.position_of(key)
    }

    /// The live string-keyed entry at a position, borrowed (no key clone): the check an
    /// inline cache makes before it trusts a remembered position.
    #[inline]
    pub fn str_entry_at(&self, pos: u32) -> Option<(&PhpStr, &Value)> {
        match &self.storage {
            Storage::Packed(_) => None,
            Storage::Hashed(h) => match h.entries.get(pos as usize)? {
                Some(Bucket {
                    key: ArrayKey::Str(k),
                    val,
                }) => Some((k, val)),
                _ => None,
            },
        }
    }

    pub fn key_at(&self, pos: u32) -> Option<ArrayKey> {
        self.entry_at(pos).map(|(k, _)| k)
    }

    #[inline]
    pub fn value_at(&self, pos: u32) -> Option<&Value> {
        match &self.storage {
            Storage::Packed(v) => v.get(pos as usize),
            Storage::Hashed(h) => h.entries.get(pos as usize)?.as_ref().map(|b| &b.val),
        }
    }

    #[inline]
    fn value_at_mut_raw(&mut self, pos: u32) -> Option<&mut Value> {
        match &mut self.storage {
            Storage::Packed(v) => v.get_mut(pos as usize),
            Storage::Hashed(h) => h
                .entries
                .get_mut(pos as usize)?
                .as_mut()
                .map(|b| &mut b.val),
        }
    }

    #[inline]
    pub fn value_at_mut(&mut self, pos: u32) -> Option<&mut Value> {
        self.value_at_mut_raw(pos)
    }

    /// The first live position at or after `pos`.
    pub fn next_pos(&self, pos: u32) -> Option<u32> {
        match &self.storage {
            Storage::Packed(v) => ((pos as usize) < v.len()).then_some(pos),
            Storage::Hashed(h) => h
                .entries
                .get(pos as usize..)?
                .iter()
                .position(Option::is_some)
                .map(|i| pos + i as u32),
        }
    }

    /// The last live position strictly before `pos`.
    pub fn prev_pos(&self, pos: u32) -> Option<u32> {
        let end = (pos as usize).min(self.used() as usize);
        match &self.storage {
            Storage::Packed(_) => end.checked_sub(1).map(|p| p as u32),
            Storage::Hashed(h) => h.entries[..end]
                .iter()
                .rposition(Option::is_some)
                .map(|p| p as u32),
        }
    }

    /// Iterates `(key, value)` in order.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            array: self,
            pos: 0,
        }
    }

    pub fn keys(&self) -> impl Iterator<Item = ArrayKey> + '_ {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl Iterator<Item = &Value> + '_ {
        self.iter().map(|(_, v)| v)
    }

    // ----- the internal pointer -----

    /// `current()`: the value at the internal pointer.
    pub fn current(&self) -> Option<&Value> {
        self.next_pos(self.pos).and_then(|p| self.value_at(p))
    }

    /// `key()`
    pub fn current_key(&self) -> Option<ArrayKey> {
        self.next_pos(self.pos).and_then(|p| self.key_at(p))
    }

    /// `next()`: advances, returns the new current value.
    pub fn advance(&mut self) -> Option<&Value> {
        if let Some(p) = self.next_pos(self.pos) {
            self.pos = self.next_pos(p + 1).unwrap_or(self.used());
        }
        self.current()
    }

    /// `prev()`: steps back, returns the new current value.
    pub fn retreat(&mut self) -> Option<&Value> {
        if let Some(p) = self.next_pos(self.pos) {
            self.pos = self.prev_pos(p).unwrap_or(self.used());
        }
        self.current()
    }

    /// `reset()`: rewinds, returns the first value.
    pub fn reset(&mut self) -> Option<&Value> {
        self.pos = self.next_pos(0).unwrap_or(self.used());
        self.current()
    }

    /// `end()`: moves to the last element, returns it.
    pub fn end(&mut self) -> Option<&Value> {
        self.pos = self.prev_pos(self.used()).unwrap_or(self.used());
        self.current()
    }

    /// The raw internal pointer position.
    pub fn pointer(&self) -> u32 {
        self.pos
    }

    pub fn set_pointer(&mut self, pos: u32) {
        self.pos = pos;
    }

    /// Removes tombstones now (array functions that renumber call this); keeps the
    /// internal pointer on the same element.
    pub fn compact(&mut self) {
        let pos = self.pos;
        if let Storage::Hashed(h) = &mut self.storage
            && h.holes() > 0
        {
            self.pos = h.compact(pos);
        }
    }

    /// `$a + $b`: the keys of `b` missing from `a` are appended.
    pub fn union_with(&mut self, other: &ArrayData) {
        for (k, v) in other.iter() {
            if !self.contains_key(&k) {
                self.insert_new(k, dup_slot(v));
            }
        }
    }

    /// A key of the string if php would store it as a string, for callers holding bytes.
    pub fn key_from_bytes(bytes: &[u8]) -> ArrayKey {
        ArrayKey::from_bytes(bytes)
    }
}

/// Iterator over `(key, value)` in order.
pub struct Iter<'a> {
    array: &'a ArrayData,
    pos: u32,
}

impl<'a> Iterator for Iter<'a> {
    type Item = (ArrayKey, &'a Value);
    fn next(&mut self) -> Option<Self::Item> {
        let p = self.array.next_pos(self.pos)?;
        self.pos = p + 1;
        self.array.entry_at(p)
    }
}

impl fmt::Debug for ArrayData {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A php array value: a shared handle to `ArrayData`, copied on write.
#[derive(Clone, Default)]
pub struct PhpArray(Rc<ArrayData>);

impl PhpArray {
    /// The value at `pos` when the key there is the string `key` (the same handle, or
    /// equal bytes): an inline-cache hit of an object's property table.
    #[inline(always)]
    pub fn str_value_at(&self, pos: u32, key: &PhpStr) -> Option<&Value> {
        match &self.0.storage {
            Storage::Hashed(h) => match h.entries.get(pos as usize) {
                Some(Some(Bucket {
                    key: ArrayKey::Str(k),
                    val,
                })) if PhpStr::ptr_eq(k, key) || k.as_bytes() == key.as_bytes() => Some(val),
                _ => None,
            },
            Storage::Packed(_) => None,
        }
    }

    /// `str_value_at` for writing in place: None when the table is shared (a write must
    /// copy it first: the full path's `make_mut`).
    #[inline(always)]
    pub fn str_value_mut_at(&mut self, pos: u32, key: &PhpStr) -> Option<&mut Value> {
        match &mut Rc::get_mut(&mut self.0)?.storage {
            Storage::Hashed(h) => match h.entries.get_mut(pos as usize) {
                Some(Some(Bucket {
                    key: ArrayKey::Str(k),
                    val,
                })) if PhpStr::ptr_eq(k, key) || k.as_bytes() == key.as_bytes() => Some(val),
                _ => None,
            },
            Storage::Packed(_) => None,
        }
    }

    /// The scalar element at int key `k` for writing in place: None when the table is
    /// shared (a write separates it first), the key is absent or the element owns
    /// something (its drop may run a destructor or write through a reference cell).
    #[inline(always)]
    pub fn scalar_at_mut(&mut self, k: i64) -> Option<&mut Value> {
        let data = Rc::get_mut(&mut self.0)?;
        let slot = match &mut data.storage {
            Storage::Packed(v) => v.get_mut(usize::try_from(k).ok()?)?,
            Storage::Hashed(h) => {
                let pos = h.find_int(k)?;
                &mut h.entries.get_mut(pos as usize)?.as_mut()?.val
            }
        };
        matches!(
            slot,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Null
        )
        .then_some(slot)
    }

    /// `$a[k] = v` where `k` is the next key of a packed list held only here: appended
    /// with no lookup (false, `v` dropped, for anything else).
    #[inline(always)]
    pub fn append_int(&mut self, k: i64, v: Value) -> bool {
        match Rc::get_mut(&mut self.0) {
            Some(data) if matches!(&data.storage, Storage::Packed(l) if l.len() as i64 == k) => {
                data.push_packed(v).is_ok()
            }
            _ => false,
        }
    }

    pub fn new() -> PhpArray {
        PhpArray(Rc::new(ArrayData::new()))
    }

    pub fn from_data(data: ArrayData) -> PhpArray {
        PhpArray(Rc::new(data))
    }

    pub fn from_values(values: Vec<Value>) -> PhpArray {
        PhpArray(Rc::new(ArrayData::from_values(values)))
    }

    /// The data for writing: separated first if another handle shares it, never copied
    /// otherwise.
    #[inline]
    pub fn make_mut(&mut self) -> &mut ArrayData {
        Rc::make_mut(&mut self.0)
    }

    pub fn ptr_eq(a: &PhpArray, b: &PhpArray) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }

    /// The identity of the shared data (recursion guards of var_dump, count, `==`...).
    pub fn addr(&self) -> usize {
        Rc::as_ptr(&self.0) as usize
    }

    /// The data itself when this is its only handle (dropping without recursion).
    pub(crate) fn into_unique(self) -> Option<ArrayData> {
        Rc::try_unwrap(self.0).ok()
    }

    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.0)
    }

    /// The data for writing when this is its only handle (no separation to make).
    #[inline]
    pub fn unique_mut(&mut self) -> Option<&mut ArrayData> {
        Rc::get_mut(&mut self.0)
    }

    /// Convenience for builders: insert by key.
    pub fn insert(&mut self, key: impl Into<ArrayKey>, val: impl Into<Value>) -> Option<Value> {
        self.make_mut().insert(key.into(), val.into())
    }

    pub fn push(&mut self, val: impl Into<Value>) -> Result<i64, OpError> {
        self.make_mut().push(val.into())
    }

    /// A string-keyed lookup by `&str` (tests and builtins).
    pub fn get_named(&self, name: &str) -> Option<&Value> {
        self.0.get_str(name.as_bytes())
    }
}

impl ArrayData {
    /// Moves the values that own containers onto `work` (they are dropped from there).
    pub(crate) fn drain_containers_into(&mut self, work: &mut Vec<Value>) {
        let is_container = super::drop::is_container;
        match &mut self.storage {
            Storage::Packed(v) => {
                work.extend(v.iter_mut().filter(|v| is_container(v)).map(std::mem::take))
            }
            Storage::Hashed(h) => work.extend(
                h.entries
                    .iter_mut()
                    .flatten()
                    .filter(|b| is_container(&b.val))
                    .map(|b| std::mem::take(&mut b.val)),
            ),
        }
    }
}

impl Drop for ArrayData {
    fn drop(&mut self) {
        // only a container this array holds the last handle of frees more when it goes
        // (a shared one, such as a literal array, is just released)
        let nested = match &self.storage {
            Storage::Packed(v) => v.iter().any(super::drop::frees_container),
            Storage::Hashed(h) => h
                .entries
                .iter()
                .flatten()
                .any(|b| super::drop::frees_container(&b.val)),
        };
        if nested {
            let mut work = Vec::new();
            self.drain_containers_into(&mut work);
            super::drop::drop_iteratively(work);
        }
    }
}

impl Deref for PhpArray {
    type Target = ArrayData;
    fn deref(&self) -> &ArrayData {
        &self.0
    }
}

impl fmt::Debug for PhpArray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl From<PhpStr> for ArrayKey {
    fn from(s: PhpStr) -> Self {
        ArrayKey::from_php_str(s)
    }
}
