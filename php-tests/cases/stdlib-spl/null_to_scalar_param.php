<?php var_dump((new SplFixedArray(null))->getSize()); var_dump(str_repeat("a", null));
