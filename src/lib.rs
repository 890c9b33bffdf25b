//! rphp's embedding facade: the small, safe API a Rust program uses to run PHP.
//!
//! Today it can check a file's syntax as `php -l` does; running code arrives with the VM.

pub use rphp_parser::{ParseError, ParseResult, Severity};
pub use rphp_vm::ini::Ini;

/// Parse PHP source and return the AST plus every diagnostic, in php's wording.
pub fn check_syntax(source: &[u8]) -> ParseResult {
    rphp_parser::parse(source)
}
