//! The VM's output layer (invariant 7): a stack of buffers (`ob_start`) over a sink
//! (stdout for the CLI, a shared buffer for tests); the bottom is flushed at exit.

use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

/// Where the bottom of the output stack goes.
pub enum Sink {
    Stdout(std::io::BufWriter<std::io::Stdout>),
    Buffer(Rc<RefCell<Vec<u8>>>),
}

/// One `ob_start` buffer: its bytes and its handler (php's `php_output_handler`).
#[derive(Default)]
pub struct ObBuffer {
    pub data: Vec<u8>,
    /// The user callback, if any (`None`: php's "default output handler").
    pub callback: Option<crate::value::Value>,
    /// The name `ob_list_handlers()` shows.
    pub name: String,
    /// `chunk_size`: flush when the buffer reaches it (0: never).
    pub chunk_size: usize,
    /// php's PHP_OUTPUT_HANDLER_* flags (cleanable, flushable, removable, started, disabled).
    pub flags: i64,
    /// Set while this is the capture buffer of a running output handler (its output is
    /// discarded, as php does).
    pub capture: bool,
}

impl ObBuffer {
    /// Whether the buffer holds `chunk_size` bytes or more (php_output_handler_append).
    pub fn chunk_full(&self) -> bool {
        self.chunk_size > 0 && self.data.len() >= self.chunk_size && !self.capture
    }
}

pub struct Output {
    sink: Sink,
    /// `ob_start` buffers, innermost last.
    pub buffers: Vec<ObBuffer>,
    /// A buffer reached its `chunk_size`: the run loop passes it through its handler with
    /// PHP_OUTPUT_HANDLER_WRITE at the end of the op (`Vm::flush_chunk`).
    pub chunk_due: bool,
    /// Output buffering was switched off by an operation inside a running handler (php's
    /// php_output_deactivate before its fatal error): handlers still pending produce
    /// nothing more.
    pub deactivated: bool,
    /// The SAPI header state (the CLI sends no headers, but php still tracks when they
    /// would have been sent): see [`Headers`].
    pub headers: Headers,
}

/// php's SG(headers_sent) and header_register_callback(): headers are "sent" when output
/// first reaches the sink, or at the end of the script. A registered callback runs at that
/// moment, before the output that triggered it.
#[derive(Default)]
pub struct Headers {
    pub sent: bool,
    /// Where output started (file, line), for "headers already sent by ...".
    pub output_start: Option<(String, u32)>,
    /// The header_register_callback() callback, not yet run.
    pub callback: Option<crate::value::Value>,
    /// Output that reached the sink while the callback was due or running: written after it.
    pub held: Option<Vec<u8>>,
    pub callback_running: bool,
    /// Set when the run loop must act: record where output started, or start the callback.
    pub attention: bool,
}

impl Output {
    pub fn stdout() -> Output {
        Output {
            sink: Sink::Stdout(std::io::BufWriter::with_capacity(
                1 << 16,
                std::io::stdout(),
            )),
            buffers: Vec::new(),
            chunk_due: false,
            deactivated: false,
            headers: Headers::default(),
        }
    }

    /// Output captured into a shared buffer (tests, embedding).
    pub fn buffer() -> (Output, Rc<RefCell<Vec<u8>>>) {
        let buf = Rc::new(RefCell::new(Vec::new()));
        (
            Output {
                sink: Sink::Buffer(buf.clone()),
                buffers: Vec::new(),
                chunk_due: false,
                deactivated: false,
                headers: Headers::default(),
            },
            buf,
        )
    }

    pub fn echo(&mut self, bytes: &[u8]) {
        if let Some(top) = self.buffers.last_mut() {
            top.data.extend_from_slice(bytes);
            self.chunk_due |= top.chunk_full();
            return;
        }
        self.write_sink(bytes);
    }

    /// Write straight to the sink, below every buffer.
    pub fn write_sink(&mut self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let h = &mut self.headers;
        if !h.callback_running {
            if let Some(held) = &mut h.held {
                held.extend_from_slice(bytes);
                return;
            }
        }
        if !h.sent {
            h.attention = true;
            if h.callback.is_some() && !h.callback_running {
                // php_output_header: the callback runs before this output goes out
                h.held = Some(bytes.to_vec());
                return;
            }
            h.sent = true;
        }
        self.write_raw(bytes);
    }

    /// The header callback returned (or threw): headers are sent, the held output follows.
    pub fn header_callback_done(&mut self) {
        self.headers.callback_running = false;
        self.headers.sent = true;
        if let Some(held) = self.headers.held.take() {
            self.write_raw(&held);
        }
    }

    fn write_raw(&mut self, bytes: &[u8]) {
        match &mut self.sink {
            Sink::Stdout(w) => {
                let _ = w.write_all(bytes);
            }
            Sink::Buffer(b) => b.borrow_mut().extend_from_slice(bytes),
        }
    }

    /// Flush every buffer down to the sink and the sink itself.
    pub fn flush_all(&mut self) {
        while let Some(b) = self.buffers.pop() {
            if !b.capture {
                self.echo(&b.data);
            }
        }
        if let Some(held) = self.headers.held.take() {
            self.write_raw(&held);
        }
        if let Sink::Stdout(w) = &mut self.sink {
            let _ = w.flush();
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.echo(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
