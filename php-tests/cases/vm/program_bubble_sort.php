<?php
function bubble(array $a): array {
    $n = count($a);
    for ($i = 0; $i < $n; $i++)
        for ($j = 0; $j < $n - $i - 1; $j++)
            if ($a[$j] > $a[$j + 1]) { $t = $a[$j]; $a[$j] = $a[$j + 1]; $a[$j + 1] = $t; }
    return $a;
}
echo implode(",", bubble([5, 2, 9, 1, 5, 6])), "\n";
