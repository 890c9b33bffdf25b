//! Method signature compatibility (php's `zend_do_perform_implementation_check`): an
//! overriding or implementing method must accept every call its prototype accepts —
//! no more required parameters, no removed ones, by-reference modes kept, parameter types
//! contravariant, return types covariant (`zend_perform_covariant_type_check`), with
//! php's "Declaration of B::f(...) must be compatible with A::f(...)" text.

use super::Vm;
use crate::bytecode::{ParamType, Unit};
use crate::class::{Class, MethodEntry};
use std::rc::Rc;

/// One side of a comparison: a method's declaration and the class it belongs to.
pub(super) struct Side<'a> {
    pub unit: &'a Unit,
    /// The class name shown in the declaration.
    pub class_name: &'a [u8],
    /// How `self`/`parent` resolve: (self's lowercase name, parent's lowercase name).
    pub self_l: Vec<u8>,
    pub parent_l: Option<Vec<u8>>,
}

fn lossy(b: &[u8]) -> String {
    let b = match b.iter().position(|&c| c == 0) {
        Some(p) => &b[..p],
        None => b,
    };
    String::from_utf8_lossy(b).into_owned()
}

/// php's text of a declaration: `A::f(int $a, $b = 5, ...$c): ?int`.
pub(super) fn declaration(s: &Side<'_>) -> String {
    let u = s.unit;
    let mut out = String::new();
    if u.returns_ref && !u.internal {
        out.push_str("& ");
    }
    out.push_str(&lossy(s.class_name));
    out.push_str("::");
    out.push_str(&lossy(&u.name));
    out.push('(');
    for (i, p) in u.params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if let Some(t) = &p.ty {
            out.push_str(&t.display);
            out.push(' ');
        }
        if p.by_ref {
            out.push('&');
        }
        if p.variadic {
            out.push_str("...");
        }
        out.push('$');
        out.push_str(&lossy(&p.name));
        if let Some(d) = &p.default_text {
            out.push_str(" = ");
            out.push_str(d);
        }
    }
    out.push(')');
    if let Some(t) = &u.return_type {
        out.push_str(": ");
        out.push_str(&t.display);
    }
    out
}

fn required(u: &Unit) -> usize {
    u.params
        .iter()
        .rposition(|p| !p.has_default && !p.variadic)
        .map_or(0, |i| i + 1)
}

fn untyped(t: &Option<ParamType>) -> bool {
    match t {
        None => true,
        Some(t) => t.dnf.is_empty() || t.dnf.iter().any(|term| is(term, b"mixed")),
    }
}

fn is(term: &[Box<[u8]>], name: &[u8]) -> bool {
    term.len() == 1 && term[0].eq_ignore_ascii_case(name)
}

const BUILTIN: &[&[u8]] = &[
    b"int",
    b"float",
    b"string",
    b"bool",
    b"false",
    b"true",
    b"null",
    b"void",
    b"never",
    b"mixed",
    b"object",
    b"array",
    b"callable",
    b"static",
    b"iterable",
];

pub(super) fn builtin(n: &[u8]) -> bool {
    BUILTIN.iter().any(|b| n.eq_ignore_ascii_case(b))
}

impl Vm {
    /// Is `fe` (a child's method) compatible with prototype `proto`?
    pub(super) fn compatible(&self, child: &Class, fe: &Side<'_>, proto: &Side<'_>) -> bool {
        self.params_compatible(child, fe, proto) && self.return_compatible(child, fe, proto)
    }

    /// `compatible` for the return type alone: covariant, and kept when the prototype
    /// declares one.
    pub(super) fn return_compatible(&self, child: &Class, fe: &Side<'_>, proto: &Side<'_>) -> bool {
        let (f, p) = (fe.unit, proto.unit);
        match (&p.return_type, &f.return_type) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(pr), Some(fr)) => self.subtype(child, &fr.dnf, fe, &pr.dnf, proto),
        }
    }

    /// `compatible` for everything but the return type.
    pub(super) fn params_compatible(&self, child: &Class, fe: &Side<'_>, proto: &Side<'_>) -> bool {
        let (f, p) = (fe.unit, proto.unit);
        if required(f) > required(p) {
            return false;
        }
        // (a method of the prelude returns by reference where php's internal one writes
        // through its handlers instead — `ArrayObject::offsetGet` — which binds no override)
        if p.returns_ref && !f.returns_ref && !p.internal {
            return false;
        }
        let p_var = p.params.last().is_some_and(|x| x.variadic);
        let f_var = f.params.last().is_some_and(|x| x.variadic);
        if p_var && !f_var {
            return false;
        }
        let n = f.params.len().max(p.params.len());
        for i in 0..n {
            let pa = p
                .params
                .get(i)
                .or(if p_var { p.params.last() } else { None });
            let fa = f
                .params
                .get(i)
                .or(if f_var { f.params.last() } else { None });
            let Some(pa) = pa else { continue };
            let Some(fa) = fa else { return false };
            // contravariant parameter types
            if !untyped(&fa.ty) {
                if untyped(&pa.ty) {
                    return false;
                }
                if let (Some(pt), Some(ft)) = (&pa.ty, &fa.ty) {
                    if !self.subtype(child, &pt.dnf, proto, &ft.dnf, fe) {
                        return false;
                    }
                }
            }
            if fa.by_ref != pa.by_ref {
                return false;
            }
        }
        true
    }

    /// Is type `a` (seen from side `sa`) a subtype of `b` (seen from `sb`)?
    pub(super) fn subtype(
        &self,
        child: &Class,
        a: &[Vec<Box<[u8]>>],
        sa: &Side<'_>,
        b: &[Vec<Box<[u8]>>],
        sb: &Side<'_>,
    ) -> bool {
        if a.is_empty() || b.is_empty() {
            return true;
        }
        let b_has = |n: &[u8]| b.iter().any(|t| is(t, n));
        if b_has(b"mixed") {
            return !a.iter().any(|t| is(t, b"void"));
        }
        a.iter().all(|term| {
            if term.len() == 1 && builtin(&term[0]) {
                let n = term[0].to_ascii_lowercase();
                return match n.as_slice() {
                    b"never" => true,
                    b"mixed" => false,
                    b"false" | b"true" => b_has(&n) || b_has(b"bool"),
                    b"iterable" => {
                        b_has(b"iterable")
                            || (b_has(b"array") && self.b_has_class(b, sb, b"traversable"))
                    }
                    b"static" => {
                        b_has(b"static")
                            || b_has(b"object")
                            || self.class_in(child, &sa.self_l, b, sb)
                    }
                    other => b_has(other),
                };
            }
            // a class intersection: `object`, or some term of `b` all of whose classes
            // it extends
            if b_has(b"object") {
                return true;
            }
            b.iter().any(|bt| {
                !bt.iter()
                    .any(|x| builtin(x) && !x.eq_ignore_ascii_case(b"static"))
                    && bt
                        .iter()
                        .all(|bc| term.iter().any(|ac| self.extends(child, ac, sa, bc, sb)))
            })
        })
    }

    fn b_has_class(&self, b: &[Vec<Box<[u8]>>], sb: &Side<'_>, l: &[u8]) -> bool {
        b.iter()
            .any(|t| t.len() == 1 && self.resolve(&t[0], sb).eq_ignore_ascii_case(l))
    }

    /// Does class `self_l` satisfy one of `b`'s single-class terms?
    fn class_in(&self, child: &Class, self_l: &[u8], b: &[Vec<Box<[u8]>>], sb: &Side<'_>) -> bool {
        b.iter().any(|t| {
            t.len() == 1
                && !builtin(&t[0])
                && self.is_sub_l(child, self_l, &self.resolve(&t[0], sb))
        })
    }

    fn resolve(&self, n: &[u8], s: &Side<'_>) -> Vec<u8> {
        match n.to_ascii_lowercase().as_slice() {
            b"self" => s.self_l.clone(),
            b"parent" => s.parent_l.clone().unwrap_or_else(|| b"parent".to_vec()),
            l => l.strip_prefix(b"\\").unwrap_or(l).to_vec(),
        }
    }

    fn extends(&self, child: &Class, a: &[u8], sa: &Side<'_>, b: &[u8], sb: &Side<'_>) -> bool {
        if b.eq_ignore_ascii_case(b"static") {
            return a.eq_ignore_ascii_case(b"static");
        }
        let (al, bl) = (self.resolve(a, sa), self.resolve(b, sb));
        self.is_sub_l(child, &al, &bl)
    }

    /// Is the class named `al` (lowercase) `bl` or a subclass of it? The class being
    /// linked answers for itself; an unknown class is taken on trust (php would
    /// autoload it or delay the check).
    fn is_sub_l(&self, child: &Class, al: &[u8], bl: &[u8]) -> bool {
        if al == bl {
            return true;
        }
        // an alias names its class
        let canon = self.find_class(bl).map(|c| c.lname.to_vec());
        let bl = canon.as_deref().unwrap_or(bl);
        if al == bl {
            return true;
        }
        if al == &*child.lname {
            return child.parent.as_ref().is_some_and(|p| p.is_a_lname(bl))
                || child.interfaces.iter().any(|i| &*i.lname == bl);
        }
        match self.find_class(al) {
            Some(c) => c.is_a_lname(bl),
            None => true,
        }
    }
}

/// The `Side` of a method entry.
pub(super) fn side_of<'a>(
    m: &'a MethodEntry,
    unit: &'a Unit,
    parent_l: Option<Vec<u8>>,
) -> Side<'a> {
    Side {
        unit,
        class_name: m.declaring_name.as_bytes(),
        self_l: m.declaring_name.as_bytes().to_ascii_lowercase(),
        parent_l,
    }
}

impl Vm {
    /// Check every method of a class being linked against its prototypes: the parent's
    /// method it overrides and the interface methods it implements.
    pub(super) fn check_signatures(
        &mut self,
        c: &Class,
        class_line: u32,
        members: &[(crate::bytecode::MethodDecl, crate::value::PhpStr)],
    ) -> Result<(), super::Control> {
        use crate::bytecode::Visibility;
        let parent_l = c.parent.as_ref().map(|p| p.lname.to_vec());
        // php's order: the methods overriding the parent's, in the parent's order
        // (do_inheritance), then each interface the parent does not implement, in its own
        // method order, inherited methods included (do_interface_implementation)
        let mut pairs: Vec<(&[u8], Rc<MethodEntry>, Rc<MethodEntry>)> = Vec::new();
        if let Some(p) = &c.parent {
            for l in &p.method_order {
                if let (Some(m), Some(pm)) = (c.methods.get(l), p.methods.get(l)) {
                    if m.declaring == c.id {
                        pairs.push((l, m.clone(), pm.clone()));
                    }
                }
            }
        }
        for i in &c.interfaces {
            let from_parent = c
                .parent
                .as_ref()
                .is_some_and(|p| p.interfaces.iter().any(|x| x.id == i.id));
            if from_parent {
                continue;
            }
            for l in &i.method_order {
                let (Some(m), Some(im)) = (c.methods.get(l), i.methods.get(l)) else {
                    continue;
                };
                let seen = pairs
                    .iter()
                    .any(|(_, pm, pp)| Rc::ptr_eq(pm, m) && Rc::ptr_eq(pp, im));
                if !Rc::ptr_eq(im, m) && !seen {
                    pairs.push((l, m.clone(), im.clone()));
                }
            }
        }
        for (l, m, proto) in pairs {
            let Some(fu) = m.sig.clone() else { continue };
            let own = m.declaring == c.id;
            if proto.visibility == Visibility::Private && !proto.is_abstract {
                continue;
            }
            let Some(pu) = proto.sig.clone() else {
                continue;
            };
            if l == b"__construct" && !proto.is_abstract {
                continue;
            }
            // a trait's method is shown under the trait's name
            let from_parent = c
                .parent
                .as_ref()
                .and_then(|p| p.methods.get(l))
                .is_some_and(|pm| Rc::ptr_eq(pm, &proto));
            // (against an interface it is already the class's own)
            let origin = if own && from_parent {
                super::traits::trait_origin(members, l, &fu)
            } else {
                None
            };
            let fe = Side {
                unit: &fu,
                class_name: origin.as_ref().unwrap_or(&m.declaring_name).as_bytes(),
                self_l: m.declaring_name.as_bytes().to_ascii_lowercase(),
                parent_l: if own { parent_l.clone() } else { None },
            };
            let proto_parent = self
                .class_by_id(proto.declaring)
                .and_then(|pc| pc.parent.as_ref().map(|pp| pp.lname.to_vec()));
            let ps = side_of(&proto, &pu, proto_parent);
            let params_ok = self.params_compatible(c, &fe, &ps);
            let return_ok = self.return_compatible(c, &fe, &ps);
            if params_ok && !return_ok && tentative(self, &proto) {
                // php's INHERITANCE_WARNING: an internal method's return type is
                // tentative
                let will_change = fu
                    .attributes
                    .iter()
                    .any(|a| a.name.eq_ignore_ascii_case(b"ReturnTypeWillChange"));
                if !will_change {
                    let at = if own { fu.start_line } else { class_line };
                    self.deprecated_at(
                        at,
                        format!(
                            "Return type of {} should either be compatible with {}, or the #[\\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice",
                            declaration(&fe),
                            declaration(&ps)
                        ),
                    );
                }
                continue;
            }
            if !params_ok || !return_ok {
                self.fatal_line = Some(if own { fu.start_line } else { class_line });
                return Err(super::Control::Fatal(format!(
                    "Declaration of {} must be compatible with {}",
                    declaration(&fe),
                    declaration(&ps)
                )));
            }
        }
        Ok(())
    }
}

/// Whether `proto`'s return type is tentative: php declares the return types of its own
/// classes' methods so (`ZEND_ARG_TYPE_IS_TENTATIVE`), `__toString`'s excepted.
fn tentative(vm: &Vm, proto: &MethodEntry) -> bool {
    let internal = vm
        .class_by_id(proto.declaring)
        .is_some_and(|c| c.decl.is_none() || c.internal);
    internal && !proto.name.as_bytes().eq_ignore_ascii_case(b"__toString")
}
