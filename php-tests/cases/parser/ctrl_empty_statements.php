<?php
;
;;
if ($a);
while (false);
for (;;) break;
{}
{ { } }
