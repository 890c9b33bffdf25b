//! Error assembly: php reports the first stopping error in scan order, whether it comes from
//! the scanner (lex errors, bracket nesting) or from the grammar.

use crate::{ParseError, Severity};
use rphp_lexer::{LexError, LexSeverity, Span, Token, TokenKind};

/// php's scanner-level bracket matching ("Unmatched '}'", "Unclosed '{' on line 3 does not
/// match ')'"), raised when the offending token is scanned. Returns the error and the byte
/// offset at which it is raised.
pub(crate) fn first_bracket_error(toks: &[Token], limit: u32) -> Option<(u32, ParseError)> {
    let mut stack: Vec<(u8, u32)> = Vec::new();
    let mut last_line = 1;
    for tok in toks {
        if tok.span.start >= limit {
            // `__halt_compiler();` stopped the scanner here: this is its end of file.
            let (open, line) = *stack.last()?;
            let mut msg = format!("Unclosed '{}'", open as char);
            if line != last_line {
                msg.push_str(&format!(" on line {line}"));
            }
            let span = Span {
                start: limit,
                end: limit,
            };
            let err = ParseError {
                severity: Severity::Parse,
                message: msg,
                line: last_line,
                span,
            };
            return Some((limit, err));
        }
        last_line = tok.line;
        let closing = match tok.kind {
            TokenKind::LParen => {
                stack.push((b'(', tok.line));
                continue;
            }
            TokenKind::LBracket | TokenKind::Attribute => {
                stack.push((b'[', tok.line));
                continue;
            }
            TokenKind::LBrace | TokenKind::CurlyOpen | TokenKind::DollarOpenCurlyBraces => {
                stack.push((b'{', tok.line));
                continue;
            }
            TokenKind::RParen => b')',
            TokenKind::RBracket => b']',
            TokenKind::RBrace => b'}',
            TokenKind::End => {
                let (open, line) = *stack.last()?;
                let mut msg = format!("Unclosed '{}'", open as char);
                if line != tok.line {
                    msg.push_str(&format!(" on line {line}"));
                }
                let err = ParseError {
                    severity: Severity::Parse,
                    message: msg,
                    line: tok.line,
                    span: tok.span,
                };
                return Some((tok.span.start, err));
            }
            _ => continue,
        };
        let Some(&(open, line)) = stack.last() else {
            let err = ParseError {
                severity: Severity::Parse,
                message: format!("Unmatched '{}'", closing as char),
                line: tok.line,
                span: tok.span,
            };
            return Some((tok.span.start, err));
        };
        let matches = matches!((open, closing), (b'(', b')') | (b'[', b']') | (b'{', b'}'));
        if !matches {
            let mut msg = format!("Unclosed '{}'", open as char);
            if line != tok.line {
                msg.push_str(&format!(" on line {line}"));
            }
            msg.push_str(&format!(" does not match '{}'", closing as char));
            let err = ParseError {
                severity: Severity::Parse,
                message: msg,
                line: tok.line,
                span: tok.span,
            };
            return Some((tok.span.start, err));
        }
        stack.pop();
    }
    None
}

/// Merge the parser's stopping error, bracket errors and lex diagnostics into php's order:
/// warnings scanned before the stop, then the single stopping error.
pub(crate) fn assemble(
    parse_error: Option<ParseError>,
    toks: &[Token],
    lex_errors: &[LexError],
    halt_offset: Option<u32>,
) -> Vec<ParseError> {
    let limit = halt_offset.unwrap_or(u32::MAX);
    let mut stop: Option<(u32, u8, ParseError)> = None;
    let mut consider = |offset: u32, rank: u8, err: ParseError| {
        let better = match &stop {
            None => true,
            Some((o, r, _)) => (offset, rank) < (*o, *r),
        };
        if better {
            stop = Some((offset, rank, err));
        }
    };
    for le in lex_errors {
        if le.severity == LexSeverity::ParseError && le.span.start < limit {
            consider(
                le.span.start,
                0,
                ParseError {
                    severity: Severity::Parse,
                    message: le.message.clone(),
                    line: le.line,
                    span: le.span,
                },
            );
        }
    }
    if let Some((offset, err)) = first_bracket_error(toks, limit) {
        consider(offset, 1, err);
    }
    if let Some(err) = parse_error {
        consider(err.span.start, 2, err);
    }
    let stop_at = stop.as_ref().map_or(u32::MAX, |s| s.0);
    let mut out: Vec<ParseError> = lex_errors
        .iter()
        .filter(|le| {
            le.severity != LexSeverity::ParseError
                && le.span.start <= stop_at
                && le.span.start < limit
        })
        .map(|le| ParseError {
            severity: if le.severity == LexSeverity::Deprecated {
                Severity::Deprecated
            } else {
                Severity::Warning
            },
            message: le.message.clone(),
            line: le.line,
            span: le.span,
        })
        .collect();
    if let Some((_, _, err)) = stop {
        out.push(err);
    }
    out
}

/// Span helper for errors without a better location.
#[allow(dead_code)]
pub(crate) fn empty_span(at: u32) -> Span {
    Span { start: at, end: at }
}

/// The position of a token in php's bison symbol table: "expecting" lists are printed in
/// this order, which is `TokenKind`'s declaration order.
pub(crate) fn bison_order(kind: TokenKind) -> u16 {
    kind as u16
}

/// How php names an expected token.
pub(crate) fn expected_name(kind: TokenKind) -> std::string::String {
    rphp_lexer::describe_expected(kind)
}
