//! Output-control builtins (`ob_*`) over the VM's output stack (`exec::Output`), and the
//! end-of-script flush. A buffer's user callback gets `($buffer, $phase)` with php's
//! PHP_OUTPUT_HANDLER_* flags and is called through the continuation mechanism
//! (`Control::Call`), so it may suspend a Fiber. While it runs, its own output goes to a
//! capture buffer that is discarded (php 8.5 deprecates producing it).

use super::{Builtins, arg, arg_int};
use crate::diag::ErrorType;
use crate::exec::output::ObBuffer;
use crate::exec::{Continuation, Control, Vm};
use crate::value::{PhpArray, Value};

pub const WRITE: i64 = 0;
pub const START: i64 = 1;
pub const CLEAN: i64 = 2;
pub const FLUSH: i64 = 4;
pub const FINAL: i64 = 8;
pub const CLEANABLE: i64 = 0x10;
pub const FLUSHABLE: i64 = 0x20;
pub const REMOVABLE: i64 = 0x40;
pub const STDFLAGS: i64 = 0x70;
pub const STARTED: i64 = 0x1000;
pub const DISABLED: i64 = 0x2000;

pub fn register(b: &mut Builtins) {
    b.add(
        "ob_start",
        ob_start,
        0,
        3,
        &["callback", "chunk_size", "flags"],
    );
    b.add("ob_flush", ob_flush, 0, 0, &[]);
    b.add("ob_clean", ob_clean, 0, 0, &[]);
    b.add("ob_end_flush", ob_end_flush, 0, 0, &[]);
    b.add("ob_end_clean", ob_end_clean, 0, 0, &[]);
    b.add("ob_get_flush", ob_get_flush, 0, 0, &[]);
    b.add("ob_get_clean", ob_get_clean, 0, 0, &[]);
    b.add("ob_get_contents", ob_get_contents, 0, 0, &[]);
    b.add("ob_get_length", ob_get_length, 0, 0, &[]);
    b.add("ob_get_level", ob_get_level, 0, 0, &[]);
    b.add("ob_list_handlers", ob_list_handlers, 0, 0, &[]);
    b.add("ob_get_status", ob_get_status, 0, 1, &["full_status"]);
    b.add(
        "ob_implicit_flush",
        |_, _| Ok(Value::Null),
        0,
        1,
        &["enable"],
    );
    b.add("flush", |_, _| Ok(Value::Null), 0, 0, &[]);
}

/// What to do with a handler's output once it returned.
type After = Box<dyn FnOnce(&mut Vm, Vec<u8>) -> Result<Value, Control>>;

/// Where the buffer being processed is: still on the stack (flush/clean) or popped.
#[derive(Clone, Copy)]
enum Place {
    Stack(usize),
    Popped,
}

/// Resumes after a user output handler returned.
struct HandlerDone {
    func: &'static str,
    name: String,
    input: Vec<u8>,
    place: Place,
    /// clean operations drop the handler's output
    discard: bool,
    after: After,
}

fn pop_capture(vm: &mut Vm) -> Vec<u8> {
    match vm.out.buffers.iter().rposition(|b| b.capture) {
        Some(i) => vm.out.buffers.remove(i).data,
        None => Vec::new(),
    }
}

impl Continuation for HandlerDone {
    fn resume(self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        if vm.out.deactivated {
            return Ok(Value::Bool(false));
        }
        let produced = pop_capture(vm);
        if !produced.is_empty() {
            let prefix = if self.func.is_empty() {
                String::new()
            } else {
                format!("{}(): ", self.func)
            };
            vm.deprecated(format!(
                "{prefix}Producing output from user output handler {} is deprecated",
                self.name
            ));
            vm.flush_diags();
        }
        let bytes = match value {
            Value::Bool(false) => {
                if let Place::Stack(i) = self.place {
                    if let Some(b) = vm.out.buffers.get_mut(i) {
                        b.flags |= DISABLED;
                    }
                }
                self.input
            }
            Value::Bool(true) => Vec::new(),
            v => vm.to_string_value(&v)?.as_bytes().to_vec(),
        };
        (self.after)(vm, bytes)
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        if vm.out.deactivated {
            return;
        }
        // The handler threw: php disables it and passes the buffer through unchanged.
        pop_capture(vm);
        match self.place {
            Place::Stack(i) => {
                if let Some(b) = vm.out.buffers.get_mut(i) {
                    b.flags |= DISABLED;
                }
                if !self.discard {
                    write_under(vm, i, &self.input);
                }
            }
            Place::Popped if !self.discard => vm.out.echo(&self.input),
            Place::Popped => {}
        }
    }
}

/// Pass `data` through the buffer's handler (if any) with `phase`, then `after`.
fn invoke(
    vm: &mut Vm,
    func: &'static str,
    buf: &mut ObBuffer,
    data: Vec<u8>,
    phase: i64,
    place: Place,
    after: After,
) -> Result<Value, Control> {
    let mut phase = phase;
    if buf.flags & STARTED == 0 {
        phase |= START;
        buf.flags |= STARTED;
    }
    let cb = match &buf.callback {
        Some(cb) if buf.flags & DISABLED == 0 => cb.clone(),
        _ => return after(vm, data),
    };
    vm.out.buffers.push(ObBuffer {
        capture: true,
        ..Default::default()
    });
    let args = vec![Value::str(&data), Value::Int(phase)];
    Err(Control::Call {
        callee: cb,
        args,
        then: Box::new(HandlerDone {
            func,
            name: buf.name.clone(),
            input: data,
            place,
            discard: phase & CLEAN != 0,
            after,
        }),
    })
}

/// The index of the innermost real buffer (not a running handler's capture).
fn top(vm: &Vm) -> Option<usize> {
    let i = vm.out.buffers.len().checked_sub(1)?;
    if vm.out.buffers[i].capture {
        return None;
    }
    Some(i)
}

fn level(vm: &Vm) -> usize {
    vm.out.buffers.iter().filter(|b| !b.capture).count()
}

fn running(vm: &Vm) -> bool {
    vm.out.buffers.iter().any(|b| b.capture)
}

fn fail(vm: &mut Vm, msg: String) -> Result<Value, Control> {
    vm.notice(msg);
    Ok(Value::Bool(false))
}

/// php_output_lock_error: an output-buffering operation (start, flush, clean, end) while a
/// handler runs deactivates output (every buffer dropped, later output goes straight out)
/// and is a fatal error.
fn lock_error(vm: &mut Vm, func: &str, a: &[Value]) -> Option<Result<Value, Control>> {
    if !running(vm) {
        return None;
    }
    vm.out.buffers.clear();
    vm.out.chunk_due = false;
    vm.out.deactivated = true;
    let msg = format!("{func}(): Cannot use output buffering in output buffering display handlers");
    let trace = vm.builtin_trace(func, a);
    vm.queue_error(ErrorType::Error, msg, Some(trace));
    Some(Ok(Value::Bool(false)))
}

/// Write bytes to whatever lies under buffer `i` (the buffer below, or the sink).
fn write_under(vm: &mut Vm, i: usize, bytes: &[u8]) {
    match i.checked_sub(1).and_then(|j| vm.out.buffers.get_mut(j)) {
        Some(b) => {
            b.data.extend_from_slice(bytes);
            vm.out.chunk_due |= b.chunk_full();
        }
        None => vm.out.write_sink(bytes),
    }
}

fn ob_start(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    let chunk = if a.len() > 1 {
        arg_int(vm, a, 1, "ob_start", "chunk_size")?
    } else {
        0
    };
    let flags = if a.len() > 2 {
        arg_int(vm, a, 2, "ob_start", "flags")?
    } else {
        STDFLAGS
    };
    if let Some(r) = lock_error(vm, "ob_start", a) {
        return r;
    }
    let (callback, name) = if cb.is_null() {
        (None, "default output handler".to_string())
    } else {
        // php_output_handler_create_user: zend_fcall_info_init's reason as a warning
        match vm.callable_check(&cb, true)? {
            Ok(_) => {
                let name = vm.callable_name(&cb);
                (Some(cb), name)
            }
            Err(why) => {
                vm.warn(format!("ob_start(): {why}"));
                vm.notice("ob_start(): Failed to create buffer");
                return Ok(Value::Bool(false));
            }
        }
    };
    vm.out.buffers.push(ObBuffer {
        data: Vec::new(),
        callback,
        name,
        chunk_size: chunk.max(0) as usize,
        flags: flags & STDFLAGS,
        capture: false,
    });
    Ok(Value::Bool(true))
}

fn ob_flush(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(r) = lock_error(vm, "ob_flush", a) {
        return r;
    }
    let Some(i) = top(vm) else {
        return fail(
            vm,
            "ob_flush(): Failed to flush buffer. No buffer to flush".into(),
        );
    };
    if vm.out.buffers[i].flags & FLUSHABLE == 0 {
        let name = vm.out.buffers[i].name.clone();
        return fail(
            vm,
            format!("ob_flush(): Failed to flush buffer of {name} ({i})"),
        );
    }
    let mut buf = std::mem::take(&mut vm.out.buffers[i]);
    let data = std::mem::take(&mut buf.data);
    let after: After = Box::new(move |vm, bytes| {
        write_under(vm, i, &bytes);
        Ok(Value::Bool(true))
    });
    let r = invoke(
        vm,
        "ob_flush",
        &mut buf,
        data,
        FLUSH,
        Place::Stack(i),
        after,
    );
    restore(vm, i, buf);
    r
}

/// Put a buffer taken for processing back in its place (keeping what was written since).
fn restore(vm: &mut Vm, i: usize, mut buf: ObBuffer) {
    if let Some(slot) = vm.out.buffers.get_mut(i) {
        buf.data = std::mem::take(&mut slot.data);
        buf.flags |= slot.flags & DISABLED;
        *slot = buf;
    }
}

fn ob_clean(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(r) = lock_error(vm, "ob_clean", a) {
        return r;
    }
    let Some(i) = top(vm) else {
        return fail(
            vm,
            "ob_clean(): Failed to delete buffer. No buffer to delete".into(),
        );
    };
    if vm.out.buffers[i].flags & CLEANABLE == 0 {
        let name = vm.out.buffers[i].name.clone();
        return fail(
            vm,
            format!("ob_clean(): Failed to delete buffer of {name} ({i})"),
        );
    }
    let mut buf = std::mem::take(&mut vm.out.buffers[i]);
    let data = std::mem::take(&mut buf.data);
    let after: After = Box::new(|_, _| Ok(Value::Bool(true)));
    let r = invoke(
        vm,
        "ob_clean",
        &mut buf,
        data,
        CLEAN,
        Place::Stack(i),
        after,
    );
    restore(vm, i, buf);
    r
}

/// Pop the top buffer and pass it through its handler with `phase`; `after` gets the output.
fn end(vm: &mut Vm, func: &'static str, phase: i64, after: After) -> Result<Value, Control> {
    let Some(mut buf) = vm.out.buffers.pop() else {
        return Ok(Value::Bool(false));
    };
    let data = std::mem::take(&mut buf.data);
    invoke(vm, func, &mut buf, data, phase, Place::Popped, after)
}

fn ob_end_flush(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(r) = lock_error(vm, "ob_end_flush", a) {
        return r;
    }
    let Some(i) = top(vm) else {
        return fail(
            vm,
            "ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush"
                .into(),
        );
    };
    if vm.out.buffers[i].flags & REMOVABLE == 0 {
        let name = vm.out.buffers[i].name.clone();
        return fail(
            vm,
            format!("ob_end_flush(): Failed to send buffer of {name} ({i})"),
        );
    }
    end(
        vm,
        "ob_end_flush",
        FINAL,
        Box::new(|vm, bytes| {
            vm.out.echo(&bytes);
            Ok(Value::Bool(true))
        }),
    )
}

fn ob_end_clean(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(r) = lock_error(vm, "ob_end_clean", a) {
        return r;
    }
    let Some(i) = top(vm) else {
        return fail(
            vm,
            "ob_end_clean(): Failed to delete buffer. No buffer to delete".into(),
        );
    };
    if vm.out.buffers[i].flags & REMOVABLE == 0 {
        let name = vm.out.buffers[i].name.clone();
        return fail(
            vm,
            format!("ob_end_clean(): Failed to discard buffer of {name} ({i})"),
        );
    }
    end(
        vm,
        "ob_end_clean",
        CLEAN | FINAL,
        Box::new(|_, _| Ok(Value::Bool(true))),
    )
}

fn ob_get_clean(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(r) = lock_error(vm, "ob_get_clean", a) {
        return r;
    }
    let Some(i) = top(vm) else {
        return Ok(Value::Bool(false));
    };
    let contents = Value::str(&vm.out.buffers[i].data);
    if vm.out.buffers[i].flags & REMOVABLE == 0 {
        let name = vm.out.buffers[i].name.clone();
        vm.notice(format!(
            "ob_get_clean(): Failed to discard buffer of {name} ({i})"
        ));
        vm.notice(format!(
            "ob_get_clean(): Failed to delete buffer of {name} ({i})"
        ));
        return Ok(contents);
    }
    end(
        vm,
        "ob_get_clean",
        CLEAN | FINAL,
        Box::new(move |_, _| Ok(contents)),
    )
}

fn ob_get_flush(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(r) = lock_error(vm, "ob_get_flush", a) {
        return r;
    }
    let Some(i) = top(vm) else {
        return fail(
            vm,
            "ob_get_flush(): Failed to delete and flush buffer. No buffer to delete or flush"
                .into(),
        );
    };
    let contents = Value::str(&vm.out.buffers[i].data);
    if vm.out.buffers[i].flags & REMOVABLE == 0 {
        let name = vm.out.buffers[i].name.clone();
        vm.notice(format!(
            "ob_get_flush(): Failed to send buffer of {name} ({i})"
        ));
        vm.notice(format!(
            "ob_get_flush(): Failed to delete buffer of {name} ({i})"
        ));
        return Ok(contents);
    }
    end(
        vm,
        "ob_get_flush",
        FINAL,
        Box::new(move |vm, bytes| {
            vm.out.echo(&bytes);
            Ok(contents)
        }),
    )
}

fn ob_get_contents(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match top(vm) {
        Some(i) => Value::str(&vm.out.buffers[i].data),
        None => Value::Bool(false),
    })
}

fn ob_get_length(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match top(vm) {
        Some(i) => Value::Int(vm.out.buffers[i].data.len() as i64),
        None => Value::Bool(false),
    })
}

fn ob_get_level(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(level(vm) as i64))
}

fn ob_list_handlers(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let names = vm
        .out
        .buffers
        .iter()
        .filter(|b| !b.capture)
        .map(|b| Value::str(&b.name))
        .collect();
    Ok(Value::Array(PhpArray::from_values(names)))
}

fn status_of(b: &ObBuffer, level: usize) -> Value {
    let mut s = PhpArray::new();
    s.insert("name", Value::str(&b.name));
    s.insert("type", Value::Int(i64::from(b.callback.is_some())));
    s.insert("flags", Value::Int(b.flags));
    s.insert("level", Value::Int(level as i64));
    s.insert("chunk_size", Value::Int(b.chunk_size as i64));
    let size = if b.chunk_size > 1 {
        (b.chunk_size / 4096 + 1) * 4096
    } else {
        16384
    };
    s.insert("buffer_size", Value::Int(size.max(b.data.len()) as i64));
    s.insert("buffer_used", Value::Int(b.data.len() as i64));
    Value::Array(s)
}

fn ob_get_status(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let full = crate::value::convert::truthy(&arg(a, 0));
    let real: Vec<&ObBuffer> = vm.out.buffers.iter().filter(|b| !b.capture).collect();
    if full {
        let all = real
            .iter()
            .enumerate()
            .map(|(i, b)| status_of(b, i))
            .collect();
        return Ok(Value::Array(PhpArray::from_values(all)));
    }
    Ok(match real.last() {
        Some(b) => status_of(b, real.len() - 1),
        None => Value::Array(PhpArray::new()),
    })
}

impl Vm {
    /// A buffer reached its `chunk_size` (`Output::chunk_due`): the innermost such buffer
    /// is passed through its handler with PHP_OUTPUT_HANDLER_WRITE (and START the first
    /// time) and the result written below it, as php does when an append fills it.
    pub(crate) fn flush_chunk(&mut self) -> Result<(), Control> {
        self.out.chunk_due = false;
        if running(self) {
            return Ok(());
        }
        let Some(i) = self.out.buffers.iter().rposition(ObBuffer::chunk_full) else {
            return Ok(());
        };
        let mut buf = std::mem::take(&mut self.out.buffers[i]);
        let data = std::mem::take(&mut buf.data);
        let after: After = Box::new(move |vm, bytes| {
            write_under(vm, i, &bytes);
            Ok(Value::Null)
        });
        let r = invoke(self, "", &mut buf, data, WRITE, Place::Stack(i), after);
        restore(self, i, buf);
        self.builtin_result(r, u32::MAX).map(|_| ())
    }

    /// End of script (php_output_end_all): pop the innermost buffer, pass it through its
    /// handler with PHP_OUTPUT_HANDLER_FINAL and write the result below.
    pub(crate) fn end_next_buffer(&mut self) -> Result<(), Control> {
        let Some(mut buf) = self.out.buffers.pop() else {
            return Ok(());
        };
        if buf.capture {
            return Ok(());
        }
        let data = std::mem::take(&mut buf.data);
        let after: After = Box::new(|vm, bytes| {
            vm.out.echo(&bytes);
            Ok(Value::Null)
        });
        let r = invoke(self, "", &mut buf, data, FINAL, Place::Popped, after);
        self.builtin_result(r, u32::MAX)
    }
}
