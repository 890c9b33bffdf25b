<?php
use Foo\Bar as list;
