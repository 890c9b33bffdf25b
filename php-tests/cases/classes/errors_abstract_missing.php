<?php
interface I { function a(); function b(); }
abstract class Base implements I { abstract function c(); }
echo "start\n";
class Impl extends Base { function a() {} }
