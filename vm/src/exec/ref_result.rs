//! References returned from calls: `function &f()` returning a reference cell, and what
//! the call sites that can take one (`$a = &f()`, `g(f())`) do with a call's result.

use super::{Callee, OpResult, Vm};
use crate::value::Value;

impl Vm {
    /// A temporary's raw content (a reference cell stays one); a variable's is copied.
    pub(super) fn take_raw(&mut self, base: usize, src: u32) -> Value {
        let ncv = self.co.frames.last().map_or(0, |f| f.ncv);
        let slot = &mut self.co.stack[base + src as usize];
        let v = if src >= ncv {
            slot.take()
        } else {
            slot.clone()
        };
        v.unwrap_or(Value::Null)
    }

    /// `ZEND_RETURN_BY_REF`: return the cell in `src`, or the value with php's notice.
    pub(super) fn return_ref(&mut self, base: usize, src: u32) -> OpResult {
        let v = match self.take_raw(base, src) {
            r @ Value::Ref(_) => r,
            v => {
                self.notice("Only variable references should be returned by reference");
                // the notice belongs to the returning function's line
                self.queue_diags();
                // php returns it in a new reference all the same
                Value::Ref(crate::value::PhpRef::new(v))
            }
        };
        self.do_return(v)
    }

    /// `$a = &f()` where `f` returned by value: php notices (and bound the value).
    pub(super) fn assign_ref_notice(&mut self, base: usize, flag: u32) {
        if !matches!(
            self.co.stack[base + flag as usize].take(),
            Some(Value::Bool(true))
        ) {
            self.notice("Only variables should be assigned by reference");
        }
    }

    /// The pending call's by-reference parameters also take values without a notice
    /// (php's `@prefer-ref`: extract's and array_multisort's).
    fn pending_prefer_ref(&self) -> bool {
        match self.co.calls.last().map(|c| &c.callee) {
            Some(Callee::Builtin(id)) => self
                .builtins
                .get(*id)
                .is_some_and(|b| matches!(b.name, "extract" | "array_multisort")),
            _ => false,
        }
    }

    /// `ZEND_SEND_VAR_NO_REF_EX`: a call's result as an argument.
    pub(super) fn send_func_result(&mut self, base: usize, src: u32, arg: u32) {
        let v = self.take_raw(base, src);
        let v = if self.pending_arg_by_ref(arg) {
            if !matches!(v, Value::Ref(_)) && !self.pending_prefer_ref() {
                self.notice("Only variables should be passed by reference");
            }
            v
        } else {
            match v {
                Value::Ref(r) => r.get(),
                v => v,
            }
        };
        self.co.stack.push(Some(v));
    }
}
