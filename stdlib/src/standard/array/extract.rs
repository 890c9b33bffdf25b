//! extract() with its flags (EXTR_OVERWRITE, EXTR_SKIP, EXTR_PREFIX_*, EXTR_IF_EXISTS,
//! EXTR_REFS): writes array entries into the calling function's variables. (A one-argument
//! `extract($a)` is compiled to a VM op; this builtin serves the calls with flags.)

use crate::def_ref;
use rphp_vm::builtins::{Builtin, arg_array, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, PhpRef, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[def_ref(
    "extract",
    extract,
    1,
    3,
    1,
    &["array", "flags", "prefix"],
)];

const OVERWRITE: i64 = 0;
const SKIP: i64 = 1;
const PREFIX_SAME: i64 = 2;
const PREFIX_ALL: i64 = 3;
const PREFIX_INVALID: i64 = 4;
const PREFIX_IF_EXISTS: i64 = 5;
const IF_EXISTS: i64 = 6;
const REFS: i64 = 256;

/// `php_valid_var_name`.
fn valid_name(s: &[u8]) -> bool {
    match s.split_first() {
        Some((first, rest)) => {
            (first.is_ascii_alphabetic() || *first == b'_' || *first >= 0x7f)
                && rest
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b >= 0x7f)
        }
        None => false,
    }
}

fn prefixed(prefix: &[u8], name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(prefix.len() + 1 + name.len());
    out.extend_from_slice(prefix);
    out.push(b'_');
    out.extend_from_slice(name);
    out
}

fn reassign_this() -> Control {
    Control::Error(ThrowKind::Error, "Cannot re-assign $this".into())
}

fn extract(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cell = match a.first() {
        Some(Value::Ref(r)) => Some(r.clone()),
        _ => None,
    };
    let arr = arg_array(a, 0, "extract", "array")?;
    let flags = if a.len() > 1 {
        arg_int(vm, a, 1, "extract", "flags")?
    } else {
        OVERWRITE
    };
    let refs = flags & REFS != 0;
    let kind = flags & 0xff;
    if !(OVERWRITE..=IF_EXISTS).contains(&kind) {
        return Err(value_error(
            "extract",
            1,
            "flags",
            "must be a valid extract type",
        ));
    }
    if kind > SKIP && kind <= PREFIX_IF_EXISTS && a.len() < 3 {
        return Err(value_error(
            "extract",
            2,
            "prefix",
            "is required when using this extract type",
        ));
    }
    let prefix = if a.len() > 2 {
        arg_str(vm, a, 2, "extract", "prefix")?.to_vec()
    } else {
        Vec::new()
    };
    if !prefix.is_empty() && !valid_name(&prefix) {
        return Err(value_error(
            "extract",
            2,
            "prefix",
            "must be a valid identifier",
        ));
    }
    let mut count = 0i64;
    let mut bound: Vec<(ArrayKey, PhpRef)> = Vec::new();
    for (k, entry) in arr.iter() {
        let name: Vec<u8> = match &k {
            ArrayKey::Str(s) => s.to_vec(),
            ArrayKey::Int(i) => {
                if kind == PREFIX_ALL || kind == PREFIX_INVALID {
                    i.to_string().into_bytes()
                } else {
                    continue;
                }
            }
        };
        let numeric = matches!(k, ArrayKey::Int(_));
        let exists = !numeric && vm.local_lookup(&name).is_some();
        let target = match kind {
            OVERWRITE | IF_EXISTS => {
                if !valid_name(&name) || (kind == IF_EXISTS && !exists) {
                    continue;
                }
                if name == b"this" {
                    return Err(reassign_this());
                }
                if name == b"GLOBALS" {
                    continue;
                }
                name
            }
            SKIP => {
                if !valid_name(&name) || name == b"this" || exists {
                    continue;
                }
                name
            }
            PREFIX_SAME => {
                if name.is_empty() {
                    continue;
                }
                if exists || (name == b"this" && valid_name(&name)) {
                    prefixed(&prefix, &name)
                } else if valid_name(&name) {
                    name
                } else {
                    continue;
                }
            }
            PREFIX_ALL => {
                if name.is_empty() {
                    continue;
                }
                prefixed(&prefix, &name)
            }
            PREFIX_INVALID => {
                if numeric || !valid_name(&name) || name == b"this" {
                    prefixed(&prefix, &name)
                } else {
                    name
                }
            }
            _ => {
                // PREFIX_IF_EXISTS
                if !exists {
                    continue;
                }
                prefixed(&prefix, &name)
            }
        };
        if !valid_name(&target) {
            continue;
        }
        if target == b"this" {
            return Err(reassign_this());
        }
        let var = vm.local_ref(&target);
        var.set(entry.deref_value());
        if refs {
            bound.push((k, var));
        }
        count += 1;
    }
    // EXTR_REFS: the entries and the variables share one reference
    if let (Some(cell), false) = (cell, bound.is_empty()) {
        let mut slot = cell.borrow_mut();
        if let Value::Array(arr) = &mut *slot {
            for (k, var) in bound {
                arr.insert(k, Value::Ref(var));
            }
        }
    }
    Ok(Value::Int(count))
}
