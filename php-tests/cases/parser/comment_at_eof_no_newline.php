<?php
echo 1;
// last line comment without newline