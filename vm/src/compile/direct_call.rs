//! Calls of the functions a file declares unconditionally at its top level, compiled
//! into one `CallDirect` op (php knows such a callee at compile time too, and sends to
//! it with `SEND_VAL`, not `SEND_VAL_EX`).
//!
//! Such a function is declared when the file is loaded (hoisting), before any of the
//! file's code runs, and cannot be redeclared: a call naming it exactly reaches it. When
//! every parameter is by value, not variadic, and the call passes exactly that many
//! positional arguments, no argument needs the callee to decide how it is sent: the
//! arguments are evaluated first, in order, into temporaries (a variable is copied into
//! one, with its warning when undefined, as `SEND_VAR` reads it) or literals, and the
//! call takes them from there.

use super::{CResult, Compiler, NONE, TEMP};
use crate::bytecode::{ARG_LIT, Op, Slot, UnitKind};
use rphp_parser::ast::{self, ArgListKind, ExprKind, Stmt, StmtKind};
use std::collections::HashMap;

impl Compiler {
    /// Record the top-level functions of `stmts` whose parameters are all by value and
    /// not variadic (`Compiler::known_fns`: lowercase full name -> parameter count).
    pub(super) fn collect_known_fns(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            match &s.kind {
                StmtKind::Function(f) => {
                    let name = self.namespaced(&f.name.name).to_ascii_lowercase();
                    let by_value = f.params.iter().all(|p| !p.by_ref && !p.variadic);
                    // a name declared twice is a fatal error at load: neither is known
                    if by_value && !self.known_fns.contains_key(&name) {
                        self.known_fns.insert(name, f.params.len() as u32);
                    } else {
                        self.known_fns.insert(name, u32::MAX);
                    }
                }
                StmtKind::Namespace(ns) => {
                    let name = super::namespace_name(ns);
                    match &ns.body {
                        Some(body) => {
                            let saved = std::mem::replace(&mut self.namespace, name);
                            self.collect_known_fns(body);
                            self.namespace = saved;
                        }
                        None => self.namespace = name,
                    }
                }
                _ => {}
            }
        }
    }

    /// `name(args)` as a `CallDirect` into `dst` when `name` (resolved, as `InitFcall`
    /// would look it up) is a known function the arguments fit; false: nothing emitted.
    pub(super) fn direct_call(
        &mut self,
        name: &[u8],
        args: &ast::ArgList,
        dst: Slot,
        line: u32,
    ) -> CResult<bool> {
        let ArgListKind::Args(list) = &args.kind else {
            return Ok(false);
        };
        let lower = name.to_ascii_lowercase();
        let builtin = !self.known_fns.contains_key(&lower)
            && positional(list)
            && self
                .builtins
                .as_ref()
                .is_some_and(|b| b.contains(lower.as_slice()));
        if !builtin && !fits_params(self.known_fns.get(&lower), list) {
            return Ok(false);
        }
        let srcs = self.direct_arg_sources(list)?;
        let l = self.str_lit(name);
        let at = self.add_call_args(&[], &srcs);
        self.f.line = line;
        let (argc, name, args) = (list.len() as u8, l, at);
        self.emit(if builtin {
            Op::CallBuiltin {
                argc,
                name,
                args,
                dst,
            }
        } else {
            Op::CallDirect {
                argc,
                name,
                args,
                dst,
            }
        });
        Ok(true)
    }

    /// Appends a direct call's `Unit::call_args` entries (`head`, then the argument
    /// sources); returns where they start.
    fn add_call_args(&mut self, head: &[u32], srcs: &[u32]) -> u32 {
        let at = self.f.unit.call_args.len() as u32;
        self.f.unit.call_args.extend_from_slice(head);
        self.f.unit.call_args.extend_from_slice(srcs);
        at
    }

    /// The arguments of a direct call, evaluated in order: each one's source for
    /// `Unit::call_args` (a literal, or the temporary holding its value).
    fn direct_arg_sources(&mut self, list: &[ast::Arg]) -> CResult<Vec<u32>> {
        let mut srcs = Vec::with_capacity(list.len());
        for a in list {
            let src = match super::expr::const_value(&a.value) {
                Some(c) => ARG_LIT | self.lit(c),
                None => {
                    let mark = self.f.temps;
                    let v = match &a.value.kind {
                        // a variable is read now, with its warning when undefined, as
                        // php's SEND_VAR does (the call itself reports nothing)
                        ExprKind::Variable(n) if &**n != b"this" && &**n != b"GLOBALS" => {
                            self.cv(n)
                        }
                        _ if Self::ref_sendable(&a.value) => self.arg_by_value(&a.value)?,
                        _ => self.expr(&a.value)?,
                    };
                    // a temporary this argument made is moved into the call and the ones
                    // it used on the way are dead; anything else (a variable, an older
                    // temporary) is copied now
                    if v != NONE && v & TEMP != 0 && (v & !TEMP) >= mark {
                        self.f.temps = (v & !TEMP) + 1;
                        v
                    } else {
                        self.f.temps = mark;
                        let t = self.tmp();
                        self.emit(Op::Move { dst: t, src: v });
                        t
                    }
                }
            };
            srcs.push(src);
        }
        Ok(srcs)
    }

    /// Record the methods a class body declares with only by-value, non-variadic
    /// parameters (`Compiler::class_methods`: lowercase name -> parameter count, or
    /// `u32::MAX` for the others). php requires an override to pass each of those
    /// parameters the same way (a by-reference mismatch is a fatal error), and a private
    /// method called from its own class is that method: a `$this->name()` call in the
    /// class's code knows how its arguments are sent.
    pub(super) fn class_method_sigs(c: &ast::ClassDecl) -> HashMap<Vec<u8>, u32> {
        let mut out = HashMap::new();
        for m in &c.members {
            if let ast::Member::Method(m) = m {
                let by_value = m.params.iter().all(|p| !p.by_ref && !p.variadic);
                let n = if by_value {
                    m.params.len() as u32
                } else {
                    u32::MAX
                };
                out.insert(m.name.name.to_ascii_lowercase(), n);
            }
        }
        out
    }

    /// `$this->name(args)` as a `CallThis` into a new temporary when the running code is
    /// an instance method of a class (not a trait) whose body declares `name` with exactly
    /// these many by-value parameters; None: nothing emitted.
    pub(super) fn this_call(&mut self, m: &ast::MethodCall, line: u32) -> CResult<Option<Slot>> {
        let (ast::MemberName::Ident(id), ArgListKind::Args(list)) = (&m.name, &m.args.kind) else {
            return Ok(None);
        };
        let in_method = self.f.unit.kind == UnitKind::Method && !self.f.unit.is_static;
        let fits = in_method
            && !self.in_trait
            && !m.nullsafe
            && super::is_this(&m.object)
            && fits_params(self.class_methods.get(&id.name.to_ascii_lowercase()), list);
        if !fits {
            return Ok(None);
        }
        let dst = self.tmp();
        let srcs = self.direct_arg_sources(list)?;
        let name = self.str_lit(&id.name);
        let at = self.add_call_args(&[], &srcs);
        self.f.line = line;
        self.emit(Op::CallThis {
            argc: list.len() as u8,
            name,
            args: at,
            dst,
        });
        Ok(Some(dst))
    }

    /// `self::name(args)` or `static::name(args)` as a `CallStatic` into a new temporary
    /// when the running code is a method of a class (not a trait) whose body declares
    /// `name` with exactly these many by-value parameters (`self` is that class; an
    /// override `static` may reach sends the same way), and `Name::name()` with no
    /// arguments anywhere; None: nothing emitted.
    pub(super) fn static_call(
        &mut self,
        class: &[u8],
        name: &[u8],
        args: &ast::ArgList,
        line: u32,
    ) -> CResult<Option<Slot>> {
        let ArgListKind::Args(list) = &args.kind else {
            return Ok(None);
        };
        let forwarding =
            class.eq_ignore_ascii_case(b"self") || class.eq_ignore_ascii_case(b"static");
        // `Foo::m()` by a class's name with no arguments: nothing is sent, so the callee's
        // signature does not matter; its class is resolved as `InitStaticMethodCall`'s
        // (`parent::` forwards the called class: not here)
        let named = !forwarding && !class.eq_ignore_ascii_case(b"parent") && list.is_empty();
        let fits = named
            || forwarding
                && self.f.unit.kind == UnitKind::Method
                && !self.in_trait
                && fits_params(self.class_methods.get(&name.to_ascii_lowercase()), list);
        if !fits {
            return Ok(None);
        }
        let dst = self.tmp();
        let srcs = self.direct_arg_sources(list)?;
        let cl = self.str_lit(class);
        let n = self.str_lit(name);
        let at = self.add_call_args(&[n], &srcs);
        self.f.line = line;
        self.emit(Op::CallStatic {
            argc: list.len() as u8,
            class: cl,
            args: at,
            dst,
        });
        Ok(Some(dst))
    }
}

/// Whether `list` is exactly `params` (a signature map's entry: the parameter count of
/// an all-by-value callee) positional arguments, few enough for the op's count.
fn fits_params(params: Option<&u32>, list: &[ast::Arg]) -> bool {
    params == Some(&(list.len() as u32)) && positional(list)
}

/// Positional arguments only (no name, no spread), as many as an op's `argc` holds.
fn positional(list: &[ast::Arg]) -> bool {
    list.len() <= u8::MAX as usize && list.iter().all(|a| a.name.is_none() && !a.spread)
}
