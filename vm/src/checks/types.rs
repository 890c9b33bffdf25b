//! Type declaration checks (php's `zend_compile_typename`): nullable mixed/null, duplicate
//! and redundant types, `true|false`, standalone-only types, intersection members,
//! qualified builtin names, `static` outside a class.

use rphp_parser::ast::{NameKind, Type, TypeKind};

use super::{Checker, ReturnKind, lower, show};

pub(super) const NULL: u32 = 1;
pub(super) const FALSE: u32 = 1 << 1;
pub(super) const TRUE: u32 = 1 << 2;
pub(super) const LONG: u32 = 1 << 3;
pub(super) const DOUBLE: u32 = 1 << 4;
pub(super) const STRING: u32 = 1 << 5;
pub(super) const ARRAY: u32 = 1 << 6;
pub(super) const OBJECT: u32 = 1 << 7;
const RESOURCE: u32 = 1 << 8;
const CALLABLE: u32 = 1 << 9;
const VOID: u32 = 1 << 10;
const STATIC: u32 = 1 << 11;
/// `static` as a return type.
pub(super) const ANY_STATIC: u32 = STATIC;
const NEVER: u32 = 1 << 12;
pub(super) const ANY: u32 =
    NULL | FALSE | TRUE | LONG | DOUBLE | STRING | ARRAY | OBJECT | RESOURCE;

/// A compiled type: its builtin mask and class names (resolved, as php prints them).
#[derive(Debug, Default, Clone)]
pub(super) struct TypeInfo {
    pub mask: u32,
    pub classes: Vec<String>,
    /// `iterable` (Traversable|array).
    pub iterable: bool,
    /// Printable form (php's `zend_type_to_string`).
    pub text: String,
    /// Class parts for printing, in order (intersections inside a union in parentheses).
    pub display: Vec<String>,
}

impl TypeInfo {
    pub(super) fn return_kind(&self) -> ReturnKind {
        if self.mask == VOID {
            ReturnKind::Void
        } else if self.mask == NEVER {
            ReturnKind::Never
        } else if self.mask & NULL != 0 {
            ReturnKind::Nullable
        } else {
            ReturnKind::Typed
        }
    }
    pub(super) fn is_void(&self) -> bool {
        self.mask & VOID != 0
    }
    pub(super) fn is_never(&self) -> bool {
        self.mask & NEVER != 0
    }
    pub(super) fn is_callable(&self) -> bool {
        self.mask & CALLABLE != 0
    }
    /// Accepts objects of some class (for the generator return type check).
    pub(super) fn may_be_object(&self) -> bool {
        self.mask & OBJECT != 0 || self.mask & STATIC != 0
    }
}

fn builtin(lname: &[u8]) -> Option<(u32, &'static str)> {
    Some(match lname {
        b"int" => (LONG, "int"),
        b"float" => (DOUBLE, "float"),
        b"string" => (STRING, "string"),
        b"bool" => (FALSE | TRUE, "bool"),
        b"false" => (FALSE, "false"),
        b"true" => (TRUE, "true"),
        b"null" => (NULL, "null"),
        b"void" => (VOID, "void"),
        b"never" => (NEVER, "never"),
        b"mixed" => (ANY, "mixed"),
        b"object" => (OBJECT, "object"),
        b"iterable" => (ARRAY, "iterable"),
        _ => return None,
    })
}

/// A mask as php prints it (single bits and `bool`).
fn mask_text(mask: u32) -> String {
    let names: [(u32, &str); 12] = [
        (OBJECT, "object"),
        (ARRAY, "array"),
        (STRING, "string"),
        (LONG, "int"),
        (DOUBLE, "float"),
        (FALSE | TRUE, "bool"),
        (FALSE, "false"),
        (TRUE, "true"),
        (VOID, "void"),
        (NEVER, "never"),
        (CALLABLE, "callable"),
        (NULL, "null"),
    ];
    let mut out = Vec::new();
    let mut rest = mask;
    for (bits, name) in names {
        if rest & bits == bits {
            out.push(name);
            rest &= !bits;
        }
    }
    out.join("|")
}

impl Checker<'_> {
    /// Check a type declaration; `None` after a fatal.
    pub(super) fn type_decl(&mut self, ty: &Type) -> Option<TypeInfo> {
        let line = self.line(ty.span);
        let (inner, nullable) = match &ty.kind {
            TypeKind::Nullable(inner) => (inner.as_ref(), true),
            _ => (ty, false),
        };
        let mut info = TypeInfo::default();
        match &inner.kind {
            TypeKind::Union(members) => {
                let mut class_members: Vec<(String, bool)> = Vec::new();
                let mut intersections: Vec<Vec<String>> = Vec::new();
                for m in members {
                    if let TypeKind::Intersection(parts) = &m.kind {
                        let names = self.intersection(parts)?;
                        for prev in &intersections {
                            if let Some(msg) = intersection_redundancy(&names, prev) {
                                self.fatal(line, msg);
                                return None;
                            }
                        }
                        for (prev, _) in &class_members {
                            if names.iter().any(|n| n.eq_ignore_ascii_case(prev)) {
                                self.fatal(
                                    line,
                                    format!(
                                        "Type {} is redundant as it is more restrictive than type {}",
                                        names.join("&"),
                                        prev
                                    ),
                                );
                                return None;
                            }
                        }
                        info.display.push(format!("({})", names.join("&")));
                        intersections.push(names);
                        continue;
                    }
                    let single = self.single_type(m)?;
                    if single.mask == ANY {
                        self.fatal(line, "Type mixed can only be used as a standalone type");
                        return None;
                    }
                    let overlap = info.mask & single.mask;
                    if overlap != 0 {
                        self.fatal(
                            line,
                            format!("Duplicate type {} is redundant", mask_text(overlap)),
                        );
                        return None;
                    }
                    if (info.mask & TRUE != 0 && single.mask == FALSE)
                        || (info.mask & FALSE != 0 && single.mask == TRUE)
                    {
                        self.fatal(
                            line,
                            "Type contains both true and false, bool must be used instead",
                        );
                        return None;
                    }
                    info.mask |= single.mask;
                    info.iterable |= single.iterable;
                    for c in single.classes {
                        for names in &intersections {
                            if names.iter().any(|n| n.eq_ignore_ascii_case(&c)) {
                                self.fatal(
                                    line,
                                    format!(
                                        "Type {} is redundant as it is more restrictive than type {}",
                                        names.join("&"),
                                        c
                                    ),
                                );
                                return None;
                            }
                        }
                        if class_members
                            .iter()
                            .any(|(p, _)| p.eq_ignore_ascii_case(&c))
                        {
                            self.fatal(line, format!("Duplicate type {c} is redundant"));
                            return None;
                        }
                        class_members.push((c.clone(), false));
                        info.display.push(c.clone());
                        info.classes.push(c);
                    }
                }
                let iterable_only = info.iterable && info.classes.len() == 1;
                let has_class =
                    (!info.classes.is_empty() && !iterable_only) || !intersections.is_empty();
                if info.mask & OBJECT != 0 && (has_class || info.mask & STATIC != 0) {
                    let text = type_text(&info);
                    self.fatal(
                        line,
                        format!(
                            "Type {text} contains both object and a class type, which is redundant"
                        ),
                    );
                    return None;
                }
                for names in intersections {
                    info.classes.extend(names);
                }
            }
            TypeKind::Intersection(parts) => {
                let names = self.intersection(parts)?;
                info.display.push(names.join("&"));
                info.classes = names;
            }
            _ => info = self.single_type(inner)?,
        }
        if nullable && info.mask == ANY {
            self.fatal(
                line,
                "Type mixed cannot be marked as nullable since mixed already includes null",
            );
            return None;
        }
        if nullable && info.mask & NULL != 0 {
            self.fatal(line, "null cannot be marked as nullable");
            return None;
        }
        if nullable {
            info.mask |= NULL;
        }
        let complex = !info.classes.is_empty() || info.iterable;
        if info.mask & VOID != 0 && (complex || info.mask != VOID) {
            self.fatal(line, "Void can only be used as a standalone type");
            return None;
        }
        if info.mask & NEVER != 0 && (complex || info.mask != NEVER) {
            self.fatal(line, "never can only be used as a standalone type");
            return None;
        }
        info.text = type_text(&info);
        Some(info)
    }

    fn intersection(&mut self, parts: &[Type]) -> Option<Vec<String>> {
        let mut names: Vec<String> = Vec::new();
        for p in parts {
            let single = self.single_type(p)?;
            let line = self.line(p.span);
            if single.mask != 0 || single.iterable {
                let text = if single.iterable {
                    "Traversable|array".to_owned()
                } else {
                    show(self.text(p.span)).to_ascii_lowercase()
                };
                self.fatal(
                    line,
                    format!("Type {text} cannot be part of an intersection type"),
                );
                return None;
            }
            let Some(name) = single.classes.into_iter().next() else {
                continue;
            };
            if names.iter().any(|n| n.eq_ignore_ascii_case(&name)) {
                self.fatal(line, format!("Duplicate type {name} is redundant"));
                return None;
            }
            names.push(name);
        }
        Some(names)
    }

    /// php's `zend_compile_single_typename`.
    fn single_type(&mut self, ty: &Type) -> Option<TypeInfo> {
        let line = self.line(ty.span);
        let mut info = TypeInfo::default();
        match &ty.kind {
            TypeKind::Array => info.mask = ARRAY,
            TypeKind::Callable => info.mask = CALLABLE,
            TypeKind::Static => {
                if self.class().is_none() && self.scope_known() {
                    self.fatal(line, "Cannot use \"static\" when no class scope is active");
                    return None;
                }
                info.mask = STATIC;
            }
            TypeKind::Name(name) => {
                let lname = lower(&name.name);
                if let Some((mask, canonical)) = builtin(&lname) {
                    if name.kind != NameKind::Unqualified {
                        self.fatal(
                            line,
                            format!("Type declaration '{}' must be unqualified", show(&lname)),
                        );
                        return None;
                    }
                    if canonical == "iterable" {
                        info.iterable = true;
                        info.classes.push("Traversable".to_owned());
                        info.display.push("Traversable".to_owned());
                    }
                    info.mask = mask;
                } else if name.kind == NameKind::Unqualified
                    && matches!(lname.as_slice(), b"self" | b"parent")
                {
                    self.check_fetch_type(&lname, line);
                    if self.stopped {
                        return None;
                    }
                    info.classes.push(show(&name.name));
                    info.display.push(show(&name.name));
                } else {
                    let resolved = show(&self.resolve_class(name));
                    info.classes.push(resolved.clone());
                    info.display.push(resolved);
                }
            }
            TypeKind::Nullable(_) | TypeKind::Union(_) | TypeKind::Intersection(_) => {
                return self.type_decl(ty);
            }
        }
        Some(info)
    }
}

/// php's `zend_type_to_string`: class parts, then builtins in php's order.
fn type_text(info: &TypeInfo) -> String {
    let mut parts: Vec<String> = info.display.clone();
    let mask = info.mask;
    if mask & ANY == ANY {
        parts.push("mixed".to_owned());
    } else {
        let order: [(u32, &str); 9] = [
            (STATIC, "static"),
            (CALLABLE, "callable"),
            (OBJECT, "object"),
            (ARRAY, "array"),
            (STRING, "string"),
            (LONG, "int"),
            (DOUBLE, "float"),
            (VOID, "void"),
            (NEVER, "never"),
        ];
        for (bit, name) in order {
            if mask & bit != 0 && !(bit == VOID || bit == NEVER) {
                parts.push(name.to_owned());
            }
            if bit == DOUBLE {
                if mask & (FALSE | TRUE) == FALSE | TRUE {
                    parts.push("bool".to_owned());
                } else if mask & FALSE != 0 {
                    parts.push("false".to_owned());
                } else if mask & TRUE != 0 {
                    parts.push("true".to_owned());
                }
            }
            if (bit == VOID || bit == NEVER) && mask & bit != 0 {
                parts.push(name.to_owned());
            }
        }
        if mask & NULL != 0 {
            let single = parts.len() == 1 && !parts[0].contains('|') && !parts[0].contains('&');
            if single && !info.iterable {
                return format!("?{}", parts[0]);
            }
            parts.push("null".to_owned());
        }
    }
    parts.join("|")
}

/// php's `zend_are_intersection_types_redundant`.
fn intersection_redundancy(left: &[String], right: &[String]) -> Option<String> {
    let (smaller, larger, flipped) = if left.len() <= right.len() {
        (left, right, false)
    } else {
        (right, left, true)
    };
    let sum = smaller
        .iter()
        .filter(|s| larger.iter().any(|l| l.eq_ignore_ascii_case(s)))
        .count();
    if sum != smaller.len() {
        return None;
    }
    let (smaller_text, larger_text) = if flipped {
        (right.join("&"), left.join("&"))
    } else {
        (left.join("&"), right.join("&"))
    };
    Some(if smaller.len() == larger.len() {
        format!("Type {smaller_text} is redundant with type {larger_text}")
    } else {
        format!(
            "Type {larger_text} is redundant as it is more restrictive than type {smaller_text}"
        )
    })
}
