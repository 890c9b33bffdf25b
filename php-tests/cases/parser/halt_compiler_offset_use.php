<?php
$data = file_get_contents(__FILE__, false, null, __COMPILER_HALT_OFFSET__);
__halt_compiler();DATA
