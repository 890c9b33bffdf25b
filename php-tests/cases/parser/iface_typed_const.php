<?php
interface I {
    const string NAME = 'i';
    public const int VERSION = 2;
    final public const X = 1;
}
