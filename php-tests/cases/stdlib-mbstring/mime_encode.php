<?php
mb_internal_encoding('UTF-8');
$cases = ["abc", "  abc", "a b", "héllo", "hello wörld", "hello wörld again", "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen",
 "Subject: [service-Aufgaben S&W-Team][#19415] VM''s aufsetzen mit unterschiedlichen", "日本語テキストです。", str_repeat("日本語", 12), "abc def ghi 日本語 jkl mno",
 "a\tb", "a\nb", "ab  cd", str_repeat("x", 80), str_repeat("x", 80)." y", "é", "éé éé", "a é b é c"];
foreach ($cases as $c) {
  foreach (['B', 'Q'] as $m) {
    echo $m, ' ', json_encode($c), " => ", json_encode(mb_encode_mimeheader($c, 'UTF-8', $m)), "\n";
  }
}
echo json_encode(mb_encode_mimeheader("日本語テキストです。", 'UTF-8', 'B', "\n", 10)), "\n";
echo json_encode(mb_encode_mimeheader("abc 日本語テキストです。日本語テキストです。日本語テキストです。", 'UTF-8', 'B', "\r\n", 30)), "\n";
echo json_encode(mb_encode_mimeheader("abc 日本語", 'ISO-2022-JP', 'B')), "\n";
echo json_encode(mb_encode_mimeheader("abc 日本語", 'SJIS', 'Q')), "\n";
echo json_encode(mb_encode_mimeheader("abc 日本語")), "\n";
echo json_encode(mb_encode_mimeheader("日本語テキストです。日本語テキストです。日本語テキストです。", 'ISO-2022-JP', 'B')), "\n";
mb_internal_encoding('UTF-8');
foreach ([72,73,74,75,76] as $n) { $s = str_repeat("a", $n - 3) . " bb"; echo $n, " ", json_encode(mb_encode_mimeheader($s, 'UTF-8', 'Q')), "\n"; }
foreach ([70,71,72,73] as $n) { $s = str_repeat("a", $n) . " é"; echo $n, " ", json_encode(mb_encode_mimeheader($s, 'UTF-8', 'Q')), "\n"; }
echo json_encode(mb_encode_mimeheader("é!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", 'UTF-8', 'Q')), "\n";
echo json_encode(mb_encode_mimeheader("aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll mmm nnn ooo ppp qqq rrr sss ttt uuu vvv", 'UTF-8', 'Q', "\n", 20)), "\n";
echo json_encode(mb_encode_mimeheader("a  é", 'UTF-8', 'B')), "\n";
echo json_encode(mb_encode_mimeheader("é a", 'UTF-8', 'B', "")), "\n";
echo json_encode(mb_encode_mimeheader(" é", 'UTF-8', 'B')), "\n";
echo json_encode(mb_encode_mimeheader("", 'UTF-8', 'B')), "\n";
echo json_encode(mb_encode_mimeheader("a\xff b é", 'UTF-8', 'B')), "\n";
mb_internal_encoding('UTF-8');
foreach (['UTF-8', 'ISO-2022-JP', 'SJIS'] as $cs) { foreach (['B','Q'] as $m) {
  $r = [];
  for ($i = 40; $i < 74; $i++) { $o = mb_encode_mimeheader("日本語", $cs, $m, "\n", $i); if ($o[0] === "\n") { $r[] = $i; break; } }
  $r2 = [];
  for ($i = 40; $i < 74; $i++) { $o = mb_encode_mimeheader("ab 日本語", $cs, $m, "\n", $i); if (strpos($o, "\n") !== false && strpos($o, "ab\n") === 0) { $r2[] = $i; break; } }
  echo "$cs $m first-fold-at ", implode(',', $r), " after-ascii-fold-at ", implode(',', $r2), "\n";
}}

try { var_dump(mb_encode_mimeheader("abc", "UTF7-IMAP", "Q")); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(mb_encode_mimeheader("abc é", "UTF7-IMAP", "Q")); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
