//! The value layer: `Value` (16 bytes) and its parts — byte strings (`PhpStr`), ordered
//! copy-on-write arrays (`PhpArray`), reference cells (`PhpRef`), object handles — plus php's
//! conversions, operators and comparisons with php 8.5's exact results and messages.
//!
//! Operators never print: they report diagnostics to a `Diagnostics` sink and return
//! `Result<Value, OpError>`, where `OpError` is a throwable php would raise (or `NeedsVm` when
//! the answer depends on running PHP code, e.g. `__toString`).

pub mod array;
pub mod compare;
pub mod convert;
pub(crate) mod drop;
pub mod float_fmt;
pub mod numeric;
pub mod object;
pub mod ops;
pub mod reference;
pub mod resource;
pub mod string;

pub use array::{ArrayData, ArrayKey, PhpArray};
pub use object::{ObjectData, ObjectHandle, WeakObject};
pub use reference::PhpRef;
pub use resource::ResourceHandle;
pub use string::PhpStr;

use std::fmt;

/// A php value.
#[derive(Clone, Debug, Default)]
#[repr(u64)]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(PhpStr),
    Array(PhpArray),
    Object(ObjectHandle),
    Ref(PhpRef),
    Resource(ResourceHandle),
}

const _: () = assert!(std::mem::size_of::<Value>() == 16);
const _: () = assert!(std::mem::size_of::<Option<Value>>() == 16);

impl Value {
    pub fn str(bytes: impl AsRef<[u8]>) -> Value {
        Value::Str(PhpStr::new(bytes.as_ref()))
    }

    /// Drops a temporary copy whose source still holds it: an object does not become a
    /// possible root of the collector (`ObjectHandle::release`, php's `zval_ptr_dtor_nogc`).
    #[inline]
    pub fn release(self) {
        if let Value::Object(o) = self {
            o.release();
        }
    }

    /// The value itself, or the value inside a reference cell (cloned out of it).
    #[inline]
    pub fn deref_value(&self) -> Value {
        match self {
            Value::Ref(r) => r.get(),
            v => v.clone(),
        }
    }

    /// `deref_value` of an owned value: no clone unless it is a reference cell.
    #[inline]
    pub fn deref_into(self) -> Value {
        match self {
            Value::Ref(r) => r.get(),
            v => v,
        }
    }

    /// php's type name as `zend_zval_type_name` gives it ("int", "string", the class name
    /// for objects), used in "Unsupported operand types: array + int".
    pub fn type_name(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Bool(_) => "bool".into(),
            Value::Int(_) => "int".into(),
            Value::Float(_) => "float".into(),
            Value::Str(_) => "string".into(),
            Value::Array(_) => "array".into(),
            Value::Object(o) => {
                // php prints class names as C strings: an anonymous class's name ends at its
                // NUL byte, right after "@anonymous"
                let n = o.class_name().to_string_lossy();
                match n.find("@anonymous") {
                    Some(i) => n[..i + "@anonymous".len()].to_string(),
                    None => n,
                }
            }
            Value::Ref(r) => r.get().type_name(),
            Value::Resource(_) => "resource".into(),
        }
    }

    /// php's value name as `zend_zval_value_name` gives it: like `type_name` but "true",
    /// "false" for booleans.
    pub fn value_name(&self) -> String {
        match self {
            Value::Bool(true) => "true".into(),
            Value::Bool(false) => "false".into(),
            Value::Ref(r) => r.get().value_name(),
            v => v.type_name(),
        }
    }

    pub fn is_null(&self) -> bool {
        match self {
            Value::Null => true,
            Value::Ref(r) => r.borrow().is_null(),
            _ => false,
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Self {
        Value::Bool(b)
    }
}
impl From<i64> for Value {
    fn from(i: i64) -> Self {
        Value::Int(i)
    }
}
impl From<f64> for Value {
    fn from(f: f64) -> Self {
        Value::Float(f)
    }
}
impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::Str(PhpStr::from(s))
    }
}
impl From<PhpStr> for Value {
    fn from(s: PhpStr) -> Self {
        Value::Str(s)
    }
}
impl From<PhpArray> for Value {
    fn from(a: PhpArray) -> Self {
        Value::Array(a)
    }
}

/// Where operators report php's non-fatal diagnostics. The VM delivers what was recorded
/// at the opcode boundary (to the user's error handler or the display).
pub trait Diagnostics {
    fn warning(&mut self, msg: String);
    fn notice(&mut self, msg: String);
    fn deprecated(&mut self, msg: String);
    /// The `precision` ini setting for float to string conversion.
    fn precision(&self) -> i32 {
        14
    }
}

/// The level of a recorded diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagLevel {
    Warning,
    Notice,
    Deprecated,
}

/// A `Diagnostics` sink that records in order.
#[derive(Default, Debug)]
pub struct DiagLog {
    pub entries: Vec<(DiagLevel, String)>,
    /// The VM's `precision` ini setting (None: php's default, 14); kept here because every
    /// string conversion reaches the log.
    pub precision: Option<i32>,
}

impl Diagnostics for DiagLog {
    fn warning(&mut self, msg: String) {
        self.entries.push((DiagLevel::Warning, msg));
    }
    fn notice(&mut self, msg: String) {
        self.entries.push((DiagLevel::Notice, msg));
    }
    fn deprecated(&mut self, msg: String) {
        self.entries.push((DiagLevel::Deprecated, msg));
    }
    fn precision(&self) -> i32 {
        self.precision.unwrap_or(14)
    }
}

/// A throwable raised by an operator, with php's class and exact message; or `NeedsVm`
/// when the result depends on PHP code (object handlers, `__toString`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpError {
    /// `Error`
    Error(String),
    /// `TypeError`
    Type(String),
    /// `DivisionByZeroError`
    DivisionByZero(String),
    /// `ArithmeticError`
    Arithmetic(String),
    /// `ValueError`
    Value(String),
    /// The operation involves an object; the VM must run it.
    NeedsVm,
}

impl OpError {
    /// php's class name of the throwable.
    pub fn class_name(&self) -> &'static str {
        match self {
            OpError::Error(_) => "Error",
            OpError::Type(_) => "TypeError",
            OpError::DivisionByZero(_) => "DivisionByZeroError",
            OpError::Arithmetic(_) => "ArithmeticError",
            OpError::Value(_) => "ValueError",
            OpError::NeedsVm => "NeedsVm",
        }
    }

    pub fn message(&self) -> &str {
        match self {
            OpError::Error(m)
            | OpError::Type(m)
            | OpError::DivisionByZero(m)
            | OpError::Arithmetic(m)
            | OpError::Value(m) => m,
            OpError::NeedsVm => "",
        }
    }
}

impl fmt::Display for OpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.class_name(), self.message())
    }
}

impl std::error::Error for OpError {}

#[cfg(test)]
mod tests;
