//! `getDocComment()` of ReflectionClass, ReflectionFunctionAbstract, ReflectionProperty
//! and ReflectionClassConstant: the `/** ... */` the compiler kept on the declaration
//! (a unit for functions and methods, the class's declaration for the rest), else false.

use super::attribute::decls_of;
use super::{Refl, state};
use rphp_vm::bytecode::ClassUnit;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ObjectHandle, Value};

type R = Result<Value, Control>;

fn text(doc: Option<&[u8]>) -> Value {
    doc.map_or(Value::Bool(false), Value::str)
}

/// ReflectionClass::getDocComment.
pub(crate) fn class_doc(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let Refl::Class(c, _) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    Ok(text(c.decl.as_ref().and_then(|d| d.doc_comment.as_deref())))
}

/// ReflectionFunctionAbstract::getDocComment (functions and methods keep theirs on the
/// unit).
pub(crate) fn fn_doc(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let Refl::Func(f) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    let unit = super::fn_unit(vm, &f);
    Ok(text(unit.as_ref().and_then(|u| u.doc_comment.as_deref())))
}

/// The doc comment a member of class `declaring` (or of a trait it uses) carries, as
/// `pick` finds it on a declaration.
fn member_doc(
    vm: &mut Vm,
    declaring: &[u8],
    pick: impl Fn(&ClassUnit) -> Option<Option<Box<[u8]>>>,
) -> R {
    for c in decls_of(vm, declaring)? {
        if let Some(doc) = c.decl.as_deref().and_then(&pick) {
            return Ok(text(doc.as_deref()));
        }
    }
    Ok(Value::Bool(false))
}

/// ReflectionProperty::getDocComment (a property from a trait is declared there).
pub(crate) fn prop_doc(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let Refl::Prop(_, p) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    let Some(info) = &p.info else {
        return Ok(Value::Bool(false));
    };
    member_doc(vm, info.declaring_name.as_bytes(), |d| {
        d.props
            .iter()
            .find(|pd| *pd.name == *info.name.as_bytes())
            .map(|pd| pd.doc_comment.clone())
    })
}

/// ReflectionClassConstant::getDocComment (and enum cases').
pub(crate) fn const_doc(vm: &mut Vm, this: Option<&ObjectHandle>, _: &mut [Value]) -> R {
    let Refl::Const(_, k) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    member_doc(vm, k.declaring_name.as_bytes(), |d| {
        d.consts
            .iter()
            .find(|kd| *kd.name == *k.name.as_bytes())
            .map(|kd| kd.doc_comment.clone())
    })
}
