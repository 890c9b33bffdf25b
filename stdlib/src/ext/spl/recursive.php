<?php
// ext/spl/spl_iterators.c: CachingIterator, RecursiveCachingIterator (one element ahead
// of the inner iterator) and RecursiveIteratorIterator (php's per-level state machine:
// RS_NEXT/RS_TEST/RS_SELF/RS_CHILD/RS_START, with the overridable hooks).

class CachingIterator extends IteratorIterator implements ArrayAccess, Countable, Stringable
{
    public const CALL_TOSTRING = 1;
    public const CATCH_GET_CHILD = 16;
    public const TOSTRING_USE_KEY = 2;
    public const TOSTRING_USE_CURRENT = 4;
    public const TOSTRING_USE_INNER = 8;
    public const FULL_CACHE = 256;

    public function __construct(Iterator $iterator, int $flags = CachingIterator::CALL_TOSTRING)
    {
        if (!self::__check($flags)) {
            throw new ValueError(static::class === 'RecursiveCachingIterator' ? 'RecursiveCachingIterator::__construct(): Argument #2 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER' : 'CachingIterator::__construct(): Argument #2 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER');
        }
        $h = __rphp_spl_it::init($this, $iterator, self::class);
        $h->flags = $flags & 0xFFFF;
        $h->valid = false;
        $h->cache = [];
        $h->str = null;
        $h->children = null;
    }

    private static function __check(int $flags): bool
    {
        $n = 0;
        foreach ([1, 2, 4, 8] as $f) {
            if ($flags & $f) {
                $n++;
            }
        }
        return $n <= 1;
    }

    private static function __next(object $o, object $h): void
    {
        $h->str = null;
        $h->children = null;
        if (!__rphp_spl_it::fetch($h, true)) {
            $h->valid = false;
            return;
        }
        $h->valid = true;
        if ($h->flags & 256) {
            $h->cache[$h->key] = $h->cur;
        }
        if ($o instanceof RecursiveCachingIterator) {
            try {
                if ($h->it->hasChildren()) {
                    $h->children = new RecursiveCachingIterator($h->it->getChildren(), $h->flags);
                }
            } catch (Throwable $e) {
                if (!($h->flags & 16)) {
                    throw $e;
                }
            }
        }
        if ($h->flags & 9) {
            $h->str = (string) (($h->flags & 8) ? $h->it : $h->cur);
        }
        $h->it->next();
        $h->pos++;
    }

    public function rewind(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::rewind($h);
        $h->cache = [];
        self::__next($this, $h);
    }

    public function valid(): bool
    {
        return __rphp_spl_it::h($this)->valid;
    }

    public function next(): void
    {
        self::__next($this, __rphp_spl_it::h($this));
    }

    public function hasNext(): bool
    {
        return __rphp_spl_it::valid(__rphp_spl_it::h($this));
    }

    public function __toString(): string
    {
        $h = __rphp_spl_it::h($this);
        if (!($h->flags & 15)) {
            throw new BadMethodCallException(static::class . ' does not fetch string value (see CachingIterator::__construct)');
        }
        if ($h->flags & 2) {
            return (string) $h->key;
        }
        if ($h->flags & 4) {
            return (string) $h->cur;
        }
        return $h->str ?? '';
    }

    public function getFlags(): int
    {
        return __rphp_spl_it::h($this)->flags;
    }

    public function setFlags(int $flags): void
    {
        $h = __rphp_spl_it::h($this);
        if (!self::__check($flags)) {
            throw new ValueError(static::class . '::setFlags(): Argument #1 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER');
        }
        if (($h->flags & 1) && !($flags & 1)) {
            throw new InvalidArgumentException('Unsetting flag CALL_TO_STRING is not possible');
        }
        if (($h->flags & 8) && !($flags & 8)) {
            throw new InvalidArgumentException('Unsetting flag TOSTRING_USE_INNER is not possible');
        }
        if (($flags & 256) && !($h->flags & 256)) {
            $h->cache = [];
        }
        $h->flags = $flags & 0xFFFF;
    }

    private function __full(): object
    {
        $h = __rphp_spl_it::h($this);
        if (!($h->flags & 256)) {
            throw new BadMethodCallException(static::class . ' does not use a full cache (see CachingIterator::__construct)');
        }
        return $h;
    }

    public function offsetGet($key): mixed
    {
        $h = $this->__full();
        $key = (string) $key;
        if (!array_key_exists($key, $h->cache)) {
            trigger_error("Undefined array key \"$key\"", E_USER_WARNING);
            return null;
        }
        return $h->cache[$key];
    }

    public function offsetSet($key, mixed $value): void
    {
        $this->__full()->cache[(string) $key] = $value;
    }

    public function offsetUnset($key): void
    {
        $h = $this->__full();
        unset($h->cache[(string) $key]);
    }

    public function offsetExists($key): bool
    {
        return isset($this->__full()->cache[(string) $key]);
    }

    public function getCache(): array
    {
        return $this->__full()->cache;
    }

    public function count(): int
    {
        return count($this->__full()->cache);
    }
}

class RecursiveCachingIterator extends CachingIterator implements RecursiveIterator
{
    public function __construct(Iterator $iterator, int $flags = RecursiveCachingIterator::CALL_TOSTRING)
    {
        if (!($iterator instanceof RecursiveIterator)) {
            // php's zpp checks the inner class, not the stub's Iterator
            throw new TypeError('RecursiveCachingIterator::__construct(): Argument #1 ($iterator) must be of type RecursiveIterator, ' . get_debug_type($iterator) . ' given');
        }
        parent::__construct($iterator, $flags);
    }

    public function hasChildren(): bool
    {
        return __rphp_spl_it::h($this)->children !== null;
    }

    public function getChildren(): ?RecursiveCachingIterator
    {
        return __rphp_spl_it::h($this)->children;
    }
}

class RecursiveIteratorIterator implements OuterIterator
{
    public const LEAVES_ONLY = 0;
    public const SELF_FIRST = 1;
    public const CHILD_FIRST = 2;
    public const CATCH_GET_CHILD = 16;

    public function __construct(Traversable $iterator, int $mode = RecursiveIteratorIterator::LEAVES_ONLY, int $flags = 0)
    {
        $iterator = __rphp_spl_it::unwrap($iterator);
        if (!($iterator instanceof RecursiveIterator)) {
            throw new InvalidArgumentException('An instance of RecursiveIterator or IteratorAggregate creating it is required');
        }
        $h = __rphp_hidden($this);
        $h->its = [$iterator];
        // php's zend_object_iterator over the root takes an object id
        $h->slot = new stdClass();
        $h->st = [4];
        $h->level = 0;
        $h->mode = $mode;
        $h->flags = $flags;
        $h->max = -1;
        $h->in = false;
    }

    /** php's get_iterator for a foreach: the object itself, once constructed. */
    private function __iterate(): object
    {
        if (!isset(__rphp_hidden($this)->its)) {
            throw new Error('Object is not initialized');
        }
        return $this;
    }

    private function __h(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->its)) {
            throw new Error('The object is in an invalid state as the parent constructor was not called');
        }
        return $h;
    }

    private function __forward(object $h): void
    {
        $catch = ($h->flags & 16) !== 0;
        while (true) {
            $l = $h->level;
            $it = $h->its[$l];
            $s = $h->st[$l];
            if ($s === 0) {
                try {
                    $it->next();
                } catch (Throwable $e) {
                    if (!$catch) {
                        throw $e;
                    }
                }
                $s = 4;
            }
            if ($s === 4) {
                if (!$it->valid()) {
                    $s = -1;
                } else {
                    $h->st[$l] = $s = 1;
                }
            }
            if ($s === 1) {
                $has = false;
                try {
                    $has = (bool) $this->callHasChildren();
                } catch (Throwable $e) {
                    if (!$catch) {
                        $h->st[$l] = 0;
                        throw $e;
                    }
                }
                if ($has) {
                    if ($h->max == -1 || $h->max > $l) {
                        $h->st[$l] = $h->mode == 1 ? 2 : 3;
                        continue;
                    }
                    if ($h->mode == 0) {
                        $h->st[$l] = 0;
                        continue;
                    }
                }
                $h->st[$l] = 0;
                try {
                    $this->nextElement();
                } catch (Throwable $e) {
                    if (!$catch) {
                        throw $e;
                    }
                }
                return;
            }
            if ($s === 2) {
                if ($h->mode == 1 || $h->mode == 2) {
                    $this->nextElement();
                }
                $h->st[$l] = $h->mode == 1 ? 3 : 0;
                return;
            }
            if ($s === 3) {
                try {
                    $child = $this->callGetChildren();
                } catch (Throwable $e) {
                    if (!$catch) {
                        throw $e;
                    }
                    $h->st[$l] = 0;
                    continue;
                }
                if (!($child instanceof RecursiveIterator)) {
                    throw new UnexpectedValueException('Objects returned by RecursiveIterator::getChildren() must implement RecursiveIterator');
                }
                $h->st[$l] = $h->mode == 2 ? 2 : 0;
                $h->level = $l + 1;
                $h->its[$l + 1] = $child;
                $h->st[$l + 1] = 4;
                $child->rewind();
                try {
                    $this->beginChildren();
                } catch (Throwable $e) {
                    if (!$catch) {
                        throw $e;
                    }
                }
                continue;
            }
            // no more elements at this level
            if ($l > 0) {
                try {
                    $this->endChildren();
                } catch (Throwable $e) {
                    if (!$catch) {
                        throw $e;
                    }
                }
                unset($h->its[$l], $h->st[$l]);
                $h->level = $l - 1;
            } else {
                return;
            }
        }
    }

    public function rewind(): void
    {
        $h = $this->__h();
        while ($h->level > 0) {
            unset($h->its[$h->level], $h->st[$h->level]);
            $h->level--;
            $this->endChildren();
        }
        $h->st = [4];
        $h->its[0]->rewind();
        if (!$h->in) {
            $this->beginIteration();
        }
        $h->in = true;
        $this->__forward($h);
    }

    public function valid(): bool
    {
        $h = $this->__h();
        for ($l = $h->level; $l >= 0; $l--) {
            if ($h->its[$l]->valid()) {
                return true;
            }
        }
        if ($h->in) {
            $h->in = false;
            $this->endIteration();
        }
        return false;
    }

    public function key(): mixed
    {
        $h = $this->__h();
        return $h->its[$h->level]->key();
    }

    public function current(): mixed
    {
        $h = $this->__h();
        return $h->its[$h->level]->current();
    }

    public function next(): void
    {
        $this->__forward($this->__h());
    }

    public function getDepth(): int
    {
        return $this->__h()->level;
    }

    public function getSubIterator(?int $level = null): ?RecursiveIterator
    {
        $h = $this->__h();
        $level ??= $h->level;
        if ($level < 0 || $level > $h->level) {
            return null;
        }
        return $h->its[$level];
    }

    public function getInnerIterator(): RecursiveIterator
    {
        $h = $this->__h();
        return $h->its[$h->level];
    }

    public function beginIteration(): void
    {
    }

    public function endIteration(): void
    {
    }

    public function callHasChildren(): bool
    {
        $h = $this->__h();
        return $h->its[$h->level]->hasChildren();
    }

    public function callGetChildren(): ?RecursiveIterator
    {
        $h = $this->__h();
        return $h->its[$h->level]->getChildren();
    }

    public function beginChildren(): void
    {
    }

    public function endChildren(): void
    {
    }

    public function nextElement(): void
    {
    }

    public function setMaxDepth(int $maxDepth = -1): void
    {
        if ($maxDepth < -1) {
            throw new ValueError('RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1');
        }
        $h = $this->__h();
        $h->max = $maxDepth;
    }

    public function getMaxDepth(): int|false
    {
        $m = $this->__h()->max;
        return $m == -1 ? false : $m;
    }
}

class RecursiveTreeIterator extends RecursiveIteratorIterator
{
    public const BYPASS_CURRENT = 4;
    public const BYPASS_KEY = 8;
    public const PREFIX_LEFT = 0;
    public const PREFIX_MID_HAS_NEXT = 1;
    public const PREFIX_MID_LAST = 2;
    public const PREFIX_END_HAS_NEXT = 3;
    public const PREFIX_END_LAST = 4;
    public const PREFIX_RIGHT = 5;

    public function __construct($iterator, int $flags = RecursiveTreeIterator::BYPASS_KEY, int $cachingIteratorFlags = CachingIterator::CATCH_GET_CHILD, int $mode = RecursiveTreeIterator::SELF_FIRST)
    {
        // another object is refused by the RecursiveCachingIterator made over it, as php does
        if (!is_object($iterator)) {
            throw new TypeError('RecursiveTreeIterator::__construct(): Argument #1 ($iterator) must be of type RecursiveIterator|IteratorAggregate, ' . get_debug_type($iterator) . ' given');
        }
        $iterator = __rphp_spl_it::unwrap($iterator);
        parent::__construct(new RecursiveCachingIterator($iterator, $cachingIteratorFlags), $mode, $flags);
        $h = __rphp_hidden($this);
        $h->prefix = ['', '| ', '  ', '|-', '\\-', ''];
        $h->postfix = '';
    }

    private function __t(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->prefix)) {
            throw new Error('The object is in an invalid state as the parent constructor was not called');
        }
        return $h;
    }

    public function key(): mixed
    {
        $h = $this->__t();
        $k = $h->its[$h->level]->key();
        if ($h->flags & 8) {
            return $k;
        }
        return $this->getPrefix() . $k . $h->postfix;
    }

    public function current(): mixed
    {
        $h = $this->__t();
        if ($h->flags & 4) {
            return $h->its[$h->level]->current();
        }
        return $this->getPrefix() . $this->getEntry() . $h->postfix;
    }

    public function getPrefix(): string
    {
        $h = $this->__t();
        $s = $h->prefix[0];
        for ($l = 0; $l < $h->level; $l++) {
            $s .= $h->its[$l]->hasNext() ? $h->prefix[1] : $h->prefix[2];
        }
        $s .= $h->its[$h->level]->hasNext() ? $h->prefix[3] : $h->prefix[4];
        return $s . $h->prefix[5];
    }

    public function setPostfix(string $postfix): void
    {
        $this->__t()->postfix = $postfix;
    }

    public function setPrefixPart(int $part, string $value): void
    {
        if ($part < 0 || $part > 5) {
            throw new ValueError('RecursiveTreeIterator::setPrefixPart(): Argument #1 ($part) must be a RecursiveTreeIterator::PREFIX_* constant');
        }
        $h = $this->__t();
        $p = $h->prefix;
        $p[$part] = $value;
        $h->prefix = $p;
    }

    public function getEntry(): ?string
    {
        $h = $this->__t();
        $v = $h->its[$h->level]->current();
        return is_array($v) ? 'Array' : (string) $v;
    }

    public function getPostfix(): string
    {
        return $this->__t()->postfix;
    }
}
