//! json_decode and json_validate: the scanner and parser build through a `Builder`, which
//! makes php values (arrays, stdClass objects or associative arrays) or, for json_validate,
//! nothing at all.

pub(crate) mod parser;
pub(crate) mod scanner;

use super::errors::JsonError;
use rphp_vm::exec::Vm;
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, PhpStr, Value};
use scanner::{Bytes, Scalar};

/// What the parser makes of the values it reads (php's `php_json_parser_methods`).
pub(crate) trait Builder {
    type Value;
    type Array;
    type Object;
    fn scalar(&mut self, s: Scalar) -> Self::Value;
    fn array_new(&mut self) -> Self::Array;
    fn array_push(&mut self, a: &mut Self::Array, v: Self::Value);
    fn array_done(&mut self, a: Self::Array) -> Self::Value;
    fn object_new(&mut self) -> Self::Object;
    /// Whether `key` may name a member (checked before the first member's object exists).
    fn check_key(&self, _key: &[u8]) -> Result<(), JsonError> {
        Ok(())
    }
    fn object_set(
        &mut self,
        o: &mut Self::Object,
        key: Bytes,
        v: Self::Value,
    ) -> Result<(), JsonError>;
    fn object_done(&mut self, o: Self::Object) -> Self::Value;
}

/// A decoded string as a php string (a short one is copied inline, a long one moved).
fn php_str(b: Bytes) -> PhpStr {
    if b.spilled() {
        PhpStr::from_vec(b.into_vec())
    } else {
        PhpStr::new(&b)
    }
}

/// Member names seen recently, by a hash of their bytes: a document repeats the same few
/// names, which then share one string (with its hash computed once) instead of a new
/// string per member. Strings are immutable, so the sharing is invisible.
pub(crate) struct KeyCache(Vec<Option<ArrayKey>>);

const KEY_CACHE_SLOTS: usize = 64;

impl Default for KeyCache {
    fn default() -> Self {
        KeyCache(vec![None; KEY_CACHE_SLOTS])
    }
}

impl KeyCache {
    /// The key for member name `b`: in an array a decimal integer name is an int key; an
    /// object's property names are always strings (`{"123":1}` has property "123").
    fn key(&mut self, b: Bytes, array: bool) -> ArrayKey {
        let make = |s: PhpStr| {
            if array {
                ArrayKey::from_php_str(s)
            } else {
                ArrayKey::Str(s)
            }
        };
        if b.spilled() {
            return make(php_str(b));
        }
        let h = b.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &c| {
            (h ^ u64::from(c)).wrapping_mul(0x0100_0000_01b3)
        });
        let slot = (h ^ (h >> 32)) as usize % KEY_CACHE_SLOTS;
        if let Some(Some(k)) = self.0.get(slot)
            && let ArrayKey::Str(s) = k
            && s.as_bytes() == b.as_slice()
        {
            return k.clone();
        }
        let s = php_str(b);
        let k = ArrayKey::from_php_str(s.clone());
        // Only names that are strings in both roles are kept.
        if let (ArrayKey::Str(_), Some(cell)) = (&k, self.0.get_mut(slot)) {
            *cell = Some(k.clone());
            return k;
        }
        if array { k } else { ArrayKey::Str(s) }
    }
}

/// Builds php values; objects are stdClass unless `assoc`.
pub(crate) struct ValueBuilder<'a> {
    pub(crate) vm: &'a mut Vm,
    pub(crate) assoc: bool,
    pub(crate) keys: KeyCache,
}

pub(crate) enum ObjectOrArray {
    Object(ObjectHandle),
    Array(PhpArray),
}

impl Builder for ValueBuilder<'_> {
    type Value = Value;
    type Array = Vec<Value>;
    type Object = ObjectOrArray;

    fn scalar(&mut self, s: Scalar) -> Value {
        match s {
            Scalar::Null => Value::Null,
            Scalar::Bool(b) => Value::Bool(b),
            Scalar::Int(i) => Value::Int(i),
            Scalar::Float(f) => Value::Float(f),
            Scalar::Str(s) => Value::Str(php_str(s)),
        }
    }

    fn array_new(&mut self) -> Vec<Value> {
        Vec::new()
    }

    fn array_push(&mut self, a: &mut Vec<Value>, v: Value) {
        a.push(v);
    }

    fn array_done(&mut self, a: Vec<Value>) -> Value {
        Value::Array(PhpArray::from_values(a))
    }

    fn object_new(&mut self) -> ObjectOrArray {
        if self.assoc {
            ObjectOrArray::Array(PhpArray::new())
        } else {
            ObjectOrArray::Object(self.vm.new_object(b"stdClass"))
        }
    }

    fn check_key(&self, key: &[u8]) -> Result<(), JsonError> {
        // A name starting with NUL would be a mangled private/protected name.
        if !self.assoc && key.first() == Some(&0) {
            return Err(JsonError::InvalidPropertyName);
        }
        Ok(())
    }

    fn object_set(&mut self, o: &mut ObjectOrArray, key: Bytes, v: Value) -> Result<(), JsonError> {
        match o {
            ObjectOrArray::Array(a) => {
                a.insert(self.keys.key(key, true), v);
            }
            ObjectOrArray::Object(obj) => {
                self.check_key(&key)?;
                obj.borrow_mut()
                    .properties
                    .insert(self.keys.key(key, false), v);
            }
        }
        Ok(())
    }

    fn object_done(&mut self, o: ObjectOrArray) -> Value {
        match o {
            ObjectOrArray::Array(a) => Value::Array(a),
            ObjectOrArray::Object(obj) => Value::Object(obj),
        }
    }
}

/// json_validate's builder: checks only.
pub(crate) struct Validator;

impl Builder for Validator {
    type Value = ();
    type Array = ();
    type Object = ();
    fn scalar(&mut self, _: Scalar) {}
    fn array_new(&mut self) {}
    fn array_push(&mut self, _: &mut (), _: ()) {}
    fn array_done(&mut self, _: ()) {}
    fn object_new(&mut self) {}
    fn object_set(&mut self, _: &mut (), _: Bytes, _: ()) -> Result<(), JsonError> {
        Ok(())
    }
    fn object_done(&mut self, _: ()) {}
}

#[cfg(test)]
mod tests {
    use super::super::errors::JsonError;
    use super::{Validator, parser::parse};

    fn check(input: &str, depth: i64) -> Result<(), JsonError> {
        parse(input.as_bytes(), 0, depth, &mut Validator)
    }

    #[test]
    fn error_codes() {
        assert_eq!(check("[1,{\"a\":[true,null]}]", 512), Ok(()));
        assert_eq!(check("[1,]", 512), Err(JsonError::Syntax));
        assert_eq!(check("[1}", 512), Err(JsonError::StateMismatch));
        assert_eq!(check("\"abc", 512), Err(JsonError::CtrlChar));
        assert_eq!(check("\"\\ud800\"", 512), Err(JsonError::Utf16));
        assert_eq!(check("[[1]]", 2), Err(JsonError::Depth));
        assert_eq!(check("[[1]]", 3), Ok(()));
        // The depth error comes as the container opens, before the bad token after it.
        assert_eq!(check("[[x", 2), Err(JsonError::Depth));
    }

    #[test]
    fn bison_stack_limit() {
        let nest = |n: usize| "[".repeat(n) + &"]".repeat(n);
        assert_eq!(check(&nest(4998), 100_000), Ok(()));
        assert_eq!(check(&nest(4999), 100_000), Err(JsonError::Syntax));
    }
}
