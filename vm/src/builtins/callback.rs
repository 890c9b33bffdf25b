//! Bootstrap set, builtins that call back into PHP: call_user_func(_array), array_map,
//! array_filter, usort/uasort/uksort. None of them recurses into the executor: each
//! returns `Control::Call` with a continuation holding its state, resumed by the executor
//! when the PHP callback returns (so `Fiber::suspend()` works inside the callback).

use super::{Builtin, Builtins, arg, arg_array, type_error};
use crate::exec::call::{CallbackCache, Stepping, Steps};
use crate::exec::{Control, Vm};
use crate::value::{ArrayData, ArrayKey, PhpArray, PhpRef, Value};

pub fn register(b: &mut Builtins) {
    b.add(
        "call_user_func",
        call_user_func,
        1,
        u8::MAX,
        &["callback", "args"],
    );
    b.add(
        "call_user_func_array",
        call_user_func_array,
        2,
        2,
        &["callback", "args"],
    );
    b.add(
        "forward_static_call",
        forward_static_call,
        1,
        u8::MAX,
        &["callback", "args"],
    );
    b.add(
        "forward_static_call_array",
        forward_static_call_array,
        2,
        2,
        &["callback", "args"],
    );
    b.add(
        "array_map",
        array_map,
        2,
        u8::MAX,
        &["callback", "array", "arrays"],
    );
    b.add(
        "array_filter",
        array_filter,
        1,
        3,
        &["array", "callback", "mode"],
    );
    b.register(Builtin {
        name: "usort",
        func: usort,
        min: 2,
        max: 2,
        by_ref: 1,
        params: &["array", "callback"],
    });
    b.register(Builtin {
        name: "uasort",
        func: uasort,
        min: 2,
        max: 2,
        by_ref: 1,
        params: &["array", "callback"],
    });
    b.register(Builtin {
        name: "uksort",
        func: uksort,
        min: 2,
        max: 2,
        by_ref: 1,
        params: &["array", "callback"],
    });
}

/// call_user_func(_array): php compiles them into a direct call (ZEND_INIT_USER_CALL), so
/// the callee's frame shows the calling line, not `[internal function]`; called by name
/// from a strict_types file, the callee is called strictly (`true`).
struct Direct(bool);

impl Direct {
    /// The continuation of a call_user_func(_array) running now.
    fn of(vm: &Vm) -> Box<Direct> {
        Box::new(Direct(vm.builtin_strict && vm.builtin_direct))
    }
}

impl crate::exec::Continuation for Direct {
    fn resume(self: Box<Self>, _vm: &mut Vm, value: Value) -> Result<Value, Control> {
        Ok(value)
    }

    fn internal(&self) -> bool {
        false
    }

    fn strict_callee(&self) -> bool {
        self.0
    }
}

/// Why `cb` is not callable from the running scope (php's `zend_is_callable_ex` error
/// text, with its deprecations), or `None` when it is.
pub fn callable_reason(vm: &mut Vm, cb: &Value) -> Result<Option<String>, Control> {
    Ok(vm.callable_check(cb, true)?.err())
}

fn check_callable(
    vm: &mut Vm,
    func: &str,
    n: usize,
    param: &str,
    cb: &Value,
) -> Result<(), Control> {
    if let Value::Object(o) = cb {
        if Vm::object_is_callable(o) {
            return Ok(());
        }
    }
    let why = match vm.callable_check(cb, true)? {
        Ok(c) => {
            c.release();
            return Ok(());
        }
        Err(why) => why,
    };
    let or_null = func == "array_map" || func == "array_filter";
    Err(not_a_callback(func, n, Some(param), or_null, &why))
}

/// php's zpp TypeError for argument `n` (`param`: its name, none for a variadic one) of
/// `func` that is no callback, `why` being zend_is_callable's reason.
pub(crate) fn not_a_callback(
    func: &str,
    n: usize,
    param: Option<&str>,
    or_null: bool,
    why: &str,
) -> Control {
    let param = param.map_or(String::new(), |p| format!(" (${p})"));
    let or_null = if or_null { " or null" } else { "" };
    Control::Error(
        crate::exec::ThrowKind::TypeError,
        format!(
            "{func}(): Argument #{}{param} must be a valid callback{or_null}, {why}",
            n + 1
        ),
    )
}

/// The callee of a callable argument as php's Z_PARAM_FUNC checks it (deprecations
/// raised), or its TypeError.
fn checked_callee(
    vm: &mut Vm,
    func: &str,
    cb: &Value,
) -> Result<crate::exec::call::Callee, Control> {
    match vm.callable_check(cb, true)? {
        Ok(c) => Ok(c),
        Err(why) => Err(not_a_callback(func, 0, Some("callback"), false, &why)),
    }
}

/// forward_static_call(_array)'s callee: with no `$this`, it runs with the caller's
/// called class when that is a subclass of the class the callable resolved to (php keeps
/// the late static binding of `static::`).
fn forwarded(vm: &mut Vm, callee: crate::exec::call::Callee) -> crate::exec::call::Callee {
    use crate::exec::call::Callee;
    let Ok(called) = vm.lookup_class(b"static") else {
        return callee;
    };
    fn with_called(vm: &Vm, c: Callee, called: &crate::class::Class) -> Callee {
        match c {
            Callee::UserMethod { func, mut ctx } => {
                let fits = ctx.this.is_none()
                    && vm
                        .class_by_id(ctx.called)
                        .is_some_and(|cur| called.is_subclass_of(&cur));
                if fits {
                    ctx.called = called.id;
                }
                Callee::UserMethod { func, ctx }
            }
            Callee::Magic { inner, name } => Callee::Magic {
                inner: Box::new(with_called(vm, *inner, called)),
                name,
            },
            c => c,
        }
    }
    with_called(vm, callee, &called)
}

/// The call forward_static_call(_array) makes: its callee's frame shows
/// `[internal function]` as php's does.
struct Forward(CallbackCache);

impl crate::exec::Continuation for Forward {
    fn resume(self: Box<Self>, _vm: &mut Vm, value: Value) -> Result<Value, Control> {
        Ok(value)
    }

    fn callback_cache(&mut self) -> Option<&mut CallbackCache> {
        Some(&mut self.0)
    }
}

fn forward_call(
    vm: &mut Vm,
    cb: Value,
    callee: crate::exec::call::Callee,
    args: Vec<Value>,
) -> Control {
    let callee = forwarded(vm, callee);
    Control::Call {
        callee: cb.clone(),
        args,
        then: Box::new(Forward(CallbackCache::resolved(cb, callee))),
    }
}

/// `forward_static_call(callable $callback, mixed ...$args)`: only from a class scope.
fn forward_static_call(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    let callee = checked_callee(vm, "forward_static_call", &cb)?;
    if vm.scope_class().is_none() {
        return Err(Control::Error(
            crate::exec::ThrowKind::Error,
            "Cannot call forward_static_call() when no class scope is active".into(),
        ));
    }
    let args = a[1..].iter().map(Value::deref_value).collect();
    Err(forward_call(vm, cb, callee, args))
}

/// `forward_static_call_array(callable $callback, array $args)`: string keys are named
/// arguments.
fn forward_static_call_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    let callee = checked_callee(vm, "forward_static_call_array", &cb)?;
    let arr = arg_array(a, 1, "forward_static_call_array", "args")?;
    let args = array_args(vm, &arr)?;
    Err(forward_call(vm, cb, callee, args))
}

/// An argument array's values: positional ones, then named ones (string keys) handed to
/// the call through `Vm::call_named`.
fn array_args(vm: &mut Vm, arr: &PhpArray) -> Result<Vec<Value>, Control> {
    let mut args = Vec::with_capacity(arr.len());
    let mut named = Vec::new();
    for (k, v) in arr.iter() {
        match k {
            ArrayKey::Int(_) if !named.is_empty() => {
                return Err(Control::Error(
                    crate::exec::ThrowKind::Error,
                    "Cannot use positional argument after named argument".into(),
                ));
            }
            // a reference stays one: a by-reference parameter binds to it, a by-value
            // one reads it (zend_call_function)
            ArrayKey::Int(_) => args.push(v.clone()),
            ArrayKey::Str(s) => named.push((s.clone(), v.clone())),
        }
    }
    if !named.is_empty() {
        vm.call_named = Some(named);
    }
    Ok(args)
}

fn call_user_func(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    check_callable(vm, "call_user_func", 0, "callback", &cb)?;
    let args = a[1..].iter().map(Value::deref_value).collect();
    Err(Control::Call {
        callee: cb,
        args,
        then: Direct::of(vm),
    })
}

fn call_user_func_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    check_callable(vm, "call_user_func_array", 0, "callback", &cb)?;
    let arr = arg_array(a, 1, "call_user_func_array", "args")?;
    // string keys are named arguments (php 8.0)
    let args = array_args(vm, &arr)?;
    Err(Control::Call {
        callee: cb,
        args,
        then: Direct::of(vm),
    })
}

/// The array a builtin built (taken, the builder left empty).
fn built(out: &mut ArrayData) -> Value {
    Value::Array(PhpArray::from_data(std::mem::take(out)))
}

/// array_map over one array (keys kept) or several (zipped, reindexed).
struct MapState {
    cache: CallbackCache,
    arrays: Vec<PhpArray>,
    /// positions into each array
    pos: Vec<u32>,
    index: usize,
    len: usize,
    out: ArrayData,
    key: Option<ArrayKey>,
}

impl Stepping for MapState {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, _vm: &mut Vm) -> Option<Result<Value, Control>> {
        if self.index >= self.len {
            return Some(Ok(built(&mut self.out)));
        }
        let args = self.cache.args_mut();
        let mut key = None;
        for (i, arr) in self.arrays.iter().enumerate() {
            let Some(pos) = self.pos.get_mut(i) else {
                continue;
            };
            match arr.next_pos(*pos) {
                Some(p) => {
                    if let Some((k, v)) = arr.entry_at(p) {
                        if i == 0 {
                            key = Some(k);
                        }
                        args.push(v.deref_value());
                    }
                    *pos = p + 1;
                }
                None => args.push(Value::Null),
            }
        }
        self.index += 1;
        self.key = if self.arrays.len() == 1 { key } else { None };
        None
    }

    fn absorb(&mut self, _vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        match self.key.take() {
            // the keys of one array: each is new
            Some(k) => self.out.insert_unique(k, value),
            None => {
                if let Err(e) = self.out.push(value) {
                    return Some(Err(e.into()));
                }
            }
        }
        None
    }
}

fn array_map(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cb = arg(a, 0);
    let mut arrays = Vec::new();
    for i in 1..a.len() {
        match arg(a, i) {
            Value::Array(arr) => arrays.push(arr),
            v => {
                if i == 1 {
                    return Err(type_error("array_map", i, "array", "array", &v));
                }
                return Err(Control::Error(
                    crate::exec::ThrowKind::TypeError,
                    format!(
                        "array_map(): Argument #{} must be of type array, {} given",
                        i + 1,
                        v.value_name()
                    ),
                ));
            }
        }
    }
    if cb.is_null() {
        if arrays.len() == 1 {
            return Ok(Value::Array(arrays.remove(0)));
        }
        let len = arrays.iter().map(|a| a.len()).max().unwrap_or(0);
        let mut out = PhpArray::new();
        let lists: Vec<Vec<Value>> = arrays
            .iter()
            .map(|a| a.values().cloned().collect())
            .collect();
        for i in 0..len {
            let row = lists
                .iter()
                .map(|l| l.get(i).cloned().unwrap_or(Value::Null))
                .collect();
            out.push(Value::Array(PhpArray::from_values(row)))?;
        }
        return Ok(Value::Array(out));
    }
    check_callable(vm, "array_map", 0, "callback", &cb)?;
    let len = arrays.iter().map(|a| a.len()).max().unwrap_or(0);
    let n = arrays.len();
    Steps(MapState {
        cache: CallbackCache::new(cb),
        arrays,
        pos: vec![0; n],
        index: 0,
        len,
        out: ArrayData::with_capacity(len),
        key: None,
    })
    .start(vm)
}

struct FilterState {
    cache: CallbackCache,
    src: PhpArray,
    pos: u32,
    mode: i64,
    out: ArrayData,
    current: Option<(ArrayKey, Value)>,
}

impl Stepping for FilterState {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    fn advance(&mut self, _vm: &mut Vm) -> Option<Result<Value, Control>> {
        let Some(p) = self.src.next_pos(self.pos) else {
            return Some(Ok(built(&mut self.out)));
        };
        self.pos = p + 1;
        let Some((k, v)) = self
            .src
            .entry_at(p)
            .map(|(k, v)| (k, super::array::kept(v)))
        else {
            return Some(Ok(built(&mut self.out)));
        };
        let args = self.cache.args_mut();
        match self.mode {
            2 => args.push(k.to_value()),
            1 => {
                args.push(v.deref_value());
                args.push(k.to_value());
            }
            _ => args.push(v.deref_value()),
        }
        self.current = Some((k, v));
        None
    }

    /// The callback's verdict on the current element.
    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        let keep = match value {
            Value::Bool(b) => b,
            v => crate::value::convert::to_bool(&v, &mut vm.diag),
        };
        if keep {
            if let Some((k, v)) = self.current.take() {
                // the source's keys: each is new
                self.out.insert_unique(k, v);
            }
        }
        None
    }
}

fn array_filter(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let src = arg_array(a, 0, "array_filter", "array")?;
    let cb = arg(a, 1);
    let mode = if a.len() > 2 {
        super::arg_int(vm, a, 2, "array_filter", "mode")?
    } else {
        0
    };
    if cb.is_null() {
        let mut out = PhpArray::new();
        for (k, v) in src.iter() {
            if crate::value::convert::to_bool(v, &mut vm.diag) {
                out.insert(k, super::array::kept(v));
            }
        }
        return Ok(Value::Array(out));
    }
    check_callable(vm, "array_filter", 1, "callback", &cb)?;
    Steps(FilterState {
        cache: CallbackCache::new(cb),
        src,
        pos: 0,
        mode,
        out: ArrayData::new(),
        current: None,
    })
    .start(vm)
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum SortMode {
    /// usort: values, reindexed
    Values,
    /// uasort: values, keys kept
    Assoc,
    /// uksort: compare keys, keys kept
    Keys,
}

/// How a sort compares two elements.
enum Comparator {
    /// A PHP callback (usort..., the sort's `CallbackCache`): each comparison is a call
    /// the executor drives.
    User,
    /// A Rust comparison (sort flags: SORT_STRING, SORT_NATURAL...), never calling PHP.
    Native(NativeCmp),
}

/// A Rust comparison of two values for [`native_sort`].
pub type NativeCmp = Box<dyn Fn(&mut Vm, &Value, &Value) -> Result<i32, Control>>;

/// The one sort of every php sort function: a resumable, stable bottom-up merge sort. It
/// never assumes the comparator is a total order (NaN, inconsistent callbacks), so it
/// cannot panic, and a user comparator may suspend (Fiber) between comparisons.
struct SortState {
    cmp: Comparator,
    cache: CallbackCache,
    cell: PhpRef,
    mode: SortMode,
    items: Vec<(ArrayKey, Value)>,
    buf: Vec<(ArrayKey, Value)>,
    width: usize,
    lo: usize,
    mid: usize,
    hi: usize,
    l: usize,
    r: usize,
    /// the sort function's name, for the "Returning bool" deprecation
    name: &'static str,
    /// that deprecation is raised once per sort call
    warned_bool: bool,
}

impl SortState {
    fn start_merge(&mut self) {
        let n = self.items.len();
        self.mid = (self.lo + self.width).min(n);
        self.hi = (self.lo + 2 * self.width).min(n);
        self.l = self.lo;
        self.r = self.mid;
    }

    /// Moves element `i` of the pass into the merged run (each is moved once per pass).
    fn take_item(&mut self, i: usize) {
        if let Some(it) = self.items.get_mut(i) {
            let it = std::mem::replace(it, (ArrayKey::Int(0), Value::Null));
            self.buf.push(it);
        }
    }

    /// Takes the right element when the comparison said `left > right`, else the left one.
    fn merge_one(&mut self, c: i64) {
        if c > 0 {
            self.take_item(self.r);
            self.r += 1;
        } else {
            self.take_item(self.l);
            self.l += 1;
        }
    }
}

impl Stepping for SortState {
    fn cache(&mut self) -> &mut CallbackCache {
        &mut self.cache
    }

    /// Merges until a user comparison is needed (its arguments put in the cache: `None`)
    /// or the sort is done (the result).
    fn advance(&mut self, vm: &mut Vm) -> Option<Result<Value, Control>> {
        let n = self.items.len();
        loop {
            if self.width >= n {
                let out = match self.mode {
                    SortMode::Values => {
                        PhpArray::from_values(self.items.drain(..).map(|(_, v)| v).collect())
                    }
                    _ => {
                        let mut o = PhpArray::new();
                        for (k, v) in self.items.drain(..) {
                            o.insert(k, v);
                        }
                        o
                    }
                };
                self.cell.set(Value::Array(out));
                return Some(Ok(Value::Bool(true)));
            }
            if self.l < self.mid && self.r < self.hi {
                let (l, r) = (self.l, self.r);
                let (Some(x), Some(y)) = (self.items.get(l), self.items.get(r)) else {
                    return Some(Ok(Value::Bool(false)));
                };
                let Comparator::Native(f) = &self.cmp else {
                    // pushed where they are made: a pair built first and then moved in
                    // would be copied with wide loads over the narrow stores that made it
                    let args = self.cache.args_mut();
                    match self.mode {
                        SortMode::Keys => {
                            args.push(x.0.to_value());
                            args.push(y.0.to_value());
                        }
                        _ => {
                            args.push(x.1.deref_value());
                            args.push(y.1.deref_value());
                        }
                    }
                    return None;
                };
                let (a, b) = match self.mode {
                    SortMode::Keys => (x.0.to_value(), y.0.to_value()),
                    _ => (x.1.deref_value(), y.1.deref_value()),
                };
                match f(vm, &a, &b) {
                    Ok(c) => {
                        self.merge_one(i64::from(c));
                        continue;
                    }
                    Err(e) => return Some(Err(e)),
                }
            }
            while self.l < self.mid {
                self.take_item(self.l);
                self.l += 1;
            }
            while self.r < self.hi {
                self.take_item(self.r);
                self.r += 1;
            }
            self.lo = self.hi;
            if self.lo >= n {
                // the merged pass becomes the next one's input; the old input's vector
                // (its elements all moved out) takes the next merge
                std::mem::swap(&mut self.items, &mut self.buf);
                self.buf.clear();
                self.width *= 2;
                self.lo = 0;
            }
            self.start_merge();
        }
    }

    /// The comparator's result: the merge takes the element it says.
    fn absorb(&mut self, vm: &mut Vm, value: Value) -> Option<Result<Value, Control>> {
        // the value is consumed by every arm: no drop call after an int
        let c = match value {
            Value::Int(i) => i.signum(),
            v => {
                if let Value::Bool(_) = v {
                    if !self.warned_bool {
                        self.warned_bool = true;
                        vm.deprecated(format!(
                            "{}(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero",
                            self.name
                        ));
                    }
                }
                // php_get_long: a float result is truncated (0.5 compares equal)
                crate::value::convert::to_int(&v, &mut vm.diag)
                    .unwrap_or(0)
                    .signum()
            }
        };
        self.merge_one(c);
        None
    }
}

fn user_sort(
    vm: &mut Vm,
    a: &mut [Value],
    func: &'static str,
    mode: SortMode,
) -> Result<Value, Control> {
    let cb = arg(a, 1);
    let cell = match a.first() {
        Some(Value::Ref(r)) => r.clone(),
        _ => PhpRef::new(arg(a, 0)),
    };
    let arr = match cell.get() {
        Value::Array(arr) => arr,
        v => return Err(type_error(func, 0, "array", "array", &v)),
    };
    check_callable(vm, func, 1, "callback", &cb)?;
    run_sort(vm, Comparator::User, cb, cell, &arr, mode, func)
}

/// Sort `arr` into `cell` with a Rust comparison (the same resumable stable merge sort; it
/// completes without calling PHP, so the result is ready when this returns `Ok`).
pub fn native_sort(
    vm: &mut Vm,
    cell: PhpRef,
    arr: &PhpArray,
    mode: SortMode,
    cmp: NativeCmp,
) -> Result<Value, Control> {
    run_sort(
        vm,
        Comparator::Native(cmp),
        Value::Null,
        cell,
        arr,
        mode,
        "sort",
    )
}

/// Sort `arr` into `cell` with a PHP comparison callback (usort's engine; `func` names the
/// caller in messages).
pub fn user_sort_with(
    vm: &mut Vm,
    cb: Value,
    cell: PhpRef,
    arr: &PhpArray,
    mode: SortMode,
) -> Result<Value, Control> {
    run_sort(vm, Comparator::User, cb, cell, arr, mode, "usort")
}

/// php's "must be a valid callback" check for argument `n` of `func`.
pub fn check_callback(
    vm: &mut Vm,
    func: &str,
    n: usize,
    param: &str,
    cb: &Value,
) -> Result<(), Control> {
    check_callable(vm, func, n, param, cb)
}

/// `cb`: the user comparator (`Comparator::User`).
fn run_sort(
    vm: &mut Vm,
    cmp: Comparator,
    cb: Value,
    cell: PhpRef,
    arr: &PhpArray,
    mode: SortMode,
    name: &'static str,
) -> Result<Value, Control> {
    // sorted in place: the elements keep their references
    let items: Vec<(ArrayKey, Value)> = arr.iter().map(|(k, v)| (k, v.clone())).collect();
    let n = items.len();
    let mut st = Steps(SortState {
        cmp,
        cache: CallbackCache::new(cb),
        cell,
        mode,
        items,
        buf: Vec::with_capacity(n),
        width: 1,
        lo: 0,
        mid: 0,
        hi: 0,
        l: 0,
        r: 0,
        name,
        warned_bool: false,
    });
    st.0.start_merge();
    st.start(vm)
}

fn usort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    user_sort(vm, a, "usort", SortMode::Values)
}
fn uasort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    user_sort(vm, a, "uasort", SortMode::Assoc)
}
fn uksort(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    user_sort(vm, a, "uksort", SortMode::Keys)
}
