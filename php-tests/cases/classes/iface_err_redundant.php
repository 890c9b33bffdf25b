<?php
echo "start\n";
interface I {} interface J extends I {} class C implements I, J {} echo implode(',', class_implements('C')), "\n";
echo "end\n";
