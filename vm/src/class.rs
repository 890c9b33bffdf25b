//! Runtime classes: what a VM knows about a class once it is declared (linked). A `Class`
//! is built once per VM from a compiled `ClassUnit` (user classes) or from the table of
//! internal classes, and is immutable afterwards except for lazily evaluated constant and
//! default values. Every object points at its `Class` (`Rc`), so `instanceof`, method and
//! property lookup need no table lookup by name.
//!
//! Property storage: an object's properties live in one ordered `PhpArray` under php's
//! storage keys — the plain name for public and protected properties, `"\0Class\0name"`
//! for private ones (so a parent's private `$x` and a child's `$x` are different slots).
//! Declared properties come first, in php's order (the parent's first), dynamic ones after.

use crate::bytecode::{ClassKind, ClassUnit, ConstExpr, Init, ParamType, Visibility};
use crate::exec::Func;
use crate::value::{PhpArray, PhpRef, PhpStr, Value};
use std::cell::{Cell, RefCell};
/// The member tables of a class: small maps keyed by names from source code, hashed with
/// foldhash (std's SipHash showed up at ~18% of a property-access loop).
pub type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;
use std::rc::Rc;
use std::sync::Arc;

/// A class's index in its VM's class list (`Vm::class_by_id`).
pub type ClassId = u32;
/// No class (a frame outside any class scope).
pub const NO_CLASS: ClassId = u32::MAX;

/// A declared property as the class sees it.
#[derive(Clone, Debug)]
pub struct PropInfo {
    pub name: PhpStr,
    /// The key of the property in the object's property array.
    pub key: PhpStr,
    pub visibility: Visibility,
    pub set_visibility: Option<Visibility>,
    pub readonly: bool,
    pub is_static: bool,
    /// `final` (php 8.4; a promoted parameter too in 8.5): children cannot redeclare it.
    pub is_final: bool,
    pub ty: Option<ParamType>,
    pub declaring: ClassId,
    pub declaring_name: PhpStr,
    /// Property hooks (php 8.4), resolved at link time.
    pub hooks: Option<Rc<PropHookEntries>>,
}

/// The hooks a property has in a class (its own or inherited ones).
#[derive(Debug)]
pub struct PropHookEntries {
    pub get: Option<Rc<MethodEntry>>,
    pub set: Option<Rc<MethodEntry>>,
    /// No backing store: reading needs `get`, writing needs `set`.
    pub is_virtual: bool,
}

/// A static property: its shared cell (inherited statics share the parent's cell).
#[derive(Clone, Debug)]
pub struct StaticProp {
    pub info: PropInfo,
    pub cell: StaticCell,
    /// The initializer still to evaluate (first access).
    pub pending: Option<Rc<RefCell<Option<ConstExpr>>>>,
}

/// A static property's slot: the reference cell it holds now. `A::$x = &$y` rebinds it,
/// and a child class that inherits the static shares the slot, so it sees the rebinding.
#[derive(Clone, Debug)]
pub struct StaticCell(Rc<RefCell<PhpRef>>);

impl StaticCell {
    pub fn new(r: PhpRef) -> StaticCell {
        StaticCell(Rc::new(RefCell::new(r)))
    }

    /// The reference cell the static holds now.
    pub fn cell(&self) -> PhpRef {
        self.0.borrow().clone()
    }

    /// The static's value.
    pub fn get(&self) -> Value {
        self.0.borrow().get()
    }

    /// Stores `v` in the static's cell; gives the old value.
    pub fn set(&self, v: Value) -> Value {
        let r = self.cell();
        r.set(v)
    }

    /// Makes the static hold `r`; gives the cell it held.
    pub fn rebind(&self, r: PhpRef) -> PhpRef {
        std::mem::replace(&mut *self.0.borrow_mut(), r)
    }
}

/// The state of a lazily evaluated constant.
#[derive(Clone, Debug)]
pub enum ConstState {
    Ready(Value),
    Pending(ConstExpr),
    /// Being evaluated (a cycle gives php's "Cannot declare self-referencing constant").
    Evaluating,
}

/// A class constant or enum case.
#[derive(Debug)]
pub struct ClassConst {
    pub name: PhpStr,
    pub visibility: Visibility,
    pub is_final: bool,
    pub is_case: bool,
    pub declaring: ClassId,
    pub declaring_name: PhpStr,
    pub state: RefCell<ConstState>,
    /// A typed constant's type (8.3): a value computed at run time is checked against it.
    pub ty: Option<crate::bytecode::ParamType>,
    /// `#[\Deprecated]`: fetching it reports a deprecation (message from the declaration).
    pub deprecated: bool,
}

/// What runs when a method is called.
#[derive(Clone)]
pub enum MethodBody {
    User(Rc<Func>),
    Internal(&'static crate::exec::InternalMethod),
    /// An abstract or interface method (no body).
    Abstract,
    /// `cases()`, `from()`, `tryFrom()` of an enum.
    Enum(EnumOp),
}

/// The static methods every enum gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumOp {
    Cases,
    From,
    TryFrom,
}

/// A method as the class sees it (inherited entries are shared with the parent).
pub struct MethodEntry {
    pub name: PhpStr,
    pub visibility: Visibility,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
    pub declaring: ClassId,
    pub declaring_name: PhpStr,
    pub body: MethodBody,
    /// The declaration of a user method (abstract ones too): what signature checks compare.
    pub sig: Option<std::sync::Arc<crate::bytecode::Unit>>,
}

impl std::fmt::Debug for MethodEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}::{}", self.declaring_name, self.name)
    }
}

/// The magic methods a class has, found once at link time.
#[derive(Default, Debug, Clone)]
pub struct Magic {
    pub construct: Option<Rc<MethodEntry>>,
    pub destruct: Option<Rc<MethodEntry>>,
    pub get: Option<Rc<MethodEntry>>,
    pub set: Option<Rc<MethodEntry>>,
    pub isset: Option<Rc<MethodEntry>>,
    pub unset: Option<Rc<MethodEntry>>,
    pub call: Option<Rc<MethodEntry>>,
    pub call_static: Option<Rc<MethodEntry>>,
    pub to_string: Option<Rc<MethodEntry>>,
    pub invoke: Option<Rc<MethodEntry>>,
    pub clone: Option<Rc<MethodEntry>>,
    pub debug_info: Option<Rc<MethodEntry>>,
}

/// A linked class.
#[derive(Debug)]
pub struct Class {
    pub id: ClassId,
    pub name: PhpStr,
    pub lname: Box<[u8]>,
    pub kind: ClassKind,
    pub is_abstract: bool,
    pub is_final: bool,
    pub is_readonly: bool,
    pub allow_dynamic: bool,
    /// An internal class (its methods are Rust functions).
    pub internal: bool,
    pub parent: Option<Rc<Class>>,
    /// Every interface implemented, directly or through the parent or other interfaces.
    pub interfaces: Vec<Rc<Class>>,
    pub consts: HashMap<Box<[u8]>, Rc<ClassConst>>,
    /// Constant names in declaration order (enum `cases()`).
    pub const_order: Vec<Box<[u8]>>,
    /// Instance properties visible by name from this class (own ones, inherited non-private).
    pub props: HashMap<Box<[u8]>, Rc<PropInfo>>,
    /// Every instance property's storage slot in order with its initializer.
    pub defaults: Vec<(Rc<PropInfo>, Option<Init>)>,
    /// The evaluated defaults (made on first `new`).
    pub default_array: RefCell<Option<PhpArray>>,
    pub statics: HashMap<Box<[u8]>, StaticProp>,
    /// Static property names in declaration order (the parent's first).
    pub static_order: Vec<Box<[u8]>>,
    pub methods: HashMap<Box<[u8]>, Rc<MethodEntry>>,
    /// Property hook bodies by their method name (`$name::get`); kept apart from `methods`
    /// (php lists them nowhere: not in get_class_methods, method_exists, Reflection).
    pub hooks: HashMap<Box<[u8]>, Rc<MethodEntry>>,
    /// With hooks: every instance property in declaration order, virtual ones included
    /// (what get_object_vars and foreach walk); empty otherwise.
    pub view_order: Vec<Rc<PropInfo>>,
    /// Method names (lowercase) in declaration order, inherited ones after own ones.
    pub method_order: Vec<Box<[u8]>>,
    pub magic: Magic,
    pub decl: Option<Arc<ClassUnit>>,
    /// `enum Foo: int` -> "int".
    pub enum_backing: Option<Box<[u8]>>,
    /// Whether any constant or static still needs evaluation.
    pub needs_init: Cell<bool>,
    /// The VM's object bookkeeping (freed ids, destructors due); `None` for test classes.
    pub shared: Option<Rc<ObjShared>>,
    /// The object handlers of the nearest native internal ancestor (`crate::class_def`).
    pub handlers: Option<&'static crate::class_def::Handlers>,
    /// `serialize()` refuses its objects.
    pub not_serializable: bool,
    /// Creating a dynamic property is an Error, not a deprecation (php's strict internal
    /// classes: Closure, Generator, WeakMap...).
    pub no_dynamic: bool,
}

/// Per-VM object bookkeeping reachable from every object through its class, so dropping
/// an object (anywhere, without the VM at hand) can recycle its id or queue its destructor.
#[derive(Default, Debug)]
pub struct ObjShared {
    /// An object some WeakReference or WeakMap points at died: the executor prunes.
    pub weak_died: Cell<bool>,
    /// Some object was given a weak handle, ever. While false and `native_live` is 0,
    /// freeing values can only give memory back unless they hold a resource or an object
    /// whose destructor is still to run (the end of the script's check,
    /// `Vm::destruct_step`).
    pub weak_handles: Cell<bool>,
    /// Objects alive with native state (`ObjectData::set_internal`; a Closure, Generator,
    /// SPL structure...): counted up when given, down when their data is freed or taken.
    pub native_live: Cell<usize>,
    /// Freed object ids: php reuses handles, the last freed first.
    pub free_ids: RefCell<Vec<u32>>,
    /// End-of-script destruction began: new objects take fresh ids (php's
    /// `EG_FLAGS_OBJECT_STORE_NO_REUSE`), so its pass in handle order reaches them.
    pub no_reuse: Cell<bool>,
    /// Objects whose last reference went away and whose `__destruct` must run now (the
    /// executor runs them before its next op, in this order).
    pub pending: RefCell<Vec<crate::value::ObjectHandle>>,
    /// Objects with a destructor, for the end of the script (`zend_objects_store_call_destructors`).
    pub live: RefCell<Vec<std::rc::Weak<crate::value::object::ObjBox>>>,
    /// `live`'s length at which its dead entries are dropped next.
    pub live_prune_at: Cell<usize>,
    /// Every object, weakly, for the cycle collector (`exec::gc`).
    pub gc: crate::exec::gc::GcRoots,
}

impl Class {
    /// A bare class (internal classes and tests).
    pub fn bare(id: ClassId, name: &str) -> Class {
        Class {
            id,
            name: PhpStr::from(name),
            lname: name.to_ascii_lowercase().into_bytes().into(),
            kind: ClassKind::Class,
            is_abstract: false,
            is_final: false,
            is_readonly: false,
            allow_dynamic: false,
            internal: true,
            parent: None,
            interfaces: Vec::new(),
            consts: HashMap::default(),
            const_order: Vec::new(),
            props: HashMap::default(),
            defaults: Vec::new(),
            default_array: RefCell::new(Some(PhpArray::new())),
            statics: HashMap::default(),
            static_order: Vec::new(),
            methods: HashMap::default(),
            hooks: HashMap::default(),
            view_order: Vec::new(),
            method_order: Vec::new(),
            magic: Magic::default(),
            decl: None,
            enum_backing: None,
            needs_init: Cell::new(false),
            shared: None,
            handlers: None,
            not_serializable: false,
            no_dynamic: false,
        }
    }

    /// Take over what a child inherits from `p` before its own members are added:
    /// interfaces, constants, non-private properties and statics, property slots,
    /// methods, handlers (and the parent link itself).
    pub fn inherit(&mut self, p: Rc<Class>) {
        self.interfaces = p.interfaces.clone();
        self.consts = p.consts.clone();
        self.const_order = p.const_order.clone();
        self.props = p
            .props
            .iter()
            .filter(|(_, i)| i.visibility != Visibility::Private)
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        self.defaults = p.defaults.clone();
        self.statics = p
            .statics
            .iter()
            .filter(|(_, s)| s.info.visibility != Visibility::Private)
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        self.static_order = p
            .static_order
            .iter()
            .filter(|n| self.statics.contains_key(*n))
            .cloned()
            .collect();
        self.methods = p.methods.clone();
        self.hooks = p.hooks.clone();
        self.view_order = p.view_order.clone();
        self.method_order = p.method_order.clone();
        self.allow_dynamic |= p.allow_dynamic;
        self.handlers = p.handlers;
        self.not_serializable |= p.not_serializable;
        self.parent = Some(p);
    }

    /// `instanceof` by lowercase name (without a leading backslash).
    /// Implements Throwable (the interface list is flattened: parents' ones included).
    pub fn is_throwable(&self) -> bool {
        self.interfaces.iter().any(|i| &*i.lname == b"throwable")
    }

    pub fn is_a_lname(&self, lname: &[u8]) -> bool {
        let mut c = Some(self);
        while let Some(k) = c {
            if &*k.lname == lname {
                return true;
            }
            c = k.parent.as_deref();
        }
        self.interfaces.iter().any(|i| &*i.lname == lname)
    }

    /// `instanceof` by a name as written (any case, optional leading backslash).
    pub fn is_a(&self, name: &[u8]) -> bool {
        let name = name.strip_prefix(b"\\").unwrap_or(name);
        let mut c = Some(self);
        while let Some(k) = c {
            if k.lname.eq_ignore_ascii_case(name) {
                return true;
            }
            c = k.parent.as_deref();
        }
        self.interfaces
            .iter()
            .any(|i| i.lname.eq_ignore_ascii_case(name))
    }

    /// `instanceof` another class.
    pub fn is_subclass_of(&self, other: &Class) -> bool {
        if other.kind == ClassKind::Interface {
            return self.id == other.id || self.interfaces.iter().any(|i| i.id == other.id);
        }
        let mut c = Some(self);
        while let Some(k) = c {
            if k.id == other.id {
                return true;
            }
            c = k.parent.as_deref();
        }
        false
    }

    pub fn find_method(&self, name: &[u8]) -> Option<&Rc<MethodEntry>> {
        if let Some(m) = self.methods.get(name) {
            return Some(m);
        }
        if name.first() == Some(&b'$') {
            // `parent::$x::get()`
            return self.hooks.get(name);
        }
        if name.iter().any(u8::is_ascii_uppercase) {
            return self.methods.get(name.to_ascii_lowercase().as_slice());
        }
        None
    }

    /// The name php prints for the class kind ("class", "interface", "trait", "enum").
    pub fn kind_word(&self) -> &'static str {
        match self.kind {
            ClassKind::Class => "class",
            ClassKind::Interface => "interface",
            ClassKind::Trait => "trait",
            ClassKind::Enum => "enum",
        }
    }
}

/// php's storage key of a property declared in `class` with `visibility`.
pub fn storage_key(class: &PhpStr, name: &[u8], visibility: Visibility) -> PhpStr {
    if visibility != Visibility::Private {
        return PhpStr::new(name);
    }
    let mut k = Vec::with_capacity(class.len() + name.len() + 2);
    k.push(0);
    k.extend_from_slice(class.as_bytes());
    k.push(0);
    k.extend_from_slice(name);
    PhpStr::from_vec(k)
}

/// Split a storage key into (class or `*`, name); `None` for a public (plain) key. An
/// anonymous class's name holds a NUL itself: a key with a third NUL keeps the class name
/// up to it (php's zend_unmangle_property_name_ex).
pub fn unmangle(key: &[u8]) -> Option<(&[u8], &[u8])> {
    let rest = key.strip_prefix(b"\0")?;
    let mut end = rest.iter().position(|&b| b == 0)?;
    if let Some(more) = rest[end + 1..].iter().position(|&b| b == 0) {
        end += 1 + more;
    }
    Some((&rest[..end], &rest[end + 1..]))
}

/// The properties php's Exception and Error declare, which rphp keeps as plain storage
/// keys without declarations: (the internal Exception or Error class `c` extends, their
/// declarations). `None` for a class that is neither.
pub fn throwable_decls(c: &Rc<Class>) -> Option<(Rc<Class>, Vec<PropInfo>)> {
    let mut k = Some(c.clone());
    let base = loop {
        match k {
            Some(cur)
                if cur.internal && (&*cur.lname == b"exception" || &*cur.lname == b"error") =>
            {
                break cur;
            }
            Some(cur) => k = cur.parent.clone(),
            None => return None,
        }
    };
    let ty = |s: &str| {
        Some(ParamType {
            alternatives: s.split('|').map(|a| a.as_bytes().into()).collect(),
            display: s.replace("Throwable|null", "?Throwable"),
            dnf: Vec::new(),
        })
    };
    let decls: [(&str, Visibility, Option<ParamType>); 7] = [
        ("message", Visibility::Protected, None),
        ("string", Visibility::Private, ty("string")),
        ("code", Visibility::Protected, None),
        ("file", Visibility::Protected, ty("string")),
        ("line", Visibility::Protected, ty("int")),
        ("trace", Visibility::Private, ty("array")),
        ("previous", Visibility::Private, ty("Throwable|null")),
    ];
    let infos = decls
        .into_iter()
        .map(|(name, visibility, ty)| PropInfo {
            name: PhpStr::from(name),
            key: PhpStr::from(name),
            visibility,
            set_visibility: None,
            readonly: false,
            is_final: false,
            is_static: false,
            ty,
            declaring: base.id,
            declaring_name: base.name.clone(),
            hooks: None,
        })
        .collect();
    Some((base, infos))
}

/// A class name as php prints it with `%s`: an anonymous class's cut at its NUL.
pub fn shown_name(name: &[u8]) -> &[u8] {
    name.iter()
        .position(|&b| b == 0)
        .map_or(name, |p| &name[..p])
}

/// `prop_label_parts` for a key of the array `__debugInfo()` (or a Closure's debug view)
/// gives: only a mangled name (`"\0*\0x"`, `"\0C\0x"`) labels a protected or private
/// property, whatever the class declares.
pub fn debug_label_parts(key: &[u8]) -> (Vec<u8>, Visibility, Option<PhpStr>) {
    match unmangle(key) {
        Some((b"*", name)) => (name.to_vec(), Visibility::Protected, None),
        Some((cls, name)) => (name.to_vec(), Visibility::Private, Some(PhpStr::new(cls))),
        None => (key.to_vec(), Visibility::Public, None),
    }
}

/// How var_dump/print_r label a property stored under `key`: (name, visibility,
/// declaring class of a private property).
pub fn prop_label_parts(class: &Class, key: &[u8]) -> (Vec<u8>, Visibility, Option<PhpStr>) {
    if let Some((cls, name)) = unmangle(key) {
        if cls == b"*" {
            return (name.to_vec(), Visibility::Protected, None);
        }
        return (name.to_vec(), Visibility::Private, Some(PhpStr::new(cls)));
    }
    if class.is_a_lname(b"throwable") {
        match key {
            b"message" | b"code" | b"file" | b"line" => {
                return (key.to_vec(), Visibility::Protected, None);
            }
            b"string" | b"trace" | b"previous" => {
                let owner = if class.is_a_lname(b"exception") {
                    "Exception"
                } else {
                    "Error"
                };
                return (key.to_vec(), Visibility::Private, Some(PhpStr::from(owner)));
            }
            _ => {}
        }
    }
    match class.props.get(key) {
        Some(info) if info.visibility == Visibility::Protected => {
            (key.to_vec(), Visibility::Protected, None)
        }
        _ => (key.to_vec(), Visibility::Public, None),
    }
}

/// `(array) $obj`: the properties under php's mangled keys (`"\0*\0name"` for protected).
pub fn object_to_array(class: &Class, props: &PhpArray) -> PhpArray {
    let mut out = PhpArray::new();
    for (k, v) in props.iter() {
        let v = match v {
            Value::Ref(r) if r.ref_count() == 1 => r.get(),
            v => v.clone(),
        };
        let key = match &k {
            crate::value::ArrayKey::Str(s) if unmangle(s.as_bytes()).is_none() => {
                match prop_label_parts(class, s.as_bytes()) {
                    (n, Visibility::Protected, _) => {
                        let mut m = b"\0*\0".to_vec();
                        m.extend_from_slice(&n);
                        crate::value::ArrayKey::Str(PhpStr::from_vec(m))
                    }
                    (n, Visibility::Private, Some(owner)) => {
                        crate::value::ArrayKey::Str(storage_key(&owner, &n, Visibility::Private))
                    }
                    _ => crate::value::ArrayKey::from_php_str(s.clone()),
                }
            }
            k => k.clone(),
        };
        out.insert(key, v);
    }
    out
}

impl ObjShared {
    /// A freed object id to reuse, unless end-of-script destruction began.
    #[inline]
    pub fn reuse_id(&self) -> Option<u32> {
        if self.no_reuse.get() {
            return None;
        }
        self.free_ids.borrow_mut().pop()
    }

    /// The objects with a destructor still alive (a snapshot of `live`).
    pub fn live_objects(&self) -> Vec<crate::value::ObjectHandle> {
        self.live
            .borrow()
            .iter()
            .filter_map(crate::value::ObjectHandle::from_weak)
            .collect()
    }
}
