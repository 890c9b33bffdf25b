//! The mbregex engine: the per-VM state (encoding, default options, the `mb_ereg_search`
//! target), option strings, compiling through the Ruby-syntax translation onto PCRE2 with a
//! per-VM cache, and searching a subject in the regex encoding (a subject not in UTF-8 is
//! matched as UTF-8 and its offsets mapped back to its own bytes).

use super::super::encoding::{self, BAD, Encoding, Kind};
use super::syntax::{Syntax, translate};
use pcre2::bytes::{CaptureLocations, Regex, RegexBuilder};
use rphp_vm::exec::Vm;
use rphp_vm::value::PhpStr;
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

pub(crate) const OPT_IGNORECASE: u8 = 1;
pub(crate) const OPT_EXTEND: u8 = 2;
/// Oniguruma's MULTILINE: `.` matches a newline (PCRE2's dotall).
pub(crate) const OPT_MULTILINE: u8 = 4;
/// Oniguruma's SINGLELINE: `^`/`$` anchor the buffer, not lines.
pub(crate) const OPT_SINGLELINE: u8 = 8;
pub(crate) const OPT_FIND_LONGEST: u8 = 16;
pub(crate) const OPT_FIND_NOT_EMPTY: u8 = 32;

/// The encodings Oniguruma offers php, each with its names (the first is the one
/// `mb_regex_encoding()` reports).
const ENC_NAMES: &[&[&str]] = &[
    &["EUC-JP", "EUCJP", "X-EUC-JP", "UJIS", "EUCJP-WIN"],
    &["UTF-8", "UTF8"],
    &["UTF-16", "UTF-16BE"],
    &["UTF-16LE"],
    &["UCS-4", "UTF-32", "UTF-32BE"],
    &["UCS-4LE", "UTF-32LE"],
    &[
        "SJIS",
        "CP932",
        "MS932",
        "SHIFT_JIS",
        "SJIS-WIN",
        "WINDOWS-31J",
    ],
    &["BIG5", "BIG-5", "BIGFIVE", "CN-BIG5", "BIG-FIVE"],
    &["EUC-CN", "EUCCN", "EUC_CN", "GB-2312", "GB2312"],
    &["EUC-TW", "EUCTW", "EUC_TW"],
    &["EUC-KR", "EUCKR", "EUC_KR"],
    &["KOI8R", "KOI8-R", "KOI-8R"],
    &["ISO-8859-1", "ISO8859-1"],
    &["ISO-8859-2", "ISO8859-2"],
    &["ISO-8859-3", "ISO8859-3"],
    &["ISO-8859-4", "ISO8859-4"],
    &["ISO-8859-5", "ISO8859-5"],
    &["ISO-8859-6", "ISO8859-6"],
    &["ISO-8859-7", "ISO8859-7"],
    &["ISO-8859-8", "ISO8859-8"],
    &["ISO-8859-9", "ISO8859-9"],
    &["ISO-8859-10", "ISO8859-10"],
    &["ISO-8859-11", "ISO8859-11"],
    &["ISO-8859-13", "ISO8859-13"],
    &["ISO-8859-14", "ISO8859-14"],
    &["ISO-8859-15", "ISO8859-15"],
    &["ISO-8859-16", "ISO8859-16"],
    &["ASCII", "US-ASCII", "US_ASCII", "ISO646"],
];

/// The regex encoding named `name` (Oniguruma's name and mbstring's encoding), if both know it.
pub(crate) fn regex_encoding(name: &[u8]) -> Option<(&'static str, &'static Encoding)> {
    let names = ENC_NAMES.iter().find(|names| {
        names
            .iter()
            .any(|n| n.as_bytes().eq_ignore_ascii_case(name))
    })?;
    let enc = encoding::lookup(name)?;
    Some((names[0], enc))
}

/// A compiled pattern.
pub(crate) struct Compiled {
    re: Engine,
    /// Each group name with its group numbers, in order of first appearance.
    pub names: Vec<(String, Vec<usize>)>,
    /// Groups including the whole match.
    pub num_regs: usize,
    /// Plain groups capture (no group is named), so `\1` refers to one.
    pub noname_capture: bool,
    /// What it was compiled under: a later compile of the same text under other settings
    /// replaces it in the cache.
    key: (u8, Syntax, &'static str),
    /// `mbstring.regex_retry_limit` and `mbstring.regex_stack_limit` when compiled (they
    /// are part of the PCRE2 pattern).
    limits: (i64, i64),
}

/// One match: the start and end of each group in the subject's bytes (`None`: unmatched).
pub(crate) type Region = Vec<Option<(usize, usize)>>;

impl Compiled {
    /// The group `name` stands for: the last of its groups that matched, else its last.
    pub fn name_group(&self, name: &[u8], region: &Region) -> Option<usize> {
        let (_, nums) = self.names.iter().find(|(n, _)| n.as_bytes() == name)?;
        nums.iter()
            .rev()
            .find(|&&g| region.get(g).is_some_and(Option::is_some))
            .or(nums.last())
            .copied()
    }
}

/// The per-VM mbregex settings and `mb_ereg_search` state.
pub(crate) struct RegexState {
    pub enc_name: &'static str,
    pub enc: &'static Encoding,
    pub options: u8,
    pub syntax: Syntax,
    pub search_str: Option<PhpStr>,
    pub search_pos: usize,
    pub search_re: Option<Rc<Compiled>>,
    pub search_regs: Option<Region>,
    /// `search_str` prepared for matching, under the encoding named.
    pub search_subject: Option<(&'static str, Rc<Subject<'static>>)>,
    cache: HashMap<Vec<u8>, Rc<Compiled>>,
    /// The ini internal encoding last applied (a change sets the regex encoding too).
    seen_ini: Option<String>,
}

impl Default for RegexState {
    fn default() -> Self {
        RegexState {
            enc_name: "UTF-8",
            enc: encoding::utf8(),
            options: OPT_MULTILINE | OPT_SINGLELINE,
            syntax: Syntax::Ruby,
            search_str: None,
            search_pos: 0,
            search_re: None,
            search_regs: None,
            search_subject: None,
            cache: HashMap::new(),
            seen_ini: None,
        }
    }
}

/// The state, after following a change of the ini internal encoding.
pub(crate) fn state(vm: &mut Vm) -> &mut RegexState {
    let ini = [
        "mbstring.internal_encoding",
        "internal_encoding",
        "default_charset",
    ]
    .iter()
    .filter_map(|k| vm.ini.get(k))
    .find(|v| !v.is_empty())
    .unwrap_or("");
    let st = vm.ext.get_or_default::<RegexState>();
    if st.seen_ini.as_deref() != Some(ini) {
        if let Some((name, enc)) = regex_encoding(ini.as_bytes()) {
            st.enc_name = name;
            st.enc = enc;
        }
        st.seen_ini = Some(ini.to_owned());
    }
    st
}

/// Parse an option string: the options it sets, its syntax (Ruby unless named), or the
/// letter php does not know.
pub(crate) fn parse_options(s: &[u8]) -> Result<(u8, Syntax), u8> {
    let mut opts = 0;
    let mut syntax = Syntax::Ruby;
    for &c in s {
        match c {
            b'i' => opts |= OPT_IGNORECASE,
            b'x' => opts |= OPT_EXTEND,
            b'm' => opts |= OPT_MULTILINE,
            b's' => opts |= OPT_SINGLELINE,
            b'p' => opts |= OPT_MULTILINE | OPT_SINGLELINE,
            b'l' => opts |= OPT_FIND_LONGEST,
            b'n' => opts |= OPT_FIND_NOT_EMPTY,
            b'j' => syntax = Syntax::Java,
            b'u' => syntax = Syntax::Gnu,
            b'g' => syntax = Syntax::Grep,
            b'c' => syntax = Syntax::Emacs,
            b'r' => syntax = Syntax::Ruby,
            b'z' => syntax = Syntax::Perl,
            b'b' => syntax = Syntax::PosixBasic,
            b'd' => syntax = Syntax::PosixExtended,
            _ => return Err(c),
        }
    }
    Ok((opts, syntax))
}

/// The option string `mb_regex_set_options` reports.
pub(crate) fn option_string(opts: u8, syntax: Syntax) -> String {
    let mut s = String::new();
    if opts & OPT_IGNORECASE != 0 {
        s.push('i');
    }
    if opts & OPT_EXTEND != 0 {
        s.push('x');
    }
    if opts & (OPT_MULTILINE | OPT_SINGLELINE) == OPT_MULTILINE | OPT_SINGLELINE {
        s.push('p');
    } else {
        if opts & OPT_MULTILINE != 0 {
            s.push('m');
        }
        if opts & OPT_SINGLELINE != 0 {
            s.push('s');
        }
    }
    if opts & OPT_FIND_LONGEST != 0 {
        s.push('l');
    }
    if opts & OPT_FIND_NOT_EMPTY != 0 {
        s.push('n');
    }
    s.push(syntax.letter());
    s
}

/// `s` is valid text in `enc`.
pub(crate) fn is_valid(enc: &Encoding, s: &[u8]) -> bool {
    if enc.kind == Kind::Utf8 {
        return std::str::from_utf8(s).is_ok();
    }
    !encoding::decode(enc.kind, s).contains(&BAD)
}

/// Text in `enc` as a Rust string (`None` when it does not decode).
fn to_utf8(enc: &Encoding, s: &[u8]) -> Option<String> {
    if enc.kind == Kind::Utf8 {
        return std::str::from_utf8(s).ok().map(str::to_owned);
    }
    encoding::decode(enc.kind, s)
        .into_iter()
        .map(char::from_u32)
        .collect()
}

/// The ini integer `key` (php's `OnUpdateLong`: a leading number, else 0).
fn ini_int(vm: &Vm, key: &str, default: i64) -> i64 {
    let Some(raw) = vm.ini.get(key) else {
        return default;
    };
    let raw = raw.trim();
    let end = raw
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || (i == 0 && (c == '-' || c == '+'))))
        .map_or(raw.len(), |(i, _)| i);
    raw[..end].parse().unwrap_or(0)
}

/// Compile `pattern` for `func` under `opts`/`syntax` and the regex encoding, from the
/// cache when it holds the pattern compiled the same way. On failure php's warning is
/// raised and `None` comes back.
pub(crate) fn compile(
    vm: &mut Vm,
    func: &str,
    pattern: &[u8],
    opts: u8,
    syntax: Syntax,
) -> Option<Rc<Compiled>> {
    let limits = (
        ini_int(vm, "mbstring.regex_retry_limit", 1_000_000),
        ini_int(vm, "mbstring.regex_stack_limit", 100_000),
    );
    let st = state(vm);
    let (enc_name, enc) = (st.enc_name, st.enc);
    if !is_valid(enc, pattern) {
        vm.warn(format!(
            "{func}(): Pattern is not valid under {enc_name} encoding"
        ));
        return None;
    }
    let key = (opts, syntax, enc_name);
    if let Some(c) = st.cache.get(pattern)
        && c.key == key
        && c.limits == limits
    {
        return Some(c.clone());
    }
    let built = to_utf8(enc, pattern)
        .ok_or_else(|| "invalid code point value".to_string())
        .and_then(|text| build(&text, opts, syntax, limits));
    match built {
        Ok((re, names, num_regs)) => {
            let c = Rc::new(Compiled {
                re,
                limits,
                noname_capture: names.is_empty(),
                names,
                num_regs,
                key,
            });
            let st = state(vm);
            if let Some(old) = st.cache.insert(pattern.to_vec(), c.clone())
                && old.key != key
                && st.search_re.as_ref().is_some_and(|s| Rc::ptr_eq(s, &old))
            {
                // php reuses the cache entry the search pattern was; see its bug #72399
                st.search_re = None;
            }
            Some(c)
        }
        Err(msg) => {
            vm.warn(format!("{func}(): mbregex compile err: {msg}"));
            None
        }
    }
}

/// PCRE2's match limit per Oniguruma retry: PCRE2 counts more steps for the same
/// backtracking (calibrated on php's own retry-limit test: 1.8M PCRE2 steps where 100k
/// Oniguruma retries fail and 1M succeed).
const RETRY_SCALE: i64 = 4;

/// The JIT's match limit is this fraction of the interpreter's: the JIT counts fewer
/// steps, so a match the interpreter would stop stops the JIT first and is re-run on the
/// interpreter, whose answer stands (as ext/pcre does).
const JIT_LIMIT_DIVISOR: i64 = 32;

/// The JIT stack's limit.
const JIT_STACK_MAX: usize = 4 << 20;

/// A compiled pattern's engine: the JIT form where there is one (PCRE2's interpreter
/// re-checks a UTF subject on every call; the JIT does not), and the interpreter form,
/// compiled on first need, for a JIT match that ended in an error.
pub(crate) struct Engine {
    re: Regex,
    /// Match data kept for reuse (with the JIT it holds a stack, costly to make).
    spare: RefCell<Option<CaptureLocations>>,
    jit: bool,
    interp_src: String,
    builder: RegexBuilder,
    interp: OnceCell<Option<Regex>>,
}

impl Engine {
    fn interpreted(&self) -> Option<&Regex> {
        self.interp
            .get_or_init(|| {
                let mut b = self.builder.clone();
                b.jit_if_available(false).max_jit_stack_size(None);
                b.build(&self.interp_src).ok()
            })
            .as_ref()
    }
}

type Built = (Engine, Vec<(String, Vec<usize>)>, usize);

fn build(text: &str, opts: u8, syntax: Syntax, limits: (i64, i64)) -> Result<Built, String> {
    let (retry_limit, stack_limit) = limits;
    let t = translate(text, syntax, opts & OPT_EXTEND != 0)?;
    let mut body = String::with_capacity(t.source.len() + 16);
    if opts & OPT_FIND_NOT_EMPTY != 0 {
        body.push_str("(*NOTEMPTY)");
    }
    if t.names.iter().any(|(_, nums)| nums.len() > 1) {
        body.push_str("(?J)");
    }
    body.push_str(&t.source);
    let limited = |limit: i64| {
        if retry_limit > 0 && retry_limit < i64::from(u32::MAX) / RETRY_SCALE {
            format!("(*LIMIT_MATCH={}){body}", limit.max(1))
        } else {
            body.clone()
        }
    };
    // the interpreter's depth of nested backtracking stands for Oniguruma's stack (which
    // grows at least as fast); the JIT has no such limit
    let interp_src = if stack_limit > 0 && stack_limit < i64::from(u32::MAX) {
        format!(
            "(*LIMIT_DEPTH={stack_limit}){}",
            limited(retry_limit * RETRY_SCALE)
        )
    } else {
        limited(retry_limit * RETRY_SCALE)
    };
    let mut builder = RegexBuilder::new();
    builder
        .utf(true)
        .ucp(true)
        .caseless(opts & OPT_IGNORECASE != 0)
        .dotall(opts & OPT_MULTILINE != 0)
        .multi_line(opts & OPT_SINGLELINE == 0)
        .extended(opts & OPT_EXTEND != 0);
    let error = |e: pcre2::Error| {
        let msg = onig_message(&e.to_string());
        match t.props.first() {
            Some(p) if msg == "invalid character property name" => format!("{msg} {p}"),
            _ => msg,
        }
    };
    let jit_built = if pcre2::is_jit_available() {
        let mut jb = builder.clone();
        jb.jit_if_available(true)
            .max_jit_stack_size(Some(JIT_STACK_MAX));
        jb.build(&limited(retry_limit * RETRY_SCALE / JIT_LIMIT_DIVISOR))
            .ok()
    } else {
        None
    };
    let engine = match jit_built {
        Some(re) => Engine {
            re,
            spare: RefCell::new(None),
            jit: true,
            interp_src,
            builder,
            interp: OnceCell::new(),
        },
        None => Engine {
            re: builder.build(&interp_src).map_err(error)?,
            spare: RefCell::new(None),
            jit: false,
            interp_src,
            builder,
            interp: OnceCell::new(),
        },
    };
    let mut names = t.names;
    onig_name_order(&mut names);
    Ok((engine, names, t.groups + 1))
}

/// Put the names in the order Oniguruma's name table walks them (php lists named groups
/// in that order): by hash bucket of its 11, the later-defined name first within one.
fn onig_name_order(names: &mut [(String, Vec<usize>)]) {
    let bucket = |name: &str| {
        let v = name
            .bytes()
            .fold(0u32, |v, b| v.wrapping_mul(997).wrapping_add(u32::from(b)));
        v.wrapping_add(v >> 5) % 11
    };
    let mut keyed: Vec<(u32, usize)> = names
        .iter()
        .enumerate()
        .map(|(i, (n, _))| (bucket(n), usize::MAX - i))
        .collect();
    keyed.sort_unstable();
    let order: Vec<usize> = keyed.into_iter().map(|(_, k)| usize::MAX - k).collect();
    let sorted: Vec<(String, Vec<usize>)> = order.iter().map(|&i| names[i].clone()).collect();
    names.clone_from_slice(&sorted);
}

/// Oniguruma's words for the compile errors PCRE2 finds itself.
fn onig_message(pcre: &str) -> String {
    const MAP: &[(&str, &str)] = &[
        (
            "quantifier does not follow a repeatable item",
            "target of repeat operator is not specified",
        ),
        (
            "missing closing parenthesis",
            "end pattern with unmatched parenthesis",
        ),
        (
            "missing terminating ] for character class",
            "premature end of char-class",
        ),
        ("\\ at end of pattern", "end pattern at escape"),
        (
            "reference to non-existent subpattern",
            "invalid backref number/name",
        ),
        (
            "range out of order in character class",
            "empty range in char class",
        ),
        (
            "number too big in {} quantifier",
            "too big number for repeat range",
        ),
        (
            "numbers out of order in {} quantifier",
            "upper is smaller than lower in repeat range",
        ),
        ("unknown property", "invalid character property name"),
        (
            "lookbehind assertion is not fixed length",
            "invalid pattern in look-behind",
        ),
    ];
    let bare = pcre
        .find(": ")
        .filter(|_| pcre.starts_with("PCRE2"))
        .and_then(|i| pcre[i + 2..].find(": ").map(|j| &pcre[i + 2 + j + 2..]))
        .unwrap_or(pcre);
    MAP.iter()
        .find(|(p, _)| bare.contains(p))
        .map_or_else(|| bare.to_string(), |(_, o)| (*o).to_string())
}

/// A subject prepared for matching: its UTF-8 form and, when that is not the subject
/// itself, the maps between the two forms' byte offsets.
pub(crate) struct Subject<'a> {
    /// The subject's length in bytes.
    len: usize,
    utf8: std::borrow::Cow<'a, [u8]>,
    /// For each UTF-8 offset (and the end), the subject offset of its character.
    to_orig: Option<Vec<usize>>,
    /// For each subject offset (and the end), the UTF-8 offset of the character starting
    /// there or, inside a character, of the next one.
    to_utf8: Option<Vec<usize>>,
}

impl<'a> Subject<'a> {
    /// `bytes` in `enc`, which the caller has checked is valid.
    pub fn new(enc: &Encoding, bytes: &'a [u8]) -> Subject<'a> {
        if enc.kind == Kind::Utf8 {
            if std::str::from_utf8(bytes).is_ok() {
                return Subject {
                    len: bytes.len(),
                    utf8: std::borrow::Cow::Borrowed(bytes),
                    to_orig: None,
                    to_utf8: None,
                };
            }
            // only the search API meets an invalid subject: each bad byte is one character,
            // as Oniguruma reads it
            let mut chars = Vec::with_capacity(bytes.len());
            for chunk in bytes.utf8_chunks() {
                chars.extend(chunk.valid().chars().map(|c| (c, c.len_utf8())));
                chars.extend(chunk.invalid().iter().map(|&b| (stand_in(b), 1)));
            }
            return Subject::mapped(bytes, &chars);
        }
        let codes = encoding::decode(enc.kind, bytes);
        let mut buf = Vec::with_capacity(8);
        let mut chars: Vec<(char, usize)> = codes
            .iter()
            .map(|&cp| {
                buf.clear();
                encoding::put(enc.kind, cp, &mut buf);
                (char::from_u32(cp).unwrap_or('\u{FFFD}'), buf.len().max(1))
            })
            .collect();
        // a byte order mark the decoder swallowed belongs to the first character
        let total: usize = chars.iter().map(|c| c.1).sum();
        if let Some(first) = chars.first_mut() {
            first.1 += bytes.len().saturating_sub(total);
        }
        Subject::mapped(bytes, &chars)
    }

    /// The subject whose characters (as Unicode, with their byte lengths) are `chars`.
    fn mapped(bytes: &'a [u8], chars: &[(char, usize)]) -> Subject<'a> {
        let mut utf8 = Vec::with_capacity(bytes.len());
        let mut to_orig = Vec::with_capacity(bytes.len() + 1);
        let mut to_utf8 = Vec::with_capacity(bytes.len() + 1);
        let mut orig = 0usize;
        for &(ch, len) in chars {
            let mut tmp = [0u8; 4];
            let enc8 = ch.encode_utf8(&mut tmp).as_bytes();
            for _ in 0..len {
                to_utf8.push(utf8.len());
            }
            for _ in 0..enc8.len() {
                to_orig.push(orig);
            }
            utf8.extend_from_slice(enc8);
            orig += len;
        }
        to_utf8.truncate(bytes.len());
        while to_utf8.len() < bytes.len() {
            to_utf8.push(utf8.len());
        }
        to_utf8.push(utf8.len());
        to_orig.push(bytes.len());
        Subject {
            len: bytes.len(),
            utf8: std::borrow::Cow::Owned(utf8),
            to_orig: Some(to_orig),
            to_utf8: Some(to_utf8),
        }
    }

    /// The same subject owning its UTF-8 form (kept across calls).
    pub fn into_owned(self) -> Subject<'static> {
        Subject {
            len: self.len,
            utf8: std::borrow::Cow::Owned(self.utf8.into_owned()),
            to_orig: self.to_orig,
            to_utf8: self.to_utf8,
        }
    }

    fn orig(&self, u: usize) -> usize {
        match &self.to_orig {
            Some(m) => m.get(u).copied().unwrap_or(self.len),
            None => u,
        }
    }

    /// The UTF-8 offset a search from subject offset `pos` starts at.
    fn start(&self, pos: usize) -> usize {
        match &self.to_utf8 {
            Some(m) => m.get(pos).copied().unwrap_or(self.utf8.len()),
            None => {
                let mut p = pos.min(self.utf8.len());
                while p < self.utf8.len() && self.utf8[p] & 0xC0 == 0x80 {
                    p += 1;
                }
                p
            }
        }
    }

    /// The length of the character at subject offset `pos` (1 past the end).
    pub fn char_len(&self, pos: usize) -> usize {
        let u = self.start(pos);
        let mut next = u + 1;
        while next < self.utf8.len() && self.utf8[next] & 0xC0 == 0x80 {
            next += 1;
        }
        self.orig(next.min(self.utf8.len()))
            .saturating_sub(pos)
            .max(1)
    }
}

const RETRY_OVER: &str = "retry-limit-in-match over";

/// Oniguruma's words for why a match gave up: PCRE2's match limit is its retry limit, the
/// depth, heap and JIT stack limits its stack.
fn failure(e: &pcre2::Error) -> &'static str {
    match e.code() {
        -46 | -53 | -63 => "match-stack limit over",
        _ => RETRY_OVER,
    }
}

/// The character standing for the invalid byte `b` (one of the private use area).
fn stand_in(b: u8) -> char {
    char::from_u32(0xF700 + u32::from(b)).unwrap_or('\u{FFFD}')
}

/// Search `subject` from subject offset `pos`: the region of the first match, `Ok(None)`
/// when there is none, `Err` when the engine gave up (a limit).
pub(crate) fn search(
    c: &Compiled,
    subject: &Subject,
    pos: usize,
) -> Result<Option<Region>, &'static str> {
    let start = subject.start(pos);
    if start > subject.utf8.len() {
        return Ok(None);
    }
    let mut locs =
        c.re.spare
            .borrow_mut()
            .take()
            .unwrap_or_else(|| c.re.re.capture_locations());
    let region = run(c, &mut locs, subject, start);
    if c.re.spare.borrow().is_none() {
        *c.re.spare.borrow_mut() = Some(locs);
    }
    region
}

fn run(
    c: &Compiled,
    locs: &mut CaptureLocations,
    subject: &Subject,
    start: usize,
) -> Result<Option<Region>, &'static str> {
    let region = |locs: &CaptureLocations| -> Region {
        (0..c.num_regs)
            .map(|g| locs.get(g).map(|(s, e)| (subject.orig(s), subject.orig(e))))
            .collect()
    };
    match c.re.re.captures_read_at(locs, &subject.utf8, start) {
        Ok(Some(_)) => Ok(Some(region(locs))),
        Ok(None) => Ok(None),
        Err(_) if c.re.jit => {
            // the JIT's error (a limit, its stack) is re-run on the interpreter
            let re = c.re.interpreted().ok_or(RETRY_OVER)?;
            let mut own = re.capture_locations();
            match re.captures_read_at(&mut own, &subject.utf8, start) {
                Ok(Some(_)) => Ok(Some(region(&own))),
                Ok(None) => Ok(None),
                Err(e) => Err(failure(&e)),
            }
        }
        Err(e) => Err(failure(&e)),
    }
}
