<?php
class C {
    public string $p {
        get => __PROPERTY__ . __FUNCTION__ . __METHOD__;
    }
}
