//! Property hooks (php 8.4) and asymmetric visibility (`private(set)`) at run time.
//!
//! A hooked property's `get`/`set` bodies are methods of the class named `$name::get` and
//! `$name::set` (`Class::hooks`, resolved per property into `PropInfo::hooks` at link time).
//! Every access from outside the property's own hooks goes through them; inside a hook of
//! the same property (php's `zend_is_in_hook`: the running function is a hook of a property
//! of that name), `$this->name` is the backing store. A virtual property (no hook touches
//! `$this->name`) has no storage slot at all.

use super::call::{Callee, NamedArgs};
use super::{Control, ThrowKind, Vm};
use crate::bytecode::Visibility;
use crate::class::{Class, MethodBody, MethodEntry, PropHookEntries, PropInfo};
use crate::value::{ObjectHandle, PhpRef, PhpStr, Value};
use smallvec::SmallVec;
use std::rc::Rc;

fn error(msg: String) -> Control {
    Control::Error(ThrowKind::Error, msg)
}

/// Whether hook `m` is declared by reference (`&get`).
fn returns_ref(m: &MethodEntry) -> bool {
    matches!(&m.body, MethodBody::User(f) if f.unit.returns_ref)
}

/// php's parent hook trampoline (`zend_get_property_hook_trampoline`): `parent::$p::get()`
/// or `parent::$p::set($v)` when the parent's property `p` has no such hook reads or
/// writes the backing store of `$this`.
#[derive(Clone)]
pub struct ParentHook {
    this: Option<ObjectHandle>,
    /// The class declaring the parent's property (the trampoline's class in traces).
    class: PhpStr,
    prop: PhpStr,
    set: bool,
}

impl ParentHook {
    pub(super) fn this(&self) -> Option<&ObjectHandle> {
        self.this.as_ref()
    }
}

/// What a write through hooks leaves to do.
pub(super) enum HookedWrite {
    /// The set hook ran (or refused): nothing more.
    Done,
    /// No set hook applies: store the value in the backing slot as usual.
    Raw(Value),
}

impl Vm {
    /// The hooks that apply to an access of `info` from the running function: `None` when
    /// the property has none, or when this is one of its own hooks (the backing store).
    pub(super) fn hooks_for_access(&self, info: &PropInfo) -> Option<Rc<PropHookEntries>> {
        let h = info.hooks.as_ref()?;
        let f = self.co.frames.last()?;
        let n = &f.func.unit.name;
        if n.first() == Some(&b'$') && super::declare::hook_parts(n).0 == info.name.as_bytes() {
            return None;
        }
        Some(h.clone())
    }

    /// `$o->name` through hooks; `None` when the backing store is to be read.
    pub(super) fn hooked_read(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        info: &PropInfo,
        h: &PropHookEntries,
    ) -> Result<Option<Value>, Control> {
        match &h.get {
            Some(m) => {
                let m = m.clone();
                self.call_method_sync(&m, Some(o.clone()), c.id, Vec::new())
                    .map(Some)
            }
            None if h.is_virtual => Err(error(format!(
                "Property {}::${} is write-only",
                info.declaring_name.to_string_lossy(),
                info.name.to_string_lossy()
            ))),
            None => Ok(None),
        }
    }

    /// `$o->name = v` through hooks.
    pub(super) fn hooked_write(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        info: &PropInfo,
        h: &PropHookEntries,
        v: Value,
    ) -> Result<HookedWrite, Control> {
        match &h.set {
            Some(m) => {
                let m = m.clone();
                self.call_method_sync(&m, Some(o.clone()), c.id, vec![v])?;
                Ok(HookedWrite::Done)
            }
            None if h.is_virtual => Err(error(format!(
                "Property {}::${} is read-only",
                info.declaring_name.to_string_lossy(),
                info.name.to_string_lossy()
            ))),
            None => Ok(HookedWrite::Raw(v)),
        }
    }

    /// The cell a by-reference `&get` hook returns (`None`: the property has no such
    /// hook), called for a write through it.
    pub(super) fn hooked_ref_get(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        h: &PropHookEntries,
    ) -> Result<Option<PhpRef>, Control> {
        let Some(m) = h.get.as_ref().filter(|m| returns_ref(m)).cloned() else {
            return Ok(None);
        };
        // the returned cell stays one (php's read_property with BP_VAR_W)
        let outer = self.sync_keep_ref.replace(self.sync_depth + 1);
        let r = self.call_method_sync(&m, Some(o.clone()), c.id, Vec::new());
        self.sync_keep_ref = outer;
        Ok(Some(match r? {
            Value::Ref(r) => r,
            v => PhpRef::new(v),
        }))
    }

    /// `$o->name[] = v`, `&$o->name`, `foreach ($o->name as &$v)` on a hooked property:
    /// a `&get` hook's cell is written through; otherwise php reads it through `get`, then
    /// refuses.
    pub(super) fn hooked_indirect(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        info: &PropInfo,
        h: &PropHookEntries,
    ) -> Result<PhpRef, Control> {
        if let Some(r) = self.hooked_ref_get(o, c, h)? {
            return Ok(r);
        }
        self.hooked_read(o, c, info, h)?;
        Err(error(format!(
            "Indirect modification of {}::${} is not allowed",
            c.name.to_string_lossy(),
            info.name.to_string_lossy()
        )))
    }

    /// The callee of `parent::$p::get()`/`::set()` when class `c` (the parent) has no such
    /// hook for `p` (hook method name `name`): php's checks of the parent's property, then
    /// the trampoline.
    pub(super) fn parent_hook_callee(&self, c: &Class, name: &[u8]) -> Result<Callee, Control> {
        let (prop, kind) = super::declare::hook_parts(name);
        let Some(info) = c.props.get(prop).filter(|i| !i.is_static) else {
            return Err(error(format!(
                "Undefined property {}::${}",
                c.name.to_string_lossy(),
                String::from_utf8_lossy(prop)
            )));
        };
        if info.visibility == Visibility::Private {
            return Err(error(format!(
                "Cannot access private property {}::${}",
                c.name.to_string_lossy(),
                String::from_utf8_lossy(prop)
            )));
        }
        Ok(Callee::ParentHook(Box::new(ParentHook {
            this: self.co.frames.last().and_then(|f| f.this.clone()),
            class: info.declaring_name.clone(),
            prop: info.name.clone(),
            set: kind == b"set",
        })))
    }

    /// Run the trampoline: `get` reads `$this->p`'s backing store, `set($value)` writes it
    /// and returns what was stored. The running frame is the child's hook of `p`, so the
    /// access skips the hooks; an error shows the trampoline as an internal frame.
    pub(super) fn parent_hook_call(
        &mut self,
        h: ParentHook,
        args: SmallVec<[Value; 8]>,
        named: Option<NamedArgs>,
    ) -> Result<Value, Control> {
        let func = format!(
            "${}::{}",
            h.prop.to_string_lossy(),
            if h.set { "set" } else { "get" }
        );
        let mut args: Vec<Value> = args.into_iter().map(|v| v.deref_value()).collect();
        let mut r = Ok(());
        for (n, v) in named.into_iter().flatten() {
            if h.set && n.as_bytes() == b"value" && args.is_empty() {
                args.push(v);
            } else {
                r = Err(error(format!(
                    "Unknown named parameter ${}",
                    n.to_string_lossy()
                )));
                break;
            }
        }
        let want = usize::from(h.set);
        let r = r.and_then(|()| {
            if args.len() != want {
                return Err(Control::Error(
                    ThrowKind::ArgumentCountError,
                    format!(
                        "{}::{func}() expects exactly {want} argument{}, {} given",
                        h.class.to_string_lossy(),
                        if want == 1 { "" } else { "s" },
                        args.len()
                    ),
                ));
            }
            let Some(o) = &h.this else {
                return Err(error("Using $this when not in object context".into()));
            };
            match args.first() {
                Some(v) if h.set => {
                    self.write_prop(o, &h.prop, v.clone())?;
                    self.read_prop(o, &h.prop, false)
                }
                _ => self.read_prop(o, &h.prop, false),
            }
        });
        match r {
            Err(Control::Error(kind, msg)) => {
                let class = h.class.to_string_lossy();
                let e = self.create_throwable_in_internal(
                    kind.class_name(),
                    &msg,
                    Some((&class, "->")),
                    &func,
                    &args,
                );
                Err(Control::Throw(e))
            }
            r => r,
        }
    }

    /// `unset($o->name)` of a hooked property.
    pub(super) fn hooked_unset(&self, c: &Class, info: &PropInfo) -> Control {
        let _ = c;
        error(format!(
            "Cannot unset hooked property {}::${}",
            info.declaring_name.to_string_lossy(),
            info.name.to_string_lossy()
        ))
    }

    /// Asymmetric visibility: may the running scope write `info`? `what` is the verb of
    /// php's message ("modify", "indirectly modify", "unset").
    pub(super) fn check_set_visibility(
        &self,
        info: &PropInfo,
        scope: Option<&Rc<Class>>,
        what: &str,
    ) -> Result<(), Control> {
        let Some(sv) = info.set_visibility else {
            return Ok(());
        };
        let ok = match sv {
            Visibility::Public => true,
            Visibility::Private => scope.is_some_and(|s| s.id == info.declaring),
            Visibility::Protected => scope.is_some_and(|s| {
                self.class_by_id(info.declaring)
                    .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s))
            }),
        };
        if ok {
            return Ok(());
        }
        let from = match scope {
            Some(s) => format!("scope {}", s.name.to_string_lossy()),
            None => "global scope".into(),
        };
        Err(error(format!(
            "Cannot {what} {}(set) {}property {}::${} from {from}",
            sv.word(),
            if info.readonly { "readonly " } else { "" },
            info.declaring_name.to_string_lossy(),
            info.name.to_string_lossy()
        )))
    }

    /// The properties `get_object_vars()`/`foreach` see on an object of a class with hooks:
    /// declared ones in slot order (virtual ones included, read through their hooks), then
    /// dynamic ones. `None` when the class has no hooked property (the plain path applies).
    pub(crate) fn hooked_visible_props(
        &mut self,
        o: &ObjectHandle,
    ) -> Result<Option<Vec<(PhpStr, Value)>>, Control> {
        let c = o.class();
        if c.hooks.is_empty() {
            return Ok(None);
        }
        let scope = self.scope_class();
        let names: Vec<Rc<PropInfo>> = c.view_order.clone();
        let mut out = Vec::new();
        let mut seen: std::collections::HashSet<Vec<u8>> = std::collections::HashSet::new();
        for info in names {
            let visible = match info.visibility {
                Visibility::Public => true,
                Visibility::Private => scope.as_ref().is_some_and(|s| s.id == info.declaring),
                Visibility::Protected => scope.as_ref().is_some_and(|s| {
                    self.class_by_id(info.declaring)
                        .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s))
                }),
            };
            seen.insert(info.key.as_bytes().to_vec());
            if !visible {
                continue;
            }
            match self.hooks_for_access(&info) {
                Some(h) => {
                    if h.get.is_none() && h.is_virtual {
                        continue;
                    }
                    if let Some(v) = self.hooked_read(o, &c, &info, &h)? {
                        out.push((info.name.clone(), v));
                        continue;
                    }
                }
                None if info.hooks.as_ref().is_some_and(|h| h.is_virtual) => continue,
                None => {}
            }
            let v = o
                .borrow()
                .properties
                .get(&crate::value::ArrayKey::Str(info.key.clone()))
                .map(Value::deref_value);
            if let Some(v) = v {
                out.push((info.name.clone(), v));
            }
        }
        let dynamic: Vec<(PhpStr, Value)> = o
            .borrow()
            .properties
            .iter()
            .filter_map(|(k, v)| match k {
                crate::value::ArrayKey::Str(s) if !seen.contains(s.as_bytes()) => {
                    Some((s.clone(), v.deref_value()))
                }
                crate::value::ArrayKey::Int(i) => {
                    Some((PhpStr::from(i.to_string().as_str()), v.deref_value()))
                }
                _ => None,
            })
            .collect();
        out.extend(dynamic);
        Ok(Some(out))
    }
}
