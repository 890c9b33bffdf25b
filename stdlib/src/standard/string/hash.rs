//! ext/standard's own digests: md5, sha1 (hex or raw) and crc32 (an int), computed by the
//! algorithms of `ext::hash`.

use super::bytes;
use crate::def;
use crate::ext::hash::{hex_into, noncrypto};
use rphp_vm::builtins::{Builtin, arg_bool, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("md5", md5, 1, 2, &["string", "binary"]),
    def("sha1", sha1, 1, 2, &["string", "binary"]),
    def("crc32", crc32, 1, 1, &["string"]),
];

/// A digest as md5()/sha1() return it: raw bytes, or lowercase hex written straight into
/// the result's buffer (no intermediate digest vector).
fn digest_value(d: &[u8], binary: bool) -> Value {
    if binary {
        return Value::Str(PhpStr::new(d));
    }
    let mut out = Vec::with_capacity(d.len() * 2);
    hex_into(&mut out, d);
    bytes(out)
}

/// md5() of a string.
pub(crate) fn md5_value(s: &[u8], binary: bool) -> Value {
    use md5::Digest;
    digest_value(&md5::Md5::digest(s), binary)
}

/// sha1() of a string.
pub(crate) fn sha1_value(s: &[u8], binary: bool) -> Value {
    use sha1::Digest;
    digest_value(&sha1::Sha1::digest(s), binary)
}

fn digest(
    vm: &mut Vm,
    a: &[Value],
    f: &str,
    run: fn(&[u8], bool) -> Value,
) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, f, "string")?;
    let binary = if a.len() > 1 {
        arg_bool(vm, a, 1, f, "binary")?
    } else {
        false
    };
    Ok(run(&s, binary))
}

fn md5(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    digest(vm, a, "md5", md5_value)
}

fn sha1(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    digest(vm, a, "sha1", sha1_value)
}

fn crc32(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "crc32", "string")?;
    Ok(Value::Int(i64::from(noncrypto::crc32b_value(&s))))
}
