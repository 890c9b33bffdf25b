//! ext/hash's incremental API: `hash_init` makes a `HashContext` (a final native class
//! whose state is the algorithm's running [`State`]), `hash_update`, `hash_update_stream`
//! and `hash_update_file` feed it, `hash_final` ends it, `hash_copy`/`clone` duplicate
//! it; plus the file forms of the one-shot functions, `hash_file` and `hash_hmac_file`.
//! HMAC contexts keep php's key block (the key, or its digest when longer than a block,
//! XORed with the inner pad) for the outer round at `hash_final`.

use super::algos::{self, Algo};
use super::state::State;
use super::{find_algo, opt_bool, options, output};
use crate::def;
use crate::standard::file::streams::open_internal;
use crate::standard::file::{arg_path, arg_stream, with_stream};
use rphp_vm::builtins::{
    Builtin, Builtins, arg, arg_array, arg_int, arg_str, type_error, value_error,
};
use rphp_vm::class_def::{C_FINAL, ClassDef, CloneMode, Handlers, M_PRIVATE, Method};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "hash_file",
        hash_file,
        2,
        4,
        &["algo", "filename", "binary", "options"],
    ),
    def(
        "hash_hmac_file",
        hash_hmac_file,
        3,
        4,
        &["algo", "filename", "key", "binary"],
    ),
    def(
        "hash_init",
        hash_init,
        1,
        4,
        &["algo", "flags", "key", "options"],
    ),
    def("hash_update", hash_update, 2, 2, &["context", "data"]),
    def(
        "hash_update_stream",
        hash_update_stream,
        2,
        3,
        &["context", "stream", "length"],
    ),
    def(
        "hash_update_file",
        hash_update_file,
        2,
        3,
        &["context", "filename", "stream_context"],
    ),
    def("hash_final", hash_final, 1, 2, &["context", "binary"]),
    def("hash_copy", hash_copy, 1, 1, &["context"]),
];

/// `HASH_HMAC`, hash_init's flag.
pub(crate) const HASH_HMAC: i64 = 1;

const CLASS: &str = "HashContext";

/// A HashContext's native state.
#[derive(Default)]
struct Context {
    algo: Option<&'static Algo>,
    /// `None` once finalized.
    state: Option<Box<dyn State>>,
    /// HMAC: the key block XORed with the inner pad (until finalized).
    key: Option<Vec<u8>>,
    /// Made with HASH_HMAC.
    hmac: bool,
}

impl Context {
    fn copy(&self) -> Context {
        Context {
            algo: self.algo,
            state: self.state.as_ref().map(|s| s.copy()),
            key: self.key.clone(),
            hmac: self.hmac,
        }
    }
}

/// The bytes of a file (or any stream wrapper's resource), read as php reads it; `None`
/// after php's open warning.
fn read_file(vm: &mut Vm, func: &str, path: &[u8]) -> Result<Option<Vec<u8>>, Control> {
    Ok(open_internal(vm, func, path, b"rb")?.map(|mut s| s.read_all()))
}

fn hash_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_file";
    // php parses every argument before it looks the algorithm up
    let (name, path, binary, opts) = super::digest_args(vm, a, f, "filename")?;
    let al = find_algo(f, &name, false)?;
    // php names the algorithm in this message (its helper numbers the argument 1)
    if path.contains(&0) {
        return Err(value_error(f, 0, "algo", "must not contain any null bytes"));
    }
    let o = options(vm, al, &opts)?;
    let Some(data) = read_file(vm, f, &path)? else {
        return Ok(Value::Bool(false));
    };
    let mut st = al.start(&o);
    st.update(&data);
    Ok(output(st.finish(), binary))
}

fn hash_hmac_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_hmac_file";
    let name = arg_str(vm, a, 0, f, "algo")?;
    let path = arg_str(vm, a, 1, f, "filename")?;
    let key = arg_str(vm, a, 2, f, "key")?;
    let binary = opt_bool(vm, a, 3, f, "binary")?;
    let al = find_algo(f, &name, true)?;
    if path.contains(&0) {
        return Err(value_error(
            f,
            1,
            "filename",
            "must not contain any null bytes",
        ));
    }
    let Some(data) = read_file(vm, f, &path)? else {
        return Ok(Value::Bool(false));
    };
    Ok(output(algos::hmac(al, &key, &data), binary))
}

fn hash_init(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_init";
    let name = arg_str(vm, a, 0, f, "algo")?;
    let flags = if a.len() > 1 {
        arg_int(vm, a, 1, f, "flags")?
    } else {
        0
    };
    let key = if a.len() > 2 {
        Some(arg_str(vm, a, 2, f, "key")?)
    } else {
        None
    };
    let opts = if a.len() > 3 {
        arg_array(a, 3, f, "options")?
    } else {
        PhpArray::new()
    };
    let al = find_algo(f, &name, false)?;
    let hmac = flags & HASH_HMAC != 0;
    if hmac {
        if !al.crypto {
            return Err(value_error(
                f,
                0,
                "algo",
                "must be a cryptographic hashing algorithm if HMAC is requested",
            ));
        }
        if key.as_ref().is_none_or(|k| k.is_empty()) {
            return Err(value_error(
                f,
                2,
                "key",
                "must not be empty when HMAC is requested",
            ));
        }
    }
    let o = options(vm, al, &opts)?;
    let mut state = al.start(&o);
    let mut ctx_key = None;
    if let (true, Some(key)) = (hmac, key) {
        let mut k = if key.len() > al.block {
            al.digest(&key, &algos::Options::default())
        } else {
            key.to_vec()
        };
        k.resize(al.block, 0);
        k.iter_mut().for_each(|b| *b ^= 0x36);
        state.update(&k);
        ctx_key = Some(k);
    }
    let cls = vm.lookup_class(CLASS.as_bytes())?;
    let obj = vm.instantiate_class(&cls)?;
    obj.set_state(Context {
        algo: Some(al),
        state: Some(state),
        key: ctx_key,
        hmac,
    });
    Ok(Value::Object(obj))
}

/// The HashContext argument `n`: php's TypeError for another type.
fn arg_context(a: &[Value], n: usize, func: &str) -> Result<ObjectHandle, Control> {
    match arg(a, n) {
        Value::Object(o) if o.instance_of(CLASS.as_bytes()) => Ok(o),
        v => Err(type_error(func, n, "context", CLASS, &v)),
    }
}

/// php's TypeError for a finalized context.
fn finalized(func: &str) -> Control {
    Control::Error(
        ThrowKind::TypeError,
        format!("{func}(): Argument #1 ($context) must be a valid, non-finalized HashContext"),
    )
}

/// Check that `o` is not finalized.
fn live(o: &ObjectHandle, func: &str) -> Result<(), Control> {
    match o.state::<Context>() {
        Some(c) if c.state.is_some() => Ok(()),
        _ => Err(finalized(func)),
    }
}

/// Feed `data` to a live context.
fn feed(o: &ObjectHandle, data: &[u8]) {
    if let Some(st) = o.state_mut::<Context>().state.as_mut() {
        st.update(data);
    }
}

fn hash_update(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_update";
    let o = arg_context(a, 0, f)?;
    let data = arg_str(vm, a, 1, f, "data")?;
    live(&o, f)?;
    feed(&o, &data);
    Ok(Value::Bool(true))
}

fn hash_update_stream(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_update_stream";
    let o = arg_context(a, 0, f)?;
    if !matches!(arg(a, 1), Value::Resource(_)) {
        return Err(type_error(f, 1, "stream", "resource", &arg(a, 1)));
    }
    let mut length = if a.len() > 2 {
        arg_int(vm, a, 2, f, "length")?
    } else {
        -1
    };
    live(&o, f)?;
    let h = arg_stream(a, 1, f, "stream")?;
    let mut read = 0i64;
    while length != 0 {
        let want = if length > 0 { length.min(1024) } else { 1024 };
        let buf = with_stream(&h, |s| s.read(want as usize));
        if buf.is_empty() {
            break;
        }
        feed(&o, &buf);
        length -= buf.len() as i64;
        read += buf.len() as i64;
    }
    Ok(Value::Int(read))
}

fn hash_update_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_update_file";
    let o = arg_context(a, 0, f)?;
    let path = arg_path(vm, a, 1, f, "filename")?;
    match arg(a, 2) {
        Value::Null | Value::Resource(_) => {}
        v => return Err(type_error(f, 2, "stream_context", "resource or null", &v)),
    }
    live(&o, f)?;
    let Some(data) = read_file(vm, f, &path)? else {
        return Ok(Value::Bool(false));
    };
    feed(&o, &data);
    Ok(Value::Bool(true))
}

fn hash_final(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_final";
    let o = arg_context(a, 0, f)?;
    let binary = opt_bool(vm, a, 1, f, "binary")?;
    live(&o, f)?;
    let mut ctx = o.state_mut::<Context>();
    let (Some(al), Some(mut st)) = (ctx.algo, ctx.state.take()) else {
        return Err(finalized(f));
    };
    let mut digest = st.finish();
    if let Some(mut k) = ctx.key.take() {
        // the outer round: the key block with the outer pad (0x36 ^ 0x5c = 0x6a)
        k.iter_mut().for_each(|b| *b ^= 0x6a);
        let mut outer = al.start(&algos::Options::default());
        outer.update(&k);
        outer.update(&digest);
        digest = outer.finish();
    }
    Ok(output(digest, binary))
}

fn hash_copy(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "hash_copy";
    let o = arg_context(a, 0, f)?;
    live(&o, f)?;
    let cls = o.class();
    let copy = vm.instantiate_class(&cls)?;
    copy.borrow_mut().properties = o.borrow().properties.clone();
    let ctx = o.state::<Context>().map(|c| c.copy()).unwrap_or_default();
    copy.set_state(ctx);
    Ok(Value::Object(copy))
}

fn clone_context(_vm: &mut Vm, from: &ObjectHandle, to: &ObjectHandle) -> Result<(), Control> {
    let ctx = from
        .state::<Context>()
        .map(|c| c.copy())
        .unwrap_or_default();
    if ctx.state.is_none() {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "Cannot clone a finalized HashContext".into(),
        ));
    }
    to.set_state(ctx);
    Ok(())
}

fn this_of(this: Option<&ObjectHandle>) -> Result<&ObjectHandle, Control> {
    this.ok_or_else(|| {
        Control::Error(
            ThrowKind::Error,
            "Non-static method called statically".into(),
        )
    })
}

fn construct(_: &mut Vm, _: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    Err(Control::Error(
        ThrowKind::Error,
        "Illegal call to private/final constructor".into(),
    ))
}

/// php writes each algorithm's internal state; rphp's states are not php's structures,
/// so only the refusals are php's (a live context without HMAC is refused as an
/// algorithm without a serializer would be).
fn serialize(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let ctx = this.state::<Context>();
    let why = match ctx.as_deref() {
        Some(Context { hmac: true, .. }) => {
            "HashContext with HASH_HMAC option cannot be serialized".to_string()
        }
        c => format!(
            "HashContext for algorithm \"{}\" cannot be serialized",
            c.and_then(|c| c.algo).map_or("", |al| al.name)
        ),
    };
    Err(Control::Error(ThrowKind::Exception, why))
}

/// php's checks of the data in its order; a state rphp cannot restore is refused as an
/// algorithm without an unserializer would be.
fn unserialize(_: &mut Vm, this: Option<&ObjectHandle>, a: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let data = arg_array(a, 0, "HashContext::__unserialize", "data")?;
    let fail = |m: String| Err(Control::Error(ThrowKind::Exception, m));
    if this.state::<Context>().is_some_and(|c| c.state.is_some()) {
        return fail("HashContext::__unserialize called on initialized object".into());
    }
    let at = |i: i64| data.get_int(i).map(Value::deref_value);
    let (algo, options) = match (at(0), at(1), at(2), at(3), at(4)) {
        (
            Some(Value::Str(algo)),
            Some(Value::Int(options)),
            Some(_),
            Some(Value::Int(_)),
            Some(Value::Array(_)),
        ) => (algo, options),
        _ => return fail("Incomplete or ill-formed serialization data".into()),
    };
    if options & HASH_HMAC != 0 {
        return fail("HashContext with HASH_HMAC option cannot be serialized".into());
    }
    match algos::find(&algo) {
        None => fail("Unknown hash algorithm".into()),
        Some(al) => fail(format!(
            "Hash algorithm \"{}\" cannot be unserialized",
            al.name
        )),
    }
}

fn debug_info(_: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> Result<Value, Control> {
    let this = this_of(this)?;
    let mut out = PhpArray::new();
    if let Some(al) = this.state::<Context>().and_then(|c| c.algo) {
        out.insert("algo", Value::str(al.name));
    }
    Ok(Value::Array(out))
}

static HANDLERS: Handlers = Handlers {
    clone: CloneMode::With(clone_context),
    ..Handlers::NONE
};

static HASH_CONTEXT: ClassDef = ClassDef {
    name: CLASS,
    flags: C_FINAL,
    methods: &[
        Method::new(CLASS, "__construct", construct, 0, 0, &[]).flags(M_PRIVATE),
        Method::new(CLASS, "__serialize", serialize, 0, 0, &[]),
        Method::new(CLASS, "__unserialize", unserialize, 1, 1, &["data"]),
        Method::new(CLASS, "__debugInfo", debug_info, 0, 0, &[]),
    ],
    handlers: Some(&HANDLERS),
    ..ClassDef::EMPTY
};

/// Register `HashContext` (linked on first use).
pub(crate) fn register(b: &mut Builtins) {
    b.add_class(&HASH_CONTEXT);
}
