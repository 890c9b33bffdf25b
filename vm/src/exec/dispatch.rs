//! The dispatch of one op: data movement, operators, jumps and the simple ops; calls,
//! arrays, exceptions, iteration, fibers and generators live in their own modules.

use super::{Control, Coroutine, Frame, OpResult, Vm};
use crate::bytecode::{Op, TypeCheck, UnOp, UnitKind};
use crate::value::compare::compare_op;
use crate::value::convert::{to_bool, to_int, to_str};
use crate::value::ops;
use crate::value::{PhpArray, Value};

impl Vm {
    pub(super) fn exec(&mut self, op: Op, base: usize) -> OpResult {
        match op {
            Op::Nop => {}
            Op::Ticks { every } => self.ticks(every)?,
            Op::Const { dst, lit } => {
                let v = match self.co.frames.last() {
                    Some(f) => f.func.lits[lit as usize].clone(),
                    None => Value::Null,
                };
                self.set(base, dst, v);
            }
            Op::Move { dst, src } => {
                let v = self.read(base, src);
                self.set(base, dst, v);
            }
            Op::Assign { var, src } => {
                let v = self.take(base, src);
                self.assign_var(base, var, v)?;
            }
            Op::AssignRef { var, src } => match self.co.stack[base + src as usize].take() {
                Some(Value::Ref(r)) => {
                    if r.is_typed() {
                        r.mark_bound();
                    }
                    self.bind_cv(base, var, r);
                }
                // `$a = &f()` where f returned a value: after the notice php assigns it,
                // leaving $a's binding (a static, a global) as it was
                other => self.assign_var(base, var, other.unwrap_or(Value::Null))?,
            },
            Op::MakeRef { dst, var } => {
                let r = self.make_ref(base, var);
                self.set(base, dst, Value::Ref(r));
            }
            Op::Clear { dst } => self.co.stack[base + dst as usize] = None,
            Op::FreeTemps { first, n } => self.clear_temps(base, first, n),
            Op::UnsetVar { var } => self.co.stack[base + var as usize] = None,
            Op::IssetVar { dst, var } => {
                let set = !self.read_quiet(base, var).is_null();
                self.set(base, dst, Value::Bool(set));
            }
            Op::FetchQuiet { dst, var } => {
                let v = self.read_quiet(base, var);
                self.set(base, dst, v);
            }
            Op::Bin { op, dst, a, b } => {
                if op == crate::value::ops::BinOp::Concat && self.concat_temp(base, dst, a, b)? {
                    return Ok(());
                }
                if op == crate::value::ops::BinOp::Concat {
                    return self.concat_op(base, a, Ok(b), Err(dst));
                }
                let r = self.bin_slots(op, base, a, b)?;
                self.drop_temp_objects(base, a, b);
                self.set(base, dst, r);
            }
            Op::RopeAdd { dst, src } => return self.rope_add_op(base, dst, src),
            Op::RopeEnd { dst, first, n } => return self.rope_end_op(base, dst, first, n),
            Op::BinLit { op, dst, a, lit } => {
                if op == crate::value::ops::BinOp::Concat {
                    return self.concat_op(base, a, Err(lit), Err(dst));
                }
                let r = self.bin_lit(op, base, a, lit)?;
                self.drop_temp_objects(base, a, a);
                self.set(base, dst, r);
            }
            Op::BinCv { op, var, a, b } => {
                if op == crate::value::ops::BinOp::Concat {
                    return self.concat_op(base, a, Ok(b), Ok(var));
                }
                let r = self.bin_slots(op, base, a, b)?;
                self.drop_temp_objects(base, a, b);
                self.assign_var(base, var, r)?;
            }
            Op::BinLitCv { op, var, a, lit } => {
                if op == crate::value::ops::BinOp::Concat {
                    return self.concat_op(base, a, Err(lit), Ok(var));
                }
                let r = self.bin_lit(op, base, a, lit)?;
                self.drop_temp_objects(base, a, a);
                self.assign_var(base, var, r)?;
            }
            Op::Cmp { op, dst, a, b } => {
                let r = match (self.slot(base, a), self.slot(base, b)) {
                    (Some(Value::Int(x)), Some(Value::Int(y))) => fast_cmp(op, *x, *y),
                    _ => {
                        let x = self.read(base, a);
                        let y = self.read(base, b);
                        // a `__toString` may stop it (`magic_cont.rs`)
                        self.rerunnable(|vm| vm.compare_any(op, &x, &y))?
                    }
                };
                self.set(base, dst, r);
            }
            Op::CmpJmp {
                op,
                jump_if,
                a,
                b,
                target,
            } => {
                let x = self.read(base, a);
                let y = self.read(base, b);
                self.rerunnable(|vm| vm.cmp_jump(op, &x, &y, jump_if, target))?;
            }
            Op::CmpLitJmp {
                op,
                jump_if,
                a,
                lit,
                target,
            } => {
                let x = self.read(base, a);
                let y = match self.co.frames.last() {
                    Some(f) => f.func.lits[lit as usize].clone(),
                    None => Value::Null,
                };
                self.rerunnable(|vm| vm.cmp_jump(op, &x, &y, jump_if, target))?;
            }
            Op::Unary { op, dst, a } => {
                let x = self.read(base, a);
                let r = match op {
                    UnOp::Not => ops::not(&x, &mut self.diag),
                    UnOp::BitNot => ops::bit_not(&x, &mut self.diag)?,
                    UnOp::Neg => ops::negate(&x, &mut self.diag)?,
                    UnOp::Plus => ops::plus(&x, &mut self.diag)?,
                };
                if let Value::Object(_) = x {
                    // a temporary object goes as the op ends (`!new A`)
                    drop(x);
                    self.drop_temp(base, a);
                }
                self.set(base, dst, r);
            }
            Op::Cast { op, dst, a } => {
                // its operand is made for it: a temporary is released now, as php does
                let x = self.take(base, a);
                if op == crate::bytecode::CastOp::String
                    && super::convert::user_to_string(&x).is_some()
                {
                    // `__toString` may end the op (`magic_cont.rs`)
                    let defer = super::magic_cont::Defer::ToString;
                    if let Some(r) = self.deferring(defer, dst, |vm| vm.cast(op, x))? {
                        self.set(base, dst, r);
                    }
                    return Ok(());
                }
                if let Value::Object(o) = &x {
                    // an object lives until the op ends: the error a failed conversion
                    // throws is made first
                    let keep = o.clone();
                    let r = self.cast(op, x);
                    match r {
                        Ok(r) => {
                            drop(keep);
                            self.set(base, dst, r);
                        }
                        Err(e) => {
                            self.co.stack[base + a as usize] = Some(Value::Object(keep));
                            return Err(e);
                        }
                    }
                } else {
                    let r = self.cast(op, x)?;
                    self.set(base, dst, r);
                }
            }
            Op::BoolXor { dst, a, b } => {
                let x = self.read(base, a);
                let y = self.read(base, b);
                let r = to_bool(&x, &mut self.diag) ^ to_bool(&y, &mut self.diag);
                self.set(base, dst, Value::Bool(r));
            }
            Op::Bool { dst, a } => {
                let x = self.read(base, a);
                let r = to_bool(&x, &mut self.diag);
                self.set(base, dst, Value::Bool(r));
            }
            Op::AssignOp { op, var, src } => {
                if op == crate::value::ops::BinOp::Concat && self.concat_in_place(base, var, src)? {
                    return Ok(());
                }
                let y = self.read(base, src);
                let x = self.read(base, var);
                if op == crate::value::ops::BinOp::Concat {
                    let after = move |vm: &mut Vm, r: Value| {
                        vm.assign_var(base, var, r)?;
                        Ok(Value::Null)
                    };
                    let defer = super::magic_cont::Defer::ToString;
                    let f = |vm: &mut Vm| vm.binary(op, &x, &y);
                    self.deferring_after(defer, u32::MAX, f, after)?;
                    return Ok(());
                }
                let r = self.binary(op, &x, &y)?;
                self.assign_var(base, var, r)?;
            }
            Op::IncDec { op, dst, var } => self.incdec_var(base, op, dst, var)?,
            Op::Special1 { name, dst, src, .. } => self.special1(base, name, dst, src)?,
            Op::Echo { src } => {
                let v = self.read(base, src);
                if let Some((o, m)) = super::convert::user_to_string(&v) {
                    return self.echo_object(o, m);
                }
                self.echo_value(&v)?;
            }
            Op::Jmp { target } => self.jump(target),
            Op::JmpZ { cond, target } => {
                let t = match self.slot(base, cond) {
                    Some(Value::Bool(b)) => *b,
                    _ => {
                        let v = self.read(base, cond);
                        to_bool(&v, &mut self.diag)
                    }
                };
                if !t {
                    self.jump(target);
                }
            }
            Op::JmpNz { cond, target } => {
                let t = match self.slot(base, cond) {
                    Some(Value::Bool(b)) => *b,
                    _ => {
                        let v = self.read(base, cond);
                        to_bool(&v, &mut self.diag)
                    }
                };
                if t {
                    self.jump(target);
                }
            }
            Op::JmpNotNull { src, target } => {
                if !self.read_quiet(base, src).is_null() {
                    self.jump(target);
                }
            }
            Op::Return { src } => {
                let v = self.take(base, src);
                return self.do_return(v);
            }
            Op::ReturnNull => return self.do_return(Value::Null),
            Op::ReturnRef { src } => return self.return_ref(base, src),
            Op::AssignRefResult { src, flag } => {
                let is_ref = matches!(self.co.stack[base + src as usize], Some(Value::Ref(_)));
                self.set(base, flag, Value::Bool(is_ref));
            }
            Op::AssignRefNotice { flag } => self.assign_ref_notice(base, flag),
            Op::SendFuncResult { src, arg } => self.send_func_result(base, src, arg),
            Op::SendValEx { src, arg } => self.send_val_ex(base, src, arg)?,
            Op::SendNamedVar { var, name } => self.send_named_var(base, var, name)?,
            Op::SendNamedValEx { src, name } => self.send_named_val_ex(base, src, name)?,
            Op::JmpNamedByVal { name, target } => {
                let n = self.lit_str(name);
                if self
                    .pending_named_param(n.as_bytes())
                    .is_none_or(|(_, r)| !r)
                {
                    self.jump(target);
                }
            }
            Op::NewArray { .. }
            | Op::AddElem { .. }
            | Op::AddElemKey { .. }
            | Op::AddElemLit { .. }
            | Op::AddElemRef { .. } => self.array_literal_op(op, base)?,
            Op::AddSpread { arr, src } => self.add_spread_op(base, arr, src)?,
            Op::FetchDimR { dst, base: b, key } => {
                let container = self.read(base, b);
                let k = self.read(base, key);
                let defer = super::magic_cont::Defer::Offset;
                let read = |vm: &mut Vm| vm.fetch_dim_read(&container, &k, false);
                if let Some(v) = self.deferring(defer, dst, read)? {
                    self.set(base, dst, v);
                }
            }
            Op::FetchDimRC { dst, base: b, lit } => {
                let container = self.read(base, b);
                let k = match self.co.frames.last() {
                    Some(f) => f
                        .func
                        .lits
                        .get(lit as usize)
                        .cloned()
                        .unwrap_or(Value::Null),
                    None => Value::Null,
                };
                let defer = super::magic_cont::Defer::Offset;
                let read = |vm: &mut Vm| vm.fetch_dim_read(&container, &k, false);
                if let Some(v) = self.deferring(defer, dst, read)? {
                    self.set(base, dst, v);
                }
            }
            Op::FetchListR { dst, base: b, key } => {
                let container = self.read(base, b);
                let k = self.read(base, key);
                let defer = super::magic_cont::Defer::Offset;
                let read = |vm: &mut Vm| vm.fetch_dim_read(&container, &k, true);
                if let Some(v) = self.deferring(defer, dst, read)? {
                    self.set(base, dst, v);
                }
            }
            Op::FetchDimIs {
                empty,
                dst,
                base: b,
                key,
            } => {
                let container = self.read_quiet(base, b);
                let k = self.read_quiet(base, key);
                let defer = super::magic_cont::Defer::Offset;
                let v = self.deferring(defer, dst, |vm| match empty {
                    true => vm.fetch_dim_isset(&container, &k),
                    false => vm.fetch_dim_quiet(&container, &k),
                })?;
                if let Some(v) = v {
                    self.co.stack[base + dst as usize] = v;
                }
            }
            Op::AssignDim { var, keys, n, src } => {
                let v = self.take(base, src);
                let defer = super::magic_cont::Defer::Offset;
                let leaf = super::dim::Leaf::Assign(v);
                let write = |vm: &mut Vm| vm.dim_op(base, var, keys, n as u32, leaf);
                let after = move |vm: &mut Vm, r: Value| {
                    vm.clear_temps(base, keys, n as u32);
                    Ok(r)
                };
                self.deferring_after(defer, u32::MAX, write, after)?;
            }
            Op::AssignDimOp {
                op,
                n,
                var,
                keys,
                src,
            } => {
                let v = self.read(base, src);
                let defer = super::magic_cont::Defer::Offset;
                let leaf = super::dim::Leaf::AssignOp(op, v);
                let write = |vm: &mut Vm| vm.dim_op(base, var, keys, n as u32, leaf);
                let after = move |vm: &mut Vm, r: Value| {
                    vm.clear_temps(base, keys, n as u32);
                    Ok(r)
                };
                if let Some(r) = self.deferring_after(defer, keys + n as u32, write, after)? {
                    self.set(base, keys + n as u32, r);
                }
            }
            Op::IncDecDim { op, n, var, keys } => {
                let r = self.dim_op(base, var, keys, n as u32, super::dim::Leaf::IncDec(op))?;
                self.clear_temps(base, keys, n as u32);
                self.set(base, keys + n as u32, r);
            }
            Op::UnsetDim { var, keys, n } => {
                let defer = super::magic_cont::Defer::Offset;
                let unset =
                    |vm: &mut Vm| vm.dim_op(base, var, keys, n as u32, super::dim::Leaf::Unset);
                let after = move |vm: &mut Vm, r: Value| {
                    vm.clear_temps(base, keys, n as u32);
                    Ok(r)
                };
                self.deferring_after(defer, u32::MAX, unset, after)?;
            }
            Op::FetchDimRef { dst, var, keys, n } => {
                let r = self.dim_op(base, var, keys, n as u32, super::dim::Leaf::MakeRef)?;
                self.set(base, dst, r);
            }
            Op::FetchObjR { dst, obj, name } => self.fetch_prop_op(base, dst, obj, name)?,
            Op::ConstPropCheck { obj, name } => self.const_prop_check(base, obj, name)?,
            Op::FetchRw { var } => {
                let i = base + var as usize;
                if self.co.stack[i].is_none() {
                    self.undefined_variable(var);
                    self.co.stack[i] = Some(Value::Null);
                }
            }
            Op::PropRwCheck { obj, name, incdec } => self.prop_rw_check(base, obj, name, incdec)?,
            Op::FetchObjIs {
                empty,
                dst,
                obj,
                name,
            } => {
                let o = self.read_quiet(base, obj);
                let n = self.read_quiet(base, name);
                if let Some(v) = self.fetch_is_cached(&o, &n) {
                    self.set(base, dst, v);
                    return Ok(());
                }
                let defer = super::magic_cont::Defer::Prop;
                let Some(v) = self.deferring(defer, dst, |vm| vm.fetch_prop_is(&o, &n, empty))?
                else {
                    return Ok(());
                };
                self.set(base, dst, v);
            }
            Op::AssignObj { obj, name, src } => self.assign_prop_op(base, obj, name, src)?,
            Op::FetchPropC { dst, obj, name } => self.fetch_prop_c(base, dst, Some(obj), name)?,
            Op::FetchThisPropC { dst, name } => self.fetch_prop_c(base, dst, None, name)?,
            Op::AssignPropC { obj, name, src } => self.assign_prop_c(base, Some(obj), name, src)?,
            Op::AssignThisPropC { name, src } => self.assign_prop_c(base, None, name, src)?,
            Op::IncDecThisProp { op, dst, var, name } => {
                self.incdec_this_prop(base, op, dst, var, name)?
            }
            Op::AssignOpThisProp { op, dst, name, src } => {
                self.assign_op_this_prop(base, op, dst, name, src)?
            }
            Op::IssetThisProp { dst, name } => self.isset_this_prop(base, dst, name)?,
            Op::AssignStaticProp { class, name, src } => {
                self.assign_static_prop(base, class, name, src)?
            }
            Op::FetchThisPropIs { empty, dst, name } => {
                self.fetch_this_prop_is(base, dst, name, empty)?
            }
            Op::NewCtor { dst, class } => self.new_ctor(base, dst, class)?,
            Op::FetchGlobalC { dst, name } => self.fetch_global_c(base, dst, name),
            Op::New { dst, class } => {
                let c = self.class_from_lit_al(class)?;
                let o = self.instantiate_class(&c)?;
                self.set(base, dst, Value::Object(o));
            }
            Op::NewDyn { dst, class } => {
                let name = self.read(base, class);
                let name = match &name {
                    Value::Str(s) => s.as_bytes().to_vec(),
                    Value::Object(o) => o.class_name().as_bytes().to_vec(),
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Class name must be a valid object or a string".into(),
                        ));
                    }
                };
                let o = self.instantiate(&name)?;
                self.set(base, dst, Value::Object(o));
            }
            Op::InstanceOf { dst, a, class } => {
                let x = self.read(base, a);
                let name = self.lit_bytes(class);
                let r = match &x {
                    Value::Object(o) => match name.to_ascii_lowercase().as_slice() {
                        b"self" | b"static" | b"parent" => {
                            let c = self.lookup_class(&name)?;
                            o.class().is_subclass_of(&c)
                        }
                        // an alias names the same class; an unknown name is never autoloaded
                        _ => match self.find_class(&name) {
                            Some(c) => o.class().is_subclass_of(&c),
                            None => false,
                        },
                    },
                    _ => false,
                };
                self.drop_temp(base, a);
                self.set(base, dst, Value::Bool(r));
            }
            Op::InstanceOfDyn { dst, a, class } => {
                let x = self.read(base, a);
                let c = self.read(base, class);
                let name = match &c {
                    Value::Str(s) => s.as_bytes().to_vec(),
                    Value::Object(o) => o.class_name().as_bytes().to_vec(),
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Class name must be a valid object or a string".into(),
                        ));
                    }
                };
                let r = match &x {
                    Value::Object(o) => o.instance_of(&name),
                    _ => false,
                };
                self.drop_temp(base, a);
                self.set(base, dst, Value::Bool(r));
            }
            w @ Op::FetchObjW { .. } => self.fetch_obj_w_op(base, w)?,
            Op::FetchObjRef { dst, obj, name } => {
                let o = self.read(base, obj);
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                match o {
                    Value::Object(o) => {
                        // a `__get` may stop it: it runs again (`magic_cont.rs`)
                        let r = self.rerunnable(|vm| vm.prop_ref(&o, &n, false))?;
                        self.set(base, dst, Value::Ref(r));
                    }
                    other => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            format!(
                                "Attempt to modify property \"{}\" on {}",
                                n.to_string_lossy(),
                                other.value_name()
                            ),
                        ));
                    }
                }
            }
            Op::IssetDim { dst, base: b, key } => {
                let container = self.read_quiet(base, b);
                let k = self.read_quiet(base, key);
                let r = match &container {
                    Value::Object(o) => {
                        let defer = super::magic_cont::Defer::Offset;
                        match self.deferring(defer, dst, |vm| vm.object_dim_isset(o, &k))? {
                            Some(r) => r,
                            None => return Ok(()),
                        }
                    }
                    _ => self
                        .fetch_dim_isset(&container, &k)?
                        .is_some_and(|v| !matches!(v, Value::Null)),
                };
                self.set(base, dst, Value::Bool(r));
            }
            Op::IssetObj { dst, obj, name } => {
                let o = self.read_quiet(base, obj);
                let n = self.read_quiet(base, name);
                if let Some(r) = self.isset_prop_cached(&o, &n) {
                    self.set(base, dst, Value::Bool(r));
                    return Ok(());
                }
                let r = match o {
                    Value::Object(o) => {
                        let n = self.to_string_value(&n)?;
                        let defer = super::magic_cont::Defer::Prop;
                        match self.deferring(defer, dst, |vm| vm.isset_prop(&o, &n))? {
                            Some(r) => r,
                            None => return Ok(()),
                        }
                    }
                    _ => false,
                };
                self.set(base, dst, Value::Bool(r));
            }
            Op::UnsetObj { obj, name } => {
                let o = self.read_quiet(base, obj);
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                if let Value::Object(o) = o {
                    let defer = super::magic_cont::Defer::Prop;
                    self.deferring(defer, u32::MAX, |vm| vm.unset_prop(&o, &n))?;
                }
            }
            Op::This { dst, quiet } => {
                let this = self.co.frames.last().and_then(|f| f.this.clone());
                match this {
                    Some(t) => self.set(base, dst, Value::Object(t)),
                    None if quiet => self.co.stack[base + dst as usize] = None,
                    None => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Using $this when not in object context".into(),
                        ));
                    }
                }
            }
            Op::DeclareClass { idx, hoist } => self.declare_class_op(idx, hoist)?,
            Op::FetchStaticProp { dst, class, name } => {
                let c = self.class_from_lit_al(class)?;
                let v = self
                    .static_prop_cached(&c, name, false)?
                    .map(|r| r.get())
                    .unwrap_or(Value::Null);
                self.set(base, dst, v);
            }
            Op::FetchStaticPropIs { dst, class, name } => {
                let v = match self.class_from_lit(class) {
                    Ok(c) => self.static_prop_cached(&c, name, true)?.map(|r| r.get()),
                    Err(_) => None,
                };
                match v {
                    Some(v) => self.set(base, dst, v),
                    None => self.co.stack[base + dst as usize] = None,
                }
            }
            Op::StaticPropRef { dst, class, name } => {
                let c = self.class_from_lit_al(class)?;
                if let Some(r) = self.static_prop_cached(&c, name, false)? {
                    self.set(base, dst, Value::Ref(r));
                }
            }
            Op::FetchClassConst { dst, class, name } => {
                let c = self.class_from_lit_al(class)?;
                let v = self.class_const_cached(&c, name)?;
                self.set(base, dst, v);
            }
            Op::FetchClassConstDyn { dst, class, name } => {
                let cv = self.read(base, class);
                let c = match &cv {
                    Value::Object(o) => o.class(),
                    Value::Str(s) => self.lookup_class(s.as_bytes())?,
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Class name must be a valid object or a string".into(),
                        ));
                    }
                };
                // through the site's cache, keyed by the class (the fast lane's `$obj::NAME`)
                let v = self.class_const_cached(&c, name)?;
                self.set(base, dst, v);
            }
            Op::FetchClassConstName { dst, class, name } => {
                let c = self.class_from_lit_al(class)?;
                let n = self.read(base, name);
                let v = self.class_constant_by_value(&c, n)?;
                self.set(base, dst, v);
            }
            Op::FetchClassConstDynName { dst, class, name } => {
                let cv = self.read(base, class);
                let n = self.read(base, name);
                let v = self.class_constant_dyn(cv, n)?;
                self.set(base, dst, v);
            }
            Op::FetchClassName { dst, class } => {
                // php's ZEND_FETCH_CLASS_NAME: `self::class` and friends need a scope
                let name = self
                    .co
                    .frames
                    .last()
                    .and_then(|f| f.func.lits.get(class as usize));
                // (no lowercased copy of the name per run)
                let word = match name {
                    Some(Value::Str(s)) => ["self", "parent", "static"]
                        .into_iter()
                        .find(|w| s.as_bytes().eq_ignore_ascii_case(w.as_bytes())),
                    _ => None,
                };
                if let Some(word) = word {
                    // (a closure bound to an object without a scope has php's dummy scope)
                    let bound = self.co.frames.last().is_some_and(|f| f.this.is_some());
                    if self.scope_class().is_none() && !bound {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            format!("Cannot use \"{word}\" in the global scope"),
                        ));
                    }
                }
                let c = self.class_from_lit(class)?;
                self.set(base, dst, Value::Str(c.name.clone()));
            }
            Op::FetchClassNameDyn { dst, src } => {
                let v = self.read(base, src);
                self.drop_temp(base, src);
                match &v {
                    Value::Object(o) => self.set(base, dst, Value::Str(o.class_name())),
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::TypeError,
                            format!("Cannot use \"::class\" on {}", v.type_name()),
                        ));
                    }
                }
            }
            Op::InitMethodCallDyn { obj, name } => {
                let o = self.read(base, obj);
                let n = self.read(base, name);
                let Value::Str(n) = n else {
                    return Err(Control::Error(
                        super::ThrowKind::Error,
                        "Method name must be a string".into(),
                    ));
                };
                self.init_method_call_named(o, n.as_bytes())?;
            }
            Op::StaticPropRefDyn {
                dst,
                class,
                name,
                quiet,
            } => {
                let cv = self.read(base, class);
                let c = match &cv {
                    Value::Object(o) => o.class(),
                    Value::Str(s) => match self.lookup_class(s.as_bytes()) {
                        Ok(c) => c,
                        Err(_) if quiet => {
                            self.co.stack[base + dst as usize] = None;
                            return Ok(());
                        }
                        Err(e) => return Err(e),
                    },
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Class name must be a valid object or a string".into(),
                        ));
                    }
                };
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                match self.static_prop_ref(&c, n.as_bytes(), quiet)? {
                    Some(r) if quiet => self.set(base, dst, r.get()),
                    Some(r) => self.set(base, dst, Value::Ref(r)),
                    None => self.co.stack[base + dst as usize] = None,
                }
            }
            Op::AssignStaticPropRef { class, name, src } => {
                self.assign_static_prop_ref(base, class, name, src)?
            }
            Op::UnsetStaticProp { class, name } => self.unset_static_prop(base, class, name)?,
            Op::AssignDimRef { var, keys, n, src } => {
                let r = match self.co.stack[base + src as usize].take() {
                    Some(Value::Ref(r)) => r,
                    Some(v) => crate::value::PhpRef::new(v),
                    None => crate::value::PhpRef::new(Value::Null),
                };
                r.attach_gc(&self.obj_shared);
                self.dim_op(base, var, keys, n as u32, super::dim::Leaf::BindRef(r))?;
            }
            Op::AssignObjRef { obj, name, src } => {
                let o = self.read(base, obj);
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                let r = match self.co.stack[base + src as usize].take() {
                    Some(Value::Ref(r)) => r,
                    Some(v) => crate::value::PhpRef::new(v),
                    None => crate::value::PhpRef::new(Value::Null),
                };
                match o {
                    Value::Object(o) => self.bind_prop_ref(&o, &n, r)?,
                    other => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            format!(
                                "Attempt to modify property \"{}\" on {}",
                                n.to_string_lossy(),
                                other.value_name()
                            ),
                        ));
                    }
                }
            }
            Op::InitStaticMethodCallDyn { class, name } => {
                let c = self.read(base, class);
                let n = match self.read(base, name) {
                    Value::Str(s) => s,
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Method name must be a string".into(),
                        ));
                    }
                };
                let cname = match &c {
                    Value::Object(o) => o.class_name(),
                    Value::Str(s) => s.clone(),
                    _ => {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Class name must be a valid object or a string".into(),
                        ));
                    }
                };
                self.drop_temp(base, class);
                self.init_static_call_named(cname.as_bytes(), n.as_bytes())?;
            }
            Op::Clone { dst, src } => self.clone_op(base, dst, src)?,
            Op::InitFcall { name, .. } => self.init_fcall(name)?,
            Op::InitDynamicCall { callee } => {
                // a temporary callee moves into the call (php releases it when the call
                // ends: a Closure made for the call dies then)
                let c = self.take(base, callee);
                self.init_dynamic_call(c)?;
            }
            Op::InitMethodCall { obj, name } => self.init_method_call_op(base, obj, name)?,
            Op::InitStaticMethodCall { class, name } => self.init_static_call(class, name)?,
            Op::InitCtor { obj } => {
                let o = self.read(base, obj);
                self.init_ctor(o)?;
            }
            Op::SendVal { src } => {
                let v = self.take(base, src);
                self.co.stack.push(Some(v));
            }
            Op::SendVar { var, arg } => {
                if self.pending_arg_by_ref(arg) {
                    let r = self.make_ref(base, var);
                    self.co.stack.push(Some(Value::Ref(r)));
                } else {
                    let v = self.read(base, var);
                    self.co.stack.push(Some(v));
                }
            }
            Op::SendRef { src } => {
                let v = self.co.stack[base + src as usize]
                    .take()
                    .unwrap_or(Value::Null);
                self.co.stack.push(Some(v));
            }
            Op::SendNamed { src, name } => {
                let n = self.lit_str(name);
                let v = match self.take_raw(base, src) {
                    // a reference (`f(a: $x[0])`, a by-reference result) stays one only for
                    // a by-reference parameter
                    Value::Ref(r) => match self.pending_named_param(n.as_bytes()) {
                        Some((_, true)) => Value::Ref(r),
                        _ => r.get(),
                    },
                    v => v,
                };
                self.send_named(n, v)?;
            }
            Op::SendUnpack { src } => {
                if src < self.co.frames.last().map_or(0, |f| f.ncv) {
                    self.unpack_refs_in_var(base, src);
                }
                let v = self.read(base, src);
                let defer = super::magic_cont::Defer::Offset;
                self.deferring(defer, u32::MAX, |vm| vm.send_unpack(v))?;
            }
            Op::JmpArgByVal { arg, target } => {
                if !self.pending_arg_by_ref(arg) {
                    self.jump(target);
                }
            }
            Op::DoFcall { dst } => {
                self.note_strict_call();
                return self.do_fcall(dst);
            }
            Op::CallDirect {
                argc,
                name,
                args,
                dst,
            }
            | Op::CallBuiltin {
                argc,
                name,
                args,
                dst,
            } => return self.call_direct(base, name, args, argc, dst),
            Op::CallThis {
                argc,
                name,
                args,
                dst,
            } => return self.call_this(base, name, args, argc, dst),
            Op::CallStatic {
                argc,
                class,
                args,
                dst,
            } => return self.call_static(base, class, args, argc, dst),
            Op::DeclareFunction { child } => self.declare_function(child)?,
            Op::CreateClosure { dst, site } => {
                let c = self.create_closure(base, site)?;
                self.set(base, dst, c);
            }
            Op::MakeStaticCallable { dst, class, name } => {
                let (c, n) = (self.read(base, class), self.read(base, name));
                let v = self.make_static_callable(c, n)?;
                self.set(base, dst, v);
            }
            Op::MakeCallable { dst, src } => {
                let v = self.read(base, src);
                let c = self.make_callable_closure(v)?;
                self.set(base, dst, c);
            }
            Op::BindGlobal { var } => {
                let name = self.cv_name(var);
                let r = self.global_ref(&name);
                self.bind_cv(base, var, r);
            }
            Op::BindStatic { var, skip } => {
                let (r, fresh) = self.static_ref(var);
                self.bind_cv(base, var, r);
                if !fresh {
                    self.jump(skip);
                }
            }
            Op::FetchVarVar {
                dst,
                name,
                quiet,
                global,
            } => {
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                let found = if global {
                    self.global_lookup_cached(base, name, &n)
                } else {
                    self.local_lookup(&n)
                };
                let v = match found {
                    Some(v) => v,
                    None => {
                        if !quiet {
                            self.warn(format!(
                                "Undefined {}${}",
                                if global {
                                    "global variable "
                                } else {
                                    "variable "
                                },
                                n.to_string_lossy()
                            ));
                        }
                        Value::Null
                    }
                };
                self.set(base, dst, v);
            }
            Op::AssignVarVar { name, src, global } => {
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                let v = self.take(base, src);
                let r = if global {
                    self.global_ref(&n)
                } else {
                    self.local_ref(&n)
                };
                r.set(v);
            }
            Op::BindVarVar { name, src, global } => self.bind_var_var(base, name, src, global)?,
            Op::VarVarRef { dst, name, global } => {
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                let r = if global {
                    self.global_ref(&n)
                } else {
                    self.local_ref(&n)
                };
                self.set(base, dst, Value::Ref(r));
            }
            Op::UnsetVarVar { name, global } => {
                let n = self.read(base, name);
                let n = self.to_string_value(&n)?;
                if global {
                    self.unset_global(&n);
                } else {
                    self.unset_by_name(&n);
                }
            }
            Op::FetchGlobals { dst } => {
                let v = Value::Array(self.global_vars());
                self.set(base, dst, v);
            }
            Op::FetchConstant { dst, name } => {
                let v = self.constant_cached(name)?;
                self.set(base, dst, v);
            }
            Op::FunctionName { dst } => {
                let name = self.current_function_name();
                self.set(base, dst, Value::str(name));
            }
            Op::DeclareConst { name, src } => {
                let v = self.take(base, src);
                let n = self.lit_bytes(name);
                self.define_constant(&n, v);
            }
            Op::Throw { src } => {
                let v = self.take(base, src);
                return match v {
                    Value::Object(o) if o.instance_of(b"Throwable") => Err(Control::Throw(o)),
                    Value::Object(_) => Err(Control::Error(
                        super::ThrowKind::Error,
                        "Cannot throw objects that do not implement Throwable".into(),
                    )),
                    _ => Err(Control::Error(
                        super::ThrowKind::Error,
                        "Can only throw objects".into(),
                    )),
                };
            }
            Op::Catch { class, var, next } => {
                let name = self.lit_bytes(class);
                let matched = match &self.exception {
                    Some(e) => e.instance_of(&name),
                    None => false,
                };
                if matched {
                    let e = self.exception.take();
                    if var != u32::MAX {
                        if let Some(e) = e {
                            self.assign_catch_var(base, var, e)?;
                        }
                    }
                } else {
                    self.jump(next);
                }
            }
            Op::Rethrow => {
                if let Some(e) = self.exception.take() {
                    return Err(Control::Throw(e));
                }
            }
            Op::FastCall { fast, target } => {
                let ret = self.co.frames.last().map_or(0, |f| f.pc);
                self.set(base, fast, Value::Int(i64::from(ret)));
                self.jump(target);
            }
            Op::FastRet { fast } => match self.co.stack[base + fast as usize].take() {
                Some(Value::Int(pc)) => self.jump(pc as u32),
                Some(Value::Object(e)) => return Err(Control::Throw(e)),
                _ => {}
            },
            Op::DiscardFast { fast } => self.co.stack[base + fast as usize] = None,
            Op::FeReset { iter, src, by_ref } => {
                // getIterator() may end the op (`magic_cont.rs`)
                let defer = super::magic_cont::Defer::Offset;
                self.deferring(defer, u32::MAX, |vm| vm.fe_reset(base, iter, src, by_ref))?;
            }
            Op::FeFetch { iter, val, end } => self.fe_fetch(base, iter, val, end)?,
            Op::FeKey { iter, key } => self.fe_key(base, iter, key)?,
            Op::FeFree { iter } => {
                self.co.stack[base + iter as usize] = None;
                self.co.stack[base + iter as usize + 1] = None;
                self.co.stack[base + iter as usize + 2] = None;
            }
            Op::MatchError { src } => {
                let v = self.read(base, src);
                let repr = super::throw::match_repr(&v, self.ini.precision());
                let msg = format!("Unhandled match case {repr}");
                return Err(Control::Error(super::ThrowKind::UnhandledMatchError, msg));
            }
            Op::Silence { dst } => {
                let old = self.ini.get("error_reporting").unwrap_or("0").to_owned();
                let er = self.ini.error_reporting() & 4437;
                self.silenced.push(old.clone());
                self.ini.set("error_reporting", &er.to_string());
                self.set(base, dst, Value::str(old));
            }
            Op::EndSilence { src } => {
                let v = self.read(base, src);
                self.silenced.pop();
                if let Value::Str(s) = v {
                    self.flush_diags();
                    self.ini.set("error_reporting", &s.to_string_lossy());
                }
            }
            Op::Yield { dst, key, val } => return self.do_yield(base, dst, key, val),
            Op::GeneratorCreate => {
                if let Some(frame) = self.co.frames.pop() {
                    return self.create_generator(frame);
                }
            }
            Op::YieldFrom { dst, src } => {
                // a user Iterator's methods may suspend (`magic_cont.rs`)
                let defer = super::magic_cont::Defer::Offset;
                let step = |vm: &mut Vm| vm.do_yield_from(base, dst, src);
                self.deferring(defer, u32::MAX, step)?;
            }
            Op::RecvCheck { arg } => self.recv_check(base, arg)?,
            Op::RecvRequired { arg } => {
                if self.slot(base, arg).is_none() {
                    return Err(self.too_few_args());
                }
            }
            Op::JmpArgPassed { arg, target } => {
                if self.slot(base, arg).is_some() {
                    self.jump(target);
                }
            }
            Op::VerifyReturn { src } => self.verify_return(base, src)?,
            Op::VerifyNoneReturned => return Err(self.none_returned()),
            Op::AssignedValue { dst } => {
                if let Some(v) = self.take_assigned(1) {
                    self.set(base, dst, v);
                }
            }
            Op::Include { op, dst, path } => {
                let p = self.read(base, path);
                return self.include(op, dst, p);
            }
            Op::Exit { src } => {
                let v = self.read(base, src);
                return match v {
                    Value::Int(code) => Err(Control::Exit(code as i32)),
                    Value::Null => Err(Control::Exit(0)),
                    Value::Bool(_) | Value::Float(_) => {
                        let i = to_int(&v, &mut self.diag)?;
                        Err(Control::Exit(i as i32))
                    }
                    v => {
                        self.echo_value(&v)?;
                        Err(Control::Exit(0))
                    }
                };
            }
            Op::TypeIs { check, dst, a } => {
                let x = self.read(base, a);
                let r = self.type_is(check, &x);
                self.set(base, dst, Value::Bool(r));
            }
            Op::Isset { dst, a } => {
                let r = !self.read_quiet(base, a).is_null();
                self.set(base, dst, Value::Bool(r));
            }
            Op::Fatal { msg } => {
                let m = self.lit_str(msg);
                return Err(Control::Fatal(m.to_string_lossy()));
            }
            Op::ThrowError { msg } => {
                let m = self.lit_str(msg).to_string_lossy();
                return Err(Control::Error(super::ThrowKind::Error, m));
            }
            Op::DefinedVars { dst } => {
                let a = self.defined_vars();
                self.set(base, dst, Value::Array(a));
            }
            Op::ExtractVars { dst, src } => {
                let v = self.read(base, src);
                let mut n = 0;
                if let Value::Array(a) = v {
                    for (k, v) in a.iter() {
                        if let crate::value::ArrayKey::Str(s) = k {
                            if super::scope_fns::valid_var_name(&s) && s.as_bytes() != b"this" {
                                self.local_ref(&s).set(v.deref_value());
                                n += 1;
                            }
                        }
                    }
                }
                self.set(base, dst, Value::Int(n));
            }
            Op::CompactVars { dst, src } => {
                let v = self.read(base, src);
                let mut out = PhpArray::new();
                if let Value::Array(a) = v {
                    let mut names = Vec::new();
                    let complete = super::scope_fns::collect_names(&a, &mut names);
                    for item in names {
                        let n = match item {
                            super::scope_fns::CompactItem::Name(n) => n,
                            super::scope_fns::CompactItem::Bad(pos, ty) => {
                                self.warn(format!(
                                    "compact(): Argument #{pos} must be string or array of strings, {ty} given"
                                ));
                                continue;
                            }
                        };
                        let found = self.local_lookup(&n).or_else(|| {
                            // `$this` is no variable of the frame: php adds the object
                            (n.as_bytes() == b"this")
                                .then(|| self.co.frames.last().and_then(|f| f.this.clone()))
                                .flatten()
                                .map(Value::Object)
                        });
                        match found {
                            Some(v) => {
                                out.insert(crate::value::ArrayKey::Str(n), v);
                            }
                            None if n.as_bytes() == b"this" => {}
                            None => self.warn(format!(
                                "compact(): Undefined variable ${}",
                                n.to_string_lossy()
                            )),
                        }
                    }
                    if !complete {
                        return Err(Control::Error(
                            super::ThrowKind::Error,
                            "Recursion detected".into(),
                        ));
                    }
                }
                self.set(base, dst, Value::Array(out));
            }
            Op::FuncGetArgs { dst } => {
                if self.in_script_frame() {
                    return Err(Control::Error(
                        super::ThrowKind::Error,
                        "func_get_args() cannot be called from the global scope".into(),
                    ));
                }
                let a = self.func_get_args(base);
                self.set(base, dst, Value::Array(a));
            }
            Op::FuncNumArgs { dst } => {
                if self.in_script_frame() {
                    return Err(Control::Error(
                        super::ThrowKind::Error,
                        "func_num_args() must be called from a function context".into(),
                    ));
                }
                let n = self.func_get_args(base).len();
                self.set(base, dst, Value::Int(n as i64));
            }
        }
        Ok(())
    }

    #[inline]
    pub(crate) fn jump(&mut self, target: u32) {
        if let Some(f) = self.co.frames.last_mut() {
            f.pc = target;
        }
    }

    pub(crate) fn lit_bytes(&self, lit: u32) -> Vec<u8> {
        match self.co.frames.last().map(|f| &f.func.lits[lit as usize]) {
            Some(Value::Str(s)) => s.as_bytes().to_vec(),
            _ => Vec::new(),
        }
    }

    /// The full path of `CmpJmp`/`CmpLitJmp`: `Cmp` then `JmpNz`/`JmpZ`. Diagnostics of
    /// the comparison are delivered before the jump, so they show this op's line as
    /// `Cmp`'s did.
    fn cmp_jump(
        &mut self,
        op: crate::value::compare::CmpOp,
        x: &Value,
        y: &Value,
        jump_if: bool,
        target: u32,
    ) -> OpResult {
        let r = self.compare_any(op, x, y)?;
        let t = match r {
            Value::Bool(b) => b,
            v => to_bool(&v, &mut self.diag),
        };
        if t != jump_if {
            return Ok(());
        }
        if self.diag.entries.is_empty() && self.errors.queue.is_empty() {
            self.jump(target);
            return Ok(());
        }
        let top = self.co.frames.len().wrapping_sub(1);
        self.deliver_errors(Ok(()))?;
        // an error handler's frame may sit above this one now: jump in this op's frame
        if let Some(f) = self.co.frames.get_mut(top) {
            f.pc = target;
        }
        Ok(())
    }

    pub(crate) fn lit_str(&self, lit: u32) -> crate::value::PhpStr {
        match self.co.frames.last().map(|f| &f.func.lits[lit as usize]) {
            Some(Value::Str(s)) => s.clone(),
            _ => crate::value::PhpStr::empty(),
        }
    }

    pub(crate) fn cv_name(&self, var: u32) -> Vec<u8> {
        self.co
            .frames
            .last()
            .and_then(|f| f.func.unit.cv_names.get(var as usize))
            .map(|n| n.to_vec())
            .unwrap_or_default()
    }

    /// `$s .= x` where `$s` already holds a string: append in place (amortised growth)
    /// instead of building a new string, which made a `.=` loop quadratic. Same reads and
    /// diagnostics, in the same order, as the general path; false when it does not apply.
    fn concat_in_place(&mut self, base: usize, var: u32, src: u32) -> Result<bool, Control> {
        let is_str = match &self.co.stack[base + var as usize] {
            Some(Value::Str(_)) => true,
            Some(Value::Ref(r)) => matches!(&*r.borrow(), Value::Str(_)),
            _ => false,
        };
        if !is_str {
            return Ok(false);
        }
        let y = self.read(base, src);
        if matches!(y, Value::Object(_)) {
            return Ok(false);
        }
        let y = to_str(&y, &mut self.diag)?;
        self.check_concat_memory(base + var as usize, y.len())?;
        match &mut self.co.stack[base + var as usize] {
            Some(Value::Str(s)) => s.push_bytes(&y),
            Some(Value::Ref(r)) => {
                if let Value::Str(s) = &mut *r.borrow_mut() {
                    s.push_bytes(&y);
                }
            }
            _ => {}
        }
        Ok(true)
    }

    /// A comparison op on any two values: the pure comparison, or (an object met
    /// something it must be cast or compared through) `exec/compare.rs`.
    fn compare_any(
        &mut self,
        op: crate::value::compare::CmpOp,
        x: &Value,
        y: &Value,
    ) -> Result<Value, Control> {
        match compare_op(op, x, y, &mut self.diag) {
            Err(crate::value::OpError::NeedsVm) => self.compare_with_objects(op, x, y),
            r => Ok(r?),
        }
    }

    pub(crate) fn echo_value(&mut self, v: &Value) -> OpResult {
        match v {
            Value::Str(s) => self.out.echo(s.as_bytes()),
            Value::Int(i) => {
                let mut buf = itoa_buf(*i);
                self.out.echo(buf.as_bytes_mut());
            }
            v => {
                let s = self.to_string_value(v)?;
                if !self.diag.entries.is_empty() && self.errors.handler.is_some() {
                    // the user error handler runs before the bytes are written, as in php
                    return self.errors_then(Box::new(move |vm: &mut Vm, _: Value| {
                        vm.out.echo(s.as_bytes());
                        Ok(Value::Null)
                    }));
                }
                self.flush_diags();
                self.out.echo(s.as_bytes());
            }
        }
        Ok(())
    }

    pub(crate) fn type_is(&self, check: TypeCheck, x: &Value) -> bool {
        match check {
            TypeCheck::Null => matches!(x, Value::Null),
            TypeCheck::Bool => matches!(x, Value::Bool(_)),
            TypeCheck::Int => matches!(x, Value::Int(_)),
            TypeCheck::Float => matches!(x, Value::Float(_)),
            TypeCheck::String => matches!(x, Value::Str(_)),
            TypeCheck::Array => matches!(x, Value::Array(_)),
            TypeCheck::Object => matches!(x, Value::Object(_)),
            TypeCheck::Scalar => matches!(
                x,
                Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
            ),
            TypeCheck::Numeric => match x {
                Value::Int(_) | Value::Float(_) => true,
                Value::Str(s) => {
                    crate::value::numeric::parse_numeric(s, false).is_some_and(|n| !n.trailing)
                }
                _ => false,
            },
            TypeCheck::Iterable => match x {
                Value::Array(_) => true,
                Value::Object(o) => o.instance_of(b"Traversable"),
                _ => false,
            },
            TypeCheck::Callable => self.is_callable(x),
        }
    }

    fn unset_by_name(&mut self, name: &[u8]) {
        let Some(frame) = self.co.frames.last_mut() else {
            return;
        };
        if let Some(s) = frame.func.unit.cv(name) {
            let base = frame.base as usize;
            self.co.stack[base + s as usize] = None;
            return;
        }
        if let Some(extra) = &mut frame.extra {
            extra.vars.retain(|(n, _)| n.as_bytes() != name);
        }
    }

    /// `get_defined_vars()`: every set variable of the top frame.
    pub(crate) fn defined_vars(&self) -> PhpArray {
        match self.co.frames.last() {
            Some(frame) => frame_vars(frame, &self.co.stack, false),
            None => PhpArray::new(),
        }
    }

    /// The coroutine holding the global scope (the main program's frame).
    fn global_co(&self) -> &Coroutine {
        match self.fiber_chain.first() {
            Some(link) => &link.parent,
            None => &self.co,
        }
    }

    /// `$GLOBALS` read as a whole: a copy of every set global variable.
    pub(crate) fn global_vars(&self) -> PhpArray {
        let co = self.global_co();
        match co
            .frames
            .first()
            .filter(|f| f.func.unit.kind == UnitKind::Script)
        {
            Some(frame) => frame_vars(frame, &co.stack, true),
            None => self.retained_vars(),
        }
    }

    /// `$GLOBALS[name]` read: the global variable, if set.
    pub(crate) fn global_lookup(&self, name: &[u8]) -> Option<Value> {
        let co = self.global_co();
        let Some(frame) = co
            .frames
            .first()
            .filter(|f| f.func.unit.kind == UnitKind::Script)
        else {
            return self.retained_lookup(name);
        };
        if let Some(s) = frame.func.unit.cv(name) {
            return co.stack[frame.base as usize + s as usize]
                .as_ref()
                .map(Value::deref_value);
        }
        let extra = frame.extra.as_ref()?;
        extra
            .vars
            .iter()
            .find(|(n, _)| n.as_bytes() == name)
            .map(|(_, r)| r.get())
    }

    /// `unset($GLOBALS[name])`
    fn unset_global(&mut self, name: &[u8]) {
        let co = match self.fiber_chain.first_mut() {
            Some(link) => &mut link.parent,
            None => &mut self.co,
        };
        let Some(frame) = co.frames.first_mut() else {
            return;
        };
        if let Some(s) = frame.func.unit.cv(name) {
            co.stack[frame.base as usize + s as usize] = None;
            return;
        }
        if let Some(extra) = &mut frame.extra {
            extra.vars.retain(|(n, _)| n.as_bytes() != name);
        }
    }
}

/// Every set variable of a frame, by name. With `keep_refs`, a variable that is a reference
/// shared with someone else stays a reference in the copy (php's `zend_array_dup`).
fn frame_vars(frame: &Frame, stack: &[Option<Value>], keep_refs: bool) -> PhpArray {
    let copy = |v: &Value| match v {
        Value::Ref(r) if keep_refs && r.ref_count() > 1 => v.clone(),
        _ => v.deref_value(),
    };
    let mut out = PhpArray::new();
    let base = frame.base as usize;
    for (i, name) in frame.func.unit.cv_names.iter().enumerate() {
        if &**name == b"this" {
            continue;
        }
        if let Some(v) = &stack[base + i] {
            out.insert(
                crate::value::ArrayKey::Str(crate::value::PhpStr::new(name)),
                copy(v),
            );
        }
    }
    if let Some(extra) = &frame.extra {
        for (n, r) in &extra.vars {
            let v = if keep_refs && r.ref_count() > 1 {
                Value::Ref(r.clone())
            } else {
                r.get()
            };
            out.insert(crate::value::ArrayKey::Str(n.clone()), v);
        }
    }
    out
}

pub(super) use super::binop::{fast_cmp, fast_int, itoa_buf};
