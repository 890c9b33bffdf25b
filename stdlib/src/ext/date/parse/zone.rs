//! The time zone part of a date string (`timelib_parse_zone`): `+HH:MM`-style corrections,
//! `GMT+1`, abbreviations (timelib's table, `zonemap.rs`: a lookup without an offset finds
//! the first row of an abbreviation) and IANA identifiers.

use super::{Parsed, ZONETYPE_ABBR, ZONETYPE_ID, ZONETYPE_OFFSET};
use crate::ext::date::tz::Zone;

use super::zonemap::{FALLBACK_MAP, ZONE_MAP};

/// Longest abbreviation timelib tries (`_POSIX_TZNAME_MAX`, exclusive).
const MAX_ABBR_LEN: usize = 6;

/// A byte cursor over one token; 0 past its end, like the C string timelib walks.
pub struct Cur<'a> {
    pub s: &'a [u8],
    pub p: usize,
}

impl Cur<'_> {
    pub fn at(&self, k: usize) -> u8 {
        self.s.get(self.p + k).copied().unwrap_or(0)
    }

    pub fn peek(&self) -> u8 {
        self.at(0)
    }

    pub fn bump(&mut self) {
        if self.p < self.s.len() {
            self.p += 1;
        }
    }
}

fn abbr_search(word: &str) -> Option<(i64, i64)> {
    if word.eq_ignore_ascii_case("utc") || word.eq_ignore_ascii_case("gmt") {
        return Some((0, 0));
    }
    ZONE_MAP
        .iter()
        .find(|(name, ..)| name.eq_ignore_ascii_case(word))
        .map(|(_, dst, offset, _)| (i64::from(*dst), *offset))
}

/// timelib's `timelib_timezone_id_from_abbr` (timezone_name_from_abbr): the row of `word`
/// with UTC offset `offset` (its first row when `offset` is -1 or none has it), else the
/// fallback zone for `offset` and `dst`.
pub fn zone_id_from_abbr(word: &[u8], offset: i64, dst: i64) -> Option<&'static str> {
    if word.eq_ignore_ascii_case(b"utc") || word.eq_ignore_ascii_case(b"gmt") {
        return Some("UTC");
    }
    let mut rows = ZONE_MAP
        .iter()
        .filter(|(name, ..)| name.as_bytes().eq_ignore_ascii_case(word))
        .peekable();
    if let Some(first) = rows.peek().copied() {
        if offset == -1 {
            return first.3;
        }
        return rows.find(|r| r.2 == offset).unwrap_or(first).3;
    }
    FALLBACK_MAP
        .iter()
        .find(|(o, d, _)| *o == offset && i64::from(*d) == dst)
        .map(|r| r.2)
}

/// `timelib_parse_tz_cor`: the digits after a sign, as seconds (None: not a correction).
fn parse_tz_cor(c: &mut Cur) -> Option<i64> {
    let begin = c.p;
    while c.peek().is_ascii_digit() || c.peek() == b':' {
        c.bump();
    }
    let text = &c.s[begin..c.p];
    let num = |b: &[u8]| -> i64 {
        let digits: &[u8] = &b[..b.iter().take_while(|x| x.is_ascii_digit()).count()];
        std::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse::<i64>().ok())
            .unwrap_or(0)
    };
    let colon = |k: usize| text.get(k) == Some(&b':');
    match text.len() {
        1 | 2 => Some(num(text) * 3600),
        3 | 4 if colon(1) => Some(num(text) * 3600 + num(&text[2..]) * 60),
        3 | 4 if colon(2) => Some(num(text) * 3600 + num(&text[3..]) * 60),
        3 | 4 => {
            let v = num(text);
            Some(v / 100 * 3600 + v % 100 * 60)
        }
        5 if colon(2) => Some(num(text) * 3600 + num(&text[3..]) * 60),
        6 => {
            let v = num(text);
            Some(v / 10000 * 3600 + (v / 100) % 100 * 60 + v % 100)
        }
        8 if colon(2) && colon(5) => {
            Some(num(text) * 3600 + num(&text[3..]) * 60 + num(&text[6..]))
        }
        _ => None,
    }
}

/// `timelib_parse_zone`: sets the zone fields of `p` and returns the offset (`z`);
/// `found` is false when nothing matched (the caller adds the error).
pub fn parse_zone(c: &mut Cur, p: &mut Parsed) -> (i64, bool) {
    while matches!(c.peek(), b' ' | b'\t' | b'(') {
        c.bump();
    }
    if c.peek() == b'G' && c.at(1) == b'M' && c.at(2) == b'T' && matches!(c.at(3), b'+' | b'-') {
        c.p += 3;
    }
    let result = if matches!(c.peek(), b'+' | b'-') {
        let negative = c.peek() == b'-';
        c.bump();
        p.is_localtime = true;
        p.zone_type = ZONETYPE_OFFSET;
        p.dst = 0;
        match parse_tz_cor(c) {
            Some(v) => (if negative { -v } else { v }, true),
            None => (0, false),
        }
    } else {
        p.is_localtime = true;
        let begin = c.p;
        while matches!(c.peek(), b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'_' | b'-' | b'+')
        {
            c.bump();
        }
        let word = String::from_utf8_lossy(&c.s[begin..c.p]).into_owned();
        let mut offset = 0;
        let mut found = false;
        if word.len() < MAX_ABBR_LEN
            && let Some((dst, gmtoffset)) = abbr_search(&word)
        {
            offset = gmtoffset - dst * 3600;
            found = true;
            p.zone_type = ZONETYPE_ABBR;
            p.dst = dst;
            p.tz_abbr = Some(word.to_ascii_uppercase());
        }
        if (!found || word == "UTC")
            && let Some(zone) = Zone::lookup(&word)
        {
            p.tz = Some(zone);
            p.zone_type = ZONETYPE_ID;
            found = true;
        }
        (offset, found)
    };
    while c.peek() == b')' {
        c.bump();
    }
    result
}

/// (is-DST, offset with DST) of a zone abbreviation, as DateTimeZone's constructor finds it.
pub fn abbr_offset(word: &str) -> Option<(i64, i64)> {
    abbr_search(word)
}

/// Every abbreviation row (for `listAbbreviations`): name, is-DST, offset, zone.
pub fn abbreviations() -> impl Iterator<Item = (&'static str, bool, i64, Option<&'static str>)> {
    ZONE_MAP.iter().copied()
}

/// The zone written at `s[pos..]` as createFromFormat reads it: (end, zone if found).
pub fn zone_at(s: &[u8], pos: usize) -> (usize, Option<crate::ext::date::tz::TzSpec>) {
    use crate::ext::date::tz::TzSpec;
    let mut p = Parsed::new();
    let mut c = Cur { s, p: pos };
    let (z, found) = parse_zone(&mut c, &mut p);
    if !found {
        return (c.p, None);
    }
    let spec = match p.zone_type {
        ZONETYPE_OFFSET => Some(TzSpec::Offset(z)),
        ZONETYPE_ABBR => Some(TzSpec::Abbr {
            abbr: p.tz_abbr.clone().unwrap_or_default(),
            offset: z,
            dst: p.dst > 0,
        }),
        _ => p.tz.map(TzSpec::Id),
    };
    (c.p, spec)
}
