//! `Random\Randomizer`: its readonly `engine` property and the draw methods. A native
//! engine's state is used in place (draws advance the engine object itself, as in php); a
//! user engine's `generate()` is called through `Control::Call` continuations (see
//! `draw`'s replay scheme).

use super::classes::{ENGINE, ensure_algo, native_kind, throw};
use super::draw::{self, Bounds, Replay, Source, Stop};
use super::engines::{Algo, Gen};
use super::mt19937::MODE_PHP;
use rphp_vm::builtins::{arg, arg_float, arg_int, arg_str, type_error, value_error};
use rphp_vm::bytecode::Visibility;
use rphp_vm::class_def::{
    C_FINAL, C_NO_DYNAMIC, ClassDef, CloneMode, ConstVal, Handlers, Method, PropDef,
};
use rphp_vm::exec::{Continuation, Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, PhpStr, Value};
use std::rc::Rc;

const R: &str = "Random\\Randomizer";

static HANDLERS: Handlers = Handlers {
    clone: CloneMode::Forbidden,
    props_for: None,
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

const fn m(
    name: &'static str,
    f: rphp_vm::class_def::MethodFn,
    min: u8,
    max: u8,
    params: &'static [&'static str],
) -> Method {
    Method::new(R, name, f, min, max, params)
}

pub(crate) static RANDOMIZER: ClassDef = ClassDef {
    name: R,
    flags: C_FINAL | C_NO_DYNAMIC,
    props: &[PropDef {
        name: "engine",
        visibility: Visibility::Public,
        is_static: false,
        readonly: true,
        default: ConstVal::Null,
    }],
    methods: &[
        m("__construct", construct, 0, 1, &["engine"]),
        m("nextInt", next_int, 0, 0, &[]),
        m("getInt", get_int, 2, 2, &["min", "max"]),
        m("nextFloat", next_float, 0, 0, &[]),
        m("getFloat", get_float, 2, 3, &["min", "max", "boundary"]),
        m("getBytes", get_bytes, 1, 1, &["length"]),
        m(
            "getBytesFromString",
            get_bytes_from_string,
            2,
            2,
            &["string", "length"],
        ),
        m("shuffleArray", shuffle_array, 1, 1, &["array"]),
        m("shuffleBytes", shuffle_bytes, 1, 1, &["bytes"]),
        m("pickArrayKeys", pick_array_keys, 2, 2, &["array", "num"]),
        m("__serialize", serialize, 0, 0, &[]),
        m("__unserialize", unserialize, 1, 1, &["data"]),
    ],
    handlers: Some(&HANDLERS),
    ..ClassDef::EMPTY
};

/// Marks a Randomizer whose constructor (or `__unserialize`) has run.
#[derive(Default)]
struct Constructed;

fn this_of(this: Option<&ObjectHandle>) -> Result<&ObjectHandle, Control> {
    this.ok_or_else(|| {
        Control::Error(
            ThrowKind::Error,
            "Non-static method called statically".into(),
        )
    })
}

fn construct(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let engine = match arg(a, 0) {
        Value::Null => {
            let cls = vm.lookup_class(b"Random\\Engine\\Secure")?;
            Value::Object(vm.instantiate_class(&cls)?)
        }
        Value::Object(o) if o.instance_of(ENGINE.as_bytes()) => Value::Object(o),
        v => {
            return Err(type_error(
                &format!("{R}::__construct"),
                0,
                "engine",
                "?Random\\Engine",
                &v,
            ));
        }
    };
    if this.state::<Constructed>().is_some() {
        return Err(Control::Error(
            ThrowKind::Error,
            "Cannot modify readonly property Random\\Randomizer::$engine".into(),
        ));
    }
    this.set_state(Constructed);
    this.borrow_mut().properties.insert("engine", engine);
    Ok(Value::Null)
}

fn engine_of(this: &ObjectHandle) -> Result<ObjectHandle, Control> {
    match this
        .borrow()
        .properties
        .get_named("engine")
        .map(Value::deref_value)
    {
        Some(Value::Object(o)) => Ok(o),
        _ => Err(Control::Error(
            ThrowKind::Error,
            "Typed property Random\\Randomizer::$engine must not be accessed before initialization"
                .into(),
        )),
    }
}

type Op = Rc<dyn Fn(&mut dyn Source) -> Result<Value, Stop>>;

/// A native engine's state as a draw source.
struct Native<'a>(&'a mut Algo);

impl Source for Native<'_> {
    fn next_output(&mut self) -> Result<Gen, Stop> {
        self.0.generate().map_err(Stop::Ctl)
    }

    fn mt_legacy(&self) -> bool {
        matches!(&*self.0, Algo::Mt(mt) if mt.mode == MODE_PHP)
    }
}

fn stop_to_control(vm: &mut Vm, s: Stop) -> Control {
    match s {
        Stop::Ctl(c) => c,
        Stop::Broken(msg) => throw(vm, "Random\\BrokenRandomEngineError", msg),
        Stop::Exception(msg) => throw(vm, "Random\\RandomException", msg),
        Stop::Need => Control::Error(ThrowKind::Error, "Random engine produced no output".into()),
    }
}

/// Run `op` on the Randomizer's engine.
fn run(vm: &mut Vm, this: Option<&ObjectHandle>, op: Op) -> Result<Value, Control> {
    let engine = engine_of(this_of(this)?)?;
    if native_kind(&engine).is_some() {
        ensure_algo(&engine);
        let r = {
            let mut st = engine.state_mut::<Algo>();
            op(&mut Native(&mut st))
        };
        return r.map_err(|s| stop_to_control(vm, s));
    }
    Box::new(UserDraw {
        engine,
        op,
        buf: Vec::new(),
    })
    .step(vm)
}

/// A draw on a user engine: the outputs so far, the draw replayed over them each time.
struct UserDraw {
    engine: ObjectHandle,
    op: Op,
    buf: Vec<Gen>,
}

impl UserDraw {
    fn step(self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        let r = (self.op)(&mut Replay {
            buf: &self.buf,
            pos: 0,
        });
        match r {
            Ok(v) => Ok(v),
            Err(Stop::Need) => {
                let callee = Value::Array(PhpArray::from_values(vec![
                    Value::Object(self.engine.clone()),
                    Value::str("generate"),
                ]));
                Err(Control::Call {
                    callee,
                    args: Vec::new(),
                    then: self,
                })
            }
            Err(s) => Err(stop_to_control(vm, s)),
        }
    }
}

impl Continuation for UserDraw {
    fn resume(mut self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        let s = match value.deref_value() {
            Value::Str(s) => s,
            v => arg_str(vm, &[v], 0, "generate", "return")?,
        };
        if s.is_empty() {
            return Err(throw(
                vm,
                "Random\\BrokenRandomEngineError",
                "A random engine must return a non-empty string",
            ));
        }
        let bytes = s.as_bytes();
        let size = bytes.len().min(8);
        let result = bytes[..size]
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, b)| acc | (u64::from(*b) << (8 * i)));
        self.buf.push(Gen { result, size });
        self.step(vm)
    }
}

fn next_int(vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    run(vm, this, Rc::new(draw::next_int))
}

fn get_int(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let func = "Random\\Randomizer::getInt";
    let min = arg_int(vm, a, 0, func, "min")?;
    let max = arg_int(vm, a, 1, func, "max")?;
    if max < min {
        return Err(value_error(
            func,
            1,
            "max",
            "must be greater than or equal to argument #1 ($min)",
        ));
    }
    run(
        vm,
        this,
        Rc::new(move |s: &mut dyn Source| draw::get_int(s, min, max)),
    )
}

fn next_float(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    run(vm, this, Rc::new(draw::next_float))
}

fn get_float(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let func = "Random\\Randomizer::getFloat";
    let min = arg_float(vm, a, 0, func, "min")?;
    let max = arg_float(vm, a, 1, func, "max")?;
    let bounds = match arg(a, 2) {
        Value::Null if a.len() < 3 => Bounds::ClosedOpen,
        Value::Object(o) if o.instance_of(b"Random\\IntervalBoundary") => {
            let name = match o
                .borrow()
                .properties
                .get_named("name")
                .map(Value::deref_value)
            {
                Some(Value::Str(s)) => s.to_string_lossy(),
                _ => String::new(),
            };
            match name.as_str() {
                "ClosedClosed" => Bounds::ClosedClosed,
                "OpenClosed" => Bounds::OpenClosed,
                "OpenOpen" => Bounds::OpenOpen,
                _ => Bounds::ClosedOpen,
            }
        }
        v => {
            return Err(type_error(
                func,
                2,
                "boundary",
                "Random\\IntervalBoundary",
                &v,
            ));
        }
    };
    if !min.is_finite() {
        return Err(value_error(func, 0, "min", "must be finite"));
    }
    if !max.is_finite() {
        return Err(value_error(func, 1, "max", "must be finite"));
    }
    if bounds == Bounds::ClosedClosed {
        if max < min {
            return Err(value_error(
                func,
                1,
                "max",
                "must be greater than or equal to argument #1 ($min)",
            ));
        }
    } else if max <= min {
        return Err(value_error(
            func,
            1,
            "max",
            "must be greater than argument #1 ($min)",
        ));
    }
    let op = move |s: &mut dyn Source| -> Result<Value, Stop> {
        let f = draw::get_float(s, min, max, bounds)?;
        if f.is_nan() {
            return Err(Stop::Ctl(Control::Error(
                ThrowKind::ValueError,
                "The given interval is empty, there are no floats between argument #1 ($min) and argument #2 ($max)".into(),
            )));
        }
        Ok(Value::Float(f))
    };
    run(vm, this, Rc::new(op))
}

/// A length argument (at least 1).
fn length(vm: &mut Vm, a: &[Value], n: usize, func: &str) -> Result<usize, Control> {
    let len = arg_int(vm, a, n, func, "length")?;
    if len < 1 {
        return Err(value_error(func, n, "length", "must be greater than 0"));
    }
    fits_memory(vm, len)
}

/// A result string of `len` bytes, or php's fatal error when it exceeds `memory_limit`.
fn fits_memory(vm: &Vm, len: i64) -> Result<usize, Control> {
    let len = usize::try_from(len).unwrap_or(usize::MAX);
    let limit = crate::standard::string::pad::memory_limit(vm);
    if len >= limit {
        return Err(Control::Fatal(format!(
            "Allowed memory size of {limit} bytes exhausted (tried to allocate {} bytes)",
            len.saturating_add(25 + 7) & !7
        )));
    }
    Ok(len)
}

fn get_bytes(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let len = length(vm, a, 0, "Random\\Randomizer::getBytes")?;
    run(
        vm,
        this,
        Rc::new(move |s: &mut dyn Source| {
            Ok(Value::Str(PhpStr::from_vec(draw::get_bytes(s, len)?)))
        }),
    )
}

fn get_bytes_from_string(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let func = "Random\\Randomizer::getBytesFromString";
    let source = arg_str(vm, a, 0, func, "string")?;
    let len = arg_int(vm, a, 1, func, "length")?;
    if source.is_empty() {
        return Err(value_error(func, 0, "string", "must not be empty"));
    }
    if len < 1 {
        return Err(value_error(func, 1, "length", "must be greater than 0"));
    }
    let len = fits_memory(vm, len)?;
    let op = move |s: &mut dyn Source| {
        Ok(Value::Str(PhpStr::from_vec(draw::bytes_from_string(
            s,
            source.as_bytes(),
            len,
        )?)))
    };
    run(vm, this, Rc::new(op))
}

fn shuffle_array(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let arr = match arg(a, 0) {
        Value::Array(arr) => arr,
        v => {
            return Err(type_error(
                "Random\\Randomizer::shuffleArray",
                0,
                "array",
                "array",
                &v,
            ));
        }
    };
    let vals: Vec<Value> = arr.values().cloned().collect();
    let op = move |s: &mut dyn Source| {
        let mut v = vals.clone();
        draw::shuffle(s, &mut v)?;
        Ok(Value::Array(PhpArray::from_values(v)))
    };
    run(vm, this, Rc::new(op))
}

fn shuffle_bytes(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let bytes = arg_str(vm, a, 0, "Random\\Randomizer::shuffleBytes", "bytes")?;
    if bytes.len() < 2 {
        return Ok(Value::Str(bytes));
    }
    let op = move |s: &mut dyn Source| {
        let mut v = bytes.as_bytes().to_vec();
        draw::shuffle(s, &mut v)?;
        Ok(Value::Str(PhpStr::from_vec(v)))
    };
    run(vm, this, Rc::new(op))
}

fn pick_array_keys(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let func = "Random\\Randomizer::pickArrayKeys";
    let arr = match arg(a, 0) {
        Value::Array(arr) => arr,
        v => return Err(type_error(func, 0, "array", "array", &v)),
    };
    let num = arg_int(vm, a, 1, func, "num")?;
    if arr.is_empty() {
        return Err(value_error(func, 0, "array", "must not be empty"));
    }
    if num != 1 && (num <= 0 || num > arr.len() as i64) {
        return Err(value_error(
            func,
            1,
            "num",
            "must be between 1 and the number of elements in argument #1 ($array)",
        ));
    }
    run(
        vm,
        this,
        Rc::new(move |s: &mut dyn Source| draw::pick_keys(s, &arr, num)),
    )
}

fn serialize(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let props = this.borrow().properties.clone();
    Ok(Value::Array(PhpArray::from_values(vec![Value::Array(
        props,
    )])))
}

fn unserialize(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let data = match arg(a, 0) {
        Value::Array(d) => d,
        v => {
            return Err(type_error(
                "Random\\Randomizer::__unserialize",
                0,
                "data",
                "array",
                &v,
            ));
        }
    };
    let invalid = |vm: &mut Vm| {
        throw(
            vm,
            "Exception",
            "Invalid serialization data for Random\\Randomizer object",
        )
    };
    if data.len() != 1 {
        return Err(invalid(vm));
    }
    let Some(Value::Array(props)) = data.get(&0.into()).map(Value::deref_value) else {
        return Err(invalid(vm));
    };
    {
        let mut o = this.borrow_mut();
        for (k, v) in props.iter() {
            if !matches!(k.to_value(), Value::Str(ref s) if s.as_bytes() == b"engine") {
                drop(o);
                return Err(invalid(vm));
            }
            o.properties.insert(k, v.deref_value());
        }
    }
    match this
        .borrow()
        .properties
        .get_named("engine")
        .map(Value::deref_value)
    {
        Some(Value::Object(e)) if e.instance_of(ENGINE.as_bytes()) => {}
        _ => return Err(invalid(vm)),
    }
    this.set_state(Constructed);
    Ok(Value::Null)
}
