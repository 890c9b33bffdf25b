//! Bootstrap set, ext/standard/array: count, array_keys, array_values, in_array, range
//! (the rest of ext/standard/array lives in `rphp_stdlib`).

use super::{Builtins, arg, arg_array, type_error, value_error};
use crate::exec::{Control, Vm};
use crate::value::compare::identical;
use crate::value::{PhpArray, Value};

pub fn register(b: &mut Builtins) {
    b.add("count", count, 1, 2, &["value", "mode"]);
    b.add("sizeof", sizeof, 1, 2, &["value", "mode"]);
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
    count_as(vm, a, "count")
}

fn sizeof(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    count_as(vm, a, "sizeof")
}

fn count_as(vm: &mut Vm, a: &mut [Value], func: &str) -> Result<Value, Control> {
    let mode = if a.len() > 1 {
        super::arg_int(vm, a, 1, func, "mode")?
    } else {
        0
    };
    if mode != 0 && mode != 1 {
        return Err(value_error(
            func,
            1,
            "mode",
            "must be either COUNT_NORMAL or COUNT_RECURSIVE",
        ));
    }
    match arg(a, 0) {
        Value::Array(arr) => {
            if mode == 1 {
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
            // zval_get_long of the answer (an object: a warning and 1)
            then: Box::new(|vm: &mut Vm, v: Value| vm.cast(crate::bytecode::CastOp::Int, v)),
        }),
        v => Err(type_error(func, 0, "value", "Countable|array", &v)),
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
                vm.loose_equals(&v, f)?
            };
            if !m {
                continue;
            }
        }
        out.push(k.to_value());
    }
    Ok(Value::Array(PhpArray::from_values(out)))
}

/// An element as php copies it into a result array: a reference shared with a variable
/// stays a reference (var_dump shows `&`), a reference nothing else holds is unwrapped.
pub(crate) fn kept(v: &Value) -> Value {
    match v {
        Value::Ref(r) if r.ref_count() > 1 => v.clone(),
        Value::Ref(r) => r.get(),
        v => v.clone(),
    }
}

fn array_values(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_values", "array")?;
    Ok(Value::Array(PhpArray::from_values(
        arr.values().map(kept).collect(),
    )))
}

fn in_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let needle = arg(a, 0);
    let hay = arg_array(a, 1, "in_array", "haystack")?;
    let strict = a.len() > 2 && crate::value::convert::to_bool(&arg(a, 2), &mut vm.diag);
    for v in hay.values() {
        // an element is compared where it is (a reference slot's value read out)
        let cell;
        let v = match v {
            Value::Ref(r) => {
                cell = r.get();
                &cell
            }
            v => v,
        };
        let m = if strict {
            identical(v, &needle)
        } else {
            vm.loose_equals(v, &needle)?
        };
        if m {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

/// php's HT_MAX_SIZE on 64-bit builds: the most elements range() may produce.
const HT_MAX_SIZE: u64 = 0x4000_0000;

/// How `php_range_process_input` classified a bound.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Bound {
    Long,
    Double,
    /// a string only usable as a character
    Str,
    /// a one-byte digit string: a character or an int, depending on the other bound
    Digit,
}

/// `Z_PARAM_NUMBER_OR_STR` for the bounds.
fn range_bound(vm: &mut Vm, a: &[Value], n: usize) -> Result<Value, Control> {
    let param = if n == 0 { "start" } else { "end" };
    Ok(match arg(a, n) {
        v @ (Value::Int(_) | Value::Float(_) | Value::Str(_)) => v,
        Value::Null => {
            vm.deprecated(format!(
                "range(): Passing null to parameter #{} (${param}) of type string|int|float is deprecated",
                n + 1
            ));
            Value::Int(0)
        }
        Value::Bool(b) => Value::Int(i64::from(b)),
        v => return Err(type_error("range", n, param, "string|int|float", &v)),
    })
}

/// `php_range_process_input`: the bound's kind, int and float readings.
fn range_input(vm: &mut Vm, v: &Value, n: usize) -> Result<(Bound, i64, f64), Control> {
    use crate::value::numeric::{Number, numeric_value};
    let param = if n == 0 { "start" } else { "end" };
    let finite = |d: f64| -> Result<(Bound, i64, f64), Control> {
        if d.is_infinite() {
            return Err(value_error(
                "range",
                n,
                param,
                "must be a finite number, INF provided",
            ));
        }
        if d.is_nan() {
            return Err(value_error(
                "range",
                n,
                param,
                "must be a finite number, NAN provided",
            ));
        }
        Ok((Bound::Double, 0, d))
    };
    match v {
        Value::Int(i) => Ok((Bound::Long, *i, *i as f64)),
        Value::Float(d) => finite(*d),
        Value::Str(s) => {
            if s.is_empty() {
                vm.warn(format!(
                    "range(): Argument #{} (${param}) must not be empty, casted to 0",
                    n + 1
                ));
                return Ok((Bound::Long, 0, 0.0));
            }
            match numeric_value(s) {
                Some(Number::Float(d)) => finite(d),
                Some(Number::Int(i)) => Ok((
                    if s.len() == 1 {
                        Bound::Digit
                    } else {
                        Bound::Long
                    },
                    i,
                    i as f64,
                )),
                None => {
                    if s.len() != 1 {
                        vm.warn(format!(
                            "range(): Argument #{} (${param}) must be a single byte, subsequent bytes are ignored",
                            n + 1
                        ));
                    }
                    Ok((Bound::Str, 0, 0.0))
                }
            }
        }
        _ => Ok((Bound::Long, 0, 0.0)),
    }
}

fn range_boundary_error() -> Control {
    value_error(
        "range",
        2,
        "step",
        "must be less than the range spanned by argument #1 ($start) and argument #2 ($end)",
    )
}

fn range_negative_error() -> Control {
    value_error(
        "range",
        2,
        "step",
        "must be greater than 0 for increasing ranges",
    )
}

fn range(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let start = range_bound(vm, a, 0)?;
    let end = range_bound(vm, a, 1)?;
    // the step: Z_PARAM_NUMBER, made positive
    let mut step_double = 1.0f64;
    let mut step: u64 = 1;
    let mut step_is_double = false;
    let mut step_negative = false;
    if a.len() > 2 {
        let sv = match arg(a, 2) {
            Value::Null => {
                vm.deprecated(
                    "range(): Passing null to parameter #3 ($step) of type int|float is deprecated",
                );
                Value::Int(0)
            }
            Value::Bool(b) => Value::Int(i64::from(b)),
            Value::Str(s) => match crate::value::numeric::numeric_value(&s) {
                Some(crate::value::numeric::Number::Int(i)) => Value::Int(i),
                Some(crate::value::numeric::Number::Float(f)) => Value::Float(f),
                None => {
                    return Err(type_error("range", 2, "step", "int|float", &Value::Str(s)));
                }
            },
            v @ (Value::Int(_) | Value::Float(_)) => v,
            v => return Err(type_error("range", 2, "step", "int|float", &v)),
        };
        match sv {
            Value::Float(mut d) => {
                if d.is_infinite() {
                    return Err(value_error(
                        "range",
                        2,
                        "step",
                        "must be a finite number, INF provided",
                    ));
                }
                if d.is_nan() {
                    return Err(value_error(
                        "range",
                        2,
                        "step",
                        "must be a finite number, NAN provided",
                    ));
                }
                if d < 0.0 {
                    step_negative = true;
                    d = -d;
                }
                step_double = d;
                if d.fract() == 0.0 && d < 9.2e18 {
                    step = d as u64;
                } else {
                    step = 0;
                    step_is_double = true;
                }
            }
            Value::Int(i) => {
                step_negative = i < 0;
                step = i.unsigned_abs();
                step_double = step as f64;
            }
            _ => {}
        }
        if step_double == 0.0 {
            return Err(value_error("range", 2, "step", "cannot be 0"));
        }
    }
    let (mut st, start_long, start_double) = range_input(vm, &start, 0)?;
    let (mut et, end_long, end_double) = range_input(vm, &end, 1)?;
    if st >= Bound::Str || et >= Bound::Str {
        let mixed = st < Bound::Str || et < Bound::Str;
        if mixed {
            if st < Bound::Str {
                if et != Bound::Digit {
                    vm.warn("range(): Argument #1 ($start) must be a single byte string if argument #2 ($end) is a single byte string, argument #2 ($end) converted to 0");
                }
                et = Bound::Long;
            } else {
                if st != Bound::Digit {
                    vm.warn("range(): Argument #2 ($end) must be a single byte string if argument #1 ($start) is a single byte string, argument #1 ($start) converted to 0");
                }
                st = Bound::Long;
            }
        } else if step_is_double {
            if st == Bound::Str || et == Bound::Str {
                vm.warn("range(): Argument #3 ($step) must be of type int when generating an array of characters, inputs converted to 0");
            }
            st = Bound::Long;
            et = Bound::Long;
        } else {
            let first = |v: &Value| match v {
                Value::Str(s) => s.first().copied().unwrap_or(0),
                _ => 0,
            };
            let (low, high) = (first(&start), first(&end));
            let mut out = Vec::new();
            if low > high {
                if u64::from(low - high) < step {
                    return Err(range_boundary_error());
                }
                let mut c = i64::from(low);
                while c >= i64::from(high) {
                    out.push(Value::str([c as u8]));
                    c -= step as i64;
                }
            } else if high > low {
                if step_negative {
                    return Err(range_negative_error());
                }
                if u64::from(high - low) < step {
                    return Err(range_boundary_error());
                }
                let mut c = i64::from(low);
                while c <= i64::from(high) {
                    out.push(Value::str([c as u8]));
                    c += step as i64;
                }
            } else {
                out.push(Value::str([low]));
            }
            return Ok(Value::Array(PhpArray::from_values(out)));
        }
        // the numeric readings of converted bounds
        return range_numeric(
            if st == Bound::Str { Bound::Long } else { st },
            if st == Bound::Str { 0 } else { start_long },
            if st == Bound::Str { 0.0 } else { start_double },
            if et == Bound::Str { Bound::Long } else { et },
            if et == Bound::Str { 0 } else { end_long },
            if et == Bound::Str { 0.0 } else { end_double },
            (step, step_double, step_is_double, step_negative),
        );
    }
    range_numeric(
        st,
        start_long,
        start_double,
        et,
        end_long,
        end_double,
        (step, step_double, step_is_double, step_negative),
    )
}

/// At most this many elements of a `range()` are reserved up front (past it the vector
/// grows as it fills, so a range too big for memory fails as it grows).
const RANGE_RESERVE: u64 = 1 << 20;

fn range_numeric(
    st: Bound,
    start_long: i64,
    start_double: f64,
    et: Bound,
    end_long: i64,
    end_double: f64,
    (step, step_double, step_is_double, step_negative): (u64, f64, bool, bool),
) -> Result<Value, Control> {
    let mut out = Vec::new();
    if st == Bound::Double || et == Bound::Double || step_is_double {
        let (lo, hi) = if start_double > end_double {
            (end_double, start_double)
        } else {
            (start_double, end_double)
        };
        if start_double == end_double {
            out.push(Value::Float(start_double));
            return Ok(Value::Array(PhpArray::from_values(out)));
        }
        if end_double > start_double && step_negative {
            return Err(range_negative_error());
        }
        if hi - lo < step_double {
            return Err(range_boundary_error());
        }
        let calc = (hi - lo) / step_double + 1.0;
        if calc >= HT_MAX_SIZE as f64 {
            return Err(Control::Error(
                crate::exec::ThrowKind::ValueError,
                format!(
                    "The supplied range exceeds the maximum array size by {:.1} elements: start={lo:.1}, end={hi:.1}, step={step_double:.1}. Max size: {HT_MAX_SIZE}",
                    calc - HT_MAX_SIZE as f64
                ),
            ));
        }
        let size = calc.round() as u64;
        out.reserve(size.min(RANGE_RESERVE) as usize);
        let mut i = 0u64;
        if start_double > end_double {
            let mut e = start_double;
            while i < size && e >= end_double {
                out.push(Value::Float(e));
                i += 1;
                e = start_double - i as f64 * step_double;
            }
        } else {
            let mut e = start_double;
            while i < size && e <= end_double {
                out.push(Value::Float(e));
                i += 1;
                e = start_double + i as f64 * step_double;
            }
        }
        return Ok(Value::Array(PhpArray::from_values(out)));
    }
    if start_long == end_long {
        out.push(Value::Int(start_long));
        return Ok(Value::Array(PhpArray::from_values(out)));
    }
    if end_long > start_long && step_negative {
        return Err(range_negative_error());
    }
    let (lo, hi) = (start_long.min(end_long), start_long.max(end_long));
    let span = hi.wrapping_sub(lo) as u64;
    if span < step {
        return Err(range_boundary_error());
    }
    let calc = span / step;
    if calc >= HT_MAX_SIZE - 1 {
        return Err(Control::Error(
            crate::exec::ThrowKind::ValueError,
            format!(
                "The supplied range exceeds the maximum array size by {} elements: start={lo}, end={hi}, step={step}. Calculated size: {calc}. Maximum size: {HT_MAX_SIZE}.",
                calc - HT_MAX_SIZE + 1
            ),
        ));
    }
    out.reserve((calc + 1).min(RANGE_RESERVE) as usize);
    for i in 0..=calc {
        let d = (i * step) as i64;
        out.push(Value::Int(if start_long > end_long {
            start_long.wrapping_sub(d)
        } else {
            start_long.wrapping_add(d)
        }));
    }
    Ok(Value::Array(PhpArray::from_values(out)))
}
