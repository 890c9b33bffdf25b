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

/// One step of the iterative drop: a value, or a freed object's handle to give back once
/// what the object held is gone (php's order of reuse).
enum Work {
    Val(Value),
    Free(Rc<crate::class::ObjShared>, u32),
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
            Work::Free(shared, id) => {
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
                    if let Some((shared, id)) = free {
                        stack.push(Work::Free(shared, id));
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
