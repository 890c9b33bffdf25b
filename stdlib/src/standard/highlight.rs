//! Zend's syntax highlighter (zend_highlight.c, php 8.3+ markup): highlight_string,
//! highlight_file and its alias show_source colour php's own tokens (the lexer crate's)
//! with the `highlight.*` ini colours, inside `<pre><code>`.

use crate::def;
use crate::standard::file::{arg_path, errno_text, open_failed, resolve};
use rphp_lexer::TokenKind;
use rphp_vm::builtins::{Builtin, arg_bool, arg_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "highlight_string",
        highlight_string,
        1,
        2,
        &["string", "return"],
    ),
    def(
        "highlight_file",
        highlight_file,
        1,
        2,
        &["filename", "return"],
    ),
    def("show_source", show_source, 1, 2, &["filename", "return"]),
];

/// The `highlight.*` settings with php's defaults.
pub(crate) const INI: &[(&str, &str)] = &[
    ("highlight.comment", "#FF8000"),
    ("highlight.default", "#0000BB"),
    ("highlight.html", "#000000"),
    ("highlight.keyword", "#007700"),
    ("highlight.string", "#DD0000"),
];

/// Which setting colours a token (php compares the setting pointers, so two settings with
/// the same text still open separate spans).
#[derive(Clone, Copy, PartialEq)]
enum Colour {
    Comment,
    Default,
    Html,
    Keyword,
    Str,
}

fn colour_of(kind: TokenKind) -> Option<Colour> {
    use TokenKind::*;
    Some(match kind {
        Whitespace => return None,
        InlineHtml => Colour::Html,
        Comment | DocComment => Colour::Comment,
        OpenTag | OpenTagWithEcho | CloseTag | Line | File | Dir | TraitC | MethodC | FuncC
        | NsC | ClassC => Colour::Default,
        DoubleQuote | EncapsedAndWhitespace | ConstantEncapsedString => Colour::Str,
        // Tokens that carry a value in php's scanner.
        LNumber | DNumber | String | NameFullyQualified | NameRelative | NameQualified
        | Variable | StringVarname | NumString => Colour::Default,
        _ => Colour::Keyword,
    })
}

/// `zend_html_puts`: the markup characters escaped, a tab as four spaces.
fn html_puts(out: &mut Vec<u8>, text: &[u8]) {
    for &c in text {
        match c {
            b'<' => out.extend_from_slice(b"&lt;"),
            b'>' => out.extend_from_slice(b"&gt;"),
            b'&' => out.extend_from_slice(b"&amp;"),
            b'\t' => out.extend_from_slice(b"    "),
            _ => out.push(c),
        }
    }
}

/// The tokens php's scanner returns to the highlighter: unlike the parser, it goes on
/// scanning php code after `__halt_compiler`.
fn tokens(src: &[u8]) -> Vec<(TokenKind, Vec<u8>)> {
    let mut out = Vec::new();
    let mut rest = src.to_vec();
    let mut skip_open = false;
    loop {
        let lexed = rphp_lexer::lex(&rest);
        let mut halted = None;
        for t in lexed.tokens.iter().take_while(|t| t.kind != TokenKind::End) {
            if std::mem::take(&mut skip_open) {
                continue;
            }
            let text = rest
                .get(t.span.start as usize..t.span.end as usize)
                .unwrap_or_default();
            out.push((t.kind, text.to_vec()));
            if t.kind == TokenKind::HaltCompiler {
                halted = Some(t.span.end as usize);
                break;
            }
        }
        let Some(end) = halted else {
            return out;
        };
        let tail = rest.get(end..).unwrap_or_default();
        if tail.is_empty() {
            return out;
        }
        let mut next = b"<?php ".to_vec();
        next.extend_from_slice(tail);
        rest = next;
        skip_open = true;
    }
}

/// `zend_highlight` over a whole source.
fn highlight(vm: &Vm, src: &[u8]) -> Vec<u8> {
    let setting = |c: Colour| {
        let (key, default) = match c {
            Colour::Comment => INI[0],
            Colour::Default => INI[1],
            Colour::Html => INI[2],
            Colour::Keyword => INI[3],
            Colour::Str => INI[4],
        };
        vm.ini.get(key).unwrap_or(default).to_owned()
    };
    let mut out = format!("<pre><code style=\"color: {}\">", setting(Colour::Html)).into_bytes();
    let mut last = Colour::Html;
    for (kind, text) in tokens(src) {
        if let Some(next) = colour_of(kind) {
            if next != last {
                if last != Colour::Html {
                    out.extend_from_slice(b"</span>");
                }
                last = next;
                if last != Colour::Html {
                    out.extend_from_slice(
                        format!("<span style=\"color: {}\">", setting(last)).as_bytes(),
                    );
                }
            }
        }
        html_puts(&mut out, &text);
    }
    if last != Colour::Html {
        out.extend_from_slice(b"</span>");
    }
    out.extend_from_slice(b"</code></pre>");
    out
}

/// Print the markup (returning true) or return it.
fn emit(vm: &mut Vm, html: Vec<u8>, ret: bool) -> Value {
    if ret {
        Value::Str(PhpStr::from_vec(html))
    } else {
        vm.out.echo(&html);
        Value::Bool(true)
    }
}

fn highlight_string(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let src = arg_str(vm, a, 0, "highlight_string", "string")?;
    let ret = a.len() > 1 && arg_bool(vm, a, 1, "highlight_string", "return")?;
    let html = highlight(vm, &src);
    Ok(emit(vm, html, ret))
}

fn highlight_file_as(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Control> {
    let name = arg_path(vm, a, 0, func, "filename")?;
    let ret = a.len() > 1 && arg_bool(vm, a, 1, func, "return")?;
    let failed = |vm: &mut Vm| {
        vm.warn(format!(
            "{func}(): Failed opening '{}' for highlighting",
            String::from_utf8_lossy(&name)
        ));
    };
    if name.is_empty() {
        failed(vm);
        return Err(Control::Error(
            ThrowKind::ValueError,
            "Path must not be empty".into(),
        ));
    }
    let path = resolve(vm, &name);
    // highlight_file opens as include does: url wrappers need allow_url_include (off).
    let src = if name.starts_with(b"data:") {
        vm.warn(format!(
            "{func}(): data:// wrapper is disabled in the server configuration by allow_url_include=0"
        ));
        Err("no suitable wrapper could be found")
    } else if path.is_dir() {
        Err("No such file or directory")
    } else {
        std::fs::read(&path).map_err(|e| errno_text(&e))
    };
    match src {
        Ok(src) => {
            let html = highlight(vm, &src);
            Ok(emit(vm, html, ret))
        }
        Err(why) => {
            open_failed(vm, func, &name, why);
            failed(vm);
            Ok(Value::Bool(false))
        }
    }
}

fn highlight_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    highlight_file_as(vm, a, "highlight_file")
}

fn show_source(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    highlight_file_as(vm, a, "show_source")
}
