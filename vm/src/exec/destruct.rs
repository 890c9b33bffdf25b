//! Destructors. An object whose last reference goes away is revived by its `Drop` and
//! queued (`ObjShared::pending`); the executor calls its `__destruct` before the next op,
//! so output keeps php's order. At the end of the script php's order is kept: shutdown
//! functions first, then the global variables from the last one whose object nobody else
//! holds (`zend_call_destructors`), then every object still alive in handle order.

use super::{Control, Coroutine, ThrowKind, Vm};
use crate::bytecode::Visibility;
use crate::class::MethodEntry;
use crate::diag::ErrorType;
use crate::value::{ObjectHandle, PhpArray, Value};

impl Vm {
    /// The main script's `return EXPR;`: php frees the value inside its return op, so a
    /// destructor that frees runs with the script's frame below it (its trace shows the
    /// script's line, not `[internal function]`). When it queues one, the return op runs
    /// again once the destructors ran (its operand, a temporary, is empty by then): None.
    pub(super) fn release_main_result(&mut self, v: Value) -> Option<Value> {
        if v.is_null() || self.co.frames.len() != 1 || !self.fiber_chain.is_empty() {
            return Some(v);
        }
        let Some(frame) = self.co.frames.last() else {
            return Some(v);
        };
        let at = frame.pc.saturating_sub(1);
        let is_temp_return = frame.pc > 0
            && matches!(frame.ret, super::Ret::Discard)
            && matches!(
                frame.func.unit.ops.get(at as usize),
                Some(crate::bytecode::Op::Return { src }) if *src >= frame.ncv
            );
        if !is_temp_return {
            return Some(v);
        }
        drop(v);
        if self.obj_shared.pending.borrow().is_empty() {
            return Some(Value::Null);
        }
        if let Some(frame) = self.co.frames.last_mut() {
            frame.pc = at;
        }
        None
    }

    /// A fatal error (php's bailout, `zend_objects_store_mark_destructed`): no destructor
    /// runs after it, and no suspended fiber is unwound; the fibers running are marked as
    /// ended by it.
    pub(super) fn mark_all_destructed(&mut self) {
        for link in &self.fiber_chain {
            super::fiber::mark_bailout(&link.fiber);
        }
        let live = self.obj_shared.live_objects();
        for o in live {
            if let Ok(mut d) = o.try_borrow_mut() {
                d.destructed = true;
            }
        }
        let pending = std::mem::take(&mut *self.obj_shared.pending.borrow_mut());
        drop(pending);
    }

    /// Call the `__destruct` of the first queued object.
    pub(super) fn run_pending_destructor(&mut self) {
        let o = {
            let mut p = self.obj_shared.pending.borrow_mut();
            if p.is_empty() {
                return;
            }
            p.remove(0)
        };
        if self.destruction_done && self.finished.is_some() {
            return;
        }
        if self.fiber_destroy(&o) || self.generator_destroy(&o) {
            return;
        }
        let Some(dtor) = o.class().magic.destruct.clone() else {
            // a fiber that ended before its destruction came
            return;
        };
        if dtor.visibility != Visibility::Public && !self.destructor_allowed(&o, &dtor) {
            return;
        }
        self.fiber_block += 1;
        let callee = Value::Array(PhpArray::from_values(vec![
            Value::Object(o),
            Value::str("__destruct"),
        ]));
        // a destructor run while code runs shows that code's location in traces; one run
        // by the engine at the end of the script shows `[internal function]`
        // the other objects queued with it wait for this destructor to end (php calls
        // them one after the other, in the order their last references went)
        let rest = std::mem::take(&mut *self.obj_shared.pending.borrow_mut());
        let then: Box<dyn super::Continuation> = Box::new(DtorDone {
            internal: self.co.frames.is_empty(),
            rest,
        });
        if let Err(control) = self.call_with_continuation(callee, Vec::new(), then, u32::MAX) {
            if let Some(code) = self.control(control) {
                self.exit_code = Some(code);
                self.retain_main_variables();
            }
        }
    }

    /// Whether a private or protected `__destruct` may run here (`zend_objects_destroy_object`):
    /// at shutdown php warns and skips it; while code runs, a scope that could not call it
    /// gets an Error.
    fn destructor_allowed(&mut self, o: &ObjectHandle, dtor: &MethodEntry) -> bool {
        let class = o.class();
        let word = dtor.visibility.word();
        let shown = class.name.to_string_lossy();
        if self.co.frames.is_empty() {
            self.flush_diags();
            let msg = format!(
                "Call to {word} {shown}::__destruct() from global scope during shutdown ignored"
            );
            let _ = crate::diag::report(
                &self.ini,
                &mut self.out,
                ErrorType::Warning,
                &msg,
                "Unknown",
                0,
            );
            return false;
        }
        let scope = self.scope_class();
        let allowed = match dtor.visibility {
            Visibility::Private => scope.as_ref().is_some_and(|s| s.id == class.id),
            _ => self.method_visible(dtor),
        };
        if allowed {
            return true;
        }
        let from = match &scope {
            Some(s) => format!("scope {}", s.name.to_string_lossy()),
            None => "global scope".to_owned(),
        };
        let msg = format!("Call to {word} {shown}::__destruct() from {from}");
        if let Some(code) = self.control(Control::Error(ThrowKind::Error, msg)) {
            self.exit_code = Some(code);
            self.retain_main_variables();
        }
        false
    }

    /// Unwind every frame but keep the main script's variables for the end-of-script order
    /// (`exit()`).
    pub(super) fn retain_main_variables(&mut self) {
        let co = match self.fiber_chain.first_mut() {
            Some(link) => std::mem::take(&mut link.parent),
            None => std::mem::take(&mut self.co),
        };
        self.fiber_chain.clear();
        self.fiber_block = 0;
        let Coroutine { frames, stack, .. } = co;
        let main_end = frames
            .get(1)
            .map_or(stack.len(), |f| f.base as usize)
            .min(stack.len());
        let mut stack = stack;
        stack.truncate(main_end);
        self.co = Coroutine::default();
        let mut frames = frames;
        match frames.first_mut() {
            Some(main) if !self.main_ended => {
                let unit = main.func.unit.clone();
                let base = (main.base as usize).min(stack.len());
                let extra = main.extra.take();
                let slots = stack.split_off(base);
                self.retained.extend(stack.into_iter().flatten());
                self.retained_names.resize(self.retained.len(), None);
                self.retain_vars(&unit, slots, extra);
            }
            _ => {
                self.retained.extend(stack.into_iter().flatten());
                self.retained_names.resize(self.retained.len(), None);
            }
        }
        drop(frames);
    }

    /// One step of the end-of-script destruction; false when it is over.
    pub(super) fn destruct_step(&mut self) -> bool {
        if self.destruction_done {
            return false;
        }
        // the global variables, from the last: an object nobody else holds goes now; a
        // pass goes on down from there, and passes repeat while one frees something
        loop {
            let (i, freed) = match self.destruct_scan {
                Some((0, true)) | None => (self.retained.len(), false),
                Some((0, false)) => break,
                Some((i, freed)) => (i.min(self.retained.len()), freed),
            };
            if i == 0 {
                self.destruct_scan = Some((0, false));
                break;
            }
            let i = i - 1;
            self.destruct_scan = Some((i, freed));
            let sole = match &self.retained[i] {
                Value::Object(o) => o.ref_count() == 1,
                Value::Ref(r) if r.ref_count() == 1 => {
                    matches!(r.get(), Value::Object(o) if o.ref_count() == 2)
                }
                _ => false,
            };
            if sole {
                self.destruct_scan = Some((i, true));
                let v = self.retained.remove(i);
                if i < self.retained_names.len() {
                    self.retained_names.remove(i);
                }
                // no destructor is left to run (and to see the handles it frees reused)
                let last = self.fast_shutdown && !self.destructors_left();
                if last && crate::value::drop::only_memory(std::slice::from_ref(&v)) {
                    std::mem::forget(v);
                } else {
                    drop(v);
                }
                return true;
            }
        }
        // every object still alive, in handle order, as php's one pass over its object
        // store (`zend_objects_store_call_destructors`): objects a destructor makes are
        // visited when their handle is above the last one visited
        if let Some(o) = self.next_to_destruct() {
            o.borrow_mut().destructed = true;
            self.destruct_cursor = Some(o.id());
            self.obj_shared.pending.borrow_mut().push(o);
            return true;
        }
        // no object ever had native state or a weak handle, no resource the script made
        // is held (the VM's own standard streams stay with their constants) and every
        // destructor ran: freeing can only give memory back, known without walking all
        // the values (php's fast shutdown does not look at them either)
        let plain = !self.obj_shared.weak_handles.get()
            && self.obj_shared.native_live.get() == 0
            && !self.destructors_left()
            && !self.script_resources_live();
        self.obj_shared.live.borrow_mut().clear();
        self.destruction_done = true;
        let rest = std::mem::take(&mut self.retained);
        self.retained_names.clear();
        if self.fast_shutdown && (plain || crate::value::drop::only_memory(&rest)) {
            // the process ends: the memory goes with it (php's fast shutdown)
            std::mem::forget(rest);
        } else {
            drop(rest);
        }
        !self.obj_shared.pending.borrow().is_empty()
    }
}

impl Vm {
    /// Whether an object whose destructor (or unwinding) is still to come is alive.
    fn destructors_left(&self) -> bool {
        self.obj_shared.live.borrow().iter().any(|w| {
            ObjectHandle::from_weak(w).is_some_and(|o| o.try_borrow().is_none_or(|d| !d.destructed))
        })
    }

    /// The live, not yet destructed object with the lowest handle above the cursor: from a
    /// snapshot sorted once (highest first), taken again when it runs out (a destructor may
    /// have made objects), so the whole pass is O(n log n).
    fn next_to_destruct(&mut self) -> Option<ObjectHandle> {
        self.obj_shared.no_reuse.set(true);
        for refill in [false, true] {
            if refill {
                let after = self.destruct_cursor;
                let mut snap: Vec<(u32, std::rc::Weak<_>)> = self
                    .obj_shared
                    .live
                    .borrow()
                    .iter()
                    .filter_map(|w| {
                        let o = ObjectHandle::from_weak(w)?;
                        let id = o.id();
                        let fresh = !o.borrow().destructed && after.is_none_or(|c| id > c);
                        fresh.then(|| (id, w.clone()))
                    })
                    .collect();
                snap.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
                self.destruct_queue = snap.into_iter().map(|(_, w)| w).collect();
            }
            while let Some(w) = self.destruct_queue.pop() {
                if let Some(o) = ObjectHandle::from_weak(&w) {
                    if !o.borrow().destructed {
                        return Some(o);
                    }
                }
            }
        }
        None
    }
}

/// A returning frame's Closure once its variables are gone: php releases it after them
/// (`zend_leave_helper`), so when they queued destructors it goes after those have run,
/// and a handle it frees is not taken by what they make.
pub(super) fn release_closure(pending: &std::cell::RefCell<Vec<ObjectHandle>>, c: ObjectHandle) {
    let c = match pending.try_borrow_mut() {
        Ok(mut p) if !p.is_empty() => {
            p.push(c);
            return;
        }
        _ => c,
    };
    drop(c);
}

/// The continuation after a `__destruct` call.
struct DtorDone {
    internal: bool,
    /// Objects queued behind this one: queued again (after those its own end queued)
    /// when it returns or throws.
    rest: Vec<ObjectHandle>,
}

impl DtorDone {
    fn requeue(self, vm: &mut Vm) {
        vm.fiber_block = vm.fiber_block.saturating_sub(1);
        if !self.rest.is_empty() {
            vm.obj_shared.pending.borrow_mut().extend(self.rest);
        }
    }
}

impl super::Continuation for DtorDone {
    fn resume(self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, super::Control> {
        self.requeue(vm);
        Ok(Value::Null)
    }

    fn unwind(self: Box<Self>, vm: &mut Vm) {
        self.requeue(vm);
    }

    fn internal(&self) -> bool {
        self.internal
    }
}
