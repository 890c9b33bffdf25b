//! The full path of the binary-operator ops (`Bin`, `BinLit` and their assigning forms
//! `BinCv`, `BinLitCv`): int/int without overflow directly, everything else through
//! `Vm::binary` with php's conversions, warnings and errors.

use super::dispatch::fast_int;
use super::{Control, Vm};
use crate::bytecode::{Lit, Slot};
use crate::value::Value;
use crate::value::ops::BinOp;

impl Vm {
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
