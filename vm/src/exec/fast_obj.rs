//! The fast lane's handlers of the object, constant and global ops (called from
//! `exec/fast.rs`'s match): the plain case of each, from the site's inline cache, computed
//! in registers and written into the slots in place. Each answers false, having changed
//! nothing, when the full path must run the op (`exec/obj_ops.rs`, `exec/dispatch.rs`).
use super::Frame;
use super::fast::{
    put, put_bool, put_float, put_int, put_val, quiet_drop, quiet_drop as quiet, scalar_clone,
    set_quiet,
};
use super::fast_ops::{Num, num_bin};
use super::ic::{Ic, PropIc};
use crate::bytecode::IncOp;
use crate::class::{Class, ClassId, NO_CLASS};
use crate::value::ops::BinOp;
use crate::value::{ObjectHandle, PhpRef, PhpStr, Value};
use std::rc::Rc;

/// `*slot = Some(v)`: a scalar over a scalar of its kind in place.
#[inline(always)]
fn put_num(slot: &mut Option<Value>, n: Num) -> bool {
    match n {
        Num::Int(i) => put_int(slot, i),
        Num::Float(f) => put_float(slot, f),
        Num::Other => return false,
    }
    true
}

/// `*slot = Some(v.clone())`: scalars in place, and no drop call for an old scalar.
#[inline(always)]
fn store(slot: &mut Option<Value>, v: &Value) {
    if let (Value::Int(i), Some(Value::Int(d))) = (v, &mut *slot) {
        *d = *i;
        return;
    }
    set_quiet(slot, scalar_clone(v));
}

/// The destination slot, when its old value may be dropped here.
#[inline(always)]
fn dst_slot(win: &mut [Option<Value>], dst: u32) -> Option<&mut Option<Value>> {
    match win.get_mut(dst as usize) {
        Some(s) if quiet(s) => Some(s),
        _ => None,
    }
}

/// The site's property entry, when it was made from `scope`.
#[inline(always)]
fn prop_ic(ic: Option<&Ic>, scope: ClassId) -> Option<&PropIc> {
    match ic {
        Some(Ic::Prop(p)) if p.scope == scope => Some(p),
        _ => None,
    }
}

/// Whether slot `dst` is there and its old value may be dropped here.
#[inline(always)]
fn dst_ok(win: &[Option<Value>], dst: u32) -> bool {
    match win.get(dst as usize) {
        Some(s) => quiet(s),
        None => false,
    }
}

/// `IncDecThisProp`: a cached property holding an int that does not overflow, or a float
/// (a typed property holding one takes its successor as it is). The site's cache was
/// learned for writing (`Vm::learn_write_prop`): never a hooked or readonly property.
#[inline(always)]
pub(super) fn incdec_this_prop(
    win: &mut [Option<Value>],
    this: Option<&ObjectHandle>,
    ic: Option<&Ic>,
    scope: ClassId,
    op: IncOp,
    dst: u32,
) -> bool {
    let (Some(o), Some(p)) = (this, prop_ic(ic, scope)) else {
        return false;
    };
    if !dst_ok(win, dst) {
        return false;
    }
    let Ok(mut b) = o.try_borrow_mut() else {
        return false;
    };
    if b.class.id != p.class {
        return false;
    }
    let Some(v) = b.properties.str_value_mut_at(p.pos, &p.key) else {
        return false;
    };
    let inc = matches!(op, IncOp::PreInc | IncOp::PostInc);
    let pre = matches!(op, IncOp::PreInc | IncOp::PreDec);
    let n = match v {
        Value::Int(i) => {
            let old = *i;
            let new = match if inc {
                old.checked_add(1)
            } else {
                old.checked_sub(1)
            } {
                Some(n) => n,
                None => return false,
            };
            *i = new;
            Num::Int(if pre { new } else { old })
        }
        Value::Float(f) => {
            let old = *f;
            let new = if inc { old + 1.0 } else { old - 1.0 };
            *f = new;
            Num::Float(if pre { new } else { old })
        }
        _ => return false,
    };
    drop(b);
    put_num(&mut win[dst as usize], n)
}

/// `AssignOpThisProp`: int/float arithmetic on a cached property (a typed one only when
/// the result keeps the value's kind); the cache as for `incdec_this_prop`.
#[inline(always)]
pub(super) fn assign_op_this_prop(
    win: &mut [Option<Value>],
    this: Option<&ObjectHandle>,
    ic: Option<&Ic>,
    scope: ClassId,
    (op, dst, src): (BinOp, u32, u32),
) -> bool {
    let (Some(o), Some(p)) = (this, prop_ic(ic, scope)) else {
        return false;
    };
    if !dst_ok(win, dst) {
        return false;
    }
    let y = match win.get(src as usize) {
        Some(Some(y @ (Value::Int(_) | Value::Float(_)))) => y,
        _ => return false,
    };
    let Ok(mut b) = o.try_borrow_mut() else {
        return false;
    };
    if b.class.id != p.class {
        return false;
    }
    let typed = p.info.as_ref().is_some_and(|i| i.ty.is_some());
    let Some(v) = b.properties.str_value_mut_at(p.pos, &p.key) else {
        return false;
    };
    let n = num_bin(op, v, y);
    match n {
        Num::Int(i) => match v {
            Value::Int(x) => *x = i,
            Value::Float(_) if !typed => *v = Value::Int(i),
            _ => return false,
        },
        Num::Float(f) => match v {
            Value::Float(x) => *x = f,
            Value::Int(_) if !typed => *v = Value::Float(f),
            _ => return false,
        },
        Num::Other => return false,
    }
    drop(b);
    put_num(&mut win[dst as usize], n)
}

/// `IssetThisProp`: a property the cache knows is there (no `__isset`).
#[inline(always)]
pub(super) fn isset_this_prop(
    win: &mut [Option<Value>],
    this: Option<&ObjectHandle>,
    ic: Option<&Ic>,
    scope: ClassId,
    dst: u32,
) -> bool {
    let (Some(o), Some(p)) = (this, prop_ic(ic, scope)) else {
        return false;
    };
    let set = {
        let Some(b) = o.try_borrow() else {
            return false;
        };
        if b.class.id != p.class {
            return false;
        }
        match b.properties.str_value_at(p.pos, &p.key) {
            Some(Value::Null) => false,
            Some(Value::Ref(r)) => match r.try_borrow() {
                Some(v) => !matches!(*v, Value::Null),
                None => return false,
            },
            Some(_) => true,
            None => return false,
        }
    };
    match win.get_mut(dst as usize) {
        Some(d) if quiet(d) => put_bool(d, set),
        _ => return false,
    }
    true
}

/// `FetchThisPropIs`: a property the cache knows is there and visible (no `__isset`).
#[inline(always)]
pub(super) fn fetch_this_prop_is(
    win: &mut [Option<Value>],
    this: Option<&ObjectHandle>,
    ic: Option<&Ic>,
    scope: ClassId,
    dst: u32,
) -> bool {
    let (Some(o), Some(p)) = (this, prop_ic(ic, scope)) else {
        return false;
    };
    let Some(d) = win.get_mut(dst as usize) else {
        return false;
    };
    if !quiet(d) {
        return false;
    }
    let Some(b) = o.try_borrow() else {
        return false;
    };
    if b.class.id != p.class {
        return false;
    }
    match b.properties.str_value_at(p.pos, &p.key) {
        Some(Value::Ref(r)) => match r.try_borrow() {
            Some(v) => store(d, &v),
            None => return false,
        },
        Some(v) => store(d, v),
        None => return false,
    }
    true
}

/// `FetchConstant` of a constant this site's cache holds.
#[inline(always)]
pub(super) fn fetch_constant(win: &mut [Option<Value>], ic: Option<&Ic>, dst: u32) -> bool {
    let (Some(Ic::Value(v)), Some(d)) = (ic, dst_slot(win, dst)) else {
        return false;
    };
    store(d, v);
    true
}

/// `FetchClassConstDyn` of an object (`$this::NAME`, `$obj::NAME`) whose class this
/// site's cache knows.
#[inline(always)]
pub(super) fn class_const_dyn(
    win: &mut [Option<Value>],
    ic: Option<&Ic>,
    scope: ClassId,
    class: u32,
    dst: u32,
) -> bool {
    let Some(Ic::Const {
        class: c,
        scope: s,
        value,
    }) = ic
    else {
        return false;
    };
    let cid = match win.get(class as usize) {
        Some(Some(Value::Object(o))) => match o.try_borrow() {
            Some(b) => b.class.id,
            None => return false,
        },
        _ => return false,
    };
    if cid != *c || *s != scope {
        return false;
    }
    match dst_slot(win, dst) {
        Some(d) => store(d, value),
        None => return false,
    }
    true
}

/// `$GLOBALS['name']` (`FetchVarVar` global, the name at `stack[name]`) of a variable of
/// the main script's frame that this site's cache knows and that is set: its value
/// (through a reference cell). In a fiber the running coroutine's first frame is not the
/// main script's (its function differs), so the cache misses there.
#[inline(always)]
pub(super) fn global_var(
    frames: &[Frame],
    stack: &[Option<Value>],
    ic: Option<&Ic>,
    name: usize,
) -> Option<Value> {
    let Some(Ic::Global {
        name: n,
        func,
        slot,
    }) = ic
    else {
        return None;
    };
    // `FetchGlobalC` (usize::MAX: a literal name, the site's own) or the name's slot
    if name != usize::MAX {
        match stack.get(name) {
            Some(Some(Value::Str(s))) if PhpStr::ptr_eq(s, n) => {}
            _ => return None,
        }
    }
    let f = frames.first()?;
    if f.func.id != *func {
        return None;
    }
    match stack.get(f.base as usize + *slot as usize)? {
        Some(Value::Ref(r)) => {
            let v = r.try_borrow()?;
            (!matches!(*v, Value::Ref(_))).then(|| scalar_clone(&v))
        }
        Some(v) => Some(scalar_clone(v)),
        None => None,
    }
}

/// `win[dst] = v` when the old value may be dropped here.
#[inline(always)]
pub(super) fn put_value(win: &mut [Option<Value>], dst: u32, v: Value) -> bool {
    match dst_slot(win, dst) {
        Some(d) => {
            store(d, &v);
            true
        }
        None => false,
    }
}

/// `AssignStaticProp` into static cell `cell` (the site's cache): an untyped cell holding
/// a scalar takes a value that is not a reference (`src` moved out when `take`).
#[inline(always)]
pub(super) fn assign_static(
    win: &mut [Option<Value>],
    cell: &crate::value::PhpRef,
    src: u32,
    take: bool,
) -> bool {
    if cell.is_typed() {
        return false;
    }
    let Some(mut c) = cell.try_borrow_mut() else {
        return false;
    };
    if !matches!(
        *c,
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)
    ) {
        return false;
    }
    let v = match win.get_mut(src as usize) {
        Some(Some(Value::Int(i))) => Value::Int(*i),
        Some(Some(Value::Ref(_))) | Some(None) | None => return false,
        Some(slot) if take => match slot.take() {
            Some(v) => v,
            None => return false,
        },
        Some(Some(v)) => scalar_clone(v),
    };
    // the old value is a scalar: nothing to drop
    std::mem::forget(std::mem::replace(&mut *c, v));
    true
}

/// `NewCtor` of a plain user class whose defaults are known and that has no constructor
/// (the `New` arm's cases, `Vm::instantiate_class`): the new object, its `DoFcall` skipped.
#[inline(always)]
pub(super) fn new_plain(
    c: &std::rc::Rc<crate::class::Class>,
    obj_shared: &crate::class::ObjShared,
    next_object_id: &mut u32,
) -> Option<ObjectHandle> {
    if c.kind != crate::bytecode::ClassKind::Class
        || c.is_abstract
        || c.internal
        || c.magic.construct.is_some()
        || c.is_throwable()
    {
        return None;
    }
    let props = c.default_array.borrow().clone()?;
    let id = match obj_shared.reuse_id() {
        Some(id) => id,
        None => {
            *next_object_id += 1;
            *next_object_id - 1
        }
    };
    let o = ObjectHandle::with_properties(id, c.clone(), props);
    if c.magic.destruct.is_some() {
        o.track_destructor();
    }
    Some(o)
}

/// The class a literal names in a static access, when the fast lane can tell it without a
/// lookup: `self` and `static` from the frame, any other name from the function's class
/// cache (filled by the full path); with whether the call forwards `static` (php's
/// `self::`/`static::`). None for `parent` and names not cached yet.
#[inline(always)]
pub(super) fn lit_class(
    lits: &[Value],
    class_row: &[Option<Rc<Class>>],
    lit: u32,
    scope: ClassId,
    called: ClassId,
) -> Option<(ClassId, bool)> {
    if let Some(Some(c)) = class_row.get(lit as usize) {
        return Some((c.id, false));
    }
    let Some(Value::Str(s)) = lits.get(lit as usize) else {
        return None;
    };
    let s = s.as_bytes();
    let id = if s.eq_ignore_ascii_case(b"self") {
        scope
    } else if s.eq_ignore_ascii_case(b"static") {
        called
    } else {
        return None;
    };
    (id != NO_CLASS).then_some((id, true))
}

/// The cell a static-property site's inline cache holds for class `cid` from `scope`.
#[inline(always)]
pub(super) fn static_cell(
    ic_row: &[Ic],
    pc: usize,
    cid: ClassId,
    scope: ClassId,
) -> Option<&PhpRef> {
    match ic_row.get(pc) {
        Some(Ic::Static {
            class,
            scope: s,
            cell,
        }) if *class == cid && *s == scope => Some(cell),
        _ => None,
    }
}

/// The position of property `n` of `o` when this site's inline cache knows it.
#[inline(always)]
pub(super) fn n_pos(
    row: &[Ic],
    pc: usize,
    scope: ClassId,
    o: &ObjectHandle,
    n: &PhpStr,
) -> Option<u32> {
    row.get(pc)
        .and_then(|ic| super::ic::cached_pos(ic, scope, o, n))
}

/// A cached property read into `stack[dst]` (the fast lane's `Vm::fetch_prop_at`); false
/// when the full path must run it.
#[inline(always)]
pub(super) fn fetch_cached(
    stack: &mut [Option<Value>],
    dst: usize,
    o: &ObjectHandle,
    pos: Option<u32>,
) -> bool {
    let (Some(pos), Some(slot)) = (pos, stack.get_mut(dst)) else {
        return false;
    };
    if !quiet_drop(slot) {
        return false;
    }
    let Some(b) = o.try_borrow() else {
        return false;
    };
    match b.properties.value_at(pos) {
        Some(Value::Int(i)) => put(slot, Value::Int(*i)),
        Some(Value::Ref(r)) => put(slot, r.get()),
        Some(v) => put(slot, scalar_clone(v)),
        None => return false,
    }
    true
}

/// A cached read of a property holding an object into `stack[dst]`, for writing into the
/// object (the fast lane's `Vm::fetch_obj_w_op`); false when the full path must run it.
#[inline(always)]
pub(super) fn fetch_cached_object(
    stack: &mut [Option<Value>],
    dst: usize,
    o: &ObjectHandle,
    pos: Option<u32>,
) -> bool {
    let (Some(pos), Some(slot)) = (pos, stack.get_mut(dst)) else {
        return false;
    };
    let held = match o.try_borrow() {
        Some(b) => match b.properties.value_at(pos) {
            Some(Value::Object(h)) => h.clone(),
            _ => return false,
        },
        None => return false,
    };
    if !quiet_drop(slot) {
        return false;
    }
    put(slot, Value::Object(held));
    true
}

/// A cached property write of `stack[src]` (moved out when `take`: a temporary), the fast
/// lane's `Vm::assign_prop_at`; false when the full path must run it.
#[inline(always)]
pub(super) fn assign_cached(
    stack: &mut [Option<Value>],
    src: usize,
    take: bool,
    o: &ObjectHandle,
    n: &PhpStr,
    ic: Option<&Ic>,
    scope: ClassId,
) -> bool {
    let pos = match (stack.get(src), ic) {
        (Some(Some(v)), Some(ic)) if !matches!(v, Value::Ref(_) | Value::Object(_)) => {
            super::ic::cached_write_pos(ic, scope, o, n, v)
        }
        _ => None,
    };
    let Some(pos) = pos else { return false };
    let v = if take {
        stack[src].take()
    } else {
        stack[src].as_ref().map(scalar_clone)
    };
    let Ok(mut b) = o.try_borrow_mut() else {
        return false;
    };
    if let Some(slot) = b.properties.make_mut().value_at_mut(pos) {
        put_val(slot, v.unwrap_or(Value::Null));
    }
    true
}
