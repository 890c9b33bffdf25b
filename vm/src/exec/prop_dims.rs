//! Properties that are elements: an object whose class's handlers have `props_as_dims`
//! (ArrayObject and ArrayIterator with ARRAY_AS_PROPS) answers `$o->name` for a property
//! that is not there, or not accessible from the running scope, with its element
//! `$o['name']` (php's spl_array read/write/has/unset_property and get_property_ptr_ptr,
//! which ask zend_std_has_property in "exists" mode first). The element op is the one
//! `$o['name']` runs (`array_access.rs`): an overriding offsetGet/offsetSet/... is called,
//! and no magic method of the class ever is. Only the full property paths ask: a property
//! the inline caches know is there.

use super::magic_cont::Defer;
use super::object::Slot;
use super::{Control, Vm};
use crate::value::{ArrayKey, ObjectHandle, PhpRef, PhpStr, Value};

impl Vm {
    /// Whether `$o->name` from the running scope is the element `name` of `o`.
    #[inline]
    pub(super) fn prop_is_dim(&self, o: &ObjectHandle, name: &PhpStr) -> bool {
        let c = o.class();
        match c.handlers.and_then(|h| h.props_as_dims) {
            Some(f) => self.prop_is_dim_cold(o, &c, name, f),
            None => false,
        }
    }

    #[cold]
    fn prop_is_dim_cold(
        &self,
        o: &ObjectHandle,
        c: &std::rc::Rc<crate::class::Class>,
        name: &PhpStr,
        f: fn(&ObjectHandle) -> bool,
    ) -> bool {
        if !f(o) {
            return false;
        }
        // zend_std_has_property(ZEND_PROPERTY_EXISTS): an accessible property holding a value
        let scope = self.scope_class();
        match self.prop_slot_quiet(c, name.as_bytes(), scope.as_ref()) {
            Slot::Key(k, _) => !o.borrow().properties.contains_key(&ArrayKey::Str(k)),
            Slot::Denied(_) => true,
        }
    }

    /// Run an element op for a property op: a magic call the property op may end with
    /// (`Defer::Prop`) may end the element op too (`Defer::Offset`).
    fn as_dim_op<T>(
        &mut self,
        f: impl FnOnce(&mut Vm) -> Result<T, Control>,
    ) -> Result<T, Control> {
        let outer = self.defer;
        if outer == Defer::Prop {
            self.defer = Defer::Offset;
        }
        let r = f(self);
        if self.defer == Defer::Offset {
            self.defer = outer;
        }
        r
    }

    /// `$o->name` read as `$o['name']` (`quiet`: isset/`??`/empty's read).
    pub(super) fn dim_prop_read(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        quiet: bool,
    ) -> Result<Value, Control> {
        let key = Value::Str(name.clone());
        self.as_dim_op(|vm| {
            if quiet {
                Ok(vm.object_dim_quiet(o, &key, false)?.unwrap_or(Value::Null))
            } else {
                vm.object_dim_read(o, &key)
            }
        })
    }

    /// `isset($o->name)` as `isset($o['name'])`.
    pub(super) fn dim_prop_isset(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
    ) -> Result<bool, Control> {
        let key = Value::Str(name.clone());
        self.as_dim_op(|vm| vm.object_dim_isset(o, &key))
    }

    /// `$o->name = v` as `$o['name'] = v`.
    pub(super) fn dim_prop_write(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        v: Value,
    ) -> Result<(), Control> {
        let keys = [Some(Value::Str(name.clone()))];
        self.as_dim_op(|vm| {
            vm.object_dim_write(o.clone(), &keys, super::dim::Leaf::Assign(v))
                .map(drop)
        })
    }

    /// `$o->name = &$cell` as `$o['name'] = &$cell`.
    pub(super) fn dim_prop_bind(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        r: PhpRef,
    ) -> Result<(), Control> {
        let keys = [Some(Value::Str(name.clone()))];
        let defer = std::mem::replace(&mut self.defer, Defer::No);
        let done = self.object_dim_write(o.clone(), &keys, super::dim::Leaf::BindRef(r));
        self.defer = defer;
        done.map(drop)
    }

    /// `unset($o->name)` as `unset($o['name'])`.
    pub(super) fn dim_prop_unset(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
    ) -> Result<(), Control> {
        let keys = [Some(Value::Str(name.clone()))];
        self.as_dim_op(|vm| {
            vm.object_dim_write(o.clone(), &keys, super::dim::Leaf::Unset)
                .map(drop)
        })
    }

    /// `$o->name` fetched for writing (`$o->name[] = v`, `&$o->name`) as `$o['name']`:
    /// the element's reference cell (made when missing), or, from an overriding offsetGet,
    /// a temporary with php's notice unless it holds an object.
    pub(super) fn dim_prop_ref(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
    ) -> Result<PhpRef, Control> {
        let key = Value::Str(name.clone());
        let defer = std::mem::replace(&mut self.defer, Defer::No);
        let r = self.object_dim_fetch_w(o, key, false, false);
        self.defer = defer;
        match r? {
            Value::Ref(r) => Ok(r),
            v => {
                if !matches!(v, Value::Object(_)) {
                    self.notice(format!(
                        "Indirect modification of overloaded element of {} has no effect",
                        o.class_name().to_string_lossy()
                    ));
                }
                Ok(PhpRef::new(v))
            }
        }
    }

    /// `property_exists($o, name)` for a property that is not there: `Some` when it is
    /// the element `name` of `o` (php's has_property in "exists" mode: offsetExists).
    pub fn prop_exists_as_dim(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
    ) -> Result<Option<bool>, Control> {
        if !self.prop_is_dim(o, name) {
            return Ok(None);
        }
        // an overriding offsetExists is asked, then an overriding offsetGet's value
        // decides (spl_array_has_dimension with check_empty 2)
        let own = |m: &[u8]| {
            o.class().find_method(m).is_some_and(|e| {
                let d = e.declaring_name.as_bytes();
                d.eq_ignore_ascii_case(b"ArrayObject") || d.eq_ignore_ascii_case(b"ArrayIterator")
            })
        };
        let key = Value::Str(name.clone());
        let defer = std::mem::replace(&mut self.defer, Defer::No);
        let r = (|| {
            let exists = self.offset_call(o, b"offsetExists", vec![key.clone()])?;
            let exists = crate::value::convert::to_bool(&exists, &mut self.diag);
            if !exists || own(b"offsetExists") || own(b"offsetGet") {
                return Ok(exists);
            }
            let v = self.offset_call(o, b"offsetGet", vec![key])?;
            Ok(crate::value::convert::to_bool(&v, &mut self.diag))
        })();
        self.defer = defer;
        r.map(Some)
    }
}
