//! Parameters declared `bool` (`bool_params_table.rs`, generated from php's arginfo by
//! `scripts/gen-bool-params.sh`). Builtins read a bool argument with `to_bool`, as a
//! truth value; php's ZPP first checks it: null is deprecated, an array or an object is a
//! TypeError, and under `strict_types` anything but a bool is one. `Vm::call_builtin` runs
//! that check for the parameters flagged here before the builtin itself.

use super::type_error;
use crate::exec::{Control, Vm};
use crate::value::Value;

#[path = "bool_params_table.rs"]
mod table;

/// Bit n set: parameter n of builtin `name` (lowercase) is declared `bool`.
pub(crate) fn mask_of(name: &[u8]) -> u32 {
    table::BOOL_PARAMS
        .binary_search_by(|(n, _)| n.as_bytes().cmp(name))
        .ok()
        .and_then(|i| table::BOOL_PARAMS.get(i))
        .map_or(0, |(_, m)| *m)
}

impl Vm {
    /// php's check of the arguments builtin `id` (`func`, parameters `params`) gets for
    /// its `bool` parameters, before it runs. An error drops the modes noted for the call.
    #[inline(always)]
    pub(crate) fn check_bool_args(
        &mut self,
        id: u32,
        func: &str,
        params: &[&str],
        args: &[Value],
    ) -> Result<(), Control> {
        let mask = self.builtins.bool_params(id);
        if mask == 0 {
            return Ok(());
        }
        let strict = self.strict_call;
        let r = check(self, func, params, mask, args, strict);
        if r.is_err() {
            (self.strict_call, self.direct_call) = (false, false);
        }
        r
    }
}

/// The check of `Vm::check_bool_args` for the parameters in `mask`; `strict`: the caller's
/// `strict_types`.
#[cold]
fn check(
    vm: &mut Vm,
    func: &str,
    params: &[&str],
    mask: u32,
    args: &[Value],
    strict: bool,
) -> Result<(), Control> {
    for (n, a) in args.iter().enumerate().take(31) {
        if mask & (1 << n) == 0 {
            continue;
        }
        let v = a.deref_value();
        let param = params.get(n).copied().unwrap_or("");
        match v {
            Value::Bool(_) => {}
            _ if strict => return Err(type_error(func, n, param, "bool", &v)),
            Value::Null => vm.deprecated(format!(
                "{func}(): Passing null to parameter #{} (${param}) of type bool is deprecated",
                n + 1
            )),
            Value::Array(_) | Value::Object(_) => {
                return Err(type_error(func, n, param, "bool", &v));
            }
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn table_is_sorted_for_binary_search() {
        assert!(
            super::table::BOOL_PARAMS
                .windows(2)
                .all(|w| w[0].0 < w[1].0)
        );
        assert_eq!(super::mask_of(b"in_array"), 1 << 2);
        assert_eq!(super::mask_of(b"strlen"), 0);
    }
}
