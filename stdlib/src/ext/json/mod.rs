//! ext/json: json_encode, json_decode, json_validate and json_last_error(_msg), hand-written
//! after php's `json.c`: `encoder.rs` (values to text, resumable around `jsonSerialize()`),
//! `decoder/` (scanner, parser, value builders), `errors.rs` (codes, messages, per-VM last
//! error, JsonException), `flags.rs` (the `JSON_*` constants).

mod decoder;
mod encoder;
mod errors;
mod flags;

use crate::def;
use decoder::{Validator, ValueBuilder, parser};
use encoder::{Encoder, Step};
use errors::{JsonError, json_exception, last_error, set_last_error};
use flags::*;
use rphp_vm::builtins::{Builtin, arg, arg_bool, arg_int, arg_str, type_error, value_error};
use rphp_vm::exec::{Continuation, Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "json_encode",
        json_encode,
        1,
        3,
        &["value", "flags", "depth"],
    ),
    def(
        "json_decode",
        json_decode,
        1,
        4,
        &["json", "associative", "depth", "flags"],
    ),
    def(
        "json_validate",
        json_validate,
        1,
        3,
        &["json", "depth", "flags"],
    ),
    def("json_last_error", json_last_error, 0, 0, &[]),
    def("json_last_error_msg", json_last_error_msg, 0, 0, &[]),
];

pub(crate) const CONSTANTS: &[(&str, i64)] = flags::CONSTANTS;

/// `serialize_precision` as the encoder uses it (-1: shortest round-trip form).
fn serialize_precision(vm: &Vm) -> i32 {
    vm.ini
        .get("serialize_precision")
        .and_then(|s| s.trim().parse::<i64>().ok())
        .map_or(-1, |p| p.clamp(-1, 1000) as i32)
}

fn json_encode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let value = arg(a, 0);
    let options = if a.len() > 1 {
        arg_int(vm, a, 1, "json_encode", "flags")?
    } else {
        0
    };
    let depth = if a.len() > 2 {
        arg_int(vm, a, 2, "json_encode", "depth")?
    } else {
        DEFAULT_DEPTH
    };
    // php stores the depth in an int.
    let mut enc = Encoder::new(options, i64::from(depth as i32), serialize_precision(vm));
    let step = enc.run(Some(value));
    let args: Vec<Value> = a.iter().map(Value::deref_value).collect();
    Box::new(Encoding { enc, args }).after(vm, step)
}

/// A json_encode in progress, waiting for a `jsonSerialize()` result.
struct Encoding {
    enc: Encoder,
    /// json_encode's arguments, for a JsonException's trace.
    args: Vec<Value>,
}

impl Encoding {
    fn after(mut self: Box<Self>, vm: &mut Vm, step: Step) -> Result<Value, Control> {
        match step {
            Step::Call(obj) => Err(Control::Call {
                callee: Value::Array(PhpArray::from_values(vec![
                    Value::Object(obj),
                    Value::str("jsonSerialize"),
                ])),
                args: Vec::new(),
                then: self,
            }),
            Step::Done | Step::Failed => {
                let options = self.enc.options;
                let error = self.enc.error;
                let partial = options & PARTIAL_OUTPUT_ON_ERROR != 0;
                if options & THROW_ON_ERROR == 0 || partial {
                    set_last_error(vm, error);
                    if error != JsonError::None && !partial {
                        return Ok(Value::Bool(false));
                    }
                } else if error != JsonError::None {
                    return Err(json_exception(vm, error, "json_encode", &self.args));
                }
                let out = std::mem::take(&mut self.enc.buf);
                Ok(Value::Str(PhpStr::from_vec(out)))
            }
        }
    }
}

impl Continuation for Encoding {
    fn resume(mut self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let step = self.enc.resume(value);
        self.after(vm, step)
    }
}

/// php's check of `$depth` (json_decode #3, json_validate #2): above 0, at most INT_MAX.
fn check_depth(func: &str, n: usize, depth: i64) -> Result<(), Control> {
    if depth <= 0 {
        return Err(value_error(func, n, "depth", "must be greater than 0"));
    }
    if depth > i64::from(i32::MAX) {
        return Err(value_error(
            func,
            n,
            "depth",
            &format!("must be less than {}", i32::MAX),
        ));
    }
    Ok(())
}

fn json_decode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let json = arg_str(vm, a, 0, "json_decode", "json")?;
    let assoc = match arg(a, 1) {
        Value::Null => None,
        v @ (Value::Array(_) | Value::Object(_)) => {
            return Err(type_error("json_decode", 1, "associative", "?bool", &v));
        }
        _ => Some(arg_bool(vm, a, 1, "json_decode", "associative")?),
    };
    let depth = if a.len() > 2 {
        arg_int(vm, a, 2, "json_decode", "depth")?
    } else {
        DEFAULT_DEPTH
    };
    let mut options = if a.len() > 3 {
        arg_int(vm, a, 3, "json_decode", "flags")?
    } else {
        0
    };
    let throw = options & THROW_ON_ERROR != 0;
    if !throw {
        set_last_error(vm, JsonError::None);
    }
    if json.is_empty() {
        if throw {
            return Err(json_exception(vm, JsonError::Syntax, "json_decode", a));
        }
        set_last_error(vm, JsonError::Syntax);
        return Ok(Value::Null);
    }
    check_depth("json_decode", 2, depth)?;
    match assoc {
        Some(true) => options |= OBJECT_AS_ARRAY,
        Some(false) => options &= !OBJECT_AS_ARRAY,
        None => {}
    }
    let mut builder = ValueBuilder {
        vm,
        assoc: options & OBJECT_AS_ARRAY != 0,
        keys: decoder::KeyCache::default(),
    };
    match parser::parse(json.as_bytes(), options, depth, &mut builder) {
        Ok(v) => Ok(v),
        Err(e) if throw => Err(json_exception(vm, e, "json_decode", a)),
        Err(e) => {
            set_last_error(vm, e);
            Ok(Value::Null)
        }
    }
}

fn json_validate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let json = arg_str(vm, a, 0, "json_validate", "json")?;
    let depth = if a.len() > 1 {
        arg_int(vm, a, 1, "json_validate", "depth")?
    } else {
        DEFAULT_DEPTH
    };
    let flags = if a.len() > 2 {
        arg_int(vm, a, 2, "json_validate", "flags")?
    } else {
        0
    };
    if flags != 0 && flags != INVALID_UTF8_IGNORE {
        return Err(value_error(
            "json_validate",
            2,
            "flags",
            "must be a valid flag (allowed flags: JSON_INVALID_UTF8_IGNORE)",
        ));
    }
    if json.is_empty() {
        set_last_error(vm, JsonError::Syntax);
        return Ok(Value::Bool(false));
    }
    set_last_error(vm, JsonError::None);
    check_depth("json_validate", 1, depth)?;
    match parser::parse(json.as_bytes(), flags, depth, &mut Validator) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            set_last_error(vm, e);
            Ok(Value::Bool(false))
        }
    }
}

fn json_last_error(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(last_error(vm).code()))
}

fn json_last_error_msg(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::str(last_error(vm).message()))
}
