//! Unit tests of the value layer that span modules.

use super::*;

#[test]
fn value_is_16_bytes() {
    assert_eq!(std::mem::size_of::<Value>(), 16);
}

#[test]
fn measured_sizes() {
    use std::mem::size_of;
    assert_eq!(size_of::<PhpStr>(), 8);
    assert_eq!(size_of::<PhpArray>(), 8);
    assert_eq!(size_of::<PhpRef>(), 8);
    assert_eq!(size_of::<ObjectHandle>(), 8);
    assert_eq!(size_of::<ArrayKey>(), 16);
    assert_eq!(size_of::<ArrayData>(), 40);
    assert_eq!(size_of::<Option<array::Bucket>>(), 32);
}

#[test]
fn diagnostics_are_recorded_in_order() {
    let mut d = DiagLog::default();
    let r = ops::binary_op(
        ops::BinOp::Add,
        &Value::from("1x"),
        &Value::from("2y"),
        &mut d,
    );
    assert!(matches!(r, Ok(Value::Int(3))));
    assert_eq!(d.entries.len(), 2);
    assert_eq!(
        d.entries[0],
        (
            DiagLevel::Warning,
            "A non-numeric value encountered".to_string()
        )
    );
}

#[test]
fn objects_need_the_vm() {
    let o = Value::Object(ObjectHandle::new(
        1,
        std::rc::Rc::new(crate::class::Class::bare(0, "Foo")),
    ));
    let mut d = DiagLog::default();
    assert_eq!(
        ops::binary_op(ops::BinOp::Add, &o, &Value::Int(1), &mut d).err(),
        Some(OpError::NeedsVm)
    );
    assert_eq!(convert::to_str(&o, &mut d).err(), Some(OpError::NeedsVm));
    assert_eq!(o.type_name(), "Foo");
    assert!(compare::identical(&o, &o.clone()));
}

#[test]
fn operators_see_through_references() {
    let mut d = DiagLog::default();
    let r = Value::Ref(PhpRef::new(Value::Int(41)));
    assert!(matches!(
        ops::binary_op(ops::BinOp::Add, &r, &Value::Int(1), &mut d),
        Ok(Value::Int(42))
    ));
    let mut v = r.clone();
    ops::increment(&mut v, &mut d).ok();
    assert!(
        matches!(r.deref_value(), Value::Int(42)),
        "increment writes through the cell"
    );
}

#[test]
fn int_digits_match_rust_formatting() {
    let mut buf = [0u8; 20];
    let mut check = |i: i64| {
        assert_eq!(
            convert::int_digits(i, &mut buf),
            i.to_string().as_bytes(),
            "{i}"
        );
    };
    for i in -1000..=1000 {
        check(i);
    }
    let mut p: i64 = 1;
    for _ in 0..19 {
        for v in [p - 1, p, p + 1, -p, -p - 1, p * 3 + 7] {
            check(v);
        }
        p = p.saturating_mul(10);
    }
    check(i64::MIN);
    check(i64::MAX);
}
