//! The functions that read or write their caller's scope (`extract`, `compact`,
//! `get_defined_vars`, `func_get_args`, ...): php refuses to call them dynamically
//! (`$f()`, callbacks), as `zend_forbid_dynamic_call` does. `compact`, `get_defined_vars`,
//! `func_get_args` and `func_num_args` are compiled in place when called directly, so their
//! registered builtins only ever raise this error (after php's argument checks);
//! `extract` and `func_get_arg` are real builtins, refused here when called dynamically.

use super::Control;
use super::throw::ThrowKind;

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
