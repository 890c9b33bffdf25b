//! Statements: control flow (loops with break/continue N, switch, goto), try/catch/finally
//! with php's finally semantics (fast calls), declarations, echo, unset, global, static.

use super::{CResult, Compiler, Finally, Loop, NONE};
use crate::bytecode::{Const, Op, Slot, TryRegion};
use crate::value::compare::CmpOp;
use rphp_parser::ast::{self, Expr, ExprKind, Stmt, StmtKind};

impl Compiler {
    pub(super) fn stmts(&mut self, stmts: &[Stmt]) -> CResult<()> {
        for s in stmts {
            if matches!(s.kind, StmtKind::HaltCompiler) {
                break;
            }
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> CResult<()> {
        self.set_line(s.span);
        let mark = self.f.temps;
        let outer_hi = std::mem::replace(&mut self.f.stmt_hi, mark);
        self.f.alloc_log.clear();
        self.stmt_inner(s)?;
        let hi = self.f.stmt_hi.max(self.f.temps);
        let leaves = match &s.kind {
            StmtKind::Expr(e) => may_leave_objects(e),
            StmtKind::Echo(list) => list.iter().any(may_leave_objects),
            _ => false,
        };
        if hi > mark && leaves {
            self.emit(Op::FreeTemps {
                first: super::TEMP | mark,
                n: hi - mark,
            });
        }
        self.f.stmt_hi = outer_hi.max(hi);
        self.f.temps = mark;
        // php's zend_compile_stmt ends a statement with ZEND_TICKS under declare(ticks);
        // a block or a label is no statement of its own, and a top-level declaration is
        // compiled as php's top statement (no tick)
        let unticked = match &s.kind {
            StmtKind::Block(_) | StmtKind::Label(_) | StmtKind::Nop | StmtKind::HaltCompiler => {
                true
            }
            StmtKind::Function(_) => self.hoisted.contains(&s.span.start),
            StmtKind::Class(_) => self.hoisted_classes.contains_key(&s.span.start),
            _ => false,
        };
        if !unticked {
            self.emit_tick();
        }
        Ok(())
    }

    fn stmt_inner(&mut self, s: &Stmt) -> CResult<()> {
        match &s.kind {
            StmtKind::Expr(e) => self.expr_discard(e)?,
            StmtKind::Echo(list) => {
                for (i, e) in list.iter().enumerate() {
                    let v = self.expr(e)?;
                    self.set_line(e.span);
                    self.emit(Op::Echo { src: v });
                    // `echo a, b;` is php's list of echo statements: each but the last
                    // ends with its tick here, the last with the statement's
                    if i + 1 < list.len() {
                        self.emit_tick();
                    }
                }
            }
            StmtKind::InlineHtml(bytes) => {
                let t = self.const_tmp(Const::Str(bytes.clone()));
                self.emit(Op::Echo { src: t });
            }
            StmtKind::Block(list) => self.stmts(list)?,
            StmtKind::If(i) => {
                let mut ends = Vec::new();
                for b in &i.branches {
                    self.set_line(b.span);
                    let jz = self.branch(&b.cond, false)?;
                    self.stmts(&b.body)?;
                    ends.push(self.emit(Op::Jmp { target: 0 }));
                    self.patch_all_here(jz);
                }
                if let Some(e) = &i.else_branch {
                    self.stmts(e)?;
                }
                for j in ends {
                    self.patch_here(j);
                }
            }
            StmtKind::While(w) => {
                let to_cond = self.emit(Op::Jmp { target: 0 });
                let body = self.here();
                self.push_loop(None, false);
                self.stmts(&w.body)?;
                let cond_at = self.here();
                self.patch(to_cond, cond_at);
                self.set_line(w.cond.span);
                self.branch_to(&w.cond, true, body)?;
                self.pop_loop(cond_at);
            }
            StmtKind::DoWhile(d) => {
                let body = self.here();
                self.push_loop(None, false);
                self.stmts(&d.body)?;
                let cond_at = self.here();
                self.branch_to(&d.cond, true, body)?;
                self.pop_loop(cond_at);
            }
            StmtKind::For(f) => {
                for e in &f.init {
                    self.expr_discard(e)?;
                }
                let to_cond = self.emit(Op::Jmp { target: 0 });
                let body = self.here();
                self.push_loop(None, false);
                self.stmts(&f.body)?;
                let step_at = self.here();
                for e in &f.step {
                    self.expr_discard(e)?;
                }
                let cond_at = self.here();
                self.patch(to_cond, cond_at);
                match f.cond.split_last() {
                    None => {
                        self.emit(Op::Jmp { target: body });
                    }
                    Some((last, rest)) => {
                        for e in rest {
                            self.expr_discard(e)?;
                        }
                        self.branch_to(last, true, body)?;
                    }
                }
                self.pop_loop(step_at);
            }
            StmtKind::Foreach(f) => self.foreach(f)?,
            StmtKind::Switch(sw) => self.switch(sw)?,
            StmtKind::Break(n) => self.break_continue(n.as_deref(), true)?,
            StmtKind::Continue(n) => self.break_continue(n.as_deref(), false)?,
            StmtKind::Return(v) => {
                let by_ref = self.f.unit.returns_ref && !self.f.unit.is_generator;
                let src = match v {
                    // `function &f()`: return a reference cell to the variable
                    // (`return $a[];` is a variable too: a reference to a new element)
                    Some(e)
                        if by_ref
                            && (super::returns_variable(e)
                                || matches!(&e.kind, ExprKind::Dim(d) if d.index.is_none())) =>
                    {
                        self.ref_of(e)?
                    }
                    Some(e)
                        if by_ref
                            && matches!(&e.kind, ExprKind::Variable(n) if &**n == b"this") =>
                    {
                        // `return $this` is a variable to php: no notice
                        let v = self.expr(e)?;
                        let t = self.tmp();
                        self.emit(Op::Move { dst: t, src: v });
                        self.emit(Op::MakeRef { dst: t, var: t });
                        t
                    }
                    Some(e) => {
                        let v = self.expr(e)?;
                        // the value is copied out first when a `finally` could change the
                        // variable before the return, or a return type coerce it in place;
                        // a temporary, or a variable with neither, is returned as it is
                        let temp = v & super::TEMP != 0;
                        if self.f.finallys.is_empty() && (temp || self.f.unit.return_type.is_none())
                        {
                            v
                        } else {
                            let t = self.tmp();
                            self.emit(Op::Move { dst: t, src: v });
                            t
                        }
                    }
                    None => self.const_tmp(Const::Null),
                };
                self.set_line(s.span);
                self.unwind_jump(0, 0, 0, None, true);
                if self.f.unit.return_type.is_some() && !self.f.unit.is_generator {
                    self.emit(Op::VerifyReturn { src });
                }
                if by_ref {
                    self.emit(Op::ReturnRef { src });
                } else {
                    self.emit(Op::Return { src });
                }
            }
            StmtKind::Global(list) => {
                for e in list.iter() {
                    match &e.kind {
                        ExprKind::Variable(n) => {
                            let var = self.cv(n);
                            self.emit(Op::BindGlobal { var });
                        }
                        _ => match super::var_by_name(e) {
                            // `global $$name`: the local so named becomes a reference to
                            // the global one
                            Some((inner, false)) => {
                                let n = self.expr(inner)?;
                                let r = self.tmp();
                                self.emit(Op::VarVarRef {
                                    dst: r,
                                    name: n,
                                    global: true,
                                });
                                self.emit(Op::BindVarVar {
                                    name: n,
                                    src: r,
                                    global: false,
                                });
                            }
                            _ => {
                                return Err(
                                    self.err("Dynamic global variables are not supported yet")
                                );
                            }
                        },
                    }
                }
            }
            StmtKind::Static(list) => {
                for v in list.iter() {
                    let var = self.cv(&v.name);
                    let at = self.emit(Op::BindStatic { var, skip: 0 });
                    if let Some(d) = &v.default {
                        let val = self.expr(d)?;
                        self.emit(Op::Assign { var, src: val });
                    }
                    self.patch_here(at);
                }
            }
            StmtKind::Unset(list) => {
                for e in list.iter() {
                    if let Some((inner, global)) = super::var_by_name(e) {
                        let n = self.expr(inner)?;
                        self.emit(Op::UnsetVarVar { name: n, global });
                        continue;
                    }
                    match &e.kind {
                        ExprKind::Variable(n) => {
                            let var = self.cv(n);
                            self.emit(Op::UnsetVar { var });
                        }
                        ExprKind::Dim(_) => {
                            let (var, keys, n) = self.dim_path(e, 0)?;
                            self.emit(Op::UnsetDim {
                                var,
                                keys,
                                n: n as u16,
                            });
                        }
                        ExprKind::Prop(p) => {
                            let obj = self.expr_quiet(&p.object)?;
                            let name = self.member_name(&p.name)?;
                            self.emit(Op::UnsetObj { obj, name });
                        }
                        ExprKind::StaticProp(sp) => self.unset_static_prop(sp)?,
                        _ => {
                            return Err(self.err("unset() of this expression is not supported yet"));
                        }
                    }
                }
            }
            StmtKind::Try(t) => self.try_stmt(t)?,
            StmtKind::Goto(label) => {
                // every enclosing finally block is called and every foreach freed; those
                // the label does not leave become no-ops when the label is resolved
                self.unwind_jump(0, 0, 0, Some(&label.name), false);
                let at = self.emit(Op::Jmp { target: 0 });
                let line = self.f.line;
                self.f.gotos.push((at, label.name.to_vec(), line));
            }
            StmtKind::Label(label) => {
                let h = self.here();
                self.f.labels.insert(label.name.to_vec(), h);
            }
            StmtKind::Declare(d) => {
                let ticks = super::ticks_directive(d);
                match &d.body {
                    Some(body) => {
                        let outer = self.ticks;
                        if let Some(n) = ticks {
                            self.ticks = n;
                        }
                        let r = self.stmts(body);
                        self.ticks = outer;
                        r?;
                    }
                    None => {
                        if let Some(n) = ticks {
                            self.ticks = n;
                        }
                    }
                }
            }
            StmtKind::Use(u) => self.add_uses(u),
            StmtKind::Nop | StmtKind::HaltCompiler => {}
            StmtKind::Function(f) => {
                // top-level functions were hoisted; nested ones are declared here
                if !self.hoisted.contains(&s.span.start) {
                    self.declare_function(f)?;
                } else if let Some(&t) = self.ticks_after.get(&s.span.start) {
                    // a `declare(ticks)` in its body holds on from here, as in php
                    self.ticks = t;
                }
            }
            StmtKind::Class(c) => {
                let idx = match self.hoisted_classes.get(&s.span.start) {
                    Some(&i) => i,
                    None => {
                        let name = c
                            .name
                            .as_ref()
                            .map(|n| self.namespaced(&n.name))
                            .unwrap_or_default();
                        self.class_decl(c, name)?
                    }
                };
                self.set_line(s.span);
                self.emit(Op::DeclareClass { idx, hoist: false });
            }
            StmtKind::Namespace(ns) => {
                let name = super::namespace_name(ns);
                self.clear_uses();
                match &ns.body {
                    Some(body) => {
                        let saved = std::mem::replace(&mut self.namespace, name);
                        self.stmts(body)?;
                        self.namespace = saved;
                        self.clear_uses();
                    }
                    None => self.namespace = name,
                }
            }
            StmtKind::Const(c) => {
                for item in &c.items {
                    self.f.const_decl = true;
                    let v = self.expr(&item.value);
                    self.f.const_decl = false;
                    let v = v?;
                    let name = self.namespaced(&item.name.name);
                    let l = self.str_lit(&name);
                    self.emit(Op::DeclareConst { name: l, src: v });
                }
            }
        }
        Ok(())
    }

    fn push_loop(&mut self, iter: Option<Slot>, is_switch: bool) {
        let depth = self.f.finallys.len();
        let id = self.f.loop_ranges.len();
        let start = self.here();
        self.f.loop_ranges.push((start, u32::MAX));
        self.f.loops.push(Loop {
            breaks: Vec::new(),
            continues: Vec::new(),
            finally_depth: depth,
            iter,
            is_switch,
            id,
        });
    }

    /// Leave loops and try statements by a jump (php's zend_handle_loops_and_finally):
    /// innermost first, call the finally blocks of the try statements left and free the
    /// iterators of the foreach loops left. Loops from `keep_loops` on are left; those
    /// from `free_from` on have their iterators freed; finally blocks from `keep_finallys`
    /// on are called. A `return` discards the exception pending in a finally block it
    /// leaves; a `goto` records what it emits for its label to undo.
    fn unwind_jump(
        &mut self,
        keep_loops: usize,
        free_from: usize,
        keep_finallys: usize,
        goto_label: Option<&[u8]>,
        returning: bool,
    ) {
        let mut cur = self.f.finallys.len();
        for i in (keep_loops..self.f.loops.len()).rev() {
            let fd = self.f.loops[i].finally_depth.min(cur);
            self.call_finallys(fd, cur, goto_label, returning);
            cur = fd;
            if i >= free_from {
                if let Some(iter) = self.f.loops[i].iter {
                    let at = self.emit(Op::FeFree { iter });
                    let id = self.f.loops[i].id;
                    self.f.jump_frees.push((at, id));
                    if let Some(label) = goto_label {
                        let scope = super::GotoScope::Loop(self.f.loops[i].id);
                        self.f.goto_fasts.push((at, scope, label.to_vec()));
                    }
                }
            }
        }
        let lo = keep_finallys.min(cur);
        self.call_finallys(lo, cur, goto_label, returning);
    }

    fn call_finallys(&mut self, lo: usize, hi: usize, goto_label: Option<&[u8]>, returning: bool) {
        let live = self.f.temps;
        for i in (lo..hi).rev() {
            let fast = self.f.finallys[i].fast;
            if self.f.finallys[i].discard {
                if returning {
                    self.emit(Op::DiscardFast { fast });
                }
                continue;
            }
            let at = self.emit(Op::FastCall { fast, target: 0 });
            let f = &mut self.f.finallys[i];
            f.calls.push(at);
            f.reserve = f.reserve.max(live);
            if let Some(label) = goto_label {
                let scope = super::GotoScope::Region(f.region);
                self.f.goto_fasts.push((at, scope, label.to_vec()));
            }
        }
    }

    fn pop_loop(&mut self, continue_target: u32) {
        if let Some(l) = self.f.loops.pop() {
            let end = self.here();
            if let Some(r) = self.f.loop_ranges.get_mut(l.id) {
                r.1 = end;
            }
            for b in l.breaks {
                self.patch(b, end);
            }
            for c in l.continues {
                self.patch(c, continue_target);
            }
        }
    }

    fn break_continue(&mut self, n: Option<&Expr>, is_break: bool) -> CResult<()> {
        let depth = match n.map(|e| &e.kind) {
            None => 1,
            Some(ExprKind::Int(i)) if *i >= 1 => *i as usize,
            Some(_) => {
                let kw = if is_break { "break" } else { "continue" };
                return Err(self.err(format!("'{kw}' operator accepts only positive integers")));
            }
        };
        let kw = if is_break { "break" } else { "continue" };
        if self.f.loops.is_empty() {
            return Err(self.err(format!("'{kw}' not in the 'loop' or 'switch' context")));
        }
        if depth > self.f.loops.len() {
            return Err(self.err(format!(
                "Cannot '{kw}' {depth} level{}",
                if depth == 1 { "" } else { "s" }
            )));
        }
        let target = self.f.loops.len() - depth;
        // finally blocks and iterators between here and the target loop, innermost first
        let fd = self.f.loops[target].finally_depth;
        let first_left = if is_break { target } else { target + 1 };
        self.unwind_jump(target, first_left, fd, None, false);
        let at = self.emit(Op::Jmp { target: 0 });
        let l = &mut self.f.loops[target];
        // `continue` targeting a switch acts like `break`
        if is_break || l.is_switch {
            l.breaks.push(at);
        } else {
            l.continues.push(at);
        }
        Ok(())
    }

    fn foreach(&mut self, f: &ast::Foreach) -> CResult<()> {
        // `foreach ($a as [&$x, $y])`: iterate by reference into a hidden variable and
        // bind the pattern's elements to it
        let list_ref = match &f.value.kind {
            ExprKind::Array(l) if super::lvalue::has_ref_item(l) => Some(l),
            _ => None,
        };
        let hidden = list_ref.map(|_| {
            let name = format!("\0fe{}", self.f.loops.len()).into_bytes();
            Expr {
                span: f.value.span,
                kind: ExprKind::Variable(name.into()),
            }
        });
        let by_ref = f.by_ref || list_ref.is_some();
        let src = if by_ref {
            match &f.subject.kind {
                // `foreach ($this as &$v)`: the object's properties by reference
                ExprKind::Variable(n) if &**n == b"this" => self.expr(&f.subject)?,
                ExprKind::Variable(n) => self.cv(n),
                _ => self.ref_of(&f.subject)?,
            }
        } else {
            self.expr(&f.subject)?
        };
        // the iterated value, the position, the iterator's handle (`Vm::iterator_handle`)
        let iter = self.tmps(3);
        self.emit(Op::FeReset { iter, src, by_ref });
        let value = hidden.as_ref().unwrap_or(&f.value);
        let val_direct = match &value.kind {
            ExprKind::Variable(n) if &**n != b"this" => Some(self.cv(n)),
            _ => None,
        };
        if by_ref && val_direct.is_none() {
            return Err(self.err("foreach by reference into this target is not supported yet"));
        }
        let key_direct = match f.key.as_ref().map(|k| &k.kind) {
            Some(ExprKind::Variable(n)) => Some(self.cv(n)),
            _ => None,
        };
        let val = match val_direct {
            Some(v) => v,
            None => self.tmp(),
        };
        let key = match (&f.key, key_direct) {
            (None, _) => NONE,
            (Some(_), Some(k)) => k,
            (Some(_), None) => self.tmp(),
        };
        let fetch_at = self.here();
        let fetch = self.emit(Op::FeFetch { iter, val, end: 0 });
        if key != NONE {
            self.emit(Op::FeKey { iter, key });
        }
        if let (Some(lit), Some(h)) = (list_ref, &hidden) {
            self.destructure_ref(lit, h)?;
        } else if val_direct.is_none() {
            let t = self.tmp();
            self.emit(Op::Move { dst: t, src: val });
            self.assign_from_slot(&f.value, t)?;
        }
        if let (Some(k), None) = (&f.key, key_direct) {
            let t = self.tmp();
            self.emit(Op::Move { dst: t, src: key });
            self.assign_from_slot(k, t)?;
        }
        self.push_loop(Some(iter), false);
        self.stmts(&f.body)?;
        self.emit(Op::Jmp { target: fetch_at });
        let end = self.here();
        self.patch(fetch, end);
        // breaks land on the FeFree below, continues on the fetch
        if let Some(l) = self.f.loops.pop() {
            if let Some(r) = self.f.loop_ranges.get_mut(l.id) {
                r.1 = end;
            }
            for c in l.continues {
                self.patch(c, fetch_at);
            }
            self.emit(Op::FeFree { iter });
            let after = self.here();
            for b in l.breaks {
                self.patch(b, after);
            }
        }
        if let Some(ExprKind::Variable(n)) = hidden.as_ref().map(|h| &h.kind) {
            // the hidden iteration variable must not keep the last element a reference
            let var = self.cv(n);
            self.emit(Op::UnsetVar { var });
        }
        Ok(())
    }

    fn switch(&mut self, sw: &ast::Switch) -> CResult<()> {
        let s = self.expr(&sw.subject)?;
        let subject = self.tmp();
        self.emit(Op::Move {
            dst: subject,
            src: s,
        });
        let cmp = self.tmp();
        let mut jumps = Vec::new();
        for case in &sw.cases {
            match &case.cond {
                Some(c) => {
                    self.set_line(case.span);
                    let v = self.expr(c)?;
                    self.emit(Op::Cmp {
                        op: CmpOp::Eq,
                        dst: cmp,
                        a: subject,
                        b: v,
                    });
                    jumps.push(Some(self.emit(Op::JmpNz {
                        cond: cmp,
                        target: 0,
                    })));
                }
                None => jumps.push(None),
            }
        }
        let to_default = self.emit(Op::Jmp { target: 0 });
        self.push_loop(None, true);
        let mut default_at = None;
        for (case, j) in sw.cases.iter().zip(jumps) {
            let start = self.here();
            match j {
                Some(j) => self.patch(j, start),
                None => default_at = Some(start),
            }
            self.stmts(&case.body)?;
        }
        let end = self.here();
        self.patch(to_default, default_at.unwrap_or(end));
        self.pop_loop(end);
        Ok(())
    }

    fn try_stmt(&mut self, t: &ast::Try) -> CResult<()> {
        // `label: try {}` is not `try { label: }`: the label stays outside the region
        let h = self.here();
        if self.f.labels.values().any(|&l| l == h) {
            self.emit(Op::Jmp { target: h + 1 });
        }
        let fast = self.tmp();
        let region = self.add_try_region(TryRegion {
            fast,
            ..TryRegion::default()
        });
        let has_finally = t.finally.is_some();
        if has_finally {
            self.f.finallys.push(Finally {
                fast,
                calls: Vec::new(),
                reserve: 0,
                region,
                discard: false,
            });
        }
        let start = self.here();
        let temps_lo = super::TEMP | self.f.temps;
        self.stmts(&t.body)?;
        let mut to_end = Vec::new();
        if has_finally {
            let at = self.emit(Op::FastCall { fast, target: 0 });
            if let Some(f) = self.f.finallys.last_mut() {
                f.calls.push(at);
            }
        }
        to_end.push(self.emit(Op::Jmp { target: 0 }));
        let end = self.here();
        let mut catch_start = 0;
        if !t.catches.is_empty() {
            catch_start = self.here();
            let mut pending_next: Vec<usize> = Vec::new();
            for c in &t.catches {
                let body_start_label = self.here();
                for p in pending_next.drain(..) {
                    self.patch(p, body_start_label);
                }
                self.set_line(c.span);
                let var = match &c.var {
                    Some(v) => self.cv(v),
                    None => NONE,
                };
                // one Catch op per type; all jump into the body on a match
                let mut matched = Vec::new();
                let n = c.types.len();
                for (i, ty) in c.types.iter().enumerate() {
                    let name = self.resolve_catch_name(ty);
                    let l = self.str_lit(&name);
                    let at = self.emit(Op::Catch {
                        class: l,
                        var,
                        next: 0,
                    });
                    if i + 1 < n {
                        matched.push(self.emit(Op::Jmp { target: 0 }));
                        self.patch_here(at);
                    } else {
                        pending_next.push(at);
                    }
                }
                for m in matched {
                    self.patch_here(m);
                }
                self.stmts(&c.body)?;
                if has_finally {
                    let at = self.emit(Op::FastCall { fast, target: 0 });
                    if let Some(f) = self.f.finallys.last_mut() {
                        f.calls.push(at);
                    }
                }
                to_end.push(self.emit(Op::Jmp { target: 0 }));
            }
            let rethrow = self.here();
            for p in pending_next {
                self.patch(p, rethrow);
            }
            self.emit(Op::Rethrow);
        }
        let temps_hi = super::TEMP | self.f.max_temps.max(self.f.temps);
        let mut finally_start = 0;
        let mut finally_end = 0;
        if let Some(body) = &t.finally {
            let fin = self.f.finallys.pop();
            finally_start = self.here();
            let saved = self.f.temps;
            if let Some(fin) = fin {
                for c in fin.calls {
                    self.patch(c, finally_start);
                }
                self.f.temps = self.f.temps.max(fin.reserve);
            }
            self.f.finallys.push(Finally {
                fast,
                calls: Vec::new(),
                reserve: 0,
                region,
                discard: true,
            });
            let compiled = self.stmts(body);
            self.f.finallys.pop();
            compiled?;
            self.f.temps = saved;
            self.emit(Op::FastRet { fast });
            finally_end = self.here();
        }
        for j in to_end {
            self.patch_here(j);
        }
        if let Some(r) = self.f.unit.try_regions.get_mut(region) {
            r.start = start;
            r.end = end;
            r.catch = catch_start;
            r.finally = finally_start;
            r.finally_end = finally_end;
            r.temps = (temps_lo, temps_hi);
        }
        Ok(())
    }

    fn resolve_catch_name(&self, n: &ast::Name) -> Vec<u8> {
        self.resolve_class(n)
    }
}

/// Whether an expression statement may leave an object in one of its temporaries (a
/// call's or `new`'s result used as an operand, not consumed by a send or an assignment):
/// then the statement ends with `FreeTemps`. Plain calls and `$obj->m()` never do.
fn may_leave_objects(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::New(_) | ExprKind::Clone(_) => true,
        ExprKind::Call(c) => {
            // a callee made by an expression (`(function () {})()`, `$o->m()(...)`)
            matches!(&c.callee, ast::Callee::Expr(callee) if produces_object(callee))
                || match &c.args.kind {
                    ast::ArgListKind::Args(args) => {
                        args.iter().any(|a| may_leave_objects(&a.value))
                    }
                    _ => false,
                }
        }
        ExprKind::MethodCall(m) => {
            produces_object(&m.object)
                || match &m.args.kind {
                    ast::ArgListKind::Args(args) => {
                        args.iter().any(|a| may_leave_objects(&a.value))
                    }
                    _ => false,
                }
        }
        ExprKind::Prop(p) => produces_object(&p.object),
        ExprKind::Dim(d) => produces_object(&d.base),
        // `$v = new C(...)`: the assignment consumes the object's temporary
        ExprKind::Assign(a) if matches!(a.target.kind, ExprKind::Variable(_)) => {
            match &a.value.kind {
                ExprKind::New(n) => {
                    !matches!(n.class, ast::NewClass::Name(_) | ast::NewClass::Static(_))
                        || n.args.as_ref().is_some_and(|l| match &l.kind {
                            ast::ArgListKind::Args(args) => {
                                args.iter().any(|a| may_leave_objects(&a.value))
                            }
                            _ => true,
                        })
                }
                _ => may_leave_objects(&a.value),
            }
        }
        ExprKind::Assign(a) | ExprKind::AssignRef(a) => {
            may_leave_objects(&a.value) || nested_target(&a.target)
        }
        ExprKind::AssignOp(a) => may_leave_objects(&a.value) || nested_target(&a.target),
        ExprKind::Binary(b) => {
            produces_object(&b.left)
                || produces_object(&b.right)
                || may_leave_objects(&b.left)
                || may_leave_objects(&b.right)
        }
        _ => false,
    }
}

/// A write target whose container is fetched for writing into a temporary first
/// (`$a->b->c = ...`, `$a['k']->p = ...`): php's FETCH_OBJ_W holds no reference, so the
/// temporary must not keep the object alive past the statement (the cycle collector).
fn nested_target(e: &Expr) -> bool {
    let base = match &e.kind {
        ExprKind::Prop(p) => &p.object,
        ExprKind::Dim(d) => &d.base,
        _ => return false,
    };
    matches!(base.kind, ExprKind::Prop(_) | ExprKind::Dim(_))
}

/// An expression whose value lives in a temporary and may be an object (an element or a
/// property read too: `$a['o']->p` holds the object `$a['o']` in a temporary, which php
/// frees right after the property fetch).
fn produces_object(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::New(_)
            | ExprKind::Clone(_)
            | ExprKind::Call(_)
            | ExprKind::MethodCall(_)
            | ExprKind::StaticCall(_)
            | ExprKind::Dim(_)
            | ExprKind::Prop(_)
            | ExprKind::Closure(_)
            | ExprKind::ArrowFn(_)
    ) || may_leave_objects(e)
}
