//! Expressions: each compiles to a slot holding its value (a compiled variable read in
//! place, or a temporary).

use super::{CResult, Compiler, FnBody, NONE, TEMP};
use crate::bytecode::{
    CastOp, ClosureSite, Const, ConstKey, IncOp, IncludeOp, Op, Slot, UnOp, UnitKind,
};
use crate::value::compare::CmpOp;
use rphp_parser::ast::{
    self, ArgList, ArgListKind, BinaryOp, Callee, ClassRef, Expr, ExprKind, MagicConst, MemberName,
};

impl Compiler {
    /// Compile an expression whose value is used.
    pub(super) fn expr(&mut self, e: &Expr) -> CResult<Slot> {
        if let Some(&(_, s)) = self
            .f
            .preset
            .iter()
            .find(|(p, _)| *p == e as *const Expr as usize)
        {
            return Ok(s);
        }
        let line = self.line_of(e.span.start);
        self.f.line = line;
        match self.expr_inner(e, true)? {
            Some(r) => Ok(r),
            // an expression that produced no slot although its value is used: null, never
            // the `NONE` sentinel (which would index past the frame at run time)
            None => Ok(self.const_tmp(Const::Null)),
        }
    }

    /// Compile an expression for its effects only.
    pub(super) fn expr_discard(&mut self, e: &Expr) -> CResult<()> {
        self.f.line = self.line_of(e.span.start);
        let r = self.expr_inner(e, false)?;
        // a call whose result is unused delivers nowhere (`dst` NONE): php's unused
        // DO_FCALL result, which is what #[\NoDiscard] checks
        let is_call = match &e.kind {
            ExprKind::Call(c) => !matches!(c.args.kind, ArgListKind::FirstClassCallable),
            ExprKind::MethodCall(m) => !matches!(m.args.kind, ArgListKind::FirstClassCallable),
            ExprKind::StaticCall(c) => !matches!(c.args.kind, ArgListKind::FirstClassCallable),
            _ => false,
        };
        // a literal loaded for nothing (a folded `strlen("...")` statement) is not loaded
        if let (Some(&Op::Const { dst, .. }), Some(slot)) = (self.f.unit.ops.last(), r) {
            let n = self.f.unit.ops.len();
            if dst == slot && slot & TEMP != 0 && (self.f.max_target as usize) < n {
                self.f.unit.ops.truncate(n - 1);
                self.f.unit.lines.truncate(n - 1);
                self.release_tmp(slot);
                return Ok(());
            }
        }
        // a variable's `++`/`--` whose result is unused writes no result (`dst` NONE), and
        // a post-step is a pre-step then (php's unused POST_INC is a PRE_INC)
        if let (ExprKind::IncDec(_), Some(slot)) = (&e.kind, r) {
            if let Some(Op::IncDec { op, dst, .. }) = self.f.unit.ops.last_mut() {
                if *dst == slot {
                    *dst = NONE;
                    *op = match *op {
                        IncOp::PostInc | IncOp::PreInc => IncOp::PreInc,
                        IncOp::PostDec | IncOp::PreDec => IncOp::PreDec,
                    };
                }
            }
        }
        if let (true, Some(slot)) = (is_call, r) {
            let n = self.f.unit.ops.len();
            // the call is the last op, or the one before the release of its `$this`
            let at = match self.f.unit.ops.last() {
                Some(Op::FreeTemps { .. }) => n.checked_sub(2),
                _ => n.checked_sub(1),
            };
            if let Some(
                Op::DoFcall { dst }
                | Op::CallDirect { dst, .. }
                | Op::CallBuiltin { dst, .. }
                | Op::CallThis { dst, .. }
                | Op::CallStatic { dst, .. },
            ) = at.and_then(|i| self.f.unit.ops.get_mut(i))
            {
                if *dst == slot {
                    *dst = NONE;
                }
            }
        }
        Ok(())
    }

    fn expr_inner(&mut self, e: &Expr, want: bool) -> CResult<Option<Slot>> {
        let continues_chain = std::mem::take(&mut self.f.chain_child);
        let is_chain = matches!(
            e.kind,
            ExprKind::Prop(_)
                | ExprKind::Dim(_)
                | ExprKind::MethodCall(_)
                | ExprKind::StaticProp(_)
                | ExprKind::StaticCall(_)
        );
        if !is_chain || continues_chain {
            return self.expr_element(e, want);
        }
        // the outermost element of a chain: a `?->` inside it lands here on null
        self.f.nullsafe_exits.push(Vec::new());
        let r = self.expr_element(e, want);
        let exits = self.f.nullsafe_exits.pop().unwrap_or_default();
        let r = r?;
        if exits.is_empty() || !want {
            // unused: the short circuit just skips the rest (the call stays the last op)
            for j in exits {
                self.patch_here(j);
            }
            return Ok(r);
        }
        let dst = match r {
            Some(d) if d & super::TEMP != 0 => d,
            Some(d) => {
                let t = self.tmp();
                self.emit(Op::Move { dst: t, src: d });
                t
            }
            None => self.tmp(),
        };
        let over = self.emit(Op::Jmp { target: 0 });
        for j in exits {
            self.patch_here(j);
        }
        let nul = self.lit(Const::Null);
        self.emit(Op::Const { dst, lit: nul });
        self.patch_here(over);
        Ok(Some(dst))
    }

    /// The object or base of a chain element: compiled as part of the same chain.
    pub(super) fn chain_object(&mut self, e: &Expr) -> CResult<Slot> {
        self.f.chain_child = !self.f.nullsafe_exits.is_empty();
        let r = self.expr(e);
        self.f.chain_child = false;
        r
    }

    /// After a property read from the temporary `o` holding what `e` made (`new A()->p`,
    /// `f()->p`): free it there, as php's FREE_OP1 (its destructor runs, its handle is
    /// reused). A variable's or property's object is held elsewhere: nothing to do.
    fn free_fresh_object(&mut self, e: &Expr, o: Slot) {
        let held = matches!(
            e.kind,
            ExprKind::Variable(_) | ExprKind::Prop(_) | ExprKind::StaticProp(_) | ExprKind::Dim(_)
        );
        // (an operand evaluated once for a compound assignment is used again)
        let preset = self
            .f
            .preset
            .iter()
            .any(|(p, _)| *p == std::ptr::from_ref::<Expr>(e) as usize);
        if !held && !preset && o & super::TEMP != 0 {
            self.emit(Op::Clear { dst: o });
        }
    }

    /// `?->` on `o`: when it is null, leave the chain (its value becomes null).
    fn nullsafe_exit(&mut self, o: Slot) {
        let j = self.emit(Op::JmpNotNull { src: o, target: 0 });
        let exit = self.emit(Op::Jmp { target: 0 });
        self.patch_here(j);
        match self.f.nullsafe_exits.last_mut() {
            Some(exits) => exits.push(exit),
            None => self.f.nullsafe_exits.push(vec![exit]),
        }
    }

    fn expr_element(&mut self, e: &Expr, want: bool) -> CResult<Option<Slot>> {
        let line = self.f.line;
        if let Some((inner, global)) = super::var_by_name(e) {
            if let (true, ExprKind::String(s)) = (global, &inner.kind) {
                let name = self.str_lit(s);
                let t = self.tmp();
                self.f.line = line;
                self.emit(Op::FetchGlobalC { dst: t, name });
                return Ok(Some(t));
            }
            let n = self.expr(inner)?;
            let t = self.tmp();
            self.f.line = line;
            self.emit(Op::FetchVarVar {
                dst: t,
                name: n,
                quiet: false,
                global,
            });
            return Ok(Some(t));
        }
        let out = match &e.kind {
            ExprKind::Variable(name) if &**name == b"GLOBALS" => {
                let t = self.tmp();
                self.emit(Op::FetchGlobals { dst: t });
                t
            }
            ExprKind::Variable(name) if &**name == b"this" => {
                let t = self.tmp();
                self.emit(Op::This {
                    dst: t,
                    quiet: false,
                });
                t
            }
            ExprKind::Variable(name) => self.cv(name),
            ExprKind::VariableVariable(_) => unreachable!("handled by var_by_name"),
            ExprKind::Int(i) => self.const_tmp(Const::Int(*i)),
            ExprKind::Float(f) => self.const_tmp(Const::Float(*f)),
            ExprKind::String(s) => self.const_tmp(Const::Str(s.clone())),
            ExprKind::Interpolated(parts) => self.interpolated(parts)?,
            ExprKind::ShellExec(parts) => {
                // php compiles `cmd` to a call of the global shell_exec()
                let src = self.interpolated(parts)?;
                let dst = self.tmp();
                let name = self.str_lit(b"shell_exec");
                self.f.line = line;
                self.emit(Op::InitFcall { name, argc: 0 });
                self.emit(Op::SendValEx { src, arg: 0 });
                self.emit(Op::DoFcall { dst });
                dst
            }
            ExprKind::Array(lit) => self.array_literal(lit)?,
            ExprKind::Constant(name) => self.constant(name)?,
            ExprKind::MagicConst(m) => self.magic(*m)?,
            ExprKind::ClassConst(cc) => {
                let is_class = matches!(&cc.name, MemberName::Ident(id) if id.name.eq_ignore_ascii_case(b"class"));
                let dst = self.tmp();
                match (&cc.class, &cc.name) {
                    (ClassRef::Expr(x), _) if is_class => {
                        let src = self.expr(x)?;
                        self.f.line = line;
                        self.emit(Op::FetchClassNameDyn { dst, src });
                    }
                    (ClassRef::Expr(x), MemberName::Ident(id)) => {
                        let class = self.expr(x)?;
                        let name = self.str_lit(&id.name);
                        self.f.line = line;
                        self.emit(Op::FetchClassConstDyn { dst, class, name });
                    }
                    (ClassRef::Expr(x), MemberName::Expr(n)) => {
                        let class = self.expr(x)?;
                        let name = self.expr(n)?;
                        self.f.line = line;
                        self.emit(Op::FetchClassConstDynName { dst, class, name });
                    }
                    (class_ref, MemberName::Ident(id)) => {
                        let class = match class_ref {
                            ClassRef::Name(n) => self.resolve_class(n),
                            _ => b"static".to_vec(),
                        };
                        if is_class {
                            if matches!(class.as_slice(), b"self" | b"parent" | b"static") {
                                let cl = self.str_lit(&class);
                                self.f.line = line;
                                self.emit(Op::FetchClassName { dst, class: cl });
                            } else {
                                return Ok(Some(self.const_tmp(Const::Str(class.into()))));
                            }
                        } else {
                            let cl = self.str_lit(&class);
                            let name = self.str_lit(&id.name);
                            self.f.line = line;
                            self.emit(Op::FetchClassConst {
                                dst,
                                class: cl,
                                name,
                            });
                        }
                    }
                    (class_ref, MemberName::Expr(n)) => {
                        let class = match class_ref {
                            ClassRef::Name(n) => self.resolve_class(n),
                            _ => b"static".to_vec(),
                        };
                        let cl = self.str_lit(&class);
                        let name = self.expr(n)?;
                        self.f.line = line;
                        self.emit(Op::FetchClassConstName {
                            dst,
                            class: cl,
                            name,
                        });
                    }
                }
                dst
            }
            ExprKind::StaticProp(sp) => {
                if let Some(r) = self.static_prop_dyn(sp, false)? {
                    return Ok(Some(r));
                }
                let (cl, name) = self.static_prop_parts(sp)?;
                let dst = self.tmp();
                self.f.line = line;
                self.emit(Op::FetchStaticProp {
                    dst,
                    class: cl,
                    name,
                });
                dst
            }
            ExprKind::Prop(p)
                if !p.nullsafe && !self.f.const_decl && matches!(p.name, MemberName::Ident(_)) =>
            {
                // a literal name: one op, and `$this` needs no temporary
                let name = match &p.name {
                    MemberName::Ident(id) => self.str_lit(&id.name),
                    MemberName::Expr(_) => 0,
                };
                if super::is_this(&p.object) {
                    let t = self.tmp();
                    self.f.line = line;
                    self.emit(Op::FetchThisPropC { dst: t, name });
                    t
                } else {
                    let o = self.chain_object(&p.object)?;
                    let t = self.tmp();
                    self.f.line = line;
                    self.emit(Op::FetchPropC {
                        dst: t,
                        obj: o,
                        name,
                    });
                    self.free_fresh_object(&p.object, o);
                    t
                }
            }
            ExprKind::Prop(p) => {
                let o = self.chain_object(&p.object)?;
                if p.nullsafe {
                    self.nullsafe_exit(o);
                }
                let n = self.member_name(&p.name)?;
                if self.f.const_decl {
                    self.f.line = line;
                    self.emit(Op::ConstPropCheck { obj: o, name: n });
                }
                let t = self.tmp();
                self.f.line = line;
                self.emit(Op::FetchObjR {
                    dst: t,
                    obj: o,
                    name: n,
                });
                self.free_fresh_object(&p.object, o);
                t
            }
            ExprKind::Dim(d) => {
                let Some(index) = &d.index else {
                    return Err(self.err("Cannot use [] for reading"));
                };
                let b = self.chain_object(&d.base)?;
                let k = self.expr(index)?;
                let t = self.tmp();
                self.f.line = line;
                self.emit_fetch_dim(t, b, k);
                t
            }
            ExprKind::Call(c) => return self.call(c, line, want).map(Some),
            ExprKind::MethodCall(m) => {
                if let Some(dst) = self.this_call(m, line)? {
                    return Ok(Some(dst));
                }
                let o = self.chain_object(&m.object)?;
                if m.nullsafe {
                    self.nullsafe_exit(o);
                }
                let (name, dyn_name) = match &m.name {
                    MemberName::Ident(id) => (self.str_lit(&id.name), None),
                    MemberName::Expr(x) => (0, Some(self.expr(x)?)),
                };
                let dst = self.tmp();
                let skip: Option<usize> = None;
                if let ArgListKind::FirstClassCallable = m.args.kind {
                    let arr = self.tmp();
                    self.emit(Op::NewArray {
                        hashed: false,
                        dst: arr,
                        cap: 2,
                    });
                    let oc = self.tmp();
                    self.emit(Op::Move { dst: oc, src: o });
                    self.emit(Op::AddElem { arr, val: oc });
                    let nt = self.tmp();
                    match dyn_name {
                        Some(n) => self.emit(Op::Move { dst: nt, src: n }),
                        None => self.emit(Op::Const { dst: nt, lit: name }),
                    };
                    self.emit(Op::AddElem { arr, val: nt });
                    self.emit(Op::MakeCallable { dst, src: arr });
                } else {
                    self.f.line = line;
                    match dyn_name {
                        Some(n) => self.emit(Op::InitMethodCallDyn { obj: o, name: n }),
                        None => self.emit(Op::InitMethodCall { obj: o, name }),
                    };
                    self.args(&m.args)?;
                    self.f.line = line;
                    self.emit(Op::DoFcall { dst });
                    // a fresh object (`f()->m()`, `(new A)->m()`, `(function () {})->
                    // bindTo($o)`) dies when its call returns, as php releases `$this` on
                    // leaving the call
                    if o & super::TEMP != 0
                        && matches!(
                            m.object.kind,
                            ExprKind::New(_)
                                | ExprKind::Call(_)
                                | ExprKind::MethodCall(_)
                                | ExprKind::StaticCall(_)
                                | ExprKind::Closure(_)
                                | ExprKind::ArrowFn(_)
                        )
                    {
                        self.emit(Op::FreeTemps { first: o, n: 1 });
                    }
                }
                if let Some(s) = skip {
                    self.patch_here(s);
                }
                dst
            }
            ExprKind::StaticCall(sc) => {
                // `parent::$x::get()`: the parent's hook of property x
                if let Some((prop, hook)) = crate::checks::hooks::parent_hook_call(sc) {
                    let kind = hook.to_ascii_lowercase();
                    let kind = String::from_utf8_lossy(&kind).into_owned();
                    let m = crate::bytecode::hook_method_name(prop, &kind);
                    let cl = self.str_lit(b"parent");
                    let name = self.str_lit(&m);
                    let dst = self.tmp();
                    self.f.line = line;
                    self.emit(Op::InitStaticMethodCall { class: cl, name });
                    self.args(&sc.args)?;
                    self.f.line = line;
                    self.emit(Op::DoFcall { dst });
                    return Ok(Some(dst));
                }
                if let ClassRef::Expr(x) = &sc.class {
                    let class = self.chain_object(x)?;
                    let name = self.member_name(&sc.name)?;
                    let dst = self.tmp();
                    self.f.line = line;
                    if let ArgListKind::FirstClassCallable = sc.args.kind {
                        self.emit(Op::MakeStaticCallable { dst, class, name });
                        return Ok(Some(dst));
                    }
                    self.emit(Op::InitStaticMethodCallDyn { class, name });
                    self.args(&sc.args)?;
                    self.f.line = line;
                    self.emit(Op::DoFcall { dst });
                    return Ok(Some(dst));
                }
                let MemberName::Ident(id) = &sc.name else {
                    let class = match &sc.class {
                        ClassRef::Name(cn) => self.resolve_class(cn),
                        _ => b"static".to_vec(),
                    };
                    let class = self.const_tmp(Const::Str(class.into()));
                    let name = self.member_name(&sc.name)?;
                    let dst = self.tmp();
                    self.f.line = line;
                    if let ArgListKind::FirstClassCallable = sc.args.kind {
                        self.emit(Op::MakeStaticCallable { dst, class, name });
                        return Ok(Some(dst));
                    }
                    self.emit(Op::InitStaticMethodCallDyn { class, name });
                    self.args(&sc.args)?;
                    self.f.line = line;
                    self.emit(Op::DoFcall { dst });
                    return Ok(Some(dst));
                };
                let class = match &sc.class {
                    ClassRef::Name(cn) => self.resolve_class(cn),
                    _ => b"static".to_vec(),
                };
                if let Some(dst) = self.static_call(&class, &id.name, &sc.args, line)? {
                    return Ok(Some(dst));
                }
                let cl = self.str_lit(&class);
                let name = self.str_lit(&id.name);
                let dst = self.tmp();
                if let ArgListKind::FirstClassCallable = sc.args.kind {
                    // resolved as the call would be (`parent::m(...)` keeps the called class)
                    let class = self.const_tmp(Const::Str(class.into()));
                    let name = self.const_tmp(Const::Str(id.name.to_vec().into()));
                    self.f.line = line;
                    self.emit(Op::MakeStaticCallable { dst, class, name });
                } else {
                    self.f.line = line;
                    self.emit(Op::InitStaticMethodCall { class: cl, name });
                    self.args(&sc.args)?;
                    self.f.line = line;
                    self.emit(Op::DoFcall { dst });
                }
                dst
            }
            ExprKind::New(n) => {
                let dst = self.tmp();
                let no_args = match &n.args {
                    None => true,
                    Some(l) => matches!(&l.kind, ast::ArgListKind::Args(a) if a.is_empty()),
                };
                let plain = match &n.class {
                    ast::NewClass::Name(name) => Some(self.resolve_class(name)),
                    ast::NewClass::Static(_) => Some(b"static".to_vec()),
                    _ => None,
                };
                if let (true, Some(class)) = (no_args, plain) {
                    // one op, which skips the `DoFcall` when there is no constructor
                    let cl = self.str_lit(&class);
                    self.f.line = line;
                    self.emit(Op::NewCtor { dst, class: cl });
                    self.emit(Op::DoFcall { dst: NONE });
                    return Ok(Some(dst));
                }
                match &n.class {
                    ast::NewClass::Name(name) => {
                        let class = self.resolve_class(name);
                        let cl = self.str_lit(&class);
                        self.emit(Op::New { dst, class: cl });
                    }
                    ast::NewClass::Expr(x) => {
                        let c = self.expr(x)?;
                        self.f.line = line;
                        self.emit(Op::NewDyn { dst, class: c });
                    }
                    ast::NewClass::Static(_) => {
                        let cl = self.str_lit(b"static");
                        self.f.line = line;
                        self.emit(Op::New { dst, class: cl });
                    }
                    ast::NewClass::Anonymous(decl) => {
                        let mut name = b"class@anonymous".to_vec();
                        // php's prefix: the parent, else the first interface
                        if let Some(p) = decl.extends.as_ref().or(decl.implements.first()) {
                            name = self.resolve_class(p);
                            name.extend_from_slice(b"@anonymous");
                        }
                        name.push(0);
                        name.extend_from_slice(
                            format!("{}:{}${:x}", self.file, line, self.anon_count).as_bytes(),
                        );
                        self.anon_count += 1;
                        let idx = self.class_decl(decl, name.clone())?;
                        self.f.line = line;
                        self.emit(Op::DeclareClass { idx, hoist: false });
                        let cl = self.str_lit(&name);
                        self.emit(Op::New { dst, class: cl });
                    }
                }
                self.emit(Op::InitCtor { obj: dst });
                if let Some(args) = &n.args {
                    self.args(args)?;
                }
                self.f.line = line;
                self.emit(Op::DoFcall { dst: NONE });
                dst
            }
            ExprKind::Clone(x) => {
                let src = self.expr(x)?;
                let dst = self.tmp();
                self.f.line = line;
                self.emit(Op::Clone { dst, src });
                dst
            }
            ExprKind::Assign(a) => return self.assign(&a.target, &a.value, want),
            ExprKind::AssignRef(a) => return self.assign_ref(&a.target, &a.value, want),
            ExprKind::AssignOp(a) => return self.assign_op(a, want),
            ExprKind::Binary(b) => self.binary(b)?,
            ExprKind::Unary(u) => match u.op {
                ast::UnaryOp::Silence => {
                    let saved = self.tmp();
                    self.emit(Op::Silence { dst: saved });
                    let v = self.expr(&u.expr)?;
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: v });
                    self.emit(Op::EndSilence { src: saved });
                    t
                }
                ast::UnaryOp::Neg
                    if matches!(u.expr.kind, ExprKind::Int(_) | ExprKind::Float(_)) =>
                {
                    match u.expr.kind {
                        ExprKind::Int(i) => match i.checked_neg() {
                            Some(n) => self.const_tmp(Const::Int(n)),
                            None => self.const_tmp(Const::Float(-(i as f64))),
                        },
                        ExprKind::Float(f) => self.const_tmp(Const::Float(-f)),
                        _ => NONE,
                    }
                }
                op => {
                    let a = self.expr(&u.expr)?;
                    let t = self.tmp();
                    let op = match op {
                        ast::UnaryOp::Not => UnOp::Not,
                        ast::UnaryOp::BitNot => UnOp::BitNot,
                        ast::UnaryOp::Neg => UnOp::Neg,
                        _ => UnOp::Plus,
                    };
                    self.f.line = line;
                    self.emit(Op::Unary { op, dst: t, a });
                    t
                }
            },
            ExprKind::IncDec(i) => return self.incdec(i, want).map(Some),
            ExprKind::Cast(c) => {
                let op = match c.kind {
                    ast::CastKind::Int => CastOp::Int,
                    ast::CastKind::Float => CastOp::Float,
                    ast::CastKind::String => CastOp::String,
                    ast::CastKind::Array => CastOp::Array,
                    ast::CastKind::Object => CastOp::Object,
                    ast::CastKind::Bool => CastOp::Bool,
                    ast::CastKind::Void => {
                        // `(void) f()`: the result is used (and dropped), so no #[\NoDiscard]
                        self.f.line = self.line_of(c.expr.span.start);
                        // the value is released right away, as php frees it
                        if let Some(slot) = self.expr_inner(&c.expr, false)? {
                            if slot != NONE && slot & super::TEMP != 0 {
                                self.emit(Op::FreeTemps { first: slot, n: 1 });
                            }
                        }
                        return Ok(None);
                    }
                    ast::CastKind::Unset => {
                        return Err(self.err("The (unset) cast is no longer supported"));
                    }
                };
                let a = self.expr(&c.expr)?;
                let t = self.tmp();
                self.f.line = line;
                self.emit(Op::Cast { op, dst: t, a });
                t
            }
            ExprKind::Instanceof(i) => {
                let a = self.expr(&i.expr)?;
                let t = self.tmp();
                match &i.class {
                    ClassRef::Name(n) => {
                        let name = self.resolve_class(n);
                        let l = self.str_lit(&name);
                        self.emit(Op::InstanceOf {
                            dst: t,
                            a,
                            class: l,
                        });
                    }
                    ClassRef::Expr(x) => {
                        let c = self.expr(x)?;
                        self.emit(Op::InstanceOfDyn {
                            dst: t,
                            a,
                            class: c,
                        });
                    }
                    ClassRef::Static(_) => {
                        let l = self.str_lit(b"static");
                        self.emit(Op::InstanceOf {
                            dst: t,
                            a,
                            class: l,
                        });
                    }
                }
                t
            }
            ExprKind::Ternary(t) => self.ternary(t)?,
            ExprKind::Isset(list) => {
                let dst = self.tmp();
                let mut exits = Vec::new();
                for (i, x) in list.iter().enumerate() {
                    if let ExprKind::Dim(d) = &x.kind {
                        if let Some(k) = &d.index {
                            if super::var_by_name(x).is_none() {
                                let b = self.expr_quiet(&d.base)?;
                                let key = self.expr(k)?;
                                self.emit(Op::IssetDim { dst, base: b, key });
                                if i + 1 < list.len() {
                                    exits.push(self.emit(Op::JmpZ {
                                        cond: dst,
                                        target: 0,
                                    }));
                                }
                                continue;
                            }
                        }
                    }
                    if let ExprKind::Prop(p) = &x.kind {
                        if let (false, true, MemberName::Ident(id)) =
                            (p.nullsafe, super::is_this(&p.object), &p.name)
                        {
                            let name = self.str_lit(&id.name);
                            self.emit(Op::IssetThisProp { dst, name });
                            if i + 1 < list.len() {
                                exits.push(self.emit(Op::JmpZ {
                                    cond: dst,
                                    target: 0,
                                }));
                            }
                            continue;
                        }
                        if !p.nullsafe {
                            let obj = self.expr_quiet(&p.object)?;
                            let name = self.member_name(&p.name)?;
                            self.emit(Op::IssetObj { dst, obj, name });
                            if i + 1 < list.len() {
                                exits.push(self.emit(Op::JmpZ {
                                    cond: dst,
                                    target: 0,
                                }));
                            }
                            continue;
                        }
                    }
                    let v = self.expr_quiet(x)?;
                    self.emit(Op::Isset { dst, a: v });
                    if i + 1 < list.len() {
                        exits.push(self.emit(Op::JmpZ {
                            cond: dst,
                            target: 0,
                        }));
                    }
                }
                for j in exits {
                    self.patch_here(j);
                }
                dst
            }
            ExprKind::Empty(x) => {
                let v = self.expr_quiet(x)?;
                if let Some(
                    Op::FetchDimIs { empty, dst, .. }
                    | Op::FetchObjIs { empty, dst, .. }
                    | Op::FetchThisPropIs { empty, dst, .. },
                ) = self.f.unit.ops.last_mut()
                {
                    if *dst == v {
                        *empty = true;
                    }
                }
                let t = self.tmp();
                self.emit(Op::Unary {
                    op: UnOp::Not,
                    dst: t,
                    a: v,
                });
                t
            }
            ExprKind::Include(inc) => {
                let p = self.expr(&inc.expr)?;
                let t = self.tmp();
                let op = match inc.kind {
                    ast::IncludeKind::Include => IncludeOp::Include,
                    ast::IncludeKind::IncludeOnce => IncludeOp::IncludeOnce,
                    ast::IncludeKind::Require => IncludeOp::Require,
                    ast::IncludeKind::RequireOnce => IncludeOp::RequireOnce,
                };
                self.f.line = line;
                self.emit(Op::Include {
                    op,
                    dst: t,
                    path: p,
                });
                t
            }
            ExprKind::Eval(x) => {
                let p = self.expr(x)?;
                let t = self.tmp();
                self.f.line = line;
                self.emit(Op::Include {
                    op: IncludeOp::Eval,
                    dst: t,
                    path: p,
                });
                t
            }
            ExprKind::Exit(x) => {
                let src = match x.args.as_ref().map(|a| &a.kind) {
                    Some(ArgListKind::Args(args)) if !args.is_empty() => {
                        self.expr(&args[0].value)?
                    }
                    _ => self.const_tmp(Const::Null),
                };
                self.f.line = line;
                self.emit(Op::Exit { src });
                self.const_tmp(Const::Null)
            }
            ExprKind::Print(x) => {
                let v = self.expr(x)?;
                self.f.line = line;
                self.emit(Op::Echo { src: v });
                self.const_tmp(Const::Int(1))
            }
            ExprKind::Yield(y) => {
                self.f.unit.is_generator = true;
                let key = match &y.key {
                    Some(k) => self.expr(k)?,
                    None => NONE,
                };
                let val = match &y.value {
                    // `function &gen()` yields the variable's reference cell
                    Some(v) if self.f.unit.returns_ref && super::returns_variable(v) => {
                        self.ref_of(v)?
                    }
                    Some(v) => self.expr(v)?,
                    None => NONE,
                };
                let dst = self.tmp();
                self.f.line = line;
                self.emit(Op::Yield { dst, key, val });
                dst
            }
            ExprKind::YieldFrom(x) => {
                self.f.unit.is_generator = true;
                let src = self.expr(x)?;
                let dst = self.tmp();
                self.f.line = line;
                self.emit(Op::YieldFrom { dst, src });
                dst
            }
            ExprKind::Throw(x) => {
                let v = self.expr(x)?;
                self.f.line = line;
                self.emit(Op::Throw { src: v });
                self.const_tmp(Const::Null)
            }
            ExprKind::Closure(c) => {
                self.pending_attrs = self.attributes(&c.attributes, 2, line)?;
                self.pending_uses = c.uses.iter().map(|u| u.name.clone()).collect();
                let (child, unit) = self.function(
                    UnitKind::Closure,
                    b"{closure}",
                    &c.params,
                    c.return_type.as_ref(),
                    c.by_ref,
                    c.is_static,
                    FnBody::Stmts(&c.body),
                    line,
                )?;
                self.f.line = line;
                let mut captures = Vec::new();
                for u in &c.uses {
                    let p = self.cv(&u.name);
                    let Some(cs) = unit.cv(&u.name) else { continue };
                    captures.push((p, cs, u.by_ref, true));
                }
                let site = self.add_closure_site(ClosureSite { child, captures });
                let t = self.tmp();
                self.emit(Op::CreateClosure { dst: t, site });
                t
            }
            ExprKind::ArrowFn(a) => {
                self.pending_attrs = self.attributes(&a.attributes, 2, line)?;
                let (child, unit) = self.function(
                    UnitKind::ArrowFn,
                    b"{closure}",
                    &a.params,
                    a.return_type.as_ref(),
                    a.by_ref,
                    a.is_static,
                    FnBody::Expr(&a.body),
                    line,
                )?;
                self.f.line = line;
                let mut captures = Vec::new();
                for (i, name) in unit.cv_names.iter().enumerate() {
                    if i < unit.params.len() || &**name == b"this" {
                        continue;
                    }
                    let p = self.cv(name);
                    captures.push((p, i as u32, false, false));
                }
                let site = self.add_closure_site(ClosureSite { child, captures });
                let t = self.tmp();
                self.emit(Op::CreateClosure { dst: t, site });
                t
            }
            ExprKind::Match(m) => self.match_expr(m)?,
        };
        Ok(Some(out))
    }

    pub(super) fn member_name(&mut self, m: &MemberName) -> CResult<Slot> {
        match m {
            MemberName::Ident(id) => Ok(self.const_tmp(Const::Str(id.name.clone()))),
            MemberName::Expr(e) => self.expr(e),
        }
    }

    /// A read for isset/empty/??: no warnings for undefined variables, keys or properties.
    pub(super) fn expr_quiet(&mut self, e: &Expr) -> CResult<Slot> {
        if let Some((inner, global)) = super::var_by_name(e) {
            let n = self.expr(inner)?;
            let t = self.tmp();
            self.emit(Op::FetchVarVar {
                dst: t,
                name: n,
                quiet: true,
                global,
            });
            return Ok(t);
        }
        match &e.kind {
            ExprKind::Variable(name) if &**name == b"this" => {
                let dst = self.tmp();
                self.emit(Op::This { dst, quiet: true });
                Ok(dst)
            }
            ExprKind::Variable(name) if &**name == b"GLOBALS" => self.expr(e),
            ExprKind::StaticProp(sp) => {
                if let Some(r) = self.static_prop_dyn(sp, true)? {
                    return Ok(r);
                }
                let (class, name) = self.static_prop_parts(sp)?;
                let dst = self.tmp();
                self.emit(Op::FetchStaticPropIs { dst, class, name });
                Ok(dst)
            }
            ExprKind::Variable(name) => {
                let v = self.cv(name);
                let t = self.tmp();
                self.emit(Op::FetchQuiet { dst: t, var: v });
                Ok(t)
            }
            ExprKind::Dim(d) => {
                let Some(index) = &d.index else {
                    return Err(self.err("Cannot use [] for reading"));
                };
                let b = self.expr_quiet(&d.base)?;
                let k = self.expr(index)?;
                let t = self.tmp();
                self.emit(Op::FetchDimIs {
                    empty: false,
                    dst: t,
                    base: b,
                    key: k,
                });
                Ok(t)
            }
            ExprKind::Prop(p) => {
                if let MemberName::Ident(id) = &p.name {
                    if !p.nullsafe && super::is_this(&p.object) && !self.f.const_decl {
                        let name = self.str_lit(&id.name);
                        let t = self.tmp();
                        self.emit(Op::FetchThisPropIs {
                            empty: false,
                            dst: t,
                            name,
                        });
                        return Ok(t);
                    }
                }
                let o = self.expr_quiet(&p.object)?;
                let n = self.member_name(&p.name)?;
                let t = self.tmp();
                self.emit(Op::FetchObjIs {
                    empty: false,
                    dst: t,
                    obj: o,
                    name: n,
                });
                Ok(t)
            }
            _ => self.expr(e),
        }
    }

    /// A slot whose value may be moved out (a copy of a variable, or the temporary itself).
    pub(super) fn owned(&mut self, s: Slot) -> Slot {
        s
    }

    fn constant(&mut self, name: &ast::Name) -> CResult<Slot> {
        let lower = name.name.to_ascii_lowercase();
        match lower.as_slice() {
            b"true" => return Ok(self.const_tmp(Const::Bool(true))),
            b"false" => return Ok(self.const_tmp(Const::Bool(false))),
            b"null" => return Ok(self.const_tmp(Const::Null)),
            _ => {}
        }
        if &*name.name == b"__COMPILER_HALT_OFFSET__" {
            if let Some(off) = self.halt_offset {
                return Ok(self.const_tmp(Const::Int(i64::from(off))));
            }
        }
        // in a namespace an unqualified name may be a namespaced constant: run time decides
        let global = self.namespace.is_empty() || name.kind == ast::NameKind::FullyQualified;
        // a deprecated constant is read at run time, where its deprecation is raised
        let folded = global && crate::builtins::var::deprecated_constant(&name.name).is_none();
        if let Some(v) = crate::builtins::var::builtin_constant(&name.name).filter(|_| folded) {
            let c = match v {
                crate::value::Value::Int(i) => Some(Const::Int(i)),
                crate::value::Value::Float(f) => Some(Const::Float(f)),
                crate::value::Value::Str(s) => Some(Const::Str(s.as_bytes().into())),
                crate::value::Value::Bool(b) => Some(Const::Bool(b)),
                _ => None,
            };
            if let Some(c) = c {
                return Ok(self.const_tmp(c));
            }
        }
        let full = self.resolve_fn_or_const(name, true);
        let l = self.str_lit(&full);
        let t = self.tmp();
        self.emit(Op::FetchConstant { dst: t, name: l });
        Ok(t)
    }

    fn magic(&mut self, m: MagicConst) -> CResult<Slot> {
        let c = match m {
            MagicConst::Line => Const::Int(i64::from(self.f.line)),
            MagicConst::File => Const::Str(self.file.as_bytes().into()),
            MagicConst::Dir => Const::Str(self.dir.as_bytes().into()),
            MagicConst::Function => Const::Str(self.f.func_name.as_bytes().into()),
            MagicConst::Method => {
                if self.f.method_name.is_empty() {
                    Const::Str(self.f.func_name.as_bytes().into())
                } else {
                    Const::Str(self.f.method_name.as_bytes().into())
                }
            }
            MagicConst::Namespace => Const::Str(self.namespace.clone().into()),
            MagicConst::Class if self.in_trait => {
                let dst = self.tmp();
                let cl = self.str_lit(b"self");
                self.emit(Op::FetchClassName { dst, class: cl });
                return Ok(dst);
            }
            MagicConst::Class => match &self.class_name {
                Some(c) => Const::Str(c.clone().into()),
                None => Const::Str(Box::new([])),
            },
            MagicConst::Trait => match &self.class_name {
                Some(c) if self.in_trait => Const::Str(c.clone().into()),
                _ => Const::Str(Box::new([])),
            },
            MagicConst::Property => Const::Str(Box::new([])),
        };
        Ok(self.const_tmp(c))
    }

    fn binary(&mut self, b: &ast::Binary) -> CResult<Slot> {
        if b.op == BinaryOp::Concat {
            if let Some(t) = self.concat_chain(b)? {
                return Ok(t);
            }
        }
        let line = self.f.line;
        let arith = super::arith_op(b.op);
        if let Some(op) = arith {
            use crate::value::ops::BinOp;
            let a = self.expr(&b.left)?;
            let left_lit = matches!(self.f.unit.ops.last(), Some(&Op::Const { dst, .. }) if dst == a && a & TEMP != 0);
            let c = self.expr(&b.right)?;
            // php's VM swaps the operands of its commutative operators when the first is of
            // a lower kind (a literal before any other, a temporary before a variable), so
            // their errors name them in that order ("string * int" for `2 * "x"`); a
            // literal so moved to the right fuses into a `BinLit`
            let swap = matches!(
                op,
                BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor
            ) && a != c
                && if left_lit {
                    !self.bin_lit_fuses(a, c)
                } else {
                    a & TEMP != 0 && c & TEMP == 0
                };
            let (a, c) = if swap { (c, a) } else { (a, c) };
            // a literal right operand becomes part of a `BinLit`: its temporary, the last
            // one taken, holds the result instead (a frame's unused slots are set up and
            // dropped by every call)
            let t = if self.bin_lit_fuses(a, c) && c == TEMP | (self.f.temps - 1) {
                c
            } else {
                self.tmp()
            };
            self.f.line = line;
            self.emit_bin(op, t, a, c);
            return Ok(t);
        }
        let cmp = super::cmp_op(b.op);
        if let Some(op) = cmp {
            let a = self.expr(&b.left)?;
            let c = self.expr(&b.right)?;
            let t = self.tmp();
            self.f.line = line;
            self.emit(Op::Cmp {
                op,
                dst: t,
                a,
                b: c,
            });
            // a `new` object compared goes as the comparison ends, as php's FREE_OP
            for (e, s) in [(&b.left, a), (&b.right, c)] {
                if matches!(e.kind, ExprKind::New(_)) && s & TEMP != 0 {
                    self.emit(Op::Clear { dst: s });
                }
            }
            return Ok(t);
        }
        match b.op {
            BinaryOp::BoolAnd | BinaryOp::LogicalAnd | BinaryOp::BoolOr | BinaryOp::LogicalOr => {
                let is_and = matches!(b.op, BinaryOp::BoolAnd | BinaryOp::LogicalAnd);
                let t = self.tmp();
                let a = self.expr(&b.left)?;
                self.emit(Op::Bool { dst: t, a });
                let j = if is_and {
                    self.emit(Op::JmpZ { cond: t, target: 0 })
                } else {
                    self.emit(Op::JmpNz { cond: t, target: 0 })
                };
                let c = self.expr(&b.right)?;
                self.emit(Op::Bool { dst: t, a: c });
                self.patch_here(j);
                Ok(t)
            }
            BinaryOp::LogicalXor => {
                let a = self.expr(&b.left)?;
                let c = self.expr(&b.right)?;
                let t = self.tmp();
                self.emit(Op::BoolXor { dst: t, a, b: c });
                Ok(t)
            }
            BinaryOp::Coalesce => {
                let t = self.tmp();
                let a = self.expr_quiet(&b.left)?;
                self.emit(Op::Move { dst: t, src: a });
                let j = self.emit(Op::JmpNotNull { src: t, target: 0 });
                let c = self.expr(&b.right)?;
                self.emit(Op::Move { dst: t, src: c });
                self.patch_here(j);
                Ok(t)
            }
            BinaryOp::Pipe => {
                let a = self.expr(&b.left)?;
                let a = {
                    let t = self.tmp();
                    self.emit(Op::Move { dst: t, src: a });
                    t
                };
                let c = self.expr(&b.right)?;
                self.f.line = line;
                self.emit(Op::InitDynamicCall { callee: c });
                self.emit(Op::SendVal { src: a });
                let t = self.tmp();
                self.emit(Op::DoFcall { dst: t });
                Ok(t)
            }
            _ => Err(self.err("unsupported binary operator")),
        }
    }

    fn ternary(&mut self, t: &ast::Ternary) -> CResult<Slot> {
        let dst = self.tmp();
        match &t.then {
            Some(then) => {
                let jz = self.branch(&t.cond, false)?;
                let a = self.expr(then)?;
                self.emit_move_result(dst, a);
                let j = self.emit(Op::Jmp { target: 0 });
                self.patch_all_here(jz);
                let b = self.expr(&t.otherwise)?;
                self.emit_move_result(dst, b);
                self.patch_here(j);
            }
            None => {
                let c = self.expr(&t.cond)?;
                self.emit(Op::Move { dst, src: c });
                let j = self.emit(Op::JmpNz {
                    cond: dst,
                    target: 0,
                });
                let b = self.expr(&t.otherwise)?;
                self.emit(Op::Move { dst, src: b });
                self.patch_here(j);
            }
        }
        Ok(dst)
    }

    fn match_expr(&mut self, m: &ast::Match) -> CResult<Slot> {
        let line = self.f.line;
        let s = self.expr(&m.subject)?;
        let subject = self.tmp();
        self.emit(Op::Move {
            dst: subject,
            src: s,
        });
        let dst = self.tmp();
        let cmp = self.tmp();
        let mut arm_jumps: Vec<Vec<usize>> = Vec::new();
        for arm in &m.arms {
            let mut js = Vec::new();
            if let Some(conds) = &arm.conditions {
                for c in conds {
                    let v = self.expr(c)?;
                    self.emit(Op::Cmp {
                        op: CmpOp::Identical,
                        dst: cmp,
                        a: subject,
                        b: v,
                    });
                    js.push(self.emit(Op::JmpNz {
                        cond: cmp,
                        target: 0,
                    }));
                }
            }
            arm_jumps.push(js);
        }
        let to_default = self.emit(Op::Jmp { target: 0 });
        let mut ends = Vec::new();
        let mut default_at = None;
        for (arm, js) in m.arms.iter().zip(arm_jumps) {
            let start = self.here();
            if arm.conditions.is_none() {
                default_at = Some(start);
            }
            for j in js {
                self.patch(j, start);
            }
            let v = self.expr(&arm.body)?;
            self.emit(Op::Move { dst, src: v });
            ends.push(self.emit(Op::Jmp { target: 0 }));
        }
        match default_at {
            Some(d) => self.patch(to_default, d),
            None => {
                self.patch_here(to_default);
                self.f.line = line;
                self.emit(Op::MatchError { src: subject });
            }
        }
        for e in ends {
            self.patch_here(e);
        }
        Ok(dst)
    }

    fn call(&mut self, c: &ast::Call, line: u32, _want: bool) -> CResult<Slot> {
        let dst = self.tmp();
        match &c.callee {
            Callee::Name(n) => {
                let lower = n.name.to_ascii_lowercase();
                let plain = n.kind != ast::NameKind::Qualified;
                if plain {
                    if let Some(s) = self.special_call(&lower, &c.args, dst)? {
                        return Ok(s);
                    }
                }
                if let Some(s) = self.special_fn_call(n, &c.args, dst, line)? {
                    return Ok(s);
                }
                let name = self.resolve_fn_or_const(n, false);
                if let ArgListKind::FirstClassCallable = c.args.kind {
                    let src = self.const_tmp(Const::Str(name.into()));
                    self.emit(Op::MakeCallable { dst, src });
                    return Ok(dst);
                }
                if self.assert_description(c).is_none()
                    && self.direct_call(&name, &c.args, dst, line)?
                {
                    return Ok(dst);
                }
                let l = self.str_lit(&name);
                self.f.line = line;
                self.emit(Op::InitFcall { name: l, argc: 0 });
            }
            Callee::Expr(e) => {
                let f = self.expr(e)?;
                if let ArgListKind::FirstClassCallable = c.args.kind {
                    self.emit(Op::MakeCallable { dst, src: f });
                    return Ok(dst);
                }
                self.f.line = line;
                self.emit(Op::InitDynamicCall { callee: f });
            }
        }
        self.args(&c.args)?;
        if let Some((msg, named)) = self.assert_description(c) {
            let v = self.const_tmp(Const::Str(msg.into()));
            if named {
                let name = self.str_lit(b"description");
                self.emit(Op::SendNamed { src: v, name });
            } else {
                self.emit(Op::SendValEx { src: v, arg: 1 });
            }
        }
        self.f.line = line;
        self.emit(Op::DoFcall { dst });
        Ok(dst)
    }

    /// Functions that need the caller's frame (compact, extract, get_defined_vars, ...).
    fn special_call(&mut self, lower: &[u8], args: &ArgList, dst: Slot) -> CResult<Option<Slot>> {
        let ArgListKind::Args(list) = &args.kind else {
            return Ok(None);
        };
        let simple = list.iter().all(|a| a.name.is_none() && !a.spread);
        if !simple {
            return Ok(None);
        }
        match lower {
            b"get_defined_vars" if list.is_empty() => {
                self.emit(Op::DefinedVars { dst });
                Ok(Some(dst))
            }
            b"func_get_args" if list.is_empty() => {
                self.emit(Op::FuncGetArgs { dst });
                Ok(Some(dst))
            }
            b"func_num_args" if list.is_empty() => {
                self.emit(Op::FuncNumArgs { dst });
                Ok(Some(dst))
            }
            b"compact" => {
                let arr = self.tmp();
                self.emit(Op::NewArray {
                    hashed: true,
                    dst: arr,
                    cap: list.len() as u32,
                });
                for a in list {
                    let v = self.expr(&a.value)?;
                    self.emit(Op::AddElem { arr, val: v });
                }
                self.emit(Op::CompactVars { dst, src: arr });
                Ok(Some(dst))
            }
            b"extract" if list.len() == 1 => {
                let v = self.expr(&list[0].value)?;
                self.emit(Op::ExtractVars { dst, src: v });
                Ok(Some(dst))
            }
            _ => Ok(None),
        }
    }

    /// A ref-sendable argument sent to a by-value parameter: its value, except that an
    /// append (`f($a[])`, `f($a[][$k])`) cannot be read, which php reports at run time.
    pub(super) fn arg_by_value(&mut self, e: &Expr) -> CResult<Slot> {
        let mut at = e;
        while let ExprKind::Dim(d) = &at.kind {
            if d.index.is_none() {
                let msg = self.str_lit(b"Cannot use [] for reading");
                self.emit(Op::ThrowError { msg });
                return Ok(self.const_tmp(Const::Null));
            }
            at = &d.base;
        }
        self.expr(e)
    }

    /// An argument that can be passed by reference when the parameter wants one: an
    /// element of a variable or property (an append too), a property, a static property.
    pub(super) fn ref_sendable(e: &Expr) -> bool {
        match &e.kind {
            // `$this` to a by-reference parameter: php sends a reference to a copy of it
            // (no notice); `ref_of` gives the value
            ExprKind::Variable(n) => &**n == b"this",
            ExprKind::Dim(_) => Self::dim_root_is_ref(e),
            ExprKind::Prop(p) => !p.nullsafe && Self::prop_chain_plain(&p.object),
            ExprKind::StaticProp(_) => true,
            _ => false,
        }
    }

    /// The root of a dim chain is something `dim_path` can write through.
    fn dim_root_is_ref(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Dim(_) if super::var_by_name(e).is_some() => true,
            ExprKind::Dim(d) => Self::dim_root_is_ref(&d.base),
            ExprKind::Variable(n) => &**n != b"GLOBALS" && &**n != b"this",
            ExprKind::Prop(p) => !p.nullsafe && Self::prop_chain_plain(&p.object),
            ExprKind::StaticProp(_) => true,
            _ => super::is_ref_call(e),
        }
    }

    /// The object of a property access is a variable, `$this` or a plain property chain.
    fn prop_chain_plain(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Variable(n) => &**n != b"GLOBALS",
            ExprKind::Prop(p) => !p.nullsafe && Self::prop_chain_plain(&p.object),
            _ => false,
        }
    }
}

/// A constant array literal (all keys and values literal) as one `Const`.
pub(super) fn const_array(lit: &ast::ArrayLiteral) -> Option<Const> {
    let mut items = Vec::with_capacity(lit.items.len());
    let mut next: i64 = 0;
    for item in &lit.items {
        let item = item.as_ref()?;
        if item.by_ref || item.spread {
            return None;
        }
        let key = match &item.key {
            None => {
                let k = ConstKey::Int(next);
                next = next.checked_add(1)?;
                k
            }
            Some(k) => match &k.kind {
                ExprKind::Int(i) => {
                    if *i >= next {
                        next = i.checked_add(1)?;
                    }
                    ConstKey::Int(*i)
                }
                ExprKind::String(s) => match crate::value::array::canonical_int(s) {
                    Some(i) => {
                        if i >= next {
                            next = i.checked_add(1)?;
                        }
                        ConstKey::Int(i)
                    }
                    None => ConstKey::Str(s.clone()),
                },
                _ => return None,
            },
        };
        let value = const_value(&item.value)?;
        if let Some(pos) = items
            .iter()
            .position(|(k, _): &(ConstKey, Const)| *k == key)
        {
            items[pos].1 = value;
        } else {
            items.push((key, value));
        }
    }
    Some(Const::Array(items))
}

pub(super) fn const_value(e: &Expr) -> Option<Const> {
    match &e.kind {
        ExprKind::Int(i) => Some(Const::Int(*i)),
        ExprKind::Float(f) => Some(Const::Float(*f)),
        ExprKind::String(s) => Some(Const::Str(s.clone())),
        ExprKind::Constant(n) => match n.name.to_ascii_lowercase().as_slice() {
            b"true" => Some(Const::Bool(true)),
            b"false" => Some(Const::Bool(false)),
            b"null" => Some(Const::Null),
            _ => None,
        },
        ExprKind::Array(a) => const_array(a),
        _ => None,
    }
}
