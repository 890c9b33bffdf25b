//! Array keys: `ArrayKey` (int or byte string) and php's key normalisation — canonical
//! decimal strings become ints, floats truncate (with php 8.5's diagnostics), bools are 0/1,
//! null is "" (deprecated in 8.5).

use crate::value::convert::{dval_to_lval, float_repr};
use crate::value::string::hash_bytes;
use crate::value::{Diagnostics, OpError, PhpStr, Value};
use std::fmt;

/// A key of a php array.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ArrayKey {
    Int(i64),
    Str(PhpStr),
}

impl ArrayKey {
    /// The key for a string as php stores it: `"8"` is the int 8, `"08"` stays a string.
    pub fn from_bytes(bytes: &[u8]) -> ArrayKey {
        match canonical_int(bytes) {
            Some(i) => ArrayKey::Int(i),
            None => ArrayKey::Str(PhpStr::new(bytes)),
        }
    }

    /// Like `from_bytes`, reusing the string when it stays a string key.
    pub fn from_php_str(s: PhpStr) -> ArrayKey {
        match canonical_int(&s) {
            Some(i) => ArrayKey::Int(i),
            None => ArrayKey::Str(s),
        }
    }

    /// The key a literal names as it stands (`AddElemLit`: an int, or a string the compiler
    /// found to be no canonical int); `None` for any other value.
    pub fn of_literal(v: &Value) -> Option<ArrayKey> {
        match v {
            Value::Int(i) => Some(ArrayKey::Int(*i)),
            Value::Str(s) => Some(ArrayKey::Str(s.clone())),
            _ => None,
        }
    }

    pub fn hash_value(&self) -> u64 {
        match self {
            ArrayKey::Int(i) => hash_int(*i),
            ArrayKey::Str(s) => s.hash_value(),
        }
    }

    /// The key as a value (`key()`, `foreach`).
    pub fn to_value(&self) -> Value {
        match self {
            ArrayKey::Int(i) => Value::Int(*i),
            ArrayKey::Str(s) => Value::Str(s.clone()),
        }
    }
}

impl fmt::Debug for ArrayKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArrayKey::Int(i) => write!(f, "{i}"),
            ArrayKey::Str(s) => write!(f, "{s:?}"),
        }
    }
}

impl From<i64> for ArrayKey {
    fn from(i: i64) -> Self {
        ArrayKey::Int(i)
    }
}

impl From<&str> for ArrayKey {
    fn from(s: &str) -> Self {
        ArrayKey::from_bytes(s.as_bytes())
    }
}

/// The hash of an int key: the int itself (its high half folded into the low one), as
/// php's, so consecutive keys take consecutive heads of the index.
#[inline]
pub(crate) fn hash_int(i: i64) -> u64 {
    let x = i as u64;
    x ^ (x >> 32)
}

/// The hash of a string key given as bytes (equal to `PhpStr::hash_value`).
pub(crate) fn hash_str(bytes: &[u8]) -> u64 {
    hash_bytes(bytes)
}

/// php's `ZEND_HANDLE_NUMERIC_STR`: the int a string key stands for, if it is written the
/// canonical way (optional `-`, no leading zeros, no `+`, no spaces, fits in 64 bits, not
/// `"-0"`).
pub fn canonical_int(bytes: &[u8]) -> Option<i64> {
    let (neg, digits) = match bytes.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, bytes),
    };
    if digits.is_empty() || digits.len() > 19 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    if digits[0] == b'0' && (digits.len() > 1 || neg) {
        return None;
    }
    let mut acc: i128 = 0;
    for &d in digits {
        acc = acc * 10 + i128::from(d - b'0');
    }
    if neg {
        acc = -acc;
    }
    i64::try_from(acc).ok()
}

/// php's normalisation of a value used as an array key in a write or read
/// (`$a[$k]`, `[$k => ...]`). Diagnostics are reported; illegal types are a `TypeError`
/// with the write-context message ("Cannot access offset of type array on array").
pub fn normalize_key(key: &Value, diag: &mut dyn Diagnostics) -> Result<ArrayKey, OpError> {
    match key {
        Value::Int(i) => Ok(ArrayKey::Int(*i)),
        Value::Str(s) => Ok(ArrayKey::from_php_str(s.clone())),
        Value::Bool(b) => Ok(ArrayKey::Int(i64::from(*b))),
        Value::Null => {
            diag.deprecated(
                "Using null as an array offset is deprecated, use an empty string instead".into(),
            );
            Ok(ArrayKey::Str(PhpStr::empty()))
        }
        Value::Float(f) => Ok(ArrayKey::Int(float_key(*f, diag))),
        Value::Ref(r) => normalize_key(&r.get(), diag),
        Value::Resource(r) => {
            diag.warning(format!(
                "Resource ID#{} used as offset, casting to integer ({})",
                r.id(),
                r.id()
            ));
            Ok(ArrayKey::Int(i64::from(r.id())))
        }
        Value::Array(_) | Value::Object(_) => Err(OpError::Type(format!(
            "Cannot access offset of type {} on array",
            key.type_name()
        ))),
    }
}

/// A float key: truncated toward zero; out-of-range and non-finite floats warn (php 8.5)
/// and a fraction (or NAN) is the 8.1 deprecation.
pub fn float_key(f: f64, diag: &mut dyn Diagnostics) -> i64 {
    let i = dval_to_lval(f, diag);
    if !long_compatible(f, i) {
        diag.deprecated(format!(
            "Implicit conversion from float {} to int loses precision",
            float_repr(f)
        ));
    }
    i
}

/// `ZEND_DOUBLE_FITS_LONG`: whether a float truncates to an int without wrapping. Written
/// as php writes it, so NAN "fits".
#[allow(clippy::neg_cmp_op_on_partial_ord, clippy::manual_range_contains)]
pub(crate) fn fits_long(f: f64) -> bool {
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    !(f >= TWO_63 || f < -TWO_63)
}

/// Whether converting `f` to `i` lost nothing php deprecates: out-of-range and infinite
/// floats are not checked (they already warned), a fraction or NAN is a loss.
pub(crate) fn long_compatible(f: f64, i: i64) -> bool {
    !fits_long(f) || i as f64 == f
}
