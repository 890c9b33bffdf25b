//! `ArrayAccess` objects under `[]`: reads call `offsetGet`, writes `offsetSet`
//! (`offsetSet(null, $v)` for `$o[] = $v`), `isset`/`??` ask `offsetExists`, `unset` calls
//! `offsetUnset`. A path going deeper (`$o['a']['b'] = 1`) works on what `offsetGet`
//! returned: an object is changed in place, an array copy with php's notice.

use super::dim::Leaf;
use super::magic_cont::{Defer, MethodCall, Then};
use super::{Control, ThrowKind, Vm};
use crate::value::ops;
use crate::value::{ObjectHandle, PhpRef, Value};

impl Vm {
    /// Call an ArrayAccess method; it may end the running op through a continuation
    /// (`magic_cont.rs`, `Defer::Offset`).
    pub(super) fn offset_call(
        &mut self,
        o: &ObjectHandle,
        name: &[u8],
        args: Vec<Value>,
    ) -> Result<Value, Control> {
        let call = self.offset_method(o, name, args, |_: &mut Vm, v: Value| Ok(v))?;
        self.magic_call(Defer::Offset, call)
    }

    /// `offset_call` with `then` applied to the method's result.
    pub(super) fn offset_call_then<F>(
        &mut self,
        o: &ObjectHandle,
        name: &[u8],
        args: Vec<Value>,
        then: F,
    ) -> Result<Value, Control>
    where
        F: FnOnce(&mut Vm, Value) -> Result<Value, Control> + 'static,
    {
        let call = self.offset_method(o, name, args, then)?;
        self.magic_call(Defer::Offset, call)
    }

    /// The call of ArrayAccess method `name` on `o`, or php's Error when there is none.
    pub(super) fn offset_method<F>(
        &mut self,
        o: &ObjectHandle,
        name: &[u8],
        args: Vec<Value>,
        then: F,
    ) -> Result<MethodCall, Control>
    where
        F: FnOnce(&mut Vm, Value) -> Result<Value, Control> + 'static,
    {
        let c = o.class();
        let Some(m) = c.find_method(name).cloned() else {
            return Err(Control::Error(
                ThrowKind::Error,
                format!(
                    "Call to undefined method {}::{}()",
                    c.name.to_string_lossy(),
                    String::from_utf8_lossy(name)
                ),
            ));
        };
        Ok(MethodCall {
            m,
            this: Some(o.clone()),
            called: c.id,
            args,
            then: Box::new(Then {
                guard: None,
                f: then,
            }),
        })
    }

    /// `$o[$k]` on an object: ArrayAccess, or php's Error.
    pub(super) fn object_dim_read(
        &mut self,
        o: &ObjectHandle,
        key: &Value,
    ) -> Result<Value, Control> {
        if !o.instance_of(b"ArrayAccess") {
            return Err(cannot_use(o));
        }
        self.offset_call(o, b"offsetGet", vec![key.clone()])
    }

    /// `$o[$k] ?? …` / `empty($o[$k])` (`empty`).
    pub(super) fn object_dim_quiet(
        &mut self,
        o: &ObjectHandle,
        key: &Value,
        empty: bool,
    ) -> Result<Option<Value>, Control> {
        if !o.instance_of(b"ArrayAccess") {
            return Err(cannot_use(o));
        }
        if empty && o.instance_of(b"SplFixedArray") && !declared_by(o, b"offsetExists", QUIET_DIMS)
        {
            // php's spl_fixedarray_object_has_dimension: an overriding offsetExists alone
            // answers empty() too, no element is read
            let set = |vm: &mut Vm, v: Value| {
                Ok(Value::Bool(crate::value::convert::to_bool(
                    &v,
                    &mut vm.diag,
                )))
            };
            let r = self.offset_call_then(o, b"offsetExists", vec![key.clone()], set)?;
            return Ok(matches!(r, Value::Bool(true)).then_some(Value::Bool(true)));
        }
        if declared_by(o, b"offsetExists", QUIET_DIMS) && declared_by(o, b"offsetGet", QUIET_DIMS) {
            // the element itself, read once (null: missing)
            let ident = |_: &mut Vm, v: Value| Ok(v);
            return self
                .offset_call_then(o, b"__rphp_dim_quiet", vec![key.clone()], ident)
                .map(Some);
        }
        if self.defer == Defer::Offset {
            // the op ends with these calls: offsetExists' continuation asks for offsetGet
            let (o2, key2) = (o.clone(), key.clone());
            let then = move |vm: &mut Vm, r: Value| {
                if !crate::value::convert::to_bool(&r, &mut vm.diag) {
                    return Ok(Value::Null);
                }
                let ident = |_: &mut Vm, v: Value| Ok(v);
                let call = vm.offset_method(&o2, b"offsetGet", vec![key2], ident)?;
                Err(Control::Method(Box::new(call)))
            };
            return self
                .offset_call_then(o, b"offsetExists", vec![key.clone()], then)
                .map(Some);
        }
        let exists = self.offset_call(o, b"offsetExists", vec![key.clone()])?;
        if !crate::value::convert::to_bool(&exists, &mut self.diag) {
            return Ok(None);
        }
        self.offset_call(o, b"offsetGet", vec![key.clone()])
            .map(Some)
    }

    /// `isset($o[$k])`: `offsetExists` alone decides.
    pub(super) fn object_dim_isset(
        &mut self,
        o: &ObjectHandle,
        key: &Value,
    ) -> Result<bool, Control> {
        if !o.instance_of(b"ArrayAccess") {
            return Err(cannot_use(o));
        }
        let to_bool = |vm: &mut Vm, v: Value| {
            Ok(Value::Bool(crate::value::convert::to_bool(
                &v,
                &mut vm.diag,
            )))
        };
        // the SPL classes' own offsetExists: the element must be there and not null
        if declared_by(o, b"offsetExists", QUIET_DIMS) {
            let not_null = |_: &mut Vm, v: Value| Ok(Value::Bool(!v.is_null()));
            let r = self.offset_call_then(o, b"__rphp_dim_quiet", vec![key.clone()], not_null)?;
            return Ok(matches!(r, Value::Bool(true)));
        }
        let r = self.offset_call_then(o, b"offsetExists", vec![key.clone()], to_bool)?;
        Ok(matches!(r, Value::Bool(true)))
    }

    /// `$o[$k]` fetched for writing (a nested write, `++`, `&$o[$k]`), php's
    /// read_dimension with BP_VAR_W/RW: a WeakMap's or an ArrayObject's element itself (a
    /// reference), else what `offsetGet` gives (a reference when it returns by reference).
    /// `append`: `$o[][...]` (no key); `rw`: the element is read too (`++`), so a missing
    /// one of an ArrayObject is php's undefined key.
    pub(super) fn object_dim_fetch_w(
        &mut self,
        o: &ObjectHandle,
        key: Value,
        append: bool,
        rw: bool,
    ) -> Result<Value, Control> {
        let c = o.class();
        if c.internal && c.lname.as_ref() == b"weakmap" {
            return self.weakmap_dim_ref(o, &key);
        }
        let spl_array = declared_by(o, b"offsetGet", &[b"ArrayObject", b"ArrayIterator"]);
        if key.is_null() && declared_by(o, b"offsetGet", &[b"SplFixedArray"]) {
            return Err(Control::Error(
                ThrowKind::Error,
                "[] operator not supported for SplFixedArray".into(),
            ));
        }
        if spl_array && append {
            // `$ao[][...]`: no element to write into (php's notice follows)
            return Ok(Value::Null);
        }
        // spl_array_get_dimension_ptr: a missing element is made, quietly
        let name: &[u8] = if spl_array {
            b"__rphp_dim_w"
        } else {
            b"offsetGet"
        };
        // a by-reference result stays the reference cell
        // ... so it runs to completion here: what follows needs it
        let outer = self.sync_keep_ref.replace(self.sync_depth + 1);
        let defer = std::mem::replace(&mut self.defer, Defer::No);
        let args = if spl_array {
            vec![key, Value::Bool(rw)]
        } else {
            vec![key]
        };
        let r = self.offset_call(o, name, args);
        self.defer = defer;
        self.sync_keep_ref = outer;
        r
    }

    /// A write path whose container is an object.
    pub(super) fn object_dim_write(
        &mut self,
        o: ObjectHandle,
        keys: &[Option<Value>],
        leaf: Leaf,
    ) -> Result<Value, Control> {
        if !o.instance_of(b"ArrayAccess") {
            return Err(cannot_use(&o));
        }
        let Some((first, rest)) = keys.split_first() else {
            return Ok(Value::Null);
        };
        let key = first.clone().unwrap_or(Value::Null);
        if !rest.is_empty() {
            let inner = match self.object_dim_fetch_w(&o, key, first.is_none(), false)? {
                Value::Ref(cell) => match cell.get() {
                    Value::Object(inner) => Value::Object(inner),
                    _ => return self.ref_dim_write(cell, rest, leaf),
                },
                v => v,
            };
            return match inner {
                Value::Object(inner) => self.object_dim_write(inner, rest, leaf),
                _ => {
                    self.notice(format!(
                        "Indirect modification of overloaded element of {} has no effect",
                        o.class_name().to_string_lossy()
                    ));
                    Ok(Value::Null)
                }
            };
        }
        match leaf {
            Leaf::Assign(v) => {
                let args = vec![key, v.clone()];
                self.offset_call_then(&o, b"offsetSet", args, move |_: &mut Vm, _: Value| Ok(v))
            }
            Leaf::Unset => {
                self.offset_call(&o, b"offsetUnset", vec![key])?;
                Ok(Value::Null)
            }
            Leaf::AssignOp(op, v) if self.defer == Defer::Offset => {
                // offsetGet's continuation computes the value and asks for offsetSet
                let (o2, key2) = (o.clone(), key.clone());
                let then = move |vm: &mut Vm, cur: Value| {
                    let new = vm.binary(op, &cur, &v)?;
                    let args = vec![key2, new.clone()];
                    let done = move |_: &mut Vm, _: Value| Ok(new);
                    let call = vm.offset_method(&o2, b"offsetSet", args, done)?;
                    Err(Control::Method(Box::new(call)))
                };
                self.offset_call_then(&o, b"offsetGet", vec![key], then)
            }
            Leaf::AssignOp(op, v) => {
                let cur = self.offset_call(&o, b"offsetGet", vec![key.clone()])?;
                let new = self.binary(op, &cur, &v)?;
                self.offset_call(&o, b"offsetSet", vec![key, new.clone()])?;
                Ok(new)
            }
            Leaf::IncDec(op) => {
                // php fetches the element for writing: a reference is written through,
                // anything else is a temporary, with a notice
                let cur = match self.object_dim_fetch_w(&o, key, false, true)? {
                    Value::Ref(cell) => return self.ref_dim_write(cell, &[], Leaf::IncDec(op)),
                    v => v,
                };
                self.notice(format!(
                    "Indirect modification of overloaded element of {} has no effect",
                    o.class_name().to_string_lossy()
                ));
                let mut new = cur.deref_value();
                use crate::bytecode::IncOp;
                match op {
                    IncOp::PreInc | IncOp::PostInc => ops::increment(&mut new, &mut self.diag)?,
                    IncOp::PreDec | IncOp::PostDec => ops::decrement(&mut new, &mut self.diag)?,
                }
                Ok(match op {
                    IncOp::PreInc | IncOp::PreDec => new,
                    _ => cur,
                })
            }
            Leaf::BindRef(r) => {
                // ArrayObject/ArrayIterator: php fetches the element's slot for writing
                // (spl_array_get_dimension_ptr) and binds it; `$ao[]` has none
                if declared_by(&o, b"offsetGet", &[b"ArrayObject", b"ArrayIterator"]) {
                    if first.is_some() {
                        let bound = |_: &mut Vm, v: Value| Ok(v);
                        let args = vec![key, Value::Ref(r)];
                        let done = self.offset_call_then(&o, b"__rphp_dim_bind", args, bound)?;
                        if matches!(done, Value::Bool(true)) {
                            return Ok(Value::Null);
                        }
                    } else {
                        self.notice(format!(
                            "Indirect modification of overloaded element of {} has no effect",
                            o.class_name().to_string_lossy()
                        ));
                    }
                }
                Err(Control::Error(
                    ThrowKind::Error,
                    "Cannot assign by reference to an array dimension of an object".into(),
                ))
            }
            Leaf::MakeRef => {
                let cur = match self.object_dim_fetch_w(&o, key, false, false)? {
                    r @ Value::Ref(_) => return Ok(r),
                    v => v,
                };
                if !matches!(cur, Value::Object(_)) {
                    self.notice(format!(
                        "Indirect modification of overloaded element of {} has no effect",
                        o.class_name().to_string_lossy()
                    ));
                }
                Ok(Value::Ref(PhpRef::new(cur)))
            }
        }
    }
}

fn cannot_use(o: &ObjectHandle) -> Control {
    Control::Error(
        ThrowKind::Error,
        format!(
            "Cannot use object of type {} as array",
            o.class_name().to_string_lossy()
        ),
    )
}

/// The prelude classes whose `isset`/`empty`/`??` read the element through
/// `__rphp_dim_quiet` while their own offsetExists (and offsetGet) are not overridden.
const QUIET_DIMS: &[&[u8]] = &[b"ArrayObject", b"ArrayIterator", b"SplFixedArray"];

/// Whether `o`'s `method` is declared by one of the classes `by` (not overridden).
fn declared_by(o: &ObjectHandle, method: &[u8], by: &[&[u8]]) -> bool {
    o.class().find_method(method).is_some_and(|m| {
        let d = m.declaring_name.as_bytes();
        by.iter().any(|c| d.eq_ignore_ascii_case(c))
    })
}
