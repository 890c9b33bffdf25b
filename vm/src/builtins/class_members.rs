//! The member listings of Zend/zend_builtin_functions.c: get_class_vars(),
//! get_class_methods(), method_exists(), property_exists(). php walks a class's
//! `properties_info` and `function_table`, where a class's own members come first (in
//! declaration order, then those its traits bring) and the inherited ones after them, in the
//! parent's own order. get_object_vars() is not here: it walks the object's property slots
//! (the parent's first), as var_dump does.

use super::{Builtins, arg, arg_str, type_error};
use crate::bytecode::{Init, Visibility};
use crate::class::{Class, ClassId, PropInfo};
use crate::exec::{Control, ThrowKind, Vm};
use crate::value::{ArrayKey, PhpArray, Value};
use std::rc::Rc;

pub fn register(b: &mut Builtins) {
    b.add(
        "method_exists",
        method_exists,
        2,
        2,
        &["object_or_class", "method"],
    );
    b.add(
        "property_exists",
        property_exists,
        2,
        2,
        &["object_or_class", "property"],
    );
    b.add(
        "get_class_methods",
        get_class_methods,
        1,
        1,
        &["object_or_class"],
    );
    b.add("get_class_vars", get_class_vars, 1, 1, &["class"]);
}

/// One entry of a class's `properties_info`: the property and whether it is static.
struct PropEntry {
    info: Rc<PropInfo>,
    is_static: bool,
}

/// php's `properties_info` of `c` in its order: own properties as declared (promoted ones
/// where the constructor stands), then those its traits bring, then the parent's table
/// without the names `c` declares again. A parent's private properties stay in it.
fn prop_table(c: &Class) -> Vec<PropEntry> {
    let mut out: Vec<PropEntry> = Vec::new();
    let seen =
        |out: &Vec<PropEntry>, name: &[u8]| out.iter().any(|e| e.info.name.as_bytes() == name);
    let own_static = |name: &[u8]| {
        c.statics
            .get(name)
            .filter(|sp| sp.info.declaring == c.id)
            .map(|sp| Rc::new(sp.info.clone()))
    };
    if let Some(d) = &c.decl {
        for p in &d.props {
            if seen(&out, &p.name) {
                continue;
            }
            let info = if p.is_static {
                own_static(&p.name)
            } else {
                c.props
                    .get(&*p.name)
                    .filter(|i| i.declaring == c.id)
                    .cloned()
            };
            if let Some(info) = info {
                out.push(PropEntry {
                    info,
                    is_static: p.is_static,
                });
            }
        }
    }
    // trait properties (and an internal class's own ones)
    for (info, _) in &c.defaults {
        if info.declaring == c.id && !seen(&out, info.name.as_bytes()) {
            out.push(PropEntry {
                info: info.clone(),
                is_static: false,
            });
        }
    }
    for n in &c.static_order {
        if seen(&out, n) {
            continue;
        }
        if let Some(info) = own_static(n) {
            out.push(PropEntry {
                info,
                is_static: true,
            });
        }
    }
    if c.kind == crate::bytecode::ClassKind::Enum {
        for n in [&b"name"[..], b"value"] {
            if let Some(info) = c.props.get(n) {
                if !seen(&out, n) {
                    out.push(PropEntry {
                        info: info.clone(),
                        is_static: false,
                    });
                }
            }
        }
    }
    if let Some(p) = &c.parent {
        for e in prop_table(p) {
            if !seen(&out, e.info.name.as_bytes()) {
                out.push(e);
            }
        }
    }
    out
}

/// php's zend_check_protected: `scope` is `declaring` or one of its ancestors, or
/// `declaring` is one of `scope`'s.
fn check_protected(vm: &Vm, declaring: ClassId, scope: &Class) -> bool {
    let Some(d) = vm.class_by_id(declaring) else {
        return false;
    };
    let chain_has = |from: &Class, id: ClassId| {
        let mut k = Some(from);
        while let Some(c) = k {
            if c.id == id {
                return true;
            }
            k = c.parent.as_deref();
        }
        false
    };
    chain_has(&d, scope.id) || chain_has(scope, declaring)
}

/// Whether a member declared in `declaring` with `vis` shows from `scope`.
fn member_visible(vm: &Vm, scope: Option<&Rc<Class>>, vis: Visibility, declaring: ClassId) -> bool {
    match vis {
        Visibility::Public => true,
        Visibility::Protected => scope.is_some_and(|s| check_protected(vm, declaring, s)),
        Visibility::Private => scope.is_some_and(|s| s.id == declaring),
    }
}

/// The declared default of a static property (its declaring class's declaration, or a
/// trait that class uses); `None` when no declaration is found.
fn static_decl_default(vm: &Vm, c: &Class, name: &[u8], depth: u32) -> Option<Option<Init>> {
    let d = c.decl.as_ref()?;
    if let Some(p) = d.props.iter().find(|p| p.is_static && *p.name == *name) {
        return Some(p.default.clone());
    }
    if depth > 16 {
        return None;
    }
    for u in &d.traits {
        for t in &u.traits {
            if let Some(tc) = vm.find_class(t) {
                if let Some(found) = static_decl_default(vm, &tc, name, depth + 1) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// What get_class_vars() shows for a static: its declared default (not its value now).
fn static_default(vm: &mut Vm, c: &Rc<Class>, info: &PropInfo) -> Result<Value, Control> {
    let declaring = vm.class_by_id(info.declaring);
    let found = declaring
        .as_ref()
        .and_then(|d| static_decl_default(vm, d, info.name.as_bytes(), 0));
    match found {
        Some(Some(Init::Lit(k))) => Ok(crate::reflect::materialize(&k)),
        Some(Some(Init::Expr(e))) => vm.eval_const_expr(&e, declaring.as_ref()),
        Some(None) => Ok(Value::Null),
        // an internal class's static: its value
        None => Ok(c
            .statics
            .get(info.name.as_bytes())
            .map_or(Value::Null, |sp| sp.cell.get())),
    }
}

/// `get_class_vars`: the default values of the properties visible from the calling scope,
/// instance ones first, then static ones (php's two passes of add_class_vars).
fn get_class_vars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "get_class_vars", "class")?;
    let Ok(c) = vm.lookup_class(name.as_bytes()) else {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "get_class_vars(): Argument #1 ($class) must be a valid class name, {} given",
                name.to_string_lossy()
            ),
        ));
    };
    let scope = vm.scope_class();
    let table: Vec<PropEntry> = prop_table(&c)
        .into_iter()
        .filter(|e| member_visible(vm, scope.as_ref(), e.info.visibility, e.info.declaring))
        .collect();
    let defaults = vm.class_defaults(&c)?;
    let mut out = PhpArray::new();
    for e in table.iter().filter(|e| !e.is_static) {
        if e.info.hooks.as_ref().is_some_and(|h| h.is_virtual) {
            continue;
        }
        let v = defaults
            .get(&ArrayKey::Str(e.info.key.clone()))
            .map_or(Value::Null, Value::deref_value);
        out.insert(ArrayKey::Str(e.info.name.clone()), v);
    }
    for e in table.iter().filter(|e| e.is_static) {
        let v = static_default(vm, &c, &e.info)?;
        out.insert(ArrayKey::Str(e.info.name.clone()), v);
    }
    Ok(Value::Array(out))
}

/// `get_class_methods`: the methods visible from the calling scope, in function-table
/// order, under their declared names.
fn get_class_methods(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let Some(c) = super::classes::class_of(vm, &v, true) else {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, {} given",
                v.value_name()
            ),
        ));
    };
    let scope = vm.scope_class();
    let mut out = PhpArray::new();
    for l in &c.method_order {
        if let Some(m) = c.methods.get(l) {
            let owner = match m.visibility {
                Visibility::Protected => method_root(vm, m.declaring, l),
                _ => m.declaring,
            };
            if member_visible(vm, scope.as_ref(), m.visibility, owner) {
                let _ = out.push(Value::Str(m.name.clone()));
            }
        }
    }
    Ok(Value::Array(out))
}

/// The class of the method a method `lname` declared in `declaring` overrides first
/// (php's zend_get_function_root_class: the scope of its prototype); a parent's private
/// method is no prototype.
fn method_root(vm: &Vm, declaring: ClassId, lname: &[u8]) -> ClassId {
    let mut root = declaring;
    for _ in 0..64 {
        let parent = vm.class_by_id(root).and_then(|c| c.parent.clone());
        let Some(m) = parent.as_ref().and_then(|p| p.methods.get(lname)) else {
            break;
        };
        if m.visibility == Visibility::Private || m.declaring == root {
            break;
        }
        root = m.declaring;
    }
    root
}

/// An `object|string $object_or_class` argument's type check.
fn object_or_class(func: &str, v: &Value) -> Result<(), Control> {
    match v {
        Value::Object(_) | Value::Str(_) => Ok(()),
        _ => Err(type_error(func, 0, "object_or_class", "object|string", v)),
    }
}

/// `method_exists`: a class name does not see a parent's private methods, an object does
/// (php ignores visibility there); `__call` does not make a method exist.
fn method_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    object_or_class("method_exists", &v)?;
    let m = arg_str(vm, a, 1, "method_exists", "method")?;
    let Some(c) = super::classes::class_of(vm, &v, true) else {
        return Ok(Value::Bool(false));
    };
    let lname = m.to_ascii_lowercase();
    if let Some(e) = c.methods.get(lname.as_slice()) {
        return Ok(Value::Bool(
            matches!(v, Value::Object(_))
                || e.visibility != Visibility::Private
                || e.declaring == c.id,
        ));
    }
    // an object's class is asked through its get_method handler, which an incomplete
    // object's throws
    if let Value::Object(o) = &v {
        vm.incomplete_call(o)?;
        // a dual iterator's handler finds the inner iterator's method
        if vm.forwards_method(o, &lname) {
            return Ok(Value::Bool(true));
        }
    }
    // the Closure class's fake __invoke
    Ok(Value::Bool(
        &*c.lname == b"closure" && lname.as_slice() == b"__invoke",
    ))
}

/// `property_exists`: a declared property of the class (a parent's private one does not
/// count), else, for an object, a property it holds now under the plain name (or, from
/// inside the declaring class, a private one).
fn property_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let v = arg(a, 0);
    let p = arg_str(vm, a, 1, "property_exists", "property")?;
    object_or_class("property_exists", &v)?;
    let Some(c) = super::classes::class_of(vm, &v, true) else {
        return Ok(Value::Bool(false));
    };
    let name = p.as_bytes();
    let declared = c
        .props
        .get(name)
        .is_some_and(|i| i.visibility != Visibility::Private || i.declaring == c.id)
        || c.statics
            .get(name)
            .is_some_and(|s| s.info.visibility != Visibility::Private || s.info.declaring == c.id)
        || (c.kind == crate::bytecode::ClassKind::Enum && c.props.contains_key(name));
    if declared {
        return Ok(Value::Bool(true));
    }
    let Value::Object(o) = &v else {
        return Ok(Value::Bool(false));
    };
    // (its has_property handler: an incomplete object's warns and finds nothing)
    if vm.incomplete_access_in(o, "property_exists") {
        return Ok(Value::Bool(false));
    }
    // (property tables keep names as strings: "5" is not the key 5)
    let key = crate::value::ArrayKey::Str(p.clone());
    if o.borrow().properties.get(&key).is_some() {
        return Ok(Value::Bool(true));
    }
    // its class's has_property handler: a missing property may be an element
    if let Some(found) = vm.prop_exists_as_dim(o, &p)? {
        return Ok(Value::Bool(found));
    }
    // a parent's private property, asked from inside that parent
    if let Some(s) = vm.scope_class() {
        if s.id != c.id && c.is_subclass_of(&s) {
            let key = crate::class::storage_key(&s.name, name, Visibility::Private);
            let declared_there = s
                .props
                .get(name)
                .is_some_and(|i| i.visibility == Visibility::Private && i.declaring == s.id);
            if declared_there && o.borrow().properties.get_str(key.as_bytes()).is_some() {
                return Ok(Value::Bool(true));
            }
        }
    }
    Ok(Value::Bool(false))
}
