//! Case mapping: strtolower, strtoupper, ucfirst, lcfirst, ucwords (ASCII only, as php 8).

use super::bytes;
use super::trim::charmask;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("strtolower", strtolower, 1, 1, &["string"]),
    def("strtoupper", strtoupper, 1, 1, &["string"]),
    def("ucfirst", ucfirst, 1, 1, &["string"]),
    def("lcfirst", lcfirst, 1, 1, &["string"]),
    def("ucwords", ucwords, 1, 2, &["string", "separators"]),
];

fn strtolower(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "strtolower", "string")?;
    Ok(bytes(s.to_ascii_lowercase()))
}

fn strtoupper(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "strtoupper", "string")?;
    Ok(bytes(s.to_ascii_uppercase()))
}

fn ucfirst(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mut s = arg_str(vm, a, 0, "ucfirst", "string")?.to_vec();
    if let Some(c) = s.first_mut() {
        c.make_ascii_uppercase();
    }
    Ok(bytes(s))
}

fn lcfirst(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mut s = arg_str(vm, a, 0, "lcfirst", "string")?.to_vec();
    if let Some(c) = s.first_mut() {
        c.make_ascii_lowercase();
    }
    Ok(bytes(s))
}

fn ucwords(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mut s = arg_str(vm, a, 0, "ucwords", "string")?.to_vec();
    let delims = if a.len() > 1 {
        arg_str(vm, a, 1, "ucwords", "separators")?.to_vec()
    } else {
        b" \t\r\n\x0c\x0b".to_vec()
    };
    let mask = charmask(vm, &delims, "ucwords");
    let mut upper_next = true;
    for c in s.iter_mut() {
        if upper_next {
            c.make_ascii_uppercase();
        }
        upper_next = mask[usize::from(*c)];
    }
    Ok(bytes(s))
}
