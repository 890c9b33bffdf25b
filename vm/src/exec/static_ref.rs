//! `Class::$name = &$cell`: rebinding a static property to another reference cell, with
//! php's typed-reference rules (zend_assign_to_typed_property_reference); and finding a
//! static property's cell with php's visibility rules.

use super::object::error;
use super::{Control, Vm};
use crate::bytecode::{ClassKind, Slot, Visibility};
use crate::class::Class;
use crate::value::{PhpRef, Value};
use std::rc::Rc;

impl Vm {
    /// `AssignStaticPropRef`: the static's slot takes the cell in `src` (a value there,
    /// from a by-value call, gets a cell of its own).
    pub(super) fn assign_static_prop_ref(
        &mut self,
        base: usize,
        class: Slot,
        name: Slot,
        src: Slot,
    ) -> Result<(), Control> {
        let r = match self.co.stack[base + src as usize].take() {
            Some(Value::Ref(r)) => r,
            Some(v) => PhpRef::new(v),
            None => PhpRef::new(Value::Null),
        };
        let c = self.static_class_operand(base, class)?;
        let n = self.read(base, name);
        let n = self.to_string_value(&n)?;
        // the visibility check, the initializer and the typed source of the old cell
        let Some(old) = self.static_prop_ref(&c, n.as_bytes(), false)? else {
            return Ok(());
        };
        let Some(sp) = c.statics.get(n.as_bytes()).cloned() else {
            return Ok(());
        };
        if PhpRef::ptr_eq(&old, &r) {
            return Ok(());
        }
        if sp.info.ty.is_some() {
            self.bind_typed_ref(&Rc::new(sp.info.clone()), None, &r)?;
            old.remove_static_source_of(&sp.info);
        }
        sp.cell.rebind(r);
        self.ic.forget_static_cell(&old);
        Ok(())
    }

    /// `UnsetStaticProp`: static properties cannot be unset (php checks the class first,
    /// which may autoload).
    pub(super) fn unset_static_prop(
        &mut self,
        base: usize,
        class: Slot,
        name: Slot,
    ) -> Result<(), Control> {
        let c = self.static_class_operand(base, class)?;
        let n = self.read(base, name);
        let n = self.to_string_value(&n)?;
        Err(error(format!(
            "Attempt to unset static property {}::${}",
            c.name.to_string_lossy(),
            n.to_string_lossy()
        )))
    }

    /// The class of a static member access: a name (`self`, `parent`, `static` too) or
    /// an object.
    fn static_class_operand(&mut self, base: usize, class: Slot) -> Result<Rc<Class>, Control> {
        match self.read(base, class) {
            Value::Object(o) => Ok(o.class()),
            Value::Str(s) => self.lookup_class(s.as_bytes()),
            _ => Err(error("Class name must be a valid object or a string")),
        }
    }
}

impl Vm {
    /// `Class::$name` that `Class` does not declare but an ancestor declares private: php
    /// keeps it in the child's property table, reachable from the declaring class only
    /// ("Cannot access private property Child::$name" elsewhere). None when no ancestor
    /// declares it private.
    pub(super) fn inherited_private_static(
        &mut self,
        c: &Rc<Class>,
        name: &[u8],
        quiet: bool,
    ) -> Option<Result<Option<PhpRef>, Control>> {
        let mut p = c.parent.clone();
        while let Some(pc) = p {
            if let Some(sp) = pc.statics.get(name) {
                if sp.info.visibility != crate::bytecode::Visibility::Private {
                    return None;
                }
                let scope = self.scope_class();
                if scope.is_some_and(|s| s.id == sp.info.declaring) {
                    return Some(self.static_prop_ref(&pc, name, quiet));
                }
                if quiet {
                    return Some(Ok(None));
                }
                return Some(Err(error(format!(
                    "Cannot access private property {}::${}",
                    c.name.to_string_lossy(),
                    String::from_utf8_lossy(name)
                ))));
            }
            p = pc.parent.clone();
        }
        None
    }

    /// The cell of static property `Class::$name`.
    pub(crate) fn static_prop_ref(
        &mut self,
        c: &Rc<Class>,
        name: &[u8],
        quiet: bool,
    ) -> Result<Option<PhpRef>, Control> {
        let Some(sp) = c.statics.get(name).cloned() else {
            if let Some(r) = self.inherited_private_static(c, name, quiet) {
                return r;
            }
            if quiet {
                return Ok(None);
            }
            return Err(error(format!(
                "Access to undeclared static property {}::${}",
                c.name.to_string_lossy(),
                String::from_utf8_lossy(name)
            )));
        };
        if sp.info.visibility != Visibility::Public {
            let scope = self.scope_class();
            let ok = match (&scope, sp.info.visibility) {
                (Some(s), Visibility::Private) => s.id == sp.info.declaring,
                (Some(s), _) => self
                    .class_by_id(sp.info.declaring)
                    .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s)),
                _ => false,
            };
            if !ok {
                if quiet {
                    return Ok(None);
                }
                return Err(error(format!(
                    "Cannot access {} property {}::${}",
                    sp.info.visibility.word(),
                    c.name.to_string_lossy(),
                    String::from_utf8_lossy(name)
                )));
            }
        }
        if c.kind == ClassKind::Trait {
            // (php 8.1) a trait's static members belong to the classes using it
            self.deprecated(format!(
                "Accessing static trait property {}::${} is deprecated, it should only be accessed on a class using the trait",
                c.name.to_string_lossy(),
                String::from_utf8_lossy(name)
            ));
        }
        if let Some(p) = &sp.pending {
            let e = p.borrow_mut().take();
            if let Some(e) = e {
                let scope = self.class_by_id(sp.info.declaring);
                let v = self.eval_const_expr(&e, scope.as_ref())?;
                sp.cell.set(v);
            }
        }
        let cell = sp.cell.cell();
        if sp.info.ty.is_some() && !cell.has_static_source_of(&sp.info) {
            cell.add_type_source(Rc::new(sp.info.clone()), None);
        }
        Ok(Some(cell))
    }
}
