<?php
class A { const X = static::Y; }
