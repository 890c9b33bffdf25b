//! The recursive-descent parser: token cursor, error reporting and the entry point.
//!
//! php stops at the first syntax error, so every parse function returns `PResult` and the
//! first error unwinds the whole parse (`Stop`). Expression parsing is precedence climbing
//! with php's exact precedence table (see `expr.rs`).

mod class;
mod closures;
mod errors;
mod expr;
mod literal;
mod stmt;
mod strings;
mod types;

use crate::ast::{Bytes, Ident, Name, NameKind, Program};
use crate::{ParseError, Severity};
use rphp_lexer::{Span, Token, TokenKind};

pub(crate) use errors::assemble;
pub(crate) use literal::{DecodedNumber, decode_number};

/// Marker: parsing stopped at an error (already recorded in `Parser::error`).
#[derive(Debug)]
pub(crate) struct Stop;

pub(crate) type PResult<T> = Result<T, Stop>;

/// Maximum nesting of recursive constructs before "memory exhausted" (php's bison stack
/// holds 10000 entries; a nesting level takes at least one).
const MAX_DEPTH: u32 = 10_000;

/// Stack the parser may use below its entry frame before reporting "memory exhausted", so
/// that parsing fits in a 2 MiB thread stack whatever the build profile.
const STACK_BUDGET: usize = 1024 * 1024;

/// An address on the current stack (stacks grow downwards on every supported target).
#[inline(always)]
fn stack_position() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

pub(crate) struct Parser<'s> {
    pub(crate) src: &'s [u8],
    /// Significant tokens (trivia removed, `?>` turned into `;`, `<?=` into `echo`), ending
    /// with `End`.
    toks: Vec<Token>,
    pos: usize,
    /// Doc comments: (index of the next significant token, comment span).
    docs: Vec<(u32, Span)>,
    depth: u32,
    /// Stack address at the start of parsing (see `STACK_BUDGET`).
    stack_base: usize,
    /// The error that stopped parsing.
    pub(crate) error: Option<ParseError>,
    pub(crate) halt_offset: Option<u32>,
}

impl<'s> Parser<'s> {
    pub(crate) fn new(src: &'s [u8], all: &[Token]) -> Parser<'s> {
        let mut toks = Vec::with_capacity(all.len() / 2 + 1);
        let mut docs = Vec::new();
        for tok in all {
            match tok.kind {
                TokenKind::DocComment => docs.push((toks.len() as u32, tok.span)),
                k if k.is_trivia() => {}
                TokenKind::CloseTag => toks.push(Token {
                    kind: TokenKind::Semicolon,
                    ..*tok
                }),
                TokenKind::OpenTagWithEcho => toks.push(Token {
                    kind: TokenKind::Echo,
                    ..*tok
                }),
                _ => toks.push(*tok),
            }
        }
        if toks.last().map(|t| t.kind) != Some(TokenKind::End) {
            let end = src.len();
            let line = all.last().map_or(1, |t| t.line);
            toks.push(Token {
                kind: TokenKind::End,
                span: Span::new(end, end),
                line,
            });
        }
        Parser {
            src,
            toks,
            pos: 0,
            docs,
            depth: 0,
            stack_base: 0,
            error: None,
            halt_offset: None,
        }
    }

    /// `__halt_compiler();` stops the scanner: everything after is end of file.
    fn halt_here(&mut self, offset: u32) {
        self.halt_offset = Some(offset);
        let line = self.toks[self.pos.saturating_sub(1)].line;
        self.toks.truncate(self.pos);
        self.toks.push(Token {
            kind: TokenKind::End,
            span: Span {
                start: offset,
                end: offset,
            },
            line,
        });
    }

    /// An identifier spelled as a keyword: php rejects `<?=` there.
    fn keyword_ident(&mut self, tok: Token) -> PResult<Ident> {
        if tok.kind == TokenKind::Echo && self.text(tok).starts_with(b"<?=") {
            let line = self.error_line(tok);
            return Err(self.fail(
                Severity::Parse,
                "Cannot use \"<?=\" as an identifier".to_owned(),
                line,
                tok.span,
            ));
        }
        Ok(self.ident(tok))
    }

    pub(crate) fn tokens(&self) -> &[Token] {
        &self.toks
    }

    pub(crate) fn parse_program(&mut self) -> Program {
        self.stack_base = stack_position();
        let mut statements = Vec::new();
        let _ = self.top_statements(&mut statements);
        Program {
            statements,
            halt_compiler_offset: self.halt_offset,
        }
    }

    // ----- cursor -----

    #[inline]
    fn peek(&self) -> TokenKind {
        self.toks[self.pos].kind
    }

    #[inline]
    fn peek_at(&self, n: usize) -> TokenKind {
        self.toks
            .get(self.pos + n)
            .map_or(TokenKind::End, |t| t.kind)
    }

    #[inline]
    fn tok(&self) -> Token {
        self.toks[self.pos]
    }

    #[inline]
    fn at(&self, kind: TokenKind) -> bool {
        self.peek() == kind
    }

    #[inline]
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos];
        if t.kind != TokenKind::End {
            self.pos += 1;
        }
        t
    }

    #[inline]
    fn eat(&mut self, kind: TokenKind) -> Option<Token> {
        if self.peek() == kind {
            Some(self.bump())
        } else {
            None
        }
    }

    /// Consume `kind` or fail with php's message (`expected` is bison's list for this state,
    /// empty when php lists nothing).
    fn expect(&mut self, kind: TokenKind, expected: &[TokenKind]) -> PResult<Token> {
        if self.peek() == kind {
            Ok(self.bump())
        } else {
            Err(self.unexpected(expected))
        }
    }

    /// End of the previous token (for spans).
    fn prev_end(&self) -> u32 {
        if self.pos == 0 {
            0
        } else {
            self.toks[self.pos - 1].span.end
        }
    }

    fn span_from(&self, start: u32) -> Span {
        Span {
            start,
            end: self.prev_end().max(start),
        }
    }

    fn text(&self, tok: Token) -> &'s [u8] {
        let s = tok.span.start as usize;
        let e = (tok.span.end as usize).min(self.src.len());
        self.src.get(s..e).unwrap_or(&[])
    }

    fn bytes(&self, tok: Token) -> Bytes {
        self.text(tok).into()
    }

    fn ident(&self, tok: Token) -> Ident {
        Ident {
            name: self.bytes(tok),
            span: tok.span,
        }
    }

    /// Variable name without the `$`.
    fn var_name(&self, tok: Token) -> Bytes {
        let t = self.text(tok);
        t.strip_prefix(b"$").unwrap_or(t).into()
    }

    fn name_from(&self, tok: Token) -> Name {
        let text = self.text(tok);
        let (kind, name): (NameKind, &[u8]) = match tok.kind {
            TokenKind::NameFullyQualified => (
                NameKind::FullyQualified,
                text.strip_prefix(b"\\").unwrap_or(text),
            ),
            TokenKind::NameRelative => {
                // `namespace\Foo` (case-insensitive keyword, no whitespace in php 8).
                let rest = text.get(10..).unwrap_or(&[]);
                (NameKind::Relative, rest)
            }
            TokenKind::NameQualified => (NameKind::Qualified, text),
            _ => (NameKind::Unqualified, text),
        };
        Name {
            kind,
            name: name.into(),
            span: tok.span,
        }
    }

    /// The doc comment right before the token at `index` (only trivia in between).
    /// The latest doc comment in front of a token from `from` to `to` (inclusive): what
    /// php's lexer holds when the declaration takes it (a doc comment after attributes
    /// wins over one before them).
    fn doc_in(&self, from: usize, to: usize) -> Option<Span> {
        let i = self.docs.partition_point(|d| (d.0 as usize) <= to);
        self.docs[..i]
            .last()
            .filter(|d| d.0 as usize >= from)
            .map(|d| d.1)
    }

    fn doc_before(&self, index: usize) -> Option<Span> {
        let i = self.docs.partition_point(|d| (d.0 as usize) < index);
        match self.docs.get(i) {
            Some(&(at, span)) if at as usize == index => {
                // The last doc comment for that index wins (php keeps the latest).
                let mut best = span;
                for &(a, s) in &self.docs[i..] {
                    if a as usize != index {
                        break;
                    }
                    best = s;
                }
                Some(best)
            }
            _ => None,
        }
    }

    // ----- nesting guard -----

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        let used = self.stack_base.saturating_sub(stack_position());
        if self.depth > MAX_DEPTH || used > STACK_BUDGET {
            let tok = self.tok();
            let line = self.error_line(tok);
            return Err(self.fail(
                Severity::Parse,
                "memory exhausted".to_owned(),
                line,
                tok.span,
            ));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ----- errors -----

    /// Record the stopping error (the first one wins).
    fn fail(&mut self, severity: Severity, message: String, line: u32, span: Span) -> Stop {
        if self.error.is_none() {
            self.error = Some(ParseError {
                severity,
                message,
                line,
                span,
            });
        }
        Stop
    }

    /// php's line for an error at `tok`: the scanner's line after reading it (multi-line
    /// tokens end further down; `?>\n` and `<<<X\n` defer their newline).
    fn error_line(&self, tok: Token) -> u32 {
        if tok.kind == TokenKind::End {
            return tok.line;
        }
        let text = self.text(tok);
        if text.starts_with(b"?>") {
            return tok.line;
        }
        // An unclosed `'...` (the rest of the file): php's scanner gives up before counting
        // its newlines.
        if tok.kind == TokenKind::EncapsedAndWhitespace
            && tok.span.end as usize == self.src.len()
            && (text.starts_with(b"'") || text.starts_with(b"b'") || text.starts_with(b"B'"))
        {
            return tok.line;
        }
        let newlines = text.iter().filter(|&&b| b == b'\n').count()
            + text
                .windows(2)
                .filter(|w| w[0] == b'\r' && w[1] != b'\n')
                .count()
            + usize::from(text.last() == Some(&b'\r'));
        tok.line + newlines as u32
    }

    /// "syntax error, unexpected X[, expecting A or B]" at the current token.
    fn unexpected(&mut self, expected: &[TokenKind]) -> Stop {
        let tok = self.tok();
        self.unexpected_at(tok, expected)
    }

    fn unexpected_at(&mut self, tok: Token, expected: &[TokenKind]) -> Stop {
        let mut msg = String::from("syntax error, unexpected ");
        msg.push_str(&rphp_lexer::describe_unexpected(tok.kind, self.text(tok)));
        if !expected.is_empty() && expected.len() <= 4 {
            msg.push_str(", expecting ");
            let mut sorted = expected.to_vec();
            sorted.sort_by_key(|k| errors::bison_order(*k));
            for (i, k) in sorted.iter().enumerate() {
                if i > 0 {
                    msg.push_str(" or ");
                }
                msg.push_str(&errors::expected_name(*k));
            }
        }
        let line = self.error_line(tok);
        self.fail(Severity::Parse, msg, line, tok.span)
    }

    /// Start offset of the token `n` positions ahead.
    fn toks_after(&self, n: usize) -> u32 {
        self.toks
            .get(self.pos + n)
            .map_or(u32::MAX, |t| t.span.start)
    }

    /// If the recorded syntax error is at byte `at`, php reported it as `expecting ":"`.
    fn retarget_colon_error(&mut self, at: u32) {
        let Some(err) = &self.error else { return };
        if err.severity != Severity::Parse
            || err.span.start != at
            || !err.message.starts_with("syntax error")
        {
            return;
        }
        let idx = self.toks.partition_point(|t| t.span.start < at);
        if let Some(&tok) = self.toks.get(idx) {
            self.error = None;
            let _ = self.unexpected_at(tok, &[TokenKind::Colon]);
        }
    }

    /// A compile-time error raised inside a grammar action (php: E_COMPILE_ERROR).
    fn fatal_at(&mut self, tok: Token, message: &str) -> Stop {
        let line = self.error_line(tok);
        self.fail(Severity::Fatal, message.to_owned(), line, tok.span)
    }
}

/// php's `semi_reserved` keywords, usable as identifiers after `->`/`::` and as member
/// names. `__halt_compiler` is not among them (the lexer's list includes it).
pub(super) fn semi_reserved(k: TokenKind) -> bool {
    k != TokenKind::HaltCompiler && k.is_semi_reserved()
}
