//! `PhpRef`: an explicit reference cell (`&$x`). Variables or array slots that hold the
//! same `PhpRef` see each other's writes; copying an array copies the cell pointer, so a
//! referenced slot stays shared between the copies (php semantics).

use super::Value;
use std::cell::{Ref, RefCell, RefMut};
use std::rc::Rc;

#[derive(Clone, Debug)]
pub struct PhpRef(Rc<RefCell<Value>>);

impl PhpRef {
    /// A new cell holding `v` (a `Value::Ref` inside is unwrapped: cells never nest).
    pub fn new(v: Value) -> PhpRef {
        match v {
            Value::Ref(r) => r,
            v => PhpRef(Rc::new(RefCell::new(v))),
        }
    }

    /// A copy of the value inside.
    pub fn get(&self) -> Value {
        self.0.borrow().clone()
    }

    /// Replaces the value inside, returning the old one.
    pub fn set(&self, v: Value) -> Value {
        let v = match v {
            Value::Ref(r) => r.get(),
            v => v,
        };
        std::mem::replace(&mut *self.0.borrow_mut(), v)
    }

    pub fn borrow(&self) -> Ref<'_, Value> {
        self.0.borrow()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, Value> {
        self.0.borrow_mut()
    }

    /// The cell for reading, or `None` while it is borrowed for writing.
    pub fn try_borrow(&self) -> Option<Ref<'_, Value>> {
        self.0.try_borrow().ok()
    }

    /// The identity of the cell (the cycle collector's graph).
    pub fn addr(&self) -> usize {
        Rc::as_ptr(&self.0) as *const u8 as usize
    }

    /// The cell for writing, or `None` while it is borrowed (a re-entrant walk).
    pub fn try_borrow_mut(&self) -> Option<RefMut<'_, Value>> {
        self.0.try_borrow_mut().ok()
    }

    /// The value inside when this is the cell's only holder (dropping without recursion).
    pub(crate) fn into_unique(self) -> Option<Value> {
        Rc::try_unwrap(self.0).ok().map(RefCell::into_inner)
    }

    pub fn ptr_eq(a: &PhpRef, b: &PhpRef) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }

    /// How many holders share the cell (php's refcount of the reference).
    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.0)
    }
}
