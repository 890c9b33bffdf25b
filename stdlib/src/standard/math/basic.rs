//! ext/standard/math.c and basic_functions.c's arithmetic: abs, ceil, floor, round (php 8.4's
//! `_php_math_round` with every mode, int or `RoundingMode` case), fmod, intdiv, fdiv, pow,
//! the exp/log family, the trigonometric and hyperbolic functions, pi, hypot,
//! deg2rad/rad2deg and the is_nan/is_finite/is_infinite predicates.

use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_float, arg_int, type_error, value_error};
use rphp_vm::class_def::Prelude;
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::numeric::{Number, parse_numeric};
use rphp_vm::value::ops::BinOp;
use rphp_vm::value::{Value, convert::str_to_float};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("abs", abs, 1, 1, &["num"]),
    def("ceil", ceil, 1, 1, &["num"]),
    def("floor", floor, 1, 1, &["num"]),
    def("round", round, 1, 3, &["num", "precision", "mode"]),
    def("fmod", fmod, 2, 2, &["num1", "num2"]),
    def("intdiv", intdiv, 2, 2, &["num1", "num2"]),
    def("fdiv", fdiv, 2, 2, &["num1", "num2"]),
    def("fpow", fpow, 2, 2, &["num", "exponent"]),
    def("pow", pow, 2, 2, &["num", "exponent"]),
    def("sqrt", sqrt, 1, 1, &["num"]),
    def("exp", exp, 1, 1, &["num"]),
    def("expm1", expm1, 1, 1, &["num"]),
    def("log", log, 1, 2, &["num", "base"]),
    def("log10", log10, 1, 1, &["num"]),
    def("log1p", log1p, 1, 1, &["num"]),
    def("sin", sin, 1, 1, &["num"]),
    def("cos", cos, 1, 1, &["num"]),
    def("tan", tan, 1, 1, &["num"]),
    def("asin", asin, 1, 1, &["num"]),
    def("acos", acos, 1, 1, &["num"]),
    def("atan", atan, 1, 1, &["num"]),
    def("atan2", atan2, 2, 2, &["y", "x"]),
    def("sinh", sinh, 1, 1, &["num"]),
    def("cosh", cosh, 1, 1, &["num"]),
    def("tanh", tanh, 1, 1, &["num"]),
    def("asinh", asinh, 1, 1, &["num"]),
    def("acosh", acosh, 1, 1, &["num"]),
    def("atanh", atanh, 1, 1, &["num"]),
    def("pi", pi, 0, 0, &[]),
    def("hypot", hypot, 2, 2, &["x", "y"]),
    def("deg2rad", deg2rad, 1, 1, &["num"]),
    def("rad2deg", rad2deg, 1, 1, &["num"]),
    def("is_nan", is_nan, 1, 1, &["num"]),
    def("is_finite", is_finite, 1, 1, &["num"]),
    def("is_infinite", is_infinite, 1, 1, &["num"]),
];

pub(crate) const ROUND_HALF_UP: i64 = 1;
pub(crate) const ROUND_HALF_DOWN: i64 = 2;
pub(crate) const ROUND_HALF_EVEN: i64 = 3;
pub(crate) const ROUND_HALF_ODD: i64 = 4;
/// php 8.4's internal modes (no `PHP_ROUND_*` constant; `RoundingMode`'s other cases).
const ROUND_CEILING: i64 = 5;
const ROUND_FLOOR: i64 = 6;
const ROUND_TOWARD_ZERO: i64 = 7;
const ROUND_AWAY_FROM_ZERO: i64 = 8;

/// The `RoundingMode` enum (php 8.4), a prelude: `round()`'s third argument takes one of
/// its cases or an int mode.
pub(crate) static ROUNDING_MODE: Prelude = Prelude {
    file: "ext/standard/math",
    classes: &["RoundingMode"],
    source: r#"<?php
enum RoundingMode {
    case HalfAwayFromZero;
    case HalfTowardsZero;
    case HalfEven;
    case HalfOdd;
    case TowardsZero;
    case AwayFromZero;
    case NegativeInfinity;
    case PositiveInfinity;
}
"#,
};

/// ext/standard's float constants.
pub(crate) const FLOAT_CONSTANTS: &[(&str, f64)] = &[
    ("M_E", std::f64::consts::E),
    ("M_LOG2E", std::f64::consts::LOG2_E),
    ("M_LOG10E", std::f64::consts::LOG10_E),
    ("M_LN2", std::f64::consts::LN_2),
    ("M_LN10", std::f64::consts::LN_10),
    ("M_PI", std::f64::consts::PI),
    ("M_PI_2", std::f64::consts::FRAC_PI_2),
    ("M_PI_4", std::f64::consts::FRAC_PI_4),
    ("M_1_PI", std::f64::consts::FRAC_1_PI),
    ("M_2_PI", std::f64::consts::FRAC_2_PI),
    ("M_SQRTPI", 1.772_453_850_905_516_f64),
    ("M_2_SQRTPI", std::f64::consts::FRAC_2_SQRT_PI),
    ("M_LNPI", 1.144_729_885_849_400_2_f64),
    ("M_EULER", 0.577_215_664_901_532_9_f64),
    ("M_SQRT2", std::f64::consts::SQRT_2),
    ("M_SQRT1_2", std::f64::consts::FRAC_1_SQRT_2),
    ("M_SQRT3", 1.732_050_807_568_877_2_f64),
    ("INF", f64::INFINITY),
    ("NAN", f64::NAN),
];

/// An `int|float` parameter (coercive mode): numeric strings keep their kind.
fn arg_num(vm: &mut Vm, a: &[Value], n: usize, func: &str, param: &str) -> Result<Number, Control> {
    let v = arg(a, n);
    // a strict_types caller passes an int or a float, nothing converted
    if vm.builtin_strict && !matches!(v, Value::Int(_) | Value::Float(_)) {
        return Err(type_error(func, n, param, "int|float", &v));
    }
    match &v {
        Value::Int(i) => Ok(Number::Int(*i)),
        Value::Float(f) => Ok(Number::Float(*f)),
        Value::Bool(b) => Ok(Number::Int(i64::from(*b))),
        Value::Str(s) => match parse_numeric(s, true) {
            Some(num) if !num.trailing => Ok(match num.number {
                Number::Int(i) => Number::Int(i),
                Number::Float(_) => Number::Float(str_to_float(s)),
            }),
            _ => Err(type_error(func, n, param, "int|float", &v)),
        },
        Value::Null => {
            vm.deprecated(format!(
                "{func}(): Passing null to parameter #{} (${param}) of type int|float is deprecated",
                n + 1
            ));
            Ok(Number::Int(0))
        }
        _ => Err(type_error(func, n, param, "int|float", &v)),
    }
}

fn abs(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(match arg_num(vm, a, 0, "abs", "num")? {
        Number::Int(i64::MIN) => Value::Float(-(i64::MIN as f64)),
        Number::Int(i) => Value::Int(i.abs()),
        Number::Float(f) => Value::Float(f.abs()),
    })
}

fn ceil(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Float(match arg_num(vm, a, 0, "ceil", "num")? {
        Number::Int(i) => i as f64,
        Number::Float(f) => f.ceil(),
    }))
}

fn floor(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Float(match arg_num(vm, a, 0, "floor", "num")? {
        Number::Int(i) => i as f64,
        Number::Float(f) => f.floor(),
    }))
}

/// `php_intpow10`: exact powers from the table range, `pow` beyond it.
fn intpow10(p: i32) -> f64 {
    if (0..=22).contains(&p) {
        10f64.powi(p)
    } else {
        10f64.powf(f64::from(p))
    }
}

/// `php_round_helper`: round the integral part `integral` of `value` scaled by 10^places.
fn round_helper(integral: f64, value: f64, exponent: f64, places: i32, mode: i64) -> f64 {
    let unscale = |t: f64| {
        if places > 0 {
            t / exponent
        } else {
            t * exponent
        }
    };
    let value_abs = value.abs();
    let away = integral + 1.0f64.copysign(integral);
    let edge = || unscale(integral + 0.5f64.copysign(integral)).abs();
    // `php_round_get_zero_edge_case`: the integral part unscaled.
    let zero_edge = || unscale(integral).abs();
    match mode {
        ROUND_CEILING => {
            if value > 0.0 && zero_edge() < value_abs {
                integral + 1.0
            } else {
                integral
            }
        }
        ROUND_FLOOR => {
            if value < 0.0 && zero_edge() < value_abs {
                integral - 1.0
            } else {
                integral
            }
        }
        ROUND_TOWARD_ZERO => integral,
        ROUND_AWAY_FROM_ZERO => {
            if zero_edge() < value_abs {
                away
            } else {
                integral
            }
        }
        ROUND_HALF_DOWN => {
            if value_abs > edge() {
                away
            } else {
                integral
            }
        }
        ROUND_HALF_EVEN | ROUND_HALF_ODD => {
            let e = edge();
            if value_abs > e {
                away
            } else if value_abs == e {
                let even = integral % 2.0 == 0.0;
                if even == (mode == ROUND_HALF_EVEN) {
                    integral
                } else {
                    away
                }
            } else {
                integral
            }
        }
        _ => {
            if value_abs >= edge() {
                away
            } else {
                integral
            }
        }
    }
}

/// `_php_math_round` (php 8.4+: no pre-rounding; the integral part is corrected when the
/// next integer is the exact decimal value).
pub(crate) fn round_mode(value: f64, places: i64, mode: i64) -> f64 {
    if !value.is_finite() || value == 0.0 {
        return value;
    }
    let places = places.clamp(i64::from(i32::MIN) + 1, i64::from(i32::MAX)) as i32;
    let exponent = intpow10(places.abs());
    let scaled = if places > 0 {
        value * exponent
    } else {
        value / exponent
    };
    let (mut tmp, tmp2) = if value >= 0.0 {
        let t = scaled.floor();
        (t, t + 1.0)
    } else {
        let t = scaled.ceil();
        (t, t - 1.0)
    };
    let unscale = |t: f64| {
        if places > 0 {
            t / exponent
        } else {
            t * exponent
        }
    };
    if unscale(tmp2) == value {
        tmp = tmp2;
    }
    if tmp.abs() >= 1e16 {
        return value;
    }
    tmp = round_helper(tmp, value, exponent, places, mode);
    if places.abs() < 23 {
        unscale(tmp)
    } else {
        // php's own snprintf prints -0.0 as "0.000000": the sign of a zero is lost here.
        let tmp = if tmp == 0.0 { 0.0 } else { tmp };
        let text = format!("{tmp:15.6}e{}", -places);
        match text.trim().parse::<f64>() {
            Ok(v) if v.is_finite() => v,
            _ => value,
        }
    }
}

/// round()'s `RoundingMode|int $mode` (`Z_PARAM_OBJ_OF_CLASS_OR_LONG`): a case's int
/// mode (`php_math_round_mode_from_enum`), else an int parameter whose errors name the union.
fn arg_mode(vm: &mut Vm, a: &[Value], n: usize) -> Result<i64, Control> {
    const TYPE: &str = "RoundingMode|int";
    let v = arg(a, n);
    match &v {
        Value::Int(i) => Ok(*i),
        Value::Object(o) if o.instance_of(b"RoundingMode") => {
            let name = match o
                .borrow()
                .properties
                .get_named("name")
                .map(Value::deref_value)
            {
                Some(Value::Str(s)) => s.to_vec(),
                _ => Vec::new(),
            };
            Ok(match name.as_slice() {
                b"HalfAwayFromZero" => ROUND_HALF_UP,
                b"HalfTowardsZero" => ROUND_HALF_DOWN,
                b"HalfEven" => ROUND_HALF_EVEN,
                b"HalfOdd" => ROUND_HALF_ODD,
                b"TowardsZero" => ROUND_TOWARD_ZERO,
                b"AwayFromZero" => ROUND_AWAY_FROM_ZERO,
                b"NegativeInfinity" => ROUND_FLOOR,
                b"PositiveInfinity" => ROUND_CEILING,
                _ => 0,
            })
        }
        Value::Null if !vm.builtin_strict => {
            vm.deprecated(format!(
                "round(): Passing null to parameter #{} ($mode) of type {TYPE} is deprecated",
                n + 1
            ));
            Ok(0)
        }
        Value::Array(_) | Value::Object(_) | Value::Null => {
            Err(type_error("round", n, "mode", TYPE, &v))
        }
        _ => match arg_int(vm, a, n, "round", "mode") {
            Err(Control::Error(ThrowKind::TypeError, _)) => {
                Err(type_error("round", n, "mode", TYPE, &v))
            }
            r => r,
        },
    }
}

fn round(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let num = arg_num(vm, a, 0, "round", "num")?;
    let places = if a.len() > 1 {
        arg_int(vm, a, 1, "round", "precision")?
    } else {
        0
    };
    let mode = if a.len() > 2 {
        arg_mode(vm, a, 2)?
    } else {
        ROUND_HALF_UP
    };
    if !(ROUND_HALF_UP..=ROUND_AWAY_FROM_ZERO).contains(&mode) {
        return Err(value_error(
            "round",
            2,
            "mode",
            "must be a valid rounding mode (RoundingMode::*)",
        ));
    }
    Ok(Value::Float(match num {
        Number::Int(i) if places >= 0 => i as f64,
        Number::Int(i) => round_mode(i as f64, places, mode),
        Number::Float(f) => round_mode(f, places, mode),
    }))
}

fn f1(vm: &mut Vm, a: &[Value], func: &str, param: &str) -> Result<f64, Control> {
    arg_float(vm, a, 0, func, param)
}

fn fmod(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let x = arg_float(vm, a, 0, "fmod", "num1")?;
    let y = arg_float(vm, a, 1, "fmod", "num2")?;
    Ok(Value::Float(x % y))
}

fn intdiv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let x = arg_int(vm, a, 0, "intdiv", "num1")?;
    let y = arg_int(vm, a, 1, "intdiv", "num2")?;
    if y == 0 {
        return Err(Control::Error(
            ThrowKind::DivisionByZeroError,
            "Division by zero".into(),
        ));
    }
    if y == -1 && x == i64::MIN {
        return Err(Control::Error(
            ThrowKind::ArithmeticError,
            "Division of PHP_INT_MIN by -1 is not an integer".into(),
        ));
    }
    Ok(Value::Int(x / y))
}

fn fdiv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let x = arg_float(vm, a, 0, "fdiv", "num1")?;
    let y = arg_float(vm, a, 1, "fdiv", "num2")?;
    Ok(Value::Float(x / y))
}

/// php 8.4's `fpow()`: IEEE 754 power of two floats, C's `pow` (no error for a zero base
/// raised to a negative power).
fn fpow(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let x = arg_float(vm, a, 0, "fpow", "num")?;
    let y = arg_float(vm, a, 1, "fpow", "exponent")?;
    Ok(Value::Float(x.powf(y)))
}

fn pow(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (x, y) = (arg(a, 0), arg(a, 1));
    // `**` itself: an object operand is its TypeError
    vm.binary(BinOp::Pow, &x, &y)
}

macro_rules! unary {
    ($($name:ident => $f:expr;)*) => {
        $(
            fn $name(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
                let x = f1(vm, a, stringify!($name), "num")?;
                let f: fn(f64) -> f64 = $f;
                Ok(Value::Float(f(x)))
            }
        )*
    };
}

unary! {
    sqrt => f64::sqrt;
    exp => f64::exp;
    expm1 => f64::exp_m1;
    log10 => f64::log10;
    log1p => f64::ln_1p;
    sin => f64::sin;
    cos => f64::cos;
    tan => f64::tan;
    asin => f64::asin;
    acos => f64::acos;
    atan => f64::atan;
    sinh => f64::sinh;
    cosh => f64::cosh;
    tanh => f64::tanh;
    asinh => f64::asinh;
    acosh => f64::acosh;
    atanh => f64::atanh;
    deg2rad => |d| (d / 180.0) * std::f64::consts::PI;
    rad2deg => |r| (r / std::f64::consts::PI) * 180.0;
}

fn log(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let x = arg_float(vm, a, 0, "log", "num")?;
    if a.len() < 2 {
        return Ok(Value::Float(x.ln()));
    }
    let base = arg_float(vm, a, 1, "log", "base")?;
    if base == 2.0 {
        return Ok(Value::Float(x.log2()));
    }
    if base == 10.0 {
        return Ok(Value::Float(x.log10()));
    }
    if base == 1.0 {
        return Ok(Value::Float(f64::NAN));
    }
    if base <= 0.0 {
        return Err(value_error("log", 1, "base", "must be greater than 0"));
    }
    Ok(Value::Float(x.ln() / base.ln()))
}

fn atan2(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let y = arg_float(vm, a, 0, "atan2", "y")?;
    let x = arg_float(vm, a, 1, "atan2", "x")?;
    Ok(Value::Float(y.atan2(x)))
}

fn hypot(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let x = arg_float(vm, a, 0, "hypot", "x")?;
    let y = arg_float(vm, a, 1, "hypot", "y")?;
    Ok(Value::Float(x.hypot(y)))
}

fn pi(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Float(std::f64::consts::PI))
}

fn is_nan(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(f1(vm, a, "is_nan", "num")?.is_nan()))
}

fn is_finite(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(f1(vm, a, "is_finite", "num")?.is_finite()))
}

fn is_infinite(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(f1(vm, a, "is_infinite", "num")?.is_infinite()))
}
