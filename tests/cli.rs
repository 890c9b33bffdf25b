//! Command-line behaviour that the case harness cannot express: `error_log` files (their
//! timestamps vary), several files to one `-l`, `-v`/`-h`, stdin scripts, bad options.
//! Expected texts were taken from runs of the PHP 8.5 oracle (quoted in each test).

use std::io::Write;
use std::process::{Command, Stdio};

fn rphp() -> Command {
    Command::new(env!("CARGO_BIN_EXE_rphp"))
}

/// A file `name` in a directory of its own, removed with the directory when dropped.
struct Scratch(std::path::PathBuf);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Some(dir) = self.0.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

fn scratch(name: &str, contents: &[u8]) -> Scratch {
    let dir = std::env::temp_dir().join(format!("rphp-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("scratch file");
    Scratch(path)
}

#[test]
fn error_log_file_gets_timestamped_log_lines() {
    // Oracle: `php -d log_errors=1 -d error_log=el.txt -l t.php` appends
    // `[30-Nov-2026 03:48:49 UTC] PHP Parse error:  Unmatched '}' in t.php on line 5`.
    let file = scratch(
        "t.php",
        b"<?php\necho PHP_VERSION, \"\\n\";\nfunction f() {\n}\n}\n",
    );
    let dir = file.parent().unwrap();
    let log = dir.join("el.txt");
    let _ = std::fs::remove_file(&log);
    let output = rphp()
        .current_dir(dir)
        .args([
            "-d",
            "log_errors=1",
            "-d",
            "error_log=el.txt",
            "-l",
            "t.php",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(255));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "\nParse error: Unmatched '}' in t.php on line 5\nErrors parsing t.php\n"
    );
    let logged = std::fs::read_to_string(&log).unwrap();
    let line = logged.strip_suffix('\n').unwrap();
    let (stamp, rest) = line.split_at(line.find("] ").unwrap() + 2);
    assert_eq!(rest, "PHP Parse error:  Unmatched '}' in t.php on line 5");
    // [DD-Mon-YYYY HH:MM:SS UTC]
    let stamp = stamp.trim_end();
    assert_eq!(stamp.len(), "[30-Nov-2026 03:48:49 UTC]".len(), "{stamp}");
    assert!(
        stamp.starts_with('[') && stamp.ends_with(" UTC]"),
        "{stamp}"
    );
    assert_eq!(&stamp[3..4], "-");
    assert_eq!(&stamp[7..8], "-");
}

#[test]
fn lint_takes_several_files() {
    // Oracle (php 8.5 lints every file named): one verdict per file, exit 255 if any failed.
    let good = scratch("good.php", b"<?php echo 1;\n");
    let dir = good.parent().unwrap().to_path_buf();
    std::fs::write(dir.join("bad.php"), b"<?php echo 1 2;\n").unwrap();
    let output = rphp()
        .current_dir(&dir)
        .args(["-l", "good.php", "bad.php"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(255));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "No syntax errors detected in good.php\n\nParse error: syntax error, unexpected integer \"2\", expecting \",\" or \";\" in bad.php on line 1\nErrors parsing bad.php\n"
    );
}

#[test]
fn missing_file() {
    // Native php: `Could not open input file: nonexist.php`, exit 1 (php-wasm prints nothing).
    for args in [&["nonexist.php"][..], &["-l", "nonexist.php"][..]] {
        let output = rphp().args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            "Could not open input file: nonexist.php\n"
        );
    }
}

#[test]
fn lint_from_stdin_and_r_code() {
    // Oracle: `php -l < f` names the input "Standard input code"; `-r` errors are reported
    // "in Command line code on line 1".
    let mut child = rphp()
        .arg("-l")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"<?php\nif (\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(255));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "\nParse error: Unclosed '(' on line 2 in Standard input code on line 3\nErrors parsing Standard input code\n"
    );

    let output = rphp().args(["-r", "echo 1 2;"]).output().unwrap();
    assert_eq!(output.status.code(), Some(255));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "\nParse error: syntax error, unexpected integer \"2\", expecting \",\" or \";\" in Command line code on line 1\n"
    );
}

#[test]
fn version_and_help() {
    let output = rphp().arg("-v").output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.starts_with("rphp ") && text.contains("PHP 8.5"),
        "{text}"
    );
    let output = rphp().arg("-h").output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("Usage: rphp [options]"));
}

/// The end of a script whose global variables hold large graphs of plain objects next to a
/// resource or a suspended generator (the end skips freeing what only gives memory back,
/// php's fast shutdown, and frees the rest): a clean exit with the output whole, and the
/// generator's `finally` run. (What the walk's checks keep from being leaked is asserted
/// by the case vm/fast_shutdown_weakref.)
#[test]
fn end_of_script_with_large_globals() {
    let plain = "class Box { public $items = []; }
$plain = [];
for ($i = 0; $i < 1000; $i++) { $o = new Box; $o->items = [$i, \"s$i\", [$i]]; $plain[] = $o; }
";
    // held by an array (freed after the destructors), then by an object only the global
    // holds (freed first, in php's order)
    for holder in [
        "$keep = [[1, 2], ['deep' => [$t]]];",
        "$keep = new Box; $keep->items[] = [$t];",
    ] {
        let script = format!(
            "<?php\n{plain}$t = tmpfile();\n{holder}\necho stream_get_meta_data($t)['uri'], \"\\n\";\nunset($t);\n"
        );
        let file = scratch("end.php", script.as_bytes());
        let output = rphp().arg(&*file).output().unwrap();
        assert_eq!(output.status.code(), Some(0));
        let text = String::from_utf8_lossy(&output.stdout);
        let path = text.lines().next().unwrap_or_default();
        assert!(path.contains("php") && text.lines().count() == 1, "{text}");
    }
    // a generator's `finally` runs at the end
    let script = format!(
        "<?php\n{plain}$gen = (function () {{ try {{ yield 1; }} finally {{ echo \"finally\\n\"; }} }})();\n$gen->current();\n$keep = [$plain, [$gen]];\nunset($gen);\n"
    );
    let file = scratch("end.php", script.as_bytes());
    let output = rphp().arg(&*file).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stdout), "finally\n");
}
