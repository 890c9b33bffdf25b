//! preg_replace, preg_filter (string and array forms, `$1`/`\1`/`${1}` references, limit,
//! count by reference) and preg_replace_callback(_array): the callback runs through
//! `Control::Call` continuations (`CallbackJob`), never by recursion, so a Fiber may suspend
//! inside it.

use super::compile::{Compiled, compiled};
use super::exec::{Cursor, check_subject, slice, subpat_array, whole};
use super::matching::set_ref;
use super::{PREG_NO_ERROR, set_error};
use crate::def_ref;
use rphp_vm::builtins::{
    ArrayOrStr, Builtin, CallbackCache, Stepping, Steps, arg, arg_array, arg_array_or_str, arg_int,
    check_callback, value_to_str,
};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};
use std::rc::Rc;

pub(crate) const PREG_REPLACE: Builtin = def_ref(
    "preg_replace",
    preg_replace,
    3,
    5,
    1 << 4,
    &["pattern", "replacement", "subject", "limit", "count"],
);

pub(crate) const PREG_FILTER: Builtin = def_ref(
    "preg_filter",
    preg_filter,
    3,
    5,
    1 << 4,
    &["pattern", "replacement", "subject", "limit", "count"],
);

pub(crate) const PREG_REPLACE_CALLBACK: Builtin = def_ref(
    "preg_replace_callback",
    preg_replace_callback,
    3,
    6,
    1 << 4,
    &["pattern", "callback", "subject", "limit", "count", "flags"],
);

pub(crate) const PREG_REPLACE_CALLBACK_ARRAY: Builtin = def_ref(
    "preg_replace_callback_array",
    preg_replace_callback_array,
    2,
    5,
    1 << 3,
    &["pattern", "subject", "limit", "count", "flags"],
);

/// A piece of a replacement string: literal bytes or a group reference.
enum Piece {
    Lit(Vec<u8>),
    Group(usize),
}

/// A reference at the start of `s` (`\N`, `$N`, `${N}`, N of one or two digits): the group
/// and the length taken (php's `preg_get_backref`).
fn backref(s: &[u8]) -> Option<(usize, usize)> {
    if s.len() < 2 || s[1] == 0 {
        return None;
    }
    let mut j = 1;
    let in_brace = s[0] == b'$' && s[1] == b'{';
    if in_brace {
        j = 2;
    }
    let d = *s.get(j).filter(|c| c.is_ascii_digit())?;
    let mut n = usize::from(d - b'0');
    j += 1;
    if let Some(&d) = s.get(j).filter(|c| c.is_ascii_digit()) {
        n = n * 10 + usize::from(d - b'0');
        j += 1;
    }
    if in_brace {
        if s.get(j) != Some(&b'}') {
            return None;
        }
        j += 1;
    }
    Some((n, j))
}

/// Parse a replacement string as php walks it (a backslash before `\` or `$` makes it
/// literal).
fn template(r: &[u8]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut lit = Vec::new();
    let mut last = 0u8;
    let mut i = 0;
    while i < r.len() {
        let c = r[i];
        if c == b'\\' || c == b'$' {
            if last == b'\\' {
                lit.pop();
                lit.push(c);
                i += 1;
                last = 0;
                continue;
            }
            if let Some((n, len)) = backref(&r[i..]) {
                if !lit.is_empty() {
                    pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                }
                pieces.push(Piece::Group(n));
                i += len;
                continue;
            }
        }
        lit.push(c);
        i += 1;
        last = c;
    }
    if !lit.is_empty() {
        pieces.push(Piece::Lit(lit));
    }
    pieces
}

/// `limit` as php's size_t: negative means no limit.
fn limit_of(limit: i64) -> usize {
    usize::try_from(limit).unwrap_or(usize::MAX)
}

/// Replace the matches of one compiled pattern in `subject` (null on a match error).
fn replace_one(
    vm: &mut Vm,
    c: &Rc<Compiled>,
    subject: &PhpStr,
    pieces: &[Piece],
    mut limit: usize,
    count: &mut i64,
) -> Option<PhpStr> {
    set_error(vm, PREG_NO_ERROR);
    if let Err(code) = check_subject(vm, c, subject, 0) {
        set_error(vm, code);
        return None;
    }
    let mut cursor = Cursor::new(c, 0);
    let mut out = Vec::with_capacity(subject.len());
    let mut last_end = 0;
    let mut replaced = false;
    while limit > 0 {
        let g = match cursor.next(c, subject) {
            Ok(Some(g)) => g,
            Ok(None) => break,
            Err(code) => {
                set_error(vm, code);
                return None;
            }
        };
        let (s, e) = whole(g);
        out.extend_from_slice(slice(subject, last_end, s));
        for p in pieces {
            match p {
                Piece::Lit(b) => out.extend_from_slice(b),
                Piece::Group(n) => {
                    if let Some(Some((gs, ge))) = g.get(*n) {
                        out.extend_from_slice(slice(subject, *gs, *ge));
                    }
                }
            }
        }
        last_end = e;
        limit -= 1;
        *count += 1;
        replaced = true;
    }
    if !replaced {
        return Some(subject.clone());
    }
    out.extend_from_slice(slice(subject, last_end, subject.len()));
    Some(PhpStr::from_vec(out))
}

fn replace_with_str(
    vm: &mut Vm,
    func: &str,
    regex: &[u8],
    repl: &[u8],
    subject: &PhpStr,
    limit: usize,
    count: &mut i64,
) -> Option<PhpStr> {
    let c = compiled(vm, func, regex)?;
    replace_one(vm, &c, subject, &template(repl), limit, count)
}

/// php's `php_replace_in_subject`: every pattern in turn over one subject.
fn replace_in_subject(
    vm: &mut Vm,
    func: &str,
    regex: &ArrayOrStr,
    repl: &ArrayOrStr,
    subject: PhpStr,
    limit: usize,
    count: &mut i64,
) -> Result<Option<PhpStr>, Control> {
    let regexes = match regex {
        ArrayOrStr::Str(r) => {
            let ArrayOrStr::Str(rs) = repl else {
                return Ok(None);
            };
            return Ok(replace_with_str(vm, func, r, rs, &subject, limit, count));
        }
        ArrayOrStr::Array(a) => a,
    };
    let mut repls = match repl {
        ArrayOrStr::Array(r) => r.values().map(Value::deref_value).collect::<Vec<_>>(),
        ArrayOrStr::Str(_) => Vec::new(),
    }
    .into_iter();
    let mut cur = subject;
    for rv in regexes.values() {
        let r = value_to_str(vm, &rv.deref_value())?;
        let rs = match repl {
            ArrayOrStr::Str(s) => s.clone(),
            ArrayOrStr::Array(_) => match repls.next() {
                Some(v) => value_to_str(vm, &v)?,
                None => PhpStr::empty(),
            },
        };
        match replace_with_str(vm, func, &r, &rs, &cur, limit, count) {
            Some(s) => cur = s,
            None => return Ok(None),
        }
    }
    Ok(Some(cur))
}

fn replace_common(
    vm: &mut Vm,
    a: &mut [Value],
    func: &str,
    filter: bool,
) -> Result<Value, Control> {
    let regex = arg_array_or_str(vm, a, 0, func, "pattern")?;
    let repl = arg_array_or_str(vm, a, 1, func, "replacement")?;
    let subject = arg_array_or_str(vm, a, 2, func, "subject")?;
    let limit = if a.len() > 3 {
        arg_int(vm, a, 3, func, "limit")?
    } else {
        -1
    };
    if matches!(repl, ArrayOrStr::Array(_)) && matches!(regex, ArrayOrStr::Str(_)) {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "{func}(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, string given"
            ),
        ));
    }
    let limit = limit_of(limit);
    let mut count = 0i64;
    let result = match subject {
        ArrayOrStr::Str(s) => {
            let r = replace_in_subject(vm, func, &regex, &repl, s, limit, &mut count)?;
            match r {
                Some(r) if !filter || count > 0 => Value::Str(r),
                _ => Value::Null,
            }
        }
        ArrayOrStr::Array(subjects) => {
            let mut out = PhpArray::new();
            for (key, v) in subjects.iter() {
                let before = count;
                let s = value_to_str(vm, &v.deref_value())?;
                let r = replace_in_subject(vm, func, &regex, &repl, s, limit, &mut count)?;
                if let Some(r) = r
                    && (!filter || count > before)
                {
                    out.insert(key, Value::Str(r));
                }
            }
            Value::Array(out)
        }
    };
    set_ref(a, 4, Value::Int(count));
    Ok(result)
}

fn preg_replace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    replace_common(vm, a, "preg_replace", false)
}

fn preg_filter(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    replace_common(vm, a, "preg_filter", true)
}

/// One pattern over one subject with a callback, paused at each match.
struct CallbackRun {
    c: Rc<Compiled>,
    subject: PhpStr,
    cursor: Cursor,
    out: Vec<u8>,
    last_end: usize,
    limit: usize,
    replaced: bool,
}

enum RunStep {
    /// Call the callback with this match array.
    Call(Value),
    /// The result (null on a match error).
    Done(Option<PhpStr>),
}

impl CallbackRun {
    fn advance(&mut self, vm: &mut Vm, flags: i64, count: &mut i64) -> RunStep {
        if self.limit > 0 {
            match self.cursor.next(&self.c, &self.subject) {
                Ok(Some(g)) => {
                    let span = whole(g);
                    let arr = subpat_array(&self.c, &self.subject, g, flags);
                    return self.matched(span, arr, count);
                }
                Ok(None) => {}
                Err(code) => {
                    set_error(vm, code);
                    return RunStep::Done(None);
                }
            }
        }
        if !self.replaced {
            return RunStep::Done(Some(self.subject.clone()));
        }
        let rest = slice(&self.subject, self.last_end, self.subject.len());
        self.out.extend_from_slice(rest);
        RunStep::Done(Some(PhpStr::from_vec(std::mem::take(&mut self.out))))
    }

    fn matched(&mut self, (s, e): (usize, usize), arr: PhpArray, count: &mut i64) -> RunStep {
        let before = slice(&self.subject, self.last_end, s);
        self.out.extend_from_slice(before);
        self.last_end = e;
        self.limit -= 1;
        self.replaced = true;
        *count += 1;
        RunStep::Call(Value::Array(arr))
    }
}

/// The subjects of a callback replacement by key; `None` once a pattern failed on one.
type Subjects = Vec<(ArrayKey, Option<PhpStr>)>;

/// preg_replace_callback (subjects outer, patterns inner) and preg_replace_callback_array
/// (patterns outer, subjects inner) as one resumable walk.
struct CallbackJob {
    func: &'static str,
    /// (pattern, callback) pairs; for preg_replace_callback every callback is the same.
    pairs: Vec<(Value, Value)>,
    subjects: Subjects,
    subject_is_array: bool,
    pattern_major: bool,
    outer: usize,
    inner: usize,
    limit: usize,
    flags: i64,
    count: i64,
    count_arg: Option<Value>,
    run: Option<(usize, CallbackRun)>,
    /// The callback of the current pair.
    cache: CallbackCache,
}

impl CallbackJob {
    fn indices(&self) -> Option<(usize, usize)> {
        let (np, ns) = (self.pairs.len(), self.subjects.len());
        let (p, s) = if self.pattern_major {
            (self.outer, self.inner)
        } else {
            (self.inner, self.outer)
        };
        (p < np && s < ns).then_some((p, s))
    }

    fn bump(&mut self) {
        let inner_len = if self.pattern_major {
            self.subjects.len()
        } else {
            self.pairs.len()
        };
        self.inner += 1;
        if self.inner >= inner_len {
            self.inner = 0;
            self.outer += 1;
        }
    }

    fn finish(&mut self) -> Value {
        if let Some(Value::Ref(r)) = &self.count_arg {
            r.set(Value::Int(self.count));
        }
        if self.subject_is_array {
            let mut out = PhpArray::new();
            for (k, v) in self.subjects.drain(..) {
                if let Some(v) = v {
                    out.insert(k, Value::Str(v));
                }
            }
            Value::Array(out)
        } else {
            match self.subjects.pop() {
                Some((_, Some(s))) => Value::Str(s),
                _ => Value::Null,
            }
        }
    }
}

impl Stepping for CallbackJob {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, vm: &mut Vm) -> Option<Result<Value, Control>> {
        loop {
            if let Some((p, mut run)) = self.run.take() {
                match run.advance(vm, self.flags, &mut self.count) {
                    RunStep::Call(arg) => {
                        if let Some((_, cb)) = self.pairs.get(p) {
                            self.cache.switch_to(cb);
                        }
                        self.cache.args_mut().push(arg);
                        self.run = Some((p, run));
                        return None;
                    }
                    RunStep::Done(r) => {
                        if let Some((_, s)) = self.indices() {
                            self.subjects[s].1 = r;
                        }
                        if self.pattern_major
                            && !self.subject_is_array
                            && self.subjects.first().is_some_and(|s| s.1.is_none())
                        {
                            return Some(Ok(Value::Null));
                        }
                        self.bump();
                        continue;
                    }
                }
            }
            let Some((p, s)) = self.indices() else {
                return Some(Ok(self.finish()));
            };
            let Some(subject) = self.subjects[s].1.clone() else {
                self.bump();
                continue;
            };
            let regex = match value_to_str(vm, &self.pairs[p].0) {
                Ok(r) => r,
                Err(e) => return Some(Err(e)),
            };
            let Some(c) = compiled(vm, self.func, &regex) else {
                self.subjects[s].1 = None;
                if self.pattern_major && !self.subject_is_array {
                    return Some(Ok(Value::Null));
                }
                self.bump();
                continue;
            };
            set_error(vm, PREG_NO_ERROR);
            if let Err(code) = check_subject(vm, &c, &subject, 0) {
                set_error(vm, code);
                self.subjects[s].1 = None;
                if self.pattern_major && !self.subject_is_array {
                    return Some(Ok(Value::Null));
                }
                self.bump();
                continue;
            }
            let cursor = Cursor::new(&c, 0);
            self.run = Some((
                p,
                CallbackRun {
                    c,
                    subject,
                    cursor,
                    out: Vec::new(),
                    last_end: 0,
                    limit: self.limit,
                    replaced: false,
                },
            ));
        }
    }

    /// The callback's replacement text.
    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        let text = match value_to_str(vm, &value) {
            Ok(t) => t,
            Err(e) => return Some(Err(e)),
        };
        if let Some((_, run)) = &mut self.run {
            run.out.extend_from_slice(&text);
        }
        None
    }
}

/// preg_replace_callback_array's pairs: string keys, callable values.
fn check_pair(vm: &mut Vm, func: &str, pat: &Value, cb: &Value) -> Result<(), Control> {
    let arg_err = |what: &str| {
        Control::Error(
            ThrowKind::TypeError,
            format!("{func}(): Argument #1 ($pattern) must contain only {what}"),
        )
    };
    if check_callback(vm, func, 0, "pattern", cb).is_err() {
        return Err(arg_err("valid callbacks"));
    }
    if !matches!(pat, Value::Str(_)) {
        return Err(arg_err("string patterns as keys"));
    }
    Ok(())
}

fn subjects_of(vm: &mut Vm, subject: ArrayOrStr) -> Result<(Subjects, bool), Control> {
    Ok(match subject {
        ArrayOrStr::Str(s) => (vec![(ArrayKey::Int(0), Some(s))], false),
        ArrayOrStr::Array(arr) => {
            let mut v = Vec::with_capacity(arr.len());
            for (k, x) in arr.iter() {
                let s = value_to_str(vm, &x.deref_value())?;
                v.push((k, Some(s)));
            }
            (v, true)
        }
    })
}

fn opt_int(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
    d: i64,
) -> Result<i64, Control> {
    if a.len() > n {
        arg_int(vm, a, n, func, param)
    } else {
        Ok(d)
    }
}

fn preg_replace_callback(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "preg_replace_callback";
    let regex = arg_array_or_str(vm, a, 0, func, "pattern")?;
    let cb = arg(a, 1);
    check_callback(vm, func, 1, "callback", &cb)?;
    let subject = arg_array_or_str(vm, a, 2, func, "subject")?;
    let limit = opt_int(vm, a, 3, func, "limit", -1)?;
    let flags = opt_int(vm, a, 5, func, "flags", 0)?;
    let pairs: Vec<(Value, Value)> = match regex {
        ArrayOrStr::Str(s) => vec![(Value::Str(s), cb)],
        ArrayOrStr::Array(arr) => arr
            .values()
            .map(|v| (v.deref_value(), cb.clone()))
            .collect(),
    };
    let (subjects, subject_is_array) = subjects_of(vm, subject)?;
    Steps(CallbackJob {
        func,
        pairs,
        subjects,
        subject_is_array,
        pattern_major: false,
        outer: 0,
        inner: 0,
        limit: limit_of(limit),
        flags,
        count: 0,
        count_arg: a.get(4).cloned(),
        run: None,
        cache: CallbackCache::new(Value::Null),
    })
    .start(vm)
}

fn preg_replace_callback_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let func = "preg_replace_callback_array";
    let map = arg_array(a, 0, func, "pattern")?;
    let subject = arg_array_or_str(vm, a, 1, func, "subject")?;
    let limit = opt_int(vm, a, 2, func, "limit", -1)?;
    let flags = opt_int(vm, a, 4, func, "flags", 0)?;
    let pairs: Vec<(Value, Value)> = map
        .iter()
        .map(|(k, v)| {
            let key = match k {
                ArrayKey::Str(s) => Value::Str(s),
                ArrayKey::Int(i) => Value::Int(i),
            };
            (key, v.deref_value())
        })
        .collect();
    // php checks each pair when it reaches it; checking them all first keeps the error
    // inside this call (a continuation has no trace frame of its own).
    for (pat, cb) in &pairs {
        check_pair(vm, func, pat, cb)?;
    }
    let (subjects, subject_is_array) = subjects_of(vm, subject)?;
    Steps(CallbackJob {
        func,
        pairs,
        subjects,
        subject_is_array,
        pattern_major: true,
        outer: 0,
        inner: 0,
        limit: limit_of(limit),
        flags,
        count: 0,
        count_arg: a.get(3).cloned(),
        run: None,
        cache: CallbackCache::new(Value::Null),
    })
    .start(vm)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(r: &[u8]) -> String {
        template(r)
            .iter()
            .map(|p| match p {
                Piece::Lit(b) => String::from_utf8_lossy(b).into_owned(),
                Piece::Group(n) => format!("<{n}>"),
            })
            .collect()
    }

    #[test]
    fn replacement_references() {
        assert_eq!(render(b"a$1b\\2${3}c"), "a<1>b<2><3>c");
        assert_eq!(render(b"\\\\1"), "\\1");
        assert_eq!(render(b"$123"), "<12>3");
        assert_eq!(render(b"${1"), "${1");
        assert_eq!(render(b"$"), "$");
    }
}
