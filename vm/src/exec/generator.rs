//! Generators: a generator owns its suspended frame and slots on the heap. Resuming pushes
//! the frame back on top of the resumer (the dispatch loop just continues); `yield` pops
//! it and hands the value to the resumer as the `GenThen` says (a method result, a
//! continuation, or re-running a `foreach` fetch).

use super::class::Method;
use super::magic_cont::Defer;
use super::{Continuation, Control, Frame, OpResult, Ret, ThrowKind, Vm};
use crate::value::{ObjectHandle, Value};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum State {
    Created,
    Suspended,
    Running,
    Done,
}

pub(super) enum Delegate {
    Array {
        arr: crate::value::PhpArray,
        pos: u32,
    },
    Gen {
        inner: ObjectHandle,
        pulled: bool,
        /// `yield from` gives the inner generator's return value (false when the
        /// generator came from an IteratorAggregate: then it is null).
        result: bool,
        /// Not run yet: an inner generator that already yielded is not advanced first
        /// (php's ZEND_GENERATOR_DO_INIT).
        init: bool,
        /// The iterator handle php takes when the generator came from an
        /// IteratorAggregate (`Vm::iterator_handle`), dropped after `inner`.
        handle: Option<ObjectHandle>,
    },
    /// An Iterator (or what an IteratorAggregate gave): rewound on the first step; its
    /// iterator handle dropped after it.
    Iter {
        it: ObjectHandle,
        started: bool,
        handle: Option<ObjectHandle>,
    },
}

/// The native state of a Generator object.
pub struct GenData {
    pub(crate) state: State,
    pub(crate) frame: Option<Frame>,
    pub(super) slots: Vec<Option<Value>>,
    pub(crate) key: Value,
    pub(crate) value: Value,
    pub(super) auto_key: i64,
    pub(super) yield_dst: u32,
    pub(super) retval: Value,
    pub(super) delegate: Option<Delegate>,
    pub(super) sent: Value,
    /// `function &gen()`: yields reference cells (kept in `value`; readers deref).
    pub(crate) by_ref: bool,
    /// Calls being set up when the generator yielded (`f(yield $x)`), their argument
    /// bases relative to the frame's.
    pub(super) calls: Vec<super::PendingCall>,
    /// The generator ran its `return` (an exception ends it without).
    pub(super) returned: bool,
    /// php's ZEND_GENERATOR_AT_FIRST_YIELD: only its first run happened (rewind is allowed).
    pub(crate) at_first_yield: bool,
    /// The Generator method (and its arguments) that resumed it, for backtraces:
    /// `[internal function]: gen()` under `Generator->next()`. None when a `foreach` or an
    /// outer `yield from` drives it.
    pub(crate) resumer: Option<(&'static str, Option<Value>)>,
    /// Set while a destroyed generator runs its `finally` blocks (`gen_close.rs`).
    pub(crate) exit_marker: Option<ObjectHandle>,
    /// Registered for end-of-script destruction (`gen_close.rs`).
    pub(crate) tracked: bool,
    /// `Generator::throw()` on a generator delegating to another: thrown into the
    /// innermost one when the `yield from` runs again (php throws into the root).
    pub(super) throw_in: Option<ObjectHandle>,
}

impl GenData {
    /// The current value as a by-value reader sees it.
    pub(crate) fn current(&self) -> Value {
        if self.state == State::Done {
            return Value::Null;
        }
        self.value.deref_value()
    }
}

impl GenData {
    /// A resume: the suspended frame's slots go back on top of the stack (`append`: one
    /// copy, and the slot vector keeps its capacity), its pending calls after `calls`, and
    /// a sent value into the yield's result slot. None (nothing changed) without a frame.
    /// The caller checks the state first, and sets the frame's `ret` and pushes it; the
    /// coroutine's vectors are taken apart so that a dispatch loop holding them can call it.
    #[inline]
    pub(crate) fn unpark(
        &mut self,
        stack: &mut Vec<Option<Value>>,
        calls: &mut Vec<super::PendingCall>,
        send: Option<Value>,
        by_method: bool,
    ) -> Option<Frame> {
        let mut frame = self.frame.take()?;
        if !by_method {
            self.resumer = None;
        }
        self.at_first_yield = self.state == State::Created;
        self.state = State::Running;
        let base = stack.len();
        stack.append(&mut self.slots);
        frame.base = base as u32;
        frame.calls_base = calls.len() as u32;
        for mut c in self.calls.drain(..) {
            c.arg_base += base as u32;
            calls.push(c);
        }
        if let Some(v) = send {
            if self.yield_dst != u32::MAX {
                stack[base + self.yield_dst as usize] = Some(v.clone());
            }
            self.sent = v;
        }
        Some(frame)
    }

    /// A yield: the generator's frame (popped, its `ret` taken by the caller) is parked
    /// with the slots from its base up (moved out, not dropped; the vector keeps its
    /// capacity) and the calls it was setting up; the key and value are set. True when
    /// the generator must now be registered for end-of-script destruction (suspended
    /// inside a `try` with a `finally`).
    #[inline]
    pub(crate) fn park(
        &mut self,
        frame: Frame,
        stack: &mut Vec<Option<Value>>,
        calls: &mut Vec<super::PendingCall>,
        k: YieldKey,
        v: Value,
        dst: u32,
    ) -> bool {
        self.slots
            .extend(stack.drain((frame.base as usize).min(stack.len())..));
        let calls_base = (frame.calls_base as usize).min(calls.len());
        if calls_base < calls.len() {
            self.calls.extend(calls.drain(calls_base..).map(|mut c| {
                c.arg_base = c.arg_base.saturating_sub(frame.base);
                c
            }));
        }
        self.key = match k {
            YieldKey::Given(Value::Int(i)) => {
                if i >= self.auto_key {
                    self.auto_key = i.saturating_add(1);
                }
                Value::Int(i)
            }
            YieldKey::Given(k) | YieldKey::Delegated(k) => k,
            YieldKey::Auto => {
                let i = self.auto_key;
                self.auto_key = i.saturating_add(1);
                Value::Int(i)
            }
        };
        self.value = v;
        self.state = State::Suspended;
        self.frame = Some(frame);
        self.yield_dst = dst;
        super::gen_close::needs_tracking(self)
    }

    /// Move out every value the generator holds (dropping a long `yield from` chain
    /// iteratively, `value::drop`).
    pub(super) fn drain_values(&mut self, out: &mut Vec<Value>) {
        out.extend(self.slots.drain(..).flatten());
        super::throw::abandon_calls(&mut self.calls, 0);
        for v in [
            &mut self.key,
            &mut self.value,
            &mut self.retval,
            &mut self.sent,
        ] {
            let v = std::mem::take(v);
            if crate::value::drop::is_container(&v) {
                out.push(v);
            }
        }
        match self.delegate.take() {
            Some(Delegate::Array { arr, .. }) => out.push(Value::Array(arr)),
            Some(Delegate::Gen { inner, handle, .. }) => {
                out.push(Value::Object(inner));
                out.extend(handle.map(Value::Object));
            }
            Some(Delegate::Iter { it, handle, .. }) => {
                out.push(Value::Object(it));
                out.extend(handle.map(Value::Object));
            }
            None => {}
        }
        if let Some(e) = self.throw_in.take() {
            out.push(Value::Object(e));
        }
        if let Some(m) = self.exit_marker.take() {
            out.push(Value::Object(m));
        }
        if let Some(f) = self.frame.as_mut() {
            if let Some(this) = f.this.take() {
                out.push(Value::Object(this));
            }
        }
    }
}

/// Move the values a native object state holds into `out` (generators, closures), so a
/// chain of such objects is freed without recursion, before the object's handle.
pub(crate) fn drain_native_values(state: &mut dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(g) = state.downcast_mut::<GenData>() {
        g.drain_values(out);
    } else if let Some(c) = state.downcast_mut::<super::call::ClosureData>() {
        c.drain_values(out);
    }
}

/// The key of a yield: the next auto key, one given (`yield $k => $v`; an int key moves
/// the auto keys past it), or one a `yield from` passes on (the auto keys stay).
pub(crate) enum YieldKey {
    Auto,
    Given(Value),
    Delegated(Value),
}

/// What resuming found in the generator.
enum Taken {
    /// The frame, and whether the generator delegates to another generator.
    Frame(Frame, bool),
    Running,
    Done,
    /// No frame to run (never expected while not done).
    Gone,
}

/// What the resumer wants when the generator yields or returns.
pub enum GenThen {
    Current(u32),
    Key(u32),
    Null(u32),
    /// The resumer's op runs again (`yield from`, spreads).
    ReExec,
    /// A `foreach` (its `FeFetch` operands) gets the yielded value (and key) at once, or
    /// jumps to `end` when the generator finishes (`iter.rs`).
    Foreach {
        iter: u32,
        val: u32,
        end: u32,
    },
    Cont(Box<dyn Continuation>, u32),
}

/// A resume requested by a Generator method (the target slot is added by the executor).
pub enum GenMode {
    Current,
    Key,
    Null,
    Cont(Box<dyn Continuation>),
}

pub enum GenOp {
    Resume {
        generator: ObjectHandle,
        send: Option<Value>,
        mode: GenMode,
        throw: Option<ObjectHandle>,
    },
}

pub(crate) fn with_gen<R>(o: &ObjectHandle, f: impl FnOnce(&mut GenData) -> R) -> Option<R> {
    let mut b = o.borrow_mut();
    b.internal
        .get_mut()
        .and_then(|d| d.downcast_mut::<GenData>())
        .map(f)
}

/// Whether a generator is suspended in a `yield from` of a generator that can be resumed.
fn delegating_to_gen(o: &ObjectHandle) -> bool {
    let inner = with_gen(o, |g| match &g.delegate {
        Some(Delegate::Gen {
            inner,
            pulled: false,
            ..
        }) => Some(inner.clone()),
        _ => None,
    })
    .flatten();
    inner.is_some_and(|i| !ObjectHandle::ptr_eq(&i, o) && gen_state(&i) != Some(State::Running))
}

/// An exception thrown at a generator's `yield from` was caught in its frame: the
/// delegation is over.
pub(crate) fn generator_caught(o: &ObjectHandle) {
    with_gen(o, |g| {
        g.delegate = None;
        g.throw_in = None;
    });
}

/// Records whether a `yield from` has resumed its inner generator and awaits its yield.
fn set_pulled(o: &ObjectHandle, to: bool) {
    with_gen(o, |g| {
        if let Some(Delegate::Gen { pulled, .. }) = &mut g.delegate {
            *pulled = to;
        }
    });
}

/// Whether `o` is a generator that finished (php's closed generator, with no
/// execute_data: its `get_iterator` refuses it).
pub fn generator_closed(o: &ObjectHandle) -> bool {
    gen_state(o) == Some(State::Done)
}

pub(crate) fn gen_state(o: &ObjectHandle) -> Option<State> {
    with_gen(o, |g| g.state)
}

/// The generator whose key and value `o` shows (php's zend_generator_get_current): one
/// suspended in a `yield from` of another generator shows what that one (or the root of
/// its chain) holds now, even when another consumer of it moved it on; once that one
/// finished, its last value stays until `o` is resumed.
fn shown(o: &ObjectHandle) -> ObjectHandle {
    let mut cur = o.clone();
    for _ in 0..100_000 {
        let next = with_gen(&cur, |g| match (&g.state, &g.delegate) {
            (
                State::Suspended,
                Some(Delegate::Gen {
                    inner,
                    pulled: false,
                    init: false,
                    ..
                }),
            ) => Some(inner.clone()),
            _ => None,
        })
        .flatten();
        match next {
            Some(n)
                if !ObjectHandle::ptr_eq(&n, &cur)
                    && !matches!(gen_state(&n), Some(State::Created) | None) =>
            {
                cur = n
            }
            _ => break,
        }
    }
    cur
}

/// Whether what `o` shows is a generator it delegates to that ended by an exception
/// (another consumer ran it): `o` must run again to see it (php's
/// zend_generator_update_current throws in it).
fn sees_aborted(o: &ObjectHandle) -> bool {
    if gen_state(o) != Some(State::Suspended) {
        return false;
    }
    let s = shown(o);
    !ObjectHandle::ptr_eq(&s, o)
        && with_gen(&s, |g| g.state == State::Done && !g.returned) == Some(true)
}

fn aborted_inner() -> Control {
    Control::Error(
        ThrowKind::Error,
        "Generator passed to yield from was aborted without proper return and is unable to continue"
            .into(),
    )
}

/// The key and (by-value) value a generator shows; null once it finished.
pub(crate) fn shown_key_value(o: &ObjectHandle) -> (Value, Value) {
    if matches!(gen_state(o), Some(State::Done) | None) {
        return (Value::Null, Value::Null);
    }
    let s = shown(o);
    with_gen(&s, |g| {
        // a finished inner generator lends its last value, not its key (php's
        // zend_generator_update_current)
        let key = if g.state == State::Done {
            Value::Null
        } else {
            g.key.clone()
        };
        (key, g.value.deref_value())
    })
    .unwrap_or_default()
}

impl Vm {
    /// A call to a generator function: build the Generator around the prepared frame.
    pub(super) fn create_generator(&mut self, mut frame: Frame) -> OpResult {
        let base = frame.base as usize;
        let slots: Vec<Option<Value>> = self.co.stack.drain(base..).collect();
        let ret = std::mem::replace(&mut frame.ret, Ret::Discard);
        let by_ref = frame.func.unit.returns_ref;
        let o = self.new_object(b"Generator");
        o.borrow_mut().set_internal(Box::new(GenData {
            state: State::Created,
            frame: Some(frame),
            slots,
            key: Value::Null,
            value: Value::Null,
            auto_key: 0,
            yield_dst: u32::MAX,
            retval: Value::Null,
            delegate: None,
            sent: Value::Null,
            by_ref,
            calls: Vec::new(),
            returned: false,
            at_first_yield: false,
            resumer: None,
            exit_marker: None,
            tracked: false,
            throw_in: None,
        }));
        self.finish_frame(ret, Value::Object(o))
    }

    pub(super) fn gen_op(&mut self, op: GenOp, dst: u32) -> OpResult {
        let GenOp::Resume {
            generator,
            send,
            mode,
            throw,
        } = op;
        let then = match mode {
            GenMode::Current => GenThen::Current(dst),
            GenMode::Key => GenThen::Key(dst),
            GenMode::Null => GenThen::Null(dst),
            GenMode::Cont(c) => GenThen::Cont(c, dst),
        };
        self.resume_generator(&generator, send, then, throw)
    }

    /// Resume a generator; one suspended in a `yield from` of another generator resumes
    /// that one at once, down the chain, doing what its `YieldFrom` op would do first
    /// (a loop, not a recursion, over a chain of any length).
    #[inline]
    pub(super) fn resume_generator(
        &mut self,
        generator: &ObjectHandle,
        send: Option<Value>,
        then: GenThen,
        throw: Option<ObjectHandle>,
    ) -> OpResult {
        let plain = throw.is_none();
        let delegating = self.resume_one(generator, send, then, throw)?;
        if !plain || !delegating {
            return Ok(());
        }
        self.resume_delegates(generator)
    }

    /// `resume_generator`'s walk down a `yield from` chain.
    fn resume_delegates(&mut self, generator: &ObjectHandle) -> OpResult {
        let mut next = self.pull_delegate(generator);
        while let Some((inner, send)) = next {
            if !self.resume_one(&inner, send, GenThen::ReExec, None)? {
                break;
            }
            next = self.pull_delegate(&inner);
        }
        Ok(())
    }

    /// The generator just resumed (its frame on top) is suspended in a `yield from` of a
    /// suspended (or new) generator, with nothing else to do first: run the `YieldFrom`
    /// op's pull step (`do_yield_from`) here and give the inner generator to resume, with
    /// what to send it.
    fn pull_delegate(&mut self, cur: &ObjectHandle) -> Option<(ObjectHandle, Option<Value>)> {
        let f = self.co.frames.last()?;
        if !matches!(
            f.func.unit.ops.get(f.pc as usize),
            Some(crate::bytecode::Op::YieldFrom { .. })
        ) {
            return None;
        }
        match &f.ret {
            Ret::Gen(g, _) if ObjectHandle::ptr_eq(g, cur) => {}
            _ => return None,
        }
        if self.op_boundary_due() {
            return None;
        }
        let inner = with_gen(cur, |g| match &g.delegate {
            Some(Delegate::Gen {
                inner,
                pulled: false,
                init: false,
                ..
            }) if g.exit_marker.is_none() && g.throw_in.is_none() => Some(inner.clone()),
            _ => None,
        })
        .flatten()?;
        if ObjectHandle::ptr_eq(&inner, cur) {
            return None;
        }
        let created = match gen_state(&inner)? {
            State::Created => true,
            State::Suspended => false,
            State::Running | State::Done => return None,
        };
        let sent = with_gen(cur, |g| {
            if let Some(Delegate::Gen { pulled, .. }) = &mut g.delegate {
                *pulled = true;
            }
            (!created).then(|| std::mem::take(&mut g.sent))
        })?;
        if let Some(f) = self.co.frames.last_mut() {
            f.pc += 1;
        }
        Some((inner, sent))
    }

    /// Resume one generator; true when its frame is now on top and it is suspended in a
    /// `yield from` of another generator.
    fn resume_one(
        &mut self,
        generator: &ObjectHandle,
        send: Option<Value>,
        then: GenThen,
        throw: Option<ObjectHandle>,
    ) -> Result<bool, Control> {
        let throw = match throw {
            None => None,
            Some(e) => match gen_state(generator) {
                Some(State::Running) => return Err(already_running()),
                Some(State::Done) | None => return Err(Control::Throw(e)),
                // thrown into a generator suspended in `yield from` of another: the
                // `yield from` runs again and throws it into the inner one
                _ if delegating_to_gen(generator)
                    && with_gen(generator, |g| g.exit_marker.is_none()) == Some(true) =>
                {
                    with_gen(generator, |g| g.throw_in = Some(e));
                    None
                }
                _ => Some(e),
            },
        };
        let by_method = !matches!(then, GenThen::ReExec | GenThen::Foreach { .. });
        // one borrow: the state is checked, and the frame and its slots move back onto the
        // stack (the slot vector keeps its capacity for the next yield)
        let co = &mut self.co;
        let taken = with_gen(generator, |g| {
            match g.state {
                State::Running => return Taken::Running,
                State::Done => return Taken::Done,
                State::Created | State::Suspended => {}
            }
            let Some(frame) = g.unpark(&mut co.stack, &mut co.calls, send, by_method) else {
                return Taken::Gone;
            };
            Taken::Frame(frame, matches!(g.delegate, Some(Delegate::Gen { .. })))
        });
        let (mut frame, delegating) = match taken {
            Some(Taken::Frame(f, d)) => (f, d),
            Some(Taken::Running) => return Err(already_running()),
            Some(Taken::Done) | None => return self.gen_deliver_done(then).map(|()| false),
            Some(Taken::Gone) => return Ok(false),
        };
        frame.ret = Ret::Gen(generator.clone(), then);
        self.co.frames.push(frame);
        if let Some(e) = throw {
            return Err(Control::Throw(e));
        }
        Ok(delegating)
    }

    /// Give the resumer what it asked for after the generator finished.
    fn gen_deliver_done(&mut self, then: GenThen) -> OpResult {
        self.gen_deliver(then, Value::Null, Value::Null, true)
    }

    /// Give the resumer what it asked for after a yield (`key` and the raw `value`, a
    /// reference cell for a by-reference generator) or the end.
    fn gen_deliver(&mut self, then: GenThen, key: Value, value: Value, done: bool) -> OpResult {
        match then {
            GenThen::Current(dst) => self.deliver(dst, value.deref_into()),
            GenThen::Key(dst) => self.deliver(dst, key),
            GenThen::Null(dst) => self.deliver(dst, Value::Null),
            GenThen::ReExec => self.refetch(),
            GenThen::Foreach { iter, val, end } => {
                if done {
                    self.jump(end);
                } else if self.op_boundary_due() {
                    // destructors or diagnostics come first: the fetch runs again after them
                    self.refetch();
                } else {
                    return self.fe_gen_deliver(iter, val, key, value);
                }
            }
            GenThen::Cont(c, dst) => {
                let r = c.resume(self, Value::Null);
                return self.builtin_result(r, dst);
            }
        }
        Ok(())
    }

    /// The resumer's op runs again.
    fn refetch(&mut self) {
        if let Some(f) = self.co.frames.last_mut() {
            f.pc -= 1;
        }
    }

    fn current_generator(&self) -> Option<ObjectHandle> {
        match &self.co.frames.last()?.ret {
            Ret::Gen(g, _) => Some(g.clone()),
            _ => None,
        }
    }

    pub(super) fn do_yield(&mut self, base: usize, dst: u32, key: u32, val: u32) -> OpResult {
        let by_ref = self
            .co
            .frames
            .last()
            .is_some_and(|f| f.func.unit.returns_ref);
        let v = if val == u32::MAX {
            Value::Null
        } else if by_ref {
            // `function &gen()`: yield the variable's reference cell
            match self.take_raw(base, val) {
                r @ Value::Ref(_) => r,
                other => {
                    self.notice("Only variable references should be yielded by reference");
                    // the notice belongs to the generator's line
                    self.queue_diags();
                    other
                }
            }
        } else {
            self.take(base, val)
        };
        let k = if key == u32::MAX {
            YieldKey::Auto
        } else {
            YieldKey::Given(self.read(base, key))
        };
        self.yield_value(k, v, dst)
    }

    fn yield_value(&mut self, k: YieldKey, v: Value, dst: u32) -> OpResult {
        let (mut generator, mut then, mut key, mut value) = self.yield_one(k, v, dst)?;
        // a generator delegating to this one by `yield from` yields the same at once, up
        // the chain (a loop, not a recursion)
        while matches!(then, GenThen::ReExec) {
            let Some((k, v)) = self.pass_up(&generator) else {
                break;
            };
            (generator, then, key, value) = self.yield_one(YieldKey::Delegated(k), v, u32::MAX)?;
        }
        self.gen_deliver(then, key, value, false)
    }

    /// The generator that just yielded was resumed by the `yield from` of the generator
    /// whose frame is now on top, with nothing else to do first: run that op's step for a
    /// fresh inner value here (`do_yield_from`), leaving it to run again when resumed, and
    /// give the key and value to yield.
    fn pass_up(&mut self, yielded: &ObjectHandle) -> Option<(Value, Value)> {
        if self.op_boundary_due() {
            return None;
        }
        let f = self.co.frames.last()?;
        let Ret::Gen(outer, _) = &f.ret else {
            return None;
        };
        let at = (f.pc as usize).checked_sub(1)?;
        if !matches!(
            f.func.unit.ops.get(at),
            Some(crate::bytecode::Op::YieldFrom { .. })
        ) {
            return None;
        }
        let outer = outer.clone();
        let inner = with_gen(&outer, |g| match &g.delegate {
            Some(Delegate::Gen {
                inner,
                pulled: true,
                init: false,
                ..
            }) if g.exit_marker.is_none() => Some(inner.clone()),
            _ => None,
        })
        .flatten()?;
        if ObjectHandle::ptr_eq(&inner, &outer) || !ObjectHandle::ptr_eq(&inner, yielded) {
            return None;
        }
        let fresh = with_gen(&inner, |ig| {
            (ig.state == State::Suspended).then(|| (ig.key.clone(), ig.current()))
        })
        .flatten()?;
        set_pulled(&outer, false);
        if let Some(f) = self.co.frames.last_mut() {
            f.pc -= 1;
        }
        Some(fresh)
    }

    /// Suspend the generator of the top frame with this key and value: what its resumer
    /// wants, and the key and raw value it gets.
    #[inline(always)]
    fn yield_one(
        &mut self,
        k: YieldKey,
        v: Value,
        dst: u32,
    ) -> Result<(ObjectHandle, GenThen, Value, Value), Control> {
        let generator = match self.co.frames.last().map(|f| &f.ret) {
            Some(Ret::Gen(g, _)) => g.clone(),
            _ => return Err(Control::Fatal("Cannot yield outside of a generator".into())),
        };
        // one borrow: the frame, its slots and pending calls move into the generator, the
        // key and value are set, and what the resumer gets is read
        let co = &mut self.co;
        let done = with_gen(&generator, |g| {
            if g.exit_marker.is_some() {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Cannot yield from finally in a force-closed generator".into(),
                ));
            }
            let Some(mut frame) = co.frames.pop() else {
                return Err(Control::Fatal("Cannot yield outside of a generator".into()));
            };
            let then = match std::mem::replace(&mut frame.ret, Ret::Discard) {
                // the resumer's handle (the generator is held by whoever resumed it; it is
                // borrowed here, so its drop could not buffer it anyway)
                Ret::Gen(g, then) => {
                    g.release();
                    then
                }
                other => {
                    frame.ret = other;
                    co.frames.push(frame);
                    return Err(Control::Fatal("Cannot yield outside of a generator".into()));
                }
            };
            let track = g.park(frame, &mut co.stack, &mut co.calls, k, v, dst);
            Ok((then, g.key.clone(), g.value.clone(), track))
        });
        let (then, key, value, track) = match done {
            Some(Ok(d)) => d,
            Some(Err(e)) => return Err(e),
            None => return Err(Control::Fatal("Cannot yield outside of a generator".into())),
        };
        if track {
            generator.track_destructor();
        }
        Ok((generator, then, key, value))
    }

    pub(super) fn generator_returned(
        &mut self,
        generator: ObjectHandle,
        then: GenThen,
        v: Value,
    ) -> OpResult {
        // what a finished `yield from` still held goes with the generator's frame
        let delegate = with_gen(&generator, |g| {
            g.state = State::Done;
            g.returned = true;
            g.retval = v;
            // the last value stays (an outer `yield from` may still show it), not the
            // reference a by-reference generator yielded
            g.value = g.value.deref_value();
            g.delegate.take()
        });
        drop(delegate);
        self.gen_deliver_done(then)
    }

    pub(super) fn generator_threw(&mut self, generator: &ObjectHandle) {
        let delegate = with_gen(generator, |g| {
            g.state = State::Done;
            g.throw_in = None;
            g.value = g.value.deref_value();
            g.delegate.take()
        });
        drop(delegate);
    }

    pub(super) fn do_yield_from(&mut self, base: usize, dst: u32, src: u32) -> OpResult {
        // an Iterator's methods may suspend a Fiber (`magic_cont.rs`); what comes before
        // them (getIterator) runs to completion
        let chain = std::mem::replace(&mut self.defer, Defer::No) == Defer::Offset;
        let Some(generator) = self.current_generator() else {
            return Err(Control::Fatal(
                "Cannot use \"yield from\" outside of a generator".into(),
            ));
        };
        let (closed, has) = with_gen(&generator, |g| {
            (g.exit_marker.is_some(), g.delegate.is_some())
        })
        .unwrap_or((false, false));
        if closed {
            return Err(Control::Error(
                ThrowKind::Error,
                "Cannot use \"yield from\" in a force-closed generator".into(),
            ));
        }
        if !has {
            // a temporary operand is the delegate's alone (php frees it here): destroying
            // this generator then destroys the inner one first
            let tmp = self.co.frames.last().is_some_and(|f| src >= f.ncv);
            let v = if tmp {
                self.take(base, src)
            } else {
                self.read(base, src)
            };
            let d = match v {
                Value::Array(arr) => Delegate::Array { arr, pos: 0 },
                Value::Object(o) if o.class_name().as_bytes() == b"Generator" => {
                    if gen_state(&o) == Some(State::Done) {
                        return Err(aborted_inner());
                    }
                    if ObjectHandle::ptr_eq(&o, &generator) || gen_state(&o) == Some(State::Running)
                    {
                        return Err(Control::Error(
                            ThrowKind::Error,
                            "Impossible to yield from the Generator being currently run".into(),
                        ));
                    }
                    Delegate::Gen {
                        inner: o,
                        pulled: false,
                        result: true,
                        init: true,
                        handle: None,
                    }
                }
                Value::Object(o) if o.instance_of(b"Traversable") => {
                    // only a Generator given directly is delegated to; anything else
                    // (even an aggregate of a generator) is iterated, its result null
                    let native = super::iter::native_aggregate(&o);
                    let it = self.traversable_iterator(o)?;
                    if it.class_name().as_bytes() == b"Generator" {
                        if ObjectHandle::ptr_eq(&it, &generator)
                            || gen_state(&it) == Some(State::Running)
                        {
                            return Err(Control::Error(
                                ThrowKind::Error,
                                "Impossible to yield from the Generator being currently run".into(),
                            ));
                        }
                        Delegate::Gen {
                            inner: it,
                            pulled: false,
                            result: false,
                            init: true,
                            handle: Some(self.iterator_handle()),
                        }
                    } else {
                        Delegate::Iter {
                            it,
                            started: false,
                            handle: (!native).then(|| self.iterator_handle()),
                        }
                    }
                }
                _ => {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        "Can use \"yield from\" only with arrays and Traversables".into(),
                    ));
                }
            };
            with_gen(&generator, |g| g.delegate = Some(d));
        }
        enum Next {
            Yield(Value, Value),
            Done(Value),
            Pull(ObjectHandle, Option<Value>, Option<ObjectHandle>),
        }
        enum Step {
            Gen {
                inner: ObjectHandle,
                pulled: bool,
                result: bool,
                init: bool,
            },
            Iter(ObjectHandle, bool),
            Now(Next),
        }
        // one borrow of this generator for its delegate's step. Never hold it while looking
        // at the inner one: the inner handle may be this very generator (`yield from` of
        // itself).
        let step = with_gen(&generator, |g| match &mut g.delegate {
            Some(Delegate::Gen {
                inner,
                pulled,
                result,
                init,
                ..
            }) => Step::Gen {
                inner: inner.clone(),
                pulled: *pulled,
                result: *result,
                init: std::mem::take(init),
            },
            Some(Delegate::Iter { it, started, .. }) => {
                let first = !*started;
                *started = true;
                Step::Iter(it.clone(), first)
            }
            Some(Delegate::Array { arr, pos }) => Step::Now(match arr.next_pos(*pos) {
                Some(p) => {
                    *pos = p + 1;
                    match arr.entry_at(p) {
                        Some((k, v)) => Next::Yield(k.to_value(), v.deref_value()),
                        None => Next::Done(Value::Null),
                    }
                }
                None => Next::Done(Value::Null),
            }),
            None => Step::Now(Next::Done(Value::Null)),
        });
        let next = match step {
            None => return Ok(()),
            Some(Step::Now(n)) => n,
            Some(Step::Iter(it, first)) if chain => {
                self.defer = Defer::Offset;
                return self
                    .yield_from_iter(generator, it, first, base, dst)
                    .map(drop);
            }
            Some(Step::Iter(it, first)) => {
                self.iter_call(&it, if first { b"rewind" } else { b"next" })?;
                let valid = self.iter_call(&it, b"valid")?;
                if !crate::value::convert::to_bool(&valid, &mut self.diag) {
                    with_gen(&generator, |g| g.delegate = None);
                    self.set(base, dst, Value::Null);
                    return Ok(());
                }
                let v = self.iter_call(&it, b"current")?;
                let k = self.iter_call(&it, b"key")?;
                Next::Yield(k, v)
            }
            Some(Step::Gen {
                inner,
                pulled,
                result,
                init,
            }) => {
                // the inner generator's state, and what it holds when it just yielded
                let (st, fresh) = with_gen(&inner, |ig| {
                    let fresh =
                        (pulled && ig.state != State::Done).then(|| (ig.key.clone(), ig.current()));
                    (Some(ig.state), fresh)
                })
                .unwrap_or((None, None));
                if st == Some(State::Done) {
                    if let Some(e) = with_gen(&generator, |g| g.throw_in.take()).flatten() {
                        with_gen(&generator, |g| g.delegate = None);
                        return Err(Control::Throw(e));
                    }
                    if with_gen(&inner, |ig| !ig.returned).unwrap_or(false) {
                        // another consumer of the inner generator saw it end by an exception
                        with_gen(&generator, |g| g.delegate = None);
                        return Err(Control::Error(
                            ThrowKind::ClosedGeneratorException,
                            "Generator yielded from aborted, no return value available".into(),
                        ));
                    }
                    let r = if result {
                        with_gen(&inner, |ig| ig.retval.clone()).unwrap_or_default()
                    } else {
                        Value::Null
                    };
                    Next::Done(r)
                } else if init && st == Some(State::Suspended) {
                    // delegating to a generator another consumer started: its current
                    // value comes first
                    let (k, v) = shown_key_value(&inner);
                    Next::Yield(k, v)
                } else if pulled {
                    set_pulled(&generator, false);
                    // the inner generator just yielded: what it holds is fresh
                    let (k, v) = fresh.unwrap_or_default();
                    Next::Yield(k, v)
                } else {
                    // resume the inner generator (with what this one was sent, unless it
                    // has not started), and any exception thrown into this one
                    let created = st == Some(State::Created);
                    let (sent, throw) = with_gen(&generator, |g| {
                        if let Some(Delegate::Gen { pulled, .. }) = &mut g.delegate {
                            *pulled = true;
                        }
                        let sent = (!created).then(|| std::mem::take(&mut g.sent));
                        (sent, g.throw_in.take())
                    })
                    .unwrap_or((None, None));
                    Next::Pull(inner, sent, throw)
                }
            }
        };
        match next {
            Next::Yield(k, v) => {
                // run this op again when resumed; delegated keys leave the auto keys alone
                if let Some(f) = self.co.frames.last_mut() {
                    f.pc -= 1;
                }
                self.yield_value(YieldKey::Delegated(k), v, u32::MAX)
            }
            Next::Done(r) => {
                with_gen(&generator, |g| g.delegate = None);
                self.set(base, dst, r);
                Ok(())
            }
            Next::Pull(inner, send, throw) => {
                self.resume_generator(&inner, send, GenThen::ReExec, throw)
            }
        }
    }
}

impl Vm {
    /// `yield from` a user Iterator, one `iter_step` through continuations: its end
    /// ends the delegation, an element is yielded.
    fn yield_from_iter(
        &mut self,
        generator: ObjectHandle,
        it: ObjectHandle,
        first: bool,
        base: usize,
        dst: u32,
    ) -> MethodResult {
        let end = |vm: &mut Vm, (generator, base, dst): (ObjectHandle, usize, u32)| {
            with_gen(&generator, |g| g.delegate = None);
            vm.set(base, dst, Value::Null);
            Ok(Value::Null)
        };
        let elem = |vm: &mut Vm, _: (ObjectHandle, usize, u32), k: Value, v: Value| {
            // run this op again when resumed
            if let Some(f) = vm.co.frames.last_mut() {
                f.pc -= 1;
            }
            vm.yield_value(YieldKey::Delegated(k), v, u32::MAX)
                .map(|()| Value::Null)
        };
        self.iter_step(it, first, (generator, base, dst), end, elem)
    }
}

type MethodResult = Result<Value, Control>;

fn already_running() -> Control {
    Control::Error(
        ThrowKind::Error,
        "Cannot resume an already running generator".into(),
    )
}

/// Record which Generator method runs the generator (unless it is running already).
fn called(g: &ObjectHandle, method: &'static str, args: Option<Value>) {
    with_gen(g, |d| {
        if d.state != State::Running {
            d.resumer = Some((method, args));
        }
    });
}

fn this_gen(this: Option<&ObjectHandle>) -> Result<ObjectHandle, Control> {
    this.cloned()
        .ok_or_else(|| Control::Error(ThrowKind::Error, "Generator method without object".into()))
}

fn resume(generator: ObjectHandle, send: Option<Value>, mode: GenMode) -> MethodResult {
    Err(Control::Gen(GenOp::Resume {
        generator,
        send,
        mode,
        throw: None,
    }))
}

/// What `current()`/`key()`/`valid()` answer without running anything, read in one
/// borrow, for a generator that is running, finished, or suspended not delegating to
/// another generator (it shows its own key and value): None when the full rules decide.
/// A generator in its first run, before its first yield, has nothing to show: php's
/// zend_generator_ensure_initialized resumes it, which fails.
fn own_shown<R>(g: &ObjectHandle, f: impl FnOnce(&GenData) -> R) -> Option<Result<R, Control>> {
    with_gen(g, |d| match (d.state, &d.delegate) {
        (State::Created, _) | (State::Suspended, Some(Delegate::Gen { .. })) => None,
        (State::Running, _) if d.at_first_yield => Some(Err(already_running())),
        _ => Some(Ok(f(d))),
    })
    .flatten()
}

fn current(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    if let Some(v) = own_shown(&g, GenData::current) {
        return v;
    }
    called(&g, "current", None);
    match gen_state(&g) {
        Some(State::Created) => resume(g, None, GenMode::Current),
        _ if sees_aborted(&g) => resume(g, None, GenMode::Current),
        _ => Ok(shown_key_value(&g).1),
    }
}

fn key(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    let own_key = |d: &GenData| {
        if d.state == State::Done {
            Value::Null
        } else {
            d.key.clone()
        }
    };
    if let Some(k) = own_shown(&g, own_key) {
        return k;
    }
    called(&g, "key", None);
    match gen_state(&g) {
        Some(State::Created) => resume(g, None, GenMode::Key),
        _ if sees_aborted(&g) => resume(g, None, GenMode::Key),
        _ => Ok(shown_key_value(&g).0),
    }
}

fn next(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "next", None);
    match gen_state(&g) {
        Some(State::Created) => {
            let g2 = g.clone();
            resume(
                g,
                None,
                GenMode::Cont(Box::new(move |_: &mut Vm, _: Value| {
                    resume(g2, Some(Value::Null), GenMode::Null)
                })),
            )
        }
        Some(State::Suspended) => resume(g, Some(Value::Null), GenMode::Null),
        Some(State::Running) => Err(already_running()),
        _ => Ok(Value::Null),
    }
}

fn send(_vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "send", a.first().map(Value::deref_value));
    let v = a.first().map(Value::deref_value).unwrap_or(Value::Null);
    match gen_state(&g) {
        Some(State::Created) => {
            let g2 = g.clone();
            resume(
                g,
                None,
                GenMode::Cont(Box::new(move |_: &mut Vm, _: Value| {
                    resume(g2, Some(v), GenMode::Current)
                })),
            )
        }
        Some(State::Suspended) => resume(g, Some(v), GenMode::Current),
        Some(State::Running) => Err(already_running()),
        _ => Ok(Value::Null),
    }
}

fn valid(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    if let Some(v) = own_shown(&g, |d| d.state != State::Done) {
        return v.map(Value::Bool);
    }
    called(&g, "valid", None);
    let state = gen_state(&g);
    match state {
        _ if state == Some(State::Created) || sees_aborted(&g) => {
            let g2 = g.clone();
            resume(
                g,
                None,
                GenMode::Cont(Box::new(move |_: &mut Vm, _: Value| {
                    Ok(Value::Bool(gen_state(&g2) != Some(State::Done)))
                })),
            )
        }
        s => Ok(Value::Bool(s != Some(State::Done))),
    }
}

fn rewind(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "rewind", None);
    match gen_state(&g) {
        Some(State::Created) => resume(g, None, GenMode::Null),
        Some(State::Running) if with_gen(&g, |d| d.at_first_yield) == Some(true) => {
            Err(already_running())
        }
        _ if !with_gen(&g, |d| d.at_first_yield).unwrap_or(true) => Err(Control::Error(
            ThrowKind::Exception,
            "Cannot rewind a generator that was already run".into(),
        )),
        _ => Ok(Value::Null),
    }
}

fn get_return(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "getReturn", None);
    match gen_state(&g) {
        Some(State::Done) if with_gen(&g, |d| d.returned).unwrap_or(false) => {
            Ok(with_gen(&g, |d| d.retval.clone()).unwrap_or_default())
        }
        Some(State::Created) => {
            let g2 = g.clone();
            resume(
                g,
                None,
                GenMode::Cont(Box::new(move |vm: &mut Vm, _: Value| {
                    let mut none: [Value; 0] = [];
                    get_return(vm, Some(&g2), &mut none)
                })),
            )
        }
        _ => Err(Control::Error(
            ThrowKind::Exception,
            "Cannot get return value of a generator that hasn't returned".into(),
        )),
    }
}

fn throw(_vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "throw", a.first().map(Value::deref_value));
    let e = match a.first().map(Value::deref_value) {
        Some(Value::Object(e)) if e.instance_of(b"Throwable") => e,
        other => {
            return Err(Control::Error(
                ThrowKind::TypeError,
                format!(
                    "Generator::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
                    other.unwrap_or(Value::Null).value_name()
                ),
            ));
        }
    };
    if gen_state(&g) == Some(State::Created) {
        // php runs a new generator to its first yield before throwing into it
        let g2 = g.clone();
        return resume(
            g,
            None,
            GenMode::Cont(Box::new(move |_: &mut Vm, _: Value| {
                Err(Control::Gen(GenOp::Resume {
                    generator: g2,
                    send: Some(Value::Null),
                    mode: GenMode::Current,
                    throw: Some(e),
                }))
            })),
        );
    }
    Err(Control::Gen(GenOp::Resume {
        generator: g,
        send: Some(Value::Null),
        mode: GenMode::Current,
        throw: Some(e),
    }))
}

macro_rules! m {
    ($name:expr, $f:expr, $min:expr, $max:expr) => {
        Method {
            class: "Generator",
            name: $name,
            func: $f,
            min: $min,
            max: $max,
            is_static: false,
            flags: 0,
            params: &[],
        }
    };
}

pub static GENERATOR_METHODS: &[Method] = &[
    m!("current", current, 0, 0),
    m!("key", key, 0, 0),
    m!("next", next, 0, 0),
    m!("send", send, 1, 1),
    m!("valid", valid, 0, 0),
    m!("rewind", rewind, 0, 0),
    m!("getReturn", get_return, 0, 0),
    m!("throw", throw, 1, 1),
];
