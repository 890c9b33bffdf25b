//! The PHP 8.5 lexer: source bytes in, tokens with php's names out (trivia included).
//!
//! Invariants: input is bytes, never required to be UTF-8; lexing never fails and never
//! panics; the token stream always ends with exactly one `TokenKind::End`.

mod token;

pub use token::{Span, Token, TokenKind, describe_expected, describe_unexpected};

/// A problem the lexer found. php raises these as `ParseError` (e.g. "Invalid numeric
/// literal", "Unterminated comment starting line 3") or as compile warnings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexError {
    pub message: String,
    pub line: u32,
    pub span: Span,
    pub severity: LexSeverity,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LexSeverity {
    /// Reported as `Parse error: ...`; php stops at the first one.
    ParseError,
    /// Reported as `Warning: ...` (E_COMPILE_WARNING); lexing goes on.
    CompileWarning,
}

/// The result of lexing a whole file.
#[derive(Debug, Clone, Default)]
pub struct Lexed {
    pub tokens: Vec<Token>,
    pub errors: Vec<LexError>,
}

/// Lex a whole file, starting in php's INITIAL state (inline HTML until `<?php`).
pub fn lex(source: &[u8]) -> Lexed {
    let _ = source;
    Lexed::default()
}
