//! Turning a parsed string into a timestamp against a base time, as strtotime does:
//! `timelib_fill_holes` (fields the string left out come from the base), then
//! `timelib_update_ts` (special relatives, weekday moves, "first/last day of", the relative
//! offset, normalisation) and the zone adjustment of whatever zone the string named.

use super::civil::{self, Civil, Fields};
use super::parse::{
    FIRST_DAY_OF_MONTH, LAST_DAY_OF_MONTH, Parsed, SPECIAL_DAY_OF_WEEK_IN_MONTH,
    SPECIAL_LAST_DAY_OF_WEEK_IN_MONTH, SPECIAL_WEEKDAY, UNSET, ZONETYPE_ABBR, ZONETYPE_ID,
    ZONETYPE_OFFSET,
};
use super::tz::{TzSpec, Zone};

/// The timestamp `p` names relative to `base` in the default zone `zone`.
pub fn resolve(p: Parsed, base: i64, zone: &Zone) -> Option<i64> {
    Some(resolve_at(p, base, 0, &TzSpec::Id(zone.clone())).0)
}

/// The zone a parsed string named, if any (before holes are filled).
pub fn parsed_zone(p: &Parsed) -> Option<TzSpec> {
    match p.zone_type {
        ZONETYPE_OFFSET => Some(TzSpec::Offset(p.z)),
        ZONETYPE_ABBR => Some(TzSpec::Abbr {
            abbr: p.tz_abbr.clone().unwrap_or_default(),
            offset: p.z,
            dst: p.dst > 0,
        }),
        ZONETYPE_ID => p.tz.clone().map(TzSpec::Id),
        _ => None,
    }
}

/// (timestamp, microseconds) of `p` against the base `base`/`base_us` read in `zone`.
pub fn resolve_at(mut p: Parsed, base: i64, base_us: i64, zone: &TzSpec) -> (i64, i64) {
    let info = zone.info(base);
    let now = civil::civil_from_ts(base.wrapping_add(info.offset));
    fill_holes(&mut p, &now, base_us, info.dst);
    update_ts(&mut p, zone)
}

/// `timelib_update_ts`: apply the relative parts of `p` (whose fields are all set) and
/// convert to (timestamp, microseconds) in the zone `p` names, else `zone`.
pub fn update_ts(p: &mut Parsed, zone: &TzSpec) -> (i64, i64) {
    let mut t = Fields {
        y: p.y,
        m: p.m,
        d: p.d,
        h: p.h,
        i: p.i,
        s: p.s,
        us: p.us,
    };
    adjust_special_early(&mut t, p);
    adjust_relative(&mut t, p);
    adjust_special(&mut t, p);
    let local = civil::ts_from_civil(&Civil {
        y: t.y,
        m: t.m,
        d: t.d,
        h: t.h,
        i: t.i,
        s: t.s,
    });
    let hint = (p.have_zone > 0).then_some(p.dst != 0);
    let ts = match p.zone_type {
        ZONETYPE_OFFSET => local.wrapping_sub(p.z),
        ZONETYPE_ABBR => local
            .wrapping_sub(p.z)
            .wrapping_sub(p.dst.wrapping_mul(3600)),
        ZONETYPE_ID => match &p.tz {
            Some(own) => own.local_to_ts(local, hint),
            None => zone.local_to_ts(local, hint),
        },
        _ => zone.local_to_ts(local, hint),
    };
    (ts, t.us)
}

fn fill_holes(p: &mut Parsed, now: &Civil, now_us: i64, now_dst: bool) {
    if p.have_date && p.have_time == 0 {
        p.h = 0;
        p.i = 0;
        p.s = 0;
        p.us = 0;
    }
    // The base's microseconds are 0 (strtotime takes whole seconds), so both of timelib's
    // branches come down to this.
    if p.us == UNSET {
        p.us = now_us;
    }
    let fill = |v: &mut i64, from: i64| {
        if *v == UNSET {
            *v = from;
        }
    };
    fill(&mut p.y, now.y);
    fill(&mut p.m, now.m);
    fill(&mut p.d, now.d);
    fill(&mut p.h, now.h);
    fill(&mut p.i, now.i);
    fill(&mut p.s, now.s);
    if p.tz.is_none() && p.dst == UNSET {
        p.dst = i64::from(now_dst);
    }
    if p.zone_type == 0 {
        p.zone_type = ZONETYPE_ID;
        p.is_localtime = true;
    }
}

fn adjust_special_early(t: &mut Fields, p: &mut Parsed) {
    let r = &mut p.relative;
    if r.have_special_relative {
        if r.special_type == SPECIAL_DAY_OF_WEEK_IN_MONTH {
            t.d = 1;
            t.m = t.m.wrapping_add(r.m);
            r.m = 0;
        } else if r.special_type == SPECIAL_LAST_DAY_OF_WEEK_IN_MONTH {
            t.d = 1;
            t.m = t.m.wrapping_add(r.m).wrapping_add(1);
            r.m = 0;
        }
    }
    first_last_day_of(t, r.first_last_day_of);
    civil::normalize(t);
}

fn first_last_day_of(t: &mut Fields, which: i64) {
    if which == FIRST_DAY_OF_MONTH {
        t.d = 1;
    } else if which == LAST_DAY_OF_MONTH {
        t.d = 0;
        t.m = t.m.wrapping_add(1);
    }
}

fn adjust_for_weekday(t: &mut Fields, p: &mut Parsed) {
    let r = &mut p.relative;
    let current = civil::day_of_week(t.y, t.m, t.d);
    if r.weekday_behavior == 2 {
        if current == 0 && r.weekday != 0 {
            r.weekday -= 7;
        }
        if r.weekday == 0 && current != 0 {
            r.weekday = 7;
        }
        t.d = t.d - current + r.weekday;
        return;
    }
    let mut difference = r.weekday - current;
    if (r.d < 0 && difference < 0) || (r.d >= 0 && difference <= -r.weekday_behavior) {
        difference += 7;
    }
    if r.weekday >= 0 {
        t.d += difference;
    } else {
        t.d -= 7 - (r.weekday.abs() - current);
    }
    r.have_weekday_relative = false;
}

fn adjust_relative(t: &mut Fields, p: &mut Parsed) {
    if p.relative.have_weekday_relative {
        adjust_for_weekday(t, p);
    }
    civil::normalize(t);
    if p.have_relative {
        let r = &p.relative;
        t.us = t.us.wrapping_add(r.us);
        t.s = t.s.wrapping_add(r.s);
        t.i = t.i.wrapping_add(r.i);
        t.h = t.h.wrapping_add(r.h);
        t.d = t.d.wrapping_add(r.d);
        t.m = t.m.wrapping_add(r.m);
        t.y = t.y.wrapping_add(r.y);
    }
    first_last_day_of(t, p.relative.first_last_day_of);
    civil::normalize(t);
}

fn adjust_special_weekday(t: &mut Fields, count: i64) {
    let dow = civil::day_of_week(t.y, t.m, t.d);
    t.d = t.d.wrapping_add((count / 5).wrapping_mul(7));
    let rem = count % 5;
    if count > 0 {
        if rem == 0 {
            if dow == 0 {
                t.d = t.d.wrapping_sub(2);
            } else if dow == 6 {
                t.d = t.d.wrapping_sub(1);
            }
        } else if dow == 6 {
            t.d = t.d.wrapping_add(1);
        } else if dow + rem > 5 {
            t.d = t.d.wrapping_add(2);
        }
    } else if rem == 0 {
        if dow == 6 {
            t.d = t.d.wrapping_add(2);
        } else if dow == 0 {
            t.d = t.d.wrapping_add(1);
        }
    } else if dow == 0 {
        t.d = t.d.wrapping_sub(1);
    } else if dow + rem < 1 {
        t.d = t.d.wrapping_sub(2);
    }
    t.d = t.d.wrapping_add(rem);
}

fn adjust_special(t: &mut Fields, p: &Parsed) {
    if p.relative.have_special_relative && p.relative.special_type == SPECIAL_WEEKDAY {
        adjust_special_weekday(t, p.relative.special_amount);
    }
    civil::normalize(t);
}

#[cfg(test)]
mod tests {
    use super::super::civil::{self, Fields};
    use super::super::format::{Moment, format, idate_field};
    use super::super::parse::Scanner;
    use super::super::tz::Zone;
    use super::resolve;

    /// Hostile strings, extreme bases and extreme fields never panic (overflow checks are on
    /// in test builds).
    #[test]
    fn never_panics() {
        let mut scanner = Scanner::new();
        let zones = [Zone::utc(), Zone::lookup("America/New_York").unwrap()];
        let mut inputs: Vec<Vec<u8>> = [
            "+9223372036854775807 weekdays",
            "-9223372036854775808 days",
            "@9223372036854775807",
            "@-9223372036854775808 -1 sec",
            "+99999999999999999999 years",
            "9999999999999 months ago",
            "last day of +9999999999999 months",
            "-1000000000000 weekdays",
            "first monday of 9999",
            "2024-W53-7 +1 fortnight",
            "back of 24pm",
            "0000-00-00",
            "+12345678901234567890-01-01",
            "tomorrow 99:99:99.999999999",
            "\u{b5}s µsec",
            "\u{a0}\u{202f} 10 september",
        ]
        .iter()
        .map(|s| s.as_bytes().to_vec())
        .collect();
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let alphabet = b"0123456789+-@:./ TtWwaApPmMdayofnextlastweekmonthyearJanSepUTCEST()\t,\0";
        for _ in 0..3000 {
            let len = (seed % 24) as usize;
            let mut s = Vec::with_capacity(len);
            for _ in 0..len {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                s.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            inputs.push(s);
        }
        for input in &inputs {
            let parsed = scanner.parse(input);
            for zone in &zones {
                for base in [0, i64::MAX, i64::MIN, 1_700_000_000, -62_135_596_800] {
                    let _ = resolve(parsed.clone(), base, zone);
                }
            }
        }
        for v in [i64::MAX, i64::MIN, 0, -1, 1 << 40] {
            let mut f = Fields {
                y: v,
                m: v,
                d: v,
                h: v,
                i: v,
                s: v,
                us: v,
            };
            civil::normalize(&mut f);
            for zone in &zones {
                let _ = zone.local_to_ts(v, Some(true));
                let _ = zone.info(v);
                for local in [Some(zone), None] {
                    let m = Moment::new(v, local);
                    let _ = format(b"dDjlNSwzWFmMntLoYyxXaABgGhHisuveIOPpTZcrU\\", &m);
                    for c in b"BdhHiILmNostUwWyYzZjgGn" {
                        let _ = idate_field(*c, &m);
                    }
                }
            }
        }
    }
}
