<?php
interface I {
    public function m() {} }
}
