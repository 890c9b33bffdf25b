<?php
// ext/spl/spl_directory.c, the file half: SplFileInfo, SplFileObject, SplTempFileObject,
// written over the file builtins. State (file name, path, stream, current line, flags,
// CSV control) sits in the hidden state; var_dump shows php's private fields through
// __debugInfo. Warnings of the builtins become php's RuntimeException texts.

final class __rphp_spl_fs
{
    /** Call `$f(...$args)`, turning its warning into `$class($who(): message)`. */
    public static function call(string $who, string $f, array $args, string $class = 'RuntimeException')
    {
        set_error_handler(function ($no, $msg, $file = null, $line = null) use ($who, $class) {
            $msg = preg_replace('/^[a-z_]+\([^)]*\): /', '', $msg);
            throw new $class("$who(): $msg");
        });
        try {
            return $f(...$args);
        } finally {
            restore_error_handler();
        }
    }

    public static function setName(object $h, string $path): void
    {
        $n = strlen($path);
        if ($n > 1 && $path[$n - 1] === '/') {
            do {
                $n--;
            } while ($n > 1 && $path[$n - 1] === '/');
        }
        $h->fn = substr($path, 0, $n);
        $h->path = self::dirPart($h->fn);
    }

    public static function dirPart(string $path): string
    {
        $n = strlen($path);
        while ($n > 1 && $path[$n - 1] !== '/') {
            $n--;
        }
        if ($n) {
            $n--;
        }
        return substr($path, 0, $n);
    }

    public static function h(object $o): object
    {
        $h = __rphp_hidden($o);
        if (!isset($h->kind)) {
            $h->kind = 'none';
            $h->fn = null;
            $h->path = '';
            $h->fileClass = 'SplFileObject';
            $h->infoClass = 'SplFileInfo';
        }
        return $h;
    }
}

class SplFileInfo implements Stringable
{
    public function __construct(string $filename)
    {
        if (str_contains($filename, "\0")) {
            throw new ValueError('SplFileInfo::__construct(): Argument #1 ($filename) must not contain any null bytes');
        }
        $h = __rphp_spl_fs::h($this);
        $h->kind = 'info';
        __rphp_spl_fs::setName($h, $filename);
    }

    protected function __rphp_fn(): string
    {
        $h = __rphp_spl_fs::h($this);
        if ($h->kind === 'dir') {
            return __rphp_spl_dir::name($h);
        }
        if ($h->fn === null) {
            throw new Error('Object not initialized');
        }
        return $h->fn;
    }

    public function getPath(): string
    {
        return __rphp_spl_fs::h($this)->path;
    }

    public function getFilename(): string
    {
        $h = __rphp_spl_fs::h($this);
        if ($h->kind === 'dir') {
            return $h->entry;
        }
        $fn = (string) $h->fn;
        $p = strlen($h->path);
        if ($p && $p < strlen($fn)) {
            return substr($fn, $p + 1);
        }
        return $fn;
    }

    public function getExtension(): string
    {
        $b = basename($this->getFilename());
        $i = strrpos($b, '.');
        return $i === false ? '' : substr($b, $i + 1);
    }

    public function getBasename(string $suffix = ""): string
    {
        return basename($this->getFilename(), $suffix);
    }

    public function getPathname(): string
    {
        $h = __rphp_spl_fs::h($this);
        if ($h->kind === 'dir') {
            return $h->entry === '' ? '' : __rphp_spl_dir::name($h);
        }
        return (string) $h->fn;
    }

    private function __stat(string $m, string $f)
    {
        return __rphp_spl_fs::call("SplFileInfo::$m", $f, [$this->__rphp_fn()]);
    }

    public function getPerms(): int|false
    {
        return $this->__stat('getPerms', 'fileperms');
    }

    public function getInode(): int|false
    {
        return $this->__stat('getInode', 'fileinode');
    }

    public function getSize(): int|false
    {
        return $this->__stat('getSize', 'filesize');
    }

    public function getOwner(): int|false
    {
        return $this->__stat('getOwner', 'fileowner');
    }

    public function getGroup(): int|false
    {
        return $this->__stat('getGroup', 'filegroup');
    }

    public function getATime(): int|false
    {
        return $this->__stat('getATime', 'fileatime');
    }

    public function getMTime(): int|false
    {
        return $this->__stat('getMTime', 'filemtime');
    }

    public function getCTime(): int|false
    {
        return $this->__stat('getCTime', 'filectime');
    }

    public function getType(): string|false
    {
        return $this->__stat('getType', 'filetype');
    }

    public function isWritable(): bool
    {
        return is_writable($this->__rphp_fn());
    }

    public function isReadable(): bool
    {
        return is_readable($this->__rphp_fn());
    }

    public function isExecutable(): bool
    {
        return is_executable($this->__rphp_fn());
    }

    public function isFile(): bool
    {
        return is_file($this->__rphp_fn());
    }

    public function isDir(): bool
    {
        return is_dir($this->__rphp_fn());
    }

    public function isLink(): bool
    {
        return is_link($this->__rphp_fn());
    }

    public function getLinkTarget(): string|false
    {
        $fn = $this->__rphp_fn();
        $r = @readlink($fn);
        if ($r === false) {
            $err = file_exists($fn) || is_link($fn) ? 'Invalid argument' : 'No such file or directory';
            throw new RuntimeException("Unable to read link $fn, error: $err");
        }
        return $r;
    }

    public function getRealPath(): string|false
    {
        $h = __rphp_spl_fs::h($this);
        $fn = $h->fn === null || $h->fn === '' ? '.' : $h->fn;
        return realpath($fn);
    }

    public function getFileInfo(?string $class = null): SplFileInfo
    {
        $class ??= __rphp_spl_fs::h($this)->infoClass;
        return new $class($this->getPathname());
    }

    public function getPathInfo(?string $class = null): ?SplFileInfo
    {
        $class ??= __rphp_spl_fs::h($this)->infoClass;
        $p = $this->getPathname();
        if ($p === '') {
            return null;
        }
        $d = dirname($p);
        return new $class($d);
    }

    public function openFile(string $mode = "r", bool $useIncludePath = false, $context = null): SplFileObject
    {
        if ($context !== null && !is_resource($context)) {
            throw new TypeError('SplFileInfo::openFile(): Argument #3 ($context) must be of type resource or null, ' . get_debug_type($context) . ' given');
        }
        $class = __rphp_spl_fs::h($this)->fileClass;
        return new $class($this->__rphp_fn(), $mode, $useIncludePath, $context);
    }

    public function setFileClass(string $class = SplFileObject::class): void
    {
        if (!is_a($class, 'SplFileObject', true)) {
            throw new TypeError('SplFileInfo::setFileClass(): Argument #1 ($class) must be a class name derived from SplFileObject, ' . $class . ' given');
        }
        __rphp_spl_fs::h($this)->fileClass = $class;
    }

    public function setInfoClass(string $class = SplFileInfo::class): void
    {
        if (!is_a($class, 'SplFileInfo', true)) {
            throw new TypeError('SplFileInfo::setInfoClass(): Argument #1 ($class) must be a class name derived from SplFileInfo, ' . $class . ' given');
        }
        __rphp_spl_fs::h($this)->infoClass = $class;
    }

    public function __toString(): string
    {
        return $this->getPathname();
    }

    public function __debugInfo(): array
    {
        $h = __rphp_spl_fs::h($this);
        $r = (array) $this;
        $r["\0SplFileInfo\0pathName"] = $this->getPathname();
        if ($h->kind === 'dir') {
            $r["\0SplFileInfo\0fileName"] = $h->entry;
            $r["\0DirectoryIterator\0glob"] = $h->glob;
            $r["\0RecursiveDirectoryIterator\0subPathName"] = $h->sub;
        } elseif ($h->fn !== null) {
            $r["\0SplFileInfo\0fileName"] = $this->getFilename();
        }
        if ($h->kind === 'file') {
            $r["\0SplFileObject\0openMode"] = $h->mode;
            $r["\0SplFileObject\0delimiter"] = $h->delim;
            $r["\0SplFileObject\0enclosure"] = $h->encl;
        }
        return $r;
    }

    final public function _bad_state_ex(): void
    {
        throw new LogicException('The parent constructor was not called: the object is in an invalid state');
    }
}

class SplFileObject extends SplFileInfo implements RecursiveIterator, SeekableIterator
{
    public const DROP_NEW_LINE = 1;
    public const READ_AHEAD = 2;
    public const SKIP_EMPTY = 4;
    public const READ_CSV = 8;

    public function __construct(string $filename, string $mode = "r", bool $useIncludePath = false, $context = null)
    {
        $h = __rphp_spl_fs::h($this);
        if (isset($h->fp)) {
            throw new Error('Cannot call constructor twice');
        }
        self::__open($h, $filename, $mode, $useIncludePath, $context, 'SplFileObject::__construct');
    }

    protected static function __open(object $h, string $filename, string $mode, bool $inc, $context, string $who): void
    {
        if (str_contains($filename, "\0")) {
            throw new ValueError("$who(): Argument #1 (\$filename) must not contain any null bytes");
        }
        $n = strlen($filename);
        if ($n > 1 && $filename[$n - 1] === '/') {
            $filename = substr($filename, 0, $n - 1);
        }
        if (is_dir($filename) && !str_starts_with($filename, 'php://')) {
            throw new LogicException('Cannot use SplFileObject with directories');
        }
        set_error_handler(function ($no, $msg, $file = null, $line = null) use ($who) {
            throw new RuntimeException(preg_replace('/^fopen\(/', "$who(", $msg));
        });
        try {
            $fp = $context === null ? fopen($filename, $mode, $inc) : fopen($filename, $mode, $inc, $context);
        } finally {
            restore_error_handler();
        }
        if ($fp === false) {
            throw new RuntimeException("$who($filename): Failed to open stream: operation failed");
        }
        $h->kind = 'file';
        $h->fp = $fp;
        $h->fn = $filename;
        $h->path = __rphp_spl_fs::dirPart($filename);
        $h->mode = $mode;
        $h->line = null;
        $h->zv = null;
        $h->num = 0;
        $h->flags = 0;
        $h->maxlen = 0;
        $h->delim = ',';
        $h->encl = '"';
        $h->esc = '\\';
        $h->escSet = false;
    }

    private function __f(): object
    {
        $h = __rphp_spl_fs::h($this);
        if (!isset($h->fp)) {
            throw new Error('Object not initialized');
        }
        return $h;
    }

    private static function __free(object $h): void
    {
        $h->line = null;
        $h->zv = null;
    }

    private static function __readEx(object $h, bool $silent, int $add, bool $csv): bool
    {
        self::__free($h);
        if (feof($h->fp)) {
            if (!$silent) {
                throw new RuntimeException("Cannot read from file {$h->fn}");
            }
            return false;
        }
        $buf = $h->maxlen > 0 ? fgets($h->fp, $h->maxlen + 1) : fgets($h->fp);
        if ($buf === false) {
            $buf = '';
        } elseif (!$csv && ($h->flags & 1) && str_ends_with($buf, "\n")) {
            $buf = substr($buf, 0, -1);
            if (str_ends_with($buf, "\r")) {
                $buf = substr($buf, 0, -1);
            }
        }
        $h->line = $buf;
        $h->num += $add;
        return true;
    }

    private static function __read(object $h, bool $silent, bool $csv): bool
    {
        return self::__readEx($h, $silent, $h->line !== null ? 1 : 0, $csv);
    }

    private static function __empty(object $h): bool
    {
        $l = (string) $h->line;
        return $l === '' || (($h->flags & 9) === 9 && ($l === "\n" || $l === "\r\n"));
    }

    private static function __readCsv(object $h, string $d, string $e, string $x, bool $silent): ?array
    {
        do {
            if (!self::__read($h, $silent, true)) {
                return null;
            }
        } while (self::__empty($h) && ($h->flags & 4));
        $line = $h->line;
        // a quoted field may span lines
        while ($e !== '' && substr_count($line, $e) % 2 === 1 && !feof($h->fp)) {
            $more = fgets($h->fp);
            if ($more === false) {
                break;
            }
            $line .= $more;
        }
        $t = rtrim($line, "\r\n");
        $h->zv = $t === '' ? [null] : str_getcsv($t, $d, $e, $x);
        return $h->zv;
    }

    private function __readLineEx(object $h, bool $silent): bool
    {
        if ($h->flags & 8) {
            return self::__readCsv($h, $h->delim, $h->encl, $h->esc, $silent) !== null;
        }
        // a subclass's own getCurrentLine() reads the line (spl_filesystem_file_read_line_ex)
        $h->ownLine ??= (new ReflectionMethod($this, 'getCurrentLine'))->class !== 'SplFileObject';
        if ($h->ownLine) {
            self::__free($h);
            if (feof($h->fp)) {
                if (!$silent) {
                    throw new RuntimeException("Cannot read from file {$h->fn}");
                }
                return false;
            }
            $line = $this->getCurrentLine();
            if (!is_string($line)) {
                throw new TypeError(static::class . '::getCurrentLine(): Return value must be of type string, ' . get_debug_type($line) . ' returned');
            }
            if ($h->line !== null || $h->zv !== null) {
                $h->num++;
            }
            self::__free($h);
            $h->line = $line;
            return true;
        }
        return self::__read($h, $silent, false);
    }

    private function __readLine(object $h, bool $silent): bool
    {
        $ok = $this->__readLineEx($h, $silent);
        while (($h->flags & 4) && $ok && self::__empty($h)) {
            self::__free($h);
            $ok = $this->__readLineEx($h, $silent);
        }
        return $ok;
    }

    public function rewind(): void
    {
        $h = $this->__f();
        if (!@rewind($h->fp)) {
            throw new RuntimeException("Cannot rewind file {$h->fn}");
        }
        self::__free($h);
        $h->num = 0;
        if ($h->flags & 2) {
            $this->__readLine($h, true);
        }
    }

    public function eof(): bool
    {
        return feof($this->__f()->fp);
    }

    public function valid(): bool
    {
        $h = __rphp_spl_fs::h($this);
        if (($h->flags ?? 0) & 2) {
            return $h->line !== null || $h->zv !== null;
        }
        if (!isset($h->fp)) {
            return false;
        }
        return !feof($h->fp);
    }

    public function fgets(): string
    {
        $h = $this->__f();
        self::__readEx($h, false, 1, false);
        return $h->line;
    }

    public function fread(int $length): string|false
    {
        $h = $this->__f();
        if ($length <= 0) {
            throw new ValueError('SplFileObject::fread(): Argument #1 ($length) must be greater than 0');
        }
        return fread($h->fp, $length);
    }

    private static function __csvArgs(string $who, string $d, string $e, string $x): void
    {
        // fputcsv's first argument is the fields
        $n = $who === 'fputcsv' ? 1 : 0;
        if (strlen($d) !== 1) {
            throw new ValueError("SplFileObject::$who(): Argument #" . (1 + $n) . " (\$separator) must be a single character");
        }
        if (strlen($e) !== 1) {
            throw new ValueError("SplFileObject::$who(): Argument #" . (2 + $n) . " (\$enclosure) must be a single character");
        }
        if (strlen($x) > 1) {
            throw new ValueError("SplFileObject::$who(): Argument #" . (3 + $n) . " (\$escape) must be empty or a single character");
        }
    }

    public function fgetcsv(string $separator = ",", string $enclosure = "\"", string $escape = "\\"): array|false
    {
        $h = $this->__f();
        self::__csvArgs('fgetcsv', $separator, $enclosure, $escape);
        if (func_num_args() < 3 && !$h->escSet) {
            trigger_error('SplFileObject::fgetcsv(): the $escape parameter must be provided, as its default value will change, either explicitly or via SplFileObject::setCsvControl()', E_USER_DEPRECATED);
        }
        $r = self::__readCsv($h, $separator, $enclosure, $escape, true);
        return $r ?? false;
    }

    public function fputcsv(array $fields, string $separator = ",", string $enclosure = "\"", string $escape = "\\", string $eol = "\n"): int|false
    {
        $h = $this->__f();
        self::__csvArgs('fputcsv', $separator, $enclosure, $escape);
        if (func_num_args() < 4 && !$h->escSet) {
            trigger_error('SplFileObject::fputcsv(): the $escape parameter must be provided, as its default value will change, either explicitly or via SplFileObject::setCsvControl()', E_USER_DEPRECATED);
        }
        return fputcsv($h->fp, $fields, $separator, $enclosure, $escape, $eol);
    }

    public function setCsvControl(string $separator = ",", string $enclosure = "\"", string $escape = "\\"): void
    {
        self::__csvArgs('setCsvControl', $separator, $enclosure, $escape);
        $h = __rphp_spl_fs::h($this);
        if (func_num_args() < 3) {
            trigger_error('SplFileObject::setCsvControl(): the $escape parameter must be provided as its default value will change', E_USER_DEPRECATED);
        } else {
            $h->escSet = true;
        }
        $h->delim = $separator;
        $h->encl = $enclosure;
        $h->esc = $escape;
    }

    public function getCsvControl(): array
    {
        $h = __rphp_spl_fs::h($this);
        return [$h->delim ?? ',', $h->encl ?? '"', $h->esc ?? '\\'];
    }

    public function flock(int $operation, &$wouldBlock = null): bool
    {
        return flock($this->__f()->fp, $operation, $wouldBlock);
    }

    public function fflush(): bool
    {
        return fflush($this->__f()->fp);
    }

    public function ftell(): int|false
    {
        return ftell($this->__f()->fp);
    }

    public function fseek(int $offset, int $whence = SEEK_SET): int
    {
        $h = $this->__f();
        self::__free($h);
        return fseek($h->fp, $offset, $whence);
    }

    public function fgetc(): string|false
    {
        $h = $this->__f();
        self::__free($h);
        $c = fgetc($h->fp);
        if ($c === "\n") {
            $h->num++;
        }
        return $c;
    }

    public function fpassthru(): int
    {
        return fpassthru($this->__f()->fp);
    }

    public function fscanf(string $format, mixed &...$vars): array|int|null
    {
        $h = $this->__f();
        // the next line (past the end: "Cannot read from file"), scanned
        self::__read($h, false, false);
        if (!$vars) {
            return sscanf($h->line, $format);
        }
        return sscanf($h->line, $format, ...$vars);
    }

    public function fwrite(string $data, int $length = 0): int|false
    {
        $h = $this->__f();
        if (func_num_args() > 1) {
            if ($length <= 0) {
                return 0;
            }
            $data = substr($data, 0, $length);
        }
        return fwrite($h->fp, $data);
    }

    public function fstat(): array
    {
        return fstat($this->__f()->fp);
    }

    public function ftruncate(int $size): bool
    {
        $h = $this->__f();
        return @ftruncate($h->fp, $size);
    }

    public function current(): string|array|false
    {
        $h = $this->__f();
        if ($h->line === null && $h->zv === null) {
            $this->__readLine($h, true);
        }
        if ($h->line !== null && (!($h->flags & 8) || $h->zv === null)) {
            return $h->line;
        }
        if ($h->zv !== null) {
            return $h->zv;
        }
        return false;
    }

    public function key(): int
    {
        return __rphp_spl_fs::h($this)->num ?? 0;
    }

    public function next(): void
    {
        $h = $this->__f();
        self::__free($h);
        if ($h->flags & 2) {
            $this->__readLine($h, true);
        }
        $h->num++;
    }

    public function setFlags(int $flags): void
    {
        __rphp_spl_fs::h($this)->flags = $flags;
    }

    public function getFlags(): int
    {
        return (__rphp_spl_fs::h($this)->flags ?? 0) & 15;
    }

    public function setMaxLineLen(int $maxLength): void
    {
        if ($maxLength < 0) {
            throw new ValueError('SplFileObject::setMaxLineLen(): Argument #1 ($maxLength) must be greater than or equal to 0');
        }
        __rphp_spl_fs::h($this)->maxlen = $maxLength;
    }

    public function getMaxLineLen(): int
    {
        return __rphp_spl_fs::h($this)->maxlen ?? 0;
    }

    public function hasChildren(): false
    {
        return false;
    }

    public function getChildren(): null
    {
        return null;
    }

    public function seek(int $line): void
    {
        $h = $this->__f();
        if ($line < 0) {
            throw new ValueError('SplFileObject::seek(): Argument #1 ($line) must be greater than or equal to 0');
        }
        $this->rewind();
        for ($i = 0; $i < $line; $i++) {
            if (!$this->__readLine($h, true)) {
                return;
            }
        }
        if ($line > 0 && !($h->flags & 2)) {
            $h->num++;
            self::__free($h);
        }
    }

    public function getCurrentLine(): string
    {
        return $this->fgets();
    }

    /** php 8.3: the current line, read first when there is none (GH-9883). */
    public function __toString(): string
    {
        $h = $this->__f();
        if ($h->line === null) {
            $this->__readLine($h, false);
        }
        return (string) $h->line;
    }
}

class SplTempFileObject extends SplFileObject
{
    public function __construct(int $maxMemory = 2 * 1024 * 1024)
    {
        $h = __rphp_spl_fs::h($this);
        if (isset($h->fp)) {
            throw new Error('Cannot call constructor twice');
        }
        if ($maxMemory < 0) {
            $name = 'php://memory';
        } elseif (func_num_args()) {
            $name = "php://temp/maxmemory:$maxMemory";
        } else {
            $name = 'php://temp';
        }
        self::__open($h, $name, 'wb', false, null, 'SplTempFileObject::__construct');
        $h->path = '';
    }
}
