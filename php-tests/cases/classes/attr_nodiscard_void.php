<?php
#[\NoDiscard("x")]
function f(): void {}
