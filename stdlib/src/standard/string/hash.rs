//! ext/standard's own digests: md5, sha1 (hex or raw) and crc32 (an int), computed by the
//! algorithms of `ext::hash`.

use super::bytes;
use crate::def;
use crate::ext::hash::{algos, hex, noncrypto};
use rphp_vm::builtins::{Builtin, arg_bool, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("md5", md5, 1, 2, &["string", "binary"]),
    def("sha1", sha1, 1, 2, &["string", "binary"]),
    def("crc32", crc32, 1, 1, &["string"]),
];

fn digest(vm: &mut Vm, a: &[Value], f: &str) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, f, "string")?;
    let binary = if a.len() > 1 {
        arg_bool(vm, a, 1, f, "binary")?
    } else {
        false
    };
    let d = algos::find(f.as_bytes())
        .map(|al| al.digest(&s, &algos::Options::default()))
        .unwrap_or_default();
    Ok(bytes(if binary { d } else { hex(&d) }))
}

fn md5(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    digest(vm, a, "md5")
}

fn sha1(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    digest(vm, a, "sha1")
}

fn crc32(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "crc32", "string")?;
    Ok(Value::Int(i64::from(noncrypto::crc32b_value(&s))))
}
