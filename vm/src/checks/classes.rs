//! Class-like declarations: reserved names, members (properties, constants, methods, enum
//! cases, trait uses), modifiers, readonly and enum rules, magic method signatures,
//! promoted properties, plus the file's `use` imports and name resolution.

use rphp_parser::ast::{
    AttributeGroup, ClassDecl, ClassKind, ConstDecl, Member, Method, Modifiers, Name, NameKind,
    Param, PropertyDecl, Use, UseKind,
};

use super::functions::{FnShape, default_fits, literal_type, stmts_yield, type_name};
use super::hooks::HookedProperty;
use super::types::{ANY, ARRAY, FALSE, NULL, OBJECT, STRING, TRUE, TypeInfo};
use super::{Checker, ClassCtx, FnKind, lower, show};

/// Reserved class names (php's `zend_is_reserved_class_name`).
fn is_reserved_class_name(lname: &[u8]) -> bool {
    matches!(
        lname,
        b"bool"
            | b"false"
            | b"float"
            | b"int"
            | b"null"
            | b"parent"
            | b"self"
            | b"static"
            | b"string"
            | b"true"
            | b"void"
            | b"never"
            | b"iterable"
            | b"object"
            | b"mixed"
    )
}

/// The file's imports per namespace.
#[derive(Debug, Default)]
pub(super) struct Imports {
    pub classes: std::collections::HashMap<Vec<u8>, Vec<u8>>,
    pub functions: std::collections::HashMap<Vec<u8>, Vec<u8>>,
    pub consts: std::collections::HashMap<Vec<u8>, Vec<u8>>,
}

/// Names declared so far in the file (php's `FC(seen_symbols)`), which a later `use` may not
/// import under another meaning: classes and functions by lowercase name, constants as
/// declared.
#[derive(Debug, Default)]
pub(super) struct Seen {
    pub classes: std::collections::HashSet<Vec<u8>>,
    pub functions: std::collections::HashSet<Vec<u8>>,
    pub consts: std::collections::HashSet<Vec<u8>>,
}

impl Checker<'_> {
    /// php's `zend_check_already_in_use`: `use full as alias` where the file already
    /// declared `namespace\alias` as something else.
    fn seen_conflict(&self, kind: UseKind, full: &[u8], alias: &[u8]) -> Option<String> {
        let mut check = lower(&self.namespace);
        if !check.is_empty() {
            check.push(b'\\');
        }
        let (set, word) = match kind {
            UseKind::Class => (&self.seen.classes, ""),
            UseKind::Function => (&self.seen.functions, " function"),
            UseKind::Const => (&self.seen.consts, " const"),
        };
        if kind == UseKind::Const {
            check.extend_from_slice(alias);
        } else {
            check.extend_from_slice(&lower(alias));
        }
        if !set.contains(&check) || full.eq_ignore_ascii_case(&check) {
            return None;
        }
        Some(format!(
            "Cannot use{word} {} as {} because the name is already in use",
            show(full),
            show(alias)
        ))
    }

    /// A new namespace starts with no imports.
    pub(super) fn begin_namespace_imports(&mut self) {
        self.imports = Imports::default();
    }

    /// `Name` prefixed with the current namespace.
    pub(super) fn qualify(&self, name: &[u8]) -> Vec<u8> {
        if self.namespace.is_empty() {
            name.to_vec()
        } else {
            let mut v = self.namespace.clone();
            v.push(b'\\');
            v.extend_from_slice(name);
            v
        }
    }

    /// php's `zend_resolve_class_name`.
    pub(super) fn resolve_class(&self, n: &Name) -> Vec<u8> {
        match n.kind {
            NameKind::FullyQualified => n.name.to_vec(),
            NameKind::Relative => self.qualify(&n.name),
            NameKind::Unqualified | NameKind::Qualified => {
                let first_end = n.name.iter().position(|&b| b == b'\\');
                let first = &n.name[..first_end.unwrap_or(n.name.len())];
                if let Some(full) = self.imports.classes.get(&lower(first)) {
                    let mut v = full.clone();
                    if let Some(end) = first_end {
                        v.extend_from_slice(&n.name[end..]);
                    }
                    v
                } else {
                    self.qualify(&n.name)
                }
            }
        }
    }

    pub(super) fn function_import_conflict(&self, name: &[u8], full: &[u8]) -> Option<String> {
        let imported = self.imports.functions.get(&lower(name))?;
        if imported.eq_ignore_ascii_case(full) {
            return None;
        }
        Some(format!(
            "Cannot redeclare function {}() (previously declared as local import)",
            show(full)
        ))
    }

    pub(super) fn use_stmt(&mut self, u: &Use, line: u32) {
        for item in &u.items {
            let kind = item.kind.unwrap_or(u.kind);
            let mut full = Vec::new();
            if let Some(p) = &u.prefix {
                full.extend_from_slice(&p.name);
                full.push(b'\\');
            }
            full.extend_from_slice(&item.name.name);
            if item.alias.is_none()
                && u.prefix.is_none()
                && !full.contains(&b'\\')
                && self.namespace.is_empty()
            {
                let l = self.line(item.span);
                self.warning(
                    l,
                    format!(
                        "The use statement with non-compound name '{}' has no effect",
                        show(&full)
                    ),
                );
            }
            let alias: Vec<u8> = match &item.alias {
                Some(a) => a.name.to_vec(),
                None => full
                    .rsplit(|&b| b == b'\\')
                    .next()
                    .unwrap_or(&full)
                    .to_vec(),
            };
            let lalias = lower(&alias);
            let l = self.line(item.span);
            let _ = line;
            let reserved = kind == UseKind::Class
                && (matches!(lalias.as_slice(), b"self" | b"parent" | b"static")
                    || is_reserved_class_name(&lalias));
            if !reserved {
                if let Some(msg) = self.seen_conflict(kind, &full, &alias) {
                    self.fatal(l, msg);
                    return;
                }
            }
            match kind {
                UseKind::Class => {
                    if matches!(lalias.as_slice(), b"self" | b"parent" | b"static")
                        || is_reserved_class_name(&lalias)
                    {
                        self.fatal(
                            l,
                            format!(
                                "Cannot use {} as {} because '{}' is a special class name",
                                show(&full),
                                show(&alias),
                                show(&alias)
                            ),
                        );
                        return;
                    }
                    if self.imports.classes.contains_key(&lalias) {
                        self.fatal(
                            l,
                            format!(
                                "Cannot use {} as {} because the name is already in use",
                                show(&full),
                                show(&alias)
                            ),
                        );
                        return;
                    }
                    self.imports.classes.insert(lalias, full);
                }
                UseKind::Function => {
                    if self.imports.functions.contains_key(&lalias) {
                        self.fatal(
                            l,
                            format!(
                                "Cannot use function {} as {} because the name is already in use",
                                show(&full),
                                show(&alias)
                            ),
                        );
                        return;
                    }
                    self.imports.functions.insert(lalias, full);
                }
                UseKind::Const => {
                    if self.imports.consts.contains_key(&alias) {
                        self.fatal(
                            l,
                            format!(
                                "Cannot use const {} as {} because the name is already in use",
                                show(&full),
                                show(&alias)
                            ),
                        );
                        return;
                    }
                    self.imports.consts.insert(alias, full);
                }
            }
        }
    }

    pub(super) fn const_stmt(&mut self, c: &ConstDecl) {
        let at = c.items.first().map(|i| self.line(i.span));
        self.attributes(&c.attributes, "constant", at);
        for item in &c.items {
            if self.stopped {
                return;
            }
            let l = self.line(item.span);
            let lname = lower(&item.name.name);
            if matches!(lname.as_slice(), b"null" | b"true" | b"false") && self.namespace.is_empty()
            {
                self.fatal(
                    l,
                    format!("Cannot redeclare constant '{}'", show(&item.name.name)),
                );
                return;
            }
            let full = self.qualify(&item.name.name);
            if let Some(import) = self.imports.consts.get(item.name.name.as_ref()) {
                if *import != full {
                    self.fatal(
                        l,
                        format!(
                            "Cannot declare const {} because the name is already in use",
                            show(&full)
                        ),
                    );
                    return;
                }
            }
            self.const_expr(&item.value);
            self.seen.consts.insert(full);
        }
    }

    /// Attributes: their arguments are constant expressions. php reports their errors at the
    /// declaration's line: `at` when given (a property's or constant's name), else the line
    /// of the first token after the attributes.
    pub(super) fn attributes(&mut self, groups: &[AttributeGroup], _target: &str, at: Option<u32>) {
        let Some(last) = groups.last() else {
            return;
        };
        let l = match at {
            Some(l) => l,
            None => self.line_at(self.next_significant_at(last.span.end as usize) as u32),
        };
        for g in groups {
            for a in &g.attributes {
                if let Some(args) = &a.args {
                    if let rphp_parser::ast::ArgListKind::Args(list) = &args.kind {
                        let mut named = false;
                        let mut names: Vec<&[u8]> = Vec::new();
                        for arg in list {
                            if let Some(n) = &arg.name {
                                if names.contains(&&*n.name) {
                                    self.fatal(
                                        l,
                                        format!("Duplicate named parameter ${}", show(&n.name)),
                                    );
                                    return;
                                }
                                names.push(&n.name);
                            }
                            if arg.spread {
                                self.fatal(l, "Cannot use unpacking in attribute argument list");
                                return;
                            }
                            if arg.name.is_some() {
                                named = true;
                            } else if named {
                                self.fatal(
                                    l,
                                    "Cannot use positional argument after named argument",
                                );
                                return;
                            }
                            let saved = self.attr_line.replace(l);
                            self.const_expr(&arg.value);
                            self.attr_line = saved;
                        }
                    } else {
                        self.fatal(l, "Cannot create Closure as attribute argument");
                        return;
                    }
                }
            }
        }
    }

    pub(super) fn class_decl(&mut self, c: &ClassDecl, _toplevel: bool) {
        if self.stopped {
            return;
        }
        let line = self.line(c.span);
        let what = match c.kind {
            ClassKind::Class => "class",
            ClassKind::Interface => "interface",
            ClassKind::Trait => "trait",
            ClassKind::Enum => "enum",
        };
        let name = match &c.name {
            Some(n) => {
                if self.class().is_some() {
                    self.fatal(line, "Class declarations may not be nested");
                    return;
                }
                let lname = lower(&n.name);
                if is_reserved_class_name(&lname) {
                    self.fatal(
                        line,
                        format!(
                            "Cannot use \"{}\" as {} {} name as it is reserved",
                            show(&n.name),
                            if matches!(c.kind, ClassKind::Interface | ClassKind::Enum) {
                                "an"
                            } else {
                                "a"
                            },
                            what
                        ),
                    );
                    return;
                }
                let full = self.qualify(&n.name);
                if let Some(import) = self.imports.classes.get(&lname) {
                    if !import.eq_ignore_ascii_case(&full) {
                        self.fatal(
                            line,
                            format!(
                                "Cannot redeclare class {} (previously declared as local import)",
                                show(&full)
                            ),
                        );
                        return;
                    }
                }
                self.seen.classes.insert(lower(&full));
                show(&full)
            }
            None => "class@anonymous".to_owned(),
        };
        self.attributes(&c.attributes, what, None);
        if self.stopped {
            return;
        }
        let dynamic_props = c.attributes.iter().any(|g| {
            g.attributes.iter().any(|a| {
                self.resolve_class(&a.name)
                    .eq_ignore_ascii_case(b"AllowDynamicProperties")
            })
        });
        if dynamic_props {
            // php's validate_allow_dynamic_properties
            let refused = match c.kind {
                ClassKind::Class if c.modifiers.has(Modifiers::READONLY) => Some("readonly class"),
                ClassKind::Class => None,
                _ => Some(what),
            };
            if let Some(refused) = refused {
                // the line of the declaration after the attributes
                let at = c.attributes.last().map_or(line, |g| {
                    self.line_at(self.next_significant_at(g.span.end as usize) as u32)
                });
                self.fatal(
                    at,
                    format!("Cannot apply #[\\AllowDynamicProperties] to {refused} {name}"),
                );
                return;
            }
        }
        if let Some(parent) = &c.extends {
            if !self.class_reference_name(parent, "class") {
                return;
            }
        }
        for i in &c.implements {
            let what = "interface";
            if !self.class_reference_name(i, what) {
                return;
            }
        }
        if let Some(bt) = &c.enum_backing_type {
            let Some(info) = self.type_decl(bt) else {
                return;
            };
            let ok =
                info.classes.is_empty() && (info.mask == super::types::LONG || info.mask == STRING);
            if !ok {
                let l = self.line(bt.span);
                self.fatal(
                    l,
                    format!(
                        "Enum backing type must be int or string, {} given",
                        info.text
                    ),
                );
                return;
            }
        }
        let ctx = ClassCtx {
            name: name.clone(),
            kind: c.kind,
            has_parent: c.extends.is_some() && c.kind != ClassKind::Interface,
            props: Vec::new(),
        };
        self.classes.push(Some(ctx));
        self.class_members(c, &name);
        self.classes.pop();
    }

    /// A class name in `extends`/`implements`: reserved names are refused.
    fn class_reference_name(&mut self, n: &Name, what: &str) -> bool {
        if n.kind != NameKind::Unqualified {
            return true;
        }
        let lname = lower(&n.name);
        if is_reserved_class_name(&lname) {
            let l = self.line(n.span);
            self.fatal(
                l,
                format!(
                    "Cannot use \"{}\" as {what} name, as it is reserved",
                    show(&n.name)
                ),
            );
            return false;
        }
        true
    }

    fn class_members(&mut self, c: &ClassDecl, class_name: &str) {
        let mut methods: Vec<Vec<u8>> = Vec::new();
        let mut consts: Vec<Vec<u8>> = Vec::new();
        for m in &c.members {
            if self.stopped {
                return;
            }
            match m {
                Member::Property(p) => {
                    if !self.property(c, class_name, p) {
                        return;
                    }
                }
                Member::Const(k) => {
                    let at = k.items.first().map(|i| self.line(i.span));
                    self.attributes(&k.attributes, "class constant", at);
                    for item in &k.items {
                        let l = self.line(item.span);
                        if c.kind == ClassKind::Interface
                            && (k.modifiers.has(Modifiers::PROTECTED)
                                || k.modifiers.has(Modifiers::PRIVATE))
                        {
                            self.fatal(
                                l,
                                format!(
                                    "Access type for interface constant {class_name}::{} must be public",
                                    show(&item.name.name)
                                ),
                            );
                            return;
                        }
                        if item.name.name.eq_ignore_ascii_case(b"class") {
                            self.fatal(
                                l,
                                "A class constant must not be called 'class'; it is reserved for class name fetching",
                            );
                            return;
                        }
                        if consts
                            .iter()
                            .any(|n| n.as_slice() == item.name.name.as_ref())
                        {
                            self.fatal(
                                l,
                                format!(
                                    "Cannot redefine class constant {class_name}::{}",
                                    show(&item.name.name)
                                ),
                            );
                            return;
                        }
                        consts.push(item.name.name.to_vec());
                        if let Some(ty) = &k.ty {
                            let Some(info) = self.type_decl(ty) else {
                                return;
                            };
                            // php's zend_compile_class_const_decl
                            let cname = show(&item.name.name);
                            if info.mask != ANY
                                && (info.is_void() || info.is_never() || info.is_callable())
                            {
                                let what = if info.is_void() {
                                    "void"
                                } else if info.is_never() {
                                    "never"
                                } else {
                                    info.text.as_str()
                                };
                                self.fatal(
                                    l,
                                    format!(
                                        "Class constant {class_name}::{cname} cannot have type {what}"
                                    ),
                                );
                                return;
                            }
                            if let Some(dt) = literal_type(&item.value)
                                && !default_fits(&info, dt)
                            {
                                self.fatal(
                                    l,
                                    format!(
                                        "Cannot use {} as value for class constant {class_name}::{cname} of type {}",
                                        type_name(dt),
                                        info.text
                                    ),
                                );
                                return;
                            }
                        }
                        self.const_expr_static(&item.value);
                        if self.stopped {
                            return;
                        }
                    }
                }
                Member::Method(meth) => {
                    if !self.method(c, class_name, meth, &mut methods) {
                        return;
                    }
                }
                Member::TraitUse(t) => {
                    if c.kind == ClassKind::Interface {
                        let l = self.line(t.span);
                        let tname = t.traits.first().map(|n| show(&n.name)).unwrap_or_default();
                        self.fatal(
                            l,
                            format!(
                                "Cannot use traits inside of interfaces. {tname} is used in {class_name}"
                            ),
                        );
                        return;
                    }
                    for a in &t.adaptations {
                        if let rphp_parser::ast::TraitAdaptation::Alias {
                            modifiers, span, ..
                        } = a
                        {
                            let word = if modifiers.has(Modifiers::STATIC) {
                                Some("static")
                            } else if modifiers.has(Modifiers::ABSTRACT) {
                                Some("abstract")
                            } else if modifiers.has(Modifiers::READONLY) {
                                Some("readonly")
                            } else {
                                None
                            };
                            if let Some(word) = word {
                                // php reports it at the `use` statement's line.
                                let _ = span;
                                let l = self.line(t.span);
                                self.fatal(
                                    l,
                                    format!(
                                        "Cannot use \"{word}\" as method modifier in trait alias"
                                    ),
                                );
                                return;
                            }
                        }
                    }
                }
                Member::EnumCase(case) => {
                    let l = self.line(case.span);
                    if c.kind != ClassKind::Enum {
                        self.fatal(l, "Case can only be used in enums");
                        return;
                    }
                    let cname = show(&case.name.name);
                    match (&case.value, c.enum_backing_type.is_some()) {
                        (Some(_), false) => {
                            self.fatal(
                                l,
                                format!(
                                    "Case {cname} of non-backed enum {class_name} must not have a value"
                                ),
                            );
                            return;
                        }
                        (None, true) => {
                            self.fatal(
                                l,
                                format!(
                                    "Case {cname} of backed enum {class_name} must have a value"
                                ),
                            );
                            return;
                        }
                        _ => {}
                    }
                    // cases are class constants (zend_declare_class_constant_ex)
                    if consts
                        .iter()
                        .any(|n| n.as_slice() == case.name.name.as_ref())
                    {
                        self.fatal(
                            l,
                            format!("Cannot redefine class constant {class_name}::{cname}"),
                        );
                        return;
                    }
                    consts.push(case.name.name.to_vec());
                    let at = Some(self.line(case.name.span));
                    self.attributes(&case.attributes, "class constant", at);
                    if let Some(v) = &case.value {
                        self.const_expr_static(v);
                    }
                }
            }
        }
    }

    fn property(&mut self, c: &ClassDecl, class_name: &str, p: &PropertyDecl) -> bool {
        let line = self.line(p.span);
        if c.kind == ClassKind::Enum {
            self.fatal(line, format!("Enum {class_name} cannot include properties"));
            return false;
        }
        if c.kind == ClassKind::Interface && p.hooks.is_none() {
            self.fatal(line, "Interfaces may only include hooked properties");
            return false;
        }
        if p.modifiers.has(Modifiers::ABSTRACT) && p.hooks.is_none() {
            self.fatal(line, "Only hooked properties may be declared abstract");
            return false;
        }
        if p.modifiers.has(Modifiers::FINAL) {
            if c.kind == ClassKind::Interface {
                self.fatal(line, "Property in interface cannot be final");
                return false;
            }
            if p.modifiers.has(Modifiers::PRIVATE) {
                self.fatal(line, "Property cannot be both final and private");
                return false;
            }
        }
        let at = p.items.first().map(|i| self.line(i.span));
        self.attributes(&p.attributes, "property", at);
        let info = match &p.ty {
            Some(ty) => match self.type_decl(ty) {
                Some(i) => Some(i),
                None => return false,
            },
            None => None,
        };
        let readonly = p.modifiers.has(Modifiers::READONLY) || c.modifiers.has(Modifiers::READONLY);
        for item in &p.items {
            let l = self.line(item.span);
            let pname = show(&item.name);
            if let Some(info) = &info {
                if info.is_void() || info.is_never() || info.is_callable() {
                    let what = if info.is_void() {
                        "void".to_owned()
                    } else if info.is_never() {
                        "never".to_owned()
                    } else {
                        info.text.clone()
                    };
                    self.fatal(
                        l,
                        format!("Property {class_name}::${pname} cannot have type {what}"),
                    );
                    return false;
                }
            }
            if !self.declare_prop(&item.name, l) {
                return false;
            }
            if let Some(d) = &item.default {
                self.const_expr_static(d);
                if self.stopped {
                    return false;
                }
                if let (Some(info), Some(dt)) = (&info, literal_type(d)) {
                    let intersection = info.display.len() == 1 && info.display[0].contains('&');
                    if dt == NULL && info.mask & NULL == 0 && info.mask != ANY && !intersection {
                        let nullable = if info.text.contains('|') {
                            format!("{}|null", info.text)
                        } else {
                            format!("?{}", info.text)
                        };
                        self.fatal(
                            l,
                            format!(
                                "Default value for property of type {} may not be null. Use the nullable type {nullable} to allow null default value",
                                info.text
                            ),
                        );
                        return false;
                    }
                    if (dt != NULL || intersection) && !default_fits(info, dt) {
                        self.fatal(
                            l,
                            format!(
                                "Cannot use {} as default value for property {class_name}::${pname} of type {}",
                                type_name(dt),
                                info.text
                            ),
                        );
                        return false;
                    }
                }
            }
            if readonly {
                if info.is_none() {
                    self.fatal(
                        l,
                        format!("Readonly property {class_name}::${pname} must have type"),
                    );
                    return false;
                }
                if item.default.is_some() {
                    self.fatal(
                        l,
                        format!(
                            "Readonly property {class_name}::${pname} cannot have default value"
                        ),
                    );
                    return false;
                }
                if p.modifiers.has(Modifiers::STATIC) {
                    self.fatal(
                        l,
                        format!("Static property {class_name}::${pname} cannot be readonly"),
                    );
                    return false;
                }
            }
            if !self.asymmetric_visibility(class_name, &pname, p.modifiers, info.is_some(), l) {
                return false;
            }
            if let Some(hooks) = &p.hooks {
                // (A readonly class's backed properties may have hooks.)
                let shape = HookedProperty {
                    class_name,
                    name: pname,
                    modifiers: p.modifiers,
                    ty: p.ty.as_ref(),
                    in_interface: c.kind == ClassKind::Interface,
                    line: l,
                };
                if !self.property_hooks(&shape, hooks) {
                    return false;
                }
            }
        }
        true
    }

    /// A promoted constructor parameter.
    pub(super) fn promoted_property(&mut self, p: &Param, line: u32) -> bool {
        let Some(class) = self.class().cloned() else {
            return true;
        };
        let pname = show(&p.name);
        let readonly = p.modifiers.has(Modifiers::READONLY);
        if readonly && p.ty.is_none() {
            self.fatal(
                line,
                format!("Readonly property {}::${pname} must have type", class.name),
            );
            return false;
        }
        if !self.asymmetric_visibility(&class.name, &pname, p.modifiers, p.ty.is_some(), line) {
            return false;
        }
        // (php's zend_compile_params: a promoted property's type is a property type)
        if let Some(ty) = &p.ty
            && let Some(info) = self.type_decl(ty)
            && info.is_callable()
        {
            let msg = format!(
                "Property {}::${pname} cannot have type {}",
                class.name, info.text
            );
            self.fatal(line, msg);
            return false;
        }
        if !self.declare_prop(&p.name, line) {
            return false;
        }
        if let Some(hooks) = &p.hooks {
            let shape = HookedProperty {
                class_name: &class.name,
                name: pname,
                modifiers: p.modifiers,
                ty: p.ty.as_ref(),
                in_interface: class.kind == ClassKind::Interface,
                line,
            };
            return self.property_hooks(&shape, hooks);
        }
        true
    }

    fn method(
        &mut self,
        c: &ClassDecl,
        class_name: &str,
        m: &Method,
        methods: &mut Vec<Vec<u8>>,
    ) -> bool {
        let line = self.line(m.span);
        let mname = show(&m.name.name);
        let in_interface = c.kind == ClassKind::Interface;
        let mods = m.modifiers;
        if mods.has(Modifiers::PRIVATE)
            && mods.has(Modifiers::FINAL)
            && !m.name.name.eq_ignore_ascii_case(b"__construct")
        {
            self.warning(
                line,
                "Private methods cannot be final as they are never overridden by other classes",
            );
        }
        if in_interface {
            if mods.has(Modifiers::ABSTRACT) {
                self.fatal(
                    line,
                    format!("Interface method {class_name}::{mname}() must not be abstract"),
                );
                return false;
            }
            if mods.has(Modifiers::PROTECTED) || mods.has(Modifiers::PRIVATE) {
                self.fatal(
                    line,
                    format!(
                        "Access type for interface method {class_name}::{mname}() must be public"
                    ),
                );
                return false;
            }
            if mods.has(Modifiers::FINAL) {
                self.fatal(
                    line,
                    format!("Interface method {class_name}::{mname}() must not be final"),
                );
                return false;
            }
        }
        let is_abstract = in_interface || mods.has(Modifiers::ABSTRACT);
        if is_abstract {
            let who = if in_interface {
                "Interface"
            } else {
                "Abstract"
            };
            if mods.has(Modifiers::PRIVATE) && c.kind != ClassKind::Trait {
                self.fatal(
                    line,
                    format!("{who} function {class_name}::{mname}() cannot be declared private"),
                );
                return false;
            }
            if m.body.is_some() {
                self.fatal(
                    line,
                    format!("{who} function {class_name}::{mname}() cannot contain body"),
                );
                return false;
            }
            if !in_interface && c.kind == ClassKind::Class && !c.modifiers.has(Modifiers::ABSTRACT)
            {
                self.fatal(
                    line,
                    format!(
                        "Class {class_name} declares abstract method {mname}() and must therefore be declared abstract"
                    ),
                );
                return false;
            }
        } else if m.body.is_none() {
            self.fatal(
                line,
                format!("Non-abstract method {class_name}::{mname}() must contain body"),
            );
            return false;
        }
        let lname = lower(&m.name.name);
        if methods.contains(&lname) {
            self.fatal(line, format!("Cannot redeclare {class_name}::{mname}()"));
            return false;
        }
        methods.push(lname.clone());
        // php reports attribute errors at the `function` keyword's line.
        let at = m.attributes.last().and_then(|g| {
            let from = g.span.end as usize;
            let rest = self.src.get(from..m.name.span.start as usize)?;
            let i = rest
                .windows(8)
                .position(|w| w.eq_ignore_ascii_case(b"function"))?;
            Some(self.line_at((from + i) as u32))
        });
        self.attributes(&m.attributes, "method", at);
        let empty = Vec::new();
        let body = m.body.as_ref().unwrap_or(&empty);
        let shape = FnShape {
            kind: FnKind::Method,
            by_ref: m.by_ref,
            params: &m.params,
            return_type: m.return_type.as_ref(),
            uses: &[],
            generator: stmts_yield(body),
            is_ctor: lname == b"__construct",
            is_abstract,
            display_name: format!("{class_name}::{mname}"),
        };
        let mut ret_info: Option<TypeInfo> = None;
        self.function_body(&shape, line, |ch| {
            ch.block(body);
        });
        if self.stopped {
            return false;
        }
        if let Some(rt) = &m.return_type {
            // Already checked inside; recompute the facts quietly.
            ret_info = self.quiet_type(rt);
        }
        self.magic_method(class_name, m, &lname, ret_info.as_ref(), line)
    }

    /// A type already checked: its facts without reporting anything.
    fn quiet_type(&mut self, ty: &rphp_parser::ast::Type) -> Option<TypeInfo> {
        let saved = self.out.len();
        let stopped = self.stopped;
        let info = self.type_decl(ty);
        self.out.truncate(saved);
        self.stopped = stopped;
        info
    }

    /// php's `zend_check_magic_method_implementation`.
    fn magic_method(
        &mut self,
        class_name: &str,
        m: &Method,
        lname: &[u8],
        ret: Option<&TypeInfo>,
        line: u32,
    ) -> bool {
        if !lname.starts_with(b"__") {
            return true;
        }
        let mname = show(&m.name.name);
        let is_static = m.modifiers.has(Modifiers::STATIC);
        // (args, static?, arg types, return type mask)
        type Spec = (
            Option<usize>,
            Option<bool>,
            &'static [u32],
            Option<(u32, &'static str)>,
        );
        let spec: Spec = match lname {
            b"__construct" => (None, Some(false), &[], None),
            b"__destruct" => (Some(0), Some(false), &[], None),
            b"__clone" => (Some(0), Some(false), &[], Some((0, "void"))),
            b"__get" => (Some(1), Some(false), &[STRING], None),
            b"__set" => (Some(2), Some(false), &[STRING], Some((0, "void"))),
            b"__unset" => (Some(1), Some(false), &[STRING], Some((0, "void"))),
            b"__isset" => (
                Some(1),
                Some(false),
                &[STRING],
                Some((FALSE | TRUE, "bool")),
            ),
            b"__call" => (Some(2), Some(false), &[STRING, ARRAY], None),
            b"__callstatic" => (Some(2), Some(true), &[STRING, ARRAY], None),
            b"__tostring" => (Some(0), Some(false), &[], Some((STRING, "string"))),
            b"__debuginfo" => (Some(0), Some(false), &[], Some((ARRAY | NULL, "?array"))),
            b"__serialize" => (Some(0), Some(false), &[], Some((ARRAY, "array"))),
            b"__unserialize" => (Some(1), Some(false), &[ARRAY], Some((0, "void"))),
            b"__set_state" => (Some(1), Some(true), &[ARRAY], Some((OBJECT, "object"))),
            b"__invoke" => (None, Some(false), &[], None),
            b"__sleep" => (Some(0), Some(false), &[], Some((ARRAY, "array"))),
            b"__wakeup" => (Some(0), Some(false), &[], Some((0, "void"))),
            _ => return true,
        };
        let (nargs, want_static, arg_types, ret_spec) = spec;
        if let Some(n) = nargs {
            let count = m.params.iter().filter(|p| !p.variadic).count();
            if count != n {
                let msg = match n {
                    0 => format!("Method {class_name}::{mname}() cannot take arguments"),
                    1 => format!("Method {class_name}::{mname}() must take exactly 1 argument"),
                    _ => format!("Method {class_name}::{mname}() must take exactly {n} arguments"),
                };
                self.fatal(line, msg);
                return false;
            }
            if m.params.iter().any(|p| p.by_ref) {
                self.fatal(
                    line,
                    format!("Method {class_name}::{mname}() cannot take arguments by reference"),
                );
                return false;
            }
        }
        match want_static {
            Some(false) if is_static => {
                self.fatal(
                    line,
                    format!("Method {class_name}::{mname}() cannot be static"),
                );
                return false;
            }
            Some(true) if !is_static => {
                self.fatal(
                    line,
                    format!("Method {class_name}::{mname}() must be static"),
                );
                return false;
            }
            _ => {}
        }
        if matches!(lname, b"__construct" | b"__destruct") && m.return_type.is_some() {
            self.fatal(
                line,
                format!("Method {class_name}::{mname}() cannot declare a return type"),
            );
            return false;
        }
        let vis = m.modifiers.0 & Modifiers::VISIBILITY;
        if lname != b"__construct"
            && lname != b"__destruct"
            && lname != b"__clone"
            && vis != 0
            && vis != Modifiers::PUBLIC
        {
            self.warning(
                line,
                format!("The magic method {class_name}::{mname}() must have public visibility"),
            );
        }
        for (i, &want) in arg_types.iter().enumerate() {
            let Some(p) = m.params.get(i) else { break };
            let Some(ty) = &p.ty else { continue };
            let Some(info) = self.quiet_type(ty) else {
                continue;
            };
            if info.mask & want == 0 {
                let tname = if want == STRING { "string" } else { "array" };
                self.fatal(
                    line,
                    format!(
                        "{class_name}::{mname}(): Parameter #{} (${}) must be of type {tname} when declared",
                        i + 1,
                        show(&p.name)
                    ),
                );
                return false;
            }
        }
        if let (Some((mask, text)), Some(info)) = (ret_spec, ret)
            && !info.is_never()
        {
            let want_void = text == "void";
            let bad = if want_void {
                !info.is_void()
            } else {
                let extra = info.mask & !mask & !super::types::ANY_STATIC;
                let complex = !info.classes.is_empty() || info.mask & super::types::ANY_STATIC != 0;
                extra != 0 || (complex && mask != OBJECT) || info.is_void()
            };
            if bad {
                self.fatal(
                    line,
                    format!("{class_name}::{mname}(): Return type must be {text} when declared"),
                );
                return false;
            }
        }
        true
    }
}
