//! date_sunrise / date_sunset (deprecated since php 8.1) and date_sun_info: timelib's
//! astro.c (Paul Schlyter's public-domain sunrise algorithm) on the default zone's local
//! day, with php_date.c's argument rules and result formats. The trigonometry is musl's
//! (the `libm` crate), as in the php 8.5 oracle, so the last digits agree.

use super::civil::{self, Civil};
use super::default_zone;
use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_float, arg_int, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "date_sunrise",
        date_sunrise,
        1,
        6,
        &[
            "timestamp",
            "returnFormat",
            "latitude",
            "longitude",
            "zenith",
            "utcOffset",
        ],
    ),
    def(
        "date_sunset",
        date_sunset,
        1,
        6,
        &[
            "timestamp",
            "returnFormat",
            "latitude",
            "longitude",
            "zenith",
            "utcOffset",
        ],
    ),
    def(
        "date_sun_info",
        date_sun_info,
        3,
        3,
        &["timestamp", "latitude", "longitude"],
    ),
];

pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("SUNFUNCS_RET_TIMESTAMP", 0),
    ("SUNFUNCS_RET_STRING", 1),
    ("SUNFUNCS_RET_DOUBLE", 2),
];

pub(crate) const INI: &[(&str, &str)] = &[
    ("date.default_latitude", "31.7667"),
    ("date.default_longitude", "35.2333"),
    ("date.sunrise_zenith", "90.833333"),
    ("date.sunset_zenith", "90.833333"),
];

const RADEG: f64 = 180.0 / std::f64::consts::PI;
const DEGRAD: f64 = std::f64::consts::PI / 180.0;

fn sind(x: f64) -> f64 {
    libm::sin(x * DEGRAD)
}
fn cosd(x: f64) -> f64 {
    libm::cos(x * DEGRAD)
}
fn atan2d(y: f64, x: f64) -> f64 {
    RADEG * libm::atan2(y, x)
}
fn revolution(x: f64) -> f64 {
    x - 360.0 * (x * (1.0 / 360.0)).floor()
}
fn rev180(x: f64) -> f64 {
    x - 360.0 * (x * (1.0 / 360.0) + 0.5).floor()
}

/// The sun's ecliptic longitude and distance `d` days after 2000 Jan 0.0.
fn sunpos(d: f64) -> (f64, f64) {
    let m = revolution(356.0470 + 0.985_600_258_5 * d);
    let w = 282.9404 + 4.70935E-5 * d;
    let e = 0.016709 - 1.151E-9 * d;
    let ecc = m + e * RADEG * sind(m) * (1.0 + e * cosd(m));
    let x = cosd(ecc) - e;
    let y = libm::sqrt(1.0 - e * e) * sind(ecc);
    let r = libm::sqrt(x * x + y * y);
    let mut lon = atan2d(y, x) + w;
    if lon >= 360.0 {
        lon -= 360.0;
    }
    (lon, r)
}

/// Right ascension, declination and distance.
fn sun_ra_dec(d: f64) -> (f64, f64, f64) {
    let (lon, r) = sunpos(d);
    let x = r * cosd(lon);
    let y0 = r * sind(lon);
    let obl = 23.4393 - 3.563E-7 * d;
    let z = y0 * sind(obl);
    let y = y0 * cosd(obl);
    (atan2d(y, x), atan2d(z, libm::sqrt(x * x + y * y)), r)
}

/// `timelib_astro_rise_set_altitude`'s results.
struct RiseSet {
    rc: i32,
    h_rise: f64,
    h_set: f64,
    rise: i64,
    set: i64,
    transit: i64,
}

/// The sun's passage through `altit` degrees on the local day of `ts` in the default zone.
fn rise_set(local: &Civil, lon: f64, lat: f64, mut altit: f64, upper_limb: bool) -> RiseSet {
    let midnight_utc = civil::days_from_date(local.y, local.m, local.d) * 86400;
    let d = (midnight_utc as f64 / 86400.0 + 2_440_587.5 - 2_451_545.0) + 2.0 - lon / 360.0;
    let gmst0 = revolution((180.0 + 356.0470 + 282.9404) + (0.985_600_258_5 + 4.70935E-5) * d);
    let sidtime = revolution(gmst0 + 180.0 + lon);
    let (ra, dec, r) = sun_ra_dec(d);
    let tsouth = 12.0 - rev180(sidtime - ra) / 15.0;
    if upper_limb {
        altit -= 0.2666 / r;
    }
    let cost = (sind(altit) - sind(lat) * sind(dec)) / (cosd(lat) * cosd(dec));
    let base = midnight_utc as f64;
    let mut out = RiseSet {
        rc: 0,
        h_rise: 0.0,
        h_set: 0.0,
        rise: 0,
        set: 0,
        transit: (base + tsouth * 3600.0) as i64,
    };
    if cost >= 1.0 {
        out.rc = -1;
    } else if cost <= -1.0 {
        out.rc = 1;
    } else {
        let t = RADEG * libm::acos(cost) / 15.0;
        out.rise = (((tsouth - t) * 3600.0) + base) as i64;
        out.set = (((tsouth + t) * 3600.0) + base) as i64;
        out.h_rise = tsouth - t;
        out.h_set = tsouth + t;
    }
    out
}

/// The wall date of `ts` in the default zone.
fn local_day(vm: &mut Vm, ts: i64) -> Civil {
    let zone = default_zone(vm);
    let info = zone.info(ts);
    civil::civil_from_ts(ts.wrapping_add(info.offset))
}

fn ini_float(vm: &Vm, key: &str) -> f64 {
    vm.ini
        .get(key)
        .map(|s| rphp_vm::value::convert::str_to_float(s.as_bytes()))
        .unwrap_or(0.0)
}

/// A `?float` argument: `None` when absent or null.
fn opt_float(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<f64>, Control> {
    if a.len() <= n || matches!(arg(a, n), Value::Null) {
        return Ok(None);
    }
    arg_float(vm, a, n, func, param)
        .map(Some)
        .map_err(|e| match e {
            Control::Error(kind, msg) => Control::Error(
                kind,
                msg.replacen("must be of type float,", "must be of type ?float,", 1),
            ),
            other => other,
        })
}

fn sunrise_sunset(vm: &mut Vm, a: &[Value], sunset: bool) -> Result<Value, Control> {
    let func = if sunset {
        "date_sunset"
    } else {
        "date_sunrise"
    };
    vm.deprecated(format!(
        "Function {func}() is deprecated since 8.1, use date_sun_info() instead"
    ));
    let ts = arg_int(vm, a, 0, func, "timestamp")?;
    let format = if a.len() > 1 {
        arg_int(vm, a, 1, func, "returnFormat")?
    } else {
        1
    };
    let lat = opt_float(vm, a, 2, func, "latitude")?;
    let lon = opt_float(vm, a, 3, func, "longitude")?;
    let zenith = opt_float(vm, a, 4, func, "zenith")?;
    let offset = opt_float(vm, a, 5, func, "utcOffset")?;
    let lat = lat.unwrap_or_else(|| ini_float(vm, "date.default_latitude"));
    let lon = lon.unwrap_or_else(|| ini_float(vm, "date.default_longitude"));
    let zenith = zenith.unwrap_or_else(|| {
        ini_float(
            vm,
            if sunset {
                "date.sunset_zenith"
            } else {
                "date.sunrise_zenith"
            },
        )
    });
    if !(0..=2).contains(&format) {
        return Err(value_error(
            func,
            1,
            "returnFormat",
            "must be one of SUNFUNCS_RET_TIMESTAMP, SUNFUNCS_RET_STRING, or SUNFUNCS_RET_DOUBLE",
        ));
    }
    if !lat.is_finite() || !lon.is_finite() {
        return Ok(Value::Bool(false));
    }
    let offset = match offset {
        Some(o) => o,
        // timelib_get_current_offset() of a time never set: the zone's offset at 0.
        None => (default_zone(vm).info(0).offset / 3600) as f64,
    };
    let day = local_day(vm, ts);
    let rs = rise_set(&day, lon, lat, 90.0 - zenith, true);
    if rs.rc != 0 {
        return Ok(Value::Bool(false));
    }
    if format == 0 {
        return Ok(Value::Int(if sunset { rs.set } else { rs.rise }));
    }
    let mut n = if sunset { rs.h_set } else { rs.h_rise } + offset;
    if !(0.0..=24.0).contains(&n) {
        n -= (n / 24.0).floor() * 24.0;
    }
    if !(0.0..=24.0).contains(&n) {
        return Ok(Value::Bool(false));
    }
    Ok(if format == 1 {
        let h = n as i32;
        let m = (60.0 * (n - f64::from(h))) as i32;
        Value::str(format!("{h:02}:{m:02}"))
    } else {
        Value::Float(n)
    })
}

fn date_sunrise(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    sunrise_sunset(vm, a, false)
}

fn date_sunset(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    sunrise_sunset(vm, a, true)
}

fn date_sun_info(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ts = arg_int(vm, a, 0, "date_sun_info", "timestamp")?;
    let lat = arg_float(vm, a, 1, "date_sun_info", "latitude")?;
    let lon = arg_float(vm, a, 2, "date_sun_info", "longitude")?;
    if !lat.is_finite() {
        return Err(value_error(
            "date_sun_info",
            1,
            "latitude",
            "must be finite",
        ));
    }
    if !lon.is_finite() {
        return Err(value_error(
            "date_sun_info",
            2,
            "longitude",
            "must be finite",
        ));
    }
    let day = local_day(vm, ts);
    let mut out = PhpArray::new();
    let passes: [(&str, &str, f64, bool); 4] = [
        ("sunrise", "sunset", -35.0 / 60.0, true),
        ("civil_twilight_begin", "civil_twilight_end", -6.0, false),
        (
            "nautical_twilight_begin",
            "nautical_twilight_end",
            -12.0,
            false,
        ),
        (
            "astronomical_twilight_begin",
            "astronomical_twilight_end",
            -18.0,
            false,
        ),
    ];
    for (i, (begin, end, altit, upper)) in passes.into_iter().enumerate() {
        let rs = rise_set(&day, lon, lat, altit, upper);
        match rs.rc {
            -1 => {
                out.insert(begin, Value::Bool(false));
                out.insert(end, Value::Bool(false));
            }
            1 => {
                out.insert(begin, Value::Bool(true));
                out.insert(end, Value::Bool(true));
            }
            _ => {
                out.insert(begin, Value::Int(rs.rise));
                out.insert(end, Value::Int(rs.set));
            }
        }
        if i == 0 {
            out.insert("transit", Value::Int(rs.transit));
        }
    }
    Ok(Value::Array(out))
}
