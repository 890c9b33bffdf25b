//! The second half of unserialize(): the parsed arena becomes PHP values (children before
//! parents, references as shared cells filled last, so cycles through `R:` need no
//! recursion), and the delayed `__unserialize()` and `__wakeup()` calls (with SPL's
//! texts, `Serializable::unserialize()` too) run in php's order through a continuation.
//! php makes these calls even when the text was malformed, for the objects completed
//! before the error; a nested call leaves its calls to the call around it.

use super::{Content, Delayed, Owner, Parser};
use rphp_vm::exec::{Continuation, Control, Vm};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpRef, Value};

/// A delayed call: the object, the method, its arguments.
pub(crate) type Call = (ObjectHandle, &'static str, Vec<Value>);

/// Runs the delayed calls, then answers unserialize()'s result.
pub(crate) struct Finisher {
    calls: std::vec::IntoIter<Call>,
    result: Value,
    /// The object whose call is running (cleared when it returns).
    running: Option<ObjectHandle>,
}

/// A Finisher dropped before its calls are done: a call threw. As php, the object whose
/// call failed and those whose calls are skipped are marked destructed.
impl Drop for Finisher {
    fn drop(&mut self) {
        let skipped = self.calls.by_ref().map(|(obj, _, _)| obj);
        for obj in self.running.take().into_iter().chain(skipped) {
            obj.borrow_mut().destructed = true;
        }
    }
}

impl Finisher {
    /// The result now, and the delayed calls for the caller to make (a nested
    /// unserialize(): php makes its calls with those of the one around it).
    pub(crate) fn into_deferred(mut self) -> (Value, Vec<Call>) {
        let calls = std::mem::take(&mut self.calls).collect();
        (std::mem::take(&mut self.result).deref_value(), calls)
    }

    pub(crate) fn step(mut self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        self.running = None;
        let Some((obj, method, args)) = self.calls.next() else {
            // php unwraps a reference root only now: a delayed call may write through it
            return Ok(std::mem::take(&mut self.result).deref_value());
        };
        self.running = Some(obj.clone());
        let callee = Value::Array(PhpArray::from_values(vec![
            Value::Object(obj),
            Value::str(method),
        ]));
        // php reports what parsing found before it makes the calls
        vm.flush_diags();
        Err(Control::Call {
            callee,
            args,
            then: self,
        })
    }
}

impl Continuation for Finisher {
    fn resume(self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        self.step(vm)
    }
}

impl Parser {
    /// Turn the arena into values; `ok` says whether the root is the result (else false).
    pub(crate) fn finish(self, ok: bool, vm: &Vm) -> Finisher {
        // the cells sit in the arrays built: a cycle may go through them (R:/r: back)
        let cells: Vec<PhpRef> = self
            .refs
            .iter()
            .map(|_| {
                let r = PhpRef::new(Value::Null);
                vm.gc_attach(&r);
                r
            })
            .collect();
        let mut built: Vec<Option<PhpArray>> = vec![None; self.conts.len()];
        let value_of = |c: &Content, built: &[Option<PhpArray>]| -> Value {
            match c {
                Content::Val(v) => v.clone(),
                Content::Array(i) => Value::Array(built[*i].clone().unwrap_or_default()),
                Content::Object(o) => Value::Object(self.objs[*o].handle.clone()),
                Content::Ref(r) => Value::Ref(cells[*r].clone()),
            }
        };
        for (i, cont) in self.conts.iter().enumerate().rev() {
            let mut arr = PhpArray::new();
            {
                let data = arr.make_mut();
                if !cont.entries.is_empty() && !matches!(cont.owner, Owner::Props(_)) {
                    // php reads every array into the hashed form, even a list
                    data.ensure_hashed();
                }
                for (k, slot) in &cont.entries {
                    data.insert(k.clone(), value_of(&self.slots[*slot], &built));
                }
            }
            if let Owner::Props(o) = cont.owner {
                let obj = &self.objs[o];
                let props = declared_order(&obj.class, arr);
                obj.handle.borrow_mut().properties = props;
            } else {
                built[i] = Some(arr);
            }
        }
        for (cell, content) in cells.iter().zip(&self.refs) {
            cell.set(value_of(content, &built));
        }
        let result = if ok {
            value_of(&self.slots[0], &built)
        } else {
            Value::Bool(false)
        };
        if let Some(shared) = &self.shared {
            // this parse's values, complete now, for the calls around it (php forbids
            // referring to any value of a call that failed)
            let mut table = shared.borrow_mut();
            for (i, slot) in self.vars.iter().enumerate() {
                let v = (ok && !self.dead.contains(slot))
                    .then(|| value_of(&self.slots[*slot], &built).deref_value());
                let at = self.base + i;
                if at < table.len() {
                    table[at] = v;
                } else {
                    table.push(v);
                }
            }
        }
        let custom_first = self
            .delayed
            .iter()
            .filter(|d| matches!(d, Delayed::Custom(..)))
            .chain(
                self.delayed
                    .iter()
                    .filter(|d| !matches!(d, Delayed::Custom(..))),
            );
        let calls: Vec<Call> = custom_first
            .map(|d| match d {
                Delayed::Custom(o, data) => (
                    self.objs[*o].handle.clone(),
                    "unserialize",
                    vec![Value::Str(data.clone())],
                ),
                Delayed::Wakeup(o) => (self.objs[*o].handle.clone(), "__wakeup", Vec::new()),
                Delayed::Nested(call) => call.clone(),
                Delayed::Unserialize(o, c) => {
                    let data = built[*c].clone().unwrap_or_default();
                    (
                        self.objs[*o].handle.clone(),
                        "__unserialize",
                        vec![Value::Array(data)],
                    )
                }
            })
            .collect();
        Finisher {
            calls: calls.into_iter(),
            result,
            running: None,
        }
    }
}

/// An object's properties with the declared ones in declaration order (a typed property
/// first set by unserialize() takes its declared place, as in php's slot table).
fn declared_order(class: &rphp_vm::class::Class, props: PhpArray) -> PhpArray {
    if class.defaults.is_empty() {
        return props;
    }
    let mut out = PhpArray::new();
    let data = out.make_mut();
    for (info, _) in &class.defaults {
        let key = ArrayKey::Str(info.key.clone());
        if let Some(v) = props.get(&key) {
            data.insert(key, v.clone());
        }
    }
    for (k, v) in props.iter() {
        if !data.contains_key(&k) {
            data.insert(k, v.clone());
        }
    }
    out
}
