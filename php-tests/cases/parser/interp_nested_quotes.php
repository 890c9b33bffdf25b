<?php
echo "a {$arr["key"]} b";
echo "c {$obj->m("x", 'y')} d";
echo "e {$arr['k' . "j"]} f";
