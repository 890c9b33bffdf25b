//! The full path of the binary-operator ops (`Bin`, `BinLit` and their assigning forms
//! `BinCv`, `BinLitCv`): int/int without overflow directly, everything else through
//! `Vm::binary` with php's conversions, warnings and errors.

use super::dispatch::fast_int;
use super::{Control, Vm};
use crate::bytecode::{Lit, Slot};
use crate::value::convert::int_digits;
use crate::value::ops::BinOp;
use crate::value::{PhpStr, Value};

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
        let mut digits = [0u8; 20];
        let y: PhpStr;
        let add: &[u8] = match self.slot(base, b) {
            Some(Value::Str(s)) => {
                y = s.clone();
                y.as_bytes()
            }
            Some(Value::Int(i)) => int_digits(*i, &mut digits),
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
