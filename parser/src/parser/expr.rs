//! Expressions: precedence climbing over php's operator table, primaries, postfix chains,
//! strings with interpolation, arrays, closures and `match`.

use super::literal::{self, Quote};
use super::strings::string_or_interp;
use super::{DecodedNumber, PResult, Parser, decode_number, semi_reserved};
use crate::ast::*;
use rphp_lexer::TokenKind as K;

/// Binding powers, lowest first (php's %left/%right/%nonassoc/%precedence lines).
pub(super) mod prec {
    pub const INCLUDE: u8 = 3;
    pub const OR: u8 = 4;
    pub const XOR: u8 = 5;
    pub const AND: u8 = 6;
    pub const PRINT: u8 = 7;
    pub const YIELD: u8 = 8;
    pub const DOUBLE_ARROW: u8 = 9;
    pub const YIELD_FROM: u8 = 10;
    pub const ASSIGN: u8 = 11;
    pub const TERNARY: u8 = 12;
    pub const COALESCE: u8 = 13;
    pub const BOOL_OR: u8 = 14;
    pub const BOOL_AND: u8 = 15;
    pub const BIT_OR: u8 = 16;
    pub const BIT_XOR: u8 = 17;
    pub const BIT_AND: u8 = 18;
    pub const EQUALITY: u8 = 19;
    pub const COMPARE: u8 = 20;
    pub const PIPE: u8 = 21;
    pub const CONCAT: u8 = 22;
    pub const SHIFT: u8 = 23;
    pub const ADD: u8 = 24;
    pub const MUL: u8 = 25;
    pub const NOT: u8 = 26;
    pub const INSTANCEOF: u8 = 27;
    pub const UNARY: u8 = 28;
    pub const POW: u8 = 29;
    pub const CLONE: u8 = 30;
}

/// What an operand can be followed by (php's variable / dereferenceable nonterminals).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Cat {
    /// `variable`: assignable, callable, fully dereferenceable.
    Var,
    /// `(expr)`, array/string literals, `new X()`: dereferenceable and callable.
    Deref,
    /// `A::B`: dereferenceable, not callable.
    ClassConst,
    /// `FOO`, `__LINE__`: only `[...]` and `->`.
    Const,
    /// Anything else: no postfix operators.
    Other,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Assoc {
    Left,
    Right,
    Non,
}

fn binary_op(k: K) -> Option<(u8, Assoc, BinaryOp)> {
    use Assoc::*;
    Some(match k {
        K::LogicalOr => (prec::OR, Left, BinaryOp::LogicalOr),
        K::LogicalXor => (prec::XOR, Left, BinaryOp::LogicalXor),
        K::LogicalAnd => (prec::AND, Left, BinaryOp::LogicalAnd),
        K::Coalesce => (prec::COALESCE, Right, BinaryOp::Coalesce),
        K::BooleanOr => (prec::BOOL_OR, Left, BinaryOp::BoolOr),
        K::BooleanAnd => (prec::BOOL_AND, Left, BinaryOp::BoolAnd),
        K::Bar => (prec::BIT_OR, Left, BinaryOp::BitOr),
        K::Caret => (prec::BIT_XOR, Left, BinaryOp::BitXor),
        K::AmpersandFollowedByVarOrVararg | K::AmpersandNotFollowedByVarOrVararg => {
            (prec::BIT_AND, Left, BinaryOp::BitAnd)
        }
        K::IsEqual => (prec::EQUALITY, Non, BinaryOp::Equal),
        K::IsNotEqual => (prec::EQUALITY, Non, BinaryOp::NotEqual),
        K::IsIdentical => (prec::EQUALITY, Non, BinaryOp::Identical),
        K::IsNotIdentical => (prec::EQUALITY, Non, BinaryOp::NotIdentical),
        K::Spaceship => (prec::EQUALITY, Non, BinaryOp::Spaceship),
        K::Lt => (prec::COMPARE, Non, BinaryOp::Less),
        K::IsSmallerOrEqual => (prec::COMPARE, Non, BinaryOp::LessEqual),
        K::Gt => (prec::COMPARE, Non, BinaryOp::Greater),
        K::IsGreaterOrEqual => (prec::COMPARE, Non, BinaryOp::GreaterEqual),
        K::Pipe => (prec::PIPE, Left, BinaryOp::Pipe),
        K::Dot => (prec::CONCAT, Left, BinaryOp::Concat),
        K::Sl => (prec::SHIFT, Left, BinaryOp::ShiftLeft),
        K::Sr => (prec::SHIFT, Left, BinaryOp::ShiftRight),
        K::Plus => (prec::ADD, Left, BinaryOp::Add),
        K::Minus => (prec::ADD, Left, BinaryOp::Sub),
        K::Star => (prec::MUL, Left, BinaryOp::Mul),
        K::Slash => (prec::MUL, Left, BinaryOp::Div),
        K::Percent => (prec::MUL, Left, BinaryOp::Mod),
        K::Pow => (prec::POW, Right, BinaryOp::Pow),
        _ => return None,
    })
}

fn assign_op(k: K) -> Option<AssignOpKind> {
    Some(match k {
        K::PlusEqual => AssignOpKind::Add,
        K::MinusEqual => AssignOpKind::Sub,
        K::MulEqual => AssignOpKind::Mul,
        K::DivEqual => AssignOpKind::Div,
        K::ConcatEqual => AssignOpKind::Concat,
        K::ModEqual => AssignOpKind::Mod,
        K::AndEqual => AssignOpKind::BitAnd,
        K::OrEqual => AssignOpKind::BitOr,
        K::XorEqual => AssignOpKind::BitXor,
        K::SlEqual => AssignOpKind::ShiftLeft,
        K::SrEqual => AssignOpKind::ShiftRight,
        K::PowEqual => AssignOpKind::Pow,
        K::CoalesceEqual => AssignOpKind::Coalesce,
        _ => return None,
    })
}

pub(super) fn is_name(k: K) -> bool {
    matches!(
        k,
        K::String | K::NameQualified | K::NameFullyQualified | K::NameRelative
    )
}

pub(super) fn is_ampersand(k: K) -> bool {
    matches!(
        k,
        K::AmpersandFollowedByVarOrVararg | K::AmpersandNotFollowedByVarOrVararg
    )
}

/// Tokens that can begin an expression (php's FIRST(expr)).
pub(super) fn starts_expr(k: K) -> bool {
    matches!(
        k,
        K::Variable
            | K::Dollar
            | K::String
            | K::NameQualified
            | K::NameFullyQualified
            | K::NameRelative
            | K::LNumber
            | K::DNumber
            | K::ConstantEncapsedString
            | K::DoubleQuote
            | K::StartHeredoc
            | K::Backtick
            | K::LBracket
            | K::LParen
            | K::Array
            | K::List
            | K::Isset
            | K::Empty
            | K::Include
            | K::IncludeOnce
            | K::Require
            | K::RequireOnce
            | K::Eval
            | K::New
            | K::Clone
            | K::Exit
            | K::Print
            | K::Yield
            | K::YieldFrom
            | K::Throw
            | K::Function
            | K::Fn
            | K::Static
            | K::Attribute
            | K::Match
            | K::Readonly
            | K::Bang
            | K::Tilde
            | K::Minus
            | K::Plus
            | K::At
            | K::Inc
            | K::Dec
            | K::IntCast
            | K::DoubleCast
            | K::StringCast
            | K::ArrayCast
            | K::ObjectCast
            | K::BoolCast
            | K::UnsetCast
            | K::Line
            | K::File
            | K::Dir
            | K::ClassC
            | K::TraitC
            | K::MethodC
            | K::FuncC
            | K::PropertyC
            | K::NsC
    )
}

/// Tokens that can begin a `variable` (php's FIRST(variable)).
pub(super) fn starts_variable(k: K) -> bool {
    matches!(
        k,
        K::Variable
            | K::Dollar
            | K::String
            | K::NameQualified
            | K::NameFullyQualified
            | K::NameRelative
            | K::Static
            | K::Readonly
            | K::LParen
            | K::LBracket
            | K::Array
            | K::ConstantEncapsedString
            | K::DoubleQuote
            | K::New
            | K::Line
            | K::File
            | K::Dir
            | K::ClassC
            | K::TraitC
            | K::MethodC
            | K::FuncC
            | K::PropertyC
            | K::NsC
    )
}

pub(super) fn mk(span: Span, kind: ExprKind) -> Expr {
    Expr { span, kind }
}

impl<'s> Parser<'s> {
    /// A full expression.
    pub(super) fn expr(&mut self) -> PResult<Expr> {
        self.expr_bp(0)
    }

    /// Precedence climbing: operators binding at least as tightly as `min`.
    pub(super) fn expr_bp(&mut self, min: u8) -> PResult<Expr> {
        self.enter()?;
        let r = self.expr_bp_inner(min);
        self.leave();
        r
    }

    fn expr_bp_inner(&mut self, min: u8) -> PResult<Expr> {
        let start = self.tok().span.start;
        let mut left = self.operand()?;
        let mut last_nonassoc: Option<u8> = None;
        loop {
            let k = self.peek();
            if k == K::Question {
                if prec::TERNARY < min {
                    break;
                }
                self.bump();
                let then = if self.eat(K::Colon).is_some() {
                    None
                } else {
                    let t = self.expr()?;
                    self.expect(K::Colon, &[])?;
                    Some(t)
                };
                let otherwise = self.expr_bp(prec::TERNARY + 1)?;
                left = mk(
                    self.span_from(start),
                    ExprKind::Ternary(Box::new(Ternary {
                        cond: left,
                        then,
                        otherwise,
                        parenthesized: false,
                    })),
                );
                last_nonassoc = None;
                continue;
            }
            if k == K::Instanceof {
                if prec::INSTANCEOF < min {
                    break;
                }
                self.bump();
                let class = self.class_name_reference()?;
                left = mk(
                    self.span_from(start),
                    ExprKind::Instanceof(Box::new(Instanceof { expr: left, class })),
                );
                last_nonassoc = None;
                continue;
            }
            let Some((p, assoc, op)) = binary_op(k) else {
                break;
            };
            if p < min {
                break;
            }
            if assoc == Assoc::Non && last_nonassoc == Some(p) {
                return Err(self.unexpected(&[]));
            }
            self.bump();
            let rhs_min = if assoc == Assoc::Right { p } else { p + 1 };
            let right = self.expr_bp(rhs_min)?;
            left = mk(
                self.span_from(start),
                ExprKind::Binary(Box::new(Binary { op, left, right })),
            );
            last_nonassoc = if assoc == Assoc::Non { Some(p) } else { None };
        }
        Ok(left)
    }

    /// A prefix-operator expression or a postfix chain (with trailing assignment).
    fn operand(&mut self) -> PResult<Expr> {
        let start_tok = self.tok();
        let start = start_tok.span.start;
        let unary = |op| Some(op);
        let (uop, cast) = match start_tok.kind {
            K::Bang => (unary(UnaryOp::Not), None),
            K::Tilde => (unary(UnaryOp::BitNot), None),
            K::Minus => (unary(UnaryOp::Neg), None),
            K::Plus => (unary(UnaryOp::Plus), None),
            K::At => (unary(UnaryOp::Silence), None),
            K::IntCast => (None, Some(CastKind::Int)),
            K::DoubleCast => (None, Some(CastKind::Float)),
            K::StringCast => (None, Some(CastKind::String)),
            K::ArrayCast => (None, Some(CastKind::Array)),
            K::ObjectCast => (None, Some(CastKind::Object)),
            K::BoolCast => (None, Some(CastKind::Bool)),
            K::UnsetCast => (None, Some(CastKind::Unset)),
            _ => (None, None),
        };
        if let Some(op) = uop {
            self.bump();
            let min = if op == UnaryOp::Not {
                prec::NOT + 1
            } else {
                prec::UNARY + 1
            };
            let expr = self.expr_bp(min)?;
            return Ok(mk(
                self.span_from(start),
                ExprKind::Unary(Box::new(Unary { op, expr })),
            ));
        }
        if let Some(kind) = cast {
            self.bump();
            let expr = self.expr_bp(prec::UNARY + 1)?;
            return Ok(mk(
                self.span_from(start),
                ExprKind::Cast(Box::new(Cast { kind, expr })),
            ));
        }
        match start_tok.kind {
            K::Inc | K::Dec => {
                self.bump();
                let var = self.variable()?;
                let op = if start_tok.kind == K::Inc {
                    IncDecOp::PreInc
                } else {
                    IncDecOp::PreDec
                };
                Ok(mk(
                    self.span_from(start),
                    ExprKind::IncDec(Box::new(IncDec { op, var })),
                ))
            }
            K::Clone => self.clone_expr(),
            K::Print => {
                self.bump();
                let e = self.expr_bp(prec::PRINT + 1)?;
                Ok(mk(self.span_from(start), ExprKind::Print(Box::new(e))))
            }
            K::Yield => {
                self.bump();
                if !starts_expr(self.peek()) {
                    return Ok(mk(
                        start_tok.span,
                        ExprKind::Yield(Box::new(Yield {
                            key: None,
                            value: None,
                        })),
                    ));
                }
                let first = self.expr_bp(prec::YIELD + 1)?;
                let y = if self.eat(K::DoubleArrow).is_some() {
                    let value = self.expr_bp(prec::DOUBLE_ARROW + 1)?;
                    Yield {
                        key: Some(first),
                        value: Some(value),
                    }
                } else {
                    Yield {
                        key: None,
                        value: Some(first),
                    }
                };
                Ok(mk(self.span_from(start), ExprKind::Yield(Box::new(y))))
            }
            K::YieldFrom => {
                self.bump();
                let e = self.expr_bp(prec::YIELD_FROM + 1)?;
                Ok(mk(self.span_from(start), ExprKind::YieldFrom(Box::new(e))))
            }
            K::Throw => {
                self.bump();
                let e = self.expr_bp(0)?;
                Ok(mk(self.span_from(start), ExprKind::Throw(Box::new(e))))
            }
            K::Include | K::IncludeOnce | K::Require | K::RequireOnce => {
                self.bump();
                let kind = match start_tok.kind {
                    K::Include => IncludeKind::Include,
                    K::IncludeOnce => IncludeKind::IncludeOnce,
                    K::Require => IncludeKind::Require,
                    _ => IncludeKind::RequireOnce,
                };
                let expr = self.expr_bp(prec::INCLUDE + 1)?;
                Ok(mk(
                    self.span_from(start),
                    ExprKind::Include(Box::new(Include { kind, expr })),
                ))
            }
            K::Function | K::Fn => self.closure(false, Vec::new(), start),
            K::Static if matches!(self.peek_at(1), K::Function | K::Fn) => {
                self.bump();
                self.closure(true, Vec::new(), start)
            }
            K::Attribute => {
                let attrs = self.attributes()?;
                match self.peek() {
                    K::Function | K::Fn => self.closure(false, attrs, start),
                    K::Static => {
                        self.bump();
                        if !matches!(self.peek(), K::Function | K::Fn) {
                            return Err(self.unexpected(&[K::Function, K::Fn]));
                        }
                        self.closure(true, attrs, start)
                    }
                    _ => Err(self.unexpected(&[K::Function, K::Fn, K::Static, K::Attribute])),
                }
            }
            _ => self.postfix_expr(),
        }
    }

    /// primary + postfix operators + assignment / `++` / `--` on variables.
    fn postfix_expr(&mut self) -> PResult<Expr> {
        let start = self.tok().span.start;
        let (e, cat) = self.primary()?;
        let (e, cat) = self.postfix(e, cat, start)?;
        self.assign_tail(e, cat, start)
    }

    /// After a `variable`: `=`, `= &`, `op=`, `++`, `--` (these bind regardless of the
    /// surrounding precedence, as in php's grammar).
    fn assign_tail(&mut self, e: Expr, cat: Cat, start: u32) -> PResult<Expr> {
        if cat != Cat::Var {
            return Ok(e);
        }
        let k = self.peek();
        if k == K::Equals {
            self.bump();
            if is_ampersand(self.peek()) {
                self.bump();
                let value = self.ref_target()?;
                return Ok(mk(
                    self.span_from(start),
                    ExprKind::AssignRef(Box::new(Assign { target: e, value })),
                ));
            }
            let value = self.expr_bp(prec::ASSIGN + 1)?;
            return Ok(mk(
                self.span_from(start),
                ExprKind::Assign(Box::new(Assign { target: e, value })),
            ));
        }
        if let Some(op) = assign_op(k) {
            self.bump();
            let value = self.expr_bp(prec::ASSIGN + 1)?;
            return Ok(mk(
                self.span_from(start),
                ExprKind::AssignOp(Box::new(AssignOp {
                    op,
                    target: e,
                    value,
                })),
            ));
        }
        if k == K::Inc || k == K::Dec {
            self.bump();
            let op = if k == K::Inc {
                IncDecOp::PostInc
            } else {
                IncDecOp::PostDec
            };
            return Ok(mk(
                self.span_from(start),
                ExprKind::IncDec(Box::new(IncDec { op, var: e })),
            ));
        }
        Ok(e)
    }

    /// The right side of `= &`: a variable; `new Foo` must have arguments there.
    fn ref_target(&mut self) -> PResult<Expr> {
        let start = self.tok().span.start;
        if self.at(K::New) {
            let (e, cat) = self.new_expr(true)?;
            let (e, cat) = self.postfix(e, cat, start)?;
            if cat != Cat::Var {
                return Err(self.unexpected(&[
                    K::ObjectOperator,
                    K::NullsafeObjectOperator,
                    K::LBracket,
                ]));
            }
            return Ok(e);
        }
        self.variable()
    }

    /// A `variable` (assignable): primary + postfix, without assignment.
    pub(super) fn variable(&mut self) -> PResult<Expr> {
        let start = self.tok().span.start;
        if !starts_variable(self.peek()) {
            return Err(self.unexpected(&[]));
        }
        let (e, cat) = self.primary()?;
        let (e, cat) = self.postfix(e, cat, start)?;
        if cat != Cat::Var {
            return Err(self.unexpected(&[
                K::ObjectOperator,
                K::NullsafeObjectOperator,
                K::LBracket,
            ]));
        }
        Ok(e)
    }

    pub(super) fn primary(&mut self) -> PResult<(Expr, Cat)> {
        let tok = self.tok();
        let start = tok.span.start;
        match tok.kind {
            K::Variable => {
                self.bump();
                Ok((
                    mk(tok.span, ExprKind::Variable(self.var_name(tok))),
                    Cat::Var,
                ))
            }
            K::Dollar => Ok((self.simple_variable()?, Cat::Var)),
            K::String | K::NameQualified | K::NameFullyQualified | K::NameRelative => {
                self.bump();
                let name = self.name_from(tok);
                match self.peek() {
                    K::LParen => {
                        let args = self.args()?;
                        let call = Call {
                            callee: Callee::Name(name),
                            args,
                        };
                        Ok((
                            mk(self.span_from(start), ExprKind::Call(Box::new(call))),
                            Cat::Var,
                        ))
                    }
                    K::PaamayimNekudotayim => self.static_member(ClassRef::Name(name), start),
                    _ => Ok((mk(tok.span, ExprKind::Constant(Box::new(name))), Cat::Const)),
                }
            }
            K::Static => {
                self.bump();
                if !self.at(K::PaamayimNekudotayim) {
                    return Err(self.unexpected(&[K::PaamayimNekudotayim]));
                }
                self.static_member(ClassRef::Static(tok.span), start)
            }
            K::Readonly => {
                self.bump();
                if !self.at(K::LParen) {
                    return Err(self.unexpected(&[K::LParen]));
                }
                let args = self.args()?;
                let name = Name {
                    kind: NameKind::Unqualified,
                    name: self.bytes(tok),
                    span: tok.span,
                };
                let call = Call {
                    callee: Callee::Name(name),
                    args,
                };
                Ok((
                    mk(self.span_from(start), ExprKind::Call(Box::new(call))),
                    Cat::Var,
                ))
            }
            K::LNumber | K::DNumber => {
                self.bump();
                let kind = match decode_number(self.text(tok)) {
                    DecodedNumber::Int(i) => ExprKind::Int(i),
                    DecodedNumber::Float(f) => ExprKind::Float(f),
                };
                Ok((mk(tok.span, kind), Cat::Other))
            }
            K::ConstantEncapsedString => {
                self.bump();
                let raw = self.text(tok);
                let first = raw.iter().copied().find(|&b| b != b'b' && b != b'B');
                let value = if first == Some(b'\'') {
                    literal::decode_single_quoted(raw)
                } else {
                    literal::decode_double_quoted_token(raw)
                };
                Ok((mk(tok.span, ExprKind::String(value.into())), Cat::Deref))
            }
            K::DoubleQuote => {
                self.bump();
                let parts = self.interpolated(K::DoubleQuote, Quote::Double)?;
                let close = self.expect(K::DoubleQuote, &[])?;
                let span = tok.span.to(close.span);
                Ok((mk(span, string_or_interp(parts)), Cat::Deref))
            }
            K::Backtick => {
                self.bump();
                let parts = self.interpolated(K::Backtick, Quote::Backtick)?;
                let close = self.expect(K::Backtick, &[])?;
                Ok((
                    mk(tok.span.to(close.span), ExprKind::ShellExec(parts.into())),
                    Cat::Other,
                ))
            }
            K::StartHeredoc => Ok((self.heredoc()?, Cat::Other)),
            K::LBracket => {
                self.bump();
                let items = self.array_items(K::RBracket)?;
                let close = self.expect(K::RBracket, &[K::RBracket])?;
                let arr = mk(
                    tok.span.to(close.span),
                    ExprKind::Array(Box::new(ArrayLiteral {
                        syntax: ArraySyntax::Short,
                        items,
                    })),
                );
                if self.at(K::Equals) {
                    self.bump();
                    let value = self.expr_bp(prec::ASSIGN + 1)?;
                    let e = mk(
                        self.span_from(start),
                        ExprKind::Assign(Box::new(Assign { target: arr, value })),
                    );
                    return Ok((e, Cat::Other));
                }
                Ok((arr, Cat::Deref))
            }
            K::Array => {
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                let items = self.array_items(K::RParen)?;
                self.expect(K::RParen, &[K::RParen])?;
                let arr = ArrayLiteral {
                    syntax: ArraySyntax::Long,
                    items,
                };
                Ok((
                    mk(self.span_from(start), ExprKind::Array(Box::new(arr))),
                    Cat::Deref,
                ))
            }
            K::List => {
                let list = self.list_literal()?;
                self.expect(K::Equals, &[K::Equals])?;
                let value = self.expr_bp(prec::ASSIGN + 1)?;
                let e = mk(
                    self.span_from(start),
                    ExprKind::Assign(Box::new(Assign {
                        target: list,
                        value,
                    })),
                );
                Ok((e, Cat::Other))
            }
            K::LParen => {
                self.bump();
                let mut e = self.expr()?;
                self.expect(K::RParen, &[])?;
                match &mut e.kind {
                    ExprKind::Ternary(t) => t.parenthesized = true,
                    ExprKind::ArrowFn(f) => f.parenthesized = true,
                    ExprKind::StaticProp(p) => p.parenthesized = true,
                    _ => {}
                }
                Ok((e, Cat::Deref))
            }
            K::Line
            | K::File
            | K::Dir
            | K::ClassC
            | K::TraitC
            | K::MethodC
            | K::FuncC
            | K::PropertyC
            | K::NsC => {
                self.bump();
                let m = match tok.kind {
                    K::Line => MagicConst::Line,
                    K::File => MagicConst::File,
                    K::Dir => MagicConst::Dir,
                    K::ClassC => MagicConst::Class,
                    K::TraitC => MagicConst::Trait,
                    K::MethodC => MagicConst::Method,
                    K::FuncC => MagicConst::Function,
                    K::PropertyC => MagicConst::Property,
                    _ => MagicConst::Namespace,
                };
                Ok((mk(tok.span, ExprKind::MagicConst(m)), Cat::Const))
            }
            K::Isset => {
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                let mut vars = vec![self.expr()?];
                while self.eat(K::Comma).is_some() {
                    if self.at(K::RParen) {
                        break;
                    }
                    vars.push(self.expr()?);
                }
                self.expect(K::RParen, &[K::RParen])?;
                Ok((
                    mk(self.span_from(start), ExprKind::Isset(vars.into())),
                    Cat::Other,
                ))
            }
            K::Empty | K::Eval => {
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                let e = self.expr()?;
                self.expect(K::RParen, &[])?;
                let kind = if tok.kind == K::Empty {
                    ExprKind::Empty(Box::new(e))
                } else {
                    ExprKind::Eval(Box::new(e))
                };
                Ok((mk(self.span_from(start), kind), Cat::Other))
            }
            K::Exit => {
                self.bump();
                let die = self.text(tok).eq_ignore_ascii_case(b"die");
                let args = if self.at(K::LParen) {
                    Some(self.args()?)
                } else {
                    None
                };
                Ok((
                    mk(
                        self.span_from(start),
                        ExprKind::Exit(Box::new(Exit { die, args })),
                    ),
                    Cat::Other,
                ))
            }
            K::New => self.new_expr(false),
            K::Match => Ok((self.match_expr()?, Cat::Other)),
            _ => Err(self.unexpected(&[])),
        }
    }

    /// Postfix operators: `[...]`, `->`, `?->`, `::`, `(...)`.
    pub(super) fn postfix(
        &mut self,
        mut e: Expr,
        mut cat: Cat,
        start: u32,
    ) -> PResult<(Expr, Cat)> {
        loop {
            match self.peek() {
                K::LBracket if cat != Cat::Other => {
                    self.bump();
                    let index = if self.at(K::RBracket) {
                        None
                    } else {
                        Some(self.expr()?)
                    };
                    self.expect(K::RBracket, &[K::RBracket])?;
                    e = mk(
                        self.span_from(start),
                        ExprKind::Dim(Box::new(DimFetch { base: e, index })),
                    );
                    cat = Cat::Var;
                }
                K::ObjectOperator | K::NullsafeObjectOperator if cat != Cat::Other => {
                    let nullsafe = self.bump().kind == K::NullsafeObjectOperator;
                    let name = self.property_name()?;
                    if self.at(K::LParen) {
                        let args = self.args()?;
                        let call = MethodCall {
                            object: e,
                            name,
                            args,
                            nullsafe,
                        };
                        e = mk(self.span_from(start), ExprKind::MethodCall(Box::new(call)));
                    } else {
                        let prop = PropFetch {
                            object: e,
                            name,
                            nullsafe,
                        };
                        e = mk(self.span_from(start), ExprKind::Prop(Box::new(prop)));
                    }
                    cat = Cat::Var;
                }
                K::PaamayimNekudotayim
                    if matches!(cat, Cat::Var | Cat::Deref | Cat::ClassConst) =>
                {
                    let (ne, ncat) = self.static_member(ClassRef::Expr(e), start)?;
                    e = ne;
                    cat = ncat;
                }
                K::LParen if matches!(cat, Cat::Var | Cat::Deref) => {
                    let args = self.args()?;
                    let call = Call {
                        callee: Callee::Expr(e),
                        args,
                    };
                    e = mk(self.span_from(start), ExprKind::Call(Box::new(call)));
                    cat = Cat::Var;
                }
                _ => return Ok((e, cat)),
            }
        }
    }

    /// `X::` followed by a member: constant, static property or static call.
    fn static_member(&mut self, class: ClassRef, start: u32) -> PResult<(Expr, Cat)> {
        self.bump(); // ::
        let tok = self.tok();
        match tok.kind {
            K::Variable | K::Dollar => {
                let var = self.simple_variable()?;
                if self.at(K::LParen) {
                    let args = self.args()?;
                    let call = StaticCall {
                        class,
                        name: MemberName::Expr(var),
                        args,
                    };
                    return Ok((
                        mk(self.span_from(start), ExprKind::StaticCall(Box::new(call))),
                        Cat::Var,
                    ));
                }
                let name = match var.kind {
                    ExprKind::Variable(n) => MemberName::Ident(Ident {
                        name: n,
                        span: var.span,
                    }),
                    ExprKind::VariableVariable(inner) => MemberName::Expr(*inner),
                    other => MemberName::Expr(Expr {
                        span: var.span,
                        kind: other,
                    }),
                };
                let sp = StaticPropFetch {
                    class,
                    name,
                    parenthesized: false,
                };
                Ok((
                    mk(self.span_from(start), ExprKind::StaticProp(Box::new(sp))),
                    Cat::Var,
                ))
            }
            K::LBrace => {
                self.bump();
                let inner = self.expr()?;
                self.expect(K::RBrace, &[])?;
                if self.at(K::LParen) {
                    let args = self.args()?;
                    let call = StaticCall {
                        class,
                        name: MemberName::Expr(inner),
                        args,
                    };
                    return Ok((
                        mk(self.span_from(start), ExprKind::StaticCall(Box::new(call))),
                        Cat::Var,
                    ));
                }
                let cc = ClassConstFetch {
                    class,
                    name: MemberName::Expr(inner),
                };
                Ok((
                    mk(self.span_from(start), ExprKind::ClassConst(Box::new(cc))),
                    Cat::ClassConst,
                ))
            }
            k if k == K::String || semi_reserved(k) => {
                self.bump();
                let name = MemberName::Ident(self.keyword_ident(tok)?);
                if self.at(K::LParen) {
                    let args = self.args()?;
                    let call = StaticCall { class, name, args };
                    return Ok((
                        mk(self.span_from(start), ExprKind::StaticCall(Box::new(call))),
                        Cat::Var,
                    ));
                }
                let cc = ClassConstFetch { class, name };
                Ok((
                    mk(self.span_from(start), ExprKind::ClassConst(Box::new(cc))),
                    Cat::ClassConst,
                ))
            }
            _ => Err(self.unexpected(&[])),
        }
    }

    /// After `->`: identifier, `{expr}` or a simple variable.
    fn property_name(&mut self) -> PResult<MemberName> {
        let tok = self.tok();
        match tok.kind {
            K::String => {
                self.bump();
                Ok(MemberName::Ident(self.ident(tok)))
            }
            K::LBrace => {
                self.bump();
                let e = self.expr()?;
                self.expect(K::RBrace, &[])?;
                Ok(MemberName::Expr(e))
            }
            K::Variable | K::Dollar => Ok(MemberName::Expr(self.simple_variable()?)),
            // The lexer returns keywords after `->` as identifiers; accept them defensively.
            k if semi_reserved(k) => {
                self.bump();
                Ok(MemberName::Ident(self.ident(tok)))
            }
            _ => Err(self.unexpected(&[K::String, K::Variable, K::LBrace, K::Dollar])),
        }
    }

    /// `$name`, `$$name`, `${expr}`.
    pub(super) fn simple_variable(&mut self) -> PResult<Expr> {
        let tok = self.tok();
        match tok.kind {
            K::Variable => {
                self.bump();
                Ok(mk(tok.span, ExprKind::Variable(self.var_name(tok))))
            }
            K::Dollar => {
                self.bump();
                self.enter()?;
                let inner = if self.at(K::LBrace) {
                    self.bump();
                    let e = self.expr();
                    let e = match e {
                        Ok(e) => e,
                        Err(s) => {
                            self.leave();
                            return Err(s);
                        }
                    };
                    if let Err(s) = self.expect(K::RBrace, &[]) {
                        self.leave();
                        return Err(s);
                    }
                    e
                } else if matches!(self.peek(), K::Variable | K::Dollar) {
                    let r = self.simple_variable();
                    match r {
                        Ok(e) => e,
                        Err(s) => {
                            self.leave();
                            return Err(s);
                        }
                    }
                } else {
                    self.leave();
                    return Err(self.unexpected(&[K::Variable, K::LBrace, K::Dollar]));
                };
                self.leave();
                Ok(mk(
                    self.span_from(tok.span.start),
                    ExprKind::VariableVariable(Box::new(inner)),
                ))
            }
            _ => Err(self.unexpected(&[K::Variable, K::Dollar])),
        }
    }

    /// `(args)` at the current `(`.
    pub(super) fn args(&mut self) -> PResult<ArgList> {
        let open = self.expect(K::LParen, &[K::LParen])?;
        if self.at(K::Ellipsis) && self.peek_at(1) == K::RParen {
            self.bump();
            let close = self.bump();
            return Ok(ArgList {
                kind: ArgListKind::FirstClassCallable,
                span: open.span.to(close.span),
            });
        }
        let mut args = Vec::new();
        loop {
            if self.at(K::RParen) {
                break;
            }
            if !self.at_arg_start() {
                if semi_reserved(self.peek()) {
                    // php reduced the keyword to a named-argument identifier.
                    self.bump();
                    return Err(self.unexpected(&[K::Colon]));
                }
                return Err(self.unexpected(if args.is_empty() { &[] } else { &[K::RParen] }));
            }
            args.push(self.arg()?);
            if self.eat(K::Comma).is_none() {
                break;
            }
        }
        let close = self.expect(K::RParen, &[K::RParen])?;
        Ok(ArgList {
            kind: ArgListKind::Args(args),
            span: open.span.to(close.span),
        })
    }

    fn at_arg_start(&self) -> bool {
        let k = self.peek();
        k == K::Ellipsis || starts_expr(k) || (semi_reserved(k) && self.peek_at(1) == K::Colon)
    }

    fn arg(&mut self) -> PResult<Arg> {
        let tok = self.tok();
        let start = tok.span.start;
        if tok.kind == K::Ellipsis {
            self.bump();
            let value = self.expr()?;
            return Ok(Arg {
                name: None,
                value,
                spread: true,
                span: self.span_from(start),
            });
        }
        if (tok.kind == K::String || semi_reserved(tok.kind)) && self.peek_at(1) == K::Colon {
            self.bump();
            let name = self.keyword_ident(tok)?;
            self.bump();
            let value = self.expr()?;
            return Ok(Arg {
                name: Some(name),
                value,
                spread: false,
                span: self.span_from(start),
            });
        }
        if semi_reserved(tok.kind) {
            // In bison the keyword may still become a named-argument identifier: an error
            // right after it reports `expecting ":"`.
            let after = self.toks_after(1);
            return match self.expr() {
                Ok(value) => Ok(Arg {
                    name: None,
                    value,
                    spread: false,
                    span: self.span_from(start),
                }),
                Err(stop) => {
                    self.retarget_colon_error(after);
                    Err(stop)
                }
            };
        }
        let value = self.expr()?;
        Ok(Arg {
            name: None,
            value,
            spread: false,
            span: self.span_from(start),
        })
    }

    /// Array items up to (not including) `close`.
    fn array_items(&mut self, close: K) -> PResult<Vec<Option<ArrayItem>>> {
        let mut items = Vec::new();
        loop {
            if self.at(K::Comma) {
                self.bump();
                items.push(None);
                continue;
            }
            if self.at(close) {
                break;
            }
            if !(starts_expr(self.peek()) || self.at(K::Ellipsis) || is_ampersand(self.peek())) {
                return Err(self.unexpected(&[close]));
            }
            items.push(Some(self.array_item()?));
            if self.eat(K::Comma).is_none() {
                if !self.at(close) {
                    return Err(self.unexpected(&[close]));
                }
                return Ok(items);
            }
        }
        // `[a, ]` has no empty slot here: an item's own comma is eaten with it, so a `None`
        // is a real hole (`[a, , ]`, `[, ]`) and php's rtrim of the one trailing slot is
        // already done.
        Ok(items)
    }

    fn array_item(&mut self) -> PResult<ArrayItem> {
        let start = self.tok().span.start;
        if self.eat(K::Ellipsis).is_some() {
            let value = self.expr()?;
            return Ok(ArrayItem {
                key: None,
                value,
                by_ref: false,
                spread: true,
                span: self.span_from(start),
            });
        }
        if is_ampersand(self.peek()) {
            self.bump();
            let value = self.variable()?;
            return Ok(ArrayItem {
                key: None,
                value,
                by_ref: true,
                spread: false,
                span: self.span_from(start),
            });
        }
        if self.at(K::List) {
            let value = self.list_literal()?;
            return Ok(ArrayItem {
                key: None,
                value,
                by_ref: false,
                spread: false,
                span: self.span_from(start),
            });
        }
        let first = self.expr()?;
        if self.eat(K::DoubleArrow).is_none() {
            return Ok(ArrayItem {
                key: None,
                value: first,
                by_ref: false,
                spread: false,
                span: self.span_from(start),
            });
        }
        if is_ampersand(self.peek()) {
            self.bump();
            let value = self.variable()?;
            return Ok(ArrayItem {
                key: Some(first),
                value,
                by_ref: true,
                spread: false,
                span: self.span_from(start),
            });
        }
        let value = if self.at(K::List) {
            self.list_literal()?
        } else {
            self.expr()?
        };
        Ok(ArrayItem {
            key: Some(first),
            value,
            by_ref: false,
            spread: false,
            span: self.span_from(start),
        })
    }

    /// `list(...)` (destructuring only).
    pub(super) fn list_literal(&mut self) -> PResult<Expr> {
        let start = self.bump().span.start;
        self.expect(K::LParen, &[K::LParen])?;
        self.enter()?;
        let items = self.array_items(K::RParen);
        self.leave();
        let items = items?;
        self.expect(K::RParen, &[K::RParen])?;
        let arr = ArrayLiteral {
            syntax: ArraySyntax::List,
            items,
        };
        Ok(mk(self.span_from(start), ExprKind::Array(Box::new(arr))))
    }

    /// `[...]` (current token) for destructuring targets (foreach).
    pub(super) fn short_array_literal(&mut self) -> PResult<Expr> {
        let start = self.bump().span.start;
        let items = self.array_items(K::RBracket)?;
        self.expect(K::RBracket, &[K::RBracket])?;
        let arr = ArrayLiteral {
            syntax: ArraySyntax::Short,
            items,
        };
        Ok(mk(self.span_from(start), ExprKind::Array(Box::new(arr))))
    }

    /// `class_name_reference` (after `new` / `instanceof`): a class name, `static`, a
    /// `new_variable` chain, or `(expr)`.
    pub(super) fn class_name_reference(&mut self) -> PResult<ClassRef> {
        let tok = self.tok();
        match tok.kind {
            k if is_name(k) => {
                self.bump();
                let name = self.name_from(tok);
                if self.at(K::PaamayimNekudotayim) {
                    let e = self.new_variable_tail_static(ClassRef::Name(name), tok.span.start)?;
                    return Ok(ClassRef::Expr(e));
                }
                Ok(ClassRef::Name(name))
            }
            K::Static => {
                self.bump();
                if self.at(K::PaamayimNekudotayim) {
                    let e =
                        self.new_variable_tail_static(ClassRef::Static(tok.span), tok.span.start)?;
                    return Ok(ClassRef::Expr(e));
                }
                Ok(ClassRef::Static(tok.span))
            }
            K::Variable | K::Dollar => {
                let v = self.simple_variable()?;
                Ok(ClassRef::Expr(self.new_variable_tail(v, tok.span.start)?))
            }
            K::LParen => {
                self.bump();
                let e = self.expr()?;
                self.expect(K::RParen, &[])?;
                Ok(ClassRef::Expr(e))
            }
            _ => Err(self.unexpected(&[])),
        }
    }

    /// `Name::$var` then the rest of a `new_variable`.
    fn new_variable_tail_static(&mut self, class: ClassRef, start: u32) -> PResult<Expr> {
        self.bump(); // ::
        let var = self.simple_variable_expected(&[K::Variable, K::Dollar])?;
        let sp = StaticPropFetch {
            class,
            name: var_to_member(var),
            parenthesized: false,
        };
        let e = mk(self.span_from(start), ExprKind::StaticProp(Box::new(sp)));
        self.new_variable_tail(e, start)
    }

    fn simple_variable_expected(&mut self, expected: &[K]) -> PResult<Expr> {
        if matches!(self.peek(), K::Variable | K::Dollar) {
            self.simple_variable()
        } else {
            Err(self.unexpected(expected))
        }
    }

    /// `[expr]`, `->prop`, `?->prop`, `::$var` chains (no calls) after a simple variable.
    fn new_variable_tail(&mut self, mut e: Expr, start: u32) -> PResult<Expr> {
        loop {
            match self.peek() {
                K::LBracket => {
                    self.bump();
                    let index = if self.at(K::RBracket) {
                        None
                    } else {
                        Some(self.expr()?)
                    };
                    self.expect(K::RBracket, &[K::RBracket])?;
                    e = mk(
                        self.span_from(start),
                        ExprKind::Dim(Box::new(DimFetch { base: e, index })),
                    );
                }
                K::ObjectOperator | K::NullsafeObjectOperator => {
                    let nullsafe = self.bump().kind == K::NullsafeObjectOperator;
                    let name = self.property_name()?;
                    e = mk(
                        self.span_from(start),
                        ExprKind::Prop(Box::new(PropFetch {
                            object: e,
                            name,
                            nullsafe,
                        })),
                    );
                }
                K::PaamayimNekudotayim => {
                    self.bump();
                    let var = self.simple_variable_expected(&[K::Variable, K::Dollar])?;
                    let sp = StaticPropFetch {
                        class: ClassRef::Expr(e),
                        name: var_to_member(var),
                        parenthesized: false,
                    };
                    e = mk(self.span_from(start), ExprKind::StaticProp(Box::new(sp)));
                }
                _ => return Ok(e),
            }
        }
    }

    /// `new ...`. With `require_args`, a missing argument list is an error (`= &new Foo`).
    fn new_expr(&mut self, require_args: bool) -> PResult<(Expr, Cat)> {
        let start = self.bump().span.start;
        // Anonymous class: new [#[attrs]] [modifiers] class [(args)] [extends] [implements] {...}
        let mut attrs = Vec::new();
        if self.at(K::Attribute) {
            attrs = self.attributes()?;
        }
        if matches!(self.peek(), K::Class | K::Readonly | K::Final | K::Abstract)
            && (self.at(K::Class) || !attrs.is_empty() || self.anon_class_ahead())
        {
            let (decl, args) = self.anonymous_class(attrs, start)?;
            let new = New {
                class: NewClass::Anonymous(Box::new(decl)),
                args,
            };
            return Ok((
                mk(self.span_from(start), ExprKind::New(Box::new(new))),
                Cat::Deref,
            ));
        }
        if !attrs.is_empty()
            || !matches!(self.peek(), K::Static | K::Variable | K::Dollar | K::LParen)
                && !is_name(self.peek())
        {
            return Err(self.unexpected(&[K::Class]));
        }
        let class = match self.class_name_reference()? {
            ClassRef::Name(n) => NewClass::Name(n),
            ClassRef::Static(s) => NewClass::Static(s),
            ClassRef::Expr(e) => NewClass::Expr(e),
        };
        if self.at(K::LParen) {
            let args = self.args()?;
            let new = New {
                class,
                args: Some(args),
            };
            return Ok((
                mk(self.span_from(start), ExprKind::New(Box::new(new))),
                Cat::Deref,
            ));
        }
        if require_args {
            return Err(self.unexpected(&[K::LParen]));
        }
        let new = New { class, args: None };
        Ok((
            mk(self.span_from(start), ExprKind::New(Box::new(new))),
            Cat::Other,
        ))
    }

    /// After `new`: modifiers followed by `class`?
    fn anon_class_ahead(&self) -> bool {
        let mut i = 0;
        loop {
            match self.peek_at(i) {
                K::Readonly | K::Final | K::Abstract => i += 1,
                K::Class => return true,
                _ => return false,
            }
        }
    }

    /// `clone expr` or (php 8.5) `clone(args)`.
    fn clone_expr(&mut self) -> PResult<Expr> {
        let clone_tok = self.bump();
        let start = clone_tok.span.start;
        if !self.at(K::LParen) {
            let e = self.expr_bp(prec::CLONE + 1)?;
            return Ok(mk(self.span_from(start), ExprKind::Clone(Box::new(e))));
        }
        // `clone(` — a call to \clone unless it is a single parenthesized expression.
        let open = self.tok();
        let callee = Callee::Name(Name {
            kind: NameKind::FullyQualified,
            name: (*b"clone").into(),
            span: clone_tok.span,
        });
        let simple_first = starts_expr(self.peek_at(1))
            && !((self.peek_at(1) == K::String || semi_reserved(self.peek_at(1)))
                && self.peek_at(2) == K::Colon);
        if !simple_first {
            let args = self.args()?;
            let call = Call { callee, args };
            return Ok(mk(self.span_from(start), ExprKind::Call(Box::new(call))));
        }
        self.bump(); // (
        let first = self.expr()?;
        if self.at(K::Comma) {
            let mut args = vec![Arg {
                name: None,
                value: first,
                spread: false,
                span: Span::default(),
            }];
            if let Some(a) = args.first_mut() {
                a.span = a.value.span;
            }
            while self.eat(K::Comma).is_some() {
                if self.at(K::RParen) {
                    break;
                }
                if !self.at_arg_start() {
                    return Err(self.unexpected(&[K::RParen]));
                }
                args.push(self.arg()?);
            }
            let close = self.expect(K::RParen, &[K::RParen])?;
            let list = ArgList {
                kind: ArgListKind::Args(args),
                span: open.span.to(close.span),
            };
            return Ok(mk(
                self.span_from(start),
                ExprKind::Call(Box::new(Call { callee, args: list })),
            ));
        }
        self.expect(K::RParen, &[])?;
        // `clone (expr)...`: the parenthesized expression continues as an operand.
        let mut inner = first;
        if let ExprKind::Ternary(t) = &mut inner.kind {
            t.parenthesized = true;
        }
        let (e, cat) = self.postfix(inner, Cat::Deref, open.span.start)?;
        let e = self.assign_tail(e, cat, open.span.start)?;
        let e = self.binary_tail(e, open.span.start, prec::CLONE + 1)?;
        Ok(mk(self.span_from(start), ExprKind::Clone(Box::new(e))))
    }

    /// Continue a precedence-climbing loop from an already parsed left operand.
    pub(super) fn binary_tail(&mut self, left: Expr, start: u32, min: u8) -> PResult<Expr> {
        let mut left = left;
        loop {
            let Some((p, assoc, op)) = binary_op(self.peek()) else {
                return Ok(left);
            };
            if p < min {
                return Ok(left);
            }
            self.bump();
            let rhs_min = if assoc == Assoc::Right { p } else { p + 1 };
            let right = self.expr_bp(rhs_min)?;
            left = mk(
                self.span_from(start),
                ExprKind::Binary(Box::new(Binary { op, left, right })),
            );
        }
    }
}

fn var_to_member(var: Expr) -> MemberName {
    match var.kind {
        ExprKind::Variable(n) => MemberName::Ident(Ident {
            name: n,
            span: var.span,
        }),
        ExprKind::VariableVariable(inner) => MemberName::Expr(*inner),
        other => MemberName::Expr(Expr {
            span: var.span,
            kind: other,
        }),
    }
}

impl<'s> Parser<'s> {
    /// `#[A] [static] function/fn ...` at statement start (attributes already parsed).
    pub(super) fn attributed_closure(
        &mut self,
        attrs: Vec<AttributeGroup>,
        start: u32,
    ) -> PResult<Expr> {
        let is_static = if self.at(K::Static) {
            self.bump();
            true
        } else {
            false
        };
        if !matches!(self.peek(), K::Function | K::Fn) {
            return Err(self.unexpected(&[K::Function, K::Fn]));
        }
        let c = self.closure(is_static, attrs, start)?;
        self.binary_tail(c, start, 0)
    }
}
