//! The run-time side of php's built-in attributes: `#[\Deprecated]` on functions, methods
//! and class constants (the deprecation reported when one is called or fetched),
//! `#[\NoDiscard]` (the warning when a call's result is unused, also for php 8.5's
//! internal methods marked so), and `#[\SensitiveParameter]` (arguments replaced by a
//! `SensitiveParameterValue` in backtraces). Calls of a unit carrying any of these leave
//! the plain call path (`Unit::attr_flags`), so ordinary calls pay nothing.

use super::{Control, Vm};
use crate::bytecode::{ATTR_DEPRECATED, ATTR_NODISCARD, AttrDecl, Unit, UnitKind};
use crate::class::{Class, ClassConst, ClassId};
use crate::diag::ErrorType;
use crate::value::{ArrayKey, PhpArray, Value};
use std::rc::Rc;

/// The state of a `SensitiveParameterValue` object: the hidden value.
#[derive(Default)]
pub struct SensitiveValue(pub Value);

/// Positions of arguments to hide in a backtrace: (trace entry, argument index).
pub(crate) type SensitiveArgs = Vec<(usize, usize)>;

/// The DateTimeImmutable methods php 8.5 marks `#[\NoDiscard]`.
const IMMUTABLE_NODISCARD: &[&str] = &[
    "add",
    "sub",
    "modify",
    "setDate",
    "setISODate",
    "setTime",
    "setTimestamp",
    "setTimezone",
    "setMicrosecond",
];

/// A `Deprecated`/`NoDiscard` argument: positional `pos` or named `name`, as a string
/// (`None` when absent, null or empty).
fn attr_text(
    vm: &mut Vm,
    a: &AttrDecl,
    pos: usize,
    name: &[u8],
    scope: Option<&Rc<Class>>,
) -> Result<Option<String>, Control> {
    let mut positional = 0;
    let mut found = None;
    for (n, e) in &a.args {
        match n {
            Some(n) if **n == *name => found = Some(e),
            None => {
                if positional == pos {
                    found = Some(e);
                }
                positional += 1;
            }
            _ => {}
        }
    }
    let Some(e) = found else { return Ok(None) };
    let v = vm.eval_const_expr(e, scope)?;
    let s = match v {
        Value::Str(s) => s.to_string_lossy(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => f.to_string(),
        Value::Bool(true) => "1".into(),
        _ => String::new(),
    };
    Ok(if s.is_empty() { None } else { Some(s) })
}

fn find_attr<'a>(attrs: &'a [AttrDecl], name: &[u8]) -> Option<&'a AttrDecl> {
    attrs.iter().find(|a| a.name.eq_ignore_ascii_case(name))
}

impl Vm {
    /// `Function f()` / `Method A::m()` as php's attribute diagnostics name a callee.
    fn callee_words(&self, unit: &Unit, scope: ClassId) -> (String, &'static str) {
        if unit.kind == UnitKind::Method {
            let class = self
                .class_by_id(scope)
                .map(|c| c.name.to_string_lossy())
                .unwrap_or_else(|| String::from_utf8_lossy(&unit.class_name).into_owned());
            (
                format!("{class}::{}", String::from_utf8_lossy(&unit.name)),
                "Method",
            )
        } else {
            (super::call::function_display_name(unit), "Function")
        }
    }

    /// The checks of a flagged unit on entry: `#[\Deprecated]` (every call, as php's
    /// function entry); `#[\NoDiscard]` is `nodiscard_call`'s (only direct calls).
    pub(crate) fn attr_call_checks(&mut self, unit: &Unit, scope: ClassId) -> Result<(), Control> {
        if unit.attr_flags & ATTR_DEPRECATED == 0 {
            return Ok(());
        }
        let Some(a) = find_attr(&unit.attributes, b"Deprecated").cloned() else {
            return Ok(());
        };
        let class = self.class_by_id(scope);
        let message = attr_text(self, &a, 0, b"message", class.as_ref())?;
        let since = attr_text(self, &a, 1, b"since", class.as_ref())?;
        let (name, word) = self.callee_words(unit, scope);
        let msg = deprecation_text(&format!("{word} {name}()"), message, since);
        let t = if unit.internal {
            ErrorType::Deprecated
        } else {
            ErrorType::UserDeprecated
        };
        self.report(t, &msg);
        Ok(())
    }

    /// `#[\NoDiscard]` of a user callee whose result is unused.
    pub(crate) fn nodiscard_call(&mut self, unit: &Unit, scope: ClassId) -> Result<(), Control> {
        if unit.attr_flags & ATTR_NODISCARD == 0 {
            return Ok(());
        }
        let Some(a) = find_attr(&unit.attributes, b"NoDiscard").cloned() else {
            return Ok(());
        };
        let class = self.class_by_id(scope);
        let message = attr_text(self, &a, 0, b"message", class.as_ref())?;
        let (name, word) = self.callee_words(unit, scope);
        let msg = nodiscard_text(&format!("{} {name}()", word.to_ascii_lowercase()), message);
        let t = if unit.internal {
            ErrorType::Warning
        } else {
            ErrorType::UserWarning
        };
        self.report(t, &msg);
        Ok(())
    }

    /// `#[\NoDiscard]` of php's own methods (DateTimeImmutable's modifiers).
    pub(crate) fn nodiscard_internal(&mut self, class: &str, method: &str) {
        if class == "DateTimeImmutable" && IMMUTABLE_NODISCARD.contains(&method) {
            let f = format!("{class}::{method}()");
            let msg = nodiscard_text(
                &format!("method {f}"),
                Some(format!("as {f} does not modify the object itself")),
            );
            self.report(ErrorType::Warning, &msg);
        }
    }

    /// `#[\Deprecated]` of a class constant or enum case being fetched.
    pub(crate) fn deprecated_const(&mut self, k: &ClassConst) -> Result<(), Control> {
        let class = self.class_by_id(k.declaring);
        let attr = class.as_ref().and_then(|c| {
            let decl = c.decl.as_ref()?;
            decl.consts
                .iter()
                .find(|d| *d.name == *k.name.as_bytes())
                .and_then(|d| find_attr(&d.attributes, b"Deprecated").cloned())
        });
        let (message, since) = match &attr {
            Some(a) => (
                attr_text(self, a, 0, b"message", class.as_ref())?,
                attr_text(self, a, 1, b"since", class.as_ref())?,
            ),
            None => (None, None),
        };
        let word = if k.is_case { "Enum case" } else { "Constant" };
        let what = format!(
            "{word} {}::{}",
            k.declaring_name.to_string_lossy(),
            k.name.to_string_lossy()
        );
        self.report(
            ErrorType::UserDeprecated,
            &deprecation_text(&what, message, since),
        );
        Ok(())
    }

    /// Replace the `#[\SensitiveParameter]` arguments of a built trace by
    /// `SensitiveParameterValue` objects.
    pub(crate) fn wrap_sensitive(&mut self, trace: &mut PhpArray, hidden: &SensitiveArgs) {
        for &(entry, arg) in hidden {
            let Some(Value::Array(e)) = trace.make_mut().get_mut(&ArrayKey::Int(entry as i64))
            else {
                continue;
            };
            let Some(Value::Array(args)) = e
                .make_mut()
                .get_mut(&ArrayKey::Str(crate::value::PhpStr::from("args")))
            else {
                continue;
            };
            let Some(v) = args.make_mut().get_mut(&ArrayKey::Int(arg as i64)) else {
                continue;
            };
            let inner = std::mem::take(v);
            let o = self.new_object(b"SensitiveParameterValue");
            o.set_state(SensitiveValue(inner));
            *v = Value::Object(o);
        }
    }
}

/// php's deprecation text: `WHAT is deprecated[ since S][, MESSAGE]`.
fn deprecation_text(what: &str, message: Option<String>, since: Option<String>) -> String {
    let mut s = format!("{what} is deprecated");
    if let Some(v) = since {
        s.push_str(" since ");
        s.push_str(&v);
    }
    if let Some(m) = message {
        s.push_str(", ");
        s.push_str(&m);
    }
    s
}

fn nodiscard_text(what: &str, message: Option<String>) -> String {
    let mut s = format!(
        "The return value of {what} should either be used or intentionally ignored by casting it as (void)"
    );
    if let Some(m) = message {
        s.push_str(", ");
        s.push_str(&m);
    }
    s
}
