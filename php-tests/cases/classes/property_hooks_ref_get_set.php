<?php
class Lst {
    public array $both = []
    {
      set {
        $this->both = $value;
      }
      &get {
         return $this->both;
      }
    }
}
