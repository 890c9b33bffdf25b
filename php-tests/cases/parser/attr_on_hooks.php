<?php
class C {
    public int $x {
        #[Get] get => 1;
        #[Set] set(#[P] int $value) {}
    }
}
