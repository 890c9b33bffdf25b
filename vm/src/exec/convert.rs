//! Conversions that may run PHP code: casts (`(string)` calls `__toString`, `(array)` of an
//! object gives its mangled property table) and string conversion of any value.

use super::magic_cont::{Defer, MethodCall, Then};
use super::{Control, Vm};
use crate::bytecode::CastOp;
use crate::class::{MethodBody, MethodEntry};
use crate::value::ObjectHandle;
use crate::value::convert::{to_array, to_bool, to_float, to_int, to_str};
use crate::value::{ArrayKey, PhpArray, PhpStr, Value};
use std::rc::Rc;

impl Vm {
    pub(crate) fn cast(&mut self, op: CastOp, x: Value) -> Result<Value, Control> {
        Ok(match op {
            CastOp::Int => match &x {
                Value::Object(o) => {
                    self.warn(format!(
                        "Object of class {} could not be converted to int",
                        o.class_name().to_string_lossy()
                    ));
                    Value::Int(1)
                }
                _ => Value::Int(to_int(&x, &mut self.diag)?),
            },
            CastOp::Float => match &x {
                Value::Object(o) => {
                    self.warn(format!(
                        "Object of class {} could not be converted to float",
                        o.class_name().to_string_lossy()
                    ));
                    Value::Float(1.0)
                }
                _ => Value::Float(to_float(&x)?),
            },
            CastOp::String => Value::Str(self.to_string_value(&x)?),
            CastOp::Bool => Value::Bool(to_bool(&x, &mut self.diag)),
            CastOp::Array => match &x {
                // php wraps a Closure instead of exposing its (absent) properties
                Value::Object(o) if o.class().name.as_bytes().eq_ignore_ascii_case(b"Closure") => {
                    let mut a = crate::value::PhpArray::new();
                    a.insert(crate::value::ArrayKey::Int(0), x.clone());
                    Value::Array(a)
                }
                Value::Object(o) => {
                    let c = o.class();
                    Value::Array(crate::class::object_to_array(
                        &c,
                        &crate::class_def::props_for(o, crate::class_def::PropPurpose::ArrayCast),
                    ))
                }
                _ => Value::Array(to_array(&x, &mut self.diag)?),
            },
            CastOp::Object => match x {
                Value::Object(_) => x,
                Value::Array(a) => {
                    let o = self.instantiate(b"stdClass")?;
                    o.borrow_mut().properties = symtable_to_proptable(a);
                    Value::Object(o)
                }
                Value::Null => Value::Object(self.instantiate(b"stdClass")?),
                v => {
                    let o = self.instantiate(b"stdClass")?;
                    o.borrow_mut().properties.insert("scalar", v);
                    Value::Object(o)
                }
            },
            CastOp::Null => Value::Null,
        })
    }

    /// String conversion including objects (`__toString` of internal classes).
    #[allow(clippy::wrong_self_convention)]
    pub(crate) fn to_string_value(&mut self, v: &Value) -> Result<crate::value::PhpStr, Control> {
        match v {
            Value::Object(o) => {
                if !self.str_memo.0.is_empty() {
                    if let Some(s) = self.take_memo_string(o) {
                        return Ok(s);
                    }
                }
                let c = o.class();
                if let Some(m) = c.magic.to_string.clone() {
                    if matches!(m.body, crate::class::MethodBody::User(_)) {
                        // may end the running op (`magic_cont.rs`, `Defer::ToString`)
                        let call = self.to_string_call(o, m, |_: &mut Vm, s| Ok(Value::Str(s)));
                        return match self.magic_call(Defer::ToString, call)? {
                            Value::Str(s) => Ok(s),
                            _ => Ok(crate::value::PhpStr::empty()),
                        };
                    }
                    if !matches!(m.body, crate::class::MethodBody::Internal(_))
                        || !o.instance_of(b"Throwable")
                    {
                        let v = self.call_method_sync(&m, Some(o.clone()), c.id, Vec::new())?;
                        return match v {
                            Value::Str(s) => Ok(s),
                            other => Err(Control::Error(
                                super::ThrowKind::TypeError,
                                format!(
                                    "{}::__toString(): Return value must be of type string, {} returned",
                                    m.declaring_name.to_string_lossy(),
                                    other.value_name()
                                ),
                            )),
                        };
                    }
                }
                if o.instance_of(b"Throwable") {
                    return Ok(crate::value::PhpStr::from(self.throwable_to_string(o)));
                }
                Err(Control::Error(
                    super::ThrowKind::Error,
                    format!(
                        "Object of class {} could not be converted to string",
                        o.class_name().to_string_lossy()
                    ),
                ))
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.to_string_value(&inner)
            }
            v => Ok(to_str(v, &mut self.diag)?),
        }
    }
}

/// The object and its user `__toString` when `v` is an object whose conversion runs PHP
/// code (a call that may suspend a Fiber).
pub(crate) fn user_to_string(v: &Value) -> Option<(ObjectHandle, Rc<MethodEntry>)> {
    let Value::Object(o) = v else {
        return None;
    };
    let m = o.class().magic.to_string.clone()?;
    matches!(m.body, MethodBody::User(_)).then(|| (o.clone(), m))
}

impl Vm {
    /// The call of `o`'s user `__toString`, `then` given the string it returns (php's
    /// TypeError when it returns anything else).
    pub(crate) fn to_string_call<F>(
        &self,
        o: &ObjectHandle,
        m: Rc<MethodEntry>,
        then: F,
    ) -> MethodCall
    where
        F: FnOnce(&mut Vm, PhpStr) -> Result<Value, Control> + 'static,
    {
        let declaring = m.declaring_name.clone();
        let f = move |vm: &mut Vm, v: Value| match v {
            Value::Str(s) => then(vm, s),
            other => Err(Control::Error(
                super::ThrowKind::TypeError,
                format!(
                    "{}::__toString(): Return value must be of type string, {} returned",
                    declaring.to_string_lossy(),
                    other.value_name()
                ),
            )),
        };
        MethodCall {
            m,
            this: Some(o.clone()),
            called: o.class().id,
            args: Vec::new(),
            then: Box::new(Then { guard: None, f }),
        }
    }

    /// A binary operator on any two values. An object operand is php's TypeError (or
    /// `__toString` for `.`), after what converting the other operand first reports (the
    /// float-to-int deprecation of `2.5 % $obj`): the pure operator runs first and answers
    /// `NeedsVm` where it meets the object.
    pub fn binary(
        &mut self,
        op: crate::value::ops::BinOp,
        x: &Value,
        y: &Value,
    ) -> Result<Value, Control> {
        match crate::value::ops::binary_op(op, x, y, &mut self.diag) {
            Err(crate::value::OpError::NeedsVm) => {
                if op == crate::value::ops::BinOp::Concat {
                    return self.concat_objects(x.clone(), y.clone());
                }
                Err(crate::value::ops::binop_error(op, x, y).into())
            }
            r => Ok(r?),
        }
    }

    /// `x . y` where one is an object: each converted in turn (a `__toString` may end
    /// the op, its continuation going on with the other operand).
    pub(crate) fn concat_objects(&mut self, x: Value, y: Value) -> Result<Value, Control> {
        if let Some((o, m)) = user_to_string(&x) {
            let call = self.to_string_call(&o, m, move |vm: &mut Vm, a| {
                vm.chained(Defer::ToString, |vm| vm.concat_right(a, &y))
            });
            return self.magic_call(Defer::ToString, call);
        }
        let a = self.to_string_value(&x)?;
        self.concat_right(a, &y)
    }

    fn concat_right(&mut self, a: PhpStr, y: &Value) -> Result<Value, Control> {
        if let Some((o, m)) = user_to_string(y) {
            let call = self.to_string_call(&o, m, move |_: &mut Vm, b| {
                let mut s = a;
                s.push_bytes(&b);
                Ok(Value::Str(s))
            });
            return self.magic_call(Defer::ToString, call);
        }
        let b = self.to_string_value(y)?;
        let mut s = a;
        s.push_bytes(&b);
        Ok(Value::Str(s))
    }
}

/// php's `zend_symtable_to_proptable`: an array's integer keys become the property names
/// "5" (a reference held once is unwrapped then); an array without any is shared as is.
pub(crate) fn symtable_to_proptable(a: PhpArray) -> PhpArray {
    if a.keys().all(|k| matches!(k, ArrayKey::Str(_))) {
        return a;
    }
    let mut out = PhpArray::new();
    for (k, v) in a.iter() {
        let k = match k {
            ArrayKey::Int(i) => ArrayKey::Str(PhpStr::from_vec(i.to_string().into_bytes())),
            k => k,
        };
        let v = match v {
            Value::Ref(r) if r.ref_count() == 1 => r.get(),
            v => v.clone(),
        };
        out.insert(k, v);
    }
    out
}
