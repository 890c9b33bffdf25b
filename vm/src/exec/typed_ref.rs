//! Writes through reference cells that typed properties hold: every property the cell
//! is bound to must accept the value, and coerce it the same way (php's
//! zend_verify_ref_assignable_zval, zend_incdec_typed_ref, zend_verify_prop_assignable_by_ref).
//! Untyped cells never reach this module: callers test `PhpRef::is_typed` first.

use super::{Control, ThrowKind, Vm};
use crate::bytecode::IncOp;
use crate::bytecode::ParamType;
use crate::class::PropInfo;
use crate::value::compare::identical;
use crate::value::ops;
use crate::value::{ObjectHandle, PhpRef, Value};
use std::rc::Rc;

/// How a value fits a property type.
enum Fit {
    Yes,
    Coerced(Value),
    No,
}

fn type_error(msg: String) -> Control {
    Control::Error(ThrowKind::TypeError, msg)
}

fn type_text(info: &PropInfo) -> &str {
    info.ty.as_ref().map_or("", |t| &*t.display)
}

/// A class name as php's `%s` prints it: an anonymous class's name ends at its NUL.
pub(crate) fn c_name(name: &[u8]) -> String {
    String::from_utf8_lossy(crate::class::shown_name(name)).into_owned()
}

fn prop_text(info: &PropInfo) -> String {
    format!(
        "{}::${}",
        c_name(info.declaring_name.as_bytes()),
        info.name.to_string_lossy()
    )
}

/// "Cannot assign string to reference held by property Foo::$bar of type int"
pub(crate) fn ref_type_error(info: &PropInfo, given: &Value) -> Control {
    type_error(format!(
        "Cannot assign {} to reference held by property {} of type {}",
        given.value_name(),
        prop_text(info),
        type_text(info)
    ))
}

fn conflicting_coercion(a: &PropInfo, b: &PropInfo, given: &Value) -> Control {
    type_error(format!(
        "Cannot assign {} to reference held by property {} of type {} and property {} of type {}, as this would result in an inconsistent type conversion",
        given.value_name(),
        prop_text(a),
        type_text(a),
        prop_text(b),
        type_text(b)
    ))
}

fn same_kind(a: &Value, b: &Value) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

/// The overflow error of `++`/`--` on a typed property (or a reference it holds).
fn incdec_error(info: &PropInfo, inc: bool, held: bool) -> Control {
    type_error(format!(
        "Cannot {} {}property {} of type {} past its {} value",
        if inc { "increment" } else { "decrement" },
        if held { "a reference held by " } else { "" },
        prop_text(info),
        type_text(info),
        if inc { "maximal" } else { "minimal" }
    ))
}

fn takes_float(info: &PropInfo) -> bool {
    info.ty.as_ref().is_none_or(|t| {
        t.alternatives
            .iter()
            .any(|a| &**a == b"float" || &**a == b"mixed")
    })
}

impl Vm {
    /// A builtin called by the op running takes its arguments strictly when this file
    /// declares strict_types (a builtin called back by another builtin does not).
    #[inline]
    pub(crate) fn note_strict_call(&mut self) {
        if let Some(super::PendingCall {
            callee: super::Callee::Builtin(_) | super::Callee::Method { .. },
            ..
        }) = self.co.calls.last()
        {
            self.strict_call = self.frame_strict();
        }
    }

    /// Runs a builtin's function with its argument mode.
    pub(crate) fn run_builtin_fn(
        &mut self,
        func: crate::builtins::BuiltinFn,
        args: &mut [Value],
    ) -> Result<Value, Control> {
        let strict = std::mem::take(&mut self.strict_call);
        let prev = std::mem::replace(&mut self.builtin_strict, strict);
        let direct = std::mem::take(&mut self.direct_call);
        let prev_direct = std::mem::replace(&mut self.builtin_direct, direct);
        let r = func(self, args);
        self.builtin_strict = prev;
        self.builtin_direct = prev_direct;
        r
    }

    /// After `++`/`--` on a temporary (a fetched property) turned an int into a float:
    /// remember it for the store that follows.
    pub(crate) fn note_incdec_overflow(&mut self, base: usize, var: u32, op: IncOp) {
        let ncv = self.co.frames.last().map_or(0, |f| f.ncv);
        if var < ncv
            || !matches!(
                self.co.stack.get(base + var as usize),
                Some(Some(Value::Float(_)))
            )
        {
            return;
        }
        let pc = self.co.frames.last().map_or(0, |f| f.pc);
        let inc = matches!(op, IncOp::PreInc | IncOp::PostInc);
        self.incdec_overflow = Some((self.co.frames.len(), pc, inc));
    }

    /// Whether the op running is the store right after an overflowing `++`/`--`.
    fn take_incdec_overflow(&mut self) -> Option<bool> {
        let (depth, pc, inc) = self.incdec_overflow.take()?;
        let here = self.co.frames.last().map(|f| f.pc.wrapping_sub(1));
        (depth == self.co.frames.len() && here == Some(pc)).then_some(inc)
    }

    /// A store into typed property `info` (or into a typed cell it holds, `held`) that
    /// follows an overflowing `++`/`--`: php refuses it when the type has no float.
    pub(crate) fn check_incdec_store(
        &mut self,
        info: &PropInfo,
        cell: Option<&PhpRef>,
    ) -> Result<(), Control> {
        if self.incdec_overflow.is_none() {
            return Ok(());
        }
        let Some(inc) = self.take_incdec_overflow() else {
            return Ok(());
        };
        // a property holding a typed reference answers for the reference
        if let Some(r) = cell.filter(|r| r.is_typed()) {
            if let Some(s) = r.type_sources().into_iter().find(|s| !takes_float(&s.info)) {
                return Err(incdec_error(&s.info, inc, true));
            }
            return Ok(());
        }
        if !takes_float(info) {
            return Err(incdec_error(info, inc, false));
        }
        Ok(())
    }

    /// The same for a store through a cell that is not itself a typed property's slot
    /// (`$o->untyped = &$o->typed; $o->untyped++`).
    fn check_incdec_cell(&mut self, r: &PhpRef) -> Result<(), Control> {
        if self.incdec_overflow.is_none() {
            return Ok(());
        }
        let Some(inc) = self.take_incdec_overflow() else {
            return Ok(());
        };
        if let Some(s) = r.type_sources().into_iter().find(|s| !takes_float(&s.info)) {
            return Err(incdec_error(&s.info, inc, true));
        }
        Ok(())
    }

    pub(crate) fn frame_strict(&self) -> bool {
        self.co
            .frames
            .last()
            .is_some_and(|f| f.func.unit.strict_types)
    }

    /// How `v` fits `ty`: as it is, after a coercion, or not at all.
    fn fit(&mut self, ty: &ParamType, v: &Value, strict: bool) -> Fit {
        match self.coerce_param(ty, v.clone(), true) {
            Ok(c) if same_kind(&c, v) => return Fit::Yes,
            // int to float is allowed even in strict mode
            Ok(c) => return Fit::Coerced(c),
            Err(_) => {}
        }
        if strict || v.is_null() {
            return Fit::No;
        }
        match self.coerce_param(ty, v.clone(), false) {
            Ok(c) => Fit::Coerced(c),
            Err(_) => Fit::No,
        }
    }

    /// `catch (E $var)`: always a strict assignment (php never coerces the exception).
    pub(crate) fn assign_catch_var(
        &mut self,
        base: usize,
        var: u32,
        e: ObjectHandle,
    ) -> Result<(), Control> {
        if let Some(Some(Value::Ref(r))) = self.co.stack.get(base + var as usize) {
            if r.is_typed() {
                let r = r.clone();
                let v = self.verify_ref_value_mode(&r, Value::Object(e), true)?;
                r.set(v);
                return Ok(());
            }
        }
        self.assign_var(base, var, Value::Object(e))
    }

    /// The value to store through `r`, once every typed property holding it accepts it.
    pub(crate) fn verify_ref_value(&mut self, r: &PhpRef, v: Value) -> Result<Value, Control> {
        let strict = self.frame_strict();
        self.verify_ref_value_mode(r, v, strict)
    }

    fn verify_ref_value_mode(
        &mut self,
        r: &PhpRef,
        v: Value,
        strict: bool,
    ) -> Result<Value, Control> {
        let sources = r.type_sources();
        let mut first: Option<Rc<PropInfo>> = None;
        let mut coerced: Option<Value> = None;
        for s in &sources {
            let Some(ty) = &s.info.ty else {
                continue;
            };
            match self.fit(ty, &v, strict) {
                Fit::No => return Err(ref_type_error(&s.info, &v)),
                Fit::Coerced(c) => match (&first, &coerced) {
                    (None, _) => {
                        first = Some(s.info.clone());
                        coerced = Some(c);
                    }
                    (Some(f), Some(prev)) if identical(prev, &c) => {
                        let _ = f;
                    }
                    (Some(f), _) => return Err(conflicting_coercion(f, &s.info, &v)),
                },
                Fit::Yes => match (&first, &coerced) {
                    (None, _) => first = Some(s.info.clone()),
                    (Some(f), Some(_)) => return Err(conflicting_coercion(f, &s.info, &v)),
                    (Some(_), None) => {}
                },
            }
        }
        Ok(coerced.unwrap_or(v))
    }

    /// `$ref = v` where the cell may be held by typed properties: what a builtin writing
    /// a by-reference argument uses (php's `ZEND_TRY_ASSIGN_REF_*`), so a typed property
    /// bound to the cell checks and coerces the value.
    pub fn assign_to_ref(&mut self, r: &PhpRef, v: Value) -> Result<(), Control> {
        let v = match v {
            Value::Ref(inner) => inner.get(),
            v => v,
        };
        let v = if r.is_typed() {
            self.check_incdec_cell(r)?;
            self.verify_ref_value(r, v)?
        } else {
            v
        };
        let old = r.set(v);
        drop(old);
        Ok(())
    }

    /// A write to a typed cell; `direct` when it is a static property written by name
    /// (`A::$x = v`: its own type is checked first, with the property's message).
    pub(crate) fn assign_typed_cell(
        &mut self,
        r: &PhpRef,
        v: Value,
        direct: bool,
    ) -> Result<(), Control> {
        let own = if direct {
            r.type_sources().into_iter().find(|s| s.owner.is_none())
        } else {
            None
        };
        let v = match (own, v) {
            (Some(s), v) => match &s.info.ty {
                Some(ty) => {
                    let v = match v {
                        Value::Ref(inner) => inner.get(),
                        v => v,
                    };
                    let strict = self.frame_strict();
                    self.coerce_param(ty, v, strict)
                        .map_err(|given| super::object::cannot_assign(&s.info, &given))?
                }
                None => v,
            },
            (None, v) => v,
        };
        self.assign_to_ref(r, v)
    }

    /// `++$ref` / `$ref--` on a cell typed properties hold; gives the old and new values.
    /// `direct`: a static property by name (php's message names the property itself).
    pub(crate) fn incdec_typed_ref(
        &mut self,
        r: &PhpRef,
        op: IncOp,
        direct: bool,
    ) -> Result<(Value, Value), Control> {
        let old = r.get();
        let mut new = old.clone();
        let inc = matches!(op, IncOp::PreInc | IncOp::PostInc);
        if inc {
            ops::increment(&mut new, &mut self.diag)?;
        } else {
            ops::decrement(&mut new, &mut self.diag)?;
        }
        if matches!((&old, &new), (Value::Int(_), Value::Float(_))) {
            let sources = r.type_sources();
            let direct = direct && !r.is_bound();
            let own = sources.iter().find(|s| direct && s.owner.is_none());
            let no_float = own.cloned().into_iter().chain(sources.clone()).find(|s| {
                s.info
                    .ty
                    .as_ref()
                    .is_some_and(|t| !t.alternatives.iter().any(|a| &**a == b"float"))
            });
            if let Some(s) = no_float {
                let held = if direct && s.owner.is_none() {
                    ""
                } else {
                    "a reference held by "
                };
                return Err(type_error(format!(
                    "Cannot {} {held}property {} of type {} past its {} value",
                    if inc { "increment" } else { "decrement" },
                    prop_text(&s.info),
                    type_text(&s.info),
                    if inc { "maximal" } else { "minimal" }
                )));
            }
        }
        let new = self.verify_ref_value(r, new)?;
        r.set(new.clone());
        Ok((old, new))
    }

    /// Binding cell `r` to typed property `info` of `owner` (`$o->p = &$x`, `$x = &$o->p`):
    /// its value must fit (and in coercive mode is converted in place when no other typed
    /// property holds it); then the property is recorded as holding it.
    pub(crate) fn bind_typed_ref(
        &mut self,
        info: &Rc<PropInfo>,
        owner: Option<&ObjectHandle>,
        r: &PhpRef,
    ) -> Result<(), Control> {
        let Some(ty) = info.ty.clone() else {
            return Ok(());
        };
        let strict = self.frame_strict();
        let v = r.get();
        if r.is_typed() {
            match self.fit(&ty, &v, strict) {
                Fit::Yes => {}
                Fit::Coerced(_) => {
                    let first = r.type_sources().into_iter().next();
                    if let Some(s) = first {
                        return Err(type_error(format!(
                            "Reference with value of type {} held by property {} of type {} is not compatible with property {} of type {}",
                            v.type_name(),
                            prop_text(&s.info),
                            type_text(&s.info),
                            prop_text(info),
                            type_text(info)
                        )));
                    }
                }
                Fit::No => return Err(super::object::cannot_assign(info, &v)),
            }
        } else {
            match self.coerce_param(&ty, v, strict) {
                Ok(c) => {
                    r.set(c);
                }
                Err(given) => return Err(super::object::cannot_assign(info, &given)),
            }
        }
        r.add_type_source(info.clone(), owner);
        Ok(())
    }

    /// The end of an element write path (`$a[k] = v`, `$a[k] += v`, `$a[k]++`) at a cell
    /// typed properties hold; gives the expression's value.
    pub(crate) fn typed_ref_leaf(
        &mut self,
        cell: &PhpRef,
        leaf: super::dim::Leaf,
    ) -> Result<Value, Control> {
        use super::dim::Leaf;
        match leaf {
            Leaf::Assign(x) => {
                self.assign_to_ref(cell, x)?;
                Ok(Value::Null)
            }
            Leaf::AssignOp(op, y) => {
                let cur = cell.get();
                let r = self.binary(op, &cur, &y)?;
                self.assign_to_ref(cell, r)?;
                Ok(cell.get())
            }
            Leaf::IncDec(op) => {
                let (old, new) = self.incdec_typed_ref(cell, op, false)?;
                Ok(match op {
                    IncOp::PreInc | IncOp::PreDec => new,
                    _ => old,
                })
            }
            _ => Ok(Value::Null),
        }
    }
}

/// The by-reference arguments of a builtin call that typed properties hold, with the
/// values they had before it ran (`Vm::verify_typed_ref_args`); None when there is none.
#[inline]
pub(crate) fn typed_ref_args(args: &[Value]) -> Option<Vec<(usize, Value)>> {
    let held: Vec<_> = (args.iter().enumerate())
        .filter_map(|(i, a)| match a {
            Value::Ref(r) if r.is_typed() => Some((i, r.get())),
            _ => None,
        })
        .collect();
    (!held.is_empty()).then_some(held)
}

impl Vm {
    /// After a builtin wrote its by-reference arguments: each one a typed property holds
    /// must accept the value written, coerced as an assignment coerces it (php's
    /// `ZEND_TRY_ASSIGN_REF_*`); one that does not gets its old value back and the call
    /// throws the TypeError.
    #[cold]
    pub(crate) fn verify_typed_ref_args(
        &mut self,
        r: Result<Value, Control>,
        held: Vec<(usize, Value)>,
        args: &[Value],
    ) -> Result<Value, Control> {
        let v = r?;
        for (i, old) in held {
            let Some(Value::Ref(cell)) = args.get(i) else {
                continue;
            };
            let new = cell.get();
            if identical(&new, &old) {
                continue;
            }
            match self.verify_ref_value(cell, new) {
                Ok(fit) => drop(cell.set(fit)),
                Err(e) => {
                    drop(cell.set(old));
                    return Err(e);
                }
            }
        }
        Ok(v)
    }
}
