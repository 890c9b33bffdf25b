//! Read-only access to the VM's runtime model for ext/reflection (stdlib): classes by id,
//! the code of a method (abstract ones included), closures for methods and functions
//! (ReflectionMethod::invoke/getClosure), static properties without visibility checks,
//! and parameter default values rebuilt from a unit's default-value code as constant
//! expressions (so they can be evaluated and printed as php's reflection does).

use crate::bytecode::{ConstExpr, Op, UnOp, Unit};
use crate::class::{Class, ClassId, MethodBody, MethodEntry};
use crate::exec::call::{ClosureData, MethodCtx};
use crate::exec::closure_data::ClosureStatics;
use crate::exec::{Control, Func, Vm};
use crate::value::{ObjectHandle, PhpRef, Value};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

/// The linked class with id `id`.
pub fn class_by_id(vm: &Vm, id: ClassId) -> Option<Rc<Class>> {
    vm.class_by_id(id)
}

/// The class named `name` (linking internal classes, autoloading user ones); `None`
/// when it does not exist.
pub fn find_class(vm: &mut Vm, name: &[u8]) -> Result<Option<Rc<Class>>, Control> {
    let name = name.strip_prefix(b"\\").unwrap_or(name);
    if let Some(c) = vm.find_class_linking(name)? {
        return Ok(Some(c));
    }
    vm.autoload(name)
}

/// Every declared class (in declaration order).
pub fn classes(vm: &Vm) -> Vec<Rc<Class>> {
    vm.class_list.clone()
}

/// The code of a user method (for an abstract method, its declaration's unit).
pub fn method_unit(vm: &Vm, m: &MethodEntry) -> Option<Arc<Unit>> {
    match &m.body {
        MethodBody::User(f) => Some(f.unit.clone()),
        MethodBody::Abstract => {
            let c = vm.class_by_id(m.declaring)?;
            match c.decl.as_ref() {
                Some(decl) => decl
                    .methods
                    .iter()
                    .find(|d| d.name.eq_ignore_ascii_case(m.name.as_bytes()))
                    .map(|d| d.unit.clone()),
                // the engine's own interfaces (Countable, Iterator, ...) keep no
                // declaration: their signature is the checked one
                None => m.sig.clone(),
            }
        }
        _ => None,
    }
}

/// The signature of an enum's `cases()`/`from()`/`tryFrom()` (php's arginfo of
/// `UnitEnum::cases` and `BackedEnum::from`/`tryFrom`): the parameter names, the
/// parameter type and the return type as php prints them; `None` for any other method.
pub fn enum_method_sig(m: &MethodEntry) -> Option<(&'static [&'static str], &'static str)> {
    use crate::class::EnumOp;
    match m.body {
        MethodBody::Enum(EnumOp::Cases) => Some((&[], "array")),
        MethodBody::Enum(EnumOp::From) => Some((&["value"], "static")),
        MethodBody::Enum(EnumOp::TryFrom) => Some((&["value"], "?static")),
        _ => None,
    }
}

/// The internal method behind `m`, if it is one.
pub fn method_internal(m: &MethodEntry) -> Option<&'static crate::exec::InternalMethod> {
    match &m.body {
        MethodBody::Internal(im) => Some(im),
        _ => None,
    }
}

fn closure_object(vm: &mut Vm, data: ClosureData) -> Value {
    let o = vm.new_object(b"Closure");
    o.borrow_mut().set_internal(Box::new(data));
    Value::Object(o)
}

/// A Closure calling method `m` on `this` (ignoring visibility), as
/// `ReflectionMethod::getClosure` makes; `called` is the late-static-binding class.
pub fn method_closure(
    vm: &mut Vm,
    m: &Rc<MethodEntry>,
    this: Option<ObjectHandle>,
    called: ClassId,
) -> Result<Value, Control> {
    let this = if m.is_static { None } else { this };
    let data = match &m.body {
        MethodBody::User(func) => ClosureData::User {
            func: func.clone(),
            bound: Default::default(),
            ctx: MethodCtx {
                this,
                scope: m.declaring,
                called,
            },
            statics: ClosureStatics::default(),
        },
        MethodBody::Internal(im) => ClosureData::Method {
            this,
            method: im,
            called,
        },
        MethodBody::Enum(op) => match vm.class_by_id(m.declaring) {
            Some(class) => ClosureData::Enum { class, op: *op },
            None => return Ok(Value::Null),
        },
        _ => {
            return Err(Control::Error(
                crate::exec::ThrowKind::Error,
                format!(
                    "Cannot call abstract method {}::{}()",
                    m.declaring_name.to_string_lossy(),
                    m.name.to_string_lossy()
                ),
            ));
        }
    };
    Ok(closure_object(vm, data))
}

/// A Closure of a user function.
pub fn function_closure(vm: &mut Vm, func: Rc<Func>) -> Value {
    closure_object(
        vm,
        ClosureData::User {
            func,
            bound: Default::default(),
            ctx: MethodCtx::NONE,
            statics: ClosureStatics::default(),
        },
    )
}

/// A Closure of builtin function `id`.
pub fn builtin_closure(vm: &mut Vm, id: u32) -> Value {
    closure_object(vm, ClosureData::Builtin(id))
}

/// What a Closure object runs: its user function and bound `$this`, or a builtin id.
pub enum ClosureTarget {
    User {
        func: Rc<Func>,
        this: Option<ObjectHandle>,
        scope: ClassId,
        called: ClassId,
    },
    Builtin(u32),
    Method(&'static crate::exec::InternalMethod),
    /// An enum's `cases()`/`from()`/`tryFrom()`: the method entry of enum `class`.
    EnumMethod {
        class: Rc<Class>,
        m: Rc<MethodEntry>,
    },
}

/// The target of Closure `o` (`None` when `o` is no Closure).
pub fn closure_target(o: &ObjectHandle) -> Option<ClosureTarget> {
    let b = o.borrow();
    let data = b.internal.get()?.downcast_ref::<ClosureData>()?;
    Some(match data {
        ClosureData::User { func, ctx, .. } => ClosureTarget::User {
            func: func.clone(),
            this: ctx.this.clone(),
            scope: ctx.scope,
            called: ctx.called,
        },
        ClosureData::Builtin(id) => ClosureTarget::Builtin(*id),
        ClosureData::Method { method, .. } => ClosureTarget::Method(method),
        ClosureData::Magic(_) => return None,
        ClosureData::Enum { class, op } => {
            let m = class
                .methods
                .values()
                .find(|m| matches!(&m.body, MethodBody::Enum(o) if o == op))?;
            ClosureTarget::EnumMethod {
                class: class.clone(),
                m: m.clone(),
            }
        }
    })
}

/// The values a closure captured (`use` variables), by name.
pub fn closure_bound(o: &ObjectHandle) -> Vec<NamedValue> {
    let b = o.borrow();
    let Some(ClosureData::User { func, bound, .. }) = b
        .internal
        .get()
        .and_then(|d| d.downcast_ref::<ClosureData>())
    else {
        return Vec::new();
    };
    bound
        .iter()
        .filter_map(|(slot, v)| {
            let name = func.unit.cv_names.get(*slot as usize)?;
            Some((name.clone(), v.clone()))
        })
        .collect()
}

/// A user function's materialized form (for a unit reached through a class declaration).
pub fn func_for(vm: &mut Vm, unit: &Arc<Unit>) -> Rc<Func> {
    vm.func_for(unit)
}

/// The cell of static property `name` of `c` without visibility checks (its initializer
/// evaluated first); `None` when there is no such static property.
pub fn static_prop(vm: &mut Vm, c: &Rc<Class>, name: &[u8]) -> Result<Option<PhpRef>, Control> {
    let Some(sp) = c.statics.get(name).cloned() else {
        return Ok(None);
    };
    if let Some(p) = &sp.pending {
        let e = p.borrow_mut().take();
        if let Some(e) = e {
            let scope = vm.class_by_id(sp.info.declaring);
            let v = vm.eval_const_expr(&e, scope.as_ref())?;
            sp.cell.set(v);
        }
    }
    Ok(Some(sp.cell.cell()))
}

/// Evaluate a constant expression in the scope of `scope`.
pub fn eval_const_expr(
    vm: &mut Vm,
    e: &ConstExpr,
    scope: Option<&Rc<Class>>,
) -> Result<Value, Control> {
    vm.eval_const_expr(e, scope)
}

/// The default value of parameter `arg` of `unit` as a constant expression, rebuilt from
/// the code the compiler emitted for it (`None`: no default, or one built by code this
/// does not understand).
pub fn param_default_expr(unit: &Unit, arg: u32) -> Option<ConstExpr> {
    if let Some(e) = unit
        .params
        .get(arg as usize)
        .and_then(|p| p.default_expr.as_ref())
    {
        return Some(e.clone());
    }
    let start = unit
        .ops
        .iter()
        .position(|op| matches!(op, Op::JmpArgPassed { arg: a, .. } if *a == arg))?;
    expr_assigned(unit, start, arg)
}

/// A variable name with its value.
pub type NamedValue = (Box<[u8]>, Value);

/// The `static` variables of `unit` (an anonymous function's: those of Closure `closure`)
/// with their current values, or their initializers when the function has
/// not run yet (`None` for one this cannot rebuild).
pub fn static_vars(
    vm: &mut Vm,
    unit: &Arc<Unit>,
    closure: Option<&ObjectHandle>,
    scope: Option<&Rc<Class>>,
) -> Result<Vec<NamedValue>, Control> {
    let closure = closure.filter(|_| crate::exec::closure_data::owns_statics(unit));
    let mut out = Vec::new();
    for (pc, op) in unit.ops.iter().enumerate() {
        let Op::BindStatic { var, .. } = *op else {
            continue;
        };
        let Some(name) = unit.cv_names.get(var as usize) else {
            continue;
        };
        let cell = match closure {
            Some(c) => closure_static(c, var),
            None => {
                let scope_id = scope.map_or(crate::class::NO_CLASS, |c| c.id);
                let key = (Arc::as_ptr(unit) as usize, var, scope_id);
                vm.statics.get(&key).cloned()
            }
        };
        let v = match cell {
            Some(r) => r.get(),
            None => match expr_assigned(unit, pc, var) {
                Some(e) => vm.eval_const_expr(&e, scope)?,
                None => Value::Null,
            },
        };
        out.push((name.clone(), v));
    }
    Ok(out)
}

/// The cell of Closure `o`'s own static variable `slot`, once a call has bound it.
fn closure_static(o: &ObjectHandle, slot: u32) -> Option<PhpRef> {
    let b = o.borrow();
    match b.internal.get()?.downcast_ref::<ClosureData>()? {
        ClosureData::User { statics, .. } => statics.get(slot).cloned(),
        _ => None,
    }
}

/// The constant expression the ops after `start` compute and assign to `var`.
fn expr_assigned(unit: &Unit, start: usize, arg: u32) -> Option<ConstExpr> {
    let mut temps: HashMap<u32, ConstExpr> = HashMap::new();
    for op in &unit.ops[start + 1..] {
        match *op {
            Op::Const { dst, lit } => {
                temps.insert(dst, ConstExpr::Lit(unit.consts.get(lit as usize)?.clone()));
            }
            Op::Move { dst, src } => {
                let v = temps.get(&src)?.clone();
                temps.insert(dst, v);
            }
            Op::FetchConstant { dst, name } => {
                let crate::bytecode::Const::Str(n) = unit.consts.get(name as usize)? else {
                    return None;
                };
                let n: Box<[u8]> = n.strip_prefix(b"\\").unwrap_or(n).into();
                let fallback = n
                    .iter()
                    .rposition(|&b| b == b'\\')
                    .map(|p| n[p + 1..].into());
                temps.insert(dst, ConstExpr::Constant { name: n, fallback });
            }
            Op::FetchClassConst { dst, class, name } => {
                let crate::bytecode::Const::Str(c) = unit.consts.get(class as usize)? else {
                    return None;
                };
                let crate::bytecode::Const::Str(n) = unit.consts.get(name as usize)? else {
                    return None;
                };
                temps.insert(
                    dst,
                    ConstExpr::ClassConst {
                        class: c.clone(),
                        name: n.clone(),
                    },
                );
            }
            Op::FetchClassName { dst, class } => {
                let crate::bytecode::Const::Str(c) = unit.consts.get(class as usize)? else {
                    return None;
                };
                temps.insert(dst, ConstExpr::ClassName(c.clone()));
            }
            Op::Bin { op, dst, a, b } => {
                let e = ConstExpr::Bin(
                    op,
                    Box::new(temps.get(&a)?.clone()),
                    Box::new(temps.get(&b)?.clone()),
                );
                temps.insert(dst, e);
            }
            Op::BinLit { op, dst, a, lit } => {
                let e = ConstExpr::Bin(
                    op,
                    Box::new(temps.get(&a)?.clone()),
                    Box::new(ConstExpr::Lit(unit.consts.get(lit as usize)?.clone())),
                );
                temps.insert(dst, e);
            }
            Op::Unary { op, dst, a } => {
                let inner = Box::new(temps.get(&a)?.clone());
                temps.insert(
                    dst,
                    match op {
                        UnOp::Not => ConstExpr::Not(inner),
                        UnOp::BitNot => ConstExpr::BitNot(inner),
                        UnOp::Neg => ConstExpr::Neg(inner),
                        UnOp::Plus => ConstExpr::Plus(inner),
                    },
                );
            }
            Op::NewArray { dst, .. } => {
                temps.insert(dst, ConstExpr::Array(Vec::new()));
            }
            Op::AddElem { arr, val } => {
                let v = temps.get(&val)?.clone();
                let Some(ConstExpr::Array(items)) = temps.get_mut(&arr) else {
                    return None;
                };
                items.push((None, v, false));
            }
            Op::AddElemKey { arr, key, val } => {
                let k = temps.get(&key)?.clone();
                let v = temps.get(&val)?.clone();
                let Some(ConstExpr::Array(items)) = temps.get_mut(&arr) else {
                    return None;
                };
                items.push((Some(k), v, false));
            }
            Op::AddElemLit { arr, lit, val, .. } => {
                let k = ConstExpr::Lit(unit.consts.get(lit as usize)?.clone());
                let v = temps.get(&val)?.clone();
                let Some(ConstExpr::Array(items)) = temps.get_mut(&arr) else {
                    return None;
                };
                items.push((Some(k), v, false));
            }
            Op::RopeAdd { dst, src } => {
                let v = temps.get(&src)?.clone();
                temps.insert(dst, v);
            }
            Op::RopeEnd { dst, first, n } => {
                let mut e = temps.get(&first)?.clone();
                for i in first + 1..first + n {
                    let piece = Box::new(temps.get(&i)?.clone());
                    e = ConstExpr::Bin(crate::value::ops::BinOp::Concat, Box::new(e), piece);
                }
                temps.insert(dst, e);
            }
            Op::Assign { var, src } if var == arg => return temps.get(&src).cloned(),
            _ => return None,
        }
    }
    None
}

/// The value of a compiled literal.
pub fn materialize(c: &crate::bytecode::Const) -> Value {
    crate::exec::call::materialize(c)
}

/// The name php shows for a function unit (`f`, `{closure:file:line}`, `C::m`).
pub fn function_name(unit: &Unit) -> String {
    crate::exec::call::function_display_name(unit)
}
