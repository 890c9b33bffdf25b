//! ext/pcre: the preg_* functions on PCRE2, the engine php uses.

use rphp_vm::builtins::Builtin;

pub(crate) const FUNCTIONS: &[Builtin] = &[];

pub(crate) const CONSTANTS: &[(&str, i64)] = &[];

pub(crate) const STR_CONSTANTS: &[(&str, &str)] = &[];
