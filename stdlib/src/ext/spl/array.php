<?php
// ext/spl/spl_array.c: ArrayObject, ArrayIterator, RecursiveArrayIterator. The shared
// storage logic lives in one trait (hidden from class_uses). A storage that is an
// ArrayObject/ArrayIterator is reached through its public methods, another object through
// its public properties. Iteration state sits in a static side table keyed by object id
// so var_dump shows only "storage", as php does.

trait __rphp_spl_array
{
    private $storage = [];

    private function __init($array, int $flags, string $who): void
    {
        if (is_object($array) && !__rphp_spl::$quiet) {
            trigger_error("$who::__construct(): Using an object as a backing array for $who is deprecated, as it allows violating class constraints and invariants", E_USER_DEPRECATED);
        }
        $this->storage = $array;
        __rphp_spl::$st[spl_object_id($this)] = ['flags' => $flags, 'keys' => null, 'pos' => 0, 'cls' => 'ArrayIterator'];
    }

    private function __id(): int
    {
        $id = spl_object_id($this);
        if (!isset(__rphp_spl::$st[$id]) || !is_array(__rphp_spl::$st[$id])) {
            __rphp_spl::$st[$id] = ['flags' => 0, 'keys' => null, 'pos' => 0, 'cls' => 'ArrayIterator'];
        }
        return $id;
    }

    private function __state(): array
    {
        return __rphp_spl::$st[$this->__id()];
    }

    private function __copy(): array
    {
        $s = $this->storage;
        if (is_array($s)) {
            return $s;
        }
        if ($s instanceof ArrayObject || $s instanceof ArrayIterator) {
            return $s->getArrayCopy();
        }
        return get_object_vars($s);
    }

    public function offsetExists(mixed $key): bool
    {
        if (is_array($this->storage)) {
            return isset($this->storage[$key]) || array_key_exists($key, $this->storage);
        }
        if (is_object($this->storage) && !($this->storage instanceof ArrayObject || $this->storage instanceof ArrayIterator)) {
            return isset($this->storage->$key);
        }
        return $this->storage->offsetExists($key);
    }

    public function &offsetGet(mixed $key): mixed
    {
        if (is_array($this->storage)) {
            if ($key === null) {
                $key = '';
            }
            if (!array_key_exists($key, $this->storage)) {
                $v = $this->storage[$key];
                return $v;
            }
            return $this->storage[$key];
        }
        if ($this->storage instanceof ArrayObject || $this->storage instanceof ArrayIterator) {
            $v = $this->storage->offsetGet($key);
            return $v;
        }
        return $this->storage->$key;
    }

    public function offsetSet(mixed $key, mixed $value): void
    {
        if (is_array($this->storage)) {
            if ($key === null) {
                $this->storage[] = $value;
            } else {
                $this->storage[$key] = $value;
            }
            return;
        }
        if ($this->storage instanceof ArrayObject || $this->storage instanceof ArrayIterator) {
            $this->storage->offsetSet($key, $value);
            return;
        }
        if ($key === null) {
            throw new Error("Cannot append properties to objects, use " . static::class . "::offsetSet() instead");
        }
        $this->storage->$key = $value;
    }

    public function offsetUnset(mixed $key): void
    {
        if (is_array($this->storage)) {
            unset($this->storage[$key]);
            return;
        }
        if ($this->storage instanceof ArrayObject || $this->storage instanceof ArrayIterator) {
            $this->storage->offsetUnset($key);
            return;
        }
        unset($this->storage->$key);
    }

    public function append(mixed $value): void
    {
        if (is_object($this->storage) && !($this->storage instanceof ArrayObject || $this->storage instanceof ArrayIterator)) {
            throw new Error("Cannot append properties to objects, use " . static::class . "::offsetSet() instead");
        }
        $this->offsetSet(null, $value);
    }

    public function getArrayCopy(): array
    {
        return $this->__copy();
    }

    public function count(): int
    {
        return count($this->__copy());
    }

    public function getFlags(): int
    {
        return $this->__state()['flags'];
    }

    public function setFlags(int $flags): void
    {
        __rphp_spl::$st[$this->__id()]['flags'] = $flags;
    }

    private function __sort(string $f, $arg)
    {
        $a = $this->__copy();
        $f($a, $arg);
        $this->__put($a);
        return true;
    }

    private function __put(array $a): void
    {
        if (is_array($this->storage)) {
            $this->storage = $a;
        } elseif ($this->storage instanceof ArrayObject) {
            $this->storage->exchangeArray($a);
        } elseif ($this->storage instanceof ArrayIterator) {
            $this->storage->__construct($a, $this->storage->getFlags());
        } else {
            foreach ($a as $k => $v) {
                $this->storage->$k = $v;
            }
        }
    }

    public function asort(int $flags = SORT_REGULAR): bool
    {
        return $this->__sort('asort', $flags);
    }

    public function ksort(int $flags = SORT_REGULAR): bool
    {
        return $this->__sort('ksort', $flags);
    }

    public function uasort(callable $callback): bool
    {
        return $this->__sort('uasort', $callback);
    }

    public function uksort(callable $callback): bool
    {
        return $this->__sort('uksort', $callback);
    }

    public function natsort(): bool
    {
        $a = $this->__copy();
        natsort($a);
        $this->__put($a);
        return true;
    }

    public function natcasesort(): bool
    {
        $a = $this->__copy();
        natcasesort($a);
        $this->__put($a);
        return true;
    }

    public function __serialize(): array
    {
        return [$this->getFlags(), $this->storage, get_object_vars($this)];
    }

    public function __unserialize(array $data): void
    {
        $this->storage = $data[1] ?? [];
        __rphp_spl::$st[$this->__id()]['flags'] = $data[0] ?? 0;
        foreach ($data[2] ?? [] as $k => $v) {
            if ($k !== 'storage') {
                $this->$k = $v;
            }
        }
    }

    public function serialize(): string
    {
        return serialize($this->__serialize());
    }

    public function unserialize(string $data): void
    {
        $this->__unserialize(unserialize($data));
    }

    public function __get($name)
    {
        if ($this->getFlags() & 2) {
            return $this->offsetGet($name);
        }
        return $this->$name;
    }

    public function __set($name, $value)
    {
        if ($this->getFlags() & 2) {
            $this->offsetSet($name, $value);
            return;
        }
        $this->$name = $value;
    }

    public function __isset($name)
    {
        if ($this->getFlags() & 2) {
            return $this->offsetExists($name);
        }
        return isset($this->$name);
    }

    public function __unset($name)
    {
        if ($this->getFlags() & 2) {
            $this->offsetUnset($name);
            return;
        }
        unset($this->$name);
    }
}

class ArrayObject implements IteratorAggregate, ArrayAccess, Serializable, Countable
{
    use __rphp_spl_array;

    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;

    public function __construct(array|object $array = [], int $flags = 0, string $iteratorClass = ArrayIterator::class)
    {
        $this->__init($array, $flags, 'ArrayObject');
        $this->setIteratorClass($iteratorClass);
    }

    public function getIterator(): Iterator
    {
        $cls = $this->__state()['cls'];
        __rphp_spl::$quiet = true;
        try {
            return new $cls($this);
        } finally {
            __rphp_spl::$quiet = false;
        }
    }

    public function exchangeArray(array|object $array): array
    {
        $old = $this->__copy();
        if (is_object($array) && ($array instanceof ArrayObject || $array instanceof ArrayIterator)) {
            $array = $array->getArrayCopy();
        }
        $this->storage = $array;
        return $old;
    }

    public function setIteratorClass(string $iteratorClass): void
    {
        if (!is_a($iteratorClass, 'ArrayIterator', true)) {
            throw new TypeError('ArrayObject::setIteratorClass(): Argument #1 ($iteratorClass) must be a class name derived from ArrayIterator, ' . $iteratorClass . ' given');
        }
        __rphp_spl::$st[$this->__id()]['cls'] = $iteratorClass;
    }

    public function getIteratorClass(): string
    {
        return $this->__state()['cls'];
    }
}

class ArrayIterator implements SeekableIterator, ArrayAccess, Serializable, Countable
{
    use __rphp_spl_array;

    public const STD_PROP_LIST = 1;
    public const ARRAY_AS_PROPS = 2;

    public function __construct(array|object $array = [], int $flags = 0)
    {
        $this->__init($array, $flags, 'ArrayIterator');
    }

    private function __keys(): int
    {
        $id = $this->__id();
        if (__rphp_spl::$st[$id]['keys'] === null) {
            __rphp_spl::$st[$id]['keys'] = array_keys($this->__copy());
            __rphp_spl::$st[$id]['pos'] = 0;
        }
        return $id;
    }

    public function rewind(): void
    {
        $id = $this->__id();
        __rphp_spl::$st[$id]['keys'] = array_keys($this->__copy());
        __rphp_spl::$st[$id]['pos'] = 0;
    }

    private function __skip(): ?array
    {
        $id = $this->__keys();
        $copy = $this->__copy();
        while (__rphp_spl::$st[$id]['pos'] < count(__rphp_spl::$st[$id]['keys'])) {
            $k = __rphp_spl::$st[$id]['keys'][__rphp_spl::$st[$id]['pos']];
            if (array_key_exists($k, $copy)) {
                return [$k];
            }
            __rphp_spl::$st[$id]['pos']++;
        }
        return null;
    }

    public function current(): mixed
    {
        $k = $this->__skip();
        if ($k === null) {
            return null;
        }
        return $this->__copy()[$k[0]];
    }

    public function key(): string|int|null
    {
        $k = $this->__skip();
        return $k === null ? null : $k[0];
    }

    public function next(): void
    {
        __rphp_spl::$st[$this->__keys()]['pos']++;
    }

    public function valid(): bool
    {
        return $this->__skip() !== null;
    }

    public function seek(int $offset): void
    {
        $id = $this->__id();
        __rphp_spl::$st[$id]['keys'] = array_keys($this->__copy());
        if ($offset < 0 || $offset >= count(__rphp_spl::$st[$id]['keys'])) {
            throw new OutOfBoundsException("Seek position $offset is out of range");
        }
        __rphp_spl::$st[$id]['pos'] = $offset;
    }
}

class RecursiveArrayIterator extends ArrayIterator implements RecursiveIterator
{
    public const CHILD_ARRAYS_ONLY = 4;

    public function hasChildren(): bool
    {
        $c = $this->current();
        return is_array($c) || (is_object($c) && !($this->getFlags() & self::CHILD_ARRAYS_ONLY));
    }

    public function getChildren(): ?RecursiveArrayIterator
    {
        $c = $this->current();
        if ($c instanceof RecursiveArrayIterator) {
            return $c;
        }
        __rphp_spl::$quiet = true;
        try {
            return new static($c, $this->getFlags());
        } finally {
            __rphp_spl::$quiet = false;
        }
    }
}
