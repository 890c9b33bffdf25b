<?php








































echo 'line 42';
/*










*/
echo __LINE__;
