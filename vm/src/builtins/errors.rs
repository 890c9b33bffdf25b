//! Error-handling builtins: set_error_handler/restore_error_handler/get_error_handler,
//! set_exception_handler/restore_exception_handler/get_exception_handler,
//! trigger_error/user_error,
//! error_get_last/error_clear_last. The delivery machinery is `exec::error_handler`.

use super::{Builtins, arg, arg_int, arg_str, value_error};
use crate::diag::ErrorType;
use crate::exec::error_handler::E_ALL;
use crate::exec::{Control, ThrowKind, Vm};
use crate::value::Value;

pub fn register(b: &mut Builtins) {
    b.add(
        "debug_backtrace",
        debug_backtrace,
        0,
        2,
        &["options", "limit"],
    );
    b.add(
        "debug_print_backtrace",
        debug_print_backtrace,
        0,
        2,
        &["options", "limit"],
    );
    b.add(
        "set_error_handler",
        set_error_handler,
        1,
        2,
        &["callback", "error_levels"],
    );
    b.add("restore_error_handler", restore_error_handler, 0, 0, &[]);
    b.add("get_error_handler", get_error_handler, 0, 0, &[]);
    b.add("get_exception_handler", get_exception_handler, 0, 0, &[]);
    b.add(
        "set_exception_handler",
        set_exception_handler,
        1,
        1,
        &["callback"],
    );
    b.add(
        "restore_exception_handler",
        restore_exception_handler,
        0,
        0,
        &[],
    );
    b.add(
        "trigger_error",
        trigger_error,
        1,
        2,
        &["message", "error_level"],
    );
    b.add("user_error", user_error, 1, 2, &["message", "error_level"]);
    b.add("error_get_last", error_get_last, 0, 0, &[]);
    b.add("error_clear_last", error_clear_last, 0, 0, &[]);
}

/// `callback or null` parameters: php's TypeError for what is not callable.
pub(crate) fn callable_or_null(
    vm: &mut Vm,
    func: &str,
    param: &str,
    cb: &Value,
) -> Result<Option<Value>, Control> {
    if cb.is_null() {
        return Ok(None);
    }
    if vm.is_callable(cb) {
        return Ok(Some(cb.clone()));
    }
    let why = match cb {
        Value::Str(s) => format!(
            "function \"{}\" not found or invalid function name",
            s.to_string_lossy()
        ),
        Value::Array(_) => "array callback must have exactly two members".to_string(),
        _ => "no array or string given".to_string(),
    };
    Err(Control::Error(
        ThrowKind::TypeError,
        format!("{func}(): Argument #1 (${param}) must be a valid callback or null, {why}"),
    ))
}

fn set_error_handler(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = callable_or_null(vm, "set_error_handler", "callback", &arg(a, 0))?;
    let mask = if a.len() > 1 {
        arg_int(vm, a, 1, "set_error_handler", "error_levels")?
    } else {
        E_ALL
    };
    let old = vm.errors.handler.take();
    let ret = old.as_ref().map(|(h, _)| h.clone()).unwrap_or(Value::Null);
    vm.errors.stack.push(old);
    vm.errors.handler = cb.map(|h| (h, mask));
    Ok(ret)
}

fn restore_error_handler(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    vm.errors.handler = vm.errors.stack.pop().flatten();
    Ok(Value::Bool(true))
}

fn get_error_handler(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(vm
        .errors
        .handler
        .as_ref()
        .map_or(Value::Null, |(h, _)| h.clone()))
}

fn get_exception_handler(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(vm.errors.exception_handler.clone().unwrap_or(Value::Null))
}

fn set_exception_handler(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = callable_or_null(vm, "set_exception_handler", "callback", &arg(a, 0))?;
    let old = vm.errors.exception_handler.take();
    let ret = old.clone().unwrap_or(Value::Null);
    vm.errors.exception_stack.push(old);
    vm.errors.exception_handler = cb;
    Ok(ret)
}

fn restore_exception_handler(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    vm.errors.exception_handler = vm.errors.exception_stack.pop().flatten();
    Ok(Value::Bool(true))
}

fn trigger_error(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    raise(vm, a, "trigger_error")
}

fn user_error(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    raise(vm, a, "user_error")
}

fn raise(vm: &mut Vm, a: &mut [Value], func: &str) -> Result<Value, Control> {
    let msg = arg_str(vm, a, 0, func, "message")?.to_string_lossy();
    let level = if a.len() > 1 {
        arg_int(vm, a, 1, func, "error_level")?
    } else {
        1024
    };
    let t = match level {
        256 => ErrorType::UserError,
        512 => ErrorType::UserWarning,
        1024 => ErrorType::UserNotice,
        16384 => ErrorType::UserDeprecated,
        _ => {
            return Err(value_error(
                func,
                1,
                "error_level",
                "must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED",
            ));
        }
    };
    let mut trace = None;
    if t == ErrorType::UserError {
        vm.deprecated(
            "Passing E_USER_ERROR to trigger_error() is deprecated since 8.4, throw an exception or call exit with a string message instead",
        );
        trace = Some(vm.builtin_trace("trigger_error", a));
    }
    vm.queue_error(t, msg, trace);
    vm.flush_diags();
    Ok(Value::Bool(true))
}

fn error_get_last(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(vm.last_error_value())
}

fn error_clear_last(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    vm.errors.last = None;
    Ok(Value::Null)
}

/// `debug_backtrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0)`.
fn debug_backtrace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let options = if a.is_empty() {
        1
    } else {
        super::arg_int(vm, a, 0, "debug_backtrace", "options")?
    };
    let limit = if a.len() > 1 {
        super::arg_int(vm, a, 1, "debug_backtrace", "limit")?
    } else {
        0
    };
    Ok(Value::Array(vm.backtrace(
        options & 1 != 0,
        options & 2 != 0,
        limit.max(0) as usize,
    )))
}

/// `debug_print_backtrace(int $options = 0, int $limit = 0)`: the trace lines of an
/// exception's `getTraceAsString()`, without `{main}`.
fn debug_print_backtrace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let options = if a.is_empty() {
        0
    } else {
        super::arg_int(vm, a, 0, "debug_print_backtrace", "options")?
    };
    let limit = if a.len() > 1 {
        super::arg_int(vm, a, 1, "debug_print_backtrace", "limit")?
    } else {
        0
    };
    let trace = vm.backtrace(false, options & 2 != 0, limit.max(0) as usize);
    if trace.is_empty() {
        return Ok(Value::Null);
    }
    let text = crate::exec::format_trace(&Value::Array(trace));
    // drop the final "#N {main}" line
    let body = match text.rfind('\n') {
        Some(i) => &text[..=i],
        None => "",
    };
    vm.out.echo(body.as_bytes());
    Ok(Value::Null)
}
