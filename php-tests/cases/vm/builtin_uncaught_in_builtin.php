<?php
function go() { return str_repeat("ab", -2); }
go();
