//! Every case has an oracle result: `<name>.out` and a `<name>.meta` that names its oracle.
//!
//! A case added without running `scripts/oracle/regen-cases.sh` fails here.

use std::collections::BTreeSet;

#[test]
fn every_case_has_an_oracle_result() {
    let root = rphp_php_tests::cases_dir();
    let cases = rphp_php_tests::discover(&root).expect("cannot list cases");
    assert!(!cases.is_empty(), "no cases under {}", root.display());
    let mut problems = Vec::new();
    for case in &cases {
        if !case.out_path().is_file() {
            problems.push(format!("{}: missing {}.out", case.id, case.stem));
        }
        match rphp_php_tests::read_meta(case) {
            Ok(meta) => {
                if let Some(stdin) = &meta.stdin
                    && !case.dir.join(stdin).is_file()
                {
                    problems.push(format!("{}: stdin file {stdin} is missing", case.id));
                }
            }
            Err(e) => problems.push(format!("{}: {e}", case.id)),
        }
    }
    assert!(
        problems.is_empty(),
        "cases without an oracle result (run scripts/oracle/regen-cases.sh):\n{}",
        problems.join("\n")
    );
}

#[test]
fn no_orphan_expected_files() {
    let root = rphp_php_tests::cases_dir();
    let cases = rphp_php_tests::discover(&root).expect("cannot list cases");
    let known: BTreeSet<_> = cases.iter().map(|c| c.php_path()).collect();
    let mut orphans = Vec::new();
    for area in std::fs::read_dir(&root).expect("cannot read cases dir") {
        let dir = area.expect("dir entry").path();
        if !dir.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&dir).expect("cannot read area") {
            let path = entry.expect("dir entry").path();
            let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
                continue;
            };
            if matches!(ext, "out" | "meta") && !known.contains(&path.with_extension("php")) {
                orphans.push(path.display().to_string());
            }
        }
    }
    assert!(
        orphans.is_empty(),
        "expected files without a case:\n{}",
        orphans.join("\n")
    );
}

#[test]
fn expected_output_does_not_depend_on_the_checkout_location() {
    // `%DIR%` stands for the case directory, but a length printed next to it
    // (`string(54) "%DIR%/a.php"`) still encodes where the oracle ran: such a case must
    // print something location-free instead (e.g. `$file === __FILE__`).
    let cases = rphp_php_tests::discover(&rphp_php_tests::cases_dir()).expect("cannot list cases");
    let mut problems = Vec::new();
    for case in &cases {
        let out = std::fs::read(case.out_path()).unwrap_or_default();
        let text = String::from_utf8_lossy(&out);
        if text.contains(") \"%DIR%") {
            problems.push(case.id.clone());
        }
    }
    assert!(
        problems.is_empty(),
        "cases whose expected output has a length next to %DIR%: {problems:?}"
    );
}
