//! Turning a php regex (`/body/flags`) into a compiled PCRE2 pattern: delimiters and
//! modifiers with php's warnings, the rewrite that carries what the compile options do not
//! (limits, `U`, `J`, `n`, `D`, `r`, bytes that are not UTF-8), PCRE2's UTF-8 error texts,
//! and the per-VM cache of compiled patterns.

use super::ffi::{self, MatchData, Options, Regex};
use super::{PREG_INTERNAL_ERROR, set_error};
use rphp_vm::exec::Vm;
use rphp_vm::value::PhpStr;
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

/// php's cache holds 4096 patterns; past that it drops the oldest eighth (we drop all).
const CACHE_SIZE: usize = 4096;

/// The JIT stack's limit (php's own is 192 KiB; a larger one keeps deep patterns matching
/// where php's non-JIT build would).
const JIT_STACK_MAX: usize = 4 << 20;

/// php's default `pcre.backtrack_limit` and `pcre.recursion_limit`: only under these is a
/// pattern JIT-compiled (a script that lowers them wants the interpreter's counting).
const DEFAULT_LIMITS: (u32, u32) = (1_000_000, 100_000);

/// The JIT's match limit is this fraction of the interpreter's: the two count differently
/// (the JIT less), so a match the interpreter would stop at the backtrack limit stops the
/// JIT first and is re-run on the interpreter, whose answer is php's.
const JIT_LIMIT_DIVISOR: u32 = 32;

/// `src` with the match limit the JIT form runs under (unchanged without the JIT).
fn jit_limited(src: &str, limits: (u32, u32), jit: bool) -> String {
    if !jit {
        return src.to_string();
    }
    src.replacen(
        &format!("(*LIMIT_MATCH={})", limits.0),
        &format!("(*LIMIT_MATCH={})", (limits.0 / JIT_LIMIT_DIVISOR).max(1)),
        1,
    )
}

/// The modifiers after the closing delimiter.
#[derive(Clone, Copy, Default)]
struct Modifiers {
    caseless: bool,
    multiline: bool,
    no_auto_capture: bool,
    dotall: bool,
    extended: bool,
    anchored: bool,
    dollar_endonly: bool,
    ungreedy: bool,
    utf: bool,
    dupnames: bool,
    caseless_restrict: bool,
}

/// A compiled php regex.
pub(crate) struct Compiled {
    pub re: Regex,
    /// The source of `retry`, compiled on first use.
    retry_source: String,
    /// The options the pattern was compiled with.
    options: Options,
    /// The same pattern with `(*NOTEMPTY_ATSTART)`: php's retry after an empty match.
    retry: OnceCell<Option<Regex>>,
    /// The source of `re`.
    source: String,
    /// `re` and `retry` were JIT-compiled: a match that fails with an error (a limit, the
    /// JIT stack) is run again on PCRE2's interpreter, whose answer is the oracle's.
    pub jit: bool,
    /// `re` and `retry` without the JIT, compiled on first use.
    interp: OnceCell<Option<Regex>>,
    retry_interp: OnceCell<Option<Regex>>,
    /// `retry` is anchored by `\G` (otherwise a retry match must start where it searched).
    pub retry_exact: bool,
    /// `A` on a pattern that could not be wrapped in `\G(?:...)`: every match must start
    /// where the search starts.
    pub anchored: bool,
    /// `u`: subjects must be valid UTF-8, and an empty match advances by one character.
    pub utf: bool,
    /// The pattern may set a mark (it has a `(*` verb): each match reads it back.
    pub marks: bool,
    /// The name of each group (index 0 is the whole match), `None` when unnamed.
    pub names: Vec<Option<PhpStr>>,
    /// The limits baked into the source; a change of the ini settings recompiles.
    limits: (u32, u32),
    /// Match data kept for reuse (each holds PCRE2 match data and, with the JIT, a stack).
    spare: RefCell<Vec<MatchData>>,
}

impl Compiled {
    /// Groups including the whole match.
    pub fn num_subpats(&self) -> usize {
        self.names.len()
    }

    /// Match data for a search, reused when there is some.
    pub fn take_locations(&self) -> MatchData {
        self.spare
            .borrow_mut()
            .pop()
            .unwrap_or_else(|| self.re.match_data())
    }

    /// Give match data back for reuse.
    pub fn put_locations(&self, locs: MatchData) {
        let mut spare = self.spare.borrow_mut();
        if spare.len() < 4 {
            spare.push(locs);
        }
    }

    /// The retry pattern (`PCRE2_NOTEMPTY_ATSTART`); `None` if it does not compile.
    pub fn retry(&self) -> Option<&Regex> {
        self.retry
            .get_or_init(|| {
                let src = jit_limited(&self.retry_source, self.limits, self.jit);
                build(&src, self.options, self.jit).ok()
            })
            .as_ref()
    }

    /// The pattern (or its retry form) on PCRE2's interpreter, for a JIT match that failed.
    pub fn interpreted(&self, retry: bool) -> Option<&Regex> {
        let (cell, src) = if retry {
            (&self.retry_interp, &self.retry_source)
        } else {
            (&self.interp, &self.source)
        };
        cell.get_or_init(|| build(src, self.options, false).ok())
            .as_ref()
    }
}

/// The per-VM pattern cache.
#[derive(Default)]
pub(crate) struct Cache {
    map: HashMap<Vec<u8>, Rc<Compiled>>,
    /// The pattern found last (a loop's `preg_match` asks for the same one each time): its
    /// bytes are compared before the map's key is hashed.
    last: Option<(Vec<u8>, Rc<Compiled>)>,
}

fn ini_limit(vm: &Vm, key: &str, default: i64) -> u32 {
    let raw = vm.ini.get(key).unwrap_or("");
    let raw = raw.trim_start();
    let end = raw
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || (i == 0 && (c == '-' || c == '+'))))
        .map_or(raw.len(), |(i, _)| i);
    let n = raw[..end].parse::<i64>().unwrap_or(default);
    n.clamp(0, i64::from(u32::MAX)) as u32
}

/// The compiled form of `regex` for `func`, from the cache or compiled now. On failure the
/// warning php gives is raised, the last error is PREG_INTERNAL_ERROR, and `None` comes back.
pub(crate) fn compiled(vm: &mut Vm, func: &str, regex: &[u8]) -> Option<Rc<Compiled>> {
    let limits = (
        ini_limit(vm, "pcre.backtrack_limit", 1_000_000),
        ini_limit(vm, "pcre.recursion_limit", 100_000),
    );
    let cache = vm.ext.get_or_default::<Cache>();
    if let Some((last, c)) = &cache.last
        && last.as_slice() == regex
        && c.limits == limits
    {
        return Some(c.clone());
    }
    if let Some(c) = cache.map.get(regex)
        && c.limits == limits
    {
        let c = c.clone();
        cache.last = Some((regex.to_vec(), c.clone()));
        return Some(c);
    }
    match compile(regex, limits) {
        Ok(c) => {
            let c = Rc::new(c);
            let cache = vm.ext.get_or_default::<Cache>();
            if cache.map.len() >= CACHE_SIZE {
                cache.map.clear();
            }
            cache.map.insert(regex.to_vec(), c.clone());
            cache.last = Some((regex.to_vec(), c.clone()));
            Some(c)
        }
        Err(msg) => {
            vm.warn(format!("{func}(): {msg}"));
            set_error(vm, PREG_INTERNAL_ERROR);
            None
        }
    }
}

fn is_c_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn byte_char(c: u8) -> String {
    String::from_utf8_lossy(&[c]).into_owned()
}

/// Split a php regex into its body and modifiers (php's `pcre_get_compiled_regex_cache`).
fn split_regex(regex: &[u8]) -> Result<(&[u8], Modifiers), String> {
    let mut p = 0;
    while p < regex.len() && is_c_space(regex[p]) {
        p += 1;
    }
    let Some(&delim) = regex.get(p) else {
        return Err("Empty regular expression".into());
    };
    if delim.is_ascii_alphanumeric() || delim == b'\\' || delim == 0 {
        return Err("Delimiter must not be alphanumeric, backslash, or NUL byte".into());
    }
    p += 1;
    let end_delim = match delim {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        d => d,
    };
    let start = p;
    let mut pp = p;
    let mut depth = 1;
    while pp < regex.len() {
        let c = regex[pp];
        if c == b'\\' && pp + 1 < regex.len() {
            pp += 1;
        } else if c == end_delim {
            if delim == end_delim {
                break;
            }
            depth -= 1;
            if depth <= 0 {
                break;
            }
        } else if c == delim {
            depth += 1;
        }
        pp += 1;
    }
    if pp >= regex.len() {
        return Err(if delim == end_delim {
            format!("No ending delimiter '{}' found", byte_char(end_delim))
        } else {
            format!(
                "No ending matching delimiter '{}' found",
                byte_char(end_delim)
            )
        });
    }
    let body = &regex[start..pp];
    let mut m = Modifiers::default();
    for &c in &regex[pp + 1..] {
        match c {
            b'i' => m.caseless = true,
            b'm' => m.multiline = true,
            b'n' => m.no_auto_capture = true,
            b's' => m.dotall = true,
            b'x' => m.extended = true,
            b'A' => m.anchored = true,
            b'D' => m.dollar_endonly = true,
            b'S' | b'X' | b' ' | b'\n' | b'\r' => {}
            b'U' => m.ungreedy = true,
            b'u' => m.utf = true,
            b'J' => m.dupnames = true,
            b'r' => m.caseless_restrict = true,
            0 => return Err("NUL byte is not a valid modifier".into()),
            c => return Err(format!("Unknown modifier '{}'", byte_char(c))),
        }
    }
    Ok((body, m))
}

/// The rewritten source and, per byte of it, the body offset it came from.
struct Rewrite {
    src: String,
    map: Vec<usize>,
    /// Where the pattern proper starts (after start items and inline options).
    rest_start: usize,
}

impl Rewrite {
    fn push_str(&mut self, s: &str, from: usize) {
        self.src.push_str(s);
        self.map.extend(std::iter::repeat_n(from, s.len()));
    }
}

/// Length of the start-of-pattern items (`(*UTF)`, `(*LIMIT_MATCH=9)`...) the body opens with.
fn leading_items(body: &[u8]) -> usize {
    let mut p = 0;
    while body.get(p..p + 2) == Some(b"(*") {
        let mut q = p + 2;
        while q < body.len() && (body[q].is_ascii_uppercase() || body[q] == b'_') {
            q += 1;
        }
        if q == p + 2 {
            break;
        }
        if body.get(q) == Some(&b'=') {
            q += 1;
            while q < body.len() && body[q].is_ascii_digit() {
                q += 1;
            }
        }
        if body.get(q) != Some(&b')') {
            break;
        }
        p = q + 1;
    }
    p
}

fn rewrite(body: &[u8], m: Modifiers, limits: (u32, u32)) -> Rewrite {
    let mut rw = Rewrite {
        src: String::with_capacity(body.len() + 48),
        map: Vec::with_capacity(body.len() + 48),
        rest_start: 0,
    };
    rw.push_str(
        &format!("(*LIMIT_MATCH={})(*LIMIT_DEPTH={})", limits.0, limits.1),
        0,
    );
    if m.caseless_restrict {
        rw.push_str("(*CASELESS_RESTRICT)", 0);
    }
    let lead = leading_items(body);
    for (i, &c) in body[..lead].iter().enumerate() {
        rw.src.push(char::from(c));
        rw.map.push(i);
    }
    for (on, opt) in [
        (m.ungreedy, "(?U)"),
        (m.dupnames, "(?J)"),
        (m.no_auto_capture, "(?n)"),
    ] {
        if on {
            rw.push_str(opt, lead);
        }
    }
    rw.rest_start = rw.src.len();
    let rest = &body[lead..];
    let endonly = m.dollar_endonly && !m.multiline;
    let valid = m.utf || std::str::from_utf8(rest).is_ok();
    let bare_x = rest.windows(2).any(|w| w == b"\\x");
    if valid && !endonly && !bare_x {
        let s = String::from_utf8_lossy(rest);
        rw.src.push_str(&s);
        rw.map.extend(lead..lead + s.len());
        return rw;
    }
    // Walk the body: bytes that are not UTF-8 become `\x{hh}` (outside `\Q..\E`), `$`
    // becomes `\z` under `D`.
    let mut i = 0;
    let mut in_quote = false;
    let mut in_class = false;
    while i < rest.len() {
        let at = lead + i;
        let c = rest[i];
        if c >= 0x80 {
            let len = utf8_len(&rest[i..]);
            if len > 0 {
                if let Ok(s) = std::str::from_utf8(&rest[i..i + len]) {
                    rw.push_str(s, at);
                }
                i += len;
            } else {
                let esc = format!("\\x{{{c:02x}}}");
                if in_quote {
                    rw.push_str(&format!("\\E{esc}\\Q"), at);
                } else {
                    rw.push_str(&esc, at);
                }
                i += 1;
            }
            continue;
        }
        if in_quote {
            if c == b'\\' && rest.get(i + 1) == Some(&b'E') {
                in_quote = false;
                rw.push_str("\\E", at);
                i += 2;
            } else {
                rw.push_str(&byte_char(c), at);
                i += 1;
            }
            continue;
        }
        match c {
            b'\\' => {
                match rest.get(i + 1) {
                    Some(&b'Q') => {
                        in_quote = true;
                        rw.push_str("\\Q", at);
                    }
                    Some(&n) if n >= 0x80 && utf8_len(&rest[i + 1..]) == 0 => {
                        rw.push_str(&format!("\\x{{{n:02x}}}"), at);
                    }
                    Some(&n) if n >= 0x80 => {
                        // A backslash before a character: the character is literal.
                        rw.push_str("\\", at);
                        i += 1;
                        continue;
                    }
                    // PCRE2 10.44 (php 8.5's) reads `\x` without hex digits as NUL; 10.46
                    // rejects it.
                    Some(&b'x')
                        if !rest
                            .get(i + 2)
                            .is_some_and(|c| c.is_ascii_hexdigit() || *c == b'{') =>
                    {
                        rw.push_str("\\x00", at);
                    }
                    Some(&n) => {
                        rw.push_str("\\", at);
                        rw.push_str(&byte_char(n), at + 1);
                    }
                    None => rw.push_str("\\", at),
                }
                i += 2;
                continue;
            }
            b'[' if !in_class => {
                in_class = true;
                rw.push_str("[", at);
                i += 1;
                if rest.get(i) == Some(&b'^') {
                    rw.push_str("^", at + 1);
                    i += 1;
                }
                if rest.get(i) == Some(&b']') {
                    rw.push_str("]", lead + i);
                    i += 1;
                }
                continue;
            }
            b'[' if in_class && rest.get(i + 1) == Some(&b':') => {
                let close = rest[i + 2..]
                    .windows(2)
                    .position(|w| w == b":]")
                    .map(|p| i + 2 + p + 2);
                let stop = close.unwrap_or(i + 1);
                for (k, &b) in rest[i..stop].iter().enumerate() {
                    rw.push_str(&byte_char(b), at + k);
                }
                i = stop;
                continue;
            }
            b']' if in_class => in_class = false,
            b'$' if endonly && !in_class => {
                rw.push_str("\\z", at);
                i += 1;
                continue;
            }
            _ => {}
        }
        rw.push_str(&byte_char(c), at);
        i += 1;
    }
    rw
}

/// Whether the pattern proper can be wrapped as `\G(?:...)` to anchor it: not when it
/// recurses into the whole pattern (the recursion would meet the `\G`).
fn wrappable(rest: &str) -> bool {
    !["(?R", "(?0", "(?+0", "\\g<0>", "\\g'0'", "\\g0"]
        .iter()
        .any(|r| rest.contains(r))
}

/// What closes a wrapped pattern: ends an open `\Q`, and an `x`-mode comment.
fn wrap_tail(rest: &str, extended: bool) -> &'static str {
    let comment = rest.contains('#') && (extended || rest.contains("(?x"));
    match (rest.contains("\\Q"), comment) {
        (true, true) => "\\E\n)",
        (true, false) => "\\E)",
        (false, true) => "\n)",
        (false, false) => ")",
    }
}

/// The length of the valid UTF-8 character starting `b` (0 when it is not one).
fn utf8_len(b: &[u8]) -> usize {
    let n = match b.first() {
        Some(&c) if c < 0x80 => 1,
        Some(&c) if (0xc2..0xe0).contains(&c) => 2,
        Some(&c) if (0xe0..0xf0).contains(&c) => 3,
        Some(&c) if (0xf0..0xf5).contains(&c) => 4,
        _ => return 0,
    };
    match b.get(..n) {
        Some(s) if std::str::from_utf8(s).is_ok() => n,
        _ => 0,
    }
}

/// PCRE2's check of UTF-8 (`valid_utf`): the offset of the first bad character and the
/// error text PCRE2 gives for it.
pub(crate) fn utf8_error(s: &[u8]) -> Option<(usize, String)> {
    let mut p = 0;
    while p < s.len() {
        let c = s[p];
        if c < 0x80 {
            p += 1;
            continue;
        }
        if c < 0xc0 {
            return Some((p, "isolated byte with 0x80 bit set".into()));
        }
        if c >= 0xfe {
            return Some((p, "illegal byte (0xfe or 0xff)".into()));
        }
        let ab = match c {
            0xc0..=0xdf => 1,
            0xe0..=0xef => 2,
            0xf0..=0xf7 => 3,
            0xf8..=0xfb => 4,
            _ => 5,
        };
        let left = s.len() - p - 1;
        if left < ab {
            let miss = ab - left;
            let plural = if miss == 1 { "byte" } else { "bytes" };
            return Some((p, format!("{miss} {plural} missing at end")));
        }
        for k in 1..=ab {
            if s[p + k] & 0xc0 != 0x80 {
                return Some((p, format!("byte {} top bits not 0x80", k + 1)));
            }
        }
        let d = s[p + 1];
        let bad = match ab {
            1 if c & 0x3e == 0 => Some("overlong 2-byte sequence"),
            2 if c == 0xe0 && d & 0x20 == 0 => Some("overlong 3-byte sequence"),
            2 if c == 0xed && d >= 0xa0 => Some("code points 0xd800-0xdfff are not defined"),
            3 if c == 0xf0 && d & 0x30 == 0 => Some("overlong 4-byte sequence"),
            3 if c > 0xf4 || (c == 0xf4 && d > 0x8f) => {
                Some("code points greater than 0x10ffff are not defined")
            }
            4 if c == 0xf8 && d & 0x38 == 0 => Some("overlong 5-byte sequence"),
            4 => Some("5-byte character is not allowed (RFC 3629)"),
            5 if c == 0xfc && d & 0x3c == 0 => Some("overlong 6-byte sequence"),
            5 => Some("6-byte character is not allowed (RFC 3629)"),
            _ => None,
        };
        if let Some(msg) = bad {
            return Some((p, msg.into()));
        }
        p += ab + 1;
    }
    None
}

/// PCRE2's error text as php 8.5's PCRE2 (10.44) words it.
fn pcre2_message(e: &ffi::CompileError) -> String {
    e.message.replace(
        "atomic assertion expected after",
        "assertion expected after",
    )
}

/// `src` compiled with `options`, JIT-compiled too when `jit`.
fn build(src: &str, options: Options, jit: bool) -> Result<Regex, ffi::CompileError> {
    Regex::new(src, options, jit.then_some(JIT_STACK_MAX))
}

fn compile(regex: &[u8], limits: (u32, u32)) -> Result<Compiled, String> {
    let (body, m) = split_regex(regex)?;
    if m.utf
        && let Some((at, msg)) = utf8_error(body)
    {
        return Err(format!(
            "Compilation failed: UTF-8 error: {msg} at offset {at}"
        ));
    }
    let rw = rewrite(body, m, limits);
    let (head, rest) = rw.src.split_at(rw.rest_start.min(rw.src.len()));
    let exact = wrappable(rest);
    let wrapped = format!("{head}\\G(?:{rest}{}", wrap_tail(rest, m.extended));
    let retry_source = if exact {
        format!("(*NOTEMPTY_ATSTART){wrapped}")
    } else {
        format!("(*NOTEMPTY_ATSTART){}", rw.src)
    };
    let options = Options {
        caseless: m.caseless,
        multiline: m.multiline,
        dotall: m.dotall,
        extended: m.extended,
        utf: m.utf,
    };
    // PCRE2's interpreter re-checks a UTF subject from the start offset on every call; its
    // JIT with MATCH_INVALID_UTF does not, so `u`
    // patterns always use the JIT where there is one. Others use it under php's default
    // limits (it matches several times faster; its errors fall back to the interpreter).
    let jit = ffi::jit_available() && (m.utf || limits == DEFAULT_LIMITS);
    // Errors (and their offsets) come from the source as written.
    let re = match build(&jit_limited(&rw.src, limits, jit), options, jit) {
        Ok(re) => re,
        Err(_) => build(&rw.src, options, jit).map_err(|e| {
            let at = rw.map.get(e.offset).copied().unwrap_or(body.len());
            format!("Compilation failed: {} at offset {at}", pcre2_message(&e))
        })?,
    };
    // `A`: the checked pattern, wrapped in `\G(?:...)` when that is exact.
    let anchored_re = if m.anchored && exact {
        build(&jit_limited(&wrapped, limits, jit), options, jit).ok()
    } else {
        None
    };
    let anchored = m.anchored && anchored_re.is_none();
    let source = if anchored_re.is_some() {
        wrapped
    } else {
        rw.src
    };
    let re = anchored_re.unwrap_or(re);
    let names: Vec<Option<PhpStr>> = re
        .capture_names()
        .iter()
        .map(|n| n.as_ref().map(|s| PhpStr::new(s.as_bytes())))
        .collect();
    Ok(Compiled {
        re,
        retry_source,
        options,
        retry: OnceCell::new(),
        source,
        jit,
        interp: OnceCell::new(),
        retry_interp: OnceCell::new(),
        retry_exact: exact,
        anchored,
        utf: m.utf,
        marks: body.windows(2).any(|w| w == b"(*"),
        names,
        limits,
        spare: RefCell::new(Vec::new()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delimiters_and_modifiers() {
        assert!(split_regex(b"  /a/i").is_ok());
        assert!(split_regex(b"{a{b}c}").is_ok());
        assert_eq!(
            split_regex(b"/a").err().as_deref(),
            Some("No ending delimiter '/' found")
        );
        assert_eq!(
            split_regex(b"/a/q").err().as_deref(),
            Some("Unknown modifier 'q'")
        );
    }

    #[test]
    fn utf8_errors_match_pcre2() {
        assert_eq!(utf8_error(b"ab\xff").map(|e| e.0), Some(2));
        assert_eq!(
            utf8_error(b"\xc3").map(|e| e.1).as_deref(),
            Some("1 byte missing at end")
        );
        assert_eq!(utf8_error("é".as_bytes()), None);
    }

    #[test]
    fn error_offsets_map_back() {
        let Err(msg) = compile(b"/(/", (10, 10)) else {
            panic!("compiles");
        };
        assert_eq!(
            msg,
            "Compilation failed: missing closing parenthesis at offset 1"
        );
    }
}
