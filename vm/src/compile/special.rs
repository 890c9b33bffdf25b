//! Builtins php compiles to opcodes of their own (`zend_try_compile_special_func`): a call
//! of `strlen`, the `is_*` checks, the `*val` casts, `gettype` and `count`/`sizeof` with one
//! plain argument, by a name that can only mean the global function, is `Op::Special1`.
//! No call is set up (no pending call, no frame), and an error the function throws has no
//! frame of its own in the trace, as in php.

use super::{CResult, Compiler};
use crate::bytecode::{Const, Op, Slot, SpecialFn};
use rphp_parser::ast::{self, ArgList, ArgListKind, ExprKind};

impl Compiler {
    /// `f(arg)` as `Op::Special1` when `f` is one of php's special functions; None (nothing
    /// emitted) otherwise.
    pub(super) fn special_fn_call(
        &mut self,
        n: &ast::Name,
        args: &ArgList,
        dst: Slot,
        line: u32,
    ) -> CResult<Option<Slot>> {
        let ArgListKind::Args(list) = &args.kind else {
            return Ok(None);
        };
        let [arg] = &list[..] else {
            return Ok(None);
        };
        if arg.name.is_some() || arg.spread {
            return Ok(None);
        }
        // the name as resolved at compile time: in a namespace an unqualified name means a
        // function of that namespace when there is one (known only at run time: resolved
        // here to the namespaced name, never special), and `use function` may import another
        let lower = self.resolve_fn_or_const(n, false).to_ascii_lowercase();
        let Some(f) = SpecialFn::of(&lower) else {
            return Ok(None);
        };
        // php's compiler folds `strlen` of a literal string (zend_compile_func_strlen)
        if let (SpecialFn::Strlen, ExprKind::String(s)) = (f, &arg.value.kind) {
            let lit = self.lit(Const::Int(s.len() as i64));
            self.emit(Op::Const { dst, lit });
            return Ok(Some(dst));
        }
        let src = self.expr(&arg.value)?;
        let name = self.str_lit(&lower);
        self.f.line = line;
        self.emit(Op::Special1 { f, name, dst, src });
        Ok(Some(dst))
    }
}
