//! ext/json: json_encode, json_decode, json_validate and json_last_error(_msg).

use rphp_vm::builtins::Builtin;

pub(crate) const FUNCTIONS: &[Builtin] = &[];

pub(crate) const CONSTANTS: &[(&str, i64)] = &[];
