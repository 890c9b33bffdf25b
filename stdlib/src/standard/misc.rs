//! ext/standard's small runtime functions: version_compare (versioning.c), the gc_*
//! switches, sleep/usleep/time_nanosleep/time_sleep_until (blocking for now),
//! ignore_user_abort and connection_status, error_log, assert (assert.c), and
//! escapeshellarg/escapeshellcmd (exec.c).

use crate::def;
use rphp_vm::builtins::{
    Builtin, arg, arg_bool, arg_float, arg_int, arg_opt_str, arg_str, type_error, value_error,
};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::convert::to_bool;
use rphp_vm::value::{PhpArray, Value};
use std::io::Write;
use std::time::Duration;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "version_compare",
        version_compare,
        2,
        3,
        &["version1", "version2", "operator"],
    ),
    def("gc_enabled", gc_enabled, 0, 0, &[]),
    def("gc_enable", gc_enable, 0, 0, &[]),
    def("gc_disable", gc_disable, 0, 0, &[]),
    def("gc_status", gc_status, 0, 0, &[]),
    def("gc_mem_caches", |_, _| Ok(Value::Int(0)), 0, 0, &[]),
    def("memory_reset_peak_usage", |_, _| Ok(Value::Null), 0, 0, &[]),
    def("sleep", sleep, 1, 1, &["seconds"]),
    def("usleep", usleep, 1, 1, &["microseconds"]),
    def(
        "time_nanosleep",
        time_nanosleep,
        2,
        2,
        &["seconds", "nanoseconds"],
    ),
    def("time_sleep_until", time_sleep_until, 1, 1, &["timestamp"]),
    def("ignore_user_abort", ignore_user_abort, 0, 1, &["enable"]),
    def("connection_status", |_, _| Ok(Value::Int(0)), 0, 0, &[]),
    def("connection_aborted", |_, _| Ok(Value::Int(0)), 0, 0, &[]),
    def(
        "error_log",
        error_log,
        1,
        4,
        &[
            "message",
            "message_type",
            "destination",
            "additional_headers",
        ],
    ),
    def("assert", assert, 1, 2, &["assertion", "description"]),
    def("assert_options", assert_options, 1, 2, &["option", "value"]),
    def("escapeshellarg", escapeshellarg, 1, 1, &["arg"]),
    def("escapeshellcmd", escapeshellcmd, 1, 1, &["command"]),
];

/// ext/standard's integer constants defined here.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("CONNECTION_ABORTED", 1),
    ("CONNECTION_NORMAL", 0),
    ("CONNECTION_TIMEOUT", 2),
    ("ASSERT_ACTIVE", 1),
    ("ASSERT_CALLBACK", 2),
    ("ASSERT_BAIL", 3),
    ("ASSERT_WARNING", 4),
    ("ASSERT_EXCEPTION", 5),
];

/// The ini settings read here, with php's `-n` defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("enable_dl", "1"),
    ("extension_dir", "/usr/local/lib/php/20250925"),
    ("zend.assertions", "1"),
    ("assert.active", "1"),
    ("assert.exception", "1"),
    ("assert.warning", "1"),
    ("assert.bail", "0"),
    ("assert.callback", ""),
    ("sys_temp_dir", ""),
    ("ignore_user_abort", "0"),
];

// ----- version_compare -----

fn is_dig(c: u8) -> bool {
    c.is_ascii_digit()
}

fn is_ndig(c: u8) -> bool {
    !c.is_ascii_digit() && c != b'.'
}

/// `php_canonicalize_version`: `-_+` and other non-alphanumerics become `.`, and a `.`
/// goes between a run of digits and a run of letters.
fn canonicalize(v: &[u8]) -> Vec<u8> {
    let Some((&first, rest)) = v.split_first() else {
        return Vec::new();
    };
    let mut out = vec![first];
    let mut lp = first;
    for &c in rest {
        let lq = out.last().copied().unwrap_or(0);
        if matches!(c, b'-' | b'_' | b'+') {
            if lq != b'.' {
                out.push(b'.');
            }
        } else if (is_ndig(lp) && is_dig(c)) || (is_dig(lp) && is_ndig(c)) {
            if lq != b'.' {
                out.push(b'.');
            }
            out.push(c);
        } else if !c.is_ascii_alphanumeric() {
            if lq != b'.' {
                out.push(b'.');
            }
        } else {
            out.push(c);
        }
        lp = c;
    }
    out
}

/// The order of a named part (`dev` < `alpha` = `a` < `beta` = `b` < `RC` = `rc` < `#` <
/// `pl` = `p`), by prefix; -1 for anything else.
fn special_form(form: &[u8]) -> i32 {
    const FORMS: &[(&[u8], i32)] = &[
        (b"dev", 0),
        (b"alpha", 1),
        (b"a", 1),
        (b"beta", 2),
        (b"b", 2),
        (b"RC", 3),
        (b"rc", 3),
        (b"#", 4),
        (b"pl", 5),
        (b"p", 5),
    ];
    FORMS
        .iter()
        .find(|(name, _)| form.starts_with(name))
        .map_or(-1, |&(_, order)| order)
}

fn compare_forms(a: &[u8], b: &[u8]) -> i32 {
    (special_form(a) - special_form(b)).signum()
}

/// `strtol` of a part made of digits (saturating).
fn part_number(p: &[u8]) -> i64 {
    p.iter()
        .take_while(|c| c.is_ascii_digit())
        .fold(0i64, |n, &d| {
            n.saturating_mul(10).saturating_add(i64::from(d - b'0'))
        })
}

/// `php_version_compare`.
pub(crate) fn compare_versions(v1: &[u8], v2: &[u8]) -> i32 {
    // C strings: everything after a NUL byte is invisible.
    let cut = |v: &[u8]| v.iter().position(|&c| c == 0).map_or(v.len(), |n| n);
    let (v1, v2) = (&v1[..cut(v1)], &v2[..cut(v2)]);
    if v1.is_empty() || v2.is_empty() {
        return match (v1.is_empty(), v2.is_empty()) {
            (true, true) => 0,
            (false, _) => 1,
            _ => -1,
        };
    }
    let canon = |v: &[u8]| {
        if v[0] == b'#' {
            v.to_vec()
        } else {
            canonicalize(v)
        }
    };
    let (ver1, ver2) = (canon(v1), canon(v2));
    let (mut p1, mut p2) = (0usize, 0usize);
    let (mut more1, mut more2) = (true, true);
    let mut compare = 0;
    while p1 < ver1.len() && p2 < ver2.len() && more1 && more2 {
        let n1 = ver1[p1..].iter().position(|&c| c == b'.').map(|n| p1 + n);
        let n2 = ver2[p2..].iter().position(|&c| c == b'.').map(|n| p2 + n);
        more1 = n1.is_some();
        more2 = n2.is_some();
        let s1 = &ver1[p1..n1.unwrap_or(ver1.len())];
        let s2 = &ver2[p2..n2.unwrap_or(ver2.len())];
        let d1 = s1.first().is_some_and(u8::is_ascii_digit);
        let d2 = s2.first().is_some_and(u8::is_ascii_digit);
        compare = match (d1, d2) {
            (true, true) => (part_number(s1) - part_number(s2)).signum() as i32,
            (false, false) => compare_forms(s1, s2),
            (true, false) => compare_forms(b"#N#", s2),
            (false, true) => compare_forms(s1, b"#N#"),
        };
        if compare != 0 {
            break;
        }
        if let Some(n) = n1 {
            p1 = n + 1;
        }
        if let Some(n) = n2 {
            p2 = n + 1;
        }
    }
    if compare == 0 {
        let rest1 = ver1.get(p1..).unwrap_or(&[]);
        let rest2 = ver2.get(p2..).unwrap_or(&[]);
        if more1 && !rest1.is_empty() {
            compare = if rest1.first().is_some_and(u8::is_ascii_digit) {
                1
            } else {
                compare_versions(rest1, b"#N#")
            };
        } else if more2 && !rest2.is_empty() {
            compare = if rest2.first().is_some_and(u8::is_ascii_digit) {
                -1
            } else {
                compare_versions(b"#N#", rest2)
            };
        }
    }
    compare
}

fn version_compare(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v1 = arg_str(vm, a, 0, "version_compare", "version1")?;
    let v2 = arg_str(vm, a, 1, "version_compare", "version2")?;
    let op = arg_opt_str(vm, a, 2, "version_compare", "operator")?;
    let c = compare_versions(&v1, &v2);
    let Some(op) = op else {
        return Ok(Value::Int(i64::from(c)));
    };
    Ok(Value::Bool(match op.as_bytes() {
        b"<" | b"lt" => c == -1,
        b"<=" | b"le" => c != 1,
        b">" | b"gt" => c == 1,
        b">=" | b"ge" => c != -1,
        b"==" | b"=" | b"eq" => c == 0,
        b"!=" | b"<>" | b"ne" => c != 0,
        _ => {
            return Err(value_error(
                "version_compare",
                2,
                "operator",
                "must be a valid comparison operator",
            ));
        }
    }))
}

// ----- gc -----

fn gc_enabled(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(vm.gc_enabled()))
}

fn gc_enable(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    vm.gc_set_enabled(true);
    Ok(Value::Null)
}

fn gc_disable(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    vm.gc_set_enabled(false);
    Ok(Value::Null)
}

/// `gc_status()`: php's shape, with the collector's figures (see `rphp_vm::exec::gc`).
fn gc_status(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let st = vm.gc_status();
    let mut out = PhpArray::new();
    out.insert("running", st.running);
    out.insert("protected", false);
    out.insert("full", false);
    out.insert("runs", st.runs as i64);
    out.insert("collected", st.collected as i64);
    out.insert("threshold", st.threshold as i64);
    out.insert("buffer_size", 16384i64);
    out.insert("roots", st.roots as i64);
    out.insert("application_time", vm.start.elapsed().as_secs_f64());
    out.insert("collector_time", 0.0);
    out.insert("destructor_time", 0.0);
    out.insert("free_time", 0.0);
    Ok(Value::Array(out))
}

// ----- sleeping -----

fn sleep(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_int(vm, a, 0, "sleep", "seconds")?;
    if s < 0 {
        return Err(value_error(
            "sleep",
            0,
            "seconds",
            "must be greater than or equal to 0",
        ));
    }
    std::thread::sleep(Duration::from_secs(s as u64));
    Ok(Value::Int(0))
}

fn usleep(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let us = arg_int(vm, a, 0, "usleep", "microseconds")?;
    if us < 0 {
        return Err(value_error(
            "usleep",
            0,
            "microseconds",
            "must be greater than or equal to 0",
        ));
    }
    std::thread::sleep(Duration::from_micros(us as u64));
    Ok(Value::Null)
}

fn time_nanosleep(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_int(vm, a, 0, "time_nanosleep", "seconds")?;
    let ns = arg_int(vm, a, 1, "time_nanosleep", "nanoseconds")?;
    if s < 0 {
        return Err(value_error(
            "time_nanosleep",
            0,
            "seconds",
            "must be greater than or equal to 0",
        ));
    }
    if ns < 0 {
        return Err(value_error(
            "time_nanosleep",
            1,
            "nanoseconds",
            "must be greater than or equal to 0",
        ));
    }
    if ns > 999_999_999 {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative".into(),
        ));
    }
    std::thread::sleep(Duration::new(s as u64, ns as u32));
    Ok(Value::Bool(true))
}

fn time_sleep_until(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let until = arg_float(vm, a, 0, "time_sleep_until", "timestamp")?;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64();
    if until < now {
        vm.warn(
            "time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time",
        );
        return Ok(Value::Bool(false));
    }
    if let Ok(d) = Duration::try_from_secs_f64(until - now) {
        std::thread::sleep(d);
    }
    Ok(Value::Bool(true))
}

// ----- connection -----

fn ignore_user_abort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let old = vm.ini.get_bool("ignore_user_abort");
    if !arg(a, 0).is_null() {
        let enable = arg_bool(vm, a, 0, "ignore_user_abort", "enable")?;
        vm.ini
            .set("ignore_user_abort", if enable { "1" } else { "0" });
    }
    Ok(Value::Int(i64::from(old)))
}

// ----- error_log -----

fn error_log(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let message = arg_str(vm, a, 0, "error_log", "message")?;
    let kind = if a.len() > 1 {
        arg_int(vm, a, 1, "error_log", "message_type")?
    } else {
        0
    };
    let dest = arg_opt_str(vm, a, 2, "error_log", "destination")?;
    if let Some(d) = &dest {
        if d.contains(&0) {
            return Err(path_nul_error(3, "destination"));
        }
    }
    let _ = arg_opt_str(vm, a, 3, "error_log", "additional_headers")?;
    let ok = match kind {
        // Mail needs a sendmail program; rphp has none.
        1 => false,
        2 => {
            return Err(Control::Error(
                ThrowKind::ValueError,
                "TCP/IP option is not available for error logging".into(),
            ));
        }
        3 => {
            let path = dest.map(|d| d.to_string_lossy()).unwrap_or_default();
            match std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
            {
                Ok(mut f) => f.write_all(&message).is_ok(),
                Err(e) => {
                    vm.warn(format!(
                        "error_log({path}): Failed to open stream: {}",
                        io_reason(&e)
                    ));
                    false
                }
            }
        }
        4 => write_stderr(&message),
        _ => {
            let target = vm.ini.get("error_log").unwrap_or("").to_owned();
            if target.is_empty() {
                write_stderr(&message)
            } else {
                rphp_vm::diag::write_log(&vm.ini, &message.to_string_lossy()).is_ok()
            }
        }
    };
    Ok(Value::Bool(ok))
}

fn path_nul_error(n: usize, param: &str) -> Control {
    Control::Error(
        ThrowKind::ValueError,
        format!("error_log(): Argument #{n} (${param}) must not contain any null bytes"),
    )
}

/// php's wording of an open failure (`strerror`).
fn io_reason(e: &std::io::Error) -> &'static str {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory",
        std::io::ErrorKind::PermissionDenied => "Permission denied",
        _ => "Is a directory",
    }
}

/// The CLI's log sink: the message and a newline on stderr.
fn write_stderr(message: &[u8]) -> bool {
    let mut err = std::io::stderr().lock();
    err.write_all(message).is_ok() && err.write_all(b"\n").is_ok()
}

// ----- assert -----

/// `assert()` as a function: php's compiler also passes the asserted expression's source
/// text as the description (`assert($a > 1)`); rphp's compiler does not yet, so a failed
/// assertion without a description has an empty message, as a dynamic call in php has.
fn assert(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if vm.ini.get("zend.assertions").unwrap_or("1").trim() != "1"
        || !vm.ini.get_bool("assert.active")
    {
        return Ok(Value::Bool(true));
    }
    let description = arg(a, 1);
    let desc_str = match &description {
        Value::Null => None,
        Value::Object(o) if o.instance_of(b"Throwable") => {
            if !to_bool(&arg(a, 0), &mut vm.diag) {
                return Err(Control::Throw(o.clone()));
            }
            return Ok(Value::Bool(true));
        }
        Value::Object(_) | Value::Array(_) => {
            return Err(type_error(
                "assert",
                1,
                "description",
                "Throwable|string|null",
                &description,
            ));
        }
        _ => Some(arg_str(vm, a, 1, "assert", "description")?),
    };
    if to_bool(&arg(a, 0), &mut vm.diag) {
        return Ok(Value::Bool(true));
    }
    let text = desc_str.map(|d| d.to_string_lossy());
    if vm.ini.get_bool("assert.exception") {
        let ex = vm.create_throwable_in_builtin(
            "AssertionError",
            text.as_deref().unwrap_or(""),
            "assert",
            a,
        );
        ex.borrow_mut().properties.insert("code", Value::Int(1));
        return Err(Control::Throw(ex));
    }
    if vm.ini.get_bool("assert.warning") {
        vm.warn(format!(
            "assert(): {} failed",
            text.as_deref().unwrap_or("Assertion")
        ));
    }
    Ok(Value::Bool(false))
}

/// The callback `assert_options(ASSERT_CALLBACK, ...)` stored (not called yet: see
/// `assert`).
#[derive(Default)]
struct AssertCallback(Option<Value>);

/// `assert_options()`, deprecated since php 8.3: reads and sets the `assert.*` settings.
fn assert_options(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let what = arg_int(vm, a, 0, "assert_options", "option")?;
    vm.deprecated("Function assert_options() is deprecated since 8.3");
    let key = match what {
        1 => "assert.active",
        3 => "assert.bail",
        4 => "assert.warning",
        5 => "assert.exception",
        2 => {
            let old = match vm.ext.get_or_default::<AssertCallback>().0.clone() {
                Some(cb) => cb,
                None => match vm.ini.get("assert.callback").filter(|c| !c.is_empty()) {
                    Some(name) => Value::str(name),
                    None => Value::Null,
                },
            };
            if a.len() > 1 {
                let new = arg(a, 1);
                vm.ext.get_or_default::<AssertCallback>().0 =
                    if new.is_null() { None } else { Some(new) };
            }
            return Ok(old);
        }
        _ => {
            return Err(value_error(
                "assert_options",
                0,
                "option",
                "must be an ASSERT_* constant",
            ));
        }
    };
    let old = i64::from(vm.ini.get_bool(key));
    if a.len() > 1 {
        let v = rphp_vm::builtins::value_to_str(vm, &arg(a, 1))?;
        vm.ini.set(key, &v.to_string_lossy());
    }
    Ok(Value::Int(old))
}

// ----- shell escaping -----

/// The length of the valid UTF-8 sequence at the start of `s`, or `None` (php's
/// `php_mblen` in a UTF-8 locale: invalid bytes are dropped).
fn mb_len(s: &[u8]) -> Option<usize> {
    let n = match s.first()? {
        0x00..=0x7f => return Some(1),
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return None,
    };
    let chunk = s.get(..n)?;
    std::str::from_utf8(chunk).ok().map(|_| n)
}

fn no_nul(s: &[u8], func: &str, param: &str) -> Result<(), Control> {
    if s.contains(&0) {
        return Err(value_error(
            func,
            0,
            param,
            "must not contain any null bytes",
        ));
    }
    Ok(())
}

/// The longest command line (`sysconf(_SC_ARG_MAX)` on Linux with the default stack).
const CMD_MAX_LEN: usize = 2_097_152;

fn escapeshellarg(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "escapeshellarg", "arg")?;
    no_nul(&s, "escapeshellarg", "arg")?;
    if s.len() > CMD_MAX_LEN - 3 {
        return Err(Control::Fatal(format!(
            "escapeshellarg(): Argument exceeds the allowed length of {CMD_MAX_LEN} bytes"
        )));
    }
    let mut out = vec![b'\''];
    let mut i = 0;
    while i < s.len() {
        match mb_len(&s[i..]) {
            None => i += 1,
            Some(n) => {
                if s[i] == b'\'' {
                    out.extend_from_slice(b"'\\''");
                } else {
                    out.extend_from_slice(&s[i..i + n]);
                }
                i += n;
            }
        }
    }
    out.push(b'\'');
    if out.len() > CMD_MAX_LEN + 1 {
        return Err(Control::Fatal(format!(
            "escapeshellarg(): Escaped argument exceeds the allowed length of {CMD_MAX_LEN} bytes"
        )));
    }
    Ok(Value::str(out))
}

fn escapeshellcmd(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "escapeshellcmd", "command")?;
    no_nul(&s, "escapeshellcmd", "command")?;
    if s.len() > CMD_MAX_LEN - 3 {
        return Err(Control::Fatal(format!(
            "escapeshellcmd(): Command exceeds the allowed length of {CMD_MAX_LEN} bytes"
        )));
    }
    let mut out = Vec::with_capacity(s.len() * 2);
    // The position of the quote that closes the one last left unescaped.
    let mut pair: Option<usize> = None;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        match mb_len(&s[i..]) {
            None => {
                i += 1;
                continue;
            }
            Some(n) if n > 1 => {
                out.extend_from_slice(&s[i..i + n]);
                i += n;
                continue;
            }
            Some(_) => {}
        }
        match c {
            b'"' | b'\'' => {
                if pair.is_none() {
                    pair = s[i + 1..].iter().position(|&x| x == c).map(|p| i + 1 + p);
                    if pair.is_none() {
                        out.push(b'\\');
                    }
                } else if pair.is_some_and(|p| s[p] == c) {
                    pair = None;
                } else {
                    out.push(b'\\');
                }
                out.push(c);
            }
            b'#' | b'&' | b';' | b'`' | b'|' | b'*' | b'?' | b'~' | b'<' | b'>' | b'^' | b'('
            | b')' | b'[' | b']' | b'{' | b'}' | b'$' | b'\\' | b'\n' => {
                out.push(b'\\');
                out.push(c);
            }
            _ => out.push(c),
        }
        i += 1;
    }
    if out.len() > CMD_MAX_LEN + 1 {
        return Err(Control::Fatal(format!(
            "escapeshellcmd(): Escaped command exceeds the allowed length of {CMD_MAX_LEN} bytes"
        )));
    }
    Ok(Value::str(out))
}
