//! Global constants: `FOO` reads (user-defined first, then the builtin table, then the
//! unqualified fallback of a namespaced name) and `define()`/`const` declarations.

use super::{Control, ThrowKind, Vm};
use crate::value::Value;

fn error(kind: ThrowKind, msg: String) -> Control {
    Control::Error(kind, msg)
}

/// The key a constant is stored under: its namespace lowercased, its own name as written
/// (php's `zend_register_constant`: `NS\Foo\BAR` and `ns\foo\BAR` are one constant).
pub(crate) fn constant_key(name: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    match name.iter().rposition(|&b| b == b'\\') {
        Some(pos) if name[..pos].iter().any(u8::is_ascii_uppercase) => {
            let mut k = name.to_vec();
            k[..pos].make_ascii_lowercase();
            std::borrow::Cow::Owned(k)
        }
        _ => std::borrow::Cow::Borrowed(name),
    }
}

impl Vm {
    /// A constant defined by the script (`define()`/`const`), by any spelling of its
    /// namespace.
    pub(crate) fn user_constant(&self, name: &[u8]) -> Option<&Value> {
        self.constants.get(&*constant_key(name))
    }

    pub(super) fn fetch_constant(&mut self, name: u32) -> Result<Value, Control> {
        let n = self.lit_bytes(name);
        let n = n.strip_prefix(b"\\").unwrap_or(&n).to_vec();
        self.constant_deprecation(&n);
        if let Some(v) = self.user_constant(&n) {
            return Ok(v.clone());
        }
        if let Some(v) = crate::builtins::var::builtin_constant(&n) {
            return Ok(v);
        }
        if let Some(pos) = n.iter().rposition(|&b| b == b'\\') {
            let short = &n[pos + 1..];
            if self.user_constant(&n).is_none() {
                self.constant_deprecation(short);
            }
            if let Some(v) = self.constants.get(short) {
                return Ok(v.clone());
            }
            if let Some(v) = crate::builtins::var::builtin_constant(short) {
                return Ok(v);
            }
        }
        Err(error(
            ThrowKind::Error,
            format!("Undefined constant \"{}\"", String::from_utf8_lossy(&n)),
        ))
    }

    /// php's deprecated internal constants (CONST_DEPRECATED): reading one raises its
    /// deprecation.
    pub(crate) fn constant_deprecation(&mut self, name: &[u8]) {
        let Some(why) = crate::builtins::var::deprecated_constant(name) else {
            return;
        };
        self.deprecated(format!(
            "Constant {} is deprecated {why}",
            String::from_utf8_lossy(name)
        ));
    }

    /// `define()`/`const`: false (with php's warning) when already defined.
    pub(crate) fn define_constant(&mut self, name: &[u8], v: Value) -> bool {
        if self.user_constant(name).is_some()
            || crate::builtins::var::builtin_constant(name).is_some()
        {
            self.warn(format!(
                "Constant {} already defined, this will be an error in PHP 9",
                String::from_utf8_lossy(&constant_key(name))
            ));
            return false;
        }
        self.constants.insert(constant_key(name).into(), v);
        true
    }
}
