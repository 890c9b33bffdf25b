//! Trait composition (php's `zend_do_bind_traits`): resolving `insteadof` and `as` rules,
//! copying trait methods into the using class (aliases, visibility changes, exclusions,
//! collisions, abstract trait methods), and flattening trait properties and constants
//! with php's compatibility checks and fatal error texts.

use super::{Control, Vm};
use crate::bytecode::{ClassKind, ClassUnit, ConstDecl, Init, MethodDecl, PropDecl};
use crate::class::{Class, ConstState};
use crate::value::PhpStr;
use std::rc::Rc;
use std::sync::Arc;

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn fatal(msg: String) -> Control {
    Control::Fatal(msg)
}

/// What the traits of a class contribute, already checked.
#[derive(Default)]
pub(super) struct Composed {
    /// Methods to add (by their final name), with the trait they come from.
    pub methods: Vec<(MethodDecl, PhpStr)>,
    /// Properties to add (own and inherited compatible ones are left out).
    pub props: Vec<(PropDecl, PhpStr)>,
    /// Constants to add.
    pub consts: Vec<(ConstDecl, PhpStr)>,
    /// Abstract trait methods an existing method must satisfy: (lowercase name, the
    /// abstract method, its trait).
    pub abstract_checks: Vec<(Box<[u8]>, MethodDecl, PhpStr)>,
}

/// A trait's full member lists (its own plus those of the traits it uses).
struct TraitMembers {
    class: Rc<Class>,
    methods: Vec<MethodDecl>,
    props: Vec<PropDecl>,
    consts: Vec<ConstDecl>,
}

impl Vm {
    /// php's `check_trait_property_or_constant_value_compatibility`: identical values,
    /// constant expressions evaluated.
    fn same_init(&mut self, a: Option<&Init>, b: Option<&Init>) -> bool {
        if a == b {
            return true;
        }
        let mut val = |x: Option<&Init>| match x {
            None => None,
            Some(Init::Lit(l)) => Some(super::call::materialize(l)),
            Some(Init::Expr(e)) => self.eval_const_expr(e, None).ok(),
        };
        match (val(a), val(b)) {
            (Some(x), Some(y)) => crate::value::compare::identical(&x, &y),
            _ => false,
        }
    }

    fn trait_members(&mut self, t: &Rc<Class>) -> Result<TraitMembers, Control> {
        let mut out = TraitMembers {
            class: t.clone(),
            methods: Vec::new(),
            props: Vec::new(),
            consts: Vec::new(),
        };
        let Some(decl) = t.decl.clone() else {
            return Ok(out);
        };
        let composed = self.compose_traits(&decl, None)?;
        out.methods = decl.methods.clone();
        for (m, _) in composed.methods {
            let l = m.name.to_ascii_lowercase();
            if !out.methods.iter().any(|o| o.name.eq_ignore_ascii_case(&l)) {
                out.methods.push(m);
            }
        }
        out.props = decl.props.clone();
        out.props.extend(composed.props.into_iter().map(|(p, _)| p));
        out.consts = decl.consts.clone();
        out.consts
            .extend(composed.consts.into_iter().map(|(k, _)| k));
        Ok(out)
    }

    /// A trait named in an `insteadof`/`as` rule: its index among the used traits.
    fn trait_ref(
        &self,
        name: &[u8],
        traits: &[TraitMembers],
        shown: &str,
    ) -> Result<usize, Control> {
        let Some(t) = self.find_class(name) else {
            return Err(fatal(format!("Could not find trait {}", lossy(name))));
        };
        if t.kind != ClassKind::Trait {
            return Err(fatal(format!(
                "Class {} is not a trait, Only traits may be used in 'as' and 'insteadof' statements",
                t.name.to_string_lossy()
            )));
        }
        match traits.iter().position(|u| u.class.id == t.id) {
            Some(i) => Ok(i),
            None => Err(fatal(format!(
                "Required Trait {} wasn't added to {shown}",
                t.name.to_string_lossy()
            ))),
        }
    }

    /// Compose the traits `cu` uses; `parent` is the (already inherited) parent class.
    pub(super) fn compose_traits(
        &mut self,
        cu: &ClassUnit,
        parent: Option<&Rc<Class>>,
    ) -> Result<Composed, Control> {
        let mut out = Composed::default();
        if cu.traits.is_empty() {
            return Ok(out);
        }
        let shown = lossy(&cu.name);
        let mut traits: Vec<TraitMembers> = Vec::new();
        for tname in cu.traits.iter().flat_map(|t| &t.traits) {
            let Some(t) = self.find_class(tname) else {
                return Err(fatal(format!("Trait \"{}\" not found", lossy(tname))));
            };
            if t.kind != ClassKind::Trait {
                return Err(fatal(format!(
                    "{shown} cannot use {} - it is not a trait",
                    t.name.to_string_lossy()
                )));
            }
            if traits.iter().any(|u| u.class.id == t.id) {
                continue;
            }
            let m = self.trait_members(&t)?;
            traits.push(m);
        }
        let has =
            |t: &TraitMembers, l: &[u8]| t.methods.iter().any(|m| m.name.eq_ignore_ascii_case(l));
        // insteadof
        let mut excluded: Vec<Vec<Vec<u8>>> = vec![Vec::new(); traits.len()];
        for (tn, mn, ex) in cu.traits.iter().flat_map(|t| &t.insteadof) {
            let ti = self.trait_ref(tn, &traits, &shown)?;
            let tshown = traits[ti].class.name.to_string_lossy();
            if !has(&traits[ti], mn) {
                return Err(fatal(format!(
                    "A precedence rule was defined for {tshown}::{} but this method does not exist",
                    lossy(mn)
                )));
            }
            let lm = mn.to_ascii_lowercase();
            for e in ex {
                let ei = self.trait_ref(e, &traits, &shown)?;
                if excluded[ei].contains(&lm) {
                    return Err(fatal(format!(
                        "Failed to evaluate a trait precedence ({}). Method of trait {} was defined to be excluded multiple times",
                        lossy(mn),
                        traits[ei].class.name.to_string_lossy()
                    )));
                }
                excluded[ei].push(lm.clone());
                if ei == ti {
                    return Err(fatal(format!(
                        "Inconsistent insteadof definition. The method {m} is to be used from {tshown}, but {tshown} is also on the exclude list",
                        m = lossy(mn)
                    )));
                }
            }
        }
        // as
        let aliases: Vec<&crate::bytecode::class::TraitAlias> =
            cu.traits.iter().flat_map(|t| &t.aliases).collect();
        let mut alias_trait: Vec<usize> = Vec::new();
        for (tn, mn, _, alias) in &aliases {
            if !tn.is_empty() {
                let ti = self.trait_ref(tn, &traits, &shown)?;
                if !has(&traits[ti], mn) {
                    return Err(fatal(format!(
                        "An alias was defined for {}::{} but this method does not exist",
                        traits[ti].class.name.to_string_lossy(),
                        lossy(mn)
                    )));
                }
                alias_trait.push(ti);
                continue;
            }
            let mut found: Option<usize> = None;
            for (j, t) in traits.iter().enumerate() {
                if !has(t, mn) {
                    continue;
                }
                if let Some(f) = found {
                    let (a, b) = (
                        traits[f].class.name.to_string_lossy(),
                        t.class.name.to_string_lossy(),
                    );
                    let m = lossy(mn);
                    return Err(fatal(format!(
                        "An alias was defined for method {m}(), which exists in both {a} and {b}. Use {a}::{m} or {b}::{m} to resolve the ambiguity"
                    )));
                }
                found = Some(j);
            }
            match found {
                Some(j) => alias_trait.push(j),
                None => {
                    return Err(fatal(match alias {
                        Some(a) => format!(
                            "An alias ({}) was defined for method {}(), but this method does not exist",
                            lossy(a),
                            lossy(mn)
                        ),
                        None => format!(
                            "The modifiers of the trait method {}() are changed, but this method does not exist. Error",
                            lossy(mn)
                        ),
                    }));
                }
            }
        }
        // methods
        let mut table: Vec<(Box<[u8]>, MethodDecl, PhpStr)> = Vec::new();
        for (i, t) in traits.iter().enumerate() {
            let origin = t.class.name.clone();
            for m in &t.methods {
                for (j, (_, mn, vis, alias)) in aliases.iter().enumerate() {
                    let Some(a) = alias else { continue };
                    if alias_trait.get(j) != Some(&i) || !mn.eq_ignore_ascii_case(&m.name) {
                        continue;
                    }
                    let mut copy = m.clone();
                    if let Some(v) = vis {
                        copy.visibility = *v;
                    }
                    self.add_trait_method(cu, parent, &mut table, &mut out, a, copy, &origin)?;
                }
                let lm = m.name.to_ascii_lowercase();
                if excluded[i].contains(&lm) {
                    continue;
                }
                let mut copy = m.clone();
                for (j, (_, mn, vis, alias)) in aliases.iter().enumerate() {
                    if alias.is_none()
                        && alias_trait.get(j) == Some(&i)
                        && mn.eq_ignore_ascii_case(&m.name)
                    {
                        if let Some(v) = vis {
                            copy.visibility = *v;
                        }
                    }
                }
                let name = m.name.clone();
                self.add_trait_method(cu, parent, &mut table, &mut out, &name, copy, &origin)?;
            }
        }
        out.methods = table.into_iter().map(|(_, m, o)| (m, o)).collect();
        self.compose_consts(cu, parent, &traits, &mut out)?;
        self.compose_props(cu, parent, &traits, &mut out)?;
        Ok(out)
    }

    #[allow(clippy::too_many_arguments)]
    fn add_trait_method(
        &mut self,
        cu: &ClassUnit,
        parent: Option<&Rc<Class>>,
        table: &mut Vec<(Box<[u8]>, MethodDecl, PhpStr)>,
        out: &mut Composed,
        name: &[u8],
        mut m: MethodDecl,
        origin: &PhpStr,
    ) -> Result<(), Control> {
        let key: Box<[u8]> = name.to_ascii_lowercase().into();
        if m.name.first() == Some(&b'$') {
            // property hooks travel with their property
            if !cu.methods.iter().any(|o| *o.name == *m.name) {
                table.push((m.name.clone(), m, origin.clone()));
            }
            return Ok(());
        }
        if let Some(pos) = table.iter().position(|(k, _, _)| *k == key) {
            let (_, old, old_origin) = &table[pos];
            if Arc::ptr_eq(&old.unit, &m.unit) && old.visibility == m.visibility {
                return Ok(());
            }
            if m.is_abstract {
                out.abstract_checks.push((key, m, origin.clone()));
                return Ok(());
            }
            if !old.is_abstract {
                return Err(fatal(format!(
                    "Trait method {}::{} has not been applied as {}::{}, because of collision with {}::{}",
                    origin.to_string_lossy(),
                    lossy(&m.name),
                    lossy(&cu.name),
                    lossy(name),
                    old_origin.to_string_lossy(),
                    lossy(&old.name)
                )));
            }
            // a concrete method implements an abstract one of another trait
            let mut abs = old.clone();
            abs.name = old.name.clone();
            out.abstract_checks
                .push((key.clone(), abs, old_origin.clone()));
            m.name = name.into();
            table[pos] = (key, m, origin.clone());
            return Ok(());
        }
        let own = cu.methods.iter().any(|o| o.name.eq_ignore_ascii_case(&key));
        let inherited = parent.is_some_and(|p| p.methods.contains_key(&key));
        if own || inherited {
            if m.is_abstract {
                out.abstract_checks.push((key, m, origin.clone()));
                return Ok(());
            }
            if own {
                return Ok(());
            }
        }
        m.name = name.into();
        table.push((key, m, origin.clone()));
        Ok(())
    }

    fn compose_consts(
        &mut self,
        cu: &ClassUnit,
        parent: Option<&Rc<Class>>,
        traits: &[TraitMembers],
        out: &mut Composed,
    ) -> Result<(), Control> {
        for (i, t) in traits.iter().enumerate() {
            for k in &t.consts {
                let own = cu.consts.iter().find(|o| o.name == k.name);
                let added = out.consts.iter().find(|(o, _)| o.name == k.name);
                let inherited = parent.and_then(|p| p.consts.get(&k.name));
                let (same, first) = if let Some(o) = own.or(added.map(|(o, _)| o)) {
                    let same = o.visibility == k.visibility
                        && o.is_final == k.is_final
                        && self.same_init(Some(&o.value), Some(&k.value));
                    let first = traits[..i]
                        .iter()
                        .find(|u| u.consts.iter().any(|c| c.name == k.name))
                        .map_or(lossy(&cu.name), |u| u.class.name.to_string_lossy());
                    (same, first)
                } else if let Some(o) = inherited {
                    let same_val = match (&*o.state.borrow(), &k.value) {
                        (ConstState::Ready(v), Init::Lit(l)) => {
                            crate::value::compare::identical(v, &super::call::materialize(l))
                        }
                        (ConstState::Pending(e), Init::Expr(f)) => e == f,
                        _ => false,
                    };
                    (
                        same_val && o.visibility == k.visibility && o.is_final == k.is_final,
                        o.declaring_name.to_string_lossy(),
                    )
                } else {
                    out.consts.push((k.clone(), t.class.name.clone()));
                    continue;
                };
                if !same {
                    return Err(fatal(format!(
                        "{first} and {} define the same constant ({}) in the composition of {}. However, the definition differs and is considered incompatible. Class was composed",
                        t.class.name.to_string_lossy(),
                        lossy(&k.name),
                        lossy(&cu.name)
                    )));
                }
            }
        }
        Ok(())
    }

    fn compose_props(
        &mut self,
        cu: &ClassUnit,
        parent: Option<&Rc<Class>>,
        traits: &[TraitMembers],
        out: &mut Composed,
    ) -> Result<(), Control> {
        for (i, t) in traits.iter().enumerate() {
            for p in &t.props {
                let own = cu.props.iter().find(|o| o.name == p.name);
                let added = out.props.iter().find(|(o, _)| o.name == p.name);
                let clash = |vm: &mut Vm, o: &PropDecl| {
                    o.visibility == p.visibility
                        && o.is_static == p.is_static
                        && (o.readonly || cu.is_readonly) == p.readonly
                        && o.ty == p.ty
                        && vm.same_init(o.default.as_ref(), p.default.as_ref())
                };
                let verdict = if let Some(o) = own.or(added.map(|(o, _)| o)) {
                    let first = traits[..i]
                        .iter()
                        .find(|u| u.props.iter().any(|c| c.name == p.name))
                        .map_or(lossy(&cu.name), |u| u.class.name.to_string_lossy());
                    Some((clash(self, o), first))
                } else if let Some(pc) = parent {
                    let inst = pc.props.get(&p.name);
                    let stat = pc.statics.get(&p.name).map(|s| &s.info);
                    match inst.map(|i| &**i).or(stat) {
                        Some(info) if info.visibility != crate::bytecode::Visibility::Private => {
                            let default = pc
                                .defaults
                                .iter()
                                .find(|(d, _)| d.name == info.name && d.declaring == info.declaring)
                                .and_then(|(_, d)| d.clone());
                            let want_default = match (&p.default, p.ty.is_none()) {
                                (None, true) => Some(Init::Lit(crate::bytecode::Const::Null)),
                                (d, _) => d.clone(),
                            };
                            let same = info.visibility == p.visibility
                                && info.is_static == p.is_static
                                && info.readonly == p.readonly
                                && info.ty == p.ty
                                && (p.is_static
                                    || self.same_init(default.as_ref(), want_default.as_ref()));
                            Some((same, info.declaring_name.to_string_lossy()))
                        }
                        _ => None,
                    }
                } else {
                    None
                };
                // a static property the parent has is declared again: the class gets
                // its own (php's zend_do_traits_property_binding)
                let inherited_static = p.is_static && own.is_none() && added.is_none();
                match verdict {
                    Some((true, _)) if inherited_static => {}
                    Some((true, _)) => continue,
                    Some((false, first)) => {
                        return Err(fatal(format!(
                            "{first} and {} define the same property (${}) in the composition of {}. However, the definition differs and is considered incompatible. Class was composed",
                            t.class.name.to_string_lossy(),
                            lossy(&p.name),
                            lossy(&cu.name)
                        )));
                    }
                    None => {}
                }
                if cu.is_readonly && !p.readonly {
                    return Err(fatal(format!(
                        "Readonly class {} cannot use trait with a non-readonly property {}::${}",
                        lossy(&cu.name),
                        t.class.name.to_string_lossy(),
                        lossy(&p.name)
                    )));
                }
                out.props.push((p.clone(), t.class.name.clone()));
            }
        }
        Ok(())
    }

    /// php's checks of an abstract trait method against the method that satisfies it.
    pub(super) fn check_trait_abstracts(
        &mut self,
        c: &Class,
        checks: &[(Box<[u8]>, MethodDecl, PhpStr)],
        members: &[(MethodDecl, PhpStr)],
    ) -> Result<(), Control> {
        for (key, abs, origin) in checks {
            let Some(m) = c.methods.get(key) else {
                continue;
            };
            if m.is_static != abs.is_static {
                let (a, b) = if abs.is_static {
                    ("static", "non static")
                } else {
                    ("non static", "static")
                };
                return Err(fatal(format!(
                    "Cannot make {a} method {}::{}() {b} in class {}",
                    origin.to_string_lossy(),
                    lossy(&abs.name),
                    c.name.to_string_lossy()
                )));
            }
            let Some(fu) = m.sig.clone() else { continue };
            let parent_l = c.parent.as_ref().map(|p| p.lname.to_vec());
            let child_name = if m.declaring == c.id {
                trait_origin(members, key, &fu).unwrap_or_else(|| m.declaring_name.clone())
            } else {
                m.declaring_name.clone()
            };
            let fe = super::variance::Side {
                unit: &fu,
                class_name: child_name.as_bytes(),
                self_l: m.declaring_name.as_bytes().to_ascii_lowercase(),
                parent_l: parent_l.clone(),
            };
            let ps = super::variance::Side {
                unit: &abs.unit,
                class_name: origin.as_bytes(),
                self_l: c.lname.to_vec(),
                parent_l,
            };
            if !self.compatible(c, &fe, &ps) {
                self.fatal_line = Some(fu.start_line);
                return Err(fatal(format!(
                    "Declaration of {} must be compatible with {}",
                    super::variance::declaration(&fe),
                    self_resolved(
                        &super::variance::declaration(&ps),
                        &c.name.to_string_lossy()
                    )
                )));
            }
        }
        Ok(())
    }
}

/// The trait a method of the class being linked was copied from, if any.
pub(super) fn trait_origin(
    members: &[(MethodDecl, PhpStr)],
    lname: &[u8],
    unit: &Arc<crate::bytecode::Unit>,
) -> Option<PhpStr> {
    members
        .iter()
        .find(|(m, _)| m.name.eq_ignore_ascii_case(lname) && Arc::ptr_eq(&m.unit, unit))
        .map(|(_, o)| o.clone())
}

/// A trait method's declaration text with the type `self` shown as the using class.
fn self_resolved(decl: &str, class: &str) -> String {
    let b = decl.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < decl.len() {
        let word_start = i == 0
            || !(b[i - 1].is_ascii_alphanumeric()
                || b[i - 1] == b'_'
                || b[i - 1] == b'$'
                || b[i - 1] == b'\\');
        if word_start && decl[i..].starts_with("self") {
            let end = i + 4;
            let next = b.get(end).copied();
            let word_end =
                next.is_none_or(|n| !(n.is_ascii_alphanumeric() || n == b'_' || n == b':'));
            if word_end {
                out.push_str(class);
                i = end;
                continue;
            }
        }
        let ch = decl[i..].chars().next().unwrap_or(' ');
        out.push(ch);
        i += ch.len_utf8();
    }
    out
}

impl Vm {
    /// (php 8.1) A static method called on a trait itself is deprecated.
    pub(super) fn trait_static_call(&mut self, callee: &super::Callee) {
        let super::Callee::UserMethod { func, ctx } = callee else {
            return;
        };
        if let Some(c) = self.class_by_id(ctx.called) {
            if c.kind == crate::bytecode::ClassKind::Trait && func.unit.is_static {
                self.deprecated(format!(
                    "Calling static trait method {}::{} is deprecated, it should only be called on a class using the trait",
                    c.name.to_string_lossy(),
                    String::from_utf8_lossy(&func.unit.name)
                ));
            }
        }
    }
}
