//! Function-like declarations: functions, closures, arrow functions and methods' shared
//! part: parameters (redefinition, `$this`, variadics, types, defaults), closure `use`
//! lists, return types, generators, and the per-function jump checks at the end.

use rphp_parser::ast::{
    ArgList, ArgListKind, ArrowFn, Callee, ClassRef, Closure, ClosureUse, Expr, ExprKind,
    FunctionDecl, MemberName, NewClass, Param, Span, Stmt, StmtKind, StrPart, Type,
};

use super::types::{ANY, ARRAY, DOUBLE, FALSE, LONG, NULL, STRING, TRUE, TypeInfo};
use super::{Checker, FnCtx, FnKind, ReturnKind, lower, show};

/// Superglobals (php's auto globals).
pub(super) fn is_auto_global(name: &[u8]) -> bool {
    matches!(
        name,
        b"GLOBALS"
            | b"_GET"
            | b"_POST"
            | b"_COOKIE"
            | b"_SERVER"
            | b"_ENV"
            | b"_REQUEST"
            | b"_FILES"
            | b"_SESSION"
    )
}

/// What a function-like declaration needs from its caller.
pub(super) struct FnShape<'a> {
    pub kind: FnKind,
    pub by_ref: bool,
    pub params: &'a [Param],
    pub return_type: Option<&'a Type>,
    pub uses: &'a [ClosureUse],
    pub generator: bool,
    /// Constructor of a class (promotion allowed).
    pub is_ctor: bool,
    /// The method is abstract (no body).
    pub is_abstract: bool,
    /// How php names the function in messages (`f`, `C::m`, `{closure}`).
    pub display_name: String,
}

impl Checker<'_> {
    pub(super) fn function_decl(&mut self, f: &FunctionDecl, span: Span) {
        let line = self.line(span);
        let lname = lower(&f.name.name);
        let toplevel = self.fns.len() == 1 && self.depth <= 1;
        if lname == b"assert" && self.namespace.is_empty() {
            self.fatal(
                line,
                "Defining a custom assert() function is not allowed, as the function has special semantics",
            );
            return;
        }
        let full = self.qualify(&f.name.name);
        if let Some(msg) = self.function_import_conflict(&f.name.name, &full) {
            self.fatal(line, msg);
            return;
        }
        self.seen.functions.insert(lower(&full));
        self.attributes(&f.attributes, "function", None);
        let shape = FnShape {
            kind: FnKind::Function,
            by_ref: f.by_ref,
            params: &f.params,
            return_type: f.return_type.as_ref(),
            uses: &[],
            generator: stmts_yield(&f.body),
            is_ctor: false,
            is_abstract: false,
            display_name: show(&full),
        };
        let saved_classes = std::mem::take(&mut self.classes);
        self.function_body(&shape, line, |c| c.block(&f.body));
        self.classes = saved_classes;
        if self.stopped {
            return;
        }
        if toplevel {
            let key = lower(&full);
            if let Some(prev) = self.functions.get(&key).copied() {
                let name = show(&full);
                self.fatal(
                    line,
                    format!(
                        "Cannot redeclare function {name}() (previously declared in {}:{prev})",
                        self.file
                    ),
                );
                return;
            }
            self.functions.insert(key, line);
        }
    }

    pub(super) fn closure(&mut self, c: &Closure, span: Span) {
        let line = self.line(span);
        // Closure bindings are compiled before the parameters.
        let mut seen: Vec<&[u8]> = Vec::new();
        for u in &c.uses {
            let l = self.line(u.span);
            if u.name.as_ref() == b"this" {
                self.fatal(l, "Cannot use $this as lexical variable");
                return;
            }
            if is_auto_global(&u.name) {
                self.fatal(l, "Cannot use auto-global as lexical variable");
                return;
            }
            if seen.contains(&u.name.as_ref()) {
                self.fatal(l, format!("Cannot use variable ${} twice", show(&u.name)));
                return;
            }
            seen.push(&u.name);
        }
        self.attributes(&c.attributes, "function", None);
        let shape = FnShape {
            kind: FnKind::Closure,
            by_ref: c.by_ref,
            params: &c.params,
            return_type: c.return_type.as_ref(),
            uses: &c.uses,
            generator: stmts_yield(&c.body),
            is_ctor: false,
            is_abstract: false,
            display_name: "{closure}".to_owned(),
        };
        self.function_body(&shape, line, |ch| ch.block(&c.body));
    }

    pub(super) fn arrow_fn(&mut self, a: &ArrowFn, span: Span) {
        let line = self.line(span);
        self.attributes(&a.attributes, "function", None);
        let shape = FnShape {
            kind: FnKind::Arrow,
            by_ref: a.by_ref,
            params: &a.params,
            return_type: a.return_type.as_ref(),
            uses: &[],
            generator: expr_yields(&a.body, 0),
            is_ctor: false,
            is_abstract: false,
            display_name: "{closure}".to_owned(),
        };
        self.function_body(&shape, line, |c| {
            // The body is compiled as `return expr;` unless the function returns never.
            let returns = c.func().returns;
            if returns == ReturnKind::Never {
                c.expr(&a.body);
            } else {
                let l = c.line(a.body.span);
                c.arrow_return(&a.body, l);
            }
        });
    }

    fn arrow_return(&mut self, body: &Expr, line: u32) {
        let generator = self.func().generator;
        let returns = self.func().returns;
        self.expr(body);
        if self.stopped || generator {
            return;
        }
        if returns == ReturnKind::Void {
            let is_null =
                matches!(&body.kind, ExprKind::Constant(n) if n.name.eq_ignore_ascii_case(b"null"));
            if is_null {
                self.fatal(
                    line,
                    "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)",
                );
            } else {
                self.fatal(line, "A void function must not return a value");
            }
        }
    }

    /// The shared part: return type, parameters, generator check, body, jump checks.
    pub(super) fn function_body(
        &mut self,
        shape: &FnShape<'_>,
        line: u32,
        body: impl FnOnce(&mut Self),
    ) {
        if self.stopped {
            return;
        }
        let mut ctx = FnCtx::new(shape.kind, ReturnKind::None, shape.generator);
        ctx.by_ref = shape.by_ref;
        self.fns.push(ctx);
        self.depth += 1;
        self.function_inner(shape, line, body);
        self.depth -= 1;
        self.fns.pop();
    }

    fn function_inner(&mut self, shape: &FnShape<'_>, line: u32, body: impl FnOnce(&mut Self)) {
        let mut ret: Option<TypeInfo> = None;
        if let Some(rt) = shape.return_type {
            let Some(info) = self.type_decl(rt) else {
                return;
            };
            if info.is_void() && shape.by_ref {
                let l = self.line(rt.span);
                self.deprecated(
                    l,
                    "Returning by reference from a void function is deprecated",
                );
            }
            self.func().returns = info.return_kind();
            ret = Some(info);
        }
        if !self.params(shape) {
            return;
        }
        if shape.generator
            && let Some(info) = &ret
        {
            let ok = info.may_be_object()
                || info.classes.iter().any(|c| {
                    c.eq_ignore_ascii_case("Traversable")
                        || c.eq_ignore_ascii_case("Iterator")
                        || c.eq_ignore_ascii_case("Generator")
                });
            if !ok {
                let l = shape.return_type.map(|t| self.line(t.span)).unwrap_or(line);
                self.fatal(
                    l,
                    format!(
                        "Generator return type must be a supertype of Generator, {} given",
                        info.text
                    ),
                );
                return;
            }
        }
        for u in shape.uses {
            if shape.params.iter().any(|p| p.name == u.name) {
                let l = self.line(u.span);
                self.fatal(
                    l,
                    format!(
                        "Cannot use lexical variable ${} as a parameter name",
                        show(&u.name)
                    ),
                );
                return;
            }
        }
        body(self);
        self.end_function();
    }

    /// php's `zend_compile_params`; false after a fatal.
    fn params(&mut self, shape: &FnShape<'_>) -> bool {
        let params = shape.params;
        let last_required = params
            .iter()
            .rposition(|p| p.default.is_none() && !p.variadic);
        let mut variadic_seen = false;
        for (i, p) in params.iter().enumerate() {
            let line = self.line(p.span);
            if is_auto_global(&p.name) {
                self.fatal(
                    line,
                    format!("Cannot re-assign auto-global variable {}", show(&p.name)),
                );
                return false;
            }
            if params[..i].iter().any(|q| q.name == p.name) {
                self.fatal(
                    line,
                    format!("Redefinition of parameter ${}", show(&p.name)),
                );
                return false;
            }
            if p.name.as_ref() == b"this" {
                self.fatal(line, "Cannot use $this as parameter");
                return false;
            }
            if variadic_seen {
                self.fatal(line, "Only the last parameter can be variadic");
                return false;
            }
            let mut default_ty = None;
            if p.variadic {
                variadic_seen = true;
                if p.default.is_some() {
                    self.fatal(line, "Variadic parameter cannot have a default value");
                    return false;
                }
            } else if let Some(d) = &p.default {
                self.const_expr(d);
                if self.stopped {
                    return false;
                }
                default_ty = literal_type(d);
                if let Some(req) = last_required
                    && i < req
                {
                    let implicit_nullable = p.ty.as_ref().is_some_and(|t| {
                        !matches!(t.kind, rphp_parser::ast::TypeKind::Nullable(_))
                    }) && default_ty == Some(NULL);
                    if !implicit_nullable {
                        let who = shape.display_name.clone();
                        self.deprecated(
                            line,
                            format!(
                                "{who}(): Optional parameter ${} declared before required parameter ${} is implicitly treated as a required parameter",
                                show(&p.name),
                                show(&params[req].name)
                            ),
                        );
                    }
                }
            }
            let promoted = !p.modifiers.is_empty();
            self.attributes(&p.attributes, "parameter", None);
            if let Some(ty) = &p.ty {
                let Some(info) = self.type_decl(ty) else {
                    return false;
                };
                if info.is_void() {
                    self.fatal(line, "void cannot be used as a parameter type");
                    return false;
                }
                if info.is_never() {
                    self.fatal(line, "never cannot be used as a parameter type");
                    return false;
                }
                let force_nullable = default_ty == Some(NULL) && !promoted;
                if let Some(dt) = default_ty
                    && !force_nullable
                    && !default_fits(&info, dt)
                {
                    self.fatal(
                        line,
                        format!(
                            "Cannot use {} as default value for parameter ${} of type {}",
                            type_name(dt),
                            show(&p.name),
                            info.text
                        ),
                    );
                    return false;
                }
                if force_nullable && info.mask & NULL == 0 && info.mask != ANY {
                    let who = shape.display_name.clone();
                    self.deprecated(
                        line,
                        format!(
                            "{who}(): Implicitly marking parameter ${} as nullable is deprecated, the explicit nullable type must be used instead",
                            show(&p.name)
                        ),
                    );
                }
            }
            if promoted {
                if !shape.is_ctor {
                    self.fatal(
                        line,
                        "Cannot declare promoted property outside a constructor",
                    );
                    return false;
                }
                if shape.is_abstract {
                    self.fatal(
                        line,
                        "Cannot declare promoted property in an abstract constructor",
                    );
                    return false;
                }
                if p.variadic {
                    self.fatal(line, "Cannot declare variadic promoted property");
                    return false;
                }
                if !self.promoted_property(p, line) {
                    return false;
                }
            }
        }
        true
    }

    pub(super) fn fn_by_ref(&self) -> bool {
        self.fns.last().is_some_and(|f| f.by_ref)
    }
}

/// The type code of a literal default value (php checks only literals at compile time).
pub(super) fn literal_type(e: &Expr) -> Option<u32> {
    match &e.kind {
        ExprKind::Int(_) => Some(LONG),
        ExprKind::Float(_) => Some(DOUBLE),
        ExprKind::String(_) => Some(STRING),
        ExprKind::Array(a) if a.items.is_empty() => Some(ARRAY),
        ExprKind::Constant(n) if n.kind == rphp_parser::ast::NameKind::Unqualified => {
            match lower(&n.name).as_slice() {
                b"null" => Some(NULL),
                b"true" => Some(TRUE),
                b"false" => Some(FALSE),
                _ => None,
            }
        }
        _ => None,
    }
}

/// php's `zend_is_valid_default_value`.
pub(super) fn default_fits(info: &TypeInfo, ty: u32) -> bool {
    if info.mask & ty != 0 {
        return true;
    }
    if info.mask & DOUBLE != 0 && ty == LONG {
        return true;
    }
    if info.iterable && ty == ARRAY {
        return true;
    }
    false
}

pub(super) fn type_name(ty: u32) -> &'static str {
    match ty {
        NULL => "null",
        FALSE | TRUE => "bool",
        LONG => "int",
        DOUBLE => "float",
        STRING => "string",
        ARRAY => "array",
        _ => "mixed",
    }
}

/// Does a function body yield (not counting nested functions and classes)?
pub(crate) fn stmts_yield(stmts: &[Stmt]) -> bool {
    stmts_any(stmts, &yield_pred)
}

pub(crate) fn expr_yields(e: &Expr, d: u32) -> bool {
    expr_any(e, d, &yield_pred)
}

fn yield_pred(e: &Expr) -> Option<bool> {
    match &e.kind {
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => Some(true),
        ExprKind::Closure(_) | ExprKind::ArrowFn(_) => Some(false),
        _ => None,
    }
}

/// A node predicate of `stmts_any`: `Some(found)` decides at this node, `None` looks inside.
pub(crate) type ExprPred<'a> = &'a dyn Fn(&Expr) -> Option<bool>;

/// Does any expression of a statement list satisfy `p` (a generic walk of the body)?
pub(crate) fn stmts_any(stmts: &[Stmt], p: ExprPred<'_>) -> bool {
    stmts.iter().any(|s| stmt_any(s, 0, p))
}

const SCAN_DEPTH: u32 = 400;

fn stmt_any(s: &Stmt, d: u32, p: ExprPred<'_>) -> bool {
    if d > SCAN_DEPTH {
        return false;
    }
    let d = d + 1;
    let all = |v: &[Stmt]| v.iter().any(|s| stmt_any(s, d, p));
    let ex = |e: &Expr| expr_any(e, d, p);
    match &s.kind {
        StmtKind::Expr(e) => ex(e),
        StmtKind::Echo(v) | StmtKind::Global(v) | StmtKind::Unset(v) => v.iter().any(ex),
        StmtKind::Block(b) => all(b),
        StmtKind::If(i) => {
            i.branches.iter().any(|b| ex(&b.cond) || all(&b.body))
                || i.else_branch.as_deref().is_some_and(all)
        }
        StmtKind::While(w) => ex(&w.cond) || all(&w.body),
        StmtKind::DoWhile(w) => ex(&w.cond) || all(&w.body),
        StmtKind::For(f) => {
            f.init.iter().any(ex) || f.cond.iter().any(ex) || f.step.iter().any(ex) || all(&f.body)
        }
        StmtKind::Foreach(f) => {
            ex(&f.subject) || f.key.as_ref().is_some_and(ex) || ex(&f.value) || all(&f.body)
        }
        StmtKind::Switch(sw) => {
            ex(&sw.subject)
                || sw
                    .cases
                    .iter()
                    .any(|c| c.cond.as_ref().is_some_and(ex) || all(&c.body))
        }
        StmtKind::Break(e) | StmtKind::Continue(e) | StmtKind::Return(e) => {
            e.as_deref().is_some_and(ex)
        }
        StmtKind::Static(v) => v.iter().any(|s| s.default.as_ref().is_some_and(ex)),
        StmtKind::Try(t) => {
            all(&t.body)
                || t.catches.iter().any(|c| all(&c.body))
                || t.finally.as_deref().is_some_and(all)
        }
        StmtKind::Declare(dcl) => dcl.body.as_deref().is_some_and(all),
        StmtKind::Namespace(n) => n.body.as_deref().is_some_and(all),
        _ => false,
    }
}

fn args_any(a: &ArgList, d: u32, p: ExprPred<'_>) -> bool {
    match &a.kind {
        ArgListKind::Args(v) => v.iter().any(|x| expr_any(&x.value, d, p)),
        ArgListKind::FirstClassCallable => false,
    }
}

fn class_ref_any(c: &ClassRef, d: u32, p: ExprPred<'_>) -> bool {
    match c {
        ClassRef::Expr(e) => expr_any(e, d, p),
        _ => false,
    }
}

fn member_any(m: &MemberName, d: u32, p: ExprPred<'_>) -> bool {
    match m {
        MemberName::Expr(e) => expr_any(e, d, p),
        MemberName::Ident(_) => false,
    }
}

pub(crate) fn expr_any(e: &Expr, d: u32, p: ExprPred<'_>) -> bool {
    if d > SCAN_DEPTH {
        return false;
    }
    if let Some(found) = p(e) {
        return found;
    }
    let d = d + 1;
    let ex = |e: &Expr| expr_any(e, d, p);
    match &e.kind {
        ExprKind::VariableVariable(x)
        | ExprKind::Clone(x)
        | ExprKind::Empty(x)
        | ExprKind::Eval(x)
        | ExprKind::Print(x)
        | ExprKind::Throw(x) => ex(x),
        ExprKind::Interpolated(p) | ExprKind::ShellExec(p) => p.iter().any(|p| match p {
            StrPart::Expr(x) => ex(x),
            StrPart::Literal(_) => false,
        }),
        ExprKind::Array(a) => a
            .items
            .iter()
            .flatten()
            .any(|i| i.key.as_ref().is_some_and(ex) || ex(&i.value)),
        ExprKind::ClassConst(c) => class_ref_any(&c.class, d, p) || member_any(&c.name, d, p),
        ExprKind::StaticProp(s) => class_ref_any(&s.class, d, p) || member_any(&s.name, d, p),
        ExprKind::Prop(pf) => ex(&pf.object) || member_any(&pf.name, d, p),
        ExprKind::Dim(x) => ex(&x.base) || x.index.as_ref().is_some_and(ex),
        ExprKind::Call(c) => {
            (match &c.callee {
                Callee::Expr(f) => ex(f),
                Callee::Name(_) => false,
            }) || args_any(&c.args, d, p)
        }
        ExprKind::MethodCall(m) => {
            ex(&m.object) || member_any(&m.name, d, p) || args_any(&m.args, d, p)
        }
        ExprKind::StaticCall(s) => {
            class_ref_any(&s.class, d, p) || member_any(&s.name, d, p) || args_any(&s.args, d, p)
        }
        ExprKind::New(n) => {
            (match &n.class {
                NewClass::Expr(c) => ex(c),
                _ => false,
            }) || n.args.as_ref().is_some_and(|a| args_any(a, d, p))
        }
        ExprKind::Assign(a) | ExprKind::AssignRef(a) => ex(&a.target) || ex(&a.value),
        ExprKind::AssignOp(a) => ex(&a.target) || ex(&a.value),
        ExprKind::Binary(_) => {
            let mut cur = e;
            let mut rights = Vec::new();
            while let ExprKind::Binary(b) = &cur.kind {
                rights.push(&b.right);
                cur = &b.left;
            }
            ex(cur) || rights.iter().any(|r| ex(r))
        }
        ExprKind::Unary(u) => ex(&u.expr),
        ExprKind::IncDec(i) => ex(&i.var),
        ExprKind::Cast(c) => ex(&c.expr),
        ExprKind::Instanceof(i) => ex(&i.expr) || class_ref_any(&i.class, d, p),
        ExprKind::Ternary(t) => ex(&t.cond) || t.then.as_ref().is_some_and(ex) || ex(&t.otherwise),
        ExprKind::Isset(v) => v.iter().any(ex),
        ExprKind::Include(i) => ex(&i.expr),
        ExprKind::Exit(x) => x.args.as_ref().is_some_and(|a| args_any(a, d, p)),
        ExprKind::Match(m) => {
            ex(&m.subject)
                || m.arms
                    .iter()
                    .any(|a| a.conditions.as_ref().is_some_and(|c| c.iter().any(ex)) || ex(&a.body))
        }
        _ => false,
    }
}
