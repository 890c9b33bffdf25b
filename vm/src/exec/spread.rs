//! Array spread of a Traversable (`[...$iterator]`, `[...$generator]`): integer keys are
//! appended, string keys set. A generator is driven stacklessly as argument unpacking
//! drives it: the `AddSpread` op takes the current element, resumes the generator and runs
//! again (`GenThen::ReExec`) until it is done; other Iterators are stepped with nested
//! calls, as `foreach` does.

use super::generator::{GenThen, State, gen_state, with_gen};
use super::{Control, OpResult, ThrowKind, Vm};
use crate::value::array::ArrayKey;
use crate::value::{ObjectHandle, Value};

impl Vm {
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
        if o.class().lname.as_ref() == b"generator" {
            return self.spread_generator(base, arr, o);
        }
        self.each_of_traversable(o, |vm, k, v| vm.spread_one(base, arr, k, v))
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
