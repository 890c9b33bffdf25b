<?php
$f = function () {
    return function () {
        return fn() => [
            1,
            2,
            3 4,
        ];
    };
};
