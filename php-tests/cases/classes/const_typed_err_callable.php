<?php
echo "x\n";
class A { const callable C = 'strlen'; }
