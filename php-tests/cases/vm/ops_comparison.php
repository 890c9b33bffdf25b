<?php
var_dump(1 == "1", 1 === "1", "abc" == 0, null == false, [] == false, "1e3" == "1000");
var_dump(1 < 2, "a" < "b", [1,2] == [1,2], [1,2] === [2=>1], 1 != 2, 1 <> 1, 1 !== 1.0);
var_dump("10" < "9", "10" < "9a", null < 1, true > false);
