//! Conversion and detection (mb_convert_encoding, mb_detect_encoding, mb_check_encoding,
//! mb_scrub, mb_ord, mb_chr) and the settings functions (mb_internal_encoding,
//! mb_substitute_character, mb_language, mb_detect_order, mb_list_encodings,
//! mb_encoding_aliases, mb_preferred_mime_name).

use super::encoding::{self, BAD, Encoding, Kind, decode, lookup};
use super::unicode::demerits;
use super::{
    Illegal, all_encodings, arg_encoding, bytes, c_text, encode_counted, encoding_named, state,
};
use rphp_vm::builtins::{arg, arg_bool, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};

/// php's languages: name, short name, aliases (`mbfl_language`).
pub(crate) const LANGUAGES: &[(&str, &str, &[&str])] = &[
    ("uni", "uni", &["universal"]),
    ("Japanese", "ja", &[]),
    ("Korean", "ko", &[]),
    ("Simplified Chinese", "zh-cn", &[]),
    ("Traditional Chinese", "zh-tw", &[]),
    ("English", "en", &[]),
    ("German", "de", &["Deutsch"]),
    ("Russian", "ru", &[]),
    ("Ukrainian", "ua", &[]),
    ("Armenian", "hy", &[]),
    ("Turkish", "tr", &[]),
    ("neutral", "neutral", &[]),
];

/// Index of "neutral" in [`LANGUAGES`], the default.
pub(crate) const NEUTRAL: usize = 11;

/// The language's default detect order (`php_mb_default_identify_list_*`), kept to the
/// encodings supported here.
fn default_order(language: usize) -> Vec<&'static Encoding> {
    let names: &[&str] = match language {
        1 => &["ASCII", "JIS", "UTF-8", "EUC-JP", "SJIS"],
        7 => &["ASCII", "UTF-8", "KOI8-R", "Windows-1251", "CP866"],
        8 => &["ASCII", "UTF-8", "KOI8-U"],
        10 => &["ASCII", "UTF-8", "Windows-1254", "ISO-8859-9"],
        _ => &["ASCII", "UTF-8"],
    };
    names.iter().filter_map(|n| lookup(n.as_bytes())).collect()
}

/// The index of a language name, short name or alias (`mbfl_name2language`).
pub(crate) fn language_index(name: &[u8]) -> Option<usize> {
    let eq = |s: &str| s.as_bytes().eq_ignore_ascii_case(name);
    LANGUAGES
        .iter()
        .position(|(n, short, aliases)| eq(n) || eq(short) || aliases.iter().any(|x| eq(x)))
}

/// The `mbstring.detect_order` ini value as a list (`None` when empty or invalid).
pub(crate) fn parse_ini_list(value: &[u8]) -> Option<Vec<&'static Encoding>> {
    let mut out = Vec::new();
    for item in value.split(|&b| b == b',') {
        let name = item.trim_ascii();
        if name.eq_ignore_ascii_case(b"auto") {
            out.extend(default_order(NEUTRAL));
        } else if !name.is_empty() {
            out.push(lookup(name)?);
        }
    }
    (!out.is_empty()).then_some(out)
}

pub(crate) fn detect_order(vm: &mut Vm) -> Vec<&'static Encoding> {
    let st = state(vm);
    match &st.detect_order {
        Some(list) => list.clone(),
        None => default_order(st.startup_language),
    }
}

/// `php_mb_parse_encoding_list`: comma-separated names, `auto` for the default order.
fn parse_list(
    vm: &mut Vm,
    list: &[u8],
    func: &str,
    n: usize,
    param: &str,
) -> Result<Vec<&'static Encoding>, Control> {
    if list.is_empty() {
        return Ok(Vec::new());
    }
    let list = match list {
        [b'"', inner @ .., b'"'] if list.len() > 2 => inner,
        _ => list,
    };
    let mut out = Vec::new();
    let mut auto_done = false;
    for item in list.split(|&b| b == b',') {
        let item = item.trim_ascii_start();
        let end = item
            .iter()
            .rposition(|&b| b != b' ' && b != b'\t')
            .map_or(0, |p| p + 1);
        let name = &item[..end];
        if name.eq_ignore_ascii_case(b"auto") {
            if !auto_done {
                auto_done = true;
                let lang = state(vm).language;
                out.extend(default_order(lang));
            }
        } else {
            match lookup(name) {
                Some(e) => out.push(e),
                None => {
                    return Err(value_error(
                        func,
                        n,
                        param,
                        &format!("contains invalid encoding \"{}\"", c_text(name)),
                    ));
                }
            }
        }
    }
    Ok(out)
}

/// An `array|string|null` list of encodings; `None` when the argument is null or absent.
pub(crate) fn arg_list(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<Vec<&'static Encoding>>, Control> {
    match arg(a, n) {
        Value::Null => Ok(None),
        Value::Array(items) => {
            let mut out = Vec::new();
            let mut auto_done = false;
            for v in items.values() {
                let name = rphp_vm::builtins::value_to_str(vm, v)?;
                if name.eq_ignore_ascii_case(b"auto") {
                    if !auto_done {
                        auto_done = true;
                        let lang = state(vm).language;
                        out.extend(default_order(lang));
                    }
                    continue;
                }
                match lookup(&name) {
                    Some(e) => out.push(e),
                    None => {
                        return Err(value_error(
                            func,
                            n,
                            param,
                            &format!("contains invalid encoding \"{}\"", c_text(&name)),
                        ));
                    }
                }
            }
            Ok(Some(out))
        }
        _ => {
            let s = arg_str(vm, a, n, func, param)?;
            parse_list(vm, &s, func, n, param).map(Some)
        }
    }
}

/// 7bit, 8bit and the transfer encodings are never detected (`remove_non_encodings_from_elist`).
pub(crate) fn is_byte_encoding(e: &Encoding) -> bool {
    matches!(
        e.kind,
        Kind::Bit7 | Kind::Bit8 | Kind::Base64 | Kind::Qprint | Kind::Uuencode | Kind::HtmlEnt
    )
}

pub(crate) fn is_valid(enc: &Encoding, s: &[u8]) -> bool {
    match enc.kind {
        Kind::Jis => super::cjk::jis::check_iso2022jp(s, true),
        Kind::Iso2022Jp => super::cjk::jis::check_iso2022jp(s, false),
        Kind::Utf7 => super::utf7::check(s, false),
        Kind::Utf7Imap => super::utf7::check(s, true),
        _ => !decode(enc.kind, s).contains(&BAD),
    }
}

/// `mb_guess_encoding`: the candidate with the fewest demerits (strict: only valid ones).
pub(crate) fn guess(
    s: &[u8],
    list: &[&'static Encoding],
    strict: bool,
) -> Option<&'static Encoding> {
    guess_strings(&[s], list, strict)
}

/// `mb_guess_encoding_for_strings`: one candidate for all the strings; the order weight is
/// applied after each string, as php does.
pub(crate) fn guess_strings(
    strings: &[&[u8]],
    list: &[&'static Encoding],
    strict: bool,
) -> Option<&'static Encoding> {
    let first = *list.first()?;
    if list.len() == 1 {
        return (!strict || strings.iter().all(|s| is_valid(first, s))).then_some(first);
    }
    if let [s] = strings
        && s.is_empty()
    {
        return Some(first);
    }
    // (demerits, multiplier, encoding) of the candidates still standing
    let mut candidates: Vec<(u64, f32, &'static Encoding)> = Vec::new();
    for (i, &enc) in list.iter().enumerate() {
        let mut total: u64 = 0;
        // Encodings with a validity check of their own are judged by it first.
        if matches!(
            enc.kind,
            Kind::Jis | Kind::Iso2022Jp | Kind::Utf7 | Kind::Utf7Imap
        ) {
            let failed = strings.iter().filter(|s| !is_valid(enc, s)).count() as u64;
            if failed > 0 && strict {
                continue;
            }
            total += 500 * failed;
        }
        let multiplier = 1.0 + (0.3 * i as f32) / list.len() as f32;
        candidates.push((total, multiplier, enc));
    }
    for s in strings.iter().rev() {
        candidates.retain_mut(|(total, multiplier, enc)| {
            let body = match (enc.kind, *s) {
                (Kind::Utf8, [0xEF, 0xBB, 0xBF, rest @ ..]) => rest,
                (Kind::Utf16Be, [0xFE, 0xFF, rest @ ..]) => rest,
                (Kind::Utf16Le, [0xFF, 0xFE, rest @ ..]) => rest,
                _ => s,
            };
            for c in decode(enc.kind, body) {
                if c == BAD {
                    if strict {
                        return false;
                    }
                    *total += 1000;
                } else {
                    *total += demerits(c);
                }
            }
            *total = (*total as f32 * *multiplier) as u64;
            true
        });
        if candidates.is_empty() {
            return None;
        }
    }
    let mut best = candidates.first()?;
    for c in &candidates[1..] {
        if c.0 < best.0 {
            best = c;
        }
    }
    Some(best.2)
}

fn convert_str(
    vm: &mut Vm,
    s: &[u8],
    to: &Encoding,
    from: &[&'static Encoding],
) -> Option<Vec<u8>> {
    let from = if from.len() == 1 {
        from[0]
    } else {
        let strict = state(vm).strict_detection;
        match guess(s, from, strict) {
            Some(e) => e,
            None => {
                vm.warn("mb_convert_encoding(): Unable to detect character encoding");
                return None;
            }
        }
    };
    Some(convert_one(vm, s, to, from))
}

/// `php_mb_convert_encoding_ex`: a transfer encoding on either side works on the raw bytes
/// of the other (encoding to one wins).
pub(crate) fn convert_one(vm: &mut Vm, s: &[u8], to: &Encoding, from: &Encoding) -> Vec<u8> {
    let transfer = |e: &Encoding| matches!(e.kind, Kind::Base64 | Kind::Qprint | Kind::Uuencode);
    if transfer(to) {
        encode_counted(vm, to, &decode(Kind::Bit8, s))
    } else if transfer(from) {
        encode_counted(vm, encoding::by_kind(Kind::Bit8), &decode(from.kind, s))
    } else {
        encode_counted(vm, to, &decode(from.kind, s))
    }
}

fn convert_array(
    vm: &mut Vm,
    arr: &PhpArray,
    to: &Encoding,
    from: &[&'static Encoding],
) -> PhpArray {
    let mut out = PhpArray::new();
    for (k, v) in arr.iter() {
        let key = match k.to_value() {
            Value::Str(ks) => match convert_str(vm, &ks, to, from) {
                Some(c) => Value::Str(PhpStr::new(&c)),
                None => continue,
            },
            other => other,
        };
        let val = match v.deref_value() {
            Value::Str(vs) => match convert_str(vm, &vs, to, from) {
                Some(c) => Value::Str(PhpStr::new(&c)),
                None => continue,
            },
            Value::Array(inner) => Value::Array(convert_array(vm, &inner, to, from)),
            v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => v,
            _ => {
                vm.warn("mb_convert_encoding(): Object is not supported");
                continue;
            }
        };
        let key = match key {
            Value::Int(i) => ArrayKey::Int(i),
            Value::Str(s) => ArrayKey::Str(s),
            _ => continue,
        };
        out.insert(key, val);
    }
    out
}

pub(crate) fn mb_convert_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_convert_encoding";
    let input = match arg(a, 0) {
        Value::Array(arr) => Err(arr),
        _ => Ok(arg_str(vm, a, 0, F, "string").map_err(|e| match e {
            e @ Control::Method(_) => e,
            _ => rphp_vm::builtins::type_error(F, 0, "string", "array|string", &arg(a, 0)),
        })?),
    };
    let to_name = arg_str(vm, a, 1, F, "to_encoding")?;
    let to = super::get_encoding(vm, &to_name, F, 1, "to_encoding")?;
    let mut from = match arg_list(vm, a, 2, F, "from_encoding")? {
        Some(list) => list,
        None => vec![state(vm).internal],
    };
    if from.len() > 1 {
        from.retain(|e| !is_byte_encoding(e));
    }
    if from.is_empty() {
        return Err(value_error(
            F,
            2,
            "from_encoding",
            "must specify at least one encoding",
        ));
    }
    match input {
        Ok(s) => Ok(match convert_str(vm, &s, to, &from) {
            Some(out) => bytes(out),
            None => Value::Bool(false),
        }),
        Err(arr) => Ok(Value::Array(convert_array(vm, &arr, to, &from))),
    }
}

pub(crate) fn mb_detect_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_detect_encoding";
    let s = arg_str(vm, a, 0, F, "string")?;
    let list = match arg_list(vm, a, 1, F, "encodings")? {
        Some(list) => list,
        None => detect_order(vm),
    };
    if list.is_empty() {
        return Err(value_error(
            F,
            1,
            "encodings",
            "must specify at least one encoding",
        ));
    }
    let strict = if a.len() > 2 {
        arg_bool(vm, a, 2, F, "strict")?
    } else {
        state(vm).strict_detection
    };
    let list: Vec<&'static Encoding> = list.into_iter().filter(|e| !is_byte_encoding(e)).collect();
    if list.is_empty() {
        return Ok(Value::Bool(false));
    }
    let found = if list.len() == 1 && list[0].kind == Kind::Utf8 && std::str::from_utf8(&s).is_ok()
    {
        Some(list[0])
    } else {
        guess(&s, &list, strict)
    };
    Ok(match found {
        Some(e) => Value::str(e.name),
        None => Value::Bool(false),
    })
}

/// `php_mb_check_encoding_recursive`: keys and string values must be valid, objects are not;
/// an array reached again through a reference is php's circular-reference warning.
fn check_array(vm: &mut Vm, arr: &PhpArray, enc: &Encoding, refs: &mut Vec<usize>) -> bool {
    for (k, v) in arr.iter() {
        if let Value::Str(ks) = k.to_value()
            && !is_valid(enc, &ks)
        {
            return false;
        }
        let inner_ref = match v {
            Value::Ref(r) => Some(r.addr()),
            _ => None,
        };
        match v.deref_value() {
            Value::Str(s) if !is_valid(enc, &s) => return false,
            Value::Array(inner) => {
                if let Some(addr) = inner_ref {
                    if refs.contains(&addr) {
                        vm.warn("mb_check_encoding(): Cannot not handle circular references");
                        return false;
                    }
                    refs.push(addr);
                }
                let ok = check_array(vm, &inner, enc, refs);
                if inner_ref.is_some() {
                    refs.pop();
                }
                if !ok {
                    return false;
                }
            }
            Value::Object(_) => return false,
            _ => {}
        }
    }
    true
}

pub(crate) fn mb_check_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_check_encoding";
    let enc = arg_encoding(vm, a, 1, F)?;
    Ok(Value::Bool(match arg(a, 0) {
        Value::Null => {
            vm.deprecated(
                "mb_check_encoding(): Calling mb_check_encoding() without argument is deprecated",
            );
            true
        }
        Value::Array(arr) => check_array(vm, &arr, enc, &mut Vec::new()),
        _ => {
            let v = arg(a, 0);
            let s = arg_str(vm, a, 0, F, "value").map_err(|e| match e {
                e @ Control::Method(_) => e,
                _ => rphp_vm::builtins::type_error(F, 0, "value", "array|string|null", &v),
            })?;
            is_valid(enc, &s)
        }
    }))
}

pub(crate) fn mb_scrub(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_scrub", "string")?;
    let enc = arg_encoding(vm, a, 1, "mb_scrub")?;
    Ok(bytes(encode_counted(vm, enc, &decode(enc.kind, &s))))
}

/// mb_ord() and mb_chr() refuse the transfer and stateful encodings
/// (`php_mb_is_unsupported_no_encoding`).
fn unsupported(func: &str, enc: &Encoding) -> Result<(), Control> {
    if matches!(
        enc.kind,
        Kind::Base64
            | Kind::Uuencode
            | Kind::HtmlEnt
            | Kind::Qprint
            | Kind::Utf7
            | Kind::Utf7Imap
            | Kind::Jis
            | Kind::Iso2022Jp
    ) {
        return Err(Control::Error(
            rphp_vm::exec::ThrowKind::ValueError,
            format!("{func}() does not support the \"{}\" encoding", enc.name),
        ));
    }
    Ok(())
}

pub(crate) fn mb_ord(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_ord", "string")?;
    if s.is_empty() {
        return Err(value_error("mb_ord", 0, "string", "must not be empty"));
    }
    let enc = arg_encoding(vm, a, 1, "mb_ord")?;
    unsupported("mb_ord", enc)?;
    Ok(match decode(enc.kind, &s).first() {
        Some(&c) if c != BAD => Value::Int(i64::from(c)),
        _ => Value::Bool(false),
    })
}

pub(crate) fn mb_chr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cp = arg_int(vm, a, 0, "mb_chr", "codepoint")?;
    let enc = arg_encoding(vm, a, 1, "mb_chr")?;
    unsupported("mb_chr", enc)?;
    if !(0..=0x10_FFFF).contains(&cp) {
        return Ok(Value::Bool(false));
    }
    let cp = cp as u32;
    if enc.kind == Kind::Utf8 && (0xD800..=0xDFFF).contains(&cp) {
        return Ok(Value::Bool(false));
    }
    let mode = super::error_mode(vm);
    let (out, errors) = encoding::encode(enc.kind, &[cp], mode);
    Ok(if errors > 0 {
        Value::Bool(false)
    } else {
        bytes(out)
    })
}

pub(crate) fn mb_list_encodings(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let names = all_encodings().iter().map(|e| Value::str(e.name)).collect();
    Ok(Value::Array(PhpArray::from_values(names)))
}

pub(crate) fn mb_encoding_aliases(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "mb_encoding_aliases", "encoding")?;
    let enc = super::get_encoding(vm, &name, "mb_encoding_aliases", 0, "encoding")?;
    let names = enc.aliases.iter().map(Value::str).collect();
    Ok(Value::Array(PhpArray::from_values(names)))
}

pub(crate) fn mb_preferred_mime_name(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "mb_preferred_mime_name", "encoding")?;
    let enc = encoding_named(&name, "mb_preferred_mime_name", 0, "encoding")?;
    if enc.mime.is_empty() {
        vm.warn(format!(
            "mb_preferred_mime_name(): No MIME preferred name corresponding to \"{}\"",
            c_text(&name)
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::str(enc.mime))
}

pub(crate) fn mb_internal_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_internal_encoding";
    match arg(a, 0) {
        Value::Null => Ok(Value::str(state(vm).internal.name)),
        _ => {
            let name = arg_str(vm, a, 0, F, "encoding")?;
            state(vm).internal = encoding_named(&name, F, 0, "encoding")?;
            state(vm).internal_set = true;
            Ok(Value::Bool(true))
        }
    }
}

pub(crate) fn mb_substitute_character(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_substitute_character";
    // `string|int|null` in coercive mode: an integral float or a bool is an int, a float
    // out of int range or a Stringable object is a string
    let v = match arg(a, 0) {
        Value::Float(f) if !vm.builtin_strict => {
            if (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f) {
                Value::Int(rphp_vm::value::ops::float_to_long(f, &mut vm.diag))
            } else {
                Value::Str(PhpStr::new(
                    rphp_vm::value::convert::float_to_string(f).as_bytes(),
                ))
            }
        }
        Value::Bool(b) if !vm.builtin_strict => Value::Int(i64::from(b)),
        Value::Object(_) if !vm.builtin_strict => {
            let v = arg(a, 0);
            Value::Str(
                arg_str(vm, a, 0, F, "substitute_character").map_err(|e| match e {
                    e @ Control::Method(_) => e,
                    _ => rphp_vm::builtins::type_error(
                        F,
                        0,
                        "substitute_character",
                        "string|int|null",
                        &v,
                    ),
                })?,
            )
        }
        v @ (Value::Float(_) | Value::Bool(_)) => {
            return Err(rphp_vm::builtins::type_error(
                F,
                0,
                "substitute_character",
                "string|int|null",
                &v,
            ));
        }
        v => v,
    };
    let mut a = [v];
    let a = &mut a[..];
    match arg(a, 0) {
        Value::Null => {
            let st = state(vm);
            Ok(match st.illegal {
                Illegal::None => Value::str("none"),
                Illegal::Long => Value::str("long"),
                Illegal::Entity => Value::str("entity"),
                Illegal::Char => Value::Int(i64::from(st.substitute)),
            })
        }
        Value::Str(s) => {
            let mode = if s.eq_ignore_ascii_case(b"none") {
                Illegal::None
            } else if s.eq_ignore_ascii_case(b"long") {
                Illegal::Long
            } else if s.eq_ignore_ascii_case(b"entity") {
                Illegal::Entity
            } else {
                return Err(value_error(
                    F,
                    0,
                    "substitute_character",
                    "must be \"none\", \"long\", \"entity\" or a valid codepoint",
                ));
            };
            state(vm).illegal = mode;
            Ok(Value::Bool(true))
        }
        Value::Array(_) | Value::Object(_) => Err(rphp_vm::builtins::type_error(
            F,
            0,
            "substitute_character",
            "string|int|null",
            &arg(a, 0),
        )),
        _ => {
            let cp = arg_int(vm, a, 0, F, "substitute_character")?;
            if !(0..0x11_0000).contains(&cp) || (0xD800..=0xDFFF).contains(&cp) {
                return Err(value_error(
                    F,
                    0,
                    "substitute_character",
                    "is not a valid codepoint",
                ));
            }
            let st = state(vm);
            st.illegal = Illegal::Char;
            st.substitute = cp as u32;
            Ok(Value::Bool(true))
        }
    }
}

pub(crate) fn mb_language(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Null => Ok(Value::str(LANGUAGES[state(vm).language].0)),
        _ => {
            let name = arg_str(vm, a, 0, "mb_language", "language")?;
            match language_index(&name) {
                Some(i) => {
                    state(vm).language = i;
                    Ok(Value::Bool(true))
                }
                None => {
                    state(vm).language = NEUTRAL;
                    Err(value_error(
                        "mb_language",
                        0,
                        "language",
                        &format!("must be a valid language, \"{}\" given", c_text(&name)),
                    ))
                }
            }
        }
    }
}

pub(crate) fn mb_detect_order(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_detect_order";
    match arg_list(vm, a, 0, F, "encoding")? {
        None => {
            let names = detect_order(vm)
                .iter()
                .map(|e| Value::str(e.name))
                .collect();
            Ok(Value::Array(PhpArray::from_values(names)))
        }
        Some(list) if list.is_empty() => Err(value_error(
            F,
            0,
            "encoding",
            "must specify at least one encoding",
        )),
        Some(list) => {
            state(vm).detect_order = Some(list);
            Ok(Value::Bool(true))
        }
    }
}

pub(crate) fn mb_http_output(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Null => Ok(Value::str(state(vm).http_output.name)),
        _ => {
            let name = arg_str(vm, a, 0, "mb_http_output", "encoding")?;
            state(vm).http_output = match encoding::lookup_or_pass(&name) {
                Some(e) => e,
                None => encoding_named(&name, "mb_http_output", 0, "encoding")?,
            };
            Ok(Value::Bool(true))
        }
    }
}
