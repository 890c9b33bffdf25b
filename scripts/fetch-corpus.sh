#!/usr/bin/env bash
# Fetch php-src's own .phpt suite (Debian source package php8.2, pinned version) into corpus/.
#
#   scripts/fetch-corpus.sh [--force]
#
# Result: corpus/ (ignored by git) holds, from php-8.2.32/, Zend/ (tests, bench.php,
# micro_bench.php and the rest of Zend/, small), tests/, ext/*/tests/ and run-tests.php
# (reference only). Idempotent: does nothing when corpus/.fetched matches the pinned version.
# Needs root (or sudo) for the deb-src entry and apt-get update; apt-get source itself runs as
# any user. Env: CORPUS_DIR (default <repo>/corpus), PHP_SRC_VERSION (default the pin below).
set -euo pipefail

PKG=php8.2
VERSION="${PHP_SRC_VERSION:-8.2.32-1~deb12u1}"
UPSTREAM="${VERSION%%-*}"                  # 8.2.32
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${CORPUS_DIR:-$repo/corpus}"
stamp="$dest/.fetched"

if [ "${1:-}" != "--force" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$PKG=$VERSION" ]; then
  echo "corpus: $PKG=$VERSION already in $dest"
  exit 0
fi

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "fetch-corpus: need root for: $*" >&2; return 1; fi
}

# 1. A deb-src entry derived from the machine's deb822 sources (Types: deb -> deb-src).
src_list=/etc/apt/sources.list.d/debian-src.sources
have_src() {
  grep -rqsE '^\s*Types:.*deb-src' /etc/apt/sources.list.d/ 2>/dev/null ||
    grep -qsE '^\s*deb-src\s' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null
}
if ! have_src; then
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed -E 's/^Types:.*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | as_root tee "$src_list" >/dev/null
  elif [ -f /etc/apt/sources.list ]; then
    sed -nE 's/^deb(\s)/deb-src\1/p' /etc/apt/sources.list | as_root tee /etc/apt/sources.list.d/debian-src.list >/dev/null
  else
    echo "fetch-corpus: no apt sources to derive a deb-src entry from" >&2; exit 1
  fi
  echo "corpus: added a deb-src entry"
  as_root apt-get update -qq
elif ! apt-cache showsrc "$PKG" 2>/dev/null | grep -qx "Version: $VERSION"; then
  as_root apt-get update -qq
fi

# 2. Download the pinned source package (no build, no extraction by dpkg-source).
work="$(mktemp -d "${TMPDIR:-/tmp}/fetch-corpus.XXXXXX")"
trap 'rm -rf "$work"' EXIT
sandbox=()
[ "$(id -u)" = 0 ] && sandbox=(-o APT::Sandbox::User=root)   # root: no _apt sandbox warning
(cd "$work" && apt-get source --download-only -qq "${sandbox[@]}" "$PKG=$VERSION")
orig="$(ls "$work"/"${PKG}_${UPSTREAM}".orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n1)"
[ -n "$orig" ] || { echo "fetch-corpus: no orig tarball downloaded" >&2; exit 1; }

# 3. Extract only what the conformance suite needs.
top="php-$UPSTREAM"
tar -C "$work" -xf "$orig" --wildcards --no-anchored \
  "$top/Zend/*" "$top/tests/*" "$top/ext/*/tests/*" "$top/run-tests.php"
[ -f "$work/$top/Zend/bench.php" ] && [ -d "$work/$top/Zend/tests" ] || {
  echo "fetch-corpus: unexpected tarball layout" >&2; exit 1; }

rm -rf "$dest.tmp"
mv "$work/$top" "$dest.tmp"
rm -rf "$dest"
mv "$dest.tmp" "$dest"
echo "$PKG=$VERSION" > "$stamp"
echo "corpus: $(find "$dest" -name '*.phpt' | wc -l) phpt tests from $PKG=$VERSION in $dest"
