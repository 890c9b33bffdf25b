//! sscanf and fscanf (ext/standard/scanf.c): php's Tcl-derived scanner. The format is
//! validated first (the ValueErrors: mixed `%`/`%n$`, bad conversions, unmatched `[`,
//! variable counts), then the input is scanned; both strings end at their first NUL byte,
//! as php reads them as C strings. With no variables the result is an array (null when
//! the input ran out before any conversion), with variables the count of conversions
//! (-1 when the input ran out first).

use crate::def_ref;
use crate::standard::file::{arg_stream, with_stream};
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::numeric::strtod_prefix;
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def_ref(
        "sscanf",
        sscanf,
        2,
        u8::MAX,
        1 << 31,
        &["string", "format", "vars"],
    ),
    def_ref(
        "fscanf",
        fscanf,
        2,
        u8::MAX,
        1 << 31,
        &["stream", "format", "vars"],
    ),
];

/// php's limit on `%n$` indexes when no variables are passed.
const SCAN_MAX_ARGS: u64 = 0xFF;

/// The byte at `i`, or NUL past the end (the C string's terminator).
fn at(s: &[u8], i: usize) -> u8 {
    s.get(i).copied().unwrap_or(0)
}

/// The part before the first NUL byte.
fn c_str(s: &[u8]) -> &[u8] {
    match s.iter().position(|&b| b == 0) {
        Some(n) => &s[..n],
        None => s,
    }
}

/// C's `isspace` in the C locale.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `strtoul(s + i, &end, 10)` over the digits at `i`: (value, index after the digits).
fn read_decimal(s: &[u8], mut i: usize) -> (u64, usize) {
    let mut v: u64 = 0;
    while at(s, i).is_ascii_digit() {
        v = v
            .saturating_mul(10)
            .saturating_add(u64::from(at(s, i) - b'0'));
        i += 1;
    }
    (v, i)
}

fn value_error(msg: &str) -> Control {
    Control::Error(ThrowKind::ValueError, msg.to_string())
}

/// ValidateFormat: checks the format against `num_vars` variables and returns how many
/// results the scan produces.
fn validate_format(format: &[u8], num_vars: usize) -> Result<usize, Control> {
    let mut nassign: Vec<u32> = vec![0; num_vars.max(16)];
    let (mut obj_index, mut xpg_size) = (0usize, 0usize);
    let (mut got_xpg, mut got_sequential) = (false, false);
    let mut p = 0usize;
    let bad_index = |got_xpg: bool| {
        if got_xpg {
            value_error("\"%n$\" argument index out of range")
        } else {
            value_error("Different numbers of variable names and field specifiers")
        }
    };
    let mixed = || value_error("cannot mix \"%\" and \"%n$\" conversion specifiers");
    while p < format.len() {
        let c = format[p];
        p += 1;
        if c != b'%' {
            continue;
        }
        let mut ch = at(format, p);
        p += 1;
        if ch == b'%' {
            continue;
        }
        let mut suppress = false;
        if ch == b'*' {
            suppress = true;
            ch = at(format, p);
            p += 1;
        } else if ch.is_ascii_digit() {
            let (value, end) = read_decimal(format, p - 1);
            if at(format, end) == b'$' {
                p = end + 1;
                ch = at(format, p);
                p += 1;
                got_xpg = true;
                if got_sequential {
                    return Err(mixed());
                }
                if value < 1 || (num_vars > 0 && value > num_vars as u64) {
                    return Err(bad_index(got_xpg));
                } else if num_vars == 0 {
                    if value > SCAN_MAX_ARGS {
                        return Err(bad_index(got_xpg));
                    }
                    xpg_size = xpg_size.max(value as usize);
                }
                obj_index = value as usize - 1;
            } else {
                got_sequential = true;
                if got_xpg {
                    return Err(mixed());
                }
            }
        } else {
            got_sequential = true;
            if got_xpg {
                return Err(mixed());
            }
        }
        // Width, then an ignored size letter.
        if ch.is_ascii_digit() {
            let (_, end) = read_decimal(format, p - 1);
            p = end;
            ch = at(format, p);
            p += 1;
        }
        if matches!(ch, b'l' | b'L' | b'h') {
            ch = at(format, p);
            p += 1;
        }
        if !suppress && num_vars > 0 && obj_index >= num_vars {
            return Err(bad_index(got_xpg));
        }
        match ch {
            b'n' | b'd' | b'D' | b'i' | b'o' | b'x' | b'X' | b'u' | b'f' | b'e' | b'E' | b'g'
            | b's' | b'c' => {}
            b'[' => {
                let unmatched = || value_error("Unmatched [ in format string");
                if at(format, p) == 0 {
                    return Err(unmatched());
                }
                let mut ch = at(format, p);
                p += 1;
                if ch == b'^' {
                    if at(format, p) == 0 {
                        return Err(unmatched());
                    }
                    ch = at(format, p);
                    p += 1;
                }
                if ch == b']' {
                    if at(format, p) == 0 {
                        return Err(unmatched());
                    }
                    ch = at(format, p);
                    p += 1;
                }
                while ch != b']' {
                    if at(format, p) == 0 {
                        return Err(unmatched());
                    }
                    ch = at(format, p);
                    p += 1;
                }
            }
            other => {
                // php formats the byte into a C string: a NUL ends the message.
                let mut msg = b"Bad scan conversion character \"".to_vec();
                if other != 0 {
                    msg.push(other);
                    msg.push(b'"');
                }
                return Err(value_error(&String::from_utf8_lossy(&msg)));
            }
        }
        if !suppress {
            if obj_index >= nassign.len() {
                let grow = if xpg_size > 0 {
                    xpg_size
                } else {
                    nassign.len() + 16
                };
                nassign.resize(grow.max(obj_index + 1), 0);
            }
            nassign[obj_index] += 1;
            obj_index += 1;
        }
    }
    let total = if num_vars > 0 {
        num_vars
    } else if xpg_size > 0 {
        xpg_size
    } else {
        obj_index
    };
    for i in 0..total {
        let n = nassign.get(i).copied().unwrap_or(0);
        if n > 1 {
            return Err(value_error(
                "Variable is assigned by multiple \"%n$\" conversion specifiers",
            ));
        } else if xpg_size == 0 && n == 0 {
            return Err(value_error(
                "Variable is not assigned by any conversion specifiers",
            ));
        }
    }
    Ok(total)
}

/// A `%[...]` set (BuildCharSet); bytes compare as C's signed `char`.
struct CharSet {
    exclude: bool,
    chars: Vec<u8>,
    ranges: Vec<(i8, i8)>,
}

impl CharSet {
    /// Parse the set starting at `p` (just after `[`); returns it and the index after `]`.
    fn build(format: &[u8], mut p: usize) -> (CharSet, usize) {
        let mut set = CharSet {
            exclude: false,
            chars: Vec::new(),
            ranges: Vec::new(),
        };
        if at(format, p) == b'^' {
            set.exclude = true;
            p += 1;
        }
        let mut ch = at(format, p);
        p += 1;
        let mut start = ch;
        if ch == b']' || ch == b'-' {
            set.chars.push(ch);
            ch = at(format, p);
            p += 1;
        }
        // Validation guarantees a closing `]`; a NUL stops the walk regardless.
        while ch != b']' && ch != 0 {
            if at(format, p) == b'-' {
                start = ch;
            } else if ch == b'-' {
                if at(format, p) == b']' {
                    set.chars.push(start);
                    set.chars.push(ch);
                } else {
                    ch = at(format, p);
                    p += 1;
                    let (a, b) = (start as i8, ch as i8);
                    set.ranges.push(if a < b { (a, b) } else { (b, a) });
                }
            } else {
                set.chars.push(ch);
            }
            ch = at(format, p);
            p += 1;
        }
        (set, p)
    }

    fn contains(&self, c: u8) -> bool {
        let signed = c as i8;
        let hit = self.chars.contains(&c)
            || self
                .ranges
                .iter()
                .any(|&(lo, hi)| lo <= signed && signed <= hi);
        hit != self.exclude
    }
}

/// C's `strtoll` / `strtoull` over a buffer the scanner built (sign, `0x` for base 16,
/// digits), saturating as C does; `unsigned` wraps a negated value as `strtoull` does.
fn c_strtol(buf: &[u8], base: u32, unsigned: bool) -> i64 {
    let mut i = 0;
    let neg = match buf.first() {
        Some(b'-') => {
            i = 1;
            true
        }
        Some(b'+') => {
            i = 1;
            false
        }
        _ => false,
    };
    if base == 16
        && at(buf, i) == b'0'
        && matches!(at(buf, i + 1), b'x' | b'X')
        && at(buf, i + 2).is_ascii_hexdigit()
    {
        i += 2;
    }
    let mut acc: u128 = 0;
    let mut overflow = false;
    while let Some(d) = buf.get(i).and_then(|&b| (b as char).to_digit(base)) {
        acc = acc * u128::from(base) + u128::from(d);
        if acc > u128::from(u64::MAX) {
            overflow = true;
            acc = u128::from(u64::MAX);
        }
        i += 1;
    }
    if unsigned {
        if overflow {
            return -1; // ULONG_MAX
        }
        let v = acc as u64;
        return if neg {
            v.wrapping_neg() as i64
        } else {
            v as i64
        };
    }
    if neg {
        if acc > 1u128 << 63 {
            i64::MIN
        } else {
            (acc as i128).wrapping_neg() as i64
        }
    } else if acc > i64::MAX as u128 {
        i64::MAX
    } else {
        acc as i64
    }
}

/// What one scan produced.
struct Scan {
    /// One slot per result (or variable); `None` for a slot no conversion reached.
    slots: Vec<Option<Value>>,
    conversions: i64,
    underflow: bool,
}

/// Scan `input` against a validated `format` into `total` slots.
fn scan(input: &[u8], format: &[u8], total: usize) -> Scan {
    let mut out = Scan {
        slots: vec![None; total],
        conversions: 0,
        underflow: false,
    };
    let (mut s, mut p) = (0usize, 0usize);
    let mut obj_index = 0usize;
    let assign = |slots: &mut Vec<Option<Value>>, idx: &mut usize, v: Value| {
        if let Some(slot) = slots.get_mut(*idx) {
            *slot = Some(v);
        }
        *idx += 1;
    };
    while p < format.len() {
        let mut ch = format[p];
        p += 1;
        if is_space(ch) {
            while is_space(at(input, s)) {
                s += 1;
            }
            continue;
        }
        let literal = if ch != b'%' {
            Some(ch)
        } else {
            ch = at(format, p);
            p += 1;
            (ch == b'%').then_some(b'%')
        };
        if let Some(literal) = literal {
            let got = at(input, s);
            if got == 0 {
                out.underflow = true;
                break;
            }
            s += 1;
            if got != literal {
                break;
            }
            continue;
        }
        let mut suppress = false;
        if ch == b'*' {
            suppress = true;
            ch = at(format, p);
            p += 1;
        } else if ch.is_ascii_digit() {
            let (value, end) = read_decimal(format, p - 1);
            if at(format, end) == b'$' {
                p = end + 1;
                ch = at(format, p);
                p += 1;
                obj_index = (value as usize).saturating_sub(1);
            }
        }
        let mut width: u64 = 0;
        if ch.is_ascii_digit() {
            let (w, end) = read_decimal(format, p - 1);
            width = w;
            p = end;
            ch = at(format, p);
            p += 1;
        }
        if matches!(ch, b'l' | b'L' | b'h') {
            ch = at(format, p);
            p += 1;
        }
        enum Op {
            Int { base: u32, unsigned: bool },
            Float,
            Str,
            Set,
        }
        let mut noskip = false;
        let op = match ch {
            b'n' => {
                if !suppress {
                    assign(&mut out.slots, &mut obj_index, Value::Int(s as i64));
                }
                out.conversions += 1;
                continue;
            }
            b'd' | b'D' => Op::Int {
                base: 10,
                unsigned: false,
            },
            b'i' => Op::Int {
                base: 0,
                unsigned: false,
            },
            b'o' => Op::Int {
                base: 8,
                unsigned: false,
            },
            b'x' | b'X' => Op::Int {
                base: 16,
                unsigned: false,
            },
            b'u' => Op::Int {
                base: 10,
                unsigned: true,
            },
            b'f' | b'e' | b'E' | b'g' => Op::Float,
            b's' => Op::Str,
            b'c' => {
                noskip = true;
                if width == 0 {
                    width = 1;
                }
                Op::Str
            }
            b'[' => {
                noskip = true;
                Op::Set
            }
            // Validation rejects every other conversion.
            _ => break,
        };
        if at(input, s) == 0 {
            out.underflow = true;
            break;
        }
        if !noskip {
            while at(input, s) != 0 && is_space(at(input, s)) {
                s += 1;
            }
            if at(input, s) == 0 {
                out.underflow = true;
                break;
            }
        }
        match op {
            Op::Str => {
                let mut left = if width == 0 { u64::MAX } else { width };
                let mut end = s;
                while at(input, end) != 0 && !is_space(at(input, end)) {
                    end += 1;
                    left -= 1;
                    if left == 0 {
                        break;
                    }
                }
                if !suppress {
                    let v = Value::Str(PhpStr::from_vec(input[s..end].to_vec()));
                    assign(&mut out.slots, &mut obj_index, v);
                }
                s = end;
            }
            Op::Set => {
                let mut left = if width == 0 { u64::MAX } else { width };
                let (set, next) = CharSet::build(format, p);
                p = next;
                let mut end = s;
                while at(input, end) != 0 && set.contains(at(input, end)) {
                    end += 1;
                    left -= 1;
                    if left == 0 {
                        break;
                    }
                }
                if end == s {
                    break;
                }
                if !suppress {
                    let v = Value::Str(PhpStr::from_vec(input[s..end].to_vec()));
                    assign(&mut out.slots, &mut obj_index, v);
                }
                s = end;
            }
            Op::Int { base, unsigned } => match scan_int(input, s, width, base) {
                IntScan::NoDigits { at_end } => {
                    out.underflow |= at_end;
                    break;
                }
                IntScan::Digits { buf, base, next } => {
                    s = next;
                    if !suppress {
                        let value = c_strtol(&buf, base, unsigned);
                        let v = if unsigned && value < 0 {
                            Value::Str(PhpStr::from_vec((value as u64).to_string().into_bytes()))
                        } else {
                            Value::Int(value)
                        };
                        assign(&mut out.slots, &mut obj_index, v);
                    }
                }
            },
            Op::Float => match scan_float(input, s, width) {
                Err(stop) => {
                    out.underflow |= at(input, stop) == 0;
                    break;
                }
                Ok((buf, next)) => {
                    s = next;
                    if !suppress {
                        assign(
                            &mut out.slots,
                            &mut obj_index,
                            Value::Float(strtod_prefix(&buf)),
                        );
                    }
                }
            },
        }
        out.conversions += 1;
    }
    out
}

enum IntScan {
    NoDigits {
        at_end: bool,
    },
    Digits {
        buf: Vec<u8>,
        base: u32,
        next: usize,
    },
}

const SCAN_SIGNOK: u32 = 0x10;
const SCAN_NODIGITS: u32 = 0x20;
const SCAN_NOZERO: u32 = 0x40;
const SCAN_XOK: u32 = 0x80;
const SCAN_PTOK: u32 = 0x100;
const SCAN_EXPOK: u32 = 0x200;

/// The integer field at `s`: php's 63-byte buffer, base detection for `%i`, the
/// backing-up over a trailing `x`.
fn scan_int(input: &[u8], mut s: usize, width: u64, mut base: u32) -> IntScan {
    let mut left = if width == 0 || width > 63 { 63 } else { width };
    let mut flags = SCAN_SIGNOK | SCAN_NODIGITS | SCAN_NOZERO;
    let mut buf: Vec<u8> = Vec::new();
    while left > 0 {
        let c = at(input, s);
        let take = match c {
            b'0' => {
                if base == 16 {
                    flags |= SCAN_XOK;
                }
                if base == 0 {
                    base = 8;
                    flags |= SCAN_XOK;
                }
                if flags & SCAN_NOZERO != 0 {
                    flags &= !(SCAN_SIGNOK | SCAN_NODIGITS | SCAN_NOZERO);
                } else {
                    flags &= !(SCAN_SIGNOK | SCAN_XOK | SCAN_NODIGITS);
                }
                true
            }
            b'1'..=b'7' => {
                if base == 0 {
                    base = 10;
                }
                flags &= !(SCAN_SIGNOK | SCAN_XOK | SCAN_NODIGITS);
                true
            }
            b'8' | b'9' => {
                if base == 0 {
                    base = 10;
                }
                if base <= 8 {
                    false
                } else {
                    flags &= !(SCAN_SIGNOK | SCAN_XOK | SCAN_NODIGITS);
                    true
                }
            }
            b'A'..=b'F' | b'a'..=b'f' => {
                if base <= 10 {
                    false
                } else {
                    flags &= !(SCAN_SIGNOK | SCAN_XOK | SCAN_NODIGITS);
                    true
                }
            }
            b'+' | b'-' if flags & SCAN_SIGNOK != 0 => {
                flags &= !SCAN_SIGNOK;
                true
            }
            b'x' | b'X' if flags & SCAN_XOK != 0 && buf.len() == 1 => {
                base = 16;
                flags &= !SCAN_XOK;
                true
            }
            _ => false,
        };
        if !take {
            break;
        }
        buf.push(c);
        s += 1;
        if at(input, s) == 0 {
            break;
        }
        left -= 1;
    }
    if flags & SCAN_NODIGITS != 0 {
        return IntScan::NoDigits {
            at_end: at(input, s) == 0,
        };
    }
    if matches!(buf.last(), Some(b'x' | b'X')) {
        buf.pop();
        s -= 1;
    }
    IntScan::Digits {
        buf,
        base: if base == 0 { 10 } else { base },
        next: s,
    }
}

/// The float field's accumulation: (buffer, index after it, flags).
fn float_walk(input: &[u8], mut s: usize, width: u64) -> (Vec<u8>, usize, u32) {
    let mut left = if width == 0 || width > 63 { 63 } else { width };
    let mut flags = SCAN_SIGNOK | SCAN_NODIGITS | SCAN_PTOK | SCAN_EXPOK;
    let mut buf: Vec<u8> = Vec::new();
    while left > 0 {
        let c = at(input, s);
        let take = match c {
            b'0'..=b'9' => {
                flags &= !(SCAN_SIGNOK | SCAN_NODIGITS);
                true
            }
            b'+' | b'-' if flags & SCAN_SIGNOK != 0 => {
                flags &= !SCAN_SIGNOK;
                true
            }
            b'.' if flags & SCAN_PTOK != 0 => {
                flags &= !(SCAN_SIGNOK | SCAN_PTOK);
                true
            }
            b'e' | b'E' if flags & (SCAN_NODIGITS | SCAN_EXPOK) == SCAN_EXPOK => {
                flags = (flags & !(SCAN_EXPOK | SCAN_PTOK)) | SCAN_SIGNOK | SCAN_NODIGITS;
                true
            }
            _ => false,
        };
        if !take {
            break;
        }
        buf.push(c);
        s += 1;
        if at(input, s) == 0 {
            break;
        }
        left -= 1;
    }
    (buf, s, flags)
}

/// The float field at `s`: the buffer (a dangling exponent backed off) and the index
/// after it, or where the scan stopped when no digits were seen.
fn scan_float(input: &[u8], s: usize, width: u64) -> Result<(Vec<u8>, usize), usize> {
    let (mut buf, mut s, flags) = float_walk(input, s, width);
    if flags & SCAN_NODIGITS != 0 {
        if flags & SCAN_EXPOK != 0 {
            return Err(s);
        }
        // A bad exponent: drop the `e` and maybe a sign after it.
        let last = buf.pop();
        s -= 1;
        if !matches!(last, Some(b'e' | b'E')) {
            buf.pop();
            s -= 1;
        }
    }
    Ok((buf, s))
}

/// Run a scan and shape php's return value, assigning the variables in `vars`.
fn scan_to_value(input: &[u8], format: &[u8], vars: &[Value]) -> Result<Value, Control> {
    let input = c_str(input);
    let format = c_str(format);
    let total = validate_format(format, vars.len())?;
    let result = scan(input, format, total);
    if result.underflow && result.conversions == 0 {
        return Ok(if vars.is_empty() {
            Value::Null
        } else {
            Value::Int(-1)
        });
    }
    if vars.is_empty() {
        let values = result
            .slots
            .into_iter()
            .map(|v| v.unwrap_or(Value::Null))
            .collect();
        return Ok(Value::Array(PhpArray::from_values(values)));
    }
    for (var, slot) in vars.iter().zip(result.slots) {
        if let (Value::Ref(r), Some(v)) = (var, slot) {
            r.set(v);
        }
    }
    Ok(Value::Int(result.conversions))
}

fn sscanf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let input = arg_str(vm, a, 0, "sscanf", "string")?;
    let format = arg_str(vm, a, 1, "sscanf", "format")?;
    scan_to_value(&input, &format, a.get(2..).unwrap_or(&[]))
}

fn fscanf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if matches!(a.first(), Some(Value::Resource(h)) if h.is_closed()) {
        return Err(Control::Error(
            ThrowKind::TypeError,
            "fscanf(): supplied resource is not a valid File-Handle resource".to_string(),
        ));
    }
    let h = arg_stream(a, 0, "fscanf", "stream")?;
    let format = arg_str(vm, a, 1, "fscanf", "format")?;
    if !with_stream(&h, |s| s.readable) {
        vm.notice(
            "fscanf(): Read of 8192 bytes failed with errno=9 Bad file descriptor".to_string(),
        );
        return Ok(Value::Bool(false));
    }
    let Some(line) = with_stream(&h, |s| s.read_line(None)) else {
        return Ok(Value::Bool(false));
    };
    scan_to_value(&line, &format, a.get(2..).unwrap_or(&[]))
}
