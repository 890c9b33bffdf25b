//! Internal classes declared outside `vm` (stdlib, async-rt), in two forms:
//!
//! - **Native** ([`ClassDef`]): a static description — name, parent, interfaces,
//!   constants, properties, methods as Rust functions — plus the object handlers php's C
//!   classes install ([`Handlers`]: clone, the properties var_dump and casts show,
//!   comparison). An object's native state lives in `ObjectData::internal` and is reached
//!   with [`crate::value::ObjectHandle::state`]/`state_mut`.
//! - **Prelude** ([`Prelude`]): classes written in PHP, compiled on first use and marked
//!   internal (their frames show as php shows internal calls, their errors carry the
//!   user's file and line). Methods that call back into user code (an SplHeap's
//!   `compare`, an iterator's `current`) are then ordinary stackless PHP calls.
//!
//! Both are registered in the VM's `Builtins` and linked lazily: the first lookup of the
//! name links the class (and its parents), so unused classes cost nothing at start-up.

use crate::bytecode::Visibility;
use crate::exec::{Control, Vm};
use crate::value::{ObjectHandle, PhpArray, Value};

/// The Rust function behind an internal method: the VM, `$this` (none when static), args.
pub type MethodFn = fn(&mut Vm, Option<&ObjectHandle>, &mut [Value]) -> Result<Value, Control>;

/// A method of an internal class.
pub struct Method {
    /// The declaring class (as php names it in messages).
    pub class: &'static str,
    pub name: &'static str,
    pub func: MethodFn,
    pub min: u8,
    /// `u8::MAX` for variadic.
    pub max: u8,
    pub is_static: bool,
    /// `M_PRIVATE`, `M_PROTECTED`, `M_ABSTRACT`, `M_FINAL` bits.
    pub flags: u8,
    /// Parameter names (named arguments; empty: named arguments are refused).
    pub params: &'static [&'static str],
}

pub const M_PRIVATE: u8 = 1;
pub const M_PROTECTED: u8 = 2;
pub const M_ABSTRACT: u8 = 4;
pub const M_FINAL: u8 = 8;

impl Method {
    /// A public instance method with arity `min..=max` and parameter names.
    pub const fn new(
        class: &'static str,
        name: &'static str,
        func: MethodFn,
        min: u8,
        max: u8,
        params: &'static [&'static str],
    ) -> Method {
        Method {
            class,
            name,
            func,
            min,
            max,
            is_static: false,
            flags: 0,
            params,
        }
    }

    /// The same method made static.
    pub const fn static_(mut self) -> Method {
        self.is_static = true;
        self
    }

    /// The same method with `M_*` flags.
    pub const fn flags(mut self, flags: u8) -> Method {
        self.flags = flags;
        self
    }

    pub fn visibility(&self) -> Visibility {
        if self.flags & M_PRIVATE != 0 {
            Visibility::Private
        } else if self.flags & M_PROTECTED != 0 {
            Visibility::Protected
        } else {
            Visibility::Public
        }
    }
}

/// A constant value usable in a static table.
#[derive(Clone, Copy, Debug)]
pub enum ConstVal {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(&'static str),
}

impl ConstVal {
    pub fn to_value(self) -> Value {
        match self {
            ConstVal::Null => Value::Null,
            ConstVal::Bool(b) => Value::Bool(b),
            ConstVal::Int(i) => Value::Int(i),
            ConstVal::Float(f) => Value::Float(f),
            ConstVal::Str(s) => Value::str(s),
        }
    }
}

/// A declared property of an internal class.
pub struct PropDef {
    pub name: &'static str,
    pub visibility: Visibility,
    pub is_static: bool,
    pub readonly: bool,
    pub default: ConstVal,
}

impl PropDef {
    /// A public untyped property defaulting to `default`.
    pub const fn public(name: &'static str, default: ConstVal) -> PropDef {
        PropDef {
            name,
            visibility: Visibility::Public,
            is_static: false,
            readonly: false,
            default,
        }
    }
}

/// Class flags.
pub const C_INTERFACE: u8 = 1;
pub const C_ABSTRACT: u8 = 2;
pub const C_FINAL: u8 = 4;
/// Dynamic properties allowed without the 8.2 deprecation.
pub const C_ALLOW_DYNAMIC: u8 = 8;
/// `serialize()` refuses it ("Serialization of 'X' is not allowed").
pub const C_NOT_SERIALIZABLE: u8 = 16;
/// Creating a dynamic property is an Error (php's `@strict-properties` classes).
pub const C_NO_DYNAMIC: u8 = 32;

/// Why the properties of an object are asked for (php's `zend_prop_purpose`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropPurpose {
    /// var_dump, print_r, debug_zval_dump.
    Debug,
    /// `(array)`, get_object_vars is not one of them.
    ArrayCast,
    VarExport,
    Json,
}

/// How `clone` treats an object's native state.
#[derive(Clone, Copy)]
pub enum CloneMode {
    /// Properties are copied, the native state is not (it starts fresh).
    PropsOnly,
    /// The handler copies the native state from the original to the copy.
    With(fn(&mut Vm, &ObjectHandle, &ObjectHandle) -> Result<(), Control>),
    /// "Trying to clone an uncloneable object of class X".
    Forbidden,
}

/// An internal class's comparison of two of its objects (`Handlers::compare`).
pub type CompareFn =
    fn(&mut Vm, &ObjectHandle, &ObjectHandle) -> Result<Option<std::cmp::Ordering>, Control>;

/// The object handlers of an internal class; a user class extending it inherits them.
#[derive(Clone, Copy)]
pub struct Handlers {
    pub clone: CloneMode,
    /// The properties var_dump/print_r/var_export/`(array)` show instead of the stored
    /// ones (`None` for a purpose: the stored ones).
    pub props_for: Option<fn(&ObjectHandle, PropPurpose) -> Option<PhpArray>>,
    /// `==`/`<=>` between two objects of (possibly different) classes using these
    /// handlers: `Some(ordering)` or `None` for uncomparable (php answers 1); it may warn
    /// or throw, as php's compare handlers do (an incomplete object, DateInterval).
    pub compare: Option<CompareFn>,
    /// `foreach ($it as &$v)` over an iterator of the class (php's `get_iterator` with
    /// `by_ref`): what the loop walks in place, a reference cell holding the backing array
    /// or a plain object whose properties are walked; `None` refuses the loop.
    pub foreach_ref: Option<fn(&ObjectHandle) -> Option<Value>>,
    /// The by-reference loop of `foreach_ref` reached the element at position `pos` of the
    /// array it walks (`None`: it ended): the iterator's own position follows (php's loop
    /// moves the ArrayIterator itself).
    pub foreach_ref_at: Option<fn(&ObjectHandle, &PhpArray, Option<u32>)>,
    /// Whether `o`'s properties that are not there, or not accessible from the running
    /// scope, are its elements (ArrayObject's ARRAY_AS_PROPS, php's spl_array property
    /// handlers): read, written, tested and unset as `$o[name]` before any magic method.
    pub props_as_dims: Option<fn(&ObjectHandle) -> bool>,
    /// php's get_method handler of a class forwarding the methods it lacks (SPL's dual
    /// iterators): the object such a method is looked up on next (the inner iterator).
    pub method_target: Option<fn(&ObjectHandle) -> Option<ObjectHandle>>,
}

impl std::fmt::Debug for Handlers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Handlers")
    }
}

impl Handlers {
    pub const NONE: Handlers = Handlers {
        clone: CloneMode::PropsOnly,
        props_for: None,
        compare: None,
        foreach_ref: None,
        foreach_ref_at: None,
        props_as_dims: None,
        method_target: None,
    };
}

/// A native internal class.
pub struct ClassDef {
    pub name: &'static str,
    pub parent: Option<&'static str>,
    pub interfaces: &'static [&'static str],
    /// `C_*` bits.
    pub flags: u8,
    pub consts: &'static [(&'static str, ConstVal)],
    pub props: &'static [PropDef],
    pub methods: &'static [Method],
    /// `None`: plain objects (a user class would behave the same).
    pub handlers: Option<&'static Handlers>,
}

impl ClassDef {
    /// A class with nothing declared yet (fill the rest with `..ClassDef::EMPTY`).
    pub const EMPTY: ClassDef = ClassDef {
        name: "",
        parent: None,
        interfaces: &[],
        flags: 0,
        consts: &[],
        props: &[],
        methods: &[],
        handlers: None,
    };
}

/// Classes written in PHP (one source, compiled as a whole on first use of any of them).
pub struct Prelude {
    /// The file name errors would name (never shown for correct code: internal frames
    /// report the user's location).
    pub file: &'static str,
    /// Every class, interface and trait the source declares.
    pub classes: &'static [&'static str],
    pub source: &'static str,
}

/// A value of a prelude object's hidden state (`__rphp_hidden($this)->name`), for a
/// prelude class's handlers.
pub fn hidden_value(o: &ObjectHandle, name: &str) -> Option<crate::value::Value> {
    let h = o.state::<crate::exec::HiddenState>()?;
    let hidden = h.0.borrow();
    hidden
        .properties
        .get_named(name)
        .map(crate::value::Value::deref_value)
}

/// Set a value of a prelude object's hidden state (nothing without one).
pub fn set_hidden_value(o: &ObjectHandle, name: &str, v: crate::value::Value) {
    let Some(h) = o.state::<crate::exec::HiddenState>() else {
        return;
    };
    let holder = h.0.clone();
    drop(h);
    // the value replaced is freed once the state is no longer borrowed
    let old = holder.borrow_mut().properties.insert(name, v);
    drop(old);
}

/// The properties of `o` for `purpose`: its class's `props_for` handler's answer, else
/// the stored properties.
pub fn props_for(o: &ObjectHandle, purpose: PropPurpose) -> PhpArray {
    let handler = o.borrow().class.handlers.and_then(|h| h.props_for);
    if let Some(f) = handler {
        if let Some(a) = f(o, purpose) {
            return a;
        }
    }
    o.borrow().properties.clone()
}
