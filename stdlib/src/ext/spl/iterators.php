<?php
// ext/spl/spl_iterators.c: the dual iterators (IteratorIterator and its family) and
// EmptyIterator. Each keeps its inner iterator and the fetched current/key in the hidden
// state; `__rphp_spl_it` holds php's shared steps (spl_dual_it_rewind/fetch/next).

final class __rphp_spl_it
{
    public static function init(object $o, Traversable $it, string $base): object
    {
        $h = self::once($o, $base);
        $h->it = self::unwrap($it);
        self::closedGenerator($h->it);
        // php's inner zend_object_iterator takes an object id
        $h->slot = new stdClass();
        $h->has = false;
        $h->cur = null;
        $h->key = null;
        $h->pos = 0;
        return $h;
    }

    /** The hidden state of a dual iterator being constructed, which php allows once. */
    public static function once(object $o, string $base): object
    {
        $h = __rphp_hidden($o);
        if (isset($h->has)) {
            throw new BadMethodCallException("$base::getIterator() must be called exactly once per instance");
        }
        return $h;
    }

    /** php's get_iterator of a finished generator, which a dual iterator takes. */
    public static function closedGenerator(Iterator $it): void
    {
        if (__rphp_spl_closed_gen($it)) {
            throw new Exception('Cannot traverse an already closed generator');
        }
    }

    /** php's spl_get_iterator_from_aggregate, repeated while the result is an aggregate. */
    public static function unwrap(Traversable $it): Iterator
    {
        while ($it instanceof IteratorAggregate) {
            $r = $it->getIterator();
            if (!($r instanceof Traversable)) {
                throw new LogicException(get_class($it) . '::getIterator() must return an object that implements Traversable');
            }
            $it = $r;
        }
        return $it;
    }

    public static function h(object $o): object
    {
        $h = __rphp_hidden($o);
        if (!isset($h->has)) {
            throw new Error('The object is in an invalid state as the parent constructor was not called');
        }
        return $h;
    }

    public static function free(object $h): void
    {
        $h->has = false;
        $h->cur = null;
        $h->key = null;
    }

    public static function rewind(object $h): void
    {
        self::free($h);
        $h->pos = 0;
        if ($h->it !== null) {
            $h->it->rewind();
        }
    }

    public static function valid(object $h): bool
    {
        return $h->it !== null && $h->it->valid();
    }

    public static function fetch(object $h, bool $check): bool
    {
        self::free($h);
        if (!$check || self::valid($h)) {
            $h->cur = $h->it->current();
            $h->key = $h->it->key();
            $h->has = true;
            return true;
        }
        return false;
    }

    public static function next(object $h): void
    {
        self::free($h);
        $h->it->next();
        $h->pos++;
    }

    public static function filter(object $o, object $h): void
    {
        while (self::fetch($h, true)) {
            if ($o->accept()) {
                return;
            }
            $h->it->next();
        }
        self::free($h);
    }
}

class IteratorIterator implements OuterIterator
{
    public function __construct(Traversable $iterator, ?string $class = null)
    {
        __rphp_spl_it::init($this, $iterator, self::class);
    }

    public function getInnerIterator(): ?Iterator
    {
        return __rphp_spl_it::h($this)->it;
    }

    public function rewind(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::rewind($h);
        __rphp_spl_it::fetch($h, true);
    }

    public function valid(): bool
    {
        return __rphp_spl_it::h($this)->has;
    }

    public function key(): mixed
    {
        return __rphp_spl_it::h($this)->key;
    }

    public function current(): mixed
    {
        return __rphp_spl_it::h($this)->cur;
    }

    public function next(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::next($h);
        __rphp_spl_it::fetch($h, true);
    }
}

abstract class FilterIterator extends IteratorIterator
{
    abstract public function accept(): bool;

    public function __construct(Iterator $iterator)
    {
        __rphp_spl_it::init($this, $iterator, self::class);
    }

    public function rewind(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::rewind($h);
        __rphp_spl_it::filter($this, $h);
    }

    public function next(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::next($h);
        __rphp_spl_it::filter($this, $h);
    }
}

class CallbackFilterIterator extends FilterIterator
{
    public function __construct(Iterator $iterator, callable $callback)
    {
        __rphp_spl_it::init($this, $iterator, self::class)->cb = $callback;
    }

    public function accept(): bool
    {
        $h = __rphp_spl_it::h($this);
        $cb = $h->cb;
        return (bool) $cb($h->cur, $h->key, $h->it);
    }
}

abstract class RecursiveFilterIterator extends FilterIterator implements RecursiveIterator
{
    public function __construct(RecursiveIterator $iterator)
    {
        __rphp_spl_it::init($this, $iterator, self::class);
    }

    public function hasChildren(): bool
    {
        return __rphp_spl_it::h($this)->it->hasChildren();
    }

    public function getChildren(): ?RecursiveFilterIterator
    {
        return new static(__rphp_spl_it::h($this)->it->getChildren());
    }
}

class RecursiveCallbackFilterIterator extends CallbackFilterIterator implements RecursiveIterator
{
    public function __construct(RecursiveIterator $iterator, callable $callback)
    {
        __rphp_spl_it::init($this, $iterator, self::class)->cb = $callback;
    }

    public function hasChildren(): bool
    {
        return __rphp_spl_it::h($this)->it->hasChildren();
    }

    public function getChildren(): RecursiveCallbackFilterIterator
    {
        $h = __rphp_spl_it::h($this);
        return new static($h->it->getChildren(), $h->cb);
    }
}

class ParentIterator extends RecursiveFilterIterator
{
    public function __construct(RecursiveIterator $iterator)
    {
        parent::__construct($iterator);
    }

    public function accept(): bool
    {
        return __rphp_spl_it::h($this)->it->hasChildren();
    }
}

class LimitIterator extends IteratorIterator
{
    public function __construct(Iterator $iterator, int $offset = 0, int $limit = -1)
    {
        if ($offset < 0) {
            throw new ValueError('LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0');
        }
        if ($limit < -1) {
            throw new ValueError('LimitIterator::__construct(): Argument #3 ($limit) must be greater than or equal to -1');
        }
        $h = __rphp_spl_it::init($this, $iterator, self::class);
        $h->offset = $offset;
        $h->count = $limit;
    }

    private static function __valid(object $h): bool
    {
        if ($h->count != -1 && $h->pos >= $h->offset + $h->count) {
            return false;
        }
        return __rphp_spl_it::valid($h);
    }

    private static function __seek(object $h, int $pos): void
    {
        __rphp_spl_it::free($h);
        if ($pos < $h->offset) {
            throw new OutOfBoundsException("Cannot seek to $pos which is below the offset {$h->offset}");
        }
        if ($h->count != -1 && $pos >= $h->offset + $h->count) {
            throw new OutOfBoundsException("Cannot seek to $pos which is behind offset {$h->offset} plus count {$h->count}");
        }
        if ($pos != $h->pos && $h->it instanceof SeekableIterator) {
            $h->it->seek($pos);
            $h->pos = $pos;
            if (self::__valid($h)) {
                __rphp_spl_it::fetch($h, false);
            }
        } else {
            if ($pos < $h->pos) {
                __rphp_spl_it::rewind($h);
            }
            while ($pos > $h->pos && __rphp_spl_it::valid($h)) {
                __rphp_spl_it::next($h);
            }
            if (__rphp_spl_it::valid($h)) {
                __rphp_spl_it::fetch($h, true);
            }
        }
    }

    public function rewind(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::rewind($h);
        self::__seek($h, $h->offset);
    }

    public function valid(): bool
    {
        $h = __rphp_spl_it::h($this);
        return ($h->count == -1 || $h->pos < $h->offset + $h->count) && $h->has;
    }

    public function next(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::next($h);
        if ($h->count == -1 || $h->pos < $h->offset + $h->count) {
            __rphp_spl_it::fetch($h, true);
        }
    }

    public function seek(int $offset): int
    {
        $h = __rphp_spl_it::h($this);
        self::__seek($h, $offset);
        return $h->pos;
    }

    public function getPosition(): int
    {
        return __rphp_spl_it::h($this)->pos;
    }
}

class InfiniteIterator extends IteratorIterator
{
    public function __construct(Iterator $iterator)
    {
        __rphp_spl_it::init($this, $iterator, self::class);
    }

    public function next(): void
    {
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::next($h);
        if (__rphp_spl_it::valid($h)) {
            __rphp_spl_it::fetch($h, false);
        } else {
            __rphp_spl_it::rewind($h);
            if (__rphp_spl_it::valid($h)) {
                __rphp_spl_it::fetch($h, false);
            }
        }
    }
}

class NoRewindIterator extends IteratorIterator
{
    public function __construct(Iterator $iterator)
    {
        __rphp_spl_it::init($this, $iterator, self::class);
    }

    public function rewind(): void
    {
        __rphp_spl_it::h($this);
    }

    public function valid(): bool
    {
        return __rphp_spl_it::h($this)->it->valid();
    }

    public function key(): mixed
    {
        return __rphp_spl_it::h($this)->it->key();
    }

    public function current(): mixed
    {
        // php's user-iterator wrapper keeps the inner current() until its next()
        $h = __rphp_spl_it::h($this);
        if (!($h->nrCached ?? false)) {
            $h->nrCur = $h->it->current();
            $h->nrCached = true;
        }
        return $h->nrCur;
    }

    public function next(): void
    {
        $h = __rphp_spl_it::h($this);
        $h->nrCached = false;
        $h->nrCur = null;
        $h->it->next();
    }
}

class AppendIterator extends IteratorIterator
{
    public function __construct()
    {
        $h = __rphp_spl_it::once($this, self::class);
        $h->it = null;
        $h->has = false;
        $h->cur = null;
        $h->key = null;
        $h->pos = 0;
        $h->arr = new ArrayIterator();
        $h->slot = new stdClass();
    }

    private static function __nextIterator(object $h): bool
    {
        __rphp_spl_it::free($h);
        $h->it = null;
        if ($h->arr->valid()) {
            $h->it = $h->arr->current();
            __rphp_spl_it::closedGenerator($h->it);
            __rphp_spl_it::rewind($h);
            return true;
        }
        return false;
    }

    private static function __fetch(object $h): void
    {
        while (!__rphp_spl_it::valid($h)) {
            $h->arr->next();
            if (!self::__nextIterator($h)) {
                return;
            }
        }
        __rphp_spl_it::fetch($h, false);
    }

    public function append(Iterator $iterator): void
    {
        $h = __rphp_spl_it::h($this);
        if ($h->arr->valid() && !__rphp_spl_it::valid($h)) {
            $h->arr->append($iterator);
            $h->arr->next();
        } else {
            $h->arr->append($iterator);
        }
        if ($h->it === null || !__rphp_spl_it::valid($h)) {
            if (!$h->arr->valid()) {
                $h->arr->rewind();
            }
            do {
                if (!self::__nextIterator($h)) {
                    break;
                }
                if ($h->it !== $iterator) {
                    $h->arr->next();
                }
            } while ($h->it !== $iterator);
            self::__fetch($h);
        }
    }

    public function rewind(): void
    {
        $h = __rphp_spl_it::h($this);
        $h->arr->rewind();
        if (self::__nextIterator($h)) {
            self::__fetch($h);
        }
    }

    public function valid(): bool
    {
        return __rphp_spl_it::h($this)->has;
    }

    public function current(): mixed
    {
        // php's AppendIterator::current fetches the inner iterator's element again
        $h = __rphp_spl_it::h($this);
        __rphp_spl_it::fetch($h, true);
        return $h->cur;
    }

    public function next(): void
    {
        $h = __rphp_spl_it::h($this);
        if (__rphp_spl_it::valid($h)) {
            __rphp_spl_it::next($h);
        }
        self::__fetch($h);
    }

    public function getIteratorIndex(): ?int
    {
        return __rphp_spl_it::h($this)->arr->key();
    }

    public function getArrayIterator(): ArrayIterator
    {
        return __rphp_spl_it::h($this)->arr;
    }
}

class EmptyIterator implements Iterator
{
    public function current(): never
    {
        throw new BadMethodCallException('Accessing the value of an EmptyIterator');
    }

    public function next(): void
    {
    }

    public function key(): never
    {
        throw new BadMethodCallException('Accessing the key of an EmptyIterator');
    }

    public function valid(): bool
    {
        return false;
    }

    public function rewind(): void
    {
    }
}
