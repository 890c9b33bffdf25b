//! ext/pcre: the preg_* functions on PCRE2, the engine php uses (through `ffi`, rphp's
//! binding of `pcre2-sys`). `compile` parses php's `/pattern/flags` and keeps the per-VM
//! pattern cache,
//! `exec` runs php's global-match loop and builds match arrays, `matching` holds
//! preg_match/preg_match_all/preg_grep, `replace` the preg_replace family (callbacks as
//! continuations), `split` preg_split and preg_quote. The last error code lives on the VM.

mod compile;
mod exec;
mod ffi;
mod matching;
mod replace;
mod split;

use crate::def;
use rphp_vm::builtins::Builtin;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    matching::PREG_MATCH,
    matching::PREG_MATCH_ALL,
    def(
        "preg_grep",
        matching::preg_grep,
        2,
        3,
        &["pattern", "array", "flags"],
    ),
    replace::PREG_REPLACE,
    replace::PREG_FILTER,
    replace::PREG_REPLACE_CALLBACK,
    replace::PREG_REPLACE_CALLBACK_ARRAY,
    def(
        "preg_split",
        split::preg_split,
        2,
        4,
        &["pattern", "subject", "limit", "flags"],
    ),
    def("preg_quote", split::preg_quote, 1, 2, &["str", "delimiter"]),
    def("preg_last_error", preg_last_error, 0, 0, &[]),
    def("preg_last_error_msg", preg_last_error_msg, 0, 0, &[]),
];

pub(crate) const PREG_PATTERN_ORDER: i64 = 1;
pub(crate) const PREG_SET_ORDER: i64 = 2;
pub(crate) const PREG_OFFSET_CAPTURE: i64 = 1 << 8;
pub(crate) const PREG_UNMATCHED_AS_NULL: i64 = 1 << 9;
pub(crate) const PREG_SPLIT_NO_EMPTY: i64 = 1;
pub(crate) const PREG_SPLIT_DELIM_CAPTURE: i64 = 2;
pub(crate) const PREG_SPLIT_OFFSET_CAPTURE: i64 = 4;
pub(crate) const PREG_GREP_INVERT: i64 = 1;

pub(crate) const PREG_NO_ERROR: i64 = 0;
pub(crate) const PREG_INTERNAL_ERROR: i64 = 1;
pub(crate) const PREG_BACKTRACK_LIMIT_ERROR: i64 = 2;
pub(crate) const PREG_RECURSION_LIMIT_ERROR: i64 = 3;
pub(crate) const PREG_BAD_UTF8_ERROR: i64 = 4;
pub(crate) const PREG_BAD_UTF8_OFFSET_ERROR: i64 = 5;
pub(crate) const PREG_JIT_STACKLIMIT_ERROR: i64 = 6;

/// The PCRE2 that pcre2-sys 0.2.10 builds from its bundled source (`upstream/include/pcre2.h`;
/// the crate's generated bindings still say 10.45).
const PCRE_MAJOR: i64 = 10;
const PCRE_MINOR: i64 = 46;

pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("PREG_PATTERN_ORDER", PREG_PATTERN_ORDER),
    ("PREG_SET_ORDER", PREG_SET_ORDER),
    ("PREG_OFFSET_CAPTURE", PREG_OFFSET_CAPTURE),
    ("PREG_UNMATCHED_AS_NULL", PREG_UNMATCHED_AS_NULL),
    ("PREG_SPLIT_NO_EMPTY", PREG_SPLIT_NO_EMPTY),
    ("PREG_SPLIT_DELIM_CAPTURE", PREG_SPLIT_DELIM_CAPTURE),
    ("PREG_SPLIT_OFFSET_CAPTURE", PREG_SPLIT_OFFSET_CAPTURE),
    ("PREG_GREP_INVERT", PREG_GREP_INVERT),
    ("PREG_NO_ERROR", PREG_NO_ERROR),
    ("PREG_INTERNAL_ERROR", PREG_INTERNAL_ERROR),
    ("PREG_BACKTRACK_LIMIT_ERROR", PREG_BACKTRACK_LIMIT_ERROR),
    ("PREG_RECURSION_LIMIT_ERROR", PREG_RECURSION_LIMIT_ERROR),
    ("PREG_BAD_UTF8_ERROR", PREG_BAD_UTF8_ERROR),
    ("PREG_BAD_UTF8_OFFSET_ERROR", PREG_BAD_UTF8_OFFSET_ERROR),
    ("PREG_JIT_STACKLIMIT_ERROR", PREG_JIT_STACKLIMIT_ERROR),
    ("PCRE_VERSION_MAJOR", PCRE_MAJOR),
    ("PCRE_VERSION_MINOR", PCRE_MINOR),
];

pub(crate) const STR_CONSTANTS: &[(&str, &str)] = &[("PCRE_VERSION", "10.46 2025-08-27")];

/// `PCRE_JIT_SUPPORT`: false, as in the oracle. Matching uses PCRE2's JIT internally where it
/// gives the same answer (a JIT match that fails with an error is re-run on the interpreter,
/// and a script that lowers the limits gets the interpreter only), so results and error
/// codes are what php's non-JIT build gives.
pub(crate) const BOOL_CONSTANTS: &[(&str, bool)] = &[("PCRE_JIT_SUPPORT", false)];

/// ext/pcre's ini settings and php's defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("pcre.backtrack_limit", "1000000"),
    ("pcre.recursion_limit", "100000"),
];

/// The per-VM last error (`preg_last_error`).
#[derive(Default)]
struct LastError(i64);

pub(crate) fn set_error(vm: &mut Vm, code: i64) {
    vm.ext.get_or_default::<LastError>().0 = code;
}

fn preg_last_error(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(vm.ext.get_or_default::<LastError>().0))
}

fn preg_last_error_msg(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let msg = match vm.ext.get_or_default::<LastError>().0 {
        PREG_NO_ERROR => "No error",
        PREG_INTERNAL_ERROR => "Internal error",
        PREG_BAD_UTF8_ERROR => "Malformed UTF-8 characters, possibly incorrectly encoded",
        PREG_BAD_UTF8_OFFSET_ERROR => {
            "The offset did not correspond to the beginning of a valid UTF-8 code point"
        }
        PREG_BACKTRACK_LIMIT_ERROR => "Backtrack limit exhausted",
        PREG_RECURSION_LIMIT_ERROR => "Recursion limit exhausted",
        PREG_JIT_STACKLIMIT_ERROR => "JIT stack limit exhausted",
        _ => "Unknown error",
    };
    Ok(Value::str(msg))
}
