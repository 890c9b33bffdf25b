<?php
// dl() with enable_dl off
var_dump(dl("foo"));
