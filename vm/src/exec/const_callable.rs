//! Closures and first-class callables in constant expressions (php 8.5): `const C =
//! static function () {...};`, `#[Attr(strlen(...))]`, `public $p = self::m(...);`; and
//! `Class::{expr}` (8.3) there.

use super::call::{ClosureData, MethodCtx};
use super::{Control, Vm};
use crate::bytecode::ConstExpr;
use crate::class::Class;
use crate::value::{PhpArray, PhpStr, Value};
use std::rc::Rc;

impl Vm {
    /// Evaluate a `Closure`, `FuncCallable` or `StaticCallable` initializer in the scope of
    /// class `scope` (a closure is bound to it, never to an object).
    pub(super) fn const_callable(
        &mut self,
        e: &ConstExpr,
        scope: Option<&Rc<Class>>,
    ) -> Result<Value, Control> {
        match e {
            ConstExpr::Closure(c) => {
                let func = self.func_for(&c.0);
                let ctx = match scope {
                    Some(s) => MethodCtx {
                        this: None,
                        scope: s.id,
                        called: s.id,
                    },
                    None => MethodCtx::NONE,
                };
                let o = self.new_object(b"Closure");
                o.borrow_mut().set_internal(Box::new(ClosureData::User {
                    func,
                    bound: Default::default(),
                    ctx,
                    statics: Default::default(),
                }));
                Ok(Value::Object(o))
            }
            ConstExpr::FuncCallable { name, fallback } => {
                let name = match fallback {
                    Some(f) if self.lookup_function(name).is_none() => f,
                    _ => name,
                };
                self.make_callable_closure(Value::Str(PhpStr::new(name)))
            }
            ConstExpr::StaticCallable { class, name } => {
                let c = self.resolve_in(class, scope)?;
                // a method of the expression's own class is seen from that class's scope
                let own = c
                    .find_method(&name.to_ascii_lowercase())
                    .cloned()
                    .filter(|m| {
                        m.is_static
                            && scope.is_some_and(|s| {
                                s.id == m.declaring
                                    || (m.visibility != crate::bytecode::Visibility::Private
                                        && s.is_subclass_of(&c))
                            })
                    });
                if let Some(m) = own {
                    if let crate::class::MethodBody::User(func) = &m.body {
                        let o = self.new_object(b"Closure");
                        o.borrow_mut().set_internal(Box::new(ClosureData::User {
                            func: func.clone(),
                            bound: Default::default(),
                            ctx: MethodCtx {
                                this: None,
                                scope: m.declaring,
                                called: c.id,
                            },
                            statics: Default::default(),
                        }));
                        return Ok(Value::Object(o));
                    }
                }
                let mut pair = PhpArray::new();
                pair.insert(0, Value::Str(c.name.clone()));
                pair.insert(1, Value::Str(PhpStr::new(name)));
                self.make_callable_closure(Value::Array(pair))
            }
            ConstExpr::ClassConstDyn { class, name } => {
                let c = self.resolve_in(class, scope)?;
                let n = self.eval_const_expr(name, scope)?;
                self.class_constant_by_value(&c, n)
            }
            _ => Ok(Value::Null),
        }
    }
}
