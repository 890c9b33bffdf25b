<?php
while (1) { break $x; }
