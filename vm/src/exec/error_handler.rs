//! User error and exception handlers (`set_error_handler`, `set_exception_handler`) and
//! php's `php_error_cb` path (display, `error_get_last`, fatal user errors).
//!
//! Diagnostics raised inside an op are recorded (`Vm::diag`) and delivered at the op
//! boundary. With a user error handler installed, delivery pushes the handler's frame
//! through the continuation mechanism (`Control::Call`), never by recursing into the
//! executor; the op's own outcome (a throw, an exit...) is carried by the continuation and
//! resumes once every pending error was handled. So `Fiber::suspend()` works inside a
//! handler, and an exception thrown by the handler propagates from the op that warned.

use super::{Continuation, Control, OpResult, Vm};
use crate::diag::{self, ErrorType};
use crate::value::{DiagLevel, ObjectHandle, PhpArray, Value};
use std::collections::VecDeque;

/// E_ALL: the default `$error_levels` of `set_error_handler`.
pub const E_ALL: i64 = 32767;

/// One error waiting for delivery, located where it was raised.
pub struct PendingError {
    pub t: ErrorType,
    pub msg: String,
    pub file: String,
    pub line: u32,
    /// The backtrace a fatal error shows (php 8.5's `fatal_error_backtraces`).
    pub trace: Option<String>,
}

/// The last error php's error callback saw (`error_get_last`).
#[derive(Clone)]
pub struct LastError {
    pub t: i64,
    pub msg: String,
    pub file: String,
    pub line: u32,
}

/// The VM's error-handling state (php's `EG(user_error_handler)` and friends).
#[derive(Default)]
pub struct ErrorState {
    /// The active error handler and its `$error_levels` mask.
    pub handler: Option<(Value, i64)>,
    /// Handlers replaced by `set_error_handler`, for `restore_error_handler`.
    pub stack: Vec<Option<(Value, i64)>>,
    pub exception_handler: Option<Value>,
    pub exception_stack: Vec<Option<Value>>,
    /// Errors recorded during the current op, delivered at its boundary.
    pub queue: VecDeque<PendingError>,
    pub last: Option<LastError>,
}

fn error_type_of(level: DiagLevel) -> ErrorType {
    match level {
        DiagLevel::Warning => ErrorType::Warning,
        DiagLevel::Notice => ErrorType::Notice,
        DiagLevel::Deprecated => ErrorType::Deprecated,
    }
}

/// php passes these to the user handler; the engine's own fatal kinds never are.
fn user_handleable(t: ErrorType) -> bool {
    !matches!(
        t,
        ErrorType::Error
            | ErrorType::Parse
            | ErrorType::CoreError
            | ErrorType::CoreWarning
            | ErrorType::CompileError
            | ErrorType::CompileWarning
    )
}

/// What runs when a user error handler returns.
struct HandlerDone {
    /// The handler that was active before the call (php unsets it during the call).
    orig: Option<(Value, i64)>,
    error: PendingError,
    rest: VecDeque<PendingError>,
    then: Box<dyn Continuation>,
}

impl HandlerDone {
    fn restore(orig: Option<(Value, i64)>, vm: &mut Vm) {
        if vm.errors.handler.is_none() {
            vm.errors.handler = orig;
        }
    }
}

impl Continuation for HandlerDone {
    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let HandlerDone {
            orig,
            error,
            rest,
            then,
        } = *self;
        Self::restore(orig, vm);
        if matches!(value, Value::Bool(false)) {
            vm.error_cb(&error)?;
        }
        vm.drain_errors(rest, then)
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        // The handler threw: php drops the errors still pending in that op.
        Self::restore(self.orig, vm);
        self.then.unwind(vm);
    }

    fn internal(&self) -> bool {
        false
    }
}

impl Vm {
    /// Move the diagnostics recorded by values and builtins into the delivery queue,
    /// located at the current op.
    pub(crate) fn queue_diags(&mut self) {
        if self.diag.entries.is_empty() {
            return;
        }
        let entries = std::mem::take(&mut self.diag.entries);
        let (file, line) = self.location();
        for (level, msg) in entries {
            self.errors.queue.push_back(PendingError {
                t: error_type_of(level),
                msg,
                file: file.clone(),
                line,
                trace: None,
            });
        }
    }

    /// Record an error of any non-engine type (E_USER_*) for delivery at the op boundary.
    pub(crate) fn queue_error(&mut self, t: ErrorType, msg: String, trace: Option<String>) {
        self.queue_diags();
        let (file, line) = self.location();
        self.errors.queue.push_back(PendingError {
            t,
            msg,
            file,
            line,
            trace,
        });
    }

    /// An E_DEPRECATED php raises at a line of the running file other than the current
    /// op's (a method's, at class linking: `zend_error_at`).
    pub(crate) fn deprecated_at(&mut self, line: u32, msg: String) {
        self.queue_diags();
        let (file, _) = self.location();
        self.errors.queue.push_back(PendingError {
            t: ErrorType::Deprecated,
            msg,
            file,
            line,
            trace: None,
        });
    }

    /// Display the queued errors now (no user handler); a fatal one stays queued for the
    /// op boundary, which ends the script.
    pub(crate) fn display_queued(&mut self) {
        while let Some(e) = self.errors.queue.front() {
            if e.t.is_fatal() {
                return;
            }
            if let Some(e) = self.errors.queue.pop_front() {
                let _ = self.error_cb(&e);
            }
        }
    }

    /// php's `php_error_cb`: remember the error, display/log it, end the script if fatal.
    pub(crate) fn error_cb(&mut self, e: &PendingError) -> Result<(), Control> {
        self.errors.last = Some(LastError {
            t: e.t.bit(),
            msg: e.msg.clone(),
            file: e.file.clone(),
            line: e.line,
        });
        let _ = diag::report_with_trace(
            &self.ini,
            &mut self.out,
            e.t,
            &e.msg,
            &e.file,
            e.line,
            e.trace.as_deref(),
        );
        if e.t.is_fatal() {
            self.mark_all_destructed();
            return Err(Control::Exit(255));
        }
        Ok(())
    }

    /// At the op boundary: deliver the pending errors, then the op's own `result`.
    pub(crate) fn deliver_errors(&mut self, result: OpResult) -> OpResult {
        self.queue_diags();
        if self.errors.handler.is_none() {
            while let Some(e) = self.errors.queue.pop_front() {
                self.error_cb(&e)?;
            }
            return result;
        }
        let queue = std::mem::take(&mut self.errors.queue);
        let then: Box<dyn Continuation> =
            Box::new(move |_: &mut Vm, _: Value| result.map(|()| Value::Null));
        let r = self.drain_errors(queue, then);
        self.builtin_result(r, u32::MAX)
    }

    /// Deliver pending errors (if a user handler wants them) before running `then`, for an
    /// op that must act after its warnings were handled (echo of a converted value).
    pub(crate) fn errors_then(&mut self, then: Box<dyn Continuation>) -> OpResult {
        self.queue_diags();
        let queue = std::mem::take(&mut self.errors.queue);
        let r = self.drain_errors(queue, then);
        self.builtin_result(r, u32::MAX)
    }

    /// Deliver the pending errors (to the user handler too), then run `then`: a builtin's
    /// callback is called only after the diagnostics its argument check raised.
    pub(crate) fn errors_before(&mut self, then: Box<dyn Continuation>) -> Result<Value, Control> {
        self.queue_diags();
        let queue = std::mem::take(&mut self.errors.queue);
        self.drain_errors(queue, then)
    }

    /// Deliver `queue` in order: each error to the user handler (a call the executor
    /// drives) or to php's error callback; then run `then`.
    fn drain_errors(
        &mut self,
        mut queue: VecDeque<PendingError>,
        then: Box<dyn Continuation>,
    ) -> Result<Value, Control> {
        while let Some(e) = queue.pop_front() {
            let wants = self
                .errors
                .handler
                .as_ref()
                .is_some_and(|(_, mask)| mask & e.t.bit() != 0 && user_handleable(e.t));
            if !wants {
                self.error_cb(&e)?;
                continue;
            }
            let orig = self.errors.handler.take();
            let callee = orig.as_ref().map(|(h, _)| h.clone()).unwrap_or(Value::Null);
            let args = vec![
                Value::Int(e.t.bit()),
                Value::str(crate::diag::msg_bytes(&e.msg)),
                Value::str(&e.file),
                Value::Int(i64::from(e.line)),
            ];
            return Err(Control::Call {
                callee,
                args,
                then: Box::new(HandlerDone {
                    orig,
                    error: e,
                    rest: queue,
                    then,
                }),
            });
        }
        then.resume(self, Value::Null)
    }

    /// An exception reached the bottom of the main coroutine: call the user exception
    /// handler if one is set (the script then ends), else report it as php does.
    pub(super) fn uncaught(&mut self, e: ObjectHandle) -> OpResult {
        let Some(h) = self.errors.exception_handler.take() else {
            self.report_uncaught(&e);
            self.uncaught = Some(e);
            return Err(Control::Exit(255));
        };
        self.errors.exception_stack.push(Some(h.clone()));
        let then: Box<dyn Continuation> = Box::new(|vm: &mut Vm, _: Value| {
            if vm.errors.exception_handler.is_none() {
                if let Some(prev) = vm.errors.exception_stack.pop() {
                    vm.errors.exception_handler = prev;
                }
            }
            Err(Control::Exit(0))
        });
        self.call_with_continuation(h, vec![Value::Object(e)], then, u32::MAX)
    }

    /// `error_get_last()`
    pub(crate) fn last_error_value(&self) -> Value {
        match &self.errors.last {
            None => Value::Null,
            Some(l) => {
                let mut a = PhpArray::new();
                a.insert("type", Value::Int(l.t));
                a.insert("message", Value::str(crate::diag::msg_bytes(&l.msg)));
                a.insert("file", Value::str(&l.file));
                a.insert("line", Value::Int(i64::from(l.line)));
                Value::Array(a)
            }
        }
    }
}

impl Vm {
    /// The backtrace of a fatal error raised inside builtin `func` (its call first).
    pub(crate) fn builtin_trace(&self, func: &str, args: &[Value]) -> String {
        let (file, line) = self.location();
        let mut entry = PhpArray::new();
        entry.insert("file", Value::str(&file));
        entry.insert("line", Value::Int(i64::from(line)));
        entry.insert("function", Value::str(func));
        entry.insert(
            "args",
            Value::Array(PhpArray::from_values(
                args.iter().map(Value::deref_value).collect(),
            )),
        );
        let mut trace = PhpArray::new();
        let _ = trace.push(Value::Array(entry));
        for v in self.build_trace_raw().values() {
            let _ = trace.push(v.clone());
        }
        super::throw::format_trace(&Value::Array(trace))
    }

    /// The name php shows for a callable (`ob_list_handlers`, output-handler messages).
    pub(crate) fn callable_name(&self, cb: &Value) -> String {
        match cb.deref_value() {
            Value::Str(s) => s.to_string_lossy(),
            Value::Array(a) => {
                let parts: Vec<Value> = a.values().map(Value::deref_value).collect();
                let class = match parts.first() {
                    Some(Value::Object(o)) => o.class_name().to_string_lossy(),
                    Some(Value::Str(s)) => s.to_string_lossy(),
                    _ => String::new(),
                };
                let method = match parts.get(1) {
                    Some(Value::Str(s)) => s.to_string_lossy(),
                    _ => String::new(),
                };
                format!("{class}::{method}")
            }
            Value::Object(o) => {
                let b = o.borrow();
                match b
                    .internal
                    .get()
                    .and_then(|d| d.downcast_ref::<super::call::ClosureData>())
                {
                    Some(super::call::ClosureData::User { func, .. }) => {
                        super::call::function_display_name(&func.unit)
                    }
                    Some(super::call::ClosureData::Builtin(id)) => self
                        .builtins
                        .get(*id)
                        .map(|b| b.name.to_string())
                        .unwrap_or_default(),
                    _ => format!("{}::__invoke", o.class_name().to_string_lossy()),
                }
            }
            _ => String::new(),
        }
    }
}
