//! `date()`/`gmdate()` formatting (php_date.c's `date_format`) and `idate()`'s integer
//! fields: every format character php knows, backslash escapes, and php's quirks (a trailing
//! backslash emits a NUL byte, `idate('U')` is truncated to 32 bits).

use super::civil::{self, Civil};
use super::tz::{OffsetInfo, TzSpec, Zone};

pub const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
pub const DAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// A timestamp broken down in a zone (or in UTC for gmdate).
pub struct Moment {
    pub ts: i64,
    pub civil: Civil,
    /// The zone's reading at `ts`; None for gmdate.
    pub local: Option<(OffsetInfo, String)>,
    /// Microseconds (0 for date()).
    pub us: i64,
}

impl Moment {
    pub fn new(ts: i64, zone: Option<&Zone>) -> Moment {
        match zone {
            Some(zone) => {
                let info = zone.info(ts);
                Moment {
                    ts,
                    civil: civil::civil_from_ts(ts.wrapping_add(info.offset)),
                    local: Some((info, zone.name.clone())),
                    us: 0,
                }
            }
            None => Moment {
                ts,
                civil: civil::civil_from_ts(ts),
                local: None,
                us: 0,
            },
        }
    }

    /// A DateTime's moment: its timestamp, microseconds and zone.
    pub fn with_spec(ts: i64, us: i64, zone: &TzSpec) -> Moment {
        let info = zone.info(ts);
        Moment {
            ts,
            civil: civil::civil_from_ts(ts.wrapping_add(info.offset)),
            local: Some((info, zone.name())),
            us,
        }
    }

    fn offset(&self) -> i64 {
        self.local.as_ref().map_or(0, |(info, _)| info.offset)
    }
}

pub fn month_name(m: i64) -> &'static str {
    MONTHS[(m.clamp(1, 12) - 1) as usize]
}

pub fn day_name(y: i64, m: i64, d: i64) -> &'static str {
    DAYS[civil::day_of_week(y, m, d) as usize]
}

fn suffix(d: i64) -> &'static str {
    if (10..=19).contains(&d) {
        return "th";
    }
    match d % 10 {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    }
}

/// `+HH:MM` / `+HHMM` of an offset in seconds.
fn offset_text(offset: i64, colon: bool) -> String {
    let sign = if offset < 0 { '-' } else { '+' };
    let h = (offset / 3600).abs();
    let m = (offset % 3600 / 60).abs();
    if colon {
        format!("{sign}{h:02}:{m:02}")
    } else {
        format!("{sign}{h:02}{m:02}")
    }
}

/// Swatch Internet time, computed as php does (from the UTC seconds of the day).
fn swatch(ts: i64) -> i64 {
    let mut beat = ((ts % 86400) + 3600) * 10;
    if beat < 0 {
        beat += 864_000;
    }
    (beat / 864) % 1000
}

/// Format `m` with php's date() format string.
pub fn format(fmt: &[u8], m: &Moment) -> Vec<u8> {
    let c = &m.civil;
    let local = m.local.as_ref();
    let offset = m.offset();
    let mut out = Vec::with_capacity(fmt.len() * 2);
    let mut i = 0;
    while i < fmt.len() {
        let ch = fmt[i];
        let piece: String = match ch {
            b'd' => format!("{:02}", c.d),
            b'D' => day_name(c.y, c.m, c.d)[..3].to_string(),
            b'j' => c.d.to_string(),
            b'l' => day_name(c.y, c.m, c.d).to_string(),
            b'S' => suffix(c.d).to_string(),
            b'w' => civil::day_of_week(c.y, c.m, c.d).to_string(),
            b'N' => civil::iso_day_of_week(c.y, c.m, c.d).to_string(),
            b'z' => civil::day_of_year(c.y, c.m, c.d).to_string(),
            b'W' => format!("{:02}", civil::iso_week(c.y, c.m, c.d).0),
            b'o' => civil::iso_week(c.y, c.m, c.d).1.to_string(),
            b'F' => month_name(c.m).to_string(),
            b'm' => format!("{:02}", c.m),
            b'M' => month_name(c.m)[..3].to_string(),
            b'n' => c.m.to_string(),
            b't' => civil::days_in_month(c.y, c.m).to_string(),
            b'L' => u8::from(civil::is_leap(c.y)).to_string(),
            b'y' => format!("{:02}", c.y % 100),
            b'Y' => format!(
                "{}{:04}",
                if c.y < 0 { "-" } else { "" },
                c.y.unsigned_abs()
            ),
            b'x' => {
                let sign = if c.y < 0 {
                    "-"
                } else if c.y >= 10000 {
                    "+"
                } else {
                    ""
                };
                format!("{sign}{:04}", c.y.unsigned_abs())
            }
            b'X' => format!(
                "{}{:04}",
                if c.y < 0 { "-" } else { "+" },
                c.y.unsigned_abs()
            ),
            b'a' => (if c.h >= 12 { "pm" } else { "am" }).to_string(),
            b'A' => (if c.h >= 12 { "PM" } else { "AM" }).to_string(),
            b'B' => format!("{:03}", swatch(m.ts)),
            b'g' => (if c.h % 12 != 0 { c.h % 12 } else { 12 }).to_string(),
            b'G' => c.h.to_string(),
            b'h' => format!("{:02}", if c.h % 12 != 0 { c.h % 12 } else { 12 }),
            b'H' => format!("{:02}", c.h),
            b'i' => format!("{:02}", c.i),
            b's' => format!("{:02}", c.s),
            b'u' => format!("{:06}", m.us),
            b'v' => format!("{:03}", m.us / 1000),
            b'I' => u8::from(local.is_some_and(|(info, _)| info.dst)).to_string(),
            b'p' => match local {
                Some((info, _)) if !matches!(info.abbr.as_str(), "UTC" | "Z" | "GMT+0000") => {
                    offset_text(offset, true)
                }
                _ => "Z".to_string(),
            },
            b'P' => offset_text(offset, true),
            b'O' => offset_text(offset, false),
            b'T' => match local {
                Some((info, _)) => info.abbr.clone(),
                None => "GMT".to_string(),
            },
            b'e' => match local {
                Some((_, name)) => name.clone(),
                None => "UTC".to_string(),
            },
            b'Z' => offset.to_string(),
            b'c' => format!(
                "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
                c.y,
                c.m,
                c.d,
                c.h,
                c.i,
                c.s,
                offset_text(offset, true)
            ),
            b'r' => format!(
                "{}, {:02} {} {:04} {:02}:{:02}:{:02} {}",
                &day_name(c.y, c.m, c.d)[..3],
                c.d,
                &month_name(c.m)[..3],
                c.y,
                c.h,
                c.i,
                c.s,
                offset_text(offset, false)
            ),
            b'U' => m.ts.to_string(),
            b'\\' => {
                i += 1;
                // A trailing backslash copies the string's terminating NUL, as php does.
                out.push(fmt.get(i).copied().unwrap_or(0));
                i += 1;
                continue;
            }
            other => {
                out.push(other);
                i += 1;
                continue;
            }
        };
        out.extend_from_slice(piece.as_bytes());
        i += 1;
    }
    out
}

/// `idate()`'s field, or None for a character it does not know. Fields are C ints.
pub fn idate_field(ch: u8, m: &Moment) -> Option<i64> {
    let c = &m.civil;
    let local = m.local.as_ref();
    let v: i64 = match ch {
        b'd' | b'j' => c.d,
        b'N' => civil::iso_day_of_week(c.y, c.m, c.d),
        b'w' => civil::day_of_week(c.y, c.m, c.d),
        b'z' => civil::day_of_year(c.y, c.m, c.d),
        b'W' => civil::iso_week(c.y, c.m, c.d).0,
        b'm' | b'n' => c.m,
        b't' => civil::days_in_month(c.y, c.m),
        b'L' => i64::from(civil::is_leap(c.y)),
        b'y' => c.y % 100,
        b'Y' => c.y,
        b'o' => civil::iso_week(c.y, c.m, c.d).1,
        b'B' => swatch(m.ts),
        b'g' | b'h' => {
            if c.h % 12 != 0 {
                c.h % 12
            } else {
                12
            }
        }
        b'H' | b'G' => c.h,
        b'i' => c.i,
        b's' => c.s,
        b'I' => i64::from(local.is_some_and(|(info, _)| info.dst)),
        b'Z' => m.offset(),
        b'U' => m.ts,
        _ => return None,
    };
    Some(i64::from(v as i32))
}
