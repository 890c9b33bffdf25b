//! Dropping deeply nested values without recursion: an array nested a million levels deep
//! (`for (...) $a = [$a];`) or a long chain of objects would otherwise overflow the Rust
//! stack in the compiler-generated recursive drop. Containers that are about to be freed
//! hand their children to a work list instead.

use super::Value;

/// Whether dropping `v` could recurse (it may own a container).
#[inline]
pub(crate) fn is_container(v: &Value) -> bool {
    matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_))
}

/// Drops `work` and everything it uniquely owns, children first moved onto the list, so the
/// Rust stack never grows with the nesting depth.
pub(crate) fn drop_iteratively(mut work: Vec<Value>) {
    while let Some(v) = work.pop() {
        match v {
            Value::Array(a) => {
                if let Some(mut data) = a.into_unique() {
                    data.drain_containers_into(&mut work);
                }
            }
            Value::Object(o) => {
                if let Some((props, children)) = o.take_properties_if_unique() {
                    work.push(Value::Array(props));
                    work.extend(children);
                }
            }
            Value::Ref(r) => {
                if let Some(inner) = r.into_unique() {
                    work.push(inner);
                }
            }
            _ => {}
        }
    }
}
