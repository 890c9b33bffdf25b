//! Strings built from pieces: interpolation (`"a$b c"`, php's `ROPE_*` ops) and chains of
//! `.` (`$a . $b . $c`, php's `CONCAT` each). Three pieces or more compile to a rope: each
//! piece lands in a slot of its own (`RopeAdd`, or a literal's `Const`), and `RopeEnd`
//! joins them in one allocation, instead of one growing string per `.`.
//!
//! The conversions keep php's order: an interpolated part is converted as soon as it is
//! evaluated (`ROPE_ADD`); in a `.` chain each operand after the second is converted as
//! soon as it is evaluated (`CONCAT` of the string so far and it), and the first two are
//! evaluated both before either is converted, so the chain's first `.` stays a `Bin`
//! (which also reads a variable operand only once the other is evaluated).

use super::branch::retarget;
use super::{CResult, Compiler, TEMP};
use crate::bytecode::{Const, Op, Slot};
use crate::value::ops::BinOp;
use rphp_parser::ast::{self, BinaryOp, Expr, ExprKind, StrPart};

impl Compiler {
    pub(super) fn interpolated(&mut self, parts: &[StrPart]) -> CResult<Slot> {
        if parts.len() >= 3 {
            let first = self.tmps(parts.len() as u32);
            for (i, p) in parts.iter().enumerate() {
                self.rope_part(first + i as u32, p)?;
            }
            return Ok(self.rope_end(first, parts.len() as u32));
        }
        let mut acc: Option<Slot> = None;
        for p in parts {
            let s = match p {
                StrPart::Literal(b) => self.const_tmp(Const::Str(b.clone())),
                StrPart::Expr(e) => self.expr(e)?,
            };
            acc = Some(match acc {
                // a literal first part is the first operand itself (it converts nothing;
                // an expression's `"" .` converts it before the next part runs, as php's
                // ROPE_INIT does)
                None if matches!(p, StrPart::Literal(_)) && parts.len() > 1 => s,
                None => {
                    // a lone part still becomes a string
                    let t = self.tmp();
                    let empty = self.const_tmp(Const::Str(Box::new([])));
                    self.emit(Op::Bin {
                        op: BinOp::Concat,
                        dst: t,
                        a: empty,
                        b: s,
                    });
                    t
                }
                Some(a) => {
                    let t = self.tmp();
                    self.emit(Op::Bin {
                        op: BinOp::Concat,
                        dst: t,
                        a,
                        b: s,
                    });
                    t
                }
            });
        }
        Ok(match acc {
            Some(a) => a,
            None => self.const_tmp(Const::Str(Box::new([]))),
        })
    }

    /// `b`, a `.`, as a rope when its chain (`.`s down the left side, and an interpolated
    /// string at its start) has three pieces or more; `None` (nothing emitted) otherwise.
    pub(super) fn concat_chain(&mut self, b: &ast::Binary) -> CResult<Option<Slot>> {
        // the chain's `.` nodes from the outermost in, each with the line its op takes
        let mut nodes = vec![(b, self.f.line)];
        let mut cur = b;
        while let ExprKind::Binary(l) = &cur.left.kind {
            if l.op != BinaryOp::Concat || self.is_preset(&cur.left) {
                break;
            }
            nodes.push((l, self.line_of(cur.left.span.start)));
            cur = l;
        }
        let start = &cur.left;
        let interp = match &start.kind {
            ExprKind::Interpolated(parts) if !parts.is_empty() && !self.is_preset(start) => {
                Some(parts)
            }
            _ => None,
        };
        let n = match interp {
            Some(parts) => parts.len() + nodes.len(),
            None => nodes.len(),
        };
        // a lone `.` stays a `Bin`; so does `"$x" . $y` (two pieces: the same ops)
        if n < if interp.is_some() { 3 } else { 2 } {
            return Ok(None);
        }
        let first = self.tmps(n as u32);
        let mut i = first;
        let mut rights = nodes.iter().rev();
        match interp {
            Some(parts) => {
                self.f.line = self.line_of(start.span.start);
                for p in parts.iter() {
                    self.rope_part(i, p)?;
                    i += 1;
                }
            }
            None => {
                // the first `.`: both operands evaluated, then converted
                let Some(&(node, line)) = rights.next() else {
                    return Ok(None);
                };
                let x = self.expr(&node.left)?;
                let y = self.expr(&node.right)?;
                self.f.line = line;
                self.emit_bin(BinOp::Concat, i, x, y);
                i += 1;
            }
        }
        for &(node, line) in rights {
            self.rope_piece(i, &node.right, Some(line))?;
            i += 1;
        }
        Ok(Some(self.rope_end(first, i - first)))
    }

    fn is_preset(&self, e: &Expr) -> bool {
        let at = e as *const Expr as usize;
        self.f.preset.iter().any(|&(p, _)| p == at)
    }

    fn rope_part(&mut self, dst: Slot, p: &StrPart) -> CResult<()> {
        match p {
            StrPart::Literal(b) => {
                let lit = self.lit(Const::Str(b.clone()));
                self.emit(Op::Const { dst, lit });
            }
            StrPart::Expr(e) => self.rope_piece(dst, e, None)?,
        }
        Ok(())
    }

    /// Piece `e` into rope slot `dst`; its conversion's op takes `line` when given (a `.`
    /// operand's), else the line `e` leaves (an interpolated part's).
    fn rope_piece(&mut self, dst: Slot, e: &Expr, line: Option<u32>) -> CResult<()> {
        if let ExprKind::String(s) = &e.kind {
            if !self.is_preset(e) {
                let lit = self.lit(Const::Str(s.clone()));
                self.emit(Op::Const { dst, lit });
                return Ok(());
            }
        }
        let src = self.expr(e)?;
        // a piece an op just computed as an int, a string or a bool (`%`, shifts, bit
        // operators, `.`, comparisons): that op writes the rope's slot, as its conversion is
        // pure (`RopeEnd`'s)
        let n = self.f.unit.ops.len();
        if src & TEMP != 0 && (self.f.max_target as usize) < n {
            let pure = match self.f.unit.ops.last() {
                Some(Op::Bin { op, dst, .. } | Op::BinLit { op, dst, .. }) => {
                    *dst == src
                        && matches!(
                            op,
                            BinOp::Mod
                                | BinOp::Shl
                                | BinOp::Shr
                                | BinOp::BitAnd
                                | BinOp::BitOr
                                | BinOp::BitXor
                                | BinOp::Concat
                        )
                }
                Some(Op::Cmp { dst, .. } | Op::Bool { dst, .. }) => *dst == src,
                _ => false,
            };
            if pure
                && self
                    .f
                    .unit
                    .ops
                    .last_mut()
                    .is_some_and(|op| retarget(op, src, dst))
            {
                return Ok(());
            }
        }
        if let Some(line) = line {
            self.f.line = line;
        }
        self.emit(Op::RopeAdd { dst, src });
        Ok(())
    }

    fn rope_end(&mut self, first: Slot, n: u32) -> Slot {
        let dst = self.tmp();
        self.emit(Op::RopeEnd { dst, first, n });
        dst
    }
}
