<?php
echo 1;
/* never closed
still comment
