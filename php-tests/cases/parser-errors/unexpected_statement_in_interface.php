<?php
interface I {
    public $x;
    if (1) {}
}
