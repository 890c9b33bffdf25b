<?php
class C {
    private int $x {
        final get => 1;
    }
}
