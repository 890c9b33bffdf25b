<?php
$café = 1;
$日本 = 2;
$_ = 3;
$__ = 4;
$a1 = 5;
function привет() {}
class Über {}
