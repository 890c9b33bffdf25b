//! The compiler from the AST (`rphp_parser::ast`, the only importer of parser types) to
//! bytecode `Unit`s. It mirrors the AST: `expr` for expressions, `stmt` for statements,
//! `lvalue` for assignment targets; this module holds the per-function state (compiled
//! variables, temporaries, loops, finally blocks, labels) and the final slot fix-up.

mod args;
mod array_lit;
mod ast_export;
mod branch;
mod class;
mod direct_call;
mod expr;
mod incdec;
mod lvalue;
mod rope;
mod special;
mod static_prop;
mod static_ref;
mod stmt;
mod ticks;
use ticks::ticks_directive;
mod types;

use crate::bytecode::{
    ClosureSite, Const, Lit, Op, Param, ParamType, Slot, Target, TryRegion, Unit, UnitKind,
};
use crate::value::compare::CmpOp;
use rphp_parser::ast::{self, Expr, Program, Stmt, StmtKind, Type};
use std::collections::HashMap;
use std::sync::Arc;

/// A compile-time error with php's message and line.
#[derive(Debug, Clone)]
pub struct CompileError {
    pub message: String,
    pub line: u32,
}

pub type CResult<T> = Result<T, CompileError>;

/// Temporaries are numbered with this bit until the function's variable count is known.
pub(super) const TEMP: u32 = 1 << 31;
const NONE: u32 = u32::MAX;

struct Loop {
    breaks: Vec<usize>,
    continues: Vec<usize>,
    /// Finally blocks open when the loop started.
    finally_depth: usize,
    /// The foreach iterator to free on break.
    iter: Option<Slot>,
    is_switch: bool,
    /// Index into `FuncState::loop_ranges`.
    id: usize,
}

/// What a `goto` may leave: a try statement with a finally block, or a foreach loop.
#[derive(Clone, Copy)]
enum GotoScope {
    Region(usize),
    Loop(usize),
}

struct Finally {
    fast: Slot,
    /// FastCall ops to patch with the finally block's start.
    calls: Vec<usize>,
    /// Temporaries live across a call of the block (a `return`'s value): the block's own
    /// temporaries start above them.
    reserve: u32,
    /// The try region the block belongs to.
    region: usize,
    /// A marker for a finally block being compiled: a `return` in it discards the
    /// exception pending in `fast` (php's ZEND_DISCARD_EXCEPTION) instead of calling it.
    discard: bool,
}

#[derive(Default)]
struct FuncState {
    unit: Unit,
    cvs: HashMap<Vec<u8>, u32>,
    temps: u32,
    max_temps: u32,
    /// The most temporaries in use at once since the statement being compiled began (a
    /// call's argument temporaries are given back after each send, see `Compiler::args`;
    /// the statement's `FreeTemps` covers all of them).
    stmt_hi: u32,
    /// The statement's single-temporary allocations, newest last: (temps, max_temps,
    /// stmt_hi) before each, so `release_tmp` can undo the newest exactly.
    alloc_log: Vec<(u32, u32, u32)>,
    /// Set while an assignment's element path compiles: its variable keys' copies, to be
    /// emitted after the assigned value (`Compiler::dim_path`).
    defer_keys: Option<Vec<(Slot, Slot)>>,
    /// Sub-expressions already evaluated into a slot (`$a[f()] ??= v` evaluates `f()`
    /// once for the test and the write): `Compiler::expr` gives the slot back.
    preset: Vec<(usize, Slot)>,
    loops: Vec<Loop>,
    finallys: Vec<Finally>,
    labels: HashMap<Vec<u8>, u32>,
    gotos: Vec<(usize, Vec<u8>, u32)>,
    /// FastCalls a `goto` makes on its way out: (op, try region, label). One whose label
    /// lies inside the region's try or catch blocks leaves nothing and becomes a no-op.
    goto_fasts: Vec<(usize, GotoScope, Vec<u8>)>,
    /// Every loop's body as `[start, end)`, by `Loop::id` (for `goto`).
    loop_ranges: Vec<(Target, Target)>,
    /// `FeFree` ops of jumps out of a loop, by `Loop::id` (`Unit::jump_frees`).
    jump_frees: Vec<(usize, usize)>,
    str_lits: HashMap<Vec<u8>, Lit>,
    int_lits: HashMap<i64, Lit>,
    line: u32,
    /// The function's name for `__FUNCTION__`.
    func_name: String,
    /// `Class::method` for `__METHOD__` (empty outside methods).
    method_name: String,
    /// The highest op index a jump was patched to (`emit_cond_jump` never fuses across it).
    max_target: Target,
    /// Set by a chain element (`->`, `?->`, `[]`, `->m()`) just before it compiles its
    /// object: the next expression compiled continues that chain.
    chain_child: bool,
    /// Per open chain, the jumps of its `?->` elements taken on null: php's short circuit
    /// skips the rest of the chain and makes the whole chain null.
    nullsafe_exits: Vec<Vec<usize>>,
    /// Compiling a constant expression run as code: a global `const` declaration's
    /// value or a parameter default (`Op::ConstPropCheck`).
    const_decl: bool,
}

/// Compiles one file.
pub struct Compiler {
    line_starts: Vec<u32>,
    file: Arc<str>,
    dir: String,
    strict: bool,
    /// `declare(ticks=N)` in force (0: none): each statement ends with `Op::Ticks`.
    ticks: u32,
    /// The ticks in force after each hoisted function (by span start), whose body's
    /// `declare(ticks=N);` holds for the rest of the file from its place, as in php.
    ticks_after: HashMap<u32, u32>,
    namespace: Vec<u8>,
    f: FuncState,
    saved: Vec<FuncState>,
    /// Top-level function declarations already emitted by hoisting (by span start).
    hoisted: std::collections::HashSet<u32>,
    /// Top-level class declarations compiled while hoisting: span start -> class index.
    hoisted_classes: HashMap<u32, u32>,
    /// The file's unconditional top-level functions: lowercase full name -> parameter
    /// count when every parameter is by value and none variadic, else `u32::MAX`
    /// (`compile/direct_call.rs`).
    known_fns: HashMap<Vec<u8>, u32>,
    /// The builtins a call may reach with `Op::CallBuiltin` (`compile_file_with`).
    builtins: Option<crate::builtins::DirectBuiltins>,
    /// The methods the class being compiled declares: lowercase name -> parameter count
    /// when all are by value and none variadic, else `u32::MAX`
    /// (`Compiler::class_method_sigs`).
    class_methods: HashMap<Vec<u8>, u32>,
    /// `use` imports of classes: lowercase alias -> full name.
    uses: HashMap<Vec<u8>, Vec<u8>>,
    /// `use function` imports (lowercase alias -> full name).
    use_fns: HashMap<Vec<u8>, Vec<u8>>,
    /// `use const` imports (alias -> full name; constant names are case-sensitive).
    use_consts: HashMap<Vec<u8>, Vec<u8>>,
    /// The byte offset after `__halt_compiler();` (`__COMPILER_HALT_OFFSET__`).
    halt_offset: Option<u32>,
    /// The class being compiled (for methods, `__CLASS__`).
    class_name: Option<Vec<u8>>,
    /// Promoted constructor parameters of the method being compiled.
    /// Promoted constructor parameters: name, by reference.
    promote: Vec<(Vec<u8>, bool)>,
    /// Compiling a trait (`__CLASS__` is the using class, resolved at run time).
    in_trait: bool,
    /// The parent of the class being compiled (`parent` in type texts).
    class_parent: Option<Vec<u8>>,
    /// Anonymous classes compiled so far (their names are unique per file).
    anon_count: u32,
    /// Compiling an internal prelude: every unit gets `Unit::internal`.
    internal: bool,
    /// Attributes of the function-like `function()` compiles next.
    pending_attrs: Vec<crate::bytecode::AttrDecl>,
    /// A closure's `use` names: compiled variables of the closure even when its body
    /// never reads them (var_dump and Reflection show them).
    pending_uses: Vec<Box<[u8]>>,
    /// The line of that function's name (where php reports its attribute errors).
    pending_attr_line: u32,
    /// The doc comment of the function about to be compiled (`Compiler::function`).
    pending_doc: Option<Box<[u8]>>,
    /// The file's text, where doc comments are read from their spans.
    source: Box<[u8]>,
}

/// Compile a parsed file into its top-level unit.
pub fn compile_file(program: &Program, source: &[u8], file: &str) -> CResult<Arc<Unit>> {
    compile_unit(program, source, file, Const::Int(1), false, None)
}

/// Compile a parsed file for a VM whose registry holds `builtins`
/// (`Builtins::direct_names`): calls of those are compiled into `Op::CallBuiltin`.
pub fn compile_file_with(
    program: &Program,
    source: &[u8],
    file: &str,
    builtins: crate::builtins::DirectBuiltins,
) -> CResult<Arc<Unit>> {
    compile_unit(program, source, file, Const::Int(1), false, Some(builtins))
}

/// Compile `eval()`'d code: like a file, but falling off the end returns null.
pub fn compile_eval(
    program: &Program,
    source: &[u8],
    file: &str,
    builtins: crate::builtins::DirectBuiltins,
) -> CResult<Arc<Unit>> {
    compile_unit(program, source, file, Const::Null, false, Some(builtins))
}

/// Compile an internal prelude (`crate::class_def::Prelude`): every unit is marked
/// `internal`, so its frames and errors look like php's internal functions.
pub fn compile_internal(program: &Program, source: &[u8], file: &str) -> CResult<Arc<Unit>> {
    compile_unit(program, source, file, Const::Null, true, None)
}

fn compile_unit(
    program: &Program,
    source: &[u8],
    file: &str,
    implicit_return: Const,
    internal: bool,
    builtins: Option<crate::builtins::DirectBuiltins>,
) -> CResult<Arc<Unit>> {
    let mut line_starts = vec![0u32];
    for (i, b) in source.iter().enumerate() {
        if *b == b'\n' {
            line_starts.push(i as u32 + 1);
        }
    }
    let dir = std::path::Path::new(file)
        .parent()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut c = Compiler {
        line_starts,
        file: Arc::from(file),
        dir,
        strict: false,
        ticks: 0,
        ticks_after: HashMap::new(),
        namespace: Vec::new(),
        f: FuncState::default(),
        saved: Vec::new(),
        hoisted: Default::default(),
        hoisted_classes: HashMap::new(),
        known_fns: HashMap::new(),
        builtins,
        class_methods: HashMap::new(),
        uses: HashMap::new(),
        use_fns: HashMap::new(),
        use_consts: HashMap::new(),
        halt_offset: program.halt_compiler_offset,
        class_name: None,
        promote: Vec::new(),
        anon_count: 0,
        in_trait: false,
        class_parent: None,
        internal,
        pending_attrs: Vec::new(),
        pending_uses: Vec::new(),
        pending_attr_line: 0,
        pending_doc: None,
        source: source.into(),
    };
    c.strict = program.statements.iter().any(is_strict_declare);
    c.f.unit.kind = UnitKind::Script;
    c.f.unit.file = c.file.clone();
    c.f.unit.strict_types = c.strict;
    c.f.line = 1;
    c.collect_known_fns(&program.statements);
    c.namespace.clear();
    c.hoist(&program.statements)?;
    c.stmts(&program.statements)?;
    let t = c.const_tmp(implicit_return);
    c.emit(Op::Return { src: t });
    let unit = Arc::new(c.finish_function());
    if !internal && std::env::var_os("RPHP_DUMP_OPS").is_some() {
        dump_ops(&unit);
    }
    Ok(unit)
}

/// A developer's listing of a unit's ops and its children's, on stderr (`RPHP_DUMP_OPS=1`).
fn dump_ops(unit: &Unit) {
    eprintln!(
        "== {} ({} cvs, {} slots)",
        String::from_utf8_lossy(&unit.name),
        unit.cv_names.len(),
        unit.num_slots
    );
    for (pc, op) in unit.ops.iter().enumerate() {
        eprintln!("{pc:4} {op:?}");
    }
    for child in &unit.children {
        dump_ops(child);
    }
}

fn is_strict_declare(s: &Stmt) -> bool {
    if let StmtKind::Declare(d) = &s.kind {
        return d.directives.iter().any(|dir| {
            dir.name.name.eq_ignore_ascii_case(b"strict_types")
                && matches!(dir.value.kind, ast::ExprKind::Int(1))
        });
    }
    false
}

impl Compiler {
    fn err(&self, message: impl Into<String>) -> CompileError {
        CompileError {
            message: message.into(),
            line: self.f.line,
        }
    }

    /// The text of a doc comment the parser found at `span`.
    pub(crate) fn doc(&self, span: Option<rphp_parser::Span>) -> Option<Box<[u8]>> {
        let s = span?;
        self.source
            .get(s.start as usize..s.end as usize)
            .map(Box::from)
    }

    pub(crate) fn line_of(&self, offset: u32) -> u32 {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }

    fn set_line(&mut self, span: ast::Span) {
        self.f.line = self.line_of(span.start);
    }

    fn emit(&mut self, op: Op) -> usize {
        self.f.unit.ops.push(op);
        self.f.unit.lines.push(self.f.line);
        self.f.unit.ops.len() - 1
    }

    fn here(&self) -> Target {
        self.f.unit.ops.len() as Target
    }

    /// Emit `JmpNz` (`jump_if`) or `JmpZ` on `cond`, fused with the comparison that just
    /// produced `cond` (and the literal load feeding its right operand) when nothing can
    /// jump between them: one `CmpJmp`/`CmpLitJmp` op in their place.
    pub(crate) fn emit_cond_jump(&mut self, cond: Slot, jump_if: bool, target: Target) -> usize {
        let ops = &self.f.unit.ops;
        let n = ops.len();
        if let Some(&Op::Cmp { op, dst, a, b }) = ops.last() {
            if dst == cond && cond & TEMP != 0 && op != CmpOp::Spaceship {
                let line = self.f.unit.lines[n - 1];
                let lit_b = match n.checked_sub(2).map(|i| ops[i]) {
                    Some(Op::Const { dst: c, lit }) if c == b && b & TEMP != 0 && a != b => {
                        Some(lit)
                    }
                    _ => None,
                };
                let start = if lit_b.is_some() { n - 2 } else { n - 1 };
                if (self.f.max_target as usize) <= start {
                    self.f.unit.ops.truncate(start);
                    self.f.unit.lines.truncate(start);
                    let fused = match lit_b {
                        Some(lit) => Op::CmpLitJmp {
                            op,
                            jump_if,
                            a,
                            lit,
                            target,
                        },
                        None => Op::CmpJmp {
                            op,
                            jump_if,
                            a,
                            b,
                            target,
                        },
                    };
                    self.f.unit.ops.push(fused);
                    // the comparison's result and the literal's temporary are unused now
                    self.release_tmp(cond);
                    if lit_b.is_some() {
                        self.release_tmp(b);
                    }
                    self.f.unit.lines.push(line);
                    return start;
                }
            }
        }
        if jump_if {
            self.emit(Op::JmpNz { cond, target })
        } else {
            self.emit(Op::JmpZ { cond, target })
        }
    }

    /// Whether `emit_bin` with operands `a` and `b` fuses the last op, the literal load
    /// into `b`, into a `BinLit`.
    pub(crate) fn bin_lit_fuses(&self, a: Slot, b: Slot) -> bool {
        let n = self.f.unit.ops.len();
        matches!(self.f.unit.ops.last(), Some(&Op::Const { dst: c, .. })
            if c == b && b & TEMP != 0 && a != b && (self.f.max_target as usize) < n)
    }

    /// Emit `FetchDimR`, fused with the literal load that just produced its key (as
    /// `emit_bin` does): one `FetchDimRC`.
    pub(crate) fn emit_fetch_dim(&mut self, dst: Slot, base: Slot, key: Slot) -> usize {
        let n = self.f.unit.ops.len();
        if let Some(&Op::Const { dst: c, lit }) = self.f.unit.ops.last() {
            if c == key && key & TEMP != 0 && base != key && (self.f.max_target as usize) < n {
                let line = self.f.line;
                self.f.unit.ops.truncate(n - 1);
                self.f.unit.lines.truncate(n - 1);
                self.f.unit.ops.push(Op::FetchDimRC { dst, base, lit });
                self.f.unit.lines.push(line);
                return n - 1;
            }
        }
        self.emit(Op::FetchDimR { dst, base, key })
    }

    /// Emit `Bin`, fused with the literal load that just produced its right operand (when
    /// nothing can jump between them): one `BinLit` op in their place.
    pub(crate) fn emit_bin(
        &mut self,
        op: crate::value::ops::BinOp,
        dst: Slot,
        a: Slot,
        b: Slot,
    ) -> usize {
        let n = self.f.unit.ops.len();
        if let Some(&Op::Const { lit, .. }) = self.f.unit.ops.last() {
            if self.bin_lit_fuses(a, b) {
                let line = self.f.line;
                self.f.unit.ops.truncate(n - 1);
                self.f.unit.lines.truncate(n - 1);
                self.f.unit.ops.push(Op::BinLit { op, dst, a, lit });
                self.f.unit.lines.push(line);
                return n - 1;
            }
        }
        self.emit(Op::Bin { op, dst, a, b })
    }

    /// Emit `Assign { var, src }`, fused with the `Bin`/`BinLit` that just produced `src`
    /// into one `BinCv`/`BinLitCv` when nothing can jump between them and both are on one
    /// line (an error of either names that line).
    pub(crate) fn emit_assign(&mut self, var: Slot, src: Slot) -> usize {
        let n = self.f.unit.ops.len();
        let line = self.f.line;
        if src & TEMP != 0 && var & TEMP == 0 && (self.f.max_target as usize) < n {
            let fused = match self.f.unit.ops.last() {
                Some(&Op::Bin { op, dst, a, b }) if dst == src && a != src && b != src => {
                    Some(Op::BinCv { op, var, a, b })
                }
                Some(&Op::BinLit { op, dst, a, lit }) if dst == src && a != src => {
                    Some(Op::BinLitCv { op, var, a, lit })
                }
                _ => None,
            };
            if let Some(fused) = fused {
                if self.f.unit.lines.last() == Some(&line) {
                    self.f.unit.ops[n - 1] = fused;
                    return n - 1;
                }
            }
        }
        self.emit(Op::Assign { var, src })
    }

    fn patch(&mut self, at: usize, target: Target) {
        self.f.max_target = self.f.max_target.max(target);
        if let Some(op) = self.f.unit.ops.get_mut(at) {
            set_target(op, target);
        }
    }

    fn patch_here(&mut self, at: usize) {
        let h = self.here();
        self.patch(at, h);
    }

    fn tmp(&mut self) -> Slot {
        self.f
            .alloc_log
            .push((self.f.temps, self.f.max_temps, self.f.stmt_hi));
        let t = TEMP | self.f.temps;
        self.f.temps += 1;
        self.f.max_temps = self.f.max_temps.max(self.f.temps);
        self.f.stmt_hi = self.f.stmt_hi.max(self.f.temps);
        t
    }

    /// Give back temporary `t` when it is the newest one taken and no op uses it any more
    /// (a fusion removed its producer and readers): a frame's unused slots are set up and
    /// dropped by every call of it.
    pub(crate) fn release_tmp(&mut self, t: Slot) {
        if let Some(&(temps, max, hi)) = self.f.alloc_log.last() {
            if t == TEMP | temps && self.f.temps == temps + 1 {
                self.f.alloc_log.pop();
                self.f.temps = temps;
                self.f.max_temps = max;
                self.f.stmt_hi = hi;
            }
        }
    }

    /// `n` consecutive temporaries; returns the first.
    fn tmps(&mut self, n: u32) -> Slot {
        let first = TEMP | self.f.temps;
        self.f.temps += n;
        self.f.max_temps = self.f.max_temps.max(self.f.temps);
        self.f.stmt_hi = self.f.stmt_hi.max(self.f.temps);
        first
    }

    fn cv(&mut self, name: &[u8]) -> Slot {
        if let Some(&s) = self.f.cvs.get(name) {
            return s;
        }
        let s = self.f.unit.cv_names.len() as u32;
        self.f.unit.cv_names.push(name.into());
        self.f.cvs.insert(name.to_vec(), s);
        s
    }

    fn lit(&mut self, c: Const) -> Lit {
        match &c {
            Const::Str(s) => {
                if let Some(&l) = self.f.str_lits.get(&**s) {
                    return l;
                }
                let l = self.f.unit.consts.len() as Lit;
                self.f.str_lits.insert(s.to_vec(), l);
                self.f.unit.consts.push(c);
                l
            }
            Const::Int(i) => {
                if let Some(&l) = self.f.int_lits.get(i) {
                    return l;
                }
                let l = self.f.unit.consts.len() as Lit;
                self.f.int_lits.insert(*i, l);
                self.f.unit.consts.push(c);
                l
            }
            _ => {
                self.f.unit.consts.push(c);
                (self.f.unit.consts.len() - 1) as Lit
            }
        }
    }

    fn str_lit(&mut self, s: &[u8]) -> Lit {
        self.lit(Const::Str(s.into()))
    }

    /// Whether the code being compiled always has a `$this`: an instance method.
    fn this_guaranteed(&self) -> bool {
        self.f.unit.kind == crate::bytecode::UnitKind::Method && !self.f.unit.is_static
    }

    /// A temporary holding a constant.
    fn const_tmp(&mut self, c: Const) -> Slot {
        let l = self.lit(c);
        let t = self.tmp();
        self.emit(Op::Const { dst: t, lit: l });
        t
    }

    fn clear_uses(&mut self) {
        self.uses.clear();
        self.use_fns.clear();
        self.use_consts.clear();
    }

    /// Names in the current namespace.
    fn namespaced(&self, name: &[u8]) -> Vec<u8> {
        if self.namespace.is_empty() {
            return name.to_vec();
        }
        let mut out = self.namespace.clone();
        out.push(b'\\');
        out.extend_from_slice(name);
        out
    }

    /// Start compiling a nested function.
    fn begin_function(&mut self, kind: UnitKind, name: &[u8], line: u32) {
        let mut f = FuncState::default();
        f.unit.kind = kind;
        f.unit.name = name.into();
        f.unit.file = self.file.clone();
        f.unit.strict_types = self.strict;
        f.unit.start_line = line;
        f.line = line;
        f.func_name = match kind {
            // php 8.4+: `{closure:SCOPE:LINE}`, the scope being the enclosing function
            // (`f()`, `A::m()`, an outer closure's name) or the file at top level
            UnitKind::Closure | UnitKind::ArrowFn => {
                let scope = match self.f.unit.kind {
                    UnitKind::Script => self.file.to_string(),
                    UnitKind::Method => format!("{}()", self.f.method_name),
                    UnitKind::Function => format!("{}()", self.f.func_name),
                    UnitKind::Closure | UnitKind::ArrowFn => self.f.func_name.clone(),
                };
                format!("{{closure:{scope}:{line}}}")
            }
            _ => String::from_utf8_lossy(name).into_owned(),
        };
        if matches!(kind, UnitKind::Closure | UnitKind::ArrowFn) {
            f.unit.name = f.func_name.as_bytes().into();
        }
        if let Some(c) = &self.class_name {
            f.unit.class_name = c.clone().into();
            if kind == UnitKind::Method {
                f.method_name = format!("{}::{}", String::from_utf8_lossy(c), f.func_name);
            }
        }
        if kind != UnitKind::Method {
            if let Some(parent) = Some(&self.f) {
                if !parent.method_name.is_empty()
                    && matches!(kind, UnitKind::Closure | UnitKind::ArrowFn)
                {
                    f.method_name = f.func_name.clone();
                }
            }
        }
        let parent = std::mem::replace(&mut self.f, f);
        self.saved.push(parent);
    }

    /// Finish the current function: resolve gotos, renumber temporaries after variables.
    fn finish_function(&mut self) -> Unit {
        let jump_frees = std::mem::take(&mut self.f.jump_frees);
        for (at, id) in jump_frees {
            if let Some(&(_, end)) = self.f.loop_ranges.get(id) {
                self.f.unit.jump_frees.push((at as Target, end));
            }
        }
        let goto_fasts = std::mem::take(&mut self.f.goto_fasts);
        for (at, scope, label) in goto_fasts {
            let Some(&t) = self.f.labels.get(&label) else {
                continue;
            };
            let inside = match scope {
                GotoScope::Region(region) => self
                    .f
                    .unit
                    .try_regions
                    .get(region)
                    .is_some_and(|r| t >= r.start && t < r.finally_end),
                GotoScope::Loop(id) => self
                    .f
                    .loop_ranges
                    .get(id)
                    .is_some_and(|&(start, end)| t >= start && t < end),
            };
            if inside {
                if let Some(op) = self.f.unit.ops.get_mut(at) {
                    *op = Op::Jmp {
                        target: at as Target + 1,
                    };
                }
            }
        }
        let gotos = std::mem::take(&mut self.f.gotos);
        for (at, label, line) in gotos {
            match self.f.labels.get(&label) {
                Some(&t) => self.patch(at, t),
                None => {
                    let msg = self.str_lit(
                        format!(
                            "'goto' to undefined label '{}'",
                            String::from_utf8_lossy(&label)
                        )
                        .as_bytes(),
                    );
                    if let Some(op) = self.f.unit.ops.get_mut(at) {
                        *op = Op::Fatal { msg };
                    }
                    if let Some(l) = self.f.unit.lines.get_mut(at) {
                        *l = line;
                    }
                }
            }
        }
        self.thread_jumps_to_returns();
        let ncv = self.f.unit.cv_names.len() as u32;
        if self.f.unit.kind != UnitKind::Script {
            self.f.unit.superglobals = (0..ncv)
                .filter(|&s| is_superglobal(&self.f.unit.cv_names[s as usize]))
                .collect();
        }
        // every temporary an op names has its slot, whatever was given back
        // (`release_tmp` undoes only an allocation nothing refers to; this makes sure)
        let named = std::cell::Cell::new(self.f.max_temps);
        let note = |s: u32| {
            if s != NONE && s & TEMP != 0 {
                named.set(named.get().max((s & !TEMP) + 1));
            }
            s
        };
        for op in &self.f.unit.ops {
            fix_slots(&mut op.clone(), &note);
        }
        self.f.max_temps = named.get();
        let fix = |s: u32| {
            if s != NONE && s & TEMP != 0 {
                ncv + (s & !TEMP)
            } else {
                s
            }
        };
        for op in &mut self.f.unit.ops {
            fix_slots(op, &fix);
        }
        // (a `CallStatic`'s method name literal has no temporary bit: left as it is)
        for s in &mut self.f.unit.call_args {
            *s = fix(*s);
        }
        for r in &mut self.f.unit.try_regions {
            r.fast = fix(r.fast);
            r.temps = (fix(r.temps.0), fix(r.temps.1));
        }
        self.f.unit.num_slots = ncv + self.f.max_temps;
        self.f.unit.internal = self.internal;
        let done = match self.saved.pop() {
            Some(parent) => std::mem::replace(&mut self.f, parent),
            None => std::mem::take(&mut self.f),
        };
        done.unit
    }

    /// Compile a function-like body into a child unit of the current one; returns its index.
    #[allow(clippy::too_many_arguments)]
    fn function(
        &mut self,
        kind: UnitKind,
        name: &[u8],
        params: &[ast::Param],
        return_type: Option<&Type>,
        by_ref: bool,
        is_static: bool,
        body: FnBody<'_>,
        line: u32,
    ) -> CResult<(u32, Arc<Unit>)> {
        let attributes = std::mem::take(&mut self.pending_attrs);
        let attr_line = std::mem::take(&mut self.pending_attr_line);
        let doc = self.pending_doc.take();
        // this function's promoted parameters (a closure in a default must not take them)
        let promote = std::mem::take(&mut self.promote);
        self.begin_function(kind, name, line);
        for a in &attributes {
            if a.name.eq_ignore_ascii_case(b"Deprecated") {
                self.f.unit.attr_flags |= crate::bytecode::ATTR_DEPRECATED;
            } else if a.name.eq_ignore_ascii_case(b"NoDiscard") {
                self.f.unit.attr_flags |= crate::bytecode::ATTR_NODISCARD;
            }
        }
        self.f.unit.attributes = attributes;
        self.f.unit.doc_comment = doc;
        self.f.unit.returns_ref = by_ref;
        self.f.unit.is_static = is_static;
        for p in params {
            self.cv(&p.name);
        }
        for name in std::mem::take(&mut self.pending_uses) {
            self.cv(&name);
        }
        for (i, p) in params.iter().enumerate() {
            let mut ty = p.ty.as_ref().map(|t| self.fn_type(t));
            if let (Some(t), Some(d)) = (&mut ty, &p.default) {
                if matches!(&d.kind, ast::ExprKind::Constant(n) if n.name.eq_ignore_ascii_case(b"null"))
                    && !t.alternatives.iter().any(|a| &**a == b"null")
                {
                    t.alternatives.push((*b"null").into());
                    t.display = types::with_null(&t.display);
                    t.dnf.push(vec![(*b"null").into()]);
                }
            }
            let default_text = match &p.default {
                Some(d) if !p.variadic => Some(self.default_text(d)),
                _ => None,
            };
            let default_expr = match &p.default {
                Some(d) if !p.variadic && new_without_closure(d) => self.const_expr(d).ok(),
                _ => None,
            };
            let promoted = !p.modifiers.is_empty();
            let param_line = self.line_of(p.span.start);
            let attributes =
                self.attributes(&p.attributes, if promoted { 0 } else { 32 }, param_line)?;
            let sensitive = attributes
                .iter()
                .any(|a| a.name.eq_ignore_ascii_case(b"SensitiveParameter"));
            if sensitive {
                self.f.unit.attr_flags |= crate::bytecode::ATTR_SENSITIVE;
            }
            self.f.unit.params.push(Param {
                default_text,
                default_expr,
                name: p.name.clone(),
                by_ref: p.by_ref,
                variadic: p.variadic,
                has_default: p.default.is_some(),
                ty: ty.clone(),
                attributes,
                sensitive,
                promoted,
            });
            let arg = i as u32;
            if p.variadic {
                if ty.is_some() {
                    self.emit(Op::RecvCheck { arg });
                }
                continue;
            }
            match &p.default {
                Some(d) => {
                    let jp = self.emit(Op::JmpArgPassed { arg, target: 0 });
                    let mark = self.f.temps;
                    // a constant expression: `->` only on enum cases
                    self.f.const_decl = true;
                    let v = self.expr(d);
                    self.f.const_decl = false;
                    let v = v?;
                    self.emit(Op::Assign { var: arg, src: v });
                    self.f.temps = mark;
                    // the default is checked (and coerced: `float $a = 0` is 0.0, a
                    // constant's string to int...) as a passed argument, as php's RECV_INIT
                    self.patch_here(jp);
                    if ty.is_some() {
                        self.emit(Op::RecvCheck { arg });
                    }
                }
                None => {
                    self.emit(Op::RecvRequired { arg });
                    if ty.is_some() {
                        self.emit(Op::RecvCheck { arg });
                    }
                }
            }
        }
        for (name, by_ref) in promote {
            let n = self.str_lit(&name);
            let var = self.cv(&name);
            if by_ref {
                // `public array &$a`: the property is bound to the caller's variable
                let r = self.tmp();
                self.emit(Op::MakeRef { dst: r, var });
                let obj = self.tmp();
                self.emit(Op::This {
                    dst: obj,
                    quiet: false,
                });
                let name = self.const_tmp(Const::Str(name.as_slice().into()));
                self.emit(Op::AssignObjRef { obj, name, src: r });
                continue;
            }
            let v = self.tmp();
            self.emit(Op::Move { dst: v, src: var });
            self.emit(Op::AssignThisPropC { name: n, src: v });
        }
        self.f.unit.return_type = return_type.map(|t| self.fn_type(t));
        if self.f.unit.return_type.is_none()
            && kind == UnitKind::Method
            && name.eq_ignore_ascii_case(b"__tostring")
        {
            // php declares `__toString(): string` when the code does not
            let string: Box<[u8]> = Box::from(&b"string"[..]);
            self.f.unit.return_type = Some(crate::bytecode::ParamType {
                alternatives: vec![string.clone()],
                display: "string".into(),
                dnf: vec![vec![string]],
            });
        }
        if self.f.unit.attr_flags & crate::bytecode::ATTR_NODISCARD != 0
            && self
                .f
                .unit
                .return_type
                .as_ref()
                .is_some_and(|t| t.display == "void")
        {
            self.f.line = if attr_line > 0 { attr_line } else { line };
            return Err(self.err(
                "A void function does not return a value, but #[\\NoDiscard] requires a return value",
            ));
        }
        // a `return` before the first `yield` already returns from a generator, and its
        // parameters are checked at the call
        let yields = match body {
            FnBody::Stmts(stmts) => crate::checks::functions::stmts_yield(stmts),
            FnBody::Expr(e) => crate::checks::functions::expr_yields(e, 0),
        };
        if yields {
            self.f.unit.is_generator = true;
            self.emit(Op::GeneratorCreate);
        }
        match body {
            FnBody::Stmts(stmts) => {
                self.stmts(stmts)?;
                if self
                    .f
                    .unit
                    .return_type
                    .as_ref()
                    .is_some_and(|t| t.display == "never")
                {
                    let t = self.const_tmp(Const::Null);
                    self.emit(Op::VerifyReturn { src: t });
                } else if self
                    .f
                    .unit
                    .return_type
                    .as_ref()
                    .is_some_and(|t| t.display != "void")
                    && !self.f.unit.is_generator
                {
                    self.emit(Op::VerifyNoneReturned);
                }
                if self.f.unit.returns_ref && !self.f.unit.is_generator {
                    // php's final return in a `function &f()` notices like `return;`
                    let t = self.const_tmp(Const::Null);
                    self.emit(Op::ReturnRef { src: t });
                } else {
                    self.emit(Op::ReturnNull);
                }
            }
            FnBody::Expr(e) => {
                let by_ref = self.f.unit.returns_ref && !self.f.unit.is_generator;
                let v = if by_ref && returns_variable(e) {
                    self.ref_of(e)?
                } else {
                    self.expr(e)?
                };
                if self.f.unit.return_type.is_some() {
                    self.emit(Op::VerifyReturn { src: v });
                }
                if by_ref {
                    self.emit(Op::ReturnRef { src: v });
                } else {
                    self.emit(Op::Return { src: v });
                }
            }
        }
        let unit = Arc::new(self.finish_function());
        self.f.unit.children.push(unit.clone());
        Ok(((self.f.unit.children.len() - 1) as u32, unit))
    }

    /// Declare the unconditional top-level functions of a statement list first (php's
    /// hoisting).
    fn hoist(&mut self, stmts: &[Stmt]) -> CResult<()> {
        // a hoisted function is compiled under the `declare(ticks=N);` in force at its place
        let outer_ticks = self.ticks;
        let r = self.hoist_in(stmts);
        self.ticks = outer_ticks;
        r
    }

    fn hoist_in(&mut self, stmts: &[Stmt]) -> CResult<()> {
        for s in stmts {
            if let StmtKind::Declare(d) = &s.kind {
                if d.body.is_none() {
                    if let Some(n) = ticks_directive(d) {
                        self.ticks = n;
                    }
                }
            }
            match &s.kind {
                StmtKind::Function(f) => {
                    self.set_line(s.span);
                    let before = self.ticks;
                    self.declare_function(f)?;
                    self.hoisted.insert(s.span.start);
                    if self.ticks != before {
                        self.ticks_after.insert(s.span.start, self.ticks);
                    }
                }
                StmtKind::Use(u) => self.add_uses(u),
                StmtKind::Class(c) if c.name.is_some() => {
                    self.set_line(s.span);
                    let name = c
                        .name
                        .as_ref()
                        .map(|n| self.namespaced(&n.name))
                        .unwrap_or_default();
                    let idx = self.class_decl(c, name)?;
                    self.hoisted_classes.insert(s.span.start, idx);
                    self.emit(Op::DeclareClass { idx, hoist: true });
                }
                StmtKind::Namespace(ns) => {
                    self.clear_uses();
                    if let Some(body) = &ns.body {
                        let saved = std::mem::replace(&mut self.namespace, namespace_name(ns));
                        self.hoist(body)?;
                        self.namespace = saved;
                    } else {
                        self.namespace = namespace_name(ns);
                    }
                }
                _ => {}
            }
        }
        self.namespace.clear();
        self.clear_uses();
        Ok(())
    }

    fn declare_function(&mut self, f: &ast::FunctionDecl) -> CResult<()> {
        let name = self.namespaced(&f.name.name);
        let line = self.f.line;
        let fn_line = self.line_of(f.name.span.start);
        self.pending_attrs = self.attributes(&f.attributes, 2, fn_line)?;
        self.pending_attr_line = fn_line;
        self.pending_doc = self.doc(f.doc_comment);
        let (child, _) = self.function(
            UnitKind::Function,
            &name,
            &f.params,
            f.return_type.as_ref(),
            f.by_ref,
            false,
            FnBody::Stmts(&f.body),
            line,
        )?;
        self.emit(Op::DeclareFunction { child });
        Ok(())
    }

    fn add_closure_site(&mut self, site: ClosureSite) -> u32 {
        self.f.unit.closure_sites.push(site);
        (self.f.unit.closure_sites.len() - 1) as u32
    }

    fn add_try_region(&mut self, r: TryRegion) -> usize {
        self.f.unit.try_regions.push(r);
        self.f.unit.try_regions.len() - 1
    }
}

/// A function body: statements, or an arrow function's expression.
enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}

/// The arithmetic/bitwise/concat operator a binary AST operator compiles to.
impl Compiler {
    /// A parameter or return type of the function being compiled: a method's names its
    /// class for `self`/`parent` (`member_type`); a closure's can be rebound, so they stay.
    fn fn_type(&self, t: &ast::Type) -> ParamType {
        if self.f.unit.kind == UnitKind::Method {
            self.member_type(t)
        } else {
            self.resolved_type(t)
        }
    }
}

pub(crate) fn arith_op(op: ast::BinaryOp) -> Option<crate::value::ops::BinOp> {
    use crate::value::ops::BinOp;
    use ast::BinaryOp as B;
    Some(match op {
        B::Add => BinOp::Add,
        B::Sub => BinOp::Sub,
        B::Mul => BinOp::Mul,
        B::Div => BinOp::Div,
        B::Mod => BinOp::Mod,
        B::Pow => BinOp::Pow,
        B::Concat => BinOp::Concat,
        B::ShiftLeft => BinOp::Shl,
        B::ShiftRight => BinOp::Shr,
        B::BitAnd => BinOp::BitAnd,
        B::BitOr => BinOp::BitOr,
        B::BitXor => BinOp::BitXor,
        _ => return None,
    })
}

/// The comparison a binary AST operator compiles to.
pub(crate) fn cmp_op(op: ast::BinaryOp) -> Option<CmpOp> {
    use ast::BinaryOp as B;
    Some(match op {
        B::Equal => CmpOp::Eq,
        B::NotEqual => CmpOp::NotEq,
        B::Identical => CmpOp::Identical,
        B::NotIdentical => CmpOp::NotIdentical,
        B::Less => CmpOp::Lt,
        B::LessEqual => CmpOp::Le,
        B::Greater => CmpOp::Gt,
        B::GreaterEqual => CmpOp::Ge,
        B::Spaceship => CmpOp::Spaceship,
        _ => return None,
    })
}

/// Whether `e` is the variable `$this`.
/// A `namespace` statement's name (empty for the global one).
pub(super) fn namespace_name(ns: &ast::Namespace) -> Vec<u8> {
    ns.name
        .as_ref()
        .map(|n| n.name.to_vec())
        .unwrap_or_default()
}

pub(super) fn is_this(e: &ast::Expr) -> bool {
    matches!(&e.kind, ast::ExprKind::Variable(n) if &**n == b"this")
}

/// Whether a (lowercase) type name is a builtin type rather than a class.
pub(crate) fn is_builtin_type(n: &[u8]) -> bool {
    matches!(
        n,
        b"int"
            | b"float"
            | b"string"
            | b"bool"
            | b"null"
            | b"void"
            | b"mixed"
            | b"object"
            | b"iterable"
            | b"false"
            | b"true"
            | b"never"
            | b"array"
            | b"callable"
            | b"self"
            | b"static"
            | b"parent"
    )
}

/// Set the jump target of a jump-like op.
/// The auto-global variables visible in every scope without `global` (`$GLOBALS` aside).
pub(crate) fn is_superglobal(name: &[u8]) -> bool {
    matches!(
        name,
        b"_GET"
            | b"_POST"
            | b"_COOKIE"
            | b"_FILES"
            | b"_SERVER"
            | b"_ENV"
            | b"_REQUEST"
            | b"_SESSION"
    )
}

/// `${e}` or `$GLOBALS[e]`: the expression naming the variable and whether it is looked up
/// in the global scope.
pub(super) fn var_by_name(e: &ast::Expr) -> Option<(&ast::Expr, bool)> {
    match &e.kind {
        ast::ExprKind::VariableVariable(inner) => Some((inner, false)),
        ast::ExprKind::Dim(d) => match (&d.base.kind, &d.index) {
            (ast::ExprKind::Variable(n), Some(i)) if &**n == b"GLOBALS" => Some((i, true)),
            _ => None,
        },
        _ => None,
    }
}

/// A call whose result may be a reference (php's `zend_is_call`, without first-class
/// callable syntax and nullsafe calls).
pub(super) fn is_ref_call(e: &ast::Expr) -> bool {
    match &e.kind {
        ast::ExprKind::Call(c) => !matches!(c.args.kind, ast::ArgListKind::FirstClassCallable),
        ast::ExprKind::MethodCall(m) => {
            !m.nullsafe && !matches!(m.args.kind, ast::ArgListKind::FirstClassCallable)
        }
        ast::ExprKind::StaticCall(c) => {
            !matches!(c.args.kind, ast::ArgListKind::FirstClassCallable)
        }
        _ => false,
    }
}

/// A call php compiles into an opcode of its own (`zend_try_compile_special_func`:
/// strlen, is_*, casts, count, ...), whose result is a temporary: passed to a by-reference
/// parameter it is an Error, not the notice a call's result gets.
pub(super) fn is_opcode_call(e: &ast::Expr, in_namespace: bool) -> bool {
    let ast::ExprKind::Call(c) = &e.kind else {
        return false;
    };
    let ast::Callee::Name(n) = &c.callee else {
        return false;
    };
    let ast::ArgListKind::Args(list) = &c.args.kind else {
        return false;
    };
    let global = match n.kind {
        ast::NameKind::FullyQualified => !n.name.contains(&b'\\'),
        ast::NameKind::Unqualified => !in_namespace,
        _ => false,
    };
    if !global || list.iter().any(|a| a.name.is_some() || a.spread) {
        return false;
    }
    let literal = |int: bool| match list.first().map(|a| &a.value.kind) {
        Some(ast::ExprKind::Int(_)) => int,
        Some(ast::ExprKind::String(_)) => !int,
        _ => false,
    };
    match (&*n.name.to_ascii_lowercase(), list.len()) {
        (
            b"strlen" | b"is_null" | b"is_bool" | b"is_long" | b"is_int" | b"is_integer"
            | b"is_float" | b"is_double" | b"is_string" | b"is_array" | b"is_object"
            | b"is_resource" | b"is_scalar" | b"boolval" | b"intval" | b"floatval" | b"doubleval"
            | b"strval" | b"gettype" | b"count" | b"sizeof",
            1,
        ) => true,
        (b"get_class", 0 | 1) => true,
        (b"get_called_class" | b"func_num_args" | b"func_get_args", 0) => true,
        (b"array_key_exists", 2) => true,
        (b"chr", 1) => literal(true),
        (b"ord", 1) => literal(false),
        _ => false,
    }
}

/// Whether `return e` in a `function &f()` returns a reference (php's
/// `zend_is_variable_or_call`).
pub(super) fn returns_variable(e: &ast::Expr) -> bool {
    match &e.kind {
        ast::ExprKind::Variable(n) => &**n != b"this",
        ast::ExprKind::Dim(d) => d.index.is_some(),
        ast::ExprKind::Prop(p) => !p.nullsafe,
        ast::ExprKind::StaticProp(_) => true,
        _ => var_by_name(e).is_some() || is_ref_call(e),
    }
}

fn set_target(op: &mut Op, t: Target) {
    match op {
        Op::Jmp { target }
        | Op::JmpZ { target, .. }
        | Op::JmpNz { target, .. }
        | Op::CmpJmp { target, .. }
        | Op::CmpLitJmp { target, .. }
        | Op::JmpNotNull { target, .. }
        | Op::JmpArgByVal { target, .. }
        | Op::JmpNamedByVal { target, .. }
        | Op::JmpArgPassed { target, .. }
        | Op::FastCall { target, .. } => *target = t,
        Op::FeFetch { end, .. } => *end = t,
        Op::BindStatic { skip, .. } => *skip = t,
        Op::Catch { next, .. } => *next = t,
        _ => {}
    }
}

/// Apply `f` to every slot operand of an op.
fn fix_slots(op: &mut Op, f: &impl Fn(u32) -> u32) {
    macro_rules! fx {
        ($($s:expr),*) => {{ $( *$s = f(*$s); )* }};
    }
    match op {
        Op::Nop
        | Op::Ticks { .. }
        | Op::Jmp { .. }
        | Op::ReturnNull
        | Op::VerifyNoneReturned
        | Op::GeneratorCreate
        | Op::InitFcall { .. }
        | Op::InitStaticMethodCall { .. } => {}
        Op::Rethrow | Op::DeclareFunction { .. } | Op::Fatal { .. } | Op::ThrowError { .. } => {}
        Op::RecvCheck { .. }
        | Op::RecvRequired { .. }
        | Op::JmpArgPassed { .. }
        | Op::JmpArgByVal { .. }
        | Op::JmpNamedByVal { .. } => {}
        Op::Const { dst, .. } => fx!(dst),
        Op::Move { dst, src } | Op::Special1 { dst, src, .. } => fx!(dst, src),
        Op::Assign { var, src } | Op::AssignRef { var, src } => fx!(var, src),
        Op::MakeRef { dst, var } | Op::IssetVar { dst, var } | Op::FetchQuiet { dst, var } => {
            fx!(dst, var)
        }
        Op::Clear { dst } => fx!(dst),
        Op::FreeTemps { first, .. } => fx!(first),
        Op::UnsetVar { var } | Op::BindGlobal { var } | Op::BindStatic { var, .. } => fx!(var),
        Op::Bin { dst, a, b, .. } | Op::Cmp { dst, a, b, .. } | Op::BoolXor { dst, a, b } => {
            fx!(dst, a, b)
        }
        Op::BinCv { var, a, b, .. } => fx!(var, a, b),
        Op::BinLitCv { var, a, .. } => fx!(var, a),
        Op::RopeAdd { dst, src } => fx!(dst, src),
        Op::RopeEnd { dst, first, .. } => fx!(dst, first),
        Op::Unary { dst, a, .. }
        | Op::Cast { dst, a, .. }
        | Op::Bool { dst, a }
        | Op::BinLit { dst, a, .. } => fx!(dst, a),
        Op::AssignOp { var, src, .. } => fx!(var, src),
        Op::IncDec { dst, var, .. } => fx!(dst, var),
        Op::Echo { src } | Op::Return { src } | Op::Throw { src } | Op::MatchError { src } => {
            fx!(src)
        }
        Op::ReturnRef { src } | Op::SendFuncResult { src, .. } => fx!(src),
        Op::AssignRefResult { src, flag } => fx!(src, flag),
        Op::AssignRefNotice { flag } => fx!(flag),
        Op::JmpZ { cond, .. } | Op::JmpNz { cond, .. } => fx!(cond),
        Op::CmpJmp { a, b, .. } => fx!(a, b),
        Op::CmpLitJmp { a, .. } => fx!(a),
        Op::JmpNotNull { src, .. } => fx!(src),
        Op::NewArray { dst, .. } => fx!(dst),
        Op::AddElem { arr, val } | Op::AddElemLit { arr, val, .. } => fx!(arr, val),
        Op::AddElemKey { arr, key, val } | Op::AddElemRef { arr, key, val } => fx!(arr, key, val),
        Op::AddSpread { arr, src } => fx!(arr, src),
        Op::ConstPropCheck { obj, name } => fx!(obj, name),
        Op::PropRwCheck { obj, .. } => fx!(obj),
        Op::FetchRw { var } => fx!(var),
        Op::FetchDimRC { dst, base, .. } => fx!(dst, base),
        Op::FetchDimR { dst, base, key }
        | Op::FetchDimIs { dst, base, key, .. }
        | Op::FetchListR { dst, base, key } => {
            fx!(dst, base, key)
        }
        Op::AssignDim { var, keys, src, .. } | Op::AssignDimOp { var, keys, src, .. } => {
            fx!(var, keys, src)
        }
        Op::IncDecDim { var, keys, .. } | Op::UnsetDim { var, keys, .. } => fx!(var, keys),
        Op::FetchDimRef { dst, var, keys, .. } => fx!(dst, var, keys),
        Op::FetchObjR { dst, obj, name } | Op::FetchObjIs { dst, obj, name, .. } => {
            fx!(dst, obj, name)
        }
        Op::AssignObj { obj, name, src } => fx!(obj, name, src),
        Op::FetchPropC { dst, obj, .. } => fx!(dst, obj),
        Op::FetchThisPropC { dst, .. } => fx!(dst),
        Op::AssignPropC { obj, src, .. } => fx!(obj, src),
        Op::AssignThisPropC { src, .. } => fx!(src),
        Op::IncDecThisProp { dst, var, .. } => fx!(dst, var),
        Op::AssignOpThisProp { dst, src, .. } => fx!(dst, src),
        Op::IssetThisProp { dst, .. } | Op::FetchThisPropIs { dst, .. } => fx!(dst),
        Op::AssignStaticProp { src, .. } => fx!(src),
        Op::NewCtor { dst, .. } => fx!(dst),
        Op::FetchGlobalC { dst, .. } => fx!(dst),
        Op::New { dst, .. } => fx!(dst),
        Op::IssetDim { dst, base, key } => fx!(dst, base, key),
        // (a literal name has no temporary bit: left as it is)
        Op::FetchObjRef { dst, obj, name }
        | Op::FetchObjW { dst, obj, name, .. }
        | Op::IssetObj { dst, obj, name } => {
            fx!(dst, obj, name)
        }
        Op::UnsetObj { obj, name } => fx!(obj, name),
        Op::This { dst, .. } => fx!(dst),
        Op::DeclareClass { .. } => {}
        Op::FetchStaticProp { dst, .. }
        | Op::StaticPropRef { dst, .. }
        | Op::FetchStaticPropIs { dst, .. }
        | Op::FetchClassConst { dst, .. }
        | Op::FetchClassName { dst, .. } => fx!(dst),
        Op::FetchClassConstDyn { dst, class, .. } => fx!(dst, class),
        Op::FetchClassConstName { dst, name, .. } => fx!(dst, name),
        Op::FetchClassConstDynName { dst, class, name } => fx!(dst, class, name),
        Op::FetchClassNameDyn { dst, src } | Op::Clone { dst, src } => fx!(dst, src),
        Op::InitStaticMethodCallDyn { class, name } => fx!(class, name),
        Op::InitMethodCallDyn { obj, name } => fx!(obj, name),
        Op::StaticPropRefDyn {
            dst, class, name, ..
        } => fx!(dst, class, name),
        Op::AssignObjRef { obj, name, src } => fx!(obj, name, src),
        Op::AssignStaticPropRef { class, name, src } => fx!(class, name, src),
        Op::UnsetStaticProp { class, name } => fx!(class, name),
        Op::AssignDimRef { var, keys, src, .. } => fx!(var, keys, src),
        Op::NewDyn { dst, class } => fx!(dst, class),
        Op::InstanceOf { dst, a, .. } => fx!(dst, a),
        Op::InstanceOfDyn { dst, a, class } => fx!(dst, a, class),
        Op::InitDynamicCall { callee } => fx!(callee),
        Op::InitMethodCall { obj, .. } | Op::InitCtor { obj } => fx!(obj),
        Op::SendVal { src }
        | Op::SendValEx { src, .. }
        | Op::SendRef { src }
        | Op::SendNamed { src, .. }
        | Op::SendNamedValEx { src, .. }
        | Op::SendUnpack { src } => fx!(src),
        Op::SendVar { var, .. } | Op::SendNamedVar { var, .. } => fx!(var),
        Op::DoFcall { dst }
        | Op::CallDirect { dst, .. }
        | Op::CallBuiltin { dst, .. }
        | Op::CallThis { dst, .. }
        | Op::CallStatic { dst, .. } => fx!(dst),
        Op::CreateClosure { dst, .. } => fx!(dst),
        Op::MakeCallable { dst, src } => fx!(dst, src),
        Op::MakeStaticCallable { dst, class, name } => fx!(dst, class, name),
        Op::FetchVarVar { dst, name, .. } | Op::VarVarRef { dst, name, .. } => fx!(dst, name),
        Op::AssignVarVar { name, src, .. } | Op::BindVarVar { name, src, .. } => fx!(name, src),
        Op::UnsetVarVar { name, .. } => fx!(name),
        Op::FetchGlobals { dst } => fx!(dst),
        Op::FetchConstant { dst, .. } | Op::FunctionName { dst } => fx!(dst),
        Op::DeclareConst { src, .. } => fx!(src),
        Op::Catch { var, .. } => fx!(var),
        Op::FastCall { fast, .. } | Op::FastRet { fast } | Op::DiscardFast { fast } => fx!(fast),
        Op::FeReset { iter, src, .. } => fx!(iter, src),
        Op::FeFetch { iter, val, .. } => fx!(iter, val),
        Op::FeKey { iter, key } => fx!(iter, key),
        Op::FeFree { iter } => fx!(iter),
        Op::Silence { dst } => fx!(dst),
        Op::EndSilence { src } => fx!(src),
        Op::Yield { dst, key, val } => fx!(dst, key, val),
        Op::YieldFrom { dst, src } => fx!(dst, src),
        Op::VerifyReturn { src } => fx!(src),
        Op::AssignedValue { dst } => fx!(dst),
        Op::Include { dst, path, .. } => fx!(dst, path),
        Op::Exit { src } => fx!(src),
        Op::TypeIs { dst, a, .. } | Op::Isset { dst, a } => fx!(dst, a),
        Op::DefinedVars { dst } | Op::FuncGetArgs { dst } | Op::FuncNumArgs { dst } => fx!(dst),
        Op::ExtractVars { dst, src } | Op::CompactVars { dst, src } => fx!(dst, src),
    }
}

/// Whether a parameter's default builds an object (`new C(...)`) and holds no closure: its
/// constant expression is kept for Reflection, which cannot rebuild it from the code.
fn new_without_closure(d: &ast::Expr) -> bool {
    use crate::checks::functions::expr_any;
    let has = |want_new: bool| {
        expr_any(d, 0, &|e: &ast::Expr| match e.kind {
            ast::ExprKind::New(_) if want_new => Some(true),
            ast::ExprKind::Closure(_) | ast::ExprKind::ArrowFn(_) if !want_new => Some(true),
            _ => None,
        })
    };
    has(true) && !has(false)
}
