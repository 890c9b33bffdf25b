//! rphp's embedding facade: the small, safe API a Rust program uses to run PHP.
//!
//! ```
//! let mut php = rphp::Php::builder().capture_output().build();
//! php.register_fn("twice", |args| Ok(rphp::Val::Int(args[0].as_int().unwrap_or(0) * 2)))
//!     .expect("registered");
//! let status = php.run_code("function greet($n) { return \"hi $n\"; } echo twice(21);");
//! assert_eq!(status.expect("runs"), 0);
//! assert_eq!(php.take_output(), b"42");
//! assert_eq!(php.call("greet", &["bob".into()]).expect("calls"), "hi bob".into());
//! ```
//!
//! A `Php` owns one VM with the standard library registered. It is deliberately not `Send`:
//! PHP values are `Rc`-based (invariant 4), so each thread makes its own `Php`; nothing is
//! global (invariant 3), so VMs on different threads never see each other.
//!
//! Contract of a run (`run_code`, `run_file`):
//! - `Ok(status)`: the script ended normally (0) or by `exit` (its status).
//! - `Err(Error::Syntax)`: it did not compile; nothing ran and nothing was printed.
//! - `Err(Error::Exception)`: an exception nobody caught; php's "PHP Fatal error:  Uncaught
//!   ..." report was written to the output as php writes it, and the error carries the
//!   exception's class and message.
//! - `Err(Error::Fatal)`: another fatal error (memory limit, ...), likewise printed.
//!
//! Runs on one `Php` share functions, constants and ini; each run is a new main script,
//! so global variables do not carry over.

mod val;

pub use rphp_parser::{ParseError, ParseResult, Severity};
pub use rphp_vm::ini::Ini;
pub use val::{Key, Val};

use rphp_vm::builtins::BuiltinFn;
use rphp_vm::diag::{self, ErrorType};
use rphp_vm::exec::{Control, Output, ThrowKind, Vm};
use rphp_vm::value::Value;
use std::cell::RefCell;
use std::fmt;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Parse PHP source and return the AST plus every diagnostic, in php's wording.
pub fn check_syntax(source: &[u8]) -> ParseResult {
    rphp_parser::parse(source)
}

/// A VM with the standard library registered: the one setup shared by the `rphp` binary and
/// `Php`. Not part of the stable facade (it exposes the VM's own types).
#[doc(hidden)]
pub fn standard_vm(ini: Ini, out: Output) -> Vm {
    let mut ini = ini;
    rphp_stdlib::register_ini(&mut ini);
    let mut vm = Vm::new(ini, out);
    rphp_stdlib::register(&mut vm.builtins);
    rphp_stdlib::register_constants(&mut vm.constants);
    rphp_stdlib::init_vm(&mut vm);
    vm
}

/// The name php gives code run with `-r`; `run_code` uses it too.
const CODE_FILE: &str = "Command line code";

/// How many Rust functions one `Php` can register.
pub const MAX_HOST_FUNCTIONS: usize = 64;

/// Why a run or a call failed.
#[derive(Debug)]
pub enum Error {
    /// The code did not compile (php's parse or compile error, word for word).
    Syntax {
        severity: Severity,
        message: String,
        file: String,
        line: u32,
    },
    /// An exception reached the top uncaught.
    Exception {
        class: String,
        message: String,
        file: String,
        line: u32,
    },
    /// A fatal error ended the script (php's message).
    Fatal {
        message: String,
        file: String,
        line: u32,
    },
    /// `call` only: the called code ran `exit` with this status.
    Exit(i32),
    /// `run_file` could not read the file.
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// `call` of a function that is not defined.
    UndefinedFunction(String),
    /// A value that cannot cross into Rust (an object), or a full host-function table.
    Unsupported(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Syntax {
                severity,
                message,
                file,
                line,
            } => {
                let kind = match severity {
                    Severity::Parse => "Parse error",
                    Severity::Warning => "Warning",
                    Severity::Deprecated => "Deprecated",
                    Severity::Fatal | Severity::CompileError => "Fatal error",
                };
                write!(f, "{kind}: {message} in {file} on line {line}")
            }
            Error::Exception {
                class,
                message,
                file,
                line,
            } => write!(f, "Uncaught {class}: {message} in {file}:{line}"),
            Error::Fatal {
                message,
                file,
                line,
            } => write!(f, "Fatal error: {message} in {file} on line {line}"),
            Error::Exit(status) => write!(f, "exit({status})"),
            Error::Io { path, error } => {
                write!(f, "Could not open input file: {} ({error})", path.display())
            }
            Error::UndefinedFunction(name) => write!(f, "Call to undefined function {name}()"),
            Error::Unsupported(what) => f.write_str(what),
        }
    }
}

impl std::error::Error for Error {}

/// Settings for a new `Php`.
#[derive(Default)]
pub struct Builder {
    ini: Ini,
    capture: bool,
    argv: Vec<Vec<u8>>,
}

impl Builder {
    /// Set an ini entry, as `-d key=value` does (start: php's built-in defaults, `php -n`).
    pub fn ini(mut self, key: &str, value: &str) -> Builder {
        self.ini.set(key, value);
        self
    }

    /// Keep PHP's output (and displayed errors) in memory for `take_output` instead of
    /// writing it to stdout.
    pub fn capture_output(mut self) -> Builder {
        self.capture = true;
        self
    }

    /// `$argv[1..]` of the scripts this `Php` runs.
    pub fn args<I, S>(mut self, args: I) -> Builder
    where
        I: IntoIterator<Item = S>,
        S: Into<Vec<u8>>,
    {
        self.argv = args.into_iter().map(Into::into).collect();
        self
    }

    pub fn build(self) -> Php {
        let (out, captured) = if self.capture {
            let (out, buf) = Output::buffer();
            (out, Some(buf))
        } else {
            (Output::stdout(), None)
        };
        let mut vm = standard_vm(self.ini, out);
        vm.host = Some(Box::new(HostTable::default()));
        Php {
            vm,
            captured,
            args: self.argv,
        }
    }
}

/// What a Rust function registered with `register_fn` fails with: any error (`?` works),
/// or a message (`Err("bad input".into())`). Its text becomes the PHP exception's message.
pub type HostError = Box<dyn std::error::Error>;

/// A Rust function PHP can call.
type HostFn = Box<dyn FnMut(&[Val]) -> Result<Val, String>>;

/// The per-VM table of registered Rust closures, kept in `Vm::host`. Slot `N` is reached
/// through the builtin `trampoline::<N>` (a builtin is a plain `fn` pointer, so the index
/// lives in the pointer: no global table).
#[derive(Default)]
struct HostTable {
    fns: Vec<(&'static str, HostFn)>,
}

fn trampoline<const N: usize>(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Control> {
    let mut vals = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        match Val::from_value(a) {
            Ok(v) => vals.push(v),
            Err(why) => {
                let msg = format!("Argument #{}: {why}", i + 1);
                return Err(Control::Error(ThrowKind::TypeError, msg));
            }
        }
    }
    let Some(table) = vm.host.as_mut().and_then(|h| h.downcast_mut::<HostTable>()) else {
        return Ok(Value::Null);
    };
    let Some((_, f)) = table.fns.get_mut(N) else {
        return Ok(Value::Null);
    };
    match f(&vals) {
        Ok(v) => Ok(v.to_value()),
        Err(message) => Err(Control::Error(ThrowKind::Exception, message)),
    }
}

macro_rules! trampolines {
    ($($n:literal)*) => { [$(trampoline::<$n> as BuiltinFn),*] };
}

const TRAMPOLINES: [BuiltinFn; MAX_HOST_FUNCTIONS] = trampolines!(
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
    32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60
    61 62 63
);

/// One PHP VM with the standard library. See the crate documentation for the contract.
pub struct Php {
    vm: Vm,
    captured: Option<Rc<RefCell<Vec<u8>>>>,
    args: Vec<Vec<u8>>,
}

impl Default for Php {
    fn default() -> Php {
        Php::new()
    }
}

impl Php {
    /// A VM with php's built-in ini defaults, writing to stdout.
    pub fn new() -> Php {
        Builder::default().build()
    }

    pub fn builder() -> Builder {
        Builder::default()
    }

    /// Run PHP code. Code that starts with `<?php` or `<?=` runs as a file's contents
    /// would (text outside the tags is output); any other code runs as `php -r` runs it,
    /// as if `<?php ` preceded it. Messages name the file "Command line code", as php's
    /// do for `-r`.
    pub fn run_code(&mut self, code: impl AsRef<[u8]>) -> Result<i32, Error> {
        let code = code.as_ref();
        let source = if code.starts_with(b"<?php") || code.starts_with(b"<?=") {
            code.to_vec()
        } else {
            let mut s = b"<?php ".to_vec();
            s.extend_from_slice(code);
            s
        };
        self.run_source(&source, CODE_FILE, CODE_FILE.as_bytes())
    }

    /// Run a PHP file, as `rphp path` does (messages and `__FILE__` use its full path).
    pub fn run_file(&mut self, path: impl AsRef<Path>) -> Result<i32, Error> {
        let path = path.as_ref();
        let source = std::fs::read(path).map_err(|error| Error::Io {
            path: path.to_path_buf(),
            error,
        })?;
        let full = std::fs::canonicalize(path)
            .unwrap_or_else(|_| path.to_path_buf())
            .to_string_lossy()
            .into_owned();
        let argv0 = path.to_string_lossy().into_owned().into_bytes();
        self.run_source(&source, &full, &argv0)
    }

    fn run_source(&mut self, source: &[u8], file: &str, argv0: &[u8]) -> Result<i32, Error> {
        let mut parsed = rphp_parser::parse(source);
        if parsed.first_fatal().is_none() {
            let checks = rphp_vm::checks::check_program(&parsed.program, source, file);
            parsed.errors.extend(checks);
        }
        let mut diagnostics = Vec::new();
        for e in &parsed.errors {
            if e.severity.stops() {
                return Err(Error::Syntax {
                    severity: e.severity,
                    message: e.message.clone(),
                    file: file.to_owned(),
                    line: e.line,
                });
            }
            let t = match e.severity {
                Severity::Deprecated => ErrorType::Deprecated,
                _ => ErrorType::CompileWarning,
            };
            diagnostics.push((t, e.message.clone(), e.line));
        }
        let unit = rphp_vm::compile::compile_file_with(
            &parsed.program,
            source,
            file,
            self.vm.builtins.direct_names(),
        )
        .map_err(|e| Error::Syntax {
            severity: Severity::CompileError,
            message: e.message,
            file: file.to_owned(),
            line: e.line,
        })?;
        self.vm.rearm();
        for (t, message, line) in diagnostics {
            let _ = diag::report(&self.vm.ini, &mut self.vm.out, t, &message, file, line);
        }
        let mut argv = vec![argv0.to_vec()];
        argv.extend(self.args.iter().cloned());
        self.vm.argv = argv;
        self.vm.load_main(&unit);
        let status = self.vm.run_to_end();
        match self.failure(status) {
            Some(e) => Err(e),
            None => Ok(status),
        }
    }

    /// What ended a run that finished with `status`, when it was an error.
    fn failure(&self, status: i32) -> Option<Error> {
        if let Some(e) = &self.vm.uncaught {
            let o = e.borrow();
            let prop = |name: &str| o.properties.get_named(name).map(Value::deref_value);
            let text = |v: Option<Value>| match v {
                Some(Value::Str(s)) => s.to_string_lossy(),
                _ => String::new(),
            };
            return Some(Error::Exception {
                class: o.class.name.to_string_lossy(),
                message: text(prop("message")),
                file: text(prop("file")),
                line: match prop("line") {
                    Some(Value::Int(i)) => u32::try_from(i).unwrap_or(0),
                    _ => 0,
                },
            });
        }
        match self.vm.last_error() {
            Some((1, message, file, line)) if status == 255 => Some(Error::Fatal {
                message: message.to_owned(),
                file: file.to_owned(),
                line,
            }),
            _ => None,
        }
    }

    /// Call a PHP function (user-defined by an earlier run, or a builtin) with `args` and
    /// run it to completion on the VM's executor. `Err(Error::Exception)` when it throws.
    pub fn call(&mut self, name: &str, args: &[Val]) -> Result<Val, Error> {
        let lower: Vec<u8> = name.as_bytes().to_ascii_lowercase();
        let lower = lower.strip_prefix(b"\\").unwrap_or(&lower);
        if !self.vm.functions.contains_key(lower) && self.vm.builtins.lookup(lower).is_none() {
            return Err(Error::UndefinedFunction(name.to_owned()));
        }
        let args: Vec<Value> = args.iter().map(Val::to_value).collect();
        match self.vm.call_to_end(Value::str(name), args) {
            Ok(v) => Val::from_value(&v).map_err(Error::Unsupported),
            Err(status) => Err(self.failure(status).unwrap_or(Error::Exit(status))),
        }
    }

    /// Make a Rust closure callable from PHP as the function `name`. Its arguments arrive
    /// converted to `Val`s (an object argument is a `TypeError` in PHP); an `Err(message)`
    /// becomes a PHP `Exception` with that message, thrown where it was called. A name
    /// that is a builtin already is replaced (sandboxing); register before running code
    /// that calls it. At most `MAX_HOST_FUNCTIONS` per `Php`.
    pub fn register_fn<F>(&mut self, name: &'static str, mut f: F) -> Result<(), Error>
    where
        F: FnMut(&[Val]) -> Result<Val, HostError> + 'static,
    {
        let Some(table) = self
            .vm
            .host
            .as_mut()
            .and_then(|h| h.downcast_mut::<HostTable>())
        else {
            return Err(Error::Unsupported(
                "the host-function table is missing".into(),
            ));
        };
        let n = table.fns.len();
        let Some(&func) = TRAMPOLINES.get(n) else {
            return Err(Error::Unsupported(format!(
                "at most {MAX_HOST_FUNCTIONS} Rust functions can be registered"
            )));
        };
        let boxed: HostFn = Box::new(move |args: &[Val]| f(args).map_err(|e| e.to_string()));
        table.fns.push((name, boxed));
        self.vm.builtins.add(name, func, 0, u8::MAX, &[]);
        Ok(())
    }

    /// The captured output so far, leaving it empty (empty when not capturing).
    pub fn take_output(&mut self) -> Vec<u8> {
        match &self.captured {
            Some(buf) => std::mem::take(&mut *buf.borrow_mut()),
            None => Vec::new(),
        }
    }

    /// The captured output so far, as text (invalid UTF-8 replaced).
    pub fn output_string(&self) -> String {
        match &self.captured {
            Some(buf) => String::from_utf8_lossy(&buf.borrow()).into_owned(),
            None => String::new(),
        }
    }

    /// An ini entry's current value.
    pub fn ini(&self, key: &str) -> Option<&str> {
        self.vm.ini.get(key)
    }
}
