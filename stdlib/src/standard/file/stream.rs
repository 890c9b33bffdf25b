//! `Stream`: the native state of a php stream resource (kind "stream"): plain files with a
//! read-ahead buffer, in-memory streams (php://memory, php://temp, data:), the standard
//! descriptors, php://output, and directory listings (opendir). Blocking I/O for now.

use rphp_vm::exec::Output;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};

/// Where a stream's bytes live.
pub(crate) enum Backend {
    File(File),
    Memory(Vec<u8>),
    Stdin,
    Stdout,
    Stderr,
    /// php://output: through the VM's output layer.
    Output,
    /// php://input in the CLI: always empty.
    Empty,
    /// A directory handle: its entries and the next index.
    Dir(Vec<Vec<u8>>),
}

pub(crate) struct Stream {
    pub backend: Backend,
    /// The logical position for memory and directory streams.
    pub pos: usize,
    /// Read-ahead for files: bytes not yet handed out start at `rpos`.
    rbuf: Vec<u8>,
    rpos: usize,
    pub eof: bool,
    pub readable: bool,
    pub writable: bool,
    pub append: bool,
    pub mode: Vec<u8>,
    pub uri: Vec<u8>,
    pub wrapper_type: &'static str,
    pub stream_type: &'static str,
    pub seekable: bool,
}

/// What a write produced: bytes for the VM's output layer (php://output), or nothing.
pub(crate) enum Written {
    Done(usize),
    Echo(Vec<u8>),
    Failed,
}

impl Stream {
    pub(crate) fn new(backend: Backend, mode: &[u8], uri: &[u8]) -> Stream {
        let (readable, writable, append) = mode_access(mode);
        let (wrapper_type, stream_type, seekable) = match &backend {
            Backend::File(_) => ("plainfile", "STDIO", true),
            Backend::Memory(_) => ("PHP", "MEMORY", true),
            Backend::Stdin | Backend::Stdout | Backend::Stderr => ("PHP", "STDIO", false),
            Backend::Output => ("PHP", "Output", false),
            Backend::Empty => ("PHP", "Input", true),
            Backend::Dir(_) => ("plainfile", "dir", true),
        };
        Stream {
            backend,
            pos: 0,
            rbuf: Vec::new(),
            rpos: 0,
            eof: false,
            readable,
            writable,
            append,
            mode: mode.to_vec(),
            uri: uri.to_vec(),
            wrapper_type,
            stream_type,
            seekable,
        }
    }

    /// Drop the read-ahead, moving the file back to the logical position.
    fn sync_file(&mut self) {
        let pending = self.rbuf.len() - self.rpos;
        if let Backend::File(f) = &mut self.backend
            && pending > 0
        {
            let _ = f.seek(SeekFrom::Current(-(pending as i64)));
        }
        self.rbuf.clear();
        self.rpos = 0;
    }

    /// Fill the read-ahead; false at the end of the data.
    fn fill(&mut self) -> bool {
        if self.rpos < self.rbuf.len() {
            return true;
        }
        self.rbuf.clear();
        self.rpos = 0;
        let mut chunk = vec![0u8; 8192];
        let n = match &mut self.backend {
            Backend::File(f) => f.read(&mut chunk).unwrap_or(0),
            Backend::Stdin => std::io::stdin().read(&mut chunk).unwrap_or(0),
            _ => 0,
        };
        chunk.truncate(n);
        self.rbuf = chunk;
        n > 0
    }

    /// php's fread: up to `n` bytes; the end of the data sets eof.
    pub(crate) fn read(&mut self, n: usize) -> Vec<u8> {
        if let Backend::Memory(data) = &self.backend {
            let start = self.pos.min(data.len());
            let end = start.saturating_add(n).min(data.len());
            let out = data[start..end].to_vec();
            self.pos = end;
            if out.len() < n {
                self.eof = true;
            }
            return out;
        }
        let mut out = Vec::new();
        while out.len() < n {
            if !self.fill() {
                self.eof = true;
                break;
            }
            let take = (n - out.len()).min(self.rbuf.len() - self.rpos);
            out.extend_from_slice(&self.rbuf[self.rpos..self.rpos + take]);
            self.rpos += take;
        }
        out
    }

    /// One line including its "\n" (at most `max` bytes when given); None at the end.
    pub(crate) fn read_line(&mut self, max: Option<usize>) -> Option<Vec<u8>> {
        if let Backend::Memory(data) = &self.backend {
            let start = self.pos.min(data.len());
            if start >= data.len() {
                self.eof = true;
                return None;
            }
            let rest = &data[start..];
            let newline = rest.iter().position(|&c| c == b'\n').map(|p| p + 1);
            let mut end = newline.unwrap_or(rest.len());
            let mut capped = false;
            if let Some(m) = max
                && m < end
            {
                end = m;
                capped = true;
            }
            let out = rest[..end].to_vec();
            self.pos = start + end;
            // php://temp reads a line through a buffer its inner memory stream fills
            // greedily, so the line that ends the data leaves it at the end
            if (newline.is_none() && !capped) || (self.stream_type == "TEMP" && end == rest.len()) {
                self.eof = true;
            }
            return Some(out);
        }
        let mut out = Vec::new();
        loop {
            if max.is_some_and(|m| out.len() >= m) {
                break;
            }
            if !self.fill() {
                self.eof = true;
                break;
            }
            let avail = &self.rbuf[self.rpos..];
            let limit = max.map_or(avail.len(), |m| (m - out.len()).min(avail.len()));
            let avail = &avail[..limit];
            if let Some(p) = avail.iter().position(|&c| c == b'\n') {
                out.extend_from_slice(&avail[..=p]);
                self.rpos += p + 1;
                return Some(out);
            }
            out.extend_from_slice(avail);
            self.rpos += limit;
        }
        if out.is_empty() { None } else { Some(out) }
    }

    /// Everything left.
    pub(crate) fn read_all(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        loop {
            let chunk = self.read(65536);
            if chunk.is_empty() {
                break;
            }
            out.extend_from_slice(&chunk);
            if self.eof {
                break;
            }
        }
        out
    }

    pub(crate) fn write(&mut self, data: &[u8], out: &mut Output) -> Written {
        self.sync_file();
        match &mut self.backend {
            Backend::File(f) => {
                if self.append {
                    let _ = f.seek(SeekFrom::End(0));
                }
                match f.write_all(data) {
                    Ok(()) => Written::Done(data.len()),
                    Err(_) => Written::Failed,
                }
            }
            Backend::Memory(buf) => {
                if self.append {
                    self.pos = buf.len();
                }
                let end = self.pos + data.len();
                if buf.len() < self.pos {
                    buf.resize(self.pos, 0);
                }
                if buf.len() < end {
                    buf.resize(end, 0);
                }
                buf[self.pos..end].copy_from_slice(data);
                self.pos = end;
                Written::Done(data.len())
            }
            Backend::Stdout => {
                out.write_sink(data);
                Written::Done(data.len())
            }
            Backend::Stderr => {
                let _ = std::io::stderr().write_all(data);
                Written::Done(data.len())
            }
            Backend::Output => Written::Echo(data.to_vec()),
            Backend::Stdin | Backend::Empty | Backend::Dir(_) => Written::Failed,
        }
    }

    pub(crate) fn tell(&mut self) -> i64 {
        match &mut self.backend {
            Backend::File(f) => {
                let pending = (self.rbuf.len() - self.rpos) as i64;
                f.stream_position().map_or(0, |p| p as i64 - pending)
            }
            _ => self.pos as i64,
        }
    }

    /// fseek: true on success; clears eof.
    pub(crate) fn seek(&mut self, offset: i64, whence: i64) -> bool {
        self.sync_file();
        let ok = match &mut self.backend {
            Backend::File(f) => {
                let target = match whence {
                    0 => u64::try_from(offset).ok().map(SeekFrom::Start),
                    1 => Some(SeekFrom::Current(offset)),
                    2 => Some(SeekFrom::End(offset)),
                    _ => None,
                };
                target.is_some_and(|t| f.seek(t).is_ok())
            }
            Backend::Memory(data) => {
                let base = match whence {
                    0 => Some(0i64),
                    1 => Some(self.pos as i64),
                    2 => Some(data.len() as i64),
                    _ => None,
                };
                match base.and_then(|b| b.checked_add(offset)) {
                    Some(p) if p >= 0 => {
                        self.pos = p as usize;
                        true
                    }
                    _ => false,
                }
            }
            Backend::Dir(_) => {
                self.pos = 0;
                true
            }
            Backend::Empty => offset == 0,
            _ => false,
        };
        if ok {
            self.eof = false;
        }
        ok
    }

    pub(crate) fn truncate(&mut self, size: u64) -> bool {
        self.sync_file();
        let ok = match &mut self.backend {
            Backend::File(f) => f.set_len(size).is_ok(),
            Backend::Memory(data) => {
                data.resize(usize::try_from(size).unwrap_or(usize::MAX), 0);
                true
            }
            _ => false,
        };
        // php moves a position past the new end back to it.
        if ok && self.tell() > size as i64 {
            self.seek(size as i64, 0);
        }
        ok
    }

    pub(crate) fn flush(&mut self) -> bool {
        if let Backend::File(f) = &mut self.backend {
            return f.flush().is_ok();
        }
        true
    }

    /// The size for fstat.
    pub(crate) fn metadata(&mut self) -> Option<std::fs::Metadata> {
        match &self.backend {
            Backend::File(f) => f.metadata().ok(),
            _ => None,
        }
    }

    pub(crate) fn mem_len(&self) -> Option<usize> {
        match &self.backend {
            Backend::Memory(d) => Some(d.len()),
            _ => None,
        }
    }

    /// The next directory entry.
    pub(crate) fn next_entry(&mut self) -> Option<Vec<u8>> {
        if let Backend::Dir(entries) = &self.backend {
            let e = entries.get(self.pos).cloned();
            if e.is_some() {
                self.pos += 1;
            }
            return e;
        }
        None
    }
}

/// A mode's (readable, writable, append).
pub(crate) fn mode_access(mode: &[u8]) -> (bool, bool, bool) {
    let plus = mode.contains(&b'+');
    match mode.first() {
        Some(b'r') => (true, plus, false),
        Some(b'a') => (plus, true, true),
        Some(b'w' | b'x' | b'c') => (plus, true, false),
        _ => (true, true, false),
    }
}
