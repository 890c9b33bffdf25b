<?php
class P { private function priv() {} public function pub() {} }
echo "compile-time: never printed\n";
class D extends P {
    #[\Override]
    public function pub() {}

    #[\Override]
    function priv() {}
}
