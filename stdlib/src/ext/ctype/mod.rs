//! ext/ctype: the ctype_* character-class tests (C locale).

use rphp_vm::builtins::Builtin;

pub(crate) const FUNCTIONS: &[Builtin] = &[];
