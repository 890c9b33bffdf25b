//! The ini scanner (Zend/zend_ini_scanner.l): one state per lexical context, each rule
//! tried at the cursor with re2c's longest-match rule (the earlier rule wins a tie).
//! Keywords (`true`, `off`, `null`...) match case-insensitively, as php builds the
//! scanner with `--case-inverted`.

/// A scanned value: a string, or in INI_SCANNER_TYPED mode a typed value.
#[derive(Clone, Debug)]
pub(super) enum IniVal {
    Str(Vec<u8>),
    Int(i64),
    Float(f64),
    Bool(bool),
    Null,
}

#[derive(Clone, Debug)]
pub(super) enum Tok {
    End,
    Section,
    Raw(IniVal),
    Constant(IniVal),
    Number(IniVal),
    Str(IniVal),
    Whitespace(IniVal),
    Label(IniVal),
    Offset(IniVal),
    DollarCurly,
    VarName(IniVal),
    Fallback,
    Quoted(IniVal),
    True(IniVal),
    False(IniVal),
    Null(IniVal),
    Eol,
    Char(u8),
}

impl Tok {
    /// The token's name in bison's messages.
    pub(super) fn name(&self) -> String {
        match self {
            Tok::End => "end of file".into(),
            Tok::Section => "TC_SECTION".into(),
            Tok::Raw(_) => "TC_RAW".into(),
            Tok::Constant(_) => "TC_CONSTANT".into(),
            Tok::Number(_) => "TC_NUMBER".into(),
            Tok::Str(_) => "TC_STRING".into(),
            Tok::Whitespace(_) => "TC_WHITESPACE".into(),
            Tok::Label(_) => "TC_LABEL".into(),
            Tok::Offset(_) => "TC_OFFSET".into(),
            Tok::DollarCurly => "TC_DOLLAR_CURLY".into(),
            Tok::VarName(_) => "TC_VARNAME".into(),
            Tok::Fallback => "TC_FALLBACK".into(),
            Tok::Quoted(_) => "TC_QUOTED_STRING".into(),
            Tok::True(_) => "BOOL_TRUE".into(),
            Tok::False(_) => "BOOL_FALSE".into(),
            Tok::Null(_) => "NULL_NULL".into(),
            Tok::Eol => "END_OF_LINE".into(),
            Tok::Char(c) if c.is_ascii_graphic() => format!("'{}'", *c as char),
            Tok::Char(c) => format!("'\\x{c:02x}'"),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum State {
    Initial,
    Value,
    Raw,
    SectionValue,
    SectionRaw,
    Offset,
    DoubleQuotes,
    VarName,
    FallbackValue,
}

pub(super) const SCANNER_NORMAL: i64 = 0;
pub(super) const SCANNER_RAW: i64 = 1;
pub(super) const SCANNER_TYPED: i64 = 2;

pub(super) struct Scanner<'a> {
    s: &'a [u8],
    pos: usize,
    state: State,
    stack: Vec<State>,
    pub(super) lineno: i64,
    mode: i64,
}

fn is_tab_space(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

impl<'a> Scanner<'a> {
    pub(super) fn new(s: &'a [u8], mode: i64) -> Scanner<'a> {
        Scanner {
            s,
            pos: 0,
            state: State::Initial,
            stack: Vec::new(),
            lineno: 1,
            mode,
        }
    }

    fn at(&self, p: usize) -> u8 {
        self.s.get(p).copied().unwrap_or(0)
    }

    fn tabs(&self, mut p: usize) -> usize {
        let start = p;
        while p < self.s.len() && is_tab_space(self.s[p]) {
            p += 1;
        }
        p - start
    }

    fn newline(&self, p: usize) -> Option<usize> {
        match self.s.get(p) {
            Some(b'\r') if self.s.get(p + 1) == Some(&b'\n') => Some(2),
            Some(b'\r' | b'\n') => Some(1),
            _ => None,
        }
    }

    fn run(&self, p: usize, ok: impl Fn(u8) -> bool) -> usize {
        self.s[p.min(self.s.len())..]
            .iter()
            .take_while(|&&c| ok(c))
            .count()
    }

    fn label(&self, p: usize) -> usize {
        self.run(p, |c| !b"=\n\r\t;&|^$~(){}!\"[]\0".contains(&c))
    }

    fn constant(&self, p: usize) -> usize {
        let c = self.at(p);
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return 0;
        }
        1 + self.run(p + 1, |c| c.is_ascii_alphanumeric() || c == b'_')
    }

    fn number(&self, p: usize) -> usize {
        let minus = usize::from(self.at(p) == b'-');
        let lnum = self.run(p + minus, |c| c.is_ascii_digit());
        let signed = if lnum > 0 { minus + lnum } else { 0 };
        let int_part = self.run(p, |c| c.is_ascii_digit());
        let dnum = if self.at(p + int_part) == b'.' {
            let frac = self.run(p + int_part + 1, |c| c.is_ascii_digit());
            if int_part > 0 || frac > 0 {
                int_part + 1 + frac
            } else {
                0
            }
        } else {
            0
        };
        signed.max(dnum)
    }

    /// `true|on|yes`, `false|off|no|none` or `null`, then tabs and spaces.
    fn keyword(&self, p: usize, words: &[&[u8]]) -> usize {
        let rest = &self.s[p.min(self.s.len())..];
        words
            .iter()
            .filter(|w| rest.len() >= w.len() && rest[..w.len()].eq_ignore_ascii_case(w))
            .map(|w| w.len() + self.tabs(p + w.len()))
            .max()
            .unwrap_or(0)
    }

    /// `$` not opening `${`: LITERAL_DOLLAR's length at `p`.
    fn literal_dollar(&self, p: usize) -> usize {
        match self.s.get(p + 1) {
            Some(b'\\') if p + 2 < self.s.len() => 3,
            Some(&c) if c != b'{' && c != 0 => 2,
            _ => 0,
        }
    }

    fn value_chars(&self, mut p: usize) -> usize {
        let start = p;
        while p < self.s.len() {
            let c = self.s[p];
            if c == b'$' {
                match self.literal_dollar(p) {
                    0 => break,
                    n => p += n,
                }
            } else if b"= \t\n\r;&|^~()!\"'\0".contains(&c) {
                break;
            } else {
                p += 1;
            }
        }
        p - start
    }

    fn section_value_chars(&self, mut p: usize) -> usize {
        let start = p;
        while p < self.s.len() {
            let c = self.s[p];
            if c == b'$' {
                match self.literal_dollar(p) {
                    0 => break,
                    n => p += n,
                }
            } else if c == b'\\' {
                if p + 1 < self.s.len() {
                    p += 2;
                } else {
                    break;
                }
            } else if b"\n\r;\"']".contains(&c) {
                break;
            } else {
                p += 1;
            }
        }
        p - start
    }

    /// `'...'` with at least one byte inside.
    fn single_quoted(&self, p: usize) -> usize {
        if self.at(p) != b'\'' {
            return 0;
        }
        match self.s[(p + 1).min(self.s.len())..]
            .iter()
            .position(|&c| c == b'\'')
        {
            Some(n) if n > 0 => n + 2,
            _ => 0,
        }
    }

    /// `{TABS_AND_SPACES}*[;][^\r\n]*{NEWLINE}`
    fn comment(&self, p: usize) -> usize {
        let t = self.tabs(p);
        if self.at(p + t) != b';' {
            return 0;
        }
        let body = self.run(p + t + 1, |c| c != b'\r' && c != b'\n');
        match self.newline(p + t + 1 + body) {
            Some(n) => t + 1 + body + n,
            None => 0,
        }
    }

    fn tabs_newline(&self, p: usize) -> usize {
        let t = self.tabs(p);
        self.newline(p + t).map_or(0, |n| t + n)
    }

    /// RETURN_TOKEN: the text as a value, typed in the value states of INI_SCANNER_TYPED.
    fn val(&self, kind: u8, text: &[u8]) -> IniVal {
        if self.mode == SCANNER_TYPED && matches!(self.state, State::Value | State::Raw) {
            match kind {
                b't' => return IniVal::Bool(true),
                b'f' => return IniVal::Bool(false),
                b'n' => return IniVal::Null,
                b'#' => {
                    use rphp_vm::value::numeric::{Number, numeric_value};
                    match numeric_value(text) {
                        Some(Number::Int(i)) => return IniVal::Int(i),
                        // An integer that overflowed stays a string (the overflow flag).
                        Some(Number::Float(f))
                            if f.is_finite() && text.iter().any(|c| b".eE".contains(c)) =>
                        {
                            return IniVal::Float(f);
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        IniVal::Str(text.to_vec())
    }

    fn trim_label(text: &[u8], extra: u8) -> &[u8] {
        let mut t = text;
        while let Some((&c, rest)) = t.split_first() {
            if is_tab_space(c) {
                t = rest;
            } else {
                break;
            }
        }
        while let Some((&c, rest)) = t.split_last() {
            if (extra != b'X' && c == extra) || b"\n\r\t ".contains(&c) {
                t = rest;
            } else {
                break;
            }
        }
        t
    }

    fn pick(cands: &[(usize, usize)]) -> Option<(usize, usize)> {
        let mut best: Option<(usize, usize)> = None;
        for &(len, rule) in cands {
            if len > 0 && best.is_none_or(|(l, _)| len > l) {
                best = Some((len, rule));
            }
        }
        best
    }

    pub(super) fn next(&mut self) -> Tok {
        loop {
            if self.pos >= self.s.len() {
                if matches!(self.state, State::Value | State::Raw) {
                    self.state = State::Initial;
                    return Tok::Eol;
                }
                return Tok::End;
            }
            if self.pos == 0 && self.s.len() > 3 && self.s.starts_with(b"\xef\xbb\xbf") {
                self.pos = 3;
                continue;
            }
            if let Some(t) = self.step() {
                return t;
            }
        }
    }

    /// One rule application; None when the rule only skipped input.
    fn step(&mut self) -> Option<Tok> {
        let p = self.pos;
        let c = self.s[p];
        let text_of = |len: usize| &self.s[p..p + len];
        match self.state {
            State::Initial => {
                let label = self.label(p);
                let offset = if label > 0 && self.at(p + label) == b'[' {
                    label + 1 + self.tabs(p + label + 1)
                } else {
                    0
                };
                let eq = {
                    let t = self.tabs(p);
                    if self.at(p + t) == b'=' {
                        t + 1 + self.tabs(p + t + 1)
                    } else {
                        0
                    }
                };
                let tokens = usize::from(b":,.[]\"'()&|^+-/*=%$!~<>?@{}".contains(&c));
                let cands = [
                    (usize::from(c == b'['), 0),
                    (offset, 1),
                    (self.keyword(p, &[b"true", b"on", b"yes"]), 2),
                    (self.keyword(p, &[b"false", b"off", b"no", b"none"]), 3),
                    (self.keyword(p, &[b"null"]), 4),
                    (label, 5),
                    (eq, 6),
                    (tokens, 7),
                    (self.tabs(p), 8),
                    (self.tabs_newline(p), 9),
                    (self.comment(p), 10),
                ];
                let Some((len, rule)) = Self::pick(&cands) else {
                    return Some(Tok::End);
                };
                self.pos += len;
                Some(match rule {
                    0 => {
                        self.state = if self.mode == SCANNER_RAW {
                            State::SectionRaw
                        } else {
                            State::SectionValue
                        };
                        Tok::Section
                    }
                    1 => {
                        let name = Self::trim_label(text_of(len), b'[').to_vec();
                        self.state = State::Offset;
                        Tok::Offset(IniVal::Str(name))
                    }
                    2 => Tok::True(self.val(b't', b"1")),
                    3 => Tok::False(self.val(b'f', b"")),
                    4 => Tok::Null(self.val(b'n', b"")),
                    5 => Tok::Label(IniVal::Str(Self::trim_label(text_of(len), b'X').to_vec())),
                    6 => {
                        self.state = if self.mode == SCANNER_RAW {
                            State::Raw
                        } else {
                            State::Value
                        };
                        Tok::Char(b'=')
                    }
                    7 => Tok::Char(c),
                    8 => return None,
                    _ => {
                        self.lineno += 1;
                        self.state = State::Initial;
                        Tok::Eol
                    }
                })
            }
            State::Value => {
                let ops = if b"&|^~()!".contains(&c) {
                    1 + self.tabs(p + 1)
                } else {
                    0
                };
                let dq = {
                    let t = self.tabs(p);
                    if self.at(p + t) == b'"' { t + 1 } else { 0 }
                };
                let cands = [
                    (self.single_quoted(p), 0),
                    (if self.s[p..].starts_with(b"${") { 2 } else { 0 }, 1),
                    (self.keyword(p, &[b"true", b"on", b"yes"]), 2),
                    (self.keyword(p, &[b"false", b"off", b"no", b"none"]), 3),
                    (self.keyword(p, &[b"null"]), 4),
                    (self.tabs_newline(p), 5),
                    (self.constant(p), 6),
                    (self.number(p), 7),
                    (ops, 8),
                    (usize::from(c == b'='), 9),
                    (self.value_chars(p), 10),
                    (dq, 11),
                    (self.tabs(p), 12),
                    (self.comment(p), 13),
                    (1, 14),
                ];
                let Some((len, rule)) = Self::pick(&cands) else {
                    return Some(Tok::End);
                };
                self.pos += len;
                Some(match rule {
                    0 => Tok::Raw(self.val(b'r', &self.s[p + 1..p + len - 1])),
                    1 => {
                        self.stack.push(self.state);
                        self.state = State::VarName;
                        Tok::DollarCurly
                    }
                    2 => Tok::True(self.val(b't', b"1")),
                    3 => Tok::False(self.val(b'f', b"")),
                    4 => Tok::Null(self.val(b'n', b"")),
                    5 | 13 => {
                        self.state = State::Initial;
                        self.lineno += 1;
                        Tok::Eol
                    }
                    6 => Tok::Constant(self.val(b'c', text_of(len))),
                    7 => Tok::Number(self.val(b'#', text_of(len))),
                    8 => Tok::Char(c),
                    9 => {
                        self.pos = p;
                        self.state = State::Initial;
                        Tok::Eol
                    }
                    10 => Tok::Str(self.val(b's', text_of(len))),
                    11 => {
                        self.stack.push(self.state);
                        self.state = State::DoubleQuotes;
                        Tok::Char(b'"')
                    }
                    12 => Tok::Whitespace(self.val(b'w', text_of(len))),
                    _ => {
                        self.state = State::Initial;
                        Tok::Eol
                    }
                })
            }
            State::Raw => {
                let raw_char = usize::from(!b"\n\r;\0".contains(&c));
                let cands = [
                    (raw_char, 0),
                    (self.tabs_newline(p), 1),
                    (self.tabs(p), 2),
                    (self.comment(p), 3),
                    (1, 4),
                ];
                let Some((len, rule)) = Self::pick(&cands) else {
                    return Some(Tok::End);
                };
                self.pos += len;
                match rule {
                    0 => Some(self.raw_value(p)),
                    1 | 3 => {
                        self.state = State::Initial;
                        self.lineno += 1;
                        Some(Tok::Eol)
                    }
                    2 => None,
                    _ => {
                        self.state = State::Initial;
                        Some(Tok::Eol)
                    }
                }
            }
            State::SectionRaw | State::SectionValue | State::Offset => self.section_step(p, c),
            State::DoubleQuotes => {
                if c == b'"' {
                    self.pos += 1 + self.tabs(p + 1);
                    self.state = self.stack.pop().unwrap_or(State::Initial);
                    return Some(Tok::Char(b'"'));
                }
                if self.s[p..].starts_with(b"${") {
                    self.pos += 2;
                    self.stack.push(self.state);
                    self.state = State::VarName;
                    return Some(Tok::DollarCurly);
                }
                Some(self.quoted(p))
            }
            State::FallbackValue => {
                self.state = State::VarName;
                let len = self.run(p, |c| !b"}\n\r".contains(&c));
                if len == 0 {
                    return None;
                }
                self.pos += len;
                Some(Tok::Str(IniVal::Str(self.s[p..p + len].to_vec())))
            }
            State::VarName => {
                if self.s[p..].starts_with(b":-") {
                    self.pos += 2;
                    self.state = State::FallbackValue;
                    return Some(Tok::Fallback);
                }
                let mut label = self.label(p);
                if let Some(n) = self.s[p..p + label].windows(2).position(|w| w == b":-") {
                    label = n;
                }
                if label > 0 {
                    self.pos += label;
                    let name = Self::trim_label(text_of(label), b'X').to_vec();
                    return Some(Tok::VarName(self.val(b'v', &name)));
                }
                if c == b'}' {
                    self.pos += 1;
                    self.state = self.stack.pop().unwrap_or(State::Initial);
                    return Some(Tok::Char(b'}'));
                }
                Some(Tok::End)
            }
        }
    }

    /// The section (value or raw) and offset states.
    fn section_step(&mut self, p: usize, c: u8) -> Option<Tok> {
        let close_section = if c == b']' {
            let t = self.tabs(p + 1);
            1 + t + self.newline(p + 1 + t).unwrap_or(0)
        } else {
            0
        };
        if self.state == State::SectionRaw {
            if close_section > 0 {
                self.pos += close_section;
                self.state = State::Initial;
                self.lineno += 1;
                return Some(Tok::Char(b']'));
            }
            let raw = self.run(p, |c| !b"]\n\r".contains(&c));
            if raw == 0 {
                return Some(Tok::End);
            }
            self.pos += raw;
            return Some(Tok::Raw(IniVal::Str(self.s[p..p + raw].to_vec())));
        }
        let offset_close = {
            let t = self.tabs(p);
            if self.state == State::Offset && self.at(p + t) == b']' {
                t + 1
            } else {
                0
            }
        };
        let dq = {
            let t = self.tabs(p);
            if self.at(p + t) == b'"' { t + 1 } else { 0 }
        };
        let is_section = self.state == State::SectionValue;
        let cands = [
            (self.single_quoted(p), 0),
            (if is_section { close_section } else { 0 }, 1),
            (offset_close, 2),
            (if self.s[p..].starts_with(b"${") { 2 } else { 0 }, 3),
            (self.constant(p), 4),
            (self.number(p), 5),
            (self.section_value_chars(p), 6),
            (dq, 7),
            (self.tabs(p), 8),
        ];
        let Some((len, rule)) = Self::pick(&cands) else {
            return Some(Tok::End);
        };
        self.pos += len;
        let text = &self.s[p..p + len];
        Some(match rule {
            0 => Tok::Raw(IniVal::Str(text[1..len - 1].to_vec())),
            1 => {
                self.state = State::Initial;
                self.lineno += 1;
                Tok::Char(b']')
            }
            2 => {
                self.state = State::Initial;
                Tok::Char(b']')
            }
            3 => {
                self.stack.push(self.state);
                self.state = State::VarName;
                Tok::DollarCurly
            }
            4 => Tok::Constant(IniVal::Str(text.to_vec())),
            5 => Tok::Number(IniVal::Str(text.to_vec())),
            6 => Tok::Str(IniVal::Str(text.to_vec())),
            7 => {
                self.stack.push(self.state);
                self.state = State::DoubleQuotes;
                Tok::Char(b'"')
            }
            _ => Tok::Whitespace(IniVal::Str(text.to_vec())),
        })
    }

    /// A raw (INI_SCANNER_RAW) value: to the end of the line or an unquoted `;`, trimmed,
    /// one pair of surrounding double quotes removed.
    fn raw_value(&mut self, p: usize) -> Tok {
        // The rule matched one byte; EAT_LEADING_WHITESPACE drops it when it is blank.
        let start = if is_tab_space(self.s[p]) { p + 1 } else { p };
        let quoted = self.at(start) == b'"';
        let mut sc: Option<usize> = None;
        let mut cur = self.pos.max(start);
        while cur < self.s.len() {
            match self.s[cur] {
                b'\n' | b'\r' => break,
                b';' if sc.is_none() => sc = Some(cur),
                b'"' if quoted => sc = None,
                _ => {}
            }
            cur += 1;
        }
        self.pos = cur;
        let end = sc.unwrap_or(cur);
        let mut text = &self.s[start.min(end)..end];
        while let Some((&c, rest)) = text.split_last() {
            if b"\n\r\t ".contains(&c) {
                text = rest;
            } else {
                break;
            }
        }
        if text.len() > 1 && text[0] == b'"' && text[text.len() - 1] == b'"' {
            text = &text[1..text.len() - 1];
        }
        Tok::Raw(IniVal::Str(text.to_vec()))
    }

    /// The body of a double-quoted string up to `"` or `${`, escapes resolved.
    fn quoted(&mut self, p: usize) -> Tok {
        let mut s = p;
        let limit = self.s.len();
        while s < limit {
            let c = self.s[s];
            s += 1;
            match c {
                b'"' => {
                    s -= 1;
                    break;
                }
                b'$' if s < limit && self.s[s] == b'{' => {
                    s -= 1;
                    break;
                }
                b'\\' if s < limit => {
                    let escaped = self.s[s];
                    s += 1;
                    if escaped == b'"' && (s >= limit || self.s[s] == b'\n' || self.s[s] == b'\r') {
                        s -= 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        self.pos = s;
        let text = &self.s[p..s];
        let mut out = Vec::with_capacity(text.len());
        let mut i = 0;
        while i < text.len() {
            let c = text[i];
            if c == b'\\' {
                i += 1;
                match text.get(i) {
                    None => {
                        out.push(b'\\');
                        continue;
                    }
                    Some(&e @ (b'"' | b'\\' | b'$')) => out.push(e),
                    Some(&e) => {
                        out.push(b'\\');
                        out.push(e);
                    }
                }
            } else {
                out.push(c);
            }
            let cur = text[i];
            if cur == b'\n' || (cur == b'\r' && text.get(i + 1) != Some(&b'\n')) {
                self.lineno += 1;
            }
            i += 1;
        }
        Tok::Quoted(IniVal::Str(out))
    }
}
