//! Type declarations at run time: parameter checks on entry (`RecvCheck`), return checks
//! (`VerifyReturn`) and php's coercion rules in weak and strict mode, with the exact
//! TypeError texts ("f(): Argument #1 ($x) must be of type int, string given, called in").

use super::{Control, OpResult, Ret, ThrowKind, Vm};
use crate::bytecode::{ParamType, Unit};
use crate::class::NO_CLASS;
use crate::value::{ArrayKey, Value};

fn error(kind: ThrowKind, msg: impl Into<String>) -> Control {
    Control::Error(kind, msg.into())
}

impl Vm {
    /// File and line of the frame below the top one (the call site).
    pub(crate) fn caller_location(&self) -> (String, u32) {
        let n = self.co.frames.len();
        if n >= 2 {
            let f = &self.co.frames[n - 2];
            return (
                f.func.unit.file.to_string(),
                f.func.unit.line(f.pc.saturating_sub(1) as usize),
            );
        }
        self.location()
    }

    fn caller_strict(&self) -> bool {
        let n = self.co.frames.len();
        if n >= 2 && matches!(self.co.frames[n - 1].ret, Ret::Slot(_) | Ret::Discard) {
            return self.co.frames[n - 2].func.unit.strict_types;
        }
        if let Some(Ret::Cont(c, _)) = self.co.frames.last().map(|f| &f.ret) {
            return c.strict_callee();
        }
        false
    }

    pub(super) fn recv_check(&mut self, base: usize, arg: u32) -> OpResult {
        let Some(frame) = self.co.frames.last() else {
            return Ok(());
        };
        let unit = frame.func.unit.clone();
        // php's zpp counts the arguments before it checks any of them
        if unit.internal && arg == 0 {
            let required = unit.params.iter().filter(|p| !p.has_default && !p.variadic);
            if (frame.argc as usize) < required.count() {
                return Err(self.too_few_args());
            }
        }
        let Some(param) = unit.params.get(arg as usize) else {
            return Ok(());
        };
        let Some(ty) = &param.ty else { return Ok(()) };
        let Some(v) = self.co.stack[base + arg as usize].clone() else {
            return Ok(());
        };
        let strict = self.caller_strict();
        if param.variadic {
            if let Value::Array(a) = &v {
                let mut a = a.clone();
                let keys: Vec<ArrayKey> = a.keys().collect();
                for (i, k) in keys.into_iter().enumerate() {
                    let slot = a.get(&k).cloned().unwrap_or(Value::Null);
                    match self.coerce_param(ty, slot.deref_value(), strict) {
                        // a by-reference variadic keeps its reference: the coerced value
                        // goes into the caller's variable
                        Ok(c) => match &slot {
                            Value::Ref(r) => {
                                r.set(c);
                            }
                            _ => {
                                a.make_mut().insert(k, c);
                            }
                        },
                        Err(given) => {
                            return Err(self.arg_type_error(
                                &unit,
                                arg as usize + i,
                                param,
                                ty,
                                &given,
                            ));
                        }
                    }
                }
                self.co.stack[base + arg as usize] = Some(Value::Array(a));
            }
            return Ok(());
        }
        let inner = v.deref_value();
        if unit.internal && !strict && inner.is_null() {
            // php 8.1: null to a scalar parameter of an internal function is deprecated
            // and coerced, not a TypeError
            let coerced = match &*ty.display {
                "int" => Some(Value::Int(0)),
                "float" => Some(Value::Float(0.0)),
                "string" => Some(Value::str("")),
                "bool" => Some(Value::Bool(false)),
                _ => None,
            };
            if let Some(c) = coerced {
                self.deprecated(format!(
                    "{}(): Passing null to parameter #{} (${}) of type {} is deprecated",
                    self.running_display_name(&unit),
                    arg + 1,
                    String::from_utf8_lossy(&param.name),
                    ty.display
                ));
                self.co.stack[base + arg as usize] = Some(c);
                return Ok(());
            }
        }
        match self.coerce_param(ty, inner, strict) {
            Ok(c) => {
                match &v {
                    Value::Ref(r) => {
                        r.set(c);
                    }
                    _ => self.co.stack[base + arg as usize] = Some(c),
                }
                Ok(())
            }
            Err(given) => Err(self.arg_type_error(&unit, arg as usize, param, ty, &given)),
        }
    }

    fn arg_type_error(
        &mut self,
        unit: &Unit,
        n: usize,
        param: &crate::bytecode::Param,
        ty: &ParamType,
        given: &Value,
    ) -> Control {
        let n_frames = self.co.frames.len();
        // called back by a builtin, or the bottom frame of a fiber (`Fiber->start()`)
        let called_back = self.co.frames.last().is_some_and(|f| match &f.ret {
            super::Ret::Cont(c, _) => c.internal(),
            super::Ret::FiberEnd => true,
            _ => false,
        });
        let caller_internal =
            called_back || (n_frames >= 2 && self.co.frames[n_frames - 2].func.unit.internal);
        // internal code (and user code it calls back) names no call site
        let site = if unit.internal || caller_internal {
            String::new()
        } else {
            let (file, line) = self.caller_location();
            format!(", called in {file} on line {line}")
        };
        // a variadic parameter is not named; the given value is named as zend_zval_value_name
        let pname = if param.variadic {
            String::new()
        } else {
            format!(" (${})", String::from_utf8_lossy(&param.name))
        };
        // php's zpp of a callback (`Z_PARAM_FUNC`) says why the value is none
        if unit.internal && matches!(&*ty.display, "callable" | "?callable") {
            let why = match self.callable_check(given, false) {
                Ok(Err(why)) => why,
                Ok(Ok(c)) => {
                    c.release();
                    String::new()
                }
                Err(c) => return c,
            };
            let name = self.running_display_name(unit);
            let param = (!param.variadic).then(|| String::from_utf8_lossy(&param.name));
            let or_null = ty.display.starts_with('?');
            return crate::builtins::callback::not_a_callback(
                &name,
                n,
                param.as_deref(),
                or_null,
                &why,
            );
        }
        let msg = format!(
            "{}(): Argument #{}{pname} must be of type {}, {} given{site}",
            self.running_display_name(unit),
            n + 1,
            ty.display,
            given.value_name()
        );
        error(ThrowKind::TypeError, msg)
    }

    pub(super) fn verify_return(&mut self, base: usize, src: u32) -> OpResult {
        let Some(frame) = self.co.frames.last() else {
            return Ok(());
        };
        let unit = frame.func.unit.clone();
        let Some(ty) = &unit.return_type else {
            return Ok(());
        };
        let v = self.read_quiet(base, src);
        if ty.display == "void" {
            return Ok(());
        }
        match self.coerce_param(ty, v, unit.strict_types) {
            Ok(c) => {
                match &self.co.stack[base + src as usize] {
                    // `function &f(): T` coerces the referenced value in place
                    Some(Value::Ref(r)) => {
                        r.set(c);
                    }
                    _ => self.set(base, src, c),
                }
                Ok(())
            }
            Err(given) => {
                let name = self.running_display_name(&unit);
                let msg = if ty.display == "never" {
                    format!("{name}(): never-returning function must not implicitly return")
                } else {
                    format!(
                        "{name}(): Return value must be of type {}, {} returned",
                        self.return_type_display(&ty.display),
                        given.value_name()
                    )
                };
                Err(error(ThrowKind::TypeError, msg))
            }
        }
    }

    /// The end of a function with a return type reached without a `return`
    /// (`Op::VerifyNoneReturned`): php's TypeError "..., none returned".
    pub(super) fn none_returned(&mut self) -> Control {
        let unit = match self.co.frames.last() {
            Some(frame) => frame.func.unit.clone(),
            None => return error(ThrowKind::TypeError, String::new()),
        };
        let ty = unit.return_type.as_ref().map_or("mixed", |t| &*t.display);
        let msg = format!(
            "{}(): Return value must be of type {}, none returned",
            self.running_display_name(&unit),
            self.return_type_display(ty)
        );
        error(ThrowKind::TypeError, msg)
    }

    /// The running op's site: (frame depth, unit, pc).
    pub(super) fn assign_site(&self) -> Option<(usize, usize, u32)> {
        let f = self.co.frames.last()?;
        let unit = std::sync::Arc::as_ptr(&f.func.unit) as usize;
        Some((self.co.frames.len(), unit, f.pc.saturating_sub(1)))
    }

    /// A typed property's assignment coerced `before` into `after`: kept for the
    /// `AssignedValue` that may follow (the expression's value is the stored one).
    pub(super) fn note_coerced(&mut self, before: std::mem::Discriminant<Value>, after: &Value) {
        if before != std::mem::discriminant(after) {
            if let Some((depth, unit, pc)) = self.assign_site() {
                self.assigned = Some((depth, unit, pc, after.clone()));
            }
        }
    }

    /// The value a typed property stored in the assignment `back` ops before the running
    /// one (`note_coerced`), when that assignment coerced it; the record is used up.
    pub(super) fn take_assigned(&mut self, back: u32) -> Option<Value> {
        let (depth, unit, pc, v) = self.assigned.take()?;
        let (d, u, at) = self.assign_site()?;
        (d == depth && u == unit && at == pc + back).then_some(v)
    }

    /// A return type as php's messages show it: `static` resolved to the called class
    /// (`zend_type_to_string_resolved`).
    fn return_type_display(&self, display: &str) -> String {
        let called = self
            .co
            .frames
            .last()
            .and_then(|f| self.class_by_id(f.called));
        match called {
            Some(c)
                if display
                    .split(['|', '?', '(', ')', '&'])
                    .any(|t| t == "static") =>
            {
                display
                    .split_inclusive(['|', '?', '(', ')', '&'])
                    .map(|part| {
                        let (name, sep) =
                            part.split_at(part.trim_end_matches(['|', '?', '(', ')', '&']).len());
                        if name == "static" {
                            format!("{}{sep}", String::from_utf8_lossy(&c.name))
                        } else {
                            part.to_string()
                        }
                    })
                    .collect()
            }
            _ => display.to_string(),
        }
    }

    /// Check (and in coercive mode convert) a value against a declared type; `Err` gives
    /// back the value for the message.
    pub(crate) fn coerce_param(
        &mut self,
        ty: &ParamType,
        v: Value,
        strict: bool,
    ) -> Result<Value, Value> {
        let alts = &ty.alternatives;
        let has = |n: &[u8]| alts.iter().any(|a| &**a == n);
        if has(b"mixed") {
            return Ok(v);
        }
        let exact = match &v {
            Value::Null => has(b"null"),
            Value::Bool(b) => has(b"bool") || (*b && has(b"true")) || (!*b && has(b"false")),
            Value::Int(_) => has(b"int"),
            Value::Float(_) => has(b"float"),
            Value::Str(_) => has(b"string"),
            Value::Array(_) => has(b"array") || has(b"iterable"),
            Value::Object(o) => {
                let fits = |a: &[u8]| match a {
                    b"self" | b"static" | b"parent" => {
                        let f = self.co.frames.last();
                        let id = match a {
                            b"static" => f.map_or(NO_CLASS, |f| f.called),
                            _ => f.map_or(NO_CLASS, |f| f.scope),
                        };
                        let c = self.class_by_id(id);
                        let c = if a == b"parent" {
                            c.and_then(|c| c.parent.clone())
                        } else {
                            c
                        };
                        c.is_some_and(|c| o.class().is_subclass_of(&c))
                    }
                    _ => o.instance_of(a),
                };
                // an intersection term (`A&B`, in DNF `(A&B)|C`) needs every one of its classes
                let class_fits = if ty.dnf.iter().any(|t| t.len() > 1) {
                    ty.dnf.iter().any(|t| t.iter().all(|a| fits(a)))
                } else {
                    alts.iter().any(|a| fits(a))
                };
                class_fits
                    || has(b"object")
                    || (has(b"iterable") && o.instance_of(b"Traversable"))
                    || (has(b"callable") && self.is_callable_noting(&v))
            }
            Value::Ref(_) | Value::Resource(_) => false,
        };
        if exact {
            return Ok(v);
        }
        if has(b"callable") && self.is_callable_noting(&v) {
            return Ok(v);
        }
        // int -> float widening is allowed even in strict mode
        if let Value::Int(i) = v {
            if has(b"float") {
                return Ok(Value::Float(i as f64));
            }
        }
        if strict {
            return Err(v);
        }
        use crate::value::numeric::{Number, parse_numeric};
        match &v {
            Value::Float(f) if has(b"int") => {
                if crate::value::convert::fits_int(*f) && f.fract() == 0.0 {
                    return Ok(Value::Int(*f as i64));
                }
                if crate::value::convert::fits_int(*f) {
                    self.deprecated(format!(
                        "Implicit conversion from float {} to int loses precision",
                        crate::value::convert::float_repr(*f)
                    ));
                    return Ok(Value::Int(*f as i64));
                }
            }
            Value::Str(s) if has(b"int") || has(b"float") => {
                if let Some(n) = parse_numeric(s, false) {
                    match n.number {
                        Number::Int(i) if has(b"int") => return Ok(Value::Int(i)),
                        Number::Int(i) => return Ok(Value::Float(i as f64)),
                        Number::Float(f) if has(b"float") => return Ok(Value::Float(f)),
                        Number::Float(f)
                            if crate::value::convert::fits_int(f) && f.fract() == 0.0 =>
                        {
                            return Ok(Value::Int(f as i64));
                        }
                        Number::Float(f) if crate::value::convert::fits_int(f) => {
                            self.deprecated(format!(
                                "Implicit conversion from float-string \"{}\" to int loses precision",
                                s.to_string_lossy()
                            ));
                            return Ok(Value::Int(f as i64));
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        match &v {
            Value::Int(_) | Value::Float(_) if has(b"string") => {
                return Ok(Value::Str(
                    crate::value::convert::to_str(&v, &mut self.diag).unwrap_or_default(),
                ));
            }
            Value::Bool(b) if has(b"int") => return Ok(Value::Int(i64::from(*b))),
            Value::Bool(b) if has(b"float") => return Ok(Value::Float(f64::from(u8::from(*b)))),
            Value::Bool(b) if has(b"string") => return Ok(Value::str(if *b { "1" } else { "" })),
            Value::Int(i) if has(b"bool") => return Ok(Value::Bool(*i != 0)),
            Value::Float(f) if has(b"bool") => {
                if f.is_nan() {
                    self.warn("unexpected NAN value was coerced to bool");
                }
                return Ok(Value::Bool(*f != 0.0));
            }
            Value::Str(s) if has(b"bool") => {
                return Ok(Value::Bool(!(s.is_empty() || s.as_bytes() == b"0")));
            }
            Value::Object(o) if has(b"string") && o.instance_of(b"Throwable") => {
                let s = self.throwable_to_string(o);
                return Ok(Value::str(s));
            }
            Value::Object(o) if has(b"string") => {
                // a Stringable object converts through __toString in coercive mode
                let c = o.class();
                if let Some(m) = c.magic.to_string.clone() {
                    if let Ok(s @ Value::Str(_)) =
                        self.call_method_sync(&m, Some(o.clone()), c.id, vec![])
                    {
                        return Ok(s);
                    }
                }
            }
            _ => {}
        }
        Err(v)
    }
}
