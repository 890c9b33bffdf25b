<?php
/* never closed
echo 1;
