//! Rebinding a variable (`$a = &$b`, `global $x`, `static $s`) in code that runs in its
//! caller's scope: an included file or `eval()`'d code. Such a frame's slots are reference
//! cells shared with the caller's variables, so a rebinding must also rebind the caller's
//! variable, as php's shared symbol table does.

use super::{Control, Vm};
use crate::bytecode::{Slot, UnitKind};
use crate::value::{PhpRef, PhpStr, Value};

impl Vm {
    /// Bind compiled variable `var` of the top frame to `r`, and, when the frame shares its
    /// caller's scope, the caller's variable of that name too (and so on down a chain of
    /// includes).
    pub(super) fn bind_cv(&mut self, base: usize, var: Slot, r: PhpRef) {
        self.set(base, var, Value::Ref(r.clone()));
        let mut top = self.co.frames.len();
        if top < 2 {
            return;
        }
        let Some(name) = self.co.frames[top - 1]
            .func
            .unit
            .cv_names
            .get(var as usize)
            .cloned()
        else {
            return;
        };
        while top >= 2 && self.co.frames[top - 1].func.unit.kind == UnitKind::Script {
            let caller = &mut self.co.frames[top - 2];
            if let Some(s) = caller.func.unit.cv(&name) {
                let at = caller.base as usize + s as usize;
                if let Some(slot) = self.co.stack.get_mut(at) {
                    *slot = Some(Value::Ref(r.clone()));
                }
            } else {
                let extra = caller.extra.get_or_insert_with(Default::default);
                match extra
                    .vars
                    .iter_mut()
                    .find(|(n, _)| n.as_bytes() == &name[..])
                {
                    Some((_, old)) => *old = r.clone(),
                    None => extra.vars.push((PhpStr::new(&name), r.clone())),
                }
            }
            top -= 1;
        }
    }

    /// `${name} = &$x` / `global ${name}` (`Op::BindVarVar`).
    pub(super) fn bind_var_var(
        &mut self,
        base: usize,
        name: Slot,
        src: Slot,
        global: bool,
    ) -> Result<(), Control> {
        let n = self.read(base, name);
        let n = self.to_string_value(&n)?;
        let r = match self.co.stack.get(base + src as usize) {
            Some(Some(Value::Ref(r))) => r.clone(),
            _ => PhpRef::new(self.read(base, src)),
        };
        let name = n.as_bytes();
        if !global {
            if let Some(frame) = self.co.frames.last() {
                if let Some(s) = frame.func.unit.cv(name) {
                    let fbase = frame.base as usize;
                    self.bind_cv(fbase, s, r);
                    return Ok(());
                }
            }
        }
        let co = if global {
            match self.fiber_chain.first_mut() {
                Some(link) => &mut link.parent,
                None => &mut self.co,
            }
        } else {
            &mut self.co
        };
        let frame = if global {
            co.frames.first_mut()
        } else {
            co.frames.last_mut()
        };
        let Some(frame) = frame else {
            return Ok(());
        };
        if let Some(s) = frame.func.unit.cv(name) {
            let at = frame.base as usize + s as usize;
            if let Some(slot) = co.stack.get_mut(at) {
                *slot = Some(Value::Ref(r));
            }
            return Ok(());
        }
        let extra = frame.extra.get_or_insert_with(Default::default);
        match extra.vars.iter_mut().find(|(v, _)| v.as_bytes() == name) {
            Some((_, old)) => *old = r,
            None => extra.vars.push((PhpStr::new(name), r)),
        }
        Ok(())
    }

    /// Keep the main script's variables after it ended (`retained`), with their names.
    pub(super) fn retain_vars(
        &mut self,
        unit: &crate::bytecode::Unit,
        slots: Vec<Option<Value>>,
        extra: Option<Box<super::FrameExtra>>,
    ) {
        self.retained_names.resize(self.retained.len(), None);
        for (i, v) in slots.into_iter().enumerate() {
            if let Some(v) = v {
                self.retained.push(v);
                self.retained_names
                    .push(unit.cv_names.get(i).map(|n| PhpStr::new(n)));
            }
        }
        if let Some(extra) = extra {
            for (n, r) in extra.vars {
                self.retained.push(Value::Ref(r));
                self.retained_names.push(Some(n));
            }
        }
        self.main_ended = true;
    }

    /// A global variable after the main script ended: its retained value, made a
    /// reference cell in place, or a new one.
    pub(super) fn retained_global(&mut self, name: &[u8]) -> PhpRef {
        self.retained_names.resize(self.retained.len(), None);
        let found = self
            .retained_names
            .iter()
            .position(|n| n.as_ref().is_some_and(|n| n.as_bytes() == name));
        if let Some(i) = found {
            if let Value::Ref(r) = &self.retained[i] {
                return r.clone();
            }
            let r = PhpRef::new(std::mem::take(&mut self.retained[i]));
            self.retained[i] = Value::Ref(r.clone());
            return r;
        }
        let r = PhpRef::new(Value::Null);
        self.retained.push(Value::Ref(r.clone()));
        self.retained_names.push(Some(PhpStr::new(name)));
        r
    }

    /// `$GLOBALS` after the main script ended.
    pub(super) fn retained_vars(&self) -> crate::value::PhpArray {
        let mut out = crate::value::PhpArray::new();
        for (n, v) in self.retained_names.iter().zip(&self.retained) {
            if let Some(n) = n {
                out.insert(n.clone(), v.deref_value());
            }
        }
        out
    }

    /// `$GLOBALS[name]` after the main script ended.
    pub(super) fn retained_lookup(&self, name: &[u8]) -> Option<Value> {
        self.retained_names
            .iter()
            .zip(&self.retained)
            .find(|(n, _)| n.as_ref().is_some_and(|n| n.as_bytes() == name))
            .map(|(_, v)| v.deref_value())
    }
}
