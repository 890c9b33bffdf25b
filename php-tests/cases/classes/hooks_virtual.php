<?php
// virtual properties: no backing store, read-only/write-only errors, unset, indirect writes
class User {
    public function __construct(public string $first, public string $last) {}
    public string $full {
        get => $this->first . " " . $this->last;
        set {
            [$this->first, $this->last] = explode(" ", $value, 2);
        }
    }
    public string $initials { get => $this->first[0] . $this->last[0]; }
    public string $sink { set { echo "sink <- $value\n"; } }
}
$u = new User("Ada", "Lovelace");
var_dump($u->full, $u->initials);
$u->full = "Grace Hopper";
var_dump($u->first, $u->last, $u->initials);
$u->sink = "data";
try { $u->initials = "X"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($u->sink); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($u->full); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($u->first); var_dump(isset($u->first)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$u->first = "Grace";
var_dump(isset($u->full));
try { var_dump(isset($u->sink)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($u);
var_dump(get_object_vars($u));
var_dump(property_exists($u, 'full'), property_exists('User', 'initials'));
var_dump(method_exists($u, '$full::get'), get_class_methods($u));

class Box {
    public array $items = [] { get { echo "get items\n"; return $this->items; } }
}
$b = new Box;
try { $b->items[] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $r = &$b->items; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b->items = [1, 2];
var_dump(count($b->items));
