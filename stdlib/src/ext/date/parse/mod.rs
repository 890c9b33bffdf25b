//! The strtotime/date_parse parser: timelib's re2c scanner rebuilt as one lazy DFA over
//! all rules (regex-automata, `MatchKind::All`), walked byte by byte so that the longest
//! match wins and a tie goes to the rule listed first, as in re2c. `actions` holds what each
//! rule does to the parsed time, `zone` the time zone part, and `to_array` builds
//! date_parse()'s array.

mod actions;
mod patterns;
mod zone;
mod zonemap;
pub use zone::{abbr_offset, abbreviations, zone_at, zone_id_from_abbr};

use super::tz::Zone;
use patterns::{RULES, Rule};
use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::util::start;
use regex_automata::util::syntax;
use regex_automata::{Anchored, MatchKind};
use rphp_vm::value::{PhpArray, Value};

/// timelib's marker for a field the string did not give.
pub const UNSET: i64 = -9_999_999;

pub const ZONETYPE_OFFSET: u8 = 1;
pub const ZONETYPE_ABBR: u8 = 2;
pub const ZONETYPE_ID: u8 = 3;

pub const SPECIAL_WEEKDAY: i64 = 1;
pub const SPECIAL_DAY_OF_WEEK_IN_MONTH: i64 = 2;
pub const SPECIAL_LAST_DAY_OF_WEEK_IN_MONTH: i64 = 3;
pub const FIRST_DAY_OF_MONTH: i64 = 1;
pub const LAST_DAY_OF_MONTH: i64 = 2;

/// The relative part of a parsed time (`timelib_rel_time`).
#[derive(Clone, Debug, Default)]
pub struct Relative {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
    pub weekday: i64,
    pub weekday_behavior: i64,
    pub have_weekday_relative: bool,
    pub have_special_relative: bool,
    pub special_type: i64,
    pub special_amount: i64,
    pub first_last_day_of: i64,
}

/// What the scanner made of a string (`timelib_time` as timelib_strtotime leaves it).
#[derive(Clone)]
pub struct Parsed {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
    pub z: i64,
    pub dst: i64,
    pub is_localtime: bool,
    pub zone_type: u8,
    pub tz_abbr: Option<String>,
    pub tz: Option<Zone>,
    pub have_time: i64,
    pub have_date: bool,
    pub have_zone: i64,
    pub have_relative: bool,
    pub relative: Relative,
    /// (position, message), in the order found.
    pub errors: Vec<(usize, &'static str)>,
    pub warnings: Vec<(usize, &'static str)>,
}

impl Parsed {
    pub fn new() -> Parsed {
        Parsed {
            y: UNSET,
            m: UNSET,
            d: UNSET,
            h: UNSET,
            i: UNSET,
            s: UNSET,
            us: UNSET,
            z: UNSET,
            dst: UNSET,
            is_localtime: false,
            zone_type: 0,
            tz_abbr: None,
            tz: None,
            have_time: 0,
            have_date: false,
            have_zone: 0,
            have_relative: false,
            relative: Relative::default(),
            errors: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

/// The compiled grammar and its lazy-DFA cache (per VM).
pub struct Scanner {
    dfa: Option<(DFA, Cache)>,
}

impl Scanner {
    pub fn new() -> Scanner {
        let regexes = patterns::rule_regexes();
        let built = DFA::builder()
            .configure(
                DFA::config()
                    .match_kind(MatchKind::All)
                    .cache_capacity(8 << 20)
                    .minimum_cache_clear_count(None),
            )
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .build_many(&regexes);
        Scanner {
            dfa: built.ok().map(|dfa| {
                let cache = dfa.create_cache();
                (dfa, cache)
            }),
        }
    }

    /// The longest rule match at `pos` of `buf` (rule order breaks ties): its end and rule.
    fn longest(&mut self, buf: &[u8], pos: usize) -> Option<(usize, Rule)> {
        let (dfa, cache) = self.dfa.as_mut()?;
        let config = start::Config::new().anchored(Anchored::Yes);
        let mut sid = dfa.start_state(cache, &config).ok()?;
        let mut best: Option<(usize, usize)> = None;
        let mut record = |dfa: &DFA, cache: &Cache, sid, end: usize| {
            for k in 0..dfa.match_len(cache, sid) {
                let pid = dfa.match_pattern(cache, sid, k).as_usize();
                best = match best {
                    Some((e, p)) if e > end || (e == end && p <= pid) => Some((e, p)),
                    _ => Some((end, pid)),
                };
            }
        };
        let mut at = pos;
        while at < buf.len() {
            sid = dfa.next_state(cache, sid, buf[at]).ok()?;
            if sid.is_match() {
                record(dfa, cache, sid, at);
            }
            if sid.is_dead() || sid.is_quit() {
                break;
            }
            at += 1;
        }
        if at == buf.len() {
            sid = dfa.next_eoi_state(cache, sid).ok()?;
            if sid.is_match() {
                record(dfa, cache, sid, at);
            }
        }
        let (end, pid) = best?;
        RULES.get(pid).map(|(_, rule)| (end, *rule))
    }

    /// Parse as timelib_strtotime does: trim, scan token by token, then flag an invalid
    /// time or date as warnings.
    pub fn parse(&mut self, input: &[u8]) -> Parsed {
        let mut p = Parsed::new();
        let is_space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
        let mut start = 0;
        let mut end = input.len();
        if end > 0 {
            let mut last = end - 1;
            while start < last && is_space(input[start]) {
                start += 1;
            }
            while last > start && is_space(input[last]) {
                last -= 1;
            }
            end = last + 1;
        }
        if input.is_empty() {
            p.errors.push((0, "Empty string"));
            p.us = UNSET;
            return p;
        }
        let text = &input[start..end];
        let mut buf = text.to_vec();
        buf.extend_from_slice(&[0; 8]);
        let mut cursor = 0;
        while cursor < text.len() {
            let (tok_end, rule) = self
                .longest(&buf, cursor)
                .unwrap_or((cursor + 1, Rule::Any));
            let tok_end = tok_end.max(cursor + 1);
            let token = &buf[cursor..tok_end.min(buf.len())];
            actions::apply(&mut p, rule, token, cursor);
            cursor = tok_end;
        }
        if p.have_time != 0 && !super::civil::valid_time(p.h, p.i, p.s) {
            p.warnings
                .push((text.len() + 1, "The parsed time was invalid"));
        }
        if p.have_date && !super::civil::valid_date(p.y, p.m, p.d) {
            p.warnings
                .push((text.len() + 1, "The parsed date was invalid"));
        }
        p
    }
}

fn field(v: i64) -> Value {
    if v == UNSET {
        Value::Bool(false)
    } else {
        Value::Int(v)
    }
}

fn messages(list: &[(usize, &'static str)]) -> PhpArray {
    let mut arr = PhpArray::new();
    for (pos, msg) in list {
        arr.insert(*pos as i64, *msg);
    }
    arr
}

/// date_parse()'s array (`php_date_do_return_parsed_time`).
pub fn to_array(p: &Parsed) -> PhpArray {
    let mut arr = PhpArray::new();
    arr.insert("year", field(p.y));
    arr.insert("month", field(p.m));
    arr.insert("day", field(p.d));
    arr.insert("hour", field(p.h));
    arr.insert("minute", field(p.i));
    arr.insert("second", field(p.s));
    arr.insert(
        "fraction",
        if p.us == UNSET {
            Value::Bool(false)
        } else {
            Value::Float(p.us as f64 / 1_000_000.0)
        },
    );
    arr.insert("warning_count", p.warnings.len() as i64);
    arr.insert("warnings", messages(&p.warnings));
    arr.insert("error_count", p.errors.len() as i64);
    arr.insert("errors", messages(&p.errors));
    arr.insert("is_localtime", p.is_localtime);
    if p.is_localtime {
        arr.insert("zone_type", i64::from(p.zone_type));
        match p.zone_type {
            ZONETYPE_OFFSET => {
                arr.insert("zone", field(p.z));
                arr.insert("is_dst", p.dst != 0);
            }
            ZONETYPE_ID => {
                if let Some(abbr) = &p.tz_abbr {
                    arr.insert("tz_abbr", abbr.as_str());
                }
                if let Some(zone) = &p.tz {
                    arr.insert("tz_id", zone.name.as_str());
                }
            }
            ZONETYPE_ABBR => {
                arr.insert("zone", field(p.z));
                arr.insert("is_dst", p.dst != 0);
                arr.insert("tz_abbr", p.tz_abbr.as_deref().unwrap_or(""));
            }
            _ => {}
        }
    }
    if p.have_relative {
        let r = &p.relative;
        let mut rel = PhpArray::new();
        rel.insert("year", r.y);
        rel.insert("month", r.m);
        rel.insert("day", r.d);
        rel.insert("hour", r.h);
        rel.insert("minute", r.i);
        rel.insert("second", r.s);
        if r.have_weekday_relative {
            rel.insert("weekday", r.weekday);
        }
        if r.have_special_relative && r.special_type == SPECIAL_WEEKDAY {
            rel.insert("weekdays", r.special_amount);
        }
        if r.first_last_day_of != 0 {
            let key = if r.first_last_day_of == FIRST_DAY_OF_MONTH {
                "first_day_of_month"
            } else {
                "last_day_of_month"
            };
            rel.insert(key, true);
        }
        arr.insert("relative", Value::Array(rel));
    }
    arr
}
