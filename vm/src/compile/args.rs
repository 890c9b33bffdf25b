//! A call's arguments: each sent by value, by reference or by name as the callee's
//! parameter wants (decided at run time for `JmpArgByVal`), its temporaries given back for
//! the next argument once it is sent.

use super::{CResult, Compiler};
use crate::bytecode::Op;
use rphp_parser::ast::{self, ArgList, ArgListKind, ExprKind};

impl Compiler {
    /// Send the arguments of a call opened by an `Init*` op.
    pub(super) fn args(&mut self, args: &ArgList) -> CResult<()> {
        let ArgListKind::Args(list) = &args.kind else {
            return Err(self.err("Cannot create Closure for new expression"));
        };
        for (i, a) in list.iter().enumerate() {
            // an argument's temporaries are dead once it is sent (a send moves a temporary
            // out): the next argument reuses them, so a frame needs fewer slots
            let mark = self.f.temps;
            self.arg(i as u32, a)?;
            self.f.temps = mark;
        }
        Ok(())
    }

    /// Send argument number `arg` (see `args`).
    fn arg(&mut self, arg: u32, a: &ast::Arg) -> CResult<()> {
        {
            if a.spread {
                let v = self.expr(&a.value)?;
                self.emit(Op::SendUnpack { src: v });
                return Ok(());
            }
            if let Some(name) = &a.name {
                let l = self.str_lit(&name.name);
                match &a.value.kind {
                    ExprKind::Variable(n) if &**n != b"this" && &**n != b"GLOBALS" => {
                        let var = self.cv(n);
                        self.emit(Op::SendNamedVar { var, name: l });
                    }
                    _ if super::is_ref_call(&a.value)
                        || matches!(a.value.kind, ExprKind::New(_)) =>
                    {
                        let v = self.expr(&a.value)?;
                        self.emit(Op::SendNamed { src: v, name: l });
                    }
                    _ if Self::ref_sendable(&a.value) => {
                        let by_val = self.emit(Op::JmpNamedByVal { name: l, target: 0 });
                        let r = self.ref_of(&a.value)?;
                        self.emit(Op::SendNamed { src: r, name: l });
                        let end = self.emit(Op::Jmp { target: 0 });
                        self.patch_here(by_val);
                        let v = self.arg_by_value(&a.value)?;
                        self.emit(Op::SendNamed { src: v, name: l });
                        self.patch_here(end);
                    }
                    _ => {
                        let v = self.expr(&a.value)?;
                        self.emit(Op::SendNamedValEx { src: v, name: l });
                    }
                }
                return Ok(());
            }
            match &a.value.kind {
                ExprKind::Variable(n) if &**n != b"this" && &**n != b"GLOBALS" => {
                    let var = self.cv(n);
                    self.emit(Op::SendVar { var, arg });
                }
                _ if super::is_ref_call(&a.value)
                    && !super::is_opcode_call(&a.value, !self.namespace.is_empty()) =>
                {
                    let v = self.expr(&a.value)?;
                    self.emit(Op::SendFuncResult { src: v, arg });
                }
                _ if Self::ref_sendable(&a.value) => {
                    let by_val = self.emit(Op::JmpArgByVal { arg, target: 0 });
                    let r = self.ref_of(&a.value)?;
                    self.emit(Op::SendRef { src: r });
                    let end = self.emit(Op::Jmp { target: 0 });
                    self.patch_here(by_val);
                    let v = self.arg_by_value(&a.value)?;
                    self.emit(Op::SendVal { src: v });
                    self.patch_here(end);
                }
                ExprKind::AssignRef(r) if matches!(&r.target.kind, ExprKind::Variable(n) if &**n != b"this" && &**n != b"GLOBALS") =>
                {
                    // `f($a = &$b)`: php's IS_VAR result is the reference itself
                    self.expr(&a.value)?;
                    if let ExprKind::Variable(n) = &r.target.kind {
                        let var = self.cv(n);
                        self.emit(Op::SendVar { var, arg });
                    }
                }
                ExprKind::New(_) => {
                    // php's IS_VAR result: "Only variables should be passed by reference"
                    let v = self.expr(&a.value)?;
                    self.emit(Op::SendFuncResult { src: v, arg });
                }
                _ => {
                    let v = self.expr(&a.value)?;
                    self.emit(Op::SendValEx { src: v, arg });
                }
            }
        }
        Ok(())
    }
}
