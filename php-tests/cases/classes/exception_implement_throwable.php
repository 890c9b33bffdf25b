<?php
echo "start\n";
class Mine implements Throwable {}
