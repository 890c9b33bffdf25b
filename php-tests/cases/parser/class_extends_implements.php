<?php
class A extends \Base\Cls implements I1, \Ns\I2, I3 {}
