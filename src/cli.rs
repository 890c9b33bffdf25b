//! Argument parsing and the modes of `rphp`: lint (-l), run a file/-r code/stdin, version, help.

use rphp_parser::Severity;
use rphp_vm::diag::{self, ErrorType};
use rphp_vm::ini::Ini;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};

const PHP_VERSION: &str = "8.5.0";

/// What the command line asked for.
enum Mode {
    Run,
    Lint,
    Version,
    Help,
    Interactive,
}

/// Where the script comes from.
enum Input {
    File(OsString),
    Code(Vec<u8>),
    Stdin,
}

struct Options {
    mode: Mode,
    input: Input,
    ini: Ini,
    lint_files: Vec<OsString>,
    /// Arguments after the script (`$argv[1..]`).
    script_args: Vec<OsString>,
    /// Every `-d extension=NAME`, in order.
    extensions: Vec<String>,
}

fn usage() -> String {
    "Usage: rphp [options] [-f] <file> [--] [args...]\n   \
     rphp [options] -r <code> [--] [args...]\n   \
     rphp [options] -- [args...]\n   \
     rphp [options] -a\n\n  \
     -a               Run as interactive shell\n  \
     -d foo[=bar]     Define INI entry foo with value 'bar'\n  \
     -f <file>        Parse and execute <file>.\n  \
     -h               This help\n  \
     -l               Syntax check only (lint)\n  \
     -n               No configuration (ini) files will be used\n  \
     -r <code>        Run PHP <code> without using script tags <?..?>\n  \
     -v               Version number\n\n  \
     args...          Arguments passed to script. Use -- args when first argument\n                   \
     starts with - or script is read from stdin\n"
        .to_owned()
}

/// Parse the arguments the way php's CLI does (options first, then the script and its args).
fn parse_args(args: Vec<OsString>) -> Result<Options, String> {
    let mut options = Options {
        mode: Mode::Run,
        input: Input::Stdin,
        ini: Ini::default(),
        lint_files: Vec::new(),
        script_args: Vec::new(),
        extensions: Vec::new(),
    };
    let mut iter = args.into_iter();
    let mut script: Option<OsString> = None;
    while let Some(arg) = iter.next() {
        let bytes = arg.as_bytes();
        if bytes == b"--" || bytes.first() != Some(&b'-') || bytes == b"-" {
            if bytes != b"--" && bytes != b"-" {
                script = Some(arg);
            }
            break;
        }
        match bytes {
            b"-l" | b"--syntax-check" => options.mode = Mode::Lint,
            b"-v" | b"--version" => options.mode = Mode::Version,
            b"-h" | b"--help" | b"-?" | b"--usage" => options.mode = Mode::Help,
            b"-a" | b"--interactive" => options.mode = Mode::Interactive,
            b"-n" | b"--no-php-ini" => {}
            // `-q` (no HTTP headers) is what the CLI does anyway
            b"-q" | b"--no-header" => {}
            b"-f" | b"--file" => {
                let file = iter.next().ok_or("Option requires an argument -- f")?;
                script = Some(file);
                break;
            }
            b"-r" | b"--run" => {
                let code = iter.next().ok_or("Option requires an argument -- r")?;
                options.input = Input::Code(code.into_vec());
            }
            b"-d" | b"--define"
                if iter
                    .as_slice()
                    .first()
                    .is_some_and(|s| is_extension(s.as_bytes())) =>
            {
                if let Some(setting) = iter.next() {
                    options.extensions.push(extension_name(setting.as_bytes()));
                }
            }
            _ if bytes.starts_with(b"-d") && is_extension(&bytes[2..]) => {
                options.extensions.push(extension_name(&bytes[2..]));
            }
            b"-d" | b"--define" => {
                let setting = iter.next().ok_or("Option requires an argument -- d")?;
                define(&mut options.ini, setting.as_bytes());
            }
            _ if bytes.starts_with(b"-d") => define(&mut options.ini, &bytes[2..]),
            _ => return Err(format!("Unknown option: {}", arg.to_string_lossy())),
        }
    }
    if let Some(file) = script {
        if matches!(options.mode, Mode::Lint) {
            options.lint_files.push(file.clone());
            options.lint_files.extend(iter.by_ref());
        }
        options.input = Input::File(file);
    }
    options.script_args = iter.filter(|a| a.as_bytes() != b"--").collect();
    Ok(options)
}

/// `extension=NAME` (a shared extension to load).
fn is_extension(setting: &[u8]) -> bool {
    setting
        .split(|&b| b == b'=')
        .next()
        .is_some_and(|key| key.trim_ascii() == b"extension")
}

fn extension_name(setting: &[u8]) -> String {
    let text = String::from_utf8_lossy(setting);
    let value = text.split_once('=').map_or("", |(_, v)| v);
    rphp_vm::ini::parse_value(value)
}

/// `-d key=value`; a bare `-d key` sets "1", as php does.
fn define(ini: &mut Ini, setting: &[u8]) {
    let text = String::from_utf8_lossy(setting);
    match text.split_once('=') {
        Some((key, value)) => ini.set(key.trim(), &rphp_vm::ini::parse_value(value)),
        None => ini.set(text.trim(), "1"),
    }
}

/// Run the command line; returns the process exit code.
pub fn run(args: Vec<OsString>) -> i32 {
    let mut options = match parse_args(args) {
        Ok(options) => options,
        Err(message) => {
            println!("{message}");
            print!("{}", usage());
            return 1;
        }
    };
    crate::startup::report_extensions(&options.ini, &options.extensions);
    crate::startup::check_timezone(&mut options.ini);
    match options.mode {
        Mode::Version => {
            println!(
                "rphp {} (cli), compatible with PHP {PHP_VERSION}\nCopyright (c) the rphp authors",
                env!("CARGO_PKG_VERSION")
            );
            0
        }
        Mode::Help => {
            print!("{}", usage());
            0
        }
        Mode::Interactive => {
            eprintln!("rphp: the interactive shell (-a) is not built yet");
            1
        }
        Mode::Lint => lint(&options),
        Mode::Run => run_script(&options),
    }
}

/// Read the script named by the input; php's message when it cannot be opened.
fn read_input(input: &Input) -> Result<(Vec<u8>, String), i32> {
    match input {
        Input::File(path) => match std::fs::read(path) {
            Ok(source) => Ok((source, path.to_string_lossy().into_owned())),
            Err(_) => {
                println!("Could not open input file: {}", path.to_string_lossy());
                Err(1)
            }
        },
        Input::Code(code) => {
            let mut source = b"<?php ".to_vec();
            source.extend_from_slice(code);
            Ok((source, "Command line code".to_owned()))
        }
        Input::Stdin => {
            let mut source = Vec::new();
            if std::io::stdin().read_to_end(&mut source).is_err() {
                return Err(1);
            }
            Ok((source, "Standard input code".to_owned()))
        }
    }
}

/// Report every diagnostic of a parse; returns true when one of them stops compilation.
fn report_parse(ini: &Ini, result: &rphp_parser::ParseResult, file: &str) -> bool {
    let mut stdout = std::io::stdout().lock();
    for error in &result.errors {
        let error_type = match error.severity {
            Severity::Parse => ErrorType::Parse,
            Severity::Fatal | Severity::CompileError => ErrorType::CompileError,
            Severity::Warning => ErrorType::CompileWarning,
            Severity::Deprecated => ErrorType::Deprecated,
        };
        // php 8.5 prints a backtrace after compile errors, not after those of the parser.
        let trace = (error.severity == Severity::CompileError).then_some("#0 {main}");
        let _ = diag::report_with_trace(
            ini,
            &mut stdout,
            error_type,
            &error.message,
            file,
            error.line,
            trace,
        );
        if error.severity.stops() {
            let _ = stdout.flush();
            return true;
        }
    }
    let _ = stdout.flush();
    false
}

/// Parse a file and, when the grammar accepts it, run php's compile-time checks: the
/// diagnostics php prints while compiling (both `-l` and running report them).
fn parse_and_check(ini: &Ini, source: &[u8], file: &str) -> rphp_parser::ParseResult {
    // php's CLI skips a `#!` first line of the script it runs or lints.
    let options = rphp_parser::LexOptions {
        skip_shebang: true,
        ..ini.lex_options()
    };
    let mut result = rphp_parser::parse_with(source, options);
    if result.first_fatal().is_none() {
        let checks = rphp_vm::checks::check_program(&result.program, source, file);
        result.errors.extend(checks);
    }
    result
}

/// `php -l`: one or more files; "No syntax errors detected in F" or the error and "Errors parsing F".
fn lint(options: &Options) -> i32 {
    let files: Vec<Input> = if options.lint_files.is_empty() {
        match &options.input {
            Input::Code(_) => {
                println!("Either execute direct code, process stdin or use a file.");
                return 1;
            }
            _ => vec![Input::Stdin],
        }
    } else {
        options
            .lint_files
            .iter()
            .cloned()
            .map(Input::File)
            .collect()
    };
    let mut exit = 0;
    for input in &files {
        let (source, name) = match read_input(input) {
            Ok(read) => read,
            Err(code) => {
                exit = code;
                continue;
            }
        };
        let result = parse_and_check(&options.ini, &source, &name);
        if report_parse(&options.ini, &result, &name) {
            println!("Errors parsing {name}");
            exit = 255;
        } else {
            println!("No syntax errors detected in {name}");
        }
        // The tree is not needed any more and the process is about to end: freeing a large
        // AST node by node costs more than the parse (php -l does not free it either).
        std::mem::forget(result);
    }
    exit
}

/// Run a script on the VM: parse (syntax errors exactly as php), compile, execute; the
/// exit code is php's (0, `exit(N)`, 255 after a fatal error or an uncaught exception).
fn run_script(options: &Options) -> i32 {
    let (source, name) = match read_input(&options.input) {
        Ok(read) => read,
        Err(code) => return code,
    };
    // php reports the script under its full path (__FILE__, messages, even syntax errors).
    let path = match &options.input {
        Input::File(p) => std::fs::canonicalize(p)
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or_else(|_| name.clone()),
        _ => name.clone(),
    };
    let result = parse_and_check(&options.ini, &source, &path);
    if report_parse(&options.ini, &result, &path) {
        return 255;
    }
    let mut vm = rphp::standard_vm(options.ini.clone(), rphp_vm::exec::Output::stdout());
    let builtins = vm.builtins.direct_names();
    let unit = match rphp_vm::compile::compile_file_with(&result.program, &source, &path, builtins)
    {
        Ok(unit) => unit,
        Err(e) => {
            let mut stdout = std::io::stdout().lock();
            let error_type = ErrorType::CompileError;
            let _ = diag::report(
                &options.ini,
                &mut stdout,
                error_type,
                &e.message,
                &path,
                e.line,
            );
            let _ = stdout.flush();
            return 255;
        }
    };
    let mut argv = vec![match &options.input {
        Input::File(p) => p.as_bytes().to_vec(),
        Input::Code(_) => b"Standard input code".to_vec(),
        Input::Stdin => b"Standard input code".to_vec(),
    }];
    argv.extend(options.script_args.iter().map(|a| a.as_bytes().to_vec()));
    vm.argv = argv;
    // the process ends with the script
    vm.fast_shutdown = true;
    vm.load_main(&unit);
    vm.run_to_end()
}
