//! php-src's `ext/` beyond ext/standard, one module per extension: `random/`, `pcre/`,
//! `json/`, `ctype/`, `mbstring/`, `iconv/`, `date/`, `hash/`, `spl/`, `reflection/`.

use rphp_vm::builtins::Builtin;

pub mod ctype;
pub mod date;
pub mod hash;
pub mod iconv;
pub mod json;
pub mod mbstring;
pub mod pcre;
pub mod random;
pub mod reflection;
pub mod spl;

/// Every signature table of these extensions.
pub(crate) const TABLES: &[&[Builtin]] = &[
    random::FUNCTIONS,
    pcre::FUNCTIONS,
    json::FUNCTIONS,
    ctype::FUNCTIONS,
    mbstring::FUNCTIONS,
    date::FUNCTIONS,
    date::CLASS_FUNCTIONS,
    date::strftime::FUNCTIONS,
    date::sun::FUNCTIONS,
    hash::FUNCTIONS,
    hash::context::FUNCTIONS,
    iconv::FUNCTIONS,
    spl::FUNCTIONS,
];

/// Their integer constants.
pub(crate) const CONSTANTS: &[&[(&str, i64)]] = &[
    random::CONSTANTS,
    pcre::CONSTANTS,
    json::CONSTANTS,
    mbstring::CONSTANTS,
    date::strftime::CONSTANTS,
    date::sun::CONSTANTS,
    hash::CONSTANTS,
];

/// Their string constants (`PCRE_VERSION`, ...).
pub(crate) const STR_CONSTANTS: &[&[(&str, &str)]] = &[
    pcre::STR_CONSTANTS,
    date::STR_CONSTANTS,
    iconv::STR_CONSTANTS,
    mbstring::regex::STR_CONSTANTS,
];

/// Their boolean constants (`PCRE_JIT_SUPPORT`).
pub(crate) const BOOL_CONSTANTS: &[&[(&str, bool)]] = &[pcre::BOOL_CONSTANTS];

/// Their ini settings with php's defaults.
pub(crate) const INI: &[&[(&str, &str)]] = &[
    pcre::INI,
    mbstring::INI_DEFAULTS,
    mbstring::regex::INI,
    iconv::INI,
    date::sun::INI,
];
