//! The PHP 8.5 parser: tokens in, AST plus errors out. Never fails, never panics.
//!
//! The public contract other crates rely on is `parse`, `ParseResult`, `ParseError` and
//! `Severity`; the AST lives in `ast`.

pub mod ast;
mod parser;

pub use rphp_lexer::{LexOptions, Span};

/// How php reports a diagnostic found while parsing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// `Parse error: ...` (php throws ParseError); parsing stops at the first.
    Parse,
    /// `Fatal error: ...` (E_COMPILE_ERROR) raised while parsing, from a grammar action
    /// (e.g. "Multiple access type modifiers are not allowed"); parsing stops. php 8.5 shows
    /// no backtrace for these.
    Fatal,
    /// `Fatal error: ...` (E_COMPILE_ERROR) raised by the compiler after a clean parse
    /// (e.g. "Cannot use [] for reading"); php 8.5 follows it with a `Stack trace:`.
    CompileError,
    /// `Warning: ...` (E_COMPILE_WARNING); parsing goes on.
    Warning,
    /// `Deprecated: ...` (E_DEPRECATED at compile time); parsing goes on.
    Deprecated,
}

impl Severity {
    /// Whether php stops compiling at this diagnostic.
    pub fn stops(self) -> bool {
        matches!(
            self,
            Severity::Parse | Severity::Fatal | Severity::CompileError
        )
    }
}

/// One diagnostic, with php's exact message text (without the "Parse error: " prefix and
/// without " in FILE on line N").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub severity: Severity,
    pub message: String,
    pub line: u32,
    pub span: Span,
}

/// The AST (possibly partial when there are errors) and every diagnostic, in source order.
#[derive(Debug, Clone, Default)]
pub struct ParseResult {
    pub program: ast::Program,
    pub errors: Vec<ParseError>,
}

impl ParseResult {
    /// The first diagnostic that stops compilation (php reports only that one).
    pub fn first_fatal(&self) -> Option<&ParseError> {
        self.errors.iter().find(|e| e.severity.stops())
    }
}

/// Parse a whole PHP file.
pub fn parse(source: &[u8]) -> ParseResult {
    let lexed = rphp_lexer::lex(source);
    parse_tokens(source, &lexed.tokens, &lexed.errors)
}

/// Parse a whole file with explicit scanner settings (`short_open_tag`, the CLI's shebang
/// skip).
pub fn parse_with(source: &[u8], options: rphp_lexer::LexOptions) -> ParseResult {
    let lexed = rphp_lexer::lex_with(source, options);
    parse_tokens(source, &lexed.tokens, &lexed.errors)
}

/// Parse from an already lexed token stream (trivia included, ending with `End`).
pub fn parse_tokens(
    source: &[u8],
    tokens: &[rphp_lexer::Token],
    lex_errors: &[rphp_lexer::LexError],
) -> ParseResult {
    let mut p = parser::Parser::new(source, tokens);
    let program = p.parse_program();
    let halt = p.halt_offset;
    let errors = parser::assemble(p.error.take(), p.tokens(), lex_errors, halt);
    ParseResult { program, errors }
}
