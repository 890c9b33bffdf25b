//! A static property named as an instance one (`$obj->staticProp`): php checks its
//! visibility, then notices "Accessing static property C::$x as non static" and uses a
//! dynamic property of that name (`zend_get_property_offset`). A name starting with NUL is
//! refused there too.

use super::Vm;
use super::object::Slot;
use crate::bytecode::Visibility;
use crate::class::Class;
use crate::value::PhpStr;
use std::rc::Rc;

impl Vm {
    /// Where `$obj->name` lands when `c` declares no instance property `name`: a
    /// dynamic property, or a denial when a static one of that name is not visible.
    pub(super) fn static_slot(
        &self,
        c: &Rc<Class>,
        name: &[u8],
        scope: Option<&Rc<Class>>,
    ) -> Slot {
        if name.first() == Some(&0) {
            // php's zend_bad_property_name: no dynamic property may start with NUL
            return Slot::Denied("Cannot access property starting with \"\\0\"".to_owned());
        }
        if let Some(sp) = c.statics.get(name) {
            let info = &sp.info;
            let visible = match info.visibility {
                Visibility::Public => true,
                // another class's private static: a plain dynamic property
                Visibility::Private => {
                    info.declaring != c.id || scope.is_some_and(|s| s.id == info.declaring)
                }
                Visibility::Protected => scope.is_some_and(|s| {
                    self.class_by_id(info.declaring)
                        .is_some_and(|d| s.is_subclass_of(&d) || d.is_subclass_of(s))
                }),
            };
            if !visible {
                return Slot::Denied(format!(
                    "Cannot access {} property {}::${}",
                    info.visibility.word(),
                    c.name.to_string_lossy(),
                    String::from_utf8_lossy(name)
                ));
            }
        }
        Slot::Key(PhpStr::new(name), None)
    }

    /// `prop_slot_of` with php's notice for a static property used as an instance one
    /// (none when the access's magic method exists: `magic`, then php asks silently).
    pub(super) fn prop_slot(
        &mut self,
        c: &Rc<Class>,
        name: &[u8],
        scope: Option<&Rc<Class>>,
        magic: bool,
    ) -> Slot {
        let slot = self.prop_slot_of(c, name, scope);
        if magic {
            return slot;
        }
        if let (Slot::Key(_, None), Some(sp)) = (&slot, c.statics.get(name)) {
            if sp.info.visibility != Visibility::Private || sp.info.declaring == c.id {
                self.notice(format!(
                    "Accessing static property {}::${} as non static",
                    c.name.to_string_lossy(),
                    String::from_utf8_lossy(name)
                ));
            }
        }
        slot
    }

    /// `prop_slot_of` for isset/empty/`??`: no notice.
    pub(super) fn prop_slot_quiet(
        &self,
        c: &Rc<Class>,
        name: &[u8],
        scope: Option<&Rc<Class>>,
    ) -> Slot {
        self.prop_slot_of(c, name, scope)
    }
}
