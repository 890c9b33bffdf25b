//! The one place rphp calls PCRE2 itself (through `pcre2-sys`), and the workspace's only
//! `unsafe`. The `pcre2` crate's search costs about three times what php pays per match:
//! it goes through `pcre2_match` (which then calls the JIT), copies the ovector through a
//! 16-byte load that stalls on the JIT's 8-byte stores, and hands back a `Match` that we
//! turn into groups. php calls `pcre2_jit_match` and reads the ovector in place; so does
//! `Regex::search` below. Everything else (patterns, error texts, names) stays safe Rust
//! around a compiled code pointer that is only freed on drop.
//!
//! Invariants every `unsafe` block here relies on:
//! - `Regex::code` is a live `pcre2_code_8` from `pcre2_compile_8`, JIT-compiled (if at
//!   all) before the `Regex` is handed out, never written afterwards, freed once in `Drop`.
//! - A `MatchData` is only searched with the `Regex` that made it (it keeps that regex's
//!   code pointer and `search` checks it), so its ovector has a pair for every group.
//! - Subjects are borrowed for the duration of one call; PCRE2 keeps no pointer into them
//!   (we never pass `PCRE2_COPY_MATCHED_SUBJECT` and never read `match_data->subject`).
#![allow(unsafe_code)]

/// The start and end of each group up to the last one set; `None` for a group that did
/// not take part.
pub(crate) type Spans = Vec<Option<(usize, usize)>>;
use pcre2_sys::{
    PCRE2_CASELESS, PCRE2_CONFIG_JIT, PCRE2_DOTALL, PCRE2_ERROR_NOMATCH, PCRE2_EXTENDED,
    PCRE2_INFO_CAPTURECOUNT, PCRE2_INFO_NAMECOUNT, PCRE2_INFO_NAMEENTRYSIZE, PCRE2_INFO_NAMETABLE,
    PCRE2_JIT_COMPLETE, PCRE2_MATCH_INVALID_UTF, PCRE2_MULTILINE, PCRE2_NOTEMPTY,
    PCRE2_NOTEMPTY_ATSTART, PCRE2_UCP, PCRE2_UNSET, PCRE2_UTF, pcre2_code_8, pcre2_code_free_8,
    pcre2_compile_8, pcre2_config_8, pcre2_get_error_message_8, pcre2_get_mark_8,
    pcre2_get_ovector_count_8, pcre2_get_ovector_pointer_8, pcre2_jit_compile_8, pcre2_jit_match_8,
    pcre2_jit_stack_8, pcre2_jit_stack_assign_8, pcre2_jit_stack_create_8, pcre2_jit_stack_free_8,
    pcre2_match_8, pcre2_match_context_8, pcre2_match_context_create_8, pcre2_match_context_free_8,
    pcre2_match_data_8, pcre2_match_data_create_from_pattern_8, pcre2_match_data_free_8,
    pcre2_pattern_info_8,
};
use std::ffi::c_void;
use std::ptr;

/// Compile options php's modifiers map to.
#[derive(Clone, Copy, Default)]
pub(crate) struct Options {
    pub caseless: bool,
    pub multiline: bool,
    pub dotall: bool,
    pub extended: bool,
    /// `u`: UTF-8 with Unicode properties; invalid UTF-8 in a subject never matches
    /// (checked by the caller, as php does, before the first match).
    pub utf: bool,
}

impl Options {
    fn bits(self) -> u32 {
        let mut o = 0;
        for (on, bit) in [
            (self.caseless, PCRE2_CASELESS),
            (self.multiline, PCRE2_MULTILINE),
            (self.dotall, PCRE2_DOTALL),
            (self.extended, PCRE2_EXTENDED),
            (self.utf, PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF),
        ] {
            if on {
                o |= bit;
            }
        }
        o
    }
}

/// Whether this build of PCRE2 has a JIT for this machine.
pub(crate) fn jit_available() -> bool {
    let mut on: u32 = 0;
    // SAFETY: PCRE2_CONFIG_JIT writes one uint32_t to the pointer we pass.
    let rc = unsafe { pcre2_config_8(PCRE2_CONFIG_JIT, (&raw mut on).cast::<c_void>()) };
    rc >= 0 && on == 1
}

/// PCRE2's text for an error code.
pub(crate) fn error_message(code: i32) -> String {
    let mut buf = [0u8; 256];
    // SAFETY: PCRE2 writes at most `buf.len()` code units (NUL included) into `buf`.
    let n = unsafe { pcre2_get_error_message_8(code, buf.as_mut_ptr(), buf.len()) };
    let n = usize::try_from(n).unwrap_or(0).min(buf.len());
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

/// A failed compile: PCRE2's error text and the offset in the pattern it points at.
pub(crate) struct CompileError {
    pub message: String,
    pub offset: usize,
}

/// A compiled pattern.
pub(crate) struct Regex {
    code: *mut pcre2_code_8,
    /// `pcre2_jit_compile` succeeded: searches call the JIT directly.
    jit: bool,
    /// The JIT stack's limit each match-data block gets (with the JIT only).
    jit_stack_max: Option<usize>,
    /// Each group's name (index 0, the whole match, is never named).
    names: Vec<Option<String>>,
    /// The match options the pattern's leading `(*NOTEMPTY)` / `(*NOTEMPTY_ATSTART)` ask
    /// for: `pcre2_match` turns those into options itself, `pcre2_jit_match` does not.
    match_options: u32,
}

/// The match options set by the `(*VERB)` items a pattern starts with.
fn leading_match_options(pattern: &str) -> u32 {
    let mut rest = pattern;
    let mut options = 0;
    while let Some(item) = rest.strip_prefix("(*") {
        let Some(end) = item.find(')') else { break };
        let name = item[..end].split('=').next().unwrap_or("");
        if !name
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
        {
            break;
        }
        options |= match name {
            "NOTEMPTY" => PCRE2_NOTEMPTY,
            "NOTEMPTY_ATSTART" => PCRE2_NOTEMPTY_ATSTART,
            _ => 0,
        };
        rest = &item[end + 1..];
    }
    options
}

impl Drop for Regex {
    fn drop(&mut self) {
        // SAFETY: `code` came from pcre2_compile_8 and is freed only here.
        unsafe { pcre2_code_free_8(self.code) }
    }
}

impl Regex {
    /// Compile `pattern`; with `jit_stack_max`, also JIT-compile it where PCRE2 can (a
    /// pattern the JIT refuses runs on the interpreter).
    pub fn new(
        pattern: &str,
        options: Options,
        jit_stack_max: Option<usize>,
    ) -> Result<Regex, CompileError> {
        let (mut code_err, mut offset) = (0i32, 0usize);
        // SAFETY: the pattern pointer and length describe a live buffer for the call;
        // the two out-pointers are valid locals; a null context means the defaults.
        let code = unsafe {
            pcre2_compile_8(
                pattern.as_ptr(),
                pattern.len(),
                options.bits(),
                &raw mut code_err,
                &raw mut offset,
                ptr::null_mut(),
            )
        };
        if code.is_null() {
            return Err(CompileError {
                message: error_message(code_err),
                offset,
            });
        }
        let mut re = Regex {
            code,
            jit: false,
            jit_stack_max: None,
            names: Vec::new(),
            match_options: leading_match_options(pattern),
        };
        if jit_stack_max.is_some() {
            // SAFETY: `code` is live and not yet shared.
            re.jit = unsafe { pcre2_jit_compile_8(code, PCRE2_JIT_COMPLETE) } == 0;
            re.jit_stack_max = jit_stack_max.filter(|_| re.jit);
        }
        re.names = re.read_names();
        Ok(re)
    }

    /// A `uint32_t` item of `pcre2_pattern_info`.
    fn info_u32(&self, what: u32) -> usize {
        let mut v: u32 = 0;
        // SAFETY: these items write one uint32_t.
        let rc = unsafe { pcre2_pattern_info_8(self.code, what, (&raw mut v).cast::<c_void>()) };
        if rc == 0 { v as usize } else { 0 }
    }

    /// The name table as a name (or none) per group.
    fn read_names(&self) -> Vec<Option<String>> {
        let groups = 1 + self.info_u32(PCRE2_INFO_CAPTURECOUNT);
        let mut names = vec![None; groups];
        let count = self.info_u32(PCRE2_INFO_NAMECOUNT);
        let size = self.info_u32(PCRE2_INFO_NAMEENTRYSIZE);
        if count == 0 || size < 3 {
            return names;
        }
        let mut table: *const u8 = ptr::null();
        // SAFETY: NAMETABLE writes one pointer; the table it points at lives as long as
        // the code and is `count` entries of `size` bytes.
        let table = unsafe {
            let rc = pcre2_pattern_info_8(
                self.code,
                PCRE2_INFO_NAMETABLE,
                (&raw mut table).cast::<c_void>(),
            );
            if rc != 0 || table.is_null() {
                return names;
            }
            std::slice::from_raw_parts(table, count * size)
        };
        for entry in table.chunks_exact(size) {
            let group = usize::from(entry[0]) << 8 | usize::from(entry[1]);
            let name = &entry[2..];
            let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
            if let Some(slot) = names.get_mut(group) {
                *slot = Some(String::from_utf8_lossy(&name[..end]).into_owned());
            }
        }
        names
    }

    /// Each group's name, index 0 being the whole match.
    pub fn capture_names(&self) -> &[Option<String>] {
        &self.names
    }

    /// A match-data block (with its own JIT stack) for searches with this pattern.
    pub fn match_data(&self) -> MatchData {
        // SAFETY: `code` is live; null general contexts mean malloc/free.
        unsafe {
            let data = pcre2_match_data_create_from_pattern_8(self.code, ptr::null_mut());
            let ctx = pcre2_match_context_create_8(ptr::null_mut());
            let mut stack = ptr::null_mut();
            if let Some(max) = self.jit_stack_max
                && !ctx.is_null()
            {
                stack = pcre2_jit_stack_create_8(max.min(32 << 10), max, ptr::null_mut());
                if !stack.is_null() {
                    pcre2_jit_stack_assign_8(ctx, None, stack.cast::<c_void>());
                }
            }
            let pairs = if data.is_null() {
                0
            } else {
                pcre2_get_ovector_count_8(data) as usize
            };
            MatchData {
                data,
                ctx,
                stack,
                code: self.code,
                pairs,
            }
        }
    }

    /// The name of the last `(*MARK:NAME)` (or `(*PRUNE:NAME)`, `(*THEN:NAME)`) the last
    /// search with `md` passed, copied out.
    pub fn mark(&self, md: &MatchData) -> Option<Vec<u8>> {
        if md.data.is_null() || !ptr::eq(md.code, self.code) {
            return None;
        }
        // SAFETY: `md.data` is live and was searched with this pattern, which `&self`
        // keeps alive; the mark, when there is one, points into this compiled pattern just
        // after the code unit that holds its length.
        unsafe {
            let p = pcre2_get_mark_8(md.data);
            if p.is_null() {
                return None;
            }
            let len = usize::from(p.sub(1).read());
            Some(std::slice::from_raw_parts(p, len).to_vec())
        }
    }

    /// One search from `start` (at most the subject's length): the groups up to the last
    /// one set written into `g`, true when something matched; a PCRE2 error code (< 0)
    /// otherwise.
    #[inline]
    pub fn search(
        &self,
        md: &mut MatchData,
        subject: &[u8],
        start: usize,
        g: &mut Spans,
    ) -> Result<bool, i32> {
        if md.data.is_null() || md.ctx.is_null() || !ptr::eq(md.code, self.code) {
            return Err(pcre2_sys::PCRE2_ERROR_NOMEMORY);
        }
        if start > subject.len() {
            return Ok(false);
        }
        // An empty slice's pointer is dangling; PCRE2 is given a real one (it reads none).
        static NOTHING: [u8; 1] = [0];
        let base = if subject.is_empty() {
            NOTHING.as_ptr()
        } else {
            subject.as_ptr()
        };
        // SAFETY: `code` is live (see the module's invariants), the subject is borrowed for
        // the call and `start` is within it, `md` was made for this code (checked above).
        let rc = unsafe {
            let (len, opts) = (subject.len(), self.match_options);
            if self.jit {
                pcre2_jit_match_8(self.code, base, len, start, opts, md.data, md.ctx)
            } else {
                pcre2_match_8(self.code, base, len, start, opts, md.data, md.ctx)
            }
        };
        if rc == PCRE2_ERROR_NOMATCH {
            return Ok(false);
        }
        if rc < 0 {
            return Err(rc);
        }
        // rc is one more than the last pair set; 0 would mean the ovector is too small,
        // which a block made from the pattern never is.
        let set = if rc == 0 { md.pairs } else { rc as usize };
        let set = set.min(md.pairs);
        // SAFETY: the ovector holds `pairs` pairs and stays put while `md` lives.
        let ov = unsafe { pcre2_get_ovector_pointer_8(md.data) };
        g.clear();
        g.extend((0..set).map(|i| {
            // Two 8-byte loads, as the JIT stored them (one 16-byte load would wait for
            // both stores to retire).
            // SAFETY: 2 * i + 1 < 2 * pairs.
            let (s, e) = unsafe { (ov.add(2 * i).read(), ov.add(2 * i + 1).read()) };
            (s != PCRE2_UNSET).then_some((s, e))
        }));
        Ok(true)
    }
}

/// Match data, a match context and (with the JIT) a JIT stack, for one pattern.
pub(crate) struct MatchData {
    data: *mut pcre2_match_data_8,
    ctx: *mut pcre2_match_context_8,
    stack: *mut pcre2_jit_stack_8,
    /// The code this block was made for.
    code: *const pcre2_code_8,
    /// The ovector's pairs.
    pairs: usize,
}

impl Drop for MatchData {
    fn drop(&mut self) {
        // SAFETY: each pointer came from its create call and is freed only here; the free
        // functions accept null.
        unsafe {
            if !self.stack.is_null() {
                pcre2_jit_stack_free_8(self.stack);
            }
            pcre2_match_data_free_8(self.data);
            pcre2_match_context_free_8(self.ctx);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(re: &Regex, subject: &[u8], start: usize) -> Option<Vec<Option<(usize, usize)>>> {
        let mut md = re.match_data();
        let mut g = Spans::new();
        match re.search(&mut md, subject, start, &mut g) {
            Ok(true) => Some(g.to_vec()),
            _ => None,
        }
    }

    #[test]
    fn groups_up_to_the_last_set() {
        for jit in [None, Some(1 << 20)] {
            let re = Regex::new("(a)(x)?(b)?(z)?", Options::default(), jit)
                .unwrap_or_else(|e| panic!("{}", e.message));
            assert_eq!(
                groups(&re, b"__ab", 0),
                Some(vec![Some((2, 4)), Some((2, 3)), None, Some((3, 4))])
            );
            assert_eq!(groups(&re, b"__ab", 4), None);
            assert_eq!(groups(&re, b"", 0), None);
        }
    }

    #[test]
    fn names_and_errors() {
        let re = Regex::new("(?<year>\\d+)-(\\d+)-(?<d>\\d+)", Options::default(), None)
            .unwrap_or_else(|e| panic!("{}", e.message));
        assert_eq!(
            re.capture_names(),
            &[None, Some("year".into()), None, Some("d".into())]
        );
        let Err(e) = Regex::new("a(b", Options::default(), None) else {
            panic!("compiled");
        };
        assert_eq!(
            (e.message.as_str(), e.offset),
            ("missing closing parenthesis", 3)
        );
    }

    #[test]
    fn leading_notempty_items_become_options() {
        assert_eq!(
            leading_match_options("(*LIMIT_MATCH=5)(*NOTEMPTY_ATSTART)\\G(?:a*)"),
            PCRE2_NOTEMPTY_ATSTART
        );
        assert_eq!(leading_match_options("(*NOTEMPTY)x"), PCRE2_NOTEMPTY);
        assert_eq!(leading_match_options("a(*NOTEMPTY)"), 0);
        for jit in [None, Some(1 << 20)] {
            let re = Regex::new("(*NOTEMPTY_ATSTART)\\G(?:a*?)", Options::default(), jit)
                .unwrap_or_else(|e| panic!("{}", e.message));
            assert_eq!(groups(&re, b"aa", 0), Some(vec![Some((0, 1))]));
        }
    }

    #[test]
    fn marks_are_read_after_a_match() {
        for jit in [None, Some(1 << 20)] {
            let re = Regex::new("a(*MARK:first)b|c(*:second)", Options::default(), jit)
                .unwrap_or_else(|e| panic!("{}", e.message));
            let mut md = re.match_data();
            let mut g = Spans::new();
            assert_eq!(re.search(&mut md, b"xcab", 0, &mut g), Ok(true));
            assert_eq!(re.mark(&md).as_deref(), Some(&b"second"[..]));
            assert_eq!(re.search(&mut md, b"xcab", 2, &mut g), Ok(true));
            assert_eq!(re.mark(&md).as_deref(), Some(&b"first"[..]));
        }
    }

    #[test]
    fn match_data_belongs_to_its_pattern() {
        let a =
            Regex::new("a", Options::default(), None).unwrap_or_else(|e| panic!("{}", e.message));
        let b =
            Regex::new("(b)", Options::default(), None).unwrap_or_else(|e| panic!("{}", e.message));
        let mut md = a.match_data();
        assert!(b.search(&mut md, b"b", 0, &mut Spans::new()).is_err());
    }
}
