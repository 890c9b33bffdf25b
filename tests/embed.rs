//! The embedding facade (`rphp::Php`): running code and files, captured output and exit
//! status, Rust functions called from PHP, PHP functions called from Rust, value
//! conversions, the error paths, and two VMs on two threads at once. Expected PHP output
//! was made by the PHP 8.5 oracle (`scripts/oracle/php85 -r ...`).

use rphp::{Error, Key, Php, Val};
use std::cell::Cell;
use std::rc::Rc;

fn php() -> Php {
    Php::builder().capture_output().build()
}

#[test]
fn runs_code_without_tags_as_php_r_does() {
    let mut php = php();
    let status = php.run_code(
        r#"echo ini_get("memory_limit"), "|", max(7, 2), "|", 0.1 + 0.2, "\n"; printf("%05.1f|%s\n", 3.14159, strtoupper("abc"));"#,
    );
    assert_eq!(status.expect("runs"), 0);
    assert_eq!(php.output_string(), "128M|7|0.3\n003.1|ABC\n");
}

#[test]
fn runs_code_with_an_open_tag_as_a_file() {
    let mut php = php();
    assert_eq!(
        php.run_code("<?php echo \"x\"; ?>\nBye <?= 1 + 1 ?>!\n")
            .expect("runs"),
        0
    );
    assert_eq!(php.take_output(), b"xBye 2!\n");
    assert!(
        php.take_output().is_empty(),
        "take_output empties the buffer"
    );
}

#[test]
fn exit_status_is_returned() {
    let mut php = php();
    assert_eq!(php.run_code("echo 'bye'; exit(3);").expect("runs"), 3);
    assert_eq!(php.output_string(), "bye");
}

#[test]
fn ini_settings_and_args_from_the_builder() {
    let mut php = Php::builder()
        .capture_output()
        .ini("memory_limit", "64M")
        .args(["one", "two"])
        .build();
    assert_eq!(php.ini("memory_limit"), Some("64M"));
    php.run_code(r#"echo ini_get("memory_limit"), " ", $argc, " ", $argv[1], $argv[2];"#)
        .expect("runs");
    assert_eq!(php.output_string(), "64M 3 onetwo");
}

#[test]
fn warnings_go_to_the_captured_output() {
    let mut php = php();
    php.run_code(r#"echo $undefined; echo "after\n";"#)
        .expect("runs");
    assert_eq!(
        php.output_string(),
        "\nWarning: Undefined variable $undefined in Command line code on line 1\nafter\n"
    );
}

#[test]
fn runs_a_file() {
    let dir = std::env::temp_dir().join(format!("rphp-embed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("script.php");
    std::fs::write(&path, "<?php\necho __FILE__, ':', __LINE__, \"\\n\";\n").expect("write");
    let mut php = php();
    assert_eq!(php.run_file(&path).expect("runs"), 0);
    let full = std::fs::canonicalize(&path).expect("canonical");
    assert_eq!(php.output_string(), format!("{}:2\n", full.display()));
    let missing = php.run_file(dir.join("missing.php"));
    assert!(matches!(missing, Err(Error::Io { .. })), "{missing:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn syntax_error_is_an_error_and_runs_nothing() {
    let mut php = php();
    let err = php
        .run_code("echo 'a'; echo 1 +;")
        .expect_err("syntax error");
    match &err {
        Error::Syntax { message, line, .. } => {
            assert_eq!(message, "syntax error, unexpected token \";\"");
            assert_eq!(*line, 1);
        }
        other => panic!("expected a syntax error, got {other:?}"),
    }
    assert_eq!(
        err.to_string(),
        "Parse error: syntax error, unexpected token \";\" in Command line code on line 1"
    );
    assert_eq!(php.output_string(), "");
}

#[test]
fn uncaught_exception_is_an_error_with_phps_message() {
    let mut php = php();
    let err = php
        .run_code(r#"function f(){ throw new RuntimeException("boom"); } echo "a"; f();"#)
        .expect_err("uncaught");
    match &err {
        Error::Exception {
            class,
            message,
            line,
            ..
        } => {
            assert_eq!(class, "RuntimeException");
            assert_eq!(message, "boom");
            assert_eq!(*line, 1);
        }
        other => panic!("expected an exception, got {other:?}"),
    }
    assert_eq!(
        php.output_string(),
        "a\nFatal error: Uncaught RuntimeException: boom in Command line code:1\nStack trace:\n#0 Command line code(1): f()\n#1 {main}\n  thrown in Command line code on line 1\n"
    );
}

#[test]
fn rust_function_called_from_php() {
    let mut php = php();
    let calls = Rc::new(Cell::new(0));
    let seen = calls.clone();
    php.register_fn("rust_add", move |args: &[Val]| {
        seen.set(seen.get() + 1);
        let sum: i64 = args.iter().filter_map(Val::as_int).sum();
        Ok(Val::Int(sum))
    })
    .expect("registered");
    php.register_fn("rust_pairs", |args: &[Val]| {
        let Some(items) = args.first().and_then(Val::as_array) else {
            return Err("rust_pairs() wants an array".into());
        };
        Ok(items
            .iter()
            .map(|(k, v)| {
                let k = match k {
                    Key::Int(i) => i.to_string(),
                    Key::Str(s) => String::from_utf8_lossy(s).into_owned(),
                };
                (k, v.type_name())
            })
            .collect())
    })
    .expect("registered");
    php.run_code(
        r#"echo rust_add(1, 2, 39), "\n"; echo RUST_ADD(), "\n"; var_dump(rust_pairs(["7" => "x", "k" => [1.5]]));"#,
    )
    .expect("runs");
    assert_eq!(calls.get(), 2);
    assert_eq!(
        php.output_string(),
        "42\n0\narray(2) {\n  [7]=>\n  string(6) \"string\"\n  [\"k\"]=>\n  string(5) \"array\"\n}\n"
    );
}

#[test]
fn rust_error_becomes_a_php_exception() {
    let mut php = php();
    php.register_fn("fail", |args: &[Val]| {
        Err(format!(
            "failed: {}",
            args.first().and_then(Val::as_str).unwrap_or("?")
        )
        .into())
    })
    .expect("registered");
    php.run_code(
        r#"try { fail("nope"); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }"#,
    )
    .expect("caught in PHP");
    assert_eq!(php.take_output(), b"Exception: failed: nope\n");
    // Uncaught, it reads as an internal function's exception does (php's shape for
    // `intdiv(1, 0)`: the call is the first trace entry).
    let err = php.run_code(r#"fail("x");"#).expect_err("uncaught");
    assert!(
        matches!(&err, Error::Exception { class, message, .. } if class == "Exception" && message == "failed: x"),
        "{err:?}"
    );
    assert_eq!(
        php.output_string(),
        "\nFatal error: Uncaught Exception: failed: x in Command line code:1\nStack trace:\n#0 Command line code(1): fail('x')\n#1 {main}\n  thrown in Command line code on line 1\n"
    );
}

#[test]
fn an_object_argument_is_a_type_error_in_php() {
    let mut php = php();
    php.register_fn("takes", |_: &[Val]| Ok(Val::Null))
        .expect("registered");
    php.run_code(
        r#"try { takes(1, new Exception("o")); } catch (TypeError $e) { echo $e->getMessage(); }"#,
    )
    .expect("runs");
    assert_eq!(
        php.output_string(),
        "Argument #2: an object of class Exception cannot be converted to a Rust value"
    );
}

#[test]
fn php_function_called_from_rust() {
    let mut php = php();
    php.run_code(
        r#"function greet($name, $times = 1) { echo "called\n"; return str_repeat("hi $name ", $times); }
           function stats(array $xs) { return ["n" => count($xs), "sum" => array_sum($xs), "first" => $xs[0] ?? null]; }
           function thrower() { throw new LogicException("bad"); }"#,
    )
    .expect("defines");
    assert_eq!(
        php.call("greet", &["bob".into(), 2.into()]).expect("calls"),
        Val::from("hi bob hi bob ")
    );
    assert_eq!(php.take_output(), b"called\n");
    let stats = php
        .call("Stats", &[Val::from(vec![3, 4, 5])])
        .expect("calls");
    assert_eq!(stats.get("n"), Some(&Val::Int(3)));
    assert_eq!(stats.get("sum"), Some(&Val::Int(12)));
    assert_eq!(stats.get("first"), Some(&Val::Int(3)));
    // builtins too
    assert_eq!(
        php.call("strtoupper", &["abc".into()]).expect("calls"),
        "ABC".into()
    );
    let err = php.call("thrower", &[]).expect_err("throws");
    assert!(
        matches!(&err, Error::Exception { class, message, .. } if class == "LogicException" && message == "bad"),
        "{err:?}"
    );
    let err = php.call("nope", &[]).expect_err("undefined");
    assert!(matches!(&err, Error::UndefinedFunction(n) if n == "nope"));
    php.run_code("function quit() { echo 'q'; exit(4); }")
        .expect("defines");
    let err = php.call("quit", &[]).expect_err("exits");
    assert!(matches!(err, Error::Exit(4)), "{err:?}");
    // the VM stays usable after an error
    assert_eq!(
        php.call("greet", &["al".into()]).expect("calls"),
        "hi al ".into()
    );
}

#[test]
fn objects_do_not_cross_into_rust() {
    let mut php = php();
    php.run_code("function e() { return new Exception('x'); }")
        .expect("defines");
    let err = php.call("e", &[]).expect_err("object");
    assert!(matches!(err, Error::Unsupported(_)), "{err:?}");
}

#[test]
fn values_round_trip() {
    let mut php = php();
    php.run_code("function id($x) { return $x; }")
        .expect("defines");
    let nested: Val = [
        ("a", Val::Null),
        ("b", Val::Bool(true)),
        ("c", Val::Float(-0.5)),
        ("d", Val::Str(b"\xff\x00bytes".to_vec())),
        ("e", Val::from(vec![Val::Int(i64::MIN), Val::from("x")])),
    ]
    .into_iter()
    .collect();
    assert_eq!(
        php.call("id", std::slice::from_ref(&nested))
            .expect("calls"),
        nested
    );
    // a numeric string key becomes an int key in PHP, as php does
    let keyed: Val = [("7", 1)].into_iter().collect();
    assert_eq!(
        php.call("id", &[keyed]).expect("calls"),
        Val::Array(vec![(Key::Int(7), Val::Int(1))])
    );
}

#[test]
fn runs_share_functions_but_not_globals() {
    let mut php = php();
    php.run_code("$g = 1; function twice($x) { return 2 * $x; }")
        .expect("runs");
    php.run_code(r#"var_dump(isset($g)); echo twice(21), "\n";"#)
        .expect("runs");
    assert_eq!(php.output_string(), "bool(false)\n42\n");
}

#[test]
fn two_vms_on_two_threads_at_once() {
    let barrier = std::sync::Barrier::new(2);
    let run = |tag: i64| {
        let mut php = php();
        php.register_fn("tag", move |_: &[Val]| Ok(Val::Int(tag)))
            .expect("registered");
        barrier.wait();
        php.run_code(
            r#"$t = 0; for ($i = 0; $i < 200000; $i++) { $t += $i % 7; }
               define("WHO", tag()); echo WHO, ":", $t, "\n";"#,
        )
        .expect("runs");
        let called = php.call("tag", &[]).expect("calls");
        (php.output_string(), called)
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| run(1));
        let b = s.spawn(|| run(2));
        (a.join().expect("thread a"), b.join().expect("thread b"))
    });
    // sum of i % 7 for i < 200000: 28571 full cycles of 21, then 0..=2 (200000 = 7*28571 + 3)
    assert_eq!(a.0, "1:599994\n");
    assert_eq!(b.0, "2:599994\n");
    assert_eq!(a.1, Val::Int(1));
    assert_eq!(b.1, Val::Int(2));
}
