//! A compiled class-like declaration (`ClassUnit`): what `DeclareClass` links into a
//! runtime class (`crate::class::Class`). Send + Sync like `Unit`, so a thread can run it.
//! Initializers that are not plain literals are kept as `ConstExpr` trees and evaluated
//! when first needed (php's `zend_ast_evaluate` of constant ASTs).

use super::{Const, ParamType, Unit};
use crate::value::compare::CmpOp;
use crate::value::ops::BinOp;
use std::sync::Arc;

/// What kind of class-like a declaration is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ClassKind {
    #[default]
    Class,
    Interface,
    Trait,
    Enum,
}

/// Member visibility.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, PartialOrd, Ord)]
pub enum Visibility {
    #[default]
    Public,
    Protected,
    Private,
}

impl Visibility {
    pub fn word(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Protected => "protected",
            Visibility::Private => "private",
        }
    }
}

/// A constant expression (initializer of a property, class constant, enum case).
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    Lit(Const),
    /// A global constant; `fallback` is the unqualified name tried when a namespaced
    /// one is not defined.
    Constant {
        name: Box<[u8]>,
        fallback: Option<Box<[u8]>>,
    },
    /// `Class::NAME`; the class may be `self`, `parent` or `static`.
    ClassConst {
        class: Box<[u8]>,
        name: Box<[u8]>,
    },
    /// `Class::{expr}` (php 8.3).
    ClassConstDyn {
        class: Box<[u8]>,
        name: Box<ConstExpr>,
    },
    /// `self::class` (resolved when evaluated).
    ClassName(Box<[u8]>),
    Bin(BinOp, Box<ConstExpr>, Box<ConstExpr>),
    Cmp(CmpOp, Box<ConstExpr>, Box<ConstExpr>),
    And(Box<ConstExpr>, Box<ConstExpr>),
    Or(Box<ConstExpr>, Box<ConstExpr>),
    Xor(Box<ConstExpr>, Box<ConstExpr>),
    Coalesce(Box<ConstExpr>, Box<ConstExpr>),
    Not(Box<ConstExpr>),
    Neg(Box<ConstExpr>),
    Plus(Box<ConstExpr>),
    BitNot(Box<ConstExpr>),
    Ternary(Box<ConstExpr>, Option<Box<ConstExpr>>, Box<ConstExpr>),
    /// `[k => v, ...$spread]`: (key, value, is_spread)
    Array(Vec<(Option<ConstExpr>, ConstExpr, bool)>),
    Dim(Box<ConstExpr>, Box<ConstExpr>),
    /// `Enum::CASE->name` / `?->` (php 8.2): (object, property name, nullsafe).
    Prop(Box<ConstExpr>, Box<ConstExpr>, bool),
    /// `new C(args)` in an initializer (php 8.1): each argument with its name when it
    /// is passed by name (`new C(1, tag: "x")`).
    New(Box<[u8]>, Vec<(Option<Box<[u8]>>, ConstExpr)>),
    /// `static function () {...}` in an initializer (php 8.5): the closure's unit.
    Closure(ConstClosure),
    /// `strlen(...)` in an initializer (php 8.5); `fallback` as for `Constant`.
    FuncCallable {
        name: Box<[u8]>,
        fallback: Option<Box<[u8]>>,
    },
    /// `C::m(...)` in an initializer (php 8.5); the class may be `self` or `parent`.
    StaticCallable {
        class: Box<[u8]>,
        name: Box<[u8]>,
    },
}

/// The unit of a closure in a constant expression (compared by identity).
#[derive(Clone, Debug)]
pub struct ConstClosure(pub Arc<Unit>);

impl PartialEq for ConstClosure {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// An initializer: a literal (the common case) or an expression evaluated on first use.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    Lit(Const),
    Expr(ConstExpr),
}

/// A declared property.
#[derive(Clone, Debug)]
pub struct PropDecl {
    pub name: Box<[u8]>,
    pub visibility: Visibility,
    /// `private(set)` etc.; `None` when the same as `visibility`.
    pub set_visibility: Option<Visibility>,
    pub is_static: bool,
    pub readonly: bool,
    pub is_final: bool,
    /// `None`: no default (null for an untyped property, uninitialized for a typed one).
    pub default: Option<Init>,
    pub ty: Option<ParamType>,
    /// Property hooks (php 8.4); their bodies are methods of the class named `$name::get`
    /// and `$name::set`.
    pub hooks: Option<PropHooks>,
    pub attributes: Vec<AttrDecl>,
    /// Its `/** ... */` (`ReflectionProperty::getDocComment`).
    pub doc_comment: Option<Box<[u8]>>,
}

/// Which hooks a property declares, and whether it has a backing store.
#[derive(Clone, Copy, Debug, Default)]
pub struct PropHooks {
    pub get: bool,
    pub set: bool,
    /// No hook touches `$this->name`: the property has no storage.
    pub is_virtual: bool,
}

/// The method name of a property hook: `$name::get` / `$name::set` (php's own naming).
pub fn hook_method_name(prop: &[u8], kind: &str) -> Vec<u8> {
    let mut n = Vec::with_capacity(prop.len() + 7);
    n.push(b'$');
    n.extend_from_slice(prop);
    n.extend_from_slice(b"::");
    n.extend_from_slice(kind.as_bytes());
    n
}

/// A class constant or enum case.
#[derive(Clone, Debug)]
pub struct ConstDecl {
    pub name: Box<[u8]>,
    pub visibility: Visibility,
    pub is_final: bool,
    pub is_case: bool,
    pub value: Init,
    /// A typed constant's type (8.3).
    pub ty: Option<ParamType>,
    pub attributes: Vec<AttrDecl>,
    /// Its `/** ... */` (`ReflectionClassConstant::getDocComment`).
    pub doc_comment: Option<Box<[u8]>>,
}

impl ConstDecl {
    /// Whether it carries `#[\Deprecated]`.
    pub fn is_deprecated(&self) -> bool {
        self.attributes
            .iter()
            .any(|a| a.name.eq_ignore_ascii_case(b"Deprecated"))
    }
}

/// A method: its code is an ordinary unit.
/// An attribute as declared: its class name (resolved), its arguments (a named one keyed
/// by its name) as constant expressions, and its line.
#[derive(Clone, Debug)]
pub struct AttrDecl {
    pub name: Box<[u8]>,
    pub args: Vec<(Option<Box<[u8]>>, ConstExpr)>,
    pub line: u32,
}

#[derive(Clone, Debug)]
pub struct MethodDecl {
    pub name: Box<[u8]>,
    pub visibility: Visibility,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
    pub unit: Arc<Unit>,
    pub attributes: Vec<AttrDecl>,
}

/// `T1::m insteadof T2, T3`: (trait, method, excluded traits).
pub type InsteadOf = (Box<[u8]>, Box<[u8]>, Vec<Box<[u8]>>);
/// `T::m as protected n`: (trait or empty, method, new visibility, alias).
pub type TraitAlias = (Box<[u8]>, Box<[u8]>, Option<Visibility>, Option<Box<[u8]>>);

/// `use T1, T2 { T1::m insteadof T2; m as protected n; }`
#[derive(Clone, Debug, Default)]
pub struct TraitUseDecl {
    pub traits: Vec<Box<[u8]>>,
    /// (trait or empty, method, excluded traits)
    pub insteadof: Vec<InsteadOf>,
    /// (trait or empty, method, new visibility, alias)
    pub aliases: Vec<TraitAlias>,
}

/// A compiled class, interface, trait or enum.
#[derive(Clone, Debug, Default)]
pub struct ClassUnit {
    pub kind: ClassKind,
    /// The fully qualified name as declared.
    pub name: Box<[u8]>,
    pub is_abstract: bool,
    pub is_final: bool,
    pub is_readonly: bool,
    pub parent: Option<Box<[u8]>>,
    /// `implements` of a class or enum, `extends` of an interface.
    pub interfaces: Vec<Box<[u8]>>,
    pub traits: Vec<TraitUseDecl>,
    pub consts: Vec<ConstDecl>,
    pub props: Vec<PropDecl>,
    pub methods: Vec<MethodDecl>,
    /// `enum Foo: int` -> "int".
    pub enum_backing: Option<Box<[u8]>>,
    pub attributes: Vec<AttrDecl>,
    pub file: Arc<str>,
    pub start_line: u32,
    pub end_line: u32,
    /// `#[AllowDynamicProperties]`
    pub allow_dynamic: bool,
    /// Its `/** ... */` (`ReflectionClass::getDocComment`).
    pub doc_comment: Option<Box<[u8]>>,
}
