<?php
#[I]
interface Iface {
    #[M]
    public function m();
}
#[T]
trait Tr {
    #[P]
    public $p;
}
