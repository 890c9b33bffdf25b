//! `WeakReference` and `WeakMap` (native internal classes, `crate::class_def`). An object
//! a weak structure points at is marked (`ObjectData::weak_target`); when it dies its
//! `Drop` raises `ObjShared::weak_died` and the executor prunes every WeakMap before the
//! next op, so a value held only by the map is released — and destructed — right away,
//! as php does. WeakMap iteration runs over a snapshot (`InternalIterator`).

use super::{Control, ThrowKind, Vm};
use crate::class_def::{
    C_FINAL, C_NO_DYNAMIC, C_NOT_SERIALIZABLE, ClassDef, CloneMode, Handlers, Method, PropPurpose,
};
use crate::value::{ObjectHandle, PhpArray, Value, WeakObject};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// The entries of one WeakMap in insertion order (removed ones are `None` until compacted).
#[derive(Default)]
pub(crate) struct WeakMapData {
    entries: Vec<Option<(WeakObject, Value)>>,
    live: usize,
}

impl WeakMapData {
    fn find(&self, key: &ObjectHandle) -> Option<usize> {
        self.entries
            .iter()
            .position(|e| e.as_ref().is_some_and(|(k, _)| k.is(key) && k.is_alive()))
    }

    fn remove_at(&mut self, i: usize) -> Option<Value> {
        let old = self.entries.get_mut(i)?.take().map(|(_, v)| v);
        self.live -= 1;
        if self.entries.len() > 16 && self.live * 2 < self.entries.len() {
            self.entries.retain(Option::is_some);
        }
        old
    }

    /// Drop the entries whose key died; returns their values (dropped by the caller, after
    /// the map is no longer borrowed: a value's destructor may touch the map).
    fn prune(&mut self) -> Vec<Value> {
        let mut dead = Vec::new();
        for e in &mut self.entries {
            if e.as_ref().is_some_and(|(k, _)| !k.is_alive()) {
                if let Some((_, v)) = e.take() {
                    dead.push(v);
                }
            }
        }
        self.live -= dead.len();
        if !dead.is_empty() {
            self.entries.retain(Option::is_some);
        }
        dead
    }

    fn items(&self) -> Vec<(ObjectHandle, Value)> {
        self.entries
            .iter()
            .flatten()
            .filter_map(|(k, v)| k.upgrade().map(|o| (o, v.deref_value())))
            .collect()
    }
}

/// A WeakMap object's native state.
#[derive(Default)]
struct WeakMapState(Rc<RefCell<WeakMapData>>);

/// A WeakReference's target.
struct WeakRefState(WeakObject);

/// A snapshot being iterated.
#[derive(Default)]
struct IterState {
    items: Vec<(Value, Value)>,
    pos: usize,
}

fn err(kind: ThrowKind, msg: impl Into<String>) -> Control {
    Control::Error(kind, msg.into())
}

impl Vm {
    /// Called at an op boundary after a weakly referenced object died.
    pub(super) fn prune_weak(&mut self) {
        self.obj_shared.weak_died.set(false);
        let mut released = Vec::new();
        self.weak_maps.retain(|m| match m.upgrade() {
            Some(data) => {
                released.extend(data.borrow_mut().prune());
                true
            }
            None => false,
        });
        self.weak_refs
            .retain(|(target, wr)| target.is_alive() && wr.is_alive());
        drop(released);
    }

    /// php's `InternalIterator` over a snapshot of (key, value) pairs (WeakMap and
    /// DatePeriod iteration).
    pub fn new_internal_iterator(&mut self, items: Vec<(Value, Value)>) -> ObjectHandle {
        let it = self.new_object(b"InternalIterator");
        it.set_state(IterState { items, pos: 0 });
        it
    }

    fn map_data(&mut self, this: &ObjectHandle) -> Rc<RefCell<WeakMapData>> {
        if let Some(s) = this.state::<WeakMapState>() {
            return s.0.clone();
        }
        let data = Rc::new(RefCell::new(WeakMapData::default()));
        self.weak_maps.push(Rc::downgrade(&data));
        this.set_state(WeakMapState(data.clone()));
        data
    }
}

fn key_arg(args: &[Value]) -> Result<ObjectHandle, Control> {
    match args.first().map(Value::deref_value) {
        Some(Value::Object(o)) => Ok(o),
        _ => Err(err(ThrowKind::TypeError, "WeakMap key must be an object")),
    }
}

fn this_of(this: Option<&ObjectHandle>) -> Result<&ObjectHandle, Control> {
    this.ok_or_else(|| err(ThrowKind::Error, "Using $this when not in object context"))
}

fn map_get(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let data = vm.map_data(this_of(this)?);
    if a.first().is_some_and(|v| v.deref_value().is_null()) {
        return Err(err(ThrowKind::Error, "Cannot append to WeakMap"));
    }
    let key = key_arg(a)?;
    let d = data.borrow();
    match d.find(&key).and_then(|i| d.entries[i].as_ref()) {
        Some((_, v)) => Ok(v.deref_value()),
        None => Err(not_contained(&key)),
    }
}

fn not_contained(key: &ObjectHandle) -> Control {
    err(
        ThrowKind::Error,
        format!(
            "Object {}#{} not contained in WeakMap",
            key.class_name().to_string_lossy(),
            key.id()
        ),
    )
}

impl Vm {
    /// `$map[$k]` fetched for writing (`$map[$k]++`, `$map[$k][] = v`): php's
    /// zend_weakmap_read_dimension makes the stored value a reference and hands it out,
    /// so the write lands in the map.
    pub(super) fn weakmap_dim_ref(
        &mut self,
        o: &ObjectHandle,
        key: &Value,
    ) -> Result<Value, Control> {
        let data = self.map_data(o);
        if key.deref_value().is_null() {
            return Err(err(ThrowKind::Error, "Cannot append to WeakMap"));
        }
        let key = key_arg(std::slice::from_ref(key))?;
        let mut d = data.borrow_mut();
        let Some(i) = d.find(&key) else {
            return Err(not_contained(&key));
        };
        match d.entries.get_mut(i).and_then(Option::as_mut) {
            Some((_, v)) => {
                if !matches!(v, Value::Ref(_)) {
                    *v = Value::Ref(crate::value::PhpRef::new(std::mem::take(v)));
                }
                Ok(v.clone())
            }
            None => Err(not_contained(&key)),
        }
    }
}

fn map_set(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let data = vm.map_data(this_of(this)?);
    if a.first().is_some_and(|v| v.deref_value().is_null()) {
        return Err(err(ThrowKind::Error, "Cannot append to WeakMap"));
    }
    let key = key_arg(a)?;
    let value = a.get(1).map(Value::deref_value).unwrap_or(Value::Null);
    let old = {
        let mut d = data.borrow_mut();
        match d.find(&key) {
            Some(i) => d.entries[i]
                .as_mut()
                .map(|e| std::mem::replace(&mut e.1, value)),
            None => {
                let w = key.downgrade();
                d.entries.push(Some((w, value)));
                d.live += 1;
                None
            }
        }
    };
    drop(old);
    Ok(Value::Null)
}

fn map_exists(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let data = vm.map_data(this_of(this)?);
    let key = key_arg(a)?;
    let d = data.borrow();
    let set = d
        .find(&key)
        .and_then(|i| d.entries[i].as_ref())
        .is_some_and(|(_, v)| !v.deref_value().is_null());
    Ok(Value::Bool(set))
}

fn map_unset(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let data = vm.map_data(this_of(this)?);
    let key = key_arg(a)?;
    let old = {
        let mut d = data.borrow_mut();
        match d.find(&key) {
            Some(i) => d.remove_at(i),
            None => None,
        }
    };
    drop(old);
    Ok(Value::Null)
}

fn map_count(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let data = vm.map_data(this_of(this)?);
    let n = data.borrow().items().len();
    Ok(Value::Int(n as i64))
}

fn map_iterator(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _: &mut [Value],
) -> Result<Value, Control> {
    let data = vm.map_data(this_of(this)?);
    let items = data
        .borrow()
        .items()
        .into_iter()
        .map(|(k, v)| (Value::Object(k), v))
        .collect();
    Ok(Value::Object(vm.new_internal_iterator(items)))
}

fn map_props(o: &ObjectHandle, _: PropPurpose) -> Option<PhpArray> {
    let items = o.state::<WeakMapState>().map(|s| s.0.borrow().items());
    let mut out = PhpArray::new();
    for (k, v) in items.unwrap_or_default() {
        let mut e = PhpArray::new();
        e.insert("key", Value::Object(k));
        e.insert("value", v);
        let _ = out.push(Value::Array(e));
    }
    Some(out)
}

fn map_clone(vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let items = from
        .state::<WeakMapState>()
        .map(|s| s.0.borrow().items())
        .unwrap_or_default();
    let data = vm.map_data(to);
    let mut d = data.borrow_mut();
    for (k, v) in items {
        d.entries.push(Some((k.downgrade(), v)));
        d.live += 1;
    }
    Ok(())
}

fn ref_construct(_: &mut Vm, _: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    Err(err(
        ThrowKind::Error,
        "Direct instantiation of WeakReference is not allowed, use WeakReference::create instead",
    ))
}

fn ref_create(vm: &mut Vm, _: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let target = match a.first().map(Value::deref_value) {
        Some(Value::Object(o)) => o,
        Some(v) => {
            return Err(err(
                ThrowKind::TypeError,
                format!(
                    "WeakReference::create(): Argument #1 ($object) must be of type object, {} given",
                    v.value_name()
                ),
            ));
        }
        None => return Ok(Value::Null),
    };
    let existing = vm
        .weak_refs
        .iter()
        .find(|(t, _)| t.is(&target))
        .and_then(|(_, wr)| wr.upgrade());
    if let Some(wr) = existing {
        return Ok(Value::Object(wr));
    }
    let wr = vm.new_object(b"WeakReference");
    let w = target.downgrade();
    wr.set_state(WeakRefState(w.clone()));
    let self_weak = wr.downgrade();
    vm.weak_refs.push((w, self_weak));
    Ok(Value::Object(wr))
}

fn ref_get(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let target = this
        .and_then(|t| t.state::<WeakRefState>().map(|s| s.0.clone()))
        .and_then(|w| w.upgrade());
    Ok(target.map_or(Value::Null, Value::Object))
}

fn it_current(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let s = this_of(this)?.state_mut::<IterState>();
    Ok(s.items.get(s.pos).map_or(Value::Null, |e| e.1.clone()))
}

fn it_key(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let s = this_of(this)?.state_mut::<IterState>();
    Ok(s.items.get(s.pos).map_or(Value::Null, |e| e.0.clone()))
}

fn it_next(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    this_of(this)?.state_mut::<IterState>().pos += 1;
    Ok(Value::Null)
}

fn it_valid(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let s = this_of(this)?.state_mut::<IterState>();
    Ok(Value::Bool(s.pos < s.items.len()))
}

fn it_rewind(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    this_of(this)?.state_mut::<IterState>().pos = 0;
    Ok(Value::Null)
}

static MAP_HANDLERS: Handlers = Handlers {
    clone: CloneMode::With(map_clone),
    props_for: Some(map_props),
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

static REF_HANDLERS: Handlers = Handlers {
    clone: CloneMode::Forbidden,
    props_for: Some(ref_props),
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

static ITER_HANDLERS: Handlers = Handlers {
    clone: CloneMode::Forbidden,
    ..Handlers::NONE
};

/// php 8.4+ shows the target (or null) under "object" in var_dump.
fn ref_props(o: &ObjectHandle, purpose: PropPurpose) -> Option<PhpArray> {
    if purpose != PropPurpose::Debug {
        return None;
    }
    let target = o.state::<WeakRefState>()?.0.upgrade();
    let mut a = PhpArray::new();
    a.insert("object", target.map_or(Value::Null, Value::Object));
    Some(a)
}

pub(crate) static WEAK_MAP: ClassDef = ClassDef {
    name: "WeakMap",
    interfaces: &["ArrayAccess", "Countable", "IteratorAggregate"],
    flags: C_FINAL | C_NOT_SERIALIZABLE | C_NO_DYNAMIC,
    methods: &[
        Method::new("WeakMap", "offsetGet", map_get, 1, 1, &["object"]),
        Method::new("WeakMap", "offsetSet", map_set, 2, 2, &["object", "value"]),
        Method::new("WeakMap", "offsetExists", map_exists, 1, 1, &["object"]),
        Method::new("WeakMap", "offsetUnset", map_unset, 1, 1, &["object"]),
        Method::new("WeakMap", "count", map_count, 0, 0, &[]),
        Method::new("WeakMap", "getIterator", map_iterator, 0, 0, &[]),
    ],
    handlers: Some(&MAP_HANDLERS),
    ..ClassDef::EMPTY
};

pub(crate) static WEAK_REFERENCE: ClassDef = ClassDef {
    name: "WeakReference",
    flags: C_FINAL | C_NOT_SERIALIZABLE | C_NO_DYNAMIC,
    methods: &[
        Method::new("WeakReference", "__construct", ref_construct, 0, 0, &[]),
        Method::new("WeakReference", "create", ref_create, 1, 1, &["object"]).static_(),
        Method::new("WeakReference", "get", ref_get, 0, 0, &[]),
    ],
    handlers: Some(&REF_HANDLERS),
    ..ClassDef::EMPTY
};

pub(crate) static INTERNAL_ITERATOR: ClassDef = ClassDef {
    name: "InternalIterator",
    interfaces: &["Iterator"],
    flags: C_FINAL | C_NOT_SERIALIZABLE | C_NO_DYNAMIC,
    methods: &[
        Method::new("InternalIterator", "current", it_current, 0, 0, &[]),
        Method::new("InternalIterator", "key", it_key, 0, 0, &[]),
        Method::new("InternalIterator", "next", it_next, 0, 0, &[]),
        Method::new("InternalIterator", "valid", it_valid, 0, 0, &[]),
        Method::new("InternalIterator", "rewind", it_rewind, 0, 0, &[]),
    ],
    handlers: Some(&ITER_HANDLERS),
    ..ClassDef::EMPTY
};

/// The weak-reference classes' weak pointers kept by the VM.
pub(crate) type WeakMaps = Vec<Weak<RefCell<WeakMapData>>>;
