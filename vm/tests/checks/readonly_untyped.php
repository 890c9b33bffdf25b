<?php
class C {
    public readonly $x;
}
