//! `CallDirect` (`compile/direct_call.rs`): a call of a function the file declares, with
//! its arguments already evaluated into slots. The full path here opens the call as
//! `InitFcall` does and sends each argument by value; the fast lane enters a plain callee
//! straight from the slots (`enter_direct`), with no pending call.

use super::{OpResult, Vm};
use crate::bytecode::{ARG_LIT, Slot};
use crate::value::Value;

impl Vm {
    /// The full path of `CallDirect`.
    pub(super) fn call_direct(
        &mut self,
        base: usize,
        name: u32,
        args: u32,
        argc: u8,
        dst: Slot,
    ) -> OpResult {
        self.init_fcall(name)?;
        for k in 0..argc as usize {
            let (src, lit) = match self.co.frames.last() {
                Some(f) => {
                    let src = f
                        .func
                        .unit
                        .call_args
                        .get(args as usize + k)
                        .copied()
                        .unwrap_or(ARG_LIT);
                    let lit = (src & ARG_LIT != 0)
                        .then(|| f.func.lits.get((src & !ARG_LIT) as usize).cloned());
                    (src, lit)
                }
                None => (ARG_LIT, None),
            };
            // a temporary is moved (a reference it holds is read), a literal copied
            let v = match lit {
                Some(v) => v.unwrap_or(Value::Null),
                None => self.take(base, src),
            };
            self.co.stack.push(Some(v));
        }
        self.do_fcall(dst)
    }
}

/// The source of a `CallDirect` argument in the lane: a literal, or a plain value in a
/// slot (false: a reference cell, nothing, a source out of range).
#[inline(always)]
fn arg_ok(win: &[Option<Value>], lits: &[Value], src: u32) -> bool {
    if src & ARG_LIT != 0 {
        lits.get((src & !ARG_LIT) as usize).is_some()
    } else {
        matches!(win.get(src as usize), Some(Some(v)) if !matches!(v, Value::Ref(_)))
    }
}

/// `CallDirect`'s arguments in the fast lane, for a callee with `nslots` slots: the
/// callee's window is opened at the top of the stack and each argument moved (a
/// temporary) or copied (a literal) into its first slots. Returns the new frame's base,
/// or None when an argument needs the full path (nothing done then). The caller pushes
/// the frame (`push_frame`).
#[inline]
pub(super) fn direct_args(
    stack: &mut Vec<Option<Value>>,
    base: usize,
    ncv: u32,
    lits: &[Value],
    srcs: &[u32],
    nslots: usize,
) -> Option<usize> {
    let win = stack.get(base..)?;
    if !srcs.iter().all(|&s| arg_ok(win, lits, s)) {
        return None;
    }
    let arg_base = stack.len();
    // the arguments are pushed, then the callee's other slots (one write per slot)
    stack.reserve(nslots.max(srcs.len()));
    for &s in srcs {
        let v = if s & ARG_LIT != 0 {
            lits.get((s & !ARG_LIT) as usize).cloned()
        } else if s >= ncv {
            stack.get_mut(base + s as usize).and_then(Option::take)
        } else {
            stack.get(base + s as usize).cloned().flatten()
        };
        stack.push(v);
    }
    for _ in srcs.len()..nslots {
        stack.push(None);
    }
    Some(arg_base)
}
