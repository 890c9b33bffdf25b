//! php's arithmetic, bitwise, concatenation and increment/decrement operators with php
//! 8.5's results, diagnostics and throwables (`zend_operators.c`).

use super::array::long_compatible;
use super::convert::{dval_to_lval, dval_to_lval_cap, float_repr, to_str};
use super::numeric::{Number, parse_numeric};
use super::{Diagnostics, OpError, PhpArray, PhpStr, Value};

/// The binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Concat,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

impl BinOp {
    /// The operator as php writes it in messages.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::Concat => ".",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
        }
    }
}

/// Applies a binary operator.
pub fn binary_op(
    op: BinOp,
    a: &Value,
    b: &Value,
    diag: &mut dyn Diagnostics,
) -> Result<Value, OpError> {
    if let Value::Ref(r) = a {
        return binary_op(op, &r.get(), b, diag);
    }
    if let Value::Ref(r) = b {
        return binary_op(op, a, &r.get(), diag);
    }
    match op {
        BinOp::Add => add(a, b, diag),
        BinOp::Sub => arith(op, a, b, diag),
        BinOp::Mul => arith(op, a, b, diag),
        BinOp::Div => arith(op, a, b, diag),
        BinOp::Pow => arith(op, a, b, diag),
        BinOp::Mod => modulo(a, b, diag),
        BinOp::Concat => concat(a, b, diag),
        BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => bitwise(op, a, b, diag),
        BinOp::Shl | BinOp::Shr => shift(op, a, b, diag),
    }
}

/// php's TypeError for operands an operator does not take ("Unsupported operand types:
/// array + int").
pub fn binop_error(op: BinOp, a: &Value, b: &Value) -> OpError {
    OpError::Type(format!(
        "Unsupported operand types: {} {} {}",
        a.type_name(),
        op.symbol(),
        b.type_name()
    ))
}

const NON_NUMERIC: &str = "A non-numeric value encountered";

/// `zendi_try_convert_scalar_to_number`: `None` for operands arithmetic refuses.
fn to_number(v: &Value, diag: &mut dyn Diagnostics) -> Option<Number> {
    match v {
        Value::Null | Value::Bool(false) => Some(Number::Int(0)),
        Value::Bool(true) => Some(Number::Int(1)),
        Value::Int(i) => Some(Number::Int(*i)),
        Value::Float(f) => Some(Number::Float(*f)),
        Value::Str(s) => {
            let n = parse_numeric(s, true)?;
            if n.trailing {
                diag.warning(NON_NUMERIC.into());
            }
            Some(n.number)
        }
        Value::Ref(r) => to_number(&r.get(), diag),
        Value::Array(_) | Value::Object(_) | Value::Resource(_) => None,
    }
}

/// `zendi_try_get_long`: the int an operand of `%`, `<<`, `>>`, `&`, `|`, `^` stands for.
fn to_long(v: &Value, diag: &mut dyn Diagnostics) -> Option<i64> {
    match v {
        Value::Null | Value::Bool(false) => Some(0),
        Value::Bool(true) => Some(1),
        Value::Int(i) => Some(*i),
        Value::Float(f) => Some(float_to_long(*f, diag)),
        Value::Str(s) => {
            let n = parse_numeric(s, true)?;
            if n.trailing {
                diag.warning(NON_NUMERIC.into());
            }
            match n.number {
                Number::Int(i) => Some(i),
                Number::Float(f) => {
                    let i = dval_to_lval_cap(f);
                    if i as f64 != f {
                        diag.deprecated(format!(
                            "Implicit conversion from float-string \"{}\" to int loses precision",
                            s.to_string_lossy()
                        ));
                    }
                    Some(i)
                }
            }
        }
        Value::Ref(r) => to_long(&r.get(), diag),
        Value::Array(_) | Value::Object(_) | Value::Resource(_) => None,
    }
}

/// A float used where an int is needed: 8.5's warning when out of range, the 8.1
/// deprecation when a fraction (or NAN) is lost.
pub fn float_to_long(f: f64, diag: &mut dyn Diagnostics) -> i64 {
    let i = dval_to_lval(f, diag);
    if !long_compatible(f, i) {
        diag.deprecated(format!(
            "Implicit conversion from float {} to int loses precision",
            float_repr(f)
        ));
    }
    i
}

fn is_object(v: &Value) -> bool {
    matches!(v, Value::Object(_))
}

fn num_value(n: Number) -> Value {
    match n {
        Number::Int(i) => Value::Int(i),
        Number::Float(f) => Value::Float(f),
    }
}

/// `+`: numbers, or the union of two arrays.
pub fn add(a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    if let (Value::Array(x), Value::Array(y)) = (a, b) {
        if y.is_empty() || PhpArray::ptr_eq(x, y) {
            return Ok(Value::Array(x.clone()));
        }
        let mut r = x.clone();
        r.make_mut().union_with(y);
        return Ok(Value::Array(r));
    }
    arith(BinOp::Add, a, b, diag)
}

/// `+ - * / **` on numbers (array + array is `add`).
fn arith(op: BinOp, a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    if is_object(a) || is_object(b) {
        return Err(OpError::NeedsVm);
    }
    let Some(x) = to_number(a, diag) else {
        return Err(binop_error(op, a, b));
    };
    let Some(y) = to_number(b, diag) else {
        return Err(binop_error(op, a, b));
    };
    match op {
        BinOp::Add => Ok(num_value(add_num(x, y))),
        BinOp::Sub => Ok(num_value(sub_num(x, y))),
        BinOp::Mul => Ok(num_value(mul_num(x, y))),
        BinOp::Div => div_num(x, y).map(num_value),
        BinOp::Pow => Ok(num_value(pow_num(x, y, diag))),
        _ => Err(binop_error(op, a, b)),
    }
}

pub fn add_num(x: Number, y: Number) -> Number {
    match (x, y) {
        (Number::Int(a), Number::Int(b)) => match a.checked_add(b) {
            Some(r) => Number::Int(r),
            None => Number::Float(a as f64 + b as f64),
        },
        (x, y) => Number::Float(x.to_f64() + y.to_f64()),
    }
}

pub fn sub_num(x: Number, y: Number) -> Number {
    match (x, y) {
        (Number::Int(a), Number::Int(b)) => match a.checked_sub(b) {
            Some(r) => Number::Int(r),
            None => Number::Float(a as f64 - b as f64),
        },
        (x, y) => Number::Float(x.to_f64() - y.to_f64()),
    }
}

pub fn mul_num(x: Number, y: Number) -> Number {
    match (x, y) {
        (Number::Int(a), Number::Int(b)) => match a.checked_mul(b) {
            Some(r) => Number::Int(r),
            None => Number::Float(a as f64 * b as f64),
        },
        (x, y) => Number::Float(x.to_f64() * y.to_f64()),
    }
}

const DIVISION_BY_ZERO: &str = "Division by zero";

pub fn div_num(x: Number, y: Number) -> Result<Number, OpError> {
    match (x, y) {
        (Number::Int(a), Number::Int(b)) => {
            if b == 0 {
                return Err(OpError::DivisionByZero(DIVISION_BY_ZERO.into()));
            }
            if b == -1 && a == i64::MIN {
                return Ok(Number::Float(i64::MIN as f64 / -1.0));
            }
            if a % b == 0 {
                Ok(Number::Int(a / b))
            } else {
                Ok(Number::Float(a as f64 / b as f64))
            }
        }
        (x, y) => {
            let d = y.to_f64();
            if d == 0.0 {
                return Err(OpError::DivisionByZero(DIVISION_BY_ZERO.into()));
            }
            Ok(Number::Float(x.to_f64() / d))
        }
    }
}

/// `**` (`pow_function_base`): int powers by squaring while they fit, floats otherwise.
pub fn pow_num(x: Number, y: Number, diag: &mut dyn Diagnostics) -> Number {
    let zero_base = match x {
        Number::Int(i) => i == 0,
        Number::Float(f) => f == 0.0,
    };
    let negative_exp = match y {
        Number::Int(i) => i < 0,
        Number::Float(f) => f < 0.0,
    };
    if zero_base && negative_exp {
        diag.deprecated("Power of base 0 and negative exponent is deprecated".into());
    }
    match (x, y) {
        (Number::Int(base), Number::Int(exp)) if exp >= 0 => {
            if exp == 0 {
                return Number::Int(1);
            }
            if base == 0 {
                return Number::Int(0);
            }
            let (mut l1, mut l2, mut i) = (1i64, base, exp);
            while i >= 1 {
                if i % 2 != 0 {
                    i -= 1;
                    match l1.checked_mul(l2) {
                        Some(r) => l1 = r,
                        None => {
                            return Number::Float(
                                (l1 as f64 * l2 as f64) * (l2 as f64).powf(i as f64),
                            );
                        }
                    }
                } else {
                    i /= 2;
                    match l2.checked_mul(l2) {
                        Some(r) => l2 = r,
                        None => {
                            return Number::Float(
                                l1 as f64 * (l2 as f64 * l2 as f64).powf(i as f64),
                            );
                        }
                    }
                }
            }
            Number::Int(l1)
        }
        (x, y) => Number::Float(x.to_f64().powf(y.to_f64())),
    }
}

/// `%`: ints only; by zero is DivisionByZeroError, by -1 is 0.
pub fn modulo(a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    let (x, y) = long_operands(BinOp::Mod, a, b, diag)?;
    if y == 0 {
        return Err(OpError::DivisionByZero("Modulo by zero".into()));
    }
    if y == -1 {
        return Ok(Value::Int(0));
    }
    Ok(Value::Int(x % y))
}

fn long_operands(
    op: BinOp,
    a: &Value,
    b: &Value,
    diag: &mut dyn Diagnostics,
) -> Result<(i64, i64), OpError> {
    if is_object(a) {
        return Err(OpError::NeedsVm);
    }
    let Some(x) = to_long(a, diag) else {
        return Err(binop_error(op, a, b));
    };
    if is_object(b) {
        return Err(OpError::NeedsVm);
    }
    let Some(y) = to_long(b, diag) else {
        return Err(binop_error(op, a, b));
    };
    Ok((x, y))
}

/// `& | ^`: bytewise on two strings, on ints otherwise.
fn bitwise(op: BinOp, a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    if let (Value::Str(x), Value::Str(y)) = (a, b) {
        let f = |p: u8, q: u8| match op {
            BinOp::BitAnd => p & q,
            BinOp::BitOr => p | q,
            _ => p ^ q,
        };
        let (long, short) = if x.len() >= y.len() { (x, y) } else { (y, x) };
        let mut out: Vec<u8> = short
            .iter()
            .zip(long.iter())
            .map(|(&p, &q)| f(p, q))
            .collect();
        if op == BinOp::BitOr {
            out.extend_from_slice(&long[short.len()..]);
        }
        return Ok(Value::Str(PhpStr::from_vec(out)));
    }
    let (x, y) = long_operands(op, a, b, diag)?;
    Ok(Value::Int(match op {
        BinOp::BitAnd => x & y,
        BinOp::BitOr => x | y,
        _ => x ^ y,
    }))
}

/// `<<` and `>>`: negative shifts throw; shifts of 64 or more give 0 (or -1).
fn shift(op: BinOp, a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    let (x, y) = long_operands(op, a, b, diag)?;
    if y < 0 {
        return Err(OpError::Arithmetic("Bit shift by negative number".into()));
    }
    Ok(Value::Int(if y >= 64 {
        if op == BinOp::Shl || x >= 0 { 0 } else { -1 }
    } else if op == BinOp::Shl {
        ((x as u64) << y) as i64
    } else {
        x >> y
    }))
}

/// `.`
pub fn concat(a: &Value, b: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    if is_object(a) || is_object(b) {
        return Err(OpError::NeedsVm);
    }
    // An int operand is formatted on the stack, not into a string of its own.
    if let (Value::Str(x), Value::Int(i)) = (a, b) {
        let mut buf = [0u8; 20];
        return Ok(Value::Str(PhpStr::concat(
            x,
            super::convert::int_digits(*i, &mut buf),
        )));
    }
    if let (Value::Int(i), Value::Str(y)) = (a, b) {
        let mut buf = [0u8; 20];
        return Ok(Value::Str(PhpStr::concat(
            super::convert::int_digits(*i, &mut buf),
            y,
        )));
    }
    let x = to_str(a, diag)?;
    let y = to_str(b, diag)?;
    if y.is_empty() {
        return Ok(Value::Str(x));
    }
    if x.is_empty() {
        return Ok(Value::Str(y));
    }
    Ok(Value::Str(PhpStr::concat(&x, &y)))
}

/// Unary `-` (php compiles it as `* -1`).
pub fn negate(a: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    if let Value::Object(_) = a.deref_value() {
        return Err(binop_error(BinOp::Mul, a, &Value::Int(-1)));
    }
    binary_op(BinOp::Mul, a, &Value::Int(-1), diag)
}

/// Unary `+` (php compiles it as `* 1`).
pub fn plus(a: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    if let Value::Object(_) = a.deref_value() {
        return Err(binop_error(BinOp::Mul, a, &Value::Int(1)));
    }
    binary_op(BinOp::Mul, a, &Value::Int(1), diag)
}

/// `~`
pub fn bit_not(a: &Value, diag: &mut dyn Diagnostics) -> Result<Value, OpError> {
    match a {
        Value::Int(i) => Ok(Value::Int(!i)),
        Value::Float(f) => Ok(Value::Int(!float_to_long(*f, diag))),
        Value::Str(s) => Ok(Value::Str(PhpStr::from_vec(s.iter().map(|b| !b).collect()))),
        Value::Ref(r) => bit_not(&r.get(), diag),
        Value::Object(_) => Err(OpError::Type(format!(
            "Cannot perform bitwise not on {}",
            a.type_name()
        ))),
        v => Err(OpError::Type(format!(
            "Cannot perform bitwise not on {}",
            v.value_name()
        ))),
    }
}

/// `!`
pub fn not(a: &Value, diag: &mut dyn Diagnostics) -> Value {
    Value::Bool(!super::convert::to_bool(a, diag))
}

/// `++$v` / `$v++` in place.
pub fn increment(v: &mut Value, diag: &mut dyn Diagnostics) -> Result<(), OpError> {
    let new = match v {
        Value::Int(i) => match i.checked_add(1) {
            Some(n) => Value::Int(n),
            None => Value::Float(*i as f64 + 1.0),
        },
        Value::Float(f) => Value::Float(*f + 1.0),
        Value::Null => Value::Int(1),
        Value::Bool(_) => {
            diag.warning(
                "Increment on type bool has no effect, this will change in the next major version of PHP"
                    .into(),
            );
            return Ok(());
        }
        Value::Str(s) => match parse_numeric(s, false) {
            Some(n) => match n.number {
                Number::Int(i) => match i.checked_add(1) {
                    Some(n) => Value::Int(n),
                    None => Value::Float(i as f64 + 1.0),
                },
                Number::Float(f) => Value::Float(f + 1.0),
            },
            None => {
                diag.deprecated(
                    "Increment on non-numeric string is deprecated, use str_increment() instead"
                        .into(),
                );
                if s.is_empty() {
                    Value::Str(PhpStr::from("1"))
                } else {
                    increment_string(s);
                    return Ok(());
                }
            }
        },
        Value::Array(_) => return Err(OpError::Type("Cannot increment array".into())),
        Value::Resource(_) => return Err(OpError::Type("Cannot increment resource".into())),
        Value::Object(_) => {
            return Err(OpError::Type(format!("Cannot increment {}", v.type_name())));
        }
        Value::Ref(r) => return increment(&mut r.borrow_mut(), diag),
    };
    *v = new;
    Ok(())
}

/// Perl-style string increment: "a" -> "b", "Az" -> "Ba", "zz" -> "aaa", "a9" -> "b0";
/// stops at the first byte that is not a letter or digit.
pub fn increment_string(s: &mut PhpStr) {
    #[derive(PartialEq)]
    enum Last {
        None,
        Lower,
        Upper,
        Digit,
    }
    let bytes = s.make_mut();
    let mut last = Last::None;
    let mut carry = false;
    for pos in (0..bytes.len()).rev() {
        let ch = bytes[pos];
        let (wrapped, first) = match ch {
            b'a'..=b'z' => {
                last = Last::Lower;
                (ch == b'z', b'a')
            }
            b'A'..=b'Z' => {
                last = Last::Upper;
                (ch == b'Z', b'A')
            }
            b'0'..=b'9' => {
                last = Last::Digit;
                (ch == b'9', b'0')
            }
            _ => {
                carry = false;
                break;
            }
        };
        if wrapped {
            bytes[pos] = first;
            carry = true;
        } else {
            bytes[pos] = ch + 1;
            carry = false;
            break;
        }
    }
    if carry {
        let lead = match last {
            Last::Digit => b'1',
            Last::Upper => b'A',
            Last::Lower => b'a',
            Last::None => return,
        };
        bytes.insert(0, lead);
    }
}

/// `--$v` / `$v--` in place.
pub fn decrement(v: &mut Value, diag: &mut dyn Diagnostics) -> Result<(), OpError> {
    let new = match v {
        Value::Int(i) => match i.checked_sub(1) {
            Some(n) => Value::Int(n),
            None => Value::Float(*i as f64 - 1.0),
        },
        Value::Float(f) => Value::Float(*f - 1.0),
        Value::Null => {
            diag.warning(
                "Decrement on type null has no effect, this will change in the next major version of PHP"
                    .into(),
            );
            return Ok(());
        }
        Value::Bool(_) => {
            diag.warning(
                "Decrement on type bool has no effect, this will change in the next major version of PHP"
                    .into(),
            );
            return Ok(());
        }
        Value::Str(s) if s.is_empty() => {
            diag.deprecated("Decrement on empty string is deprecated as non-numeric".into());
            Value::Int(-1)
        }
        Value::Str(s) => match parse_numeric(s, false) {
            Some(n) => match n.number {
                Number::Int(i) => match i.checked_sub(1) {
                    Some(n) => Value::Int(n),
                    None => Value::Float(i as f64 - 1.0),
                },
                Number::Float(f) => Value::Float(f - 1.0),
            },
            None => {
                diag.deprecated(
                    "Decrement on non-numeric string has no effect and is deprecated".into(),
                );
                return Ok(());
            }
        },
        Value::Array(_) => return Err(OpError::Type("Cannot decrement array".into())),
        Value::Resource(_) => return Err(OpError::Type("Cannot decrement resource".into())),
        Value::Object(_) => {
            return Err(OpError::Type(format!("Cannot decrement {}", v.type_name())));
        }
        Value::Ref(r) => return decrement(&mut r.borrow_mut(), diag),
    };
    *v = new;
    Ok(())
}
