//! Declaring classes: `DeclareClass` links a compiled `ClassUnit` into a runtime `Class` —
//! parent, interfaces, traits (with `insteadof`/`as`), constants, properties, methods — and
//! runs php's inheritance checks (final, abstract, visibility, static-ness) with its fatal
//! error texts.

use super::{Control, OpResult, Vm};
use crate::bytecode::{ClassKind, ClassUnit, Const, ConstExpr, Init, Visibility};
use crate::class::{
    Class, ClassConst, ClassId, ConstState, MethodBody, MethodEntry, PropHookEntries, PropInfo,
    StaticProp, storage_key,
};
use crate::value::{PhpRef, PhpStr, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Vm {
    // ----- declaration -----

    pub(super) fn declare_class_op(&mut self, idx: u32, hoist: bool) -> OpResult {
        let Some(unit) = self.co.frames.last().map(|f| f.func.unit.clone()) else {
            return Ok(());
        };
        let key = (Arc::as_ptr(&unit) as usize, idx);
        let Some(cu) = unit.classes.get(idx as usize).cloned() else {
            return Ok(());
        };
        if hoist {
            // early binding: only when everything it needs is already declared
            // php binds early only classes without interfaces or traits
            let ready = cu.interfaces.is_empty()
                && cu.traits.is_empty()
                && cu.kind != ClassKind::Enum
                && cu.parent.iter().all(|d| self.find_class(d).is_some());
            if !ready || self.find_class(&cu.name).is_some() {
                return Ok(());
            }
            let parent = cu.parent.as_ref().and_then(|d| self.find_class(d));
            if parent.is_some_and(|p| self.prop_types_unresolved(&cu, &p)) {
                return Ok(());
            }
            self.declared.insert(key);
            let r = self.declare_class(&cu);
            if r.is_ok() {
                self.bound_early.insert(key);
            }
            return r;
        } else if self.bound_early.remove(&key) {
            // this run's hoisting declared it already
            return Ok(());
        } else if cu.name.contains(&0) && self.declared.contains(&key) {
            // an anonymous class is declared once, however often `new class` runs
            return Ok(());
        }
        // a declaration run again (a function called twice, a file included twice) is
        // php's "Cannot redeclare"
        self.declared.insert(key);
        self.declare_class(&cu)
    }

    pub(super) fn declare_class(&mut self, cu: &Arc<ClassUnit>) -> OpResult {
        let lname: Box<[u8]> = cu.name.to_ascii_lowercase().into();
        if let Some(old) = self.classes.get(&lname) {
            // an internal class is named as it is spelled
            let name = if old.decl.is_some() && !old.internal {
                &cu.name
            } else {
                &*old.name.as_bytes().to_vec().into_boxed_slice()
            };
            return Err(Control::Fatal(redeclare_message(old, name)));
        }
        // Resolve what it names first: loading them (autoload, internal classes) declares
        // classes, and this class's id must come after theirs.
        for dep in cu.parent.iter() {
            self.lookup_class(dep)?;
        }
        for dep in &cu.interfaces {
            // php's zend_fetch_class_by_name with ZEND_FETCH_CLASS_INTERFACE
            match self.lookup_class(dep) {
                Err(Control::Error(super::ThrowKind::Error, m)) if m.starts_with("Class \"") => {
                    return Err(Control::Error(
                        super::ThrowKind::Error,
                        format!("Interface{}", &m["Class".len()..]),
                    ));
                }
                r => {
                    r?;
                }
            }
        }
        for t in cu.traits.iter().flat_map(|t| &t.traits) {
            // php's zend_fetch_class_by_name with ZEND_FETCH_CLASS_TRAIT
            if self.find_class(t).is_none()
                && self.find_class_linking(t)?.is_none()
                && self.autoload(t)?.is_none()
            {
                return Err(Control::Error(
                    super::ThrowKind::Error,
                    format!("Trait \"{}\" not found", lossy(t)),
                ));
            }
        }
        // php links a class with the class's first line as the error line
        // (`zend_do_link_class`); a check that names another line sets `fatal_line` itself
        let linked = self.link_class(cu, lname);
        if let Err(Control::Fatal(_)) = &linked {
            self.fatal_line.get_or_insert(cu.start_line);
        }
        linked
    }

    /// Link a class whose parent, interfaces and traits are loaded.
    fn link_class(&mut self, cu: &Arc<ClassUnit>, lname: Box<[u8]>) -> OpResult {
        if cu.is_readonly && cu.allow_dynamic {
            return Err(Control::Fatal(format!(
                "Cannot apply #[\\AllowDynamicProperties] to readonly class {}",
                lossy(&cu.name)
            )));
        }
        let id = self.class_list.len() as ClassId;
        let name = PhpStr::new(&cu.name);
        let shown = name.to_string_lossy();
        let mut c = Class::bare(id, &shown);
        c.internal = self.declaring_internal;
        c.kind = cu.kind;
        c.is_abstract = cu.is_abstract;
        c.is_final = cu.is_final;
        c.is_readonly = cu.is_readonly;
        c.allow_dynamic = cu.allow_dynamic;
        c.decl = Some(cu.clone());
        c.enum_backing = cu.enum_backing.clone();
        c.default_array = RefCell::new(None);
        c.shared = Some(self.obj_shared.clone());

        // parent
        if let Some(pname) = &cu.parent {
            let p = self.lookup_class(pname)?;
            if p.kind == ClassKind::Enum {
                // (php 8.5 names the enum; 8.2 said "final class")
                return Err(Control::Fatal(format!(
                    "Class {shown} cannot extend enum {}",
                    p.name.to_string_lossy()
                )));
            }
            if p.is_final && p.kind == ClassKind::Class {
                return Err(Control::Fatal(format!(
                    "Class {shown} cannot extend final class {}",
                    p.name.to_string_lossy()
                )));
            }
            if p.kind == ClassKind::Interface && cu.kind == ClassKind::Class {
                return Err(Control::Fatal(format!(
                    "Class {shown} cannot extend interface {}",
                    p.name.to_string_lossy()
                )));
            }
            if p.kind == ClassKind::Trait {
                return Err(Control::Fatal(format!(
                    "Class {shown} cannot extend trait {}",
                    p.name.to_string_lossy()
                )));
            }
            if p.is_readonly != cu.is_readonly && cu.kind == ClassKind::Class {
                return Err(Control::Fatal(if cu.is_readonly {
                    format!(
                        "Readonly class {shown} cannot extend non-readonly class {}",
                        p.name.to_string_lossy()
                    )
                } else {
                    format!(
                        "Non-readonly class {shown} cannot extend readonly class {}",
                        p.name.to_string_lossy()
                    )
                }));
            }
            c.inherit(p);
        }
        // interfaces (for an interface: the ones it extends), in php's order: a class that
        // lists none takes its parent's backwards (zend_do_inherit_interfaces); else the
        // parent's, the listed ones, then each listed one's own backwards; an internal
        // class adds each listed one's right after it (zend_do_implement_interface)
        let inherited = c.interfaces.len();
        if cu.interfaces.is_empty() && !self.declaring_internal {
            c.interfaces.reverse();
        }
        let mut listed: Vec<crate::class::ClassId> = Vec::new();
        let mut own: Vec<Rc<Class>> = Vec::new();
        for iname in &cu.interfaces {
            let i = self.lookup_class(iname)?;
            if i.kind != ClassKind::Interface {
                let msg = format!(
                    "{shown} cannot implement {} - it is not an interface",
                    i.name.to_string_lossy()
                );
                return Err(Control::Fatal(msg));
            }
            // (zend_do_implement_interfaces: one the parent has is skipped, one listed twice
            // is an error)
            let from_parent = c.interfaces[..inherited].iter().any(|x| x.id == i.id);
            if !from_parent && listed.contains(&i.id) {
                return Err(Control::Fatal(format!(
                    "{} {shown} cannot implement previously implemented interface {}",
                    kind_word_uc(cu.kind),
                    i.name.to_string_lossy()
                )));
            }
            listed.push(i.id);
            super::enum_rules::check_enum_redundant(cu, &i)?;
            let subs: Vec<Rc<Class>> = if self.declaring_internal {
                std::iter::once(i.clone())
                    .chain(i.interfaces.iter().rev().cloned())
                    .collect()
            } else {
                own.push(i.clone());
                vec![i.clone()]
            };
            for sub in subs {
                if !c.interfaces.iter().any(|x| x.id == sub.id) {
                    c.interfaces.push(sub);
                }
            }
            for k in &i.const_order {
                let Some(v) = i.consts.get(k) else {
                    continue;
                };
                c.consts.entry(k.clone()).or_insert_with(|| v.clone());
                if !c.const_order.contains(k) {
                    c.const_order.push(k.clone());
                }
            }
        }
        for i in own {
            for sub in i.interfaces.iter().rev() {
                if !c.interfaces.iter().any(|x| x.id == sub.id) {
                    c.interfaces.push(sub.clone());
                }
            }
        }
        if cu.kind == ClassKind::Enum {
            for iname in [&b"UnitEnum"[..], b"BackedEnum"] {
                if iname == b"BackedEnum" && cu.enum_backing.is_none() {
                    continue;
                }
                if let Some(i) = self.find_class(iname) {
                    if !c.interfaces.iter().any(|x| x.id == i.id) {
                        c.interfaces.push(i);
                    }
                }
            }
        }
        super::enum_rules::check_enum_interfaces(&c, cu)?;
        if cu.kind != ClassKind::Interface {
            self.interface_implemented(&c, cu)?;
        }
        // constants
        for k in &cu.consts {
            if let Some(old) = c.consts.get(&k.name) {
                if old.declaring != id
                    && old.visibility != Visibility::Private
                    && k.visibility > old.visibility
                {
                    return Err(Control::Fatal(format!(
                        "Access level to {shown}::{} must be {} (as in class {}){}",
                        lossy(&k.name),
                        old.visibility.word(),
                        old.declaring_name.to_string_lossy(),
                        if old.visibility == Visibility::Public {
                            ""
                        } else {
                            " or weaker"
                        }
                    )));
                }
                if old.is_final && old.declaring != id {
                    return Err(Control::Fatal(format!(
                        "{shown}::{} cannot override final constant {}::{}",
                        lossy(&k.name),
                        old.declaring_name.to_string_lossy(),
                        lossy(&k.name)
                    )));
                }
            }
            let state = match &k.value {
                Init::Lit(l) => ConstState::Ready(super::call::materialize(l)),
                Init::Expr(e) => {
                    c.needs_init.set(true);
                    ConstState::Pending(e.clone())
                }
            };
            let state = if k.is_case {
                ConstState::Pending(ConstExpr::New(
                    b"\0case".to_vec().into(),
                    match &k.value {
                        Init::Lit(Const::Null) => vec![],
                        Init::Lit(l) => vec![(None, ConstExpr::Lit(l.clone()))],
                        Init::Expr(e) => vec![(None, e.clone())],
                    },
                ))
            } else {
                state
            };
            if !c.const_order.contains(&k.name) {
                c.const_order.push(k.name.clone());
            }
            c.consts.insert(
                k.name.clone(),
                Rc::new(ClassConst {
                    name: PhpStr::new(&k.name),
                    visibility: k.visibility,
                    is_final: k.is_final,
                    is_case: k.is_case,
                    declaring: id,
                    declaring_name: name.clone(),
                    state: RefCell::new(state),
                    ty: k.ty.clone(),
                    deprecated: k.is_deprecated(),
                }),
            );
        }
        // traits: their members are copied in as if declared here (`traits.rs`)
        let parent_rc = c.parent.clone();
        let composed = self.compose_traits(cu, parent_rc.as_ref())?;
        let members = composed.methods;
        let trait_props: Vec<crate::bytecode::PropDecl> =
            composed.props.into_iter().map(|(p, _)| p).collect();
        for (k, _) in &composed.consts {
            if !c.const_order.contains(&k.name) {
                c.const_order.push(k.name.clone());
            }
            c.consts.insert(
                k.name.clone(),
                Rc::new(ClassConst {
                    name: PhpStr::new(&k.name),
                    visibility: k.visibility,
                    is_final: k.is_final,
                    is_case: false,
                    declaring: id,
                    declaring_name: name.clone(),
                    state: RefCell::new(match &k.value {
                        Init::Lit(l) => ConstState::Ready(super::call::materialize(l)),
                        Init::Expr(e) => {
                            c.needs_init.set(true);
                            ConstState::Pending(e.clone())
                        }
                    }),
                    ty: k.ty.clone(),
                    deprecated: k.is_deprecated(),
                }),
            );
        }
        // php's order of the constants table: the class's own as declared, the traits',
        // then the inherited ones (the parent's, then the interfaces'); an internal class
        // (a prelude's) inherits before it declares its own (zend_register_internal_class_ex)
        let mut order: Vec<_> = Vec::with_capacity(c.const_order.len());
        if c.internal {
            order.extend(c.const_order.iter().cloned());
        }
        let own = cu.consts.iter().map(|k| &k.name);
        for n in own.chain(composed.consts.iter().map(|(k, _)| &k.name)) {
            if !order.contains(n) {
                order.push(n.clone());
            }
        }
        for n in &c.const_order {
            if !order.contains(n) {
                order.push(n.clone());
            }
        }
        c.const_order = order;
        // properties (own ones first, then the traits')
        for p in cu.props.iter().chain(trait_props.iter()) {
            let pname = lossy(&p.name);
            let inherited_static = c.statics.get(&p.name).filter(|s| s.info.declaring != id);
            let inherited = c.props.get(&p.name).filter(|i| i.declaring != id);
            if let Some(old) = inherited_static {
                if !p.is_static {
                    return Err(Control::Fatal(format!(
                        "Cannot redeclare static {}::${pname} as non static {shown}::${pname}",
                        old.info.declaring_name.to_string_lossy()
                    )));
                }
            }
            let p_readonly = p.readonly || cu.is_readonly;
            if let Some(old) = inherited.filter(|o| o.visibility != Visibility::Private) {
                if !p.is_static && old.readonly != p_readonly {
                    let (a, b) = if old.readonly {
                        ("readonly", "non-readonly")
                    } else {
                        ("non-readonly", "readonly")
                    };
                    return Err(Control::Fatal(format!(
                        "Cannot redeclare {a} property {}::${pname} as {b} {shown}::${pname}",
                        old.declaring_name.to_string_lossy()
                    )));
                }
            }
            let final_parent = inherited_static
                .map(|s| &s.info)
                .or(inherited.map(|i| &**i))
                .filter(|o| o.is_final && o.visibility != Visibility::Private);
            if let Some(old) = final_parent {
                return Err(Control::Fatal(format!(
                    "Cannot override final property {}::${pname}",
                    old.declaring_name.to_string_lossy()
                )));
            }
            if cu.is_readonly && !p.is_static && p.ty.is_none() && p.hooks.is_none() {
                return Err(Control::Fatal(format!(
                    "Readonly property {shown}::${pname} must have type"
                )));
            }
            if let Some(old) = inherited {
                if p.is_static {
                    return Err(Control::Fatal(format!(
                        "Cannot redeclare non static {}::${pname} as static {shown}::${pname}",
                        old.declaring_name.to_string_lossy()
                    )));
                }
            }
            let old_vis = inherited_static
                .map(|s| (s.info.visibility, s.info.declaring_name.clone()))
                .or_else(|| inherited.map(|i| (i.visibility, i.declaring_name.clone())));
            if let Some((vis, from)) = old_vis {
                if vis != Visibility::Private && p.visibility > vis {
                    return Err(Control::Fatal(format!(
                        "Access level to {shown}::${pname} must be {} (as in class {}){}",
                        vis.word(),
                        from.to_string_lossy(),
                        if vis == Visibility::Public {
                            ""
                        } else {
                            " or weaker"
                        }
                    )));
                }
            }
            let parent_info = inherited_static
                .map(|s| &s.info)
                .or(inherited.map(|i| &**i));
            if let Some(old) = parent_info.filter(|o| o.visibility != Visibility::Private) {
                self.check_prop_type(&c, &shown, p, old)?;
            }
            let info = Rc::new(PropInfo {
                name: PhpStr::new(&p.name),
                key: storage_key(&name, &p.name, p.visibility),
                visibility: p.visibility,
                set_visibility: p.set_visibility,
                readonly: p.readonly || cu.is_readonly,
                // `private(set)` implies `final`
                is_final: p.is_final || p.set_visibility == Some(Visibility::Private),
                is_static: p.is_static,
                ty: p.ty.clone(),
                declaring: id,
                declaring_name: name.clone(),
                hooks: None,
            });
            if p.is_static {
                let (cell, pending) = match &p.default {
                    Some(Init::Lit(l)) => (PhpRef::new(super::call::materialize(l)), None),
                    Some(Init::Expr(e)) => (
                        PhpRef::new(Value::Null),
                        Some(Rc::new(RefCell::new(Some(e.clone())))),
                    ),
                    None => (PhpRef::new(Value::Null), None),
                };
                if !c.static_order.contains(&p.name) {
                    c.static_order.push(p.name.clone());
                }
                c.statics.insert(
                    p.name.clone(),
                    StaticProp {
                        info: (*info).clone(),
                        cell: crate::class::StaticCell::new(cell),
                        pending,
                    },
                );
                continue;
            }
            let default = match &p.default {
                Some(d) => Some(d.clone()),
                None if p.ty.is_none() => Some(Init::Lit(Const::Null)),
                None => None,
            };
            // a redeclared (non-private) property keeps the parent's slot
            if let Some(pos) = c.defaults.iter().position(|(i, _)| {
                i.visibility != Visibility::Private
                    && info.visibility != Visibility::Private
                    && *i.name.as_bytes() == *p.name
            }) {
                c.defaults[pos] = (info.clone(), default);
            } else if let Some(pos) = c
                .defaults
                .iter()
                .position(|(i, _)| i.declaring == id && *i.name.as_bytes() == *p.name)
            {
                c.defaults[pos] = (info.clone(), default);
            } else {
                c.defaults.push((info.clone(), default));
            }
            c.props.insert(p.name.clone(), info);
        }
        // #[\Override] (8.3): a parent or interface must have the method
        if cu.kind != ClassKind::Trait {
            for m in members.iter().map(|(m, _)| m).chain(cu.methods.iter()) {
                if !m
                    .attributes
                    .iter()
                    .any(|a| a.name.eq_ignore_ascii_case(b"Override"))
                {
                    continue;
                }
                let lname: Box<[u8]> = m.name.to_ascii_lowercase().into();
                let in_parent = c.parent.as_ref().is_some_and(|p| {
                    p.methods
                        .get(&lname)
                        .is_some_and(|e| e.visibility != Visibility::Private)
                });
                // a class with __toString implements Stringable (added below)
                let in_iface = c.interfaces.iter().any(|i| i.methods.contains_key(&lname))
                    || &*lname == b"__tostring";
                if !in_parent && !in_iface {
                    self.fatal_line = Some(m.unit.start_line);
                    return Err(Control::Fatal(format!(
                        "{shown}::{}() has #[\\Override] attribute, but no matching parent method exists",
                        lossy(&m.name)
                    )));
                }
            }
        }
        // methods: own ones, then the traits' (`compose_traits` left out those own ones
        // override); both override the parent's
        let mut own: HashMap<Box<[u8]>, ()> = HashMap::new();
        for (m, _from) in cu
            .methods
            .iter()
            .map(|m| (m, None))
            .chain(members.iter().map(|(m, t)| (m, Some(t))))
        {
            if m.name.first() == Some(&b'$') {
                // a property hook: kept by its exact name, apart from the methods
                if let Some(old) = c.hooks.get(&m.name) {
                    if old.is_final && old.declaring != id && !old.is_abstract {
                        return Err(Control::Fatal(format!(
                            "Cannot override final property hook {}::{}()",
                            old.declaring_name.to_string_lossy(),
                            old.name.to_string_lossy()
                        )));
                    }
                }
                let abstract_ = m.is_abstract || cu.kind == ClassKind::Interface;
                c.hooks.insert(
                    m.name.clone(),
                    Rc::new(MethodEntry {
                        name: PhpStr::new(&m.name),
                        visibility: m.visibility,
                        is_static: false,
                        is_abstract: abstract_,
                        is_final: m.is_final,
                        declaring: id,
                        declaring_name: name.clone(),
                        sig: Some(m.unit.clone()),
                        body: if abstract_ {
                            MethodBody::Abstract
                        } else {
                            MethodBody::User(self.func_for(&m.unit))
                        },
                    }),
                );
                continue;
            }
            let lname: Box<[u8]> = m.name.to_ascii_lowercase().into();
            // a parent's private method (not abstract, not the constructor) binds no rules
            let unbound = c.methods.get(&lname).filter(|old| {
                !(old.visibility == Visibility::Private
                    && !old.is_abstract
                    && &*lname != b"__construct")
            });
            if let Some(old) = unbound {
                if old.is_final && old.declaring != id && !old.is_abstract {
                    self.fatal_line = Some(m.unit.start_line);
                    return Err(Control::Fatal(format!(
                        "Cannot override final method {}::{}()",
                        old.declaring_name.to_string_lossy(),
                        old.name.to_string_lossy()
                    )));
                }
                if old.declaring != id
                    && old.visibility != Visibility::Private
                    && m.visibility > old.visibility
                {
                    let want = if old.visibility == Visibility::Public {
                        ""
                    } else {
                        " or weaker"
                    };
                    self.fatal_line = Some(m.unit.start_line);
                    return Err(Control::Fatal(format!(
                        "Access level to {shown}::{}() must be {} (as in class {}){want}",
                        lossy(&m.name),
                        old.visibility.word(),
                        old.declaring_name.to_string_lossy(),
                    )));
                }
                if old.declaring != id && old.is_static != m.is_static && !old.is_abstract {
                    let msg = if m.is_static {
                        format!(
                            "Cannot make non static method {}::{}() static in class {shown}",
                            old.declaring_name.to_string_lossy(),
                            old.name.to_string_lossy()
                        )
                    } else {
                        format!(
                            "Cannot make static method {}::{}() non static in class {shown}",
                            old.declaring_name.to_string_lossy(),
                            old.name.to_string_lossy()
                        )
                    };
                    self.fatal_line = Some(m.unit.start_line);
                    return Err(Control::Fatal(msg));
                }
            }
            if _from.is_none() {
                own.insert(lname.clone(), ());
            } else if own.contains_key(&lname) {
                continue;
            }
            let func = self.func_for(&m.unit);
            let entry = Rc::new(MethodEntry {
                name: PhpStr::new(&m.name),
                visibility: m.visibility,
                is_static: m.is_static,
                is_abstract: m.is_abstract || cu.kind == ClassKind::Interface,
                is_final: m.is_final,
                declaring: id,
                declaring_name: name.clone(),
                sig: Some(m.unit.clone()),
                body: if m.is_abstract || cu.kind == ClassKind::Interface {
                    MethodBody::Abstract
                } else {
                    MethodBody::User(func)
                },
            });
            // an inherited concrete method satisfies an interface's abstract one
            if entry.is_abstract {
                if let Some(old) = c.methods.get(&lname) {
                    if !old.is_abstract && cu.kind == ClassKind::Interface {
                        continue;
                    }
                }
            }
            if !c.method_order.contains(&lname) {
                c.method_order.push(lname.clone());
            }
            c.methods.insert(lname, entry);
        }
        // php 8.3+ binds traits before inheriting: own methods, then the traits', then
        // the inherited ones
        let mut order: Vec<Box<[u8]>> = Vec::with_capacity(c.method_order.len());
        for m in cu.methods.iter().chain(members.iter().map(|(m, _)| m)) {
            let l: Box<[u8]> = m.name.to_ascii_lowercase().into();
            if m.name.first() != Some(&b'$') && !order.contains(&l) && c.methods.contains_key(&l) {
                order.push(l);
            }
        }
        for l in std::mem::take(&mut c.method_order) {
            if !order.contains(&l) {
                order.push(l);
            }
        }
        c.method_order = order;
        if cu.kind == ClassKind::Enum {
            use crate::class::EnumOp;
            let ops: &[(&str, EnumOp)] = if cu.enum_backing.is_some() {
                &[
                    ("cases", EnumOp::Cases),
                    ("from", EnumOp::From),
                    ("tryFrom", EnumOp::TryFrom),
                ]
            } else {
                &[("cases", EnumOp::Cases)]
            };
            for (n, op) in ops {
                let l: Box<[u8]> = n.to_ascii_lowercase().into_bytes().into();
                if cu.methods.iter().any(|m| m.name.eq_ignore_ascii_case(&l)) {
                    return Err(Control::Fatal(format!("Cannot redeclare {shown}::{n}()")));
                }
                if !c.method_order.contains(&l) {
                    c.method_order.push(l.clone());
                }
                c.methods.insert(
                    l,
                    Rc::new(MethodEntry {
                        name: PhpStr::from(*n),
                        visibility: Visibility::Public,
                        is_static: true,
                        is_abstract: false,
                        is_final: false,
                        declaring: id,
                        declaring_name: name.clone(),
                        sig: None,
                        body: MethodBody::Enum(*op),
                    }),
                );
            }
            for (n, present) in [("name", true), ("value", cu.enum_backing.is_some())] {
                if !present {
                    continue;
                }
                c.props.insert(
                    n.as_bytes().into(),
                    Rc::new(PropInfo {
                        name: PhpStr::from(n),
                        key: PhpStr::from(n),
                        visibility: Visibility::Public,
                        set_visibility: None,
                        readonly: true,
                        is_final: false,
                        is_static: false,
                        ty: None,
                        declaring: id,
                        declaring_name: name.clone(),
                        hooks: None,
                    }),
                );
            }
        }
        // interface methods a class must implement (and an interface inherits)
        if cu.kind != ClassKind::Trait {
            for i in c.interfaces.clone() {
                for (k, h) in &i.hooks {
                    if !c.hooks.contains_key(k) {
                        c.hooks.insert(k.clone(), h.clone());
                    }
                }
                for l in &i.method_order {
                    if let Some(m) = i.methods.get(l) {
                        if !c.methods.contains_key(l) {
                            c.methods.insert(l.clone(), m.clone());
                            c.method_order.push(l.clone());
                        }
                    }
                }
            }
        }
        self.resolve_hooks(&mut c, cu, trait_props.iter());
        ref_get_with_set(&c)?;
        if cu.kind != ClassKind::Trait {
            self.check_trait_abstracts(&c, &composed.abstract_checks, &members)?;
        }
        if cu.kind == ClassKind::Enum || (cu.kind == ClassKind::Class && cu.is_abstract) {
            // an explicitly abstract class must still implement abstract private methods
            // (from traits); an enum cannot be abstract at all
            let missing: Vec<String> = c
                .method_order
                .iter()
                .filter_map(|l| c.methods.get(l))
                .filter(|m| {
                    m.is_abstract
                        && (cu.kind == ClassKind::Enum || m.visibility == Visibility::Private)
                })
                .map(|m| {
                    format!(
                        "{}::{}",
                        m.declaring_name.to_string_lossy(),
                        m.name.to_string_lossy()
                    )
                })
                .collect();
            if !missing.is_empty() {
                let n = missing.len();
                let more = if n > 3 { ", ..." } else { "" };
                let kind = if cu.kind == ClassKind::Enum {
                    "Enum"
                } else {
                    "Class"
                };
                return Err(Control::Fatal(format!(
                    "{kind} {shown} must implement {n} abstract method{s} ({}{more})",
                    missing
                        .iter()
                        .take(3)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(", "),
                    s = if n == 1 { "" } else { "s" },
                )));
            }
        }
        if cu.kind == ClassKind::Class && !cu.is_abstract {
            // an abstract hook is implemented by a concrete hook or a plain backed property
            let mut hook_names: Vec<&Box<[u8]>> = c.hooks.keys().collect();
            hook_names.sort();
            let open_hooks: Vec<Rc<MethodEntry>> = hook_names
                .into_iter()
                .filter_map(|k| c.hooks.get(k))
                .filter(|h| h.is_abstract)
                .filter(|h| {
                    let (prop, _) = hook_parts(h.name.as_bytes());
                    c.props.get(prop).is_none_or(|i| match &i.hooks {
                        None => i.declaring == h.declaring,
                        Some(e) => e.is_virtual,
                    })
                })
                .cloned()
                .collect();
            let missing: Vec<String> = c
                .method_order
                .iter()
                .filter_map(|l| c.methods.get(l))
                .filter(|m| m.is_abstract)
                .chain(open_hooks.iter())
                .map(|m| {
                    format!(
                        "{}::{}",
                        m.declaring_name.to_string_lossy(),
                        m.name.to_string_lossy()
                    )
                })
                .collect();
            if !missing.is_empty() {
                let n = missing.len();
                let shown_list: Vec<String> = missing.iter().take(3).cloned().collect();
                let more = if n > 3 { ", ..." } else { "" };
                let kind = "Class";
                return Err(Control::Fatal(format!(
                    "{kind} {shown} contains {n} abstract method{s} and must therefore be declared abstract or implement the remaining method{s} ({}{more})",
                    shown_list.join(", "),
                    s = if n == 1 { "" } else { "s" },
                )));
            }
        }
        if cu.kind == ClassKind::Enum {
            super::enum_rules::verify_enum(&c, cu)?;
        }
        c.magic = super::object::find_magic(&c);
        if c.magic.to_string.is_some() && !c.is_a_lname(b"stringable") {
            if let Some(s) = self.find_class(b"Stringable") {
                c.interfaces.push(s);
            }
        }
        if cu.kind != ClassKind::Trait {
            self.check_signatures(&c, cu.start_line, &members)?;
        }
        if cu.kind == ClassKind::Class
            && !c.internal
            && !c.is_abstract
            && c.is_a_lname(b"serializable")
            && !(c.methods.contains_key(&b"__serialize"[..])
                && c.methods.contains_key(&b"__unserialize"[..]))
        {
            // php 8.1's zend_implement_serializable
            self.deprecated(format!(
                "{shown} implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary)"
            ));
        }
        if self.declaring_internal {
            if let Some(h) = self.builtins.prelude_handlers(&c.lname) {
                c.handlers = Some(h);
            }
            if self.builtins.prelude_not_serializable(&c.lname) {
                c.not_serializable = true;
            }
        }
        let c = Rc::new(c);
        self.classes.insert(lname, c.clone());
        self.class_list.push(c);
        Ok(())
    }
}

/// `$name::get` -> (`name`, `get`).
pub(crate) fn hook_parts(m: &[u8]) -> (&[u8], &[u8]) {
    let m = m.strip_prefix(b"$").unwrap_or(m);
    match m.windows(2).rposition(|w| w == b"::") {
        Some(p) => (&m[..p], &m[p + 2..]),
        None => (m, b""),
    }
}

impl Vm {
    /// Give the properties this class declares their hooks (own, inherited through the
    /// methods table of hooks), and drop virtual ones from the storage slots.
    fn resolve_hooks<'a>(
        &mut self,
        c: &mut Class,
        cu: &'a ClassUnit,
        trait_props: impl Iterator<Item = &'a crate::bytecode::PropDecl>,
    ) {
        if c.hooks.is_empty() {
            return;
        }
        let id = c.id;
        let mut view: Vec<Rc<PropInfo>> = match &c.parent {
            Some(p) if !p.view_order.is_empty() => p.view_order.clone(),
            Some(p) => p.defaults.iter().map(|(i, _)| i.clone()).collect(),
            None => Vec::new(),
        };
        for (i, _) in &c.defaults {
            match view.iter().position(|v| v.key == i.key) {
                Some(pos) => view[pos] = i.clone(),
                None => view.push(i.clone()),
            }
        }
        let decls: Vec<&crate::bytecode::PropDecl> = trait_props.chain(cu.props.iter()).collect();
        for p in decls {
            if p.is_static {
                continue;
            }
            let get = c
                .hooks
                .get(&*hook_name(&p.name, "get"))
                .filter(|h| !h.is_abstract);
            let set = c
                .hooks
                .get(&*hook_name(&p.name, "set"))
                .filter(|h| !h.is_abstract);
            let Some(old) = c.props.get(&p.name).filter(|i| i.declaring == id).cloned() else {
                continue;
            };
            let parent_backed = c
                .parent
                .as_ref()
                .and_then(|pc| pc.props.get(&p.name))
                .is_some_and(|i| i.hooks.as_ref().is_none_or(|h| !h.is_virtual));
            let is_virtual = p.hooks.is_some_and(|h| h.is_virtual) && !parent_backed;
            if get.is_none() && set.is_none() && !is_virtual {
                continue;
            }
            let info = Rc::new(PropInfo {
                hooks: Some(Rc::new(PropHookEntries {
                    get: get.cloned(),
                    set: set.cloned(),
                    is_virtual,
                })),
                ..(*old).clone()
            });
            for v in view.iter_mut() {
                if Rc::ptr_eq(v, &old) {
                    *v = info.clone();
                }
            }
            if is_virtual {
                c.defaults.retain(|(i, _)| !Rc::ptr_eq(i, &old));
            } else {
                for d in c.defaults.iter_mut() {
                    if Rc::ptr_eq(&d.0, &old) {
                        d.0 = info.clone();
                    }
                }
            }
            c.props.insert(p.name.clone(), info);
        }
        c.view_order = view;
    }
}

/// php's zend_verify_hooked_property: a backed property whose `get` returns by reference
/// cannot have a `set` hook (a write through the reference would bypass it).
fn ref_get_with_set(c: &Class) -> Result<(), Control> {
    for info in c.props.values() {
        let Some(h) = &info.hooks else { continue };
        let by_ref_get = h.get.as_ref().is_some_and(
            |m| matches!(&m.body, crate::class::MethodBody::User(f) if f.unit.returns_ref),
        );
        if !h.is_virtual && by_ref_get && h.set.is_some() {
            return Err(Control::Fatal(format!(
                "Get hook of backed property {}::{} with set hook may not return by reference",
                c.name.to_string_lossy(),
                info.name.to_string_lossy()
            )));
        }
    }
    Ok(())
}

fn hook_name(prop: &[u8], kind: &str) -> Vec<u8> {
    crate::bytecode::hook_method_name(prop, kind)
}

/// php's text for declaring a name that is taken.
/// php's `zend_class_redeclaration_error`: the kind and place are the existing class's.
pub(crate) fn redeclare_message(old: &Class, name: &[u8]) -> String {
    let kind = old.kind;
    match old.decl.as_ref().filter(|_| !old.internal) {
        Some(d) => format!(
            "Cannot redeclare {} {} (previously declared in {}:{})",
            kind_word(kind),
            lossy(name),
            d.file,
            d.start_line
        ),
        None => format!("Cannot redeclare {} {}", kind_word(kind), lossy(name)),
    }
}

impl Vm {
    /// The `interface_gets_implemented` hooks of Throwable and Traversable for a class or
    /// enum being linked (`zend_implement_throwable`, `zend_implement_traversable`).
    fn interface_implemented(&mut self, c: &Class, cu: &ClassUnit) -> OpResult {
        if c.internal {
            return Ok(());
        }
        let shown = c.name.to_string_lossy();
        let kind = kind_word_uc(cu.kind);
        for i in &c.interfaces {
            match &*i.lname {
                b"throwable" => {
                    let mut root = c.parent.clone();
                    while let Some(p) = root.as_ref().and_then(|r| r.parent.clone()) {
                        root = Some(p);
                    }
                    let rooted = root.is_some_and(|r| {
                        matches!(&*r.lname, b"exception" | b"error") && r.decl.is_none()
                    });
                    if rooted {
                        continue;
                    }
                    let advice = if cu.kind == ClassKind::Enum {
                        ""
                    } else {
                        ", extend Exception or Error instead"
                    };
                    return Err(Control::Fatal(format!(
                        "{kind} {shown} cannot implement interface {}{advice}",
                        i.name.to_string_lossy()
                    )));
                }
                b"traversable" if !(cu.kind == ClassKind::Class && cu.is_abstract) => {
                    let iterable = c
                        .interfaces
                        .iter()
                        .any(|x| matches!(&*x.lname, b"iterator" | b"iteratoraggregate"));
                    if !iterable {
                        // an E_CORE_ERROR: php names no file ("Unknown on line 0")
                        self.fatal_line = Some(0);
                        return Err(Control::Fatal(format!(
                            "{kind} {shown} must implement interface Traversable as part of either Iterator or IteratorAggregate"
                        )));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// php's zend_get_object_type_uc.
fn kind_word_uc(k: ClassKind) -> &'static str {
    match k {
        ClassKind::Class => "Class",
        ClassKind::Interface => "Interface",
        ClassKind::Trait => "Trait",
        ClassKind::Enum => "Enum",
    }
}

fn kind_word(k: ClassKind) -> &'static str {
    match k {
        ClassKind::Class => "class",
        ClassKind::Interface => "interface",
        ClassKind::Trait => "trait",
        ClassKind::Enum => "enum",
    }
}
