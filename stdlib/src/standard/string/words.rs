//! Words: str_word_count (formats 0, 1, 2 and extra word characters).

use super::bytes;
use super::trim::charmask;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_opt_str, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "str_word_count",
    str_word_count,
    1,
    3,
    &["string", "format", "characters"],
)];

fn str_word_count(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "str_word_count";
    let s = arg_str(vm, a, 0, f, "string")?;
    let format = if a.len() > 1 {
        arg_int(vm, a, 1, f, "format")?
    } else {
        0
    };
    let chars = arg_opt_str(vm, a, 2, f, "characters")?;
    if !(0..=2).contains(&format) {
        return Err(value_error(f, 1, "format", "must be a valid format value"));
    }
    let mask = chars.as_ref().map(|c| charmask(vm, c, f));
    let allowed = |c: u8| mask.as_ref().is_some_and(|m| m[usize::from(c)]);
    let mut out = PhpArray::new();
    let mut count = 0i64;
    if s.is_empty() {
        return Ok(if format == 0 {
            Value::Int(0)
        } else {
            Value::Array(out)
        });
    }
    let mut p = 0usize;
    let mut e = s.len();
    if (s[0] == b'\'' && !allowed(b'\'')) || (s[0] == b'-' && !allowed(b'-')) {
        p += 1;
    }
    if s[e - 1] == b'-' && !allowed(b'-') {
        e -= 1;
    }
    while p < e {
        let start = p;
        while p < e
            && (s[p].is_ascii_alphabetic() || allowed(s[p]) || s[p] == b'\'' || s[p] == b'-')
        {
            p += 1;
        }
        if p > start {
            let word = bytes(s[start..p].to_vec());
            match format {
                1 => {
                    out.push(word)?;
                }
                2 => {
                    out.insert(start as i64, word);
                }
                _ => count += 1,
            }
        }
        p += 1;
    }
    Ok(if format == 0 {
        Value::Int(count)
    } else {
        Value::Array(out)
    })
}
