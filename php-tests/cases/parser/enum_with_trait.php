<?php
trait Describes { public function describe() { return $this->name; } }
enum E {
    use Describes;
    case A;
}
