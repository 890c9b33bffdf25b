//! var_export(): php's `php_var_export_ex` with an explicit work list (nesting never grows
//! the Rust stack): arrays as `array (...)`, stdClass as `(object) array(...)`, other
//! objects as `\Class::__set_state(array(...))`, enum cases as `\Enum::Case`; a container
//! met again on its own path is `NULL` with php's warning.

use crate::def;
use rphp_vm::builtins::{Builtin, arg};
use rphp_vm::bytecode::ClassKind;
use rphp_vm::class::unmangle;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::convert::to_bool;
use rphp_vm::value::float_fmt::gcvt;
use rphp_vm::value::{ArrayKey, PhpStr, Value};
use std::collections::HashSet;

pub(crate) const FUNCTIONS: &[Builtin] =
    &[def("var_export", var_export, 1, 2, &["value", "return"])];

enum Task {
    Val(Value, usize),
    Text(Vec<u8>),
    Leave(usize),
}

fn var_export(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let ret = a.len() > 1 && to_bool(&arg(a, 1), &mut vm.diag);
    let out = export(vm, &v);
    if ret {
        return Ok(Value::Str(PhpStr::from_vec(out)));
    }
    // php warns while building the text and prints it after
    vm.flush_diags();
    vm.out.echo(&out);
    Ok(Value::Null)
}

fn export_str(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'\'');
    for &b in s {
        match b {
            b'\'' => out.extend_from_slice(b"\\'"),
            b'\\' => out.extend_from_slice(b"\\\\"),
            0 => out.extend_from_slice(b"' . \"\\0\" . '"),
            b => out.push(b),
        }
    }
    out.push(b'\'');
}

fn export_key(out: &mut Vec<u8>, k: &ArrayKey) {
    match k {
        ArrayKey::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
        ArrayKey::Str(s) => export_str(out, s),
    }
}

/// The entries of a container, pushed in reverse so they pop in order.
fn push_entries(work: &mut Vec<Task>, items: Vec<(ArrayKey, Value)>, indent: usize, lead: &str) {
    let pad = " ".repeat(indent);
    for (k, v) in items.into_iter().rev() {
        work.push(Task::Text(b",\n".to_vec()));
        work.push(Task::Val(v, indent + 2));
        let mut line = format!("{pad}{lead}").into_bytes();
        export_key(&mut line, &k);
        line.extend_from_slice(b" => ");
        work.push(Task::Text(line));
    }
}

fn export(vm: &mut Vm, root: &Value) -> Vec<u8> {
    let precision = super::ini_int(vm, "serialize_precision", -1) as i32;
    let mut out = Vec::new();
    let mut work = vec![Task::Val(root.clone(), 0)];
    let mut path: HashSet<usize> = HashSet::new();
    while let Some(task) = work.pop() {
        let (v, indent) = match task {
            Task::Text(t) => {
                out.extend_from_slice(&t);
                continue;
            }
            Task::Leave(addr) => {
                path.remove(&addr);
                continue;
            }
            Task::Val(v, indent) => (v.deref_value(), indent),
        };
        let pad = " ".repeat(indent);
        let newline = |out: &mut Vec<u8>| {
            if indent > 0 {
                out.push(b'\n');
                out.extend_from_slice(pad.as_bytes());
            }
        };
        match v {
            Value::Resource(_) => {
                vm.warn("var_export does not handle resources");
                out.extend_from_slice(b"NULL");
            }
            Value::Null => out.extend_from_slice(b"NULL"),
            Value::Bool(b) => out.extend_from_slice(if b { b"true" } else { b"false" }),
            Value::Int(i) if i == i64::MIN => out.extend_from_slice(b"-9223372036854775807-1"),
            Value::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
            Value::Float(f) => {
                // smart_str_append_double with zero_frac: serialize_precision digits, and
                // ".0" after a finite value that reads as an integer.
                let mut text = gcvt(f, precision);
                if !f.is_finite() && precision >= 0 {
                    // zend_gcvt cuts NAN/INF to the precision.
                    text = text.chars().take(precision.max(1) as usize).collect();
                }
                if f.is_finite() && !text.contains(['.', 'E', 'e']) {
                    text.push_str(".0");
                }
                out.extend_from_slice(text.as_bytes());
            }
            Value::Str(s) => export_str(&mut out, &s),
            Value::Array(a) => {
                if !path.insert(a.addr()) {
                    out.extend_from_slice(b"NULL");
                    vm.warn("var_export does not handle circular references");
                    continue;
                }
                newline(&mut out);
                out.extend_from_slice(b"array (\n");
                work.push(Task::Leave(a.addr()));
                work.push(Task::Text(format!("{pad})").into_bytes()));
                let items = a.iter().map(|(k, v)| (k, v.clone())).collect();
                push_entries(&mut work, items, indent, "  ");
            }
            Value::Object(o) => {
                let class = o.class();
                if class.kind == ClassKind::Enum {
                    newline(&mut out);
                    let case = o
                        .borrow()
                        .properties
                        .get_str(b"name")
                        .map(Value::deref_value);
                    out.push(b'\\');
                    out.extend_from_slice(class.name.as_bytes());
                    out.extend_from_slice(b"::");
                    if let Some(Value::Str(c)) = case {
                        out.extend_from_slice(c.as_bytes());
                    }
                    continue;
                }
                if !path.insert(o.addr()) {
                    out.extend_from_slice(b"NULL");
                    vm.warn("var_export does not handle circular references");
                    continue;
                }
                newline(&mut out);
                let std_class = &*class.lname == b"stdclass";
                if std_class {
                    out.extend_from_slice(b"(object) array(\n");
                } else {
                    out.push(b'\\');
                    out.extend_from_slice(class.name.as_bytes());
                    out.extend_from_slice(b"::__set_state(array(\n");
                }
                work.push(Task::Leave(o.addr()));
                let close = if std_class { ")" } else { "))" };
                work.push(Task::Text(format!("{pad}{close}").into_bytes()));
                let props =
                    rphp_vm::class_def::props_for(&o, rphp_vm::class_def::PropPurpose::VarExport);
                let items = props
                    .iter()
                    .map(|(k, v)| {
                        let k = match &k {
                            ArrayKey::Str(s) => match unmangle(s.as_bytes()) {
                                Some((_, n)) => ArrayKey::Str(PhpStr::new(n)),
                                None => k.clone(),
                            },
                            _ => k.clone(),
                        };
                        (k, v.clone())
                    })
                    .collect();
                push_entries(&mut work, items, indent, "   ");
            }
            Value::Ref(_) => {}
        }
    }
    out
}
