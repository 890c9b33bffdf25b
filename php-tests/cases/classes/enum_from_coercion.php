<?php
enum I: int { case A = 0; case B = 1; case C = 15; }
enum S: string { case A = 'a'; case One = '1'; }
foreach (['1', '1.0', '1.5', 1.0, 1.5, true, false, null, 'x', '15 ', ' 15', [], new stdClass] as $v) {
  try { var_dump(I::tryFrom($v)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach ([1, 1.0, 1.5, true, false, null, 'a', [], 2] as $v) {
  try { var_dump(S::tryFrom($v)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { var_dump(I::from('x')); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(I::from(7)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(S::from(7)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
