<?php
echo "{$a + 1}";
