//! Argument unpacking of Traversables (`f(...$iterator)`, `f(...$generator)`): integer
//! keys pass positional arguments, string keys named ones. A generator is driven
//! stacklessly: the `SendUnpack` op takes the generator's current element, resumes it and
//! runs again (`GenThen::ReExec`) until it is done; other Iterators are stepped with
//! nested calls, as `foreach` does. Also: named arguments placed for builtins.

use super::generator::{GenThen, State, gen_state, with_gen};
use super::{Callee, Control, OpResult, ThrowKind, Vm};
use crate::value::{ObjectHandle, PhpStr, Value};
use smallvec::SmallVec;

fn error(msg: &str) -> Control {
    Control::Error(ThrowKind::Error, msg.into())
}

impl Vm {
    /// `...$o` in a call, `$o` an object.
    pub(super) fn send_unpack_object(&mut self, o: ObjectHandle) -> OpResult {
        if !o.instance_of(b"Traversable") {
            return Err(Control::Error(
                ThrowKind::TypeError,
                format!(
                    "Only arrays and Traversables can be unpacked, {} given",
                    o.class_name().to_string_lossy()
                ),
            ));
        }
        if o.class().lname.as_ref() == b"generator" {
            return self.send_unpack_generator(o);
        }
        let it = self.traversable_iterator(o)?;
        self.iter_call(&it, b"rewind")?;
        loop {
            let valid = self.iter_call(&it, b"valid")?;
            if !crate::value::convert::to_bool(&valid, &mut self.diag) {
                return Ok(());
            }
            let v = self.iter_call(&it, b"current")?;
            let k = self.iter_call(&it, b"key")?;
            self.send_unpacked(k, v)?;
            self.iter_call(&it, b"next")?;
        }
    }

    fn send_unpack_generator(&mut self, g: ObjectHandle) -> OpResult {
        match gen_state(&g) {
            Some(State::Created) => self.resume_generator(&g, None, GenThen::ReExec, None),
            Some(State::Suspended) => {
                let (k, v) = with_gen(&g, |d| (d.key.clone(), d.current())).unwrap_or_default();
                self.send_unpacked(k, v)?;
                self.resume_generator(&g, Some(Value::Null), GenThen::ReExec, None)
            }
            _ => Ok(()),
        }
    }

    /// One element of an unpacked Traversable.
    fn send_unpacked(&mut self, k: Value, v: Value) -> OpResult {
        let v = v.deref_value();
        match k.deref_value() {
            Value::Int(_) => {
                let Some(call) = self.co.calls.last() else {
                    return Ok(());
                };
                if call.named.is_some() {
                    return Err(error(
                        "Cannot use positional argument after named argument during unpacking",
                    ));
                }
                let arg_no = (self.co.stack.len() as u32).saturating_sub(call.arg_base);
                if self.pending_arg_by_ref(arg_no) {
                    let name = match &call.callee {
                        Callee::User { func, .. } | Callee::UserMethod { func, .. } => {
                            super::call::function_display_name(&func.unit)
                        }
                        Callee::Builtin(id) => self
                            .builtins
                            .get(*id)
                            .map(|b| b.name.to_string())
                            .unwrap_or_default(),
                        _ => String::new(),
                    };
                    self.warn(format!(
                        "Cannot pass by-reference argument {} of {name}() by unpacking a Traversable, passing by-value instead",
                        arg_no + 1
                    ));
                }
                self.co.stack.push(Some(v));
                Ok(())
            }
            Value::Str(s) => self.send_named(s, v),
            _ => Err(error(
                "Keys must be of type int|string during argument unpacking",
            )),
        }
    }
}

/// Named arguments of a call to a builtin or internal method, placed by parameter name.
pub(super) fn place_named_builtin(
    name: &str,
    params: &[&str],
    variadic: bool,
    args: &mut SmallVec<[Value; 8]>,
    named: Vec<(PhpStr, Value)>,
) -> OpResult {
    // a variadic function's last parameter takes no name
    let fixed = if variadic {
        &params[..params.len().saturating_sub(1)]
    } else {
        params
    };
    for (n, v) in named {
        match fixed.iter().position(|p| p.as_bytes() == n.as_bytes()) {
            Some(i) => {
                if i < args.len() {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        format!(
                            "Named parameter ${} overwrites previous argument",
                            n.to_string_lossy()
                        ),
                    ));
                }
                while args.len() < i {
                    args.push(Value::Null);
                }
                args.push(v);
            }
            None if variadic => {
                return Err(Control::Error(
                    ThrowKind::ArgumentCountError,
                    format!("{name}() does not accept unknown named parameters"),
                ));
            }
            None => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    format!("Unknown named parameter ${}", n.to_string_lossy()),
                ));
            }
        }
    }
    Ok(())
}
