//! php's type conversions: to bool, int, float, string and array, as the casts and the
//! engine's implicit conversions do them in php 8.5 (including 8.5's warnings for NAN and
//! for floats that no int can represent).

use super::array::fits_long;
use super::numeric::{Number, parse_numeric, strtod_prefix};
use super::{Diagnostics, OpError, PhpArray, PhpStr, Value};

pub use super::float_fmt::{float_export, float_repr, float_to_string};

/// 8.5's warning when NAN is coerced to a non-number type ("bool", "string", "array").
pub(crate) fn nan_coerced(diag: &mut dyn Diagnostics, to: &str) {
    diag.warning(format!("unexpected NAN value was coerced to {to}"));
}

/// Truthiness without 8.5's NAN warning, as comparisons with bools and null use it.
pub fn truthy(v: &Value) -> bool {
    match v {
        Value::Float(f) => *f != 0.0,
        Value::Ref(r) => truthy(&r.borrow()),
        v => to_bool(v, &mut super::DiagLog::default()),
    }
}

/// `(bool)`, `if ($v)`: false for null, false, 0, 0.0, "", "0" and empty arrays.
pub fn to_bool(v: &Value, diag: &mut dyn Diagnostics) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Float(f) => {
            if f.is_nan() {
                nan_coerced(diag, "bool");
            }
            *f != 0.0
        }
        Value::Str(s) => !(s.is_empty() || s.as_bytes() == b"0"),
        Value::Array(a) => !a.is_empty(),
        Value::Object(_) | Value::Resource(_) => true,
        Value::Ref(r) => to_bool(&r.borrow(), diag),
    }
}

/// php 8.5's `zend_dval_to_lval`: truncation; NAN and infinities warn and give 0, other
/// floats outside the int range warn and wrap modulo 2^64.
pub fn dval_to_lval(f: f64, diag: &mut dyn Diagnostics) -> i64 {
    if !f.is_finite() {
        diag.warning(format!(
            "The float {} is not representable as an int, cast occurred",
            float_repr(f)
        ));
        return 0;
    }
    if !fits_long(f) {
        diag.warning(format!(
            "The float {} is not representable as an int, cast occurred",
            float_repr(f)
        ));
        return dval_to_lval_modular(f);
    }
    f as i64
}

/// php's `ZEND_DOUBLE_FITS_LONG`: `f` is not NAN and lies in [-2^63, 2^63), the floats
/// an int parameter takes (with a deprecation when it has a fraction).
pub fn fits_int(f: f64) -> bool {
    (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&f)
}

/// `zend_dval_to_lval_slow`: a finite float wrapped into the int range modulo 2^64.
pub fn dval_to_lval_modular(f: f64) -> i64 {
    let two64 = 18_446_744_073_709_551_616.0_f64;
    let mut m = f % two64;
    if m < 0.0 {
        m += two64;
    }
    if m >= 9_223_372_036_854_775_808.0 {
        m -= two64;
    }
    m as i64
}

/// `zend_dval_to_lval_cap`: how a float read from a string becomes an int — saturating,
/// and 0 for NAN and infinities.
pub fn dval_to_lval_cap(f: f64) -> i64 {
    if !f.is_finite() {
        0
    } else if !fits_long(f) {
        if f > 0.0 { i64::MAX } else { i64::MIN }
    } else {
        f as i64
    }
}

/// `(int)` / `intval()` on a string: the numeric prefix, saturating, 0 when there is none.
pub fn str_to_int(s: &[u8]) -> i64 {
    match parse_numeric(s, true) {
        Some(n) => match n.number {
            Number::Int(i) => i,
            Number::Float(f) => dval_to_lval_cap(f),
        },
        None => 0,
    }
}

/// `(int)`: objects need the VM.
pub fn to_int(v: &Value, diag: &mut dyn Diagnostics) -> Result<i64, OpError> {
    Ok(match v {
        Value::Null => 0,
        Value::Bool(b) => i64::from(*b),
        Value::Int(i) => *i,
        Value::Float(f) => dval_to_lval(*f, diag),
        Value::Str(s) => str_to_int(s),
        Value::Array(a) => i64::from(!a.is_empty()),
        Value::Object(_) => return Err(OpError::NeedsVm),
        Value::Resource(r) => i64::from(r.id()),
        Value::Ref(r) => return to_int(&r.get(), diag),
    })
}

/// `(float)` on a string: `zend_strtod` of the leading number.
pub fn str_to_float(s: &[u8]) -> f64 {
    strtod_prefix(s)
}

/// `(float)`: objects need the VM.
pub fn to_float(v: &Value) -> Result<f64, OpError> {
    Ok(match v {
        Value::Null => 0.0,
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        Value::Str(s) => str_to_float(s),
        Value::Array(a) => f64::from(u8::from(!a.is_empty())),
        Value::Object(_) => return Err(OpError::NeedsVm),
        Value::Resource(r) => f64::from(r.id()),
        Value::Ref(r) => return to_float(&r.get()),
    })
}

/// An int as php prints it.
pub fn int_to_string(i: i64) -> PhpStr {
    let mut buf = [0u8; 20];
    PhpStr::new(int_digits(i, &mut buf))
}

/// The decimal text of `i`, written at the end of `buf` (no heap allocation).
pub fn int_digits(i: i64, buf: &mut [u8; 20]) -> &[u8] {
    // two digits per division, from a table of the pairs "00".."99" (half the divisions
    // and stores of one digit at a time)
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut at = buf.len();
    let mut n = i.unsigned_abs();
    while n >= 100 {
        let pair = (n % 100) as usize * 2;
        n /= 100;
        at -= 2;
        buf[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    }
    if n >= 10 {
        let pair = n as usize * 2;
        at -= 2;
        buf[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    } else {
        at -= 1;
        buf[at] = b'0' + n as u8;
    }
    if i < 0 {
        at -= 1;
        buf[at] = b'-';
    }
    &buf[at..]
}

/// `(string)`, echo, `.`: arrays are "Array" with a warning; objects need the VM.
pub fn to_str(v: &Value, diag: &mut dyn Diagnostics) -> Result<PhpStr, OpError> {
    Ok(match v {
        Value::Null | Value::Bool(false) => PhpStr::empty(),
        Value::Bool(true) => PhpStr::from("1"),
        Value::Int(i) => int_to_string(*i),
        Value::Float(f) => {
            if f.is_nan() {
                nan_coerced(diag, "string");
            }
            PhpStr::from(super::float_fmt::gcvt(*f, diag.precision()))
        }
        Value::Str(s) => s.clone(),
        Value::Array(_) => {
            diag.warning("Array to string conversion".into());
            PhpStr::from("Array")
        }
        Value::Resource(r) => PhpStr::from(format!("Resource id #{}", r.id())),
        Value::Object(_) => return Err(OpError::NeedsVm),
        Value::Ref(r) => return to_str(&r.get(), diag),
    })
}

/// `(array)`: null is `[]`, a scalar is wrapped as `[0 => v]`; objects need the VM.
pub fn to_array(v: &Value, diag: &mut dyn Diagnostics) -> Result<PhpArray, OpError> {
    Ok(match v {
        Value::Null => PhpArray::new(),
        Value::Array(a) => a.clone(),
        Value::Object(_) => return Err(OpError::NeedsVm),
        Value::Ref(r) => return to_array(&r.get(), diag),
        Value::Float(f) => {
            if f.is_nan() {
                nan_coerced(diag, "array");
            }
            PhpArray::from_values(vec![v.clone()])
        }
        v => PhpArray::from_values(vec![v.clone()]),
    })
}
