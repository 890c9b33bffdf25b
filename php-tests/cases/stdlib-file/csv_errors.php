<?php
function rrmdir($d) {
    foreach (scandir($d) as $e) {
        if ($e === '.' || $e === '..') continue;
        $p = "$d/$e";
        if (is_dir($p) && !is_link($p)) rrmdir($p); else unlink($p);
    }
    rmdir($d);
}
function show($e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$base = sys_get_temp_dir() . "/rphp_file_csv_errors";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
try { str_getcsv("a", "", '"', ""); } catch (ValueError $e) { show($e); }
try { str_getcsv("a", ",,", '"', ""); } catch (ValueError $e) { show($e); }
try { str_getcsv("a", ",", "", ""); } catch (ValueError $e) { show($e); }
try { str_getcsv("a", ",", '"', "ab"); } catch (ValueError $e) { show($e); }
$f = fopen("php://memory", "w+");
try { fputcsv($f, ["a"], "::", '"', ""); } catch (ValueError $e) { show($e); }
try { fputcsv($f, ["a"], ",", "''", ""); } catch (ValueError $e) { show($e); }
try { fputcsv($f, ["a"], ",", '"', "xx"); } catch (ValueError $e) { show($e); }
try { fgetcsv($f, -1, ",", '"', ""); } catch (ValueError $e) { show($e); }
try { fgetcsv($f, 0, "ab", '"', ""); } catch (ValueError $e) { show($e); }
try { fputcsv($f, "notarray"); } catch (TypeError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
