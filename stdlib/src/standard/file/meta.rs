//! get_meta_tags (file.c): php's small HTML tokenizer over a file, collecting the `name`
//! and `content` attributes of `<meta>` tags until `</head>`.

use super::arg_path;
use super::streams::open_internal;
use crate::def;
use rphp_vm::builtins::{Builtin, arg_bool};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "get_meta_tags",
    get_meta_tags,
    1,
    2,
    &["filename", "use_include_path"],
)];

/// php's token buffer size: longer words and strings are cut into pieces.
const BUFSIZE: usize = 8192;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Tok {
    Eof,
    OpenTag,
    CloseTag,
    Slash,
    Equal,
    Space,
    Id,
    Str,
    Other,
}

/// The tokenizer's state (php_meta_tags_data): the bytes, a pushed-back character and the
/// last token's text.
struct Lexer<'a> {
    data: &'a [u8],
    pos: usize,
    /// A character to read again (php's `ulc`/`lc`); `None` inside is EOF.
    pushed: Option<Option<u8>>,
    in_meta: bool,
    text: Vec<u8>,
}

impl Lexer<'_> {
    fn eof(&self) -> bool {
        self.pos > self.data.len()
    }

    /// php_stream_getc: a byte, or None (EOF, after which `eof()` holds).
    fn getc(&mut self) -> Option<u8> {
        let c = self.data.get(self.pos).copied();
        self.pos += 1;
        c
    }

    fn next(&mut self) -> Tok {
        loop {
            let ch = match self.pushed.take() {
                Some(c) => c,
                None => {
                    if self.eof() {
                        return Tok::Eof;
                    }
                    match self.getc() {
                        // a NUL byte ends the loop as php's `(ch = getc())` test does
                        Some(0) => return Tok::Eof,
                        c => c,
                    }
                }
            };
            if self.eof() {
                return Tok::Eof;
            }
            // EOF is -1 in php, which none of the cases below match
            let Some(ch) = ch else {
                return Tok::Other;
            };
            match ch {
                b'<' => return Tok::OpenTag,
                b'>' => return Tok::CloseTag,
                b'=' => return Tok::Equal,
                b'/' => return Tok::Slash,
                b'\'' | b'"' => {
                    let mut buf = Vec::new();
                    let mut last = None;
                    while !self.eof() {
                        let c = self.getc();
                        last = c;
                        match c {
                            Some(0) => break,
                            Some(c) if c == ch || c == b'<' || c == b'>' => break,
                            // php stores EOF (-1) as the byte 0xff
                            c => buf.push(c.unwrap_or(0xff)),
                        }
                        if buf.len() == BUFSIZE {
                            break;
                        }
                    }
                    if matches!(last, Some(b'<' | b'>')) {
                        self.pushed = Some(last);
                    }
                    self.text = if self.in_meta { buf } else { Vec::new() };
                    return Tok::Str;
                }
                b'\n' | b'\r' | b'\t' => {}
                b' ' => return Tok::Space,
                c if c.is_ascii_alphanumeric() => {
                    let mut buf = vec![c];
                    let mut last = Some(c);
                    while !self.eof() {
                        let c = self.getc();
                        last = c;
                        match c {
                            Some(c) if c.is_ascii_alphanumeric() || b"-_.:".contains(&c) => {
                                buf.push(c)
                            }
                            _ => break,
                        }
                        if buf.len() == BUFSIZE {
                            break;
                        }
                    }
                    if !last.is_some_and(|c| c.is_ascii_alphabetic() || c == b'-') {
                        self.pushed = Some(last);
                    }
                    self.text = buf;
                    return Tok::Id;
                }
                _ => return Tok::Other,
            }
        }
    }
}

/// A C string's bytes: up to the first NUL.
fn c_str(b: &[u8]) -> &[u8] {
    b.split(|&c| c == 0).next().unwrap_or(&[])
}

/// A `name` attribute as php stores it: regex-special characters and spaces as `_`.
fn safe_name(b: &[u8]) -> Vec<u8> {
    c_str(b)
        .iter()
        .map(|&c| {
            if b".\\+*?[^]$() ".contains(&c) {
                b'_'
            } else {
                c
            }
        })
        .collect()
}

fn get_meta_tags(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "get_meta_tags";
    let path = arg_path(vm, a, 0, f, "filename")?;
    if a.len() > 1 {
        arg_bool(vm, a, 1, f, "use_include_path")?;
    }
    let Some(mut s) = open_internal(vm, f, &path, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    let data = s.read_all();
    let mut lx = Lexer {
        data: &data,
        pos: 0,
        pushed: None,
        in_meta: false,
        text: Vec::new(),
    };
    let mut out = PhpArray::new();
    let (mut in_tag, mut looking) = (false, false);
    let (mut saw_name, mut saw_content) = (false, false);
    let (mut name, mut value): (Option<Vec<u8>>, Option<Vec<u8>>) = (None, None);
    let mut last = Tok::Eof;
    let mut done = false;
    while !done {
        let tok = lx.next();
        if tok == Tok::Eof {
            break;
        }
        match tok {
            Tok::Id if last == Tok::OpenTag => {
                lx.in_meta = lx.text.eq_ignore_ascii_case(b"meta");
            }
            // `</head>` ends the search; another closing tag is passed over
            Tok::Id if last == Tok::Slash && in_tag => {
                done = lx.text.eq_ignore_ascii_case(b"head");
            }
            Tok::Id | Tok::Str if last == Tok::Equal && looking => {
                if saw_name {
                    name = Some(safe_name(&lx.text));
                } else if saw_content {
                    value = Some(c_str(&lx.text).to_vec());
                }
                looking = false;
            }
            Tok::Id if lx.in_meta => {
                if lx.text.eq_ignore_ascii_case(b"name") {
                    (saw_name, saw_content, looking) = (true, false, true);
                } else if lx.text.eq_ignore_ascii_case(b"content") {
                    (saw_name, saw_content, looking) = (false, true, true);
                }
            }
            Tok::OpenTag => {
                if looking {
                    looking = false;
                    (saw_name, saw_content) = (false, false);
                    (name, value) = (None, None);
                }
                in_tag = true;
            }
            Tok::CloseTag => {
                if let Some(n) = name.take() {
                    let key = n.to_ascii_lowercase();
                    let v = value.take().unwrap_or_default();
                    out.insert(ArrayKey::from_bytes(&key), Value::str(&v));
                }
                (name, value) = (None, None);
                (in_tag, looking) = (false, false);
                (saw_name, saw_content) = (false, false);
                lx.in_meta = false;
            }
            _ => {}
        }
        last = tok;
    }
    Ok(Value::Array(out))
}
