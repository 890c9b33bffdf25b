<?php
// ext/spl/spl_observer.c: SplObjectStorage. "storage" is the list of
// ['obj' => ..., 'inf' => ...] var_dump shows; the iteration position and an index of
// positions by object id (a subclass's getHash() still means a linear search) sit in the
// hidden state.

class SplObjectStorage implements Countable, SeekableIterator, Serializable, ArrayAccess
{
    private $storage = [];

    private function __h(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->pos)) {
            $h->pos = 0;
        }
        return $h;
    }

    public function __clone()
    {
        // php's clone starts a fresh iteration
        $this->__h()->pos = 0;
    }

    private function __pos(): int
    {
        return $this->__h()->pos;
    }

    public function getHash(object $object): string
    {
        return spl_object_hash($object);
    }

    private function __find(object $o): int
    {
        if (get_class($this) === 'SplObjectStorage') {
            // positions by object id (hidden), rebuilt when they no longer cover the list
            $h = $this->__h();
            if (!isset($h->ix) || count($h->ix) !== count($this->storage)) {
                $ix = [];
                foreach ($this->storage as $i => $e) {
                    $ix[spl_object_id($e['obj'])] = $i;
                }
                $h->ix = $ix;
            }
            $i = $h->ix[spl_object_id($o)] ?? -1;
            if ($i >= 0 && ($this->storage[$i]['obj'] ?? null) !== $o) {
                unset($h->ix);
                return $this->__find($o);
            }
            return $i;
        }
        $h = $this->getHash($o);
        if (!is_string($h)) {
            throw new RuntimeException("Hash needs to be a string");
        }
        foreach ($this->storage as $i => $e) {
            if ($this->getHash($e['obj']) === $h) {
                return $i;
            }
        }
        return -1;
    }

    public function attach(object $object, mixed $info = null): void
    {
        trigger_error("Method SplObjectStorage::attach() is deprecated since 8.5, use method SplObjectStorage::offsetSet() instead", E_USER_DEPRECATED);
        $this->__attach($object, $info);
    }

    private function __attach(object $object, mixed $info = null): void
    {
        $i = $this->__find($object);
        if ($i < 0) {
            $this->storage[] = ['obj' => $object, 'inf' => $info];
            $h = $this->__h();
            if (isset($h->ix)) {
                $h->ix[spl_object_id($object)] = array_key_last($this->storage);
            }
        } else {
            $this->storage[$i]['inf'] = $info;
        }
    }

    public function detach(object $object): void
    {
        trigger_error("Method SplObjectStorage::detach() is deprecated since 8.5, use method SplObjectStorage::offsetUnset() instead", E_USER_DEPRECATED);
        $this->__detach($object);
    }

    private function __detach(object $object): void
    {
        $i = $this->__find($object);
        if ($i >= 0) {
            $__l = $this->storage;
            array_splice($__l, $i, 1);
            $this->storage = $__l;
            unset($this->__h()->ix);
        }
    }

    public function contains(object $object): bool
    {
        trigger_error("Method SplObjectStorage::contains() is deprecated since 8.5, use method SplObjectStorage::offsetExists() instead", E_USER_DEPRECATED);
        return $this->__contains($object);
    }

    private function __contains(object $object): bool
    {
        return $this->__find($object) >= 0;
    }

    public function addAll(SplObjectStorage $storage): int
    {
        foreach ($storage->storage as $e) {
            $this->__attach($e['obj'], $e['inf']);
        }
        return count($this->storage);
    }

    public function removeAll(SplObjectStorage $storage): int
    {
        foreach ($storage->storage as $e) {
            $this->__detach($e['obj']);
        }
        return count($this->storage);
    }

    public function removeAllExcept(SplObjectStorage $storage): int
    {
        $keep = [];
        foreach ($this->storage as $e) {
            if ($storage->__contains($e['obj'])) {
                $keep[] = $e;
            }
        }
        $this->storage = $keep;
        unset($this->__h()->ix);
        return count($this->storage);
    }

    public function getInfo(): mixed
    {
        $e = $this->storage[$this->__pos()] ?? null;
        return $e === null ? null : $e['inf'];
    }

    public function setInfo(mixed $info): void
    {
        $p = $this->__pos();
        if (isset($this->storage[$p])) {
            $this->storage[$p]['inf'] = $info;
        }
    }

    public function count(int $mode = COUNT_NORMAL): int
    {
        if ($mode == COUNT_RECURSIVE) {
            return count($this->storage, COUNT_RECURSIVE) - count($this->storage) * 2;
        }
        return count($this->storage);
    }

    public function rewind(): void
    {
        $this->__h()->pos = 0;
    }

    public function valid(): bool
    {
        return $this->__pos() < count($this->storage);
    }

    public function key(): int
    {
        return $this->__pos();
    }

    public function current(): object
    {
        $e = $this->storage[$this->__pos()] ?? null;
        if ($e === null) {
            throw new RuntimeException("Called current() on invalid iterator");
        }
        return $e['obj'];
    }

    public function next(): void
    {
        $this->__h()->pos++;
    }

    public function seek(int $offset): void
    {
        if ($offset < 0 || $offset >= count($this->storage)) {
            throw new OutOfBoundsException("Seek position $offset is out of range");
        }
        $this->__h()->pos = $offset;
    }

    public function unserialize(string $data): void
    {
        if ($data === '') {
            return;
        }
        $r = __rphp_spl_unserialize($data, 'storage');
        if (is_string($r)) {
            throw new UnexpectedValueException($r);
        }
        $members = array_pop($r);
        for ($i = 1; $i + 1 < count($r); $i += 2) {
            $this->__attach($r[$i], $r[$i + 1]);
        }
        __rphp_spl::restoreMembers($this, $members);
    }

    /** The object's own properties (mangled names), what serialization keeps as members. */
    private function __members(): array
    {
        $m = get_mangled_object_vars($this);
        unset($m["\0SplObjectStorage\0storage"]);
        return $m;
    }

    public function serialize(): string
    {
        $s = 'x:i:' . count($this->storage) . ';';
        foreach ($this->storage as $e) {
            $s .= serialize($e['obj']) . ',' . serialize($e['inf']) . ';';
        }
        return $s . 'm:' . serialize($this->__members());
    }

    /** php's Z_PARAM_OBJ for the ArrayAccess methods, which declare no type. */
    private function __obj($object, string $fn): void
    {
        if (!is_object($object)) {
            throw new TypeError("SplObjectStorage::$fn(): Argument #1 (\$object) must be of type object, " . get_debug_type($object) . ' given');
        }
    }

    public function offsetExists($object): bool
    {
        $this->__obj($object, 'offsetExists');
        return $this->__contains($object);
    }

    public function offsetGet($object): mixed
    {
        $this->__obj($object, 'offsetGet');
        $i = $this->__find($object);
        if ($i < 0) {
            throw new UnexpectedValueException("Object not found");
        }
        return $this->storage[$i]['inf'];
    }

    public function offsetSet($object, mixed $info = null): void
    {
        $this->__obj($object, 'offsetSet');
        $this->__attach($object, $info);
    }

    public function offsetUnset($object): void
    {
        $this->__obj($object, 'offsetUnset');
        $this->__detach($object);
    }

    public function __serialize(): array
    {
        $l = [];
        foreach ($this->storage as $e) {
            $l[] = $e['obj'];
            $l[] = $e['inf'];
        }
        return [$l, $this->__members()];
    }

    public function __unserialize(array $data): void
    {
        // php's checks of the parts (spl_observer's __unserialize)
        if (!is_array($data[0] ?? null) || !is_array($data[1] ?? null)) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        if (count($data[0]) % 2 !== 0) {
            throw new UnexpectedValueException('Odd number of elements');
        }
        $key = null;
        foreach ($data[0] as $v) {
            if ($key === null) {
                $key = [$v];
                continue;
            }
            if (!is_object($key[0])) {
                throw new UnexpectedValueException('Non-object key');
            }
            $this->__attach($key[0], $v);
            $key = null;
        }
        __rphp_spl::restoreMembers($this, $data[1]);
    }

    public function __debugInfo(): array
    {
        // php's spl_object_storage_debug_info: the properties, then the storage
        $m = $this->__members();
        $m["\0SplObjectStorage\0storage"] = array_values($this->storage);
        return $m;
    }
}
