//! Time zones over the IANA database bundled in `jiff`: lookup by identifier (case
//! insensitive, as timelib's), the offset/DST/abbreviation in force at any 64-bit timestamp
//! with the transition that started it (`timelib_get_time_zone_offset_info`), and timelib's
//! local-time-to-timestamp resolution across DST gaps and overlaps.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// Seconds in 400 Gregorian years: time zone rules repeat with this period.
const SECS_PER_ERA: i64 = 12_622_780_800;

/// A zone: the identifier as the script spelt it (php keeps that spelling) and its rules.
#[derive(Clone)]
pub struct Zone {
    pub name: String,
    tz: TimeZone,
}

/// What is in force at one instant.
#[derive(Clone, Debug)]
pub struct OffsetInfo {
    pub offset: i64,
    pub dst: bool,
    pub abbr: String,
    /// When this period started; `i64::MIN` before the first transition.
    pub transition: i64,
}

impl Zone {
    /// A zone by IANA identifier, or None when the database does not know it.
    pub fn lookup(name: &str) -> Option<Zone> {
        if name.is_empty() || name.len() > 64 || !name.is_ascii() {
            return None;
        }
        let tz = TimeZone::get(name).ok()?;
        Some(Zone {
            name: name.to_string(),
            tz,
        })
    }

    pub fn utc() -> Zone {
        Zone {
            name: "UTC".to_string(),
            tz: TimeZone::UTC,
        }
    }

    /// The offset, DST flag, abbreviation and period start in force at `ts`.
    pub fn info(&self, ts: i64) -> OffsetInfo {
        let min = Timestamp::MIN.as_second();
        let max = Timestamp::MAX.as_second() - 1;
        let (probe, shift) = if ts > max {
            let eras = (ts - max) / SECS_PER_ERA + 1;
            (ts - eras * SECS_PER_ERA, eras * SECS_PER_ERA)
        } else if ts < min {
            (min, 0)
        } else {
            (ts, 0)
        };
        let Ok(at) = Timestamp::from_second(probe) else {
            return OffsetInfo {
                offset: 0,
                dst: false,
                abbr: "UTC".to_string(),
                transition: i64::MIN,
            };
        };
        let info = self.tz.to_offset_info(at);
        let transition = if ts < min {
            i64::MIN
        } else {
            Timestamp::from_second(probe + 1)
                .ok()
                .and_then(|next| self.tz.preceding(next).next())
                .map(|t| t.timestamp().as_second().saturating_add(shift))
                .unwrap_or(i64::MIN)
        };
        OffsetInfo {
            offset: i64::from(info.offset().seconds()),
            dst: info.dst().is_dst(),
            abbr: info.abbreviation().to_string(),
            transition,
        }
    }

    /// The timestamp of a wall time `local` (seconds as if it were UTC) in this zone,
    /// resolved as timelib's `do_adjust_timezone` does: a time in a gap moves forward, a
    /// time in an overlap takes the later (standard) reading. `hint` is the parsed DST
    /// flag when the string named a zone (`have_zone`).
    pub fn local_to_ts(&self, local: i64, hint: Option<bool>) -> i64 {
        let current = self.info(local);
        let after = self.info(local.wrapping_sub(current.offset));
        let mut actual_offset = after.offset;
        let mut actual_transition = after.transition;
        if current.offset == after.offset
            && let Some(parsed_dst) = hint
        {
            if current.offset >= 0 && parsed_dst && !current.dst {
                let earlier = self.info(local.wrapping_sub(current.offset).wrapping_sub(7200));
                if earlier.offset != after.offset
                    && local.wrapping_sub(earlier.offset) < after.transition
                {
                    actual_offset = earlier.offset;
                    actual_transition = earlier.transition;
                }
            } else if current.offset <= 0 && current.dst && !parsed_dst {
                let later = self.info(local.wrapping_sub(current.offset).wrapping_add(7200));
                if later.offset != after.offset
                    && local.wrapping_sub(later.offset) >= later.transition
                {
                    actual_offset = later.offset;
                    actual_transition = later.transition;
                }
            }
        }
        let in_transition = actual_transition != i64::MIN
            && local.wrapping_sub(actual_offset)
                >= actual_transition.wrapping_add(current.offset - actual_offset)
            && local.wrapping_sub(actual_offset) < actual_transition;
        if current.offset != actual_offset && !in_transition {
            local.wrapping_sub(actual_offset)
        } else {
            local.wrapping_sub(current.offset)
        }
    }
}

/// The zone a DateTime carries, in timelib's three kinds: a UTC offset (`+05:00`, type 1),
/// an abbreviation with its offset and DST flag (`EST`, type 2), an identifier (type 3).
#[derive(Clone)]
pub enum TzSpec {
    Offset(i64),
    Abbr {
        abbr: String,
        offset: i64,
        dst: bool,
    },
    Id(Zone),
}

impl Default for TzSpec {
    fn default() -> TzSpec {
        TzSpec::Id(Zone::utc())
    }
}

/// `+HH:MM` of an offset in seconds (seconds appended when there are any).
pub fn offset_name(offset: i64) -> String {
    let sign = if offset < 0 { '-' } else { '+' };
    let a = offset.unsigned_abs();
    if a % 60 != 0 {
        format!("{sign}{:02}:{:02}:{:02}", a / 3600, a % 3600 / 60, a % 60)
    } else {
        format!("{sign}{:02}:{:02}", a / 3600, a % 3600 / 60)
    }
}

impl TzSpec {
    /// 1, 2 or 3, as `timezone_type` shows.
    pub fn kind(&self) -> i64 {
        match self {
            TzSpec::Offset(_) => 1,
            TzSpec::Abbr { .. } => 2,
            TzSpec::Id(_) => 3,
        }
    }

    /// The name `timezone` and format('e') show.
    pub fn name(&self) -> String {
        match self {
            TzSpec::Offset(o) => offset_name(*o),
            TzSpec::Abbr { abbr, .. } => abbr.clone(),
            TzSpec::Id(z) => z.name.clone(),
        }
    }

    pub fn info(&self, ts: i64) -> OffsetInfo {
        match self {
            TzSpec::Offset(o) => OffsetInfo {
                offset: *o,
                dst: false,
                abbr: {
                    let a = o.unsigned_abs();
                    let sign = if *o < 0 { '-' } else { '+' };
                    format!("GMT{sign}{:02}{:02}", a / 3600, a % 3600 / 60)
                },
                transition: i64::MIN,
            },
            TzSpec::Abbr { abbr, offset, dst } => OffsetInfo {
                offset: offset.wrapping_add(i64::from(*dst) * 3600),
                dst: *dst,
                abbr: abbr.clone(),
                transition: i64::MIN,
            },
            TzSpec::Id(z) => z.info(ts),
        }
    }

    pub fn local_to_ts(&self, local: i64, hint: Option<bool>) -> i64 {
        match self {
            TzSpec::Id(z) => z.local_to_ts(local, hint),
            other => local.wrapping_sub(other.info(0).offset),
        }
    }
}

impl Zone {
    /// The transitions after `begin` up to `end` (inclusive): (timestamp, what starts then).
    pub fn transitions_between(&self, begin: i64, end: i64) -> Vec<(i64, OffsetInfo)> {
        let mut out = Vec::new();
        let start = begin.clamp(Timestamp::MIN.as_second(), Timestamp::MAX.as_second());
        let Ok(from) = Timestamp::from_second(start) else {
            return out;
        };
        for t in self.tz.following(from) {
            let ts = t.timestamp().as_second();
            if ts > end || out.len() > 10_000 {
                break;
            }
            out.push((ts, self.info(ts)));
        }
        out
    }

    /// Every identifier of the bundled database, sorted.
    pub fn identifiers() -> Vec<String> {
        let mut v: Vec<String> = jiff::tz::db().available().map(|n| n.to_string()).collect();
        v.sort();
        v
    }
}
