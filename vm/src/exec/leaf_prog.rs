//! The leaf loop's own form of a function's ops (`exec/fast_leaf.rs`): each op the leaf
//! takes is decoded once per function into an instruction specialised by operator and by
//! operand kind, so running it is one dispatch and no second one on the operator: `+`, `-`
//! and `*` are variants of their own, a scalar literal is carried in the instruction (no
//! literal table read), and a comparison-and-jump carries the answer for each possible
//! ordering of its operands as bit masks. Two ops that loops repeat together are fused:
//! `++$i`/`--$i` (no result) followed by a jump on `$i` compared with an int literal, the
//! step of every counted `for`, and `$k += $i` followed by such a jump; `$a[$k] = N`; a nested array's row read and its element's; a string
//! literal's load and its `.=`. The fused instruction stands at the first op's index and
//! goes on at the one after the second; the second keeps its own instruction, for jumps
//! straight to it. Every other index holds its op's instruction, so the leaf and the lane
//! share the pc: `Decline` hands any op the leaf does not take back to the lane.

use crate::bytecode::{IncOp, NO_SLOT, Op};
use crate::value::Value;
use crate::value::compare::CmpOp;
use crate::value::ops::BinOp;

/// One decoded op (see the module comment).
#[derive(Clone, Copy)]
pub(super) enum LOp {
    /// An op the leaf does not take.
    Decline,
    Nop,
    FetchRw {
        var: u32,
    },
    Jmp {
        target: u32,
    },
    JmpZ {
        cond: u32,
        target: u32,
    },
    JmpNz {
        cond: u32,
        target: u32,
    },
    ConstInt {
        dst: u32,
        v: i64,
    },
    ConstFloat {
        dst: u32,
        v: f64,
    },
    ConstBool {
        dst: u32,
        v: bool,
    },
    ConstNull {
        dst: u32,
    },
    /// `Move`, or `Assign` from a variable: the scalar is copied.
    Copy {
        dst: u32,
        src: u32,
    },
    /// `Assign` from a temporary: the scalar moves out.
    Take {
        dst: u32,
        src: u32,
    },
    /// `dst = a op b` for `+`, `-`, `*` (`Bin`, `BinCv`).
    Add {
        dst: u32,
        a: u32,
        b: u32,
    },
    Sub {
        dst: u32,
        a: u32,
        b: u32,
    },
    Mul {
        dst: u32,
        a: u32,
        b: u32,
    },
    /// `dst = a op v` with an int literal.
    AddInt {
        dst: u32,
        a: u32,
        v: i64,
    },
    SubInt {
        dst: u32,
        a: u32,
        v: i64,
    },
    MulInt {
        dst: u32,
        a: u32,
        v: i64,
    },
    /// `dst = a op v` with a float literal.
    AddFloat {
        dst: u32,
        a: u32,
        v: f64,
    },
    SubFloat {
        dst: u32,
        a: u32,
        v: f64,
    },
    MulFloat {
        dst: u32,
        a: u32,
        v: f64,
    },
    /// Any other operator, both operands slots.
    Bin {
        op: BinOp,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// Any other operator or literal, the right operand a literal.
    BinLit {
        op: BinOp,
        dst: u32,
        a: u32,
        lit: u32,
    },
    Cmp {
        op: CmpOp,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// Jump to `target` when the ordering of `a` and `b` has its bit in the mask (`Masks`).
    CmpJmp {
        a: u32,
        b: u32,
        target: u32,
        m: Masks,
        op: CmpOp,
        jump_if: bool,
    },
    /// `CmpJmp` against an int literal.
    CmpJmpInt {
        a: u32,
        target: u32,
        v: i64,
        m: Masks,
        op: CmpOp,
        jump_if: bool,
    },
    /// `CmpJmp` against a float literal.
    CmpJmpFloat {
        a: u32,
        target: u32,
        v: f64,
        m: Masks,
        op: CmpOp,
        jump_if: bool,
    },
    /// `CmpLitJmp` against any other literal (the general comparison).
    CmpLitJmp {
        op: CmpOp,
        jump_if: bool,
        a: u32,
        lit: u32,
        target: u32,
    },
    AssignOp {
        op: BinOp,
        var: u32,
        src: u32,
    },
    /// `++$v`/`--$v` whose result is unused: `step` is +1 or -1.
    Step {
        var: u32,
        step: i64,
    },
    IncDec {
        op: IncOp,
        dst: u32,
        var: u32,
    },
    /// `Step` fused with the `CmpJmpInt` on the same variable that follows it.
    StepCmpJmp {
        var: u32,
        target: u32,
        v: i64,
        step: i8,
        m: Masks,
    },
    /// `Step` fused with the `CmpJmp` of the same variable with another slot that follows
    /// it (`$i < $n`): when that slot holds no int, only the step is made and the
    /// compare-and-jump runs as it stands.
    StepCmpJmpVar {
        var: u32,
        b: u32,
        target: u32,
        step: i8,
        m: Masks,
    },
    /// `$k += $i` (`AssignOp` of `+` with a variable) fused with the `CmpJmpInt` on `$k`
    /// after it (`$k <= N`), when both are ints and the sum does not overflow; else the
    /// assignment runs as it stands.
    AddCmpJmp {
        var: u32,
        src: u32,
        target: u32,
        v: i32,
        m: Masks,
    },
    /// `FetchDimR`: a scalar element of an array held directly, by an int key, read
    /// inline; anything else as `Elem`.
    DimRead {
        dst: u32,
        base: u32,
        key: u32,
    },
    /// `DimRead` of `tmp = $base[$k1]` fused with the `DimRead` of `dst = tmp[$k2]` after
    /// it (`$m[$i][$k]`): a scalar element of a row held in an array, by int keys, read
    /// with no count up and down of the row; the temporary, read by nothing else, is left
    /// as it was and the run goes on two ops later. Anything else runs the first
    /// `DimRead` as it stands.
    DimRead2 {
        dst: u32,
        tmp: u32,
        base: u32,
        k1: u32,
        k2: u32,
    },
    /// The load of a string literal into a temporary fused with the `.=` of that temporary
    /// onto variable `var` after it (`$s .= "text"`): the literal's bytes appended to the
    /// string the variable holds alone or shares (`fast_ops::concat_lit`); the temporary
    /// is left as it was and the run goes on two ops later.
    ConcatLit {
        var: u32,
        lit: u32,
    },
    /// `AssignDimOp` with one key (`$a[$k] op= v`): `fast_ops::assign_dim_op` inline.
    DimOp {
        op: BinOp,
        var: u32,
        keys: u32,
        src: u32,
    },
    /// `DimOp` fused with the `Move` of variable `key` into the key's temporary before it,
    /// as `DimSet` is; `res` is the result's slot (the one after that temporary).
    DimOpCv {
        op: BinOp,
        var: u32,
        key: u32,
        src: u32,
        res: u32,
    },
    /// `$a[$k] = v`: the `Move` of variable `key` into the key's temporary fused with the
    /// `AssignDim` with one key after it, run as `fast_ops::assign_dim1` with the key read
    /// from the variable (the temporary, read by nothing else, is left as it was); it goes
    /// on two ops later.
    DimSet {
        var: u32,
        key: u32,
        src: u32,
    },
    /// `$a[$k] = N`: the load of the int literal `v` into temporary `src` (written as
    /// `ConstInt` writes it) fused with the `DimSet` after it; it goes on three ops later.
    DimSetInt {
        var: u32,
        key: u32,
        src: u32,
        v: i64,
    },
    /// An element op: `fast_ops::elem_op` on the op itself.
    Elem,
    /// A by-value `foreach` step over an array (`fast_ops::leaf_fe_fetch`): the next
    /// element into `val`, or on to `end`.
    FeFetch {
        iter: u32,
        val: u32,
        end: u32,
    },
    /// The key of the element `FeFetch` fetched, into `key` (`fast_ops::leaf_fe_key`).
    FeKey {
        iter: u32,
        key: u32,
    },
    /// A statement's temporaries released (`fast_leaf::free_temps`).
    FreeTemps {
        first: u32,
        n: u32,
    },
    Return {
        src: u32,
    },
    ReturnNull,
    /// `CallDirect`: a frameless run enters a plain callee (`exec/leaf_call.rs`); else
    /// declined.
    Call {
        argc: u8,
        name: u32,
        args: u32,
        dst: u32,
    },
}

const _: () = assert!(std::mem::size_of::<LOp>() <= 24);

/// Which orderings of a comparison's operands make the jump: bit 0 less, 1 equal, 2
/// greater, 3 unordered (a NAN); `same` when both operands have one type (int or float),
/// `mixed` for an int with a float (compared as floats; never identical).
#[derive(Clone, Copy)]
pub(super) struct Masks {
    pub same: u8,
    pub mixed: u8,
}

impl Masks {
    fn new(op: CmpOp, jump_if: bool) -> Option<Masks> {
        // the comparison's answer for each ordering, types the same or not
        let answer = |ord: u8, same_type: bool| -> Option<bool> {
            let (lt, eq, gt) = (ord == 0, ord == 1, ord == 2);
            Some(match op {
                CmpOp::Eq => eq,
                CmpOp::NotEq => !eq,
                CmpOp::Identical => same_type && eq,
                CmpOp::NotIdentical => !(same_type && eq),
                CmpOp::Lt => lt,
                CmpOp::Le => lt || eq,
                CmpOp::Gt => gt,
                CmpOp::Ge => gt || eq,
                CmpOp::Spaceship => return None,
            })
        };
        let mask = |same_type: bool| -> Option<u8> {
            let mut m = 0;
            for ord in 0..4 {
                if answer(ord, same_type)? == jump_if {
                    m |= 1 << ord;
                }
            }
            Some(m)
        };
        Some(Masks {
            same: mask(true)?,
            mixed: mask(false)?,
        })
    }
}

/// The ordering index of two ints (see `Masks`).
#[inline(always)]
pub(super) fn int_ord(a: i64, b: i64) -> u8 {
    (a >= b) as u8 + (a > b) as u8
}

/// The ordering index of two floats (see `Masks`).
#[inline(always)]
pub(super) fn float_ord(a: f64, b: f64) -> u8 {
    match a.partial_cmp(&b) {
        Some(std::cmp::Ordering::Less) => 0,
        Some(std::cmp::Ordering::Equal) => 1,
        Some(std::cmp::Ordering::Greater) => 2,
        None => 3,
    }
}

/// The instruction of each of `ops` (see the module comment).
pub(super) fn decode(ops: &[Op], lits: &[Value], ncv: u32) -> Box<[LOp]> {
    let mut out: Vec<LOp> = ops.iter().map(|op| one(op, lits, ncv)).collect();
    for i in 0..out.len().saturating_sub(1) {
        // `$a[$k] = v`: the copy of `$k` into the key's temporary and the assignment
        if let (
            Some(&Op::Move { dst, src: k }),
            Some(&Op::AssignDim {
                var,
                keys,
                n: 1,
                src,
            }),
        ) = (ops.get(i), ops.get(i + 1))
        {
            if keys == dst && dst >= ncv && k < ncv && src != dst && var != dst {
                out[i] = LOp::DimSet { var, key: k, src };
            }
        }
        // `$a[$k] op= v`: likewise
        if let (Some(&Op::Move { dst, src: k }), LOp::DimOp { op, var, keys, src }) =
            (ops.get(i), out[i + 1])
        {
            if keys == dst && dst >= ncv && k < ncv && src != dst && var != dst {
                out[i] = LOp::DimOpCv {
                    op,
                    var,
                    key: k,
                    src,
                    res: dst + 1,
                };
            }
        }
        // `$m[$i][$k]`: the row's read and the element's
        if let (
            Some(&Op::FetchDimR {
                dst: tmp,
                base,
                key: k1,
            }),
            Some(&Op::FetchDimR {
                dst,
                base: b2,
                key: k2,
            }),
        ) = (ops.get(i), ops.get(i + 1))
        {
            if b2 == tmp && tmp >= ncv && ![base, k1, k2].contains(&tmp) {
                out[i] = LOp::DimRead2 {
                    dst,
                    tmp,
                    base,
                    k1,
                    k2,
                };
            }
        }
        // `$s .= "text"`: the literal's load and the concatenation
        if let (
            Some(&Op::Const { dst, lit }),
            Some(&Op::AssignOp {
                op: BinOp::Concat,
                var,
                src,
            }),
        ) = (ops.get(i), ops.get(i + 1))
        {
            if src == dst
                && dst >= ncv
                && var < ncv
                && matches!(lits.get(lit as usize), Some(Value::Str(_)))
            {
                out[i] = LOp::ConcatLit { var, lit };
            }
        }
        // `$k += $i` + `$k <= N` jump
        if let (
            LOp::AssignOp {
                op: BinOp::Add,
                var,
                src,
            },
            LOp::CmpJmpInt {
                a, target, v, m, ..
            },
        ) = (out[i], out[i + 1])
        {
            if let (true, Ok(v)) = (a == var, i32::try_from(v)) {
                out[i] = LOp::AddCmpJmp {
                    var,
                    src,
                    target,
                    v,
                    m,
                };
            }
        }
        // `++$i` + `$i < N` jump: the step of a counted loop
        if let (
            LOp::Step { var, step },
            LOp::CmpJmpInt {
                a, target, v, m, ..
            },
        ) = (out[i], out[i + 1])
        {
            if a == var {
                out[i] = LOp::StepCmpJmp {
                    var,
                    target,
                    v,
                    step: step as i8,
                    m,
                };
            }
        }
        // `++$i` + `$i < $n` jump
        if let (
            LOp::Step { var, step },
            LOp::CmpJmp {
                a, b, target, m, ..
            },
        ) = (out[i], out[i + 1])
        {
            if a == var {
                out[i] = LOp::StepCmpJmpVar {
                    var,
                    b,
                    target,
                    step: step as i8,
                    m,
                };
            }
        }
    }
    // `$a[$k] = N`: the literal's load and the `DimSet` fused above
    for i in 0..out.len().saturating_sub(1) {
        if let (LOp::ConstInt { dst, v }, LOp::DimSet { var, key, src }) = (out[i], out[i + 1]) {
            if src == dst {
                out[i] = LOp::DimSetInt { var, key, src, v };
            }
        }
    }
    out.into_boxed_slice()
}

fn one(op: &Op, lits: &[Value], ncv: u32) -> LOp {
    let lit = |l: u32| lits.get(l as usize);
    match *op {
        Op::Nop => LOp::Nop,
        Op::FetchRw { var } => LOp::FetchRw { var },
        Op::Jmp { target } => LOp::Jmp { target },
        Op::JmpZ { cond, target } => LOp::JmpZ { cond, target },
        Op::JmpNz { cond, target } => LOp::JmpNz { cond, target },
        Op::Const { dst, lit: l } => match lit(l) {
            Some(Value::Int(v)) => LOp::ConstInt { dst, v: *v },
            Some(Value::Float(v)) => LOp::ConstFloat { dst, v: *v },
            Some(Value::Bool(v)) => LOp::ConstBool { dst, v: *v },
            Some(Value::Null) => LOp::ConstNull { dst },
            _ => LOp::Decline,
        },
        Op::Move { dst, src } => LOp::Copy { dst, src },
        // a temporary assigned is moved out, as the lane does
        Op::Assign { var, src } if src >= ncv => LOp::Take { dst: var, src },
        Op::Assign { var, src } => LOp::Copy { dst: var, src },
        Op::Bin { op, dst, a, b } | Op::BinCv { op, var: dst, a, b } => match op {
            BinOp::Add => LOp::Add { dst, a, b },
            BinOp::Sub => LOp::Sub { dst, a, b },
            BinOp::Mul => LOp::Mul { dst, a, b },
            BinOp::Concat => LOp::Decline,
            op => LOp::Bin { op, dst, a, b },
        },
        Op::BinLit { op, dst, a, lit: l }
        | Op::BinLitCv {
            op,
            var: dst,
            a,
            lit: l,
        } => match (op, lit(l)) {
            (BinOp::Concat, _) => LOp::Decline,
            (BinOp::Add, Some(Value::Int(v))) => LOp::AddInt { dst, a, v: *v },
            (BinOp::Sub, Some(Value::Int(v))) => LOp::SubInt { dst, a, v: *v },
            (BinOp::Mul, Some(Value::Int(v))) => LOp::MulInt { dst, a, v: *v },
            (BinOp::Add, Some(Value::Float(v))) => LOp::AddFloat { dst, a, v: *v },
            (BinOp::Sub, Some(Value::Float(v))) => LOp::SubFloat { dst, a, v: *v },
            (BinOp::Mul, Some(Value::Float(v))) => LOp::MulFloat { dst, a, v: *v },
            (op, _) => LOp::BinLit { op, dst, a, lit: l },
        },
        Op::Cmp { op, dst, a, b } => LOp::Cmp { op, dst, a, b },
        Op::CmpJmp {
            op,
            jump_if,
            a,
            b,
            target,
        } => match Masks::new(op, jump_if) {
            Some(m) => LOp::CmpJmp {
                a,
                b,
                target,
                m,
                op,
                jump_if,
            },
            None => LOp::Decline,
        },
        Op::CmpLitJmp {
            op,
            jump_if,
            a,
            lit: l,
            target,
        } => match (Masks::new(op, jump_if), lit(l)) {
            (Some(m), Some(Value::Int(v))) => LOp::CmpJmpInt {
                a,
                target,
                v: *v,
                m,
                op,
                jump_if,
            },
            (Some(m), Some(Value::Float(v))) => LOp::CmpJmpFloat {
                a,
                target,
                v: *v,
                m,
                op,
                jump_if,
            },
            (Some(_), _) => LOp::CmpLitJmp {
                op,
                jump_if,
                a,
                lit: l,
                target,
            },
            (None, _) => LOp::Decline,
        },
        Op::AssignOp { op, var, src } => match op {
            BinOp::Concat => LOp::Decline,
            op => LOp::AssignOp { op, var, src },
        },
        Op::IncDec { op, dst, var } if dst == NO_SLOT => LOp::Step {
            var,
            step: op.step(),
        },
        Op::IncDec { op, dst, var } => LOp::IncDec { op, dst, var },
        Op::FetchDimR { dst, base, key } => LOp::DimRead { dst, base, key },
        Op::AssignDimOp {
            op,
            n: 1,
            var,
            keys,
            src,
        } => LOp::DimOp { op, var, keys, src },
        Op::FetchDimRC { .. } | Op::AssignDim { n: 1 | 2, .. } | Op::AssignDimOp { n: 2, .. } => {
            LOp::Elem
        }
        Op::FreeTemps { first, n } => LOp::FreeTemps { first, n },
        Op::FeFetch { iter, val, end } => LOp::FeFetch { iter, val, end },
        Op::FeKey { iter, key } => LOp::FeKey { iter, key },
        Op::Return { src } => LOp::Return { src },
        Op::ReturnNull => LOp::ReturnNull,
        Op::CallDirect {
            argc,
            name,
            args,
            dst,
        } => LOp::Call {
            argc,
            name,
            args,
            dst,
        },
        _ => LOp::Decline,
    }
}
