//! The builtin registry (name -> Rust function with arity and by-ref info) that `stdlib`
//! and `async-rt` fill, and the **bootstrap set** registered from inside `vm` for this
//! milestone (var_dump, count, strlen, array_map, usort, ...). `vm` never depends on stdlib.

mod args;
mod array;
mod autoload;
pub(crate) mod bool_params;
pub(crate) mod callback;
mod class_members;
mod classes;
pub(crate) mod defaults;
mod errors;
pub mod fast;
mod ini_fns;
pub use ini_fns::parse_quantity;
mod misc;
mod output;
pub mod var;

pub use crate::exec::call::{CallbackCache, Stepping, Steps};
pub use args::*;
pub use callback::{NativeCmp, SortMode, check_callback, native_sort, user_sort_with};

use crate::exec::{Control, Vm};
use crate::value::Value;
use std::collections::HashMap;

/// A builtin function: gets the VM and the arguments (a by-ref argument arrives as
/// `Value::Ref`), returns the result or a `Control` (throw, call back into PHP, ...).
pub type BuiltinFn = fn(&mut Vm, &mut [Value]) -> Result<Value, Control>;

/// One registered builtin.
#[derive(Clone, Copy)]
pub struct Builtin {
    pub name: &'static str,
    pub func: BuiltinFn,
    pub min: u8,
    /// `u8::MAX` for variadic.
    pub max: u8,
    /// Bit n set: parameter n is by reference; bit 31: every parameter from the last
    /// declared one on.
    pub by_ref: u32,
    /// Parameter names (for named arguments and messages).
    pub params: &'static [&'static str],
}

impl Builtin {
    pub fn arg_by_ref(&self, n: u32) -> bool {
        if n < 31 && self.by_ref & (1 << n) != 0 {
            return true;
        }
        self.by_ref & (1 << 31) != 0 && n as usize + 1 >= self.params.len()
    }
}

/// The lowercase names of the registered builtins whose parameters are all by value: a
/// call naming one of them, with positional arguments only, is compiled into one
/// `Op::CallBuiltin` (`compile::compile_file_with`). Shared by the VM and its compiles.
pub type DirectBuiltins = std::sync::Arc<std::collections::HashSet<Box<[u8]>>>;

/// The registry: builtins by lowercase name.
#[derive(Default)]
pub struct Builtins {
    /// `direct_names`, made on first use after the last registration.
    direct: std::cell::OnceCell<DirectBuiltins>,
    list: Vec<Builtin>,
    /// `fast::lookup` of each builtin, by id.
    fast: Vec<Option<fast::FastFn>>,
    /// Fast entries that use the extension slots (`fast::ExtFastFn`), by id.
    ext_fast: Vec<Option<fast::ExtFastFn>>,
    /// Each builtin's parameters declared `bool` (`bool_params::mask_of`), by id.
    bools: Vec<u32>,
    by_name: HashMap<Box<[u8]>, u32>,
    /// Internal classes declared outside `vm`, by lowercase name (linked on first use).
    classes: HashMap<Box<[u8]>, InternalClass>,
    /// Object handlers given to prelude classes, by lowercase name.
    handlers: HashMap<Box<[u8]>, &'static crate::class_def::Handlers>,
    /// Prelude classes php marks not serializable (`set_prelude_not_serializable`).
    not_serializable: std::collections::HashSet<Box<[u8]>>,
}

/// An internal class registered by stdlib or async-rt (see `crate::class_def`).
#[derive(Clone, Copy)]
pub enum InternalClass {
    Native(&'static crate::class_def::ClassDef),
    Prelude(&'static crate::class_def::Prelude),
}

impl Builtins {
    pub fn register(&mut self, b: Builtin) {
        self.direct = Default::default();
        let id = self.list.len() as u32;
        let lower: Box<[u8]> = b.name.as_bytes().to_ascii_lowercase().into();
        self.fast.push(fast::lookup(&lower));
        self.ext_fast.push(None);
        self.bools.push(bool_params::mask_of(&lower));
        self.by_name.insert(lower, id);
        self.list.push(b);
    }

    /// Give the registered builtin `name` (lowercase) a fast entry (`fast::FastFn`): how a
    /// crate that registers builtins (stdlib) adds the fast entries of its own. A name that
    /// is not registered is ignored.
    pub fn set_fast(&mut self, name: &[u8], f: fast::FastFn) {
        if let Some(&id) = self.by_name.get(name)
            && let Some(slot) = self.fast.get_mut(id as usize)
        {
            *slot = Some(f);
        }
    }

    /// `set_fast` for a fast entry that uses the extension slots.
    pub fn set_ext_fast(&mut self, name: &[u8], f: fast::ExtFastFn) {
        if let Some(&id) = self.by_name.get(name)
            && let Some(slot) = self.ext_fast.get_mut(id as usize)
        {
            *slot = Some(f);
        }
    }

    /// Shorthand: name, function, min and max arity, parameter names.
    pub fn add(
        &mut self,
        name: &'static str,
        func: BuiltinFn,
        min: u8,
        max: u8,
        params: &'static [&'static str],
    ) {
        self.register(Builtin {
            name,
            func,
            min,
            max,
            by_ref: 0,
            params,
        });
    }

    /// Register a native internal class.
    pub fn add_class(&mut self, def: &'static crate::class_def::ClassDef) {
        self.classes.insert(
            def.name.as_bytes().to_ascii_lowercase().into(),
            InternalClass::Native(def),
        );
    }

    /// Register the classes a PHP prelude declares.
    pub fn add_prelude(&mut self, p: &'static crate::class_def::Prelude) {
        for name in p.classes {
            self.classes.insert(
                name.as_bytes().to_ascii_lowercase().into(),
                InternalClass::Prelude(p),
            );
        }
    }

    /// The registered internal class named `lower_name` (lowercase, no leading `\\`).
    /// Give the prelude class `name` object handlers (its subclasses inherit them), as a
    /// native class's `ClassDef::handlers`.
    pub fn set_prelude_handlers(&mut self, name: &str, h: &'static crate::class_def::Handlers) {
        self.handlers
            .insert(name.as_bytes().to_ascii_lowercase().into(), h);
    }

    /// Mark the prelude class `name` as php's `@not-serializable` (its subclasses too):
    /// serialize() and unserialize() refuse its objects.
    pub fn set_prelude_not_serializable(&mut self, name: &str) {
        self.not_serializable
            .insert(name.as_bytes().to_ascii_lowercase().into());
    }

    /// Whether `set_prelude_not_serializable` named the class `lower_name`.
    pub fn prelude_not_serializable(&self, lower_name: &[u8]) -> bool {
        self.not_serializable.contains(lower_name)
    }

    /// The handlers `set_prelude_handlers` gave the class `lower_name`.
    pub fn prelude_handlers(
        &self,
        lower_name: &[u8],
    ) -> Option<&'static crate::class_def::Handlers> {
        self.handlers.get(lower_name).copied()
    }

    pub fn internal_class(&self, lower_name: &[u8]) -> Option<InternalClass> {
        self.classes.get(lower_name).copied()
    }

    /// The names of every registered internal class, in no particular order.
    pub fn internal_class_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.classes.iter().filter_map(|(k, c)| match c {
            InternalClass::Native(d) => Some(d.name),
            InternalClass::Prelude(p) => p
                .classes
                .iter()
                .copied()
                .find(|n| n.as_bytes().eq_ignore_ascii_case(k)),
        })
    }

    /// The builtins a compiled call may reach directly (`DirectBuiltins`).
    pub fn direct_names(&self) -> DirectBuiltins {
        self.direct
            .get_or_init(|| {
                let names = self
                    .by_name
                    .iter()
                    .filter(|&(_, &id)| self.list.get(id as usize).is_some_and(|b| b.by_ref == 0));
                std::sync::Arc::new(names.map(|(n, _)| n.clone()).collect())
            })
            .clone()
    }

    pub fn lookup(&self, lower_name: &[u8]) -> Option<u32> {
        self.by_name.get(lower_name).copied()
    }

    /// The fast entry of builtin `id` (`fast`), if it has one.
    #[inline(always)]
    pub fn fast(&self, id: u32) -> Option<fast::FastFn> {
        self.fast.get(id as usize).copied().flatten()
    }

    /// The fast entry of builtin `id` that uses the extension slots, if it has one.
    #[inline(always)]
    pub fn ext_fast(&self, id: u32) -> Option<fast::ExtFastFn> {
        self.ext_fast.get(id as usize).copied().flatten()
    }

    pub fn get(&self, id: u32) -> Option<&Builtin> {
        self.list.get(id as usize)
    }

    /// Bit n set: parameter n of builtin `id` is declared `bool`.
    #[inline(always)]
    pub fn bool_params(&self, id: u32) -> u32 {
        self.bools.get(id as usize).copied().unwrap_or(0)
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

/// Register the bootstrap set.
pub fn register_bootstrap(b: &mut Builtins) {
    var::register(b);
    misc::register(b);
    crate::exec::ticks::register(b);
    ini_fns::register(b);
    array::register(b);
    callback::register(b);
    classes::register(b);
    errors::register(b);
    output::register(b);
    b.add("__rphp_hidden", crate::exec::rphp_hidden, 1, 1, &["object"]);
    b.add_class(&crate::exec::weak::WEAK_MAP);
    b.add_class(&crate::exec::weak::WEAK_REFERENCE);
    b.add_class(&crate::exec::weak::INTERNAL_ITERATOR);
}
