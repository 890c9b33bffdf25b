<?php
#[\NoDiscard]
function important(): int { return 1; }
#[\NoDiscard("because")]
function other(): int { return 2; }
