<?php
class C {
    public function __construct(): void {}
}
