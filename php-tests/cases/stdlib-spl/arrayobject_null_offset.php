<?php
// reading an ArrayObject element at null deprecates the null offset (8.5), once through a
// wrapping ArrayObject; isset/empty/??/offsetSet/unset do not
$y = new ArrayObject(['' => 1]);
echo "read\n"; var_dump($y[null]);
echo "offsetGet\n"; var_dump($y->offsetGet(null));
echo "isset\n"; var_dump(isset($y[null]));
echo "exists\n"; var_dump($y->offsetExists(null));
echo "empty\n"; var_dump(empty($y[null]));
echo "coalesce\n"; var_dump($y[null] ?? 5);
echo "set\n"; $y->offsetSet(null, 2);
echo "unset\n"; unset($y[null]);
echo "offsetUnset\n"; $y->offsetUnset(null);
$outer = new ArrayObject($y);
echo "outer\n";
var_dump($outer[null]);
