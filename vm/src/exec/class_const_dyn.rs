//! Dynamic class constant fetch (php 8.3): `Foo::{$name}`, `$obj::{expr}`, `$cls::{expr}`;
//! the property-fetch rule of constant expressions compiled as code (`const X = ...;`).

use super::{Control, ThrowKind, Vm};
use crate::class::Class;
use crate::value::Value;
use std::rc::Rc;

impl Vm {
    /// `Op::ConstPropCheck`: php's zend_ast_evaluate for a property fetch converts the
    /// name to a string first, then refuses an object that is not an enum case (a
    /// non-object is left to the fetch, which warns and yields null).
    pub(super) fn const_prop_check(
        &mut self,
        base: usize,
        obj: crate::bytecode::Slot,
        name: crate::bytecode::Slot,
    ) -> Result<(), Control> {
        let n = self.read(base, name);
        if !matches!(n, Value::Str(_)) {
            let s = self.to_string_value(&n)?;
            self.set(base, name, Value::Str(s));
        }
        match self.read(base, obj) {
            Value::Object(o) if o.class().kind != crate::bytecode::ClassKind::Enum => {
                Err(Control::Error(
                    ThrowKind::Error,
                    "Fetching properties on non-enums in constant expressions is not allowed"
                        .into(),
                ))
            }
            _ => Ok(()),
        }
    }

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
