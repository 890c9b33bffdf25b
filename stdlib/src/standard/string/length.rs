//! strlen (the length in bytes, never characters).

use crate::def;
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[def("strlen", strlen, 1, 1, &["string"])];

fn strlen(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(Value::Str(s)) = a.first() {
        return Ok(Value::Int(s.len() as i64));
    }
    let s = arg_str(vm, a, 0, "strlen", "string")?;
    Ok(Value::Int(s.len() as i64))
}
