<?php
trait HasId {
    public int $id {
        get => $this->id;
        set => max(0, $value);
    }
    public function __construct() {}
}
