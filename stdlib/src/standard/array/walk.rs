//! The callback functions: array_reduce, array_walk, array_walk_recursive, array_find, array_find_key, array_any,
//! array_all. Each returns `Control::Call` with a continuation holding its state, so the
//! executor drives the PHP callback (no Rust recursion; `Fiber::suspend()` works inside).

use super::ref_array;
use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, CallbackCache, Stepping, Steps, arg, arg_array, check_callback};
use rphp_vm::class::object_to_array;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::convert::to_bool;
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpRef, Value};

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
    def_ref(
        "array_walk_recursive",
        array_walk_recursive,
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
    cache: CallbackCache,
    items: std::vec::IntoIter<Value>,
    /// The carry: the initial value, then the callback's last result.
    acc: Value,
}

impl Stepping for Reduce {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, _vm: &mut Vm) -> Option<Result<Value, Control>> {
        let acc = std::mem::take(&mut self.acc);
        let Some(v) = self.items.next() else {
            return Some(Ok(acc));
        };
        let args = self.cache.args_mut();
        args.push(acc);
        args.push(v);
        None
    }

    fn absorb(&mut self, _vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        self.acc = value;
        None
    }
}

fn array_reduce(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_reduce", "array")?;
    let cb = arg(a, 1);
    check_callback(vm, "array_reduce", 1, "callback", &cb)?;
    let initial = arg(a, 2);
    let items: Vec<Value> = arr.values().map(Value::deref_value).collect();
    Steps(Reduce {
        cache: CallbackCache::new(cb),
        items: items.into_iter(),
        acc: initial,
    })
    .start(vm)
}

/// What a frame walks: an array in a cell, or an object's property table (php walks
/// `Z_OBJPROP`, so the callback sees every property under its mangled key).
enum Target {
    Cell(PhpRef),
    Object(ObjectHandle),
}

impl Target {
    /// The element at storage key `k`, dereferenced.
    fn get(&self, k: &ArrayKey) -> Option<Value> {
        match self {
            Target::Cell(cell) => match cell.get() {
                Value::Array(arr) => arr.get(k).map(Value::deref_value),
                _ => None,
            },
            Target::Object(o) => o.borrow().properties.get(k).map(Value::deref_value),
        }
    }

    fn store(&self, k: &ArrayKey, v: Value) {
        match self {
            Target::Cell(cell) => store(cell, k, v),
            Target::Object(o) => {
                let mut data = o.borrow_mut();
                if data.properties.contains_key(k) {
                    if let Some(e) = data.properties.make_mut().get_mut(k) {
                        match e {
                            Value::Ref(inner) => {
                                inner.set(v);
                            }
                            e => *e = v,
                        }
                    }
                }
            }
        }
    }
}

/// One array being walked: its target, the keys still to visit (storage key, key shown to
/// the callback), and where the array goes back when done (a nested array of
/// array_walk_recursive: its parent's cell and key).
struct WalkFrame {
    cell: Target,
    keys: std::vec::IntoIter<(ArrayKey, ArrayKey)>,
    parent: Option<(Target, ArrayKey)>,
}

struct Walk {
    cache: CallbackCache,
    recursive: bool,
    stack: Vec<WalkFrame>,
    extra: Option<Value>,
    /// the element being visited and the reference handed to the callback
    current: Option<(ArrayKey, PhpRef)>,
}

/// Store `v` into the array in `cell` at `k`, through a reference element if there is one.
fn store(cell: &PhpRef, k: &ArrayKey, v: Value) {
    let mut slot = cell.borrow_mut();
    if let Value::Array(arr) = &mut *slot {
        if arr.contains_key(k) {
            let data = arr.make_mut();
            if let Some(e) = data.get_mut(k) {
                match e {
                    Value::Ref(inner) => {
                        inner.set(v);
                    }
                    e => *e = v,
                }
            }
        }
    }
}

impl Stepping for Walk {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, _vm: &mut Vm) -> Option<Result<Value, Control>> {
        loop {
            let Some(frame) = self.stack.last_mut() else {
                return Some(Ok(Value::Bool(true)));
            };
            let Some(k) = frame.keys.next() else {
                if let Some(done) = self.stack.pop() {
                    if let (Some((parent, key)), Target::Cell(cell)) = (done.parent, done.cell) {
                        parent.store(&key, cell.get());
                    }
                }
                continue;
            };
            let (k, shown) = k;
            let Some(v) = frame.cell.get(&k) else {
                continue;
            };
            if self.recursive {
                if let Value::Array(inner) = &v {
                    let keys: Vec<(ArrayKey, ArrayKey)> =
                        inner.keys().map(|k| (k.clone(), k)).collect();
                    let parent = match &frame.cell {
                        Target::Cell(c) => Target::Cell(c.clone()),
                        Target::Object(o) => Target::Object(o.clone()),
                    };
                    if self.stack.len() > 10_000 {
                        return Some(Err(Control::Error(
                            rphp_vm::exec::ThrowKind::Error,
                            "Recursion detected".into(),
                        )));
                    }
                    self.stack.push(WalkFrame {
                        cell: Target::Cell(PhpRef::new(v)),
                        keys: keys.into_iter(),
                        parent: Some((parent, k)),
                    });
                    continue;
                }
            }
            let r = PhpRef::new(v);
            let args = self.cache.args_mut();
            args.push(Value::Ref(r.clone()));
            args.push(shown.to_value());
            if let Some(x) = &self.extra {
                args.push(x.clone());
            }
            self.current = Some((k, r));
            return None;
        }
    }

    /// The element goes back into the array (the callback may have changed it).
    fn absorb(&mut self, _vm: &mut Vm, _value: Value) -> Option<Result<Value, Control>> {
        if let (Some((k, r)), Some(frame)) = (self.current.take(), self.stack.last()) {
            frame.cell.store(&k, r.get());
        }
        None
    }
}

fn walk(vm: &mut Vm, a: &[Value], func: &str, recursive: bool) -> Result<Value, Control> {
    let (cell, keys) = match a.first().map(Value::deref_value) {
        Some(Value::Object(o)) => {
            // php walks the property table: keys are the mangled storage names
            let data = o.borrow();
            let shown = object_to_array(&data.class, &data.properties);
            let keys: Vec<(ArrayKey, ArrayKey)> =
                data.properties.keys().zip(shown.keys()).collect();
            drop(data);
            (Target::Object(o), keys)
        }
        _ => {
            let (cell, arr) = ref_array(a, 0, func, "array")?;
            let keys: Vec<(ArrayKey, ArrayKey)> = arr.keys().map(|k| (k.clone(), k)).collect();
            (Target::Cell(cell), keys)
        }
    };
    let cb = arg(a, 1);
    check_callback(vm, func, 1, "callback", &cb)?;
    let extra = (a.len() > 2).then(|| arg(a, 2));
    Steps(Walk {
        cache: CallbackCache::new(cb),
        recursive,
        stack: vec![WalkFrame {
            cell,
            keys: keys.into_iter(),
            parent: None,
        }],
        extra,
        current: None,
    })
    .start(vm)
}

fn array_walk(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    walk(vm, a, "array_walk", false)
}

fn array_walk_recursive(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    walk(vm, a, "array_walk_recursive", true)
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
    cache: CallbackCache,
    items: std::vec::IntoIter<(ArrayKey, Value)>,
    current: Option<(ArrayKey, Value)>,
}

impl Stepping for Find {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, _vm: &mut Vm) -> Option<Result<Value, Control>> {
        let Some((k, v)) = self.items.next() else {
            return Some(Ok(match self.kind {
                FindKind::Value | FindKind::Key => Value::Null,
                FindKind::Any => Value::Bool(false),
                FindKind::All => Value::Bool(true),
            }));
        };
        let args = self.cache.args_mut();
        args.push(v.clone());
        args.push(k.to_value());
        self.current = Some((k, v));
        None
    }

    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        let hit = to_bool(&value, &mut vm.diag);
        let (k, v) = self.current.take()?;
        match (self.kind, hit) {
            (FindKind::Value, true) => Some(Ok(v)),
            (FindKind::Key, true) => Some(Ok(k.to_value())),
            (FindKind::Any, true) => Some(Ok(Value::Bool(true))),
            (FindKind::All, false) => Some(Ok(Value::Bool(false))),
            _ => None,
        }
    }
}

fn find(vm: &mut Vm, a: &[Value], func: &str, kind: FindKind) -> Result<Value, Control> {
    let arr: PhpArray = arg_array(a, 0, func, "array")?;
    let cb = arg(a, 1);
    check_callback(vm, func, 1, "callback", &cb)?;
    let items: Vec<(ArrayKey, Value)> = super::entries(&arr);
    Steps(Find {
        kind,
        cache: CallbackCache::new(cb),
        items: items.into_iter(),
        current: None,
    })
    .start(vm)
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
