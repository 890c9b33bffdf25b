//! The data of a Closure object, how closures are made (`function () use (...) {}`,
//! first-class callables `f(...)`), copied (`clone`, `bindTo`) and how a closure keeps its
//! own `static` variables (php's per-closure `static_variables` table).

use super::call::{Callee, Func, MethodCtx, abstract_call_error};
use super::class::Method;
use super::typed_ref::c_name;
use super::{Control, ThrowKind, Vm};
use crate::bytecode::{Slot, Unit, UnitKind};
use crate::class::{Class, EnumOp};
use crate::value::{ObjectHandle, PhpRef, Value};
use std::rc::Rc;

/// The data of a Closure object.
pub enum ClosureData {
    User {
        func: Rc<Func>,
        /// The `use` variables by slot.
        bound: Captures,
        /// `$this` and the class scope the closure was created in (or bound to).
        ctx: MethodCtx,
        /// The closure's own `static` variables (a closure of a named function or method
        /// shares the function's instead; see [`owns_statics`]).
        statics: ClosureStatics,
    },
    Builtin(u32),
    Method {
        this: Option<ObjectHandle>,
        method: &'static Method,
        /// The class the callable named (`static` in a static method).
        called: crate::class::ClassId,
    },
    /// `$obj->undefined(...)` with `__call`/`__callStatic`: a `Callee::Magic`.
    Magic(Box<Callee>),
    /// `Suit::cases(...)`, `Suit::from(...)`, `Suit::tryFrom(...)`.
    Enum {
        class: Rc<Class>,
        op: EnumOp,
    },
}

impl ClosureData {
    /// A copy for `clone $closure` and `bindTo`.
    pub fn duplicate(&self) -> ClosureData {
        match self {
            ClosureData::User {
                func,
                bound,
                ctx,
                statics,
            } => ClosureData::User {
                func: func.clone(),
                bound: bound.clone(),
                ctx: ctx.clone(),
                statics: statics.duplicate(),
            },
            ClosureData::Builtin(id) => ClosureData::Builtin(*id),
            ClosureData::Method {
                this,
                method,
                called,
            } => ClosureData::Method {
                this: this.clone(),
                method,
                called: *called,
            },
            ClosureData::Magic(c) => ClosureData::Magic(c.clone()),
            ClosureData::Enum { class, op } => ClosureData::Enum {
                class: class.clone(),
                op: *op,
            },
        }
    }

    /// Move the values the closure holds into `out` in the order php's
    /// `zend_closure_free_storage` lets go of them: the `use` variables and `static`
    /// variables, then `$this`.
    pub(crate) fn drain_values(&mut self, out: &mut Vec<Value>) {
        match self {
            ClosureData::User {
                bound,
                ctx,
                statics,
                ..
            } => {
                out.extend(std::mem::take(bound).into_iter().map(|(_, v)| v));
                out.extend(statics.take().into_iter().map(Value::Ref));
                out.extend(ctx.this.take().map(Value::Object));
            }
            ClosureData::Method { this, .. } => out.extend(this.take().map(Value::Object)),
            ClosureData::Magic(c) => {
                if let Callee::Magic { inner, .. } = &mut **c {
                    if let Callee::UserMethod { ctx, .. } = &mut **inner {
                        out.extend(ctx.this.take().map(Value::Object));
                    }
                }
            }
            ClosureData::Builtin(_) | ClosureData::Enum { .. } => {}
        }
    }
}

/// A closure's `use` variables by slot: one pointer, as most closures capture nothing
/// and every Closure object carries the field (a parked Fiber holds one).
// (a boxed Vec is one pointer wide, a Vec three)
#[allow(clippy::box_collection)]
#[derive(Clone, Default)]
pub struct Captures(Option<Box<Vec<(Slot, Value)>>>);

impl From<Vec<(Slot, Value)>> for Captures {
    fn from(v: Vec<(Slot, Value)>) -> Captures {
        Captures((!v.is_empty()).then(|| Box::new(v)))
    }
}

impl std::ops::Deref for Captures {
    type Target = [(Slot, Value)];
    fn deref(&self) -> &[(Slot, Value)] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }
}

impl<'a> IntoIterator for &'a Captures {
    type Item = &'a (Slot, Value);
    type IntoIter = std::slice::Iter<'a, (Slot, Value)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for Captures {
    type Item = (Slot, Value);
    type IntoIter = std::vec::IntoIter<(Slot, Value)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.map_or_else(Vec::new, |b| *b).into_iter()
    }
}

/// A closure's `static` variables by slot, each in the cell the closure's calls bind (one
/// pointer, as `Captures`).
#[allow(clippy::box_collection)]
#[derive(Default)]
pub struct ClosureStatics(Option<Box<Vec<(Slot, PhpRef)>>>);

impl ClosureStatics {
    fn entries(&self) -> &[(Slot, PhpRef)] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }

    /// The table a cloned or rebound closure starts with (php's `zend_array_dup` of the
    /// table): the values as they are now, but a variable a running call of the closure has
    /// bound (its cell held twice) stays shared with it.
    fn duplicate(&self) -> ClosureStatics {
        let copy = self.0.as_ref().map(|v| {
            let copy = v.iter().map(|(slot, r)| {
                let r = if r.ref_count() > 1 {
                    r.clone()
                } else {
                    PhpRef::new(r.get())
                };
                (*slot, r)
            });
            Box::new(copy.collect())
        });
        ClosureStatics(copy)
    }

    /// The cell of variable `slot`, if a call has bound it.
    pub fn get(&self, slot: Slot) -> Option<&PhpRef> {
        self.entries()
            .iter()
            .find(|(s, _)| *s == slot)
            .map(|(_, r)| r)
    }

    fn push(&mut self, slot: Slot, r: PhpRef) {
        self.0.get_or_insert_default().push((slot, r));
    }

    /// The cells, for the cycle collector.
    pub(crate) fn cells(&self) -> impl Iterator<Item = &PhpRef> {
        self.entries().iter().map(|(_, r)| r)
    }

    /// Let go of the cells (a garbage closure's, for the cycle collector).
    pub(crate) fn take(&mut self) -> Vec<PhpRef> {
        let v = self.0.take().map_or_else(Vec::new, |b| *b);
        v.into_iter().map(|(_, r)| r).collect()
    }
}

/// Whether a Closure running `unit` keeps `static` variables of its own: an anonymous
/// function or arrow function does, a closure of a named function or method (`f(...)`,
/// `Closure::fromCallable`) shares the function's (php's fake closures).
pub fn owns_statics(unit: &Unit) -> bool {
    matches!(unit.kind, UnitKind::Closure | UnitKind::ArrowFn)
}

/// `static $x` in a call of Closure `closure`: the closure's cell for `slot`, and whether
/// it is new (its initializer is still to run).
pub(super) fn closure_static_ref(closure: &ObjectHandle, slot: Slot) -> (PhpRef, bool) {
    let mut b = closure.borrow_mut();
    let Some(ClosureData::User { statics, .. }) = b
        .internal
        .get_mut()
        .and_then(|d| d.downcast_mut::<ClosureData>())
    else {
        return (PhpRef::new(Value::Null), true);
    };
    if let Some(r) = statics.get(slot) {
        return (r.clone(), false);
    }
    let r = PhpRef::new(Value::Null);
    statics.push(slot, r.clone());
    (r, true)
}

impl Vm {
    /// `Closure::bind`/`bindTo`/`call` of a closure of a builtin function, an internal
    /// method or an enum's `cases()`/`from()`/`tryFrom()` (php's fake closures of internal
    /// functions): php's `zend_valid_closure_binding` checks, then a new closure with the
    /// new `$this` (a function's closure keeps none).
    pub(super) fn bind_internal_closure(
        &mut self,
        data: ClosureData,
        new_this: Value,
        scope: Option<Value>,
    ) -> Result<Value, Control> {
        let (func_scope, is_static) = match &data {
            ClosureData::Builtin(_) => (None, false),
            ClosureData::Method { method, .. } => {
                (self.find_class(method.class.as_bytes()), method.is_static)
            }
            ClosureData::Enum { class, .. } => (Some(class.clone()), true),
            _ => return Ok(Value::Null),
        };
        let this = match new_this {
            Value::Object(o) => Some(o),
            _ => None,
        };
        match (&this, &func_scope) {
            (Some(_), _) if is_static => {
                return Ok(self.refuse_binding("Cannot bind an instance to a static closure"));
            }
            (Some(o), Some(fs)) if !o.class().is_subclass_of(fs) => {
                let name = match &data {
                    ClosureData::Method { method, .. } => method.name,
                    _ => "",
                };
                let msg = format!(
                    "Cannot bind method {}::{name}() to object of class {}",
                    c_name(fs.name.as_bytes()),
                    c_name(o.class_name().as_bytes())
                );
                return Ok(self.refuse_binding(&msg));
            }
            (None, Some(_)) if !is_static => {
                return Ok(self.refuse_binding("Cannot unbind $this of method"));
            }
            _ => {}
        }
        let scope = match scope {
            Some(Value::Object(o)) => Some(o.class()),
            Some(Value::Str(s)) if s.as_bytes() != b"static" => {
                match self.find_class(s.as_bytes()) {
                    Some(c) => Some(c),
                    None => {
                        self.warn(format!("Class \"{}\" not found", s.to_string_lossy()));
                        return Ok(Value::Null);
                    }
                }
            }
            Some(Value::Null) => None,
            _ => func_scope.clone(),
        };
        let same_scope = scope.as_ref().map(|c| c.id) == func_scope.as_ref().map(|c| c.id);
        if let Some(c) = scope.as_ref().filter(|c| c.internal && !same_scope) {
            let msg = format!(
                "Cannot bind closure to scope of internal class {}",
                c.name.to_string_lossy()
            );
            return Ok(self.refuse_binding(&msg));
        }
        if !same_scope {
            let made_from = if func_scope.is_some() {
                "method"
            } else {
                "function"
            };
            let msg = format!("Cannot rebind scope of closure created from {made_from}");
            return Ok(self.refuse_binding(&msg));
        }
        let data = match data {
            ClosureData::Method { method, called, .. } => ClosureData::Method {
                this,
                method,
                called,
            },
            other => other,
        };
        let o = self.new_object(b"Closure");
        o.borrow_mut().set_internal(Box::new(data));
        Ok(Value::Object(o))
    }

    /// php's warning for a binding `zend_valid_closure_binding` refuses (the call returns
    /// null).
    fn refuse_binding(&mut self, why: &str) -> Value {
        self.warn(format!("{why}, this will be an error in PHP 9"));
        Value::Null
    }

    /// `function () use ($a, &$b) {...}`, `fn() => ...` at closure site `site` of the
    /// running function: its captured variables (by value or as references) and the
    /// running `$this` (none for a static closure) and class scope.
    pub(in crate::exec) fn create_closure(
        &mut self,
        base: usize,
        site: u32,
    ) -> Result<Value, Control> {
        let Some(parent) = self.co.frames.last().map(|f| f.func.clone()) else {
            return Ok(Value::Null);
        };
        let Some(site) = parent.unit.closure_sites.get(site as usize) else {
            return Ok(Value::Null);
        };
        let Some(unit) = parent.unit.children.get(site.child as usize).cloned() else {
            return Ok(Value::Null);
        };
        let mut bound = Vec::with_capacity(site.captures.len());
        for &(pslot, cslot, by_ref, explicit) in &site.captures {
            if by_ref {
                let r = self.make_ref(base, pslot);
                bound.push((cslot, Value::Ref(r)));
            } else {
                match &self.co.stack[base + pslot as usize] {
                    Some(v) => bound.push((cslot, v.deref_value())),
                    None => {
                        if explicit {
                            self.undefined_variable(pslot);
                            bound.push((cslot, Value::Null));
                        }
                    }
                }
            }
        }
        let func = self.func_for(&unit);
        let ctx = match self.co.frames.last() {
            Some(f) => MethodCtx {
                this: if unit.is_static { None } else { f.this.clone() },
                scope: f.scope,
                called: f.called,
            },
            None => MethodCtx::NONE,
        };
        let o = self.new_object(b"Closure");
        o.borrow_mut().set_internal(Box::new(ClosureData::User {
            func,
            bound: bound.into(),
            ctx,
            statics: ClosureStatics::default(),
        }));
        Ok(Value::Object(o))
    }

    /// `strlen(...)`, `$obj->method(...)`: a Closure for a callable.
    pub(crate) fn make_callable_closure(&mut self, v: Value) -> Result<Value, Control> {
        if let Value::Object(o) = &v {
            if o.borrow()
                .internal
                .get()
                .is_some_and(|d| d.is::<ClosureData>())
            {
                return Ok(v);
            }
        }
        let callee = self.resolve_callable(&v)?;
        self.callee_closure(callee)
    }

    /// `$c::m(...)`, `A::$m(...)`: the static method resolved as a static call resolves it
    /// (php's `INIT_STATIC_METHOD_CALL` then `CALLABLE_CONVERT`).
    pub(super) fn make_static_callable(
        &mut self,
        class: Value,
        name: Value,
    ) -> Result<Value, Control> {
        let class = match class {
            Value::Object(o) => o.class_name(),
            Value::Str(s) => s,
            _ => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Class name must be a valid object or a string".into(),
                ));
            }
        };
        let Value::Str(name) = name else {
            return Err(Control::Error(
                ThrowKind::Error,
                "Method name must be a string".into(),
            ));
        };
        let callee = self.static_method(class.as_bytes(), name.as_bytes())?;
        self.callee_closure(callee)
    }

    /// A Closure running `callee`.
    fn callee_closure(&mut self, callee: Callee) -> Result<Value, Control> {
        let data = match callee {
            Callee::User { func, .. } => ClosureData::User {
                func,
                bound: Captures::default(),
                ctx: MethodCtx::NONE,
                statics: ClosureStatics::default(),
            },
            Callee::UserMethod { func, ctx } => ClosureData::User {
                func,
                bound: Captures::default(),
                ctx,
                statics: ClosureStatics::default(),
            },
            Callee::Builtin(id) => ClosureData::Builtin(id),
            Callee::Method {
                this,
                method,
                called,
            } => ClosureData::Method {
                this,
                method,
                called,
            },
            Callee::Abstract(m) => return Err(abstract_call_error(&m)),
            c @ Callee::Magic { .. } => ClosureData::Magic(Box::new(c)),
            Callee::Enum { class, op } => ClosureData::Enum { class, op },
            Callee::ParentHook(_) => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Cannot create Closure for parent property hook call".into(),
                ));
            }
        };
        let o = self.new_object(b"Closure");
        o.borrow_mut().set_internal(Box::new(data));
        Ok(Value::Object(o))
    }
}
