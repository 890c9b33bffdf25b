//! setlocale and localeconv: rphp runs in the C locale only (php 8's string functions are
//! locale-independent), so "C", "POSIX" and "C.UTF-8" are accepted and remembered per VM;
//! any other locale name is not installed (false), and localeconv() answers the C locale's
//! conventions.

use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, value_to_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "setlocale",
        setlocale,
        2,
        u8::MAX,
        &["category", "locales", "rest"],
    ),
    def("localeconv", localeconv, 0, 0, &[]),
];

/// The `LC_*` constants (glibc's values).
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("LC_CTYPE", 0),
    ("LC_NUMERIC", 1),
    ("LC_TIME", 2),
    ("LC_COLLATE", 3),
    ("LC_MONETARY", 4),
    ("LC_MESSAGES", 5),
    ("LC_ALL", 6),
];

/// The locale last set (per VM).
struct Locale(String);

impl Default for Locale {
    fn default() -> Self {
        Locale("C".to_owned())
    }
}

fn setlocale(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let category = arg_int(vm, a, 0, "setlocale", "category")?;
    let mut names = Vec::new();
    for v in a.iter().skip(1) {
        match v.deref_value() {
            Value::Array(arr) => {
                for item in arr.values() {
                    names.push(value_to_str(vm, item)?);
                }
            }
            other => names.push(value_to_str(vm, &other)?),
        }
    }
    if !(0..=6).contains(&category) {
        return Ok(Value::Bool(false));
    }
    for name in names {
        let current = &mut vm.ext.get_or_default::<Locale>().0;
        let text = String::from_utf8_lossy(&name).into_owned();
        match text.as_str() {
            "0" => return Ok(Value::str(current.as_str())),
            "" | "C" => {
                *current = "C".to_owned();
                return Ok(Value::str("C"));
            }
            "POSIX" | "C.UTF-8" | "C.utf8" => {
                *current = text.clone();
                return Ok(Value::str(text));
            }
            _ => {}
        }
    }
    Ok(Value::Bool(false))
}

/// The C locale's `struct lconv` as php lists it (CHAR_MAX, 127, for the numbers it leaves
/// unspecified; no grouping).
fn localeconv(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let mut out = PhpArray::new();
    let strings = [
        ("decimal_point", "."),
        ("thousands_sep", ""),
        ("int_curr_symbol", ""),
        ("currency_symbol", ""),
        ("mon_decimal_point", ""),
        ("mon_thousands_sep", ""),
        ("positive_sign", ""),
        ("negative_sign", ""),
    ];
    for (k, v) in strings {
        out.insert(k, Value::str(v));
    }
    for k in [
        "int_frac_digits",
        "frac_digits",
        "p_cs_precedes",
        "p_sep_by_space",
        "n_cs_precedes",
        "n_sep_by_space",
        "p_sign_posn",
        "n_sign_posn",
    ] {
        out.insert(k, Value::Int(127));
    }
    out.insert("grouping", Value::Array(PhpArray::new()));
    out.insert("mon_grouping", Value::Array(PhpArray::new()));
    Ok(Value::Array(out))
}
