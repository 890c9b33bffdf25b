//! `ObjectHandle`: a php object, shared by handle. Each object points at its runtime
//! `Class`; its properties live in one ordered array under php's storage keys (see
//! `crate::class`). Operators that need PHP code (`__toString`) answer `OpError::NeedsVm`.

use super::{PhpArray, PhpStr, Value};
use crate::class::Class;
use std::cell::{Cell, Ref, RefCell, RefMut};
use std::fmt;
use std::rc::Rc;

/// An object's data: its id (`spl_object_id`), class name and properties, plus the
/// native state of an internal class (a Closure's function, a Fiber's coroutine, ...).
#[derive(Debug)]
pub struct ObjectData {
    pub id: u32,
    pub class: Rc<Class>,
    pub properties: PhpArray,
    pub internal: Internal,
    /// `__destruct` was called (or must never be).
    pub destructed: bool,
    /// A WeakReference or WeakMap key points at it: its death is announced to the VM.
    pub weak_target: bool,
    /// Some typed property of it was unset(): the VM's `unset_typed` table names which
    /// (php clears the property's `IS_PROP_UNINIT` flag, so magic methods are called).
    pub unset_typed: bool,
}

/// The native state of an object of an internal class, owned by the VM's executor. Given
/// only through `ObjectData::set_internal`, which counts it (`ObjShared::native_live`).
#[derive(Default)]
pub struct Internal(Option<Box<dyn std::any::Any>>);

impl Internal {
    pub fn get(&self) -> Option<&dyn std::any::Any> {
        self.0.as_deref()
    }

    pub fn get_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        self.0.as_deref_mut()
    }

    pub fn is_some(&self) -> bool {
        self.0.is_some()
    }

    pub fn is_none(&self) -> bool {
        self.0.is_none()
    }
}

impl fmt::Debug for Internal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "Internal(..)"
        } else {
            "Internal(None)"
        })
    }
}

impl ObjectData {
    /// Gives the object its native state, counted in `ObjShared::native_live`.
    pub fn set_internal(&mut self, state: Box<dyn std::any::Any>) {
        if self.internal.0.is_none() {
            self.count_native(true);
        }
        self.internal.0 = Some(state);
    }

    /// Takes the object's native state away (uncounted).
    pub fn take_internal(&mut self) -> Option<Box<dyn std::any::Any>> {
        let state = self.internal.0.take();
        if state.is_some() {
            self.count_native(false);
        }
        state
    }

    fn count_native(&self, up: bool) {
        if let Some(shared) = &self.class.shared {
            let n = shared.native_live.get();
            shared
                .native_live
                .set(if up { n + 1 } else { n.saturating_sub(1) });
        }
    }
}

impl Drop for ObjectData {
    fn drop(&mut self) {
        // the object's slot in the collector's buffer, handed over by its allocation's drop
        // just before this one (`GcRoots::handed_slot`); 0 when not buffered
        let mut gc_slot = match &self.class.shared {
            Some(shared) => shared.gc.take_handed_slot(),
            None => 0,
        };
        if let Some(shared) = &self.class.shared {
            if self.weak_target {
                shared.weak_died.set(true);
            }
            if !self.destructed
                && (self.class.magic.destruct.is_some()
                    || crate::exec::needs_unwind(&self.internal))
            {
                // the last reference is gone: the object lives on until its destructor ran
                let slot = std::mem::take(&mut gc_slot);
                let revived = ObjectData {
                    id: self.id,
                    class: self.class.clone(),
                    properties: std::mem::take(&mut self.properties),
                    internal: std::mem::take(&mut self.internal),
                    destructed: true,
                    weak_target: false,
                    unset_typed: self.unset_typed,
                };
                if let Ok(mut p) = shared.pending.try_borrow_mut() {
                    // a destructor that resurrects it (into a cycle too) keeps a handle of
                    // it past the destructor frame's, whose drop makes it a possible root
                    let b = Rc::new(ObjBox::new(revived));
                    if slot != 0 {
                        // php's object stays in the buffer until it is freed
                        b.slot.set(slot);
                        b.gc.set(GC_BUFFERED);
                        shared.gc.rebind_slot(slot, Rc::downgrade(&b));
                    }
                    p.push(ObjectHandle(b));
                    return;
                }
                gc_slot = slot;
            }
        }
        if self.internal.is_some() {
            self.count_native(false);
        }
        // php frees what an object holds before its handle goes on the free list, so a
        // handle freed inside is reused after this one
        // the class's defaults, never written (shared): nothing of it is freed here, and
        // the field's own drop releases it after this function
        let shared_props = self.properties.ref_count() > 1 && self.internal.is_none();
        let mut work = Vec::new();
        if !shared_props && !self.properties.is_empty() {
            // a placeholder without an allocation: the class's defaults when known
            let placeholder = match self.class.default_array.try_borrow() {
                Ok(d) => d.clone(),
                Err(_) => None,
            };
            let props = match placeholder {
                Some(d) => std::mem::replace(&mut self.properties, d),
                None => std::mem::take(&mut self.properties),
            };
            work.push(Value::Array(props));
        }
        if let Some(state) = self.internal.get_mut() {
            crate::exec::drain_native_values(state, &mut work);
        }
        if !work.is_empty() {
            super::drop::drop_iteratively(work);
        }
        if gc_slot != 0 {
            // php takes a freed object out of the buffer once what it held is freed
            if let Some(shared) = &self.class.shared {
                shared.gc.remove_slot(gc_slot);
            }
        }
        if self.id != DEFERRED_FREE {
            if let Some(shared) = &self.class.shared {
                if let Ok(mut p) = shared.free_ids.try_borrow_mut() {
                    p.push(self.id);
                }
            }
        }
    }
}

/// The id of an object whose handle the iterative drop gives back itself.
const DEFERRED_FREE: u32 = u32::MAX;

/// A handle to give back to the free list: the shared object store, the id, and the
/// object's slot in the collector's buffer to free first (0: none).
pub(crate) type FreeId = Option<(Rc<crate::class::ObjShared>, u32, u32)>;

#[derive(Clone)]
pub struct ObjectHandle(Rc<ObjBox>);

/// An object's allocation: its data, and beside it the collector's state of the object,
/// which every handle drop reads without a borrow.
#[derive(Debug)]
pub struct ObjBox {
    /// `GC_NONE`, `GC_BUFFERED` (in the collector's buffer of possible roots, php's
    /// `GC_INFO`), or `GC_QUIET` (the handle being dropped is released, not a root).
    gc: Cell<u8>,
    /// The slot in that buffer while buffered (`exec::gc_buf`), else 0.
    slot: Cell<u32>,
    data: RefCell<ObjectData>,
}

impl Drop for ObjBox {
    fn drop(&mut self) {
        // the data's drop, which comes next, frees the slot after what the object holds
        // (php's order); handed over through the collector, as the data has no room for it
        let slot = self.slot.get();
        if slot != 0 {
            if let Some(shared) = &self.data.get_mut().class.shared {
                shared.gc.hand_slot(slot);
            }
        }
    }
}

const GC_NONE: u8 = 0;
const GC_BUFFERED: u8 = 1;
const GC_QUIET: u8 = 2;
/// Visited by the end of the script's walk (`value::drop::only_memory`), which no
/// collector run follows.
const GC_WALKED: u8 = 3;

impl ObjBox {
    fn new(data: ObjectData) -> ObjBox {
        ObjBox {
            gc: Cell::new(GC_NONE),
            slot: Cell::new(0),
            data: RefCell::new(data),
        }
    }

    /// A compaction of the collector's buffer moved the object to slot `slot`.
    pub(crate) fn set_gc_slot(&self, slot: u32) {
        self.slot.set(slot);
    }
}

/// A new object's allocation, its fields stored straight into it: with the data built
/// before the allocation (`Rc::new`), it went through the stack and was copied in 16-byte
/// loads that stalled on the narrower stores just made (store forwarding), a fifth of a
/// `new Foo()` loop.
#[inline(never)]
fn new_object(id: u32, class: Rc<Class>, properties: PhpArray) -> Rc<ObjBox> {
    // `new_cyclic` allocates first, so the fields need not outlive the allocation call
    Rc::new_cyclic(|_| {
        ObjBox::new(ObjectData {
            id,
            class,
            properties,
            internal: Internal(None),
            destructed: false,
            weak_target: false,
            unset_typed: false,
        })
    })
}

impl ObjectHandle {
    pub fn new(id: u32, class: Rc<Class>) -> ObjectHandle {
        ObjectHandle::with_properties(id, class, PhpArray::new())
    }

    pub fn with_properties(id: u32, class: Rc<Class>, properties: PhpArray) -> ObjectHandle {
        ObjectHandle(new_object(id, class, properties))
    }

    /// Register an object whose class has a destructor (end-of-script destruction).
    pub fn track_destructor(&self) {
        let b = self.0.data.borrow();
        if let Some(shared) = &b.class.shared {
            let mut live = shared.live.borrow_mut();
            live.push(Rc::downgrade(&self.0));
            // dead entries go once the list has doubled (a dead `Weak` keeps its
            // allocation, and end-of-script destruction walks the list)
            if live.len() >= shared.live_prune_at.get() {
                live.retain(|w| w.strong_count() > 0);
                shared.live_prune_at.set((live.len() * 2).max(1024));
            }
        }
    }

    /// Strong references to the object (php's refcount, for the end-of-script order).
    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.0)
    }

    /// A weak handle that does not mark the object as a weak target.
    pub(crate) fn weak(&self) -> std::rc::Weak<ObjBox> {
        Rc::downgrade(&self.0)
    }

    pub(crate) fn from_weak(w: &std::rc::Weak<ObjBox>) -> Option<ObjectHandle> {
        w.upgrade().map(ObjectHandle)
    }

    pub fn id(&self) -> u32 {
        self.0.data.borrow().id
    }

    pub fn class_name(&self) -> PhpStr {
        self.0.data.borrow().class.name.clone()
    }

    pub fn class(&self) -> Rc<Class> {
        self.0.data.borrow().class.clone()
    }

    /// `$this instanceof Name` (any case, optional leading backslash).
    pub fn instance_of(&self, name: &[u8]) -> bool {
        self.0.data.borrow().class.is_a(name)
    }

    /// The native state of an internal class's object, if it holds a `T`.
    pub fn state<T: std::any::Any>(&self) -> Option<Ref<'_, T>> {
        Ref::filter_map(self.0.data.borrow(), |d| {
            d.internal.get().and_then(|b| b.downcast_ref::<T>())
        })
        .ok()
    }

    /// The native state as a `T`, created with `T::default()` when absent (an object of a
    /// user subclass whose constructor never reached the internal one).
    pub fn state_mut<T: std::any::Any + Default>(&self) -> RefMut<'_, T> {
        let mut b = self.0.data.borrow_mut();
        if !b.internal.get().is_some_and(|x| x.is::<T>()) {
            b.set_internal(Box::new(T::default()));
        }
        RefMut::map(b, |d| {
            d.internal
                .0
                .get_or_insert_with(|| Box::new(T::default()))
                .downcast_mut::<T>()
                .expect("state of type T was just set")
        })
    }

    /// Replace the native state.
    pub fn set_state<T: std::any::Any>(&self, v: T) {
        self.0.data.borrow_mut().set_internal(Box::new(v));
    }

    /// A weak handle that does not mark the object (a typed reference's owner).
    pub(crate) fn weak_unmarked(&self) -> WeakObject {
        WeakObject(Rc::downgrade(&self.0))
    }

    /// A weak handle (WeakReference, WeakMap keys); marks the object so that its death
    /// is announced (`ObjShared::weak_died`).
    pub fn downgrade(&self) -> WeakObject {
        let mut d = self.0.data.borrow_mut();
        if let Some(shared) = &d.class.shared {
            shared.weak_handles.set(true);
        }
        d.weak_target = true;
        drop(d);
        WeakObject(Rc::downgrade(&self.0))
    }

    /// The object's data, or None while it is mutably borrowed.
    pub fn try_borrow(&self) -> Option<Ref<'_, ObjectData>> {
        self.0.data.try_borrow().ok()
    }

    pub fn borrow(&self) -> Ref<'_, ObjectData> {
        self.0.data.borrow()
    }

    /// The object's data for writing, or Err while it is borrowed.
    pub fn try_borrow_mut(&self) -> Result<RefMut<'_, ObjectData>, std::cell::BorrowMutError> {
        self.0.data.try_borrow_mut()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, ObjectData> {
        self.0.data.borrow_mut()
    }

    /// The identity of the object (recursion guards of var_dump, `==`...).
    pub fn addr(&self) -> usize {
        Rc::as_ptr(&self.0) as *const u8 as usize
    }

    /// Takes the properties out when this is the object's last handle, so that dropping a
    /// long chain of objects does not recurse (see `value::drop`).
    /// The properties and native values of an object about to be freed, with the handle
    /// that goes back on the free list once they are gone (`drop_iteratively`).
    pub(crate) fn take_properties_if_unique(self) -> Option<(PhpArray, Vec<Value>, FreeId)> {
        if Rc::strong_count(&self.0) != 1 {
            return None;
        }
        let mut data = self.0.data.try_borrow_mut().ok()?;
        if !data.destructed
            && data.class.shared.is_some()
            && (data.class.magic.destruct.is_some() || crate::exec::needs_unwind(&data.internal))
        {
            return None;
        }
        let mut children = Vec::new();
        if let Some(state) = data.internal.get_mut() {
            crate::exec::drain_native_values(state, &mut children);
        }
        let free = match &data.class.shared {
            Some(shared) if data.id != DEFERRED_FREE => {
                Some((shared.clone(), data.id, self.0.slot.replace(0)))
            }
            _ => None,
        };
        // the handle is given back by the caller, not by `ObjectData`'s drop (when `self`,
        // the last handle, goes at the end of this function)
        data.id = DEFERRED_FREE;
        Some((std::mem::take(&mut data.properties), children, free))
    }

    /// Marks the object found fit by the end of the script's walk (`value::drop::
    /// only_memory`): no collector run follows it, so the state byte is free.
    pub(crate) fn mark_walked(&self) {
        self.0.gc.set(GC_WALKED);
    }

    /// Whether `mark_walked` marked it.
    pub(crate) fn walked(&self) -> bool {
        self.0.gc.get() == GC_WALKED
    }

    /// The collector took the object out of its buffer of possible roots.
    pub(crate) fn unbuffer(&self) {
        self.0.gc.set(GC_NONE);
        self.0.slot.set(0);
    }

    /// The object's slot in the collector's buffer (0: not buffered).
    pub(crate) fn gc_slot(&self) -> u32 {
        self.0.slot.get()
    }

    /// The collector put the object in slot `slot` of its buffer (garbage kept for its
    /// destructor).
    pub(crate) fn rebuffer(&self, slot: u32) {
        self.0.gc.set(GC_BUFFERED);
        self.0.slot.set(slot);
    }

    /// A holder of the object went (a reference cell holding it lost a holder): it becomes a
    /// possible root of the collector, as when one of its handles goes.
    pub(crate) fn possible_root(&self) {
        if self.0.gc.get() != GC_BUFFERED {
            lost_holder(&self.0);
        }
    }

    /// Drops a handle that is known not to be the last link to a garbage cycle: a
    /// temporary copy whose source still holds the object (a builtin's argument, a walker's
    /// copy of an element). php frees those with `zval_ptr_dtor_nogc`: the object does not
    /// become a possible root, so a walk over a large graph does not seed a collector run
    /// that traverses all of it.
    #[inline]
    pub fn release(self) {
        if Rc::strong_count(&self.0) > 1 && self.0.gc.get() == GC_NONE {
            self.0.gc.set(GC_QUIET);
        }
    }

    pub fn ptr_eq(a: &ObjectHandle, b: &ObjectHandle) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }
}

/// php's `OBJ_RELEASE`: a handle dropped while others remain makes the object a possible
/// root of a garbage cycle (`GcRoots::buffer_obj`); only such objects seed the collector's
/// runs. The hot path is two loads and compares (count, then the object's state).
impl Drop for ObjectHandle {
    #[inline]
    fn drop(&mut self) {
        if Rc::strong_count(&self.0) > 1 {
            match self.0.gc.get() {
                GC_NONE => lost_holder(&self.0),
                GC_QUIET => self.0.gc.set(GC_NONE),
                _ => {}
            }
        }
    }
}

/// `ObjectHandle`'s drop left other holders and the object is not buffered: buffer it.
#[inline(never)]
fn lost_holder(rc: &Rc<ObjBox>) {
    let Ok(d) = rc.data.try_borrow() else { return };
    if let Some(shared) = &d.class.shared {
        if let Some(slot) = shared.gc.buffer_obj(Rc::downgrade(rc)) {
            rc.gc.set(GC_BUFFERED);
            rc.slot.set(slot);
        }
    }
}

impl fmt::Debug for ObjectHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.data.try_borrow() {
            Ok(o) => write!(f, "object({})#{}", o.class.name, o.id),
            Err(_) => f.write_str("object(<borrowed>)"),
        }
    }
}

/// A weak handle to an object.
#[derive(Clone, Debug)]
pub struct WeakObject(std::rc::Weak<ObjBox>);

impl WeakObject {
    pub fn upgrade(&self) -> Option<ObjectHandle> {
        self.0.upgrade().map(ObjectHandle)
    }

    /// Whether it points at `o` (and `o` is the living object, not a reused address).
    pub fn is(&self, o: &ObjectHandle) -> bool {
        std::ptr::eq(self.0.as_ptr(), Rc::as_ptr(&o.0))
    }

    pub fn is_alive(&self) -> bool {
        self.0.strong_count() > 0
    }
}
