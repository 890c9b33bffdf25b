//! The `rphp` command line: php's CLI options, exit codes and messages.

mod cli;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = cli::run(args);
    std::process::exit(code);
}
