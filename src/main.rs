//! The `rphp` command line: php's CLI options, exit codes and messages.

mod cli;
mod startup;

/// mimalloc: php-style workloads allocate many small, short-lived objects; it is markedly
/// faster than the system allocator for them (see ARCHITECTURE.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = cli::run(args);
    std::process::exit(code);
}
