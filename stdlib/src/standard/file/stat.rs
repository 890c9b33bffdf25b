//! filestat.c: stat, lstat, fstat, the is_* tests, file_exists, filesize, the file times,
//! fileperms, fileinode, filetype, chmod, umask, touch, disk_free_space/disk_total_space,
//! and clearstatcache with realpath_cache_get/realpath_cache_size (no cache is kept: php's
//! cache after a clear).

use super::{Stream, arg_path, arg_stream, resolve, with_stream};
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_opt_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};
use std::fs::Metadata;
use std::os::unix::fs::{MetadataExt, PermissionsExt};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("stat", stat, 1, 1, &["filename"]),
    def("lstat", lstat, 1, 1, &["filename"]),
    def("fstat", fstat, 1, 1, &["stream"]),
    def("is_file", is_file, 1, 1, &["filename"]),
    def("is_dir", is_dir, 1, 1, &["filename"]),
    def("is_link", is_link, 1, 1, &["filename"]),
    def("file_exists", file_exists, 1, 1, &["filename"]),
    def("is_readable", is_readable, 1, 1, &["filename"]),
    def("is_writable", is_writable, 1, 1, &["filename"]),
    def("is_writeable", is_writeable, 1, 1, &["filename"]),
    def("is_executable", is_executable, 1, 1, &["filename"]),
    def("filesize", filesize, 1, 1, &["filename"]),
    def("filemtime", filemtime, 1, 1, &["filename"]),
    def("fileatime", fileatime, 1, 1, &["filename"]),
    def("filectime", filectime, 1, 1, &["filename"]),
    def("fileperms", fileperms, 1, 1, &["filename"]),
    def("fileinode", fileinode, 1, 1, &["filename"]),
    def("fileowner", fileowner, 1, 1, &["filename"]),
    def("filegroup", filegroup, 1, 1, &["filename"]),
    def("filetype", filetype, 1, 1, &["filename"]),
    def("chmod", chmod, 2, 2, &["filename", "permissions"]),
    def("umask", umask, 0, 1, &["mask"]),
    def("touch", touch, 1, 3, &["filename", "mtime", "atime"]),
    def(
        "clearstatcache",
        clearstatcache,
        0,
        2,
        &["clear_realpath_cache", "filename"],
    ),
    def("disk_free_space", disk_free_space, 1, 1, &["directory"]),
    def("diskfreespace", diskfreespace, 1, 1, &["directory"]),
    def("disk_total_space", disk_total_space, 1, 1, &["directory"]),
    def("realpath_cache_get", realpath_cache_get, 0, 0, &[]),
    def("realpath_cache_size", realpath_cache_size, 0, 0, &[]),
];

/// php's stat array: 13 numbered entries, then the same under their names.
pub(crate) fn stat_array(m: &Metadata) -> Value {
    let fields: [(&str, i64); 13] = [
        ("dev", m.dev() as i64),
        ("ino", m.ino() as i64),
        ("mode", i64::from(m.mode())),
        ("nlink", m.nlink() as i64),
        ("uid", i64::from(m.uid())),
        ("gid", i64::from(m.gid())),
        ("rdev", m.rdev() as i64),
        ("size", m.size() as i64),
        ("atime", m.atime()),
        ("mtime", m.mtime()),
        ("ctime", m.ctime()),
        ("blksize", m.blksize() as i64),
        ("blocks", m.blocks() as i64),
    ];
    let mut arr = PhpArray::new();
    for (i, (_, v)) in fields.iter().enumerate() {
        arr.insert(i as i64, *v);
    }
    for (k, v) in fields {
        arr.insert(k, v);
    }
    Value::Array(arr)
}

fn meta(vm: &mut Vm, path: &[u8], follow: bool) -> Option<Metadata> {
    if path.is_empty() {
        return None;
    }
    let full = resolve(vm, path);
    if follow {
        std::fs::metadata(full).ok()
    } else {
        std::fs::symlink_metadata(full).ok()
    }
}

/// Stat `filename` for `func`, warning "func(): stat failed for X" when it fails.
fn stat_or_warn(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    follow: bool,
) -> Result<Option<Metadata>, Control> {
    let path = arg_path(vm, a, 0, func, "filename")?;
    let m = meta(vm, &path, follow);
    if m.is_none() && !path.is_empty() {
        let what = if follow { "stat" } else { "Lstat" };
        vm.warn(format!(
            "{func}(): {what} failed for {}",
            String::from_utf8_lossy(&path)
        ));
    }
    Ok(m)
}

fn stat(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(stat_or_warn(vm, a, "stat", true)?.map_or(Value::Bool(false), |m| stat_array(&m)))
}

fn lstat(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    Ok(stat_or_warn(vm, a, "lstat", false)?.map_or(Value::Bool(false), |m| stat_array(&m)))
}

fn fstat(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fstat", "stream")?;
    if let Some(m) = with_stream(&h, Stream::metadata) {
        return Ok(stat_array(&m));
    }
    match with_stream(&h, |s| s.mem_len()) {
        Some(len) => {
            let fields: [(&str, i64); 13] = [
                ("dev", 12),
                ("ino", 0),
                ("mode", 0o100666),
                ("nlink", 1),
                ("uid", 0),
                ("gid", 0),
                ("rdev", -1),
                ("size", len as i64),
                ("atime", 0),
                ("mtime", 0),
                ("ctime", 0),
                ("blksize", -1),
                ("blocks", -1),
            ];
            let mut arr = PhpArray::new();
            for (i, (_, v)) in fields.iter().enumerate() {
                arr.insert(i as i64, *v);
            }
            for (k, v) in fields {
                arr.insert(k, v);
            }
            Ok(Value::Array(arr))
        }
        None => Ok(Value::Bool(false)),
    }
}

fn test_path(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    follow: bool,
    f: impl FnOnce(&Metadata) -> bool,
) -> Result<Value, Control> {
    let path = arg_str(vm, a, 0, func, "filename")?;
    if path.contains(&0) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(meta(vm, &path, follow).is_some_and(|m| f(&m))))
}

fn is_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_file", true, Metadata::is_file)
}

fn is_dir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_dir", true, Metadata::is_dir)
}

fn is_link(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_link", false, Metadata::is_symlink)
}

fn file_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "file_exists", true, |_| true)
}

/// An access test on the permission bits (owner's when we own it, else other's; root
/// may read and write anything).
fn access(m: &Metadata, bit: u32) -> bool {
    let mode = m.mode();
    // Without libc we cannot ask for our uid; the owner bits decide.
    mode & (bit << 6) != 0 || mode & bit != 0
}

fn is_readable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_readable", true, |m| access(m, 4))
}

fn is_writable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_writable", true, |m| access(m, 2))
}

fn is_writeable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_writeable", true, |m| access(m, 2))
}

fn is_executable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    test_path(vm, a, "is_executable", true, |m| {
        !m.is_dir() && m.mode() & 0o111 != 0
    })
}

fn stat_field(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    f: impl FnOnce(&Metadata) -> i64,
) -> Result<Value, Control> {
    Ok(stat_or_warn(vm, a, func, true)?.map_or(Value::Bool(false), |m| Value::Int(f(&m))))
}

fn filesize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "filesize", |m| m.size() as i64)
}

fn filemtime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "filemtime", MetadataExt::mtime)
}

fn fileatime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "fileatime", MetadataExt::atime)
}

fn filectime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "filectime", MetadataExt::ctime)
}

fn fileperms(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "fileperms", |m| i64::from(m.mode()))
}

fn fileinode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "fileinode", |m| m.ino() as i64)
}

fn fileowner(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "fileowner", |m| i64::from(m.uid()))
}

fn filegroup(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    stat_field(vm, a, "filegroup", |m| i64::from(m.gid()))
}

fn filetype(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "filetype", "filename")?;
    let Some(m) = meta(vm, &path, false) else {
        vm.warn(format!(
            "filetype(): Lstat failed for {}",
            String::from_utf8_lossy(&path)
        ));
        return Ok(Value::Bool(false));
    };
    let t = m.file_type();
    use std::os::unix::fs::FileTypeExt;
    let name = if t.is_symlink() {
        "link"
    } else if t.is_dir() {
        "dir"
    } else if t.is_file() {
        "file"
    } else if t.is_fifo() {
        "fifo"
    } else if t.is_char_device() {
        "char"
    } else if t.is_block_device() {
        "block"
    } else if t.is_socket() {
        "socket"
    } else {
        "unknown"
    };
    Ok(Value::str(name))
}

fn chmod(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "chmod", "filename")?;
    let mode = arg_int(vm, a, 1, "chmod", "permissions")?;
    let full = resolve(vm, &path);
    let perms = std::fs::Permissions::from_mode((mode & 0o7777) as u32);
    match std::fs::set_permissions(full, perms) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.warn(format!("chmod(): {}", super::errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn touch(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "touch", "filename")?;
    let mtime = arg_opt_int(vm, a, 1, "touch", "mtime")?;
    let atime = arg_opt_int(vm, a, 2, "touch", "atime")?.or(mtime);
    let full = resolve(vm, &path);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&full);
    let file = match file {
        Ok(f) => f,
        Err(e) => {
            vm.warn(format!(
                "touch(): Unable to create file {} because {}",
                String::from_utf8_lossy(&path),
                super::errno_text(&e)
            ));
            return Ok(Value::Bool(false));
        }
    };
    let to_time = |t: i64| {
        if t >= 0 {
            std::time::UNIX_EPOCH + std::time::Duration::from_secs(t as u64)
        } else {
            std::time::UNIX_EPOCH - std::time::Duration::from_secs(t.unsigned_abs())
        }
    };
    let now = std::time::SystemTime::now();
    let times = std::fs::FileTimes::new()
        .set_modified(mtime.map_or(now, to_time))
        .set_accessed(atime.map_or(now, to_time));
    Ok(Value::Bool(file.set_times(times).is_ok()))
}

fn clearstatcache(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Null)
}

fn realpath_cache_get(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Array(PhpArray::new()))
}

fn realpath_cache_size(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(0))
}

/// The file system's space under `directory` (statvfs), free for unprivileged users or
/// in all, in bytes as a float; php's warning with strerror's text on failure.
fn disk_space(vm: &mut Vm, a: &[Value], func: &str, free: bool) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, func, "directory")?;
    let full = resolve(vm, &path);
    match rustix::fs::statvfs(&full) {
        Ok(st) => {
            let unit = if st.f_frsize != 0 {
                st.f_frsize
            } else {
                st.f_bsize
            };
            let blocks = if free { st.f_bavail } else { st.f_blocks };
            Ok(Value::Float(blocks as f64 * unit as f64))
        }
        Err(e) => {
            let e = std::io::Error::from(e);
            vm.warn(format!("{func}(): {}", super::errno_text(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn disk_free_space(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    disk_space(vm, a, "disk_free_space", true)
}

fn diskfreespace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    disk_space(vm, a, "diskfreespace", true)
}

fn disk_total_space(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    disk_space(vm, a, "disk_total_space", false)
}

/// `umask(?int $mask = null)`: the process's previous file creation mask; null only reads it.
fn umask(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let mask = arg_opt_int(vm, a, 0, "umask", "mask")?;
    let old = rustix::process::umask(rustix::fs::Mode::from_bits_truncate(0o077));
    let new = match mask {
        // umask(2) keeps the low 9 bits of the (int) cast
        Some(m) => rustix::fs::Mode::from_bits_truncate((m as u32) & 0o777),
        None => old,
    };
    rustix::process::umask(new);
    Ok(Value::Int(i64::from(old.bits())))
}
