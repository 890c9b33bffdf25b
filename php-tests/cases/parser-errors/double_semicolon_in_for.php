<?php
for ($i = 0;; $i++;) {}
