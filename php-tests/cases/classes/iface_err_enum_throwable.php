<?php
echo "start\n";
enum E implements Throwable { case A; }
echo "end\n";
