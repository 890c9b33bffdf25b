//! file.c's whole-file and filesystem functions: file_get_contents, file_put_contents,
//! file, unlink, rename, copy, mkdir, rmdir, realpath, tempnam, sys_get_temp_dir, getcwd,
//! chdir.

use super::streams::open_internal;
use super::{FileState, Stream, arg_path, cwd, errno, errno_text, resolve};
use crate::def;
use rphp_vm::builtins::{Builtin, arg, arg_bool, arg_int, arg_opt_int, value_error, value_to_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};
use std::os::unix::ffi::OsStrExt;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "file_get_contents",
        file_get_contents,
        1,
        5,
        &[
            "filename",
            "use_include_path",
            "context",
            "offset",
            "length",
        ],
    ),
    def(
        "file_put_contents",
        file_put_contents,
        2,
        4,
        &["filename", "data", "flags", "context"],
    ),
    def("file", file, 1, 3, &["filename", "flags", "context"]),
    def("unlink", unlink, 1, 2, &["filename", "context"]),
    def("rename", rename, 2, 3, &["from", "to", "context"]),
    def("copy", copy, 2, 3, &["from", "to", "context"]),
    def(
        "mkdir",
        mkdir,
        1,
        4,
        &["directory", "permissions", "recursive", "context"],
    ),
    def("rmdir", rmdir, 1, 2, &["directory", "context"]),
    def("realpath", realpath, 1, 1, &["path"]),
    def("tempnam", tempnam, 2, 2, &["directory", "prefix"]),
    def("getcwd", getcwd, 0, 0, &[]),
    def("symlink", symlink, 2, 2, &["target", "link"]),
    def("link", link, 2, 2, &["target", "link"]),
    def("readlink", readlink, 1, 1, &["path"]),
    def("md5_file", md5_file, 1, 2, &["filename", "binary"]),
    def("sha1_file", sha1_file, 1, 2, &["filename", "binary"]),
    def("chdir", chdir, 1, 1, &["directory"]),
];

fn lossy(p: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(p)
}

fn file_get_contents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "file_get_contents", "filename")?;
    let offset = if a.len() > 3 {
        arg_int(vm, a, 3, "file_get_contents", "offset")?
    } else {
        0
    };
    let length = arg_opt_int(vm, a, 4, "file_get_contents", "length")?;
    if let Some(l) = length
        && l < 0
    {
        return Err(value_error(
            "file_get_contents",
            4,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let Some(mut s) = open_internal(vm, "file_get_contents", &path, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    if offset != 0 {
        let ok = if offset < 0 {
            s.seek(offset, 2)
        } else {
            s.seek(offset, 0)
        };
        if !ok {
            vm.warn(format!(
                "file_get_contents(): Failed to seek to position {offset} in the stream"
            ));
            return Ok(Value::Bool(false));
        }
    }
    let data = match length {
        Some(l) => s.read(usize::try_from(l).unwrap_or(usize::MAX).min(1 << 30)),
        None => s.read_all(),
    };
    Ok(Value::Str(PhpStr::from_vec(data)))
}

fn file_put_contents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "file_put_contents", "filename")?;
    let flags = if a.len() > 2 {
        arg_int(vm, a, 2, "file_put_contents", "flags")?
    } else {
        0
    };
    let data: Vec<u8> = match arg(a, 1) {
        Value::Array(arr) => {
            let mut out = Vec::new();
            for v in arr.values() {
                out.extend_from_slice(&value_to_str(vm, v)?);
            }
            out
        }
        Value::Resource(h) => {
            let Some(d) = h.with::<Stream, _>(Stream::read_all) else {
                return Err(Control::Error(
                    rphp_vm::exec::ThrowKind::TypeError,
                    "file_put_contents(): supplied resource is not a valid stream resource".into(),
                ));
            };
            d
        }
        Value::Object(_) => {
            let v = arg(a, 1);
            match rphp_vm::builtins::value_to_str_now(vm, &v) {
                Ok(s) => s.to_vec(),
                Err(_) => {
                    vm.warn("file_put_contents(): The 2nd parameter should be either a string or an array");
                    return Ok(Value::Bool(false));
                }
            }
        }
        v => value_to_str(vm, &v)?.to_vec(),
    };
    let mode: &[u8] = if flags & 8 != 0 { b"ab" } else { b"wb" };
    let Some(mut s) = open_internal(vm, "file_put_contents", &path, mode)? else {
        return Ok(Value::Bool(false));
    };
    if data.is_empty() {
        return Ok(Value::Int(0));
    }
    match s.write(&data, &mut vm.out) {
        super::stream::Written::Done(n) => Ok(Value::Int(n as i64)),
        super::stream::Written::Echo(b) => {
            vm.out.echo(&b);
            Ok(Value::Int(b.len() as i64))
        }
        super::stream::Written::Failed => Ok(Value::Bool(false)),
    }
}

fn file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "file", "filename")?;
    let flags = if a.len() > 1 {
        arg_int(vm, a, 1, "file", "flags")?
    } else {
        0
    };
    if !(0..=(1 | 2 | 4 | 16)).contains(&flags) {
        return Err(value_error(
            "file",
            1,
            "flags",
            "must be a valid flag value",
        ));
    }
    let Some(mut s) = open_internal(vm, "file", &path, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    let data = s.read_all();
    let ignore_nl = flags & 2 != 0;
    let skip_empty = flags & 4 != 0;
    let mut arr = PhpArray::new();
    let mut start = 0;
    while start < data.len() {
        let end = data[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(data.len(), |p| start + p + 1);
        let mut line = &data[start..end];
        start = end;
        if ignore_nl {
            if let Some(l) = line.strip_suffix(b"\n") {
                line = l;
                if let Some(l) = line.strip_suffix(b"\r") {
                    line = l;
                }
            }
            if skip_empty && line.is_empty() {
                continue;
            }
        }
        let _ = arr.push(Value::Str(PhpStr::new(line)));
    }
    Ok(Value::Array(arr))
}

fn unlink(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "unlink", "filename")?;
    super::ensure_context(vm);
    let full = resolve(vm, &path);
    if full.is_dir() {
        vm.warn(format!("unlink({}): Is a directory", lossy(&path)));
        return Ok(Value::Bool(false));
    }
    match std::fs::remove_file(full) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!("unlink({}): {}", lossy(&path), errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn rename(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let from = arg_path(vm, a, 0, "rename", "from")?;
    let to = arg_path(vm, a, 1, "rename", "to")?;
    super::ensure_context(vm);
    let (f, t) = (resolve(vm, &from), resolve(vm, &to));
    match std::fs::rename(f, t) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!(
                "rename({},{}): {}",
                lossy(&from),
                lossy(&to),
                errno_text(&e)
            ));
            Ok(Value::Bool(false))
        }
    }
}

fn copy(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let from = arg_path(vm, a, 0, "copy", "from")?;
    let to = arg_path(vm, a, 1, "copy", "to")?;
    if from.is_empty() || to.is_empty() {
        return Err(super::streams::empty_path());
    }
    let (src_path, dst_path) = (resolve(vm, &from), resolve(vm, &to));
    if let (Ok(s), Ok(d)) = (std::fs::metadata(&src_path), std::fs::metadata(&dst_path)) {
        use std::os::unix::fs::MetadataExt;
        if d.is_dir() {
            vm.warn("copy(): The second argument to copy() function cannot be a directory");
            return Ok(Value::Bool(false));
        }
        if s.dev() == d.dev() && s.ino() == d.ino() {
            return Ok(Value::Bool(false));
        }
    }
    if src_path.is_dir() {
        vm.warn("copy(): The first argument to copy() function cannot be a directory");
        return Ok(Value::Bool(false));
    }
    let Some(mut src) = open_internal(vm, "copy", &from, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    let data = src.read_all();
    let Some(mut dst) = open_internal(vm, "copy", &to, b"wb")? else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(
        !matches!(
            dst.write(&data, &mut vm.out),
            super::stream::Written::Failed
        ) || data.is_empty(),
    ))
}

fn mkdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "mkdir", "directory")?;
    super::ensure_context(vm);
    let mode = if a.len() > 1 {
        arg_int(vm, a, 1, "mkdir", "permissions")?
    } else {
        0o777
    };
    let recursive = a.len() > 2 && arg_bool(vm, a, 2, "mkdir", "recursive")?;
    let full = resolve(vm, &path);
    let mut b = std::fs::DirBuilder::new();
    b.recursive(recursive);
    std::os::unix::fs::DirBuilderExt::mode(&mut b, (mode & 0o7777) as u32);
    if recursive && full.is_dir() {
        vm.warn("mkdir(): File exists");
        return Ok(Value::Bool(false));
    }
    match b.create(full) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!("mkdir(): {}", errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn rmdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "rmdir", "directory")?;
    super::ensure_context(vm);
    let full = resolve(vm, &path);
    match std::fs::remove_dir(full) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!("rmdir({}): {}", lossy(&path), errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn realpath(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "realpath", "path")?;
    let full = resolve(vm, &path);
    Ok(match std::fs::canonicalize(full) {
        Ok(p) => Value::Str(PhpStr::new(p.as_os_str().as_bytes())),
        Err(_) => Value::Bool(false),
    })
}

/// php's sys_get_temp_dir: $TMPDIR without its trailing slash, else /tmp.
pub(crate) fn temp_dir() -> Vec<u8> {
    match std::env::var_os("TMPDIR") {
        Some(t) if !t.is_empty() => {
            let mut b = t.as_bytes().to_vec();
            while b.len() > 1 && b.ends_with(b"/") {
                b.pop();
            }
            b
        }
        _ => b"/tmp".to_vec(),
    }
}

fn tempnam(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let dir = arg_path(vm, a, 0, "tempnam", "directory")?;
    let prefix = arg_path(vm, a, 1, "tempnam", "prefix")?;
    let mut prefix = super::path::basename_bytes(&prefix, b"");
    prefix.truncate(63);
    let mut base = resolve(vm, &dir);
    if dir.is_empty() || !base.is_dir() {
        vm.notice("tempnam(): file created in the system's temporary directory");
        base = std::path::PathBuf::from(std::ffi::OsStr::from_bytes(&temp_dir()));
    }
    let base = std::fs::canonicalize(&base).unwrap_or(base);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
        ^ u64::from(std::process::id());
    const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    for attempt in 0..100u64 {
        let mut x = seed.wrapping_add(attempt.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut name = prefix.clone();
        for _ in 0..6 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            name.push(ALNUM[((x >> 33) % ALNUM.len() as u64) as usize]);
        }
        let p = base.join(std::ffi::OsStr::from_bytes(&name));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&p)
        {
            Ok(_) => return Ok(Value::Str(PhpStr::new(p.as_os_str().as_bytes()))),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) => break,
        }
    }
    Ok(Value::Bool(false))
}

fn getcwd(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let c = cwd(vm);
    Ok(Value::Str(PhpStr::new(c.as_os_str().as_bytes())))
}

fn chdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "chdir", "directory")?;
    let full = resolve(vm, &path);
    match std::fs::canonicalize(&full) {
        Ok(p) if p.is_dir() => {
            vm.ext.get_or_default::<FileState>().cwd = p;
            Ok(Value::Bool(true))
        }
        Ok(_) => {
            vm.warn("chdir(): Not a directory (errno 20)");
            Ok(Value::Bool(false))
        }
        Err(e) => {
            vm.warn(format!("chdir(): {} (errno {})", errno_text(&e), errno(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn symlink(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let target = arg_path(vm, a, 0, "symlink", "target")?;
    let link = arg_path(vm, a, 1, "symlink", "link")?;
    let full = resolve(vm, &link);
    let target = std::path::PathBuf::from(std::ffi::OsStr::from_bytes(&target));
    match std::os::unix::fs::symlink(target, full) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!("symlink(): {}", errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn link(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let target = arg_path(vm, a, 0, "link", "target")?;
    let link = arg_path(vm, a, 1, "link", "link")?;
    let (t, l) = (resolve(vm, &target), resolve(vm, &link));
    match std::fs::hard_link(t, l) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!("link(): {}", errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn readlink(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "readlink", "path")?;
    let full = resolve(vm, &path);
    match std::fs::read_link(full) {
        Ok(p) => Ok(Value::Str(PhpStr::new(p.as_os_str().as_bytes()))),
        Err(e) => {
            vm.warn(format!("readlink(): {}", errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

/// md5_file and sha1_file: the digest of a file's contents.
fn digest_file(vm: &mut Vm, a: &[Value], func: &str, algo: &[u8]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, func, "filename")?;
    let binary = a.len() > 1 && arg_bool(vm, a, 1, func, "binary")?;
    let Some(mut s) = open_internal(vm, func, &path, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    let data = s.read_all();
    use crate::ext::hash::{algos, hex};
    let d = algos::find(algo)
        .map(|al| al.digest(&data, &algos::Options::default()))
        .unwrap_or_default();
    Ok(Value::Str(PhpStr::from_vec(if binary {
        d
    } else {
        hex(&d)
    })))
}

fn md5_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    digest_file(vm, a, "md5_file", b"md5")
}

fn sha1_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    digest_file(vm, a, "sha1_file", b"sha1")
}
