<?php
interface I { final public $x { get; } }
