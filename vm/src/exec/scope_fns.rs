//! The functions that read or write their caller's scope (`extract`, `compact`,
//! `get_defined_vars`, `func_get_args`, ...): php refuses to call them dynamically
//! (`$f()`, callbacks), as `zend_forbid_dynamic_call` does. `compact`, `get_defined_vars`,
//! `func_get_args` and `func_num_args` are compiled in place when called directly, so their
//! registered builtins only ever raise this error (after php's argument checks);
//! `extract` and `func_get_arg` are real builtins, refused here when called dynamically.

use super::Control;
use super::throw::ThrowKind;
use crate::value::{PhpArray, Value};

/// Builtins that run for direct calls but refuse dynamic ones.
const DYNAMIC_REFUSED: [&str; 2] = ["extract", "func_get_arg"];

/// php's Error for a dynamic call of scope function `name`.
pub fn dynamic_call_error(name: &str) -> Control {
    Control::Error(
        ThrowKind::Error,
        format!("Cannot call {name}() dynamically"),
    )
}

/// The Error for a dynamic call of `extract`/`func_get_arg`, by the name as called.
pub(crate) fn refused_dynamic_call(name: &[u8]) -> Option<Control> {
    let name = name.strip_prefix(b"\\").unwrap_or(name);
    let f = DYNAMIC_REFUSED
        .iter()
        .find(|f| f.as_bytes().eq_ignore_ascii_case(name))?;
    Some(dynamic_call_error(f))
}

impl super::Vm {
    /// Whether the running code is a file's or eval'd code's top level (no function frame:
    /// `func_get_args()` and `func_num_args()` refuse it).
    pub(super) fn in_script_frame(&self) -> bool {
        self.co
            .frames
            .last()
            .is_none_or(|f| f.func.unit.kind == crate::bytecode::UnitKind::Script)
    }
}

/// The variable names `compact()` was given (`args`: its argument list), nested arrays
/// walked in order with a work list. Returns `false` where php throws "Recursion detected":
/// an array met again on its own path (through a reference); the names before it are kept,
/// since php has already looked them up.
/// One entry of compact()'s flattened arguments: a variable name, or a value of another
/// type (its top-level argument number and type name, for the warning).
pub(super) enum CompactItem {
    Name(crate::value::PhpStr),
    Bad(usize, String),
}

pub(super) fn collect_names(args: &PhpArray, out: &mut Vec<CompactItem>) -> bool {
    enum Task {
        Val(usize, Value),
        Leave(usize),
    }
    let mut path = std::collections::HashSet::new();
    let mut work: Vec<Task> = args
        .values()
        .cloned()
        .enumerate()
        .map(|(i, v)| Task::Val(i + 1, v))
        .collect();
    work.reverse();
    while let Some(t) = work.pop() {
        match t {
            Task::Leave(addr) => {
                path.remove(&addr);
            }
            Task::Val(pos, v) => match v.deref_value() {
                Value::Str(s) => out.push(CompactItem::Name(s)),
                Value::Array(inner) => {
                    if !path.insert(inner.addr()) {
                        return false;
                    }
                    work.push(Task::Leave(inner.addr()));
                    let vals: Vec<Value> = inner.values().cloned().collect();
                    work.extend(vals.into_iter().rev().map(|v| Task::Val(pos, v)));
                }
                other => out.push(CompactItem::Bad(pos, other.value_name())),
            },
        }
    }
    true
}

pub(crate) fn valid_var_name(s: &[u8]) -> bool {
    match s.split_first() {
        Some((first, rest)) => {
            (first.is_ascii_alphabetic() || *first == b'_' || *first >= 0x80)
                && rest
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b >= 0x80)
        }
        None => false,
    }
}
