<?php
echo "before\n";
class NotEnum implements UnitEnum { public static function cases(): array { return []; } }
