//! The value helpers of the fast lane (`fast.rs`): int/float arithmetic and comparisons
//! computed in registers, and element reads, writes and compound assignments on arrays.
//! Each answers only the plain case and returns `None`/`false` with nothing changed
//! otherwise, so the op goes to the full path with php's conversions and diagnostics.

use super::fast::scalar_clone;
use crate::bytecode::{CastOp, Op, SpecialFn};
use crate::value::compare::CmpOp;
use crate::value::convert::int_digits;
use crate::value::ops::BinOp;
use crate::value::{PhpStr, Value};

/// `x op y` for ints and floats where php's result is plain arithmetic (no overflow into
/// float, no division by zero, no conversion); `None` sends the op to the full path.
#[inline]
pub(super) fn arith(op: BinOp, x: &Value, y: &Value) -> Option<Value> {
    match (x, y) {
        (Value::Int(a), Value::Int(b)) => match op {
            // php: an int quotient when exact, else a float; `/ 0` and MIN / -1 go the full way
            BinOp::Div if *b != 0 && *b != -1 => Some(if a % b == 0 {
                Value::Int(a / b)
            } else {
                Value::Float(*a as f64 / *b as f64)
            }),
            _ => super::dispatch::fast_int(op, *a, *b),
        },
        (Value::Float(a), Value::Float(b)) => float_op(op, *a, *b),
        (Value::Int(a), Value::Float(b)) => float_op(op, *a as f64, *b),
        (Value::Float(a), Value::Int(b)) => float_op(op, *a, *b as f64),
        // a string of digits in arithmetic is that int, with no diagnostic (a match's
        // group times two); anything else about strings is the full path's
        (Value::Str(_), _) | (_, Value::Str(_))
            if matches!(
                op,
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod
            ) =>
        {
            let (a, b) = (plain_number(x)?, plain_number(y)?);
            arith(op, &a, &b)
        }
        _ => None,
    }
}

/// An int or a float as it is, or a string that is only an optional sign and 1 to 18
/// digits as its int (php's numeric string, which no conversion of it can warn about or
/// overflow); None for anything else.
#[inline]
fn plain_number(v: &Value) -> Option<Value> {
    match v {
        Value::Int(i) => Some(Value::Int(*i)),
        Value::Float(f) => Some(Value::Float(*f)),
        Value::Str(s) => {
            let b = s.as_bytes();
            let (neg, digits) = match b {
                [b'-', rest @ ..] => (true, rest),
                [b'+', rest @ ..] => (false, rest),
                _ => (false, b),
            };
            if digits.is_empty() || digits.len() > 18 || !digits.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let n = digits
                .iter()
                .fold(0i64, |n, d| n * 10 + i64::from(d - b'0'));
            Some(Value::Int(if neg { -n } else { n }))
        }
        _ => None,
    }
}

#[inline]
pub(super) fn float_op(op: BinOp, a: f64, b: f64) -> Option<Value> {
    match op {
        BinOp::Add => Some(Value::Float(a + b)),
        BinOp::Sub => Some(Value::Float(a - b)),
        BinOp::Mul => Some(Value::Float(a * b)),
        BinOp::Div if b != 0.0 => Some(Value::Float(a / b)),
        _ => None,
    }
}

/// The int results of `arith` for int operands, as a plain `i64` (None: not an int op
/// here: overflow, `/`, `%` by 0 or -1, shifts... go the generic way).
#[inline(always)]
pub(super) fn int_bin(op: BinOp, x: i64, y: i64) -> Option<i64> {
    match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => x.checked_mul(y),
        BinOp::BitAnd => Some(x & y),
        BinOp::BitOr => Some(x | y),
        BinOp::BitXor => Some(x ^ y),
        BinOp::Mod if y != 0 && y != -1 => Some(x % y),
        // php: a negative shift is an ArithmeticError, one of 64 or more gives 0 or -1
        BinOp::Shl if (0..64).contains(&y) => Some(x << y),
        BinOp::Shr if (0..64).contains(&y) => Some(x >> y),
        _ => None,
    }
}

/// `compare` of two ints as a bool (None for `<=>`).
#[inline(always)]
pub(super) fn int_cmp(op: CmpOp, a: i64, b: i64) -> Option<bool> {
    Some(match op {
        CmpOp::Eq | CmpOp::Identical => a == b,
        CmpOp::NotEq | CmpOp::NotIdentical => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
        CmpOp::Spaceship => return None,
    })
}

/// A `Bin` result the lane computed in registers.
#[derive(Clone, Copy)]
pub(super) enum Num {
    Int(i64),
    Float(f64),
    /// not computed here (`arith`, or the full path)
    Other,
}

/// `x op y` for int and float operands whose php result is plain arithmetic (no overflow,
/// no division by zero), computed in registers; `Num::Other` otherwise.
#[inline(always)]
pub(super) fn num_bin(op: BinOp, x: &Value, y: &Value) -> Num {
    match (x, y) {
        (Value::Int(a), Value::Int(b)) => match int_bin(op, *a, *b) {
            Some(i) => Num::Int(i),
            None => Num::Other,
        },
        (Value::Float(a), Value::Float(b)) => float_bin(op, *a, *b),
        (Value::Int(a), Value::Float(b)) => float_bin(op, *a as f64, *b),
        (Value::Float(a), Value::Int(b)) => float_bin(op, *a, *b as f64),
        _ => Num::Other,
    }
}

/// `a op b` on floats for the operators whose php result is the IEEE one.
#[inline(always)]
pub(super) fn float_bin(op: BinOp, a: f64, b: f64) -> Num {
    match op {
        BinOp::Add => Num::Float(a + b),
        BinOp::Sub => Num::Float(a - b),
        BinOp::Mul => Num::Float(a * b),
        BinOp::Div if b != 0.0 => Num::Float(a / b),
        _ => Num::Other,
    }
}

/// `x <=> y` for ints and floats (php's `ZEND_THREEWAY_COMPARE`; an int meets a float as a
/// float, and NaN compares as greater); None for other operands.
#[inline(always)]
pub(super) fn spaceship(x: &Value, y: &Value) -> Option<i64> {
    let (a, b) = match (x, y) {
        (Value::Int(a), Value::Int(b)) => return Some(a.cmp(b) as i64),
        (Value::Float(a), Value::Float(b)) => (*a, *b),
        (Value::Int(a), Value::Float(b)) => (*a as f64, *b),
        (Value::Float(a), Value::Int(b)) => (*a, *b as f64),
        _ => return None,
    };
    Some(if a == b {
        0
    } else if a < b {
        -1
    } else {
        1
    })
}

/// `compare` as a bool, for the fused compare-and-jump ops (never `Spaceship`).
#[inline(always)]
pub(super) fn compare_bool(op: CmpOp, x: &Value, y: &Value) -> Option<bool> {
    let (a, b) = match (x, y) {
        (Value::Int(a), Value::Int(b)) => return int_cmp(op, *a, *b),
        (Value::Float(a), Value::Float(b)) => (*a, *b),
        // php compares an int with a float as two floats (`zend_compare`, and the VM's
        // `IS_SMALLER` fast paths); identity needs the same type
        (Value::Int(a), Value::Float(b)) => (*a as f64, *b),
        (Value::Float(a), Value::Int(b)) => (*a, *b as f64),
        _ => {
            let same = match op {
                CmpOp::Identical => true,
                CmpOp::NotIdentical => false,
                _ => return None,
            };
            return identical_scalar(x, y).map(|r| r == same);
        }
    };
    let same_type = std::mem::discriminant(x) == std::mem::discriminant(y);
    Some(match op {
        CmpOp::Identical => same_type && a == b,
        CmpOp::NotIdentical => !(same_type && a == b),
        CmpOp::Eq => a == b,
        CmpOp::NotEq => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
        CmpOp::Spaceship => return None,
    })
}

/// `x === y` where neither is a reference cell and the answer needs no walk: different
/// types, or two nulls, bools or strings (`None` for two arrays, objects or resources).
#[inline(always)]
fn identical_scalar(x: &Value, y: &Value) -> Option<bool> {
    match (x, y) {
        (Value::Ref(_), _) | (_, Value::Ref(_)) => None,
        (Value::Null, Value::Null) => Some(true),
        (Value::Bool(a), Value::Bool(b)) => Some(a == b),
        (Value::Str(a), Value::Str(b)) => Some(a.as_bytes() == b.as_bytes()),
        _ if std::mem::discriminant(x) != std::mem::discriminant(y) => Some(false),
        _ => None,
    }
}

/// `container[k]` for an array element that is there or a string offset in range; `None`
/// sends the read to the full path (`Vm::fetch_dim_read`).
#[inline(always)]
pub(super) fn dim_read(container: &Value, k: &Value) -> Option<Value> {
    match (container, k) {
        (Value::Array(a), k) => {
            let found = match k {
                Value::Int(i) => a.get_int(*i),
                Value::Str(s) => a.get_php_str(s),
                _ => None,
            };
            match found? {
                Value::Ref(r) => r.try_borrow().map(|b| scalar_clone(&b)),
                v => Some(scalar_clone(v)),
            }
        }
        (Value::Str(s), Value::Int(i)) => {
            let len = s.len() as i64;
            let at = if *i < 0 { *i + len } else { *i };
            usize::try_from(at)
                .ok()
                .and_then(|at| s.as_bytes().get(at))
                .map(|b| Value::str([*b]))
        }
        _ => None,
    }
}

/// `$var[key] = src` for an array variable (or an untyped reference cell holding one), an
/// int or string key, a plain value, and an element that is absent or replaced without a
/// destructor; `false` (nothing changed) sends it to the full path (`Vm::dim_op`), which
/// has php's conversions, warnings, `ArrayAccess`, references in elements, typed cells.
#[inline(always)]
pub(super) fn assign_dim1(
    win: &mut [Option<Value>],
    var: usize,
    keys: usize,
    src: usize,
    tmp: bool,
) -> bool {
    // a scalar over a scalar element at an int key of an unshared array: written in place
    // (a temporary source keeps its copy: a scalar owns nothing, and the slot is
    // overwritten before it is read again)
    if let (Some(Some(Value::Int(k))), Some(Some(v))) = (win.get(keys), win.get(src))
        && matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Null
        )
    {
        let (k, v) = (*k, scalar_clone(v));
        match win.get_mut(var) {
            Some(Some(Value::Array(a))) => {
                if let Some(slot) = a.scalar_at_mut(k) {
                    put_scalar(slot, v);
                    return true;
                }
                // a list filled in key order (`$a[$i] = v` for $i from 0)
                if a.append_int(k, v) {
                    return true;
                }
            }
            // a by-reference parameter's array
            Some(Some(Value::Ref(r))) if !r.is_typed() => {
                if let Some(mut c) = r.try_borrow_mut()
                    && let Value::Array(a) = &mut *c
                    && let Some(slot) = a.scalar_at_mut(k)
                {
                    put_scalar(slot, v);
                    return true;
                }
            }
            _ => {}
        }
    }
    let Some(key) = slot_key(win, keys) else {
        return false;
    };
    if !matches!(win.get(src), Some(Some(v)) if !matches!(v, Value::Ref(_))) {
        return false;
    }
    let ok = match win.get(var) {
        Some(Some(Value::Array(_))) => true,
        Some(Some(Value::Ref(r))) if !r.is_typed() => {
            matches!(r.try_borrow().as_deref(), Some(Value::Array(_)))
        }
        _ => false,
    };
    if !ok {
        return false;
    }
    let v = if tmp {
        win[src].take()
    } else {
        win[src].as_ref().map(scalar_clone)
    };
    let Some(v) = v else { return false };
    // the test for a quiet overwrite and the write are one lookup (`assign_quiet`); a
    // value refused goes back where it came from
    let back = match &mut win[var] {
        Some(Value::Array(a)) => store(a, key, v),
        Some(Value::Ref(r)) => match r.try_borrow_mut() {
            Some(mut c) => match &mut *c {
                Value::Array(a) => store(a, key, v),
                _ => Err(v),
            },
            None => Err(v),
        },
        _ => Err(v),
    };
    match back {
        Ok(()) => true,
        Err(v) => {
            if tmp {
                win[src] = Some(v);
            } else {
                forget_scalar(v);
            }
            false
        }
    }
}

/// The key in slot `k` of an assignment's key list: `Some(None)` for an absent slot (`[]`,
/// a push), `None` for a key the lane does not take (normalisation's diagnostics).
#[inline(always)]
fn slot_key(win: &[Option<Value>], k: usize) -> Option<Option<crate::value::ArrayKey>> {
    match win.get(k) {
        Some(None) => Some(None),
        _ => key_at(win, k).map(Some),
    }
}

/// `a[key] = v` when the old element may be overwritten quietly, or `a[] = v` when the
/// next index is free; `Err` gives `v` back with nothing changed but the separation of
/// `a`, which the full path makes too.
#[inline(always)]
fn store(
    a: &mut crate::value::PhpArray,
    key: Option<crate::value::ArrayKey>,
    v: Value,
) -> Result<(), Value> {
    match key {
        Some(k) => a.make_mut().assign_quiet(k, v, quiet_old),
        None if a.next_free() < i64::MAX => {
            let _ = a.make_mut().push(v);
            Ok(())
        }
        None => Err(v),
    }
}

/// `*slot = v` over a scalar, both known to own nothing: written from the payload in
/// registers, with no drop glue.
#[inline(always)]
fn put_scalar(slot: &mut Value, v: Value) {
    match v {
        Value::Int(i) => std::mem::forget(std::mem::replace(slot, Value::Int(i))),
        Value::Float(f) => std::mem::forget(std::mem::replace(slot, Value::Float(f))),
        Value::Bool(b) => std::mem::forget(std::mem::replace(slot, Value::Bool(b))),
        v => std::mem::forget(std::mem::replace(slot, v)),
    }
}

/// Drops `v`, calling the out-of-line drop glue only when it owns something.
#[inline(always)]
fn forget_scalar(v: Value) {
    match v {
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => std::mem::forget(v),
        v => drop(v),
    }
}

/// Whether an element may be replaced quietly: no destructor to run, no reference cell to
/// write through.
#[inline(always)]
fn quiet_old(old: &Value) -> bool {
    match old {
        Value::Object(o) => o.ref_count() > 1,
        Value::Array(x) => x.ref_count() > 1,
        Value::Ref(_) | Value::Resource(_) => false,
        _ => true,
    }
}

/// The array key an int or a string stands for (php's normalisation: "8" is 8); a string
/// key shares the value's bytes and cached hash (no copy per element access).
#[inline(always)]
fn array_key(v: &Value) -> Option<crate::value::ArrayKey> {
    match v {
        Value::Int(i) => Some(crate::value::ArrayKey::Int(*i)),
        Value::Str(s) => Some(crate::value::ArrayKey::from_php_str(s.clone())),
        _ => None,
    }
}

/// Building an array literal: `NewArray`, `AddElem`, `AddElemLit`, and `AddElemKey` with an
/// int or string key, for a value that is no reference cell (a temporary's is moved, a
/// variable's copied). `None`: nothing changed, the full path's; `Some(heavy)`: done, and
/// `heavy` when a duplicate key replaced a value whose drop may have queued a destructor.
#[inline(always)]
pub(super) fn array_build(
    win: &mut [Option<Value>],
    op: &Op,
    ncv: u32,
    lits: &[Value],
) -> Option<bool> {
    use crate::value::{ArrayData, ArrayKey, PhpArray};
    // the key of `AddElemLit`, from its literal, is made after the array's separation:
    // carried across that call it would be spilled in halves and reloaded whole (a
    // store-forwarding stall); so is the value, taken from its slot only then
    let (arr, val, key, lit) = match *op {
        Op::NewArray { hashed, dst, cap } => {
            let slot = win.get_mut(dst as usize)?;
            if !super::fast::quiet_drop(slot) {
                return None;
            }
            let a = ArrayData::with_capacity_for(cap as usize, hashed);
            super::fast::set_quiet(slot, Value::Array(PhpArray::from_data(a)));
            return Some(false);
        }
        Op::AddElem { arr, val } => (arr, val, None, None),
        Op::AddElemLit {
            fresh,
            arr,
            lit,
            val,
        } => {
            let k = lits.get(lit as usize)?;
            if !matches!(k, Value::Int(_) | Value::Str(_)) {
                return None;
            }
            (arr, val, None, Some((k, fresh)))
        }
        Op::AddElemKey { arr, key, val } => (arr, val, Some(key_at(win, key as usize)?), None),
        _ => return None,
    };
    let tmp = val >= ncv;
    let (Some(Value::Array(a)), from @ Some(_)) = pair_mut(win, arr as usize, val as usize)? else {
        return None;
    };
    if matches!(from, Some(Value::Ref(_)))
        // a push past PHP_INT_MAX is the full path's Error
        || (key.is_none() && lit.is_none() && a.next_free() == i64::MAX)
    {
        return None;
    }
    let a = a.make_mut();
    let key = match (key, lit) {
        (Some(k), _) => Some((k, false)),
        (None, Some((k, fresh))) => Some((ArrayKey::of_literal(k)?, fresh)),
        (None, None) => None,
    };
    // an array literal's next key into its hashed array: the value goes from its slot
    // straight into the entry
    let key = match key {
        Some((k, true)) => match a.insert_unique_from(k, from, tmp) {
            Ok(()) => return Some(false),
            Err(k) => Some((k, true)),
        },
        key => key,
    };
    let v = if tmp {
        from.take()?
    } else {
        from.as_ref().map(scalar_clone)?
    };
    let Some((key, fresh)) = key else {
        let _ = a.push(v);
        return Some(false);
    };
    Some(if fresh {
        a.insert_unique(key, v);
        false
    } else {
        match a.insert(key, v) {
            None => false,
            Some(old) => {
                let old = Some(old);
                let heavy = !super::fast::quiet_drop(&old);
                drop(old);
                heavy
            }
        }
    })
}

/// `array_key` of `win[k]`.
#[inline(always)]
fn key_at(win: &[Option<Value>], k: usize) -> Option<crate::value::ArrayKey> {
    array_key(win.get(k)?.as_ref()?)
}

/// `$var[k1][k2] = src` on a variable holding an array whose element `k1` is an array,
/// or is missing (php makes it a new array, silently). The element replaced must go
/// quietly; false, nothing changed, for anything else.
fn assign_dim2(win: &mut [Option<Value>], var: usize, keys: usize, src: usize, tmp: bool) -> bool {
    // k2 `None`: `$var[k1][] = src`, a push
    let (Some(k1), Some(k2)) = (key_at(win, keys), slot_key(win, keys + 1)) else {
        return false;
    };
    if !matches!(win.get(src), Some(Some(v)) if !matches!(v, Value::Ref(_))) {
        return false;
    }
    let Some(Some(Value::Array(outer))) = win.get(var) else {
        return false;
    };
    match (outer.get(&k1), &k2) {
        (None, _) => {}
        (Some(Value::Array(inner)), Some(k2)) if quiet_elem(inner, k2) => {}
        (Some(Value::Array(inner)), None) if inner.next_free() < i64::MAX => {}
        _ => return false,
    }
    if k2.is_none() {
        // a push: the value goes from its slot into the list once both arrays are
        // separated (carried across those calls it would be spilled and reloaded whole)
        let Some((Some(Value::Array(outer)), from)) = pair_mut(win, var, src) else {
            return false;
        };
        let slot = outer.make_mut().entry(k1);
        if matches!(slot, Value::Null) {
            *slot = Value::Array(crate::value::PhpArray::new());
        }
        let Value::Array(inner) = slot else {
            return false;
        };
        let inner = inner.make_mut();
        if !inner.push_packed_from(from, tmp) {
            let v = if tmp {
                from.take()
            } else {
                from.as_ref().map(scalar_clone)
            };
            if let Some(v) = v {
                // (its next key was checked free above)
                let _ = inner.push(v);
            }
        }
        return true;
    }
    let v = if tmp {
        win[src].take()
    } else {
        win[src].as_ref().map(scalar_clone)
    };
    let (Some(v), Some(Some(Value::Array(outer)))) = (v, win.get_mut(var)) else {
        return false;
    };
    let slot = outer.make_mut().entry(k1);
    if matches!(slot, Value::Null) {
        *slot = Value::Array(crate::value::PhpArray::new());
    }
    if let Value::Array(inner) = slot {
        // (checked quiet above: no value comes back)
        let _ = store(inner, k2, v);
    }
    true
}

/// Whether the element at `key` (if any) may be replaced quietly (`quiet_old`).
#[inline(always)]
fn quiet_elem(a: &crate::value::PhpArray, key: &crate::value::ArrayKey) -> bool {
    a.get(key).is_none_or(quiet_old)
}

/// `$var[k1][k2] op= src` (`AssignDimOp` with two keys) on an int/float element that is
/// there, in an array element of an array the variable holds, with an int/float operand;
/// the result also goes to the slot after the keys.
fn assign_dim_op2(win: &mut [Option<Value>], op: BinOp, var: u32, keys: u32, src: u32) -> bool {
    let (k, res) = (keys as usize, keys as usize + 2);
    let y = match win.get(src as usize) {
        Some(Some(v @ (Value::Int(_) | Value::Float(_)))) => scalar_clone(v),
        _ => return false,
    };
    let (Some(k1), Some(k2)) = (key_at(win, k), key_at(win, k + 1)) else {
        return false;
    };
    if !win.get(res).is_some_and(super::fast::quiet_drop) {
        return false;
    }
    let Some(Some(Value::Array(outer))) = win.get_mut(var as usize) else {
        return false;
    };
    let x = match outer.get(&k1) {
        Some(Value::Array(inner)) => match inner.get(&k2) {
            Some(x @ (Value::Int(_) | Value::Float(_))) => num_bin(op, x, &y),
            _ => return false,
        },
        _ => return false,
    };
    if matches!(x, Num::Other) {
        return false;
    }
    let e = match outer.make_mut().get_mut(&k1) {
        Some(Value::Array(inner)) => inner.make_mut().get_mut(&k2),
        _ => None,
    };
    let Some(e) = e else { return false };
    match x {
        Num::Int(i) => {
            *e = Value::Int(i);
            super::fast::put_int(&mut win[res], i);
        }
        Num::Float(f) => {
            *e = Value::Float(f);
            super::fast::put_float(&mut win[res], f);
        }
        Num::Other => return false,
    }
    true
}

/// Slots `a` and `b` of a window, both borrowed (None: the same slot, or one out of range).
#[inline(always)]
fn pair_mut<T>(win: &mut [T], a: usize, b: usize) -> Option<(&mut T, &mut T)> {
    if a < b {
        let (lo, hi) = win.split_at_mut_checked(b)?;
        Some((lo.get_mut(a)?, hi.first_mut()?))
    } else {
        let (lo, hi) = win.split_at_mut_checked(a)?;
        let x = hi.first_mut()?;
        Some((x, lo.get_mut(b)?))
    }
}

/// `num_elem_int` of a string key, borrowed (`"8"` is the int 8, as php normalises it).
/// Out of line: the string path would crowd the leaf loop's registers.
#[inline(never)]
fn num_elem_str<'a>(a: &'a mut crate::value::PhpArray, k: &PhpStr) -> Option<&'a mut Value> {
    if let Some(i) = crate::value::array::canonical_int(k.as_bytes()) {
        return num_elem_int(a, i);
    }
    if a.ref_count() == 1 {
        let e = a.unique_mut()?.get_str_key_mut(k)?;
        return matches!(e, Value::Int(_) | Value::Float(_)).then_some(e);
    }
    if !matches!(a.get_php_str(k), Some(Value::Int(_) | Value::Float(_))) {
        return None;
    }
    a.make_mut().get_str_key_mut(k)
}

/// `num_elem` of an int key: of an array held only here, one lookup in place; else one
/// lookup to see the element and one through `make_mut`.
#[inline(always)]
pub(super) fn num_elem_int(a: &mut crate::value::PhpArray, k: i64) -> Option<&mut Value> {
    if a.ref_count() == 1 {
        return a.unique_mut()?.num_at_mut(k);
    }
    if !matches!(a.get_int(k), Some(Value::Int(_) | Value::Float(_))) {
        return None;
    }
    a.make_mut().get_int_mut(k)
}

/// `$var[key] op= y` (`y` an int or float) when the element is an int or float that is
/// there and the result is plain arithmetic; returns the new value, or `None` with
/// nothing changed.
#[inline(always)]
pub(super) fn dim_op_assign(
    win: &mut [Option<Value>],
    var: usize,
    k: usize,
    op: BinOp,
    y: &Value,
) -> Option<Num> {
    // the key is read where it is: an int copied out, a string borrowed (no key value to
    // build, clone and drop; its cached hash is used)
    let (kslot, arr) = pair_mut(win, k, var)?;
    let key = match kslot {
        Some(Value::Int(i)) => Err(*i),
        Some(Value::Str(s)) => Ok(&*s),
        _ => return None,
    };
    // the element, in an array held by the variable or by an untyped reference cell (whose
    // borrow lasts while the element is written)
    let mut cell;
    let e: &mut Value = match arr {
        Some(Value::Array(a)) => match key {
            Err(i) => num_elem_int(a, i)?,
            Ok(s) => num_elem_str(a, s)?,
        },
        Some(Value::Ref(r)) if !r.is_typed() => {
            cell = r.try_borrow_mut()?;
            match &mut *cell {
                Value::Array(a) => match key {
                    Err(i) => num_elem_int(a, i)?,
                    Ok(s) => num_elem_str(a, s)?,
                },
                _ => return None,
            }
        }
        _ => return None,
    };
    // computed in registers and stored in place (an `Option<Value>` returned through
    // memory stalls the load that follows)
    // (the element is an int or a float: written over in place, no drop of the old one)
    let r = num_bin(op, e, y);
    match (r, &mut *e) {
        (Num::Int(i), Value::Int(d)) => *d = i,
        (Num::Float(f), Value::Float(d)) => *d = f,
        (Num::Int(i), _) => std::mem::forget(std::mem::replace(e, Value::Int(i))),
        (Num::Float(f), _) => std::mem::forget(std::mem::replace(e, Value::Float(f))),
        (Num::Other, _) => return None,
    }
    Some(r)
}

/// An element op (`FetchDimR`, `AssignDim` and `AssignDimOp` with one or two keys) on the
/// lane's terms; false: any other op, or one the full path must run. Out of line, for the
/// leaf loop (`exec/fast_leaf.rs`) and the lane alike.
#[inline(never)]
pub(super) fn elem_op(win: &mut [Option<Value>], op: &Op, ncv: u32, lits: &[Value]) -> bool {
    match *op {
        Op::FetchDimR { dst, base, key } => {
            if fetch_elem_direct(win, dst as usize, base as usize, key as usize) {
                return true;
            }
            let k = win.get(key as usize).and_then(Option::as_ref);
            let v = k.and_then(|k| elem_of(win.get(base as usize), k));
            fetched(win, dst, v)
        }
        Op::FetchDimRC { dst, base, lit } => {
            let v = lits
                .get(lit as usize)
                .and_then(|k| elem_of(win.get(base as usize), k));
            fetched(win, dst, v)
        }
        Op::AssignDim { var, keys, n, src } => {
            let (v, k, s, tmp) = (var as usize, keys as usize, src as usize, src >= ncv);
            match n {
                1 if matches!(win.get(k), Some(None)) && push_direct(win, v, s, tmp) => true,
                1 => assign_dim1(win, v, k, s, tmp),
                2 => assign_dim2(win, v, k, s, tmp),
                _ => false,
            }
        }
        Op::AssignDimOp {
            op,
            n,
            var,
            keys,
            src,
        } => match n {
            1 => assign_dim_op(win, op, var, keys, src),
            2 => assign_dim_op2(win, op, var, keys, src),
            _ => false,
        },
        _ => false,
    }
}

/// `FetchDimR` of an element that is there, of an array held in slot `base` itself, at an
/// int or string key, into a slot that holds nothing to drop and is neither operand: the
/// element's copy is built from its payload and written straight into the slot. (The
/// general path carries an `Option<Value>` across its checks; spilled in two halves and
/// reloaded whole, that is a store-forwarding stall on every fetch.)
#[inline(always)]
fn fetch_elem_direct(win: &mut [Option<Value>], dst: usize, base: usize, key: usize) -> bool {
    if dst == base || dst == key {
        return false;
    }
    if !matches!(
        win.get(dst),
        Some(None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)))
    ) {
        return false;
    }
    let (Some(Some(Value::Array(a))), Some(Some(k))) = (win.get(base), win.get(key)) else {
        return false;
    };
    let e = match k {
        Value::Int(i) => a.get_int(*i),
        Value::Str(s) => a.get_php_str(s),
        _ => None,
    };
    let v = match e {
        Some(Value::Int(i)) => Value::Int(*i),
        Some(Value::Str(s)) => Value::Str(s.clone()),
        Some(Value::Float(f)) => Value::Float(*f),
        Some(Value::Bool(b)) => Value::Bool(*b),
        Some(Value::Null) => Value::Null,
        Some(Value::Array(x)) => Value::Array(x.clone()),
        Some(Value::Object(o)) => Value::Object(o.clone()),
        _ => return false,
    };
    if let Some(slot) = win.get_mut(dst) {
        // the old value is a scalar or nothing: no drop glue
        std::mem::forget(slot.take());
        *slot = Some(v);
        return true;
    }
    v.release();
    false
}

/// `$var[] = src` on an unshared or shared array held in slot `var` itself, packed with its
/// next key its length: the value goes from its slot straight into the list (moved out of
/// a temporary, copied from a variable), after the array's separation and growth, so it
/// is never carried across a call.
#[inline(always)]
fn push_direct(win: &mut [Option<Value>], var: usize, src: usize, tmp: bool) -> bool {
    let Some((Some(Value::Array(a)), from)) = pair_mut(win, var, src) else {
        return false;
    };
    if !matches!(from, Some(v) if !matches!(v, Value::Ref(_))) || !a.packed_push_ready() {
        return false;
    }
    a.make_mut().push_packed_from(from, tmp)
}

/// `FetchDimR`'s element: one that is there, of an array in `container` (also through a
/// reference cell: a by-reference parameter) or a string offset in range
/// (`Vm::fetch_dim_read`; None for a missing key, an offset out of range or any other
/// container, which go the full way).
#[inline(always)]
fn elem_of(container: Option<&Option<Value>>, k: &Value) -> Option<Value> {
    match container {
        Some(Some(Value::Ref(r))) => match r.try_borrow() {
            Some(c) if !matches!(*c, Value::Ref(_)) => dim_read(&c, k),
            _ => None,
        },
        Some(Some(c)) => dim_read(c, k),
        _ => None,
    }
}

/// A read element into `win[dst]` (false: none, or the slot's old value needs the full
/// path to be dropped).
#[inline(always)]
fn fetched(win: &mut [Option<Value>], dst: u32, v: Option<Value>) -> bool {
    let Some(v) = v else { return false };
    match win.get_mut(dst as usize) {
        Some(slot) if super::fast::quiet_drop(slot) => {
            super::fast::set_quiet(slot, v);
            true
        }
        _ => false,
    }
}

/// `AssignDimOp` with one key: `$a[$k] op= v` on an int/float element that is there, with
/// an int/float operand; the result also goes to the slot after the key.
#[inline(always)]
pub(super) fn assign_dim_op(
    win: &mut [Option<Value>],
    op: BinOp,
    var: u32,
    keys: u32,
    src: u32,
) -> bool {
    assign_dim_op_at(win, op, var, (keys, keys + 1), src)
}

/// `assign_dim_op` with the key in slot `k` and the result going to slot `res`.
#[inline(always)]
pub(super) fn assign_dim_op_at(
    win: &mut [Option<Value>],
    op: BinOp,
    var: u32,
    (k, res): (u32, u32),
    src: u32,
) -> bool {
    let (k, res) = (k as usize, res as usize);
    let y = match win.get(src as usize) {
        Some(Some(v @ (Value::Int(_) | Value::Float(_)))) => scalar_clone(v),
        _ => return false,
    };
    if !win.get(res).is_some_and(super::fast::quiet_drop) {
        return false;
    }
    let r = dim_op_assign(win, var as usize, k, op, &y);
    // an int or a float: no drop glue
    std::mem::forget(y);
    let Some(r) = r else {
        return false;
    };
    let Some(slot) = win.get_mut(res) else {
        return false;
    };
    match r {
        Num::Int(i) => super::fast::put_int(slot, i),
        Num::Float(f) => super::fast::put_float(slot, f),
        Num::Other => return false,
    }
    true
}

/// Whether a string may grow to `len` bytes: `Vm::check_string_memory`'s test, with
/// `room` the memory limit less the call stacks' bytes (past it: the full path's fatal).
#[inline(always)]
fn fits(len: usize, room: usize) -> bool {
    len < 1 << 20 || len <= room
}

/// A concatenation operand as bytes: a string's, or an int's digits (php's `(string)`);
/// `None` for the rest, whose conversions (floats' precision, arrays' warning, objects'
/// `__toString`) are the full path's.
#[inline(always)]
fn concat_bytes<'a>(v: Option<&'a Value>, digits: &'a mut [u8; 20]) -> Option<&'a [u8]> {
    match v {
        Some(Value::Str(s)) => Some(s.as_bytes()),
        Some(Value::Int(i)) => Some(int_digits(*i, digits)),
        _ => None,
    }
}

/// `a . b` (`Bin`, `BinLit`, `BinCv`, `BinLitCv` with `Concat`) on strings and ints, into a
/// slot whose old value drops quietly: false (nothing changed) for anything else. A
/// temporary string held only here is extended in place, as php's `CONCAT` extends a TMP
/// (`Vm::concat_temp`): `"r$i$j"` builds one string.
#[inline(never)]
pub(super) fn concat(
    win: &mut [Option<Value>],
    lits: &[Value],
    op: &Op,
    ncv: u32,
    room: usize,
) -> bool {
    let (dst, a, b, lit) = match *op {
        Op::Bin { dst, a, b, .. } | Op::BinCv { var: dst, a, b, .. } => (dst, a, b, None),
        Op::BinLit { dst, a, lit, .. }
        | Op::BinLitCv {
            var: dst, a, lit, ..
        } => (dst, a, u32::MAX, lits.get(lit as usize)),
        _ => return false,
    };
    if !win.get(dst as usize).is_some_and(super::fast::quiet_drop) {
        return false;
    }
    let mut digits = [0u8; 20];
    let in_place = a >= ncv
        && a != b
        && matches!(win.get(a as usize), Some(Some(Value::Str(s))) if s.ref_count() == 1);
    if in_place {
        let Some(Some(Value::Str(mut x))) = win.get_mut(a as usize).map(Option::take) else {
            return false;
        };
        let y = match lit {
            Some(l) => concat_bytes(Some(l), &mut digits),
            None => concat_bytes(win.get(b as usize).and_then(Option::as_ref), &mut digits),
        };
        match y {
            Some(y) if fits(x.len() + y.len(), room) => x.push_bytes(y),
            _ => {
                win[a as usize] = Some(Value::Str(x));
                return false;
            }
        }
        super::fast::set_quiet(&mut win[dst as usize], Value::Str(x));
        return true;
    }
    let mut digits_a = [0u8; 20];
    let x = concat_bytes(win.get(a as usize).and_then(Option::as_ref), &mut digits_a);
    let y = match lit {
        Some(l) => concat_bytes(Some(l), &mut digits),
        None => concat_bytes(win.get(b as usize).and_then(Option::as_ref), &mut digits),
    };
    let s = match (x, y) {
        (Some(x), Some(y)) if fits(x.len() + y.len(), room) => PhpStr::concat(x, y),
        _ => return false,
    };
    super::fast::set_quiet(&mut win[dst as usize], Value::Str(s));
    true
}

/// `$s .= b` (`AssignOp` with `Concat`) on a variable holding a string (not a reference
/// cell) and a string or int operand: the bytes appended in place (copy-on-write when the
/// string is shared). False, nothing changed, for anything else.
#[inline(never)]
pub(super) fn concat_assign(win: &mut [Option<Value>], var: u32, src: u32, room: usize) -> bool {
    if var == src || !matches!(win.get(var as usize), Some(Some(Value::Str(_)))) {
        return false;
    }
    let Some(Some(Value::Str(mut s))) = win.get_mut(var as usize).map(Option::take) else {
        return false;
    };
    let mut digits = [0u8; 20];
    let ok = match concat_bytes(win.get(src as usize).and_then(Option::as_ref), &mut digits) {
        Some(y) if fits(s.len() + y.len(), room) => {
            s.push_bytes(y);
            true
        }
        _ => false,
    };
    win[var as usize] = Some(Value::Str(s));
    ok
}

/// `$s .= "text"` (`LOp::ConcatLit`): the literal string `lit`'s bytes appended to the
/// string variable `var` holds (written in place when held only there), unless the result
/// would pass `room` (`concat_assign`). False, nothing changed, for anything else.
#[inline(never)]
pub(super) fn concat_lit(
    win: &mut [Option<Value>],
    var: u32,
    lit: Option<&Value>,
    room: usize,
) -> bool {
    match (win.get_mut(var as usize), lit) {
        (Some(Some(Value::Str(s))), Some(Value::Str(y))) if fits(s.len() + y.len(), room) => {
            s.push_bytes(y.as_bytes());
            true
        }
        _ => false,
    }
}

/// `(int)`, `(float)`, `(string)` and `(bool)` (`Op::Cast`) of the operands whose result
/// needs no diagnostic and no call (`Vm::cast` has the rest: numeric strings, floats'
/// precision, arrays, objects), into a slot whose old value drops quietly. False, nothing
/// changed, for anything else.
#[inline(never)]
pub(super) fn cast(win: &mut [Option<Value>], op: CastOp, dst: u32, a: u32) -> bool {
    let Some(Some(x)) = win.get(a as usize) else {
        return false;
    };
    let r = match (op, x) {
        (CastOp::String, Value::Str(s)) => Value::Str(s.clone()),
        (CastOp::String, Value::Int(i)) => {
            let mut digits = [0u8; 20];
            Value::Str(PhpStr::new(int_digits(*i, &mut digits)))
        }
        (CastOp::String, Value::Bool(true)) => Value::Str(PhpStr::new(b"1")),
        (CastOp::String, Value::Bool(false) | Value::Null) => Value::Str(PhpStr::empty()),
        (CastOp::Int, Value::Int(i)) => Value::Int(*i),
        (CastOp::Int, Value::Bool(b)) => Value::Int(i64::from(*b)),
        (CastOp::Int, Value::Null) => Value::Int(0),
        // php's `zend_dval_to_lval` within the range of an int: truncation toward zero
        (CastOp::Int, Value::Float(f)) if crate::value::convert::fits_int(*f) => {
            Value::Int(*f as i64)
        }
        (CastOp::Float, Value::Float(f)) => Value::Float(*f),
        (CastOp::Float, Value::Int(i)) => Value::Float(*i as f64),
        (CastOp::Float, Value::Bool(b)) => Value::Float(f64::from(u8::from(*b))),
        (CastOp::Float, Value::Null) => Value::Float(0.0),
        (CastOp::Bool, v) => match truthy(v) {
            Some(t) => Value::Bool(t),
            None => return false,
        },
        _ => return false,
    };
    match win.get_mut(dst as usize) {
        Some(slot) if super::fast::quiet_drop(slot) => {
            super::fast::set_quiet(slot, r);
            true
        }
        _ => false,
    }
}

/// `FeFetch` of a by-value `foreach` over an array (`Vm::fe_fetch`; the array in slot
/// `iter`, the next position in the slot after it): the next element is copied into
/// `val`. `Some(true)`: copied; `Some(false)`: no element left (the loop ends); `None`
/// with nothing done: any other iteration, or a `val` whose old value the full path must
/// drop.
#[inline(always)]
pub(super) fn fe_fetch_at(win: &mut [Option<Value>], iter: u32, val: u32) -> Option<bool> {
    let ps = iter as usize + 1;
    let (a, pos) = iteration(win, iter)?;
    let Some(p) = a.next_pos(pos) else {
        return Some(false);
    };
    if !win.get(val as usize).is_some_and(super::fast::quiet_drop) {
        return None;
    }
    let v = match a.value_at(p) {
        Some(Value::Ref(r)) => match r.try_borrow() {
            Some(b) if !matches!(*b, Value::Ref(_)) => scalar_clone(&b),
            _ => return None,
        },
        Some(v) => scalar_clone(v),
        None => return None,
    };
    if let Some(slot) = win.get_mut(val as usize) {
        super::fast::put(slot, v);
    }
    if let Some(s) = win.get_mut(ps) {
        super::fast::put_int(s, i64::from(p) + 1);
    }
    Some(true)
}

/// A by-value `foreach` over an array: the array in slot `iter` and the position after
/// the element last fetched, in the slot after it.
#[inline(always)]
fn iteration(win: &[Option<Value>], iter: u32) -> Option<(&crate::value::PhpArray, u32)> {
    match (win.get(iter as usize), win.get(iter as usize + 1)) {
        (Some(Some(Value::Array(a))), Some(Some(Value::Int(p)))) => Some((a, *p as u32)),
        _ => None,
    }
}

/// `FeKey` after `fe_fetch_at`: the key of the element fetched into `key` (false, nothing
/// done: any other iteration, or a `key` whose old value the full path must drop).
#[inline(always)]
pub(super) fn fe_key_at(win: &mut [Option<Value>], iter: u32, key: u32) -> bool {
    let Some((a, pos)) = iteration(win, iter) else {
        return false;
    };
    let k = match a.key_at(pos.saturating_sub(1)) {
        Some(k) => k.to_value(),
        None => Value::Null,
    };
    match win.get_mut(key as usize) {
        Some(slot) if super::fast::quiet_drop(slot) => {
            super::fast::put(slot, k);
            true
        }
        _ => false,
    }
}

/// `fe_fetch_at` for the leaf loop (`exec/fast_leaf.rs`), out of line: its paths clone
/// and drop handles, whose code would crowd the loop's registers.
#[inline(never)]
pub(super) fn leaf_fe_fetch(win: &mut [Option<Value>], iter: u32, val: u32) -> Option<bool> {
    fe_fetch_at(win, iter, val)
}

/// `fe_key_at` for the leaf loop, out of line as `leaf_fe_fetch`.
#[inline(never)]
pub(super) fn leaf_fe_key(win: &mut [Option<Value>], iter: u32, key: u32) -> bool {
    fe_key_at(win, iter, key)
}

/// php's truth value of a value the lane can judge without a call (objects, references
/// and resources go the full path).
#[inline(never)]
pub(super) fn truthy(v: &Value) -> Option<bool> {
    Some(match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        // php 8.5 warns of a NAN made a bool: the full path
        Value::Float(f) if f.is_nan() => return None,
        Value::Float(f) => *f != 0.0,
        Value::Str(s) => !(s.is_empty() || s.as_bytes() == b"0"),
        Value::Array(a) => !a.is_empty(),
        _ => return None,
    })
}

/// `Op::Special1` where the answer needs no call: an int (`Ok`) or a bool (`Err`).
#[inline(always)]
pub(super) fn special_fast(f: SpecialFn, v: &Value) -> Option<Result<i64, bool>> {
    use SpecialFn as S;
    Some(match (f, v) {
        (_, Value::Ref(_) | Value::Resource(_)) => return None,
        (S::Strlen, Value::Str(s)) => Ok(s.len() as i64),
        (S::Count, Value::Array(a)) => Ok(a.len() as i64),
        (S::IntVal, Value::Int(i)) => Ok(*i),
        (S::IsNull, _) => Err(matches!(v, Value::Null)),
        (S::IsBool, _) => Err(matches!(v, Value::Bool(_))),
        (S::IsInt, _) => Err(matches!(v, Value::Int(_))),
        (S::IsFloat, _) => Err(matches!(v, Value::Float(_))),
        (S::IsString, _) => Err(matches!(v, Value::Str(_))),
        (S::IsArray, _) => Err(matches!(v, Value::Array(_))),
        (S::IsScalar, _) => Err(matches!(
            v,
            Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
        )),
        (S::BoolVal, Value::Bool(b)) => Err(*b),
        (S::BoolVal, Value::Int(i)) => Err(*i != 0),
        (S::BoolVal, Value::Null) => Err(false),
        _ => return None,
    })
}
