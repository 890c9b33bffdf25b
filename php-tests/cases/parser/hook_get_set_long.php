<?php
class Temp {
    public float $celsius = 0.0 {
        get {
            return $this->celsius;
        }
        set(float $value) {
            if ($value < -273.15) {
                throw new ValueError('too cold');
            }
            $this->celsius = $value;
        }
    }
}
