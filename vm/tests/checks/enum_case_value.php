<?php
enum Foo {
    case Bar = 1;
}
