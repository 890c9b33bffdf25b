<?php
@$o->m();
@Cls::s();
@$f();
