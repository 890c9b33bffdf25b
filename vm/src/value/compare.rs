//! php 8's comparisons: loose (`==`, `<`, `<=>`, ... via `zend_compare`) and strict
//! (`===`). Numbers against numeric strings compare as numbers, against other strings as
//! strings; bools and null compare as bools; arrays by count, then key by key.

use super::convert::{float_to_string, truthy};
use super::numeric::{Number, parse_numeric};
use super::{ArrayData, Diagnostics, OpError, PhpArray, PhpStr, Value};
use std::cmp::Ordering;

/// The comparison operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    NotEq,
    Identical,
    NotIdentical,
    Lt,
    Le,
    Gt,
    Ge,
    Spaceship,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::NotEq => "!=",
            CmpOp::Identical => "===",
            CmpOp::NotIdentical => "!==",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Spaceship => "<=>",
        }
    }
}

/// Applies a comparison operator (`<=>` gives an int, the others a bool).
pub fn compare_op(
    op: CmpOp,
    a: &Value,
    b: &Value,
    diag: &mut dyn Diagnostics,
) -> Result<Value, OpError> {
    Ok(match op {
        CmpOp::Eq => Value::Bool(loose_eq(a, b, diag)?),
        CmpOp::NotEq => Value::Bool(!loose_eq(a, b, diag)?),
        CmpOp::Identical => Value::Bool(identical(a, b)),
        CmpOp::NotIdentical => Value::Bool(!identical(a, b)),
        CmpOp::Lt => Value::Bool(is_smaller(a, b, diag)?),
        CmpOp::Le => Value::Bool(is_smaller_or_equal(a, b, diag)?),
        CmpOp::Gt => Value::Bool(is_smaller(b, a, diag)?),
        CmpOp::Ge => Value::Bool(is_smaller_or_equal(b, a, diag)?),
        CmpOp::Spaceship => Value::Int(i64::from(compare(a, b, diag)?)),
    })
}

/// `ZEND_THREEWAY_COMPARE` on floats: NAN compares as 1.
fn cmp_f64(a: f64, b: f64) -> i32 {
    if a == b {
        0
    } else if a < b {
        -1
    } else {
        1
    }
}

fn cmp_i64(a: i64, b: i64) -> i32 {
    match a.cmp(&b) {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

/// `zend_binary_strcmp`, normalised to -1/0/1.
fn cmp_bytes(a: &[u8], b: &[u8]) -> i32 {
    match a.cmp(b) {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

/// `zendi_smart_strcmp`: two strings compare as numbers when both are numeric.
pub fn smart_strcmp(s1: &[u8], s2: &[u8]) -> i32 {
    if let (Some(n1), Some(n2)) = (parse_numeric(s1, false), parse_numeric(s2, false)) {
        let (o1, o2) = (n1.overflow, n2.overflow);
        match (n1.number, n2.number) {
            (Number::Int(a), Number::Int(b)) => return cmp_i64(a, b),
            (x, y) => {
                let (d1, d2) = (x.to_f64(), y.to_f64());
                if o1 != 0 && o1 == o2 && d1 - d2 == 0.0 {
                    // both overflowed to the same side: compare the digits
                } else if let Number::Int(_) = x {
                    if o2 != 0 {
                        return -i32::from(o2);
                    }
                    return normalize(d1 - d2);
                } else if let Number::Int(_) = y {
                    if o1 != 0 {
                        return i32::from(o1);
                    }
                    return normalize(d1 - d2);
                } else if d1 != d2 || d1.is_finite() {
                    return normalize(d1 - d2);
                }
            }
        }
    }
    cmp_bytes(s1, s2)
}

/// `ZEND_NORMALIZE_BOOL` on a float difference (NAN is 0).
fn normalize(d: f64) -> i32 {
    if d > 0.0 {
        1
    } else if d < 0.0 {
        -1
    } else {
        0
    }
}

/// `zendi_smart_str_equals`: `==` on two strings.
pub fn smart_str_equals(s1: &[u8], s2: &[u8]) -> bool {
    if let (Some(n1), Some(n2)) = (parse_numeric(s1, false), parse_numeric(s2, false)) {
        let (o1, o2) = (n1.overflow, n2.overflow);
        match (n1.number, n2.number) {
            (Number::Int(a), Number::Int(b)) => return a == b,
            (x, y) => {
                let (d1, d2) = (x.to_f64(), y.to_f64());
                if o1 != 0 && o1 == o2 && d1 - d2 == 0.0 {
                    // same-side overflow: compare the digits
                } else if let Number::Int(_) = x {
                    return o2 == 0 && d1 == d2;
                } else if let Number::Int(_) = y {
                    return o1 == 0 && d1 == d2;
                } else if d1 != d2 || d1.is_finite() {
                    return d1 == d2;
                }
            }
        }
    }
    s1 == s2
}

/// `compare_longs_to_string`
fn compare_long_to_string(l: i64, s: &PhpStr) -> i32 {
    match parse_numeric(s, false).map(|n| n.number) {
        Some(Number::Int(i)) => cmp_i64(l, i),
        Some(Number::Float(f)) => cmp_f64(l as f64, f),
        None => cmp_bytes(l.to_string().as_bytes(), s),
    }
}

/// `compare_doubles_to_string`
fn compare_double_to_string(d: f64, s: &PhpStr) -> i32 {
    if d.is_nan() {
        return 1;
    }
    match parse_numeric(s, false).map(|n| n.number) {
        Some(n) => cmp_f64(d, n.to_f64()),
        None => cmp_bytes(float_to_string(d).as_bytes(), s),
    }
}

/// Whether objects of `c` are never equal to one another: enum cases and the classes php
/// gives `zend_objects_not_comparable` (handles of outside resources; a Closure's own
/// comparison, which only first-class callables of one function pass, is taken as never).
/// Any other class compares its properties, native state aside, as
/// `zend_std_compare_objects` does.
pub(crate) fn uncomparable(c: &crate::class::Class) -> bool {
    c.kind == crate::bytecode::ClassKind::Enum
        || matches!(
            c.lname.as_ref(),
            b"closure"
                | b"curlhandle"
                | b"curlmultihandle"
                | b"curlsharehandle"
                | b"pdo"
                | b"pdostatement"
                | b"pdorow"
                | b"socket"
                | b"addressinfo"
                | b"inflatecontext"
                | b"deflatecontext"
                | b"opensslcertificate"
                | b"opensslcertificatesigningrequest"
                | b"opensslasymmetrickey"
                | b"pgsql\\connection"
                | b"pgsql\\result"
                | b"pgsql\\lob"
        )
}

/// `zend_compare`: -1, 0 or 1 (`<=>`).
pub fn compare(a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<i32, OpError> {
    compare_in(a, b, diag, &mut Vec::new())
}

/// php's text when a comparison meets an array on its own path.
const NESTING: &str = "Nesting level too deep - recursive dependency?";

/// Arrays nested deeper than this are compared as php compares a recursive one (an
/// `Error`) instead of growing the Rust stack without bound.
const MAX_NESTING: usize = 4096;

/// Enters array `addr` of the left operand on the comparison path (php's
/// `Z_PROTECT_RECURSION` on op1), failing as php does when it is already there.
pub(crate) fn enter(path: &mut Vec<usize>, addr: usize) -> Result<(), OpError> {
    if path.len() >= MAX_NESTING || path.contains(&addr) {
        return Err(OpError::Error(NESTING.into()));
    }
    path.push(addr);
    Ok(())
}

fn compare_in(
    a: &Value,
    b: &Value,
    diag: &mut dyn Diagnostics,
    path: &mut Vec<usize>,
) -> Result<i32, OpError> {
    use Value::*;
    Ok(match (a, b) {
        (Ref(r), _) => return compare_in(&r.get(), b, diag, path),
        (_, Ref(r)) => return compare_in(a, &r.get(), diag, path),
        (Resource(x), _) => return compare_in(&Int(i64::from(x.id())), b, diag, path),
        (_, Resource(y)) => return compare_in(a, &Int(i64::from(y.id())), diag, path),
        (Int(x), Int(y)) => cmp_i64(*x, *y),
        (Float(x), Int(y)) => cmp_f64(*x, *y as f64),
        (Int(x), Float(y)) => cmp_f64(*x as f64, *y),
        (Float(x), Float(y)) => cmp_f64(*x, *y),
        (Array(x), Array(y)) => {
            if PhpArray::ptr_eq(x, y) {
                return Ok(0);
            }
            enter(path, x.addr())?;
            let r = compare_array_data(x, y, diag, path);
            path.pop();
            return r;
        }
        (Object(x), Object(y)) => {
            // zend_std_compare_objects: same class compares properties in order, other
            // classes are uncomparable
            if super::ObjectHandle::ptr_eq(x, y) {
                return Ok(0);
            }
            // an internal class's own comparison (DateTime) may warn or throw: the VM's
            let handled = |o: &super::ObjectHandle| {
                o.borrow()
                    .class
                    .handlers
                    .is_some_and(|h| h.compare.is_some())
            };
            if handled(x) && handled(y) {
                return Err(OpError::NeedsVm);
            }
            let (px, py) = {
                let (bx, by) = (x.borrow(), y.borrow());
                // other classes and the uncomparable ones are uncomparable
                if !std::rc::Rc::ptr_eq(&bx.class, &by.class) || uncomparable(&bx.class) {
                    return Ok(1);
                }
                (bx.properties.clone(), by.properties.clone())
            };
            enter(path, x.addr())?;
            let r = compare_array_data(&px, &py, diag, path);
            path.pop();
            return r;
        }
        (Null, Null) | (Null, Bool(false)) | (Bool(false), Null) => 0,
        (Bool(x), Bool(y)) => cmp_i64(i64::from(*x), i64::from(*y)),
        (Null, Bool(true)) => -1,
        (Bool(true), Null) => 1,
        (Str(x), Str(y)) => {
            if PhpStr::ptr_eq(x, y) {
                0
            } else {
                smart_strcmp(x, y)
            }
        }
        (Null, Str(s)) => {
            if s.is_empty() {
                0
            } else {
                -1
            }
        }
        (Str(s), Null) => i32::from(!s.is_empty()),
        (Int(l), Str(s)) => compare_long_to_string(*l, s),
        (Str(s), Int(l)) => -compare_long_to_string(*l, s),
        (Float(d), Str(s)) => compare_double_to_string(*d, s),
        (Str(s), Float(d)) => {
            if d.is_nan() {
                1
            } else {
                -compare_double_to_string(*d, s)
            }
        }
        (Object(_), Null) => 1,
        (Null, Object(_)) => -1,
        (Null, other) => -i32::from(truthy(other)),
        (Bool(false), other) => -i32::from(truthy(other)),
        (Bool(true), other) => i32::from(!truthy(other)),
        (other, Null) | (other, Bool(false)) => i32::from(truthy(other)),
        (other, Bool(true)) => -i32::from(!truthy(other)),
        (Object(_), _) | (_, Object(_)) => return Err(OpError::NeedsVm),
        (Array(_), _) => 1,
        (_, Array(_)) => -1,
    })
}

/// `zend_compare_arrays`: count first, then each key of `a` looked up in `b` (a missing key
/// makes the arrays uncomparable: 1).
pub fn compare_arrays(
    a: &PhpArray,
    b: &PhpArray,
    diag: &mut dyn Diagnostics,
) -> Result<i32, OpError> {
    compare_in(
        &Value::Array(a.clone()),
        &Value::Array(b.clone()),
        diag,
        &mut Vec::new(),
    )
}

fn compare_array_data(
    a: &ArrayData,
    b: &ArrayData,
    diag: &mut dyn Diagnostics,
    path: &mut Vec<usize>,
) -> Result<i32, OpError> {
    compare_entries(a, b, |v1, v2| compare_in(v1, v2, diag, path))
}

/// `zend_hash_compare` unordered: the counts, then each key of `a` looked up in `b` (a
/// missing key makes the arrays uncomparable: 1), values compared by `elem`.
pub(crate) fn compare_entries<E>(
    a: &ArrayData,
    b: &ArrayData,
    mut elem: impl FnMut(&Value, &Value) -> Result<i32, E>,
) -> Result<i32, E> {
    if a.len() != b.len() {
        return Ok(if a.len() > b.len() { 1 } else { -1 });
    }
    for (k, v1) in a.iter() {
        let Some(v2) = b.get(&k) else { return Ok(1) };
        let r = elem(v1, v2)?;
        if r != 0 {
            return Ok(r);
        }
    }
    Ok(0)
}

/// `==` (`zend_is_equal`, with the engine's fast paths for numbers and strings).
pub fn loose_eq(a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<bool, OpError> {
    use Value::*;
    Ok(match (a, b) {
        (Ref(r), _) => return loose_eq(&r.get(), b, diag),
        (_, Ref(r)) => return loose_eq(a, &r.get(), diag),
        (Int(x), Int(y)) => x == y,
        (Int(x), Float(y)) => (*x as f64) == *y,
        (Float(x), Int(y)) => *x == (*y as f64),
        (Float(x), Float(y)) => x == y,
        (Str(x), Str(y)) => PhpStr::ptr_eq(x, y) || smart_str_equals(x, y),
        _ => compare(a, b, diag)? == 0,
    })
}

/// `<` (`ZEND_IS_SMALLER`): numbers compare directly (NAN is never smaller).
pub fn is_smaller(a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<bool, OpError> {
    use Value::*;
    Ok(match (a, b) {
        (Int(x), Int(y)) => x < y,
        (Int(x), Float(y)) => (*x as f64) < *y,
        (Float(x), Int(y)) => *x < (*y as f64),
        (Float(x), Float(y)) => x < y,
        _ => compare(a, b, diag)? < 0,
    })
}

/// `<=` (`ZEND_IS_SMALLER_OR_EQUAL`)
pub fn is_smaller_or_equal(
    a: &Value,
    b: &Value,
    diag: &mut dyn Diagnostics,
) -> Result<bool, OpError> {
    use Value::*;
    Ok(match (a, b) {
        (Int(x), Int(y)) => x <= y,
        (Int(x), Float(y)) => (*x as f64) <= *y,
        (Float(x), Int(y)) => *x <= (*y as f64),
        (Float(x), Float(y)) => x <= y,
        _ => compare(a, b, diag)? <= 0,
    })
}

/// `===`: same type and value; arrays need the same key/value pairs in the same order.
///
/// Nesting beyond `MAX_NESTING` (only reachable through a reference cycle or absurd
/// depth) answers "not identical" rather than growing the Rust stack.
pub fn identical(a: &Value, b: &Value) -> bool {
    identical_in(a, b, 0)
}

fn identical_in(a: &Value, b: &Value, depth: usize) -> bool {
    use Value::*;
    match (a, b) {
        (Ref(r), _) => identical_in(&r.get(), b, depth),
        (_, Ref(r)) => identical_in(a, &r.get(), depth),
        (Null, Null) => true,
        (Bool(x), Bool(y)) => x == y,
        (Int(x), Int(y)) => x == y,
        (Float(x), Float(y)) => x == y,
        (Str(x), Str(y)) => x == y,
        (Array(x), Array(y)) => {
            PhpArray::ptr_eq(x, y)
                || (x.len() == y.len()
                    && depth < MAX_NESTING
                    && x.iter()
                        .zip(y.iter())
                        .all(|((k1, v1), (k2, v2))| k1 == k2 && identical_in(v1, v2, depth + 1)))
        }
        (Object(x), Object(y)) => super::ObjectHandle::ptr_eq(x, y),
        (Resource(x), Resource(y)) => x.id() == y.id(),
        _ => false,
    }
}
