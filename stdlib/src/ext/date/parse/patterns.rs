//! The strtotime grammar: timelib's re2c definitions (parse_date.re) written as byte
//! regexes, and its rules in re2c's order (the longest match wins; on a tie, the rule
//! listed first). `'...'` in re2c is an ASCII-case-insensitive literal, `(?i:...)` here.

/// What a rule does once matched; one variant per re2c action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Yesterday,
    Now,
    Noon,
    Midnight,
    Tomorrow,
    Timestamp,
    TimestampMs,
    FirstLastDayOf,
    BackFrontOf,
    WeekdayOf,
    Time12,
    MssqlTime,
    Time24,
    GnuNoColon,
    Iso8601NoColon,
    American,
    IsoDate4,
    IsoDate2,
    IsoDateX,
    GnuDateShorter,
    GnuDateShort,
    DateFull,
    PointedDate4,
    PointedDate2,
    DateNoDay,
    DateNoDayRev,
    DateTextual,
    DateNoYearRev,
    DateNoColon,
    XmlRpc,
    PgYdotd,
    IsoWeekday,
    IsoWeek,
    PgTextShort,
    PgTextReverse,
    Clf,
    Year4,
    Ago,
    DayText,
    RelativeTextWeek,
    RelativeText,
    MonthText,
    Zone,
    DateShortWithTime12,
    DateShortWithTime24,
    Relative,
    Separator,
    Space,
    Newline,
    Any,
}

/// The named pieces, in dependency order; `{name}` refers to an earlier one.
const DEFS: &[(&str, &str)] = &[
    ("space", r"(?:[ \t]+|(?:\xC2\xA0)+|(?:\xE2\x80\xAF)+)"),
    ("frac", r"\.[0-9]+"),
    ("hour24", r"(?:[01]?[0-9]|2[0-4])"),
    ("hour24lz", r"(?:[01][0-9]|2[0-4])"),
    ("hour12", r"(?:0?[1-9]|1[0-2])"),
    ("minute", r"(?:[0-5]?[0-9])"),
    ("minutelz", r"(?:[0-5][0-9])"),
    ("second", r"(?:{minute}|60)"),
    ("secondlz", r"(?:{minutelz}|60)"),
    ("meridian", r"(?:[AaPp]\.?[Mm]\.?[\x00\t ])"),
    (
        "tz",
        r"(?:\(?[A-Za-z]{1,6}\)?|[A-Z][a-z]+(?:[_/\-][A-Za-z]+)+)",
    ),
    (
        "tzcorrection",
        r"(?:(?:GMT)?[+\-](?:{hour24}(?::?{minute})?|{hour24lz}{minutelz}{secondlz}|{hour24lz}:{minutelz}:{secondlz}))",
    ),
    ("daysuf", r"(?:st|nd|rd|th)"),
    ("month", r"(?:0?[0-9]|1[0-2])"),
    ("day", r"(?:(?:[0-2]?[0-9]|3[01]){daysuf}?)"),
    ("year", r"(?:[0-9]{1,4})"),
    ("year2", r"(?:[0-9]{2})"),
    ("year4", r"(?:[0-9]{4})"),
    ("year4withsign", r"(?:[+\-]?[0-9]{4})"),
    ("yearx", r"(?:[+\-][0-9]{5,19})"),
    (
        "dayofyear",
        r"(?:00[1-9]|0[1-9][0-9]|[1-2][0-9][0-9]|3[0-5][0-9]|36[0-6])",
    ),
    ("weekofyear", r"(?:0[1-9]|[1-4][0-9]|5[0-3])"),
    ("monthlz", r"(?:0[0-9]|1[0-2])"),
    ("daylz", r"(?:0[0-9]|[1-2][0-9]|3[01])"),
    (
        "dayfulls",
        r"(?i:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)",
    ),
    (
        "dayfull",
        r"(?i:sunday|monday|tuesday|wednesday|thursday|friday|saturday)",
    ),
    ("dayabbr", r"(?i:sun|mon|tue|wed|thu|fri|sat)"),
    ("dayspecial", r"(?i:weekday|weekdays)"),
    (
        "daytext",
        r"(?:{dayfulls}|{dayfull}|{dayabbr}|{dayspecial})",
    ),
    (
        "monthfull",
        r"(?i:january|february|march|april|may|june|july|august|september|october|november|december)",
    ),
    (
        "monthabbr",
        r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)",
    ),
    ("monthroman", r"(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)"),
    ("monthtext", r"(?:{monthfull}|{monthabbr}|{monthroman})"),
    ("timetiny12", r"(?:{hour12}{space}?{meridian})"),
    (
        "timeshort12",
        r"(?:{hour12}[:.]{minutelz}{space}?{meridian})",
    ),
    (
        "timelong12",
        r"(?:{hour12}[:.]{minute}[:.]{secondlz}{space}?{meridian})",
    ),
    ("timetiny24", r"(?:[tT]{hour24})"),
    ("timeshort24", r"(?:[tT]?{hour24}[:.]{minute})"),
    ("timelong24", r"(?:[tT]?{hour24}[:.]{minute}[:.]{second})"),
    (
        "iso8601long",
        r"(?:[tT]?{hour24}[:.]{minute}[:.]{second}{frac})",
    ),
    (
        "iso8601normtz",
        r"(?:[tT]?{hour24}[:.]{minute}[:.]{secondlz}{space}?(?:{tzcorrection}|{tz}))",
    ),
    ("gnunocolon", r"(?:[tT]?{hour24lz}{minutelz})"),
    ("iso8601nocolon", r"(?:[tT]?{hour24lz}{minutelz}{secondlz})"),
    ("americanshort", r"(?:{month}/{day})"),
    ("american", r"(?:{month}/{day}/{year})"),
    ("iso8601dateslash", r"(?:{year4}/{monthlz}/{daylz}/?)"),
    ("dateslash", r"(?:{year4}/{month}/{day})"),
    ("iso8601date4", r"(?:{year4withsign}-{monthlz}-{daylz})"),
    ("iso8601date2", r"(?:{year2}-{monthlz}-{daylz})"),
    ("iso8601datex", r"(?:{yearx}-{monthlz}-{daylz})"),
    ("gnudateshorter", r"(?:{year4}-{month})"),
    ("gnudateshort", r"(?:{year}-{month}-{day})"),
    ("pointeddate4", r"(?:{day}[.\t\-]{month}[.\-]{year4})"),
    ("pointeddate2", r"(?:{day}[.\t]{month}\.{year2})"),
    ("datefull", r"(?:{day}[ \t.\-]*{monthtext}[ \t.\-]*{year})"),
    ("datenoday", r"(?:{monthtext}[ .\t\-]*{year4})"),
    ("datenodayrev", r"(?:{year4}[ .\t\-]*{monthtext})"),
    (
        "datetextual",
        r"(?:{monthtext}[ .\t\-]*{day}[,.stndrh\t ]+{year})",
    ),
    (
        "datenoyear",
        r"(?:{monthtext}[ .\t\-]*{day}(?:[,.stndrh\t ]+|\x00))",
    ),
    ("datenoyearrev", r"(?:{day}[ .\t\-]*{monthtext})"),
    ("datenocolon", r"(?:{year4}{monthlz}{daylz})"),
    (
        "soap",
        r"(?:{year4}-{monthlz}-{daylz}T{hour24lz}:{minutelz}:{secondlz}{frac}{tzcorrection}?)",
    ),
    (
        "xmlrpc",
        r"(?:{year4}{monthlz}{daylz}T{hour24}:{minutelz}:{secondlz})",
    ),
    (
        "xmlrpcnocolon",
        r"(?:{year4}{monthlz}{daylz}[tT]{hour24}{minutelz}{secondlz})",
    ),
    (
        "wddx",
        r"(?:{year4}-{month}-{day}T{hour24}:{minute}:{second})",
    ),
    ("pgydotd", r"(?:{year4}[.\-]?{dayofyear})"),
    ("pgtextshort", r"(?:{monthabbr}-{daylz}-{year})"),
    ("pgtextreverse", r"(?:{year}-{monthabbr}-{daylz})"),
    (
        "mssqltime",
        r"(?:{hour12}:{minutelz}:{secondlz}[:.][0-9]+{meridian})",
    ),
    ("isoweekday", r"(?:{year4}-?W{weekofyear}-?[0-7])"),
    ("isoweek", r"(?:{year4}-?W{weekofyear})"),
    (
        "exif",
        r"(?:{year4}:{monthlz}:{daylz} {hour24lz}:{minutelz}:{secondlz})",
    ),
    ("firstdayof", r"(?i:first day of)"),
    ("lastdayof", r"(?i:last day of)"),
    (
        "backof",
        r"(?:(?i:back of ){hour24}(?:{space}?{meridian})?)",
    ),
    (
        "frontof",
        r"(?:(?i:front of ){hour24}(?:{space}?{meridian})?)",
    ),
    (
        "clf",
        r"(?:{day}/{monthabbr}/{year4}:{hour24lz}:{minutelz}:{secondlz}{space}{tzcorrection})",
    ),
    ("timestamp", r"(?:@-?[0-9]+)"),
    ("timestampms", r"(?:@-?[0-9]+\.[0-9]{0,6})"),
    (
        "reltextnumber",
        r"(?i:first|second|third|fourth|fifth|sixth|seventh|eight|eighth|ninth|tenth|eleventh|twelfth)",
    ),
    ("reltexttext", r"(?i:next|last|previous|this)"),
    (
        "reltextunit",
        r"(?:(?i:ms)|\xC2\xB5(?i:s)|(?:(?i:msec|millisecond|\xC2\xB5sec|microsecond|usec|sec|second|min|minute|hour|day|fortnight|forthnight|month|year)(?i:s)?)|(?i:weeks)|{daytext})",
    ),
    ("relnumber", r"(?:[+\-]*[ \t]*[0-9]{1,13})"),
    (
        "relative",
        r"(?:{relnumber}{space}?(?:{reltextunit}|(?i:week)))",
    ),
    (
        "relativetext",
        r"(?:(?:{reltextnumber}|{reltexttext}){space}{reltextunit})",
    ),
    ("relativetextweek", r"(?:{reltexttext}{space}(?i:week))"),
    (
        "weekdayof",
        r"(?:(?:{reltextnumber}|{reltexttext}){space}(?:{dayfulls}|{dayfull}|{dayabbr}){space}(?i:of))",
    ),
];

/// The rules in re2c's order: the regex (built from `DEFS`) and its action.
pub const RULES: &[(&str, Rule)] = &[
    ("(?i:yesterday)", Rule::Yesterday),
    ("(?i:now)", Rule::Now),
    ("(?i:noon)", Rule::Noon),
    ("(?i:midnight|today)", Rule::Midnight),
    ("(?i:tomorrow)", Rule::Tomorrow),
    ("{timestamp}", Rule::Timestamp),
    ("{timestampms}", Rule::TimestampMs),
    ("{firstdayof}|{lastdayof}", Rule::FirstLastDayOf),
    ("{backof}|{frontof}", Rule::BackFrontOf),
    ("{weekdayof}", Rule::WeekdayOf),
    ("{timetiny12}|{timeshort12}|{timelong12}", Rule::Time12),
    ("{mssqltime}", Rule::MssqlTime),
    (
        "{timetiny24}|{timeshort24}|{timelong24}|{iso8601long}",
        Rule::Time24,
    ),
    ("{gnunocolon}", Rule::GnuNoColon),
    ("{iso8601nocolon}", Rule::Iso8601NoColon),
    ("{americanshort}|{american}", Rule::American),
    (
        "{iso8601date4}|{iso8601dateslash}|{dateslash}",
        Rule::IsoDate4,
    ),
    ("{iso8601date2}", Rule::IsoDate2),
    ("{iso8601datex}", Rule::IsoDateX),
    ("{gnudateshorter}", Rule::GnuDateShorter),
    ("{gnudateshort}", Rule::GnuDateShort),
    ("{datefull}", Rule::DateFull),
    ("{pointeddate4}", Rule::PointedDate4),
    ("{pointeddate2}", Rule::PointedDate2),
    ("{datenoday}", Rule::DateNoDay),
    ("{datenodayrev}", Rule::DateNoDayRev),
    ("{datetextual}|{datenoyear}", Rule::DateTextual),
    ("{datenoyearrev}", Rule::DateNoYearRev),
    ("{datenocolon}", Rule::DateNoColon),
    (
        "{xmlrpc}|{xmlrpcnocolon}|{soap}|{wddx}|{exif}",
        Rule::XmlRpc,
    ),
    ("{pgydotd}", Rule::PgYdotd),
    ("{isoweekday}", Rule::IsoWeekday),
    ("{isoweek}", Rule::IsoWeek),
    ("{pgtextshort}", Rule::PgTextShort),
    ("{pgtextreverse}", Rule::PgTextReverse),
    ("{clf}", Rule::Clf),
    ("{year4}", Rule::Year4),
    ("(?i:ago)", Rule::Ago),
    ("{daytext}", Rule::DayText),
    ("{relativetextweek}", Rule::RelativeTextWeek),
    ("{relativetext}", Rule::RelativeText),
    ("{monthfull}|{monthabbr}", Rule::MonthText),
    ("{tzcorrection}|{tz}", Rule::Zone),
    (
        "{datenoyear}{timeshort12}|{datenoyear}{timelong12}",
        Rule::DateShortWithTime12,
    ),
    (
        "{datenoyear}{timeshort24}|{datenoyear}{timelong24}|{datenoyear}{iso8601normtz}",
        Rule::DateShortWithTime24,
    ),
    ("{relative}", Rule::Relative),
    ("[.,]", Rule::Separator),
    ("{space}", Rule::Space),
    (r"\x00|\n", Rule::Newline),
    (r"(?s:.)", Rule::Any),
];

/// Expand `{name}` references against the definitions seen so far.
fn expand(pattern: &str, defs: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(pattern.len() * 4);
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}').unwrap_or(0);
        let name = &after[..close];
        match defs.iter().find(|(n, _)| *n == name) {
            Some((_, body)) => {
                out.push_str(body);
                rest = &after[close + 1..];
            }
            None => {
                // A quantifier such as {1,6}: keep it as written.
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every rule's regex, fully expanded, in rule order.
pub fn rule_regexes() -> Vec<String> {
    let mut defs: Vec<(&str, String)> = Vec::with_capacity(DEFS.len());
    for (name, body) in DEFS {
        let expanded = expand(body, &defs);
        defs.push((name, expanded));
    }
    RULES
        .iter()
        .map(|(pattern, _)| format!("(?:{})", expand(pattern, &defs)))
        .collect()
}
