//! The index of a hashed array: php's layout (`zend_hash.c`) — a power-of-two table of chain
//! heads, twice as many as the entries it can hold, and per entry position a link holding the
//! low half of the key's hash and the next position in the same chain.
//!
//! Chaining rather than open addressing because the hashes are php's (an int key is itself,
//! a string key is DJB "times 33"): consecutive keys take consecutive heads, so filling and
//! reading an array in key order walks the table in order, and the clusters those hashes make
//! cost nothing here, where an open-addressed table would probe past them.

/// No entry: the end of a chain, an empty head.
const NONE: u32 = u32::MAX;
/// The link of a position that is not in the index (a tombstone, or past what was indexed).
const OUT: u32 = u32::MAX - 1;

#[derive(Clone, Copy)]
struct Link {
    hash: u32,
    next: u32,
}

#[derive(Clone, Default)]
pub(super) struct ChainIndex {
    /// Chain heads; empty, or a power of two long (the slot is `hash & (len - 1)`).
    heads: Vec<u32>,
    /// Per entry position.
    links: Vec<Link>,
    /// Positions in the index.
    len: usize,
}

impl ChainIndex {
    pub(super) fn with_capacity(cap: usize) -> ChainIndex {
        ChainIndex {
            heads: vec![NONE; heads_for(cap)],
            links: Vec::with_capacity(cap),
            len: 0,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    pub(super) fn clear(&mut self) {
        self.heads.clear();
        self.links.clear();
        self.len = 0;
    }

    /// The first position in `hash`'s chain that `hit` accepts.
    #[inline]
    pub(super) fn find(&self, hash: u64, hit: impl Fn(u32) -> bool) -> Option<u32> {
        let mask = self.heads.len().wrapping_sub(1);
        let h = hash as u32;
        let mut i = *self.heads.get(h as usize & mask)?;
        while let Some(link) = self.links.get(i as usize) {
            if link.hash == h && hit(i) {
                return Some(i);
            }
            i = link.next;
        }
        None
    }

    /// Adds position `pos` (not in the index) under `hash`; `room` is how many positions the
    /// entries have room for, so the table grows with them.
    pub(super) fn insert(&mut self, hash: u64, pos: u32, room: usize) {
        let want = heads_for(room.max(pos as usize + 1));
        if self.heads.len() < want {
            self.rehash(want);
        }
        let p = pos as usize;
        if self.links.len() <= p {
            self.links.resize(p + 1, Link { hash: 0, next: OUT });
        }
        let h = hash as u32;
        let slot = h as usize & (self.heads.len() - 1);
        self.links[p] = Link {
            hash: h,
            next: self.heads[slot],
        };
        self.heads[slot] = pos;
        self.len += 1;
    }

    /// Takes position `pos` (indexed under `hash`) out of its chain.
    pub(super) fn remove(&mut self, hash: u64, pos: u32) {
        let Some(slot) = (hash as u32 as usize).checked_rem(self.heads.len()) else {
            return;
        };
        let Some(next) = self.links.get(pos as usize).map(|l| l.next) else {
            return;
        };
        if next == OUT {
            return;
        }
        if self.heads[slot] == pos {
            self.heads[slot] = next;
        } else {
            let mut i = self.heads[slot];
            while let Some(link) = self.links.get_mut(i as usize) {
                if link.next == pos {
                    link.next = next;
                    break;
                }
                i = link.next;
            }
        }
        self.links[pos as usize].next = OUT;
        self.len -= 1;
    }

    /// A table of `size` heads holding the same positions (their hashes are in the links).
    fn rehash(&mut self, size: usize) {
        self.heads.clear();
        self.heads.resize(size, NONE);
        let mask = size - 1;
        for (p, link) in self.links.iter_mut().enumerate() {
            if link.next != OUT {
                let slot = link.hash as usize & mask;
                link.next = self.heads[slot];
                self.heads[slot] = p as u32;
            }
        }
    }
}

/// Heads for `cap` entries: twice the next power of two, as php's table.
fn heads_for(cap: usize) -> usize {
    cap.max(8).next_power_of_two() * 2
}
