<?php
$o = new #[Attr] class {};
$p = new #[A(1)] #[B] class(1) extends Base implements I {
    public function __construct($x) {}
};
