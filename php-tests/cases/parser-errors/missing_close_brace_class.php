<?php
class C {
    public function m() {}

