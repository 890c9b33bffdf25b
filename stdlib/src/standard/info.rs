//! ext/standard/info.c and basic_functions.c's facts about the running php: php_uname,
//! php_sapi_name, phpversion, zend_version, the ini-file queries, sys_get_temp_dir, the
//! process and script-owner ids (getmypid, getmyuid, get_current_user...), gethostname,
//! and the registries' listings get_defined_functions / get_defined_constants.

use crate::def;
use rphp_vm::builtins::var::builtin_constant;
use rphp_vm::builtins::{Builtin, arg_bool, arg_opt_str, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, Value};
use std::collections::{HashMap, HashSet};
use std::os::unix::fs::MetadataExt;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("php_uname", php_uname, 0, 1, &["mode"]),
    def("php_sapi_name", |_, _| Ok(Value::str("cli")), 0, 0, &[]),
    def("phpversion", phpversion, 0, 1, &["extension"]),
    def("zend_version", zend_version, 0, 0, &[]),
    def(
        "php_ini_loaded_file",
        |_, _| Ok(Value::Bool(false)),
        0,
        0,
        &[],
    ),
    def(
        "php_ini_scanned_files",
        |_, _| Ok(Value::Bool(false)),
        0,
        0,
        &[],
    ),
    def("get_cfg_var", get_cfg_var, 1, 1, &["option"]),
    def("sys_get_temp_dir", sys_get_temp_dir, 0, 0, &[]),
    def(
        "getmypid",
        |_, _| Ok(Value::Int(i64::from(std::process::id()))),
        0,
        0,
        &[],
    ),
    def("getmyuid", getmyuid, 0, 0, &[]),
    def("getmygid", getmygid, 0, 0, &[]),
    def("getmyinode", getmyinode, 0, 0, &[]),
    def("getlastmod", getlastmod, 0, 0, &[]),
    def("get_current_user", get_current_user, 0, 0, &[]),
    def("gethostname", gethostname, 0, 0, &[]),
    def(
        "get_defined_functions",
        get_defined_functions,
        0,
        1,
        &["exclude_disabled"],
    ),
    def("getrusage", getrusage, 0, 1, &["mode"]),
    def("sys_getloadavg", sys_getloadavg, 0, 0, &[]),
    def("get_include_path", get_include_path, 0, 0, &[]),
    def(
        "set_include_path",
        set_include_path,
        1,
        1,
        &["include_path"],
    ),
    def(
        "get_defined_constants",
        get_defined_constants,
        0,
        1,
        &["categorize"],
    ),
];

/// A line of a `/proc/sys/kernel` file, without its newline.
fn kernel(name: &str) -> String {
    std::fs::read_to_string(format!("/proc/sys/kernel/{name}"))
        .map(|s| s.trim_end_matches('\n').to_owned())
        .unwrap_or_default()
}

fn php_uname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mode = if a.is_empty() {
        b"a".to_vec()
    } else {
        arg_str(vm, a, 0, "php_uname", "mode")?.to_vec()
    };
    if mode.len() != 1 {
        return Err(value_error(
            "php_uname",
            0,
            "mode",
            "must be a single character",
        ));
    }
    let sysname = match kernel("ostype") {
        s if s.is_empty() => "Linux".to_owned(),
        s => s,
    };
    let machine = std::env::consts::ARCH.to_owned();
    Ok(Value::str(match mode[0] {
        b's' => sysname,
        b'n' => kernel("hostname"),
        b'r' => kernel("osrelease"),
        b'v' => kernel("version"),
        b'm' => machine,
        b'a' => format!(
            "{sysname} {} {} {} {machine}",
            kernel("hostname"),
            kernel("osrelease"),
            kernel("version")
        ),
        _ => {
            return Err(value_error(
                "php_uname",
                0,
                "mode",
                "must be one of \"a\", \"m\", \"n\", \"r\", \"s\", or \"v\"",
            ));
        }
    }))
}

/// The extensions rphp provides, as `extension_loaded()` and `phpversion()` name them.
const EXTENSIONS: &[&str] = &[
    "core", "standard", "date", "pcre", "json", "random", "ctype", "mbstring", "hash", "spl",
    "iconv",
];

fn php_version() -> Value {
    builtin_constant(b"PHP_VERSION").unwrap_or_else(|| Value::str("8.5.0"))
}

fn phpversion(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg_opt_str(vm, a, 0, "phpversion", "extension")? {
        None => Ok(php_version()),
        Some(ext) => {
            let lower = ext.to_string_lossy().to_ascii_lowercase();
            Ok(if EXTENSIONS.contains(&lower.as_str()) {
                php_version()
            } else {
                Value::Bool(false)
            })
        }
    }
}

fn zend_version(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let release = match builtin_constant(b"PHP_RELEASE_VERSION") {
        Some(Value::Int(n)) => n,
        _ => 0,
    };
    Ok(Value::str(format!("4.5.{release}")))
}

/// php.ini's own values: there is no php.ini (as `php -n`), so only `-d` settings exist.
/// The VM's table does not record where a value came from; a value that differs from the
/// built-in default (or has none) is taken as set by `-d`.
fn get_cfg_var(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let option = arg_str(vm, a, 0, "get_cfg_var", "option")?.to_string_lossy();
    let Some(value) = vm.ini.get(&option) else {
        return Ok(Value::Bool(false));
    };
    let mut defaults = rphp_vm::ini::Ini::default();
    crate::register_ini(&mut defaults);
    if defaults.get(&option) == Some(value) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::str(value))
}

fn get_include_path(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match vm.ini.get("include_path") {
        Some(p) => Value::str(p),
        None => Value::Bool(false),
    })
}

fn set_include_path(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_str(vm, a, 0, "set_include_path", "include_path")?;
    if path.is_empty() {
        return Ok(Value::Bool(false));
    }
    let old = get_include_path(vm, a)?;
    vm.ini.set("include_path", &path.to_string_lossy());
    Ok(old)
}

/// Fields of `/proc/self/stat` after the command name (field 3 is index 0).
fn proc_stat() -> Vec<i64> {
    let text = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let rest = text.rsplit_once(')').map_or("", |(_, r)| r);
    rest.split_whitespace()
        .map(|f| f.parse::<i64>().unwrap_or(0))
        .collect()
}

/// A `kB` line of `/proc/self/status`, or the count of a plain one.
fn proc_status(key: &str) -> i64 {
    let text = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    text.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// `getrusage()` from /proc (clock ticks taken as 100 per second, as on Linux).
fn getrusage(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let children = !a.is_empty() && rphp_vm::builtins::arg_int(vm, a, 0, "getrusage", "mode")? == 1;
    let stat = proc_stat();
    let field = |n: usize| stat.get(n - 3).copied().unwrap_or(0);
    let (minflt, majflt, utime, stime) = if children {
        (field(11), field(13), field(16), field(17))
    } else {
        (field(10), field(12), field(14), field(15))
    };
    let mut out = PhpArray::new();
    let zero = |out: &mut PhpArray, k: &str| {
        out.insert(k, Value::Int(0));
    };
    zero(&mut out, "ru_oublock");
    zero(&mut out, "ru_inblock");
    zero(&mut out, "ru_msgsnd");
    zero(&mut out, "ru_msgrcv");
    out.insert(
        "ru_maxrss",
        Value::Int(if children { 0 } else { proc_status("VmHWM") }),
    );
    zero(&mut out, "ru_ixrss");
    zero(&mut out, "ru_idrss");
    out.insert("ru_minflt", Value::Int(minflt));
    out.insert("ru_majflt", Value::Int(majflt));
    zero(&mut out, "ru_nsignals");
    let (nvcsw, nivcsw) = if children {
        (0, 0)
    } else {
        (
            proc_status("voluntary_ctxt_switches"),
            proc_status("nonvoluntary_ctxt_switches"),
        )
    };
    out.insert("ru_nvcsw", Value::Int(nvcsw));
    out.insert("ru_nivcsw", Value::Int(nivcsw));
    zero(&mut out, "ru_nswap");
    out.insert("ru_utime.tv_usec", Value::Int(utime % 100 * 10_000));
    out.insert("ru_utime.tv_sec", Value::Int(utime / 100));
    out.insert("ru_stime.tv_usec", Value::Int(stime % 100 * 10_000));
    out.insert("ru_stime.tv_sec", Value::Int(stime / 100));
    Ok(Value::Array(out))
}

fn sys_getloadavg(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let loads: Vec<f64> = text
        .split_whitespace()
        .take(3)
        .filter_map(|f| f.parse().ok())
        .collect();
    if loads.len() != 3 {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Array(PhpArray::from_values(
        loads.into_iter().map(Value::Float).collect(),
    )))
}

fn sys_get_temp_dir(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    if let Some(dir) = vm.ini.get("sys_temp_dir").filter(|d| !d.is_empty()) {
        let trimmed = dir
            .strip_suffix('/')
            .filter(|t| !t.is_empty())
            .unwrap_or(dir);
        return Ok(Value::str(trimmed));
    }
    if let Some(dir) = crate::standard::env::lookup(vm, b"TMPDIR").filter(|d| !d.is_empty()) {
        let trimmed = dir
            .strip_suffix(b"/")
            .filter(|t| !t.is_empty())
            .unwrap_or(&dir);
        return Ok(Value::str(trimmed));
    }
    Ok(Value::str("/tmp"))
}

/// The running script's metadata (php reports the script owner, not the process's user).
fn script_meta(vm: &Vm) -> Option<std::fs::Metadata> {
    std::fs::metadata(&vm.script_path).ok()
}

fn getmyuid(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match script_meta(vm) {
        Some(m) => Value::Int(i64::from(m.uid())),
        None => Value::Bool(false),
    })
}

fn getmygid(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match script_meta(vm) {
        Some(m) => Value::Int(i64::from(m.gid())),
        None => Value::Bool(false),
    })
}

fn getmyinode(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match script_meta(vm) {
        Some(m) => Value::Int(m.ino() as i64),
        None => Value::Bool(false),
    })
}

fn getlastmod(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(match script_meta(vm) {
        Some(m) => Value::Int(m.mtime()),
        None => Value::Bool(false),
    })
}

/// The user name of the script's owner, from /etc/passwd ("" when unknown).
fn get_current_user(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let Some(uid) = script_meta(vm).map(|m| m.uid()) else {
        return Ok(Value::str(""));
    };
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let name = passwd
        .lines()
        .map(|l| l.split(':').collect::<Vec<_>>())
        .find(|f| f.len() > 2 && f[2].parse::<u32>().ok() == Some(uid))
        .map(|f| f[0].to_owned())
        .unwrap_or_default();
    Ok(Value::str(name))
}

fn gethostname(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let name = kernel("hostname");
    Ok(if name.is_empty() {
        Value::Bool(false)
    } else {
        Value::str(name)
    })
}

fn get_defined_functions(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if !a.is_empty() {
        arg_bool(vm, a, 0, "get_defined_functions", "exclude_disabled")?;
        vm.deprecated(
            "get_defined_functions(): The $exclude_disabled parameter has no effect since PHP 8.0",
        );
    }
    let mut internal = PhpArray::new();
    let mut seen = HashSet::new();
    for id in 0..vm.builtins.len() as u32 {
        let Some(b) = vm.builtins.get(id) else {
            continue;
        };
        let lower = b.name.to_ascii_lowercase();
        // A name registered twice (stdlib replacing the bootstrap set) is listed once.
        if vm.builtins.lookup(lower.as_bytes()) == Some(id) && seen.insert(lower.clone()) {
            let _ = internal.push(Value::str(lower));
        }
    }
    let mut user: Vec<(u32, Vec<u8>)> = vm
        .functions
        .iter()
        .map(|(name, f)| (f.id, name.to_vec()))
        .collect();
    user.sort();
    let mut user_arr = PhpArray::new();
    for (_, name) in user {
        let _ = user_arr.push(Value::str(name));
    }
    let mut out = PhpArray::new();
    out.insert("internal", internal);
    out.insert("user", user_arr);
    Ok(Value::Array(out))
}

/// The constants the VM answers without a table (`builtin_constant`), in php's order.
const CORE_CONSTANTS: &[&str] = &[
    "E_ERROR",
    "E_RECOVERABLE_ERROR",
    "E_WARNING",
    "E_PARSE",
    "E_NOTICE",
    "E_STRICT",
    "E_DEPRECATED",
    "E_CORE_ERROR",
    "E_CORE_WARNING",
    "E_COMPILE_ERROR",
    "E_COMPILE_WARNING",
    "E_USER_ERROR",
    "E_USER_WARNING",
    "E_USER_NOTICE",
    "E_USER_DEPRECATED",
    "E_ALL",
    "PHP_VERSION",
    "PHP_MAJOR_VERSION",
    "PHP_MINOR_VERSION",
    "PHP_RELEASE_VERSION",
    "PHP_EXTRA_VERSION",
    "PHP_VERSION_ID",
    "PHP_ZTS",
    "PHP_DEBUG",
    "PHP_OS",
    "PHP_OS_FAMILY",
    "DIRECTORY_SEPARATOR",
    "PATH_SEPARATOR",
    "PHP_MAXPATHLEN",
    "PHP_INT_MAX",
    "PHP_INT_MIN",
    "PHP_INT_SIZE",
    "PHP_FLOAT_DIG",
    "PHP_FLOAT_EPSILON",
    "PHP_FLOAT_MAX",
    "PHP_FLOAT_MIN",
    "PHP_EOL",
    "PHP_SAPI",
    "INF",
    "NAN",
];

fn get_defined_constants(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let categorize = !a.is_empty() && arg_bool(vm, a, 0, "get_defined_constants", "categorize")?;
    let mut core = PhpArray::new();
    for name in CORE_CONSTANTS {
        if let Some(v) = builtin_constant(name.as_bytes()) {
            core.insert(*name, v);
        }
    }
    core.insert("TRUE", Value::Bool(true));
    core.insert("FALSE", Value::Bool(false));
    core.insert("NULL", Value::Null);
    // The stdlib's own constants are the ones `register_constants` defines; the rest of
    // the VM's table was defined by the script.
    let mut stdlib: HashMap<Box<[u8]>, Value> = HashMap::new();
    crate::register_constants(&mut stdlib);
    let mut standard: Vec<(Box<[u8]>, Value)> = Vec::new();
    let mut user: Vec<(Box<[u8]>, Value)> = Vec::new();
    for (name, v) in &vm.constants {
        if core.get_named(&String::from_utf8_lossy(name)).is_some() {
            continue;
        }
        // the CLI's standard streams are php's "Core" constants
        if matches!(&**name, b"STDIN" | b"STDOUT" | b"STDERR") {
            core.insert(ArrayKey::from_bytes(name), v.clone());
            continue;
        }
        if stdlib.contains_key(name) {
            standard.push((name.clone(), v.clone()));
        } else {
            user.push((name.clone(), v.clone()));
        }
    }
    // The VM's table keeps no definition order: list by name so the result is stable.
    standard.sort_by(|x, y| x.0.cmp(&y.0));
    user.sort_by(|x, y| x.0.cmp(&y.0));
    let to_arr = |list: Vec<(Box<[u8]>, Value)>| {
        let mut arr = PhpArray::new();
        for (name, v) in list {
            arr.insert(ArrayKey::from_bytes(&name), v);
        }
        arr
    };
    if categorize {
        let mut out = PhpArray::new();
        out.insert("Core", core);
        out.insert("standard", to_arr(standard));
        if !user.is_empty() {
            out.insert("user", to_arr(user));
        }
        return Ok(Value::Array(out));
    }
    let mut out = core;
    for (name, v) in standard.into_iter().chain(user) {
        out.insert(ArrayKey::from_bytes(&name), v);
    }
    Ok(Value::Array(out))
}
