<?php
echo "start\n";
#[AllowDynamicProperties]
trait T {}
