//! ext/ctype: the ctype_* character-class tests (C locale). A string is tested byte by byte
//! (empty is false); any other type is deprecated, and an int in -128..=255 is tested as the
//! byte it names, other ints as their decimal text would be ("digits", maybe a minus sign).

use crate::def;
use rphp_vm::builtins::{Builtin, arg};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("ctype_alnum", ctype_alnum, 1, 1, &["text"]),
    def("ctype_alpha", ctype_alpha, 1, 1, &["text"]),
    def("ctype_cntrl", ctype_cntrl, 1, 1, &["text"]),
    def("ctype_digit", ctype_digit, 1, 1, &["text"]),
    def("ctype_graph", ctype_graph, 1, 1, &["text"]),
    def("ctype_lower", ctype_lower, 1, 1, &["text"]),
    def("ctype_print", ctype_print, 1, 1, &["text"]),
    def("ctype_punct", ctype_punct, 1, 1, &["text"]),
    def("ctype_space", ctype_space, 1, 1, &["text"]),
    def("ctype_upper", ctype_upper, 1, 1, &["text"]),
    def("ctype_xdigit", ctype_xdigit, 1, 1, &["text"]),
];

/// One character class: its test on a byte, and what an int outside -128..=255 gives
/// (`allow_digits` for a non-negative one, `allow_minus` for a negative one).
struct Class {
    test: fn(u8) -> bool,
    allow_digits: bool,
    allow_minus: bool,
}

fn check(vm: &mut Vm, a: &[Value], func: &str, class: &Class) -> Result<Value, Control> {
    let v = arg(a, 0);
    if let Value::Str(s) = &v {
        return Ok(Value::Bool(
            !s.is_empty() && s.iter().all(|&b| (class.test)(b)),
        ));
    }
    vm.deprecated(format!(
        "{func}(): Argument of type {} will be interpreted as string in the future",
        v.type_name()
    ));
    Ok(Value::Bool(match v {
        Value::Int(i) if (0..=255).contains(&i) => (class.test)(i as u8),
        Value::Int(i) if (-128..0).contains(&i) => (class.test)((i + 256) as u8),
        Value::Int(i) if i >= 0 => class.allow_digits,
        Value::Int(_) => class.allow_minus,
        _ => false,
    }))
}

macro_rules! ctype_fn {
    ($name:ident, $test:expr, $digits:expr, $minus:expr) => {
        fn $name(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
            const CLASS: Class = Class {
                test: $test,
                allow_digits: $digits,
                allow_minus: $minus,
            };
            check(vm, a, stringify!($name), &CLASS)
        }
    };
}

fn is_graph(b: u8) -> bool {
    b.is_ascii_graphic()
}

fn is_print(b: u8) -> bool {
    b.is_ascii_graphic() || b == b' '
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

ctype_fn!(ctype_alnum, |b| b.is_ascii_alphanumeric(), true, false);
ctype_fn!(ctype_alpha, |b| b.is_ascii_alphabetic(), false, false);
ctype_fn!(ctype_cntrl, |b| b.is_ascii_control(), false, false);
ctype_fn!(ctype_digit, |b| b.is_ascii_digit(), true, false);
ctype_fn!(ctype_graph, is_graph, true, true);
ctype_fn!(ctype_lower, |b| b.is_ascii_lowercase(), false, false);
ctype_fn!(ctype_print, is_print, true, true);
ctype_fn!(ctype_punct, |b| b.is_ascii_punctuation(), false, false);
ctype_fn!(ctype_space, is_space, false, false);
ctype_fn!(ctype_upper, |b| b.is_ascii_uppercase(), false, false);
ctype_fn!(ctype_xdigit, |b| b.is_ascii_hexdigit(), true, false);
