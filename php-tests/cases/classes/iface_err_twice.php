<?php
echo "start\n";
interface I {} class C implements I, I {}
echo "end\n";
