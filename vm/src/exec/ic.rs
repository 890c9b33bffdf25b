//! Inline caches of the object ops (`$o->name` reads and writes, `$o->m()` calls), so that
//! the hot path makes no hash lookup: one cache entry per op site (row `Func::id`, column
//! the op's pc), filled by the first access that took the full path.
//!
//! A property entry remembers, for one (object class, calling scope, name), the property's
//! key and its position in the object's property table. The visibility verdict depends
//! only on that triple, so a hit needs: the same class and scope, and the object's table
//! still holding that key at that position (it does for every object of the class whose
//! declared properties were not unset; a position check is a bounds check and a pointer
//! compare). Sites whose property has hooks, or (for writes) is readonly, are never
//! cached: their semantics live in the full path. A site that was once denied, or found
//! a hooked property, is switched off for good (`Ic::Off`).
//!
//! A method entry remembers the `MethodEntry` a (class, scope) pair resolves a call
//! site's literal name to, when the resolution is the plain one (a visible method or the
//! scope's own private one): no `__call`, no error.
use std::rc::Rc;

use super::call::Callee;
use super::{OpResult, Vm};
use crate::bytecode::ParamType;
use crate::bytecode::{Lit, Slot};
use crate::class::{ClassId, MethodEntry, PropInfo};
use crate::value::{ArrayKey, ObjectHandle, PhpRef, PhpStr, Value};

#[derive(Clone, Default)]
pub(crate) enum Ic {
    #[default]
    Empty,
    /// Not cacheable (hooks, readonly writes, denied access): always the full path.
    Off,
    Prop(Box<PropIc>),
    Method {
        class: ClassId,
        scope: ClassId,
        entry: Rc<MethodEntry>,
    },
    /// A static property's cell (a rebinding, `A::$x = &$y`, drops the entries of the old
    /// cell: `InlineCaches::forget_static_cell`).
    Static {
        class: ClassId,
        scope: ClassId,
        cell: PhpRef,
    },
    /// A global constant's value (`FOO`: a constant never changes once found, and php's
    /// `FETCH_CONSTANT` caches its resolution per site too).
    Value(Value),
    /// `$GLOBALS[name]` of a variable of the main script's frame (function `func`, the
    /// frame's first): its slot, for the name string the site read (the same literal
    /// handle each time).
    Global {
        name: PhpStr,
        func: u32,
        slot: u32,
    },
    /// A class constant's value (evaluated, not deprecated).
    Const {
        class: ClassId,
        scope: ClassId,
        value: Value,
    },
}

#[derive(Clone)]
pub(crate) struct PropIc {
    pub(super) class: ClassId,
    pub(super) scope: ClassId,
    /// The name the site used (a literal: the same string every time).
    name: PhpStr,
    /// The key in the property table (mangled for private/protected properties).
    pub(super) key: PhpStr,
    pub(super) pos: u32,
    pub(super) info: Option<Rc<PropInfo>>,
}

/// The caches of all functions: row `Func::id`, made on a function's first cached access.
#[derive(Default)]
pub(crate) struct InlineCaches {
    rows: Vec<Box<[Ic]>>,
}

impl InlineCaches {
    #[inline]
    fn get(&self, func: u32, pc: u32) -> Option<&Ic> {
        self.rows.get(func as usize)?.get(pc as usize)
    }

    /// A function's caches (empty before its first cached access).
    #[inline]
    pub(super) fn row(&self, func: u32) -> &[Ic] {
        self.rows.get(func as usize).map_or(&[], |r| &r[..])
    }

    /// Drops every site's cache of static cell `old` (the static was rebound to another
    /// cell: `A::$x = &$y`). Rare, so a scan of all sites.
    pub(super) fn forget_static_cell(&mut self, old: &PhpRef) {
        for row in &mut self.rows {
            for e in row.iter_mut() {
                if matches!(e, Ic::Static { cell, .. } if PhpRef::ptr_eq(cell, old)) {
                    *e = Ic::Empty;
                }
            }
        }
    }

    fn set(&mut self, func: u32, pc: u32, len: usize, ic: Ic) {
        let f = func as usize;
        if self.rows.len() <= f {
            self.rows.resize_with(f + 1, Default::default);
        }
        let row = &mut self.rows[f];
        if row.len() < len {
            *row = vec![Ic::Empty; len].into_boxed_slice();
        }
        if let Some(e) = row.get_mut(pc as usize) {
            *e = ic;
        }
    }
}

#[inline(always)]
fn same(a: &PhpStr, b: &PhpStr) -> bool {
    PhpStr::ptr_eq(a, b) || a.as_bytes() == b.as_bytes()
}

/// The fast lane's property read: the position of `o`'s property `n` (from `scope`) when
/// `ic` knows it.
#[inline(always)]
pub(super) fn cached_pos(ic: &Ic, scope: ClassId, o: &ObjectHandle, n: &PhpStr) -> Option<u32> {
    match ic {
        Ic::Prop(ic) => prop_pos(ic, scope, o, n),
        _ => None,
    }
}

#[inline(always)]
fn prop_pos(ic: &PropIc, scope: ClassId, o: &ObjectHandle, n: &PhpStr) -> Option<u32> {
    if ic.scope != scope || !same(n, &ic.name) {
        return None;
    }
    let b = o.try_borrow()?;
    if b.class.id != ic.class {
        return None;
    }
    let (k, _) = b.properties.str_entry_at(ic.pos)?;
    same(k, &ic.key).then_some(ic.pos)
}

/// `cached_pos`, and the value there.
pub(super) fn cached_read(ic: &Ic, scope: ClassId, o: &ObjectHandle, n: &PhpStr) -> Option<Value> {
    let pos = cached_pos(ic, scope, o, n)?;
    o.borrow().properties.value_at(pos).map(Value::deref_value)
}

/// The fast lane's property write: the position to store `v` at, when `ic` knows `o`'s
/// property `n` from `scope`, its type (if any) takes `v` as it is, and the value there
/// now is a plain scalar (so the write runs no destructor and goes through no reference).
#[inline(always)]
pub(super) fn cached_write_pos(
    ic: &Ic,
    scope: ClassId,
    o: &ObjectHandle,
    n: &PhpStr,
    v: &Value,
) -> Option<u32> {
    let Ic::Prop(ic) = ic else { return None };
    if ic.scope != scope || !same(n, &ic.name) {
        return None;
    }
    if let Some(ty) = ic.info.as_ref().and_then(|i| i.ty.as_ref()) {
        if !accepts_as_is(ty, v) {
            return None;
        }
    }
    let b = o.try_borrow()?;
    if b.class.id != ic.class {
        return None;
    }
    let (k, old) = b.properties.str_entry_at(ic.pos)?;
    let scalar = matches!(
        old,
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
    );
    (scalar && same(k, &ic.key)).then_some(ic.pos)
}

/// Whether a typed property takes `v` without coercion or error: `v`'s own type is one
/// of the alternatives (or `mixed`).
#[inline(always)]
fn accepts_as_is(ty: &ParamType, v: &Value) -> bool {
    let own: &[u8] = match v {
        Value::Int(_) => b"int",
        Value::Float(_) => b"float",
        Value::Str(_) => b"string",
        Value::Bool(true) => b"true",
        Value::Bool(false) => b"false",
        Value::Null => b"null",
        Value::Array(_) => b"array",
        _ => return false,
    };
    ty.alternatives.iter().any(|a| {
        **a == *own || &**a == b"mixed" || (&**a == b"bool" && matches!(v, Value::Bool(_)))
    })
}

/// Where the running op is: (function id, pc, scope, op count).
pub(super) struct Site {
    func: u32,
    pc: u32,
    scope: ClassId,
    len: usize,
}

impl Vm {
    pub(super) fn site(&self) -> Option<Site> {
        let f = self.co.frames.last()?;
        Some(Site {
            func: f.func.id,
            pc: f.pc.checked_sub(1)?,
            scope: f.scope,
            len: f.func.unit.ops.len(),
        })
    }

    /// `FetchObjR`: `dst = $obj->name`.
    pub(super) fn fetch_prop_op(
        &mut self,
        base: usize,
        dst: Slot,
        obj: Slot,
        name: Slot,
    ) -> OpResult {
        let o = self.read(base, obj);
        let n = self.read(base, name);
        self.fetch_prop_at(base, dst, o, n)
    }

    /// `FetchPropC` / `FetchThisPropC` (`obj` None): a literal name.
    pub(super) fn fetch_prop_c(
        &mut self,
        base: usize,
        dst: Slot,
        obj: Option<Slot>,
        name: Lit,
    ) -> OpResult {
        let (o, n) = self.obj_and_lit(base, obj, name)?;
        self.fetch_prop_at(base, dst, o, n)
    }

    fn fetch_prop_at(&mut self, base: usize, dst: Slot, o: Value, n: Value) -> OpResult {
        let site = self.site();
        if let Some(v) = self.cached_read_at(site.as_ref(), &o, &n) {
            self.set(base, dst, v);
            return Ok(());
        }
        let defer = super::magic_cont::Defer::Prop;
        let Some(v) = self.deferring(defer, dst, |vm| vm.fetch_prop(&o, &n, false))? else {
            return Ok(());
        };
        if let Some(site) = site {
            self.learn_prop(&site, &o, &n, false);
        }
        self.set(base, dst, v);
        Ok(())
    }

    /// What the inline cache of `site` reads for `$o->n`, when it knows the property.
    fn cached_read_at(&self, site: Option<&Site>, o: &Value, n: &Value) -> Option<Value> {
        let (Some(site), Value::Object(obj), Value::Str(name)) = (site, o, n) else {
            return None;
        };
        self.ic
            .get(site.func, site.pc)
            .and_then(|ic| cached_read(ic, site.scope, obj, name))
    }

    /// `FetchObjW`: `dst = $obj->name` fetched for writing into it. A cached property
    /// holding an object is the answer as it is (a W fetch of it finds the same handle).
    pub(super) fn fetch_obj_w_op(&mut self, base: usize, op: crate::bytecode::Op) -> OpResult {
        let crate::bytecode::Op::FetchObjW {
            dst,
            obj,
            name,
            lit,
        } = op
        else {
            return Ok(());
        };
        let (o, n) = match (lit, obj) {
            (true, crate::bytecode::NO_SLOT) => self.obj_and_lit(base, None, name)?,
            (true, _) => (self.read_quiet(base, obj), Value::Str(self.lit_str(name))),
            (false, _) => (self.read_quiet(base, obj), self.read(base, name)),
        };
        let site = self.site();
        if let Some(v @ Value::Object(_)) = self.cached_read_at(site.as_ref(), &o, &n) {
            self.set(base, dst, v);
            return Ok(());
        }
        let n = self.to_string_value(&n)?;
        let v = match &o {
            // a `__get` may stop it: it runs again (`magic_cont.rs`)
            Value::Object(obj) => self.rerunnable(|vm| vm.fetch_prop_w(obj, &n))?,
            other => {
                return Err(super::Control::Error(
                    super::ThrowKind::Error,
                    format!(
                        "Attempt to modify property \"{}\" on {}",
                        n.to_string_lossy(),
                        other.value_name()
                    ),
                ));
            }
        };
        if let Some(site) = site {
            self.learn_prop(&site, &o, &Value::Str(n), false);
        }
        self.set(base, dst, v);
        Ok(())
    }

    /// The object (slot `obj`, or `$this` when None: php's Error outside an object) and
    /// the literal name of a `*PropC` op.
    pub(super) fn obj_and_lit(
        &mut self,
        base: usize,
        obj: Option<Slot>,
        name: Lit,
    ) -> Result<(Value, Value), super::Control> {
        let o = match obj {
            Some(s) => self.read(base, s),
            None => match self.co.frames.last().and_then(|f| f.this.clone()) {
                Some(t) => Value::Object(t),
                None => {
                    return Err(super::Control::Error(
                        super::ThrowKind::Error,
                        "Using $this when not in object context".into(),
                    ));
                }
            },
        };
        Ok((o, Value::Str(self.lit_str(name))))
    }

    /// `AssignObj`: `$obj->name = src`.
    pub(super) fn assign_prop_op(
        &mut self,
        base: usize,
        obj: Slot,
        name: Slot,
        src: Slot,
    ) -> OpResult {
        // the object is fetched for writing (php's BP_VAR_W): an undefined variable is
        // only the "on null" Error, without the read warning
        let o = self.read_quiet(base, obj);
        let n = self.read(base, name);
        let v = self.take(base, src);
        self.assign_prop_at(o, n, v)
    }

    /// `AssignPropC` / `AssignThisPropC` (`obj` None): a literal name.
    pub(super) fn assign_prop_c(
        &mut self,
        base: usize,
        obj: Option<Slot>,
        name: Lit,
        src: Slot,
    ) -> OpResult {
        let (o, n) = match obj {
            // fetched for writing, as `assign_prop_op`
            Some(s) => (self.read_quiet(base, s), Value::Str(self.lit_str(name))),
            None => self.obj_and_lit(base, obj, name)?,
        };
        let v = self.take(base, src);
        self.assign_prop_at(o, n, v)
    }

    fn assign_prop_at(&mut self, o: Value, n: Value, v: Value) -> OpResult {
        let site = self.site();
        let mut v = v;
        if let (Some(site), Value::Object(obj), Value::Str(name)) = (&site, &o, &n) {
            let hit = match self.ic.get(site.func, site.pc) {
                Some(Ic::Prop(ic)) => {
                    prop_pos(ic, site.scope, obj, name).map(|pos| (pos, ic.info.clone()))
                }
                _ => None,
            };
            if let Some((pos, info)) = hit {
                if let Some(info) = &info {
                    if let Some(ty) = &info.ty {
                        if self.incdec_overflow.is_some() {
                            let cell = match obj.borrow().properties.value_at(pos) {
                                Some(Value::Ref(r)) => Some(r.clone()),
                                _ => None,
                            };
                            self.check_incdec_store(info, cell.as_ref())?;
                        }
                        let strict = self.frame_strict();
                        let before = std::mem::discriminant(&v);
                        v = self
                            .coerce_param(ty, v, strict)
                            .map_err(|given| super::object::cannot_assign(info, &given))?;
                        self.note_coerced(before, &v);
                    }
                }
                // the old value is dropped after the object's borrow ends (a destructor it
                // triggers may look at the object)
                let typed_cell = match obj.borrow().properties.value_at(pos) {
                    Some(Value::Ref(r)) if r.is_typed() => Some(r.clone()),
                    _ => None,
                };
                if let Some(r) = typed_cell {
                    return self.assign_to_ref(&r, v);
                }
                let old = match obj.borrow_mut().properties.make_mut().value_at_mut(pos) {
                    Some(Value::Ref(r)) => r.set(v),
                    Some(slot) => std::mem::replace(slot, v),
                    None => v,
                };
                drop(old);
                return Ok(());
            }
        }
        let defer = super::magic_cont::Defer::Prop;
        if self
            .deferring(defer, u32::MAX, |vm| vm.assign_prop(&o, &n, v))?
            .is_none()
        {
            return Ok(());
        }
        if let Some(site) = site {
            self.learn_prop(&site, &o, &n, true);
        }
        Ok(())
    }

    /// After a full-path access succeeded: remember where the property is, when the
    /// site's semantics allow.
    pub(super) fn learn_prop(&mut self, site: &Site, o: &Value, n: &Value, write: bool) {
        let (Value::Object(o), Value::Str(n)) = (o, n) else {
            return;
        };
        if matches!(self.ic.get(site.func, site.pc), Some(Ic::Off)) {
            return;
        }
        let c = o.class();
        let scope = self.scope_class();
        let ic = match self.prop_key(&c, n.as_bytes(), scope.as_ref()) {
            // every access of an incomplete object goes through its handlers
            _ if super::incomplete::is_incomplete(&c) => Ic::Off,
            Some((key, info)) => {
                let cacheable = info
                    .as_ref()
                    .is_none_or(|i| i.hooks.is_none() && !(write && i.readonly));
                if !cacheable {
                    Ic::Off
                } else {
                    let pos = o.borrow().properties.pos_of(&ArrayKey::Str(key.clone()));
                    let Some(pos) = pos else { return };
                    Ic::Prop(Box::new(PropIc {
                        class: c.id,
                        scope: site.scope,
                        name: n.clone(),
                        key,
                        pos,
                        info,
                    }))
                }
            }
            None => Ic::Off,
        };
        self.ic.set(site.func, site.pc, site.len, ic);
    }

    /// `InitMethodCall`: `$obj->name(...)` with a literal name.
    pub(super) fn init_method_call_op(&mut self, base: usize, obj: Slot, name: Lit) -> OpResult {
        let o = self.read(base, obj);
        self.init_method_call_value(o, name)
    }

    /// `init_method_call_op` on the object value `o` (`$this` for `CallThis`).
    pub(super) fn init_method_call_value(&mut self, o: Value, name: Lit) -> OpResult {
        let site = self.site();
        let held = match &o {
            Value::Object(h) => Some(h.clone()),
            _ => None,
        };
        if let (Some(site), Some(o)) = (&site, held) {
            if let Some(Ic::Method {
                class,
                scope,
                entry,
            }) = self.ic.get(site.func, site.pc)
            {
                if *scope == site.scope && o.borrow().class.id == *class {
                    let callee = self.method_entry_callee(entry, Some(o), *class);
                    self.open_call(callee);
                    return Ok(());
                }
            }
        }
        self.init_method_call(o.clone(), name)?;
        if let (Some(site), Value::Object(o)) = (site, &o) {
            if matches!(self.ic.get(site.func, site.pc), Some(Ic::Off)) {
                return Ok(());
            }
            let c = o.class();
            let n = self.lit_bytes(name);
            let ic = match self.plain_method(&c, &n) {
                Some(entry) => Ic::Method {
                    class: c.id,
                    scope: site.scope,
                    entry,
                },
                None => Ic::Off,
            };
            self.ic.set(site.func, site.pc, site.len, ic);
        }
        Ok(())
    }
}

impl Vm {
    /// `InitStaticMethodCall`: the callee of `Class::name()`, the class from
    /// `class_from_lit` and the method through this site's cache.
    pub(super) fn static_callee_cached(
        &mut self,
        class: Lit,
        name: Lit,
    ) -> Result<Callee, super::Control> {
        let forwarding = matches!(
            self.co.frames.last().and_then(|f| f.func.lits.get(class as usize)),
            Some(Value::Str(s)) if [&b"self"[..], b"parent", b"static"]
                .iter()
                .any(|k| s.as_bytes().eq_ignore_ascii_case(k))
        );
        let c = self.class_from_lit_al(class)?;
        let site = self.site();
        if let Some(site) = &site {
            if let Some(Ic::Method {
                class,
                scope,
                entry,
            }) = self.ic.get(site.func, site.pc)
            {
                if *class == c.id && *scope == site.scope {
                    let entry = entry.clone();
                    return self.static_entry_callee(&c, forwarding, &entry);
                }
            }
        }
        let n = self.lit_str(name);
        if n.as_bytes().first() == Some(&b'$') && c.find_method(n.as_bytes()).is_none() {
            // `parent::$p::get()` (the only call compiled with such a name) when the
            // parent's property has no such hook
            return self.parent_hook_callee(&c, n.as_bytes());
        }
        let callee = self.static_method_of(c.clone(), forwarding, n.as_bytes())?;
        if let Some(site) = site {
            if !matches!(self.ic.get(site.func, site.pc), Some(Ic::Off)) {
                // (a trait's own method deprecates every call: the lane must not take it)
                let plain = match c.kind {
                    crate::bytecode::ClassKind::Trait => None,
                    _ => self.plain_static_method(&c, n.as_bytes()),
                };
                let ic = match plain {
                    Some(entry) => Ic::Method {
                        class: c.id,
                        scope: site.scope,
                        entry,
                    },
                    None => Ic::Off,
                };
                self.ic.set(site.func, site.pc, site.len, ic);
            }
        }
        Ok(callee)
    }
}

impl Vm {
    /// The cell of `Class::$name` (a literal class and name) through this site's cache;
    /// None (quiet) when it is undeclared or not visible.
    pub(super) fn static_prop_cached(
        &mut self,
        c: &Rc<crate::class::Class>,
        name: Lit,
        quiet: bool,
    ) -> Result<Option<PhpRef>, super::Control> {
        let site = self.site();
        if let Some(site) = &site {
            if let Some(Ic::Static { class, scope, cell }) = self.ic.get(site.func, site.pc) {
                if *class == c.id && *scope == site.scope {
                    return Ok(Some(cell.clone()));
                }
            }
        }
        let n = self.lit_str(name);
        let r = self.static_prop_ref(c, n.as_bytes(), quiet)?;
        // (a trait's own static property deprecates every access: never cached)
        let trait_own = c.kind == crate::bytecode::ClassKind::Trait;
        if let (Some(site), Some(cell), false) = (site, &r, trait_own) {
            let ic = Ic::Static {
                class: c.id,
                scope: site.scope,
                cell: cell.clone(),
            };
            self.ic.set(site.func, site.pc, site.len, ic);
        }
        Ok(r)
    }

    /// `Class::NAME` (a literal name) through this site's cache.
    pub(super) fn class_const_cached(
        &mut self,
        c: &Rc<crate::class::Class>,
        name: Lit,
    ) -> Result<Value, super::Control> {
        let site = self.site();
        if let Some(site) = &site {
            if let Some(Ic::Const {
                class,
                scope,
                value,
            }) = self.ic.get(site.func, site.pc)
            {
                if *class == c.id && *scope == site.scope {
                    return Ok(value.clone());
                }
            }
        }
        let n = self.lit_str(name);
        let v = self.class_constant(c, n.as_bytes())?;
        if let Some(site) = site {
            // scalars and strings only: a cached object or array would be one more holder
            // (debug_zval_dump shows refcounts)
            let plain = matches!(
                v,
                Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
            );
            if plain && self.class_constant_cacheable(c, n.as_bytes()) {
                let ic = Ic::Const {
                    class: c.id,
                    scope: site.scope,
                    value: v.clone(),
                };
                self.ic.set(site.func, site.pc, site.len, ic);
            }
        }
        Ok(v)
    }
}

impl Vm {
    /// `FetchConstant` through this site's cache (scalars and strings only, as
    /// `class_const_cached`).
    pub(super) fn constant_cached(&mut self, name: Lit) -> Result<Value, super::Control> {
        let site = self.site();
        if let Some(site) = &site {
            if let Some(Ic::Value(v)) = self.ic.get(site.func, site.pc) {
                return Ok(v.clone());
            }
        }
        let v = self.fetch_constant(name)?;
        if let Some(site) = site {
            if matches!(
                v,
                Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
            ) {
                self.ic
                    .set(site.func, site.pc, site.len, Ic::Value(v.clone()));
            }
        }
        Ok(v)
    }
}

impl Vm {
    /// `isset($obj->name)` from this site's cache: a cached property is there (no
    /// `__isset`), so the answer is whether it holds a non-null value. None when the
    /// full path must answer; the cache is filled (as for reads) when it is not.
    pub(super) fn isset_prop_cached(&mut self, o: &Value, n: &Value) -> Option<bool> {
        self.fetch_is_cached(o, n)
            .map(|v| !matches!(v, Value::Null))
    }
}

impl Vm {
    /// `FetchObjIs` (`empty($obj->name)`, `$obj->name ?? x`) from this site's cache: a
    /// cached property is there and visible, so its value is the answer (no `__isset`).
    /// None when the full path must answer; the cache is filled (as for reads) then.
    pub(super) fn fetch_is_cached(&mut self, o: &Value, n: &Value) -> Option<Value> {
        let site = self.site()?;
        let (Value::Object(obj), Value::Str(name)) = (o, n) else {
            return None;
        };
        match self
            .ic
            .get(site.func, site.pc)
            .map(|ic| cached_read(ic, site.scope, obj, name))
        {
            Some(Some(v)) => Some(v),
            Some(None) | None => {
                self.learn_prop(&site, o, n, false);
                None
            }
        }
    }
}

impl Vm {
    /// After the full path of a fused read-modify-write op: learn the site for writing,
    /// unless its cache already knows this object's class (or is off).
    pub(super) fn learn_write_prop(&mut self, o: &Value, n: &Value) {
        let Some(site) = self.site() else { return };
        let known = match (self.ic.get(site.func, site.pc), o) {
            (Some(Ic::Off), _) => true,
            (Some(Ic::Prop(p)), Value::Object(o)) => {
                p.scope == site.scope && o.try_borrow().is_some_and(|b| b.class.id == p.class)
            }
            _ => false,
        };
        if !known {
            self.learn_prop(&site, o, n, true);
        }
    }
}

impl Vm {
    /// `$GLOBALS[name]` for reading (`FetchVarVar` global, name read from slot `name`):
    /// `Vm::global_lookup`, teaching the site where a variable of the main script's frame is.
    pub(super) fn global_lookup_cached(
        &mut self,
        base: usize,
        name: Slot,
        n: &[u8],
    ) -> Option<Value> {
        let v = self.global_lookup(n)?;
        if let Some(Some(Value::Str(s))) = self.co.stack.get(base + name as usize) {
            let s = s.clone();
            self.learn_global(s);
        }
        Some(v)
    }

    /// `FetchGlobalC`: `dst = $GLOBALS['name']`, a literal name.
    pub(super) fn fetch_global_c(&mut self, base: usize, dst: Slot, name: Lit) {
        let n = self.lit_str(name);
        let v = match self.global_lookup(n.as_bytes()) {
            Some(v) => {
                self.learn_global(n);
                v
            }
            None => {
                self.warn(format!(
                    "Undefined global variable ${}",
                    n.to_string_lossy()
                ));
                Value::Null
            }
        };
        self.set(base, dst, v);
    }

    /// Teach a `$GLOBALS[name]` site the slot of variable `n` of the main script's frame.
    fn learn_global(&mut self, n: PhpStr) {
        let (Some(site), true) = (self.site(), self.fiber_chain.is_empty()) else {
            return;
        };
        let Some(f) = self.co.frames.first() else {
            return;
        };
        if f.func.unit.kind != crate::bytecode::UnitKind::Script {
            return;
        }
        let Some(slot) = f.func.unit.cv(n.as_bytes()) else {
            return;
        };
        let known = match self.ic.get(site.func, site.pc) {
            None | Some(Ic::Empty) => false,
            Some(Ic::Global {
                name,
                func,
                slot: s,
            }) => PhpStr::ptr_eq(name, &n) && *func == f.func.id && *s == slot,
            Some(_) => true,
        };
        if !known {
            let ic = Ic::Global {
                name: n,
                func: f.func.id,
                slot,
            };
            self.ic.set(site.func, site.pc, site.len, ic);
        }
    }
}
