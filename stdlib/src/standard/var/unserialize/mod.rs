//! unserialize(): php's `var_unserializer.re` without recursion. The parser fills an
//! arena of slots (php's zvals that `R:`/`r:` can point back to) and containers, with an
//! explicit stack of open arrays and objects; `build.rs` turns the arena into values once
//! the text is consumed and runs the delayed `__unserialize()`/`__wakeup()` calls.
//!
//! Every value parsed with back-references enabled takes a number (php's `var_push`), so
//! `R:n;` makes slot n a reference shared with the new position and `r:n;` copies the
//! object of slot n. Duplicate keys reuse their slot, as php overwrites the zval in place.
//!
//! The parse stops where php calls PHP code while parsing (`Serializable::unserialize()`,
//! `unserialize_callback_func`) and resumes after the call ([`Outcome`]). An unserialize()
//! made from `Serializable::unserialize()` shares its caller's numbers through a table of
//! values ([`SharedVars`]), as php's nested calls share one `var_hash`; the values that
//! cannot be shown there (an array still being read) cannot be referred to across calls.

pub(crate) mod build;
pub(crate) mod legacy;
mod scan;

use rphp_vm::builtins::Builtins;
use rphp_vm::bytecode::{ClassKind, Visibility};
use rphp_vm::class::{Class, PropInfo, unmangle};
use rphp_vm::class_def::{C_ALLOW_DYNAMIC, C_FINAL, ClassDef};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::array::canonical_int;
use rphp_vm::value::convert::str_to_float;
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpStr, Value};
use scan::{Scanner, Tok};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::serialize::{INCOMPLETE_CLASS, INCOMPLETE_NAME_MEMBER, not_serializable};

/// php's `HT_MAX_SIZE` on 64-bit builds.
const HT_MAX_SIZE: i64 = 0x4000_0000;

type SlotId = usize;

/// What a slot holds.
#[derive(Clone, Debug)]
enum Content {
    Val(Value),
    Array(usize),
    Object(usize),
    Ref(usize),
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Owner {
    Array,
    /// An object's properties (object index).
    Props(usize),
    /// The array handed to an object's `__unserialize()`.
    Data(usize),
}

struct Container {
    owner: Owner,
    entries: Vec<(ArrayKey, SlotId)>,
    index: HashMap<ArrayKey, SlotId>,
}

struct Obj {
    handle: ObjectHandle,
    class: Rc<Class>,
}

/// A delayed call, made once the whole text is parsed.
enum Delayed {
    Wakeup(usize),
    Unserialize(usize, usize),
    /// `Serializable::unserialize($data)` of a `C:` object (php calls it while parsing,
    /// so these run before the others, in text order).
    Custom(usize, PhpStr),
    /// A call a nested unserialize() left to this one.
    Nested(build::Call),
}

/// An open array or object.
struct Frame {
    cont: usize,
    remaining: i64,
    wakeup: bool,
    /// A typed property whose value is being parsed (checked once it is complete).
    check: Option<(SlotId, Rc<PropInfo>)>,
}

/// Why parsing stopped.
enum Fail {
    /// Malformed data: php's "Error at offset" notice.
    Syntax,
    /// An exception (no notice).
    Throw(Control),
    /// A class is missing and `unserialize_callback_func` must be called with its name
    /// first; the parse then resumes at the object (see [`Parser::resume`]).
    Callback(Vec<u8>),
    /// A `C:` object's `Serializable::unserialize($data)` must run now (php calls it while
    /// parsing); the parse then resumes after it.
    Custom(usize, PhpStr),
}

/// Where a parse stopped.
pub(crate) enum Outcome {
    /// The text is consumed: whether it was well-formed.
    Done(bool),
    /// `unserialize_callback_func` must be called with this class name.
    Callback(Vec<u8>),
    /// `$obj->unserialize($data)` must be called.
    Custom(ObjectHandle, PhpStr),
}

/// Whether a value was complete or opened a container.
enum Parsed {
    Done,
    Opened,
}

/// `allowed_classes` (lowercase names; `None`: every class) and `max_depth`, with the
/// depth counting starts at (a nested unserialize() called from `Serializable::
/// unserialize()` goes on from its caller's depth, as php shares its state).
#[derive(Clone)]
pub(crate) struct Options {
    pub(crate) allowed: Option<HashSet<Vec<u8>>>,
    pub(crate) max_depth: i64,
    pub(crate) depth: i64,
}

pub(crate) struct Parser {
    scan: Scanner,
    p: usize,
    slots: Vec<Content>,
    vars: Vec<SlotId>,
    conts: Vec<Container>,
    objs: Vec<Obj>,
    refs: Vec<Content>,
    /// Slots standing for values that cannot be referred to (see [`Parser::shared`]).
    dead: HashSet<SlotId>,
    /// Typed properties whose slot is not (yet) a reference (php's `ref_props`): an `R:`
    /// to one makes a reference with that property as its type source.
    typed: HashMap<SlotId, Rc<PropInfo>>,
    /// The first typed property each reference is bound to (php's type sources).
    ref_sources: HashMap<usize, Rc<PropInfo>>,
    stack: Vec<Frame>,
    depth: i64,
    options: Options,
    delayed: Vec<Delayed>,
    /// The callback has just run for the class being looked up again.
    callback_ran: bool,
    /// The value (its slot and offset) to parse again once `unserialize_callback_func` ran.
    retry: Option<(SlotId, usize)>,
    /// `Serializable::unserialize()` runs while parsing ([`Outcome::Custom`]); else it is
    /// delayed with the other calls (SPL's texts, read in one go).
    inline_custom: bool,
    /// The function named in warnings (php's active function: `unserialize`, or SPL's
    /// `ArrayObject::unserialize`...).
    func: String,
    /// The back-reference table shared with the unserialize() calls this one is nested in
    /// or made from `Serializable::unserialize()` (php's one `var_hash` for them all): each
    /// value by number (index), `None` where it cannot be referred to (an array still being
    /// read, a failed call's result). Made on the first such call.
    shared: Option<SharedVars>,
    /// The numbers before this parse's own values (taken by the calls around it).
    base: usize,
    /// This parse's values already in the shared table.
    published: usize,
    /// Slots made for values of the shared table this parse referred to.
    outer_slots: HashMap<usize, Option<SlotId>>,
}

/// See [`Parser::shared`].
pub(crate) type SharedVars = Rc<std::cell::RefCell<Vec<Option<Value>>>>;

/// ext/standard's `__PHP_Incomplete_Class` (final, dynamic properties allowed); the VM
/// gives its objects php's handlers (`rphp_vm::exec::incomplete`).
static INCOMPLETE: ClassDef = ClassDef {
    name: "__PHP_Incomplete_Class",
    flags: C_FINAL | C_ALLOW_DYNAMIC,
    ..ClassDef::EMPTY
};

pub(crate) fn register_classes(b: &mut Builtins) {
    b.add_class(&INCOMPLETE);
}

/// `zend_is_valid_class_name`.
fn valid_class_name(name: &[u8]) -> bool {
    name.iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'\\' || c >= 0x80)
}

/// php's name of a property key for messages (the part after a mangled prefix).
fn unmangled(key: &[u8]) -> String {
    let name = unmangle(key).map_or(key, |(_, n)| n);
    String::from_utf8_lossy(name).into_owned()
}

/// The key of a declared property in php's property table (`"\0*\0name"` for protected).
fn php_key(info: &PropInfo) -> Vec<u8> {
    match info.visibility {
        Visibility::Protected => {
            let mut k = b"\0*\0".to_vec();
            k.extend_from_slice(info.name.as_bytes());
            k
        }
        _ => info.key.as_bytes().to_vec(),
    }
}

impl Parser {
    pub(crate) fn new(buf: PhpStr, options: Options) -> Parser {
        Parser {
            scan: Scanner { buf },
            p: 0,
            slots: vec![Content::Val(Value::Null)],
            vars: Vec::new(),
            conts: Vec::new(),
            objs: Vec::new(),
            refs: Vec::new(),
            typed: HashMap::new(),
            dead: HashSet::new(),
            ref_sources: HashMap::new(),
            stack: Vec::new(),
            depth: options.depth,
            options,
            delayed: Vec::new(),
            callback_ran: false,
            retry: None,
            inline_custom: false,
            func: "unserialize".to_owned(),
            shared: None,
            base: 0,
            published: 0,
            outer_slots: HashMap::new(),
        }
    }

    /// Drop a failed parse (an SPL text's): its objects go last-made first, so their ids
    /// return to the VM's pool in that order.
    pub(crate) fn discard(mut self) {
        self.delayed.clear();
        self.slots.clear();
        self.conts.clear();
        while let Some(o) = self.objs.pop() {
            drop(o);
        }
    }

    /// Number this parse's values after those of `shared` (a nested call).
    pub(crate) fn set_shared(&mut self, shared: SharedVars) {
        self.base = shared.borrow().len();
        self.shared = Some(shared);
    }

    /// The shared back-reference table with this parse's values so far in it (made now if
    /// there was none), before a `Serializable::unserialize()` call.
    pub(crate) fn share(&mut self) -> SharedVars {
        let shared = self.shared.get_or_insert_with(SharedVars::default).clone();
        let mut table = shared.borrow_mut();
        while self.published < self.vars.len() {
            let slot = self.vars[self.published];
            let v = match self.resolved(slot) {
                Content::Val(v) => Some(v.clone()),
                Content::Object(o) => Some(Value::Object(self.objs[*o].handle.clone())),
                _ => None,
            };
            let at = self.base + self.published;
            if at < table.len() {
                table[at] = v;
            } else {
                table.push(v);
            }
            self.published += 1;
        }
        drop(table);
        shared
    }

    /// After a `Serializable::unserialize()` call: the values its nested calls numbered
    /// take the next numbers here too.
    fn sync_shared(&mut self) {
        let Some(shared) = self.shared.clone() else {
            return;
        };
        let table = shared.borrow();
        while self.base + self.vars.len() < table.len() {
            let at = self.base + self.vars.len();
            self.slots
                .push(Content::Val(table[at].clone().unwrap_or(Value::Null)));
            let slot = self.slots.len() - 1;
            if table[at].is_none() {
                self.dead.insert(slot);
            }
            self.vars.push(slot);
            self.published += 1;
        }
    }

    /// The function named in warnings.
    pub(crate) fn set_func(&mut self, func: String) {
        self.func = func;
    }

    /// `Serializable::unserialize()` runs while parsing ([`Outcome::Custom`]).
    pub(crate) fn set_inline_custom(&mut self) {
        self.inline_custom = true;
    }

    /// The delayed calls of unserialize() calls nested in a `Serializable::unserialize()`
    /// call just made: they run with this parse's, in order.
    pub(crate) fn defer(&mut self, calls: Vec<build::Call>) {
        self.delayed.extend(calls.into_iter().map(Delayed::Nested));
    }

    /// The depth of the containers open now.
    pub(crate) fn depth(&self) -> i64 {
        self.depth
    }

    pub(crate) fn options(&self) -> &Options {
        &self.options
    }

    /// Parse the text until it is consumed or a call must be made first. Warnings are
    /// queued on the VM; an exception comes back as `Err`.
    pub(crate) fn parse(&mut self, vm: &mut Vm) -> Result<Outcome, Control> {
        let parsed = self.parse_into(vm, 0);
        self.outcome(vm, parsed)
    }

    /// Go on after the call [`Parser::parse`] asked for.
    pub(crate) fn resume(&mut self, vm: &mut Vm) -> Result<Outcome, Control> {
        let parsed = self.continue_parse(vm);
        self.outcome(vm, parsed)
    }

    fn continue_parse(&mut self, vm: &mut Vm) -> Result<(), Fail> {
        if let Some((slot, start)) = self.retry.take() {
            self.p = start;
            self.callback_ran = true;
            if let Parsed::Done = self.value(vm, slot)? {
                self.after_value()?;
            }
        } else {
            self.sync_shared();
            self.after_value()?;
        }
        self.run_loop(vm)
    }

    fn outcome(&mut self, vm: &mut Vm, parsed: Result<(), Fail>) -> Result<Outcome, Control> {
        if matches!(parsed, Err(Fail::Syntax | Fail::Throw(_))) {
            self.skip_unfinished_destructors();
        }
        match parsed {
            Ok(()) => {
                let len = self.scan.buf.len();
                if self.p < len {
                    vm.warn(format!(
                        "{}(): Extra data starting at offset {} of {len} bytes",
                        self.func, self.p
                    ));
                }
                Ok(Outcome::Done(true))
            }
            Err(Fail::Syntax) => {
                vm.warn(format!(
                    "{}(): Error at offset {} of {} bytes",
                    self.func,
                    self.p,
                    self.scan.buf.len()
                ));
                Ok(Outcome::Done(false))
            }
            Err(Fail::Throw(c)) => Err(c),
            Err(Fail::Callback(name)) => Ok(Outcome::Callback(name)),
            Err(Fail::Custom(obj, data)) => {
                Ok(Outcome::Custom(self.objs[obj].handle.clone(), data))
            }
        }
    }

    /// php marks an object whose data failed to parse as destructed when it would have
    /// had `__unserialize()` or `__wakeup()` called: its destructor never runs.
    fn skip_unfinished_destructors(&self) {
        for frame in &self.stack {
            let obj = match self.conts[frame.cont].owner {
                Owner::Data(obj) => obj,
                Owner::Props(obj) if frame.wakeup => obj,
                _ => continue,
            };
            self.objs[obj].handle.borrow_mut().destructed = true;
        }
    }

    /// Parse one whole value (its containers closed) into `slot`.
    fn parse_into(&mut self, vm: &mut Vm, slot: SlotId) -> Result<(), Fail> {
        if let Parsed::Done = self.value(vm, slot)? {
            return Ok(());
        }
        self.run_loop(vm)
    }

    /// Parse the entries of the open containers until they are all closed.
    fn run_loop(&mut self, vm: &mut Vm) -> Result<(), Fail> {
        loop {
            let Some(top) = self.stack.last_mut() else {
                return Ok(());
            };
            if top.remaining == 0 {
                self.close(vm)?;
                continue;
            }
            top.remaining -= 1;
            let cont = top.cont;
            let key = self.key(vm)?;
            let (slot, info) = self.slot_for(vm, cont, key)?;
            if let Some(top) = self.stack.last_mut() {
                top.check = info.map(|i| (slot, i));
            }
            if let Parsed::Done = self.value(vm, slot)? {
                self.after_value()?;
            }
        }
    }

    /// The innermost container is complete: queue its delayed call, expect `}`.
    fn close(&mut self, vm: &mut Vm) -> Result<(), Fail> {
        let _ = vm;
        let Some(frame) = self.stack.pop() else {
            return Ok(());
        };
        self.depth -= 1;
        match self.conts[frame.cont].owner {
            Owner::Data(obj) => self.delayed.push(Delayed::Unserialize(obj, frame.cont)),
            Owner::Props(obj) if frame.wakeup => self.delayed.push(Delayed::Wakeup(obj)),
            _ => {}
        }
        if self.scan.at(self.p) != b'}' || self.p >= self.scan.buf.len() {
            return Err(Fail::Syntax);
        }
        self.p += 1;
        self.after_value()
    }

    /// A value of the innermost container is complete: check a typed property, then
    /// that another entry follows a `;` or `}`.
    fn after_value(&mut self) -> Result<(), Fail> {
        let Some(top) = self.stack.last_mut() else {
            return Ok(());
        };
        let remaining = top.remaining;
        if let Some((slot, info)) = top.check.take() {
            self.check_type(slot, &info)?;
        }
        if remaining > 0 && !matches!(self.scan.at(self.p.wrapping_sub(1)), b';' | b'}') {
            self.p -= 1;
            return Err(Fail::Syntax);
        }
        Ok(())
    }

    /// Open a container's entries (php's depth limit applies here).
    fn open(
        &mut self,
        vm: &mut Vm,
        cont: usize,
        remaining: i64,
        wakeup: bool,
    ) -> Result<Parsed, Fail> {
        let max = self.options.max_depth;
        if max > 0 && self.depth >= max {
            vm.warn(format!(
                "{}(): Maximum depth of {max} exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting",
                self.func
            ));
            return Err(Fail::Syntax);
        }
        self.depth += 1;
        self.stack.push(Frame {
            cont,
            remaining,
            wakeup,
            check: None,
        });
        Ok(Parsed::Opened)
    }

    fn new_container(&mut self, owner: Owner) -> usize {
        self.conts.push(Container {
            owner,
            entries: Vec::new(),
            index: HashMap::new(),
        });
        self.conts.len() - 1
    }

    fn new_slot(&mut self, cont: usize, key: ArrayKey) -> SlotId {
        self.slots.push(Content::Val(Value::Null));
        let slot = self.slots.len() - 1;
        let c = &mut self.conts[cont];
        c.index.insert(key.clone(), slot);
        c.entries.push((key, slot));
        slot
    }

    /// The slot an entry's value goes to (an existing key's slot is reset).
    fn slot_for(
        &mut self,
        vm: &mut Vm,
        cont: usize,
        key: Value,
    ) -> Result<(SlotId, Option<Rc<PropInfo>>), Fail> {
        let owner = self.conts[cont].owner;
        let key = match owner {
            Owner::Array | Owner::Data(_) => match key {
                Value::Int(i) => ArrayKey::Int(i),
                Value::Str(s) => match canonical_int(s.as_bytes()) {
                    Some(i) => ArrayKey::Int(i),
                    None => ArrayKey::Str(s),
                },
                _ => return Err(Fail::Syntax),
            },
            Owner::Props(obj) => {
                let name = match key {
                    Value::Int(i) => PhpStr::from(i.to_string().as_str()),
                    Value::Str(s) => s,
                    _ => return Err(Fail::Syntax),
                };
                return self.prop_slot(vm, cont, obj, name);
            }
        };
        let existing = self.conts[cont].index.get(&key).copied();
        let slot = match existing {
            Some(slot) => {
                self.slots[slot] = Content::Val(Value::Null);
                slot
            }
            None => self.new_slot(cont, key),
        };
        Ok((slot, None))
    }

    /// php's `is_property_visibility_changed`: a public or `*`/own-class mangled name of a
    /// declared property. `Err` for a malformed mangled name (php's notices).
    fn visibility_changed(
        &self,
        vm: &mut Vm,
        class: &Class,
        key: &[u8],
    ) -> Result<Option<Rc<PropInfo>>, Fail> {
        if class.props.is_empty() {
            return Ok(None);
        }
        if key.first() != Some(&0) {
            return Ok(class.props.get(key).cloned());
        }
        if key.len() < 3 || key[1] == 0 {
            vm.notice("Illegal member variable name");
            return Err(Fail::Syntax);
        }
        let Some((cls, name)) = unmangle(key) else {
            vm.notice("Corrupt member variable name");
            return Err(Fail::Syntax);
        };
        if cls == b"*" || cls.eq_ignore_ascii_case(class.name.as_bytes()) {
            return Ok(class.props.get(name).cloned());
        }
        Ok(None)
    }

    /// The slot of an object property named `name` in php's mangled form.
    fn prop_slot(
        &mut self,
        vm: &mut Vm,
        cont: usize,
        obj: usize,
        name: PhpStr,
    ) -> Result<(SlotId, Option<Rc<PropInfo>>), Fail> {
        let class = self.objs[obj].class.clone();
        let declared = class
            .defaults
            .iter()
            .find(|(info, _)| php_key(info) == name.as_bytes())
            .map(|(info, _)| info.clone());
        let declared = match declared {
            Some(info) => Some(info),
            None => match throwable_decl(&class, name.as_bytes()) {
                Some(info) => Some(info),
                None => self.visibility_changed(vm, &class, name.as_bytes())?,
            },
        };
        if let Some(info) = declared {
            let key = ArrayKey::Str(info.key.clone());
            let slot = match self.conts[cont].index.get(&key).copied() {
                Some(slot) => {
                    self.slots[slot] = Content::Val(Value::Null);
                    slot
                }
                None => self.new_slot(cont, key),
            };
            let check = info.ty.is_some().then_some(info);
            return Ok((slot, check));
        }
        let key = ArrayKey::Str(name.clone());
        if let Some(slot) = self.conts[cont].index.get(&key).copied() {
            self.slots[slot] = Content::Val(Value::Null);
            return Ok((slot, None));
        }
        let dynamic_ok = class.allow_dynamic || &*class.lname == b"__php_incomplete_class";
        if !dynamic_ok {
            let prop = unmangled(name.as_bytes());
            let cname = class.name.to_string_lossy();
            if class.is_readonly {
                return Err(Fail::Throw(Control::Error(
                    ThrowKind::Error,
                    format!("Cannot create dynamic property {cname}::${prop}"),
                )));
            }
            vm.deprecated(format!(
                "Creation of dynamic property {cname}::${prop} is deprecated"
            ));
        }
        Ok((self.new_slot(cont, key), None))
    }

    /// The content behind a slot (through a reference).
    fn resolved(&self, slot: SlotId) -> &Content {
        match &self.slots[slot] {
            Content::Ref(r) => &self.refs[*r],
            c => c,
        }
    }

    /// `zend_verify_prop_assignable_by_ref` in strict mode (int widens to float).
    fn check_type(&mut self, slot: SlotId, info: &Rc<PropInfo>) -> Result<(), Fail> {
        let Some(ty) = &info.ty else {
            return Ok(());
        };
        let has = |n: &[u8]| ty.alternatives.iter().any(|a| a.eq_ignore_ascii_case(n));
        if has(b"mixed") {
            return self.bind_typed(slot, info);
        }
        let (ok, given, widen) = match self.resolved(slot) {
            Content::Array(_) => (
                has(b"array") || has(b"iterable"),
                "array".to_string(),
                false,
            ),
            Content::Object(o) => {
                let class = self.objs[*o].class.clone();
                (
                    object_fits(&class, ty, info),
                    class.name.to_string_lossy(),
                    false,
                )
            }
            Content::Val(Value::Object(h)) => {
                let class = h.class();
                (
                    object_fits(&class, ty, info),
                    class.name.to_string_lossy(),
                    false,
                )
            }
            Content::Val(v) => {
                let ok = match v {
                    Value::Null => has(b"null"),
                    Value::Bool(b) => has(b"bool") || has(if *b { b"true" } else { b"false" }),
                    Value::Int(_) => has(b"int"),
                    Value::Float(_) => has(b"float"),
                    Value::Str(_) => has(b"string"),
                    _ => false,
                };
                let widen = !ok && matches!(v, Value::Int(_)) && has(b"float");
                (ok || widen, v.value_name(), widen)
            }
            Content::Ref(_) => (true, String::new(), false),
        };
        let source = match &self.slots[slot] {
            Content::Ref(r) => self.ref_sources.get(r).cloned(),
            _ => None,
        };
        if let (true, Some(source)) = (widen, source) {
            // an int held by a reference bound to another typed property cannot widen
            let source_ty = source.ty.as_ref().map_or("", |t| t.display.as_str());
            return Err(Fail::Throw(Control::Error(
                ThrowKind::TypeError,
                format!(
                    "Reference with value of type int held by property {}::${} of type {source_ty} is not compatible with property {}::${} of type {}",
                    source.declaring_name.to_string_lossy(),
                    source.name.to_string_lossy(),
                    info.declaring_name.to_string_lossy(),
                    info.name.to_string_lossy(),
                    ty.display
                ),
            )));
        }
        if widen {
            let target = match &self.slots[slot] {
                Content::Ref(r) => &mut self.refs[*r],
                _ => &mut self.slots[slot],
            };
            if let Content::Val(Value::Int(i)) = target {
                *target = Content::Val(Value::Float(*i as f64));
            }
        }
        if ok {
            return self.bind_typed(slot, info);
        }
        Err(Fail::Throw(Control::Error(
            ThrowKind::TypeError,
            format!(
                "Cannot assign {given} to property {}::${} of type {}",
                info.declaring_name.to_string_lossy(),
                info.name.to_string_lossy(),
                ty.display
            ),
        )))
    }

    /// A typed property's accepted value: a reference gets it as a type source, a plain
    /// slot is remembered for a later `R:` to it.
    fn bind_typed(&mut self, slot: SlotId, info: &Rc<PropInfo>) -> Result<(), Fail> {
        let info = info.clone();
        match &self.slots[slot] {
            Content::Ref(r) => {
                self.ref_sources.entry(*r).or_insert(info);
            }
            _ => {
                self.typed.insert(slot, info);
            }
        }
        Ok(())
    }

    /// A key: a scalar parsed without back-references (php's `var_hash == NULL`).
    fn key(&mut self, vm: &mut Vm) -> Result<Value, Fail> {
        let start = self.p;
        if start >= self.scan.buf.len() {
            return Err(Fail::Syntax);
        }
        let (tok, end) = self.scan.scan(start);
        match tok {
            Tok::Int => {
                self.p = end;
                Ok(Value::Int(self.iv(vm, start + 2).0))
            }
            Tok::Str(escaped) => self.string(vm, start, end, escaped).map(Value::Str),
            Tok::Null | Tok::Bool(_) | Tok::NanInf | Tok::Float | Tok::BackRef(_) => {
                // parsed, but not a valid key
                self.p = end;
                Err(Fail::Syntax)
            }
            Tok::Array => {
                self.iv(vm, start + 2);
                self.p = end;
                Err(Fail::Syntax)
            }
            Tok::Close => {
                vm.warn(format!(
                    "{}(): Unexpected end of serialized data",
                    self.func
                ));
                Err(Fail::Syntax)
            }
            Tok::Object(_) | Tok::Enum | Tok::Any => Err(Fail::Syntax),
        }
    }

    /// `parse_iv` with php's out-of-range warning.
    fn iv(&self, vm: &mut Vm, at: usize) -> (i64, usize) {
        let (v, end, overflow) = self.scan.parse_iv2(at);
        if overflow {
            vm.warn(format!("{}(): Numerical result out of range", self.func));
        }
        (v, end)
    }

    /// The body of `s:n:"...";` or `S:n:"...";` (the rule matched `start..end`).
    fn string(
        &mut self,
        vm: &mut Vm,
        start: usize,
        end: usize,
        escaped: bool,
    ) -> Result<PhpStr, Fail> {
        let len = self.scan.parse_uiv(start + 2);
        let total = self.scan.buf.len();
        let maxlen = (total - end) as u64;
        if maxlen < len {
            self.p = start + 2;
            return Err(Fail::Syntax);
        }
        let len = len as usize;
        let (bytes, mut q) = if escaped {
            let mut out = Vec::new();
            let mut q = end;
            for _ in 0..len {
                if q >= total {
                    return Err(Fail::Syntax);
                }
                if self.scan.at(q) != b'\\' {
                    out.push(self.scan.at(q));
                } else {
                    let mut ch: u8 = 0;
                    for _ in 0..2 {
                        q += 1;
                        let d = match self.scan.at(q) {
                            c @ b'0'..=b'9' => c - b'0',
                            c @ b'a'..=b'f' => c - b'a' + 10,
                            c @ b'A'..=b'F' => c - b'A' + 10,
                            _ => return Err(Fail::Syntax),
                        };
                        ch = (ch << 4) | d;
                    }
                    out.push(ch);
                }
                q += 1;
            }
            (out, q)
        } else {
            (self.scan.buf[end..end + len].to_vec(), end + len)
        };
        if self.scan.at(q) != b'"' {
            self.p = q;
            return Err(Fail::Syntax);
        }
        q += 1;
        if self.scan.at(q) != b';' {
            self.p = q;
            return Err(Fail::Syntax);
        }
        self.p = q + 1;
        if escaped {
            vm.deprecated(format!(
                "{}(): Unserializing the 'S' format is deprecated",
                self.func
            ));
        }
        Ok(PhpStr::from_vec(bytes))
    }

    /// A back-reference's target slot (`n` of `R:n;`/`r:n;`), `None` when out of range.
    fn var(&mut self, start: usize) -> Option<SlotId> {
        let id = self.scan.parse_uiv(start + 2).wrapping_sub(1);
        let i = usize::try_from(id).ok()?;
        if i >= self.base {
            return self
                .vars
                .get(i - self.base)
                .copied()
                .filter(|s| !self.dead.contains(s));
        }
        // a value of a call around this one
        if let Some(slot) = self.outer_slots.get(&i) {
            return *slot;
        }
        let v = self
            .shared
            .as_ref()
            .and_then(|t| t.borrow().get(i).cloned().flatten());
        let slot = v.map(|v| {
            self.slots.push(Content::Val(v));
            self.slots.len() - 1
        });
        self.outer_slots.insert(i, slot);
        slot
    }

    /// Parse one value into `slot`.
    fn value(&mut self, vm: &mut Vm, slot: SlotId) -> Result<Parsed, Fail> {
        let start = self.p;
        if start >= self.scan.buf.len() {
            return Err(Fail::Syntax);
        }
        if self.scan.at(start) != b'R' {
            self.vars.push(slot);
        }
        let (tok, end) = self.scan.scan(start);
        let v = match tok {
            Tok::BackRef(true) => {
                self.p = end;
                let target = self.var(start).ok_or(Fail::Syntax)?;
                if target == slot {
                    return Err(Fail::Syntax);
                }
                let r = match &self.slots[target] {
                    Content::Ref(r) => *r,
                    c => {
                        let c = c.clone();
                        self.refs.push(c);
                        let r = self.refs.len() - 1;
                        self.slots[target] = Content::Ref(r);
                        if let Some(info) = self.typed.remove(&target) {
                            self.ref_sources.insert(r, info);
                        }
                        r
                    }
                };
                self.slots[slot] = Content::Ref(r);
                return Ok(Parsed::Done);
            }
            Tok::BackRef(false) => {
                self.p = end;
                let target = self.var(start).ok_or(Fail::Syntax)?;
                if target == slot {
                    return Err(Fail::Syntax);
                }
                let c = match self.resolved(target) {
                    c @ (Content::Object(_) | Content::Val(Value::Object(_))) => c.clone(),
                    _ => return Err(Fail::Syntax),
                };
                self.slots[slot] = c;
                return Ok(Parsed::Done);
            }
            Tok::Null => Value::Null,
            Tok::Bool(b) => Value::Bool(b),
            Tok::Int => Value::Int(self.iv(vm, start + 2).0),
            Tok::NanInf => match self.scan.at(start + 2) {
                b'N' => Value::Float(f64::NAN),
                b'I' => Value::Float(f64::INFINITY),
                _ => Value::Float(f64::NEG_INFINITY),
            },
            Tok::Float => Value::Float(str_to_float(&self.scan.buf[start + 2..end - 1])),
            Tok::Str(escaped) => {
                let s = self.string(vm, start, end, escaped)?;
                self.slots[slot] = Content::Val(Value::Str(s));
                return Ok(Parsed::Done);
            }
            Tok::Array => return self.array(vm, slot, start, end),
            Tok::Object(custom) => {
                let r = self.object(vm, slot, start, end, custom);
                if let Err(Fail::Callback(_)) = &r {
                    // parsed again from its start once the callback ran
                    self.vars.pop();
                    self.retry = Some((slot, start));
                }
                return r;
            }
            Tok::Enum => {
                let v = self.enum_case(vm, start, end)?;
                self.slots[slot] = Content::Val(v);
                return Ok(Parsed::Done);
            }
            Tok::Close => {
                vm.warn(format!(
                    "{}(): Unexpected end of serialized data",
                    self.func
                ));
                return Err(Fail::Syntax);
            }
            Tok::Any => return Err(Fail::Syntax),
        };
        self.p = end;
        self.slots[slot] = Content::Val(v);
        Ok(Parsed::Done)
    }

    fn array(
        &mut self,
        vm: &mut Vm,
        slot: SlotId,
        start: usize,
        end: usize,
    ) -> Result<Parsed, Fail> {
        let (elements, _) = self.iv(vm, start + 2);
        self.p = end;
        let rest = (self.scan.buf.len() - end) as i64;
        if !(0..HT_MAX_SIZE).contains(&elements) || elements > rest / 2 {
            return Err(Fail::Syntax);
        }
        let cont = self.new_container(Owner::Array);
        self.slots[slot] = Content::Array(cont);
        if elements == 0 {
            if self.scan.at(self.p) != b'}' || self.p >= self.scan.buf.len() {
                return Err(Fail::Syntax);
            }
            self.p += 1;
            return Ok(Parsed::Done);
        }
        self.open(vm, cont, elements, false)
    }

    /// The class of `O:`/`C:`: (class, incomplete). `None` for an invalid name.
    fn resolve_class(&mut self, vm: &mut Vm, name: &[u8]) -> Result<Option<Rc<Class>>, Fail> {
        let lower = name.to_ascii_lowercase();
        if let Some(allowed) = &self.options.allowed {
            if !allowed.contains(&lower) {
                return Ok(None);
            }
        }
        let ran = std::mem::take(&mut self.callback_ran);
        self.lookup(vm, name, ran)
    }

    /// Find or autoload class `name`; with `unserialize_callback_func` set, a class still
    /// missing stops the parse for the callback (or, once it ran (`ran`), warns).
    fn lookup(&mut self, vm: &mut Vm, name: &[u8], ran: bool) -> Result<Option<Rc<Class>>, Fail> {
        // A registered internal class (DateTime...) is linked on first use.
        match vm.find_class_linking(name) {
            Ok(Some(c)) => return Ok(Some(c)),
            Ok(None) => {}
            Err(e) => return Err(Fail::Throw(e)),
        }
        let found = vm.autoload(name).map_err(Fail::Throw)?;
        if found.is_some() {
            return Ok(found);
        }
        let callback = vm
            .ini
            .get("unserialize_callback_func")
            .unwrap_or("")
            .to_owned();
        if callback.is_empty() {
            return Ok(None);
        }
        if !ran {
            return Err(Fail::Callback(name.to_vec()));
        }
        vm.warn(format!(
            "{}(): Function {callback}() hasn't defined the class it was called for",
            self.func
        ));
        Ok(None)
    }

    fn object(
        &mut self,
        vm: &mut Vm,
        slot: SlotId,
        start: usize,
        end: usize,
        custom: bool,
    ) -> Result<Parsed, Fail> {
        let len = self.scan.parse_uiv(start + 2);
        let total = self.scan.buf.len();
        let maxlen = (total - end) as u64;
        if maxlen < len || len == 0 {
            self.p = start + 2;
            return Err(Fail::Syntax);
        }
        let len = len as usize;
        let buf = self.scan.buf.clone();
        let name = &buf[end..end + len];
        let quote = end + len;
        if self.scan.at(quote) != b'"' {
            self.p = quote;
            return Err(Fail::Syntax);
        }
        if self.scan.at(quote + 1) != b':' {
            self.p = quote + 1;
            return Err(Fail::Syntax);
        }
        if name[0] == 0 || name[0] == b'\\' || !valid_class_name(name) {
            return Err(Fail::Syntax);
        }
        let class = self.resolve_class(vm, name)?;
        self.p = quote;
        if let Some(c) = &class {
            if not_serializable(c) {
                return Err(Fail::Throw(Control::Error(
                    ThrowKind::Exception,
                    format!(
                        "Unserialization of '{}' is not allowed",
                        c.name.to_string_lossy()
                    ),
                )));
            }
        }
        let name = PhpStr::new(name);
        if custom {
            return self.custom(vm, slot, class, name);
        }
        if self.p + 2 >= total {
            vm.warn("Bad unserialize data");
            return Err(Fail::Syntax);
        }
        let (elements, after) = self.iv(vm, self.p + 2);
        self.p = after;
        let rest = (total - quote) as i64;
        if elements < 0 || elements > rest / 2 {
            return Err(Fail::Syntax);
        }
        if self.scan.at(self.p) != b':' {
            return Err(Fail::Syntax);
        }
        if self.scan.at(self.p + 1) != b'{' {
            self.p += 1;
            return Err(Fail::Syntax);
        }
        self.p += 2;
        let has_unserialize = class
            .as_ref()
            .is_some_and(|c| c.find_method(b"__unserialize").is_some());
        if let Some(c) = &class {
            if c.is_a_lname(b"serializable") && !has_unserialize {
                vm.warn(format!(
                    "Erroneous data format for unserializing '{}'",
                    c.name.to_string_lossy()
                ));
                return Err(Fail::Syntax);
            }
        }
        let obj = self.create(vm, class.as_ref(), &name)?;
        self.slots[slot] = Content::Object(obj);
        if has_unserialize {
            if elements >= HT_MAX_SIZE {
                return Err(Fail::Syntax);
            }
            let cont = self.new_container(Owner::Data(obj));
            return self.open(vm, cont, elements, false);
        }
        let wakeup = class
            .as_ref()
            .is_some_and(|c| c.find_method(b"__wakeup").is_some());
        let cont = self.props_container(obj);
        self.open(vm, cont, elements, wakeup)
    }

    /// A new object of `class`, or an incomplete one named `name`.
    fn create(
        &mut self,
        vm: &mut Vm,
        class: Option<&Rc<Class>>,
        name: &PhpStr,
    ) -> Result<usize, Fail> {
        let handle = match class {
            Some(c) => vm.instantiate_class(c).map_err(Fail::Throw)?,
            None => {
                let class = vm.lookup_class(INCOMPLETE_CLASS).map_err(Fail::Throw)?;
                let h = vm.instantiate_class(&class).map_err(Fail::Throw)?;
                let mut b = h.borrow_mut();
                b.properties.insert(
                    ArrayKey::Str(PhpStr::new(INCOMPLETE_NAME_MEMBER)),
                    Value::Str(name.clone()),
                );
                drop(b);
                h
            }
        };
        let class = handle.class();
        self.objs.push(Obj { handle, class });
        Ok(self.objs.len() - 1)
    }

    /// The container of an object's properties, holding its current ones.
    fn props_container(&mut self, obj: usize) -> usize {
        let cont = self.new_container(Owner::Props(obj));
        let current = self.objs[obj].handle.borrow().properties.clone();
        for (k, v) in current.iter() {
            self.slots.push(Content::Val(v.clone()));
            let slot = self.slots.len() - 1;
            let c = &mut self.conts[cont];
            c.index.insert(k.clone(), slot);
            c.entries.push((k, slot));
        }
        cont
    }

    /// `C:n:"Class":len:{data}` (php's `object_custom`): a class implementing
    /// `Serializable` gets its `unserialize($data)` called; any other class (and an
    /// incomplete one) gets php's "has no unserializer" warning and an empty object.
    fn custom(
        &mut self,
        vm: &mut Vm,
        slot: SlotId,
        class: Option<Rc<Class>>,
        name: PhpStr,
    ) -> Result<Parsed, Fail> {
        let total = self.scan.buf.len();
        let (datalen, after) = self.iv(vm, self.p + 2);
        self.p = after;
        if total.saturating_sub(self.p) < 2 {
            return Err(Fail::Syntax);
        }
        if self.scan.at(self.p) != b':' {
            return Err(Fail::Syntax);
        }
        if self.scan.at(self.p + 1) != b'{' {
            self.p += 1;
            return Err(Fail::Syntax);
        }
        self.p += 2;
        let present = (total - self.p) as i64;
        if datalen < 0 || present <= datalen {
            vm.warn(format!(
                "Insufficient data for unserializing - {datalen} required, {present} present"
            ));
            return Err(Fail::Syntax);
        }
        let datalen = datalen as usize;
        if self.scan.at(self.p + datalen) != b'}' {
            self.p += datalen;
            return Err(Fail::Syntax);
        }
        let custom = class.as_ref().is_some_and(|c| {
            c.is_a_lname(b"serializable") && c.find_method(b"unserialize").is_some()
        });
        if !custom {
            let class_name = class.as_ref().map_or_else(
                || String::from_utf8_lossy(INCOMPLETE_CLASS).into_owned(),
                |c| c.name.to_string_lossy(),
            );
            vm.warn(format!("Class {class_name} has no unserializer"));
        }
        let obj = self.create(vm, class.as_ref(), &name)?;
        self.slots[slot] = Content::Object(obj);
        let data = PhpStr::new(&self.scan.buf[self.p..self.p + datalen]);
        self.p += datalen + 1;
        if custom {
            if self.inline_custom {
                return Err(Fail::Custom(obj, data));
            }
            self.delayed.push(Delayed::Custom(obj, data));
        }
        Ok(Parsed::Done)
    }

    /// `E:n:"Enum:Case";`
    fn enum_case(&mut self, vm: &mut Vm, start: usize, end: usize) -> Result<Value, Fail> {
        let len = self.scan.parse_uiv(start + 2);
        let total = self.scan.buf.len();
        if ((total - end) as u64) < len || len == 0 {
            self.p = start + 2;
            return Err(Fail::Syntax);
        }
        let len = len as usize;
        let text = &self.scan.buf[end..end + len];
        let quote = end + len;
        if self.scan.at(quote) != b'"' {
            self.p = quote;
            return Err(Fail::Syntax);
        }
        if self.scan.at(quote + 1) != b';' {
            self.p = quote + 1;
            return Err(Fail::Syntax);
        }
        let Some(colon) = text.iter().position(|&b| b == b':') else {
            vm.warn(format!(
                "{}(): Invalid enum name '{}' (missing colon)",
                self.func,
                String::from_utf8_lossy(text)
            ));
            return Err(Fail::Syntax);
        };
        let (enum_name, case) = (&text[..colon], &text[colon + 1..]);
        let enum_text = String::from_utf8_lossy(enum_name).into_owned();
        let case_text = String::from_utf8_lossy(case).into_owned();
        if !valid_class_name(enum_name) {
            return Err(Fail::Syntax);
        }
        let class = match vm.find_class(enum_name) {
            Some(c) => Some(c),
            None => vm.autoload(enum_name).map_err(Fail::Throw)?,
        };
        let Some(class) = class else {
            vm.warn(format!("{}(): Class '{enum_text}' not found", self.func));
            return Err(Fail::Syntax);
        };
        if class.kind != ClassKind::Enum {
            vm.warn(format!(
                "{}(): Class '{enum_text}' is not an enum",
                self.func
            ));
            return Err(Fail::Syntax);
        }
        self.p = quote + 2;
        let Some(k) = class.consts.get(case) else {
            vm.warn(format!(
                "{}(): Undefined constant {enum_text}::{case_text}",
                self.func
            ));
            return Err(Fail::Syntax);
        };
        if !k.is_case {
            vm.warn(format!(
                "{}(): {enum_text}::{case_text} is not an enum case",
                self.func
            ));
            return Err(Fail::Syntax);
        }
        vm.class_constant(&class, case).map_err(Fail::Throw)
    }
}

/// The Exception or Error property a key names (mangled, or by its bare name), which rphp
/// stores under its bare name.
fn throwable_decl(class: &Rc<Class>, key: &[u8]) -> Option<Rc<PropInfo>> {
    let (base, decls) = rphp_vm::class::throwable_decls(class)?;
    let name = match unmangle(key) {
        Some((cls, name))
            if cls == b"*"
                || cls.eq_ignore_ascii_case(class.name.as_bytes())
                || cls == base.name.as_bytes() =>
        {
            name
        }
        Some(_) => return None,
        None => key,
    };
    decls
        .into_iter()
        .find(|info| info.name.as_bytes() == name)
        .map(Rc::new)
}

/// Whether an object of `class` fits a property type (strict mode).
fn object_fits(class: &Class, ty: &rphp_vm::bytecode::ParamType, info: &PropInfo) -> bool {
    ty.alternatives.iter().any(|a| match &**a {
        b"object" | b"mixed" => true,
        b"iterable" => class.is_a_lname(b"traversable"),
        b"self" | b"static" => class.is_a(info.declaring_name.as_bytes()),
        name => class.is_a(name),
    })
}

#[cfg(test)]
mod fuzz_tests;
