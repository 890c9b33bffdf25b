<?php
class C {
    private array $data = [];
    public array $items {
        &get => $this->data;
    }
}
