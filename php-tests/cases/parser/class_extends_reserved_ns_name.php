<?php
class X extends \Foo\List_ implements \Bar\Enum\Thing {}
