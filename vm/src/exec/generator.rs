//! Generators: a generator owns its suspended frame and slots on the heap. Resuming pushes
//! the frame back on top of the resumer (the dispatch loop just continues); `yield` pops
//! it and hands the value to the resumer as the `GenThen` says (a method result, a
//! continuation, or re-running a `foreach` fetch).

use super::class::Method;
use super::{Continuation, Control, Frame, OpResult, Ret, ThrowKind, Vm};
use crate::value::{ObjectHandle, Value};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum State {
    Created,
    Suspended,
    Running,
    Done,
}

enum Delegate {
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
    },
    /// An Iterator (or what an IteratorAggregate gave): rewound on the first step.
    Iter { it: ObjectHandle, started: bool },
}

/// The native state of a Generator object.
pub struct GenData {
    pub(crate) state: State,
    pub(crate) frame: Option<Frame>,
    slots: Vec<Option<Value>>,
    pub(crate) key: Value,
    pub(crate) value: Value,
    auto_key: i64,
    yield_dst: u32,
    retval: Value,
    delegate: Option<Delegate>,
    sent: Value,
    /// `function &gen()`: yields reference cells (kept in `value`; readers deref).
    pub(crate) by_ref: bool,
    /// Calls being set up when the generator yielded (`f(yield $x)`), their argument
    /// bases relative to the frame's.
    calls: Vec<super::PendingCall>,
    /// The generator ran its `return` (an exception ends it without).
    returned: bool,
    /// php's ZEND_GENERATOR_AT_FIRST_YIELD: only its first run happened (rewind is allowed).
    pub(crate) at_first_yield: bool,
    /// The Generator method (and its arguments) that resumed it, for backtraces:
    /// `[internal function]: gen()` under `Generator->next()`. None when a `foreach` or an
    /// outer `yield from` drives it.
    pub(crate) resumer: Option<(&'static str, Vec<Value>)>,
    /// Set while a destroyed generator runs its `finally` blocks (`gen_close.rs`).
    pub(crate) exit_marker: Option<ObjectHandle>,
    /// Registered for end-of-script destruction (`gen_close.rs`).
    pub(crate) tracked: bool,
}

impl GenData {
    /// The current value as a by-value reader sees it.
    pub(crate) fn current(&self) -> Value {
        self.value.deref_value()
    }
}

impl GenData {
    /// Move out every value the generator holds (dropping a long `yield from` chain
    /// iteratively, `value::drop`).
    fn drain_values(&mut self, out: &mut Vec<Value>) {
        out.extend(self.slots.drain(..).flatten());
        self.calls.clear();
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
            Some(Delegate::Gen { inner, .. }) => out.push(Value::Object(inner)),
            Some(Delegate::Iter { it, .. }) => out.push(Value::Object(it)),
            None => {}
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

/// Move the values a native object state holds into `out` (generators today), so a
/// chain of such objects is freed without recursion.
pub(crate) fn drain_native_values(state: &mut dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(g) = state.downcast_mut::<GenData>() {
        g.drain_values(out);
    }
}

/// What the resumer wants when the generator yields or returns.
pub enum GenThen {
    Current(u32),
    Key(u32),
    Null(u32),
    ReExec,
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
        .0
        .as_mut()
        .and_then(|d| d.downcast_mut::<GenData>())
        .map(f)
}

/// Records whether a `yield from` has resumed its inner generator and awaits its yield.
fn set_pulled(o: &ObjectHandle, to: bool) {
    with_gen(o, |g| {
        if let Some(Delegate::Gen { pulled, .. }) = &mut g.delegate {
            *pulled = to;
        }
    });
}

pub(crate) fn gen_state(o: &ObjectHandle) -> Option<State> {
    with_gen(o, |g| g.state)
}

impl Vm {
    /// A call to a generator function: build the Generator around the prepared frame.
    pub(super) fn create_generator(&mut self, mut frame: Frame) -> OpResult {
        let base = frame.base as usize;
        let slots: Vec<Option<Value>> = self.co.stack.drain(base..).collect();
        let ret = std::mem::replace(&mut frame.ret, Ret::Discard);
        let by_ref = frame.func.unit.returns_ref;
        let o = self.new_object(b"Generator");
        o.borrow_mut().internal.0 = Some(Box::new(GenData {
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

    pub(super) fn resume_generator(
        &mut self,
        generator: &ObjectHandle,
        send: Option<Value>,
        then: GenThen,
        throw: Option<ObjectHandle>,
    ) -> OpResult {
        let state = gen_state(generator);
        match state {
            Some(State::Running) => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Cannot resume an already running generator".into(),
                ));
            }
            Some(State::Done) | None => {
                if let Some(e) = throw {
                    return Err(Control::Throw(e));
                }
                return self.gen_deliver(generator, then, true);
            }
            _ => {}
        }
        let by_method = !matches!(then, GenThen::ReExec);
        let taken = with_gen(generator, |g| {
            if !by_method {
                g.resumer = None;
            }
            g.at_first_yield = g.state == State::Created;
            g.state = State::Running;
            if let Some(v) = &send {
                g.sent = v.clone();
            }
            (
                g.frame.take(),
                std::mem::take(&mut g.slots),
                g.yield_dst,
                std::mem::take(&mut g.calls),
            )
        });
        let Some((Some(mut frame), slots, yield_dst, calls)) = taken else {
            return Ok(());
        };
        let base = self.co.stack.len();
        self.co.stack.extend(slots);
        frame.base = base as u32;
        frame.calls_base = self.co.calls.len() as u32;
        for mut c in calls {
            c.arg_base += base as u32;
            self.co.calls.push(c);
        }
        frame.ret = Ret::Gen(generator.clone(), then);
        self.co.frames.push(frame);
        if let Some(v) = send {
            if yield_dst != u32::MAX {
                self.co.stack[base + yield_dst as usize] = Some(v);
            }
        }
        if let Some(e) = throw {
            return Err(Control::Throw(e));
        }
        Ok(())
    }

    /// Give the resumer what it asked for after a yield or the end.
    fn gen_deliver(&mut self, generator: &ObjectHandle, then: GenThen, done: bool) -> OpResult {
        let (key, value) =
            with_gen(generator, |g| (g.key.clone(), g.current())).unwrap_or_default();
        let (key, value) = if done {
            (Value::Null, Value::Null)
        } else {
            (key, value)
        };
        match then {
            GenThen::Current(dst) => self.deliver(dst, value),
            GenThen::Key(dst) => self.deliver(dst, key),
            GenThen::Null(dst) => self.deliver(dst, Value::Null),
            GenThen::ReExec => {
                if let Some(f) = self.co.frames.last_mut() {
                    f.pc -= 1;
                }
            }
            GenThen::Cont(c, dst) => {
                let r = c.resume(self, Value::Null);
                return self.builtin_result(r, dst);
            }
        }
        Ok(())
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
            None
        } else {
            Some(self.read(base, key))
        };
        self.yield_value(k, v, dst)
    }

    fn yield_value(&mut self, k: Option<Value>, v: Value, dst: u32) -> OpResult {
        if let Some(e) = self.yield_in_force_closed(false) {
            return Err(e);
        }
        let Some(mut frame) = self.co.frames.pop() else {
            return Ok(());
        };
        let ret = std::mem::replace(&mut frame.ret, Ret::Discard);
        let Ret::Gen(generator, then) = ret else {
            self.co.frames.push(frame);
            return Err(Control::Fatal("Cannot yield outside of a generator".into()));
        };
        let slots: Vec<Option<Value>> = self.co.stack.drain(frame.base as usize..).collect();
        let calls: Vec<super::PendingCall> = self
            .co
            .calls
            .drain((frame.calls_base as usize).min(self.co.calls.len())..)
            .map(|mut c| {
                c.arg_base = c.arg_base.saturating_sub(frame.base);
                c
            })
            .collect();
        with_gen(&generator, |g| {
            let key = match k {
                Some(Value::Int(i)) => {
                    if i >= g.auto_key {
                        g.auto_key = i.saturating_add(1);
                    }
                    Value::Int(i)
                }
                Some(k) => k,
                None => {
                    let i = g.auto_key;
                    g.auto_key = i.saturating_add(1);
                    Value::Int(i)
                }
            };
            g.key = key;
            g.value = v;
            g.state = State::Suspended;
            g.frame = Some(frame);
            g.slots = slots;
            g.yield_dst = dst;
            g.calls = calls;
        });
        // suspended inside a try with a finally: end-of-script destruction must reach it
        if super::gen_close::track_for_shutdown(&generator) {
            generator.track_destructor();
        }
        self.gen_deliver(&generator, then, false)
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
            g.key = Value::Null;
            g.value = Value::Null;
            g.delegate.take()
        });
        drop(delegate);
        self.gen_deliver(&generator, then, true)
    }

    pub(super) fn generator_threw(&mut self, generator: &ObjectHandle) {
        let delegate = with_gen(generator, |g| {
            g.state = State::Done;
            g.key = Value::Null;
            g.value = Value::Null;
            g.delegate.take()
        });
        drop(delegate);
    }

    pub(super) fn do_yield_from(&mut self, base: usize, dst: u32, src: u32) -> OpResult {
        let Some(generator) = self.current_generator() else {
            return Err(Control::Fatal(
                "Cannot use \"yield from\" outside of a generator".into(),
            ));
        };
        if let Some(e) = self.yield_in_force_closed(true) {
            return Err(e);
        }
        let has = with_gen(&generator, |g| g.delegate.is_some()).unwrap_or(false);
        if !has {
            let v = self.read(base, src);
            let d = match v {
                Value::Array(arr) => Delegate::Array { arr, pos: 0 },
                Value::Object(o) if o.class_name().as_bytes() == b"Generator" => {
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
                    }
                }
                Value::Object(o) if o.instance_of(b"Traversable") => {
                    // only a Generator given directly is delegated to; anything else
                    // (even an aggregate of a generator) is iterated, its result null
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
                        }
                    } else {
                        Delegate::Iter { it, started: false }
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
            Pull(ObjectHandle, Value),
        }
        // Never hold the outer generator's borrow while looking at the inner one: the
        // inner handle may be this very generator (`yield from` of itself).
        let inner_gen = with_gen(&generator, |g| match &g.delegate {
            Some(Delegate::Gen {
                inner,
                pulled,
                result,
            }) => Some((inner.clone(), *pulled, *result)),
            _ => None,
        })
        .flatten();
        let iter = with_gen(&generator, |g| match &mut g.delegate {
            Some(Delegate::Iter { it, started }) => {
                let first = !*started;
                *started = true;
                Some((it.clone(), first))
            }
            _ => None,
        })
        .flatten();
        if let Some((it, first)) = iter {
            self.iter_call(&it, if first { b"rewind" } else { b"next" })?;
            let valid = self.iter_call(&it, b"valid")?;
            if !crate::value::convert::to_bool(&valid, &mut self.diag) {
                with_gen(&generator, |g| g.delegate = None);
                self.set(base, dst, Value::Null);
                return Ok(());
            }
            let v = self.iter_call(&it, b"current")?;
            let k = self.iter_call(&it, b"key")?;
            if let Some(f) = self.co.frames.last_mut() {
                f.pc -= 1;
            }
            let auto = with_gen(&generator, |g| g.auto_key).unwrap_or(0);
            self.yield_value(Some(k), v, u32::MAX)?;
            with_gen(&generator, |g| g.auto_key = auto);
            return Ok(());
        }
        let next = match inner_gen {
            Some((inner, pulled, result)) => {
                let st = gen_state(&inner);
                if st == Some(State::Done) {
                    let r = if result {
                        with_gen(&inner, |ig| ig.retval.clone()).unwrap_or_default()
                    } else {
                        Value::Null
                    };
                    Some(Next::Done(r))
                } else if !pulled && st == Some(State::Created) {
                    set_pulled(&generator, true);
                    Some(Next::Pull(inner, Value::Null))
                } else if pulled {
                    set_pulled(&generator, false);
                    let (k, v) =
                        with_gen(&inner, |ig| (ig.key.clone(), ig.current())).unwrap_or_default();
                    Some(Next::Yield(k, v))
                } else {
                    set_pulled(&generator, true);
                    let sent =
                        with_gen(&generator, |g| std::mem::take(&mut g.sent)).unwrap_or_default();
                    Some(Next::Pull(inner, sent))
                }
            }
            None => with_gen(&generator, |g| match &mut g.delegate {
                Some(Delegate::Array { arr, pos }) => match arr.next_pos(*pos) {
                    Some(p) => {
                        *pos = p + 1;
                        match arr.entry_at(p) {
                            Some((k, v)) => Next::Yield(k.to_value(), v.deref_value()),
                            None => Next::Done(Value::Null),
                        }
                    }
                    None => Next::Done(Value::Null),
                },
                _ => Next::Done(Value::Null),
            }),
        };
        match next {
            Some(Next::Yield(k, v)) => {
                // run this op again when resumed
                if let Some(f) = self.co.frames.last_mut() {
                    f.pc -= 1;
                }
                let auto = with_gen(&generator, |g| g.auto_key).unwrap_or(0);
                self.yield_value(Some(k), v, u32::MAX)?;
                with_gen(&generator, |g| g.auto_key = auto);
                Ok(())
            }
            Some(Next::Done(r)) => {
                with_gen(&generator, |g| g.delegate = None);
                self.set(base, dst, r);
                Ok(())
            }
            Some(Next::Pull(inner, sent)) => {
                let send = if gen_state(&inner) == Some(State::Created) {
                    None
                } else {
                    Some(sent)
                };
                self.resume_generator(&inner, send, GenThen::ReExec, None)
            }
            None => Ok(()),
        }
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
fn called(g: &ObjectHandle, method: &'static str, args: Vec<Value>) {
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

fn current(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "current", vec![]);
    match gen_state(&g) {
        Some(State::Created) => resume(g, None, GenMode::Current),
        _ => Ok(with_gen(&g, |d| d.current()).unwrap_or_default()),
    }
}

fn key(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "key", vec![]);
    match gen_state(&g) {
        Some(State::Created) => resume(g, None, GenMode::Key),
        _ => Ok(with_gen(&g, |d| d.key.clone()).unwrap_or_default()),
    }
}

fn next(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "next", vec![]);
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
    called(
        &g,
        "send",
        a.first().map(Value::deref_value).into_iter().collect(),
    );
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
    called(&g, "valid", vec![]);
    match gen_state(&g) {
        Some(State::Created) => {
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
    called(&g, "rewind", vec![]);
    match gen_state(&g) {
        Some(State::Created) => resume(g, None, GenMode::Null),
        _ if !with_gen(&g, |d| d.at_first_yield).unwrap_or(true) => Err(Control::Error(
            ThrowKind::Exception,
            "Cannot rewind a generator that was already run".into(),
        )),
        _ => Ok(Value::Null),
    }
}

fn get_return(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    let g = this_gen(this)?;
    called(&g, "getReturn", vec![]);
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
    called(
        &g,
        "throw",
        a.first().map(Value::deref_value).into_iter().collect(),
    );
    let e = match a.first().map(Value::deref_value) {
        Some(Value::Object(e)) if e.instance_of(b"Throwable") => e,
        other => {
            return Err(Control::Error(
                ThrowKind::TypeError,
                format!(
                    "Generator::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
                    other.unwrap_or(Value::Null).type_name()
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
