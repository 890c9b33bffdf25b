//! Class constants' values: a constant computed from a constant expression is evaluated
//! on first use (php's `zend_update_class_constant`), checked against its declared type
//! (8.3), and enum cases are made as their objects.

use super::object::error;
use super::{Control, ThrowKind, Vm};
use crate::bytecode::{ClassKind, ConstExpr};
use crate::class::{Class, ClassConst, ConstState};
use crate::value::{ObjectHandle, PhpArray, Value};
use std::rc::Rc;

impl Vm {
    pub(super) fn const_value(&mut self, k: &Rc<ClassConst>) -> Result<Value, Control> {
        let state = k.state.borrow().clone();
        match state {
            ConstState::Ready(v) => Ok(v),
            // (reflection's marker; cycles are caught where a reference is evaluated)
            ConstState::Evaluating => Err(error(format!(
                "Cannot declare self-referencing constant {}::{}",
                k.declaring_name.to_string_lossy(),
                k.name.to_string_lossy()
            ))),
            ConstState::Pending(e) => {
                let scope = self.class_by_id(k.declaring);
                let r = if k.is_case {
                    self.make_enum_case(k, &e, scope.as_ref())
                } else {
                    self.eval_const_expr(&e, scope.as_ref())
                        .and_then(|v| self.const_type_check(k, scope.as_ref(), v))
                };
                match r {
                    Ok(v) => {
                        *k.state.borrow_mut() = ConstState::Ready(v.clone());
                        Ok(v)
                    }
                    Err(err) => Err(err),
                }
            }
        }
    }

    /// php's zend_verify_class_constant_type: a typed constant's computed value must fit
    /// its type exactly (an int widens to float); `self`/`static`/`parent` name the
    /// declaring class.
    fn const_type_check(
        &mut self,
        k: &ClassConst,
        scope: Option<&Rc<Class>>,
        v: Value,
    ) -> Result<Value, Control> {
        let Some(ty) = &k.ty else { return Ok(v) };
        if let (Value::Object(o), Some(c)) = (&v, scope) {
            let fits = ty.alternatives.iter().any(|a| match &**a {
                b"self" | b"static" => o.class().is_subclass_of(c),
                b"parent" => c
                    .parent
                    .as_ref()
                    .is_some_and(|p| o.class().is_subclass_of(p)),
                _ => false,
            });
            if fits {
                return Ok(v);
            }
        }
        self.coerce_param(ty, v, true).map_err(|v| {
            Control::Error(
                ThrowKind::TypeError,
                format!(
                    "Cannot assign {} to class constant {}::{} of type {}",
                    v.value_name(),
                    k.declaring_name.to_string_lossy(),
                    k.name.to_string_lossy(),
                    ty.display
                ),
            )
        })
    }

    /// A constant of backed enum `c` is read: php evaluates all of the enum's constants
    /// first, so its case objects are made in declaration order (the enum's table of
    /// backing values needs them; `zend_update_class_constants`).
    pub(super) fn update_backed_enum_constants(&mut self, c: &Rc<Class>) -> Result<(), Control> {
        if c.kind != ClassKind::Enum
            || c.enum_backing.is_none()
            || c.internal
            || self.enum_updating.contains(&c.id)
        {
            return Ok(());
        }
        let pending: Vec<Rc<ClassConst>> = c
            .const_order
            .iter()
            .filter_map(|n| c.consts.get(n))
            .filter(|k| matches!(*k.state.borrow(), ConstState::Pending(_)))
            .cloned()
            .collect();
        if pending.is_empty() {
            return Ok(());
        }
        // (a case's backing value may read another constant of the enum)
        self.enum_updating.push(c.id);
        let r = pending
            .iter()
            .try_for_each(|k| self.const_value(k).map(drop));
        self.enum_updating.retain(|&id| id != c.id);
        r
    }

    fn make_enum_case(
        &mut self,
        k: &Rc<ClassConst>,
        e: &ConstExpr,
        scope: Option<&Rc<Class>>,
    ) -> Result<Value, Control> {
        let Some(c) = scope else {
            return Ok(Value::Null);
        };
        let value = match e {
            ConstExpr::New(_, args) => match args.first() {
                Some((_, a)) => Some(self.eval_const_expr(a, Some(c))?),
                None => None,
            },
            _ => None,
        };
        let id = self.new_object_id();
        let mut props = PhpArray::new();
        props.insert("name", Value::Str(k.name.clone()));
        if let Some(v) = value {
            props.insert("value", v);
        }
        Ok(Value::Object(ObjectHandle::with_properties(
            id,
            c.clone(),
            props,
        )))
    }
}
