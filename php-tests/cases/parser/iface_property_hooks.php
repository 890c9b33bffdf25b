<?php
interface HasName {
    public string $name { get; }
    public int $id { get; set; }
    public string $slug { set; }
}
