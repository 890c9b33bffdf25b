//! Bootstrap set, ext/standard/var: var_dump, print_r, gettype,
//! get_debug_type, is_*, intval/floatval/strval/boolval, and php's predefined constants.

use super::{Builtins, arg, arg_int};
use crate::exec::{Control, Vm};
use crate::value::convert::{to_bool, to_float, to_int};
use crate::value::{ArrayKey, Value};

/// One builtin per plain type test: `fn name(value) -> bool` matching a `Value` pattern.
macro_rules! type_tests {
    ($($func:ident: $pattern:pat),* $(,)?) => {$(
        fn $func(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
            Ok(Value::Bool(matches!(arg(a, 0), $pattern)))
        }
    )*};
}

type_tests! {
    is_null: Value::Null,
    is_bool: Value::Bool(_),
    is_int: Value::Int(_),
    is_float: Value::Float(_),
    is_string: Value::Str(_),
    is_array: Value::Array(_),
    is_object: Value::Object(_),
}

/// The type tests and their aliases (is_integer/is_long for is_int, is_double for is_float).
const TYPE_TESTS: &[(&str, super::BuiltinFn)] = &[
    ("is_null", is_null),
    ("is_bool", is_bool),
    ("is_int", is_int),
    ("is_integer", is_int),
    ("is_long", is_int),
    ("is_float", is_float),
    ("is_double", is_float),
    ("is_string", is_string),
    ("is_array", is_array),
    ("is_object", is_object),
    ("is_resource", is_resource),
];

/// `is_resource`: false for a closed resource.
fn is_resource(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(
        matches!(arg(a, 0), Value::Resource(r) if !r.is_closed()),
    ))
}

fn get_resource_type(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Resource(r) => Ok(Value::str(r.type_name())),
        v => Err(super::type_error(
            "get_resource_type",
            0,
            "resource",
            "resource",
            &v,
        )),
    }
}

fn get_resource_id(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Resource(r) => Ok(Value::Int(i64::from(r.id()))),
        v => Err(super::type_error(
            "get_resource_id",
            0,
            "resource",
            "resource",
            &v,
        )),
    }
}

/// The resource type names php registers (`zend_fetch_list_dtor_id`), plus "Unknown" for
/// closed resources.
const RESOURCE_TYPES: &[&str] = &[
    "Unknown",
    "stream",
    "persistent stream",
    "stream-context",
    "stream filter",
    "process",
];

fn get_resources(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let kind = super::arg_opt_str(vm, a, 0, "get_resources", "type")?.map(|k| k.to_string_lossy());
    if let Some(k) = &kind {
        if !RESOURCE_TYPES.contains(&k.as_str()) {
            return Err(super::value_error(
                "get_resources",
                0,
                "type",
                "must be a valid resource type",
            ));
        }
    }
    let mut out = crate::value::PhpArray::new();
    for r in vm.live_resources() {
        if kind.as_deref().is_none_or(|k| k == r.type_name()) {
            out.insert(i64::from(r.id()), Value::Resource(r));
        }
    }
    Ok(Value::Array(out))
}

pub fn register(b: &mut Builtins) {
    b.add("var_dump", var_dump, 1, u8::MAX, &["value", "values"]);
    b.add("print_r", print_r, 1, 2, &["value", "return"]);
    b.add("gettype", gettype, 1, 1, &["value"]);
    b.add("get_debug_type", get_debug_type, 1, 1, &["value"]);
    b.add("get_resource_type", get_resource_type, 1, 1, &["resource"]);
    b.add("get_resource_id", get_resource_id, 1, 1, &["resource"]);
    b.add("get_resources", get_resources, 0, 1, &["type"]);
    for &(name, test) in TYPE_TESTS {
        b.add(name, test, 1, 1, &["value"]);
    }
    b.add(
        "is_scalar",
        |_, a| {
            Ok(Value::Bool(matches!(
                arg(a, 0),
                Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
            )))
        },
        1,
        1,
        &["value"],
    );
    b.add("is_numeric", is_numeric, 1, 1, &["value"]);
    b.add(
        "is_iterable",
        |vm, a| {
            Ok(Value::Bool(
                vm.type_is(crate::bytecode::TypeCheck::Iterable, &arg(a, 0)),
            ))
        },
        1,
        1,
        &["value"],
    );
    b.add(
        "is_countable",
        |_, a| Ok(Value::Bool(matches!(arg(a, 0), Value::Array(_)))),
        1,
        1,
        &["value"],
    );
    b.add(
        "is_callable",
        |vm, a| Ok(Value::Bool(vm.is_callable_now(&arg(a, 0))?)),
        1,
        3,
        &["value", "syntax_only", "callable_name"],
    );
    b.add("intval", intval, 1, 2, &["value", "base"]);
    b.add("floatval", floatval, 1, 1, &["value"]);
    b.add("doubleval", floatval, 1, 1, &["value"]);
    b.add(
        "strval",
        |vm, a| Ok(Value::Str(vm.to_string_value(&arg(a, 0))?)),
        1,
        1,
        &["value"],
    );
    b.add(
        "boolval",
        |vm, a| Ok(Value::Bool(to_bool(&arg(a, 0), &mut vm.diag))),
        1,
        1,
        &["value"],
    );
    b.register(super::Builtin {
        name: "settype",
        func: settype,
        min: 2,
        max: 2,
        by_ref: 1,
        params: &["var", "type"],
    });
}

fn is_numeric(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Bool(match arg(a, 0) {
        Value::Int(_) | Value::Float(_) => true,
        Value::Str(s) => {
            let trimmed_end = s.len()
                - s.iter()
                    .rev()
                    .take_while(|b| crate::value::numeric::is_ws(**b))
                    .count();
            let body = &s[..trimmed_end];
            crate::value::numeric::parse_numeric(body, false).is_some_and(|n| !n.trailing)
        }
        _ => false,
    }))
}

fn intval(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let base = if a.len() > 1 {
        arg_int(vm, a, 1, "intval", "base")?
    } else {
        10
    };
    if base != 10 {
        if let Value::Str(s) = &v {
            let text = s.to_string_lossy();
            let t = text.trim();
            let (neg, t) = match t.strip_prefix('-') {
                Some(r) => (true, r),
                None => (false, t.strip_prefix('+').unwrap_or(t)),
            };
            let (base, t) = match base {
                16 => (
                    16,
                    t.strip_prefix("0x")
                        .or_else(|| t.strip_prefix("0X"))
                        .unwrap_or(t),
                ),
                8 => (
                    8,
                    t.strip_prefix("0o")
                        .or_else(|| t.strip_prefix("0O"))
                        .unwrap_or(t),
                ),
                2 => (
                    2,
                    t.strip_prefix("0b")
                        .or_else(|| t.strip_prefix("0B"))
                        .unwrap_or(t),
                ),
                0 => {
                    if let Some(r) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                        (16, r)
                    } else if let Some(r) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
                        (2, r)
                    } else if t.starts_with('0') && t.len() > 1 {
                        (8, &t[1..])
                    } else {
                        (10, t)
                    }
                }
                b => (b as u32, t),
            };
            let digits: String = t.chars().take_while(|c| c.is_digit(base)).collect();
            let n = i64::from_str_radix(&digits, base).unwrap_or(if digits.is_empty() {
                0
            } else {
                i64::MAX
            });
            return Ok(Value::Int(if neg { -n } else { n }));
        }
    }
    match v {
        Value::Object(_) => Ok(Value::Int(1)),
        v => Ok(Value::Int(to_int(&v, &mut vm.diag)?)),
    }
}

fn floatval(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    match arg(a, 0) {
        Value::Object(_) => Ok(Value::Float(1.0)),
        v => Ok(Value::Float(to_float(&v)?)),
    }
}

fn settype(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let ty = super::arg_str(vm, a, 1, "settype", "type")?;
    let op = match ty.to_string_lossy().to_ascii_lowercase().as_str() {
        "int" | "integer" => crate::bytecode::CastOp::Int,
        "float" | "double" => crate::bytecode::CastOp::Float,
        "string" => crate::bytecode::CastOp::String,
        "bool" | "boolean" => crate::bytecode::CastOp::Bool,
        "array" => crate::bytecode::CastOp::Array,
        "null" => crate::bytecode::CastOp::Null,
        _ => {
            return Err(super::value_error(
                "settype",
                1,
                "type",
                "must be a valid type",
            ));
        }
    };
    let v = arg(a, 0);
    let r = vm.cast(op, v)?;
    if let Some(Value::Ref(cell)) = a.first() {
        cell.set(r);
    }
    Ok(Value::Bool(true))
}

pub fn gettype_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "NULL",
        Value::Bool(_) => "boolean",
        Value::Int(_) => "integer",
        Value::Float(_) => "double",
        Value::Str(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
        Value::Resource(r) if r.is_closed() => "resource (closed)",
        Value::Resource(_) => "resource",
        Value::Ref(r) => gettype_name(&r.get()),
    }
}

fn gettype(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::str(gettype_name(&arg(a, 0))))
}

fn get_debug_type(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    Ok(Value::str(match &v {
        Value::Object(o) => o.class_name().to_string_lossy(),
        Value::Resource(r) if r.is_closed() => "resource (closed)".into(),
        Value::Resource(r) => format!("resource ({})", r.type_name()),
        other => other.type_name(),
    }))
}

fn var_dump(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    // run again after a `__debugInfo` stopped it: the values written before are skipped
    // (and of the value it stopped in, the text written then)
    let (start, _, mut written) = std::mem::take(&mut vm.builtin_progress);
    for (i, v) in a.iter().enumerate().skip(start) {
        let mut out = Vec::new();
        let mark = vm.memo_pos();
        let r = dump(vm, &mut out, v);
        let done = std::mem::take(&mut written).min(out.len());
        if matches!(r, Err(Control::Method(_))) {
            // the dump up to the magic call is written now, as php writes it
            vm.out.echo(&out[done..]);
            vm.builtin_progress = (i, mark, out.len());
            return r.map(|_| Value::Null);
        }
        vm.out.echo(&out[done..]);
        r?;
    }
    Ok(Value::Null)
}

/// One step of an iterative dump: a value to print at an indent, fixed text, or leaving
/// a container (it may be printed again once off the current path, as in php).
enum Task {
    Val(Value, usize),
    Text(Vec<u8>),
    Leave(usize),
}

/// The containers on the current path (php's `GC_PROTECT_RECURSION`).
#[derive(Default)]
struct Path(std::collections::HashSet<usize>);

impl Path {
    /// Enters a container; `false` when it is already on the path (recursion).
    fn enter(&mut self, addr: usize) -> bool {
        self.0.insert(addr)
    }
    fn leave(&mut self, addr: usize) {
        self.0.remove(&addr);
    }
}

/// The name and visibility suffix var_dump shows for a property.
/// The label of property `k`; `class` is `None` for a key of `__debugInfo()`'s array.
fn prop_label(class: Option<&crate::class::Class>, k: &ArrayKey) -> Vec<u8> {
    match k {
        ArrayKey::Int(i) => format!("[{i}]=>\n").into_bytes(),
        ArrayKey::Str(s) => {
            let (name, vis, owner) = label_parts(class, s.as_bytes());
            let mut out = b"[\"".to_vec();
            out.extend_from_slice(&name);
            out.push(b'"');
            match (vis, owner) {
                (crate::bytecode::Visibility::Protected, _) => out.extend_from_slice(b":protected"),
                (crate::bytecode::Visibility::Private, Some(o)) => {
                    out.extend_from_slice(b":\"");
                    out.extend_from_slice(crate::class::shown_name(o.as_bytes()));
                    out.extend_from_slice(b"\":private");
                }
                _ => {}
            }
            out.extend_from_slice(b"]=>\n");
            out
        }
    }
}

/// A property label's parts (see `prop_label`).
fn label_parts(
    class: Option<&crate::class::Class>,
    key: &[u8],
) -> (
    Vec<u8>,
    crate::bytecode::Visibility,
    Option<crate::value::PhpStr>,
) {
    match class {
        Some(c) => crate::class::prop_label_parts(c, key),
        None => crate::class::debug_label_parts(key),
    }
}

/// What var_dump, print_r and debug_zval_dump show of object `o` in place of its
/// properties: `__debugInfo()`'s array or a Closure's entries (`None`: the properties).
pub fn object_debug_info(
    vm: &mut Vm,
    o: &crate::value::ObjectHandle,
) -> Result<Option<crate::value::PhpArray>, Control> {
    match o.class().magic.debug_info.clone() {
        Some(m) => debug_info(vm, o, &m).map(Some),
        None => crate::closure_debug::closure_debug_info(vm, o),
    }
}

/// `__debugInfo()`'s array (php: a fatal error when it returns anything else).
fn debug_info(
    vm: &mut Vm,
    o: &crate::value::ObjectHandle,
    m: &std::rc::Rc<crate::class::MethodEntry>,
) -> Result<crate::value::PhpArray, Control> {
    let id = o.class().id;
    let r = match vm.builtin_magic(o, m) {
        Some(r) => r?,
        None => vm.call_method_sync(m, Some(o.clone()), id, Vec::new())?,
    };
    match r {
        Value::Array(a) => Ok(a),
        Value::Null => {
            // (8.5) delivered now: php raises it before the dump is written
            vm.deprecated(format!(
                "Returning null from {}::__debugInfo() is deprecated, return an empty array instead",
                o.class_name().to_string_lossy()
            ));
            vm.flush_diags();
            Ok(crate::value::PhpArray::new())
        }
        _ => Err(Control::Fatal("__debuginfo() must return an array".into())),
    }
}

/// The properties in php's slot order with the declared typed ones never initialised
/// (`None`: shown as `uninitialized(type)`); dynamic ones after.
fn with_uninitialized(
    class: &crate::class::Class,
    props: &crate::value::PhpArray,
) -> Vec<(ArrayKey, Option<Value>)> {
    let mut out = Vec::new();
    let mut declared = std::collections::HashSet::new();
    for (info, _) in &class.defaults {
        let k = ArrayKey::Str(info.key.clone());
        declared.insert(info.key.as_bytes().to_vec());
        match props.get(&k) {
            Some(v) => out.push((k, Some(v.clone()))),
            None if info.ty.is_some() => out.push((k, None)),
            None => {}
        }
    }
    for (k, v) in props.iter() {
        if !matches!(&k, ArrayKey::Str(s) if declared.contains(s.as_bytes())) {
            out.push((k, Some(v.clone())));
        }
    }
    out
}

/// var_dump's text for `root`, with an explicit work list: nesting depth never grows the
/// Rust stack, and a container met again on its own path prints `*RECURSION*`.
fn dump(vm: &mut Vm, out: &mut Vec<u8>, root: &Value) -> Result<(), Control> {
    // floats print with `serialize_precision` digits (-1: the shortest round-trip form)
    let precision = vm
        .ini
        .get("serialize_precision")
        .and_then(|s| s.trim().parse::<i32>().ok())
        .unwrap_or(-1);
    let mut work = vec![Task::Val(root.clone(), 0)];
    let mut path = Path::default();
    // entered containers stay alive until the end: a debug array built for one object
    // must not be freed while its address is on the path
    let mut keep: Vec<Value> = Vec::new();
    while let Some(task) = work.pop() {
        let (v, indent) = match task {
            Task::Text(t) => {
                out.extend_from_slice(&t);
                continue;
            }
            Task::Leave(addr) => {
                path.leave(addr);
                continue;
            }
            Task::Val(v, indent) => {
                // an element that is a reference someone else also holds: php's `&`
                // (the container holds one count, this task another)
                let inner = v.deref_value();
                let recursive = match &inner {
                    Value::Array(a) => path.0.contains(&a.addr()),
                    Value::Object(o) => path.0.contains(&o.addr()),
                    _ => false,
                };
                if indent > 0 && !recursive && matches!(&v, Value::Ref(r) if r.ref_count() > 2) {
                    out.push(b'&');
                }
                if matches!(inner, Value::Array(_) | Value::Object(_)) {
                    keep.push(inner.clone());
                }
                (inner, indent)
            }
        };
        let pad = " ".repeat(indent);
        match v {
            Value::Resource(r) => out.extend_from_slice(
                format!("resource({}) of type ({})\n", r.id(), r.type_name()).as_bytes(),
            ),
            Value::Null => out.extend_from_slice(b"NULL\n"),
            Value::Bool(b) => out.extend_from_slice(format!("bool({b})\n").as_bytes()),
            Value::Int(i) => out.extend_from_slice(format!("int({i})\n").as_bytes()),
            Value::Float(f) => out.extend_from_slice(
                format!("float({})\n", crate::value::float_fmt::gcvt(f, precision)).as_bytes(),
            ),
            Value::Str(s) => {
                out.extend_from_slice(format!("string({}) \"", s.len()).as_bytes());
                out.extend_from_slice(s.as_bytes());
                out.extend_from_slice(b"\"\n");
            }
            Value::Array(a) => {
                if !path.enter(a.addr()) {
                    out.extend_from_slice(b"*RECURSION*\n");
                    continue;
                }
                out.extend_from_slice(format!("array({}) {{\n", a.len()).as_bytes());
                work.push(Task::Leave(a.addr()));
                work.push(Task::Text(format!("{pad}}}\n").into_bytes()));
                let items: Vec<(ArrayKey, Value)> = a.iter().map(|(k, v)| (k, v.clone())).collect();
                for (k, v) in items.into_iter().rev() {
                    work.push(Task::Val(v, indent + 2));
                    let mut line = format!("{pad}  ").into_bytes();
                    match k {
                        ArrayKey::Int(i) => line.extend_from_slice(format!("[{i}]=>\n").as_bytes()),
                        ArrayKey::Str(s) => {
                            line.extend_from_slice(b"[\"");
                            line.extend_from_slice(s.as_bytes());
                            line.extend_from_slice(b"\"]=>\n");
                        }
                    }
                    line.extend_from_slice(format!("{pad}  ").as_bytes());
                    work.push(Task::Text(line));
                }
            }
            Value::Object(o) => {
                if !path.enter(o.addr()) {
                    out.extend_from_slice(b"*RECURSION*\n");
                    continue;
                }
                let class = o.class();
                let debug = object_debug_info(vm, &o)?;
                let from_debug = debug.is_some();
                let uninit = !from_debug && class.defaults.iter().any(|(i, _)| i.ty.is_some());
                let props = debug.unwrap_or_else(|| {
                    crate::class_def::props_for(&o, crate::class_def::PropPurpose::Debug)
                });
                keep.push(Value::Array(props.clone()));
                if class.kind == crate::bytecode::ClassKind::Enum {
                    let case = props
                        .get_str(b"name")
                        .map(Value::deref_value)
                        .unwrap_or_default();
                    let case = match case {
                        Value::Str(s) => s.to_string_lossy(),
                        _ => String::new(),
                    };
                    out.extend_from_slice(
                        format!("enum({}::{case})\n", class.name.to_string_lossy()).as_bytes(),
                    );
                    continue;
                }
                out.extend_from_slice(
                    format!(
                        "object({})#{} ({}) {{\n",
                        // php prints the name as a C string: an anonymous class's ends at its NUL
                        class
                            .name
                            .to_string_lossy()
                            .split('\0')
                            .next()
                            .unwrap_or_default(),
                        o.id(),
                        props.len()
                    )
                    .as_bytes(),
                );
                work.push(Task::Leave(o.addr()));
                work.push(Task::Text(format!("{pad}}}\n").into_bytes()));
                let items = if uninit {
                    with_uninitialized(&class, &props)
                } else {
                    props.iter().map(|(k, v)| (k, Some(v.clone()))).collect()
                };
                for (k, v) in items.into_iter().rev() {
                    let mut line = format!("{pad}  ").into_bytes();
                    let label_class = (!from_debug).then_some(&*class);
                    line.extend_from_slice(&prop_label(label_class, &k));
                    line.extend_from_slice(format!("{pad}  ").as_bytes());
                    match v {
                        Some(v) => work.push(Task::Val(v, indent + 2)),
                        None => {
                            let ty = match &k {
                                ArrayKey::Str(s) => class
                                    .defaults
                                    .iter()
                                    .find(|(i, _)| i.key.as_bytes() == s.as_bytes())
                                    .and_then(|(i, _)| i.ty.as_ref())
                                    .map(|t| t.display.to_string()),
                                ArrayKey::Int(_) => None,
                            };
                            work.push(Task::Text(
                                format!("uninitialized({})\n", ty.unwrap_or_default()).into_bytes(),
                            ));
                        }
                    }
                    work.push(Task::Text(line));
                }
            }
            Value::Ref(_) => {}
        }
    }
    Ok(())
}

/// How print_r labels the keys it shows: an array's as they are, an object's as property
/// names (of its class, or of its `__debugInfo()` array).
enum Labels {
    Array,
    Debug,
    Class(std::rc::Rc<crate::class::Class>),
}

fn print_r(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let ret = a.len() > 1 && to_bool(&arg(a, 1), &mut vm.diag);
    let mut out = Vec::new();
    print_r_value(vm, &mut out, &v)?;
    if ret {
        return Ok(Value::Str(crate::value::PhpStr::from_vec(out)));
    }
    vm.out.echo(&out);
    Ok(Value::Bool(true))
}

/// print_r's text for `root`, iteratively (see `dump`); a container met again on its own
/// path prints ` *RECURSION*` after its head.
fn print_r_value(vm: &mut Vm, out: &mut Vec<u8>, root: &Value) -> Result<(), Control> {
    let mut work = vec![Task::Val(root.clone(), 0)];
    let mut path = Path::default();
    let mut keep: Vec<Value> = Vec::new();
    while let Some(task) = work.pop() {
        let (v, indent) = match task {
            Task::Text(t) => {
                out.extend_from_slice(&t);
                continue;
            }
            Task::Leave(addr) => {
                path.leave(addr);
                continue;
            }
            Task::Val(v, indent) => {
                let v = v.deref_value();
                keep.push(v.clone());
                (v, indent)
            }
        };
        let (head, addr, (entries, labels)) = match &v {
            Value::Array(a) => ("Array".to_string(), a.addr(), (a.clone(), Labels::Array)),
            Value::Object(o) => (
                {
                    let c = o.class();
                    if c.kind == crate::bytecode::ClassKind::Enum {
                        match &c.enum_backing {
                            Some(t) => format!(
                                "{} Enum:{}",
                                c.name.to_string_lossy(),
                                String::from_utf8_lossy(t)
                            ),
                            None => format!("{} Enum", c.name.to_string_lossy()),
                        }
                    } else {
                        format!("{} Object", c.name.to_string_lossy())
                    }
                },
                o.addr(),
                match object_debug_info(vm, o)? {
                    Some(d) => (d, Labels::Debug),
                    None => (
                        crate::class_def::props_for(o, crate::class_def::PropPurpose::Debug),
                        Labels::Class(o.class()),
                    ),
                },
            ),
            v => {
                let s = vm.to_string_value(v)?;
                out.extend_from_slice(s.as_bytes());
                continue;
            }
        };
        keep.push(Value::Array(entries.clone()));
        out.extend_from_slice(head.as_bytes());
        out.push(b'\n');
        if !path.enter(addr) {
            out.extend_from_slice(b" *RECURSION*");
            continue;
        }
        let pad = " ".repeat(indent);
        out.extend_from_slice(format!("{pad}(\n").as_bytes());
        work.push(Task::Leave(addr));
        work.push(Task::Text(format!("{pad})\n").into_bytes()));
        let items: Vec<(ArrayKey, Value)> = entries.iter().map(|(k, v)| (k, v.clone())).collect();
        for (k, v) in items.into_iter().rev() {
            work.push(Task::Text(b"\n".to_vec()));
            work.push(Task::Val(v, indent + 8));
            let mut line = format!("{pad}    [").into_bytes();
            let class = match &labels {
                Labels::Array => None,
                Labels::Debug => Some(None),
                Labels::Class(c) => Some(Some(&**c)),
            };
            match (k, class) {
                (ArrayKey::Int(i), _) => line.extend_from_slice(i.to_string().as_bytes()),
                (ArrayKey::Str(s), Some(c)) => {
                    let (name, vis, owner) = label_parts(c, s.as_bytes());
                    line.extend_from_slice(&name);
                    match (vis, owner) {
                        (crate::bytecode::Visibility::Protected, _) => {
                            line.extend_from_slice(b":protected");
                        }
                        (crate::bytecode::Visibility::Private, Some(o)) => {
                            line.push(b':');
                            line.extend_from_slice(crate::class::shown_name(o.as_bytes()));
                            line.extend_from_slice(b":private");
                        }
                        _ => {}
                    }
                }
                (ArrayKey::Str(s), None) => line.extend_from_slice(s.as_bytes()),
            }
            line.extend_from_slice(b"] => ");
            work.push(Task::Text(line));
        }
    }
    Ok(())
}

/// Why php deprecates an internal constant (CONST_DEPRECATED), if it does.
pub fn deprecated_constant(name: &[u8]) -> Option<&'static str> {
    Some(match name {
        b"E_STRICT" => "since 8.4, the error level was removed",
        b"MT_RAND_PHP" => "since 8.3, as it uses a biased non-standard variant of Mt19937",
        b"ASSERT_ACTIVE" | b"ASSERT_CALLBACK" | b"ASSERT_BAIL" | b"ASSERT_WARNING"
        | b"ASSERT_EXCEPTION" => "since 8.3, as assert_options() is deprecated",
        _ => return None,
    })
}

/// php's predefined constants (case-sensitive names).
pub fn builtin_constant(name: &[u8]) -> Option<Value> {
    let name = name.strip_prefix(b"\\").unwrap_or(name);
    Some(match name {
        b"PHP_EOL" => Value::str("\n"),
        b"DEBUG_BACKTRACE_PROVIDE_OBJECT" => Value::Int(1),
        b"DEBUG_BACKTRACE_IGNORE_ARGS" => Value::Int(2),
        b"PHP_INT_MAX" => Value::Int(i64::MAX),
        b"PHP_INT_MIN" => Value::Int(i64::MIN),
        b"PHP_INT_SIZE" => Value::Int(8),
        b"PHP_FLOAT_EPSILON" => Value::Float(f64::EPSILON),
        b"PHP_FLOAT_MAX" => Value::Float(f64::MAX),
        b"PHP_FLOAT_MIN" => Value::Float(f64::MIN_POSITIVE),
        b"PHP_FLOAT_DIG" => Value::Int(15),
        b"NAN" => Value::Float(f64::NAN),
        b"INF" => Value::Float(f64::INFINITY),
        b"PHP_VERSION" => Value::str("8.5.0"),
        b"PHP_MAJOR_VERSION" => Value::Int(8),
        b"PHP_MINOR_VERSION" => Value::Int(5),
        b"PHP_RELEASE_VERSION" => Value::Int(0),
        b"PHP_VERSION_ID" => Value::Int(80500),
        b"PHP_EXTRA_VERSION" => Value::str(""),
        b"PHP_OS" => Value::str("Linux"),
        b"PHP_OS_FAMILY" => Value::str("Linux"),
        b"PHP_SAPI" => Value::str("cli"),
        // the running binary, as php's CLI finds it (an empty string when it cannot)
        b"PHP_BINARY" => Value::str(
            std::env::current_exe()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default(),
        ),
        b"PHP_OUTPUT_HANDLER_START" => Value::Int(1),
        b"PHP_OUTPUT_HANDLER_WRITE" | b"PHP_OUTPUT_HANDLER_CONT" => Value::Int(0),
        b"PHP_OUTPUT_HANDLER_FLUSH" => Value::Int(4),
        b"PHP_OUTPUT_HANDLER_CLEAN" => Value::Int(2),
        b"PHP_OUTPUT_HANDLER_FINAL" | b"PHP_OUTPUT_HANDLER_END" => Value::Int(8),
        b"PHP_OUTPUT_HANDLER_CLEANABLE" => Value::Int(16),
        b"PHP_OUTPUT_HANDLER_FLUSHABLE" => Value::Int(32),
        b"PHP_OUTPUT_HANDLER_REMOVABLE" => Value::Int(64),
        b"PHP_OUTPUT_HANDLER_STDFLAGS" => Value::Int(112),
        b"PHP_OUTPUT_HANDLER_STARTED" => Value::Int(4096),
        b"PHP_OUTPUT_HANDLER_DISABLED" => Value::Int(8192),
        b"PHP_OUTPUT_HANDLER_PROCESSED" => Value::Int(16384),
        b"DIRECTORY_SEPARATOR" => Value::str("/"),
        b"PATH_SEPARATOR" => Value::str(":"),
        b"PHP_MAXPATHLEN" => Value::Int(4096),
        b"PHP_DEBUG" => Value::Int(0),
        b"PHP_ZTS" => Value::Int(0),
        b"E_ERROR" => Value::Int(1),
        b"E_WARNING" => Value::Int(2),
        b"E_PARSE" => Value::Int(4),
        b"E_NOTICE" => Value::Int(8),
        b"E_CORE_ERROR" => Value::Int(16),
        b"E_CORE_WARNING" => Value::Int(32),
        b"E_COMPILE_ERROR" => Value::Int(64),
        b"E_COMPILE_WARNING" => Value::Int(128),
        b"E_USER_ERROR" => Value::Int(256),
        b"E_USER_WARNING" => Value::Int(512),
        b"E_USER_NOTICE" => Value::Int(1024),
        b"E_STRICT" => Value::Int(2048),
        b"E_RECOVERABLE_ERROR" => Value::Int(4096),
        b"E_DEPRECATED" => Value::Int(8192),
        b"E_USER_DEPRECATED" => Value::Int(16384),
        b"E_ALL" => Value::Int(30719),
        b"INI_USER" => Value::Int(1),
        b"INI_PERDIR" => Value::Int(2),
        b"INI_SYSTEM" => Value::Int(4),
        b"INI_ALL" => Value::Int(7),
        b"M_PI" => Value::Float(std::f64::consts::PI),
        b"M_E" => Value::Float(std::f64::consts::E),
        b"M_SQRT2" => Value::Float(std::f64::consts::SQRT_2),
        b"SORT_REGULAR" => Value::Int(0),
        b"SORT_NUMERIC" => Value::Int(1),
        b"SORT_STRING" => Value::Int(2),
        b"COUNT_NORMAL" => Value::Int(0),
        b"COUNT_RECURSIVE" => Value::Int(1),
        b"ARRAY_FILTER_USE_KEY" => Value::Int(2),
        b"ARRAY_FILTER_USE_BOTH" => Value::Int(1),
        _ => return None,
    })
}
