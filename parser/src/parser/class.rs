//! Class-likes (class, interface, trait, enum, anonymous classes) and their members:
//! properties (with hooks and asymmetric visibility), constants, methods, trait uses, cases.

use super::expr::is_name;
use super::types::Target;
use super::{PResult, Parser, semi_reserved};
use crate::ast::*;
use rphp_lexer::{Token, TokenKind as K};

fn is_member_modifier(k: K) -> bool {
    matches!(
        k,
        K::Public
            | K::Protected
            | K::Private
            | K::Static
            | K::Abstract
            | K::Final
            | K::Readonly
            | K::PublicSet
            | K::ProtectedSet
            | K::PrivateSet
    )
}

fn modifier_bit(k: K) -> u16 {
    match k {
        K::Public => Modifiers::PUBLIC,
        K::Protected => Modifiers::PROTECTED,
        K::Private => Modifiers::PRIVATE,
        K::Static => Modifiers::STATIC,
        K::Abstract => Modifiers::ABSTRACT,
        K::Final => Modifiers::FINAL,
        K::Readonly => Modifiers::READONLY,
        K::PublicSet => Modifiers::PUBLIC_SET,
        K::ProtectedSet => Modifiers::PROTECTED_SET,
        K::PrivateSet => Modifiers::PRIVATE_SET,
        _ => 0,
    }
}

fn modifier_name(k: K) -> &'static str {
    k.fixed_text().unwrap_or("")
}

impl<'s> Parser<'s> {
    /// Collect `public static readonly ...` tokens (validated later for the target).
    pub(super) fn member_modifiers(&mut self) -> Vec<Token> {
        let mut mods = Vec::new();
        while is_member_modifier(self.peek()) {
            mods.push(self.bump());
        }
        mods
    }

    /// php's zend_modifier_list_to_flags: errors are compile errors raised while parsing,
    /// reported at the token after the modifiers.
    pub(super) fn modifier_flags(&mut self, mods: &[Token], target: Target) -> PResult<Modifiers> {
        let at = self.tok();
        let mut flags: u16 = 0;
        for m in mods {
            let allowed = match m.kind {
                K::Public | K::Protected | K::Private => target != Target::Hook,
                K::Readonly => matches!(target, Target::Property | Target::Cpp),
                K::Abstract => matches!(target, Target::Method | Target::Property),
                K::Final => true,
                K::Static => matches!(target, Target::Property | Target::Method),
                _ => matches!(target, Target::Property | Target::Cpp),
            };
            if !allowed {
                let member = match target {
                    Target::Property => "property",
                    Target::Method => "method",
                    Target::Constant => "class constant",
                    Target::Cpp => "parameter",
                    Target::Hook => "property hook",
                };
                let msg = format!(
                    "Cannot use the {} modifier on a {}",
                    modifier_name(m.kind),
                    member
                );
                return Err(self.fatal_at(at, &msg));
            }
            let new = modifier_bit(m.kind);
            let duplicate = flags & new != 0;
            let new_flags = flags | new;
            if flags & Modifiers::VISIBILITY != 0 && new & Modifiers::VISIBILITY != 0 {
                return Err(self.fatal_at(at, "Multiple access type modifiers are not allowed"));
            }
            if new_flags & Modifiers::ABSTRACT != 0 && new_flags & Modifiers::FINAL != 0 {
                if target == Target::Method {
                    return Err(
                        self.fatal_at(at, "Cannot use the final modifier on an abstract method")
                    );
                }
                if target == Target::Property {
                    return Err(
                        self.fatal_at(at, "Cannot use the final modifier on an abstract property")
                    );
                }
            }
            if matches!(target, Target::Property | Target::Cpp)
                && flags & Modifiers::SET_VISIBILITY != 0
                && new & Modifiers::SET_VISIBILITY != 0
            {
                return Err(self.fatal_at(at, "Multiple access type modifiers are not allowed"));
            }
            if duplicate {
                let msg = format!(
                    "Multiple {} modifiers are not allowed",
                    modifier_name(m.kind)
                );
                return Err(self.fatal_at(at, &msg));
            }
            flags = new_flags;
        }
        Ok(Modifiers(flags))
    }

    /// `abstract`/`final`/`readonly` before `class` (zend_add_class_modifier).
    fn class_modifiers(&mut self, anonymous: bool) -> PResult<Modifiers> {
        let mut flags: u16 = 0;
        while matches!(self.peek(), K::Abstract | K::Final | K::Readonly) {
            let m = self.bump();
            let new = modifier_bit(m.kind);
            let at = self.tok();
            if anonymous {
                if new == Modifiers::ABSTRACT {
                    return Err(
                        self.fatal_at(at, "Cannot use the abstract modifier on an anonymous class")
                    );
                }
                if new == Modifiers::FINAL {
                    return Err(
                        self.fatal_at(at, "Cannot use the final modifier on an anonymous class")
                    );
                }
            }
            if flags & new != 0 {
                let msg = format!(
                    "Multiple {} modifiers are not allowed",
                    modifier_name(m.kind)
                );
                return Err(self.fatal_at(at, &msg));
            }
            flags |= new;
            if flags & Modifiers::ABSTRACT != 0 && flags & Modifiers::FINAL != 0 {
                return Err(self.fatal_at(at, "Cannot use the final modifier on an abstract class"));
            }
        }
        Ok(Modifiers(flags))
    }

    fn class_name_list(&mut self) -> PResult<Vec<Name>> {
        let mut names = Vec::new();
        loop {
            let t = self.tok();
            if !is_name(t.kind) && t.kind != K::Static {
                return Err(self.unexpected(&[]));
            }
            self.bump();
            names.push(self.name_from(t));
            if self.eat(K::Comma).is_none() {
                return Ok(names);
            }
        }
    }

    /// `[modifiers] class|interface|trait|enum Name ... { ... }`
    pub(super) fn class_decl(
        &mut self,
        attributes: Vec<AttributeGroup>,
        start: u32,
    ) -> PResult<ClassDecl> {
        let doc = self.doc_for_decl_start(start);
        let has_mods = matches!(self.peek(), K::Abstract | K::Final | K::Readonly);
        let modifiers = self.class_modifiers(false)?;
        let kw = self.tok();
        let kind = match kw.kind {
            K::Class => ClassKind::Class,
            K::Interface if !has_mods => ClassKind::Interface,
            K::Trait if !has_mods => ClassKind::Trait,
            K::Enum if !has_mods => ClassKind::Enum,
            _ => {
                return Err(self.unexpected(if has_mods {
                    &[K::Abstract, K::Final, K::Readonly, K::Class]
                } else {
                    &[]
                }));
            }
        };
        self.bump();
        let name_tok = self.expect(K::String, &[K::String])?;
        let mut extends = None;
        let mut implements = Vec::new();
        let mut enum_backing_type = None;
        match kind {
            ClassKind::Class => {
                if self.eat(K::Extends).is_some() {
                    let t = self.tok();
                    if !is_name(t.kind) && t.kind != K::Static {
                        return Err(self.unexpected(&[]));
                    }
                    self.bump();
                    extends = Some(self.name_from(t));
                }
                if self.eat(K::Implements).is_some() {
                    implements = self.class_name_list()?;
                }
            }
            ClassKind::Interface => {
                if self.eat(K::Extends).is_some() {
                    implements = self.class_name_list()?;
                }
            }
            ClassKind::Trait => {}
            ClassKind::Enum => {
                if self.eat(K::Colon).is_some() {
                    enum_backing_type = Some(self.type_expr(true)?);
                }
                if self.eat(K::Implements).is_some() {
                    implements = self.class_name_list()?;
                }
            }
        }
        let members = self.class_body()?;
        Ok(ClassDecl {
            kind,
            name: Some(self.ident(name_tok)),
            modifiers,
            extends,
            implements,
            enum_backing_type,
            members,
            attributes,
            doc_comment: doc,
            span: self.span_from(start),
        })
    }

    /// `new [modifiers] class [(args)] [extends X] [implements Y] { ... }` (after `new` and
    /// attributes).
    pub(super) fn anonymous_class(
        &mut self,
        attributes: Vec<AttributeGroup>,
        start: u32,
    ) -> PResult<(ClassDecl, Option<ArgList>)> {
        let modifiers = self.class_modifiers(true)?;
        self.expect(K::Class, &[K::Class])?;
        let args = if self.at(K::LParen) {
            Some(self.args()?)
        } else {
            None
        };
        let mut extends = None;
        if self.eat(K::Extends).is_some() {
            let t = self.tok();
            if !is_name(t.kind) && t.kind != K::Static {
                return Err(self.unexpected(&[]));
            }
            self.bump();
            extends = Some(self.name_from(t));
        }
        let implements = if self.eat(K::Implements).is_some() {
            self.class_name_list()?
        } else {
            Vec::new()
        };
        let members = self.class_body()?;
        let decl = ClassDecl {
            kind: ClassKind::Class,
            name: None,
            modifiers,
            extends,
            implements,
            enum_backing_type: None,
            members,
            attributes,
            doc_comment: None,
            span: self.span_from(start),
        };
        Ok((decl, args))
    }

    fn class_body(&mut self) -> PResult<Vec<Member>> {
        self.expect(K::LBrace, &[K::LBrace])?;
        self.enter()?;
        let mut members = Vec::new();
        let r = loop {
            if self.at(K::RBrace) {
                break Ok(());
            }
            match self.member() {
                Ok(m) => members.push(m),
                Err(e) => break Err(e),
            }
        };
        self.leave();
        r?;
        self.bump();
        Ok(members)
    }

    fn member(&mut self) -> PResult<Member> {
        let start = self.tok().span.start;
        let start_index = self.pos;
        let attributes = if self.at(K::Attribute) {
            self.attributes()?
        } else {
            Vec::new()
        };
        if attributes.is_empty() && self.at(K::Use) {
            return self.trait_use();
        }
        if self.at(K::Case) {
            self.bump();
            // the latest doc comment before the case's name (php's backup_doc_comment)
            let doc = self
                .doc_before(self.pos)
                .or_else(|| self.doc_before(self.pos - 1))
                .or_else(|| self.doc_before(start_index));
            let t = self.tok();
            if t.kind != K::String && !semi_reserved(t.kind) {
                return Err(self.unexpected(&[]));
            }
            self.bump();
            let value = if self.eat(K::Equals).is_some() {
                Some(self.expr()?)
            } else {
                None
            };
            self.expect(K::Semicolon, &[K::Semicolon])?;
            let c = EnumCase {
                name: self.ident(t),
                value,
                attributes,
                doc_comment: doc,
                span: self.span_from(start),
            };
            return Ok(Member::EnumCase(Box::new(c)));
        }
        let doc = self.doc_in(start_index, self.pos);
        let is_var = self.at(K::Var);
        let mods = if is_var {
            self.bump();
            Vec::new()
        } else {
            self.member_modifiers()
        };
        match self.peek() {
            K::Const if !is_var => {
                let modifiers = self.modifier_flags(&mods, Target::Constant)?;
                self.bump();
                let t = self.tok();
                let untyped =
                    (t.kind == K::String || semi_reserved(t.kind)) && self.peek_at(1) == K::Equals;
                let ty = if untyped {
                    None
                } else {
                    Some(self.type_expr(true)?)
                };
                let mut items = Vec::new();
                loop {
                    let n = self.tok();
                    if n.kind != K::String && !semi_reserved(n.kind) {
                        return Err(self.unexpected(&[]));
                    }
                    let name_doc = self.doc_before(self.pos);
                    self.bump();
                    // php's backup_doc_comment: the member's doc comment goes to its first
                    // item; a later one has only its own
                    let inherited = if items.is_empty() { doc } else { None };
                    let item_doc = self.doc_before(self.pos).or(name_doc).or(inherited);
                    self.expect(K::Equals, &[K::Equals])?;
                    let value = self.expr()?;
                    items.push(ConstItem {
                        name: self.ident(n),
                        value,
                        doc_comment: item_doc,
                        span: self.span_from(n.span.start),
                    });
                    if self.eat(K::Comma).is_none() {
                        break;
                    }
                }
                self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
                let c = ClassConstDecl {
                    modifiers,
                    ty,
                    items,
                    attributes,
                    span: self.span_from(start),
                };
                Ok(Member::Const(Box::new(c)))
            }
            K::Function if !is_var => {
                let modifiers = self.modifier_flags(&mods, Target::Method)?;
                self.bump();
                let by_ref = if super::expr::is_ampersand(self.peek()) {
                    self.bump();
                    true
                } else {
                    false
                };
                let n = self.tok();
                if n.kind != K::String && !semi_reserved(n.kind) {
                    return Err(self.unexpected(&[]));
                }
                self.bump();
                self.expect(K::LParen, &[K::LParen])?;
                let params = self.params()?;
                self.expect(K::RParen, &[K::RParen])?;
                let return_type = if self.eat(K::Colon).is_some() {
                    Some(self.type_expr(true)?)
                } else {
                    None
                };
                let body = match self.peek() {
                    K::Semicolon => {
                        self.bump();
                        None
                    }
                    K::LBrace => {
                        self.bump();
                        let b = self.inner_statements(K::RBrace)?;
                        self.bump();
                        Some(b)
                    }
                    _ => return Err(self.unexpected(&[K::Semicolon, K::LBrace])),
                };
                let m = Method {
                    name: self.ident(n),
                    modifiers,
                    by_ref,
                    params,
                    return_type,
                    body,
                    attributes,
                    doc_comment: doc,
                    span: self.span_from(start),
                };
                Ok(Member::Method(Box::new(m)))
            }
            _ => {
                if mods.is_empty() && !is_var {
                    return Err(self.unexpected(if attributes.is_empty() {
                        &[K::Function]
                    } else {
                        &[]
                    }));
                }
                let modifiers = if is_var {
                    Modifiers(Modifiers::VAR)
                } else {
                    self.modifier_flags(&mods, Target::Property)?
                };
                self.property(modifiers, attributes, doc, start)
            }
        }
    }

    fn property(
        &mut self,
        modifiers: Modifiers,
        attributes: Vec<AttributeGroup>,
        doc: Option<Span>,
        start: u32,
    ) -> PResult<Member> {
        let k = self.peek();
        let ty = if matches!(k, K::Question | K::LParen | K::Array | K::Callable) || is_name(k) {
            Some(self.type_expr(false)?)
        } else {
            None
        };
        let mut items = Vec::new();
        let mut hooks = None;
        loop {
            let v = self.expect(K::Variable, &[K::Variable])?;
            // php's backup_doc_comment: the member's doc comment goes to its first item
            let inherited = if items.is_empty() { doc } else { None };
            let item_doc = self.doc_before(self.pos - 1).or(inherited);
            let default = if self.eat(K::Equals).is_some() {
                Some(self.expr()?)
            } else {
                None
            };
            items.push(PropertyItem {
                name: self.var_name(v),
                default,
                doc_comment: item_doc,
                span: self.span_from(v.span.start),
            });
            if items.len() == 1 && self.at(K::LBrace) {
                hooks = Some(self.hook_list()?);
                break;
            }
            if self.eat(K::Comma).is_none() {
                self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
                break;
            }
        }
        let p = PropertyDecl {
            modifiers,
            ty,
            items,
            hooks,
            attributes,
            span: self.span_from(start),
        };
        Ok(Member::Property(Box::new(p)))
    }

    /// `{ get; set(int $v) { ... } }`
    pub(super) fn hook_list(&mut self) -> PResult<Vec<PropertyHook>> {
        self.bump(); // {
        self.enter()?;
        let r = self.hook_list_inner();
        self.leave();
        r
    }

    fn hook_list_inner(&mut self) -> PResult<Vec<PropertyHook>> {
        let mut hooks = Vec::new();
        loop {
            if self.at(K::RBrace) {
                self.bump();
                return Ok(hooks);
            }
            let start = self.tok().span.start;
            let start_index = self.pos;
            let attributes = if self.at(K::Attribute) {
                self.attributes()?
            } else {
                Vec::new()
            };
            let doc = self.doc_before(start_index);
            let mods = self.member_modifiers();
            let modifiers = if mods.is_empty() {
                Modifiers::default()
            } else {
                self.modifier_flags(&mods, Target::Hook)?
            };
            let by_ref = if super::expr::is_ampersand(self.peek()) {
                self.bump();
                true
            } else {
                false
            };
            let name = self.tok();
            if name.kind != K::String {
                return Err(self.unexpected(&[K::String]));
            }
            self.bump();
            let params = if self.eat(K::LParen).is_some() {
                let p = self.params()?;
                self.expect(K::RParen, &[K::RParen])?;
                Some(p)
            } else {
                None
            };
            let body = match self.peek() {
                K::Semicolon => {
                    self.bump();
                    HookBody::Abstract
                }
                K::LBrace => {
                    self.bump();
                    let b = self.inner_statements(K::RBrace)?;
                    self.bump();
                    HookBody::Block(b)
                }
                K::DoubleArrow => {
                    self.bump();
                    let e = self.expr()?;
                    self.expect(K::Semicolon, &[])?;
                    HookBody::Expr(e)
                }
                _ => {
                    return Err(self.unexpected(&[K::DoubleArrow, K::Semicolon, K::LBrace]));
                }
            };
            hooks.push(PropertyHook {
                name: self.ident(name),
                modifiers,
                by_ref,
                params,
                body,
                attributes,
                doc_comment: doc,
                span: self.span_from(start),
            });
        }
    }

    fn trait_use(&mut self) -> PResult<Member> {
        let start = self.bump().span.start;
        let traits = self.class_name_list()?;
        let mut adaptations = Vec::new();
        match self.peek() {
            K::Semicolon => {
                self.bump();
            }
            K::LBrace => {
                self.bump();
                while !self.at(K::RBrace) {
                    adaptations.push(self.trait_adaptation()?);
                }
                self.bump();
            }
            _ => return Err(self.unexpected(&[K::Comma, K::Semicolon, K::LBrace])),
        }
        Ok(Member::TraitUse(Box::new(TraitUse {
            traits,
            adaptations,
            span: self.span_from(start),
        })))
    }

    fn trait_adaptation(&mut self) -> PResult<TraitAdaptation> {
        let start = self.tok().span.start;
        let t = self.tok();
        let (trait_name, method) = if (is_name(t.kind) || t.kind == K::Static)
            && self.peek_at(1) == K::PaamayimNekudotayim
        {
            self.bump();
            self.bump();
            let m = self.tok();
            if m.kind != K::String && !semi_reserved(m.kind) {
                return Err(self.unexpected(&[]));
            }
            self.bump();
            (Some(self.name_from(t)), self.keyword_ident(m)?)
        } else if t.kind == K::String || semi_reserved(t.kind) {
            self.bump();
            (None, self.keyword_ident(t)?)
        } else {
            return Err(self.unexpected(&[]));
        };
        if let (Some(tn), true) = (&trait_name, self.at(K::Insteadof)) {
            let tn = tn.clone();
            self.bump();
            let insteadof = self.class_name_list()?;
            self.expect(K::Semicolon, &[K::Comma, K::Semicolon])?;
            return Ok(TraitAdaptation::Precedence {
                trait_name: tn,
                method,
                insteadof,
                span: self.span_from(start),
            });
        }
        if self.eat(K::As).is_none() {
            return Err(self.unexpected(if trait_name.is_some() {
                &[K::Insteadof, K::As]
            } else {
                &[K::As]
            }));
        }
        let mut modifiers = Modifiers::default();
        let m = self.tok();
        if is_member_modifier(m.kind) {
            self.bump();
            modifiers = self.modifier_flags(&[m], Target::Method)?;
        }
        let a = self.tok();
        let alias = if a.kind == K::String
            || (semi_reserved(a.kind) && !(modifiers.is_empty() && is_member_modifier(a.kind)))
        {
            self.bump();
            Some(self.keyword_ident(a)?)
        } else if modifiers.is_empty() {
            return Err(self.unexpected(&[]));
        } else {
            None
        };
        self.expect(K::Semicolon, &[K::Semicolon])?;
        Ok(TraitAdaptation::Alias {
            trait_name,
            method,
            modifiers,
            alias,
            span: self.span_from(start),
        })
    }
}
