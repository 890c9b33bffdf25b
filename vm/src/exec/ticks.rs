//! `declare(ticks=N)`: the compiler ends each statement with `Op::Ticks` (php's
//! ZEND_TICKS), and every N-th one runs the functions `register_tick_function()` added, in
//! order, each to completion on a nested run (php calls them with `call_user_function`,
//! so a Fiber cannot switch inside one). A function that is running is skipped by a tick
//! it causes and cannot be unregistered. Also `register_shutdown_function()`'s arguments.

use super::{Control, OpResult, ThrowKind, Vm};
use crate::builtins::{Builtins, arg};
use crate::value::Value;

/// One registered tick function: the callable, its extra arguments, whether it is
/// running, and an id that finds it again after a call changed the list.
pub struct TickFunction {
    callback: Value,
    args: Vec<Value>,
    calling: bool,
    id: u64,
}

/// The tick state of a VM.
#[derive(Default)]
pub struct Ticks {
    functions: Vec<TickFunction>,
    /// Statements since the last run (php's EG(ticks_count)).
    count: u32,
    next_id: u64,
}

pub(crate) fn register(b: &mut Builtins) {
    b.add(
        "register_tick_function",
        register_tick_function,
        1,
        u8::MAX,
        &["callback", "args"],
    );
    b.add(
        "unregister_tick_function",
        unregister_tick_function,
        1,
        1,
        &["callback"],
    );
}

impl Vm {
    /// `Op::Ticks`: every `every`-th statement runs the tick functions.
    pub(super) fn ticks(&mut self, every: u32) -> OpResult {
        self.ticks.count += 1;
        if self.ticks.count < every {
            return Ok(());
        }
        self.ticks.count = 0;
        let mut i = 0;
        while let Some(t) = self.ticks.functions.get_mut(i) {
            i += 1;
            if t.calling {
                continue;
            }
            t.calling = true;
            let (callback, args, id) = (t.callback.clone(), t.args.clone(), t.id);
            let r = self.call_sync(callback, args);
            // the list may have changed while it ran
            match self.ticks.functions.iter().position(|t| t.id == id) {
                Some(at) => {
                    if let Some(t) = self.ticks.functions.get_mut(at) {
                        t.calling = false;
                    }
                    i = at + 1;
                }
                None => i -= 1,
            }
            r?;
        }
        Ok(())
    }
}

fn register_tick_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let callback = checked_callback(vm, a, "register_tick_function")?;
    let id = vm.ticks.next_id;
    vm.ticks.next_id += 1;
    vm.ticks.functions.push(TickFunction {
        callback,
        args: a.iter().skip(1).cloned().collect(),
        calling: false,
        id,
    });
    Ok(Value::Bool(true))
}

fn unregister_tick_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let callback = checked_callback(vm, a, "unregister_tick_function")?;
    let Some(at) = vm
        .ticks
        .functions
        .iter()
        .position(|t| same_callable(&t.callback, &callback))
    else {
        return Ok(Value::Null);
    };
    if vm.ticks.functions[at].calling {
        return Err(Control::Error(
            ThrowKind::Error,
            "Registered tick function cannot be unregistered while it is being executed".into(),
        ));
    }
    vm.ticks.functions.remove(at);
    Ok(Value::Null)
}

/// Argument 1, `$callback`, as php's Z_PARAM_FUNC checks it.
fn checked_callback(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Control> {
    let callback = arg(a, 0);
    crate::builtins::callback::check_callback(vm, func, 0, "callback", &callback)?;
    Ok(callback)
}

/// Whether two callables name the same function (php compares the callable values):
/// names without regard to case, objects by identity, arrays item by item.
fn same_callable(a: &Value, b: &Value) -> bool {
    match (a.deref_value(), b.deref_value()) {
        (Value::Str(x), Value::Str(y)) => x.as_bytes().eq_ignore_ascii_case(y.as_bytes()),
        (Value::Object(x), Value::Object(y)) => x.id() == y.id(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.values().zip(y.values()).all(|(p, q)| same_callable(p, q))
        }
        _ => false,
    }
}
