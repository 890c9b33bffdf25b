<?php
trait Greets {
    public $greeting = 'hi';
    public function hello() { return $this->greeting; }
}
class P { use Greets; }
