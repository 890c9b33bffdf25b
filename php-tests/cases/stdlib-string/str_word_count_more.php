<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$strs = ["Hello World again", "Hello fri3nd, you're looking good today!", "", "   ", "don't-stop 'quoted' -dash- end-", "a1b2c3", "über naïve café", "it's a dog's life", "--hello--", "'leading", "trailing'"];
foreach ($strs as $s) {
    var_dump(str_word_count($s), str_word_count($s, 1), str_word_count($s, 2), str_word_count($s, 1, '0..9'), str_word_count($s, 2, "äöüé"));
}
t(fn() => str_word_count('abc', 3));
t(fn() => str_word_count('abc', -1));
t(fn() => str_word_count('a b', 1, 'z..a'));
t(fn() => str_word_count('a-b c', 1, '-'));
