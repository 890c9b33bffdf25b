//! The cycle collector's view of a generator (php's zend_generator_get_gc): what its native
//! state holds (suspended frame's variables and temporaries, pending calls, key, value,
//! return value, the delegate of a `yield from`), and how a garbage generator lets go of it.

use super::call::{Callee, MethodCtx};
use super::generator::{Delegate, GenData, State};
use crate::value::Value;

fn push(out: &mut Vec<(Value, bool)>, v: &Value) {
    if matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_)) {
        out.push((v.clone(), false));
    }
}

fn callee_objects(c: &Callee, out: &mut Vec<(Value, bool)>) {
    match c {
        Callee::User {
            closure: Some(o), ..
        }
        | Callee::UserMethod {
            ctx: MethodCtx { this: Some(o), .. },
            ..
        }
        | Callee::Method { this: Some(o), .. } => out.push((Value::Object(o.clone()), false)),
        Callee::Magic { inner, .. } => callee_objects(inner, out),
        Callee::ParentHook(h) => {
            if let Some(o) = h.this() {
                out.push((Value::Object(o.clone()), false));
            }
        }
        _ => {}
    }
}

/// Pushes what a generator's native state holds onto `out`. None when the state is no
/// generator; Some(false) when it cannot be walked (running, or destroyed and waiting to
/// run its `finally` blocks).
pub(crate) fn gc_children(
    state: &crate::value::object::Internal,
    destructed: bool,
    out: &mut Vec<(Value, bool)>,
) -> Option<bool> {
    let g = state.get()?.downcast_ref::<GenData>()?;
    if g.state == State::Running
        || g.exit_marker.is_some()
        || (destructed && super::gen_close::gen_needs_unwind(state))
    {
        return Some(false);
    }
    for v in [&g.key, &g.value, &g.retval, &g.sent] {
        push(out, v);
    }
    if let Some(e) = &g.throw_in {
        out.push((Value::Object(e.clone()), false));
    }
    match &g.delegate {
        Some(Delegate::Array { arr, .. }) => push(out, &Value::Array(arr.clone())),
        Some(Delegate::Gen { inner, .. }) => out.push((Value::Object(inner.clone()), false)),
        Some(Delegate::Iter { it, .. }) => out.push((Value::Object(it.clone()), false)),
        None => {}
    }
    g.slots.iter().flatten().for_each(|v| push(out, v));
    for c in &g.calls {
        callee_objects(&c.callee, out);
        if let Some(named) = &c.named {
            named.iter().for_each(|(_, v)| push(out, v));
        }
    }
    if let Some(f) = &g.frame {
        for o in f.closure.iter().chain(f.this.iter()) {
            out.push((Value::Object(o.clone()), false));
        }
        if let Some(extra) = &f.extra {
            for (_, r) in &extra.vars {
                out.push((Value::Ref(r.clone()), false));
            }
            extra.extra_args.iter().for_each(|v| push(out, v));
        }
    }
    Some(true)
}

/// A garbage generator: everything it holds goes into `work` (dropped by the collector
/// once the cycles are broken).
pub(crate) fn gc_free(state: &mut dyn std::any::Any, work: &mut Vec<Value>) {
    let Some(g) = state.downcast_mut::<GenData>() else {
        return;
    };
    if g.state == State::Running {
        return;
    }
    close_frame(g, work);
    g.drain_values(work);
}

/// The collector destroys a garbage generator with no `finally` block pending (php's
/// zend_generator_dtor_storage): its frame goes (key, value and return value stay until
/// the object is freed). False when `o` is no such generator.
pub(crate) fn gc_close(o: &crate::value::ObjectHandle) -> bool {
    let mut work = Vec::new();
    let closed = {
        let Ok(mut d) = o.try_borrow_mut() else {
            return false;
        };
        let pending = super::gen_close::gen_needs_unwind(&d.internal);
        match d
            .internal
            .get_mut()
            .and_then(|s| s.downcast_mut::<GenData>())
        {
            Some(g) if g.state != State::Running && !pending => {
                close_frame(g, &mut work);
                true
            }
            _ => false,
        }
    };
    drop(work);
    closed
}

fn close_frame(g: &mut GenData, work: &mut Vec<Value>) {
    let mut calls = std::mem::take(&mut g.calls);
    for c in &mut calls {
        let mut objs = Vec::new();
        callee_objects(&c.callee, &mut objs);
        work.extend(objs.into_iter().map(|(v, _)| v));
        if let Some(named) = c.named.take() {
            work.extend(named.into_iter().map(|(_, v)| v));
        }
    }
    super::throw::abandon_calls(&mut calls, 0);
    if let Some(f) = g.frame.as_mut() {
        if let Some(o) = f.closure.take() {
            work.push(Value::Object(o));
        }
        if let Some(extra) = f.extra.as_mut() {
            work.extend(
                std::mem::take(&mut extra.vars)
                    .into_iter()
                    .map(|(_, r)| Value::Ref(r)),
            );
            work.append(&mut extra.extra_args);
        }
    }
    work.extend(g.slots.drain(..).flatten());
    if let Some(f) = g.frame.take() {
        if let Some(this) = f.this {
            work.push(Value::Object(this));
        }
    }
    match g.delegate.take() {
        Some(Delegate::Array { arr, .. }) => work.push(Value::Array(arr)),
        Some(Delegate::Gen { inner, handle, .. }) => {
            work.push(Value::Object(inner));
            work.extend(handle.map(Value::Object));
        }
        Some(Delegate::Iter { it, handle, .. }) => {
            work.push(Value::Object(it));
            work.extend(handle.map(Value::Object));
        }
        None => {}
    }
    if let Some(e) = g.throw_in.take() {
        work.push(Value::Object(e));
    }
    work.push(std::mem::take(&mut g.sent));
    g.state = State::Done;
}
