//! Throwables: creating php's exception objects (message, code, file, line, trace),
//! unwinding across frames through each unit's try regions (no Rust unwinding), the
//! Throwable methods, and the uncaught-exception report.

use super::{Control, OpResult, Ret, Vm};
use crate::diag::{self, ErrorType};
use crate::value::{ObjectHandle, PhpArray, Value};

/// The throwable classes the engine raises itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThrowKind {
    Error,
    TypeError,
    ValueError,
    ArithmeticError,
    DivisionByZeroError,
    ArgumentCountError,
    UnhandledMatchError,
    FiberError,
    Exception,
    ClosedGeneratorException,
}

impl ThrowKind {
    pub fn class_name(self) -> &'static str {
        match self {
            ThrowKind::Error => "Error",
            ThrowKind::TypeError => "TypeError",
            ThrowKind::ValueError => "ValueError",
            ThrowKind::ArithmeticError => "ArithmeticError",
            ThrowKind::DivisionByZeroError => "DivisionByZeroError",
            ThrowKind::ArgumentCountError => "ArgumentCountError",
            ThrowKind::UnhandledMatchError => "UnhandledMatchError",
            ThrowKind::FiberError => "FiberError",
            ThrowKind::Exception => "Exception",
            ThrowKind::ClosedGeneratorException => "ClosedGeneratorException",
        }
    }
}

/// Whether `pending` is the exit marker of a destroyed generator `generator`: dropped,
/// never chained.
fn gen_exit_pending(generator: &Option<ObjectHandle>, pending: &ObjectHandle) -> bool {
    generator.as_ref().is_some_and(|g| {
        super::generator::with_gen(g, |d| {
            d.exit_marker
                .as_ref()
                .is_some_and(|m| ObjectHandle::ptr_eq(m, pending))
        }) == Some(true)
    })
}

/// php's zend_exception_set_previous: hang `add` at the end of `e`'s previous chain,
/// unless it is already part of it (no cycles).
pub(crate) fn set_previous(e: &ObjectHandle, add: ObjectHandle) {
    if ObjectHandle::ptr_eq(e, &add) {
        return;
    }
    let mut ex = e.clone();
    loop {
        let mut ancestor = prop(&add, "previous");
        while let Value::Object(a) = ancestor {
            if ObjectHandle::ptr_eq(&a, &ex) {
                return;
            }
            ancestor = prop(&a, "previous");
        }
        match prop(&ex, "previous") {
            Value::Object(p) => {
                if ObjectHandle::ptr_eq(&p, &add) {
                    return;
                }
                ex = p;
            }
            _ => {
                ex.borrow_mut()
                    .properties
                    .insert("previous", Value::Object(add));
                return;
            }
        }
    }
}

fn prop(o: &ObjectHandle, name: &str) -> Value {
    o.borrow()
        .properties
        .get_named(name)
        .map(Value::deref_value)
        .unwrap_or(Value::Null)
}

impl Vm {
    /// A throwable of `class` with `message`, located at the current op, with the trace.
    pub fn create_throwable(&mut self, class: &str, message: &str) -> ObjectHandle {
        let trace = self.build_trace();
        let (file, line) = self.location();
        let o = self.make_throwable(class, message, trace, file, line);
        if self.native_at == self.co.frames.len() {
            // made by the native method running (`call_method` adds its call)
            self.native_thrown = Some(o.clone());
        }
        o
    }

    /// A throwable a native method made and threw: its trace starts with the method's
    /// call, as php's does for an exception thrown inside an internal function.
    pub(crate) fn add_native_frame(
        &mut self,
        e: &ObjectHandle,
        owner: (&str, &str),
        func: &str,
        args: &[Value],
    ) {
        let (file, line) = self.location();
        let at = (!self.co.frames.is_empty()).then_some((file.as_str(), line));
        let entry = self.internal_call_entry(Some(owner), func, args, at);
        let Ok(mut d) = e.try_borrow_mut() else {
            return;
        };
        let key = crate::value::ArrayKey::Str(crate::value::PhpStr::from("trace"));
        let old = match d.properties.get(&key) {
            Some(Value::Array(t)) => t.clone(),
            _ => return,
        };
        let mut trace = vec![Value::Array(entry)];
        trace.extend(old.values().cloned());
        d.properties
            .insert(key, Value::Array(PhpArray::from_values(trace)));
    }

    fn make_throwable(
        &mut self,
        class: &str,
        message: &str,
        trace: PhpArray,
        file: String,
        line: u32,
    ) -> ObjectHandle {
        let o = self.new_object(class.as_bytes());
        {
            let mut b = o.borrow_mut();
            let p = &mut b.properties;
            p.insert("message", Value::str(crate::diag::msg_bytes(message)));
            p.insert("string", Value::str(""));
            p.insert("code", Value::Int(0));
            p.insert("file", Value::str(file));
            p.insert("line", Value::Int(i64::from(line)));
            p.insert("trace", Value::Array(trace));
            p.insert("previous", Value::Null);
        }
        o
    }

    /// A throwable raised inside builtin `func`: its call is the first trace entry.
    pub fn create_throwable_in_builtin(
        &mut self,
        class: &str,
        message: &str,
        func: &str,
        args: &[Value],
    ) -> ObjectHandle {
        self.create_throwable_in_internal(class, message, None, func, args)
    }

    /// A throwable raised inside an internal function or method (`owner`: its class and
    /// `->`/`::`): its call is the first trace entry.
    pub(crate) fn create_throwable_in_internal(
        &mut self,
        class: &str,
        message: &str,
        owner: Option<(&str, &str)>,
        func: &str,
        args: &[Value],
    ) -> ObjectHandle {
        let mut trace = PhpArray::new();
        // a builtin called with no php code running (a shutdown function): php's
        // "[no active file]", and an "[internal function]" entry
        let idle = self.co.frames.is_empty();
        let (file, line) = if idle {
            ("[no active file]".to_owned(), 0)
        } else {
            self.location()
        };
        let at = (!idle).then_some((file.as_str(), line));
        let entry = self.internal_call_entry(owner, func, args, at);
        let _ = trace.push(Value::Array(entry));
        // a builtin called back by another builtin: the caller's call follows
        let outer = std::mem::take(&mut self.callback_of);
        for (n, c) in outer.iter().enumerate() {
            let at = (n + 1 == outer.len()).then_some((file.as_str(), line));
            let entry = self.builtin_trace_entry(c, at, false, false);
            let _ = trace.push(Value::Array(entry));
        }
        self.callback_of = outer;
        for v in self.build_trace().values() {
            let _ = trace.push(v.clone());
        }
        self.make_throwable(class, message, trace, file, line)
    }

    /// The trace entry of a call of internal function `func` (`owner`: its class and
    /// `->`/`::`) made at `at`: no file and line when a builtin called it back or no php
    /// code runs, no arguments under `zend.exception_ignore_args`, as php.
    fn internal_call_entry(
        &self,
        owner: Option<(&str, &str)>,
        func: &str,
        args: &[Value],
        at: Option<(&str, u32)>,
    ) -> PhpArray {
        let mut entry = PhpArray::new();
        if let (Some((file, line)), true) = (at, self.callback_of.is_empty()) {
            entry.insert("file", Value::str(file));
            entry.insert("line", Value::Int(i64::from(line)));
        }
        entry.insert("function", Value::str(func));
        if let Some((c, t)) = owner {
            entry.insert("class", Value::str(c));
            entry.insert("type", Value::str(t));
        }
        if !self.ini.get_bool("zend.exception_ignore_args") {
            let args = args.iter().map(Value::deref_value).collect();
            entry.insert("args", Value::Array(PhpArray::from_values(args)));
        }
        entry
    }

    /// The backtrace of the running coroutine as php's `getTrace()` array.
    /// (without `args` under `zend.exception_ignore_args`, as php)
    pub(crate) fn build_trace(&mut self) -> PhpArray {
        let no_args = self.ini.get_bool("zend.exception_ignore_args");
        self.backtrace(false, no_args, 0)
    }

    /// `build_trace` without wrapping `#[\SensitiveParameter]` arguments (no object can
    /// be made here).
    pub(crate) fn build_trace_raw(&self) -> PhpArray {
        let no_args = self.ini.get_bool("zend.exception_ignore_args");
        self.backtrace_raw(false, no_args, 0, &mut Vec::new())
    }

    /// php's backtrace (see `backtrace_raw`), `#[\SensitiveParameter]` arguments shown as
    /// `SensitiveParameterValue` objects.
    pub fn backtrace(&mut self, with_object: bool, no_args: bool, limit: usize) -> PhpArray {
        let mut hidden = Vec::new();
        let mut t = self.backtrace_raw(with_object, no_args, limit, &mut hidden);
        if !hidden.is_empty() {
            self.wrap_sensitive(&mut t, &hidden);
        }
        t
    }

    /// php's backtrace: `with_object` adds each method frame's `object` (debug_backtrace's
    /// DEBUG_BACKTRACE_PROVIDE_OBJECT), `no_args` drops `args`, `limit` caps the entries
    /// (0: all).
    pub(crate) fn backtrace_raw(
        &self,
        with_object: bool,
        no_args: bool,
        limit: usize,
        hidden: &mut super::attrs::SensitiveArgs,
    ) -> PhpArray {
        let mut trace = PhpArray::new();
        // the running coroutine, then (inside fibers) each resumer's, innermost first
        let mut cos = vec![&self.co];
        cos.extend(self.fiber_chain.iter().rev().map(|l| &l.parent));
        for (n, co) in cos.iter().enumerate() {
            let is_main = n + 1 == cos.len();
            self.co_backtrace(co, is_main, with_object, no_args, limit, &mut trace, hidden);
            if is_main {
                break;
            }
            if limit > 0 && trace.len() >= limit {
                break;
            }
            // the fiber's function was called by `Fiber->start()`/`resume()` in the resumer
            let link = &self.fiber_chain[self.fiber_chain.len() - 1 - n];
            if link.method.is_empty() {
                // resumed by its destruction: no call shows
                continue;
            }
            let parent = cos[n + 1];
            let mut entry = PhpArray::new();
            if let Some(top) = parent.frames.last() {
                entry.insert("file", Value::str(&*top.func.unit.file));
                entry.insert(
                    "line",
                    Value::Int(i64::from(
                        top.func.unit.line(top.pc.saturating_sub(1) as usize),
                    )),
                );
            }
            entry.insert("function", Value::str(link.method));
            entry.insert("class", Value::str("Fiber"));
            if with_object {
                entry.insert("object", Value::Object(link.fiber.clone()));
            }
            entry.insert("type", Value::str("->"));
            if !no_args {
                entry.insert(
                    "args",
                    Value::Array(PhpArray::from_values(link.args.clone())),
                );
            }
            let _ = trace.push(Value::Array(entry));
        }
        trace
    }

    #[allow(clippy::too_many_arguments)]
    fn co_backtrace(
        &self,
        co: &super::Coroutine,
        is_main: bool,
        with_object: bool,
        no_args: bool,
        limit: usize,
        trace: &mut PhpArray,
        hidden: &mut super::attrs::SensitiveArgs,
    ) {
        let frames = &co.frames;
        // The bottom frame is the main script, or a callback the engine called with no
        // script below (shutdown function, exception handler, end-of-script ob handler);
        // a fiber's bottom frame is its function, called from inside `Fiber->start()`.
        let lowest = usize::from(
            is_main
                && !matches!(frames.first(), Some(f) if matches!(f.ret, Ret::Cont(..) | Ret::Gen(..))),
        );
        for i in (lowest..frames.len()).rev() {
            let f = &frames[i];
            if limit > 0 && trace.len() >= limit {
                break;
            }
            self.push_fatal_builtins(co, i + 1, with_object, no_args, trace);
            let Some(caller) = i.checked_sub(1).and_then(|j| frames.get(j)) else {
                let mut entry = PhpArray::new();
                self.trace_function(f, &mut entry, with_object);
                if !no_args {
                    entry.insert(
                        "args",
                        Value::Array(frame_args(&co.stack, f, trace.len(), hidden)),
                    );
                }
                let _ = trace.push(Value::Array(entry));
                continue;
            };
            if f.func.unit.internal && caller.func.unit.internal {
                // a prelude method calling another: one internal call for php
                continue;
            }
            if f.func.unit.internal && &*f.func.unit.name == b"__iterate" {
                // a prelude class's foreach hook is php's get_iterator handler: no frame
                continue;
            }
            let mut entry = PhpArray::new();
            // a generator run by one of its methods: php shows the method's call below it
            // (internal code calling them shows as one internal call, as before)
            let resumer = match &f.ret {
                Ret::Gen(g, _) if !caller.func.unit.internal => {
                    super::generator::with_gen(g, |d| d.resumer.clone())
                        .flatten()
                        .map(|r| (g, r))
                }
                _ => None,
            };
            // a builtin that called this frame back: its call shows below it
            let mut builtins = Vec::new();
            if let Ret::Cont(c, _) = &f.ret {
                c.builtin_calls(&mut builtins);
            }
            let internal = matches!(&f.ret, Ret::Cont(c, _) if c.internal())
                || caller.func.unit.internal
                || resumer.is_some()
                || self.fatal_builtin_called(co, i);
            if !builtins.is_empty() && f.func.unit.internal && self.rphp_helper_frame(f) {
                // a prelude helper run by a builtin: php shows only the builtin's call
                self.push_builtin_entries(&builtins, caller, with_object, no_args, limit, trace);
                continue;
            }
            if !internal {
                entry.insert("file", Value::str(&*caller.func.unit.file));
                entry.insert(
                    "line",
                    Value::Int(i64::from(
                        caller.func.unit.line(caller.pc.saturating_sub(1) as usize),
                    )),
                );
            }
            self.trace_function(f, &mut entry, with_object);
            if include_word(f, caller).is_none() && !no_args {
                entry.insert(
                    "args",
                    Value::Array(frame_args(&co.stack, f, trace.len(), hidden)),
                );
            }
            if let Some(word) = include_word(f, caller) {
                // an included file's frame shows as `require('/path/file.php')`, eval's
                // code as `eval()`
                entry.insert("function", Value::str(word));
                if word == "eval" {
                    entry.make_mut().remove(&crate::value::ArrayKey::Str(
                        crate::value::PhpStr::from("args"),
                    ));
                } else if !no_args {
                    // php names the file of the frame above it (none when the include
                    // frame is the innermost)
                    let args = match frames.get(i + 1) {
                        Some(inner) => vec![Value::str(&*inner.func.unit.file)],
                        None => Vec::new(),
                    };
                    if args.is_empty() {
                        entry.make_mut().remove(&crate::value::ArrayKey::Str(
                            crate::value::PhpStr::from("args"),
                        ));
                    } else {
                        let args = args.into_iter().collect();
                        entry.insert("args", Value::Array(PhpArray::from_values(args)));
                    }
                }
            }
            let _ = trace.push(Value::Array(entry));
            if f.func.unit.kind != crate::bytecode::UnitKind::Script
                && let Some(word) = include_word_at(caller)
                && word != "eval"
            {
                // called while the caller's include statement runs (its warning's error
                // handler): php shows the include as a frame of its own
                let entry = call_site_entry(caller, word);
                let _ = trace.push(Value::Array(entry));
            }
            self.push_builtin_entries(&builtins, caller, with_object, no_args, limit, trace);
            if let Some((g, (method, args))) = resumer {
                let mut entry = call_site_entry(caller, method);
                entry.insert("class", Value::str("Generator"));
                if with_object {
                    entry.insert("object", Value::Object(g.clone()));
                }
                entry.insert("type", Value::str("->"));
                if !no_args {
                    let args = args.into_iter().collect();
                    entry.insert("args", Value::Array(PhpArray::from_values(args)));
                }
                let _ = trace.push(Value::Array(entry));
            }
        }
        if lowest > 0 {
            // a builtin the script's own code called
            self.push_fatal_builtins(co, lowest, with_object, no_args, trace);
        }
    }

    /// A frame of an rphp helper (`__rphp_*` class or method) that stands for php's C code
    /// (a method of a prelude class php has is a frame of its own: `[internal function]`).
    fn rphp_helper_frame(&self, f: &super::Frame) -> bool {
        let helper = |n: &[u8]| n.len() >= 6 && n[..6].eq_ignore_ascii_case(b"__rphp");
        helper(&f.func.unit.name)
            || self
                .class_by_id(f.scope)
                .is_none_or(|c| helper(c.name.as_bytes()))
    }

    /// A trace entry's `function`, and for methods and closures in a class its `class` and
    /// `type` (`->` with `$this`, `::` without).
    fn trace_function(&self, f: &super::Frame, entry: &mut PhpArray, with_object: bool) {
        let unit = &f.func.unit;
        let name = if unit.kind == crate::bytecode::UnitKind::Method {
            String::from_utf8_lossy(&unit.name).into_owned()
        } else {
            super::call::function_display_name(unit)
        };
        entry.insert("function", Value::str(name));
        // an included file's frame shows no class, even when included from a method
        if unit.kind == crate::bytecode::UnitKind::Script {
            return;
        }
        if let Some(c) = self.class_by_id(f.scope) {
            entry.insert("class", Value::Str(c.name.clone()));
            if let (true, Some(this)) = (with_object, &f.this) {
                entry.insert("object", Value::Object(this.clone()));
            }
            entry.insert(
                "type",
                Value::str(if f.this.is_some() { "->" } else { "::" }),
            );
        }
    }

    /// Unwind to the innermost matching handler, popping frames as needed.
    pub(super) fn throw(&mut self, mut e: ObjectHandle) -> OpResult {
        // a destroyed fiber's graceful exit runs `finally` blocks only
        let fiber_exit = !self.fiber_chain.is_empty() && self.is_fiber_exit(&e);
        // so does a destroyed generator's exit marker, up to the generator's frame
        let mut gen_exit = self.is_gen_exit(&e);
        let mut graceful = fiber_exit || gen_exit;
        let fiber_marker = self.fiber_exit_marker();
        loop {
            let Some(frame) = self.co.frames.last_mut() else {
                if let Some(link) = self.fiber_chain.last_mut().filter(|l| l.ending.is_some()) {
                    // thrown by a destructor run as the fiber's function ended: the other
                    // destructors due run first (an exception of theirs takes this one as
                    // its previous)
                    if let Some(prev) = link.ending_throw.take() {
                        set_previous(&e, prev);
                    }
                    if !self.obj_shared.pending.borrow().is_empty() {
                        if let Some(link) = self.fiber_chain.last_mut() {
                            link.ending_throw = Some(e);
                        }
                        return Ok(());
                    }
                    if self.fiber_threw(&e) {
                        continue;
                    }
                    return Ok(());
                }
                if !self.obj_shared.pending.borrow().is_empty() && self.fiber_chain.is_empty() {
                    self.uncaught_due = Some(e);
                    return Ok(());
                }
                return self.uncaught(e);
            };
            let pc = frame.pc.saturating_sub(1);
            let base = frame.base as usize;
            let func = frame.func.clone();
            // a foreach freed by a jump out of it throws at the loop's end
            let pc = func
                .unit
                .jump_frees
                .iter()
                .find(|&&(at, _)| at == pc)
                .map_or(pc, |&(_, end)| end);
            let func_gen = match &frame.ret {
                Ret::Gen(g, _) => Some(g.clone()),
                _ => None,
            };
            let calls_base = frame.calls_base as usize;
            for r in func.unit.try_regions.iter().rev() {
                let in_try = pc >= r.start && pc < r.end;
                let in_catch = r.finally != 0 && pc >= r.end && pc < r.finally;
                if let (Some(g), true) = (
                    &func_gen,
                    (in_try && r.catch != 0 && !graceful)
                        || ((in_try || in_catch) && r.finally != 0),
                ) {
                    // caught at a `yield from`: the delegation ends there
                    super::generator::generator_caught(g);
                }
                if in_try && r.catch != 0 && !graceful {
                    frame.pc = r.catch;
                    self.exception = Some(e);
                    abandon_calls(&mut self.co.calls, calls_base);
                    self.co.stack.truncate(base + func.unit.num_slots as usize);
                    free_region_temps(&mut self.co.stack, base, r);
                    return Ok(());
                }
                if (in_try || in_catch) && r.finally != 0 {
                    frame.pc = r.finally;
                    abandon_calls(&mut self.co.calls, calls_base);
                    self.co.stack.truncate(base + func.unit.num_slots as usize);
                    free_region_temps(&mut self.co.stack, base, r);
                    self.co.stack[base + r.fast as usize] = Some(Value::Object(e));
                    return Ok(());
                }
                if r.finally != 0 && pc >= r.finally && pc < r.finally_end {
                    // thrown inside a finally block: the exception it was running for
                    // becomes the new one's previous (an incomplete return is dropped)
                    let pending = self
                        .co
                        .stack
                        .get_mut(base + r.fast as usize)
                        .and_then(Option::take);
                    if let Some(Value::Object(pending)) = pending {
                        let marker = gen_exit_pending(&func_gen, &pending)
                            || fiber_marker
                                .as_ref()
                                .is_some_and(|m| ObjectHandle::ptr_eq(m, &pending));
                        if marker {
                            // a destroyed generator's or fiber's exit: nothing to keep
                        } else if gen_exit {
                            // a destroyed generator leaving a finally block that ran for
                            // an exception: that exception goes on (php's forced close
                            // carries no exception of its own)
                            e = pending;
                            gen_exit = false;
                            graceful = fiber_exit;
                        } else if !graceful {
                            set_previous(&e, pending);
                        }
                    }
                }
            }
            let Some(mut frame) = self.co.frames.pop() else {
                continue;
            };
            if self.co.frames.is_empty() && self.fiber_chain.is_empty() {
                // the main script: its variables live on for shutdown and destructors; its
                // temporaries (a foreach's iterator, a `new` not yet stored) go now
                let mut slots = self
                    .co
                    .stack
                    .split_off((frame.base as usize).min(self.co.stack.len()));
                slots.truncate(frame.ncv as usize);
                self.retain_vars(&frame.func.unit, slots, frame.extra.take());
            }
            self.co.stack.truncate(frame.base as usize);
            abandon_calls(&mut self.co.calls, frame.calls_base as usize);
            ctor_failed(&frame);
            match frame.ret {
                Ret::FiberEnd if !self.fiber_threw(&e) => return Ok(()),
                Ret::Gen(generator, _) => {
                    self.generator_threw(&generator);
                    if gen_exit {
                        // the destroyed generator is closed; its destroyer goes on
                        super::generator::with_gen(&generator, |g| g.exit_marker = None);
                        return Ok(());
                    }
                }
                Ret::Cont(cont, _) => cont.unwind(self),
                Ret::Sync => {
                    self.sync_result = Some(Err(e));
                    return Ok(());
                }
                _ => {}
            }
        }
    }

    pub(super) fn report_uncaught(&mut self, e: &ObjectHandle) {
        self.flush_diags();
        // php's zend_exception_error: an uncaught ParseError (that class, not a subclass)
        // is reported as the parse error it stands for, without a trace
        let text = if e.class_name().as_bytes() == b"ParseError" {
            match prop(e, "message") {
                Value::Str(s) => Some(s.to_string_lossy()),
                _ => None,
            }
        } else {
            None
        };
        let parse_error = text.is_some();
        let text = match text {
            Some(message) => message,
            None => self.throwable_to_string(e),
        };
        let file = prop(e, "file");
        let line = prop(e, "line");
        let file = match file {
            Value::Str(s) => s.to_string_lossy(),
            _ => String::new(),
        };
        let line = match line {
            Value::Int(i) => i as u32,
            _ => 0,
        };
        // the exception text has its own trace: no fatal_error_backtraces block
        let mut ini = self.ini.clone();
        ini.set("fatal_error_backtraces", "0");
        if parse_error {
            let _ = diag::report(&ini, &mut self.out, ErrorType::Parse, &text, &file, line);
            return;
        }
        let msg = format!("Uncaught {text}\n  thrown");
        let _ = diag::report(&ini, &mut self.out, ErrorType::Error, &msg, &file, line);
    }

    /// `(string) $e`: php's `Exception::__toString`, with previous exceptions first.
    pub(crate) fn throwable_to_string(&mut self, e: &ObjectHandle) -> String {
        let mut chain = vec![e.clone()];
        while let Value::Object(p) = prop(chain.last().unwrap_or(e), "previous") {
            if chain.len() > 64 || chain.iter().any(|c| ObjectHandle::ptr_eq(c, &p)) {
                break;
            }
            chain.push(p);
        }
        let mut out = String::new();
        for (i, ex) in chain.iter().rev().enumerate() {
            if i > 0 {
                out = format!("{out}\n\nNext ");
            }
            let msg = match prop(ex, "message") {
                Value::Str(s) => s.to_string_lossy(),
                v => self
                    .to_string_value(&v)
                    .map(|s| s.to_string_lossy())
                    .unwrap_or_default(),
            };
            let file = match prop(ex, "file") {
                Value::Str(s) => s.to_string_lossy(),
                _ => String::new(),
            };
            let line = match prop(ex, "line") {
                Value::Int(i) => i,
                _ => 0,
            };
            let class = ex.class_name().to_string_lossy();
            let msg = if (class == "TypeError" || class == "ArgumentCountError")
                && msg.contains(", called in ")
            {
                format!("{msg} and defined")
            } else {
                msg
            };
            let head = if msg.is_empty() {
                class
            } else {
                format!("{class}: {msg}")
            };
            out.push_str(&format!(
                "{head} in {file}:{line}\nStack trace:\n{}",
                trace_as_string(ex)
            ));
        }
        out
    }
}

/// `getTraceAsString()`.
pub(crate) fn trace_as_string(e: &ObjectHandle) -> String {
    format_trace(&prop(e, "trace"))
}

/// php's `#0 file(line): f(args)` lines for a trace array, ending with `{main}`.
pub(crate) fn format_trace(trace: &Value) -> String {
    let trace = trace.clone();
    let mut out = String::new();
    let mut n = 0;
    if let Value::Array(t) = trace {
        for entry in t.values() {
            let Value::Array(entry) = entry.deref_value() else {
                continue;
            };
            let get = |k: &str| entry.get_named(k).map(Value::deref_value);
            let location = match (get("file"), get("line")) {
                (Some(Value::Str(f)), Some(Value::Int(l))) => {
                    format!("{}({l})", f.to_string_lossy())
                }
                _ => "[internal function]".to_string(),
            };
            let func = match get("function") {
                Some(Value::Str(f)) => f.to_string_lossy(),
                _ => String::new(),
            };
            let class = match (get("class"), get("type")) {
                (Some(Value::Str(c)), Some(Value::Str(t))) => {
                    // php prints the name as a C string: an anonymous class's ends at NUL
                    let c = c.as_bytes();
                    let c = &c[..c.iter().position(|&b| b == 0).unwrap_or(c.len())];
                    format!("{}{}", String::from_utf8_lossy(c), t.to_string_lossy())
                }
                _ => String::new(),
            };
            let args = match get("args") {
                Some(Value::Array(a)) => a.values().map(trace_arg).collect::<Vec<_>>().join(", "),
                _ => String::new(),
            };
            out.push_str(&format!("#{n} {location}: {class}{func}({args})\n"));
            n += 1;
        }
    }
    out.push_str(&format!("#{n} {{main}}"));
    out
}

fn trace_arg(v: &Value) -> String {
    match v.deref_value() {
        Value::Null => "NULL".into(),
        Value::Bool(true) => "true".into(),
        Value::Bool(false) => "false".into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => {
            // smart_str_append_double(precision, zero_frac): 1.0, 0.33333333333333
            let mut s = crate::value::float_fmt::float_to_string(f);
            if f.is_finite() && !s.contains(['.', 'E', 'e']) {
                s.push_str(".0");
            }
            s
        }
        Value::Str(s) => {
            // smart_str_append_escaped_truncated with exception_string_param_max_len (15)
            let b = s.as_bytes();
            let shown = escape_trace_bytes(&b[..b.len().min(15)]);
            if b.len() > 15 {
                format!("'{shown}...'")
            } else {
                format!("'{shown}'")
            }
        }
        Value::Array(_) => "Array".into(),
        Value::Object(o) => {
            // php prints the name as a C string: an anonymous class's stops at its NUL
            let name = o.class_name();
            let shown = crate::class::shown_name(name.as_bytes());
            format!("Object({})", diag::msg_str(shown))
        }
        Value::Resource(r) => format!("Resource id #{}", r.id()),
        Value::Ref(_) => "NULL".into(),
    }
}

/// A trace entry for a call made at `caller`'s current op: its file, line and `function`.
fn call_site_entry(caller: &super::Frame, function: &str) -> PhpArray {
    let mut entry = PhpArray::new();
    entry.insert("file", Value::str(&*caller.func.unit.file));
    let line = caller.func.unit.line(caller.pc.saturating_sub(1) as usize);
    entry.insert("line", Value::Int(i64::from(line)));
    entry.insert("function", Value::str(function));
    entry
}

/// php's smart_str_append_escaped: control bytes, `\\` and bytes past `~` escaped
/// (`\\n`, `\\x00`, `\\xD1`), the rest kept.
pub(crate) fn escape_trace_bytes(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len());
    for &c in b {
        match c {
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x0c => out.push_str("\\f"),
            0x0b => out.push_str("\\v"),
            b'\\' => out.push_str("\\\\"),
            0x1b => out.push_str("\\e"),
            c if !(32..=126).contains(&c) => out.push_str(&format!("\\x{c:02X}")),
            c => out.push(char::from(c)),
        }
    }
    out
}

/// How `UnhandledMatchError` shows the subject (php's `zend_match_unhandled_error`): a
/// scalar as a trace argument shows it (`smart_str_append_scalar`), an enum case as
/// `Enum::Case`, anything else by its type.
/// `precision` is the ini setting doubles print with (`smart_str_append_double`).
pub(crate) fn match_repr(v: &Value, precision: i32) -> String {
    match v.deref_value() {
        Value::Float(f) => {
            let mut s =
                crate::value::float_fmt::gcvt(f, if precision == 0 { 1 } else { precision });
            if f.is_finite() && !s.contains('.') {
                s.push_str(".0");
            }
            s
        }
        v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Str(_)) => trace_arg(&v),
        Value::Object(o) if o.class().kind == crate::bytecode::ClassKind::Enum => {
            let case = match o.borrow().properties.get_str(b"name") {
                Some(Value::Str(n)) => n.to_string_lossy().to_string(),
                _ => String::new(),
            };
            format!("{}::{case}", o.class_name().to_string_lossy())
        }
        other => format!("of type {}", other.type_name()),
    }
}

type MethodResult = Result<Value, Control>;

fn this_or_null(this: Option<&ObjectHandle>, name: &str) -> Value {
    this.map(|o| prop(o, name)).unwrap_or(Value::Null)
}

pub(super) fn exception_construct(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> MethodResult {
    let Some(o) = this else {
        return Ok(Value::Null);
    };
    let func = if o.instance_of(b"Error") {
        "Error::__construct"
    } else {
        "Exception::__construct"
    };
    construct_common(vm, o, args, func, 2)?;
    Ok(Value::Null)
}

/// `Exception::__construct(string $message = "", int $code = 0, ?Throwable $previous =
/// null)`'s first two parameters, parsed as php's arginfo declares them (coercion, the
/// null deprecation, the TypeErrors), and `$previous` at position `prev`.
fn construct_common(
    vm: &mut Vm,
    o: &ObjectHandle,
    args: &[Value],
    func: &str,
    prev: usize,
) -> Result<(), Control> {
    use crate::builtins::{arg_int, arg_str, type_error};
    if !args.is_empty() {
        let s = arg_str(vm, args, 0, func, "message")?;
        o.borrow_mut().properties.insert("message", Value::Str(s));
    }
    if args.len() > 1 {
        let c = arg_int(vm, args, 1, func, "code")?;
        o.borrow_mut().properties.insert("code", Value::Int(c));
    }
    if let Some(p) = args.get(prev).map(Value::deref_value) {
        match &p {
            Value::Object(t) if t.instance_of(b"Throwable") => {}
            Value::Null => return Ok(()),
            other => {
                return Err(type_error(func, prev, "previous", "?Throwable", other));
            }
        }
        o.borrow_mut().properties.insert("previous", p);
    }
    Ok(())
}

pub(super) fn error_exception_construct(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> MethodResult {
    use crate::builtins::{arg_int, arg_opt_int, arg_opt_str};
    let Some(o) = this else {
        return Ok(Value::Null);
    };
    let func = "ErrorException::__construct";
    construct_common(vm, o, args, func, 5)?;
    let severity = match args.len() > 2 {
        true => arg_int(vm, args, 2, func, "severity")?,
        false => 1,
    };
    o.borrow_mut()
        .properties
        .insert("severity", Value::Int(severity));
    let file = arg_opt_str(vm, args, 3, func, "filename")?;
    let line = arg_opt_int(vm, args, 4, func, "line")?;
    // a file without a line is line 0 (php's ErrorException::__construct)
    let line = line.or(file.as_ref().map(|_| 0));
    if let Some(f) = file {
        o.borrow_mut().properties.insert("file", Value::Str(f));
    }
    if let Some(l) = line {
        o.borrow_mut().properties.insert("line", Value::Int(l));
    }
    Ok(Value::Null)
}

/// Throwable's getters that return one property as stored.
macro_rules! property_getters {
    ($($name:ident => $prop:literal),* $(,)?) => {$(
        pub(super) fn $name(
            _vm: &mut Vm,
            this: Option<&ObjectHandle>,
            _a: &mut [Value],
        ) -> MethodResult {
            Ok(this_or_null(this, $prop))
        }
    )*};
}

property_getters! {
    get_message => "message",
    get_code => "code",
    get_previous => "previous",
    get_file => "file",
    get_line => "line",
    get_severity => "severity",
}

pub(super) fn get_trace(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> MethodResult {
    let t = this_or_null(this, "trace");
    Ok(match t {
        Value::Array(a) => Value::Array(a),
        _ => Value::Array(PhpArray::new()),
    })
}
pub(super) fn get_trace_as_string(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> MethodResult {
    Ok(this
        .map(|o| Value::str(trace_as_string(o)))
        .unwrap_or(Value::Null))
}
pub(super) fn to_string_method(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> MethodResult {
    Ok(this
        .map(|o| Value::str(vm.throwable_to_string(o)))
        .unwrap_or(Value::Null))
}

/// The arguments a frame was called with, as a backtrace shows them.
/// A frame's arguments; the positions of `#[\SensitiveParameter]` ones are added to
/// `hidden` as (`entry`, position).
fn frame_args(
    stack: &[Option<Value>],
    f: &super::Frame,
    entry: usize,
    hidden: &mut super::attrs::SensitiveArgs,
) -> PhpArray {
    let params = &f.func.unit.params;
    let nparams = params.len();
    let sensitive = f.func.unit.attr_flags & crate::bytecode::ATTR_SENSITIVE != 0;
    let mut args = Vec::new();
    let variadic = params.last().is_some_and(|p| p.variadic);
    for (a, param) in params.iter().enumerate().take(f.argc as usize) {
        let v = stack
            .get(f.base as usize + a)
            .and_then(|v| v.as_ref())
            .map(Value::deref_value);
        let hide = sensitive && param.sensitive;
        if variadic && a + 1 == nparams {
            if let Some(Value::Array(rest)) = v {
                for x in rest.values() {
                    if hide {
                        hidden.push((entry, args.len()));
                    }
                    args.push(x.deref_value());
                }
            }
            continue;
        }
        if hide {
            hidden.push((entry, args.len()));
        }
        args.push(v.unwrap_or(Value::Null));
    }
    if let Some(extra) = &f.extra {
        args.extend(extra.extra_args.iter().map(Value::deref_value));
    }
    PhpArray::from_values(args)
}

/// Calls being set up that an exception (or a destroyed generator) abandons: php never
/// destructs an object whose constructor call was abandoned (zend_cleanup_unfinished_calls).
pub(crate) fn abandon_calls(calls: &mut Vec<super::PendingCall>, keep: usize) {
    for c in calls.iter().skip(keep) {
        let this = match &c.callee {
            super::Callee::UserMethod { func, ctx } => {
                let name = &func.unit.name;
                let method = match name.windows(2).rposition(|w| w == b"::") {
                    Some(p) => &name[p + 2..],
                    None => &name[..],
                };
                let ctor = method.eq_ignore_ascii_case(b"__construct");
                ctx.this.as_ref().filter(|_| ctor)
            }
            super::Callee::Method {
                this: Some(o),
                method,
                ..
            } if method.name.eq_ignore_ascii_case("__construct") => Some(o),
            _ => None,
        };
        if let Some(o) = this {
            if let Ok(mut d) = o.try_borrow_mut() {
                d.destructed = true;
            }
        }
    }
    calls.truncate(keep);
}

/// A constructor left by an exception: php never destructs the object it was building
/// (`zend_object_store_ctor_failed`).
fn ctor_failed(frame: &super::Frame) {
    let Some(this) = &frame.this else { return };
    let name = &frame.func.unit.name;
    let method = match name.windows(2).rposition(|w| w == b"::") {
        Some(p) => &name[p + 2..],
        None => &name[..],
    };
    if method.eq_ignore_ascii_case(b"__construct") {
        if let Ok(mut d) = this.try_borrow_mut() {
            d.destructed = true;
        }
    }
}

/// The include statement that entered a file's frame (`require`, `include_once` ...).
fn include_word(f: &super::Frame, caller: &super::Frame) -> Option<&'static str> {
    if f.func.unit.kind != crate::bytecode::UnitKind::Script {
        return None;
    }
    include_word_at(caller)
}

/// The include statement `caller` is running, if any.
fn include_word_at(caller: &super::Frame) -> Option<&'static str> {
    use crate::bytecode::{IncludeOp, Op};
    match caller
        .func
        .unit
        .ops
        .get(caller.pc.checked_sub(1)? as usize)?
    {
        Op::Include { op, .. } => match op {
            IncludeOp::Include => Some("include"),
            IncludeOp::IncludeOnce => Some("include_once"),
            IncludeOp::Require => Some("require"),
            IncludeOp::RequireOnce => Some("require_once"),
            IncludeOp::Eval => Some("eval"),
        },
        _ => None,
    }
}

/// Free, in slot order, the temporaries an exception leaving a try region's blocks left
/// behind (php's cleanup of live ranges before a catch or finally runs).
fn free_region_temps(stack: &mut [Option<Value>], base: usize, r: &crate::bytecode::TryRegion) {
    let (lo, hi) = (base + r.temps.0 as usize, base + r.temps.1 as usize);
    if let Some(slots) = stack.get_mut(lo..hi.min(stack.len())) {
        for s in slots {
            *s = None;
        }
    }
}
