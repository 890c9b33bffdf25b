//! Array element access: reads with php's warnings, and write paths (`$a['x'][] = 1`,
//! `$a[k] += 1`, `unset($a[k][j])`, `&$a[k]`) that walk the nested containers in place,
//! separating shared arrays once (copy-on-write) and never cloning on an indexed write.

use super::{Control, ThrowKind, Vm};
use crate::bytecode::IncOp;
use crate::value::array::{ArrayKey, NEXT_ELEMENT_OCCUPIED, normalize_key};
use crate::value::ops::{self, BinOp};
use crate::value::{Diagnostics, OpError, PhpRef, PhpStr, Value};
use smallvec::SmallVec;

/// What a write path does at its end.
pub enum Leaf {
    Assign(Value),
    AssignOp(BinOp, Value),
    IncDec(IncOp),
    Unset,
    MakeRef,
    /// `$a[k] = &$x`: the element becomes this reference cell.
    BindRef(PhpRef),
}

fn err<E: From<Control>>(kind: ThrowKind, msg: impl Into<String>) -> E {
    Control::Error(kind, msg.into()).into()
}

/// The key of a dim path element (`None` is `[]`).
type Key = Option<Value>;

impl Vm {
    pub(super) fn dim_op(
        &mut self,
        base: usize,
        var: u32,
        keys: u32,
        n: u32,
        leaf: Leaf,
    ) -> Result<Value, Control> {
        let keyvals: SmallVec<[Key; 4]> = (0..n)
            .map(|i| {
                self.co.stack[base + (keys + i) as usize]
                    .as_ref()
                    .map(Value::deref_value)
            })
            .collect();
        let is_unset = matches!(leaf, Leaf::Unset);
        let rw = matches!(leaf, Leaf::AssignOp(..) | Leaf::IncDec(_));
        if self.co.stack[base + var as usize].is_none() {
            if is_unset {
                return Ok(Value::Null);
            }
            // `$a[k] op= v` reads the variable first (php's FETCH_DIM_RW container)
            if rw {
                self.undefined_variable(var);
            }
            self.co.stack[base + var as usize] = Some(Value::Null);
        }
        let slot = &mut self.co.stack[base + var as usize];
        let Some(root) = slot.as_mut() else {
            return Ok(Value::Null);
        };
        let obj = match root {
            Value::Object(o) => Some(o.clone()),
            Value::Ref(r) => match r.get() {
                Value::Object(o) => Some(o),
                _ => None,
            },
            _ => None,
        };
        if let Some(o) = obj {
            return self.object_dim_write(o, &keyvals, leaf);
        }
        // `$a[k] .= $obj`: the object's string first (`__toString`), as concat does
        let leaf = match leaf {
            Leaf::AssignOp(BinOp::Concat, y @ Value::Object(_)) => {
                Leaf::AssignOp(BinOp::Concat, Value::Str(self.to_string_value(&y)?))
            }
            leaf => leaf,
        };
        let slot = &mut self.co.stack[base + var as usize];
        let Some(root) = slot.as_mut() else {
            return Ok(Value::Null);
        };
        let mut out = Value::Null;
        let done = walk(root, &keyvals, leaf, &mut self.diag, &mut out);
        if let Err(Walk::ConcatObject(y)) = done {
            let root = self.co.stack[base + var as usize].clone();
            let new = self.concat_to_element(root.unwrap_or_default(), &keyvals, &y)?;
            self.dim_op(base, var, keys, n, Leaf::Assign(new.clone()))?;
            return Ok(new);
        }
        self.walk_done(done, out)
    }

    /// `$a[k] .= y` where the element is an object (`Walk::ConcatObject`): the element
    /// read from `root` through `keys`, concatenated by the VM (`__toString`, or php's
    /// error without one); the caller stores the result.
    fn concat_to_element(
        &mut self,
        root: Value,
        keys: &[Key],
        y: &Value,
    ) -> Result<Value, Control> {
        let mut cur = root;
        for k in keys.iter().flatten() {
            cur = self.fetch_dim_read(&cur, k, false)?;
        }
        self.binary(BinOp::Concat, &cur, y)
    }

    /// A write path run on the reference cell `cell` (an element an object hands out for
    /// writing: a by-reference `offsetGet`, a WeakMap's or ArrayObject's element).
    pub(super) fn ref_dim_write(
        &mut self,
        cell: PhpRef,
        keys: &[Key],
        leaf: Leaf,
    ) -> Result<Value, Control> {
        let mut v = Value::Ref(cell.clone());
        let mut out = Value::Null;
        let done = walk(&mut v, keys, leaf, &mut self.diag, &mut out);
        if let Err(Walk::ConcatObject(y)) = done {
            let new = self.concat_to_element(cell.get(), keys, &y)?;
            self.ref_dim_write(cell, keys, Leaf::Assign(new.clone()))?;
            return Ok(new);
        }
        self.walk_done(done, out)
    }

    fn walk_done(&mut self, done: Result<(), Walk>, out: Value) -> Result<Value, Control> {
        match done {
            Ok(()) => Ok(out),
            Err(Walk::Control(c)) => Err(c),
            // a cell is only borrowed by an enclosing `walk`, which catches its own
            // re-entry; nothing is left to do if one ever reaches here
            Err(Walk::Reenter { .. }) => Ok(out),
            Err(Walk::Typed { cell, leaf }) => self.typed_ref_leaf(&cell, leaf),
            // `dim_op` and `ref_dim_write` take it before this
            Err(Walk::ConcatObject(_)) => Ok(out),
        }
    }

    /// `$container[$key]` for reading.
    pub(super) fn fetch_dim_read(
        &mut self,
        container: &Value,
        key: &Value,
        list: bool,
    ) -> Result<Value, Control> {
        match container {
            Value::Array(a) => {
                let k =
                    normalize_key(key, &mut self.diag).map_err(|e| self.illegal_offset(e, key))?;
                match a.get(&k) {
                    Some(v) => Ok(v.deref_value()),
                    None => {
                        self.warn(undefined_key(&k));
                        Ok(Value::Null)
                    }
                }
            }
            Value::Str(s) => {
                if list {
                    return Ok(Value::Null);
                }
                let off = self.string_offset(key, "access")?;
                let len = s.len() as i64;
                let idx = if off < 0 { off + len } else { off };
                if idx < 0 || idx >= len {
                    self.warn(format!("Uninitialized string offset {off}"));
                    return Ok(Value::str(""));
                }
                Ok(Value::str([s.as_bytes()[idx as usize]]))
            }
            Value::Object(o) => self.object_dim_read(o, key),
            Value::Ref(r) => {
                let inner = r.get();
                self.fetch_dim_read(&inner, key, list)
            }
            other => {
                if !list {
                    self.warn(format!(
                        "Trying to access array offset on {}",
                        other.value_name()
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    /// `isset($c[$k])` / `$c[$k] ?? ...`: `None` when not set.
    pub(super) fn fetch_dim_quiet(
        &mut self,
        container: &Value,
        key: &Value,
    ) -> Result<Option<Value>, Control> {
        self.fetch_dim_quiet_as(container, key, false)
    }

    /// `isset($s[$k])` on a string takes only an integer string as an offset; `??`
    /// (`fetch_dim_quiet`) also a leading-integer one, with php's warning.
    pub(super) fn fetch_dim_isset(
        &mut self,
        container: &Value,
        key: &Value,
    ) -> Result<Option<Value>, Control> {
        self.fetch_dim_quiet_as(container, key, true)
    }

    fn fetch_dim_quiet_as(
        &mut self,
        container: &Value,
        key: &Value,
        isset: bool,
    ) -> Result<Option<Value>, Control> {
        Ok(match container {
            Value::Array(a) => {
                // the key's own diagnostics (a float's fraction, null, a resource) are
                // given in isset/empty/?? too; a key of no key type throws
                let k = match normalize_key(key, &mut self.diag) {
                    Ok(k) => k,
                    Err(_) if isset => {
                        return Err(Control::Error(
                            super::ThrowKind::TypeError,
                            format!(
                                "Cannot access offset of type {} in isset or empty",
                                key.type_name()
                            ),
                        ));
                    }
                    Err(e) => return Err(self.illegal_offset(e, key)),
                };
                a.get(&k).map(Value::deref_value)
            }
            Value::Str(s) => {
                let off = match key {
                    Value::Int(i) => *i,
                    Value::Str(k) => match str_key_offset(k) {
                        Some((i, false)) => i,
                        Some((i, true)) if !isset => {
                            self.warn(illegal_str_offset(k));
                            i
                        }
                        _ => return Ok(None),
                    },
                    // isset/empty convert a float offset as a key, with its diagnostics
                    Value::Float(f) if isset => crate::value::array::float_key(*f, &mut self.diag),
                    Value::Float(f) => *f as i64,
                    Value::Bool(b) => i64::from(*b),
                    _ => return Ok(None),
                };
                let len = s.len() as i64;
                let idx = if off < 0 { off + len } else { off };
                if idx < 0 || idx >= len {
                    None
                } else {
                    Some(Value::str([s.as_bytes()[idx as usize]]))
                }
            }
            Value::Ref(r) => {
                let inner = r.get();
                return self.fetch_dim_quiet_as(&inner, key, isset);
            }
            Value::Object(o) => return self.object_dim_quiet(o, key, isset),
            _ => None,
        })
    }

    fn string_offset(&mut self, key: &Value, what: &str) -> Result<i64, Control> {
        match key {
            Value::Int(i) => Ok(*i),
            Value::Str(s) => match str_key_offset(s) {
                Some((i, leading)) => {
                    if leading {
                        self.warn(illegal_str_offset(s));
                    }
                    Ok(i)
                }
                None => Err(err(
                    ThrowKind::TypeError,
                    format!("Cannot {what} offset of type {} on string", key.type_name()),
                )),
            },
            Value::Float(f) => {
                self.warn("String offset cast occurred");
                Ok(*f as i64)
            }
            Value::Bool(b) => {
                self.warn("String offset cast occurred".to_string());
                Ok(i64::from(*b))
            }
            Value::Null => {
                self.warn("String offset cast occurred".to_string());
                Ok(0)
            }
            _ => Err(err(
                ThrowKind::TypeError,
                format!("Cannot {what} offset of type {} on string", key.type_name()),
            )),
        }
    }

    pub(super) fn illegal_offset(&mut self, e: OpError, _key: &Value) -> Control {
        e.into()
    }

    pub(super) fn add_spread(&mut self, base: usize, arr: u32, v: Value) -> Result<(), Control> {
        let Value::Array(src) = v else {
            return self.spread_non_array(base, arr, v);
        };
        if let Some(Value::Array(a)) = &mut self.co.stack[base + arr as usize] {
            let data = a.make_mut();
            for (k, v) in src.iter() {
                match k {
                    ArrayKey::Int(_) => {
                        data.push(v.deref_value())?;
                    }
                    k => {
                        data.insert(k, v.deref_value());
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn fetch_prop(
        &mut self,
        obj: &Value,
        name: &Value,
        quiet: bool,
    ) -> Result<Value, Control> {
        let name = self.to_string_value(name)?;
        match obj {
            Value::Object(o) => self.read_prop(o, &name, quiet),
            other => {
                if !quiet {
                    self.warn(format!(
                        "Attempt to read property \"{}\" on {}",
                        name.to_string_lossy(),
                        other.value_name()
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    pub(super) fn assign_prop(
        &mut self,
        obj: &Value,
        name: &Value,
        v: Value,
    ) -> Result<(), Control> {
        let name = self.to_string_value(name)?;
        match obj {
            Value::Object(o) => self.write_prop(o, &name, v),
            other => Err(err(
                ThrowKind::Error,
                format!(
                    "Attempt to assign property \"{}\" on {}",
                    name.to_string_lossy(),
                    other.value_name()
                ),
            )),
        }
    }
}

/// php's "Undefined array key" text.
pub(crate) fn undefined_key(k: &ArrayKey) -> String {
    match k {
        ArrayKey::Int(i) => format!("Undefined array key {i}"),
        ArrayKey::Str(s) => format!("Undefined array key \"{}\"", s.to_string_lossy()),
    }
}

/// Why a `walk` stopped early.
enum Walk {
    Control(Control),
    /// The path reached reference cell `cell` again while an outer step of the same walk
    /// is inside it (`$a = [&$a]; $a[0][1] = 2`): the value there is the one that outer
    /// step holds, so it carries on from there with the last `rest` keys and `leaf`.
    Reenter {
        cell: PhpRef,
        rest: usize,
        leaf: Leaf,
    },
    /// A write reached a cell typed properties hold: the VM checks it.
    Typed {
        cell: PhpRef,
        leaf: Leaf,
    },
    /// `.=` met an element that is an object: the VM concatenates it with this
    /// right-hand value (`Vm::concat_to_element`: its `__toString`, or php's error).
    ConcatObject(Value),
}

impl From<Control> for Walk {
    fn from(c: Control) -> Walk {
        Walk::Control(c)
    }
}

impl From<OpError> for Walk {
    fn from(e: OpError) -> Walk {
        Walk::Control(e.into())
    }
}

/// Walk `keys` down from `v`, applying `leaf` at the end; the result goes to `out`.
fn walk(
    v: &mut Value,
    keys: &[Key],
    leaf: Leaf,
    diag: &mut dyn Diagnostics,
    out: &mut Value,
) -> Result<(), Walk> {
    if keys.is_empty() {
        if let Leaf::BindRef(r) = leaf {
            *v = Value::Ref(r);
            return Ok(());
        }
    }
    if let Value::Ref(r) = v {
        if keys.is_empty() && matches!(leaf, Leaf::MakeRef) {
            *out = Value::Ref(r.clone());
            return Ok(());
        }
        if keys.is_empty()
            && r.is_typed()
            && matches!(leaf, Leaf::Assign(_) | Leaf::AssignOp(..) | Leaf::IncDec(_))
        {
            return Err(Walk::Typed {
                cell: r.clone(),
                leaf,
            });
        }
        // no clone of the cell: a holder dropped would make it a possible root (exec/gc.rs)
        let r: &PhpRef = r;
        let Some(mut inner) = r.try_borrow_mut() else {
            return Err(Walk::Reenter {
                cell: r.clone(),
                rest: keys.len(),
                leaf,
            });
        };
        let (mut keys, mut leaf) = (keys, leaf);
        loop {
            match walk(&mut inner, keys, leaf, diag, out) {
                Err(Walk::Reenter {
                    cell,
                    rest,
                    leaf: back,
                }) if PhpRef::ptr_eq(&cell, r) && rest < keys.len() => {
                    keys = &keys[keys.len() - rest..];
                    leaf = back;
                }
                done => return done,
            }
        }
    }
    let Some((key, rest)) = keys.split_first() else {
        return apply_leaf(v, leaf, diag, out);
    };
    let is_unset = matches!(leaf, Leaf::Unset);
    match v {
        Value::Null => {
            if is_unset {
                return Ok(());
            }
            *v = Value::Array(Default::default());
        }
        Value::Bool(false) => {
            if is_unset {
                return Ok(());
            }
            diag.deprecated("Automatic conversion of false to array is deprecated".into());
            *v = Value::Array(Default::default());
        }
        Value::Str(s) => {
            if !rest.is_empty() {
                return Err(err(
                    ThrowKind::Error,
                    "Cannot use string offset as an array",
                ));
            }
            return Ok(string_write(s, key, leaf, diag, out)?);
        }
        Value::Array(_) => {}
        Value::Object(o) => {
            return Err(err(
                ThrowKind::Error,
                format!(
                    "Cannot use object of type {} as array",
                    o.class_name().to_string_lossy()
                ),
            ));
        }
        _ => {
            if is_unset {
                return Ok(());
            }
            return Err(err(
                ThrowKind::Error,
                "Cannot use a scalar value as an array",
            ));
        }
    }
    let Value::Array(a) = v else { return Ok(()) };
    let k = match key {
        Some(k) => Some(normalize_key(k, diag)?),
        None => None,
    };
    if is_unset {
        let Some(k) = k else {
            return Err(err(ThrowKind::Error, "Cannot use [] for unsetting"));
        };
        if rest.is_empty() {
            if a.contains_key(&k) {
                a.make_mut().remove(&k);
            }
            return Ok(());
        }
        if !a.contains_key(&k) {
            return Ok(());
        }
        let data = a.make_mut();
        return match data.get_mut(&k) {
            Some(elem) => walk(elem, rest, leaf, diag, out),
            None => Ok(()),
        };
    }
    let data = a.make_mut();
    let elem: &mut Value = match k {
        None => {
            if rest.is_empty() && matches!(leaf, Leaf::AssignOp(..) | Leaf::IncDec(_)) {
                // `$a[] += 1` reads the (new, null) element
            }
            data.push_slot()
                .map_err(|_| err::<Walk>(ThrowKind::Error, NEXT_ELEMENT_OCCUPIED))?
        }
        Some(k) => {
            // every key of `$a[k1][k2] op= v` is read (FETCH_DIM_RW) before it is written
            if matches!(leaf, Leaf::AssignOp(..) | Leaf::IncDec(_)) && !data.contains_key(&k) {
                diag.warning(undefined_key(&k));
            }
            data.entry(k)
        }
    };
    walk(elem, rest, leaf, diag, out)
}

fn apply_leaf(
    v: &mut Value,
    leaf: Leaf,
    diag: &mut dyn Diagnostics,
    out: &mut Value,
) -> Result<(), Walk> {
    match leaf {
        Leaf::Assign(x) => {
            *v = x;
        }
        Leaf::AssignOp(op, y) => {
            let r = match ops::binary_op(op, v, &y, diag) {
                // the element is an object (`dim_op` made a right-hand object a string):
                // `.` goes through the VM for its `__toString`, the rest is a TypeError
                Err(OpError::NeedsVm) if op == BinOp::Concat => {
                    return Err(Walk::ConcatObject(y));
                }
                Err(OpError::NeedsVm) => return Err(ops::binop_error(op, v, &y).into()),
                r => r?,
            };
            *out = r.clone();
            *v = r;
        }
        Leaf::IncDec(op) => {
            let old = v.clone();
            match op {
                IncOp::PreInc | IncOp::PostInc => ops::increment(v, diag)?,
                IncOp::PreDec | IncOp::PostDec => ops::decrement(v, diag)?,
            }
            *out = match op {
                IncOp::PreInc | IncOp::PreDec => v.clone(),
                _ => old,
            };
        }
        Leaf::Unset => {}
        Leaf::MakeRef => {
            let r = PhpRef::new(std::mem::take(v));
            *v = Value::Ref(r.clone());
            *out = Value::Ref(r);
        }
        Leaf::BindRef(r) => *v = Value::Ref(r),
    }
    Ok(())
}

/// `$s[$i] = 'x'` on a string.
fn string_write(
    s: &mut PhpStr,
    key: &Key,
    leaf: Leaf,
    diag: &mut dyn Diagnostics,
    _out: &mut Value,
) -> Result<(), Control> {
    let Some(key) = key else {
        return Err(err(
            ThrowKind::Error,
            "[] operator not supported for strings",
        ));
    };
    // php's zend_wrong_string_offset_error: the text names what the op wanted
    let x = match leaf {
        Leaf::Assign(x) => x,
        Leaf::AssignOp(..) => {
            return Err(err(
                ThrowKind::Error,
                "Cannot use assign-op operators with string offsets",
            ));
        }
        Leaf::IncDec(_) => {
            return Err(err(
                ThrowKind::Error,
                "Cannot increment/decrement string offsets",
            ));
        }
        Leaf::Unset => {
            return Err(err(ThrowKind::Error, "Cannot unset string offsets"));
        }
        Leaf::MakeRef | Leaf::BindRef(_) => {
            return Err(err(
                ThrowKind::Error,
                "Cannot create references to/from string offsets",
            ));
        }
    };
    let off = match key {
        Value::Int(i) => *i,
        Value::Str(k) => match str_key_offset(k) {
            Some((i, leading)) => {
                if leading {
                    diag.warning(illegal_str_offset(k));
                }
                i
            }
            None => {
                return Err(err(
                    ThrowKind::TypeError,
                    "Cannot access offset of type string on string",
                ));
            }
        },
        Value::Object(_) | Value::Array(_) => {
            return Err(err(
                ThrowKind::TypeError,
                format!(
                    "Cannot access offset of type {} on string",
                    key.value_name()
                ),
            ));
        }
        _ => crate::value::convert::to_int(key, diag)?,
    };
    let len = s.len() as i64;
    let idx = if off < 0 { off + len } else { off };
    if idx < 0 {
        diag.warning(format!("Illegal string offset {off}"));
        return Ok(());
    }
    let val = crate::value::convert::to_str(&x, diag)?;
    let Some(&byte) = val.as_bytes().first() else {
        return Err(err(
            ThrowKind::Error,
            "Cannot assign an empty string to a string offset",
        ));
    };
    if val.len() > 1 {
        diag.warning("Only the first byte will be assigned to the string offset".into());
    }
    let bytes = s.make_mut();
    let idx = idx as usize;
    while bytes.len() <= idx {
        bytes.push(b' ');
    }
    bytes[idx] = byte;
    Ok(())
}

/// php's string-offset rule for a string key (zend_check_string_offset): an integer string
/// ("2", " 2", "2 ") is the offset; a leading-integer one ("1x") is too, flagged so the
/// caller warns; anything else (a float string, "x") is no offset.
fn str_key_offset(k: &PhpStr) -> Option<(i64, bool)> {
    match crate::value::numeric::parse_numeric(k.as_bytes(), true) {
        Some(crate::value::numeric::Numeric {
            number: crate::value::numeric::Number::Int(i),
            trailing,
            ..
        }) => Some((i, trailing)),
        _ => None,
    }
}

fn illegal_str_offset(k: &PhpStr) -> String {
    format!(
        "Illegal string offset \"{}\"",
        String::from_utf8_lossy(k.as_bytes())
    )
}
