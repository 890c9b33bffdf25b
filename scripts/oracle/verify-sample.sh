#!/usr/bin/env bash
# Spot-check the committed expected files: re-make N random php-tests cases with the oracle
# (in a scratch copy, never touching php-tests/cases) and compare .out and .meta byte for byte.
#
# Usage: scripts/oracle/verify-sample.sh [N]      (default 12)
# Exits 1 when a re-made file differs from the committed one.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cases="$root/php-tests/cases"
count="${1:-12}"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# A case is php-tests/cases/<area>/<name>.php; .php files deeper down are helper trees.
mapfile -t sample < <(find "$cases" -mindepth 2 -maxdepth 2 -name '*.php' -type f | shuf -n "$count")
for php_file in "${sample[@]}"; do
  area="$(basename "$(dirname "$php_file")")"
  name="$(basename "$php_file" .php)"
  mkdir -p "$scratch/$area"
  # The area's settings and any helper files a case may read, but not the other cases' results.
  find "$cases/$area" -maxdepth 1 -type f ! -name '*.out' ! -name '*.meta' ! -name '*.php' \
    -exec cp {} "$scratch/$area/" \;
  # Helper trees (an include directory, a PSR-4 tree) are copied whole.
  find "$cases/$area" -mindepth 1 -maxdepth 1 -type d -exec cp -r {} "$scratch/$area/" \;
  cp "$php_file" "$scratch/$area/"
done

PHP_TESTS_CASES="$scratch" "$here/regen-cases.sh" 2>/dev/null

status=0
for php_file in "${sample[@]}"; do
  area="$(basename "$(dirname "$php_file")")"
  name="$(basename "$php_file" .php)"
  for ext in out meta; do
    if ! cmp -s "$cases/$area/$name.$ext" "$scratch/$area/$name.$ext"; then
      echo "verify-sample: $area/$name.$ext differs from what the oracle prints now:" >&2
      diff -u "$cases/$area/$name.$ext" "$scratch/$area/$name.$ext" >&2 || true
      status=1
    fi
  done
done
if [ "$status" = 0 ]; then
  echo "verify-sample: ${#sample[@]} case(s) re-made by the oracle, all identical"
fi
exit "$status"
