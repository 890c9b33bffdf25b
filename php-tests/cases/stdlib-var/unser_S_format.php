<?php
var_dump(unserialize('S:3:"abc";'));
var_dump(unserialize('S:3:"\61\62c";'));
var_dump(unserialize('S:1:"\4x";'));
var_dump(unserialize('S:2:"a";'));
var_dump(unserialize('a:1:{S:1:"\6b";i:1;}'));
