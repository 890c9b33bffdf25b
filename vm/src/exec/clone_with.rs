//! PHP 8.5 `clone($obj, ['prop' => value])` ("clone with"), the `clone()` function behind
//! `clone(...)` and `'clone'` callbacks, and the readonly-reinitialisation window that
//! `__clone` and the property updates run in (php's `IS_PROP_REINITABLE`).

use super::{Control, ThrowKind, Vm};
use crate::class::{Class, PropInfo};
use crate::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

impl Vm {
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
