<?php
echo "{$o->m(1}";
