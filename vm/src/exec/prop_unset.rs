//! php's two kinds of missing typed property. One never initialised (its slot still
//! carries `IS_PROP_UNINIT`) skips the magic methods: reads throw "must not be accessed
//! before initialization", isset() is false, writes store, unset() only clears the flag.
//! One that was unset() (or written, then unset()) goes through `__get`, `__set`,
//! `__isset` and `__unset` like any missing property. rphp keeps the properties an object
//! unset in a side table keyed by object id, consulted only for objects flagged
//! `ObjectData::unset_typed` (a reused id starts unflagged), and only for classes with a
//! magic property method (for the others both kinds behave the same).

use super::Vm;
use crate::class::{Class, PropInfo};
use crate::value::{ObjectHandle, PhpStr};

impl Vm {
    /// Whether the missing declared property `info` of `o` is looked up through magic
    /// methods: untyped, or typed and unset() since the object was made.
    pub(super) fn missing_prop_magic(&self, o: &ObjectHandle, info: &PropInfo) -> bool {
        info.ty.is_none() || self.typed_was_unset(o, &info.key)
    }

    /// The typed property stored under `key` was unset() (its `IS_PROP_UNINIT` is clear).
    pub(super) fn typed_was_unset(&self, o: &ObjectHandle, key: &PhpStr) -> bool {
        o.borrow().unset_typed
            && self
                .unset_typed
                .get(&o.id())
                .is_some_and(|keys| keys.contains(key))
    }

    /// unset() of the typed property `info` of `o` (set or not).
    pub(super) fn note_typed_unset(&mut self, o: &ObjectHandle, c: &Class, info: &PropInfo) {
        if info.ty.is_none() || !has_prop_magic(c) {
            return;
        }
        let id = o.id();
        let flagged = std::mem::replace(&mut o.borrow_mut().unset_typed, true);
        let keys = self.unset_typed.entry(id).or_default();
        if !flagged {
            // left by a freed object that had the same id
            keys.clear();
        }
        if !keys.contains(&info.key) {
            keys.push(info.key.clone());
        }
    }

    /// A clone keeps which typed properties its original had unset().
    pub(super) fn copy_typed_unset(&mut self, from: &ObjectHandle, to: &ObjectHandle) {
        if !from.borrow().unset_typed {
            return;
        }
        let Some(keys) = self.unset_typed.get(&from.id()).cloned() else {
            return;
        };
        to.borrow_mut().unset_typed = true;
        self.unset_typed.insert(to.id(), keys);
    }
}

/// A class whose missing properties may go through a magic method.
fn has_prop_magic(c: &Class) -> bool {
    c.magic.get.is_some()
        || c.magic.set.is_some()
        || c.magic.isset.is_some()
        || c.magic.unset.is_some()
}
