//! `ext/standard`: the string functions (`string/`) and the math functions (`math.rs`).

use rphp_vm::builtins::Builtin;

pub mod math;
pub mod string;

/// Every signature table of ext/standard.
pub(crate) const TABLES: &[&[Builtin]] = &[
    string::length::FUNCTIONS,
    string::case::FUNCTIONS,
    string::trim::FUNCTIONS,
    string::pad::FUNCTIONS,
    string::search::FUNCTIONS,
    string::substr::FUNCTIONS,
    string::replace::FUNCTIONS,
    string::split::FUNCTIONS,
    string::compare::FUNCTIONS,
    string::escape::FUNCTIONS,
    string::words::FUNCTIONS,
    string::sprintf::FUNCTIONS,
    math::FUNCTIONS,
];

/// ext/standard's integer constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("STR_PAD_LEFT", 0),
    ("STR_PAD_RIGHT", 1),
    ("STR_PAD_BOTH", 2),
];
