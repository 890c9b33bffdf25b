//! What an embedder (the `rphp` facade) needs beyond running one script: making a finished
//! VM runnable again, calling a PHP function to completion on the same stackless executor,
//! and reading the last fatal error.

use super::{Continuation, Coroutine, Vm};
use crate::value::Value;
use std::cell::RefCell;
use std::rc::Rc;

impl Vm {
    /// Make a VM whose script has ended runnable again: a new main script (`load_main`) or
    /// a call (`call_to_end`) may follow. Functions, constants, ini and the output layer
    /// stay; the ended script's call stack, exit status and last error do not.
    pub fn rearm(&mut self) {
        self.co = Coroutine::default();
        self.fiber_chain.clear();
        self.exception = None;
        self.finished = None;
        self.exit_code = None;
        self.in_shutdown = false;
        self.ending_output = false;
        self.uncaught = None;
        self.errors.last = None;
        self.start = std::time::Instant::now();
    }

    /// Call `callee` (a function name, a Closure, any PHP callable) with `args` and run
    /// until it returns: `Ok(value)`, or `Err(exit status)` when the run ended without a
    /// return value (uncaught exception: see `uncaught`; `exit`; a fatal error).
    pub fn call_to_end(&mut self, callee: Value, args: Vec<Value>) -> Result<Value, i32> {
        self.rearm();
        let result: Rc<RefCell<Option<Value>>> = Rc::default();
        let slot = result.clone();
        let then: Box<dyn Continuation> = Box::new(move |_: &mut Vm, v: Value| {
            *slot.borrow_mut() = Some(v.clone());
            Ok(v)
        });
        if let Err(control) = self.call_with_continuation(callee, args, then, u32::MAX) {
            if let Some(code) = self.control(control) {
                // ended before any frame ran (a builtin threw, exit): unwind as `run` does
                self.exit_code = Some(code);
                self.co = Coroutine::default();
            }
        }
        let code = self.run_to_end();
        let value = result.borrow_mut().take();
        match (value, self.uncaught.is_some()) {
            (Some(v), false) => Ok(v),
            _ => Err(code),
        }
    }

    /// `error_get_last()` as (type, message, file, line).
    pub fn last_error(&self) -> Option<(i64, &str, &str, u32)> {
        self.errors
            .last
            .as_ref()
            .map(|l| (l.t, l.msg.as_str(), l.file.as_str(), l.line))
    }
}
