<?php
class Repo {
    public function all(): Generator {
        foreach ($this->rows as $k => $row) {
            yield $k => $row;
        }
        return count($this->rows);
    }
}
$g = (function () { yield from [1, 2]; })();
