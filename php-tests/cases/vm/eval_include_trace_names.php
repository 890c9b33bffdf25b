<?php
// frames of eval'd code are named by the op that ran them
function f() {
    try {
        eval('throw new Exception("from eval");');
    } catch (Exception $e) {
        echo $e->getTraceAsString(), "\n";
        foreach ($e->getTrace() as $fr) {
            echo $fr['function'], " ", isset($fr['args']) ? count($fr['args']) : "-", "\n";
        }
    }
    eval('var_dump(array_column(debug_backtrace(), "function"));');
}
f();
eval('eval(\'throw new LogicException("nested");\');');
