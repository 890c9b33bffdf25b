<?php
// ext/spl/spl_array.c: ArrayObject, ArrayIterator, RecursiveArrayIterator. The shared
// storage logic lives in one trait (hidden from class_uses). A storage that is an
// ArrayObject/ArrayIterator is reached through its public methods, another object through
// its public properties. Iteration state (flags, keys, position, iterator class) sits in
// the object's hidden state so var_dump shows only "storage", as php does.

trait __rphp_spl_array
{
    private $storage = [];

    private function __init($array, int $flags, string $who, bool $justArray = false, string $fn = '__construct'): void
    {
        if (!is_array($array) && !is_object($array)) {
            // php's zpp names only "array" for Z_PARAM_ARRAY_OR_OBJECT
            throw new TypeError("$who::$fn(): Argument #1 (\$array) must be of type array, " . get_debug_type($array) . ' given');
        }
        if (is_object($array) && !__rphp_spl::$quiet) {
            trigger_error("$who::$fn(): Using an object as a backing array for $who is deprecated, as it allows violating class constraints and invariants", E_USER_DEPRECATED);
        }
        $other = $array instanceof ArrayObject || $array instanceof ArrayIterator;
        if (is_object($array) && !$other && $array instanceof SplFixedArray) {
            // php's spl_array_set_array refuses an object whose properties are not a plain table
            throw new InvalidArgumentException('Overloaded object of type ' . get_class($array) . " is not compatible with $who");
        }
        if ($other && $justArray) {
            // one argument: the flags are the wrapped ArrayObject's/ArrayIterator's
            $flags = $array->getFlags();
        }
        $this->storage = $array;
        $h = $this->__h();
        $h->flags = $fn === '__construct' ? $flags : ($h->flags | $flags);
    }

    /** php's nApplyCount: a user comparison may not replace the array being sorted. */
    private function __notSorting(): void
    {
        if (($this->__h()->sorting ?? 0) > 0) {
            throw new Error('Modification of ArrayObject during sorting is prohibited');
        }
    }

    private function __h(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->cls)) {
            $h->flags = 0;
            $h->keys = null;
            $h->pos = 0;
            $h->cls = 'ArrayIterator';
        }
        return $h;
    }

    private function __copy(): array
    {
        $s = $this->storage;
        if (is_array($s)) {
            return $s;
        }
        if ($s === $this) {
            // php's own property table: the declared and dynamic properties
            $m = get_mangled_object_vars($this);
            unset($m["\0ArrayObject\0storage"], $m["\0ArrayIterator\0storage"]);
            return $m;
        }
        if ($s instanceof ArrayObject || $s instanceof ArrayIterator) {
            return $s->getArrayCopy();
        }
        return get_object_vars($s);
    }

    /** Whether the storage is another ArrayObject/ArrayIterator, reached through its
     * methods (one wrapping itself works on its own property table). */
    private function __other(): bool
    {
        $s = $this->storage;
        return $s !== $this && ($s instanceof ArrayObject || $s instanceof ArrayIterator);
    }

    /** php's spl_array_is_object: the table walked is an object's (its own, or one an
     * ArrayObject/ArrayIterator it wraps holds). */
    private function __isObject(): bool
    {
        $s = $this->storage;
        for ($n = 0; ($s instanceof ArrayObject || $s instanceof ArrayIterator) && $n < 64; $n++) {
            $next = __rphp_spl_prop($s, 1, $s instanceof ArrayObject ? "\0ArrayObject\0storage" : "\0ArrayIterator\0storage");
            if ($next === $s) {
                return true;
            }
            $s = $next;
        }
        return is_object($s);
    }

    /** The keys an iteration walks: an object's non-public properties are skipped (php's
     * spl_array_skip_protected). */
    private function __iterKeys(): array
    {
        $keys = array_keys($this->__copy());
        if ($this->__isObject()) {
            $keys = array_values(array_filter($keys, fn ($k) => !is_string($k) || $k === '' || $k[0] !== "\0"));
        }
        return $keys;
    }

    /** php's spl_array_key: an array or an object is no key (0 read/write, 1 isset, 2 unset). */
    private function __badKey(mixed $key, int $how): never
    {
        $t = get_debug_type($key);
        throw new TypeError(match ($how) {
            0 => "Cannot access offset of type $t on " . get_class($this),
            1 => "Cannot access offset of type $t in isset or empty",
            default => "Cannot unset offset of type $t on " . get_class($this),
        });
    }

    public function offsetExists(mixed $key): bool
    {
        if (is_array($key) || is_object($key)) {
            $this->__badKey($key, 1);
        }
        if (is_array($this->storage)) {
            return isset($this->storage[$key]) || array_key_exists($key, $this->storage);
        }
        if (is_object($this->storage) && !$this->__other()) {
            return __rphp_spl_prop($this->storage, 0, $key ?? '');
        }
        return $this->storage->offsetExists($key);
    }

    public function &offsetGet(mixed $key): mixed
    {
        if (is_array($key) || is_object($key)) {
            $this->__badKey($key, 0);
        }
        if ($key === null) {
            // 8.5: php's spl_array_key deprecates null, read as ''
            trigger_error('Using null as an array offset is deprecated, use an empty string instead', E_USER_DEPRECATED);
        }
        if (is_array($this->storage)) {
            if ($key === null) {
                $key = '';
            }
            // (a resource's warning comes once, from the read below)
            if (!array_key_exists(is_resource($key) ? (int) $key : $key, $this->storage)) {
                $v = $this->storage[$key];
                return $v;
            }
            return $this->storage[$key];
        }
        if ($this->__other()) {
            $v = $this->storage->offsetGet($key ?? '');
            return $v;
        }
        // a missing property is an undefined key, not made by the read
        if (!__rphp_spl_prop($this->storage, 0, $key ?? '')) {
            $props = [];
            $v = $props[$key ?? ''];
            return $v;
        }
        $v = __rphp_spl_prop($this->storage, 1, $key ?? '');
        return $v;
    }

    /** A key for an element written or bound: an array or object is php's TypeError, null
     * is deprecated and read as '' (php's spl_array_key). */
    private function __rphp_key_w(mixed $key): mixed
    {
        if (is_array($key) || is_object($key)) {
            $this->__badKey($key, 0);
        }
        if ($key === null) {
            trigger_error('Using null as an array offset is deprecated, use an empty string instead', E_USER_DEPRECATED);
            $key = '';
        }
        return $key;
    }

    /** The element for a nested write (`$ao['a']['b'] = 1`) or, `$rw`, an increment, made
     * when missing (php's spl_array_get_dimension_ptr; an increment reads it first). */
    private function &__rphp_dim_w(mixed $key, bool $rw = false): mixed
    {
        $key = $this->__rphp_key_w($key);
        if (is_array($this->storage)) {
            if ($rw && !array_key_exists($key, $this->storage)) {
                // php's undefined key warning
                $none = [];
                $none = $none[$key];
            }
            return $this->storage[$key];
        }
        if ($this->__other()) {
            $v = $this->storage->offsetGet($key);
            return $v;
        }
        return $this->storage->$key;
    }

    /** `$ao[$key] = &$ref` (php binds the element's slot, spl_array_get_dimension_ptr):
     * false when the storage is another ArrayObject/ArrayIterator (not bound here). */
    private function __rphp_dim_bind(mixed $key, mixed &$ref): bool
    {
        $key = $this->__rphp_key_w($key);
        if (is_array($this->storage)) {
            $this->storage[$key] = &$ref;
            return true;
        }
        if ($this->__other()) {
            return false;
        }
        // an entry of the object's table, made quietly when missing (no dynamic property
        // deprecation), then bound
        if (!__rphp_spl_prop($this->storage, 0, $key)) {
            __rphp_spl_prop($this->storage, 2, $key, null);
        }
        $this->storage->$key = &$ref;
        return true;
    }

    /** The element for `isset`, `empty` and `??` when offsetExists is not overridden (php's
     * spl_array_has_dimension reads the storage): its value, null when it is missing. */
    private function __rphp_dim_quiet(mixed $key): mixed
    {
        if (is_array($key) || is_object($key)) {
            $this->__badKey($key, 1);
        }
        if (is_array($this->storage)) {
            return $this->storage[$key] ?? null;
        }
        if ($this->__other()) {
            return $this->storage[$key] ?? null;
        }
        return __rphp_spl_prop($this->storage, 1, $key ?? '');
    }

    public function offsetSet(mixed $key, mixed $value): void
    {
        if (is_array($key) || is_object($key)) {
            $this->__badKey($key, 0);
        }
        if (is_array($this->storage)) {
            if ($key === null) {
                $this->storage[] = $value;
            } else {
                $this->storage[$key] = $value;
            }
            return;
        }
        if ($this->__other()) {
            $this->storage->offsetSet($key, $value);
            return;
        }
        if ($key === null) {
            throw new Error("Cannot append properties to objects, use " . static::class . "::offsetSet() instead");
        }
        __rphp_spl_prop($this->storage, 2, $key, $value);
    }

    public function offsetUnset(mixed $key): void
    {
        if (is_array($key) || is_object($key)) {
            $this->__badKey($key, 2);
        }
        if (is_array($this->storage)) {
            unset($this->storage[$key]);
            return;
        }
        if ($this->__other()) {
            $this->storage->offsetUnset($key);
            return;
        }
        __rphp_spl_prop($this->storage, 3, $key ?? '');
    }

    public function append(mixed $value): void
    {
        if (is_object($this->storage) && !$this->__other()) {
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
        // an object's non-public properties are not counted (php's count_elements)
        return count($this->__iterKeys());
    }

    public function getFlags(): int
    {
        return $this->__h()->flags;
    }

    public function setFlags(int $flags): void
    {
        $this->__h()->flags = $flags;
    }

    /** The table a sort reorders: a wrapped object's whole property table (mangled). */
    private function __table(): array
    {
        $s = $this->storage;
        if (is_object($s) && $s !== $this && !($s instanceof ArrayObject || $s instanceof ArrayIterator)) {
            return get_mangled_object_vars($s);
        }
        return $this->__copy();
    }

    private function __sort(string $f, $arg)
    {
        $a = $this->__table();
        $h = $this->__h();
        $h->sorting = ($h->sorting ?? 0) + 1;
        try {
            $f($a, $arg);
        } finally {
            $h->sorting--;
        }
        $this->__put($a);
        return true;
    }

    /** The sorted table back into the storage (an array, or the order of an object's
     * properties), through every ArrayObject/ArrayIterator wrapping another. */
    private function __put(array $a): void
    {
        $s = $this->storage;
        if (is_array($s)) {
            $this->storage = $a;
        } elseif ($s === $this) {
            __rphp_spl_order_props($this, array_keys($a));
        } elseif ($s instanceof ArrayObject || $s instanceof ArrayIterator) {
            (fn ($a) => $this->__put($a))->call($s, $a);
        } else {
            __rphp_spl_order_props($s, array_keys($a));
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
        $a = $this->__table();
        natsort($a);
        $this->__put($a);
        return true;
    }

    public function natcasesort(): bool
    {
        $a = $this->__table();
        natcasesort($a);
        $this->__put($a);
        return true;
    }

    public function __serialize(): array
    {
        $members = [];
        foreach (get_mangled_object_vars($this) as $k => $v) {
            if ($k !== "\0ArrayObject\0storage" && $k !== "\0ArrayIterator\0storage") {
                $members[$k] = $v;
            }
        }
        $cls = $this->__h()->cls;
        $cls = ($this instanceof ArrayObject && $cls !== 'ArrayIterator') ? $cls : null;
        return [$this->getFlags(), $this->storage, $members, $cls];
    }

    public function __unserialize(array $data): void
    {
        if (__rphp_spl::$bare) {
            return;
        }
        // php's checks of the parts (spl_array's __unserialize)
        if (!array_key_exists(0, $data) || !array_key_exists(1, $data) || !array_key_exists(2, $data)
            || !is_int($data[0]) || !is_array($data[2])
            || (array_key_exists(3, $data) && $data[3] !== null && !is_string($data[3]))) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        if (!is_array($data[1]) && !is_object($data[1])) {
            throw new InvalidArgumentException('Passed variable is not an array or object');
        }
        if (is_string($data[3] ?? null) && $this instanceof ArrayObject) {
            if (!class_exists($data[3])) {
                throw new UnexpectedValueException("Cannot deserialize ArrayObject with iterator class '{$data[3]}'; no such class exists");
            }
            if (!is_subclass_of($data[3], 'Iterator')) {
                throw new UnexpectedValueException("Cannot deserialize ArrayObject with iterator class '{$data[3]}'; this class does not implement the Iterator interface");
            }
        }
        $this->storage = $data[1];
        $h = $this->__h();
        // the members are properties whatever the flags say (php's object_properties_load):
        // ARRAY_AS_PROPS is set once they are in
        $h->flags = 0;
        if (isset($data[3]) && is_string($data[3]) && $this instanceof ArrayObject) {
            $h->cls = $data[3];
        }
        foreach ($data[2] ?? [] as $k => $v) {
            $k = (string) $k;
            if ($k !== '' && $k[0] === "\0") {
                $parts = explode("\0", $k);
                $scope = $parts[1] ?? '*';
                $name = $parts[2] ?? '';
                if ($scope === '*') {
                    $this->$name = $v;
                } else {
                    (function () use ($name, $v) {
                        $this->$name = $v;
                    })->bindTo($this, $scope)();
                }
            } else {
                $this->$k = $v;
            }
        }
        $h->flags = $data[0] ?? 0;
    }

    public function __clone()
    {
        if ($this instanceof ArrayObject && is_object($this->storage)) {
            // php's clone of an ArrayObject copies the table it wraps
            $s = $this->storage;
            $this->storage = ($s instanceof ArrayObject || $s instanceof ArrayIterator) ? $s->getArrayCopy() : (array) $s;
        }
        // php's clone starts a fresh iteration
        $h = $this->__h();
        $h->keys = null;
        $h->pos = 0;
    }

    /** php's own text: `x:i:FLAGS;STORAGE;m:MEMBERS`. */
    public function serialize(): string
    {
        [$flags, $storage, $members] = $this->__serialize();
        return 'x:' . serialize($flags & 0x0100FFFF) . serialize($storage) . ';m:' . serialize($members);
    }

    public function unserialize(string $data): void
    {
        if ($data === '') {
            return;
        }
        $this->__notSorting();
        $r = __rphp_spl_unserialize($data, 'array');
        if (is_string($r)) {
            throw new UnexpectedValueException($r);
        }
        $h = $this->__h();
        $this->__unserialize([($h->flags & ~0x0100FFFF) | ($r[0] & 0x0100FFFF), $r[1] ?? $this->storage, $r[2]]);
    }
}

class ArrayObject implements IteratorAggregate, ArrayAccess, Serializable, Countable
{
    use __rphp_spl_array;

    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;

    public function __construct($array = [], int $flags = 0, string $iteratorClass = ArrayIterator::class)
    {
        if (func_num_args() > 2 && !is_a($iteratorClass, 'ArrayIterator', true)) {
            throw new TypeError('ArrayObject::__construct(): Argument #3 ($iteratorClass) must be a class name derived from ArrayIterator, ' . $iteratorClass . ' given');
        }
        $this->__init($array, $flags, 'ArrayObject', func_num_args() === 1);
        if (func_num_args() > 2) {
            $this->__h()->cls = $iteratorClass;
        }
    }

    public function getIterator(): Iterator
    {
        $cls = $this->__h()->cls;
        $lc = strtolower($cls);
        if ($lc === 'arrayiterator' || $lc === 'recursivearrayiterator') {
            __rphp_spl::$quiet = true;
            try {
                $it = new $cls($this);
            } finally {
                __rphp_spl::$quiet = false;
            }
            if ($this->storage === $this) {
                // php copies the "wraps itself" flag: the iterator walks its own properties
                (new ReflectionProperty(ArrayIterator::class, 'storage'))->setValue($it, $it);
            }
            return $it;
        }
        // php makes the iterator without calling a user constructor (and with no
        // temporary object before it, so object ids follow php's)
        __rphp_spl::$bare = true;
        try {
            $it = unserialize('O:' . strlen($cls) . ':"' . $cls . '":0:{}');
        } finally {
            __rphp_spl::$bare = false;
        }
        (new ReflectionProperty(ArrayIterator::class, 'storage'))->setValue($it, $this);
        $h = __rphp_hidden($it);
        $h->flags = $this->getFlags();
        $h->keys = null;
        $h->pos = 0;
        $h->cls = 'ArrayIterator';
        return $it;
    }

    public function exchangeArray($array): array
    {
        if (!is_array($array) && !is_object($array)) {
            throw new TypeError('ArrayObject::exchangeArray(): Argument #1 ($array) must be of type array, ' . get_debug_type($array) . ' given');
        }
        $this->__notSorting();
        $old = $this->__copy();
        $this->__init($array, 0, 'ArrayObject', true, 'exchangeArray');
        return $old;
    }

    public function setIteratorClass(string $iteratorClass): void
    {
        if (!is_a($iteratorClass, 'ArrayIterator', true)) {
            throw new TypeError('ArrayObject::setIteratorClass(): Argument #1 ($iteratorClass) must be a class name derived from ArrayIterator, ' . $iteratorClass . ' given');
        }
        $this->__h()->cls = $iteratorClass;
    }

    public function getIteratorClass(): string
    {
        return $this->__h()->cls;
    }
}

class ArrayIterator implements SeekableIterator, ArrayAccess, Serializable, Countable
{
    use __rphp_spl_array;

    public const STD_PROP_LIST = 1;
    public const ARRAY_AS_PROPS = 2;

    public function __construct($array = [], int $flags = 0)
    {
        $this->__init($array, $flags, 'ArrayIterator', func_num_args() === 1);
    }

    private function __keys(): object
    {
        $h = $this->__h();
        if ($h->keys === null) {
            $h->keys = $this->__iterKeys();
            $h->pos = 0;
        }
        return $h;
    }

    public function rewind(): void
    {
        $h = $this->__h();
        $h->keys = $this->__iterKeys();
        $h->pos = 0;
    }

    private function __skip(): ?array
    {
        $h = $this->__keys();
        $copy = $this->__copy();
        while ($h->pos < count($h->keys)) {
            $k = $h->keys[$h->pos];
            if (array_key_exists($k, $copy)) {
                return [$k];
            }
            $h->pos++;
        }
        // php walks the live table: elements added after the last one seen come next
        $n = count($h->keys);
        if ($n > 0 && count($copy) > 0 && array_key_last($copy) !== $h->keys[$n - 1]) {
            $all = $this->__iterKeys();
            $i = array_search($h->keys[$n - 1], $all, true);
            if ($i !== false) {
                $h->keys = $all;
                $h->pos = $i + 1;
                return [$all[$i + 1]];
            }
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
        // an element removed under the iterator moved it to the next one already (php's
        // hash iterators follow a deletion): the step goes on from there
        $h = $this->__keys();
        if ($h->pos < count($h->keys)) {
            $this->__skip();
        }
        $h->pos++;
    }

    public function valid(): bool
    {
        return $this->__skip() !== null;
    }

    public function seek(int $offset): void
    {
        $h = $this->__h();
        $h->keys = $this->__iterKeys();
        if ($offset < 0 || $offset >= count($h->keys)) {
            throw new OutOfBoundsException("Seek position $offset is out of range");
        }
        $h->pos = $offset;
    }
}

class RecursiveArrayIterator extends ArrayIterator implements RecursiveIterator
{
    public const CHILD_ARRAYS_ONLY = 4;

    public function hasChildren(): bool
    {
        // the element itself, not an overriding current() (php reads the table)
        $c = ArrayIterator::current();
        return is_array($c) || (is_object($c) && !($this->getFlags() & self::CHILD_ARRAYS_ONLY));
    }

    public function getChildren(): ?RecursiveArrayIterator
    {
        $c = ArrayIterator::current();
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
