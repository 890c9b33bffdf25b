//! ext/standard/crypt.c: `crypt()` over php's own implementations of every scheme it
//! ships (`des.rs`: traditional and extended DES; `sha.rs`: `$1$` MD5, `$5$` SHA-256,
//! `$6$` SHA-512; `blowfish.rs`: `$2a$`/`$2b$`/`$2x$`/`$2y$`), with the `*0`/`*1` failure
//! strings, and the `CRYPT_*` constants. `password.rs` builds password_hash() on it.

use crate::def;
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

mod blowfish;
mod des;
pub mod password;
mod sha;

pub(crate) const FUNCTIONS: &[Builtin] = &[def("crypt", crypt, 2, 2, &["string", "salt"])];

/// `CRYPT_SALT_LENGTH` and the scheme flags (every scheme is built in).
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("CRYPT_SALT_LENGTH", MAX_SALT_LEN as i64),
    ("CRYPT_STD_DES", 1),
    ("CRYPT_EXT_DES", 1),
    ("CRYPT_MD5", 1),
    ("CRYPT_BLOWFISH", 1),
    ("CRYPT_SHA256", 1),
    ("CRYPT_SHA512", 1),
];

/// `PHP_MAX_SALT_LEN`: a longer salt is cut to this.
const MAX_SALT_LEN: usize = 123;

/// crypt's base-64 alphabet (DES, MD5 and SHA schemes).
pub(super) const ITOA64: &[u8; 64] =
    b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A byte string up to its first NUL, as C code sees it.
fn c_str(s: &[u8]) -> &[u8] {
    s.iter().position(|&c| c == 0).map_or(s, |n| &s[..n])
}

/// `php_crypt`: the hash, or `None` where php returns NULL.
pub(crate) fn php_crypt(password: &[u8], salt: &[u8]) -> Option<Vec<u8>> {
    let pw = c_str(password);
    let salt = c_str(&salt[..salt.len().min(MAX_SALT_LEN)]);
    let at = |i: usize| salt.get(i).copied().unwrap_or(0);
    if at(0) == b'*' && matches!(at(1), b'0' | b'1') {
        return None;
    }
    let valid = |c: u8| c.is_ascii_alphanumeric() || c == b'.' || c == b'/';
    match (at(0), at(1), at(2)) {
        (b'$', b'1', b'$') => Some(sha::crypt_md5(pw, salt)),
        (b'$', b'6', b'$') => sha::crypt_sha(pw, salt, true),
        (b'$', b'5', b'$') => sha::crypt_sha(pw, salt, false),
        (b'$', b'2', c) if c != 0 && at(3) == b'$' => blowfish::crypt_blowfish(pw, salt),
        (b'_', _, _) => des::crypt_des(pw, salt),
        (a, b, _) if valid(a) && valid(b) => des::crypt_des(pw, salt),
        _ => None,
    }
}

fn crypt(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let string = arg_str(vm, a, 0, "crypt", "string")?;
    let salt = arg_str(vm, a, 1, "crypt", "salt")?;
    Ok(Value::Str(PhpStr::new(
        &php_crypt(&string, &salt).unwrap_or_else(|| {
            let cut = c_str(&salt[..salt.len().min(MAX_SALT_LEN)]);
            if cut.starts_with(b"*0") {
                b"*1".to_vec()
            } else {
                b"*0".to_vec()
            }
        }),
    )))
}
