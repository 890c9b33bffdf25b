//! Builtin frames in backtraces: a builtin (or an internal method) that calls back into
//! PHP keeps its name and arguments in the continuation that resumes it, so a trace taken
//! while the callback runs shows php's `#0 [internal function]: cb(1)` followed by
//! `#1 file(line): array_map(Object(Closure), Array)`.

use super::callback_cache::{CallbackCache, Moved, QuickResume};
use super::{Continuation, Control, ThrowKind, Vm};
use crate::value::{ObjectHandle, PhpArray, Value};
use std::rc::Rc;

/// One builtin call in progress while PHP code it called back runs.
pub struct BuiltinCall {
    pub(crate) name: &'static str,
    /// The class and `->`/`::` of an internal method.
    pub(crate) owner: Option<(&'static str, &'static str)>,
    pub(crate) this: Option<ObjectHandle>,
    pub(crate) args: Vec<Value>,
}

/// A builtin a fatal error left: its call, the number of frames when it was called (its
/// caller is frame `depth - 1`; frames above were called by it) and the builtins whose
/// continuation called it.
pub(crate) struct FatalBuiltin {
    depth: usize,
    call: BuiltinCall,
    outer: Vec<Rc<BuiltinCall>>,
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

    /// An error the builtin raised after a callback returned, thrown with the builtin's
    /// frame first.
    fn raised(&self, vm: &mut Vm, kind: ThrowKind, msg: &str) -> Control {
        let c = &self.call;
        let e = vm.create_throwable_in_internal(kind.class_name(), msg, c.owner, c.name, &c.args);
        Control::Throw(e)
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
            Err(Control::Error(kind, msg)) => Err(self.raised(vm, kind, &msg)),
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

    fn releases_this_first(&self) -> bool {
        self.then.as_ref().is_some_and(|t| t.releases_this_first())
    }

    fn resume_quick(&mut self, vm: &mut Vm, value: Value) -> QuickResume {
        let Some(then) = self.then.as_mut() else {
            return QuickResume::No(value);
        };
        match then.resume_quick(vm, value) {
            QuickResume::Done(Err(Control::Error(kind, msg))) => {
                QuickResume::Done(Err(self.raised(vm, kind, &msg)))
            }
            q => q,
        }
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

    fn releases_this_first(&self) -> bool {
        self.0.releases_this_first()
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
        Err(e) => Err(fail_through(vm, then, e)),
    }
}

/// A callback that failed at once (a builtin's exception, an argument count error): the
/// exception passes through `then` as it would through the frame of a user callback
/// (`Continuation::unwind`: an output handler's capture buffer goes, a guard is released).
pub(super) fn fail_through(vm: &mut Vm, then: Box<dyn Continuation>, e: Control) -> Control {
    if matches!(e, Control::Throw(_) | Control::Error(..)) {
        then.unwind(vm);
    }
    e
}

impl Vm {
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

    /// A fatal error leaves builtin `call`, called when there were `depth` frames: php's
    /// backtrace of the error shows it (the error ends the script, so the frames it
    /// called stay where they are until it is reported).
    pub(super) fn note_fatal_builtin(&mut self, depth: usize, call: BuiltinCall) {
        let outer = self.callback_of.clone();
        self.fatal_builtins
            .push(FatalBuiltin { depth, call, outer });
    }

    /// Whether frame `i` of `co` was called by a builtin a fatal error left (php shows
    /// it as an `[internal function]` call).
    pub(super) fn fatal_builtin_called(&self, co: &super::Coroutine, i: usize) -> bool {
        std::ptr::eq(co, &self.co) && self.fatal_builtins.iter().any(|b| b.depth == i)
    }

    /// The trace entries of the builtins a fatal error left that frame `depth - 1` of
    /// `co` called (each followed by the builtins that called it back).
    pub(super) fn push_fatal_builtins(
        &self,
        co: &super::Coroutine,
        depth: usize,
        with_object: bool,
        no_args: bool,
        trace: &mut PhpArray,
    ) {
        if !std::ptr::eq(co, &self.co) {
            return;
        }
        let Some(caller) = depth.checked_sub(1).and_then(|i| co.frames.get(i)) else {
            return;
        };
        for b in self.fatal_builtins.iter().filter(|b| b.depth == depth) {
            let at = (b.outer.is_empty() && !caller.func.unit.internal).then(|| {
                (
                    &*caller.func.unit.file,
                    caller.func.unit.line(caller.pc.saturating_sub(1) as usize),
                )
            });
            let entry = self.builtin_trace_entry(&b.call, at, with_object, no_args);
            let _ = trace.push(Value::Array(entry));
            self.push_builtin_entries(&b.outer, caller, with_object, no_args, 0, trace);
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
