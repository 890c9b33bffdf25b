//! The full path of the binary-operator ops (`Bin`, `BinLit` and their assigning forms
//! `BinCv`, `BinLitCv`): int/int without overflow directly, everything else through
//! `Vm::binary` with php's conversions, warnings and errors.

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

impl Vm {
    /// `Bin`/`BinLit` (`Err(dst)`) and `BinCv`/`BinLitCv` (`Ok(var)`) of a concatenation
    /// whose right operand is a slot (`Ok`) or a literal (`Err`): a `__toString` may end
    /// the op (`magic_cont.rs`), the rest following in its continuation.
    pub(super) fn concat_op(
        &mut self,
        base: usize,
        a: Slot,
        b: Result<Slot, Lit>,
        to: Result<Slot, Slot>,
    ) -> super::OpResult {
        let b_slot = b.unwrap_or(a);
        let after = move |vm: &mut Vm, r: Value| {
            vm.drop_temp_objects(base, a, b_slot);
            if let Ok(var) = to {
                vm.assign_var(base, var, r)?;
                return Ok(Value::Null);
            }
            Ok(r)
        };
        let defer = super::magic_cont::Defer::ToString;
        let f = |vm: &mut Vm| match b {
            Ok(b) => vm.bin_slots(BinOp::Concat, base, a, b),
            Err(lit) => vm.bin_lit(BinOp::Concat, base, a, lit),
        };
        let dst = to.err().unwrap_or(u32::MAX);
        if let Some(r) = self.deferring_after(defer, dst, f, after)? {
            if dst != u32::MAX {
                self.set(base, dst, r);
            }
        }
        Ok(())
    }
}

#[inline]
pub(crate) fn fast_int(op: crate::value::ops::BinOp, x: i64, y: i64) -> Option<Value> {
    use crate::value::ops::BinOp as B;
    match op {
        B::Add => x.checked_add(y).map(Value::Int),
        B::Sub => x.checked_sub(y).map(Value::Int),
        B::Mul => x.checked_mul(y).map(Value::Int),
        B::BitAnd => Some(Value::Int(x & y)),
        B::BitOr => Some(Value::Int(x | y)),
        B::BitXor => Some(Value::Int(x ^ y)),
        B::Mod if y != 0 && y != -1 => Some(Value::Int(x % y)),
        _ => None,
    }
}

#[inline]
pub(crate) fn fast_cmp(op: crate::value::compare::CmpOp, x: i64, y: i64) -> Value {
    use crate::value::compare::CmpOp as C;
    match op {
        C::Eq | C::Identical => Value::Bool(x == y),
        C::NotEq | C::NotIdentical => Value::Bool(x != y),
        C::Lt => Value::Bool(x < y),
        C::Le => Value::Bool(x <= y),
        C::Gt => Value::Bool(x > y),
        C::Ge => Value::Bool(x >= y),
        C::Spaceship => Value::Int((x > y) as i64 - (x < y) as i64),
    }
}

/// A small stack buffer for printing ints without allocating.
pub(crate) struct ItoaBuf {
    buf: [u8; 24],
    start: usize,
}

impl ItoaBuf {
    pub(super) fn as_bytes_mut(&mut self) -> &[u8] {
        &self.buf[self.start..]
    }
}

pub(crate) fn itoa_buf(i: i64) -> ItoaBuf {
    let mut buf = [0u8; 24];
    let mut pos = buf.len();
    let neg = i < 0;
    let mut n = i.unsigned_abs();
    loop {
        pos -= 1;
        buf[pos] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if neg {
        pos -= 1;
        buf[pos] = b'-';
    }
    ItoaBuf { buf, start: pos }
}
