//! ext/spl: the functions (iterator_to_array, iterator_count, iterator_apply,
//! class_implements, class_parents, class_uses, spl_object_hash, spl_classes) and the
//! classes, written in PHP as preludes (one `.php` file per family next to this module):
//! their callbacks into user code (an inner iterator, a heap's `compare`) are ordinary
//! stackless PHP calls.

use crate::def;
use rphp_vm::builtins::{Builtin, Builtins, arg, arg_bool, type_error};
use rphp_vm::class_def::{Handlers, Prelude, PropPurpose};
use rphp_vm::exec::{Continuation, Control, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "iterator_to_array",
        iterator_to_array,
        1,
        2,
        &["iterator", "preserve_keys"],
    ),
    def("iterator_count", iterator_count, 1, 1, &["iterator"]),
    def(
        "iterator_apply",
        iterator_apply,
        2,
        3,
        &["iterator", "callback", "args"],
    ),
    def(
        "class_implements",
        class_implements,
        1,
        2,
        &["object_or_class", "autoload"],
    ),
    def(
        "class_parents",
        class_parents,
        1,
        2,
        &["object_or_class", "autoload"],
    ),
    def(
        "class_uses",
        class_uses,
        1,
        2,
        &["object_or_class", "autoload"],
    ),
    def("spl_object_hash", spl_object_hash, 1, 1, &["object"]),
    def("spl_classes", spl_classes, 0, 0, &[]),
    def(
        "__rphp_spl_prop",
        spl_prop,
        3,
        4,
        &["object", "op", "key", "value"],
    ),
    def("__rphp_spl_closed_gen", spl_closed_gen, 1, 1, &["value"]),
    def("__rphp_spl_own_iter", spl_own_iter, 1, 1, &["value"]),
    def(
        "__rphp_spl_order_props",
        spl_order_props,
        2,
        2,
        &["object", "keys"],
    ),
];

/// The classes and interfaces `spl_classes()` lists, in php's order.
const SPL_CLASSES: &[&str] = &[
    "AppendIterator",
    "ArrayIterator",
    "ArrayObject",
    "BadFunctionCallException",
    "BadMethodCallException",
    "CachingIterator",
    "CallbackFilterIterator",
    "DirectoryIterator",
    "DomainException",
    "EmptyIterator",
    "FilesystemIterator",
    "FilterIterator",
    "GlobIterator",
    "InfiniteIterator",
    "InvalidArgumentException",
    "IteratorIterator",
    "LengthException",
    "LimitIterator",
    "LogicException",
    "MultipleIterator",
    "NoRewindIterator",
    "OuterIterator",
    "OutOfBoundsException",
    "OutOfRangeException",
    "OverflowException",
    "ParentIterator",
    "RangeException",
    "RecursiveArrayIterator",
    "RecursiveCachingIterator",
    "RecursiveCallbackFilterIterator",
    "RecursiveDirectoryIterator",
    "RecursiveFilterIterator",
    "RecursiveIterator",
    "RecursiveIteratorIterator",
    "RecursiveRegexIterator",
    "RecursiveTreeIterator",
    "RegexIterator",
    "RuntimeException",
    "SeekableIterator",
    "SplDoublyLinkedList",
    "SplFileInfo",
    "SplFileObject",
    "SplFixedArray",
    "SplHeap",
    "SplMinHeap",
    "SplMaxHeap",
    "SplObjectStorage",
    "SplObserver",
    "SplPriorityQueue",
    "SplQueue",
    "SplStack",
    "SplSubject",
    "SplTempFileObject",
    "UnderflowException",
    "UnexpectedValueException",
];

static INTERFACES: Prelude = Prelude {
    file: "spl-interfaces",
    classes: &[
        "Serializable",
        "RecursiveIterator",
        "OuterIterator",
        "SeekableIterator",
        "SplObserver",
        "SplSubject",
        "__rphp_spl",
    ],
    source: include_str!("interfaces.php"),
};

static ARRAY: Prelude = Prelude {
    file: "spl-array",
    classes: &[
        "__rphp_spl_array",
        "ArrayObject",
        "ArrayIterator",
        "RecursiveArrayIterator",
    ],
    source: include_str!("array.php"),
};

static DLLIST: Prelude = Prelude {
    file: "spl-dllist",
    classes: &["SplDoublyLinkedList", "SplQueue", "SplStack"],
    source: include_str!("dllist.php"),
};

static STORAGE: Prelude = Prelude {
    file: "spl-observer",
    classes: &["SplObjectStorage"],
    source: include_str!("storage.php"),
};

static HEAP: Prelude = Prelude {
    file: "spl-heap",
    classes: &["SplHeap", "SplMinHeap", "SplMaxHeap", "SplPriorityQueue"],
    source: include_str!("heap.php"),
};

static FIXEDARRAY: Prelude = Prelude {
    file: "spl-fixedarray",
    classes: &["SplFixedArray"],
    source: include_str!("fixedarray.php"),
};

static ITERATORS: Prelude = Prelude {
    file: "spl-iterators",
    classes: &[
        "__rphp_spl_it",
        "IteratorIterator",
        "FilterIterator",
        "CallbackFilterIterator",
        "RecursiveFilterIterator",
        "RecursiveCallbackFilterIterator",
        "ParentIterator",
        "LimitIterator",
        "InfiniteIterator",
        "NoRewindIterator",
        "AppendIterator",
        "EmptyIterator",
    ],
    source: include_str!("iterators.php"),
};

static RECURSIVE: Prelude = Prelude {
    file: "spl-recursive",
    classes: &[
        "CachingIterator",
        "RecursiveCachingIterator",
        "RecursiveIteratorIterator",
        "RecursiveTreeIterator",
    ],
    source: include_str!("recursive.php"),
};

static REGEX: Prelude = Prelude {
    file: "spl-regex",
    classes: &[
        "RegexIterator",
        "RecursiveRegexIterator",
        "MultipleIterator",
    ],
    source: include_str!("regex.php"),
};

static FILES: Prelude = Prelude {
    file: "spl-files",
    classes: &[
        "__rphp_spl_fs",
        "SplFileInfo",
        "SplFileObject",
        "SplTempFileObject",
    ],
    source: include_str!("files.php"),
};

static DIRS: Prelude = Prelude {
    file: "spl-dirs",
    classes: &[
        "DirectoryIterator",
        "__rphp_spl_dir",
        "FilesystemIterator",
        "RecursiveDirectoryIterator",
        "GlobIterator",
    ],
    source: include_str!("dirs.php"),
};

/// Register the SPL classes.
pub fn register_classes(b: &mut Builtins) {
    for p in [
        &INTERFACES,
        &ARRAY,
        &DLLIST,
        &STORAGE,
        &HEAP,
        &FIXEDARRAY,
        &ITERATORS,
        &RECURSIVE,
        &REGEX,
        &FILES,
        &DIRS,
    ] {
        b.add_prelude(p);
    }
    for class in ["ArrayObject", "ArrayIterator"] {
        b.set_prelude_handlers(class, &SPL_ARRAY_HANDLERS);
    }
    b.set_prelude_handlers("SplFixedArray", &SPL_FIXED_HANDLERS);
    // php's @not-serializable SplFileInfo (its file and directory subclasses with it)
    b.set_prelude_not_serializable("SplFileInfo");
    b.set_prelude_handlers("SplFileObject", &SPL_FILE_HANDLERS);
    b.set_prelude_handlers("IteratorIterator", &SPL_DUAL_HANDLERS);
    b.set_prelude_handlers("RecursiveIteratorIterator", &SPL_RECURSIVE_HANDLERS);
    for class in SPL_STATE_CLASSES {
        b.set_prelude_handlers(class, &SPL_STATE_HANDLERS);
    }
}

/// The handlers of the SPL classes whose state is private properties of the prelude class
/// (SplObjectStorage, SplDoublyLinkedList, SplHeap, SplPriorityQueue): that state is no
/// property for `(array)`, var_export and json_encode (var_dump shows it through the
/// class's debug info, after the object's own properties).
static SPL_STATE_HANDLERS: Handlers = Handlers {
    props_for: Some(spl_state_props),
    ..Handlers::NONE
};

/// The classes `SPL_STATE_HANDLERS` serve, whose private properties are their state.
const SPL_STATE_CLASSES: &[&str] = &[
    "SplObjectStorage",
    "SplDoublyLinkedList",
    "SplHeap",
    "SplPriorityQueue",
];

fn spl_state_props(o: &ObjectHandle, purpose: PropPurpose) -> Option<PhpArray> {
    if purpose == PropPurpose::Debug {
        return None;
    }
    let state = |k: &rphp_vm::value::ArrayKey| {
        let rphp_vm::value::ArrayKey::Str(s) = k else {
            return false;
        };
        let b = s.as_bytes();
        SPL_STATE_CLASSES.iter().any(|c| {
            b.len() > c.len() + 2
                && b[0] == 0
                && &b[1..=c.len()] == c.as_bytes()
                && b[c.len() + 1] == 0
        })
    };
    let mut out = PhpArray::new();
    for (k, v) in o.borrow().properties.iter() {
        if !state(&k) {
            out.insert(k, v.clone());
        }
    }
    Some(out)
}

/// The dual iterators' handlers (IteratorIterator and its subclasses): a method the
/// class lacks is the inner iterator's (spl_dual_it_get_method).
/// SplFileObject (and SplTempFileObject): an open file cannot be cloned (php's
/// `clone_obj` is NULL for them).
static SPL_FILE_HANDLERS: Handlers = Handlers {
    clone: rphp_vm::class_def::CloneMode::Forbidden,
    ..Handlers::NONE
};

static SPL_DUAL_HANDLERS: Handlers = Handlers {
    method_target: Some(spl_dual_inner),
    ..Handlers::NONE
};

fn spl_dual_inner(o: &ObjectHandle) -> Option<ObjectHandle> {
    match rphp_vm::class_def::hidden_value(o, "it") {
        Some(Value::Object(it)) => Some(it),
        _ => None,
    }
}

/// RecursiveIteratorIterator's handlers: a method the class lacks is the current
/// sub-iterator's (spl_recursive_it_get_method).
static SPL_RECURSIVE_HANDLERS: Handlers = Handlers {
    method_target: Some(spl_recursive_current),
    ..Handlers::NONE
};

fn spl_recursive_current(o: &ObjectHandle) -> Option<ObjectHandle> {
    let (Some(Value::Array(its)), Some(Value::Int(level))) = (
        rphp_vm::class_def::hidden_value(o, "its"),
        rphp_vm::class_def::hidden_value(o, "level"),
    ) else {
        return None;
    };
    match its
        .get(&rphp_vm::value::ArrayKey::Int(level))
        .map(Value::deref_value)
    {
        Some(Value::Object(it)) => Some(it),
        _ => None,
    }
}

/// SplFixedArray's handlers: `(array)` and var_export see the elements by index, then the
/// properties (spl_fixedarray_object_get_properties_for).
static SPL_FIXED_HANDLERS: Handlers = Handlers {
    props_for: Some(spl_fixed_props),
    ..Handlers::NONE
};

fn spl_fixed_props(o: &ObjectHandle, purpose: PropPurpose) -> Option<PhpArray> {
    if !matches!(purpose, PropPurpose::ArrayCast | PropPurpose::VarExport) {
        return None;
    }
    let mut out = PhpArray::new();
    if let Some(Value::Array(data)) = rphp_vm::class_def::hidden_value(o, "data") {
        for (i, v) in data.values().enumerate() {
            out.insert(rphp_vm::value::ArrayKey::Int(i as i64), v.clone());
        }
    }
    for (k, v) in o.borrow().properties.iter() {
        out.insert(k, v.clone());
    }
    Some(out)
}

/// ArrayObject's and ArrayIterator's handlers: `(array)`, var_export and json_encode see
/// the storage unless STD_PROP_LIST is set (php's spl_array_get_properties_for).
static SPL_ARRAY_HANDLERS: Handlers = Handlers {
    clone: rphp_vm::class_def::CloneMode::With(spl_array_clone),
    props_for: Some(spl_array_props),
    foreach_ref: Some(spl_array_foreach_ref),
    foreach_ref_at: Some(spl_array_foreach_at),
    props_as_dims: Some(spl_array_as_props),
    ..Handlers::NONE
};

/// php's clone of an ArrayIterator (spl_array_object_new_ex with clone_orig): the copy
/// works on the original (USE_OTHER), so writes through either are seen by both; an
/// ArrayIterator wrapping itself stays so. (ArrayObject's copy of its table is its
/// prelude `__clone`.)
fn spl_array_clone(_vm: &mut Vm, orig: &ObjectHandle, copy: &ObjectHandle) -> Result<(), Control> {
    if !orig.instance_of(b"ArrayIterator") {
        return Ok(());
    }
    let key = rphp_vm::value::ArrayKey::Str(rphp_vm::value::PhpStr::from(
        &b"\0ArrayIterator\0storage"[..],
    ));
    let wraps_itself = matches!(orig.borrow().properties.get(&key), Some(Value::Object(s)) if ObjectHandle::ptr_eq(s, orig));
    let target = if wraps_itself { copy } else { orig };
    let old = copy
        .borrow_mut()
        .properties
        .insert(key, Value::Object(target.clone()));
    drop(old);
    Ok(())
}

/// ARRAY_AS_PROPS: the object's missing properties are its elements.
fn spl_array_as_props(o: &ObjectHandle) -> bool {
    const ARRAY_AS_PROPS: i64 = 2;
    matches!(rphp_vm::class_def::hidden_value(o, "flags"), Some(Value::Int(f)) if f & ARRAY_AS_PROPS != 0)
}

/// The storage property of an ArrayObject or ArrayIterator (the prelude's private
/// `$storage`, under the class that declares it).
fn spl_array_storage_key(o: &ObjectHandle) -> Option<rphp_vm::value::ArrayKey> {
    let name: &[u8] = if o.instance_of(b"ArrayObject") {
        b"\0ArrayObject\0storage"
    } else if o.instance_of(b"ArrayIterator") {
        b"\0ArrayIterator\0storage"
    } else {
        return None;
    };
    Some(rphp_vm::value::ArrayKey::Str(rphp_vm::value::PhpStr::from(
        name,
    )))
}

/// `foreach ($it as &$v)` over an ArrayIterator whose Iterator methods are its own (php's
/// spl_array_get_iterator; a subclass overriding one is walked through its methods, which
/// refuse references): the loop walks the backing storage in place, through every
/// ArrayObject/ArrayIterator wrapping another. An array becomes a reference cell in its
/// storage slot; a wrapped object's properties are walked.
fn spl_array_foreach_ref(o: &ObjectHandle) -> Option<Value> {
    let c = o.class();
    for m in [&b"current"[..], b"key", b"next", b"valid", b"rewind"] {
        let decl = &c.find_method(m)?.declaring_name;
        if !decl.as_bytes().eq_ignore_ascii_case(b"ArrayIterator") {
            return None;
        }
    }
    let mut cur = o.clone();
    for _ in 0..64 {
        let key = spl_array_storage_key(&cur)?;
        let mut b = cur.borrow_mut();
        let slot = b.properties.make_mut().get_mut(&key)?;
        let held = match slot {
            Value::Ref(r) => r.get(),
            Value::Array(_) => {
                let r = rphp_vm::value::PhpRef::new(std::mem::take(slot));
                *slot = Value::Ref(r.clone());
                return Some(Value::Ref(r));
            }
            other => other.clone(),
        };
        drop(b);
        match held {
            Value::Array(_) => {
                let b = cur.borrow();
                return b.properties.get(&key).cloned();
            }
            Value::Object(inner) if ObjectHandle::ptr_eq(&inner, &cur) => return None,
            Value::Object(inner) if spl_array_storage_key(&inner).is_some() => cur = inner,
            Value::Object(inner) => return Some(Value::Object(inner)),
            _ => return None,
        }
    }
    None
}

/// A by-reference foreach over an ArrayIterator moves the iterator itself: its hidden
/// position (`keys`, the keys it walks, and `pos`, the index in them) follows the loop's;
/// at the loop's end it is past the last element.
fn spl_array_foreach_at(o: &ObjectHandle, a: &PhpArray, pos: Option<u32>) {
    use rphp_vm::class_def::{hidden_value, set_hidden_value};
    let key = pos.and_then(|p| a.key_at(p)).map(|k| k.to_value());
    // the keys known stay while the key reached is the one after the last (no O(n) step)
    let mut keys = match hidden_value(o, "keys") {
        Some(Value::Array(k)) => Some(k),
        _ => None,
    };
    let at = match hidden_value(o, "pos") {
        Some(Value::Int(i)) => i,
        _ => 0,
    };
    let fits = |keys: &PhpArray, i: i64| match (&key, keys.get(&rphp_vm::value::ArrayKey::Int(i))) {
        (Some(k), Some(v)) => rphp_vm::value::compare::identical(k, v),
        (None, _) => false,
        _ => false,
    };
    let next = match &keys {
        Some(k) if key.is_some() && at >= 0 && fits(k, at) => at,
        Some(k) if key.is_some() && fits(k, at + 1) => at + 1,
        _ => {
            let all = PhpArray::from_values(a.keys().map(|k| k.to_value()).collect());
            let i = match &key {
                Some(k) => all
                    .values()
                    .position(|v| rphp_vm::value::compare::identical(v, k))
                    .unwrap_or(0) as i64,
                None => all.len() as i64,
            };
            keys = Some(all);
            i
        }
    };
    if let Some(k) = keys {
        set_hidden_value(o, "keys", Value::Array(k));
    }
    set_hidden_value(o, "pos", Value::Int(next));
}

fn spl_array_props(o: &ObjectHandle, purpose: PropPurpose) -> Option<PhpArray> {
    const STD_PROP_LIST: i64 = 1;
    let is_storage = |k: &rphp_vm::value::ArrayKey| {
        matches!(k, rphp_vm::value::ArrayKey::Str(s)
            if s.as_bytes() == b"\0ArrayObject\0storage"
                || s.as_bytes() == b"\0ArrayIterator\0storage")
    };
    let b = o.borrow();
    if purpose == PropPurpose::Debug {
        // spl_array_get_debug_info: the object's own properties, then the storage
        let mut out = PhpArray::new();
        let mut storage = None;
        for (k, v) in b.properties.iter() {
            // a reference nothing else holds shows as its value (a copy would be a second
            // holder, and var_dump would mark it `&`)
            let v = match v {
                Value::Ref(r) if r.ref_count() == 1 => r.get(),
                v => v.clone(),
            };
            if is_storage(&k) {
                storage = Some((k, v));
            } else {
                out.insert(k, v);
            }
        }
        match storage {
            // an object wrapping itself shows its properties alone (php's IS_SELF)
            Some((_, Value::Object(s))) if ObjectHandle::ptr_eq(&s, o) => {}
            Some((k, v)) => {
                out.insert(k, v);
            }
            None => {}
        }
        return Some(out);
    }
    if let Some(Value::Int(flags)) = rphp_vm::class_def::hidden_value(o, "flags") {
        if flags & STD_PROP_LIST != 0 {
            // the object's own properties (php's storage is no property)
            let mut out = PhpArray::new();
            for (k, v) in b.properties.iter().filter(|(k, _)| !is_storage(k)) {
                out.insert(k, v.clone());
            }
            return Some(out);
        }
    }
    let storage = b
        .properties
        .iter()
        .find(|(k, _)| is_storage(k))
        .map(|(_, v)| v.deref_value());
    drop(b);
    // another ArrayObject/ArrayIterator is its storage's table whatever its own flags say
    // (php's spl_array_get_hash_table follows USE_OTHER)
    let mut storage = storage?;
    for _ in 0..64 {
        let Value::Object(inner) = &storage else {
            break;
        };
        let Some(key) = spl_array_storage_key(inner) else {
            break;
        };
        let next = inner.borrow().properties.get(&key).map(Value::deref_value);
        match next {
            Some(Value::Object(n)) if ObjectHandle::ptr_eq(&n, inner) => break,
            Some(v) => storage = v,
            None => break,
        }
    }
    match storage {
        Value::Array(a) => Some(a),
        // one wrapping itself (php's IS_SELF): its own property table (mangled by its
        // class when it is another object's)
        Value::Object(inner) if spl_array_storage_key(&inner).is_some() => {
            let mut out = PhpArray::new();
            for (k, v) in inner
                .borrow()
                .properties
                .iter()
                .filter(|(k, _)| !is_storage(k))
            {
                out.insert(k, v.clone());
            }
            if !ObjectHandle::ptr_eq(&inner, o) {
                out = rphp_vm::class::object_to_array(&inner.class(), &out);
            }
            Some(out)
        }
        Value::Object(inner) => Some(rphp_vm::class_def::props_for(&inner, purpose)),
        _ => None,
    }
}

/// Hands a prelude helper's result back as the builtin's own.
struct Passthrough;

impl Continuation for Passthrough {
    fn resume(self: Box<Self>, _vm: &mut Vm, value: Value) -> Result<Value, Control> {
        Ok(value)
    }
}

/// Check that `v` is `Traversable|array` (or only `Traversable`).
fn traversable(func: &str, v: &Value, array_ok: bool) -> Result<(), Control> {
    let ok = match v {
        Value::Object(o) => o.instance_of(b"traversable"),
        Value::Array(_) => array_ok,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        let expected = if array_ok {
            "Traversable|array"
        } else {
            "Traversable"
        };
        Err(type_error(func, 0, "iterator", expected, v))
    }
}

/// Run the static helper `__rphp_spl::name` with `args` as the builtin's result.
fn helper(name: &str, args: Vec<Value>) -> Result<Value, Control> {
    Err(Control::Call {
        callee: Value::str(format!("__rphp_spl::{name}")),
        args,
        then: Box::new(Passthrough),
    })
}

fn iterator_to_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let it = arg(a, 0);
    traversable("iterator_to_array", &it, true)?;
    let keys = if a.len() > 1 {
        arg_bool(vm, a, 1, "iterator_to_array", "preserve_keys")?
    } else {
        true
    };
    if let Value::Array(arr) = &it {
        if keys {
            return Ok(it.clone());
        }
        let mut out = PhpArray::new();
        for v in arr.values() {
            if out.push(v.deref_value()).is_err() {
                break;
            }
        }
        return Ok(Value::Array(out));
    }
    helper("toArray", vec![it, Value::Bool(keys)])
}

fn iterator_count(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let it = arg(a, 0);
    traversable("iterator_count", &it, true)?;
    if let Value::Array(arr) = &it {
        return Ok(Value::Int(arr.len() as i64));
    }
    helper("count", vec![it])
}

fn iterator_apply(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let it = arg(a, 0);
    traversable("iterator_apply", &it, false)?;
    let cb = arg(a, 1);
    rphp_vm::builtins::check_callback(vm, "iterator_apply", 1, "callback", &cb)?;
    let args = match arg(a, 2) {
        Value::Null => Value::Array(PhpArray::new()),
        v @ Value::Array(_) => v,
        v => {
            return Err(type_error("iterator_apply", 2, "args", "?array", &v));
        }
    };
    helper("apply", vec![it, cb, args])
}

/// The class `v` names (an object's, or a class name looked up with autoload when asked);
/// `Ok(None)` after php's warning when there is none.
fn class_arg(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
) -> Result<Option<std::rc::Rc<rphp_vm::class::Class>>, Control> {
    let v = arg(a, 0);
    let autoload = if a.len() > 1 {
        arg_bool(vm, a, 1, func, "autoload")?
    } else {
        true
    };
    match &v {
        Value::Object(o) => Ok(Some(o.class())),
        Value::Str(s) => {
            let found = if autoload {
                vm.lookup_class(s.as_bytes()).ok()
            } else {
                match vm.find_class(s.as_bytes()) {
                    Some(c) => Some(c),
                    None => vm.find_class_linking(s.as_bytes())?,
                }
            };
            if found.is_none() {
                let how = if autoload {
                    " and could not be loaded"
                } else {
                    ""
                };
                vm.warn(format!(
                    "{func}(): Class {} does not exist{how}",
                    String::from_utf8_lossy(s.as_bytes())
                ));
            }
            Ok(found)
        }
        _ => Err(type_error(func, 0, "object_or_class", "object|string", &v)),
    }
}

fn name_map<'a>(names: impl Iterator<Item = &'a rphp_vm::value::PhpStr>) -> Value {
    let mut out = PhpArray::new();
    for n in names {
        out.insert(n.clone(), Value::Str(n.clone()));
    }
    Value::Array(out)
}

fn class_implements(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let Some(c) = class_arg(vm, a, "class_implements")? else {
        return Ok(Value::Bool(false));
    };
    Ok(name_map(c.interfaces.iter().map(|i| &i.name)))
}

fn class_parents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let Some(c) = class_arg(vm, a, "class_parents")? else {
        return Ok(Value::Bool(false));
    };
    let mut names = Vec::new();
    let mut p = c.parent.clone();
    while let Some(k) = p {
        names.push(k.name.clone());
        p = k.parent.clone();
    }
    Ok(name_map(names.iter()))
}

fn class_uses(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let Some(c) = class_arg(vm, a, "class_uses")? else {
        return Ok(Value::Bool(false));
    };
    let mut names = Vec::new();
    if let Some(decl) = &c.decl {
        for u in &decl.traits {
            for t in u.traits.iter().filter(|t| !t.starts_with(b"__rphp")) {
                match vm.find_class(t) {
                    Some(k) => names.push(k.name.clone()),
                    None => names.push(rphp_vm::value::PhpStr::from(&t[..])),
                }
            }
        }
    }
    Ok(name_map(names.iter()))
}

fn spl_classes(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let mut out = PhpArray::new();
    for name in SPL_CLASSES {
        out.insert(
            rphp_vm::value::PhpStr::from(name.as_bytes()),
            Value::str(*name),
        );
    }
    Ok(Value::Array(out))
}

fn spl_object_hash(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Object(o) => Ok(Value::str(format!("{:016x}{:016x}", o.id(), 0))),
        v => Err(type_error("spl_object_hash", 0, "object", "object", &v)),
    }
}

/// `__rphp_spl_order_props(object $o, array $keys)` (prelude only): `$o`'s property table
/// reordered as `keys` (mangled names) lists them, the others after — sorting an
/// ArrayObject that wraps an object sorts that object's table (php's sort of the
/// HashTable). The values, references included, stay as they are.
fn spl_order_props(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let (Value::Object(o), Value::Array(keys)) = (arg(a, 0), arg(a, 1)) else {
        return Ok(Value::Null);
    };
    let mut b = o.borrow_mut();
    let old = b.properties.clone();
    let mut out = PhpArray::new();
    for k in keys.values() {
        let key = match k.deref_value() {
            Value::Int(i) => rphp_vm::value::ArrayKey::Int(i),
            Value::Str(s) => rphp_vm::value::ArrayKey::Str(s),
            _ => continue,
        };
        if let Some(v) = old.get(&key) {
            out.insert(key, v.clone());
        }
    }
    for (k, v) in old.iter() {
        if out.get(&k).is_none() {
            out.insert(k, v.clone());
        }
    }
    b.properties = out;
    Ok(Value::Null)
}

/// `__rphp_spl_own_iter(mixed $v): bool` — whether `$v` is walked by its class's own
/// iterator (php's get_iterator: SplDoublyLinkedList's has a position of its own).
fn spl_own_iter(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(
        // (RecursiveIteratorIterator's own iterator is itself: its methods, walked as
        // they are, no current() call between)
        matches!(arg(a, 0), Value::Object(o)
            if rphp_vm::exec::own_get_iterator(&o) && !o.instance_of(b"RecursiveIteratorIterator")),
    ))
}

/// `__rphp_spl_closed_gen(mixed $v): bool` — whether `$v` is a generator that finished,
/// which php's dual iterators refuse when they take its `get_iterator`.
fn spl_closed_gen(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(
        matches!(arg(a, 0), Value::Object(o) if rphp_vm::exec::generator_closed(&o)),
    ))
}

/// `__rphp_spl_prop(object $o, int $op, string $key, $value)` (prelude only): an
/// ArrayObject's element in the object it wraps is an entry of that object's property
/// table, reached by its plain name with no magic method, visibility check or dynamic
/// property deprecation (php's spl_array works on the table). `op` 0: whether the entry
/// exists; 1: its value (null when missing); 2: store `value` (unchecked, as php: typed
/// and readonly properties too); 3: remove it.
fn spl_prop(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let Value::Object(o) = arg(a, 0) else {
        return Ok(Value::Null);
    };
    let op = match arg(a, 1) {
        Value::Int(i) => i,
        _ => 0,
    };
    let name = match arg(a, 2) {
        Value::Str(s) => s,
        Value::Int(i) => rphp_vm::value::PhpStr::from(i.to_string()),
        other => rphp_vm::value::PhpStr::from(
            rphp_vm::value::convert::to_str(&other, &mut vm.diag)
                .map(|s| s.as_bytes().to_vec())
                .unwrap_or_default(),
        ),
    };
    let key = rphp_vm::value::ArrayKey::Str(name.clone());
    match op {
        0 => Ok(Value::Bool(o.borrow().properties.get(&key).is_some())),
        1 => Ok(o
            .borrow()
            .properties
            .get(&key)
            .map(Value::deref_value)
            .unwrap_or(Value::Null)),
        2 => {
            let v = arg(a, 3);
            let cell = match o.borrow().properties.get(&key) {
                Some(Value::Ref(r)) => Some(r.clone()),
                _ => None,
            };
            // the value replaced is freed once the object is no longer borrowed
            let old = match cell {
                Some(r) => r.set(v),
                None => {
                    let mut b = o.borrow_mut();
                    let props = b.properties.make_mut();
                    match props.get_mut(&key) {
                        Some(slot) => std::mem::replace(slot, v),
                        None => {
                            props.insert(key, v);
                            Value::Null
                        }
                    }
                }
            };
            drop(old);
            Ok(Value::Bool(true))
        }
        _ => {
            let old = o.borrow_mut().properties.make_mut().remove(&key);
            drop(old);
            Ok(Value::Null)
        }
    }
}
