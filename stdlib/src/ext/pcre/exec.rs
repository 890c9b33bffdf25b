//! Running a compiled pattern: php's global-match loop (`Cursor`: after an empty match,
//! retry at the same place with NOTEMPTY_ATSTART, else advance one character), PCRE2's
//! error codes as PREG_* codes, the subject's UTF-8 check, and the match arrays php builds
//! (`populate_subpat_array`, offset pairs, named groups).

use super::compile::Compiled;
use super::ffi::{MatchData, Regex, Spans};
use super::{
    PREG_BACKTRACK_LIMIT_ERROR, PREG_BAD_UTF8_ERROR, PREG_BAD_UTF8_OFFSET_ERROR,
    PREG_INTERNAL_ERROR, PREG_JIT_STACKLIMIT_ERROR, PREG_OFFSET_CAPTURE,
    PREG_RECURSION_LIMIT_ERROR, PREG_UNMATCHED_AS_NULL,
};
use rphp_vm::exec::Vm;
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};
use std::rc::Rc;

/// The groups of one match, up to the last one set (php's `count`): start and end offsets
/// (a cursor keeps one buffer for all its matches: no allocation per match), and the
/// match's `(*MARK)` name when the pattern has any.
#[derive(Default)]
pub(crate) struct Groups {
    pub spans: Spans,
    pub mark: Option<Vec<u8>>,
}

impl std::ops::Deref for Groups {
    type Target = [Option<(usize, usize)>];
    fn deref(&self) -> &Self::Target {
        &self.spans
    }
}

/// The whole match's offsets.
pub(crate) fn whole(g: &Groups) -> (usize, usize) {
    g.first().copied().flatten().unwrap_or((0, 0))
}

/// A PCRE2 match error code as php's PREG_* error code.
fn preg_code(code: i32) -> i64 {
    match code {
        -47 => PREG_BACKTRACK_LIMIT_ERROR,
        -53 => PREG_RECURSION_LIMIT_ERROR,
        -36 => PREG_BAD_UTF8_OFFSET_ERROR,
        -46 => PREG_JIT_STACKLIMIT_ERROR,
        -23..=-3 => PREG_BAD_UTF8_ERROR,
        _ => PREG_INTERNAL_ERROR,
    }
}

/// The last subject a `u` pattern found valid UTF-8 from its start (php flags the string).
#[derive(Default)]
struct KnownUtf8(Option<PhpStr>);

/// php's check of a `u` pattern's subject before the first match.
pub(crate) fn check_subject(
    vm: &mut Vm,
    c: &Compiled,
    subject: &PhpStr,
    start: usize,
) -> Result<(), i64> {
    if !c.utf {
        return Ok(());
    }
    if start > 0 && subject.get(start).is_some_and(|&b| b & 0xc0 == 0x80) {
        return Err(PREG_BAD_UTF8_OFFSET_ERROR);
    }
    let known = vm.ext.get_or_default::<KnownUtf8>();
    if known.0.as_ref().is_some_and(|k| PhpStr::ptr_eq(k, subject)) {
        return Ok(());
    }
    match subject.get(start..).map(std::str::from_utf8) {
        Some(Ok(_)) | None => {
            if start == 0 && !subject.is_inline() {
                known.0 = Some(subject.clone());
            }
            Ok(())
        }
        Some(Err(_)) => Err(PREG_BAD_UTF8_ERROR),
    }
}

/// One search from `start`: the groups of the match written into `g`; false when nothing
/// matched.
#[inline]
fn search(
    re: &Regex,
    locs: &mut MatchData,
    subject: &[u8],
    start: usize,
    g: &mut Groups,
    marks: bool,
) -> Result<bool, i64> {
    let hit = re
        .search(locs, subject, start, &mut g.spans)
        .map_err(preg_code)?;
    if marks {
        g.mark = if hit { re.mark(locs) } else { None };
    }
    Ok(hit)
}

/// `search` with the JIT-compiled form of a pattern; when that fails with an error (a limit,
/// the JIT stack), the interpreter's answer, which is what php's non-JIT build gives.
#[inline]
fn search_jit(
    c: &Compiled,
    retry: bool,
    re: &Regex,
    locs: &mut MatchData,
    subject: &[u8],
    start: usize,
    g: &mut Groups,
) -> Result<bool, i64> {
    match search(re, locs, subject, start, g, c.marks) {
        Err(code) if c.jit => match c.interpreted(retry) {
            Some(re) => search(re, &mut re.match_data(), subject, start, g, c.marks),
            None => Err(code),
        },
        r => r,
    }
}

/// Successive matches of a pattern over a subject, as php's loops find them.
pub(crate) struct Cursor {
    pos: usize,
    /// Set after an empty match: the next step first retries there without the empty match.
    retry_at: Option<usize>,
    done: bool,
    pattern: Rc<Compiled>,
    locs: Option<MatchData>,
    retry_locs: Option<MatchData>,
    /// The groups of the last match (reused: no copy per match).
    groups: Groups,
}

impl Drop for Cursor {
    fn drop(&mut self) {
        if let Some(locs) = self.locs.take() {
            self.pattern.put_locations(locs);
        }
    }
}

impl Cursor {
    pub fn new(c: &Rc<Compiled>, start: usize) -> Cursor {
        Cursor {
            pos: start,
            retry_at: None,
            done: false,
            pattern: c.clone(),
            locs: Some(c.take_locations()),
            retry_locs: None,
            groups: Groups::default(),
        }
    }

    /// Start again at `start`, for another subject (the match data is kept).
    pub fn reset(&mut self, start: usize) {
        self.pos = start;
        self.retry_at = None;
        self.done = false;
    }

    fn found(&mut self) -> Result<Option<&Groups>, i64> {
        let (s, e) = whole(&self.groups);
        if e < s {
            self.done = true;
            return Err(PREG_INTERNAL_ERROR);
        }
        self.pos = e;
        if e == s {
            self.retry_at = Some(e);
        }
        Ok(Some(&self.groups))
    }

    /// The next match; an error ends the walk.
    pub fn next(&mut self, c: &Compiled, subject: &[u8]) -> Result<Option<&Groups>, i64> {
        if self.done {
            return Ok(None);
        }
        if let Some(p) = self.retry_at.take() {
            let hit = match c.retry() {
                Some(re) => {
                    let locs = self.retry_locs.get_or_insert_with(|| re.match_data());
                    search_jit(c, true, re, locs, subject, p, &mut self.groups)
                        .inspect_err(|_| self.done = true)?
                }
                None => false,
            };
            if hit && (c.retry_exact || whole(&self.groups).0 == p) {
                return self.found();
            }
            if p >= subject.len() {
                self.done = true;
                return Ok(None);
            }
            self.pos = p + unit_len(c, subject, p);
        }
        let locs = self.locs.get_or_insert_with(|| c.re.match_data());
        let hit = search_jit(c, false, &c.re, locs, subject, self.pos, &mut self.groups)
            .inspect_err(|_| self.done = true)?;
        if hit && (!c.anchored || whole(&self.groups).0 == self.pos) {
            return self.found();
        }
        self.done = true;
        Ok(None)
    }
}

/// The length of the character at `p` (one byte unless the pattern is `u`).
fn unit_len(c: &Compiled, subject: &[u8], p: usize) -> usize {
    if !c.utf {
        return 1;
    }
    let mut e = p + 1;
    while subject.get(e).is_some_and(|&b| b & 0xc0 == 0x80) {
        e += 1;
    }
    e - p
}

/// The bytes of `subject` between two offsets (empty when they are out of order).
pub(crate) fn slice(subject: &[u8], s: usize, e: usize) -> &[u8] {
    subject.get(s..e).unwrap_or(&[])
}

/// A group's value: its text, or "" / null when it did not take part.
pub(crate) fn group_value(subject: &[u8], g: Option<(usize, usize)>, as_null: bool) -> Value {
    match g {
        Some((s, e)) => Value::Str(PhpStr::new(slice(subject, s, e))),
        None if as_null => Value::Null,
        None => Value::Str(PhpStr::empty()),
    }
}

/// `[text, offset]`, or `[""/null, -1]` for a group that did not take part.
pub(crate) fn offset_pair(subject: &[u8], g: Option<(usize, usize)>, as_null: bool) -> Value {
    let off = g.map_or(-1, |(s, _)| s as i64);
    Value::Array(PhpArray::from_values(vec![
        group_value(subject, g, as_null),
        Value::Int(off),
    ]))
}

/// A group's entry under the flags: a value or an offset pair.
pub(crate) fn entry(subject: &[u8], g: Option<(usize, usize)>, flags: i64) -> Value {
    let as_null = flags & PREG_UNMATCHED_AS_NULL != 0;
    if flags & PREG_OFFSET_CAPTURE != 0 {
        offset_pair(subject, g, as_null)
    } else {
        group_value(subject, g, as_null)
    }
}

/// Add a named entry: a set group replaces what a same-named group left, an unset one
/// never does (php's `add_named`, for duplicate names).
fn add_named(arr: &mut PhpArray, name: &PhpStr, v: Value, unset: bool) {
    let key = ArrayKey::from_php_str(name.clone());
    if unset && arr.contains_key(&key) {
        return;
    }
    arr.insert(key, v);
}

/// The match array php builds for one match (`populate_subpat_array`).
pub(crate) fn subpat_array(c: &Compiled, subject: &[u8], g: &Groups, flags: i64) -> PhpArray {
    let as_null = flags & PREG_UNMATCHED_AS_NULL != 0;
    let total = if as_null { c.num_subpats() } else { g.len() };
    if c.names.iter().all(Option::is_none) {
        // a list: its values gathered first, each written where it goes as it is made
        let mut list = Vec::with_capacity(total);
        for i in 0..total {
            let v = entry(subject, g.get(i).copied().flatten(), flags);
            list.extend(std::iter::once(v));
        }
        let mut arr = PhpArray::from_values(list);
        add_mark(&mut arr, g);
        return arr;
    }
    let mut arr = PhpArray::new();
    for i in 0..total {
        let grp = g.get(i).copied().flatten();
        let v = entry(subject, grp, flags);
        if let Some(Some(name)) = c.names.get(i) {
            add_named(&mut arr, name, v.clone(), grp.is_none());
        }
        let _ = arr.push(v);
    }
    add_mark(&mut arr, g);
    arr
}

/// php's `"MARK"` entry, last in a match array, when the match passed a `(*MARK)`.
fn add_mark(arr: &mut PhpArray, g: &Groups) {
    if let Some(m) = &g.mark {
        arr.insert(
            ArrayKey::Str(PhpStr::new(b"MARK")),
            Value::Str(PhpStr::new(m)),
        );
    }
}
