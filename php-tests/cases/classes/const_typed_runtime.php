<?php
const X = 5;
const Y = 1.5;
class C { const float F = X; const string T = X; const int I = Y; const ?int N = null; const int|string U = Y; const bool B = X;}
var_dump(C::F);
try { var_dump(C::T); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(C::I); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(C::I); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(C::N);
try { var_dump(C::U); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(C::B); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
interface HasSelf { const ?self NONE = null; }
final class K implements HasSelf { const self|int ME = 1; const iterable IT = [1]; }
var_dump(K::ME, K::IT, K::NONE);
echo new ReflectionClassConstant('C', 'F');
echo new ReflectionClassConstant('K', 'ME');
var_dump((string) (new ReflectionClassConstant('K', 'NONE'))->getType());
var_dump((new ReflectionClassConstant('K', 'IT'))->getType()->allowsNull());
