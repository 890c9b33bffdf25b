//! References returned from calls: `function &f()` returning a reference cell, and what
//! the call sites that can take one (`$a = &f()`, `g(f())`) do with a call's result.

use super::{Callee, OpResult, Vm};
use crate::value::Value;

impl Vm {
    /// A temporary's raw content (a reference cell stays one); a variable's is copied.
    pub(super) fn take_raw(&mut self, base: usize, src: u32) -> Value {
        let ncv = self.co.frames.last().map_or(0, |f| f.ncv);
        let slot = &mut self.co.stack[base + src as usize];
        let v = if src >= ncv {
            slot.take()
        } else {
            slot.clone()
        };
        v.unwrap_or(Value::Null)
    }

    /// `ZEND_RETURN_BY_REF`: return the cell in `src`, or the value with php's notice.
    pub(super) fn return_ref(&mut self, base: usize, src: u32) -> OpResult {
        let v = match self.take_raw(base, src) {
            r @ Value::Ref(_) => r,
            v => {
                self.notice("Only variable references should be returned by reference");
                // the notice belongs to the returning function's line
                self.queue_diags();
                // php returns it in a new reference all the same
                Value::Ref(crate::value::PhpRef::new(v))
            }
        };
        self.do_return(v)
    }

    /// `$a = &f()` where `f` returned by value: php notices (and bound the value).
    pub(super) fn assign_ref_notice(&mut self, base: usize, flag: u32) {
        if !matches!(
            self.co.stack[base + flag as usize].take(),
            Some(Value::Bool(true))
        ) {
            self.notice("Only variables should be assigned by reference");
        }
    }

    /// The pending call's by-reference parameters also take values without a notice
    /// (php's `@prefer-ref`: extract's and array_multisort's).
    fn pending_prefer_ref(&self) -> bool {
        match self.co.calls.last().map(|c| &c.callee) {
            Some(Callee::Builtin(id)) => self
                .builtins
                .get(*id)
                .is_some_and(|b| matches!(b.name, "extract" | "array_multisort")),
            _ => false,
        }
    }

    /// `ZEND_SEND_VAR_NO_REF_EX`: a call's result as an argument.
    pub(super) fn send_func_result(&mut self, base: usize, src: u32, arg: u32) {
        let v = self.take_raw(base, src);
        let v = if self.pending_arg_by_ref(arg) {
            if !matches!(v, Value::Ref(_)) && !self.pending_prefer_ref() {
                self.notice("Only variables should be passed by reference");
            }
            v
        } else {
            match v {
                Value::Ref(r) => r.get(),
                v => v,
            }
        };
        self.co.stack.push(Some(v));
    }

    /// `ZEND_SEND_VAL_EX`: a literal or temporary as argument `arg`; a by-reference
    /// parameter refuses it with php's Error.
    pub(super) fn send_val_ex(&mut self, base: usize, src: u32, arg: u32) -> OpResult {
        if self.pending_arg_by_ref(arg) && !self.pending_prefer_ref() {
            return Err(self.cannot_pass_by_reference(arg));
        }
        let v = self.take(base, src);
        self.co.stack.push(Some(v));
        Ok(())
    }

    /// php's `zend_cannot_pass_by_reference`: the pending callee's name and, unless the
    /// argument falls to a variadic parameter, the parameter's name.
    #[cold]
    fn cannot_pass_by_reference(&self, arg: u32) -> super::Control {
        let (func, param) = match self.co.calls.last().map(|c| &c.callee) {
            Some(Callee::User { func, .. } | Callee::UserMethod { func, .. }) => {
                let p = func
                    .unit
                    .params
                    .get(arg as usize)
                    .filter(|p| !p.variadic)
                    .map(|p| String::from_utf8_lossy(&p.name).into_owned());
                (super::call::function_display_name(&func.unit), p)
            }
            Some(Callee::Builtin(id)) => match self.builtins.get(*id) {
                Some(b) => {
                    let variadic = b.max == u8::MAX && arg as usize + 1 >= b.params.len();
                    let p = b.params.get(arg as usize).filter(|_| !variadic);
                    (b.name.to_string(), p.map(|p| p.to_string()))
                }
                None => (String::new(), None),
            },
            _ => (String::new(), None),
        };
        let param = param.map_or(String::new(), |p| format!(" (${p})"));
        super::Control::Error(
            super::ThrowKind::Error,
            format!(
                "{func}(): Argument #{}{param} could not be passed by reference",
                arg + 1
            ),
        )
    }

    /// The pending callee's parameter called `name`: its index and whether it is by
    /// reference (a name the variadic parameter collects: its mode, index past the end).
    pub(super) fn pending_named_param(&self, name: &[u8]) -> Option<(u32, bool)> {
        match self.co.calls.last().map(|c| &c.callee)? {
            Callee::User { func, .. } | Callee::UserMethod { func, .. } => {
                let params = &func.unit.params;
                match params.iter().position(|p| !p.variadic && *p.name == *name) {
                    Some(i) => Some((i as u32, params[i].by_ref)),
                    None => params
                        .last()
                        .filter(|p| p.variadic)
                        .map(|p| (params.len() as u32, p.by_ref)),
                }
            }
            Callee::Builtin(id) => {
                let b = self.builtins.get(*id)?;
                let i = b.params.iter().position(|p| p.as_bytes() == name)? as u32;
                Some((i, b.arg_by_ref(i)))
            }
            _ => None,
        }
    }

    /// `f(name: $var)`: by reference when the parameter wants one.
    pub(super) fn send_named_var(&mut self, base: usize, var: u32, name: u32) -> OpResult {
        let n = self.lit_str(name);
        let v = if self
            .pending_named_param(n.as_bytes())
            .is_some_and(|(_, r)| r)
        {
            Value::Ref(self.make_ref(base, var))
        } else {
            self.read(base, var)
        };
        self.send_named(n, v)
    }

    /// `f(name: 42)`: php's Error when the parameter is by reference.
    pub(super) fn send_named_val_ex(&mut self, base: usize, src: u32, name: u32) -> OpResult {
        let n = self.lit_str(name);
        if let Some((i, true)) = self.pending_named_param(n.as_bytes()) {
            if !self.pending_prefer_ref() {
                return Err(self.cannot_pass_by_reference(i));
            }
        }
        let v = self.take(base, src);
        self.send_named(n, v)
    }
}
