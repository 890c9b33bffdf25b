#!/usr/bin/env php
<?php
// a first line starting with #! is skipped, and still counts as line 1
echo __LINE__, "\n";
echo $undefined;
