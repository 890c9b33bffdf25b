<?php
enum Y {
#[A1(foo())]
case
 X;
}
