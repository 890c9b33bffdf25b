<?php
// ext/spl interfaces (spl_iterators.stub.php, spl_observer.stub.php) and the helper
// behind iterator_to_array/iterator_count/iterator_apply.

interface Serializable
{
    public function serialize();
    public function unserialize(string $data);
}

interface RecursiveIterator extends Iterator
{
    public function hasChildren(): bool;
    public function getChildren(): ?RecursiveIterator;
}

interface OuterIterator extends Iterator
{
    public function getInnerIterator(): ?Iterator;
}

interface SeekableIterator extends Iterator
{
    public function seek(int $offset): void;
}

interface SplObserver
{
    public function update(SplSubject $subject): void;
}

interface SplSubject
{
    public function attach(SplObserver $observer): void;
    public function detach(SplObserver $observer): void;
    public function notify(): void;
}

final class __rphp_spl
{
    public static bool $quiet = false;

    /** An object being made with no constructor through unserialize(): its
     * __unserialize has nothing to restore (ArrayObject::getIterator). */
    public static bool $bare = false;

    /** Serialized members back into `$o`'s property table under their mangled names (php's
     * object_properties_load; no object is made, so object ids stay php's). */
    public static function restoreMembers(object $o, array $members): void
    {
        foreach ($members as $k => $v) {
            $k = (string) $k;
            // a protected property's table key is its plain name
            if (str_starts_with($k, "\0*\0")) {
                $k = substr($k, 3);
            }
            __rphp_spl_prop($o, 2, $k, $v);
        }
    }

    public static function iter(Traversable $t): Iterator
    {
        while ($t instanceof IteratorAggregate) {
            $t = $t->getIterator();
        }
        return $t;
    }

    public static function toArray(Traversable $t, bool $keys): array
    {
        $r = [];
        if ($keys) {
            foreach ($t as $k => $v) {
                $r[$k] = $v;
            }
        } else {
            foreach ($t as $v) {
                $r[] = $v;
            }
        }
        return $r;
    }

    public static function count(Traversable $t): int
    {
        $it = self::iter($t);
        $n = 0;
        if (__rphp_spl_own_iter($it)) {
            // its class's own iterator, with a position of its own
            foreach ($it as $_) {
                $n++;
            }
            return $n;
        }
        for ($it->rewind(); $it->valid(); $it->next()) {
            $n++;
        }
        return $n;
    }

    public static function apply(Traversable $t, $cb, array $args): int
    {
        $it = self::iter($t);
        $n = 0;
        if (__rphp_spl_own_iter($it)) {
            foreach ($it as $_) {
                $n++;
                if (!$cb(...$args)) {
                    break;
                }
            }
            return $n;
        }
        for ($it->rewind(); $it->valid(); $it->next()) {
            $n++;
            if (!$cb(...$args)) {
                break;
            }
        }
        return $n;
    }
}
