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
        // getIterator() here runs to completion; the elements may suspend (`magic_cont.rs`)
        let defer = std::mem::replace(&mut self.defer, super::magic_cont::Defer::No);
        let source = self.spread_source(o)?;
        self.defer = defer;
        match source {
            super::spread::Source::Gen(g) => self.send_unpack_generator(g),
            super::spread::Source::Iter(it, handle)
                if self.defer == super::magic_cont::Defer::Offset =>
            {
                let walk = super::iter::IterWalk {
                    it: it.clone(),
                    each: Box::new(|vm: &mut Vm, k, v| vm.send_unpacked(k, v)),
                    done: Box::new(move |_: &mut Vm| {
                        drop(it);
                        drop(handle);
                        Ok(Value::Null)
                    }),
                };
                self.walk_iterator(walk, true).map(drop)
            }
            super::spread::Source::Iter(it, handle) => {
                let done = self.each_of_iterator(&it, &mut |vm, k, v| vm.send_unpacked(k, v));
                // the iterator's handle goes after what it iterated, as php frees them
                drop(it);
                drop(handle);
                done
            }
        }
    }

    /// Every (key, value) of an Iterator, in order (`rewind`, then `valid`/`current`/
    /// `key`/`next`, as php's iterator for unpacking and spreading).
    pub(super) fn each_of_iterator(
        &mut self,
        it: &ObjectHandle,
        each: &mut impl FnMut(&mut Vm, Value, Value) -> OpResult,
    ) -> OpResult {
        self.iter_call(it, b"rewind")?;
        loop {
            let valid = self.iter_call(it, b"valid")?;
            if !crate::value::convert::to_bool(&valid, &mut self.diag) {
                return Ok(());
            }
            let v = self.iter_call(it, b"current")?;
            let k = self.iter_call(it, b"key")?;
            each(self, k, v)?;
            self.iter_call(it, b"next")?;
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
            _ => {
                let entry = self.spread_done(&g);
                drop(g);
                drop(entry);
                Ok(())
            }
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
                    let name = self.pending_callee_name();
                    self.warn(format!(
                        "Cannot pass by-reference argument {} of {name}() by unpacking a Traversable, passing by-value instead",
                        arg_no + 1
                    ));
                }
                self.co.stack.push(Some(v));
                Ok(())
            }
            Value::Str(s) => {
                if let Some((i, true)) = self.pending_named_param(s.as_bytes()) {
                    let name = self.pending_callee_name();
                    self.warn(format!(
                        "Cannot pass by-reference argument {} of {name}() by unpacking a Traversable, passing by-value instead",
                        i + 1
                    ));
                }
                self.send_named(s, v)
            }
            _ => Err(error(
                "Keys must be of type int|string during argument unpacking",
            )),
        }
    }
}

/// Named arguments of a call to a builtin or internal method, placed by parameter name.
/// The parameter names of internal method `name` (`Class::method`): its entry's, else
/// those php's arginfo gives (`builtins/defaults.rs`).
pub(super) fn method_param_names(
    params: &[&'static str],
    name: &str,
) -> Result<Vec<&'static str>, Control> {
    let names: Vec<&str> = match params {
        [] => crate::builtins::defaults::params_of(&name.to_ascii_lowercase())
            .map(|ps| ps.iter().map(|(n, _)| *n).collect())
            .unwrap_or_default(),
        ps => ps.to_vec(),
    };
    if names.is_empty() {
        return Err(Control::Error(
            ThrowKind::Error,
            "Named arguments are not supported for this method yet".into(),
        ));
    }
    Ok(names)
}

pub(super) fn place_named_builtin(
    name: &str,
    params: &[&str],
    min: usize,
    variadic: bool,
    args: &mut SmallVec<[Value; 8]>,
    named: Vec<(PhpStr, Value)>,
) -> Result<Vec<(PhpStr, Value)>, Control> {
    // php's Z_PARAM_VARIADIC_WITH_NAMED: unknown names pass on to the callback
    let with_named = name == "call_user_func";
    let mut extra = Vec::new();
    // a variadic function's last parameter takes no name
    let fixed = if variadic {
        &params[..params.len().saturating_sub(1)]
    } else {
        params
    };
    let positional = args.len();
    let mut filled = vec![true; positional];
    for (n, v) in named {
        match fixed.iter().position(|p| p.as_bytes() == n.as_bytes()) {
            Some(i) => {
                if filled.get(i).copied().unwrap_or(false) {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        format!(
                            "Named parameter ${} overwrites previous argument",
                            n.to_string_lossy()
                        ),
                    ));
                }
                while args.len() <= i {
                    args.push(Value::Null);
                    filled.push(false);
                }
                args[i] = v;
                filled[i] = true;
            }
            None if with_named => extra.push((n, v)),
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
    // a parameter left out between named ones: a required one is an error, an optional
    // one takes php's default for it (`zend_handle_undef_args`, in parameter order), so
    // the builtin sees what a positional call passes
    if filled.iter().all(|f| *f) {
        return Ok(extra);
    }
    let defaults = crate::builtins::defaults::params_of(&name.to_ascii_lowercase());
    for (i, slot) in args.iter_mut().enumerate() {
        if filled.get(i).copied().unwrap_or(true) {
            continue;
        }
        let param = fixed.get(i).copied().unwrap_or("");
        let def = defaults.and_then(|d| d.get(i)).map(|(_, d)| d);
        use crate::builtins::defaults::Def;
        if i < min || matches!(def, Some(Def::Required)) {
            return Err(Control::Error(
                ThrowKind::ArgumentCountError,
                format!("{name}(): Argument #{} (${param}) not passed", i + 1),
            ));
        }
        match def {
            Some(Def::Unknown) => {
                return Err(Control::Error(
                    ThrowKind::ArgumentCountError,
                    format!(
                        "{name}(): Argument #{} (${param}) must be passed explicitly, because the default value is not known",
                        i + 1
                    ),
                ));
            }
            Some(d) => {
                if let Some(v) = d.value() {
                    *slot = v;
                }
            }
            None => {}
        }
    }
    Ok(extra)
}

impl Vm {
    /// The pending callee's name as php's messages show it.
    pub(super) fn pending_callee_name(&self) -> String {
        match self.co.calls.last().map(|c| &c.callee) {
            Some(Callee::User { func, .. } | Callee::UserMethod { func, .. }) => {
                super::call::function_display_name(&func.unit)
            }
            Some(Callee::Builtin(id)) => self
                .builtins
                .get(*id)
                .map(|b| b.name.to_string())
                .unwrap_or_default(),
            _ => String::new(),
        }
    }

    /// `f(...$var)` with a by-reference parameter among those the array reaches: php
    /// separates the variable's array and makes those elements references
    /// (`ZEND_SEND_UNPACK`), so the callee writes through to `$var`.
    pub(super) fn unpack_refs_in_var(&mut self, base: usize, var: u32) {
        let any_ref = match self.co.calls.last().map(|c| &c.callee) {
            Some(Callee::User { func, .. } | Callee::UserMethod { func, .. }) => {
                func.unit.params.iter().any(|p| p.by_ref)
            }
            Some(Callee::Builtin(id)) => self.builtins.get(*id).is_some_and(|b| b.by_ref != 0),
            _ => false,
        };
        if !any_ref {
            return;
        }
        let arr = match self.co.stack.get(base + var as usize) {
            Some(Some(Value::Array(a))) => a.clone(),
            Some(Some(Value::Ref(r))) => match &*r.borrow() {
                Value::Array(a) => a.clone(),
                _ => return,
            },
            _ => return,
        };
        let Some(call) = self.co.calls.last() else {
            return;
        };
        let mut arg_no = (self.co.stack.len() as u32).saturating_sub(call.arg_base);
        let mut keys = Vec::new();
        for k in arr.keys() {
            let by_ref = match &k {
                crate::value::ArrayKey::Int(_) => {
                    arg_no += 1;
                    self.pending_arg_by_ref(arg_no - 1)
                }
                crate::value::ArrayKey::Str(s) => self
                    .pending_named_param(s.as_bytes())
                    .is_some_and(|(_, r)| r),
            };
            if by_ref {
                keys.push(k);
            }
        }
        drop(arr);
        if keys.is_empty() {
            return;
        }
        let make_refs = |a: &mut crate::value::PhpArray| {
            let data = a.make_mut();
            for k in &keys {
                if let Some(v) = data.get_mut(k) {
                    if !matches!(v, Value::Ref(_)) {
                        let inner = std::mem::take(v);
                        *v = Value::Ref(crate::value::PhpRef::new(inner));
                    }
                }
            }
        };
        match self.co.stack.get_mut(base + var as usize) {
            Some(Some(Value::Array(a))) => make_refs(a),
            Some(Some(Value::Ref(r))) => {
                if let Value::Array(a) = &mut *r.borrow_mut() {
                    make_refs(a);
                }
            }
            _ => {}
        }
    }
}
