<?php
// comment ?> html after
# hash ?> more
/* block ?> not closing */
echo 1;
