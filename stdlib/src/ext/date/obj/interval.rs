//! DateInterval (its ISO 8601 constructor, `format`, `createFromDateString`), timelib's
//! `diff` (wall clock differences with its DST corrections and `days`) and adding or
//! subtracting an interval (`timelib_add`/`timelib_add_wall` and the `sub` pair).

use super::super::civil::{self, Fields};
use super::super::parse::{Parsed, Relative};
use super::super::relative;
use super::super::tz::TzSpec;
use super::datetime::obj_arg;
use super::{Dt, dt_of, str_value, this_of, throw};
use rphp_vm::builtins::{arg_bool, arg_str};
use rphp_vm::class_def::{C_ALLOW_DYNAMIC, ClassDef, CloneMode, Handlers, Method, PropPurpose};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, Value};

const C: &str = "DateInterval";

/// Native state beside the public properties: how `add` applies it, and the parsed
/// relative time of `createFromDateString`.
#[derive(Clone, Default)]
pub struct Iv {
    pub civil: bool,
    pub rel: Option<Relative>,
}

fn iclone(_vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let s = from.state::<Iv>().map(|s| s.clone());
    if let Some(s) = s {
        to.set_state(s);
    }
    Ok(())
}

/// A `createFromDateString` interval shows only `from_string` and `date_string`.
fn iprops(o: &ObjectHandle, _p: PropPurpose) -> Option<PhpArray> {
    let b = o.borrow();
    if !matches!(
        b.properties.get_named("from_string"),
        Some(Value::Bool(true))
    ) {
        return None;
    }
    let mut a = PhpArray::new();
    for (k, v) in b.properties.iter() {
        let hidden = matches!(&k, ArrayKey::Str(s) if matches!(s.as_bytes(), b"y" | b"m" | b"d" | b"h" | b"i" | b"s" | b"f" | b"invert" | b"days"));
        if !hidden {
            a.insert(k, v.clone());
        }
    }
    Some(a)
}

/// `date_interval_compare_objects`: P1M against P30D depends on when they start, so php
/// calls intervals uncomparable, with a warning.
fn icompare(
    vm: &mut Vm,
    _: &ObjectHandle,
    _: &ObjectHandle,
) -> Result<Option<std::cmp::Ordering>, Control> {
    vm.warn("Cannot compare DateInterval objects");
    Ok(None)
}

static HANDLERS: Handlers = Handlers {
    clone: CloneMode::With(iclone),
    props_for: Some(iprops),
    compare: Some(icompare),
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

pub static INTERVAL: ClassDef = ClassDef {
    name: C,
    flags: C_ALLOW_DYNAMIC,
    methods: &[
        Method::new(C, "__construct", construct, 1, 1, &["duration"]),
        Method::new(C, "format", format, 1, 1, &["format"]),
        Method::new(
            C,
            "createFromDateString",
            create_from_date_string,
            1,
            1,
            &["datetime"],
        )
        .static_(),
        Method::new(C, "__set_state", set_state, 1, 1, &["array"]).static_(),
        Method::new(C, "__serialize", serialize, 0, 0, &[]),
        Method::new(C, "__unserialize", unserialize, 1, 1, &["data"]),
        Method::new(C, "__wakeup", wakeup, 0, 0, &[]),
    ],
    handlers: Some(&HANDLERS),
    ..ClassDef::EMPTY
};

/// The fields of an interval.
#[derive(Clone, Copy, Default, Debug)]
pub struct Rel {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
    pub invert: bool,
    /// None: unknown (`days` is false).
    pub days: Option<i64>,
}

fn set_props(o: &ObjectHandle, r: &Rel) {
    let mut b = o.borrow_mut();
    let p = &mut b.properties;
    p.insert("y", Value::Int(r.y));
    p.insert("m", Value::Int(r.m));
    p.insert("d", Value::Int(r.d));
    p.insert("h", Value::Int(r.h));
    p.insert("i", Value::Int(r.i));
    p.insert("s", Value::Int(r.s));
    p.insert("f", Value::Float(r.us as f64 / 1_000_000.0));
    p.insert("invert", Value::Int(i64::from(r.invert)));
    p.insert("days", r.days.map_or(Value::Bool(false), Value::Int));
    p.insert("from_string", Value::Bool(false));
}

fn int_prop(o: &ObjectHandle, name: &str) -> i64 {
    match o
        .borrow()
        .properties
        .get_named(name)
        .map(Value::deref_value)
    {
        Some(Value::Int(n)) => n,
        Some(Value::Float(f)) => f as i64,
        Some(Value::Bool(b)) => i64::from(b),
        Some(Value::Str(s)) => s.to_string_lossy().trim().parse().unwrap_or(0),
        _ => 0,
    }
}

/// The interval an object holds now (its properties may have been written).
pub fn rel_of(o: &ObjectHandle) -> Rel {
    let f = match o.borrow().properties.get_named("f").map(Value::deref_value) {
        Some(Value::Float(f)) => f,
        Some(Value::Int(n)) => n as f64,
        _ => 0.0,
    };
    let days = match o
        .borrow()
        .properties
        .get_named("days")
        .map(Value::deref_value)
    {
        Some(Value::Int(n)) => Some(n),
        _ => None,
    };
    Rel {
        y: int_prop(o, "y"),
        m: int_prop(o, "m"),
        d: int_prop(o, "d"),
        h: int_prop(o, "h"),
        i: int_prop(o, "i"),
        s: int_prop(o, "s"),
        us: (f * 1_000_000.0).round() as i64,
        invert: int_prop(o, "invert") != 0,
        days,
    }
}

/// A new DateInterval object for `r`.
pub fn new_interval(vm: &mut Vm, r: &Rel, civil: bool) -> Result<ObjectHandle, Control> {
    let c = vm.lookup_class(C.as_bytes())?;
    let o = vm.instantiate_class(&c)?;
    set_props(&o, r);
    o.set_state(Iv { civil, rel: None });
    Ok(o)
}

/// The ISO 8601 duration `PnYnMnDTnHnMnS` / `PnW` / `PYYYY-MM-DDTHH:MM:SS`.
pub fn parse_iso(text: &[u8]) -> Option<Rel> {
    let mut r = Rel::default();
    let rest = text.strip_prefix(b"P")?;
    if rest.is_empty() {
        return None;
    }
    if rest.len() == 19 && rest[4] == b'-' {
        let n = |a: usize, b: usize| {
            std::str::from_utf8(rest.get(a..b)?)
                .ok()?
                .parse::<i64>()
                .ok()
        };
        if rest[7] != b'-' || rest[10] != b'T' || rest[13] != b':' || rest[16] != b':' {
            return None;
        }
        r.y = n(0, 4)?;
        r.m = n(5, 7)?;
        r.d = n(8, 10)?;
        r.h = n(11, 13)?;
        r.i = n(14, 16)?;
        r.s = n(17, 19)?;
        return Some(r);
    }
    let mut time = false;
    let mut i = 0;
    let mut any = false;
    // Designators come in order (`Y M W D`, then `T H M S`), each once; `T` needs a part.
    let mut last_rank = -1i32;
    let mut time_parts = 0;
    while i < rest.len() {
        if rest[i] == b'T' {
            if time {
                return None;
            }
            time = true;
            last_rank = -1;
            i += 1;
            continue;
        }
        let start = i;
        while i < rest.len() && rest[i].is_ascii_digit() {
            i += 1;
        }
        if start == i || i >= rest.len() {
            return None;
        }
        let n: i64 = std::str::from_utf8(&rest[start..i]).ok()?.parse().ok()?;
        let rank = match (time, rest[i]) {
            (false, b'Y') | (true, b'H') => 0,
            (false, b'M') | (true, b'M') => 1,
            (false, b'W') | (true, b'S') => 2,
            (false, b'D') => 3,
            _ => return None,
        };
        if rank <= last_rank {
            return None;
        }
        last_rank = rank;
        if time {
            time_parts += 1;
        }
        match (time, rest[i]) {
            (false, b'Y') => r.y = n,
            (false, b'M') => r.m = n,
            (false, b'W') => r.d = r.d.wrapping_add(n.wrapping_mul(7)),
            (false, b'D') => r.d = r.d.wrapping_add(n),
            (true, b'H') => r.h = n,
            (true, b'M') => r.i = n,
            (true, b'S') => r.s = n,
            _ => return None,
        }
        any = true;
        i += 1;
    }
    if time && time_parts == 0 {
        return None;
    }
    any.then_some(r)
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let text = arg_str(vm, a, 0, "DateInterval::__construct", "duration")?;
    if !text.starts_with(b"P") && !text.is_empty() {
        return between_dates(vm, this, &text);
    }
    match parse_iso(&text) {
        Some(r) => {
            set_props(this, &r);
            this.set_state(Iv {
                civil: false,
                rel: None,
            });
            Ok(Value::Null)
        }
        None => Err(throw(
            vm,
            "DateMalformedIntervalStringException",
            format!("Unknown or bad format ({})", text.to_string_lossy()),
        )),
    }
}

/// `new DateInterval("start/end")`: the difference of two ISO 8601 dates.
fn between_dates(vm: &mut Vm, this: &ObjectHandle, text: &[u8]) -> Result<Value, Control> {
    let shown = String::from_utf8_lossy(text).to_string();
    let Some(sep) = text.iter().position(|&b| b == b'/' || b == b' ') else {
        let p = super::super::scanner(vm).parse(text);
        let msg = if p.errors.is_empty() && p.have_date {
            format!("Failed to parse interval ({shown})")
        } else {
            format!("Unknown or bad format ({shown})")
        };
        return Err(throw(vm, "DateMalformedIntervalStringException", msg));
    };
    let (a, b) = (&text[..sep], &text[sep + 1..]);
    if b.is_empty() {
        return Err(throw(
            vm,
            "DateMalformedIntervalStringException",
            format!("Failed to parse interval ({shown})"),
        ));
    }
    let utc = Some(TzSpec::Offset(0));
    let parsed = |vm: &mut Vm, s: &[u8]| {
        let p = super::super::scanner(vm).parse(s);
        if p.errors.is_empty() && p.have_date {
            super::datetime::parse_new(vm, s, utc.clone()).ok()
        } else {
            None
        }
    };
    let (Some(x), Some(y)) = (parsed(vm, a), parsed(vm, b)) else {
        return Err(throw(
            vm,
            "DateMalformedIntervalStringException",
            format!("Unknown or bad format ({shown})"),
        ));
    };
    set_props(this, &diff(&x, &y));
    this.set_state(Iv {
        civil: true,
        rel: None,
    });
    Ok(Value::Null)
}

/// `DateInterval::format` / `date_interval_format`.
pub fn format_rel(r: &Rel, fmt: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut spec = false;
    for &c in fmt {
        if !spec {
            if c == b'%' {
                spec = true;
            } else {
                out.push(c);
            }
            continue;
        }
        spec = false;
        let piece = match c {
            b'Y' => format!("{:02}", r.y as i32),
            b'y' => (r.y as i32).to_string(),
            b'M' => format!("{:02}", r.m as i32),
            b'm' => (r.m as i32).to_string(),
            b'D' => format!("{:02}", r.d as i32),
            b'd' => (r.d as i32).to_string(),
            b'H' => format!("{:02}", r.h as i32),
            b'h' => (r.h as i32).to_string(),
            b'I' => format!("{:02}", r.i as i32),
            b'i' => (r.i as i32).to_string(),
            b'S' => format!("{:02}", r.s),
            b's' => r.s.to_string(),
            b'F' => format!("{:06}", r.us),
            b'f' => r.us.to_string(),
            b'a' => match r.days {
                Some(d) => (d as i32).to_string(),
                None => "(unknown)".to_string(),
            },
            b'r' => (if r.invert { "-" } else { "" }).to_string(),
            b'R' => (if r.invert { "-" } else { "+" }).to_string(),
            b'%' => "%".to_string(),
            other => format!("%{}", other as char),
        };
        out.extend_from_slice(piece.as_bytes());
    }
    out
}

fn format(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let fmt = arg_str(vm, a, 0, "DateInterval::format", "format")?;
    Ok(str_value(format_rel(&rel_of(this), &fmt)))
}

/// `DateInterval::createFromDateString`: the relative part of a strtotime string.
pub fn from_date_string(vm: &mut Vm, text: &[u8]) -> Result<ObjectHandle, String> {
    let p = super::super::scanner(vm).parse(text);
    if !p.errors.is_empty() {
        let (pos, msg) = p.errors[0];
        return Err(format!(
            "Unknown or bad format ({}) at position {pos} ({}): {msg}",
            rphp_vm::diag::msg_str(text),
            super::char_at(text, pos)
        ));
    }
    if p.have_date || p.have_time != 0 || p.have_zone != 0 {
        // php 8.3: a date, a time or a zone has no place in an interval
        return Err(format!(
            "String '{}' contains non-relative elements",
            rphp_vm::diag::msg_str(text)
        ));
    }
    let c = vm.lookup_class(C.as_bytes()).map_err(|_| String::new())?;
    let o = vm.instantiate_class(&c).map_err(|_| String::new())?;
    let r = &p.relative;
    set_props(
        &o,
        &Rel {
            y: r.y,
            m: r.m,
            d: r.d,
            h: r.h,
            i: r.i,
            s: r.s,
            us: r.us,
            invert: false,
            days: None,
        },
    );
    {
        let mut b = o.borrow_mut();
        b.properties.insert("from_string", Value::Bool(true));
        b.properties.insert("date_string", str_value(text));
    }
    o.set_state(Iv {
        civil: true,
        rel: Some(p.relative),
    });
    Ok(o)
}

fn create_from_date_string(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let text = arg_str(vm, a, 0, "DateInterval::createFromDateString", "datetime")?;
    match from_date_string(vm, &text) {
        Ok(o) => Ok(Value::Object(o)),
        Err(msg) => Err(throw(vm, "DateMalformedIntervalStringException", msg)),
    }
}

fn set_state(vm: &mut Vm, _this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let arr = rphp_vm::builtins::arg_array(a, 0, "DateInterval::__set_state", "array")?;
    let c = vm.lookup_class(C.as_bytes())?;
    let o = vm.instantiate_class(&c)?;
    restore(vm, &o, &arr);
    Ok(Value::Object(o))
}

fn restore(vm: &mut Vm, o: &ObjectHandle, arr: &PhpArray) {
    if let Some(Value::Bool(true)) = arr.get_named("from_string").map(Value::deref_value)
        && let Some(Value::Str(s)) = arr.get_named("date_string").map(Value::deref_value)
        && let Ok(n) = from_date_string(vm, &s)
    {
        let st = n.state::<Iv>().map(|s| s.clone()).unwrap_or_default();
        o.borrow_mut().properties = n.borrow().properties.clone();
        o.set_state(st);
        return;
    }
    set_props(o, &Rel::default());
    {
        let mut b = o.borrow_mut();
        let p = &mut b.properties;
        // php_date_interval_initialize_from_hash: a field that is not a scalar (an array,
        // an object, a reference) reads as its default
        let scalar = |name: &str| {
            arr.get_named(name)
                .filter(|v| !matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_)))
        };
        let long = |v: &Value| match v {
            Value::Float(f) if rphp_vm::value::convert::fits_int(*f) => *f as i64,
            Value::Float(_) => 0,
            Value::Str(s) => rphp_vm::value::convert::str_to_int(s),
            Value::Bool(b) => i64::from(*b),
            Value::Int(i) => *i,
            _ => 0,
        };
        for name in ["y", "m", "d", "h", "i", "s"] {
            p.insert(name, Value::Int(scalar(name).map_or(-1, long)));
        }
        if let Some(f) = arr.get_named("f") {
            let f = rphp_vm::value::convert::to_float(&f.deref_value()).unwrap_or(1.0);
            let us = (f * 1_000_000.0) as i64;
            p.insert("f", Value::Float(us as f64 / 1_000_000.0));
        }
        p.insert("invert", Value::Int(scalar("invert").map_or(0, long)));
        let days = match arr.get_named("days") {
            Some(Value::Bool(false)) => Value::Bool(false),
            Some(v) if !matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_)) => {
                Value::Int(long(v))
            }
            _ => Value::Int(-1),
        };
        p.insert("days", days);
        // restore_custom_dateinterval_properties: the other (non-reference) entries
        for (k, v) in arr.iter() {
            let ArrayKey::Str(name) = &k else { continue };
            let internal = matches!(
                name.as_bytes(),
                b"date_string"
                    | b"from_string"
                    | b"y"
                    | b"m"
                    | b"d"
                    | b"h"
                    | b"i"
                    | b"s"
                    | b"f"
                    | b"invert"
                    | b"days"
            );
            if !internal && !matches!(v, Value::Ref(_)) {
                p.insert(k, v.clone());
            }
        }
    }
    o.set_state(Iv::default());
}

fn serialize(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let shown = iprops(this, PropPurpose::Debug);
    Ok(Value::Array(
        shown.unwrap_or_else(|| this.borrow().properties.clone()),
    ))
}

fn unserialize(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let arr = rphp_vm::builtins::arg_array(a, 0, "DateInterval::__unserialize", "data")?;
    restore(vm, this, &arr);
    Ok(Value::Null)
}

fn wakeup(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Null)
}

// ----- arithmetic -----

fn parsed_at(d: &Dt, rel: Relative) -> Parsed {
    let f = d.fields();
    let mut p = Parsed::new();
    p.y = f.y;
    p.m = f.m;
    p.d = f.d;
    p.h = f.h;
    p.i = f.i;
    p.s = f.s;
    p.us = f.us;
    p.have_relative = true;
    p.relative = rel;
    p
}

/// `$d->add($iv)` (or `sub` when `neg`); the function name is for errors.
pub fn apply(
    vm: &mut Vm,
    d: &Dt,
    iv: &ObjectHandle,
    neg: bool,
    sub_name: &str,
) -> Result<Dt, Control> {
    let st = iv.state::<Iv>().map(|s| s.clone()).unwrap_or_default();
    let mut out = d.clone();
    if let Some(rel) = st.rel {
        let rel = if neg {
            if rel.have_special_relative {
                return Err(throw(
                    vm,
                    "DateInvalidOperationException",
                    format!(
                        "{}(): Only non-special relative time specifications are supported for subtraction",
                        sub_name
                    ),
                ));
            }
            Relative {
                y: rel.y.wrapping_neg(),
                m: rel.m.wrapping_neg(),
                d: rel.d.wrapping_neg(),
                h: rel.h.wrapping_neg(),
                i: rel.i.wrapping_neg(),
                s: rel.s.wrapping_neg(),
                us: rel.us.wrapping_neg(),
                ..Relative::default()
            }
        } else {
            rel
        };
        let mut p = parsed_at(d, rel);
        (out.ts, out.us) = relative::update_ts(&mut p, &d.tz);
        return Ok(out);
    }
    let r = rel_of(iv);
    let bias = if r.invert != neg { -1 } else { 1 };
    if st.civil {
        let rel = Relative {
            y: r.y.wrapping_mul(bias),
            m: r.m.wrapping_mul(bias),
            d: r.d.wrapping_mul(bias),
            h: r.h.wrapping_mul(bias),
            i: r.i.wrapping_mul(bias),
            s: r.s.wrapping_mul(bias),
            us: r.us.wrapping_mul(bias),
            ..Relative::default()
        };
        let mut p = parsed_at(d, rel);
        (out.ts, out.us) = relative::update_ts(&mut p, &d.tz);
        return Ok(out);
    }
    if r.y != 0 || r.m != 0 || r.d != 0 {
        let rel = Relative {
            y: r.y.wrapping_mul(bias),
            m: r.m.wrapping_mul(bias),
            d: r.d.wrapping_mul(bias),
            ..Relative::default()
        };
        let mut p = parsed_at(d, rel);
        (out.ts, out.us) = relative::update_ts(&mut p, &d.tz);
    }
    let (mut us, mut s) = (r.us, r.s);
    civil::range_limit(0, 1_000_000, 1_000_000, &mut us, &mut s);
    let secs =
        r.h.wrapping_mul(3600)
            .wrapping_add(r.i.wrapping_mul(60))
            .wrapping_add(s);
    out.ts = out.ts.wrapping_add(secs.wrapping_mul(bias));
    let mut total_us = out.us.wrapping_add(us.wrapping_mul(bias));
    let mut ts = out.ts;
    civil::range_limit(0, 1_000_000, 1_000_000, &mut total_us, &mut ts);
    out.ts = ts;
    out.us = total_us;
    Ok(out)
}

/// Whether the interval holds a special relative ("weekday", "first monday of").
pub fn is_special(iv: &ObjectHandle) -> bool {
    iv.state::<Iv>()
        .is_some_and(|s| s.rel.as_ref().is_some_and(|r| r.have_special_relative))
}

struct T {
    f: Fields,
    sse: i64,
    z: i64,
    dst: bool,
    kind: i64,
    name: String,
}

fn t_of(d: &Dt) -> T {
    let info = d.tz.info(d.ts);
    let z = match &d.tz {
        TzSpec::Abbr { offset, .. } => *offset,
        _ => info.offset,
    };
    T {
        f: d.fields(),
        sse: d.ts,
        z,
        dst: info.dst,
        kind: d.tz.kind(),
        name: d.tz.name(),
    }
}

fn days_between(one: &T, two: &T) -> i64 {
    let same = one.kind == two.kind
        && if one.kind == 3 {
            one.name == two.name
        } else {
            one.z + i64::from(one.dst) * 3600 == two.z + i64::from(two.dst) * 3600
        };
    if same {
        let (e, l) = if (one.sse, one.f.us) < (two.sse, two.f.us) {
            (one, two)
        } else {
            (two, one)
        };
        let hour = |t: &T| ((t.f.h * 60 + t.f.i) * 60 + t.f.s) * 1_000_000 + t.f.us;
        let mut days = (civil::days_from_date(one.f.y, one.f.m, one.f.d)
            - civil::days_from_date(two.f.y, two.f.m, two.f.d))
        .abs();
        if hour(l) < hour(e) && days > 0 {
            days -= 1;
        }
        days
    } else {
        (one.sse.wrapping_sub(two.sse) as f64 / 86400.0).abs() as i64
    }
}

fn range_days_relative(base_y: i64, base_m: i64, r: &mut Rel) {
    let (mut year, mut month) = (base_y, base_m);
    civil::range_limit(1, 13, 12, &mut month, &mut year);
    let mut guard = 0;
    while r.d < 0 && guard < 100_000 {
        guard += 1;
        if !r.invert {
            month -= 1;
            if month < 1 {
                month += 12;
                year -= 1;
            }
            r.d += civil::days_in_month(year, month);
            r.m -= 1;
        } else {
            r.d += civil::days_in_month(year, month);
            r.m -= 1;
            month += 1;
            if month > 12 {
                month -= 12;
                year += 1;
            }
        }
    }
}

fn rel_normalize(base: &Fields, r: &mut Rel) {
    civil::range_limit(0, 1_000_000, 1_000_000, &mut r.us, &mut r.s);
    civil::range_limit(0, 60, 60, &mut r.s, &mut r.i);
    civil::range_limit(0, 60, 60, &mut r.i, &mut r.h);
    civil::range_limit(0, 24, 24, &mut r.h, &mut r.d);
    civil::range_limit(0, 12, 12, &mut r.m, &mut r.y);
    range_days_relative(base.y, base.m, r);
    civil::range_limit(0, 12, 12, &mut r.m, &mut r.y);
}

fn field_diff(one: &T, two: &T) -> Rel {
    Rel {
        y: two.f.y - one.f.y,
        m: two.f.m - one.f.m,
        d: two.f.d - one.f.d,
        h: two.f.h - one.f.h,
        i: two.f.i - one.f.i,
        s: two.f.s - one.f.s,
        us: two.f.us - one.f.us,
        invert: false,
        days: None,
    }
}

/// `timelib_diff`.
pub fn diff(a: &Dt, b: &Dt) -> Rel {
    let mut one = t_of(a);
    let mut two = t_of(b);
    let same_id = one.kind == 3 && two.kind == 3 && one.name == two.name;
    let mut invert = false;
    let swap = if same_id {
        let k = |t: &T| (t.f.y, t.f.m, t.f.d, t.f.h, t.f.i, t.f.s, t.f.us);
        k(&one) > k(&two)
    } else {
        (one.sse, one.f.us) > (two.sse, two.f.us)
    };
    if swap {
        std::mem::swap(&mut one, &mut two);
        invert = true;
    }
    if !same_id {
        let mut r = field_diff(&one, &two);
        r.invert = invert;
        if one.kind != 3 {
            r.h += i64::from(one.dst);
        }
        if two.kind != 3 {
            r.h -= i64::from(two.dst);
        }
        r.s = r.s - two.z + one.z;
        r.days = Some(days_between(&one, &two));
        let base = if r.invert { one.f } else { two.f };
        rel_normalize(&base, &mut r);
        return r;
    }
    let dst_corr = two.z - one.z;
    let dst_h = dst_corr / 3600;
    let dst_m = (dst_corr % 3600) / 60;
    let mut r = field_diff(&one, &two);
    r.invert = invert;
    r.days = Some(days_between(&one, &two));
    if two.sse < one.sse {
        let flipped = (r.i * 60 + r.s - dst_corr).abs();
        r.h = flipped / 3600;
        r.i = (flipped - r.h * 3600) / 60;
        r.s = flipped % 60;
        r.invert = !r.invert;
    }
    let base = if r.invert { one.f } else { two.f };
    rel_normalize(&base, &mut r);
    let zone = match &b.tz {
        TzSpec::Id(z) => Some(z.clone()),
        _ => None,
    };
    if one.dst && !two.dst {
        if two.sse - one.sse + dst_corr < 86400 {
            r.h -= dst_h;
            r.i -= dst_m;
        }
    } else if !one.dst && two.dst {
        if let Some(z) = &zone {
            let tt = z.info(two.sse).transition;
            if !((one.sse + 86400 > tt) && (one.sse + 86400 <= tt + dst_corr))
                && two.sse >= tt
                && ((two.sse - one.sse + dst_corr) % 86400) > (two.sse - tt)
            {
                r.h -= dst_h;
                r.i -= dst_m;
            }
        }
    } else if two.sse - one.sse >= 86400
        && let Some(z) = &zone
    {
        let info = z.info(two.sse - two.z);
        let corr = one.z - info.offset;
        if two.sse >= info.transition - corr && two.sse < info.transition {
            r.d -= 1;
            r.h = 24;
        }
    }
    r
}

/// `$a->diff($b, $absolute)` for both classes (and date_diff).
pub fn diff_method(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = if this.instance_of(b"DateTimeImmutable") {
        "DateTimeImmutable::diff"
    } else {
        "DateTime::diff"
    };
    do_diff(vm, this, a, 0, f)
}

pub fn do_diff(
    vm: &mut Vm,
    this: &ObjectHandle,
    a: &[Value],
    n: usize,
    f: &str,
) -> Result<Value, Control> {
    let other = obj_arg(a, n, f, "targetObject", "DateTimeInterface")?;
    let absolute = a.len() > n + 1 && arg_bool(vm, a, n + 1, f, "absolute")?;
    let x = dt_of(vm, this)?;
    let y = dt_of(vm, &other)?;
    let mut r = diff(&x, &y);
    if absolute {
        r.invert = false;
    }
    Ok(Value::Object(new_interval(vm, &r, true)?))
}

/// A copy of an interval object (DatePeriod keeps its own).
pub fn copy_interval(vm: &mut Vm, o: &ObjectHandle) -> Result<ObjectHandle, Control> {
    let c = vm.lookup_class(C.as_bytes())?;
    let n = vm.instantiate_class(&c)?;
    n.borrow_mut().properties = o.borrow().properties.clone();
    let st = o.state::<Iv>().map(|s| s.clone()).unwrap_or_default();
    n.set_state(st);
    Ok(n)
}
