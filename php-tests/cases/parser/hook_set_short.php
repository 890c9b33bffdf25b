<?php
class Email {
    public string $email {
        set => strtolower($value);
    }
    public string $other {
        set(string $v) => trim($v);
    }
}
