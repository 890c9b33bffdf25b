<?php
echo 'x'
