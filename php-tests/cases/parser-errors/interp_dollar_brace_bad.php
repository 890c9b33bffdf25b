<?php
echo "${a b}";
