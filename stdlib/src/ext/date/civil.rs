//! Proleptic Gregorian calendar arithmetic on 64-bit years, as timelib does it: day of
//! week/year, ISO weeks, civil date <-> days since the epoch, and the normalisation that
//! turns "month 13" or "day -3" into a real date (`timelib_do_normalize`). Every sum wraps
//! instead of overflowing, as timelib's C arithmetic does on huge inputs.

pub const SECS_PER_DAY: i64 = 86400;
const DAYS_PER_ERA: i64 = 146_097;
const YEARS_PER_ERA: i64 = 400;
/// Days from 0000-03-01 to 1970-01-01.
const EPOCH_SHIFT: i64 = 719_468;

const DAYS_COMMON: [i64; 13] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAYS_LEAP: [i64; 13] = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const YDAY_COMMON: [i64; 13] = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const YDAY_LEAP: [i64; 13] = [0, 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];

pub fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

fn month_index(m: i64) -> usize {
    m.clamp(0, 12) as usize
}

pub fn days_in_month(y: i64, m: i64) -> i64 {
    let table = if is_leap(y) { &DAYS_LEAP } else { &DAYS_COMMON };
    table[month_index(m)]
}

/// Day of the year, 0-based.
pub fn day_of_year(y: i64, m: i64, d: i64) -> i64 {
    let table = if is_leap(y) { &YDAY_LEAP } else { &YDAY_COMMON };
    table[month_index(m)] + d - 1
}

/// 0 = Sunday .. 6 = Saturday.
pub fn day_of_week(y: i64, m: i64, d: i64) -> i64 {
    const COMMON: [i64; 13] = [-1, 0, 3, 3, 6, 1, 4, 6, 2, 5, 0, 3, 5];
    const LEAP: [i64; 13] = [-1, 6, 2, 3, 6, 1, 4, 6, 2, 5, 0, 3, 5];
    let century = 6 - (y.rem_euclid(400) / 100).rem_euclid(4) * 2;
    let y1 = y.rem_euclid(100);
    let m1 = if is_leap(y) { LEAP } else { COMMON }[month_index(m)];
    (century + y1 + m1 + y1 / 4 + d).rem_euclid(7)
}

/// 1 = Monday .. 7 = Sunday.
pub fn iso_day_of_week(y: i64, m: i64, d: i64) -> i64 {
    match day_of_week(y, m, d) {
        0 => 7,
        n => n,
    }
}

/// The ISO 8601 (week, week-year) of a date.
pub fn iso_week(y: i64, m: i64, d: i64) -> (i64, i64) {
    let y_leap = i64::from(is_leap(y));
    let mut doy = day_of_year(y, m, d) + 1;
    if y_leap == 1 && m > 2 {
        doy += 1;
    }
    let jan1 = iso_day_of_week(y, 1, 1);
    let weekday = iso_day_of_week(y, m, d);
    if doy <= 8 - jan1 && jan1 > 4 {
        let week = if jan1 == 5 || (jan1 == 6 && is_leap(y - 1)) {
            53
        } else {
            52
        };
        return (week, y - 1);
    }
    let days = 365 + y_leap;
    if days - (doy - y_leap) < 4 - weekday {
        return (1, y + 1);
    }
    let mut week = (doy + (7 - weekday) + (jan1 - 1)) / 7;
    if jan1 > 4 {
        week -= 1;
    }
    (week, y)
}

/// Days from January 1st of `iy` to day `id` of ISO week `iw` (`timelib_daynr_from_weeknr`).
pub fn daynr_from_weeknr(iy: i64, iw: i64, id: i64) -> i64 {
    let dow = day_of_week(iy, 1, 1);
    let day = -(if dow > 4 { dow - 7 } else { dow });
    day.wrapping_add(iw.wrapping_sub(1).wrapping_mul(7))
        .wrapping_add(id)
}

pub fn valid_date(y: i64, m: i64, d: i64) -> bool {
    (1..=12).contains(&m) && d >= 1 && d <= days_in_month(y, m)
}

pub fn valid_time(h: i64, i: i64, s: i64) -> bool {
    (0..=23).contains(&h) && (0..=59).contains(&i) && (0..=59).contains(&s)
}

/// The civil date of a day count since 1970-01-01.
pub fn date_from_days(days: i64) -> (i64, i64, i64) {
    let days = days.wrapping_add(EPOCH_SHIFT);
    let era = days.div_euclid(DAYS_PER_ERA);
    let doe = days.rem_euclid(DAYS_PER_ERA);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe
        .wrapping_add(era.wrapping_mul(YEARS_PER_ERA))
        .wrapping_add(i64::from(m <= 2));
    (y, m, d)
}

/// Days since 1970-01-01 of a (normalised) civil date.
pub fn days_from_date(y: i64, m: i64, d: i64) -> i64 {
    let y = y.wrapping_sub(i64::from(m <= 2));
    let era = y.div_euclid(YEARS_PER_ERA);
    let yoe = y.rem_euclid(YEARS_PER_ERA);
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era.wrapping_mul(DAYS_PER_ERA)
        .wrapping_add(doe)
        .wrapping_sub(EPOCH_SHIFT)
}

/// A broken-down wall time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Civil {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
}

/// The UTC wall time of a Unix timestamp (`timelib_unixtime2gmt`).
pub fn civil_from_ts(ts: i64) -> Civil {
    let (y, m, d) = date_from_days(ts.div_euclid(SECS_PER_DAY));
    let rem = ts.rem_euclid(SECS_PER_DAY);
    Civil {
        y,
        m,
        d,
        h: rem / 3600,
        i: rem % 3600 / 60,
        s: rem % 60,
    }
}

/// Seconds since the epoch of a normalised wall time read as UTC.
pub fn ts_from_civil(c: &Civil) -> i64 {
    let days = days_from_date(c.y, c.m, c.d);
    let hms =
        c.h.wrapping_mul(3600)
            .wrapping_add(c.i.wrapping_mul(60))
            .wrapping_add(c.s);
    hms.wrapping_add(days.wrapping_mul(SECS_PER_DAY / 2))
        .wrapping_add(days.wrapping_mul(SECS_PER_DAY / 2))
}

/// `do_range_limit`: bring `a` into `[start, end)` by carrying into `b` in steps of `adj`.
pub fn range_limit(start: i64, end: i64, adj: i64, a: &mut i64, b: &mut i64) {
    if *a < start {
        let a_plus_1 = a.wrapping_add(1);
        *b = b.wrapping_sub((start.wrapping_sub(a_plus_1)) / adj + 1);
        *a = a
            .wrapping_add(adj.wrapping_mul(start.wrapping_sub(a_plus_1) / adj))
            .wrapping_add(adj);
    }
    if *a >= end {
        *b = b.wrapping_add(*a / adj);
        *a = a.wrapping_sub(adj.wrapping_mul(*a / adj));
    }
}

/// One round of `do_range_limit_days`; true when something moved.
fn range_limit_days(y: &mut i64, m: &mut i64, d: &mut i64) -> bool {
    if *d >= DAYS_PER_ERA || *d <= -DAYS_PER_ERA {
        *y = y.wrapping_add(YEARS_PER_ERA * (*d / DAYS_PER_ERA));
        *d -= DAYS_PER_ERA * (*d / DAYS_PER_ERA);
    }
    range_limit(1, 13, 12, m, y);
    // timelib's tables here start with December, so month 0 reads as 31 days.
    let mut current = if is_leap(*y) { DAYS_LEAP } else { DAYS_COMMON };
    current[0] = 31;
    let mut moved = false;
    while *d <= 0 && *m > 0 {
        let (pm, py) = if *m - 1 < 1 {
            (*m + 11, y.wrapping_sub(1))
        } else {
            (*m - 1, *y)
        };
        *d += days_in_month(py, pm);
        *m -= 1;
        moved = true;
    }
    while *d > 0 && *m <= 12 && *d > current[month_index(*m)] {
        *d -= current[month_index(*m)];
        *m += 1;
        moved = true;
    }
    moved
}

/// A wall time with microseconds, as timelib normalises it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fields {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
}

/// `timelib_do_normalize`: carry out-of-range fields upward until the date is real.
pub fn normalize(t: &mut Fields) {
    range_limit(0, 1_000_000, 1_000_000, &mut t.us, &mut t.s);
    range_limit(0, 60, 60, &mut t.s, &mut t.i);
    range_limit(0, 60, 60, &mut t.i, &mut t.h);
    range_limit(0, 24, 24, &mut t.h, &mut t.d);
    range_limit(1, 13, 12, &mut t.m, &mut t.y);
    // timelib shortcuts dates against the epoch through days (same result).
    if t.y == 1970 && t.m == 1 && t.d != 1 && t.d >= -719_498 {
        let (y, m, d) = date_from_days(t.d - 1);
        t.y = y;
        t.m = m;
        t.d = d;
    }
    let mut guard = 0;
    while range_limit_days(&mut t.y, &mut t.m, &mut t.d) {
        guard += 1;
        if guard > 10_000 {
            break;
        }
    }
    range_limit(1, 13, 12, &mut t.m, &mut t.y);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for ts in [
            0,
            1_700_000_000,
            -1,
            -86_401,
            253_402_300_799,
            -62_135_596_800,
        ] {
            assert_eq!(ts_from_civil(&civil_from_ts(ts)), ts);
        }
        assert_eq!(day_of_week(2024, 2, 29), 4);
        assert_eq!(iso_week(2021, 1, 3), (53, 2020));
        assert_eq!(iso_week(2024, 12, 30), (1, 2025));
    }
}
