//! Assignment targets: variables, array elements (a path of keys from a root variable,
//! written in place by one op), properties, `list()`/`[]` destructuring, references.

use super::{CResult, Compiler, NONE, TEMP};
use crate::bytecode::{Const, Op, Slot};
use crate::value::ops::BinOp;
use rphp_parser::ast::{self, Expr, ExprKind};

impl Compiler {
    /// Compile `target = value`; returns the value's slot when wanted.
    pub(super) fn assign(
        &mut self,
        target: &Expr,
        value: &Expr,
        want: bool,
    ) -> CResult<Option<Slot>> {
        let line = self.f.line;
        if let Some((inner, global)) = super::var_by_name(target) {
            let n = self.expr(inner)?;
            let v = self.expr(value)?;
            let keep = self.keep(v, want);
            self.f.line = line;
            self.emit(Op::AssignVarVar {
                name: n,
                src: v,
                global,
            });
            return Ok(keep);
        }
        match &target.kind {
            ExprKind::Variable(n) => {
                let var = self.cv(n);
                let v = self.expr(value)?;
                self.f.line = line;
                self.emit_assign(var, v);
                if want {
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: var });
                    return Ok(Some(t));
                }
                Ok(None)
            }
            ExprKind::Dim(_) => {
                let (var, keys, n, late) = self.dim_path_late(target, 0)?;
                let v = self.expr(value)?;
                self.emit_late_keys(late);
                let keep = self.keep(v, want);
                self.f.line = line;
                self.emit(Op::AssignDim {
                    var,
                    keys,
                    n: n as u16,
                    src: v,
                });
                Ok(keep)
            }
            ExprKind::Prop(p) => {
                if let ast::MemberName::Ident(id) = &p.name {
                    // a literal name: one op, and `$this` needs no temporary
                    let name = self.str_lit(&id.name);
                    // php checks `$this` before the value unless the code is an instance
                    // method, which always has one (`this_guaranteed_exists`)
                    let this = super::is_this(&p.object) && self.this_guaranteed();
                    let (o, chain) = if this {
                        (0, Vec::new())
                    } else {
                        self.write_container(&p.object)?
                    };
                    let v = self.expr(value)?;
                    let keep = self.keep(v, want);
                    self.f.line = line;
                    let o = self.fetch_w_chain(o, chain);
                    self.emit(match this {
                        true => Op::AssignThisPropC { name, src: v },
                        false => Op::AssignPropC {
                            obj: o,
                            name,
                            src: v,
                        },
                    });
                    if let Some(dst) = keep {
                        self.emit(Op::AssignedValue { dst });
                    }
                    return Ok(keep);
                }
                let (o, chain) = self.write_container(&p.object)?;
                let name = match &p.name {
                    ast::MemberName::Ident(id) => self.const_tmp(Const::Str(id.name.clone())),
                    ast::MemberName::Expr(e) => self.expr(e)?,
                };
                let v = self.expr(value)?;
                let keep = self.keep(v, want);
                self.f.line = line;
                let o = self.fetch_w_chain(o, chain);
                self.emit(Op::AssignObj {
                    obj: o,
                    name,
                    src: v,
                });
                if let Some(dst) = keep {
                    self.emit(Op::AssignedValue { dst });
                }
                Ok(keep)
            }
            ExprKind::StaticProp(sp) => {
                // php evaluates a dynamic class or name before the value, and fetches the
                // property after it
                let operands = self.static_prop_dyn_operands(sp, false)?;
                let v = self.expr(value)?;
                if operands.is_none() && !want {
                    let (class, name) = self.static_prop_parts(sp)?;
                    self.f.line = line;
                    self.emit(Op::AssignStaticProp {
                        class,
                        name,
                        src: v,
                    });
                    return Ok(None);
                }
                let r = match operands {
                    Some((class, name)) => {
                        let dst = self.tmp();
                        self.f.line = line;
                        self.emit(Op::StaticPropRefDyn {
                            dst,
                            class,
                            name,
                            quiet: false,
                        });
                        dst
                    }
                    None => self.member_ref(target)?,
                };
                self.f.line = line;
                self.emit(Op::Assign { var: r, src: v });
                let keep = if want {
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: r });
                    Some(t)
                } else {
                    None
                };
                self.emit(Op::Clear { dst: r });
                Ok(keep)
            }
            ExprKind::Array(lit) if has_ref_item(lit) => {
                let writable = matches!(
                    value.kind,
                    ExprKind::Variable(_)
                        | ExprKind::Dim(_)
                        | ExprKind::Prop(_)
                        | ExprKind::StaticProp(_)
                );
                let call = matches!(
                    value.kind,
                    ExprKind::Call(_) | ExprKind::MethodCall(_) | ExprKind::StaticCall(_)
                );
                if !writable && !call {
                    return Err(self.err("Cannot assign reference to non referenceable value"));
                }
                if call {
                    // a call's result: bind into a copy held by a hidden variable
                    let name: rphp_parser::ast::Bytes =
                        format!("\0lr{}", self.f.unit.ops.len()).into_bytes().into();
                    let hidden = Expr {
                        span: value.span,
                        kind: ExprKind::Variable(name),
                    };
                    let v = self.expr(value)?;
                    let var = self.cv(match &hidden.kind {
                        ExprKind::Variable(n) => n,
                        _ => return Err(self.err("unreachable")),
                    });
                    self.emit(Op::Assign { var, src: v });
                    self.destructure_ref(lit, &hidden)?;
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: var });
                    self.emit(Op::UnsetVar { var });
                    return Ok(want.then_some(t));
                }
                self.destructure_ref(lit, value)?;
                if want {
                    return Ok(Some(self.expr(value)?));
                }
                Ok(None)
            }
            ExprKind::Array(lit) => {
                let v = self.expr(value)?;
                let src = self.tmp();
                self.emit(Op::Move { dst: src, src: v });
                self.destructure(lit, src)?;
                Ok(Some(src))
            }
            _ => Err(self.err("Cannot assign to this expression (not supported yet)")),
        }
    }

    /// When the value of an assignment is used, keep a copy before the store takes it.
    pub(super) fn keep(&mut self, v: Slot, want: bool) -> Option<Slot> {
        if !want {
            return None;
        }
        let t = self.tmp();
        self.emit(Op::Move { dst: t, src: v });
        Some(t)
    }

    /// `[$a, &$b, 'k' => [&$c]] = $src` with a reference among the targets: each element
    /// is bound to (or read from) `$src[key]` as its own path, as php writes through the
    /// source.
    pub(super) fn destructure_ref(&mut self, lit: &ast::ArrayLiteral, src: &Expr) -> CResult<()> {
        let mut index: i64 = 0;
        for item in lit.items.iter().flatten() {
            if item.spread {
                return Err(self.err("Spread operator is not supported in assignments"));
            }
            let key = match &item.key {
                Some(k) => k.clone(),
                None => {
                    let k = Expr {
                        span: item.span,
                        kind: ExprKind::Int(index),
                    };
                    index += 1;
                    k
                }
            };
            let elem = Expr {
                span: item.span,
                kind: ExprKind::Dim(Box::new(ast::DimFetch {
                    base: src.clone(),
                    index: Some(key),
                })),
            };
            if item.by_ref {
                self.assign_ref(&item.value, &elem, false)?;
            } else if let ExprKind::Array(inner) = &item.value.kind {
                if has_ref_item(inner) {
                    self.destructure_ref(inner, &elem)?;
                } else {
                    self.assign(&item.value, &elem, false)?;
                }
            } else {
                self.assign(&item.value, &elem, false)?;
            }
        }
        Ok(())
    }

    /// `[$a, 'k' => $b, [$c]] = $src`
    fn destructure(&mut self, lit: &ast::ArrayLiteral, src: Slot) -> CResult<()> {
        let mut index: i64 = 0;
        for item in &lit.items {
            let Some(item) = item else {
                index += 1;
                continue;
            };
            if item.spread {
                return Err(self.err("Spread operator is not supported in assignments"));
            }
            let key = match &item.key {
                Some(k) => self.expr(k)?,
                None => {
                    let k = self.const_tmp(Const::Int(index));
                    index += 1;
                    k
                }
            };
            if item.by_ref {
                return Err(self.err("Destructuring by reference is not supported yet"));
            }
            let t = self.tmp();
            self.emit(Op::FetchListR {
                dst: t,
                base: src,
                key,
            });
            match &item.value.kind {
                ExprKind::Array(inner) => self.destructure(inner, t)?,
                _ => {
                    self.assign_from_slot(&item.value, t)?;
                }
            }
        }
        Ok(())
    }

    /// Store the value in slot `v` into `target`.
    /// The object of a property assignment: a property of it (`$a->b` of `$a->b->c = v`)
    /// is fetched for writing (`Op::FetchObjW`). The base and the names are evaluated
    /// now; the fetches, which php delays past the assigned value, are left to
    /// `fetch_w_chain` (the names to fetch, innermost first: a literal or a slot).
    fn write_container(&mut self, e: &Expr) -> CResult<(Slot, Vec<(u32, bool)>)> {
        if let ExprKind::Prop(p) = &e.kind {
            if !p.nullsafe {
                let lit = match &p.name {
                    ast::MemberName::Ident(id) => Some(self.str_lit(&id.name)),
                    ast::MemberName::Expr(_) => None,
                };
                // `$this->a->b = v` in an instance method: the op takes `$this` itself
                let (base, mut chain) = match lit {
                    Some(_) if super::is_this(&p.object) && self.this_guaranteed() => {
                        (NONE, Vec::new())
                    }
                    _ => self.write_container(&p.object)?,
                };
                chain.push(match lit {
                    Some(l) => (l, true),
                    None => (self.member_name(&p.name)?, false),
                });
                return Ok((base, chain));
            }
        }
        Ok((self.expr(e)?, Vec::new()))
    }

    /// The fetches for writing `write_container` left, from `base`: the innermost object.
    fn fetch_w_chain(&mut self, base: Slot, chain: Vec<(u32, bool)>) -> Slot {
        let mut obj = base;
        for (name, lit) in chain {
            let dst = self.tmp();
            self.emit(Op::FetchObjW {
                dst,
                obj,
                name,
                lit,
            });
            obj = dst;
        }
        obj
    }

    pub(super) fn assign_from_slot(&mut self, target: &Expr, v: Slot) -> CResult<()> {
        if let Some((inner, global)) = super::var_by_name(target) {
            let n = self.expr(inner)?;
            self.emit(Op::AssignVarVar {
                name: n,
                src: v,
                global,
            });
            return Ok(());
        }
        match &target.kind {
            ExprKind::Variable(n) => {
                let var = self.cv(n);
                self.emit(Op::Assign { var, src: v });
            }
            ExprKind::Dim(_) => {
                let (var, keys, n) = self.dim_path(target, 0)?;
                self.emit(Op::AssignDim {
                    var,
                    keys,
                    n: n as u16,
                    src: v,
                });
            }
            ExprKind::Prop(p) => {
                let o = self.expr(&p.object)?;
                let name = match &p.name {
                    ast::MemberName::Ident(id) => self.const_tmp(Const::Str(id.name.clone())),
                    ast::MemberName::Expr(e) => self.expr(e)?,
                };
                self.emit(Op::AssignObj {
                    obj: o,
                    name,
                    src: v,
                });
            }
            ExprKind::StaticProp(_) => {
                let r = self.member_ref(target)?;
                self.emit(Op::Assign { var: r, src: v });
                self.emit(Op::Clear { dst: r });
            }
            ExprKind::Array(inner) => self.destructure(inner, v)?,
            _ => return Err(self.err("Cannot assign to this expression (not supported yet)")),
        }
        Ok(())
    }

    /// The root variable of an element path and its keys in consecutive temporaries
    /// (`extra` more temporaries follow them, for results). When the caller set
    /// `defer_keys` (an assignment), a key that is a plain variable is not copied into its
    /// temporary here: the copy is handed back to be emitted after the assigned value, as
    /// php reads such keys when the assignment runs (`$a[$i] = $i++` writes `$a[1]`).
    /// `Op::FetchRw` for the variable at the root of element path `e` (a plain variable,
    /// not `$this`), ahead of a read-modify-write of the path.
    pub(super) fn fetch_rw_root(&mut self, e: &Expr) {
        let mut cur = e;
        while let ExprKind::Dim(d) = &cur.kind {
            if super::var_by_name(cur).is_some() {
                return;
            }
            cur = &d.base;
        }
        if let ExprKind::Variable(n) = &cur.kind {
            if &**n != b"this" && !super::is_superglobal(n) {
                let var = self.cv(n);
                self.emit(Op::FetchRw { var });
            }
        }
    }

    pub(super) fn dim_path(&mut self, e: &Expr, extra: u32) -> CResult<(Slot, Slot, u32)> {
        // only this path's own keys are deferred, not those of a write nested in a key
        let mut defer = self.f.defer_keys.take();
        let r = self.dim_path_keys(e, extra, &mut defer);
        self.f.defer_keys = defer;
        r
    }

    fn dim_path_keys(
        &mut self,
        e: &Expr,
        extra: u32,
        defer: &mut Option<Vec<(Slot, Slot)>>,
    ) -> CResult<(Slot, Slot, u32)> {
        let mut keys: Vec<Option<&Expr>> = Vec::new();
        let mut cur = e;
        while let ExprKind::Dim(d) = &cur.kind {
            if super::var_by_name(cur).is_some() {
                break;
            }
            keys.push(d.index.as_ref());
            cur = &d.base;
        }
        keys.reverse();
        let by_name = super::var_by_name(cur);
        let root = match &cur.kind {
            _ if by_name.is_some() => {
                let (inner, global) = by_name.unwrap_or((cur, false));
                let n = self.expr(inner)?;
                let t = self.tmp();
                self.emit(Op::VarVarRef {
                    dst: t,
                    name: n,
                    global,
                });
                t
            }
            ExprKind::Variable(n) if &**n != b"this" => self.cv(n),
            ExprKind::Prop(_) | ExprKind::StaticProp(_) => self.member_ref(cur)?,
            // `f()[0] = 1`: php writes into the call's result (through it when the function
            // returns by reference, else into a temporary copy)
            ExprKind::Call(_) | ExprKind::MethodCall(_) | ExprKind::StaticCall(_) => {
                // the result's temporary keeps a `function &f()`'s reference cell
                self.expr(cur)?
            }
            _ => {
                return Err(self.err("Writing to elements of this expression is not supported yet"));
            }
        };
        // one key computed into a temporary of its own: that temporary is the key's slot,
        // with no copy (an object made for the key lives only there, and the op releases
        // it); the `extra` slots follow it
        if let [Some(k)] = keys[..] {
            let var =
                matches!(&k.kind, ExprKind::Variable(n) if &**n != b"this" && &**n != b"GLOBALS");
            if !var {
                let mark = self.f.temps;
                let v = self.expr(k)?;
                if v != NONE && v & TEMP != 0 && (v & !TEMP) >= mark {
                    self.f.temps = (v & !TEMP) + 1;
                    self.tmps(extra);
                    return Ok((root, v, 1));
                }
                let first = self.tmps(1 + extra);
                self.emit(Op::Move { dst: first, src: v });
                return Ok((root, first, 1));
            }
        }
        let n = keys.len() as u32;
        let first = self.tmps(n + extra);
        for (i, k) in keys.iter().enumerate() {
            let slot = first + i as u32;
            match k {
                Some(k) => {
                    if let (Some(d), ExprKind::Variable(name)) = (defer.as_mut(), &k.kind) {
                        if &**name != b"this" && &**name != b"GLOBALS" {
                            d.push((slot, self.cv(name)));
                            continue;
                        }
                    }
                    let v = self.expr(k)?;
                    self.emit(Op::Move { dst: slot, src: v });
                    // an object made for the key lives only in the key slot (which the
                    // op releases), so it dies with the statement as in php
                    if v & super::TEMP != 0
                        && matches!(
                            k.kind,
                            ExprKind::New(_)
                                | ExprKind::Call(_)
                                | ExprKind::MethodCall(_)
                                | ExprKind::StaticCall(_)
                        )
                    {
                        self.emit(Op::Clear { dst: v });
                    }
                }
                None => {
                    self.emit(Op::Clear { dst: slot });
                }
            }
        }
        Ok((root, first, n))
    }

    /// `dim_path` for an assignment: with the copies of its variable keys still to emit,
    /// after the assigned value (`emit_late_keys`).
    #[allow(clippy::type_complexity)]
    fn dim_path_late(
        &mut self,
        e: &Expr,
        extra: u32,
    ) -> CResult<(Slot, Slot, u32, Vec<(Slot, Slot)>)> {
        let outer = self.f.defer_keys.replace(Vec::new());
        let r = self.dim_path(e, extra);
        let late = std::mem::replace(&mut self.f.defer_keys, outer).unwrap_or_default();
        let (var, keys, n) = r?;
        Ok((var, keys, n, late))
    }

    fn emit_late_keys(&mut self, late: Vec<(Slot, Slot)>) {
        for (dst, src) in late {
            self.emit(Op::Move { dst, src });
        }
    }

    /// A slot holding a reference cell to the variable or element `e`.
    pub(super) fn ref_of(&mut self, e: &Expr) -> CResult<Slot> {
        if let Some((inner, global)) = super::var_by_name(e) {
            let n = self.expr(inner)?;
            let t = self.tmp();
            self.emit(Op::VarVarRef {
                dst: t,
                name: n,
                global,
            });
            return Ok(t);
        }
        match &e.kind {
            // `&$this` (in an array literal): php fetches `$this` and wraps the value, so
            // the element holds the object itself
            ExprKind::Variable(n) if &**n == b"this" => self.expr(e),
            ExprKind::Variable(n) => {
                let var = self.cv(n);
                let t = self.tmp();
                self.emit(Op::MakeRef { dst: t, var });
                Ok(t)
            }
            ExprKind::Dim(_) => {
                let (var, keys, n) = self.dim_path(e, 0)?;
                let t = self.tmp();
                self.emit(Op::FetchDimRef {
                    dst: t,
                    var,
                    keys,
                    n: n as u16,
                });
                Ok(t)
            }
            ExprKind::Prop(p) if !p.nullsafe => self.member_ref(e),
            ExprKind::StaticProp(_) => self.member_ref(e),
            _ => {
                // Not referenceable (a call result...): php passes the value.
                self.expr(e)
            }
        }
    }

    /// `$a = &$b`
    pub(super) fn assign_ref(
        &mut self,
        target: &Expr,
        value: &Expr,
        want: bool,
    ) -> CResult<Option<Slot>> {
        let r = self.ref_of(value)?;
        if !super::is_ref_call(value) {
            return self.assign_ref_store(target, r, want);
        }
        // php notices a by-value call's result once the target was fetched
        let flag = self.tmp();
        self.emit(Op::AssignRefResult { src: r, flag });
        let kept = self.assign_ref_store(target, r, want)?;
        self.emit(Op::AssignRefNotice { flag });
        Ok(kept)
    }

    /// Bind `target` to the reference cell in `r`.
    fn assign_ref_store(&mut self, target: &Expr, r: Slot, want: bool) -> CResult<Option<Slot>> {
        if let Some((inner, global)) = super::var_by_name(target) {
            // bind through a reference cell of the named variable
            let n = self.expr(inner)?;
            let keep = self.keep(r, want);
            self.emit(Op::BindVarVar {
                name: n,
                src: r,
                global,
            });
            return Ok(keep);
        }
        match &target.kind {
            ExprKind::Variable(n) => {
                let var = self.cv(n);
                self.emit(Op::AssignRef { var, src: r });
                if want {
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: var });
                    return Ok(Some(t));
                }
                Ok(None)
            }
            ExprKind::Dim(_) => {
                let (var, keys, n) = self.dim_path(target, 0)?;
                // the store moves `r` out of its temporary: copy the value first if used
                let keep = self.keep(r, want);
                self.emit(Op::AssignDimRef {
                    var,
                    keys,
                    n: n as u16,
                    src: r,
                });
                Ok(keep)
            }
            ExprKind::Prop(p) if !p.nullsafe => {
                let obj = self.expr(&p.object)?;
                let name = self.member_name(&p.name)?;
                let keep = self.keep(r, want);
                self.emit(Op::AssignObjRef { obj, name, src: r });
                Ok(keep)
            }
            ExprKind::StaticProp(sp) => self.assign_static_prop_ref(sp, r, want),
            _ => Err(self.err("Cannot assign by reference to this expression (not supported yet)")),
        }
    }

    /// Evaluates `once` into temporaries that `Compiler::expr` then gives back for those
    /// expressions (`FuncState::preset`; the caller truncates it when done).
    fn preset_once(&mut self, once: &[&Expr]) -> CResult<()> {
        for &e in once {
            let v = self.expr(e)?;
            let t = self.tmp();
            self.emit(Op::Move { dst: t, src: v });
            self.f.preset.push((e as *const Expr as usize, t));
        }
        Ok(())
    }

    /// `target ??= value`, its keys and names evaluated already (`Compiler::assign_op`).
    fn assign_coalesce(&mut self, a: &ast::AssignOp) -> CResult<Option<Slot>> {
        let t = self.tmp();
        let cur = self.expr_quiet(&a.target)?;
        self.emit(Op::Move { dst: t, src: cur });
        let j = self.emit(Op::JmpNotNull { src: t, target: 0 });
        let v = self.expr(&a.value)?;
        self.emit(Op::Move { dst: t, src: v });
        let v2 = self.tmp();
        self.emit(Op::Move { dst: v2, src: t });
        self.assign_from_slot(&a.target, v2)?;
        self.patch_here(j);
        Ok(Some(t))
    }

    /// `target op= value` read, operated and written back (`Compiler::assign_op`); a
    /// property's result is the value the (typed) property stored.
    fn assign_op_generic(
        &mut self,
        a: &ast::AssignOp,
        op: BinOp,
        line: u32,
    ) -> CResult<Option<Slot>> {
        // `$o->name op= v` on a variable or an already evaluated object: its container is
        // checked before the read (`Op::PropRwCheck`)
        if let ExprKind::Prop(p) = &a.target.kind {
            let plain = match &p.object.kind {
                ExprKind::Variable(_) => !super::is_this(&p.object),
                _ => self
                    .f
                    .preset
                    .iter()
                    .any(|(e, _)| *e == std::ptr::from_ref::<Expr>(&p.object) as usize),
            };
            if let (false, true, ast::MemberName::Ident(id)) = (p.nullsafe, plain, &p.name) {
                let name = self.str_lit(&id.name);
                let obj = self.expr(&p.object)?;
                self.f.line = line;
                self.emit(Op::PropRwCheck {
                    obj,
                    name,
                    incdec: false,
                });
            }
        }
        let cur = self.expr(&a.target)?;
        let v = self.expr(&a.value)?;
        let t = self.tmp();
        self.f.line = line;
        self.emit(Op::Bin {
            op,
            dst: t,
            a: cur,
            b: v,
        });
        let t2 = self.tmp();
        self.emit(Op::Move { dst: t2, src: t });
        self.assign_from_slot(&a.target, t2)?;
        if matches!(a.target.kind, ExprKind::Prop(_)) {
            self.emit(Op::AssignedValue { dst: t });
        }
        Ok(Some(t))
    }

    /// `$a op= v`, `$a['k'] op= v`, `$a ??= v`
    pub(super) fn assign_op(&mut self, a: &ast::AssignOp, want: bool) -> CResult<Option<Slot>> {
        let line = self.f.line;
        let op = match a.op {
            ast::AssignOpKind::Add => BinOp::Add,
            ast::AssignOpKind::Sub => BinOp::Sub,
            ast::AssignOpKind::Mul => BinOp::Mul,
            ast::AssignOpKind::Div => BinOp::Div,
            ast::AssignOpKind::Mod => BinOp::Mod,
            ast::AssignOpKind::Pow => BinOp::Pow,
            ast::AssignOpKind::Concat => BinOp::Concat,
            ast::AssignOpKind::ShiftLeft => BinOp::Shl,
            ast::AssignOpKind::ShiftRight => BinOp::Shr,
            ast::AssignOpKind::BitAnd => BinOp::BitAnd,
            ast::AssignOpKind::BitOr => BinOp::BitOr,
            ast::AssignOpKind::BitXor => BinOp::BitXor,
            ast::AssignOpKind::Coalesce => {
                // the target's keys and computed names are evaluated once, for the test
                // and for the write (php's ASSIGN_DIM/OBJ on the fetched operands)
                let mark = self.f.preset.len();
                let mut once = Vec::new();
                evaluated_once(&a.target, &mut once);
                self.preset_once(&once)?;
                let r = self.assign_coalesce(a);
                self.f.preset.truncate(mark);
                return r;
            }
        };
        match &a.target.kind {
            ExprKind::Variable(n) => {
                let var = self.cv(n);
                let v = self.expr(&a.value)?;
                self.f.line = line;
                self.emit(Op::AssignOp { op, var, src: v });
                if want {
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: var });
                    return Ok(Some(t));
                }
                Ok(None)
            }
            ExprKind::Dim(_) => {
                self.fetch_rw_root(&a.target);
                let (var, keys, n, late) = self.dim_path_late(&a.target, 1)?;
                let v = self.expr(&a.value)?;
                self.emit_late_keys(late);
                self.f.line = line;
                self.emit(Op::AssignDimOp {
                    op,
                    n: n as u8,
                    var,
                    keys,
                    src: v,
                });
                Ok(Some(keys + n))
            }
            ExprKind::Prop(p)
                if !p.nullsafe
                    && super::is_this(&p.object)
                    && matches!(p.name, ast::MemberName::Ident(_)) =>
            {
                // php's ASSIGN_OBJ_OP: the value first, then read, operate, write back
                let name = match &p.name {
                    ast::MemberName::Ident(id) => self.str_lit(&id.name),
                    ast::MemberName::Expr(_) => 0,
                };
                if !self.this_guaranteed() {
                    // php fetches `$this` (FETCH_THIS, an Error outside an object) before
                    // the value unless the code is an instance method
                    let t = self.tmp();
                    self.emit(Op::This {
                        dst: t,
                        quiet: false,
                    });
                }
                let v = self.expr(&a.value)?;
                let dst = self.tmp();
                self.f.line = line;
                self.emit(Op::AssignOpThisProp {
                    op,
                    dst,
                    name,
                    src: v,
                });
                Ok(Some(dst))
            }
            _ => {
                // generic: read, operate, write back; the target's object, keys and
                // computed names are evaluated once (php's ASSIGN_OBJ_OP on fetched operands)
                let mark = self.f.preset.len();
                let mut once = Vec::new();
                evaluated_once(&a.target, &mut once);
                if let ExprKind::Prop(p) = &a.target.kind {
                    if matches!(
                        p.object.kind,
                        ExprKind::Call(_) | ExprKind::MethodCall(_) | ExprKind::StaticCall(_)
                    ) {
                        once.insert(0, &p.object);
                    }
                }
                self.preset_once(&once)?;
                let r = self.assign_op_generic(a, op, line);
                self.f.preset.truncate(mark);
                r
            }
        }
    }

    /// Unused marker for the NONE slot in this module.
    #[allow(dead_code)]
    fn none() -> Slot {
        NONE
    }
}

/// Whether a destructuring pattern binds any element by reference (at any depth).
pub(super) fn has_ref_item(lit: &ast::ArrayLiteral) -> bool {
    lit.items
        .iter()
        .flatten()
        .any(|i| i.by_ref || matches!(&i.value.kind, ExprKind::Array(inner) if has_ref_item(inner)))
}

/// The keys and computed member names of an assignment target that are neither literals
/// nor plain variables, innermost first: what `??=` evaluates once.
fn evaluated_once<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    let computed = |k: &Expr| {
        !matches!(
            k.kind,
            ExprKind::Variable(_) | ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::String(_)
        )
    };
    match &e.kind {
        ExprKind::Dim(d) => {
            evaluated_once(&d.base, out);
            if let Some(k) = d.index.as_ref().filter(|k| computed(k)) {
                out.push(k);
            }
        }
        ExprKind::Prop(p) => {
            match p.object.kind {
                ExprKind::Variable(_)
                | ExprKind::Prop(_)
                | ExprKind::Dim(_)
                | ExprKind::StaticProp(_) => evaluated_once(&p.object, out),
                // `f()->p ??= v`: the object is made once
                _ => out.push(&p.object),
            }
            if let ast::MemberName::Expr(n) = &p.name {
                if computed(n) {
                    out.push(n);
                }
            }
        }
        ExprKind::StaticProp(sp) => {
            if let ast::ClassRef::Expr(c) = &sp.class {
                if computed(c) {
                    out.push(c);
                }
            }
            if let ast::MemberName::Expr(n) = &sp.name {
                if computed(n) {
                    out.push(n);
                }
            }
        }
        _ => {}
    }
}
