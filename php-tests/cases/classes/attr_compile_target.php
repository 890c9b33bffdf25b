<?php
echo "before\n";
class A {
    #[Deprecated]
    public $p;
}
