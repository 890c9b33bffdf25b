//! `CallDirect`, `CallThis` and `CallStatic` (`compile/direct_call.rs`): calls whose
//! arguments are already evaluated into slots or named as literals. The full path here
//! opens the call as `InitFcall`/`InitMethodCall`/`InitStaticMethodCall` do and sends each
//! argument by value; the fast lane enters a plain callee straight from the slots
//! (`direct_entry`, `this_entry`, `static_entry`), with no pending call.

use super::call::{Callee, Func};
use super::fast::scalar_clone;
use super::fast_call::move_into;
use super::ic::Ic;
use super::{Control, OpResult, ThrowKind, Vm};
use crate::builtins::fast::FastFn;
use crate::bytecode::{ARG_LIT, Slot};
use crate::class::{ClassId, MethodBody};
use crate::value::ObjectHandle;
use crate::value::Value;
use smallvec::SmallVec;
use std::rc::Rc;

impl Vm {
    /// The full path of `CallDirect` and `CallBuiltin`: the callee resolved as
    /// `InitFcall` does, the arguments sent by value, then `DoFcall`. A builtin the call
    /// site resolved before is called with no pending call, given the caller's
    /// `strict_types` and its result as `DoFcall` gives them.
    pub(super) fn call_direct(
        &mut self,
        base: usize,
        name: u32,
        args: u32,
        argc: u8,
        dst: Slot,
    ) -> OpResult {
        let fid = self.co.frames.last().map_or(u32::MAX, |f| f.func.id);
        let cached = self
            .call_cache
            .get(fid as usize)
            .and_then(|r| r.get(name as usize));
        let Some(Some(Callee::Builtin(id))) = cached else {
            self.init_fcall(name)?;
            self.push_call_args(base, args, argc);
            self.note_strict_call();
            self.direct_call = matches!(
                self.co.calls.last(),
                Some(super::PendingCall {
                    callee: Callee::Builtin(_),
                    ..
                })
            );
            return self.do_fcall(dst);
        };
        let id = *id;
        self.strict_call = self.frame_strict();
        self.direct_call = true;
        // the arguments go straight from their sources into the call's list (no trip
        // through the value stack: nothing reads them there while a builtin runs)
        let mut list: SmallVec<[Value; 8]> = SmallVec::new();
        for k in 0..argc as u32 {
            let v = self.direct_arg(base, args + k);
            list.push(v);
        }
        self.call_builtin_with(id, &mut list, dst)
    }

    /// The full path of `CallThis`.
    pub(super) fn call_this(
        &mut self,
        base: usize,
        name: u32,
        args: u32,
        argc: u8,
        dst: Slot,
    ) -> OpResult {
        let Some(this) = self.co.frames.last().and_then(|f| f.this.clone()) else {
            return Err(Control::Error(
                ThrowKind::Error,
                "Using $this when not in object context".into(),
            ));
        };
        self.init_method_call_value(Value::Object(this), name)?;
        self.push_call_args(base, args, argc);
        self.do_fcall(dst)
    }

    /// The full path of `CallStatic`.
    pub(super) fn call_static(
        &mut self,
        base: usize,
        class: u32,
        args: u32,
        argc: u8,
        dst: Slot,
    ) -> OpResult {
        let name = self
            .co
            .frames
            .last()
            .and_then(|f| f.func.unit.call_args.get(args as usize).copied())
            .unwrap_or(0);
        self.init_static_call(class, name)?;
        // a deprecation the resolution raised is the caller's (its line), as at
        // `InitStaticMethodCall`'s op boundary
        self.queue_diags();
        self.push_call_args(base, args + 1, argc);
        self.do_fcall(dst)
    }

    /// Sends the `argc` arguments of a direct call whose sources start at `args` in the
    /// running unit's `call_args`, all by value.
    fn push_call_args(&mut self, base: usize, args: u32, argc: u8) {
        for k in 0..argc as u32 {
            let v = self.direct_arg(base, args + k);
            self.co.stack.push(Some(v));
        }
    }

    /// The argument whose source is the running unit's `call_args[at]`: a temporary is
    /// moved (a reference it holds is read), a literal copied.
    fn direct_arg(&mut self, base: usize, at: u32) -> Value {
        let (src, lit) = match self.co.frames.last() {
            Some(f) => {
                let src = f
                    .func
                    .unit
                    .call_args
                    .get(at as usize)
                    .copied()
                    .unwrap_or(ARG_LIT);
                let lit = (src & ARG_LIT != 0)
                    .then(|| f.func.lits.get((src & !ARG_LIT) as usize).cloned());
                (src, lit)
            }
            None => (ARG_LIT, None),
        };
        match lit {
            Some(v) => v.unwrap_or(Value::Null),
            None => self.take(base, src),
        }
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

/// A direct call's argument sources: the unit's `call_args`, the first one's index, and
/// the count.
pub(super) type ArgSources<'a> = (&'a [u32], u32, u8);

/// The most arguments a fast entry is given (more: the full path).
const FAST_ARGS: usize = 8;

/// `CallBuiltin` in the lane: the builtin's fast entry given the arguments where they
/// sit (at most `FAST_ARGS`, borrowed: no copy to make and drop); when it answers, the
/// temporaries moved into the call are cleared. None: it does not answer (or a source is
/// not a plain value), nothing changed, and the full path runs the builtin.
#[inline(always)]
pub(super) fn builtin_fast(
    fast: impl FnOnce(&[&Value]) -> Option<Value>,
    (all, args, argc): ArgSources,
    win: &mut [Option<Value>],
    ncv: u32,
    lits: &[Value],
) -> Option<Value> {
    let srcs = all.get(args as usize..args as usize + argc as usize)?;
    let null = Value::Null;
    let mut buf: [&Value; FAST_ARGS] = [&null; FAST_ARGS];
    if srcs.len() > buf.len() {
        return None;
    }
    for (slot, &s) in buf.iter_mut().zip(srcs) {
        *slot = if s & ARG_LIT != 0 {
            lits.get((s & !ARG_LIT) as usize)?
        } else {
            match win.get(s as usize) {
                Some(Some(v)) if !matches!(v, Value::Ref(_)) => v,
                _ => return None,
            }
        };
    }
    let r = fast(buf.get(..srcs.len())?)?;
    for &s in srcs {
        if s & ARG_LIT == 0 && s >= ncv {
            if let Some(slot) = win.get_mut(s as usize) {
                *slot = None;
            }
        }
    }
    Some(r)
}

/// A fast entry on arguments sent to the stack (`DoFcall` of a pending call): each slot
/// must hold a plain value; None (nothing done) otherwise, or past `FAST_ARGS`.
#[inline(always)]
pub(super) fn fast_on_slots(fast: FastFn, slots: &[Option<Value>]) -> Option<Value> {
    let null = Value::Null;
    let mut buf: [&Value; FAST_ARGS] = [&null; FAST_ARGS];
    if slots.len() > buf.len() {
        return None;
    }
    for (slot, s) in buf.iter_mut().zip(slots) {
        *slot = match s {
            Some(v) if !matches!(v, Value::Ref(_)) => v,
            _ => return None,
        };
    }
    fast(buf.get(..slots.len())?)
}

/// A method frame's context for `push_frame`: closure, `$this`, scope, called class.
pub(super) type MethodFrameCtx = (Option<ObjectHandle>, Option<ObjectHandle>, ClassId, ClassId);

/// What the lane's direct calls share: `f` is plain and given exactly its parameter count
/// (the sources at `at`, past `skip` leading entries), at a frame depth without the
/// memory check; its arguments are set up (`direct_args`) in a window opened at
/// `arg_base`: the top of the stack, or in the leaf loop's frameless calls its own top,
/// past which every slot is empty. Returns its frame's base for `push_frame`, or None
/// with nothing done.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn enter_args(
    f: &Func,
    at: ArgSources,
    skip: usize,
    stack: &mut Vec<Option<Value>>,
    base: usize,
    ncv: u32,
    lits: &[Value],
    (depth, arg_base): (usize, usize),
) -> Option<usize> {
    let (call_args, args, argc) = at;
    let argc = argc as usize;
    if !f.plain || f.nparams as usize != argc || depth % 1024 == 0 {
        return None;
    }
    let first = args as usize + skip;
    let srcs = call_args.get(first..first + argc)?;
    direct_args(stack, (base, arg_base), ncv, lits, srcs, f.nslots as usize)
}

/// `CallDirect` in the fast lane: a user function (`enter_args`). Returns the callee and
/// its frame's base for `push_frame`, or None with nothing done.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn direct_entry(
    callee: Option<&Callee>,
    at: ArgSources,
    stack: &mut Vec<Option<Value>>,
    base: usize,
    ncv: u32,
    lits: &[Value],
    depth: usize,
) -> Option<(Rc<Func>, usize)> {
    let Some(Callee::User {
        func: f,
        closure: None,
    }) = callee
    else {
        return None;
    };
    let top = stack.len();
    let arg_base = enter_args(f, at, 0, stack, base, ncv, lits, (depth, top))?;
    Some((f.clone(), arg_base))
}

/// `CallThis` in the fast lane: the inline cache `ic` of the site knows the method of
/// `$this`'s class in this scope, a user method (`enter_args`). As `direct_entry`, with
/// the frame's context.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn this_entry(
    ic: Option<&Ic>,
    this: &Option<ObjectHandle>,
    scope: ClassId,
    at: ArgSources,
    stack: &mut Vec<Option<Value>>,
    base: usize,
    ncv: u32,
    lits: &[Value],
    depth: usize,
) -> Option<(Rc<Func>, usize, MethodFrameCtx)> {
    let o = this.as_ref()?;
    let Some(Ic::Method {
        class,
        scope: s,
        entry,
    }) = ic
    else {
        return None;
    };
    let MethodBody::User(f) = &entry.body else {
        return None;
    };
    if *s != scope || o.try_borrow().map(|d| d.class.id) != Some(*class) {
        return None;
    }
    let top = stack.len();
    let arg_base = enter_args(f, at, 0, stack, base, ncv, lits, (depth, top))?;
    let this = (!entry.is_static).then(|| o.clone());
    Some((f.clone(), arg_base, (None, this, entry.declaring, *class)))
}

/// `CallStatic` in the fast lane for a static user method an inline cache knows (`self`
/// or `static` resolved as `lit_class` does, to `class`, forwarding the called class).
/// As `direct_entry`, with the frame's context; `at` starts at the method name's entry.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn static_entry(
    ic: Option<&Ic>,
    class: ClassId,
    called: ClassId,
    scope: ClassId,
    at: ArgSources,
    stack: &mut Vec<Option<Value>>,
    base: usize,
    ncv: u32,
    lits: &[Value],
    depth: usize,
) -> Option<(Rc<Func>, usize, MethodFrameCtx)> {
    let Some(Ic::Method {
        class: c,
        scope: s,
        entry,
    }) = ic
    else {
        return None;
    };
    let MethodBody::User(f) = &entry.body else {
        return None;
    };
    if *c != class || *s != scope || !entry.is_static {
        return None;
    }
    let top = stack.len();
    let arg_base = enter_args(f, at, 1, stack, base, ncv, lits, (depth, top))?;
    Some((f.clone(), arg_base, (None, None, entry.declaring, called)))
}

/// `CallDirect`'s arguments in the fast lane, for a callee with `nslots` slots: the
/// callee's window is opened at `arg_base` (the top of the stack, or in the leaf loop its
/// own top, past which every slot is empty: `exec/leaf_call.rs`), the caller's window
/// being the slots from `base` up to it, and each argument moved (a temporary) or copied
/// (a literal) into its first slots. Returns the new frame's base,
/// or None when an argument needs the full path (nothing done then). The caller pushes
/// the frame (`push_frame`).
#[inline]
fn direct_args(
    stack: &mut Vec<Option<Value>>,
    (base, arg_base): (usize, usize),
    ncv: u32,
    lits: &[Value],
    srcs: &[u32],
    nslots: usize,
) -> Option<usize> {
    match *srcs {
        [s] => return one_arg(stack, (base, arg_base), ncv, lits, s, nslots),
        [s0, s1] => return two_args(stack, (base, arg_base), ncv, lits, (s0, s1), nslots),
        _ => {}
    }
    let win = stack.get(base..arg_base)?;
    if !srcs.iter().all(|&s| arg_ok(win, lits, s)) {
        return None;
    }
    // the callee's slots are opened empty (one tag write each), then each argument is
    // written into its slot from its payload in registers: a value built on the Rust stack
    // and pushed whole is a 16-byte copy of two 8-byte stores, a store-forwarding stall
    // per argument
    super::fast_call::open_slots(stack, arg_base + nslots.max(srcs.len()));
    let (lo, hi) = stack.split_at_mut(arg_base);
    for (&s, slot) in srcs.iter().zip(hi.iter_mut()) {
        place(lo, slot, base, s, (ncv, lits));
    }
    Some(arg_base)
}

/// Argument source `s` (`ARG_LIT` and a literal's index, or a slot of the caller's window
/// at `base` in `lo`) into the callee's slot just opened empty: a literal or a variable is
/// copied, a temporary moved (a scalar is copied and left where it was: a temporary is
/// overwritten before it is read again, and a scalar owns nothing).
#[inline(always)]
fn place(
    lo: &mut [Option<Value>],
    slot: &mut Option<Value>,
    base: usize,
    s: u32,
    (ncv, lits): (u32, &[Value]),
) {
    if s & ARG_LIT != 0 {
        if let Some(v) = lits.get((s & !ARG_LIT) as usize) {
            write_new(slot, v);
        }
        return;
    }
    let Some(src) = lo.get_mut(base + s as usize) else {
        return;
    };
    if s >= ncv {
        move_into(slot, src);
    } else if let Some(v) = src {
        write_new(slot, v);
    }
}

/// `direct_args` of a call with two arguments, with no loop over the sources.
#[inline(always)]
fn two_args(
    stack: &mut Vec<Option<Value>>,
    (base, arg_base): (usize, usize),
    ncv: u32,
    lits: &[Value],
    (s0, s1): (u32, u32),
    nslots: usize,
) -> Option<usize> {
    let win = stack.get(base..arg_base)?;
    // two ints (variables, temporaries or literals), written from their payloads
    if let (Some(i0), Some(i1)) = (int_src(win, lits, s0), int_src(win, lits, s1)) {
        super::fast_call::open_slots(stack, arg_base + nslots.max(2));
        if let Some([a, b]) = stack.get_mut(arg_base..arg_base + 2) {
            // the slots were empty: nothing to drop
            std::mem::forget(a.replace(Value::Int(i0)));
            std::mem::forget(b.replace(Value::Int(i1)));
        }
        return Some(arg_base);
    }
    if !(arg_ok(win, lits, s0) && arg_ok(win, lits, s1)) {
        return None;
    }
    super::fast_call::open_slots(stack, arg_base + nslots.max(2));
    let (lo, hi) = stack.split_at_mut(arg_base);
    if let [a, b, ..] = hi {
        place(lo, a, base, s0, (ncv, lits));
        place(lo, b, base, s1, (ncv, lits));
    }
    Some(arg_base)
}

/// The int argument source `s` holds (`ARG_LIT` and a literal's index, or a slot of the
/// caller's window `win`), if it is one.
#[inline(always)]
fn int_src(win: &[Option<Value>], lits: &[Value], s: u32) -> Option<i64> {
    let v = if s & ARG_LIT != 0 {
        lits.get((s & !ARG_LIT) as usize)
    } else {
        win.get(s as usize)?.as_ref()
    };
    match v {
        Some(Value::Int(i)) => Some(*i),
        _ => None,
    }
}

/// `direct_args` of a call with one argument, with no loop over the sources.
#[inline(always)]
fn one_arg(
    stack: &mut Vec<Option<Value>>,
    (base, arg_base): (usize, usize),
    ncv: u32,
    lits: &[Value],
    s: u32,
    nslots: usize,
) -> Option<usize> {
    let top = arg_base + nslots.max(1);
    if s & ARG_LIT != 0 {
        let v = lits.get((s & !ARG_LIT) as usize)?;
        super::fast_call::open_slots(stack, top);
        if let Some(slot) = stack.get_mut(arg_base) {
            write_new(slot, v);
        }
        return Some(arg_base);
    }
    let at = base + s as usize;
    // an int (a variable's or a temporary's: a scalar is copied either way), written from
    // its payload with no test of its kind again
    if let Some(Some(Value::Int(i))) = stack.get(at) {
        let i = *i;
        super::fast_call::open_slots(stack, top);
        if let Some(slot) = stack.get_mut(arg_base) {
            // the slot was empty: nothing to drop
            std::mem::forget(slot.replace(Value::Int(i)));
        }
        return Some(arg_base);
    }
    if !matches!(stack.get(at), Some(Some(v)) if !matches!(v, Value::Ref(_))) {
        return None;
    }
    super::fast_call::open_slots(stack, top);
    let (lo, hi) = stack.split_at_mut(arg_base);
    if let Some(slot) = hi.first_mut() {
        place(lo, slot, base, s, (ncv, lits));
    }
    Some(arg_base)
}

/// `*slot = Some(v.clone())` into a slot just opened empty, each variant written from its
/// payload in registers (see `direct_args`).
#[inline(always)]
fn write_new(slot: &mut Option<Value>, v: &Value) {
    // the slot was empty: nothing to drop
    std::mem::forget(slot.replace(scalar_clone(v)));
}
