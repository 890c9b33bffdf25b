//! ini settings with php's built-in defaults (what `php -n` runs with).

use std::collections::BTreeMap;

/// The ini table of one VM instance. Values are kept as php keeps them: strings.
#[derive(Debug, Clone)]
pub struct Ini {
    values: BTreeMap<String, String>,
    /// The values before the script first changed them (ini_set), for ini_restore.
    startup: BTreeMap<String, String>,
    /// `memory_limit` in bytes (usize::MAX: none), parsed when set: string growth checks
    /// it on every step past 1 MiB.
    memory_limit: usize,
    /// The zone `date_default_timezone_set()` chose, as spelt: the error log's stamps are
    /// in it (else in `date.timezone`).
    log_zone: Option<String>,
    /// The error log's stamp (`d-M-Y H:i:s e`) of a time in a zone, given by the date
    /// extension; None (no date extension, or an unknown zone): UTC.
    log_clock: Option<LogClock>,
}

/// `d-M-Y H:i:s e` of a Unix time in the named zone; None when the zone is not known.
pub type LogClock = fn(zone: &str, secs: i64) -> Option<String>;

/// php's built-in defaults for the settings rphp reads (main/main.c, sapi/cli).
const DEFAULTS: &[(&str, &str)] = &[
    ("display_errors", "1"),
    ("display_startup_errors", "1"),
    ("log_errors", "0"),
    ("fatal_error_backtraces", "1"),
    ("error_log", ""),
    ("error_log_mode", "0644"),
    // Unset, as under `php -n`: ini_get() gives "" and the engine uses E_ALL.
    ("error_reporting", ""),
    ("html_errors", "0"),
    ("memory_limit", "128M"),
    ("zend.enable_gc", "1"),
    ("zend.exception_ignore_args", "0"),
    ("max_execution_time", "0"),
    ("precision", "14"),
    ("serialize_precision", "-1"),
    ("short_open_tag", "1"),
    ("implicit_flush", "1"),
    ("output_buffering", "0"),
    ("include_path", ".:/usr/share/php"),
    ("variables_order", "EGPCS"),
    ("date.timezone", "UTC"),
    ("default_socket_timeout", "60"),
    ("user_agent", ""),
    ("docref_root", ""),
    ("docref_ext", ""),
    // Unset (php's default C stack for fibers): ini_get() gives "".
    ("fiber.stack_size", ""),
];

impl Default for Ini {
    fn default() -> Self {
        Ini {
            values: DEFAULTS
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            startup: BTreeMap::new(),
            memory_limit: crate::exec::parse_size("128M"),
            log_zone: None,
            log_clock: None,
        }
    }
}

/// The settings only php.ini or `-d` may change (PHP_INI_SYSTEM, PHP_INI_PERDIR), sorted:
/// `ini_set()` refuses them (PHP 8.5's `ini_get_all()` access levels).
const NOT_USER: &[&str] = &[
    "allow_url_fopen",
    "allow_url_include",
    "arg_separator.input",
    "auto_append_file",
    "auto_globals_jit",
    "auto_prepend_file",
    "browscap",
    "curl.cainfo",
    "disable_functions",
    "doc_root",
    "enable_dl",
    "enable_post_data_reading",
    "expose_php",
    "extension_dir",
    "file_uploads",
    "filter.default",
    "filter.default_flags",
    "hard_timeout",
    "mail.add_x_header",
    "mail.cr_lf_mode",
    "mail.force_extra_parameters",
    "mail.log",
    "mail.mixed_lf_and_crlf",
    "max_file_uploads",
    "max_input_nesting_level",
    "max_input_time",
    "max_input_vars",
    "max_memory_limit",
    "max_multipart_body_parts",
    "mbstring.encoding_translation",
    "openssl.cafile",
    "openssl.capath",
    "openssl.libctx",
    "output_buffering",
    "output_handler",
    "post_max_size",
    "realpath_cache_size",
    "realpath_cache_ttl",
    "register_argc_argv",
    "request_order",
    "sendmail_path",
    "session.auto_start",
    "session.upload_progress.cleanup",
    "session.upload_progress.enabled",
    "session.upload_progress.freq",
    "session.upload_progress.min_freq",
    "session.upload_progress.name",
    "session.upload_progress.prefix",
    "short_open_tag",
    "sys_temp_dir",
    "syslog.facility",
    "syslog.ident",
    "upload_max_filesize",
    "upload_tmp_dir",
    "user_dir",
    "user_ini.cache_ttl",
    "user_ini.filename",
    "variables_order",
    "xmlrpc_errors",
    "zend.multibyte",
    "zend.signal_check",
];

/// Whether a script may change setting `key` with `ini_set()`.
pub fn user_settable(key: &str) -> bool {
    NOT_USER.binary_search(&key).is_err()
}

/// Of the settings `ini_set()` refuses, those php.ini and `.htaccess`/`.user.ini` may set
/// (PHP_INI_PERDIR, with PHP_INI_SYSTEM: access 6) and those only the latter may (access 2),
/// sorted; the rest are PHP_INI_SYSTEM (4).
const PERDIR: &[&str] = &[
    "arg_separator.input",
    "auto_append_file",
    "auto_globals_jit",
    "auto_prepend_file",
    "enable_post_data_reading",
    "filter.default",
    "filter.default_flags",
    "mail.add_x_header",
    "mail.cr_lf_mode",
    "mail.force_extra_parameters",
    "mail.log",
    "mail.mixed_lf_and_crlf",
    "max_file_uploads",
    "max_input_nesting_level",
    "max_input_time",
    "max_input_vars",
    "max_multipart_body_parts",
    "mbstring.encoding_translation",
    "output_buffering",
    "output_handler",
    "post_max_size",
    "register_argc_argv",
    "request_order",
    "short_open_tag",
    "upload_max_filesize",
    "variables_order",
];
const ONLY_PERDIR: &[&str] = &[
    "openssl.cafile",
    "openssl.capath",
    "openssl.libctx",
    "session.auto_start",
    "session.upload_progress.cleanup",
    "session.upload_progress.enabled",
    "session.upload_progress.freq",
    "session.upload_progress.min_freq",
    "session.upload_progress.name",
    "session.upload_progress.prefix",
    "zend.multibyte",
];

/// A setting's access bits as ini_get_all() reports them (PHP_INI_USER 1, PERDIR 2,
/// SYSTEM 4; 7 for the settings a script may change).
pub fn access(key: &str) -> i64 {
    if user_settable(key) {
        7
    } else if PERDIR.binary_search(&key).is_ok() {
        6
    } else if ONLY_PERDIR.binary_search(&key).is_ok() {
        2
    } else {
        4
    }
}

/// The settings whose built-in default is no value at all (rphp keeps them as ""):
/// ini_get_all() shows them as null until a script sets them.
const NULL_DEFAULTS: &[&str] = &[
    "assert.callback",
    "error_log",
    "error_reporting",
    "fiber.stack_size",
    "input_encoding",
    "internal_encoding",
    "mbstring.detect_order",
    "mbstring.http_input",
    "mbstring.http_output",
    "mbstring.internal_encoding",
    "mbstring.substitute_character",
    "output_encoding",
    "sys_temp_dir",
    "unserialize_callback_func",
    "user_agent",
];

/// Whether `key` holds php's "no value" (`null` in ini_get_all) for `value`.
pub fn is_null_default(key: &str, value: &str) -> bool {
    value.is_empty() && NULL_DEFAULTS.binary_search(&key).is_ok()
}

/// E_ALL as PHP 8.5 defines it (every E_* bit except the removed E_STRICT).
pub const E_ALL: i64 = 30719;

/// Where `display_errors` sends messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DisplayErrors {
    Off,
    Stdout,
    Stderr,
}

impl Ini {
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    /// Every setting with its current value, sorted by name (ini_get_all).
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str)> {
        self.values.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// A setting's value before the script changed it (ini_get_all's `global_value`).
    pub fn startup_value(&self, key: &str) -> Option<&str> {
        self.startup
            .get(key)
            .or(self.values.get(key))
            .map(String::as_str)
    }

    /// Whether the script changed `key` (ini_set, ini_restore undoes it).
    pub fn changed(&self, key: &str) -> bool {
        self.startup.contains_key(key)
    }

    /// Set a value (as `-d key=value` or `ini_set` would).
    pub fn set(&mut self, key: &str, value: &str) {
        if key == "precision" && crate::value::float_fmt::parse_precision(value).is_none() {
            // php's OnSetPrecision refuses values below -1
            return;
        }
        if key == "memory_limit" {
            self.memory_limit = crate::exec::parse_size(value);
        }
        self.values.insert(key.to_owned(), value.to_owned());
    }

    /// How the error log stamps times in a zone (the date extension's formatter).
    pub fn set_log_clock(&mut self, clock: LogClock) {
        self.log_clock = Some(clock);
    }

    /// Whether the date extension knows zone `name` (any zone when there is none).
    pub fn zone_known(&self, name: &str) -> bool {
        self.log_clock.is_none_or(|clock| clock(name, 0).is_some())
    }

    /// The zone `date_default_timezone_set()` chose.
    pub fn set_log_zone(&mut self, zone: &str) {
        self.log_zone = Some(zone.to_owned());
    }

    /// The error log's stamp of `secs`: in the default zone when the date extension knows
    /// it, else `None` (the caller writes UTC).
    pub fn log_stamp(&self, secs: i64) -> Option<String> {
        let zone = match &self.log_zone {
            Some(z) => z.as_str(),
            None => self.get("date.timezone").unwrap_or(""),
        };
        self.log_clock.and_then(|clock| clock(zone, secs))
    }

    /// `memory_limit` in bytes (usize::MAX for none).
    pub fn memory_limit(&self) -> usize {
        self.memory_limit
    }

    /// A change made by the script (ini_set, error_reporting()): ini_restore() undoes it.
    pub fn set_runtime(&mut self, key: &str, value: &str) {
        if !self.startup.contains_key(key) {
            let old = self.values.get(key).cloned().unwrap_or_default();
            self.startup.insert(key.to_owned(), old);
        }
        self.set(key, value);
    }

    /// ini_restore(): back to the value the script started with.
    pub fn restore(&mut self, key: &str) {
        if let Some(old) = self.startup.remove(key) {
            self.set(key, &old);
        }
    }

    /// php's boolean ini parsing: "1", "on", "yes", "true" are true; a number is its value.
    /// The `precision` setting (php's EG(precision)) as string conversion uses it.
    pub fn precision(&self) -> i32 {
        self.get("precision")
            .and_then(crate::value::float_fmt::parse_precision)
            .unwrap_or(14)
    }

    pub fn get_bool(&self, key: &str) -> bool {
        parse_ini_bool(self.get(key).unwrap_or(""))
    }

    pub fn display_errors(&self) -> DisplayErrors {
        let raw = self.get("display_errors").unwrap_or("");
        match raw.to_ascii_lowercase().as_str() {
            "stderr" => DisplayErrors::Stderr,
            "stdout" => DisplayErrors::Stdout,
            _ if parse_ini_bool(raw) => DisplayErrors::Stdout,
            _ => DisplayErrors::Off,
        }
    }

    /// Scanner settings that follow ini (`short_open_tag`).
    pub fn lex_options(&self) -> rphp_parser::LexOptions {
        rphp_parser::LexOptions {
            short_open_tag: self.get_bool("short_open_tag"),
            ..rphp_parser::LexOptions::default()
        }
    }

    /// The active error_reporting mask; unset means E_ALL (30719 since PHP 8.4 dropped
    /// E_STRICT).
    pub fn error_reporting(&self) -> i64 {
        match self.get("error_reporting") {
            None | Some("") => E_ALL,
            Some(value) => parse_leading_int(value),
        }
    }
}

/// A value as php's ini scanner reads it from `-d key=value` (INI_SCANNER_NORMAL): a
/// quoted string is its contents; on/yes/true are "1" and off/no/false/none/null ""; a
/// constant name is the constant's value; an expression of constants and integers with
/// `| & ^ ~ !` and parentheses is computed (all operators one precedence, left to right,
/// as php's grammar has them).
pub fn parse_value(raw: &str) -> String {
    // `;` outside double quotes starts a comment, as in php.ini
    let mut quoted = false;
    let end = raw
        .char_indices()
        .find(|&(_, c)| {
            if c == '"' {
                quoted = !quoted;
            }
            c == ';' && !quoted
        })
        .map_or(raw.len(), |(i, _)| i);
    let text = raw[..end].trim();
    if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
        return text[1..text.len() - 1].to_owned();
    }
    match text.to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => return "1".to_owned(),
        "off" | "no" | "false" | "none" | "null" => return String::new(),
        _ => {}
    }
    if text.bytes().any(|b| b"|&^~!()".contains(&b)) {
        let tokens = expr_tokens(text);
        let mut pos = 0;
        if let Some(v) = expr(&tokens, &mut pos) {
            if pos == tokens.len() {
                return v.to_string();
            }
        }
        return text.to_owned();
    }
    match constant(text) {
        Some(v) => v,
        None => text.to_owned(),
    }
}

fn constant(name: &str) -> Option<String> {
    let first = name.bytes().next()?;
    if !(first.is_ascii_alphabetic() || first == b'_')
        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        return None;
    }
    match crate::builtins::var::builtin_constant(name.as_bytes())? {
        crate::value::Value::Int(i) => Some(i.to_string()),
        crate::value::Value::Str(s) => Some(s.to_string_lossy()),
        _ => None,
    }
}

fn expr_tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let op = "|&^~!()".contains(c);
        if op || c.is_whitespace() {
            if let Some(s) = start.take() {
                out.push(&text[s..i]);
            }
            if op {
                out.push(&text[i..i + 1]);
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push(&text[s..]);
    }
    out
}

fn operand(tokens: &[&str], pos: &mut usize) -> Option<i64> {
    let t = *tokens.get(*pos)?;
    *pos += 1;
    match t {
        "~" => operand(tokens, pos).map(|v| !v),
        "!" => operand(tokens, pos).map(|v| i64::from(v == 0)),
        "(" => {
            let v = expr(tokens, pos)?;
            (tokens.get(*pos) == Some(&")")).then(|| *pos += 1)?;
            Some(v)
        }
        "|" | "&" | "^" | ")" => None,
        word => Some(match constant(word) {
            Some(v) => parse_leading_int(&v),
            None => parse_leading_int(word),
        }),
    }
}

fn expr(tokens: &[&str], pos: &mut usize) -> Option<i64> {
    let mut v = operand(tokens, pos)?;
    while let Some(&op) = tokens.get(*pos) {
        let f: fn(i64, i64) -> i64 = match op {
            "|" => |a, b| a | b,
            "&" => |a, b| a & b,
            "^" => |a, b| a ^ b,
            _ => break,
        };
        *pos += 1;
        v = f(v, operand(tokens, pos)?);
    }
    Some(v)
}

fn parse_ini_bool(raw: &str) -> bool {
    let lower = raw.trim().to_ascii_lowercase();
    match lower.as_str() {
        "on" | "yes" | "true" => true,
        "off" | "no" | "false" | "none" | "" => false,
        _ => parse_leading_int(&lower) != 0,
    }
}

fn parse_leading_int(raw: &str) -> i64 {
    let trimmed = raw.trim();
    let (sign, digits) = match trimmed.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, trimmed.strip_prefix('+').unwrap_or(trimmed)),
    };
    let end = digits.bytes().take_while(u8::is_ascii_digit).count();
    digits[..end].parse::<i64>().map(|v| v * sign).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_settings_sorted_for_binary_search() {
        assert!(NOT_USER.windows(2).all(|w| w[0] < w[1]));
        assert!(!user_settable("enable_dl"));
        assert!(user_settable("precision"));
    }

    #[test]
    fn display_errors_values() {
        let mut ini = Ini::default();
        assert_eq!(ini.display_errors(), DisplayErrors::Stdout);
        ini.set("display_errors", "stderr");
        assert_eq!(ini.display_errors(), DisplayErrors::Stderr);
        ini.set("display_errors", "Off");
        assert_eq!(ini.display_errors(), DisplayErrors::Off);
        ini.set("display_errors", "0");
        assert_eq!(ini.display_errors(), DisplayErrors::Off);
    }

    #[test]
    fn bools_and_ints() {
        let mut ini = Ini::default();
        ini.set("log_errors", "On");
        assert!(ini.get_bool("log_errors"));
        assert_eq!(ini.error_reporting(), 30719);
        ini.set("error_reporting", "-1");
        assert_eq!(ini.error_reporting(), -1);
    }
}
