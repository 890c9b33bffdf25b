//! Conditions compiled as control flow: `if`, `while`, `do-while`, `for` and `?:` test their
//! condition with jumps, so `a && b`, `a || b` and `!a` there become short-circuit jumps
//! instead of a bool built by `Bool` ops and tested again (php's own compiler builds the bool
//! with `JMPZ_EX`/`BOOL`; opcache removes it the same way). Truthiness is the same `to_bool`
//! either way, and every operand is still evaluated by `expr`, so warnings and their order
//! are unchanged.

use super::{CResult, Compiler};
use crate::bytecode::{Op, Slot};
use rphp_parser::ast::{self, BinaryOp, Expr, ExprKind};

impl Compiler {
    /// Evaluate `e` and jump when its truth value equals `jump_if`; falls through otherwise.
    /// Returns the jumps to patch to the target.
    pub(super) fn branch(&mut self, e: &Expr, jump_if: bool) -> CResult<Vec<usize>> {
        match &e.kind {
            ExprKind::Unary(u) if matches!(u.op, ast::UnaryOp::Not) => {
                self.branch(&u.expr, !jump_if)
            }
            ExprKind::Binary(b)
                if matches!(
                    b.op,
                    BinaryOp::BoolAnd
                        | BinaryOp::LogicalAnd
                        | BinaryOp::BoolOr
                        | BinaryOp::LogicalOr
                ) =>
            {
                let is_and = matches!(b.op, BinaryOp::BoolAnd | BinaryOp::LogicalAnd);
                if is_and != jump_if {
                    // `a && b` jumping when false, `a || b` jumping when true: either side
                    // decides alone
                    let mut jumps = self.branch(&b.left, jump_if)?;
                    jumps.extend(self.branch(&b.right, jump_if)?);
                    Ok(jumps)
                } else {
                    // the left side deciding the other way skips the right side
                    let skip = self.branch(&b.left, !jump_if)?;
                    let jumps = self.branch(&b.right, jump_if)?;
                    for j in skip {
                        self.patch_here(j);
                    }
                    Ok(jumps)
                }
            }
            _ => {
                let c = self.expr(e)?;
                Ok(vec![self.emit_cond_jump(c, jump_if, 0)])
            }
        }
    }

    /// `branch` with every jump patched to `target` (a loop's body, already emitted).
    pub(super) fn branch_to(
        &mut self,
        e: &Expr,
        jump_if: bool,
        target: crate::bytecode::Target,
    ) -> CResult<()> {
        for j in self.branch(e, jump_if)? {
            self.patch(j, target);
        }
        Ok(())
    }

    /// Patch the jumps of a `branch` to the current position.
    pub(super) fn patch_all_here(&mut self, jumps: Vec<usize>) {
        for j in jumps {
            self.patch_here(j);
        }
    }

    /// `Move { dst, src }` for a result `src` the last op just computed into a temporary:
    /// that op writes `dst` itself instead (`?:` branches), when nothing jumps between.
    pub(super) fn emit_move_result(&mut self, dst: Slot, src: Slot) {
        let n = self.f.unit.ops.len();
        if src & super::TEMP != 0 && src != dst && (self.f.max_target as usize) < n {
            if let Some(op) = self.f.unit.ops.last_mut() {
                if retarget(op, src, dst) {
                    self.release_tmp(src);
                    return;
                }
            }
        }
        self.emit(Op::Move { dst, src });
    }
}

/// Make `op`, which writes `from` and reads neither `from` nor `to`, write `to`.
pub(super) fn retarget(op: &mut Op, from: Slot, to: Slot) -> bool {
    let d = match op {
        Op::Const { dst, .. } => dst,
        Op::Bin { dst, a, b, .. } | Op::Cmp { dst, a, b, .. } if *a != to && *b != to => dst,
        Op::BinLit { dst, a, .. } | Op::Unary { dst, a, .. } | Op::Bool { dst, a } if *a != to => {
            dst
        }
        _ => return false,
    };
    if *d != from {
        return false;
    }
    *d = to;
    true
}

impl Compiler {
    /// A `Jmp` whose target is a return (through other `Jmp`s) becomes that return, with
    /// its line: `return $c ? 1 : f();` and an `if` branch falling to a shared `return`
    /// return where they are, one op less (php's optimizer threads such jumps too). Only
    /// in a unit without try regions, where a return means the same at every pc, and not
    /// for a jump that leaves a foreach (its `Unit::jump_frees` entry is keyed by pc).
    pub(super) fn thread_jumps_to_returns(&mut self) {
        let unit = &mut self.f.unit;
        if !unit.try_regions.is_empty() {
            return;
        }
        for at in 0..unit.ops.len() {
            let Some(Op::Jmp { target }) = unit.ops.get(at) else {
                continue;
            };
            if unit.jump_frees.iter().any(|&(j, _)| j as usize == at) {
                continue;
            }
            // follow a chain of jumps (a cycle, `goto` to itself, is left alone)
            let mut t = *target as usize;
            for _ in 0..8 {
                match unit.ops.get(t) {
                    Some(Op::Jmp { target }) => t = *target as usize,
                    _ => break,
                }
            }
            let ret = match unit.ops.get(t) {
                Some(&op @ (Op::Return { .. } | Op::ReturnNull)) => op,
                _ => continue,
            };
            let line = unit.lines.get(t).copied();
            if let (Some(op), Some(line)) = (unit.ops.get_mut(at), line) {
                *op = ret;
                if let Some(l) = unit.lines.get_mut(at) {
                    *l = line;
                }
            }
        }
    }
}
