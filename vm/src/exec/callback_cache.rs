//! The callback a builtin calls many times (array_map, array_filter, usort, array_reduce,
//! array_find, array_walk...), as php's `zend_fcall_info_cache`: resolved once per builtin
//! call, and when it is a plain user function, closure or method (`Func::plain`, or plain
//! but for by-reference parameters given reference cells), each call's frame
//! is entered directly and its return resumes the builtin in place (`resume_quick`),
//! which enters the next call at once: no `Control::Call` round trip, no boxing, no
//! resolving per element.
//!
//! A builtin written as [`Stepping`] steps gets all of this from [`Steps`]; the general
//! path (`Control::Call`) stays for everything else: a callback that is not plain, named
//! arguments, or diagnostics to deliver before the next call.

use super::call::{ClosureData, Func};
use super::{Callee, Continuation, Control, Frame, OpResult, Ret, Vm};
use crate::class::{ClassId, NO_CLASS};
use crate::value::{ObjectHandle, Value};
use std::rc::Rc;

/// The callback of one builtin call that calls it many times: the callee is resolved on
/// the first call and kept, and the arguments' vector is reused from call to call.
pub struct CallbackCache {
    /// The callable as the builtin was given it.
    value: Value,
    callee: Option<Callee>,
    /// For a plain user function, closure or method (`Quick::of`): what its frames take.
    quick: Option<Quick>,
    /// The next call's arguments (empty, its capacity kept, between calls).
    args: Vec<Value>,
}

impl CallbackCache {
    pub fn new(callable: Value) -> CallbackCache {
        CallbackCache {
            value: callable,
            callee: None,
            quick: None,
            args: Vec::new(),
        }
    }

    /// A cache whose callee the builtin resolved itself (forward_static_call's, with the
    /// caller's late static binding).
    pub fn resolved(callable: Value, callee: Callee) -> CallbackCache {
        CallbackCache {
            value: callable,
            quick: Quick::of(&callee),
            callee: Some(callee),
            args: Vec::new(),
        }
    }

    /// For a builtin with several callbacks (preg_replace_callback_array): the next call
    /// is `callable`'s; the cache starts over when that is another callable than its own.
    pub fn switch_to(&mut self, callable: &Value) {
        let same = match (&self.value, callable) {
            (Value::Object(a), Value::Object(b)) => a.id() == b.id(),
            (Value::Str(a), Value::Str(b)) => a.as_bytes() == b.as_bytes(),
            (Value::Array(a), Value::Array(b)) => crate::value::PhpArray::ptr_eq(a, b),
            _ => false,
        };
        if !same {
            *self = CallbackCache::new(callable.clone());
        }
    }

    /// Where the next call's arguments go (empty).
    pub fn args_mut(&mut self) -> &mut Vec<Value> {
        self.args.clear();
        &mut self.args
    }

    /// The callable and the arguments put in `args_mut`, for a `Control::Call`.
    pub fn request(&mut self) -> (Value, Vec<Value>) {
        (self.value.clone(), std::mem::take(&mut self.args))
    }

    /// The callee, resolved on the first call.
    fn resolve(&mut self, vm: &mut Vm, callee: &Value) -> Result<&Callee, Control> {
        let c = match self.callee.take() {
            Some(c) => c,
            None => {
                let c = vm.resolve_callback(callee)?;
                self.quick = Quick::of(&c);
                c
            }
        };
        Ok(self.callee.insert(c))
    }
}

/// The frame parts of a plain callback, read once (a closure's `$this`, scope and bound
/// variables are fixed when it is made).
struct Quick {
    func: Rc<Func>,
    /// Bit i: parameter i is by reference (at most 64 parameters).
    by_ref: u64,
    closure: Option<ObjectHandle>,
    this: Option<ObjectHandle>,
    scope: ClassId,
    called: ClassId,
    bound: Vec<(u32, Value)>,
}

impl Quick {
    fn of(c: &Callee) -> Option<Quick> {
        let (func, closure, ctx) = match c {
            Callee::User { func, closure } => (func, closure.as_ref(), None),
            Callee::UserMethod { func, ctx } => (func, None, Some(ctx)),
            _ => return None,
        };
        let unit = &*func.unit;
        let by_ref = match func.plain {
            true => 0,
            false if unit.params.len() <= 64 && super::call::plain_but_refs(unit) => unit
                .params
                .iter()
                .enumerate()
                .filter(|(_, p)| p.by_ref)
                .fold(0, |m, (i, _)| m | 1 << i),
            false => return None,
        };
        let mut q = Quick {
            func: func.clone(),
            by_ref,
            closure: closure.cloned(),
            this: ctx.and_then(|c| c.this.clone()),
            scope: ctx.map_or(NO_CLASS, |c| c.scope),
            called: ctx.map_or(NO_CLASS, |c| c.called),
            bound: Vec::new(),
        };
        if let Some(c) = closure {
            let b = c.borrow();
            if let Some(ClosureData::User { bound, ctx, .. }) = b
                .internal
                .get()
                .and_then(|d| d.downcast_ref::<ClosureData>())
            {
                (q.this, q.scope, q.called) = (ctx.this.clone(), ctx.scope, ctx.called);
                q.bound = bound.to_vec();
            }
        }
        Some(q)
    }
}

/// What a continuation's place holds once its frame has taken it (no allocation: a
/// zero-sized box).
pub(super) struct Moved;

impl Continuation for Moved {
    fn resume(self: Box<Self>, _vm: &mut Vm, value: Value) -> Result<Value, Control> {
        Ok(value)
    }
}

/// How a continuation with a [`CallbackCache`] took its callback's result
/// (`Continuation::resume_quick`).
pub enum QuickResume {
    /// Call the cached callback again with the arguments left in the cache.
    Again,
    /// Finished (or failed) with this result; never a `Control::Call`.
    Done(Result<Value, Control>),
    /// No quick path: `resume` it with the value.
    No(Value),
}

/// A builtin that calls one callback again and again, as steps; [`Steps`] makes it a
/// continuation with the quick path.
pub trait Stepping: 'static {
    fn cache(&mut self) -> &mut CallbackCache;

    /// Puts the next call's arguments in the cache (`args_mut`) and answers `None`, or
    /// answers the builtin's result.
    fn advance(&mut self, vm: &mut Vm) -> Option<Result<Value, Control>>;

    /// Takes the callback's result; `Some` ends the builtin with that result.
    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>>;
}

/// The continuation of a [`Stepping`] builtin.
pub struct Steps<T>(pub T);

impl<T: Stepping> Steps<T> {
    /// Runs the builtin to its first callback request (a `Control::Call` these steps
    /// continue) or to its result.
    pub fn start(self, vm: &mut Vm) -> Result<Value, Control> {
        Box::new(self).step(vm)
    }

    fn step(mut self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        if let Some(r) = self.0.advance(vm) {
            return r;
        }
        let (callee, args) = self.0.cache().request();
        Err(Control::Call {
            callee,
            args,
            then: self,
        })
    }
}

impl<T: Stepping> Continuation for Steps<T> {
    fn resume(mut self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        if let Some(r) = self.0.absorb(vm, value) {
            return r;
        }
        self.step(vm)
    }

    fn callback_cache(&mut self) -> Option<&mut CallbackCache> {
        Some(self.0.cache())
    }

    fn resume_quick(&mut self, vm: &mut Vm, value: Value) -> QuickResume {
        if let Some(r) = self.0.absorb(vm, value) {
            return QuickResume::Done(r);
        }
        match self.0.advance(vm) {
            None => QuickResume::Again,
            Some(r) => QuickResume::Done(r),
        }
    }
}

impl Vm {
    /// The callee of a builtin's callback request: `then`'s cached one when it keeps a
    /// [`CallbackCache`] (resolved and stored on its first call), else resolved now.
    pub(super) fn callback_callee(
        &mut self,
        callee: &Value,
        then: &mut Box<dyn Continuation>,
    ) -> Result<Callee, Control> {
        match then.callback_cache() {
            Some(cache) => cache.resolve(self, callee).cloned(),
            None => self.resolve_callback(callee),
        }
    }

    /// `do_return` of a frame whose value goes to a builtin's continuation: the frame is
    /// dropped where it lies (no move of it out of the vector), then `then` resumes. As in
    /// `do_return`, the frame's `$this` and extra variables are released only after the
    /// continuation has taken the value (the cycle collector resuming after a destructor
    /// counts the destructor frame's `$this` as held); its closure goes with the frame, so
    /// a temporary closure is released before the builtin's other arguments, as in php.
    pub(super) fn return_to_cont(&mut self, v: Value) -> OpResult {
        let Some(frame) = self.co.frames.last_mut() else {
            return Ok(());
        };
        let (base, calls_base) = (frame.base as usize, frame.calls_base as usize);
        let ret = std::mem::replace(&mut frame.ret, Ret::Discard);
        let mut held = match frame.this.is_some() || frame.extra.is_some() {
            true => Some((frame.this.take(), frame.extra.take())),
            false => None,
        };
        self.co.stack.truncate(base);
        if self.co.calls.len() > calls_base {
            self.co.calls.truncate(calls_base);
        }
        let len = self.co.frames.len();
        self.co.frames.truncate(len - 1);
        let v = match v {
            Value::Ref(r) if !matches!(&ret, Ret::Cont(c, _) if c.keeps_ref()) => r.get(),
            v => v,
        };
        let r = match ret {
            Ret::Cont(cont, dst) => {
                if cont.releases_this_first() {
                    drop(held.take());
                }
                self.cont_returned(cont, dst, v)
            }
            _ => Ok(()),
        };
        drop(held);
        r
    }

    /// A builtin's continuation gets its callback's value: a quick resume where it has one
    /// (the next call of its cached callback entered at once), else `resume`.
    pub(super) fn cont_returned(
        &mut self,
        mut cont: Box<dyn Continuation>,
        dst: u32,
        v: Value,
    ) -> OpResult {
        match cont.resume_quick(self, v) {
            QuickResume::Again => self.call_again(cont, dst),
            QuickResume::Done(r) => self.builtin_result(r, dst),
            QuickResume::No(v) => {
                let r = cont.resume(self, v);
                self.builtin_result(r, dst)
            }
        }
    }

    /// A continuation's quick resume asked for its cached callback again: entered here
    /// directly when nothing must run first (diagnostics to deliver), else requested as a
    /// `Control::Call` would be.
    fn call_again(&mut self, mut cont: Box<dyn Continuation>, dst: u32) -> OpResult {
        if self.diag.entries.is_empty()
            && self.errors.queue.is_empty()
            && self.call_named.is_none()
            && self.enter_cached(&mut cont, dst)?
        {
            return Ok(());
        }
        let Some(cache) = cont.callback_cache() else {
            return Ok(());
        };
        let (callee, args) = cache.request();
        self.builtin_result(
            Err(Control::Call {
                callee,
                args,
                then: cont,
            }),
            dst,
        )
    }

    /// `builtin_result`'s quick entry of a requested call (no named arguments): when
    /// `then` keeps a [`CallbackCache`], its callee is resolved there and, if plain, its
    /// frame entered with `args` (true); else nothing is done (false, `args` as given).
    pub(super) fn enter_requested(
        &mut self,
        callee: &Value,
        args: &mut Vec<Value>,
        then: &mut Box<dyn Continuation>,
        dst: u32,
    ) -> Result<bool, Control> {
        let Some(cache) = then.callback_cache() else {
            return Ok(false);
        };
        cache.resolve(self, callee)?;
        if cache.quick.is_none() {
            return Ok(false);
        }
        std::mem::swap(&mut cache.args, args);
        if self.enter_cached(then, dst)? {
            return Ok(true);
        }
        if let Some(cache) = then.callback_cache() {
            std::mem::swap(&mut cache.args, args);
        }
        Ok(false)
    }

    /// The frame of `then`'s cached plain callback, given at most its declared parameters
    /// (the arguments in the cache, moved onto the stack): pushed, with `then` taken for
    /// its return (a placeholder left in its place). False (nothing done) when the general
    /// path is needed.
    ///
    /// The frame is written in place from scalars: a `Ret`, `Frame` or result moved whole
    /// would be copied with wide loads over the narrow stores that built it (a stall).
    #[inline]
    fn enter_cached(
        &mut self,
        then: &mut Box<dyn Continuation>,
        dst: u32,
    ) -> Result<bool, Control> {
        let Some(cache) = then.callback_cache() else {
            return Ok(false);
        };
        let Some(q) = &cache.quick else {
            return Ok(false);
        };
        let unit = &*q.func.unit;
        let argc = cache.args.len();
        let nparams = unit.params.len();
        if argc > nparams {
            return Ok(false);
        }
        // a value for a by-reference parameter: the general path warns
        if q.by_ref != 0
            && (cache.args.iter().enumerate())
                .any(|(i, a)| q.by_ref >> i & 1 == 1 && !matches!(a, Value::Ref(_)))
        {
            return Ok(false);
        }
        let nslots = unit.num_slots as usize;
        let ncv = unit.cv_names.len() as u32;
        // every parameter passed: their leading presence checks hold (`Func::entry`)
        let pc = if argc == nparams { q.func.entry } else { 0 };
        let stack = &mut self.co.stack;
        let arg_base = stack.len();
        let top = arg_base + nslots.max(argc);
        stack.reserve(top - arg_base);
        // the frame's slots (room reserved: no growth in the loop), then the arguments
        // popped into theirs from the last: each moved once, nothing left behind to drop
        while stack.len() < top {
            stack.push(None);
        }
        let mut i = argc;
        while let Some(v) = cache.args.pop() {
            i = i.saturating_sub(1);
            // by-value parameters never hold a reference cell
            let v = match v {
                Value::Ref(r) if q.by_ref >> i & 1 == 0 => r.get(),
                v => v,
            };
            if let Some(slot) = stack.get_mut(arg_base + i) {
                *slot = Some(v);
            }
        }
        for (slot, v) in &q.bound {
            if let Some(s) = stack.get_mut(arg_base + *slot as usize) {
                *s = Some(v.clone());
            }
        }
        let (func, closure, this) = (q.func.clone(), q.closure.clone(), q.this.clone());
        let (scope, called) = (q.scope, q.called);
        if self.co.frames.len() % 1024 == 0 {
            self.check_memory(nslots)?;
        }
        let then = std::mem::replace(then, Box::new(Moved));
        let calls_base = self.co.calls.len() as u32;
        macro_rules! frame {
            () => {
                Frame {
                    ncv,
                    func,
                    pc,
                    base: arg_base as u32,
                    argc: argc as u32,
                    calls_base,
                    ret: Ret::Cont(then, dst),
                    closure,
                    this,
                    scope,
                    called,
                    extra: None,
                }
            };
        }
        // the same push on both sides of a capacity test: where room is known, the frame is
        // written straight into the vector (as `fast_call::enter_plain` does)
        let frames = &mut self.co.frames;
        #[allow(clippy::if_same_then_else)]
        if frames.len() < frames.capacity() {
            frames.push(frame!());
        } else {
            frames.push(frame!());
        }
        Ok(true)
    }
}
