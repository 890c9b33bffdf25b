<?php
// `;` in a -d value starts a comment, unless it is inside double quotes
var_dump(ini_get("precision"), ini_get("date.timezone"), ini_get("error_log"), 1/3);
