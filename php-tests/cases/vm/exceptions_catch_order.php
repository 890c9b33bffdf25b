<?php
function t($e) {
    try { throw $e; }
    catch (InvalidArgumentException $x) { return "IAE"; }
    catch (LogicException $x) { return "Logic"; }
    catch (Exception $x) { return "Exception"; }
    catch (Throwable $x) { return "Throwable"; }
}
echo t(new InvalidArgumentException), t(new DomainException), t(new RuntimeException), t(new Error), "\n";
