<?php
enum E {
    public $x;
}
