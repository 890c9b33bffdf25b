//! The fast lane of the dispatch loop: a tight loop over the top frame's ops that runs the
//! common cases of the simplest ops (jumps, literals, moves, int/float arithmetic and
//! comparisons, `++`/`--`, `SendVal`/`SendVar` by value) with the frame's code, literals,
//! window and pc held in locals. Plain user calls (`DoFcall` of a `Func::plain` callee with
//! exactly its parameters: `Vm::enter_plain`) and returns into a slot of the frame below
//! (`Ret::Slot`: `Vm::do_return`) switch frames here too, by pushing/popping heap frames
//! and reloading the locals (no Rust recursion), so `fib`-style recursion never leaves the
//! lane. It stops, without consuming it, at the first op that needs anything more: any
//! other op, or one of these whose operands are not the plain case (a reference cell, an
//! undefined variable, a string operand, an overflow, a closure or named-argument call, a
//! frame count due for the memory check...). `Vm::exec` then runs that op with the full
//! semantics, so this lane never warns or throws, and its results are exactly `exec`'s for
//! the cases it takes.
use std::rc::Rc;

use super::call::{ClosureData, Func};
use super::direct_call::{builtin_fast, direct_entry, static_entry, this_entry};
use super::fast_call::{
    enter_closure, enter_plain, frame_ret, pending_by_ref, push_call, push_call_of, push_frame,
    push_method_call, ret_from, ret_slot, store,
};
use super::fast_leaf::{Leaf, cmp_next, run_leaf};
use super::fast_obj::{
    assign_cached, fetch_cached, fetch_cached_object, lit_class, n_pos, static_cell,
};
use super::fast_ops::{
    Num, arith, array_build, compare_bool, concat, concat_assign, elem_op, fe_fetch_at, fe_key_at,
    num_bin, spaceship, special_fast, truthy,
};
use super::ic::Ic;
use super::leaf_call::{Calls, frameless, lane_stopped, push_stopped};
use super::rope::{rope_add, rope_end};
use super::{Callee, Coroutine, Ret, Vm, coroutine_bytes, frames_bytes};
use crate::builtins::fast::FastFn;
use crate::bytecode::{ClassKind, UnOp};
use crate::bytecode::{IncOp, NO_SLOT, Op};
use crate::class::{Class, MethodBody, NO_CLASS};
use crate::value::compare::CmpOp;
use crate::value::ops::BinOp;
use crate::value::{ObjectHandle, Value};

impl Vm {
    /// Run fast ops of the top frame while `left` fuel lasts (one unit per backward jump,
    /// call and return).
    pub(super) fn run_fast(&mut self, left: &mut u64) {
        // destructors due run first (php calls them where the last reference goes)
        let pending = &self.obj_shared.pending;
        if !pending.borrow().is_empty() {
            return;
        }
        // the memory limit less what the fibers' parents hold: a string may grow to this
        // less the running coroutine's own stack (`Vm::check_string_memory`)
        let str_room = self
            .ini
            .memory_limit()
            .saturating_sub(self.parent_stack_bytes());
        let Coroutine {
            frames,
            stack,
            calls,
            ..
        } = &mut self.co;
        let call_cache = &self.call_cache;
        let funcs = &self.funcs;
        let leaf_frames = &mut self.leaf_frames;
        let class_cache = &self.class_cache;
        let next_object_id = &mut self.next_object_id;
        let obj_shared = &self.obj_shared;
        let ics = &self.ic;
        let builtins = &self.builtins;
        let ext = &mut self.ext;
        let mut n = *left;
        // one pass per frame: a plain user call or a return to a `Ret::Slot` switches the
        // frame here and goes round again with the new top frame's code in locals
        'frames: while let Some(frame) = frames.last() {
            // the frame is borrowed for the whole pass (the arms that push or pop frames leave
            // it right after): nothing is cloned per frame switch, and the per-function cache
            // rows are looked up where an op needs them
            let func: &Func = &frame.func;
            let ops: &[Op] = &func.unit.ops;
            let lits: &[Value] = &func.lits;
            let base = frame.base as usize;
            let ncv = frame.ncv;
            let fid = func.id as usize;
            let cache_row = || -> &[Option<Callee>] { call_cache.get(fid).map_or(&[], |r| &r[..]) };
            let ic_row = || -> &[Ic] { ics.row(fid as u32) };
            let this = &frame.this;
            let scope = frame.scope;
            let called = frame.called;
            let class_row =
                || -> &[Option<Rc<Class>>] { class_cache.get(fid).map_or(&[], |r| &r[..]) };
            let mut pc = frame.pc as usize;
            // the frame's window of the value stack, as a local slice: its pointer and length
            // stay in registers (stores into slots cannot alias a `Vec` header), and no
            // `base +` per access; re-taken after a push
            let mut win: &mut [Option<Value>] = window(stack, base);
            // fuel is counted on backward jumps, calls and returns (every loop and every
            // recursion pays; straight-line code is bounded by its length), not per op: a
            // counter touched by every op is a dependency chain through memory in a function
            // this large
            if n == 0 {
                break;
            }
            while let Some(op) = ops.get(pc) {
                let next = match *op {
                    Op::Nop => pc + 1,
                    // a set variable passes; an unset one warns on the full path
                    Op::FetchRw { var } => match win.get(var as usize) {
                        Some(Some(_)) => pc + 1,
                        _ => break,
                    },
                    Op::Jmp { target } => target as usize,
                    Op::JmpZ { cond, target } | Op::JmpNz { cond, target } => {
                        let t = match win.get(cond as usize) {
                            Some(Some(Value::Bool(b))) => *b,
                            Some(Some(Value::Int(i))) => *i != 0,
                            Some(Some(v)) => match truthy(v) {
                                Some(t) => t,
                                None => break,
                            },
                            _ => break,
                        };
                        if t == matches!(op, Op::JmpNz { .. }) {
                            target as usize
                        } else {
                            pc + 1
                        }
                    }
                    Op::Const { dst, lit } => {
                        let (Some(v), Some(slot)) =
                            (lits.get(lit as usize), win.get_mut(dst as usize))
                        else {
                            break;
                        };
                        if !quiet_drop(slot) {
                            break;
                        }
                        store(slot, v);
                        pc + 1
                    }
                    Op::Move { dst, src } => {
                        let v = match win.get(src as usize) {
                            Some(Some(v)) if !matches!(v, Value::Ref(_)) => scalar_clone(v),
                            _ => break,
                        };
                        let Some(slot) = quiet_slot(win, dst) else {
                            break;
                        };
                        put(slot, v);
                        pc + 1
                    }
                    Op::Cast { op, dst, a } => {
                        if !super::fast_ops::cast(win, op, dst, a) {
                            break;
                        }
                        pc + 1
                    }
                    Op::Special1 { f, dst, src, .. } => {
                        // php's special functions on the operands they answer without a
                        // call; anything else (conversions, errors, `Countable`) is the full
                        // path's, and so is a temporary whose drop may free an object (the
                        // op consumes it)
                        let r = match win.get(src as usize) {
                            Some(slot @ Some(v)) if src < ncv || quiet_drop(slot) => {
                                special_fast(f, v)
                            }
                            _ => None,
                        };
                        let (Some(r), Some(slot)) = (r, quiet_slot(win, dst)) else {
                            break;
                        };
                        match r {
                            Ok(i) => put_int(slot, i),
                            Err(b) => put_bool(slot, b),
                        }
                        if src >= ncv && src != dst {
                            if let Some(s) = win.get_mut(src as usize) {
                                *s = None;
                            }
                        }
                        pc + 1
                    }
                    Op::Assign { var, src } => {
                        let plain = |s: Option<&Option<Value>>| matches!(s, Some(Some(v)) if !matches!(v, Value::Ref(_)));
                        if !plain(win.get(src as usize)) {
                            break;
                        }
                        // through an untyped reference cell holding a plain value (a static
                        // property's cell in a temporary: `A::$x = v`; `Vm::assign_var`)
                        if let Some(Some(Value::Ref(r))) = win.get(var as usize) {
                            let plain_cell = !r.is_typed()
                                && r.try_borrow().is_some_and(|b| {
                                    matches!(
                                        *b,
                                        Value::Null
                                            | Value::Bool(_)
                                            | Value::Int(_)
                                            | Value::Float(_)
                                    )
                                });
                            if !plain_cell {
                                break;
                            }
                            let r = r.clone();
                            let i = src as usize;
                            let v = if src >= ncv {
                                win[i].take()
                            } else {
                                win[i].as_ref().map(scalar_clone)
                            };
                            r.set(v.unwrap_or_default());
                            pc += 1;
                            continue;
                        }
                        if win.get(var as usize).is_none() {
                            break;
                        }
                        // a value whose last holder this is may queue a destructor: the lane
                        // stops after this op, and the executor runs it before the next one
                        let heavy = !quiet_drop(&win[var as usize]);
                        let i = src as usize;
                        let v = if src >= ncv {
                            win[i].take()
                        } else {
                            win[i].as_ref().map(scalar_clone)
                        };
                        match v {
                            Some(v) => put(&mut win[var as usize], v),
                            None => win[var as usize] = None,
                        }
                        if heavy && !pending.borrow().is_empty() {
                            pc += 1;
                            n -= 1;
                            break;
                        }
                        pc + 1
                    }
                    Op::Bin {
                        op: BinOp::Concat, ..
                    }
                    | Op::BinLit {
                        op: BinOp::Concat, ..
                    }
                    | Op::BinCv {
                        op: BinOp::Concat, ..
                    }
                    | Op::BinLitCv {
                        op: BinOp::Concat, ..
                    } => {
                        let room = str_room.saturating_sub(coroutine_bytes(stack, frames));
                        win = window(stack, base);
                        if !concat(win, lits, op, ncv, room) {
                            break;
                        }
                        pc + 1
                    }
                    Op::RopeAdd { dst, src } => {
                        if !rope_add(win, dst, src, ncv) {
                            break;
                        }
                        pc + 1
                    }
                    Op::RopeEnd { dst, first, n } => {
                        let room = str_room.saturating_sub(coroutine_bytes(stack, frames));
                        win = window(stack, base);
                        if !rope_end(win, dst, first, n, room) {
                            break;
                        }
                        pc + 1
                    }
                    Op::AssignOp {
                        op: BinOp::Concat,
                        var,
                        src,
                    } => {
                        let room = str_room.saturating_sub(coroutine_bytes(stack, frames));
                        win = window(stack, base);
                        if !concat_assign(win, var, src, room) {
                            break;
                        }
                        pc + 1
                    }
                    Op::Bin { .. } | Op::BinLit { .. } | Op::BinCv { .. } | Op::BinLitCv { .. } => {
                        // the assigning forms write the variable's slot like a temporary's:
                        // `quiet_drop` refuses a reference cell (its assignment is `Assign`'s
                        // full path) and any value whose release could run a destructor
                        let (op, dst, a, y) = match *op {
                            Op::Bin { op, dst, a, b } | Op::BinCv { op, var: dst, a, b } => {
                                (op, dst, a, win.get(b as usize).and_then(Option::as_ref))
                            }
                            Op::BinLit { op, dst, a, lit }
                            | Op::BinLitCv {
                                op,
                                var: dst,
                                a,
                                lit,
                            } => (op, dst, a, lits.get(lit as usize)),
                            _ => break,
                        };
                        let (Some(Some(x)), Some(y)) = (win.get(a as usize), y) else {
                            break;
                        };
                        // int and float results go straight into the slot: no `Value`
                        // returned through memory (a store-forwarding stall per op)
                        let num = num_bin(op, x, y);
                        // (each arm finds the slot itself: an `Option<Value>` carried past
                        // the match would go through memory on the hot arms too)
                        match num {
                            Num::Int(i) => {
                                let Some(slot) = quiet_slot(win, dst) else {
                                    break;
                                };
                                put_int(slot, i);
                            }
                            Num::Float(f) => {
                                let Some(slot) = quiet_slot(win, dst) else {
                                    break;
                                };
                                put_float(slot, f);
                            }
                            Num::Other => {
                                let Some(v) = arith(op, x, y) else { break };
                                let Some(slot) = quiet_slot(win, dst) else {
                                    break;
                                };
                                put(slot, v);
                            }
                        }
                        pc + 1
                    }
                    Op::Cmp {
                        op: CmpOp::Spaceship,
                        dst,
                        a,
                        b,
                    } => {
                        let r = match (win.get(a as usize), win.get(b as usize)) {
                            (Some(Some(x)), Some(Some(y))) => spaceship(x, y),
                            _ => None,
                        };
                        let (Some(r), true) = (r, win.get(dst as usize).is_some_and(quiet_drop))
                        else {
                            break;
                        };
                        put_int(&mut win[dst as usize], r);
                        pc + 1
                    }
                    Op::Cmp { op, dst, a, b } => {
                        let r = match (win.get(a as usize), win.get(b as usize)) {
                            (Some(Some(x)), Some(Some(y))) => compare_bool(op, x, y),
                            _ => None,
                        };
                        let (Some(r), true) = (r, win.get(dst as usize).is_some_and(quiet_drop))
                        else {
                            break;
                        };
                        put_bool(&mut win[dst as usize], r);
                        pc + 1
                    }
                    Op::CmpJmp {
                        op,
                        jump_if,
                        a,
                        b,
                        target,
                    } => {
                        let y = win.get(b as usize).and_then(Option::as_ref);
                        let Some(next) = cmp_next(op, jump_if, win.get(a as usize), y, target, pc)
                        else {
                            break;
                        };
                        next
                    }
                    Op::CmpLitJmp {
                        op,
                        jump_if,
                        a,
                        lit,
                        target,
                    } => {
                        let y = lits.get(lit as usize);
                        let Some(next) = cmp_next(op, jump_if, win.get(a as usize), y, target, pc)
                        else {
                            break;
                        };
                        next
                    }
                    Op::AssignOp { op, var, src } => {
                        let r = match (win.get(var as usize), win.get(src as usize)) {
                            (Some(Some(x)), Some(Some(y))) => arith(op, x, y),
                            _ => None,
                        };
                        let Some(r) = r else { break };
                        put(&mut win[var as usize], r);
                        pc + 1
                    }
                    Op::IncDec { op, dst, var } => {
                        let Some(Some(Value::Int(i))) = win.get_mut(var as usize) else {
                            break;
                        };
                        let old = *i;
                        let new = old.checked_add(op.step());
                        let Some(new) = new else { break };
                        if dst == NO_SLOT {
                            *i = new;
                            pc += 1;
                            continue;
                        }
                        let i = old;
                        if !win.get(dst as usize).is_some_and(quiet_drop) {
                            break;
                        }
                        put_int(&mut win[var as usize], new);
                        let result = match op {
                            IncOp::PreInc | IncOp::PreDec => new,
                            IncOp::PostInc | IncOp::PostDec => i,
                        };
                        put_int(&mut win[dst as usize], result);
                        pc + 1
                    }
                    Op::SendVal { src }
                    | Op::SendValEx { src, .. }
                    | Op::SendFuncResult { src, .. } => {
                        // `SendValEx` to a by-reference parameter is an Error (or a
                        // prefer-ref builtin's reference), `SendFuncResult` a notice or a
                        // reference returned: the full path
                        if let Op::SendValEx { arg, .. } | Op::SendFuncResult { arg, .. } = *op {
                            if pending_by_ref(calls, builtins, arg) {
                                break;
                            }
                        }
                        let i = src as usize;
                        if !matches!(win.get(i), Some(Some(v)) if !matches!(v, Value::Ref(_))) {
                            break;
                        }
                        stack.push(None);
                        win = window(stack, base);
                        send(win, i, src >= ncv);
                        pc + 1
                    }
                    Op::SendVar { var, arg } => {
                        // by value only (`Vm::pending_arg_by_ref` false), a plain defined variable
                        let i = var as usize;
                        if pending_by_ref(calls, builtins, arg)
                            || !matches!(win.get(i), Some(Some(v)) if !matches!(v, Value::Ref(_)))
                        {
                            break;
                        }
                        stack.push(None);
                        win = window(stack, base);
                        send(win, i, false);
                        pc + 1
                    }
                    Op::This { dst, .. } => {
                        let (Some(t), Some(slot)) = (this, win.get_mut(dst as usize)) else {
                            break;
                        };
                        match slot {
                            Some(Value::Object(o)) if ObjectHandle::ptr_eq(o, t) => {}
                            _ if quiet_drop(slot) => *slot = Some(Value::Object(t.clone())),
                            _ => break,
                        }
                        pc + 1
                    }
                    Op::FetchObjR { dst, obj, name } | Op::FetchObjIs { dst, obj, name, .. } => {
                        // a property an inline cache knows (`Vm::fetch_prop_op`; for isset/empty
                        // a cached property is there and visible: no `__isset`)
                        let (Some(Some(Value::Object(o))), Some(Some(Value::Str(n)))) =
                            (win.get(obj as usize), win.get(name as usize))
                        else {
                            break;
                        };
                        let pos = n_pos(ic_row(), pc, scope, o, n);
                        let o = o.clone();
                        if !fetch_cached(win, dst as usize, &o, pos) {
                            break;
                        }
                        pc + 1
                    }
                    Op::FetchObjW {
                        dst,
                        obj,
                        name,
                        lit: true,
                    } => {
                        // an object a property the inline cache knows holds (`Vm::fetch_obj_w_op`)
                        let o = match win.get(obj as usize) {
                            Some(Some(Value::Object(o))) => o,
                            _ if obj == NO_SLOT => match this {
                                Some(t) => t,
                                None => break,
                            },
                            _ => break,
                        };
                        let Some(Value::Str(n)) = lits.get(name as usize) else {
                            break;
                        };
                        let pos = n_pos(ic_row(), pc, scope, o, n);
                        let o = o.clone();
                        if !fetch_cached_object(win, dst as usize, &o, pos) {
                            break;
                        }
                        pc + 1
                    }
                    Op::IssetObj { dst, obj, name } => {
                        // a property an inline cache knows is there: no `__isset`
                        let (Some(Some(Value::Object(o))), Some(Some(Value::Str(n)))) =
                            (win.get(obj as usize), win.get(name as usize))
                        else {
                            break;
                        };
                        let Some(pos) = n_pos(ic_row(), pc, scope, o, n) else {
                            break;
                        };
                        let set = match o.try_borrow() {
                            Some(b) => match b.properties.value_at(pos) {
                                Some(Value::Ref(r)) => !matches!(r.get(), Value::Null),
                                Some(v) => !matches!(v, Value::Null),
                                None => break,
                            },
                            None => break,
                        };
                        let Some(slot) = win.get_mut(dst as usize) else {
                            break;
                        };
                        if !quiet_drop(slot) {
                            break;
                        }
                        put(slot, Value::Bool(set));
                        pc + 1
                    }
                    Op::FetchPropC { dst, obj, name } => {
                        let (Some(Some(Value::Object(o))), Some(Value::Str(n))) =
                            (win.get(obj as usize), lits.get(name as usize))
                        else {
                            break;
                        };
                        let o = o.clone();
                        if !fetch_cached(win, dst as usize, &o, n_pos(ic_row(), pc, scope, &o, n)) {
                            break;
                        }
                        pc + 1
                    }
                    Op::FetchThisPropC { dst, name } => {
                        let (Some(o), Some(Value::Str(n))) = (this, lits.get(name as usize)) else {
                            break;
                        };
                        if !fetch_cached(win, dst as usize, o, n_pos(ic_row(), pc, scope, o, n)) {
                            break;
                        }
                        pc + 1
                    }
                    Op::AssignPropC { obj, name, src } => {
                        let (Some(Some(Value::Object(o))), Some(Value::Str(n))) =
                            (win.get(obj as usize), lits.get(name as usize))
                        else {
                            break;
                        };
                        let o = o.clone();
                        let ic = ic_row().get(pc);
                        if !assign_cached(win, src as usize, src >= ncv, &o, n, ic, scope) {
                            break;
                        }
                        pc + 1
                    }
                    Op::AssignThisPropC { name, src } => {
                        let (Some(o), Some(Value::Str(n))) = (this, lits.get(name as usize)) else {
                            break;
                        };
                        let ic = ic_row().get(pc);
                        if !assign_cached(win, src as usize, src >= ncv, o, n, ic, scope) {
                            break;
                        }
                        pc + 1
                    }
                    Op::AssignObj { obj, name, src } => {
                        // a property an inline cache knows (`Vm::assign_prop_op`)
                        let (Some(Some(Value::Object(o))), Some(Some(Value::Str(n)))) =
                            (win.get(obj as usize), win.get(name as usize))
                        else {
                            break;
                        };
                        let (o, n) = (o.clone(), n.clone());
                        let ic = ic_row().get(pc);
                        if !assign_cached(win, src as usize, src >= ncv, &o, &n, ic, scope) {
                            break;
                        }
                        pc + 1
                    }
                    Op::InitMethodCall { obj, .. } => {
                        // a user method an inline cache knows (`Vm::init_method_call_op`)
                        let Some(Some(Value::Object(o))) = win.get(obj as usize) else {
                            break;
                        };
                        let Some(super::ic::Ic::Method {
                            class,
                            scope: s,
                            entry,
                        }) = ic_row().get(pc)
                        else {
                            break;
                        };
                        let MethodBody::User(f) = &entry.body else {
                            break;
                        };
                        if *s != scope || o.try_borrow().map(|d| d.class.id) != Some(*class) {
                            break;
                        }
                        let this = if entry.is_static { None } else { Some(o) };
                        push_method_call(
                            calls,
                            (base + win.len()) as u32,
                            f,
                            this,
                            entry.declaring,
                            *class,
                        );
                        pc + 1
                    }
                    Op::Unary {
                        op: UnOp::Not,
                        dst,
                        a,
                    } => {
                        let r = match win.get(a as usize) {
                            Some(Some(Value::Bool(b))) => !*b,
                            Some(Some(Value::Int(i))) => *i == 0,
                            Some(Some(Value::Null)) => true,
                            _ => break,
                        };
                        match win.get_mut(dst as usize) {
                            Some(slot) if quiet_drop(slot) => put_bool(slot, r),
                            _ => break,
                        }
                        pc + 1
                    }
                    Op::InitStaticMethodCall { class, name: _ } => {
                        // a static user method an inline cache knows
                        // (`Vm::static_callee_cached`; `parent::` and `$this` calls go there)
                        let Some((cid, forwarding)) =
                            lit_class(lits, class_row(), class, scope, called)
                        else {
                            break;
                        };
                        let Some(super::ic::Ic::Method {
                            class: c,
                            scope: s,
                            entry,
                        }) = ic_row().get(pc)
                        else {
                            break;
                        };
                        let MethodBody::User(f) = &entry.body else {
                            break;
                        };
                        if *c != cid || *s != scope || !entry.is_static {
                            break;
                        }
                        let called = if forwarding && called != NO_CLASS {
                            called
                        } else {
                            cid
                        };
                        push_method_call(
                            calls,
                            (base + win.len()) as u32,
                            f,
                            None,
                            entry.declaring,
                            called,
                        );
                        pc + 1
                    }
                    Op::FetchClassConst {
                        dst,
                        class,
                        name: _,
                    } => {
                        // a class constant an inline cache knows (`Vm::class_const_cached`)
                        let Some((cid, _)) = lit_class(lits, class_row(), class, scope, called)
                        else {
                            break;
                        };
                        let Some(super::ic::Ic::Const {
                            class: c,
                            scope: s,
                            value,
                        }) = ic_row().get(pc)
                        else {
                            break;
                        };
                        if *c != cid || *s != scope {
                            break;
                        }
                        match win.get_mut(dst as usize) {
                            Some(slot) if quiet_drop(slot) => store(slot, value),
                            _ => break,
                        }
                        pc + 1
                    }
                    Op::New { dst, class } => {
                        // a plain user class whose defaults are known (`Vm::instantiate_class`)
                        let Some(Some(c)) = class_row().get(class as usize) else {
                            break;
                        };
                        if c.kind != ClassKind::Class || c.is_abstract || c.internal {
                            break;
                        }
                        let Some(props) = c.default_array.borrow().clone() else {
                            break;
                        };
                        if c.is_throwable() || !win.get(dst as usize).is_some_and(quiet_drop) {
                            break;
                        }
                        let id = match obj_shared.reuse_id() {
                            Some(id) => id,
                            None => {
                                *next_object_id += 1;
                                *next_object_id - 1
                            }
                        };
                        let o = ObjectHandle::with_properties(id, c.clone(), props);
                        if c.magic.destruct.is_some() {
                            o.track_destructor();
                        }
                        win[dst as usize] = Some(Value::Object(o));
                        if obj_shared.gc.due.get() {
                            // the cycle collector's threshold: the executor runs it first
                            pc += 1;
                            n -= 1;
                            break;
                        }
                        pc + 1
                    }
                    Op::InitCtor { obj } => {
                        // a class without a constructor (`Vm::init_ctor`): the arguments are
                        // evaluated and dropped
                        let Some(Some(Value::Object(o))) = win.get(obj as usize) else {
                            break;
                        };
                        if o.class().magic.construct.is_some() {
                            break;
                        }
                        push_call(calls, (base + win.len()) as u32, || Callee::Method {
                            this: Some(o.clone()),
                            method: &super::class::NOOP_CTOR,
                            called: o.class().id,
                        });
                        pc + 1
                    }
                    Op::FreeTemps { first, n: count } => {
                        // `Vm::clear_temps`: a value whose last holder this is may queue a
                        // destructor, run by the executor before the next op
                        let (from, to) = (first as usize, first as usize + count as usize);
                        if first < ncv || to > win.len() {
                            break;
                        }
                        let mut heavy = false;
                        for slot in &mut win[from..to] {
                            if matches!(
                                slot,
                                Some(Value::Object(_) | Value::Array(_) | Value::Ref(_))
                            ) {
                                heavy |= !quiet_drop(slot);
                                *slot = None;
                            }
                        }
                        if heavy && !pending.borrow().is_empty() {
                            pc += 1;
                            n -= 1;
                            break;
                        }
                        pc + 1
                    }
                    Op::FuncNumArgs { dst } => {
                        // the arguments passed, when none is extra or packed into a variadic
                        let params = &func.unit.params;
                        if frame.extra.is_some()
                            || params.last().is_some_and(|p| p.variadic)
                            || func.unit.kind == crate::bytecode::UnitKind::Script
                        {
                            break;
                        }
                        let count = (frame.argc as usize).min(params.len()) as i64;
                        match win.get_mut(dst as usize) {
                            Some(slot) if quiet_drop(slot) => put_int(slot, count),
                            _ => break,
                        }
                        pc + 1
                    }
                    Op::FetchStaticProp {
                        dst,
                        class,
                        name: _,
                    }
                    | Op::FetchStaticPropIs {
                        dst,
                        class,
                        name: _,
                    }
                    | Op::StaticPropRef {
                        dst,
                        class,
                        name: _,
                    } => {
                        // a static property's cell an inline cache knows
                        // (`Vm::static_prop_cached`): its value, or the cell itself
                        let Some(cell) = lit_class(lits, class_row(), class, scope, called)
                            .and_then(|(cid, _)| static_cell(ic_row(), pc, cid, scope))
                        else {
                            break;
                        };
                        let v = if matches!(op, Op::StaticPropRef { .. }) {
                            Value::Ref(cell.clone())
                        } else {
                            match cell.try_borrow() {
                                Some(b) => scalar_clone(&b),
                                None => break,
                            }
                        };
                        match win.get_mut(dst as usize) {
                            Some(slot) if quiet_drop(slot) => put(slot, v),
                            _ => break,
                        }
                        pc + 1
                    }
                    Op::Isset { dst, a } => {
                        let set = match win.get(a as usize) {
                            Some(Some(Value::Ref(r))) => match r.try_borrow() {
                                Some(b) => !matches!(*b, Value::Null),
                                None => break,
                            },
                            Some(Some(v)) => !matches!(v, Value::Null),
                            Some(None) => false,
                            None => break,
                        };
                        match win.get_mut(dst as usize) {
                            Some(slot) if quiet_drop(slot) => put_bool(slot, set),
                            _ => break,
                        }
                        pc + 1
                    }
                    Op::Clear { dst } => {
                        let Some(slot) = win.get_mut(dst as usize) else {
                            break;
                        };
                        let heavy = !quiet_drop(slot);
                        *slot = None;
                        if heavy && !pending.borrow().is_empty() {
                            pc += 1;
                            n -= 1;
                            break;
                        }
                        pc + 1
                    }
                    // element reads, writes and compound assignments: `exec/fast_ops.rs`
                    Op::FetchDimR { .. }
                    | Op::FetchDimRC { .. }
                    | Op::AssignDim { n: 1 | 2, .. }
                    | Op::AssignDimOp { n: 1 | 2, .. } => {
                        if !elem_op(win, op, ncv, lits) {
                            break;
                        }
                        pc + 1
                    }
                    Op::NewArray { .. }
                    | Op::AddElem { .. }
                    | Op::AddElemLit { .. }
                    | Op::AddElemKey { .. } => {
                        let Some(heavy) = array_build(win, op, ncv, lits) else {
                            break;
                        };
                        if heavy && !pending.borrow().is_empty() {
                            pc += 1;
                            n -= 1;
                            break;
                        }
                        pc + 1
                    }
                    Op::FeFetch { iter, val, end } => match fe_fetch_at(win, iter, val) {
                        // by-value foreach over an array (`Vm::fe_fetch`)
                        Some(true) => pc + 1,
                        Some(false) => end as usize,
                        None => break,
                    },
                    Op::FeKey { iter, key } => {
                        if !fe_key_at(win, iter, key) {
                            break;
                        }
                        pc + 1
                    }
                    Op::RecvRequired { arg } => {
                        if !matches!(win.get(arg as usize), Some(Some(_))) {
                            break;
                        }
                        pc + 1
                    }
                    Op::InitFcall { name, .. } => {
                        // a call site whose callee is already resolved (`Vm::init_fcall`)
                        let Some(Some(c)) = cache_row().get(name as usize) else {
                            break;
                        };
                        push_call_of(calls, (base + win.len()) as u32, c);
                        pc + 1
                    }
                    Op::InitDynamicCall { callee } => {
                        // a user Closure (`Vm::init_dynamic_call` -> `object_callee`): a
                        // temporary callee moves into the call, a variable's is shared
                        let i = callee as usize;
                        let Some(Some(Value::Object(o))) = win.get(i) else {
                            break;
                        };
                        let func = {
                            let b = o.borrow();
                            match b
                                .internal
                                .get()
                                .and_then(|d| d.downcast_ref::<ClosureData>())
                            {
                                Some(ClosureData::User { func, .. }) => func.clone(),
                                _ => break,
                            }
                        };
                        let o = if callee >= ncv {
                            match win[i].take() {
                                Some(Value::Object(o)) => o,
                                _ => break,
                            }
                        } else {
                            o.clone()
                        };
                        push_call(calls, (base + win.len()) as u32, || Callee::User {
                            func,
                            closure: Some(o),
                        });
                        pc + 1
                    }
                    Op::DoFcall { dst } => {
                        // `Vm::do_fcall` -> `Vm::enter_plain` (the memory check every 1024 frames
                        // is left to the full path)
                        // decided on the pending call in place; it is taken off only when the
                        // lane makes the call (a 64-byte move out and back is a stall)
                        let Some(call) = calls.last() else { break };
                        let arg_base = call.arg_base as usize;
                        let plain = call.named.is_none()
                            && match &call.callee {
                                Callee::User { func: callee, .. }
                                | Callee::UserMethod { func: callee, .. } => {
                                    callee.plain
                                        && base + win.len() - arg_base == callee.unit.params.len()
                                        && frames.len() % 1024 != 0
                                }
                                _ => false,
                            };
                        if !plain {
                            // a builtin with a fast entry that answers these arguments, or the
                            // constructor of a class without one
                            let fast = match call.callee {
                                Callee::Builtin(id) if call.named.is_none() => builtins.fast(id),
                                Callee::Method { method, .. }
                                    if call.named.is_none()
                                        && std::ptr::eq(method, &super::class::NOOP_CTOR) =>
                                {
                                    Some(noop_ctor as FastFn)
                                }
                                _ => None,
                            };
                            let r = match (fast, arg_base.checked_sub(base)) {
                                (Some(f), Some(at))
                                    if win.get(dst as usize).is_none_or(quiet_drop) =>
                                {
                                    win.get(at..)
                                        .and_then(|a| super::direct_call::fast_on_slots(f, a))
                                }
                                _ => None,
                            };
                            let Some(r) = r else { break };
                            // a constructor's `$this` is the caller's: not a possible root
                            if let Some(Callee::Method { this: Some(o), .. }) =
                                calls.pop().map(|c| c.callee)
                            {
                                o.release();
                            }
                            // the arguments go (an array's last reference may free objects:
                            // their destructors run on the full path)
                            stack.truncate(arg_base);
                            win = window(stack, base);
                            if let Some(slot) = win.get_mut(dst as usize) {
                                *slot = Some(r);
                            }
                            pc += 1;
                            if !pending.borrow().is_empty() {
                                break;
                            }
                            continue;
                        }
                        // `plain` holds only for `Callee::User` and `Callee::UserMethod`, without
                        // named arguments
                        if !enter_plain(frames, stack, calls, arg_base, dst, pc + 1)
                            && !enter_closure(frames, stack, calls, arg_base, dst, pc + 1)
                        {
                            break;
                        }
                        n -= 1;
                        continue 'frames;
                    }
                    Op::CallDirect {
                        argc,
                        name,
                        args,
                        dst,
                    } => {
                        // `Vm::call_direct` of a plain callee
                        let callee = cache_row().get(name as usize).and_then(Option::as_ref);
                        let at = (&func.unit.call_args[..], args, argc);
                        let Some((f, arg_base)) =
                            direct_entry(callee, at, stack, base, ncv, lits, frames.len())
                        else {
                            break;
                        };
                        n -= 1;
                        // a callee whose code the leaf loop runs to its return needs no
                        // frame (`frameless`); else its frame is pushed where it stopped
                        let to = base + dst as usize;
                        // (the leaf loop's context is made only when it runs)
                        let (lf, depth) = (&mut *leaf_frames, frames.len());
                        let room = str_room.saturating_sub(frames_bytes(frames));
                        let at = match frameless(stack, &f, arg_base, &mut n, to, move || {
                            Calls::new(call_cache, funcs, lf, pending, depth, room)
                        }) {
                            Ok(()) => {
                                win = window(stack, base);
                                pc += 1;
                                if pending.borrow().is_empty() {
                                    continue;
                                }
                                break;
                            }
                            Err(at) => at,
                        };
                        let stop = (dst, pc + 1, at);
                        push_stopped(frames, calls, leaf_frames, funcs, (f, arg_base), stop);
                        if !pending.borrow().is_empty() {
                            break 'frames;
                        }
                        continue 'frames;
                    }
                    Op::CallBuiltin {
                        argc,
                        name,
                        args,
                        dst,
                    } => {
                        // a builtin with a fast entry that answers these arguments
                        // (`direct_call::builtin_fast`); else `Vm::call_direct`
                        let Some(Some(Callee::Builtin(id))) = cache_row().get(name as usize) else {
                            break;
                        };
                        if !win.get(dst as usize).is_none_or(quiet_drop) {
                            break;
                        }
                        let at = (&func.unit.call_args[..], args, argc);
                        let r = match (builtins.fast(*id), builtins.ext_fast(*id)) {
                            (Some(fast), _) => builtin_fast(fast, at, win, ncv, lits),
                            (None, Some(f)) => builtin_fast(|a| f(ext, a), at, win, ncv, lits),
                            (None, None) => break,
                        };
                        let Some(r) = r else {
                            break;
                        };
                        if let Some(slot) = win.get_mut(dst as usize) {
                            *slot = Some(r);
                        }
                        pc += 1;
                        // (a temporary's last reference may free objects: their
                        // destructors run on the full path)
                        if !pending.borrow().is_empty() {
                            break;
                        }
                        continue;
                    }
                    Op::CallThis {
                        argc,
                        name: _,
                        args,
                        dst,
                    } => {
                        // `Vm::call_this` of a plain user method an inline cache knows
                        let at = (&func.unit.call_args[..], args, argc);
                        let (ic, depth) = (ic_row().get(pc), frames.len());
                        let Some((f, arg_base, ctx)) =
                            this_entry(ic, this, scope, at, stack, base, ncv, lits, depth)
                        else {
                            break;
                        };
                        let argc = argc as usize;
                        push_frame(frames, f, arg_base, argc, calls.len(), dst, pc + 1, ctx);
                        n -= 1;
                        continue 'frames;
                    }
                    Op::CallStatic {
                        argc,
                        class,
                        args,
                        dst,
                    } => {
                        // `Vm::call_static` of a static user method an inline cache knows
                        let Some((cid, fwd)) = lit_class(lits, class_row(), class, scope, called)
                        else {
                            break;
                        };
                        let to = if fwd && called != NO_CLASS {
                            called
                        } else {
                            cid
                        };
                        let at = (&func.unit.call_args[..], args, argc);
                        let (ic, depth) = (ic_row().get(pc), frames.len());
                        let Some((f, arg_base, ctx)) =
                            static_entry(ic, cid, to, scope, at, stack, base, ncv, lits, depth)
                        else {
                            break;
                        };
                        let argc = argc as usize;
                        push_frame(frames, f, arg_base, argc, calls.len(), dst, pc + 1, ctx);
                        n -= 1;
                        continue 'frames;
                    }
                    Op::Return { src } => {
                        if frames.len() < 2 || !matches!(frame_ret(frames), Some(Ret::Slot(_))) {
                            break;
                        }
                        if !matches!(win.get(src as usize), Some(Some(v)) if !matches!(v, Value::Ref(_)))
                        {
                            break;
                        }
                        ret_from(frames, stack, calls, src, pending);
                        n -= 1;
                        if !pending.borrow().is_empty() {
                            break 'frames;
                        }
                        continue 'frames;
                    }
                    Op::ReturnNull => {
                        if frames.len() < 2 || !matches!(frame_ret(frames), Some(Ret::Slot(_))) {
                            break;
                        }
                        ret_slot(frames, stack, calls, Some(Value::Null), pending);
                        n -= 1;
                        if !pending.borrow().is_empty() {
                            break 'frames;
                        }
                        continue 'frames;
                    }
                    // object, constant and global ops: `exec/fast_obj.rs`
                    Op::IncDecThisProp { op, dst, .. } => {
                        let ic = ic_row().get(pc);
                        if !super::fast_obj::incdec_this_prop(
                            win,
                            this.as_ref(),
                            ic,
                            scope,
                            op,
                            dst,
                        ) {
                            break;
                        }
                        pc + 1
                    }
                    Op::AssignOpThisProp { op, dst, src, .. } => {
                        let (ic, args) = (ic_row().get(pc), (op, dst, src));
                        if !super::fast_obj::assign_op_this_prop(
                            win,
                            this.as_ref(),
                            ic,
                            scope,
                            args,
                        ) {
                            break;
                        }
                        pc + 1
                    }
                    Op::IssetThisProp { dst, .. } | Op::FetchThisPropIs { dst, .. } => {
                        let (ic, t) = (ic_row().get(pc), this.as_ref());
                        let done = match op {
                            Op::IssetThisProp { .. } => {
                                super::fast_obj::isset_this_prop(win, t, ic, scope, dst)
                            }
                            _ => super::fast_obj::fetch_this_prop_is(win, t, ic, scope, dst),
                        };
                        if !done {
                            break;
                        }
                        pc + 1
                    }
                    Op::FetchConstant { dst, .. } => {
                        if !super::fast_obj::fetch_constant(win, ic_row().get(pc), dst) {
                            break;
                        }
                        pc + 1
                    }
                    Op::FetchClassConstDyn { dst, class, .. } => {
                        let ic = ic_row().get(pc);
                        if !super::fast_obj::class_const_dyn(win, ic, scope, class, dst) {
                            break;
                        }
                        pc + 1
                    }
                    Op::FetchVarVar {
                        dst,
                        name,
                        global: true,
                        ..
                    } => {
                        let (at, ic) = (base + name as usize, ic_row().get(pc));
                        let Some(v) = super::fast_obj::global_var(frames, stack, ic, at) else {
                            break;
                        };
                        win = window(stack, base);
                        if !super::fast_obj::put_value(win, dst, v) {
                            break;
                        }
                        pc + 1
                    }
                    Op::FetchGlobalC { dst, .. } => {
                        let ic = ic_row().get(pc);
                        let Some(v) = super::fast_obj::global_var(frames, stack, ic, usize::MAX)
                        else {
                            break;
                        };
                        win = window(stack, base);
                        if !super::fast_obj::put_value(win, dst, v) {
                            break;
                        }
                        pc + 1
                    }
                    Op::NewCtor { dst, class } => {
                        let Some(Some(c)) = class_row().get(class as usize) else {
                            break;
                        };
                        if !win.get(dst as usize).is_some_and(quiet_drop) {
                            break;
                        }
                        let Some(o) = super::fast_obj::new_plain(c, obj_shared, next_object_id)
                        else {
                            break;
                        };
                        win[dst as usize] = Some(Value::Object(o));
                        if obj_shared.gc.due.get() {
                            // the cycle collector's threshold: the executor runs it first
                            pc += 2;
                            n -= 1;
                            break;
                        }
                        pc + 2
                    }
                    Op::AssignStaticProp { class, src, .. } => {
                        let Some(cell) = lit_class(lits, class_row(), class, scope, called)
                            .and_then(|(cid, _)| static_cell(ic_row(), pc, cid, scope))
                        else {
                            break;
                        };
                        if !super::fast_obj::assign_static(win, cell, src, src >= ncv) {
                            break;
                        }
                        pc + 1
                    }
                    _ => break,
                };
                if next <= pc {
                    n -= 1;
                    pc = next;
                    if n == 0 {
                        break;
                    }
                    // a loop of scalar ops only (`Func::leaf_heads`) runs in the leaf loop,
                    // with its locals in registers (`exec/fast_leaf.rs`)
                    if func.leaf_head(pc) {
                        let lf = &mut *leaf_frames;
                        let room = str_room.saturating_sub(frames_bytes(frames));
                        let mut cx = Calls::new(call_cache, funcs, lf, pending, frames.len(), room);
                        let leaf =
                            run_leaf::<false>(stack, base, func, ncv, &mut pc, &mut n, &mut cx);
                        win = window(stack, base);
                        match leaf {
                            Leaf::Fuel => break,
                            _ => continue,
                        }
                    }
                    // one with direct calls, with frameless calls (`exec/leaf_call.rs`)
                    if func.call_head(pc) {
                        let lf = &mut *leaf_frames;
                        let room = str_room.saturating_sub(frames_bytes(frames));
                        let depth = frames.len() - 1;
                        let mut cx = Calls::new(call_cache, funcs, lf, pending, depth, room);
                        cx.lane = true;
                        let leaf =
                            run_leaf::<true>(stack, base, func, ncv, &mut pc, &mut n, &mut cx);
                        if !leaf_frames.is_empty() {
                            // stopped in a callee: the frames above the lane frame made real
                            lane_stopped(frames, calls, leaf_frames, funcs);
                            if !pending.borrow().is_empty() {
                                break 'frames;
                            }
                            continue 'frames;
                        }
                        win = window(stack, base);
                        if matches!(leaf, Leaf::Fuel) || !pending.borrow().is_empty() {
                            break;
                        }
                    }
                    continue;
                }
                pc = next;
            }
            if let Some(frame) = frames.last_mut() {
                frame.pc = pc as u32;
            }
            break;
        }
        *left = n;
    }
}

/// `v.clone()` with every variant spelled out (see the body).
#[inline(always)]
pub(super) fn scalar_clone(v: &Value) -> Value {
    // every arm rebuilds the value from its payload in registers (a handle clone is a
    // count increment): the derived `clone` returns through memory written in two halves,
    // and the 16-byte copy that follows would stall on store forwarding
    match v {
        Value::Int(i) => Value::Int(*i),
        Value::Float(f) => Value::Float(*f),
        Value::Bool(b) => Value::Bool(*b),
        Value::Null => Value::Null,
        Value::Str(s) => Value::Str(s.clone()),
        Value::Array(a) => Value::Array(a.clone()),
        Value::Object(o) => Value::Object(o.clone()),
        Value::Ref(r) => Value::Ref(r.clone()),
        Value::Resource(r) => Value::Resource(r.clone()),
    }
}

/// Whether dropping the slot's value runs no destructor and frees nothing that holds
/// objects (the fast lane must not run a destructor: php runs it before the next op).
#[inline(always)]
pub(super) fn quiet_drop(slot: &Option<Value>) -> bool {
    match slot {
        Some(Value::Object(o)) => o.ref_count() > 1,
        Some(Value::Array(a)) => a.ref_count() > 1,
        Some(Value::Ref(_) | Value::Resource(_)) => false,
        _ => true,
    }
}

/// Slot `i` of the window when its old value drops quietly (`quiet_drop`): written as a
/// match, which inlines where `Option::filter` with a closure stayed a call.
#[inline(always)]
fn quiet_slot(win: &mut [Option<Value>], i: u32) -> Option<&mut Option<Value>> {
    match win.get_mut(i as usize) {
        Some(s) if quiet_drop(s) => Some(s),
        _ => None,
    }
}

/// `*slot = Some(v)` with each scalar case spelled out (see `scalar_clone`): written in
/// place over a scalar of its kind (in a loop the slot holds the same kind each time
/// round), else built directly in the slot; no 16-byte copy of a value just stored in
/// pieces, and no drop call for an old scalar.
#[inline(always)]
pub(super) fn put(slot: &mut Option<Value>, v: Value) {
    // the scalar arms copy the payload and `forget` the moved value: it owns nothing, and
    // an implicit drop would be an out-of-line `drop_in_place` call on the hottest path
    match (&v, &mut *slot) {
        (Value::Int(i), Some(Value::Int(d))) => *d = *i,
        (Value::Float(f), Some(Value::Float(d))) => *d = *f,
        (Value::Bool(b), Some(Value::Bool(d))) => *d = *b,
        _ => {
            set_quiet(slot, v);
            return;
        }
    }
    std::mem::forget(v);
}

/// `*slot = Some(v)`, calling the out-of-line drop glue only for an old value that owns
/// something (a scalar is `forget`-ten: there is nothing to free).
#[inline(always)]
pub(super) fn set_quiet(slot: &mut Option<Value>, v: Value) {
    match slot.replace(v) {
        Some(old @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))) => {
            std::mem::forget(old)
        }
        None => {}
        old => drop(old),
    }
}

/// An argument into the slot just pushed (the window's last): `win[from]` copied, or moved
/// out when `take` (a temporary). Built from the payload in registers and stored in place:
/// a `Value` carried across the push's possible reallocation would be spilled in two halves
/// and reloaded whole, a store-forwarding stall.
#[inline(always)]
fn send(win: &mut [Option<Value>], from: usize, take: bool) {
    let Some(to) = win.len().checked_sub(1) else {
        return;
    };
    let v = match win.get_mut(from) {
        Some(Some(Value::Int(i))) => Value::Int(*i),
        Some(Some(Value::Float(f))) => Value::Float(*f),
        Some(Some(Value::Bool(b))) => Value::Bool(*b),
        Some(Some(Value::Null)) => Value::Null,
        Some(slot) if take => match slot.take() {
            Some(v) => v,
            None => return,
        },
        Some(Some(v)) => scalar_clone(v),
        _ => return,
    };
    win[to] = Some(v);
}

/// `put(slot, Value::Bool(b))` without building (and dropping) a `Value`.
#[inline(always)]
pub(super) fn put_bool(slot: &mut Option<Value>, b: bool) {
    match slot {
        Some(Value::Bool(d)) => *d = b,
        _ => set_quiet(slot, Value::Bool(b)),
    }
}

/// `put(slot, Value::Int(i))` without building (and dropping) a `Value`.
#[inline(always)]
pub(super) fn put_int(slot: &mut Option<Value>, i: i64) {
    match slot {
        Some(Value::Int(d)) => *d = i,
        _ => set_quiet(slot, Value::Int(i)),
    }
}

/// `put(slot, Value::Float(f))` without building (and dropping) a `Value`.
#[inline(always)]
pub(super) fn put_float(slot: &mut Option<Value>, f: f64) {
    match slot {
        Some(Value::Float(d)) => *d = f,
        _ => set_quiet(slot, Value::Float(f)),
    }
}

/// `put` for a value slot (an object's property).
#[inline(always)]
pub(super) fn put_val(slot: &mut Value, v: Value) {
    match (&v, &mut *slot) {
        (Value::Int(i), Value::Int(d)) => *d = *i,
        (Value::Float(f), Value::Float(d)) => *d = *f,
        (Value::Bool(b), Value::Bool(d)) => *d = *b,
        _ => {
            *slot = v;
            return;
        }
    }
    std::mem::forget(v);
}

/// `stack[base..]` (empty if `base` is past the end: every access then misses and the op
/// goes to the full path).
#[inline(always)]
fn window(stack: &mut [Option<Value>], base: usize) -> &mut [Option<Value>] {
    let len = stack.len();
    &mut stack[base.min(len)..]
}

/// The constructor of a class that declares none: arguments evaluated, result null.
fn noop_ctor(_: &[&Value]) -> Option<Value> {
    Some(Value::Null)
}
