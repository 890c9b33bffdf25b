//! Statement checks: namespaces and `declare` at top level, loops and `break`/`continue`,
//! `switch`, `goto` and labels, `try`/`finally`, `static`/`global`/`unset`, `return`.

use rphp_parser::ast::{Declare, Expr, ExprKind, Stmt, StmtKind, Try};

use super::{Checker, FnKind, LabelInfo, LoopKind, PendingJump, ReturnKind, lower, show};

/// Namespace bookkeeping of the file (php's `FC(...)` flags).
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct NsState {
    pub has_bracketed: bool,
    /// An unbracketed `namespace X;` has been seen (php's `FC(current_namespace)`).
    pub current_unbracketed: bool,
    pub in_bracketed: bool,
}

/// Is `stmts[index]` the first statement, not counting declares (and, with `allow_nop`,
/// empty statements)?
fn is_first_statement(stmts: &[Stmt], index: usize, allow_nop: bool) -> bool {
    stmts[..index].iter().all(|s| match &s.kind {
        StmtKind::Declare(_) => true,
        StmtKind::Nop => allow_nop,
        _ => false,
    })
}

impl Checker<'_> {
    /// The file's statements (php's `zend_compile_top_stmt` over the file's list).
    pub(super) fn top_statements(&mut self, stmts: &[Stmt]) {
        for (i, stmt) in stmts.iter().enumerate() {
            if self.stopped {
                return;
            }
            match &stmt.kind {
                StmtKind::Namespace(ns) => {
                    self.namespace_stmt(stmt, ns, stmts, i);
                    continue;
                }
                StmtKind::Declare(d) => self.declare(stmt, d, Some((stmts, i))),
                StmtKind::Nop => continue,
                _ => self.statement(stmt),
            }
            if !matches!(stmt.kind, StmtKind::HaltCompiler) {
                self.verify_namespace(stmt);
            }
        }
    }

    fn verify_namespace(&mut self, stmt: &Stmt) {
        if self.ns.has_bracketed && !self.ns.in_bracketed {
            let line = self.line(stmt.span);
            self.fatal(line, "No code may exist outside of namespace {}");
        }
    }

    fn namespace_stmt(
        &mut self,
        stmt: &Stmt,
        ns: &rphp_parser::ast::Namespace,
        file: &[Stmt],
        index: usize,
    ) {
        let line = self.line(stmt.span);
        let bracketed = ns.body.is_some();
        if !self.ns.has_bracketed {
            if self.ns.current_unbracketed && bracketed {
                self.fatal(
                    line,
                    "Cannot mix bracketed namespace declarations with unbracketed namespace declarations",
                );
                return;
            }
        } else if !bracketed {
            self.fatal(
                line,
                "Cannot mix bracketed namespace declarations with unbracketed namespace declarations",
            );
            return;
        } else if self.ns.in_bracketed {
            self.fatal(line, "Namespace declarations cannot be nested");
            return;
        }
        let first =
            (!bracketed && !self.ns.current_unbracketed) || (bracketed && !self.ns.has_bracketed);
        if first && !is_first_statement(file, index, true) {
            self.fatal(
                line,
                "Namespace declaration statement has to be the very first statement or after any declare call in the script",
            );
            return;
        }
        if let Some(name) = &ns.name {
            let lname = lower(&name.name);
            if lname.as_slice() == b"namespace" {
                self.fatal(
                    line,
                    format!("Cannot use '{}' as namespace name", show(&name.name)),
                );
                return;
            }
        }
        self.namespace = ns
            .name
            .as_ref()
            .map(|n| n.name.to_vec())
            .unwrap_or_default();
        self.begin_namespace_imports();
        match &ns.body {
            Some(body) => {
                self.ns.has_bracketed = true;
                self.ns.in_bracketed = true;
                self.top_statements(body);
                self.ns.in_bracketed = false;
                self.namespace.clear();
                self.begin_namespace_imports();
            }
            None => self.ns.current_unbracketed = true,
        }
    }

    fn declare(&mut self, stmt: &Stmt, d: &Declare, file: Option<(&[Stmt], usize)>) {
        let line = self.line(stmt.span);
        for dir in &d.directives {
            let name = lower(&dir.name.name);
            let literal = matches!(
                dir.value.kind,
                ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::String(_)
            );
            let first = file.is_some_and(|(stmts, i)| is_first_statement(stmts, i, false));
            match name.as_slice() {
                b"ticks" => {
                    if !literal {
                        self.fatal(line, "declare(ticks) value must be a literal");
                        return;
                    }
                }
                b"encoding" => {
                    if !first {
                        self.fatal(
                            line,
                            "Encoding declaration pragma must be the very first statement in the script",
                        );
                        return;
                    }
                    // (A non-literal value is the parser's error.)
                    self.warning(
                        line,
                        "declare(encoding=...) ignored because Zend multibyte feature is turned off by settings",
                    );
                }
                b"strict_types" => {
                    if !literal {
                        self.fatal(line, "declare(strict_types) value must be a literal");
                        return;
                    }
                    if !first {
                        self.fatal(
                            line,
                            "strict_types declaration must be the very first statement in the script",
                        );
                        return;
                    }
                    if d.body.is_some() {
                        self.fatal(line, "strict_types declaration must not use block mode");
                        return;
                    }
                    if !matches!(dir.value.kind, ExprKind::Int(0 | 1)) {
                        self.fatal(
                            line,
                            "strict_types declaration must have 0 or 1 as its value",
                        );
                        return;
                    }
                }
                _ => {
                    if !literal {
                        self.fatal(
                            line,
                            format!("declare({}) value must be a literal", show(&dir.name.name)),
                        );
                        return;
                    }
                    self.warning(
                        line,
                        format!("Unsupported declare '{}'", show(&dir.name.name)),
                    );
                }
            }
        }
        if let Some(body) = &d.body {
            self.block(body);
        }
    }

    pub(super) fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            if self.stopped {
                return;
            }
            self.statement(s);
        }
    }

    /// One statement (php's `zend_compile_stmt`).
    pub(super) fn statement(&mut self, stmt: &Stmt) {
        if !self.enter() {
            return;
        }
        self.statement_inner(stmt);
        self.leave();
    }

    fn statement_inner(&mut self, stmt: &Stmt) {
        let line = self.line(stmt.span);
        match &stmt.kind {
            StmtKind::Expr(e) => self.expr_stmt(e),
            StmtKind::Echo(items) => {
                for e in items.iter() {
                    self.expr(e);
                }
            }
            StmtKind::InlineHtml(_) | StmtKind::Nop | StmtKind::HaltCompiler => {}
            StmtKind::Block(b) => self.block(b),
            StmtKind::If(i) => {
                for br in &i.branches {
                    self.expr(&br.cond);
                    self.block(&br.body);
                }
                if let Some(e) = &i.else_branch {
                    self.block(e);
                }
            }
            StmtKind::While(w) => {
                self.expr(&w.cond);
                self.in_loop(LoopKind::Loop, |c| c.block(&w.body));
            }
            StmtKind::DoWhile(w) => {
                self.in_loop(LoopKind::Loop, |c| c.block(&w.body));
                self.expr(&w.cond);
            }
            StmtKind::For(f) => {
                for e in &f.init {
                    self.expr_stmt(e);
                }
                for e in &f.cond {
                    self.expr(e);
                }
                for e in &f.step {
                    self.expr_stmt(e);
                }
                self.in_loop(LoopKind::Loop, |c| c.block(&f.body));
            }
            StmtKind::Foreach(f) => self.foreach(f),
            StmtKind::Switch(s) => {
                self.expr(&s.subject);
                let mut seen_default = false;
                self.in_loop(LoopKind::Switch, |c| {
                    for case in &s.cases {
                        if c.stopped {
                            return;
                        }
                        if case.cond.is_none() {
                            if seen_default {
                                let l = c.line(case.span);
                                c.fatal(l, "Switch statements may only contain one default clause");
                                return;
                            }
                            seen_default = true;
                        }
                        if let Some(cond) = &case.cond {
                            c.expr(cond);
                            if c.next_significant(cond.span.end as usize) == Some(b';') {
                                let l = c.line(case.span);
                                c.deprecated(
                                    l,
                                    "Case statements followed by a semicolon (;) are deprecated, use a colon (:) instead",
                                );
                            }
                        } else {
                            let after = default_keyword_end(c.text(case.span));
                            if let Some(off) = after
                                && c.next_significant(case.span.start as usize + off) == Some(b';')
                            {
                                let l = c.line(case.span);
                                c.deprecated(
                                    l,
                                    "Case statements followed by a semicolon (;) are deprecated, use a colon (:) instead",
                                );
                            }
                        }
                        c.block(&case.body);
                    }
                });
            }
            StmtKind::Break(level) => self.break_continue(true, level.as_deref(), line),
            StmtKind::Continue(level) => self.break_continue(false, level.as_deref(), line),
            StmtKind::Return(value) => self.return_stmt(value.as_deref(), line),
            StmtKind::Global(vars) => {
                for v in vars.iter() {
                    match &v.kind {
                        ExprKind::Variable(name) if name.as_ref() == b"this" => {
                            let l = self.line(v.span);
                            self.fatal(l, "Cannot use $this as global variable");
                            return;
                        }
                        ExprKind::VariableVariable(inner) => self.expr(inner),
                        _ => {}
                    }
                }
            }
            StmtKind::Static(vars) => {
                for v in vars.iter() {
                    let l = self.line(v.span);
                    if v.name.as_ref() == b"this" {
                        self.fatal(l, "Cannot use $this as static variable");
                        return;
                    }
                    if let Some(d) = &v.default {
                        self.expr(d);
                    }
                    if !self.func().statics.insert(v.name.to_vec()) {
                        self.fatal(
                            l,
                            format!(
                                "Duplicate declaration of static variable ${}",
                                show(&v.name)
                            ),
                        );
                        return;
                    }
                }
            }
            StmtKind::Unset(vars) => {
                for v in vars.iter() {
                    self.unset_target(v);
                }
            }
            StmtKind::Try(t) => self.try_stmt(t, line),
            StmtKind::Goto(label) => {
                let loops = self.func().loops.iter().map(|l| l.1).collect();
                let finallys = self.func().finallys.iter().map(|f| f.0).collect();
                let l = self.line(label.span);
                self.func().jumps.push(PendingJump::Goto {
                    label: label.name.to_vec(),
                    line: l,
                    loops,
                    finallys,
                });
            }
            StmtKind::Label(label) => {
                let info = LabelInfo {
                    loops: self.func().loops.iter().map(|l| l.1).collect(),
                    finallys: self.func().finallys.iter().map(|f| f.0).collect(),
                };
                if self
                    .func()
                    .labels
                    .insert(label.name.to_vec(), info)
                    .is_some()
                {
                    let l = self.line(label.span);
                    self.fatal(l, format!("Label '{}' already defined", show(&label.name)));
                }
            }
            StmtKind::Declare(d) => self.declare(stmt, d, None),
            StmtKind::Function(f) => self.function_decl(f, stmt.span),
            StmtKind::Class(c) => self.class_decl(c, true),
            StmtKind::Namespace(_) => {}
            StmtKind::Use(u) => self.use_stmt(u, line),
            StmtKind::Const(c) => self.const_stmt(c),
        }
    }

    fn in_loop(&mut self, kind: LoopKind, body: impl FnOnce(&mut Self)) {
        let f = self.func();
        let id = f.next_loop_id;
        f.next_loop_id += 1;
        f.loops.push((kind, id));
        body(self);
        self.func().loops.pop();
    }

    fn foreach(&mut self, f: &rphp_parser::ast::Foreach) {
        self.expr(&f.subject);
        if let Some(key) = &f.key {
            if matches!(key.kind, ExprKind::Array(_)) {
                let l = self.line(key.span);
                self.fatal(l, "Cannot use list as key element");
                return;
            }
        }
        if is_this(&f.value) {
            let l = self.line(f.value.span);
            self.fatal(l, "Cannot re-assign $this");
            return;
        }
        if let Some(key) = &f.key
            && is_this(key)
        {
            let l = self.line(key.span);
            self.fatal(l, "Cannot re-assign $this");
            return;
        }
        if let ExprKind::Array(a) = &f.value.kind {
            self.list_target(&f.value, a, a.syntax, f.by_ref);
        } else {
            self.write_target(&f.value, f.by_ref);
        }
        if let Some(key) = &f.key {
            self.write_target(key, false);
        }
        self.in_loop(LoopKind::Loop, |c| c.block(&f.body));
    }

    fn break_continue(&mut self, is_break: bool, level: Option<&Expr>, line: u32) {
        let word = if is_break { "break" } else { "continue" };
        let depth = match level {
            None => 1,
            Some(e) => match e.kind {
                ExprKind::Int(n) => {
                    if n < 1 {
                        self.fatal(
                            line,
                            format!("'{word}' operator accepts only positive integers"),
                        );
                        return;
                    }
                    n
                }
                _ => {
                    self.fatal(
                        line,
                        format!(
                            "'{word}' operator with non-integer operand is no longer supported"
                        ),
                    );
                    return;
                }
            },
        };
        let loops = self.func().loops.len();
        if loops == 0 {
            self.fatal(
                line,
                format!("'{word}' not in the 'loop' or 'switch' context"),
            );
            return;
        }
        if depth as u64 > loops as u64 {
            let s = if depth == 1 { "" } else { "s" };
            self.fatal(line, format!("Cannot '{word}' {depth} level{s}"));
            return;
        }
        let target = loops - depth as usize;
        if !is_break && self.func().loops[target].0 == LoopKind::Switch {
            // php: `continue` targeting a switch acts like `break` (compile warning).
            let msg = if depth == 1 {
                "\"continue\" targeting switch is equivalent to \"break\"".to_owned()
            } else {
                format!("\"continue {depth}\" targeting switch is equivalent to \"break {depth}\"")
            };
            let full = format!("{msg}. Did you mean to use \"continue {}\"?", depth + 1);
            let has_outer_loop = target > 0;
            self.warning(line, if has_outer_loop { full } else { msg });
        }
        let out_of_finally = self.func().finallys.iter().any(|&(_, at)| target < at);
        if out_of_finally {
            self.func().jumps.push(PendingJump::OutOfFinally { line });
        }
    }

    fn return_stmt(&mut self, value: Option<&Expr>, line: u32) {
        let value_line = value.map(|v| self.line(v.span)).unwrap_or(line);
        let is_generator = self.func().generator;
        let returns = self.func().returns;
        if let Some(v) = value {
            // A by-reference function fetches a variable operand for writing.
            if self.fn_by_ref() && !is_generator && super::exprs::is_variable(v) {
                self.var(v, super::exprs::Mode::Write);
            } else {
                self.expr(v);
            }
        }
        if self.stopped || is_generator {
            return;
        }
        match (returns, value) {
            (ReturnKind::Void, Some(v)) => {
                let is_null = matches!(&v.kind, ExprKind::Constant(n) if n.name.eq_ignore_ascii_case(b"null"));
                if is_null {
                    self.fatal(
                        value_line,
                        "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)",
                    );
                } else {
                    self.fatal(value_line, "A void function must not return a value");
                }
            }
            (ReturnKind::Never, _) => {
                self.fatal(value_line, "A never-returning function must not return");
            }
            (ReturnKind::Nullable, None) => self.fatal(
                line,
                "A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)",
            ),
            (ReturnKind::Typed, None) => {
                self.fatal(line, "A function with return type must return a value")
            }
            _ => {}
        }
    }

    fn try_stmt(&mut self, t: &Try, line: u32) {
        if t.catches.is_empty() && t.finally.is_none() {
            self.fatal(line, "Cannot use try without catch or finally");
            return;
        }
        self.block(&t.body);
        for c in &t.catches {
            if self.stopped {
                return;
            }
            for ty in &c.types {
                let l = lower(&ty.name);
                if ty.kind == rphp_parser::ast::NameKind::Unqualified
                    && matches!(l.as_slice(), b"self" | b"parent" | b"static")
                {
                    let line = self.line(ty.span);
                    self.fatal(line, "Bad class name in the catch statement");
                    return;
                }
            }
            if c.var.as_deref() == Some(b"this".as_slice()) {
                let l = self.line(c.span);
                self.fatal(l, "Cannot re-assign $this");
                return;
            }
            self.block(&c.body);
        }
        if let Some(fin) = &t.finally {
            let f = self.func();
            let id = f.next_finally_id;
            f.next_finally_id += 1;
            let depth = f.loops.len();
            f.finallys.push((id, depth));
            self.block(fin);
            self.func().finallys.pop();
        }
    }

    /// End of a function (php's `pass_two`): resolve jumps in order.
    pub(super) fn end_function(&mut self) {
        if self.stopped {
            return;
        }
        let f = self.func();
        let jumps = std::mem::take(&mut f.jumps);
        let labels = std::mem::take(&mut f.labels);
        for jump in jumps {
            match jump {
                PendingJump::OutOfFinally { line } => {
                    self.fatal(line, "jump out of a finally block is disallowed");
                    return;
                }
                PendingJump::Goto {
                    label,
                    line,
                    loops,
                    finallys,
                } => {
                    let Some(dest) = labels.get(&label) else {
                        self.fatal(
                            line,
                            format!("'goto' to undefined label '{}'", show(&label)),
                        );
                        return;
                    };
                    if !loops.starts_with(&dest.loops) {
                        self.fatal(line, "'goto' into loop or switch statement is disallowed");
                        return;
                    }
                    if dest.finallys.iter().any(|f| !finallys.contains(f)) {
                        self.fatal(line, "jump into a finally block is disallowed");
                        return;
                    }
                    if finallys.iter().any(|f| !dest.finallys.contains(f)) {
                        self.fatal(line, "jump out of a finally block is disallowed");
                        return;
                    }
                }
            }
        }
    }

    /// Is the current function the file's own code?
    pub(super) fn in_main(&self) -> bool {
        self.fns.last().is_some_and(|f| f.kind == FnKind::Main)
    }
}

/// Offset just after the `default` keyword in a case's source text.
fn default_keyword_end(text: &[u8]) -> Option<usize> {
    let pos = text
        .windows(7)
        .position(|w| w.eq_ignore_ascii_case(b"default"))?;
    Some(pos + 7)
}

/// `$this` (a plain variable named this).
pub(super) fn is_this(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Variable(n) if n.as_ref() == b"this")
}
