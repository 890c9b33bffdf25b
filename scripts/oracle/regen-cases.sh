#!/usr/bin/env bash
# Regenerate the expected output of php-tests cases from the oracle (never from rphp).
#
# Usage: scripts/oracle/regen-cases.sh [AREA-OR-CASE...]
#   no argument         every case under php-tests/cases/
#   parser              every case of one area (php-tests/cases/parser/)
#   parser/foo          one case (also accepted: parser/foo.php, php-tests/cases/parser/foo.php)
#
# For each case NAME.php it runs the oracle in the case's directory, exactly as the runner
# runs rphp:  cd php-tests/cases/AREA && php ARGS NAME.php [< NAME.stdin]
# and writes NAME.out (stdout, byte for byte) and NAME.meta (oracle, args, exit, stdin).
#
# ARGS: the area's `ARGS` file (one line of php options, e.g. `-l`); empty when absent;
# a case's own NAME.args file replaces it. An area holding a `CAPTURE_STDERR` file also
# records the oracle's stderr in NAME.err (the runner then compares stderr too).
# Oracle: real PHP 8.5 through php-wasm (scripts/oracle/php85). An area whose `ORACLE` file
# says `native` uses the system's native php (`php` on PATH) instead, for what php-wasm
# cannot run (sockets, processes, pgsql).
#
# Paths: php names the running script by its full path; the case directory's absolute path
# is written as %DIR% in .out/.err, and the runner rewrites rphp's output the same way.
#
# Exit-code rule (php-wasm defect): php-wasm always exits 0, even after a fatal or parse
# error and even after exit(N). Native php exits 255 when the run ends in a fatal error, so
# the recorded `exit` is 255 when the output shows php's fatal end -- a line starting with
# `Parse error: ` or `Fatal error: ` (optionally prefixed `PHP `, or in html_errors' form
# `<b>Fatal error</b>:  `), or, for `-l`, a line
# `Errors parsing ...` -- and otherwise the oracle's own exit code.
#
# Jobs run 2 in parallel (override with REGEN_JOBS=N). Each oracle run has a 120 s timeout.
# PHP_TESTS_CASES=DIR regenerates a copy of the cases tree instead (used by verify-sample.sh).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cases="${PHP_TESTS_CASES:-$root/php-tests/cases}"

# One case: NAME.php path (absolute). Internal entry point used by xargs.
regen_one() {
  local php_file="$1"
  local dir name area args oracle_kind oracle_desc out meta rc exit_code stdin_file tmp
  dir="$(dirname "$php_file")"
  name="$(basename "$php_file" .php)"
  area="$dir"
  args=""
  if [ -f "$area/ARGS" ]; then
    args="$(head -n 1 "$area/ARGS" | tr -d '\r')"
  fi
  # A case's own NAME.args replaces the area's ARGS.
  if [ -f "$dir/$name.args" ]; then
    args="$(head -n 1 "$dir/$name.args" | tr -d '\r')"
  fi
  # An area with a CAPTURE_STDERR file also records stderr in NAME.err.
  err_target=/dev/null
  if [ -f "$area/CAPTURE_STDERR" ]; then
    err_target="$dir/$name.err"
  fi
  oracle_kind="wasm"
  if [ -f "$area/ORACLE" ] && grep -qx 'native' "$area/ORACLE"; then
    oracle_kind="native"
  fi
  out="$dir/$name.out"
  meta="$dir/$name.meta"
  stdin_file="$dir/$name.stdin"
  tmp="$(mktemp)"
  # shellcheck disable=SC2086 # ARGS is a list of options, split on purpose.
  if [ "$oracle_kind" = native ]; then
    oracle_desc="$ORACLE_NATIVE_DESC"
    if [ -f "$stdin_file" ]; then
      (cd "$dir" && timeout 120 php -n $args "$name.php" <"$name.stdin" >"$tmp" 2>"$err_target") && rc=0 || rc=$?
    else
      (cd "$dir" && timeout 120 php -n $args "$name.php" </dev/null >"$tmp" 2>"$err_target") && rc=0 || rc=$?
    fi
  else
    oracle_desc="$ORACLE_WASM_DESC"
    if [ -f "$stdin_file" ]; then
      (cd "$dir" && timeout 120 "$here/php85" $args "$name.php" <"$name.stdin" >"$tmp" 2>"$err_target") && rc=0 || rc=$?
    else
      (cd "$dir" && timeout 120 "$here/php85" $args "$name.php" </dev/null >"$tmp" 2>"$err_target") && rc=0 || rc=$?
    fi
  fi
  if [ "$rc" = 124 ]; then
    echo "regen: TIMEOUT $php_file (nothing written)" >&2
    rm -f "$tmp"
    return 1
  fi
  exit_code="$rc"
  if grep -qaE '^((PHP )?(Parse error|Fatal error): |<b>(Parse error|Fatal error)</b>:  )' "$tmp"; then
    exit_code=255
  elif [[ " $args " == *" -l "* ]] && grep -qa '^Errors parsing ' "$tmp"; then
    exit_code=255
  fi
  # php names the running script by its full path: the case directory becomes %DIR% so
  # expected files do not depend on where the repository lives (the runner does the same).
  real_dir="$(cd "$dir" && pwd -P)"
  python3 - "$real_dir" "$tmp" "$err_target" <<'PY'
import sys
d = sys.argv[1].encode()
for path in sys.argv[2:]:
    if path == "/dev/null":
        continue
    with open(path, "rb") as f:
        data = f.read()
    with open(path, "wb") as f:
        f.write(data.replace(d + b"/", b"%DIR%/"))
PY
  mv "$tmp" "$out"
  {
    echo "oracle = $oracle_desc"
    echo "args =${args:+ $args}"
    echo "exit = $exit_code"
    if [ -f "$stdin_file" ]; then
      echo "stdin = $name.stdin"
    fi
    if [ "$err_target" != /dev/null ]; then
      echo "stderr = $name.err"
    fi
  } >"$meta"
  echo "regen: ${php_file#"$cases"/} exit=$exit_code" >&2
}

if [ "${1:-}" = "--one" ]; then
  regen_one "$2"
  exit
fi

# Describe the oracles once; every .meta names the one that produced its .out.
wasm_php="$("$here/php85" -r 'echo PHP_VERSION;' </dev/null)"
wasm_cli="$(node -p 'require(process.argv[1]).version' "$here/node_modules/@php-wasm/cli/package.json")"
export ORACLE_WASM_DESC="php $wasm_php (php-wasm @php-wasm/cli $wasm_cli)"
if command -v php >/dev/null 2>&1; then
  export ORACLE_NATIVE_DESC="php $(php -n -r 'echo PHP_VERSION;') (native)"
else
  export ORACLE_NATIVE_DESC="none"
fi

# Collect the case files.
list="$(mktemp)"
trap 'rm -f "$list"' EXIT
if [ "$#" -eq 0 ]; then
  find "$cases" -name '*.php' -type f | sort >"$list"
else
  for arg in "$@"; do
    target="$arg"
    target="${target#php-tests/cases/}"
    case "$target" in /*) ;; *) target="$cases/$target" ;; esac
    target="${target%.php}"
    if [ -d "$target" ]; then
      find "$target" -name '*.php' -type f | sort >>"$list"
    elif [ -f "$target.php" ]; then
      echo "$target.php" >>"$list"
    else
      echo "regen: no such area or case: $arg" >&2
      exit 2
    fi
  done
fi

count="$(wc -l <"$list")"
echo "regen: $count case(s) with $ORACLE_WASM_DESC" >&2
start="$(date +%s)"
tr '\n' '\0' <"$list" | xargs -0 -n 1 -P "${REGEN_JOBS:-2}" "$here/regen-cases.sh" --one
echo "regen: done in $(($(date +%s) - start)) s" >&2
