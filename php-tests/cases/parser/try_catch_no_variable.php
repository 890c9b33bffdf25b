<?php
try {
    f();
} catch (Exception) {
    echo 'failed';
} catch (A|B|\C\D) {
}
