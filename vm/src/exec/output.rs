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

pub struct Output {
    sink: Sink,
    /// `ob_start` buffers, innermost last.
    pub buffers: Vec<ObBuffer>,
}

impl Output {
    pub fn stdout() -> Output {
        Output {
            sink: Sink::Stdout(std::io::BufWriter::with_capacity(
                1 << 16,
                std::io::stdout(),
            )),
            buffers: Vec::new(),
        }
    }

    /// Output captured into a shared buffer (tests, embedding).
    pub fn buffer() -> (Output, Rc<RefCell<Vec<u8>>>) {
        let buf = Rc::new(RefCell::new(Vec::new()));
        (
            Output {
                sink: Sink::Buffer(buf.clone()),
                buffers: Vec::new(),
            },
            buf,
        )
    }

    pub fn echo(&mut self, bytes: &[u8]) {
        if let Some(top) = self.buffers.last_mut() {
            top.data.extend_from_slice(bytes);
            return;
        }
        self.write_sink(bytes);
    }

    /// Write straight to the sink, below every buffer.
    pub fn write_sink(&mut self, bytes: &[u8]) {
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
