<?php
echo "start\n";
interface I {} class A extends I {}
echo "end\n";
