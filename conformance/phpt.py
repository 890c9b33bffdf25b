#!/usr/bin/env python3
"""php-src .phpt conformance runner for rphp (Python 3.11, stdlib only).

Runs php-src's own phpt tests (fetched by scripts/fetch-corpus.sh into corpus/) against any
php-compatible binary (rphp, or native php for the baseline) the way php-src's run-tests.php
does for the CLI SAPI, and writes one result per test plus a summary per area.

See conformance/README.md for the area scheme, the result statuses and timings.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DEFAULT_CORPUS = REPO / "corpus"
DEFAULT_BINARY = REPO / "target" / "release" / "rphp"
DEFAULT_BASELINE = HERE / "baseline-php82.txt"
DEFAULT_EXCEPTIONS = HERE / "php85-exceptions.txt"

# Directories of the corpus that hold phpt tests (run-tests.php's own layout).
SUITE_ROOTS = ("Zend/tests", "tests", "ext")

# run-tests.php's $ini_overwrites (8.2), minus the opcache-only entries: passed as -d to every
# test run (and to SKIPIF/CLEAN runs), exactly like run-tests.php does.
INI_OVERWRITES = [
    "output_handler=",
    "open_basedir=",
    "disable_functions=",
    "output_buffering=Off",
    "error_reporting=32767",  # E_ALL
    "fatal_error_backtraces=Off",  # PHP 8.5 run-tests.php sets it; 8.2 ignores it
    "display_errors=1",
    "display_startup_errors=1",
    "log_errors=0",
    "html_errors=0",
    "track_errors=0",
    "report_memleaks=1",
    "report_zend_debug=0",
    "docref_root=",
    "docref_ext=.html",
    "error_prepend_string=",
    "error_append_string=",
    "auto_prepend_file=",
    "auto_append_file=",
    "ignore_repeated_errors=0",
    "precision=14",
    "serialize_precision=-1",
    "memory_limit=128M",
    "zend.assertions=1",
    "zend.exception_ignore_args=0",
    "zend.exception_string_param_max_len=15",
    "short_open_tag=0",
]

# The extensions of the committed baseline (see README). Used as the "loaded extensions" of a
# binary that cannot report them itself (rphp today cannot execute `-r`), so that an
# --EXTENSIONS-- section never skips a baseline test merely because the binary can't answer.
BASELINE_EXTENSIONS = [
    "core", "standard", "date", "pcre", "json", "spl", "reflection", "hash", "random",
    "ctype", "mbstring", "sockets", "posix", "pcntl",
]

# Sections that need the CGI SAPI (run-tests.php's TestFile::isCGI) or phpdbg/redirects.
CGI_SECTIONS = ("CGI", "GET", "POST", "GZIP_POST", "DEFLATE_POST", "POST_RAW", "PUT", "COOKIE",
                "EXPECTHEADERS")
ALLOWED_SECTIONS = {
    "EXPECT", "EXPECTF", "EXPECTREGEX", "EXPECTREGEX_EXTERNAL", "EXPECT_EXTERNAL",
    "EXPECTF_EXTERNAL", "EXPECTHEADERS", "POST", "POST_RAW", "GZIP_POST", "DEFLATE_POST", "PUT",
    "GET", "COOKIE", "ARGS", "FILE", "FILEEOF", "FILE_EXTERNAL", "REDIRECTTEST", "CAPTURE_STDIO",
    "STDIN", "CGI", "PHPDBG", "INI", "ENV", "EXTENSIONS", "SKIPIF", "XFAIL", "XLEAK", "CLEAN",
    "CREDITS", "DESCRIPTION", "CONFLICTS", "WHITESPACE_SENSITIVE", "FLAKY",
}

# Result statuses. Summary columns: pass / fail / skip / panic / timeout.
#   pass        output matched (and no XFAIL section)
#   fail        output differs; also bork (malformed test), xfail, warn (XFAIL test passed)
#   skip        SKIPIF said skip, missing extension
#   unsupported needs CGI/phpdbg/redirect (counted as skip)
#   panic       Rust panic (exit 101 / "panicked at"), stack overflow, killed by a signal
#   timeout     exceeded the per-test timeout
STATUS_COLUMN = {
    "pass": "pass", "fail": "fail", "bork": "fail", "xfail": "fail", "warn": "fail",
    "skip": "skip", "unsupported": "skip", "panic": "panic", "timeout": "timeout",
}
COLUMNS = ("pass", "fail", "skip", "panic", "timeout")


class Bork(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Areas
# ---------------------------------------------------------------------------------------------
def area_of(path: str) -> str:
    """Two-level area of a corpus-relative test path.

    Zend/tests/x.phpt -> Zend/tests; Zend/tests/<sub>/... -> Zend/tests/<sub>;
    tests/<sub>/... -> tests/<sub>; ext/standard/tests/<sub>/... -> ext/standard/<sub>
    (ext/standard is a third of the corpus, so it is split); ext/<name>/... -> ext/<name>.
    """
    p = path.split("/")
    if p[0] == "Zend":
        return "Zend/tests/" + p[2] if len(p) > 3 else "Zend/tests"
    if p[0] == "tests":
        return "tests/" + p[1]
    if p[0] == "ext":
        if p[1] == "standard" and len(p) > 4:
            return "ext/standard/" + p[3]
        return "ext/" + p[1]
    return p[0]


def find_tests(corpus: Path) -> list[str]:
    out = []
    for root in SUITE_ROOTS:
        base = corpus / root
        if not base.is_dir():
            continue
        for dirpath, dirnames, filenames in os.walk(base):
            if root == "ext" and Path(dirpath) == base:
                continue  # only ext/*/tests/**
            for fn in filenames:
                if fn.endswith(".phpt"):
                    rel = os.path.relpath(os.path.join(dirpath, fn), corpus).replace(os.sep, "/")
                    if root == "ext" and "tests" not in rel.split("/")[2:-1]:
                        continue  # ext/<name>/tests/** and ext/intl/uchar/tests/**
                    out.append(rel)
    return sorted(out)


def read_list(path: Path) -> list[str]:
    """A list file: one corpus-relative path per line (first tab-separated field); # comments."""
    out = []
    if not path.exists():
        return out
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        out.append(line.split("\t", 1)[0].strip())
    return out


# ---------------------------------------------------------------------------------------------
# Parsing a .phpt file (run-tests.php's TestFile)
# ---------------------------------------------------------------------------------------------
SECTION_RE = re.compile(rb"^--([_A-Z]+)--")
DONE_RE = re.compile(rb"^===DONE===\s*$")


def parse_phpt(path: Path) -> dict[str, bytes]:
    data = path.read_bytes()
    lines = data.splitlines(keepends=True)
    if not lines:
        raise Bork("empty test")
    if not lines[0].startswith(b"--TEST--"):
        raise Bork("tests must start with --TEST--")
    sections: dict[str, bytes] = {"TEST": b""}
    section = "TEST"
    secfile = False
    secdone = False
    parts: dict[str, list[bytes]] = {"TEST": []}
    for line in lines[1:]:
        m = SECTION_RE.match(line)
        if m:
            section = m.group(1).decode()
            if section in parts and b"".join(parts[section]):
                raise Bork(f"duplicated {section} section")
            if section not in ALLOWED_SECTIONS:
                raise Bork(f'Unknown section "{section}"')
            parts[section] = []
            secfile = section in ("FILE", "FILEEOF", "FILE_EXTERNAL")
            secdone = False
            continue
        if not secdone:
            parts[section].append(line)
        if secfile and DONE_RE.match(line):
            secdone = True
    sections = {k: b"".join(v) for k, v in parts.items()}
    if "REDIRECTTEST" in sections:
        return sections
    if "PHPDBG" not in sections and sum(k in sections for k in ("FILE", "FILEEOF", "FILE_EXTERNAL")) != 1:
        raise Bork("missing section --FILE--")
    if "FILEEOF" in sections:
        sections["FILE"] = re.sub(rb"[\r\n]+$", b"", sections.pop("FILEEOF"))
    for prefix in ("FILE", "EXPECT", "EXPECTF", "EXPECTREGEX"):
        key = prefix + "_EXTERNAL"
        if key in sections:
            name = sections[key].decode("latin-1").replace("..", "").strip()
            ext = path.parent / name
            if not ext.is_file():
                raise Bork(f"could not load --{key}-- {name}")
            sections[prefix] = ext.read_bytes()
    if sum(k in sections for k in ("EXPECT", "EXPECTF", "EXPECTREGEX")) != 1:
        raise Bork("missing section --EXPECT--, --EXPECTF-- or --EXPECTREGEX--")
    if "PHPDBG" in sections and "STDIN" not in sections:
        sections["STDIN"] = sections["PHPDBG"] + b"\n"
    return sections


def file_section(path: Path) -> bytes | None:
    """The FILE section (after FILEEOF/FILE_EXTERNAL processing), or None when absent/borked."""
    try:
        s = parse_phpt(path)
    except (Bork, OSError, UnicodeDecodeError):
        return None
    return s.get("FILE")


# ---------------------------------------------------------------------------------------------
# Output comparison (run-tests.php's EXPECT / EXPECTF / EXPECTREGEX)
# ---------------------------------------------------------------------------------------------
EXPECTF_MAP = {
    b"%e": re.escape(b"/"),
    b"%s": rb"[^\r\n]+",
    b"%S": rb"[^\r\n]*",
    b"%a": rb".+",
    b"%A": rb".*",
    b"%w": rb"\s*",
    b"%i": rb"[+-]?\d+",
    b"%d": rb"\d+",
    b"%x": rb"[0-9a-fA-F]+",
    b"%f": rb"[+-]?(?:\d+|(?=\.\d))(?:\.\d+)?(?:[Ee][+-]?\d+)?",
    b"%c": rb".",
    b"%0": rb"\x00",
}
EXPECTF_KEYS = re.compile(rb"%[esSaAwidxfc0]")

PHP_TRIM = b" \t\n\r\x00\x0b"  # PHP's trim() character set


def php_trim(b: bytes) -> bytes:
    return b.strip(PHP_TRIM)


POSIX_CLASSES = {
    b"[:space:]": rb"\s", b"[:digit:]": b"0-9", b"[:alpha:]": b"a-zA-Z", b"[:alnum:]": b"a-zA-Z0-9",
    b"[:xdigit:]": b"0-9a-fA-F", b"[:print:]": rb"\x20-\x7e", b"[:upper:]": b"A-Z", b"[:lower:]": b"a-z",
    b"[:punct:]": rb"!-/:-@\[-`{-~",
}


def pcre_to_python(rx: bytes) -> bytes:
    """The few PCRE constructs used by phpt regexes that Python's re spells differently
    (only applied to user-written regex: EXPECTREGEX and EXPECTF's %r...%r parts)."""
    out = []
    i, n = 0, len(rx)
    while i < n:
        c = rx[i:i + 1]
        if c == b"\\" and i + 1 < n:
            nxt = rx[i + 1:i + 2]
            out.append({b"h": rb"[ \t]", b"z": rb"\Z"}.get(nxt, c + nxt))
            i += 2
            continue
        if c == b"[":
            for k, v in POSIX_CLASSES.items():
                if rx.startswith(k, i):
                    out.append(v)
                    i += len(k)
                    break
            else:
                out.append(c)
                i += 1
            continue
        out.append(c)
        i += 1
    return b"".join(out)


def expectf_to_regex(wanted: bytes) -> bytes:
    temp = []
    r = b"%r"
    start_off = 0
    n = len(wanted)
    while start_off < n:
        start = wanted.find(r, start_off)
        if start != -1:
            end = wanted.find(r, start + 2)
            if end == -1:
                end = start = n
        else:
            start = end = n
        temp.append(re.escape(wanted[start_off:start]))
        if end > start:
            temp.append(b"(" + pcre_to_python(wanted[start + 2:end]) + b")")
        start_off = end + 2
    rx = b"".join(temp)
    return EXPECTF_KEYS.sub(lambda m: EXPECTF_MAP[m.group(0)], rx)


def compare(sections: dict[str, bytes], output: bytes) -> tuple[bool, str]:
    output = php_trim(output).replace(b"\r\n", b"\n")
    if "EXPECTF" in sections or "EXPECTREGEX" in sections:
        if "EXPECTF" in sections:
            wanted = php_trim(sections["EXPECTF"]).replace(b"\r\n", b"\n")
            rx = expectf_to_regex(wanted)
        else:
            rx = pcre_to_python(php_trim(sections["EXPECTREGEX"]).replace(b"\r\n", b"\n"))
        try:
            pat = re.compile(b"^" + rx + b"$", re.S)
        except re.error as e:
            return False, f"regex not supported by python re: {e}"
        return pat.match(output) is not None, ""
    wanted = php_trim(sections["EXPECT"]).replace(b"\r\n", b"\n")
    return output == wanted, ""


# ---------------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------------
@dataclass
class Result:
    path: str
    status: str
    seconds: float = 0.0
    reason: str = ""


@dataclass
class Proc:
    out: bytes
    rc: int | None
    timed_out: bool
    stderr: bytes = b""


def run_proc(cmd: list[str], cwd: Path, env: dict, stdin: bytes | None, timeout: float,
             capture_in=True, capture_out=True, capture_err=True) -> Proc:
    merged = capture_out and capture_err
    p = subprocess.Popen(
        cmd, cwd=cwd, env=env,
        stdin=subprocess.PIPE if capture_in else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if merged else subprocess.PIPE,
        start_new_session=True,
    )
    timed_out = False
    try:
        out, err = p.communicate(input=(stdin or b"") if capture_in else None, timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            out, err = p.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            out, err = b"", b""
    except BrokenPipeError:
        out, err = p.communicate()
    # Kill anything the test left behind in its session (background children).
    try:
        os.killpg(p.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    err = err or b""
    if merged:
        shown = out
    else:
        shown = (out if capture_out else b"") + (err if capture_err else b"")
    return Proc(shown, p.returncode, timed_out, stderr=(out if merged else err))


def is_panic(proc: Proc) -> str:
    """Non-empty reason when the process died from a Rust panic, stack overflow or a signal."""
    if proc.timed_out:
        return ""
    text = proc.stderr + proc.out
    if proc.rc == 101 or b"panicked at" in text:
        return "rust panic"
    if b"has overflowed its stack" in text:
        return "stack overflow"
    if proc.rc is not None and proc.rc < 0:
        try:
            name = signal.Signals(-proc.rc).name
        except ValueError:
            name = str(-proc.rc)
        return "killed by " + name
    return ""


def parse_conflicts(text: bytes) -> list[str]:
    keys = []
    for line in text.decode("latin-1").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            keys.append(line.lower())
    return keys


def ini_value_param(name: str, value: str) -> str:
    # run-tests.php builds `-d "name=addslashes(value)"` for a shell; inside double quotes the
    # shell removes the backslash before " and \ but keeps it before '.
    return f"{name}={value.replace(chr(39), chr(92) + chr(39))}"


def ini_lines_to_settings(lines: list[str], settings: dict) -> None:
    for s in lines:
        if "=" in s:
            name, value = s.split("=", 1)
            name, value = name.strip(), value.strip()
            if name in ("extension", "zend_extension"):
                settings.setdefault(name, []).append(value)
            else:
                settings[name] = value


def settings_to_params(settings: dict) -> list[str]:
    out = []
    for name, value in settings.items():
        for v in (value if isinstance(value, list) else [value]):
            out += ["-d", ini_value_param(name, v)]
    return out


class Runner:
    def __init__(self, binary: str, corpus: Path, timeout: float, load_ext: list[str],
                 extensions: list[str] | None, keep: bool, online: bool, slow: bool = False,
                 autoload: bool = True):
        self.binary = binary
        self.corpus = corpus.resolve()
        self.timeout = timeout
        self.keep = keep
        self.pass_options: list[str] = []
        for e in load_ext:
            self.pass_options += ["-d", f"extension={e}"]
        self.base_env = dict(os.environ)
        self.base_env.update({
            "TEST_PHP_EXECUTABLE": binary,
            "NO_INTERACTION": "1",
            "TEST_TIMEOUT": str(int(timeout)),
        })
        self.base_env.pop("TEST_PHP_CGI_EXECUTABLE", None)
        self.base_env.pop("TEST_PHPDBG_EXECUTABLE", None)
        if not online:
            self.base_env["SKIP_ONLINE_TESTS"] = "1"
        if not slow:
            self.base_env["SKIP_SLOW_TESTS"] = "1"  # as the baseline was made
        self.autoload = autoload
        self.ext_dir, self.loaded = self._extensions(extensions)
        self._skip_cache: dict[tuple, bytes] = {}
        self._skip_lock = threading.Lock()

    def _extensions(self, given: list[str] | None) -> tuple[str, set[str]]:
        base = [self.binary, "-n"] + self.pass_options + ["-d", "display_errors=0", "-r"]
        ext_dir = ""
        loaded: set[str] | None = None
        try:
            p1 = subprocess.run(base + ["echo ini_get('extension_dir');"], capture_output=True,
                                timeout=30, stdin=subprocess.DEVNULL)
            p2 = subprocess.run(base + ["echo implode(',', get_loaded_extensions());"],
                                capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
            if p1.returncode == 0 and p2.returncode == 0 and p2.stdout.strip():
                ext_dir = p1.stdout.decode().strip()
                loaded = {x.strip().lower() for x in p2.stdout.decode().split(",")}
                if "zend opcache" in loaded:
                    loaded.add("opcache")
        except (OSError, subprocess.TimeoutExpired):
            pass
        if given is not None:
            loaded = {x.lower() for x in given}
        if loaded is None:
            loaded = set(BASELINE_EXTENSIONS)
            self.ext_note = "binary cannot report its extensions; assuming the baseline's set"
        else:
            self.ext_note = ""
        return ext_dir, loaded

    def run(self, rel: str) -> Result:
        t0 = time.monotonic()
        try:
            r = self._run(rel)
        except Bork as e:
            r = Result(rel, "bork", reason=str(e))
        except Exception as e:  # a runner bug must not lose the whole run
            r = Result(rel, "bork", reason=f"runner error: {type(e).__name__}: {e}")
        r.seconds = time.monotonic() - t0
        return r

    def _run(self, rel: str) -> Result:
        file = self.corpus / rel
        s = parse_phpt(file)
        if "REDIRECTTEST" in s:
            return Result(rel, "unsupported", reason="REDIRECTTEST")
        if "PHPDBG" in s:
            return Result(rel, "unsupported", reason="PHPDBG")
        for k in CGI_SECTIONS:
            if k in s and (k == "CGI" or s[k].strip(PHP_TRIM)):
                return Result(rel, "unsupported", reason=f"CGI ({k})")
        test_dir = file.parent
        stem = file.name[:-len("phpt")]  # keeps the dot: "foo."
        test_file = test_dir / (stem + "php")
        skip_file = test_dir / (stem + "skip.php")
        clean_file = test_dir / (stem + "clean.php")

        capture = s.get("CAPTURE_STDIO")
        if capture is not None:
            cu = capture.upper()
            cap_in, cap_out, cap_err = b"STDIN" in cu, b"STDOUT" in cu, b"STDERR" in cu
        else:
            cap_in = cap_out = cap_err = True

        env = dict(self.base_env)
        env.update({"REDIRECT_STATUS": "", "QUERY_STRING": "", "PATH_TRANSLATED": "",
                    "SCRIPT_FILENAME": "", "REQUEST_METHOD": "", "CONTENT_TYPE": "",
                    "CONTENT_LENGTH": "", "TZ": ""})
        if s.get("ENV", b"").strip():
            env_str = s["ENV"].decode("latin-1").replace("{PWD}", str(test_dir))
            for e in env_str.split("\n"):
                kv = e.strip().split("=", 1)
                if kv[0] and len(kv) == 2:
                    env[kv[0]] = kv[1]

        ini_settings: dict = {}
        if "EXTENSIONS" in s:
            exts = [x for x in re.split(r"[\n\r]+", s["EXTENSIONS"].decode("latin-1").strip()) if x]
            missing = []
            for ext in exts:
                if ext.lower() not in self.loaded:
                    key = "zend_extension" if ext in ("opcache", "xdebug") else "extension"
                    ext_file = os.path.join(self.ext_dir, ext + ".so") if self.ext_dir else ""
                    ini_settings.setdefault(key, []).append(ext_file)
                    if not ext_file or not self.autoload or not os.access(ext_file, os.R_OK):
                        missing.append(ext)
            if missing:
                return Result(rel, "skip", reason="Required extension missing: " + ", ".join(missing))
        ini_lines_to_settings(INI_OVERWRITES, ini_settings)
        orig_ini = settings_to_params(ini_settings)
        if "INI" in s:
            ini = s["INI"].decode("latin-1").replace("{PWD}", str(test_dir))
            ini = ini.replace("{TMP}", tempfile.gettempdir())
            ini = re.sub(r"{MAIL:(\S+)}", r"tee \1 >/dev/null", ini)
            ini_lines_to_settings(re.split(r"[\n\r]+", ini), ini_settings)
        ini_params = settings_to_params(ini_settings)
        env["TEST_PHP_EXTRA_ARGS"] = " ".join(shlex.quote(x) for x in self.pass_options + ini_params)

        php = [self.binary, "-n"] + self.pass_options
        notes = []
        xfail = s.get("XFAIL")
        # SKIPIF
        if s.get("SKIPIF", b"").strip():
            code = s["SKIPIF"]
            senv = {k: v for k, v in env.items()
                    if k not in ("REQUEST_METHOD", "QUERY_STRING", "PATH_TRANSLATED", "SCRIPT_FILENAME")}
            cmd = php + ["-q"] + orig_ini + ["-d", "display_errors=1", "-d", "display_startup_errors=0",
                                             str(skip_file)]
            key = (str(test_dir), code)
            with self._skip_lock:
                cached = self._skip_cache.get(key)
            if cached is None:
                skip_file.write_bytes(code)
                proc = run_proc(cmd, self.corpus, senv, None, self.timeout)
                if not self.keep:
                    skip_file.unlink(missing_ok=True)
                panic = is_panic(proc)
                if panic:
                    return Result(rel, "panic", reason="SKIPIF: " + panic)
                out = php_trim(proc.out)
                if out.startswith(b"nocache"):
                    out = b""
                else:
                    with self._skip_lock:
                        self._skip_cache[key] = out
            else:
                out = cached
            low = out[:5].lower()
            if low.startswith(b"skip"):
                m = re.match(rb"(?is)skip\s*(.+)", out)
                return Result(rel, "skip", reason=(m.group(1) if m else b"").decode("utf-8", "replace")
                              .splitlines()[0][:200] if m else "")
            elif low.startswith(b"info") or low.startswith(b"warn"):
                pass
            elif low.startswith(b"xfail"):
                xfail = out[5:].lstrip()
            elif low.startswith(b"flaky"):
                pass
            elif out:
                # run-tests.php reports BORK; we run the test anyway (rphp cannot run SKIPIF code
                # yet) and note it.
                notes.append("SKIPIF output not understood")

        # Run the test
        test_file.write_bytes(s["FILE"])
        args = []
        if "ARGS" in s:
            args = ["--"] + shlex.split(s["ARGS"].decode("latin-1"))
        env["REQUEST_METHOD"] = "GET"
        env["REDIRECT_STATUS"] = "1"
        env["PATH_TRANSLATED"] = str(test_file)
        env["SCRIPT_FILENAME"] = str(test_file)
        env["HTTP_COOKIE"] = ""
        cmd = php + ini_params + ["-f", str(test_file)] + args
        stdin = s.get("STDIN")
        try:
            proc = run_proc(cmd, self.corpus, env, stdin, self.timeout, cap_in, cap_out, cap_err)
        finally:
            if not self.keep:
                test_file.unlink(missing_ok=True)
            # CLEAN
            if s.get("CLEAN", b"").strip():
                clean_file.write_bytes(php_trim(s["CLEAN"]))
                cenv = {k: v for k, v in env.items()
                        if k not in ("REQUEST_METHOD", "QUERY_STRING", "PATH_TRANSLATED", "SCRIPT_FILENAME")}
                run_proc(php + ["-q"] + orig_ini + [str(clean_file)], self.corpus, cenv, None, self.timeout)
                if not self.keep:
                    clean_file.unlink(missing_ok=True)

        if proc.timed_out:
            return Result(rel, "timeout", reason=f"> {self.timeout:g}s")
        panic = is_panic(proc)
        if panic:
            return Result(rel, "panic", reason=panic)
        ok, why = compare(s, proc.out)
        if why:
            notes.append(why)
        if ok:
            if xfail is not None:
                return Result(rel, "warn", reason="XFAIL section but test passes")
            return Result(rel, "pass", reason="; ".join(notes))
        if xfail is not None:
            return Result(rel, "xfail", reason=xfail.decode("utf-8", "replace").strip().splitlines()[0][:200]
                          if xfail.strip() else "")
        first = php_trim(proc.out).split(b"\n", 1)[0][:160].decode("utf-8", "replace")
        notes.append(f"rc={proc.rc} out: {first}")
        return Result(rel, "fail", reason="; ".join(notes))

    def conflicts_of(self, rel: str, dir_cache: dict) -> list[str]:
        file = self.corpus / rel
        try:
            data = file.read_bytes()
        except OSError:
            return []
        m = re.search(rb"(?ms)^--CONFLICTS--(.+?)^--", data)
        if m:
            return parse_conflicts(m.group(1))
        d = file.parent
        if d not in dir_cache:
            cf_ = d / "CONFLICTS"
            dir_cache[d] = parse_conflicts(cf_.read_bytes()) if cf_.is_file() else []
        return dir_cache[d]


def run_all(runner: Runner, tests: list[str], jobs: int, progress: bool = True) -> dict[str, Result]:
    """Run tests in parallel; tests with conflict keys run afterwards, one at a time."""
    dir_cache: dict = {}
    parallel, sequential = [], []
    for t in tests:
        (sequential if runner.conflicts_of(t, dir_cache) else parallel).append(t)
    results: dict[str, Result] = {}
    total = len(tests)
    done = 0
    t0 = time.monotonic()
    last = [0.0]

    def report(r: Result):
        nonlocal done
        results[r.path] = r
        done += 1
        now = time.monotonic()
        if progress and (now - last[0] > 10 or done == total):
            last[0] = now
            counts = {}
            for x in results.values():
                c = STATUS_COLUMN[x.status]
                counts[c] = counts.get(c, 0) + 1
            summary = " ".join(f"{c}={counts.get(c, 0)}" for c in COLUMNS)
            print(f"[{done}/{total} {now - t0:.0f}s] {summary}", file=sys.stderr, flush=True)

    with cf.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        for r in ex.map(runner.run, parallel):
            report(r)
    for t in sequential:
        report(runner.run(t))
    return results


# ---------------------------------------------------------------------------------------------
# Results and summaries
# ---------------------------------------------------------------------------------------------
def write_results(results: dict[str, Result], path: Path) -> None:
    with open(path, "w") as f:
        f.write("# path\tstatus\tseconds\treason\n")
        for k in sorted(results):
            r = results[k]
            reason = r.reason.replace("\t", " ").replace("\n", " ")
            f.write(f"{k}\t{r.status}\t{r.seconds:.2f}\t{reason}\n")


def read_results(path: Path) -> dict[str, Result]:
    out = {}
    for line in path.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        p = line.split("\t")
        out[p[0]] = Result(p[0], p[1], float(p[2]) if len(p) > 2 else 0.0, p[3] if len(p) > 3 else "")
    return out


def summarize(results: dict[str, Result], denominator: list[str]) -> dict[str, dict[str, int]]:
    """Per-area counts over the denominator tests; tests without a result count as fail."""
    table: dict[str, dict[str, int]] = {}
    for t in denominator:
        a = area_of(t)
        row = table.setdefault(a, {c: 0 for c in COLUMNS} | {"total": 0})
        r = results.get(t)
        col = STATUS_COLUMN[r.status] if r else "fail"
        row[col] += 1
        row["total"] += 1
    return table


SUMMARY_HEADER = ("area", "pass", "fail", "skip", "panic", "timeout", "total", "pass%")


def format_summary(table: dict[str, dict[str, int]], title: str) -> str:
    rows = []
    tot = {c: 0 for c in COLUMNS} | {"total": 0}
    for a in sorted(table):
        r = table[a]
        for k in tot:
            tot[k] += r[k]
        rows.append((a, r))
    rows.append(("TOTAL", tot))
    width = max(len(a) for a, _ in rows)
    lines = [f"# {title}",
             "# " + " ".join(h.ljust(width) if i == 0 else h.rjust(7) for i, h in enumerate(SUMMARY_HEADER))]
    for a, r in rows:
        pct = 100.0 * r["pass"] / r["total"] if r["total"] else 0.0
        cells = [a.ljust(width + 2)] + [str(r[c]).rjust(7) for c in COLUMNS + ("total",)] + [f"{pct:7.1f}"]
        lines.append(" ".join(cells).rstrip())
    return "\n".join(lines) + "\n"


def parse_summary(text: str) -> dict[str, dict[str, int]]:
    out = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        p = line.split()
        out[p[0]] = dict(zip(COLUMNS + ("total",), map(int, p[1:7])))
    return out


# ---------------------------------------------------------------------------------------------
# CLI
# ---------------------------------------------------------------------------------------------
def select_tests(args, corpus: Path) -> list[str]:
    if args.tests:
        tests = []
        for t in args.tests:
            p = Path(t)
            absolute = p if p.is_absolute() else (Path.cwd() / p)
            if absolute.is_dir():
                base = absolute.resolve()
                tests += [t2 for t2 in find_tests(corpus)
                          if (corpus / t2).resolve().is_relative_to(base)]
            elif t.endswith(".phpt"):
                ap = absolute.resolve()
                tests.append(os.path.relpath(ap, corpus.resolve()) if ap.is_relative_to(corpus.resolve()) else t)
            else:
                tests += [t2 for t2 in find_tests(corpus) if t2.startswith(t.rstrip("/") + "/")]
    elif args.tests_from:
        tests = read_list(Path(args.tests_from))
    else:
        tests = find_tests(corpus)
    if args.areas:
        want = [a.strip().rstrip("/") for a in args.areas.split(",") if a.strip()]
        tests = [t for t in tests if any(area_of(t) == a or area_of(t).startswith(a + "/") for a in want)]
    return sorted(set(tests))


def add_common_args(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--php", default=os.environ.get("RPHP", str(DEFAULT_BINARY)),
                    help="binary under test (env RPHP; default target/release/rphp)")
    ap.add_argument("--corpus", default=os.environ.get("PHPT_CORPUS", str(DEFAULT_CORPUS)),
                    help="php-src tree from scripts/fetch-corpus.sh (env PHPT_CORPUS; default corpus/)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="parallel jobs (default: cores)")
    ap.add_argument("--timeout", type=float, default=10.0, help="per-test timeout in seconds (default 10)")
    ap.add_argument("--areas", help="comma-separated areas (or area prefixes, e.g. Zend/tests,ext/standard)")
    ap.add_argument("--load-ext", default="",
                    help="comma-separated shared extensions to load into every run with -d extension=")
    ap.add_argument("--extensions", help="comma-separated extension list the binary is assumed to have "
                    "(default: ask the binary with -r; if it cannot answer, the baseline's list)")
    ap.add_argument("--online", action="store_true", help="do not set SKIP_ONLINE_TESTS=1")
    ap.add_argument("--slow", action="store_true", help="do not set SKIP_SLOW_TESTS=1 (the baseline sets it)")
    ap.add_argument("--no-autoload", action="store_true",
                    help="do not load a shared extension named by --EXTENSIONS-- from extension_dir")
    ap.add_argument("--keep", action="store_true", help="keep the generated .php/.skip.php/.clean.php files")


def make_runner(args) -> Runner:
    binary = args.php
    if os.sep in binary and not os.path.isabs(binary):
        binary = str((Path.cwd() / binary).resolve())
    corpus = Path(args.corpus)
    if not (corpus / "Zend" / "tests").is_dir():
        sys.exit(f"phpt: no corpus at {corpus} (run scripts/fetch-corpus.sh)")
    load = [x for x in args.load_ext.split(",") if x]
    exts = args.extensions.split(",") if args.extensions else None
    return Runner(binary, corpus, args.timeout, load, exts, args.keep, args.online, args.slow,
                  not args.no_autoload)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description="Run php-src .phpt tests against a php-compatible binary (rphp or native php).",
        epilog="Examples:\n"
               "  python3 conformance/phpt.py --php target/release/rphp --areas Zend/tests/enum\n"
               "  python3 conformance/phpt.py --php /usr/bin/php --load-ext ctype,mbstring,sockets,posix "
               "--results /tmp/native.tsv\n"
               "  python3 conformance/phpt.py corpus/Zend/tests/bug30080.phpt -v",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_args(ap)
    ap.add_argument("tests", nargs="*", help="test files/dirs (paths, or corpus-relative prefixes); default all")
    ap.add_argument("--tests-from", help="file listing corpus-relative tests to run")
    ap.add_argument("--results", help="write per-test results (TSV: path, status, seconds, reason)")
    ap.add_argument("--summary", help="write the per-area summary over the baseline denominator")
    ap.add_argument("--baseline", default=str(DEFAULT_BASELINE), help="denominator list (default conformance/baseline-php82.txt)")
    ap.add_argument("--compare-baseline", action="store_true",
                    help="report tests that pass but are not in the baseline and vice versa")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every non-passing result")
    args = ap.parse_args(argv)

    runner = make_runner(args)
    tests = select_tests(args, Path(args.corpus))
    if runner.ext_note:
        print(f"phpt: note: {runner.ext_note}", file=sys.stderr)
    t0 = time.monotonic()
    results = run_all(runner, tests, args.jobs)
    elapsed = time.monotonic() - t0
    if args.results:
        write_results(results, Path(args.results))
    if args.verbose:
        for k in sorted(results):
            r = results[k]
            if r.status != "pass":
                print(f"{r.status.upper():11} {k}  {r.reason}")
    counts: dict[str, int] = {}
    for r in results.values():
        counts[r.status] = counts.get(r.status, 0) + 1
    print(f"ran {len(results)} tests in {elapsed:.0f}s with -j{args.jobs}: "
          + ", ".join(f"{k}={counts[k]}" for k in sorted(counts)))
    baseline = read_list(Path(args.baseline))
    if baseline:
        bset = set(baseline)
        denom = [t for t in baseline if t in results]
        table = summarize(results, denom)
        text = format_summary(table, f"{len(denom)} baseline tests among the {len(results)} run")
        print(text, end="")
        if args.summary:
            Path(args.summary).write_text(text)
        if args.compare_baseline:
            passed = {k for k, r in results.items() if r.status == "pass"}
            extra = sorted(passed - bset)
            lost = sorted(t for t in denom if results[t].status != "pass")
            print(f"baseline comparison: {len(denom) - len(lost)} of {len(denom)} baseline tests pass; "
                  f"{len(lost)} baseline tests do not; {len(extra)} passing tests are not in the baseline")
            for t in lost:
                print(f"  not passing: {t}\t{results[t].status}\t{results[t].reason}")
            for t in extra:
                print(f"  extra pass:  {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
