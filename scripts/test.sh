#!/usr/bin/env bash
# The whole test suite, from a fresh machine: installs what the tests need (Debian's php8.2-cli
# for the benchmark and baseline, the pinned PHP 8.5 oracle), fetches php-src's phpt corpus,
# builds, runs `cargo test` (unit, oracle cases, tidy), then the conformance ratchets.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

step() { printf '\n== %s\n' "$*"; }

need_apt=()
command -v php >/dev/null 2>&1 || need_apt+=(php8.2-cli)
[ -n "$(php -n -d extension=mbstring -m 2>/dev/null | grep -x mbstring)" ] || need_apt+=(php8.2-mbstring)
command -v python3 >/dev/null 2>&1 || need_apt+=(python3)
command -v npm >/dev/null 2>&1 || need_apt+=(npm)
if [ ${#need_apt[@]} -gt 0 ]; then
  step "installing ${need_apt[*]}"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

step "oracle (pinned php-wasm) install"
(cd scripts/oracle && [ -x node_modules/.bin/php-wasm-cli ] || npm ci --no-audit --no-fund --loglevel=error)

step "php-src phpt corpus"
scripts/fetch-corpus.sh

step "format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "build"
cargo build --release --quiet

step "cargo test (unit, oracle-made cases, tidy)"
cargo test --workspace --release

step "oracle spot check (a sample of expected files re-made by the oracle)"
scripts/oracle/verify-sample.sh 12

step "conformance ratchet (phpt summary and parse agreement with php -l)"
python3 conformance/check.py --php target/release/rphp
