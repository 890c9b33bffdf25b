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
