<?php
// a heap cannot be changed from a compare() running inside one of its changes
class H extends SplMinHeap {
    public $reenter = false;
    protected function compare($a, $b): int {
        if ($this->reenter) {
            $this->reenter = false;
            foreach (['insert' => [5], 'extract' => [], 'top' => []] as $m => $args) {
                try { echo "$m: ", var_export($this->$m(...$args), true), "\n"; }
                catch (RuntimeException $e) { echo "$m: ", $e->getMessage(), "\n"; }
            }
        }
        return parent::compare($a, $b);
    }
}
$h = new H;
$h->insert(3);
$h->insert(1);
$h->reenter = true;
$h->insert(2);
$h->reenter = true;
var_dump($h->extract(), count($h), $h->isCorrupted());
foreach ($h as $v) { echo $v, "\n"; }
class Q extends SplPriorityQueue {
    public $reenter = false;
    public function compare($a, $b): int {
        if ($this->reenter) {
            $this->reenter = false;
            try { $this->insert('z', 9); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
            try { $this->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
        }
        return parent::compare($a, $b);
    }
}
$q = new Q;
$q->insert('a', 1);
$q->reenter = true;
$q->insert('b', 2);
$q->reenter = true;
var_dump($q->extract(), $q->count());
