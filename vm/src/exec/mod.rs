//! The stackless executor: a `Vm` runs coroutines, each a `Vec<Frame>` plus one value stack
//! in which every frame owns a window of slots. A PHP call pushes a frame and the dispatch
//! loop continues; a return pops it. The Rust stack never grows with PHP call depth
//! (invariant 1). Builtins that call back into PHP return `Control::Call` with a
//! continuation the executor resumes when the PHP callee returns.

mod arity;
mod array_access;
mod array_lit;
mod attrs;
mod binop;
mod builtin_frame;
pub(crate) mod call;
mod callable;
mod callback_cache;
mod class;
mod class_const_dyn;
mod class_const_eval;
mod clone_with;
pub(crate) mod closure_data;
mod compare;
mod display_name;
pub(crate) use clone_with::clone_builtin;
mod const_callable;
mod constants;
mod convert;
mod declare;
mod destruct;
mod dim;
mod direct_call;
mod dispatch;
mod embed;
mod enum_rules;
pub(crate) mod error_handler;
mod fast;
mod fast_call;
mod fast_leaf;
mod fast_obj;
mod fast_ops;
mod fiber;
pub(crate) mod gc;
mod gc_buf;
mod gen_close;
mod gen_gc;
mod generator;
mod headers;
mod hooks;
mod ic;
mod include;
mod incomplete;
mod internal;
mod iter;
mod leaf_call;
mod leaf_prog;
mod magic_cont;
mod methods;
mod obj_ops;
mod object;
pub mod output;
mod prop_dims;
mod prop_ref;
mod prop_unset;
mod prop_variance;
mod ref_result;
mod rope;
mod scope_bind;
mod scope_fns;
mod special;
mod spread;
mod static_as_instance;
mod static_ref;
pub use scope_fns::dynamic_call_error;
mod throw;
pub(crate) mod ticks;
pub(crate) use throw::escape_trace_bytes;
mod traits;
mod typed_ref;
mod types;
mod unpack;
mod variance;
pub(crate) mod weak;

pub use attrs::SensitiveValue;
pub use call::{Callee, Continuation, Func};
pub use class::Method as InternalMethod;
pub use class::{instance_of, is_internal_class};
pub(crate) use fiber::needs_unwind;
pub(crate) use generator::drain_native_values;
pub use generator::generator_closed;
pub(crate) use internal::{HiddenState, rphp_hidden};
pub use iter::own_get_iterator;
pub use output::Output;
pub use throw::ThrowKind;
pub(crate) use throw::format_trace;

use crate::builtins::Builtins;
use crate::bytecode::{NO_SLOT, Op, Slot, Unit};
use crate::diag::{self, ErrorType};
use crate::ini::Ini;
use crate::value::{DiagLevel, DiagLog, ObjectHandle, PhpRef, PhpStr, Value};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

/// Where a frame's return value goes when it returns.
pub enum Ret {
    /// Into this slot of the frame below.
    Slot(Slot),
    /// Nowhere.
    Discard,
    /// Resume a builtin's continuation with the value; its final result goes to `dst`
    /// of the frame below.
    Cont(Box<dyn Continuation>, Slot),
    /// The bottom frame of a fiber.
    FiberEnd,
    /// A generator's frame, resumed by the frame below.
    Gen(ObjectHandle, generator::GenThen),
    /// The bottom frame of a nested run (`Vm::call_method_sync`): its result or exception
    /// ends the nested dispatch loop.
    Sync,
}

/// One PHP call: its code, where its slots start on the value stack, and where its result
/// goes.
pub struct Frame {
    pub func: Rc<Func>,
    pub pc: u32,
    pub base: u32,
    /// Number of compiled variables (slots below are variables, above are temporaries).
    pub ncv: u32,
    /// Arguments passed.
    pub argc: u32,
    /// Length of the coroutine's pending-call list when the frame was entered.
    pub calls_base: u32,
    pub ret: Ret,
    /// The Closure object being run, if any.
    pub closure: Option<ObjectHandle>,
    /// `$this` of a method call.
    pub this: Option<ObjectHandle>,
    /// The class whose code runs (`self`, visibility), or `NO_CLASS`.
    pub scope: crate::class::ClassId,
    /// The class the call was made through (`static`), or `NO_CLASS`.
    pub called: crate::class::ClassId,
    /// Variables without a compiled slot (`$$name`, `extract`, `include`), and the args
    /// passed beyond the declared parameters.
    pub extra: Option<Box<FrameExtra>>,
}

/// The rarely used parts of a frame.
#[derive(Default)]
pub struct FrameExtra {
    pub vars: Vec<(PhpStr, PhpRef)>,
    pub extra_args: Vec<Value>,
}

/// A call being set up: callee resolved, arguments pushed at `arg_base` and above.
pub struct PendingCall {
    pub callee: Callee,
    pub arg_base: u32,
    pub named: Option<Vec<(PhpStr, Value)>>,
}

/// A coroutine: a call stack of frames over one value stack. The main script is one;
/// every Fiber is another.
#[derive(Default)]
pub struct Coroutine {
    pub frames: Vec<Frame>,
    pub stack: Vec<Option<Value>>,
    pub calls: Vec<PendingCall>,
    /// Where the value a suspension is resumed with goes (slot of the top frame).
    pub wait_dst: Slot,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Fuel ran out; call `run` again.
    Running,
    /// The script finished (normally or by `exit`), with this exit code.
    Finished(i32),
}

/// What interrupts the normal flow of an op.
pub enum Control {
    /// A throwable object.
    Throw(ObjectHandle),
    /// A throwable to create (class, message).
    Error(ThrowKind, String),
    /// A builtin wants a PHP callable called; `then` gets the result.
    Call {
        callee: Value,
        args: Vec<Value>,
        then: Box<dyn Continuation>,
    },
    /// An op's magic method (`__get`, `__toString`, `offsetGet`...) to run through the
    /// stackless path; its continuation finishes the op (`magic_cont.rs`).
    Method(Box<magic_cont::MethodCall>),
    /// Fiber and generator switches requested by their methods.
    Fiber(fiber::FiberOp),
    Gen(generator::GenOp),
    /// `exit`
    Exit(i32),
    /// A fatal error: message; ends the script with 255.
    Fatal(String),
    /// The op asks to be run again (the frame's pc is moved back).
    ReExec,
}

impl From<crate::value::OpError> for Control {
    fn from(e: crate::value::OpError) -> Self {
        use crate::value::OpError as E;
        match e {
            E::Error(m) => Control::Error(ThrowKind::Error, m),
            E::Type(m) => Control::Error(ThrowKind::TypeError, m),
            E::DivisionByZero(m) => Control::Error(ThrowKind::DivisionByZeroError, m),
            E::Arithmetic(m) => Control::Error(ThrowKind::ArithmeticError, m),
            E::Value(m) => Control::Error(ThrowKind::ValueError, m),
            E::NeedsVm => Control::Error(
                ThrowKind::Error,
                "Operations on objects are not supported yet".into(),
            ),
        }
    }
}

pub type OpResult = Result<(), Control>;

/// A running PHP program: ini, output, function/constant/class tables, and the coroutine
/// being stepped. Nothing is global (invariant 3).
pub struct Vm {
    pub ini: Ini,
    pub out: Output,
    pub co: Coroutine,
    /// Fibers running above the main coroutine, innermost last, with their resumers.
    pub(crate) fiber_chain: Vec<fiber::FiberLink>,
    pub functions: HashMap<Box<[u8]>, Rc<Func>>,
    pub builtins: Builtins,
    pub constants: HashMap<Box<[u8]>, Value>,
    /// Per-VM literal cache: unit address -> materialized function.
    funcs_by_unit: crate::class::HashMap<usize, u32>,
    /// Inline caches of `InitFcall`: row `Func::id`, column the function-name literal; the
    /// callee the name resolved to the first time. A resolved name never changes meaning
    /// (functions cannot be undeclared or redeclared), so the lookup happens once per site.
    call_cache: Vec<Box<[Option<Callee>]>>,
    /// Every function materialized in this VM, by `Func::id` (`exec/leaf_call.rs`).
    funcs: Vec<Rc<Func>>,
    /// The callers waiting on frameless calls in the leaf loop; empty between its runs
    /// (`exec/leaf_call.rs`).
    leaf_frames: Vec<leaf_call::LeafFrame>,
    /// Inline caches of class-name literals (`Foo::X`, `new Foo`), same layout as
    /// `call_cache`: a declared class never goes away, so a name resolves once per site.
    /// `self`/`parent`/`static` depend on the frame and are never cached.
    class_cache: Vec<Box<[Option<Rc<crate::class::Class>>]>>,
    /// Inline caches of property reads/writes and method calls (see `ic`).
    ic: ic::InlineCaches,
    /// `static` variables of functions and methods by (unit, slot, scope class): a method
    /// imported from a trait is a copy per using class, as in php. An anonymous function's
    /// are its Closure object's (`closure_data::ClosureStatics`).
    pub(crate) statics: crate::class::HashMap<(usize, u32, crate::class::ClassId), PhpRef>,
    /// The class constants being computed through a reference in a constant expression
    /// (by address): a second visit is php's "Cannot declare self-referencing constant".
    pub(crate) const_visiting: Vec<usize>,
    /// The class of the placeholder objects standing for php's `zend_object_iterator`
    /// (`Vm::iterator_handle`), built on first use and never in the class table.
    iterator_class: Option<Rc<crate::class::Class>>,
    pub diag: DiagLog,
    /// User error/exception handlers, errors awaiting delivery, `error_get_last`.
    pub(crate) errors: error_handler::ErrorState,
    pub(crate) exception: Option<ObjectHandle>,
    next_object_id: u32,
    /// Declared classes by lowercase name, and by id.
    pub(crate) classes: crate::class::HashMap<Box<[u8]>, Rc<crate::class::Class>>,
    pub(crate) class_list: Vec<Rc<crate::class::Class>>,
    /// Class declarations already run: (unit address, index).
    pub(crate) declared: HashSet<(usize, u32), foldhash::fast::FixedState>,
    /// Declarations bound early (hoisted) whose in-place `DeclareClass` has not run yet.
    pub(crate) bound_early: HashSet<(usize, u32), foldhash::fast::FixedState>,
    /// `spl_autoload_register` callbacks, and the names being autoloaded now.
    pub(crate) autoloaders: Vec<Value>,
    pub(crate) autoloading: Vec<Box<[u8]>>,
    /// Declaring a prelude class now (the new class is internal).
    pub(crate) declaring_internal: bool,
    /// The line a declaration-time fatal error names (php reports it at the member).
    pub(crate) fatal_line: Option<u32>,
    /// Compiled internal preludes, by the address of their `Prelude` description.
    pub(crate) preludes: HashMap<usize, Arc<crate::bytecode::Unit>>,
    /// Every WeakMap's entries, pruned when a weakly referenced object dies.
    pub(crate) weak_maps: weak::WeakMaps,
    /// WeakReference objects by target (`WeakReference::create` returns the same one).
    pub(crate) weak_refs: Vec<(crate::value::WeakObject, crate::value::WeakObject)>,
    /// Nested dispatch loops running (`call_method_sync`), and the result of the innermost.
    pub(crate) sync_depth: u32,
    /// The nested loop (by `sync_depth`) whose call keeps a returned reference cell
    /// (`&__get` fetched for writing) instead of its value.
    pub(crate) sync_keep_ref: Option<u32>,
    /// Which magic call the running op lets end it through a continuation (`magic_cont.rs`).
    pub(crate) defer: magic_cont::Defer,
    /// The `Clone` op whose `__clone` is being requested: (frame base, source, destination).
    pub(crate) clone_site: Option<(usize, u32, u32)>,
    /// A class whose autoloaders just ran for an op that now runs again: not autoloaded
    /// a second time (`magic_cont.rs`).
    pub(crate) autoload_retry: Option<Box<[u8]>>,
    /// A `__toString` stopped the running builtin (`magic_cont.rs`).
    pub(crate) arg_conv: bool,
    /// ... and the method's returned reference cell is wanted (`&__get`).
    pub(crate) stop_keeps_ref: bool,
    /// The strings a builtin run again gets for its conversions, in order, and how many
    /// it has taken (`magic_cont.rs`).
    pub(crate) str_memo: (Vec<(ObjectHandle, Value)>, usize),
    /// How far a builtin stopped by a magic call had got (var_dump: values written), the
    /// memo results those took (not asked again), and the text of the stopped value
    /// already written.
    pub builtin_progress: (usize, usize, usize),
    /// `++`/`--` on a fetched property overflowed an int: (frame depth, pc of the store
    /// that follows, increment?), so a typed property can refuse the float.
    pub(crate) incdec_overflow: Option<(usize, u32, bool)>,
    /// The builtin about to be called is called from a `strict_types=1` file.
    pub(crate) strict_call: bool,
    /// The builtin about to run was named at compile time (`CallBuiltin`), and the one
    /// running was (`builtin_direct`): php compiles a direct `call_user_func()` into the
    /// caller's own call.
    pub(crate) direct_call: bool,
    pub builtin_direct: bool,
    /// The running builtin parses its arguments strictly (php's ZEND_ARG_USES_STRICT_TYPES).
    pub builtin_strict: bool,
    /// The called class of the native method running (`static` in a static one: a
    /// factory such as `DateTime::createFromFormat` makes an object of it); `NO_CLASS`
    /// outside one.
    pub(crate) native_called: crate::class::ClassId,
    /// The frame height a native method runs at (`usize::MAX` outside one): a throwable
    /// it makes itself (`create_throwable` at that height) is noted in `native_thrown`,
    /// and gets the method's call as its first trace entry when it leaves the method.
    pub(crate) native_at: usize,
    pub(crate) native_thrown: Option<ObjectHandle>,
    /// Destructors (and destroyed fibers) running: fibers cannot switch
    /// (`zend_fiber_switch_block`).
    pub(crate) fiber_block: u32,
    /// The last resource id handed out.
    next_resource_id: u32,
    /// The last resource id made before the main script: the VM's own (STDIN, STDOUT and
    /// STDERR, held by their constants to the end).
    resource_baseline: u32,
    /// Every resource made, while a value holds it (`get_resources`).
    resources: Vec<crate::value::resource::WeakResource>,
    /// Freed object ids, destructors due, objects with destructors (see `class::ObjShared`).
    pub(crate) obj_shared: Rc<crate::class::ObjShared>,
    /// The main script's variables after it returned: kept for the shutdown functions,
    /// then destroyed in php's order (`zend_call_destructors`).
    pub(crate) retained: Vec<Value>,
    /// The variable name of each `retained` value (None for temporaries), so `global $x`
    /// and `$GLOBALS` in shutdown functions and destructors still find them.
    pub(crate) retained_names: Vec<Option<PhpStr>>,
    /// The main script's frame is gone: its variables are `retained`.
    pub(crate) main_ended: bool,
    /// Generators an `AddSpread` op is driving (`[...$gen]`), so the op's last run, which
    /// finds the generator finished, is told from spreading an already closed one.
    pub(crate) spreading: Vec<ObjectHandle>,
    /// Generators IteratorAggregates gave to spread or unpack ops still running.
    pub(crate) agg_spread: Vec<spread::AggSpread>,
    /// End-of-script destruction is over (or was skipped after a fatal error).
    pub(crate) destruction_done: bool,
    /// The process ends with the script (the CLI): the global variables left after the
    /// destructors are not freed when freeing them only gives memory back (php's fast
    /// shutdown, `value::drop::only_memory`). An embedder's VM frees them.
    pub fast_shutdown: bool,
    /// End-of-script destruction: objects left to visit, highest handle first, and the
    /// last handle visited (`exec::destruct`).
    pub(crate) destruct_queue: Vec<std::rc::Weak<crate::value::object::ObjBox>>,
    pub(crate) destruct_cursor: Option<u32>,
    /// The end-of-script walk over the global variables (php's `zend_hash_reverse_apply`
    /// in shutdown_destructors): the next index down, and whether this pass freed one
    /// (then another pass follows).
    pub(crate) destruct_scan: Option<(usize, bool)>,
    pub(crate) sync_result: Option<Result<Value, ObjectHandle>>,
    /// The builtins (innermost first) whose continuation called the builtin running now,
    /// for its throwables' traces (`builtin_frame.rs`).
    pub(crate) callback_of: Vec<Rc<builtin_frame::BuiltinCall>>,
    /// The builtins a fatal error has left so far, innermost first, for its backtrace
    /// (`builtin_frame.rs`).
    pub(crate) fatal_builtins: Vec<builtin_frame::FatalBuiltin>,
    /// An object php allocates before refusing it (`new Closure`): it holds its handle
    /// until the error is made, so the error's handle is the next one (`new_object_id`).
    pub(crate) refused_object: Option<ObjectHandle>,
    /// Backed enums whose constants are being evaluated all at once
    /// (`update_backed_enum_constants`).
    pub(crate) enum_updating: Vec<crate::class::ClassId>,
    /// Named arguments for the callback of the next `Control::Call` a builtin returns
    /// (call_user_func_array's string keys, call_user_func's unknown names).
    pub(crate) call_named: Option<call::NamedArgs>,
    /// Magic-method recursion guards: (object id, property, kind).
    pub(crate) prop_guards: HashSet<(u32, PhpStr, u8), foldhash::fast::FixedState>,
    /// Readonly properties that may be set once more: (object id, storage key), while
    /// `__clone` or a clone-with runs (php's `IS_PROP_REINITABLE`).
    pub(crate) readonly_reinit: Vec<(u32, PhpStr)>,
    /// Typed properties unset() by objects flagged `ObjectData::unset_typed`: object id to
    /// storage keys (`prop_unset.rs`).
    pub(crate) unset_typed: HashMap<u32, Vec<PhpStr>>,
    pub(crate) included: HashSet<std::path::PathBuf>,
    /// The included files in inclusion order (`get_included_files`).
    pub(crate) included_order: Vec<std::path::PathBuf>,
    pub argv: Vec<Vec<u8>>,
    pub script_path: String,
    pub start: std::time::Instant,
    /// `register_shutdown_function()`'s callbacks with their arguments.
    pub shutdown_functions: Vec<(Value, Vec<Value>)>,
    /// `register_tick_function()` and the `declare(ticks)` count (`exec/ticks.rs`).
    pub(crate) ticks: ticks::Ticks,
    /// `@` nesting: saved error_reporting values.
    pub(crate) silenced: Vec<String>,
    memory_limit: usize,
    finished: Option<i32>,
    exit_code: Option<i32>,
    in_shutdown: bool,
    /// Set once the end-of-script buffer flush failed (exit or fatal in an output handler).
    ending_output: bool,
    /// The embedder's per-VM data (the `rphp` facade keeps its Rust host functions here).
    pub host: Option<Box<dyn std::any::Any>>,
    /// Per-VM state of builtin extensions (the random engine...), one value per type.
    pub ext: ExtSlots,
    /// The exception that last reached the bottom with no handler (reported, script ended).
    pub uncaught: Option<ObjectHandle>,
    /// An exception that left the main script while destructors its unwinding made due
    /// (a foreach's generator, a temporary object) still had to run: reported after them,
    /// as php frees the live temporaries before `zend_exception_error`.
    pub(crate) uncaught_due: Option<ObjectHandle>,
    /// A typed property's assignment that coerced its value: (frame depth, unit, pc of the
    /// assignment, the value stored), for the `AssignedValue` right after it.
    pub(crate) assigned: Option<(usize, usize, u32, Value)>,
}

/// Typed per-VM storage for extensions: at most one value of each type, created on first use.
/// Hashed with foldhash: a builtin looks its state up on every call (`mt_rand`'s engine,
/// preg's pattern cache), and SipHash was most of such a lookup.
#[derive(Default)]
pub struct ExtSlots(HashMap<std::any::TypeId, Box<dyn std::any::Any>, foldhash::fast::FixedState>);

impl ExtSlots {
    /// The slot of type `T`, default-initialised the first time.
    pub fn get_or_default<T: Default + 'static>(&mut self) -> &mut T {
        let slot = self
            .0
            .entry(std::any::TypeId::of::<T>())
            .or_insert_with(|| Box::new(T::default()));
        match slot.downcast_mut::<T>() {
            Some(v) => v,
            None => unreachable!("ExtSlots: a slot holds the type of its key"),
        }
    }
}

impl Vm {
    pub fn new(ini: Ini, out: Output) -> Vm {
        let precision = ini.precision();
        let memory_limit = ini.memory_limit();
        let mut vm = Vm {
            ini,
            out,
            co: Coroutine::default(),
            fiber_chain: Vec::new(),
            functions: HashMap::new(),
            builtins: Builtins::default(),
            constants: HashMap::new(),
            funcs_by_unit: Default::default(),
            call_cache: Vec::new(),
            funcs: Vec::new(),
            leaf_frames: Vec::new(),
            ic: Default::default(),
            class_cache: Vec::new(),
            statics: Default::default(),
            const_visiting: Vec::new(),
            iterator_class: None,
            diag: DiagLog {
                precision: Some(precision),
                ..DiagLog::default()
            },
            errors: Default::default(),
            exception: None,
            next_object_id: 1,
            classes: Default::default(),
            class_list: Vec::new(),
            declared: Default::default(),
            bound_early: Default::default(),
            prop_guards: Default::default(),
            readonly_reinit: Vec::new(),
            unset_typed: HashMap::new(),
            autoloaders: Vec::new(),
            autoloading: Vec::new(),
            declaring_internal: false,
            fatal_line: None,
            preludes: HashMap::new(),
            weak_maps: Vec::new(),
            weak_refs: Vec::new(),
            sync_depth: 0,
            sync_keep_ref: None,
            defer: magic_cont::Defer::No,
            clone_site: None,
            autoload_retry: None,
            arg_conv: false,
            stop_keeps_ref: false,
            str_memo: (Vec::new(), 0),
            builtin_progress: (0, 0, 0),
            incdec_overflow: None,
            strict_call: false,
            direct_call: false,
            builtin_direct: false,
            builtin_strict: false,
            native_called: crate::class::NO_CLASS,
            native_at: usize::MAX,
            native_thrown: None,
            fiber_block: 0,
            next_resource_id: 0,
            resource_baseline: 0,
            resources: Vec::new(),
            obj_shared: Rc::default(),
            retained: Vec::new(),
            retained_names: Vec::new(),
            main_ended: false,
            spreading: Vec::new(),
            agg_spread: Vec::new(),
            destruction_done: false,
            fast_shutdown: false,
            destruct_queue: Vec::new(),
            destruct_cursor: None,
            destruct_scan: None,
            sync_result: None,
            callback_of: Vec::new(),
            fatal_builtins: Vec::new(),
            refused_object: None,
            enum_updating: Vec::new(),
            call_named: None,
            included: HashSet::new(),
            included_order: Vec::new(),
            argv: Vec::new(),
            script_path: String::new(),
            start: std::time::Instant::now(),
            shutdown_functions: Vec::new(),
            ticks: Default::default(),
            silenced: Vec::new(),
            memory_limit,
            finished: None,
            exit_code: None,
            in_shutdown: false,
            ending_output: false,
            host: None,
            ext: ExtSlots::default(),
            uncaught: None,
            uncaught_due: None,
            assigned: None,
        };
        crate::builtins::register_bootstrap(&mut vm.builtins);
        vm.register_internal_classes();
        vm
    }

    /// The materialized form of a unit in this VM (literals made into values once).
    pub fn func_for(&mut self, unit: &Arc<Unit>) -> Rc<Func> {
        let key = Arc::as_ptr(unit) as usize;
        if let Some(f) = self
            .funcs_by_unit
            .get(&key)
            .and_then(|&id| self.funcs.get(id as usize))
        {
            return f.clone();
        }
        let lits: Vec<Value> = unit.consts.iter().map(call::materialize).collect();
        let entry = call::plain_entry(unit);
        let (leaf_heads, call_heads) = fast_leaf::leaf_heads(&unit.ops, &lits);
        let entry_kind = match unit.ops.get(entry as usize) {
            Some(Op::ReturnNull) => call::EntryKind::ReturnNull,
            Some(&Op::Return { src }) => call::EntryKind::Return(src),
            // (a frameless run calls frameless in the leaf loop)
            first if fast_leaf::leaf_op(first) || matches!(first, Some(Op::CallDirect { .. })) => {
                call::EntryKind::Leaf
            }
            _ => call::EntryKind::Frame,
        };
        let f = Rc::new(Func {
            nparams: unit.params.len() as u32,
            nslots: unit.num_slots,
            ncv: unit.cv_names.len() as u32,
            entry_kind,
            plain: call::plain_unit(unit),
            entry,
            leaf_heads,
            call_heads,
            leaf: Default::default(),
            unit: unit.clone(),
            id: self.call_cache.len() as u32,
            lits: lits.into(),
        });
        self.call_cache
            .push((0..unit.consts.len()).map(|_| None).collect());
        self.class_cache
            .push((0..unit.consts.len()).map(|_| None).collect());
        self.funcs_by_unit.insert(key, f.id);
        self.funcs.push(f.clone());
        f
    }

    /// Records an included file once, in inclusion order.
    pub(crate) fn note_included(&mut self, path: std::path::PathBuf) {
        if self.included.insert(path.clone()) {
            self.included_order.push(path);
        }
    }

    /// The included files in inclusion order (`get_included_files`).
    pub fn included_files(&self) -> impl Iterator<Item = &std::path::Path> {
        self.included_order.iter().map(|p| p.as_path())
    }

    /// Prepare to run a compiled script as the main program.
    pub fn load_main(&mut self, unit: &Arc<Unit>) {
        let func = self.func_for(unit);
        self.resource_baseline = self.next_resource_id;
        self.script_path = unit.file.to_string();
        if let Ok(p) = std::fs::canonicalize(&*unit.file) {
            self.note_included(p);
        }
        let base = self.co.stack.len() as u32;
        let nslots = func.unit.num_slots as usize;
        self.co.stack.resize(base as usize + nslots, None);
        let ncv = func.unit.cv_names.len() as u32;
        self.main_ended = false;
        self.co.frames.push(Frame {
            func,
            pc: 0,
            base,
            ncv,
            argc: 0,
            calls_base: 0,
            ret: Ret::Discard,
            closure: None,
            this: None,
            scope: crate::class::NO_CLASS,
            called: crate::class::NO_CLASS,
            extra: None,
        });
        self.init_superglobals();
    }

    fn init_superglobals(&mut self) {
        let argv: Vec<Value> = self.argv.iter().map(Value::str).collect();
        let argc = argv.len() as i64;
        let argv = Value::Array(crate::value::PhpArray::from_values(argv));
        // php's CLI (variables_order, default "EGPCS"): $_ENV ('E') and $_SERVER ('S')
        // start with the environment; $_SERVER then gets the script's names, the request
        // time and argv/argc. Without the letter the array is empty.
        let order = self
            .ini
            .get("variables_order")
            .unwrap_or("EGPCS")
            .to_owned();
        let has = |c: char| order.contains(c) || order.contains(c.to_ascii_lowercase());
        let mut environ = crate::value::PhpArray::new();
        for (k, v) in std::env::vars_os() {
            use std::os::unix::ffi::OsStrExt;
            let key = crate::value::PhpStr::new(k.as_bytes());
            environ.insert(key, Value::str(v.as_bytes()));
        }
        let mut server = crate::value::PhpArray::new();
        if has('S') {
            server = environ.clone();
            let given = self.argv.first().cloned().unwrap_or_default();
            let stdin = given == b"Standard input code";
            let file = if stdin { Vec::new() } else { given.clone() };
            server.insert("PHP_SELF", Value::str(&given));
            server.insert("SCRIPT_NAME", Value::str(&given));
            server.insert("SCRIPT_FILENAME", Value::str(&file));
            server.insert("PATH_TRANSLATED", Value::str(&file));
            server.insert("DOCUMENT_ROOT", Value::str(""));
            server.insert("REQUEST_TIME_FLOAT", Value::Float(unix_time()));
            server.insert("REQUEST_TIME", Value::Int(unix_time() as i64));
            server.insert("argv", argv.clone());
            server.insert("argc", Value::Int(argc));
        }
        if !has('E') {
            environ = crate::value::PhpArray::new();
        }
        let server = Value::Array(server);
        for (name, value) in [
            ("argv", argv),
            ("argc", Value::Int(argc)),
            ("_SERVER", server),
            ("_GET", Value::Array(Default::default())),
            ("_POST", Value::Array(Default::default())),
            ("_ENV", Value::Array(environ)),
            ("_COOKIE", Value::Array(Default::default())),
            ("_FILES", Value::Array(Default::default())),
            ("_REQUEST", Value::Array(Default::default())),
        ] {
            let r = self.global_ref(name.as_bytes());
            r.set(value);
        }
        self.gc_settle();
    }

    /// Run until the script ends or `fuel` is spent: a unit per op on the full path, and on
    /// the fast lane a unit per backward jump, call and return (so every loop iteration and
    /// every call pays, and straight-line code is bounded by its length).
    pub fn run(&mut self, fuel: u64) -> Status {
        if let Some(code) = self.finished {
            return Status::Finished(code);
        }
        let mut left = fuel;
        while left > 0 {
            if self.obj_shared.weak_died.get() {
                self.prune_weak();
            }
            if self.obj_shared.gc.due.get() {
                self.gc_check();
            }
            self.run_fast(&mut left);
            if left == 0 {
                break;
            }
            left -= 1;
            if !self.obj_shared.pending.borrow().is_empty() {
                self.run_pending_destructor();
                continue;
            }
            let Some(frame) = self.co.frames.last_mut() else {
                if self.fiber_end_due() {
                    continue;
                }
                if let Some(e) = self.uncaught_due.take() {
                    if let Err(control) = self.uncaught(e) {
                        if let Some(code) = self.control(control) {
                            self.exit_code = Some(code);
                        }
                    }
                    continue;
                }
                if self.run_next_shutdown_function() {
                    continue;
                }
                if self.destruct_step() {
                    continue;
                }
                let buffers_done = self.ending_output || self.out.buffers.is_empty();
                if self.out.headers.attention || (!self.out.headers.sent && buffers_done) {
                    let started = if self.out.headers.attention {
                        self.headers_attention().map(|()| true)
                    } else {
                        self.send_headers_at_end()
                    };
                    match started {
                        Ok(false) => {}
                        Ok(true) => continue,
                        Err(control) => {
                            if let Some(code) = self.control(control) {
                                self.exit_code = Some(code);
                            }
                            continue;
                        }
                    }
                }
                if !self.ending_output && !self.out.buffers.is_empty() {
                    // php_output_end_all: each buffer's handler runs with PHP_OUTPUT_HANDLER_FINAL
                    if let Err(control) = self.end_next_buffer() {
                        if let Some(code) = self.control(control) {
                            self.ending_output = true;
                            self.exit_code = Some(code);
                            self.co = Coroutine::default();
                        }
                    }
                    continue;
                }
                let code = self.exit_code.unwrap_or(0);
                return self.finish(code);
            };
            let pc = frame.pc as usize;
            frame.pc += 1;
            let base = frame.base as usize;
            let op = match frame.func.unit.ops.get(pc) {
                Some(op) => *op,
                None => crate::bytecode::Op::ReturnNull,
            };
            let mut result = self.exec(op, base);
            if !self.diag.entries.is_empty() || !self.errors.queue.is_empty() {
                result = self.deliver_errors(result);
            }
            if self.out.headers.attention && result.is_ok() {
                result = self.headers_attention();
            }
            if self.out.chunk_due && result.is_ok() {
                result = self.flush_chunk();
            }
            if let Err(control) = result {
                if let Some(code) = self.control(control) {
                    if self.in_shutdown {
                        // exit in a shutdown function: the rest are skipped
                        self.shutdown_functions.clear();
                    }
                    if !self.shutdown_functions.is_empty()
                        || (!self.ending_output && !self.out.buffers.is_empty())
                        || !self.destruction_done
                    {
                        // exit(): unwind everything, then run the shutdown functions and
                        // the destructors
                        self.exit_code = Some(code);
                        self.retain_main_variables();
                        continue;
                    }
                    return self.finish(code);
                }
            }
        }
        if let Some(code) = self.check_time_limit() {
            return self.finish(code);
        }
        Status::Running
    }

    /// Run to completion; returns the exit code.
    pub fn run_to_end(&mut self) -> i32 {
        loop {
            if let Status::Finished(code) = self.run(100_000) {
                return code;
            }
        }
    }

    /// Start the next `register_shutdown_function` callback; false when none is left.
    fn run_next_shutdown_function(&mut self) -> bool {
        if self.shutdown_functions.is_empty() {
            return false;
        }
        self.in_shutdown = true;
        let (cb, args) = self.shutdown_functions.remove(0);
        let then: Box<dyn Continuation> = Box::new(|_: &mut Vm, v: Value| Ok(v));
        if let Err(control) = self.call_with_continuation(cb, args, then, u32::MAX) {
            if let Some(code) = self.control(control) {
                self.exit_code = Some(code);
                self.shutdown_functions.clear();
            }
        }
        true
    }

    fn finish(&mut self, code: i32) -> Status {
        if self.finished.is_none() {
            self.finished = Some(code);
            self.out.flush_all();
        }
        Status::Finished(code)
    }

    fn check_time_limit(&mut self) -> Option<i32> {
        let limit: u64 = self
            .ini
            .get("max_execution_time")
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        if limit > 0 && self.start.elapsed().as_secs() >= limit {
            let msg = format!(
                "Maximum execution time of {limit} second{} exceeded",
                if limit == 1 { "" } else { "s" }
            );
            self.report_fatal(&msg);
            return Some(255);
        }
        None
    }

    /// Handle a control transfer; `Some(exit code)` when the script ends.
    fn control(&mut self, control: Control) -> Option<i32> {
        let mut control = control;
        loop {
            let next = match control {
                Control::Throw(e) => self.throw(e),
                Control::Error(kind, msg) => {
                    let e = self.create_throwable(kind.class_name(), &msg);
                    self.throw(e)
                }
                Control::Exit(code) => return Some(code),
                Control::Fatal(msg) => {
                    self.report_fatal(&msg);
                    return Some(255);
                }
                Control::ReExec => {
                    if let Some(f) = self.co.frames.last_mut() {
                        f.pc -= 1;
                    }
                    Ok(())
                }
                Control::Call { callee, args, then } => {
                    // A continuation from a builtin run outside DoFcall has no target slot.
                    self.call_with_continuation(callee, args, then, u32::MAX)
                }
                Control::Method(m) => self.builtin_result(Err(Control::Method(m)), u32::MAX),
                Control::Fiber(op) => self.fiber_op(op, u32::MAX),
                Control::Gen(op) => self.gen_op(op, u32::MAX),
            };
            match next {
                Ok(()) => return self.finished,
                Err(c) => control = c,
            }
        }
    }

    // ----- slots -----

    #[inline]
    fn slot(&self, base: usize, s: Slot) -> &Option<Value> {
        &self.co.stack[base + s as usize]
    }

    /// Read a slot's value (dereferenced), warning for an undefined variable.
    #[inline]
    pub(crate) fn read(&mut self, base: usize, s: Slot) -> Value {
        match &self.co.stack[base + s as usize] {
            Some(Value::Ref(r)) => r.get(),
            Some(v) => v.clone(),
            None => {
                self.undefined_variable(s);
                Value::Null
            }
        }
    }

    /// Read without a warning (isset, ??); undefined is null.
    #[inline]
    pub(crate) fn read_quiet(&self, base: usize, s: Slot) -> Value {
        match &self.co.stack[base + s as usize] {
            Some(Value::Ref(r)) => r.get(),
            Some(v) => v.clone(),
            None => Value::Null,
        }
    }

    /// Take a temporary's value (moved out), or copy a variable's.
    #[inline]
    pub(crate) fn take(&mut self, base: usize, s: Slot) -> Value {
        let ncv = self.co.frames.last().map_or(0, |f| f.ncv);
        if s >= ncv {
            match self.co.stack[base + s as usize].take() {
                Some(Value::Ref(r)) => r.get(),
                Some(v) => v,
                None => Value::Null,
            }
        } else {
            self.read(base, s)
        }
    }

    /// Release temporaries `first..first+n` once an op consumed them (php frees its
    /// operands at once: a key object held only there dies, and is destructed, now).
    #[inline]
    pub(crate) fn clear_temps(&mut self, base: usize, first: Slot, n: u32) {
        let ncv = self.co.frames.last().map_or(0, |f| f.ncv);
        for s in first..first + n {
            if s >= ncv {
                if let Some(slot) = self.co.stack.get_mut(base + s as usize) {
                    if matches!(
                        slot,
                        Some(Value::Object(_) | Value::Array(_) | Value::Ref(_))
                    ) {
                        *slot = None;
                    }
                }
            }
        }
    }

    #[inline]
    pub(crate) fn set(&mut self, base: usize, s: Slot, v: Value) {
        self.co.stack[base + s as usize] = Some(v);
    }

    /// `set` of an op's result slot, which is `NO_SLOT` when the result is unused.
    #[inline]
    pub(crate) fn set_result(&mut self, base: usize, s: Slot, v: Value) {
        if s != NO_SLOT {
            self.set(base, s, v);
        }
    }

    /// Assign to a variable slot, through its reference cell if it has one.
    #[inline]
    pub(crate) fn assign_var(&mut self, base: usize, s: Slot, v: Value) -> Result<(), Control> {
        match &mut self.co.stack[base + s as usize] {
            Some(Value::Ref(r)) => {
                if r.is_typed() {
                    let r = r.clone();
                    // a temporary holds a static property's cell (`A::$x = v`)
                    let direct = s >= self.co.frames.last().map_or(0, |f| f.ncv);
                    return self.assign_typed_cell(&r, v, direct);
                }
                r.set(v);
            }
            slot => *slot = Some(v),
        }
        Ok(())
    }

    /// The reference cell of a variable slot, made on first use.
    pub(crate) fn make_ref(&mut self, base: usize, s: Slot) -> PhpRef {
        let slot = &mut self.co.stack[base + s as usize];
        match slot {
            Some(Value::Ref(r)) => r.clone(),
            _ => {
                let r = PhpRef::new(slot.take().unwrap_or(Value::Null));
                *slot = Some(Value::Ref(r.clone()));
                r
            }
        }
    }

    pub(super) fn undefined_variable(&mut self, s: Slot) {
        let name = self
            .co
            .frames
            .last()
            .and_then(|f| f.func.unit.cv_names.get(s as usize))
            .map(|n| String::from_utf8_lossy(n).into_owned());
        if let Some(name) = name {
            // a superglobal is fetched from the global table (php's FETCH_R global)
            let global = if crate::compile::is_superglobal(name.as_bytes()) {
                "global "
            } else {
                ""
            };
            self.diag.entries.push((
                DiagLevel::Warning,
                format!("Undefined {global}variable ${name}"),
            ));
        }
    }

    // ----- diagnostics -----

    /// The file and line of the op being executed.
    /// Internal (prelude) frames are skipped: php reports the user code that called them.
    pub fn location(&self) -> (String, u32) {
        let f = self
            .co
            .frames
            .iter()
            .rev()
            .find(|f| !f.func.unit.internal)
            .or(self.co.frames.last());
        match f {
            Some(f) => (
                f.func.unit.file.to_string(),
                f.func.unit.line(f.pc.saturating_sub(1) as usize),
            ),
            // a shutdown function run with no php code under it: php's "Unknown"
            None if self.in_shutdown => ("Unknown".to_owned(), 0),
            None => (self.script_path.clone(), 0),
        }
    }

    /// Deliver the recorded warnings now (inside an op). With a user error handler they
    /// stay queued: its frame is pushed at the op boundary (`deliver_errors`).
    pub fn flush_diags(&mut self) {
        self.queue_diags();
        if self.errors.handler.is_none() {
            self.display_queued();
        }
    }

    /// Report an error of some type at the current location: right away, or at the op
    /// boundary when a user error handler will get it.
    pub fn report(&mut self, t: ErrorType, msg: &str) {
        if !t.is_fatal() {
            self.queue_error(t, msg.to_owned(), None);
            self.flush_diags();
            return;
        }
        self.flush_diags();
        let (file, line) = self.location();
        let _ = diag::report(&self.ini, &mut self.out, t, msg, &file, line);
    }

    /// A fatal error with php 8.5's backtrace of the running calls.
    fn report_fatal(&mut self, msg: &str) {
        self.flush_diags();
        self.mark_all_destructed();
        let (mut file, mut line) = self.location();
        if let Some(l) = self.fatal_line.take() {
            line = l;
            if l == 0 {
                // an error php raises with no file (E_CORE_ERROR at link time)
                file = "Unknown".to_owned();
            }
        }
        let trace = throw::format_trace(&Value::Array(self.build_trace()));
        self.fatal_builtins.clear();
        self.errors.last = Some(error_handler::LastError {
            t: 1,
            msg: msg.to_owned(),
            file: file.clone(),
            line,
        });
        let _ = diag::report_with_trace(
            &self.ini,
            &mut self.out,
            ErrorType::Error,
            msg,
            &file,
            line,
            Some(&trace),
        );
    }

    pub fn warn(&mut self, msg: impl Into<String>) {
        self.diag.entries.push((DiagLevel::Warning, msg.into()));
    }

    pub fn deprecated(&mut self, msg: impl Into<String>) {
        self.diag.entries.push((DiagLevel::Deprecated, msg.into()));
    }

    pub fn notice(&mut self, msg: impl Into<String>) {
        self.diag.entries.push((DiagLevel::Notice, msg.into()));
    }

    /// The class a class-name literal of the running function names (cached per site).
    pub(crate) fn class_from_lit(&mut self, lit: u32) -> Result<Rc<crate::class::Class>, Control> {
        let Some((fid, name)) = self
            .co
            .frames
            .last()
            .and_then(|f| Some((f.func.id, f.func.lits.get(lit as usize)?.clone())))
        else {
            return self.lookup_class(b"");
        };
        let Value::Str(name) = name else {
            return self.lookup_class(b"");
        };
        let is = |k: &[u8]| name.as_bytes().eq_ignore_ascii_case(k);
        if is(b"self") || is(b"parent") || is(b"static") {
            // the frame's classes, without a name lookup (errors and parent: the full path)
            let frame = self.co.frames.last();
            let id = if is(b"self") {
                frame.map(|f| f.scope)
            } else if is(b"static") {
                frame.map(|f| f.called)
            } else {
                None
            };
            if let Some(c) = id.and_then(|id| self.class_by_id(id)) {
                return Ok(c);
            }
            return self.lookup_class(name.as_bytes());
        }
        if let Some(c) = self
            .class_cache
            .get(fid as usize)
            .and_then(|row| row.get(lit as usize))
            .and_then(|c| c.clone())
        {
            return Ok(c);
        }
        let c = self.lookup_class(name.as_bytes())?;
        if let Some(slot) = self
            .class_cache
            .get_mut(fid as usize)
            .and_then(|row| row.get_mut(lit as usize))
        {
            *slot = Some(c.clone());
        }
        Ok(c)
    }

    /// A new resource: ids count from 1 and are never reused (php).
    pub fn new_resource(
        &mut self,
        kind: &'static str,
        state: Box<dyn std::any::Any>,
    ) -> crate::value::ResourceHandle {
        self.next_resource_id += 1;
        let r = crate::value::ResourceHandle::new(self.next_resource_id, kind, state);
        if self.resources.len() >= 64 && self.resources.len().is_power_of_two() {
            self.resources.retain(|w| w.is_alive());
        }
        self.resources.push(r.downgrade());
        r
    }

    /// Whether a resource the script made is still held somewhere.
    pub(crate) fn script_resources_live(&self) -> bool {
        self.resources
            .iter()
            .filter_map(|w| w.upgrade())
            .any(|r| r.id() > self.resource_baseline)
    }

    /// The resources some value still holds, oldest first (php's `get_resources()`).
    pub fn live_resources(&self) -> Vec<crate::value::ResourceHandle> {
        self.resources.iter().filter_map(|w| w.upgrade()).collect()
    }

    /// The handle php's engine takes for the iterator of an object it traverses
    /// (`zend_iterator_init` puts every `zend_object_iterator` in the object store): held
    /// for the traversal's life and dropped after the traversed object's reference, so
    /// later objects are numbered as php numbers them.
    pub(crate) fn iterator_handle(&mut self) -> ObjectHandle {
        let class = match &self.iterator_class {
            Some(c) => c.clone(),
            None => {
                let mut c = crate::class::Class::bare(crate::class::NO_CLASS, "InternalIterator");
                c.shared = Some(self.obj_shared.clone());
                let c = Rc::new(c);
                self.iterator_class = Some(c.clone());
                c
            }
        };
        let id = self.new_object_id();
        ObjectHandle::new(id, class)
    }

    /// Free the running frame's slot `slot` when it is a temporary (php's FREE_OP of a
    /// TMP operand as its op ends: `new A() instanceof A` frees the object there).
    pub(crate) fn drop_temp(&mut self, base: usize, slot: u32) {
        if self.co.frames.last().is_some_and(|f| slot >= f.ncv) {
            if let Some(s) = self.co.stack.get_mut(base + slot as usize) {
                drop(s.take());
            }
        }
    }

    /// `drop_temp` of the operands `a` and `b` of a binary op that hold objects (php frees
    /// a TMP operand as the op ends: `new A == 1`).
    #[inline]
    pub(crate) fn drop_temp_objects(&mut self, base: usize, a: u32, b: u32) {
        for s in [a, b] {
            if let Some(Some(Value::Object(_))) = self.co.stack.get(base + s as usize) {
                self.drop_temp(base, s);
            }
        }
    }

    pub(crate) fn new_object_id(&mut self) -> u32 {
        let id = match self.obj_shared.reuse_id() {
            Some(id) => id,
            None => {
                let id = self.next_object_id;
                self.next_object_id += 1;
                id
            }
        };
        // the refused object goes once the error refusing it has its handle
        drop(self.refused_object.take());
        id
    }

    /// Bytes the PHP call stack uses (frames and slots), counted against memory_limit.
    pub fn stack_bytes(&self) -> usize {
        coroutine_bytes(&self.co.stack, &self.co.frames) + self.parent_stack_bytes()
    }

    /// The part of `stack_bytes` held by the fibers' parents (suspended while one runs).
    pub(crate) fn parent_stack_bytes(&self) -> usize {
        self.fiber_chain
            .iter()
            .map(|link| coroutine_bytes(&link.parent.stack, &link.parent.frames))
            .sum()
    }

    fn check_memory(&mut self, extra_slots: usize) -> OpResult {
        self.memory_limit = self.ini.memory_limit();
        let needed = self.stack_bytes() + extra_slots * 16;
        if needed > self.memory_limit {
            return Err(Control::Fatal(format!(
                "Allowed memory size of {} bytes exhausted (tried to allocate {} bytes)",
                self.memory_limit, 262_144
            )));
        }
        Ok(())
    }

    /// `.=` onto the string in stack slot `slot` by `more` bytes: a growing string counts
    /// against memory_limit (a `.=` loop must end).
    pub(crate) fn check_concat_memory(&mut self, slot: usize, more: usize) -> OpResult {
        let cur = match self.co.stack.get(slot) {
            Some(Some(Value::Str(s))) => s.len(),
            Some(Some(Value::Ref(r))) => match &*r.borrow() {
                Value::Str(s) => s.len(),
                _ => 0,
            },
            _ => 0,
        };
        self.check_string_memory(cur + more)
    }

    /// A string about to grow to `len` bytes: php's memory-limit fatal error when it and
    /// the call stack do not fit.
    pub(crate) fn check_string_memory(&mut self, len: usize) -> OpResult {
        if len < 1 << 20 {
            return Ok(());
        }
        self.memory_limit = self.ini.memory_limit();
        if self.stack_bytes().saturating_add(len) > self.memory_limit {
            return Err(Control::Fatal(format!(
                "Allowed memory size of {} bytes exhausted (tried to allocate {} bytes)",
                self.memory_limit,
                (len + 32).next_multiple_of(4096)
            )));
        }
        Ok(())
    }

    /// The global scope's reference cell for variable `name` (made on first use).
    pub(crate) fn global_ref(&mut self, name: &[u8]) -> PhpRef {
        if self.main_ended {
            return self.retained_global(name);
        }
        let co = match self.fiber_chain.first_mut() {
            Some(link) => &mut link.parent,
            None => &mut self.co,
        };
        // after the main script ended, the bottom frame is a shutdown function's or a
        // destructor's: the globals are the retained variables
        let Some(frame) = co
            .frames
            .first_mut()
            .filter(|f| f.func.unit.kind == crate::bytecode::UnitKind::Script)
        else {
            return self.retained_global(name);
        };
        if let Some(s) = frame.func.unit.cv(name) {
            let slot = &mut co.stack[frame.base as usize + s as usize];
            return match slot {
                Some(Value::Ref(r)) => r.clone(),
                _ => {
                    let r = PhpRef::new(slot.take().unwrap_or(Value::Null));
                    *slot = Some(Value::Ref(r.clone()));
                    r
                }
            };
        }
        let extra = frame.extra.get_or_insert_with(Default::default);
        if let Some((_, r)) = extra.vars.iter().find(|(n, _)| n.as_bytes() == name) {
            return r.clone();
        }
        let r = PhpRef::new(Value::Null);
        extra.vars.push((PhpStr::new(name), r.clone()));
        r
    }

    /// The reference cell for variable `name` in the top frame (made on first use).
    pub fn local_ref(&mut self, name: &[u8]) -> PhpRef {
        let Some(frame) = self.co.frames.last_mut() else {
            return PhpRef::new(Value::Null);
        };
        if let Some(s) = frame.func.unit.cv(name) {
            let base = frame.base as usize;
            return self.make_ref(base, s);
        }
        let extra = frame.extra.get_or_insert_with(Default::default);
        if let Some((_, r)) = extra.vars.iter().find(|(n, _)| n.as_bytes() == name) {
            return r.clone();
        }
        let r = PhpRef::new(Value::Null);
        extra.vars.push((PhpStr::new(name), r.clone()));
        r
    }

    /// Look a variable up by name in the top frame without creating it.
    pub fn local_lookup(&self, name: &[u8]) -> Option<Value> {
        let frame = self.co.frames.last()?;
        if let Some(s) = frame.func.unit.cv(name) {
            return match &self.co.stack[frame.base as usize + s as usize] {
                Some(Value::Ref(r)) => Some(r.get()),
                Some(v) => Some(v.clone()),
                None => None,
            };
        }
        let extra = frame.extra.as_ref()?;
        extra
            .vars
            .iter()
            .find(|(n, _)| n.as_bytes() == name)
            .map(|(_, r)| r.get())
    }

    pub(crate) fn static_ref(&mut self, var: Slot) -> (PhpRef, bool) {
        let Some(frame) = self.co.frames.last() else {
            return (PhpRef::new(Value::Null), true);
        };
        if let Some(c) = &frame.closure {
            if closure_data::owns_statics(&frame.func.unit) {
                return closure_data::closure_static_ref(c, var);
            }
        }
        let key = (Arc::as_ptr(&frame.func.unit) as usize, var, frame.scope);
        if let Some(r) = self.statics.get(&key) {
            return (r.clone(), false);
        }
        let r = PhpRef::new(Value::Null);
        self.statics.insert(key, r.clone());
        (r, true)
    }
}

fn unix_time() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// A coroutine's share of `Vm::stack_bytes`: its value stack and frames, by capacity.
pub(crate) fn coroutine_bytes(stack: &Vec<Option<Value>>, frames: &Vec<Frame>) -> usize {
    stack.capacity() * std::mem::size_of::<Option<Value>>() + frames_bytes(frames)
}

/// The frames' part of `coroutine_bytes`.
pub(crate) fn frames_bytes(frames: &Vec<Frame>) -> usize {
    frames.capacity() * std::mem::size_of::<Frame>()
}

/// php's ini size: "128M", "1G", "-1" (unlimited).
pub fn parse_size(s: &str) -> usize {
    let s = s.trim();
    if s.starts_with('-') {
        return usize::MAX;
    }
    let (digits, mult) = match s.chars().last() {
        Some('k' | 'K') => (&s[..s.len() - 1], 1024),
        Some('m' | 'M') => (&s[..s.len() - 1], 1024 * 1024),
        Some('g' | 'G') => (&s[..s.len() - 1], 1024 * 1024 * 1024),
        _ => (s, 1),
    };
    digits
        .trim()
        .parse::<usize>()
        .map(|n| n.saturating_mul(mult))
        .unwrap_or(128 << 20)
}

#[cfg(test)]
mod tests;
