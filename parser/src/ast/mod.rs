//! The AST: pure data with spans. Identifiers and strings are bytes, never `String`.
//!
//! Layout: `expr` (expressions, literals, names), `stmt` (statements), `decl` (functions,
//! classes, parameters, types, attributes). Every node carries a `Span` (byte range).

mod decl;
mod expr;
mod stmt;

pub use decl::*;
pub use expr::*;
pub use stmt::*;

pub use rphp_lexer::Span;

/// PHP bytes (identifiers, string contents). Never assumed to be UTF-8.
pub type Bytes = Box<[u8]>;

/// A whole file.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Program {
    pub statements: Vec<Stmt>,
    /// Byte offset just after `__halt_compiler();` (the `__COMPILER_HALT_OFFSET__` value).
    pub halt_compiler_offset: Option<u32>,
}

/// A plain identifier (function, class, constant, label, member name), as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ident {
    pub name: Bytes,
    pub span: Span,
}

/// How a name was written: `Foo`, `Foo\Bar`, `\Foo\Bar`, `namespace\Foo`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameKind {
    /// `Foo`
    Unqualified,
    /// `Foo\Bar`
    Qualified,
    /// `\Foo\Bar` (`name` holds it without the leading `\`)
    FullyQualified,
    /// `namespace\Foo` (`name` holds it without the `namespace\` prefix)
    Relative,
}

/// A (possibly namespaced) name. `name` never has the leading `\` or `namespace\`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub kind: NameKind,
    pub name: Bytes,
    pub span: Span,
}

impl Name {
    /// True for `\foo` style names.
    pub fn is_fully_qualified(&self) -> bool {
        self.kind == NameKind::FullyQualified
    }
}

const _: () = assert!(std::mem::size_of::<Expr>() <= 32);
const _: () = assert!(std::mem::size_of::<Stmt>() <= 48);
