//! `ext/standard`: the string functions (`string/`), the array functions (`array/`), the
//! math functions (`math/`), the URL functions (`url/`), the HTML entity functions
//! (`html/`), serialization with the var conversions (`var/`), files and streams
//! (`file/`), pack/unpack (`pack.rs`), the environment (`env.rs`), getopt (`getopt.rs`),
//! the services and protocols databases (`netdb.rs`), IP address conversions (`inet.rs`),
//! crypt() and the password_* functions (`crypt/`), facts about php (`info.rs`) and small
//! runtime functions (`misc.rs`), image sizes (`image.rs`).

use rphp_vm::builtins::Builtin;

pub mod array;
pub mod crypt;
pub mod env;
pub mod exec;
pub mod extensions;
pub mod file;
pub mod getopt;
pub mod head;
pub mod highlight;
pub mod html;
pub mod image;
pub mod inet;
pub mod info;
pub mod ini;
pub mod math;
pub mod misc;
pub mod netdb;
pub mod pack;
pub mod string;
pub mod strip;
pub mod uniqid;
pub mod url;
pub mod var;

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
    string::hebrev::FUNCTIONS,
    string::sprintf::FUNCTIONS,
    string::hash::FUNCTIONS,
    string::encode::FUNCTIONS,
    string::similar::FUNCTIONS,
    string::cslashes::FUNCTIONS,
    string::tags::FUNCTIONS,
    string::scanf::FUNCTIONS,
    string::strtok::FUNCTIONS,
    url::FUNCTIONS,
    html::FUNCTIONS,
    uniqid::FUNCTIONS,
    crypt::FUNCTIONS,
    crypt::password::FUNCTIONS,
    string::locale::FUNCTIONS,
    math::FUNCTIONS,
    math::basic::FUNCTIONS,
    array::build::FUNCTIONS,
    array::query::FUNCTIONS,
    array::sets::FUNCTIONS,
    array::sort::FUNCTIONS,
    array::stack::FUNCTIONS,
    array::walk::FUNCTIONS,
    array::user_sets::FUNCTIONS,
    array::multisort::FUNCTIONS,
    array::extract::FUNCTIONS,
    var::FUNCTIONS,
    var::types::FUNCTIONS,
    var::export::FUNCTIONS,
    var::zval_dump::FUNCTIONS,
    pack::FUNCTIONS,
    env::FUNCTIONS,
    info::FUNCTIONS,
    extensions::FUNCTIONS,
    head::FUNCTIONS,
    exec::FUNCTIONS,
    strip::FUNCTIONS,
    highlight::FUNCTIONS,
    crate::ext::date::strftime::LANGINFO_FUNCTIONS,
    ini::FUNCTIONS,
    misc::FUNCTIONS,
    getopt::FUNCTIONS,
    netdb::FUNCTIONS,
    inet::FUNCTIONS,
    image::FUNCTIONS,
    file::streams::FUNCTIONS,
    file::fs::FUNCTIONS,
    file::stat::FUNCTIONS,
    file::path::FUNCTIONS,
    file::dir::FUNCTIONS,
    file::csv::FUNCTIONS,
    file::meta::FUNCTIONS,
];

/// ext/standard's ini settings with php's defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("unserialize_max_depth", "4096"),
    ("unserialize_callback_func", ""),
];

/// ext/standard's integer constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("STR_PAD_LEFT", 0),
    ("STR_PAD_RIGHT", 1),
    ("STR_PAD_BOTH", 2),
    ("SORT_ASC", 4),
    ("SORT_DESC", 3),
    ("SORT_REGULAR", 0),
    ("SORT_NUMERIC", 1),
    ("SORT_STRING", 2),
    ("SORT_LOCALE_STRING", 5),
    ("SORT_NATURAL", 6),
    ("SORT_FLAG_CASE", 8),
    ("COUNT_NORMAL", 0),
    ("COUNT_RECURSIVE", 1),
    ("ARRAY_FILTER_USE_BOTH", 1),
    ("ARRAY_FILTER_USE_KEY", 2),
    ("CASE_LOWER", 0),
    ("CASE_UPPER", 1),
    ("EXTR_OVERWRITE", 0),
    ("EXTR_SKIP", 1),
    ("EXTR_PREFIX_SAME", 2),
    ("EXTR_PREFIX_ALL", 3),
    ("EXTR_PREFIX_INVALID", 4),
    ("EXTR_PREFIX_IF_EXISTS", 5),
    ("EXTR_IF_EXISTS", 6),
    ("EXTR_REFS", 256),
    ("PHP_ROUND_HALF_UP", 1),
    ("PHP_ROUND_HALF_DOWN", 2),
    ("PHP_ROUND_HALF_EVEN", 3),
    ("PHP_ROUND_HALF_ODD", 4),
];
