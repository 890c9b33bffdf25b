<?php
// which statements end with a tick: php adds none after a compound statement whose last
// statement ticked
declare(ticks=1);
register_tick_function(function () { echo "T "; });
$x = 1;
echo "\n1 "; if ($x) { echo "a "; }
echo "\n2 "; if ($x) { echo "a "; } else { echo "b "; }
echo "\n3 "; if (!$x) { echo "a "; } else { echo "b "; }
echo "\n4 "; if (!$x) { echo "a "; } elseif ($x) { echo "c "; }
echo "\n5 "; switch ($x) { case 1: echo "s "; break; }
echo "\n6 "; switch ($x) { case 1: echo "s "; }
echo "\n7 "; switch ($x) { case 2: echo "s "; }
echo "\n8 "; try { echo "t "; } catch (Exception $e) { echo "c "; }
echo "\n9 "; try { throw new Exception; } catch (Exception $e) { echo "c "; }
echo "\n10 "; try { echo "t "; } catch (TypeError $e) { echo "c "; } catch (Exception $e) { }
echo "\n11 "; try { echo "t "; } finally { echo "f "; }
echo "\n12 "; for ($i = 0; $i < 2; $i++) { echo "l "; }
echo "\n13 "; foreach ([1, 2] as $v) { echo "v "; }
echo "\n14 "; while ($x--) { echo "w "; }
echo "\n15 "; do { echo "d "; } while (0);
echo "\n16 "; { echo "b1 "; echo "b2 "; }
echo "\n17 "; if ($x) { } else { }
echo "\n18 "; foreach ([1] as $v) { if ($v) { continue; } echo "no "; }
echo "\n19 "; $f = function () { echo "in "; return 1; }; $f();
echo "\n20 "; goto lbl; echo "skip "; lbl: echo "after ";
echo "\n21 "; if ($x): echo "alt "; endif;
echo "\n22 "; match (1) { 1 => print "m " };
echo "\n";
