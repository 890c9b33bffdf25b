//! Dynamic class constant fetch (php 8.3): `Foo::{$name}`, `$obj::{expr}`, `$cls::{expr}`.

use super::{Control, ThrowKind, Vm};
use crate::class::Class;
use crate::value::Value;
use std::rc::Rc;

impl Vm {
    /// `Class::{name}`: the name must be a string (no conversion, as php).
    pub(super) fn class_constant_by_value(
        &mut self,
        c: &Rc<Class>,
        name: Value,
    ) -> Result<Value, Control> {
        match name.deref_value() {
            Value::Str(s) => self.class_constant(c, s.as_bytes()),
            other => Err(Control::Error(
                ThrowKind::TypeError,
                format!(
                    "Cannot use value of type {} as class constant name",
                    match other {
                        Value::Object(_) => "object".into(),
                        o => o.type_name(),
                    }
                ),
            )),
        }
    }

    /// `$obj::{name}` / `$cls::{name}`.
    pub(super) fn class_constant_dyn(
        &mut self,
        class: Value,
        name: Value,
    ) -> Result<Value, Control> {
        let c = match class.deref_value() {
            Value::Object(o) => o.class(),
            Value::Str(s) => self.lookup_class(s.as_bytes())?,
            _ => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Class name must be a valid object or a string".into(),
                ));
            }
        };
        self.class_constant_by_value(&c, name)
    }
}
