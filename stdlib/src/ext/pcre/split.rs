//! preg_split (limit, PREG_SPLIT_NO_EMPTY / DELIM_CAPTURE / OFFSET_CAPTURE) and preg_quote.

use super::compile::compiled;
use super::exec::{Cursor, check_subject, offset_pair, slice, whole};
use super::{
    PREG_NO_ERROR, PREG_SPLIT_DELIM_CAPTURE, PREG_SPLIT_NO_EMPTY, PREG_SPLIT_OFFSET_CAPTURE,
    set_error,
};
use rphp_vm::builtins::{arg_int, arg_opt_str, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) fn preg_split(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "preg_split";
    let regex = arg_str(vm, a, 0, func, "pattern")?;
    let subject = arg_str(vm, a, 1, func, "subject")?;
    let mut limit = if a.len() > 2 {
        arg_int(vm, a, 2, func, "limit")?
    } else {
        -1
    };
    let flags = if a.len() > 3 {
        arg_int(vm, a, 3, func, "flags")?
    } else {
        0
    };
    let Some(c) = compiled(vm, func, &regex) else {
        return Ok(Value::Bool(false));
    };
    let no_empty = flags & PREG_SPLIT_NO_EMPTY != 0;
    let delim_capture = flags & PREG_SPLIT_DELIM_CAPTURE != 0;
    let offset_capture = flags & PREG_SPLIT_OFFSET_CAPTURE != 0;
    // the pieces gather in a list that becomes the array at the end: each is written
    // where it goes as it is made (not carried through the array's separation check)
    let piece = |out: &mut Vec<Value>, s: usize, e: usize| {
        let v = if offset_capture {
            offset_pair(&subject, Some((s, e)), false)
        } else {
            Value::Str(PhpStr::new(slice(&subject, s, e)))
        };
        out.extend(std::iter::once(v));
    };
    let mut out: Vec<Value> = Vec::new();
    set_error(vm, PREG_NO_ERROR);
    let mut last = 0;
    if limit == 0 {
        limit = -1;
    }
    if limit == -1 || limit > 1 {
        if let Err(code) = check_subject(vm, &c, &subject, 0) {
            set_error(vm, code);
            return Ok(Value::Bool(false));
        }
        let mut cursor = Cursor::new(&c, 0);
        let mut first = true;
        loop {
            if !first && limit != -1 && limit <= 1 {
                break;
            }
            first = false;
            let g = match cursor.next(&c, &subject) {
                Ok(Some(g)) => g,
                Ok(None) => break,
                Err(code) => {
                    set_error(vm, code);
                    return Ok(Value::Bool(false));
                }
            };
            let (s, e) = whole(g);
            if !no_empty || s != last {
                piece(&mut out, last, s);
                if limit != -1 {
                    limit -= 1;
                }
            }
            if delim_capture {
                for grp in g.iter().skip(1) {
                    let (gs, ge) = grp.unwrap_or((usize::MAX, usize::MAX));
                    if !no_empty || gs != ge {
                        let v = if offset_capture {
                            offset_pair(&subject, *grp, false)
                        } else {
                            Value::Str(PhpStr::new(slice(&subject, gs, ge)))
                        };
                        out.extend(std::iter::once(v));
                    }
                }
            }
            last = e;
        }
    }
    if !no_empty || last < subject.len() {
        piece(&mut out, last, subject.len());
    }
    Ok(Value::Array(PhpArray::from_values(out)))
}

pub(crate) fn preg_quote(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "preg_quote", "str")?;
    let delim = arg_opt_str(vm, a, 1, "preg_quote", "delimiter")?;
    let delim = delim.map(|d| d.first().copied().unwrap_or(0));
    let mut out = Vec::with_capacity(s.len() * 2);
    for &c in s.iter() {
        match c {
            b'.' | b'\\' | b'+' | b'*' | b'?' | b'[' | b'^' | b']' | b'$' | b'(' | b')' | b'{'
            | b'}' | b'=' | b'!' | b'>' | b'<' | b'|' | b':' | b'-' | b'#' => {
                out.push(b'\\');
                out.push(c);
            }
            0 => out.extend_from_slice(b"\\000"),
            c => {
                if Some(c) == delim {
                    out.push(b'\\');
                }
                out.push(c);
            }
        }
    }
    Ok(Value::Str(PhpStr::from_vec(out)))
}
