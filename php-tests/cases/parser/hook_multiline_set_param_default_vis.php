<?php
class C {
    public array $list = [] {
        set(array $value) {
            $this->list = array_values(
                $value,
            );
        }
        get {
            return $this->list;
        }
    }
}
