//! Constant expressions (parameter defaults, property defaults, class and global constants,
//! enum case values, attribute arguments): php's `zend_is_allowed_in_const_expr`.

use rphp_parser::ast::{ArgListKind, ClassRef, Expr, ExprKind, MemberName, NewClass, StrPart};

use super::Checker;

impl Checker<'_> {
    /// Report `Constant expression contains invalid operations` for a disallowed node.
    /// `new` is allowed (parameter defaults, global constants, attribute arguments).
    pub(super) fn const_expr(&mut self, e: &Expr) {
        self.const_expr_in(e, true);
    }

    /// A class constant, enum case value or property default: php evaluates these once
    /// per class, so `new` is refused ("New expressions are not supported in this context").
    pub(super) fn const_expr_static(&mut self, e: &Expr) {
        self.const_expr_in(e, false);
    }

    /// php's `zend_compile_const_expr`: each node is checked before its children.
    fn const_expr_in(&mut self, e: &Expr, allow_new: bool) {
        if self.stopped {
            return;
        }
        let mut work = vec![e];
        let mut bad = false;
        while let Some(e) = work.pop() {
            match &e.kind {
                ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::String(_)
                | ExprKind::Constant(_)
                | ExprKind::MagicConst(_) => {}
                ExprKind::Array(a) => {
                    for item in a.items.iter().flatten() {
                        if item.by_ref {
                            bad = true;
                        }
                        if let Some(k) = &item.key {
                            work.push(k);
                        }
                        work.push(&item.value);
                    }
                }
                ExprKind::ClassConst(c) => {
                    let is_class = matches!(&c.name, MemberName::Ident(i) if i.name.eq_ignore_ascii_case(b"class"));
                    let message = match &c.class {
                        ClassRef::Expr(x) if !matches!(x.kind, ExprKind::String(_)) => {
                            Some(if is_class {
                                "(expression)::class cannot be used in constant expressions"
                            } else {
                                "Dynamic class names are not allowed in compile-time class constant references"
                            })
                        }
                        ClassRef::Static(_) => Some(if is_class {
                            "static::class cannot be used for compile-time class name resolution"
                        } else {
                            "\"static::\" is not allowed in compile-time constants"
                        }),
                        _ => None,
                    };
                    if let Some(message) = message {
                        let line = self.attr_line.unwrap_or_else(|| self.line(e.span));
                        self.fatal(line, message);
                        return;
                    }
                    if let MemberName::Expr(x) = &c.name {
                        work.push(x);
                    }
                }
                ExprKind::Binary(b) => {
                    work.push(&b.left);
                    work.push(&b.right);
                }
                ExprKind::Unary(u) => {
                    if u.op == rphp_parser::ast::UnaryOp::Silence {
                        bad = true;
                    }
                    work.push(&u.expr);
                }
                ExprKind::Ternary(t) => {
                    work.push(&t.cond);
                    if let Some(x) = &t.then {
                        work.push(x);
                    }
                    work.push(&t.otherwise);
                }
                ExprKind::Dim(d) => {
                    work.push(&d.base);
                    match &d.index {
                        Some(i) => work.push(i),
                        None => {
                            let line = self.attr_line.unwrap_or_else(|| self.line(e.span));
                            self.fatal(line, "Cannot use [] for reading");
                            return;
                        }
                    }
                }
                ExprKind::New(n) => {
                    let message = if !allow_new {
                        Some("New expressions are not supported in this context")
                    } else {
                        match &n.class {
                            NewClass::Anonymous(_) => {
                                Some("Cannot use anonymous class in constant expression")
                            }
                            NewClass::Expr(_) => {
                                Some("Cannot use dynamic class name in constant expression")
                            }
                            NewClass::Static(_) => {
                                Some("\"static\" is not allowed in compile-time constants")
                            }
                            NewClass::Name(_) => None,
                        }
                    };
                    let args = match n.args.as_ref().map(|a| &a.kind) {
                        Some(ArgListKind::Args(list)) => list.as_slice(),
                        _ => &[],
                    };
                    let message = message.or_else(|| {
                        let mut named = false;
                        for a in args {
                            if a.spread {
                                return Some(
                                    "Argument unpacking in constant expressions is not supported",
                                );
                            }
                            if a.name.is_some() {
                                named = true;
                            } else if named {
                                return Some("Cannot use positional argument after named argument");
                            }
                        }
                        None
                    });
                    if let Some(message) = message {
                        let line = self.attr_line.unwrap_or_else(|| self.line(e.span));
                        self.fatal(line, message);
                        return;
                    }
                    for a in args.iter().rev() {
                        work.push(&a.value);
                    }
                }
                ExprKind::Prop(p) => {
                    // php 8.2+: `->` on enum cases in constant expressions.
                    work.push(&p.object);
                    if let MemberName::Expr(x) = &p.name {
                        work.push(x);
                    }
                }
                ExprKind::Interpolated(parts) => {
                    if parts.iter().any(|p| matches!(p, StrPart::Expr(_))) {
                        bad = true;
                    }
                }
                ExprKind::Variable(_)
                | ExprKind::VariableVariable(_)
                | ExprKind::Assign(_)
                | ExprKind::AssignRef(_)
                | ExprKind::AssignOp(_)
                | ExprKind::IncDec(_)
                | ExprKind::Include(_)
                | ExprKind::Eval(_)
                | ExprKind::Exit(_)
                | ExprKind::Print(_)
                | ExprKind::Yield(_)
                | ExprKind::YieldFrom(_)
                | ExprKind::Clone(_)
                | ExprKind::ShellExec(_)
                | ExprKind::Isset(_)
                | ExprKind::Empty(_)
                | ExprKind::Throw(_)
                | ExprKind::Instanceof(_)
                | ExprKind::StaticProp(_) => bad = true,
                ExprKind::Call(c) => {
                    if !matches!(c.args.kind, ArgListKind::FirstClassCallable) {
                        bad = true;
                    }
                }
                ExprKind::MethodCall(_) => bad = true,
                ExprKind::StaticCall(c) => {
                    if !matches!(c.args.kind, ArgListKind::FirstClassCallable) {
                        bad = true;
                    }
                }
                ExprKind::ArrowFn(_) | ExprKind::Match(_) => bad = true,
                // php 8.5: static closures without `use` are constant expressions.
                ExprKind::Closure(c) => {
                    let line = self.attr_line.unwrap_or_else(|| self.line(e.span));
                    if !c.is_static {
                        self.fatal(line, "Closures in constant expressions must be static");
                        return;
                    }
                    if !c.uses.is_empty() {
                        self.fatal(line, "Cannot use(...) variables in constant expression");
                        return;
                    }
                    self.expr(e);
                    if self.stopped {
                        return;
                    }
                }
                // php 8.5 allows casts.
                ExprKind::Cast(c) => work.push(&c.expr),
            }
            if bad {
                let line = self.attr_line.unwrap_or_else(|| self.line(e.span));
                self.fatal(line, "Constant expression contains invalid operations");
                return;
            }
        }
    }
}
