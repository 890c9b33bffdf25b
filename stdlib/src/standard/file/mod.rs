//! ext/standard's files and streams (file.c, plain_wrapper.c, dir.c, filestat.c): blocking
//! plain-file streams and the filesystem functions. A stream is a resource of kind
//! "stream" holding a `stream::Stream`; relative paths resolve against the VM's own
//! working directory (`FileState::cwd`), never the process's.

use rphp_vm::builtins::{arg, arg_str, type_error, value_error};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ResourceHandle, Value};
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

pub mod csv;
pub mod dir;
pub mod fs;
pub mod meta;
pub mod path;
pub mod stat;
pub mod stream;
pub mod streams;

pub(crate) use stream::Stream;

/// The file constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("SEEK_SET", 0),
    ("SEEK_CUR", 1),
    ("SEEK_END", 2),
    ("LOCK_SH", 1),
    ("LOCK_EX", 2),
    ("LOCK_UN", 3),
    ("LOCK_NB", 4),
    ("FILE_USE_INCLUDE_PATH", 1),
    ("FILE_IGNORE_NEW_LINES", 2),
    ("FILE_SKIP_EMPTY_LINES", 4),
    ("FILE_APPEND", 8),
    ("FILE_NO_DEFAULT_CONTEXT", 16),
    ("FILE_TEXT", 0),
    ("FILE_BINARY", 0),
    ("FNM_NOESCAPE", 2),
    ("FNM_PATHNAME", 1),
    ("FNM_PERIOD", 4),
    ("FNM_CASEFOLD", 16),
    ("GLOB_BRACE", 1024),
    ("GLOB_MARK", 2),
    ("GLOB_NOSORT", 4),
    ("GLOB_NOCHECK", 16),
    ("GLOB_NOESCAPE", 64),
    ("GLOB_ERR", 1),
    ("GLOB_ONLYDIR", 1 << 30),
    (
        "GLOB_AVAILABLE_FLAGS",
        1024 | 2 | 4 | 16 | 64 | 1 | (1 << 30),
    ),
    ("PATHINFO_DIRNAME", 1),
    ("PATHINFO_BASENAME", 2),
    ("PATHINFO_EXTENSION", 4),
    ("PATHINFO_FILENAME", 8),
    ("PATHINFO_ALL", 15),
    ("SCANDIR_SORT_ASCENDING", 0),
    ("SCANDIR_SORT_DESCENDING", 1),
    ("SCANDIR_SORT_NONE", 2),
];

/// Per-VM file state.
pub(crate) struct FileState {
    /// The VM's working directory (getcwd/chdir); starts as the process's.
    pub cwd: PathBuf,
    /// The default stream context (php allocates it at the first fopen and keeps it).
    pub context: Option<rphp_vm::value::ResourceHandle>,
}

impl Default for FileState {
    fn default() -> FileState {
        FileState {
            cwd: std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/")),
            context: None,
        }
    }
}

/// Per-VM setup: STDIN, STDOUT and STDERR are resources 1, 2 and 3 as in php's CLI.
pub fn init_vm(vm: &mut Vm) {
    let _ = vm.ext.get_or_default::<FileState>();
    let std = [
        (
            "STDIN",
            stream::Backend::Stdin,
            &b"rb"[..],
            &b"php://stdin"[..],
        ),
        ("STDOUT", stream::Backend::Stdout, b"wb", b"php://stdout"),
        ("STDERR", stream::Backend::Stderr, b"wb", b"php://stderr"),
    ];
    for (name, backend, mode, uri) in std {
        let h = vm.new_resource("stream", Box::new(Stream::new(backend, mode, uri)));
        vm.constants
            .insert(name.as_bytes().into(), Value::Resource(h));
    }
}

/// The VM's working directory.
pub(crate) fn cwd(vm: &mut Vm) -> PathBuf {
    vm.ext.get_or_default::<FileState>().cwd.clone()
}

/// A path as php sees it, resolved against the VM's working directory.
pub(crate) fn resolve(vm: &mut Vm, p: &[u8]) -> PathBuf {
    let path = PathBuf::from(OsStr::from_bytes(p));
    if path.is_absolute() {
        path
    } else {
        cwd(vm).join(path)
    }
}

/// A path parameter (`p` in zpp): a string without NUL bytes.
pub(crate) fn arg_path(
    vm: &mut Vm,
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<Vec<u8>, Control> {
    let s = arg_str(vm, args, n, func, param)?;
    if s.contains(&0) {
        return Err(value_error(
            func,
            n,
            param,
            "must not contain any null bytes",
        ));
    }
    Ok(s.to_vec())
}

/// A stream resource parameter: php's TypeErrors for a non-resource and a closed one.
pub(crate) fn arg_stream(
    args: &[Value],
    n: usize,
    func: &str,
    param: &str,
) -> Result<ResourceHandle, Control> {
    match arg(args, n) {
        Value::Resource(h) => {
            if h.is_closed() {
                Err(Control::Error(
                    ThrowKind::TypeError,
                    format!(
                        "{func}(): Argument #{} (${param}) must be an open stream resource",
                        n + 1
                    ),
                ))
            } else if h.with::<Stream, _>(|_| ()).is_none() {
                Err(Control::Error(
                    ThrowKind::TypeError,
                    format!("{func}(): supplied resource is not a valid stream resource"),
                ))
            } else {
                Ok(h)
            }
        }
        v => Err(type_error(func, n, param, "resource", &v)),
    }
}

/// Run `f` on an open stream (the caller checked it with `arg_stream`).
pub(crate) fn with_stream<R: Default>(h: &ResourceHandle, f: impl FnOnce(&mut Stream) -> R) -> R {
    h.with::<Stream, _>(f).unwrap_or_default()
}

/// php's default stream context: a resource allocated by the first function that takes
/// a context (fopen, file_get_contents, unlink, mkdir...).
pub(crate) fn ensure_context(vm: &mut Vm) {
    if vm.ext.get_or_default::<FileState>().context.is_none() {
        let h = vm.new_resource("stream-context", Box::new(()));
        vm.ext.get_or_default::<FileState>().context = Some(h);
    }
}

/// A new stream resource (after the default context).
pub(crate) fn new_stream(vm: &mut Vm, stream: Stream) -> Value {
    ensure_context(vm);
    Value::Resource(vm.new_resource("stream", Box::new(stream)))
}

/// Use up the resource id of a stream a function opens and closes inside (php's
/// file_get_contents, file, copy, scandir... each make one).
pub(crate) fn internal_stream_id(vm: &mut Vm) {
    ensure_context(vm);
    let _ = vm.new_resource("stream", Box::new(()));
}

/// strerror's text for an I/O error.
pub(crate) fn errno_text(e: &std::io::Error) -> &'static str {
    match e.raw_os_error() {
        Some(1) => "Operation not permitted",
        Some(2) => "No such file or directory",
        Some(5) => "Input/output error",
        Some(9) => "Bad file descriptor",
        Some(13) => "Permission denied",
        Some(17) => "File exists",
        Some(18) => "Invalid cross-device link",
        Some(20) => "Not a directory",
        Some(21) => "Is a directory",
        Some(22) => "Invalid argument",
        Some(24) => "Too many open files",
        Some(28) => "No space left on device",
        Some(30) => "Read-only file system",
        Some(36) => "File name too long",
        Some(39) => "Directory not empty",
        Some(40) => "Too many levels of symbolic links",
        _ => match e.kind() {
            std::io::ErrorKind::NotFound => "No such file or directory",
            std::io::ErrorKind::PermissionDenied => "Permission denied",
            std::io::ErrorKind::AlreadyExists => "File exists",
            _ => "Unknown error",
        },
    }
}

/// The errno of an I/O error (for php's "(errno N)" suffixes).
pub(crate) fn errno(e: &std::io::Error) -> i32 {
    e.raw_os_error().unwrap_or(0)
}

/// php's "func(path): Failed to open stream: why" warning.
pub(crate) fn open_failed(vm: &mut Vm, func: &str, path: &[u8], why: &str) {
    vm.warn(format!(
        "{func}({}): Failed to open stream: {why}",
        String::from_utf8_lossy(path)
    ));
}
