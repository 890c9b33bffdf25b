<?php
const X = $a::class;
const Y = $a::Z;
