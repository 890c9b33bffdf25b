//! getenv/putenv over a per-VM overlay: `putenv()` records the change in the VM and
//! `getenv()` reads the overlay first, then the process environment, which is never
//! modified (two VMs may run on two threads, and each sees only its own changes).

use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_bool, arg_opt_str, arg_str, type_error, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, Value};
use std::collections::HashMap;
use std::os::unix::ffi::OsStrExt;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("getenv", getenv, 0, 2, &["name", "local_only"]),
    def("putenv", putenv, 1, 1, &["assignment"]),
];

/// The VM's changes to the environment: name -> new value, `None` for removed.
#[derive(Default)]
struct EnvOverlay(HashMap<Vec<u8>, Option<Vec<u8>>>);

/// The value of environment variable `name` as this VM sees it.
pub(crate) fn lookup(vm: &mut Vm, name: &[u8]) -> Option<Vec<u8>> {
    if let Some(v) = vm.ext.get_or_default::<EnvOverlay>().0.get(name) {
        return v.clone();
    }
    if name.is_empty() || name.contains(&b'=') || name.contains(&0) {
        return None;
    }
    std::env::var_os(std::ffi::OsStr::from_bytes(name)).map(|v| v.as_bytes().to_vec())
}

fn getenv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = match arg(a, 0) {
        v @ (Value::Array(_) | Value::Object(_)) if !matches!(&v, Value::Object(o) if o.class().magic.to_string.is_some()) =>
        {
            return Err(type_error("getenv", 0, "name", "?string", &v));
        }
        _ => arg_opt_str(vm, a, 0, "getenv", "name")?,
    };
    if a.len() > 1 {
        arg_bool(vm, a, 1, "getenv", "local_only")?;
    }
    match name {
        Some(name) => Ok(match lookup(vm, &name) {
            Some(v) => Value::str(v),
            None => Value::Bool(false),
        }),
        None => {
            let mut out = PhpArray::new();
            let overlay = &vm.ext.get_or_default::<EnvOverlay>().0;
            for (k, v) in std::env::vars_os() {
                let k = k.as_bytes();
                if overlay.contains_key(k) {
                    continue;
                }
                out.insert(ArrayKey::from_bytes(k), Value::str(v.as_bytes()));
            }
            let mut added: Vec<(&Vec<u8>, &Vec<u8>)> = overlay
                .iter()
                .filter_map(|(k, v)| v.as_ref().map(|v| (k, v)))
                .collect();
            added.sort();
            for (k, v) in added {
                out.insert(ArrayKey::from_bytes(k), Value::str(v));
            }
            Ok(Value::Array(out))
        }
    }
}

fn putenv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let setting = arg_str(vm, a, 0, "putenv", "assignment")?;
    if setting.is_empty() || setting[0] == b'=' {
        return Err(value_error(
            "putenv",
            0,
            "assignment",
            "must have a valid syntax",
        ));
    }
    let (name, value) = match setting.iter().position(|&c| c == b'=') {
        Some(eq) => (setting[..eq].to_vec(), Some(setting[eq + 1..].to_vec())),
        None => (setting.to_vec(), None),
    };
    vm.ext.get_or_default::<EnvOverlay>().0.insert(name, value);
    Ok(Value::Bool(true))
}
