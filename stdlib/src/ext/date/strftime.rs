//! strftime / gmstrftime (deprecated since php 8.1) as php 8.5 prints them: php hands a
//! `struct tm` in the default zone (or GMT) to the C library, and the oracle's C library is
//! musl, so this is musl's `strftime` in the C locale: `-`/`_`/`0` padding flags, `+` and
//! field widths for `%C %F %G %Y`, `E`/`O` modifiers ignored, and any unknown conversion
//! making the whole result false. Also nl_langinfo's C-locale answers.

use super::civil;
use super::format::{DAYS, MONTHS, Moment};
use super::{default_zone, ts_arg};
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("strftime", strftime, 1, 2, &["format", "timestamp"]),
    def("gmstrftime", gmstrftime, 1, 2, &["format", "timestamp"]),
];

/// ext/standard's nl_langinfo, kept beside the strftime it describes.
pub(crate) const LANGINFO_FUNCTIONS: &[Builtin] =
    &[def("nl_langinfo", nl_langinfo, 1, 1, &["item"])];

/// The broken-down time musl formats.
struct Tm {
    year: i64,
    mon: i64,
    mday: i64,
    hour: i64,
    min: i64,
    sec: i64,
    wday: i64,
    yday: i64,
    gmtoff: i64,
    zone: String,
    ts: i64,
}

fn tm_of(m: &Moment) -> Tm {
    let c = &m.civil;
    let (gmtoff, zone) = match &m.local {
        Some((info, _)) => (info.offset, info.abbr.to_ascii_uppercase()),
        None => (0, "GMT".to_owned()),
    };
    Tm {
        year: c.y,
        mon: c.m,
        mday: c.d,
        hour: c.h,
        min: c.i,
        sec: c.s,
        wday: civil::day_of_week(c.y, c.m, c.d),
        yday: civil::day_of_year(c.y, c.m, c.d),
        gmtoff,
        zone,
        ts: m.ts,
    }
}

/// A number as musl's `number:` label prints it: `-` unpadded, `_` space-padded, else
/// zero-padded to `width`.
fn number(val: i64, width: usize, pad: u8) -> Vec<u8> {
    match pad {
        b'-' => val.to_string(),
        b'_' => format!("{val:>width$}"),
        _ => format!("{val:0width$}"),
    }
    .into_bytes()
}

/// One conversion (`__strftime_fmt_1`); `None` for an unknown one.
fn conversion(tm: &Tm, c: u8, pad: u8) -> Option<Vec<u8>> {
    let sub = |fmt: &[u8]| format_tm(tm, fmt);
    Some(match c {
        b'a' => DAYS[tm.wday.rem_euclid(7) as usize].as_bytes()[..3].to_vec(),
        b'A' => DAYS[tm.wday.rem_euclid(7) as usize].as_bytes().to_vec(),
        b'b' | b'h' => MONTHS[(tm.mon - 1).rem_euclid(12) as usize].as_bytes()[..3].to_vec(),
        b'B' => MONTHS[(tm.mon - 1).rem_euclid(12) as usize]
            .as_bytes()
            .to_vec(),
        b'c' => sub(b"%a %b %e %T %Y")?,
        b'C' => number(tm.year / 100, 2, pad),
        b'd' => number(tm.mday, 2, pad),
        b'D' | b'x' => sub(b"%m/%d/%y")?,
        b'e' => number(tm.mday, 2, if pad == 0 { b'_' } else { pad }),
        b'F' => sub(b"%+4Y-%m-%d")?,
        b'g' | b'G' => {
            let (_, iso_year) = civil::iso_week(tm.year, tm.mon, tm.mday);
            if c == b'g' {
                number(iso_year % 100, 2, pad)
            } else {
                number(iso_year, 4, pad)
            }
        }
        b'H' => number(tm.hour, 2, pad),
        b'I' => {
            let h = match tm.hour {
                0 => 12,
                h if h > 12 => h - 12,
                h => h,
            };
            number(h, 2, pad)
        }
        b'j' => number(tm.yday + 1, 3, pad),
        b'm' => number(tm.mon, 2, pad),
        b'M' => number(tm.min, 2, pad),
        b'n' => b"\n".to_vec(),
        b'p' => if tm.hour >= 12 { b"PM" } else { b"AM" }.to_vec(),
        b'r' => sub(b"%I:%M:%S %p")?,
        b'R' => sub(b"%H:%M")?,
        b's' => number(tm.ts, 1, pad),
        b'S' => number(tm.sec, 2, pad),
        b't' => b"\t".to_vec(),
        b'T' | b'X' => sub(b"%H:%M:%S")?,
        b'u' => number(if tm.wday == 0 { 7 } else { tm.wday }, 1, pad),
        b'U' => number((tm.yday + 7 - tm.wday) / 7, 2, pad),
        b'W' => number((tm.yday + 7 - (tm.wday + 6) % 7) / 7, 2, pad),
        b'V' => number(civil::iso_week(tm.year, tm.mon, tm.mday).0, 2, pad),
        b'w' => number(tm.wday, 1, pad),
        b'y' => number((tm.year % 100).abs(), 2, pad),
        b'Y' if tm.year >= 10000 => format!("+{}", tm.year).into_bytes(),
        b'Y' => number(tm.year, 4, pad),
        b'z' => {
            let v = tm.gmtoff / 3600 * 100 + tm.gmtoff % 3600 / 60;
            let sign = if v < 0 { '-' } else { '+' };
            format!("{sign}{:04}", v.abs()).into_bytes()
        }
        b'Z' => tm.zone.as_bytes().to_vec(),
        b'%' => b"%".to_vec(),
        _ => return None,
    })
}

/// musl's `__strftime_l` loop; `None` where it returns 0.
fn format_tm(tm: &Tm, f: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < f.len() {
        if f[i] != b'%' {
            out.push(f[i]);
            i += 1;
            continue;
        }
        i += 1;
        if i >= f.len() {
            out.push(b'%');
            break;
        }
        let mut pad = 0u8;
        if matches!(f[i], b'-' | b'_' | b'0') {
            pad = f[i];
            i += 1;
        }
        let plus = f.get(i) == Some(&b'+');
        if plus {
            i += 1;
        }
        let digits_start = i;
        while f.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        let mut width: usize = std::str::from_utf8(&f[digits_start..i])
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(if i > digits_start { usize::MAX } else { 0 });
        let conv = f.get(i).copied().unwrap_or(0);
        if matches!(conv, b'C' | b'F' | b'G' | b'Y') {
            if width == 0 && i != digits_start {
                width = 1;
            }
        } else {
            width = 0;
        }
        let mut c = conv;
        if matches!(c, b'E' | b'O') {
            i += 1;
            c = f.get(i).copied().unwrap_or(0);
        }
        let text = conversion(tm, c, pad)?;
        i += 1;
        if width == 0 {
            out.extend_from_slice(&text);
            continue;
        }
        let mut t: &[u8] = &text;
        if matches!(t.first(), Some(b'+' | b'-')) {
            t = &t[1..];
        }
        while t.first() == Some(&b'0') && t.get(1).is_some_and(u8::is_ascii_digit) {
            t = &t[1..];
        }
        let k = t.len();
        width = width.max(k);
        let d = t.iter().take_while(|c| c.is_ascii_digit()).count();
        if tm.year < 0 {
            out.push(b'-');
            width -= 1;
        } else if plus && d + (width - k) >= if conv == b'C' { 3 } else { 5 } {
            out.push(b'+');
            width -= 1;
        }
        if width > 4096 {
            return None;
        }
        while width > k {
            out.push(b'0');
            width -= 1;
        }
        out.extend_from_slice(t);
    }
    Some(out)
}

fn strftime_common(vm: &mut Vm, a: &[Value], func: &str, local: bool) -> Result<Value, Control> {
    vm.deprecated(format!(
        "Function {func}() is deprecated since 8.1, use IntlDateFormatter::format() instead"
    ));
    let fmt = arg_str(vm, a, 0, func, "format")?;
    let ts = ts_arg(vm, a, 1, func, "timestamp")?;
    if fmt.is_empty() {
        return Ok(Value::Bool(false));
    }
    let zone = local.then(|| default_zone(vm));
    let tm = tm_of(&Moment::new(ts, zone.as_ref()));
    Ok(match format_tm(&tm, &fmt) {
        Some(s) if !s.is_empty() => Value::Str(PhpStr::from_vec(s)),
        _ => Value::Bool(false),
    })
}

fn strftime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strftime_common(vm, a, "strftime", true)
}

fn gmstrftime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    strftime_common(vm, a, "gmstrftime", false)
}

/// The `nl_langinfo` item constants with the oracle's (musl's) values.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("ABDAY_1", 131072),
    ("ABDAY_2", 131073),
    ("ABDAY_3", 131074),
    ("ABDAY_4", 131075),
    ("ABDAY_5", 131076),
    ("ABDAY_6", 131077),
    ("ABDAY_7", 131078),
    ("DAY_1", 131079),
    ("DAY_2", 131080),
    ("DAY_3", 131081),
    ("DAY_4", 131082),
    ("DAY_5", 131083),
    ("DAY_6", 131084),
    ("DAY_7", 131085),
    ("ABMON_1", 131086),
    ("ABMON_2", 131087),
    ("ABMON_3", 131088),
    ("ABMON_4", 131089),
    ("ABMON_5", 131090),
    ("ABMON_6", 131091),
    ("ABMON_7", 131092),
    ("ABMON_8", 131093),
    ("ABMON_9", 131094),
    ("ABMON_10", 131095),
    ("ABMON_11", 131096),
    ("ABMON_12", 131097),
    ("MON_1", 131098),
    ("MON_2", 131099),
    ("MON_3", 131100),
    ("MON_4", 131101),
    ("MON_5", 131102),
    ("MON_6", 131103),
    ("MON_7", 131104),
    ("MON_8", 131105),
    ("MON_9", 131106),
    ("MON_10", 131107),
    ("MON_11", 131108),
    ("MON_12", 131109),
    ("AM_STR", 131110),
    ("PM_STR", 131111),
    ("D_T_FMT", 131112),
    ("D_FMT", 131113),
    ("T_FMT", 131114),
    ("T_FMT_AMPM", 131115),
    ("ERA", 131116),
    ("ERA_D_T_FMT", 131120),
    ("ERA_D_FMT", 131118),
    ("ERA_T_FMT", 131121),
    ("ALT_DIGITS", 131119),
    ("CRNCYSTR", 262159),
    ("RADIXCHAR", 65536),
    ("THOUSEP", 65537),
    ("YESEXPR", 327680),
    ("NOEXPR", 327681),
    ("YESSTR", 327682),
    ("NOSTR", 327683),
    ("CODESET", 14),
];

fn nl_langinfo(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let item = arg_int(vm, a, 0, "nl_langinfo", "item")?;
    match langinfo(item) {
        Some(s) => Ok(Value::str(s)),
        None => {
            vm.warn(format!("nl_langinfo(): Item '{item}' is not valid"));
            Ok(Value::Bool(false))
        }
    }
}

fn langinfo(item: i64) -> Option<&'static str> {
    Some(match item {
        131072 => "Sun",
        131073 => "Mon",
        131074 => "Tue",
        131075 => "Wed",
        131076 => "Thu",
        131077 => "Fri",
        131078 => "Sat",
        131079 => "Sunday",
        131080 => "Monday",
        131081 => "Tuesday",
        131082 => "Wednesday",
        131083 => "Thursday",
        131084 => "Friday",
        131085 => "Saturday",
        131086 => "Jan",
        131087 => "Feb",
        131088 => "Mar",
        131089 => "Apr",
        131090 => "May",
        131091 => "Jun",
        131092 => "Jul",
        131093 => "Aug",
        131094 => "Sep",
        131095 => "Oct",
        131096 => "Nov",
        131097 => "Dec",
        131098 => "January",
        131099 => "February",
        131100 => "March",
        131101 => "April",
        131102 => "May",
        131103 => "June",
        131104 => "July",
        131105 => "August",
        131106 => "September",
        131107 => "October",
        131108 => "November",
        131109 => "December",
        131110 => "AM",
        131111 => "PM",
        131112 => "%a %b %e %T %Y",
        131113 => "%m/%d/%y",
        131114 => "%H:%M:%S",
        131115 => "%I:%M:%S %p",
        131116 => "",
        131120 => "%a %b %e %T %Y",
        131118 => "%m/%d/%y",
        131121 => "%H:%M:%S",
        131119 => "0123456789",
        262159 => "",
        65536 => ".",
        65537 => "",
        327680 => "^[yY]",
        327681 => "^[nN]",
        327682 => "yes",
        327683 => "no",
        14 => "UTF-8",
        _ => return None,
    })
}
