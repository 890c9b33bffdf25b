//! The set functions with user comparisons: array_udiff, array_udiff_assoc,
//! array_udiff_uassoc, array_diff_ukey, array_diff_uassoc, array_uintersect,
//! array_uintersect_assoc, array_uintersect_uassoc, array_intersect_ukey,
//! array_intersect_uassoc. One resumable matcher drives the PHP comparison callbacks
//! (an entry of the first array matches an entry of another array when every compared
//! part, key and/or value, compares equal).

use super::vm_string;
use crate::def;
use rphp_vm::builtins::{Builtin, CallbackCache, Stepping, Steps, check_callback};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::convert::to_int;
use rphp_vm::value::{ArrayKey, PhpArray, Value};

const P: &[&str] = &["array", "rest"];

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("array_udiff", array_udiff, 2, u8::MAX, P),
    def("array_udiff_assoc", array_udiff_assoc, 2, u8::MAX, P),
    def("array_udiff_uassoc", array_udiff_uassoc, 3, u8::MAX, P),
    def("array_diff_ukey", array_diff_ukey, 2, u8::MAX, P),
    def("array_diff_uassoc", array_diff_uassoc, 2, u8::MAX, P),
    def("array_uintersect", array_uintersect, 2, u8::MAX, P),
    def(
        "array_uintersect_assoc",
        array_uintersect_assoc,
        2,
        u8::MAX,
        P,
    ),
    def(
        "array_uintersect_uassoc",
        array_uintersect_uassoc,
        3,
        u8::MAX,
        P,
    ),
    def("array_intersect_ukey", array_intersect_ukey, 2, u8::MAX, P),
    def(
        "array_intersect_uassoc",
        array_intersect_uassoc,
        2,
        u8::MAX,
        P,
    ),
];

/// How one part (key or value) of two entries is compared.
#[derive(Clone)]
enum Cmp {
    /// not compared
    Skip,
    /// keys: the same key; values: `(string) $a === (string) $b`
    Internal,
    /// a PHP callback returning <0, 0, >0
    User(Value),
}

#[derive(Clone, Copy, PartialEq)]
enum Phase {
    Key,
    Value,
}

struct Matcher {
    intersect: bool,
    key: Cmp,
    value: Cmp,
    first: Vec<(ArrayKey, Value)>,
    others: Vec<PhpArray>,
    /// entries of the other array `j` (only when keys are compared by a callback or not at all)
    cands: Vec<(ArrayKey, Value)>,
    i: usize,
    j: usize,
    m: usize,
    phase: Phase,
    out: PhpArray,
    /// The key and the value callbacks (`Cmp::User`), and which one the pending call is.
    key_cache: CallbackCache,
    value_cache: CallbackCache,
    on_key: bool,
}

impl Matcher {
    /// Load the candidates of other array `j` for the current entry `i`.
    fn load(&mut self) {
        self.m = 0;
        self.phase = Phase::Key;
        self.cands.clear();
        let Some(other) = self.others.get(self.j) else {
            return;
        };
        match &self.key {
            Cmp::Internal => {
                if let Some((k, _)) = self.first.get(self.i) {
                    if let Some(v) = other.get(k) {
                        self.cands.push((k.clone(), v.deref_value()));
                    }
                }
            }
            _ => self.cands = super::entries(other),
        }
    }

    /// Entry `i` was found in other array `j`.
    fn found(&mut self) {
        if self.intersect {
            self.j += 1;
            self.load();
        } else {
            self.next_entry();
        }
    }

    /// Entry `i` was not found in other array `j`.
    fn missing(&mut self) {
        if self.intersect {
            self.next_entry();
        } else {
            self.j += 1;
            self.load();
        }
    }

    fn next_entry(&mut self) {
        self.i += 1;
        self.j = 0;
        self.load();
    }
}

impl Stepping for Matcher {
    fn cache(&mut self) -> &mut CallbackCache {
        match self.on_key {
            true => &mut self.key_cache,
            false => &mut self.value_cache,
        }
    }

    fn advance(&mut self, vm: &mut Vm) -> Option<Result<Value, Control>> {
        loop {
            let Some((k, orig)) = self.first.get(self.i).cloned() else {
                return Some(Ok(Value::Array(std::mem::take(&mut self.out))));
            };
            let v = orig.deref_value();
            if self.j >= self.others.len() {
                // found everywhere (intersect) or nowhere (diff); a shared reference stays one
                self.out.insert(k, orig);
                self.next_entry();
                continue;
            }
            let Some((ck, cv)) = self.cands.get(self.m).cloned() else {
                self.missing();
                continue;
            };
            if self.phase == Phase::Key {
                if let Cmp::User(_) = &self.key {
                    self.on_key = true;
                    let args = self.key_cache.args_mut();
                    args.push(k.to_value());
                    args.push(ck.to_value());
                    return None;
                }
                self.phase = Phase::Value;
            }
            match &self.value {
                Cmp::Skip => self.found(),
                Cmp::Internal => match str_equal(vm, &v, &cv) {
                    Ok(true) => self.found(),
                    Ok(false) => {
                        self.m += 1;
                        self.phase = Phase::Key;
                    }
                    Err(e) => return Some(Err(e)),
                },
                Cmp::User(_) => {
                    self.on_key = false;
                    let args = self.value_cache.args_mut();
                    args.push(v);
                    args.push(cv);
                    return None;
                }
            }
        }
    }

    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        let equal = match to_int(&value, &mut vm.diag) {
            Ok(i) => i == 0,
            Err(e) => return Some(Err(e.into())),
        };
        match (self.phase, equal) {
            // the key matched: `advance` compares the value part next
            (Phase::Key, true) => self.phase = Phase::Value,
            (Phase::Value, true) => self.found(),
            (_, false) => {
                self.m += 1;
                self.phase = Phase::Key;
            }
        }
        None
    }
}

/// `(string) $a === (string) $b`.
fn str_equal(vm: &mut Vm, a: &Value, b: &Value) -> Result<bool, Control> {
    Ok(vm_string(vm, a)? == vm_string(vm, b)?)
}

/// The callback argument `n` (1-based position `n + 1`), checked as php's `f` parameter of
/// these variadic functions (no parameter name in the message).
fn callback(vm: &mut Vm, a: &[Value], n: usize, func: &str) -> Result<Value, Control> {
    let cb = a.get(n).map(Value::deref_value).unwrap_or(Value::Null);
    match check_callback(vm, func, n, "", &cb) {
        Ok(()) => Ok(cb),
        Err(Control::Error(kind, msg)) => Err(Control::Error(kind, msg.replacen(" ($)", "", 1))),
        Err(e) => Err(e),
    }
}

fn run(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    intersect: bool,
    key: Cmp,
    value: Cmp,
    callbacks: usize,
) -> Result<Value, Control> {
    let n = a.len().saturating_sub(callbacks);
    // php parses the callbacks first, then checks the arrays
    let mut cbs = Vec::new();
    for i in n..a.len() {
        cbs.push(callback(vm, a, i, func)?);
    }
    let mut arrays = Vec::new();
    for i in 0..n {
        match a.get(i).map(Value::deref_value) {
            Some(Value::Array(x)) => arrays.push(x),
            v => {
                let v = v.unwrap_or(Value::Null);
                let param = if i == 0 { " ($array)" } else { "" };
                return Err(Control::Error(
                    ThrowKind::TypeError,
                    format!(
                        "{func}(): Argument #{}{param} must be of type array, {} given",
                        i + 1,
                        v.value_name()
                    ),
                ));
            }
        }
    }
    // `User` placeholders take the callbacks in order: value callback first, then key
    let mut cbs = cbs.into_iter();
    let value = match value {
        Cmp::User(_) => Cmp::User(cbs.next().unwrap_or(Value::Null)),
        c => c,
    };
    let key = match key {
        Cmp::User(_) => Cmp::User(cbs.next().unwrap_or(Value::Null)),
        c => c,
    };
    let mut arrays = arrays.into_iter();
    let first = arrays
        .next()
        .map(|x| super::kept_entries(&x))
        .unwrap_or_default();
    let cache_of = |c: &Cmp| match c {
        Cmp::User(cb) => CallbackCache::new(cb.clone()),
        _ => CallbackCache::new(Value::Null),
    };
    let (key_cache, value_cache) = (cache_of(&key), cache_of(&value));
    let mut m = Steps(Matcher {
        intersect,
        key,
        value,
        first,
        others: arrays.collect(),
        cands: Vec::new(),
        i: 0,
        j: 0,
        m: 0,
        phase: Phase::Key,
        out: PhpArray::new(),
        key_cache,
        value_cache,
        on_key: false,
    });
    m.0.load();
    m.start(vm)
}

const U: Cmp = Cmp::User(Value::Null);

fn array_udiff(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_udiff", false, Cmp::Skip, U, 1)
}
fn array_udiff_assoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_udiff_assoc", false, Cmp::Internal, U, 1)
}
fn array_udiff_uassoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_udiff_uassoc", false, U, U, 2)
}
fn array_diff_ukey(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_diff_ukey", false, U, Cmp::Skip, 1)
}
fn array_diff_uassoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_diff_uassoc", false, U, Cmp::Internal, 1)
}
fn array_uintersect(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_uintersect", true, Cmp::Skip, U, 1)
}
fn array_uintersect_assoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_uintersect_assoc", true, Cmp::Internal, U, 1)
}
fn array_uintersect_uassoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_uintersect_uassoc", true, U, U, 2)
}
fn array_intersect_ukey(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_intersect_ukey", true, U, Cmp::Skip, 1)
}
fn array_intersect_uassoc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    run(vm, a, "array_intersect_uassoc", true, U, Cmp::Internal, 1)
}
