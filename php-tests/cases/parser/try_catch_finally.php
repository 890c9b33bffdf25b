<?php
try {
    risky();
} catch (InvalidArgumentException $e) {
    echo 1;
} catch (\RuntimeException | \LogicException $e) {
    echo 2;
} finally {
    echo 3;
}
