//! Taking a reference to an instance property (`&$obj->p`) and binding one into it
//! (`$obj->p = &$x`); a typed property is recorded on the cell it holds.

use super::object::{Slot, error};
use super::{Control, Vm};
use crate::value::{ArrayKey, ObjectHandle, PhpRef, PhpStr, Value};

impl Vm {
    /// `&$obj->name` for writes through a path: the property's reference cell. `foreach`:
    /// taken by a by-reference foreach, which refuses a readonly property as "Cannot acquire
    /// reference to" (php's zend_fe_fetch_object_helper).
    pub(crate) fn prop_ref(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        foreach: bool,
    ) -> Result<PhpRef, Control> {
        let c = o.class();
        self.incomplete_modify(o)?;
        if self.prop_is_dim(o, name) {
            return self.dim_prop_ref(o, name);
        }
        let scope = self.scope_class();
        let (key, typed) =
            match self.prop_slot(&c, name.as_bytes(), scope.as_ref(), c.magic.get.is_some()) {
                Slot::Key(k, info) => {
                    if let Some(info) = &info {
                        if let Some(h) = self.hooks_for_access(info) {
                            return self.hooked_indirect(o, &c, info, &h);
                        }
                        if info.readonly {
                            // php reads a readonly property for writing (BP_VAR_W): only an
                            // object in it may be worked on, never the slot itself
                            let held = o
                                .borrow()
                                .properties
                                .get(&ArrayKey::Str(k.clone()))
                                .map(Value::deref_value);
                            // DatePeriod's own handler refuses every fetch of its
                            // properties for writing with the plain text
                            // (date_period_get_property_ptr_ptr), naming its class
                            if info
                                .declaring_name
                                .as_bytes()
                                .eq_ignore_ascii_case(b"DatePeriod")
                            {
                                return Err(readonly_error("modify", &info.declaring_name, name));
                            }
                            let verb = match held {
                                _ if foreach => "acquire reference to",
                                Some(Value::Object(_)) => "modify",
                                _ => "indirectly modify",
                            };
                            return Err(readonly_error(verb, &info.declaring_name, name));
                        }
                        self.check_set_visibility(info, scope.as_ref(), "indirectly modify")?;
                    }
                    (k, info.filter(|i| i.ty.is_some()))
                }
                Slot::Denied(msg) => {
                    // an inaccessible property is read for writing through __get
                    return match self.overloaded_for_write(o, &c, name)? {
                        Some(r) => Ok(r),
                        None => Err(error(msg)),
                    };
                }
            };
        let k = ArrayKey::Str(key);
        let missing = !o.borrow().properties.contains_key(&k);
        if let (true, Some(info)) = (missing, &typed) {
            let nullable = info.ty.as_ref().is_some_and(|t| {
                t.alternatives
                    .iter()
                    .any(|a| &**a == b"null" || &**a == b"mixed")
            });
            if !nullable && c.magic.get.is_some() && self.typed_was_unset(o, &info.key) {
                // an unset() typed property reads through __get
            } else if !nullable {
                return Err(error(format!(
                    "Cannot access uninitialized non-nullable property {}::${} by reference",
                    super::typed_ref::c_name(info.declaring_name.as_bytes()),
                    name.to_string_lossy()
                )));
            }
        }
        // (a typed property never initialised skips __get)
        let magic = typed.as_ref().is_none_or(|i| self.missing_prop_magic(o, i));
        if missing && magic {
            if let Some(r) = self.overloaded_for_write(o, &c, name)? {
                return Ok(r);
            }
        }
        if missing && !c.allow_dynamic && !c.props.contains_key(name.as_bytes()) {
            self.dynamic_property(&c, name)?;
        }
        let mut b = o.borrow_mut();
        let slot = b.properties.make_mut().entry(k);
        let r = match slot {
            Value::Ref(r) => r.clone(),
            other => {
                let r = PhpRef::new(std::mem::take(other));
                *other = Value::Ref(r.clone());
                r
            }
        };
        drop(b);
        if let Some(info) = typed {
            r.add_type_source(info, Some(o));
        }
        Ok(r)
    }

    /// `$obj->name = &$cell`: the property slot becomes the reference cell.
    pub(crate) fn bind_prop_ref(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        r: PhpRef,
    ) -> Result<(), Control> {
        let c = o.class();
        self.incomplete_modify(o)?;
        if self.prop_is_dim(o, name) {
            // the element's slot is bound (spl_array_get_property_ptr_ptr)
            return self.dim_prop_bind(o, name, r);
        }
        let scope = self.scope_class();
        let (key, info) =
            match self.prop_slot(&c, name.as_bytes(), scope.as_ref(), c.magic.get.is_some()) {
                Slot::Key(k, info) => {
                    let missing = !o
                        .borrow()
                        .properties
                        .contains_key(&ArrayKey::Str(k.clone()));
                    // (a typed property never initialised skips __get)
                    let magic = info.as_ref().is_none_or(|i| self.missing_prop_magic(o, i));
                    if missing && magic && self.overloaded_for_write(o, &c, name)?.is_some() {
                        return Err(error("Cannot assign by reference to overloaded object"));
                    }
                    if let Some(i) = info.as_ref().filter(|i| i.readonly) {
                        // the slot is fetched for writing first (zend_assign_to_property_reference)
                        return Err(readonly_error("indirectly modify", &i.declaring_name, name));
                    }
                    if info.is_none()
                        && !c.allow_dynamic
                        && !o
                            .borrow()
                            .properties
                            .contains_key(&ArrayKey::Str(k.clone()))
                    {
                        self.dynamic_property(&c, name)?;
                    }
                    (k, info)
                }
                Slot::Denied(msg) => {
                    if self.overloaded_for_write(o, &c, name)?.is_some() {
                        return Err(error("Cannot assign by reference to overloaded object"));
                    }
                    return Err(error(msg));
                }
            };
        let k = ArrayKey::Str(key);
        if let Some(info) = info.filter(|i| i.ty.is_some()) {
            let old = match o.borrow().properties.get(&k) {
                Some(Value::Ref(old)) => Some(old.clone()),
                _ => None,
            };
            if old.as_ref().is_some_and(|old| PhpRef::ptr_eq(old, &r)) {
                return Ok(());
            }
            self.bind_typed_ref(&info, Some(o), &r)?;
            if let Some(old) = old {
                old.remove_type_source(&info, Some(o));
            }
        }
        let old = o.borrow_mut().properties.insert(k, Value::Ref(r));
        drop(old);
        Ok(())
    }
}

impl Vm {
    /// `$obj->name` fetched for writing into what it holds (the `$o->a` of `$o->a->b = v`,
    /// php's get_property_ptr_ptr in BP_VAR_W mode, falling back to read_property): the
    /// value there; a missing untyped property is created null (no warning), a missing
    /// typed one stays uninitialized (null is the answer); `__get` answers for a missing
    /// or inaccessible one. A readonly or hooked property gives only an object it holds.
    pub(crate) fn fetch_prop_w(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
    ) -> Result<Value, Control> {
        let c = o.class();
        self.incomplete_modify(o)?;
        if self.prop_is_dim(o, name) {
            return self.dim_prop_ref(o, name).map(|r| r.get());
        }
        let scope = self.scope_class();
        let (key, info) =
            match self.prop_slot(&c, name.as_bytes(), scope.as_ref(), c.magic.get.is_some()) {
                Slot::Key(k, info) => (k, info),
                Slot::Denied(msg) => {
                    return match self.overloaded_for_write(o, &c, name)? {
                        Some(r) => Ok(r.get()),
                        None => Err(error(msg)),
                    };
                }
            };
        if let Some(info) = &info {
            if let Some(h) = self.hooks_for_access(info) {
                if let Some(r) = self.hooked_ref_get(o, &c, &h)? {
                    return Ok(r.get());
                }
                if let Some(v @ Value::Object(_)) = self.hooked_read(o, &c, info, &h)? {
                    return Ok(v);
                }
                return Err(error(format!(
                    "Indirect modification of {}::${} is not allowed",
                    c.name.to_string_lossy(),
                    info.name.to_string_lossy()
                )));
            }
        }
        let k = ArrayKey::Str(key);
        let held = o.borrow().properties.get(&k).map(Value::deref_value);
        let readonly = info.as_ref().is_some_and(|i| i.readonly);
        match held {
            Some(v @ Value::Object(_)) => return Ok(v),
            Some(_) if readonly => {}
            Some(v) => return Ok(v),
            None => {
                let magic = info.as_ref().is_none_or(|i| self.missing_prop_magic(o, i));
                if magic {
                    if let Some(r) = self.overloaded_for_write(o, &c, name)? {
                        return Ok(r.get());
                    }
                }
            }
        }
        if readonly {
            let class = info.as_ref().map_or(&c.name, |i| &i.declaring_name);
            return Err(readonly_error("indirectly modify", class, name));
        }
        match &info {
            Some(i) if i.ty.is_some() => return Ok(Value::Null),
            Some(_) => {}
            None if c.is_readonly => {
                return Err(error(format!(
                    "Cannot create dynamic property {}::${}",
                    c.name.to_string_lossy(),
                    name.to_string_lossy()
                )));
            }
            None if !c.allow_dynamic => self.dynamic_property(&c, name)?,
            None => {}
        }
        let mut b = o.borrow_mut();
        b.properties.insert(k, Value::Null);
        if info.is_some() {
            // a declared property keeps its declaration slot
            let props = std::mem::take(&mut b.properties);
            b.properties = super::object::in_slot_order(&c, props);
        }
        Ok(Value::Null)
    }

    /// A property `__get` stands for, fetched for writing (php's read_property with
    /// BP_VAR_W): the cell `&__get` returned, or a copy of its value (with php's notice
    /// unless it is an object, whose handle is shared anyway). `None` without `__get` or
    /// inside `__get` for this property.
    fn overloaded_for_write(
        &mut self,
        o: &ObjectHandle,
        c: &std::rc::Rc<crate::class::Class>,
        name: &PhpStr,
    ) -> Result<Option<PhpRef>, Control> {
        let Some(m) = c.magic.get.clone() else {
            return Ok(None);
        };
        let r = match self.rerun_magic_get(o, c, &m, name) {
            // the op fetching it runs again once it returned (`magic_cont.rs`)
            Some(r) => Some(r),
            None => {
                let arg = vec![Value::Str(name.clone())];
                let outer = self.sync_keep_ref.replace(self.sync_depth + 1);
                let r = self.guarded_magic(&m, o, c, name, super::object::GUARD_GET, arg);
                self.sync_keep_ref = outer;
                r
            }
        };
        let Some(v) = r else {
            return Ok(None);
        };
        let v = v?;
        Ok(Some(match v {
            Value::Ref(r) => r,
            v @ Value::Object(_) => PhpRef::new(v),
            v => {
                self.notice(format!(
                    "Indirect modification of overloaded property {}::${} has no effect",
                    c.name.to_string_lossy(),
                    name.to_string_lossy()
                ));
                PhpRef::new(v)
            }
        }))
    }
}

/// "Cannot modify readonly property C::$p" / "Cannot indirectly modify ...".
fn readonly_error(verb: &str, class: &PhpStr, name: &PhpStr) -> Control {
    error(format!(
        "Cannot {verb} readonly property {}::${}",
        super::typed_ref::c_name(class.as_bytes()),
        name.to_string_lossy()
    ))
}
