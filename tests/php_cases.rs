//! Runs every oracle-checked case in `php-tests/cases` against the `rphp` binary.
//!
//! `RPHP_CASES=substring` keeps only the cases whose `<area>/<name>` contains it.

use std::path::Path;

#[test]
fn php_cases() {
    let binary = Path::new(env!("CARGO_BIN_EXE_rphp"));
    let all = rphp_php_tests::discover(&rphp_php_tests::cases_dir())
        .expect("cannot list php-tests/cases");
    let filter = std::env::var("RPHP_CASES").ok();
    let cases = rphp_php_tests::filter_cases(all, filter.as_deref());
    assert!(
        !cases.is_empty(),
        "php-tests: no case matches RPHP_CASES={filter:?}"
    );
    let summary = rphp_php_tests::run_all(binary, &cases);
    for report in &summary.failures {
        eprintln!("{report}");
    }
    if summary.failed() > 0 {
        panic!(
            "php-tests: {} passed, {} failed",
            summary.passed,
            summary.failed()
        );
    }
    println!(
        "{} known failures (php-tests/known-failures.txt)",
        summary.known_failures
    );
    println!("php-tests: {} passed, 0 failed", summary.passed);
}
