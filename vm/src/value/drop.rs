//! Dropping deeply nested values without recursion: an array nested a million levels deep
//! (`for (...) $a = [$a];`) or a long chain of objects would otherwise overflow the Rust
//! stack in the compiler-generated recursive drop. Containers that are about to be freed
//! hand their children to a work list instead.

use super::Value;
use std::rc::Rc;

/// Whether dropping `v` could recurse (it may own a container).
#[inline]
pub(crate) fn is_container(v: &Value) -> bool {
    matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_))
}

/// Whether dropping `v` frees a container (this is its last handle): the drops that may
/// recurse, and that `drop_iteratively` takes apart in php's order.
#[inline]
pub(crate) fn frees_container(v: &Value) -> bool {
    match v {
        Value::Array(a) => a.ref_count() == 1,
        Value::Object(o) => o.ref_count() == 1,
        Value::Ref(r) => r.ref_count() == 1,
        _ => false,
    }
}

/// Whether freeing `values` only gives memory back: no resource, and no object with native
/// state (a Closure, Fiber, Generator, SPL structure, stream wrapper, thread pool: their
/// drops may close, join or unwind something), a destructor still to call, or a weak
/// reference to it is reachable from them. Walked with an explicit stack; an object found
/// fit is marked and not visited again (`ObjectHandle::mark_walked`), a shared array or a
/// cell is visited once. `values` is left to the caller to free or not.
pub(crate) fn only_memory(values: &[Value]) -> bool {
    let mut seen = AddrSet::default();
    let mut stack: Vec<super::PhpArray> = Vec::new();
    if !values
        .iter()
        .all(|v| visit_memory(v, &mut stack, &mut seen))
    {
        return false;
    }
    while let Some(a) = stack.pop() {
        let walks = |v: &Value| is_container(v) || matches!(v, Value::Resource(_));
        if !a
            .values()
            .all(|v| !walks(v) || visit_memory(v, &mut stack, &mut seen))
        {
            return false;
        }
    }
    true
}

type AddrSet = std::collections::HashSet<usize, foldhash::fast::FixedState>;

/// One value of `only_memory`'s walk: false when freeing it would do more than give memory
/// back; the arrays to walk next go on `stack`.
#[inline(never)]
fn visit_memory(v: &Value, stack: &mut Vec<super::PhpArray>, seen: &mut AddrSet) -> bool {
    match v {
        Value::Array(a) if a.ref_count() == 1 || seen.insert(a.addr()) => {
            stack.push(a.clone());
        }
        Value::Object(o) => {
            if o.walked() {
                return true;
            }
            let Some(d) = o.try_borrow() else {
                return false;
            };
            let dtor = d.class.magic.destruct.is_some() && !d.destructed;
            if dtor || d.weak_target || d.internal.is_some() {
                return false;
            }
            stack.push(d.properties.clone());
            drop(d);
            o.mark_walked();
        }
        // (a cell never holds a cell)
        Value::Ref(r) if seen.insert(r.addr()) => {
            let Some(inner) = r.try_borrow() else {
                return false;
            };
            return visit_memory(&inner, stack, seen);
        }
        Value::Resource(_) => return false,
        _ => {}
    }
    true
}

/// One step of the iterative drop: a value, or a freed object's handle to give back once
/// what the object held is gone (php's order of reuse).
enum Work {
    Val(Value),
    Free(Rc<crate::class::ObjShared>, u32, u32),
}

/// Drops `work` and everything it uniquely owns, children first moved onto the list, so the
/// Rust stack never grows with the nesting depth. Values go in list order, depth first, as
/// php releases them.
pub(crate) fn drop_iteratively(work: Vec<Value>) {
    let mut stack: Vec<Work> = work.into_iter().rev().map(Work::Val).collect();
    let mut children = Vec::new();
    while let Some(w) = stack.pop() {
        let v = match w {
            Work::Val(v) => v,
            Work::Free(shared, id, slot) => {
                if slot != 0 {
                    shared.gc.remove_slot(slot);
                }
                if let Ok(mut p) = shared.free_ids.try_borrow_mut() {
                    p.push(id);
                }
                continue;
            }
        };
        match v {
            Value::Array(a) => {
                if let Some(mut data) = a.into_unique() {
                    data.drain_containers_into(&mut children);
                    stack.extend(children.drain(..).rev().map(Work::Val));
                }
            }
            Value::Object(o) => {
                if let Some((props, native, free)) = o.take_properties_if_unique() {
                    if let Some((shared, id, slot)) = free {
                        stack.push(Work::Free(shared, id, slot));
                    }
                    stack.extend(native.into_iter().rev().map(Work::Val));
                    stack.push(Work::Val(Value::Array(props)));
                }
            }
            Value::Ref(r) => {
                if let Some(inner) = r.into_unique() {
                    stack.push(Work::Val(inner));
                }
            }
            _ => {}
        }
    }
}
