//! The time zone part of a date string (`timelib_parse_zone`): `+HH:MM`-style corrections,
//! `GMT+1`, abbreviations (timelib's table: the first row of each abbreviation, which is
//! what a lookup without an offset finds) and IANA identifiers.

use super::{Parsed, ZONETYPE_ABBR, ZONETYPE_ID, ZONETYPE_OFFSET};
use crate::ext::date::tz::Zone;

/// Abbreviation, is-DST, UTC offset in seconds (DST included).
const ABBREVIATIONS: &[(&str, i64, i64)] = &[
    ("acdt", 1, 37800),
    ("acst", 0, 34200),
    ("addt", 1, -7200),
    ("adt", 1, -10800),
    ("aedt", 1, 39600),
    ("aest", 0, 36000),
    ("ahdt", 1, -32400),
    ("ahst", 0, -36000),
    ("akdt", 1, -28800),
    ("akst", 0, -32400),
    ("amt", 0, -13840),
    ("apt", 1, -10800),
    ("ast", 0, -14400),
    ("awdt", 1, 32400),
    ("awst", 0, 28800),
    ("awt", 1, -10800),
    ("bdst", 1, 7200),
    ("bdt", 1, -36000),
    ("bmt", 0, -14309),
    ("bst", 1, 3600),
    ("cast", 0, 34200),
    ("cat", 0, 7200),
    ("cddt", 1, -14400),
    ("cdt", 1, -18000),
    ("cemt", 1, 10800),
    ("cest", 1, 7200),
    ("cet", 0, 3600),
    ("cmt", 0, -15408),
    ("cpt", 1, -18000),
    ("cst", 0, -21600),
    ("cwt", 1, -18000),
    ("chst", 0, 36000),
    ("dmt", 0, -1521),
    ("eat", 0, 10800),
    ("eddt", 1, -10800),
    ("edt", 1, -14400),
    ("eest", 1, 10800),
    ("eet", 0, 7200),
    ("emt", 0, -26248),
    ("ept", 1, -14400),
    ("est", 0, -18000),
    ("ewt", 1, -14400),
    ("ffmt", 0, -14660),
    ("fmt", 0, -4056),
    ("gdt", 1, 39600),
    ("gmt", 0, 0),
    ("gst", 0, 36000),
    ("hdt", 1, -34200),
    ("hkst", 1, 32400),
    ("hkt", 0, 28800),
    ("hmt", 0, -19776),
    ("hpt", 1, -34200),
    ("hst", 0, -36000),
    ("hwt", 1, -34200),
    ("iddt", 1, 14400),
    ("idt", 1, 10800),
    ("imt", 0, 25025),
    ("ist", 0, 7200),
    ("jdt", 1, 36000),
    ("jmt", 0, 8440),
    ("jst", 0, 32400),
    ("kdt", 1, 36000),
    ("kmt", 0, 5736),
    ("kst", 0, 30600),
    ("lst", 1, 9394),
    ("mddt", 1, -18000),
    ("mdst", 1, 16279),
    ("mdt", 1, -21600),
    ("mest", 1, 7200),
    ("met", 0, 3600),
    ("mmt", 0, 9017),
    ("mpt", 1, -21600),
    ("msd", 1, 14400),
    ("msk", 0, 10800),
    ("mst", 0, -25200),
    ("mwt", 1, -21600),
    ("nddt", 1, -5400),
    ("ndt", 1, -9052),
    ("npt", 1, -9000),
    ("nst", 0, -12600),
    ("nwt", 1, -9000),
    ("nzdt", 1, 46800),
    ("nzmt", 0, 41400),
    ("nzst", 0, 43200),
    ("pddt", 1, -21600),
    ("pdt", 1, -25200),
    ("pkst", 1, 21600),
    ("pkt", 0, 18000),
    ("plmt", 0, 25590),
    ("pmt", 0, -13236),
    ("ppmt", 0, -17340),
    ("ppt", 1, -25200),
    ("pst", 0, -28800),
    ("pwt", 1, -25200),
    ("qmt", 0, -18840),
    ("rmt", 0, 5794),
    ("sast", 0, 7200),
    ("sdmt", 0, -16800),
    ("sjmt", 0, -20173),
    ("smt", 0, -13884),
    ("sst", 0, -39600),
    ("tbmt", 0, 10751),
    ("tmt", 0, 12344),
    ("uct", 0, 0),
    ("utc", 0, 0),
    ("wast", 1, 7200),
    ("wat", 0, 3600),
    ("wemt", 1, 7200),
    ("west", 1, 3600),
    ("wet", 0, 0),
    ("wib", 0, 25200),
    ("wita", 0, 28800),
    ("wit", 0, 32400),
    ("wmt", 0, 5040),
    ("yddt", 1, -25200),
    ("ydt", 1, -28800),
    ("ypt", 1, -28800),
    ("yst", 0, -32400),
    ("ywt", 1, -28800),
    ("a", 0, 3600),
    ("b", 0, 7200),
    ("c", 0, 10800),
    ("d", 0, 14400),
    ("e", 0, 18000),
    ("f", 0, 21600),
    ("g", 0, 25200),
    ("h", 0, 28800),
    ("i", 0, 32400),
    ("k", 0, 36000),
    ("l", 0, 39600),
    ("m", 0, 43200),
    ("n", 0, -3600),
    ("o", 0, -7200),
    ("p", 0, -10800),
    ("q", 0, -14400),
    ("r", 0, -18000),
    ("s", 0, -21600),
    ("t", 0, -25200),
    ("u", 0, -28800),
    ("v", 0, -32400),
    ("w", 0, -36000),
    ("x", 0, -39600),
    ("y", 0, -43200),
    ("z", 0, 0),
];

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
    ABBREVIATIONS
        .iter()
        .find(|(name, _, _)| name.eq_ignore_ascii_case(word))
        .map(|(_, dst, offset)| (*dst, *offset))
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

/// Every abbreviation row (for `listAbbreviations`).
pub fn abbreviations() -> impl Iterator<Item = (&'static str, i64, i64)> {
    ABBREVIATIONS.iter().copied()
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
