//! Compile-time checks php makes while compiling a file (zend_compile.c's early errors):
//! what `php -l` reports beyond the grammar, e.g. `Cannot use [] for reading`.
//!
//! One walk over the AST in php's compile order (top to bottom; a function's jump checks at
//! its end, as php's `pass_two` does). Diagnostics stop at the first fatal one, as php does.
//! Families live in submodules: `statements` (control flow, jumps, declare, namespaces),
//! `exprs` (write contexts, arrays, arguments), `functions` (parameters, returns,
//! generators), `types` (type declarations), `classes` (class-like declarations),
//! `constexpr` (constant expressions).

mod classes;
mod constexpr;
mod exprs;
pub(crate) mod functions;
pub(crate) mod hooks;
mod statements;
mod types;

use rphp_parser::ast::{Program, Span};
use rphp_parser::{ParseError, Severity};

/// Every compile-time diagnostic of a parsed file, in the order php raises them; php stops at
/// the first `Fatal` one.
/// `file` is the name php reports for this file (in "previously declared in FILE:2").
pub fn check_program(program: &Program, source: &[u8], file: &str) -> Vec<ParseError> {
    let mut checker = Checker::new(source, file);
    checker.program(program);
    checker.out
}

/// Nesting beyond which the walk stops descending (pathological input: the parser builds
/// left-deep chains without recursion, so the AST can be deeper than the parser's own cap).
const MAX_DEPTH: u32 = 600;

/// What a `break`/`continue` can target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LoopKind {
    Loop,
    Switch,
}

/// A jump php checks in `pass_two`, at the end of the function.
#[derive(Debug, Clone)]
enum PendingJump {
    /// `break`/`continue` leaving a `finally` block.
    OutOfFinally { line: u32 },
    Goto {
        label: Vec<u8>,
        line: u32,
        loops: Vec<u32>,
        finallys: Vec<u32>,
    },
}

#[derive(Debug, Clone)]
struct LabelInfo {
    loops: Vec<u32>,
    finallys: Vec<u32>,
}

/// What kind of code a function context is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FnKind {
    /// The file's own code.
    Main,
    Function,
    Method,
    Closure,
    Arrow,
}

/// The return type facts `return` checks need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ReturnKind {
    None,
    Void,
    Never,
    /// A type that admits null (`?T`, `mixed`, `T|null`).
    Nullable,
    Typed,
}

/// Per-function (php: per-op_array) state.
#[derive(Debug)]
struct FnCtx {
    kind: FnKind,
    returns: ReturnKind,
    generator: bool,
    /// Loop/switch stack with ids (ids identify loops for goto checks).
    loops: Vec<(LoopKind, u32)>,
    next_loop_id: u32,
    /// `finally` blocks being compiled: (id, loop depth at entry).
    finallys: Vec<(u32, usize)>,
    next_finally_id: u32,
    labels: std::collections::HashMap<Vec<u8>, LabelInfo>,
    jumps: Vec<PendingJump>,
    statics: std::collections::HashSet<Vec<u8>>,
    /// Declared `function &f()`.
    by_ref: bool,
    /// A property hook's body: the property's name (php's `active_property_info`).
    hook_prop: Option<String>,
}

impl FnCtx {
    fn new(kind: FnKind, returns: ReturnKind, generator: bool) -> FnCtx {
        FnCtx {
            kind,
            returns,
            generator,
            loops: Vec::new(),
            next_loop_id: 0,
            finallys: Vec::new(),
            next_finally_id: 0,
            labels: std::collections::HashMap::new(),
            jumps: Vec::new(),
            statics: std::collections::HashSet::new(),
            by_ref: false,
            hook_prop: None,
        }
    }
}

/// The class being compiled.
#[derive(Debug, Clone)]
struct ClassCtx {
    /// Display name (namespaced as php prints it; `class@anonymous` for anonymous ones).
    name: String,
    kind: rphp_parser::ast::ClassKind,
    has_parent: bool,
    /// Properties declared so far, promoted constructor parameters included (php's
    /// "Cannot redeclare A::$x").
    props: Vec<Vec<u8>>,
}

pub(crate) struct Checker<'a> {
    src: &'a [u8],
    /// The file name php prints in messages that name a file.
    file: &'a str,
    /// Byte offsets where each line starts.
    line_starts: Vec<u32>,
    out: Vec<ParseError>,
    stopped: bool,
    depth: u32,
    fns: Vec<FnCtx>,
    classes: Vec<Option<ClassCtx>>,
    /// Current namespace (empty for the global one), as written.
    namespace: Vec<u8>,
    /// Functions declared at top level in this file: lowercase name -> line.
    functions: std::collections::HashMap<Vec<u8>, u32>,
    ns: statements::NsState,
    imports: classes::Imports,
    seen: classes::Seen,
    /// While compiling attribute arguments: the declaration's line, where php reports
    /// their constant-expression errors.
    attr_line: Option<u32>,
}

impl<'a> Checker<'a> {
    fn new(src: &'a [u8], file: &'a str) -> Checker<'a> {
        let mut line_starts = vec![0u32];
        for (i, &b) in src.iter().enumerate() {
            if b == b'\n' {
                line_starts.push((i + 1) as u32);
            }
        }
        Checker {
            src,
            file,
            line_starts,
            out: Vec::new(),
            stopped: false,
            depth: 0,
            fns: vec![FnCtx::new(FnKind::Main, ReturnKind::None, false)],
            classes: Vec::new(),
            namespace: Vec::new(),
            functions: std::collections::HashMap::new(),
            ns: statements::NsState::default(),
            imports: classes::Imports::default(),
            seen: classes::Seen::default(),
            attr_line: None,
        }
    }

    /// 1-based line of a byte offset.
    fn line_at(&self, offset: u32) -> u32 {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }

    fn line(&self, span: Span) -> u32 {
        self.line_at(span.start)
    }

    fn push(&mut self, severity: Severity, line: u32, message: String) {
        if self.stopped {
            return;
        }
        if severity == Severity::CompileError {
            self.stopped = true;
        }
        self.out.push(ParseError {
            severity,
            message,
            line,
            span: Span::default(),
        });
    }

    fn fatal(&mut self, line: u32, message: impl Into<String>) {
        self.push(Severity::CompileError, line, message.into());
    }

    fn deprecated(&mut self, line: u32, message: impl Into<String>) {
        self.push(Severity::Deprecated, line, message.into());
    }

    fn warning(&mut self, line: u32, message: impl Into<String>) {
        self.push(Severity::Warning, line, message.into());
    }

    /// Enter one nesting level; false when the walk should not descend further.
    fn enter(&mut self) -> bool {
        if self.stopped || self.depth >= MAX_DEPTH {
            return false;
        }
        self.depth += 1;
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn func(&mut self) -> &mut FnCtx {
        // The main context is pushed at creation and never popped.
        let last = self.fns.len() - 1;
        &mut self.fns[last]
    }

    fn class(&self) -> Option<&ClassCtx> {
        self.classes.last().and_then(|c| c.as_ref())
    }

    /// Records a property of the class being checked: false (and php's fatal error) when
    /// the class already declares one of that name.
    fn declare_prop(&mut self, name: &[u8], line: u32) -> bool {
        let Some(Some(class)) = self.classes.last_mut() else {
            return true;
        };
        if class.props.iter().any(|n| n.as_slice() == name) {
            let msg = format!("Cannot redeclare {}::${}", class.name, show(name));
            self.fatal(line, msg);
            return false;
        }
        class.props.push(name.to_vec());
        true
    }

    /// Source bytes of a span (empty when out of range).
    fn text(&self, span: Span) -> &'a [u8] {
        self.src
            .get(span.start as usize..span.end as usize)
            .unwrap_or(&[])
    }

    /// The first byte after `offset` that is not whitespace or a comment.
    fn next_significant(&self, i: usize) -> Option<u8> {
        self.src.get(self.next_significant_at(i)).copied()
    }

    /// Where the first byte after `offset` that is not whitespace or a comment is.
    fn next_significant_at(&self, mut i: usize) -> usize {
        let src = self.src;
        loop {
            match src.get(i) {
                Some(b' ' | b'\t' | b'\r' | b'\n') => i += 1,
                Some(b'#') if src.get(i + 1) != Some(&b'[') => {
                    while i < src.len() && src[i] != b'\n' {
                        i += 1;
                    }
                }
                Some(b'/') if src.get(i + 1) == Some(&b'/') => {
                    while i < src.len() && src[i] != b'\n' {
                        i += 1;
                    }
                }
                Some(b'/') if src.get(i + 1) == Some(&b'*') => {
                    i += 2;
                    while i + 1 < src.len() && !(src[i] == b'*' && src[i + 1] == b'/') {
                        i += 1;
                    }
                    i += 2;
                }
                _ => return i,
            }
        }
    }

    fn program(&mut self, program: &Program) {
        self.top_statements(&program.statements);
        self.end_function();
    }
}

/// ASCII lowercase copy.
fn lower(name: &[u8]) -> Vec<u8> {
    name.to_ascii_lowercase()
}

/// Bytes as a Rust string for messages (lossy outside UTF-8).
fn show(name: &[u8]) -> String {
    String::from_utf8_lossy(name).into_owned()
}
