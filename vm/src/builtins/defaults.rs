//! The defaults of builtins' optional parameters (`defaults_table.rs`, generated from
//! php's arginfo by `scripts/gen-builtin-defaults.php`): a call with named arguments that
//! skips an optional parameter passes its default, as php's `zend_handle_undef_args`.

use crate::value::{PhpArray, Value};

/// One parameter's default.
pub enum Def {
    /// A required parameter.
    Required,
    /// Optional, but php does not know the value (passing it explicitly is required).
    Unknown,
    /// The variadic last parameter.
    Variadic,
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(&'static [u8]),
    EmptyArray,
}

#[path = "defaults_table.rs"]
mod table;

/// The parameters (name, default) of builtin `name` (lowercase; `class::method` for a
/// method) as php declares them.
pub(crate) fn params_of(name: &str) -> Option<&'static [(&'static str, Def)]> {
    let i = table::DEFAULTS
        .binary_search_by(|(n, _)| (*n).cmp(name))
        .ok()?;
    table::DEFAULTS.get(i).map(|(_, d)| *d)
}

impl Def {
    /// The value passed for a skipped parameter; None for `Required` and `Unknown`.
    pub(crate) fn value(&self) -> Option<Value> {
        Some(match self {
            Def::Required | Def::Unknown | Def::Variadic => return None,
            Def::Null => Value::Null,
            Def::Bool(b) => Value::Bool(*b),
            Def::Int(i) => Value::Int(*i),
            Def::Float(f) => Value::Float(*f),
            Def::Str(s) => Value::str(s),
            Def::EmptyArray => Value::Array(PhpArray::new()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_for_binary_search() {
        assert!(table::DEFAULTS.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(matches!(
            params_of("json_encode"),
            Some([
                ("value", Def::Required),
                ("flags", Def::Int(0)),
                ("depth", Def::Int(512))
            ])
        ));
        assert!(params_of("no_such_function").is_none());
    }
}
