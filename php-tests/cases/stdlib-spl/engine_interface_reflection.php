<?php
// the engine interfaces' abstract methods show their parameters and (tentative) return types
echo new ReflectionClass('Countable');
echo new ReflectionMethod('ArrayAccess', 'offsetSet');
echo new ReflectionMethod('Iterator', 'current');
echo new ReflectionMethod('Stringable', '__toString');
