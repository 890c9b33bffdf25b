//! PHP's builtin functions and classes, mirroring php-src's `ext/`: `standard/string/`
//! holds what `ext/standard/string.c` and `formatted_print.c` define, `standard/math.rs`
//! what `math.c` defines. `register` fills a VM's builtin registry; every module declares
//! its functions once, in a `FUNCTIONS` table.

use rphp_vm::builtins::{Builtin, BuiltinFn, Builtins};
use rphp_vm::ini::Ini;
use rphp_vm::value::Value;
use std::collections::HashMap;

pub mod ext;
pub mod standard;

/// Register every stdlib builtin; a name the bootstrap set also has is replaced.
pub fn register(builtins: &mut Builtins) {
    for table in standard::TABLES.iter().chain(ext::TABLES) {
        for b in *table {
            builtins.register(*b);
        }
    }
    standard::string::fast::register(builtins);
    standard::math::register_fast(builtins);
    standard::var::unserialize::register_classes(builtins);
    ext::spl::register_classes(builtins);
    ext::date::register_classes(builtins);
    ext::random::register_classes(builtins);
    ext::hash::register_classes(builtins);
    ext::reflection::register_classes(builtins);
}

/// Define the stdlib's constants (`STR_PAD_LEFT`, ...) in a VM's constant table.
pub fn register_constants(constants: &mut HashMap<Box<[u8]>, Value>) {
    let int_tables = [
        standard::CONSTANTS,
        standard::string::locale::CONSTANTS,
        standard::url::CONSTANTS,
        standard::html::CONSTANTS,
        standard::misc::CONSTANTS,
        standard::image::CONSTANTS,
        standard::file::CONSTANTS,
        standard::ini::CONSTANTS,
        standard::crypt::CONSTANTS,
        standard::crypt::password::CONSTANTS,
    ]
    .into_iter()
    .chain(ext::CONSTANTS.iter().copied());
    for (name, value) in int_tables.flatten() {
        constants.insert(name.as_bytes().into(), Value::Int(*value));
    }
    let str_tables = ext::STR_CONSTANTS
        .iter()
        .copied()
        .chain([standard::crypt::password::STR_CONSTANTS]);
    for (name, value) in str_tables.flatten() {
        constants.insert(name.as_bytes().into(), Value::str(value));
    }
    for (name, value) in ext::BOOL_CONSTANTS.iter().copied().flatten() {
        constants.insert(name.as_bytes().into(), Value::Bool(*value));
    }
    for (name, value) in standard::math::basic::FLOAT_CONSTANTS {
        constants.insert(name.as_bytes().into(), Value::Float(*value));
    }
}

/// Per-VM setup after registration: the STDIN/STDOUT/STDERR stream resources (ids 1-3).
pub fn init_vm(vm: &mut rphp_vm::exec::Vm) {
    standard::file::init_vm(vm);
}

/// Add the stdlib's ini settings (`pcre.backtrack_limit`, `mbstring.language`, ...) with php's defaults; a value
/// already set (`-d`) is kept.
pub fn register_ini(ini: &mut Ini) {
    let tables = std::iter::once(standard::INI)
        .chain(ext::INI.iter().copied())
        .chain([
            standard::url::INI,
            standard::misc::INI,
            standard::highlight::INI,
        ]);
    for (key, value) in tables.flatten() {
        if ini.get(key).is_none() {
            ini.set(key, value);
        }
    }
    ini.set_log_clock(ext::date::log_stamp);
}

/// One row of a signature table: name, function, min and max arity, parameter names.
pub(crate) const fn def(
    name: &'static str,
    func: BuiltinFn,
    min: u8,
    max: u8,
    params: &'static [&'static str],
) -> Builtin {
    Builtin {
        name,
        func,
        min,
        max,
        by_ref: 0,
        params,
    }
}

/// A row whose parameters in `by_ref` (bit n: parameter n) are passed by reference.
pub(crate) const fn def_ref(
    name: &'static str,
    func: BuiltinFn,
    min: u8,
    max: u8,
    by_ref: u32,
    params: &'static [&'static str],
) -> Builtin {
    Builtin {
        name,
        func,
        min,
        max,
        by_ref,
        params,
    }
}
