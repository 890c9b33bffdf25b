//! ext/mbstring's remaining functions: `mb_encode_numericentity` / `mb_decode_numericentity`
//! (HTML numeric entities through a map of `[start, end, offset, mask]` quads, as php's
//! `html_numeric_entity_encode`/`_decode`), `mb_get_info` (the settings as one array or
//! one value) and `mb_convert_variables` (converts strings inside by-reference variables,
//! arrays and objects in place).

use super::convert::{LANGUAGES, arg_list, detect_order, is_byte_encoding};
use super::encoding::{Encoding, decode};
use super::{Illegal, arg_encoding, bytes, encode, encoding_named, state};
use rphp_vm::builtins::{arg, arg_bool, arg_opt_str, arg_str, type_error, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::convert::to_int;
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpRef, PhpStr, Value};

/// `make_conversion_map`: the map's values as u32 quads (php's `zval_get_long`, truncated).
fn conversion_map(vm: &mut Vm, a: &[Value], func: &str) -> Result<Vec<[u32; 4]>, Control> {
    let map = match arg(a, 1) {
        Value::Array(m) => m,
        v => return Err(type_error(func, 1, "map", "array", &v)),
    };
    if map.len() % 4 != 0 {
        return Err(value_error(
            func,
            1,
            "map",
            "must have a multiple of 4 elements",
        ));
    }
    let mut flat = Vec::with_capacity(map.len());
    for v in map.values() {
        let n = to_int(&v.deref_value(), &mut vm.diag).unwrap_or(0);
        flat.push(n as u32);
    }
    Ok(flat
        .chunks_exact(4)
        .map(|q| [q[0], q[1], q[2], q[3]])
        .collect())
}

pub(crate) fn mb_encode_numericentity(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_encode_numericentity";
    let s = arg_str(vm, a, 0, F, "string")?;
    let map = conversion_map(vm, a, F)?;
    let enc = arg_encoding(vm, a, 2, F)?;
    let hex = a.len() > 3 && arg_bool(vm, a, 3, F, "hex")?;
    let mut out = Vec::new();
    for w in decode(enc.kind, &s) {
        let hit = map
            .iter()
            .find(|q| w >= q[0] && w <= q[1])
            .map(|q| w.wrapping_add(q[2]) & q[3]);
        match hit {
            Some(n) => {
                let text = if hex {
                    format!("&#x{n:X};")
                } else {
                    format!("&#{n};")
                };
                out.extend(text.bytes().map(u32::from));
            }
            None => out.push(w),
        }
    }
    Ok(bytes(encode(vm, enc, &out)))
}

/// `html_numeric_entity_deconvert`: the first quad whose range holds `number - offset`.
fn deconvert(map: &[[u32; 4]], number: u32) -> Option<u32> {
    map.iter()
        .map(|q| (q, number.wrapping_sub(q[2])))
        .find(|(q, cp)| *cp >= q[0] && *cp <= q[1])
        .map(|(_, cp)| cp)
}

fn is_hex(w: u32) -> bool {
    char::from_u32(w).is_some_and(|c| c.is_ascii_hexdigit())
}

fn is_dec(w: u32) -> bool {
    char::from_u32(w).is_some_and(|c| c.is_ascii_digit())
}

/// One `&#...` at `p` (`w[p]` is `&`): the entity's code point or its text copied, and
/// where scanning resumes.
fn entity_at(w: &[u32], p: usize, map: &[[u32; 4]], out: &mut Vec<u32>) -> usize {
    let at = |i: usize| w.get(i).copied().unwrap_or(0);
    if at(p + 1) != u32::from(b'#') {
        out.push(u32::from(b'&'));
        return p + 1;
    }
    let hex = at(p + 2) == u32::from(b'x');
    let mut p2 = if hex { p + 3 } else { p + 2 };
    while p2 < w.len() && (if hex { is_hex(w[p2]) } else { is_dec(w[p2]) }) {
        p2 += 1;
    }
    let len = p2 - p;
    let (min, max) = if hex { (4, 11) } else { (3, 12) };
    let value = if len < min || len > max {
        None
    } else if hex {
        Some(w[p + 3..p2].iter().fold(0u32, |v, &d| {
            let digit = char::from_u32(d).and_then(|c| c.to_digit(16)).unwrap_or(0);
            v.wrapping_mul(16).wrapping_add(digit)
        }))
    } else {
        let mut v = 0u32;
        let mut ok = true;
        for &d in &w[p + 2..p2] {
            if v > 0x1999_9999 {
                ok = false;
                break;
            }
            v = v
                .wrapping_mul(10)
                .wrapping_add(d.wrapping_sub(u32::from(b'0')));
        }
        ok.then_some(v)
    };
    match value.and_then(|v| deconvert(map, v)) {
        Some(cp) => {
            out.push(cp);
            if at(p2) == u32::from(b';') && p2 < w.len() {
                p2 += 1;
            }
        }
        None => out.extend_from_slice(&w[p..p2]),
    }
    p2
}

pub(crate) fn mb_decode_numericentity(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_decode_numericentity";
    let s = arg_str(vm, a, 0, F, "string")?;
    let map = conversion_map(vm, a, F)?;
    let enc = arg_encoding(vm, a, 2, F)?;
    let w = decode(enc.kind, &s);
    let mut out = Vec::with_capacity(w.len());
    let mut i = 0;
    while i < w.len() {
        if w[i] == u32::from(b'&') {
            i = entity_at(&w, i, &map, &mut out);
        } else {
            out.push(w[i]);
            i += 1;
        }
    }
    Ok(bytes(encode(vm, enc, &out)))
}

/// A language's mail charset, header and body encodings (libmbfl's `nls_*.c`).
pub(crate) fn mail_encodings(language: &str) -> (&'static str, &'static str, &'static str) {
    const QP: &str = "Quoted-Printable";
    match language {
        "Japanese" => ("ISO-2022-JP", "BASE64", "7bit"),
        "Korean" => ("ISO-2022-KR", "BASE64", "7bit"),
        "Simplified Chinese" => ("HZ", "BASE64", "7bit"),
        "Traditional Chinese" => ("BIG-5", "BASE64", "8bit"),
        "English" => ("ISO-8859-1", QP, "8bit"),
        "German" => ("ISO-8859-15", QP, "8bit"),
        "Russian" => ("KOI8-R", QP, "8bit"),
        "Ukrainian" => ("KOI8-U", QP, "8bit"),
        "Armenian" => ("ArmSCII-8", QP, "8bit"),
        "Turkish" => ("ISO-8859-9", QP, "8bit"),
        _ => ("UTF-8", "BASE64", "BASE64"),
    }
}

const INFO_KEYS: &[&str] = &[
    "internal_encoding",
    "http_input",
    "http_output",
    "http_output_conv_mimetypes",
    "mail_charset",
    "mail_header_encoding",
    "mail_body_encoding",
    "illegal_chars",
    "encoding_translation",
    "language",
    "detect_order",
    "substitute_character",
    "strict_detection",
];

/// One `mb_get_info` entry; `None` when php leaves it out (`http_input` with no request).
fn info_value(vm: &mut Vm, key: &str) -> Option<Value> {
    let language = LANGUAGES.get(state(vm).language).map_or("neutral", |l| l.0);
    let (charset, header, body) = mail_encodings(language);
    let on_off = |b: bool| Value::str(if b { "On" } else { "Off" });
    Some(match key {
        "internal_encoding" => Value::str(state(vm).internal.name),
        "http_input" => Value::str(state(vm).http_input_identify?.name),
        "http_output" => Value::str(state(vm).http_output.name),
        "http_output_conv_mimetypes" => Value::str(
            vm.ini
                .get("mbstring.http_output_conv_mimetypes")
                .unwrap_or("^(text/|application/xhtml\\+xml)"),
        ),
        "mail_charset" => Value::str(charset),
        "mail_header_encoding" => Value::str(header),
        "mail_body_encoding" => Value::str(body),
        "illegal_chars" => Value::Int(state(vm).illegal_chars),
        "encoding_translation" => on_off(vm.ini.get_bool("mbstring.encoding_translation")),
        "language" => Value::str(language),
        "detect_order" => {
            let names = detect_order(vm).into_iter().map(|e| Value::str(e.name));
            Value::Array(PhpArray::from_values(names.collect()))
        }
        "substitute_character" => {
            let st = state(vm);
            match st.illegal {
                Illegal::None => Value::str("none"),
                Illegal::Long => Value::str("long"),
                Illegal::Entity => Value::str("entity"),
                Illegal::Char => Value::Int(i64::from(st.substitute)),
            }
        }
        "strict_detection" => on_off(state(vm).strict_detection),
        _ => return None,
    })
}

pub(crate) fn mb_get_info(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ty = arg_opt_str(vm, a, 0, "mb_get_info", "type")?;
    let ty = ty.map(|t| t.to_string_lossy().to_ascii_lowercase());
    match ty.as_deref() {
        None | Some("all") => {
            let mut out = PhpArray::new();
            for key in INFO_KEYS {
                if let Some(v) = info_value(vm, key) {
                    out.insert(ArrayKey::Str(PhpStr::new(key.as_bytes())), v);
                }
            }
            Ok(Value::Array(out))
        }
        Some(key) if INFO_KEYS.contains(&key) => Ok(info_value(vm, key).unwrap_or(Value::Null)),
        Some(_) => {
            vm.warn("mb_get_info(): argument #1 ($type) must be a valid type");
            Ok(Value::Bool(false))
        }
    }
}

/// Deeper than this, nesting counts as recursion (and keeps the walk off the Rust stack's end).
const MAX_DEPTH: usize = 4096;

/// The containers on the current path, to notice recursion.
#[derive(Default)]
struct Path {
    refs: Vec<PhpRef>,
    objects: Vec<u32>,
}

struct Recursive;

/// Every string inside `v` (values only, as php's `mb_recursive_find_strings`).
fn find_strings(
    v: &Value,
    path: &mut Path,
    out: &mut Vec<Vec<u8>>,
    depth: usize,
) -> Result<(), Recursive> {
    if depth > MAX_DEPTH {
        return Err(Recursive);
    }
    match v {
        Value::Str(s) => out.push(s.to_vec()),
        Value::Ref(r) => {
            if path.refs.iter().any(|x| PhpRef::ptr_eq(x, r)) {
                return Err(Recursive);
            }
            path.refs.push(r.clone());
            let inner = r.get();
            let res = find_strings(&inner, path, out, depth + 1);
            path.refs.pop();
            res?;
        }
        Value::Array(arr) => {
            for item in arr.values() {
                find_strings(item, path, out, depth + 1)?;
            }
        }
        Value::Object(o) => {
            let id = o.id();
            if path.objects.contains(&id) {
                return Err(Recursive);
            }
            path.objects.push(id);
            let props = o.borrow().properties.clone();
            let res = props
                .values()
                .try_for_each(|item| find_strings(item, path, out, depth + 1));
            path.objects.pop();
            res?;
        }
        _ => {}
    }
    Ok(())
}

/// Conversion settings for one `mb_convert_variables` call.
struct Conv {
    to: &'static Encoding,
    from: &'static Encoding,
}

fn convert_object(vm: &mut Vm, o: &ObjectHandle, c: &Conv, depth: usize) {
    let props = o.borrow().properties.clone();
    let mut new = PhpArray::new();
    for (k, v) in props.iter() {
        new.insert(k, convert_value(vm, v, c, depth + 1));
    }
    o.borrow_mut().properties = new;
}

/// `v` with its strings converted; references and objects are changed in place.
fn convert_value(vm: &mut Vm, v: &Value, c: &Conv, depth: usize) -> Value {
    if depth > MAX_DEPTH {
        return v.clone();
    }
    match v {
        Value::Str(s) => bytes(super::convert::convert_one(vm, s, c.to, c.from)),
        Value::Ref(r) => {
            let inner = r.get();
            let new = convert_value(vm, &inner, c, depth + 1);
            r.set(new);
            v.clone()
        }
        Value::Array(arr) => {
            let mut out = PhpArray::new();
            for (k, item) in arr.iter() {
                out.insert(k, convert_value(vm, item, c, depth + 1));
            }
            Value::Array(out)
        }
        Value::Object(o) => {
            convert_object(vm, o, c, depth);
            v.clone()
        }
        other => other.clone(),
    }
}

pub(crate) fn mb_convert_variables(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_convert_variables";
    let to_name = arg_str(vm, a, 0, F, "to_encoding")?;
    let to = encoding_named(&to_name, F, 0, "to_encoding")?;
    let mut from = arg_list(vm, a, 1, F, "from_encoding")?.unwrap_or_default();
    if from.len() > 1 {
        from.retain(|e| !is_byte_encoding(e));
    }
    if from.is_empty() {
        return Err(value_error(
            F,
            1,
            "from_encoding",
            "must specify at least one encoding",
        ));
    }
    let vars: Vec<Value> = a.iter().skip(2).cloned().collect();
    let mut text = Vec::new();
    let mut path = Path::default();
    for v in &vars {
        if find_strings(v, &mut path, &mut text, 0).is_err() {
            vm.warn("mb_convert_variables(): Cannot handle recursive references");
            return Ok(Value::Bool(false));
        }
    }
    let from = if from.len() == 1 {
        from[0]
    } else {
        let strict = state(vm).strict_detection;
        let strings: Vec<&[u8]> = text.iter().map(Vec::as_slice).collect();
        match super::convert::guess_strings(&strings, &from, strict) {
            Some(e) => e,
            None => {
                vm.warn("mb_convert_variables(): Unable to detect encoding");
                return Ok(Value::Bool(false));
            }
        }
    };
    let conv = Conv { to, from };
    for v in &vars {
        match v {
            Value::Ref(r) => {
                let inner = r.get();
                let new = convert_value(vm, &inner, &conv, 0);
                r.set(new);
            }
            Value::Object(o) => convert_object(vm, o, &conv, 0),
            _ => {}
        }
    }
    Ok(Value::str(from.name))
}
