//! The internal classes this milestone needs (Throwable and its family, Closure, Fiber,
//! Generator, stdClass, the SPL exceptions) with their inheritance, and their methods as
//! Rust functions. User classes come later.

use super::{Control, ThrowKind, Vm};
use crate::value::{ObjectHandle, PhpStr, Value};

/// The Rust function behind an internal method: the VM, `$this` (none when static), args.
pub type MethodFn = fn(&mut Vm, Option<&ObjectHandle>, &mut [Value]) -> Result<Value, Control>;

/// A method of an internal class.
pub struct Method {
    pub class: &'static str,
    pub name: &'static str,
    pub func: MethodFn,
    pub min: u8,
    pub max: u8,
    pub is_static: bool,
}

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
    ("Exception", None, &["Throwable"]),
    ("Error", None, &["Throwable"]),
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

/// The class name as declared ("exception" -> "Exception").
pub fn canonical_name(name: &[u8]) -> Option<&'static str> {
    entry(name).map(|e| e.0)
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

/// Find a method of an internal class (case-insensitive).
pub fn find_method(class: &[u8], name: &[u8]) -> Option<&'static Method> {
    let find = |list: &'static [Method]| {
        list.iter()
            .find(|m| m.name.as_bytes().eq_ignore_ascii_case(name))
    };
    if instance_of(class, b"ErrorException") {
        if let Some(m) = find(ERROR_EXCEPTION_METHODS) {
            return Some(m);
        }
    }
    if instance_of(class, b"Throwable") {
        return find(THROWABLE_METHODS);
    }
    if instance_of(class, b"Closure") {
        return find(CLOSURE_METHODS);
    }
    if instance_of(class, b"Fiber") {
        return find(super::fiber::FIBER_METHODS);
    }
    if instance_of(class, b"Generator") {
        return find(super::generator::GENERATOR_METHODS);
    }
    None
}

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
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let Some(this) = this else {
        return Ok(Value::Null);
    };
    Err(Control::Call {
        callee: Value::Object(this.clone()),
        args: args.iter().skip(1).cloned().collect(),
        then: Box::new(|_: &mut Vm, v: Value| Ok(v)),
    })
}

fn closure_bind_to(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _args: &mut [Value],
) -> Result<Value, Control> {
    Ok(this
        .map(|o| Value::Object(o.clone()))
        .unwrap_or(Value::Null))
}

fn closure_bind(
    _vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    Ok(args.first().cloned().unwrap_or(Value::Null))
}

fn closure_from_callable(
    vm: &mut Vm,
    _this: Option<&ObjectHandle>,
    args: &mut [Value],
) -> Result<Value, Control> {
    let v = args.first().map(Value::deref_value).unwrap_or(Value::Null);
    vm.make_callable_closure(v)
}

impl Vm {
    /// A fresh object of an internal class (no constructor run).
    pub fn new_object(&mut self, class: &[u8]) -> ObjectHandle {
        let id = self.new_object_id();
        let name = match canonical_name(class) {
            Some(known) => self
                .class_names
                .entry(known)
                .or_insert_with(|| PhpStr::from(known))
                .clone(),
            None => PhpStr::new(class),
        };
        ObjectHandle::new(id, name)
    }

    /// `new Class`: internal classes only for now.
    pub(crate) fn instantiate(&mut self, class: &[u8]) -> Result<ObjectHandle, Control> {
        let class = class.strip_prefix(b"\\").unwrap_or(class);
        let Some((name, _, _)) = entry(class) else {
            return Err(Control::Error(
                ThrowKind::Error,
                format!("Class \"{}\" not found", String::from_utf8_lossy(class)),
            ));
        };
        match *name {
            "Throwable" | "Traversable" | "Iterator" | "IteratorAggregate" | "ArrayAccess"
            | "Countable" | "Stringable" | "UnitEnum" => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    format!("Cannot instantiate interface {name}"),
                ));
            }
            "Closure" => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "Instantiation of class Closure is not allowed".into(),
                ));
            }
            "Generator" => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "The \"Generator\" class is reserved for internal use and cannot be manually instantiated".into(),
                ));
            }
            "FiberError" => {
                return Err(Control::Error(
                    ThrowKind::Error,
                    "The \"FiberError\" class is reserved for internal use and cannot be manually instantiated".into(),
                ));
            }
            _ => {}
        }
        if instance_of(name.as_bytes(), b"Throwable") {
            return Ok(self.create_throwable(name, ""));
        }
        Ok(self.new_object(name.as_bytes()))
    }
}
