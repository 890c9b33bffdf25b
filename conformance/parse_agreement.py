#!/usr/bin/env python3
"""Parse agreement: does `rphp -l` give PHP 8.5's `-l` verdict on every phpt FILE section?

For every .phpt of the corpus that has a FILE section (FILE, FILEEOF or FILE_EXTERNAL), the FILE
text is written to a temporary tree and linted. Agreement means: both accept, or both reject with
the same message on the same line. PHP 8.5's verdicts come from the php-wasm oracle
(scripts/oracle/php85) and are committed in conformance/parse-oracle-85.tsv; regenerate them with
--make-oracle. The committed figures are conformance/parse-summary.txt; --check fails when an
agreement count is below them, --update rewrites them.

Message normalisation: the linted file's path is replaced by `%FILE%`; "Stack trace:" lines that
8.5 appends to fatal errors are dropped; the "PHP " prefix of the log (stderr) form is dropped.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import phpt  # noqa: E402

HERE = phpt.HERE
REPO = phpt.REPO
ORACLE_TSV = HERE / "parse-oracle-85.tsv"
SUMMARY = HERE / "parse-summary.txt"
ORACLE_BIN = REPO / "scripts" / "oracle" / "php85"

ERR_LABELS = r"(Parse error|Fatal error|Compile Error|Compile error|Deprecated|Warning|Notice)"


def err_re(fname: str) -> re.Pattern:
    return re.compile(r"^(?:PHP )?" + ERR_LABELS + r":\s+(.*?) in (" + re.escape(fname)
                      + r"|\[no active file\]) on line (-?\d+)[ \t\r]*$", re.M | re.S)


def kind_of(label: str) -> str:
    return "parse" if label == "Parse error" else "compile"


def extract(corpus: Path, out: Path, only: list[str] | None = None) -> dict[str, Path]:
    """Write each test's FILE section to out/<test path minus 't'> ; returns test -> file."""
    tests = only if only is not None else phpt.find_tests(corpus)
    files = {}
    for t in tests:
        body = phpt.file_section(corpus / t)
        if body is None:
            continue
        # foo.phpt -> foo.php. A ".phar" in the name is written "_phar": php (with its phar
        # extension, as in the wasm oracle) opens a path containing ".phar" as an archive.
        dst = out / (t[:-1].replace(".phar", "_phar"))
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(body)
        files[t] = dst
    return files


def normalise(msg: str, fname: str) -> str:
    msg = msg.replace(fname, "%FILE%")
    lines = msg.split("\n")
    if "Stack trace:" in lines:
        lines = lines[:lines.index("Stack trace:")]
    return "\\n".join(x.rstrip("\r") for x in lines).strip()


def verdict_from_segment(seg: str, fname: str, ok: bool) -> tuple[str, str, str, str]:
    """(verdict, kind, line, message) from the lint output that belongs to one file."""
    if ok:
        return ("ok", "", "", "")
    errs = [m for m in err_re(fname).finditer(seg)
            if m.group(1) not in ("Deprecated", "Warning", "Notice")]
    if not errs:
        tail = " ".join(seg.strip().splitlines()[-3:])[:200].replace(fname, "%FILE%")
        return ("error", "unknown", "", tail)
    m = errs[-1]
    return ("error", kind_of(m.group(1)), m.group(4), normalise(m.group(2), fname))


def lint_batch_output(out: str, names: list[str]) -> dict[str, tuple]:
    """Split the output of `php -l a b c` (PHP >= 8.3) into per-file verdicts."""
    res = {}
    pos = 0
    for n in names:
        ok_marker = f"No syntax errors detected in {n}\n"
        err_marker = f"Errors parsing {n}\n"
        i_ok = out.find(ok_marker, pos)
        i_err = out.find(err_marker, pos)
        cands = [(i, mk, ok) for i, mk, ok in ((i_ok, ok_marker, True), (i_err, err_marker, False)) if i >= 0]
        if not cands:
            continue  # missing: will be retried alone
        i, mk, ok = min(cands)
        res[n] = verdict_from_segment(out[pos:i], n, ok)
        pos = i + len(mk)
    return res


def run_oracle(files: dict[str, Path], root: Path, batch: int, jobs: int, binary: list[str]) -> dict[str, tuple]:
    """Lint with PHP >= 8.3 (many files per process). Paths are passed relative to root."""
    tests = sorted(files)
    rel = {t: os.path.relpath(files[t], root) for t in tests}
    batches = [tests[i:i + batch] for i in range(0, len(tests), batch)]
    results: dict[str, tuple] = {}

    def one(b):
        names = [rel[t] for t in b]
        p = subprocess.run(binary + ["-n", "-l"] + names, cwd=root, capture_output=True,
                           stdin=subprocess.DEVNULL, timeout=600)
        out = (p.stdout + p.stderr).decode("utf-8", "replace")
        got = lint_batch_output(out, names)
        return {t: got[rel[t]] for t in b if rel[t] in got}

    done = 0
    t0 = time.monotonic()
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        for r in ex.map(one, batches):
            results.update(r)
            done += 1
            print(f"[oracle batch {done}/{len(batches)} {time.monotonic() - t0:.0f}s]", file=sys.stderr, flush=True)
    missing = [t for t in tests if t not in results]
    for t in missing:  # a file that broke its batch: lint it alone
        try:
            r = one([t])
        except subprocess.TimeoutExpired:
            r = {}
        results[t] = r.get(t, ("error", "unknown", "", "oracle produced no verdict"))
    return results


def run_rphp(files: dict[str, Path], root: Path, binary: str, jobs: int, timeout: float) -> dict[str, tuple]:
    """Lint each file with rphp -l, one process per file (a panic affects only its file)."""
    def one(t):
        name = os.path.relpath(files[t], root)
        proc = phpt.run_proc([binary, "-n", "-l", name], root, dict(os.environ), None, timeout)
        if proc.timed_out:
            return t, ("timeout", "", "", "")
        panic = phpt.is_panic(proc)
        if panic:
            return t, ("panic", "", "", panic)
        out = proc.out.decode("utf-8", "replace")
        ok = f"No syntax errors detected in {name}" in out and proc.rc == 0
        return t, verdict_from_segment(out, name, ok)

    res = {}
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        for t, v in ex.map(one, sorted(files)):
            res[t] = v
    return res


def read_oracle(path: Path) -> dict[str, tuple]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        p = line.split("\t")
        p += [""] * (5 - len(p))
        out[p[0]] = (p[1], p[2], p[3], p[4])
    return out


def write_oracle(path: Path, data: dict[str, tuple], header: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(header)
        f.write("# path\tverdict\tkind\tline\tmessage\n")
        for t in sorted(data):
            v, k, ln, msg = data[t]
            f.write(f"{t}\t{v}\t{k}\t{ln}\t{msg.replace(chr(9), ' ')}\n")


CATS = [
    ("agree_accept", "agree: both accept"),
    ("agree_reject", "agree: both reject, same message and line"),
    ("rphp_rejects_valid", "rphp rejects valid code"),
    ("rphp_accepts_invalid", "rphp accepts invalid code"),
    ("diff_message", "both reject, different message"),
    ("diff_line", "both reject, same message, different line"),
    ("rphp_panic", "rphp panicked / crashed"),
    ("rphp_timeout", "rphp timed out"),
]


def classify(o: tuple, r: tuple) -> str:
    if r[0] == "panic":
        return "rphp_panic"
    if r[0] == "timeout":
        return "rphp_timeout"
    if o[0] == "ok":
        return "agree_accept" if r[0] == "ok" else "rphp_rejects_valid"
    if r[0] == "ok":
        return "rphp_accepts_invalid"
    if o[3] != r[3]:
        return "diff_message"
    if o[2] != r[2]:
        return "diff_line"
    return "agree_reject"


def figures(oracle: dict, rphp: dict) -> tuple[dict, dict, list]:
    """Counts overall and on the grammar-level subset (8.5 accepts, or rejects with a Parse error)."""
    allc = {k: 0 for k, _ in CATS}
    gram = {k: 0 for k, _ in CATS}
    rows = []
    for t in sorted(rphp):
        if t not in oracle:
            continue
        o, r = oracle[t], rphp[t]
        c = classify(o, r)
        allc[c] += 1
        if o[0] == "ok" or o[1] == "parse":
            gram[c] += 1
        if not c.startswith("agree"):
            rows.append((t, c, o, r))
    return allc, gram, rows


def format_figures(allc: dict, gram: dict) -> str:
    def block(name, c):
        total = sum(c.values())
        agree = c["agree_accept"] + c["agree_reject"]
        pct = 100.0 * agree / total if total else 0.0
        lines = [f"{name}.total {total}", f"{name}.agree {agree}", f"{name}.agree_pct {pct:.2f}"]
        lines += [f"{name}.{k} {c[k]}" for k, _ in CATS]
        return lines
    out = ["# rphp -l vs PHP 8.5 -l on the FILE sections of the phpt corpus (conformance/parse_agreement.py)",
           "# all: every test with a FILE section; grammar: those 8.5 accepts or rejects with a Parse error",
           "# (compile-time Fatal errors excluded). The check fails when an .agree figure drops."]
    out += block("all", allc) + block("grammar", gram)
    return "\n".join(out) + "\n"


def parse_figures(text: str) -> dict[str, float]:
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            k, v = line.split()
            out[k] = float(v)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--php", default=os.environ.get("RPHP", str(phpt.DEFAULT_BINARY)),
                    help="rphp binary (env RPHP; default target/release/rphp)")
    ap.add_argument("--corpus", default=os.environ.get("PHPT_CORPUS", str(phpt.DEFAULT_CORPUS)))
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=10.0, help="per-file timeout for rphp -l")
    ap.add_argument("--areas", help="restrict to these areas (comma-separated prefixes); figures then partial")
    ap.add_argument("--make-oracle", action="store_true", help=f"regenerate {ORACLE_TSV.name} with the 8.5 oracle")
    ap.add_argument("--oracle-bin", default=os.environ.get("PHP85", str(ORACLE_BIN)),
                    help="PHP >= 8.3 binary for --make-oracle (env PHP85; default scripts/oracle/php85)")
    ap.add_argument("--oracle-out", default=str(ORACLE_TSV), help="where --make-oracle writes")
    ap.add_argument("--batch", type=int, default=400, help="files per oracle process")
    ap.add_argument("--disagreements", default=None,
                    help="write all disagreements here (default: a file in the temp dir)")
    ap.add_argument("--top", type=int, default=20, help="print this many disagreements")
    ap.add_argument("--check", action="store_true", help="fail if agreement is below parse-summary.txt")
    ap.add_argument("--update", action="store_true", help="rewrite parse-summary.txt")
    args = ap.parse_args(argv)

    corpus = Path(args.corpus)
    if not (corpus / "Zend" / "tests").is_dir():
        sys.exit(f"parse_agreement: no corpus at {corpus} (run scripts/fetch-corpus.sh)")
    only = None
    if args.areas:
        want = [a.strip().rstrip("/") for a in args.areas.split(",") if a.strip()]
        only = [t for t in phpt.find_tests(corpus)
                if any(phpt.area_of(t) == a or phpt.area_of(t).startswith(a + "/") for a in want)]

    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="rphp-parse-") as tmp:
        root = Path(tmp)
        files = extract(corpus, root, only)
        print(f"extracted {len(files)} FILE sections in {time.monotonic() - t0:.1f}s", file=sys.stderr)

        if args.make_oracle:
            binary = [args.oracle_bin]
            data = run_oracle(files, root, args.batch, args.jobs, binary)
            ver = subprocess.run(binary + ["-n", "-r", "echo PHP_VERSION;"], capture_output=True,
                                 stdin=subprocess.DEVNULL).stdout.decode().strip()
            header = (f"# PHP {ver} `-n -l` verdicts on the FILE section of every phpt test with one\n"
                      f"# (php-src 8.2.32 corpus); generated by conformance/parse_agreement.py --make-oracle.\n"
                      f"# kind: parse = grammar-level 'Parse error', compile = compile-time 'Fatal error'.\n")
            if only is not None and Path(args.oracle_out).exists():
                # A partial regeneration (--areas) updates those verdicts and keeps the rest.
                merged = read_oracle(Path(args.oracle_out))
                merged.update(data)
                data = merged
            write_oracle(Path(args.oracle_out), data, header)
            n_err = sum(1 for v in data.values() if v[0] == "error")
            print(f"oracle: {len(data)} verdicts, {n_err} errors, in {time.monotonic() - t0:.0f}s -> {args.oracle_out}")
            return 0

        oracle = read_oracle(ORACLE_TSV)
        missing = [t for t in files if t not in oracle]
        if missing:
            print(f"warning: {len(missing)} FILE sections have no oracle verdict (e.g. {missing[0]}); "
                  f"regenerate with --make-oracle", file=sys.stderr)
        t1 = time.monotonic()
        rphp = run_rphp(files, root, str(Path(args.php).resolve()) if os.sep in args.php else args.php,
                        args.jobs, args.timeout)
        t_rphp = time.monotonic() - t1

    allc, gram, rows = figures(oracle, rphp)
    text = format_figures(allc, gram)
    labels = dict(CATS)
    for name, c in (("all", allc), ("grammar-level", gram)):
        total = sum(c.values())
        agree = c["agree_accept"] + c["agree_reject"]
        print(f"{name}: {total} files, agree {agree} ({100.0 * agree / max(total, 1):.2f}%)")
        for k, _ in CATS:
            print(f"  {labels[k]:45} {c[k]:6}")
    dis = Path(args.disagreements) if args.disagreements else Path(tempfile.gettempdir()) / "rphp-parse-disagreements.tsv"
    with open(dis, "w", encoding="utf-8") as f:
        f.write("# path\tcategory\t8.5 verdict|kind|line|message\trphp verdict|kind|line|message\n")
        for t, c, o, r in rows:
            f.write(f"{t}\t{c}\t{'|'.join(o)}\t{'|'.join(r)}\n")
    print(f"{len(rows)} disagreements written to {dis}; first {min(args.top, len(rows))}:")
    for t, c, o, r in rows[:args.top]:
        print(f"  {c:22} {t}\n      8.5:  {o[0]} {o[1]} line {o[2]}: {o[3][:120]}\n      rphp: {r[0]} {r[1]} line {r[2]}: {r[3][:120]}")
    print(f"time: extract+lint {time.monotonic() - t0:.0f}s (rphp -l {t_rphp:.0f}s, -j{args.jobs})")

    if args.update and not args.areas:
        SUMMARY.write_text(text)
        print(f"updated {SUMMARY.relative_to(REPO)}")
    if args.check:
        if args.areas:
            print("--check ignores --areas subsets (figures are corpus-wide)", file=sys.stderr)
            return 0
        old = parse_figures(SUMMARY.read_text()) if SUMMARY.exists() else {}
        new = parse_figures(text)
        bad = [k for k in ("all.agree", "grammar.agree") if new.get(k, 0) < old.get(k, 0)]
        bad += [k for k in ("all.rphp_panic",) if new.get(k, 0) > old.get(k, 0)]
        if bad:
            for k in bad:
                print(f"PARSE AGREEMENT REGRESSION: {k} {old.get(k, 0):g} -> {new.get(k, 0):g}")
            return 1
        print("parse agreement: no regression against conformance/parse-summary.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
