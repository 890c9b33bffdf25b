//! array_multisort: sorts several arrays (by reference) as the columns of one table, each
//! column with its own order (SORT_ASC/SORT_DESC) and sort flags.

use super::sort::{SORT_FLAG_CASE, flag_compare};
use super::zsort::zend_sort;
use crate::def_ref;
use rphp_vm::builtins::Builtin;
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, PhpRef, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[def_ref(
    "array_multisort",
    array_multisort,
    1,
    u8::MAX,
    1 | (1 << 31),
    &["array", "rest"],
)];

const SORT_ASC: i64 = 4;
const SORT_DESC: i64 = 3;

fn arg_error(kind: ThrowKind, i: usize, what: &str) -> Control {
    let name = if i == 0 { " ($array)" } else { "" };
    Control::Error(
        kind,
        format!("array_multisort(): Argument #{}{name} {what}", i + 1),
    )
}

struct Column {
    cell: PhpRef,
    entries: Vec<(ArrayKey, Value)>,
    flags: i64,
    desc: bool,
}

fn array_multisort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mut cols: Vec<Column> = Vec::new();
    let (mut order_open, mut type_open) = (false, false);
    for (i, v) in a.iter().enumerate() {
        let cell = match v {
            Value::Ref(r) => r.clone(),
            v => PhpRef::new(v.clone()),
        };
        match cell.get() {
            Value::Array(arr) => {
                cols.push(Column {
                    cell,
                    entries: arr.iter().map(|(k, v)| (k, v.clone())).collect(),
                    flags: 0,
                    desc: false,
                });
                order_open = true;
                type_open = true;
            }
            Value::Int(n) => {
                let again = || {
                    arg_error(
                        ThrowKind::TypeError,
                        i,
                        "must be an array or a sort flag that has not already been specified",
                    )
                };
                match n & !SORT_FLAG_CASE {
                    SORT_ASC | SORT_DESC => {
                        if !order_open {
                            return Err(again());
                        }
                        order_open = false;
                        if let Some(c) = cols.last_mut() {
                            c.desc = n == SORT_DESC;
                        }
                    }
                    0 | 1 | 2 | 5 | 6 => {
                        if !type_open {
                            return Err(again());
                        }
                        type_open = false;
                        if let Some(c) = cols.last_mut() {
                            c.flags = n;
                        }
                    }
                    _ => {
                        return Err(arg_error(
                            ThrowKind::ValueError,
                            i,
                            "must be a valid sort flag",
                        ));
                    }
                }
            }
            _ => {
                return Err(arg_error(
                    ThrowKind::TypeError,
                    i,
                    "must be an array or a sort flag",
                ));
            }
        }
    }
    let size = cols.first().map_or(0, |c| c.entries.len());
    if cols.iter().any(|c| c.entries.len() != size) {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "Array sizes are inconsistent".into(),
        ));
    }
    if size == 0 {
        return Ok(Value::Bool(true));
    }
    let mut rows: Vec<usize> = (0..size).collect();
    let mut failed: Option<Control> = None;
    zend_sort(&mut rows, &mut |&x, &y| {
        if failed.is_some() {
            return 0;
        }
        for c in &cols {
            let (Some((_, p)), Some((_, q))) = (c.entries.get(x), c.entries.get(y)) else {
                continue;
            };
            match flag_compare(vm, c.flags, &p.deref_value(), &q.deref_value()) {
                Ok(0) => {}
                Ok(r) => return if c.desc { -r.signum() } else { r.signum() },
                Err(e) => {
                    failed = Some(e);
                    return 0;
                }
            }
        }
        x.cmp(&y) as i32
    });
    if let Some(e) = failed {
        return Err(e);
    }
    for c in &cols {
        let mut out = PhpArray::new();
        for &r in &rows {
            if let Some((k, v)) = c.entries.get(r) {
                match k {
                    ArrayKey::Int(_) => {
                        let _ = out.push(v.clone());
                    }
                    k => {
                        out.insert(k.clone(), v.clone());
                    }
                }
            }
        }
        c.cell.set(Value::Array(out));
    }
    Ok(Value::Bool(true))
}
