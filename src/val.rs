//! `Val`, the owned Rust-side form of a PHP value that crosses the embedding boundary, and
//! its conversions to and from the VM's `Rc`-based `Value` (which never leaves the VM).

use rphp_vm::value::{ArrayKey, PhpArray, Value};
use std::fmt;

/// A PHP value owned by Rust: scalars, byte strings and ordered arrays. Objects (and
/// resources) do not cross the boundary; converting one is an `Error::Unsupported`.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Val {
    #[default]
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// PHP strings are bytes; `Val::from("text")` makes one from UTF-8.
    Str(Vec<u8>),
    /// An ordered map, in PHP's iteration order.
    Array(Vec<(Key, Val)>),
}

/// An array key. String keys that look like canonical integers (`"7"`) become `Int` keys
/// when they enter PHP, as php does.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Key {
    Int(i64),
    Str(Vec<u8>),
}

/// Arrays nested deeper than this (or recursive through references) are not converted.
const MAX_DEPTH: usize = 512;

impl Val {
    /// A PHP list `[0 => a, 1 => b, ...]`.
    pub fn list(items: impl IntoIterator<Item = Val>) -> Val {
        Val::Array(
            items
                .into_iter()
                .enumerate()
                .map(|(i, v)| (Key::Int(i as i64), v))
                .collect(),
        )
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Val::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_int(&self) -> Option<i64> {
        match self {
            Val::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The number, for an `Int` or a `Float`.
    pub fn as_float(&self) -> Option<f64> {
        match self {
            Val::Float(f) => Some(*f),
            Val::Int(i) => Some(*i as f64),
            _ => None,
        }
    }

    pub fn as_bytes(&self) -> Option<&[u8]> {
        match self {
            Val::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The string, when it is valid UTF-8.
    pub fn as_str(&self) -> Option<&str> {
        self.as_bytes().and_then(|b| std::str::from_utf8(b).ok())
    }

    pub fn as_array(&self) -> Option<&[(Key, Val)]> {
        match self {
            Val::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The value of `key` in an array.
    pub fn get(&self, key: impl Into<Key>) -> Option<&Val> {
        let key = key.into();
        self.as_array()?
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v)
    }

    /// php's type name (`null`, `bool`, `int`, `float`, `string`, `array`).
    pub fn type_name(&self) -> &'static str {
        match self {
            Val::Null => "null",
            Val::Bool(_) => "bool",
            Val::Int(_) => "int",
            Val::Float(_) => "float",
            Val::Str(_) => "string",
            Val::Array(_) => "array",
        }
    }

    /// The VM value (a fresh copy; nothing is shared with Rust).
    pub(crate) fn to_value(&self) -> Value {
        match self {
            Val::Null => Value::Null,
            Val::Bool(b) => Value::Bool(*b),
            Val::Int(i) => Value::Int(*i),
            Val::Float(f) => Value::Float(*f),
            Val::Str(s) => Value::str(s),
            Val::Array(items) => {
                let mut a = PhpArray::new();
                for (k, v) in items {
                    let key = match k {
                        Key::Int(i) => ArrayKey::Int(*i),
                        Key::Str(s) => ArrayKey::from_bytes(s),
                    };
                    a.insert(key, v.to_value());
                }
                Value::Array(a)
            }
        }
    }

    /// The owned copy of a VM value; `Err` names what cannot cross (an object).
    pub(crate) fn from_value(v: &Value) -> Result<Val, String> {
        from_value_at(v, 0)
    }
}

fn from_value_at(v: &Value, depth: usize) -> Result<Val, String> {
    Ok(match v {
        Value::Null => Val::Null,
        Value::Bool(b) => Val::Bool(*b),
        Value::Int(i) => Val::Int(*i),
        Value::Float(f) => Val::Float(*f),
        Value::Str(s) => Val::Str(s.as_bytes().to_vec()),
        Value::Ref(r) => return from_value_at(&r.get(), depth),
        Value::Object(o) => {
            return Err(format!(
                "an object of class {} cannot be converted to a Rust value",
                o.class_name().to_string_lossy()
            ));
        }
        Value::Resource(r) => {
            return Err(format!(
                "a resource of type {} cannot be converted to a Rust value",
                r.type_name()
            ));
        }
        Value::Array(a) => {
            if depth >= MAX_DEPTH {
                return Err("an array nested too deeply (or recursive) cannot be converted".into());
            }
            let mut items = Vec::with_capacity(a.len());
            for (k, v) in a.iter() {
                let key = match k {
                    ArrayKey::Int(i) => Key::Int(i),
                    ArrayKey::Str(s) => Key::Str(s.as_bytes().to_vec()),
                };
                items.push((key, from_value_at(v, depth + 1)?));
            }
            Val::Array(items)
        }
    })
}

impl fmt::Display for Val {
    /// A short debugging form (not php's string conversion).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Val::Null => f.write_str("null"),
            Val::Bool(b) => write!(f, "{b}"),
            Val::Int(i) => write!(f, "{i}"),
            Val::Float(x) => write!(f, "{x:?}"),
            Val::Str(s) => write!(f, "{:?}", String::from_utf8_lossy(s)),
            Val::Array(items) => {
                f.write_str("[")?;
                for (i, (k, v)) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    match k {
                        Key::Int(n) => write!(f, "{n} => {v}")?,
                        Key::Str(s) => write!(f, "{:?} => {v}", String::from_utf8_lossy(s))?,
                    }
                }
                f.write_str("]")
            }
        }
    }
}

impl From<bool> for Val {
    fn from(b: bool) -> Val {
        Val::Bool(b)
    }
}

impl From<i64> for Val {
    fn from(i: i64) -> Val {
        Val::Int(i)
    }
}

impl From<i32> for Val {
    fn from(i: i32) -> Val {
        Val::Int(i64::from(i))
    }
}

impl From<u32> for Val {
    fn from(i: u32) -> Val {
        Val::Int(i64::from(i))
    }
}

impl From<f64> for Val {
    fn from(f: f64) -> Val {
        Val::Float(f)
    }
}

impl From<&str> for Val {
    fn from(s: &str) -> Val {
        Val::Str(s.as_bytes().to_vec())
    }
}

impl From<String> for Val {
    fn from(s: String) -> Val {
        Val::Str(s.into_bytes())
    }
}

impl From<&[u8]> for Val {
    fn from(s: &[u8]) -> Val {
        Val::Str(s.to_vec())
    }
}

impl From<Vec<u8>> for Val {
    fn from(s: Vec<u8>) -> Val {
        Val::Str(s)
    }
}

impl<T: Into<Val>> From<Option<T>> for Val {
    fn from(o: Option<T>) -> Val {
        o.map_or(Val::Null, Into::into)
    }
}

impl<T: Into<Val>> From<Vec<T>> for Val {
    /// A list.
    fn from(items: Vec<T>) -> Val {
        Val::list(items.into_iter().map(Into::into))
    }
}

impl<K: Into<Key>, V: Into<Val>> FromIterator<(K, V)> for Val {
    /// An array with these keys, in order (a later duplicate key overwrites in PHP).
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Val {
        Val::Array(
            iter.into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        )
    }
}

impl From<i64> for Key {
    fn from(i: i64) -> Key {
        Key::Int(i)
    }
}

impl From<i32> for Key {
    fn from(i: i32) -> Key {
        Key::Int(i64::from(i))
    }
}

impl From<&str> for Key {
    fn from(s: &str) -> Key {
        Key::Str(s.as_bytes().to_vec())
    }
}

impl From<String> for Key {
    fn from(s: String) -> Key {
        Key::Str(s.into_bytes())
    }
}

impl From<&[u8]> for Key {
    fn from(s: &[u8]) -> Key {
        Key::Str(s.to_vec())
    }
}
