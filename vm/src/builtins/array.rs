//! Bootstrap set, ext/standard/array: count, array_keys, array_values, in_array, range
//! (the rest of ext/standard/array lives in `rphp_stdlib`).

use super::{Builtins, arg, arg_array, type_error, value_error};
use crate::exec::{Control, Vm};
use crate::value::compare::{identical, loose_eq};
use crate::value::{PhpArray, Value};

pub fn register(b: &mut Builtins) {
    b.add("count", count, 1, 2, &["value", "mode"]);
    b.add("sizeof", count, 1, 2, &["value", "mode"]);
    b.add(
        "array_keys",
        array_keys,
        1,
        3,
        &["array", "filter_value", "strict"],
    );
    b.add("array_values", array_values, 1, 1, &["array"]);
    b.add(
        "in_array",
        in_array,
        2,
        3,
        &["needle", "haystack", "strict"],
    );
    b.add("range", range, 2, 3, &["start", "end", "step"]);
}

fn count(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Array(arr) => {
            let recursive = a.len() > 1 && super::arg_int(vm, a, 1, "count", "mode")? == 1;
            if recursive {
                return Ok(Value::Int(count_recursive(vm, &arr)));
            }
            Ok(Value::Int(arr.len() as i64))
        }
        Value::Object(o) if o.instance_of(b"Countable") => Err(Control::Call {
            callee: Value::Array(PhpArray::from_values(vec![
                Value::Object(o),
                Value::str("count"),
            ])),
            args: Vec::new(),
            then: Box::new(|vm: &mut Vm, v: Value| {
                Ok(Value::Int(crate::value::convert::to_int(&v, &mut vm.diag)?))
            }),
        }),
        v => Err(type_error("count", 0, "value", "Countable|array", &v)),
    }
}

/// `php_count_recursive` with a work list instead of recursion: an array met again on its
/// own path (through a reference) warns "Recursion detected" and counts 0, as php does.
fn count_recursive(vm: &mut Vm, root: &PhpArray) -> i64 {
    enum Task {
        Enter(PhpArray),
        Leave(usize),
    }
    let mut path = std::collections::HashSet::new();
    let mut work = vec![Task::Enter(root.clone())];
    let mut n: i64 = 0;
    while let Some(t) = work.pop() {
        match t {
            Task::Leave(addr) => {
                path.remove(&addr);
            }
            Task::Enter(a) => {
                if !path.insert(a.addr()) {
                    vm.warn("count(): Recursion detected");
                    continue;
                }
                n += a.len() as i64;
                work.push(Task::Leave(a.addr()));
                let inner: Vec<PhpArray> = a
                    .values()
                    .filter_map(|v| match v.deref_value() {
                        Value::Array(x) => Some(x),
                        _ => None,
                    })
                    .collect();
                work.extend(inner.into_iter().rev().map(Task::Enter));
            }
        }
    }
    n
}

fn array_keys(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_keys", "array")?;
    let filter = (a.len() > 1).then(|| arg(a, 1));
    let strict = a.len() > 2 && crate::value::convert::to_bool(&arg(a, 2), &mut vm.diag);
    let mut out = Vec::with_capacity(arr.len());
    for (k, v) in arr.iter() {
        if let Some(f) = &filter {
            let v = v.deref_value();
            let m = if strict {
                identical(&v, f)
            } else {
                loose_eq(&v, f, &mut vm.diag)?
            };
            if !m {
                continue;
            }
        }
        out.push(k.to_value());
    }
    Ok(Value::Array(PhpArray::from_values(out)))
}

fn array_values(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_values", "array")?;
    Ok(Value::Array(PhpArray::from_values(
        arr.values().map(Value::deref_value).collect(),
    )))
}

fn in_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let needle = arg(a, 0);
    let hay = arg_array(a, 1, "in_array", "haystack")?;
    let strict = a.len() > 2 && crate::value::convert::to_bool(&arg(a, 2), &mut vm.diag);
    for v in hay.values() {
        let v = v.deref_value();
        let m = if strict {
            identical(&v, &needle)
        } else {
            loose_eq(&v, &needle, &mut vm.diag)?
        };
        if m {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn range(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let start = arg(a, 0);
    let end = arg(a, 1);
    let step = if a.len() > 2 {
        arg(a, 2)
    } else {
        Value::Int(1)
    };
    // single-byte strings: a character range
    if let (Value::Str(s), Value::Str(e)) = (&start, &end) {
        if s.len() == 1 && e.len() == 1 {
            let st = crate::value::convert::to_int(&step, &mut vm.diag)?
                .unsigned_abs()
                .max(1) as usize;
            let (x, y) = (s[0], e[0]);
            let mut out = Vec::new();
            if x <= y {
                let mut c = x as usize;
                while c <= y as usize {
                    out.push(Value::str([c as u8]));
                    c += st;
                }
            } else {
                let mut c = x as isize;
                while c >= y as isize {
                    out.push(Value::str([c as u8]));
                    c -= st as isize;
                }
            }
            return Ok(Value::Array(PhpArray::from_values(out)));
        }
    }
    let num = |v: &Value, vm: &mut Vm| -> Result<Value, Control> {
        Ok(match v {
            Value::Int(_) | Value::Float(_) => v.clone(),
            Value::Str(s) => match crate::value::numeric::numeric_value(s) {
                Some(crate::value::numeric::Number::Int(i)) => Value::Int(i),
                Some(crate::value::numeric::Number::Float(f)) => Value::Float(f),
                None => Value::Int(0),
            },
            other => Value::Int(crate::value::convert::to_int(other, &mut vm.diag)?),
        })
    };
    let s = num(&start, vm)?;
    let e = num(&end, vm)?;
    let st = num(&step, vm)?;
    let is_float = matches!(s, Value::Float(_))
        || matches!(e, Value::Float(_))
        || matches!(st, Value::Float(f) if f.fract() != 0.0);
    let mut out = Vec::new();
    if is_float {
        let (x, y) = (
            crate::value::convert::to_float(&s)?,
            crate::value::convert::to_float(&e)?,
        );
        let step = crate::value::convert::to_float(&st)?.abs();
        if step == 0.0 {
            return Err(value_error("range", 2, "step", "cannot be 0"));
        }
        let n = ((x - y).abs() / step).floor() as i64;
        for i in 0..=n {
            out.push(Value::Float(if x <= y {
                x + i as f64 * step
            } else {
                x - i as f64 * step
            }));
        }
    } else {
        let (Value::Int(x), Value::Int(y)) = (s, e) else {
            return Ok(Value::Array(PhpArray::new()));
        };
        let step = match st {
            Value::Int(i) => i.unsigned_abs(),
            Value::Float(f) => f.abs() as u64,
            _ => 1,
        };
        if step == 0 {
            return Err(value_error("range", 2, "step", "cannot be 0"));
        }
        if x <= y {
            let mut c = x as i128;
            while c <= y as i128 {
                out.push(Value::Int(c as i64));
                c += step as i128;
            }
        } else {
            let mut c = x as i128;
            while c >= y as i128 {
                out.push(Value::Int(c as i64));
                c -= step as i128;
            }
        }
    }
    Ok(Value::Array(PhpArray::from_values(out)))
}
