//! Statements: top-level declarations (namespace, use, const, `__halt_compiler`), control
//! flow (including the alternative `:` ... `endX;` syntax) and declarations in blocks.

use super::expr::{is_ampersand, is_name, starts_expr};
use super::{PResult, Parser, semi_reserved};
use crate::ast::*;
use rphp_lexer::TokenKind as K;

/// Tokens that can begin an inner statement.
fn starts_statement(k: K) -> bool {
    starts_expr(k)
        || matches!(
            k,
            K::LBrace
                | K::If
                | K::While
                | K::Do
                | K::For
                | K::Foreach
                | K::Switch
                | K::Break
                | K::Continue
                | K::Return
                | K::Global
                | K::Echo
                | K::InlineHtml
                | K::Unset
                | K::Declare
                | K::Semicolon
                | K::Try
                | K::Goto
                | K::VoidCast
                | K::Class
                | K::Interface
                | K::Trait
                | K::Enum
                | K::Abstract
                | K::Final
                | K::HaltCompiler
        )
}

fn st(span: Span, kind: StmtKind) -> Stmt {
    Stmt { span, kind }
}

/// A single statement used as a body: a braced block becomes its statements.
fn body_of(s: Stmt) -> Vec<Stmt> {
    match s.kind {
        StmtKind::Block(b) => b.into_vec(),
        _ => vec![s],
    }
}

impl<'s> Parser<'s> {
    pub(super) fn top_statements(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        while !self.at(K::End) {
            let k = self.peek();
            if !starts_statement(k) && !matches!(k, K::Namespace | K::Use | K::Const | K::Attribute)
            {
                // php reduces the file's statement list first: only the end may follow.
                return Err(self.unexpected(&[K::End]));
            }
            let s = self.top_statement()?;
            let halt = matches!(s.kind, StmtKind::HaltCompiler);
            out.push(s);
            if halt {
                break;
            }
        }
        Ok(())
    }

    /// Statements until `}` of a braced namespace.
    fn namespace_body(&mut self) -> PResult<Vec<Stmt>> {
        self.enter()?;
        let mut out = Vec::new();
        let r = loop {
            if self.at(K::RBrace) {
                break Ok(());
            }
            if self.at(K::End) {
                break Err(self.unexpected(&[]));
            }
            match self.top_statement() {
                Ok(s) => out.push(s),
                Err(e) => break Err(e),
            }
        };
        self.leave();
        r.map(|()| out)
    }

    fn top_statement(&mut self) -> PResult<Stmt> {
        let tok = self.tok();
        let start = tok.span.start;
        match tok.kind {
            K::HaltCompiler => {
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                self.expect(K::RParen, &[K::RParen])?;
                let semi = self.expect(K::Semicolon, &[K::Semicolon])?;
                self.halt_here(semi.span.end);
                Ok(st(self.span_from(start), StmtKind::HaltCompiler))
            }
            K::Namespace => self.namespace_decl(),
            K::Use => self.use_decl(),
            K::Const => {
                let items = self.const_list()?;
                Ok(st(
                    self.span_from(start),
                    StmtKind::Const(Box::new(ConstDecl {
                        items,
                        attributes: Vec::new(),
                    })),
                ))
            }
            K::Attribute => {
                let attrs = self.attributes()?;
                if self.at(K::Const) {
                    let items = self.const_list()?;
                    let c = ConstDecl {
                        items,
                        attributes: attrs,
                    };
                    return Ok(st(self.span_from(start), StmtKind::Const(Box::new(c))));
                }
                self.attributed_statement(attrs, start)
            }
            _ => self.inner_statement(),
        }
    }

    /// `const A = 1, B = 2;`
    fn const_list(&mut self) -> PResult<Vec<ConstItem>> {
        self.bump(); // const
        let mut items = Vec::new();
        loop {
            let name_tok = self.expect(K::String, &[K::String])?;
            let doc = self.doc_before(self.pos);
            self.expect(K::Equals, &[K::Equals])?;
            let value = self.expr()?;
            items.push(ConstItem {
                name: self.ident(name_tok),
                value,
                doc_comment: doc,
                span: self.span_from(name_tok.span.start),
            });
            if self.eat(K::Comma).is_none() {
                break;
            }
        }
        self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
        Ok(items)
    }

    fn namespace_decl(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        let tok = self.tok();
        let name =
            if tok.kind == K::String || tok.kind == K::NameQualified || semi_reserved(tok.kind) {
                self.bump();
                let mut n = self.name_from(tok);
                if tok.kind != K::NameQualified {
                    n.kind = NameKind::Unqualified;
                }
                Some(n)
            } else if tok.kind == K::LBrace {
                None
            } else {
                return Err(self.unexpected(&[K::LBrace]));
            };
        if name.is_some() && self.eat(K::Semicolon).is_some() {
            return Ok(st(
                self.span_from(start),
                StmtKind::Namespace(Box::new(Namespace { name, body: None })),
            ));
        }
        self.expect(K::LBrace, &[K::LBrace])?;
        let body = self.namespace_body()?;
        self.expect(K::RBrace, &[])?;
        Ok(st(
            self.span_from(start),
            StmtKind::Namespace(Box::new(Namespace {
                name,
                body: Some(body),
            })),
        ))
    }

    fn use_kind(&mut self) -> Option<UseKind> {
        match self.peek() {
            K::Function => {
                self.bump();
                Some(UseKind::Function)
            }
            K::Const => {
                self.bump();
                Some(UseKind::Const)
            }
            _ => None,
        }
    }

    fn use_decl(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        let kind = self.use_kind();
        let first = self.tok();
        if !matches!(
            first.kind,
            K::String | K::NameQualified | K::NameFullyQualified
        ) {
            return Err(self.unexpected(&[]));
        }
        self.bump();
        let first_name = self.name_from(first);
        if self.at(K::NsSeparator) {
            // Group use: prefix\{...}
            self.bump();
            self.expect(K::LBrace, &[K::LBrace])?;
            let mut items = Vec::new();
            loop {
                let item_start = self.tok().span.start;
                let first_item = items.is_empty();
                let item_kind = if kind.is_none() {
                    self.use_kind()
                } else {
                    None
                };
                let t = self.tok();
                if !matches!(t.kind, K::String | K::NameQualified) {
                    let expected: &[K] = if !first_item && item_kind.is_none() {
                        &[K::RBrace]
                    } else if kind.is_none() && item_kind.is_none() {
                        &[K::String, K::NameQualified, K::Function, K::Const]
                    } else {
                        &[K::String, K::NameQualified]
                    };
                    return Err(self.unexpected(expected));
                }
                self.bump();
                let name = self.name_from(t);
                let alias = if self.eat(K::As).is_some() {
                    let a = self.expect(K::String, &[K::String])?;
                    Some(self.ident(a))
                } else {
                    None
                };
                items.push(UseItem {
                    kind: item_kind,
                    name,
                    alias,
                    span: self.span_from(item_start),
                });
                if self.eat(K::Comma).is_none() || self.at(K::RBrace) {
                    break;
                }
            }
            self.expect(K::RBrace, &[K::RBrace])?;
            self.expect(K::Semicolon, &[K::Semicolon])?;
            let u = Use {
                kind: kind.unwrap_or(UseKind::Class),
                prefix: Some(first_name),
                items,
            };
            return Ok(st(self.span_from(start), StmtKind::Use(Box::new(u))));
        }
        let mut items = Vec::new();
        let mut name = first_name;
        loop {
            let item_start = name.span.start;
            let alias = if self.eat(K::As).is_some() {
                let a = self.expect(K::String, &[K::String])?;
                Some(self.ident(a))
            } else {
                None
            };
            items.push(UseItem {
                kind: None,
                name,
                alias,
                span: self.span_from(item_start),
            });
            if self.eat(K::Comma).is_none() {
                break;
            }
            let t = self.tok();
            if !matches!(t.kind, K::String | K::NameQualified | K::NameFullyQualified) {
                return Err(self.unexpected(&[]));
            }
            self.bump();
            name = self.name_from(t);
        }
        self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
        let u = Use {
            kind: kind.unwrap_or(UseKind::Class),
            prefix: None,
            items,
        };
        Ok(st(self.span_from(start), StmtKind::Use(Box::new(u))))
    }

    /// Statements until one of `ends` (not consumed).
    pub(super) fn inner_statements_until(&mut self, ends: &[K]) -> PResult<Vec<Stmt>> {
        self.inner_statements_expecting(ends, &[])
    }

    /// Like `inner_statements_until`; a token that cannot start a statement is reported with
    /// `expected` (php's list when the statement list is reduced first).
    pub(super) fn inner_statements_expecting(
        &mut self,
        ends: &[K],
        expected: &[K],
    ) -> PResult<Vec<Stmt>> {
        self.enter()?;
        let mut out = Vec::new();
        let r = loop {
            let k = self.peek();
            if ends.contains(&k) {
                break Ok(());
            }
            if !starts_statement(k) {
                break Err(self.unexpected(expected));
            }
            match self.inner_statement() {
                Ok(s) => out.push(s),
                Err(e) => break Err(e),
            }
        };
        self.leave();
        r.map(|()| out)
    }

    pub(super) fn inner_statements(&mut self, end: K) -> PResult<Vec<Stmt>> {
        self.inner_statements_until(&[end])
    }

    /// A statement or a declaration (php's inner_statement).
    fn inner_statement(&mut self) -> PResult<Stmt> {
        let tok = self.tok();
        let start = tok.span.start;
        match tok.kind {
            K::Attribute => {
                let attrs = self.attributes()?;
                self.attributed_statement(attrs, start)
            }
            K::Function if self.is_function_decl() => self.attributed_statement(Vec::new(), start),
            K::Class | K::Interface | K::Trait | K::Enum => {
                self.attributed_statement(Vec::new(), start)
            }
            K::Abstract | K::Final => self.attributed_statement(Vec::new(), start),
            K::Readonly if self.peek_at(1) != K::LParen => {
                self.attributed_statement(Vec::new(), start)
            }
            K::HaltCompiler => {
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                self.expect(K::RParen, &[K::RParen])?;
                let semi = self.expect(K::Semicolon, &[K::Semicolon])?;
                Err(self.fatal_at(
                    semi,
                    "__HALT_COMPILER() can only be used from the outermost scope",
                ))
            }
            _ => self.statement(),
        }
    }

    /// `function [&] name` (a declaration) rather than a closure.
    fn is_function_decl(&self) -> bool {
        let mut i = 1;
        if is_ampersand(self.peek_at(i)) {
            i += 1;
        }
        self.peek_at(i) != K::LParen
    }

    /// After attributes (possibly none): function, class-like, or an attributed closure
    /// expression statement.
    fn attributed_statement(&mut self, attrs: Vec<AttributeGroup>, start: u32) -> PResult<Stmt> {
        match self.peek() {
            K::Function if self.is_function_decl() => {
                let f = self.function_decl(attrs, start)?;
                Ok(st(self.span_from(start), StmtKind::Function(Box::new(f))))
            }
            K::Class | K::Interface | K::Trait | K::Enum | K::Abstract | K::Final | K::Readonly => {
                let c = self.class_decl(attrs, start)?;
                Ok(st(self.span_from(start), StmtKind::Class(Box::new(c))))
            }
            K::Function | K::Fn | K::Static if !attrs.is_empty() => {
                let e = self.attributed_closure(attrs, start)?;
                self.expect(K::Semicolon, &[])?;
                Ok(st(self.span_from(start), StmtKind::Expr(e)))
            }
            _ => Err(self.unexpected(&[])),
        }
    }

    fn function_decl(
        &mut self,
        attributes: Vec<AttributeGroup>,
        start: u32,
    ) -> PResult<FunctionDecl> {
        let fn_tok = self.bump();
        let doc = self
            .doc_before(self.pos - 1)
            .or_else(|| self.doc_for_decl_start(start));
        let by_ref = if is_ampersand(self.peek()) {
            self.bump();
            true
        } else {
            false
        };
        let name_tok = self.tok();
        if !matches!(name_tok.kind, K::String | K::Readonly) {
            return Err(self.unexpected(&[K::LParen]));
        }
        self.bump();
        let _ = fn_tok;
        self.expect(K::LParen, &[K::LParen])?;
        let params = self.params()?;
        self.expect(K::RParen, &[K::RParen])?;
        let return_type = if self.eat(K::Colon).is_some() {
            Some(self.type_expr(true)?)
        } else {
            None
        };
        let open = self.expect(K::LBrace, &[K::LBrace])?;
        let body = self.inner_statements(K::RBrace)?;
        let close = self.expect(K::RBrace, &[])?;
        Ok(FunctionDecl {
            name: self.ident(name_tok),
            by_ref,
            params,
            return_type,
            body,
            attributes,
            doc_comment: doc,
            body_span: open.span.to(close.span),
        })
    }

    /// The latest doc comment from the token that starts at byte `start` (a declaration's
    /// first, its attributes included) to the current one.
    pub(super) fn doc_for_decl_start(&self, start: u32) -> Option<Span> {
        let idx = self.tokens().partition_point(|t| t.span.start < start);
        self.doc_in(idx, self.pos)
    }

    pub(super) fn statement(&mut self) -> PResult<Stmt> {
        let tok = self.tok();
        let start = tok.span.start;
        match tok.kind {
            K::LBrace => {
                self.bump();
                let body = self.inner_statements(K::RBrace)?;
                self.expect(K::RBrace, &[])?;
                Ok(st(self.span_from(start), StmtKind::Block(body.into())))
            }
            K::If => self.if_stmt(),
            K::While => {
                self.bump();
                let cond = self.paren_cond()?;
                let body = if self.eat(K::Colon).is_some() {
                    let b = self.inner_statements(K::Endwhile)?;
                    self.bump();
                    self.expect(K::Semicolon, &[K::Semicolon])?;
                    b
                } else {
                    body_of(self.sub_statement()?)
                };
                Ok(st(
                    self.span_from(start),
                    StmtKind::While(Box::new(While { cond, body })),
                ))
            }
            K::Do => {
                self.bump();
                let body = body_of(self.sub_statement()?);
                self.expect(K::While, &[K::While])?;
                let cond = self.paren_cond()?;
                self.expect(K::Semicolon, &[K::Semicolon])?;
                Ok(st(
                    self.span_from(start),
                    StmtKind::DoWhile(Box::new(DoWhile { body, cond })),
                ))
            }
            K::For => self.for_stmt(),
            K::Foreach => self.foreach_stmt(),
            K::Switch => self.switch_stmt(),
            K::Break | K::Continue | K::Return => {
                self.bump();
                let e = if self.at(K::Semicolon) {
                    None
                } else {
                    Some(Box::new(self.expr()?))
                };
                self.expect(K::Semicolon, &[K::Semicolon])?;
                let kind = match tok.kind {
                    K::Break => StmtKind::Break(e),
                    K::Continue => StmtKind::Continue(e),
                    _ => StmtKind::Return(e),
                };
                Ok(st(self.span_from(start), kind))
            }
            K::Global => {
                self.bump();
                let mut vars = Vec::new();
                loop {
                    vars.push(self.simple_variable()?);
                    if self.eat(K::Comma).is_none() {
                        break;
                    }
                }
                self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
                Ok(st(self.span_from(start), StmtKind::Global(vars.into())))
            }
            K::Static if self.peek_at(1) == K::Variable => {
                self.bump();
                let mut vars = Vec::new();
                loop {
                    let v = self.expect(K::Variable, &[K::Variable])?;
                    let default = if self.eat(K::Equals).is_some() {
                        Some(self.expr()?)
                    } else {
                        None
                    };
                    vars.push(StaticVar {
                        name: self.var_name(v),
                        default,
                        span: self.span_from(v.span.start),
                    });
                    if self.eat(K::Comma).is_none() {
                        break;
                    }
                }
                self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
                Ok(st(self.span_from(start), StmtKind::Static(vars.into())))
            }
            K::Echo => {
                self.bump();
                let mut exprs = vec![self.expr()?];
                while self.eat(K::Comma).is_some() {
                    exprs.push(self.expr()?);
                }
                self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
                Ok(st(self.span_from(start), StmtKind::Echo(exprs.into())))
            }
            K::InlineHtml => {
                self.bump();
                Ok(st(tok.span, StmtKind::InlineHtml(self.bytes(tok))))
            }
            K::Unset => {
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                let mut vars = Vec::new();
                loop {
                    vars.push(self.variable()?);
                    if self.eat(K::Comma).is_none() {
                        if !self.at(K::RParen) {
                            return Err(self.after_variable_error());
                        }
                        break;
                    }
                    if self.at(K::RParen) {
                        break;
                    }
                }
                self.expect(K::RParen, &[K::RParen])?;
                self.expect(K::Semicolon, &[K::Semicolon])?;
                Ok(st(self.span_from(start), StmtKind::Unset(vars.into())))
            }
            K::Declare => self.declare_stmt(),
            K::Semicolon => {
                self.bump();
                Ok(st(tok.span, StmtKind::Nop))
            }
            K::Try => self.try_stmt(),
            K::Goto => {
                self.bump();
                let label = self.expect(K::String, &[K::String])?;
                self.expect(K::Semicolon, &[K::Semicolon])?;
                Ok(st(
                    self.span_from(start),
                    StmtKind::Goto(Box::new(self.ident(label))),
                ))
            }
            K::String if self.peek_at(1) == K::Colon => {
                self.bump();
                self.bump();
                Ok(st(
                    self.span_from(start),
                    StmtKind::Label(Box::new(self.ident(tok))),
                ))
            }
            K::VoidCast => {
                self.bump();
                let e = self.expr()?;
                self.expect(K::Semicolon, &[])?;
                let span = self.span_from(start);
                let cast = Expr {
                    span,
                    kind: ExprKind::Cast(Box::new(Cast {
                        kind: CastKind::Void,
                        expr: e,
                    })),
                };
                Ok(st(span, StmtKind::Expr(cast)))
            }
            _ => {
                if !starts_expr(tok.kind) {
                    return Err(self.unexpected(&[]));
                }
                let e = self.expr()?;
                self.expect(K::Semicolon, &[])?;
                Ok(st(self.span_from(start), StmtKind::Expr(e)))
            }
        }
    }

    /// A nested statement (body of a loop / if), with the nesting guard.
    fn sub_statement(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.statement();
        self.leave();
        r
    }

    /// `( expr )`
    fn paren_cond(&mut self) -> PResult<Expr> {
        self.expect(K::LParen, &[K::LParen])?;
        let e = self.expr()?;
        self.expect(K::RParen, &[])?;
        Ok(e)
    }

    fn if_stmt(&mut self) -> PResult<Stmt> {
        let start = self.tok().span.start;
        let mut branches = Vec::new();
        let mut else_branch = None;
        let mut alternative = false;
        // `else if` chains are handled iteratively (no recursion per link).
        loop {
            let if_start = self.bump().span.start; // if
            let cond = self.paren_cond()?;
            if self.eat(K::Colon).is_some() {
                alternative = true;
                const ALT_IF: &[K] = &[K::Elseif, K::Else, K::Endif];
                let body = self.inner_statements_expecting(ALT_IF, ALT_IF)?;
                branches.push(IfBranch {
                    cond,
                    body,
                    span: self.span_from(if_start),
                });
                while self.at(K::Elseif) {
                    let s = self.bump().span.start;
                    let cond = self.paren_cond()?;
                    self.expect(K::Colon, &[K::Colon])?;
                    let body = self.inner_statements_expecting(ALT_IF, ALT_IF)?;
                    branches.push(IfBranch {
                        cond,
                        body,
                        span: self.span_from(s),
                    });
                }
                if self.eat(K::Else).is_some() {
                    self.expect(K::Colon, &[K::Colon])?;
                    else_branch = Some(self.inner_statements(K::Endif)?);
                }
                self.expect(K::Endif, &[K::Endif])?;
                self.expect(K::Semicolon, &[K::Semicolon])?;
                break;
            }
            let body = body_of(self.sub_statement()?);
            branches.push(IfBranch {
                cond,
                body,
                span: self.span_from(if_start),
            });
            while self.at(K::Elseif) {
                let s = self.bump().span.start;
                let cond = self.paren_cond()?;
                let body = body_of(self.sub_statement()?);
                branches.push(IfBranch {
                    cond,
                    body,
                    span: self.span_from(s),
                });
            }
            if self.at(K::Else) {
                self.bump();
                if self.at(K::If) {
                    continue;
                }
                else_branch = Some(body_of(self.sub_statement()?));
            }
            break;
        }
        let i = If {
            branches,
            else_branch,
            alternative,
        };
        Ok(st(self.span_from(start), StmtKind::If(Box::new(i))))
    }

    /// A comma-separated `for` clause; `(void)` is allowed when `allow_void`.
    fn for_clause(&mut self, end: K, expected: &[K]) -> PResult<Vec<Expr>> {
        let mut out = Vec::new();
        if self.at(end) {
            return Ok(out);
        }
        loop {
            if self.at(K::VoidCast) {
                let s = self.bump().span.start;
                let e = self.expr()?;
                let span = self.span_from(s);
                out.push(Expr {
                    span,
                    kind: ExprKind::Cast(Box::new(Cast {
                        kind: CastKind::Void,
                        expr: e,
                    })),
                });
            } else {
                out.push(self.expr()?);
            }
            if self.eat(K::Comma).is_none() {
                break;
            }
        }
        if !self.at(end) {
            return Err(self.unexpected(expected));
        }
        Ok(out)
    }

    fn for_stmt(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        self.expect(K::LParen, &[K::LParen])?;
        let init = self.for_clause(K::Semicolon, &[K::Semicolon])?;
        self.bump();
        let cond = self.for_clause(K::Semicolon, &[K::Semicolon])?;
        if let Some(last) = cond.last() {
            if let ExprKind::Cast(c) = &last.kind {
                if c.kind == CastKind::Void {
                    // php's grammar does not allow `(void)` as the last condition.
                    return Err(self.unexpected(&[K::Comma]));
                }
            }
        }
        self.bump();
        let step = self.for_clause(K::RParen, &[K::RParen])?;
        self.bump();
        let body = if self.eat(K::Colon).is_some() {
            let b = self.inner_statements(K::Endfor)?;
            self.bump();
            self.expect(K::Semicolon, &[K::Semicolon])?;
            b
        } else {
            body_of(self.sub_statement()?)
        };
        Ok(st(
            self.span_from(start),
            StmtKind::For(Box::new(For {
                init,
                cond,
                step,
                body,
            })),
        ))
    }

    /// A foreach target: `&$v`, `$v`, `list(...)`, `[...]`. Returns (expr, by_ref).
    fn foreach_target(&mut self) -> PResult<(Expr, bool)> {
        match self.peek() {
            k if is_ampersand(k) => {
                self.bump();
                Ok((self.variable()?, true))
            }
            K::List => Ok((self.list_literal()?, false)),
            K::LBracket => {
                let start = self.tok().span.start;
                let arr = self.short_array_literal()?;
                if matches!(
                    self.peek(),
                    K::LBracket
                        | K::ObjectOperator
                        | K::NullsafeObjectOperator
                        | K::PaamayimNekudotayim
                        | K::LParen
                ) {
                    // `[...]` followed by a dereference is an ordinary variable.
                    let (e, cat) = self.postfix(arr, super::expr::Cat::Deref, start)?;
                    if cat != super::expr::Cat::Var {
                        return Err(self.unexpected(&[]));
                    }
                    return Ok((e, false));
                }
                Ok((arr, false))
            }
            _ => Ok((self.variable()?, false)),
        }
    }

    /// After a `variable` whose follower is wrong, php reports the dereference tokens.
    fn after_variable_error(&mut self) -> super::Stop {
        self.unexpected(&[K::ObjectOperator, K::NullsafeObjectOperator, K::LBracket])
    }

    fn foreach_target_error(&mut self, target: &Expr) -> super::Stop {
        match &target.kind {
            ExprKind::Array(a) if a.syntax == ArraySyntax::List => {
                self.unexpected(&[K::DoubleArrow, K::RParen])
            }
            ExprKind::Array(_) => self.unexpected(&[]),
            _ => self.after_variable_error(),
        }
    }

    fn foreach_stmt(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        self.expect(K::LParen, &[K::LParen])?;
        let subject = self.expr()?;
        self.expect(K::As, &[])?;
        let (first, first_ref) = self.foreach_target()?;
        let (key, value, by_ref) = if self.eat(K::DoubleArrow).is_some() {
            let (v, r) = self.foreach_target()?;
            if !self.at(K::RParen) {
                return Err(self.foreach_target_error(&v));
            }
            (Some(first), v, r)
        } else {
            if !self.at(K::RParen) {
                return Err(self.foreach_target_error(&first));
            }
            (None, first, first_ref)
        };
        self.expect(K::RParen, &[K::RParen])?;
        let body = if self.eat(K::Colon).is_some() {
            let b = self.inner_statements(K::Endforeach)?;
            self.bump();
            self.expect(K::Semicolon, &[K::Semicolon])?;
            b
        } else {
            body_of(self.sub_statement()?)
        };
        let f = Foreach {
            subject,
            key,
            value,
            by_ref,
            body,
        };
        Ok(st(self.span_from(start), StmtKind::Foreach(Box::new(f))))
    }

    fn switch_stmt(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        let subject = self.paren_cond()?;
        let alt = match self.peek() {
            K::LBrace => false,
            K::Colon => true,
            _ => return Err(self.unexpected(&[K::Colon, K::LBrace])),
        };
        self.bump();
        self.eat(K::Semicolon);
        let end = if alt { K::Endswitch } else { K::RBrace };
        let mut cases = Vec::new();
        loop {
            let t = self.tok();
            let cond = match t.kind {
                K::Case => {
                    self.bump();
                    Some(self.expr()?)
                }
                K::Default => {
                    self.bump();
                    None
                }
                k if k == end => break,
                _ => return Err(self.unexpected(&[K::Case, K::Default, end])),
            };
            if self.eat(K::Colon).is_none() && self.eat(K::Semicolon).is_none() {
                return Err(self.unexpected(if cond.is_none() {
                    &[K::Colon, K::Semicolon]
                } else {
                    &[]
                }));
            }
            let body = self.inner_statements_expecting(
                &[K::Case, K::Default, end],
                &[K::Case, K::Default, end],
            )?;
            cases.push(Case {
                cond,
                body,
                span: self.span_from(t.span.start),
            });
        }
        self.bump();
        if alt {
            self.expect(K::Semicolon, &[K::Semicolon])?;
        }
        Ok(st(
            self.span_from(start),
            StmtKind::Switch(Box::new(Switch { subject, cases })),
        ))
    }

    fn declare_stmt(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        self.expect(K::LParen, &[K::LParen])?;
        let mut directives = Vec::new();
        loop {
            let name = self.expect(K::String, &[K::String])?;
            self.expect(K::Equals, &[K::Equals])?;
            let value = self.expr()?;
            directives.push(DeclareDirective {
                name: self.ident(name),
                value,
                span: self.span_from(name.span.start),
            });
            if self.eat(K::Comma).is_none() {
                break;
            }
        }
        let rparen = self.expect(K::RParen, &[K::Comma, K::RParen])?;
        // php's `zend_handle_encoding_declaration`, a grammar action.
        if directives.iter().any(|d| {
            d.name.name.eq_ignore_ascii_case(b"encoding")
                && !matches!(
                    d.value.kind,
                    ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::String(_)
                )
        }) {
            return Err(self.fatal_at(rparen, "Encoding must be a literal"));
        }
        let body = if self.eat(K::Colon).is_some() {
            let b = self.inner_statements(K::Enddeclare)?;
            self.bump();
            self.expect(K::Semicolon, &[K::Semicolon])?;
            Some(b)
        } else if self.eat(K::Semicolon).is_some() {
            None
        } else {
            Some(body_of(self.sub_statement()?))
        };
        Ok(st(
            self.span_from(start),
            StmtKind::Declare(Box::new(Declare { directives, body })),
        ))
    }

    fn try_stmt(&mut self) -> PResult<Stmt> {
        let start = self.bump().span.start;
        self.expect(K::LBrace, &[K::LBrace])?;
        let body = self.inner_statements(K::RBrace)?;
        self.bump();
        let mut catches = Vec::new();
        while self.at(K::Catch) {
            let cs = self.bump().span.start;
            self.expect(K::LParen, &[K::LParen])?;
            let mut types = Vec::new();
            loop {
                let t = self.tok();
                if !is_name(t.kind) && t.kind != K::Static {
                    return Err(self.unexpected(&[]));
                }
                self.bump();
                types.push(self.name_from(t));
                if self.eat(K::Bar).is_none() {
                    break;
                }
            }
            let var = if self.at(K::Variable) {
                let v = self.bump();
                Some(self.var_name(v))
            } else {
                None
            };
            if !self.at(K::RParen) {
                return Err(self.unexpected(&[K::RParen]));
            }
            self.bump();
            self.expect(K::LBrace, &[K::LBrace])?;
            let cbody = self.inner_statements(K::RBrace)?;
            self.bump();
            catches.push(Catch {
                types,
                var,
                body: cbody,
                span: self.span_from(cs),
            });
        }
        let finally = if self.eat(K::Finally).is_some() {
            self.expect(K::LBrace, &[K::LBrace])?;
            let f = self.inner_statements(K::RBrace)?;
            self.bump();
            Some(f)
        } else {
            None
        };
        Ok(st(
            self.span_from(start),
            StmtKind::Try(Box::new(Try {
                body,
                catches,
                finally,
            })),
        ))
    }
}
