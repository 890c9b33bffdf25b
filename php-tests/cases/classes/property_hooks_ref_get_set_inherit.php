<?php
echo "start\n";
class P { public array $both = [] { &get { return $this->both; } } }
class Lst extends P {
    public array $both = []
    {
      set { $this->both = $value; }
    }
}
