//! ext/spl's autoload functions (php_spl.c): spl_autoload_register(), _unregister(),
//! _functions(), _call(), and the default loader spl_autoload() with
//! spl_autoload_extensions().
//!
//! A loader is kept as spl_autoload_functions() shows it (php's autoload_func_info): a
//! Closure or invokable object as given, a function under its declared name, a method as
//! `[object, "name"]` or `["Class", "name"]` with the class that resolved it and the
//! method's declared name. So `['Loaders', 'stat']` and `'Loaders::stat'` are one loader,
//! registered once, and either form unregisters it.

use super::{Builtins, arg, arg_bool, arg_opt_str, arg_str, value_error};
use crate::class::Class;
use crate::class_def::Prelude;
use crate::exec::call::Callee;
use crate::exec::{Continuation, Control, ThrowKind, Vm};
use crate::value::{ObjectHandle, PhpArray, PhpStr, Value};
use std::path::{Path, PathBuf};
use std::rc::Rc;

pub fn register(b: &mut Builtins) {
    b.add(
        "spl_autoload_register",
        spl_autoload_register,
        0,
        3,
        &["callback", "throw", "prepend"],
    );
    b.add(
        "spl_autoload_unregister",
        spl_autoload_unregister,
        1,
        1,
        &["callback"],
    );
    b.add("spl_autoload_functions", spl_autoload_functions, 0, 0, &[]);
    b.add("spl_autoload_call", spl_autoload_call, 1, 1, &["class"]);
    b.add(
        "spl_autoload",
        spl_autoload,
        1,
        2,
        &["class", "file_extensions"],
    );
    b.add(
        "spl_autoload_extensions",
        spl_autoload_extensions,
        0,
        1,
        &["file_extensions"],
    );
    b.add_prelude(&FILE_LOADER);
}

/// What spl_autoload() includes a class file with (php compiles and runs it as
/// `require_once` would, from inside the internal function).
static FILE_LOADER: Prelude = Prelude {
    file: "ext/spl/php_spl.c",
    classes: &["__rphp_SplAutoload"],
    source: r#"<?php
final class __rphp_SplAutoload {
    public static function load(string $file): void { include_once $file; }
}
"#,
};

/// php's SPL_DEFAULT_FILE_EXTENSIONS.
const DEFAULT_EXTENSIONS: &[u8] = b".inc,.php";

/// The extensions spl_autoload_extensions() set (`None`: php's default).
#[derive(Default)]
struct AutoloadState {
    extensions: Option<PhpStr>,
}

/// The callable argument checked as php's Z_PARAM_FUNC does (its deprecations raised);
/// php's TypeError when it is not callable.
fn resolve(vm: &mut Vm, cb: &Value, func: &str, or_null: bool) -> Result<Callee, Control> {
    match vm.callable_check(cb, true)? {
        Ok(c) => Ok(c),
        Err(why) => Err(Control::Error(
            ThrowKind::TypeError,
            format!(
                "{func}(): Argument #1 ($callback) must be a valid callback{}, {why}",
                if or_null { " or null" } else { "" }
            ),
        )),
    }
}

/// Whether the callee is the builtin `name`.
fn is_builtin(vm: &Vm, c: &Callee, name: &str) -> bool {
    matches!(c, Callee::Builtin(id) if vm.builtins.get(*id).is_some_and(|b| b.name == name))
}

/// The `$this` a method callee runs with.
fn this_of(c: &Callee) -> Option<ObjectHandle> {
    match c {
        Callee::UserMethod { ctx, .. } => ctx.this.clone(),
        Callee::Method { this, .. } => this.clone(),
        Callee::Magic { inner, .. } => this_of(inner),
        _ => None,
    }
}

/// The class a callable's class part names, as php's callable check resolves it.
fn calling_class(vm: &mut Vm, class: &Value) -> Option<Rc<Class>> {
    match class {
        Value::Object(o) => Some(o.class()),
        Value::Str(s) => match s.to_ascii_lowercase().as_slice() {
            b"self" => vm.scope_class(),
            b"parent" => vm.scope_class().and_then(|c| c.parent.clone()),
            b"static" => vm.lookup_class(b"static").ok(),
            _ => vm.find_class(s.as_bytes()),
        },
        _ => None,
    }
}

/// The loader as spl_autoload_functions() lists it (see the module comment).
fn loader_entry(vm: &mut Vm, cb: &Value, callee: &Callee) -> Value {
    let cb = cb.deref_value();
    match (&cb, callee) {
        (Value::Object(_), _) => return cb,
        (
            _,
            Callee::User {
                func,
                closure: None,
            },
        ) => return Value::str(&func.unit.name),
        (_, Callee::Builtin(id)) => {
            if let Some(b) = vm.builtins.get(*id) {
                return Value::str(b.name);
            }
        }
        _ => {}
    }
    let (class, method) = match &cb {
        Value::Array(a) => (
            a.get_int(0).map(Value::deref_value).unwrap_or(Value::Null),
            a.get_int(1).map(Value::deref_value).unwrap_or(Value::Null),
        ),
        Value::Str(s) => match s.windows(2).rposition(|w| w == b"::") {
            Some(p) => (Value::str(&s[..p]), Value::str(&s[p + 2..])),
            None => return cb,
        },
        _ => return cb,
    };
    let Value::Str(method) = method else {
        return cb;
    };
    // `["B", "parent::m"]`: the method's own name
    let method = match method.windows(2).rposition(|w| w == b"::") {
        Some(p) => PhpStr::new(&method[p + 2..]),
        None => method,
    };
    let calling = calling_class(vm, &class);
    let name = match (callee, &calling) {
        (Callee::Magic { .. }, _) | (_, None) => method,
        (_, Some(c)) => c
            .find_method(method.to_ascii_lowercase().as_slice())
            .map_or(method, |m| m.name.clone()),
    };
    let first = match (this_of(callee), calling) {
        (Some(o), _) => Value::Object(o),
        (None, Some(c)) => Value::Str(c.name.clone()),
        (None, None) => class,
    };
    Value::Array(PhpArray::from_values(vec![first, Value::Str(name)]))
}

/// Whether two listed loaders are the same one.
fn same_loader(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => x.id() == y.id(),
        (Value::Str(x), Value::Str(y)) => x.eq_ignore_ascii_case(y),
        (Value::Array(x), Value::Array(y)) => {
            let pair = |a: &PhpArray| (a.get_int(0).cloned(), a.get_int(1).cloned());
            match (pair(x), pair(y)) {
                ((Some(x0), Some(x1)), (Some(y0), Some(y1))) => {
                    x.len() == 2 && y.len() == 2 && same_loader(&x0, &y0) && same_loader(&x1, &y1)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// `spl_autoload_register(?callable $callback = null, bool $throw = true, bool $prepend = false)`:
/// a loader already registered is not added again; no callback registers spl_autoload().
fn spl_autoload_register(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "spl_autoload_register";
    let cb = arg(a, 0);
    let callee = match cb {
        Value::Null => None,
        _ => Some(resolve(vm, &cb, F, true)?),
    };
    let do_throw = a.len() < 2 || arg_bool(vm, a, 1, F, "throw")?;
    let prepend = a.len() > 2 && arg_bool(vm, a, 2, F, "prepend")?;
    if !do_throw {
        vm.notice(
            "spl_autoload_register(): Argument #2 ($do_throw) has been ignored, \
             spl_autoload_register() will always throw",
        );
    }
    let entry = match &callee {
        None => Value::str("spl_autoload"),
        Some(c) if is_builtin(vm, c, "spl_autoload_call") => {
            return Err(value_error(
                F,
                0,
                "callback",
                "must not be the spl_autoload_call() function",
            ));
        }
        Some(c) => loader_entry(vm, &cb, c),
    };
    if !vm.autoloaders_mut().iter().any(|e| same_loader(e, &entry)) {
        vm.add_autoloader(entry, prepend);
    }
    Ok(Value::Bool(true))
}

/// `spl_autoload_unregister(callable $callback)`: removes the loader; `spl_autoload_call`
/// removes them all (deprecated).
fn spl_autoload_unregister(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    let callee = resolve(vm, &cb, "spl_autoload_unregister", false)?;
    if is_builtin(vm, &callee, "spl_autoload_call") {
        vm.deprecated(
            "spl_autoload_unregister(): Using spl_autoload_call() as a callback for \
             spl_autoload_unregister() is deprecated, to remove all registered autoloaders, \
             call spl_autoload_unregister() for all values returned from \
             spl_autoload_functions()",
        );
        vm.autoloaders_mut().clear();
        return Ok(Value::Bool(true));
    }
    let entry = loader_entry(vm, &cb, &callee);
    let list = vm.autoloaders_mut();
    match list.iter().position(|e| same_loader(e, &entry)) {
        Some(i) => {
            list.remove(i);
            Ok(Value::Bool(true))
        }
        None => Ok(Value::Bool(false)),
    }
}

/// `spl_autoload_functions()`: the registered loaders, in call order.
fn spl_autoload_functions(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let list = vm.autoloaders_mut().clone();
    Ok(Value::Array(PhpArray::from_values(list)))
}

/// `spl_autoload_call(string $class)`: runs the loaders until the class exists.
fn spl_autoload_call(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "spl_autoload_call", "class")?;
    vm.autoload(name.as_bytes())?;
    Ok(Value::Null)
}

/// `spl_autoload_extensions(?string $file_extensions = null)`: sets and gives the
/// extensions spl_autoload() tries.
fn spl_autoload_extensions(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let new = arg_opt_str(vm, a, 0, "spl_autoload_extensions", "file_extensions")?;
    let state = vm.ext.get_or_default::<AutoloadState>();
    if let Some(n) = new {
        state.extensions = Some(n);
    }
    Ok(Value::Str(
        state
            .extensions
            .clone()
            .unwrap_or_else(|| PhpStr::new(DEFAULT_EXTENSIONS)),
    ))
}

/// The file php's stream layer opens for `name` with USE_PATH: as given when absolute or
/// `./`/`../`-relative, else the first match along include_path, else beside the running
/// script.
fn resolve_path(vm: &Vm, name: &str) -> Option<PathBuf> {
    let p = Path::new(name);
    if p.is_absolute() || name.starts_with("./") || name.starts_with("../") {
        return p.is_file().then(|| p.to_path_buf());
    }
    let include_path = vm.ini.get("include_path").unwrap_or(".");
    for dir in include_path.split(':') {
        let candidate = Path::new(dir).join(name);
        if candidate.is_file() {
            return Some(candidate);
        }
    }
    let (file, _) = vm.location();
    let candidate = Path::new(&file).parent()?.join(name);
    candidate.is_file().then_some(candidate)
}

/// `spl_autoload(string $class, ?string $file_extensions = null)`: includes
/// `lowercase/class/name.ext` for each extension in turn until the class exists.
fn spl_autoload(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let class = arg_str(vm, a, 0, "spl_autoload", "class")?;
    let exts = match arg_opt_str(vm, a, 1, "spl_autoload", "file_extensions")? {
        Some(e) => e,
        None => vm
            .ext
            .get_or_default::<AutoloadState>()
            .extensions
            .clone()
            .unwrap_or_else(|| PhpStr::new(DEFAULT_EXTENSIONS)),
    };
    // php stops at the end of the list: a trailing comma adds no empty extension
    let mut list: Vec<Vec<u8>> = exts.split(|&b| b == b',').map(<[u8]>::to_vec).collect();
    if list.last().is_some_and(Vec::is_empty) {
        list.pop();
    }
    list.reverse();
    let lower = class.to_ascii_lowercase();
    FileLoad { lower, exts: list }.next(vm)
}

/// spl_autoload()'s remaining extensions (reversed: the next one last).
struct FileLoad {
    lower: Vec<u8>,
    exts: Vec<Vec<u8>>,
}

impl FileLoad {
    fn next(mut self, vm: &mut Vm) -> Result<Value, Control> {
        while let Some(ext) = self.exts.pop() {
            let mut file: Vec<u8> = self.lower.clone();
            file.extend_from_slice(&ext);
            for b in file.iter_mut() {
                if *b == b'\\' {
                    *b = b'/';
                }
            }
            let Some(path) = resolve_path(vm, &String::from_utf8_lossy(&file)) else {
                continue;
            };
            vm.find_class_linking(b"__rphp_SplAutoload")?;
            let callee = Value::Array(PhpArray::from_values(vec![
                Value::str("__rphp_SplAutoload"),
                Value::str("load"),
            ]));
            return Err(Control::Call {
                callee,
                args: vec![Value::str(path.to_string_lossy().as_bytes())],
                then: Box::new(self),
            });
        }
        Ok(Value::Null)
    }
}

impl Continuation for FileLoad {
    fn resume(self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        if vm.find_class(&self.lower).is_some() {
            return Ok(Value::Null);
        }
        self.next(vm)
    }
}
