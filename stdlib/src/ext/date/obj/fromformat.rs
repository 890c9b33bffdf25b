//! `createFromFormat` (`timelib_parse_from_format`): the format characters php knows, the
//! errors and warnings it records by position, and `getLastErrors`.

use super::super::civil;
use super::super::format::{DAYS, MONTHS};
use super::super::parse::{Parsed, UNSET, ZONETYPE_ABBR, ZONETYPE_ID, ZONETYPE_OFFSET};
use super::super::relative;
use super::super::tz::TzSpec;
use super::datetime::{cls, new_dt, new_dt_static, opt_zone_arg};
use super::{Dt, str_value};
use rphp_vm::builtins::arg_str;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, Value};

/// The errors of the last parse (`getLastErrors`); None when it had none.
#[derive(Default)]
struct LastErrors(Option<PhpArray>);

type Msgs = Vec<(usize, &'static str)>;

struct Out {
    p: Parsed,
    zone: Option<TzSpec>,
    errors: Msgs,
    warnings: Msgs,
}

fn num(s: &[u8], pos: &mut usize, max: usize) -> Option<i64> {
    while *pos < s.len() && !s[*pos].is_ascii_digit() {
        *pos += 1;
    }
    let start = *pos;
    while *pos < s.len() && *pos - start < max && s[*pos].is_ascii_digit() {
        *pos += 1;
    }
    if *pos == start {
        return None;
    }
    std::str::from_utf8(&s[start..*pos]).ok()?.parse().ok()
}

fn signed(s: &[u8], pos: &mut usize) -> Option<i64> {
    while *pos < s.len() && !matches!(s[*pos], b'0'..=b'9' | b'+' | b'-') {
        *pos += 1;
    }
    let neg = s.get(*pos) == Some(&b'-');
    if matches!(s.get(*pos), Some(b'-' | b'+')) {
        *pos += 1;
    }
    let n = num(s, pos, 19)?;
    Some(if neg { -n } else { n })
}

fn word(s: &[u8], pos: &mut usize) -> String {
    let start = *pos;
    while *pos < s.len() && s[*pos].is_ascii_alphabetic() {
        *pos += 1;
    }
    String::from_utf8_lossy(&s[start..*pos]).to_ascii_lowercase()
}

fn lookup(names: &[&str], w: &str) -> Option<usize> {
    names.iter().position(|n| {
        let n = n.to_ascii_lowercase();
        n == w || n[..3] == *w
    })
}

fn parse(fmt: &[u8], s: &[u8]) -> Out {
    let mut o = Out {
        p: Parsed::new(),
        zone: None,
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let p = &mut o.p;
    let mut pos = 0;
    let mut fi = 0;
    let mut meridian_seen = false;
    let mut allow_extra = false;
    while fi < fmt.len() && pos < s.len() {
        let c = fmt[fi];
        let start = pos;
        // TIMELIB_CHECK_NUMBER: a numeric field not starting at a digit is noted first.
        if b"djzmnyYgGhHisvuU".contains(&c)
            && !s
                .get(pos)
                .is_some_and(|b| b.is_ascii_digit() || (c == b'U' && matches!(b, b'+' | b'-')))
        {
            o.errors.push((start, "Unexpected data found."));
        }
        let err: Option<&'static str> = match c {
            b'd' | b'j' => num(s, &mut pos, 2)
                .map(|v| p.d = v)
                .map_or(Some("A two digit day could not be found"), |_| None),
            b'S' => {
                pos = (pos + 2).min(s.len());
                None
            }
            b'z' => match num(s, &mut pos, 3) {
                _ if p.y == UNSET => {
                    Some("A 'day of year' can only come after a year has been found")
                }
                Some(v) => {
                    let mut f = civil::Fields {
                        y: p.y,
                        m: 1,
                        d: v + 1,
                        h: 0,
                        i: 0,
                        s: 0,
                        us: 0,
                    };
                    civil::normalize(&mut f);
                    p.y = f.y;
                    p.m = f.m;
                    p.d = f.d;
                    None
                }
                None => Some("A three digit day-of-year could not be found"),
            },
            b'm' | b'n' => num(s, &mut pos, 2)
                .map(|v| p.m = v)
                .map_or(Some("A two digit month could not be found"), |_| None),
            b'y' => num(s, &mut pos, 2)
                .map(|v| p.y = if v < 70 { v + 2000 } else { v + 1900 })
                .map_or(Some("A two digit year could not be found"), |_| None),
            b'Y' => num(s, &mut pos, 4)
                .map(|v| p.y = v)
                .map_or(Some("A four digit year could not be found"), |_| None),
            b'X' | b'x' => signed(s, &mut pos)
                .map(|v| p.y = v)
                .map_or(Some("A four digit year could not be found"), |_| None),
            b'D' | b'l' => {
                let w = word(s, &mut pos);
                match lookup(&DAYS, &w) {
                    Some(k) => {
                        p.have_relative = true;
                        p.relative.have_weekday_relative = true;
                        p.relative.weekday_behavior = 1;
                        p.relative.weekday = k as i64;
                        None
                    }
                    None => Some("A textual day could not be found"),
                }
            }
            b'M' | b'F' => {
                let w = word(s, &mut pos);
                match lookup(&MONTHS, &w) {
                    Some(k) => {
                        p.m = k as i64 + 1;
                        None
                    }
                    None => Some("A textual month could not be found"),
                }
            }
            b'a' | b'A' => {
                if p.h == UNSET {
                    Some("Meridian can only come after an hour has been found")
                } else {
                    let w = word(s, &mut pos);
                    let w = w.replace('.', "");
                    match w.as_str() {
                        "am" | "pm" if !meridian_seen => {
                            meridian_seen = true;
                            if p.h == 12 {
                                p.h = 0;
                            }
                            if w == "pm" {
                                p.h += 12;
                            }
                            None
                        }
                        _ => Some("A meridian could not be found"),
                    }
                }
            }
            b'g' | b'h' | b'G' | b'H' => match num(s, &mut pos, 2) {
                None => Some("A two digit hour could not be found"),
                Some(v) if matches!(c, b'g' | b'h') && v > 12 => {
                    Some("Hour cannot be higher than 12")
                }
                Some(v) => {
                    p.h = v;
                    None
                }
            },
            b'i' => num(s, &mut pos, 2)
                .map(|v| p.i = v)
                .map_or(Some("A two digit minute could not be found"), |_| None),
            b's' => num(s, &mut pos, 2)
                .map(|v| p.s = v)
                .map_or(Some("A two digit second could not be found"), |_| None),
            b'v' => {
                let st = pos;
                match num(s, &mut pos, 3) {
                    Some(v) if pos - st == 3 => {
                        p.us = v * 1000;
                        None
                    }
                    _ => Some("A three digit millisecond could not be found"),
                }
            }
            b'u' => {
                let st = pos;
                match num(s, &mut pos, 6) {
                    Some(v) => {
                        p.us = v * 10i64.pow(6 - (pos - st) as u32);
                        None
                    }
                    None => Some("A six digit microsecond could not be found"),
                }
            }
            b' ' => {
                while pos < s.len() && matches!(s[pos], b' ' | b'\t') {
                    pos += 1;
                }
                None
            }
            b'U' => match signed(s, &mut pos) {
                Some(v) => {
                    let c = civil::civil_from_ts(v);
                    p.y = c.y;
                    p.m = c.m;
                    p.d = c.d;
                    p.h = c.h;
                    p.i = c.i;
                    p.s = c.s;
                    o.zone = Some(TzSpec::Offset(0));
                    None
                }
                None => Some("A unix timestamp could not be found"),
            },
            b'e' | b'T' | b'O' | b'P' | b'p' => {
                let (end, z) = super::super::parse::zone_at(s, pos);
                pos = end.max(pos);
                match z {
                    Some(z) => {
                        o.zone = Some(z);
                        None
                    }
                    None => Some("The timezone could not be found in the database"),
                }
            }
            b'#' => match s.get(pos) {
                Some(b';' | b':' | b'/' | b'.' | b',' | b'-' | b'(' | b')') => {
                    pos += 1;
                    None
                }
                _ => Some("The separation symbol ([;:/.,-]) could not be found"),
            },
            b';' | b':' | b'/' | b'.' | b',' | b'-' | b'(' | b')' => {
                if s.get(pos) == Some(&c) {
                    pos += 1;
                    None
                } else {
                    Some("The separation symbol could not be found")
                }
            }
            b'!' => {
                reset(p, true);
                o.zone = None;
                None
            }
            b'|' => {
                reset(p, false);
                None
            }
            b'?' => {
                if pos < s.len() {
                    pos += 1;
                    None
                } else {
                    Some("Unexpected data found.")
                }
            }
            b'*' => {
                while pos < s.len()
                    && !matches!(
                        s[pos],
                        b' ' | b',' | b';' | b':' | b'/' | b'.' | b'-' | b'(' | b')'
                    )
                {
                    pos += 1;
                }
                None
            }
            b'+' => {
                allow_extra = true;
                None
            }
            b'\\' => {
                fi += 1;
                match (fmt.get(fi), s.get(pos)) {
                    (Some(a), Some(b)) if a == b => {
                        pos += 1;
                        None
                    }
                    _ => Some("The escaped character could not be found"),
                }
            }
            other => {
                if s.get(pos) == Some(&other) {
                    pos += 1;
                    None
                } else {
                    Some("The format separator does not match")
                }
            }
        };
        if let Some(e) = err {
            o.errors.push((start, e));
        }
        fi += 1;
    }
    let p = &mut o.p;
    if pos < s.len() {
        if allow_extra {
            o.warnings.push((pos, "Trailing data"));
        } else {
            o.errors.push((pos, "Trailing data"));
        }
    }
    for &c in fmt.get(fi..).unwrap_or(&[]) {
        match c {
            b'!' => reset(p, true),
            b'|' => reset(p, false),
            b'+' => {}
            _ => {
                o.errors
                    .push((pos, "Not enough data available to satisfy format"));
                break;
            }
        }
    }
    if p.h != UNSET || p.i != UNSET || p.s != UNSET || p.us != UNSET {
        for f in [&mut p.h, &mut p.i, &mut p.s, &mut p.us] {
            if *f == UNSET {
                *f = 0;
            }
        }
    }
    if p.s != UNSET && !civil::valid_time(p.h, p.i, p.s) {
        o.warnings.push((pos, "The parsed time was invalid"));
    }
    if p.y != UNSET && p.m != UNSET && p.d != UNSET && !civil::valid_date(p.y, p.m, p.d) {
        o.warnings.push((pos, "The parsed date was invalid"));
    }
    o
}

fn reset(p: &mut Parsed, all: bool) {
    let set = |v: &mut i64, to: i64| {
        if all || *v == UNSET {
            *v = to;
        }
    };
    set(&mut p.y, 1970);
    set(&mut p.m, 1);
    set(&mut p.d, 1);
    set(&mut p.h, 0);
    set(&mut p.i, 0);
    set(&mut p.s, 0);
    set(&mut p.us, 0);
}

fn messages(list: &Msgs) -> PhpArray {
    let mut a = PhpArray::new();
    for (pos, m) in list {
        a.insert(*pos as i64, str_value(m));
    }
    a
}

/// Parse `text` with `fmt`: the state, or None (errors recorded for getLastErrors).
pub fn create(vm: &mut Vm, fmt: &[u8], text: &[u8], zone: Option<TzSpec>) -> Option<Dt> {
    let mut o = parse(fmt, text);
    let last = if o.errors.is_empty() && o.warnings.is_empty() {
        None
    } else {
        let mut a = PhpArray::new();
        a.insert("warning_count", Value::Int(o.warnings.len() as i64));
        a.insert("warnings", Value::Array(messages(&o.warnings)));
        a.insert("error_count", Value::Int(o.errors.len() as i64));
        a.insert("errors", Value::Array(messages(&o.errors)));
        Some(a)
    };
    vm.ext.get_or_default::<LastErrors>().0 = last;
    if !o.errors.is_empty() {
        return None;
    }
    if o.p.us == UNSET {
        o.p.us = 0;
    }
    let base = zone.unwrap_or_else(|| TzSpec::Id(super::super::default_zone(vm)));
    let tz = o.zone.clone().unwrap_or_else(|| base.clone());
    set_zone(&mut o.p, &o.zone);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let (ts, us) = relative::resolve_at(
        o.p,
        now.as_secs() as i64,
        i64::from(now.subsec_micros()),
        &base,
    );
    Some(Dt { ts, us, tz })
}

/// `date_parse_from_format()`: the fields as date_parse() shows them.
pub fn parse_array(fmt: &[u8], text: &[u8]) -> PhpArray {
    let mut o = parse(fmt, text);
    set_zone(&mut o.p, &o.zone);
    o.p.errors = o.errors;
    o.p.warnings = o.warnings;
    super::super::parse::to_array(&o.p)
}

fn set_zone(p: &mut Parsed, zone: &Option<TzSpec>) {
    match zone {
        Some(TzSpec::Offset(z)) => {
            p.zone_type = ZONETYPE_OFFSET;
            p.z = *z;
            p.dst = 0;
            p.is_localtime = true;
        }
        Some(TzSpec::Abbr { abbr, offset, dst }) => {
            p.zone_type = ZONETYPE_ABBR;
            p.z = *offset;
            p.dst = i64::from(*dst);
            p.tz_abbr = Some(abbr.clone());
            p.is_localtime = true;
        }
        Some(TzSpec::Id(z)) => {
            p.zone_type = ZONETYPE_ID;
            p.tz = Some(z.clone());
            p.is_localtime = true;
        }
        None => {}
    }
}

pub fn create_method<const IMM: bool>(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let f = format!("{}::createFromFormat", cls::<IMM>());
    create_common(vm, a, &f, cls::<IMM>(), true)
}

/// createFromFormat and its functions; the method makes an object of the class it was
/// called on (`late_static`), the functions one of `class`.
pub fn create_common(
    vm: &mut Vm,
    a: &[Value],
    f: &str,
    class: &str,
    late_static: bool,
) -> Result<Value, Control> {
    let fmt = arg_str(vm, a, 0, f, "format")?;
    // a path parameter in php (`Z_PARAM_PATH`): no NUL bytes
    let text = crate::standard::file::arg_path(vm, a, 1, f, "datetime")?;
    let zone = opt_zone_arg(vm, a, 2, f, "timezone")?;
    match create(vm, &fmt, &text, zone) {
        Some(d) if late_static => Ok(Value::Object(new_dt_static(vm, class, d)?)),
        Some(d) => Ok(Value::Object(new_dt(vm, class, d)?)),
        None => Ok(Value::Bool(false)),
    }
}

pub fn get_last_errors(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    Ok(match &vm.ext.get_or_default::<LastErrors>().0 {
        Some(a) => Value::Array(a.clone()),
        None => Value::Bool(false),
    })
}

/// Record the errors of a strtotime-grammar parse (constructors) for getLastErrors.
pub fn record_parse(vm: &mut Vm, errors: &Msgs, warnings: &Msgs) {
    let last = if errors.is_empty() && warnings.is_empty() {
        None
    } else {
        let mut a = PhpArray::new();
        a.insert("warning_count", Value::Int(warnings.len() as i64));
        a.insert("warnings", Value::Array(messages(warnings)));
        a.insert("error_count", Value::Int(errors.len() as i64));
        a.insert("errors", Value::Array(messages(errors)));
        Some(a)
    };
    vm.ext.get_or_default::<LastErrors>().0 = last;
}
