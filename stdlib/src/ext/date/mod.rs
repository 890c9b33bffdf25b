//! ext/date, procedural core: the default time zone (per VM; `date.timezone` ini, "UTC"
//! when unset), `time`, `mktime`/`gmmktime`, `checkdate`, `date`/`gmdate`/`idate`,
//! `getdate`, `localtime`, `strtotime`, `date_parse`, and `gettimeofday` (ext/standard's, but
//! it reads the default zone). The IANA database comes from
//! `jiff` (`tz`), the calendar arithmetic is timelib's on 64-bit years (`civil`), the
//! strtotime grammar is timelib's re2c scanner rebuilt on a lazy DFA (`parse`) and
//! applied to a base time as `timelib_update_ts` does (`relative`).
//! The DateTime classes and their procedural aliases are in `obj`.

mod civil;
mod format;
mod obj;
mod parse;
mod relative;
pub(crate) mod strftime;
pub(crate) mod sun;
mod tz;

use crate::def;
use civil::Fields;
use format::Moment;
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_opt_int, arg_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};
use tz::Zone;

pub(crate) use obj::FUNCTIONS as CLASS_FUNCTIONS;
pub use obj::register_classes;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("time", time, 0, 0, &[]),
    def("gettimeofday", gettimeofday, 0, 1, &["as_float"]),
    def(
        "mktime",
        mktime,
        1,
        6,
        &["hour", "minute", "second", "month", "day", "year"],
    ),
    def(
        "gmmktime",
        gmmktime,
        1,
        6,
        &["hour", "minute", "second", "month", "day", "year"],
    ),
    def("checkdate", checkdate, 3, 3, &["month", "day", "year"]),
    def("date", date, 1, 2, &["format", "timestamp"]),
    def("gmdate", gmdate, 1, 2, &["format", "timestamp"]),
    def("idate", idate, 1, 2, &["format", "timestamp"]),
    def("getdate", getdate, 0, 1, &["timestamp"]),
    def("localtime", localtime, 0, 2, &["timestamp", "associative"]),
    def("strtotime", strtotime, 1, 2, &["datetime", "baseTimestamp"]),
    def("date_parse", date_parse, 1, 1, &["datetime"]),
    def(
        "date_default_timezone_set",
        date_default_timezone_set,
        1,
        1,
        &["timezoneId"],
    ),
    def(
        "date_default_timezone_get",
        date_default_timezone_get,
        0,
        0,
        &[],
    ),
];

/// ext/date's string constants (the DATE_* formats).
pub(crate) const STR_CONSTANTS: &[(&str, &str)] = &[
    ("DATE_ATOM", "Y-m-d\\TH:i:sP"),
    ("DATE_COOKIE", "l, d-M-Y H:i:s T"),
    ("DATE_ISO8601", "Y-m-d\\TH:i:sO"),
    ("DATE_ISO8601_EXPANDED", "X-m-d\\TH:i:sP"),
    ("DATE_RFC822", "D, d M y H:i:s O"),
    ("DATE_RFC850", "l, d-M-y H:i:s T"),
    ("DATE_RFC1036", "D, d M y H:i:s O"),
    ("DATE_RFC1123", "D, d M Y H:i:s O"),
    ("DATE_RFC7231", "D, d M Y H:i:s \\G\\M\\T"),
    ("DATE_RFC2822", "D, d M Y H:i:s O"),
    ("DATE_RFC3339", "Y-m-d\\TH:i:sP"),
    ("DATE_RFC3339_EXTENDED", "Y-m-d\\TH:i:s.vP"),
    ("DATE_RSS", "D, d M Y H:i:s O"),
    ("DATE_W3C", "Y-m-d\\TH:i:sP"),
];

/// The per-VM date state: the zone date_default_timezone_set() chose, and the strtotime
/// scanner (built on first use).
#[derive(Default)]
struct DateState {
    zone: Option<Zone>,
    scanner: Option<parse::Scanner>,
}

/// The default zone: date_default_timezone_set()'s, else `date.timezone` when valid,
/// else UTC (`guess_timezone`).
pub(crate) fn default_zone(vm: &mut Vm) -> Zone {
    if let Some(zone) = &vm.ext.get_or_default::<DateState>().zone {
        return zone.clone();
    }
    let ini = vm.ini.get("date.timezone").unwrap_or("").to_string();
    Zone::lookup(&ini).unwrap_or_else(Zone::utc)
}

/// The error log's stamp of `secs` in zone `name` (`d-M-Y H:i:s e`, `Ini::log_stamp`);
/// None when the zone is unknown (the log then stamps in UTC, as php's fallback).
pub fn log_stamp(name: &str, secs: i64) -> Option<String> {
    let zone = Zone::lookup(name)?;
    let m = format::Moment::new(secs, Some(&zone));
    Some(String::from_utf8_lossy(&format::format(b"d-M-Y H:i:s e", &m)).into_owned())
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// A `?int` parameter: None for null; php names the type `?int` in its TypeError.
fn opt_int(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<i64>, Control> {
    arg_opt_int(vm, a, n, func, param).map_err(|e| match e {
        Control::Error(ThrowKind::TypeError, msg) => Control::Error(
            ThrowKind::TypeError,
            msg.replacen("must be of type int,", "must be of type ?int,", 1),
        ),
        other => other,
    })
}

/// An optional `?int $timestamp` argument, "now" when absent or null.
fn ts_arg(vm: &mut Vm, a: &[Value], n: usize, func: &str, param: &str) -> Result<i64, Control> {
    Ok(opt_int(vm, a, n, func, param)?.unwrap_or_else(now))
}

fn time(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(now()))
}

/// `gettimeofday()` (ext/standard's microtime.c): the clock plus the default zone's offset
/// in minutes west of UTC and its DST flag.
fn gettimeofday(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let as_float = !a.is_empty() && arg_bool(vm, a, 0, "gettimeofday", "as_float")?;
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let sec = clock.as_secs() as i64;
    let usec = i64::from(clock.subsec_micros());
    if as_float {
        return Ok(Value::Float(sec as f64 + usec as f64 / 1_000_000.0));
    }
    let info = default_zone(vm).info(sec);
    let mut arr = PhpArray::new();
    arr.insert("sec", sec);
    arr.insert("usec", usec);
    arr.insert("minuteswest", -info.offset / 60);
    arr.insert("dsttime", i64::from(info.dst));
    Ok(Value::Array(arr))
}

fn date_common(vm: &mut Vm, a: &[Value], func: &str, local: bool) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, func, "format")?;
    let ts = ts_arg(vm, a, 1, func, "timestamp")?;
    let zone = local.then(|| default_zone(vm));
    let moment = Moment::new(ts, zone.as_ref());
    Ok(Value::Str(PhpStr::new(&format::format(&fmt, &moment))))
}

fn date(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    date_common(vm, a, "date", true)
}

fn gmdate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    date_common(vm, a, "gmdate", false)
}

fn idate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, "idate", "format")?;
    let ts = ts_arg(vm, a, 1, "idate", "timestamp")?;
    if fmt.len() != 1 {
        vm.warn("idate(): idate format is one char");
        return Ok(Value::Bool(false));
    }
    let zone = default_zone(vm);
    let moment = Moment::new(ts, Some(&zone));
    match format::idate_field(fmt[0], &moment) {
        Some(v) if v != -1 => Ok(Value::Int(v)),
        _ => {
            vm.warn("idate(): Unrecognized date format token");
            Ok(Value::Bool(false))
        }
    }
}

fn mktime_common(vm: &mut Vm, a: &[Value], func: &str, gmt: bool) -> Result<Value, Control> {
    let hour = arg_int(vm, a, 0, func, "hour")?;
    let names = ["minute", "second", "month", "day", "year"];
    let mut given = [None; 5];
    for (k, name) in names.iter().enumerate() {
        given[k] = opt_int(vm, a, k + 1, func, name)?;
    }
    let zone = (!gmt).then(|| default_zone(vm));
    let base_moment = Moment::new(now(), zone.as_ref());
    // timelib resolves an overlap with the DST flag of "now" (have_zone is set).
    let base_dst = base_moment.local.as_ref().is_some_and(|(info, _)| info.dst);
    let base = base_moment.civil;
    let year = given[4].map(|y| match y {
        0..=69 => y + 2000,
        70..=100 => y + 1900,
        _ => y,
    });
    let mut f = Fields {
        y: year.unwrap_or(base.y),
        m: given[2].unwrap_or(base.m),
        d: given[3].unwrap_or(base.d),
        h: hour,
        i: given[0].unwrap_or(base.i),
        s: given[1].unwrap_or(base.s),
        us: 0,
    };
    civil::normalize(&mut f);
    let local = civil::ts_from_civil(&civil::Civil {
        y: f.y,
        m: f.m,
        d: f.d,
        h: f.h,
        i: f.i,
        s: f.s,
    });
    let ts = match &zone {
        Some(zone) => zone.local_to_ts(local, Some(base_dst)),
        None => local,
    };
    Ok(Value::Int(ts))
}

fn mktime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    mktime_common(vm, a, "mktime", false)
}

fn gmmktime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    mktime_common(vm, a, "gmmktime", true)
}

fn checkdate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let m = arg_int(vm, a, 0, "checkdate", "month")?;
    let d = arg_int(vm, a, 1, "checkdate", "day")?;
    let y = arg_int(vm, a, 2, "checkdate", "year")?;
    Ok(Value::Bool(
        (1..=32767).contains(&y) && civil::valid_date(y, m, d),
    ))
}

fn getdate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ts = ts_arg(vm, a, 0, "getdate", "timestamp")?;
    let zone = default_zone(vm);
    let c = Moment::new(ts, Some(&zone)).civil;
    let mut arr = PhpArray::new();
    arr.insert("seconds", c.s);
    arr.insert("minutes", c.i);
    arr.insert("hours", c.h);
    arr.insert("mday", c.d);
    arr.insert("wday", civil::day_of_week(c.y, c.m, c.d));
    arr.insert("mon", c.m);
    arr.insert("year", c.y);
    arr.insert("yday", civil::day_of_year(c.y, c.m, c.d));
    arr.insert("weekday", format::day_name(c.y, c.m, c.d));
    arr.insert("month", format::month_name(c.m));
    arr.insert(0i64, ts);
    Ok(Value::Array(arr))
}

fn localtime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ts = ts_arg(vm, a, 0, "localtime", "timestamp")?;
    let assoc = if a.len() > 1 {
        arg_bool(vm, a, 1, "localtime", "associative")?
    } else {
        false
    };
    let zone = default_zone(vm);
    let moment = Moment::new(ts, Some(&zone));
    let c = moment.civil;
    let dst = moment.local.as_ref().is_some_and(|(info, _)| info.dst);
    let fields = [
        ("tm_sec", c.s),
        ("tm_min", c.i),
        ("tm_hour", c.h),
        ("tm_mday", c.d),
        ("tm_mon", c.m - 1),
        ("tm_year", c.y.wrapping_sub(1900)),
        ("tm_wday", civil::day_of_week(c.y, c.m, c.d)),
        ("tm_yday", civil::day_of_year(c.y, c.m, c.d)),
        ("tm_isdst", i64::from(dst)),
    ];
    let mut arr = PhpArray::new();
    for (name, v) in fields {
        if assoc {
            arr.insert(name, v);
        } else {
            let _ = arr.push(v);
        }
    }
    Ok(Value::Array(arr))
}

pub(crate) fn scanner(vm: &mut Vm) -> &mut parse::Scanner {
    vm.ext
        .get_or_default::<DateState>()
        .scanner
        .get_or_insert_with(parse::Scanner::new)
}

fn strtotime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let text = arg_str(vm, a, 0, "strtotime", "datetime")?;
    let base = ts_arg(vm, a, 1, "strtotime", "baseTimestamp")?;
    if text.is_empty() {
        return Ok(Value::Bool(false));
    }
    let zone = default_zone(vm);
    let parsed = scanner(vm).parse(&text);
    if !parsed.errors.is_empty() {
        return Ok(Value::Bool(false));
    }
    match relative::resolve(parsed, base, &zone) {
        Some(ts) => Ok(Value::Int(ts)),
        None => {
            vm.warn("strtotime(): Epoch doesn't fit in a PHP integer");
            Ok(Value::Bool(false))
        }
    }
}

fn date_parse(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let text = arg_str(vm, a, 0, "date_parse", "datetime")?;
    let parsed = scanner(vm).parse(&text);
    Ok(Value::Array(parse::to_array(&parsed)))
}

fn date_default_timezone_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "date_default_timezone_set", "timezoneId")?;
    let text = name.to_string_lossy();
    // php reads the identifier as a C string: up to a NUL byte.
    let c_len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
    match Zone::lookup(&String::from_utf8_lossy(&name[..c_len])) {
        Some(zone) => {
            vm.ini.set_log_zone(&zone.name);
            vm.ext.get_or_default::<DateState>().zone = Some(zone);
            Ok(Value::Bool(true))
        }
        None => {
            vm.notice(format!(
                "date_default_timezone_set(): Timezone ID '{text}' is invalid"
            ));
            Ok(Value::Bool(false))
        }
    }
}

fn date_default_timezone_get(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::str(default_zone(vm).name))
}
