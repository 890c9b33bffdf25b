//! What each strtotime rule does with its token (the actions of parse_date.re), and the
//! small readers they share: numbers, month and weekday names, relative units, meridians.

use super::patterns::Rule;
use super::zone::{Cur, parse_zone};
use super::{
    FIRST_DAY_OF_MONTH, LAST_DAY_OF_MONTH, Parsed, SPECIAL_DAY_OF_WEEK_IN_MONTH,
    SPECIAL_LAST_DAY_OF_WEEK_IN_MONTH, SPECIAL_WEEKDAY, UNSET, ZONETYPE_OFFSET,
};
use crate::ext::date::civil;

/// A rule gave up (timelib's `return TIMELIB_ERROR`): the error is already recorded.
struct Abort;

type Step = Result<(), Abort>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    Microsec,
    Second,
    Minute,
    Hour,
    Day,
    Month,
    Year,
    Weekday,
    Special,
}

const RELUNITS: &[(&str, Unit, i64)] = &[
    ("ms", Unit::Microsec, 1000),
    ("msec", Unit::Microsec, 1000),
    ("msecs", Unit::Microsec, 1000),
    ("millisecond", Unit::Microsec, 1000),
    ("milliseconds", Unit::Microsec, 1000),
    ("\u{b5}s", Unit::Microsec, 1),
    ("usec", Unit::Microsec, 1),
    ("usecs", Unit::Microsec, 1),
    ("\u{b5}sec", Unit::Microsec, 1),
    ("\u{b5}secs", Unit::Microsec, 1),
    ("microsecond", Unit::Microsec, 1),
    ("microseconds", Unit::Microsec, 1),
    ("sec", Unit::Second, 1),
    ("secs", Unit::Second, 1),
    ("second", Unit::Second, 1),
    ("seconds", Unit::Second, 1),
    ("min", Unit::Minute, 1),
    ("mins", Unit::Minute, 1),
    ("minute", Unit::Minute, 1),
    ("minutes", Unit::Minute, 1),
    ("hour", Unit::Hour, 1),
    ("hours", Unit::Hour, 1),
    ("day", Unit::Day, 1),
    ("days", Unit::Day, 1),
    ("week", Unit::Day, 7),
    ("weeks", Unit::Day, 7),
    ("fortnight", Unit::Day, 14),
    ("fortnights", Unit::Day, 14),
    ("forthnight", Unit::Day, 14),
    ("forthnights", Unit::Day, 14),
    ("month", Unit::Month, 1),
    ("months", Unit::Month, 1),
    ("year", Unit::Year, 1),
    ("years", Unit::Year, 1),
    ("mondays", Unit::Weekday, 1),
    ("monday", Unit::Weekday, 1),
    ("mon", Unit::Weekday, 1),
    ("tuesdays", Unit::Weekday, 2),
    ("tuesday", Unit::Weekday, 2),
    ("tue", Unit::Weekday, 2),
    ("wednesdays", Unit::Weekday, 3),
    ("wednesday", Unit::Weekday, 3),
    ("wed", Unit::Weekday, 3),
    ("thursdays", Unit::Weekday, 4),
    ("thursday", Unit::Weekday, 4),
    ("thu", Unit::Weekday, 4),
    ("fridays", Unit::Weekday, 5),
    ("friday", Unit::Weekday, 5),
    ("fri", Unit::Weekday, 5),
    ("saturdays", Unit::Weekday, 6),
    ("saturday", Unit::Weekday, 6),
    ("sat", Unit::Weekday, 6),
    ("sundays", Unit::Weekday, 0),
    ("sunday", Unit::Weekday, 0),
    ("sun", Unit::Weekday, 0),
    ("weekday", Unit::Special, SPECIAL_WEEKDAY),
    ("weekdays", Unit::Special, SPECIAL_WEEKDAY),
];

/// Relative words: value and behaviour.
const RELTEXT: &[(&str, i64, i64)] = &[
    ("first", 1, 0),
    ("next", 1, 0),
    ("second", 2, 0),
    ("third", 3, 0),
    ("fourth", 4, 0),
    ("fifth", 5, 0),
    ("sixth", 6, 0),
    ("seventh", 7, 0),
    ("eight", 8, 0),
    ("eighth", 8, 0),
    ("ninth", 9, 0),
    ("tenth", 10, 0),
    ("eleventh", 11, 0),
    ("twelfth", 12, 0),
    ("last", -1, 0),
    ("previous", -1, 0),
    ("this", 0, 1),
];

const MONTH_WORDS: &[(&str, i64)] = &[
    ("jan", 1),
    ("feb", 2),
    ("mar", 3),
    ("apr", 4),
    ("may", 5),
    ("jun", 6),
    ("jul", 7),
    ("aug", 8),
    ("sep", 9),
    ("sept", 9),
    ("oct", 10),
    ("nov", 11),
    ("dec", 12),
    ("i", 1),
    ("ii", 2),
    ("iii", 3),
    ("iv", 4),
    ("v", 5),
    ("vi", 6),
    ("vii", 7),
    ("viii", 8),
    ("ix", 9),
    ("x", 10),
    ("xi", 11),
    ("xii", 12),
    ("january", 1),
    ("february", 2),
    ("march", 3),
    ("april", 4),
    ("june", 6),
    ("july", 7),
    ("august", 8),
    ("september", 9),
    ("october", 10),
    ("november", 11),
    ("december", 12),
];

/// The scanner state one action sees: the parsed time, the token and where it started.
struct Ctx<'a, 'b> {
    p: &'a mut Parsed,
    c: Cur<'b>,
    pos: usize,
}

impl Ctx<'_, '_> {
    fn error(&mut self, msg: &'static str) {
        self.p.errors.push((self.pos, msg));
    }

    fn have_time(&mut self) -> Step {
        if self.p.have_time != 0 {
            self.error("Double time specification");
            return Err(Abort);
        }
        self.p.have_time = 1;
        self.zero_time();
        Ok(())
    }

    fn zero_time(&mut self) {
        self.p.h = 0;
        self.p.i = 0;
        self.p.s = 0;
        self.p.us = 0;
    }

    fn unhave_time(&mut self) {
        self.p.have_time = 0;
        self.zero_time();
    }

    fn have_date(&mut self) -> Step {
        if self.p.have_date {
            self.error("Double date specification");
            return Err(Abort);
        }
        self.p.have_date = true;
        Ok(())
    }

    fn unhave_date(&mut self) {
        self.p.have_date = false;
        self.p.d = 0;
        self.p.m = 0;
        self.p.y = 0;
    }

    fn have_tz(&mut self) -> Step {
        if self.p.have_zone != 0 {
            if self.p.have_zone > 1 {
                self.error("Double timezone specification");
            } else {
                self.p
                    .warnings
                    .push((self.pos, "Double timezone specification"));
            }
            self.p.have_zone += 1;
            return Err(Abort);
        }
        self.p.have_zone += 1;
        Ok(())
    }

    /// `timelib_get_nr_ex`: the next run of up to `max` digits, and its length.
    fn nr_ex(&mut self, max: usize) -> (i64, usize) {
        while !self.c.peek().is_ascii_digit() {
            if self.c.peek() == 0 {
                return (UNSET, 0);
            }
            self.c.bump();
        }
        let begin = self.c.p;
        while self.c.peek().is_ascii_digit() && self.c.p - begin < max {
            self.c.bump();
        }
        let digits = &self.c.s[begin..self.c.p];
        (parse_digits(digits).unwrap_or(i64::MAX), digits.len())
    }

    fn nr(&mut self, max: usize) -> i64 {
        self.nr_ex(max).0
    }

    /// A year of up to `max` digits, two-digit years mapped to 1970..2069.
    fn year(&mut self, max: usize) -> i64 {
        let (y, len) = self.nr_ex(max);
        if y == UNSET || len >= 4 {
            y
        } else if y < 70 {
            y + 2000
        } else if y < 100 {
            y + 1900
        } else {
            y
        }
    }

    /// `timelib_get_signed_nr`: signs (each '-' flips), then up to `max` digits.
    fn signed_nr(&mut self, max: usize) -> i64 {
        while !self.c.peek().is_ascii_digit() && !matches!(self.c.peek(), b'+' | b'-') {
            if self.c.peek() == 0 {
                self.error("Found unexpected data");
                return 0;
            }
            self.c.bump();
        }
        let mut negative = false;
        while matches!(self.c.peek(), b'+' | b'-') {
            if self.c.peek() == b'-' {
                negative = !negative;
            }
            self.c.bump();
        }
        while !self.c.peek().is_ascii_digit() {
            if self.c.peek() == 0 {
                self.error("Found unexpected data");
                return 0;
            }
            self.c.bump();
        }
        let begin = self.c.p;
        while self.c.peek().is_ascii_digit() && self.c.p - begin < max {
            self.c.bump();
        }
        let digits = &self.c.s[begin..self.c.p];
        let mut text = String::with_capacity(digits.len() + 1);
        if negative {
            text.push('-');
        }
        text.push_str(&String::from_utf8_lossy(digits));
        match text.parse::<i64>() {
            Ok(v) => v,
            Err(_) => {
                self.error("Number out of range");
                0
            }
        }
    }

    /// `timelib_get_frac_nr`: ".123" as microseconds.
    fn frac(&mut self) -> i64 {
        while !matches!(self.c.peek(), b'.' | b':' | b'0'..=b'9') {
            if self.c.peek() == 0 {
                return UNSET;
            }
            self.c.bump();
        }
        let begin = self.c.p;
        while matches!(self.c.peek(), b'.' | b':' | b'0'..=b'9') {
            self.c.bump();
        }
        let span = self.c.p - begin;
        let body = &self.c.s[begin + 1..self.c.p];
        let lead: Vec<u8> = body
            .iter()
            .copied()
            .take_while(|b| b.is_ascii_digit())
            .collect();
        let value: f64 = std::str::from_utf8(&lead)
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(0.0);
        (value * 10f64.powi(7 - span as i32)) as i64
    }

    fn skip_day_suffix(&mut self) {
        if matches!(self.c.peek(), b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') {
            return;
        }
        let two = [
            self.c.peek().to_ascii_lowercase(),
            self.c.at(1).to_ascii_lowercase(),
        ];
        if matches!(&two, b"nd" | b"rd" | b"st" | b"th") {
            self.c.p += 2;
        }
    }

    fn word(&mut self) -> String {
        let begin = self.c.p;
        while self.c.peek().is_ascii_alphabetic() {
            self.c.bump();
        }
        String::from_utf8_lossy(&self.c.s[begin..self.c.p]).into_owned()
    }

    /// `timelib_get_month`.
    fn month(&mut self) -> i64 {
        while matches!(self.c.peek(), b' ' | b'\t' | b'-' | b'.' | b'/') {
            self.c.bump();
        }
        self.month_word()
    }

    fn month_word(&mut self) -> i64 {
        let word = self.word();
        MONTH_WORDS
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(&word))
            .map_or(0, |(_, v)| *v)
    }

    /// `timelib_get_relative_text`: value and behaviour of "next", "third", "this"...
    fn relative_text(&mut self) -> (i64, i64) {
        while matches!(self.c.peek(), b' ' | b'\t' | b'-' | b'/') {
            self.c.bump();
        }
        let word = self.word();
        RELTEXT
            .iter()
            .find(|(name, _, _)| name.eq_ignore_ascii_case(&word))
            .map_or((0, 0), |(_, v, b)| (*v, *b))
    }

    fn eat_spaces(&mut self) {
        loop {
            match (self.c.peek(), self.c.at(1), self.c.at(2)) {
                (b' ' | b'\t', _, _) => self.c.bump(),
                (0xe2, 0x80, 0xaf) => self.c.p += 3,
                (0xc2, 0xa0, _) => self.c.p += 2,
                _ => break,
            }
        }
    }

    fn relunit(&mut self) -> Option<(Unit, i64)> {
        let begin = self.c.p;
        while !matches!(
            self.c.peek(),
            0 | b' ' | b',' | b'\t' | b';' | b':' | b'/' | b'.' | b'-' | b'(' | b')'
        ) {
            self.c.bump();
        }
        let word = &self.c.s[begin..self.c.p];
        RELUNITS
            .iter()
            .find(|(name, _, _)| name.as_bytes().eq_ignore_ascii_case(word))
            .map(|(_, unit, mult)| (*unit, *mult))
    }

    fn add_checked(&mut self, field: fn(&mut Parsed) -> &mut i64, amount: i64, mult: i64) {
        let slot = field(self.p);
        let (sum, overflow) = slot.overflowing_add(amount.wrapping_mul(mult));
        *slot = sum;
        if overflow {
            self.error("Number out of range");
        }
    }

    /// `timelib_set_relative`; `keep_time` is false where a weekday resets the time.
    fn set_relative(&mut self, amount: i64, behavior: i64, keep_time: bool) {
        let Some((unit, mult)) = self.relunit() else {
            return;
        };
        match unit {
            Unit::Microsec => self.add_checked(|p| &mut p.relative.us, amount, mult),
            Unit::Second => self.add_checked(|p| &mut p.relative.s, amount, mult),
            Unit::Minute => self.add_checked(|p| &mut p.relative.i, amount, mult),
            Unit::Hour => self.add_checked(|p| &mut p.relative.h, amount, mult),
            Unit::Day => self.add_checked(|p| &mut p.relative.d, amount, mult),
            Unit::Month => self.add_checked(|p| &mut p.relative.m, amount, mult),
            Unit::Year => self.add_checked(|p| &mut p.relative.y, amount, mult),
            Unit::Weekday => {
                self.p.have_relative = true;
                self.p.relative.have_weekday_relative = true;
                if !keep_time {
                    self.unhave_time();
                }
                let weeks = if amount > 0 { amount - 1 } else { amount };
                self.p.relative.d = self.p.relative.d.wrapping_add(weeks.wrapping_mul(7));
                self.p.relative.weekday = mult;
                self.p.relative.weekday_behavior = behavior;
            }
            Unit::Special => {
                self.p.have_relative = true;
                self.p.relative.have_special_relative = true;
                if !keep_time {
                    self.unhave_time();
                }
                self.p.relative.special_type = mult;
                self.p.relative.special_amount = amount;
            }
        }
    }

    /// `timelib_meridian`: the hour adjustment of "am"/"pm" at or after the cursor.
    fn meridian(&mut self, h: i64) -> i64 {
        while !matches!(self.c.peek(), b'A' | b'a' | b'P' | b'p') {
            if self.c.p >= self.c.s.len() {
                return 0;
            }
            self.c.bump();
        }
        let adjust = if matches!(self.c.peek(), b'a' | b'A') {
            if h == 12 { -12 } else { 0 }
        } else if h != 12 {
            12
        } else {
            0
        };
        self.c.bump();
        if self.c.peek() == b'.' {
            self.c.bump();
        }
        if matches!(self.c.peek(), b'M' | b'm') {
            self.c.bump();
        }
        if self.c.peek() == b'.' {
            self.c.bump();
        }
        adjust
    }

    fn zone(&mut self) {
        let (z, found) = parse_zone(&mut self.c, self.p);
        self.p.z = z;
        if !found {
            self.error("The timezone could not be found in the database");
        }
    }

    /// Time fields after the hour: ":MM", ":SS", ".frac" when present.
    fn minutes_seconds(&mut self, sep_dot_for_seconds: bool, frac: bool) {
        if matches!(self.c.peek(), b':' | b'.') {
            self.p.i = self.nr(2);
            let more = if sep_dot_for_seconds {
                matches!(self.c.peek(), b':' | b'.')
            } else {
                self.c.peek() == b':'
            };
            if more {
                self.p.s = self.nr(2);
                if frac && self.c.peek() == b'.' {
                    self.p.us = self.frac();
                }
            }
        }
    }
}

fn parse_digits(digits: &[u8]) -> Option<i64> {
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// Run `rule`'s action on `token` (which starts at `pos` of the trimmed string).
pub fn apply(p: &mut Parsed, rule: Rule, token: &[u8], pos: usize) {
    let mut ctx = Ctx {
        p,
        c: Cur { s: token, p: 0 },
        pos,
    };
    let _ = run(&mut ctx, rule);
}

fn run(x: &mut Ctx, rule: Rule) -> Step {
    match rule {
        Rule::Yesterday => {
            x.p.have_relative = true;
            x.unhave_time();
            x.p.relative.d = -1;
        }
        Rule::Now | Rule::Separator | Rule::Space | Rule::Newline => {}
        Rule::Noon => {
            x.unhave_time();
            x.have_time()?;
            x.p.h = 12;
        }
        Rule::Midnight => x.unhave_time(),
        Rule::Tomorrow => {
            x.p.have_relative = true;
            x.unhave_time();
            x.p.relative.d = 1;
        }
        Rule::Timestamp | Rule::TimestampMs => {
            x.p.have_relative = true;
            x.unhave_date();
            x.unhave_time();
            x.have_tz()?;
            let negative = x.c.at(1) == b'-';
            let secs = x.signed_nr(24);
            let mut us = 0;
            if rule == Rule::TimestampMs {
                let before = x.c.p;
                let digits = x.signed_nr(6);
                let span = (x.c.p - before) as i32;
                us = (digits as f64 * 10f64.powi(7 - span)) as i64;
                if negative {
                    us = -us;
                }
            }
            x.p.y = 1970;
            x.p.m = 1;
            x.p.d = 1;
            x.zero_time();
            x.p.relative.s = x.p.relative.s.wrapping_add(secs);
            if rule == Rule::TimestampMs {
                x.p.relative.us = us;
            }
            x.p.is_localtime = true;
            x.p.zone_type = ZONETYPE_OFFSET;
            x.p.z = 0;
            x.p.dst = 0;
        }
        Rule::FirstLastDayOf => {
            x.p.have_relative = true;
            x.p.relative.first_last_day_of = if matches!(x.c.peek(), b'l' | b'L') {
                LAST_DAY_OF_MONTH
            } else {
                FIRST_DAY_OF_MONTH
            };
        }
        Rule::BackFrontOf => {
            x.unhave_time();
            x.have_time()?;
            if x.c.peek() == b'b' {
                x.p.h = x.nr(2);
                x.p.i = 15;
            } else {
                x.p.h = x.nr(2) - 1;
                x.p.i = 45;
            }
            if x.c.peek() != 0 {
                x.eat_spaces();
                let h = x.p.h;
                x.p.h += x.meridian(h);
            }
        }
        Rule::WeekdayOf => {
            x.p.have_relative = true;
            x.p.relative.have_special_relative = true;
            let (i, behavior) = x.relative_text();
            x.eat_spaces();
            if i > 0 {
                x.p.relative.special_type = SPECIAL_DAY_OF_WEEK_IN_MONTH;
                x.set_relative(i, 1, false);
            } else {
                x.p.relative.special_type = SPECIAL_LAST_DAY_OF_WEEK_IN_MONTH;
                x.set_relative(i, behavior, false);
            }
        }
        Rule::Time12 => {
            x.have_time()?;
            x.p.h = x.nr(2);
            if matches!(x.c.peek(), b':' | b'.') {
                x.p.i = x.nr(2);
                if matches!(x.c.peek(), b':' | b'.') {
                    x.p.s = x.nr(2);
                }
            }
            x.eat_spaces();
            let h = x.p.h;
            x.p.h += x.meridian(h);
        }
        Rule::MssqlTime => {
            x.have_time()?;
            x.p.h = x.nr(2);
            x.p.i = x.nr(2);
            if matches!(x.c.peek(), b':' | b'.') {
                x.p.s = x.nr(2);
                if matches!(x.c.peek(), b':' | b'.') {
                    x.p.us = x.frac();
                }
            }
            x.eat_spaces();
            let h = x.p.h;
            x.p.h += x.meridian(h);
        }
        Rule::Time24 => {
            x.have_time()?;
            x.p.h = x.nr(2);
            x.minutes_seconds(true, true);
            if x.c.peek() != 0 {
                x.zone();
            }
        }
        Rule::GnuNoColon => {
            match x.p.have_time {
                0 => {
                    x.p.h = x.nr(2);
                    x.p.i = x.nr(2);
                    x.p.s = 0;
                }
                1 => x.p.y = x.nr(4),
                _ => {
                    x.error("Double time specification");
                    return Err(Abort);
                }
            }
            x.p.have_time += 1;
        }
        Rule::Iso8601NoColon => {
            x.have_time()?;
            x.p.h = x.nr(2);
            x.p.i = x.nr(2);
            x.p.s = x.nr(2);
            if x.c.peek() != 0 {
                x.zone();
            }
        }
        Rule::American => {
            x.have_date()?;
            x.p.m = x.nr(2);
            x.p.d = x.nr(2);
            if x.c.peek() == b'/' {
                x.p.y = x.year(4);
            }
        }
        Rule::IsoDate4 => {
            x.have_date()?;
            x.p.y = x.signed_nr(4);
            x.p.m = x.nr(2);
            x.p.d = x.nr(2);
        }
        Rule::IsoDate2 | Rule::GnuDateShort => {
            x.have_date()?;
            let y = x.year(4);
            x.p.m = x.nr(2);
            x.p.d = x.nr(2);
            x.p.y = y;
        }
        Rule::IsoDateX => {
            x.have_date()?;
            x.p.y = x.signed_nr(19);
            x.p.m = x.nr(2);
            x.p.d = x.nr(2);
        }
        Rule::GnuDateShorter => {
            x.have_date()?;
            x.p.y = x.year(4);
            x.p.m = x.nr(2);
            x.p.d = 1;
        }
        Rule::DateFull => {
            x.have_date()?;
            x.p.d = x.nr(2);
            x.skip_day_suffix();
            x.p.m = x.month();
            x.p.y = x.year(4);
        }
        Rule::PointedDate4 => {
            x.have_date()?;
            x.p.d = x.nr(2);
            x.p.m = x.nr(2);
            x.p.y = x.nr(4);
        }
        Rule::PointedDate2 => {
            x.have_date()?;
            x.p.d = x.nr(2);
            x.p.m = x.nr(2);
            x.p.y = x.year(2);
        }
        Rule::DateNoDay => {
            x.have_date()?;
            x.p.m = x.month();
            x.p.y = x.year(4);
            x.p.d = 1;
        }
        Rule::DateNoDayRev => {
            x.have_date()?;
            x.p.y = x.year(4);
            x.p.m = x.month();
            x.p.d = 1;
        }
        Rule::DateTextual | Rule::PgTextShort => {
            x.have_date()?;
            x.p.m = x.month();
            x.p.d = x.nr(2);
            x.p.y = x.year(4);
        }
        Rule::DateNoYearRev => {
            x.have_date()?;
            x.p.d = x.nr(2);
            x.skip_day_suffix();
            x.p.m = x.month();
        }
        Rule::DateNoColon => {
            x.have_date()?;
            x.p.y = x.nr(4);
            x.p.m = x.nr(2);
            x.p.d = x.nr(2);
        }
        Rule::XmlRpc => {
            x.have_time()?;
            x.have_date()?;
            x.p.y = x.nr(4);
            x.p.m = x.nr(2);
            x.p.d = x.nr(2);
            x.p.h = x.nr(2);
            x.p.i = x.nr(2);
            x.p.s = x.nr(2);
            if x.c.peek() == b'.' {
                x.p.us = x.frac();
                if x.c.peek() != 0 {
                    x.zone();
                }
            }
        }
        Rule::PgYdotd => {
            x.have_date()?;
            x.p.y = x.year(4);
            x.p.d = x.nr(3);
            x.p.m = 1;
        }
        Rule::IsoWeekday | Rule::IsoWeek => {
            x.have_date()?;
            x.p.have_relative = true;
            x.p.y = x.nr(4);
            let w = x.nr(2);
            let d = if rule == Rule::IsoWeekday { x.nr(1) } else { 1 };
            x.p.m = 1;
            x.p.d = 1;
            x.p.relative.d = civil::daynr_from_weeknr(x.p.y, w, d);
        }
        Rule::PgTextReverse => {
            x.have_date()?;
            let y = x.year(4);
            x.p.m = x.month();
            x.p.d = x.nr(2);
            x.p.y = y;
        }
        Rule::Clf => {
            x.have_time()?;
            x.have_date()?;
            x.p.d = x.nr(2);
            x.p.m = x.month();
            x.p.y = x.nr(4);
            x.p.h = x.nr(2);
            x.p.i = x.nr(2);
            x.p.s = x.nr(2);
            x.eat_spaces();
            x.zone();
        }
        Rule::Year4 => x.p.y = x.nr(4),
        Rule::Ago => {
            let r = &mut x.p.relative;
            r.y = r.y.wrapping_neg();
            r.m = r.m.wrapping_neg();
            r.d = r.d.wrapping_neg();
            r.h = r.h.wrapping_neg();
            r.i = r.i.wrapping_neg();
            r.s = r.s.wrapping_neg();
            r.weekday = r.weekday.wrapping_neg();
            if r.weekday == 0 {
                r.weekday = -7;
            }
            if r.have_special_relative && r.special_type == SPECIAL_WEEKDAY {
                r.special_amount = r.special_amount.wrapping_neg();
            }
        }
        Rule::DayText => {
            x.p.have_relative = true;
            x.p.relative.have_weekday_relative = true;
            x.unhave_time();
            if let Some((_, mult)) = x.relunit() {
                x.p.relative.weekday = mult;
            }
            if x.p.relative.weekday_behavior != 2 {
                x.p.relative.weekday_behavior = 1;
            }
        }
        Rule::RelativeTextWeek | Rule::RelativeText => {
            x.p.have_relative = true;
            while x.c.peek() != 0 {
                let before = x.c.p;
                let (i, behavior) = x.relative_text();
                x.eat_spaces();
                x.set_relative(i, behavior, false);
                if rule == Rule::RelativeTextWeek {
                    x.p.relative.weekday_behavior = 2;
                    if !x.p.relative.have_weekday_relative {
                        x.p.relative.have_weekday_relative = true;
                        x.p.relative.weekday = 1;
                    }
                }
                if x.c.p == before {
                    break;
                }
            }
        }
        Rule::MonthText => {
            x.have_date()?;
            x.p.m = x.month_word();
        }
        Rule::Zone => {
            x.have_tz()?;
            x.eat_spaces();
            x.zone();
        }
        Rule::DateShortWithTime12 => {
            x.have_date()?;
            x.p.m = x.month();
            x.p.d = x.nr(2);
            x.have_time()?;
            x.p.h = x.nr(2);
            x.p.i = x.nr(2);
            if matches!(x.c.peek(), b':' | b'.') {
                x.p.s = x.nr(2);
                if x.c.peek() == b'.' {
                    x.p.us = x.frac();
                }
            }
            let h = x.p.h;
            x.p.h += x.meridian(h);
        }
        Rule::DateShortWithTime24 => {
            x.have_date()?;
            x.p.m = x.month();
            x.p.d = x.nr(2);
            x.have_time()?;
            x.p.h = x.nr(2);
            x.p.i = x.nr(2);
            if x.c.peek() == b':' {
                x.p.s = x.nr(2);
                if x.c.peek() == b'.' {
                    x.p.us = x.frac();
                }
            }
            if x.c.peek() != 0 {
                x.zone();
            }
        }
        Rule::Relative => {
            x.p.have_relative = true;
            while x.c.peek() != 0 {
                let before = x.c.p;
                let amount = x.signed_nr(24);
                x.eat_spaces();
                x.set_relative(amount, 1, true);
                if x.c.p == before {
                    break;
                }
            }
        }
        Rule::Any => x.error("Unexpected character"),
    }
    Ok(())
}
