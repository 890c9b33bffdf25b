//! Static property operands: `C::$name` as class and name literals, a dynamic class or
//! name (`$cls::$p`, `C::${expr}`) as evaluated slots.

use super::{CResult, Compiler};
use crate::bytecode::{Const, Op, Slot};
use rphp_parser::ast::{self, ClassRef, MemberName};

impl Compiler {
    /// `$cls::$name`, `A::${'x'}`: the reference cell through a dynamic lookup, or `None`
    /// when class and name are both static (the `*StaticProp*` literal ops apply).
    pub(super) fn static_prop_dyn(
        &mut self,
        sp: &ast::StaticPropFetch,
        quiet: bool,
    ) -> CResult<Option<Slot>> {
        let Some((class, name)) = self.static_prop_dyn_operands(sp, quiet)? else {
            return Ok(None);
        };
        let dst = self.tmp();
        self.emit(Op::StaticPropRefDyn {
            dst,
            class,
            name,
            quiet,
        });
        Ok(Some(dst))
    }

    /// The class and name operands of a static property with a dynamic class or name,
    /// evaluated now (None for `C::$name`).
    pub(super) fn static_prop_dyn_operands(
        &mut self,
        sp: &ast::StaticPropFetch,
        quiet: bool,
    ) -> CResult<Option<(Slot, Slot)>> {
        let dynamic = matches!(sp.class, ClassRef::Expr(_))
            || !matches!(sp.name, ast::StaticPropName::Ident(_));
        if !dynamic {
            return Ok(None);
        }
        let class = match &sp.class {
            ClassRef::Name(n) => {
                let c = self.resolve_class(n);
                self.const_tmp(Const::Str(c.into()))
            }
            ClassRef::Static(_) => self.const_tmp(Const::Str(Box::from(&b"static"[..]))),
            ClassRef::Expr(x) if !quiet => self.chain_object(x)?,
            ClassRef::Expr(x) => self.expr(x)?,
        };
        let name = match &sp.name {
            ast::StaticPropName::Ident(n) => self.const_tmp(Const::Str(n.name.clone())),
            MemberName::Expr(x) => self.expr(x)?,
        };
        Ok(Some((class, name)))
    }

    /// The class and name literals of `Class::$name`.
    pub(super) fn static_prop_parts(
        &mut self,
        sp: &ast::StaticPropFetch,
    ) -> CResult<(crate::bytecode::Lit, crate::bytecode::Lit)> {
        let class = match &sp.class {
            ClassRef::Name(n) => self.resolve_class(n),
            ClassRef::Static(_) => b"static".to_vec(),
            ClassRef::Expr(_) => {
                return Err(
                    self.err("Dynamic class names in static properties are not supported yet")
                );
            }
        };
        let name = match &sp.name {
            ast::StaticPropName::Ident(n) => n.name.to_vec(),
            _ => return Err(self.err("Dynamic static property names are not supported yet")),
        };
        Ok((self.str_lit(&class), self.str_lit(&name)))
    }
}
