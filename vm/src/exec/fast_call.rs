//! The fast lane's calls and returns (`exec/fast.rs`): pending calls and frames are
//! written into their vectors in place, and a returning frame is dropped where it lies. A
//! struct built whole on the Rust stack and then moved into a vector is copied with wide
//! loads over the narrow stores that built it, a store-forwarding stall per call.

use super::call::{ClosureData, Func, MethodCtx};
use super::{Callee, Frame, PendingCall, Ret};
use crate::class::{ClassId, NO_CLASS};
use crate::value::{ObjectHandle, Value};
use std::rc::Rc;

#[inline]
pub(super) fn frame_ret(frames: &[Frame]) -> Option<&Ret> {
    frames.last().map(|f| &f.ret)
}

/// `Vm::enter_plain` on the coroutine's parts for the pending call on top of `calls` (a
/// plain user function or method; false for any other callee, nothing done): the caller
/// resumes at `resume_pc`. The callee's parts are read from the entry in place, as scalars,
/// and the entry dropped there (a `Callee` or `PendingCall` moved whole goes through the
/// stack: wide loads over narrow stores, a stall).
#[inline]
pub(super) fn enter_plain(
    frames: &mut Vec<Frame>,
    stack: &mut Vec<Option<Value>>,
    calls: &mut Vec<PendingCall>,
    arg_base: usize,
    dst: u32,
    resume_pc: usize,
) -> bool {
    if !matches!(
        calls.last().map(|c| &c.callee),
        Some(Callee::User { closure: None, .. } | Callee::UserMethod { .. })
    ) {
        return false;
    }
    // the callee's parts are read from the entry where it lies (the entry moved out whole
    // would be a wide copy of the narrow stores that just built it, a store-forwarding
    // stall): `$this` moves out, the function's count goes up here and down as the entry
    // is dropped in place
    let (func, this, scope, called) = match calls.last_mut().map(|c| &mut c.callee) {
        Some(Callee::User { func, .. }) => (func.clone(), None, NO_CLASS, NO_CLASS),
        Some(Callee::UserMethod { func, ctx }) => {
            (func.clone(), ctx.this.take(), ctx.scope, ctx.called)
        }
        _ => return false,
    };
    let calls_base = calls.len() - 1;
    calls.truncate(calls_base);
    let argc = func.nparams as usize;
    // by-value parameters never hold a reference cell
    for slot in &mut stack[arg_base..arg_base + argc] {
        if let Some(Value::Ref(r)) = slot {
            let v = r.get();
            *slot = Some(v);
        }
    }
    let nslots = func.nslots as usize;
    // the callee's temporaries: a counted extend writes them in one loop without a capacity
    // check per slot
    open_slots(stack, arg_base + nslots.max(argc));
    push_frame(
        frames,
        func,
        arg_base,
        argc,
        calls_base,
        dst,
        resume_pc,
        (None, this, scope, called),
    );
    true
}

/// `enter_plain` for a pending call of a user Closure (`Vm::enter_user`): the closure's
/// bound `use` values go into their slots and its `$this` and scope into the frame. False
/// for any other callee (nothing done).
#[inline]
pub(super) fn enter_closure(
    frames: &mut Vec<Frame>,
    stack: &mut Vec<Option<Value>>,
    calls: &mut Vec<PendingCall>,
    arg_base: usize,
    dst: u32,
    resume_pc: usize,
) -> bool {
    let Some(PendingCall {
        callee: Callee::User {
            func,
            closure: Some(c),
        },
        ..
    }) = calls.last()
    else {
        return false;
    };
    let (func, c) = (func.clone(), c.clone());
    let ctx = {
        let b = c.borrow();
        let Some(ClosureData::User { bound, ctx, .. }) = b
            .internal
            .get()
            .and_then(|d| d.downcast_ref::<ClosureData>())
        else {
            return false;
        };
        let unit = &*func.unit;
        let argc = unit.params.len();
        // by-value parameters never hold a reference cell
        for slot in stack.iter_mut().skip(arg_base).take(argc) {
            if let Some(Value::Ref(r)) = slot {
                let v = r.get();
                *slot = Some(v);
            }
        }
        open_slots(stack, arg_base + (unit.num_slots as usize).max(argc));
        for (slot, v) in bound {
            if let Some(s) = stack.get_mut(arg_base + *slot as usize) {
                *s = Some(v.clone());
            }
        }
        ctx.clone()
    };
    calls.truncate(calls.len() - 1);
    let argc = func.unit.params.len();
    push_frame(
        frames,
        func,
        arg_base,
        argc,
        calls.len(),
        dst,
        resume_pc,
        (Some(c), ctx.this, ctx.scope, ctx.called),
    );
    true
}

/// Grows the value stack to `top` slots with empty ones (a shorter stack only). A counted
/// push of `None` writes one tag per slot; `Vec::resize` clones its value into a stack
/// temporary and reads it back per slot, a store-forwarding stall each time.
#[inline(always)]
pub(super) fn open_slots(stack: &mut Vec<Option<Value>>, top: usize) {
    if let Some(grow) = top.checked_sub(stack.len()) {
        // a counted extend: one capacity test and one length store for the lot
        stack.extend((0..grow).map(|_| None));
    }
}

/// `stack.truncate(base)` for a window of scalars and handles: the values that own
/// something are dropped first, lowest slot first (php frees a frame's variables in
/// order), and the rest is popped with no drop glue (a truncate calls the value's drop
/// glue out of line for every slot, scalars and empty ones included).
#[inline(always)]
pub(super) fn close_slots(stack: &mut Vec<Option<Value>>, base: usize) {
    if let Some(win) = stack.get_mut(base..) {
        for slot in win {
            if !plain_slot(slot) {
                // dropped in place: a `take` would copy the value out whole first, a wide
                // load over the narrow stores that wrote it (a stall)
                *slot = None;
            }
        }
    }
    while stack.len() > base {
        if let Some(v) = stack.pop() {
            // empty or a scalar: nothing to drop
            std::mem::forget(v);
        }
    }
}

/// An empty slot or a scalar: nothing to drop.
#[inline(always)]
pub(super) fn plain_slot(slot: &Option<Value>) -> bool {
    matches!(
        slot,
        None | Some(Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Null)
    )
}

/// Pushes the frame of a plain entry into `func` with its `argc` arguments at `arg_base`
/// (its slots are there), the caller resuming at `resume_pc` and the result going to
/// slot `dst` of the caller; `ctx` is the Closure object run, the method's `$this`, scope
/// and called class.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn push_frame(
    frames: &mut Vec<Frame>,
    func: Rc<Func>,
    arg_base: usize,
    argc: usize,
    calls_base: usize,
    dst: u32,
    resume_pc: usize,
    ctx: (Option<ObjectHandle>, Option<ObjectHandle>, ClassId, ClassId),
) {
    let (closure, this, scope, called) = ctx;
    let ncv = func.ncv;
    if let Some(caller) = frames.last_mut() {
        caller.pc = resume_pc as u32;
    }
    let entry = func.entry;
    // the same push on both sides of a capacity test: where room is known, the frame is
    // written straight into the vector (a frame built whole on the Rust stack first would be
    // copied in with wide loads over narrow stores, a stall)
    macro_rules! frame {
        () => {
            Frame {
                ncv,
                func,
                pc: entry,
                base: arg_base as u32,
                argc: argc as u32,
                calls_base: calls_base as u32,
                ret: Ret::Slot(dst),
                closure,
                this,
                scope,
                called,
                extra: None,
            }
        };
    }
    #[allow(clippy::if_same_then_else)]
    if frames.len() < frames.capacity() {
        frames.push(frame!());
    } else {
        frames.push(frame!());
    }
}

/// `Vm::do_return` for a frame whose result goes into a slot of the frame below.
#[inline(always)]
pub(super) fn ret_slot(
    frames: &mut Vec<Frame>,
    stack: &mut Vec<Option<Value>>,
    calls: &mut Vec<PendingCall>,
    v: Option<Value>,
    pending: &std::cell::RefCell<Vec<crate::value::ObjectHandle>>,
) {
    // the frame is read in place and dropped there (no 100-byte move out of the vector)
    let Some(frame) = frames.last_mut() else {
        return;
    };
    let (base, calls_base) = (frame.base as usize, frame.calls_base as usize);
    let dst = match frame.ret {
        Ret::Slot(dst) => dst,
        _ => u32::MAX,
    };
    let closure = frame.closure.take();
    frames.truncate(frames.len() - 1);
    close_slots(stack, base);
    if let Some(c) = closure {
        super::destruct::release_closure(pending, c);
    }
    // a plain return leaves no pending call behind: no drop glue to run for none
    if calls.len() > calls_base {
        calls.truncate(calls_base);
    }
    if dst == u32::MAX {
        return;
    }
    if let Some(caller) = frames.last() {
        if let Some(slot) = stack.get_mut(caller.base as usize + dst as usize) {
            *slot = v;
        }
    }
}

/// `ret_slot` of the value in the returning frame's slot `src` (a scalar or a handle, not
/// a reference cell), moved into the caller's slot from its payload in registers: the op
/// before the return often wrote it in two 8-byte stores, and a 16-byte copy of it would
/// stall on store forwarding. A variable's value moves too: the frame is going.
#[inline(always)]
pub(super) fn ret_from(
    frames: &mut Vec<Frame>,
    stack: &mut Vec<Option<Value>>,
    calls: &mut Vec<PendingCall>,
    src: u32,
    pending: &std::cell::RefCell<Vec<crate::value::ObjectHandle>>,
) {
    let n = frames.len();
    let closure = frames.last_mut().and_then(|f| f.closure.take());
    let Some(frame) = frames.last() else { return };
    let (base, calls_base) = (frame.base as usize, frame.calls_base as usize);
    if let (Ret::Slot(dst), Some(caller)) =
        (&frame.ret, n.checked_sub(2).and_then(|i| frames.get(i)))
    {
        let to = caller.base as usize + *dst as usize;
        let (lo, hi) = stack.split_at_mut(base);
        if let (Some(slot), Some(from)) = (lo.get_mut(to), hi.get_mut(src as usize)) {
            move_into(slot, from);
        }
    }
    frames.truncate(n - 1);
    close_slots(stack, base);
    if let Some(c) = closure {
        super::destruct::release_closure(pending, c);
    }
    // a plain return leaves no pending call behind: no drop glue to run for none
    if calls.len() > calls_base {
        calls.truncate(calls_base);
    }
}

/// `*slot = from.take()`, a scalar copied from its payload in registers: the leaf wrote
/// it in two 8-byte stores, and a 16-byte copy of it would stall on store forwarding.
#[inline(always)]
pub(super) fn move_into(slot: &mut Option<Value>, from: &mut Option<Value>) {
    match *from {
        Some(Value::Int(i)) => *slot = Some(Value::Int(i)),
        Some(Value::Float(f)) => *slot = Some(Value::Float(f)),
        Some(Value::Bool(b)) => *slot = Some(Value::Bool(b)),
        Some(Value::Null) => *slot = Some(Value::Null),
        _ => *slot = from.take(),
    }
}

/// Moves the top frame, just pushed, to op `at` (where a frameless run stopped).
#[inline(always)]
pub(super) fn resume_at(frames: &mut [Frame], at: u32) {
    if let Some(f) = frames.last_mut() {
        f.pc = at;
    }
}

/// Whether the pending call's parameter `arg` may be by reference (`Vm::pending_arg_by_ref`;
/// true for the callees the fast lane does not know).
#[inline(always)]
pub(super) fn pending_by_ref(
    calls: &[PendingCall],
    builtins: &crate::builtins::Builtins,
    arg: u32,
) -> bool {
    match calls.last().map(|c| &c.callee) {
        Some(Callee::User { func, .. } | Callee::UserMethod { func, .. }) => {
            super::call::param_by_ref(&func.unit, arg)
        }
        Some(Callee::Builtin(id)) => builtins.get(*id).is_none_or(|b| b.arg_by_ref(arg)),
        _ => true,
    }
}

/// `calls.push(PendingCall { callee: make(), arg_base, named: None })`, written in the
/// vector's memory: a constant entry is pushed, then its fields are written in place, with
/// the callee made only after the push (a value made before it is spilled across the push's
/// possible reallocation and copied back whole: wide loads over narrow stores, a stall).
#[inline(always)]
pub(super) fn push_call(
    calls: &mut Vec<PendingCall>,
    arg_base: u32,
    make: impl FnOnce() -> Callee,
) {
    if let Some(c) = push_empty(calls, arg_base) {
        // the constant's callee owns nothing
        std::mem::forget(std::mem::replace(&mut c.callee, make()));
    }
}

/// `push_call` of a copy of `src` (a call site's cached callee), each variant written into
/// the entry by its own stores (one copy of the enum built on the stack and copied in whole
/// would stall).
#[inline(always)]
pub(super) fn push_call_of(calls: &mut Vec<PendingCall>, arg_base: u32, src: &Callee) {
    let Some(c) = push_empty(calls, arg_base) else {
        return;
    };
    let dst = &mut c.callee;
    // the constant's callee owns nothing: `forget` instead of dropping it
    match src {
        Callee::User { func, closure } => std::mem::forget(std::mem::replace(
            dst,
            Callee::User {
                func: func.clone(),
                closure: closure.clone(),
            },
        )),
        Callee::Builtin(id) => std::mem::forget(std::mem::replace(dst, Callee::Builtin(*id))),
        Callee::UserMethod { func, ctx } => std::mem::forget(std::mem::replace(
            dst,
            Callee::UserMethod {
                func: func.clone(),
                ctx: MethodCtx {
                    this: ctx.this.clone(),
                    scope: ctx.scope,
                    called: ctx.called,
                },
            },
        )),
        other => std::mem::forget(std::mem::replace(dst, other.clone())),
    }
}

/// `push_call` of a user method: the callee written into the entry from its parts.
#[inline(always)]
pub(super) fn push_method_call(
    calls: &mut Vec<PendingCall>,
    arg_base: u32,
    func: &Rc<Func>,
    this: Option<&ObjectHandle>,
    scope: ClassId,
    called: ClassId,
) {
    if let Some(c) = push_empty(calls, arg_base) {
        // the constant's callee owns nothing
        std::mem::forget(std::mem::replace(
            &mut c.callee,
            Callee::UserMethod {
                func: func.clone(),
                ctx: MethodCtx {
                    this: this.cloned(),
                    scope,
                    called,
                },
            },
        ));
    }
}

/// Pushes a constant pending call (callee `Builtin(0)`, owning nothing) with `arg_base`.
#[inline(always)]
pub(super) fn push_empty(calls: &mut Vec<PendingCall>, arg_base: u32) -> Option<&mut PendingCall> {
    const EMPTY: PendingCall = PendingCall {
        callee: Callee::Builtin(0),
        arg_base: 0,
        named: None,
    };
    calls.push(EMPTY);
    let c = calls.last_mut()?;
    c.arg_base = arg_base;
    Some(c)
}

/// `*slot = Some(v.clone())`, each scalar case written in place (see `scalar_clone`).
#[inline(always)]
pub(super) fn store(slot: &mut Option<Value>, v: &Value) {
    match (v, &mut *slot) {
        (Value::Int(i), Some(Value::Int(d))) => *d = *i,
        (Value::Int(i), _) => *slot = Some(Value::Int(*i)),
        (Value::Float(f), _) => *slot = Some(Value::Float(*f)),
        // over a scalar or nothing: no drop glue to call
        (_, None | Some(Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Null)) => {
            std::mem::forget(slot.replace(super::fast::scalar_clone(v)))
        }
        _ => *slot = Some(super::fast::scalar_clone(v)),
    }
}
