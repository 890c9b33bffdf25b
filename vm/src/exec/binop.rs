//! The full path of the binary-operator ops (`Bin`, `BinLit` and their assigning forms
//! `BinCv`, `BinLitCv`): int/int without overflow directly, everything else through
//! `Vm::binary` with php's conversions, warnings and errors.

use super::dispatch::fast_int;
use super::{Control, Vm};
use crate::bytecode::{Lit, Slot};
use crate::value::Value;
use crate::value::ops::BinOp;

impl Vm {
    /// `T . $b` where the temporary `T` holds a string: the string is moved out of the
    /// temporary (dead after this op) and extended in place when this was its only holder,
    /// as php's `CONCAT` extends a TMP string (`"a$i" . $x . "b"` builds one string, not
    /// one per `.`). False (nothing done) for anything else: `Vm::binary`'s way.
    pub(super) fn concat_temp(
        &mut self,
        base: usize,
        dst: Slot,
        a: Slot,
        b: Slot,
    ) -> Result<bool, Control> {
        // a string held only here (a literal's load is shared with the literal table)
        if a == b || !matches!(self.slot(base, a), Some(Value::Str(s)) if s.ref_count() == 1) {
            return Ok(false);
        }
        if a < self.co.frames.last().map_or(0, |f| f.ncv) {
            return Ok(false);
        }
        let mut digits = itoa_buf();
        let add: &[u8] = match self.slot(base, b) {
            Some(Value::Str(s)) => {
                self.check_concat_memory(base + a as usize, s.len())?;
                let Some(Some(Value::Str(mut x))) =
                    self.co.stack.get_mut(base + a as usize).map(Option::take)
                else {
                    return Ok(false);
                };
                if let Some(Value::Str(y)) = self.slot(base, b) {
                    x.push_bytes(y.as_bytes());
                }
                self.set(base, dst, Value::Str(x));
                return Ok(true);
            }
            Some(Value::Int(i)) => fmt_int(&mut digits, *i),
            _ => return Ok(false),
        };
        self.check_concat_memory(base + a as usize, add.len())?;
        let Some(Some(Value::Str(mut x))) =
            self.co.stack.get_mut(base + a as usize).map(Option::take)
        else {
            return Ok(false);
        };
        x.push_bytes(add);
        self.set(base, dst, Value::Str(x));
        Ok(true)
    }

    /// `slot a op slot b`.
    pub(super) fn bin_slots(
        &mut self,
        op: BinOp,
        base: usize,
        a: Slot,
        b: Slot,
    ) -> Result<Value, Control> {
        if let (Some(Value::Int(x)), Some(Value::Int(y))) = (self.slot(base, a), self.slot(base, b))
        {
            if let Some(r) = fast_int(op, *x, *y) {
                return Ok(r);
            }
        }
        let x = self.read(base, a);
        let y = self.read(base, b);
        self.binary(op, &x, &y)
    }

    /// `slot a op literal`.
    pub(super) fn bin_lit(
        &mut self,
        op: BinOp,
        base: usize,
        a: Slot,
        lit: Lit,
    ) -> Result<Value, Control> {
        let y = match self.co.frames.last() {
            Some(f) => f.func.lits.get(lit as usize).cloned().unwrap_or_default(),
            None => Value::Null,
        };
        if let (Some(Value::Int(x)), Value::Int(y)) = (self.slot(base, a), &y) {
            if let Some(r) = fast_int(op, *x, *y) {
                return Ok(r);
            }
        }
        let x = self.read(base, a);
        self.binary(op, &x, &y)
    }
}

/// A buffer for an i64's decimal digits.
fn itoa_buf() -> [u8; 20] {
    [0; 20]
}

/// `i`'s decimal digits, written at the end of `buf`.
fn fmt_int(buf: &mut [u8; 20], i: i64) -> &[u8] {
    let mut n = i.unsigned_abs();
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if i < 0 {
        at -= 1;
        buf[at] = b'-';
    }
    &buf[at..]
}
