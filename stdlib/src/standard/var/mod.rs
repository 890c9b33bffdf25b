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
    Box::new(serialize::Serializer::new(arg(a, 0), precision)).run(vm)
}

fn type_error(msg: String) -> Control {
    Control::Error(ThrowKind::TypeError, msg)
}

/// The `allowed_classes` and `max_depth` options, with php's errors.
fn options(vm: &mut Vm, a: &[Value]) -> Result<unserialize::Options, Control> {
    let mut options = unserialize::Options {
        allowed: None,
        max_depth: ini_int(vm, "unserialize_max_depth", 4096),
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
    }
    Ok(options)
}

fn unserialize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let data = arg_str(vm, a, 0, "unserialize", "data")?;
    let options = options(vm, a)?;
    if data.is_empty() {
        return Ok(Value::Bool(false));
    }
    Box::new(Unserialize {
        data,
        args: a.iter().map(Value::deref_value).collect(),
        options,
        lookups: Vec::new(),
        callback_ran: false,
    })
    .run(vm)
}

/// One unserialize() call, replayed after each `unserialize_callback_func` call with the
/// class lookups made so far.
struct Unserialize {
    data: rphp_vm::value::PhpStr,
    /// The call's arguments, for the trace of an exception thrown while parsing.
    args: Vec<Value>,
    options: unserialize::Options,
    lookups: Vec<Option<std::rc::Rc<rphp_vm::class::Class>>>,
    callback_ran: bool,
}

impl Unserialize {
    fn run(mut self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        let data = self.data.clone();
        let mut parser = unserialize::Parser::new(data.as_bytes(), self.options.clone());
        parser.lookups = std::mem::take(&mut self.lookups);
        parser.callback_ran = self.callback_ran;
        let ok = match parser.parse(vm) {
            Ok(ok) => ok,
            Err(Control::Error(kind, message)) => {
                // php creates the exception while the objects made so far still live
                let ex = vm.create_throwable_in_builtin(
                    kind.class_name(),
                    &message,
                    "unserialize",
                    &self.args,
                );
                drop(parser);
                return Err(Control::Throw(ex));
            }
            Err(e) => return Err(e),
        };
        if let Some(name) = parser.need_callback.take() {
            let callback = vm
                .ini
                .get("unserialize_callback_func")
                .unwrap_or("")
                .to_owned();
            self.lookups = std::mem::take(&mut parser.lookups);
            parser.discard();
            self.callback_ran = true;
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
            return Err(Control::Call {
                callee,
                args: vec![Value::Str(rphp_vm::value::PhpStr::new(&name))],
                then: self,
            });
        }
        Box::new(parser.finish(ok, vm)).step(vm)
    }
}

impl rphp_vm::exec::Continuation for Unserialize {
    fn resume(self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        self.run(vm)
    }
}
