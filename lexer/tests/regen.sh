#!/usr/bin/env bash
# Regenerate every lexer fixture expectation from the pinned PHP 8.5 oracle.
#   fixtures/NAME.php    input (any bytes)
#   fixtures/NAME.tokens PhpToken::tokenize() dump (see dump_tokens.php), first line a header
#   fixtures/NAME.err    only for fixtures named err_*: the diagnostics of `php -l`, one a
#                        line as `SEVERITY LINE MESSAGE` (SEVERITY: ParseError, CompileWarning,
#                        Deprecated)
# Fixtures named short_tags_off_* run with -d short_open_tag=0 (php's default is on).
# Usage: lexer/tests/regen.sh [fixture.php ...]   (default: all fixtures)
set -euo pipefail
root="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
oracle="$root/scripts/oracle/php85"
here="$root/lexer/tests"
php_version="$("$oracle" -r 'echo PHP_VERSION;')"
pkg_version="$(sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' "$root/scripts/oracle/node_modules/@php-wasm/cli/package.json" | head -n1)"
header="# oracle: PHP $php_version (@php-wasm/cli $pkg_version)"

if [ "$#" -eq 0 ]; then
  set -- "$here"/fixtures/*.php
fi

regen_one() {
  local php="$1"
  local base="${php%.php}"
  local name
  name="$(basename "$base")"
  local ini=()
  if [[ "$name" == short_tags_off_* ]]; then
    ini=(-d short_open_tag=0)
  fi
  { echo "$header"; "$oracle" "${ini[@]}" "$here/dump_tokens.php" "$php"; } > "$base.tokens.tmp"
  mv "$base.tokens.tmp" "$base.tokens"
  if [[ "$name" == err_* || "$name" == short_tags_off_err_* ]]; then
    { echo "$header"
      "$oracle" "${ini[@]}" -d display_errors=stdout -l "$php" 2>&1 \
        | sed -n -E \
            -e 's/^(PHP )?Parse error: (.*) in .* on line ([0-9]+)$/ParseError \3 \2/p' \
            -e 's/^(PHP )?Warning: (.*) in .* on line ([0-9]+)$/CompileWarning \3 \2/p' \
            -e 's/^(PHP )?Deprecated: (.*) in .* on line ([0-9]+)$/Deprecated \3 \2/p'
    } > "$base.err.tmp"
    mv "$base.err.tmp" "$base.err"
  fi
}

pids=()
for php in "$@"; do
  regen_one "$php" &
  pids+=("$!")
  # a few oracle processes at a time
  if [ "${#pids[@]}" -ge 8 ]; then
    wait "${pids[0]}"
    pids=("${pids[@]:1}")
  fi
done
wait
echo "regenerated $# fixture(s) with $header"
