//! `ArrayAccess` objects under `[]`: reads call `offsetGet`, writes `offsetSet`
//! (`offsetSet(null, $v)` for `$o[] = $v`), `isset`/`??` ask `offsetExists`, `unset` calls
//! `offsetUnset`. A path going deeper (`$o['a']['b'] = 1`) works on what `offsetGet`
//! returned: an object is changed in place, an array copy with php's notice.

use super::dim::Leaf;
use super::{Control, ThrowKind, Vm};
use crate::value::ops;
use crate::value::{ObjectHandle, PhpRef, Value};

impl Vm {
    /// Call an ArrayAccess method to completion.
    pub(super) fn offset_call(
        &mut self,
        o: &ObjectHandle,
        name: &[u8],
        args: Vec<Value>,
    ) -> Result<Value, Control> {
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
        self.call_method_sync(&m, Some(o.clone()), c.id, args)
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

    /// `$o[$k] ?? …` / `isset($o[$k])`.
    pub(super) fn object_dim_quiet(
        &mut self,
        o: &ObjectHandle,
        key: &Value,
    ) -> Result<Option<Value>, Control> {
        if !o.instance_of(b"ArrayAccess") {
            return Err(cannot_use(o));
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
        let r = self.offset_call(o, b"offsetExists", vec![key.clone()])?;
        Ok(crate::value::convert::to_bool(&r, &mut self.diag))
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
            let inner = self.offset_call(&o, b"offsetGet", vec![key])?;
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
                self.offset_call(&o, b"offsetSet", vec![key, v.clone()])?;
                Ok(v)
            }
            Leaf::Unset => {
                self.offset_call(&o, b"offsetUnset", vec![key])?;
                Ok(Value::Null)
            }
            Leaf::AssignOp(op, v) => {
                let cur = self.offset_call(&o, b"offsetGet", vec![key.clone()])?;
                let new = ops::binary_op(op, &cur, &v, &mut self.diag)?;
                self.offset_call(&o, b"offsetSet", vec![key, new.clone()])?;
                Ok(new)
            }
            Leaf::IncDec(op) => {
                // php fetches the element for writing: a temporary, with a notice
                let cur = self.offset_call(&o, b"offsetGet", vec![key])?;
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
            Leaf::BindRef(_) => Err(Control::Error(
                ThrowKind::Error,
                "Cannot assign by reference to an array dimension of an object".into(),
            )),
            Leaf::MakeRef => {
                let cur = self.offset_call(&o, b"offsetGet", vec![key])?;
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
