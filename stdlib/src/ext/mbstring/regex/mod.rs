//! mbregex: `mb_ereg`, `mb_eregi`, `mb_ereg_replace` (and `i`, callback), `mb_split`,
//! `mb_ereg_match`, the `mb_ereg_search*` family, `mb_regex_encoding` and
//! `mb_regex_set_options`.
//!
//! php runs these on Oniguruma with its Ruby syntax; here they run on PCRE2 (the engine
//! ext/pcre uses): `syntax` rewrites the Ruby syntax where PCRE2 reads it differently
//! (`(?m)` is dotall, `\h` is a hex digit, plain groups do not capture once a group is named,
//! Oniguruma's error texts), and the options map onto PCRE2's: `m` is dotall, `s` (part of
//! the default `pr`) anchors `^`/`$` to the buffer, `x`, `i`, `n` (no empty match); `l`
//! (longest match) is accepted but matches as usual. `engine` compiles (with a cache), and
//! matches a subject in the regex encoding, converting one that is not UTF-8 to UTF-8 and
//! mapping the offsets back (JIT-compiled; a JIT error re-runs on the interpreter).
//! `mbstring.regex_retry_limit` becomes PCRE2's match limit (scaled) and
//! `mbstring.regex_stack_limit` its depth of nested backtracking (Oniguruma's stack grows
//! faster, so a simple repeat that overflows it still matches here). After an empty match
//! php steps one byte and Oniguruma may match from inside a multibyte character; here the
//! step is one character. Multi-character case folds (`ß` ~ `ss`) are not made, and an
//! unbounded repeat in a look-behind is bounded. The regex encoding, default options and
//! the `mb_ereg_search` target, position, pattern and last match live on the VM
//! (`Vm::ext`), never in a global.

mod engine;
mod syntax;

use crate::{def, def_ref};
use engine::{Compiled, Region, Subject, compile, is_valid, option_string, parse_options, search};
use rphp_vm::builtins::{
    Builtin, CallbackCache, Stepping, Steps, arg, arg_int, arg_opt_str, arg_str, check_callback,
    value_error, value_to_str_now,
};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};
use std::rc::Rc;
use syntax::Syntax;

pub(crate) const MB_EREG: Builtin = def_ref(
    "mb_ereg",
    mb_ereg,
    2,
    3,
    1 << 2,
    &["pattern", "string", "matches"],
);
pub(crate) const MB_EREGI: Builtin = def_ref(
    "mb_eregi",
    mb_eregi,
    2,
    3,
    1 << 2,
    &["pattern", "string", "matches"],
);
pub(crate) const MB_EREG_REPLACE: Builtin = def(
    "mb_ereg_replace",
    mb_ereg_replace,
    3,
    4,
    &["pattern", "replacement", "string", "options"],
);
pub(crate) const MB_EREGI_REPLACE: Builtin = def(
    "mb_eregi_replace",
    mb_eregi_replace,
    3,
    4,
    &["pattern", "replacement", "string", "options"],
);
pub(crate) const MB_EREG_REPLACE_CALLBACK: Builtin = def(
    "mb_ereg_replace_callback",
    mb_ereg_replace_callback,
    3,
    4,
    &["pattern", "callback", "string", "options"],
);
pub(crate) const MB_SPLIT: Builtin =
    def("mb_split", mb_split, 2, 3, &["pattern", "string", "limit"]);
pub(crate) const MB_EREG_MATCH: Builtin = def(
    "mb_ereg_match",
    mb_ereg_match,
    2,
    3,
    &["pattern", "string", "options"],
);
pub(crate) const MB_EREG_SEARCH: Builtin = def(
    "mb_ereg_search",
    mb_ereg_search,
    0,
    2,
    &["pattern", "options"],
);
pub(crate) const MB_EREG_SEARCH_POS: Builtin = def(
    "mb_ereg_search_pos",
    mb_ereg_search_pos,
    0,
    2,
    &["pattern", "options"],
);
pub(crate) const MB_EREG_SEARCH_REGS: Builtin = def(
    "mb_ereg_search_regs",
    mb_ereg_search_regs,
    0,
    2,
    &["pattern", "options"],
);
pub(crate) const MB_EREG_SEARCH_INIT: Builtin = def(
    "mb_ereg_search_init",
    mb_ereg_search_init,
    1,
    3,
    &["string", "pattern", "options"],
);
pub(crate) const MB_EREG_SEARCH_GETREGS: Builtin =
    def("mb_ereg_search_getregs", mb_ereg_search_getregs, 0, 0, &[]);
pub(crate) const MB_EREG_SEARCH_GETPOS: Builtin =
    def("mb_ereg_search_getpos", mb_ereg_search_getpos, 0, 0, &[]);
pub(crate) const MB_EREG_SEARCH_SETPOS: Builtin = def(
    "mb_ereg_search_setpos",
    mb_ereg_search_setpos,
    1,
    1,
    &["offset"],
);
pub(crate) const MB_REGEX_ENCODING: Builtin =
    def("mb_regex_encoding", mb_regex_encoding, 0, 1, &["encoding"]);
pub(crate) const MB_REGEX_SET_OPTIONS: Builtin = def(
    "mb_regex_set_options",
    mb_regex_set_options,
    0,
    1,
    &["options"],
);

/// `MB_ONIGURUMA_VERSION`: the Oniguruma the oracle is built with (the syntax translated).
pub(crate) const STR_CONSTANTS: &[(&str, &str)] = &[("MB_ONIGURUMA_VERSION", "6.9.10")];

/// mbregex's ini settings with php's defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("mbstring.regex_stack_limit", "100000"),
    ("mbstring.regex_retry_limit", "1000000"),
];

/// Write `v` into the by-reference argument `n`, if the caller passed one.
fn set_ref(a: &[Value], n: usize, v: Value) {
    if let Some(Value::Ref(r)) = a.get(n) {
        r.set(v);
    }
}

/// php's ValueError for an option letter it does not know.
fn bad_option(c: u8) -> Control {
    Control::Error(
        ThrowKind::ValueError,
        format!("Option \"{}\" is not supported", char::from(c)),
    )
}

/// The options and syntax a call's option string (or the defaults) gives, `base` added.
fn call_options(vm: &mut Vm, given: Option<&PhpStr>, base: u8) -> Result<(u8, Syntax), Control> {
    match given {
        Some(s) => {
            let (o, syn) = parse_options(s.as_bytes()).map_err(bad_option)?;
            Ok((o | base, syn))
        }
        None => {
            let st = engine::state(vm);
            Ok((st.options | base, st.syntax))
        }
    }
}

fn slice(s: &[u8], (b, e): (usize, usize)) -> Value {
    Value::str(s.get(b..e).unwrap_or_default())
}

/// The named groups of a match, appended to `arr` (`false` for an unmatched or empty one).
fn add_names(arr: &mut PhpArray, c: &Compiled, region: &Region, s: &[u8]) {
    for (name, _) in &c.names {
        let g = c.name_group(name.as_bytes(), region);
        let v = match g.and_then(|g| region.get(g).copied().flatten()) {
            Some((b, e)) if b < e && e <= s.len() => slice(s, (b, e)),
            _ => Value::Bool(false),
        };
        arr.insert(ArrayKey::from_bytes(name.as_bytes()), v);
    }
}

/// A match array: each group as a string (`allow_empty`: an empty one too) or `false`, then
/// the named groups.
fn regs_array(c: &Compiled, region: &Region, s: &[u8], allow_empty: bool) -> PhpArray {
    let mut arr = PhpArray::new();
    for (i, g) in region.iter().enumerate() {
        let v = match *g {
            Some((b, e)) if (b < e || (allow_empty && b == e)) && e <= s.len() => slice(s, (b, e)),
            _ => Value::Bool(false),
        };
        arr.insert(ArrayKey::Int(i as i64), v);
    }
    add_names(&mut arr, c, region, s);
    arr
}

fn mb_ereg(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    ereg(vm, a, "mb_ereg", false)
}

fn mb_eregi(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    ereg(vm, a, "mb_eregi", true)
}

fn ereg(vm: &mut Vm, a: &mut [Value], func: &str, icase: bool) -> Result<Value, Control> {
    let pattern = arg_str(vm, a, 0, func, "pattern")?;
    let string = arg_str(vm, a, 1, func, "string")?;
    if pattern.is_empty() {
        return Err(value_error(func, 0, "pattern", "must not be empty"));
    }
    let want = a.len() > 2;
    if want {
        set_ref(a, 2, Value::Array(PhpArray::new()));
    }
    let st = engine::state(vm);
    let enc = st.enc;
    let (opts, syntax) = (st.options, st.syntax);
    if !is_valid(enc, &string) {
        return Ok(Value::Bool(false));
    }
    let icase = if icase { engine::OPT_IGNORECASE } else { 0 };
    let Some(c) = compile(vm, func, &pattern, opts | icase, syntax) else {
        return Ok(Value::Bool(false));
    };
    let subject = Subject::new(enc, &string);
    let Ok(Some(region)) = search(&c, &subject, 0) else {
        return Ok(Value::Bool(false));
    };
    if want {
        set_ref(a, 2, Value::Array(regs_array(&c, &region, &string, false)));
    }
    Ok(Value::Bool(true))
}

/// Split `s` (in the regex encoding) into its characters' byte lengths.
fn char_lens(enc: &super::encoding::Encoding, s: &[u8]) -> Vec<usize> {
    if is_valid(enc, s) {
        let subject = Subject::new(enc, s);
        let mut out = Vec::new();
        let mut p = 0;
        while p < s.len() {
            let n = subject.char_len(p).min(s.len() - p);
            out.push(n);
            p += n;
        }
        out
    } else {
        vec![1; s.len()]
    }
}

/// php's substitution of `\0`..`\9`, `\k<name>`, `\k'name'` in a replacement.
fn substitute(
    out: &mut Vec<u8>,
    subject: &[u8],
    replace: &[u8],
    lens: &[usize],
    c: &Compiled,
    region: &Region,
) {
    // the characters of the replacement as (offset, length)
    let mut chars = Vec::with_capacity(lens.len());
    let mut off = 0;
    for &n in lens {
        chars.push((off, n));
        off += n;
    }
    let is = |k: usize, b: u8| {
        chars
            .get(k)
            .is_some_and(|&(o, n)| n == 1 && replace[o] == b)
    };
    let byte = |k: usize| {
        chars
            .get(k)
            .and_then(|&(o, n)| (n == 1).then(|| replace[o]))
    };
    let text = |from: usize, to: usize| -> &[u8] {
        let start = chars.get(from).map_or(replace.len(), |c| c.0);
        let end = chars.get(to).map_or(replace.len(), |c| c.0);
        &replace[start..end.max(start)]
    };
    let mut k = 0;
    while k < chars.len() {
        if !is(k, b'\\') {
            out.extend_from_slice(text(k, k + 1));
            k += 1;
            continue;
        }
        let sp = k;
        k += 1;
        let Some(d) = byte(k) else {
            out.extend_from_slice(text(sp, k));
            continue;
        };
        let no: Option<usize>;
        match d {
            b'0' => {
                no = Some(0);
                k += 1;
            }
            b'1'..=b'9' => {
                k += 1;
                if !c.noname_capture {
                    out.extend_from_slice(text(sp, k));
                    continue;
                }
                no = Some(usize::from(d - b'0'));
            }
            b'k' => {
                k += 1;
                let delim = match byte(k) {
                    Some(b'<') => b'>',
                    Some(b'\'') => b'\'',
                    _ => {
                        k += 1;
                        out.extend_from_slice(text(sp, k.min(chars.len())));
                        if k > chars.len() {
                            // php reads the string's terminating NUL here
                            out.push(0);
                        }
                        continue;
                    }
                };
                let name_start = k + 1;
                let mut name_end = name_start;
                let mut maybe_num = true;
                while name_end < chars.len() {
                    match byte(name_end) {
                        None => maybe_num = false,
                        Some(b) if b == delim => break,
                        Some(b) if !b.is_ascii_digit() => maybe_num = false,
                        _ => {}
                    }
                    name_end += 1;
                }
                k = name_end + 1;
                if name_end == name_start || name_end >= chars.len() {
                    out.extend_from_slice(text(sp, k.min(chars.len())));
                    if name_end >= chars.len() {
                        // php reads the string's terminating NUL here
                        out.push(0);
                    }
                    continue;
                }
                let name = text(name_start, name_end);
                if maybe_num {
                    if !c.noname_capture {
                        out.extend_from_slice(text(sp, k));
                        continue;
                    }
                    no = if name.len() == 1 {
                        Some(usize::from(name[0] - b'0'))
                    } else if name[0] == b'0' {
                        None
                    } else {
                        std::str::from_utf8(name).ok().and_then(|n| n.parse().ok())
                    };
                } else {
                    no = c.name_group(name, region);
                }
            }
            _ => {
                out.extend_from_slice(text(sp, k));
                continue;
            }
        }
        let group = no.and_then(|n| region.get(n));
        match group {
            None => out.extend_from_slice(text(sp, k.min(chars.len()))),
            Some(Some((b, e))) if b < e && *e <= subject.len() => {
                out.extend_from_slice(&subject[*b..*e]);
            }
            Some(_) => {}
        }
    }
}

fn mb_ereg_replace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    replace(vm, a, "mb_ereg_replace", 0)
}

fn mb_eregi_replace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    replace(vm, a, "mb_eregi_replace", engine::OPT_IGNORECASE)
}

/// The compiled pattern and the subject of a replace.
type Prepared = (Rc<Compiled>, PhpStr);

/// The setup the replace functions share: the subject's check, the options, the pattern.
/// `Ok(Err(v))` is an early result (`null` for an invalid subject, `false` for a pattern
/// that does not compile).
fn prepare(
    vm: &mut Vm,
    func: &str,
    pattern: &PhpStr,
    string: PhpStr,
    options: Option<PhpStr>,
    base: u8,
) -> Result<Result<Prepared, Value>, Control> {
    let enc = engine::state(vm).enc;
    if !is_valid(enc, &string) {
        return Ok(Err(Value::Null));
    }
    let (opts, syntax) = call_options(vm, options.as_ref(), base)?;
    match compile(vm, func, pattern, opts, syntax) {
        Some(c) => Ok(Ok((c, string))),
        None => Ok(Err(Value::Bool(false))),
    }
}

fn replace(vm: &mut Vm, a: &mut [Value], func: &str, base: u8) -> Result<Value, Control> {
    let pattern = arg_str(vm, a, 0, func, "pattern")?;
    let replacement = arg_str(vm, a, 1, func, "replacement")?;
    let string = arg_str(vm, a, 2, func, "string")?;
    let options = arg_opt_str(vm, a, 3, func, "options")?;
    let (c, string) = match prepare(vm, func, &pattern, string, options, base)? {
        Ok(p) => p,
        Err(v) => return Ok(v),
    };
    let enc = engine::state(vm).enc;
    let lens = char_lens(enc, &replacement);
    let subject = Subject::new(enc, &string);
    let mut out = Vec::with_capacity(string.len());
    let mut pos = 0usize;
    loop {
        let region = match search(&c, &subject, pos) {
            Ok(Some(r)) => r,
            Ok(None) => {
                out.extend_from_slice(string.get(pos..).unwrap_or_default());
                break;
            }
            Err(why) => {
                vm.warn(format!(
                    "{func}(): mbregex search failure in php_mbereg_replace_exec(): {why}"
                ));
                return Ok(Value::Bool(false));
            }
        };
        let (b, e) = region.first().copied().flatten().unwrap_or((pos, pos));
        out.extend_from_slice(string.get(pos..b.max(pos)).unwrap_or_default());
        substitute(&mut out, &string, &replacement, &lens, &c, &region);
        if !advance(&mut out, &string, &subject, &mut pos, e) {
            break;
        }
    }
    Ok(Value::str(out))
}

/// Move past a match ending at `end`: to its end, or (an empty match) one character on,
/// copying that character. `false` once past the end of the subject.
fn advance(out: &mut Vec<u8>, s: &[u8], subject: &Subject, pos: &mut usize, end: usize) -> bool {
    if *pos < end {
        *pos = end;
        return true;
    }
    if *pos >= s.len() {
        return false;
    }
    let n = subject.char_len(*pos).min(s.len() - *pos);
    out.extend_from_slice(&s[*pos..*pos + n]);
    *pos += n;
    true
}

/// mb_ereg_replace_callback's steps: each match asks for one call of the callback.
struct CallbackJob {
    c: Rc<Compiled>,
    string: PhpStr,
    subject: Subject<'static>,
    pos: usize,
    out: Vec<u8>,
    /// The end of the match whose callback is running.
    pending: Option<usize>,
    done: bool,
    cache: CallbackCache,
}

impl Stepping for CallbackJob {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, vm: &mut Vm) -> Option<Result<Value, Control>> {
        if self.done {
            return Some(Ok(Value::str(std::mem::take(&mut self.out))));
        }
        let string = self.string.clone();
        let region = match search(&self.c, &self.subject, self.pos) {
            Ok(Some(r)) => r,
            Ok(None) => {
                self.out
                    .extend_from_slice(string.get(self.pos..).unwrap_or_default());
                return Some(Ok(Value::str(std::mem::take(&mut self.out))));
            }
            Err(why) => {
                vm.warn(format!(
                    "mb_ereg_replace_callback(): mbregex search failure in php_mbereg_replace_exec(): {why}"
                ));
                return Some(Ok(Value::Bool(false)));
            }
        };
        let (b, e) = region
            .first()
            .copied()
            .flatten()
            .unwrap_or((self.pos, self.pos));
        self.out
            .extend_from_slice(string.get(self.pos..b.max(self.pos)).unwrap_or_default());
        let mut arr = PhpArray::new();
        for (i, g) in region.iter().enumerate() {
            let v = match *g {
                Some(r) => slice(&string, r),
                None => Value::str(""),
            };
            arr.insert(ArrayKey::Int(i as i64), v);
        }
        add_names(&mut arr, &self.c, &region, &string);
        self.pending = Some(e);
        self.cache.args_mut().push(Value::Array(arr));
        None
    }

    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        let text = match value_to_str_now(vm, &value) {
            Ok(t) => t,
            Err(e) => return Some(Err(e)),
        };
        self.out.extend_from_slice(&text);
        let end = self.pending.take().unwrap_or(self.pos);
        let string = self.string.clone();
        if !advance(&mut self.out, &string, &self.subject, &mut self.pos, end) {
            self.done = true;
        }
        None
    }
}

fn mb_ereg_replace_callback(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_ereg_replace_callback";
    let pattern = arg_str(vm, a, 0, func, "pattern")?;
    let cb = arg(a, 1);
    check_callback(vm, func, 1, "callback", &cb)?;
    let string = arg_str(vm, a, 2, func, "string")?;
    let options = arg_opt_str(vm, a, 3, func, "options")?;
    let (c, string) = match prepare(vm, func, &pattern, string, options, 0)? {
        Ok(p) => p,
        Err(v) => return Ok(v),
    };
    let enc = engine::state(vm).enc;
    let subject = Subject::new(enc, &string).into_owned();
    Steps(CallbackJob {
        c,
        string,
        subject,
        pos: 0,
        out: Vec::new(),
        pending: None,
        done: false,
        cache: CallbackCache::new(cb),
    })
    .start(vm)
}

fn mb_split(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_split";
    let pattern = arg_str(vm, a, 0, func, "pattern")?;
    let string = arg_str(vm, a, 1, func, "string")?;
    let mut count = if a.len() > 2 {
        arg_int(vm, a, 2, func, "limit")?
    } else {
        -1
    };
    if count > 0 {
        count -= 1;
    }
    let st = engine::state(vm);
    let (enc, opts, syntax) = (st.enc, st.options, st.syntax);
    if !is_valid(enc, &string) {
        return Ok(Value::Bool(false));
    }
    let Some(c) = compile(vm, func, &pattern, opts, syntax) else {
        return Ok(Value::Bool(false));
    };
    let subject = Subject::new(enc, &string);
    let mut arr = PhpArray::new();
    let (mut pos, mut chunk) = (0usize, 0usize);
    let push = |arr: &mut PhpArray, v: &[u8]| {
        let _ = arr.push(Value::str(v));
    };
    while count != 0 && pos < string.len() {
        let region = match search(&c, &subject, pos) {
            Ok(Some(r)) => r,
            Ok(None) => break,
            Err(why) => {
                vm.warn(format!(
                    "{func}(): mbregex search failure in mbsplit(): {why}"
                ));
                return Ok(Value::Bool(false));
            }
        };
        let (b, e) = region.first().copied().flatten().unwrap_or((pos, pos));
        if pos < e {
            if b < string.len() && b >= chunk {
                push(&mut arr, &string[chunk..b]);
                count -= 1;
            } else {
                vm.warn(format!(
                    "{func}(): mbregex search failure in mbsplit(): no support in this configuration"
                ));
                return Ok(Value::Bool(false));
            }
            chunk = e;
            pos = e;
        } else {
            pos += subject.char_len(pos);
        }
    }
    push(&mut arr, string.get(chunk..).unwrap_or_default());
    Ok(Value::Array(arr))
}

fn mb_ereg_match(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_ereg_match";
    let pattern = arg_str(vm, a, 0, func, "pattern")?;
    let string = arg_str(vm, a, 1, func, "string")?;
    let options = arg_opt_str(vm, a, 2, func, "options")?;
    let (opts, syntax) = call_options(vm, options.as_ref(), 0)?;
    let enc = engine::state(vm).enc;
    if !is_valid(enc, &string) {
        return Ok(Value::Bool(false));
    }
    let Some(c) = compile(vm, func, &pattern, opts, syntax) else {
        return Ok(Value::Bool(false));
    };
    let subject = Subject::new(enc, &string);
    // a search finds a match at the start whenever one exists (it tries there first)
    let at_start = matches!(
        search(&c, &subject, 0),
        Ok(Some(r)) if r.first().copied().flatten().is_some_and(|(b, _)| b == 0)
    );
    Ok(Value::Bool(at_start))
}

/// What a successful `mb_ereg_search*` answers.
#[derive(Clone, Copy, PartialEq)]
enum SearchMode {
    Bool,
    Pos,
    Regs,
}

fn mb_ereg_search(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    search_exec(vm, a, "mb_ereg_search", SearchMode::Bool)
}

fn mb_ereg_search_pos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    search_exec(vm, a, "mb_ereg_search_pos", SearchMode::Pos)
}

fn mb_ereg_search_regs(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    search_exec(vm, a, "mb_ereg_search_regs", SearchMode::Regs)
}

fn search_exec(
    vm: &mut Vm,
    a: &mut [Value],
    func: &str,
    mode: SearchMode,
) -> Result<Value, Control> {
    let pattern = arg_opt_str(vm, a, 0, func, "pattern")?;
    let options = arg_opt_str(vm, a, 1, func, "options")?;
    let (opts, syntax) = call_options(vm, options.as_ref(), 0)?;
    engine::state(vm).search_regs = None;
    if let Some(p) = &pattern {
        let c = compile(vm, func, p, opts, syntax);
        let failed = c.is_none();
        engine::state(vm).search_re = c;
        if failed {
            return Ok(Value::Bool(false));
        }
    }
    let st = engine::state(vm);
    let Some(c) = st.search_re.clone() else {
        return Err(Control::Error(
            ThrowKind::Error,
            "No pattern was provided".into(),
        ));
    };
    let Some(string) = st.search_str.clone() else {
        return Err(Control::Error(
            ThrowKind::Error,
            "No string was provided".into(),
        ));
    };
    let pos = st.search_pos;
    let subject = match &st.search_subject {
        Some((name, s)) if *name == st.enc_name => s.clone(),
        _ => {
            let s = Rc::new(Subject::new(st.enc, &string).into_owned());
            st.search_subject = Some((st.enc_name, s.clone()));
            s
        }
    };
    let region = match search(&c, &subject, pos) {
        Ok(Some(r)) => r,
        Ok(None) => {
            engine::state(vm).search_pos = string.len();
            return Ok(Value::Bool(false));
        }
        Err(why) => {
            vm.warn(format!(
                "{func}(): mbregex search failure in mbregex_search(): {why}"
            ));
            return Ok(Value::Bool(false));
        }
    };
    let (b, e) = region.first().copied().flatten().unwrap_or((pos, pos));
    let result = match mode {
        SearchMode::Bool => Value::Bool(true),
        SearchMode::Pos => {
            let mut arr = PhpArray::new();
            let _ = arr.push(Value::Int(b as i64));
            let _ = arr.push(Value::Int(e as i64 - b as i64));
            Value::Array(arr)
        }
        SearchMode::Regs => Value::Array(regs_array(&c, &region, &string, true)),
    };
    let st = engine::state(vm);
    st.search_pos = if pos <= e { e } else { pos + 1 };
    st.search_regs = Some(region);
    Ok(result)
}

fn mb_ereg_search_init(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_ereg_search_init";
    let string = arg_str(vm, a, 0, func, "string")?;
    let pattern = arg_opt_str(vm, a, 1, func, "pattern")?;
    let options = arg_opt_str(vm, a, 2, func, "options")?;
    if pattern.as_ref().is_some_and(|p| p.is_empty()) {
        return Err(value_error(func, 1, "pattern", "must not be empty"));
    }
    let (opts, syntax) = call_options(vm, options.as_ref(), 0)?;
    if let Some(p) = &pattern {
        let c = compile(vm, func, p, opts, syntax);
        let failed = c.is_none();
        engine::state(vm).search_re = c;
        if failed {
            return Ok(Value::Bool(false));
        }
    }
    let st = engine::state(vm);
    let valid = is_valid(st.enc, &string);
    st.search_pos = if valid { 0 } else { string.len() };
    st.search_str = Some(string);
    st.search_subject = None;
    st.search_regs = None;
    Ok(Value::Bool(valid))
}

fn mb_ereg_search_getregs(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let st = engine::state(vm);
    match (&st.search_regs, &st.search_str, &st.search_re) {
        (Some(region), Some(s), Some(c)) => Ok(Value::Array(regs_array(c, region, s, true))),
        _ => Ok(Value::Bool(false)),
    }
}

fn mb_ereg_search_getpos(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(engine::state(vm).search_pos as i64))
}

fn mb_ereg_search_setpos(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_ereg_search_setpos";
    let mut position = arg_int(vm, a, 0, func, "offset")?;
    let st = engine::state(vm);
    let len = st.search_str.as_ref().map(|s| s.len() as i64);
    if position < 0
        && let Some(len) = len
    {
        position += len;
    }
    if position < 0 || len.is_some_and(|len| position > len) {
        return Err(value_error(func, 0, "offset", "is out of range"));
    }
    st.search_pos = position as usize;
    Ok(Value::Bool(true))
}

fn mb_regex_encoding(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_regex_encoding";
    match arg_opt_str(vm, a, 0, func, "encoding")? {
        None => Ok(Value::str(engine::state(vm).enc_name)),
        Some(name) => match engine::regex_encoding(&name) {
            Some((n, enc)) => {
                let st = engine::state(vm);
                st.enc_name = n;
                st.enc = enc;
                Ok(Value::Bool(true))
            }
            None => Err(value_error(
                func,
                0,
                "encoding",
                &format!(
                    "must be a valid encoding, \"{}\" given",
                    String::from_utf8_lossy(&name)
                ),
            )),
        },
    }
}

fn mb_regex_set_options(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "mb_regex_set_options";
    let given = arg_opt_str(vm, a, 0, func, "options")?;
    let st = engine::state(vm);
    let (prev_opts, prev_syntax) = (st.options, st.syntax);
    if let Some(s) = given {
        let (o, syn) = parse_options(&s).map_err(bad_option)?;
        let st = engine::state(vm);
        st.options = o;
        st.syntax = syn;
    }
    Ok(Value::str(option_string(prev_opts, prev_syntax)))
}
