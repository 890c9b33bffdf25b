<?php
class C {
    public int $x {
        get { break; }
    }
}
