//! Repetition and layout: str_repeat, strrev, str_pad, chunk_split, nl2br, wordwrap; and
//! str_increment/str_decrement (8.3: php's alphanumeric string step, checked).

use super::bytes;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("str_repeat", str_repeat, 2, 2, &["string", "times"]),
    def("strrev", strrev, 1, 1, &["string"]),
    def("str_increment", str_increment, 1, 1, &["string"]),
    def("str_decrement", str_decrement, 1, 1, &["string"]),
    def(
        "str_pad",
        str_pad,
        2,
        4,
        &["string", "length", "pad_string", "pad_type"],
    ),
    def(
        "chunk_split",
        chunk_split,
        1,
        3,
        &["string", "length", "separator"],
    ),
    def("nl2br", nl2br, 1, 2, &["string", "use_xhtml"]),
    def(
        "wordwrap",
        wordwrap,
        1,
        4,
        &["string", "width", "break", "cut_long_words"],
    ),
];

fn str_repeat(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "str_repeat", "string")?;
    let n = arg_int(vm, a, 1, "str_repeat", "times")?;
    if n < 0 {
        return Err(value_error(
            "str_repeat",
            1,
            "times",
            "must be greater than or equal to 0",
        ));
    }
    let n = usize::try_from(n).unwrap_or(usize::MAX);
    if s.is_empty() || n == 0 {
        return Ok(bytes(Vec::new()));
    }
    let total = s.len().checked_mul(n);
    // php cannot run under a limit this small (its own start-up takes more), so a result
    // below it never reaches the limit: no ini lookup for the common small repeat.
    let limit = match total {
        Some(t) if t < MIN_MEMORY_LIMIT => usize::MAX,
        _ => memory_limit(vm),
    };
    match total {
        Some(total) if total < limit => {}
        Some(total) => {
            return Err(Control::Fatal(format!(
                "Allowed memory size of {limit} bytes exhausted (tried to allocate {} bytes)",
                zend_string_alloc_size(total)
            )));
        }
        None => {
            return Err(Control::Fatal(format!(
                "Possible integer overflow in memory allocation ({} * {} + 32)",
                s.len(),
                n
            )));
        }
    }
    // A short result is built on the stack and copied once into the string.
    if let Some(total) = total.filter(|&t| t <= 32) {
        let mut buf = [0u8; 32];
        for chunk in buf[..total].chunks_mut(s.len()) {
            chunk.copy_from_slice(&s[..chunk.len()]);
        }
        return Ok(Value::Str(rphp_vm::value::PhpStr::new(&buf[..total])));
    }
    Ok(bytes(s.repeat(n)))
}

fn strrev(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mut s = arg_str(vm, a, 0, "strrev", "string")?.to_vec();
    s.reverse();
    Ok(bytes(s))
}

/// The argument of str_increment/str_decrement: non-empty ASCII alphanumerics.
fn step_arg(vm: &mut Vm, a: &mut [Value], f: &str) -> Result<Vec<u8>, Control> {
    let s = arg_str(vm, a, 0, f, "string")?.to_vec();
    if s.is_empty() {
        return Err(value_error(f, 0, "string", "must not be empty"));
    }
    if !s.iter().all(u8::is_ascii_alphanumeric) {
        return Err(value_error(
            f,
            0,
            "string",
            "must be composed only of alphanumeric ASCII characters",
        ));
    }
    Ok(s)
}

fn str_increment(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = step_arg(vm, a, "str_increment")?;
    let mut p = rphp_vm::value::PhpStr::from_vec(s);
    rphp_vm::value::ops::increment_string(&mut p);
    Ok(Value::Str(p))
}

fn str_decrement(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mut s = step_arg(vm, a, "str_decrement")?;
    let out_of_range = || {
        value_error(
            "str_decrement",
            0,
            "string",
            &format!(
                "\"{}\" is out of decrement range",
                String::from_utf8_lossy(&s)
            ),
        )
    };
    if s.first() == Some(&b'0') || s == b"a" || s == b"A" {
        return Err(out_of_range());
    }
    let orig_len = s.len();
    let mut carry = true;
    for c in s.iter_mut().rev() {
        let (next, borrow) = match *c {
            b'a' => (b'z', true),
            b'A' => (b'Z', true),
            b'0' => (b'9', true),
            other => (other - 1, false),
        };
        *c = next;
        if !borrow {
            carry = false;
            break;
        }
    }
    if (carry || s.first() == Some(&b'0')) && orig_len > 1 {
        s.remove(0);
    }
    Ok(bytes(s))
}

fn str_pad(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "str_pad", "string")?;
    let length = arg_int(vm, a, 1, "str_pad", "length")?;
    let pad = if a.len() > 2 {
        arg_str(vm, a, 2, "str_pad", "pad_string")?
    } else {
        rphp_vm::value::PhpStr::new(b" ")
    };
    let pad_type = if a.len() > 3 {
        arg_int(vm, a, 3, "str_pad", "pad_type")?
    } else {
        1
    };
    if length < 0 || length as u64 <= s.len() as u64 {
        return Ok(Value::Str(s));
    }
    if pad.is_empty() {
        return Err(value_error("str_pad", 2, "pad_string", "must not be empty"));
    }
    if !(0..=2).contains(&pad_type) {
        return Err(value_error(
            "str_pad",
            3,
            "pad_type",
            "must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH",
        ));
    }
    let total = usize::try_from(length).unwrap_or(usize::MAX);
    let limit = if total < MIN_MEMORY_LIMIT {
        usize::MAX
    } else {
        memory_limit(vm)
    };
    if total >= limit {
        return Err(Control::Fatal(format!(
            "Allowed memory size of {limit} bytes exhausted (tried to allocate {} bytes)",
            zend_string_alloc_size(total)
        )));
    }
    Ok(padded(&s, total, &pad, pad_type))
}

/// `s` padded with `pad` (not empty) to `total` (> `s.len()`) bytes; `pad_type` 0 left,
/// 1 right, 2 both.
pub(crate) fn padded(s: &[u8], total: usize, pad: &[u8], pad_type: i64) -> Value {
    let num = total - s.len();
    let (left, right) = match pad_type {
        0 => (num, 0),
        1 => (0, num),
        _ => (num / 2, num - num / 2),
    };
    if total <= 32 && pad.len() == 1 {
        // The common short pad by one byte, built on the stack.
        let mut buf = [pad[0]; 32];
        buf[left..left + s.len()].copy_from_slice(s);
        return Value::Str(rphp_vm::value::PhpStr::new(&buf[..total]));
    }
    let mut out = Vec::with_capacity(total);
    let fill = |out: &mut Vec<u8>, n: usize| match pad.len() {
        1 => out.resize(out.len() + n, pad[0]),
        _ => out.extend((0..n).map(|i| pad[i % pad.len()])),
    };
    fill(&mut out, left);
    out.extend_from_slice(s);
    fill(&mut out, right);
    bytes(out)
}

fn chunk_split(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "chunk_split", "string")?;
    let len = if a.len() > 1 {
        arg_int(vm, a, 1, "chunk_split", "length")?
    } else {
        76
    };
    let end = if a.len() > 2 {
        arg_str(vm, a, 2, "chunk_split", "separator")?.to_vec()
    } else {
        b"\r\n".to_vec()
    };
    if len < 1 {
        return Err(value_error(
            "chunk_split",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let len = usize::try_from(len).unwrap_or(usize::MAX);
    let mut out = Vec::with_capacity(s.len() + (s.len() / len + 1) * end.len());
    if len > s.len() {
        out.extend_from_slice(&s);
        out.extend_from_slice(&end);
        return Ok(bytes(out));
    }
    for chunk in s.chunks(len) {
        out.extend_from_slice(chunk);
        out.extend_from_slice(&end);
    }
    Ok(bytes(out))
}

fn nl2br(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "nl2br", "string")?;
    let xhtml = a.len() < 2 || arg_bool(vm, a, 1, "nl2br", "use_xhtml")?;
    let br: &[u8] = if xhtml { b"<br />" } else { b"<br>" };
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'\r' || c == b'\n' {
            out.extend_from_slice(br);
            out.push(c);
            if let Some(&next) = s.get(i + 1) {
                if (c == b'\r' && next == b'\n') || (c == b'\n' && next == b'\r') {
                    out.push(next);
                    i += 1;
                }
            }
        } else {
            out.push(c);
        }
        i += 1;
    }
    Ok(bytes(out))
}

fn wordwrap(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let text = arg_str(vm, a, 0, "wordwrap", "string")?;
    let width = if a.len() > 1 {
        arg_int(vm, a, 1, "wordwrap", "width")?
    } else {
        75
    };
    let brk = if a.len() > 2 {
        arg_str(vm, a, 2, "wordwrap", "break")?.to_vec()
    } else {
        b"\n".to_vec()
    };
    let cut = a.len() > 3 && arg_bool(vm, a, 3, "wordwrap", "cut_long_words")?;
    if text.is_empty() {
        return Ok(bytes(Vec::new()));
    }
    if brk.is_empty() {
        return Err(value_error("wordwrap", 2, "break", "must not be empty"));
    }
    if width == 0 && cut {
        return Err(value_error(
            "wordwrap",
            3,
            "cut_long_words",
            "cannot be true when argument #2 ($width) is 0",
        ));
    }
    let t: &[u8] = &text;
    let n = t.len() as i64;
    if brk.len() == 1 && !cut {
        let mut out = t.to_vec();
        let (mut laststart, mut lastspace) = (0i64, 0i64);
        for cur in 0..n {
            let c = t[cur as usize];
            if c == brk[0] {
                laststart = cur + 1;
                lastspace = cur + 1;
            } else if c == b' ' {
                if cur - laststart >= width {
                    out[cur as usize] = brk[0];
                    laststart = cur + 1;
                }
                lastspace = cur;
            } else if cur - laststart >= width && laststart != lastspace {
                out[lastspace as usize] = brk[0];
                laststart = lastspace + 1;
            }
        }
        return Ok(bytes(out));
    }
    let bl = brk.len() as i64;
    let mut out = Vec::with_capacity(t.len() + t.len() / 4);
    let (mut laststart, mut lastspace) = (0i64, 0i64);
    let slice = |from: i64, to: i64| &t[from as usize..to as usize];
    let mut cur = 0i64;
    while cur < n {
        let c = t[cur as usize];
        if c == brk[0] && cur + bl < n && t[cur as usize..].starts_with(&brk) {
            out.extend_from_slice(slice(laststart, cur + bl));
            cur += bl - 1;
            laststart = cur + 1;
            lastspace = cur + 1;
        } else if c == b' ' {
            if cur - laststart >= width {
                out.extend_from_slice(slice(laststart, cur));
                out.extend_from_slice(&brk);
                laststart = cur + 1;
            }
            lastspace = cur;
        } else if cur - laststart >= width && cut && laststart >= lastspace {
            out.extend_from_slice(slice(laststart, cur));
            out.extend_from_slice(&brk);
            laststart = cur;
            lastspace = cur;
        } else if cur - laststart >= width && laststart < lastspace {
            out.extend_from_slice(slice(laststart, lastspace));
            out.extend_from_slice(&brk);
            lastspace += 1;
            laststart = lastspace;
        }
        cur += 1;
    }
    if laststart != cur {
        out.extend_from_slice(slice(laststart, cur));
    }
    Ok(bytes(out))
}

/// Below every memory_limit php can run under (setting one below the memory in use fails).
pub(crate) const MIN_MEMORY_LIMIT: usize = 256 * 1024;

/// The `memory_limit` ini value in bytes (`usize::MAX` for -1).
pub(crate) fn memory_limit(vm: &Vm) -> usize {
    let text = vm.ini.get("memory_limit").unwrap_or("128M").trim();
    let (num, mult) = match text.as_bytes().last() {
        Some(b'k' | b'K') => (&text[..text.len() - 1], 1024),
        Some(b'm' | b'M') => (&text[..text.len() - 1], 1024 * 1024),
        Some(b'g' | b'G') => (&text[..text.len() - 1], 1024 * 1024 * 1024),
        _ => (text, 1),
    };
    match num.parse::<i64>() {
        Ok(n) if n > 0 => usize::try_from(n)
            .unwrap_or(usize::MAX)
            .saturating_mul(mult),
        _ => usize::MAX,
    }
}

/// The bytes php's allocator asks for a string of `len` bytes (`zend_string` header and
/// terminator, 24 + 1): bins round to 8 bytes, page runs and huge blocks (over 3 KiB) to
/// whole 4 KiB pages, as `zend_mm_alloc_heap` does.
fn zend_string_alloc_size(len: usize) -> usize {
    let size = len.saturating_add(25);
    if size > 3072 {
        size.checked_next_multiple_of(4096).unwrap_or(usize::MAX)
    } else {
        (size + 7) & !7
    }
}
