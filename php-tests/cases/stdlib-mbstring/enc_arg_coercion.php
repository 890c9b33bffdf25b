<?php
foreach ([10.5, -10.5, 10.0e19, 0.5, true, false, null, "long", "x", [], new class { function __toString(): string { return "none"; } }] as $v) {
    try { var_dump(mb_substitute_character($v)); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
var_dump(mb_substitute_character());
var_dump(mb_strstr("foobarbaz", "bar", null), mb_strrchr("foobarbaz", "ba", null), mb_stristr("fooBARbaz", "bar", null), mb_strrichr("foobarbaz", "BA", null));
