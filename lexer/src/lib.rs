//! The PHP 8.5 lexer: source bytes in, tokens with php's names out (trivia included).
//!
//! Invariants: input is bytes, never required to be UTF-8; lexing never fails and never
//! panics; the token stream always ends with exactly one `TokenKind::End`.
//!
//! The token stream is exactly what php's `token_get_all()` / `PhpToken::tokenize()`
//! returns (plus the final `End`). The errors are what php's scanner reports when it runs
//! for the parser (`php -l`): ParseErrors, compile warnings and deprecations, in source
//! order, ending at the first ParseError (php stops there).

#![recursion_limit = "512"]

mod driver;
mod escape;
mod scripting;
mod strings;
mod token;

pub use escape::{
    EscapeError, IndentError, Quote, decode_escapes, decode_single_quoted, heredoc_indentation,
    heredoc_segment_value, strip_heredoc_indentation,
};
pub use token::{Span, Token, TokenKind, describe_expected, describe_unexpected};

/// A problem the lexer found. php raises these as `ParseError` (e.g. "Invalid numeric
/// literal", "Unterminated comment starting line 3"), as compile warnings, or as
/// deprecations.
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
    /// Reported as `Deprecated: ...` (E_DEPRECATED), e.g. "Non-canonical cast (integer) is
    /// deprecated, use the (int) cast instead"; lexing goes on.
    Deprecated,
}

/// The result of lexing a whole file.
#[derive(Debug, Clone, Default)]
pub struct Lexed {
    pub tokens: Vec<Token>,
    pub errors: Vec<LexError>,
}

/// Scanner settings that change tokenization.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LexOptions {
    /// php's `short_open_tag` ini setting: `<?` opens php code. php's built-in default
    /// (no php.ini, as the oracle runs) is on.
    pub short_open_tag: bool,
    /// Skip a first line starting with `#!` (php's CLI does for the script it runs, as
    /// `CG(skip_shebang)`); it still counts as line 1.
    pub skip_shebang: bool,
}

impl Default for LexOptions {
    fn default() -> Self {
        LexOptions {
            short_open_tag: true,
            skip_shebang: false,
        }
    }
}

/// Lex a whole file, starting in php's INITIAL state (inline HTML until `<?php`), with
/// php's default settings (`short_open_tag=1`).
pub fn lex(source: &[u8]) -> Lexed {
    lex_with(source, LexOptions::default())
}

/// Lex a whole file with explicit scanner settings.
pub fn lex_with(source: &[u8], options: LexOptions) -> Lexed {
    driver::run(source, options)
}
