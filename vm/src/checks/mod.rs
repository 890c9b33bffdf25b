//! Compile-time checks php makes while compiling a file (zend_compile.c's early errors):
//! what `php -l` reports beyond the grammar, e.g. `Cannot use [] for reading`.

use rphp_parser::ParseError;
use rphp_parser::ast::Program;

/// Every compile-time diagnostic of a parsed file, in the order php raises them; php stops at
/// the first `Fatal` one.
pub fn check_program(program: &Program, source: &[u8]) -> Vec<ParseError> {
    let _ = (program, source);
    Vec::new()
}
