<?php
/* /* not nested */
// /* not a block
# // still line
/**/
/***/
echo 1;
