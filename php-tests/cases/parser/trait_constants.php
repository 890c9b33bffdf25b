<?php
trait T {
    public const FLAG = 1;
    final protected const X = 2;
}
