//! Closures, arrow functions and `match`.

use super::expr::{is_ampersand, mk, starts_expr};
use super::{PResult, Parser};
use crate::ast::*;
use rphp_lexer::TokenKind as K;

impl<'s> Parser<'s> {
    /// Closures and arrow functions (current token: `function` or `fn`).
    pub(super) fn closure(
        &mut self,
        is_static: bool,
        attributes: Vec<AttributeGroup>,
        start: u32,
    ) -> PResult<Expr> {
        self.enter()?;
        let r = self.closure_inner(is_static, attributes, start);
        self.leave();
        r
    }

    fn closure_inner(
        &mut self,
        is_static: bool,
        attributes: Vec<AttributeGroup>,
        start: u32,
    ) -> PResult<Expr> {
        let kw = self.bump();
        let by_ref = if is_ampersand(self.peek()) {
            self.bump();
            true
        } else {
            false
        };
        self.expect(K::LParen, &[K::LParen])?;
        let params = self.params()?;
        self.expect(K::RParen, &[K::RParen])?;
        if kw.kind == K::Fn {
            let return_type = if self.eat(K::Colon).is_some() {
                Some(self.type_expr(true)?)
            } else {
                None
            };
            self.expect(K::DoubleArrow, &[K::DoubleArrow])?;
            let body = self.expr()?;
            let f = ArrowFn {
                is_static,
                by_ref,
                params,
                return_type,
                body,
                attributes,
                parenthesized: false,
            };
            return Ok(mk(self.span_from(start), ExprKind::ArrowFn(Box::new(f))));
        }
        let mut uses = Vec::new();
        if self.eat(K::Use).is_some() {
            self.expect(K::LParen, &[K::LParen])?;
            loop {
                let t = self.tok();
                let by_ref = is_ampersand(t.kind);
                if by_ref {
                    self.bump();
                }
                let v = self.tok();
                if v.kind != K::Variable {
                    return Err(self.unexpected(if by_ref {
                        &[K::Variable]
                    } else {
                        &[
                            K::Variable,
                            K::AmpersandFollowedByVarOrVararg,
                            K::AmpersandNotFollowedByVarOrVararg,
                        ]
                    }));
                }
                self.bump();
                uses.push(ClosureUse {
                    name: self.var_name(v),
                    by_ref,
                    span: self.span_from(t.span.start),
                });
                if self.eat(K::Comma).is_none() || self.at(K::RParen) {
                    break;
                }
            }
            self.expect(K::RParen, &[K::RParen])?;
        }
        let return_type = if self.eat(K::Colon).is_some() {
            Some(self.type_expr(true)?)
        } else {
            None
        };
        let open = self.expect(K::LBrace, &[K::LBrace])?;
        let body = self.inner_statements(K::RBrace)?;
        let close = self.expect(K::RBrace, &[])?;
        let c = Closure {
            is_static,
            by_ref,
            params,
            uses,
            return_type,
            body,
            attributes,
            body_span: open.span.to(close.span),
        };
        Ok(mk(self.span_from(start), ExprKind::Closure(Box::new(c))))
    }

    pub(super) fn match_expr(&mut self) -> PResult<Expr> {
        let start = self.bump().span.start;
        self.expect(K::LParen, &[K::LParen])?;
        let subject = self.expr()?;
        self.expect(K::RParen, &[])?;
        self.expect(K::LBrace, &[K::LBrace])?;
        self.enter()?;
        let arms = self.match_arms();
        self.leave();
        let arms = arms?;
        self.expect(K::RBrace, &[K::RBrace])?;
        Ok(mk(
            self.span_from(start),
            ExprKind::Match(Box::new(Match { subject, arms })),
        ))
    }

    fn match_arms(&mut self) -> PResult<Vec<MatchArm>> {
        let mut arms = Vec::new();
        loop {
            if self.at(K::RBrace) {
                return Ok(arms);
            }
            if !starts_expr(self.peek()) && !self.at(K::Default) {
                return Err(self.unexpected(&[K::RBrace]));
            }
            let start = self.tok().span.start;
            let conditions = if self.at(K::Default) {
                self.bump();
                self.eat(K::Comma);
                None
            } else {
                let mut conds = vec![self.expr()?];
                while self.eat(K::Comma).is_some() {
                    if self.at(K::DoubleArrow) {
                        break;
                    }
                    conds.push(self.expr()?);
                }
                Some(conds)
            };
            self.expect(K::DoubleArrow, &[K::DoubleArrow])?;
            let body = self.expr()?;
            arms.push(MatchArm {
                conditions,
                body,
                span: self.span_from(start),
            });
            if self.eat(K::Comma).is_none() {
                if !self.at(K::RBrace) {
                    return Err(self.unexpected(&[K::RBrace]));
                }
                return Ok(arms);
            }
        }
    }
}
