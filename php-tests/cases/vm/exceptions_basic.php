<?php
try {
    throw new Exception("message", 42);
} catch (Exception $e) {
    echo get_class($e), "|", $e->getMessage(), "|", $e->getCode(), "|", $e->getLine(), "\n";
}
try { throw new TypeError("te"); } catch (Exception $e) { echo "wrong\n"; } catch (Error $e) { echo "error: ", $e->getMessage(), "\n"; }
try { throw new ValueError("ve"); } catch (TypeError | ValueError $e) { echo "multi: ", get_class($e), "\n"; }
try { throw new Exception("x"); } catch (Exception) { echo "no variable\n"; }
