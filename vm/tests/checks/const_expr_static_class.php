<?php
class A { const X = static::class; }
