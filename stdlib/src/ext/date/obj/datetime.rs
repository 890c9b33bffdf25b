//! DateTime and DateTimeImmutable: one set of methods, generic over `IMM` (the immutable
//! class returns a modified copy, the mutable one changes `$this` and returns it).

use super::super::civil::{self, Fields};
use super::super::parse::{UNSET, ZONETYPE_OFFSET};
use super::super::relative;
use super::super::tz::TzSpec;
use super::{Dt, dt_of, interval, parse_error, str_value, this_of, throw, zone};
use rphp_vm::builtins::{arg_int, arg_str, type_error};
use rphp_vm::class_def::{ClassDef, CloneMode, Handlers, Method, PropPurpose};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, Value};
use std::cmp::Ordering;

pub(super) const fn cls<const IMM: bool>() -> &'static str {
    if IMM { "DateTimeImmutable" } else { "DateTime" }
}

fn dt_clone(_vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let d = from.state::<Dt>().map(|d| d.clone());
    if let Some(d) = d {
        to.set_state(d);
    }
    Ok(())
}

/// The `date`/`timezone_type`/`timezone` triple of a state.
pub(super) fn dt_props(d: &Dt, into: &mut PhpArray) {
    into.insert("date", str_value(d.format(b"x-m-d H:i:s.u")));
    into.insert("timezone_type", Value::Int(d.tz.kind()));
    into.insert("timezone", str_value(d.tz.name()));
}

fn dt_props_for(o: &ObjectHandle, _p: PropPurpose) -> Option<PhpArray> {
    let d = o.state::<Dt>()?.clone();
    let mut a = o.borrow().properties.clone();
    dt_props(&d, &mut a);
    Some(a)
}

/// `date_object_compare_date`: by the instant; an object whose constructor did not run
/// cannot be compared.
fn dt_compare(
    vm: &mut Vm,
    a: &ObjectHandle,
    b: &ObjectHandle,
) -> Result<Option<Ordering>, Control> {
    let instant = |o: &ObjectHandle| o.state::<Dt>().map(|d| (d.ts, d.us));
    match (instant(a), instant(b)) {
        (Some(x), Some(y)) => Ok(Some(x.cmp(&y))),
        _ => Err(throw(
            vm,
            "DateObjectError",
            "Trying to compare an incomplete DateTime or DateTimeImmutable object",
        )),
    }
}

static HANDLERS: Handlers = Handlers {
    clone: CloneMode::With(dt_clone),
    props_for: Some(dt_props_for),
    compare: Some(dt_compare),
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

macro_rules! methods {
    ($imm:literal) => {
        &[
            Method::new(
                cls::<$imm>(),
                "__construct",
                construct::<$imm>,
                0,
                2,
                &["datetime", "timezone"],
            ),
            Method::new(cls::<$imm>(), "format", format::<$imm>, 1, 1, &["format"]),
            Method::new(cls::<$imm>(), "modify", modify::<$imm>, 1, 1, &["modifier"]),
            Method::new(cls::<$imm>(), "add", add::<$imm>, 1, 1, &["interval"]),
            Method::new(cls::<$imm>(), "sub", sub::<$imm>, 1, 1, &["interval"]),
            Method::new(
                cls::<$imm>(),
                "diff",
                interval::diff_method,
                1,
                2,
                &["targetObject", "absolute"],
            ),
            Method::new(cls::<$imm>(), "getTimestamp", get_timestamp, 0, 0, &[]),
            Method::new(cls::<$imm>(), "getTimezone", get_timezone, 0, 0, &[]),
            Method::new(cls::<$imm>(), "getOffset", get_offset, 0, 0, &[]),
            Method::new(cls::<$imm>(), "getMicrosecond", get_microsecond, 0, 0, &[]),
            Method::new(
                cls::<$imm>(),
                "setTimestamp",
                set_timestamp::<$imm>,
                1,
                1,
                &["timestamp"],
            ),
            Method::new(
                cls::<$imm>(),
                "setTimezone",
                set_timezone::<$imm>,
                1,
                1,
                &["timezone"],
            ),
            Method::new(
                cls::<$imm>(),
                "setDate",
                set_date::<$imm>,
                3,
                3,
                &["year", "month", "day"],
            ),
            Method::new(
                cls::<$imm>(),
                "setISODate",
                set_iso_date::<$imm>,
                2,
                3,
                &["year", "week", "dayOfWeek"],
            ),
            Method::new(
                cls::<$imm>(),
                "setTime",
                set_time::<$imm>,
                2,
                4,
                &["hour", "minute", "second", "microsecond"],
            ),
            Method::new(
                cls::<$imm>(),
                "setMicrosecond",
                set_microsecond::<$imm>,
                1,
                1,
                &["microsecond"],
            ),
            Method::new(
                cls::<$imm>(),
                "createFromFormat",
                super::fromformat::create_method::<$imm>,
                2,
                3,
                &["format", "datetime", "timezone"],
            )
            .static_(),
            Method::new(
                cls::<$imm>(),
                "getLastErrors",
                super::fromformat::get_last_errors,
                0,
                0,
                &[],
            )
            .static_(),
            Method::new(
                cls::<$imm>(),
                "createFromInterface",
                create_from::<$imm, 0>,
                1,
                1,
                &["object"],
            )
            .static_(),
            Method::new(
                cls::<$imm>(),
                if $imm {
                    "createFromMutable"
                } else {
                    "createFromImmutable"
                },
                create_from::<$imm, 1>,
                1,
                1,
                &["object"],
            )
            .static_(),
            Method::new(
                cls::<$imm>(),
                "createFromTimestamp",
                create_from_timestamp::<$imm>,
                1,
                1,
                &["timestamp"],
            )
            .static_(),
            Method::new(
                cls::<$imm>(),
                "__set_state",
                set_state::<$imm>,
                1,
                1,
                &["array"],
            )
            .static_(),
            Method::new(cls::<$imm>(), "__serialize", serialize, 0, 0, &[]),
            Method::new(
                cls::<$imm>(),
                "__unserialize",
                unserialize::<$imm>,
                1,
                1,
                &["data"],
            ),
            Method::new(cls::<$imm>(), "__wakeup", wakeup, 0, 0, &[]),
        ]
    };
}

pub static DATETIME: ClassDef = ClassDef {
    name: "DateTime",
    interfaces: &["DateTimeInterface"],
    methods: methods!(false),
    handlers: Some(&HANDLERS),
    ..ClassDef::EMPTY
};

pub static IMMUTABLE: ClassDef = ClassDef {
    name: "DateTimeImmutable",
    interfaces: &["DateTimeInterface"],
    methods: methods!(true),
    handlers: Some(&HANDLERS),
    ..ClassDef::EMPTY
};

fn now_us() -> (i64, i64) {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    (d.as_secs() as i64, i64::from(d.subsec_micros()))
}

/// A `?DateTimeZone` argument's zone.
pub(super) fn opt_zone_arg(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<TzSpec>, Control> {
    match a.get(n).map(Value::deref_value) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(o)) if o.instance_of(b"DateTimeZone") => {
            if o.state::<TzSpec>().is_none() {
                let _ = vm;
                return Err(Control::Error(
                    ThrowKind::Error,
                    "The DateTimeZone object has not been correctly initialized by its constructor"
                        .into(),
                ));
            }
            Ok(Some(zone::spec_of(&o)))
        }
        Some(v) => Err(type_error(func, n, param, "?DateTimeZone", &v)),
    }
}

/// A `DateTimeInterface` argument.
pub(super) fn obj_arg(
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
    class: &str,
) -> Result<ObjectHandle, Control> {
    match a.get(n).map(Value::deref_value) {
        Some(Value::Object(o)) if o.instance_of(class.as_bytes()) => Ok(o),
        Some(v) => Err(type_error(func, n, param, class, &v)),
        None => Err(type_error(func, n, param, class, &Value::Null)),
    }
}

/// Parse `text` against "now" in `zone` (or the default zone): the state a constructor
/// makes, or the parse's errors.
pub(super) fn parse_new(vm: &mut Vm, text: &[u8], zone: Option<TzSpec>) -> Result<Dt, String> {
    let text = if text.is_empty() {
        b"now".as_slice()
    } else {
        text
    };
    let parsed = super::super::scanner(vm).parse(text);
    super::fromformat::record_parse(vm, &parsed.errors, &parsed.warnings);
    if !parsed.errors.is_empty() {
        return Err(parse_error(text, &parsed.errors));
    }
    let base_zone = zone.unwrap_or_else(|| TzSpec::Id(super::super::default_zone(vm)));
    let tz = relative::parsed_zone(&parsed).unwrap_or_else(|| base_zone.clone());
    let (sec, us) = now_us();
    let (ts, us) = relative::resolve_at(parsed, sec, us, &base_zone);
    Ok(Dt { ts, us, tz })
}

pub(super) fn construct<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = if IMM {
        "DateTimeImmutable::__construct"
    } else {
        "DateTime::__construct"
    };
    let text = if a.is_empty() {
        b"now".as_slice().into()
    } else {
        arg_str(vm, a, 0, f, "datetime")?
    };
    let zone = opt_zone_arg(vm, a, 1, f, "timezone")?;
    match parse_new(vm, &text, zone) {
        Ok(d) => {
            this.set_state(d);
            Ok(Value::Null)
        }
        Err(msg) => Err(throw(vm, "DateMalformedStringException", msg)),
    }
}

/// Store `d` as the result: in `$this` (mutable) or in a copy (immutable).
pub(super) fn result<const IMM: bool>(
    vm: &mut Vm,
    this: &ObjectHandle,
    d: Dt,
) -> Result<Value, Control> {
    if IMM {
        let c = this.class();
        let o = vm.instantiate_class(&c)?;
        let props = this.borrow().properties.clone();
        o.borrow_mut().properties = props;
        o.set_state(d);
        Ok(Value::Object(o))
    } else {
        this.set_state(d);
        Ok(Value::Object(this.clone()))
    }
}

pub(super) fn format<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let fmt = arg_str(vm, a, 0, &format!("{}::format", cls::<IMM>()), "format")?;
    let d = dt_of(vm, this)?;
    Ok(str_value(d.format(&fmt)))
}

/// php_date_modify: the fields the string sets replace the object's, then its relative
/// part is applied in the object's zone. Err: the parse error message.
pub(super) fn apply_modify(vm: &mut Vm, d: &Dt, text: &[u8]) -> Result<Dt, String> {
    let mut p = super::super::scanner(vm).parse(text);
    if !p.errors.is_empty() {
        return Err(parse_error(text, &p.errors));
    }
    let f = d.fields();
    let at_epoch = p.y == 1970
        && p.m == 1
        && p.d == 1
        && p.h == 0
        && p.i == 0
        && p.s == 0
        && p.us == 0
        && p.have_zone > 0
        && p.zone_type == ZONETYPE_OFFSET
        && p.z == 0
        && p.dst == 0;
    let keep = |v: i64, old: i64| if v == UNSET { old } else { v };
    p.y = keep(p.y, f.y);
    p.m = keep(p.m, f.m);
    p.d = keep(p.d, f.d);
    if p.h == UNSET {
        p.h = f.h;
        p.i = f.i;
        p.s = f.s;
    } else if p.i == UNSET {
        p.i = 0;
        p.s = 0;
    } else if p.s == UNSET {
        p.s = 0;
    }
    p.us = keep(p.us, f.us);
    let mut out = d.clone();
    if at_epoch {
        out.tz = TzSpec::Offset(0);
    }
    p.zone_type = 0;
    p.tz = None;
    p.have_zone = 0;
    let (ts, us) = relative::update_ts(&mut p, &out.tz);
    out.ts = ts;
    out.us = us;
    Ok(out)
}

pub(super) fn modify<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::modify", cls::<IMM>());
    let text = arg_str(vm, a, 0, &f, "modifier")?;
    let d = dt_of(vm, this)?;
    match apply_modify(vm, &d, &text) {
        Ok(n) => result::<IMM>(vm, this, n),
        Err(msg) => Err(throw(
            vm,
            "DateMalformedStringException",
            format!("{f}(): {msg}"),
        )),
    }
}

pub(super) fn add<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    add_sub::<IMM>(vm, this, a, false)
}

pub(super) fn sub<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    add_sub::<IMM>(vm, this, a, true)
}

fn add_sub<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
    neg: bool,
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::{}", cls::<IMM>(), if neg { "sub" } else { "add" });
    let iv = obj_arg(a, 0, &f, "interval", "DateInterval")?;
    let d = dt_of(vm, this)?;
    let n = interval::apply(vm, &d, &iv, neg, &f)?;
    result::<IMM>(vm, this, n)
}

pub(super) fn get_timestamp(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let d = dt_of(vm, this_of(this)?)?;
    Ok(Value::Int(d.ts))
}

pub(super) fn get_microsecond(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let d = dt_of(vm, this_of(this)?)?;
    Ok(Value::Int(d.us))
}

pub(super) fn get_offset(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let d = dt_of(vm, this_of(this)?)?;
    Ok(Value::Int(d.tz.info(d.ts).offset))
}

pub(super) fn get_timezone(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let d = dt_of(vm, this_of(this)?)?;
    zone::new_zone(vm, d.tz)
}

pub(super) fn set_timestamp<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let ts = arg_int(
        vm,
        a,
        0,
        &format!("{}::setTimestamp", cls::<IMM>()),
        "timestamp",
    )?;
    let mut d = dt_of(vm, this)?;
    d.ts = ts;
    d.us = 0;
    result::<IMM>(vm, this, d)
}

pub(super) fn set_timezone<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::setTimezone", cls::<IMM>());
    let z = obj_arg(a, 0, &f, "timezone", "DateTimeZone")?;
    let mut d = dt_of(vm, this)?;
    d.tz = zone::spec_of(&z);
    result::<IMM>(vm, this, d)
}

pub(super) fn set_date<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::setDate", cls::<IMM>());
    let y = arg_int(vm, a, 0, &f, "year")?;
    let m = arg_int(vm, a, 1, &f, "month")?;
    let dd = arg_int(vm, a, 2, &f, "day")?;
    let mut d = dt_of(vm, this)?;
    let mut fl = d.fields();
    fl.y = y;
    fl.m = m;
    fl.d = dd;
    d.set_fields(fl);
    result::<IMM>(vm, this, d)
}

pub(super) fn set_iso_date<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::setISODate", cls::<IMM>());
    let y = arg_int(vm, a, 0, &f, "year")?;
    let w = arg_int(vm, a, 1, &f, "week")?;
    let dow = if a.len() > 2 {
        arg_int(vm, a, 2, &f, "dayOfWeek")?
    } else {
        1
    };
    let mut d = dt_of(vm, this)?;
    let mut fl = d.fields();
    fl.y = y;
    fl.m = 1;
    fl.d = 1i64.wrapping_add(civil::daynr_from_weeknr(y, w, dow));
    d.set_fields(fl);
    result::<IMM>(vm, this, d)
}

pub(super) fn set_time<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::setTime", cls::<IMM>());
    let h = arg_int(vm, a, 0, &f, "hour")?;
    let i = arg_int(vm, a, 1, &f, "minute")?;
    let s = if a.len() > 2 {
        arg_int(vm, a, 2, &f, "second")?
    } else {
        0
    };
    let us = if a.len() > 3 {
        arg_int(vm, a, 3, &f, "microsecond")?
    } else {
        0
    };
    let mut d = dt_of(vm, this)?;
    let fl = d.fields();
    d.set_fields(Fields { h, i, s, us, ..fl });
    result::<IMM>(vm, this, d)
}

pub(super) fn set_microsecond<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::setMicrosecond", cls::<IMM>());
    let us = arg_int(vm, a, 0, &f, "microsecond")?;
    if !(0..=999_999).contains(&us) {
        return Err(throw(
            vm,
            "DateRangeError",
            format!("{f}(): Argument #1 ($microsecond) must be between 0 and 999999, {us} given"),
        ));
    }
    let mut d = dt_of(vm, this)?;
    d.us = us;
    result::<IMM>(vm, this, d)
}

/// A new object of `class` holding `d`.
pub(super) fn new_dt(vm: &mut Vm, class: &str, d: Dt) -> Result<ObjectHandle, Control> {
    let c = vm.lookup_class(class.as_bytes())?;
    dt_of_class(vm, &c, d)
}

fn dt_of_class(
    vm: &mut Vm,
    c: &std::rc::Rc<rphp_vm::class::Class>,
    d: Dt,
) -> Result<ObjectHandle, Control> {
    let o = vm.instantiate_class(c)?;
    o.set_state(d);
    Ok(o)
}

/// A static factory's new object holding `d`: of the class the method was called on
/// (`MyDateTime::createFromFormat()` makes a MyDateTime), as php's `static` return.
pub(super) fn new_dt_static(vm: &mut Vm, class: &str, d: Dt) -> Result<ObjectHandle, Control> {
    match vm.native_called_class() {
        Some(c) if c.is_a(class.as_bytes()) => dt_of_class(vm, &c, d),
        _ => new_dt(vm, class, d),
    }
}

fn create_from<const IMM: bool, const KIND: u8>(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let (name, want) = match (KIND, IMM) {
        (0, _) => ("createFromInterface", "DateTimeInterface"),
        (_, true) => ("createFromMutable", "DateTime"),
        (_, false) => ("createFromImmutable", "DateTimeImmutable"),
    };
    let f = format!("{}::{name}", cls::<IMM>());
    let o = obj_arg(a, 0, &f, "object", want)?;
    let d = dt_of(vm, &o)?;
    Ok(Value::Object(new_dt_static(vm, cls::<IMM>(), d)?))
}

fn create_from_timestamp<const IMM: bool>(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let f = format!("{}::createFromTimestamp", cls::<IMM>());
    let (ts, us) = match a.first().map(Value::deref_value) {
        Some(Value::Float(x)) => {
            if !x.is_finite() || x >= 9.2e18 || x <= -9.2e18 {
                return Err(throw(
                    vm,
                    "DateRangeError",
                    format!(
                        "{f}(): Argument #1 ($timestamp) must be a finite number between {} and {}, {} given",
                        i64::MIN,
                        i64::MAX,
                        x
                    ),
                ));
            }
            let sec = x.floor();
            (sec as i64, ((x - sec) * 1_000_000.0).round() as i64)
        }
        _ => (arg_int(vm, a, 0, &f, "timestamp")?, 0),
    };
    let d = Dt {
        ts,
        us: us.clamp(0, 999_999),
        tz: TzSpec::Offset(0),
    };
    Ok(Value::Object(new_dt_static(vm, cls::<IMM>(), d)?))
}

/// The state described by a `date`/`timezone_type`/`timezone` array, if valid.
pub(super) fn dt_from_array(vm: &mut Vm, arr: &PhpArray) -> Option<Dt> {
    let get = |k: &str| arr.get_named(k).map(Value::deref_value);
    let Some(Value::Str(date)) = get("date") else {
        return None;
    };
    let Some(Value::Int(kind)) = get("timezone_type") else {
        return None;
    };
    let Some(Value::Str(tzname)) = get("timezone") else {
        return None;
    };
    let zone = zone::parse_zone_name(&tzname.to_string_lossy())?;
    if zone.kind() != kind {
        return None;
    }
    parse_new(vm, &date, Some(zone.clone())).ok().map(|mut d| {
        d.tz = zone;
        d
    })
}

fn set_state<const IMM: bool>(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let f = format!("{}::__set_state", cls::<IMM>());
    let arr = rphp_vm::builtins::arg_array(a, 0, &f, "array")?;
    match dt_from_array(vm, &arr) {
        Some(d) => Ok(Value::Object(new_dt(vm, cls::<IMM>(), d)?)),
        None => Err(Control::Error(
            ThrowKind::Error,
            format!("Invalid serialization data for {} object", cls::<IMM>()),
        )),
    }
}

/// The entries of a date's own state in its serialized array (php's
/// date_time_is_internal_property).
const DT_OWN: &[&[u8]] = &[b"date", b"timezone_type", b"timezone"];

fn serialize(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let d = dt_of(vm, this)?;
    let mut a = PhpArray::new();
    dt_props(&d, &mut a);
    for (k, v) in super::custom_props(this, DT_OWN).iter() {
        a.insert(k, v.clone());
    }
    Ok(Value::Array(a))
}

fn unserialize<const IMM: bool>(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = format!("{}::__unserialize", cls::<IMM>());
    let arr = rphp_vm::builtins::arg_array(a, 0, &f, "data")?;
    match dt_from_array(vm, &arr) {
        Some(d) => {
            this.set_state(d);
            super::restore_custom(this, &arr, DT_OWN);
            Ok(Value::Null)
        }
        None => Err(Control::Error(
            ThrowKind::Error,
            format!("Invalid serialization data for {} object", cls::<IMM>()),
        )),
    }
}

fn wakeup(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Null)
}
