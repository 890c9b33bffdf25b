//! Arity errors of user and internal (prelude) functions: too few arguments (raised by
//! the running frame's RECV) and, for internal code, too many.

use super::{Control, Ret, ThrowKind, Vm};
use crate::bytecode::Unit;

fn error(kind: ThrowKind, msg: impl Into<String>) -> Control {
    Control::Error(kind, msg.into())
}

impl Vm {
    pub(super) fn too_few_args(&mut self) -> Control {
        let Some(frame) = self.co.frames.last() else {
            return error(ThrowKind::Error, "");
        };
        let unit = frame.func.unit.clone();
        let passed = frame.argc;
        let required = unit
            .params
            .iter()
            .filter(|p| !p.has_default && !p.variadic)
            .count();
        let exact = required == unit.params.len();
        // a gap left by named arguments: php names the parameter
        let base = frame.base as usize;
        let gap = unit.params.iter().enumerate().position(|(i, p)| {
            i < passed as usize
                && !p.has_default
                && !p.variadic
                && self.co.stack.get(base + i).is_none_or(Option::is_none)
        });
        if let Some(i) = gap {
            return error(
                ThrowKind::ArgumentCountError,
                format!(
                    "{}(): Argument #{} (${}) not passed",
                    self.running_display_name(&unit),
                    i + 1,
                    String::from_utf8_lossy(&unit.params[i].name)
                ),
            );
        }
        if unit.internal && unit.kind != crate::bytecode::UnitKind::Closure {
            let name = self.running_display_name(&unit);
            return internal_arity_error(&unit, &name, passed as usize);
        }
        // called by a builtin (array_map, usort...): php names no call site
        let from_internal = matches!(&frame.ret, Ret::Cont(c, _) if c.internal());
        let site = if from_internal {
            String::new()
        } else {
            let (file, line) = self.caller_location();
            format!(" in {file} on line {line}")
        };
        let msg = format!(
            "Too few arguments to function {}(), {passed} passed{site} and {} {required} expected",
            self.running_display_name(&unit),
            if exact { "exactly" } else { "at least" }
        );
        error(ThrowKind::ArgumentCountError, msg)
    }
}

/// php's arity error of an internal function (prelude code): "X::m() expects exactly 1
/// argument, 0 given".
pub(super) fn internal_arity_error(unit: &Unit, name: &str, argc: usize) -> Control {
    let nparams = unit.params.len();
    let variadic = unit.params.last().is_some_and(|p| p.variadic);
    let required = unit
        .params
        .iter()
        .filter(|p| !p.has_default && !p.variadic)
        .count();
    let (word, n) = if argc < required {
        (
            if required == nparams {
                "exactly"
            } else {
                "at least"
            },
            required,
        )
    } else {
        (
            if required == nparams && !variadic {
                "exactly"
            } else {
                "at most"
            },
            nparams,
        )
    };
    error(
        ThrowKind::ArgumentCountError,
        format!(
            "{name}() expects {word} {n} argument{}, {argc} given",
            if n == 1 { "" } else { "s" }
        ),
    )
}
