//! `include`/`require`(`_once`): php's path resolution (include_path, then the including
//! script's directory), compiling the file, and running it in the includer's variable
//! scope (its compiled variables are bound to the includer's variables by reference).

use super::{Control, Frame, OpResult, Ret, Vm};
use crate::bytecode::IncludeOp;
use crate::diag::{self, ErrorType};
use crate::value::Value;
use std::path::{Path, PathBuf};

impl Vm {
    fn resolve_include(&self, name: &str) -> Option<PathBuf> {
        let p = Path::new(name);
        if p.is_absolute() || name.starts_with("./") || name.starts_with("../") {
            return p.is_file().then(|| p.to_path_buf());
        }
        let include_path = self.ini.get("include_path").unwrap_or(".").to_owned();
        for dir in include_path.split(':') {
            let candidate = Path::new(dir).join(name);
            if candidate.is_file() {
                return Some(candidate);
            }
        }
        let (file, _) = self.location();
        let dir = Path::new(&file).parent()?;
        let candidate = dir.join(name);
        candidate.is_file().then_some(candidate)
    }

    /// `eval($code)`: compiled as a file named `FILE(LINE) : eval()'d code` and run in
    /// the caller's scope; a syntax error is a ParseError exception.
    fn eval(&mut self, dst: u32, code: Value) -> OpResult {
        let code = self.to_string_value(&code)?;
        let (file, line) = self.location();
        let name = format!("{file}({line}) : eval()'d code");
        let mut source = b"<?php ".to_vec();
        source.extend_from_slice(code.as_bytes());
        let parsed = rphp_parser::parse_with(&source, self.ini.lex_options());
        if let Some(err) = parsed.first_fatal() {
            if err.severity == rphp_parser::Severity::Parse {
                let e = self.create_throwable("ParseError", &err.message);
                {
                    let mut b = e.borrow_mut();
                    b.properties.insert("file", Value::str(&name));
                    b.properties.insert("line", Value::Int(i64::from(err.line)));
                }
                return Err(Control::Throw(e));
            }
            return Err(Control::Fatal(err.message.clone()));
        }
        let checks = crate::checks::check_program(&parsed.program, &source, &name);
        if let Some(err) = checks.first() {
            self.flush_diags();
            let _ = diag::report(
                &self.ini,
                &mut self.out,
                ErrorType::CompileError,
                &err.message,
                &name,
                err.line,
            );
            return Err(Control::Exit(255));
        }
        let unit = match crate::compile::compile_eval(
            &parsed.program,
            &source,
            &name,
            self.builtins.direct_names(),
        ) {
            Ok(u) => u,
            Err(e) => {
                self.flush_diags();
                let _ = diag::report(
                    &self.ini,
                    &mut self.out,
                    ErrorType::CompileError,
                    &e.message,
                    &name,
                    e.line,
                );
                return Err(Control::Exit(255));
            }
        };
        self.run_in_scope(unit, dst)
    }

    pub(super) fn include(&mut self, op: IncludeOp, dst: u32, path: Value) -> OpResult {
        if op == IncludeOp::Eval {
            return self.eval(dst, path);
        }
        let name = self.to_string_value(&path)?.to_string_lossy();
        let fname = match op {
            IncludeOp::Include => "include",
            IncludeOp::IncludeOnce => "include_once",
            IncludeOp::Require => "require",
            IncludeOp::RequireOnce | IncludeOp::Eval => "require_once",
        };
        let require = matches!(op, IncludeOp::Require | IncludeOp::RequireOnce);
        let once = matches!(op, IncludeOp::IncludeOnce | IncludeOp::RequireOnce);
        let Some(found) = self.resolve_include(&name).filter(|_| !name.is_empty()) else {
            if name.is_empty() {
                return Err(Control::Error(
                    super::ThrowKind::ValueError,
                    "Path cannot be empty".into(),
                ));
            }
            self.warn(format!(
                "{fname}({name}): Failed to open stream: No such file or directory"
            ));
            let ip = self.ini.get("include_path").unwrap_or("").to_owned();
            if require {
                return Err(Control::Error(
                    super::ThrowKind::Error,
                    format!("Failed opening required '{name}' (include_path='{ip}')"),
                ));
            }
            self.warn(format!(
                "{fname}(): Failed opening '{name}' for inclusion (include_path='{ip}')"
            ));
            self.deliver(dst, Value::Bool(false));
            return Ok(());
        };
        let canonical = std::fs::canonicalize(&found).unwrap_or_else(|_| found.clone());
        if once && self.included.contains(&canonical) {
            self.deliver(dst, Value::Bool(true));
            return Ok(());
        }
        self.note_included(canonical.clone());
        let source = match std::fs::read(&found) {
            Ok(s) => s,
            Err(_) => {
                self.warn(format!(
                    "{fname}({name}): Failed to open stream: Permission denied"
                ));
                self.deliver(dst, Value::Bool(false));
                return Ok(());
            }
        };
        let file = if found.is_absolute() {
            found.clone()
        } else {
            canonical
        };
        let file = file.to_string_lossy().into_owned();
        let parsed = rphp_parser::parse_with(&source, self.ini.lex_options());
        if let Some(err) = parsed.first_fatal() {
            let t = match err.severity {
                rphp_parser::Severity::Parse => ErrorType::Parse,
                _ => ErrorType::CompileError,
            };
            self.flush_diags();
            let _ = diag::report(&self.ini, &mut self.out, t, &err.message, &file, err.line);
            return Err(Control::Exit(255));
        }
        let unit = match crate::compile::compile_file_with(
            &parsed.program,
            &source,
            &file,
            self.builtins.direct_names(),
        ) {
            Ok(u) => u,
            Err(e) => {
                self.flush_diags();
                let _ = diag::report(
                    &self.ini,
                    &mut self.out,
                    ErrorType::CompileError,
                    &e.message,
                    &file,
                    e.line,
                );
                return Err(Control::Exit(255));
            }
        };
        self.run_in_scope(unit, dst)
    }

    /// Run a compiled file in the current frame's variable scope; its result goes to `dst`.
    fn run_in_scope(&mut self, unit: std::sync::Arc<crate::bytecode::Unit>, dst: u32) -> OpResult {
        let func = self.func_for(&unit);
        let refs: Vec<_> = func
            .unit
            .cv_names
            .iter()
            .map(|n| {
                if crate::compile::is_superglobal(n) {
                    self.global_ref(n)
                } else {
                    self.local_ref(n)
                }
            })
            .collect();
        let base = self.co.stack.len();
        self.co
            .stack
            .resize(base + func.unit.num_slots as usize, None);
        for (i, r) in refs.into_iter().enumerate() {
            self.co.stack[base + i] = Some(Value::Ref(r));
        }
        let ncv = func.unit.cv_names.len() as u32;
        let (this, scope, called) = self
            .co
            .frames
            .last()
            .map(|f| (f.this.clone(), f.scope, f.called))
            .unwrap_or((None, crate::class::NO_CLASS, crate::class::NO_CLASS));
        self.co.frames.push(Frame {
            this,
            scope,
            called,
            func,
            pc: 0,
            base: base as u32,
            ncv,
            argc: 0,
            calls_base: self.co.calls.len() as u32,
            ret: Ret::Slot(dst),
            closure: None,
            extra: None,
        });
        Ok(())
    }
}
