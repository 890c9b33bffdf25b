//! ext/json's error codes (`JSON_ERROR_*`) with php's messages, the per-VM "last error"
//! that json_last_error() reads, and the JsonException thrown under JSON_THROW_ON_ERROR.

use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

/// php's `php_json_error_code`, in its numbering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum JsonError {
    #[default]
    None = 0,
    Depth = 1,
    StateMismatch = 2,
    CtrlChar = 3,
    Syntax = 4,
    Utf8 = 5,
    Recursion = 6,
    InfOrNan = 7,
    // Resources and enums do not exist yet: nothing raises these two.
    #[allow(dead_code)]
    UnsupportedType = 8,
    InvalidPropertyName = 9,
    Utf16 = 10,
    #[allow(dead_code)]
    NonBackedEnum = 11,
}

impl JsonError {
    /// The `JSON_ERROR_*` value.
    pub(crate) fn code(self) -> i64 {
        self as i64
    }

    /// `php_json_get_error_msg`.
    pub(crate) fn message(self) -> &'static str {
        match self {
            JsonError::None => "No error",
            JsonError::Depth => "Maximum stack depth exceeded",
            JsonError::StateMismatch => "State mismatch (invalid or malformed JSON)",
            JsonError::CtrlChar => "Control character error, possibly incorrectly encoded",
            JsonError::Syntax => "Syntax error",
            JsonError::Utf8 => "Malformed UTF-8 characters, possibly incorrectly encoded",
            JsonError::Recursion => "Recursion detected",
            JsonError::InfOrNan => "Inf and NaN cannot be JSON encoded",
            JsonError::UnsupportedType => "Type is not supported",
            JsonError::InvalidPropertyName => "The decoded property name is invalid",
            JsonError::Utf16 => "Single unpaired UTF-16 surrogate in unicode escape",
            JsonError::NonBackedEnum => "Non-backed enums have no default serialization",
        }
    }
}

/// The per-VM state of ext/json (php's `JSON_G(error_code)`).
#[derive(Default)]
struct JsonState {
    error: JsonError,
}

/// The error json_last_error() reports.
pub(crate) fn last_error(vm: &mut Vm) -> JsonError {
    vm.ext.get_or_default::<JsonState>().error
}

pub(crate) fn set_last_error(vm: &mut Vm, e: JsonError) {
    vm.ext.get_or_default::<JsonState>().error = e;
}

/// A JsonException for `e` (message and code), raised inside builtin `func` called with
/// `args`, so its trace starts with that call as php's does.
pub(crate) fn json_exception(vm: &mut Vm, e: JsonError, func: &str, args: &[Value]) -> Control {
    let ex = vm.create_throwable_in_builtin("JsonException", e.message(), func, args);
    ex.borrow_mut()
        .properties
        .insert("code", Value::Int(e.code()));
    Control::Throw(ex)
}
