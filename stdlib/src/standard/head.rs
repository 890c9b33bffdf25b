//! ext/standard/head.c for the command line: http_response_code (the CLI SAPI sends no
//! headers, so the code is only remembered, per VM), header(), header_remove(),
//! headers_list(), headers_sent() and header_register_callback() over the VM's header state
//! (`rphp_vm::exec::output::Headers`).

use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, arg, arg_bool, arg_int, arg_opt_str, arg_str, check_callback};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "http_response_code",
        http_response_code,
        0,
        1,
        &["response_code"],
    ),
    def(
        "header",
        header,
        1,
        3,
        &["header", "replace", "response_code"],
    ),
    def("header_remove", header_remove, 0, 1, &["name"]),
    def("headers_list", headers_list, 0, 0, &[]),
    def_ref(
        "headers_sent",
        headers_sent,
        0,
        2,
        0b11,
        &["filename", "line"],
    ),
    def(
        "header_register_callback",
        header_register_callback,
        1,
        1,
        &["callback"],
    ),
];

/// The media type a `Content-Type` header() set (`SG(sapi_headers).mimetype`), which
/// mb_output_handler() reads; `None` while php would still send its default one.
#[derive(Default)]
pub(crate) struct ContentType(pub Option<Vec<u8>>);

/// The response code set so far (0: none).
#[derive(Default)]
struct ResponseCode(i64);

fn http_response_code(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    // `int $response_code = 0`: 0 reads the code, anything else sets it.
    let code = match a.len() {
        0 => 0,
        _ => arg_int(vm, a, 0, "http_response_code", "response_code")?,
    };
    let state = vm.ext.get_or_default::<ResponseCode>();
    let old = state.0;
    if code != 0 {
        state.0 = code;
        return Ok(if old != 0 {
            Value::Int(old)
        } else {
            Value::Bool(true)
        });
    }
    Ok(if old == 0 {
        Value::Bool(false)
    } else {
        Value::Int(old)
    })
}

/// php's sapi_header_op refusal once output has started.
fn headers_already_sent(vm: &mut Vm) {
    let msg = match &vm.out.headers.output_start {
        Some((file, line)) => format!(
            "Cannot modify header information - headers already sent by (output started at {file}:{line})"
        ),
        None => "Cannot modify header information - headers already sent".to_owned(),
    };
    vm.warn(msg);
}

/// `header()`: the CLI keeps no headers; php still refuses once output started and checks
/// the line for a second header or a NUL byte.
fn header(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let line = arg_str(vm, a, 0, "header", "header")?;
    if a.len() > 1 {
        arg_bool(vm, a, 1, "header", "replace")?;
    }
    if a.len() > 2 {
        arg_int(vm, a, 2, "header", "response_code")?;
    }
    if vm.out.headers.sent {
        headers_already_sent(vm);
        return Ok(Value::Null);
    }
    let bytes = line.as_bytes();
    let end = bytes
        .iter()
        .rposition(|b| !b.is_ascii_whitespace() && *b != 0x0b)
        .map_or(0, |p| p + 1);
    let trimmed = &bytes[..end];
    if trimmed.iter().any(|&b| b == b'\n' || b == b'\r') {
        vm.warn("Header may not contain more than a single header, new line detected");
    } else if trimmed.contains(&0) {
        vm.warn("Header may not contain NUL bytes");
    } else if let Some(colon) = trimmed.iter().position(|&b| b == b':')
        && trimmed[..colon].eq_ignore_ascii_case(b"content-type")
    {
        let value = trimmed[colon + 1..].trim_ascii_start().to_vec();
        vm.ext.get_or_default::<ContentType>().0 = Some(value);
    }
    Ok(Value::Null)
}

fn header_remove(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let _ = arg_opt_str(vm, a, 0, "header_remove", "name")?;
    if vm.out.headers.sent {
        headers_already_sent(vm);
    }
    Ok(Value::Null)
}

/// `headers_list()`: the CLI SAPI keeps no headers.
fn headers_list(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Array(PhpArray::new()))
}

/// `headers_sent(&$filename, &$line)`: whether output started, and where.
fn headers_sent(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let sent = vm.out.headers.sent;
    let (file, line) = match (&vm.out.headers.output_start, sent) {
        (Some((file, line)), true) => (file.clone(), i64::from(*line)),
        _ => (String::new(), 0),
    };
    if let Some(Value::Ref(r)) = a.first() {
        r.set(Value::str(file));
    }
    if let Some(Value::Ref(r)) = a.get(1) {
        r.set(Value::Int(line));
    }
    Ok(Value::Bool(sent))
}

/// `header_register_callback()`: the callback runs when the headers are sent; none is kept
/// once they were.
fn header_register_callback(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let callback = arg(a, 0);
    check_callback(vm, "header_register_callback", 0, "callback", &callback)?;
    vm.out.headers.callback = if vm.out.headers.sent {
        None
    } else {
        Some(callback)
    };
    Ok(Value::Bool(true))
}
