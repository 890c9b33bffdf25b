//! Expressions: literals, variables, operators, calls, closures, `match`, `new`, strings.

use super::{AttributeGroup, Bytes, ClassDecl, ClosureUse, Ident, Name, Param, Span, Stmt, Type};

/// An expression with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub span: Span,
    pub kind: ExprKind,
}

/// All expression forms. Large payloads are boxed to keep `Expr` at 32 bytes.
#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// `$name` (the name without `$`).
    Variable(Bytes),
    /// `$$expr`, `${expr}`: a variable whose name is computed.
    VariableVariable(Box<Expr>),
    /// Integer literal (already decoded: hex, octal, binary, `_` separators).
    Int(i64),
    /// Float literal, or an integer literal that overflowed.
    Float(f64),
    /// A string without interpolation (quotes, nowdoc, heredoc without variables), decoded.
    String(Bytes),
    /// `"..."` or heredoc with interpolation.
    Interpolated(Box<[StrPart]>),
    /// `` `...` ``: shell execution, with interpolation.
    ShellExec(Box<[StrPart]>),
    /// `[...]`, `array(...)`, `list(...)`.
    Array(Box<ArrayLiteral>),
    /// A constant: `FOO`, `\Foo\BAR`, `true`, `null`.
    Constant(Box<Name>),
    /// `__LINE__` and friends.
    MagicConst(MagicConst),
    /// `Foo::BAR`, `$obj::BAR`, `Foo::{$name}`, `Foo::class`.
    ClassConst(Box<ClassConstFetch>),
    /// `Foo::$bar`, `$obj::$$name`.
    StaticProp(Box<StaticPropFetch>),
    /// `$obj->prop`, `$obj?->prop`.
    Prop(Box<PropFetch>),
    /// `$a[expr]`, `$a[]`.
    Dim(Box<DimFetch>),
    /// `foo(...)`, `$f(...)`, `(expr)(...)`. Also `exit`/`die`/`clone(...)` as calls to `\exit`,
    /// `\clone` (see `Call::callee`).
    Call(Box<Call>),
    /// `$obj->name(...)`, `$obj?->name(...)`.
    MethodCall(Box<MethodCall>),
    /// `Foo::name(...)`, `static::$name(...)`.
    StaticCall(Box<StaticCall>),
    /// `new Foo(...)`, `new class(...) {...}`.
    New(Box<New>),
    /// `clone $expr`.
    Clone(Box<Expr>),
    /// `$a = expr`, `[$a, $b] = expr`, `list(...) = expr`.
    Assign(Box<Assign>),
    /// `$a = &$b`.
    AssignRef(Box<Assign>),
    /// `$a += expr` etc., including `??=`.
    AssignOp(Box<AssignOp>),
    /// Binary operators (arithmetic, comparison, logical, `??`, `|>`).
    Binary(Box<Binary>),
    /// `!`, `~`, unary `-`/`+`, `@`.
    Unary(Box<Unary>),
    /// `++$a`, `$a--`, ...
    IncDec(Box<IncDec>),
    /// `(int) expr`, ... and the statement-level `(void) expr` (8.5).
    Cast(Box<Cast>),
    /// `expr instanceof Class`.
    Instanceof(Box<Instanceof>),
    /// `a ? b : c`, `a ?: c`.
    Ternary(Box<Ternary>),
    /// `isset($a, $b)`.
    Isset(Box<[Expr]>),
    /// `empty(expr)`.
    Empty(Box<Expr>),
    /// `include`/`include_once`/`require`/`require_once`.
    Include(Box<Include>),
    /// `eval(expr)`.
    Eval(Box<Expr>),
    /// `exit`, `exit(...)`, `die(...)`: a call to `\exit` (php 8.4+); `args` is `None` for
    /// bare `exit`.
    Exit(Box<Exit>),
    /// `print expr`.
    Print(Box<Expr>),
    /// `yield`, `yield v`, `yield k => v`.
    Yield(Box<Yield>),
    /// `yield from expr`.
    YieldFrom(Box<Expr>),
    /// `throw expr`.
    Throw(Box<Expr>),
    /// `function (...) use (...) {...}`.
    Closure(Box<Closure>),
    /// `fn (...) => expr`.
    ArrowFn(Box<ArrowFn>),
    /// `match (expr) { ... }`.
    Match(Box<Match>),
}

/// A piece of an interpolated string.
#[derive(Debug, Clone, PartialEq)]
pub enum StrPart {
    /// Literal bytes (escape sequences decoded; heredoc indentation removed).
    Literal(Bytes),
    /// `$a`, `$a[0]`, `$a->b`, `${expr}`, `{$expr}`.
    Expr(Expr),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MagicConst {
    Line,
    File,
    Dir,
    Class,
    Trait,
    Method,
    Function,
    Property,
    Namespace,
}

/// The syntax an array literal was written with (matters for destructuring errors).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArraySyntax {
    /// `[...]`
    Short,
    /// `array(...)`
    Long,
    /// `list(...)`
    List,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ArrayLiteral {
    pub syntax: ArraySyntax,
    /// `None` is an empty slot (`[, $b] = ...`); php rejects it in non-destructuring use at
    /// compile time.
    pub items: Vec<Option<ArrayItem>>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ArrayItem {
    pub key: Option<Expr>,
    pub value: Expr,
    /// `&$v` / `$k => &$v`.
    pub by_ref: bool,
    /// `...$v`.
    pub spread: bool,
    pub span: Span,
}

/// The class part of `X::...`.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassRef {
    /// `Foo`, `\Foo`, `self`, `parent` (the compiler gives `self`/`parent` their meaning).
    Name(Name),
    /// `static`.
    Static(Span),
    /// `$obj::`, `(expr)::`, `"Foo"::`...
    Expr(Expr),
}

/// A member name after `->` / `::`.
#[derive(Debug, Clone, PartialEq)]
pub enum MemberName {
    /// `->foo`, `::foo()`, `::FOO`.
    Ident(Ident),
    /// `->$foo`, `->{expr}`, `::{expr}`, `::$foo()` (the expression yields the name).
    Expr(Expr),
}

/// The name part of a static property fetch: `Foo::$bar` (`Ident` holds `bar`) or
/// `Foo::$$bar` / `Foo::${expr}` (`Expr` yields the name).
pub type StaticPropName = MemberName;

#[derive(Debug, Clone, PartialEq)]
pub struct ClassConstFetch {
    pub class: ClassRef,
    pub name: MemberName,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StaticPropFetch {
    pub class: ClassRef,
    pub name: StaticPropName,
    /// Written as `(A::$b)`: php distinguishes it in some contexts.
    pub parenthesized: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PropFetch {
    pub object: Expr,
    pub name: MemberName,
    pub nullsafe: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DimFetch {
    pub base: Expr,
    /// `None` for `$a[]`.
    pub index: Option<Expr>,
}

/// What is being called.
#[derive(Debug, Clone, PartialEq)]
pub enum Callee {
    Name(Name),
    Expr(Expr),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub callee: Callee,
    pub args: ArgList,
}

#[derive(Debug, Clone, PartialEq)]
pub struct MethodCall {
    pub object: Expr,
    pub name: MemberName,
    pub args: ArgList,
    pub nullsafe: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StaticCall {
    pub class: ClassRef,
    pub name: MemberName,
    pub args: ArgList,
}

/// An argument list `( ... )`.
#[derive(Debug, Clone, PartialEq)]
pub struct ArgList {
    pub kind: ArgListKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ArgListKind {
    Args(Vec<Arg>),
    /// `f(...)`: first-class callable syntax.
    FirstClassCallable,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Arg {
    /// `name: value`.
    pub name: Option<Ident>,
    pub value: Expr,
    /// `...$args`.
    pub spread: bool,
    pub span: Span,
}

/// What `new` instantiates.
#[derive(Debug, Clone, PartialEq)]
pub enum NewClass {
    Name(Name),
    Static(Span),
    /// `new $cls`, `new $a->b`, `new (expr)`.
    Expr(Expr),
    /// `new class {...}` (the declaration has no name).
    Anonymous(Box<ClassDecl>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct New {
    pub class: NewClass,
    /// `None` for `new Foo` without parentheses.
    pub args: Option<ArgList>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Assign {
    pub target: Expr,
    pub value: Expr,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Concat,
    ShiftLeft,
    ShiftRight,
    BitAnd,
    BitOr,
    BitXor,
    /// `&&`
    BoolAnd,
    /// `||`
    BoolOr,
    /// `and`
    LogicalAnd,
    /// `or`
    LogicalOr,
    /// `xor`
    LogicalXor,
    Equal,
    NotEqual,
    Identical,
    NotIdentical,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Spaceship,
    Coalesce,
    /// `|>` (php 8.5)
    Pipe,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssignOpKind {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Concat,
    ShiftLeft,
    ShiftRight,
    BitAnd,
    BitOr,
    BitXor,
    Coalesce,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AssignOp {
    pub op: AssignOpKind,
    pub target: Expr,
    pub value: Expr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Binary {
    pub op: BinaryOp,
    pub left: Expr,
    pub right: Expr,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    /// `!`
    Not,
    /// `~`
    BitNot,
    /// `-`
    Neg,
    /// `+`
    Plus,
    /// `@`
    Silence,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Unary {
    pub op: UnaryOp,
    pub expr: Expr,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncDecOp {
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Debug, Clone, PartialEq)]
pub struct IncDec {
    pub op: IncDecOp,
    pub var: Expr,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastKind {
    Int,
    Float,
    String,
    Array,
    Object,
    Bool,
    /// `(unset)`: removed in php 8 (the compiler reports it).
    Unset,
    /// `(void)` (php 8.5, statement level and `for` clauses only).
    Void,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Cast {
    pub kind: CastKind,
    pub expr: Expr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Instanceof {
    pub expr: Expr,
    pub class: ClassRef,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Ternary {
    pub cond: Expr,
    /// `None` for the short form `a ?: b`.
    pub then: Option<Expr>,
    pub otherwise: Expr,
    /// Written inside parentheses (php rejects unparenthesized nested ternaries).
    pub parenthesized: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncludeKind {
    Include,
    IncludeOnce,
    Require,
    RequireOnce,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Include {
    pub kind: IncludeKind,
    pub expr: Expr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Exit {
    /// Spelled `die`.
    pub die: bool,
    pub args: Option<ArgList>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Yield {
    pub key: Option<Expr>,
    pub value: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Closure {
    pub is_static: bool,
    pub by_ref: bool,
    pub params: Vec<Param>,
    pub uses: Vec<ClosureUse>,
    pub return_type: Option<Type>,
    pub body: Vec<Stmt>,
    pub attributes: Vec<AttributeGroup>,
    /// Span of the `{ ... }` body.
    pub body_span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ArrowFn {
    pub is_static: bool,
    pub by_ref: bool,
    pub params: Vec<Param>,
    pub return_type: Option<Type>,
    pub body: Expr,
    pub attributes: Vec<AttributeGroup>,
    /// Written as `(fn() => ...)`.
    pub parenthesized: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub subject: Expr,
    pub arms: Vec<MatchArm>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct MatchArm {
    /// `None` for `default`.
    pub conditions: Option<Vec<Expr>>,
    pub body: Expr,
    pub span: Span,
}
