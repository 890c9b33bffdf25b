//! The internal classes this milestone needs (Throwable and its family, Closure, Fiber,
//! Generator, stdClass, the SPL exceptions) with their inheritance, and their methods as
//! Rust functions. User classes come later.

use super::{Control, ThrowKind, Vm};
use crate::value::{ObjectHandle, PhpStr, Value};

pub use crate::class_def::Method;

/// (name, parent, interfaces)
type ClassRow = (&'static str, Option<&'static str>, &'static [&'static str]);

const CLASSES: &[ClassRow] = &[
    ("stdClass", None, &[]),
    ("Traversable", None, &[]),
    ("Iterator", None, &["Traversable"]),
    ("IteratorAggregate", None, &["Traversable"]),
    ("ArrayAccess", None, &[]),
    ("Countable", None, &[]),
    ("Stringable", None, &[]),
    ("UnitEnum", None, &[]),
    ("Throwable", None, &["Stringable"]),
    // (php's internal classes with __toString list Stringable first)
    ("Exception", None, &["Stringable", "Throwable"]),
    ("Error", None, &["Stringable", "Throwable"]),
    ("ErrorException", Some("Exception"), &[]),
    ("TypeError", Some("Error"), &[]),
    ("ValueError", Some("Error"), &[]),
    ("ArithmeticError", Some("Error"), &[]),
    ("DivisionByZeroError", Some("ArithmeticError"), &[]),
    ("ArgumentCountError", Some("TypeError"), &[]),
    ("AssertionError", Some("Error"), &[]),
    ("CompileError", Some("Error"), &[]),
    ("ParseError", Some("CompileError"), &[]),
    ("UnhandledMatchError", Some("Error"), &[]),
    ("FiberError", Some("Error"), &[]),
    ("ClosedGeneratorException", Some("Exception"), &[]),
    ("LogicException", Some("Exception"), &[]),
    ("BadFunctionCallException", Some("LogicException"), &[]),
    (
        "BadMethodCallException",
        Some("BadFunctionCallException"),
        &[],
    ),
    ("DomainException", Some("LogicException"), &[]),
    ("InvalidArgumentException", Some("LogicException"), &[]),
    ("LengthException", Some("LogicException"), &[]),
    ("OutOfRangeException", Some("LogicException"), &[]),
    ("RuntimeException", Some("Exception"), &[]),
    ("OutOfBoundsException", Some("RuntimeException"), &[]),
    ("OverflowException", Some("RuntimeException"), &[]),
    ("RangeException", Some("RuntimeException"), &[]),
    ("UnderflowException", Some("RuntimeException"), &[]),
    ("UnexpectedValueException", Some("RuntimeException"), &[]),
    ("JsonException", Some("Exception"), &[]),
    ("Closure", None, &[]),
    ("Generator", None, &["Iterator"]),
    ("Fiber", None, &[]),
];

fn entry(
    name: &[u8],
) -> Option<&'static (&'static str, Option<&'static str>, &'static [&'static str])> {
    let name = name.strip_prefix(b"\\").unwrap_or(name);
    CLASSES
        .iter()
        .find(|(n, _, _)| n.as_bytes().eq_ignore_ascii_case(name))
}

pub fn is_internal_class(name: &[u8]) -> bool {
    entry(name).is_some()
}

/// `$obj instanceof $target` by class names.
pub fn instance_of(class: &[u8], target: &[u8]) -> bool {
    let target = target.strip_prefix(b"\\").unwrap_or(target);
    let mut cur = entry(class);
    while let Some((name, parent, ifaces)) = cur {
        if name.as_bytes().eq_ignore_ascii_case(target) {
            return true;
        }
        if ifaces.iter().any(|i| implements(i, target)) {
            return true;
        }
        cur = parent.and_then(|p| entry(p.as_bytes()));
    }
    false
}

fn implements(iface: &str, target: &[u8]) -> bool {
    if iface.as_bytes().eq_ignore_ascii_case(target) {
        return true;
    }
    entry(iface.as_bytes())
        .is_some_and(|(_, _, parents)| parents.iter().any(|p| implements(p, target)))
}

pub static NOOP_CTOR: Method = Method {
    class: "stdClass",
    name: "__construct",
    func: noop,
    min: 0,
    max: u8::MAX,
    is_static: false,
    flags: 0,
    params: &[],
};

fn noop(_: &mut Vm, _: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Null)
}

macro_rules! method {
    ($class:expr, $name:expr, $f:expr, $min:expr, $max:expr) => {
        Method {
            class: $class,
            name: $name,
            func: $f,
            min: $min,
            max: $max,
            is_static: false,
            flags: 0,
            params: &[],
        }
    };
    ($class:expr, $name:expr, $f:expr, $min:expr, $max:expr, static) => {
        Method {
            class: $class,
            name: $name,
            func: $f,
            min: $min,
            max: $max,
            is_static: true,
            flags: 0,
            params: &[],
        }
    };
}

static THROWABLE_METHODS: &[Method] = &[
    method!(
        "Exception",
        "__construct",
        super::throw::exception_construct,
        0,
        3
    ),
    method!("Exception", "getMessage", super::throw::get_message, 0, 0),
    method!("Exception", "getCode", super::throw::get_code, 0, 0),
    method!("Exception", "getPrevious", super::throw::get_previous, 0, 0),
    method!("Exception", "getFile", super::throw::get_file, 0, 0),
    method!("Exception", "getLine", super::throw::get_line, 0, 0),
    method!("Exception", "getTrace", super::throw::get_trace, 0, 0),
    method!(
        "Exception",
        "getTraceAsString",
        super::throw::get_trace_as_string,
        0,
        0
    ),
    method!(
        "Exception",
        "__toString",
        super::throw::to_string_method,
        0,
        0
    ),
];

static ERROR_EXCEPTION_METHODS: &[Method] = &[
    method!(
        "ErrorException",
        "__construct",
        super::throw::error_exception_construct,
        0,
        6
    ),
    method!(
        "ErrorException",
        "getSeverity",
        super::throw::get_severity,
        0,
        0
    ),
];

static CLOSURE_METHODS: &[Method] = &[
    method!("Closure", "__invoke", closure_invoke, 0, u8::MAX),
    method!("Closure", "call", closure_call, 1, u8::MAX),
    method!("Closure", "bindTo", closure_bind_to, 1, 2),
    method!("Closure", "bind", closure_bind, 2, 3, static),
    method!(
        "Closure",
        "fromCallable",
        closure_from_callable,
        1,
        1,
        static
    ),
];

fn closure_invoke(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let Some(this) = this else {
        return Ok(Value::Null);
    };
    Err(Control::Call {
        callee: Value::Object(this.clone()),
        args: args.to_vec(),
        then: Box::new(|_: &mut Vm, v: Value| Ok(v)),
    })
}

fn closure_call(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let Some(this) = this else {
        return Ok(Value::Null);
    };
    let new_this = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    let scope = new_this.clone();
    let bound = vm.bind_closure(this, new_this, Some(scope))?;
    let Value::Object(bound) = bound else {
        return Ok(Value::Null);
    };
    Err(Control::Call {
        callee: Value::Object(bound),
        args: args.iter().skip(1).cloned().collect(),
        then: Box::new(|_: &mut Vm, v: Value| Ok(v)),
    })
}

fn closure_bind_to(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let Some(this) = this else {
        return Ok(Value::Null);
    };
    let new_this = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    let scope = args.get(1).map(Value::deref_value);
    vm.bind_closure(this, new_this, scope)
}

fn closure_bind(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let Some(Value::Object(c)) = args.first().map(Value::deref_value) else {
        return Ok(Value::Null);
    };
    let new_this = args.get(1).map(Value::deref_value).unwrap_or(Value::Null);
    let scope = args.get(2).map(Value::deref_value);
    vm.bind_closure(&c, new_this, scope)
}

impl Vm {
    /// `bindTo($obj)` of a `__call` closure: the same method name on the new object.
    fn rebind_magic_closure(
        &mut self,
        closure: &ObjectHandle,
        c: &super::call::Callee,
        new_this: Value,
    ) -> Value {
        use super::call::{Callee, ClosureData};
        let (Callee::Magic { inner, name }, Value::Object(o)) = (c, new_this) else {
            return Value::Object(closure.clone());
        };
        let Callee::UserMethod { func, ctx } = &**inner else {
            return Value::Object(closure.clone());
        };
        let mut ctx = ctx.clone();
        ctx.this = Some(o);
        let inner = Box::new(Callee::UserMethod {
            func: func.clone(),
            ctx,
        });
        let data = ClosureData::Magic(Box::new(Callee::Magic {
            inner,
            name: name.clone(),
        }));
        let copy = self.new_object(b"Closure");
        copy.borrow_mut().set_internal(Box::new(data));
        Value::Object(copy)
    }

    /// `Closure::bind`/`bindTo`/`call`: a copy of the closure with a new `$this` and class
    /// scope (`scope` is a class name, an object, or absent/"static" to keep the current one).
    pub(crate) fn bind_closure(
        &mut self,
        closure: &ObjectHandle,
        new_this: Value,
        scope: Option<Value>,
    ) -> Result<Value, Control> {
        use super::call::{ClosureData, MethodCtx};
        let data = closure
            .borrow()
            .internal
            .get()
            .and_then(|d| d.downcast_ref::<ClosureData>().map(ClosureData::duplicate));
        if let Some(ClosureData::Magic(c)) = &data {
            return Ok(self.rebind_magic_closure(closure, c, new_this));
        }
        if let Some(
            d @ (ClosureData::Builtin(_) | ClosureData::Method { .. } | ClosureData::Enum { .. }),
        ) = data
        {
            return self.bind_internal_closure(d, new_this, scope);
        }
        let Some(ClosureData::User {
            func,
            bound,
            ctx,
            statics,
        }) = data
        else {
            // builtin and method closures cannot be rebound; php warns and keeps them
            return Ok(Value::Object(closure.clone()));
        };
        let this = match new_this {
            Value::Object(o) => {
                if func.unit.is_static {
                    self.warn(
                        "Cannot bind an instance to a static closure, this will be an error in PHP 9",
                    );
                    return Ok(Value::Null);
                }
                Some(o)
            }
            _ => None,
        };
        // php's zend_valid_closure_binding. A closure made from a function or method
        // (`f(...)`, `$o->m(...)`, getClosure) keeps its scope, and a method's `$this` is
        // of its class
        let fake = matches!(
            func.unit.kind,
            crate::bytecode::UnitKind::Method | crate::bytecode::UnitKind::Function
        );
        let method_class = self.class_by_id(ctx.scope).filter(|_| fake);
        if let Some(mc) = &method_class {
            let method = format!(
                "{}::{}()",
                super::typed_ref::c_name(mc.name.as_bytes()),
                String::from_utf8_lossy(&func.unit.name)
            );
            match &this {
                Some(o) if !o.class().is_subclass_of(mc) => {
                    self.warn(format!(
                        "Cannot bind method {method} to object of class {}, this will be an error in PHP 9",
                        super::typed_ref::c_name(o.class_name().as_bytes())
                    ));
                    return Ok(Value::Null);
                }
                None if !func.unit.is_static => {
                    self.warn("Cannot unbind $this of method, this will be an error in PHP 9");
                    return Ok(Value::Null);
                }
                _ => {}
            }
        }
        if !fake && this.is_none() && ctx.this.is_some() && uses_this(&func.unit) {
            self.warn("Cannot unbind $this of closure using $this, this will be an error in PHP 9");
            return Ok(Value::Null);
        }
        let scope_id = match scope {
            None => ctx.scope,
            Some(Value::Str(s)) if s.as_bytes() == b"static" => ctx.scope,
            Some(Value::Object(o)) => o.class().id,
            Some(Value::Str(s)) => match self.find_class(s.as_bytes()) {
                Some(c) => c.id,
                None => {
                    self.warn(format!("Class \"{}\" not found", s.to_string_lossy()));
                    return Ok(Value::Null);
                }
            },
            Some(Value::Null) => crate::class::NO_CLASS,
            Some(_) => ctx.scope,
        };
        // an object bound without a scope gets php's dummy one (zend_create_closure_ex)
        let scope_id = match (&this, scope_id == crate::class::NO_CLASS && !fake) {
            (Some(_), true) => self.find_class(b"Closure").map_or(scope_id, |c| c.id),
            _ => scope_id,
        };
        if let Some(c) = self.class_by_id(scope_id) {
            if c.internal && c.lname.as_ref() != b"closure" && scope_id != ctx.scope {
                self.warn(format!(
                    "Cannot bind closure to scope of internal class {}",
                    c.name.to_string_lossy()
                ));
                return Ok(Value::Null);
            }
        }
        if fake && scope_id != ctx.scope {
            let made_from = if method_class.is_some() {
                "method"
            } else {
                "function"
            };
            self.warn(format!(
                "Cannot rebind scope of closure created from {made_from}, this will be an error in PHP 9"
            ));
            return Ok(Value::Null);
        }
        let called = match &this {
            Some(o) => o.class().id,
            None => scope_id,
        };
        let o = self.new_object(b"Closure");
        o.borrow_mut().set_internal(Box::new(ClosureData::User {
            func,
            bound,
            statics,
            ctx: MethodCtx {
                this,
                scope: scope_id,
                called,
            },
        }));
        Ok(Value::Object(o))
    }
}

/// Whether a closure's own code uses `$this` (php's ZEND_ACC_USES_THIS; a nested
/// closure's use does not count).
fn uses_this(unit: &crate::bytecode::Unit) -> bool {
    use crate::bytecode::Op;
    unit.ops.iter().any(|op| {
        matches!(
            op,
            Op::This { .. }
                | Op::FetchThisPropC { .. }
                | Op::AssignThisPropC { .. }
                | Op::IncDecThisProp { .. }
                | Op::AssignOpThisProp { .. }
                | Op::IssetThisProp { .. }
                | Op::FetchThisPropIs { .. }
                | Op::CallThis { .. }
        )
    })
}

fn closure_from_callable(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let v = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    if let Some(why) = crate::builtins::callback::callable_reason(vm, &v)? {
        return Err(Control::Error(
            super::ThrowKind::TypeError,
            format!("Failed to create closure from callable: {why}"),
        ));
    }
    vm.make_callable_closure(v)
}

/// The engine interfaces' declarations (`core_interfaces.php`, compiled as internal
/// code); empty only if it failed to compile, which a unit test rules out.
fn core_interfaces() -> Vec<std::sync::Arc<crate::bytecode::ClassUnit>> {
    let source = include_bytes!("core_interfaces.php");
    let parsed = rphp_parser::parse(source);
    if parsed.first_fatal().is_some() {
        return Vec::new();
    }
    crate::compile::compile_internal(&parsed.program, source, "core-interfaces")
        .map(|u| u.classes.to_vec())
        .unwrap_or_default()
}

/// The internal classes that are interfaces.
const INTERFACES: &[&str] = &[
    "Traversable",
    "Iterator",
    "IteratorAggregate",
    "ArrayAccess",
    "Countable",
    "Stringable",
    "UnitEnum",
    "BackedEnum",
    "Throwable",
    "JsonSerializable",
];

/// The method tables of internal classes, most specific first: (owner, methods).
fn method_tables() -> [(&'static str, &'static [Method]); 5] {
    [
        ("ErrorException", ERROR_EXCEPTION_METHODS),
        ("Throwable", THROWABLE_METHODS),
        ("Closure", CLOSURE_METHODS),
        ("Fiber", super::fiber::FIBER_METHODS),
        ("Generator", super::generator::GENERATOR_METHODS),
    ]
}

impl Vm {
    /// Link the internal classes into this VM's class table (at VM creation).
    pub(crate) fn register_internal_classes(&mut self) {
        use crate::bytecode::{ClassKind, Visibility};
        use crate::class::{Class, MethodBody, MethodEntry, PropInfo, storage_key};
        let rows = CLASSES
            .iter()
            .copied()
            .chain([
                ("BackedEnum", None, &["UnitEnum"][..]),
                ("JsonSerializable", None, &[][..]),
            ])
            .collect::<Vec<ClassRow>>();
        let core = core_interfaces();
        for (name, parent, ifaces) in rows {
            let id = self.class_list.len() as u32;
            let mut c = Class::bare(id, name);
            c.shared = Some(self.obj_shared.clone());
            if INTERFACES.contains(&name) {
                c.kind = ClassKind::Interface;
            }
            c.is_final = matches!(name, "Closure" | "Generator" | "Fiber");
            c.allow_dynamic = name == "stdClass";
            c.no_dynamic = !c.allow_dynamic && !instance_of(name.as_bytes(), b"Throwable");
            if let Some(p) =
                parent.and_then(|p| self.classes.get(p.to_ascii_lowercase().as_bytes()))
            {
                c.parent = Some(p.clone());
                c.interfaces = p.interfaces.clone();
                if ifaces.is_empty() {
                    // php inherits them backwards (zend_do_inherit_interfaces)
                    c.interfaces.reverse();
                }
                c.props = p.props.clone();
                c.methods = p.methods.clone();
                c.method_order = p.method_order.clone();
            }
            for i in ifaces {
                if let Some(ic) = self.classes.get(i.to_ascii_lowercase().as_bytes()).cloned() {
                    for sub in std::iter::once(ic.clone()).chain(ic.interfaces.iter().cloned()) {
                        if !c.interfaces.iter().any(|x| x.id == sub.id) {
                            c.interfaces.push(sub);
                        }
                    }
                }
            }
            if matches!(name, "Exception" | "Error") {
                for p in ["message", "code", "file", "line"] {
                    c.props.insert(
                        p.as_bytes().into(),
                        std::rc::Rc::new(PropInfo {
                            name: PhpStr::from(p),
                            key: storage_key(&c.name, p.as_bytes(), Visibility::Protected),
                            visibility: Visibility::Protected,
                            set_visibility: None,
                            readonly: false,
                            is_final: false,
                            is_static: false,
                            ty: None,
                            declaring: id,
                            declaring_name: c.name.clone(),
                            hooks: None,
                        }),
                    );
                }
            }
            for (owner, table) in method_tables() {
                if !instance_of(name.as_bytes(), owner.as_bytes()) {
                    continue;
                }
                for m in table {
                    let l: Box<[u8]> = m.name.to_ascii_lowercase().into_bytes().into();
                    let declares_here =
                        m.class == name || (name == "Error" && m.class == "Exception");
                    if !declares_here && c.methods.contains_key(&l) {
                        continue;
                    }
                    let declaring = if m.class == "Exception" && c.is_a_lname(b"error") {
                        "Error"
                    } else {
                        m.class
                    };
                    if !c.method_order.contains(&l) {
                        c.method_order.push(l.clone());
                    }
                    c.methods.insert(
                        l,
                        std::rc::Rc::new(MethodEntry {
                            name: PhpStr::from(m.name),
                            visibility: Visibility::Public,
                            is_static: m.is_static,
                            is_abstract: false,
                            is_final: false,
                            declaring: id,
                            declaring_name: PhpStr::from(declaring),
                            sig: None,
                            body: MethodBody::Internal(m),
                        }),
                    );
                }
            }
            // the engine interfaces' abstract methods, with their signatures
            let decls = core
                .iter()
                .filter(|cu| cu.name.eq_ignore_ascii_case(name.as_bytes()));
            for m in decls.flat_map(|cu| cu.methods.iter()) {
                let l: Box<[u8]> = m.name.to_ascii_lowercase().into();
                c.method_order.push(l.clone());
                c.methods.insert(
                    l,
                    std::rc::Rc::new(MethodEntry {
                        name: PhpStr::new(&m.name),
                        visibility: Visibility::Public,
                        is_static: false,
                        is_abstract: true,
                        is_final: false,
                        declaring: id,
                        declaring_name: c.name.clone(),
                        sig: Some(m.unit.clone()),
                        body: MethodBody::Abstract,
                    }),
                );
            }
            c.magic = super::object::find_magic(&c);
            let c = std::rc::Rc::new(c);
            self.classes.insert(c.lname.clone(), c.clone());
            self.class_list.push(c);
        }
    }

    /// A fresh object of a class known to exist (no constructor run).
    pub fn new_object(&mut self, class: &[u8]) -> ObjectHandle {
        let id = self.new_object_id();
        let class = class.strip_prefix(b"\\").unwrap_or(class);
        let lower = class.to_ascii_lowercase();
        let c = match self.classes.get(lower.as_slice()).cloned().or_else(|| {
            self.builtins
                .internal_class(&lower)
                .and_then(|_| self.link_internal(&lower).ok().flatten())
        }) {
            Some(c) => c,
            None => {
                let c = std::rc::Rc::new(crate::class::Class::bare(
                    crate::class::NO_CLASS,
                    &String::from_utf8_lossy(class),
                ));
                self.classes.insert(c.lname.clone(), c.clone());
                c
            }
        };
        ObjectHandle::new(id, c)
    }

    /// `new Class` (no constructor run): php's instantiation errors.
    pub(crate) fn instantiate(&mut self, class: &[u8]) -> Result<ObjectHandle, Control> {
        let c = self.lookup_class(class)?;
        self.instantiate_class(&c)
    }

    pub fn instantiate_class(
        &mut self,
        c: &std::rc::Rc<crate::class::Class>,
    ) -> Result<ObjectHandle, Control> {
        use crate::bytecode::ClassKind;
        // the common case first: a plain user class (no name text, no hierarchy walk)
        if c.kind == ClassKind::Class && !c.is_abstract && !c.internal && !c.is_throwable() {
            let props = self.class_defaults(c)?;
            let id = self.new_object_id();
            let o = ObjectHandle::with_properties(id, c.clone(), props);
            if c.magic.destruct.is_some() {
                o.track_destructor();
            }
            return Ok(o);
        }
        let name = c.name.to_string_lossy();
        let fail = |m: String| Err(Control::Error(ThrowKind::Error, m));
        match c.kind {
            ClassKind::Interface => return fail(format!("Cannot instantiate interface {name}")),
            ClassKind::Trait => return fail(format!("Cannot instantiate trait {name}")),
            ClassKind::Enum => return fail(format!("Cannot instantiate enum {name}")),
            ClassKind::Class => {}
        }
        if c.is_abstract {
            return fail(format!("Cannot instantiate abstract class {name}"));
        }
        if c.internal {
            match &*name {
                "Closure" => {
                    // php allocates the object before its constructor handler refuses it
                    self.refused_object = Some(ObjectHandle::new(self.new_object_id(), c.clone()));
                    return fail("Instantiation of class Closure is not allowed".into());
                }
                "Generator" | "FiberError" => {
                    return fail(format!(
                        "The \"{name}\" class is reserved for internal use and cannot be manually instantiated"
                    ));
                }
                _ => {}
            }
        }
        if c.is_a_lname(b"throwable") {
            let o = self.create_throwable(&name, "");
            if !c.internal {
                let defaults = self.class_defaults(c)?;
                let mut b = o.borrow_mut();
                for (k, v) in defaults.iter() {
                    b.properties.insert(k, v.clone());
                }
            }
            return Ok(o);
        }
        let props = self.class_defaults(c)?;
        let id = self.new_object_id();
        let o = ObjectHandle::with_properties(id, c.clone(), props);
        if c.magic.destruct.is_some() {
            o.track_destructor();
        }
        Ok(o)
    }
}
