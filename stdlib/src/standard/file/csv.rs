//! CSV (file.c's php_fgetcsv and php_fputcsv): fgetcsv, fputcsv, str_getcsv, with php's
//! rules for enclosures, the escape character, fields spanning lines and the 8.4
//! deprecation of the implicit `$escape`.

use super::stream::Written;
use super::{Stream, arg_stream};
use crate::def;
use rphp_vm::builtins::{
    Builtin, arg_array, arg_opt_int, arg_str, flush_diags, value_error, value_to_str,
};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "fgetcsv",
        fgetcsv,
        1,
        5,
        &["stream", "length", "separator", "enclosure", "escape"],
    ),
    def(
        "fputcsv",
        fputcsv,
        2,
        6,
        &[
            "stream",
            "fields",
            "separator",
            "enclosure",
            "escape",
            "eol",
        ],
    ),
    def(
        "str_getcsv",
        str_getcsv,
        1,
        4,
        &["string", "separator", "enclosure", "escape"],
    ),
];

/// The separator, enclosure and escape (None: no escape) from arguments `first..`.
fn csv_chars(
    vm: &mut Vm,
    a: &[Value],
    first: usize,
    func: &str,
) -> Result<(u8, u8, Option<u8>), Control> {
    let mut sep = b',';
    let mut enc = b'"';
    let mut esc = Some(b'\\');
    if a.len() > first {
        let s = arg_str(vm, a, first, func, "separator")?;
        if s.len() != 1 {
            return Err(value_error(
                func,
                first,
                "separator",
                "must be a single character",
            ));
        }
        sep = s[0];
    }
    if a.len() > first + 1 {
        let s = arg_str(vm, a, first + 1, func, "enclosure")?;
        if s.len() != 1 {
            return Err(value_error(
                func,
                first + 1,
                "enclosure",
                "must be a single character",
            ));
        }
        enc = s[0];
    }
    if a.len() > first + 2 {
        let s = arg_str(vm, a, first + 2, func, "escape")?;
        if s.len() > 1 {
            return Err(value_error(
                func,
                first + 2,
                "escape",
                "must be empty or a single character",
            ));
        }
        esc = s.first().copied();
    } else {
        vm.deprecated(format!(
            "{func}(): the $escape parameter must be provided as its default value will change"
        ));
    }
    Ok((sep, enc, esc))
}

/// The length of `s` without one trailing "\n", "\r" or "\r\n".
fn trim_eol(s: &[u8]) -> usize {
    if s.ends_with(b"\r\n") {
        s.len() - 2
    } else if s.ends_with(b"\n") || s.ends_with(b"\r") {
        s.len() - 1
    } else {
        s.len()
    }
}

/// php_fgetcsv over `first`; `more` gives the next line when an enclosure spans lines.
fn parse_csv(
    first: Vec<u8>,
    sep: u8,
    enc: u8,
    esc: Option<u8>,
    more: &mut dyn FnMut() -> Option<Vec<u8>>,
) -> Vec<Option<Vec<u8>>> {
    // php's buffer ends in a NUL that its scanner may read one byte past the line (a
    // field cut by fgetcsv's length keeps it); `len` is the line's own length.
    let mut buf = first;
    let mut limit = trim_eol(&buf);
    let mut len = buf.len();
    buf.push(0);
    let mut fields = Vec::new();
    let mut b = 0usize;
    let mut first_field = true;
    loop {
        let mut field = Vec::new();
        let mut inc = b < limit;
        if inc {
            let mut t = b;
            while t < len && buf[t] != sep && buf[t].is_ascii_whitespace() {
                t += 1;
            }
            if t < limit && buf[t] == enc {
                b = t;
            }
        }
        if first_field && b == limit {
            fields.push(None);
            break;
        }
        first_field = false;
        if inc && buf[b] == enc {
            let mut state = 0u8;
            b += 1;
            let mut hunk = b;
            // 2A: an enclosed field.
            loop {
                if !inc {
                    match state {
                        2 => {
                            field.extend_from_slice(&buf[hunk.min(b - 1)..(b - 1).min(buf.len())]);
                            hunk = b;
                            break;
                        }
                        _ => {
                            field.extend_from_slice(&buf[hunk.min(buf.len())..b.min(buf.len())]);
                            field.extend_from_slice(&buf[limit..len]);
                            hunk = b;
                            match more() {
                                None => break,
                                Some(next) => {
                                    buf = next;
                                    limit = trim_eol(&buf);
                                    len = buf.len();
                                    buf.push(0);
                                    b = 0;
                                    hunk = 0;
                                    state = 0;
                                }
                            }
                        }
                    }
                } else {
                    match state {
                        1 => {
                            b += 1;
                            state = 0;
                        }
                        2 => {
                            if buf.get(b).copied().unwrap_or(0) != enc {
                                field.extend_from_slice(&buf[hunk..b - 1]);
                                hunk = b;
                                break;
                            }
                            field.extend_from_slice(&buf[hunk..b]);
                            b += 1;
                            hunk = b;
                            state = 0;
                        }
                        _ => {
                            let c = buf.get(b).copied().unwrap_or(0);
                            if c == enc {
                                state = 2;
                            } else if esc == Some(c) {
                                state = 1;
                            }
                            b += 1;
                        }
                    }
                }
                inc = b < limit;
            }
            // Text after the closing enclosure up to the separator is kept.
            while b < limit && buf[b] != sep {
                b += 1;
            }
            inc = b < limit;
            field.extend_from_slice(&buf[hunk.min(b).min(len)..b.min(len)]);
            if inc {
                b += 1;
            }
        } else {
            // 2B: a plain field.
            let hunk = b;
            while b < limit && buf[b] != sep {
                b += 1;
            }
            inc = b < limit;
            field.extend_from_slice(&buf[hunk..b]);
            let keep = trim_eol(&field);
            field.truncate(keep);
            if inc {
                b += 1;
            }
        }
        fields.push(Some(field));
        if !inc {
            break;
        }
    }
    fields
}

fn to_array(fields: Vec<Option<Vec<u8>>>) -> Value {
    let mut arr = PhpArray::new();
    for f in fields {
        let _ = arr.push(match f {
            Some(f) => Value::Str(PhpStr::from_vec(f)),
            None => Value::Null,
        });
    }
    Value::Array(arr)
}

fn fgetcsv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fgetcsv", "stream")?;
    let len = match arg_opt_int(vm, a, 1, "fgetcsv", "length")? {
        None | Some(0) => None,
        Some(l) if l < 0 || l == i64::MAX => {
            return Err(value_error(
                "fgetcsv",
                1,
                "length",
                &format!("must be between 0 and {}", i64::MAX - 1),
            ));
        }
        Some(l) => Some(usize::try_from(l).unwrap_or(usize::MAX)),
    };
    let (sep, enc, esc) = csv_chars(vm, a, 2, "fgetcsv")?;
    let Some(first) = h.with::<Stream, _>(|s| s.read_line(len)).flatten() else {
        return Ok(Value::Bool(false));
    };
    let mut more = || h.with::<Stream, _>(|s| s.read_line(None)).flatten();
    Ok(to_array(parse_csv(first, sep, enc, esc, &mut more)))
}

fn str_getcsv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "str_getcsv", "string")?;
    let (sep, enc, esc) = csv_chars(vm, a, 1, "str_getcsv")?;
    Ok(to_array(parse_csv(s.to_vec(), sep, enc, esc, &mut || None)))
}

/// php_fputcsv's line for `fields`.
fn csv_line(
    vm: &mut Vm,
    fields: &PhpArray,
    sep: u8,
    enc: u8,
    esc: Option<u8>,
    eol: &[u8],
) -> Result<Vec<u8>, Control> {
    let mut line = Vec::new();
    let count = fields.len();
    for (i, v) in fields.values().enumerate() {
        let s = value_to_str(vm, v)?;
        let needs = s.iter().any(|&c| {
            c == sep || c == enc || Some(c) == esc || matches!(c, b'\n' | b'\r' | b'\t' | b' ')
        });
        if needs {
            line.push(enc);
            let mut escaped = false;
            for &c in s.iter() {
                if esc == Some(c) {
                    escaped = true;
                } else if !escaped && c == enc {
                    line.push(enc);
                } else {
                    escaped = false;
                }
                line.push(c);
            }
            line.push(enc);
        } else {
            line.extend_from_slice(&s);
        }
        if i + 1 != count {
            line.push(sep);
        }
    }
    line.extend_from_slice(eol);
    Ok(line)
}

fn fputcsv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let h = arg_stream(a, 0, "fputcsv", "stream")?;
    let fields = arg_array(a, 1, "fputcsv", "fields")?;
    let (sep, enc, esc) = csv_chars(vm, a, 2, "fputcsv")?;
    let eol = if a.len() > 5 {
        arg_str(vm, a, 5, "fputcsv", "eol")?.to_vec()
    } else {
        b"\n".to_vec()
    };
    let line = csv_line(vm, &fields, sep, enc, esc, &eol)?;
    if !super::with_stream(&h, |s| s.writable) {
        return Ok(super::streams::write_refused(vm, &h, "fputcsv", line.len()));
    }
    let written = h.with::<Stream, _>(|s| s.write(&line, &mut vm.out));
    Ok(match written {
        Some(Written::Done(n)) => Value::Int(n as i64),
        Some(Written::Echo(b)) => {
            flush_diags(vm);
            vm.out.echo(&b);
            Value::Int(b.len() as i64)
        }
        _ => Value::Bool(false),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Vec<Option<String>> {
        parse_csv(s.as_bytes().to_vec(), b',', b'"', Some(b'\\'), &mut || None)
            .into_iter()
            .map(|f| f.map(|f| String::from_utf8_lossy(&f).into_owned()))
            .collect()
    }

    #[test]
    fn parses_like_php() {
        let s = |x: &str| Some(x.to_string());
        assert_eq!(
            p("a,b,\"c \"\"d\"\" e\",f"),
            vec![s("a"), s("b"), s("c \"d\" e"), s("f")]
        );
        assert_eq!(p(""), vec![None]);
        assert_eq!(p("a,"), vec![s("a"), s("")]);
        assert_eq!(p("\"ab\"cd,e\n"), vec![s("abcd"), s("e")]);
    }
}
