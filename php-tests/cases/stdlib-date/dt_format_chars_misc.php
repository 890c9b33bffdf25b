<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$d = new DateTime('2024-07-04 15:07:09.012345', new DateTimeZone('America/New_York'));
foreach (str_split('dDjlNSwzWFmMntLoXxYyaABgGhHisuveIOPpTZcrU') as $c) { echo $c, '=', $d->format($c), ' '; }
echo "\n", $d->format('\\Y\\m\\d Y \\\\ [jS] l'), "\n";
foreach (['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-11', '2024-01-12', '2024-01-13', '2024-01-21', '2024-01-22', '2024-01-23', '2024-01-31'] as $s) echo (new DateTime($s))->format('jS '), '';
echo "\n";
foreach ([DATE_ATOM, DATE_COOKIE, DATE_ISO8601, DATE_ISO8601_EXPANDED, DATE_RFC822, DATE_RFC850, DATE_RFC1036, DATE_RFC1123, DATE_RFC2822, DATE_RFC3339, DATE_RFC3339_EXTENDED, DATE_RSS, DATE_W3C] as $f) echo $d->format($f), "\n";
echo (new DateTime('-0044-03-15 00:00', new DateTimeZone('UTC')))->format('Y y X x o'), "\n";
echo (new DateTime('12345-01-01', new DateTimeZone('UTC')))->format('Y X x'), "\n";
