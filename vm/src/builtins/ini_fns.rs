//! ini functions beyond ini_get/ini_set: ini_restore, ini_alter (ini_set's alias) and
//! ini_parse_quantity (php's zend_ini_parse_quantity, with its warnings).

use super::{Builtins, arg, arg_str};
use crate::exec::{Control, ThrowKind, Vm};
use crate::value::Value;

pub fn register(b: &mut Builtins) {
    b.add("ini_set", ini_set, 2, 2, &["option", "value"]);
    b.add("ini_alter", ini_set, 2, 2, &["option", "value"]);
    b.add("ini_restore", ini_restore, 1, 1, &["option"]);
    b.add(
        "ini_parse_quantity",
        ini_parse_quantity,
        1,
        1,
        &["shorthand"],
    );
}

/// `ini_set()`: the old value, or false for a setting php does not know; `ini_restore()`
/// can undo it.
fn ini_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "ini_set", "option")?.to_string_lossy();
    // `string|int|float|bool|null $value`, checked by type (a Stringable object too)
    let value = arg(a, 1);
    if matches!(
        value,
        Value::Array(_) | Value::Object(_) | Value::Resource(_)
    ) {
        return Err(Control::Error(
            ThrowKind::TypeError,
            "ini_set(): Argument #2 ($value) must be of type string|int|float|bool|null".into(),
        ));
    }
    let v = vm.to_string_value(&value)?.to_string_lossy();
    if !crate::ini::user_settable(&n) {
        return Ok(Value::Bool(false));
    }
    if n == "fiber.stack_size" && vm.ini.get(&n).is_some() && !vm.set_fiber_stack_size(&v) {
        return Ok(Value::Bool(false));
    }
    if n == "zend.assertions" {
        // php's OnUpdateAssertions: -1 (not compiled) is for php.ini only
        if let Some(old) = vm.ini.get(&n) {
            let parse = |s: &str| s.trim().parse::<i64>().unwrap_or(0);
            let (was, now) = (parse(old), parse(&v));
            if was != now && (was < 0 || now < 0) {
                vm.warn("zend.assertions may be completely enabled or disabled only in php.ini");
                return Ok(Value::Bool(false));
            }
        }
    }
    if n == "date.timezone" && !vm.ini.zone_known(&v) {
        // php's OnUpdate_date_timezone refuses an identifier the database does not know
        let current = match vm.ini.get(&n) {
            Some(z) if !z.is_empty() => z.to_owned(),
            _ => "UTC".to_owned(),
        };
        vm.warn(format!(
            "ini_set(): Invalid date.timezone value '{v}', using '{current}' instead"
        ));
        return Ok(Value::Bool(false));
    }
    if n == "precision" && crate::value::float_fmt::parse_precision(&v).is_none() {
        return Ok(Value::Bool(false));
    }
    if matches!(
        n.as_str(),
        "mbstring.http_input" | "mbstring.http_output" | "mbstring.internal_encoding"
    ) && vm.ini.get(&n).is_some()
    {
        vm.deprecated(format!("ini_set(): Use of {n} is deprecated"));
    }
    match vm.ini.get(&n).map(str::to_owned) {
        Some(old) => {
            vm.ini.set_runtime(&n, &v);
            vm.diag.precision = Some(vm.ini.precision());
            Ok(Value::str(old))
        }
        None => Ok(Value::Bool(false)),
    }
}

fn ini_restore(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let n = arg_str(vm, a, 0, "ini_restore", "option")?.to_string_lossy();
    vm.ini.restore(&n);
    vm.diag.precision = Some(vm.ini.precision());
    Ok(Value::Null)
}

fn ini_parse_quantity(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "ini_parse_quantity", "shorthand")?;
    let (value, warning) = parse_quantity(s.as_bytes());
    if let Some(w) = warning {
        vm.warn(w);
    }
    Ok(Value::Int(value))
}

fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// php's smart_str_append_escaped (the trace formatter's escaping).
fn escaped(s: &[u8]) -> String {
    crate::exec::escape_trace_bytes(s)
}

/// strtoul over `s` in `base` (0: php's C auto-detection, 0x/0 prefixes): the value, the
/// bytes used, and whether it overflowed.
fn strtoul(s: &[u8], base: u32) -> (u64, usize, bool) {
    let (base, start) = match base {
        0 if s.len() > 1 && s[0] == b'0' && matches!(s[1], b'x' | b'X') => (16, 2),
        0 if s.first() == Some(&b'0') => (8, 0),
        0 => (10, 0),
        b => (b, 0),
    };
    let mut value: u64 = 0;
    let mut overflow = false;
    let mut i = start;
    while let Some(d) = s.get(i).and_then(|&c| char::from(c).to_digit(base)) {
        match value
            .checked_mul(u64::from(base))
            .and_then(|v| v.checked_add(u64::from(d)))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
        i += 1;
    }
    if i == start && start == 2 {
        // "0x" with no hex digit: strtoul reads the "0"
        return (0, 1, false);
    }
    if overflow {
        value = u64::MAX;
    }
    (value, i, overflow)
}

/// zend_ini_parse_quantity (signed): the value and php's warning text, if any.
pub fn parse_quantity(value: &[u8]) -> (i64, Option<String>) {
    let quoted = || escaped(value);
    let mut start = 0;
    let mut end = value.len();
    while start < end && is_ws(value[start]) {
        start += 1;
    }
    while start < end && is_ws(value[end - 1]) {
        end -= 1;
    }
    if start == end {
        return (0, None);
    }
    let mut digits = start;
    let mut negative = false;
    match value[digits] {
        b'+' => digits += 1,
        b'-' => {
            negative = true;
            digits += 1;
        }
        _ => {}
    }
    let no_digits = || {
        format!(
            "Invalid quantity \"{}\": no valid leading digits, interpreting as \"0\" for backwards compatibility",
            quoted()
        )
    };
    if !value.get(digits).is_some_and(u8::is_ascii_digit) {
        return (0, Some(no_digits()));
    }
    let mut base = 0;
    let next = value.get(digits + 1).copied();
    if value[digits] == b'0' && !next.is_some_and(|c| c.is_ascii_digit()) {
        if digits + 1 == end {
            return (0, None);
        }
        let prefix = next.unwrap_or(0);
        match prefix {
            b'g' | b'G' | b'm' | b'M' | b'k' | b'K' => {}
            b'x' | b'X' | b'o' | b'O' | b'b' | b'B' => {
                base = match prefix {
                    b'x' | b'X' => 16,
                    b'o' | b'O' => 8,
                    _ => 2,
                };
                digits += 2;
                let no_digits_after = format!(
                    "Invalid quantity \"{}\": no digits after base prefix, interpreting as \"0\" for backwards compatibility",
                    quoted()
                );
                if digits >= end {
                    return (0, Some(no_digits_after));
                }
                // a second sign or prefix after the first one
                let mut c = digits;
                while c < end && is_ws(value[c]) {
                    c += 1;
                }
                if c < end && matches!(value[c], b'+' | b'-') {
                    c += 1;
                }
                if c + 1 < end
                    && value[c] == b'0'
                    && matches!(value[c + 1], b'x' | b'X' | b'o' | b'O' | b'b' | b'B')
                {
                    c += 2;
                }
                if c != digits {
                    return (0, Some(no_digits_after));
                }
            }
            other => {
                return (
                    0,
                    Some(format!(
                        "Invalid prefix \"0{}\", interpreting as \"0\" for backwards compatibility",
                        char::from(other)
                    )),
                );
            }
        }
    }
    let (mut retval, used, mut overflow) = strtoul(&value[digits..end], base);
    if !overflow {
        if negative && retval == (i64::MAX as u64) + 1 {
            retval = retval.wrapping_neg();
        } else if (retval as i64) < 0 {
            overflow = true;
        } else if negative {
            retval = retval.wrapping_neg();
        }
    }
    if used == 0 {
        return (0, Some(no_digits()));
    }
    let mut digits_end = digits + used;
    while digits_end < end && is_ws(value[digits_end]) {
        digits_end += 1;
    }
    if digits_end != end {
        let factor: u64 = match value[end - 1] {
            b'g' | b'G' => 1 << 30,
            b'm' | b'M' => 1 << 20,
            b'k' | b'K' => 1 << 10,
            c => {
                return (
                    retval as i64,
                    Some(format!(
                        "Invalid quantity \"{}\": unknown multiplier \"{}\", interpreting as \"{}\" for backwards compatibility",
                        quoted(),
                        escaped(&[c]),
                        escaped(&value[..digits_end])
                    )),
                );
            }
        };
        if !overflow {
            let signed = retval as i64;
            let f = factor as i64;
            overflow = if signed > 0 {
                signed > i64::MAX / f
            } else {
                signed < i64::MIN / f
            };
        }
        retval = retval.wrapping_mul(factor);
        if digits_end != end - 1 {
            return (
                retval as i64,
                Some(format!(
                    "Invalid quantity \"{}\", interpreting as \"{}{}\" for backwards compatibility",
                    quoted(),
                    escaped(&value[..digits_end]),
                    escaped(&value[end - 1..end])
                )),
            );
        }
    }
    if overflow {
        return (
            retval as i64,
            Some(format!(
                "Invalid quantity \"{}\": value is out of range, using overflow result for backwards compatibility",
                quoted()
            )),
        );
    }
    (retval as i64, None)
}
