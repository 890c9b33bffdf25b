<?php
class P { public int $x = 1; }
class C extends P {
    public int $x {
        get => parent::$x::get() + 1;
        set { parent::$x::set($value * 2); }
    }
}
