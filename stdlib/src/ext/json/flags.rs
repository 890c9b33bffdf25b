//! The `JSON_*` option bits (php's `PHP_JSON_*` values) and their constant table.

pub(crate) const HEX_TAG: i64 = 1 << 0;
pub(crate) const HEX_AMP: i64 = 1 << 1;
pub(crate) const HEX_APOS: i64 = 1 << 2;
pub(crate) const HEX_QUOT: i64 = 1 << 3;
pub(crate) const FORCE_OBJECT: i64 = 1 << 4;
pub(crate) const NUMERIC_CHECK: i64 = 1 << 5;
pub(crate) const UNESCAPED_SLASHES: i64 = 1 << 6;
pub(crate) const PRETTY_PRINT: i64 = 1 << 7;
pub(crate) const UNESCAPED_UNICODE: i64 = 1 << 8;
pub(crate) const PARTIAL_OUTPUT_ON_ERROR: i64 = 1 << 9;
pub(crate) const PRESERVE_ZERO_FRACTION: i64 = 1 << 10;
pub(crate) const UNESCAPED_LINE_TERMINATORS: i64 = 1 << 11;
pub(crate) const OBJECT_AS_ARRAY: i64 = 1 << 0;
pub(crate) const BIGINT_AS_STRING: i64 = 1 << 1;
pub(crate) const INVALID_UTF8_IGNORE: i64 = 1 << 20;
pub(crate) const INVALID_UTF8_SUBSTITUTE: i64 = 1 << 21;
pub(crate) const THROW_ON_ERROR: i64 = 1 << 22;

/// json_encode's and json_decode's default `$depth`.
pub(crate) const DEFAULT_DEPTH: i64 = 512;

/// The option and error-code constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("JSON_HEX_TAG", HEX_TAG),
    ("JSON_HEX_AMP", HEX_AMP),
    ("JSON_HEX_APOS", HEX_APOS),
    ("JSON_HEX_QUOT", HEX_QUOT),
    ("JSON_FORCE_OBJECT", FORCE_OBJECT),
    ("JSON_NUMERIC_CHECK", NUMERIC_CHECK),
    ("JSON_UNESCAPED_SLASHES", UNESCAPED_SLASHES),
    ("JSON_PRETTY_PRINT", PRETTY_PRINT),
    ("JSON_UNESCAPED_UNICODE", UNESCAPED_UNICODE),
    ("JSON_PARTIAL_OUTPUT_ON_ERROR", PARTIAL_OUTPUT_ON_ERROR),
    ("JSON_PRESERVE_ZERO_FRACTION", PRESERVE_ZERO_FRACTION),
    (
        "JSON_UNESCAPED_LINE_TERMINATORS",
        UNESCAPED_LINE_TERMINATORS,
    ),
    ("JSON_OBJECT_AS_ARRAY", OBJECT_AS_ARRAY),
    ("JSON_BIGINT_AS_STRING", BIGINT_AS_STRING),
    ("JSON_INVALID_UTF8_IGNORE", INVALID_UTF8_IGNORE),
    ("JSON_INVALID_UTF8_SUBSTITUTE", INVALID_UTF8_SUBSTITUTE),
    ("JSON_THROW_ON_ERROR", THROW_ON_ERROR),
    ("JSON_ERROR_NONE", 0),
    ("JSON_ERROR_DEPTH", 1),
    ("JSON_ERROR_STATE_MISMATCH", 2),
    ("JSON_ERROR_CTRL_CHAR", 3),
    ("JSON_ERROR_SYNTAX", 4),
    ("JSON_ERROR_UTF8", 5),
    ("JSON_ERROR_RECURSION", 6),
    ("JSON_ERROR_INF_OR_NAN", 7),
    ("JSON_ERROR_UNSUPPORTED_TYPE", 8),
    ("JSON_ERROR_INVALID_PROPERTY_NAME", 9),
    ("JSON_ERROR_UTF16", 10),
    ("JSON_ERROR_NON_BACKED_ENUM", 11),
];
