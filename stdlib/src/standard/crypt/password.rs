//! ext/standard/password.c: password_hash / password_verify / password_needs_rehash /
//! password_get_info / password_algos with bcrypt, the one algorithm php has without
//! libargon2 (so `PASSWORD_ARGON2I`/`ARGON2ID` stay undefined, as in such a build).

use super::php_crypt;
use crate::def;
use crate::standard::string::encode::base64;
use rphp_vm::builtins::{Builtin, arg, arg_str, type_error, value_error};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::convert::to_int;
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("password_get_info", password_get_info, 1, 1, &["hash"]),
    def(
        "password_hash",
        password_hash,
        2,
        3,
        &["password", "algo", "options"],
    ),
    def(
        "password_needs_rehash",
        password_needs_rehash,
        2,
        3,
        &["hash", "algo", "options"],
    ),
    def(
        "password_verify",
        password_verify,
        2,
        2,
        &["password", "hash"],
    ),
    def("password_algos", password_algos, 0, 0, &[]),
];

pub(crate) const STR_CONSTANTS: &[(&str, &str)] =
    &[("PASSWORD_DEFAULT", "2y"), ("PASSWORD_BCRYPT", "2y")];

/// `PHP_PASSWORD_BCRYPT_COST` (12 since php 8.4).
const BCRYPT_COST: i64 = 12;

pub(crate) const CONSTANTS: &[(&str, i64)] = &[("PASSWORD_BCRYPT_DEFAULT_COST", BCRYPT_COST)];

/// The one registered algorithm: `None` for any other.
#[derive(PartialEq)]
struct Bcrypt;

/// `php_password_bcrypt_valid`.
fn bcrypt_valid(hash: &[u8]) -> bool {
    hash.len() == 60 && hash.starts_with(b"$2y")
}

/// The identifier between the first two `$` (`php_password_algo_extract_ident`).
fn extract_ident(hash: &[u8]) -> Option<&[u8]> {
    if hash.len() < 3 {
        return None;
    }
    let rest = &hash[1..];
    let end = rest.iter().position(|&c| c == b'$')?;
    Some(&rest[..end])
}

/// `php_password_algo_identify_ex` with no default.
fn identify(hash: &[u8]) -> Option<Bcrypt> {
    (extract_ident(hash)? == b"2y" && bcrypt_valid(hash)).then_some(Bcrypt)
}

/// `sscanf(hash, "$2y$%ld$", &cost)`, keeping `default` when no number follows.
fn scan_cost(hash: &[u8], default: i64) -> i64 {
    let digits = &hash[4..];
    let mut i = 0;
    while digits.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    let start = i;
    if matches!(digits.get(i), Some(b'-' | b'+')) {
        i += 1;
    }
    let num_start = i;
    while digits.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    if i == num_start {
        return default;
    }
    std::str::from_utf8(&digits[start..i])
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or(default)
}

/// The `string|int|null $algo` argument: `Ok(None)` for an unknown algorithm.
fn algo_arg(vm: &mut Vm, a: &[Value], func: &str) -> Result<Option<Bcrypt>, Control> {
    Ok(match arg(a, 1) {
        Value::Null => Some(Bcrypt),
        Value::Int(0 | 1) | Value::Bool(_) => Some(Bcrypt),
        Value::Int(_) => None,
        Value::Float(f) if f.fract() == 0.0 && (f == 0.0 || f == 1.0) => Some(Bcrypt),
        Value::Float(_) => None,
        v @ (Value::Array(_) | Value::Resource(_)) => {
            return Err(type_error(func, 1, "algo", "string|int|null", &v));
        }
        v => match arg_str(vm, a, 1, func, "algo") {
            Ok(s) => (s.as_bytes() == b"2y").then_some(Bcrypt),
            Err(c @ Control::Method(_)) => return Err(c),
            Err(Control::Error(ThrowKind::TypeError, _)) => {
                return Err(type_error(func, 1, "algo", "string|int|null", &v));
            }
            Err(e) => return Err(e),
        },
    })
}

fn options_arg(a: &[Value], func: &str) -> Result<Option<PhpArray>, Control> {
    match arg(a, 2) {
        Value::Array(o) => Ok(Some(o)),
        _ if a.len() < 3 => Ok(None),
        v => Err(type_error(func, 2, "options", "array", &v)),
    }
}

/// `zval_get_long` of `options['cost']`.
fn option_cost(vm: &mut Vm, options: &Option<PhpArray>) -> Result<Option<i64>, Control> {
    let Some(v) = options.as_ref().and_then(|o| o.get_str(b"cost").cloned()) else {
        return Ok(None);
    };
    let v = v.deref_value();
    Ok(Some(match v {
        Value::Object(_) => 1,
        v => to_int(&v, &mut vm.diag)?,
    }))
}

fn password_hash(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let password = arg_str(vm, a, 0, "password_hash", "password")?;
    let algo = algo_arg(vm, a, "password_hash")?;
    let options = options_arg(a, "password_hash")?;
    if algo.is_none() {
        return Err(value_error(
            "password_hash",
            1,
            "algo",
            "must be a valid password hashing algorithm",
        ));
    }
    if password.contains(&0) {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "Bcrypt password must not contain null character".into(),
        ));
    }
    let cost = option_cost(vm, &options)?.unwrap_or(BCRYPT_COST);
    if !(4..=31).contains(&cost) {
        return Err(Control::Error(
            ThrowKind::ValueError,
            format!("Invalid bcrypt cost parameter specified: {cost}"),
        ));
    }
    if options
        .as_ref()
        .is_some_and(|o| o.get_str(b"salt").is_some())
    {
        vm.warn("password_hash(): The \"salt\" option has been ignored, since providing a custom salt is no longer supported");
    }
    let mut raw = [0u8; 17];
    crate::ext::random::os_bytes(&mut raw)?;
    let salt: Vec<u8> = base64(&raw)
        .into_iter()
        .take(22)
        .map(|c| if c == b'+' { b'.' } else { c })
        .collect();
    let mut setting = format!("$2y${cost:02}$").into_bytes();
    setting.extend_from_slice(&salt);
    match php_crypt(&password, &setting) {
        Some(h) if h.len() >= 13 => Ok(Value::Str(PhpStr::new(&h))),
        _ => Err(Control::Error(
            ThrowKind::Error,
            "Password hashing failed for unknown reason".into(),
        )),
    }
}

fn password_verify(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let password = arg_str(vm, a, 0, "password_verify", "password")?;
    let hash = arg_str(vm, a, 1, "password_verify", "hash")?;
    let Some(computed) = php_crypt(&password, &hash) else {
        return Ok(Value::Bool(false));
    };
    if hash.len() < 13 || computed.len() != hash.len() {
        return Ok(Value::Bool(false));
    }
    let diff = computed
        .iter()
        .zip(hash.as_bytes())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y));
    Ok(Value::Bool(diff == 0))
}

fn password_needs_rehash(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let hash = arg_str(vm, a, 0, "password_needs_rehash", "hash")?;
    let algo = algo_arg(vm, a, "password_needs_rehash")?;
    let options = options_arg(a, "password_needs_rehash")?;
    if algo.is_none() {
        return Ok(Value::Bool(false));
    }
    if identify(&hash) != algo {
        return Ok(Value::Bool(true));
    }
    let old = scan_cost(&hash, BCRYPT_COST);
    let new = option_cost(vm, &options)?.unwrap_or(BCRYPT_COST);
    Ok(Value::Bool(old != new))
}

fn password_get_info(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let hash = arg_str(vm, a, 0, "password_get_info", "hash")?;
    let mut out = PhpArray::new();
    let mut options = PhpArray::new();
    match identify(&hash) {
        None => {
            out.insert("algo", Value::Null);
            out.insert("algoName", Value::str("unknown"));
        }
        Some(Bcrypt) => {
            out.insert("algo", Value::str("2y"));
            out.insert("algoName", Value::str("bcrypt"));
            options.insert("cost", Value::Int(scan_cost(&hash, BCRYPT_COST)));
        }
    }
    out.insert("options", Value::Array(options));
    Ok(Value::Array(out))
}

fn password_algos(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Array(PhpArray::from_values(vec![Value::str("2y")])))
}
