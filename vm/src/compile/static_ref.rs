//! Binding a reference into a static property (`Class::$name = &$x`) and
//! `unset(Class::$name)`.

use super::{CResult, Compiler};
use crate::bytecode::{Const, Op, Slot};
use rphp_parser::ast::{self, ClassRef, MemberName};

impl Compiler {
    /// `Class::$name = &<cell in r>`: class and name go through temporaries, so named,
    /// `static` and computed forms share one op.
    pub(super) fn assign_static_prop_ref(
        &mut self,
        sp: &ast::StaticPropFetch,
        r: Slot,
        want: bool,
    ) -> CResult<Option<Slot>> {
        let (class, name) = self.static_prop_operands(sp)?;
        let keep = self.keep(r, want);
        self.emit(Op::AssignStaticPropRef {
            class,
            name,
            src: r,
        });
        Ok(keep)
    }

    /// `unset(Class::$name)`: php fetches the class, then throws.
    pub(super) fn unset_static_prop(&mut self, sp: &ast::StaticPropFetch) -> CResult<()> {
        let (class, name) = self.static_prop_operands(sp)?;
        self.emit(Op::UnsetStaticProp { class, name });
        Ok(())
    }

    /// The class (a name, `static` or a computed value) and the property name of
    /// `Class::$name`, in temporaries.
    fn static_prop_operands(&mut self, sp: &ast::StaticPropFetch) -> CResult<(Slot, Slot)> {
        let class = match &sp.class {
            ClassRef::Name(n) => {
                let c = self.resolve_class(n);
                self.const_tmp(Const::Str(c.into()))
            }
            ClassRef::Static(_) => self.const_tmp(Const::Str(Box::from(&b"static"[..]))),
            ClassRef::Expr(x) => self.expr(x)?,
        };
        let name = match &sp.name {
            ast::StaticPropName::Ident(n) => self.const_tmp(Const::Str(n.name.clone())),
            MemberName::Expr(x) => self.expr(x)?,
        };
        Ok((class, name))
    }
}
