//! The fast lane's leaf loop (`exec/fast.rs`): the scalar ops of a loop body — jumps,
//! literals, moves and assignments of scalars, int/float arithmetic and comparisons,
//! `++`/`--` — run in a small function of their own. The lane's big dispatch loop holds
//! too many values across its arms' calls for the register allocator: there the pc, the
//! window and the fuel live in stack slots, and every op pays a load and a store on its
//! critical path. Here nothing is called on the hot path and they stay in registers.
//!
//! The lane enters the leaf at a backward jump (a loop) and the leaf runs from there until
//! an op it does not take: any op outside its set, or one of its ops on anything but
//! scalars (a string operand, a reference cell, an overflow, a slot whose old value owns
//! something). It then returns with the pc at that op, which the lane runs as before. The
//! leaf only writes slots that hold a scalar or nothing, so no value is freed here and no
//! destructor can become due.

use super::call::{Callee, EntryKind, Func};
use super::direct_call::enter_args;
use super::fast_ops::{
    Num, assign_dim_op_at, assign_dim1, compare_bool, concat_lit, elem_op, leaf_fe_fetch,
    leaf_fe_key, num_bin,
};
use super::leaf_call::{Calls, LeafFrame, args_unobserved, close_window};
use super::leaf_prog::{LOp, float_ord, int_ord};
use crate::bytecode::{IncOp, NO_SLOT, Op};
use crate::value::Value;
use crate::value::compare::CmpOp;
use crate::value::ops::BinOp;

/// How the leaf stopped.
pub(super) enum Leaf {
    /// At an op it does not take (the pc points at it): the lane runs it.
    Declined,
    /// The fuel ran out at a backward jump (the pc is the jump's target).
    Fuel,
    /// A frameless call's callee returned the value in this slot (`NO_SLOT`: null); only
    /// with `FRAMELESS` (`exec/leaf_call.rs`).
    Return(u32),
}

/// Whether `op` is one the leaf runs (on scalar operands).
#[inline(always)]
pub(super) fn leaf_op(op: Option<&Op>) -> bool {
    matches!(
        op,
        Some(
            Op::Nop
                | Op::FetchRw { .. }
                | Op::Jmp { .. }
                | Op::JmpZ { .. }
                | Op::JmpNz { .. }
                | Op::Const { .. }
                | Op::Move { .. }
                | Op::Assign { .. }
                | Op::Bin { .. }
                | Op::BinLit { .. }
                | Op::BinCv { .. }
                | Op::BinLitCv { .. }
                | Op::Cmp { .. }
                | Op::CmpJmp { .. }
                | Op::CmpLitJmp { .. }
                | Op::AssignOp { .. }
                | Op::IncDec { .. }
                | Op::FetchDimR { .. }
                | Op::FetchDimRC { .. }
                | Op::AssignDim { n: 1 | 2, .. }
                | Op::AssignDimOp { n: 1 | 2, .. }
                | Op::FreeTemps { .. }
                | Op::FeFetch { .. }
                | Op::FeKey { .. }
        )
    )
}

impl Func {
    /// The leaf loop's instructions for this function's ops (`exec/leaf_prog.rs`), decoded
    /// on first use.
    #[inline(always)]
    pub(super) fn leaf_prog(&self) -> &[LOp] {
        self.leaf.get_or_init(|| {
            let ncv = self.unit.cv_names.len() as u32;
            super::leaf_prog::decode(&self.unit.ops, &self.lits, ncv)
        })
    }

    /// Whether `pc` heads a loop for the leaf loop (`Func::leaf_heads`).
    #[inline(always)]
    pub(super) fn leaf_head(&self, pc: usize) -> bool {
        self.leaf_heads
            .get(pc / 64)
            .is_some_and(|w| w >> (pc % 64) & 1 != 0)
    }

    /// Whether `pc` heads a loop for the leaf loop with frameless calls
    /// (`Func::call_heads`).
    #[inline(always)]
    pub(super) fn call_head(&self, pc: usize) -> bool {
        self.call_heads
            .get(pc / 64)
            .is_some_and(|w| w >> (pc % 64) & 1 != 0)
    }
}

/// The heads of the loops the leaf loop runs whole (`Func::leaf_heads`): the target of a
/// backward jump when every op from it to the jump is a leaf op, with scalar literals and no
/// concatenation (the leaf declines strings). A loop with any other op stays on the lane: entering the leaf
/// to run an op or two and decline costs more than it saves. Second, the heads of the
/// loops that are leaf ops but for one or more `CallDirect` (`Func::call_heads`), which the
/// leaf runs with frameless calls (`exec/leaf_call.rs`).
pub(super) fn leaf_heads(ops: &[Op], lits: &[Value]) -> (Box<[u64]>, Box<[u64]>) {
    // a literal operand the leaf takes: a scalar (it declines a string's load)
    let scalar_lit = |lit: u32| {
        matches!(
            lits.get(lit as usize),
            Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))
        )
    };
    let mut bits = vec![0u64; ops.len().div_ceil(64)];
    let mut calls = bits.clone();
    for (j, op) in ops.iter().enumerate() {
        let t = match *op {
            Op::Jmp { target }
            | Op::JmpZ { target, .. }
            | Op::JmpNz { target, .. }
            | Op::CmpJmp { target, .. }
            | Op::CmpLitJmp { target, .. } => target as usize,
            _ => continue,
        };
        let Some(body) = ops.get(t..=j) else { continue };
        // `$s .= "text"`: a string literal's load and its concatenation (`LOp::ConcatLit`)
        let concat_lit = |k: usize| match (ops.get(k), ops.get(k + 1)) {
            (
                Some(&Op::Const { dst, lit }),
                Some(&Op::AssignOp {
                    op: BinOp::Concat,
                    src,
                    ..
                }),
            ) => src == dst && matches!(lits.get(lit as usize), Some(Value::Str(_))),
            _ => false,
        };
        // (a frameless run declines `ConcatLit`: in a loop with calls it stays two ops the
        // leaf does not take)
        let leafy = |k: usize, op: &Op, calls: bool| {
            if !calls && (concat_lit(k) || k > 0 && concat_lit(k - 1)) {
                return true;
            }
            let lit_ok = match *op {
                Op::Const { lit, .. }
                | Op::BinLit { lit, .. }
                | Op::BinLitCv { lit, .. }
                | Op::CmpLitJmp { lit, .. } => scalar_lit(lit),
                _ => true,
            };
            lit_ok
                && leaf_op(Some(op))
                && !matches!(
                    op,
                    Op::Bin {
                        op: BinOp::Concat,
                        ..
                    } | Op::BinLit {
                        op: BinOp::Concat,
                        ..
                    } | Op::BinCv {
                        op: BinOp::Concat,
                        ..
                    } | Op::BinLitCv {
                        op: BinOp::Concat,
                        ..
                    } | Op::AssignOp {
                        op: BinOp::Concat,
                        ..
                    }
                )
        };
        let call = |op: &Op| matches!(op, Op::CallDirect { .. });
        let mut body = body.iter().zip(t..);
        let set = if body.clone().all(|(op, k)| leafy(k, op, false)) {
            &mut bits
        } else if body.all(|(op, k)| leafy(k, op, true) || call(op)) {
            &mut calls
        } else {
            continue;
        };
        if let Some(w) = set.get_mut(t / 64) {
            *w |= 1 << (t % 64);
        }
    }
    (bits.into_boxed_slice(), calls.into_boxed_slice())
}

/// A slot the leaf may overwrite: empty or a scalar (dropping it frees nothing).
#[inline(always)]
fn plain(slot: &Option<Value>) -> bool {
    matches!(
        slot,
        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))
    )
}

/// A scalar in registers: unlike a `Value`, it owns nothing, so no drop glue is emitted
/// for it (a call to the glue would push the loop's locals out of registers).
#[derive(Clone, Copy)]
enum Sc {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
}

/// A scalar operand, copied.
#[inline(always)]
fn scalar(v: Option<&Option<Value>>) -> Option<Sc> {
    match v {
        Some(Some(Value::Int(i))) => Some(Sc::Int(*i)),
        Some(Some(Value::Float(f))) => Some(Sc::Float(*f)),
        Some(Some(Value::Bool(b))) => Some(Sc::Bool(*b)),
        Some(Some(Value::Null)) => Some(Sc::Null),
        _ => None,
    }
}

/// A scalar value, copied (an array element).
#[inline(always)]
fn scalar_value(v: Option<&Value>) -> Option<Sc> {
    match v {
        Some(Value::Int(i)) => Some(Sc::Int(*i)),
        Some(Value::Float(f)) => Some(Sc::Float(*f)),
        Some(Value::Bool(b)) => Some(Sc::Bool(*b)),
        Some(Value::Null) => Some(Sc::Null),
        _ => None,
    }
}

/// Writes a scalar into a slot that holds a scalar or nothing (in place over one of its
/// kind: in a loop the slot holds the same kind each time round).
#[inline(always)]
fn put(slot: &mut Option<Value>, v: Sc) {
    match (v, &mut *slot) {
        (Sc::Int(i), Some(Value::Int(d))) => *d = i,
        (Sc::Float(f), Some(Value::Float(d))) => *d = f,
        (Sc::Bool(b), Some(Value::Bool(d))) => *d = b,
        // the old value is a scalar or nothing (`plain`): nothing to drop
        (v, slot) => std::mem::forget(slot.replace(match v {
            Sc::Null => Value::Null,
            Sc::Bool(b) => Value::Bool(b),
            Sc::Int(i) => Value::Int(i),
            Sc::Float(f) => Value::Float(f),
        })),
    }
}

/// Runs the leaf ops of a frame of `f` from `*pc` (see the module comment) on the
/// function's decoded instructions (`exec/leaf_prog.rs`); the frame's window of the value
/// stack starts at `base`, `ncv` is its number of compiled variables, `n` the fuel left (at
/// least 1), counted at backward jumps. With `FRAMELESS` the window is a callee's that has
/// no frame yet (`exec/leaf_call.rs`): a return of a plain value ends the run
/// (`Leaf::Return`), a `CallDirect` of a plain callee enters it frameless here (its
/// caller's state goes on `cx.lf`) and a return from it resumes the caller; any op declined
/// is run once the frames are made real. Without, `cx` is not used.
#[inline(never)]
pub(super) fn run_leaf<'a, const FRAMELESS: bool>(
    stack: &mut Vec<Option<Value>>,
    base: usize,
    f: &'a Func,
    ncv: u32,
    pc: &mut usize,
    n: &mut u64,
    cx: &mut Calls<'a, '_>,
) -> Leaf {
    let (mut f, mut base, mut ncv) = (f, base, ncv);
    let mut prog: &[LOp] = f.leaf_prog();
    let mut at = *pc;
    let mut fuel = *n;
    // (`FRAMELESS`) the top of the running callee's window: the slots past it are empty,
    // a returned callee's window being cleared but not popped (`leaf_call::close_window`),
    // so the next call opens its window there with no push; the stack is cut back to it
    // when the run stops
    let mut top = stack.len();
    let Some(mut win) = stack.get_mut(base..) else {
        return Leaf::Declined;
    };
    // an int/float result into slot `dst` (an arm of its own per instruction, so each
    // dispatches once)
    macro_rules! num {
        ($dst:expr, $r:expr) => {{
            let r = $r;
            if !leaf_num(win, $dst, r) {
                break Leaf::Declined;
            }
            at + 1
        }};
    }
    // `++$i`/`--$i` of an int variable in place (anything else: declined)
    macro_rules! step_var {
        ($var:expr, $step:expr) => {{
            let Some(Some(Value::Int(i))) = win.get_mut($var as usize) else {
                break Leaf::Declined;
            };
            let Some(new) = i.checked_add($step as i64) else {
                break Leaf::Declined;
            };
            *i = new;
            new
        }};
    }
    // the compare-and-jump after a fused step, an int with an int; fuel counts the jump
    // as the second op's own (at `at + 1`)
    macro_rules! step_jump {
        ($new:expr, $bound:expr, $target:expr, $m:expr) => {{
            let next = if ($m.same >> int_ord($new, $bound)) & 1 != 0 {
                $target as usize
            } else {
                at + 2
            };
            if next <= at + 1 {
                fuel -= 1;
                if fuel == 0 {
                    at = next;
                    break Leaf::Fuel;
                }
            }
            at = next;
            continue;
        }};
    }
    // the window at `base` taken again after the stack changed, and the run goes on at `at`
    // unless a destructor is due
    macro_rules! resume {
        () => {{
            win = match stack.get_mut(base..) {
                Some(w) => w,
                None => break Leaf::Declined,
            };
            if !cx.pending.borrow().is_empty() {
                break Leaf::Declined;
            }
            continue;
        }};
    }
    // `$var op= $src` (`LOp::AssignOp`)
    macro_rules! assign_op {
        ($op:expr, $var:expr, $src:expr) => {{
            // (the int quotient of `/` and the rest of `arith` are the lane's)
            let r = match (win.get($var as usize), win.get($src as usize)) {
                (Some(Some(x)), Some(Some(y))) => num_bin($op, x, y),
                _ => Num::Other,
            };
            if !leaf_num(win, $var, r) {
                break Leaf::Declined;
            }
            at + 1
        }};
    }
    // `FetchDimR` of `$base[$key]` into `dst` (`LOp::DimRead`)
    macro_rules! dim_read {
        ($dst:expr, $base:expr, $key:expr) => {{
            // a row of a nested array (`$m[$i][$k]` reads `$m[$i]` first) is shared
            // into the temporary: one count up, no call out of line
            let mut row = None;
            let v = match (win.get($base as usize), win.get($key as usize)) {
                (Some(Some(Value::Array(a))), Some(Some(Value::Int(k)))) => match a.get_int(*k) {
                    Some(Value::Array(r)) => {
                        row = Some(r.clone());
                        None
                    }
                    e => scalar_value(e),
                },
                // a by-reference parameter's array: a scalar element
                (Some(Some(Value::Ref(r))), Some(Some(Value::Int(k)))) => {
                    match r.try_borrow().as_deref() {
                        Some(Value::Array(a)) => scalar_value(a.get_int(*k)),
                        _ => None,
                    }
                }
                _ => None,
            };
            let done = match (v, row) {
                (Some(v), _) => put_plain(win, $dst, v),
                (None, Some(r)) => match win.get_mut($dst as usize) {
                    Some(slot) if plain(slot) => {
                        // the slot held nothing to drop
                        std::mem::forget(slot.replace(Value::Array(r)));
                        true
                    }
                    _ => false,
                },
                (None, None) => false,
            };
            if !done {
                let Some(op) = f.unit.ops.get(at) else {
                    break Leaf::Declined;
                };
                if !elem_op(win, op, ncv, &f.lits) {
                    break Leaf::Declined;
                }
            }
            at + 1
        }};
    }
    // a frameless callee's return (`FRAMELESS`): the bottom one ends the run; a nested
    // one's value moves into its caller's slot, its window closes and the caller resumes
    // after its call (a destructor then due, or fuel short: the caller's frames are made
    // real and the lane goes on)
    macro_rules! ret {
        ($src:expr) => {{
            let src: u32 = $src;
            let Some(&caller) = cx.lf.last() else {
                // (a lane frame's own return is the lane's)
                if cx.lane {
                    break Leaf::Declined;
                }
                break Leaf::Return(src);
            };
            let Some(cf) = cx.funcs.get(caller.fid as usize).filter(|_| fuel >= 2) else {
                break Leaf::Declined;
            };
            cx.lf.pop();
            let to = caller.base as usize + caller.dst as usize;
            close_window(stack, (base, top), src, to);
            top = base;
            fuel -= 1;
            let cf: &'a Func = cf;
            (f, base, ncv) = (cf, caller.base as usize, cf.ncv);
            prog = cf.leaf_prog();
            at = caller.pc as usize + 1;
            resume!()
        }};
    }
    let stop = loop {
        let Some(op) = prog.get(at) else {
            break Leaf::Declined;
        };
        let next = match *op {
            LOp::Decline => break Leaf::Declined,
            // (the fused instructions run as their first op in a frameless run:
            // the loop of calls keeps its registers; measured, fibo +2%, simpleucall +5%
            // with them)
            LOp::DimRead2 { tmp, base, k1, .. } if FRAMELESS => dim_read!(tmp, base, k1),
            LOp::ConcatLit { .. } if FRAMELESS => break Leaf::Declined,
            LOp::AddCmpJmp { var, src, .. } if FRAMELESS => assign_op!(BinOp::Add, var, src),
            LOp::DimSetInt { src, v, .. } if FRAMELESS => {
                if !put_plain(win, src, Sc::Int(v)) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::Nop => at + 1,
            LOp::FetchRw { var } => match win.get(var as usize) {
                Some(Some(_)) => at + 1,
                _ => break Leaf::Declined,
            },
            LOp::Jmp { target } => target as usize,
            LOp::JmpZ { cond, target } | LOp::JmpNz { cond, target } => {
                let t = match win.get(cond as usize) {
                    Some(Some(Value::Bool(b))) => *b,
                    Some(Some(Value::Int(i))) => *i != 0,
                    Some(Some(Value::Null)) => false,
                    // (php 8.5 warns of a NAN made a bool: the lane declines it)
                    Some(Some(Value::Float(f))) if !f.is_nan() => *f != 0.0,
                    _ => break Leaf::Declined,
                };
                if t == matches!(op, LOp::JmpNz { .. }) {
                    target as usize
                } else {
                    at + 1
                }
            }
            LOp::ConstInt { dst, v } => {
                if !put_plain(win, dst, Sc::Int(v)) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::ConstFloat { dst, v } => {
                if !put_plain(win, dst, Sc::Float(v)) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::ConstBool { dst, v } => {
                if !put_plain(win, dst, Sc::Bool(v)) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::ConstNull { dst } => {
                if !put_plain(win, dst, Sc::Null) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::Copy { dst, src } | LOp::Take { dst, src } => {
                let Some(v) = scalar(win.get(src as usize)) else {
                    break Leaf::Declined;
                };
                if !put_plain(win, dst, v) {
                    break Leaf::Declined;
                }
                if matches!(op, LOp::Take { .. }) {
                    if let Some(s) = win.get_mut(src as usize) {
                        std::mem::forget(s.take());
                    }
                }
                at + 1
            }
            LOp::Add { dst, a, b } => num!(dst, slots2(win, a, b, i64::checked_add, |x, y| x + y)),
            LOp::Sub { dst, a, b } => num!(dst, slots2(win, a, b, i64::checked_sub, |x, y| x - y)),
            LOp::Mul { dst, a, b } => num!(dst, slots2(win, a, b, i64::checked_mul, |x, y| x * y)),
            LOp::AddInt { dst, a, v } => {
                num!(dst, with_int(win, a, v, i64::checked_add, |x, y| x + y))
            }
            LOp::SubInt { dst, a, v } => {
                num!(dst, with_int(win, a, v, i64::checked_sub, |x, y| x - y))
            }
            LOp::MulInt { dst, a, v } => {
                num!(dst, with_int(win, a, v, i64::checked_mul, |x, y| x * y))
            }
            LOp::AddFloat { dst, a, v } => num!(dst, with_float(win, a, v, |x, y| x + y)),
            LOp::SubFloat { dst, a, v } => num!(dst, with_float(win, a, v, |x, y| x - y)),
            LOp::MulFloat { dst, a, v } => num!(dst, with_float(win, a, v, |x, y| x * y)),
            LOp::Bin { op, dst, a, b } => {
                if !leaf_bin(win, op, dst, a, Operand::Slot(b)) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::BinLit { op, dst, a, lit } => {
                if !leaf_bin(win, op, dst, a, Operand::Lit(f.lits.get(lit as usize))) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::Cmp { op, dst, a, b } => {
                let r = match (win.get(a as usize), win.get(b as usize)) {
                    (Some(Some(x)), Some(Some(y))) => compare_bool(op, x, y),
                    _ => None,
                };
                let Some(r) = r else { break Leaf::Declined };
                if !put_plain(win, dst, Sc::Bool(r)) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::CmpJmp {
                a,
                b,
                target,
                m,
                op,
                jump_if,
            } => {
                let bit = match (win.get(a as usize), win.get(b as usize)) {
                    (Some(Some(Value::Int(x))), Some(Some(Value::Int(y)))) => {
                        m.same >> int_ord(*x, *y)
                    }
                    (Some(Some(Value::Float(x))), Some(Some(Value::Float(y)))) => {
                        m.same >> float_ord(*x, *y)
                    }
                    (Some(Some(Value::Int(x))), Some(Some(Value::Float(y)))) => {
                        m.mixed >> float_ord(*x as f64, *y)
                    }
                    (Some(Some(Value::Float(x))), Some(Some(Value::Int(y)))) => {
                        m.mixed >> float_ord(*x, *y as f64)
                    }
                    (x, y) => {
                        let y = y.and_then(Option::as_ref);
                        let Some(next) = cmp_next(op, jump_if, x, y, target, at) else {
                            break Leaf::Declined;
                        };
                        (next == target as usize) as u8
                    }
                };
                if bit & 1 != 0 {
                    target as usize
                } else {
                    at + 1
                }
            }
            LOp::CmpJmpInt {
                a,
                target,
                v,
                m,
                op,
                jump_if,
            } => {
                let bit = match win.get(a as usize) {
                    Some(Some(Value::Int(x))) => m.same >> int_ord(*x, v),
                    Some(Some(Value::Float(x))) => m.mixed >> float_ord(*x, v as f64),
                    x => {
                        let y = Value::Int(v);
                        let Some(next) = cmp_next(op, jump_if, x, Some(&y), target, at) else {
                            break Leaf::Declined;
                        };
                        (next == target as usize) as u8
                    }
                };
                if bit & 1 != 0 {
                    target as usize
                } else {
                    at + 1
                }
            }
            LOp::CmpJmpFloat {
                a,
                target,
                v,
                m,
                op,
                jump_if,
            } => {
                let bit = match win.get(a as usize) {
                    Some(Some(Value::Float(x))) => m.same >> float_ord(*x, v),
                    Some(Some(Value::Int(x))) => m.mixed >> float_ord(*x as f64, v),
                    x => {
                        let y = Value::Float(v);
                        let Some(next) = cmp_next(op, jump_if, x, Some(&y), target, at) else {
                            break Leaf::Declined;
                        };
                        (next == target as usize) as u8
                    }
                };
                if bit & 1 != 0 {
                    target as usize
                } else {
                    at + 1
                }
            }
            LOp::CmpLitJmp {
                op,
                jump_if,
                a,
                lit,
                target,
            } => {
                let y = f.lits.get(lit as usize);
                let Some(next) = cmp_next(op, jump_if, win.get(a as usize), y, target, at) else {
                    break Leaf::Declined;
                };
                next
            }
            LOp::AssignOp { op, var, src } => assign_op!(op, var, src),
            LOp::AddCmpJmp {
                var,
                src,
                target,
                v,
                m,
            } => {
                let sum = match (win.get(var as usize), win.get(src as usize)) {
                    (Some(Some(Value::Int(x))), Some(Some(Value::Int(y)))) => x.checked_add(*y),
                    _ => None,
                };
                match sum {
                    None => assign_op!(BinOp::Add, var, src),
                    Some(new) => {
                        if let Some(Some(Value::Int(x))) = win.get_mut(var as usize) {
                            *x = new;
                        }
                        step_jump!(new, i64::from(v), target, m)
                    }
                }
            }
            LOp::DimSetInt { var, key, src, v } => {
                if !put_plain(win, src, Sc::Int(v)) || !dim_set(win, var, key, src, ncv) {
                    // (the literal's load is the lane's to make again, at `at`)
                    break Leaf::Declined;
                }
                at + 3
            }
            LOp::Step { var, step } => {
                let Some(Some(Value::Int(i))) = win.get_mut(var as usize) else {
                    break Leaf::Declined;
                };
                let Some(new) = i.checked_add(step) else {
                    break Leaf::Declined;
                };
                // a statement's `++$i`: no result to write
                *i = new;
                // a counted loop's step right after it (`for (...; $i++) $x++;`) runs here,
                // with no dispatch of its own (not in a frameless run: the loop of calls
                // keeps its registers)
                if !FRAMELESS {
                    match prog.get(at + 1) {
                        Some(&LOp::StepCmpJmp {
                            var,
                            target,
                            v,
                            step,
                            m,
                        }) => {
                            at += 1;
                            let new = step_var!(var, step);
                            step_jump!(new, v, target, m)
                        }
                        Some(&LOp::StepCmpJmpVar {
                            var,
                            b,
                            target,
                            step,
                            m,
                        }) => {
                            if let Some(Some(Value::Int(y))) = win.get(b as usize) {
                                let y = *y;
                                at += 1;
                                let new = step_var!(var, step);
                                step_jump!(new, y, target, m)
                            }
                        }
                        _ => {}
                    }
                }
                at + 1
            }
            LOp::StepCmpJmp {
                var,
                target,
                v,
                step,
                m,
            } => {
                let new = step_var!(var, step);
                step_jump!(new, v, target, m)
            }
            LOp::StepCmpJmpVar {
                var,
                b,
                target,
                step,
                m,
            } => {
                let new = step_var!(var, step);
                // the compare-and-jump after the step when the bound is an int; else it
                // runs as it stands
                let Some(Some(Value::Int(y))) = win.get(b as usize) else {
                    at += 1;
                    continue;
                };
                step_jump!(new, *y, target, m)
            }
            LOp::IncDec { op, dst, var } => {
                let Some(Some(Value::Int(i))) = win.get(var as usize) else {
                    break Leaf::Declined;
                };
                let old = *i;
                let Some(new) = old.checked_add(op.step()) else {
                    break Leaf::Declined;
                };
                if !win.get(dst as usize).is_some_and(plain) {
                    break Leaf::Declined;
                }
                if let Some(Some(Value::Int(d))) = win.get_mut(var as usize) {
                    *d = new;
                }
                let result = match op {
                    IncOp::PreInc | IncOp::PreDec => new,
                    IncOp::PostInc | IncOp::PostDec => old,
                };
                if let Some(slot) = win.get_mut(dst as usize) {
                    put(slot, Sc::Int(result));
                }
                at + 1
            }
            LOp::DimRead2 {
                dst,
                tmp,
                base,
                k1,
                k2,
            } => {
                let v = match (win.get(base as usize), win.get(k1 as usize)) {
                    (Some(Some(Value::Array(a))), Some(Some(Value::Int(i)))) => {
                        match (a.get_int(*i), win.get(k2 as usize)) {
                            (Some(Value::Array(r)), Some(Some(Value::Int(j)))) => {
                                scalar_value(r.get_int(*j))
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                match v {
                    Some(v) if put_plain(win, dst, v) => at + 2,
                    _ => dim_read!(tmp, base, k1),
                }
            }
            LOp::ConcatLit { var, lit } => {
                // the memory limit less the stack's bytes, as the lane measures it
                let room = cx
                    .str_room
                    .saturating_sub(stack.capacity() * std::mem::size_of::<Option<Value>>());
                win = match stack.get_mut(base..) {
                    Some(w) => w,
                    None => break Leaf::Declined,
                };
                if !concat_lit(win, var, f.lits.get(lit as usize), room) {
                    break Leaf::Declined;
                }
                at + 2
            }
            LOp::DimRead { dst, base, key } => dim_read!(dst, base, key),
            LOp::DimOp { op, var, keys, src } => {
                if !assign_dim_op_at(win, op, var, (keys, keys + 1), src) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::DimOpCv {
                op,
                var,
                key,
                src,
                res,
            } => {
                // (an unset key variable: the lane runs the `Move`, which warns)
                if !assign_dim_op_at(win, op, var, (key, res), src) {
                    break Leaf::Declined;
                }
                at + 2
            }
            LOp::DimSet { var, key, src } => {
                if !dim_set(win, var, key, src, ncv) {
                    break Leaf::Declined;
                }
                at + 2
            }
            // element ops: one out-of-line call (`exec/fast_ops.rs`)
            LOp::Elem => {
                let Some(op) = f.unit.ops.get(at) else {
                    break Leaf::Declined;
                };
                if !elem_op(win, op, ncv, &f.lits) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::FeFetch { iter, val, end } => match leaf_fe_fetch(win, iter, val) {
                Some(true) => at + 1,
                Some(false) => end as usize,
                None => break Leaf::Declined,
            },
            LOp::FeKey { iter, key } => {
                if !leaf_fe_key(win, iter, key) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::FreeTemps { first, n } => {
                if !free_temps(win, first, n, ncv) {
                    break Leaf::Declined;
                }
                at + 1
            }
            LOp::Return { src } if FRAMELESS => {
                if !matches!(win.get(src as usize), Some(Some(v)) if !matches!(v, Value::Ref(_))) {
                    break Leaf::Declined;
                }
                ret!(src)
            }
            LOp::ReturnNull if FRAMELESS => ret!(NO_SLOT),
            LOp::Call {
                argc,
                name,
                args,
                dst,
            } if FRAMELESS => {
                // `direct_entry` of a plain callee whose body starts frameless
                let Some(Some(Callee::User {
                    func: g,
                    closure: None,
                })) = cx
                    .cache
                    .get(f.id as usize)
                    .and_then(|r| r.get(name as usize))
                else {
                    break Leaf::Declined;
                };
                if g.entry_kind == EntryKind::Frame || fuel < 2 {
                    break Leaf::Declined;
                }
                let depth = cx.depth + 1 + cx.lf.len();
                // a body that returns null at once, whose arguments' passing nothing could
                // observe (`args_unobserved`): no window is opened, its null goes to the
                // caller's slot; the call and the return cost their fuel
                if g.entry_kind == EntryKind::ReturnNull
                    && fuel > 2
                    && depth % 1024 != 0
                    && call_null(g, (&f.unit.call_args, args, argc), win, ncv, dst)
                {
                    fuel -= 2;
                    at += 1;
                    continue;
                }
                let from = (&f.unit.call_args[..], args, argc);
                let Some(nb) = enter_args(g, from, 0, stack, base, ncv, &f.lits, (depth, top))
                else {
                    break Leaf::Declined;
                };
                let end = nb + (g.nslots as usize).max(argc as usize);
                // a body that returns at once (`{}`, `return $param;`, as `frameless`
                // takes it): its result moves out and its window closes, with no switch to
                // it; the call and the return cost their fuel
                let quick = match g.entry_kind {
                    EntryKind::ReturnNull => Some(NO_SLOT),
                    EntryKind::Return(src) => match stack.get(nb + src as usize) {
                        Some(Some(v)) if !matches!(v, Value::Ref(_)) => Some(src),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(src) = quick.filter(|_| fuel > 2) {
                    close_window(stack, (nb, end), src, base + dst as usize);
                    fuel -= 2;
                    at += 1;
                    resume!()
                }
                top = end;
                cx.lf.push(LeafFrame {
                    fid: f.id,
                    base: base as u32,
                    pc: at as u32,
                    dst,
                });
                fuel -= 1;
                let g: &'a Func = g;
                (f, base, ncv) = (g, nb, g.ncv);
                prog = g.leaf_prog();
                at = g.entry as usize;
                win = match stack.get_mut(base..) {
                    Some(w) => w,
                    None => break Leaf::Declined,
                };
                continue;
            }
            LOp::Return { .. } | LOp::ReturnNull | LOp::Call { .. } => break Leaf::Declined,
        };
        if next <= at {
            fuel -= 1;
            if fuel == 0 {
                at = next;
                break Leaf::Fuel;
            }
        }
        at = next;
    };
    if FRAMELESS && !matches!(stop, Leaf::Return(_)) {
        // the slots past the running window are empty
        stack.truncate(top);
    }
    if FRAMELESS && !cx.lf.is_empty() && !matches!(stop, Leaf::Return(_)) {
        // the running callee is the top of the frames to make real
        cx.lf.push(LeafFrame {
            fid: f.id,
            base: base as u32,
            pc: at as u32,
            dst: NO_SLOT,
        });
    }
    *pc = at;
    *n = fuel;
    stop
}

/// A call of `g`, whose body returns null at once, made with no window when nothing could
/// observe its arguments' passing (`args_unobserved`): its null into slot `dst` (unused:
/// `NO_SLOT`) when that holds a scalar or nothing. False, nothing done, else. Out of line:
/// inline, its paths would crowd the loop's registers (fibo +7%).
#[inline(never)]
fn call_null(
    g: &Func,
    (call_args, args, argc): (&[u32], u32, u8),
    win: &mut [Option<Value>],
    ncv: u32,
    dst: u32,
) -> bool {
    let first = args as usize;
    let Some(srcs) = call_args.get(first..first + argc as usize) else {
        return false;
    };
    if !args_unobserved(g, srcs, win, ncv) {
        return false;
    }
    match win.get_mut(dst as usize) {
        Some(slot) if plain(slot) => {
            put(slot, Sc::Null);
            true
        }
        Some(_) => false,
        None => dst == NO_SLOT,
    }
}

/// `FreeTemps` as the lane runs it (`Vm::clear_temps`: arrays, objects and reference
/// cells go, scalars and strings stay) when it only releases arrays others hold too (false:
/// an array's last holder, an object or a reference cell; the slots before it are cleared,
/// which the lane's run of the op does again to no effect).
#[inline(never)]
fn free_temps(win: &mut [Option<Value>], first: u32, n: u32, ncv: u32) -> bool {
    let (from, to) = (first as usize, first as usize + n as usize);
    let Some(slots) = win.get_mut(from..to).filter(|_| first >= ncv) else {
        return false;
    };
    for slot in slots {
        match slot {
            // (an object's holder going may buffer it for the collector: the lane's)
            Some(Value::Array(a)) if a.ref_count() > 1 => {
                // a count down of a shared array, inline (no drop glue for the slot)
                if let Some(Value::Array(a)) = slot.take() {
                    drop(a);
                }
            }
            Some(Value::Object(_) | Value::Array(_) | Value::Ref(_)) => return false,
            _ => {}
        }
    }
    true
}

/// `LOp::DimSet`: `assign_dim1` with the key in variable `key`, which must be set (an
/// empty key slot is a push); false, nothing done, for the lane to run the `Move` and the
/// assignment. Out of line: inline, its paths would crowd the loop's registers.
#[inline(never)]
fn dim_set(win: &mut [Option<Value>], var: u32, key: u32, src: u32, ncv: u32) -> bool {
    matches!(win.get(key as usize), Some(Some(v)) if !matches!(v, Value::Ref(_)))
        && assign_dim1(win, var as usize, key as usize, src as usize, src >= ncv)
}

/// A scalar into slot `dst` when it holds a scalar or nothing (false: nothing done).
#[inline(always)]
fn put_plain(win: &mut [Option<Value>], dst: u32, v: Sc) -> bool {
    match win.get_mut(dst as usize) {
        Some(slot) if plain(slot) => {
            put(slot, v);
            true
        }
        _ => false,
    }
}

/// `a op b` of two slots for `+`, `-`, `*`: the int result unless it overflows, the float
/// one when either is a float (`Num::Other`: anything else, for the lane).
#[inline(always)]
fn slots2(
    win: &[Option<Value>],
    a: u32,
    b: u32,
    int: fn(i64, i64) -> Option<i64>,
    float: fn(f64, f64) -> f64,
) -> Num {
    match (win.get(a as usize), win.get(b as usize)) {
        (Some(Some(Value::Int(x))), Some(Some(Value::Int(y)))) => match int(*x, *y) {
            Some(i) => Num::Int(i),
            None => Num::Other,
        },
        (Some(Some(Value::Float(x))), Some(Some(Value::Float(y)))) => Num::Float(float(*x, *y)),
        (Some(Some(Value::Int(x))), Some(Some(Value::Float(y)))) => {
            Num::Float(float(*x as f64, *y))
        }
        (Some(Some(Value::Float(x))), Some(Some(Value::Int(y)))) => {
            Num::Float(float(*x, *y as f64))
        }
        _ => Num::Other,
    }
}

/// `slots2` with an int literal on the right.
#[inline(always)]
fn with_int(
    win: &[Option<Value>],
    a: u32,
    v: i64,
    int: fn(i64, i64) -> Option<i64>,
    float: fn(f64, f64) -> f64,
) -> Num {
    match win.get(a as usize) {
        Some(Some(Value::Int(x))) => match int(*x, v) {
            Some(i) => Num::Int(i),
            None => Num::Other,
        },
        Some(Some(Value::Float(x))) => Num::Float(float(*x, v as f64)),
        _ => Num::Other,
    }
}

/// `slots2` with a float literal on the right.
#[inline(always)]
fn with_float(win: &[Option<Value>], a: u32, v: f64, float: fn(f64, f64) -> f64) -> Num {
    match win.get(a as usize) {
        Some(Some(Value::Int(x))) => Num::Float(float(*x as f64, v)),
        Some(Some(Value::Float(x))) => Num::Float(float(*x, v)),
        _ => Num::Other,
    }
}

/// The next pc of a `CmpJmp`/`CmpLitJmp` at `at` comparing `x` with `y` (None: operands
/// the full path compares). Each op's arm reads its own operands: one shared match over
/// both ops would dispatch twice.
#[inline(always)]
pub(super) fn cmp_next(
    op: CmpOp,
    jump_if: bool,
    x: Option<&Option<Value>>,
    y: Option<&Value>,
    target: u32,
    at: usize,
) -> Option<usize> {
    let (Some(Some(x)), Some(y)) = (x, y) else {
        return None;
    };
    let r = compare_bool(op, x, y)?;
    Some(if r == jump_if {
        target as usize
    } else {
        at + 1
    })
}

/// The second operand of a binary op.
enum Operand<'a> {
    Slot(u32),
    Lit(Option<&'a Value>),
}

/// `win[dst] = win[a] op y` for int/float results (false: nothing done).
#[inline(always)]
fn leaf_bin(win: &mut [Option<Value>], op: BinOp, dst: u32, a: u32, y: Operand) -> bool {
    let y = match y {
        Operand::Slot(b) => win.get(b as usize).and_then(Option::as_ref),
        Operand::Lit(l) => l,
    };
    let (Some(Some(x)), Some(y)) = (win.get(a as usize), y) else {
        return false;
    };
    let r = num_bin(op, x, y);
    leaf_num(win, dst, r)
}

/// A computed int or float into slot `dst` (false: not computed here, or the slot holds a
/// value that owns something).
#[inline(always)]
fn leaf_num(win: &mut [Option<Value>], dst: u32, r: Num) -> bool {
    // the kind as a flag beside the payload's bits, and the whole value stored whatever
    // the slot held: the store is a select of the tag, not a jump on the kind
    let (float, bits) = match r {
        Num::Int(i) => (false, i as u64),
        Num::Float(f) => (true, f.to_bits()),
        Num::Other => return false,
    };
    match win.get_mut(dst as usize) {
        Some(slot) if plain(slot) => {
            let v = match float {
                true => Value::Float(f64::from_bits(bits)),
                false => Value::Int(bits as i64),
            };
            // the old value is a scalar or nothing (`plain`): nothing to drop
            std::mem::forget(slot.replace(v));
            true
        }
        _ => false,
    }
}
