//! ext/mbstring: the multibyte string functions over the Unicode encodings (UTF-8/16/32,
//! UCS-2/4, UTF-7, UTF7-IMAP), the single-byte charsets, the Japanese family (`cjk`) and the
//! transfer encodings (`pseudo`: BASE64, Quoted-Printable, UUENCODE, HTML-ENTITIES).
//! `encoding` decodes and encodes, `unicode` maps case and width, and the function families
//! live in `strings` (length, substrings, width, padding), `search` (strpos/strstr
//! families), `case` (case conversion, trim), `convert` (conversion, detection, validation,
//! settings), `extra` (numeric entities, mb_get_info, mb_convert_variables), `gpc`
//! (mb_parse_str, mb_http_input), `mime` (mb_encode/decode_mimeheader), `output`
//! (mb_output_handler), `regex` (the mbregex family, on PCRE2) and `startup` (what the ini handlers report at startup). The
//! settings (internal encoding, substitute character, language, detect order) live on the
//! VM (`Vm::ext`), never in a global.

mod case;
mod cjk;
mod convert;
pub(crate) mod encoding;
mod extra;
mod gpc;
mod mime;
mod output;
mod pseudo;
mod pseudo_entities;
pub(crate) mod regex;
pub(crate) mod sbcs;
mod search;
pub mod startup;
mod strings;
mod unicode;
mod utf7;

use crate::def;
use encoding::{ENCODINGS, Encoding, ErrorMode};
use rphp_vm::builtins::{Builtin, arg_opt_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "mb_strlen",
        strings::mb_strlen,
        1,
        2,
        &["string", "encoding"],
    ),
    def(
        "mb_substr",
        strings::mb_substr,
        2,
        4,
        &["string", "start", "length", "encoding"],
    ),
    def(
        "mb_strcut",
        strings::mb_strcut,
        2,
        4,
        &["string", "start", "length", "encoding"],
    ),
    def(
        "mb_str_split",
        strings::mb_str_split,
        1,
        3,
        &["string", "length", "encoding"],
    ),
    def(
        "mb_strwidth",
        strings::mb_strwidth,
        1,
        2,
        &["string", "encoding"],
    ),
    def(
        "mb_strimwidth",
        strings::mb_strimwidth,
        3,
        5,
        &["string", "start", "width", "trim_marker", "encoding"],
    ),
    def(
        "mb_str_pad",
        strings::mb_str_pad,
        2,
        5,
        &["string", "length", "pad_string", "pad_type", "encoding"],
    ),
    def(
        "mb_strpos",
        search::mb_strpos,
        2,
        4,
        &["haystack", "needle", "offset", "encoding"],
    ),
    def(
        "mb_strrpos",
        search::mb_strrpos,
        2,
        4,
        &["haystack", "needle", "offset", "encoding"],
    ),
    def(
        "mb_stripos",
        search::mb_stripos,
        2,
        4,
        &["haystack", "needle", "offset", "encoding"],
    ),
    def(
        "mb_strripos",
        search::mb_strripos,
        2,
        4,
        &["haystack", "needle", "offset", "encoding"],
    ),
    def(
        "mb_strstr",
        search::mb_strstr,
        2,
        4,
        &["haystack", "needle", "before_needle", "encoding"],
    ),
    def(
        "mb_strrchr",
        search::mb_strrchr,
        2,
        4,
        &["haystack", "needle", "before_needle", "encoding"],
    ),
    def(
        "mb_stristr",
        search::mb_stristr,
        2,
        4,
        &["haystack", "needle", "before_needle", "encoding"],
    ),
    def(
        "mb_strrichr",
        search::mb_strrichr,
        2,
        4,
        &["haystack", "needle", "before_needle", "encoding"],
    ),
    def(
        "mb_substr_count",
        search::mb_substr_count,
        2,
        3,
        &["haystack", "needle", "encoding"],
    ),
    def(
        "mb_convert_case",
        case::mb_convert_case,
        2,
        3,
        &["string", "mode", "encoding"],
    ),
    def(
        "mb_strtoupper",
        case::mb_strtoupper,
        1,
        2,
        &["string", "encoding"],
    ),
    def(
        "mb_strtolower",
        case::mb_strtolower,
        1,
        2,
        &["string", "encoding"],
    ),
    def(
        "mb_ucfirst",
        case::mb_ucfirst,
        1,
        2,
        &["string", "encoding"],
    ),
    def(
        "mb_lcfirst",
        case::mb_lcfirst,
        1,
        2,
        &["string", "encoding"],
    ),
    def(
        "mb_trim",
        case::mb_trim,
        1,
        3,
        &["string", "characters", "encoding"],
    ),
    def(
        "mb_ltrim",
        case::mb_ltrim,
        1,
        3,
        &["string", "characters", "encoding"],
    ),
    def(
        "mb_rtrim",
        case::mb_rtrim,
        1,
        3,
        &["string", "characters", "encoding"],
    ),
    def(
        "mb_convert_encoding",
        convert::mb_convert_encoding,
        2,
        3,
        &["string", "to_encoding", "from_encoding"],
    ),
    def(
        "mb_detect_encoding",
        convert::mb_detect_encoding,
        1,
        3,
        &["string", "encodings", "strict"],
    ),
    def(
        "mb_check_encoding",
        convert::mb_check_encoding,
        0,
        2,
        &["value", "encoding"],
    ),
    def("mb_scrub", convert::mb_scrub, 1, 2, &["string", "encoding"]),
    def("mb_ord", convert::mb_ord, 1, 2, &["string", "encoding"]),
    def("mb_chr", convert::mb_chr, 1, 2, &["codepoint", "encoding"]),
    def("mb_list_encodings", convert::mb_list_encodings, 0, 0, &[]),
    def(
        "mb_encoding_aliases",
        convert::mb_encoding_aliases,
        1,
        1,
        &["encoding"],
    ),
    def(
        "mb_internal_encoding",
        convert::mb_internal_encoding,
        0,
        1,
        &["encoding"],
    ),
    def(
        "mb_substitute_character",
        convert::mb_substitute_character,
        0,
        1,
        &["substitute_character"],
    ),
    def("mb_language", convert::mb_language, 0, 1, &["language"]),
    def(
        "mb_detect_order",
        convert::mb_detect_order,
        0,
        1,
        &["encoding"],
    ),
    def(
        "mb_http_output",
        convert::mb_http_output,
        0,
        1,
        &["encoding"],
    ),
    def("mb_http_input", gpc::mb_http_input, 0, 1, &["type"]),
    def(
        "mb_encode_mimeheader",
        mime::mb_encode_mimeheader,
        1,
        5,
        &[
            "string",
            "charset",
            "transfer_encoding",
            "newline",
            "indent",
        ],
    ),
    def(
        "mb_decode_mimeheader",
        mime::mb_decode_mimeheader,
        1,
        1,
        &["string"],
    ),
    crate::def_ref(
        "mb_parse_str",
        gpc::mb_parse_str,
        2,
        2,
        1 << 1,
        &["string", "result"],
    ),
    def(
        "mb_encode_numericentity",
        extra::mb_encode_numericentity,
        2,
        4,
        &["string", "map", "encoding", "hex"],
    ),
    def(
        "mb_decode_numericentity",
        extra::mb_decode_numericentity,
        2,
        3,
        &["string", "map", "encoding"],
    ),
    def("mb_get_info", extra::mb_get_info, 0, 1, &["type"]),
    def(
        "mb_output_handler",
        output::mb_output_handler,
        2,
        2,
        &["string", "status"],
    ),
    crate::def_ref(
        "mb_convert_variables",
        extra::mb_convert_variables,
        3,
        u8::MAX,
        (1 << 2) | (1 << 31),
        &["to_encoding", "from_encoding", "var", "vars"],
    ),
    def(
        "mb_preferred_mime_name",
        convert::mb_preferred_mime_name,
        1,
        1,
        &["encoding"],
    ),
    regex::MB_EREG,
    regex::MB_EREGI,
    regex::MB_EREG_REPLACE,
    regex::MB_EREGI_REPLACE,
    regex::MB_EREG_REPLACE_CALLBACK,
    regex::MB_SPLIT,
    regex::MB_EREG_MATCH,
    regex::MB_EREG_SEARCH,
    regex::MB_EREG_SEARCH_POS,
    regex::MB_EREG_SEARCH_REGS,
    regex::MB_EREG_SEARCH_INIT,
    regex::MB_EREG_SEARCH_GETREGS,
    regex::MB_EREG_SEARCH_GETPOS,
    regex::MB_EREG_SEARCH_SETPOS,
    regex::MB_REGEX_ENCODING,
    regex::MB_REGEX_SET_OPTIONS,
];

/// ext/mbstring's integer constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("MB_CASE_UPPER", 0),
    ("MB_CASE_LOWER", 1),
    ("MB_CASE_TITLE", 2),
    ("MB_CASE_FOLD", 3),
    ("MB_CASE_UPPER_SIMPLE", 4),
    ("MB_CASE_LOWER_SIMPLE", 5),
    ("MB_CASE_TITLE_SIMPLE", 6),
    ("MB_CASE_FOLD_SIMPLE", 7),
];

/// How invalid input and unmappable code points are written (`mb_substitute_character`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Illegal {
    Char,
    None,
    Long,
    Entity,
}

/// The per-VM mbstring settings.
pub(crate) struct MbState {
    pub internal: &'static Encoding,
    pub illegal: Illegal,
    pub substitute: u32,
    pub language: usize,
    pub detect_order: Option<Vec<&'static Encoding>>,
    pub strict_detection: bool,
    pub http_output: &'static Encoding,
    /// The encoding name `php_mb_get_encoding` looked up last, and what it found.
    pub last_used: Option<(Vec<u8>, &'static Encoding)>,
    /// Errors conversions met so far (`MBSTRG(illegalchars)`, mb_get_info's "illegal_chars").
    pub illegal_chars: i64,
    /// The encoding mb_parse_str() found its input in (`MBSTRG(http_input_identify)`).
    pub http_input_identify: Option<&'static Encoding>,
    /// mb_internal_encoding() chose the internal encoding, so input_encoding and
    /// default_charset no longer change it (`MBSTRG(internal_encoding_set)`).
    pub internal_set: bool,
    /// The language at startup, whose default detect order the request keeps.
    pub startup_language: usize,
    /// Whether mb_output_handler() converts the output it is handed now.
    pub outconv: bool,
    /// The ini values last applied, to notice `ini_set` and `-d`.
    seen_ini: Vec<String>,
}

impl Default for MbState {
    fn default() -> Self {
        MbState {
            internal: encoding::utf8(),
            illegal: Illegal::Char,
            substitute: u32::from(b'?'),
            language: convert::NEUTRAL,
            detect_order: None,
            strict_detection: false,
            http_output: encoding::utf8(),
            outconv: false,
            startup_language: convert::NEUTRAL,
            internal_set: false,
            http_input_identify: None,
            illegal_chars: 0,
            last_used: None,
            seen_ini: Vec::new(),
        }
    }
}

/// The ini settings mbstring follows, with php's defaults.
pub const INI_DEFAULTS: &[(&str, &str)] = &[
    ("mbstring.language", "neutral"),
    ("mbstring.internal_encoding", ""),
    ("mbstring.substitute_character", ""),
    ("mbstring.detect_order", ""),
    ("mbstring.strict_detection", "0"),
    ("mbstring.http_input", ""),
    ("mbstring.http_output", ""),
    ("mbstring.encoding_translation", "0"),
    ("default_charset", "UTF-8"),
    ("internal_encoding", ""),
    ("input_encoding", ""),
    ("output_encoding", ""),
    (
        "mbstring.http_output_conv_mimetypes",
        "^(text/|application/xhtml\\+xml)",
    ),
];

/// The settings, after applying any ini value that changed since the last call.
pub(crate) fn state(vm: &mut Vm) -> &mut MbState {
    let now: Vec<String> = INI_DEFAULTS
        .iter()
        .map(|(k, _)| vm.ini.get(k).unwrap_or("").to_owned())
        .collect();
    let st = vm.ext.get_or_default::<MbState>();
    if st.seen_ini != now {
        let changed = |i: usize| st.seen_ini.get(i) != now.get(i);
        if changed(1) {
            st.internal_set = false;
        }
        let (lang, internal, subst, order, strict) = (
            changed(0),
            changed(1) || (!st.internal_set && (changed(8) || changed(9))),
            changed(2),
            changed(3),
            changed(4),
        );
        let http_out = changed(6) || changed(8) || changed(11);
        if lang && let Some(i) = convert::language_index(now[0].as_bytes()) {
            st.language = i;
            if st.seen_ini.is_empty() {
                st.startup_language = i;
            }
        }
        if internal {
            st.internal = [&now[1], &now[9], &now[8]]
                .into_iter()
                .find(|v| !v.is_empty())
                .and_then(|v| encoding::lookup(v.as_bytes()))
                .unwrap_or(encoding::utf8());
        }
        if http_out {
            st.http_output = [&now[6], &now[11], &now[8]]
                .into_iter()
                .find(|v| !v.is_empty())
                .and_then(|v| encoding::lookup_or_pass(v.as_bytes()))
                .unwrap_or(encoding::utf8());
        }
        if subst {
            let v = now[2].as_str();
            (st.illegal, st.substitute) = if v.eq_ignore_ascii_case("none") {
                (Illegal::None, st.substitute)
            } else if v.eq_ignore_ascii_case("long") {
                (Illegal::Long, st.substitute)
            } else if v.eq_ignore_ascii_case("entity") {
                (Illegal::Entity, st.substitute)
            } else if v.is_empty() {
                (Illegal::Char, u32::from(b'?'))
            } else {
                (Illegal::Char, parse_c_long(v).unwrap_or(st.substitute))
            };
        }
        if order {
            st.detect_order = convert::parse_ini_list(now[3].as_bytes());
        }
        if strict {
            st.strict_detection = matches!(
                now[4].to_ascii_lowercase().as_str(),
                "1" | "on" | "yes" | "true"
            );
        }
        st.seen_ini = now;
    }
    st
}

/// `strtol(s, &end, 0)` that must consume the whole string.
fn parse_c_long(s: &str) -> Option<u32> {
    let t = s.trim_start();
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u32::from_str_radix(hex, 16).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        u32::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse().ok()
    }
}

/// The error mode conversions use now.
pub(crate) fn error_mode(vm: &mut Vm) -> ErrorMode {
    let st = state(vm);
    match st.illegal {
        Illegal::Char => ErrorMode::Char(st.substitute),
        Illegal::None => ErrorMode::None,
        Illegal::Long => ErrorMode::Long(st.substitute),
        Illegal::Entity => ErrorMode::Entity(st.substitute),
    }
}

/// A `?string $encoding` parameter: null means the internal encoding; an unknown name is
/// php's ValueError (`php_mb_get_encoding`).
pub(crate) fn arg_encoding(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
) -> Result<&'static Encoding, Control> {
    let param = FUNCTIONS
        .iter()
        .find(|b| b.name == func)
        .and_then(|b| b.params.get(n))
        .copied()
        .unwrap_or("encoding");
    match arg_opt_str(vm, a, n, func, param)? {
        None => Ok(state(vm).internal),
        Some(name) => get_encoding(vm, &name, func, n, param),
    }
}

/// `php_mb_get_encoding`: [`encoding_named`], remembering the last name asked for; a transfer
/// encoding is deprecated each time it is looked up afresh.
pub(crate) fn get_encoding(
    vm: &mut Vm,
    name: &PhpStr,
    func: &str,
    n: usize,
    param: &str,
) -> Result<&'static Encoding, Control> {
    if let Some((last, e)) = &state(vm).last_used
        && last.eq_ignore_ascii_case(name)
    {
        return Ok(e);
    }
    let e = encoding_named(name, func, n, param)?;
    if let Some(msg) = encoding::deprecation(e) {
        vm.deprecated(format!("{func}(): {msg}"));
    }
    state(vm).last_used = Some((name.to_vec(), e));
    Ok(e)
}

pub(crate) fn encoding_named(
    name: &PhpStr,
    func: &str,
    n: usize,
    param: &str,
) -> Result<&'static Encoding, Control> {
    encoding::lookup(name).ok_or_else(|| {
        value_error(
            func,
            n,
            param,
            &format!("must be a valid encoding, \"{}\" given", c_text(name)),
        )
    })
}

/// A string as php's `%s` prints a C string: up to the first NUL byte.
pub(crate) fn c_text(s: &[u8]) -> String {
    let end = s.iter().position(|&b| b == 0).unwrap_or(s.len());
    String::from_utf8_lossy(&s[..end]).into_owned()
}

/// Encode code points with the current error mode.
pub(crate) fn encode(vm: &mut Vm, enc: &Encoding, codes: &[u32]) -> Vec<u8> {
    let mode = error_mode(vm);
    encoding::encode(enc.kind, codes, mode).0
}

/// [`encode`] that adds its errors to the illegal character count.
pub(crate) fn encode_counted(vm: &mut Vm, enc: &Encoding, codes: &[u32]) -> Vec<u8> {
    let mode = error_mode(vm);
    let (out, errors) = encoding::encode(enc.kind, codes, mode);
    state(vm).illegal_chars += errors as i64;
    out
}

pub(crate) fn bytes(v: Vec<u8>) -> Value {
    Value::Str(PhpStr::new(&v))
}

/// All supported encodings (for `mb_list_encodings`).
pub(crate) fn all_encodings() -> &'static [Encoding] {
    ENCODINGS
}
