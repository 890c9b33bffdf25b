//! The names php prints for a function (`f`, `C::m`, `{closure:file:line}`); a running
//! method copied from a trait is named by the class that uses it, not by the trait its unit
//! was compiled in.

use super::Vm;
use crate::bytecode::{Unit, UnitKind};
use crate::class::ClassId;

impl Vm {
    /// The display name of the running frame's function `unit` (`function_display_name`),
    /// a method named by the class it runs in: a trait's method is the using class's
    /// (`C::f()`, where the unit names the trait), as php copies it into that class.
    pub(crate) fn running_display_name(&self, unit: &Unit) -> String {
        match self.co.frames.last() {
            Some(f) if std::ptr::eq(&*f.func.unit, unit) => self.display_name_in(unit, f.scope),
            _ => function_display_name(unit),
        }
    }

    /// `function_display_name` of `unit` run in class `scope`.
    pub(crate) fn display_name_in(&self, unit: &Unit, scope: ClassId) -> String {
        if unit.kind == UnitKind::Method {
            if let Some(c) = self.class_by_id(scope) {
                if !c.name.as_bytes().eq_ignore_ascii_case(&unit.class_name) {
                    return format!(
                        "{}::{}",
                        c.name.to_string_lossy(),
                        String::from_utf8_lossy(&unit.name)
                    );
                }
            }
        }
        function_display_name(unit)
    }
}

/// php's display name of a function: `f`, `{closure:file:line}` for closures.
pub(crate) fn function_display_name(unit: &Unit) -> String {
    match unit.kind {
        UnitKind::Closure | UnitKind::ArrowFn => String::from_utf8_lossy(&unit.name).into_owned(),
        UnitKind::Method => format!(
            "{}::{}",
            String::from_utf8_lossy(&unit.class_name),
            String::from_utf8_lossy(&unit.name)
        ),
        _ => String::from_utf8_lossy(&unit.name).into_owned(),
    }
}
