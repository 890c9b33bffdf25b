//! The bytecode compiler and stackless VM (being built), and the pieces every stage shares
//! already: the ini settings (`ini`) and the diagnostics channel (`diag`).
//!
//! Dependency order: lexer <- parser <- vm <- stdlib <- async-rt <- repl/cli. `vm` exposes a
//! builtin registry that `stdlib` and `async-rt` fill; it never depends on them.

pub mod builtins;
pub mod bytecode;
pub mod checks;
pub mod class;
pub mod class_def;
pub mod closure_debug;
pub mod compile;
pub mod diag;
pub mod exec;
pub mod ini;
pub mod reflect;
pub mod value;
