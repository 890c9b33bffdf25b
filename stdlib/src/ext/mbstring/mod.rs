//! ext/mbstring: the multibyte string functions for UTF-8, ISO-8859-1, ASCII and UTF-16.

use rphp_vm::builtins::Builtin;

pub(crate) const FUNCTIONS: &[Builtin] = &[];

pub(crate) const CONSTANTS: &[(&str, i64)] = &[];
