<?php
interface HasName { public string $name { get; } }
class Broken implements HasName {}
echo "unreachable\n";
