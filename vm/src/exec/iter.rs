//! `foreach`: iteration state lives in two slots (the array or reference cell or
//! object or generator, and the position). By-value loops over arrays walk a copy-on-write
//! snapshot; by-ref loops walk the live array through its reference cell; a plain object
//! is walked in its live property table (by reference each visible property is made a
//! reference as it is reached); generators are resumed in place. A third slot holds the
//! handle php's engine gives the iterator of a Traversable (`Vm::iterator_handle`),
//! freed after the traversed object.

use super::generator::{GenThen, State, gen_state, with_gen};
use super::magic_cont::Defer;
use super::{Control, OpResult, ThrowKind, Vm};
use crate::value::{ArrayKey, ObjectHandle, PhpArray, PhpRef, Value};

/// Whether `o` is driven through the Iterator methods (not a generator).
fn is_user_iterator(o: &ObjectHandle) -> bool {
    o.class().lname.as_ref() != b"generator"
}

/// Whether `o`'s class iterates natively in php although it is an IteratorAggregate
/// (WeakMap, SplFixedArray, DatePeriod): php's iterator is then the one object rphp's
/// `getIterator` makes, with no handle of its own.
pub(super) fn native_aggregate(o: &ObjectHandle) -> bool {
    let c = o.class();
    c.internal
        && matches!(
            c.lname.as_ref(),
            b"weakmap" | b"splfixedarray" | b"dateperiod"
        )
}

/// A by-reference loop over the array of an iterator that walks its storage in place
/// (`h`: the loop's iterator handle, holding the iterator) reached position `pos`.
#[cold]
fn iterator_follows(h: &ObjectHandle, cell: &PhpRef, pos: Option<u32>) {
    let it = match h.borrow().properties.get(&ArrayKey::Int(0)) {
        Some(Value::Object(it)) => it.clone(),
        _ => return,
    };
    let Some(step) = it.class().handlers.and_then(|x| x.foreach_ref_at) else {
        return;
    };
    if let Value::Array(a) = cell.get() {
        step(&it, &a, pos);
    }
}

/// Whether `o`'s Iterator methods all come from the internal class that declares a private
/// `__iterate()`: that is the prelude's form of php's `get_iterator` for the class, which
/// a foreach calls first (SplDoublyLinkedList hands each loop a generator with its own
/// position; RecursiveIteratorIterator checks it was constructed and gives itself). A
/// subclass overriding one of the methods is walked through them, as php's
/// zend_implement_iterator then switches it to them.
fn prelude_get_iterator(o: &ObjectHandle) -> bool {
    own_get_iterator(o)
}

/// Whether a foreach over `o` asks its internal class's own iterator (`prelude_get_iterator`)
/// rather than its Iterator methods: iterator_count() and iterator_apply() walk that one.
pub fn own_get_iterator(o: &ObjectHandle) -> bool {
    let c = o.class();
    let Some(hook) = c.find_method(b"__iterate") else {
        return false;
    };
    let owner = &hook.declaring_name;
    let mut declaring = Some(c.clone());
    while let Some(k) = declaring.as_ref().filter(|k| &k.name != owner) {
        declaring = k.parent.clone();
    }
    declaring.is_some_and(|k| k.internal)
        && [&b"rewind"[..], b"valid", b"current", b"key", b"next"]
            .iter()
            .all(|m| c.find_method(m).is_some_and(|e| &e.declaring_name == owner))
}

impl Vm {
    pub(super) fn fe_reset(&mut self, base: usize, iter: u32, src: u32, by_ref: bool) -> OpResult {
        let pos_slot = base + iter as usize + 1;
        if by_ref {
            // getIterator() here is followed by checks: it runs to completion
            self.defer = Defer::No;
            let r = match &self.co.stack[base + src as usize] {
                Some(Value::Ref(r)) => r.clone(),
                _ => self.make_ref(base, src),
            };
            let v = r.get();
            match v {
                Value::Array(_) => {
                    self.set(base, iter, Value::Ref(r));
                    self.co.stack[pos_slot] = Some(Value::Int(0));
                }
                Value::Object(o) if o.instance_of(b"Traversable") => {
                    // a user IteratorAggregate may hand out a by-reference generator
                    // (internal ones refuse by-reference loops before asking)
                    let in_place =
                        |o: &ObjectHandle| o.class().handlers.and_then(|h| h.foreach_ref);
                    let o = if o.instance_of(b"IteratorAggregate")
                        && (!o.class().internal || in_place(&o).is_some())
                    {
                        self.traversable_iterator(o)?
                    } else {
                        o
                    };
                    // an iterator walking its backing storage (ArrayIterator): the array
                    // by reference, or the wrapped object's properties
                    let walked = match in_place(&o).and_then(|f| f(&o)) {
                        Some(cell @ Value::Ref(_)) => Some(cell),
                        Some(Value::Object(inner)) => {
                            Some(Value::Ref(PhpRef::new(Value::Object(inner))))
                        }
                        _ => None,
                    };
                    if let Some(walked) = walked {
                        self.set(base, iter, walked);
                        self.co.stack[pos_slot] = Some(Value::Int(0));
                        // php's iterator holds the object, freed before its own handle
                        let h = self.iterator_handle();
                        h.borrow_mut()
                            .properties
                            .insert(ArrayKey::Int(0), Value::Object(o));
                        self.co.stack[base + iter as usize + 2] = Some(Value::Object(h));
                        return Ok(());
                    }
                    if o.class().lname.as_ref() != b"generator" {
                        return Err(Control::Error(
                            ThrowKind::Error,
                            "An iterator cannot be used with foreach by reference".into(),
                        ));
                    }
                    if !with_gen(&o, |g| g.by_ref).unwrap_or(false) {
                        return Err(Control::Error(
                            ThrowKind::Exception,
                            "You can only iterate a generator by-reference if it declared that it yields by-reference".into(),
                        ));
                    }
                    self.fe_reset_value(base, iter, Value::Object(o))?;
                    // a by-reference loop over a generator: the object in a cell
                    let slot = &mut self.co.stack[base + iter as usize];
                    if let Some(g @ Value::Object(_)) = slot.take() {
                        *slot = Some(Value::Ref(PhpRef::new(g)));
                    }
                    return Ok(());
                }
                Value::Object(o) => {
                    if self.hooked_visible_props(&o)?.is_some() {
                        return self.fe_reset_value(base, iter, Value::Object(o));
                    }
                    // a plain object by reference: its live properties, each made a
                    // reference as the loop reaches it (`fe_fetch_object_ref`)
                    self.set(base, iter, Value::Ref(PhpRef::new(Value::Object(o))));
                    self.co.stack[pos_slot] = Some(Value::Int(0));
                }
                other => {
                    self.warn(format!(
                        "foreach() argument must be of type array|object, {} given",
                        other.value_name()
                    ));
                    self.co.stack[base + iter as usize] = None;
                }
            }
            return Ok(());
        }
        // a temporary moves into the iterator (php's FE_RESET_R on a TMP), so leaving
        // the loop frees it
        let is_temp = self
            .co
            .frames
            .last()
            .is_some_and(|f| src as usize >= f.func.unit.cv_names.len())
            && matches!(
                self.co.stack.get(base + src as usize),
                Some(Some(Value::Array(_) | Value::Object(_)))
            );
        let v = if is_temp {
            self.take(base, src)
        } else {
            self.read(base, src)
        };
        self.fe_reset_value(base, iter, v)
    }

    fn fe_reset_value(&mut self, base: usize, iter: u32, v: Value) -> OpResult {
        let pos_slot = base + iter as usize + 1;
        match v {
            Value::Array(_) => self.set(base, iter, v),
            Value::Object(o) => {
                if o.class_name().as_bytes() == b"Generator" {
                    // php's zend_generator_get_iterator, then its rewind
                    let (state, first) = with_gen(&o, |g| (g.state, g.at_first_yield))
                        .unwrap_or((State::Done, true));
                    if state == State::Done {
                        return Err(Control::Error(
                            ThrowKind::Exception,
                            "Cannot traverse an already closed generator".into(),
                        ));
                    }
                    if matches!(state, State::Suspended | State::Running) && !first {
                        return Err(Control::Error(
                            ThrowKind::Exception,
                            "Cannot rewind a generator that was already run".into(),
                        ));
                    }
                    if state == State::Running {
                        // running its first run: php's rewind resumes it to its first yield
                        return Err(Control::Error(
                            ThrowKind::Error,
                            "Cannot resume an already running generator".into(),
                        ));
                    }
                    self.set(base, iter, Value::Object(o));
                    let h = self.iterator_handle();
                    self.co.stack[base + iter as usize + 2] = Some(Value::Object(h));
                } else if o.instance_of(b"Traversable") {
                    let native = native_aggregate(&o);
                    if !native && self.defer == Defer::Offset && !o.instance_of(b"Iterator") {
                        // getIterator() may end the op (`magic_cont.rs`)
                        return self.fe_reset_aggregate(base, iter, o, 0).map(drop);
                    }
                    self.defer = Defer::No;
                    let (it, own) = if prelude_get_iterator(&o) {
                        match self.iter_call(&o, b"__iterate")? {
                            Value::Object(g) if !ObjectHandle::ptr_eq(&g, &o) => (g, true),
                            _ => (o, false),
                        }
                    } else {
                        (self.traversable_iterator(o)?, false)
                    };
                    let native = native || own;
                    self.set(base, iter, Value::Object(it));
                    if !native {
                        let h = self.iterator_handle();
                        self.co.stack[base + iter as usize + 2] = Some(Value::Object(h));
                    }
                } else {
                    let props = self.hooked_visible_props(&o)?.map(|list| {
                        let mut a = PhpArray::new();
                        // foreach keys of an object are its property names, "5" too
                        for (k, v) in list {
                            a.insert(ArrayKey::Str(k), v);
                        }
                        a
                    });
                    match props {
                        Some(props) => self.set(base, iter, Value::Array(props)),
                        // a plain object: its live property table, as php's FE_RESET_R
                        // (properties removed or added during the loop are seen)
                        None => self.set(base, iter, Value::Object(o)),
                    }
                }
            }
            other => {
                self.warn(format!(
                    "foreach() argument must be of type array|object, {} given",
                    other.value_name()
                ));
                self.co.stack[base + iter as usize] = None;
            }
        }
        self.co.stack[pos_slot] = Some(Value::Int(0));
        Ok(())
    }

    pub(super) fn fe_fetch(&mut self, base: usize, iter: u32, val: u32, end: u32) -> OpResult {
        let pos_slot = base + iter as usize + 1;
        let pos = match &self.co.stack[pos_slot] {
            Some(Value::Int(p)) => *p as u32,
            _ => 0,
        };
        let mut it = self.co.stack[base + iter as usize].clone();
        if let Some(Value::Ref(cell)) = &it {
            if let Value::Object(g) = cell.get() {
                if gen_state(&g).is_none() {
                    return self.fe_fetch_object(base, iter, &g, pos, val, end, true);
                }
                it = Some(Value::Object(g));
            }
        }
        match it {
            None => self.jump(end),
            Some(Value::Array(a)) => match a.next_pos(pos) {
                None => self.jump(end),
                Some(p) => {
                    let v = a.value_at(p).map(Value::deref_value).unwrap_or(Value::Null);
                    self.co.stack[pos_slot] = Some(Value::Int(i64::from(p) + 1));
                    self.assign_var(base, val, v)?;
                }
            },
            Some(Value::Ref(cell)) => {
                let found = {
                    let mut inner = cell.borrow_mut();
                    match &mut *inner {
                        Value::Array(a) => match a.next_pos(pos) {
                            None => None,
                            Some(p) => {
                                let data = a.make_mut();
                                let r = match data.value_at_mut(p) {
                                    Some(Value::Ref(r)) => r.clone(),
                                    Some(slot) => {
                                        let r = PhpRef::new(std::mem::take(slot));
                                        *slot = Value::Ref(r.clone());
                                        r
                                    }
                                    None => PhpRef::new(Value::Null),
                                };
                                Some((p, r))
                            }
                        },
                        _ => None,
                    }
                };
                if let Some(Some(Value::Object(h))) = self.co.stack.get(base + iter as usize + 2) {
                    // the loop of an iterator walking its storage: it moves the iterator
                    iterator_follows(h, &cell, found.as_ref().map(|f| f.0));
                }
                match found {
                    None => self.jump(end),
                    Some((p, r)) => {
                        self.co.stack[pos_slot] = Some(Value::Int(i64::from(p) + 1));
                        self.set(base, val, Value::Ref(r));
                    }
                }
            }
            Some(Value::Object(it)) => {
                if let Some(state) = gen_state(&it) {
                    return self.fe_fetch_gen(&it, state, pos, iter, val, end);
                }
                if !it.instance_of(b"Traversable") {
                    return self.fe_fetch_object(base, iter, &it, pos, val, end, false);
                }
                if !is_user_iterator(&it) {
                    self.jump(end);
                    return Ok(());
                }
                // rewind()/next(), valid(), current(): each may suspend a Fiber, its
                // continuation asking for the next (`magic_cont.rs`)
                let name: &[u8] = if pos == 0 { b"rewind" } else { b"next" };
                let it2 = it.clone();
                let then = move |vm: &mut Vm, _: Value| {
                    vm.chained(Defer::Offset, |vm| {
                        vm.fe_iter_valid(it2, base, iter, val, end)
                    })
                };
                let defer = Defer::Offset;
                self.deferring(defer, u32::MAX, |vm| {
                    vm.offset_call_then(&it, name, Vec::new(), then)
                })?;
            }
            Some(_) => self.jump(end),
        }
        Ok(())
    }

    /// `FeFetch` over a generator: it is resumed with the foreach as its resumer (its
    /// `yield` hands the value over, `fe_gen_deliver`; its end jumps to `end`). Position 0
    /// means its current value is the next one (its first fetch, or a fetch run again).
    fn fe_fetch_gen(
        &mut self,
        g: &ObjectHandle,
        state: State,
        pos: u32,
        iter: u32,
        val: u32,
        end: u32,
    ) -> OpResult {
        let then = GenThen::Foreach { iter, val, end };
        let send = match state {
            State::Created => None,
            State::Done => {
                self.jump(end);
                return Ok(());
            }
            _ if pos == 1 => Some(Value::Null),
            _ => {
                let (k, v) = with_gen(g, |d| (d.key.clone(), d.value.clone())).unwrap_or_default();
                return self.fe_gen_deliver(iter, val, k, v);
            }
        };
        if let Some(f) = self.co.frames.last() {
            let pos_slot = f.base as usize + iter as usize + 1;
            self.co.stack[pos_slot] = Some(Value::Int(0));
        }
        self.resume_generator(g, send, then, None)
    }

    /// A generator driven by the `foreach` of the top frame yielded `key` and `value` (a
    /// reference cell for a by-reference loop): the value goes into the loop variable,
    /// and a `FeKey` of the same loop right after gets the key at once (php's
    /// FE_FETCH_R with its result key).
    pub(super) fn fe_gen_deliver(
        &mut self,
        iter: u32,
        val: u32,
        key: Value,
        value: Value,
    ) -> OpResult {
        let Some(f) = self.co.frames.last() else {
            return Ok(());
        };
        let (base, pc) = (f.base as usize, f.pc as usize);
        let key_slot = match f.func.unit.ops.get(pc) {
            Some(crate::bytecode::Op::FeKey { iter: i, key }) if *i == iter => Some(*key),
            _ => None,
        };
        self.co.stack[base + iter as usize + 1] = Some(Value::Int(1));
        if matches!(self.co.stack[base + iter as usize], Some(Value::Ref(_))) {
            // a by-reference loop over a `function &gen()`
            let r = match value {
                Value::Ref(r) => r,
                v => PhpRef::new(v),
            };
            self.set(base, val, Value::Ref(r));
        } else {
            self.assign_var(base, val, value.deref_into())?;
        }
        if let Some(k) = key_slot.filter(|_| !self.op_boundary_due()) {
            if let Some(f) = self.co.frames.last_mut() {
                f.pc += 1;
            }
            self.assign_var(base, k, key)?;
        }
        Ok(())
    }

    /// Whether something runs between two ops now (destructors, diagnostics, the cycle
    /// collector): an op that would do a second one's work must stop there.
    pub(super) fn op_boundary_due(&self) -> bool {
        !self.obj_shared.pending.borrow().is_empty()
            || !self.diag.entries.is_empty()
            || !self.errors.queue.is_empty()
            || self.obj_shared.gc.due.get()
            || self.obj_shared.weak_died.get()
    }

    /// A user Iterator's `valid()` then `current()` of `FeFetch`, each through a
    /// continuation: the end of the loop jumps to `end`, else the value goes to `val`.
    fn fe_iter_valid(
        &mut self,
        it: ObjectHandle,
        base: usize,
        iter: u32,
        val: u32,
        end: u32,
    ) -> Result<Value, Control> {
        let it2 = it.clone();
        let then = move |vm: &mut Vm, valid: Value| {
            if !crate::value::convert::to_bool(&valid, &mut vm.diag) {
                vm.jump(end);
                return Ok(Value::Null);
            }
            let got = move |vm: &mut Vm, v: Value| {
                vm.co.stack[base + iter as usize + 1] = Some(Value::Int(1));
                vm.assign_var(base, val, v)?;
                Ok(Value::Null)
            };
            vm.chained(Defer::Offset, |vm| {
                vm.offset_call_then(&it2, b"current", Vec::new(), got)
            })
        };
        self.offset_call_then(&it, b"valid", Vec::new(), then)
    }

    /// One step of a user Iterator through continuations (a spread, unpack or `yield
    /// from` that lets its calls suspend a Fiber): `rewind` (`first`) or `next`, `valid`,
    /// then `current` and `key`. `state` goes to `end` when `valid` says no, else to
    /// `elem` with the key and value.
    pub(super) fn iter_step<S: 'static>(
        &mut self,
        it: ObjectHandle,
        first: bool,
        state: S,
        end: fn(&mut Vm, S) -> Result<Value, Control>,
        elem: fn(&mut Vm, S, Value, Value) -> Result<Value, Control>,
    ) -> Result<Value, Control> {
        let name: &[u8] = if first { b"rewind" } else { b"next" };
        let it1 = it.clone();
        let then = move |vm: &mut Vm, _: Value| {
            let it2 = it1.clone();
            let valid = move |vm: &mut Vm, valid: Value| {
                if !crate::value::convert::to_bool(&valid, &mut vm.diag) {
                    return end(vm, state);
                }
                let it3 = it2.clone();
                let current = move |vm: &mut Vm, v: Value| {
                    let key = move |vm: &mut Vm, k: Value| elem(vm, state, k, v);
                    vm.chained(Defer::Offset, |vm| {
                        vm.offset_call_then(&it3, b"key", Vec::new(), key)
                    })
                };
                vm.chained(Defer::Offset, |vm| {
                    vm.offset_call_then(&it2, b"current", Vec::new(), current)
                })
            };
            vm.chained(Defer::Offset, |vm| {
                vm.offset_call_then(&it1, b"valid", Vec::new(), valid)
            })
        };
        self.offset_call_then(&it, name, Vec::new(), then)
    }

    /// An Iterator walked to its end by `iter_step`s: each element to `each`, then `done`.
    pub(super) fn walk_iterator(&mut self, walk: IterWalk, first: bool) -> Result<Value, Control> {
        let it = walk.it.clone();
        let end = |vm: &mut Vm, walk: IterWalk| (walk.done)(vm);
        let elem = |vm: &mut Vm, mut walk: IterWalk, k: Value, v: Value| {
            (walk.each)(vm, k, v)?;
            vm.chained(Defer::Offset, |vm| vm.walk_iterator(walk, false))
        };
        self.iter_step(it, first, walk, end, elem)
    }

    /// `FeReset` of a user IteratorAggregate: `getIterator()` through a continuation,
    /// followed as `traversable_iterator` does, then the loop's slots are set.
    fn fe_reset_aggregate(
        &mut self,
        base: usize,
        iter: u32,
        o: ObjectHandle,
        depth: u32,
    ) -> Result<Value, Control> {
        if depth >= 64 || o.instance_of(b"Iterator") || !o.instance_of(b"IteratorAggregate") {
            self.set(base, iter, Value::Object(o));
            let h = self.iterator_handle();
            self.co.stack[base + iter as usize + 2] = Some(Value::Object(h));
            self.co.stack[base + iter as usize + 1] = Some(Value::Int(0));
            return Ok(Value::Null);
        }
        let name = o.class_name();
        let then = move |vm: &mut Vm, next: Value| match next {
            Value::Object(n) if n.instance_of(b"Traversable") => vm.chained(Defer::Offset, |vm| {
                vm.fe_reset_aggregate(base, iter, n, depth + 1)
            }),
            // php's zend_user_it_get_new_iterator throws a plain Exception
            _ => Err(Control::Error(
                ThrowKind::Exception,
                format!(
                    "Objects returned by {}::getIterator() must be traversable or implement interface Iterator",
                    name.to_string_lossy()
                ),
            )),
        };
        self.offset_call_then(&o, b"getIterator", Vec::new(), then)
    }

    /// The Iterator behind a Traversable: the object itself, or what `getIterator()`
    /// returns (followed until an Iterator comes out).
    pub(crate) fn traversable_iterator(
        &mut self,
        o: ObjectHandle,
    ) -> Result<ObjectHandle, Control> {
        let mut cur = o;
        for _ in 0..64 {
            if cur.instance_of(b"Iterator") {
                return Ok(cur);
            }
            if !cur.instance_of(b"IteratorAggregate") {
                break;
            }
            let next = self.iter_call(&cur, b"getIterator")?;
            match next {
                Value::Object(n) if n.instance_of(b"Traversable") => cur = n,
                _ => {
                    // php's zend_user_it_get_new_iterator throws a plain Exception
                    return Err(Control::Error(
                        ThrowKind::Exception,
                        format!(
                            "Objects returned by {}::getIterator() must be traversable or implement interface Iterator",
                            cur.class_name().to_string_lossy()
                        ),
                    ));
                }
            }
        }
        Ok(cur)
    }

    /// Call an Iterator method by name, to completion (foreach, `yield from`).
    pub(super) fn iter_call(&mut self, o: &ObjectHandle, name: &[u8]) -> Result<Value, Control> {
        self.offset_call(o, name, Vec::new())
    }

    /// The properties of `o` visible from the running scope, under their plain names
    /// (foreach over an object, get_object_vars).
    pub fn visible_props(&mut self, o: &ObjectHandle) -> PhpArray {
        let c = o.class();
        let scope = self.scope_class();
        let props = o.borrow().properties.clone();
        let mut out = PhpArray::new();
        for (k, v) in props.iter() {
            if let Some(name) = visible_key(&c, scope.as_ref(), &k) {
                // a symbol table: "5" is the key 5 (php's zend_symtable_add_new)
                let name = match name {
                    ArrayKey::Str(s) => ArrayKey::from_php_str(s),
                    k => k,
                };
                out.insert(name, v.clone());
            }
        }
        out
    }

    /// `FeFetch` of a loop over a plain object: the next property at or after `pos`
    /// visible from here, its value assigned to `val`, or `by_ref` made a reference in
    /// place (`Vm::prop_ref`: a typed one keeps its type) and bound to `val`; the live
    /// table is walked, so properties removed or added during the loop count.
    #[allow(clippy::too_many_arguments)]
    fn fe_fetch_object(
        &mut self,
        base: usize,
        iter: u32,
        o: &ObjectHandle,
        pos: u32,
        val: u32,
        end: u32,
        by_ref: bool,
    ) -> OpResult {
        let c = o.class();
        let scope = self.scope_class();
        let mut at = pos;
        loop {
            let next = {
                let b = o.borrow();
                b.properties
                    .next_pos(at)
                    .map(|p| (p, b.properties.key_at(p)))
            };
            let Some((p, key)) = next else {
                self.jump(end);
                return Ok(());
            };
            at = p + 1;
            let Some(name) = key.and_then(|k| visible_key(&c, scope.as_ref(), &k)) else {
                continue;
            };
            self.co.stack[base + iter as usize + 1] = Some(Value::Int(i64::from(at)));
            if !by_ref {
                let v = o.borrow().properties.value_at(p).map(Value::deref_value);
                return self.assign_var(base, val, v.unwrap_or(Value::Null));
            }
            let name = match name {
                ArrayKey::Str(s) => s,
                ArrayKey::Int(i) => crate::value::PhpStr::from_vec(i.to_string().into_bytes()),
            };
            let r = self.prop_ref(o, &name, true)?;
            self.set(base, val, Value::Ref(r));
            return Ok(());
        }
    }

    /// The key a foreach over plain object `o` shows for its property at `pos`.
    fn object_key_at(&self, o: &ObjectHandle, pos: u32) -> Option<Value> {
        let k = o.borrow().properties.key_at(pos)?;
        let scope = self.scope_class();
        visible_key(&o.class(), scope.as_ref(), &k).map(|k| k.to_value())
    }

    pub(super) fn fe_key(&mut self, base: usize, iter: u32, key: u32) -> OpResult {
        if let Some(Value::Object(it)) = &self.co.stack[base + iter as usize] {
            if is_user_iterator(it) && it.instance_of(b"Traversable") {
                let it = it.clone();
                let then = move |vm: &mut Vm, k: Value| {
                    vm.assign_var(base, key, k)?;
                    Ok(Value::Null)
                };
                let defer = Defer::Offset;
                self.deferring(defer, u32::MAX, |vm| {
                    vm.offset_call_then(&it, b"key", Vec::new(), then)
                })?;
                return Ok(());
            }
        }
        let pos = match &self.co.stack[base + iter as usize + 1] {
            Some(Value::Int(p)) => (*p as u32).saturating_sub(1),
            _ => 0,
        };
        let k = match &self.co.stack[base + iter as usize] {
            Some(Value::Array(a)) => a.key_at(pos).map(|k| k.to_value()),
            Some(Value::Object(o)) if !o.instance_of(b"Traversable") => self.object_key_at(o, pos),
            Some(Value::Ref(cell)) => match &*cell.borrow() {
                Value::Array(a) => a.key_at(pos).map(|k| k.to_value()),
                Value::Object(o) if gen_state(o).is_none() => self.object_key_at(o, pos),
                Value::Object(g) => with_gen(g, |d| d.key.clone()),
                _ => None,
            },
            Some(Value::Object(g)) => with_gen(g, |d| d.key.clone()),
            _ => None,
        };
        self.assign_var(base, key, k.unwrap_or(Value::Null))?;
        Ok(())
    }
}

/// The name under which a property table's key `k` shows from `scope` (a foreach over
/// the object, `get_object_vars`-like), None when not visible there. A name stays a
/// string key ("5" too, as a foreach over the object shows it).
fn visible_key(
    c: &std::rc::Rc<crate::class::Class>,
    scope: Option<&std::rc::Rc<crate::class::Class>>,
    k: &ArrayKey,
) -> Option<ArrayKey> {
    use crate::bytecode::Visibility;
    let ArrayKey::Str(s) = k else {
        return Some(k.clone());
    };
    let (name, vis, owner) = crate::class::prop_label_parts(c, s.as_bytes());
    let visible = match vis {
        Visibility::Public => true,
        Visibility::Protected => {
            scope.is_some_and(|sc| c.is_subclass_of(sc) || sc.is_subclass_of(c))
        }
        Visibility::Private => scope.is_some_and(|sc| {
            owner
                .as_ref()
                .is_some_and(|o| o.as_bytes() == sc.name.as_bytes())
        }),
    };
    visible.then(|| ArrayKey::Str(crate::value::PhpStr::from_vec(name)))
}

/// What `Vm::walk_iterator` does with each (key, value).
pub(super) type EachElement = Box<dyn FnMut(&mut Vm, Value, Value) -> OpResult>;

/// What `Vm::walk_iterator` does at the end.
pub(super) type WalkDone = Box<dyn FnOnce(&mut Vm) -> Result<Value, Control>>;

/// What `Vm::walk_iterator` walks and does with it.
pub(super) struct IterWalk {
    pub(super) it: ObjectHandle,
    pub(super) each: EachElement,
    pub(super) done: WalkDone,
}
