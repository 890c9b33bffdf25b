//! Property types on inheritance (php's `do_inherit_property`): a redeclared property
//! keeps its parent's type exactly — both types must be subtypes of each other — and an
//! untyped parent property stays untyped.

use super::Control;
use super::Vm;
use super::variance::Side;
use crate::bytecode::{ClassUnit, PropDecl, Unit};
use crate::class::{Class, PropInfo};

impl Vm {
    /// Check the type of `p`, redeclared by class `c`, against the inherited `parent`.
    /// Hooked properties follow php 8.4's own variance rules and are not checked here.
    pub(super) fn check_prop_type(
        &self,
        c: &Class,
        shown: &str,
        p: &PropDecl,
        parent: &PropInfo,
    ) -> Result<(), Control> {
        if p.hooks.is_some() || parent.hooks.is_some() {
            return Ok(());
        }
        let pname = String::from_utf8_lossy(&p.name);
        let from = parent.declaring_name.to_string_lossy();
        match (&parent.ty, &p.ty) {
            (None, None) => Ok(()),
            (None, Some(_)) => Err(Control::Fatal(format!(
                "Type of {shown}::${pname} must be omitted to match the parent definition in class {from}"
            ))),
            (Some(pt), ct) => {
                let same = ct.as_ref().is_some_and(|ct| {
                    let unit = Unit::default();
                    let child_side = Side {
                        unit: &unit,
                        class_name: c.name.as_bytes(),
                        self_l: c.lname.to_vec(),
                        parent_l: c.parent.as_ref().map(|x| x.lname.to_vec()),
                    };
                    let declaring = self.class_by_id(parent.declaring);
                    let parent_side = Side {
                        unit: &unit,
                        class_name: parent.declaring_name.as_bytes(),
                        self_l: parent.declaring_name.as_bytes().to_ascii_lowercase(),
                        parent_l: declaring
                            .as_ref()
                            .and_then(|d| d.parent.as_ref())
                            .map(|x| x.lname.to_vec()),
                    };
                    ct.dnf == pt.dnf
                        || (self.subtype(c, &ct.dnf, &child_side, &pt.dnf, &parent_side)
                            && self.subtype(c, &pt.dnf, &parent_side, &ct.dnf, &child_side))
                });
                if same {
                    Ok(())
                } else {
                    Err(Control::Fatal(format!(
                        "Type of {shown}::${pname} must be {} (as in class {from})",
                        pt.display
                    )))
                }
            }
        }
    }

    /// Early binding waits when a redeclared property's type names a class not loaded
    /// yet: php cannot settle the check then, and links the class when its declaration
    /// runs (`zend_try_early_bind`).
    pub(super) fn prop_types_unresolved(&self, cu: &ClassUnit, parent: &Class) -> bool {
        cu.props.iter().any(|p| {
            let inherited =
                parent.props.contains_key(&p.name) || parent.statics.contains_key(&p.name);
            inherited
                && p.ty.as_ref().is_some_and(|t| {
                    t.dnf.iter().flatten().any(|n| {
                        let n = n.strip_prefix(b"\\").unwrap_or(n);
                        !(super::variance::builtin(n)
                            || n.eq_ignore_ascii_case(b"self")
                            || n.eq_ignore_ascii_case(b"parent")
                            || n.eq_ignore_ascii_case(&cu.name)
                            || self.find_class(n).is_some())
                    })
                })
        })
    }
}
