<?php
// ext/spl/spl_fixedarray.c: SplFixedArray. The elements sit in the hidden state (a list
// 0..size-1); var_dump shows them as php does through __debugInfo.

class SplFixedArray implements IteratorAggregate, ArrayAccess, Countable, JsonSerializable
{
    public function __construct(int $size = 0)
    {
        if ($size < 0) {
            throw new ValueError('SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0');
        }
        __rphp_hidden($this)->data = $size > 0 ? array_fill(0, $size, null) : [];
    }

    private function __h(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->data)) {
            $h->data = [];
        }
        return $h;
    }

    private function __d(): array
    {
        return $this->__h()->data;
    }

    private function __index($index, bool $range = true): int
    {
        if (is_int($index)) {
            $i = $index;
        } elseif (is_string($index) && is_numeric($index) && (string) (int) $index === $index) {
            $i = (int) $index;
        } elseif (is_float($index)) {
            $i = (int) $index;
            if ((float) $i !== $index && is_finite($index)) {
                trigger_error("Implicit conversion from float $index to int loses precision", E_USER_DEPRECATED);
            }
        } elseif (is_bool($index)) {
            $i = (int) $index;
        } elseif (is_resource($index)) {
            trigger_error('Resource ID#' . (int) $index . ' used as offset, casting to integer (' . (int) $index . ')', E_USER_WARNING);
            $i = (int) $index;
        } else {
            throw new TypeError('Cannot access offset of type ' . get_debug_type($index) . ' on SplFixedArray');
        }
        if ($range && ($i < 0 || $i >= count($this->__d()))) {
            throw new OutOfBoundsException('Index invalid or out of range');
        }
        return $i;
    }

    public function __wakeup(): void
    {
    }

    public function __serialize(): array
    {
        $r = $this->__d();
        foreach (get_object_vars($this) as $k => $v) {
            $r[$k] = $v;
        }
        return $r;
    }

    public function __unserialize(array $data): void
    {
        $d = [];
        foreach ($data as $k => $v) {
            if (is_int($k)) {
                $d[] = $v;
            } else {
                $this->$k = $v;
            }
        }
        __rphp_hidden($this)->data = $d;
    }

    public function __debugInfo(): array
    {
        $r = $this->__d();
        foreach ((array) $this as $k => $v) {
            $r[$k] = $v;
        }
        return $r;
    }

    public function count(): int
    {
        return count($this->__d());
    }

    public function toArray(): array
    {
        return $this->__d();
    }

    public static function fromArray(array $array, bool $preserveKeys = true): SplFixedArray
    {
        $r = new SplFixedArray();
        if (!$array) {
            return $r;
        }
        if ($preserveKeys) {
            $max = -1;
            foreach ($array as $k => $v) {
                if (!is_int($k) || $k < 0) {
                    throw new InvalidArgumentException('array must contain only positive integer keys');
                }
                if ($k > $max) {
                    $max = $k;
                }
            }
            if ($max >= PHP_INT_MAX) {
                throw new InvalidArgumentException('integer overflow detected');
            }
            $d = array_fill(0, $max + 1, null);
            foreach ($array as $k => $v) {
                $d[$k] = $v;
            }
        } else {
            $d = array_values($array);
        }
        __rphp_hidden($r)->data = $d;
        return $r;
    }

    public function getSize(): int
    {
        return count($this->__d());
    }

    public function setSize(int $size)
    {
        if ($size < 0) {
            throw new ValueError('SplFixedArray::setSize(): Argument #1 ($size) must be greater than or equal to 0');
        }
        $h = $this->__h();
        $n = count($h->data);
        if ($size < $n) {
            $h->data = array_slice($h->data, 0, $size);
        } else {
            for ($i = $n; $i < $size; $i++) {
                $h->data[] = null;
            }
        }
        return true;
    }

    /** The element for `isset`, `empty` and `??` (spl_fixedarray_object_has_dimension: the
     * offset converted once), null out of range. */
    private function __rphp_dim_quiet($index): mixed
    {
        $i = $this->__index($index, false);
        $d = $this->__d();
        return ($i >= 0 && $i < count($d)) ? $d[$i] : null;
    }

    public function offsetExists($index): bool
    {
        $i = $this->__index($index, false);
        $d = $this->__d();
        return $i >= 0 && $i < count($d) && $d[$i] !== null;
    }

    public function offsetGet($index): mixed
    {
        $i = $this->__index($index);
        return $this->__d()[$i];
    }

    public function offsetSet($index, mixed $value): void
    {
        if ($index === null) {
            throw new Error('[] operator not supported for SplFixedArray');
        }
        $i = $this->__index($index);
        $this->__h()->data[$i] = $value;
    }

    public function offsetUnset($index): void
    {
        $i = $this->__index($index);
        $this->__h()->data[$i] = null;
    }

    public function getIterator(): Iterator
    {
        return self::__iterate($this->__h());
    }

    private static function __iterate(object $h): Generator
    {
        for ($i = 0; $i < count($h->data); $i++) {
            yield $i => $h->data[$i];
        }
    }

    public function jsonSerialize(): array
    {
        return $this->__d();
    }
}
