//! php's `zend_compare` where an object takes part: the pure comparison of `value::compare`
//! answers every other pair, and these run PHP code (`__toString`) or report php's
//! notices. An object meets a scalar as `zend_std_compare_objects` casts it: to bool
//! (always true), to string (through `__toString`, else uncomparable), to int or float
//! (impossible: php's "could not be converted" notice, then 1); null and arrays are
//! uncomparable (1 with the object on the left, -1 on the right). Two objects of one
//! class compare their properties in order, values compared the same way.

use super::{Control, Vm};
use crate::value::compare::{CmpOp, compare, compare_entries, enter, loose_eq};
use crate::value::{ArrayData, ObjectHandle, OpError, Value};

impl Vm {
    /// `zend_compare` (`<=>`): -1, 0 or 1, objects included.
    pub fn compare_values(&mut self, a: &Value, b: &Value) -> Result<i32, Control> {
        match compare(a, b, &mut self.diag) {
            Err(OpError::NeedsVm) => self.compare_deep(a, b, &mut Vec::new()),
            r => Ok(r?),
        }
    }

    /// `zend_is_equal` (`==`), objects included.
    pub fn loose_equals(&mut self, a: &Value, b: &Value) -> Result<bool, Control> {
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            return Ok(x == y);
        }
        match loose_eq(a, b, &mut self.diag) {
            Err(OpError::NeedsVm) => Ok(self.compare_deep(a, b, &mut Vec::new())? == 0),
            r => Ok(r?),
        }
    }

    /// A comparison operator other than `===`/`!==` on two values, objects included:
    /// `>` and `>=` compare the operands swapped, as php's `IS_SMALLER` does (an
    /// uncomparable pair is 1 both ways round).
    pub(crate) fn compare_with_objects(
        &mut self,
        op: CmpOp,
        x: &Value,
        y: &Value,
    ) -> Result<Value, Control> {
        Ok(match op {
            CmpOp::Eq => Value::Bool(self.loose_equals(x, y)?),
            CmpOp::NotEq => Value::Bool(!self.loose_equals(x, y)?),
            CmpOp::Lt => Value::Bool(self.compare_values(x, y)? < 0),
            CmpOp::Le => Value::Bool(self.compare_values(x, y)? <= 0),
            CmpOp::Gt => Value::Bool(self.compare_values(y, x)? < 0),
            CmpOp::Ge => Value::Bool(self.compare_values(y, x)? <= 0),
            CmpOp::Spaceship => Value::Int(i64::from(self.compare_values(x, y)?)),
            CmpOp::Identical => Value::Bool(crate::value::compare::identical(x, y)),
            CmpOp::NotIdentical => Value::Bool(!crate::value::compare::identical(x, y)),
        })
    }

    fn compare_deep(
        &mut self,
        a: &Value,
        b: &Value,
        path: &mut Vec<usize>,
    ) -> Result<i32, Control> {
        let (a, b) = (a.deref_value(), b.deref_value());
        match (&a, &b) {
            (Value::Object(x), Value::Object(y)) => self.compare_objects_deep(x, y, path),
            (Value::Object(o), v) => self.compare_object_with(o, v, true, path),
            (v, Value::Object(o)) => self.compare_object_with(o, v, false, path),
            (Value::Array(x), Value::Array(y)) => {
                if crate::value::PhpArray::ptr_eq(x, y) {
                    return Ok(0);
                }
                self.compare_nested(x.addr(), x, y, path)
            }
            _ => Ok(compare(&a, &b, &mut self.diag)?),
        }
    }

    /// Two arrays (or property tables) of the container at `addr`, entered on the path
    /// (a cycle is php's "Nesting level too deep"): `zend_hash_compare` unordered.
    fn compare_nested(
        &mut self,
        addr: usize,
        a: &ArrayData,
        b: &ArrayData,
        path: &mut Vec<usize>,
    ) -> Result<i32, Control> {
        enter(path, addr)?;
        let r = compare_entries(a, b, |v1, v2| self.compare_deep(v1, v2, path));
        path.pop();
        r
    }

    /// `zend_std_compare_objects` of two objects.
    fn compare_objects_deep(
        &mut self,
        x: &ObjectHandle,
        y: &ObjectHandle,
        path: &mut Vec<usize>,
    ) -> Result<i32, Control> {
        if ObjectHandle::ptr_eq(x, y) {
            return Ok(0);
        }
        // an internal class's own comparison (DateTime): both sides must have the same
        // handlers (php's ZEND_COMPARE_OBJECTS_FALLBACK), else the standard comparison
        let hx = x.borrow().class.handlers;
        let hy = y.borrow().class.handlers;
        if let (Some(h), Some(h2)) = (hx, hy)
            && std::ptr::eq(h, h2)
            && let Some(f) = h.compare
        {
            return Ok(f(self, x, y)?.map_or(1, |o| o as i32));
        }
        let (px, py) = {
            let (bx, by) = (x.borrow(), y.borrow());
            if !std::rc::Rc::ptr_eq(&bx.class, &by.class)
                || crate::value::compare::uncomparable(&bx.class)
            {
                return Ok(1);
            }
            (bx.properties.clone(), by.properties.clone())
        };
        self.compare_nested(x.addr(), &px, &py, path)
    }

    /// An object against a non-object, cast as `zend_std_compare_objects` casts it.
    fn compare_object_with(
        &mut self,
        o: &ObjectHandle,
        v: &Value,
        object_lhs: bool,
        path: &mut Vec<usize>,
    ) -> Result<i32, Control> {
        let uncomparable = Ok(if object_lhs { 1 } else { -1 });
        let casted = match v {
            Value::Bool(_) => Value::Bool(true),
            Value::Str(_) => {
                if o.class().magic.to_string.is_none() {
                    return uncomparable;
                }
                // (a builtin or op that runs again may stop here: `magic_cont.rs`)
                Value::Str(crate::builtins::value_to_str(
                    self,
                    &Value::Object(o.clone()),
                )?)
            }
            Value::Int(_) | Value::Float(_) => {
                let (word, one) = match v {
                    Value::Int(_) => ("int", Value::Int(1)),
                    _ => ("float", Value::Float(1.0)),
                };
                self.notice(format!(
                    "Object of class {} could not be converted to {word}",
                    o.class_name().to_string_lossy()
                ));
                one
            }
            _ => return uncomparable,
        };
        if object_lhs {
            self.compare_deep(&casted, v, path)
        } else {
            self.compare_deep(v, &casted, path)
        }
    }
}
