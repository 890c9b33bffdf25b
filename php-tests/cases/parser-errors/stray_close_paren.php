<?php
echo 1);
