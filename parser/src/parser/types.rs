//! Types (nullable, union, intersection, DNF), parameters and attributes.

use super::expr::{is_ampersand, is_name};
use super::{PResult, Parser};
use crate::ast::*;
use rphp_lexer::TokenKind as K;

impl<'s> Parser<'s> {
    /// `type_expr` (`allow_static`) or `type_expr_without_static`.
    pub(super) fn type_expr(&mut self, allow_static: bool) -> PResult<Type> {
        let start = self.tok().span.start;
        if self.eat(K::Question).is_some() {
            let inner = self.single_type(allow_static)?;
            return Ok(Type {
                span: self.span_from(start),
                kind: TypeKind::Nullable(Box::new(inner)),
            });
        }
        if self.at(K::LParen) {
            let first = self.paren_intersection(allow_static)?;
            return self.union_rest(first, allow_static, start);
        }
        let first = self.single_type(allow_static)?;
        match self.peek() {
            K::Bar => self.union_rest(first, allow_static, start),
            K::AmpersandNotFollowedByVarOrVararg => {
                let mut parts = vec![first];
                while self.eat(K::AmpersandNotFollowedByVarOrVararg).is_some() {
                    parts.push(self.single_type(allow_static)?);
                }
                Ok(Type {
                    span: self.span_from(start),
                    kind: TypeKind::Intersection(parts),
                })
            }
            _ => Ok(first),
        }
    }

    fn union_rest(&mut self, first: Type, allow_static: bool, start: u32) -> PResult<Type> {
        let mut parts = vec![first];
        if !self.at(K::Bar) {
            // A parenthesized intersection must be part of a union.
            return Err(self.unexpected(&[K::Bar]));
        }
        while self.eat(K::Bar).is_some() {
            if self.at(K::LParen) {
                parts.push(self.paren_intersection(allow_static)?);
            } else {
                parts.push(self.single_type(allow_static)?);
            }
        }
        Ok(Type {
            span: self.span_from(start),
            kind: TypeKind::Union(parts),
        })
    }

    /// `(A&B)` inside a union.
    fn paren_intersection(&mut self, allow_static: bool) -> PResult<Type> {
        let start = self.bump().span.start;
        let mut parts = vec![self.single_type(allow_static)?];
        self.expect(
            K::AmpersandNotFollowedByVarOrVararg,
            &[K::AmpersandNotFollowedByVarOrVararg],
        )?;
        parts.push(self.single_type(allow_static)?);
        while self.eat(K::AmpersandNotFollowedByVarOrVararg).is_some() {
            parts.push(self.single_type(allow_static)?);
        }
        self.expect(
            K::RParen,
            &[K::AmpersandNotFollowedByVarOrVararg, K::RParen],
        )?;
        Ok(Type {
            span: self.span_from(start),
            kind: TypeKind::Intersection(parts),
        })
    }

    fn single_type(&mut self, allow_static: bool) -> PResult<Type> {
        let tok = self.tok();
        let kind = match tok.kind {
            K::Array => TypeKind::Array,
            K::Callable => TypeKind::Callable,
            K::Static if allow_static => TypeKind::Static,
            k if is_name(k) => TypeKind::Name(self.name_from(tok)),
            _ => return Err(self.unexpected(&[])),
        };
        self.bump();
        Ok(Type {
            span: tok.span,
            kind,
        })
    }

    /// Can the current token begin a parameter type?
    fn at_type_start(&self) -> bool {
        matches!(
            self.peek(),
            K::Question | K::LParen | K::Array | K::Callable
        ) || is_name(self.peek())
    }

    /// Parameters up to (not including) `)`.
    pub(super) fn params(&mut self) -> PResult<Vec<Param>> {
        let mut params = Vec::new();
        loop {
            if self.at(K::RParen) {
                break;
            }
            params.push(self.param()?);
            if self.eat(K::Comma).is_none() {
                if !self.at(K::RParen) {
                    return Err(self.unexpected(&[K::RParen]));
                }
                break;
            }
        }
        Ok(params)
    }

    fn param(&mut self) -> PResult<Param> {
        let start = self.tok().span.start;
        let attributes = if self.at(K::Attribute) {
            self.attributes()?
        } else {
            Vec::new()
        };
        let mods = self.member_modifiers();
        let modifiers = if mods.is_empty() {
            Modifiers::default()
        } else {
            self.modifier_flags(&mods, Target::Cpp)?
        };
        let ty = if self.at_type_start() {
            Some(self.type_expr(false)?)
        } else {
            None
        };
        let by_ref = self.eat(K::AmpersandFollowedByVarOrVararg).is_some();
        let variadic = self.eat(K::Ellipsis).is_some();
        let var = self.tok();
        if var.kind != K::Variable {
            return Err(self.unexpected(&[K::Variable]));
        }
        self.bump();
        let doc = self.doc_for_decl_start(start);
        let default = if self.eat(K::Equals).is_some() {
            Some(self.expr()?)
        } else {
            None
        };
        let hooks = if self.at(K::LBrace) {
            Some(self.hook_list()?)
        } else {
            None
        };
        Ok(Param {
            name: self.var_name(var),
            ty,
            default,
            by_ref,
            variadic,
            modifiers,
            attributes,
            hooks,
            doc_comment: doc,
            span: self.span_from(start),
        })
    }

    /// `#[A(1), B] #[C]`
    pub(super) fn attributes(&mut self) -> PResult<Vec<AttributeGroup>> {
        let mut groups = Vec::new();
        while self.at(K::Attribute) {
            let start = self.bump().span.start;
            let mut attrs = Vec::new();
            loop {
                let t = self.tok();
                if !is_name(t.kind) && t.kind != K::Static {
                    return Err(self.unexpected(if attrs.is_empty() {
                        &[]
                    } else {
                        &[K::RBracket]
                    }));
                }
                self.bump();
                let name = self.name_from(t);
                let args = if self.at(K::LParen) {
                    Some(self.args()?)
                } else {
                    None
                };
                attrs.push(Attribute {
                    name,
                    args,
                    span: self.span_from(t.span.start),
                });
                if self.eat(K::Comma).is_none() || self.at(K::RBracket) {
                    break;
                }
            }
            self.expect(K::RBracket, &[K::RBracket])?;
            groups.push(AttributeGroup {
                attributes: attrs,
                span: self.span_from(start),
            });
        }
        Ok(groups)
    }

    /// Does the current `&` begin a by-ref parameter? (helper for closures)
    #[allow(dead_code)]
    pub(super) fn at_ampersand(&self) -> bool {
        is_ampersand(self.peek())
    }
}

/// What a modifier list applies to (php's ZEND_MODIFIER_TARGET_*).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    Property,
    Method,
    Constant,
    Cpp,
    Hook,
}
