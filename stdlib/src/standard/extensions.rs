//! Which extensions rphp provides and what each defines: get_loaded_extensions,
//! extension_loaded and get_extension_funcs, named and ordered as php's module registry
//! names them. Core, SPL and ctype list php's own order (rphp registers some of their
//! functions in other tables); the rest list their signature tables.

use crate::{def, ext, standard};
use rphp_vm::builtins::{Builtin, arg_bool, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};
use std::collections::HashSet;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "get_loaded_extensions",
        get_loaded_extensions,
        0,
        1,
        &["zend_extensions"],
    ),
    def("extension_loaded", extension_loaded, 1, 1, &["extension"]),
    def("ini_get_all", ini_get_all, 0, 2, &["extension", "details"]),
    def("dl", dl, 1, 1, &["extension_filename"]),
    def(
        "get_extension_funcs",
        get_extension_funcs,
        1,
        1,
        &["extension"],
    ),
];

/// The loaded extensions in php's module order, with php's spelling.
pub(crate) const LOADED: &[&str] = &[
    "Core",
    "date",
    "pcre",
    "ctype",
    "json",
    "mbstring",
    "SPL",
    "hash",
    "iconv",
    "standard",
    "random",
    "Reflection",
];

/// php's own order for the extensions whose functions rphp registers elsewhere or in
/// another order.
const ORDERED: &[(&str, &[&str])] = &[
    (
        "core",
        &[
            "clone",
            "exit",
            "die",
            "zend_version",
            "func_num_args",
            "func_get_arg",
            "func_get_args",
            "strlen",
            "strcmp",
            "strncmp",
            "strcasecmp",
            "strncasecmp",
            "error_reporting",
            "define",
            "defined",
            "get_class",
            "get_called_class",
            "get_parent_class",
            "is_subclass_of",
            "is_a",
            "get_class_vars",
            "get_object_vars",
            "get_mangled_object_vars",
            "get_class_methods",
            "method_exists",
            "property_exists",
            "class_exists",
            "interface_exists",
            "trait_exists",
            "enum_exists",
            "function_exists",
            "class_alias",
            "get_included_files",
            "get_required_files",
            "trigger_error",
            "user_error",
            "set_error_handler",
            "restore_error_handler",
            "get_error_handler",
            "set_exception_handler",
            "restore_exception_handler",
            "get_exception_handler",
            "get_declared_classes",
            "get_declared_traits",
            "get_declared_interfaces",
            "get_defined_functions",
            "get_defined_vars",
            "get_resource_type",
            "get_resource_id",
            "get_resources",
            "get_loaded_extensions",
            "get_defined_constants",
            "debug_backtrace",
            "debug_print_backtrace",
            "extension_loaded",
            "get_extension_funcs",
            "gc_mem_caches",
            "gc_collect_cycles",
            "gc_enabled",
            "gc_enable",
            "gc_disable",
            "gc_status",
        ],
    ),
    (
        "spl",
        &[
            "class_implements",
            "class_parents",
            "class_uses",
            "spl_autoload",
            "spl_autoload_call",
            "spl_autoload_extensions",
            "spl_autoload_functions",
            "spl_autoload_register",
            "spl_autoload_unregister",
            "spl_classes",
            "spl_object_hash",
            "spl_object_id",
            "iterator_apply",
            "iterator_count",
            "iterator_to_array",
        ],
    ),
    (
        "ctype",
        &[
            "ctype_alnum",
            "ctype_alpha",
            "ctype_cntrl",
            "ctype_digit",
            "ctype_lower",
            "ctype_graph",
            "ctype_print",
            "ctype_punct",
            "ctype_space",
            "ctype_upper",
            "ctype_xdigit",
        ],
    ),
];

/// The signature tables of one extension (lower-case name); `None` for Core and unknown.
fn tables(lower: &str) -> Option<Vec<&'static [Builtin]>> {
    Some(match lower {
        "date" => vec![
            ext::date::FUNCTIONS,
            ext::date::CLASS_FUNCTIONS,
            ext::date::strftime::FUNCTIONS,
            ext::date::sun::FUNCTIONS,
        ],
        "pcre" => vec![ext::pcre::FUNCTIONS],
        "ctype" => vec![ext::ctype::FUNCTIONS],
        "json" => vec![ext::json::FUNCTIONS],
        "mbstring" => vec![ext::mbstring::FUNCTIONS],
        "spl" => vec![ext::spl::FUNCTIONS],
        "hash" => vec![ext::hash::FUNCTIONS],
        "iconv" => vec![ext::iconv::FUNCTIONS],
        "random" => vec![ext::random::FUNCTIONS],
        "standard" => standard::TABLES.to_vec(),
        "core" => vec![],
        "reflection" => vec![],
        _ => return None,
    })
}

fn get_loaded_extensions(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let zend = !a.is_empty() && arg_bool(vm, a, 0, "get_loaded_extensions", "zend_extensions")?;
    let names = if zend { &[][..] } else { LOADED };
    Ok(Value::Array(PhpArray::from_values(
        names.iter().map(|n| Value::str(*n)).collect(),
    )))
}

fn extension_loaded(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "extension_loaded", "extension")?;
    let lower = name.to_string_lossy().to_ascii_lowercase();
    Ok(Value::Bool(
        LOADED.iter().any(|n| n.eq_ignore_ascii_case(&lower)),
    ))
}

fn get_extension_funcs(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "get_extension_funcs", "extension")?;
    let lower = name.to_string_lossy().to_ascii_lowercase();
    let mut seen = HashSet::new();
    let mut out = PhpArray::new();
    let mut add = |name: &str, out: &mut PhpArray| {
        let lower = name.to_ascii_lowercase();
        if seen.insert(lower.clone()) {
            let _ = out.push(Value::str(lower));
        }
    };
    let ordered = ORDERED.iter().find(|(n, _)| *n == lower);
    if let Some((_, names)) = ordered {
        for name in names
            .iter()
            .filter(|n| vm.builtins.lookup(n.as_bytes()).is_some())
        {
            add(name, &mut out);
        }
    } else {
        let Some(tables) = tables(&lower) else {
            return Ok(Value::Bool(false));
        };
        for b in tables.into_iter().flatten() {
            let name = b.name.to_ascii_lowercase();
            if !ORDERED
                .iter()
                .any(|(_, names)| names.contains(&name.as_str()))
            {
                add(&name, &mut out);
            }
        }
    }
    if out.is_empty() {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Array(out))
}

/// php_load_extension's failure message (after "PHP Startup: " at startup, "dl(): " at run
/// time): the name as given, then both paths it tried
/// (the name under extension_dir, then with the `.so` suffix).
pub fn load_failure(name: &str, extension_dir: &str) -> String {
    let first = if name.contains('/') {
        name.to_owned()
    } else if extension_dir.ends_with('/') {
        format!("{extension_dir}{name}")
    } else {
        format!("{extension_dir}/{name}")
    };
    let second = if extension_dir.ends_with('/') {
        format!("{extension_dir}{name}.so")
    } else {
        format!("{extension_dir}/{name}.so")
    };
    let reason =
        |path: &str| format!("{path}: cannot open shared object file: No such file or directory");
    format!(
        "Unable to load dynamic library '{name}' (tried: {first} ({}), {second} ({}))",
        reason(&first),
        reason(&second)
    )
}

/// `dl()`: rphp loads no shared libraries, so every name fails as php's loader fails on a
/// missing file (as a php whose extensions are all built in).
fn dl(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "dl", "extension_filename")?;
    let text = name.to_string_lossy();
    if !vm.ini.get_bool("enable_dl") {
        vm.warn("dl(): Dynamically loaded extensions aren't enabled");
    } else if name.len() >= MAXPATHLEN {
        vm.warn(format!(
            "dl(): Filename exceeds the maximum allowed length of {MAXPATHLEN} characters"
        ));
    } else if text.contains('/') {
        vm.warn("dl(): Temporary module name should contain only filename");
    } else {
        let dir = vm.ini.get("extension_dir").unwrap_or("").to_owned();
        if !dir.is_empty() {
            vm.warn(format!("dl(): {}", load_failure(&text, &dir)));
        }
    }
    Ok(Value::Bool(false))
}

/// Linux's `MAXPATHLEN`, the longest name `dl()` takes.
const MAXPATHLEN: usize = 4096;

/// Whether `-d extension=NAME` names an extension rphp has built in (`iconv`,
/// `iconv.so`, `/path/to/iconv.so`): nothing to load, so no startup warning.
pub fn is_builtin_extension(name: &str) -> bool {
    let base = name.rsplit('/').next().unwrap_or(name);
    let base = base.strip_suffix(".so").unwrap_or(base);
    LOADED.iter().any(|e| e.eq_ignore_ascii_case(base))
}

/// ext/standard's settings without its name as a prefix (php's module of each entry).
const STANDARD_INI: &[&str] = &[
    "assert.active",
    "assert.bail",
    "assert.callback",
    "assert.exception",
    "assert.warning",
    "auto_detect_line_endings",
    "default_socket_timeout",
    "from",
    "session.trans_sid_hosts",
    "session.trans_sid_tags",
    "unserialize_max_depth",
    "url_rewriter.hosts",
    "url_rewriter.tags",
    "user_agent",
];

/// The extension that declares setting `key` (lowercase), "core" for the engine's.
fn ini_owner(key: &str) -> String {
    if STANDARD_INI.contains(&key) {
        return "standard".into();
    }
    match key.split_once('.') {
        Some((prefix, _))
            if prefix != "standard" && LOADED.iter().any(|e| e.eq_ignore_ascii_case(prefix)) =>
        {
            prefix.to_ascii_lowercase()
        }
        _ => "core".into(),
    }
}

/// ini_get_all: every setting (or one extension's; "core", php's module 0, means all),
/// with its startup and current values and access bits, or just the current values.
fn ini_get_all(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "ini_get_all";
    let ext = rphp_vm::builtins::arg_opt_str(vm, a, 0, f, "extension")?;
    let details = a.len() < 2 || arg_bool(vm, a, 1, f, "details")?;
    let filter = match &ext {
        None => None,
        Some(name) => {
            // the module registry is keyed by lowercase names, looked up as given
            let found = LOADED
                .iter()
                .any(|e| e.to_ascii_lowercase().as_bytes() == name.as_bytes());
            if !found {
                let shown = name.split(|&b| b == 0).next().unwrap_or(&[]);
                vm.warn(format!(
                    "ini_get_all(): Extension \"{}\" cannot be found",
                    String::from_utf8_lossy(shown)
                ));
                return Ok(Value::Bool(false));
            }
            Some(name.to_string_lossy()).filter(|n| n != "core")
        }
    };
    let show = |key: &str, v: &str| {
        if rphp_vm::ini::is_null_default(key, v) {
            Value::Null
        } else {
            Value::str(v)
        }
    };
    let mut out = PhpArray::new();
    for (key, value) in vm.ini.entries() {
        if filter.as_ref().is_some_and(|f| *f != ini_owner(key)) {
            continue;
        }
        // a setting the script changed holds a string, its startup value included
        let changed = vm.ini.changed(key);
        let local = if changed {
            Value::str(value)
        } else {
            show(key, value)
        };
        if details {
            let startup = vm.ini.startup_value(key).unwrap_or("");
            let global = if changed {
                Value::str(startup)
            } else {
                show(key, startup)
            };
            let mut e = PhpArray::new();
            e.insert("global_value", global);
            e.insert("local_value", local);
            e.insert("access", Value::Int(rphp_vm::ini::access(key)));
            out.insert(key, Value::Array(e));
        } else {
            out.insert(key, local);
        }
    }
    Ok(Value::Array(out))
}
