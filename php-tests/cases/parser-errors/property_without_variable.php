<?php
class C {
    public int;
}
