<?php
abstract class A {
    abstract public string $name { get; }
    abstract protected int $id { get; set; }
    public abstract string $slug { set; }
}
