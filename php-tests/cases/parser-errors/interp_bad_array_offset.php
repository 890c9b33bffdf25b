<?php
echo "$a[b c]";
