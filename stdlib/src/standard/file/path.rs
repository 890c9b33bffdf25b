//! Path strings and patterns: basename, dirname (levels), pathinfo (flags), fnmatch
//! (FNM_* flags) and glob (GLOB_* flags, brace expansion).

use super::{arg_path, resolve};
use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};
use std::os::unix::ffi::OsStrExt;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("basename", basename, 1, 2, &["path", "suffix"]),
    def("dirname", dirname, 1, 2, &["path", "levels"]),
    def("pathinfo", pathinfo, 1, 2, &["path", "flags"]),
    def("fnmatch", fnmatch, 2, 3, &["pattern", "filename", "flags"]),
    def("glob", glob, 1, 2, &["pattern", "flags"]),
];

const FNM_NOESCAPE: i64 = 2;
const FNM_PATHNAME: i64 = 1;
const FNM_PERIOD: i64 = 4;
const FNM_CASEFOLD: i64 = 16;

/// `php_basename`: the last component, without `suffix` when it ends so (and is longer).
pub(crate) fn basename_bytes(s: &[u8], suffix: &[u8]) -> Vec<u8> {
    let mut end = s.len();
    while end > 0 && s[end - 1] == b'/' {
        end -= 1;
    }
    let start = s[..end]
        .iter()
        .rposition(|&c| c == b'/')
        .map_or(0, |p| p + 1);
    let mut comp = &s[start..end];
    if !suffix.is_empty() && comp.len() > suffix.len() && comp.ends_with(suffix) {
        comp = &comp[..comp.len() - suffix.len()];
    }
    comp.to_vec()
}

/// `zend_dirname` on one level.
fn dirname_once(s: &[u8]) -> Vec<u8> {
    if s.is_empty() {
        return Vec::new();
    }
    let mut end = s.len();
    while end > 0 && s[end - 1] == b'/' {
        end -= 1;
    }
    if end == 0 {
        return b"/".to_vec();
    }
    while end > 0 && s[end - 1] != b'/' {
        end -= 1;
    }
    if end == 0 {
        return b".".to_vec();
    }
    while end > 0 && s[end - 1] == b'/' {
        end -= 1;
    }
    if end == 0 {
        return b"/".to_vec();
    }
    s[..end].to_vec()
}

fn basename(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "basename", "path")?;
    let suffix = if a.len() > 1 {
        arg_str(vm, a, 1, "basename", "suffix")?.to_vec()
    } else {
        Vec::new()
    };
    Ok(Value::Str(PhpStr::from_vec(basename_bytes(&s, &suffix))))
}

fn dirname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "dirname", "path")?;
    let levels = if a.len() > 1 {
        arg_int(vm, a, 1, "dirname", "levels")?
    } else {
        1
    };
    if levels < 1 {
        return Err(value_error(
            "dirname",
            1,
            "levels",
            "must be greater than or equal to 1",
        ));
    }
    let mut cur = s.to_vec();
    let mut left = levels;
    loop {
        let next = dirname_once(&cur);
        let shrank = next.len() < cur.len();
        cur = next;
        left -= 1;
        if !shrank || left == 0 {
            break;
        }
    }
    Ok(Value::Str(PhpStr::from_vec(cur)))
}

fn pathinfo(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "pathinfo", "path")?;
    let opt = if a.len() > 1 {
        arg_int(vm, a, 1, "pathinfo", "flags")?
    } else {
        15
    };
    let mut arr = PhpArray::new();
    if opt & 1 != 0 {
        let d = dirname_once(&s);
        if !d.is_empty() {
            arr.insert("dirname", PhpStr::from_vec(d));
        }
    }
    let base = basename_bytes(&s, b"");
    if opt & 2 != 0 {
        arr.insert("basename", PhpStr::new(&base));
    }
    let dot = base.iter().rposition(|&c| c == b'.');
    if opt & 4 != 0
        && let Some(p) = dot
    {
        arr.insert("extension", PhpStr::new(&base[p + 1..]));
    }
    if opt & 8 != 0 {
        arr.insert("filename", PhpStr::new(&base[..dot.unwrap_or(base.len())]));
    }
    if opt == 15 {
        return Ok(Value::Array(arr));
    }
    Ok(arr.values().next().cloned().unwrap_or(Value::str("")))
}

/// POSIX fnmatch over bytes.
pub(crate) fn fnmatch_bytes(p: &[u8], s: &[u8], flags: i64) -> bool {
    fn lower(c: u8, fold: bool) -> u8 {
        if fold { c.to_ascii_lowercase() } else { c }
    }
    let fold = flags & FNM_CASEFOLD != 0;
    let pathname = flags & FNM_PATHNAME != 0;
    let noescape = flags & FNM_NOESCAPE != 0;
    let period = flags & FNM_PERIOD != 0;
    let leading_period = |si: usize| {
        period && s.get(si) == Some(&b'.') && (si == 0 || (pathname && s[si - 1] == b'/'))
    };
    // Iterative matcher with one backtrack point per '*'.
    let (mut pi, mut si) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    loop {
        if pi < p.len() {
            match p[pi] {
                b'*' => {
                    if leading_period(si) {
                        // fall through to backtrack
                    } else {
                        while p.get(pi) == Some(&b'*') {
                            pi += 1;
                        }
                        star = Some((pi, si));
                        continue;
                    }
                }
                b'?' => {
                    if si < s.len() && !(pathname && s[si] == b'/') && !leading_period(si) {
                        pi += 1;
                        si += 1;
                        continue;
                    }
                }
                b'[' => {
                    let c = s.get(si).copied().unwrap_or(0);
                    match bracket(p, pi, c, fold, noescape) {
                        Some((true, next))
                            if si < s.len() && !(pathname && c == b'/') && !leading_period(si) =>
                        {
                            pi = next;
                            si += 1;
                            continue;
                        }
                        None if si < s.len() && c == b'[' => {
                            pi += 1;
                            si += 1;
                            continue;
                        }
                        _ => {}
                    }
                }
                c => {
                    let (c, step) = if c == b'\\' && !noescape && pi + 1 < p.len() {
                        (p[pi + 1], 2)
                    } else {
                        (c, 1)
                    };
                    if si < s.len() && lower(s[si], fold) == lower(c, fold) {
                        pi += step;
                        si += 1;
                        continue;
                    }
                }
            }
        } else if si == s.len() {
            return true;
        }
        // Backtrack: let the last '*' swallow one more byte.
        match star {
            Some((sp, ss)) if ss < s.len() && !(pathname && s[ss] == b'/') => {
                star = Some((sp, ss + 1));
                pi = sp;
                si = ss + 1;
            }
            _ => return false,
        }
    }
}

/// A bracket expression at `p[pi] == '['`: (does `c` match, index after `]`), or None
/// when it is not closed.
fn bracket(p: &[u8], pi: usize, c: u8, fold: bool, noescape: bool) -> Option<(bool, usize)> {
    let mut i = pi + 1;
    let negate = matches!(p.get(i), Some(b'!' | b'^'));
    if negate {
        i += 1;
    }
    let c = if fold { c.to_ascii_lowercase() } else { c };
    let mut matched = false;
    let mut first = true;
    loop {
        let mut lo = *p.get(i)?;
        if lo == b']' && !first {
            return Some((matched != negate, i + 1));
        }
        first = false;
        if lo == b'\\' && !noescape {
            i += 1;
            lo = *p.get(i)?;
        }
        i += 1;
        let mut hi = lo;
        if p.get(i) == Some(&b'-') && p.get(i + 1).is_some_and(|&x| x != b']') {
            hi = p[i + 1];
            if hi == b'\\' && !noescape {
                hi = *p.get(i + 2)?;
                i += 1;
            }
            i += 2;
        }
        let (lo, hi) = if fold {
            (lo.to_ascii_lowercase(), hi.to_ascii_lowercase())
        } else {
            (lo, hi)
        };
        if lo <= c && c <= hi {
            matched = true;
        }
    }
}

fn fnmatch(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let p = arg_path(vm, a, 0, "fnmatch", "pattern")?;
    let s = arg_path(vm, a, 1, "fnmatch", "filename")?;
    let flags = if a.len() > 2 {
        arg_int(vm, a, 2, "fnmatch", "flags")?
    } else {
        0
    };
    if s.len() >= 4096 {
        vm.warn("fnmatch(): Filename exceeds the maximum allowed length of 4096 characters");
        return Ok(Value::Bool(false));
    }
    if p.len() >= 4096 {
        vm.warn("fnmatch(): Pattern exceeds the maximum allowed length of 4096 characters");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(fnmatch_bytes(&p, &s, flags)))
}

const GLOB_BRACE: i64 = 1024;
const GLOB_MARK: i64 = 2;
const GLOB_NOSORT: i64 = 4;
const GLOB_NOCHECK: i64 = 16;
const GLOB_NOESCAPE: i64 = 64;
const GLOB_ONLYDIR: i64 = 1 << 30;

/// `{a,b}` expansion (nested braces allowed), left to right.
fn expand_braces(p: &[u8]) -> Vec<Vec<u8>> {
    let Some(open) = p.iter().position(|&c| c == b'{') else {
        return vec![p.to_vec()];
    };
    let mut depth = 0;
    let mut commas = Vec::new();
    let mut close = None;
    for (i, &c) in p.iter().enumerate().skip(open) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(i);
                    break;
                }
            }
            b',' if depth == 1 => commas.push(i),
            _ => {}
        }
    }
    let Some(close) = close else {
        return vec![p.to_vec()];
    };
    let mut out = Vec::new();
    let mut start = open + 1;
    for end in commas.into_iter().chain([close]) {
        let mut alt = p[..open].to_vec();
        alt.extend_from_slice(&p[start..end]);
        alt.extend_from_slice(&p[close + 1..]);
        out.extend(expand_braces(&alt));
        start = end + 1;
    }
    out
}

fn has_magic(s: &[u8]) -> bool {
    s.iter().any(|c| matches!(c, b'*' | b'?' | b'['))
}

/// Match one pattern: walk its components from the filesystem root or the VM's cwd.
fn glob_one(vm: &mut Vm, pattern: &[u8], flags: i64, out: &mut Vec<Vec<u8>>) {
    let absolute = pattern.starts_with(b"/");
    let comps: Vec<&[u8]> = pattern
        .split(|&c| c == b'/')
        .filter(|c| !c.is_empty())
        .collect();
    let mut current: Vec<Vec<u8>> = vec![if absolute { b"/".to_vec() } else { Vec::new() }];
    let fl = FNM_PERIOD
        | if flags & GLOB_NOESCAPE != 0 {
            FNM_NOESCAPE
        } else {
            0
        };
    for (i, comp) in comps.iter().enumerate() {
        let last = i + 1 == comps.len();
        let mut next = Vec::new();
        for prefix in &current {
            let join = |name: &[u8]| {
                let mut p = prefix.clone();
                if !p.is_empty() && !p.ends_with(b"/") {
                    p.push(b'/');
                }
                p.extend_from_slice(name);
                p
            };
            if !has_magic(comp) {
                let mut lit = comp.to_vec();
                if flags & GLOB_NOESCAPE == 0 {
                    lit.retain(|&c| c != b'\\');
                }
                let p = join(&lit);
                let full = resolve(vm, &p);
                if (last && std::fs::symlink_metadata(&full).is_ok()) || full.is_dir() {
                    next.push(p);
                }
                continue;
            }
            let dir = resolve(vm, if prefix.is_empty() { b"." } else { prefix });
            let Ok(rd) = std::fs::read_dir(dir) else {
                continue;
            };
            let names = [b".".to_vec(), b"..".to_vec()]
                .into_iter()
                .chain(rd.flatten().map(|e| e.file_name().as_bytes().to_vec()));
            for name in names {
                let name = &name[..];
                if fnmatch_bytes(comp, name, fl) {
                    let p = join(name);
                    if last || resolve(vm, &p).is_dir() {
                        next.push(p);
                    }
                }
            }
        }
        current = next;
    }
    if comps.is_empty() {
        if absolute {
            out.push(b"/".to_vec());
        }
        return;
    }
    out.extend(current);
}

fn glob(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let pattern = arg_path(vm, a, 0, "glob", "pattern")?;
    let flags = if a.len() > 1 {
        arg_int(vm, a, 1, "glob", "flags")?
    } else {
        0
    };
    let all =
        GLOB_BRACE | GLOB_MARK | GLOB_NOSORT | GLOB_NOCHECK | GLOB_NOESCAPE | 1 | GLOB_ONLYDIR;
    if flags & !all != 0 {
        vm.warn(
            "glob(): At least one of the passed flags is invalid or not supported on this platform",
        );
        return Ok(Value::Bool(false));
    }
    let patterns = if flags & GLOB_BRACE != 0 {
        expand_braces(&pattern)
    } else {
        vec![pattern.clone()]
    };
    let mut found = Vec::new();
    for p in &patterns {
        let mut one = Vec::new();
        glob_one(vm, p, flags, &mut one);
        if flags & GLOB_NOSORT == 0 {
            one.sort();
        }
        found.extend(one);
    }
    if flags & GLOB_ONLYDIR != 0 {
        found.retain(|p| resolve(vm, p).is_dir());
    }
    if found.is_empty() && flags & GLOB_NOCHECK != 0 {
        found.push(pattern);
    }
    let mut arr = PhpArray::new();
    for mut p in found {
        if flags & GLOB_MARK != 0 && resolve(vm, &p).is_dir() && !p.ends_with(b"/") {
            p.push(b'/');
        }
        let _ = arr.push(Value::Str(PhpStr::from_vec(p)));
    }
    Ok(Value::Array(arr))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnmatch_basics() {
        assert!(fnmatch_bytes(b"*.txt", b"a.txt", 0));
        assert!(!fnmatch_bytes(b"*.txt", b"a.txb", 0));
        assert!(fnmatch_bytes(b"[a-c]?x", b"bzx", 0));
        assert!(!fnmatch_bytes(b"[!a-c]?x", b"bzx", 0));
        assert!(!fnmatch_bytes(b"*", b".hidden", FNM_PERIOD));
        assert!(fnmatch_bytes(b"*", b"a/b", 0));
        assert!(!fnmatch_bytes(b"*", b"a/b", FNM_PATHNAME));
        assert!(fnmatch_bytes(b"A*", b"abc", FNM_CASEFOLD));
        assert_eq!(dirname_once(b"/a/b/"), b"/a");
        assert_eq!(basename_bytes(b"/a/b.php", b".php"), b"b");
    }
}
