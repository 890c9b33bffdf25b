<?php
echo "{$var}";
echo "{$arr['key']}";
echo "{$arr['a']['b'][0]}";
echo "{$obj->prop->deep}";
echo "{$obj->method(1, 'a')}";
echo "{$obj::$static}";
echo "{$fn()}";
echo "{$$varvar}";
echo "{$obj->{'dyn'}}";
echo "{$arr[f()]}";
