//! The stream functions: fopen and the php:// and data: wrappers, fclose, fread, fwrite,
//! fgets, fgetc, feof, fflush, ftell, fseek, rewind, ftruncate, fpassthru, readfile,
//! stream_get_contents, stream_get_meta_data, tmpfile, flock, fprintf, vfprintf.

use super::stream::{Backend, Written};
use super::{Stream, arg_path, arg_stream, new_stream, open_failed, resolve, with_stream};
use crate::standard::string::encode::base64_decode_bytes;
use crate::standard::string::sprintf::php_formatted_print;
use crate::{def, def_ref};
use rphp_vm::builtins::{
    Builtin, arg_array, arg_int, arg_opt_int, arg_str, flush_diags, value_error,
};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};
use std::fs::OpenOptions;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "fopen",
        fopen,
        2,
        4,
        &["filename", "mode", "use_include_path", "context"],
    ),
    def("fclose", fclose, 1, 1, &["stream"]),
    def("fread", fread, 2, 2, &["stream", "length"]),
    def("fwrite", fwrite, 2, 3, &["stream", "data", "length"]),
    def("fputs", fputs, 2, 3, &["stream", "data", "length"]),
    def("fgets", fgets, 1, 2, &["stream", "length"]),
    def("fgetc", fgetc, 1, 1, &["stream"]),
    def("feof", feof, 1, 1, &["stream"]),
    def("fflush", fflush, 1, 1, &["stream"]),
    def("ftell", ftell, 1, 1, &["stream"]),
    def("fseek", fseek, 2, 3, &["stream", "offset", "whence"]),
    def("rewind", rewind, 1, 1, &["stream"]),
    def("ftruncate", ftruncate, 2, 2, &["stream", "size"]),
    def("fpassthru", fpassthru, 1, 1, &["stream"]),
    def(
        "readfile",
        readfile,
        1,
        3,
        &["filename", "use_include_path", "context"],
    ),
    def(
        "stream_get_contents",
        stream_get_contents,
        1,
        3,
        &["stream", "length", "offset"],
    ),
    def(
        "stream_get_meta_data",
        stream_get_meta_data,
        1,
        1,
        &["stream"],
    ),
    def("tmpfile", tmpfile, 0, 0, &[]),
    def_ref(
        "flock",
        flock,
        2,
        3,
        0b100,
        &["stream", "operation", "would_block"],
    ),
    def(
        "fprintf",
        fprintf,
        2,
        u8::MAX,
        &["stream", "format", "values"],
    ),
    def("vfprintf", vfprintf, 3, 3, &["stream", "format", "values"]),
    def(
        "stream_copy_to_stream",
        stream_copy_to_stream,
        2,
        4,
        &["from", "to", "length", "offset"],
    ),
    def(
        "stream_get_line",
        stream_get_line,
        2,
        3,
        &["stream", "length", "ending"],
    ),
    def(
        "stream_context_create",
        stream_context_create,
        0,
        2,
        &["options", "params"],
    ),
    def("stream_is_local", stream_is_local, 1, 1, &["stream"]),
    def(
        "stream_supports_lock",
        stream_supports_lock,
        1,
        1,
        &["stream"],
    ),
    def("fsync", fsync, 1, 1, &["stream"]),
    def("fdatasync", fdatasync, 1, 1, &["stream"]),
];

/// How a mode opens a file, or None when php rejects it.
fn open_options(mode: &[u8]) -> Option<OpenOptions> {
    let plus = mode.contains(&b'+');
    let mut o = OpenOptions::new();
    match mode.first()? {
        b'r' => o.read(true).write(plus),
        b'w' => o.write(true).read(plus).create(true).truncate(true),
        b'a' => o.append(true).read(plus).create(true),
        b'x' => o.write(true).read(plus).create_new(true),
        b'c' => o.write(true).read(plus).create(true),
        _ => return None,
    };
    Some(o)
}

/// Open `path` as fopen does (php://, data: and plain files); a failure warns as `func`
/// and gives None.
pub(crate) fn open_stream(vm: &mut Vm, func: &str, path: &[u8], mode: &[u8]) -> Option<Stream> {
    super::ensure_context(vm);
    let lower = path.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix(b"php://") {
        let backend = match rest {
            b"stdin" => Backend::Stdin,
            b"stdout" => Backend::Stdout,
            b"stderr" => Backend::Stderr,
            b"output" => Backend::Output,
            b"input" => Backend::Empty,
            b"memory" => Backend::Memory(Vec::new()),
            _ if rest.starts_with(b"temp") => Backend::Memory(Vec::new()),
            _ => {
                vm.warn(format!("{func}(): Invalid php:// URL specified"));
                open_failed(vm, func, path, "operation failed");
                return None;
            }
        };
        let memory = matches!(backend, Backend::Memory(_));
        let mut s = Stream::new(backend, mode, path);
        if memory {
            // php_stream_mode_from_str: "a" appends, "w" or "+" reads and writes, any
            // other mode is read-only (a write fails, quietly)
            let (append, writable, shown): (bool, bool, &[u8]) = if mode.contains(&b'a') {
                (true, true, b"a+b")
            } else if mode.contains(&b'w') || mode.contains(&b'+') {
                (false, true, b"w+b")
            } else {
                (false, false, b"rb")
            };
            s.readable = true;
            s.writable = writable;
            s.append = append;
            s.mode = shown.to_vec();
        }
        if rest.starts_with(b"temp") {
            s.stream_type = "TEMP";
        }
        return Some(s);
    }
    if lower.starts_with(b"data:") {
        let mut body = &path[5..];
        if let Some(b) = body.strip_prefix(b"//") {
            body = b;
        }
        let Some(comma) = body.iter().position(|&c| c == b',') else {
            open_failed(vm, func, path, "rfc2397: no comma in URL");
            return None;
        };
        let meta = &body[..comma];
        let data = &body[comma + 1..];
        let bytes = if meta.to_ascii_lowercase().ends_with(b";base64") {
            match base64_decode_bytes(data, false) {
                Some(d) => d,
                None => {
                    open_failed(vm, func, path, "rfc2397: unable to decode");
                    return None;
                }
            }
        } else {
            percent_decode(data)
        };
        let mut s = Stream::new(Backend::Memory(bytes), b"r", path);
        s.wrapper_type = "RFC2397";
        s.stream_type = "RFC2397";
        s.writable = false;
        return Some(s);
    }
    let path = match path.get(..7) {
        Some(p) if p.eq_ignore_ascii_case(b"file://") => &path[7..],
        _ => path,
    };
    let Some(opts) = open_options(mode) else {
        open_failed(
            vm,
            func,
            path,
            &format!(
                "`{}' is not a valid mode for fopen",
                String::from_utf8_lossy(mode)
            ),
        );
        return None;
    };
    let full = resolve(vm, path);
    match opts.open(&full) {
        Ok(f) => Some(Stream::new(Backend::File(f), mode, path)),
        Err(e) => {
            open_failed(vm, func, path, super::errno_text(&e));
            None
        }
    }
}

/// Open a stream a function uses inside (its resource id is used up, as in php).
pub(crate) fn open_internal(
    vm: &mut Vm,
    func: &str,
    path: &[u8],
    mode: &[u8],
) -> Result<Option<Stream>, Control> {
    if path.is_empty() {
        return Err(empty_path());
    }
    let Some(s) = open_stream(vm, func, path, mode) else {
        return Ok(None);
    };
    super::internal_stream_id(vm);
    Ok(Some(s))
}

/// The stream layer's ValueError for an empty path.
pub(crate) fn empty_path() -> Control {
    Control::Error(
        rphp_vm::exec::ThrowKind::ValueError,
        "Path must not be empty".into(),
    )
}

/// `%XX` decoding for data: URIs.
fn percent_decode(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'%'
            && let (Some(h), Some(l)) = (
                s.get(i + 1).and_then(|c| (*c as char).to_digit(16)),
                s.get(i + 2).and_then(|c| (*c as char).to_digit(16)),
            )
        {
            out.push((h * 16 + l) as u8);
            i += 3;
            continue;
        }
        out.push(s[i]);
        i += 1;
    }
    out
}

fn fopen(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "fopen", "filename")?;
    let mode = arg_str(vm, a, 1, "fopen", "mode")?;
    if path.is_empty() {
        return Err(empty_path());
    }
    match open_stream(vm, "fopen", &path, &mode) {
        Some(s) => Ok(new_stream(vm, s)),
        None => Ok(Value::Bool(false)),
    }
}

fn fclose(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fclose", "stream")?;
    h.close();
    Ok(Value::Bool(true))
}

fn fread(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fread", "stream")?;
    let n = arg_int(vm, a, 1, "fread", "length")?;
    if n <= 0 {
        return Err(value_error("fread", 1, "length", "must be greater than 0"));
    }
    let n = usize::try_from(n).unwrap_or(usize::MAX).min(1 << 30);
    if !readable_or_notice(vm, &h, "fread") {
        return Ok(Value::Bool(false));
    }
    let data = with_stream(&h, |s| s.read(n));
    Ok(Value::Str(PhpStr::from_vec(data)))
}

/// A read from a stream not open for reading: php's notice (EBADF), false.
fn readable_or_notice(vm: &mut Vm, h: &rphp_vm::value::ResourceHandle, func: &str) -> bool {
    if with_stream(h, |s| s.readable) {
        return true;
    }
    vm.notice(format!(
        "{func}(): Read of 8192 bytes failed with errno=9 Bad file descriptor"
    ));
    false
}

fn write_common(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Control> {
    let h = arg_stream(a, 0, func, "stream")?;
    let data = arg_str(vm, a, 1, func, "data")?;
    let len = arg_opt_int(vm, a, 2, func, "length")?;
    let mut bytes: &[u8] = &data;
    if let Some(l) = len {
        bytes = &bytes[..usize::try_from(l.max(0)).unwrap_or(0).min(bytes.len())];
    }
    if bytes.is_empty() {
        return Ok(Value::Int(0));
    }
    if !with_stream(&h, |s| s.writable) {
        return Ok(write_refused(vm, &h, func, bytes.len()));
    }
    let written = h.with::<Stream, _>(|s| s.write(bytes, &mut vm.out));
    Ok(match written {
        Some(Written::Done(n)) => Value::Int(n as i64),
        Some(Written::Echo(out)) => {
            flush_diags(vm);
            vm.out.echo(&out);
            Value::Int(out.len() as i64)
        }
        _ => Value::Bool(false),
    })
}

/// A write to a stream not open for writing: false, with the plain file's notice (a
/// read-only memory stream refuses quietly).
pub(crate) fn write_refused(
    vm: &mut Vm,
    h: &rphp_vm::value::ResourceHandle,
    func: &str,
    len: usize,
) -> Value {
    if !with_stream(h, |s| matches!(s.backend, Backend::Memory(_))) {
        vm.notice(format!(
            "{func}(): Write of {len} bytes failed with errno=9 Bad file descriptor"
        ));
    }
    Value::Bool(false)
}

fn fwrite(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    write_common(vm, a, "fwrite")
}

fn fputs(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    write_common(vm, a, "fputs")
}

fn fgets(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fgets", "stream")?;
    let max = match arg_opt_int(vm, a, 1, "fgets", "length")? {
        None => None,
        Some(l) if l <= 0 => {
            return Err(value_error("fgets", 1, "length", "must be greater than 0"));
        }
        Some(l) => Some(usize::try_from(l - 1).unwrap_or(usize::MAX)),
    };
    if max == Some(0) || !readable_or_notice(vm, &h, "fgets") {
        return Ok(Value::Bool(false));
    }
    Ok(match with_stream(&h, |s| s.read_line(max)) {
        Some(line) => Value::Str(PhpStr::from_vec(line)),
        None => Value::Bool(false),
    })
}

fn fgetc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fgetc", "stream")?;
    if !readable_or_notice(vm, &h, "fgetc") {
        return Ok(Value::Bool(false));
    }
    let c = with_stream(&h, |s| s.read(1));
    Ok(if c.is_empty() {
        Value::Bool(false)
    } else {
        Value::Str(PhpStr::from_vec(c))
    })
}

fn feof(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "feof", "stream")?;
    Ok(Value::Bool(with_stream(&h, |s| s.eof)))
}

fn fflush(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fflush", "stream")?;
    Ok(Value::Bool(with_stream(&h, Stream::flush)))
}

fn ftell(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "ftell", "stream")?;
    Ok(Value::Int(with_stream(&h, Stream::tell)))
}

fn fseek(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fseek", "stream")?;
    let offset = arg_int(vm, a, 1, "fseek", "offset")?;
    let whence = if a.len() > 2 {
        arg_int(vm, a, 2, "fseek", "whence")?
    } else {
        0
    };
    let ok = with_stream(&h, |s| s.seekable && s.seek(offset, whence));
    if !ok && !with_stream(&h, |s| s.seekable) {
        vm.warn("fseek(): Stream does not support seeking");
    }
    Ok(Value::Int(if ok { 0 } else { -1 }))
}

fn rewind(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "rewind", "stream")?;
    if !with_stream(&h, |s| s.seekable) {
        vm.warn("rewind(): Stream does not support seeking");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(with_stream(&h, |s| s.seek(0, 0))))
}

fn ftruncate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "ftruncate", "stream")?;
    let size = arg_int(vm, a, 1, "ftruncate", "size")?;
    if size < 0 {
        return Err(value_error(
            "ftruncate",
            1,
            "size",
            "must be greater than or equal to 0",
        ));
    }
    if !with_stream(&h, |s| s.seekable) {
        vm.warn("ftruncate(): Can't truncate this stream!");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(with_stream(&h, |s| {
        s.writable && s.truncate(size as u64)
    })))
}

fn fpassthru(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fpassthru", "stream")?;
    let data = with_stream(&h, Stream::read_all);
    vm.out.echo(&data);
    Ok(Value::Int(data.len() as i64))
}

fn readfile(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let path = arg_path(vm, a, 0, "readfile", "filename")?;
    match open_internal(vm, "readfile", &path, b"rb")? {
        Some(mut s) => {
            let data = s.read_all();
            vm.out.echo(&data);
            Ok(Value::Int(data.len() as i64))
        }
        None => Ok(Value::Bool(false)),
    }
}

fn stream_get_contents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "stream_get_contents", "stream")?;
    let length = arg_opt_int(vm, a, 1, "stream_get_contents", "length")?;
    let offset = if a.len() > 2 {
        arg_int(vm, a, 2, "stream_get_contents", "offset")?
    } else {
        -1
    };
    if let Some(l) = length
        && l < -1
    {
        return Err(value_error(
            "stream_get_contents",
            1,
            "length",
            "must be greater than or equal to -1",
        ));
    }
    if offset >= 0 && !with_stream(&h, |s| s.seek(offset, 0)) {
        vm.warn(format!(
            "stream_get_contents(): Failed to seek to position {offset} in the stream"
        ));
        return Ok(Value::Bool(false));
    }
    let data = match length {
        None | Some(-1) => with_stream(&h, Stream::read_all),
        Some(l) => with_stream(&h, |s| s.read(l as usize)),
    };
    Ok(Value::Str(PhpStr::from_vec(data)))
}

fn stream_get_meta_data(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "stream_get_meta_data", "stream")?;
    let arr = with_stream(&h, |s| {
        let mut m = rphp_vm::value::PhpArray::new();
        m.insert("timed_out", false);
        m.insert("blocked", true);
        m.insert("eof", s.eof);
        m.insert("wrapper_type", s.wrapper_type);
        m.insert("stream_type", s.stream_type);
        m.insert("mode", PhpStr::new(&s.mode));
        m.insert("unread_bytes", 0i64);
        m.insert("seekable", s.seekable);
        if !matches!(s.backend, Backend::Dir(_)) {
            m.insert("uri", PhpStr::new(&s.uri));
        }
        m
    });
    Ok(Value::Array(arr))
}

fn tmpfile(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let dir = std::env::temp_dir();
    for attempt in 0..100u32 {
        let name = format!(
            "php{:x}{:x}{attempt}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos())
        );
        let path = dir.join(name);
        if let Ok(f) = OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            // The file lives on through the open handle only, as with php's tmpfile.
            let _ = std::fs::remove_file(&path);
            let uri = path.as_os_str().as_encoded_bytes().to_vec();
            return Ok(new_stream(vm, Stream::new(Backend::File(f), b"r+b", &uri)));
        }
    }
    Ok(Value::Bool(false))
}

fn flock(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "flock", "stream")?;
    let op = arg_int(vm, a, 1, "flock", "operation")?;
    let act = op & 3;
    if act == 0 {
        return Err(value_error(
            "flock",
            1,
            "operation",
            "must be one of LOCK_SH, LOCK_EX, or LOCK_UN",
        ));
    }
    let would_block = a.get(2).and_then(|v| match v {
        Value::Ref(r) => Some(r.clone()),
        _ => None,
    });
    if let Some(r) = &would_block {
        r.set(Value::Int(0));
    }
    // Locks are accepted, not taken (std's File::lock is newer than our MSRV and there is
    // no libc here): a plain file or descriptor says yes, other streams cannot lock.
    let lockable = with_stream(&h, |s| {
        matches!(
            s.backend,
            Backend::File(_) | Backend::Stdin | Backend::Stdout | Backend::Stderr
        )
    });
    Ok(Value::Bool(lockable))
}

fn print_to(vm: &mut Vm, h: &rphp_vm::value::ResourceHandle, out: &[u8]) -> Value {
    flush_diags(vm);
    let written = h.with::<Stream, _>(|s| s.write(out, &mut vm.out));
    match written {
        Some(Written::Echo(b)) => {
            vm.out.echo(&b);
            Value::Int(b.len() as i64)
        }
        _ => Value::Int(out.len() as i64),
    }
}

fn fprintf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fprintf", "stream")?;
    let fmt = arg_str(vm, a, 1, "fprintf", "format")?;
    let out = php_formatted_print(vm, "fprintf", &fmt, &a[2.min(a.len())..], 2)?;
    Ok(print_to(vm, &h, &out))
}

fn vfprintf(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "vfprintf", "stream")?;
    let fmt = arg_str(vm, a, 1, "vfprintf", "format")?;
    let values: Vec<Value> = arg_array(a, 2, "vfprintf", "values")?
        .values()
        .cloned()
        .collect();
    let out = php_formatted_print(vm, "vfprintf", &fmt, &values, -1)?;
    Ok(print_to(vm, &h, &out))
}

fn stream_copy_to_stream(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let from = arg_stream(a, 0, "stream_copy_to_stream", "from")?;
    let to = arg_stream(a, 1, "stream_copy_to_stream", "to")?;
    let length = arg_opt_int(vm, a, 2, "stream_copy_to_stream", "length")?;
    let offset = if a.len() > 3 {
        arg_int(vm, a, 3, "stream_copy_to_stream", "offset")?
    } else {
        0
    };
    if offset > 0 && !with_stream(&from, |s| s.seek(offset, 0)) {
        vm.warn(format!(
            "stream_copy_to_stream(): Failed to seek to position {offset} in the stream"
        ));
        return Ok(Value::Bool(false));
    }
    let data = match length {
        None | Some(-1) => with_stream(&from, Stream::read_all),
        Some(l) if l <= 0 => Vec::new(),
        Some(l) => with_stream(&from, |s| s.read(usize::try_from(l).unwrap_or(usize::MAX))),
    };
    if data.is_empty() {
        return Ok(Value::Int(0));
    }
    let written = to.with::<Stream, _>(|s| {
        if s.writable {
            s.write(&data, &mut vm.out)
        } else {
            Written::Failed
        }
    });
    Ok(match written {
        Some(Written::Done(n)) => Value::Int(n as i64),
        Some(Written::Echo(b)) => {
            vm.out.echo(&b);
            Value::Int(b.len() as i64)
        }
        _ => Value::Bool(false),
    })
}

fn stream_get_line(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "stream_get_line", "stream")?;
    let length = arg_int(vm, a, 1, "stream_get_line", "length")?;
    if length < 0 {
        return Err(value_error(
            "stream_get_line",
            1,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let max = if length == 0 {
        8192
    } else {
        usize::try_from(length).unwrap_or(usize::MAX)
    };
    let ending = if a.len() > 2 {
        arg_str(vm, a, 2, "stream_get_line", "ending")?.to_vec()
    } else {
        Vec::new()
    };
    let line = with_stream(&h, |s| {
        let mut out = Vec::new();
        while out.len() < max {
            let c = s.read(1);
            if c.is_empty() {
                break;
            }
            out.extend_from_slice(&c);
            if !ending.is_empty() && out.ends_with(&ending) {
                out.truncate(out.len() - ending.len());
                return Some(out);
            }
        }
        if out.is_empty() && s.eof {
            None
        } else {
            Some(out)
        }
    });
    Ok(match line {
        Some(l) => Value::Str(PhpStr::from_vec(l)),
        None => Value::Bool(false),
    })
}

fn stream_context_create(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Resource(
        vm.new_resource("stream-context", Box::new(())),
    ))
}

fn stream_is_local(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if let rphp_vm::value::Value::Str(s) = rphp_vm::builtins::arg(a, 0) {
        return Ok(Value::Bool(
            !s.windows(3).any(|w| w == b"://") || s.starts_with(b"file://"),
        ));
    }
    let _ = arg_stream(a, 0, "stream_is_local", "stream")?;
    Ok(Value::Bool(true))
}

fn stream_supports_lock(_vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "stream_supports_lock", "stream")?;
    Ok(Value::Bool(with_stream(&h, |s| {
        matches!(
            s.backend,
            Backend::File(_) | Backend::Stdin | Backend::Stdout | Backend::Stderr
        )
    })))
}

/// fsync and fdatasync: flush a plain file to the disk.
fn sync_common(vm: &mut Vm, a: &[Value], func: &str, data_only: bool) -> Result<Value, Control> {
    let h = arg_stream(a, 0, func, "stream")?;
    let r = with_stream(&h, |s| match &s.backend {
        Backend::File(f) => Some(
            if data_only {
                f.sync_data()
            } else {
                f.sync_all()
            }
            .is_ok(),
        ),
        Backend::Stdin | Backend::Stdout | Backend::Stderr => Some(false),
        _ => None,
    });
    match r {
        Some(ok) => Ok(Value::Bool(ok)),
        None => {
            vm.warn(format!("{func}(): Can't fsync this stream!"));
            Ok(Value::Bool(false))
        }
    }
}

fn fsync(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    sync_common(vm, a, "fsync", false)
}

fn fdatasync(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    sync_common(vm, a, "fdatasync", true)
}
