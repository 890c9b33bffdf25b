<?php
class C {
    public private(set) $x;
}
