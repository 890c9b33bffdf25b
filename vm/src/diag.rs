//! The diagnostics channel: how a php error of some type reaches the user, honouring
//! `error_reporting`, `display_errors` (stdout/stderr/off), `log_errors` and `error_log`.
//! Message text is built by the caller's helpers; this module only frames and routes it.
//!
//! Messages are Rust strings, but php's are bytes: a user string that is not UTF-8 (a
//! `trigger_error` text, an exception message, a key in "Undefined array key") travels in
//! a message with each byte that is not part of valid UTF-8 carried as one character of
//! the last private-use block (U+10FF00 + byte: [`msg_str`]), and a message turns back
//! into php's bytes where it leaves the VM or becomes a php string ([`msg_bytes`]). A
//! genuine character of that block in a message would come out as a byte; nothing else
//! changes for valid UTF-8.

use crate::ini::{DisplayErrors, Ini};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;

/// The first character of the block that carries raw bytes in messages.
const RAW_BASE: u32 = 0x10_FF00;

/// `bytes` as message text, losslessly (see the module comment).
pub fn msg_str(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for &b in chunk.invalid() {
            out.extend(char::from_u32(RAW_BASE + u32::from(b)));
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Message text back as php's bytes (see `msg_str`).
pub fn msg_bytes(s: &str) -> std::borrow::Cow<'_, [u8]> {
    // the block's characters are encoded F4 8F BC..BF xx
    if !s.as_bytes().windows(2).any(|w| w == [0xF4, 0x8F]) {
        return std::borrow::Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len());
    let mut buf = [0u8; 4];
    for c in s.chars() {
        match (c as u32).checked_sub(RAW_BASE) {
            Some(b) => out.push(b as u8),
            None => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// php's error types, with their E_* bit values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorType {
    Error,
    Warning,
    Parse,
    Notice,
    CoreError,
    CoreWarning,
    CompileError,
    CompileWarning,
    UserError,
    UserWarning,
    UserNotice,
    Strict,
    RecoverableError,
    Deprecated,
    UserDeprecated,
}

impl ErrorType {
    pub fn bit(self) -> i64 {
        use ErrorType::*;
        match self {
            Error => 1,
            Warning => 2,
            Parse => 4,
            Notice => 8,
            CoreError => 16,
            CoreWarning => 32,
            CompileError => 64,
            CompileWarning => 128,
            UserError => 256,
            UserWarning => 512,
            UserNotice => 1024,
            Strict => 2048,
            RecoverableError => 4096,
            Deprecated => 8192,
            UserDeprecated => 16384,
        }
    }

    /// The errors that end the script (and carry a backtrace under `fatal_error_backtraces`).
    pub fn is_fatal(self) -> bool {
        use ErrorType::*;
        matches!(
            self,
            Error | CoreError | CompileError | UserError | RecoverableError
        )
    }

    /// The label php prints ("Fatal error", "Parse error", "Warning", ...).
    pub fn label(self) -> &'static str {
        use ErrorType::*;
        match self {
            Error | CoreError | CompileError | UserError => "Fatal error",
            RecoverableError => "Recoverable fatal error",
            Warning | CoreWarning | CompileWarning | UserWarning => "Warning",
            Parse => "Parse error",
            Notice | UserNotice => "Notice",
            Strict => "Strict Standards",
            Deprecated | UserDeprecated => "Deprecated",
        }
    }
}

/// Report one error as php's `php_error_cb` does: first the log line (when `log_errors`),
/// then the displayed message (when `display_errors`). `stdout` is the VM's output layer.
///
/// Fatal errors carry a backtrace when `fatal_error_backtraces` is on (PHP 8.5's default):
/// `report` gives the top-level one (`#0 {main}`), `report_with_trace` takes the VM's, or
/// none (`None`) for the fatal errors php raises while still parsing.
pub fn report(
    ini: &Ini,
    stdout: &mut dyn Write,
    error_type: ErrorType,
    message: &str,
    file: &str,
    line: u32,
) -> std::io::Result<()> {
    report_with_trace(
        ini,
        stdout,
        error_type,
        message,
        file,
        line,
        Some("#0 {main}"),
    )
}

/// `report` with the backtrace (php's `#0 ...` lines, without a final newline) that a fatal
/// error shows under `fatal_error_backtraces`; `None` shows none.
pub fn report_with_trace(
    ini: &Ini,
    stdout: &mut dyn Write,
    error_type: ErrorType,
    message: &str,
    file: &str,
    line: u32,
    trace: Option<&str>,
) -> std::io::Result<()> {
    if ini.error_reporting() & error_type.bit() == 0 {
        return Ok(());
    }
    let label = error_type.label();
    let trace_block = match trace {
        Some(trace) if error_type.is_fatal() && ini.get_bool("fatal_error_backtraces") => {
            format!("\nStack trace:\n{trace}")
        }
        _ => String::new(),
    };
    if ini.get_bool("log_errors") {
        let log_line = format!("PHP {label}:  {message} in {file} on line {line}{trace_block}");
        write_log(ini, &log_line)?;
    }
    // On stdout php starts the message with a newline; on stderr (CLI) it does not.
    let html = ini.get_bool("html_errors");
    let displayed = if html {
        // php_error_cb with html_errors: the parts in tags, the message of an E_ERROR or
        // E_PARSE escaped
        let escaped = match error_type {
            ErrorType::Error | ErrorType::Parse => {
                msg_str(&escape_html(ini, &msg_bytes(message))).into_owned()
            }
            _ => message.to_owned(),
        };
        let message = escaped;
        format!(
            "<br />\n<b>{label}</b>:  {message} in <b>{file}</b> on line <b>{line}</b><br />{trace_block}\n"
        )
    } else {
        format!("{label}: {message} in {file} on line {line}{trace_block}\n")
    };
    let displayed = msg_bytes(&displayed);
    match ini.display_errors() {
        DisplayErrors::Off => Ok(()),
        DisplayErrors::Stdout => {
            if !html {
                stdout.write_all(b"\n")?;
            }
            stdout.write_all(&displayed)
        }
        DisplayErrors::Stderr => std::io::stderr().write_all(&displayed),
    }
}

/// php's `escape_html` of a displayed message: `&`, `"`, `<` and `>` as entities
/// (ENT_COMPAT); for a UTF-8 `default_charset` (or one php does not know) a byte that is
/// not valid UTF-8 becomes U+FFFD, as the retry with ENT_HTML_SUBSTITUTE_ERRORS does; a
/// single-byte charset passes the bytes through.
fn escape_html(ini: &Ini, bytes: &[u8]) -> Vec<u8> {
    let charset = ini
        .get("default_charset")
        .unwrap_or("UTF-8")
        .to_ascii_lowercase();
    let single_byte = ["iso-8859-", "iso8859-", "windows-125", "cp125"]
        .iter()
        .any(|p| charset.starts_with(p))
        || [
            "cp866",
            "866",
            "ibm866",
            "koi8-r",
            "koi8-ru",
            "koi8r",
            "mac-roman",
        ]
        .contains(&charset.as_str());
    let text: std::borrow::Cow<'_, [u8]> = if single_byte {
        std::borrow::Cow::Borrowed(bytes)
    } else {
        match String::from_utf8_lossy(bytes) {
            std::borrow::Cow::Borrowed(s) => std::borrow::Cow::Borrowed(s.as_bytes()),
            std::borrow::Cow::Owned(s) => std::borrow::Cow::Owned(s.into_bytes()),
        }
    };
    let mut out = Vec::with_capacity(text.len());
    for &b in text.iter() {
        match b {
            b'&' => out.extend_from_slice(b"&amp;"),
            b'"' => out.extend_from_slice(b"&quot;"),
            b'<' => out.extend_from_slice(b"&lt;"),
            b'>' => out.extend_from_slice(b"&gt;"),
            _ => out.push(b),
        }
    }
    out
}

/// Append a line to `error_log` (with php's timestamp) or, when unset, to stderr.
/// Public for `error_log()`.
pub fn write_log(ini: &Ini, log_line: &str) -> std::io::Result<()> {
    let target = ini.get("error_log").unwrap_or("");
    let log_line = msg_bytes(log_line);
    if target.is_empty() {
        let mut err = std::io::stderr();
        err.write_all(&log_line)?;
        return err.write_all(b"\n");
    }
    let now = std::time::SystemTime::now();
    let secs = now
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let stamp = ini.log_stamp(secs).unwrap_or_else(|| log_timestamp(now));
    // php_log_err: created with error_log_mode when it is within 1..=0777, else 0644
    let mode =
        ini.get("error_log_mode").map_or(0o644, |raw| {
            match crate::builtins::parse_quantity(raw.as_bytes()).0 {
                m @ 1..=0o777 => m as u32,
                _ => 0o644,
            }
        });
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .mode(mode)
        .open(target)?;
    write!(file, "[{stamp}] ")?;
    file.write_all(&log_line)?;
    file.write_all(b"\n")
}

/// `30-Nov-2026 03:10:00 UTC`, the format php's error log uses, in UTC (the stamp when no
/// date extension gives one in the default zone).
fn log_timestamp(now: std::time::SystemTime) -> String {
    let secs = now
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0) as i64;
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{day:02}-{}-{year} {:02}:{:02}:{:02} UTC",
        MONTHS[(month - 1) as usize],
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
    }

    #[test]
    fn display_to_stdout_by_default() {
        let ini = Ini::default();
        let mut out = Vec::new();
        report(
            &ini,
            &mut out,
            ErrorType::Parse,
            "Unmatched '}'",
            "t.php",
            5,
        )
        .unwrap();
        assert_eq!(out, b"\nParse error: Unmatched '}' in t.php on line 5\n");
    }

    #[test]
    fn fatal_errors_carry_a_backtrace() {
        // PHP 8.5: `php -l` on `$b = $a[];` prints this block (oracle run).
        let ini = Ini::default();
        let mut out = Vec::new();
        report(
            &ini,
            &mut out,
            ErrorType::CompileError,
            "Cannot use [] for reading",
            "f1.php",
            3,
        )
        .unwrap();
        assert_eq!(
            out,
            b"\nFatal error: Cannot use [] for reading in f1.php on line 3\nStack trace:\n#0 {main}\n"
        );
        let mut ini = Ini::default();
        ini.set("fatal_error_backtraces", "0");
        let mut out = Vec::new();
        report(
            &ini,
            &mut out,
            ErrorType::CompileError,
            "Cannot use [] for reading",
            "f1.php",
            3,
        )
        .unwrap();
        assert_eq!(
            out,
            b"\nFatal error: Cannot use [] for reading in f1.php on line 3\n"
        );
    }

    #[test]
    fn error_reporting_masks() {
        let mut ini = Ini::default();
        ini.set("error_reporting", "0");
        let mut out = Vec::new();
        report(&ini, &mut out, ErrorType::Warning, "x", "t.php", 1).unwrap();
        assert!(out.is_empty());
    }
}
