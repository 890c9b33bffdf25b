//! debug_zval_dump (ext/standard/var.c, php 8.3+ format): var_dump's layout plus each
//! refcounted value's count, `interned` for values php never counts, `packed` for
//! list-shaped arrays. The counts are rphp's own handle counts less the handle this dump
//! holds; they agree with php where rphp's sharing is php's (values in variables, arrays
//! and references built at run time), not for php's compile-time literals, which php
//! interns and rphp shares through the compiled unit.

use crate::def;
use rphp_vm::builtins::Builtin;
use rphp_vm::bytecode::Visibility;
use rphp_vm::bytecode::class::ClassKind;
use rphp_vm::class::{debug_label_parts, prop_label_parts};
use rphp_vm::class_def::{PropPurpose, props_for};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::float_fmt::gcvt;
use rphp_vm::value::{ArrayKey, Value};
use std::collections::HashSet;

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "debug_zval_dump",
    debug_zval_dump,
    1,
    u8::MAX,
    &["value", "values"],
)];

/// The handle count standing for a string php interned (never counted).
const INTERNED: usize = usize::MAX;

enum Task {
    /// A value, its indent, and the handle count php would see (taken before this dump
    /// made its own copies).
    Val(Value, usize, usize),
    Text(Vec<u8>),
    Leave(usize),
}

fn debug_zval_dump(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    vm.magic_runs_now();
    for v in a.iter() {
        let out = dump(vm, v)?;
        vm.out.echo(&out);
    }
    Ok(Value::Null)
}

fn key_line(pad: &str, k: &ArrayKey) -> Vec<u8> {
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
    line
}

/// The label line of property `k`; `class` is `None` for a key of `__debugInfo()`'s array.
fn prop_line(pad: &str, class: Option<&rphp_vm::class::Class>, k: &ArrayKey) -> Vec<u8> {
    let ArrayKey::Str(s) = k else {
        return key_line(pad, k);
    };
    let (name, vis, owner) = match class {
        Some(c) => prop_label_parts(c, s.as_bytes()),
        None => debug_label_parts(s.as_bytes()),
    };
    let mut line = format!("{pad}  [\"").into_bytes();
    line.extend_from_slice(&name);
    line.push(b'"');
    match (vis, owner) {
        (Visibility::Protected, _) => line.extend_from_slice(b":protected"),
        (Visibility::Private, Some(o)) => {
            line.extend_from_slice(b":\"");
            line.extend_from_slice(rphp_vm::class::shown_name(o.as_bytes()));
            line.extend_from_slice(b"\":private");
        }
        _ => {}
    }
    line.extend_from_slice(format!("]=>\n{pad}  ").as_bytes());
    line
}

/// The handles sharing a refcounted value's allocation.
fn handles(v: &Value) -> usize {
    match v {
        Value::Ref(r) => r.ref_count(),
        Value::Str(s) => s.ref_count(),
        Value::Array(a) => a.ref_count(),
        Value::Object(o) => o.ref_count(),
        Value::Resource(r) => r.ref_count(),
        _ => 0,
    }
}

/// The dump of one value, iteratively (nesting never grows the Rust stack).
fn dump(vm: &mut Vm, root: &Value) -> Result<Vec<u8>, Control> {
    let precision = vm
        .ini
        .get("serialize_precision")
        .and_then(|s| s.trim().parse::<i32>().ok())
        .unwrap_or(-1);
    let mut out = Vec::new();
    let mut work = vec![Task::Val(root.clone(), 0, handles(root).saturating_sub(1))];
    let mut path: HashSet<usize> = HashSet::new();
    while let Some(task) = work.pop() {
        let (v, indent, count) = match task {
            Task::Text(t) => {
                out.extend_from_slice(&t);
                continue;
            }
            Task::Leave(addr) => {
                path.remove(&addr);
                continue;
            }
            Task::Val(v, indent, count) => (v, indent, count),
        };
        let pad = " ".repeat(indent);
        match v {
            Value::Ref(r) => {
                out.extend_from_slice(format!("reference refcount({count}) {{\n").as_bytes());
                work.push(Task::Text(format!("{pad}}}\n").into_bytes()));
                let inner = r.get();
                let inner_count = handles(&inner).saturating_sub(1);
                work.push(Task::Val(inner, indent + 2, inner_count));
                work.push(Task::Text(format!("{pad}  ").into_bytes()));
            }
            Value::Resource(r) => {
                out.extend_from_slice(
                    format!(
                        "resource({}) of type ({}) refcount({count})\n",
                        r.id(),
                        r.type_name()
                    )
                    .as_bytes(),
                );
            }
            Value::Null => out.extend_from_slice(b"NULL\n"),
            Value::Bool(b) => out.extend_from_slice(format!("bool({b})\n").as_bytes()),
            Value::Int(i) => out.extend_from_slice(format!("int({i})\n").as_bytes()),
            Value::Float(f) => {
                out.extend_from_slice(format!("float({})\n", gcvt(f, precision)).as_bytes());
            }
            Value::Str(s) => {
                out.extend_from_slice(format!("string({}) \"", s.len()).as_bytes());
                out.extend_from_slice(s.as_bytes());
                if s.len() <= 1 || count == INTERNED {
                    out.extend_from_slice(b"\" interned\n");
                } else {
                    out.extend_from_slice(format!("\" refcount({count})\n").as_bytes());
                }
            }
            Value::Array(a) => {
                if !path.insert(a.addr()) {
                    out.extend_from_slice(b"*RECURSION*\n");
                    continue;
                }
                let packed = if a.is_packed() { "packed " } else { "" };
                if a.is_empty() {
                    out.extend_from_slice(b"array(0) interned {\n");
                } else {
                    out.extend_from_slice(
                        format!("array({}) {packed}refcount({count}){{\n", a.len()).as_bytes(),
                    );
                }
                work.push(Task::Leave(a.addr()));
                work.push(Task::Text(format!("{pad}}}\n").into_bytes()));
                let counts: Vec<usize> = a.iter().map(|(_, v)| handles(v)).collect();
                let items: Vec<(ArrayKey, Value)> = a.iter().map(|(k, v)| (k, v.clone())).collect();
                for ((k, v), count) in items.into_iter().zip(counts).rev() {
                    work.push(Task::Val(v, indent + 2, count));
                    work.push(Task::Text(key_line(&pad, &k)));
                }
            }
            Value::Object(o) => {
                if !path.insert(o.addr()) {
                    out.extend_from_slice(b"*RECURSION*\n");
                    continue;
                }
                let class = o.class();
                let debug = rphp_vm::builtins::var::object_debug_info(vm, &o)?;
                let from_debug = debug.is_some();
                let props = debug.unwrap_or_else(|| props_for(&o, PropPurpose::Debug));
                let name = class.name.to_string_lossy();
                let name = name.split('\0').next().unwrap_or_default();
                out.extend_from_slice(
                    format!(
                        "object({name})#{} ({}) refcount({count}){{\n",
                        o.id(),
                        props.len()
                    )
                    .as_bytes(),
                );
                work.push(Task::Leave(o.addr()));
                work.push(Task::Text(format!("{pad}}}\n").into_bytes()));
                let mut items: Vec<(ArrayKey, Option<(Value, usize)>)> = Vec::new();
                let mut declared = HashSet::new();
                if class.kind != ClassKind::Enum && !from_debug {
                    for (info, _) in &class.defaults {
                        let k = ArrayKey::Str(info.key.clone());
                        declared.insert(info.key.as_bytes().to_vec());
                        match props.get(&k) {
                            Some(v) => items.push((k, Some((v.clone(), handles(v))))),
                            None if info.ty.is_some() => items.push((k, None)),
                            None => {}
                        }
                    }
                }
                for (k, v) in props.iter() {
                    if !matches!(&k, ArrayKey::Str(s) if declared.contains(s.as_bytes())) {
                        // an enum case's name is an interned string
                        let count = if class.kind == ClassKind::Enum
                            && matches!(&k, ArrayKey::Str(s) if s.as_bytes() == b"name")
                            && matches!(v, Value::Str(_))
                        {
                            INTERNED
                        } else {
                            handles(v)
                        };
                        items.push((k, Some((v.clone(), count))));
                    }
                }
                for (k, v) in items.into_iter().rev() {
                    match v {
                        Some((v, count)) => work.push(Task::Val(v, indent + 2, count)),
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
                    let label_class = (!from_debug).then_some(&*class);
                    work.push(Task::Text(prop_line(&pad, label_class, &k)));
                }
            }
        }
    }
    Ok(out)
}
