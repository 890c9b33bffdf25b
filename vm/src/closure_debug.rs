//! What var_dump, print_r and debug_zval_dump show for a Closure (php's
//! `zend_closure_get_debug_info`): `name`/`file`/`line` (or `function` for a closure made
//! from a named function), the `static` variables (captured ones first), `this`, and the
//! `parameter` list with `<required>`/`<optional>`.

use crate::bytecode::{Unit, UnitKind};
use crate::class::EnumOp;
use crate::exec::call::ClosureData;
use crate::exec::{Control, Vm};
use crate::value::{ObjectHandle, PhpArray, PhpStr, Value};
use std::sync::Arc;

/// A captured value as php keeps it: a reference another holder shares stays one (the
/// closure's data and the copy read here hold two counts).
fn captured(v: &Value) -> Value {
    match v {
        Value::Ref(r) if r.ref_count() > 2 => v.clone(),
        v => v.deref_value(),
    }
}

/// php's `required_num_args`: the parameters up to the last one without a default.
fn required_params(unit: &Unit) -> usize {
    unit.params
        .iter()
        .rposition(|p| !p.has_default && !p.variadic)
        .map_or(0, |i| i + 1)
}

fn user_params(unit: &Unit) -> Option<PhpArray> {
    if unit.params.is_empty() {
        return None;
    }
    let required = required_params(unit);
    let mut params = PhpArray::new();
    for (i, p) in unit.params.iter().enumerate() {
        let mut name = Vec::with_capacity(p.name.len() + 2);
        if p.by_ref {
            name.push(b'&');
        }
        name.push(b'$');
        name.extend_from_slice(&p.name);
        let kind = if i >= required {
            "<optional>"
        } else {
            "<required>"
        };
        params.insert(PhpStr::from_vec(name), Value::str(kind.as_bytes()));
    }
    Some(params)
}

fn internal_params(names: &[&str], min: u8, by_ref: impl Fn(usize) -> bool) -> Option<PhpArray> {
    if names.is_empty() {
        return None;
    }
    let mut params = PhpArray::new();
    for (i, n) in names.iter().enumerate() {
        let name = format!("{}${n}", if by_ref(i) { "&" } else { "" });
        let kind = if i >= min as usize {
            "<optional>"
        } else {
            "<required>"
        };
        params.insert(PhpStr::from(name.as_str()), Value::str(kind.as_bytes()));
    }
    Some(params)
}

/// The debug array of Closure `o`, or `None` when `o` is no Closure.
pub fn closure_debug_info(vm: &mut Vm, o: &ObjectHandle) -> Result<Option<PhpArray>, Control> {
    let data = {
        let b = o.borrow();
        match b
            .internal
            .get()
            .and_then(|d| d.downcast_ref::<ClosureData>())
        {
            Some(d) => d.duplicate(),
            None => return Ok(None),
        }
    };
    let mut out = PhpArray::new();
    match data {
        ClosureData::User {
            func, bound, ctx, ..
        } => {
            let unit: &Arc<Unit> = &func.unit;
            match unit.kind {
                UnitKind::Closure | UnitKind::ArrowFn => {
                    out.insert("name", Value::str(&unit.name));
                    out.insert("file", Value::str(unit.file.as_bytes()));
                    out.insert("line", Value::Int(i64::from(unit.start_line)));
                }
                UnitKind::Method => {
                    let mut name = unit.class_name.to_vec();
                    if let Some(c) = vm.class_by_id(ctx.scope) {
                        name = c.name.as_bytes().to_vec();
                    }
                    name.extend_from_slice(b"::");
                    name.extend_from_slice(&unit.name);
                    out.insert("function", Value::str(&name));
                }
                _ => {
                    out.insert("function", Value::str(&unit.name));
                }
            }
            let mut statics = PhpArray::new();
            for (slot, v) in &bound {
                if let Some(name) = unit.cv_names.get(*slot as usize) {
                    statics.insert(PhpStr::new(name), captured(v));
                }
            }
            let scope = vm.class_by_id(ctx.scope);
            for (name, v) in crate::reflect::static_vars(vm, unit, Some(o), scope.as_ref())? {
                statics.insert(PhpStr::new(&name), v);
            }
            if !statics.is_empty() {
                out.insert("static", Value::Array(statics));
            }
            if let Some(this) = ctx.this {
                out.insert("this", Value::Object(this));
            }
            if let Some(p) = user_params(unit) {
                out.insert("parameter", Value::Array(p));
            }
        }
        ClosureData::Builtin(id) => {
            let Some(b) = vm.builtins.get(id) else {
                return Ok(Some(out));
            };
            out.insert("function", Value::str(b.name.as_bytes()));
            let by_ref = |i: usize| b.arg_by_ref(i as u32);
            if let Some(p) = internal_params(b.params, b.min, by_ref) {
                out.insert("parameter", Value::Array(p));
            }
        }
        ClosureData::Method { this, method, .. } => {
            out.insert(
                "function",
                Value::str(format!("{}::{}", method.class, method.name).as_bytes()),
            );
            if let Some(this) = this {
                out.insert("this", Value::Object(this));
            }
            if let Some(p) = internal_params(method.params, method.min, |_| false) {
                out.insert("parameter", Value::Array(p));
            }
        }
        ClosureData::Magic(_) => {}
        ClosureData::Enum { class, op } => {
            let (name, params): (&str, &[&str]) = match op {
                EnumOp::Cases => ("cases", &[]),
                EnumOp::From => ("from", &["value"]),
                EnumOp::TryFrom => ("tryFrom", &["value"]),
            };
            let function = format!("{}::{name}", class.name.to_string_lossy());
            out.insert("function", Value::str(function.as_bytes()));
            if let Some(p) = internal_params(params, 1, |_| false) {
                out.insert("parameter", Value::Array(p));
            }
        }
    }
    Ok(Some(out))
}
