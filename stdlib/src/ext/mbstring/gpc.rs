//! mb_parse_str() and mb_http_input(): query strings decoded like parse_str(), their names
//! and values converted from the http input encoding (detected when several are listed) to
//! the internal encoding (`_php_mb_encoding_handler_ex`).

use super::convert::{guess_strings, parse_ini_list};
use super::encoding::{self, Encoding, PASS, decode, is_pass};
use super::{encode_counted, state};
use crate::standard::url::{decode as url_decode, query::register};
use rphp_vm::builtins::{arg, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

/// `MBSTRG(http_input_list)`: mbstring.http_input, else input_encoding, else default_charset.
pub(crate) fn http_input_list(vm: &Vm) -> Vec<&'static Encoding> {
    let get = |k: &str| vm.ini.get(k).unwrap_or("").to_owned();
    for key in ["mbstring.http_input", "input_encoding"] {
        let v = get(key);
        if !v.is_empty() {
            return parse_ini_list(v.as_bytes()).unwrap_or_default();
        }
    }
    encoding::lookup(get("default_charset").as_bytes())
        .into_iter()
        .collect()
}

pub(crate) fn mb_parse_str(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "mb_parse_str", "string")?;
    let s = &s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())];
    let sep = vm.ini.get("arg_separator.input").unwrap_or("&").to_owned();
    let max_nesting = vm
        .ini
        .get("max_input_nesting_level")
        .and_then(|v| v.trim().parse::<i64>().ok())
        .unwrap_or(64);
    let mut pairs: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    for var in s
        .split(|c| sep.as_bytes().contains(c))
        .filter(|v| !v.is_empty())
    {
        pairs.push(match var.iter().position(|&c| c == b'=') {
            Some(eq) => (
                url_decode(&var[..eq], false),
                url_decode(&var[eq + 1..], false),
            ),
            None => (url_decode(var, false), Vec::new()),
        });
    }
    let list = http_input_list(vm);
    let from: &'static Encoding = match list.as_slice() {
        [] => &PASS,
        [one] => one,
        _ => {
            let strings: Vec<&[u8]> = pairs
                .iter()
                .flat_map(|(k, v)| [k.as_slice(), v.as_slice()])
                .collect();
            let strict = state(vm).strict_detection;
            match guess_strings(&strings, &list, strict) {
                Some(e) => e,
                None => {
                    vm.warn("mb_parse_str(): Unable to detect encoding");
                    &PASS
                }
            }
        }
    };
    let to = state(vm).internal;
    let mut result = PhpArray::new();
    for (k, v) in pairs {
        let (k, v) = if is_pass(from) {
            (k, v)
        } else {
            (
                encode_counted(vm, to, &decode(from.kind, &k)),
                encode_counted(vm, to, &decode(from.kind, &v)),
            )
        };
        register(&mut result, &k, Value::Str(PhpStr::new(&v)), max_nesting);
    }
    if let Some(Value::Ref(r)) = a.get(1) {
        r.set(Value::Array(result));
    }
    state(vm).http_input_identify = Some(from);
    Ok(Value::Bool(true))
}

pub(crate) fn mb_http_input(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = |e: Option<&'static Encoding>| e.map_or(Value::Bool(false), |e| Value::str(e.name));
    let kind = match arg(a, 0) {
        Value::Null => return Ok(name(state(vm).http_input_identify)),
        _ => arg_str(vm, a, 0, "mb_http_input", "type")?,
    };
    match kind.first().map(u8::to_ascii_uppercase) {
        Some(b'G' | b'P' | b'C' | b'S') => Ok(Value::Bool(false)),
        Some(b'I') => {
            let names = http_input_list(vm)
                .iter()
                .map(|e| Value::str(e.name))
                .collect();
            Ok(Value::Array(PhpArray::from_values(names)))
        }
        Some(b'L') => {
            let list = http_input_list(vm);
            if list.is_empty() {
                return Ok(Value::Bool(false));
            }
            let names: Vec<&str> = list.iter().map(|e| e.name).collect();
            Ok(Value::str(names.join(",")))
        }
        _ => Err(value_error(
            "mb_http_input",
            0,
            "type",
            "must be one of \"G\", \"P\", \"C\", \"S\", \"I\", or \"L\"",
        )),
    }
}
