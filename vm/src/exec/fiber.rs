//! `Fiber`: each fiber is its own coroutine (frames + value stack) on the heap. Starting or
//! resuming one swaps it in as the coroutine the executor steps, remembering the resumer;
//! `Fiber::suspend()` swaps back. A parked fiber costs its frames and slots, never a
//! machine stack, so suspending works from anywhere PHP code runs (callbacks included).

use super::class::Method;
use super::{Control, Coroutine, OpResult, Ret, ThrowKind, Vm};
use crate::value::{ObjectHandle, Value};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Init,
    Running,
    Suspended,
    Returned,
    Threw,
}

/// The native state of a Fiber object.
pub struct FiberData {
    state: State,
    callable: Value,
    co: Option<Box<Coroutine>>,
    ret: Value,
}

/// A running fiber and the coroutine that resumed it.
pub struct FiberLink {
    pub fiber: ObjectHandle,
    pub parent: Coroutine,
    /// The Fiber method that switched in (`start`, `resume`, `throw`) and its arguments,
    /// for backtraces.
    pub method: &'static str,
    pub args: Vec<Value>,
}

/// A switch requested by a Fiber method.
pub enum FiberOp {
    Start(ObjectHandle, Vec<Value>),
    Resume(ObjectHandle, Value),
    Throw(ObjectHandle, ObjectHandle),
    Suspend(Value),
}

fn fiber_error(msg: &str) -> Control {
    Control::Error(ThrowKind::FiberError, msg.into())
}

fn with_data<R>(o: &ObjectHandle, f: impl FnOnce(&mut FiberData) -> R) -> Option<R> {
    let mut b = o.borrow_mut();
    b.internal
        .0
        .as_mut()
        .and_then(|d| d.downcast_mut::<FiberData>())
        .map(f)
}

impl Vm {
    pub(super) fn fiber_op(&mut self, op: FiberOp, dst: u32) -> OpResult {
        match op {
            FiberOp::Start(f, args) => {
                let state = with_data(&f, |d| d.state);
                if state != Some(State::Init) {
                    return Err(fiber_error(
                        "Cannot start a fiber that has already been started",
                    ));
                }
                let callable =
                    with_data(&f, |d| std::mem::take(&mut d.callable)).unwrap_or(Value::Null);
                let callee = self.resolve_callable(&callable)?;
                with_data(&f, |d| d.state = State::Running);
                self.co.wait_dst = dst;
                let fresh = Coroutine {
                    frames: Vec::with_capacity(2),
                    stack: Vec::with_capacity(8),
                    calls: Vec::new(),
                    wait_dst: u32::MAX,
                };
                let parent = std::mem::replace(&mut self.co, fresh);
                self.fiber_chain.push(FiberLink {
                    fiber: f,
                    parent,
                    method: "start",
                    args: args.clone(),
                });
                match callee {
                    super::Callee::User { func, closure } => {
                        for a in args {
                            self.co.stack.push(Some(a));
                        }
                        self.enter_user(func, closure, 0, None, Ret::FiberEnd)
                    }
                    super::Callee::UserMethod { func, ctx } => {
                        for a in args {
                            self.co.stack.push(Some(a));
                        }
                        self.enter_user_ctx(func, None, *ctx, 0, None, Ret::FiberEnd)
                    }
                    _ => {
                        // A builtin as the fiber body: run it and end the fiber.
                        let r = match callee {
                            super::Callee::Builtin(id) => {
                                let mut args = args;
                                self.call_builtin(id, &mut args)
                            }
                            super::Callee::Method { this, method } => {
                                let mut args = args;
                                self.call_method(this, method, &mut args)
                            }
                            _ => Ok(Value::Null),
                        };
                        match r {
                            Ok(v) => self.fiber_returned(v),
                            Err(e) => Err(e),
                        }
                    }
                }
            }
            FiberOp::Resume(f, v) => {
                let shown = if v.is_null() { vec![] } else { vec![v.clone()] };
                self.switch_into(&f, dst, "resume", shown)?;
                let wait = self.co.wait_dst;
                self.deliver(wait, v);
                Ok(())
            }
            FiberOp::Throw(f, e) => {
                self.switch_into(&f, dst, "throw", vec![Value::Object(e.clone())])?;
                Err(Control::Throw(e))
            }
            FiberOp::Suspend(v) => {
                if self.sync_depth > 0 {
                    return Err(fiber_error(
                        "Cannot switch fibers in current execution state",
                    ));
                }
                let Some(link) = self.fiber_chain.pop() else {
                    return Err(fiber_error("Cannot suspend outside of a fiber"));
                };
                self.co.wait_dst = dst;
                let fiber_co = std::mem::replace(&mut self.co, link.parent);
                with_data(&link.fiber, |d| {
                    d.state = State::Suspended;
                    d.co = Some(Box::new(fiber_co));
                });
                let wait = self.co.wait_dst;
                self.deliver(wait, v);
                Ok(())
            }
        }
    }

    fn switch_into(
        &mut self,
        f: &ObjectHandle,
        dst: u32,
        method: &'static str,
        args: Vec<Value>,
    ) -> OpResult {
        let co = with_data(f, |d| {
            if d.state != State::Suspended {
                return None;
            }
            d.state = State::Running;
            d.co.take()
        })
        .flatten();
        let Some(co) = co else {
            return Err(fiber_error("Cannot resume a fiber that is not suspended"));
        };
        self.co.wait_dst = dst;
        let parent = std::mem::replace(&mut self.co, *co);
        self.fiber_chain.push(FiberLink {
            fiber: f.clone(),
            parent,
            method,
            args,
        });
        Ok(())
    }

    pub(super) fn fiber_op_cont(
        &mut self,
        _op: FiberOp,
        _then: Box<dyn super::Continuation>,
        _dst: u32,
    ) -> OpResult {
        Err(fiber_error(
            "Cannot switch fibers in current execution context",
        ))
    }

    /// The fiber's bottom frame returned.
    pub(super) fn fiber_returned(&mut self, v: Value) -> OpResult {
        let Some(link) = self.fiber_chain.pop() else {
            return Ok(());
        };
        with_data(&link.fiber, |d| {
            d.state = State::Returned;
            d.ret = v;
        });
        self.co = link.parent;
        let wait = self.co.wait_dst;
        self.deliver(wait, Value::Null);
        Ok(())
    }

    /// An exception left the fiber: it ends, and unwinding goes on in the resumer.
    pub(super) fn fiber_threw(&mut self, _e: ObjectHandle) {
        let Some(link) = self.fiber_chain.pop() else {
            return;
        };
        with_data(&link.fiber, |d| d.state = State::Threw);
        self.co = link.parent;
    }

    /// Number of fibers currently running (nested).
    pub fn fiber_depth(&self) -> usize {
        self.fiber_chain.len()
    }
}

type MethodResult = Result<Value, Control>;

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    let Some(o) = this else {
        return Ok(Value::Null);
    };
    let callable = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    if !vm.is_callable(&callable) {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "Fiber::__construct(): Argument #1 ($callback) must be a valid callback, {}",
                match &callable {
                    Value::Str(s) => format!(
                        "function \"{}\" not found or invalid function name",
                        s.to_string_lossy()
                    ),
                    _ => "no array or string given".to_string(),
                }
            ),
        ));
    }
    o.borrow_mut().internal.0 = Some(Box::new(FiberData {
        state: State::Init,
        callable,
        co: None,
        ret: Value::Null,
    }));
    Ok(Value::Null)
}

fn this_fiber(this: Option<&ObjectHandle>) -> Result<ObjectHandle, Control> {
    this.cloned()
        .ok_or_else(|| fiber_error("Fiber method called without an object"))
}

fn start(_vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    Err(Control::Fiber(FiberOp::Start(
        this_fiber(this)?,
        args.to_vec(),
    )))
}

fn resume(_vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    let v = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    Err(Control::Fiber(FiberOp::Resume(this_fiber(this)?, v)))
}

fn throw(_vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    match args.first().map(Value::deref_value) {
        Some(Value::Object(e)) if e.instance_of(b"Throwable") => {
            Err(Control::Fiber(FiberOp::Throw(this_fiber(this)?, e)))
        }
        other => Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "Fiber::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
                other.unwrap_or(Value::Null).type_name()
            ),
        )),
    }
}

fn get_return(_vm: &mut Vm, this: Option<&ObjectHandle>, _args: &mut [Value]) -> MethodResult {
    let f = this_fiber(this)?;
    let r = with_data(&f, |d| match d.state {
        State::Returned => Ok(d.ret.clone()),
        State::Init => Err("Cannot get fiber return value: The fiber has not been started"),
        State::Threw => Err("Cannot get fiber return value: The fiber threw an exception"),
        _ => Err("Cannot get fiber return value: The fiber has not returned"),
    });
    match r {
        Some(Ok(v)) => Ok(v),
        Some(Err(m)) => Err(fiber_error(m)),
        None => Ok(Value::Null),
    }
}

fn state_is(this: Option<&ObjectHandle>, f: impl FnOnce(State) -> bool) -> MethodResult {
    let o = this_fiber(this)?;
    Ok(Value::Bool(with_data(&o, |d| f(d.state)).unwrap_or(false)))
}

fn is_started(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    state_is(this, |s| s != State::Init)
}
fn is_suspended(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    state_is(this, |s| s == State::Suspended)
}
fn is_running(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    state_is(this, |s| s == State::Running)
}
fn is_terminated(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    state_is(this, |s| matches!(s, State::Returned | State::Threw))
}

fn get_current(vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> MethodResult {
    Ok(vm
        .fiber_chain
        .last()
        .map(|l| Value::Object(l.fiber.clone()))
        .unwrap_or(Value::Null))
}

fn suspend(vm: &mut Vm, _this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    if vm.fiber_chain.is_empty() {
        return Err(fiber_error("Cannot suspend outside of a fiber"));
    }
    let v = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    Err(Control::Fiber(FiberOp::Suspend(v)))
}

macro_rules! m {
    ($name:expr, $f:expr, $min:expr, $max:expr, $st:expr) => {
        Method {
            class: "Fiber",
            name: $name,
            func: $f,
            min: $min,
            max: $max,
            is_static: $st,
            flags: 0,
            params: &[],
        }
    };
}

pub static FIBER_METHODS: &[Method] = &[
    m!("__construct", construct, 1, 1, false),
    m!("start", start, 0, u8::MAX, false),
    m!("resume", resume, 0, 1, false),
    m!("throw", throw, 1, 1, false),
    m!("getReturn", get_return, 0, 0, false),
    m!("isStarted", is_started, 0, 0, false),
    m!("isSuspended", is_suspended, 0, 0, false),
    m!("isRunning", is_running, 0, 0, false),
    m!("isTerminated", is_terminated, 0, 0, false),
    m!("getCurrent", get_current, 0, 0, true),
    m!("suspend", suspend, 0, 1, true),
];
