<?php
echo 1;
namespace Foo;
