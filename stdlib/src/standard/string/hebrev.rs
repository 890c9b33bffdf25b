//! hebrev (string.c): visual Hebrew. The text is cut into Hebrew blocks (ISO-8859-8
//! letters 0xE0..=0xFA with the blanks, punctuation and newlines between them) and other
//! blocks, the whole is reversed with each Hebrew block's characters reversed again and
//! its brackets mirrored, and then the lines are rebuilt from the end, at most
//! `max_chars_per_line` characters each, breaking at a blank when one is in reach.

use super::bytes;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "hebrev",
    hebrev,
    1,
    2,
    &["string", "max_chars_per_line"],
)];

fn is_heb(c: u8) -> bool {
    (224..=250).contains(&c)
}

fn is_blank(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

fn is_newline(c: u8) -> bool {
    c == b'\n' || c == b'\r'
}

fn mirror(c: u8) -> u8 {
    match c {
        b'(' => b')',
        b')' => b'(',
        b'[' => b']',
        b']' => b'[',
        b'{' => b'}',
        b'}' => b'{',
        b'<' => b'>',
        b'>' => b'<',
        b'\\' => b'/',
        b'/' => b'\\',
        c => c,
    }
}

/// The reordered text: blocks in reverse order, Hebrew blocks read backwards.
fn reorder(s: &[u8]) -> Vec<u8> {
    let last = s.len() - 1;
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    // the text is written from its end towards its start
    let mut out = vec![0u8; s.len()];
    let mut target = s.len();
    let mut put = |c: u8| {
        target = target.saturating_sub(1);
        out[target] = c;
    };
    let (mut start, mut end) = (0usize, 0usize);
    let mut hebrew = is_heb(s[0]);
    loop {
        if hebrew {
            while end < last && {
                let c = at(end + 1);
                is_heb(c) || is_blank(c) || c.is_ascii_punctuation() || c == b'\n'
            } {
                end += 1;
            }
            for &c in s.get(start..=end).unwrap_or(&[]) {
                put(mirror(c));
            }
        } else {
            while end < last && !is_heb(at(end + 1)) && at(end + 1) != b'\n' {
                end += 1;
            }
            while end > start && {
                let c = at(end);
                (is_blank(c) || c.is_ascii_punctuation()) && c != b'/' && c != b'-'
            } {
                end -= 1;
            }
            for &c in s.get(start..=end).unwrap_or(&[]).iter().rev() {
                put(c);
            }
        }
        hebrew = !hebrew;
        start = end + 1;
        if end >= last {
            break;
        }
    }
    out
}

fn hebrev(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hebrev";
    let s = arg_str(vm, a, 0, f, "string")?;
    let max = if a.len() > 1 {
        arg_int(vm, a, 1, f, "max_chars_per_line")?
    } else {
        0
    };
    if s.is_empty() {
        return Ok(Value::str(""));
    }
    let mut h = reorder(&s);
    let mut out = Vec::with_capacity(h.len());
    let (mut begin, mut end) = (h.len() - 1, h.len() - 1);
    loop {
        let mut count = 0i64;
        while (max == 0 || (max > 0 && count < max)) && begin > 0 {
            count += 1;
            begin -= 1;
            if is_newline(h[begin]) {
                while begin > 0 && is_newline(h[begin - 1]) {
                    begin -= 1;
                    count += 1;
                }
                break;
            }
        }
        if max >= 0 && count == max {
            // move the line's start forward to a blank, so a word is not cut
            let (mut left, mut nb) = (count, begin);
            while left > 0 && !is_blank(h[nb]) && !is_newline(h[nb]) {
                nb += 1;
                left -= 1;
            }
            if left > 0 {
                begin = nb;
            }
        }
        let line_start = begin;
        if is_blank(h[begin]) {
            h[begin] = b'\n';
        }
        while begin <= end && is_newline(h[begin]) {
            begin += 1;
        }
        out.extend_from_slice(h.get(begin..=end).unwrap_or(&[]));
        let mut i = line_start;
        while i <= end && is_newline(h[i]) {
            out.push(h[i]);
            i += 1;
        }
        if line_start == 0 {
            break;
        }
        begin = line_start - 1;
        end = begin;
    }
    Ok(bytes(out))
}
