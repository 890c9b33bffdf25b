#!/usr/bin/env bash
# Regenerate vm/tests/values/expected.txt from the PHP 8.5 oracle (never from rphp).
# Usage: vm/tests/regen-values.sh
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
oracle="$root/scripts/oracle/php85"
version="$(sed -n 's/.*"@php-wasm\/cli": *"\([^"]*\)".*/\1/p' "$root/scripts/oracle/package.json")"
here="$root/vm/tests/values"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
(cd "$here" && "$oracle" gen_expected.php "@php-wasm/cli $version") > "$tmp"
if ! head -n 2 "$tmp" | grep -q '^# Made by .* PHP 8\.5'; then
  echo "regen-values: the oracle did not run the generator:" >&2
  head -n 20 "$tmp" >&2
  exit 1
fi
mv "$tmp" "$here/expected.txt"
trap - EXIT
echo "regen-values: $(grep -vc '^#' "$here/expected.txt") lines in vm/tests/values/expected.txt"
