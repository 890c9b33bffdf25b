<?php
echo "start\n";
interface I {}
class P implements I {}
class Q extends P implements I, I {}
echo "parent's interface listed twice: ok\n";
interface J extends I, I {}
echo "end\n";
