//! `ObjectHandle`: a php object, shared by handle. Each object points at its runtime
//! `Class`; its properties live in one ordered array under php's storage keys (see
//! `crate::class`). Operators that need PHP code (`__toString`) answer `OpError::NeedsVm`.

use super::{PhpArray, PhpStr, Value};
use crate::class::Class;
use std::cell::{Ref, RefCell, RefMut};
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
}

/// The native state of an object of an internal class, owned by the VM's executor.
#[derive(Default)]
pub struct Internal(pub Option<Box<dyn std::any::Any>>);

impl fmt::Debug for Internal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "Internal(..)"
        } else {
            "Internal(None)"
        })
    }
}

impl Drop for ObjectData {
    fn drop(&mut self) {
        if let Some(shared) = &self.class.shared {
            if self.weak_target {
                shared.weak_died.set(true);
            }
            if !self.destructed
                && (self.class.magic.destruct.is_some()
                    || crate::exec::needs_unwind(&self.internal))
            {
                // the last reference is gone: the object lives on until its destructor ran
                let revived = ObjectData {
                    id: self.id,
                    class: self.class.clone(),
                    properties: std::mem::take(&mut self.properties),
                    internal: std::mem::take(&mut self.internal),
                    destructed: true,
                    weak_target: false,
                };
                if let Ok(mut p) = shared.pending.try_borrow_mut() {
                    let rc = Rc::new(RefCell::new(revived));
                    // a destructor may resurrect it, into a cycle too
                    shared.gc.register(Rc::downgrade(&rc));
                    p.push(ObjectHandle(rc));
                    return;
                }
            }
        }
        // php frees what an object holds before its handle goes on the free list, so a
        // handle freed inside is reused after this one
        // the class's defaults, never written (shared): nothing of it is freed here, and
        // the field's own drop releases it after this function
        let shared_props = self.properties.ref_count() > 1 && self.internal.0.is_none();
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
        if let Some(state) = self.internal.0.as_mut() {
            crate::exec::drain_native_values(state.as_mut(), &mut work);
        }
        if !work.is_empty() {
            super::drop::drop_iteratively(work);
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

/// A handle to give back to the free list: the shared object store and the id.
pub(crate) type FreeId = Option<(Rc<crate::class::ObjShared>, u32)>;

#[derive(Clone)]
pub struct ObjectHandle(Rc<RefCell<ObjectData>>);

/// A new object's allocation, its fields stored straight into it: with the data built
/// before the allocation (`Rc::new`), it went through the stack and was copied in 16-byte
/// loads that stalled on the narrower stores just made (store forwarding), a fifth of a
/// `new Foo()` loop.
#[inline(never)]
fn new_object(id: u32, class: Rc<Class>, properties: PhpArray) -> Rc<RefCell<ObjectData>> {
    // `new_cyclic` allocates first, so the fields need not outlive the allocation call
    Rc::new_cyclic(|_| {
        RefCell::new(ObjectData {
            id,
            class,
            properties,
            internal: Internal(None),
            destructed: false,
            weak_target: false,
        })
    })
}

impl ObjectHandle {
    pub fn new(id: u32, class: Rc<Class>) -> ObjectHandle {
        ObjectHandle::with_properties(id, class, PhpArray::new())
    }

    pub fn with_properties(id: u32, class: Rc<Class>, properties: PhpArray) -> ObjectHandle {
        let rc = new_object(id, class, properties);
        if let Some(shared) = &rc.borrow().class.shared {
            shared.gc.register(Rc::downgrade(&rc));
        }
        ObjectHandle(rc)
    }

    /// Register an object whose class has a destructor (end-of-script destruction).
    pub fn track_destructor(&self) {
        let b = self.0.borrow();
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
    pub(crate) fn weak(&self) -> std::rc::Weak<RefCell<ObjectData>> {
        Rc::downgrade(&self.0)
    }

    pub(crate) fn from_weak(w: &std::rc::Weak<RefCell<ObjectData>>) -> Option<ObjectHandle> {
        w.upgrade().map(ObjectHandle)
    }

    pub fn id(&self) -> u32 {
        self.0.borrow().id
    }

    pub fn class_name(&self) -> PhpStr {
        self.0.borrow().class.name.clone()
    }

    pub fn class(&self) -> Rc<Class> {
        self.0.borrow().class.clone()
    }

    /// `$this instanceof Name` (any case, optional leading backslash).
    pub fn instance_of(&self, name: &[u8]) -> bool {
        self.0.borrow().class.is_a(name)
    }

    /// The native state of an internal class's object, if it holds a `T`.
    pub fn state<T: std::any::Any>(&self) -> Option<Ref<'_, T>> {
        Ref::filter_map(self.0.borrow(), |d| {
            d.internal.0.as_ref().and_then(|b| b.downcast_ref::<T>())
        })
        .ok()
    }

    /// The native state as a `T`, created with `T::default()` when absent (an object of a
    /// user subclass whose constructor never reached the internal one).
    pub fn state_mut<T: std::any::Any + Default>(&self) -> RefMut<'_, T> {
        let mut b = self.0.borrow_mut();
        if !b.internal.0.as_ref().is_some_and(|x| x.is::<T>()) {
            b.internal.0 = Some(Box::new(T::default()));
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
        self.0.borrow_mut().internal.0 = Some(Box::new(v));
    }

    /// A weak handle that does not mark the object (a typed reference's owner).
    pub(crate) fn weak_unmarked(&self) -> WeakObject {
        WeakObject(Rc::downgrade(&self.0))
    }

    /// A weak handle (WeakReference, WeakMap keys); marks the object so that its death
    /// is announced (`ObjShared::weak_died`).
    pub fn downgrade(&self) -> WeakObject {
        self.0.borrow_mut().weak_target = true;
        WeakObject(Rc::downgrade(&self.0))
    }

    /// The object's data, or None while it is mutably borrowed.
    pub fn try_borrow(&self) -> Option<Ref<'_, ObjectData>> {
        self.0.try_borrow().ok()
    }

    pub fn borrow(&self) -> Ref<'_, ObjectData> {
        self.0.borrow()
    }

    /// The object's data for writing, or Err while it is borrowed.
    pub fn try_borrow_mut(&self) -> Result<RefMut<'_, ObjectData>, std::cell::BorrowMutError> {
        self.0.try_borrow_mut()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, ObjectData> {
        self.0.borrow_mut()
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
        {
            let b = self.0.try_borrow().ok()?;
            if !b.destructed
                && b.class.shared.is_some()
                && (b.class.magic.destruct.is_some() || crate::exec::needs_unwind(&b.internal))
            {
                return None;
            }
        }
        let cell = Rc::try_unwrap(self.0).ok()?;
        let mut data = cell.into_inner();
        let mut children = Vec::new();
        if let Some(state) = data.internal.0.as_mut() {
            crate::exec::drain_native_values(state.as_mut(), &mut children);
        }
        let free = match &data.class.shared {
            Some(shared) if data.id != DEFERRED_FREE => Some((shared.clone(), data.id)),
            _ => None,
        };
        data.id = DEFERRED_FREE;
        Some((std::mem::take(&mut data.properties), children, free))
    }

    pub fn ptr_eq(a: &ObjectHandle, b: &ObjectHandle) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }
}

impl fmt::Debug for ObjectHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.try_borrow() {
            Ok(o) => write!(f, "object({})#{}", o.class.name, o.id),
            Err(_) => f.write_str("object(<borrowed>)"),
        }
    }
}

/// A weak handle to an object.
#[derive(Clone, Debug)]
pub struct WeakObject(std::rc::Weak<RefCell<ObjectData>>);

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
