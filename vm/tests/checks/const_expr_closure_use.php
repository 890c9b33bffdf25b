<?php
const F = static function () use ($x) {};
