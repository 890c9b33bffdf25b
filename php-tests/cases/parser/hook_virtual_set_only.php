<?php
class C {
    private array $log = [];
    public string $message {
        set { $this->log[] = $value; }
    }
}
