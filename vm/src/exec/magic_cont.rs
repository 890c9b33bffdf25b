//! Magic methods php calls from inside an op — `__get`, `__set`, `__isset`, `__unset`,
//! `__toString`, `__clone`, `__debugInfo`, the ArrayAccess and Iterator methods,
//! autoloaders — run through the stackless path, so a Fiber may suspend inside them (php
//! switches its C stack; rphp has none to switch).
//!
//! The op's handler names, before calling its helper, which magic call may end the op
//! (`Vm::deferring` with a [`Defer`] kind). The call site (`Vm::magic_call`) builds the
//! call with a continuation holding the rest of the op (release the property guard,
//! turn `offsetExists`' result into a bool, echo the string, write the clone...). When
//! the handler allowed that kind, the site returns it as `Control::Method`: the handler
//! pushes the method's frame with the continuation as its return (`Ret::Cont`) and the op
//! is done; the continuation's result lands in the op's destination slot. Anywhere else
//! (a builtin's conversion, a nested path the handler did not name) the same call runs
//! to completion on a nested loop (`call_method_sync`) and the continuation is applied at
//! once, so both paths share one description of what follows the call.
//!
//! A continuation may ask for a further call (`__isset` then `__get` for `??`, the
//! Iterator sequence of foreach, spread, unpacking and `yield from`) by returning
//! `Control::Method` again; the nested path follows such chains itself.
//!
//! Where the rest of the work cannot be written as a continuation — a builtin converting
//! its arguments or the elements of one, var_dump's `__debugInfo`, a comparison, a
//! property fetched for writing — the builtin or op runs again (`Defer::BuiltinArg`,
//! inside a Fiber only: `Vm::may_run_again`): the magic call stops it, and once the
//! method returned it runs from the start with the results so far answered in order
//! (`Vm::str_memo`). Autoloaders of a class lookup that starts an op run the same way
//! (`Vm::class_from_lit_al`).

use std::rc::Rc;

use super::call::{Continuation, MethodCtx};
use super::{Control, Ret, Vm};
use crate::class::{Class, ClassId, MethodBody, MethodEntry};
use crate::value::{ObjectHandle, PhpStr, Value};

/// A magic method call requested by an op, with what finishes the op.
pub struct MethodCall {
    pub(crate) m: Rc<MethodEntry>,
    pub(crate) this: Option<ObjectHandle>,
    pub(crate) called: ClassId,
    pub(crate) args: Vec<Value>,
    pub(crate) then: Box<dyn Continuation>,
}

/// Which magic call the running op lets end it through a continuation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Defer {
    No,
    /// `__get` / `__set` / `__isset` / `__unset` of a property op.
    Prop,
    /// The ArrayAccess method of a dimension op on an object.
    Offset,
    /// `__toString` of a conversion that ends the op.
    ToString,
    /// `__clone` of `clone`.
    Clone,
    /// The autoloaders of a class lookup that starts the op (which runs again after).
    Autoload,
    /// A magic call of a builtin called by `DoFcall`, or of an op that reads its operands
    /// without taking them: it runs again from the start once the call returned, given the
    /// results so far (`Vm::str_memo`).
    BuiltinArg,
}

/// A property guard held while a magic method runs for it (php's property guards).
pub(crate) type Guard = (u32, PhpStr, u8);

/// The continuation of a magic call: releases its property guard, then finishes the op.
/// Its frame shows the op's file and line in backtraces, as php's magic calls do.
pub(crate) struct Then<F> {
    pub(crate) guard: Option<Guard>,
    pub(crate) f: F,
}

impl<F: FnOnce(&mut Vm, Value) -> Result<Value, Control>> Continuation for Then<F> {
    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let Then { guard, f } = *self;
        if let Some(g) = guard {
            vm.prop_guards.remove(&g);
        }
        f(vm, value)
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        if let Some(g) = &self.guard {
            vm.prop_guards.remove(g);
        }
    }

    fn internal(&self) -> bool {
        false
    }
}

/// A continuation followed by the op's own last step, once no further call is asked.
struct After<A> {
    inner: Box<dyn Continuation>,
    after: A,
}

impl<A: FnOnce(&mut Vm, Value) -> Result<Value, Control> + 'static> Continuation for After<A> {
    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let After { inner, after } = *self;
        match inner.resume(vm, value) {
            Err(Control::Method(mut next)) => {
                next.then = Box::new(After {
                    inner: next.then,
                    after,
                });
                Err(Control::Method(next))
            }
            Ok(v) => after(vm, v),
            r => r,
        }
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        self.inner.unwind(vm);
    }

    fn internal(&self) -> bool {
        false
    }
}

impl Vm {
    /// Run an op's helper `f`, letting a magic call of `kind` that ends it go through a
    /// continuation whose result is written to `dst` (`u32::MAX`: nowhere). `None`: the
    /// call was made that way and the op is done.
    pub(super) fn deferring<T>(
        &mut self,
        kind: Defer,
        dst: u32,
        f: impl FnOnce(&mut Vm) -> Result<T, Control>,
    ) -> Result<Option<T>, Control> {
        self.defer = kind;
        let r = f(self);
        self.defer = Defer::No;
        match r {
            Ok(v) => Ok(Some(v)),
            Err(c @ Control::Method(_)) => {
                self.builtin_result(Err(c), dst)?;
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// `deferring` where the op has a last step of its own (`after`: releasing its key
    /// temporaries, storing into a variable), given the value when the op completes now
    /// or when its magic calls have returned; its result goes to `dst`.
    pub(super) fn deferring_after(
        &mut self,
        kind: Defer,
        dst: u32,
        f: impl FnOnce(&mut Vm) -> Result<Value, Control>,
        after: impl FnOnce(&mut Vm, Value) -> Result<Value, Control> + 'static,
    ) -> Result<Option<Value>, Control> {
        self.defer = kind;
        let r = f(self);
        self.defer = Defer::No;
        match r {
            Ok(v) => after(self, v).map(Some),
            Err(Control::Method(mut call)) => {
                call.then = Box::new(After {
                    inner: call.then,
                    after,
                });
                self.builtin_result(Err(Control::Method(call)), dst)?;
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// Run `f` from a continuation that asks for a further magic call of `kind` (the op's
    /// next step): the call it makes is handed on as `Control::Method`.
    pub(super) fn chained<T>(
        &mut self,
        kind: Defer,
        f: impl FnOnce(&mut Vm) -> Result<T, Control>,
    ) -> Result<T, Control> {
        self.defer = kind;
        let r = f(self);
        self.defer = Defer::No;
        r
    }

    /// A magic call site: through the stackless path when the running op allows `kind`,
    /// else to completion now with the continuation applied (and any call it chains).
    pub(super) fn magic_call(&mut self, kind: Defer, call: MethodCall) -> Result<Value, Control> {
        // an internal method (WeakMap, ArrayObject) cannot suspend: it runs now
        if self.defer == kind && matches!(call.m.body, MethodBody::User(_)) {
            self.defer = Defer::No;
            return Err(Control::Method(Box::new(call)));
        }
        let mut call = call;
        loop {
            let MethodCall {
                m,
                this,
                called,
                args,
                then,
            } = call;
            let r = match self.call_method_sync(&m, this, called, args) {
                Ok(v) => then.resume(self, v),
                Err(e) => {
                    then.unwind(self);
                    Err(e)
                }
            };
            match r {
                Err(Control::Method(next)) => call = *next,
                r => return r,
            }
        }
    }

    /// `builtin_result`'s step for a requested magic call: a user method's frame is pushed
    /// with the continuation for its return (`None`); an internal one runs now and the
    /// continuation gets its result.
    pub(super) fn enter_method_call(
        &mut self,
        call: MethodCall,
        dst: u32,
    ) -> Option<Result<Value, Control>> {
        let MethodCall {
            m,
            this,
            called,
            args,
            then,
        } = call;
        match &m.body {
            MethodBody::User(func) => {
                let arg_base = self.co.stack.len();
                for a in args {
                    self.co.stack.push(Some(a));
                }
                let ctx = MethodCtx {
                    this,
                    scope: m.declaring,
                    called,
                };
                match self.enter_user_ctx(
                    func.clone(),
                    None,
                    ctx,
                    arg_base,
                    None,
                    Ret::Cont(then, dst),
                ) {
                    Ok(()) => None,
                    Err(e) => Some(Err(e)),
                }
            }
            _ => {
                let r = self.call_method_sync(&m, this, called, args);
                Some(match r {
                    Ok(v) => then.resume(self, v),
                    Err(e) => {
                        then.unwind(self);
                        Err(e)
                    }
                })
            }
        }
    }
}

impl Vm {
    /// `echo` of an object with a user `__toString`, which may end the op.
    pub(super) fn echo_object(&mut self, o: ObjectHandle, m: Rc<MethodEntry>) -> super::OpResult {
        let call = self.to_string_call(&o, m, |vm: &mut Vm, s| {
            vm.echo_value(&Value::Str(s))?;
            Ok(Value::Null)
        });
        self.deferring(Defer::ToString, u32::MAX, |vm| {
            vm.magic_call(Defer::ToString, call)
        })?;
        Ok(())
    }

    /// `guarded_magic` with `then` applied to the method's result; the call may end the
    /// running op through a continuation (`magic_cont.rs`, `Defer::Prop`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn guarded_magic_then<F>(
        &mut self,
        m: &Rc<MethodEntry>,
        o: &ObjectHandle,
        c: &Rc<Class>,
        name: &PhpStr,
        kind: u8,
        args: Vec<Value>,
        then: F,
    ) -> Option<Result<Value, Control>>
    where
        F: FnOnce(&mut Vm, Value) -> Result<Value, Control> + 'static,
    {
        let call = self.guarded_call(m, o, c, name, kind, args, then)?;
        Some(self.magic_call(Defer::Prop, call))
    }

    /// The guarded magic call of `guarded_magic_then`, taking its guard; `None` when that
    /// same magic call already runs for the property.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn guarded_call<F>(
        &mut self,
        m: &Rc<MethodEntry>,
        o: &ObjectHandle,
        c: &Rc<Class>,
        name: &PhpStr,
        kind: u8,
        args: Vec<Value>,
        then: F,
    ) -> Option<MethodCall>
    where
        F: FnOnce(&mut Vm, Value) -> Result<Value, Control> + 'static,
    {
        let guard = (o.id(), name.clone(), kind);
        if !self.prop_guards.insert(guard.clone()) {
            return None;
        }
        Some(MethodCall {
            m: m.clone(),
            this: Some(o.clone()),
            called: c.id,
            args,
            then: Box::new(Then {
                guard: Some(guard),
                f: then,
            }),
        })
    }
}

/// What follows an autoloader called for a class lookup that starts an op: the next
/// loader while the class is still missing, then the op runs again (finding the class, or
/// php's "not found" error without a second round of autoloading).
struct AutoloadThen {
    lower: Box<[u8]>,
    name: PhpStr,
    rest: Vec<Value>,
}

impl Continuation for AutoloadThen {
    fn resume(self: Box<Self>, vm: &mut Vm, _: Value) -> Result<Value, Control> {
        let AutoloadThen {
            lower,
            name,
            mut rest,
        } = *self;
        let found = vm.classes.contains_key(&lower);
        if !found && !rest.is_empty() {
            let callee = rest.remove(0);
            let args = vec![Value::Str(name.clone())];
            let then = Box::new(AutoloadThen { lower, name, rest });
            return Err(Control::Call { callee, args, then });
        }
        vm.autoloading.retain(|n| *n != lower);
        if !found {
            vm.autoload_retry = Some(lower);
        }
        if let Some(f) = vm.co.frames.last_mut() {
            f.pc -= 1;
        }
        Ok(Value::Null)
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        vm.autoloading.retain(|n| *n != self.lower);
    }

    fn internal(&self) -> bool {
        false
    }
}

impl Vm {
    /// `class_from_lit` at the start of an op: its autoloaders may suspend a Fiber (the
    /// op runs again once they have returned).
    pub(super) fn class_from_lit_al(
        &mut self,
        lit: u32,
    ) -> Result<Rc<crate::class::Class>, Control> {
        self.defer = Defer::Autoload;
        let r = self.class_from_lit(lit);
        self.defer = Defer::No;
        r
    }

    /// The autoload step of a class lookup: `Some(call)` when the running op lets the
    /// autoloaders run through the stackless path; `Err(true)`: skip autoloading (the op's
    /// second run after they found nothing).
    pub(super) fn autoload_deferred(
        &mut self,
        name: &[u8],
        lower: &[u8],
    ) -> Result<Option<Control>, bool> {
        if self.autoload_retry.as_deref() == Some(lower) {
            self.autoload_retry = None;
            return Err(true);
        }
        if self.defer != Defer::Autoload
            || self.autoloaders.is_empty()
            || name.is_empty()
            || self.autoloading.iter().any(|n| **n == *lower)
        {
            return Ok(None);
        }
        self.defer = Defer::No;
        let lower: Box<[u8]> = lower.into();
        self.autoloading.push(lower.clone());
        let mut rest = self.autoloaders.clone();
        let callee = rest.remove(0);
        let name = PhpStr::new(name);
        let args = vec![Value::Str(name.clone())];
        let then = Box::new(AutoloadThen { lower, name, rest });
        Ok(Some(Control::Call { callee, args, then }))
    }
}

/// What follows a `__toString` that stopped a builtin: the builtin runs again from the
/// start, its conversions answered from the strings got so far, in order (`Vm::str_memo`).
struct Reinvoke {
    inner: Box<dyn Continuation>,
    /// The builtin and its arguments; `None`: the running op (`Vm::rerunnable`).
    builtin: Option<(u32, Vec<Value>)>,
    /// The magic results of the stopped run, and the object whose result comes now.
    memo: Vec<(ObjectHandle, Value)>,
    obj: Option<ObjectHandle>,
    /// Reports of the stopped run, made again by the next.
    skip: usize,
    /// How far the stopped run had got (`Vm::builtin_progress`: var_dump's values
    /// already written).
    progress: (usize, usize, usize),
    /// The method's returned reference cell is its result (`&__get` fetched for writing).
    keep_ref: bool,
}

impl Continuation for Reinvoke {
    fn keeps_ref(&self) -> bool {
        self.keep_ref
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        self.inner.unwind(vm);
    }

    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let Reinvoke {
            inner,
            builtin,
            mut memo,
            obj,
            skip,
            progress,
            ..
        } = *self;
        let v = inner.resume(vm, value)?;
        if let Some(o) = obj {
            memo.push((o, v));
        }
        let outer = std::mem::replace(&mut vm.str_memo, (memo, 0));
        vm.defer = Defer::BuiltinArg;
        vm.builtin_progress = (progress.0, 0, progress.2);
        let before = vm.diag.entries.len();
        let r = match builtin {
            Some((id, mut args)) => vm.call_builtin(id, &mut args),
            None => {
                // the op runs again: the frame is its own again, its pc just past it
                let at = vm.co.frames.last().map(|f| {
                    let op = f.func.unit.ops.get(f.pc as usize - 1).copied();
                    (op, f.base as usize)
                });
                match at {
                    Some((Some(op), base)) => vm.exec(op, base).map(|()| Value::Null),
                    _ => Ok(Value::Null),
                }
            }
        };
        vm.defer = Defer::No;
        vm.builtin_progress = (0, 0, 0);
        vm.str_memo = outer;
        let end = (before + skip).min(vm.diag.entries.len());
        vm.diag.entries.drain(before..end);
        r
    }
}

impl Vm {
    /// The `__toString` call that stops the running builtin, when it was called so that it
    /// can run again (`Defer::BuiltinArg`) and `v` is an object with a user `__toString`.
    pub fn builtin_arg_to_string(&mut self, v: &Value) -> Option<Control> {
        if self.defer != Defer::BuiltinArg {
            return None;
        }
        let (o, m) = super::convert::user_to_string(v)?;
        if self.memo_value(&o).is_some() {
            // answered by the memo: `to_string_value` takes it
            return None;
        }
        self.defer = Defer::No;
        self.arg_conv = true;
        let call = self.to_string_call(&o, m, |_: &mut Vm, s| Ok(Value::Str(s)));
        Some(Control::Method(Box::new(call)))
    }

    /// A magic method a builtin calls for its result (`__debugInfo` in var_dump): the
    /// result an earlier run got, or the call that stops the builtin (it runs again), or
    /// `None`: call it to completion now.
    pub fn builtin_magic(
        &mut self,
        o: &ObjectHandle,
        m: &Rc<MethodEntry>,
    ) -> Option<Result<Value, Control>> {
        if let Some(v) = self.memo_value(o) {
            let v = v.clone();
            self.str_memo.1 += 1;
            return Some(Ok(v));
        }
        if self.defer != Defer::BuiltinArg || !matches!(m.body, MethodBody::User(_)) {
            return None;
        }
        self.defer = Defer::No;
        self.arg_conv = true;
        let call = MethodCall {
            m: m.clone(),
            this: Some(o.clone()),
            called: o.class().id,
            args: Vec::new(),
            then: Box::new(Then {
                guard: None,
                f: |_: &mut Vm, v: Value| Ok(v),
            }),
        };
        Some(Err(Control::Method(Box::new(call))))
    }

    /// The running builtin calls its magic methods to completion, never stopping to run
    /// again (debug_zval_dump: the extra references a second run holds would show).
    pub fn magic_runs_now(&mut self) {
        self.defer = Defer::No;
    }

    /// How many memo results the running builtin has taken.
    pub fn memo_pos(&self) -> usize {
        self.str_memo.1
    }

    /// `__get` for a property fetched for writing by an op that runs again
    /// (`rerunnable`): the result an earlier run got (a reference cell for `&__get`), or
    /// the call that stops the op, holding the property's guard; `None`: call it now.
    pub(super) fn rerun_magic_get(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        m: &Rc<MethodEntry>,
        name: &PhpStr,
    ) -> Option<Result<Value, Control>> {
        if let Some(v) = self.memo_value(o) {
            let v = v.clone();
            self.str_memo.1 += 1;
            return Some(Ok(v));
        }
        if self.defer != Defer::BuiltinArg || !matches!(m.body, MethodBody::User(_)) {
            return None;
        }
        let arg = vec![Value::Str(name.clone())];
        let ident = |_: &mut Vm, v: Value| Ok(v);
        let kind = super::object::GUARD_GET;
        // guarded: no call (the caller's own fallback applies)
        let call = self.guarded_call(m, o, c, name, kind, arg, ident)?;
        self.defer = Defer::No;
        self.arg_conv = true;
        self.stop_keeps_ref = true;
        Some(Err(Control::Method(Box::new(call))))
    }

    /// The next result of the running builtin's memo when it is `o`'s.
    fn memo_value(&self, o: &ObjectHandle) -> Option<&Value> {
        let (list, pos) = &self.str_memo;
        match list.get(*pos) {
            Some((m, v)) if ObjectHandle::ptr_eq(m, o) => Some(v),
            _ => None,
        }
    }

    /// `to_string_value`'s first step while a builtin runs again: the string an earlier
    /// run got for `o`, in order.
    pub(super) fn take_memo_string(&mut self, o: &ObjectHandle) -> Option<PhpStr> {
        let Value::Str(s) = self.memo_value(o)? else {
            return None;
        };
        let s = s.clone();
        self.str_memo.1 += 1;
        Some(s)
    }

    /// A builtin stopped at a `__toString` (`builtin_arg_to_string`): the call goes on with
    /// a continuation that runs the builtin again. What the stopped run reported is
    /// reported now, before the call; the next run's repeat of it is dropped.
    pub(super) fn builtin_stopped_at_arg(
        &mut self,
        call: Box<MethodCall>,
        id: u32,
        args: &[Value],
        diag_len: usize,
    ) -> Result<Value, Control> {
        let mut call = call;
        self.arg_conv = false;
        let progress = std::mem::take(&mut self.builtin_progress);
        // the results of the parts already written are not asked for again
        let memo = self.str_memo.0.get(progress.1..).unwrap_or(&[]).to_vec();
        let skip = self.diag.entries.len().saturating_sub(diag_len);
        call.then = Box::new(Reinvoke {
            inner: call.then,
            builtin: Some((id, args.to_vec())),
            memo,
            obj: call.this.clone(),
            skip,
            progress,
            keep_ref: false,
        });
        Err(Control::Method(call))
    }
}

impl Vm {
    /// Whether a builtin or op may stop at a magic call and run again (`Defer::BuiltinArg`):
    /// only inside a Fiber, where the call may suspend. A second run reads its inputs
    /// again, after what the method changed (php read them once, before the call), so
    /// elsewhere the call runs to completion on a nested loop, exactly as php.
    #[inline]
    pub(super) fn may_run_again(&self) -> bool {
        !self.fiber_chain.is_empty()
    }

    /// Run an op's helper `f` that reads its operands without taking them, letting a
    /// magic call inside (`__toString` of a compared object) stop it: the op then runs
    /// again from the start once the call returned, given the results so far.
    pub(super) fn rerunnable<T>(
        &mut self,
        f: impl FnOnce(&mut Vm) -> Result<T, Control>,
    ) -> Result<T, Control> {
        if !self.may_run_again() {
            return f(self);
        }
        let diag_len = self.diag.entries.len();
        self.defer = Defer::BuiltinArg;
        let r = f(self);
        self.defer = Defer::No;
        match r {
            Err(Control::Method(mut call)) if self.arg_conv => {
                self.arg_conv = false;
                let memo = self.str_memo.0.clone();
                let skip = self.diag.entries.len().saturating_sub(diag_len);
                call.then = Box::new(Reinvoke {
                    inner: call.then,
                    builtin: None,
                    memo,
                    obj: call.this.clone(),
                    skip,
                    progress: (0, 0, 0),
                    keep_ref: std::mem::take(&mut self.stop_keeps_ref),
                });
                Err(Control::Method(call))
            }
            r => r,
        }
    }
}
