//! The string states: single and double quotes, backquotes, heredoc / nowdoc (with the
//! flexible closing marker and php's scan-ahead for its indentation), and the
//! interpolation states ST_VAR_OFFSET and friends.

use crate::LexSeverity;
use crate::driver::{HeredocLabel, Lexer, State, Step, is_label_char, is_label_start};
use crate::escape::{Quote, scan_escapes, strip_heredoc_indentation};
use crate::token::TokenKind;

const USING_SPACES: u8 = 1;
const USING_TABS: u8 = 2;

/// Lines (php's way: `\n`, `\r\n`, lone `\r`) before `offset` in `text`.
fn newlines_before(text: &[u8], offset: usize) -> u32 {
    let end = offset.min(text.len());
    let mut n = 0;
    for i in 0..end {
        let c = text[i];
        if c == b'\n' || (c == b'\r' && text.get(i + 1) != Some(&b'\n')) {
            n += 1;
        }
    }
    n
}

impl Lexer<'_> {
    /// `b?'...'` from `start` (the quote or the `b`); `body` is just after the quote.
    pub(crate) fn scan_single_quoted(&mut self, _start: usize, body: usize) -> Step {
        let src = self.src;
        let mut i = body;
        while i < src.len() {
            match src[i] {
                b'\'' => return Step::Token(TokenKind::ConstantEncapsedString, i + 1),
                b'\\' => i += 2,
                _ => i += 1,
            }
        }
        // Unclosed: the rest of the file is one T_ENCAPSED_AND_WHITESPACE.
        Step::Token(TokenKind::EncapsedAndWhitespace, src.len())
    }

    /// `b?"`: a whole T_CONSTANT_ENCAPSED_STRING if nothing is interpolated, otherwise the
    /// `"` token and the ST_DOUBLE_QUOTES state.
    pub(crate) fn scan_double_quoted_start(&mut self, start: usize, body: usize) -> Step {
        let src = self.src;
        let mut i = body;
        while i < src.len() {
            let c = src[i];
            i += 1;
            match c {
                b'"' => {
                    self.check_escapes(start, body, &src[body..i - 1], Quote::Double, None);
                    return Step::Token(TokenKind::ConstantEncapsedString, i);
                }
                b'$' if is_label_start(self.at(i)) || self.at(i) == b'{' => {
                    i -= 1;
                    break;
                }
                b'{' if self.at(i) == b'$' => {
                    i -= 1;
                    break;
                }
                b'\\' if i < src.len() => i += 1,
                _ => {}
            }
        }
        self.dq_scanned = i.min(src.len()) - body;
        self.state = State::DoubleQuotes;
        Step::Token(TokenKind::DoubleQuote, body)
    }

    /// Report escape problems in a string segment as php's parser-mode scanner does.
    /// `token_start`: where the token starts (its line is the base); `text`: the bytes the
    /// escapes are decoded from, starting at `text_pos` in the source.
    fn check_escapes(
        &mut self,
        token_start: usize,
        text_pos: usize,
        text: &[u8],
        quote: Quote,
        stripped: Option<&[u8]>,
    ) {
        if self.scan_ahead.is_some() || !text.contains(&b'\\') {
            return;
        }
        let scanned = stripped.unwrap_or(text);
        // Warnings are rare; this Vec only allocates when there is one.
        let mut warnings: Vec<(usize, String)> = Vec::new();
        let result = scan_escapes(scanned, quote, false, &mut |offset, message| {
            warnings.push((offset, message))
        });
        let base = self.line_at(token_start);
        let before_token = newlines_before(
            self.src.get(token_start..text_pos).unwrap_or(&[]),
            usize::MAX,
        );
        for (offset, message) in warnings {
            let line = base + before_token + newlines_before(scanned, offset);
            let at = text_pos + offset.min(text.len());
            self.error_at(
                LexSeverity::CompileWarning,
                message,
                (at, at + 1),
                Some(line),
            );
        }
        if let Err(error) = result {
            let line = base + before_token + newlines_before(scanned, error.offset);
            let at = text_pos + error.offset.min(text.len());
            self.error_at(
                LexSeverity::ParseError,
                error.message.to_owned(),
                (at, at + 1),
                Some(line),
            );
        }
    }

    /// `$name`, `$name[`, `$name->x`, `${` and `{$` inside a double-quoted, backquoted or
    /// heredoc string.
    fn interpolation(&mut self, pos: usize) -> Option<Step> {
        let src = self.src;
        let c = self.at(pos);
        let next = self.at(pos + 1);
        if c == b'$' && pos + 1 < src.len() && is_label_start(next) {
            let end = self.label_end(pos + 1);
            let rest = &src[end..];
            if (rest.starts_with(b"->") && is_label_start(self.at(end + 2)) && end + 2 < src.len())
                || (rest.starts_with(b"?->")
                    && is_label_start(self.at(end + 3))
                    && end + 3 < src.len())
            {
                self.push_state(State::LookingForProperty);
            } else if self.at(end) == b'[' {
                self.push_state(State::VarOffset);
            }
            return Some(Step::Token(TokenKind::Variable, end));
        }
        if c == b'$' && next == b'{' {
            self.open_interpolation(State::LookingForVarname, pos);
            return Some(Step::Token(TokenKind::DollarOpenCurlyBraces, pos + 2));
        }
        if c == b'{' && next == b'$' {
            self.open_interpolation(State::Scripting, pos);
            return Some(Step::Token(TokenKind::CurlyOpen, pos + 1));
        }
        None
    }

    /// The end of a double-quoted / backquoted segment starting at `pos`.
    fn quoted_segment_end(&self, pos: usize, terminator: u8) -> usize {
        let src = self.src;
        let mut i = pos + 1;
        if src[pos] == b'\\' && i < src.len() {
            i += 1;
        }
        while i < src.len() {
            let c = src[i];
            i += 1;
            match c {
                b'$' if is_label_start(self.at(i)) || self.at(i) == b'{' => return i - 1,
                b'{' if self.at(i) == b'$' => return i - 1,
                b'\\' if i < src.len() => i += 1,
                _ if c == terminator => return i - 1,
                _ => {}
            }
        }
        src.len()
    }

    pub(crate) fn scan_double_quotes(&mut self) -> Step {
        let pos = self.pos;
        let src = self.src;
        if pos >= src.len() {
            return Step::End;
        }
        if src[pos] == b'"' {
            self.state = State::Scripting;
            return Step::Token(TokenKind::DoubleQuote, pos + 1);
        }
        if let Some(step) = self.interpolation(pos) {
            return step;
        }
        let end = if self.dq_scanned > 0 {
            let end = (pos + self.dq_scanned).min(src.len());
            self.dq_scanned = 0;
            end
        } else {
            self.quoted_segment_end(pos, b'"')
        };
        self.check_escapes(pos, pos, &src[pos..end], Quote::Double, None);
        Step::Token(TokenKind::EncapsedAndWhitespace, end)
    }

    pub(crate) fn scan_backquote(&mut self) -> Step {
        let pos = self.pos;
        let src = self.src;
        if pos >= src.len() {
            return Step::End;
        }
        if src[pos] == b'`' {
            self.state = State::Scripting;
            return Step::Token(TokenKind::Backtick, pos + 1);
        }
        if let Some(step) = self.interpolation(pos) {
            return step;
        }
        let end = self.quoted_segment_end(pos, b'`');
        self.check_escapes(pos, pos, &src[pos..end], Quote::Backtick, None);
        Step::Token(TokenKind::EncapsedAndWhitespace, end)
    }

    /// `b?<<<[ \t]*(LABEL|'LABEL'|"LABEL")NEWLINE` at `start` (`lt`: the first `<`).
    pub(crate) fn try_heredoc_start(&mut self, start: usize, lt: usize) -> Option<Step> {
        let src = self.src;
        if !src.get(lt..)?.starts_with(b"<<<") {
            return None;
        }
        let mut i = lt + 3;
        while matches!(self.at(i), b' ' | b'\t') {
            i += 1;
        }
        let quote = match self.at(i) {
            q @ (b'\'' | b'"') => {
                i += 1;
                Some(q)
            }
            _ => None,
        };
        if i >= src.len() || !is_label_start(src[i]) {
            return None;
        }
        let label_start = i;
        let label_end = self.label_end(i);
        let mut after = label_end;
        if let Some(q) = quote {
            if self.at(after) != q {
                return None;
            }
            after += 1;
        }
        let end = match self.at(after) {
            b'\r' if self.at(after + 1) == b'\n' => after + 2,
            b'\r' | b'\n' if after < src.len() => after + 1,
            _ => return None,
        };
        let nowdoc = quote == Some(b'\'');
        let label_len = label_end - label_start;
        self.heredocs.push(HeredocLabel {
            start: label_start,
            len: label_len,
            indentation: 0,
            uses_spaces: false,
        });
        self.state = if nowdoc {
            State::Nowdoc
        } else {
            State::Heredoc
        };

        // Is the closing marker right on the next line?
        let mut cursor = end;
        let mut spacing = 0u8;
        while cursor < src.len() && matches!(src[cursor], b' ' | b'\t') {
            spacing |= if src[cursor] == b'\t' {
                USING_TABS
            } else {
                USING_SPACES
            };
            cursor += 1;
        }
        if cursor == src.len() {
            return Some(Step::Token(TokenKind::StartHeredoc, end));
        }
        let label = &src[label_start..label_end];
        if label_len < src.len() - cursor
            && src[cursor..].starts_with(label)
            && !is_label_char(self.at(cursor + label_len))
        {
            if spacing == USING_SPACES | USING_TABS {
                let line = self.line_at(end);
                self.error_at(
                    LexSeverity::ParseError,
                    "Invalid indentation - tabs and spaces cannot be mixed".to_owned(),
                    (start, end),
                    Some(line),
                );
            }
            if let Some(top) = self.heredocs.last_mut() {
                top.indentation = cursor - end;
            }
            self.state = State::EndHeredoc;
            return Some(Step::Token(TokenKind::StartHeredoc, end));
        }

        if !nowdoc && self.scan_ahead.is_none() {
            // php lexes ahead to the closing marker to learn its indentation.
            let mut ahead = self.fork();
            ahead.pos = end;
            let mut level = 1u32;
            let mut first: Option<TokenKind> = None;
            while level > 0 {
                let Some((kind, _, _)) = ahead.scan() else {
                    break;
                };
                if ahead.scan_ahead.is_some_and(|a| a.aborted) {
                    break;
                }
                first.get_or_insert(kind);
                match kind {
                    TokenKind::StartHeredoc => level += 1,
                    TokenKind::EndHeredoc => level -= 1,
                    _ => {}
                }
            }
            let found = ahead.scan_ahead.unwrap_or_default();
            if matches!(
                first,
                Some(TokenKind::Variable | TokenKind::DollarOpenCurlyBraces | TokenKind::CurlyOpen)
            ) && found.indentation > 0
            {
                // php reports this one on line 0 (its line counter is mid-restore).
                self.error_at(
                    LexSeverity::ParseError,
                    format!(
                        "Invalid body indentation level (expecting an indentation level of at least {})",
                        found.indentation
                    ),
                    (start, end),
                    Some(0),
                );
            }
            if let Some(top) = self.heredocs.last_mut() {
                top.indentation = found.indentation;
                top.uses_spaces = found.uses_spaces;
            }
        }
        Some(Step::Token(TokenKind::StartHeredoc, end))
    }

    /// After a newline in a heredoc/nowdoc body at `cursor`: skip the indentation and check
    /// for the closing marker. Returns (position after indentation, indentation, spacing,
    /// whether the closing label starts there).
    fn closing_marker_at(
        &self,
        mut cursor: usize,
        label: HeredocLabel,
    ) -> (usize, usize, u8, bool) {
        let src = self.src;
        let mut indentation = 0;
        let mut spacing = 0u8;
        while cursor < src.len() && matches!(src[cursor], b' ' | b'\t') {
            spacing |= if src[cursor] == b'\t' {
                USING_TABS
            } else {
                USING_SPACES
            };
            cursor += 1;
            indentation += 1;
        }
        let name = &src[label.start..label.start + label.len];
        let found = cursor < src.len()
            && is_label_start(src[cursor])
            && label.len < src.len() - cursor
            && src[cursor..].starts_with(name)
            && !is_label_char(self.at(cursor + label.len));
        (cursor, indentation, spacing, found)
    }

    pub(crate) fn scan_heredoc(&mut self) -> Step {
        let pos = self.pos;
        let src = self.src;
        if pos >= src.len() {
            return Step::End;
        }
        if let Some(step) = self.interpolation(pos) {
            return step;
        }
        let Some(&label) = self.heredocs.last() else {
            self.state = State::Scripting;
            return Step::Restart;
        };
        let mut cursor = pos;
        let mut newline = 0;
        let mut failed = false;
        while cursor < src.len() {
            let c = src[cursor];
            cursor += 1;
            match c {
                b'\r' | b'\n' => {
                    if c == b'\r' && self.at(cursor) == b'\n' {
                        cursor += 1;
                    }
                    let (after, indentation, spacing, found) =
                        self.closing_marker_at(cursor, label);
                    cursor = after;
                    if cursor == src.len() {
                        return Step::Token(TokenKind::EncapsedAndWhitespace, cursor);
                    }
                    if !found {
                        continue;
                    }
                    if spacing == USING_SPACES | USING_TABS {
                        let line = self.line_at(pos);
                        self.error_at(
                            LexSeverity::ParseError,
                            "Invalid indentation - tabs and spaces cannot be mixed".to_owned(),
                            (pos, cursor),
                            Some(line),
                        );
                        failed = true;
                    }
                    let before = cursor - indentation;
                    newline = if before >= 2 && &src[before - 2..before] == b"\r\n" {
                        2
                    } else {
                        1
                    };
                    if let Some(ahead) = &mut self.scan_ahead {
                        ahead.indentation = indentation;
                        ahead.uses_spaces = spacing == USING_SPACES;
                    } else {
                        cursor = before;
                    }
                    self.state = State::EndHeredoc;
                    break;
                }
                b'$' if is_label_start(self.at(cursor)) || self.at(cursor) == b'{' => {
                    cursor -= 1;
                    break;
                }
                b'{' if self.at(cursor) == b'$' => {
                    cursor -= 1;
                    break;
                }
                b'\\' if cursor < src.len() && !matches!(src[cursor], b'\n' | b'\r') => cursor += 1,
                _ => {}
            }
        }
        if self.scan_ahead.is_none() && !failed && label.indentation == 0 {
            self.check_escapes(pos, pos, &src[pos..cursor - newline], Quote::Heredoc, None);
        } else if self.scan_ahead.is_none() && !failed {
            let body = &src[pos..cursor - newline];
            let newline_at_start = pos > 0 && matches!(src[pos - 1], b'\n' | b'\r');
            match strip_heredoc_indentation(
                body,
                label.indentation,
                label.uses_spaces,
                newline_at_start,
                newline != 0,
            ) {
                Ok(stripped) => self.check_escapes(pos, pos, body, Quote::Heredoc, Some(&stripped)),
                Err(error) => {
                    let line = self.line_at(pos) + error.newlines_before as u32;
                    self.error_at(
                        LexSeverity::ParseError,
                        error.message,
                        (pos, cursor),
                        Some(line),
                    );
                }
            }
        }
        Step::Token(TokenKind::EncapsedAndWhitespace, cursor)
    }

    pub(crate) fn scan_nowdoc(&mut self) -> Step {
        let pos = self.pos;
        let src = self.src;
        if pos >= src.len() {
            return Step::End;
        }
        let Some(&label) = self.heredocs.last() else {
            self.state = State::Scripting;
            return Step::Restart;
        };
        let mut cursor = pos;
        let mut newline = 0;
        let mut indentation = 0;
        let mut spacing: Option<u8> = None;
        let mut failed = false;
        while cursor < src.len() {
            let c = src[cursor];
            cursor += 1;
            if c != b'\r' && c != b'\n' {
                continue;
            }
            if c == b'\r' && self.at(cursor) == b'\n' {
                cursor += 1;
            }
            let (after, indent, spaced, found) = self.closing_marker_at(cursor, label);
            cursor = after;
            indentation = indent;
            spacing = Some(spaced);
            if cursor == src.len() {
                return Step::Token(TokenKind::EncapsedAndWhitespace, cursor);
            }
            if !found {
                continue;
            }
            if spaced == USING_SPACES | USING_TABS {
                let line = self.line_at(pos);
                self.error_at(
                    LexSeverity::ParseError,
                    "Invalid indentation - tabs and spaces cannot be mixed".to_owned(),
                    (pos, cursor),
                    Some(line),
                );
                failed = true;
            }
            let before = cursor - indentation;
            newline = if before >= 2 && &src[before - 2..before] == b"\r\n" {
                2
            } else {
                1
            };
            cursor = before;
            if let Some(top) = self.heredocs.last_mut() {
                top.indentation = indentation;
            }
            self.state = State::EndHeredoc;
            break;
        }
        if let Some(spacing) = spacing
            && !failed
            && self.scan_ahead.is_none()
        {
            let body = &src[pos..cursor - newline];
            let newline_at_start = pos > 0 && matches!(src[pos - 1], b'\n' | b'\r');
            if let Err(error) = strip_heredoc_indentation(
                body,
                indentation,
                spacing == USING_SPACES,
                newline_at_start,
                newline != 0,
            ) {
                let line = self.line_at(pos) + error.newlines_before as u32;
                self.error_at(
                    LexSeverity::ParseError,
                    error.message,
                    (pos, cursor),
                    Some(line),
                );
            }
        }
        Step::Token(TokenKind::EncapsedAndWhitespace, cursor)
    }

    pub(crate) fn scan_end_heredoc(&mut self) -> Step {
        let pos = self.pos;
        self.state = State::Scripting;
        let Some(label) = self.heredocs.pop() else {
            return Step::Restart;
        };
        let end = (pos + label.indentation + label.len)
            .min(self.src.len())
            .max(pos + 1);
        Step::Token(TokenKind::EndHeredoc, end.min(self.src.len()))
    }

    /// ST_VAR_OFFSET: inside `"$a[...]"`.
    pub(crate) fn scan_var_offset(&mut self) -> Step {
        let pos = self.pos;
        let src = self.src;
        if pos >= src.len() {
            return Step::End;
        }
        let c = src[pos];
        if c.is_ascii_digit() {
            return Step::Token(TokenKind::NumString, self.offset_number_end(pos));
        }
        if c == b'$' && is_label_start(self.at(pos + 1)) && pos + 1 < src.len() {
            return Step::Token(TokenKind::Variable, self.label_end(pos + 1));
        }
        if c == b']' {
            self.pop_state();
            return Step::Token(TokenKind::RBracket, pos + 1);
        }
        let single = match c {
            b';' => Some(TokenKind::Semicolon),
            b':' => Some(TokenKind::Colon),
            b',' => Some(TokenKind::Comma),
            b'.' => Some(TokenKind::Dot),
            b'|' => Some(TokenKind::Bar),
            b'^' => Some(TokenKind::Caret),
            b'&' => Some(TokenKind::Ampersand),
            b'+' => Some(TokenKind::Plus),
            b'-' => Some(TokenKind::Minus),
            b'/' => Some(TokenKind::Slash),
            b'*' => Some(TokenKind::Star),
            b'=' => Some(TokenKind::Equals),
            b'%' => Some(TokenKind::Percent),
            b'!' => Some(TokenKind::Bang),
            b'~' => Some(TokenKind::Tilde),
            b'$' => Some(TokenKind::Dollar),
            b'<' => Some(TokenKind::Lt),
            b'>' => Some(TokenKind::Gt),
            b'?' => Some(TokenKind::Question),
            b'@' => Some(TokenKind::At),
            b'[' => Some(TokenKind::LBracket),
            b'(' => Some(TokenKind::LParen),
            b')' => Some(TokenKind::RParen),
            b'{' => Some(TokenKind::LBrace),
            b'}' => Some(TokenKind::RBrace),
            b'"' => Some(TokenKind::DoubleQuote),
            b'`' => Some(TokenKind::Backtick),
            _ => None,
        };
        if let Some(kind) = single {
            return Step::Token(kind, pos + 1);
        }
        if matches!(c, b' ' | b'\n' | b'\r' | b'\t' | b'\\' | b'\'' | b'#') {
            // php returns an empty T_ENCAPSED_AND_WHITESPACE and leaves the offset.
            self.pop_state();
            return Step::Token(TokenKind::EncapsedAndWhitespace, pos);
        }
        if is_label_start(c) {
            return Step::Token(TokenKind::String, self.label_end(pos));
        }
        Step::Token(TokenKind::BadCharacter, pos + 1)
    }

    /// The longest of php's LNUM / HNUM / BNUM / ONUM at `pos` (a digit).
    fn offset_number_end(&self, pos: usize) -> usize {
        let groups = |mut i: usize, ok: fn(u8) -> bool| -> Option<usize> {
            if !ok(self.at(i)) || i >= self.src.len() {
                return None;
            }
            while i < self.src.len() && ok(self.src[i]) {
                i += 1;
            }
            while self.at(i) == b'_' && ok(self.at(i + 1)) && i + 1 < self.src.len() {
                i += 1;
                while i < self.src.len() && ok(self.src[i]) {
                    i += 1;
                }
            }
            Some(i)
        };
        let mut best = groups(pos, |b| b.is_ascii_digit()).unwrap_or(pos + 1);
        if self.at(pos) == b'0' {
            let prefixed: Option<usize> = match self.at(pos + 1) {
                b'x' | b'X' => groups(pos + 2, |b| b.is_ascii_hexdigit()),
                b'b' | b'B' => groups(pos + 2, |b| b == b'0' || b == b'1'),
                b'o' | b'O' => groups(pos + 2, |b| (b'0'..=b'7').contains(&b)),
                _ => None,
            };
            if let Some(end) = prefixed {
                best = best.max(end);
            }
        }
        best
    }
}
