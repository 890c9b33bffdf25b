//! Increments/decrements of variables, elements and properties, and references to
//! members (`&$obj->name`, `&Class::$name`) for writes through a path.

use super::{CResult, Compiler};
use crate::bytecode::{IncOp, Op, Slot};
use rphp_parser::ast::{self, Expr, ExprKind, MemberName};

impl Compiler {
    pub(super) fn incdec(&mut self, i: &ast::IncDec, _want: bool) -> CResult<Slot> {
        let op = match i.op {
            ast::IncDecOp::PreInc => IncOp::PreInc,
            ast::IncDecOp::PreDec => IncOp::PreDec,
            ast::IncDecOp::PostInc => IncOp::PostInc,
            ast::IncDecOp::PostDec => IncOp::PostDec,
        };
        let line = self.f.line;
        match &i.var.kind {
            ExprKind::Variable(n) => {
                let var = self.cv(n);
                let dst = self.tmp();
                self.emit(Op::IncDec { op, dst, var });
                Ok(dst)
            }
            ExprKind::Dim(_) => {
                self.fetch_rw_root(&i.var);
                let (var, keys, n) = self.dim_path(&i.var, 1)?;
                self.f.line = line;
                self.emit(Op::IncDecDim {
                    op,
                    n: n as u8,
                    var,
                    keys,
                });
                Ok(keys + n)
            }
            ExprKind::Prop(p) if !p.nullsafe && matches!(p.name, MemberName::Ident(_)) => {
                // read, step, write back (`__get`/`__set` see it as php does), with the
                // literal-name ops
                let name = match &p.name {
                    MemberName::Ident(id) => self.str_lit(&id.name),
                    MemberName::Expr(_) => 0,
                };
                let this = super::is_this(&p.object);
                let obj = if this { 0 } else { self.expr(&p.object)? };
                let var = self.tmp();
                self.f.line = line;
                if this {
                    // one op (`var` is its full path's scratch slot)
                    let dst = self.tmp();
                    self.emit(Op::IncDecThisProp { op, dst, var, name });
                    return Ok(dst);
                }
                self.emit(Op::PropRwCheck {
                    obj,
                    name,
                    incdec: true,
                });
                self.emit(Op::FetchPropC {
                    dst: var,
                    obj,
                    name,
                });
                let dst = self.tmp();
                self.emit(Op::IncDec { op, dst, var });
                self.emit(match this {
                    true => Op::AssignThisPropC { name, src: var },
                    false => Op::AssignPropC {
                        obj,
                        name,
                        src: var,
                    },
                });
                Ok(dst)
            }
            ExprKind::Prop(p) if !p.nullsafe => {
                // read, step, write back: `__get`/`__set` see it as php does
                let obj = self.expr(&p.object)?;
                let name = self.member_name(&p.name)?;
                let var = self.tmp();
                self.f.line = line;
                self.emit(Op::FetchObjR {
                    dst: var,
                    obj,
                    name,
                });
                let dst = self.tmp();
                self.emit(Op::IncDec { op, dst, var });
                self.emit(Op::AssignObj {
                    obj,
                    name,
                    src: var,
                });
                Ok(dst)
            }
            ExprKind::StaticProp(_) => {
                let var = self.member_ref(&i.var)?;
                let dst = self.tmp();
                self.f.line = line;
                self.emit(Op::IncDec { op, dst, var });
                self.emit(Op::Clear { dst: var });
                Ok(dst)
            }
            _ => Err(self.err("Increment/decrement of this expression is not supported yet")),
        }
    }

    /// `&$obj->name` / `&Class::$name` into a temporary (a write through a path).
    pub(super) fn member_ref(&mut self, e: &Expr) -> CResult<Slot> {
        let line = self.f.line;
        match &e.kind {
            ExprKind::Prop(p) => {
                let obj = self.expr(&p.object)?;
                let name = self.member_name(&p.name)?;
                let t = self.tmp();
                self.f.line = line;
                self.emit(Op::FetchObjRef { dst: t, obj, name });
                Ok(t)
            }
            ExprKind::StaticProp(sp) => {
                if let Some(r) = self.static_prop_dyn(sp, false)? {
                    return Ok(r);
                }
                let (class, name) = self.static_prop_parts(sp)?;
                let t = self.tmp();
                self.f.line = line;
                self.emit(Op::StaticPropRef {
                    dst: t,
                    class,
                    name,
                });
                Ok(t)
            }
            _ => Err(self.err("Cannot take a reference to this expression")),
        }
    }
}
