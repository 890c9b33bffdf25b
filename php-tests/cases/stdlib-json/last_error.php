<?php
// json_last_error / json_last_error_msg after each kind of call.
var_dump(json_last_error(), json_last_error_msg());
json_decode('{');
var_dump(json_last_error(), json_last_error_msg());
json_decode('{}');
var_dump(json_last_error(), json_last_error_msg());
json_encode("\xff");
var_dump(json_last_error(), json_last_error_msg());
json_encode("ok");
var_dump(json_last_error());
json_encode(NAN);
var_dump(json_last_error_msg());
json_validate('[');
var_dump(json_last_error());
json_validate('[]');
var_dump(json_last_error());
try { json_last_error(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { json_last_error_msg(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
