//! php-src's `ext/` beyond ext/standard: `random/` (ext/random).

use rphp_vm::builtins::Builtin;

pub mod random;

/// Every signature table of these extensions.
pub(crate) const TABLES: &[&[Builtin]] = &[random::FUNCTIONS];

/// Their integer constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = random::CONSTANTS;
