//! Strings: double-quoted and backtick interpolation, heredoc/nowdoc (indentation removal)
//! and the `$a[offset]` / `$a->b` forms allowed inside them.

use super::expr::{Cat, mk};
use super::literal::{self, Quote};
use super::{PResult, Parser};
use crate::ast::*;
use rphp_lexer::TokenKind as K;

impl<'s> Parser<'s> {
    // ----- strings -----

    /// Parts of an interpolated string up to (not including) `end`.
    pub(super) fn interpolated(&mut self, end: K, quote: Quote) -> PResult<Vec<StrPart>> {
        let mut parts = Vec::new();
        loop {
            let tok = self.tok();
            match tok.kind {
                k if k == end => return Ok(parts),
                K::EncapsedAndWhitespace => {
                    self.bump();
                    let raw = self.text(tok);
                    let bytes = if quote == Quote::Heredoc {
                        raw.to_vec()
                    } else {
                        literal::unescape(raw, quote)
                    };
                    parts.push(StrPart::Literal(bytes.into()));
                }
                K::Variable => {
                    self.bump();
                    let var = mk(tok.span, ExprKind::Variable(self.var_name(tok)));
                    parts.push(StrPart::Expr(self.encaps_var_tail(var)?));
                }
                K::DollarOpenCurlyBraces => {
                    self.bump();
                    let e = if self.at(K::StringVarname) {
                        let name_tok = self.bump();
                        let var = mk(name_tok.span, ExprKind::Variable(self.bytes(name_tok)));
                        if self.eat(K::LBracket).is_some() {
                            let index = self.expr()?;
                            self.expect(K::RBracket, &[K::RBracket])?;
                            self.expect(K::RBrace, &[K::RBrace])?;
                            mk(
                                self.span_from(tok.span.start),
                                ExprKind::Dim(Box::new(DimFetch {
                                    base: var,
                                    index: Some(index),
                                })),
                            )
                        } else {
                            self.expect(K::RBrace, &[K::LBracket, K::RBrace])?;
                            mk(self.span_from(tok.span.start), var.kind)
                        }
                    } else {
                        let inner = self.expr()?;
                        self.expect(K::RBrace, &[])?;
                        mk(
                            self.span_from(tok.span.start),
                            ExprKind::VariableVariable(Box::new(inner)),
                        )
                    };
                    parts.push(StrPart::Expr(e));
                }
                K::CurlyOpen => {
                    self.bump();
                    let start = self.tok().span.start;
                    let (e, cat) = self.primary()?;
                    let (e, cat) = self.postfix(e, cat, start)?;
                    if cat != Cat::Var {
                        // php's state after a class constant or other non-variable.
                        return Err(self.unexpected(&[
                            K::ObjectOperator,
                            K::NullsafeObjectOperator,
                            K::LBracket,
                        ]));
                    }
                    self.expect(
                        K::RBrace,
                        &[K::ObjectOperator, K::NullsafeObjectOperator, K::LBracket],
                    )?;
                    parts.push(StrPart::Expr(e));
                }
                _ => {
                    let only_literal =
                        parts.len() == 1 && matches!(parts.first(), Some(StrPart::Literal(_)));
                    let expected: &[K] = match (only_literal, quote) {
                        (true, Quote::Heredoc) => &[
                            K::Variable,
                            K::EndHeredoc,
                            K::DollarOpenCurlyBraces,
                            K::CurlyOpen,
                        ],
                        (true, Quote::Double) => {
                            &[K::Variable, K::DollarOpenCurlyBraces, K::CurlyOpen]
                        }
                        (true, Quote::Backtick) => &[K::Backtick],
                        _ => &[],
                    };
                    return Err(self.unexpected(expected));
                }
            }
        }
    }

    /// `$a[offset]`, `$a->b`, `$a?->b` inside a string.
    fn encaps_var_tail(&mut self, var: Expr) -> PResult<Expr> {
        let start = var.span.start;
        match self.peek() {
            K::LBracket => {
                self.bump();
                let t = self.tok();
                let index = match t.kind {
                    K::String => {
                        self.bump();
                        mk(t.span, ExprKind::String(self.bytes(t)))
                    }
                    K::NumString => {
                        self.bump();
                        num_string_expr(t.span, self.text(t), false)
                    }
                    K::Minus if self.peek_at(1) == K::NumString => {
                        self.bump();
                        let n = self.bump();
                        num_string_expr(t.span.to(n.span), self.text(n), true)
                    }
                    K::Variable => {
                        self.bump();
                        mk(t.span, ExprKind::Variable(self.var_name(t)))
                    }
                    _ => {
                        return Err(self.unexpected(&[
                            K::String,
                            K::Variable,
                            K::NumString,
                            K::Minus,
                        ]));
                    }
                };
                self.expect(K::RBracket, &[K::RBracket])?;
                Ok(mk(
                    self.span_from(start),
                    ExprKind::Dim(Box::new(DimFetch {
                        base: var,
                        index: Some(index),
                    })),
                ))
            }
            K::ObjectOperator | K::NullsafeObjectOperator => {
                let nullsafe = self.bump().kind == K::NullsafeObjectOperator;
                let t = self.expect(K::String, &[K::String])?;
                let name = MemberName::Ident(self.ident(t));
                Ok(mk(
                    self.span_from(start),
                    ExprKind::Prop(Box::new(PropFetch {
                        object: var,
                        name,
                        nullsafe,
                    })),
                ))
            }
            _ => Ok(var),
        }
    }

    /// `<<<EOT ... EOT` / nowdoc.
    pub(super) fn heredoc(&mut self) -> PResult<Expr> {
        let open = self.bump();
        let nowdoc = self.text(open).contains(&b'\'');
        let mut parts = if nowdoc {
            let mut parts = Vec::new();
            if self.at(K::EncapsedAndWhitespace) {
                let t = self.bump();
                parts.push(StrPart::Literal(self.bytes(t)));
                if !self.at(K::EndHeredoc) {
                    return Err(self.unexpected(&[
                        K::Variable,
                        K::EndHeredoc,
                        K::DollarOpenCurlyBraces,
                        K::CurlyOpen,
                    ]));
                }
            }
            parts
        } else {
            self.interpolated(K::EndHeredoc, Quote::Heredoc)?
        };
        let close = self.expect(K::EndHeredoc, &[])?;
        let (indent, using_spaces) = rphp_lexer::heredoc_indentation(self.text(close));
        let n = parts.len();
        for (i, part) in parts.iter_mut().enumerate() {
            if let StrPart::Literal(raw) = part {
                // Indentation errors are lexer errors that already stopped the parse.
                let value = rphp_lexer::heredoc_segment_value(
                    raw,
                    i + 1 == n,
                    i == 0,
                    indent,
                    using_spaces,
                    nowdoc,
                );
                if let Ok(value) = value {
                    *raw = value.into();
                }
            }
        }
        Ok(mk(open.span.to(close.span), string_or_interp(parts)))
    }
}

fn num_string_expr(span: Span, text: &[u8], negative: bool) -> Expr {
    match literal::num_string_value(text, negative) {
        Ok(i) => mk(span, ExprKind::Int(i)),
        Err(s) => mk(span, ExprKind::String(s.into())),
    }
}

pub(super) fn string_or_interp(parts: Vec<StrPart>) -> ExprKind {
    if parts.iter().all(|p| matches!(p, StrPart::Literal(_))) {
        let mut out = Vec::new();
        for p in parts {
            if let StrPart::Literal(b) = p {
                out.extend_from_slice(&b);
            }
        }
        return ExprKind::String(out.into());
    }
    ExprKind::Interpolated(parts.into())
}
