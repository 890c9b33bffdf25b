//! `Op::Special1`'s full path: the builtin the op names, run on its one argument in the
//! calling frame (no pending call, no frame: see `compile/special.rs`). Its result, its
//! warnings and a callback it makes (`count()` of a `Countable`) go as a called builtin's
//! would; an error it throws is thrown by the op itself, so php's trace has no frame for it.

use super::builtin_frame::{BuiltinCall, InBuiltin};
use super::{Control, OpResult, ThrowKind, Vm};
use crate::bytecode::{Lit, Slot};
use crate::value::Value;

impl Vm {
    pub(super) fn special1(&mut self, base: usize, name: Lit, dst: Slot, src: Slot) -> OpResult {
        // a temporary operand is consumed (php frees it as the op ends: `count([f()])`
        // destroys the array there, not at the end of the statement)
        let v = self.take(base, src);
        let lname = match self.co.frames.last() {
            Some(f) => match f.func.lits.get(name as usize) {
                Some(Value::Str(s)) => s.clone(),
                _ => return Ok(()),
            },
            None => return Ok(()),
        };
        let id = self.builtins.lookup(&lname);
        let Some(b) = id.and_then(|id| self.builtins.get(id)) else {
            // a VM without the standard library
            return Err(Control::Error(
                ThrowKind::Error,
                format!("Call to undefined function {}()", lname.to_string_lossy()),
            ));
        };
        let (func, bname) = (b.func, b.name);
        self.strict_call = self.frame_strict();
        let mut args = [v];
        // a string argument's `__toString` may stop the builtin (`magic_cont.rs`)
        let diag_len = self.diag.entries.len();
        if self.may_run_again() {
            self.defer = super::magic_cont::Defer::BuiltinArg;
        }
        let r = self.run_builtin_fn(func, &mut args);
        self.defer = super::magic_cont::Defer::No;
        let r = match r {
            Err(Control::Method(call)) if self.arg_conv => {
                let id = id.unwrap_or(0);
                self.builtin_stopped_at_arg(call, id, &args, diag_len)
            }
            r @ Err(Control::Call { .. }) => InBuiltin::wrap(r, || BuiltinCall {
                name: bname,
                owner: None,
                this: None,
                args: args.to_vec(),
            }),
            // made while the operand lives (php compiles these calls to ops: no frame)
            Err(Control::Error(kind, msg)) => Err(Control::Throw(
                self.create_throwable(kind.class_name(), &msg),
            )),
            r => r,
        };
        self.builtin_result(r, dst)
    }
}
