<?php
// Empty and blank input; null (deprecated) is the empty string.
var_dump(json_decode(''), json_last_error(), json_last_error_msg());
var_dump(json_decode(' '), json_last_error(), json_last_error_msg());
var_dump(json_decode("\n\t\r"), json_last_error());
var_dump(json_decode(null), json_last_error());
var_dump(json_decode('0'), json_last_error());
var_dump(json_decode('""'), json_last_error());
