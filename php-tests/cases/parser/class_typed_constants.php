<?php
class T {
    const int A = 1;
    public const string B = 'b';
    protected const ?array C = null;
    final const int|string D = 'd';
    const ?self E = null;
}
