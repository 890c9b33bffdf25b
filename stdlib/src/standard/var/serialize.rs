//! serialize(): php's `php_var_serialize` as a resumable state machine. Containers are
//! walked with an explicit work list (nesting never grows the Rust stack); objects with
//! `__serialize()`, `__sleep()` or `Serializable::serialize()` stop the walk with a
//! `Control::Call` and the continuation carries on with the method's result.
//!
//! Back-references follow php's numbering: every value written counts one (array keys do
//! not), an object met again is `r:N;`, a reference (`&`) met again is `R:N;`; a reference
//! held once only is written as its value (php's refcount-1 rule).

use rphp_vm::class::{Class, object_to_array};
use rphp_vm::exec::{Continuation, Control, ThrowKind, Vm};
use rphp_vm::value::convert::to_str;
use rphp_vm::value::float_fmt::gcvt;
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpRef, PhpStr, Value};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::{Rc, Weak};

/// php's member holding the class name of an incomplete object.
pub(crate) const INCOMPLETE_NAME_MEMBER: &[u8] = b"__PHP_Incomplete_Class_Name";
/// The class of placeholder objects whose class is unknown or not allowed.
pub(crate) const INCOMPLETE_CLASS: &[u8] = b"__PHP_Incomplete_Class";

/// One step of the walk.
enum Task {
    /// A value to write (a reference held once is already unwrapped).
    Value(Value),
    /// The entries of an array or object still to write; `}` when done.
    Entries {
        items: PhpArray,
        pos: u32,
        /// The array being written (an element identical to it is `N;`).
        container: Option<usize>,
        /// Skip the `__PHP_Incomplete_Class_Name` member once.
        skip_incomplete: bool,
        /// Object properties: integer keys are written as strings.
        props: bool,
    },
    /// Leave an array's recursion guard.
    Unguard(usize),
}

/// The PHP method whose result the walk waits for.
enum Waiting {
    Serialize(ObjectHandle),
    Sleep(ObjectHandle),
    Custom(ObjectHandle),
}

pub(crate) struct Serializer {
    buf: Vec<u8>,
    /// php's `var_hash->n`: the number of the value being written.
    n: i64,
    /// Objects and references already written: identity -> number (-1: failed).
    seen: HashMap<usize, i64>,
    /// Keeps every registered value alive, so no identity is reused meanwhile.
    held: Vec<Value>,
    tasks: Vec<Task>,
    /// Arrays on the current path (php's recursion protection).
    path: HashSet<usize>,
    precision: i32,
    waiting: Option<Waiting>,
    /// The numbering lent to serialize() calls made from the `Serializable::serialize()`
    /// call running now (see [`Numbering`]).
    lent: Option<Rc<RefCell<Numbering>>>,
    /// The numbering this call (made from `Serializable::serialize()`) borrowed from the
    /// one around it, handed back when it ends.
    borrowed: Option<Rc<RefCell<Numbering>>>,
}

/// php's `var_hash` as serialize() calls made from `Serializable::serialize()` share it
/// with the call around them: the number of the value being written and the objects and
/// references already written.
#[derive(Default)]
pub(crate) struct Numbering {
    n: i64,
    seen: HashMap<usize, i64>,
    held: Vec<Value>,
}

/// The numberings lent by the serialize() calls waiting for a `Serializable::serialize()`
/// call, innermost last (a dead entry: that call has ended).
#[derive(Default)]
pub(crate) struct SerializeNest(Vec<Weak<RefCell<Numbering>>>);

impl SerializeNest {
    fn current(&mut self) -> Option<Rc<RefCell<Numbering>>> {
        while let Some(w) = self.0.last() {
            if let Some(rc) = w.upgrade() {
                return Some(rc);
            }
            self.0.pop();
        }
        None
    }
}

impl Drop for Serializer {
    fn drop(&mut self) {
        self.give_back();
    }
}

/// The identity of a reference cell.
fn ref_addr(r: &PhpRef) -> usize {
    let inner = r.borrow();
    std::ptr::from_ref::<Value>(&inner) as usize
}

/// A class name as php prints it in messages (an anonymous class stops at its NUL).
fn display_name(class: &Class) -> String {
    let name = class.name.as_bytes();
    let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
    String::from_utf8_lossy(&name[..end]).into_owned()
}

/// Classes php marks `ZEND_ACC_NOT_SERIALIZABLE` (and anonymous classes).
pub(crate) fn not_serializable(class: &Class) -> bool {
    class.not_serializable
        || matches!(&*class.lname, b"closure" | b"generator" | b"fiber")
        || class
            .name
            .as_bytes()
            .windows(10)
            .any(|w| w == b"@anonymous")
}

fn write_len_str(buf: &mut Vec<u8>, tag: &[u8], s: &[u8]) {
    buf.extend_from_slice(tag);
    buf.extend_from_slice(s.len().to_string().as_bytes());
    buf.extend_from_slice(b":\"");
    buf.extend_from_slice(s);
    buf.push(b'"');
}

fn write_key(buf: &mut Vec<u8>, k: &ArrayKey) {
    match k {
        ArrayKey::Int(i) => {
            buf.extend_from_slice(b"i:");
            buf.extend_from_slice(i.to_string().as_bytes());
            buf.push(b';');
        }
        ArrayKey::Str(s) => {
            write_len_str(buf, b"s:", s.as_bytes());
            buf.push(b';');
        }
    }
}

/// The class name serialize writes: an incomplete object's original name.
fn class_name_of(o: &ObjectHandle) -> (PhpStr, bool) {
    let class = o.class();
    if &*class.lname != b"__php_incomplete_class" {
        return (class.name.clone(), false);
    }
    let stored = o
        .borrow()
        .properties
        .get_str(INCOMPLETE_NAME_MEMBER)
        .map(Value::deref_value);
    match stored {
        Some(Value::Str(s)) => (s, true),
        _ => (PhpStr::new(INCOMPLETE_CLASS), true),
    }
}

/// A method call the walk waits on.
fn call(o: &ObjectHandle, method: &str) -> (Value, Vec<Value>) {
    let callee = Value::Array(PhpArray::from_values(vec![
        Value::Object(o.clone()),
        Value::str(method),
    ]));
    (callee, Vec::new())
}

impl Serializer {
    pub(crate) fn new(root: Value, precision: i32) -> Serializer {
        Serializer {
            buf: Vec::new(),
            n: 0,
            seen: HashMap::new(),
            held: Vec::new(),
            tasks: vec![Task::Value(root)],
            path: HashSet::new(),
            precision,
            waiting: None,
            lent: None,
            borrowed: None,
        }
    }

    /// A serialize() call: made from a `Serializable::serialize()` call, it goes on with
    /// the numbering of the call around it.
    pub(crate) fn for_call(vm: &mut Vm, root: Value, precision: i32) -> Serializer {
        let mut s = Serializer::new(root, precision);
        if let Some(numbering) = vm.ext.get_or_default::<SerializeNest>().current() {
            {
                let mut nb = numbering.borrow_mut();
                s.n = nb.n;
                s.seen = std::mem::take(&mut nb.seen);
                s.held = std::mem::take(&mut nb.held);
            }
            s.borrowed = Some(numbering);
        }
        s
    }

    /// Hand a borrowed numbering back to the call around this one.
    fn give_back(&mut self) {
        if let Some(numbering) = self.borrowed.take() {
            let mut nb = numbering.borrow_mut();
            nb.n = self.n;
            nb.seen = std::mem::take(&mut self.seen);
            nb.held = std::mem::take(&mut self.held);
        }
    }

    /// Lend the numbering to the serialize() calls `Serializable::serialize()` makes.
    fn lend(&mut self, vm: &mut Vm) {
        let numbering = Rc::new(RefCell::new(Numbering {
            n: self.n,
            seen: std::mem::take(&mut self.seen),
            held: std::mem::take(&mut self.held),
        }));
        vm.ext
            .get_or_default::<SerializeNest>()
            .0
            .push(Rc::downgrade(&numbering));
        self.lent = Some(numbering);
    }

    /// Take the numbering back once `Serializable::serialize()` returned.
    fn take_back(&mut self, vm: &mut Vm) {
        if let Some(numbering) = self.lent.take() {
            {
                let mut nb = numbering.borrow_mut();
                self.n = nb.n;
                self.seen = std::mem::take(&mut nb.seen);
                self.held = std::mem::take(&mut nb.held);
            }
            drop(numbering);
            let _ = vm.ext.get_or_default::<SerializeNest>().current();
        }
    }

    /// Walk until done or until a PHP method must run.
    pub(crate) fn run(mut self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        while let Some(task) = self.tasks.pop() {
            match task {
                Task::Unguard(addr) => {
                    self.path.remove(&addr);
                }
                Task::Entries {
                    items,
                    pos,
                    container,
                    skip_incomplete,
                    props,
                } => self.entry(items, pos, container, skip_incomplete, props),
                Task::Value(v) => {
                    if let Some(w) = self.value(v)? {
                        let (callee, args) = match &w {
                            Waiting::Serialize(o) => call(o, "__serialize"),
                            Waiting::Sleep(o) => call(o, "__sleep"),
                            Waiting::Custom(o) => call(o, "serialize"),
                        };
                        if let Waiting::Custom(_) = &w {
                            self.lend(vm);
                        }
                        self.waiting = Some(w);
                        vm.flush_diags();
                        return Err(Control::Call {
                            callee,
                            args,
                            then: self,
                        });
                    }
                }
            }
        }
        self.give_back();
        Ok(Value::Str(PhpStr::from_vec(std::mem::take(&mut self.buf))))
    }

    /// Write the next entry of a container (or its closing brace).
    fn entry(
        &mut self,
        items: PhpArray,
        pos: u32,
        container: Option<usize>,
        skip: bool,
        props: bool,
    ) {
        let Some(p) = items.next_pos(pos) else {
            self.buf.push(b'}');
            return;
        };
        let Some((k, v)) = items.entry_at(p) else {
            self.buf.push(b'}');
            return;
        };
        let v = match v {
            Value::Ref(r) if r.ref_count() == 1 => r.get(),
            v => v.clone(),
        };
        if skip {
            if let ArrayKey::Str(s) = &k {
                if s.as_bytes() == INCOMPLETE_NAME_MEMBER {
                    self.tasks.push(Task::Entries {
                        items,
                        pos: p + 1,
                        container,
                        skip_incomplete: false,
                        props,
                    });
                    return;
                }
            }
        }
        match k {
            ArrayKey::Int(i) if props => {
                write_key(
                    &mut self.buf,
                    &ArrayKey::Str(PhpStr::from(i.to_string().as_str())),
                );
            }
            _ => write_key(&mut self.buf, &k),
        }
        self.tasks.push(Task::Entries {
            items,
            pos: p + 1,
            container,
            skip_incomplete: skip,
            props,
        });
        if let Value::Array(a) = &v {
            let addr = a.addr();
            if self.path.contains(&addr) || container == Some(addr) {
                self.n += 1;
                self.buf.extend_from_slice(b"N;");
                return;
            }
            self.path.insert(addr);
            self.tasks.push(Task::Unguard(addr));
        }
        self.tasks.push(Task::Value(v));
    }

    /// Write one value: its back-reference when already seen, else the value itself.
    fn value(&mut self, v: Value) -> Result<Option<Waiting>, Control> {
        self.n += 1;
        match v {
            Value::Ref(r) => {
                let inner = r.get();
                let key = match &inner {
                    Value::Object(o) => o.addr(),
                    _ => ref_addr(&r),
                };
                if let Some(&idx) = self.seen.get(&key) {
                    if idx == -1 {
                        self.buf.extend_from_slice(b"N;");
                    } else {
                        self.n -= 1;
                        self.buf.extend_from_slice(format!("R:{idx};").as_bytes());
                    }
                    return Ok(None);
                }
                self.seen.insert(key, self.n);
                self.held.push(Value::Ref(r));
                self.plain(inner)
            }
            Value::Object(o) => {
                if let Some(&idx) = self.seen.get(&o.addr()) {
                    if idx == -1 {
                        self.buf.extend_from_slice(b"N;");
                    } else {
                        self.buf.extend_from_slice(format!("r:{idx};").as_bytes());
                    }
                    return Ok(None);
                }
                self.seen.insert(o.addr(), self.n);
                self.held.push(Value::Object(o.clone()));
                self.plain(Value::Object(o))
            }
            v => self.plain(v),
        }
    }

    fn plain(&mut self, v: Value) -> Result<Option<Waiting>, Control> {
        match v {
            // php writes a resource as the integer 0
            Value::Resource(_) => self.buf.extend_from_slice(b"i:0;"),
            Value::Null => self.buf.extend_from_slice(b"N;"),
            Value::Bool(b) => self
                .buf
                .extend_from_slice(if b { b"b:1;" } else { b"b:0;" }),
            Value::Int(i) => self.buf.extend_from_slice(format!("i:{i};").as_bytes()),
            Value::Float(f) => {
                self.buf.extend_from_slice(b"d:");
                self.buf
                    .extend_from_slice(serialize_double(f, self.precision).as_bytes());
                self.buf.push(b';');
            }
            Value::Str(s) => {
                write_len_str(&mut self.buf, b"s:", s.as_bytes());
                self.buf.push(b';');
            }
            Value::Array(a) => {
                self.buf
                    .extend_from_slice(format!("a:{}:{{", a.len()).as_bytes());
                let addr = a.addr();
                self.tasks.push(Task::Entries {
                    items: a,
                    pos: 0,
                    container: Some(addr),
                    skip_incomplete: false,
                    props: false,
                });
            }
            Value::Object(o) => return self.object(o),
            Value::Ref(r) => return self.plain(r.get()),
        }
        Ok(None)
    }

    fn object(&mut self, o: ObjectHandle) -> Result<Option<Waiting>, Control> {
        let class = o.class();
        if not_serializable(&class) {
            return Err(Control::Error(
                ThrowKind::Exception,
                format!("Serialization of '{}' is not allowed", display_name(&class)),
            ));
        }
        if class.kind == rphp_vm::bytecode::ClassKind::Enum {
            let case = o
                .borrow()
                .properties
                .get_str(b"name")
                .map(Value::deref_value);
            let case = match case {
                Some(Value::Str(s)) => s,
                _ => PhpStr::empty(),
            };
            let mut text = class.name.as_bytes().to_vec();
            text.push(b':');
            text.extend_from_slice(case.as_bytes());
            write_len_str(&mut self.buf, b"E:", &text);
            self.buf.push(b';');
            return Ok(None);
        }
        if class.find_method(b"__serialize").is_some() {
            return Ok(Some(Waiting::Serialize(o)));
        }
        if class.is_a_lname(b"serializable") && class.find_method(b"serialize").is_some() {
            return Ok(Some(Waiting::Custom(o)));
        }
        let (name, incomplete) = class_name_of(&o);
        if !incomplete && class.find_method(b"__sleep").is_some() {
            return Ok(Some(Waiting::Sleep(o)));
        }
        let props = object_to_array(&class, &o.borrow().properties);
        let mut count = props.len();
        if incomplete && count > 0 {
            count -= 1;
        }
        write_len_str(&mut self.buf, b"O:", name.as_bytes());
        self.buf
            .extend_from_slice(format!(":{count}:{{").as_bytes());
        self.tasks.push(Task::Entries {
            items: props,
            pos: 0,
            container: None,
            skip_incomplete: incomplete,
            props: true,
        });
        Ok(None)
    }

    /// Mark the object being written as failed (a later reference to it is `N;`).
    fn mark_failed(&mut self, o: &ObjectHandle) {
        if let Some(idx) = self.seen.get_mut(&o.addr()) {
            *idx = -1;
        }
    }

    /// Carry on with the result of the method the walk waited for.
    fn on_result(&mut self, vm: &mut Vm, result: Value) -> Result<(), Control> {
        let Some(waiting) = self.waiting.take() else {
            return Ok(());
        };
        match waiting {
            Waiting::Serialize(o) => {
                let Value::Array(arr) = result.deref_value() else {
                    return Err(Control::Error(
                        ThrowKind::TypeError,
                        format!(
                            "{}::__serialize() must return an array",
                            display_name(&o.class())
                        ),
                    ));
                };
                let (name, _) = class_name_of(&o);
                write_len_str(&mut self.buf, b"O:", name.as_bytes());
                self.buf
                    .extend_from_slice(format!(":{}:{{", arr.len()).as_bytes());
                self.tasks.push(Task::Entries {
                    items: arr,
                    pos: 0,
                    container: None,
                    skip_incomplete: false,
                    props: false,
                });
            }
            Waiting::Custom(o) => match result.deref_value() {
                Value::Str(s) => {
                    let class = o.class();
                    write_len_str(&mut self.buf, b"C:", class.name.as_bytes());
                    self.buf
                        .extend_from_slice(format!(":{}:{{", s.len()).as_bytes());
                    self.buf.extend_from_slice(s.as_bytes());
                    self.buf.push(b'}');
                }
                Value::Null => {
                    self.mark_failed(&o);
                    self.buf.extend_from_slice(b"N;");
                }
                _ => {
                    return Err(Control::Error(
                        ThrowKind::Exception,
                        format!(
                            "{}::serialize() must return a string or NULL",
                            display_name(&o.class())
                        ),
                    ));
                }
            },
            Waiting::Sleep(o) => {
                let class = o.class();
                let Value::Array(names) = result.deref_value() else {
                    vm.warn(format!(
                        "serialize(): {}::__sleep() should return an array only containing the names of instance-variables to serialize",
                        display_name(&class)
                    ));
                    self.buf.extend_from_slice(b"N;");
                    return Ok(());
                };
                let props = sleep_props(vm, &o, &names)?;
                let (name, _) = class_name_of(&o);
                write_len_str(&mut self.buf, b"O:", name.as_bytes());
                self.buf
                    .extend_from_slice(format!(":{}:{{", props.len()).as_bytes());
                self.tasks.push(Task::Entries {
                    items: props,
                    pos: 0,
                    container: None,
                    skip_incomplete: false,
                    props: true,
                });
            }
        }
        Ok(())
    }
}

/// The properties named by `__sleep()`'s result, under php's mangled names, with php's
/// warnings for names that are not strings, missing or repeated.
fn sleep_props(vm: &mut Vm, o: &ObjectHandle, names: &PhpArray) -> Result<PhpArray, Control> {
    let class = o.class();
    let (props, stored) = {
        let b = o.borrow();
        (object_to_array(&class, &b.properties), b.properties.clone())
    };
    let mut out = PhpArray::new();
    for name_val in names.values() {
        let name_val = name_val.deref_value();
        if !matches!(name_val, Value::Str(_)) {
            vm.warn(format!(
                "serialize(): {}::__sleep() should return an array only containing the names of instance-variables to serialize",
                display_name(&class)
            ));
        }
        let name = to_str(&name_val, &mut vm.diag)?;
        let mut private = vec![0u8];
        private.extend_from_slice(class.name.as_bytes());
        private.push(0);
        private.extend_from_slice(name.as_bytes());
        let mut protected = b"\0*\0".to_vec();
        protected.extend_from_slice(name.as_bytes());
        let candidates = [name.as_bytes().to_vec(), private, protected];
        let found = candidates.into_iter().find_map(|key| {
            props
                .get_str(&key)
                .map(|v| (ArrayKey::Str(PhpStr::from_vec(key.clone())), v.clone()))
        });
        match found {
            Some((key, v)) => {
                if out.contains_key(&key) {
                    vm.warn(format!(
                        "serialize(): \"{}\" is returned from __sleep() multiple times",
                        name.to_string_lossy()
                    ));
                } else {
                    out.insert(key, v);
                }
            }
            None => {
                // a declared typed property that is still uninitialized is left out silently
                let uninit_typed = class.props.get(name.as_bytes()).is_some_and(|info| {
                    info.ty.is_some() && stored.get_str(info.key.as_bytes()).is_none()
                });
                if !uninit_typed {
                    vm.warn(format!(
                        "serialize(): \"{}\" returned as member variable from __sleep() but does not exist",
                        name.to_string_lossy()
                    ));
                }
            }
        }
    }
    Ok(out)
}

impl Continuation for Serializer {
    fn resume(mut self: Box<Self>, vm: &mut Vm, value: Value) -> Result<Value, Control> {
        self.take_back(vm);
        self.on_result(vm, value)?;
        self.run(vm)
    }
}

/// zend_gcvt as serialize() calls it: `precision` digits (shortest for -1). NAN and INF
/// are cut to `precision` characters, and precision 0 writes a one-digit integral value
/// in exponent form (`6.0E+0`).
fn serialize_double(f: f64, precision: i32) -> String {
    let text = gcvt(f, precision);
    if precision < 0 {
        return text;
    }
    if !f.is_finite() {
        return text.chars().take(precision as usize).collect();
    }
    let digits = text.trim_start_matches('-');
    if precision == 0 && digits.len() == 1 {
        return format!("{text}.0E+0");
    }
    text
}
