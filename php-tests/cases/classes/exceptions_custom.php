<?php
class AppException extends RuntimeException {
    protected $extra;
    public function __construct($msg, $extra = null) { parent::__construct($msg, 42); $this->extra = $extra; }
    public function getExtra() { return $this->extra; }
}
class NotFound extends AppException {}
try { throw new NotFound("missing", ['id' => 1]); }
catch (AppException $e) { echo get_class($e), " ", $e->getMessage(), " ", $e->getCode(), " ", json_encode($e->getExtra()) ?? '', " ", $e->getLine(), "\n"; }
var_dump(new NotFound("x") instanceof Throwable);
function f() { throw new NotFound("uncaught one"); }
f();
