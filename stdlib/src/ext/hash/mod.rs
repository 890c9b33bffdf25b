//! ext/hash: hash, hash_algos, hash_hmac, hash_hmac_algos, hash_equals, hash_pbkdf2,
//! hash_hkdf; the incremental API (hash_init/update/final, HashContext) and the file forms
//! are in `context`, the algorithms' running states in `state`.

pub(crate) mod algos;
pub(crate) mod context;
pub(crate) mod noncrypto;
pub(crate) mod state;

use crate::def;
use crate::standard::string::bytes;
use algos::{Algo, Options};
use rphp_vm::builtins::{
    Builtin, arg, arg_array, arg_bool, arg_int, arg_str, type_error, value_error, value_to_str,
};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("hash", hash, 2, 4, &["algo", "data", "binary", "options"]),
    def("hash_algos", hash_algos, 0, 0, &[]),
    def(
        "hash_hmac",
        hash_hmac,
        3,
        4,
        &["algo", "data", "key", "binary"],
    ),
    def("hash_hmac_algos", hash_hmac_algos, 0, 0, &[]),
    def(
        "hash_equals",
        hash_equals,
        2,
        2,
        &["known_string", "user_string"],
    ),
    def(
        "hash_pbkdf2",
        hash_pbkdf2,
        4,
        7,
        &[
            "algo",
            "password",
            "salt",
            "iterations",
            "length",
            "binary",
            "options",
        ],
    ),
    def(
        "hash_hkdf",
        hash_hkdf,
        2,
        5,
        &["algo", "key", "length", "info", "salt"],
    ),
];

/// Register `HashContext`.
pub fn register_classes(b: &mut rphp_vm::builtins::Builtins) {
    context::register(b);
}

pub(crate) const CONSTANTS: &[(&str, i64)] = &[("HASH_HMAC", context::HASH_HMAC)];

/// Lowercase hex of a digest.
pub(crate) fn hex(d: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(d.len() * 2);
    hex_into(&mut out, d);
    out
}

/// Append the lowercase hex of `d` to `out`.
pub(crate) fn hex_into(out: &mut Vec<u8>, d: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.extend(
        d.iter()
            .flat_map(|&c| [HEX[usize::from(c >> 4)], HEX[usize::from(c & 15)]]),
    );
}

/// A digest as hash() returns it: raw bytes or lowercase hex.
pub(crate) fn output(d: Vec<u8>, binary: bool) -> Value {
    bytes(if binary { d } else { hex(&d) })
}

fn opt_bool(vm: &mut Vm, a: &[Value], n: usize, f: &str, p: &str) -> Result<bool, Control> {
    if a.len() > n {
        arg_bool(vm, a, n, f, p)
    } else {
        Ok(false)
    }
}

/// The algorithm named `name`, or php's ValueError for argument 1 of `f` (a cryptographic
/// one when `crypto`: HMAC, PBKDF2, HKDF).
fn find_algo(f: &str, name: &[u8], crypto: bool) -> Result<&'static Algo, Control> {
    match algos::find(name) {
        Some(al) if al.crypto || !crypto => Ok(al),
        _ => Err(value_error(
            f,
            0,
            "algo",
            if crypto {
                "must be a valid cryptographic hashing algorithm"
            } else {
                "must be a valid hashing algorithm"
            },
        )),
    }
}

/// php's `options` array: an int `seed`, a string `secret` (xxh3 and xxh128 only).
fn options(vm: &mut Vm, al: &Algo, opts: &PhpArray) -> Result<Options, Control> {
    let mut o = Options::default();
    let seed = opts.get_str(b"seed").map(Value::deref_value);
    let secret = opts.get_str(b"secret").map(Value::deref_value);
    let xxh3 = al.name == "xxh3" || al.name == "xxh128";
    if xxh3 && seed.is_some() && secret.is_some() {
        return Err(Control::Error(
            ThrowKind::Error,
            format!(
                "{}: Only one of seed or secret is to be passed for initialization",
                al.name
            ),
        ));
    }
    match seed {
        Some(Value::Int(i)) => o.seed = Some(i),
        Some(_) if al.seeded => vm.deprecated(
            "hash(): Passing a seed of a type other than int is deprecated because it is the same as setting the seed to 0",
        ),
        _ => {}
    }
    if let (true, Some(s)) = (xxh3, secret) {
        let s = value_to_str(vm, &s)?;
        let name = al.name;
        if s.len() < 136 {
            return Err(Control::Error(
                ThrowKind::Error,
                format!(
                    "{name}: Secret length must be >= 136 bytes, {} bytes passed",
                    s.len()
                ),
            ));
        }
        let mut s = s.to_vec();
        if s.len() > 256 {
            vm.warn(format!(
                "hash(): {name}: Secret content exceeding 256 bytes discarded"
            ));
            s.truncate(256);
        }
        o.secret = Some(s);
    }
    Ok(o)
}

/// The arguments hash() and hash_file() share, parsed in php's order (all of them before
/// the algorithm is looked up): the algorithm's name, the second argument (`second` names
/// it), `binary` and `options`.
pub(crate) fn digest_args(
    vm: &mut Vm,
    a: &[Value],
    f: &str,
    second: &str,
) -> Result<(PhpStr, PhpStr, bool, PhpArray), Control> {
    let name = arg_str(vm, a, 0, f, "algo")?;
    let data = arg_str(vm, a, 1, f, second)?;
    let binary = opt_bool(vm, a, 2, f, "binary")?;
    let opts = if a.len() > 3 {
        arg_array(a, 3, f, "options")?
    } else {
        PhpArray::new()
    };
    Ok((name, data, binary, opts))
}

fn hash(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash";
    let (name, data, binary, opts) = digest_args(vm, a, f, "data")?;
    let al = find_algo(f, &name, false)?;
    let o = options(vm, al, &opts)?;
    Ok(output(al.digest(&data, &o), binary))
}

fn names(crypto_only: bool) -> Value {
    let list = algos::ALGOS
        .iter()
        .filter(|al| al.crypto || !crypto_only)
        .map(|al| Value::str(al.name))
        .collect();
    Value::Array(PhpArray::from_values(list))
}

fn hash_algos(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(names(false))
}

fn hash_hmac_algos(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(names(true))
}

fn hash_hmac(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_hmac";
    let name = arg_str(vm, a, 0, f, "algo")?;
    let data = arg_str(vm, a, 1, f, "data")?;
    let key = arg_str(vm, a, 2, f, "key")?;
    let binary = opt_bool(vm, a, 3, f, "binary")?;
    let al = find_algo(f, &name, true)?;
    Ok(output(algos::hmac(al, &key, &data), binary))
}

fn hash_equals(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_equals";
    let known = arg(a, 0);
    let user = arg(a, 1);
    let Value::Str(k) = &known else {
        return Err(type_error(f, 0, "known_string", "string", &known));
    };
    let Value::Str(u) = &user else {
        return Err(type_error(f, 1, "user_string", "string", &user));
    };
    if k.len() != u.len() {
        return Ok(Value::Bool(false));
    }
    let diff = k
        .iter()
        .zip(u.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y));
    Ok(Value::Bool(diff == 0))
}

fn hash_pbkdf2(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_pbkdf2";
    let al = find_algo(f, &arg_str(vm, a, 0, f, "algo")?, true)?;
    let password = arg_str(vm, a, 1, f, "password")?;
    let salt = arg_str(vm, a, 2, f, "salt")?;
    let iterations = arg_int(vm, a, 3, f, "iterations")?;
    let length = if a.len() > 4 {
        arg_int(vm, a, 4, f, "length")?
    } else {
        0
    };
    let binary = opt_bool(vm, a, 5, f, "binary")?;
    if a.len() > 6 {
        arg_array(a, 6, f, "options")?;
    }
    if iterations <= 0 {
        return Err(value_error(f, 3, "iterations", "must be greater than 0"));
    }
    if length < 0 {
        return Err(value_error(
            f,
            4,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let digest_size = al.digest(b"", &Options::default()).len();
    let mut length = length as usize;
    if length == 0 {
        length = if binary { digest_size } else { digest_size * 2 };
    }
    let digest_length = if binary { length } else { length.div_ceil(2) };
    let loops = digest_length.div_ceil(digest_size.max(1));
    let mut result = Vec::with_capacity(loops * digest_size);
    for i in 1..=loops {
        let mut salted = salt.to_vec();
        salted.extend_from_slice(&(i as u32).to_be_bytes());
        let mut digest = algos::hmac(al, &password, &salted);
        let mut acc = digest.clone();
        for _ in 1..iterations {
            digest = algos::hmac(al, &password, &digest);
            for (t, d) in acc.iter_mut().zip(&digest) {
                *t ^= d;
            }
        }
        result.extend_from_slice(&acc);
    }
    let mut out = if binary {
        result.truncate(length);
        result
    } else {
        result.truncate(digest_length);
        hex(&result)
    };
    out.truncate(length);
    Ok(bytes(out))
}

fn hash_hkdf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_hkdf";
    let al = find_algo(f, &arg_str(vm, a, 0, f, "algo")?, true)?;
    let ikm = arg_str(vm, a, 1, f, "key")?;
    let length = if a.len() > 2 {
        arg_int(vm, a, 2, f, "length")?
    } else {
        0
    };
    let info = if a.len() > 3 {
        arg_str(vm, a, 3, f, "info")?.to_vec()
    } else {
        Vec::new()
    };
    let salt = if a.len() > 4 {
        arg_str(vm, a, 4, f, "salt")?.to_vec()
    } else {
        Vec::new()
    };
    if ikm.is_empty() {
        return Err(value_error(f, 1, "key", "must not be empty"));
    }
    let digest_size = al.digest(b"", &Options::default()).len();
    if length < 0 {
        return Err(value_error(
            f,
            2,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let max = digest_size * 255;
    let length = if length == 0 {
        digest_size
    } else if length as u64 > max as u64 {
        return Err(value_error(
            f,
            2,
            "length",
            &format!("must be less than or equal to {max}"),
        ));
    } else {
        length as usize
    };
    let prk = algos::hmac(al, &salt, &ikm);
    let mut out = Vec::with_capacity(length + digest_size);
    let mut t: Vec<u8> = Vec::new();
    let mut i = 1u8;
    while out.len() < length {
        let mut block = t.clone();
        block.extend_from_slice(&info);
        block.push(i);
        t = algos::hmac(al, &prk, &block);
        out.extend_from_slice(&t);
        i = i.wrapping_add(1);
    }
    out.truncate(length);
    Ok(bytes(out))
}
