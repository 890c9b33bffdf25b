//! What mbstring's ini handlers say at startup about settings given with `-d` or php.ini:
//! the deprecated mbstring.http_input, http_output and internal_encoding, and names that are
//! no encoding. The command line prints them as php prints startup errors.

use super::encoding::lookup_or_pass;
use rphp_vm::ini::Ini;

/// A startup message: true for E_DEPRECATED, false for E_WARNING.
pub type Message = (bool, String);

/// Warn about each name of a comma-separated list that is no encoding, as
/// `php_mb_parse_encoding_list` does in ini context (it stops at the first).
fn check_list(value: &str, pass_ok: bool, out: &mut Vec<Message>) {
    for item in value.split(',') {
        let name = item.trim_matches([' ', '\t']);
        if name.is_empty() || name.eq_ignore_ascii_case("auto") {
            continue;
        }
        let known = if pass_ok {
            lookup_or_pass(name.as_bytes())
        } else {
            super::encoding::lookup(name.as_bytes())
        };
        if known.is_none() {
            out.push((
                false,
                format!("PHP Startup: INI setting contains invalid encoding \"{name}\""),
            ));
            return;
        }
    }
}

/// The messages, in the order php's ini entries are registered.
pub fn startup_messages(ini: &Ini) -> Vec<Message> {
    let mut out = Vec::new();
    let get = |k: &str| ini.get(k).unwrap_or("").to_owned();
    let detect_order = get("mbstring.detect_order");
    if !detect_order.is_empty() {
        check_list(&detect_order, false, &mut out);
    }
    let http_input = get("mbstring.http_input");
    if http_input.is_empty() {
        let input = get("input_encoding");
        if !input.is_empty() {
            // checked when the module starts and again for the request
            check_list(&input, true, &mut out);
            check_list(&input, true, &mut out);
        }
    } else {
        out.push((
            true,
            "PHP Startup: Use of mbstring.http_input is deprecated".to_owned(),
        ));
        check_list(&http_input, true, &mut out);
    }
    if !get("mbstring.http_output").is_empty() {
        out.push((
            true,
            "PHP Startup: Use of mbstring.http_output is deprecated".to_owned(),
        ));
    }
    let internal = get("mbstring.internal_encoding");
    if !internal.is_empty() {
        out.push((
            true,
            "PHP Startup: Use of mbstring.internal_encoding is deprecated".to_owned(),
        ));
        if super::encoding::lookup(internal.as_bytes()).is_none() {
            out.push((
                false,
                format!("PHP Startup: Unknown encoding \"{internal}\" in ini setting"),
            ));
        }
    }
    out
}
