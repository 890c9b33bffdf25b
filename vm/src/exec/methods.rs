//! Method resolution: which method `$obj->m()`, `Class::m()`, `parent::m()` and
//! `static::m()` run, with php's visibility rules, late static binding, `__call` and
//! `__callStatic` fallbacks and their exact error texts.

use super::call::{Callee, MethodCtx};
use super::{Control, ThrowKind, Vm};
use crate::bytecode::Visibility;
use crate::class::{Class, ClassId, MethodBody, MethodEntry, NO_CLASS};
use crate::value::{ObjectHandle, PhpStr, Value};
use std::rc::Rc;

fn error(kind: ThrowKind, msg: impl Into<String>) -> Control {
    Control::Error(kind, msg.into())
}

impl Vm {
    /// A Callee for a method entry.
    pub(crate) fn method_entry_callee(
        &self,
        m: &Rc<MethodEntry>,
        this: Option<ObjectHandle>,
        called: ClassId,
    ) -> Callee {
        let this = if m.is_static { None } else { this };
        match &m.body {
            MethodBody::User(func) => Callee::UserMethod {
                func: func.clone(),
                ctx: MethodCtx {
                    this,
                    scope: m.declaring,
                    called,
                },
            },
            MethodBody::Internal(im) => Callee::Method {
                this,
                method: im,
                called,
            },
            MethodBody::Abstract => Callee::Abstract(m.clone()),
            MethodBody::Enum(op) => match self.class_by_id(m.declaring) {
                Some(class) => Callee::Enum { class, op: *op },
                None => Callee::Abstract(m.clone()),
            },
        }
    }

    /// Whether the running scope may call method `m`.
    pub(super) fn method_visible(&self, m: &MethodEntry) -> bool {
        match m.visibility {
            Visibility::Public => true,
            Visibility::Private => self.scope_class().is_some_and(|s| s.id == m.declaring),
            Visibility::Protected => self.scope_class().is_some_and(|s| {
                let Some(d) = self.class_by_id(m.declaring) else {
                    return false;
                };
                if s.is_subclass_of(&d) || d.is_subclass_of(&s) {
                    return true;
                }
                // php checks against the class that first declared the method
                // (`zend_get_function_root_class`): an override stays callable from the
                // prototype's family
                let root = protected_root(&d, m.name.as_bytes());
                s.is_subclass_of(&root) || root.is_subclass_of(&s)
            }),
        }
    }

    pub(super) fn visibility_error(&self, m: &MethodEntry, class: &str) -> Control {
        let from = match self.scope_class() {
            Some(s) => format!("scope {}", s.name.to_string_lossy()),
            None => "global scope".into(),
        };
        let what = if m.name.as_bytes().eq_ignore_ascii_case(b"__construct") {
            format!("{}::{}()", class, m.name.to_string_lossy())
        } else {
            format!("method {}::{}()", class, m.name.to_string_lossy())
        };
        error(
            ThrowKind::Error,
            format!("Call to {} {what} from {from}", m.visibility.word()),
        )
    }

    /// The method `$obj->name()` runs from the current scope when that is the plain case:
    /// the scope's own private method (it wins over the object's lookup), else a visible
    /// method of the object's class. None when `__call`, `__invoke` or an error decides.
    pub(super) fn plain_method(&self, c: &Rc<Class>, name: &[u8]) -> Option<Rc<MethodEntry>> {
        let m = self.find_method_from_scope(c, name)?;
        self.method_visible(&m).then_some(m)
    }

    /// `c`'s method `name` as the running scope sees it: the scope's own private method
    /// wins when `c` is the scope or a subclass of it, else `c`'s lookup.
    pub(super) fn find_method_from_scope(
        &self,
        c: &Rc<Class>,
        name: &[u8],
    ) -> Option<Rc<MethodEntry>> {
        if let Some(s) = self.scope_class() {
            if let Some(m) = s.find_method(name) {
                if m.visibility == Visibility::Private
                    && m.declaring == s.id
                    && c.is_subclass_of(&s)
                {
                    return Some(m.clone());
                }
            }
        }
        c.find_method(name).cloned()
    }

    pub(super) fn method_callee(
        &mut self,
        o: ObjectHandle,
        name: &[u8],
    ) -> Result<Callee, Control> {
        let c = o.class();
        if let Some(m) = self.plain_method(&c, name) {
            return Ok(self.method_entry_callee(&m, Some(o), c.id));
        }
        match c.find_method(name).cloned() {
            Some(m) => {
                // found but not visible from here
                if let Some(call) = c.magic.call.clone() {
                    return Ok(self.magic_call_callee(&call, Some(o), c.id, name));
                }
                Err(self.visibility_error(&m, &m.declaring_name.to_string_lossy()))
            }
            None => {
                // an incomplete object refuses every method (its get_method handler)
                self.incomplete_call(&o)?;
                if name.eq_ignore_ascii_case(b"__invoke") {
                    return self.resolve_callable(&Value::Object(o));
                }
                if let Some(call) = c.magic.call.clone() {
                    return Ok(self.magic_call_callee(&call, Some(o), c.id, name));
                }
                if let Some(callee) = self.forwarded_callee(&o, name) {
                    return Ok(callee);
                }
                Err(error(
                    ThrowKind::Error,
                    format!(
                        "Call to undefined method {}::{}()",
                        c.name.to_string_lossy(),
                        String::from_utf8_lossy(name)
                    ),
                ))
            }
        }
    }

    /// A method `o`'s class lacks, through its `method_target` handler (php's
    /// spl_dual_it_get_method): the inner object's public method, or its `__call`, or,
    /// for an inner object forwarding too, what it forwards to.
    pub(super) fn forwarded_callee(&self, o: &ObjectHandle, name: &[u8]) -> Option<Callee> {
        let mut cur = o.clone();
        for _ in 0..64 {
            let target = cur.class().handlers.and_then(|h| h.method_target)?;
            let inner = target(&cur)?;
            let c = inner.class();
            if let Some(m) = c
                .find_method(name)
                .filter(|m| m.visibility == Visibility::Public)
            {
                let m = m.clone();
                return Some(self.method_entry_callee(&m, Some(inner), c.id));
            }
            if let Some(call) = c.magic.call.clone() {
                return Some(self.magic_call_callee(&call, Some(inner), c.id, name));
            }
            cur = inner;
        }
        None
    }

    /// Whether `o`'s class forwards its missing method `name` (lowercase) to a method of an
    /// inner object (`forwarded_callee` reaching a real method, not a `__call`):
    /// method_exists() sees it, as php's asks the get_method handler.
    pub fn forwards_method(&self, o: &ObjectHandle, name: &[u8]) -> bool {
        let mut cur = o.clone();
        for _ in 0..64 {
            let Some(target) = cur.class().handlers.and_then(|h| h.method_target) else {
                return false;
            };
            let Some(inner) = target(&cur) else {
                return false;
            };
            let c = inner.class();
            if let Some(m) = c.find_method(name) {
                return m.visibility == Visibility::Public;
            }
            if c.magic.call.is_some() {
                return false;
            }
            cur = inner;
        }
        false
    }

    /// `__call`/`__callStatic`: the callee gets (name, args) — the args are packed when
    /// the call is made (`Callee::Magic`).
    fn magic_call_callee(
        &self,
        m: &Rc<MethodEntry>,
        this: Option<ObjectHandle>,
        called: ClassId,
        name: &[u8],
    ) -> Callee {
        Callee::Magic {
            inner: Box::new(self.method_entry_callee(m, this, called)),
            name: PhpStr::new(name),
        }
    }

    pub(super) fn static_method(&mut self, class: &[u8], name: &[u8]) -> Result<Callee, Control> {
        let class = class.strip_prefix(b"\\").unwrap_or(class);
        let lower = class.to_ascii_lowercase();
        let forwarding = matches!(lower.as_slice(), b"self" | b"parent" | b"static");
        let c = self.lookup_class(class)?;
        self.static_method_of(c, forwarding, name)
    }

    /// `static_method` once the class is known (`forwarding`: it was named `self`,
    /// `parent` or `static`, which keep the called class).
    pub(super) fn static_method_of(
        &mut self,
        c: std::rc::Rc<crate::class::Class>,
        forwarding: bool,
        name: &[u8],
    ) -> Result<Callee, Control> {
        match self.find_method_from_scope(&c, name) {
            Some(m) => {
                if name.eq_ignore_ascii_case(b"__construct") {
                    // `parent::__construct()`: php's constructor call checks only a private
                    // constructor of another class (ZEND_INIT_STATIC_METHOD_CALL)
                    let (this, _) = self.static_this_called(&c, forwarding);
                    let this_class = this.map(|t| t.class().id).or_else(|| {
                        self.co
                            .frames
                            .last()
                            .and_then(|f| f.this.as_ref())
                            .map(|t| t.class().id)
                    });
                    if let Some(tc) = this_class {
                        if m.visibility == Visibility::Private && tc != m.declaring {
                            return Err(error(
                                ThrowKind::Error,
                                format!(
                                    "Cannot call private {}::__construct()",
                                    c.name.to_string_lossy()
                                ),
                            ));
                        }
                        return self.static_entry_callee(&c, forwarding, &m);
                    }
                }
                if !self.method_visible(&m) {
                    // php's `get_static_method_fallback`: `__call`/`__callStatic` take a
                    // call of a method not visible from here
                    if let Some(callee) = self.static_fallback(&c, forwarding, name) {
                        return Ok(callee);
                    }
                    return Err(self.visibility_error(&m, &m.declaring_name.to_string_lossy()));
                }
                // abstract is checked after the static-ness, as php
                if m.is_abstract
                    && (m.is_static || self.static_this_called(&c, forwarding).0.is_some())
                {
                    return Err(error(
                        ThrowKind::Error,
                        format!(
                            "Cannot call abstract method {}::{}()",
                            m.declaring_name.to_string_lossy(),
                            m.name.to_string_lossy()
                        ),
                    ));
                }
                self.static_entry_callee(&c, forwarding, &m)
            }
            None => {
                if let Some(callee) = self.static_fallback(&c, forwarding, name) {
                    return Ok(callee);
                }
                if name.eq_ignore_ascii_case(b"__construct") {
                    return Err(error(ThrowKind::Error, "Cannot call constructor"));
                }
                Err(error(
                    ThrowKind::Error,
                    format!(
                        "Call to undefined method {}::{}()",
                        c.name.to_string_lossy(),
                        String::from_utf8_lossy(name)
                    ),
                ))
            }
        }
    }
}

impl Vm {
    /// `Class::name()` when no visible method `name` is found: `$this`'s top-level
    /// `__call` when there is a `$this` of the class, else `__callStatic`
    /// (php's `get_static_method_fallback`).
    fn static_fallback(&self, c: &Rc<Class>, forwarding: bool, name: &[u8]) -> Option<Callee> {
        let (this, called) = self.static_this_called(c, forwarding);
        if let (Some(t), Some(_)) = (&this, &c.magic.call) {
            let call = t
                .class()
                .magic
                .call
                .clone()
                .or_else(|| c.magic.call.clone());
            if let Some(call) = call {
                return Some(self.magic_call_callee(&call, Some(t.clone()), called, name));
            }
        }
        let cs = c.magic.call_static.clone()?;
        Some(self.magic_call_callee(&cs, None, called, name))
    }

    /// `$this` and the called class of `Class::m()` (`forwarding`: named `self`, `parent`
    /// or `static`, which keep the called class).
    fn static_this_called(
        &self,
        c: &std::rc::Rc<crate::class::Class>,
        forwarding: bool,
    ) -> (Option<ObjectHandle>, ClassId) {
        let frame_this = self.co.frames.last().and_then(|f| f.this.clone());
        let frame_called = self.co.frames.last().map_or(NO_CLASS, |f| f.called);
        let called = if forwarding && frame_called != NO_CLASS {
            frame_called
        } else {
            c.id
        };
        // `parent::foo()`/`A::foo()` from an instance method of a subclass keeps `$this`
        let this = frame_this.filter(|t| t.class().is_subclass_of(c));
        (this, called)
    }

    /// The callee of `Class::m()` once method `m` is found and visible.
    pub(super) fn static_entry_callee(
        &self,
        c: &std::rc::Rc<crate::class::Class>,
        forwarding: bool,
        m: &Rc<MethodEntry>,
    ) -> Result<Callee, Control> {
        let (this, called) = self.static_this_called(c, forwarding);
        if !m.is_static && this.is_none() {
            return Err(error(
                ThrowKind::Error,
                format!(
                    "Non-static method {}::{}() cannot be called statically",
                    m.declaring_name.to_string_lossy(),
                    m.name.to_string_lossy()
                ),
            ));
        }
        // an instance method called through a class name runs on `$this`, whose class is
        // the called one (php's INIT_STATIC_METHOD_CALL)
        let called = match (&this, m.is_static) {
            (Some(t), false) => t.class().id,
            _ => called,
        };
        Ok(self.method_entry_callee(m, this, called))
    }

    /// The method `Class::name()` runs from the current scope when that is the plain case
    /// (found, visible, not abstract): what a static call site may cache.
    pub(super) fn plain_static_method(
        &self,
        c: &Rc<Class>,
        name: &[u8],
    ) -> Option<Rc<MethodEntry>> {
        let m = self.find_method_from_scope(c, name)?;
        (self.method_visible(&m) && !m.is_abstract).then_some(m)
    }
}

/// The highest ancestor of `c` that declares a non-private method `name` (the root of the
/// method's prototype chain).
fn protected_root(
    c: &std::rc::Rc<crate::class::Class>,
    name: &[u8],
) -> std::rc::Rc<crate::class::Class> {
    let lname = name.to_ascii_lowercase();
    let mut root = c.clone();
    let mut cur = c.parent.clone();
    while let Some(p) = cur {
        match p.methods.get(lname.as_slice()) {
            Some(pm) if pm.visibility != Visibility::Private => root = p.clone(),
            _ => break,
        }
        cur = p.parent.clone();
    }
    root
}
