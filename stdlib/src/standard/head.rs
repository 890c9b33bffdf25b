//! ext/standard/head.c for the command line: http_response_code (the CLI SAPI sends no
//! headers, so the code is only remembered, per VM).

use crate::def;
use rphp_vm::builtins::{Builtin, arg_int};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "http_response_code",
    http_response_code,
    0,
    1,
    &["response_code"],
)];

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
