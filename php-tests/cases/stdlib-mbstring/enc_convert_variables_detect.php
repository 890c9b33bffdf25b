<?php
$cases = [["\xa4\xa2", "abc"], ["\x82\xa0", "\xa4\xa2"], ["", "x"], [], ["\xe3\x81\x82", "\x82\xa0\x82\xa2"], ["S\xe5k"], ["a", ["b", "\xa4\xa2\xa4\xa4"]]];
foreach ($cases as $c) {
  foreach ([['UTF-8', 'SJIS', 'EUC-JP'], ['EUC-JP', 'SJIS'], ['ASCII', 'UTF-8'], ['SJIS', 'EUC-JP', 'UTF-8']] as $l) {
    $v = $c;
    $r = @mb_convert_variables('UTF-8', $l, $v);
    echo json_encode($r), ' ';
    $v = $c;
    $r = @mb_convert_variables('UTF-8', implode(',', $l), ...$v);
    echo json_encode($r), '; ';
  }
  echo "\n";
}
