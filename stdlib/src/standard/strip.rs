//! php_strip_whitespace (Zend's `zend_strip`): a file's tokens with comments dropped and
//! each run of whitespace written as one space; a heredoc's closing label keeps its line.

use crate::def;
use crate::standard::file::{arg_path, errno_text, open_failed, resolve};
use rphp_lexer::{Token, TokenKind};
use rphp_vm::builtins::Builtin;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[def(
    "php_strip_whitespace",
    php_strip_whitespace,
    1,
    1,
    &["filename"],
)];

fn text<'s>(src: &'s [u8], t: &Token) -> &'s [u8] {
    src.get(t.span.start as usize..t.span.end as usize)
        .unwrap_or_default()
}

/// zend_strip over a whole source.
fn strip(src: &[u8]) -> Vec<u8> {
    let lexed = rphp_lexer::lex(src);
    let mut out = Vec::with_capacity(src.len());
    let mut prev_space = false;
    let mut tokens = lexed.tokens.iter().take_while(|t| t.kind != TokenKind::End);
    while let Some(t) = tokens.next() {
        match t.kind {
            TokenKind::Whitespace => {
                if !prev_space {
                    out.push(b' ');
                    prev_space = true;
                }
                continue;
            }
            TokenKind::Comment | TokenKind::DocComment => continue,
            TokenKind::EndHeredoc => {
                out.extend_from_slice(text(src, t));
                if let Some(next) = tokens.next() {
                    if next.kind != TokenKind::Whitespace {
                        out.extend_from_slice(text(src, next));
                    }
                }
                out.push(b'\n');
                prev_space = true;
                continue;
            }
            _ => out.extend_from_slice(text(src, t)),
        }
        prev_space = false;
    }
    out
}

fn php_strip_whitespace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_path(vm, a, 0, "php_strip_whitespace", "filename")?;
    let path = resolve(vm, &name);
    let failed = |vm: &mut Vm, why: &str| {
        open_failed(vm, "php_strip_whitespace", &name, why);
        Ok(Value::Str(PhpStr::empty()))
    };
    match std::fs::read(&path) {
        Ok(_) if path.is_dir() => failed(vm, "Is a directory"),
        Ok(src) => Ok(Value::Str(PhpStr::from_vec(strip(&src)))),
        Err(e) => failed(vm, errno_text(&e)),
    }
}
