//! dir.c: opendir, readdir, rewinddir, closedir (directory handles are "stream"
//! resources, as in php) and scandir.

use super::stream::Backend;
use super::{Stream, arg_path, errno, errno_text, new_stream, resolve};
use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_int, type_error};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, PhpStr, ResourceHandle, Value};
use std::os::unix::ffi::OsStrExt;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("opendir", opendir, 1, 2, &["directory", "context"]),
    def("readdir", readdir, 0, 1, &["dir_handle"]),
    def("rewinddir", rewinddir, 0, 1, &["dir_handle"]),
    def("closedir", closedir, 0, 1, &["dir_handle"]),
    def(
        "scandir",
        scandir,
        1,
        3,
        &["directory", "sorting_order", "context"],
    ),
];

/// The entries of a directory, "." and ".." first; Err carries the I/O error.
fn list(vm: &mut Vm, path: &[u8]) -> Result<Vec<Vec<u8>>, std::io::Error> {
    let rd = std::fs::read_dir(resolve(vm, path))?;
    let mut out = vec![b".".to_vec(), b"..".to_vec()];
    for e in rd.flatten() {
        out.push(e.file_name().as_bytes().to_vec());
    }
    Ok(out)
}

fn opendir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "opendir", "directory")?;
    super::ensure_context(vm);
    match list(vm, &path) {
        Ok(entries) => {
            let mut s = Stream::new(Backend::Dir(entries), b"r", &path);
            s.uri.clear();
            let v = new_stream(vm, s);
            if let Value::Resource(h) = &v {
                vm.ext.get_or_default::<DirState>().last = Some(h.clone());
            }
            Ok(v)
        }
        Err(e) => {
            vm.warn(format!(
                "opendir({}): Failed to open directory: {}",
                String::from_utf8_lossy(&path),
                errno_text(&e)
            ));
            Ok(Value::Bool(false))
        }
    }
}

/// The last directory opened (readdir() without an argument).
#[derive(Default)]
struct DirState {
    last: Option<ResourceHandle>,
}

/// The directory handle argument, or the last opened one (deprecated in 8.5).
fn dir_arg(vm: &mut Vm, a: &[Value], func: &str) -> Result<ResourceHandle, Control> {
    let h = match arg(a, 0) {
        Value::Null => {
            vm.deprecated(format!(
                "{func}(): Passing null is deprecated, instead the last opened directory stream should be provided"
            ));
            match vm.ext.get_or_default::<DirState>().last.clone() {
                Some(h) => h,
                None => {
                    return Err(Control::Error(
                        ThrowKind::TypeError,
                        "No resource supplied".into(),
                    ));
                }
            }
        }
        Value::Resource(h) => h,
        v => return Err(type_error(func, 0, "dir_handle", "resource or null", &v)),
    };
    if h.is_closed() {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!("{func}(): Argument #1 ($dir_handle) must be an open stream resource"),
        ));
    }
    let is_dir = h
        .with::<Stream, _>(|s| matches!(s.backend, Backend::Dir(_)))
        .unwrap_or(false);
    if !is_dir {
        return Err(Control::Error(
            ThrowKind::TypeError,
            format!("{func}(): Argument #1 ($dir_handle) must be a valid Directory resource"),
        ));
    }
    Ok(h)
}

fn readdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = dir_arg(vm, a, "readdir")?;
    Ok(match h.with::<Stream, _>(Stream::next_entry).flatten() {
        Some(e) => Value::Str(PhpStr::from_vec(e)),
        None => Value::Bool(false),
    })
}

fn rewinddir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = dir_arg(vm, a, "rewinddir")?;
    let _ = h.with::<Stream, _>(|s| s.pos = 0);
    Ok(Value::Null)
}

fn closedir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = dir_arg(vm, a, "closedir")?;
    h.close();
    let st = vm.ext.get_or_default::<DirState>();
    if st
        .last
        .as_ref()
        .is_some_and(|l| ResourceHandle::ptr_eq(l, &h))
    {
        st.last = None;
    }
    Ok(Value::Null)
}

fn scandir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "scandir", "directory")?;
    let order = if a.len() > 1 {
        arg_int(vm, a, 1, "scandir", "sorting_order")?
    } else {
        0
    };
    if path.is_empty() {
        return Err(rphp_vm::builtins::value_error(
            "scandir",
            0,
            "directory",
            "must not be empty",
        ));
    }
    super::ensure_context(vm);
    let mut entries = match list(vm, &path) {
        Ok(e) => {
            super::internal_stream_id(vm);
            e
        }
        Err(e) => {
            vm.warn(format!(
                "scandir({}): Failed to open directory: {}",
                String::from_utf8_lossy(&path),
                errno_text(&e)
            ));
            vm.warn(format!(
                "scandir(): (errno {}): {}",
                errno(&e),
                errno_text(&e)
            ));
            return Ok(Value::Bool(false));
        }
    };
    match order {
        0 => entries.sort(),
        2 => {}
        _ => {
            entries.sort();
            entries.reverse();
        }
    }
    let mut arr = PhpArray::new();
    for e in entries {
        let _ = arr.push(Value::Str(PhpStr::from_vec(e)));
    }
    Ok(Value::Array(arr))
}
