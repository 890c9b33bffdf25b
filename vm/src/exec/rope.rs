//! Ropes (`compile/rope.rs`): `RopeAdd` puts one piece of a string being built into a
//! slot of its own, converting it at php's moment when its conversion may be seen;
//! `RopeEnd` joins the pieces in one allocation of the exact size. The fast loop runs both
//! on strings, ints, null and bools; the full path here has the conversions.

use smallvec::SmallVec;

use super::fast::{put, quiet_drop, set_quiet};
use super::magic_cont::Defer;
use super::{OpResult, Vm};
use crate::bytecode::Slot;
use crate::value::PhpStr;
use crate::value::Value;
use crate::value::convert::int_digits;
use crate::value::string::INLINE;

/// A piece `RopeEnd` formats itself: its conversion to a string is pure.
#[inline(always)]
fn deferred(v: &Value) -> bool {
    matches!(
        v,
        Value::Str(_) | Value::Int(_) | Value::Null | Value::Bool(_)
    )
}

/// The bytes of a piece (`deferred`, or an empty slot: ""), ints printed into `digits`.
#[inline(always)]
fn piece<'a>(v: &'a Option<Value>, digits: &'a mut [u8; 20]) -> Option<&'a [u8]> {
    match v {
        Some(Value::Str(s)) => Some(s.as_bytes()),
        Some(Value::Int(i)) => Some(int_digits(*i, digits)),
        Some(Value::Bool(true)) => Some(b"1"),
        Some(Value::Null | Value::Bool(false)) | None => Some(b""),
        Some(_) => None,
    }
}

/// The length of `int_digits(i)`.
#[inline(always)]
fn int_len(i: i64) -> usize {
    i.unsigned_abs()
        .checked_ilog10()
        .map_or(1, |l| l as usize + 1)
        + usize::from(i < 0)
}

/// The pieces joined, `len` bytes in all; `None` when one is not a `deferred` value.
fn join(pieces: &[Option<Value>], len: usize) -> Option<PhpStr> {
    let mut digits = [0u8; 20];
    if len <= INLINE {
        let mut v: SmallVec<[u8; INLINE]> = SmallVec::new();
        for p in pieces {
            v.extend_from_slice(piece(p, &mut digits)?);
        }
        return Some(PhpStr::from_small(v));
    }
    let mut v = Vec::with_capacity(len);
    for p in pieces {
        v.extend_from_slice(piece(p, &mut digits)?);
    }
    Some(PhpStr::from_vec(v))
}

/// `RopeAdd` of a string, int, null or bool into a slot whose old value drops quietly:
/// false (nothing changed) for anything else (the full path's conversions, an undefined
/// variable's warning, a reference cell).
#[inline(always)]
pub(super) fn rope_add(win: &mut [Option<Value>], dst: u32, src: u32, ncv: u32) -> bool {
    if src == dst || !win.get(dst as usize).is_some_and(quiet_drop) {
        return false;
    }
    let v = match win.get_mut(src as usize) {
        Some(s @ Some(_)) if s.as_ref().is_some_and(deferred) => {
            if src >= ncv {
                s.take()
            } else {
                s.clone()
            }
        }
        _ => return false,
    };
    match (win.get_mut(dst as usize), v) {
        (Some(slot), Some(v)) => put(slot, v),
        _ => return false,
    }
    true
}

/// `RopeEnd` when every piece is a `deferred` value and the result fits `room` (see
/// `fast_ops::concat`): false, nothing changed, otherwise.
#[inline(never)]
pub(super) fn rope_end(
    win: &mut [Option<Value>],
    dst: u32,
    first: u32,
    n: u32,
    room: usize,
) -> bool {
    let (lo, hi) = (first as usize, first as usize + n as usize);
    if (lo..hi).contains(&(dst as usize)) || !win.get(dst as usize).is_some_and(quiet_drop) {
        return false;
    }
    let Some(pieces) = win.get(lo..hi) else {
        return false;
    };
    let mut len = 0usize;
    for p in pieces {
        len += match p {
            Some(Value::Str(s)) => s.len(),
            Some(Value::Int(i)) => int_len(*i),
            Some(Value::Bool(true)) => 1,
            Some(Value::Null | Value::Bool(false)) | None => 0,
            Some(_) => return false,
        };
    }
    if len >= 1 << 20 && len > room {
        return false;
    }
    let Some(s) = join(pieces, len) else {
        return false;
    };
    for p in &mut win[lo..hi] {
        match p.take() {
            Some(Value::Str(s)) => drop(s),
            // an int, a bool or null: nothing to free, no drop call
            other => std::mem::forget(other),
        }
    }
    set_quiet(&mut win[dst as usize], Value::Str(s));
    true
}

impl Vm {
    /// `RopeAdd`: the piece moved (a temporary) or read (a variable, with its undefined
    /// warning) into `dst`, and converted now unless `deferred` (a float's precision, an
    /// array's warning, an object's `__toString`, which may end the op: `magic_cont.rs`).
    pub(super) fn rope_add_op(&mut self, base: usize, dst: Slot, src: Slot) -> OpResult {
        let ncv = self.co.frames.last().map_or(0, |f| f.ncv);
        let v = if src >= ncv && src != dst {
            match self.co.stack[base + src as usize].take() {
                Some(Value::Ref(r)) => r.get(),
                v => v.unwrap_or_default(),
            }
        } else {
            self.read(base, src)
        };
        if deferred(&v) {
            self.set(base, dst, v);
            return Ok(());
        }
        let f = move |vm: &mut Vm| vm.to_string_value(&v).map(Value::Str);
        if let Some(r) = self.deferring_after(Defer::ToString, dst, f, |_, r| Ok(r))? {
            self.set(base, dst, r);
        }
        Ok(())
    }

    /// `RopeEnd`: the pieces joined into `dst`. A piece the string would not fit in memory
    /// with gives php's fatal error at the first `.` that passes the limit.
    pub(super) fn rope_end_op(&mut self, base: usize, dst: Slot, first: Slot, n: u32) -> OpResult {
        let (lo, hi) = (base + first as usize, base + first as usize + n as usize);
        let mut digits = [0u8; 20];
        let mut len = 0usize;
        for i in lo..hi {
            let add = match self.co.stack.get(i) {
                Some(p) => piece(p, &mut digits).map_or(0, <[u8]>::len),
                None => 0,
            };
            len += add;
            self.check_string_memory(len)?;
        }
        let s = self
            .co
            .stack
            .get(lo..hi)
            .and_then(|pieces| join(pieces, len))
            .unwrap_or_else(PhpStr::empty);
        for p in self.co.stack.get_mut(lo..hi).unwrap_or_default() {
            *p = None;
        }
        self.set(base, dst, Value::Str(s));
        Ok(())
    }
}
