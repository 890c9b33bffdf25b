//! Unit tests of `PhpArray`: packed -> hashed transitions, order after unset, copy-on-write,
//! references across copies, the internal pointer and the next-free-key rules.

use super::*;
use crate::value::{DiagLog, PhpRef};

fn s(x: &str) -> Value {
    Value::from(x)
}

fn keys(a: &ArrayData) -> Vec<ArrayKey> {
    a.keys().collect()
}

fn ints(v: &[i64]) -> Vec<ArrayKey> {
    v.iter().map(|&i| ArrayKey::Int(i)).collect()
}

#[test]
fn sizes() {
    assert_eq!(std::mem::size_of::<PhpArray>(), 8);
    assert_eq!(std::mem::size_of::<ArrayKey>(), 16);
    assert_eq!(std::mem::size_of::<Option<Bucket>>(), 32);
    assert!(
        std::mem::size_of::<ArrayData>() <= 80,
        "{}",
        std::mem::size_of::<ArrayData>()
    );
}

#[test]
fn appends_stay_packed() {
    let mut a = ArrayData::new();
    for i in 0..100 {
        assert_eq!(a.push(Value::Int(i)), Ok(i));
    }
    assert!(a.is_packed());
    assert_eq!(a.len(), 100);
    assert!(matches!(a.get_int(42), Some(Value::Int(42))));
    // writing an existing index or the next one keeps it packed
    a.insert(ArrayKey::Int(5), s("five"));
    a.insert(ArrayKey::Int(100), s("hundred"));
    assert!(a.is_packed());
    // popping the last keeps it packed, and the next key stays where php puts it
    a.remove(&ArrayKey::Int(100));
    assert!(a.is_packed());
    assert_eq!(a.next_free(), 101);
}

#[test]
fn string_key_or_hole_converts_to_hashed() {
    let mut a = PhpArray::from_values(vec![s("a"), s("b"), s("c")]);
    a.make_mut().insert(ArrayKey::from("x"), s("X"));
    assert!(!a.is_packed());
    assert_eq!(
        keys(&a),
        vec![
            ArrayKey::Int(0),
            ArrayKey::Int(1),
            ArrayKey::Int(2),
            ArrayKey::from("x")
        ]
    );

    let mut b = PhpArray::from_values(vec![s("a"), s("b"), s("c")]);
    b.make_mut().remove(&ArrayKey::Int(1));
    assert!(!b.is_packed());
    assert_eq!(keys(&b), ints(&[0, 2]));
    assert_eq!(b.push(s("d")), Ok(3));
    assert_eq!(keys(&b), ints(&[0, 2, 3]));
}

#[test]
fn order_is_kept_after_unset_and_reinsert() {
    let mut a = ArrayData::new();
    for k in ["x", "y", "z"] {
        a.insert(ArrayKey::from(k), s(k));
    }
    a.remove(&ArrayKey::from("y"));
    a.insert(ArrayKey::from("y"), s("again"));
    let got: Vec<ArrayKey> = keys(&a);
    assert_eq!(
        got,
        vec![
            ArrayKey::from("x"),
            ArrayKey::from("z"),
            ArrayKey::from("y")
        ]
    );
    assert_eq!(a.len(), 3);
}

#[test]
fn many_unsets_compact_and_keep_lookups() {
    let mut a = ArrayData::new();
    for i in 0..1000 {
        a.insert(ArrayKey::Str(PhpStr::from(format!("k{i}"))), Value::Int(i));
    }
    for i in 0..900 {
        assert!(
            a.remove(&ArrayKey::Str(PhpStr::from(format!("k{i}"))))
                .is_some()
        );
    }
    // appending triggers compaction once the entry vector is full of holes
    for i in 1000..3000 {
        a.insert(ArrayKey::Str(PhpStr::from(format!("k{i}"))), Value::Int(i));
    }
    assert_eq!(a.len(), 2100);
    assert!(
        a.used() < 3000 + 1,
        "tombstones were squeezed out: used {}",
        a.used()
    );
    let first: Vec<i64> = a
        .values()
        .take(3)
        .map(|v| if let Value::Int(i) = v { *i } else { -1 })
        .collect();
    assert_eq!(first, vec![900, 901, 902]);
    assert!(matches!(a.get_str(b"k950"), Some(Value::Int(950))));
    assert!(a.get_str(b"k5").is_none());
}

#[test]
fn copy_on_write() {
    let mut a = PhpArray::from_values(vec![Value::Int(1), Value::Int(2)]);
    let b = a.clone();
    assert!(PhpArray::ptr_eq(&a, &b));
    a.make_mut().insert(ArrayKey::Int(0), Value::Int(10));
    assert!(!PhpArray::ptr_eq(&a, &b));
    assert!(
        matches!(b.get_int(0), Some(Value::Int(1))),
        "the copy is untouched"
    );
    assert!(matches!(a.get_int(0), Some(Value::Int(10))));
}

#[test]
fn unshared_write_does_not_reallocate() {
    let mut a = PhpArray::from_values(vec![Value::Int(1), Value::Int(2)]);
    let before = Rc::as_ptr(&a.0);
    assert_eq!(a.ref_count(), 1);
    a.make_mut().insert(ArrayKey::Int(1), Value::Int(20));
    a.make_mut().insert(ArrayKey::from("k"), Value::Int(3));
    assert_eq!(Rc::as_ptr(&a.0), before);
    assert_eq!(a.ref_count(), 1);
}

#[test]
fn references_survive_a_copy() {
    let cell = PhpRef::new(Value::Int(1));
    let mut a = ArrayData::new();
    a.push(Value::Ref(cell.clone())).ok();
    a.push(Value::Int(2)).ok();
    let a = PhpArray::from_data(a);
    let mut b = a.clone();
    b.make_mut().insert(ArrayKey::Int(1), Value::Int(99)); // separates b from a
    // the slot 0 is the same reference cell in both arrays
    cell.set(Value::Int(7));
    for arr in [&a, &b] {
        match arr.get_int(0) {
            Some(Value::Ref(r)) => assert!(matches!(*r.borrow(), Value::Int(7))),
            other => panic!("slot 0 should be a reference, got {other:?}"),
        }
    }
    assert!(matches!(a.get_int(1), Some(Value::Int(2))));
}

#[test]
fn a_lone_reference_is_copied_as_a_value() {
    // php's zend_array_dup: a reference nobody else holds is dereferenced in the copy
    let mut a = ArrayData::new();
    a.push(Value::Ref(PhpRef::new(Value::Int(1)))).ok();
    let a = PhpArray::from_data(a);
    let mut b = a.clone();
    b.make_mut();
    assert!(matches!(b.get_int(0), Some(Value::Int(1))));
}

#[test]
fn internal_pointer() {
    let mut a = ArrayData::from_values(vec![s("a"), s("b"), s("c")]);
    assert!(matches!(a.current(), Some(Value::Str(x)) if &**x == b"a"));
    assert!(matches!(a.advance(), Some(Value::Str(x)) if &**x == b"b"));
    assert_eq!(a.current_key(), Some(ArrayKey::Int(1)));
    assert!(matches!(a.end(), Some(Value::Str(x)) if &**x == b"c"));
    assert!(a.advance().is_none());
    assert!(a.current_key().is_none());
    assert!(
        a.retreat().is_none(),
        "prev() past the end stays past the end"
    );
    assert!(matches!(a.reset(), Some(Value::Str(x)) if &**x == b"a"));
    assert!(a.retreat().is_none());
    // unsetting the current element moves the pointer to the next one
    a.reset();
    a.advance();
    a.remove(&ArrayKey::Int(1));
    assert!(matches!(a.current(), Some(Value::Str(x)) if &**x == b"c"));
    let mut e = ArrayData::new();
    assert!(e.reset().is_none() && e.end().is_none() && e.current().is_none());
}

#[test]
fn next_free_rules() {
    let mut a = ArrayData::new();
    assert_eq!(a.next_free(), 0);
    a.insert(ArrayKey::Int(-5), s("a"));
    assert_eq!(
        a.push(s("b")),
        Ok(-4),
        "php >= 8.3: after a negative key n comes n+1"
    );
    let mut b = ArrayData::new();
    b.insert(ArrayKey::Int(5), s("a"));
    b.remove(&ArrayKey::Int(5));
    assert_eq!(b.push(s("b")), Ok(6), "unset does not lower the next key");
    let mut c = ArrayData::new();
    c.insert(ArrayKey::Int(i64::MAX - 1), s("a"));
    assert_eq!(c.push(s("b")), Ok(i64::MAX));
    assert_eq!(
        c.push(s("c")),
        Err(OpError::Error(NEXT_ELEMENT_OCCUPIED.into()))
    );
    let mut d = ArrayData::new();
    d.insert(ArrayKey::from("x"), s("a"));
    assert_eq!(d.push(s("b")), Ok(0));
}

#[test]
fn key_normalisation() {
    let mut d = DiagLog::default();
    let k = |v: Value, d: &mut DiagLog| normalize_key(&v, d);
    assert_eq!(k(s("8"), &mut d), Ok(ArrayKey::Int(8)));
    assert_eq!(k(s("-5"), &mut d), Ok(ArrayKey::Int(-5)));
    for stay in ["08", "8.0", " 8", "-0", "9223372036854775808", "+1", ""] {
        assert_eq!(
            k(s(stay), &mut d),
            Ok(ArrayKey::Str(PhpStr::from(stay))),
            "{stay:?}"
        );
    }
    assert_eq!(
        k(s("-9223372036854775808"), &mut d),
        Ok(ArrayKey::Int(i64::MIN))
    );
    assert_eq!(k(Value::Bool(true), &mut d), Ok(ArrayKey::Int(1)));
    assert!(d.entries.is_empty());
    assert_eq!(k(Value::Float(1.5), &mut d), Ok(ArrayKey::Int(1)));
    assert_eq!(d.entries.len(), 1);
    assert_eq!(
        d.entries[0].1,
        "Implicit conversion from float 1.5 to int loses precision"
    );
    assert_eq!(k(Value::Null, &mut d), Ok(ArrayKey::Str(PhpStr::empty())));
    assert!(k(Value::Array(PhpArray::new()), &mut d).is_err());
}

#[test]
fn union_keeps_left_values() {
    let mut a = PhpArray::from_values(vec![s("a"), s("b")]);
    let b = PhpArray::from_values(vec![s("x"), s("y"), s("z")]);
    a.make_mut().union_with(&b);
    let vals: Vec<String> = a
        .values()
        .map(|v| {
            if let Value::Str(x) = v {
                x.to_string_lossy()
            } else {
                String::new()
            }
        })
        .collect();
    assert_eq!(vals, vec!["a", "b", "z"]);
}

#[test]
fn foreach_over_a_snapshot_survives_writes() {
    let mut a = PhpArray::from_values(vec![Value::Int(1), Value::Int(2), Value::Int(3)]);
    let snapshot = a.clone();
    let mut seen = Vec::new();
    let mut pos = 0;
    while let Some(p) = snapshot.next_pos(pos) {
        let (k, v) = snapshot
            .entry_at(p)
            .map(|(k, v)| (k, v.clone()))
            .unwrap_or((ArrayKey::Int(-1), Value::Null));
        seen.push(v);
        a.make_mut().remove(&k);
        a.make_mut().push(Value::Int(0)).ok();
        pos = p + 1;
    }
    assert_eq!(seen.len(), 3);
    assert_eq!(snapshot.len(), 3);
    assert_eq!(keys(&a), ints(&[3, 4, 5]));
}

/// A hashed array scans its entries up to `SMALL` and indexes them past it: lookups agree
/// with a plain model through growth, removals (trailing holes trimmed), regrowth while
/// small, gaps and compaction.
#[test]
fn small_hashed_arrays_scan_then_index() {
    let key = |i: u64| {
        if i % 3 == 0 {
            ArrayKey::Int(i as i64 * 7 - 20)
        } else {
            ArrayKey::from_php_str(PhpStr::from(format!("k{i}").as_str()))
        }
    };
    let mut a = ArrayData::new();
    let mut model: Vec<(ArrayKey, i64)> = Vec::new();
    let mut x: u64 = 12345;
    for step in 0..4000 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let k = key((x >> 33) % 24);
        if (x >> 20) % 5 < 2 {
            a.remove(&k);
            model.retain(|(m, _)| *m != k);
        } else {
            a.insert(k.clone(), Value::Int(step));
            match model.iter_mut().find(|(m, _)| *m == k) {
                Some(e) => e.1 = step,
                None => model.push((k, step)),
            }
        }
        for i in 0..24 {
            let k = key(i);
            let want = model.iter().find(|(m, _)| *m == k).map(|e| e.1);
            let got = match a.get(&k) {
                Some(Value::Int(v)) => Some(*v),
                _ => None,
            };
            assert_eq!(got, want, "step {step}, key {k:?}");
        }
        assert_eq!(
            keys(&a),
            model.iter().map(|e| e.0.clone()).collect::<Vec<_>>()
        );
    }
    // a list that gets a gap past the scan's reach, then string keys
    let mut b = ArrayData::new();
    for i in 0..5 {
        b.insert(ArrayKey::Int(i), Value::Int(i));
    }
    b.insert(ArrayKey::Int(12), Value::Int(12));
    b.insert(ArrayKey::from_php_str(PhpStr::from("s")), Value::Int(99));
    for i in (0..5).chain([12]) {
        assert!(matches!(b.get(&ArrayKey::Int(i)), Some(Value::Int(v)) if *v == i));
    }
    assert!(b.contains_key(&ArrayKey::from_php_str(PhpStr::from("s"))));
}

#[test]
fn chained_index_survives_collisions_removals_and_growth() {
    // keys 4096 apart share a head in every table this array grows through (the int is its
    // own hash, as in php); string keys interleave with them
    let mut a = ArrayData::new();
    let n = 3000i64;
    for i in 0..n {
        a.insert(ArrayKey::Int(i * 4096), Value::Int(i));
        a.insert(ArrayKey::from(format!("k{i}").as_str()), Value::Int(-i));
    }
    assert_eq!(a.len(), 2 * n as usize);
    // take out every third int key and every fifth string key: heads, middles and tails of
    // chains
    for i in (0..n).step_by(3) {
        assert_eq!(int_of(a.remove(&ArrayKey::Int(i * 4096)).as_ref()), Some(i));
    }
    for i in (0..n).step_by(5) {
        let k = ArrayKey::from(format!("k{i}").as_str());
        assert_eq!(int_of(a.remove(&k).as_ref()), Some(-i));
    }
    for i in 0..n {
        let int = int_of(a.get(&ArrayKey::Int(i * 4096)));
        assert_eq!(int, (i % 3 != 0).then_some(i), "int key {i}");
        let k = ArrayKey::from(format!("k{i}").as_str());
        assert_eq!(int_of(a.get(&k)), (i % 5 != 0).then_some(-i), "k{i}");
    }
    // re-insert what was removed: found again, appended at the end in order
    for i in (0..n).step_by(3) {
        a.insert(ArrayKey::Int(i * 4096), Value::Int(i + 1));
    }
    for i in 0..n {
        let want = if i % 3 == 0 { i + 1 } else { i };
        assert_eq!(int_of(a.get(&ArrayKey::Int(i * 4096))), Some(want));
    }
    assert_eq!(
        keys(&a).last(),
        Some(&ArrayKey::Int((n - 1) / 3 * 3 * 4096))
    );
    // a copy has its own index
    let mut b = a.clone();
    b.remove(&ArrayKey::Int(4096));
    assert!(a.get(&ArrayKey::Int(4096)).is_some());
    assert!(b.get(&ArrayKey::Int(4096)).is_none());
    assert!(b.get(&ArrayKey::Int(2 * 4096)).is_some());
}

fn int_of(v: Option<&Value>) -> Option<i64> {
    match v {
        Some(Value::Int(i)) => Some(*i),
        _ => None,
    }
}
