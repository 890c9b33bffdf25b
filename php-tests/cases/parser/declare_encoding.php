<?php
declare(encoding='UTF-8');
echo 1;
