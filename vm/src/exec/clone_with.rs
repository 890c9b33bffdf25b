//! `clone` (a shallow copy, then `__clone`), PHP 8.5 `clone($obj, ['prop' => value])` ("clone with"), the `clone()` function behind
//! `clone(...)` and `'clone'` callbacks, and the readonly-reinitialisation window that
//! `__clone` and the property updates run in (php's `IS_PROP_REINITABLE`).

use super::{Control, ThrowKind, Vm};
use crate::bytecode::ClassKind;
use crate::class::{Class, PropInfo};
use crate::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

impl Vm {
    /// The `clone` op: a temporary operand is freed as the op ends, before the copy when
    /// `__clone` threw (php's FREE_OP1, then the live result).
    pub(super) fn clone_op(&mut self, base: usize, dst: u32, src: u32) -> Result<(), Control> {
        let o = match self.read(base, src) {
            Value::Object(o) => o,
            other => {
                return Err(Control::Error(
                    ThrowKind::TypeError,
                    format!(
                        "clone(): Argument #1 ($object) must be of type object, {} given",
                        other.value_name()
                    ),
                ));
            }
        };
        let mut failed = None;
        let r = if o.class().magic.clone.is_some() {
            // `__clone` may end the op (`magic_cont.rs`): the source temporary is
            // released once it has returned
            let after = move |vm: &mut Vm, v: Value| {
                if src != dst {
                    vm.drop_temp(base, src);
                }
                Ok(v)
            };
            let defer = super::magic_cont::Defer::Clone;
            self.clone_site = Some((base, src, dst));
            let f = |vm: &mut Vm| vm.clone_into(&o, &mut failed).map(Value::Object);
            let r = self.deferring_after(defer, dst, f, after);
            self.clone_site = None;
            match r {
                Ok(None) => return Ok(()),
                Ok(Some(v)) => {
                    self.set(base, dst, v);
                    return Ok(());
                }
                Err(e) => Err(e),
            }
        } else {
            self.clone_into(&o, &mut failed)
        };
        drop(o);
        if src != dst {
            self.drop_temp(base, src);
        }
        match r {
            Ok(c) => {
                self.set(base, dst, Value::Object(c));
                Ok(())
            }
            Err(e) => {
                if let Some(f) = failed {
                    self.set(base, dst, Value::Object(f));
                }
                Err(e)
            }
        }
    }

    /// `clone $o`: a shallow copy, then `__clone` on the copy.
    pub(crate) fn clone_object(&mut self, o: &ObjectHandle) -> Result<ObjectHandle, Control> {
        self.clone_into(o, &mut None)
    }

    /// `clone_object`, leaving in `failed` the copy whose `__clone` threw (the `clone`
    /// op's result, freed after its operand as php's live ranges free it).
    pub(crate) fn clone_into(
        &mut self,
        o: &ObjectHandle,
        failed: &mut Option<ObjectHandle>,
    ) -> Result<ObjectHandle, Control> {
        let c = o.class();
        if c.kind == ClassKind::Enum {
            return Err(Control::Error(
                ThrowKind::Error,
                format!(
                    "Trying to clone an uncloneable object of class {}",
                    c.name.to_string_lossy()
                ),
            ));
        }
        let mode = c.handlers.map(|h| h.clone);
        // (php 8's exceptions have no clone handler, user subclasses included)
        if (c.internal && matches!(&*c.lname, b"generator" | b"fiber"))
            || matches!(mode, Some(crate::class_def::CloneMode::Forbidden))
            || c.is_a_lname(b"throwable")
        {
            return Err(Control::Error(
                ThrowKind::Error,
                format!(
                    "Trying to clone an uncloneable object of class {}",
                    c.name.to_string_lossy()
                ),
            ));
        }
        if let Some(m) = &c.magic.clone {
            if !self.method_visible(m) {
                return Err(self.visibility_error(m, &m.declaring_name.to_string_lossy()));
            }
        }
        let props = {
            let b = o.borrow();
            let mut p = PhpArray::new();
            for (k, v) in b.properties.iter() {
                let v = match v {
                    Value::Ref(r) if r.ref_count() == 1 => r.get(),
                    v => v.clone(),
                };
                p.insert(k, v);
            }
            p
        };
        let id = self.new_object_id();
        let copy = ObjectHandle::with_properties(id, c.clone(), props);
        self.copy_typed_unset(o, &copy);
        // the copy's typed properties hold the references they share with the original
        for (info, _) in &c.defaults {
            if info.ty.is_none() {
                continue;
            }
            let cell = match copy
                .borrow()
                .properties
                .get(&ArrayKey::Str(info.key.clone()))
            {
                Some(Value::Ref(r)) if r.is_typed() => Some(r.clone()),
                _ => None,
            };
            if let Some(r) = cell {
                r.add_type_source(info.clone(), Some(&copy));
            }
        }
        if c.lname.as_ref() == b"closure" {
            // a closure's native data is its function and bound variables
            let data = o.borrow().internal.get().and_then(|d| {
                d.downcast_ref::<super::call::ClosureData>()
                    .map(|cd| cd.duplicate())
            });
            if let Some(d) = data {
                copy.borrow_mut().set_internal(Box::new(d));
            }
        }
        let hidden = o
            .state::<super::internal::HiddenState>()
            .map(|h| h.0.clone());
        if let Some(h) = hidden {
            // a prelude object's hidden state is copied with it
            let copy_state = super::internal::hidden_object();
            copy_state.borrow_mut().properties = h.borrow().properties.clone();
            copy.set_state(super::internal::HiddenState(copy_state));
        }
        if let Some(crate::class_def::CloneMode::With(f)) = mode {
            f(self, o, &copy)?;
        }
        if let Some(m) = c.magic.clone.clone() {
            // readonly properties may be reinitialised in __clone (8.3)
            self.open_readonly_reinit(&copy);
            if self.defer == super::magic_cont::Defer::Clone
                && matches!(m.body, crate::class::MethodBody::User(_))
            {
                let then = Box::new(CloneThen {
                    copy: copy.clone(),
                    site: self.clone_site.take(),
                });
                let call = super::magic_cont::MethodCall {
                    m,
                    this: Some(copy.clone()),
                    called: c.id,
                    args: Vec::new(),
                    then,
                };
                let defer = super::magic_cont::Defer::Clone;
                return match self.magic_call(defer, call)? {
                    Value::Object(o) => Ok(o),
                    _ => Ok(copy),
                };
            }
            let r = self.call_method_sync(&m, Some(copy.clone()), c.id, vec![]);
            self.close_readonly_reinit(&copy);
            if let Err(e) = r {
                *failed = Some(copy);
                return Err(e);
            }
        }
        Ok(copy)
    }

    /// Open the window in which each readonly property of `copy` may be set once more.
    pub(crate) fn open_readonly_reinit(&mut self, copy: &ObjectHandle) {
        let c = copy.class();
        let id = copy.id();
        for (info, _) in &c.defaults {
            if info.readonly {
                self.readonly_reinit.push((id, info.key.clone()));
            }
        }
    }

    /// Close the window of `copy` (after `__clone` / the updates, even when they threw).
    pub(crate) fn close_readonly_reinit(&mut self, copy: &ObjectHandle) {
        let id = copy.id();
        self.readonly_reinit.retain(|(o, _)| *o != id);
    }

    /// A write to an initialised readonly property: allowed once while the window is open.
    pub(crate) fn take_readonly_reinit(&mut self, o: &ObjectHandle, key: &ArrayKey) -> bool {
        if self.readonly_reinit.is_empty() {
            return false;
        }
        let id = o.id();
        match self
            .readonly_reinit
            .iter()
            .position(|(i, k)| *i == id && matches!(key, ArrayKey::Str(s) if s == k))
        {
            Some(pos) => {
                self.readonly_reinit.swap_remove(pos);
                true
            }
            None => false,
        }
    }

    /// Setting a public readonly property: php applies its implicit `protected(set)`
    /// (an explicit set visibility was checked already).
    pub(crate) fn readonly_set_access(
        &self,
        info: &PropInfo,
        scope: Option<&Rc<Class>>,
    ) -> Result<(), Control> {
        self.readonly_access_for(info, scope, "modify")
    }

    /// `readonly_set_access` for another operation ("unset").
    pub(crate) fn readonly_access_for(
        &self,
        info: &PropInfo,
        scope: Option<&Rc<Class>>,
        what: &str,
    ) -> Result<(), Control> {
        if info.set_visibility.is_some() || info.visibility != crate::bytecode::Visibility::Public {
            return Ok(());
        }
        let ok = scope.is_some_and(|s| {
            s.id == info.declaring
                || self
                    .class_by_id(info.declaring)
                    .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s))
        });
        if ok {
            return Ok(());
        }
        let from = match scope {
            Some(s) => format!("scope {}", s.name.to_string_lossy()),
            None => "global scope".into(),
        };
        Err(Control::Error(
            ThrowKind::Error,
            format!(
                "Cannot {what} protected(set) readonly property {}::${} from {from}",
                info.declaring_name.to_string_lossy(),
                info.name.to_string_lossy()
            ),
        ))
    }

    fn apply_clone_updates(&mut self, copy: &ObjectHandle, with: &PhpArray) -> Result<(), Control> {
        for (k, v) in with.iter() {
            let v = match v {
                Value::Ref(r) if r.ref_count() == 1 => r.get(),
                Value::Ref(_) => {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        "Cannot assign by reference when cloning with updated properties".into(),
                    ));
                }
                v => v.clone(),
            };
            let name = match k {
                ArrayKey::Str(s) => s,
                ArrayKey::Int(i) => PhpStr::new(i.to_string().as_bytes()),
            };
            self.write_prop(copy, &name, v)?;
        }
        Ok(())
    }
}

/// The builtin `clone(object $object, array $withProperties = [])`.
pub(crate) fn clone_builtin(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let obj = match crate::builtins::arg(a, 0) {
        Value::Object(o) => o,
        v => {
            return Err(crate::builtins::type_error(
                "clone", 0, "object", "object", &v,
            ));
        }
    };
    let with = match a.get(1).map(Value::deref_value) {
        None => PhpArray::new(),
        Some(Value::Array(w)) => w,
        Some(v) => {
            return Err(crate::builtins::type_error(
                "clone",
                1,
                "withProperties",
                "array",
                &v,
            ));
        }
    };
    let copy = vm.clone_object(&obj)?;
    if !with.is_empty() {
        vm.open_readonly_reinit(&copy);
        let r = vm.apply_clone_updates(&copy, &with);
        vm.close_readonly_reinit(&copy);
        if let Err(e) = r {
            // php makes the throwable while the copy is alive (object handle order)
            return Err(match e {
                Control::Error(kind, msg) => {
                    let t = vm.create_throwable_in_builtin(kind.class_name(), &msg, "clone", a);
                    drop(copy);
                    Control::Throw(t)
                }
                e => e,
            });
        }
    }
    // the arguments die before the result can (php frees a call's arguments on return)
    a.iter_mut().for_each(|v| *v = Value::Null);
    Ok(Value::Object(copy))
}

/// What follows a `__clone` run through the stackless path: the readonly window closes,
/// the copy is the op's result.
struct CloneThen {
    copy: ObjectHandle,
    /// The `Clone` op's frame base, source and destination slots.
    site: Option<(usize, u32, u32)>,
}

impl super::call::Continuation for CloneThen {
    fn resume(self: Box<Self>, vm: &mut Vm, _: Value) -> Result<Value, Control> {
        vm.close_readonly_reinit(&self.copy);
        Ok(Value::Object(self.copy))
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        vm.close_readonly_reinit(&self.copy);
        // as the op failing at once: the source temporary goes first, the copy waits in
        // the destination for the exception's unwinding
        if let Some((base, src, dst)) = self.site {
            if src != dst {
                vm.drop_temp(base, src);
            }
            vm.set(base, dst, Value::Object(self.copy));
        }
    }

    fn internal(&self) -> bool {
        false
    }
}
