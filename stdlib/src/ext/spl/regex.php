<?php
// ext/spl: RegexIterator and RecursiveRegexIterator (spl_iterators.c, through the preg_*
// functions) and MultipleIterator (spl_observer.c; its iterators and infos sit in the
// hidden state, shown by var_dump as SplObjectStorage's "storage").

class RegexIterator extends FilterIterator
{
    public const USE_KEY = 1;
    public const INVERT_MATCH = 2;
    public const MATCH = 0;
    public const GET_MATCH = 1;
    public const ALL_MATCHES = 2;
    public const SPLIT = 3;
    public const REPLACE = 4;

    public ?string $replacement = null;

    public function __construct(Iterator $iterator, string $pattern, int $mode = RegexIterator::MATCH, int $flags = 0, int $pregFlags = 0)
    {
        $who = static::class === 'RecursiveRegexIterator' ? 'RecursiveRegexIterator' : 'RegexIterator';
        if ($mode < 0 || $mode > 4) {
            throw new ValueError("$who::__construct(): Argument #3 (\$mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE");
        }
        set_error_handler(function ($no, $msg, $file = null, $line = null) use ($who) {
            throw new InvalidArgumentException(str_replace('preg_match(): ', "$who::__construct(): ", $msg));
        });
        try {
            $ok = preg_match($pattern, '');
        } finally {
            restore_error_handler();
        }
        $h = __rphp_spl_it::init($this, $iterator, self::class);
        $h->regex = $pattern;
        $h->mode = $mode;
        $h->rflags = $flags;
        $h->pflags = $pregFlags;
        $h->useFlags = func_num_args() >= 5;
    }

    public function accept(): bool
    {
        $h = __rphp_spl_it::h($this);
        if (!$h->has) {
            return false;
        }
        if ($h->rflags & 1) {
            $subject = (string) $h->key;
        } else {
            if (is_array($h->cur)) {
                return false;
            }
            $subject = (string) $h->cur;
        }
        switch ($h->mode) {
            case 1:
            case 2:
                $m = [];
                if ($h->mode == 2) {
                    $n = $h->useFlags ? preg_match_all($h->regex, $subject, $m, $h->pflags) : preg_match_all($h->regex, $subject, $m);
                } else {
                    $n = preg_match($h->regex, $subject, $m, $h->pflags);
                }
                $h->cur = $m;
                $r = $n > 0;
                break;
            case 3:
                $h->cur = preg_split($h->regex, $subject, -1, $h->pflags);
                $r = is_array($h->cur) && count($h->cur) > 1;
                break;
            case 4:
                $count = 0;
                $res = preg_replace($h->regex, (string) $this->replacement, $subject, -1, $count);
                if ($res === null) {
                    return false;
                }
                if ($h->rflags & 1) {
                    $h->key = $res;
                } else {
                    $h->cur = $res;
                }
                $r = $count > 0;
                break;
            default:
                $r = preg_match($h->regex, $subject) > 0;
        }
        if ($h->rflags & 2) {
            return !$r;
        }
        return $r;
    }

    public function getMode(): int
    {
        return __rphp_spl_it::h($this)->mode;
    }

    public function setMode(int $mode): void
    {
        if ($mode < 0 || $mode > 4) {
            throw new ValueError(static::class . '::setMode(): Argument #1 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE');
        }
        __rphp_spl_it::h($this)->mode = $mode;
    }

    public function getFlags(): int
    {
        return __rphp_spl_it::h($this)->rflags;
    }

    public function setFlags(int $flags): void
    {
        __rphp_spl_it::h($this)->rflags = $flags;
    }

    public function getPregFlags(): int
    {
        $h = __rphp_spl_it::h($this);
        return $h->useFlags ? $h->pflags : 0;
    }

    public function setPregFlags(int $pregFlags): void
    {
        $h = __rphp_spl_it::h($this);
        $h->pflags = $pregFlags;
        $h->useFlags = true;
    }

    public function getRegex(): string
    {
        return __rphp_spl_it::h($this)->regex;
    }
}

class RecursiveRegexIterator extends RegexIterator implements RecursiveIterator
{
    public function __construct(RecursiveIterator $iterator, string $pattern, int $mode = RecursiveRegexIterator::MATCH, int $flags = 0, int $pregFlags = 0)
    {
        parent::__construct($iterator, $pattern, $mode, $flags, $pregFlags);
        if (func_num_args() < 5) {
            __rphp_spl_it::h($this)->useFlags = false;
        }
    }

    public function accept(): bool
    {
        $h = __rphp_spl_it::h($this);
        if (!$h->has) {
            return false;
        }
        if (is_array($h->cur)) {
            return true;
        }
        return parent::accept();
    }

    public function hasChildren(): bool
    {
        return __rphp_spl_it::h($this)->it->hasChildren();
    }

    public function getChildren(): RecursiveRegexIterator
    {
        $h = __rphp_spl_it::h($this);
        return new static($h->it->getChildren(), $h->regex, $h->mode, $h->rflags, $h->pflags);
    }
}

class MultipleIterator implements Iterator
{
    public const MIT_NEED_ANY = 0;
    public const MIT_NEED_ALL = 1;
    public const MIT_KEYS_NUMERIC = 0;
    public const MIT_KEYS_ASSOC = 2;

    public function __construct(int $flags = MultipleIterator::MIT_NEED_ALL | MultipleIterator::MIT_KEYS_NUMERIC)
    {
        $h = __rphp_hidden($this);
        $h->flags = $flags;
        $h->its = [];
    }

    private function __h(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->its)) {
            $h->flags = 1;
            $h->its = [];
        }
        return $h;
    }

    public function getFlags(): int
    {
        return $this->__h()->flags;
    }

    public function setFlags(int $flags): void
    {
        $this->__h()->flags = $flags;
    }

    private function __find(object $h, Iterator $it): int
    {
        foreach ($h->its as $i => $e) {
            if ($e[0] === $it) {
                return $i;
            }
        }
        return -1;
    }

    public function attachIterator(Iterator $iterator, string|int|null $info = null): void
    {
        $h = $this->__h();
        if ($info !== null) {
            foreach ($h->its as $e) {
                if ($e[1] === $info) {
                    throw new InvalidArgumentException('Key duplication error');
                }
            }
        }
        $i = $this->__find($h, $iterator);
        if ($i >= 0) {
            $h->its[$i][1] = $info;
        } else {
            $h->its[] = [$iterator, $info];
        }
    }

    public function detachIterator(Iterator $iterator): void
    {
        $h = $this->__h();
        $i = $this->__find($h, $iterator);
        if ($i >= 0) {
            unset($h->its[$i]);
            $h->its = array_values($h->its);
        }
    }

    public function containsIterator(Iterator $iterator): bool
    {
        return $this->__find($this->__h(), $iterator) >= 0;
    }

    public function countIterators(): int
    {
        return count($this->__h()->its);
    }

    public function rewind(): void
    {
        foreach ($this->__h()->its as $e) {
            $e[0]->rewind();
        }
    }

    public function valid(): bool
    {
        $h = $this->__h();
        if (!$h->its) {
            return false;
        }
        $expect = ($h->flags & 1) ? true : false;
        foreach ($h->its as $e) {
            if ($e[0]->valid() !== $expect) {
                return !$expect;
            }
        }
        return $expect;
    }

    public function next(): void
    {
        foreach ($this->__h()->its as $e) {
            $e[0]->next();
        }
    }

    private function __all(bool $cur): array
    {
        $h = $this->__h();
        $what = $cur ? 'current' : 'key';
        if (!$h->its) {
            throw new RuntimeException("Called $what() on an invalid iterator");
        }
        $r = [];
        foreach ($h->its as $e) {
            if ($e[0]->valid()) {
                $v = $cur ? $e[0]->current() : $e[0]->key();
            } elseif ($h->flags & 1) {
                throw new RuntimeException("Called $what() with non valid sub iterator");
            } else {
                $v = null;
            }
            if ($h->flags & 2) {
                if ($e[1] === null) {
                    throw new InvalidArgumentException('Sub-Iterator is associated with NULL');
                }
                $r[$e[1]] = $v;
            } else {
                $r[] = $v;
            }
        }
        return $r;
    }

    public function current(): array
    {
        return $this->__all(true);
    }

    public function key(): array
    {
        return $this->__all(false);
    }

    public function __debugInfo(): array
    {
        $s = [];
        foreach ($this->__h()->its as $e) {
            $s[] = ['obj' => $e[0], 'inf' => $e[1]];
        }
        return ["\0SplObjectStorage\0storage" => $s];
    }
}
