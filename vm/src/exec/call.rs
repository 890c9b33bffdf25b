//! Calls: resolving callees, pushing frames (arguments written straight into the new frame's
//! window), returns, closures, and builtins that call back into PHP through continuations
//! (`Control::Call`), resumed here when the PHP callee returns.

use super::builtin_frame::{BuiltinCall, Chain, InBuiltin};
pub use super::callback_cache::{CallbackCache, QuickResume, Stepping, Steps};
use super::class::{self, Method};
pub(crate) use super::display_name::function_display_name;
use super::typed_ref::typed_ref_args;
use super::{Control, Frame, FrameExtra, OpResult, PendingCall, Ret, ThrowKind, Vm};
use crate::bytecode::{Const, ConstKey, Unit};
use crate::class::{ClassId, MethodEntry, NO_CLASS};
use crate::value::{ArrayKey, ObjectHandle, PhpArray, PhpRef, PhpStr, Value};
use smallvec::SmallVec;
use std::rc::Rc;
use std::sync::Arc;

/// A unit materialized for this VM: the shared code plus its literals as values.
pub struct Func {
    pub unit: Arc<Unit>,
    pub lits: Rc<[Value]>,
    /// This function's row in `Vm::call_cache` (the VM owns the caches, so a recursive
    /// function's cached callee is no `Rc` cycle).
    pub id: u32,
    /// No by-reference or variadic parameter, no superglobal variable, not a generator:
    /// a call passing exactly the declared parameters takes `Vm::enter_plain`.
    pub plain: bool,
    /// The first op after the leading `RecvRequired` ops of the declared parameters, where
    /// a plain entry with every parameter passed starts (those checks hold by then).
    pub entry: u32,
    /// Bit `pc` set: `pc` is the head of a loop whose every op the leaf loop runs
    /// (`exec/fast_leaf.rs`), where the fast lane hands over at the backward jump.
    pub leaf_heads: Box<[u64]>,
    /// Likewise for loops with direct calls, run with frameless calls (`exec/leaf_call.rs`).
    pub call_heads: Box<[u64]>,
    /// The leaf loop's decoded instructions (`exec/leaf_prog.rs`), made on first use.
    pub(super) leaf: std::cell::OnceCell<Box<[super::leaf_prog::LOp]>>,
    /// The unit's parameter, slot and compiled-variable counts, and how its plain entry
    /// starts (`EntryKind`), kept here so a call reads them without going through `unit`.
    pub nparams: u32,
    pub nslots: u32,
    pub ncv: u32,
    pub entry_kind: EntryKind,
}

/// How a plain entry's first op (`Func::entry`) starts the body, for the lane's frameless
/// calls (`fast_call::frameless`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    /// `return;` or the end of a body that is empty.
    ReturnNull,
    /// `return $slot;`.
    Return(u32),
    /// An op the leaf loop runs.
    Leaf,
    /// Any other op: the frame is needed at once.
    Frame,
}

/// The number of leading `RecvRequired` ops of `unit` that check parameters 0, 1, ... in
/// order (see `Func::entry`).
pub(crate) fn plain_entry(unit: &Unit) -> u32 {
    let n = unit
        .ops
        .iter()
        .enumerate()
        .take_while(|&(i, op)| {
            matches!(op, crate::bytecode::Op::RecvRequired { arg } if *arg as usize == i && i < unit.params.len())
        })
        .count();
    n as u32
}

/// Whether calls of `unit` may take the plain frame entry (see `Func::plain`).
pub(crate) fn plain_unit(unit: &Unit) -> bool {
    plain_but_refs(unit) && unit.params.iter().all(|p| !p.by_ref)
}

/// `plain_unit` but for by-reference parameters: a builtin's cached callback enters such a
/// frame directly, its by-reference arguments passed as the cells they are
/// (`exec/callback_cache.rs`).
pub(crate) fn plain_but_refs(unit: &Unit) -> bool {
    !unit.is_generator
        && unit.superglobals.is_empty()
        && unit.params.iter().all(|p| !p.variadic)
        && unit.attr_flags & (crate::bytecode::ATTR_DEPRECATED | crate::bytecode::ATTR_NODISCARD)
            == 0
}

/// Named arguments of a pending call.
pub type NamedArgs = Vec<(PhpStr, Value)>;

/// The object and class context of a method call.
#[derive(Clone)]
pub struct MethodCtx {
    pub this: Option<ObjectHandle>,
    pub scope: ClassId,
    pub called: ClassId,
}

impl MethodCtx {
    pub const NONE: MethodCtx = MethodCtx {
        this: None,
        scope: NO_CLASS,
        called: NO_CLASS,
    };
}

/// What a pending call will run.
#[derive(Clone)]
pub enum Callee {
    User {
        func: Rc<Func>,
        closure: Option<ObjectHandle>,
    },
    /// A user method with its `$this` and class scope.
    UserMethod {
        func: Rc<Func>,
        ctx: MethodCtx,
    },
    Builtin(u32),
    Method {
        this: Option<ObjectHandle>,
        method: &'static Method,
        /// The class it was called on (`static` for a static method: php's called scope,
        /// `Vm::native_called_class`).
        called: ClassId,
    },
    /// An abstract method (calling it is an Error).
    Abstract(Rc<MethodEntry>),
    /// An enum's `cases()`/`from()`/`tryFrom()`.
    Enum {
        class: Rc<crate::class::Class>,
        op: crate::class::EnumOp,
    },
    /// `__call`/`__callStatic` standing in for method `name`: the arguments are packed
    /// into `(name, [args])` when the call is made.
    Magic {
        inner: Box<Callee>,
        name: PhpStr,
    },
    /// `parent::$p::get()`/`::set($v)` where the parent's property has no such hook:
    /// php's trampoline, which reads or writes the backing store.
    ParentHook(Box<super::hooks::ParentHook>),
}

/// A builtin's "rest of the work" after a PHP callee returns (piccolo's `Sequence`).
pub trait Continuation {
    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control>;

    /// The PHP callee threw and its frame is being unwound: the continuation is dropped
    /// without resuming (an error handler restores the handler it unset).
    fn unwind(self: Box<Self>, _vm: &mut Vm) {}

    /// Whether the callee's frame shows as `[internal function]` in backtraces (php's
    /// callbacks from builtins); a user error handler shows the warning op's file and line.
    fn internal(&self) -> bool {
        true
    }

    /// The callee is called as if by the caller's own op in a strict_types file (php's
    /// compiled `call_user_func()`): it takes its arguments strictly.
    fn strict_callee(&self) -> bool {
        false
    }

    /// The builtin calls waiting on this continuation, innermost first (their trace
    /// entries; see `builtin_frame.rs`).
    fn builtin_calls(&self, _out: &mut Vec<Rc<super::builtin_frame::BuiltinCall>>) {}

    /// The cache of a continuation that calls one callback many times (its callee
    /// resolved once, the quick frame entry; see `builtin_frame.rs`).
    fn callback_cache(&mut self) -> Option<&mut CallbackCache> {
        None
    }

    /// `resume` without giving up the continuation, for one with a [`CallbackCache`].
    fn resume_quick(&mut self, _vm: &mut Vm, value: Value) -> QuickResume {
        QuickResume::No(value)
    }

    /// Whether the callee's `$this` is released before `resume` runs (php's frame is gone
    /// by then: the collector's destructor calls), rather than after it.
    fn releases_this_first(&self) -> bool {
        false
    }

    /// Whether a by-reference function's returned cell reaches `resume` as the cell
    /// (`&__get` fetched for writing), rather than its value.
    fn keeps_ref(&self) -> bool {
        false
    }
}

impl<F: FnOnce(&mut Vm, Value) -> Result<Value, Control>> Continuation for F {
    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        (*self)(vm, value)
    }
}

pub use super::closure_data::ClosureData;

pub fn materialize(c: &Const) -> Value {
    match c {
        Const::Null => Value::Null,
        Const::Bool(b) => Value::Bool(*b),
        Const::Int(i) => Value::Int(*i),
        Const::Float(f) => Value::Float(*f),
        Const::Str(s) => Value::str(s),
        Const::Array(items) => {
            let mut a = PhpArray::new();
            for (k, v) in items {
                let key = match k {
                    ConstKey::Int(i) => ArrayKey::Int(*i),
                    ConstKey::Str(s) => ArrayKey::Str(PhpStr::new(s)),
                };
                a.make_mut().insert(key, materialize(v));
            }
            Value::Array(a)
        }
    }
}

fn error(kind: ThrowKind, msg: impl Into<String>) -> Control {
    Control::Error(kind, msg.into())
}

impl Vm {
    /// The function callable under `name` (user functions first, then builtins).
    pub(crate) fn lookup_function(&self, name: &[u8]) -> Option<Callee> {
        let name = name.strip_prefix(b"\\").unwrap_or(name);
        let lower = name.to_ascii_lowercase();
        if let Some(f) = self.functions.get(lower.as_slice()) {
            return Some(Callee::User {
                func: f.clone(),
                closure: None,
            });
        }
        if let Some(id) = self.builtins.lookup(&lower) {
            return Some(Callee::Builtin(id));
        }
        // namespaced name not found: php falls back to the global function
        if let Some(pos) = lower.iter().rposition(|&b| b == b'\\') {
            return self.lookup_function(&name[pos + 1..]);
        }
        None
    }

    pub(super) fn open_call(&mut self, callee: Callee) {
        let arg_base = self.co.stack.len() as u32;
        self.co.calls.push(PendingCall {
            callee,
            arg_base,
            named: None,
        });
    }

    pub(super) fn init_fcall(&mut self, name: u32) -> OpResult {
        let id = self.co.frames.last().map_or(u32::MAX, |f| f.func.id);
        let cached = self
            .call_cache
            .get(id as usize)
            .and_then(|row| row.get(name as usize))
            .and_then(|c| c.clone());
        if let Some(c) = cached {
            self.open_call(c);
            return Ok(());
        }
        let n = self.lit_bytes(name);
        match self.lookup_function(&n) {
            Some(c) => {
                if let Some(slot) = self
                    .call_cache
                    .get_mut(id as usize)
                    .and_then(|row| row.get_mut(name as usize))
                {
                    *slot = Some(c.clone());
                }
                self.open_call(c);
                Ok(())
            }
            None => {
                let shown = n.strip_prefix(b"\\").unwrap_or(&n);
                Err(error(
                    ThrowKind::Error,
                    format!(
                        "Call to undefined function {}()",
                        String::from_utf8_lossy(shown)
                    ),
                ))
            }
        }
    }

    pub(super) fn init_dynamic_call(&mut self, callee: Value) -> OpResult {
        match self.resolve_callable(&callee) {
            Ok(c) => {
                self.open_call(c);
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// Resolve a callable value (string, Closure, [object, method], "Class::method").
    pub(crate) fn resolve_callable(&mut self, v: &Value) -> Result<Callee, Control> {
        match v {
            Value::Str(s) => {
                if let Some(pos) = s.windows(2).position(|w| w == b"::") {
                    let (class, method) = (&s[..pos], &s[pos + 2..]);
                    return self.static_method(class, method);
                }
                if let Some(e) = super::scope_fns::refused_dynamic_call(s.as_bytes()) {
                    return Err(e);
                }
                self.lookup_function(s).ok_or_else(|| {
                    error(
                        ThrowKind::Error,
                        format!("Call to undefined function {}()", s.to_string_lossy()),
                    )
                })
            }
            Value::Object(o) => {
                if let Some(c) = self.object_callee(o) {
                    return Ok(c);
                }
                Err(error(
                    ThrowKind::Error,
                    "Object of type ".to_string()
                        + &o.class_name().to_string_lossy()
                        + " is not callable",
                ))
            }
            Value::Array(a) if a.len() == 2 => {
                let target = a.get_int(0).map(Value::deref_value).unwrap_or(Value::Null);
                let method = a.get_int(1).map(Value::deref_value).unwrap_or(Value::Null);
                let Value::Str(m) = method else {
                    return Err(error(
                        ThrowKind::Error,
                        "Array callback must have exactly two elements",
                    ));
                };
                match target {
                    Value::Object(o) => self.method_callee(o, &m),
                    Value::Str(c) => self.static_method(&c, &m),
                    _ => Err(error(
                        ThrowKind::Error,
                        "Array callback must have exactly two elements",
                    )),
                }
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.resolve_callable(&inner)
            }
            Value::Array(_) => Err(error(
                ThrowKind::Error,
                "Array callback must have exactly two elements",
            )),
            other => Err(error(
                ThrowKind::Error,
                format!("Value of type {} is not callable", other.type_name()),
            )),
        }
    }

    pub(crate) fn is_callable(&self, v: &Value) -> bool {
        self.callable_fcc(v, &mut Vec::new(), true).is_ok()
    }

    pub(super) fn init_method_call(&mut self, obj: Value, name: u32) -> OpResult {
        let n = self.lit_bytes(name);
        self.init_method_call_named(obj, &n)
    }

    pub(super) fn init_method_call_named(&mut self, obj: Value, n: &[u8]) -> OpResult {
        let n = n.to_vec();
        match obj {
            Value::Object(o) => {
                let c = self.method_callee(o, &n)?;
                self.open_call(c);
                Ok(())
            }
            other => Err(error(
                ThrowKind::Error,
                format!(
                    "Call to a member function {}() on {}",
                    String::from_utf8_lossy(&n),
                    other.type_name()
                ),
            )),
        }
    }

    pub(super) fn init_static_call(&mut self, class: u32, name: u32) -> OpResult {
        let callee = self.static_callee_cached(class, name)?;
        self.trait_static_call(&callee);
        self.open_call(callee);
        Ok(())
    }

    pub(super) fn init_static_call_named(&mut self, class: &[u8], name: &[u8]) -> OpResult {
        let callee = self.static_method(class, name)?;
        self.open_call(callee);
        Ok(())
    }

    pub(super) fn init_ctor(&mut self, obj: Value) -> OpResult {
        let Value::Object(o) = obj else { return Ok(()) };
        let c = o.class();
        match c.magic.construct.clone() {
            Some(m) => {
                if !self.method_visible(&m) {
                    return Err(self.visibility_error(&m, &m.declaring_name.to_string_lossy()));
                }
                let callee = self.method_entry_callee(&m, Some(o), c.id);
                self.open_call(callee);
            }
            None => self.open_call(Callee::Method {
                this: Some(o),
                method: &class::NOOP_CTOR,
                called: c.id,
            }),
        }
        Ok(())
    }

    pub(super) fn pending_arg_by_ref(&self, arg: u32) -> bool {
        match self.co.calls.last().map(|c| &c.callee) {
            Some(Callee::User { func, .. } | Callee::UserMethod { func, .. }) => {
                param_by_ref(&func.unit, arg)
            }
            Some(Callee::Builtin(id)) => self.builtins.get(*id).is_some_and(|b| b.arg_by_ref(arg)),
            _ => false,
        }
    }

    pub(super) fn send_named(&mut self, name: PhpStr, v: Value) -> OpResult {
        if let Some(call) = self.co.calls.last_mut() {
            call.named
                .get_or_insert_with(Default::default)
                .push((name, v));
        }
        Ok(())
    }

    pub(super) fn send_unpack(&mut self, v: Value) -> OpResult {
        let arr = match v {
            Value::Array(a) => a,
            Value::Object(o) => return self.send_unpack_object(o),
            other => {
                return Err(error(
                    ThrowKind::TypeError,
                    format!(
                        "Only arrays and Traversables can be unpacked, {} given",
                        other.value_name()
                    ),
                ));
            }
        };
        let arg_no = self
            .co
            .calls
            .last()
            .map_or(0, |c| self.co.stack.len() as u32 - c.arg_base);
        for (i, (k, v)) in arr.iter().enumerate() {
            match k {
                ArrayKey::Int(_) => {
                    if self.co.calls.last().is_some_and(|c| c.named.is_some()) {
                        return Err(error(
                            ThrowKind::Error,
                            "Cannot use positional argument after named argument during unpacking",
                        ));
                    }
                    let by_ref = self.pending_arg_by_ref(arg_no + i as u32);
                    let v = if by_ref { v.clone() } else { v.deref_value() };
                    self.co.stack.push(Some(v));
                }
                ArrayKey::Str(s) => {
                    let by_ref = self
                        .pending_named_param(s.as_bytes())
                        .is_some_and(|(_, r)| r);
                    let v = if by_ref { v.clone() } else { v.deref_value() };
                    self.send_named(s, v)?;
                }
            }
        }
        Ok(())
    }

    pub(super) fn do_fcall(&mut self, dst: u32) -> OpResult {
        let Some(call) = self.co.calls.pop() else {
            return Ok(());
        };
        match call.callee {
            Callee::User {
                func,
                closure: None,
            } if call.named.is_none()
                && func.plain
                && self.co.stack.len() - call.arg_base as usize == func.unit.params.len() =>
            {
                self.enter_plain(func, MethodCtx::NONE, call.arg_base as usize, dst)
            }
            Callee::UserMethod { func, ctx }
                if call.named.is_none()
                    && func.plain
                    && self.co.stack.len() - call.arg_base as usize == func.unit.params.len() =>
            {
                self.enter_plain(func, ctx, call.arg_base as usize, dst)
            }
            Callee::User { func, closure } => self.enter_user(
                func,
                closure,
                call.arg_base as usize,
                call.named,
                Ret::Slot(dst),
            ),
            Callee::Builtin(id) if call.named.is_none() => {
                self.call_builtin_at(id, call.arg_base as usize, dst)
            }
            Callee::Builtin(id) => {
                let mut args = self.take_args(call.arg_base as usize);
                if let Some(named) = call.named {
                    let b = self.builtins.get(id).copied();
                    if let Some(b) = b {
                        let variadic = b.max == u8::MAX;
                        let extra = super::unpack::place_named_builtin(
                            b.name,
                            b.params,
                            b.min as usize,
                            variadic,
                            &mut args,
                            named,
                        )?;
                        if !extra.is_empty() {
                            self.call_named = Some(extra);
                        }
                    }
                }
                if self.may_run_again() {
                    self.defer = super::magic_cont::Defer::BuiltinArg;
                }
                let r = self.call_builtin(id, &mut args);
                self.defer = super::magic_cont::Defer::No;
                self.builtin_result(r, dst)
            }
            Callee::Method {
                this,
                method,
                called,
            } => {
                let mut args = self.take_args(call.arg_base as usize);
                if let Some(named) = call.named {
                    if let (true, Some((n, _))) =
                        (std::ptr::eq(method, &class::NOOP_CTOR), named.first())
                    {
                        // a class without a constructor takes no named argument
                        return Err(Control::Error(
                            ThrowKind::Error,
                            format!("Unknown named parameter ${}", n.to_string_lossy()),
                        ));
                    }
                    let name = format!("{}::{}", method.class, method.name);
                    let names = super::unpack::method_param_names(method.params, &name)?;
                    let variadic = method.max == u8::MAX;
                    super::unpack::place_named_builtin(
                        &name,
                        &names,
                        method.min as usize,
                        variadic,
                        &mut args,
                        named,
                    )?;
                }
                if dst == u32::MAX {
                    self.nodiscard_internal(method.class, method.name);
                }
                let r = self.call_method(this, method, called, &mut args);
                self.builtin_result(r, dst)
            }
            Callee::UserMethod { func, ctx } => self.enter_user_ctx(
                func,
                None,
                ctx,
                call.arg_base as usize,
                call.named,
                Ret::Slot(dst),
            ),
            Callee::Abstract(m) => {
                self.co.stack.truncate(call.arg_base as usize);
                Err(abstract_call_error(&m))
            }
            Callee::Enum { class, op } => {
                let args = self.take_args(call.arg_base as usize);
                let r = self.enum_static(&class, op, args.into_vec());
                self.builtin_result(r, dst)
            }
            Callee::ParentHook(h) => {
                let args = self.take_args(call.arg_base as usize);
                let r = self.parent_hook_call(*h, args, call.named);
                self.builtin_result(r, dst)
            }
            Callee::Magic { inner, name } => {
                let args = self.take_args(call.arg_base as usize);
                let mut arr =
                    PhpArray::from_values(args.into_iter().map(|v| v.deref_value()).collect());
                if let Some(named) = call.named {
                    for (k, v) in named {
                        arr.insert(ArrayKey::Str(k), v);
                    }
                }
                self.co.stack.push(Some(Value::Str(name)));
                self.co.stack.push(Some(Value::Array(arr)));
                self.co.calls.push(PendingCall {
                    callee: *inner,
                    arg_base: call.arg_base,
                    named: None,
                });
                self.do_fcall(dst)
            }
        }
    }

    /// A plain positional call of builtin `id`, its arguments on the value stack from
    /// `arg_base`: they move into an array on the Rust stack (no collection is built) and
    /// the result goes to `dst`.
    pub(super) fn call_builtin_at(&mut self, id: u32, arg_base: usize, dst: u32) -> OpResult {
        let argc = self.co.stack.len().saturating_sub(arg_base);
        match argc {
            0 => self.call_builtin_with(id, &mut [], dst),
            1 => {
                let a = self.pop_arg();
                self.call_builtin_with(id, &mut [a], dst)
            }
            2 => {
                let b = self.pop_arg();
                let a = self.pop_arg();
                self.call_builtin_with(id, &mut [a, b], dst)
            }
            3 => {
                let c = self.pop_arg();
                let b = self.pop_arg();
                let a = self.pop_arg();
                self.call_builtin_with(id, &mut [a, b, c], dst)
            }
            _ => {
                let mut args = self.take_args(arg_base);
                self.call_builtin_with(id, &mut args, dst)
            }
        }
    }

    /// `call_builtin_at` given the arguments: the call, its result delivered to `dst`.
    #[inline]
    pub(super) fn call_builtin_with(&mut self, id: u32, args: &mut [Value], dst: u32) -> OpResult {
        // in a Fiber, a `__toString` it makes may stop the builtin (`magic_cont.rs`)
        if self.may_run_again() {
            self.defer = super::magic_cont::Defer::BuiltinArg;
        }
        let r = self.call_builtin(id, args);
        self.defer = super::magic_cont::Defer::No;
        match r {
            Ok(v) => {
                self.deliver(dst, v);
                Ok(())
            }
            r => self.builtin_result(r, dst),
        }
    }

    #[inline]
    fn pop_arg(&mut self) -> Value {
        self.co.stack.pop().flatten().unwrap_or(Value::Null)
    }

    fn take_args(&mut self, arg_base: usize) -> SmallVec<[Value; 8]> {
        self.co
            .stack
            .drain(arg_base..)
            .map(|v| v.unwrap_or(Value::Null))
            .collect()
    }

    /// Run a builtin with php's arity check; its errors get its frame in the trace.
    #[inline]
    pub(crate) fn call_builtin(&mut self, id: u32, args: &mut [Value]) -> Result<Value, Control> {
        let Some(b) = self.builtins.get(id) else {
            return Ok(Value::Null);
        };
        let argc = args.len();
        if argc < b.min as usize || (b.max != u8::MAX && argc > b.max as usize) {
            // (the modes noted for this call go unused: none may reach the next builtin)
            (self.strict_call, self.direct_call) = (false, false);
            return Err(self.builtin_arity_error(id, args));
        }
        let (func, name, params) = (b.func, b.name, b.params);
        let depth = self.co.frames.len();
        let diag_len = self.diag.entries.len();
        let typed = (b.by_ref != 0).then(|| typed_ref_args(args)).flatten();
        let r = (self.check_bool_args(id, name, params, args))
            .and_then(|()| self.run_builtin_fn(func, args));
        let r = match typed {
            Some(t) => self.verify_typed_ref_args(r, t, args),
            None => r,
        };
        let r = super::gc::release_args(r, args, &mut None);
        if self.call_named.is_some() && !matches!(r, Err(Control::Call { .. })) {
            self.call_named = None;
        }
        match r {
            Err(Control::Method(call)) if self.arg_conv => {
                self.builtin_stopped_at_arg(call, id, args, diag_len)
            }
            Err(Control::Error(kind, msg)) => {
                let e = self.create_throwable_in_builtin(kind.class_name(), &msg, name, args);
                Err(Control::Throw(e))
            }
            r @ Err(Control::Call { .. }) => InBuiltin::wrap(r, || BuiltinCall {
                name,
                owner: None,
                this: None,
                args: args.to_vec(),
            }),
            r @ Err(Control::Fatal(_)) => {
                let call = BuiltinCall {
                    name,
                    owner: None,
                    this: None,
                    args: args.to_vec(),
                };
                self.note_fatal_builtin(depth, call);
                r
            }
            r => r,
        }
    }

    /// php's `ArgumentCountError` for a builtin called with too few or too many arguments.
    #[cold]
    fn builtin_arity_error(&mut self, id: u32, args: &mut [Value]) -> Control {
        let Some(b) = self.builtins.get(id).copied() else {
            return error(ThrowKind::Error, "unknown builtin");
        };
        let argc = args.len();
        let (word, n) = if b.min == b.max {
            ("exactly", b.min)
        } else if argc < b.min as usize {
            ("at least", b.min)
        } else {
            ("at most", b.max)
        };
        let msg = format!(
            "{}() expects {word} {n} argument{}, {argc} given",
            b.name,
            if n == 1 { "" } else { "s" }
        );
        let e = self.create_throwable_in_builtin("ArgumentCountError", &msg, b.name, args);
        Control::Throw(e)
    }

    pub(crate) fn call_method(
        &mut self,
        mut this: Option<ObjectHandle>,
        method: &'static Method,
        called: ClassId,
        args: &mut [Value],
    ) -> Result<Value, Control> {
        let argc = args.len();
        let depth = self.co.frames.len();
        let r = if argc < method.min as usize
            || (method.max != u8::MAX && argc > method.max as usize)
        {
            let (word, n) = if method.min == method.max {
                ("exactly", method.min)
            } else if argc < method.min as usize {
                ("at least", method.min)
            } else {
                ("at most", method.max)
            };
            let msg = format!(
                "{}::{}() expects {word} {n} argument{}, {argc} given",
                method.class,
                method.name,
                if n == 1 { "" } else { "s" }
            );
            Err(error(ThrowKind::ArgumentCountError, msg))
        } else {
            // the method takes its arguments strictly as a builtin does (`run_builtin_fn`)
            let strict = std::mem::take(&mut self.strict_call);
            let prev = std::mem::replace(&mut self.builtin_strict, strict);
            let outer = std::mem::replace(&mut self.native_called, called);
            let outer_at = std::mem::replace(&mut self.native_at, self.co.frames.len());
            let r = (method.func)(self, this.as_ref(), args);
            self.native_at = outer_at;
            self.native_called = outer;
            self.builtin_strict = prev;
            let r = match (r, self.native_thrown.take()) {
                (Err(Control::Throw(e)), Some(made)) if ObjectHandle::ptr_eq(&made, &e) => {
                    let ty = if this.is_some() { "->" } else { "::" };
                    self.add_native_frame(&e, (method.class, ty), method.name, args);
                    Err(Control::Throw(e))
                }
                (r, _) => r,
            };
            super::gc::release_args(r, args, &mut this)
        };
        match r {
            Err(Control::Error(kind, msg)) => {
                let ty = if this.is_some() { "->" } else { "::" };
                let e = self.create_throwable_in_internal(
                    kind.class_name(),
                    &msg,
                    Some((method.class, ty)),
                    method.name,
                    args,
                );
                Err(Control::Throw(e))
            }
            r @ Err(Control::Call { .. }) => InBuiltin::wrap(r, || BuiltinCall {
                name: method.name,
                owner: Some((method.class, if this.is_some() { "->" } else { "::" })),
                this,
                args: args.to_vec(),
            }),
            r @ Err(Control::Fatal(_)) => {
                let call = BuiltinCall {
                    name: method.name,
                    owner: Some((method.class, if this.is_some() { "->" } else { "::" })),
                    this,
                    args: args.to_vec(),
                };
                self.note_fatal_builtin(depth, call);
                r
            }
            r => r,
        }
    }

    /// Deliver a builtin's result (or follow its continuation requests) into `dst`.
    pub(crate) fn builtin_result(&mut self, first: Result<Value, Control>, dst: u32) -> OpResult {
        let mut r = first;
        loop {
            match r {
                Ok(v) => {
                    self.deliver(dst, v);
                    return Ok(());
                }
                Err(Control::Call { callee, args, then }) => {
                    // named arguments a builtin passes on (call_user_func_array)
                    let named = self.call_named.take();
                    if !self.diag.entries.is_empty() || !self.errors.queue.is_empty() {
                        r = self.errors_before(Box::new(move |vm: &mut Vm, _: Value| {
                            vm.call_named = named;
                            Err(Control::Call { callee, args, then })
                        }));
                        continue;
                    }
                    let (mut args, mut then) = (args, then);
                    if named.is_none()
                        && self.enter_requested(&callee, &mut args, &mut then, dst)?
                    {
                        return Ok(());
                    }
                    let c = self.callback_callee(&callee, &mut then)?;
                    match c {
                        Callee::User { func, closure } => {
                            self.warn_value_for_ref(&func.unit, &args);
                            let arg_base = self.co.stack.len();
                            for a in args {
                                self.co.stack.push(Some(a));
                            }
                            return self.enter_user(
                                func,
                                closure,
                                arg_base,
                                named,
                                Ret::Cont(then, dst),
                            );
                        }
                        Callee::UserMethod { func, ctx } => {
                            self.warn_value_for_ref(&func.unit, &args);
                            let arg_base = self.co.stack.len();
                            for a in args {
                                self.co.stack.push(Some(a));
                            }
                            return self.enter_user_ctx(
                                func,
                                None,
                                ctx,
                                arg_base,
                                named,
                                Ret::Cont(then, dst),
                            );
                        }
                        Callee::Abstract(m) => return Err(abstract_call_error(&m)),
                        Callee::Enum { class, op } => {
                            r = match self.enum_static(&class, op, args) {
                                Ok(v) => then.resume(self, v),
                                Err(e) => Err(super::builtin_frame::fail_through(self, then, e)),
                            };
                        }
                        Callee::ParentHook(h) => {
                            r = match self.parent_hook_call(*h, args.into(), named) {
                                Ok(v) => then.resume(self, v),
                                Err(e) => Err(super::builtin_frame::fail_through(self, then, e)),
                            };
                        }
                        Callee::Magic { inner, name } => {
                            let mut arr = PhpArray::from_values(args);
                            for (k, v) in named.into_iter().flatten() {
                                arr.insert(ArrayKey::Str(k), v);
                            }
                            let callee = *inner;
                            let arg_base = self.co.stack.len();
                            self.co.stack.push(Some(Value::Str(name)));
                            self.co.stack.push(Some(Value::Array(arr)));
                            match callee {
                                Callee::UserMethod { func, ctx } => {
                                    return self.enter_user_ctx(
                                        func,
                                        None,
                                        ctx,
                                        arg_base,
                                        None,
                                        Ret::Cont(then, dst),
                                    );
                                }
                                _ => {
                                    self.co.stack.truncate(arg_base);
                                    return Err(error(
                                        ThrowKind::Error,
                                        "__call of an internal class",
                                    ));
                                }
                            }
                        }
                        Callee::Builtin(id) => {
                            let mut args = args;
                            self.builtin_callback_args(id, &mut args);
                            let mut args: SmallVec<[Value; 8]> = args.into();
                            if let Some(named) = named {
                                self.place_named_callback(id, &mut args, named)?;
                            }
                            let outer = self.enter_callback_of(&*then);
                            self.strict_call = then.strict_callee();
                            let inner = self.call_builtin(id, &mut args);
                            self.callback_of = outer;
                            r = super::builtin_frame::then_after(self, inner, then);
                        }
                        Callee::Method {
                            this,
                            method,
                            called,
                        } => {
                            let mut args: SmallVec<[Value; 8]> =
                                args.into_iter().map(|a| a.deref_value()).collect();
                            if let Some(named) = named {
                                let name = format!("{}::{}", method.class, method.name);
                                let variadic = method.max == u8::MAX;
                                let min = method.min as usize;
                                super::unpack::place_named_builtin(
                                    &name,
                                    method.params,
                                    min,
                                    variadic,
                                    &mut args,
                                    named,
                                )?;
                            }
                            let outer = self.enter_callback_of(&*then);
                            self.strict_call = then.strict_callee();
                            let inner = self.call_method(this, method, called, &mut args);
                            self.callback_of = outer;
                            r = match inner {
                                Ok(v) => then.resume(self, v),
                                Err(Control::Call {
                                    callee,
                                    args,
                                    then: inner,
                                }) => Err(Control::Call {
                                    callee,
                                    args,
                                    then: Box::new(Chain(inner, then)),
                                }),
                                Err(Control::Fiber(op)) => {
                                    // A fiber switch from a callback: resume `then` when the
                                    // value arrives.
                                    return self.fiber_op_cont(op, then, dst);
                                }
                                Err(e) => Err(super::builtin_frame::fail_through(self, then, e)),
                            };
                        }
                    }
                }
                Err(Control::Method(call)) => {
                    // an op's magic method (`magic_cont.rs`): the op's warnings come first
                    if !self.diag.entries.is_empty() || !self.errors.queue.is_empty() {
                        r = self.errors_before(Box::new(move |_: &mut Vm, _: Value| {
                            Err(Control::Method(call))
                        }));
                        continue;
                    }
                    match self.enter_method_call(*call, dst) {
                        None => return Ok(()),
                        Some(next) => r = next,
                    }
                }
                Err(Control::Fiber(op)) => return self.fiber_op(op, dst),
                Err(Control::Gen(op)) => return self.gen_op(op, dst),
                Err(e) => return Err(e),
            }
        }
    }

    pub(crate) fn call_with_continuation(
        &mut self,
        callee: Value,
        args: Vec<Value>,
        then: Box<dyn Continuation>,
        dst: u32,
    ) -> OpResult {
        self.builtin_result(Err(Control::Call { callee, args, then }), dst)
    }

    /// Write a result into slot `dst` of the top frame (`u32::MAX`: nowhere).
    pub(crate) fn deliver(&mut self, dst: u32, v: Value) {
        if dst == u32::MAX {
            return;
        }
        if let Some(f) = self.co.frames.last() {
            let i = f.base as usize + dst as usize;
            if i < self.co.stack.len() {
                self.co.stack[i] = Some(v);
            }
        }
    }

    /// `enter_user` for the common call: a plain function (`Func::plain`), no closure, no
    /// named arguments, exactly its declared parameters passed (so none is defaulted and
    /// there are no extra args).
    fn enter_plain(
        &mut self,
        func: Rc<Func>,
        ctx: MethodCtx,
        arg_base: usize,
        dst: u32,
    ) -> OpResult {
        let unit = &*func.unit;
        let argc = unit.params.len();
        // by-value parameters never hold a reference cell
        for slot in &mut self.co.stack[arg_base..arg_base + argc] {
            if let Some(Value::Ref(r)) = slot {
                let v = r.get();
                *slot = Some(v);
            }
        }
        let nslots = unit.num_slots as usize;
        self.co
            .stack
            .resize_with(arg_base + nslots.max(argc), || None);
        if self.co.frames.len() % 1024 == 0 {
            self.check_memory(nslots)?;
        }
        let ncv = unit.cv_names.len() as u32;
        self.co.frames.push(Frame {
            ncv,
            func,
            pc: 0,
            base: arg_base as u32,
            argc: argc as u32,
            calls_base: self.co.calls.len() as u32,
            ret: Ret::Slot(dst),
            closure: None,
            this: ctx.this,
            scope: ctx.scope,
            called: ctx.called,
            extra: None,
        });
        Ok(())
    }

    /// Push a frame for a user function whose arguments sit at `arg_base..` on the stack.
    pub(crate) fn enter_user(
        &mut self,
        func: Rc<Func>,
        closure: Option<ObjectHandle>,
        arg_base: usize,
        named: Option<NamedArgs>,
        ret: Ret,
    ) -> OpResult {
        let ctx = match &closure {
            Some(c) => match c
                .borrow()
                .internal
                .get()
                .and_then(|d| d.downcast_ref::<ClosureData>())
            {
                Some(ClosureData::User { ctx, .. }) => ctx.clone(),
                _ => MethodCtx::NONE,
            },
            None => MethodCtx::NONE,
        };
        self.enter_user_ctx(func, closure, ctx, arg_base, named, ret)
    }

    /// `enter_user` with an explicit `$this` and class scope.
    pub(crate) fn enter_user_ctx(
        &mut self,
        func: Rc<Func>,
        closure: Option<ObjectHandle>,
        ctx: MethodCtx,
        arg_base: usize,
        named: Option<NamedArgs>,
        ret: Ret,
    ) -> OpResult {
        let unit = func.unit.clone();
        if unit.attr_flags & (crate::bytecode::ATTR_DEPRECATED | crate::bytecode::ATTR_NODISCARD)
            != 0
        {
            // `#[\Deprecated]` on every call; `#[\NoDiscard]` when a `DoFcall` drops the result
            let unused = matches!(ret, Ret::Slot(u32::MAX));
            if let Err(e) = self
                .attr_call_checks(&unit, ctx.scope)
                .and_then(|()| match unused {
                    true => self.nodiscard_call(&unit, ctx.scope),
                    false => Ok(()),
                })
            {
                self.co.stack.truncate(arg_base);
                return Err(e);
            }
        }
        let nparams = unit.params.len();
        let variadic = unit.params.last().is_some_and(|p| p.variadic);
        let fixed = if variadic { nparams - 1 } else { nparams };
        let mut argc = self.co.stack.len() - arg_base;
        let mut extra_named: Vec<(PhpStr, Value)> = Vec::new();
        if let Some(named) = named {
            for (name, v) in named {
                match unit.params[..fixed]
                    .iter()
                    .position(|p| *p.name == *name.as_bytes())
                {
                    Some(i) => {
                        if i < argc && self.co.stack[arg_base + i].is_some() {
                            self.co.stack.truncate(arg_base);
                            return Err(error(
                                ThrowKind::Error,
                                format!(
                                    "Named parameter ${} overwrites previous argument",
                                    name.to_string_lossy()
                                ),
                            ));
                        }
                        if arg_base + i >= self.co.stack.len() {
                            self.co.stack.resize(arg_base + i + 1, None);
                        }
                        let v = if param_by_ref(&unit, i as u32) {
                            v
                        } else {
                            v.deref_value()
                        };
                        self.co.stack[arg_base + i] = Some(v);
                        argc = argc.max(i + 1);
                    }
                    None if variadic => extra_named.push((name, v)),
                    None => {
                        self.co.stack.truncate(arg_base);
                        return Err(error(
                            ThrowKind::Error,
                            format!("Unknown named parameter ${}", name.to_string_lossy()),
                        ));
                    }
                }
            }
        }
        let mut extra_args = Vec::new();
        let mut arity_error = None;
        if variadic {
            let rest: Vec<Value> = if argc > fixed {
                self.co
                    .stack
                    .drain(arg_base + fixed..)
                    .map(|v| v.unwrap_or(Value::Null))
                    .collect()
            } else {
                self.co.stack.truncate(arg_base + argc.min(fixed));
                Vec::new()
            };
            let by_ref = unit.params[fixed].by_ref;
            let mut arr = PhpArray::from_values(
                rest.into_iter()
                    .map(|v| if by_ref { v } else { v.deref_value() })
                    .collect(),
            );
            for (k, v) in extra_named {
                arr.insert(ArrayKey::Str(k), v);
            }
            self.co.stack.resize(arg_base + fixed, None);
            self.co.stack.push(Some(Value::Array(arr)));
        } else if argc > nparams && unit.internal && unit.kind != crate::bytecode::UnitKind::Closure
        {
            let name = self.display_name_in(&unit, ctx.scope);
            let e = super::arity::internal_arity_error(&unit, &name, argc);
            if !matches!(ret, Ret::Slot(_) | Ret::Cont(..)) {
                self.co.stack.truncate(arg_base);
                return Err(e);
            }
            // php's internal function finds the count wrong once running: its frame shows
            // in the trace (its arguments all), and the throw leaves it
            arity_error = Some(e);
        }
        if !variadic && argc > nparams {
            extra_args = self
                .co
                .stack
                .drain(arg_base + nparams..)
                .map(|v| v.unwrap_or(Value::Null))
                .collect();
        }
        // by-value parameters never hold a reference cell
        for i in 0..fixed.min(self.co.stack.len() - arg_base) {
            if !unit.params[i].by_ref {
                if let Some(Value::Ref(r)) = &self.co.stack[arg_base + i] {
                    let v = r.get();
                    self.co.stack[arg_base + i] = Some(v);
                }
            } else if let Some(v) = &self.co.stack[arg_base + i] {
                if !matches!(v, Value::Ref(_)) {
                    let r = PhpRef::new(v.clone());
                    self.co.stack[arg_base + i] = Some(Value::Ref(r));
                }
            }
        }
        let nslots = unit.num_slots as usize;
        let top = arg_base + nslots.max(fixed + usize::from(variadic));
        super::fast_call::open_slots(&mut self.co.stack, top);
        if self.co.frames.len() % 1024 == 0 {
            self.check_memory(nslots)?;
        }
        let extra = if extra_args.is_empty() {
            None
        } else {
            Some(Box::new(FrameExtra {
                vars: Vec::new(),
                extra_args,
            }))
        };
        if let Some(c) = &closure {
            let b = c.borrow();
            if let Some(ClosureData::User { bound, .. }) = b
                .internal
                .get()
                .and_then(|d| d.downcast_ref::<ClosureData>())
            {
                for (slot, v) in bound {
                    let i = arg_base + *slot as usize;
                    self.co.stack[i] = Some(v.clone());
                }
            }
        }
        for &s in &unit.superglobals {
            let r = self.global_ref(&unit.cv_names[s as usize]);
            self.co.stack[arg_base + s as usize] = Some(Value::Ref(r));
        }
        let frame = Frame {
            ncv: unit.cv_names.len() as u32,
            func,
            pc: 0,
            base: arg_base as u32,
            argc: argc as u32,
            calls_base: self.co.calls.len() as u32,
            ret,
            closure,
            this: ctx.this,
            scope: ctx.scope,
            called: ctx.called,
            extra,
        };
        self.co.frames.push(frame);
        match arity_error {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    pub(super) fn do_return(&mut self, v: Value) -> OpResult {
        if matches!(
            super::fast_call::frame_ret(&self.co.frames),
            Some(Ret::Cont(..))
        ) {
            return self.return_to_cont(v);
        }
        let Some(v) = self.release_main_result(v) else {
            return Ok(());
        };
        let Some(mut frame) = self.co.frames.pop() else {
            return Ok(());
        };
        if self.co.frames.is_empty()
            && self.fiber_chain.is_empty()
            && matches!(frame.ret, Ret::Discard)
        {
            // the main script ended: its variables live on for the shutdown functions
            let slots = self
                .co
                .stack
                .split_off((frame.base as usize).min(self.co.stack.len()));
            self.retain_vars(&frame.func.unit, slots, frame.extra.take());
            return Ok(());
        }
        self.co.stack.truncate(frame.base as usize);
        self.co.calls.truncate(frame.calls_base as usize);
        if let Some(c) = frame.closure.take() {
            super::destruct::release_closure(&self.obj_shared.pending, c);
        }
        if let Ret::Slot(dst) = frame.ret {
            // a `function &f()`'s reference cell stays one for the call site
            self.deliver(dst, v);
            return Ok(());
        }
        if matches!(frame.ret, Ret::Sync) && self.sync_keep_ref == Some(self.sync_depth) {
            return self.finish_frame(frame.ret, v);
        }
        if matches!(&frame.ret, Ret::Cont(c, _) if c.keeps_ref()) {
            return self.finish_frame(frame.ret, v);
        }
        let v = match v {
            Value::Ref(r) => r.get(),
            v => v,
        };
        self.finish_frame(frame.ret, v)
    }

    /// Hand a finished frame's value to whoever waits for it.
    pub(crate) fn finish_frame(&mut self, ret: Ret, v: Value) -> OpResult {
        match ret {
            Ret::Slot(dst) => {
                self.deliver(dst, v);
                Ok(())
            }
            Ret::Discard => Ok(()),
            Ret::Cont(cont, dst) => self.cont_returned(cont, dst, v),
            Ret::FiberEnd => self.fiber_returned(v),
            Ret::Sync => {
                self.sync_result = Some(Ok(v));
                Ok(())
            }
            Ret::Gen(generator, then) => self.generator_returned(generator, then, v),
        }
    }

    pub(super) fn declare_function(&mut self, child: u32) -> OpResult {
        let Some(unit) = self
            .co
            .frames
            .last()
            .and_then(|f| f.func.unit.children.get(child as usize).cloned())
        else {
            return Ok(());
        };
        let lower: Box<[u8]> = unit.name.to_ascii_lowercase().into();
        if self.functions.contains_key(&lower) || self.builtins.lookup(&lower).is_some() {
            let name = String::from_utf8_lossy(&unit.name).into_owned();
            let (file, line) = match self.functions.get(&lower) {
                Some(f) => (f.unit.file.to_string(), f.unit.start_line),
                None => (String::new(), 0),
            };
            let msg = if line > 0 {
                format!("Cannot redeclare function {name}() (previously declared in {file}:{line})")
            } else {
                format!("Cannot redeclare function {name}()")
            };
            return Err(Control::Fatal(msg));
        }
        let f = self.func_for(&unit);
        self.functions.insert(lower, f);
        Ok(())
    }

    /// The name of the running function as php prints it (`f`, `{closure}`).
    pub(crate) fn current_function_name(&self) -> String {
        match self.co.frames.last() {
            Some(f) => function_display_name(&f.func.unit),
            None => String::new(),
        }
    }

    /// The arguments of the running function (`None` in the global scope), for builtins
    /// such as func_get_arg, which run in their caller's frame.
    pub(crate) fn current_args(&self) -> Option<PhpArray> {
        let f = self.co.frames.last()?;
        if f.func.unit.kind == crate::bytecode::UnitKind::Script {
            return None;
        }
        Some(self.func_get_args(f.base as usize))
    }

    pub(super) fn func_get_args(&self, base: usize) -> PhpArray {
        let mut out = PhpArray::new();
        let Some(frame) = self.co.frames.last() else {
            return out;
        };
        let params = &frame.func.unit.params;
        let nparams = params.len();
        let variadic = params.last().is_some_and(|p| p.variadic);
        for i in 0..(frame.argc as usize).min(nparams) {
            let v = self.co.stack[base + i]
                .as_ref()
                .map(Value::deref_value)
                .unwrap_or(Value::Null);
            if variadic && i + 1 == nparams {
                // the packed rest: its positional part (named extras are not arguments)
                if let Value::Array(rest) = v {
                    for (k, v) in rest.iter() {
                        if matches!(k, ArrayKey::Int(_)) {
                            let _ = out.push(v.deref_value());
                        }
                    }
                }
                continue;
            }
            let _ = out.push(v);
        }
        if let Some(extra) = &frame.extra {
            for v in &extra.extra_args {
                let _ = out.push(v.deref_value());
            }
        }
        out
    }
}

pub(super) fn abstract_call_error(m: &MethodEntry) -> Control {
    error(
        ThrowKind::Error,
        format!(
            "Cannot call abstract method {}::{}()",
            m.declaring_name.to_string_lossy(),
            m.name.to_string_lossy()
        ),
    )
}

pub(crate) fn param_by_ref(unit: &Unit, arg: u32) -> bool {
    match unit.params.get(arg as usize) {
        Some(p) => p.by_ref,
        None => unit.params.last().is_some_and(|p| p.variadic && p.by_ref),
    }
}
