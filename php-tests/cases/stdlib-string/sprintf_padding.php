<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['%5d', '%-5d|', '%05d', '%+d', '%+05d', "%'*8s", "%-'x8s|", '%5.2s|', '%-10.3f|', '%010.3f', '%u', '%%', '%5%|', '%1$s %1$s %2$s', '%2$s %1$s'] as $f) {
    t(fn() => sprintf($f, 42, 'ab'));
    t(fn() => sprintf($f, -42, 'xyzxyz'));
}
t(fn() => sprintf('%s %s', 'a'));
t(fn() => sprintf('%0$s', 'a'));
t(fn() => sprintf('%3$s', 'a'));
t(fn() => sprintf('%y', 1));
t(fn() => sprintf('%', 1));
t(fn() => sprintf('%-', 1));
t(fn() => sprintf('%.', 1));
t(fn() => sprintf('%*d', 5, 42));
t(fn() => sprintf('%-*d|', 5, 42));
t(fn() => sprintf('%.*f', 2, 3.14159));
t(fn() => sprintf('%*d', -5, 42));
t(fn() => sprintf('%.*f', -1, 1.5));
t(fn() => sprintf('%*d', 'x', 42));
t(fn() => sprintf('%1$*2$d|', 7, 5));
t(fn() => sprintf('%s', [1]));
t(fn() => sprintf('%d', '12abc'));
t(fn() => sprintf('%d', 'abc'));
t(fn() => sprintf('%d', 1.9e30));
t(fn() => sprintf('%s', true) . sprintf('%s', null) . sprintf('%d', false));
