<?php
class C {
    public int $a = 5 {
        set { $this->a = $value; }
    }
    #[Attr] public ?int $b = null {
        get { return $this->b; }
    }
}
