//! ext/standard/string.c and formatted_print.c, one module per family. Strings are bytes:
//! case mapping is ASCII-only (php 8's locale-independent behaviour), never UTF-8.

pub mod case;
pub mod compare;
pub mod cslashes;
pub mod encode;
pub mod escape;
pub(crate) mod fast;
pub mod hash;
pub mod hebrev;
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

/// How many haystack bytes the case-insensitive searches lower-case at a time: a match
/// near the start is found without copying the whole haystack (php's `stripos` folds as it
/// compares), and the search itself stays memmem's.
const FOLD_CHUNK: usize = 16 * 1024;

/// The first occurrence of `needle` in `hay`, ASCII case-insensitively (`stripos`,
/// `stristr`).
pub(crate) fn find_fold(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    if needle.len() > hay.len() {
        return None;
    }
    let needle = needle.to_ascii_lowercase();
    let finder = memchr::memmem::Finder::new(&needle);
    let mut buf = Vec::with_capacity((FOLD_CHUNK + needle.len()).min(hay.len()));
    let mut start = 0;
    loop {
        // the window holds every match starting in [start, start + FOLD_CHUNK)
        let end = (start + FOLD_CHUNK + needle.len() - 1).min(hay.len());
        buf.clear();
        buf.extend(hay[start..end].iter().map(u8::to_ascii_lowercase));
        if let Some(i) = finder.find(&buf) {
            return Some(start + i);
        }
        if end == hay.len() {
            return None;
        }
        start += FOLD_CHUNK;
    }
}

/// The last occurrence of `needle` in `hay`, ASCII case-insensitively (`strripos`).
pub(crate) fn rfind_fold(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(hay.len());
    }
    if needle.len() > hay.len() {
        return None;
    }
    let needle = needle.to_ascii_lowercase();
    let finder = memchr::memmem::FinderRev::new(&needle);
    let mut buf = Vec::with_capacity((FOLD_CHUNK + needle.len()).min(hay.len()));
    let mut end = hay.len();
    loop {
        // the window holds every match starting in [start, end - needle.len()]
        let start = end.saturating_sub(FOLD_CHUNK + needle.len() - 1);
        buf.clear();
        buf.extend(hay[start..end].iter().map(u8::to_ascii_lowercase));
        if let Some(i) = finder.rfind(&buf) {
            return Some(start + i);
        }
        if start == 0 {
            return None;
        }
        end = start + needle.len() - 1;
    }
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

#[cfg(test)]
mod tests {
    use super::{FOLD_CHUNK, find, find_fold, rfind, rfind_fold};

    /// The chunked case-insensitive searches agree with searching a lower-cased copy, for
    /// matches on, across and beside the chunk boundaries.
    #[test]
    fn fold_searches_match_a_folded_copy() {
        let needle = b"KaPpA aLpHa";
        for len in [0, 5, FOLD_CHUNK - 3, FOLD_CHUNK + 7, 3 * FOLD_CHUNK + 1] {
            for at in [
                0,
                1,
                FOLD_CHUNK - 6,
                FOLD_CHUNK - 11,
                FOLD_CHUNK,
                2 * FOLD_CHUNK - 2,
            ] {
                let mut hay = vec![b'x'; len];
                for p in [at, len.saturating_sub(40)] {
                    if p + needle.len() <= len {
                        hay[p..p + needle.len()].copy_from_slice(b"kappa ALPHA");
                    }
                }
                let low = hay.to_ascii_lowercase();
                let nl = needle.to_ascii_lowercase();
                assert_eq!(
                    find_fold(&hay, needle),
                    find(&low, &nl),
                    "len {len} at {at}"
                );
                assert_eq!(
                    rfind_fold(&hay, needle),
                    rfind(&low, &nl),
                    "len {len} at {at}"
                );
            }
        }
    }
}
