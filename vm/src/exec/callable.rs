//! php's `zend_is_callable_at_frame`: whether a value is a callback from the running
//! frame, what it calls (`self`/`parent`/`static` in strings and arrays, `["B",
//! "parent::m"]`, `__call`/`__callStatic` trampolines, `$this` kept for non-static
//! methods), the reason text when it is not, and the 8.2 deprecations of those forms.

use super::call::{Callee, ClosureData};
use super::{Control, Vm};
use crate::bytecode::Visibility;
use crate::class::{Class, MethodEntry};
use crate::value::{ObjectHandle, Value};
use std::rc::Rc;

/// php's `zend_fcall_info_cache` while a callable is checked.
#[derive(Default)]
struct Fcc {
    calling: Option<Rc<Class>>,
    called: Option<Rc<Class>>,
    object: Option<ObjectHandle>,
}

/// What a method name resolved to.
enum Handler {
    Method(Rc<MethodEntry>),
    /// `__call` (with an object) or `__callStatic` standing in for the name.
    Trampoline(Rc<MethodEntry>),
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Vm {
    /// `zend_is_callable_ex` from the running frame, raising php's deprecations for
    /// `self`/`parent`/`static` and `["C", "X::m"]` forms when `deprecate`. Classes named
    /// by the callable are autoloaded. `Ok(Err(reason))`: not callable, with php's text.
    pub(crate) fn callable_check(
        &mut self,
        cb: &Value,
        deprecate: bool,
    ) -> Result<Result<Callee, String>, Control> {
        self.autoload_callable_class(cb)?;
        let mut notes = Vec::new();
        let r = self.callable_fcc(cb, &mut notes, !deprecate);
        for n in notes {
            self.deprecated(n);
        }
        Ok(r)
    }

    /// `is_callable()`: php's check with its deprecations, autoloading the class named.
    pub fn is_callable_now(&mut self, cb: &Value) -> Result<bool, Control> {
        Ok(self.callable_check(cb, true)?.is_ok())
    }

    /// A `callable` type check: php's check with its deprecations, without autoloading.
    pub(crate) fn is_callable_noting(&mut self, cb: &Value) -> bool {
        let mut notes = Vec::new();
        let ok = self.callable_fcc(cb, &mut notes, false).is_ok();
        for n in notes {
            self.deprecated(n);
        }
        ok
    }

    /// The callee a builtin's callback runs (`Control::Call`), resolved as php's
    /// `zend_is_callable` does; other values keep the dynamic-call resolution.
    pub(crate) fn resolve_callback(&mut self, cb: &Value) -> Result<Callee, Control> {
        let special = match cb.deref_value() {
            Value::Array(_) => true,
            Value::Str(s) => s.windows(2).any(|w| w == b"::"),
            _ => false,
        };
        if special {
            if let Ok(c) = self.callable_fcc(cb, &mut Vec::new(), true) {
                return Ok(c);
            }
        }
        self.resolve_callable(cb)
    }

    /// Load (autoload) a class a callable names, so the check below sees it.
    fn autoload_callable_class(&mut self, cb: &Value) -> Result<(), Control> {
        let name = match cb.deref_value() {
            Value::Str(s) => match s.windows(2).position(|w| w == b"::") {
                Some(p) if p > 0 => s[..p].to_vec(),
                _ => return Ok(()),
            },
            Value::Array(a) if a.len() == 2 => match a.get_int(0).map(Value::deref_value) {
                Some(Value::Str(s)) => s.to_vec(),
                _ => return Ok(()),
            },
            _ => return Ok(()),
        };
        let lower = name.to_ascii_lowercase();
        if matches!(lower.as_slice(), b"self" | b"parent" | b"static")
            || self.find_class(&name).is_some()
        {
            return Ok(());
        }
        if self.find_class_linking(&name)?.is_none() {
            self.autoload(&name)?;
        }
        Ok(())
    }

    /// The check itself; deprecation texts go to `notes` unless `suppress`.
    pub(crate) fn callable_fcc(
        &self,
        cb: &Value,
        notes: &mut Vec<String>,
        suppress: bool,
    ) -> Result<Callee, String> {
        let mut fcc = Fcc::default();
        match cb {
            Value::Str(s) => self.check_func(s.as_bytes(), &mut fcc, false, notes, suppress),
            Value::Array(a) => {
                if a.len() != 2 {
                    return Err("array callback must have exactly two members".into());
                }
                let (Some(obj), Some(method)) = (a.get_int(0), a.get_int(1)) else {
                    return Err("array callback has to contain indices 0 and 1".into());
                };
                let (obj, method) = (obj.deref_value(), method.deref_value());
                if !matches!(obj, Value::Str(_) | Value::Object(_)) {
                    return Err("first array member is not a valid class name or object".into());
                }
                let Value::Str(method) = method else {
                    return Err("second array member is not a valid method".into());
                };
                let mut strict = false;
                match obj {
                    Value::Str(name) => {
                        let scope = self.scope_class();
                        self.check_class(
                            name.as_bytes(),
                            scope,
                            &mut fcc,
                            &mut strict,
                            notes,
                            suppress,
                        )?;
                    }
                    Value::Object(o) => {
                        fcc.calling = Some(o.class());
                        fcc.object = Some(o);
                    }
                    _ => {}
                }
                self.check_func(method.as_bytes(), &mut fcc, strict, notes, suppress)
            }
            Value::Object(o) => self
                .object_callee(o)
                .ok_or_else(|| "no array or string given".to_string()),
            Value::Ref(r) => self.callable_fcc(&r.get(), notes, suppress),
            _ => Err("no array or string given".into()),
        }
    }

    /// Whether an object is callable (a Closure, or an object with `__invoke`), found
    /// without taking a copy of its handle (a copy dropped again would make it a possible
    /// root of the collector, which php's check does not).
    pub(crate) fn object_is_callable(o: &ObjectHandle) -> bool {
        let closure = o.try_borrow().is_some_and(|b| {
            b.internal
                .get()
                .is_some_and(|d| d.downcast_ref::<ClosureData>().is_some())
        });
        closure || o.class().magic.invoke.is_some()
    }

    /// A Closure's callee, or an object's `__invoke`.
    pub(crate) fn object_callee(&self, o: &ObjectHandle) -> Option<Callee> {
        let b = o.borrow();
        if let Some(data) = b
            .internal
            .get()
            .and_then(|d| d.downcast_ref::<ClosureData>())
        {
            return Some(match data {
                ClosureData::User { func, .. } => Callee::User {
                    func: func.clone(),
                    closure: Some(o.clone()),
                },
                ClosureData::Builtin(id) => Callee::Builtin(*id),
                ClosureData::Method {
                    this,
                    method,
                    called,
                } => Callee::Method {
                    this: this.clone(),
                    method,
                    called: *called,
                },
                ClosureData::Magic(c) => (**c).clone(),
                ClosureData::Enum { class, op } => Callee::Enum {
                    class: class.clone(),
                    op: *op,
                },
            });
        }
        drop(b);
        let c = o.class();
        let m = c.magic.invoke.clone()?;
        Some(self.method_entry_callee(&m, Some(o.clone()), c.id))
    }

    fn frame_this(&self) -> Option<ObjectHandle> {
        self.co.frames.last().and_then(|f| f.this.clone())
    }

    fn frame_called(&self) -> Option<Rc<Class>> {
        self.co
            .frames
            .last()
            .and_then(|f| self.class_by_id(f.called))
    }

    /// php's `zend_is_callable_check_class`.
    fn check_class(
        &self,
        name: &[u8],
        scope: Option<Rc<Class>>,
        fcc: &mut Fcc,
        strict: &mut bool,
        notes: &mut Vec<String>,
        suppress: bool,
    ) -> Result<(), String> {
        let lower = name.to_ascii_lowercase();
        *strict = false;
        match lower.as_slice() {
            b"self" => {
                let Some(scope) = scope else {
                    return Err("cannot access \"self\" when no class scope is active".into());
                };
                if !suppress {
                    notes.push("Use of \"self\" in callables is deprecated".into());
                }
                fcc.called = self
                    .frame_called()
                    .filter(|c| c.is_subclass_of(&scope))
                    .or_else(|| Some(scope.clone()));
                fcc.calling = Some(scope);
                if fcc.object.is_none() {
                    fcc.object = self.frame_this();
                }
            }
            b"parent" => {
                let Some(scope) = scope else {
                    return Err("cannot access \"parent\" when no class scope is active".into());
                };
                let Some(parent) = scope.parent.clone() else {
                    return Err(
                        "cannot access \"parent\" when current class scope has no parent".into(),
                    );
                };
                if !suppress {
                    notes.push("Use of \"parent\" in callables is deprecated".into());
                }
                fcc.called = self
                    .frame_called()
                    .filter(|c| c.is_subclass_of(&parent))
                    .or_else(|| Some(parent.clone()));
                fcc.calling = Some(parent);
                if fcc.object.is_none() {
                    fcc.object = self.frame_this();
                }
                *strict = true;
            }
            b"static" => {
                let Some(called) = self.frame_called() else {
                    return Err("cannot access \"static\" when no class scope is active".into());
                };
                if !suppress {
                    notes.push("Use of \"static\" in callables is deprecated".into());
                }
                fcc.called = Some(called.clone());
                fcc.calling = Some(called);
                if fcc.object.is_none() {
                    fcc.object = self.frame_this();
                }
                *strict = true;
            }
            _ => {
                let Some(ce) = self.find_class(name) else {
                    return Err(format!("class \"{}\" not found", lossy(name)));
                };
                let frame_scope = self.scope_class();
                match (frame_scope, &fcc.object) {
                    (Some(s), None) => {
                        let this = self
                            .frame_this()
                            .filter(|o| o.class().is_subclass_of(&s) && s.is_subclass_of(&ce));
                        match this {
                            Some(o) => {
                                fcc.called = Some(o.class());
                                fcc.object = Some(o);
                            }
                            None => fcc.called = Some(ce.clone()),
                        }
                    }
                    (_, obj) => {
                        fcc.called = Some(obj.as_ref().map_or_else(|| ce.clone(), |o| o.class()));
                    }
                }
                fcc.calling = Some(ce);
                *strict = true;
            }
        }
        Ok(())
    }

    /// php's `zend_is_callable_check_func`: `callable` is a function name, a method name of
    /// `fcc.calling`, or `Class::method`.
    fn check_func(
        &self,
        callable: &[u8],
        fcc: &mut Fcc,
        mut strict: bool,
        notes: &mut Vec<String>,
        suppress: bool,
    ) -> Result<Callee, String> {
        let ce_org = fcc.calling.take();
        if ce_org.is_none() {
            if let Some(f) = self.lookup_function(callable) {
                return Ok(f);
            }
        }
        let split = callable
            .windows(2)
            .rposition(|w| w == b"::")
            .filter(|&p| callable[p + 2..].iter().all(|&b| b != b':'));
        let mname: Vec<u8> = match (split, &ce_org) {
            (Some(0), _) => return Err("invalid function name".into()),
            (Some(p), _) => {
                let scope = ce_org.clone().or_else(|| self.scope_class());
                self.check_class(
                    &callable[..p],
                    scope,
                    fcc,
                    &mut strict,
                    notes,
                    suppress || ce_org.is_some(),
                )?;
                if let (Some(org), Some(calling)) = (&ce_org, &fcc.calling) {
                    if !org.is_subclass_of(calling) {
                        return Err(format!(
                            "class {} is not a subclass of {}",
                            org.name.to_string_lossy(),
                            calling.name.to_string_lossy()
                        ));
                    }
                    if !suppress {
                        notes.push(format!(
                            "Callables of the form [\"{}\", \"{}\"] are deprecated",
                            org.name.to_string_lossy(),
                            lossy(callable)
                        ));
                    }
                }
                callable[p + 2..].to_vec()
            }
            (None, Some(org)) => {
                fcc.calling = Some(org.clone());
                callable.to_vec()
            }
            (None, None) => {
                return Err(format!(
                    "function \"{}\" not found or invalid function name",
                    lossy(callable)
                ));
            }
        };
        let Some(calling) = fcc.calling.clone() else {
            return Err(format!("function {}() does not exist", lossy(&mname)));
        };
        let lmname = mname.to_ascii_lowercase();
        let mut handler = None;
        if strict && lmname == b"__construct" {
            handler = calling.magic.construct.clone().map(Handler::Method);
        } else if let Some(m) = calling.find_method(&lmname) {
            let mut m = m.clone();
            if !strict {
                if let Some(p) = self.find_method_from_scope(&calling, &lmname) {
                    m = p;
                }
            }
            let trampoline_instead = m.visibility != Visibility::Public
                && (if fcc.object.is_some() {
                    calling.magic.call.is_some()
                } else {
                    calling.magic.call_static.is_some()
                })
                && !self.method_visible(&m);
            if !trampoline_instead {
                handler = Some(Handler::Method(m));
            }
        }
        if handler.is_none() {
            handler = self.via_handler(fcc, &calling, ce_org.as_ref(), &lmname);
        }
        if let (None, Some(o)) = (&handler, &fcc.object) {
            if let Some(callee) = self.forwarded_callee(o, &lmname) {
                return Ok(callee);
            }
        }
        let Some(handler) = handler else {
            return Err(format!(
                "class {} does not have a method \"{}\"",
                calling.name.to_string_lossy(),
                lossy(&mname)
            ));
        };
        if let Handler::Method(m) = &handler {
            if m.is_abstract {
                return Err(format!(
                    "cannot call abstract method {}::{}()",
                    calling.name.to_string_lossy(),
                    m.name.to_string_lossy()
                ));
            }
            if fcc.object.is_none() && !m.is_static {
                return Err(format!(
                    "non-static method {}::{}() cannot be called statically",
                    calling.name.to_string_lossy(),
                    m.name.to_string_lossy()
                ));
            }
            if !self.method_visible(m) {
                return Err(format!(
                    "cannot access {} method {}::{}()",
                    m.visibility.word(),
                    calling.name.to_string_lossy(),
                    m.name.to_string_lossy()
                ));
            }
        }
        if let Some(o) = &fcc.object {
            fcc.called = Some(o.class());
        }
        let called = fcc.called.as_ref().map_or(calling.id, |c| c.id);
        Ok(match handler {
            Handler::Method(m) => self.method_entry_callee(&m, fcc.object.clone(), called),
            Handler::Trampoline(t) => Callee::Magic {
                inner: Box::new(self.method_entry_callee(&t, fcc.object.clone(), called)),
                name: crate::value::PhpStr::new(&mname),
            },
        })
    }

    /// The `get_function_via_handler` branch: `__call` for an object, `__callStatic` (or
    /// `__call` with a fitting `$this`) for a class.
    fn via_handler(
        &self,
        fcc: &mut Fcc,
        calling: &Rc<Class>,
        ce_org: Option<&Rc<Class>>,
        lmname: &[u8],
    ) -> Option<Handler> {
        let same_as_org = ce_org.is_some_and(|o| o.id == calling.id);
        if fcc.object.is_some() && same_as_org {
            if lmname == b"__invoke" && calling.magic.invoke.is_none() {
                // a Closure's `__invoke`
                return None;
            }
            return calling.magic.call.clone().map(Handler::Trampoline);
        }
        if let (Some(call), Some(this)) = (calling.magic.call.clone(), self.frame_this()) {
            if this.class().is_subclass_of(calling) {
                if fcc.object.is_none() {
                    fcc.object = Some(this);
                }
                return Some(Handler::Trampoline(call));
            }
        }
        let cs = calling.magic.call_static.clone()?;
        if fcc.object.is_none() {
            fcc.object = self
                .frame_this()
                .filter(|o| o.class().is_subclass_of(calling));
        }
        Some(Handler::Trampoline(cs))
    }
}

impl super::Callee {
    /// Drops a callee resolved only to check a callable: the callable value still holds
    /// its objects, so none becomes a possible root of the collector (php's check takes
    /// no reference).
    pub(crate) fn release(self) {
        match self {
            super::Callee::User {
                closure: Some(c), ..
            } => c.release(),
            super::Callee::UserMethod { ctx, .. } => {
                if let Some(t) = ctx.this {
                    t.release();
                }
            }
            super::Callee::Method { this: Some(t), .. } => t.release(),
            super::Callee::Magic { inner, .. } => inner.release(),
            _ => {}
        }
    }
}

impl Vm {
    /// `zend_call_function`: a builtin calling back with a plain value for a by-reference
    /// parameter warns (the callee then gets a temporary).
    pub(super) fn warn_value_for_ref(&mut self, unit: &crate::bytecode::Unit, args: &[Value]) {
        for (i, (p, a)) in unit.params.iter().zip(args).enumerate() {
            if p.by_ref && !p.variadic && !matches!(a, Value::Ref(_)) {
                self.warn(format!(
                    "{}(): Argument #{} (${}) must be passed by reference, value given",
                    super::call::function_display_name(unit),
                    i + 1,
                    String::from_utf8_lossy(&p.name)
                ));
                // reported at the builtin's call site, before the callee's frame is pushed
                self.flush_diags();
            }
        }
    }

    /// The arguments of an internal function called back: `warn_value_for_ref` for its
    /// by-reference parameters (php's zend_param_must_be_ref; array_multisort's only
    /// prefer a reference).
    /// A by-value parameter reads a reference it is given.
    pub(super) fn builtin_callback_args(&mut self, id: u32, args: &mut [Value]) {
        let Some(b) = self.builtins.get(id).copied() else {
            return;
        };
        for (i, a) in args.iter_mut().enumerate() {
            if let Value::Ref(r) = a {
                if !b.arg_by_ref(i as u32) {
                    let v = r.get();
                    *a = v;
                }
            }
        }
        if b.by_ref == 0 || b.name == "array_multisort" {
            return;
        }
        for (i, a) in args.iter().enumerate() {
            if b.arg_by_ref(i as u32) && !matches!(a, Value::Ref(_)) {
                let name = b.params.get(i).or(b.params.last()).copied().unwrap_or("");
                self.warn(format!(
                    "{}(): Argument #{} (${name}) must be passed by reference, value given",
                    b.name,
                    i + 1
                ));
                self.flush_diags();
            }
        }
    }
}
