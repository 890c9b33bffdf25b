<?php
class P {}
class C extends P {
    public function a(self $s, parent $p): self|parent { return $s; }
}
