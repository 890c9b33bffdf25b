//! preg_match, preg_match_all (pattern and set order, offsets, unmatched as null, start
//! offset) and preg_grep.

use super::compile::compiled;
use super::exec::{Cursor, check_subject, entry, subpat_array};
use super::{PREG_GREP_INVERT, PREG_NO_ERROR, PREG_PATTERN_ORDER, PREG_SET_ORDER, set_error};
use crate::def_ref;
use rphp_vm::builtins::{Builtin, arg_array, arg_int, arg_str, value_error, value_to_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};

pub(crate) const PREG_MATCH: Builtin = def_ref(
    "preg_match",
    preg_match,
    2,
    5,
    1 << 2,
    &["pattern", "subject", "matches", "flags", "offset"],
);

pub(crate) const PREG_MATCH_ALL: Builtin = def_ref(
    "preg_match_all",
    preg_match_all,
    2,
    5,
    1 << 2,
    &["pattern", "subject", "matches", "flags", "offset"],
);

fn preg_match(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    do_match(vm, a, "preg_match", false)
}

fn preg_match_all(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    do_match(vm, a, "preg_match_all", true)
}

/// Write `v` into the by-reference argument `n`, if the caller passed one.
pub(crate) fn set_ref(a: &[Value], n: usize, v: Value) {
    if let Some(Value::Ref(r)) = a.get(n) {
        r.set(v);
    }
}

fn do_match(vm: &mut Vm, a: &mut [Value], func: &str, global: bool) -> Result<Value, Control> {
    let regex = arg_str(vm, a, 0, func, "pattern")?;
    let subject = arg_str(vm, a, 1, func, "subject")?;
    let use_flags = a.len() > 3;
    let flags = if use_flags {
        arg_int(vm, a, 3, func, "flags")?
    } else {
        0
    };
    let offset = if a.len() > 4 {
        arg_int(vm, a, 4, func, "offset")?
    } else {
        0
    };
    let Some(c) = compiled(vm, func, &regex) else {
        return Ok(Value::Bool(false));
    };
    if offset == i64::MIN {
        return Err(value_error(
            func,
            4,
            "offset",
            "must be greater than -9223372036854775808",
        ));
    }
    let want_subpats = a.len() > 2;
    if want_subpats {
        set_ref(a, 2, Value::Array(PhpArray::new()));
    }
    let mut order = if global { PREG_PATTERN_ORDER } else { 0 };
    if use_flags {
        if flags & 0xff != 0 {
            order = flags & 0xff;
        }
        let bad = if global {
            !(PREG_PATTERN_ORDER..=PREG_SET_ORDER).contains(&order)
        } else {
            order != 0
        };
        if bad {
            return Err(value_error(func, 3, "flags", "must be a PREG_* constant"));
        }
    }
    let flags = if use_flags { flags & !0xff } else { 0 };
    let len = subject.len();
    let start = if offset < 0 {
        let back = offset.unsigned_abs() as usize;
        len.saturating_sub(back)
    } else {
        offset as usize
    };
    if start > len {
        set_error(vm, super::PREG_INTERNAL_ERROR);
        return Ok(Value::Bool(false));
    }
    set_error(vm, PREG_NO_ERROR);
    let checked = check_subject(vm, &c, &subject, start);
    let num = c.num_subpats();
    // the matches gather in lists that become arrays at the end: each value is written
    // where it goes as it is made (not carried through an array's separation check)
    let mut sets: Vec<Vec<Value>> = if global && want_subpats && order == PREG_PATTERN_ORDER {
        vec![Vec::new(); num]
    } else {
        Vec::new()
    };
    let mut set_order: Vec<Value> = Vec::new();
    // PREG_PATTERN_ORDER's marks, by match number
    let mut marks: Vec<(i64, Vec<u8>)> = Vec::new();
    let mut single = None;
    let mut matched = 0i64;
    let mut error = checked.err();
    let mut cursor = Cursor::new(&c, start);
    while error.is_none() {
        let g = match cursor.next(&c, &subject) {
            Ok(Some(g)) => g,
            Ok(None) => break,
            Err(code) => {
                error = Some(code);
                break;
            }
        };
        matched += 1;
        if want_subpats {
            if !global {
                single = Some(subpat_array(&c, &subject, g, flags));
                break;
            }
            if order == PREG_PATTERN_ORDER {
                if let Some(m) = &g.mark {
                    marks.extend(std::iter::once((matched - 1, m.clone())));
                }
                for (i, set) in sets.iter_mut().enumerate() {
                    let grp = g.get(i).copied().flatten();
                    set.extend(std::iter::once(entry(&subject, grp, flags)));
                }
            } else {
                let m = subpat_array(&c, &subject, g, flags);
                set_order.extend(std::iter::once(Value::Array(m)));
            }
        }
        if !global {
            break;
        }
    }
    if want_subpats {
        if global && order == PREG_PATTERN_ORDER {
            let mut out = PhpArray::new();
            for (i, set) in sets.into_iter().enumerate() {
                let set = PhpArray::from_values(set);
                if let Some(Some(name)) = c.names.get(i) {
                    out.insert(
                        ArrayKey::from_php_str(name.clone()),
                        Value::Array(set.clone()),
                    );
                }
                let _ = out.push(Value::Array(set));
            }
            if !marks.is_empty() {
                let mut m = PhpArray::new();
                for (i, name) in marks {
                    m.insert(ArrayKey::Int(i), Value::Str(PhpStr::new(&name)));
                }
                out.insert(ArrayKey::Str(PhpStr::new(b"MARK")), Value::Array(m));
            }
            set_ref(a, 2, Value::Array(out));
        } else if global {
            set_ref(a, 2, Value::Array(PhpArray::from_values(set_order)));
        } else if let Some(arr) = single {
            set_ref(a, 2, Value::Array(arr));
        }
    }
    if let Some(code) = error {
        set_error(vm, code);
        return Ok(Value::Bool(false));
    }
    Ok(Value::Int(matched))
}

pub(crate) fn preg_grep(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let regex = arg_str(vm, a, 0, "preg_grep", "pattern")?;
    let input = arg_array(a, 1, "preg_grep", "array")?;
    let flags = if a.len() > 2 {
        arg_int(vm, a, 2, "preg_grep", "flags")?
    } else {
        0
    };
    let Some(c) = compiled(vm, "preg_grep", &regex) else {
        return Ok(Value::Bool(false));
    };
    let invert = flags & PREG_GREP_INVERT != 0;
    set_error(vm, PREG_NO_ERROR);
    let mut out = PhpArray::new();
    // one cursor (and its match data) for every element
    let mut cursor = Cursor::new(&c, 0);
    for (key, entry_value) in input.iter() {
        let s = match entry_value {
            Value::Str(s) => s.clone(),
            v => value_to_str(vm, &v.deref_value())?,
        };
        let hit = match check_subject(vm, &c, &s, 0) {
            Ok(()) => {
                cursor.reset(0);
                cursor.next(&c, &s).map(|g| g.is_some())
            }
            Err(code) => Err(code),
        };
        match hit {
            Ok(found) => {
                if found != invert {
                    out.insert(key, entry_value.clone());
                }
            }
            Err(code) => {
                set_error(vm, code);
                break;
            }
        }
    }
    Ok(Value::Array(out))
}
