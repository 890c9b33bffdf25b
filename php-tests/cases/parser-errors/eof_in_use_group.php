<?php
use Foo\{Bar, Baz
