//! ext/standard/string.c and formatted_print.c, one module per family. Strings are bytes:
//! case mapping is ASCII-only (php 8's locale-independent behaviour), never UTF-8.

pub mod case;
pub mod compare;
pub mod cslashes;
pub mod encode;
pub mod escape;
pub(crate) mod fast;
pub mod hash;
pub mod length;
pub mod locale;
pub mod pad;
pub mod replace;
pub mod scanf;
pub mod search;
pub mod similar;
pub mod split;
pub mod sprintf;
pub mod strtok;
pub mod substr;
pub mod tags;
pub mod trim;
pub mod words;

use rphp_vm::value::{PhpStr, Value};

/// A byte vector as a PHP string value.
pub(crate) fn bytes(v: Vec<u8>) -> Value {
    Value::Str(PhpStr::from_vec(v))
}

/// Find `needle` in `hay` (the first occurrence).
pub(crate) fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    if needle.len() > hay.len() {
        return None;
    }
    if needle.len() == 1 {
        return memchr::memchr(needle[0], hay);
    }
    // Building memmem's searcher costs more than a short search (`strpos` in a loop finds
    // the next match a few bytes on), so a few candidates at the needle's first byte are
    // tried first, as php's zend_memnstr does; then the searcher takes the rest.
    let last = hay.len() - needle.len();
    let mut p = 0;
    for _ in 0..8 {
        let at = p + memchr::memchr(needle[0], &hay[p..=last])?;
        if hay[at..at + needle.len()] == *needle {
            return Some(at);
        }
        p = at + 1;
        if p > last {
            return None;
        }
    }
    memchr::memmem::find(&hay[p..], needle).map(|i| i + p)
}

/// Find the last occurrence of `needle` in `hay`.
pub(crate) fn rfind(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(hay.len());
    }
    if needle.len() > hay.len() {
        return None;
    }
    if needle.len() == 1 {
        return memchr::memrchr(needle[0], hay);
    }
    memchr::memmem::rfind(hay, needle)
}

/// A `?string` parameter whose TypeError names the nullable type (`must be of type ?string`).
pub(crate) fn arg_nullable_str(
    vm: &mut rphp_vm::exec::Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<PhpStr>, rphp_vm::exec::Control> {
    use rphp_vm::exec::{Control, ThrowKind};
    rphp_vm::builtins::arg_opt_str(vm, a, n, func, param).map_err(|e| match e {
        Control::Error(ThrowKind::TypeError, msg) => Control::Error(
            ThrowKind::TypeError,
            msg.replacen("must be of type string,", "must be of type ?string,", 1),
        ),
        other => other,
    })
}

/// An `array|string` parameter: `arg_array_or_str`, with a resource named in the
/// TypeError as `array|string` (php's union type) rather than `string`.
pub(crate) fn arg_array_or_str(
    vm: &mut rphp_vm::exec::Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<rphp_vm::builtins::ArrayOrStr, rphp_vm::exec::Control> {
    if let Some(v @ Value::Resource(_)) = a.get(n) {
        return Err(rphp_vm::builtins::type_error(
            func,
            n,
            param,
            "array|string",
            v,
        ));
    }
    rphp_vm::builtins::arg_array_or_str(vm, a, n, func, param)
}
