//! Expression checks: read/write contexts (`Cannot use [] for reading`, `Cannot re-assign
//! $this`, nullsafe writes), list destructuring, array literals, argument lists, `isset`,
//! class references (`self`/`parent`/`static`), generators, interpolation deprecations.

use rphp_parser::ast::{
    ArgList, ArgListKind, ArrayLiteral, ArraySyntax, BinaryOp, Callee, CastKind, ClassRef, Expr,
    ExprKind, MemberName, Name, NameKind, NewClass, Span, StrPart,
};

use super::statements::is_this;
use super::{Checker, FnKind, lower};

/// How a variable is fetched (php's `BP_VAR_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    Read,
    Write,
    Isset,
    Unset,
    /// A function argument (by-ref or not is known only at run time).
    FuncArg,
}

/// php's `zend_is_variable`.
pub(super) fn is_variable(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Variable(_)
            | ExprKind::VariableVariable(_)
            | ExprKind::Dim(_)
            | ExprKind::Prop(_)
            | ExprKind::StaticProp(_)
    )
}

/// php's `zend_is_call`.
fn is_call(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Call(_) | ExprKind::MethodCall(_) | ExprKind::StaticCall(_)
    )
}

/// php's `zend_ast_is_short_circuited`: a nullsafe link down the chain.
fn is_short_circuited(e: &Expr) -> bool {
    let mut cur = e;
    loop {
        match &cur.kind {
            ExprKind::Dim(d) => cur = &d.base,
            ExprKind::Prop(p) => {
                if p.nullsafe {
                    return true;
                }
                cur = &p.object;
            }
            ExprKind::MethodCall(m) => {
                if m.nullsafe {
                    return true;
                }
                cur = &m.object;
            }
            ExprKind::StaticProp(s) => match &s.class {
                ClassRef::Expr(c) => cur = c,
                _ => return false,
            },
            ExprKind::StaticCall(s) => match &s.class {
                ClassRef::Expr(c) => cur = c,
                _ => return false,
            },
            _ => return false,
        }
    }
}

fn is_globals(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Variable(n) if n.as_ref() == b"GLOBALS")
}

/// php's `zend_can_write_to_variable`.
fn can_write_to(e: &Expr) -> bool {
    let mut cur = e;
    loop {
        match &cur.kind {
            ExprKind::Dim(d) => cur = &d.base,
            ExprKind::Prop(p) if !p.nullsafe => cur = &p.object,
            _ => break,
        }
    }
    (is_variable(cur) || is_call(cur)) && !is_short_circuited(cur)
}

impl Checker<'_> {
    /// An expression used as a statement (or a `for` clause).
    pub(super) fn expr_stmt(&mut self, e: &Expr) {
        self.expr(e);
    }

    /// An expression compiled for its value.
    pub(super) fn expr(&mut self, e: &Expr) {
        if self.stopped || !self.enter() {
            return;
        }
        self.expr_inner(e);
        self.leave();
    }

    fn expr_inner(&mut self, e: &Expr) {
        let line = self.line(e.span);
        match &e.kind {
            ExprKind::Variable(_)
            | ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::String(_)
            | ExprKind::Constant(_)
            | ExprKind::MagicConst(_) => {}
            ExprKind::VariableVariable(inner) => self.expr(inner),
            ExprKind::Interpolated(parts) => self.interpolation(parts, e.span),
            ExprKind::ShellExec(parts) => {
                self.interpolation(parts, e.span);
                self.deprecated(
                    line,
                    "The backtick (`) operator is deprecated, use shell_exec() instead",
                );
            }
            ExprKind::Array(a) => self.array_literal(a),
            ExprKind::ClassConst(c) => {
                self.class_ref(&c.class);
                if let MemberName::Expr(n) = &c.name {
                    self.expr(n);
                }
            }
            ExprKind::Dim(_)
            | ExprKind::Prop(_)
            | ExprKind::StaticProp(_)
            | ExprKind::Call(_)
            | ExprKind::MethodCall(_)
            | ExprKind::StaticCall(_) => self.var(e, Mode::Read),
            ExprKind::New(n) => {
                match &n.class {
                    NewClass::Name(name) => self.class_name_ref(name),
                    NewClass::Static(span) => {
                        let l = self.line(*span);
                        self.check_fetch_type(b"static", l);
                    }
                    NewClass::Expr(c) => self.expr(c),
                    NewClass::Anonymous(decl) => {
                        if let Some(args) = &n.args {
                            self.args(args);
                        }
                        self.class_decl(decl, false);
                        return;
                    }
                }
                if let Some(args) = &n.args {
                    if matches!(args.kind, ArgListKind::FirstClassCallable) {
                        self.fatal(line, "Cannot create Closure for new expression");
                        return;
                    }
                    self.args(args);
                }
            }
            ExprKind::Clone(inner)
            | ExprKind::Print(inner)
            | ExprKind::Eval(inner)
            | ExprKind::Throw(inner) => self.expr(inner),
            ExprKind::Assign(a) => self.assign(&a.target, &a.value, line),
            ExprKind::AssignRef(a) => self.assign_ref(&a.target, &a.value, line),
            ExprKind::AssignOp(a) => {
                if is_this(&a.target) {
                    self.fatal(line, "Cannot re-assign $this");
                    return;
                }
                if !self.ensure_writable(&a.target) {
                    return;
                }
                let mode = if a.op == rphp_parser::ast::AssignOpKind::Coalesce {
                    Mode::Isset
                } else {
                    Mode::Write
                };
                self.var(&a.target, mode);
                self.expr(&a.value);
            }
            ExprKind::Binary(_) => self.binary_chain(e),
            ExprKind::Unary(u) => self.expr(&u.expr),
            ExprKind::IncDec(i) => {
                if is_this(&i.var) {
                    self.fatal(line, "Cannot re-assign $this");
                    return;
                }
                if !self.ensure_writable(&i.var) {
                    return;
                }
                self.var(&i.var, Mode::Write);
            }
            ExprKind::Cast(c) => {
                if c.kind == CastKind::Unset {
                    self.fatal(line, "The (unset) cast is no longer supported");
                    return;
                }
                self.expr(&c.expr);
            }
            ExprKind::Instanceof(i) => {
                self.expr(&i.expr);
                self.class_ref(&i.class);
            }
            ExprKind::Ternary(t) => {
                if let ExprKind::Ternary(inner) = &t.cond.kind
                    && !inner.parenthesized
                {
                    let msg = match (inner.then.is_some(), t.then.is_some()) {
                        (false, true) => Some(
                            "Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)`",
                        ),
                        (true, true) => Some(
                            "Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)`",
                        ),
                        (true, false) => Some(
                            "Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)`",
                        ),
                        (false, false) => None,
                    };
                    if let Some(msg) = msg {
                        self.fatal(line, msg);
                        return;
                    }
                }
                self.expr(&t.cond);
                if let Some(then) = &t.then {
                    self.expr(then);
                }
                self.expr(&t.otherwise);
            }
            ExprKind::Isset(items) => {
                for item in items.iter() {
                    if !is_variable(item) {
                        let l = self.line(item.span);
                        self.fatal(
                            l,
                            "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)",
                        );
                        return;
                    }
                    self.var(item, Mode::Isset);
                }
            }
            ExprKind::Empty(inner) => {
                if is_variable(inner) {
                    self.var(inner, Mode::Isset);
                } else {
                    self.expr(inner);
                }
            }
            ExprKind::Include(i) => self.expr(&i.expr),
            ExprKind::Exit(x) => {
                if let Some(args) = &x.args {
                    self.args(args);
                }
            }
            ExprKind::Yield(y) => {
                if !self.yield_allowed(line) {
                    return;
                }
                if let Some(k) = &y.key {
                    self.expr(k);
                }
                if let Some(v) = &y.value {
                    self.expr(v);
                }
            }
            ExprKind::YieldFrom(inner) => {
                if !self.yield_allowed(line) {
                    return;
                }
                if self.fn_by_ref() {
                    self.fatal(
                        line,
                        "Cannot use \"yield from\" inside a by-reference generator",
                    );
                    return;
                }
                self.expr(inner);
            }
            ExprKind::Closure(c) => self.closure(c, e.span),
            ExprKind::ArrowFn(a) => self.arrow_fn(a, e.span),
            ExprKind::Match(m) => {
                self.expr(&m.subject);
                let mut seen_default = false;
                for arm in &m.arms {
                    if self.stopped {
                        return;
                    }
                    match &arm.conditions {
                        None => {
                            if seen_default {
                                let l = self.line(arm.span);
                                self.fatal(l, "Match expressions may only contain one default arm");
                                return;
                            }
                            seen_default = true;
                        }
                        Some(conds) => {
                            for c in conds {
                                self.expr(c);
                            }
                        }
                    }
                    self.expr(&arm.body);
                }
            }
        }
    }

    /// Left-deep binary chains are walked without recursion on the left spine.
    fn binary_chain(&mut self, e: &Expr) {
        let mut rights = Vec::new();
        let mut cur = e;
        while let ExprKind::Binary(b) = &cur.kind {
            if b.op == BinaryOp::Coalesce {
                // `a ?? b`: the left side is fetched in isset mode.
                rights.push(&b.right);
                if is_variable(&b.left) {
                    self.var(&b.left, Mode::Isset);
                    for r in rights.iter().rev() {
                        self.expr(r);
                    }
                    return;
                }
                cur = &b.left;
                continue;
            }
            if b.op == BinaryOp::Pipe
                && let ExprKind::ArrowFn(a) = &b.right.kind
                && !a.parenthesized
            {
                let line = self.line(cur.span);
                self.fatal(
                    line,
                    "Arrow functions on the right hand side of |> must be parenthesized",
                );
                return;
            }
            rights.push(&b.right);
            cur = &b.left;
        }
        self.expr(cur);
        // php skips compiling the right side of `&&`/`||` after a literal that decides it.
        let skip_first = matches!(
            (e_innermost_op(e), literal_truth(cur)),
            (Some(BinaryOp::BoolAnd | BinaryOp::LogicalAnd), Some(false))
                | (Some(BinaryOp::BoolOr | BinaryOp::LogicalOr), Some(true))
        );
        for (i, r) in rights.iter().rev().enumerate() {
            if i == 0 && skip_first {
                continue;
            }
            self.expr(r);
        }
    }

    fn interpolation(&mut self, parts: &[StrPart], span: Span) {
        for (i, part) in parts.iter().enumerate() {
            if let StrPart::Expr(e) = part {
                let start = e.span.start as usize;
                if self.src.get(start..start + 2) == Some(b"${") && !self.after_curly_open(start) {
                    // php reports at the line its compilation last reached: the part before.
                    let line = self.part_line(parts, i, span);
                    if matches!(e.kind, ExprKind::Variable(_))
                        || matches!(&e.kind, ExprKind::Dim(d) if matches!(d.base.kind, ExprKind::Variable(_)))
                    {
                        self.deprecated(
                            line,
                            "Using ${var} in strings is deprecated, use {$var} instead",
                        );
                    } else {
                        self.deprecated(
                            line,
                            "Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead",
                        );
                    }
                }
                self.expr(e);
            }
        }
    }

    /// Whether the `$` at `start` follows an unescaped `{` (`{${expr}}` is the curly syntax
    /// around a variable variable, not `${expr}` interpolation).
    fn after_curly_open(&self, start: usize) -> bool {
        if start == 0 || self.src.get(start - 1) != Some(&b'{') {
            return false;
        }
        let backslashes = self.src[..start - 1]
            .iter()
            .rev()
            .take_while(|&&b| b == b'\\')
            .count();
        backslashes % 2 == 0
    }

    /// The line php's compiler last set before compiling part `i` of an interpolated string:
    /// the line of part `i - 1` (a literal starts where the part before it ended; an
    /// expression leaves the line of its last token).
    fn part_line(&self, parts: &[StrPart], i: usize, span: Span) -> u32 {
        let expr_end = |e: &Expr| -> u32 {
            // The literal after `{$expr}` starts after the closing `}`.
            let mut p = e.span.end as usize;
            if self.after_curly_open(e.span.start as usize) {
                while matches!(self.src.get(p), Some(b' ' | b'\t' | b'\r' | b'\n')) {
                    p += 1;
                }
            }
            self.line_at(p as u32)
        };
        match i.checked_sub(1).map(|j| (j, &parts[j])) {
            None => match &parts[i] {
                StrPart::Expr(e) => self.line(e.span),
                StrPart::Literal(_) => self.line(span),
            },
            Some((_, StrPart::Expr(e))) => self.line_at(e.span.end.saturating_sub(1)),
            Some((j, StrPart::Literal(_))) => match j.checked_sub(1).map(|k| &parts[k]) {
                Some(StrPart::Expr(e)) => expr_end(e),
                _ => {
                    // The first literal: after the opening quote, or on the line after a
                    // heredoc's `<<<LABEL`.
                    let text = self.text(span);
                    let heredoc = text.starts_with(b"<<<")
                        || (text.len() > 1 && text[1..].starts_with(b"<<<"));
                    self.line(span) + u32::from(heredoc)
                }
            },
        }
    }

    fn array_literal(&mut self, a: &ArrayLiteral) {
        // php checks for empty elements before compiling any (`zend_try_ct_eval_array`) and
        // reports them at the last non-empty element's line.
        if let Some(hole) = a.items.iter().position(Option::is_none) {
            let line = match a.items[..hole].iter().rev().flatten().next() {
                Some(prev) => self.line(prev.value.span),
                None => self.array_line(a),
            };
            self.fatal(line, "Cannot use empty array elements in arrays");
            return;
        }
        for item in a.items.iter().flatten() {
            if self.stopped {
                return;
            }
            if let Some(k) = &item.key {
                self.expr(k);
            }
            if item.by_ref {
                self.var(&item.value, Mode::Write);
            } else {
                self.expr(&item.value);
            }
            if item.spread {
                let ty = match &item.value.kind {
                    ExprKind::Int(_) => Some("int"),
                    ExprKind::Float(_) => Some("float"),
                    ExprKind::String(_) => Some("string"),
                    ExprKind::Constant(n) => match lower(&n.name).as_slice() {
                        b"null" => Some("null"),
                        b"true" | b"false" => Some("bool"),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(ty) = ty {
                    let l = self.line(item.value.span);
                    self.fatal(
                        l,
                        format!("Only arrays and Traversables can be unpacked, {ty} given"),
                    );
                    return;
                }
            }
        }
    }

    /// The line php reports for errors about an array literal as a whole.
    fn array_line(&self, a: &ArrayLiteral) -> u32 {
        // The array node's line is its first element's line.
        a.items
            .iter()
            .flatten()
            .next()
            .map(|i| self.line(i.span))
            .unwrap_or(1)
    }

    /// A variable-like expression fetched in `mode` (php's `zend_compile_var`).
    pub(super) fn var(&mut self, e: &Expr, mode: Mode) {
        if self.stopped || !self.enter() {
            return;
        }
        self.var_inner(e, mode);
        self.leave();
    }

    fn var_inner(&mut self, e: &Expr, mode: Mode) {
        let line = self.line(e.span);
        match &e.kind {
            ExprKind::Variable(_) => {}
            ExprKind::VariableVariable(inner) => self.expr(inner),
            ExprKind::Dim(d) => {
                if is_globals(&d.base) {
                    if d.index.is_none() {
                        match mode {
                            Mode::Read | Mode::Isset => {
                                self.fatal(line, "Cannot use [] for reading");
                                return;
                            }
                            Mode::Unset => {
                                self.fatal(line, "Cannot use [] for unsetting");
                                return;
                            }
                            _ => {}
                        }
                        self.fatal(line, "Cannot append to $GLOBALS");
                        return;
                    }
                } else {
                    let base_mode = match mode {
                        Mode::Write | Mode::FuncArg => mode,
                        Mode::Unset => Mode::Unset,
                        Mode::Read | Mode::Isset => mode,
                    };
                    self.var_base(&d.base, base_mode);
                }
                match &d.index {
                    None => match mode {
                        Mode::Read | Mode::Isset => {
                            self.fatal(line, "Cannot use [] for reading");
                        }
                        Mode::Unset => self.fatal(line, "Cannot use [] for unsetting"),
                        _ => {}
                    },
                    Some(i) => self.expr(i),
                }
            }
            ExprKind::Prop(p) => {
                if !is_this(&p.object) {
                    let base_mode = if mode == Mode::Unset {
                        Mode::Unset
                    } else {
                        mode
                    };
                    self.var_base(&p.object, base_mode);
                }
                if let MemberName::Expr(n) = &p.name {
                    self.expr(n);
                }
            }
            ExprKind::StaticProp(s) => {
                self.class_ref(&s.class);
                if let MemberName::Expr(n) = &s.name {
                    self.expr(n);
                }
            }
            ExprKind::Call(c) => {
                match &c.callee {
                    Callee::Name(_) => {}
                    Callee::Expr(f) => self.expr(f),
                }
                self.args(&c.args);
            }
            ExprKind::MethodCall(m) => {
                if !is_this(&m.object) {
                    self.expr(&m.object);
                }
                if let MemberName::Expr(n) = &m.name {
                    self.expr(n);
                }
                if m.nullsafe && matches!(m.args.kind, ArgListKind::FirstClassCallable) {
                    self.fatal(
                        line,
                        "Cannot combine nullsafe operator with Closure creation",
                    );
                    return;
                }
                self.args(&m.args);
            }
            ExprKind::StaticCall(s) => {
                if let Some((prop, hook)) = super::hooks::parent_hook_call(s) {
                    self.parent_hook(s, prop, hook, line);
                    return;
                }
                self.class_ref(&s.class);
                if let MemberName::Expr(n) = &s.name {
                    self.expr(n);
                }
                self.args(&s.args);
            }
            _ => {
                if matches!(mode, Mode::Write | Mode::Unset) {
                    self.fatal(line, "Cannot use temporary expression in write context");
                    return;
                }
                self.expr(e);
            }
        }
    }

    /// The base of a dim/prop fetch: variables recurse in the same mode, calls are fine,
    /// anything else is a temporary.
    fn var_base(&mut self, e: &Expr, mode: Mode) {
        if is_variable(e) || is_call(e) {
            self.var(e, mode);
        } else if matches!(mode, Mode::Write | Mode::Unset) {
            let line = self.line(e.span);
            self.fatal(line, "Cannot use temporary expression in write context");
        } else {
            self.expr(e);
        }
    }

    /// php's `zend_ensure_writable_variable`; false after reporting.
    pub(super) fn ensure_writable(&mut self, e: &Expr) -> bool {
        let line = self.line(e.span);
        let msg = match &e.kind {
            ExprKind::Call(_) => Some("Can't use function return value in write context"),
            ExprKind::MethodCall(_) | ExprKind::StaticCall(_) => {
                Some("Can't use method return value in write context")
            }
            _ if is_short_circuited(e) => Some("Can't use nullsafe operator in write context"),
            _ if is_globals(e) => {
                Some("$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax")
            }
            _ => None,
        };
        match msg {
            Some(m) => {
                self.fatal(line, m);
                false
            }
            None => true,
        }
    }

    fn assign(&mut self, target: &Expr, value: &Expr, line: u32) {
        if let ExprKind::Array(a) = &target.kind {
            let refs = list_has_refs(a);
            if refs {
                if !(is_variable(value) || is_call(value)) {
                    self.fatal(line, "Cannot assign reference to non referenceable value");
                    return;
                }
                if is_short_circuited(value) {
                    let l = self.line(value.span);
                    self.fatal(l, "Cannot take reference of a nullsafe chain");
                    return;
                }
                self.var(value, Mode::Write);
            } else {
                self.expr(value);
            }
            self.list_target(target, a, a.syntax, false);
            return;
        }
        if is_this(target) {
            self.fatal(line, "Cannot re-assign $this");
            return;
        }
        if !self.ensure_writable(target) {
            return;
        }
        self.var(target, Mode::Write);
        self.expr(value);
    }

    fn assign_ref(&mut self, target: &Expr, source: &Expr, line: u32) {
        if is_this(target) {
            self.fatal(line, "Cannot re-assign $this");
            return;
        }
        if !self.ensure_writable(target) {
            return;
        }
        if is_short_circuited(source) {
            let l = self.line(source.span);
            self.fatal(l, "Cannot take reference of a nullsafe chain");
            return;
        }
        if is_globals(source) {
            let l = self.line(source.span);
            self.fatal(l, "Cannot acquire reference to $GLOBALS");
            return;
        }
        self.var(target, Mode::Write);
        self.var(source, Mode::Write);
    }

    /// A write target outside an assignment (foreach variables): a variable or a list.
    pub(super) fn write_target(&mut self, e: &Expr, by_ref: bool) {
        if is_this(e) {
            let l = self.line(e.span);
            self.fatal(l, "Cannot re-assign $this");
            return;
        }
        if !self.ensure_writable(e) {
            return;
        }
        if by_ref && is_short_circuited(e) {
            let l = self.line(e.span);
            self.fatal(l, "Cannot take reference of a nullsafe chain");
            return;
        }
        self.var(e, Mode::Write);
    }

    /// php's `zend_compile_list_assign`.
    pub(super) fn list_target(
        &mut self,
        whole: &Expr,
        list: &ArrayLiteral,
        style: ArraySyntax,
        _by_ref: bool,
    ) {
        let keyed = list
            .items
            .iter()
            .flatten()
            .next()
            .is_some_and(|i| i.key.is_some());
        let mut has_elems = false;
        // The line php's compilation last reached: the previous element's target.
        let mut reached: Option<u32> = None;
        for item in &list.items {
            if self.stopped {
                return;
            }
            let Some(item) = item else {
                if keyed {
                    let l = self.line(whole.span);
                    self.fatal(
                        l,
                        "Cannot use empty array entries in keyed array assignment",
                    );
                    return;
                }
                continue;
            };
            let l = self.line(item.span);
            if item.spread {
                self.fatal(l, "Spread operator is not supported in assignments");
                return;
            }
            has_elems = true;
            if keyed != item.key.is_some() {
                self.fatal(
                    reached.unwrap_or(l),
                    "Cannot mix keyed and unkeyed array entries in assignments",
                );
                return;
            }
            if let Some(k) = &item.key {
                self.expr(k);
            }
            let value = &item.value;
            reached = Some(self.line_at(value.span.end.saturating_sub(1)));
            if let ExprKind::Array(inner) = &value.kind {
                let vl = self.line(value.span);
                if inner.syntax == ArraySyntax::Long {
                    self.fatal(vl, "Cannot assign to array(), use [] instead");
                    return;
                }
                if inner.syntax != style {
                    self.fatal(vl, "Cannot mix [] and list()");
                    return;
                }
                self.list_target(value, inner, style, item.by_ref);
            } else {
                if !can_write_to(value) {
                    let vl = self.line(value.span);
                    self.fatal(vl, "Assignments can only happen to writable values");
                    return;
                }
                if is_this(value) {
                    let vl = self.line(value.span);
                    self.fatal(vl, "Cannot re-assign $this");
                    return;
                }
                if !self.ensure_writable(value) {
                    return;
                }
                self.var(value, Mode::Write);
            }
        }
        if !has_elems {
            let l = self.line(whole.span);
            self.fatal(l, "Cannot use empty list");
        }
    }

    /// An `unset()` operand.
    pub(super) fn unset_target(&mut self, e: &Expr) {
        if self.stopped || !self.ensure_writable(e) {
            return;
        }
        if is_this(e) {
            let l = self.line(e.span);
            self.fatal(l, "Cannot unset $this");
            return;
        }
        self.var(e, Mode::Unset);
    }

    /// An argument list (php's `zend_compile_args`).
    pub(super) fn args(&mut self, args: &ArgList) {
        let ArgListKind::Args(list) = &args.kind else {
            return;
        };
        let mut named = false;
        let mut unpack = false;
        for arg in list {
            if self.stopped {
                return;
            }
            let line = self.line(arg.span);
            if arg.spread {
                if named {
                    self.fatal(line, "Cannot use argument unpacking after named arguments");
                    return;
                }
                unpack = true;
                self.expr(&arg.value);
                continue;
            }
            if arg.name.is_some() {
                named = true;
            } else {
                if unpack {
                    self.fatal(
                        line,
                        "Cannot use positional argument after argument unpacking",
                    );
                    return;
                }
                if named {
                    self.fatal(line, "Cannot use positional argument after named argument");
                    return;
                }
            }
            if is_variable(&arg.value) {
                if is_short_circuited(&arg.value) {
                    self.expr_nullsafe_arg(&arg.value);
                } else {
                    self.var(&arg.value, Mode::FuncArg);
                }
            } else {
                self.expr(&arg.value);
            }
        }
    }

    fn expr_nullsafe_arg(&mut self, e: &Expr) {
        self.var(e, Mode::Read);
    }

    /// `X::` with a class reference.
    pub(super) fn class_ref(&mut self, c: &ClassRef) {
        match c {
            ClassRef::Name(n) => self.class_name_ref(n),
            ClassRef::Static(span) => {
                let l = self.line(*span);
                self.check_fetch_type(b"static", l);
            }
            ClassRef::Expr(e) => self.expr(e),
        }
    }

    pub(super) fn class_name_ref(&mut self, n: &Name) {
        if n.kind != NameKind::Unqualified {
            return;
        }
        let l = lower(&n.name);
        if matches!(l.as_slice(), b"self" | b"parent") {
            let line = self.line(n.span);
            self.check_fetch_type(&l, line);
        }
    }

    /// php's `zend_is_scope_known`.
    pub(super) fn scope_known(&self) -> bool {
        let Some(f) = self.fns.last() else {
            return false;
        };
        if matches!(f.kind, FnKind::Closure | FnKind::Arrow) {
            return false;
        }
        match self.classes.last() {
            None | Some(None) => f.kind != FnKind::Main,
            Some(Some(c)) => c.kind != rphp_parser::ast::ClassKind::Trait,
        }
    }

    /// php's `zend_ensure_valid_class_fetch_type` for `self`/`parent`/`static`.
    pub(super) fn check_fetch_type(&mut self, lname: &[u8], line: u32) {
        if !self.scope_known() {
            return;
        }
        let word = match lname {
            b"self" => "self",
            b"parent" => "parent",
            _ => "static",
        };
        match self.class() {
            None => self.fatal(
                line,
                format!("Cannot use \"{word}\" when no class scope is active"),
            ),
            Some(c) => {
                if word == "parent" && !c.has_parent {
                    self.fatal(
                        line,
                        "Cannot use \"parent\" when current class scope has no parent",
                    );
                }
            }
        }
    }

    fn yield_allowed(&mut self, line: u32) -> bool {
        if self.in_main() {
            self.fatal(
                line,
                "The \"yield\" expression can only be used inside a function",
            );
            return false;
        }
        true
    }
}

/// php's `zend_propagate_list_refs`: does any element (nested) take a reference?
fn list_has_refs(a: &ArrayLiteral) -> bool {
    a.items.iter().flatten().any(|i| {
        i.by_ref
            || match &i.value.kind {
                ExprKind::Array(inner) => list_has_refs(inner),
                _ => false,
            }
    })
}

/// The operator of the innermost (leftmost) binary node of a left-deep chain.
fn e_innermost_op(e: &Expr) -> Option<BinaryOp> {
    let mut cur = e;
    let mut op = None;
    while let ExprKind::Binary(b) = &cur.kind {
        op = Some(b.op);
        cur = &b.left;
    }
    op
}

/// The truth value of a literal operand, when php knows it at compile time.
fn literal_truth(e: &Expr) -> Option<bool> {
    match &e.kind {
        ExprKind::Int(n) => Some(*n != 0),
        ExprKind::Float(f) => Some(*f != 0.0),
        ExprKind::String(s) => Some(!(s.is_empty() || s.as_ref() == b"0")),
        ExprKind::Constant(n) if n.kind != NameKind::Relative => {
            let last = n.name.rsplit(|&b| b == b'\\').next().unwrap_or(&n.name);
            if n.kind == NameKind::Qualified {
                return None;
            }
            match lower(last).as_slice() {
                b"true" => Some(true),
                b"false" | b"null" => Some(false),
                _ => None,
            }
        }
        _ => None,
    }
}
