<?php
class Cyc { const X = self::Y; const Y = self::X; }
try { echo Cyc::X; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo Cyc::Y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class D { const A = D::B + 1; const B = self::A * 2; }
try { echo D::B; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class E { const A = self::A; }
try { echo E::A; } catch (Error $e) { echo $e->getMessage(), "\n"; }
