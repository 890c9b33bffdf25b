//! ext/standard/type.c's conversions that the bootstrap set had incomplete: intval with a
//! base (php's `ZEND_STRTOL` plus its own `0b` handling), floatval's object warning, and
//! settype with every php type name (`object`, and the `resource` error); also the
//! bootstrap's is_countable (`Countable` objects), get_debug_type (anonymous class names),
//! hrtime (strict bool argument) and is_callable (`$syntax_only`, `$callable_name`) redone.

use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, arg, arg_int, arg_str, value_error};
use rphp_vm::class::object_to_array;
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::convert::{to_bool, to_float, to_int, to_str};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("intval", intval, 1, 2, &["value", "base"]),
    def("floatval", floatval, 1, 1, &["value"]),
    def("doubleval", floatval, 1, 1, &["value"]),
    def_ref("settype", settype, 2, 2, 1, &["var", "type"]),
    def("is_countable", is_countable, 1, 1, &["value"]),
    def("get_debug_type", get_debug_type, 1, 1, &["value"]),
    def("hrtime", hrtime, 0, 1, &["as_number"]),
    def_ref(
        "is_callable",
        is_callable,
        1,
        3,
        4,
        &["value", "syntax_only", "callable_name"],
    ),
];

/// `is_callable()`: with `$syntax_only`, only the shape (a string, a two-element
/// `[object|string, string]` array, or an invokable object); `$callable_name` gets php's
/// name for the value (`C::m`, `C::__invoke`, the string itself, or `Array`).
fn is_callable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let syntax_only = to_bool(&arg(a, 1), &mut vm.diag);
    let method_pair = |arr: &PhpArray| -> Option<(Value, PhpStr)> {
        if arr.len() != 2 {
            return None;
        }
        let target = arr.get(&ArrayKey::Int(0))?;
        let method = arr.get(&ArrayKey::Int(1))?;
        match (target.deref_value(), method.deref_value()) {
            (t @ (Value::Object(_) | Value::Str(_)), Value::Str(m)) => Some((t, m)),
            _ => None,
        }
    };
    let (shape_ok, name) = match &v {
        Value::Str(s) => (true, s.clone()),
        Value::Array(arr) => match method_pair(arr) {
            Some((target, m)) => {
                let class = match &target {
                    Value::Object(o) => o.class_name().to_vec(),
                    Value::Str(c) => c.to_vec(),
                    _ => Vec::new(),
                };
                let mut n = class;
                n.extend_from_slice(b"::");
                n.extend_from_slice(&m);
                (true, PhpStr::from(n))
            }
            None => (false, PhpStr::from(b"Array".to_vec())),
        },
        Value::Object(o) => {
            let mut n = o.class_name().to_vec();
            n.extend_from_slice(b"::__invoke");
            (vm.is_callable_value(&v), PhpStr::from(n))
        }
        // php names other values by their string form, without conversion diagnostics.
        other => (
            false,
            PhpStr::from(
                to_str(other, &mut rphp_vm::value::DiagLog::default())
                    .unwrap_or_default()
                    .to_vec(),
            ),
        ),
    };
    if let Some(Value::Ref(cell)) = a.get(2) {
        cell.set(Value::Str(name));
    }
    if let (false, Value::Array(arr)) = (syntax_only, &v) {
        // the method of an object is looked up through its get_method handler, which
        // an incomplete object's throws
        if let Some((Value::Object(o), _)) = method_pair(arr) {
            vm.incomplete_call(&o)?;
        }
    }
    Ok(Value::Bool(if syntax_only {
        shape_ok
    } else {
        vm.is_callable_now(&v)?
    }))
}

/// `is_countable()`: an array or a `Countable` object.
fn is_countable(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(match arg(a, 0) {
        Value::Array(_) => true,
        Value::Object(o) => o.instance_of(b"Countable"),
        _ => false,
    }))
}

/// `get_debug_type()`: an anonymous class is named by its parent or first interface
/// (`class@anonymous`, `Foo@anonymous`), cut at php's NUL-separated suffix.
fn get_debug_type(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    Ok(Value::str(match &v {
        Value::Object(o) => {
            let name = o.class_name().to_string_lossy().to_string();
            match name.find("@anonymous") {
                Some(i) => name[..i + "@anonymous".len()].to_string(),
                None => name,
            }
        }
        Value::Resource(r) if r.is_closed() => "resource (closed)".into(),
        Value::Resource(r) => format!("resource ({})", r.type_name()),
        other => other.type_name().to_string(),
    }))
}

/// `hrtime()`: nanoseconds since the VM started (plus one second), as an int or as
/// `[seconds, nanoseconds]`; `$as_number` is a strict bool parameter.
fn hrtime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let as_num = match a.first() {
        None => false,
        Some(_) => rphp_vm::builtins::arg_bool(vm, a, 0, "hrtime", "as_number")?,
    };
    let ns = i64::try_from(vm.start.elapsed().as_nanos())
        .unwrap_or(i64::MAX - 1_000_000_000)
        .saturating_add(1_000_000_000);
    if as_num {
        return Ok(Value::Int(ns));
    }
    Ok(Value::Array(PhpArray::from_values(vec![
        Value::Int(ns / 1_000_000_000),
        Value::Int(ns % 1_000_000_000),
    ])))
}

/// C's `strtol`: leading space, a sign, a `0x` prefix for base 16 (and base 0, which
/// also takes a leading `0` as octal), digits while they fit the base; saturates on
/// overflow; 0 for an invalid base.
fn strtol(s: &[u8], base: i64) -> i64 {
    if base != 0 && !(2..=36).contains(&base) {
        return 0;
    }
    let mut i = 0;
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r') {
        i += 1;
    }
    let neg = match s.get(i) {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let hex_prefix = s.get(i) == Some(&b'0')
        && matches!(s.get(i + 1), Some(b'x' | b'X'))
        && s.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
    let base = match base {
        0 if hex_prefix => {
            i += 2;
            16
        }
        0 if s.get(i) == Some(&b'0') => 8,
        0 => 10,
        16 if hex_prefix => {
            i += 2;
            16
        }
        b => b as u32,
    };
    let mut acc: i128 = 0;
    let mut overflow = false;
    while let Some(d) = s.get(i).and_then(|&c| (c as char).to_digit(base)) {
        if !overflow {
            acc = acc * i128::from(base) + i128::from(d);
            if acc > i128::from(i64::MAX) + 1 {
                overflow = true;
            }
        }
        i += 1;
    }
    if neg {
        if overflow || -acc < i128::from(i64::MIN) {
            return i64::MIN;
        }
        (-acc) as i64
    } else {
        if overflow || acc > i128::from(i64::MAX) {
            return i64::MAX;
        }
        acc as i64
    }
}

/// `intval("0b101", 0|2)`: php strips the `0b` itself (strtol does not know it).
fn strip_binary_prefix(s: &[u8]) -> Option<Vec<u8>> {
    let start = s
        .iter()
        .position(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r'))?;
    let s = &s[start..];
    if s.len() <= 2 {
        return None;
    }
    let offset = usize::from(matches!(s[0], b'-' | b'+'));
    if s.get(offset) == Some(&b'0') && matches!(s.get(offset + 1), Some(b'b' | b'B')) {
        let mut out = s[..offset].to_vec();
        out.extend_from_slice(&s[offset + 2..]);
        return Some(out);
    }
    None
}

fn object_warning(vm: &mut Vm, v: &Value, to: &str) {
    if let Value::Object(o) = v {
        vm.warn(format!(
            "Object of class {} could not be converted to {to}",
            o.class_name().to_string_lossy()
        ));
    }
}

fn intval(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let base = if a.len() > 1 {
        arg_int(vm, a, 1, "intval", "base")?
    } else {
        10
    };
    match &v {
        Value::Str(s) if base != 10 => {
            if base == 0 || base == 2 {
                if let Some(stripped) = strip_binary_prefix(s.as_bytes()) {
                    return Ok(Value::Int(strtol(&stripped, 2)));
                }
            }
            Ok(Value::Int(strtol(s.as_bytes(), base)))
        }
        Value::Object(_) => {
            object_warning(vm, &v, "int");
            Ok(Value::Int(1))
        }
        _ => Ok(Value::Int(to_int(&v, &mut vm.diag)?)),
    }
}

fn floatval(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    if let Value::Object(_) = v {
        object_warning(vm, &v, "float");
        return Ok(Value::Float(1.0));
    }
    Ok(Value::Float(to_float(&v)?))
}

/// `(array)`: objects give their mangled properties, scalars a one-element list.
fn to_array(v: Value) -> PhpArray {
    match v {
        Value::Array(a) => a,
        Value::Null => PhpArray::new(),
        Value::Object(o) => object_to_array(
            &o.class(),
            &rphp_vm::class_def::props_for(&o, rphp_vm::class_def::PropPurpose::ArrayCast),
        ),
        v => PhpArray::from_values(vec![v]),
    }
}

/// `(object)`: arrays become stdClass properties, scalars a `scalar` property.
fn to_object(vm: &mut Vm, v: Value) -> Value {
    match v {
        Value::Object(_) => v,
        v => {
            let o = vm.new_object(b"stdClass");
            let props = match v {
                Value::Array(a) => {
                    let mut props = PhpArray::new();
                    for (k, v) in a.iter() {
                        let k = match k {
                            ArrayKey::Int(i) => ArrayKey::Str(PhpStr::from(i.to_string().as_str())),
                            k => k,
                        };
                        props.insert(k, v.clone());
                    }
                    props
                }
                Value::Null => PhpArray::new(),
                v => {
                    let mut props = PhpArray::new();
                    props.insert(ArrayKey::Str(PhpStr::from("scalar")), v);
                    props
                }
            };
            o.borrow_mut().properties = props;
            Value::Object(o)
        }
    }
}

fn settype(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ty = arg_str(vm, a, 1, "settype", "type")?;
    let v = arg(a, 0);
    let new = match ty.to_string_lossy().to_ascii_lowercase().as_str() {
        "int" | "integer" => {
            object_warning(vm, &v, "int");
            match v {
                Value::Object(_) => Value::Int(1),
                v => Value::Int(to_int(&v, &mut vm.diag)?),
            }
        }
        "float" | "double" => {
            object_warning(vm, &v, "float");
            match v {
                Value::Object(_) => Value::Float(1.0),
                v => Value::Float(to_float(&v)?),
            }
        }
        "string" => match v {
            Value::Object(ref o) => {
                match arg_str(vm, std::slice::from_ref(&v), 0, "settype", "var") {
                    Ok(s) => Value::Str(s),
                    Err(Control::Error(ThrowKind::TypeError, _)) => {
                        // php's convert_to_string leaves an empty string behind
                        if let Some(Value::Ref(cell)) = a.first() {
                            cell.set(Value::Str(PhpStr::empty()));
                        }
                        return Err(Control::Error(
                            ThrowKind::Error,
                            format!(
                                "Object of class {} could not be converted to string",
                                o.class_name().to_string_lossy()
                            ),
                        ));
                    }
                    Err(e) => return Err(e),
                }
            }
            v => Value::Str(to_str(&v, &mut vm.diag)?),
        },
        "bool" | "boolean" => Value::Bool(to_bool(&v, &mut vm.diag)),
        "array" => Value::Array(to_array(v)),
        "object" => to_object(vm, v),
        "null" => Value::Null,
        "resource" => {
            return Err(Control::Error(
                ThrowKind::ValueError,
                "Cannot convert to resource type".into(),
            ));
        }
        _ => return Err(value_error("settype", 1, "type", "must be a valid type")),
    };
    if let Some(Value::Ref(cell)) = a.first() {
        cell.set(new);
    }
    Ok(Value::Bool(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strtol_like_c() {
        assert_eq!(strtol(b"0x1A", 16), 26);
        assert_eq!(strtol(b"0x1A", 0), 26);
        assert_eq!(strtol(b"012", 0), 10);
        assert_eq!(strtol(b"  +0X1f", 0), 31);
        assert_eq!(strtol(b"-0x1f", 16), -31);
        assert_eq!(strtol(b"0x", 16), 0);
        assert_eq!(strtol(b"Z1", 36), 1261);
        assert_eq!(strtol(b"12", 1), 0);
        assert_eq!(strtol(b"99999999999999999999", 16), i64::MAX);
        assert_eq!(strtol(b"-99999999999999999999", 10), i64::MIN);
        assert_eq!(strip_binary_prefix(b"-0b101"), Some(b"-101".to_vec()));
    }
}
