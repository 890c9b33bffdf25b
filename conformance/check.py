#!/usr/bin/env python3
"""Conformance ratchet: run rphp over the baseline phpt tests and compare with summary.txt.

    python3 conformance/check.py [--php target/release/rphp] [--areas A,B] [--update]

The denominator is conformance/baseline-php82.txt (tests native php 8.2 passes) minus the tests
listed in conformance/php85-exceptions.txt. Fails (exit 1) when an area's pass count is below the
committed conformance/summary.txt or its panic count rose. --update rewrites summary.txt (with
--areas, only those rows). By default the parse-agreement check (parse_agreement.py --check) runs
too; --no-parse skips it.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import phpt  # noqa: E402

SUMMARY = phpt.HERE / "summary.txt"


def denominator(baseline: Path, exceptions: Path) -> list[str]:
    excluded = set(phpt.read_list(exceptions))
    return [t for t in phpt.read_list(baseline) if t not in excluded]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    phpt.add_common_args(ap)
    ap.add_argument("--baseline", default=str(phpt.DEFAULT_BASELINE))
    ap.add_argument("--exceptions", default=str(phpt.DEFAULT_EXCEPTIONS))
    ap.add_argument("--summary", default=str(SUMMARY), help="committed summary to compare with")
    ap.add_argument("--results", default=os.path.join(tempfile.gettempdir(), "rphp-phpt-results.tsv"),
                    help="per-test results (default: a file in the temp dir)")
    ap.add_argument("--fresh", default=os.path.join(tempfile.gettempdir(), "rphp-phpt-summary.txt"),
                    help="where the fresh summary is written")
    ap.add_argument("--update", action="store_true", help="rewrite the committed summary")
    ap.add_argument("--no-parse", action="store_true", help="skip the parse-agreement check")
    args = ap.parse_args(argv)

    t0 = time.monotonic()
    tests = denominator(Path(args.baseline), Path(args.exceptions))
    if args.areas:
        want = [a.strip().rstrip("/") for a in args.areas.split(",") if a.strip()]
        tests = [t for t in tests if any(phpt.area_of(t) == a or phpt.area_of(t).startswith(a + "/") for a in want)]
    runner = phpt.make_runner(args)
    if runner.ext_note:
        print(f"note: {runner.ext_note}", file=sys.stderr)
    results = phpt.run_all(runner, tests, args.jobs)
    t_run = time.monotonic() - t0
    phpt.write_results(results, Path(args.results))

    title = "rphp on the phpt baseline (baseline-php82.txt minus php85-exceptions.txt); conformance/check.py"
    table = phpt.summarize(results, tests)
    fresh_text = phpt.format_summary(table, title)
    Path(args.fresh).write_text(fresh_text)

    committed_path = Path(args.summary)
    committed = phpt.parse_summary(committed_path.read_text()) if committed_path.exists() else {}

    # Table with the committed pass count alongside.
    print(f"{'area':32} {'pass':>6} {'fail':>6} {'skip':>6} {'panic':>6} {'tmout':>6} {'base':>6} {'%':>6}  committed-pass")
    tot = {c: 0 for c in phpt.COLUMNS} | {"total": 0}
    for a in sorted(table):
        r = table[a]
        for k in tot:
            tot[k] += r[k]
        old = committed.get(a, {}).get("pass")
        mark = "" if old is None else (f"{old}" + ("  <-- DROP" if r["pass"] < old else ""))
        print(f"{a:32} {r['pass']:6} {r['fail']:6} {r['skip']:6} {r['panic']:6} {r['timeout']:6} "
              f"{r['total']:6} {100.0 * r['pass'] / max(r['total'], 1):6.1f}  {mark}")
    print(f"{'TOTAL':32} {tot['pass']:6} {tot['fail']:6} {tot['skip']:6} {tot['panic']:6} {tot['timeout']:6} "
          f"{tot['total']:6} {100.0 * tot['pass'] / max(tot['total'], 1):6.1f}")
    slow = sorted(results.values(), key=lambda r: -r.seconds)[:5]
    print(f"time: {len(tests)} tests in {t_run:.0f}s with -j{args.jobs}; slowest: "
          + ", ".join(f"{r.path} {r.seconds:.1f}s" for r in slow))
    print(f"results: {args.results}  fresh summary: {args.fresh}")

    failures = []
    for a in sorted(table):
        r, old = table[a], committed.get(a)
        if old is None:
            continue
        if r["pass"] < old["pass"]:
            failures.append(f"{a}: pass {old['pass']} -> {r['pass']}")
        if r["panic"] > old["panic"]:
            failures.append(f"{a}: panic {old['panic']} -> {r['panic']}")
    if not args.areas:
        for a in sorted(set(committed) - set(table) - {"TOTAL"}):
            if committed[a]["pass"] > 0:
                failures.append(f"{a}: area vanished (committed pass {committed[a]['pass']})")

    if args.update:
        if args.areas and committed:
            merged = {a: v for a, v in committed.items() if a != "TOTAL"}
            merged.update(table)
            text = phpt.format_summary(merged, title)
        else:
            text = fresh_text
        committed_path.write_text(text)
        print(f"updated {committed_path}")
        failures = []

    rc = 0
    if failures:
        print("CONFORMANCE REGRESSION:")
        for f in failures:
            print("  " + f)
        rc = 1
    elif not args.update:
        print("phpt: no regression against the committed summary")

    if not args.no_parse:
        import parse_agreement
        pa = ["--php", args.php, "--corpus", args.corpus, "-j", str(args.jobs), "--top", "10"]
        pa += ["--update"] if args.update else ["--check"]
        if args.areas:
            pa += ["--areas", args.areas]
        t1 = time.monotonic()
        prc = parse_agreement.main(pa)
        print(f"time: parse agreement {time.monotonic() - t1:.0f}s")
        rc = rc or prc
    print(f"time: total {time.monotonic() - t0:.0f}s")
    return rc


if __name__ == "__main__":
    sys.exit(main())
