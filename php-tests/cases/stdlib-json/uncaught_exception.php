<?php
// An uncaught JsonException: php's report with the json_decode frame.
echo "before\n";
json_decode('{"a":', false, 512, JSON_THROW_ON_ERROR);
echo "not reached\n";
