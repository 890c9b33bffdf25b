//! Declarations: functions, classes and their members, parameters, types, attributes.

use super::{ArgList, Bytes, ConstItem, Expr, Ident, Name, Span, Stmt};

/// Modifier flags (`public`, `static`, `readonly`, `private(set)`, ...), as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Modifiers(pub u16);

impl Modifiers {
    pub const PUBLIC: u16 = 1;
    pub const PROTECTED: u16 = 1 << 1;
    pub const PRIVATE: u16 = 1 << 2;
    pub const STATIC: u16 = 1 << 3;
    pub const ABSTRACT: u16 = 1 << 4;
    pub const FINAL: u16 = 1 << 5;
    pub const READONLY: u16 = 1 << 6;
    pub const PUBLIC_SET: u16 = 1 << 7;
    pub const PROTECTED_SET: u16 = 1 << 8;
    pub const PRIVATE_SET: u16 = 1 << 9;
    /// Declared with `var`.
    pub const VAR: u16 = 1 << 10;

    pub const VISIBILITY: u16 = Self::PUBLIC | Self::PROTECTED | Self::PRIVATE;
    pub const SET_VISIBILITY: u16 = Self::PUBLIC_SET | Self::PROTECTED_SET | Self::PRIVATE_SET;

    pub fn has(self, flag: u16) -> bool {
        self.0 & flag != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// `#[A, B(1)]`
#[derive(Debug, Clone, PartialEq)]
pub struct AttributeGroup {
    pub attributes: Vec<Attribute>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    pub name: Name,
    pub args: Option<ArgList>,
    pub span: Span,
}

/// A type declaration.
#[derive(Debug, Clone, PartialEq)]
pub struct Type {
    pub kind: TypeKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TypeKind {
    /// A class name or a builtin type name written as a name (`int`, `?`-less `null`, `self`...).
    Name(Name),
    /// `array`
    Array,
    /// `callable`
    Callable,
    /// `static`
    Static,
    /// `?T`
    Nullable(Box<Type>),
    /// `A|B|(C&D)`
    Union(Vec<Type>),
    /// `A&B`
    Intersection(Vec<Type>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    /// Variable name without `$`.
    pub name: Bytes,
    pub ty: Option<Type>,
    pub default: Option<Expr>,
    pub by_ref: bool,
    pub variadic: bool,
    /// Promotion modifiers (`public`, `readonly`, `private(set)`, `final`...); empty when not
    /// promoted.
    pub modifiers: Modifiers,
    pub attributes: Vec<AttributeGroup>,
    /// Property hooks on a promoted parameter (`None` when there is no `{ ... }`).
    pub hooks: Option<Vec<PropertyHook>>,
    pub doc_comment: Option<Span>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClosureUse {
    pub name: Bytes,
    pub by_ref: bool,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct FunctionDecl {
    pub name: Ident,
    pub by_ref: bool,
    pub params: Vec<Param>,
    pub return_type: Option<Type>,
    pub body: Vec<Stmt>,
    pub attributes: Vec<AttributeGroup>,
    pub doc_comment: Option<Span>,
    /// Span of the `{ ... }` body.
    pub body_span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassKind {
    Class,
    Interface,
    Trait,
    Enum,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClassDecl {
    pub kind: ClassKind,
    /// `None` for anonymous classes.
    pub name: Option<Ident>,
    /// `abstract`, `final`, `readonly`.
    pub modifiers: Modifiers,
    /// `extends` of a class.
    pub extends: Option<Name>,
    /// `implements` of a class/enum, or `extends` of an interface.
    pub implements: Vec<Name>,
    /// `enum Foo: string`.
    pub enum_backing_type: Option<Type>,
    pub members: Vec<Member>,
    pub attributes: Vec<AttributeGroup>,
    pub doc_comment: Option<Span>,
    /// For `new class(...)`: not stored here but in `New::args`.
    pub span: Span,
}

/// A class-like member.
#[derive(Debug, Clone, PartialEq)]
pub enum Member {
    Property(Box<PropertyDecl>),
    Const(Box<ClassConstDecl>),
    Method(Box<Method>),
    TraitUse(Box<TraitUse>),
    EnumCase(Box<EnumCase>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct PropertyDecl {
    pub modifiers: Modifiers,
    pub ty: Option<Type>,
    pub items: Vec<PropertyItem>,
    /// Hooks `{ get; set; }`; only with a single item.
    pub hooks: Option<Vec<PropertyHook>>,
    pub attributes: Vec<AttributeGroup>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PropertyItem {
    /// Name without `$`.
    pub name: Bytes,
    pub default: Option<Expr>,
    pub doc_comment: Option<Span>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PropertyHook {
    /// `get` / `set` (php checks the name at compile time).
    pub name: Ident,
    pub modifiers: Modifiers,
    pub by_ref: bool,
    /// `set(Type $value)`; `None` when no parameter list is written.
    pub params: Option<Vec<Param>>,
    pub body: HookBody,
    pub attributes: Vec<AttributeGroup>,
    pub doc_comment: Option<Span>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum HookBody {
    /// `get;`
    Abstract,
    /// `get { ... }`
    Block(Vec<Stmt>),
    /// `get => expr;`
    Expr(Expr),
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClassConstDecl {
    pub modifiers: Modifiers,
    /// Typed class constants (php 8.3).
    pub ty: Option<Type>,
    pub items: Vec<ConstItem>,
    pub attributes: Vec<AttributeGroup>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Method {
    pub name: Ident,
    pub modifiers: Modifiers,
    pub by_ref: bool,
    pub params: Vec<Param>,
    pub return_type: Option<Type>,
    /// `None` for abstract/interface methods (`;` body).
    pub body: Option<Vec<Stmt>>,
    pub attributes: Vec<AttributeGroup>,
    pub doc_comment: Option<Span>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TraitUse {
    pub traits: Vec<Name>,
    pub adaptations: Vec<TraitAdaptation>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TraitAdaptation {
    /// `A::foo insteadof B, C;`
    Precedence {
        trait_name: Name,
        method: Ident,
        insteadof: Vec<Name>,
        span: Span,
    },
    /// `foo as protected bar;`, `A::foo as bar;`, `foo as private;`
    Alias {
        trait_name: Option<Name>,
        method: Ident,
        modifiers: Modifiers,
        alias: Option<Ident>,
        span: Span,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct EnumCase {
    pub name: Ident,
    pub value: Option<Expr>,
    pub attributes: Vec<AttributeGroup>,
    pub doc_comment: Option<Span>,
    pub span: Span,
}
