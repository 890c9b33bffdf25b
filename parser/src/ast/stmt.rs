//! Statements. Alternative syntax (`if: ... endif;`) is normalized into the same nodes.

use super::{AttributeGroup, Bytes, ClassDecl, Expr, FunctionDecl, Ident, Name, Span};

/// A statement with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub span: Span,
    pub kind: StmtKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    /// `expr;`
    Expr(Expr),
    /// `echo a, b;`, `<?= a ?>`.
    Echo(Box<[Expr]>),
    /// Text outside `<?php ... ?>`.
    InlineHtml(Bytes),
    /// `{ ... }`
    Block(Box<[Stmt]>),
    If(Box<If>),
    While(Box<While>),
    DoWhile(Box<DoWhile>),
    For(Box<For>),
    Foreach(Box<Foreach>),
    Switch(Box<Switch>),
    /// `break;` / `break 2;`
    Break(Option<Box<Expr>>),
    /// `continue;` / `continue 2;`
    Continue(Option<Box<Expr>>),
    /// `return;` / `return expr;`
    Return(Option<Box<Expr>>),
    /// `global $a, $$b;` (each is a `Variable` or `VariableVariable`).
    Global(Box<[Expr]>),
    /// `static $a = 1, $b;`
    Static(Box<[StaticVar]>),
    /// `unset($a, $b[1]);`
    Unset(Box<[Expr]>),
    Try(Box<Try>),
    /// `goto label;`
    Goto(Box<Ident>),
    /// `label:`
    Label(Box<Ident>),
    Declare(Box<Declare>),
    /// `;` on its own.
    Nop,
    Function(Box<FunctionDecl>),
    /// Class, interface, trait or enum.
    Class(Box<ClassDecl>),
    /// `namespace Foo;` (`body` is `None`) or `namespace Foo { ... }`.
    Namespace(Box<Namespace>),
    /// `use ...;`
    Use(Box<Use>),
    /// `const A = 1, B = 2;` at top level.
    Const(Box<ConstDecl>),
    /// `__halt_compiler();` (the offset is in `Program::halt_compiler_offset`).
    HaltCompiler,
}

#[derive(Debug, Clone, PartialEq)]
pub struct If {
    /// `if` and `elseif` branches, in order.
    pub branches: Vec<IfBranch>,
    pub else_branch: Option<Vec<Stmt>>,
    /// Written with `:` ... `endif;`.
    pub alternative: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct IfBranch {
    pub cond: Expr,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct While {
    pub cond: Expr,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DoWhile {
    pub body: Vec<Stmt>,
    pub cond: Expr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct For {
    pub init: Vec<Expr>,
    pub cond: Vec<Expr>,
    pub step: Vec<Expr>,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Foreach {
    pub subject: Expr,
    pub key: Option<Expr>,
    /// A variable, or an array/list literal for destructuring.
    pub value: Expr,
    pub by_ref: bool,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Switch {
    pub subject: Expr,
    pub cases: Vec<Case>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    /// `None` for `default`.
    pub cond: Option<Expr>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StaticVar {
    pub name: Bytes,
    pub default: Option<Expr>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Try {
    pub body: Vec<Stmt>,
    pub catches: Vec<Catch>,
    pub finally: Option<Vec<Stmt>>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Catch {
    pub types: Vec<Name>,
    /// Variable name without `$`; `None` for `catch (E)` (php 8.0+).
    pub var: Option<Bytes>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Declare {
    pub directives: Vec<DeclareDirective>,
    /// `None` for `declare(...);`, otherwise the block / statement / `enddeclare` body.
    pub body: Option<Vec<Stmt>>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DeclareDirective {
    pub name: Ident,
    pub value: Expr,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Namespace {
    pub name: Option<Name>,
    /// `Some` for the braced form.
    pub body: Option<Vec<Stmt>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseKind {
    Class,
    Function,
    Const,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Use {
    /// The kind given after `use` (`use function ...`); `Class` otherwise.
    pub kind: UseKind,
    /// For group use `use A\{B, C}`: the `A` prefix.
    pub prefix: Option<Name>,
    pub items: Vec<UseItem>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct UseItem {
    /// Per-item kind in a mixed group (`use A\{function f, const C}`); otherwise `None`.
    pub kind: Option<UseKind>,
    pub name: Name,
    pub alias: Option<Ident>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ConstDecl {
    pub items: Vec<ConstItem>,
    /// Attributes on a top-level `const` (php 8.5).
    pub attributes: Vec<AttributeGroup>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ConstItem {
    pub name: Ident,
    pub value: Expr,
    pub doc_comment: Option<Span>,
    pub span: Span,
}
