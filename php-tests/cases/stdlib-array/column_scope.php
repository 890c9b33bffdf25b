<?php
class Row {
    private $p;
    protected $q;
    public $r;
    public function __construct($i) { $this->p = "p$i"; $this->q = "q$i"; $this->r = "r$i"; }
    public function cols() {
        return [array_column([$this, new Row(2)], 'p'), array_column([$this, new Row(3)], 'q', 'r')];
    }
}
class Child extends Row {
    public function childCols() {
        return [array_column([$this], 'p'), array_column([$this], 'q')];
    }
}
$r = new Row(1);
var_dump($r->cols());
var_dump((new Child(4))->childCols());
var_dump(array_column([$r], 'p'), array_column([$r], 'q'), array_column([$r], 'r'));
$fn = function () { return array_column([$this], 'p'); };
var_dump(Closure::bind($fn, $r, Row::class)());
