//! `PhpRef`: an explicit reference cell (`&$x`). Variables or array slots that hold the
//! same `PhpRef` see each other's writes; copying an array copies the cell pointer, so a
//! referenced slot stays shared between the copies (php semantics). A cell that typed
//! properties point to lists them (php's ZEND_REF_TYPE_SOURCES); untyped code never
//! looks past the empty list.

use super::{ObjectHandle, Value, WeakObject};
use crate::class::PropInfo;
use std::cell::{Ref, RefCell, RefMut};
use std::rc::Rc;

#[derive(Clone, Debug)]
pub struct PhpRef(Rc<RefBox>);

impl Drop for PhpRef {
    #[inline]
    fn drop(&mut self) {
        // the weak handles: one from the buffer of possible roots, two from the list of
        // cells the collector watches; an odd count is "buffered"
        if Rc::strong_count(&self.0) > 1 && Rc::weak_count(&self.0) & 1 == 0 {
            possible_root(self);
        }
    }
}

/// php's `gc_check_possible_root` for a reference: a holder of the cell went but others
/// are left, and the cell holds an array, which may now be a cycle's only way in (or an
/// object, which becomes a possible root itself). The
/// collector is the only holder of weak handles to cells, and its buffer holds one: while
/// it is there, the cell is not buffered again (php's `GC_INFO`). `extern "C"` (it never unwinds) keeps the
/// drop of every value free of a cleanup path for it.
#[cold]
#[inline(never)]
extern "C" fn possible_root(cell: &PhpRef) {
    let Ok(v) = cell.0.v.try_borrow() else { return };
    if let Value::Object(o) = &*v {
        // a cycle through the cell goes through the object it holds
        o.possible_root();
        return;
    }
    let collectable = matches!(&*v, Value::Array(a) if !a.is_empty());
    drop(v);
    if collectable {
        if let Some(shared) = cell.0.gc.get().and_then(std::rc::Weak::upgrade) {
            crate::exec::gc::possible_root(&shared, cell.downgrade());
        }
    }
}

/// A reference cell held weakly (by the cycle collector's buffer of possible roots).
#[derive(Debug)]
pub(crate) struct WeakRef(std::rc::Weak<RefBox>);

impl WeakRef {
    pub(crate) fn upgrade(&self) -> Option<PhpRef> {
        self.0.upgrade().map(PhpRef)
    }

    pub(crate) fn is_alive(&self) -> bool {
        self.0.strong_count() > 0
    }

    /// A second weak handle to the same cell (the collector's watch list holds two).
    pub(crate) fn twin(&self) -> WeakRef {
        WeakRef(self.0.clone())
    }
}

#[derive(Debug)]
struct RefBox {
    v: RefCell<Value>,
    /// The collector of the VM that stored the cell into an array (where a cycle can form):
    /// where the cell goes when it becomes a possible root.
    gc: std::cell::OnceCell<std::rc::Weak<crate::class::ObjShared>>,
    /// The typed properties holding this cell (none in untyped code).
    sources: RefCell<Option<Box<Sources>>>,
}

#[derive(Debug, Default)]
struct Sources {
    list: Vec<TypeSource>,
    /// A static property's cell was bound by reference (`$r = &A::$x`).
    bound: bool,
}

/// A typed property that holds a reference cell: an object's property (alive while the
/// object is) or a static one (`owner` none).
#[derive(Clone, Debug)]
pub struct TypeSource {
    pub info: Rc<PropInfo>,
    pub owner: Option<WeakObject>,
}

impl TypeSource {
    fn alive(&self) -> bool {
        self.owner.as_ref().is_none_or(WeakObject::is_alive)
    }

    fn is(&self, info: &Rc<PropInfo>, owner: Option<&ObjectHandle>) -> bool {
        Rc::ptr_eq(&self.info, info)
            && match (&self.owner, owner) {
                (Some(w), Some(o)) => w.is(o),
                (None, None) => true,
                _ => false,
            }
    }
}

impl PhpRef {
    /// A new cell holding `v` (a `Value::Ref` inside is unwrapped: cells never nest).
    pub fn new(v: Value) -> PhpRef {
        match v {
            Value::Ref(r) => r,
            v => PhpRef(Rc::new(RefBox {
                v: RefCell::new(v),
                gc: std::cell::OnceCell::new(),
                sources: RefCell::new(None),
            })),
        }
    }

    /// A copy of the value inside.
    pub fn get(&self) -> Value {
        self.0.v.borrow().clone()
    }

    /// Replaces the value inside, returning the old one.
    pub fn set(&self, v: Value) -> Value {
        let v = match v {
            Value::Ref(r) => r.get(),
            v => v,
        };
        std::mem::replace(&mut *self.0.v.borrow_mut(), v)
    }

    pub fn borrow(&self) -> Ref<'_, Value> {
        self.0.v.borrow()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, Value> {
        self.0.v.borrow_mut()
    }

    /// Whether typed properties hold this cell (writes through it are checked).
    #[inline]
    pub fn is_typed(&self) -> bool {
        self.0.sources.borrow().is_some()
    }

    /// The live typed properties holding this cell, in the order they took it.
    pub fn type_sources(&self) -> Vec<TypeSource> {
        let mut b = self.0.sources.borrow_mut();
        let Some(src) = b.as_mut() else {
            return Vec::new();
        };
        src.list.retain(TypeSource::alive);
        let out = src.list.clone();
        if src.list.is_empty() {
            *b = None;
        }
        out
    }

    /// Records that a typed property holds this cell.
    pub fn add_type_source(&self, info: Rc<PropInfo>, owner: Option<&ObjectHandle>) {
        let mut b = self.0.sources.borrow_mut();
        let src = b.get_or_insert_with(Default::default);
        if src.list.iter().any(|s| s.is(&info, owner)) {
            return;
        }
        src.list.push(TypeSource {
            info,
            owner: owner.map(ObjectHandle::weak_unmarked),
        });
    }

    /// Whether static property `info` is among the typed properties holding this cell.
    pub fn has_static_source_of(&self, info: &PropInfo) -> bool {
        self.0.sources.borrow().as_ref().is_some_and(|l| {
            l.list.iter().any(|s| {
                s.owner.is_none() && s.info.declaring == info.declaring && s.info.name == info.name
            })
        })
    }

    /// Forgets static property `info` as a holder of this cell.
    pub fn remove_static_source_of(&self, info: &PropInfo) {
        let mut b = self.0.sources.borrow_mut();
        if let Some(src) = b.as_mut() {
            src.list.retain(|s| {
                !(s.owner.is_none()
                    && s.info.declaring == info.declaring
                    && s.info.name == info.name)
                    && s.alive()
            });
            if src.list.is_empty() {
                *b = None;
            }
        }
    }

    /// Marks a typed cell as bound by reference (a static property's own writes then
    /// report as writes through a reference, as php's do).
    pub fn mark_bound(&self) {
        if let Some(src) = self.0.sources.borrow_mut().as_mut() {
            src.bound = true;
        }
    }

    /// Whether `mark_bound` was called.
    pub fn is_bound(&self) -> bool {
        self.0.sources.borrow().as_ref().is_some_and(|s| s.bound)
    }

    /// Forgets a typed property that no longer holds this cell.
    pub fn remove_type_source(&self, info: &Rc<PropInfo>, owner: Option<&ObjectHandle>) {
        let mut b = self.0.sources.borrow_mut();
        if let Some(src) = b.as_mut() {
            src.list.retain(|s| !s.is(info, owner) && s.alive());
            if src.list.is_empty() {
                *b = None;
            }
        }
    }

    /// The cell for reading, or `None` while it is borrowed for writing.
    pub fn try_borrow(&self) -> Option<Ref<'_, Value>> {
        self.0.v.try_borrow().ok()
    }

    /// The identity of the cell (the cycle collector's graph).
    pub fn addr(&self) -> usize {
        Rc::as_ptr(&self.0) as *const u8 as usize
    }

    /// The cell for writing, or `None` while it is borrowed (a re-entrant walk).
    pub fn try_borrow_mut(&self) -> Option<RefMut<'_, Value>> {
        self.0.v.try_borrow_mut().ok()
    }

    /// The value inside when this is the cell's only holder (dropping without recursion).
    pub(crate) fn into_unique(self) -> Option<Value> {
        if Rc::strong_count(&self.0) != 1 {
            return None;
        }
        // the cell itself goes when `self` does, empty
        self.0
            .v
            .try_borrow_mut()
            .ok()
            .map(|mut v| std::mem::take(&mut *v))
    }

    /// The cell is stored into an array of the VM owning `shared`: a cycle may go through it,
    /// so it becomes a possible root of that VM's collector when it loses a holder.
    #[inline]
    pub(crate) fn attach_gc(&self, shared: &std::rc::Rc<crate::class::ObjShared>) {
        if self.0.gc.get().is_none() {
            let _ = self.0.gc.set(std::rc::Rc::downgrade(shared));
        }
    }

    /// A weak handle, for the cycle collector's buffer of possible roots.
    pub(crate) fn downgrade(&self) -> WeakRef {
        WeakRef(Rc::downgrade(&self.0))
    }

    pub fn ptr_eq(a: &PhpRef, b: &PhpRef) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }

    /// How many holders share the cell (php's refcount of the reference).
    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.0)
    }
}
