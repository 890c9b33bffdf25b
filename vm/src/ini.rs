//! ini settings with php's built-in defaults (what `php -n` runs with).

use std::collections::BTreeMap;

/// The ini table of one VM instance. Values are kept as php keeps them: strings.
#[derive(Debug, Clone)]
pub struct Ini {
    values: BTreeMap<String, String>,
}

/// php's built-in defaults for the settings rphp reads (main/main.c, sapi/cli).
const DEFAULTS: &[(&str, &str)] = &[
    ("display_errors", "1"),
    ("display_startup_errors", "1"),
    ("log_errors", "0"),
    ("fatal_error_backtraces", "1"),
    ("error_log", ""),
    // Unset, as under `php -n`: ini_get() gives "" and the engine uses E_ALL.
    ("error_reporting", ""),
    ("html_errors", "0"),
    ("memory_limit", "128M"),
    ("zend.enable_gc", "1"),
    ("max_execution_time", "0"),
    ("precision", "14"),
    ("serialize_precision", "-1"),
    ("short_open_tag", "0"),
    ("implicit_flush", "1"),
    ("output_buffering", "0"),
    ("include_path", ".:/usr/share/php"),
    ("date.timezone", "UTC"),
    ("default_socket_timeout", "60"),
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
        }
    }
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

    /// Set a value (as `-d key=value` or `ini_set` would).
    pub fn set(&mut self, key: &str, value: &str) {
        self.values.insert(key.to_owned(), value.to_owned());
    }

    /// php's boolean ini parsing: "1", "on", "yes", "true" are true; a number is its value.
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

    /// The active error_reporting mask; unset means E_ALL (30719 since PHP 8.4 dropped
    /// E_STRICT).
    pub fn error_reporting(&self) -> i64 {
        match self.get("error_reporting") {
            None | Some("") => E_ALL,
            Some(value) => parse_leading_int(value),
        }
    }
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
