//! ext/standard/uniqid.c: uniqid (prefix, 8 hex digits of seconds, 5 of microseconds, and
//! with more_entropy a combined-LCG fraction); a per-VM last time makes each id differ.

use crate::def;
use crate::standard::string::bytes;
use rphp_vm::builtins::{Builtin, arg_bool, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;
use std::time::{SystemTime, UNIX_EPOCH};

pub(crate) const FUNCTIONS: &[Builtin] =
    &[def("uniqid", uniqid, 0, 2, &["prefix", "more_entropy"])];

/// The time of the last id, so that the next one waits for the clock to move.
#[derive(Default)]
struct LastTime(u64, u32);

fn now() -> (u64, u32) {
    let d = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (d.as_secs(), d.subsec_micros())
}

fn uniqid(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let prefix = if a.is_empty() {
        Default::default()
    } else {
        arg_str(vm, a, 0, "uniqid", "prefix")?
    };
    let more_entropy = if a.len() > 1 {
        arg_bool(vm, a, 1, "uniqid", "more_entropy")?
    } else {
        false
    };
    let last = vm.ext.get_or_default::<LastTime>();
    let (mut sec, mut usec) = now();
    while (sec, usec) == (last.0, last.1) {
        (sec, usec) = now();
    }
    *last = LastTime(sec, usec);
    let mut out = prefix.to_vec();
    out.extend_from_slice(format!("{sec:08x}{usec:05x}").as_bytes());
    if more_entropy {
        let lcg = match crate::ext::random::lcg_value(vm, &mut [])? {
            Value::Float(f) => f,
            _ => 0.0,
        };
        out.extend_from_slice(format!("{:.8}", lcg * 10.0).as_bytes());
    }
    Ok(bytes(out))
}
