#!/usr/bin/env bash
# Front-end benchmark (not a test): rphp's lexer+parser against php 8.2 on the same inputs.
#  1. a large synthetic file: `rphp -l` vs `php -n -l` wall time (php also compiles to opcodes);
#  2. every FILE section of the php-src corpus, in-process: rphp lex+parse vs php's
#     token_get_all(TOKEN_PARSE).
# Prints throughput and the ratio rphp/php (time; below 1 means rphp is faster).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet --bin rphp --example frontend_bench
target="${CARGO_TARGET_DIR:-target}"
rphp="$target/release/rphp"

best_of() { # best wall time in seconds of 5 runs of "$@"
  python3 - "$@" <<'PY'
import subprocess, sys, time
best = float("inf")
for _ in range(5):
    t = time.perf_counter(); subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); best = min(best, time.perf_counter() - t)
print(f"{best:.4f}")
PY
}

# 8 MB: php -l compiles in memory and stops at its 256 MB compile-time limit near 16 MB.
python3 bench/gen_synthetic.py 8 > "$work/synthetic.php"
size_mb=$(python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1])/1048576:.1f}')" "$work/synthetic.php")
r=$(best_of "$rphp" -l "$work/synthetic.php")
p=$(best_of php -n -l "$work/synthetic.php")
python3 - "$size_mb" "$r" "$p" <<'PY'
import sys
mb, r, p = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
print(f"synthetic {mb:.1f} MB:  rphp -l {r:.3f} s ({mb/r:.1f} MB/s)   php -l {p:.3f} s ({mb/p:.1f} MB/s)   ratio rphp/php {r/p:.2f}")
PY

if [ -d corpus/Zend ]; then
  python3 conformance/extract_files.py corpus "$work/files" >/dev/null
  "$target/release/examples/frontend_bench" "$work/files" | tee "$work/rphp.txt"
  php -n -d extension=tokenizer -d display_errors=0 -d memory_limit=-1 bench/frontend_php.php "$work/files" | tee "$work/php.txt"
  python3 - "$work/rphp.txt" "$work/php.txt" <<'PY'
import re, sys
r = float(re.search(r"lex\+parse ([0-9.]+) s", open(sys.argv[1]).read()).group(1))
p = float(re.search(r"TOKEN_PARSE\) ([0-9.]+) s", open(sys.argv[2]).read()).group(1))
print(f"corpus in-process: ratio rphp/php {r/p:.2f}")
PY
else
  echo "corpus not fetched (scripts/fetch-corpus.sh); skipping the corpus comparison"
fi
