//! `ObjectHandle`: a placeholder for php objects until the VM defines classes. A handle is
//! shared (objects are passed by handle); operators on objects answer `OpError::NeedsVm`.

use super::{PhpArray, PhpStr};
use std::cell::{Ref, RefCell, RefMut};
use std::fmt;
use std::rc::Rc;

/// An object's data: its id (`spl_object_id`), class name and properties, plus the
/// native state of an internal class (a Closure's function, a Fiber's coroutine, ...).
#[derive(Debug)]
pub struct ObjectData {
    pub id: u32,
    pub class_name: PhpStr,
    pub properties: PhpArray,
    pub internal: Internal,
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

#[derive(Clone)]
pub struct ObjectHandle(Rc<RefCell<ObjectData>>);

impl ObjectHandle {
    pub fn new(id: u32, class_name: PhpStr) -> ObjectHandle {
        ObjectHandle(Rc::new(RefCell::new(ObjectData {
            id,
            class_name,
            properties: PhpArray::new(),
            internal: Internal::default(),
        })))
    }

    pub fn id(&self) -> u32 {
        self.0.borrow().id
    }

    pub fn class_name(&self) -> PhpStr {
        self.0.borrow().class_name.clone()
    }

    pub fn borrow(&self) -> Ref<'_, ObjectData> {
        self.0.borrow()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, ObjectData> {
        self.0.borrow_mut()
    }

    pub fn ptr_eq(a: &ObjectHandle, b: &ObjectHandle) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }
}

impl fmt::Debug for ObjectHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.try_borrow() {
            Ok(o) => write!(f, "object({})#{}", o.class_name, o.id),
            Err(_) => f.write_str("object(<borrowed>)"),
        }
    }
}
