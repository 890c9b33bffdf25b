//! Class-like declarations: a `ClassDecl` becomes a `ClassUnit` (methods compiled into
//! ordinary units, initializers into literals or `ConstExpr` trees), declared at run time by
//! `DeclareClass`. Also the class-name resolution rules (`use` imports, `self`/`parent`/
//! `static` kept symbolic for the run time).

use super::{CResult, Compiler, FnBody};
use crate::bytecode::{
    ClassKind, ClassUnit, Const, ConstDecl, ConstExpr, Init, MethodDecl, PropDecl, PropHooks,
    TraitUseDecl, UnitKind, Visibility,
};
use rphp_parser::ast::{
    self, BinaryOp, ClassRef, Expr, ExprKind, MagicConst, Member, MemberName, Modifiers,
};
use std::sync::Arc;

fn visibility(m: Modifiers) -> Visibility {
    if m.has(Modifiers::PRIVATE) {
        Visibility::Private
    } else if m.has(Modifiers::PROTECTED) {
        Visibility::Protected
    } else {
        Visibility::Public
    }
}

fn set_visibility(m: Modifiers) -> Option<Visibility> {
    if m.has(Modifiers::PRIVATE_SET) {
        Some(Visibility::Private)
    } else if m.has(Modifiers::PROTECTED_SET) {
        Some(Visibility::Protected)
    } else if m.has(Modifiers::PUBLIC_SET) {
        Some(Visibility::Public)
    } else {
        None
    }
}

impl Compiler {
    /// A class name as written, resolved: imports and the namespace apply; `self`,
    /// `parent`, `static` stay as they are (resolved at run time).
    pub(super) fn resolve_class(&self, n: &ast::Name) -> Vec<u8> {
        if n.kind == ast::NameKind::FullyQualified {
            return n.name.to_vec();
        }
        let lower = n.name.to_ascii_lowercase();
        if matches!(lower.as_slice(), b"self" | b"parent" | b"static") {
            return lower;
        }
        if n.kind == ast::NameKind::Relative {
            return self.namespaced(&n.name);
        }
        let (first, rest) = match n.name.iter().position(|&b| b == b'\\') {
            Some(p) => (&n.name[..p], Some(&n.name[p..])),
            None => (&n.name[..], None),
        };
        if let Some(full) = self.uses.get(first.to_ascii_lowercase().as_slice()) {
            let mut out = full.clone();
            if let Some(r) = rest {
                out.extend_from_slice(r);
            }
            return out;
        }
        self.namespaced(&n.name)
    }

    /// Record the imports of a `use` statement.
    pub(super) fn add_uses(&mut self, u: &ast::Use) {
        for item in &u.items {
            let kind = item.kind.unwrap_or(u.kind);
            let mut full = Vec::new();
            if let Some(p) = &u.prefix {
                full.extend_from_slice(&p.name);
                full.push(b'\\');
            }
            full.extend_from_slice(&item.name.name);
            let alias = match &item.alias {
                Some(a) => a.name.to_vec(),
                None => full
                    .rsplit(|&b| b == b'\\')
                    .next()
                    .map(<[u8]>::to_vec)
                    .unwrap_or_default(),
            };
            match kind {
                ast::UseKind::Class => {
                    self.uses.insert(alias.to_ascii_lowercase(), full);
                }
                ast::UseKind::Function => {
                    self.use_fns.insert(alias.to_ascii_lowercase(), full);
                }
                ast::UseKind::Const => {
                    self.use_consts.insert(alias, full);
                }
            }
        }
    }

    /// A function or constant name as written, resolved: `use function`/`use const`
    /// imports for an unqualified name, class-like imports for the first part of a
    /// qualified one, else the current namespace (an unqualified name falls back to the
    /// global one at run time).
    pub(super) fn resolve_fn_or_const(&self, n: &ast::Name, is_const: bool) -> Vec<u8> {
        match n.kind {
            ast::NameKind::FullyQualified => n.name.strip_prefix(b"\\").unwrap_or(&n.name).to_vec(),
            ast::NameKind::Relative => self.namespaced(&n.name),
            ast::NameKind::Unqualified => {
                let hit = if is_const {
                    self.use_consts.get(&*n.name)
                } else {
                    self.use_fns.get(n.name.to_ascii_lowercase().as_slice())
                };
                match hit {
                    Some(full) => full.clone(),
                    None => self.namespaced(&n.name),
                }
            }
            ast::NameKind::Qualified => {
                let (first, rest) = match n.name.iter().position(|&b| b == b'\\') {
                    Some(p) => (&n.name[..p], &n.name[p..]),
                    None => (&n.name[..], &[][..]),
                };
                match self.uses.get(first.to_ascii_lowercase().as_slice()) {
                    Some(full) => {
                        let mut out = full.clone();
                        out.extend_from_slice(rest);
                        out
                    }
                    None => self.namespaced(&n.name),
                }
            }
        }
    }

    /// Compile a class declaration into a `ClassUnit` of the current unit; returns its index.
    pub(super) fn class_decl(&mut self, c: &ast::ClassDecl, name: Vec<u8>) -> CResult<u32> {
        let kind = match c.kind {
            ast::ClassKind::Class => ClassKind::Class,
            ast::ClassKind::Interface => ClassKind::Interface,
            ast::ClassKind::Trait => ClassKind::Trait,
            ast::ClassKind::Enum => ClassKind::Enum,
        };
        let mut cu = ClassUnit {
            kind,
            name: name.clone().into(),
            is_abstract: c.modifiers.has(Modifiers::ABSTRACT),
            is_final: c.modifiers.has(Modifiers::FINAL),
            is_readonly: c.modifiers.has(Modifiers::READONLY),
            file: self.file.clone(),
            start_line: self.line_of(c.span.start),
            end_line: self.line_of(c.span.end.saturating_sub(1)),
            ..Default::default()
        };
        cu.parent = c.extends.as_ref().map(|n| self.resolve_class(n).into());
        cu.interfaces = c
            .implements
            .iter()
            .map(|n| self.resolve_class(n).into())
            .collect();
        cu.enum_backing = c.enum_backing_type.as_ref().map(|t| match &t.kind {
            ast::TypeKind::Name(n) => n.name.to_ascii_lowercase().into(),
            _ => Box::from(&b"int"[..]),
        });
        let class_line = c
            .name
            .as_ref()
            .map(|n| self.line_of(n.span.start))
            .unwrap_or(cu.start_line);
        cu.attributes = self.attributes(&c.attributes, 1, class_line)?;
        cu.doc_comment = self.doc(c.doc_comment);
        if kind != ClassKind::Trait
            && cu
                .attributes
                .iter()
                .any(|a| a.name.eq_ignore_ascii_case(b"Deprecated"))
        {
            self.f.line = class_line;
            return Err(self.err(format!(
                "Cannot apply #[\\Deprecated] to {} {}",
                match kind {
                    ClassKind::Interface => "interface",
                    ClassKind::Enum => "enum",
                    _ => "class",
                },
                String::from_utf8_lossy(&name)
            )));
        }
        if (kind != ClassKind::Class || cu.is_abstract)
            && cu
                .attributes
                .iter()
                .any(|a| a.name.eq_ignore_ascii_case(b"Attribute"))
        {
            self.f.line = class_line;
            return Err(self.err(format!(
                "Cannot apply #[\\Attribute] to {} {}",
                match kind {
                    ClassKind::Interface => "interface",
                    ClassKind::Trait => "trait",
                    ClassKind::Enum => "enum",
                    ClassKind::Class => "abstract class",
                },
                String::from_utf8_lossy(&name)
            )));
        }
        cu.allow_dynamic = c.attributes.iter().any(|g| {
            g.attributes.iter().any(|a| {
                let n = self.resolve_class(&a.name);
                n.eq_ignore_ascii_case(b"AllowDynamicProperties")
            })
        });
        let saved_class = self.class_name.replace(name.clone());
        let saved_parent = std::mem::replace(
            &mut self.class_parent,
            cu.parent.as_ref().map(|p| p.to_vec()),
        );
        let saved_trait = std::mem::replace(&mut self.in_trait, kind == ClassKind::Trait);
        let saved_methods = std::mem::replace(&mut self.class_methods, Self::class_method_sigs(c));
        for m in &c.members {
            match m {
                Member::Property(p) => {
                    let hooks = match (&p.hooks, p.items.first()) {
                        (Some(h), Some(item)) => Some(self.hook_methods(
                            &mut cu,
                            &item.name,
                            p.ty.as_ref(),
                            p.modifiers,
                            h,
                        )?),
                        _ => None,
                    };
                    let prop_line =
                        self.line_of(p.items.first().map_or(p.span.start, |i| i.span.start));
                    let prop_attrs = self.attributes(&p.attributes, 8, prop_line)?;
                    let ty = p.ty.as_ref().map(|t| self.member_type(t));
                    for item in &p.items {
                        let default = match &item.default {
                            // an int literal for a float property (not also int) is stored
                            // as the float (php's `zend_is_valid_default_value`)
                            Some(d) => match (self.init_of(d)?, &ty) {
                                (Init::Lit(Const::Int(i)), Some(t))
                                    if t.alternatives.iter().any(|a| &**a == b"float")
                                        && !t.alternatives.iter().any(|a| &**a == b"int") =>
                                {
                                    Some(Init::Lit(Const::Float(i as f64)))
                                }
                                (init, _) => Some(init),
                            },
                            None => None,
                        };
                        cu.props.push(PropDecl {
                            attributes: prop_attrs.clone(),
                            doc_comment: self.doc(item.doc_comment),
                            hooks,
                            name: item.name.clone(),
                            visibility: visibility(p.modifiers),
                            set_visibility: set_visibility(p.modifiers),
                            is_static: p.modifiers.has(Modifiers::STATIC),
                            readonly: p.modifiers.has(Modifiers::READONLY),
                            is_final: p.modifiers.has(Modifiers::FINAL),
                            default,
                            ty: ty.clone(),
                        });
                    }
                }
                Member::Const(k) => {
                    let const_line =
                        self.line_of(k.items.first().map_or(k.span.start, |i| i.name.span.start));
                    let const_attrs = self.attributes(&k.attributes, 16, const_line)?;
                    let ty = k.ty.as_ref().map(|t| self.member_type(t));
                    for item in &k.items {
                        // an int literal for a float constant (not also int) is the float
                        // (php's `zend_is_valid_default_value`)
                        let value = match (self.init_of(&item.value)?, &ty) {
                            (Init::Lit(Const::Int(i)), Some(t))
                                if t.alternatives.iter().any(|a| &**a == b"float")
                                    && !t.alternatives.iter().any(|a| &**a == b"int") =>
                            {
                                Init::Lit(Const::Float(i as f64))
                            }
                            (init, _) => init,
                        };
                        cu.consts.push(ConstDecl {
                            ty: ty.clone(),
                            attributes: const_attrs.clone(),
                            doc_comment: self.doc(item.doc_comment),
                            name: item.name.name.clone(),
                            visibility: visibility(k.modifiers),
                            is_final: k.modifiers.has(Modifiers::FINAL),
                            is_case: false,
                            value,
                        });
                    }
                }
                Member::EnumCase(e) => {
                    let value = match &e.value {
                        Some(v) => self.init_of(v)?,
                        None => Init::Lit(Const::Null),
                    };
                    let case_line = self.line_of(e.name.span.start);
                    let attributes = self.attributes(&e.attributes, 16, case_line)?;
                    cu.consts.push(ConstDecl {
                        attributes,
                        doc_comment: self.doc(e.doc_comment),
                        name: e.name.name.clone(),
                        visibility: Visibility::Public,
                        is_final: false,
                        is_case: true,
                        value,
                        ty: None,
                    });
                }
                Member::TraitUse(t) => {
                    let mut d = TraitUseDecl {
                        traits: t
                            .traits
                            .iter()
                            .map(|n| self.resolve_class(n).into())
                            .collect(),
                        ..Default::default()
                    };
                    for a in &t.adaptations {
                        match a {
                            ast::TraitAdaptation::Precedence {
                                trait_name,
                                method,
                                insteadof,
                                ..
                            } => d.insteadof.push((
                                self.resolve_class(trait_name).into(),
                                method.name.clone(),
                                insteadof
                                    .iter()
                                    .map(|n| self.resolve_class(n).into())
                                    .collect(),
                            )),
                            ast::TraitAdaptation::Alias {
                                trait_name,
                                method,
                                modifiers,
                                alias,
                                ..
                            } => d.aliases.push((
                                trait_name
                                    .as_ref()
                                    .map(|n| self.resolve_class(n).into())
                                    .unwrap_or_default(),
                                method.name.clone(),
                                if modifiers.0 & Modifiers::VISIBILITY != 0 {
                                    Some(visibility(*modifiers))
                                } else {
                                    None
                                },
                                alias.as_ref().map(|a| a.name.clone()),
                            )),
                        }
                    }
                    cu.traits.push(d);
                }
                Member::Method(m) => {
                    let line = self.line_of(m.name.span.start);
                    self.f.line = line;
                    // promoted constructor parameters become properties
                    if m.name.name.eq_ignore_ascii_case(b"__construct") {
                        for p in &m.params {
                            if p.modifiers.is_empty() {
                                continue;
                            }
                            let hooks = match &p.hooks {
                                Some(h) => Some(self.hook_methods(
                                    &mut cu,
                                    &p.name,
                                    p.ty.as_ref(),
                                    p.modifiers,
                                    h,
                                )?),
                                None => None,
                            };
                            let attributes = self.attributes(&p.attributes, 0, 0)?;
                            cu.props.push(PropDecl {
                                attributes,
                                doc_comment: self.doc(p.doc_comment),
                                hooks,
                                name: p.name.clone(),
                                visibility: visibility(p.modifiers),
                                set_visibility: set_visibility(p.modifiers),
                                is_static: false,
                                readonly: p.modifiers.has(Modifiers::READONLY),
                                is_final: p.modifiers.has(Modifiers::FINAL),
                                default: None,
                                ty: Some(match &p.ty {
                                    Some(t) => self.member_type(t),
                                    None => crate::bytecode::ParamType {
                                        alternatives: vec![(*b"mixed").into()],
                                        display: "mixed".into(),
                                        dnf: Vec::new(),
                                    },
                                })
                                .filter(|_| p.ty.is_some()),
                            });
                            self.promote.push((p.name.to_vec(), p.by_ref));
                        }
                    }
                    let is_static = m.modifiers.has(Modifiers::STATIC);
                    let method_attrs = self.attributes(&m.attributes, 4, line)?;
                    if m.name.name.eq_ignore_ascii_case(b"__construct")
                        && method_attrs
                            .iter()
                            .any(|a| a.name.eq_ignore_ascii_case(b"NoDiscard"))
                    {
                        return Err(self.err(format!(
                            "Method {}::__construct cannot be #[\\NoDiscard]",
                            String::from_utf8_lossy(&name)
                        )));
                    }
                    let body = m.body.as_deref().unwrap_or(&[]);
                    self.pending_attrs = method_attrs.clone();
                    self.pending_doc = self.doc(m.doc_comment);
                    let (_, unit) = self.function(
                        UnitKind::Method,
                        &m.name.name,
                        &m.params,
                        m.return_type.as_ref(),
                        m.by_ref,
                        is_static,
                        FnBody::Stmts(body),
                        line,
                    )?;
                    self.promote.clear();
                    cu.methods.push(MethodDecl {
                        name: m.name.name.clone(),
                        visibility: visibility(m.modifiers),
                        is_static,
                        is_abstract: m.modifiers.has(Modifiers::ABSTRACT) || m.body.is_none(),
                        is_final: m.modifiers.has(Modifiers::FINAL),
                        unit,
                        attributes: method_attrs,
                    });
                }
            }
        }
        self.class_name = saved_class;
        self.class_parent = saved_parent;
        self.in_trait = saved_trait;
        self.class_methods = saved_methods;
        self.f.unit.classes.push(Arc::new(cu));
        Ok((self.f.unit.classes.len() - 1) as u32)
    }

    /// Compile a property's hooks into methods `$name::get` / `$name::set` of `cu`.
    fn hook_methods(
        &mut self,
        cu: &mut ClassUnit,
        pname: &[u8],
        ty: Option<&ast::Type>,
        mods: Modifiers,
        hooks: &[ast::PropertyHook],
    ) -> CResult<PropHooks> {
        let mut out = PropHooks::default();
        let mut backed = false;
        let uses_backing = |e: &Expr| -> Option<bool> {
            match &e.kind {
                ExprKind::Prop(pf) => {
                    let this = matches!(&pf.object.kind, ExprKind::Variable(v) if &**v == b"this");
                    let same = matches!(&pf.name, MemberName::Ident(id) if *id.name == *pname);
                    if this && same { Some(true) } else { None }
                }
                ExprKind::Closure(_) | ExprKind::ArrowFn(_) => Some(false),
                _ => None,
            }
        };
        for h in hooks {
            let kind = if h.name.name.eq_ignore_ascii_case(b"set") {
                "set"
            } else {
                "get"
            };
            let is_set = kind == "set";
            let name = crate::bytecode::hook_method_name(pname, kind);
            let line = self.line_of(h.span.start);
            self.f.line = line;
            let span = h.span;
            let implicit;
            let params: &[ast::Param] = match (&h.params, is_set) {
                (Some(ps), _) => ps,
                (None, true) => {
                    implicit = [ast::Param {
                        name: (*b"value").to_vec().into(),
                        ty: ty.cloned(),
                        default: None,
                        by_ref: false,
                        variadic: false,
                        modifiers: Modifiers::default(),
                        attributes: Vec::new(),
                        hooks: None,
                        doc_comment: None,
                        span,
                    }];
                    &implicit
                }
                (None, false) => &[],
            };
            let assign;
            let body = match &h.body {
                ast::HookBody::Abstract => FnBody::Stmts(&[]),
                ast::HookBody::Block(b) => {
                    backed |= super::super::checks::functions::stmts_any(b, &uses_backing);
                    FnBody::Stmts(b)
                }
                ast::HookBody::Expr(e) if is_set => {
                    // `set => expr` assigns the backing property
                    backed = true;
                    let target = Expr {
                        span,
                        kind: ExprKind::Prop(Box::new(ast::PropFetch {
                            object: Expr {
                                span,
                                kind: ExprKind::Variable((*b"this").to_vec().into()),
                            },
                            name: MemberName::Ident(ast::Ident {
                                name: pname.to_vec().into(),
                                span,
                            }),
                            nullsafe: false,
                        })),
                    };
                    assign = [ast::Stmt {
                        span,
                        kind: ast::StmtKind::Expr(Expr {
                            span,
                            kind: ExprKind::Assign(Box::new(ast::Assign {
                                target,
                                value: e.clone(),
                            })),
                        }),
                    }];
                    FnBody::Stmts(&assign)
                }
                ast::HookBody::Expr(e) => {
                    backed |= super::super::checks::functions::expr_any(e, 0, &uses_backing);
                    FnBody::Expr(e)
                }
            };
            let ret = if is_set { None } else { ty };
            let (_, unit) = self.function(
                UnitKind::Method,
                &name,
                params,
                ret,
                h.by_ref,
                false,
                body,
                line,
            )?;
            let is_abstract = matches!(h.body, ast::HookBody::Abstract);
            cu.methods.push(MethodDecl {
                name: name.into(),
                visibility: Visibility::Public,
                is_static: false,
                is_abstract,
                is_final: h.modifiers.has(Modifiers::FINAL) || mods.has(Modifiers::FINAL),
                unit,
                attributes: Vec::new(),
            });
            if is_set {
                out.set = true;
            } else {
                out.get = true;
            }
        }
        out.is_virtual = !backed;
        let ref_get = hooks
            .iter()
            .any(|h| h.by_ref && !h.name.name.eq_ignore_ascii_case(b"set"));
        if backed && ref_get && out.set {
            // php checks as the hooks are compiled: the line is where the last one ends
            if let Some(h) = hooks.last() {
                self.f.line = self.line_of(h.span.end.saturating_sub(1));
            }
            return Err(self.err(format!(
                "Get hook of backed property {}::{} with set hook may not return by reference",
                String::from_utf8_lossy(self.class_name.as_deref().unwrap_or_default()),
                String::from_utf8_lossy(pname)
            )));
        }
        Ok(out)
    }

    /// A declared type with class names resolved.
    pub(super) fn resolved_type(&self, t: &ast::Type) -> crate::bytecode::ParamType {
        let mut pt = super::types::param_type(t);
        for a in &mut pt.alternatives {
            if let Some(fq) = a.strip_prefix(b"\\") {
                *a = fq.into();
                continue;
            }
            if !super::is_builtin_type(a) {
                let n = ast::Name {
                    name: a.to_vec().into(),
                    kind: ast::NameKind::Unqualified,
                    span: t.span,
                };
                let n = if a.contains(&b'\\') {
                    ast::Name {
                        kind: ast::NameKind::Qualified,
                        ..n
                    }
                } else {
                    n
                };
                *a = self.resolve_class(&n).into();
            }
        }
        let (display, dnf) = self.type_shape(t);
        pt.display = display;
        pt.dnf = dnf;
        pt
    }

    /// The type of a member of a class (property, constant, method parameter or return):
    /// `self` and `parent` name the class and its parent where the scope is known (not in
    /// a trait), as php's zend_compile_single_typename does; whoever writes a property, its
    /// `self` is its class.
    pub(super) fn member_type(&self, t: &ast::Type) -> crate::bytecode::ParamType {
        let mut pt = self.resolved_type(t);
        if !self.in_trait {
            for a in &mut pt.alternatives {
                let named = match &**a {
                    b"self" => self.class_name.as_deref(),
                    b"parent" => self.class_parent.as_deref(),
                    _ => None,
                };
                if let Some(n) = named {
                    *a = n.into();
                }
            }
        }
        pt
    }

    /// An initializer: a literal when it is one, otherwise a constant-expression tree.
    fn init_of(&mut self, e: &Expr) -> CResult<Init> {
        let c = self.const_expr(e)?;
        Ok(match c {
            ConstExpr::Lit(l) => Init::Lit(l),
            other => Init::Expr(other),
        })
    }

    /// Convert a constant expression (already checked by `checks::constexpr`).
    /// The attributes of a declaration, names resolved, arguments as constant expressions.
    /// `target` (an `Attribute::TARGET_*` bit; 0: none) checks php's own attributes the way
    /// php does at compile time (allowed targets, no repetition), reported at `line`.
    pub(super) fn attributes(
        &mut self,
        groups: &[ast::AttributeGroup],
        target: u8,
        line: u32,
    ) -> CResult<Vec<crate::bytecode::AttrDecl>> {
        let out = self.attributes_unchecked(groups)?;
        if target == 0 {
            return Ok(out);
        }
        for (i, a) in out.iter().enumerate() {
            let Some((shown, allowed)) = internal_attribute(&a.name) else {
                continue;
            };
            if allowed & target == 0 {
                let names: Vec<&str> = (0..7)
                    .map(|b| 1u8 << b)
                    .filter(|t| allowed & t != 0)
                    .map(target_name)
                    .collect();
                self.f.line = line;
                return Err(self.err(format!(
                    "Attribute \"{shown}\" cannot target {} (allowed targets: {})",
                    target_name(target),
                    names.join(", ")
                )));
            }
            if out[..i]
                .iter()
                .any(|b| b.name.eq_ignore_ascii_case(&a.name))
            {
                self.f.line = line;
                return Err(self.err(format!("Attribute \"{shown}\" must not be repeated")));
            }
        }
        Ok(out)
    }

    fn attributes_unchecked(
        &mut self,
        groups: &[ast::AttributeGroup],
    ) -> CResult<Vec<crate::bytecode::AttrDecl>> {
        let mut out = Vec::new();
        for a in groups.iter().flat_map(|g| &g.attributes) {
            let mut args = Vec::new();
            if let Some(list) = &a.args {
                if let ast::ArgListKind::Args(items) = &list.kind {
                    for arg in items {
                        let v = self.const_expr(&arg.value)?;
                        args.push((arg.name.as_ref().map(|n| n.name.clone()), v));
                    }
                }
            }
            out.push(crate::bytecode::AttrDecl {
                name: self.resolve_class(&a.name).into(),
                args,
                line: self.line_of(a.span.start),
            });
        }
        Ok(out)
    }

    pub(super) fn const_expr(&mut self, e: &Expr) -> CResult<ConstExpr> {
        let b = |x: ConstExpr| Box::new(x);
        Ok(match &e.kind {
            ExprKind::Int(i) => ConstExpr::Lit(Const::Int(*i)),
            ExprKind::Float(f) => ConstExpr::Lit(Const::Float(*f)),
            ExprKind::String(s) => ConstExpr::Lit(Const::Str(s.clone())),
            ExprKind::Constant(n) => {
                let lower = n.name.to_ascii_lowercase();
                match lower.as_slice() {
                    b"true" | b"\\true" => return Ok(ConstExpr::Lit(Const::Bool(true))),
                    b"false" | b"\\false" => return Ok(ConstExpr::Lit(Const::Bool(false))),
                    b"null" | b"\\null" => return Ok(ConstExpr::Lit(Const::Null)),
                    _ => {}
                }
                let imported = (n.kind == ast::NameKind::Unqualified
                    && self.use_consts.contains_key(&*n.name))
                    || n.kind == ast::NameKind::Qualified;
                match n.kind {
                    ast::NameKind::FullyQualified => ConstExpr::Constant {
                        name: n.name.clone(),
                        fallback: None,
                    },
                    _ if imported => ConstExpr::Constant {
                        name: self.resolve_fn_or_const(n, true).into(),
                        fallback: None,
                    },
                    _ if self.namespace.is_empty() => ConstExpr::Constant {
                        name: n.name.clone(),
                        fallback: None,
                    },
                    _ => ConstExpr::Constant {
                        name: self.namespaced(&n.name).into(),
                        fallback: Some(n.name.clone()),
                    },
                }
            }
            ExprKind::MagicConst(m) => match m {
                // in a trait: the using class
                MagicConst::Class if self.in_trait => ConstExpr::ClassName(Box::from(&b"self"[..])),
                MagicConst::Trait if self.in_trait => match &self.class_name {
                    Some(c) => ConstExpr::Lit(Const::Str(c.clone().into())),
                    None => ConstExpr::Lit(Const::Str(Box::new([]))),
                },
                MagicConst::Class => match &self.class_name {
                    Some(c) => ConstExpr::Lit(Const::Str(c.clone().into())),
                    None => ConstExpr::Lit(Const::Str(Box::new([]))),
                },
                MagicConst::Line => {
                    ConstExpr::Lit(Const::Int(i64::from(self.line_of(e.span.start))))
                }
                MagicConst::File => ConstExpr::Lit(Const::Str(self.file.as_bytes().into())),
                MagicConst::Dir => ConstExpr::Lit(Const::Str(self.dir.as_bytes().into())),
                MagicConst::Namespace => ConstExpr::Lit(Const::Str(self.namespace.clone().into())),
                _ => ConstExpr::Lit(Const::Str(Box::new([]))),
            },
            ExprKind::Array(a) => {
                // all keys and values literal: one literal array
                if let Some(c) = super::expr::const_array(a) {
                    return Ok(ConstExpr::Lit(c));
                }
                let mut items = Vec::new();
                for item in a.items.iter().flatten() {
                    let k = match &item.key {
                        Some(k) => Some(self.const_expr(k)?),
                        None => None,
                    };
                    let v = self.const_expr(&item.value)?;
                    items.push((k, v, item.spread));
                }
                ConstExpr::Array(items)
            }
            ExprKind::ClassConst(cc) => {
                let class: Box<[u8]> = match &cc.class {
                    ClassRef::Name(n) => self.resolve_class(n).into(),
                    ClassRef::Static(_) => Box::from(&b"static"[..]),
                    ClassRef::Expr(_) => {
                        return Err(self.err("Dynamic class names are not allowed in compile-time class constant references"));
                    }
                };
                match &cc.name {
                    MemberName::Ident(id) if id.name.eq_ignore_ascii_case(b"class") => {
                        if matches!(&*class, b"self" | b"parent" | b"static") {
                            ConstExpr::ClassName(class)
                        } else {
                            ConstExpr::Lit(Const::Str(class))
                        }
                    }
                    MemberName::Ident(id) => ConstExpr::ClassConst {
                        class,
                        name: id.name.clone(),
                    },
                    MemberName::Expr(x) => match &x.kind {
                        ExprKind::String(s) => ConstExpr::ClassConst {
                            class,
                            name: s.clone(),
                        },
                        _ => ConstExpr::ClassConstDyn {
                            class,
                            name: b(self.const_expr(x)?),
                        },
                    },
                }
            }
            ExprKind::Binary(bin) => {
                let l = self.const_expr(&bin.left)?;
                let r = self.const_expr(&bin.right)?;
                let arith = super::arith_op(bin.op);
                if let Some(op) = arith {
                    return Ok(ConstExpr::Bin(op, b(l), b(r)));
                }
                let cmp = super::cmp_op(bin.op);
                if let Some(op) = cmp {
                    return Ok(ConstExpr::Cmp(op, b(l), b(r)));
                }
                match bin.op {
                    BinaryOp::BoolAnd | BinaryOp::LogicalAnd => ConstExpr::And(b(l), b(r)),
                    BinaryOp::BoolOr | BinaryOp::LogicalOr => ConstExpr::Or(b(l), b(r)),
                    BinaryOp::LogicalXor => ConstExpr::Xor(b(l), b(r)),
                    BinaryOp::Coalesce => ConstExpr::Coalesce(b(l), b(r)),
                    _ => return Err(self.err("Constant expression contains invalid operations")),
                }
            }
            ExprKind::Unary(u) => {
                let x = self.const_expr(&u.expr)?;
                match u.op {
                    ast::UnaryOp::Not => ConstExpr::Not(b(x)),
                    ast::UnaryOp::Neg => match x {
                        ConstExpr::Lit(Const::Int(i)) if i != i64::MIN => {
                            ConstExpr::Lit(Const::Int(-i))
                        }
                        ConstExpr::Lit(Const::Float(f)) => ConstExpr::Lit(Const::Float(-f)),
                        x => ConstExpr::Neg(b(x)),
                    },
                    ast::UnaryOp::Plus => ConstExpr::Plus(b(x)),
                    ast::UnaryOp::BitNot => ConstExpr::BitNot(b(x)),
                    _ => return Err(self.err("Constant expression contains invalid operations")),
                }
            }
            ExprKind::Ternary(t) => {
                let c = self.const_expr(&t.cond)?;
                let then = match &t.then {
                    Some(x) => Some(b(self.const_expr(x)?)),
                    None => None,
                };
                let f = self.const_expr(&t.otherwise)?;
                ConstExpr::Ternary(b(c), then, b(f))
            }
            ExprKind::Dim(d) => {
                let base = self.const_expr(&d.base)?;
                let Some(i) = &d.index else {
                    return Err(self.err("Cannot use [] for reading"));
                };
                let k = self.const_expr(i)?;
                ConstExpr::Dim(b(base), b(k))
            }
            ExprKind::Prop(pf) => {
                let obj = self.const_expr(&pf.object)?;
                let name = match &pf.name {
                    MemberName::Ident(id) => ConstExpr::Lit(Const::Str(id.name.clone())),
                    MemberName::Expr(x) => self.const_expr(x)?,
                };
                ConstExpr::Prop(b(obj), b(name), pf.nullsafe)
            }
            ExprKind::New(n) => {
                let class: Box<[u8]> = match &n.class {
                    ast::NewClass::Name(name) => self.resolve_class(name).into(),
                    _ => return Err(self.err("Constant expression contains invalid operations")),
                };
                let mut args = Vec::new();
                if let Some(ast::ArgList {
                    kind: ast::ArgListKind::Args(list),
                    ..
                }) = &n.args
                {
                    for arg in list {
                        let name = arg.name.as_ref().map(|n| n.name.clone());
                        args.push((name, self.const_expr(&arg.value)?));
                    }
                }
                ConstExpr::New(class, args)
            }
            ExprKind::Closure(c) => {
                // php 8.5: a static closure without `use` (the checker vetted it)
                let line = self.line_of(e.span.start);
                self.pending_attrs = self.attributes(&c.attributes, 2, line)?;
                let (_, unit) = self.function(
                    UnitKind::Closure,
                    b"{closure}",
                    &c.params,
                    c.return_type.as_ref(),
                    c.by_ref,
                    c.is_static,
                    super::FnBody::Stmts(&c.body),
                    line,
                )?;
                ConstExpr::Closure(crate::bytecode::class::ConstClosure(unit))
            }
            ExprKind::Call(call)
                if matches!(call.args.kind, ast::ArgListKind::FirstClassCallable) =>
            {
                let ast::Callee::Name(n) = &call.callee else {
                    return Err(self.err("Constant expression contains invalid operations"));
                };
                let name: Box<[u8]> = self.resolve_fn_or_const(n, false).into();
                let imported = self
                    .use_fns
                    .contains_key(n.name.to_ascii_lowercase().as_slice());
                let fallback = (n.kind == ast::NameKind::Unqualified
                    && !self.namespace.is_empty()
                    && !imported)
                    .then(|| n.name.clone());
                ConstExpr::FuncCallable { name, fallback }
            }
            ExprKind::StaticCall(sc)
                if matches!(sc.args.kind, ast::ArgListKind::FirstClassCallable) =>
            {
                let class: Box<[u8]> = match &sc.class {
                    ClassRef::Name(n) => self.resolve_class(n).into(),
                    _ => return Err(self.err("Constant expression contains invalid operations")),
                };
                let MemberName::Ident(id) = &sc.name else {
                    return Err(self.err("Constant expression contains invalid operations"));
                };
                ConstExpr::StaticCallable {
                    class,
                    name: id.name.clone(),
                }
            }
            _ => return Err(self.err("Constant expression contains invalid operations")),
        })
    }
}

/// php's own attributes: the name as php prints it and the targets it allows.
fn internal_attribute(name: &[u8]) -> Option<(&'static str, u8)> {
    const LIST: &[(&str, u8)] = &[
        ("Attribute", 1),
        ("Override", 4 | 8),
        ("AllowDynamicProperties", 1),
        ("ReturnTypeWillChange", 4),
        ("SensitiveParameter", 32),
        ("Deprecated", 1 | 2 | 4 | 16 | 64),
        ("NoDiscard", 2 | 4),
    ];
    LIST.iter()
        .find(|(n, _)| n.as_bytes().eq_ignore_ascii_case(name))
        .copied()
}

/// The word php uses for an `Attribute::TARGET_*` bit.
fn target_name(t: u8) -> &'static str {
    match t {
        1 => "class",
        2 => "function",
        4 => "method",
        8 => "property",
        16 => "class constant",
        32 => "parameter",
        _ => "constant",
    }
}
