<?php
class A { final private $x; }
