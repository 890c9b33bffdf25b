//! The object handlers of ext/standard's `__PHP_Incomplete_Class` (incomplete_class.c),
//! whose objects `unserialize()` makes for a class it cannot find: a property read or
//! isset() warns (prefixed with the running function's name, php_error_docref) and finds
//! nothing; a write, unset() or fetch for writing throws; so does any method lookup. What
//! reads the property table itself (var_dump, foreach, get_object_vars, casts, serialize,
//! clone) sees the properties as they are.

use super::{Control, ThrowKind, Vm};
use crate::bytecode::UnitKind;
use crate::class::Class;
use crate::value::{ArrayKey, ObjectHandle, PhpStr, Value};

/// The member holding the name of the class that was missing.
const NAME_MEMBER: &[u8] = b"__PHP_Incomplete_Class_Name";

/// Whether objects of `c` have the incomplete class's handlers.
#[inline]
pub(crate) fn is_incomplete(c: &Class) -> bool {
    c.internal && &*c.lname == b"__php_incomplete_class"
}

impl Vm {
    /// php's text for `what` ("access a property", "modify a property", "call a method")
    /// done on `o`, when it is an incomplete object.
    pub fn incomplete_text(&self, o: &ObjectHandle, what: &str) -> Option<String> {
        let b = o.borrow();
        if !is_incomplete(&b.class) {
            return None;
        }
        let key = ArrayKey::Str(PhpStr::new(NAME_MEMBER));
        let name = match b.properties.get(&key).map(Value::deref_value) {
            Some(Value::Str(s)) => s.to_string_lossy(),
            _ => "unknown".into(),
        };
        Some(format!(
            "The script tried to {what} on an incomplete object. Please ensure that the class \
             definition \"{name}\" of the object you are trying to operate on was loaded \
             _before_ unserialize() gets called or provide an autoloader to load the class \
             definition"
        ))
    }

    /// A property read or isset() of `o`: true (after php's warning) when `o` is an
    /// incomplete object, whose properties are never found so.
    pub(super) fn incomplete_access(&mut self, o: &ObjectHandle) -> bool {
        if !is_incomplete(&o.borrow().class) {
            return false;
        }
        let func = self.docref_function();
        self.incomplete_access_in(o, &func)
    }

    /// `incomplete_access` from inside the builtin `func` (`property_exists`, ...), which
    /// php's warning names.
    pub fn incomplete_access_in(&mut self, o: &ObjectHandle, func: &str) -> bool {
        let Some(text) = self.incomplete_text(o, "access a property") else {
            return false;
        };
        self.warn(format!("{func}(): {text}"));
        true
    }

    /// A property write, unset() or fetch for writing of `o`: php's Error when `o` is an
    /// incomplete object.
    pub(super) fn incomplete_modify(&self, o: &ObjectHandle) -> Result<(), Control> {
        match self.incomplete_text(o, "modify a property") {
            Some(text) => Err(Control::Error(ThrowKind::Error, text)),
            None => Ok(()),
        }
    }

    /// A method looked up on `o`: php's Error when `o` is an incomplete object.
    pub fn incomplete_call(&self, o: &ObjectHandle) -> Result<(), Control> {
        match self.incomplete_text(o, "call a method") {
            Some(text) => Err(Control::Error(ThrowKind::Error, text)),
            None => Ok(()),
        }
    }

    /// The running function as php_error_docref names it: `main` for a script's code,
    /// `Class::name` for code with a class scope (methods, closures made in them).
    fn docref_function(&self) -> String {
        let Some(f) = self.co.frames.last() else {
            return "main".into();
        };
        let unit = &f.func.unit;
        if unit.kind == UnitKind::Script {
            return "main".into();
        }
        let name = String::from_utf8_lossy(&unit.name);
        match self.class_by_id(f.scope) {
            Some(c) => format!("{}::{name}", c.name.to_string_lossy()),
            None => name.into_owned(),
        }
    }
}
