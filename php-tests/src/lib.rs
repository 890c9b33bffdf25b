//! Oracle-checked PHP test cases and the runner that diffs rphp against them.
//!
//! A case is `cases/<area>/<name>.php` with `<name>.out` (the exact stdout the oracle
//! printed) and `<name>.meta` (`key = value` lines: `oracle`, `args`, `exit`, optional
//! `stdin`). Expected files come only from `scripts/oracle/regen-cases.sh`, never from rphp.
//! The runner runs a binary the way the regenerator ran the oracle: in the case's
//! directory, with the meta's `args` followed by the bare file name.

pub mod diff;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long one case may run before it is killed and reported as a failure.
pub const CASE_TIMEOUT: Duration = Duration::from_secs(20);

/// The `cases/` directory of this crate (located from the crate's manifest directory).
pub fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("cases")
}

/// One case on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// `<area>/<name>`, e.g. `parser/match_basic`; what `RPHP_CASES` filters on.
    pub id: String,
    /// The area's directory: the working directory of a run.
    pub dir: PathBuf,
    /// `<name>.php`, the argument given to the binary.
    pub file_name: String,
    /// `<name>` without the extension.
    pub stem: String,
}

impl Case {
    pub fn php_path(&self) -> PathBuf {
        self.dir.join(&self.file_name)
    }
    pub fn out_path(&self) -> PathBuf {
        self.dir.join(format!("{}.out", self.stem))
    }
    pub fn meta_path(&self) -> PathBuf {
        self.dir.join(format!("{}.meta", self.stem))
    }
    /// The area (directory) name, e.g. `parser-errors`.
    pub fn area(&self) -> &str {
        self.id.split_once('/').map_or("", |(area, _)| area)
    }
}

/// Every case under `root` (`root/<area>/<name>.php`), sorted by id.
pub fn discover(root: &Path) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    let areas = std::fs::read_dir(root).map_err(|e| format!("{}: {e}", root.display()))?;
    for area in areas {
        let area = area.map_err(|e| format!("{}: {e}", root.display()))?;
        let dir = area.path();
        if !dir.is_dir() {
            continue;
        }
        let area_name = area.file_name().to_string_lossy().into_owned();
        let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
            let file_name = entry.file_name().to_string_lossy().into_owned();
            let Some(stem) = file_name.strip_suffix(".php") else {
                continue;
            };
            if !entry.path().is_file() {
                continue;
            }
            cases.push(Case {
                id: format!("{area_name}/{stem}"),
                dir: dir.clone(),
                stem: stem.to_owned(),
                file_name: file_name.clone(),
            });
        }
    }
    cases.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(cases)
}

/// The parsed `<name>.meta` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    /// Which oracle produced the `.out`, e.g. `php 8.5.10 (php-wasm @php-wasm/cli 3.1.56)`.
    pub oracle: String,
    /// Command-line options placed before the file name.
    pub args: Vec<String>,
    /// The exit code native php gives (see the README for php-wasm's exit-code rule).
    pub exit: i32,
    /// A file (relative to the case's directory) fed to stdin; empty stdin otherwise.
    pub stdin: Option<String>,
    /// A file (relative to the case's directory) holding the expected stderr; when absent,
    /// stderr is not compared.
    pub stderr: Option<String>,
}

/// Parse `key = value` lines; `#` starts a comment line. Unknown keys are errors.
pub fn parse_meta(text: &str) -> Result<Meta, String> {
    let mut oracle = None;
    let mut args = None;
    let mut exit = None;
    let mut stdin = None;
    let mut stderr = None;
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(format!(
                "line {}: expected `key = value`, got {line:?}",
                index + 1
            ));
        };
        let value = value.trim();
        match key.trim() {
            "oracle" => oracle = Some(value.to_owned()),
            "args" => args = Some(value.split_whitespace().map(str::to_owned).collect()),
            "exit" => {
                let code = value.parse::<i32>().map_err(|_| {
                    format!("line {}: exit code {value:?} is not a number", index + 1)
                })?;
                exit = Some(code);
            }
            "stdin" => stdin = Some(value.to_owned()).filter(|v| !v.is_empty()),
            "stderr" => stderr = Some(value.to_owned()).filter(|v| !v.is_empty()),
            other => return Err(format!("line {}: unknown key {other:?}", index + 1)),
        }
    }
    let oracle = oracle
        .filter(|o| !o.is_empty() && o != "none")
        .ok_or("no `oracle` named")?;
    Ok(Meta {
        oracle,
        args: args.unwrap_or_default(),
        exit: exit.ok_or("no `exit` code")?,
        stdin,
        stderr,
    })
}

/// Read and parse a case's meta file.
pub fn read_meta(case: &Case) -> Result<Meta, String> {
    let path = case.meta_path();
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_meta(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// What one run of the binary produced.
#[derive(Debug, Clone)]
pub struct RunOutput {
    pub stdout: Vec<u8>,
    /// Captured only when the case compares stderr.
    pub stderr: Vec<u8>,
    /// `None` when the process was killed by a signal or timed out.
    pub exit: Option<i32>,
    pub timed_out: bool,
}

/// Run `binary args... file_name` in the case's directory with a timeout.
pub fn run_case(
    binary: &Path,
    case: &Case,
    meta: &Meta,
    timeout: Duration,
) -> Result<RunOutput, String> {
    let stdin_bytes = match &meta.stdin {
        Some(file) => {
            let path = case.dir.join(file);
            std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => Vec::new(),
    };
    let mut child = Command::new(binary)
        .args(&meta.args)
        .arg(&case.file_name)
        .current_dir(&case.dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(if meta.stderr.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    let stdin = child.stdin.take();
    let writer = std::thread::spawn(move || {
        if let Some(mut stdin) = stdin {
            // A binary that never reads stdin closes the pipe; that is not an error.
            let _ = stdin.write_all(&stdin_bytes);
        }
    });
    let stdout = child.stdout.take();
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut stdout) = stdout {
            let _ = stdout.read_to_end(&mut bytes);
        }
        bytes
    });
    let stderr = child.stderr.take();
    let error_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut stderr) = stderr {
            let _ = stderr.read_to_end(&mut bytes);
        }
        bytes
    });
    let deadline = Instant::now() + timeout;
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() >= deadline => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().ok();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for {}: {e}", binary.display())),
        }
    };
    let _ = writer.join();
    let stdout = reader.join().unwrap_or_default();
    let stderr = error_reader.join().unwrap_or_default();
    let exit = if timed_out {
        None
    } else {
        status.and_then(|s| s.code())
    };
    Ok(RunOutput {
        stdout,
        stderr,
        exit,
        timed_out,
    })
}

/// php names the running script by its full path; expected files write the case directory
/// as `%DIR%` (see regen-cases.sh), so rphp's output is rewritten the same way.
fn with_dir_placeholder(mut output: RunOutput, dir: &Path) -> RunOutput {
    let real = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    let mut needle = real.as_os_str().as_encoded_bytes().to_vec();
    needle.push(b'/');
    output.stdout = replace_bytes(&output.stdout, &needle, b"%DIR%/");
    output.stderr = replace_bytes(&output.stderr, &needle, b"%DIR%/");
    output
}

fn replace_bytes(haystack: &[u8], needle: &[u8], with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(haystack.len());
    let mut i = 0;
    while i < haystack.len() {
        if haystack[i..].starts_with(needle) {
            out.extend_from_slice(with);
            i += needle.len();
        } else {
            out.push(haystack[i]);
            i += 1;
        }
    }
    out
}

/// The result of checking one case.
#[derive(Debug, Clone)]
pub enum Outcome {
    Pass,
    /// A readable report: the command, the exit codes and a unified diff of stdout.
    Fail(String),
}

/// Run one case and compare stdout bytes and the exit code with the oracle's.
pub fn check_case(binary: &Path, case: &Case) -> Outcome {
    let meta = match read_meta(case) {
        Ok(meta) => meta,
        Err(e) => return Outcome::Fail(format!("--- {}: bad meta: {e}\n", case.id)),
    };
    let expected = match std::fs::read(case.out_path()) {
        Ok(bytes) => bytes,
        Err(e) => return Outcome::Fail(format!("--- {}: no expected output: {e}\n", case.id)),
    };
    let actual = match run_case(binary, case, &meta, CASE_TIMEOUT) {
        Ok(actual) => actual,
        Err(e) => return Outcome::Fail(format!("--- {}: {e}\n", case.id)),
    };
    let expected_stderr = match &meta.stderr {
        Some(file) => match std::fs::read(case.dir.join(file)) {
            Ok(bytes) => Some(bytes),
            Err(e) => return Outcome::Fail(format!("--- {}: no expected stderr: {e}\n", case.id)),
        },
        None => None,
    };
    let actual = with_dir_placeholder(actual, &case.dir);
    let same_exit = actual.exit == Some(meta.exit);
    let same_stderr = expected_stderr.as_ref().is_none_or(|e| *e == actual.stderr);
    if actual.stdout == expected && same_exit && same_stderr {
        return Outcome::Pass;
    }
    let mut report = String::new();
    let command = meta
        .args
        .iter()
        .map(String::as_str)
        .chain([case.file_name.as_str()])
        .collect::<Vec<_>>();
    report.push_str(&format!(
        "=== FAIL {}  (cd php-tests/cases/{} && rphp {})\n",
        case.id,
        case.area(),
        command.join(" ")
    ));
    if actual.timed_out {
        report.push_str(&format!("timed out after {} s\n", CASE_TIMEOUT.as_secs()));
    }
    if !same_exit {
        let got = actual
            .exit
            .map_or_else(|| "none (killed)".to_owned(), |c| c.to_string());
        report.push_str(&format!("exit code: expected {}, got {got}\n", meta.exit));
    }
    if actual.stdout != expected {
        report.push_str(&diff::unified(
            &expected,
            &actual.stdout,
            "expected (oracle)",
            "actual (rphp)",
        ));
    }
    if let Some(expected_stderr) = expected_stderr.filter(|e| *e != actual.stderr) {
        report.push_str("stderr:\n");
        report.push_str(&diff::unified(
            &expected_stderr,
            &actual.stderr,
            "expected stderr (oracle)",
            "actual stderr (rphp)",
        ));
    }
    Outcome::Fail(report)
}

/// The totals of a run over many cases.
#[derive(Debug, Default)]
pub struct Summary {
    pub passed: usize,
    /// Failing cases listed in `known-failures.txt`.
    pub known_failures: usize,
    /// One report per failed case, in case order.
    pub failures: Vec<String>,
}

impl Summary {
    pub fn failed(&self) -> usize {
        self.failures.len()
    }
}

/// Keep the cases whose id contains `filter` (every case when `None` or empty).
pub fn filter_cases(cases: Vec<Case>, filter: Option<&str>) -> Vec<Case> {
    match filter {
        Some(filter) if !filter.is_empty() => cases
            .into_iter()
            .filter(|c| c.id.contains(filter))
            .collect(),
        _ => cases,
    }
}

/// Check every case on as many threads as the machine has cores.
pub fn run_all(binary: &Path, cases: &[Case]) -> Summary {
    let next = AtomicUsize::new(0);
    let outcomes: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::with_capacity(cases.len()));
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 16);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(index) else { break };
                    let outcome = check_case(binary, case);
                    if let Ok(mut outcomes) = outcomes.lock() {
                        outcomes.push((index, outcome));
                    }
                }
            });
        }
    });
    let mut outcomes = outcomes
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    outcomes.sort_by_key(|(index, _)| *index);
    let known = known_failures();
    let mut summary = Summary::default();
    for (index, outcome) in outcomes {
        let id = cases.get(index).map_or("", |c| c.id.as_str());
        match (outcome, known.iter().find(|(k, _)| k == id)) {
            (Outcome::Pass, None) => summary.passed += 1,
            (Outcome::Fail(report), None) => summary.failures.push(report),
            (Outcome::Fail(_), Some(_)) => summary.known_failures += 1,
            (Outcome::Pass, Some(_)) => summary.failures.push(format!(
                "=== FIXED {id}: it now passes; remove it from php-tests/known-failures.txt\n"
            )),
        }
    }
    summary
}

/// `php-tests/known-failures.txt`: cases rphp is known to get wrong today, one
/// `area/name<TAB>reason` per line. A listed case that fails is counted apart; a listed case
/// that passes fails the run, so the list only shrinks.
pub fn known_failures() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("known-failures.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| match line.split_once('\t') {
            Some((id, reason)) => (id.trim().to_owned(), reason.trim().to_owned()),
            None => (line.trim().to_owned(), String::new()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meta_parses_all_keys() {
        let meta = parse_meta(
            "oracle = php 8.5.10 (php-wasm)\nargs = -l -n\nexit = 255\nstdin = a.stdin\n",
        )
        .unwrap();
        assert_eq!(meta.oracle, "php 8.5.10 (php-wasm)");
        assert_eq!(meta.args, ["-l", "-n"]);
        assert_eq!(meta.exit, 255);
        assert_eq!(meta.stdin.as_deref(), Some("a.stdin"));
    }

    #[test]
    fn meta_stderr_file() {
        let meta = parse_meta("oracle = php 8.5\nargs =\nexit = 0\nstderr = a.err\n").unwrap();
        assert_eq!(meta.stderr.as_deref(), Some("a.err"));
    }

    #[test]
    fn meta_empty_args_and_no_stdin() {
        let meta = parse_meta("oracle = x\nargs =\nexit = 0\n").unwrap();
        assert!(meta.args.is_empty());
        assert_eq!(meta.stdin, None);
    }

    #[test]
    fn meta_requires_oracle_and_exit() {
        assert!(parse_meta("args = -l\nexit = 0\n").is_err());
        assert!(parse_meta("oracle = none\nexit = 0\n").is_err());
        assert!(parse_meta("oracle = x\n").is_err());
        assert!(parse_meta("oracle = x\nexit = zero\n").is_err());
        assert!(parse_meta("oracle = x\nexit = 0\nbogus = 1\n").is_err());
    }

    #[test]
    fn filter_by_substring() {
        let case = |id: &str| Case {
            id: id.to_owned(),
            dir: PathBuf::new(),
            file_name: String::new(),
            stem: String::new(),
        };
        let cases = vec![case("parser/a"), case("parser-errors/b")];
        assert_eq!(filter_cases(cases.clone(), Some("errors")).len(), 1);
        assert_eq!(filter_cases(cases.clone(), Some("")).len(), 2);
        assert_eq!(filter_cases(cases, None).len(), 2);
    }
}
