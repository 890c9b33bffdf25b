//! Frameless calls (`exec/fast.rs`, `CallDirect`): a plain callee runs in the leaf loop
//! (`exec/fast_leaf.rs`) with no heap frame, and a `CallDirect` it reaches there enters its
//! own plain callee the same way, inside the same loop. Each caller waiting there is a
//! `LeafFrame` of four words on `Vm::leaf_frames`: its function's id, its window's base,
//! the pc of its call and its slot for the result. A return moves the value into the
//! caller's slot and closes the window, as the lane's return does, and the caller goes on
//! in the loop.
//!
//! Nothing run there can warn, throw, free an object or call out (the leaf declines all of
//! it), so no frame is ever observed. When the leaf declines an op that is not such a call,
//! or the fuel runs low, or a frame depth is due for the memory check, the frames are made
//! real (`materialize`): each is pushed as the lane would have pushed it, its caller
//! resuming after its call, and the lane runs the declined op in the top one.

use super::call::{Callee, EntryKind, Func};
use super::fast_call::{close_slots, move_into, plain_slot, push_frame, resume_at};
use super::fast_leaf::{Leaf, run_leaf};
use super::{Frame, PendingCall};
use crate::bytecode::{ARG_LIT, NO_SLOT};
use crate::class::NO_CLASS;
use crate::value::{ObjectHandle, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// A caller waiting in the leaf loop on a frameless call (see the module comment); the
/// last one of a run that stops is the running callee itself.
#[derive(Clone, Copy)]
pub(super) struct LeafFrame {
    /// `Func::id`, an index into `Vm::funcs`.
    pub fid: u32,
    /// The base of its window in the value stack.
    pub base: u32,
    /// The pc of its call (the running callee's: the op it stopped at).
    pub pc: u32,
    /// Its slot for the callee's result, relative to `base`.
    pub dst: u32,
}

/// What the leaf loop needs to call frameless: the call cache, the functions by id, the
/// waiting callers (empty between runs), the destructors due and the lane's frame depth.
pub(super) struct Calls<'a, 'b> {
    pub cache: &'a [Box<[Option<Callee>]>],
    pub funcs: &'a [Rc<Func>],
    pub lf: &'b mut Vec<LeafFrame>,
    pub pending: &'b RefCell<Vec<ObjectHandle>>,
    /// The depth the frameless run's first callee's frame would have (`frames.len()`).
    pub depth: usize,
    /// The memory limit less what the fibers' parents and the running coroutine's frames
    /// hold: a string may grow to this less the value stack's bytes (`fast_ops::fits`).
    pub str_room: usize,
    /// The run is a lane frame's loop (`Func::call_heads`), not a frameless callee's: its
    /// own return is declined to the lane, and when it stops waiting on a call the frames
    /// above it are made real (`lane_stopped`).
    pub lane: bool,
}

impl<'a, 'b> Calls<'a, 'b> {
    pub(super) fn new(
        cache: &'a [Box<[Option<Callee>]>],
        funcs: &'a [Rc<Func>],
        lf: &'b mut Vec<LeafFrame>,
        pending: &'b RefCell<Vec<ObjectHandle>>,
        depth: usize,
        str_room: usize,
    ) -> Self {
        Calls {
            cache,
            funcs,
            lf,
            pending,
            depth,
            str_room,
            lane: false,
        }
    }
}

/// Runs the plain callee `f`, just entered at `arg_base` (its window set up, no frame
/// pushed), frameless: its result goes to the absolute stack slot `dst` (out of range:
/// unused) and `Ok`. Else `Err` with the op it stopped at: its frame is pushed there and
/// resumes at it, or, when it called frameless in turn, the frames on `cx().lf` are made
/// real (`push_stopped`). `cx` is called only when the leaf loop runs. `n` is the fuel: a
/// call and a return cost one each, as on the lane.
#[inline(always)]
pub(super) fn frameless<'a, 'c>(
    stack: &mut Vec<Option<Value>>,
    f: &'a Func,
    arg_base: usize,
    n: &mut u64,
    dst: usize,
    cx: impl FnOnce() -> Calls<'a, 'c>,
) -> Result<(), u32> {
    let mut pc = f.entry as usize;
    if *n < 2 || f.entry_kind == EntryKind::Frame {
        return Err(f.entry);
    }
    // a body that returns at once (`{}`, `return $param;`) needs no run of the leaf loop
    let leaf = match f.entry_kind {
        EntryKind::ReturnNull => Leaf::Return(NO_SLOT),
        EntryKind::Return(src) => match stack.get(arg_base + src as usize) {
            Some(Some(v)) if !matches!(v, Value::Ref(_)) => Leaf::Return(src),
            _ => return Err(f.entry),
        },
        _ => run_leaf::<true>(stack, arg_base, f, f.ncv, &mut pc, n, &mut cx()),
    };
    match leaf {
        Leaf::Return(src) => {
            return_to(stack, arg_base, src, dst);
            Ok(())
        }
        _ => Err(pc as u32),
    }
}

/// A frameless callee's return: the value in its slot `src` (`NO_SLOT`: null) moves to the
/// absolute stack slot `to` (out of range: unused) and its window at `base` closes.
#[inline(always)]
pub(super) fn return_to(stack: &mut Vec<Option<Value>>, base: usize, src: u32, to: usize) {
    move_result(stack, base, src, to);
    close_slots(stack, base);
}

/// The value in slot `src` of the window at `base` (`NO_SLOT`: null) moved to the
/// absolute stack slot `to` below it (out of range: unused); returns the window.
#[inline(always)]
fn move_result(
    stack: &mut [Option<Value>],
    base: usize,
    src: u32,
    to: usize,
) -> &mut [Option<Value>] {
    let cut = base.min(stack.len());
    let (lo, hi) = stack.split_at_mut(cut);
    if let Some(slot) = lo.get_mut(to) {
        match src {
            NO_SLOT => *slot = Some(Value::Null),
            _ => {
                if let Some(from) = hi.get_mut(src as usize) {
                    move_into(slot, from);
                }
            }
        }
    }
    hi
}

/// A nested frameless callee's return (`fast_leaf::run_leaf`): the value in its slot `src`
/// (`NO_SLOT`: null) moves to the absolute stack slot `to` and its window, the slots from
/// `base` to `top`, is emptied but stays on the stack: the next call opens its window
/// there with no push (the leaf cuts the stack back when its run stops).
#[inline(always)]
pub(super) fn close_window(
    stack: &mut [Option<Value>],
    (base, top): (usize, usize),
    src: u32,
    to: usize,
) {
    let win = move_result(stack, base, src, to);
    if let Some(win) = win.get_mut(..top.saturating_sub(base)) {
        for slot in win.iter_mut().filter(|s| s.is_some()) {
            if plain_slot(slot) {
                // a scalar: nothing to drop
                std::mem::forget(slot.take());
            } else {
                // dropped in place
                *slot = None;
            }
        }
    }
}

/// Whether a call of the plain callee `g`, whose body returns null at once
/// (`EntryKind::ReturnNull`), may skip setting up its arguments `srcs` (slots of the
/// caller's window `win`, or `ARG_LIT` literals): no argument's going could be observed. A
/// variable's value (not a reference) is copied in and dropped, a count up and down; a
/// temporary is moved in and dropped when the callee returns, which is unobservable for a
/// scalar or a string only (an object's or an array's last holder going may run a
/// destructor). False, as the full call does, for a count that is not the callee's or an
/// unset variable (its warning is the lane's).
#[inline(always)]
pub(super) fn args_unobserved(g: &Func, srcs: &[u32], win: &[Option<Value>], ncv: u32) -> bool {
    g.plain
        && g.nparams as usize == srcs.len()
        && srcs.iter().all(|&s| {
            s & ARG_LIT != 0
                || match win.get(s as usize) {
                    Some(Some(Value::Ref(_))) | Some(None) | None => false,
                    Some(Some(
                        Value::Int(_)
                        | Value::Float(_)
                        | Value::Bool(_)
                        | Value::Null
                        | Value::Str(_),
                    )) => true,
                    Some(Some(_)) => s < ncv,
                }
        })
}

/// The frames of a frameless run that stopped at `at` (`frameless`'s `Err`) made real: the
/// callee `f`, entered at `arg_base`, is pushed stopped there, or, when it called frameless
/// in turn, the frames on `lf` are (`materialize`). `stop` is the lane frame's result slot,
/// the pc it resumes at, and `at`.
pub(super) fn push_stopped(
    frames: &mut Vec<Frame>,
    calls: &[PendingCall],
    lf: &mut Vec<LeafFrame>,
    funcs: &[Rc<Func>],
    (f, arg_base): (Rc<Func>, usize),
    (dst, resume_pc, at): (u32, usize, u32),
) {
    if lf.is_empty() {
        let ctx = (None, None, NO_CLASS, NO_CLASS);
        let argc = f.nparams as usize;
        push_frame(frames, f, arg_base, argc, calls.len(), dst, resume_pc, ctx);
        resume_at(frames, at);
    } else {
        materialize(frames, calls, lf, funcs, dst, resume_pc);
    }
}

/// The frames of a lane frame's leaf run (`Calls::lane`) that stopped inside a frameless
/// call made real: the first of `lf` is the lane frame itself, waiting on its call (it
/// resumes after it, the callee's result going to its slot), the rest are pushed above it
/// (`materialize`). Nothing to do when the run stopped in the lane frame (`lf` empty).
pub(super) fn lane_stopped(
    frames: &mut Vec<Frame>,
    calls: &[PendingCall],
    lf: &mut Vec<LeafFrame>,
    funcs: &[Rc<Func>],
) {
    if lf.is_empty() {
        return;
    }
    let first = lf.remove(0);
    materialize(frames, calls, lf, funcs, first.dst, first.pc as usize + 1);
}

/// Makes the frameless calls `lf` real frames on top of `frames`, in order, and empties
/// it: the first is the lane's callee, its result going to the lane frame's slot `dst` and
/// that frame resuming at `resume_pc`; each next one is the callee of the one before it;
/// the last one resumes at its pc.
fn materialize(
    frames: &mut Vec<Frame>,
    calls: &[PendingCall],
    lf: &mut Vec<LeafFrame>,
    funcs: &[Rc<Func>],
    dst: u32,
    resume_pc: usize,
) {
    let (mut resume, mut dst) = (resume_pc, dst);
    let mut top = None;
    for l in lf.drain(..) {
        let Some(func) = funcs.get(l.fid as usize) else {
            continue;
        };
        let argc = func.nparams as usize;
        let ctx = (None, None, NO_CLASS, NO_CLASS);
        let base = l.base as usize;
        push_frame(
            frames,
            func.clone(),
            base,
            argc,
            calls.len(),
            dst,
            resume,
            ctx,
        );
        (resume, dst, top) = (l.pc as usize + 1, l.dst, Some(l.pc));
    }
    if let Some(pc) = top {
        resume_at(frames, pc);
    }
}
