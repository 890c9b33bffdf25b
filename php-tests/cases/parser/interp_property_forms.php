<?php
echo "$obj->prop";
echo "$obj->prop->nested";
echo "$obj?->prop";
echo "$obj->";
echo "$obj->123";
