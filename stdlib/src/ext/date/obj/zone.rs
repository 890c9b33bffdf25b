//! DateTimeZone: a zone of any of timelib's three kinds as native state, its constants,
//! getName/getOffset/getTransitions/getLocation, listIdentifiers and listAbbreviations.

use super::super::tz::{TzSpec, Zone};
use super::datetime::obj_arg;
use super::{dt_of, str_value, this_of, throw};
use rphp_vm::builtins::{arg_int, arg_str};
use rphp_vm::class_def::{ClassDef, CloneMode, ConstVal, Handlers, Method, PropPurpose};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, Value};
use std::cmp::Ordering;

const C: &str = "DateTimeZone";

fn zclone(_vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let z = from.state::<TzSpec>().map(|z| z.clone());
    if let Some(z) = z {
        to.set_state(z);
    }
    Ok(())
}

fn zprops(o: &ObjectHandle, _p: PropPurpose) -> Option<PhpArray> {
    let z = o.state::<TzSpec>()?.clone();
    let mut a = o.borrow().properties.clone();
    a.insert("timezone_type", Value::Int(z.kind()));
    a.insert("timezone", str_value(z.name()));
    Some(a)
}

/// `date_object_compare_timezone`: equal or uncomparable; zones of two kinds (an offset
/// and an identifier...) cannot be compared, nor one whose constructor did not run.
fn zcompare(vm: &mut Vm, a: &ObjectHandle, b: &ObjectHandle) -> Result<Option<Ordering>, Control> {
    let spec = |o: &ObjectHandle| o.state::<TzSpec>().map(|z| z.clone());
    let (Some(x), Some(y)) = (spec(a), spec(b)) else {
        return Err(throw(
            vm,
            "DateObjectError",
            "Trying to compare uninitialized DateTimeZone objects",
        ));
    };
    if x.kind() != y.kind() {
        return Err(throw(
            vm,
            "DateException",
            "Cannot compare two different kinds of DateTimeZone objects",
        ));
    }
    Ok((x.name() == y.name()).then_some(Ordering::Equal))
}

static HANDLERS: Handlers = Handlers {
    clone: CloneMode::With(zclone),
    props_for: Some(zprops),
    compare: Some(zcompare),
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

pub static ZONE: ClassDef = ClassDef {
    name: C,
    consts: &[
        ("AFRICA", ConstVal::Int(1)),
        ("AMERICA", ConstVal::Int(2)),
        ("ANTARCTICA", ConstVal::Int(4)),
        ("ARCTIC", ConstVal::Int(8)),
        ("ASIA", ConstVal::Int(16)),
        ("ATLANTIC", ConstVal::Int(32)),
        ("AUSTRALIA", ConstVal::Int(64)),
        ("EUROPE", ConstVal::Int(128)),
        ("INDIAN", ConstVal::Int(256)),
        ("PACIFIC", ConstVal::Int(512)),
        ("UTC", ConstVal::Int(1024)),
        ("ALL", ConstVal::Int(2047)),
        ("ALL_WITH_BC", ConstVal::Int(4095)),
        ("PER_COUNTRY", ConstVal::Int(4096)),
    ],
    methods: &[
        Method::new(C, "__construct", construct, 1, 1, &["timezone"]),
        Method::new(C, "getName", get_name, 0, 0, &[]),
        Method::new(C, "getOffset", get_offset, 1, 1, &["datetime"]),
        Method::new(
            C,
            "getTransitions",
            get_transitions,
            0,
            2,
            &["timestampBegin", "timestampEnd"],
        ),
        Method::new(C, "getLocation", get_location, 0, 0, &[]),
        Method::new(
            C,
            "listIdentifiers",
            list_identifiers,
            0,
            2,
            &["timezoneGroup", "countryCode"],
        )
        .static_(),
        Method::new(C, "listAbbreviations", list_abbreviations, 0, 0, &[]).static_(),
        Method::new(C, "__set_state", set_state, 1, 1, &["array"]).static_(),
        Method::new(C, "__serialize", serialize, 0, 0, &[]),
        Method::new(C, "__unserialize", unserialize, 1, 1, &["data"]),
        Method::new(C, "__wakeup", wakeup, 0, 0, &[]),
    ],
    handlers: Some(&HANDLERS),
    ..ClassDef::EMPTY
};

/// The zone of a DateTimeZone object (UTC when its constructor did not run).
pub fn spec_of(o: &ObjectHandle) -> TzSpec {
    o.state::<TzSpec>().map(|z| z.clone()).unwrap_or_default()
}

/// A zone from what `timezone_open` accepts: `+05:00`/`-0130`, an abbreviation, an id.
pub fn parse_zone_name(name: &str) -> Option<TzSpec> {
    let b = name.as_bytes();
    if let Some(&sign) = b.first()
        && (sign == b'+' || sign == b'-')
    {
        let digits: String = name[1..].chars().filter(|c| *c != ':').collect();
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) || digits.len() > 6 {
            return None;
        }
        let n = |s: &str| s.parse::<i64>().unwrap_or(0);
        let (h, m, s) = match (digits.len(), name[1..].contains(':')) {
            (1 | 2, _) => (n(&digits), 0, 0),
            (3, false) => (n(&digits[..1]), n(&digits[1..]), 0),
            (3, true) => (
                n(&name[1..name.find(':')?]),
                n(&name[name.find(':')? + 1..]),
                0,
            ),
            (4, _) => (n(&digits[..2]), n(&digits[2..]), 0),
            (6, _) => (n(&digits[..2]), n(&digits[2..4]), n(&digits[4..])),
            _ => return None,
        };
        if h > 99 || m > 99 || s > 99 {
            return None;
        }
        let off = h * 3600 + m * 60 + s;
        return Some(TzSpec::Offset(if sign == b'-' { -off } else { off }));
    }
    if name == "UTC" {
        return Some(TzSpec::Id(Zone::lookup("UTC")?));
    }
    if name.starts_with("GMT+") || name.starts_with("GMT-") {
        let (end, z) = super::super::parse::zone_at(b, 0);
        return if end == b.len() { z } else { None };
    }
    if let Some((dst, offset)) = super::super::parse::abbr_offset(name) {
        return Some(TzSpec::Abbr {
            abbr: name.to_ascii_uppercase(),
            offset: offset - dst * 3600,
            dst: dst != 0,
        });
    }
    if let Some(z) = Zone::lookup(name) {
        return Some(TzSpec::Id(z));
    }
    None
}

/// A new DateTimeZone object holding `z`.
pub fn new_zone(vm: &mut Vm, z: TzSpec) -> Result<Value, Control> {
    let c = vm.lookup_class(C.as_bytes())?;
    let o = vm.instantiate_class(&c)?;
    o.set_state(z);
    Ok(Value::Object(o))
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let name = arg_str(vm, a, 0, "DateTimeZone::__construct", "timezone")?;
    let text = name.to_string_lossy().to_string();
    if name.contains(&0) {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "DateTimeZone::__construct(): Argument #1 ($timezone) must not contain any null bytes"
                .into(),
        ));
    }
    match parse_zone_name(&text) {
        Some(TzSpec::Offset(o)) if o.abs() >= 360_000 => Err(throw(
            vm,
            "DateInvalidTimeZoneException",
            format!("DateTimeZone::__construct(): Timezone offset is out of range ({text})"),
        )),
        Some(z) => {
            this.set_state(z);
            Ok(Value::Null)
        }
        None => Err(throw(
            vm,
            "DateInvalidTimeZoneException",
            format!("DateTimeZone::__construct(): Unknown or bad timezone ({text})"),
        )),
    }
}

fn state(vm: &mut Vm, o: &ObjectHandle) -> Result<TzSpec, Control> {
    if let Some(z) = o.state::<TzSpec>() {
        return Ok(z.clone());
    }
    Err(super::uninit(vm, o, C))
}

pub(super) fn get_name(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let z = state(vm, this_of(this)?)?;
    Ok(str_value(z.name()))
}

pub(super) fn get_offset(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let z = state(vm, this)?;
    let o = obj_arg(
        a,
        0,
        "DateTimeZone::getOffset",
        "datetime",
        "DateTimeInterface",
    )?;
    let d = dt_of(vm, &o)?;
    Ok(Value::Int(z.info(d.ts).offset))
}

fn transition(ts: i64, offset: i64, dst: bool, abbr: &str) -> Value {
    let mut e = PhpArray::new();
    e.insert("ts", Value::Int(ts));
    let m = super::super::format::Moment::new(ts, None);
    e.insert(
        "time",
        str_value(super::super::format::format(b"Y-m-d\\TH:i:sP", &m)),
    );
    e.insert("offset", Value::Int(offset));
    e.insert("isdst", Value::Bool(dst));
    e.insert("abbr", str_value(abbr));
    Value::Array(e)
}

pub(super) fn get_transitions(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let z = state(vm, this)?;
    let begin = if a.is_empty() {
        i64::MIN
    } else {
        arg_int(vm, a, 0, "DateTimeZone::getTransitions", "timestampBegin")?
    };
    let end = if a.len() > 1 {
        arg_int(vm, a, 1, "DateTimeZone::getTransitions", "timestampEnd")?
    } else {
        i64::from(i32::MAX)
    };
    let TzSpec::Id(zone) = &z else {
        return Ok(Value::Bool(false));
    };
    let mut out = PhpArray::new();
    let first = zone.info(begin);
    let _ = out.push(transition(begin, first.offset, first.dst, &first.abbr));
    for (ts, info) in zone.transitions_between(begin, end) {
        let _ = out.push(transition(ts, info.offset, info.dst, &info.abbr));
    }
    Ok(Value::Array(out))
}

pub(super) fn get_location(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let z = state(vm, this_of(this)?)?;
    if !matches!(z, TzSpec::Id(_)) {
        return Ok(Value::Bool(false));
    }
    let mut e = PhpArray::new();
    e.insert("country_code", str_value("??"));
    e.insert("latitude", Value::Float(0.0));
    e.insert("longitude", Value::Float(0.0));
    e.insert("comments", str_value(""));
    Ok(Value::Array(e))
}

pub(super) fn list_identifiers(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let f = "DateTimeZone::listIdentifiers";
    let group = if a.is_empty() {
        2047
    } else {
        arg_int(vm, a, 0, f, "timezoneGroup")?
    };
    if !(1..=4095).contains(&group) && group != 4096 {
        return Err(Control::Error(
            ThrowKind::ValueError,
            format!(
                "{f}(): Argument #1 ($timezoneGroup) must be one of DateTimeZone::AFRICA, DateTimeZone::AMERICA, DateTimeZone::ANTARCTICA, DateTimeZone::ARCTIC, DateTimeZone::ASIA, DateTimeZone::ATLANTIC, DateTimeZone::AUSTRALIA, DateTimeZone::EUROPE, DateTimeZone::INDIAN, DateTimeZone::PACIFIC, DateTimeZone::UTC, DateTimeZone::ALL, DateTimeZone::ALL_WITH_BC, or DateTimeZone::PER_COUNTRY"
            ),
        ));
    }
    const PREFIXES: [&str; 10] = [
        "Africa/",
        "America/",
        "Antarctica/",
        "Arctic/",
        "Asia/",
        "Atlantic/",
        "Australia/",
        "Europe/",
        "Indian/",
        "Pacific/",
    ];
    let mut out = PhpArray::new();
    for name in Zone::identifiers() {
        let ok = group & 2048 != 0
            || (name == "UTC" && group & 1024 != 0)
            || PREFIXES
                .iter()
                .enumerate()
                .any(|(k, p)| group & (1 << k) != 0 && name.starts_with(p));
        let canonical = name == "UTC" || PREFIXES.iter().any(|p| name.starts_with(p));
        if ok && (canonical || group & 2048 != 0) {
            let _ = out.push(str_value(&name));
        }
    }
    Ok(Value::Array(out))
}

pub(super) fn list_abbreviations(
    _vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let mut out = PhpArray::new();
    for (abbr, dst, offset, id) in super::super::parse::abbreviations() {
        let mut e = PhpArray::new();
        e.insert("dst", Value::Bool(dst));
        e.insert("offset", Value::Int(offset));
        e.insert("timezone_id", id.map_or(Value::Null, Value::str));
        let list = match out.get_named(abbr) {
            Some(Value::Array(l)) => l.clone(),
            _ => PhpArray::new(),
        };
        let mut list = list;
        let _ = list.push(Value::Array(e));
        out.insert(abbr, Value::Array(list));
    }
    Ok(Value::Array(out))
}

fn from_array(arr: &PhpArray) -> Option<TzSpec> {
    let Some(Value::Int(kind)) = arr.get_named("timezone_type").map(Value::deref_value) else {
        return None;
    };
    let Some(Value::Str(name)) = arr.get_named("timezone").map(Value::deref_value) else {
        return None;
    };
    let z = parse_zone_name(&name.to_string_lossy())?;
    (z.kind() == kind).then_some(z)
}

fn set_state(vm: &mut Vm, _this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let arr = rphp_vm::builtins::arg_array(a, 0, "DateTimeZone::__set_state", "array")?;
    match from_array(&arr) {
        Some(z) => new_zone(vm, z),
        None => Err(Control::Error(
            ThrowKind::Error,
            "Invalid serialization data for DateTimeZone object".into(),
        )),
    }
}

fn serialize(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let z = state(vm, this)?;
    let mut a = PhpArray::new();
    a.insert("timezone_type", Value::Int(z.kind()));
    a.insert("timezone", str_value(z.name()));
    for (k, v) in super::custom_props(this, ZONE_OWN).iter() {
        a.insert(k, v.clone());
    }
    Ok(Value::Array(a))
}

/// The entries of a zone's own state in its serialized array.
const ZONE_OWN: &[&[u8]] = &[b"timezone_type", b"timezone"];

fn unserialize(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let arr = rphp_vm::builtins::arg_array(a, 0, "DateTimeZone::__unserialize", "data")?;
    match from_array(&arr) {
        Some(z) => {
            this.set_state(z);
            super::restore_custom(this, &arr, ZONE_OWN);
            Ok(Value::Null)
        }
        None => Err(Control::Error(
            ThrowKind::Error,
            "Invalid serialization data for DateTimeZone object".into(),
        )),
    }
}

fn wakeup(_vm: &mut Vm, _this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Null)
}
