<?php
namespace Foo;
use const Bar\X;
use const Foo\Y;
const Y = 2;
const X = 1;
