<?php
// ext/spl/spl_directory.c, the directory half: DirectoryIterator, FilesystemIterator,
// RecursiveDirectoryIterator, GlobIterator. The entries are read once when the
// directory opens (or rewinds); the current entry's name completes SplFileInfo's path.

class DirectoryIterator extends SplFileInfo implements SeekableIterator
{
    public function __construct(string $directory)
    {
        __rphp_spl_dir::open($this, $directory, 0, 'DirectoryIterator', 16);
    }

    public function isDot(): bool
    {
        $e = __rphp_spl_dir::h($this)->entry;
        return $e === '.' || $e === '..';
    }

    public function getFilename(): string
    {
        return __rphp_spl_dir::h($this)->entry;
    }

    public function getExtension(): string
    {
        $e = __rphp_spl_dir::h($this)->entry;
        $i = strrpos($e, '.');
        return $i === false ? '' : substr($e, $i + 1);
    }

    public function getBasename(string $suffix = ""): string
    {
        return basename(__rphp_spl_dir::h($this)->entry, $suffix);
    }

    public function valid(): bool
    {
        return __rphp_spl_dir::h($this)->entry !== '';
    }

    public function key(): mixed
    {
        return __rphp_spl_dir::h($this)->index;
    }

    public function current(): mixed
    {
        __rphp_spl_dir::h($this);
        return $this;
    }

    public function next(): void
    {
        $h = __rphp_spl_dir::h($this);
        $h->index++;
        __rphp_spl_dir::read($h);
    }

    public function rewind(): void
    {
        $h = __rphp_spl_dir::h($this);
        $h->index = 0;
        $h->at = 0;
        __rphp_spl_dir::read($h);
    }

    public function seek(int $offset): void
    {
        $h = __rphp_spl_dir::h($this);
        if ($h->index > $offset) {
            $this->rewind();
        }
        while ($h->index < $offset) {
            if (!$this->valid()) {
                throw new OutOfBoundsException("Seek position $offset is out of range");
            }
            $this->next();
        }
    }

    public function __toString(): string
    {
        return $this->getFilename();
    }
}

final class __rphp_spl_dir
{
    public static function open(object $o, string $dir, int $flags, string $who, int $mode): void
    {
        if (str_contains($dir, "\0")) {
            throw new ValueError("$who::__construct(): Argument #1 (\$" . ($o instanceof GlobIterator ? 'pattern' : 'directory') . ") must not contain any null bytes");
        }
        if ($dir === '') {
            throw new ValueError("$who::__construct(): Argument #1 (\$directory) must not be empty");
        }
        $h = __rphp_spl_fs::h($o);
        if ($h->kind === 'dir') {
            throw new Error('Directory object is already initialized');
        }
        $h->kind = 'dir';
        $h->flags = $flags | ($mode & 16);
        $h->sub = '';
        $glob = $o instanceof GlobIterator || str_starts_with($dir, 'glob://');
        if (str_starts_with($dir, 'glob://')) {
            $dir = substr($dir, 7);
        }
        $n = strlen($dir);
        $h->path = ($n > 1 && $dir[$n - 1] === '/') ? substr($dir, 0, $n - 1) : $dir;
        $h->entry = '';
        $h->index = 0;
        $h->at = 0;
        $h->list = [];
        if ($glob) {
            $h->glob = 'glob://' . $dir;
            $m = glob($dir);
            $h->path = __rphp_spl_fs::dirPart($dir);
            foreach ($m ?: [] as $f) {
                $h->list[] = basename($f);
            }
        } else {
            $h->glob = false;
            set_error_handler(function ($no, $msg, $file = null, $line = null) use ($who) {
                throw new UnexpectedValueException(preg_replace('/^opendir\(/', "$who::__construct(", $msg));
            });
            try {
                $d = opendir($dir);
            } finally {
                restore_error_handler();
            }
            if ($d === false) {
                throw new UnexpectedValueException("Failed to open directory \"$dir\"");
            }
            while (($e = readdir($d)) !== false) {
                $h->list[] = $e;
            }
            closedir($d);
        }
        self::read($h);
    }

    public static function h(object $o): object
    {
        $h = __rphp_spl_fs::h($o);
        if ($h->kind !== 'dir') {
            throw new Error('Object not initialized');
        }
        return $h;
    }

    public static function read(object $h): void
    {
        do {
            $h->entry = $h->list[$h->at] ?? '';
            if ($h->entry !== '') {
                $h->at++;
            }
        } while (($h->flags & 4096) && ($h->entry === '.' || $h->entry === '..'));
    }

    public static function name(object $h): string
    {
        return $h->path === '' ? $h->entry : $h->path . '/' . $h->entry;
    }
}

class FilesystemIterator extends DirectoryIterator
{
    public const CURRENT_MODE_MASK = 240;
    public const CURRENT_AS_PATHNAME = 32;
    public const CURRENT_AS_FILEINFO = 0;
    public const CURRENT_AS_SELF = 16;
    public const KEY_MODE_MASK = 3840;
    public const KEY_AS_PATHNAME = 0;
    public const FOLLOW_SYMLINKS = 16384;
    public const KEY_AS_FILENAME = 256;
    public const NEW_CURRENT_AND_KEY = 256;
    public const OTHER_MODE_MASK = 28672;
    public const SKIP_DOTS = 4096;
    public const UNIX_PATHS = 8192;

    public function __construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO | FilesystemIterator::SKIP_DOTS)
    {
        __rphp_spl_dir::open($this, $directory, $flags, 'FilesystemIterator', 0);
    }

    public function rewind(): void
    {
        parent::rewind();
    }

    public function key(): string
    {
        $h = __rphp_spl_dir::h($this);
        if ($h->flags & 256) {
            return $h->entry;
        }
        return __rphp_spl_dir::name($h);
    }

    public function current(): string|SplFileInfo|FilesystemIterator
    {
        $h = __rphp_spl_dir::h($this);
        if ($h->flags & 32) {
            return __rphp_spl_dir::name($h);
        }
        if ($h->flags & 16) {
            return $this;
        }
        $c = $h->infoClass;
        return new $c(__rphp_spl_dir::name($h));
    }

    public function getFlags(): int
    {
        return __rphp_spl_dir::h($this)->flags & (3840 | 240 | 28672);
    }

    public function setFlags(int $flags): void
    {
        $h = __rphp_spl_dir::h($this);
        $mask = 3840 | 240 | 28672;
        $h->flags = ($h->flags & ~$mask) | ($flags & $mask);
    }
}

class RecursiveDirectoryIterator extends FilesystemIterator implements RecursiveIterator
{
    public function __construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO)
    {
        __rphp_spl_dir::open($this, $directory, $flags, 'RecursiveDirectoryIterator', 0);
    }

    public function hasChildren(bool $allowLinks = false): bool
    {
        $h = __rphp_spl_dir::h($this);
        if ($h->entry === '' || $h->entry === '.' || $h->entry === '..') {
            return false;
        }
        $n = __rphp_spl_dir::name($h);
        if (is_link($n)) {
            if (!$allowLinks && !($h->flags & 16384)) {
                return false;
            }
        }
        return is_dir($n);
    }

    public function getChildren(): RecursiveDirectoryIterator
    {
        $h = __rphp_spl_dir::h($this);
        $n = __rphp_spl_dir::name($h);
        $c = new static($n, $h->flags);
        $ch = __rphp_spl_dir::h($c);
        $ch->sub = $h->sub !== '' ? $h->sub . '/' . $h->entry : $h->entry;
        $ch->infoClass = $h->infoClass;
        $ch->fileClass = $h->fileClass;
        return $c;
    }

    public function getSubPath(): string
    {
        return __rphp_spl_dir::h($this)->sub;
    }

    public function getSubPathname(): string
    {
        $h = __rphp_spl_dir::h($this);
        return $h->sub !== '' ? $h->sub . '/' . $h->entry : $h->entry;
    }
}

class GlobIterator extends FilesystemIterator implements Countable
{
    public function __construct(string $pattern, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO)
    {
        __rphp_spl_dir::open($this, $pattern, $flags, 'GlobIterator', 0);
    }

    public function count(): int
    {
        return count(__rphp_spl_dir::h($this)->list);
    }
}
