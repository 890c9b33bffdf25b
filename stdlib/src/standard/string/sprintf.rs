//! ext/standard/formatted_print.c: sprintf, printf, vsprintf, vprintf. Every specifier php
//! knows (`%b %c %d %e %E %f %F %g %G %h %H %o %s %u %x %X %%`), positional arguments
//! (`%1$s`), flags (`-`, `+`, space, `0`, `'c`), width and precision (also `*`), and php's
//! errors. fprintf/vfprintf (standard/file/streams.rs) reuse `php_formatted_print`.

use crate::def;
use rphp_vm::builtins::{Builtin, arg_array, arg_str, flush_diags, value_to_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::convert::{to_float, to_int};
use rphp_vm::value::float_fmt::gcvt;
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("sprintf", sprintf, 1, u8::MAX, &["format", "values"]),
    def("printf", printf, 1, u8::MAX, &["format", "values"]),
    def("vsprintf", vsprintf, 2, 2, &["format", "values"]),
    def("vprintf", vprintf, 2, 2, &["format", "values"]),
];

const MAX_FLOAT_PRECISION: i64 = 53;

/// The formatted bytes: a short result (most are) needs no allocation of its own and
/// becomes the string without a copy (`PhpStr::from_small`).
pub(crate) type Out = smallvec::SmallVec<[u8; rphp_vm::value::string::INLINE]>;
const INT_MAX: i64 = i32::MAX as i64;

fn value_error(msg: impl Into<String>) -> Control {
    Control::Error(ThrowKind::ValueError, msg.into())
}

/// One conversion's layout.
struct Spec {
    left: bool,
    padding: u8,
    always_sign: bool,
    width: usize,
    precision: i64,
    has_precision: bool,
}

/// `php_sprintf_appendstring`.
fn append_padded(
    out: &mut Out,
    add: &[u8],
    spec: &Spec,
    neg: bool,
    expprec: bool,
    sign_aware: bool,
) {
    let mut add = add;
    let mut copy_len = if expprec {
        add.len().min(usize::try_from(spec.precision).unwrap_or(0))
    } else {
        add.len()
    };
    let npad = spec.width.saturating_sub(copy_len);
    if !spec.left {
        if sign_aware && (neg || spec.always_sign) && spec.padding == b'0' && !add.is_empty() {
            out.push(add[0]);
            add = &add[1..];
            copy_len = copy_len.saturating_sub(1);
        }
        pad(out, spec.padding, npad);
    }
    out.extend_from_slice(&add[..copy_len.min(add.len())]);
    if spec.left {
        pad(out, spec.padding, npad);
    }
}

/// `n` bytes `c` appended, a slice at a time (not a byte at a time through an iterator).
fn pad(out: &mut Out, c: u8, mut n: usize) {
    let chunk = [c; 32];
    while n > 0 {
        let k = n.min(chunk.len());
        out.extend_from_slice(&chunk[..k]);
        n -= k;
    }
}

/// `php_sprintf_getnumber`: digits at `pos` (saturating); -1 when >= INT_MAX.
fn get_number(fmt: &[u8], pos: &mut usize) -> i64 {
    let mut n: i64 = 0;
    while let Some(d) = fmt.get(*pos).filter(|c| c.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add(i64::from(d - b'0'));
        *pos += 1;
    }
    if n >= INT_MAX { -1 } else { n }
}

/// `php_sprintf_get_argnum`: `Some(n)` for `N$`, `None` for "the next argument".
fn get_argnum(fmt: &[u8], pos: &mut usize) -> Result<Option<usize>, Control> {
    let mut t = *pos;
    while fmt.get(t).is_some_and(u8::is_ascii_digit) {
        t += 1;
    }
    if fmt.get(t) != Some(&b'$') {
        return Ok(None);
    }
    let n = get_number(fmt, pos);
    if n <= 0 {
        return Err(value_error(format!(
            "Argument number specifier must be greater than zero and less than {INT_MAX}"
        )));
    }
    *pos += 1;
    Ok(Some(n as usize - 1))
}

/// Format `fmt` with `args`; `extra` is 1 for sprintf/printf (ArgumentCountError) and -1
/// for the v-forms (ValueError).
pub(crate) fn php_formatted_print(
    vm: &mut Vm,
    func: &str,
    fmt: &[u8],
    args: &[Value],
    extra: i64,
) -> Result<Out, Control> {
    let mut out = Out::new();
    formatted(Some(vm), func, fmt, args, extra, &mut out)?;
    Ok(out)
}

/// sprintf's fast entry (`rphp_vm::builtins::fast`): a string format and int, float or
/// string values, formatted without a VM; `None` whenever the full builtin could convert
/// with a diagnostic, warn, throw or read an ini (the full path then runs it).
pub(crate) fn sprintf_fast(a: &[&Value]) -> Option<Value> {
    let (Some(Value::Str(fmt)), rest) = (a.first(), a.get(1..)?) else {
        return None;
    };
    let all_plain = rest
        .iter()
        .all(|v| matches!(v, Value::Int(_) | Value::Float(_) | Value::Str(_)));
    if !all_plain {
        return None;
    }
    // the text is written where it stays (no copy out of a returned Result)
    let mut out = Out::new();
    formatted(None, "sprintf", fmt, &Slots(rest), 1, &mut out).ok()?;
    Some(Value::Str(PhpStr::from_small(out)))
}

/// The values `formatted` formats: a builtin's arguments, or the fast entry's slots.
trait Args {
    fn arg(&self, n: usize) -> Option<&Value>;
    fn count(&self) -> usize;
}

impl Args for [Value] {
    fn arg(&self, n: usize) -> Option<&Value> {
        self.get(n)
    }
    fn count(&self) -> usize {
        self.len()
    }
}

/// The fast entry's arguments, read in place.
struct Slots<'a>(&'a [&'a Value]);

impl Args for Slots<'_> {
    fn arg(&self, n: usize) -> Option<&Value> {
        self.0.get(n).copied()
    }
    fn count(&self) -> usize {
        self.0.len()
    }
}

/// What `formatted` returns when it would need the VM it was not given (the fast entry).
fn needs_vm() -> Control {
    Control::Fatal(String::new())
}

/// `php_formatted_print`; with `vm` None (the fast entry) every step that would convert a
/// value other than an int, float or string, read an ini or raise a notice fails instead.
fn formatted<A: Args + ?Sized>(
    mut vm: Option<&mut Vm>,
    func: &str,
    fmt: &[u8],
    args: &A,
    extra: i64,
    out: &mut Out,
) -> Result<(), Control> {
    let at = |i: usize| fmt.get(i).copied().unwrap_or(0);
    let mut memory_limit: Option<usize> = None;
    let mut pos = 0;
    let mut currarg = 0usize;
    let mut max_missing: Option<usize> = None;
    while pos < fmt.len() {
        let Some(p) = fmt[pos..].iter().position(|&c| c == b'%') else {
            out.extend_from_slice(&fmt[pos..]);
            break;
        };
        out.extend_from_slice(&fmt[pos..pos + p]);
        pos += p + 1;
        if at(pos) == b'%' {
            out.push(b'%');
            pos += 1;
            continue;
        }
        let mut spec = Spec {
            left: false,
            padding: b' ',
            always_sign: false,
            width: 0,
            precision: 0,
            has_precision: false,
        };
        let mut argnum = None;
        if !at(pos).is_ascii_alphabetic() {
            argnum = get_argnum(fmt, &mut pos)?;
            loop {
                match at(pos) {
                    b' ' | b'0' => spec.padding = at(pos),
                    b'-' => spec.left = true,
                    b'+' => spec.always_sign = true,
                    b'\'' => {
                        if fmt.len() - pos > 1 {
                            pos += 1;
                            spec.padding = at(pos);
                        } else {
                            return Err(value_error("Missing padding character"));
                        }
                    }
                    _ => break,
                }
                pos += 1;
            }
            if at(pos) == b'*' {
                pos += 1;
                let n = match get_argnum(fmt, &mut pos)? {
                    Some(n) => n,
                    None => {
                        currarg += 1;
                        currarg - 1
                    }
                };
                let Some(v) = args.arg(n) else {
                    max_missing = Some(max_missing.map_or(n, |x| x.max(n)));
                    continue;
                };
                let Value::Int(w) = v.deref_value() else {
                    return Err(value_error("Width must be an integer"));
                };
                if !(0..=INT_MAX).contains(&w) {
                    return Err(value_error(format!(
                        "Width must be between 0 and {INT_MAX}"
                    )));
                }
                spec.width = w as usize;
            } else if at(pos).is_ascii_digit() {
                let w = get_number(fmt, &mut pos);
                if w < 0 {
                    return Err(value_error(format!(
                        "Width must be between 0 and {INT_MAX}"
                    )));
                }
                spec.width = w as usize;
            }
            if at(pos) == b'.' {
                pos += 1;
                if at(pos) == b'*' {
                    pos += 1;
                    let n = match get_argnum(fmt, &mut pos)? {
                        Some(n) => n,
                        None => {
                            currarg += 1;
                            currarg - 1
                        }
                    };
                    let Some(v) = args.arg(n) else {
                        max_missing = Some(max_missing.map_or(n, |x| x.max(n)));
                        continue;
                    };
                    let Value::Int(pr) = v.deref_value() else {
                        return Err(value_error("Precision must be an integer"));
                    };
                    if !(-1..=INT_MAX).contains(&pr) {
                        return Err(value_error(format!(
                            "Precision must be between -1 and {INT_MAX}"
                        )));
                    }
                    spec.precision = pr;
                    spec.has_precision = true;
                } else if at(pos).is_ascii_digit() {
                    let pr = get_number(fmt, &mut pos);
                    if pr < 0 {
                        return Err(value_error(format!(
                            "Precision must be between 0 and {INT_MAX}"
                        )));
                    }
                    spec.precision = pr;
                    spec.has_precision = true;
                }
            }
        }
        // The ini is read once per call, and only for a width that could reach it.
        let limit = match memory_limit {
            Some(l) => l,
            None if spec.width < super::pad::MIN_MEMORY_LIMIT => usize::MAX,
            None => match vm.as_deref_mut() {
                Some(vm) => *memory_limit.insert(super::pad::memory_limit(vm)),
                None => return Err(needs_vm()),
            },
        };
        if spec.width >= limit {
            return Err(Control::Fatal(format!(
                "Allowed memory size of {limit} bytes exhausted (tried to allocate {} bytes)",
                spec.width.saturating_add(out.len() + 25 + 7) & !7
            )));
        }
        if at(pos) == b'l' {
            pos += 1;
        }
        let n = match argnum {
            Some(n) => n,
            None => {
                currarg += 1;
                currarg - 1
            }
        };
        let Some(arg) = args.arg(n) else {
            max_missing = Some(max_missing.map_or(n, |x| x.max(n)));
            continue;
        };
        let arg = arg.deref_value();
        let conv = at(pos);
        if spec.has_precision && spec.precision == -1 && !matches!(conv, b'g' | b'G' | b'h' | b'H')
        {
            return Err(value_error(
                "Precision -1 is only supported for %g, %G, %h and %H",
            ));
        }
        match conv {
            b's' => {
                let s = match (&arg, vm.as_deref_mut()) {
                    (Value::Str(s), _) => s.clone(),
                    (_, Some(vm)) => value_to_str(vm, &arg)?,
                    (Value::Int(i), None) => PhpStr::new(i.to_string().as_bytes()),
                    (_, None) => return Err(needs_vm()),
                };
                spec.always_sign = false;
                append_padded(out, &s, &spec, false, spec.has_precision, true);
            }
            b'd' => {
                let i = int_arg(&mut vm, &arg)?;
                if spec.left && spec.padding == b'0' {
                    spec.padding = b' ';
                }
                let mut buf = [0u8; 24];
                let mut at = digits(i.unsigned_abs(), 10, b'a', &mut buf);
                if i < 0 {
                    at -= 1;
                    buf[at] = b'-';
                } else if spec.always_sign {
                    at -= 1;
                    buf[at] = b'+';
                }
                append_padded(out, &buf[at..], &spec, i < 0, false, true);
            }
            b'u' => {
                let i = int_arg(&mut vm, &arg)? as u64;
                if spec.left && spec.padding == b'0' {
                    spec.padding = b' ';
                }
                spec.always_sign = false;
                let mut buf = [0u8; 24];
                let at = digits(i, 10, b'a', &mut buf);
                append_padded(out, &buf[at..], &spec, false, false, true);
            }
            b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'h' | b'H' => {
                let f = match (&arg, &vm) {
                    (Value::Int(i), _) => *i as f64,
                    (Value::Float(f), _) => *f,
                    (_, Some(_)) => to_float(&arg)?,
                    (_, None) => return Err(needs_vm()),
                };
                append_double(vm.as_deref_mut(), func, out, f, &mut spec, conv)?;
            }
            b'c' => {
                let i = int_arg(&mut vm, &arg)?;
                out.push(i as u8);
            }
            b'o' | b'x' | b'X' | b'b' => {
                let i = int_arg(&mut vm, &arg)? as u64;
                let mut buf = [0u8; 64];
                let at = match conv {
                    b'o' => digits(i, 8, b'a', &mut buf),
                    b'x' => digits(i, 16, b'a', &mut buf),
                    b'X' => digits(i, 16, b'A', &mut buf),
                    _ => digits(i, 2, b'a', &mut buf),
                };
                let text = &buf[at..];
                spec.always_sign = false;
                // php passes a maximum width of 0 here: any precision prints nothing.
                spec.precision = 0;
                append_padded(out, text, &spec, false, spec.has_precision, true);
            }
            b'%' => out.push(b'%'),
            0 if pos >= fmt.len() => {
                return Err(value_error("Missing format specifier at end of string"));
            }
            c => {
                return Err(value_error(format!(
                    "Unknown format specifier \"{}\"",
                    String::from_utf8_lossy(&[c])
                )));
            }
        }
        pos += 1;
    }
    if let Some(m) = max_missing {
        let m = m as i64;
        if extra < 0 {
            return Err(value_error(format!(
                "The arguments array must contain {} items, {} given",
                m + 1,
                args.count()
            )));
        }
        return Err(Control::Error(
            ThrowKind::ArgumentCountError,
            format!(
                "{} arguments are required, {} given",
                m + extra + 1,
                args.count() as i64 + extra
            ),
        ));
    }
    Ok(())
}

/// An int conversion's argument (`zval_get_long`); without a VM only an int.
fn int_arg(vm: &mut Option<&mut Vm>, arg: &Value) -> Result<i64, Control> {
    match (arg, vm) {
        (Value::Int(i), _) => Ok(*i),
        (_, Some(vm)) => Ok(to_int(arg, &mut vm.diag)?),
        (_, None) => Err(needs_vm()),
    }
}

/// The digits of `n` in `base` written at the end of `buf` (`alpha`: the letter for 10);
/// the index where they start.
fn digits(mut n: u64, base: u64, alpha: u8, buf: &mut [u8]) -> usize {
    let mut at = buf.len();
    loop {
        let d = (n % base) as u8;
        at -= 1;
        buf[at] = if d < 10 { b'0' + d } else { alpha + d - 10 };
        n /= base;
        if n == 0 {
            return at;
        }
    }
}

/// `fmt::Write` into a byte buffer (formatting a float without an intermediate String).
struct Bytes<'a>(&'a mut smallvec::SmallVec<[u8; 64]>);

impl std::fmt::Write for Bytes<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

/// `{:.p}` of a finite non-negative `f` (correctly rounded, ties to even, as zend_dtoa's
/// mode 3) by exact integer arithmetic, for the common precisions and magnitudes; false
/// (nothing written) when it does not apply.
fn fixed_exact(f: f64, p: usize, out: &mut smallvec::SmallVec<[u8; 64]>) -> bool {
    if p > 9 || !f.is_finite() {
        return false;
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), exp - 1075)
    };
    let pow = 10u128.pow(p as u32);
    // f * 10^p = m * 10^p * 2^e, with m < 2^53 and 10^p < 2^30.
    let q: u128 = if e >= 0 {
        if e > 44 {
            return false;
        }
        (u128::from(m) << e) * pow
    } else {
        let k = -e;
        if k > 120 {
            return false;
        }
        let prod = u128::from(m) * pow;
        let q = prod >> k;
        let rem = prod & ((1u128 << k) - 1);
        let half = 1u128 << (k - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    // The digits in u64 arithmetic when they fit (u128 division is a library call).
    let (Ok(q), Ok(pow)) = (u64::try_from(q), u64::try_from(pow)) else {
        return false;
    };
    let mut buf = [0u8; 64];
    let mut at = buf.len();
    let (mut int, mut fr) = (q / pow, q % pow);
    for _ in 0..p {
        at -= 1;
        buf[at] = b'0' + (fr % 10) as u8;
        fr /= 10;
    }
    if p > 0 {
        at -= 1;
        buf[at] = b'.';
    }
    loop {
        at -= 1;
        buf[at] = b'0' + (int % 10) as u8;
        int /= 10;
        if int == 0 {
            break;
        }
    }
    out.extend_from_slice(&buf[at..]);
    true
}

/// `php_sprintf_appenddouble`.
fn append_double(
    vm: Option<&mut Vm>,
    func: &str,
    out: &mut Out,
    f: f64,
    spec: &mut Spec,
    conv: u8,
) -> Result<(), Control> {
    let mut precision = if spec.has_precision {
        spec.precision
    } else {
        6
    };
    if precision > MAX_FLOAT_PRECISION {
        let Some(vm) = vm else {
            return Err(needs_vm());
        };
        vm.notice(format!(
            "{func}(): Requested precision of {precision} digits was truncated to PHP maximum of {MAX_FLOAT_PRECISION} digits"
        ));
        precision = MAX_FLOAT_PRECISION;
    }
    let fixed = Spec { width: 3, ..*spec };
    if f.is_nan() {
        append_padded(out, b"NaN", &fixed, false, false, true);
        return Ok(());
    }
    if f.is_infinite() {
        let text: &[u8] = if f < 0.0 { b"-INF" } else { b"INF" };
        append_padded(out, text, &fixed, f < 0.0, false, true);
        return Ok(());
    }
    let mut text: smallvec::SmallVec<[u8; 64]> = smallvec::SmallVec::new();
    let neg;
    match conv {
        b'e' | b'E' | b'f' | b'F' => {
            neg = f < 0.0;
            if neg {
                text.push(b'-');
            } else if spec.always_sign {
                text.push(b'+');
            }
            let p = precision.max(0) as usize;
            if matches!(conv, b'f' | b'F') {
                if !fixed_exact(f.abs(), p, &mut text) {
                    use std::fmt::Write as _;
                    let _ = write!(Bytes(&mut text), "{:.*}", p, f.abs());
                }
            } else {
                let s = format!("{:.*e}", p, f.abs());
                let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
                text.extend_from_slice(mantissa.as_bytes());
                text.push(conv);
                let e: i64 = exp.parse().unwrap_or(0);
                text.push(if e < 0 { b'-' } else { b'+' });
                text.extend_from_slice(e.unsigned_abs().to_string().as_bytes());
            }
        }
        _ => {
            if precision == 0 {
                precision = 1;
            }
            let mut s = gcvt(f, precision as i32);
            if matches!(conv, b'g' | b'h') {
                s = s.replace('E', "e");
            }
            neg = s.starts_with('-');
            if !neg && spec.always_sign {
                text.push(b'+');
            }
            text.extend_from_slice(s.as_bytes());
        }
    }
    append_padded(out, &text, spec, neg, false, true);
    Ok(())
}

fn sprintf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, "sprintf", "format")?;
    let out = php_formatted_print(vm, "sprintf", &fmt, &a[1.min(a.len())..], 1)?;
    Ok(Value::Str(PhpStr::from_small(out)))
}

fn printf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, "printf", "format")?;
    let out = php_formatted_print(vm, "printf", &fmt, &a[1.min(a.len())..], 1)?;
    flush_diags(vm);
    vm.out.echo(&out);
    Ok(Value::Int(out.len() as i64))
}

fn vsprintf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, "vsprintf", "format")?;
    let values: Vec<Value> = arg_array(a, 1, "vsprintf", "values")?
        .values()
        .cloned()
        .collect();
    let out = php_formatted_print(vm, "vsprintf", &fmt, &values, -1)?;
    Ok(Value::Str(PhpStr::from_small(out)))
}

fn vprintf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, "vprintf", "format")?;
    let values: Vec<Value> = arg_array(a, 1, "vprintf", "values")?
        .values()
        .cloned()
        .collect();
    let out = php_formatted_print(vm, "vprintf", &fmt, &values, -1)?;
    flush_diags(vm);
    vm.out.echo(&out);
    Ok(Value::Int(out.len() as i64))
}

#[cfg(test)]
mod tests {
    use super::fixed_exact;

    #[test]
    fn fixed_exact_is_rusts_fixed_format() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut values = vec![
            0.0,
            0.25,
            0.125,
            2.5,
            1.005,
            0.045,
            1e15 + 0.5,
            5e-324,
            1e300,
        ];
        for _ in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f64::from_bits(x >> 2);
            if f.is_finite() {
                values.push(f);
            }
            values.push((x % 10_000_000) as f64 / 1000.0);
            values.push((x % 1000) as f64 / 8.0);
        }
        for f in values {
            for p in 0..=9 {
                let mut out = smallvec::SmallVec::new();
                if fixed_exact(f, p, &mut out) {
                    assert_eq!(out.as_slice(), format!("{f:.p$}").as_bytes(), "{f} {p}");
                }
            }
        }
    }
}
