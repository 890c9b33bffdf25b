//! When php would send the HTTP headers (SG(headers_sent)): at the first output that
//! reaches the sink, or at the end of the script. The header_register_callback() callback
//! runs at that moment, before the output that triggered it ([`crate::exec::output::Headers`]).

use super::{Continuation, Control, Vm};
use crate::value::Value;

/// Resumes after the header callback: headers are sent and the held output follows, also
/// when the callback threw.
struct HeaderCallbackDone;

impl Continuation for HeaderCallbackDone {
    fn resume(self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        vm.out.header_callback_done();
        Ok(Value::Null)
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        vm.out.header_callback_done();
    }
}

impl Vm {
    /// Output reached the sink for the first time: remember where, and start the header
    /// callback if one is due.
    pub(crate) fn headers_attention(&mut self) -> Result<(), Control> {
        self.out.headers.attention = false;
        if self.out.headers.output_start.is_none() {
            self.out.headers.output_start = Some(self.location());
        }
        if self.out.headers.held.is_some() && !self.out.headers.callback_running {
            return self.start_header_callback();
        }
        Ok(())
    }

    /// The end of the script (php_output_deactivate): headers not sent yet are sent now.
    /// True when this started the header callback.
    pub(crate) fn send_headers_at_end(&mut self) -> Result<bool, Control> {
        let h = &mut self.out.headers;
        if h.sent || h.callback_running {
            return Ok(false);
        }
        if h.callback.is_none() {
            h.sent = true;
            return Ok(false);
        }
        h.held = Some(Vec::new());
        self.start_header_callback()?;
        Ok(true)
    }

    fn start_header_callback(&mut self) -> Result<(), Control> {
        let Some(callback) = self.out.headers.callback.take() else {
            self.out.header_callback_done();
            return Ok(());
        };
        self.out.headers.callback_running = true;
        let then: Box<dyn Continuation> = Box::new(HeaderCallbackDone);
        let started = self.call_with_continuation(callback, Vec::new(), then, u32::MAX);
        if started.is_err() {
            self.out.header_callback_done();
        }
        started
    }
}
