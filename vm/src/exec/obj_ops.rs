//! The full paths of the fused `$this->name` ops (literal names): `++$this->x`,
//! `$this->x op= v`, `isset($this->x)`, `empty($this->x)` / `$this->x ?? v`, and the
//! container check of a read-modify-write of `$obj->name`. Each runs
//! php's steps with every rule (`__get`/`__set`/`__isset`, hooks, readonly, typed
//! properties, undefined-property warnings) through the uncached property paths, then
//! teaches the site's inline cache what the fast lane (`exec/fast_obj.rs`) needs.

use super::{OpResult, Vm};
use crate::bytecode::{IncOp, Lit, NO_SLOT, Slot};
use crate::value::Value;
use crate::value::ops::{self, BinOp};

impl Vm {
    /// `IncDec`: `++$v` etc. on slot `var`, `dst` getting the expression's value.
    pub(super) fn incdec_var(&mut self, base: usize, op: IncOp, dst: Slot, var: Slot) -> OpResult {
        if self.slot(base, var).is_none() {
            self.undefined_variable(var);
            if matches!(op, IncOp::PreDec | IncOp::PostDec) {
                // php: decrementing an undefined variable leaves null
                self.set(base, var, Value::Null);
                self.set_result(base, dst, Value::Null);
                return Ok(());
            }
            self.set(base, var, Value::Null);
        }
        if let Some(Value::Ref(r)) = self.slot(base, var) {
            if r.is_typed() {
                let r = r.clone();
                let direct = var >= self.co.frames.last().map_or(0, |f| f.ncv);
                let (old, new) = self.incdec_typed_ref(&r, op, direct)?;
                let pre = matches!(op, IncOp::PreInc | IncOp::PreDec);
                self.set_result(base, dst, if pre { new } else { old });
                return Ok(());
            }
        }
        let slot = &mut self.co.stack[base + var as usize];
        let old = slot.as_ref().map(Value::deref_value).unwrap_or(Value::Null);
        let target = slot.get_or_insert(Value::Null);
        let r = match op {
            IncOp::PreInc | IncOp::PostInc => ops::increment(target, &mut self.diag),
            IncOp::PreDec | IncOp::PostDec => ops::decrement(target, &mut self.diag),
        };
        r?;
        if matches!(old, Value::Int(_)) {
            self.note_incdec_overflow(base, var, op);
        }
        if dst == NO_SLOT {
            return Ok(());
        }
        let result = match op {
            IncOp::PreInc | IncOp::PreDec => self.read_quiet(base, var),
            _ => old.deref_value(),
        };
        self.set(base, dst, result);
        Ok(())
    }

    /// `IncDecThisProp`: read `$this->name`, step it in scratch slot `var`, write it back.
    pub(super) fn incdec_this_prop(
        &mut self,
        base: usize,
        op: IncOp,
        dst: Slot,
        var: Slot,
        name: Lit,
    ) -> OpResult {
        let (o, n) = self.obj_and_lit(base, None, name)?;
        let v = self.fetch_prop_rw(&o, &n)?;
        self.set(base, var, v);
        self.incdec_var(base, op, dst, var)?;
        // an int overflow is checked by the store, which is this same op
        if let Some((_, pc, _)) = &mut self.incdec_overflow {
            *pc = pc.wrapping_sub(1);
        }
        let v = self.take(base, var);
        let r = self.assign_prop(&o, &n, v);
        self.incdec_overflow = None;
        r?;
        self.learn_write_prop(&o, &n);
        Ok(())
    }

    /// `PropRwCheck`: the container of a read-modify-write of `$obj->name` must be an
    /// object (php's FETCH_OBJ_RW), else php's Error at once; an incomplete object refuses
    /// the fetch for writing.
    pub(super) fn prop_rw_check(
        &mut self,
        base: usize,
        obj: Slot,
        name: Lit,
        incdec: bool,
    ) -> OpResult {
        let o = self.read(base, obj);
        if let Value::Object(ob) = &o {
            return self.incomplete_modify(ob);
        }
        let n = self.lit_bytes(name);
        let what = if incdec {
            "increment/decrement"
        } else {
            "assign"
        };
        Err(super::Control::Error(
            super::ThrowKind::Error,
            format!(
                "Attempt to {what} property \"{}\" on {}",
                String::from_utf8_lossy(&n),
                o.value_name()
            ),
        ))
    }

    /// The read of a read-modify-write of `$this->name`. A class with neither `__get` nor
    /// `__set` has php find the property through `get_property_ptr_ptr`, which creates an
    /// undefined one (with its "Creation of dynamic property" deprecation, or its Error)
    /// before it warns "Undefined property": the same order here.
    fn fetch_prop_rw(&mut self, o: &Value, n: &Value) -> Result<Value, super::Control> {
        if let Value::Object(ob) = o {
            // php fetches the property for writing first (get_property_ptr_ptr)
            self.incomplete_modify(ob)?;
        }
        let mark = self.diag.entries.len();
        let v = self.fetch_prop(o, n, false)?;
        let plain = matches!(o, Value::Object(ob) if {
            let c = ob.class();
            c.magic.get.is_none() && c.magic.set.is_none()
        });
        if plain && self.diag.entries.len() > mark {
            let held = self.diag.entries.split_off(mark);
            self.assign_prop(o, n, Value::Null)?;
            self.diag.entries.extend(held);
        }
        Ok(v)
    }

    /// `AssignOpThisProp`: `dst = $this->name = $this->name op src`.
    pub(super) fn assign_op_this_prop(
        &mut self,
        base: usize,
        op: BinOp,
        dst: Slot,
        name: Lit,
        src: Slot,
    ) -> OpResult {
        let (o, n) = self.obj_and_lit(base, None, name)?;
        let y = self.read(base, src);
        let x = self.fetch_prop_rw(&o, &n)?;
        let r = self.binary(op, &x, &y)?;
        self.set(base, dst, r.clone());
        self.assign_prop(&o, &n, r)?;
        // a typed property's coerced value is the expression's
        if let Some(v) = self.take_assigned(0) {
            self.set(base, dst, v);
        }
        self.learn_write_prop(&o, &n);
        Ok(())
    }

    /// `IssetThisProp`: `IssetObj` of `$this` and a literal name (outside an object php's
    /// ISSET_ISEMPTY_PROP_OBJ throws, as any `$this->name` access does).
    pub(super) fn isset_this_prop(&mut self, base: usize, dst: Slot, name: Lit) -> OpResult {
        let (o, n) = self.obj_and_lit(base, None, name)?;
        if let Some(r) = self.isset_prop_cached(&o, &n) {
            self.set(base, dst, Value::Bool(r));
            return Ok(());
        }
        let r = match (&o, &n) {
            (Value::Object(o), Value::Str(n)) => self.isset_prop(o, n)?,
            _ => false,
        };
        self.set(base, dst, Value::Bool(r));
        Ok(())
    }

    /// `FetchThisPropIs`: `FetchObjIs` of `$this` and a literal name (an Error outside an
    /// object, as `isset_this_prop`).
    pub(super) fn fetch_this_prop_is(
        &mut self,
        base: usize,
        dst: Slot,
        name: Lit,
        empty: bool,
    ) -> OpResult {
        let (o, n) = self.obj_and_lit(base, None, name)?;
        if let Some(v) = self.fetch_is_cached(&o, &n) {
            self.set(base, dst, v);
            return Ok(());
        }
        let v = self.fetch_prop_is(&o, &n, empty)?;
        self.set(base, dst, v);
        Ok(())
    }

    /// A quiet property read (`FetchObjIs`); for `empty()` a property that is not set, of
    /// a class with `__get` but no `__isset`, is null without asking `__get` (php's
    /// `has_property` in "not empty" mode).
    pub(super) fn fetch_prop_is(
        &mut self,
        o: &Value,
        n: &Value,
        empty: bool,
    ) -> Result<Value, super::Control> {
        if let (true, Value::Object(obj)) = (empty, o) {
            let c = obj.class();
            if c.magic.get.is_some() && c.magic.isset.is_none() {
                let name = self.to_string_value(n)?;
                if !self.isset_prop(obj, &name)? {
                    return Ok(Value::Null);
                }
            }
        }
        self.fetch_prop(o, n, true)
    }

    /// `AssignStaticProp`: `Class::$name = src` (`StaticPropRef` + `Assign` in one op).
    pub(super) fn assign_static_prop(
        &mut self,
        base: usize,
        class: Lit,
        name: Lit,
        src: Slot,
    ) -> OpResult {
        let c = self.class_from_lit_al(class)?;
        let Some(r) = self.static_prop_cached(&c, name, false)? else {
            return Ok(());
        };
        let v = self.take(base, src);
        if r.is_typed() {
            return self.assign_typed_cell(&r, v, true);
        }
        drop(r.set(v));
        Ok(())
    }

    /// `NewCtor`: `New`, then `InitCtor`, or (no constructor) a jump over the `DoFcall`.
    pub(super) fn new_ctor(&mut self, base: usize, dst: Slot, class: Lit) -> OpResult {
        let c = self.class_from_lit_al(class)?;
        let o = self.instantiate_class(&c)?;
        if c.magic.construct.is_none() {
            self.set(base, dst, Value::Object(o));
            let next = self.co.frames.last().map_or(0, |f| f.pc + 1);
            self.jump(next);
            return Ok(());
        }
        self.set(base, dst, Value::Object(o.clone()));
        let r = self.init_ctor(Value::Object(o));
        if r.is_err() {
            // php marks the object's construction failed (no destructor) and frees NEW's
            // result as the exception leaves the op
            if let Some(Some(Value::Object(o))) = self.co.stack.get(base + dst as usize) {
                o.borrow_mut().destructed = true;
            }
            self.co.stack[base + dst as usize] = None;
        }
        r
    }
}
