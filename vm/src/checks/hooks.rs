//! Property declarations' php 8.4 additions: asymmetric visibility (`private(set)`), checked
//! as `zend_declare_typed_property` does, and property hooks, checked as
//! `zend_compile_property_hooks` does (hook bodies are compiled like methods).

use rphp_parser::ast::{
    ArgListKind, ClassRef, ExprKind, HookBody, MemberName, Modifiers, PropertyHook, StaticCall,
    Type,
};

use super::functions::{FnShape, stmts_yield};
use super::{Checker, FnKind, show};

/// The property a hook list belongs to.
pub(super) struct HookedProperty<'a> {
    pub class_name: &'a str,
    /// Name without `$`.
    pub name: String,
    /// The property's modifiers as written.
    pub modifiers: Modifiers,
    pub ty: Option<&'a Type>,
    /// Declared in an interface (every hook is abstract).
    pub in_interface: bool,
    /// The line php reports property-level hook errors on.
    pub line: u32,
}

/// `parent::$prop::get()` / `parent::$prop::set()` (php's
/// `zend_compile_parent_property_hook_call` pattern; the hook name in any case, not a
/// parenthesized `(parent::$prop)`): the property and hook names as written.
pub(crate) fn parent_hook_call(sc: &StaticCall) -> Option<(&[u8], &[u8])> {
    let (ClassRef::Expr(x), MemberName::Ident(hook)) = (&sc.class, &sc.name) else {
        return None;
    };
    let ExprKind::StaticProp(sp) = &x.kind else {
        return None;
    };
    let (ClassRef::Name(cn), MemberName::Ident(prop)) = (&sp.class, &sp.name) else {
        return None;
    };
    let is_hook = hook.name.eq_ignore_ascii_case(b"get") || hook.name.eq_ignore_ascii_case(b"set");
    (!sp.parenthesized && cn.name.eq_ignore_ascii_case(b"parent") && is_hook)
        .then_some((&*prop.name, &*hook.name))
}

/// php's visibility rank: public 1, protected 2, private 3.
fn rank(mods: Modifiers, public: u16, protected: u16, private: u16) -> u8 {
    if mods.has(private) {
        3
    } else if mods.has(protected) {
        2
    } else if mods.has(public) {
        1
    } else {
        0
    }
}

impl Checker<'_> {
    /// `zend_declare_typed_property`'s asymmetric visibility rules.
    pub(super) fn asymmetric_visibility(
        &mut self,
        class_name: &str,
        pname: &str,
        mods: Modifiers,
        typed: bool,
        line: u32,
    ) -> bool {
        let set = rank(
            mods,
            Modifiers::PUBLIC_SET,
            Modifiers::PROTECTED_SET,
            Modifiers::PRIVATE_SET,
        );
        if set == 0 {
            return true;
        }
        if !typed {
            self.fatal(
                line,
                format!(
                    "Property with asymmetric visibility {class_name}::${pname} must have type"
                ),
            );
            return false;
        }
        let get = rank(
            mods,
            Modifiers::PUBLIC,
            Modifiers::PROTECTED,
            Modifiers::PRIVATE,
        )
        .max(1);
        if get > set {
            self.fatal(
                line,
                format!(
                    "Visibility of property {class_name}::${pname} must not be weaker than set visibility"
                ),
            );
            return false;
        }
        true
    }

    /// `zend_compile_property_hooks`.
    pub(super) fn property_hooks(
        &mut self,
        p: &HookedProperty<'_>,
        hooks: &[PropertyHook],
    ) -> bool {
        let (class_name, pname) = (p.class_name, p.name.as_str());
        if p.modifiers.has(Modifiers::READONLY) {
            self.fatal(p.line, "Hooked properties cannot be readonly");
            return false;
        }
        if hooks.is_empty() {
            self.fatal(p.line, "Property hook list must not be empty");
            return false;
        }
        let private = p.modifiers.has(Modifiers::PRIVATE);
        let abstract_prop = p.modifiers.has(Modifiers::ABSTRACT);
        let mut seen = [false; 2];
        for hook in hooks {
            let line = self.line(hook.span);
            let hname = show(&hook.name.name);
            let has_body = !matches!(hook.body, HookBody::Abstract);
            if p.modifiers.has(Modifiers::STATIC) {
                self.fatal(line, "Cannot declare hooks for static property");
                return false;
            }
            let is_final = hook.modifiers.has(Modifiers::FINAL);
            if is_final && private {
                self.fatal(line, "Property hook cannot be both final and private");
                return false;
            }
            if p.in_interface || (abstract_prop && !has_body) {
                if has_body {
                    self.fatal(line, "Abstract property hook cannot have body");
                    return false;
                }
                if private {
                    self.fatal(line, "Property hook cannot be both abstract and private");
                    return false;
                }
                if is_final {
                    self.fatal(line, "Property hook cannot be both abstract and final");
                    return false;
                }
            } else if !has_body {
                self.fatal(line, "Non-abstract property hook must have a body");
                return false;
            }
            let kind = if hook.name.name.eq_ignore_ascii_case(b"get") {
                0
            } else if hook.name.name.eq_ignore_ascii_case(b"set") {
                1
            } else {
                self.fatal(
                    line,
                    format!(
                        "Unknown hook \"{hname}\" for property {class_name}::${pname}, expected \"get\" or \"set\""
                    ),
                );
                return false;
            };
            if kind == 0 && hook.params.is_some() {
                self.fatal(
                    line,
                    format!(
                        "get hook of property {class_name}::${pname} must not have a parameter list"
                    ),
                );
                return false;
            }
            if kind == 1
                && let Some(params) = &hook.params
            {
                let [param] = params.as_slice() else {
                    self.fatal(
                        line,
                        format!(
                            "{hname} hook of property {class_name}::${pname} must accept exactly one parameters"
                        ),
                    );
                    return false;
                };
                let vname = show(&param.name);
                let what = if param.by_ref {
                    Some("be pass-by-reference")
                } else if param.variadic {
                    Some("be variadic")
                } else if param.default.is_some() {
                    Some("have a default value")
                } else {
                    None
                };
                if let Some(what) = what {
                    self.fatal(
                        line,
                        format!(
                            "Parameter ${vname} of {hname} hook {class_name}::${pname} must not {what}"
                        ),
                    );
                    return false;
                }
                if p.ty.is_some() != param.ty.is_some() {
                    self.fatal(
                        line,
                        format!(
                            "Type of parameter ${vname} of hook {class_name}::${pname}::set must be compatible with property type"
                        ),
                    );
                    return false;
                }
            }
            if !self.hook_body(hook, p, line) {
                return false;
            }
            if seen[kind] {
                self.fatal(line, format!("Cannot redeclare property hook \"{hname}\""));
                return false;
            }
            seen[kind] = true;
        }
        true
    }

    /// `parent::$prop::get()` inside a hook: php's compile errors for it (outside a class,
    /// as a Closure, outside a hook of `$prop`), then its arguments.
    pub(super) fn parent_hook(&mut self, sc: &StaticCall, prop: &[u8], hook: &[u8], line: u32) {
        let (prop, hook) = (show(prop), show(hook));
        let msg = if !matches!(self.classes.last(), Some(Some(_))) {
            Some("Cannot use \"parent\" when no class scope is active".to_string())
        } else if matches!(sc.args.kind, ArgListKind::FirstClassCallable) {
            Some("Cannot create Closure for parent property hook call".to_string())
        } else {
            match &self.func().hook_prop {
                None => Some(format!(
                    "Must not use parent::${prop}::{hook}() outside a property hook"
                )),
                Some(p) if *p != prop => Some(format!(
                    "Must not use parent::${prop}::{hook}() in a different property (${p})"
                )),
                Some(_) => None,
            }
        };
        match msg {
            Some(m) => self.fatal(line, m),
            None => self.args(&sc.args),
        }
    }

    /// A hook's parameters and body, compiled as a method's.
    fn hook_body(&mut self, hook: &PropertyHook, p: &HookedProperty<'_>, line: u32) -> bool {
        self.attributes(&hook.attributes, "method", None);
        if self.stopped {
            return false;
        }
        let empty = Vec::new();
        let params = hook.params.as_ref().unwrap_or(&empty);
        let (generator, block, expr) = match &hook.body {
            HookBody::Abstract => (false, None, None),
            HookBody::Block(b) => (stmts_yield(b), Some(b), None),
            HookBody::Expr(e) => (false, None, Some(e)),
        };
        let shape = FnShape {
            kind: FnKind::Method,
            by_ref: hook.by_ref,
            params,
            return_type: None,
            uses: &[],
            generator,
            is_ctor: false,
            is_abstract: block.is_none() && expr.is_none(),
            display_name: format!("{}::${}::{}", p.class_name, p.name, show(&hook.name.name)),
        };
        self.function_body(&shape, line, |ch| {
            ch.func().hook_prop = Some(p.name.clone());
            if let Some(b) = block {
                ch.block(b);
            }
            if let Some(e) = expr {
                ch.expr(e);
            }
        });
        !self.stopped
    }
}
