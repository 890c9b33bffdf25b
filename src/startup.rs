//! Startup diagnostics of the command line: `-d extension=NAME` asks for a shared
//! extension. One rphp has built in needs nothing; any other cannot be loaded, and php's
//! warning for a failed load is printed as php prints a startup error (logged to stderr,
//! displayed on stdout). mbstring's ini handlers add their deprecations and warnings, and
//! date.timezone's handler its check of the zone.

use rphp_vm::ini::Ini;
use std::io::Write;

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Report each extension that `-d extension=` asked for as a failed load, then what
/// mbstring's ini handlers say about their settings.
pub fn report_extensions(ini: &Ini, extensions: &[String]) {
    let extension_dir = ini
        .get("extension_dir")
        .unwrap_or("/usr/local/lib/php/20250925");
    for name in extensions {
        if rphp_stdlib::standard::extensions::is_builtin_extension(name) {
            continue;
        }
        let message = format!(
            "PHP Startup: {}",
            rphp_stdlib::standard::extensions::load_failure(name, extension_dir)
        );
        show(ini, "Warning", &message, true);
    }
    for (deprecated, message) in rphp_stdlib::ext::mbstring::startup::startup_messages(ini) {
        if deprecated {
            if ini.error_reporting() & E_DEPRECATED != 0 {
                show(ini, "Deprecated", &message, false);
            }
        } else {
            show(ini, "Warning", &message, false);
        }
    }
}

/// php's date.timezone handler at startup: an identifier the database does not know is
/// refused with a warning, and the default (UTC) stays.
pub fn check_timezone(ini: &mut Ini) {
    let Some(zone) = ini.get("date.timezone").map(str::to_owned) else {
        return;
    };
    if rphp_stdlib::ext::date::log_stamp(&zone, 0).is_none() {
        let message =
            format!("PHP Startup: Invalid date.timezone value '{zone}', using 'UTC' instead");
        show(ini, "Warning", &message, false);
        ini.set("date.timezone", "UTC");
    }
}

/// `E_DEPRECATED`.
const E_DEPRECATED: i64 = 8192;

/// One startup error as php reports it: logged to stderr (the CLI has no error_log; a failed
/// extension load always, an ini handler's message when log_errors is on), and displayed on
/// stdout when display_startup_errors allows.
fn show(ini: &Ini, level: &str, message: &str, always_log: bool) {
    if always_log || ini.get_bool("log_errors") {
        let _ = writeln!(
            std::io::stderr(),
            "PHP {level}:  {message} in Unknown on line 0"
        );
    }
    if ini.display_errors() == rphp_vm::ini::DisplayErrors::Off
        || !ini.get_bool("display_startup_errors")
    {
        return;
    }
    let shown = if ini.get_bool("html_errors") {
        format!(
            "<br />\n<b>{level}</b>:  {} in <b>Unknown</b> on line <b>0</b><br />\n",
            html_escape(message)
        )
    } else {
        format!("\n{level}: {message} in Unknown on line 0\n")
    };
    let _ = std::io::stdout().write_all(shown.as_bytes());
}
