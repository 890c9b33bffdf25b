//! ext/random's engine classes, native (`rphp_vm::class_def`): the `Random\Engine` and
//! `Random\CryptoSafeEngine` interfaces, `Random\Engine\Mt19937`, `PcgOneseq128XslRr64`,
//! `Xoshiro256StarStar` and `Secure` (state: [`Algo`]), plus a prelude with the exception
//! classes and the `Random\IntervalBoundary` enum.

use super::engines::{Algo, Pcg, Xoshiro};
use super::mt19937::{MODE_MT19937, MODE_PHP, Mt19937};
use rphp_vm::builtins::{Builtins, arg, arg_int, arg_str, type_error, value_error};
use rphp_vm::class_def::{
    C_FINAL, C_INTERFACE, C_NO_DYNAMIC, C_NOT_SERIALIZABLE, ClassDef, CloneMode, Handlers,
    M_ABSTRACT, Method, Prelude,
};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, PhpStr, Value};

pub(crate) const MT: &str = "Random\\Engine\\Mt19937";
pub(crate) const PCG: &str = "Random\\Engine\\PcgOneseq128XslRr64";
pub(crate) const XOSHIRO: &str = "Random\\Engine\\Xoshiro256StarStar";
pub(crate) const SECURE: &str = "Random\\Engine\\Secure";
pub(crate) const ENGINE: &str = "Random\\Engine";

static PRELUDE: Prelude = Prelude {
    file: "ext/random",
    classes: &[
        "Random\\RandomError",
        "Random\\BrokenRandomEngineError",
        "Random\\RandomException",
        "Random\\IntervalBoundary",
    ],
    source: r#"<?php
namespace Random;
class RandomError extends \Error {}
class BrokenRandomEngineError extends RandomError {}
class RandomException extends \Exception {}
enum IntervalBoundary {
    case ClosedOpen;
    case ClosedClosed;
    case OpenClosed;
    case OpenOpen;
}
"#,
};

fn abstract_stub(
    _vm: &mut Vm,
    _t: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    Ok(Value::Null)
}

static ENGINE_IFACE: ClassDef = ClassDef {
    name: ENGINE,
    flags: C_INTERFACE,
    methods: &[Method::new(ENGINE, "generate", abstract_stub, 0, 0, &[]).flags(M_ABSTRACT)],
    ..ClassDef::EMPTY
};

static CRYPTO_IFACE: ClassDef = ClassDef {
    name: "Random\\CryptoSafeEngine",
    flags: C_INTERFACE,
    interfaces: &[ENGINE],
    ..ClassDef::EMPTY
};

fn clone_state(_vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let st = from.state::<Algo>().map(|s| s.clone());
    if let Some(st) = st {
        to.set_state(st);
    }
    Ok(())
}

static ENGINE_HANDLERS: Handlers = Handlers {
    clone: CloneMode::With(clone_state),
    props_for: None,
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

static SECURE_HANDLERS: Handlers = Handlers {
    clone: CloneMode::Forbidden,
    props_for: None,
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

const fn m(
    class: &'static str,
    name: &'static str,
    f: rphp_vm::class_def::MethodFn,
    min: u8,
    max: u8,
    params: &'static [&'static str],
) -> Method {
    Method::new(class, name, f, min, max, params)
}

static MT_DEF: ClassDef = ClassDef {
    name: MT,
    flags: C_FINAL | C_NO_DYNAMIC,
    interfaces: &[ENGINE],
    methods: &[
        m(MT, "__construct", mt_construct, 0, 2, &["seed", "mode"]),
        m(MT, "generate", generate, 0, 0, &[]),
        m(MT, "__serialize", serialize, 0, 0, &[]),
        m(MT, "__unserialize", unserialize, 1, 1, &["data"]),
        m(MT, "__debugInfo", debug_info, 0, 0, &[]),
    ],
    handlers: Some(&ENGINE_HANDLERS),
    ..ClassDef::EMPTY
};

static PCG_DEF: ClassDef = ClassDef {
    name: PCG,
    flags: C_FINAL | C_NO_DYNAMIC,
    interfaces: &[ENGINE],
    methods: &[
        m(PCG, "__construct", pcg_construct, 0, 1, &["seed"]),
        m(PCG, "generate", generate, 0, 0, &[]),
        m(PCG, "jump", pcg_jump, 1, 1, &["advance"]),
        m(PCG, "__serialize", serialize, 0, 0, &[]),
        m(PCG, "__unserialize", unserialize, 1, 1, &["data"]),
        m(PCG, "__debugInfo", debug_info, 0, 0, &[]),
    ],
    handlers: Some(&ENGINE_HANDLERS),
    ..ClassDef::EMPTY
};

static XOSHIRO_DEF: ClassDef = ClassDef {
    name: XOSHIRO,
    flags: C_FINAL | C_NO_DYNAMIC,
    interfaces: &[ENGINE],
    methods: &[
        m(XOSHIRO, "__construct", xoshiro_construct, 0, 1, &["seed"]),
        m(XOSHIRO, "generate", generate, 0, 0, &[]),
        m(XOSHIRO, "jump", xoshiro_jump, 0, 0, &[]),
        m(XOSHIRO, "jumpLong", xoshiro_jump_long, 0, 0, &[]),
        m(XOSHIRO, "__serialize", serialize, 0, 0, &[]),
        m(XOSHIRO, "__unserialize", unserialize, 1, 1, &["data"]),
        m(XOSHIRO, "__debugInfo", debug_info, 0, 0, &[]),
    ],
    handlers: Some(&ENGINE_HANDLERS),
    ..ClassDef::EMPTY
};

static SECURE_DEF: ClassDef = ClassDef {
    name: SECURE,
    flags: C_FINAL | C_NOT_SERIALIZABLE | C_NO_DYNAMIC,
    interfaces: &["Random\\CryptoSafeEngine"],
    methods: &[m(SECURE, "generate", generate, 0, 0, &[])],
    handlers: Some(&SECURE_HANDLERS),
    ..ClassDef::EMPTY
};

/// Register the classes (linked on first use).
pub fn register(b: &mut Builtins) {
    b.add_prelude(&PRELUDE);
    b.add_class(&ENGINE_IFACE);
    b.add_class(&CRYPTO_IFACE);
    b.add_class(&MT_DEF);
    b.add_class(&PCG_DEF);
    b.add_class(&XOSHIRO_DEF);
    b.add_class(&SECURE_DEF);
    b.add_class(&super::randomizer::RANDOMIZER);
}

/// A throwable of class `class` (linked on demand).
pub(crate) fn throw(vm: &mut Vm, class: &str, msg: impl AsRef<str>) -> Control {
    Control::Throw(vm.create_throwable(class, msg.as_ref()))
}

fn this_of(this: Option<&ObjectHandle>) -> Result<&ObjectHandle, Control> {
    this.ok_or_else(|| {
        Control::Error(
            ThrowKind::Error,
            "Non-static method called statically".into(),
        )
    })
}

/// Which native engine `o` is (the classes are final, so the class decides).
pub(crate) fn native_kind(o: &ObjectHandle) -> Option<&'static str> {
    let name = o.class_name();
    [MT, PCG, XOSHIRO, SECURE]
        .into_iter()
        .find(|n| name.as_bytes().eq_ignore_ascii_case(n.as_bytes()))
}

/// The state of a native engine object, made (zeroed, as php allocates it) when its
/// constructor has not run.
pub(crate) fn ensure_algo(o: &ObjectHandle) {
    if o.state::<Algo>().is_some() {
        return;
    }
    let algo = match native_kind(o) {
        Some(MT) => {
            let mut mt = Mt19937::new(0, MODE_MT19937);
            mt.state = [0; super::mt19937::N];
            mt.count = 0;
            Algo::Mt(Box::new(mt))
        }
        Some(PCG) => Algo::Pcg(Pcg(0)),
        Some(XOSHIRO) => Algo::Xoshiro(Xoshiro([0; 4])),
        _ => Algo::Secure,
    };
    o.set_state(algo);
}

fn os_seed_failed(vm: &mut Vm) -> Control {
    throw(
        vm,
        "Random\\RandomException",
        "Failed to generate a random seed",
    )
}

/// An `int|null` parameter with php's `?int` TypeError text.
fn opt_int(
    vm: &mut Vm,
    a: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Option<i64>, Control> {
    match arg(a, n) {
        Value::Null => Ok(None),
        v @ (Value::Array(_) | Value::Object(_)) => Err(type_error(func, n, param, "?int", &v)),
        _ => arg_int(vm, a, n, func, param)
            .map(Some)
            .map_err(|e| match e {
                Control::Error(ThrowKind::TypeError, msg) => Control::Error(
                    ThrowKind::TypeError,
                    msg.replace("must be of type int,", "must be of type ?int,"),
                ),
                e => e,
            }),
    }
}

/// A `string|int|null` seed.
enum Seed {
    None,
    Int(i64),
    Str(PhpStr),
}

fn seed_arg(vm: &mut Vm, a: &[Value], func: &str) -> Result<Seed, Control> {
    // a strict_types caller passes exactly a string, an int or null
    let v = arg(a, 0);
    if vm.builtin_strict && !matches!(v, Value::Null | Value::Int(_) | Value::Str(_)) {
        return Err(type_error(func, 0, "seed", "string|int|null", &v));
    }
    Ok(match v {
        Value::Null => Seed::None,
        Value::Int(i) => Seed::Int(i),
        Value::Bool(b) => Seed::Int(i64::from(b)),
        Value::Float(f) if rphp_vm::value::convert::fits_int(f) && f.fract() == 0.0 => {
            Seed::Int(f as i64)
        }
        v @ (Value::Array(_) | Value::Object(_)) if !matches!(&v, Value::Object(o) if o.class().magic.to_string.is_some()) =>
        {
            return Err(type_error(func, 0, "seed", "string|int|null", &v));
        }
        _ => Seed::Str(arg_str(vm, a, 0, func, "seed")?),
    })
}

fn mt_construct(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let func = "Random\\Engine\\Mt19937::__construct";
    let seed = opt_int(vm, a, 0, func, "seed")?;
    let mode = if a.len() > 1 {
        arg_int(vm, a, 1, func, "mode")?
    } else {
        MODE_MT19937
    };
    if mode != MODE_MT19937 && mode != MODE_PHP {
        return Err(value_error(
            func,
            1,
            "mode",
            "must be either MT_RAND_MT19937 or MT_RAND_PHP",
        ));
    }
    if mode == MODE_PHP {
        vm.deprecated("The MT_RAND_PHP variant of Mt19937 is deprecated");
    }
    let seed = match seed {
        Some(s) => s,
        None => super::os_u64().map_err(|_| os_seed_failed(vm))? as i64,
    };
    this.set_state(Algo::Mt(Box::new(Mt19937::new(seed as u32, mode))));
    Ok(Value::Null)
}

fn le_words<const N: usize>(bytes: &[u8]) -> [u64; N] {
    let mut out = [0u64; N];
    for (i, w) in out.iter_mut().enumerate() {
        for j in 0..8 {
            *w |= u64::from(bytes.get(i * 8 + j).copied().unwrap_or(0)) << (j * 8);
        }
    }
    out
}

fn pcg_construct(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let func = "Random\\Engine\\PcgOneseq128XslRr64::__construct";
    let state = match seed_arg(vm, a, func)? {
        Seed::None => {
            let mut b = [0u8; 16];
            super::os_bytes(&mut b).map_err(|_| os_seed_failed(vm))?;
            Pcg(u128::from_le_bytes(b))
        }
        Seed::Int(i) => Pcg::seeded(u128::from(i as u64)),
        Seed::Str(s) => {
            if s.len() != 16 {
                return Err(value_error(
                    func,
                    0,
                    "seed",
                    "must be a 16 byte (128 bit) string",
                ));
            }
            let [hi, lo] = le_words::<2>(s.as_bytes());
            Pcg::seeded((u128::from(hi) << 64) | u128::from(lo))
        }
    };
    this.set_state(Algo::Pcg(state));
    Ok(Value::Null)
}

fn xoshiro_construct(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let func = "Random\\Engine\\Xoshiro256StarStar::__construct";
    let state = match seed_arg(vm, a, func)? {
        Seed::None => loop {
            let mut b = [0u8; 32];
            super::os_bytes(&mut b).map_err(|_| os_seed_failed(vm))?;
            let s = le_words::<4>(&b);
            if s != [0; 4] {
                break Xoshiro(s);
            }
        },
        Seed::Int(i) => Xoshiro::from_u64(i as u64),
        Seed::Str(s) => {
            if s.len() != 32 {
                return Err(value_error(
                    func,
                    0,
                    "seed",
                    "must be a 32 byte (256 bit) string",
                ));
            }
            let w = le_words::<4>(s.as_bytes());
            if w == [0; 4] {
                return Err(value_error(
                    func,
                    0,
                    "seed",
                    "must not consist entirely of NUL bytes",
                ));
            }
            Xoshiro(w)
        }
    };
    this.set_state(Algo::Xoshiro(state));
    Ok(Value::Null)
}

fn generate(_vm: &mut Vm, this: Option<&ObjectHandle>, _a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    ensure_algo(this);
    let g = this.state_mut::<Algo>().generate()?;
    let bytes: Vec<u8> = (0..g.size).map(|i| (g.result >> (8 * i)) as u8).collect();
    Ok(Value::Str(PhpStr::from_vec(bytes)))
}

fn pcg_jump(vm: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let func = "Random\\Engine\\PcgOneseq128XslRr64::jump";
    let advance = arg_int(vm, a, 0, func, "advance")?;
    if advance < 0 {
        return Err(value_error(
            func,
            0,
            "advance",
            "must be greater than or equal to 0",
        ));
    }
    ensure_algo(this);
    if let Algo::Pcg(p) = &mut *this.state_mut::<Algo>() {
        p.jump(advance as u64);
    }
    Ok(Value::Null)
}

fn xoshiro_jump(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    ensure_algo(this);
    if let Algo::Xoshiro(x) = &mut *this.state_mut::<Algo>() {
        x.jump();
    }
    Ok(Value::Null)
}

fn xoshiro_jump_long(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    ensure_algo(this);
    if let Algo::Xoshiro(x) = &mut *this.state_mut::<Algo>() {
        x.jump_long();
    }
    Ok(Value::Null)
}

fn serialize(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    ensure_algo(this);
    let props = this.borrow().properties.clone();
    let state = this
        .state::<Algo>()
        .and_then(|s| s.state_array())
        .unwrap_or_default();
    Ok(Value::Array(PhpArray::from_values(vec![
        Value::Array(props),
        Value::Array(state),
    ])))
}

fn unserialize(
    vm: &mut Vm,
    this: Option<&ObjectHandle>,
    a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    let name = this.class_name().to_string_lossy();
    let func = format!("{name}::__unserialize");
    let data = match arg(a, 0) {
        Value::Array(d) => d,
        v => return Err(type_error(&func, 0, "data", "array", &v)),
    };
    let invalid = |vm: &mut Vm| {
        throw(
            vm,
            "Exception",
            format!("Invalid serialization data for {name} object"),
        )
    };
    if data.len() != 2 {
        return Err(invalid(vm));
    }
    let Some(Value::Array(props)) = data.get(&0.into()).map(Value::deref_value) else {
        return Err(invalid(vm));
    };
    let Some(Value::Array(state)) = data.get(&1.into()).map(Value::deref_value) else {
        return Err(invalid(vm));
    };
    if !props.is_empty() {
        // The engines declare no properties and refuse dynamic ones.
        return Err(invalid(vm));
    }
    ensure_algo(this);
    let ok = this.state_mut::<Algo>().load_state(&state);
    if !ok {
        return Err(invalid(vm));
    }
    Ok(Value::Null)
}

fn debug_info(
    _vm: &mut Vm,
    this: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    let this = this_of(this)?;
    ensure_algo(this);
    let mut out = this.borrow().properties.clone();
    if let Some(s) = this.state::<Algo>().and_then(|s| s.state_array()) {
        out.insert("__states", Value::Array(s));
    }
    Ok(Value::Array(out))
}
