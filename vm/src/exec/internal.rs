//! Linking the internal classes stdlib and async-rt register (`crate::class_def`), on the
//! first lookup of their name: a native `ClassDef` becomes a runtime `Class` whose methods
//! are `MethodBody::Internal`; a prelude is compiled once as internal code (its units carry
//! `Unit::internal`) and the looked-up class is declared from it, its parents first.

use super::{Control, Vm};
use crate::builtins::InternalClass;
use crate::bytecode::{ClassKind, Const, Init, Unit, Visibility};
use crate::class::{
    Class, ClassConst, ConstState, MethodBody, MethodEntry, PropInfo, StaticProp, storage_key,
};
use crate::class_def::{self, ClassDef, ConstVal, Prelude};
use crate::value::{PhpRef, PhpStr};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

fn const_of(v: ConstVal) -> Const {
    match v {
        ConstVal::Null => Const::Null,
        ConstVal::Bool(b) => Const::Bool(b),
        ConstVal::Int(i) => Const::Int(i),
        ConstVal::Float(f) => Const::Float(f),
        ConstVal::Str(s) => Const::Str(s.as_bytes().into()),
    }
}

impl Vm {
    /// Link the registered internal class `lower` (lowercase, no leading `\`) if it is one
    /// and is not linked yet.
    pub(crate) fn link_internal(&mut self, lower: &[u8]) -> Result<Option<Rc<Class>>, Control> {
        if let Some(c) = self.classes.get(lower) {
            return Ok(Some(c.clone()));
        }
        match self.builtins.internal_class(lower) {
            None => Ok(None),
            Some(InternalClass::Native(def)) => self.link_native(def).map(Some),
            Some(InternalClass::Prelude(p)) => {
                self.declare_from_prelude(p, lower)?;
                Ok(self.classes.get(lower).cloned())
            }
        }
    }

    fn link_native(&mut self, def: &'static ClassDef) -> Result<Rc<Class>, Control> {
        let parent = match def.parent {
            Some(p) => Some(self.lookup_class(p.as_bytes())?),
            None => None,
        };
        let mut ifaces = Vec::new();
        for i in def.interfaces {
            ifaces.push(self.lookup_class(i.as_bytes())?);
        }
        let id = self.class_list.len() as u32;
        let mut c = Class::bare(id, def.name);
        c.shared = Some(self.obj_shared.clone());
        if def.flags & class_def::C_INTERFACE != 0 {
            c.kind = ClassKind::Interface;
        }
        c.is_abstract = def.flags & class_def::C_ABSTRACT != 0;
        c.is_final = def.flags & class_def::C_FINAL != 0;
        c.allow_dynamic = def.flags & class_def::C_ALLOW_DYNAMIC != 0;
        c.not_serializable = def.flags & class_def::C_NOT_SERIALIZABLE != 0;
        c.no_dynamic = def.flags & class_def::C_NO_DYNAMIC != 0;
        if let Some(p) = parent {
            c.inherit(p);
        }
        if def.handlers.is_some() {
            c.handlers = def.handlers;
        }
        for i in ifaces {
            for sub in std::iter::once(i.clone()).chain(i.interfaces.iter().cloned()) {
                if !c.interfaces.iter().any(|x| x.id == sub.id) {
                    c.interfaces.push(sub);
                }
            }
            for k in &i.const_order {
                if let Some(v) = i.consts.get(k) {
                    c.consts.entry(k.clone()).or_insert_with(|| v.clone());
                    if !c.const_order.contains(k) {
                        c.const_order.push(k.clone());
                    }
                }
            }
        }
        let name = c.name.clone();
        for (k, v) in def.consts {
            let key: Box<[u8]> = k.as_bytes().into();
            if !c.const_order.contains(&key) {
                c.const_order.push(key.clone());
            }
            c.consts.insert(
                key,
                Rc::new(ClassConst {
                    name: PhpStr::from(*k),
                    visibility: Visibility::Public,
                    is_final: false,
                    is_case: false,
                    declaring: id,
                    declaring_name: name.clone(),
                    state: RefCell::new(ConstState::Ready(v.to_value())),
                    ty: None,
                    deprecated: false,
                }),
            );
        }
        if !def.props.is_empty() {
            c.default_array = RefCell::new(None);
        }
        for p in def.props {
            let key: Box<[u8]> = p.name.as_bytes().into();
            let info = Rc::new(PropInfo {
                name: PhpStr::from(p.name),
                key: storage_key(&name, p.name.as_bytes(), p.visibility),
                visibility: p.visibility,
                set_visibility: None,
                readonly: p.readonly,
                is_final: false,
                is_static: p.is_static,
                ty: None,
                declaring: id,
                declaring_name: name.clone(),
                hooks: None,
            });
            if p.is_static {
                if !c.static_order.contains(&key) {
                    c.static_order.push(key.clone());
                }
                c.statics.insert(
                    key,
                    StaticProp {
                        info: (*info).clone(),
                        cell: crate::class::StaticCell::new(PhpRef::new(p.default.to_value())),
                        pending: None,
                    },
                );
                continue;
            }
            let init = Some(Init::Lit(const_of(p.default)));
            match c.defaults.iter().position(|(i, _)| {
                i.visibility != Visibility::Private && *i.name.as_bytes() == *key
            }) {
                Some(pos) if p.visibility != Visibility::Private => {
                    c.defaults[pos] = (info.clone(), init)
                }
                _ => c.defaults.push((info.clone(), init)),
            }
            c.props.insert(key, info);
        }
        for m in def.methods {
            let l: Box<[u8]> = m.name.to_ascii_lowercase().into_bytes().into();
            if !c.method_order.contains(&l) {
                c.method_order.push(l.clone());
            }
            c.methods.insert(
                l,
                Rc::new(MethodEntry {
                    name: PhpStr::from(m.name),
                    visibility: m.visibility(),
                    is_static: m.is_static,
                    is_abstract: m.flags & class_def::M_ABSTRACT != 0,
                    is_final: m.flags & class_def::M_FINAL != 0,
                    declaring: id,
                    declaring_name: PhpStr::from(m.class),
                    sig: None,
                    body: if m.flags & class_def::M_ABSTRACT != 0 {
                        MethodBody::Abstract
                    } else {
                        MethodBody::Internal(m)
                    },
                }),
            );
        }
        c.magic = super::object::find_magic(&c);
        let c = Rc::new(c);
        self.classes.insert(c.lname.clone(), c.clone());
        self.class_list.push(c.clone());
        Ok(c)
    }

    /// Declare class `lower` from prelude `p` (compiled on first use, kept per VM).
    fn declare_from_prelude(&mut self, p: &'static Prelude, lower: &[u8]) -> Result<(), Control> {
        let key = p as *const Prelude as usize;
        let unit = match self.preludes.get(&key) {
            Some(u) => u.clone(),
            None => {
                let u = compile_prelude(p)?;
                self.preludes.insert(key, u.clone());
                u
            }
        };
        let Some((idx, cu)) = unit
            .classes
            .iter()
            .enumerate()
            .find(|(_, cu)| cu.name.eq_ignore_ascii_case(lower))
        else {
            return Ok(());
        };
        let decl_key = (Arc::as_ptr(&unit) as usize, idx as u32);
        if !self.declared.insert(decl_key) {
            return Ok(());
        }
        let saved = std::mem::replace(&mut self.declaring_internal, true);
        let r = self.declare_class(&cu.clone());
        self.declaring_internal = saved;
        r
    }
}

/// Parse and compile a prelude as internal code; a prelude that does not compile is an
/// rphp bug, reported as a fatal error naming it.
fn compile_prelude(p: &Prelude) -> Result<Arc<Unit>, Control> {
    let source = p.source.as_bytes();
    let parsed = rphp_parser::parse(source);
    if let Some(err) = parsed.first_fatal() {
        return Err(Control::Fatal(format!(
            "internal prelude {} does not compile: {}",
            p.file, err.message
        )));
    }
    crate::compile::compile_internal(&parsed.program, source, p.file).map_err(|e| {
        Control::Fatal(format!(
            "internal prelude {} does not compile: {e:?}",
            p.file
        ))
    })
}

/// A prelude object's hidden state: a plain object only internal code sees
/// (`__rphp_hidden($this)`), cloned with its owner, never shown by var_dump or casts.
pub(crate) struct HiddenState(pub crate::value::ObjectHandle);

/// `__rphp_hidden(object $o): object` — for prelude code only; user code gets php's
/// "Call to undefined function".
pub(crate) fn rphp_hidden(
    vm: &mut Vm,
    a: &mut [crate::value::Value],
) -> Result<crate::value::Value, Control> {
    use crate::value::Value;
    let internal = vm.co.frames.last().is_some_and(|f| f.func.unit.internal);
    let target = match a.first().map(Value::deref_value) {
        Some(Value::Object(o)) if internal => o,
        _ => {
            return Err(Control::Error(
                super::ThrowKind::Error,
                "Call to undefined function __rphp_hidden()".into(),
            ));
        }
    };
    if let Some(s) = target.state::<HiddenState>() {
        return Ok(Value::Object(s.0.clone()));
    }
    let s = hidden_object();
    target.set_state(HiddenState(s.clone()));
    Ok(Value::Object(s))
}

/// A stdClass-like object outside the VM's object store: it takes no object id (php's
/// internal state takes none, so `#N` in var_dump stays php's).
pub(crate) fn hidden_object() -> crate::value::ObjectHandle {
    let mut c = Class::bare(crate::class::NO_CLASS, "stdClass");
    c.allow_dynamic = true;
    crate::value::ObjectHandle::new(0, Rc::new(c))
}
