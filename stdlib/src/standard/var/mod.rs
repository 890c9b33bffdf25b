//! ext/standard/var.c's serialization: serialize() (`serialize.rs`) and unserialize()
//! (`unserialize/`), plus the var functions whose bootstrap versions were incomplete
//! (`types.rs`: intval with a base, settype; `export.rs`: var_export with enums).

pub(crate) mod export;
pub(crate) mod serialize;
pub(crate) mod types;
pub(crate) mod unserialize;
pub(crate) mod zval_dump;

use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_array, arg_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::Value;
use std::collections::HashSet;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("serialize", serialize, 1, 1, &["value"]),
    def("unserialize", unserialize, 1, 2, &["data", "options"]),
    def(
        "__rphp_spl_unserialize",
        unserialize::legacy::spl_unserialize,
        2,
        2,
        &["data", "kind"],
    ),
];

/// An ini setting as an integer (php's `atol`: leading digits, 0 when none).
pub(crate) fn ini_int(vm: &Vm, key: &str, default: i64) -> i64 {
    match vm.ini.get(key) {
        Some(v) => {
            let t = v.trim();
            let (neg, digits) = match t.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, t.strip_prefix('+').unwrap_or(t)),
            };
            let n: String = digits.chars().take_while(char::is_ascii_digit).collect();
            let n = n.parse::<i64>().unwrap_or(0);
            if neg { -n } else { n }
        }
        None => default,
    }
}

fn serialize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let precision = ini_int(vm, "serialize_precision", -1) as i32;
    Box::new(serialize::Serializer::for_call(vm, arg(a, 0), precision)).run(vm)
}

fn type_error(msg: String) -> Control {
    Control::Error(ThrowKind::TypeError, msg)
}

/// The `allowed_classes` and `max_depth` options, with php's errors. A call nested in
/// another's `Serializable::unserialize()` (`outer`) keeps the options not given, and goes
/// on from its depth unless it sets `max_depth`.
fn options(
    vm: &mut Vm,
    a: &[Value],
    outer: Option<unserialize::Options>,
) -> Result<unserialize::Options, Control> {
    let mut options = match outer {
        Some(outer) => outer,
        None => unserialize::Options {
            allowed: None,
            max_depth: ini_int(vm, "unserialize_max_depth", 4096),
            depth: 0,
        },
    };
    if a.len() < 2 {
        return Ok(options);
    }
    let opts = arg_array(a, 1, "unserialize", "options")?;
    if let Some(classes) = opts.get_str(b"allowed_classes").map(Value::deref_value) {
        match classes {
            Value::Bool(true) => {}
            Value::Bool(false) => options.allowed = Some(HashSet::new()),
            Value::Array(list) => {
                let mut set = HashSet::new();
                for entry in list.values() {
                    let entry = entry.deref_value();
                    let name = match &entry {
                        Value::Str(s) => s.clone(),
                        Value::Object(_) => rphp_vm::builtins::arg_str(
                            vm,
                            std::slice::from_ref(&entry),
                            0,
                            "unserialize",
                            "options",
                        )?,
                        other => {
                            return Err(type_error(format!(
                                "unserialize(): Option \"allowed_classes\" must be an array of class names, {} given",
                                other.value_name()
                            )));
                        }
                    };
                    let valid = name.as_bytes().iter().all(|&c| {
                        c.is_ascii_alphanumeric() || c == b'_' || c == b'\\' || c >= 0x80
                    });
                    if !valid {
                        return Err(Control::Error(
                            ThrowKind::ValueError,
                            format!(
                                "unserialize(): Option \"allowed_classes\" must be an array of class names, \"{}\" given",
                                name.to_string_lossy()
                            ),
                        ));
                    }
                    set.insert(name.as_bytes().to_ascii_lowercase());
                }
                options.allowed = Some(set);
            }
            other => {
                return Err(type_error(format!(
                    "unserialize(): Option \"allowed_classes\" must be of type array|bool, {} given",
                    other.value_name()
                )));
            }
        }
    }
    if let Some(depth) = opts.get_str(b"max_depth").map(Value::deref_value) {
        let Value::Int(depth) = depth else {
            return Err(type_error(format!(
                "unserialize(): Option \"max_depth\" must be of type int, {} given",
                depth.value_name()
            )));
        };
        if depth < 0 {
            return Err(Control::Error(
                ThrowKind::ValueError,
                "unserialize(): Option \"max_depth\" must be greater than or equal to 0".into(),
            ));
        }
        options.max_depth = depth;
        options.depth = 0;
    }
    Ok(options)
}

fn unserialize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let data = arg_str(vm, a, 0, "unserialize", "data")?;
    let outer = vm
        .ext
        .get_or_default::<Nest>()
        .current()
        .map(|(token, e)| (token, e.options.clone(), e.vars.clone()));
    let (deferred, outer, shared) = match outer {
        Some((token, options, vars)) => (Some(token), Some(options), Some(vars)),
        None => (None, None, None),
    };
    let options = options(vm, a, outer)?;
    if data.is_empty() {
        return Ok(Value::Bool(false));
    }
    let mut parser = unserialize::Parser::new(data, options);
    parser.set_inline_custom();
    if let Some(shared) = shared {
        parser.set_shared(shared);
    }
    Box::new(Unserialize {
        parser,
        args: a.iter().map(Value::deref_value).collect(),
        started: false,
        in_custom: None,
        outer: deferred.as_ref().map(std::rc::Rc::downgrade),
    })
    .run(vm)
}

/// The options of the unserialize() call whose `Serializable::unserialize()` call is
/// running, if any (with the depth it had reached).
pub(crate) fn nested_options(
    vm: &mut Vm,
) -> Option<(unserialize::Options, unserialize::SharedVars)> {
    vm.ext
        .get_or_default::<Nest>()
        .current()
        .map(|(_, e)| (e.options.clone(), e.vars.clone()))
}

/// The unserialize() calls waiting for a `Serializable::unserialize()` call they made,
/// innermost last: each with its options and the depth it had reached, and a token that
/// lives while that call runs. A nested unserialize() goes on with them, as php's nested
/// calls share one state (but not from `__wakeup()` and friends, made once parsing ended).
/// The token also takes the delayed calls of the nested calls.
#[derive(Default)]
struct Nest(Vec<NestEntry>);

struct NestEntry {
    token: std::rc::Weak<Deferred>,
    options: unserialize::Options,
    vars: unserialize::SharedVars,
}

type Deferred = std::cell::RefCell<Vec<unserialize::build::Call>>;

impl Nest {
    /// The innermost live entry (dead ones, whose call threw, go).
    fn current(&mut self) -> Option<(std::rc::Rc<Deferred>, &NestEntry)> {
        while let Some(entry) = self.0.last() {
            if let Some(token) = entry.token.upgrade() {
                return self.0.last().map(|e| (token, e));
            }
            self.0.pop();
        }
        None
    }
}

/// One unserialize() call, stopped for each call php makes while parsing
/// (`unserialize_callback_func`, `Serializable::unserialize()`).
struct Unserialize {
    parser: unserialize::Parser,
    /// The call's arguments, for the trace of an exception thrown while parsing.
    args: Vec<Value>,
    started: bool,
    /// The token of this call's entry in [`Nest`] while its `Serializable::unserialize()`
    /// call runs.
    in_custom: Option<std::rc::Rc<Deferred>>,
    /// The token of the call this one is nested in, which makes its delayed calls.
    outer: Option<std::rc::Weak<Deferred>>,
}

impl Unserialize {
    fn run(mut self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        let outcome = if self.started {
            self.parser.resume(vm)
        } else {
            self.started = true;
            self.parser.parse(vm)
        };
        let outcome = match outcome {
            Ok(outcome) => outcome,
            Err(Control::Error(kind, message)) => {
                // php creates the exception while the objects made so far still live
                let ex = vm.create_throwable_in_builtin(
                    kind.class_name(),
                    &message,
                    "unserialize",
                    &self.args,
                );
                drop(self);
                return Err(Control::Throw(ex));
            }
            Err(e) => return Err(e),
        };
        match outcome {
            unserialize::Outcome::Done(ok) => {
                let finisher = self.parser.finish(ok, vm);
                if let Some(outer) = self.outer.as_ref().and_then(std::rc::Weak::upgrade) {
                    let (result, calls) = finisher.into_deferred();
                    outer.borrow_mut().extend(calls);
                    return Ok(result);
                }
                Box::new(finisher).step(vm)
            }
            unserialize::Outcome::Callback(name) => {
                let callback = vm
                    .ini
                    .get("unserialize_callback_func")
                    .unwrap_or("")
                    .to_owned();
                let callee = Value::str(&callback);
                if !vm.is_callable_value(&callee) {
                    return Err(Control::Error(
                        ThrowKind::Error,
                        format!(
                            "Invalid callback {callback}, function \"{callback}\" not found or invalid function name"
                        ),
                    ));
                }
                // php reports what parsing found before it calls back
                vm.flush_diags();
                Err(Control::Call {
                    callee,
                    args: vec![Value::Str(rphp_vm::value::PhpStr::new(&name))],
                    then: self,
                })
            }
            unserialize::Outcome::Custom(obj, data) => {
                let token = std::rc::Rc::new(Deferred::default());
                let mut options = self.parser.options().clone();
                options.depth = self.parser.depth();
                let vars = self.parser.share();
                vm.ext.get_or_default::<Nest>().0.push(NestEntry {
                    token: std::rc::Rc::downgrade(&token),
                    options,
                    vars,
                });
                self.in_custom = Some(token);
                vm.flush_diags();
                let callee = Value::Array(rphp_vm::value::PhpArray::from_values(vec![
                    Value::Object(obj),
                    Value::str("unserialize"),
                ]));
                Err(Control::Call {
                    callee,
                    args: vec![Value::Str(data)],
                    then: self,
                })
            }
        }
    }
}

impl rphp_vm::exec::Continuation for Unserialize {
    fn resume(mut self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        if let Some(token) = self.in_custom.take() {
            let calls = std::mem::take(&mut *token.borrow_mut());
            self.parser.defer(calls);
            drop(token);
            let _ = vm.ext.get_or_default::<Nest>().current();
        }
        self.run(vm)
    }
}
