//! The lexer driver: php's scanner states, the state stack, line counting, brace nesting,
//! `__halt_compiler`, and finishing the scripting-state matches of `scripting.rs`.

use crate::scripting::{self, Raw};
use crate::token::{Span, Token, TokenKind};
use crate::{LexError, LexOptions, LexSeverity, Lexed};

/// php's scanner conditions (`yyc*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum State {
    Initial,
    Scripting,
    LookingForProperty,
    LookingForVarname,
    VarOffset,
    DoubleQuotes,
    Backquote,
    Heredoc,
    Nowdoc,
    EndHeredoc,
}

/// An open heredoc: where its label is in the source, and the closing marker's indentation.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HeredocLabel {
    pub(crate) start: usize,
    pub(crate) len: usize,
    pub(crate) indentation: usize,
    pub(crate) uses_spaces: bool,
}

/// What a heredoc scan-ahead learned (php's `heredoc_scan_ahead` mode).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct ScanAhead {
    pub(crate) indentation: usize,
    pub(crate) uses_spaces: bool,
    /// An exception was thrown: the scan-ahead stops.
    pub(crate) aborted: bool,
}

pub(crate) struct Lexer<'a> {
    pub(crate) src: &'a [u8],
    pub(crate) pos: usize,
    line: u32,
    line_pos: usize,
    pub(crate) state: State,
    pub(crate) stack: Vec<State>,
    pub(crate) heredocs: Vec<HeredocLabel>,
    nesting: Vec<(u8, u32)>,
    /// Bytes of a double-quoted string already scanned by the opening `"` rule.
    pub(crate) dq_scanned: usize,
    pub(crate) tokens: Vec<Token>,
    pub(crate) errors: Vec<LexError>,
    options: LexOptions,
    pub(crate) scan_ahead: Option<ScanAhead>,
    /// A ParseError was recorded: php stops there, so later diagnostics are dropped.
    failed: bool,
}

/// A scanned token: kind and byte range.
pub(crate) type Scanned = (TokenKind, usize, usize);

pub(crate) fn is_label_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

pub(crate) fn is_label_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

pub(crate) fn run(src: &[u8], options: LexOptions) -> Lexed {
    let mut lexer = Lexer::new(src, options);
    if options.skip_shebang && src.starts_with(b"#!") {
        let end = src
            .iter()
            .position(|&b| b == b'\n')
            .map_or(src.len(), |i| i + 1);
        lexer.pos = end;
        lexer.line_pos = end;
        if src[..end].ends_with(b"\n") {
            lexer.line = 2;
        }
    }
    lexer.tokens.reserve(src.len() / 4 + 1);
    lexer.run_to_end();
    Lexed {
        tokens: lexer.tokens,
        errors: lexer.errors,
    }
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(src: &'a [u8], options: LexOptions) -> Lexer<'a> {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_pos: 0,
            state: State::Initial,
            stack: Vec::new(),
            heredocs: Vec::new(),
            nesting: Vec::new(),
            dq_scanned: 0,
            tokens: Vec::new(),
            errors: Vec::new(),
            options,
            scan_ahead: None,
            failed: false,
        }
    }

    /// A copy of the lexical state for a heredoc scan-ahead (php saves and restores it).
    pub(crate) fn fork(&self) -> Lexer<'a> {
        Lexer {
            src: self.src,
            pos: self.pos,
            line: self.line,
            line_pos: self.line_pos,
            state: self.state,
            stack: self.stack.clone(),
            heredocs: self.heredocs.clone(),
            nesting: self.nesting.clone(),
            dq_scanned: self.dq_scanned,
            tokens: Vec::new(),
            errors: Vec::new(),
            options: self.options,
            scan_ahead: Some(ScanAhead::default()),
            failed: false,
        }
    }

    /// The byte at `i`, or 0 past the end (php's buffer is NUL-padded; several rules
    /// rely on that).
    #[inline]
    pub(crate) fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// The line (as php counts: `\n`, `\r\n` and a lone `\r` each end a line) at `pos`.
    pub(crate) fn line_at(&mut self, pos: usize) -> u32 {
        let pos = pos.min(self.src.len());
        let mut line = self.line;
        if pos >= self.line_pos {
            for i in self.line_pos..pos {
                if self.ends_line(i) {
                    line += 1;
                }
            }
        } else {
            for i in pos..self.line_pos {
                if self.ends_line(i) {
                    line -= 1;
                }
            }
        }
        self.line = line;
        self.line_pos = pos;
        line
    }

    #[inline]
    fn ends_line(&self, i: usize) -> bool {
        let c = self.src[i];
        c == b'\n' || (c == b'\r' && self.at(i + 1) != b'\n')
    }

    pub(crate) fn push_state(&mut self, state: State) {
        self.stack.push(self.state);
        self.state = state;
    }

    pub(crate) fn pop_state(&mut self) {
        if let Some(state) = self.stack.pop() {
            self.state = state;
        }
    }

    /// Record a diagnostic at the line of `pos` (or `line` when given).
    pub(crate) fn error_at(
        &mut self,
        severity: LexSeverity,
        message: String,
        span: (usize, usize),
        line: Option<u32>,
    ) {
        if let Some(ahead) = &mut self.scan_ahead {
            // php throws, the scan-ahead catches and stops; warnings are not raised there.
            if severity == LexSeverity::ParseError {
                ahead.aborted = true;
            }
            return;
        }
        if self.failed {
            return;
        }
        let line = match line {
            Some(line) => line,
            None => self.line_at(span.0),
        };
        self.errors.push(LexError {
            message,
            line,
            span: Span::new(span.0, span.1),
            severity,
        });
        if severity == LexSeverity::ParseError {
            self.failed = true;
        }
    }

    fn enter_nesting(&mut self, opening: u8, pos: usize) {
        let line = self.line_at(pos);
        self.nesting.push((opening, line));
    }

    fn exit_nesting(&mut self, closing: u8, start: usize) {
        let Some(&(opening, line)) = self.nesting.last() else {
            self.error_at(
                LexSeverity::ParseError,
                format!("Unmatched '{}'", closing as char),
                (start, start + 1),
                None,
            );
            return;
        };
        let expected = match opening {
            b'{' => b'}',
            b'[' => b']',
            _ => b')',
        };
        if closing != expected {
            self.bad_nesting(opening, line, Some(closing), (start, start + 1));
            return;
        }
        self.nesting.pop();
    }

    fn bad_nesting(
        &mut self,
        opening: u8,
        opening_line: u32,
        closing: Option<u8>,
        span: (usize, usize),
    ) {
        let here = self.line_at(span.0);
        let mut message = format!("Unclosed '{}'", opening as char);
        if opening_line != here {
            message.push_str(&format!(" on line {opening_line}"));
        }
        if let Some(closing) = closing {
            message.push_str(&format!(" does not match '{}'", closing as char));
        }
        self.error_at(LexSeverity::ParseError, message, span, Some(here));
    }

    fn emit(&mut self, (kind, start, end): Scanned) {
        let line = self.line_at(start);
        self.tokens.push(Token {
            kind,
            span: Span::new(start, end),
            line,
        });
    }

    fn run_to_end(&mut self) {
        // After T_HALT_COMPILER php's tokenizer takes three more significant tokens, then
        // hands back the rest of the file as T_INLINE_HTML.
        let mut halt_tokens: Option<u32> = None;
        while let Some(token) = self.scan() {
            self.emit(token);
            let kind = token.0;
            if let Some(left) = &mut halt_tokens {
                if !matches!(
                    kind,
                    TokenKind::Whitespace
                        | TokenKind::OpenTag
                        | TokenKind::Comment
                        | TokenKind::DocComment
                ) {
                    *left -= 1;
                    if *left == 0 {
                        if self.pos < self.src.len() {
                            let line = self.line_at(token.1);
                            self.tokens.push(Token {
                                kind: TokenKind::InlineHtml,
                                span: Span::new(self.pos, self.src.len()),
                                line,
                            });
                        }
                        self.pos = self.src.len();
                        break;
                    }
                }
            } else if kind == TokenKind::HaltCompiler {
                halt_tokens = Some(3);
            }
        }
        if halt_tokens.is_none() {
            self.check_nesting_at_end();
        }
        let end = self.src.len();
        let line = self.line_at(end);
        self.tokens.push(Token {
            kind: TokenKind::End,
            span: Span::new(end, end),
            line,
        });
    }

    fn check_nesting_at_end(&mut self) {
        if let Some(&(opening, line)) = self.nesting.last() {
            let end = self.src.len();
            self.bad_nesting(opening, line, None, (end, end));
        }
    }

    /// Scan one token in the current state; `None` at the end of input.
    pub(crate) fn scan(&mut self) -> Option<Scanned> {
        loop {
            let result = match self.state {
                State::Initial => self.scan_initial(),
                State::Scripting => self.scan_scripting(),
                State::LookingForProperty => self.scan_property(),
                State::LookingForVarname => self.scan_varname(),
                State::VarOffset => self.scan_var_offset(),
                State::DoubleQuotes => self.scan_double_quotes(),
                State::Backquote => self.scan_backquote(),
                State::Heredoc => self.scan_heredoc(),
                State::Nowdoc => self.scan_nowdoc(),
                State::EndHeredoc => self.scan_end_heredoc(),
            };
            match result {
                Step::Token(kind, end) => {
                    let start = self.pos;
                    self.pos = end;
                    return Some((kind, start, end));
                }
                Step::Restart => continue,
                Step::End => return None,
            }
        }
    }

    fn scan_initial(&mut self) -> Step {
        let start = self.pos;
        let src = self.src;
        if start >= src.len() {
            return Step::End;
        }
        let rest = &src[start..];
        if rest.starts_with(b"<?=") {
            self.state = State::Scripting;
            return Step::Token(TokenKind::OpenTagWithEcho, start + 3);
        }
        let mut cursor;
        if rest.len() >= 5 && rest.starts_with(b"<?") && rest[2..5].eq_ignore_ascii_case(b"php") {
            match rest.get(5) {
                Some(b' ' | b'\t' | b'\n') => {
                    self.state = State::Scripting;
                    return Step::Token(TokenKind::OpenTag, start + 6);
                }
                Some(b'\r') => {
                    self.state = State::Scripting;
                    let len = if rest.get(6) == Some(&b'\n') { 7 } else { 6 };
                    return Step::Token(TokenKind::OpenTag, start + len);
                }
                None => {
                    self.state = State::Scripting;
                    return Step::Token(TokenKind::OpenTag, start + 5);
                }
                Some(_) => {
                    if self.options.short_open_tag {
                        self.state = State::Scripting;
                        return Step::Token(TokenKind::OpenTag, start + 2);
                    }
                    cursor = start + 5;
                }
            }
        } else if rest.starts_with(b"<?") {
            if self.options.short_open_tag {
                self.state = State::Scripting;
                return Step::Token(TokenKind::OpenTag, start + 2);
            }
            cursor = start + 2;
        } else {
            cursor = start + 1;
        }
        // Inline HTML up to the next open tag.
        loop {
            let Some(lt) = src[cursor.min(src.len())..].iter().position(|&b| b == b'<') else {
                cursor = src.len();
                break;
            };
            cursor += lt + 1;
            if cursor >= src.len() {
                break;
            }
            if src[cursor] == b'?' {
                let after = &src[cursor + 1..];
                let php_tag = after.len() >= 3
                    && after[..3].eq_ignore_ascii_case(b"php")
                    && matches!(after.get(3), None | Some(b' ' | b'\t' | b'\n' | b'\r'));
                if self.options.short_open_tag || after.first() == Some(&b'=') || php_tag {
                    cursor -= 1;
                    break;
                }
            }
        }
        Step::Token(TokenKind::InlineHtml, cursor)
    }

    fn scan_scripting(&mut self) -> Step {
        let start = self.pos;
        let src = self.src;
        if start >= src.len() {
            return Step::End;
        }
        let Some((raw, len)) = scripting::next(&src[start..]) else {
            return Step::Token(TokenKind::BadCharacter, start + 1);
        };
        let end = start + len;
        let kind = match raw {
            Raw::Fixed(kind) => kind,
            Raw::NameRelative => TokenKind::NameRelative,
            Raw::Label => {
                if len == 1 && (src[start] == b'b' || src[start] == b'B') {
                    match self.at(end) {
                        b'\'' => return self.scan_single_quoted(start, end + 1),
                        b'"' => return self.scan_double_quoted_start(start, end + 1),
                        b'<' => {
                            if let Some(step) = self.try_heredoc_start(start, end) {
                                return step;
                            }
                        }
                        _ => {}
                    }
                }
                TokenKind::String
            }
            Raw::Yield => {
                if let Some(from_end) = self.yield_from_end(end) {
                    return Step::Token(TokenKind::YieldFrom, from_end);
                }
                TokenKind::Yield
            }
            Raw::Enum => {
                if let Some(after) = self.gap_end(end, true)
                    && is_label_start(self.at(after))
                {
                    let word = &src[after..];
                    let starts = |kw: &[u8]| {
                        word.len() >= kw.len() && word[..kw.len()].eq_ignore_ascii_case(kw)
                    };
                    if starts(b"extends") || starts(b"implements") {
                        TokenKind::String
                    } else {
                        TokenKind::Enum
                    }
                } else {
                    TokenKind::String
                }
            }
            Raw::Cast => return self.finish_cast(start, end),
            Raw::LParen => {
                self.enter_nesting(b'(', start);
                TokenKind::LParen
            }
            Raw::LBracket => {
                self.enter_nesting(b'[', start);
                TokenKind::LBracket
            }
            Raw::Attribute => {
                self.enter_nesting(b'[', start);
                TokenKind::Attribute
            }
            Raw::LBrace => {
                self.push_state(State::Scripting);
                self.enter_nesting(b'{', start);
                TokenKind::LBrace
            }
            Raw::RParen => {
                self.exit_nesting(b')', start);
                TokenKind::RParen
            }
            Raw::RBracket => {
                self.exit_nesting(b']', start);
                TokenKind::RBracket
            }
            Raw::RBrace => {
                if !self.stack.is_empty() {
                    self.pop_state();
                }
                self.exit_nesting(b'}', start);
                TokenKind::RBrace
            }
            Raw::Ampersand => {
                let followed = match self.gap_end(end, false) {
                    Some(after) => self.at(after) == b'$' || src[after..].starts_with(b"..."),
                    None => false,
                };
                if followed {
                    TokenKind::AmpersandFollowedByVarOrVararg
                } else {
                    TokenKind::AmpersandNotFollowedByVarOrVararg
                }
            }
            Raw::ObjectOperator => {
                self.push_state(State::LookingForProperty);
                TokenKind::ObjectOperator
            }
            Raw::NullsafeObjectOperator => {
                self.push_state(State::LookingForProperty);
                TokenKind::NullsafeObjectOperator
            }
            Raw::CloseTag => {
                self.state = State::Initial;
                TokenKind::CloseTag
            }
            Raw::LineComment => return Step::Token(TokenKind::Comment, self.line_comment_end(end)),
            Raw::BlockComment => return self.block_comment(start, end, false),
            Raw::DocComment => return self.block_comment(start, end, true),
            Raw::SingleQuote => return self.scan_single_quoted(start, end),
            Raw::DoubleQuote => return self.scan_double_quoted_start(start, end),
            Raw::Backtick => {
                self.state = State::Backquote;
                TokenKind::Backtick
            }
            Raw::Heredoc => {
                if let Some(step) = self.try_heredoc_start(start, start) {
                    return step;
                }
                return Step::Token(TokenKind::Sl, start + 2);
            }
            Raw::LNum => return self.finish_lnum(start, end),
            Raw::HNum => {
                let (count, first) = significant_digits(&src[start + 2..end]);
                let fits = count < 16 || (count == 16 && first <= b'7');
                if fits {
                    TokenKind::LNumber
                } else {
                    TokenKind::DNumber
                }
            }
            Raw::BNum => {
                let (count, _) = significant_digits(&src[start + 2..end]);
                if count < 64 {
                    TokenKind::LNumber
                } else {
                    TokenKind::DNumber
                }
            }
            Raw::ONum => {
                if fits_i64(&src[start + 2..end], 8) {
                    TokenKind::LNumber
                } else {
                    TokenKind::DNumber
                }
            }
            Raw::DNum => TokenKind::DNumber,
        };
        Step::Token(kind, end)
    }

    fn finish_lnum(&mut self, start: usize, end: usize) -> Step {
        let text = &self.src[start..end];
        let octal = text[0] == b'0';
        let mut digits = text;
        if octal && let Some(bad) = text.iter().position(|&b| b == b'8' || b == b'9') {
            self.error_at(
                LexSeverity::ParseError,
                "Invalid numeric literal".to_owned(),
                (start, end),
                None,
            );
            // php goes on with the digits before the bad one to pick LNUMBER or DNUMBER.
            digits = &text[..bad];
        }
        let fits = fits_i64(digits, if octal { 8 } else { 10 });
        Step::Token(
            if fits {
                TokenKind::LNumber
            } else {
                TokenKind::DNumber
            },
            end,
        )
    }

    fn finish_cast(&mut self, start: usize, end: usize) -> Step {
        let inner = &self.src[start + 1..end - 1];
        let word: &[u8] = {
            let a = inner
                .iter()
                .position(|&b| b != b' ' && b != b'\t')
                .unwrap_or(inner.len());
            let b = inner
                .iter()
                .rposition(|&b| b != b' ' && b != b'\t')
                .map_or(a, |p| p + 1);
            &inner[a..b.max(a)]
        };
        let mut lower = [0u8; 8];
        if word.len() > lower.len() {
            self.enter_nesting(b'(', start);
            return Step::Token(TokenKind::LParen, start + 1);
        }
        for (dst, &src) in lower.iter_mut().zip(word) {
            *dst = src.to_ascii_lowercase();
        }
        let (kind, deprecated) = match &lower[..word.len()] {
            b"int" => (TokenKind::IntCast, None),
            b"integer" => (TokenKind::IntCast, Some(("integer", "int"))),
            b"bool" => (TokenKind::BoolCast, None),
            b"boolean" => (TokenKind::BoolCast, Some(("boolean", "bool"))),
            b"float" => (TokenKind::DoubleCast, None),
            b"double" => (TokenKind::DoubleCast, Some(("double", "float"))),
            b"real" => {
                self.error_at(
                    LexSeverity::ParseError,
                    "The (real) cast has been removed, use (float) instead".to_owned(),
                    (start, end),
                    None,
                );
                (TokenKind::DoubleCast, None)
            }
            b"string" => (TokenKind::StringCast, None),
            b"binary" => (TokenKind::StringCast, Some(("binary", "string"))),
            b"array" => (TokenKind::ArrayCast, None),
            b"object" => (TokenKind::ObjectCast, None),
            b"unset" => (TokenKind::UnsetCast, None),
            b"void" => (TokenKind::VoidCast, None),
            _ => {
                self.enter_nesting(b'(', start);
                return Step::Token(TokenKind::LParen, start + 1);
            }
        };
        if let Some((spelled, canonical)) = deprecated {
            self.error_at(
                LexSeverity::Deprecated,
                format!(
                    "Non-canonical cast ({spelled}) is deprecated, use the ({canonical}) cast instead"
                ),
                (start, end),
                None,
            );
        }
        Step::Token(kind, end)
    }

    /// php 8.3+'s `{WHITESPACE_OR_COMMENTS}`: whitespace, `/* */` comments, and `//` / `#`
    /// comments that end in a newline. Returns where the gap ends; `required`: at least one
    /// element (else `None` for an empty gap).
    pub(crate) fn gap_end(&self, mut i: usize, required: bool) -> Option<usize> {
        let src = self.src;
        let begin = i;
        loop {
            let c = self.at(i);
            if i < src.len() && matches!(c, b' ' | b'\t' | b'\r' | b'\n') {
                i += 1;
            } else if c == b'/' && self.at(i + 1) == b'*' {
                let body = i + 2;
                let close = src
                    .get(body..)
                    .and_then(|s| s.windows(2).position(|w| w == b"*/"))?;
                i = body + close + 2;
            } else if (c == b'/' && self.at(i + 1) == b'/') || (c == b'#' && self.at(i + 1) != b'[')
            {
                let body = if c == b'#' { i + 1 } else { i + 2 };
                let nl = src
                    .get(body..)
                    .and_then(|s| s.iter().position(|&b| b == b'\n' || b == b'\r'))?;
                i = body + nl + 1;
            } else {
                break;
            }
        }
        if required && i == begin {
            None
        } else {
            Some(i)
        }
    }

    /// `yield{WHITESPACE_OR_COMMENTS}from[^label char]`: the end of `from`, if it matches.
    fn yield_from_end(&self, yield_end: usize) -> Option<usize> {
        let after = self.gap_end(yield_end, true)?;
        let word = self.src.get(after..after + 4)?;
        if word.eq_ignore_ascii_case(b"from") && !is_label_char(self.at(after + 4)) {
            Some(after + 4)
        } else {
            None
        }
    }

    /// A `#` or `//` comment: up to (not including) the newline, or up to `?>`.
    pub(crate) fn line_comment_end(&self, mut i: usize) -> usize {
        let src = self.src;
        while i < src.len() {
            match src[i] {
                b'\r' | b'\n' => return i,
                b'?' if self.at(i + 1) == b'>' => return i,
                _ => i += 1,
            }
        }
        i
    }

    pub(crate) fn block_comment(&mut self, start: usize, body: usize, doc: bool) -> Step {
        let src = self.src;
        let close = src
            .get(body..)
            .and_then(|s| s.windows(2).position(|w| w == b"*/"));
        let kind = if doc {
            TokenKind::DocComment
        } else {
            TokenKind::Comment
        };
        match close {
            Some(close) => Step::Token(kind, body + close + 2),
            None => {
                let line = self.line_at(start);
                self.error_at(
                    LexSeverity::ParseError,
                    format!("Unterminated comment starting line {line}"),
                    (start, src.len()),
                    Some(line),
                );
                Step::Token(kind, src.len())
            }
        }
    }

    fn scan_property(&mut self) -> Step {
        let start = self.pos;
        let src = self.src;
        let c = self.at(start);
        if start < src.len() && matches!(c, b' ' | b'\t' | b'\r' | b'\n') {
            let len = src[start..]
                .iter()
                .position(|&b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                .unwrap_or(src.len() - start);
            return Step::Token(TokenKind::Whitespace, start + len);
        }
        if src[start.min(src.len())..].starts_with(b"->") {
            return Step::Token(TokenKind::ObjectOperator, start + 2);
        }
        if src[start.min(src.len())..].starts_with(b"?->") {
            return Step::Token(TokenKind::NullsafeObjectOperator, start + 3);
        }
        if start < src.len() && is_label_start(c) {
            let end = self.label_end(start);
            self.pop_state();
            return Step::Token(TokenKind::String, end);
        }
        if c == b'#' || (c == b'/' && self.at(start + 1) == b'/') {
            let body = if c == b'#' { start + 1 } else { start + 2 };
            return Step::Token(TokenKind::Comment, self.line_comment_end(body));
        }
        if c == b'/' && self.at(start + 1) == b'*' {
            let doc = self.at(start + 2) == b'*'
                && matches!(self.at(start + 3), b' ' | b'\t' | b'\r' | b'\n');
            let body = if doc { start + 4 } else { start + 2 };
            return self.block_comment(start, body, doc);
        }
        self.pop_state();
        Step::Restart
    }

    fn scan_varname(&mut self) -> Step {
        let start = self.pos;
        if start < self.src.len() && is_label_start(self.src[start]) {
            let end = self.label_end(start);
            if matches!(self.at(end), b'[' | b'}') {
                self.pop_state();
                self.push_state(State::Scripting);
                return Step::Token(TokenKind::StringVarname, end);
            }
        }
        self.pop_state();
        self.push_state(State::Scripting);
        Step::Restart
    }

    pub(crate) fn label_end(&self, start: usize) -> usize {
        let src = self.src;
        let mut i = start;
        while i < src.len() && is_label_char(src[i]) {
            i += 1;
        }
        i
    }

    /// `yy_push_state` + `enter_nesting` for `{$` / `${` inside strings.
    pub(crate) fn open_interpolation(&mut self, state: State, pos: usize) {
        self.push_state(state);
        self.enter_nesting(b'{', pos);
    }
}

/// What one scan step produced.
pub(crate) enum Step {
    /// A token of this kind ending at this byte offset (it starts at `Lexer::pos`).
    Token(TokenKind, usize),
    /// The state changed without consuming input: scan again.
    Restart,
    /// End of input.
    End,
}

/// The digits of a hex/binary/octal literal after its `0x` prefix, without leading zeros
/// and underscores: how many there are and the first one.
fn significant_digits(digits: &[u8]) -> (usize, u8) {
    let skip = digits
        .iter()
        .position(|&b| b != b'0' && b != b'_')
        .unwrap_or(digits.len());
    let rest = &digits[skip..];
    (
        rest.iter().filter(|&&b| b != b'_').count(),
        rest.first().copied().unwrap_or(b'0'),
    )
}

/// Whether the digit string (underscores ignored) fits in php's 64-bit integer.
fn fits_i64(digits: &[u8], radix: u32) -> bool {
    let mut value: i64 = 0;
    for &d in digits {
        if d == b'_' {
            continue;
        }
        let digit = i64::from((d as char).to_digit(16).unwrap_or(0));
        match value
            .checked_mul(i64::from(radix))
            .and_then(|v| v.checked_add(digit))
        {
            Some(v) => value = v,
            None => return false,
        }
    }
    true
}
