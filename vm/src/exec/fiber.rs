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
    /// Destroyed while suspended: being unwound (`Fiber::suspend` refuses).
    destroyed: bool,
    /// The object thrown into a destroyed fiber to unwind it: it skips `catch` blocks and
    /// runs `finally` blocks (php's graceful exit).
    exit_marker: Option<ObjectHandle>,
    /// Registered for the end-of-script destruction.
    tracked: bool,
    /// The fiber's `error_reporting` while it is parked.
    error_reporting: Option<String>,
    /// A fatal error ended the script while the fiber ran.
    bailout: bool,
}

/// A fatal error ended the script while fiber `f` ran (php's `ZEND_FIBER_FLAG_BAILOUT`).
pub(crate) fn mark_bailout(f: &ObjectHandle) {
    if let Ok(mut b) = f.try_borrow_mut() {
        if let Some(d) = b
            .internal
            .get_mut()
            .and_then(|d| d.downcast_mut::<FiberData>())
        {
            d.bailout = true;
            d.state = State::Returned;
        }
    }
}

/// Whether an object's native state is a suspended fiber, which must be unwound (its
/// `finally` blocks run) when its last reference goes.
pub(crate) fn needs_unwind(state: &crate::value::object::Internal) -> bool {
    state
        .get()
        .and_then(|d| d.downcast_ref::<FiberData>())
        .is_some_and(|d| d.state == State::Suspended && !d.destroyed)
        || super::gen_close::gen_needs_unwind(state)
}

/// The cycle collector's view of a fiber: pushes what its native state holds (callable,
/// return value, a parked fiber's variables and frames) onto `out`; false when it cannot be
/// walked (running, or already being destroyed).
pub(crate) fn gc_children(
    state: &crate::value::object::Internal,
    destructed: bool,
    out: &mut Vec<(Value, bool)>,
) -> Option<bool> {
    let d = state.get()?.downcast_ref::<FiberData>()?;
    let walk = match d.state {
        State::Running => false,
        State::Suspended => !d.destroyed && !destructed,
        _ => true,
    };
    if !walk {
        return Some(false);
    }
    let mut push = |v: &Value| {
        if matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_)) {
            out.push((v.clone(), false));
        }
    };
    push(&d.callable);
    push(&d.ret);
    if let Some(co) = &d.co {
        co.stack.iter().flatten().for_each(&mut push);
        for f in &co.frames {
            for o in f.closure.iter().chain(f.this.iter()) {
                push(&Value::Object(o.clone()));
            }
            if let Some(extra) = &f.extra {
                for (_, r) in &extra.vars {
                    push(&Value::Ref(r.clone()));
                }
                extra.extra_args.iter().for_each(&mut push);
            }
        }
    }
    Some(true)
}

/// Whether the cycle collector must destroy (unwind) this object before freeing it: a
/// parked fiber not yet destroyed.
pub(crate) fn gc_needs_unwind(state: &crate::value::object::Internal) -> bool {
    state
        .get()
        .and_then(|d| d.downcast_ref::<FiberData>())
        .is_some_and(|d| d.state == State::Suspended && !d.destroyed)
}

/// A garbage fiber that is not parked: its callable and return value go.
pub(crate) fn gc_free(state: &mut dyn std::any::Any, work: &mut Vec<Value>) {
    if let Some(d) = state.downcast_mut::<FiberData>() {
        if d.state != State::Suspended && d.state != State::Running {
            work.push(std::mem::take(&mut d.callable));
            work.push(std::mem::take(&mut d.ret));
        }
    }
}

/// A running fiber and the coroutine that resumed it.
pub struct FiberLink {
    pub fiber: ObjectHandle,
    pub parent: Coroutine,
    /// The Fiber method that switched in (`start`, `resume`, `throw`) and its arguments,
    /// for backtraces.
    pub method: &'static str,
    pub args: Vec<Value>,
    /// The resumer's `error_reporting` (each fiber has its own, so `@` does not leak
    /// across a switch).
    pub error_reporting: String,
    /// The fiber's function returned this value and destructors of its variables are due:
    /// they run inside the fiber (php frees the variables before the fiber ends), and the
    /// fiber ends when they are done.
    pub ending: Option<Value>,
    /// An exception a destructor threw then: it leaves the fiber once the other
    /// destructors due ran.
    pub ending_throw: Option<ObjectHandle>,
    /// Objects whose destruction was due behind this fiber's: they wait until it ended.
    pub queued: Vec<ObjectHandle>,
}

/// A switch requested by a Fiber method.
pub enum FiberOp {
    Start(ObjectHandle, Vec<Value>),
    Resume(ObjectHandle, Value),
    Throw(ObjectHandle, ObjectHandle),
    Suspend(Value),
}

/// `fiber.stack_size` as last set by `ini_set` (None: never set, php's default C stack).
/// rphp's fibers have no C stack, but php's check of the size is kept.
#[derive(Default)]
struct FiberStackSize(Option<i64>);

/// php's smallest fiber stack: one page plus one guard page.
const MIN_STACK_SIZE: i64 = 8192;

/// An ini quantity as php reads it (`zend_ini_parse_quantity`): a signed number with an
/// optional k/m/g suffix; "" is 0.
fn ini_quantity(s: &str) -> i64 {
    let s = s.trim();
    let (neg, rest) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let n: i64 = digits.parse().unwrap_or(0);
    let mult: i64 = match rest.chars().last() {
        Some('k' | 'K') => 1 << 10,
        Some('m' | 'M') => 1 << 20,
        Some('g' | 'G') => 1 << 30,
        _ => 1,
    };
    let n = n.saturating_mul(mult);
    if neg { -n } else { n }
}

impl Vm {
    /// `ini_set("fiber.stack_size", $v)`: false (after php's warning) for a negative size.
    pub(crate) fn set_fiber_stack_size(&mut self, v: &str) -> bool {
        let n = ini_quantity(v);
        if n < 0 {
            self.warn("fiber.stack_size must be a positive number");
            return false;
        }
        self.ext.get_or_default::<FiberStackSize>().0 = Some(n);
        true
    }
}

fn fiber_error(msg: &str) -> Control {
    Control::Error(ThrowKind::FiberError, msg.into())
}

fn with_data<R>(o: &ObjectHandle, f: impl FnOnce(&mut FiberData) -> R) -> Option<R> {
    let mut b = o.borrow_mut();
    b.internal
        .get_mut()
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
                if let Some(size) = self.ext.get_or_default::<FiberStackSize>().0 {
                    if size < MIN_STACK_SIZE {
                        return Err(Control::Error(
                            ThrowKind::Exception,
                            format!(
                                "Fiber stack size is too small, it needs to be at least {MIN_STACK_SIZE} bytes"
                            ),
                        ));
                    }
                }
                let callable =
                    with_data(&f, |d| std::mem::take(&mut d.callable)).unwrap_or(Value::Null);
                let callee = self.resolve_callable(&callable)?;
                let track = with_data(&f, |d| {
                    d.state = State::Running;
                    !std::mem::replace(&mut d.tracked, true)
                });
                if track == Some(true) {
                    f.track_destructor();
                }
                self.co.wait_dst = dst;
                let fresh = Coroutine {
                    frames: Vec::with_capacity(2),
                    stack: Vec::with_capacity(8),
                    calls: Vec::new(),
                    wait_dst: u32::MAX,
                };
                let parent = std::mem::replace(&mut self.co, fresh);
                // a fiber starts with the configured error_reporting, not a silenced one
                let error_reporting = self.error_reporting_setting();
                let own = self.silenced.first().cloned();
                if let Some(own) = own {
                    self.ini.set("error_reporting", &own);
                }
                self.fiber_chain.push(FiberLink {
                    fiber: f,
                    parent,
                    method: "start",
                    args: args.clone(),
                    error_reporting,
                    ending: None,
                    ending_throw: None,
                    queued: Vec::new(),
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
                        self.enter_user_ctx(func, None, ctx, 0, None, Ret::FiberEnd)
                    }
                    _ => {
                        // A builtin as the fiber body: run it and end the fiber.
                        let r = match callee {
                            super::Callee::Builtin(id) => {
                                let mut args = args;
                                self.call_builtin(id, &mut args)
                            }
                            super::Callee::Method {
                                this,
                                method,
                                called,
                            } => {
                                let mut args = args;
                                self.call_method(this, method, called, &mut args)
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
                let Some(mut link) = self.fiber_chain.pop() else {
                    return Err(fiber_error("Cannot suspend outside of a fiber"));
                };
                self.requeue(&mut link);
                self.co.wait_dst = dst;
                let fiber_co = std::mem::replace(&mut self.co, link.parent);
                let own = self.error_reporting_setting();
                self.ini.set("error_reporting", &link.error_reporting);
                with_data(&link.fiber, |d| {
                    d.state = State::Suspended;
                    d.co = Some(Box::new(fiber_co));
                    d.error_reporting = Some(own);
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
        let error_reporting = self.error_reporting_setting();
        if let Some(own) = with_data(f, |d| d.error_reporting.take()).flatten() {
            self.ini.set("error_reporting", &own);
        }
        self.fiber_chain.push(FiberLink {
            fiber: f.clone(),
            parent,
            method,
            args,
            error_reporting,
            ending: None,
            ending_throw: None,
            queued: Vec::new(),
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
        if self.co.frames.is_empty() && !self.obj_shared.pending.borrow().is_empty() {
            if let Some(link) = self.fiber_chain.last_mut() {
                // the function's variables have destructors due: they run in the fiber
                link.ending = Some(v);
                return Ok(());
            }
        }
        let Some(mut link) = self.fiber_chain.pop() else {
            return Ok(());
        };
        self.requeue(&mut link);
        let destroyed = with_data(&link.fiber, |d| {
            d.state = State::Returned;
            d.ret = v;
            d.exit_marker = None;
            d.destroyed
        });
        if destroyed == Some(true) {
            self.fiber_block = self.fiber_block.saturating_sub(1);
        }
        self.ini.set("error_reporting", &link.error_reporting);
        self.co = link.parent;
        let wait = self.co.wait_dst;
        self.deliver(wait, Value::Null);
        Ok(())
    }

    /// The running fiber's function returned and the destructors it made due have run
    /// (its coroutine has no frame left): the fiber ends now. False when no fiber ends.
    pub(super) fn fiber_end_due(&mut self) -> bool {
        let Some(link) = self.fiber_chain.last_mut() else {
            return false;
        };
        if !self.co.frames.is_empty() || !self.obj_shared.pending.borrow().is_empty() {
            return false;
        }
        if link.ending.is_none() {
            return false;
        }
        if let Some(e) = link.ending_throw.take() {
            if let Err(control) = self.throw(e) {
                if let Some(code) = self.control(control) {
                    self.exit_code = Some(code);
                }
            }
            return true;
        }
        let v = link.ending.take().unwrap_or(Value::Null);
        if let Err(control) = self.fiber_returned(v) {
            if let Some(code) = self.control(control) {
                self.exit_code = Some(code);
            }
        }
        true
    }

    /// An exception left the fiber: it ends, and unwinding goes on in the resumer (false:
    /// the exception was the graceful exit of a destroyed fiber, which ends there).
    pub(super) fn fiber_threw(&mut self, e: &ObjectHandle) -> bool {
        let Some(mut link) = self.fiber_chain.pop() else {
            return true;
        };
        self.requeue(&mut link);
        let (graceful, destroyed) = with_data(&link.fiber, |d| {
            let graceful = d
                .exit_marker
                .take()
                .is_some_and(|m| ObjectHandle::ptr_eq(&m, e));
            d.state = if graceful {
                State::Returned
            } else {
                State::Threw
            };
            (graceful, d.destroyed)
        })
        .unwrap_or((false, false));
        if destroyed {
            self.fiber_block = self.fiber_block.saturating_sub(1);
        }
        self.ini.set("error_reporting", &link.error_reporting);
        self.co = link.parent;
        !graceful
    }

    /// Whether `e` is the graceful exit unwinding the running (destroyed) fiber: `catch`
    /// blocks do not see it.
    /// The exit marker unwinding the running (destroyed) fiber, if any.
    pub(super) fn fiber_exit_marker(&self) -> Option<ObjectHandle> {
        let link = self.fiber_chain.last()?;
        let b = link.fiber.borrow();
        b.internal
            .get()
            .and_then(|d| d.downcast_ref::<FiberData>())
            .and_then(|d| d.exit_marker.clone())
    }

    pub(super) fn is_fiber_exit(&self, e: &ObjectHandle) -> bool {
        let Some(link) = self.fiber_chain.last() else {
            return false;
        };
        let b = link.fiber.borrow();
        b.internal
            .get()
            .and_then(|d| d.downcast_ref::<FiberData>())
            .and_then(|d| d.exit_marker.as_ref())
            .is_some_and(|m| ObjectHandle::ptr_eq(m, e))
    }

    /// A fiber object destroyed while suspended (its last reference went, or the script
    /// ended): resume it with the graceful exit so its `finally` blocks run. Switching
    /// fibers is blocked until it ends. False when `o` is no suspended fiber.
    pub(super) fn fiber_destroy(&mut self, o: &ObjectHandle) -> bool {
        let marker = self.new_object(b"stdClass");
        let ok = with_data(o, |d| {
            if d.state != State::Suspended || d.destroyed {
                return false;
            }
            d.destroyed = true;
            d.exit_marker = Some(marker.clone());
            true
        });
        if ok != Some(true) {
            return false;
        }
        if self.switch_into(o, u32::MAX, "", Vec::new()).is_err() {
            return true;
        }
        self.fiber_block += 1;
        // what was due with it waits until it ended, as after a destructor
        let rest = std::mem::take(&mut *self.obj_shared.pending.borrow_mut());
        if let Some(link) = self.fiber_chain.last_mut() {
            link.queued = rest;
        }
        if let Err(control) = self.throw(marker) {
            if let Some(code) = self.control(control) {
                self.exit_code = Some(code);
            }
        }
        true
    }

    /// A fiber link ends: the destructions that waited for it are due again.
    fn requeue(&mut self, link: &mut FiberLink) {
        if !link.queued.is_empty() {
            let queued = std::mem::take(&mut link.queued);
            self.obj_shared.pending.borrow_mut().extend(queued);
        }
    }

    fn error_reporting_setting(&self) -> String {
        self.ini.get("error_reporting").unwrap_or("").to_owned()
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
    if o.borrow().internal.is_some() {
        return Err(fiber_error("Cannot call constructor twice"));
    }
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
    o.borrow_mut().set_internal(Box::new(FiberData {
        state: State::Init,
        callable,
        co: None,
        ret: Value::Null,
        destroyed: false,
        exit_marker: None,
        tracked: false,
        error_reporting: None,
        bailout: false,
    }));
    Ok(Value::Null)
}

fn this_fiber(this: Option<&ObjectHandle>) -> Result<ObjectHandle, Control> {
    this.cloned()
        .ok_or_else(|| fiber_error("Fiber method called without an object"))
}

const SWITCH_BLOCKED: &str = "Cannot switch fibers in current execution context";

/// php's checks before a switch into fiber `f`: not in a destructor (or a nested dispatch
/// loop), and `f` in the state `want`.
fn check_switch(vm: &Vm, f: &ObjectHandle, want: State, msg: &str) -> Result<(), Control> {
    if vm.fiber_block > 0 || vm.sync_depth > 0 {
        return Err(fiber_error(SWITCH_BLOCKED));
    }
    if with_data(f, |d| d.state) != Some(want) {
        return Err(fiber_error(msg));
    }
    Ok(())
}

fn start(vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    let f = this_fiber(this)?;
    check_switch(
        vm,
        &f,
        State::Init,
        "Cannot start a fiber that has already been started",
    )?;
    Err(Control::Fiber(FiberOp::Start(f, args.to_vec())))
}

const NOT_SUSPENDED: &str = "Cannot resume a fiber that is not suspended";

fn resume(vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    let f = this_fiber(this)?;
    check_switch(vm, &f, State::Suspended, NOT_SUSPENDED)?;
    let v = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    Err(Control::Fiber(FiberOp::Resume(f, v)))
}

fn throw(vm: &mut Vm, this: Option<&ObjectHandle>, args: &mut [Value]) -> MethodResult {
    match args.first().map(Value::deref_value) {
        Some(Value::Object(e)) if e.instance_of(b"Throwable") => {
            let f = this_fiber(this)?;
            check_switch(vm, &f, State::Suspended, NOT_SUSPENDED)?;
            Err(Control::Fiber(FiberOp::Throw(f, e)))
        }
        other => Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "Fiber::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
                other.unwrap_or(Value::Null).value_name()
            ),
        )),
    }
}

fn get_return(_vm: &mut Vm, this: Option<&ObjectHandle>, _args: &mut [Value]) -> MethodResult {
    let f = this_fiber(this)?;
    let r = with_data(&f, |d| match d.state {
        _ if d.bailout => Err("Cannot get fiber return value: The fiber exited with a fatal error"),
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
    let Some(link) = vm.fiber_chain.last() else {
        return Err(fiber_error("Cannot suspend outside of a fiber"));
    };
    if with_data(&link.fiber, |d| d.destroyed) == Some(true) {
        return Err(fiber_error("Cannot suspend in a force-closed fiber"));
    }
    if vm.fiber_block > 0 || vm.sync_depth > 0 {
        return Err(fiber_error(SWITCH_BLOCKED));
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

/// How many references to `f` its own parked coroutine holds directly (variables, pushed
/// arguments, `$$name` variables): a cycle through nothing else.
fn self_refs(f: &ObjectHandle, co: &Coroutine) -> usize {
    let is_f = |v: &Value| match v {
        Value::Object(o) => usize::from(ObjectHandle::ptr_eq(o, f)),
        Value::Ref(r) => usize::from(
            r.ref_count() == 1
                && matches!(&*r.borrow(), Value::Object(o) if ObjectHandle::ptr_eq(o, f)),
        ),
        // a temporary array only this slot holds (a discarded `get_defined_vars()`)
        Value::Array(a) if a.ref_count() == 1 => a
            .values()
            .filter(|v| matches!(v, Value::Object(o) if ObjectHandle::ptr_eq(o, f)))
            .count(),
        _ => 0,
    };
    let mut n: usize = co.stack.iter().flatten().map(is_f).sum();
    for frame in &co.frames {
        if let Some(extra) = &frame.extra {
            n += extra
                .vars
                .iter()
                .filter(|(_, r)| {
                    r.ref_count() == 1
                        && matches!(&*r.borrow(), Value::Object(o) if ObjectHandle::ptr_eq(o, f))
                })
                .count();
            n += extra.extra_args.iter().map(is_f).sum::<usize>();
        }
    }
    n
}

impl Vm {
    /// `gc_collect_cycles()` for fibers: a suspended fiber that only its own frames still
    /// reference is garbage, and is destroyed (unwound) before the next op. Returns how
    /// many were found.
    pub(crate) fn collect_fiber_cycles(&mut self) -> usize {
        let live = self.obj_shared.live_objects();
        let mut found = 0;
        for o in live {
            let inner = with_data(&o, |d| match (&d.co, d.state, d.destroyed) {
                (Some(co), State::Suspended, false) => Some(self_refs(&o, co)),
                _ => None,
            })
            .flatten();
            // `live` (this loop) holds one reference
            if let Some(n) = inner {
                if n > 0 && o.ref_count() == n + 1 && !o.borrow().destructed {
                    o.borrow_mut().destructed = true;
                    self.obj_shared.pending.borrow_mut().push(o);
                    found += 1;
                }
            }
        }
        found
    }
}
