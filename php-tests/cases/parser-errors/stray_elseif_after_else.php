<?php
if ($a) {} else {} elseif ($b) {}
