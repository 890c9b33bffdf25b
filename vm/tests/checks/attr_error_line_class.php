<?php

#[A1(a: 1, 2)]
class C1
{
}
