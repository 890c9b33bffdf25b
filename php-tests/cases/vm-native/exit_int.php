<?php
echo "before exit\n";
exit(3);
echo "never\n";
