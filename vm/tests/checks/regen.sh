#!/usr/bin/env bash
# Re-derive every expectation of vm/tests/checks.rs from the PHP 8.5 oracle: for each
# snippet NAME.php, NAME.expect holds php's `-l` diagnostics ("Label: message on line N"),
# or nothing when php accepts the file.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
oracle="$(git -C "$here" rev-parse --show-toplevel)/scripts/oracle/php85"
cd "$here"
for f in *.php; do
  out="$("$oracle" -n -l "$f" 2>/dev/null || true)"
  printf '%s\n' "$out" \
    | sed -n -E 's/^(Fatal error|Deprecated|Warning|Parse error): (.*) in .*'"$f"' on line ([0-9]+)$/\1: \2 on line \3/p' \
    > "${f%.php}.expect"
done
