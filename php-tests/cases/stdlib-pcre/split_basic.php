<?php
var_dump(preg_split('/,/', 'a,b,,c'));
var_dump(preg_split('/[\s,]+/', "hypertext language, programming"));
var_dump(preg_split('//', 'abc'));
var_dump(preg_split('//', 'abc', -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('/x/', ''));
var_dump(preg_split('/x/', '', -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('/,/', ',a,'));
var_dump(preg_split('/,/', ',a,', -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('/\d*/', 'ab2c3u'));
