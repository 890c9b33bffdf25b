#!/usr/bin/env bash
# VM benchmark (not a test): every case runs under rphp and under `php -n` (php 8.2, no
# opcache) side by side; best of $RUNS (default 3) wall times each, one line per case with
# both times and the ratio rphp/php (below 1 means rphp is faster), then the geometric mean.
#
# Cases: each benchmark function of php-src's Zend/bench.php and Zend/micro_bench.php (from
# corpus/, skipped with a message when absent), extracted into its own program with just
# the functions/classes it needs, so one unsupported feature only skips that case; plus
# bench/programs/*.php (the VM) and bench/stdlib/*.php (builtins: strings, sort, preg, json,
# hashes; `bench/vm.sh stdlib:` runs just those). Every program's output (a checksum) must equal php's: a mismatch
# is marked and left out of the mean. Cases rphp cannot run yet are listed as skipped.
#
# Usage: bench/vm.sh [REGEX]   (only cases whose name matches REGEX)
#        RUNS=1 bench/vm.sh    (one timing run each, for a quick look)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo build --release --quiet --bin rphp
rphp="${CARGO_TARGET_DIR:-target}/release/rphp"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$rphp" "$work" "${RUNS:-3}" "${1:-}" <<'PY'
import math, os, re, subprocess, sys, threading, time

rphp, work, runs, pattern = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
TIMEOUT = 300
HARNESS = {"gethrtime", "start_test", "end_test", "total"}


def statements(src):
    """Top-level statements of a php file (text after `<?php`, up to `?>`)."""
    i = src.index("<?php") + 5
    n, out = len(src), []
    while i < n:
        while i < n:  # whitespace and comments between statements
            if src[i].isspace():
                i += 1
            elif src.startswith("//", i) or src[i] == "#":
                j = src.find("\n", i)
                i = n if j < 0 else j
            elif src.startswith("/*", i):
                i = src.index("*/", i + 2) + 2
            else:
                break
        if i >= n or src.startswith("?>", i):
            break
        start, depth, paren = i, 0, 0
        block = re.match(r"(abstract\s+|final\s+)?(function|class|if|interface|trait)\b", src[i:])
        while i < n:
            c = src[i]
            if src.startswith("//", i) or c == "#":
                while i < n and src[i] != "\n":
                    i += 1
                continue
            if src.startswith("/*", i):
                i = src.index("*/", i + 2) + 2
                continue
            if c in "'\"":
                i += 1
                while i < n and src[i] != c:
                    i += 2 if src[i] == "\\" else 1
            elif c == "(":
                paren += 1
            elif c == ")":
                paren -= 1
            elif c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0 and block:
                    i += 1
                    break
            elif c == ";" and depth == 0 and paren == 0:
                i += 1
                break
            i += 1
        out.append(src[start:i].strip())
    return out


def extract(path, prefix):
    """One program per benchmark call of a Zend bench file: (name, source)."""
    src = open(path, encoding="latin-1").read()
    funcs, classes, prelude, cases = {}, {}, [], []
    setup, pending, in_driver = [], None, False
    for st in statements(src):
        body = st
        m = re.match(r"function\s+&?\s*(\w+)", body)
        c = re.match(r"(?:abstract\s+|final\s+)?class\s+(\w+)", body)
        if m:
            if m.group(1) not in HARNESS:
                funcs[m.group(1).lower()] = body
        elif c:
            classes[c.group(1).lower()] = body
        elif "start_test()" in body:
            in_driver = True
        elif not in_driver:
            prelude.append(body)
        elif (e := re.match(r"\$t\s*=\s*end_test\(\$t,\s*(['\"])((?:\\.|(?!\1).)*)\1", body)):
            if pending is not None:
                cases.append((re.sub(r"\\(.)", r"\1", e.group(2)), pending))
                pending = None
        elif re.match(r"\$(overhead|t0|t)\s*=|total\(", body):
            pass
        elif re.match(r"\$\w+\s*=", body):
            setup.append(body)
        else:
            used = set(re.findall(r"\$\w+", body))
            pending = [s for s in setup if re.match(r"\$\w+", s).group(0) in used] + [body]
    programs = []
    for name, code in cases:
        need_f, need_c, todo = [], [], ["\n".join(code)]
        while todo:
            text = todo.pop()
            for ident in re.findall(r"\b([A-Za-z_]\w*)\b", text):
                k = ident.lower()
                if k in funcs and k not in need_f:
                    need_f.append(k)
                    todo.append(funcs[k])
                if k in classes and k not in need_c:
                    need_c.append(k)
                    todo.append(classes[k])
        parts = ["<?php"] + prelude + [classes[k] for k in need_c]
        parts += [funcs[k] for k in need_f] + code + ['echo "done\\n";']
        programs.append((f"{prefix}:{name}", "\n".join(parts) + "\n"))
    return programs


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, timeout=TIMEOUT)
    return p.returncode, p.stdout


def timed(argv):
    """Wall time of one run. The wait blocks: `subprocess`'s wait with a timeout polls with
    sleeps of up to 50 ms, which rounds every time up to a step of 50 ms; the timeout is a
    timer that kills the run instead."""
    t = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    timer = threading.Timer(TIMEOUT, p.kill)
    timer.start()
    try:
        p.wait()
    finally:
        timer.cancel()
    elapsed = time.perf_counter() - t
    if elapsed >= TIMEOUT:
        raise subprocess.TimeoutExpired(argv, TIMEOUT)
    return elapsed


def best(cmd, path):
    return min(timed(cmd + [path]) for _ in range(runs))


cases = []
for f, prefix in (("corpus/Zend/bench.php", "bench"), ("corpus/Zend/micro_bench.php", "micro")):
    if os.path.exists(f):
        cases += extract(f, prefix)
    else:
        print(f"skipped {f}: corpus/ is absent (fetch it to include php-src's benchmarks)")
for d, prefix in (("bench/programs", ""), ("bench/stdlib", "stdlib:")):
    for f in sorted(os.listdir(d)):
        if f.endswith(".php"):
            cases.append((prefix + f[:-4], open(os.path.join(d, f), encoding="latin-1").read()))

php_cmd, rphp_cmd = ["php", "-n"], [rphp]
ratios, skipped, bad = [], [], []
print(f"{'case':32} {'rphp s':>9} {'php s':>9} {'rphp/php':>9}")
for i, (name, source) in enumerate(cases):
    if pattern and not re.search(pattern, name):
        continue
    path = os.path.join(work, f"case{i}.php")
    with open(path, "w", encoding="latin-1") as fh:
        fh.write(source)
    try:
        expected = run(php_cmd, path)
        got = run(rphp_cmd, path)
    except subprocess.TimeoutExpired:
        skipped.append((name, f"over {TIMEOUT} s"))
        continue
    if got != expected:
        out = got[1].decode("latin-1")
        err = re.search(r"(Fatal|Parse) error: .*", out)
        if got[0] != expected[0] and err:
            skipped.append((name, err.group(0)[:110]))
            continue
    try:
        r, p = best(rphp_cmd, path), best(php_cmd, path)
    except subprocess.TimeoutExpired:
        skipped.append((name, f"over {TIMEOUT} s"))
        continue
    mark = ""
    if got != expected:
        mark = "  MISMATCH (output differs from php)"
        bad.append(name)
    else:
        ratios.append(r / p)
    print(f"{name:32} {r:9.3f} {p:9.3f} {r / p:9.2f}{mark}", flush=True)
if ratios:
    geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    print(f"{'geometric mean (' + str(len(ratios)) + ' cases)':32} {'':9} {'':9} {geo:9.2f}")
if bad:
    print(f"mismatched (not in the mean): {', '.join(bad)}")
for name, why in skipped:
    print(f"skipped {name}: {why}")
PY
