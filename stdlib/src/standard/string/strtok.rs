//! strtok (the tokenizer state lives per VM, as php keeps it per request) and the
//! deprecated Latin-1 converters utf8_encode / utf8_decode.

use super::bytes;
use crate::def;
use crate::standard::html::charset::{Charset, next_char};
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("strtok", strtok, 1, 2, &["string", "token"]),
    def("utf8_encode", utf8_encode, 1, 1, &["string"]),
    def("utf8_decode", utf8_decode, 1, 1, &["string"]),
];

/// The string being tokenized and where the next search starts.
#[derive(Default)]
struct StrtokState {
    string: Option<PhpStr>,
    last: usize,
}

fn strtok(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let first = arg_str(vm, a, 0, "strtok", "string")?;
    let token = super::arg_nullable_str(vm, a, 1, "strtok", "token")?;
    let state = vm.ext.get_or_default::<StrtokState>();
    let token = match token {
        None => first,
        Some(token) => {
            state.string = Some(first);
            state.last = 0;
            token
        }
    };
    let Some(string) = state.string.clone() else {
        vm.warn("strtok(): Both arguments must be provided when starting tokenization");
        return Ok(Value::Bool(false));
    };
    let s: &[u8] = &string;
    let mut table = [false; 256];
    for &b in token.iter() {
        table[usize::from(b)] = true;
    }
    let mut p = state.last;
    if p >= s.len() {
        return Ok(Value::Bool(false));
    }
    // Skip the leading delimiters; none left ends the tokenizing.
    while table[usize::from(s[p])] {
        p += 1;
        if p >= s.len() {
            state.string = None;
            return Ok(Value::Bool(false));
        }
    }
    let start = p;
    p += 1;
    while p < s.len() && !table[usize::from(s[p])] {
        p += 1;
    }
    state.last = p + 1;
    Ok(bytes(s[start..p].to_vec()))
}

fn utf8_encode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    vm.deprecated(
        "Function utf8_encode() is deprecated since 8.2, visit the php.net documentation for various alternatives",
    );
    let s = arg_str(vm, a, 0, "utf8_encode", "string")?;
    let mut out = Vec::with_capacity(s.len() * 2);
    for &c in s.iter() {
        if c < 0x80 {
            out.push(c);
        } else {
            out.push(0xc0 | (c >> 6));
            out.push(0x80 | (c & 0x3f));
        }
    }
    Ok(bytes(out))
}

fn utf8_decode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    vm.deprecated(
        "Function utf8_decode() is deprecated since 8.2, visit the php.net documentation for various alternatives",
    );
    let s = arg_str(vm, a, 0, "utf8_decode", "string")?;
    let mut out = Vec::with_capacity(s.len());
    let mut pos = 0;
    while pos < s.len() {
        match next_char(Charset::Utf8, &s, pos) {
            Ok((c, next)) => {
                out.push(u8::try_from(c).unwrap_or(b'?'));
                pos = next;
            }
            Err(next) => {
                out.push(b'?');
                pos = next.max(pos + 1);
            }
        }
    }
    Ok(bytes(out))
}
