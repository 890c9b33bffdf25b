<?php
class User {
    public string $fullName {
        get => $this->first . ' ' . $this->last;
    }
    public function __construct(public string $first, public string $last) {}
}
