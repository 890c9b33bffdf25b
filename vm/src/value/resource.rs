//! `ResourceHandle`: php's resource values (streams, curl handles, directory handles...).
//! A handle is shared; the native state belongs to the extension that made it. Closing
//! keeps the value alive but turns its type into "Unknown" as php does.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::{Rc, Weak};

/// A resource's data: its id (php's `(int) $res`), its type name (`stream`), whether it
/// was closed, and the extension's native state.
pub struct ResourceData {
    pub id: u32,
    pub kind: &'static str,
    closed: Cell<bool>,
    pub state: RefCell<Option<Box<dyn Any>>>,
}

#[derive(Clone)]
pub struct ResourceHandle(Rc<ResourceData>);

impl ResourceHandle {
    pub fn new(id: u32, kind: &'static str, state: Box<dyn Any>) -> ResourceHandle {
        ResourceHandle(Rc::new(ResourceData {
            id,
            kind,
            closed: Cell::new(false),
            state: RefCell::new(Some(state)),
        }))
    }

    pub fn id(&self) -> u32 {
        self.0.id
    }

    /// How many handles share this resource (debug_zval_dump's refcount).
    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.0)
    }

    /// php's `get_resource_type()`: the kind, or "Unknown" once closed.
    pub fn type_name(&self) -> &'static str {
        if self.0.closed.get() {
            "Unknown"
        } else {
            self.0.kind
        }
    }

    pub fn is_closed(&self) -> bool {
        self.0.closed.get()
    }

    /// Close the resource: its native state is dropped now.
    pub fn close(&self) {
        self.0.closed.set(true);
        let old = self.0.state.borrow_mut().take();
        drop(old);
    }

    /// Run `f` on the native state when it is of type `T` and the resource is open.
    pub fn with<T: 'static, R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        if self.0.closed.get() {
            return None;
        }
        let mut b = self.0.state.try_borrow_mut().ok()?;
        let t = b.as_mut()?.downcast_mut::<T>()?;
        Some(f(t))
    }

    pub fn ptr_eq(a: &ResourceHandle, b: &ResourceHandle) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }

    /// A pointer that does not keep the resource alive (the VM's list of resources).
    pub fn downgrade(&self) -> WeakResource {
        WeakResource(Rc::downgrade(&self.0))
    }
}

/// A resource known while some value still holds it (php's `EG(regular_list)` entry).
pub struct WeakResource(Weak<ResourceData>);

impl WeakResource {
    pub fn upgrade(&self) -> Option<ResourceHandle> {
        self.0.upgrade().map(ResourceHandle)
    }

    pub fn is_alive(&self) -> bool {
        self.0.strong_count() > 0
    }
}

impl fmt::Debug for ResourceHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "resource({}) of type ({})", self.0.id, self.type_name())
    }
}
