//! Builtin frames in backtraces: a builtin (or an internal method) that calls back into
//! PHP keeps its name and arguments in the continuation that resumes it, so a trace taken
//! while the callback runs shows php's `#0 [internal function]: cb(1)` followed by
//! `#1 file(line): array_map(Object(Closure), Array)`.
//!
//! Also the callback a builtin calls many times (array_map, usort...): resolved once per
//! builtin call and entered without the general call path (`CallbackCache`).

use super::call::ClosureData;
use super::call::Func;
use super::{Callee, Continuation, Control, Frame, Ret, Vm};
use crate::class::{ClassId, NO_CLASS};
use crate::value::{ObjectHandle, PhpArray, Value};
use std::rc::Rc;

/// The callback of one builtin call that calls it many times (php's
/// `zend_fcall_info_cache`): the callee is resolved on the first call and kept, and the
/// arguments' vector is handed back after each call for the next one.
#[derive(Default)]
pub struct CallbackCache {
    callee: Option<Callee>,
    /// For a plain user function, closure or method (`Func::plain`): what its frames take.
    quick: Option<Quick>,
    spare: Vec<Value>,
}

/// The frame parts of a plain callback, read once (a closure's `$this`, scope and bound
/// variables are fixed when it is made).
struct Quick {
    func: Rc<Func>,
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
        if !func.plain {
            return None;
        }
        let mut q = Quick {
            func: func.clone(),
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
                .0
                .as_ref()
                .and_then(|d| d.downcast_ref::<ClosureData>())
            {
                (q.this, q.scope, q.called) = (ctx.this.clone(), ctx.scope, ctx.called);
                q.bound = bound.clone();
            }
        }
        Some(q)
    }
}

/// What a continuation's place holds while its frame is being set up (no allocation: a
/// zero-sized box).
struct Moved;

impl Continuation for Moved {
    fn resume(self: Box<Self>, _vm: &mut Vm, value: Value) -> Result<Value, Control> {
        Ok(value)
    }
}

impl CallbackCache {
    /// An empty vector for the next call's arguments (the last call's, handed back).
    pub fn args(&mut self) -> Vec<Value> {
        std::mem::take(&mut self.spare)
    }
}

/// One builtin call in progress while PHP code it called back runs.
pub struct BuiltinCall {
    pub(crate) name: &'static str,
    /// The class and `->`/`::` of an internal method.
    pub(crate) owner: Option<(&'static str, &'static str)>,
    pub(crate) this: Option<ObjectHandle>,
    pub(crate) args: Vec<Value>,
}

/// A builtin's continuation with the builtin's call attached; every further callback it
/// asks for keeps the attachment.
pub(crate) struct InBuiltin {
    call: Rc<BuiltinCall>,
    then: Option<Box<dyn Continuation>>,
}

impl InBuiltin {
    /// Attach `call` to the continuation of a builtin's `Control::Call` (continuations
    /// whose callee shows as a direct call, like call_user_func's, stay as they are).
    pub(crate) fn wrap(
        r: Result<Value, Control>,
        make: impl FnOnce() -> BuiltinCall,
    ) -> Result<Value, Control> {
        match r {
            Err(Control::Call { callee, args, then }) if then.internal() => Err(Control::Call {
                callee,
                args,
                then: Box::new(InBuiltin {
                    call: Rc::new(make()),
                    then: Some(then),
                }),
            }),
            r => r,
        }
    }
}

impl Continuation for InBuiltin {
    fn resume(mut self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let Some(then) = self.then.take() else {
            return Ok(value);
        };
        match then.resume(vm, value) {
            Err(Control::Call {
                callee,
                args,
                then: mut inner,
            }) => {
                // the request goes on with this wrapper in the continuation's place, the
                // rest of it left where it is
                self.then = Some(std::mem::replace(&mut inner, Box::new(Moved)));
                inner = self;
                Err(Control::Call {
                    callee,
                    args,
                    then: inner,
                })
            }
            Err(Control::Error(kind, msg)) => {
                // raised by the builtin after a callback returned: its frame is the first
                let c = &self.call;
                let e = vm.create_throwable_in_internal(
                    kind.class_name(),
                    &msg,
                    c.owner,
                    c.name,
                    &c.args,
                );
                Err(Control::Throw(e))
            }
            r => r,
        }
    }

    fn unwind(mut self: Box<Self>, vm: &mut Vm) {
        if let Some(then) = self.then.take() {
            then.unwind(vm);
        }
    }

    fn builtin_calls(&self, out: &mut Vec<Rc<BuiltinCall>>) {
        if let Some(then) = &self.then {
            then.builtin_calls(out);
        }
        out.push(self.call.clone());
    }

    fn callback_cache(&mut self) -> Option<&mut CallbackCache> {
        self.then.as_mut().and_then(|t| t.callback_cache())
    }
}

/// Two continuations in a row: `first`'s result feeds `then`.
pub(super) struct Chain(
    pub(super) Box<dyn Continuation>,
    pub(super) Box<dyn Continuation>,
);

impl Continuation for Chain {
    fn unwind(self: Box<Self>, vm: &mut Vm) {
        let Chain(first, then) = *self;
        first.unwind(vm);
        then.unwind(vm);
    }

    fn internal(&self) -> bool {
        self.0.internal()
    }

    fn builtin_calls(&self, out: &mut Vec<Rc<BuiltinCall>>) {
        self.0.builtin_calls(out);
        self.1.builtin_calls(out);
    }

    fn callback_cache(&mut self) -> Option<&mut CallbackCache> {
        self.0.callback_cache()
    }

    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let Chain(first, then) = *self;
        let r = first.resume(vm, value);
        then_after(vm, r, then)
    }
}

/// `then` after a step's result `r`: resumed with its value, or chained behind the step's
/// own call request so it runs once that one is done.
pub(super) fn then_after(
    vm: &mut Vm,
    r: Result<Value, Control>,
    then: Box<dyn Continuation>,
) -> Result<Value, Control> {
    match r {
        Ok(v) => then.resume(vm, v),
        Err(Control::Call {
            callee,
            args,
            then: inner,
        }) => Err(Control::Call {
            callee,
            args,
            then: Box::new(Chain(inner, then)),
        }),
        Err(e) => Err(e),
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
        let Some(cache) = then.callback_cache() else {
            return self.resolve_callback(callee);
        };
        if let Some(c) = &cache.callee {
            return Ok(c.clone());
        }
        let c = self.resolve_callback(callee)?;
        cache.quick = Quick::of(&c);
        cache.callee = Some(c.clone());
        Ok(c)
    }

    /// The quick entry of a builtin's callback (`then` keeps a [`CallbackCache`], no named
    /// arguments): a plain user function, closure or method (`Func::plain`) given at most
    /// its declared parameters gets its frame here, the arguments moved onto the stack and
    /// their vector handed back to the cache, and `then` taken for the frame's return (a
    /// placeholder left in its place). `Ok(false)` (nothing done) when the general path is
    /// needed.
    ///
    /// The frame is written in place from scalars: a `Ret`, `Frame` or result moved whole
    /// would be copied with wide loads over the narrow stores that built it (a stall).
    #[inline]
    pub(super) fn enter_cached_callback(
        &mut self,
        callee: &Value,
        args: &mut Vec<Value>,
        then: &mut Box<dyn Continuation>,
        dst: u32,
    ) -> Result<bool, Control> {
        let Some(cache) = then.callback_cache() else {
            return Ok(false);
        };
        if cache.callee.is_none() {
            let c = self.resolve_callback(callee)?;
            cache.quick = Quick::of(&c);
            cache.callee = Some(c);
        }
        let Some(q) = &cache.quick else {
            return Ok(false);
        };
        let unit = &*q.func.unit;
        let argc = args.len();
        let nparams = unit.params.len();
        if argc > nparams {
            return Ok(false);
        }
        let nslots = unit.num_slots as usize;
        let ncv = unit.cv_names.len() as u32;
        // every parameter passed: their leading presence checks hold (`Func::entry`)
        let pc = if argc == nparams { q.func.entry } else { 0 };
        let arg_base = self.co.stack.len();
        let stack = &mut self.co.stack;
        stack.reserve(nslots.max(argc));
        for v in args.drain(..) {
            stack.push(Some(v));
        }
        // by-value parameters never hold a reference cell
        for slot in &mut stack[arg_base..] {
            if let Some(Value::Ref(r)) = slot {
                let v = r.get();
                *slot = Some(v);
            }
        }
        // the callee's other slots: a counted extend, one loop without a capacity check each
        if let Some(grow) = (arg_base + nslots).checked_sub(stack.len()) {
            stack.extend((0..grow).map(|_| None));
        }
        for (slot, v) in &q.bound {
            if let Some(s) = stack.get_mut(arg_base + *slot as usize) {
                *s = Some(v.clone());
            }
        }
        let (func, closure, this) = (q.func.clone(), q.closure.clone(), q.this.clone());
        let (scope, called) = (q.scope, q.called);
        cache.spare = std::mem::take(args);
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

    /// The trace entry of builtin call `c` (`at`: the calling user code's file and line).
    pub(super) fn builtin_trace_entry(
        &self,
        c: &BuiltinCall,
        at: Option<(&str, u32)>,
        with_object: bool,
        no_args: bool,
    ) -> PhpArray {
        let mut entry = PhpArray::new();
        if let Some((file, line)) = at {
            entry.insert("file", Value::str(file));
            entry.insert("line", Value::Int(i64::from(line)));
        }
        entry.insert("function", Value::str(c.name));
        if let Some((class, ty)) = c.owner {
            entry.insert("class", Value::str(class));
            if let (true, Some(this)) = (with_object, &c.this) {
                entry.insert("object", Value::Object(this.clone()));
            }
            entry.insert("type", Value::str(ty));
        }
        if !no_args {
            entry.insert(
                "args",
                Value::Array(PhpArray::from_values(
                    c.args.iter().map(Value::deref_value).collect(),
                )),
            );
        }
        entry
    }

    /// The entries of `builtins` (innermost first), called from frame `caller`: the
    /// outermost shows the caller's file and line, the others `[internal function]`.
    pub(super) fn push_builtin_entries(
        &self,
        builtins: &[Rc<BuiltinCall>],
        caller: &super::Frame,
        with_object: bool,
        no_args: bool,
        limit: usize,
        trace: &mut PhpArray,
    ) {
        for (n, c) in builtins.iter().enumerate() {
            if limit > 0 && trace.len() >= limit {
                return;
            }
            let at = (n + 1 == builtins.len() && !caller.func.unit.internal).then(|| {
                (
                    &*caller.func.unit.file,
                    caller.func.unit.line(caller.pc.saturating_sub(1) as usize),
                )
            });
            let entry = self.builtin_trace_entry(c, at, with_object, no_args);
            let _ = trace.push(Value::Array(entry));
        }
    }

    /// Record the builtins waiting on `then` while a builtin they called back runs;
    /// returns what to restore afterwards.
    pub(super) fn enter_callback_of(&mut self, then: &dyn Continuation) -> Vec<Rc<BuiltinCall>> {
        let mut outer = Vec::new();
        then.builtin_calls(&mut outer);
        std::mem::replace(&mut self.callback_of, outer)
    }

    /// Named arguments a builtin passes to a builtin callback, placed by parameter name
    /// (names it does not know go on, for call_user_func).
    pub(super) fn place_named_callback(
        &mut self,
        id: u32,
        args: &mut smallvec::SmallVec<[Value; 8]>,
        named: super::call::NamedArgs,
    ) -> Result<(), Control> {
        let Some(b) = self.builtins.get(id).copied() else {
            return Ok(());
        };
        let variadic = b.max == u8::MAX;
        let extra = super::unpack::place_named_builtin(
            b.name,
            b.params,
            b.min as usize,
            variadic,
            args,
            named,
        )
        .map_err(|e| match e {
            Control::Error(kind, msg) => Control::Throw(self.create_throwable_in_builtin(
                kind.class_name(),
                &msg,
                b.name,
                args,
            )),
            e => e,
        })?;
        if !extra.is_empty() {
            self.call_named = Some(extra);
        }
        Ok(())
    }
}
