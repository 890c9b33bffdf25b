//! The callback functions: array_reduce, array_walk, array_find, array_find_key, array_any,
//! array_all. Each returns `Control::Call` with a continuation holding its state, so the
//! executor drives the PHP callback (no Rust recursion; `Fiber::suspend()` works inside).

use super::ref_array;
use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, arg, arg_array, check_callback};
use rphp_vm::exec::{Continuation, Control, Vm};
use rphp_vm::value::convert::to_bool;
use rphp_vm::value::{ArrayKey, PhpArray, PhpRef, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "array_reduce",
        array_reduce,
        2,
        3,
        &["array", "callback", "initial"],
    ),
    def_ref(
        "array_walk",
        array_walk,
        2,
        3,
        1,
        &["array", "callback", "arg"],
    ),
    def("array_find", array_find, 2, 2, &["array", "callback"]),
    def(
        "array_find_key",
        array_find_key,
        2,
        2,
        &["array", "callback"],
    ),
    def("array_any", array_any, 2, 2, &["array", "callback"]),
    def("array_all", array_all, 2, 2, &["array", "callback"]),
];

struct Reduce {
    cb: Value,
    items: std::vec::IntoIter<Value>,
}

impl Reduce {
    fn step(mut self: Box<Self>, acc: Value) -> Result<Value, Control> {
        let Some(v) = self.items.next() else {
            return Ok(acc);
        };
        let callee = self.cb.clone();
        Err(Control::Call {
            callee,
            args: vec![acc, v],
            then: self,
        })
    }
}

impl Continuation for Reduce {
    fn resume(self: Box<Self>, _vm: &mut Vm, value: Value) -> Result<Value, Control> {
        self.step(value)
    }
}

fn array_reduce(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_reduce", "array")?;
    let cb = arg(a, 1);
    check_callback(vm, "array_reduce", 1, "callback", &cb)?;
    let initial = arg(a, 2);
    let items: Vec<Value> = arr.values().map(Value::deref_value).collect();
    Box::new(Reduce {
        cb,
        items: items.into_iter(),
    })
    .step(initial)
}

struct Walk {
    cb: Value,
    cell: PhpRef,
    keys: std::vec::IntoIter<ArrayKey>,
    extra: Option<Value>,
    /// the element being visited and the reference handed to the callback
    current: Option<(ArrayKey, PhpRef)>,
}

impl Walk {
    fn step(mut self: Box<Self>) -> Result<Value, Control> {
        loop {
            let Some(k) = self.keys.next() else {
                return Ok(Value::Bool(true));
            };
            let Value::Array(arr) = self.cell.get() else {
                return Ok(Value::Bool(true));
            };
            let Some(v) = arr.get(&k).map(Value::deref_value) else {
                continue;
            };
            let r = PhpRef::new(v);
            let mut args = vec![Value::Ref(r.clone()), k.to_value()];
            if let Some(x) = &self.extra {
                args.push(x.clone());
            }
            self.current = Some((k, r));
            let callee = self.cb.clone();
            return Err(Control::Call {
                callee,
                args,
                then: self,
            });
        }
    }
}

impl Continuation for Walk {
    fn resume(mut self: Box<Self>, _vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        if let Some((k, r)) = self.current.take() {
            let mut slot = self.cell.borrow_mut();
            if let Value::Array(arr) = &mut *slot {
                if arr.contains_key(&k) {
                    let data = arr.make_mut();
                    if let Some(v) = data.get_mut(&k) {
                        match v {
                            Value::Ref(inner) => {
                                inner.set(r.get());
                            }
                            v => *v = r.get(),
                        }
                    }
                }
            }
        }
        self.step()
    }
}

fn array_walk(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (cell, arr) = ref_array(a, 0, "array_walk", "array")?;
    let cb = arg(a, 1);
    check_callback(vm, "array_walk", 1, "callback", &cb)?;
    let extra = (a.len() > 2).then(|| arg(a, 2));
    let keys: Vec<ArrayKey> = arr.keys().collect();
    Box::new(Walk {
        cb,
        cell,
        keys: keys.into_iter(),
        extra,
        current: None,
    })
    .step()
}

#[derive(Clone, Copy, PartialEq)]
enum FindKind {
    Value,
    Key,
    Any,
    All,
}

struct Find {
    kind: FindKind,
    cb: Value,
    items: std::vec::IntoIter<(ArrayKey, Value)>,
    current: Option<(ArrayKey, Value)>,
}

impl Find {
    fn step(mut self: Box<Self>) -> Result<Value, Control> {
        let Some((k, v)) = self.items.next() else {
            return Ok(match self.kind {
                FindKind::Value | FindKind::Key => Value::Null,
                FindKind::Any => Value::Bool(false),
                FindKind::All => Value::Bool(true),
            });
        };
        let args = vec![v.clone(), k.to_value()];
        self.current = Some((k, v));
        let callee = self.cb.clone();
        Err(Control::Call {
            callee,
            args,
            then: self,
        })
    }
}

impl Continuation for Find {
    fn resume(mut self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let hit = to_bool(&value, &mut vm.diag);
        if let Some((k, v)) = self.current.take() {
            match (self.kind, hit) {
                (FindKind::Value, true) => return Ok(v),
                (FindKind::Key, true) => return Ok(k.to_value()),
                (FindKind::Any, true) => return Ok(Value::Bool(true)),
                (FindKind::All, false) => return Ok(Value::Bool(false)),
                _ => {}
            }
        }
        self.step()
    }
}

fn find(vm: &mut Vm, a: &[Value], func: &str, kind: FindKind) -> Result<Value, Control> {
    let arr: PhpArray = arg_array(a, 0, func, "array")?;
    let cb = arg(a, 1);
    check_callback(vm, func, 1, "callback", &cb)?;
    let items: Vec<(ArrayKey, Value)> = super::entries(&arr);
    Box::new(Find {
        kind,
        cb,
        items: items.into_iter(),
        current: None,
    })
    .step()
}

fn array_find(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    find(vm, a, "array_find", FindKind::Value)
}
fn array_find_key(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    find(vm, a, "array_find_key", FindKind::Key)
}
fn array_any(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    find(vm, a, "array_any", FindKind::Any)
}
fn array_all(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    find(vm, a, "array_all", FindKind::All)
}
