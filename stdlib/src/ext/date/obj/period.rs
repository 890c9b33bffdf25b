//! DatePeriod (start, interval, end or recurrence count, or an ISO 8601 `R5/start/interval`
//! string; EXCLUDE_START_DATE, INCLUDE_END_DATE) and the InternalIterator its
//! `getIterator` returns: the dates are computed when iteration starts.

use super::datetime::{cls, new_dt, obj_arg, parse_new};
use super::interval::{self, new_interval, parse_iso};
use super::{Dt, dt_of, this_of, throw};
use rphp_vm::builtins::{arg_int, arg_str, type_error};
use rphp_vm::bytecode::Visibility;
use rphp_vm::class_def::{ClassDef, ConstVal, Method, PropDef};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, Value};

const C: &str = "DatePeriod";
const LIMIT: usize = 1_000_000;

pub static PERIOD: ClassDef = ClassDef {
    name: C,
    interfaces: &["IteratorAggregate"],
    consts: &[
        ("EXCLUDE_START_DATE", ConstVal::Int(1)),
        ("INCLUDE_END_DATE", ConstVal::Int(2)),
    ],
    methods: &[
        Method::new(
            C,
            "__construct",
            construct,
            0,
            4,
            &["start", "interval", "end", "options"],
        ),
        Method::new(
            C,
            "createFromISO8601String",
            create_from_iso,
            1,
            2,
            &["specification", "options"],
        )
        .static_(),
        Method::new(C, "getStartDate", get_start, 0, 0, &[]),
        Method::new(C, "getEndDate", get_end, 0, 0, &[]),
        Method::new(C, "getDateInterval", get_interval, 0, 0, &[]),
        Method::new(C, "getRecurrences", get_recurrences, 0, 0, &[]),
        Method::new(C, "getIterator", get_iterator, 0, 0, &[]),
        Method::new(C, "__serialize", serialize, 0, 0, &[]),
        Method::new(C, "__unserialize", unserialize, 1, 1, &["data"]),
        Method::new(C, "__set_state", set_state, 1, 1, &["array"]).static_(),
        Method::new(C, "__wakeup", wakeup, 0, 0, &[]),
    ],
    props: &[
        prop_def("start"),
        prop_def("current"),
        prop_def("end"),
        prop_def("interval"),
        prop_def("recurrences"),
        prop_def("include_start_date"),
        prop_def("include_end_date"),
    ],
    ..ClassDef::EMPTY
};

const fn prop_def(name: &'static str) -> PropDef {
    PropDef {
        name,
        visibility: Visibility::Public,
        is_static: false,
        readonly: true,
        default: ConstVal::Null,
    }
}

#[derive(Clone, Default)]
struct Period {
    start: Option<(Dt, bool)>,
    end: Option<Dt>,
    recurrences: i64,
    include_start: bool,
    include_end: bool,
}

fn set_props(vm: &mut Vm, o: &ObjectHandle, p: &Period, iv: Value) -> Result<(), Control> {
    let start = match &p.start {
        Some((d, imm)) => Value::Object(new_dt(
            vm,
            if *imm { cls::<true>() } else { cls::<false>() },
            d.clone(),
        )?),
        None => Value::Null,
    };
    let imm = p.start.as_ref().is_some_and(|(_, i)| *i);
    let end = match &p.end {
        Some(d) => Value::Object(new_dt(
            vm,
            if imm { cls::<true>() } else { cls::<false>() },
            d.clone(),
        )?),
        None => Value::Null,
    };
    let mut b = o.borrow_mut();
    let pr = &mut b.properties;
    pr.insert("start", start);
    pr.insert("current", Value::Null);
    pr.insert("end", end);
    pr.insert("interval", iv);
    pr.insert("recurrences", Value::Int(p.recurrences));
    pr.insert("include_start_date", Value::Bool(p.include_start));
    pr.insert("include_end_date", Value::Bool(p.include_end));
    Ok(())
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let f = "DatePeriod::__construct";
    let mut p = Period::default();
    let iv;
    let options;
    if a.is_empty() {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "{f}() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments"
            ),
        ));
    }
    if let Some(Value::Str(_)) = a.first().map(Value::deref_value) {
        let text = arg_str(vm, a, 0, f, "isostr")?;
        vm.deprecated("Calling DatePeriod::__construct(string $isostr, int $options = 0) is deprecated, use DatePeriod::createFromISO8601String() instead");
        options = if a.len() > 1 {
            arg_int(vm, a, 1, f, "options")?
        } else {
            0
        };
        iv = iso_period(vm, &text, f, &mut p)?;
    } else {
        if a.len() < 3 {
            return Err(Control::Error(
                ThrowKind::TypeError,
                format!(
                    "{f}() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments"
                ),
            ));
        }
        let start = obj_arg(a, 0, f, "start", "DateTimeInterface")?;
        let ivo = obj_arg(a, 1, f, "interval", "DateInterval")?;
        let d = dt_of(vm, &start)?;
        p.start = Some((d, start.instance_of(b"DateTimeImmutable")));
        match a.get(2).map(Value::deref_value) {
            Some(Value::Object(e)) if e.instance_of(b"DateTimeInterface") => {
                p.end = Some(dt_of(vm, &e)?);
            }
            Some(Value::Int(_))
            | Some(Value::Float(_))
            | Some(Value::Str(_))
            | Some(Value::Bool(_)) => {
                let r = arg_int(vm, a, 2, f, "recurrences")?;
                if r < 1 {
                    return Err(throw(
                        vm,
                        "DateMalformedPeriodStringException",
                        format!(
                            "{f}(): Recurrence count must be greater or equal to 1 and lower than 2147483640"
                        ),
                    ));
                }
                p.recurrences = r;
            }
            Some(v) => return Err(type_error(f, 2, "end", "DateTimeInterface|int", &v)),
            None => {
                return Err(Control::Error(
                    ThrowKind::TypeError,
                    format!(
                        "{f}() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments"
                    ),
                ));
            }
        }
        options = if a.len() > 3 {
            arg_int(vm, a, 3, f, "options")?
        } else {
            0
        };
        iv = Value::Object(interval::copy_interval(vm, &ivo)?);
    }
    finish(vm, Some(this), p, iv, options)
}

/// Parse `R<n>/<start>/<interval>[/<end>]` into `p`; the interval object.
fn iso_period(vm: &mut Vm, text: &[u8], f: &str, p: &mut Period) -> Result<Value, Control> {
    let s = String::from_utf8_lossy(text).to_string();
    if s.is_empty() {
        return Err(throw(
            vm,
            "DateMalformedPeriodStringException",
            "Unknown or bad format ()",
        ));
    }
    let mut start = None;
    let mut rel = None;
    let mut rec = None;
    let mut end = None;
    // A part that is no recurrence, duration or date is timelib's parse error.
    let mut bad = false;
    for part in s.split('/') {
        if let Some(n) = part.strip_prefix('R') {
            bad |= n.parse::<i64>().is_err();
            rec = n.parse::<i64>().ok().filter(|r| *r > 0);
        } else if part.starts_with('P') {
            rel = parse_iso(part.as_bytes());
            bad |= rel.is_none();
        } else if start.is_none() {
            start = parse_new(vm, part.as_bytes(), None).ok().map(utc_z);
            bad |= start.is_none();
        } else {
            end = parse_new(vm, part.as_bytes(), None).ok().map(utc_z);
            bad |= end.is_none();
        }
    }
    if bad {
        return Err(throw(
            vm,
            "DateMalformedPeriodStringException",
            format!("Unknown or bad format ({s})"),
        ));
    }
    let fail = |vm: &mut Vm, what: &str| {
        Err(throw(
            vm,
            "DateMalformedPeriodStringException",
            format!("{f}(): ISO interval must contain {what}, \"{s}\" given"),
        ))
    };
    let Some(start) = start else {
        return fail(vm, "a start date");
    };
    let Some(rel) = rel else {
        return fail(vm, "an interval");
    };
    if end.is_none() && rec.is_none() {
        return fail(vm, "an end date or a recurrence count");
    }
    let r = rec.unwrap_or(0);
    if end.is_none() && !(1..2_147_483_640).contains(&r) {
        return Err(throw(
            vm,
            "DateMalformedPeriodStringException",
            format!(
                "{f}(): Recurrence count must be greater or equal to 1 and lower than 2147483640"
            ),
        ));
    }
    p.start = Some((start, false));
    p.end = end;
    p.recurrences = r;
    Ok(Value::Object(new_interval(vm, &rel, false)?))
}

fn create_from_iso(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let f = "DatePeriod::createFromISO8601String";
    let text = arg_str(vm, a, 0, f, "specification")?;
    let options = if a.len() > 1 {
        arg_int(vm, a, 1, f, "options")?
    } else {
        0
    };
    let mut p = Period::default();
    let iv = iso_period(vm, &text, f, &mut p)?;
    finish(vm, None, p, iv, options)
}

/// Apply the options, store the properties and state (in `this`, or a new object).
fn finish(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    mut p: Period,
    iv: Value,
    options: i64,
) -> Result<Value, Control> {
    let o = match this {
        Some(o) => o.clone(),
        None => {
            let c = vm.lookup_class(C.as_bytes())?;
            vm.instantiate_class(&c)?
        }
    };
    p.include_start = options & 1 == 0;
    p.include_end = options & 2 != 0;
    p.recurrences = p.recurrences + i64::from(p.include_start) + i64::from(p.include_end);
    set_props(vm, &o, &p, iv)?;
    o.set_state(p);
    Ok(if this.is_some() {
        Value::Null
    } else {
        Value::Object(o)
    })
}

/// The ISO 8601 parser reads `Z` as the offset +00:00.
fn utc_z(mut d: Dt) -> Dt {
    if matches!(&d.tz, super::super::tz::TzSpec::Abbr { abbr, .. } if abbr == "Z") {
        d.tz = super::super::tz::TzSpec::Offset(0);
    }
    d
}

fn prop(o: &ObjectHandle, name: &str) -> Value {
    o.borrow()
        .properties
        .get_named(name)
        .map(Value::deref_value)
        .unwrap_or(Value::Null)
}

fn get_start(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    Ok(prop(this_of(this)?, "start"))
}

fn get_end(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(prop(this_of(this)?, "end"))
}

fn get_interval(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    Ok(prop(this_of(this)?, "interval"))
}

fn get_recurrences(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let p = this
        .state::<Period>()
        .map(|p| p.clone())
        .unwrap_or_default();
    if p.end.is_some() {
        return Ok(Value::Null);
    }
    Ok(Value::Int(
        p.recurrences - i64::from(p.include_start) - i64::from(p.include_end),
    ))
}

fn get_iterator(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let Some(p) = this.state::<Period>().map(|p| p.clone()) else {
        return Err(Control::Error(
            ThrowKind::Error,
            "DatePeriod has not been initialized correctly".into(),
        ));
    };
    let Value::Object(ivo) = prop(this, "interval") else {
        return Ok(Value::Null);
    };
    let Some((start, imm)) = p.start.clone() else {
        return Ok(Value::Null);
    };
    let class = if imm { cls::<true>() } else { cls::<false>() };
    let mut items = Vec::new();
    let mut cur = start;
    if !p.include_start {
        cur = interval::apply(vm, &cur, &ivo, false, "")?;
    }
    loop {
        let more = match &p.end {
            Some(e) => {
                if p.include_end {
                    (cur.ts, cur.us) <= (e.ts, e.us)
                } else {
                    (cur.ts, cur.us) < (e.ts, e.us)
                }
            }
            None => (items.len() as i64) < p.recurrences,
        };
        if !more || items.len() >= LIMIT {
            break;
        }
        items.push(Value::Object(new_dt(vm, class, cur.clone())?));
        let next = interval::apply(vm, &cur, &ivo, false, "")?;
        if (next.ts, next.us) == (cur.ts, cur.us) && p.end.is_some() {
            break;
        }
        cur = next;
    }
    let current = Value::Object(new_dt(vm, class, cur)?);
    this.borrow_mut().properties.insert("current", current);
    let items = items
        .into_iter()
        .enumerate()
        .map(|(i, v)| (Value::Int(i as i64), v))
        .collect();
    Ok(Value::Object(vm.new_internal_iterator(items)))
}

fn serialize(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    Ok(Value::Array(this_of(this)?.borrow().properties.clone()))
}

/// Rebuild a period from its serialized properties; false when they are not valid.
fn restore(vm: &mut Vm, o: &ObjectHandle, arr: &rphp_vm::value::PhpArray) -> Result<bool, Control> {
    let get = |k: &str| arr.get_named(k).map(Value::deref_value);
    let dt = |v: Option<Value>| match v {
        Some(Value::Object(d)) if d.instance_of(b"DateTimeInterface") => Some(Some(d)),
        Some(Value::Null) | None => Some(None),
        _ => None,
    };
    let (Some(start), Some(end), Some(current)) =
        (dt(get("start")), dt(get("end")), dt(get("current")))
    else {
        return Ok(false);
    };
    let iv = match get("interval") {
        Some(Value::Object(i)) if i.instance_of(b"DateInterval") => Value::Object(i),
        Some(Value::Null) | None => Value::Null,
        _ => return Ok(false),
    };
    let Some(Value::Int(rec)) = get("recurrences") else {
        return Ok(false);
    };
    let Some(Value::Bool(inc_start)) = get("include_start_date") else {
        return Ok(false);
    };
    let Some(Value::Bool(inc_end)) = get("include_end_date") else {
        return Ok(false);
    };
    let mut p = Period {
        recurrences: rec,
        include_start: inc_start,
        include_end: inc_end,
        ..Period::default()
    };
    if let Some(s) = &start {
        p.start = Some((dt_of(vm, s)?, s.instance_of(b"DateTimeImmutable")));
    }
    if let Some(e) = &end {
        p.end = Some(dt_of(vm, e)?);
    }
    {
        let mut b = o.borrow_mut();
        let pr = &mut b.properties;
        pr.insert("start", start.map_or(Value::Null, Value::Object));
        pr.insert("current", current.map_or(Value::Null, Value::Object));
        pr.insert("end", end.map_or(Value::Null, Value::Object));
        pr.insert("interval", iv);
        pr.insert("recurrences", Value::Int(rec));
        pr.insert("include_start_date", Value::Bool(inc_start));
        pr.insert("include_end_date", Value::Bool(inc_end));
    }
    o.set_state(p);
    Ok(true)
}

fn unserialize(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let arr = rphp_vm::builtins::arg_array(a, 0, "DatePeriod::__unserialize", "data")?;
    if !restore(vm, this, &arr)? {
        return Err(Control::Error(
            ThrowKind::Error,
            "Invalid serialization data for DatePeriod object".into(),
        ));
    }
    Ok(Value::Null)
}

fn set_state(vm: &mut Vm, _this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let arr = rphp_vm::builtins::arg_array(a, 0, "DatePeriod::__set_state", "array")?;
    let c = vm.lookup_class(C.as_bytes())?;
    let o = vm.instantiate_class(&c)?;
    if !restore(vm, &o, &arr)? {
        return Err(Control::Error(
            ThrowKind::Error,
            "Invalid serialization data for DatePeriod object".into(),
        ));
    }
    Ok(Value::Object(o))
}

fn wakeup(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Null)
}
