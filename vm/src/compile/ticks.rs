//! `declare(ticks=N)` in the compiler: the directive's value, and the `Op::Ticks` that ends
//! a statement (php's zend_emit_tick).

use super::Compiler;
use crate::bytecode::Op;
use rphp_parser::ast;

/// The N of a `ticks=N` directive of `d` (an int literal), if any.
pub(crate) fn ticks_directive(d: &ast::Declare) -> Option<u32> {
    d.directives.iter().rev().find_map(|dir| {
        if !dir.name.name.eq_ignore_ascii_case(b"ticks") {
            return None;
        }
        match dir.value.kind {
            ast::ExprKind::Int(n) => u32::try_from(n).ok(),
            _ => None,
        }
    })
}

impl Compiler {
    /// `Op::Ticks` under `declare(ticks)`, unless the op before is one (php's
    /// zend_emit_tick: a compound statement whose last statement ticked adds none).
    /// rphp's layout adds what php's has not at a statement's end (a jump to the next op
    /// after an `if`'s last branch, the catch chain's rethrow): those are looked past.
    pub(super) fn emit_tick(&mut self) {
        if self.ticks == 0 {
            return;
        }
        let here = self.f.unit.ops.len();
        let last = self.f.unit.ops.iter().rev().find(|op| {
            !matches!(op, Op::Rethrow)
                && !matches!(op, Op::Jmp { target } if *target as usize == here)
        });
        if !matches!(last, Some(Op::Ticks { .. })) {
            self.emit(Op::Ticks { every: self.ticks });
        }
    }
}
