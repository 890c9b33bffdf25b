//! php's link-time enum rules (`zend_verify_enum` and the `UnitEnum`/`BackedEnum`
//! interface hooks): who may implement the enum interfaces, and what an enum may not
//! contain (properties, most magic methods, `Serializable`), including members that come
//! from traits.

use super::Control;
use crate::bytecode::{ClassKind, ClassUnit};
use crate::class::Class;

/// The enum interfaces' `interface_gets_implemented` checks, for the interfaces a class
/// or enum is about to implement (after UnitEnum/BackedEnum were added to an enum).
pub(super) fn check_enum_interfaces(c: &Class, cu: &ClassUnit) -> Result<(), Control> {
    let shown = c.name.to_string_lossy();
    for i in &c.interfaces {
        let l = &*i.lname;
        if l != b"unitenum" && l != b"backedenum" {
            continue;
        }
        let iname = i.name.to_string_lossy();
        if cu.kind != ClassKind::Enum {
            return Err(Control::Fatal(format!(
                "Non-enum class {shown} cannot implement interface {iname}"
            )));
        }
        if l == b"backedenum" && cu.enum_backing.is_none() {
            return Err(Control::Fatal(format!(
                "Non-backed enum {shown} cannot implement interface {iname}"
            )));
        }
    }
    Ok(())
}

/// An enum naming UnitEnum/BackedEnum itself.
pub(super) fn check_enum_redundant(cu: &ClassUnit, iface: &Class) -> Result<(), Control> {
    let l = &*iface.lname;
    if cu.kind == ClassKind::Enum
        && (l == b"unitenum" || (l == b"backedenum" && cu.enum_backing.is_some()))
    {
        return Err(Control::Fatal(format!(
            "Enum {} cannot implement previously implemented interface {}",
            String::from_utf8_lossy(&cu.name),
            iface.name.to_string_lossy()
        )));
    }
    Ok(())
}

/// `zend_verify_enum`: no properties but `name`/`value`, no forbidden magic methods, no
/// `Serializable`.
pub(super) fn verify_enum(c: &Class, cu: &ClassUnit) -> Result<(), Control> {
    let shown = c.name.to_string_lossy();
    let extra_prop = c
        .props
        .keys()
        .chain(c.statics.keys())
        .any(|k| !(&**k == b"name" || (&**k == b"value" && cu.enum_backing.is_some())));
    if extra_prop {
        return Err(Control::Fatal(format!(
            "Enum {shown} cannot include properties"
        )));
    }
    for m in [
        "__construct",
        "__destruct",
        "__clone",
        "__get",
        "__set",
        "__unset",
        "__isset",
        "__toString",
        "__debugInfo",
        "__serialize",
        "__unserialize",
        "__sleep",
        "__wakeup",
        "__set_state",
    ] {
        if c.methods.contains_key(m.to_ascii_lowercase().as_bytes()) {
            return Err(Control::Fatal(format!(
                "Enum {shown} cannot include magic method {m}"
            )));
        }
    }
    if c.interfaces.iter().any(|i| &*i.lname == b"serializable") {
        return Err(Control::Fatal(format!(
            "Enum {shown} cannot implement the Serializable interface"
        )));
    }
    Ok(())
}
