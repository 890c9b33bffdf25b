<?php
// ext/spl/spl_heap.c: SplHeap, SplMinHeap, SplMaxHeap, SplPriorityQueue. The heap is the
// private "heap" array in php's order (a binary heap, root first); compare() is an
// ordinary PHP call, so a user override runs stackless.

abstract class SplHeap implements Iterator, Countable
{
    private $flags = 0;
    private $isCorrupted = false;
    private $heap = [];

    abstract protected function compare(mixed $value1, mixed $value2): int;

    private function __check(): void
    {
        if ($this->isCorrupted) {
            throw new RuntimeException("Heap is corrupted, heap properties are no longer ensured.");
        }
    }

    /** php's checks before a change: not corrupted, not in a change already (a compare()
     * that reaches the heap again); the heap is then locked until the change ends. */
    private function __write(): object
    {
        $this->__check();
        $h = __rphp_hidden($this);
        if (!empty($h->locked)) {
            throw new RuntimeException('Heap cannot be changed when it is already being modified.');
        }
        $h->locked = true;
        return $h;
    }

    public function extract(): mixed
    {
        $h = $this->__write();
        try {
            return $this->__extract();
        } finally {
            $h->locked = false;
        }
    }

    private function __extract(): mixed
    {
        if (!$this->heap) {
            throw new RuntimeException("Can't extract from an empty heap");
        }
        $top = $this->heap[0];
        $__l = $this->heap;
        $__r = array_pop($__l);
        $this->heap = $__l;
        $last = $__r;
        $n = count($this->heap);
        if ($n > 0) {
            $i = 0;
            try {
                while (true) {
                    $c = 2 * $i + 1;
                    if ($c >= $n) {
                        break;
                    }
                    if ($c + 1 < $n && $this->compare($this->heap[$c + 1], $this->heap[$c]) > 0) {
                        $c++;
                    }
                    if ($this->compare($last, $this->heap[$c]) >= 0) {
                        break;
                    }
                    $this->heap[$i] = $this->heap[$c];
                    $i = $c;
                }
            } catch (Throwable $e) {
                $this->heap[$i] = $last;
                $this->isCorrupted = true;
                throw $e;
            }
            $this->heap[$i] = $last;
        }
        return $top;
    }

    public function insert(mixed $value): bool
    {
        $h = $this->__write();
        try {
            return $this->__insert($value);
        } finally {
            $h->locked = false;
        }
    }

    private function __insert(mixed $value): bool
    {
        $i = count($this->heap);
        $this->heap[] = $value;
        try {
            while ($i > 0) {
                $p = intdiv($i - 1, 2);
                // php's sift-up compares the parent with the new element
                if ($this->compare($this->heap[$p], $value) >= 0) {
                    break;
                }
                $this->heap[$i] = $this->heap[$p];
                $i = $p;
            }
        } catch (Throwable $e) {
            $this->heap[$i] = $value;
            $this->isCorrupted = true;
            throw $e;
        }
        $this->heap[$i] = $value;
        return true;
    }

    public function top(): mixed
    {
        $this->__check();
        if (!$this->heap) {
            throw new RuntimeException("Can't peek at an empty heap");
        }
        return $this->heap[0];
    }

    public function count(): int
    {
        return count($this->heap);
    }

    public function isEmpty(): bool
    {
        return !$this->heap;
    }

    public function rewind(): void
    {
    }

    public function current(): mixed
    {
        return $this->heap ? $this->heap[0] : null;
    }

    public function key(): int
    {
        return count($this->heap) - 1;
    }

    public function next(): void
    {
        if ($this->heap) {
            $this->extract();
        }
    }

    public function valid(): bool
    {
        return (bool) $this->heap;
    }

    public function recoverFromCorruption(): bool
    {
        $this->isCorrupted = false;
        return true;
    }

    public function isCorrupted(): bool
    {
        return $this->isCorrupted;
    }

    public function __debugInfo(): array
    {
        // the object's own properties, then the heap's state
        $m = get_mangled_object_vars($this);
        unset($m["\0SplHeap\0flags"], $m["\0SplHeap\0isCorrupted"], $m["\0SplHeap\0heap"]);
        return $m + ["\0SplHeap\0flags" => $this->flags, "\0SplHeap\0isCorrupted" => $this->isCorrupted, "\0SplHeap\0heap" => $this->heap];
    }
}

class SplMinHeap extends SplHeap
{
    protected function compare(mixed $value1, mixed $value2): int
    {
        return $value2 <=> $value1;
    }
}

class SplMaxHeap extends SplHeap
{
    protected function compare(mixed $value1, mixed $value2): int
    {
        return $value1 <=> $value2;
    }
}

class SplPriorityQueue implements Iterator, Countable
{
    public const EXTR_BOTH = 3;
    public const EXTR_PRIORITY = 2;
    public const EXTR_DATA = 1;

    private $flags = 1;
    private $isCorrupted = false;
    private $heap = [];

    public function compare(mixed $priority1, mixed $priority2): int
    {
        return $priority1 <=> $priority2;
    }

    private function __check(): void
    {
        if ($this->isCorrupted) {
            throw new RuntimeException("Heap is corrupted, heap properties are no longer ensured.");
        }
    }

    /** php's checks before a change: not corrupted, not in a change already (a compare()
     * that reaches the heap again); the heap is then locked until the change ends. */
    private function __write(): object
    {
        $this->__check();
        $h = __rphp_hidden($this);
        if (!empty($h->locked)) {
            throw new RuntimeException('Heap cannot be changed when it is already being modified.');
        }
        $h->locked = true;
        return $h;
    }

    private function __out(array $e): mixed
    {
        switch ($this->flags & 3) {
            case 1:
                return $e['data'];
            case 2:
                return $e['priority'];
            default:
                return $e;
        }
    }

    public function insert(mixed $value, mixed $priority)
    {
        $h = $this->__write();
        try {
            return $this->__insert($value, $priority);
        } finally {
            $h->locked = false;
        }
    }

    private function __insert(mixed $value, mixed $priority): bool
    {
        $e = ['data' => $value, 'priority' => $priority];
        $i = count($this->heap);
        $this->heap[] = $e;
        try {
            while ($i > 0) {
                $p = intdiv($i - 1, 2);
                if ($this->compare($this->heap[$p]['priority'], $priority) >= 0) {
                    break;
                }
                $this->heap[$i] = $this->heap[$p];
                $i = $p;
            }
        } catch (Throwable $ex) {
            $this->heap[$i] = $e;
            $this->isCorrupted = true;
            throw $ex;
        }
        $this->heap[$i] = $e;
        return true;
    }

    public function setExtractFlags(int $flags): int
    {
        if (($flags & 3) == 0) {
            throw new RuntimeException("Must specify at least one extract flag");
        }
        $this->flags = $flags & 3;
        return $this->flags;
    }

    public function top(): mixed
    {
        $this->__check();
        if (!$this->heap) {
            throw new RuntimeException("Can't peek at an empty heap");
        }
        return $this->__out($this->heap[0]);
    }

    public function extract(): mixed
    {
        $h = $this->__write();
        try {
            return $this->__extract();
        } finally {
            $h->locked = false;
        }
    }

    private function __extract(): mixed
    {
        if (!$this->heap) {
            throw new RuntimeException("Can't extract from an empty heap");
        }
        $top = $this->heap[0];
        $__l = $this->heap;
        $__r = array_pop($__l);
        $this->heap = $__l;
        $last = $__r;
        $n = count($this->heap);
        if ($n > 0) {
            $i = 0;
            try {
                while (true) {
                    $c = 2 * $i + 1;
                    if ($c >= $n) {
                        break;
                    }
                    if ($c + 1 < $n && $this->compare($this->heap[$c + 1]['priority'], $this->heap[$c]['priority']) > 0) {
                        $c++;
                    }
                    if ($this->compare($last['priority'], $this->heap[$c]['priority']) >= 0) {
                        break;
                    }
                    $this->heap[$i] = $this->heap[$c];
                    $i = $c;
                }
            } catch (Throwable $ex) {
                $this->heap[$i] = $last;
                $this->isCorrupted = true;
                throw $ex;
            }
            $this->heap[$i] = $last;
        }
        return $this->__out($top);
    }

    public function count(): int
    {
        return count($this->heap);
    }

    public function isEmpty(): bool
    {
        return !$this->heap;
    }

    public function rewind(): void
    {
    }

    public function current(): mixed
    {
        return $this->heap ? $this->__out($this->heap[0]) : null;
    }

    public function key(): int
    {
        return count($this->heap) - 1;
    }

    public function next(): void
    {
        if ($this->heap) {
            $this->extract();
        }
    }

    public function valid(): bool
    {
        return (bool) $this->heap;
    }

    public function recoverFromCorruption(): bool
    {
        $this->isCorrupted = false;
        return true;
    }

    public function isCorrupted(): bool
    {
        return $this->isCorrupted;
    }

    public function getExtractFlags(): int
    {
        return $this->flags;
    }

    public function __debugInfo(): array
    {
        // the object's own properties, then the heap's state
        $m = get_mangled_object_vars($this);
        unset($m["\0SplPriorityQueue\0flags"], $m["\0SplPriorityQueue\0isCorrupted"], $m["\0SplPriorityQueue\0heap"]);
        return $m + ["\0SplPriorityQueue\0flags" => $this->flags, "\0SplPriorityQueue\0isCorrupted" => $this->isCorrupted, "\0SplPriorityQueue\0heap" => $this->heap];
    }
}
