<?php
try { $x = 'static'; echo $x::class; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { static::foo(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo static::X; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new static; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo static::$p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo static::class; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo self::class; } catch (Error $e) { echo $e->getMessage(), "\n"; }
