//! User classes at run time: declaring (linking a `ClassUnit` into a `Class`), class lookup
//! with `self`/`parent`/`static` and autoloading, constant expressions, class constants,
//! static properties, and instance property access with php's visibility rules and magic
//! methods (`__get`, `__set`, `__isset`, `__unset`).

use super::magic_cont::Defer;
use super::{Control, Ret, ThrowKind, Vm};
use crate::bytecode::{ClassKind, ConstExpr, Init, Visibility};
use crate::class::{Class, ClassId, Magic, MethodBody, MethodEntry, NO_CLASS, PropInfo};
use crate::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

pub(super) fn error(msg: impl Into<String>) -> Control {
    Control::Error(ThrowKind::Error, msg.into())
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The magic methods of a linked class.
pub(crate) fn find_magic(c: &Class) -> Magic {
    let m = |n: &[u8]| c.methods.get(n).cloned();
    Magic {
        construct: m(b"__construct"),
        destruct: m(b"__destruct"),
        get: m(b"__get"),
        set: m(b"__set"),
        isset: m(b"__isset"),
        unset: m(b"__unset"),
        call: m(b"__call"),
        call_static: m(b"__callstatic"),
        to_string: m(b"__tostring"),
        invoke: m(b"__invoke"),
        clone: m(b"__clone"),
        debug_info: m(b"__debuginfo"),
    }
}

/// Guard kinds for magic property methods.
pub(super) const GUARD_GET: u8 = 0;
const GUARD_SET: u8 = 1;
const GUARD_ISSET: u8 = 2;
const GUARD_UNSET: u8 = 3;

/// Where a property access lands.
pub(super) enum Slot {
    /// A declared or dynamic property under this storage key.
    Key(PhpStr, Option<Rc<PropInfo>>),
    /// Not accessible from the scope (message for the Error when no magic applies).
    Denied(String),
}

impl Vm {
    // ----- scope -----

    /// The class a native method was called on (`static`), while one runs: a static
    /// factory makes an object of it (php's called scope, `Z_CE(execute_data->This)`).
    pub fn native_called_class(&self) -> Option<Rc<Class>> {
        self.class_by_id(self.native_called)
    }

    pub(crate) fn class_by_id(&self, id: ClassId) -> Option<Rc<Class>> {
        self.class_list.get(id as usize).cloned()
    }

    /// The class whose code is running (`self`).
    pub fn scope_class(&self) -> Option<Rc<Class>> {
        let f = self.co.frames.last()?;
        self.class_by_id(f.scope)
    }

    /// A class by name; `self`, `parent` and `static` are resolved against the running
    /// frame; unknown names go through the autoloaders.
    pub fn lookup_class(&mut self, name: &[u8]) -> Result<Rc<Class>, Control> {
        let name = name.strip_prefix(b"\\").unwrap_or(name);
        let lower = name.to_ascii_lowercase();
        match lower.as_slice() {
            b"self" => {
                return self
                    .scope_class()
                    .ok_or_else(|| error("Cannot access \"self\" when no class scope is active"));
            }
            b"parent" => {
                let Some(c) = self.scope_class() else {
                    return Err(error(
                        "Cannot access \"parent\" when no class scope is active",
                    ));
                };
                return c.parent.clone().ok_or_else(|| {
                    error("Cannot access \"parent\" when current class scope has no parent")
                });
            }
            b"static" => {
                let id = self.co.frames.last().map_or(NO_CLASS, |f| f.called);
                return self.class_by_id(id).ok_or_else(|| {
                    error("Cannot access \"static\" when no class scope is active")
                });
            }
            _ => {}
        }
        if let Some(c) = self.classes.get(lower.as_slice()) {
            return Ok(c.clone());
        }
        if let Some(c) = self.link_internal(&lower)? {
            return Ok(c);
        }
        match self.autoload_deferred(name, &lower) {
            Ok(Some(call)) => return Err(call),
            Ok(None) => {
                if let Some(c) = self.autoload(name)? {
                    return Ok(c);
                }
            }
            Err(_) => {}
        }
        Err(error(format!("Class \"{}\" not found", lossy(name))))
    }

    /// `is_callable` for builtins.
    pub fn is_callable_value(&self, v: &Value) -> bool {
        self.is_callable(v)
    }

    /// Register an autoloader (`spl_autoload_register`).
    pub fn add_autoloader(&mut self, cb: Value, prepend: bool) {
        if prepend {
            self.autoloaders.insert(0, cb);
        } else {
            self.autoloaders.push(cb);
        }
    }

    /// The registered autoloaders, in call order (`spl_autoload_functions`/`_unregister`).
    pub fn autoloaders_mut(&mut self) -> &mut Vec<Value> {
        &mut self.autoloaders
    }

    /// php's "Cannot redeclare class X (previously declared in F:L)" for a taken name.
    pub fn redeclare_text(&self, old: &Class, name: &[u8]) -> String {
        super::declare::redeclare_message(old, name)
    }

    /// `class_alias`: false when the name is taken.
    pub fn add_class_alias(&mut self, alias: &[u8], c: Rc<Class>) -> bool {
        let alias = alias.strip_prefix(b"\\").unwrap_or(alias);
        let l: Box<[u8]> = alias.to_ascii_lowercase().into();
        if self.classes.contains_key(&l) {
            return false;
        }
        self.classes.insert(l, c);
        true
    }

    /// A declared class by name, without autoloading.
    pub fn find_class(&self, name: &[u8]) -> Option<Rc<Class>> {
        let name = name.strip_prefix(b"\\").unwrap_or(name);
        self.classes
            .get(name.to_ascii_lowercase().as_slice())
            .cloned()
    }

    /// A dynamic property is being created on an object of `c` (which does not allow them
    /// silently): php's error for enums and strict internal classes, else the deprecation.
    pub(super) fn dynamic_property(&mut self, c: &Class, name: &PhpStr) -> Result<(), Control> {
        if c.kind == ClassKind::Enum || c.no_dynamic {
            return Err(error(format!(
                "Cannot create dynamic property {}::${}",
                c.name.to_string_lossy(),
                name.to_string_lossy()
            )));
        }
        self.deprecated(format!(
            "Creation of dynamic property {}::${} is deprecated",
            c.name.to_string_lossy(),
            name.to_string_lossy()
        ));
        Ok(())
    }

    /// A declared class, or a registered internal class (linked now); no autoloading.
    pub fn find_class_linking(&mut self, name: &[u8]) -> Result<Option<Rc<Class>>, Control> {
        let name = name.strip_prefix(b"\\").unwrap_or(name);
        let lower = name.to_ascii_lowercase();
        self.link_internal(&lower)
    }

    /// Run the `spl_autoload_register` callbacks for `name` until the class exists.
    pub fn autoload(&mut self, name: &[u8]) -> Result<Option<Rc<Class>>, Control> {
        if self.autoloaders.is_empty() || name.is_empty() {
            return Ok(None);
        }
        let lower: Box<[u8]> = name.to_ascii_lowercase().into();
        if self.autoloading.contains(&lower) {
            return Ok(None);
        }
        self.autoloading.push(lower.clone());
        let loaders = self.autoloaders.clone();
        let mut found = None;
        for cb in loaders {
            let r = self.call_sync(cb, vec![Value::str(name)]);
            if let Err(e) = r {
                self.autoloading.retain(|n| *n != lower);
                return Err(e);
            }
            if let Some(c) = self.classes.get(&lower) {
                found = Some(c.clone());
                break;
            }
        }
        self.autoloading.retain(|n| *n != lower);
        Ok(found)
    }

    // ----- constant expressions -----

    /// Evaluate an initializer in the scope of class `scope`.
    pub(crate) fn eval_const_expr(
        &mut self,
        e: &ConstExpr,
        scope: Option<&Rc<Class>>,
    ) -> Result<Value, Control> {
        use crate::value::ops;
        Ok(match e {
            ConstExpr::Lit(c) => super::call::materialize(c),
            ConstExpr::Constant { name, fallback } => {
                let lname = name.to_ascii_lowercase();
                match lname.as_slice() {
                    b"true" => return Ok(Value::Bool(true)),
                    b"false" => return Ok(Value::Bool(false)),
                    b"null" => return Ok(Value::Null),
                    _ => {}
                }
                if let Some(v) = self.user_constant(name) {
                    return Ok(v.clone());
                }
                if let Some(v) = crate::builtins::var::builtin_constant(name) {
                    return Ok(v);
                }
                if let Some(f) = fallback {
                    if let Some(v) = self.user_constant(f) {
                        return Ok(v.clone());
                    }
                    if let Some(v) = crate::builtins::var::builtin_constant(f) {
                        return Ok(v);
                    }
                }
                return Err(error(format!("Undefined constant \"{}\"", lossy(name))));
            }
            ConstExpr::ClassConst { class, name } => {
                let c = self.resolve_in(class, scope)?;
                let Some(k) = c.consts.get(&**name).cloned() else {
                    // php names the class as written here (`self::X`)
                    return Err(error(format!(
                        "Undefined constant {}::{}",
                        lossy(class),
                        lossy(name)
                    )));
                };
                // php's zend_get_class_constant_ex: a constant still being computed when a
                // reference reaches it again is a cycle, named as that reference writes it
                // (a fetch from code does not mark, so `X = self::Y; Y = self::X` read as
                // `Cyc::X` names `self::Y`)
                let key = Rc::as_ptr(&k) as usize;
                let pending = matches!(*k.state.borrow(), crate::class::ConstState::Pending(_));
                if pending && self.const_visiting.contains(&key) {
                    return Err(error(format!(
                        "Cannot declare self-referencing constant {}::{}",
                        lossy(class),
                        lossy(name)
                    )));
                }
                // visibility is checked against the expression's class, not the caller's
                let vis_scope = match scope {
                    Some(s) => Some(s.clone()),
                    None => self.scope_class(),
                };
                if pending {
                    self.const_visiting.push(key);
                }
                let r = self.class_constant_from(&c, name, vis_scope);
                if pending {
                    self.const_visiting.pop();
                }
                return r;
            }
            ConstExpr::ClassName(class) => {
                let c = self.resolve_in(class, scope)?;
                Value::Str(c.name.clone())
            }
            ConstExpr::Bin(op, a, b) => {
                let a = self.eval_const_expr(a, scope)?;
                let b = self.eval_const_expr(b, scope)?;
                ops::binary_op(*op, &a, &b, &mut self.diag)?
            }
            ConstExpr::Cmp(op, a, b) => {
                let a = self.eval_const_expr(a, scope)?;
                let b = self.eval_const_expr(b, scope)?;
                crate::value::compare::compare_op(*op, &a, &b, &mut self.diag)?
            }
            ConstExpr::And(a, b) => {
                let a = self.eval_const_expr(a, scope)?;
                if !crate::value::convert::to_bool(&a, &mut self.diag) {
                    return Ok(Value::Bool(false));
                }
                let b = self.eval_const_expr(b, scope)?;
                Value::Bool(crate::value::convert::to_bool(&b, &mut self.diag))
            }
            ConstExpr::Or(a, b) => {
                let a = self.eval_const_expr(a, scope)?;
                if crate::value::convert::to_bool(&a, &mut self.diag) {
                    return Ok(Value::Bool(true));
                }
                let b = self.eval_const_expr(b, scope)?;
                Value::Bool(crate::value::convert::to_bool(&b, &mut self.diag))
            }
            ConstExpr::Xor(a, b) => {
                let a = self.eval_const_expr(a, scope)?;
                let b = self.eval_const_expr(b, scope)?;
                Value::Bool(
                    crate::value::convert::to_bool(&a, &mut self.diag)
                        != crate::value::convert::to_bool(&b, &mut self.diag),
                )
            }
            ConstExpr::Coalesce(a, b) => {
                let a = self.eval_const_expr(a, scope)?;
                if !matches!(a, Value::Null) {
                    return Ok(a);
                }
                self.eval_const_expr(b, scope)?
            }
            ConstExpr::Not(a) => {
                let a = self.eval_const_expr(a, scope)?;
                Value::Bool(!crate::value::convert::to_bool(&a, &mut self.diag))
            }
            ConstExpr::Neg(a) => {
                let a = self.eval_const_expr(a, scope)?;
                ops::negate(&a, &mut self.diag)?
            }
            ConstExpr::Plus(a) => {
                let a = self.eval_const_expr(a, scope)?;
                ops::binary_op(
                    crate::value::ops::BinOp::Mul,
                    &a,
                    &Value::Int(1),
                    &mut self.diag,
                )?
            }
            ConstExpr::BitNot(a) => {
                let a = self.eval_const_expr(a, scope)?;
                ops::bit_not(&a, &mut self.diag)?
            }
            ConstExpr::Ternary(c, t, f) => {
                let cv = self.eval_const_expr(c, scope)?;
                if crate::value::convert::to_bool(&cv, &mut self.diag) {
                    match t {
                        Some(t) => self.eval_const_expr(t, scope)?,
                        None => cv,
                    }
                } else {
                    self.eval_const_expr(f, scope)?
                }
            }
            ConstExpr::Array(items) => {
                let mut a = PhpArray::new();
                for (k, v, spread) in items {
                    let v = self.eval_const_expr(v, scope)?;
                    if *spread {
                        if let Value::Array(src) = v {
                            for (k2, v2) in src.iter() {
                                match k2 {
                                    ArrayKey::Int(_) => {
                                        a.push(v2.clone()).map_err(Control::from)?;
                                    }
                                    k2 => {
                                        a.insert(k2, v2.clone());
                                    }
                                }
                            }
                        }
                        continue;
                    }
                    match k {
                        Some(k) => {
                            let k = self.eval_const_expr(k, scope)?;
                            let key = self.array_key_of(&k)?;
                            a.insert(key, v);
                        }
                        None => {
                            a.push(v).map_err(Control::from)?;
                        }
                    }
                }
                Value::Array(a)
            }
            ConstExpr::Dim(b, k) => {
                let b = self.eval_const_expr(b, scope)?;
                let k = self.eval_const_expr(k, scope)?;
                match &b {
                    Value::Array(a) => {
                        let key = self.array_key_of(&k)?;
                        match a.get(&key) {
                            Some(v) => v.deref_value(),
                            None => {
                                self.warn(super::dim::undefined_key(&key));
                                Value::Null
                            }
                        }
                    }
                    Value::Object(_) => {
                        return Err(error("Cannot use [] on objects in constant expression"));
                    }
                    _ => Value::Null,
                }
            }
            ConstExpr::Prop(o, n, nullsafe) => {
                let o = self.eval_const_expr(o, scope)?;
                if *nullsafe && matches!(o, Value::Null) {
                    return Ok(Value::Null);
                }
                let n = self.eval_const_expr(n, scope)?;
                let n = self.to_string_value(&n)?;
                let Value::Object(h) = &o else {
                    // php's zend_wrong_property_read: a warning, and null
                    self.warn(format!(
                        "Attempt to read property \"{}\" on {}",
                        n.to_string_lossy(),
                        o.value_name()
                    ));
                    return Ok(Value::Null);
                };
                if h.class().kind != ClassKind::Enum {
                    return Err(error(
                        "Fetching properties on non-enums in constant expressions is not allowed",
                    ));
                }
                self.read_prop(h, &n, false)?
            }
            ConstExpr::ClassConstDyn { .. }
            | ConstExpr::Closure(_)
            | ConstExpr::FuncCallable { .. }
            | ConstExpr::StaticCallable { .. } => return self.const_callable(e, scope),
            ConstExpr::New(class, args) => {
                if &**class == b"\0case" {
                    return Err(error("enum case evaluated outside its class"));
                }
                let c = self.resolve_in(class, scope)?;
                let mut vals = Vec::with_capacity(args.len());
                let mut named: Option<super::call::NamedArgs> = None;
                for (n, a) in args {
                    let v = self.eval_const_expr(a, scope)?;
                    match n {
                        Some(n) => named.get_or_insert_with(Vec::new).push((PhpStr::new(n), v)),
                        None => vals.push(v),
                    }
                }
                let o = self.instantiate_class(&c)?;
                // without a constructor the arguments are dropped, named ones too
                // (zend_ast_evaluate's ZEND_AST_NEW)
                if let Some(ctor) = c.magic.construct.clone() {
                    self.call_method_sync_named(&ctor, Some(o.clone()), c.id, vals, named)?;
                }
                Value::Object(o)
            }
        })
    }

    fn array_key_of(&mut self, k: &Value) -> Result<ArrayKey, Control> {
        Ok(match k {
            Value::Int(i) => ArrayKey::Int(*i),
            Value::Str(s) => ArrayKey::from_php_str(s.clone()),
            Value::Bool(b) => ArrayKey::Int(i64::from(*b)),
            Value::Null => ArrayKey::Str(PhpStr::empty()),
            Value::Float(f) => ArrayKey::Int(*f as i64),
            other => {
                return Err(Control::Error(
                    ThrowKind::TypeError,
                    format!("Illegal offset type: {}", other.type_name()),
                ));
            }
        })
    }

    pub(super) fn resolve_in(
        &mut self,
        class: &[u8],
        scope: Option<&Rc<Class>>,
    ) -> Result<Rc<Class>, Control> {
        match class.to_ascii_lowercase().as_slice() {
            b"self" | b"static" => scope
                .cloned()
                .ok_or_else(|| error("Cannot access \"self\" when no class scope is active")),
            b"parent" => scope.and_then(|s| s.parent.clone()).ok_or_else(|| {
                error("Cannot access \"parent\" when current class scope has no parent")
            }),
            _ => self.lookup_class(class),
        }
    }

    // ----- class constants -----

    /// `Class::NAME` with visibility checked against the running scope.
    pub fn class_constant(&mut self, c: &Rc<Class>, name: &[u8]) -> Result<Value, Control> {
        let scope = self.scope_class();
        self.class_constant_from(c, name, scope)
    }

    /// `Class::NAME` seen from class `scope`.
    fn class_constant_from(
        &mut self,
        c: &Rc<Class>,
        name: &[u8],
        scope: Option<Rc<Class>>,
    ) -> Result<Value, Control> {
        // a parent's private constant is not inherited
        let k = c
            .consts
            .get(name)
            .filter(|k| k.visibility != Visibility::Private || k.declaring == c.id || k.is_case);
        let Some(k) = k.cloned() else {
            return Err(error(format!(
                "Undefined constant {}::{}",
                c.name.to_string_lossy(),
                lossy(name)
            )));
        };
        if k.visibility != Visibility::Public {
            let ok = match (&scope, k.visibility) {
                (Some(s), Visibility::Private) => s.id == k.declaring,
                (Some(s), _) => self
                    .class_by_id(k.declaring)
                    .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s)),
                _ => false,
            };
            if !ok {
                return Err(error(format!(
                    "Cannot access {} constant {}::{}",
                    k.visibility.word(),
                    c.name.to_string_lossy(),
                    lossy(name)
                )));
            }
        }
        if c.kind == ClassKind::Trait {
            return Err(error(format!(
                "Cannot access trait constant {}::{} directly",
                c.name.to_string_lossy(),
                lossy(name)
            )));
        }
        if k.deprecated {
            self.deprecated_const(&k)?;
        }
        self.update_backed_enum_constants(c)?;
        self.const_value(&k)
    }

    /// Whether `Class::NAME` always gives the same value without a side effect (no
    /// deprecation): what a constant-fetch site may cache once it has been read.
    pub(super) fn class_constant_cacheable(&self, c: &Rc<Class>, name: &[u8]) -> bool {
        c.kind != ClassKind::Trait && c.consts.get(name).is_some_and(|k| !k.deprecated)
    }

    /// Every case of an enum in declaration order.
    pub(crate) fn enum_cases(&mut self, c: &Rc<Class>) -> Result<Vec<Value>, Control> {
        let mut out = Vec::new();
        for n in c.const_order.clone() {
            let Some(k) = c.consts.get(&n).cloned() else {
                continue;
            };
            if k.is_case && k.declaring == c.id {
                out.push(self.const_value(&k)?);
            }
        }
        Ok(out)
    }

    /// `Enum::cases()`, `Enum::from()`, `Enum::tryFrom()`.
    pub(crate) fn enum_static(
        &mut self,
        c: &Rc<Class>,
        op: crate::class::EnumOp,
        args: Vec<Value>,
    ) -> Result<Value, Control> {
        use crate::class::EnumOp;
        let name = match op {
            EnumOp::Cases => "cases",
            EnumOp::From => "from",
            EnumOp::TryFrom => "tryFrom",
        };
        let fname = format!("{}::{name}", c.name.to_string_lossy());
        let want = usize::from(op != EnumOp::Cases);
        if args.len() != want {
            let msg = format!(
                "{fname}() expects exactly {want} argument{}, {} given",
                if want == 1 { "" } else { "s" },
                args.len()
            );
            let e = self.create_throwable_in_builtin("ArgumentCountError", &msg, &fname, &args);
            return Err(Control::Throw(e));
        }
        let cases = self.enum_cases(c)?;
        if op == EnumOp::Cases {
            return Ok(Value::Array(PhpArray::from_values(cases)));
        }
        let ty = c.enum_backing.as_deref().unwrap_or(b"int");
        let pt = crate::bytecode::ParamType {
            alternatives: vec![ty.into()],
            display: String::from_utf8_lossy(ty).into_owned(),
            dnf: Vec::new(),
        };
        let strict = self
            .co
            .frames
            .last()
            .is_some_and(|f| f.func.unit.strict_types);
        let mut given = args.first().map(Value::deref_value).unwrap_or(Value::Null);
        // php 8.5 parses the argument as int|string in coercive mode: null is 0 (with the
        // deprecation), and a string-backed enum takes an int (a float or bool made one
        // first) as its decimal string
        if matches!(given, Value::Null) && !strict {
            self.deprecated(format!(
                "{fname}(): Passing null to parameter #1 ($value) of type string|int is deprecated"
            ));
            given = Value::Int(0);
        }
        let string_keyed = ty == b"string" && !strict;
        let coerced = match given {
            Value::Int(i) if string_keyed => Ok(Value::str(i.to_string())),
            Value::Float(_) | Value::Bool(_) if string_keyed => {
                let as_int = crate::bytecode::ParamType {
                    alternatives: vec![(*b"int").into()],
                    display: "int".into(),
                    dnf: Vec::new(),
                };
                self.coerce_param(&as_int, given, false).map(|i| match i {
                    Value::Int(i) => Value::str(i.to_string()),
                    other => other,
                })
            }
            other => self.coerce_param(&pt, other, strict),
        };
        let v = match coerced {
            Ok(v) => v,
            Err(bad) => {
                let shown = if string_keyed {
                    "string|int"
                } else {
                    &pt.display
                };
                let msg = format!(
                    "{fname}(): Argument #1 ($value) must be of type {shown}, {} given",
                    bad.value_name()
                );
                let e = self.create_throwable_in_builtin("TypeError", &msg, &fname, &args);
                return Err(Control::Throw(e));
            }
        };
        for case in cases {
            if let Value::Object(o) = &case {
                let cv = o
                    .borrow()
                    .properties
                    .get_str(b"value")
                    .map(Value::deref_value);
                if cv.is_some_and(|cv| crate::value::compare::identical(&cv, &v)) {
                    return Ok(case);
                }
            }
        }
        if op == EnumOp::TryFrom {
            return Ok(Value::Null);
        }
        let shown = match &v {
            Value::Str(s) => format!("\"{}\"", s.to_string_lossy()),
            Value::Int(i) => i.to_string(),
            other => other.type_name(),
        };
        let msg = format!(
            "{shown} is not a valid backing value for enum {}",
            c.name.to_string_lossy()
        );
        let e = self.create_throwable_in_builtin("ValueError", &msg, &fname, &args);
        Err(Control::Throw(e))
    }

    // ----- defaults and static properties -----

    /// The evaluated default properties of a class (a copy-on-write array).
    pub fn class_defaults(&mut self, c: &Rc<Class>) -> Result<PhpArray, Control> {
        if let Some(a) = c.default_array.borrow().as_ref() {
            return Ok(a.clone());
        }
        let mut a = PhpArray::new();
        for (info, init) in c.defaults.clone() {
            let Some(init) = init else { continue };
            let v = match init {
                Init::Lit(l) => super::call::materialize(&l),
                Init::Expr(e) => {
                    let scope = self.class_by_id(info.declaring);
                    let v = self.eval_const_expr(&e, scope.as_ref())?;
                    // a constant expression's value must fit the type, strictly
                    match &info.ty {
                        Some(ty) => self
                            .coerce_param(ty, v, true)
                            .map_err(|given| cannot_assign(&info, &given))?,
                        None => v,
                    }
                }
            };
            a.insert(ArrayKey::Str(info.key.clone()), v);
        }
        *c.default_array.borrow_mut() = Some(a.clone());
        Ok(a)
    }

    // ----- instance properties -----

    /// Where `$obj->name` lands from the running scope.
    pub(super) fn prop_slot_of(
        &self,
        c: &Rc<Class>,
        name: &[u8],
        scope: Option<&Rc<Class>>,
    ) -> Slot {
        if let Some(s) = scope {
            if let Some(info) = s.props.get(name) {
                if info.visibility == Visibility::Private
                    && info.declaring == s.id
                    && c.is_subclass_of(s)
                {
                    return Slot::Key(info.key.clone(), Some(info.clone()));
                }
            }
        }
        match c.props.get(name) {
            Some(info) => {
                let ok = match info.visibility {
                    Visibility::Public => true,
                    Visibility::Private => scope.is_some_and(|s| s.id == info.declaring),
                    Visibility::Protected => scope.is_some_and(|s| {
                        self.class_by_id(info.declaring)
                            .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s))
                            || c.is_subclass_of(s)
                    }),
                };
                if ok {
                    Slot::Key(info.key.clone(), Some(info.clone()))
                } else {
                    Slot::Denied(format!(
                        "Cannot access {} property {}::${}",
                        info.visibility.word(),
                        c.name.to_string_lossy(),
                        lossy(name)
                    ))
                }
            }
            None => self.static_slot(c, name, scope),
        }
    }

    /// The key and declaration a visible `$obj->name` uses from `scope` (as `prop_slot`),
    /// or None when access is denied.
    pub(super) fn prop_key(
        &self,
        c: &Rc<Class>,
        name: &[u8],
        scope: Option<&Rc<Class>>,
    ) -> Option<(PhpStr, Option<Rc<PropInfo>>)> {
        match self.prop_slot_of(c, name, scope) {
            Slot::Key(_, None) if c.statics.contains_key(name) => None,
            Slot::Key(k, info) => Some((k, info)),
            Slot::Denied(_) => None,
        }
    }

    /// `$obj->name` (read). `quiet`: isset/??/empty (no warning, no error).
    pub(crate) fn read_prop(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        quiet: bool,
    ) -> Result<Value, Control> {
        let c = o.class();
        if super::incomplete::is_incomplete(&c) && self.incomplete_access(o) {
            return Ok(Value::Null);
        }
        if self.prop_is_dim(o, name) {
            return self.dim_prop_read(o, name, quiet);
        }
        let scope = self.scope_class();
        let slot = if quiet {
            self.prop_slot_quiet(&c, name.as_bytes(), scope.as_ref())
        } else {
            self.prop_slot(&c, name.as_bytes(), scope.as_ref(), c.magic.get.is_some())
        };
        let (key, info) = match slot {
            Slot::Key(k, i) => (k, i),
            Slot::Denied(msg) => {
                if let Some(v) = self.magic_get(o, &c, name, quiet)? {
                    return Ok(v);
                }
                if quiet {
                    return Ok(Value::Null);
                }
                return Err(error(msg));
            }
        };
        if let Some(info) = &info {
            if let Some(h) = self.hooks_for_access(info) {
                if let Some(v) = self.hooked_read(o, &c, info, &h)? {
                    return Ok(v);
                }
            }
        }
        let found = o
            .borrow()
            .properties
            .get(&ArrayKey::Str(key))
            .map(Value::deref_value);
        if let Some(v) = found {
            return Ok(v);
        }
        // a typed property never initialised skips __get
        let magic = info.as_ref().is_none_or(|i| self.missing_prop_magic(o, i));
        if info.as_ref().is_some_and(|i| i.ty.is_some()) {
            // what __get gives is coerced below: not the op's last step
            self.defer = Defer::No;
        }
        if let Some(v) = magic
            .then(|| self.magic_get(o, &c, name, quiet))
            .transpose()?
            .flatten()
        {
            // what __get gives for an unset typed property must fit its type
            if let Some(ty) = info.as_ref().and_then(|i| i.ty.as_ref()) {
                let strict = self.frame_strict();
                let getter = c.magic.get.as_ref().map(|m| m.declaring_name.clone());
                return self.coerce_param(ty, v, strict).map_err(|given| {
                    Control::Error(
                        ThrowKind::TypeError,
                        format!(
                            "Value of type {} returned from {}::__get() must be compatible with unset property {}::${} of type {}",
                            given.value_name(),
                            super::typed_ref::c_name(getter.as_ref().map_or(&[][..], |n| n.as_bytes())),
                            super::typed_ref::c_name(info.as_ref().map_or(&[][..], |i| i.declaring_name.as_bytes())),
                            name.to_string_lossy(),
                            ty.display
                        ),
                    )
                });
            }
            return Ok(v);
        }
        if quiet {
            return Ok(Value::Null);
        }
        if let Some(info) = info {
            if info.ty.is_some() {
                return Err(error(format!(
                    "Typed property {}::${} must not be accessed before initialization",
                    super::typed_ref::c_name(info.declaring_name.as_bytes()),
                    name.to_string_lossy()
                )));
            }
        }
        self.warn(format!(
            "Undefined property: {}::${}",
            c.name.to_string_lossy(),
            name.to_string_lossy()
        ));
        Ok(Value::Null)
    }

    pub(super) fn magic_get(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        name: &PhpStr,
        quiet: bool,
    ) -> Result<Option<Value>, Control> {
        let Some(m) = c.magic.get.clone() else {
            return Ok(None);
        };
        // a quiet read (`??`, the containers of isset()) asks __isset first when there is
        // one (zend_std_read_property with BP_VAR_IS), else goes straight to __get
        if let (true, Some(is)) = (quiet, c.magic.isset.clone()) {
            let arg = vec![Value::Str(name.clone())];
            if self.defer == Defer::Prop {
                // the op ends with these calls: __isset's continuation asks for __get
                let (o2, c2, name2) = (o.clone(), c.clone(), name.clone());
                let then = move |vm: &mut Vm, r: Value| {
                    if !crate::value::convert::to_bool(&r, &mut vm.diag) {
                        return Ok(Value::Null);
                    }
                    let arg = vec![Value::Str(name2.clone())];
                    let ident = |_: &mut Vm, v: Value| Ok(v);
                    match vm.guarded_call(&m, &o2, &c2, &name2, GUARD_GET, arg, ident) {
                        Some(call) => Err(Control::Method(Box::new(call))),
                        None => Ok(Value::Null),
                    }
                };
                return match self.guarded_magic_then(&is, o, c, name, GUARD_ISSET, arg, then) {
                    Some(r) => r.map(Some),
                    None => Ok(None),
                };
            }
            let Some(r) = self.guarded_magic(&is, o, c, name, GUARD_ISSET, arg) else {
                return Ok(None);
            };
            if !crate::value::convert::to_bool(&r?, &mut self.diag) {
                return Ok(Some(Value::Null));
            }
        }
        let arg = vec![Value::Str(name.clone())];
        match self.guarded_magic(&m, o, c, name, GUARD_GET, arg) {
            Some(r) => r.map(Some),
            None => Ok(None),
        }
    }

    /// Call magic method `m` for property `name` of `o` unless that same magic call is
    /// already running for it (php's property guards); `None` when guarded.
    pub(super) fn guarded_magic(
        &mut self,
        m: &Rc<MethodEntry>,
        o: &ObjectHandle,
        c: &Rc<Class>,
        name: &PhpStr,
        kind: u8,
        args: Vec<Value>,
    ) -> Option<Result<Value, Control>> {
        self.guarded_magic_then(m, o, c, name, kind, args, |_: &mut Vm, v: Value| Ok(v))
    }

    /// `isset($obj->name)`
    pub(crate) fn isset_prop(&mut self, o: &ObjectHandle, name: &PhpStr) -> Result<bool, Control> {
        let c = o.class();
        if super::incomplete::is_incomplete(&c) && self.incomplete_access(o) {
            return Ok(false);
        }
        if self.prop_is_dim(o, name) {
            return self.dim_prop_isset(o, name);
        }
        let scope = self.scope_class();
        if let Slot::Key(key, info) = self.prop_slot_quiet(&c, name.as_bytes(), scope.as_ref()) {
            if let Some(info) = &info {
                if let Some(h) = self.hooks_for_access(info) {
                    if h.get.is_some() || h.is_virtual {
                        let v = self.hooked_read(o, &c, info, &h)?;
                        return Ok(v.is_some_and(|v| !matches!(v, Value::Null)));
                    }
                }
            }
            if let Some(v) = o.borrow().properties.get(&ArrayKey::Str(key)) {
                return Ok(!matches!(v.deref_value(), Value::Null));
            }
            // a typed property never initialised skips __isset
            if info.is_some_and(|i| !self.missing_prop_magic(o, &i)) {
                return Ok(false);
            }
        }
        if let Some(is) = c.magic.isset.clone() {
            let arg = vec![Value::Str(name.clone())];
            let to_bool = |vm: &mut Vm, v: Value| {
                Ok(Value::Bool(crate::value::convert::to_bool(
                    &v,
                    &mut vm.diag,
                )))
            };
            return match self.guarded_magic_then(&is, o, &c, name, GUARD_ISSET, arg, to_bool) {
                Some(r) => Ok(matches!(r?, Value::Bool(true))),
                None => Ok(false),
            };
        }
        Ok(false)
    }

    /// array_column's property fetch (php's `has_property` in EXISTS then ISSET mode, then
    /// `read_property`): `None` when the property is neither there nor set per `__isset`.
    pub fn fetch_prop_if_set(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
    ) -> Result<Option<Value>, Control> {
        let c = o.class();
        let scope = self.scope_class();
        if let Slot::Key(key, _) = self.prop_slot_quiet(&c, name.as_bytes(), scope.as_ref()) {
            let found = o
                .borrow()
                .properties
                .get(&ArrayKey::Str(key))
                .map(Value::deref_value);
            if found.is_some() {
                return Ok(found);
            }
        }
        if !self.isset_prop(o, name)? {
            return Ok(None);
        }
        self.read_prop(o, name, false).map(Some)
    }

    /// `$obj->name = v`
    pub(crate) fn write_prop(
        &mut self,
        o: &ObjectHandle,
        name: &PhpStr,
        v: Value,
    ) -> Result<(), Control> {
        let c = o.class();
        self.incomplete_modify(o)?;
        if self.prop_is_dim(o, name) {
            return self.dim_prop_write(o, name, v);
        }
        let scope = self.scope_class();
        let slot = self.prop_slot(&c, name.as_bytes(), scope.as_ref(), c.magic.set.is_some());
        let (key, info) = match slot {
            Slot::Key(k, i) => (k, i),
            Slot::Denied(msg) => {
                if self.magic_set(o, &c, name, &v)? {
                    return Ok(());
                }
                return Err(error(msg));
            }
        };
        let mut v = v;
        if let Some(info) = &info {
            self.check_set_visibility(info, scope.as_ref(), "modify")?;
            if let Some(h) = self.hooks_for_access(info) {
                match self.hooked_write(o, &c, info, &h, v)? {
                    super::hooks::HookedWrite::Done => return Ok(()),
                    super::hooks::HookedWrite::Raw(raw) => v = raw,
                }
            }
        }
        let k = ArrayKey::Str(key);
        let exists = o.borrow().properties.contains_key(&k);
        let v = match &info {
            Some(info) => {
                // an unset() declared property is written through __set (a typed one
                // never initialised is not)
                if !exists && self.missing_prop_magic(o, info) && self.magic_set(o, &c, name, &v)? {
                    return Ok(());
                }
                if info.readonly {
                    if exists {
                        if !self.take_readonly_reinit(o, &k) {
                            return Err(error(format!(
                                "Cannot modify readonly property {}::${}",
                                super::typed_ref::c_name(info.declaring_name.as_bytes()),
                                name.to_string_lossy()
                            )));
                        }
                        self.readonly_set_access(info, scope.as_ref())?;
                    } else {
                        // 8.4+: initialising follows the implicit protected(set)
                        self.readonly_set_access(info, scope.as_ref())?;
                    }
                }
                match &info.ty {
                    Some(ty) => {
                        if self.incdec_overflow.is_some() {
                            let cell = match o.borrow().properties.get(&k) {
                                Some(Value::Ref(r)) => Some(r.clone()),
                                _ => None,
                            };
                            self.check_incdec_store(info, cell.as_ref())?;
                        }
                        let strict = self.frame_strict();
                        let before = std::mem::discriminant(&v);
                        let c = self
                            .coerce_param(ty, v, strict)
                            .map_err(|given| cannot_assign(info, &given))?;
                        self.note_coerced(before, &c);
                        c
                    }
                    None => v,
                }
            }
            None => {
                if !exists {
                    if self.magic_set(o, &c, name, &v)? {
                        return Ok(());
                    }
                    if !c.allow_dynamic {
                        if c.is_readonly {
                            return Err(error(format!(
                                "Cannot create dynamic property {}::${}",
                                c.name.to_string_lossy(),
                                name.to_string_lossy()
                            )));
                        }
                        self.dynamic_property(&c, name)?;
                    }
                }
                v
            }
        };
        let typed_cell = match o.borrow().properties.get(&k) {
            Some(Value::Ref(r)) if r.is_typed() => Some(r.clone()),
            _ => None,
        };
        if let Some(r) = typed_cell {
            return self.assign_to_ref(&r, v);
        }
        let mut b = o.borrow_mut();
        match b.properties.make_mut().get_mut(&k) {
            Some(Value::Ref(r)) => {
                r.set(v);
            }
            Some(slot) => *slot = v,
            None => {
                b.properties.insert(k, v);
                // a declared property initialised late keeps its declaration slot; in the
                // common case (a constructor assigning in order) it already is last of them
                let misplaced = info.as_ref().is_some_and(|info| {
                    let (mut declared, mut after) = (0, false);
                    let mut passed = false;
                    for (i, _) in &c.defaults {
                        if Rc::ptr_eq(i, info) {
                            passed = true;
                        }
                        if b.properties.contains_key(&ArrayKey::Str(i.key.clone())) {
                            declared += 1;
                            after |= passed && !Rc::ptr_eq(i, info);
                        }
                    }
                    // a later declared property, or a dynamic one, is already there
                    after || b.properties.len() > declared
                });
                if misplaced {
                    let props = std::mem::take(&mut b.properties);
                    b.properties = in_slot_order(&c, props);
                }
            }
        }
        Ok(())
    }

    fn magic_set(
        &mut self,
        o: &ObjectHandle,
        c: &Rc<Class>,
        name: &PhpStr,
        v: &Value,
    ) -> Result<bool, Control> {
        let Some(m) = c.magic.set.clone() else {
            return Ok(false);
        };
        let args = vec![Value::Str(name.clone()), v.clone()];
        match self.guarded_magic(&m, o, c, name, GUARD_SET, args) {
            Some(r) => r.map(|_| true),
            None => Ok(false),
        }
    }

    /// `unset($obj->name)`
    pub(crate) fn unset_prop(&mut self, o: &ObjectHandle, name: &PhpStr) -> Result<(), Control> {
        let c = o.class();
        self.incomplete_modify(o)?;
        if self.prop_is_dim(o, name) {
            return self.dim_prop_unset(o, name);
        }
        let scope = self.scope_class();
        let key = match self.prop_slot(&c, name.as_bytes(), scope.as_ref(), c.magic.unset.is_some())
        {
            Slot::Key(k, info) => {
                if let Some(info) = &info {
                    if self.hooks_for_access(info).is_some() {
                        return Err(self.hooked_unset(&c, info));
                    }
                    let present = o
                        .borrow()
                        .properties
                        .contains_key(&ArrayKey::Str(k.clone()));
                    if present {
                        if info.readonly {
                            return Err(error(format!(
                                "Cannot unset readonly property {}::${}",
                                super::typed_ref::c_name(info.declaring_name.as_bytes()),
                                name.to_string_lossy()
                            )));
                        }
                        self.check_set_visibility(info, scope.as_ref(), "unset")?;
                    } else if !self.missing_prop_magic(o, info) {
                        // a typed property never initialised: php checks who may unset
                        // it (an uninitialized readonly one from a scope allowed to
                        // initialize it, verify_readonly_initialization_access); one
                        // unset() before goes to __unset unchecked
                        self.check_set_visibility(info, scope.as_ref(), "unset")?;
                        if info.readonly {
                            self.readonly_access_for(info, scope.as_ref(), "unset")?;
                        }
                    }
                }
                (k, info)
            }
            Slot::Denied(msg) => {
                if c.magic.unset.is_none() {
                    return Err(error(msg));
                }
                (PhpStr::empty(), None)
            }
        };
        let (key, info) = key;
        let k = ArrayKey::Str(key);
        let old = o.borrow_mut().properties.make_mut().remove(&k);
        if let (Some(Value::Ref(r)), Some(info)) = (&old, &info) {
            if r.is_typed() {
                r.remove_type_source(info, Some(o));
            }
        }
        let removed = old.is_some();
        drop(old);
        if let Some(info) = info.as_ref().filter(|i| i.ty.is_some()) {
            // a typed property never initialised only loses its IS_PROP_UNINIT flag
            let pristine = !removed && !self.missing_prop_magic(o, info);
            self.note_typed_unset(o, &c, info);
            if pristine {
                return Ok(());
            }
        }
        if !removed {
            if let Some(m) = c.magic.unset.clone() {
                let arg = vec![Value::Str(name.clone())];
                if let Some(r) = self.guarded_magic(&m, o, &c, name, GUARD_UNSET, arg) {
                    r?;
                }
            }
        }
        Ok(())
    }

    // ----- running PHP code from Rust (the few places that need a value now) -----

    /// Call a method and run it to completion on a nested dispatch loop. Used where php
    /// needs the result inside a Rust conversion (`__toString`, `__get`...). A Fiber cannot
    /// switch inside (php's "Cannot switch fibers in current execution state").
    pub(crate) fn call_method_sync(
        &mut self,
        m: &Rc<MethodEntry>,
        this: Option<ObjectHandle>,
        called: ClassId,
        args: Vec<Value>,
    ) -> Result<Value, Control> {
        self.call_method_sync_named(m, this, called, args, None)
    }

    /// `call_method_sync` with named arguments after the positional ones (`new C(1,
    /// tag: "x")` in a constant expression).
    pub(crate) fn call_method_sync_named(
        &mut self,
        m: &Rc<MethodEntry>,
        this: Option<ObjectHandle>,
        called: ClassId,
        args: Vec<Value>,
        named: Option<super::call::NamedArgs>,
    ) -> Result<Value, Control> {
        match &m.body {
            MethodBody::User(func) => {
                let func = func.clone();
                let arg_base = self.co.stack.len();
                for a in args {
                    self.co.stack.push(Some(a));
                }
                let ctx = super::call::MethodCtx {
                    this,
                    scope: m.declaring,
                    called,
                };
                self.enter_user_ctx(func, None, ctx, arg_base, named, Ret::Sync)?;
                self.run_sync()
            }
            MethodBody::Internal(im) => {
                let mut args: smallvec::SmallVec<[Value; 8]> = args.into_iter().collect();
                if let Some(named) = named {
                    let name = format!("{}::{}", im.class, im.name);
                    let names = super::unpack::method_param_names(im.params, &name)?;
                    let variadic = im.max == u8::MAX;
                    super::unpack::place_named_builtin(
                        &name,
                        &names,
                        im.min as usize,
                        variadic,
                        &mut args,
                        named,
                    )?;
                }
                let r = self.call_method(this, im, called, &mut args);
                self.finish_sync_result(r)
            }
            MethodBody::Abstract => Err(error(format!(
                "Cannot call abstract method {}::{}()",
                m.declaring_name.to_string_lossy(),
                m.name.to_string_lossy()
            ))),
            MethodBody::Enum(op) => match self.class_by_id(m.declaring) {
                Some(c) => self.enum_static(&c, *op, args),
                None => Ok(Value::Null),
            },
        }
    }

    /// Call any callable to completion (autoloaders, nested conversions).
    pub(crate) fn call_sync(&mut self, callee: Value, args: Vec<Value>) -> Result<Value, Control> {
        let c = self.resolve_callable(&callee)?;
        let arg_base = self.co.stack.len();
        match c {
            super::Callee::User { func, closure } => {
                for a in args {
                    self.co.stack.push(Some(a));
                }
                self.enter_user(func, closure, arg_base, None, Ret::Sync)?;
                self.run_sync()
            }
            super::Callee::UserMethod { func, ctx } => {
                for a in args {
                    self.co.stack.push(Some(a));
                }
                self.enter_user_ctx(func, None, ctx, arg_base, None, Ret::Sync)?;
                self.run_sync()
            }
            super::Callee::Builtin(id) => {
                let mut args = args;
                let r = self.call_builtin(id, &mut args);
                self.finish_sync_result(r)
            }
            super::Callee::Method {
                this,
                method,
                called,
            } => {
                let mut args = args;
                let r = self.call_method(this, method, called, &mut args);
                self.finish_sync_result(r)
            }
            super::Callee::Enum { class, op } => self.enum_static(&class, op, args),
            super::Callee::ParentHook(h) => self.parent_hook_call(*h, args.into(), None),
            super::Callee::Abstract(m) => Err(error(format!(
                "Cannot call abstract method {}::{}()",
                m.declaring_name.to_string_lossy(),
                m.name.to_string_lossy()
            ))),
            super::Callee::Magic { inner, name } => {
                let arr = PhpArray::from_values(args);
                match *inner {
                    super::Callee::UserMethod { func, ctx } => {
                        self.co.stack.push(Some(Value::Str(name)));
                        self.co.stack.push(Some(Value::Array(arr)));
                        self.enter_user_ctx(func, None, ctx, arg_base, None, Ret::Sync)?;
                        self.run_sync()
                    }
                    _ => Ok(Value::Null),
                }
            }
        }
    }

    fn finish_sync_result(&mut self, r: Result<Value, Control>) -> Result<Value, Control> {
        match r {
            Ok(v) => Ok(v),
            Err(Control::Call { callee, args, then }) => {
                let v = self.call_sync(callee, args)?;
                let r = then.resume(self, v);
                self.finish_sync_result(r)
            }
            Err(e) => Err(e),
        }
    }

    /// Step the top frames until the frame marked `Ret::Sync` returns or throws.
    fn run_sync(&mut self) -> Result<Value, Control> {
        self.sync_depth += 1;
        // the ops run here name their own magic continuations
        self.defer = Defer::No;
        // PHP code a builtin runs is no builtin's callback: its builtins' traces stop here
        let callback_of = std::mem::take(&mut self.callback_of);
        let r = loop {
            if let Some(r) = self.sync_result.take() {
                break r.map_err(Control::Throw);
            }
            if self.finished.is_some() {
                break Err(Control::Exit(self.exit_code.unwrap_or(0)));
            }
            let Some(frame) = self.co.frames.last_mut() else {
                break Ok(Value::Null);
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
            if let Err(control) = result {
                match control {
                    Control::Exit(code) => break Err(Control::Exit(code)),
                    Control::Fatal(m) => break Err(Control::Fatal(m)),
                    other => {
                        if let Some(code) = self.control(other) {
                            break Err(Control::Exit(code));
                        }
                    }
                }
            }
        };
        self.callback_of = callback_of;
        self.sync_depth -= 1;
        r
    }
}

/// The properties with the declared ones in their class's slot order, dynamic ones after.
pub(super) fn in_slot_order(c: &Class, props: PhpArray) -> PhpArray {
    let mut out = PhpArray::new();
    for (info, _) in &c.defaults {
        let k = ArrayKey::Str(info.key.clone());
        if let Some(v) = props.get(&k) {
            out.insert(k, v.clone());
        }
    }
    if out.len() == props.len() {
        return out;
    }
    for (k, v) in props.iter() {
        if !out.contains_key(&k) {
            out.insert(k, v.clone());
        }
    }
    out
}

/// The TypeError of a write whose value does not fit the property's type.
pub(super) fn cannot_assign(info: &PropInfo, given: &Value) -> Control {
    Control::Error(
        ThrowKind::TypeError,
        format!(
            "Cannot assign {} to property {}::${} of type {}",
            given.value_name(),
            super::typed_ref::c_name(info.declaring_name.as_bytes()),
            info.name.to_string_lossy(),
            info.ty.as_ref().map_or("", |t| &*t.display)
        ),
    )
}
