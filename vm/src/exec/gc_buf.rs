//! php's buffer of possible roots for objects (Zend/zend_gc.c's root buffer), slot by slot.
//!
//! The order of the buffer is observable: a collector run walks its roots in slot order,
//! so the destructors of garbage are called, and the garbage is freed (its object handles
//! recycled), in that order. php's buffer is not kept in insertion order:
//! - a new root takes the slot freed last (php's `GC_UNUSED` list, LIFO), else the next
//!   never-used slot (`first_unused`);
//! - a root leaves its slot when its object is freed (php's `GC_REMOVE_FROM_BUFFER` in
//!   `zend_objects_store_del`, after what the object held is freed), and when a run finds it
//!   alive;
//! - a run compacts the buffer first and after taking out what it found alive
//!   (`gc_compact`: the roots past the last slot a full buffer of them would use move, the
//!   last one first, into the free slots, the first one first).
//!
//! Slot 0 is never used (php's `GC_INVALID`). An object knows its slot (`ObjBox`'s slot
//! cell), so freeing it finds its entry at once. Entries are weak: the buffer never keeps an
//! object alive.

use crate::value::ObjectHandle;
use crate::value::object::ObjBox;
use std::rc::Weak;

/// The buffer: each slot holds a root weakly or nothing (8 bytes a slot, as many as there
/// are possible roots: a parked Fiber's cost counts them); an empty slot is free (php's
/// `GC_UNUSED`, on the free list) or garbage a run is freeing (php keeps it in its slot
/// until the run's end: neither a root nor free for a new root; a compaction treats it as
/// free), told apart by a bit; the free list, the slot freed last on top; the number of
/// roots and of garbage slots.
#[derive(Debug, Default)]
pub(super) struct RootBuf {
    slots: Vec<Option<Weak<ObjBox>>>,
    garbage_bits: Vec<u64>,
    free: Vec<u32>,
    roots: usize,
    garbage: usize,
}

impl RootBuf {
    /// Buffers `o` as a possible root (php's `gc_possible_root`); its slot.
    pub(super) fn add(&mut self, o: Weak<ObjBox>) -> u32 {
        self.roots += 1;
        self.place(Some(o))
    }

    fn is_garbage(&self, idx: usize) -> bool {
        self.garbage_bits
            .get(idx / 64)
            .is_some_and(|w| w >> (idx % 64) & 1 != 0)
    }

    fn set_garbage(&mut self, idx: usize, on: bool) {
        if self.garbage_bits.len() <= idx / 64 {
            if !on {
                return;
            }
            self.garbage_bits.resize(idx / 64 + 1, 0);
        }
        if let Some(w) = self.garbage_bits.get_mut(idx / 64) {
            if on {
                *w |= 1 << (idx % 64);
            } else {
                *w &= !(1 << (idx % 64));
            }
        }
    }

    /// Puts `e` in the slot freed last, else in a new slot at the end.
    fn place(&mut self, e: Option<Weak<ObjBox>>) -> u32 {
        if self.slots.is_empty() {
            self.slots.push(None);
        }
        while let Some(head) = self.free.pop() {
            let i = head as usize;
            // (only a free slot is on the list; anything else is forgotten)
            if i != 0 && !self.is_garbage(i) {
                if let Some(slot @ None) = self.slots.get_mut(i) {
                    *slot = e;
                    return head;
                }
            }
        }
        self.slots.push(e);
        (self.slots.len() - 1) as u32
    }

    /// Frees slot `idx` (a root leaving, or garbage freed): it is the next to be reused.
    /// Whether a root left.
    pub(super) fn unlink(&mut self, idx: u32) -> bool {
        let i = idx as usize;
        let Some(slot) = self.slots.get_mut(i).filter(|_| idx != 0) else {
            return false;
        };
        let root = slot.take().is_some();
        if root {
            self.roots = self.roots.saturating_sub(1);
        } else if self.is_garbage(i) {
            self.garbage = self.garbage.saturating_sub(1);
            self.set_garbage(i, false);
        } else {
            // already free
            return false;
        }
        self.free.push(idx);
        root
    }

    /// The root in slot `idx` is garbage the run is freeing now.
    pub(super) fn mark_garbage(&mut self, idx: u32) {
        let i = idx as usize;
        if let Some(slot) = self.slots.get_mut(i).filter(|_| idx != 0) {
            if slot.take().is_some() {
                self.roots = self.roots.saturating_sub(1);
                self.garbage += 1;
                self.set_garbage(i, true);
            }
        }
    }

    /// Garbage a run found beyond its roots (php's `gc_add_garbage`): a slot it keeps until
    /// the run's end, freed at once by `unlink` when the garbage is kept for a destructor's
    /// object.
    pub(super) fn add_garbage(&mut self) -> u32 {
        self.garbage += 1;
        let idx = self.place(None);
        self.set_garbage(idx as usize, true);
        idx
    }

    /// Garbage in slot `idx` is an object whose destructor is due: a root again.
    pub(super) fn rebind_garbage(&mut self, idx: u32, o: Weak<ObjBox>) {
        let i = idx as usize;
        if !self.is_garbage(i) {
            return;
        }
        if let Some(slot @ None) = self.slots.get_mut(i) {
            *slot = Some(o);
            self.set_garbage(i, false);
            self.roots += 1;
            self.garbage = self.garbage.saturating_sub(1);
        }
    }

    /// Slot `idx` now holds `o` (an object revived for its destructor keeps its slot).
    pub(super) fn rebind(&mut self, idx: u32, o: Weak<ObjBox>) {
        if let Some(slot @ Some(_)) = self.slots.get_mut(idx as usize) {
            *slot = Some(o);
        }
    }

    /// The number of roots.
    pub(super) fn len(&self) -> usize {
        self.roots
    }

    /// The number of entries php counts as its buffer's roots (`num_roots`): the roots and
    /// the garbage a run keeps until it ends (while the destructors it found run).
    pub(super) fn used(&self) -> usize {
        self.roots + self.garbage
    }

    /// php's `gc_compact`: with `n` roots, the roots in slots past `n` move into the free
    /// slots up to `n`, the last root into the first free slot; the free list is emptied.
    /// A root whose object is gone (never left so) counts as free.
    pub(super) fn compact(&mut self) {
        for slot in self.slots.iter_mut() {
            if slot.as_ref().is_some_and(|w| w.strong_count() == 0) {
                *slot = None;
            }
        }
        let n = self.slots.iter().filter(|e| e.is_some()).count();
        self.roots = n;
        self.garbage = 0;
        self.free.clear();
        self.garbage_bits.clear();
        let is_root = |e: Option<&Option<Weak<ObjBox>>>| matches!(e, Some(Some(_)));
        // the first free slot up to `n` takes the last root past it, and so on
        let (mut to, mut from) = (1, self.slots.len());
        loop {
            while to <= n && is_root(self.slots.get(to)) {
                to += 1;
            }
            while from > n + 1 && !is_root(self.slots.get(from - 1)) {
                from -= 1;
            }
            if to > n || from <= n + 1 {
                break;
            }
            from -= 1;
            self.slots.swap(to, from);
            if let Some(Some(w)) = self.slots.get(to) {
                if let Some(o) = w.upgrade() {
                    o.set_gc_slot(to as u32);
                }
            }
            to += 1;
        }
        self.slots.truncate(n + 1);
        if n == 0 {
            self.slots.clear();
        }
    }

    /// The live roots in slot order (the first `limit` of them).
    pub(super) fn roots(&self, limit: Option<usize>) -> Vec<ObjectHandle> {
        let mut out = Vec::new();
        for e in &self.slots {
            if limit.is_some_and(|l| out.len() >= l) {
                break;
            }
            if let Some(w) = e {
                if let Some(o) = ObjectHandle::from_weak(w) {
                    out.push(o);
                }
            }
        }
        out
    }

    /// Empties the buffer (every root is told it left).
    pub(super) fn clear(&mut self) -> Vec<ObjectHandle> {
        let out = self.roots(None);
        self.slots.clear();
        self.free.clear();
        self.garbage_bits.clear();
        self.roots = 0;
        self.garbage = 0;
        out
    }
}
