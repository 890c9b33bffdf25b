<?php
function f() {
    try {
        try { throw new Exception("inner"); }
        finally { echo "inner finally\n"; }
    } catch (Exception $e) {
        echo "caught ", $e->getMessage(), "\n";
        throw new RuntimeException("rethrown", 0, $e);
    } finally {
        echo "outer finally\n";
    }
}
try { f(); } catch (RuntimeException $e) {
    echo get_class($e), " ", $e->getMessage(), " prev=", $e->getPrevious()->getMessage(), "\n";
}
try { try { throw new Exception("a"); } catch (TypeError $e) { echo "no"; } } catch (Exception $e) { echo "outer got a\n"; }
