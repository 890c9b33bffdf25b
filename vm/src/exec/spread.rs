//! Array spread of a Traversable (`[...$iterator]`, `[...$generator]`): integer keys are
//! appended, string keys set. A generator is driven stacklessly as argument unpacking
//! drives it: the `AddSpread` op takes the current element, resumes the generator and runs
//! again (`GenThen::ReExec`) until it is done; other Iterators are stepped with nested
//! calls, as `foreach` does.

use super::generator::{GenThen, State, gen_state, with_gen};
use super::{Control, OpResult, ThrowKind, Vm};
use crate::value::array::ArrayKey;
use crate::value::{ObjectHandle, Value};

/// A generator an IteratorAggregate's `getIterator` gave to a spread or unpack op: the
/// op runs again for each element (`GenThen::ReExec`) and finds it here by its operand.
pub(crate) struct AggSpread {
    agg: ObjectHandle,
    generator: ObjectHandle,
    /// The op's frame depth.
    depth: usize,
    /// php's iterator handle, dropped after the generator's reference.
    _handle: ObjectHandle,
}

/// What a spread or unpack walks (`Vm::spread_source`).
pub(super) enum Source {
    Gen(ObjectHandle),
    Iter(ObjectHandle, Option<ObjectHandle>),
}

impl Vm {
    /// `AddSpread`: `[...$src]` into the array at `arr`.
    pub(super) fn add_spread_op(&mut self, base: usize, arr: u32, src: u32) -> OpResult {
        let v = self.read(base, src);
        // a generator is driven by re-running this op; anything else is spread at
        // once; a temporary source is freed when it is done, as php's FREE_OP1
        let o = match &v {
            Value::Object(o) => Some(o.clone()),
            _ => None,
        };
        // a user Iterator's methods may suspend (`magic_cont.rs`)
        let after = move |vm: &mut Vm, r: Value| {
            if !o.is_some_and(|o| vm.spread_running(&o)) {
                drop(vm.take(base, src));
            }
            Ok(r)
        };
        let defer = super::magic_cont::Defer::Offset;
        let f = |vm: &mut Vm| vm.add_spread(base, arr, v).map(|()| Value::Null);
        self.deferring_after(defer, u32::MAX, f, after)?;
        Ok(())
    }

    /// `[...$v]` where `$v` is not an array.
    pub(super) fn spread_non_array(&mut self, base: usize, arr: u32, v: Value) -> OpResult {
        let o = match v.deref_value() {
            Value::Object(o) if o.instance_of(b"Traversable") => o,
            Value::Object(o) => {
                return Err(Control::Error(
                    ThrowKind::TypeError,
                    format!(
                        "Only arrays and Traversables can be unpacked, {} given",
                        o.class_name().to_string_lossy()
                    ),
                ));
            }
            other => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    format!(
                        "Only arrays and Traversables can be unpacked, {} given",
                        other.value_name()
                    ),
                ));
            }
        };
        // getIterator() here runs to completion; the elements may suspend (`magic_cont.rs`)
        let defer = std::mem::replace(&mut self.defer, super::magic_cont::Defer::No);
        let source = self.spread_source(o)?;
        self.defer = defer;
        match source {
            Source::Gen(g) => self.spread_generator(base, arr, g),
            Source::Iter(it, handle) if self.defer == super::magic_cont::Defer::Offset => {
                let walk = super::iter::IterWalk {
                    it: it.clone(),
                    each: Box::new(move |vm: &mut Vm, k, v| vm.spread_one(base, arr, k, v)),
                    // the iterator's handle goes after what it iterated, as php frees them
                    done: Box::new(move |_: &mut Vm| {
                        drop(it);
                        drop(handle);
                        Ok(Value::Null)
                    }),
                };
                self.walk_iterator(walk, true).map(drop)
            }
            Source::Iter(it, handle) => {
                let done =
                    self.each_of_iterator(&it, &mut |vm, k, v| vm.spread_one(base, arr, k, v));
                // the iterator's handle goes after what it iterated, as php frees them
                drop(it);
                drop(handle);
                done
            }
        }
    }

    /// What a spread or unpack of the Traversable `o` walks: a generator (given, or
    /// given by an IteratorAggregate: then kept in `agg_spread` while the op runs again),
    /// or an Iterator with the handle php's iterator takes.
    pub(super) fn spread_source(&mut self, o: ObjectHandle) -> Result<Source, Control> {
        if o.class().lname.as_ref() == b"generator" {
            return Ok(Source::Gen(o));
        }
        let depth = self.co.frames.len();
        self.agg_spread.retain(|e| e.depth <= depth);
        if let Some(e) = self
            .agg_spread
            .iter()
            .find(|e| e.depth == depth && ObjectHandle::ptr_eq(&e.agg, &o))
        {
            return Ok(Source::Gen(e.generator.clone()));
        }
        let native = super::iter::native_aggregate(&o);
        let it = self.traversable_iterator(o.clone())?;
        if it.class().lname.as_ref() == b"generator" {
            let handle = self.iterator_handle();
            self.agg_spread.push(AggSpread {
                agg: o,
                generator: it.clone(),
                depth,
                _handle: handle,
            });
            return Ok(Source::Gen(it));
        }
        let handle = (!native).then(|| self.iterator_handle());
        Ok(Source::Iter(it, handle))
    }

    /// Whether a spread of `o` (a generator, or an aggregate of one) runs again.
    pub(super) fn spread_running(&self, o: &ObjectHandle) -> bool {
        self.spreading.iter().any(|s| ObjectHandle::ptr_eq(s, o))
            || self
                .agg_spread
                .iter()
                .any(|e| ObjectHandle::ptr_eq(&e.agg, o))
    }

    /// A spread or unpack finished with the generator `g`.
    pub(super) fn spread_done(&mut self, g: &ObjectHandle) -> Option<AggSpread> {
        let i = self
            .agg_spread
            .iter()
            .position(|e| ObjectHandle::ptr_eq(&e.generator, g))?;
        Some(self.agg_spread.remove(i))
    }

    fn spread_generator(&mut self, base: usize, arr: u32, g: ObjectHandle) -> OpResult {
        let driving = self
            .spreading
            .iter()
            .position(|s| ObjectHandle::ptr_eq(s, &g));
        match gen_state(&g) {
            Some(State::Created) => {
                if driving.is_none() {
                    self.spreading.push(g.clone());
                }
                self.resume_generator(&g, None, GenThen::ReExec, None)
            }
            Some(State::Suspended) => {
                if driving.is_none() {
                    self.spreading.push(g.clone());
                }
                let (k, v) = with_gen(&g, |d| (d.key.clone(), d.current())).unwrap_or_default();
                if let Err(e) = self.spread_one(base, arr, k, v) {
                    self.spreading.retain(|s| !ObjectHandle::ptr_eq(s, &g));
                    return Err(e);
                }
                self.resume_generator(&g, Some(Value::Null), GenThen::ReExec, None)
            }
            _ => match driving {
                Some(i) => {
                    self.spreading.remove(i);
                    // the generator goes before its iterator handle
                    let entry = self.spread_done(&g);
                    drop(g);
                    drop(entry);
                    Ok(())
                }
                None => Err(Control::Error(
                    ThrowKind::Exception,
                    "Cannot traverse an already closed generator".into(),
                )),
            },
        }
    }

    fn spread_one(&mut self, base: usize, arr: u32, k: Value, v: Value) -> OpResult {
        let v = v.deref_value();
        let key = match k.deref_value() {
            Value::Int(_) => None,
            Value::Str(s) => Some(ArrayKey::from(s)),
            _ => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Keys must be of type int|string during array unpacking".into(),
                ));
            }
        };
        if let Some(Some(Value::Array(a))) = self.co.stack.get_mut(base + arr as usize) {
            let data = a.make_mut();
            match key {
                None => {
                    data.push(v)?;
                }
                Some(k) => {
                    data.insert(k, v);
                }
            }
        }
        Ok(())
    }
}
